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
  %t493 = icmp sgt i64 %a2, 0, !dbg !17
  br i1 %t493, label %b2.lr.ph, label %b9, !dbg !17

b2.lr.ph:                                         ; preds = %entry
  %t29 = mul i64 %t9, %a9, !dbg !16
  %t41 = mul i64 %t16, %a8, !dbg !16
  %t42 = add i64 %t29, %t41, !dbg !16
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t42, !dbg !16
  %t23 = mul i64 %t17, %a3, !dbg !15
  %t37 = mul i64 %t8, %a4, !dbg !15
  %t38 = add i64 %t23, %t37, !dbg !15
  %t39 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t38, !dbg !15
  %t26.not = xor i1 %t26, true
  %t62 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 1
  %t64 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 16
  %t67 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 2
  %t69 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 32
  %t72 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 3
  %t74 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 48
  %t77 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 4
  %t79 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 64
  %t82 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 5
  %t84 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 80
  %t87 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 6
  %t89 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 96
  %t92 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 7
  %t94 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 112
  %t97 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 8
  %t99 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 128
  %t102 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 9
  %t104 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 144
  %t107 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 10
  %t109 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 160
  %t112 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 11
  %t114 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 176
  %t117 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 12
  %t119 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 192
  %t122 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 13
  %t124 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 208
  %t127 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 14
  %t129 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 224
  %t132 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 15
  %t134 = getelementptr inbounds float, ptr addrspace(3) %t36, i32 240
  br label %b2, !dbg !17

b2:                                               ; preds = %b2.lr.ph, %b8
  %t487 = phi i64 [ 0, %b2.lr.ph ], [ %t137, %b8 ]
  %t476 = phi float [ 0.000000e+00, %b2.lr.ph ], [ %t136, %b8 ]
  %t465 = phi ptr addrspace(1) [ %t39, %b2.lr.ph ], [ %t138, %b8 ]
  %t454 = phi ptr addrspace(1) [ %t43, %b2.lr.ph ], [ %t139, %b8 ]
  %t50 = add i64 %t487, %t8
  %t51 = icmp slt i64 %t50, %a2
  %or.cond = select i1 %t21, i1 %t51, i1 false, !dbg !8
  br i1 %or.cond, label %b4, label %b5, !dbg !8

b4:                                               ; preds = %b2
  %.28 = load float, ptr addrspace(1) %t465, align 4, !dbg !15
  br label %b5, !dbg !15

b5:                                               ; preds = %b4, %b2
  %t53 = phi float [ 0.000000e+00, %b2 ], [ %.28, %b4 ]
  %t54 = add i64 %t487, %t16, !dbg !18
  %t55 = icmp sge i64 %t54, %a2, !dbg !19
  %brmerge = select i1 %t55, i1 true, i1 %t26.not, !dbg !19
  br i1 %brmerge, label %b8, label %b7, !dbg !19

b7:                                               ; preds = %b5
  %.29 = load float, ptr addrspace(1) %t454, align 4, !dbg !16
  br label %b8, !dbg !16

b8:                                               ; preds = %b5, %b7
  %t57 = phi float [ 0.000000e+00, %b5 ], [ %.29, %b7 ]
  store float %t53, ptr addrspace(3) %t32, align 4, !dbg !11
  store float %t57, ptr addrspace(3) %t34, align 4, !dbg !13
  fence syncscope("workgroup") release, !dbg !20
  tail call void @llvm.amdgcn.s.barrier(), !dbg !20
  fence syncscope("workgroup") acquire, !dbg !20
  %.30 = load float, ptr addrspace(3) %t31, align 4, !dbg !21
  %.31 = load float, ptr addrspace(3) %t36, align 4, !dbg !14
  %t61 = tail call float @llvm.fma.f32(float %.30, float %.31, float %t476), !dbg !22
  %.32 = load float, ptr addrspace(3) %t62, align 4, !dbg !21
  %.33 = load float, ptr addrspace(3) %t64, align 4, !dbg !14
  %t66 = tail call float @llvm.fma.f32(float %.32, float %.33, float %t61), !dbg !22
  %.34 = load float, ptr addrspace(3) %t67, align 4, !dbg !21
  %.35 = load float, ptr addrspace(3) %t69, align 4, !dbg !14
  %t71 = tail call float @llvm.fma.f32(float %.34, float %.35, float %t66), !dbg !22
  %.36 = load float, ptr addrspace(3) %t72, align 4, !dbg !21
  %.37 = load float, ptr addrspace(3) %t74, align 4, !dbg !14
  %t76 = tail call float @llvm.fma.f32(float %.36, float %.37, float %t71), !dbg !22
  %.38 = load float, ptr addrspace(3) %t77, align 4, !dbg !21
  %.39 = load float, ptr addrspace(3) %t79, align 4, !dbg !14
  %t81 = tail call float @llvm.fma.f32(float %.38, float %.39, float %t76), !dbg !22
  %.40 = load float, ptr addrspace(3) %t82, align 4, !dbg !21
  %.41 = load float, ptr addrspace(3) %t84, align 4, !dbg !14
  %t86 = tail call float @llvm.fma.f32(float %.40, float %.41, float %t81), !dbg !22
  %.42 = load float, ptr addrspace(3) %t87, align 4, !dbg !21
  %.43 = load float, ptr addrspace(3) %t89, align 4, !dbg !14
  %t91 = tail call float @llvm.fma.f32(float %.42, float %.43, float %t86), !dbg !22
  %.44 = load float, ptr addrspace(3) %t92, align 4, !dbg !21
  %.45 = load float, ptr addrspace(3) %t94, align 4, !dbg !14
  %t96 = tail call float @llvm.fma.f32(float %.44, float %.45, float %t91), !dbg !22
  %.46 = load float, ptr addrspace(3) %t97, align 4, !dbg !21
  %.47 = load float, ptr addrspace(3) %t99, align 4, !dbg !14
  %t101 = tail call float @llvm.fma.f32(float %.46, float %.47, float %t96), !dbg !22
  %.48 = load float, ptr addrspace(3) %t102, align 4, !dbg !21
  %.49 = load float, ptr addrspace(3) %t104, align 4, !dbg !14
  %t106 = tail call float @llvm.fma.f32(float %.48, float %.49, float %t101), !dbg !22
  %.50 = load float, ptr addrspace(3) %t107, align 4, !dbg !21
  %.51 = load float, ptr addrspace(3) %t109, align 4, !dbg !14
  %t111 = tail call float @llvm.fma.f32(float %.50, float %.51, float %t106), !dbg !22
  %.52 = load float, ptr addrspace(3) %t112, align 4, !dbg !21
  %.53 = load float, ptr addrspace(3) %t114, align 4, !dbg !14
  %t116 = tail call float @llvm.fma.f32(float %.52, float %.53, float %t111), !dbg !22
  %.54 = load float, ptr addrspace(3) %t117, align 4, !dbg !21
  %.55 = load float, ptr addrspace(3) %t119, align 4, !dbg !14
  %t121 = tail call float @llvm.fma.f32(float %.54, float %.55, float %t116), !dbg !22
  %.56 = load float, ptr addrspace(3) %t122, align 4, !dbg !21
  %.57 = load float, ptr addrspace(3) %t124, align 4, !dbg !14
  %t126 = tail call float @llvm.fma.f32(float %.56, float %.57, float %t121), !dbg !22
  %.58 = load float, ptr addrspace(3) %t127, align 4, !dbg !21
  %.59 = load float, ptr addrspace(3) %t129, align 4, !dbg !14
  %t131 = tail call float @llvm.fma.f32(float %.58, float %.59, float %t126), !dbg !22
  %.60 = load float, ptr addrspace(3) %t132, align 4, !dbg !21
  %.61 = load float, ptr addrspace(3) %t134, align 4, !dbg !14
  %t136 = tail call float @llvm.fma.f32(float %.60, float %.61, float %t131), !dbg !22
  fence syncscope("workgroup") release, !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  fence syncscope("workgroup") acquire, !dbg !23
  %t137 = add i64 %t487, 16, !dbg !24
  %t138 = getelementptr inbounds float, ptr addrspace(1) %t465, i64 %t40, !dbg !15
  %t139 = getelementptr inbounds float, ptr addrspace(1) %t454, i64 %t44, !dbg !16
  %t49 = icmp slt i64 %t137, %a2, !dbg !17
  br i1 %t49, label %b2, label %b9, !dbg !17

b9:                                               ; preds = %b8, %entry
  %t47.lcssa = phi float [ 0.000000e+00, %entry ], [ %t136, %b8 ]
  %0 = select i1 %t21, i1 %t26, i1 false, !dbg !25
  br i1 %0, label %b11, label %b12, !dbg !25

b11:                                              ; preds = %b9
  %t141 = mul i64 %t17, %a13, !dbg !26
  %t143 = mul i64 %t9, %a14, !dbg !26
  %t144 = add i64 %t141, %t143, !dbg !26
  %t146 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t144, !dbg !26
  store float %t47.lcssa, ptr addrspace(1) %t146, align 4, !dbg !26
  br label %b12, !dbg !26

b12:                                              ; preds = %b9, %b11
  ret void, !dbg !26
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eAxpy(float %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, i64 %a3, ptr addrspace(1) nocapture %a4, i64 %a5, i64 %a6) local_unnamed_addr #1 !dbg !27 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !28
  %t1 = sext i32 %.7 to i64, !dbg !28
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !28
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !28
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !28, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !28
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !28
  %t6 = sext i32 %.12 to i64, !dbg !28
  %t7 = add nsw i64 %t4, %t6, !dbg !28
  %t9 = icmp slt i64 %t7, %a5, !dbg !29
  br i1 %t9, label %b1, label %b2, !dbg !29

b1:                                               ; preds = %entry
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a4, i64 %t7, !dbg !30
  %t11 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t7, !dbg !31
  %.13 = load float, ptr addrspace(1) %t11, align 4, !dbg !31, !amdgpu.noclobber !6
  %.14 = load float, ptr addrspace(1) %t14, align 4, !dbg !30, !amdgpu.noclobber !6
  %t16 = tail call float @llvm.fma.f32(float %a0, float %.13, float %.14), !dbg !32
  store float %t16, ptr addrspace(1) %t14, align 4, !dbg !33
  br label %b2, !dbg !33

b2:                                               ; preds = %b1, %entry
  ret void, !dbg !33
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eDiscriminant_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, float %a4, ptr addrspace(1) readonly %a5, float %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #2 !dbg !34 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !35
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !35
  %t2.not = icmp eq ptr addrspace(1) %a5, null, !dbg !35
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !35
  %t4 = sext i32 %.1 to i64, !dbg !35
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !35
  %t6 = sext i32 %.2 to i64, !dbg !35
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !35
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !35
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !35, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !35
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !35
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !35, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !35
  %.15 = add i32 %.14, %.9, !dbg !35
  %.16 = udiv i32 %.15, %.6, !dbg !35
  %t10 = sext i32 %.16 to i64, !dbg !35
  %t11 = mul nsw i64 %t8, %t6, !dbg !35
  %t12 = add nsw i64 %t11, %t4, !dbg !35
  %t13 = mul nsw i64 %t10, %t8, !dbg !35
  %t151 = icmp slt i64 %t12, %a0, !dbg !35
  br i1 %t151, label %b2, label %b9, !dbg !35

b2:                                               ; preds = %entry, %b8
  %t142 = phi i64 [ %t31, %b8 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !35

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t142, !dbg !35
  %.17 = load float, ptr addrspace(1) %t16, align 4, !dbg !35
  br label %b4, !dbg !35

b4:                                               ; preds = %b3, %b2
  %t18 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !35

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t142, !dbg !35
  %.18 = load float, ptr addrspace(1) %t19, align 4, !dbg !35
  br label %b6, !dbg !35

b6:                                               ; preds = %b5, %b4
  %t21 = phi float [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7, !dbg !35

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t142, !dbg !35
  %.19 = load float, ptr addrspace(1) %t22, align 4, !dbg !35
  br label %b8, !dbg !35

b8:                                               ; preds = %b7, %b6
  %t24 = phi float [ %.19, %b7 ], [ %a6, %b6 ]
  %0 = fmul float %t18, -4.000000e+00, !dbg !36
  %t27 = fmul float %0, %t24, !dbg !36
  %t28 = tail call float @llvm.fma.f32(float %t21, float %t21, float %t27), !dbg !36
  %.20 = fcmp olt float %t28, 0x39F0000000000000, !dbg !37
  %.21 = fmul float %t28, 0x41F0000000000000, !dbg !37
  %.22 = select i1 %.20, float %.21, float %t28, !dbg !37
  %.23 = tail call float @llvm.amdgcn.sqrt.f32(float %.22), !dbg !37
  %.24 = bitcast float %.23 to i32, !dbg !37
  %.25 = add i32 %.24, -1, !dbg !37
  %.26 = bitcast i32 %.25 to float, !dbg !37
  %.27 = fneg float %.26, !dbg !37
  %.28 = tail call float @llvm.fma.f32(float %.27, float %.23, float %.22), !dbg !37
  %.29 = add i32 %.24, 1, !dbg !37
  %.30 = bitcast i32 %.29 to float, !dbg !37
  %.31 = fneg float %.30, !dbg !37
  %.32 = tail call float @llvm.fma.f32(float %.31, float %.23, float %.22), !dbg !37
  %.33 = fcmp ole float %.28, 0.000000e+00, !dbg !37
  %.34 = select i1 %.33, float %.26, float %.23, !dbg !37
  %.35 = fcmp ogt float %.32, 0.000000e+00, !dbg !37
  %.36 = select i1 %.35, float %.30, float %.34, !dbg !37
  %.37 = fmul float %.36, 0x3EF0000000000000, !dbg !37
  %.38 = select i1 %.20, float %.37, float %.36, !dbg !37
  %.39 = fcmp oeq float %.22, 0.000000e+00, !dbg !37
  %.40 = fcmp oeq float %.22, 0x7FF0000000000000, !dbg !37
  %.41 = or i1 %.39, %.40, !dbg !37
  %.42 = select i1 %.41, float %.22, float %.38, !dbg !37
  %t30 = getelementptr inbounds float, ptr addrspace(1) %a7, i64 %t142, !dbg !35
  store float %.42, ptr addrspace(1) %t30, align 4, !dbg !35
  %t31 = add i64 %t142, %t13, !dbg !35
  %t15 = icmp slt i64 %t31, %a0, !dbg !35
  br i1 %t15, label %b2, label %b9, !dbg !35

b9:                                               ; preds = %b8, %entry
  ret void, !dbg !35
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eDiscriminant_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, float %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #2 !dbg !38 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !39
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !39
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !39
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !39
  %t4 = sext i32 %.1 to i64, !dbg !39
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !39
  %t6 = sext i32 %.2 to i64, !dbg !39
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !39
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !39
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !39, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !39
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !39
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !39, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !39
  %.15 = add i32 %.14, %.9, !dbg !39
  %.16 = udiv i32 %.15, %.6, !dbg !39
  %t10 = sext i32 %.16 to i64, !dbg !39
  %t11 = mul nsw i64 %t8, %t6, !dbg !39
  %t12 = add nsw i64 %t11, %t4, !dbg !39
  %t13 = mul nsw i64 %t10, %t8, !dbg !39
  %t14 = icmp sgt i64 %a1, 7, !dbg !39
  %t15 = icmp sgt i64 %a1, 6, !dbg !39
  %t16 = icmp sgt i64 %a1, 5, !dbg !39
  %t17 = icmp sgt i64 %a1, 4, !dbg !39
  %t18 = icmp sgt i64 %a1, 3, !dbg !39
  %t19 = icmp sgt i64 %a1, 2, !dbg !39
  %t20 = icmp sgt i64 %a1, 1, !dbg !39
  %t21 = icmp sgt i64 %a1, 0, !dbg !39
  %t231 = icmp slt i64 %t12, %a0, !dbg !39
  br i1 %t231, label %b2.lr.ph, label %b25, !dbg !39

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
  br label %b2, !dbg !39

b2:                                               ; preds = %b2.lr.ph, %b24
  %t222 = phi i64 [ %t12, %b2.lr.ph ], [ %t152, %b24 ]
  br i1 %t14, label %b3, label %b4, !dbg !39

b3:                                               ; preds = %b2
  %t222.frozen = freeze i64 %t222
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t222.frozen, %.20.frozen, !dbg !39
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t222.frozen, %14
  %.22 = select i1 %.17, i64 %t222, i64 %.21.decomposed, !dbg !39
  %.28 = sub i64 0, %t222, !dbg !39
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !39
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !39
  %t26 = mul i64 %.22, %a19, !dbg !39
  %t27 = mul i64 %.22, %a29, !dbg !39
  %t28 = mul i64 %.22, %a39, !dbg !39
  %t29 = mul i64 %.22, %a48, !dbg !39
  br label %b4, !dbg !39

b4:                                               ; preds = %b3, %b2
  %t30 = phi i64 [ %.30, %b3 ], [ %t222, %b2 ]
  %t31 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !39

b5:                                               ; preds = %b4
  %t30.frozen = freeze i64 %t30
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t30.frozen, %.34.frozen, !dbg !39
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t30.frozen, %15
  %.36 = select i1 %.31, i64 %t30, i64 %.35.decomposed, !dbg !39
  %.42 = sub i64 0, %t30, !dbg !39
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !39
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !39
  %t37 = mul i64 %.36, %a18, !dbg !39
  %t38 = add i64 %t37, %t31, !dbg !39
  %t39 = mul i64 %.36, %a28, !dbg !39
  %t40 = add i64 %t39, %t32, !dbg !39
  %t41 = mul i64 %.36, %a38, !dbg !39
  %t42 = add i64 %t41, %t33, !dbg !39
  %t43 = mul i64 %.36, %a47, !dbg !39
  %t44 = add i64 %t43, %t34, !dbg !39
  br label %b6, !dbg !39

b6:                                               ; preds = %b5, %b4
  %t45 = phi i64 [ %.44, %b5 ], [ %t30, %b4 ]
  %t46 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t42, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t44, %b5 ], [ %t34, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !39

b7:                                               ; preds = %b6
  %t45.frozen = freeze i64 %t45
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t45.frozen, %.48.frozen, !dbg !39
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t45.frozen, %16
  %.50 = select i1 %.45, i64 %t45, i64 %.49.decomposed, !dbg !39
  %.56 = sub i64 0, %t45, !dbg !39
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !39
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !39
  %t52 = mul i64 %.50, %a17, !dbg !39
  %t53 = add i64 %t52, %t46, !dbg !39
  %t54 = mul i64 %.50, %a27, !dbg !39
  %t55 = add i64 %t54, %t47, !dbg !39
  %t56 = mul i64 %.50, %a37, !dbg !39
  %t57 = add i64 %t56, %t48, !dbg !39
  %t58 = mul i64 %.50, %a46, !dbg !39
  %t59 = add i64 %t58, %t49, !dbg !39
  br label %b8, !dbg !39

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %.58, %b7 ], [ %t45, %b6 ]
  %t61 = phi i64 [ %t53, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t55, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t57, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t59, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10, !dbg !39

b9:                                               ; preds = %b8
  %t60.frozen = freeze i64 %t60
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t60.frozen, %.62.frozen, !dbg !39
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t60.frozen, %17
  %.64 = select i1 %.59, i64 %t60, i64 %.63.decomposed, !dbg !39
  %.70 = sub i64 0, %t60, !dbg !39
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !39
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !39
  %t67 = mul i64 %.64, %a16, !dbg !39
  %t68 = add i64 %t67, %t61, !dbg !39
  %t69 = mul i64 %.64, %a26, !dbg !39
  %t70 = add i64 %t69, %t62, !dbg !39
  %t71 = mul i64 %.64, %a36, !dbg !39
  %t72 = add i64 %t71, %t63, !dbg !39
  %t73 = mul i64 %.64, %a45, !dbg !39
  %t74 = add i64 %t73, %t64, !dbg !39
  br label %b10, !dbg !39

b10:                                              ; preds = %b9, %b8
  %t75 = phi i64 [ %.72, %b9 ], [ %t60, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t61, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t62, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t63, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t64, %b8 ]
  br i1 %t18, label %b11, label %b12, !dbg !39

b11:                                              ; preds = %b10
  %t75.frozen = freeze i64 %t75
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t75.frozen, %.76.frozen, !dbg !39
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t75.frozen, %18
  %.78 = select i1 %.73, i64 %t75, i64 %.77.decomposed, !dbg !39
  %.84 = sub i64 0, %t75, !dbg !39
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !39
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !39
  %t82 = mul i64 %.78, %a15, !dbg !39
  %t83 = add i64 %t82, %t76, !dbg !39
  %t84 = mul i64 %.78, %a25, !dbg !39
  %t85 = add i64 %t84, %t77, !dbg !39
  %t86 = mul i64 %.78, %a35, !dbg !39
  %t87 = add i64 %t86, %t78, !dbg !39
  %t88 = mul i64 %.78, %a44, !dbg !39
  %t89 = add i64 %t88, %t79, !dbg !39
  br label %b12, !dbg !39

b12:                                              ; preds = %b11, %b10
  %t90 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t91 = phi i64 [ %t83, %b11 ], [ %t76, %b10 ]
  %t92 = phi i64 [ %t85, %b11 ], [ %t77, %b10 ]
  %t93 = phi i64 [ %t87, %b11 ], [ %t78, %b10 ]
  %t94 = phi i64 [ %t89, %b11 ], [ %t79, %b10 ]
  br i1 %t19, label %b13, label %b14, !dbg !39

b13:                                              ; preds = %b12
  %t90.frozen = freeze i64 %t90
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t90.frozen, %.90.frozen, !dbg !39
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t90.frozen, %19
  %.92 = select i1 %.87, i64 %t90, i64 %.91.decomposed, !dbg !39
  %.98 = sub i64 0, %t90, !dbg !39
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !39
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !39
  %t97 = mul i64 %.92, %a14, !dbg !39
  %t98 = add i64 %t97, %t91, !dbg !39
  %t99 = mul i64 %.92, %a24, !dbg !39
  %t100 = add i64 %t99, %t92, !dbg !39
  %t101 = mul i64 %.92, %a34, !dbg !39
  %t102 = add i64 %t101, %t93, !dbg !39
  %t103 = mul i64 %.92, %a43, !dbg !39
  %t104 = add i64 %t103, %t94, !dbg !39
  br label %b14, !dbg !39

b14:                                              ; preds = %b13, %b12
  %t105 = phi i64 [ %.100, %b13 ], [ %t90, %b12 ]
  %t106 = phi i64 [ %t98, %b13 ], [ %t91, %b12 ]
  %t107 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t108 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t109 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  br i1 %t20, label %b15, label %b16, !dbg !39

b15:                                              ; preds = %b14
  %t105.frozen = freeze i64 %t105
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t105.frozen, %.104.frozen, !dbg !39
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t105.frozen, %20
  %.106 = select i1 %.101, i64 %t105, i64 %.105.decomposed, !dbg !39
  %.112 = sub i64 0, %t105, !dbg !39
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !39
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !39
  %t112 = mul i64 %.106, %a13, !dbg !39
  %t113 = add i64 %t112, %t106, !dbg !39
  %t114 = mul i64 %.106, %a23, !dbg !39
  %t115 = add i64 %t114, %t107, !dbg !39
  %t116 = mul i64 %.106, %a33, !dbg !39
  %t117 = add i64 %t116, %t108, !dbg !39
  %t118 = mul i64 %.106, %a42, !dbg !39
  %t119 = add i64 %t118, %t109, !dbg !39
  br label %b16, !dbg !39

b16:                                              ; preds = %b15, %b14
  %t120 = phi i64 [ %.114, %b15 ], [ %t105, %b14 ]
  %t121 = phi i64 [ %t113, %b15 ], [ %t106, %b14 ]
  %t122 = phi i64 [ %t115, %b15 ], [ %t107, %b14 ]
  %t123 = phi i64 [ %t117, %b15 ], [ %t108, %b14 ]
  %t124 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  br i1 %t21, label %b17, label %b18, !dbg !39

b17:                                              ; preds = %b16
  %t125 = mul i64 %t120, %a12, !dbg !39
  %t126 = add i64 %t121, %t125, !dbg !39
  %t127 = mul i64 %t120, %a22, !dbg !39
  %t128 = add i64 %t122, %t127, !dbg !39
  %t129 = mul i64 %t120, %a32, !dbg !39
  %t130 = add i64 %t123, %t129, !dbg !39
  %t131 = mul i64 %t120, %a41, !dbg !39
  %t132 = add i64 %t124, %t131, !dbg !39
  br label %b18, !dbg !39

b18:                                              ; preds = %b17, %b16
  %t133 = phi i64 [ %t126, %b17 ], [ %t121, %b16 ]
  %t134 = phi i64 [ %t128, %b17 ], [ %t122, %b16 ]
  %t135 = phi i64 [ %t130, %b17 ], [ %t123, %b16 ]
  %t136 = phi i64 [ %t132, %b17 ], [ %t124, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !39

b19:                                              ; preds = %b18
  %t137 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t133, !dbg !39
  %.115 = load float, ptr addrspace(1) %t137, align 4, !dbg !39
  br label %b20, !dbg !39

b20:                                              ; preds = %b19, %b18
  %t139 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !39

b21:                                              ; preds = %b20
  %t140 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t134, !dbg !39
  %.116 = load float, ptr addrspace(1) %t140, align 4, !dbg !39
  br label %b22, !dbg !39

b22:                                              ; preds = %b21, %b20
  %t142 = phi float [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !39

b23:                                              ; preds = %b22
  %t143 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t135, !dbg !39
  %.117 = load float, ptr addrspace(1) %t143, align 4, !dbg !39
  br label %b24, !dbg !39

b24:                                              ; preds = %b23, %b22
  %t145 = phi float [ %.117, %b23 ], [ %a31, %b22 ]
  %21 = fmul float %t139, -4.000000e+00, !dbg !40
  %t148 = fmul float %21, %t145, !dbg !40
  %t149 = tail call float @llvm.fma.f32(float %t142, float %t142, float %t148), !dbg !40
  %.118 = fcmp olt float %t149, 0x39F0000000000000, !dbg !41
  %.119 = fmul float %t149, 0x41F0000000000000, !dbg !41
  %.120 = select i1 %.118, float %.119, float %t149, !dbg !41
  %.121 = tail call float @llvm.amdgcn.sqrt.f32(float %.120), !dbg !41
  %.122 = bitcast float %.121 to i32, !dbg !41
  %.123 = add i32 %.122, -1, !dbg !41
  %.124 = bitcast i32 %.123 to float, !dbg !41
  %.125 = fneg float %.124, !dbg !41
  %.126 = tail call float @llvm.fma.f32(float %.125, float %.121, float %.120), !dbg !41
  %.127 = add i32 %.122, 1, !dbg !41
  %.128 = bitcast i32 %.127 to float, !dbg !41
  %.129 = fneg float %.128, !dbg !41
  %.130 = tail call float @llvm.fma.f32(float %.129, float %.121, float %.120), !dbg !41
  %.131 = fcmp ole float %.126, 0.000000e+00, !dbg !41
  %.132 = select i1 %.131, float %.124, float %.121, !dbg !41
  %.133 = fcmp ogt float %.130, 0.000000e+00, !dbg !41
  %.134 = select i1 %.133, float %.128, float %.132, !dbg !41
  %.135 = fmul float %.134, 0x3EF0000000000000, !dbg !41
  %.136 = select i1 %.118, float %.135, float %.134, !dbg !41
  %.137 = fcmp oeq float %.120, 0.000000e+00, !dbg !41
  %.138 = fcmp oeq float %.120, 0x7FF0000000000000, !dbg !41
  %.139 = or i1 %.137, %.138, !dbg !41
  %.140 = select i1 %.139, float %.120, float %.136, !dbg !41
  %t151 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t136, !dbg !39
  store float %.140, ptr addrspace(1) %t151, align 4, !dbg !39
  %t152 = add i64 %t222, %t13, !dbg !39
  %t23 = icmp slt i64 %t152, %a0, !dbg !39
  br i1 %t23, label %b2, label %b25, !dbg !39

b25:                                              ; preds = %b24, %entry
  ret void, !dbg !39
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !42 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !43
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !43
  %t2 = sext i32 %.1 to i64, !dbg !43
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !43
  %t4 = sext i32 %.2 to i64, !dbg !43
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !43
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !43
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !43, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !43
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !43
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !43, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !43
  %.15 = add i32 %.14, %.9, !dbg !43
  %.16 = udiv i32 %.15, %.6, !dbg !43
  %t8 = sext i32 %.16 to i64, !dbg !43
  %t9 = mul nsw i64 %t6, %t4, !dbg !43
  %t10 = add nsw i64 %t9, %t2, !dbg !43
  %t11 = mul nsw i64 %t8, %t6, !dbg !43
  %t131 = icmp slt i64 %t10, %a0, !dbg !43
  br i1 %t131, label %b2, label %b5, !dbg !43

b2:                                               ; preds = %entry, %"github.com/kernlab/kern/bench/kernels.ExpSin.exit"
  %t122 = phi i64 [ %t19, %"github.com/kernlab/kern/bench/kernels.ExpSin.exit" ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !43

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t122, !dbg !43
  %.17 = load double, ptr addrspace(1) %t14, align 8, !dbg !43
  br label %b4, !dbg !43

b4:                                               ; preds = %b3, %b2
  %t16 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  %t0.i = fneg double %t16, !dbg !44
  %t1.i = fmul double %t16, %t0.i, !dbg !47
  %t2.i = fcmp uno double %t1.i, 0.000000e+00, !dbg !48
  br i1 %t2.i, label %b31.i, label %b2.i, !dbg !51

b2.i:                                             ; preds = %b4
  %t3.i = fcmp ogt double %t1.i, 0x40862E42FEFA39EF, !dbg !54
  br i1 %t3.i, label %b31.i, label %b4.i, !dbg !54

b4.i:                                             ; preds = %b2.i
  %t4.i = fcmp olt double %t1.i, 0xC0874910D52D3051, !dbg !55
  br i1 %t4.i, label %b31.i, label %b6.i, !dbg !55

b6.i:                                             ; preds = %b4.i
  %t5.i = fcmp ogt double %t1.i, 0xBE30000000000000, !dbg !56
  %t6.i = fcmp olt double %t1.i, 0x3E30000000000000
  %or.cond.i = and i1 %t5.i, %t6.i, !dbg !56
  br i1 %or.cond.i, label %b8.i, label %b9.i, !dbg !56

b8.i:                                             ; preds = %b6.i
  %t7.i = fadd double %t1.i, 1.000000e+00, !dbg !57
  br label %b31.i, !dbg !58

b9.i:                                             ; preds = %b6.i
  %t8.i = fcmp olt double %t1.i, 0.000000e+00, !dbg !59
  br i1 %t8.i, label %b10.i, label %b29.i, !dbg !59

b10.i:                                            ; preds = %b9.i
  %t9.i = fmul double %t1.i, 0x3FF71547652B82FE, !dbg !60
  %t10.i = fadd double %t9.i, -5.000000e-01, !dbg !61
  %.1.i = fcmp oge double %t10.i, 0xC3E0000000000000, !dbg !62
  %.2.i = fcmp olt double %t10.i, 0x43E0000000000000, !dbg !62
  %.3.i = and i1 %.1.i, %.2.i, !dbg !62
  %0 = fptosi double %t10.i to i64, !dbg !62
  %.6.i = select i1 %.3.i, i64 %0, i64 -9223372036854775808, !dbg !62
  br label %b11.i, !dbg !62

b11.i:                                            ; preds = %b30.i, %b29.i, %b10.i
  %t12.i = phi i64 [ %.6.i, %b10.i ], [ 0, %b29.i ], [ %.13.i, %b30.i ]
  %t13.i = sitofp i64 %t12.i to double, !dbg !63
  %t14.i = fmul double %t13.i, 0x3FE62E42FEE00000, !dbg !64
  %t15.i = fsub double %t1.i, %t14.i, !dbg !65
  %t16.i = fmul double %t13.i, 0x3DEA39EF35793C76, !dbg !66
  %t17.i = fsub double %t15.i, %t16.i, !dbg !67
  %t18.i = fmul double %t17.i, %t17.i, !dbg !68
  %t19.i = fmul double %t18.i, 0x3E66376972BEA4D0, !dbg !69
  %t20.i = fadd double %t19.i, 0xBEBBBD41C5D26BF1, !dbg !70
  %t21.i = fmul double %t18.i, %t20.i, !dbg !71
  %t22.i = fadd double %t21.i, 0x3F11566AAF25DE2C, !dbg !72
  %t23.i = fmul double %t18.i, %t22.i, !dbg !73
  %t24.i = fadd double %t23.i, 0xBF66C16C16BEBD93, !dbg !74
  %t25.i = fmul double %t18.i, %t24.i, !dbg !75
  %t26.i = fadd double %t25.i, 0x3FC5555555555555, !dbg !76
  %t27.i = fmul double %t18.i, %t26.i, !dbg !77
  %t28.i = fsub double %t17.i, %t27.i, !dbg !78
  %t29.i = fmul double %t17.i, %t28.i, !dbg !79
  %t30.i = fsub double 2.000000e+00, %t28.i, !dbg !80
  %t31.i = fdiv double %t29.i, %t30.i, !dbg !81
  %t32.i = fsub double %t16.i, %t31.i, !dbg !82
  %1 = fsub double %t15.i, %t32.i, !dbg !83
  %t34.i = fadd double %1, 1.000000e+00, !dbg !83
  %t35.i = fcmp oeq double %t34.i, 0.000000e+00, !dbg !84
  br i1 %t35.i, label %b31.i, label %b13.i, !dbg !84

b13.i:                                            ; preds = %b11.i
  %t36.i = tail call double @llvm.fabs.f64(double %t34.i), !dbg !87
  %t37.i = fcmp ogt double %t36.i, 0x7FEFFFFFFFFFFFFF, !dbg !88
  %t38.i = fcmp uno double %t34.i, 0.000000e+00
  %or.cond1.i = select i1 %t37.i, i1 true, i1 %t38.i, !dbg !89
  br i1 %or.cond1.i, label %b31.i, label %b16.i, !dbg !89

b16.i:                                            ; preds = %b13.i
  %t39.i = fcmp olt double %t36.i, 0x10000000000000, !dbg !90
  %t40.i = fmul double %t34.i, 0x4330000000000000, !dbg !90
  %t41.i = select i1 %t39.i, double %t40.i, double %t34.i, !dbg !90
  %t42.i = select i1 %t39.i, i64 -52, i64 0, !dbg !90
  %t44.i = bitcast double %t41.i to i64, !dbg !91
  %t45.i = lshr i64 %t44.i, 52, !dbg !92
  %t47.i = and i64 %t45.i, 2047, !dbg !93
  %t48.i = add i64 %t12.i, -1023, !dbg !94
  %t43.i = add i64 %t48.i, %t42.i, !dbg !95
  %t49.i = add i64 %t43.i, %t47.i, !dbg !96
  %t50.i = icmp slt i64 %t49.i, -1075, !dbg !97
  br i1 %t50.i, label %b20.i, label %b21.i, !dbg !97

b20.i:                                            ; preds = %b16.i
  %t51.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t41.i), !dbg !98
  br label %b31.i, !dbg !99

b21.i:                                            ; preds = %b16.i
  %t52.i = icmp sgt i64 %t49.i, 1023, !dbg !100
  br i1 %t52.i, label %b22.i, label %b25.i, !dbg !100

b22.i:                                            ; preds = %b21.i
  %t53.i = fcmp olt double %t41.i, 0.000000e+00, !dbg !101
  %..i = select i1 %t53.i, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !102
  br label %b31.i, !dbg !102

b25.i:                                            ; preds = %b21.i
  %t54.i = icmp slt i64 %t49.i, -1022, !dbg !103
  %spec.select2.i = select i1 %t54.i, double 0x3CA0000000000000, double 1.000000e+00, !dbg !103
  %t58.i = and i64 %t44.i, -9218868437227405313, !dbg !104
  %2 = shl nsw i64 %t49.i, 52, !dbg !105
  %3 = add i64 %2, 238690780250636288, !dbg !105
  %t59.i = select i1 %t54.i, i64 %3, i64 %2, !dbg !105
  %t61.i = add i64 %t59.i, 4607182418800017408, !dbg !105
  %t62.i = or i64 %t61.i, %t58.i, !dbg !106
  %t63.i = bitcast i64 %t62.i to double, !dbg !107
  %t64.i = fmul double %spec.select2.i, %t63.i, !dbg !108
  br label %b31.i, !dbg !109

b29.i:                                            ; preds = %b9.i
  %t66.i = fcmp ogt double %t1.i, 0.000000e+00, !dbg !110
  br i1 %t66.i, label %b30.i, label %b11.i, !dbg !110

b30.i:                                            ; preds = %b29.i
  %t67.i = fmul double %t1.i, 0x3FF71547652B82FE, !dbg !111
  %t68.i = fadd double %t67.i, 5.000000e-01, !dbg !112
  %.8.i = fcmp oge double %t68.i, 0xC3E0000000000000, !dbg !113
  %.9.i = fcmp olt double %t68.i, 0x43E0000000000000, !dbg !113
  %.10.i = and i1 %.8.i, %.9.i, !dbg !113
  %4 = fptosi double %t68.i to i64, !dbg !113
  %.13.i = select i1 %.10.i, i64 %4, i64 -9223372036854775808, !dbg !113
  br label %b11.i, !dbg !113

b31.i:                                            ; preds = %b25.i, %b22.i, %b20.i, %b13.i, %b11.i, %b8.i, %b4.i, %b2.i, %b4
  %t70.i = phi double [ %t7.i, %b8.i ], [ %t1.i, %b4 ], [ 0x7FF0000000000000, %b2.i ], [ 0.000000e+00, %b4.i ], [ %t51.i, %b20.i ], [ %t64.i, %b25.i ], [ %t34.i, %b11.i ], [ %t34.i, %b13.i ], [ %..i, %b22.i ]
  %5 = fcmp ueq double %t16, 0.000000e+00, !dbg !114
  br i1 %5, label %"github.com/kernlab/kern/bench/kernels.ExpSin.exit", label %b34.i, !dbg !114

b34.i:                                            ; preds = %b31.i
  %t73.i = tail call double @llvm.fabs.f64(double %t16), !dbg !87
  %t74.i = fcmp ogt double %t73.i, 0x7FEFFFFFFFFFFFFF, !dbg !88
  br i1 %t74.i, label %"github.com/kernlab/kern/bench/kernels.ExpSin.exit", label %b36.i, !dbg !117

b36.i:                                            ; preds = %b34.i
  %t75.i = fcmp olt double %t16, 0.000000e+00, !dbg !118
  %t76.i = select i1 %t75.i, double %t0.i, double %t16, !dbg !118
  %t78.i = fcmp ult double %t76.i, 0x41C0000000000000, !dbg !119
  br i1 %t78.i, label %b54.i, label %b39.i, !dbg !119

b39.i:                                            ; preds = %b36.i
  %t79.i = fcmp olt double %t76.i, 0x3FE921FB54442D18, !dbg !120
  br i1 %t79.i, label %b45.i, label %b41.i, !dbg !120

b41.i:                                            ; preds = %b39.i
  %t80.i = bitcast double %t76.i to i64, !dbg !123
  %t81.i = lshr i64 %t80.i, 52, !dbg !124
  %t82.i = and i64 %t81.i, 2047, !dbg !125
  %t86.i = and i64 %t80.i, -9218868437227405313, !dbg !126
  %t87.i = or i64 %t86.i, 4503599627370496, !dbg !127
  %t88.i = add nsw i64 %t82.i, -1014, !dbg !128
  %t905.i = lshr i64 %t88.i, 6, !dbg !129
  %t91.i = and i64 %t88.i, 63, !dbg !130
  %t93.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t905.i, !dbg !131
  %.15.i = load i64, ptr addrspace(4) %t93.i, align 8, !dbg !131
  %.18.i = shl i64 %.15.i, %t91.i, !dbg !132
  %t96.i = add nuw nsw i64 %t905.i, 1, !dbg !133
  %t98.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t96.i, !dbg !134
  %.19.i = load i64, ptr addrspace(4) %t98.i, align 8, !dbg !134
  %t100.i = sub nsw i64 54, %t81.i, !dbg !135
  %.20.i = icmp eq i64 %t91.i, 0, !dbg !136
  %.21.i = and i64 %t100.i, 63, !dbg !136
  %.22.i = lshr i64 %.19.i, %.21.i, !dbg !136
  %t101.i = select i1 %.20.i, i64 0, i64 %.22.i, !dbg !136
  %t102.i = or i64 %t101.i, %.18.i, !dbg !137
  %.26.i = shl i64 %.19.i, %t91.i, !dbg !138
  %t105.i = add nuw nsw i64 %t905.i, 2, !dbg !139
  %t107.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t105.i, !dbg !140
  %.27.i = load i64, ptr addrspace(4) %t107.i, align 8, !dbg !140
  %.30.i = lshr i64 %.27.i, %.21.i, !dbg !141
  %t109.i = select i1 %.20.i, i64 0, i64 %.30.i, !dbg !141
  %t110.i = or i64 %t109.i, %.26.i, !dbg !142
  %.34.i = shl i64 %.27.i, %t91.i, !dbg !143
  %t113.i = add nuw nsw i64 %t905.i, 3, !dbg !144
  %t115.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t113.i, !dbg !145
  %.35.i = load i64, ptr addrspace(4) %t115.i, align 8, !dbg !145
  %.38.i = lshr i64 %.35.i, %.21.i, !dbg !146
  %t117.i = select i1 %.20.i, i64 0, i64 %.38.i, !dbg !146
  %t118.i = or i64 %t117.i, %.34.i, !dbg !147
  %t119.i = and i64 %t118.i, 4294967295, !dbg !148
  %t120.i = lshr i64 %t118.i, 32, !dbg !151
  %t121.i = and i64 %t80.i, 4294967295, !dbg !152
  %t122.i = lshr i64 %t87.i, 32, !dbg !153
  %t123.i = mul nuw i64 %t119.i, %t121.i, !dbg !154
  %t124.i = mul nuw i64 %t120.i, %t121.i, !dbg !155
  %t125.i = lshr i64 %t123.i, 32, !dbg !156
  %t126.i = add nuw i64 %t125.i, %t124.i, !dbg !157
  %t127.i = and i64 %t126.i, 4294967295, !dbg !158
  %t128.i = lshr i64 %t126.i, 32, !dbg !159
  %t129.i = mul nuw i64 %t119.i, %t122.i, !dbg !160
  %t130.i = add nuw i64 %t127.i, %t129.i, !dbg !161
  %t131.i = mul nuw i64 %t120.i, %t122.i, !dbg !162
  %t132.i = add nuw i64 %t128.i, %t131.i, !dbg !163
  %t133.i = lshr i64 %t130.i, 32, !dbg !164
  %t134.i = add nuw i64 %t132.i, %t133.i, !dbg !165
  %t135.i = and i64 %t110.i, 4294967295, !dbg !148
  %t136.i = lshr i64 %t110.i, 32, !dbg !151
  %t137.i = mul nuw i64 %t135.i, %t121.i, !dbg !154
  %t138.i = mul nuw i64 %t136.i, %t121.i, !dbg !155
  %t139.i = lshr i64 %t137.i, 32, !dbg !156
  %t140.i = add nuw i64 %t139.i, %t138.i, !dbg !157
  %t141.i = and i64 %t140.i, 4294967295, !dbg !158
  %t142.i = lshr i64 %t140.i, 32, !dbg !159
  %t143.i = mul nuw i64 %t135.i, %t122.i, !dbg !160
  %t144.i = add nuw i64 %t141.i, %t143.i, !dbg !161
  %t145.i = mul nuw i64 %t136.i, %t122.i, !dbg !162
  %t147.i = lshr i64 %t144.i, 32, !dbg !164
  %t149.i = mul i64 %t110.i, %t87.i, !dbg !166
  %t150.i = mul i64 %t102.i, %t87.i, !dbg !167
  %t151.i = add i64 %t134.i, %t149.i, !dbg !168
  %t152.i = and i64 %t134.i, %t149.i, !dbg !169
  %t153.i = or i64 %t134.i, %t149.i, !dbg !170
  %.39.i = xor i64 %t151.i, -1, !dbg !171
  %t154.i = and i64 %t153.i, %.39.i, !dbg !171
  %t155.i = or i64 %t154.i, %t152.i, !dbg !172
  %t156.i = lshr i64 %t155.i, 63, !dbg !173
  %t146.i = add i64 %t145.i, %t150.i, !dbg !163
  %t148.i = add i64 %t146.i, %t142.i, !dbg !165
  %t157.i = add i64 %t148.i, %t147.i, !dbg !168
  %t158.i = add i64 %t157.i, %t156.i, !dbg !174
  %t159.i = lshr i64 %t158.i, 61, !dbg !175
  %t162.i = tail call i64 @llvm.fshl.i64(i64 %t158.i, i64 %t151.i, i64 3), !dbg !176
  %.40.i = tail call i64 @llvm.ctlz.i64(i64 %t162.i, i1 false), !dbg !177, !range !178
  %t166.i = add nuw nsw i64 %.40.i, 1, !dbg !179
  %.41.i = icmp ult i64 %t162.i, 2, !dbg !180
  %.42.i = and i64 %t166.i, 63, !dbg !180
  %.43.i = shl i64 %t162.i, %.42.i, !dbg !180
  %t168.i = select i1 %.41.i, i64 2, i64 %.43.i, !dbg !180
  %t169.i = sub nsw i64 63, %.40.i, !dbg !181
  %.44.i = icmp eq i64 %t162.i, 0, !dbg !182
  %.45.i = and i64 %t169.i, 63, !dbg !182
  %.46.i = lshr i64 %t151.i, %.45.i, !dbg !182
  %t170.i = select i1 %.44.i, i64 0, i64 %.46.i, !dbg !182
  %t171.i = or i64 %t168.i, %t170.i, !dbg !183
  %t172.i = lshr i64 %t171.i, 12, !dbg !184
  %.neg.i = mul nsw i64 %.40.i, -4503599627370496, !dbg !185
  %t173.i = add nsw i64 %.neg.i, 4602678819172646912, !dbg !185
  %t174.i = or i64 %t172.i, %t173.i, !dbg !186
  %t175.i = bitcast i64 %t174.i to double, !dbg !187
  %6 = and i64 %t158.i, 2305843009213693952, !dbg !188
  %t177.not.i = icmp eq i64 %6, 0, !dbg !188
  %t178.i = add nuw nsw i64 %t159.i, 1, !dbg !189
  %t179.i = and i64 %t178.i, 7, !dbg !190
  %t180.i = fadd double %t175.i, -1.000000e+00, !dbg !191
  %spec.select.i = select i1 %t177.not.i, i64 %t159.i, i64 %t179.i, !dbg !188
  %spec.select6.i = select i1 %t177.not.i, double %t175.i, double %t180.i, !dbg !188
  %t183.i = fmul double %spec.select6.i, 0x3FE921FB54442D18, !dbg !192
  br label %b45.i, !dbg !193

b45.i:                                            ; preds = %b54.i, %b41.i, %b39.i
  %t186.i = phi i64 [ %t260.i, %b54.i ], [ %spec.select.i, %b41.i ], [ 0, %b39.i ]
  %t187.i = phi double [ %t266.i, %b54.i ], [ %t183.i, %b41.i ], [ %t76.i, %b39.i ]
  %t188.i = icmp ugt i64 %t186.i, 3, !dbg !194
  %t190.i = add nsw i64 %t186.i, -4, !dbg !195
  %spec.select7.i = xor i1 %t75.i, %t188.i, !dbg !194
  %spec.select8.i = select i1 %t188.i, i64 %t190.i, i64 %t186.i, !dbg !194
  %t193.i = fmul double %t187.i, %t187.i, !dbg !196
  %t192.off.i = add nsw i64 %spec.select8.i, -1, !dbg !197
  %switch.i = icmp ult i64 %t192.off.i, 2, !dbg !197
  br i1 %switch.i, label %b48.i, label %b53.i, !dbg !197

b48.i:                                            ; preds = %b45.i
  %t195.i = fmul double %t193.i, 5.000000e-01, !dbg !198
  %t196.i = fsub double 1.000000e+00, %t195.i, !dbg !199
  %t200.i = fmul double %t193.i, 0x3DA8FA49A0861A9B, !dbg !200
  %7 = fsub double 0x3E21EE9D7B4E3F05, %t200.i, !dbg !201
  br label %b49.i, !dbg !202

b49.i:                                            ; preds = %b53.i, %b48.i
  %t232.sink.i = phi double [ %t232.i, %b53.i ], [ %7, %b48.i ]
  %.sink11.i = phi double [ 0x3EC71DE3567D48A1, %b53.i ], [ 0xBE927E4F7EAC4BC6, %b48.i ]
  %.sink10.i = phi double [ 0xBF2A01A019BFDF03, %b53.i ], [ 0x3EFA01A019C844F5, %b48.i ]
  %.sink9.i = phi double [ 0x3F8111111110F7D0, %b53.i ], [ 0xBF56C16C16C14F91, %b48.i ]
  %.sink.i = phi double [ 0xBFC5555555555548, %b53.i ], [ 0x3FA555555555554B, %b48.i ]
  %t187.pn.i = phi double [ %t187.i, %b53.i ], [ %t193.i, %b48.i ]
  %t187.sink.i = phi double [ %t187.i, %b53.i ], [ %t196.i, %b48.i ]
  %t226.sink.i = fmul double %t193.i, %t187.pn.i, !dbg !203
  %t233.i = fmul double %t193.i, %t232.sink.i, !dbg !203
  %t236.i = fadd double %t233.i, %.sink11.i, !dbg !203
  %t237.i = fmul double %t193.i, %t236.i, !dbg !203
  %t240.i = fadd double %.sink10.i, %t237.i, !dbg !203
  %t241.i = fmul double %t193.i, %t240.i, !dbg !203
  %t244.i = fadd double %.sink9.i, %t241.i, !dbg !203
  %t245.i = fmul double %t193.i, %t244.i, !dbg !203
  %t248.i = fadd double %.sink.i, %t245.i, !dbg !203
  %t249.i = fmul double %t226.sink.i, %t248.i, !dbg !203
  %t250.i = fadd double %t187.sink.i, %t249.i, !dbg !203
  %t223.i = fneg double %t250.i
  %spec.select4.i = select i1 %spec.select7.i, double %t223.i, double %t250.i, !dbg !204
  br label %"github.com/kernlab/kern/bench/kernels.ExpSin.exit", !dbg !205

b53.i:                                            ; preds = %b45.i
  %t229.i = fmul double %t193.i, 0x3DE5D8FD1FD19CCD, !dbg !206
  %t232.i = fadd double %t229.i, 0xBE5AE5E5A9291F5D, !dbg !207
  br label %b49.i, !dbg !208

b54.i:                                            ; preds = %b36.i
  %t251.i = fmul double %t76.i, 0x3FF45F306DC9C883, !dbg !209
  %.59.i = fcmp olt double %t251.i, 0x43E0000000000000, !dbg !210
  %.60.i = fcmp oge double %t251.i, 0xC3E0000000000000, !dbg !210
  %.62.i = and i1 %.60.i, %.59.i, !dbg !210
  %8 = fptosi double %t251.i to i64, !dbg !210
  %.65.i = select i1 %.62.i, i64 %8, i64 -9223372036854775808, !dbg !210
  %.66.i = fadd double %t251.i, 0xC3E0000000000000, !dbg !210
  %.67.i = fcmp oge double %.66.i, 0xC3E0000000000000, !dbg !210
  %.68.i = fcmp olt double %.66.i, 0x43E0000000000000, !dbg !210
  %.69.i = and i1 %.67.i, %.68.i, !dbg !210
  %9 = fptosi double %.66.i to i64, !dbg !210
  %.op.i = or i64 %9, -9223372036854775808, !dbg !210
  %.73.i = select i1 %.69.i, i64 %.op.i, i64 -9223372036854775808, !dbg !210
  %.74.i = select i1 %.59.i, i64 %.65.i, i64 %.73.i, !dbg !210
  %t253.i = uitofp i64 %.74.i to double, !dbg !211
  %t254.i = and i64 %.74.i, 1, !dbg !212
  %t255.not.i = icmp eq i64 %t254.i, 0, !dbg !213
  %t257.i = fadd double %t253.i, 1.000000e+00, !dbg !213
  %not.t255.not.i = xor i1 %t255.not.i, true, !dbg !213
  %t256.i = zext i1 %not.t255.not.i to i64, !dbg !213
  %t258.i = add i64 %.74.i, %t256.i, !dbg !213
  %t259.i = select i1 %t255.not.i, double %t253.i, double %t257.i, !dbg !213
  %t260.i = and i64 %t258.i, 7, !dbg !214
  %t261.i = fmul double %t259.i, 0x3FE921FB40000000, !dbg !215
  %t262.i = fsub double %t76.i, %t261.i, !dbg !216
  %t263.i = fmul double %t259.i, 0x3E64442D00000000, !dbg !217
  %t264.i = fsub double %t262.i, %t263.i, !dbg !218
  %t265.i = fmul double %t259.i, 0x3CE8469898CC5170, !dbg !219
  %t266.i = fsub double %t264.i, %t265.i, !dbg !220
  br label %b45.i, !dbg !220

"github.com/kernlab/kern/bench/kernels.ExpSin.exit": ; preds = %b31.i, %b34.i, %b49.i
  %t267.i = phi double [ %spec.select4.i, %b49.i ], [ %t16, %b31.i ], [ 0x7FF8000000000001, %b34.i ]
  %t268.i = fmul double %t70.i, %t267.i, !dbg !221
  %t18 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t122, !dbg !43
  store double %t268.i, ptr addrspace(1) %t18, align 8, !dbg !43
  %t19 = add i64 %t122, %t11, !dbg !43
  %t13 = icmp slt i64 %t19, %a0, !dbg !43
  br i1 %t13, label %b2, label %b5, !dbg !43

b5:                                               ; preds = %"github.com/kernlab/kern/bench/kernels.ExpSin.exit", %entry
  ret void, !dbg !43
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #2 !dbg !222 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !223
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !223
  %t2 = sext i32 %.1 to i64, !dbg !223
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !223
  %t4 = sext i32 %.2 to i64, !dbg !223
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !223
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !223
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !223, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !223
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !223
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !223, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !223
  %.15 = add i32 %.14, %.9, !dbg !223
  %.16 = udiv i32 %.15, %.6, !dbg !223
  %t8 = sext i32 %.16 to i64, !dbg !223
  %t9 = mul nsw i64 %t6, %t4, !dbg !223
  %t10 = add nsw i64 %t9, %t2, !dbg !223
  %t11 = mul nsw i64 %t8, %t6, !dbg !223
  %t12 = icmp sgt i64 %a1, 7, !dbg !223
  %t13 = icmp sgt i64 %a1, 6, !dbg !223
  %t14 = icmp sgt i64 %a1, 5, !dbg !223
  %t15 = icmp sgt i64 %a1, 4, !dbg !223
  %t16 = icmp sgt i64 %a1, 3, !dbg !223
  %t17 = icmp sgt i64 %a1, 2, !dbg !223
  %t18 = icmp sgt i64 %a1, 1, !dbg !223
  %t19 = icmp sgt i64 %a1, 0, !dbg !223
  %t211 = icmp slt i64 %t10, %a0, !dbg !223
  br i1 %t211, label %b2.lr.ph, label %b21, !dbg !223

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
  br label %b2, !dbg !223

b2:                                               ; preds = %b2.lr.ph, %"github.com/kernlab/kern/bench/kernels.ExpSin.exit"
  %t202 = phi i64 [ %t10, %b2.lr.ph ], [ %t94, %"github.com/kernlab/kern/bench/kernels.ExpSin.exit" ]
  br i1 %t12, label %b3, label %b4, !dbg !223

b3:                                               ; preds = %b2
  %t202.frozen = freeze i64 %t202
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t202.frozen, %.20.frozen, !dbg !223
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t202.frozen, %14
  %.22 = select i1 %.17, i64 %t202, i64 %.21.decomposed, !dbg !223
  %.28 = sub i64 0, %t202, !dbg !223
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !223
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !223
  %t24 = mul i64 %.22, %a19, !dbg !223
  %t25 = mul i64 %.22, %a28, !dbg !223
  br label %b4, !dbg !223

b4:                                               ; preds = %b3, %b2
  %t26 = phi i64 [ %.30, %b3 ], [ %t202, %b2 ]
  %t27 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6, !dbg !223

b5:                                               ; preds = %b4
  %t26.frozen = freeze i64 %t26
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t26.frozen, %.34.frozen, !dbg !223
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t26.frozen, %15
  %.36 = select i1 %.31, i64 %t26, i64 %.35.decomposed, !dbg !223
  %.42 = sub i64 0, %t26, !dbg !223
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !223
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !223
  %t31 = mul i64 %.36, %a18, !dbg !223
  %t32 = add i64 %t31, %t27, !dbg !223
  %t33 = mul i64 %.36, %a27, !dbg !223
  %t34 = add i64 %t33, %t28, !dbg !223
  br label %b6, !dbg !223

b6:                                               ; preds = %b5, %b4
  %t35 = phi i64 [ %.44, %b5 ], [ %t26, %b4 ]
  %t36 = phi i64 [ %t32, %b5 ], [ %t27, %b4 ]
  %t37 = phi i64 [ %t34, %b5 ], [ %t28, %b4 ]
  br i1 %t14, label %b7, label %b8, !dbg !223

b7:                                               ; preds = %b6
  %t35.frozen = freeze i64 %t35
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t35.frozen, %.48.frozen, !dbg !223
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t35.frozen, %16
  %.50 = select i1 %.45, i64 %t35, i64 %.49.decomposed, !dbg !223
  %.56 = sub i64 0, %t35, !dbg !223
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !223
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !223
  %t40 = mul i64 %.50, %a17, !dbg !223
  %t41 = add i64 %t40, %t36, !dbg !223
  %t42 = mul i64 %.50, %a26, !dbg !223
  %t43 = add i64 %t42, %t37, !dbg !223
  br label %b8, !dbg !223

b8:                                               ; preds = %b7, %b6
  %t44 = phi i64 [ %.58, %b7 ], [ %t35, %b6 ]
  %t45 = phi i64 [ %t41, %b7 ], [ %t36, %b6 ]
  %t46 = phi i64 [ %t43, %b7 ], [ %t37, %b6 ]
  br i1 %t15, label %b9, label %b10, !dbg !223

b9:                                               ; preds = %b8
  %t44.frozen = freeze i64 %t44
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t44.frozen, %.62.frozen, !dbg !223
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t44.frozen, %17
  %.64 = select i1 %.59, i64 %t44, i64 %.63.decomposed, !dbg !223
  %.70 = sub i64 0, %t44, !dbg !223
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !223
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !223
  %t49 = mul i64 %.64, %a16, !dbg !223
  %t50 = add i64 %t49, %t45, !dbg !223
  %t51 = mul i64 %.64, %a25, !dbg !223
  %t52 = add i64 %t51, %t46, !dbg !223
  br label %b10, !dbg !223

b10:                                              ; preds = %b9, %b8
  %t53 = phi i64 [ %.72, %b9 ], [ %t44, %b8 ]
  %t54 = phi i64 [ %t50, %b9 ], [ %t45, %b8 ]
  %t55 = phi i64 [ %t52, %b9 ], [ %t46, %b8 ]
  br i1 %t16, label %b11, label %b12, !dbg !223

b11:                                              ; preds = %b10
  %t53.frozen = freeze i64 %t53
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t53.frozen, %.76.frozen, !dbg !223
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t53.frozen, %18
  %.78 = select i1 %.73, i64 %t53, i64 %.77.decomposed, !dbg !223
  %.84 = sub i64 0, %t53, !dbg !223
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !223
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !223
  %t58 = mul i64 %.78, %a15, !dbg !223
  %t59 = add i64 %t58, %t54, !dbg !223
  %t60 = mul i64 %.78, %a24, !dbg !223
  %t61 = add i64 %t60, %t55, !dbg !223
  br label %b12, !dbg !223

b12:                                              ; preds = %b11, %b10
  %t62 = phi i64 [ %.86, %b11 ], [ %t53, %b10 ]
  %t63 = phi i64 [ %t59, %b11 ], [ %t54, %b10 ]
  %t64 = phi i64 [ %t61, %b11 ], [ %t55, %b10 ]
  br i1 %t17, label %b13, label %b14, !dbg !223

b13:                                              ; preds = %b12
  %t62.frozen = freeze i64 %t62
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t62.frozen, %.90.frozen, !dbg !223
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t62.frozen, %19
  %.92 = select i1 %.87, i64 %t62, i64 %.91.decomposed, !dbg !223
  %.98 = sub i64 0, %t62, !dbg !223
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !223
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !223
  %t67 = mul i64 %.92, %a14, !dbg !223
  %t68 = add i64 %t67, %t63, !dbg !223
  %t69 = mul i64 %.92, %a23, !dbg !223
  %t70 = add i64 %t69, %t64, !dbg !223
  br label %b14, !dbg !223

b14:                                              ; preds = %b13, %b12
  %t71 = phi i64 [ %.100, %b13 ], [ %t62, %b12 ]
  %t72 = phi i64 [ %t68, %b13 ], [ %t63, %b12 ]
  %t73 = phi i64 [ %t70, %b13 ], [ %t64, %b12 ]
  br i1 %t18, label %b15, label %b16, !dbg !223

b15:                                              ; preds = %b14
  %t71.frozen = freeze i64 %t71
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t71.frozen, %.104.frozen, !dbg !223
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t71.frozen, %20
  %.106 = select i1 %.101, i64 %t71, i64 %.105.decomposed, !dbg !223
  %.112 = sub i64 0, %t71, !dbg !223
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !223
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !223
  %t76 = mul i64 %.106, %a13, !dbg !223
  %t77 = add i64 %t76, %t72, !dbg !223
  %t78 = mul i64 %.106, %a22, !dbg !223
  %t79 = add i64 %t78, %t73, !dbg !223
  br label %b16, !dbg !223

b16:                                              ; preds = %b15, %b14
  %t80 = phi i64 [ %.114, %b15 ], [ %t71, %b14 ]
  %t81 = phi i64 [ %t77, %b15 ], [ %t72, %b14 ]
  %t82 = phi i64 [ %t79, %b15 ], [ %t73, %b14 ]
  br i1 %t19, label %b17, label %b18, !dbg !223

b17:                                              ; preds = %b16
  %t83 = mul i64 %t80, %a12, !dbg !223
  %t84 = add i64 %t81, %t83, !dbg !223
  %t85 = mul i64 %t80, %a21, !dbg !223
  %t86 = add i64 %t82, %t85, !dbg !223
  br label %b18, !dbg !223

b18:                                              ; preds = %b17, %b16
  %t87 = phi i64 [ %t84, %b17 ], [ %t81, %b16 ]
  %t88 = phi i64 [ %t86, %b17 ], [ %t82, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !223

b19:                                              ; preds = %b18
  %t89 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t87, !dbg !223
  %.115 = load double, ptr addrspace(1) %t89, align 8, !dbg !223
  br label %b20, !dbg !223

b20:                                              ; preds = %b19, %b18
  %t91 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  %t0.i = fneg double %t91, !dbg !224
  %t1.i = fmul double %t91, %t0.i, !dbg !226
  %t2.i = fcmp uno double %t1.i, 0.000000e+00, !dbg !227
  br i1 %t2.i, label %b31.i, label %b2.i, !dbg !228

b2.i:                                             ; preds = %b20
  %t3.i = fcmp ogt double %t1.i, 0x40862E42FEFA39EF, !dbg !229
  br i1 %t3.i, label %b31.i, label %b4.i, !dbg !229

b4.i:                                             ; preds = %b2.i
  %t4.i = fcmp olt double %t1.i, 0xC0874910D52D3051, !dbg !230
  br i1 %t4.i, label %b31.i, label %b6.i, !dbg !230

b6.i:                                             ; preds = %b4.i
  %t5.i = fcmp ogt double %t1.i, 0xBE30000000000000, !dbg !231
  %t6.i = fcmp olt double %t1.i, 0x3E30000000000000
  %or.cond.i = and i1 %t5.i, %t6.i, !dbg !231
  br i1 %or.cond.i, label %b8.i, label %b9.i, !dbg !231

b8.i:                                             ; preds = %b6.i
  %t7.i = fadd double %t1.i, 1.000000e+00, !dbg !232
  br label %b31.i, !dbg !233

b9.i:                                             ; preds = %b6.i
  %t8.i = fcmp olt double %t1.i, 0.000000e+00, !dbg !234
  br i1 %t8.i, label %b10.i, label %b29.i, !dbg !234

b10.i:                                            ; preds = %b9.i
  %t9.i = fmul double %t1.i, 0x3FF71547652B82FE, !dbg !235
  %t10.i = fadd double %t9.i, -5.000000e-01, !dbg !236
  %.1.i = fcmp oge double %t10.i, 0xC3E0000000000000, !dbg !237
  %.2.i = fcmp olt double %t10.i, 0x43E0000000000000, !dbg !237
  %.3.i = and i1 %.1.i, %.2.i, !dbg !237
  %21 = fptosi double %t10.i to i64, !dbg !237
  %.6.i = select i1 %.3.i, i64 %21, i64 -9223372036854775808, !dbg !237
  br label %b11.i, !dbg !237

b11.i:                                            ; preds = %b30.i, %b29.i, %b10.i
  %t12.i = phi i64 [ %.6.i, %b10.i ], [ 0, %b29.i ], [ %.13.i, %b30.i ]
  %t13.i = sitofp i64 %t12.i to double, !dbg !238
  %t14.i = fmul double %t13.i, 0x3FE62E42FEE00000, !dbg !239
  %t15.i = fsub double %t1.i, %t14.i, !dbg !240
  %t16.i = fmul double %t13.i, 0x3DEA39EF35793C76, !dbg !241
  %t17.i = fsub double %t15.i, %t16.i, !dbg !242
  %t18.i = fmul double %t17.i, %t17.i, !dbg !243
  %t19.i = fmul double %t18.i, 0x3E66376972BEA4D0, !dbg !244
  %t20.i = fadd double %t19.i, 0xBEBBBD41C5D26BF1, !dbg !245
  %t21.i = fmul double %t18.i, %t20.i, !dbg !246
  %t22.i = fadd double %t21.i, 0x3F11566AAF25DE2C, !dbg !247
  %t23.i = fmul double %t18.i, %t22.i, !dbg !248
  %t24.i = fadd double %t23.i, 0xBF66C16C16BEBD93, !dbg !249
  %t25.i = fmul double %t18.i, %t24.i, !dbg !250
  %t26.i = fadd double %t25.i, 0x3FC5555555555555, !dbg !251
  %t27.i = fmul double %t18.i, %t26.i, !dbg !252
  %t28.i = fsub double %t17.i, %t27.i, !dbg !253
  %t29.i = fmul double %t17.i, %t28.i, !dbg !254
  %t30.i = fsub double 2.000000e+00, %t28.i, !dbg !255
  %t31.i = fdiv double %t29.i, %t30.i, !dbg !256
  %t32.i = fsub double %t16.i, %t31.i, !dbg !257
  %22 = fsub double %t15.i, %t32.i, !dbg !258
  %t34.i = fadd double %22, 1.000000e+00, !dbg !258
  %t35.i = fcmp oeq double %t34.i, 0.000000e+00, !dbg !259
  br i1 %t35.i, label %b31.i, label %b13.i, !dbg !259

b13.i:                                            ; preds = %b11.i
  %t36.i = tail call double @llvm.fabs.f64(double %t34.i), !dbg !260
  %t37.i = fcmp ogt double %t36.i, 0x7FEFFFFFFFFFFFFF, !dbg !261
  %t38.i = fcmp uno double %t34.i, 0.000000e+00
  %or.cond1.i = select i1 %t37.i, i1 true, i1 %t38.i, !dbg !262
  br i1 %or.cond1.i, label %b31.i, label %b16.i, !dbg !262

b16.i:                                            ; preds = %b13.i
  %t39.i = fcmp olt double %t36.i, 0x10000000000000, !dbg !263
  %t40.i = fmul double %t34.i, 0x4330000000000000, !dbg !263
  %t41.i = select i1 %t39.i, double %t40.i, double %t34.i, !dbg !263
  %t42.i = select i1 %t39.i, i64 -52, i64 0, !dbg !263
  %t44.i = bitcast double %t41.i to i64, !dbg !264
  %t45.i = lshr i64 %t44.i, 52, !dbg !265
  %t47.i = and i64 %t45.i, 2047, !dbg !266
  %t48.i = add i64 %t12.i, -1023, !dbg !267
  %t43.i = add i64 %t48.i, %t42.i, !dbg !268
  %t49.i = add i64 %t43.i, %t47.i, !dbg !269
  %t50.i = icmp slt i64 %t49.i, -1075, !dbg !270
  br i1 %t50.i, label %b20.i, label %b21.i, !dbg !270

b20.i:                                            ; preds = %b16.i
  %t51.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t41.i), !dbg !271
  br label %b31.i, !dbg !272

b21.i:                                            ; preds = %b16.i
  %t52.i = icmp sgt i64 %t49.i, 1023, !dbg !273
  br i1 %t52.i, label %b22.i, label %b25.i, !dbg !273

b22.i:                                            ; preds = %b21.i
  %t53.i = fcmp olt double %t41.i, 0.000000e+00, !dbg !274
  %..i = select i1 %t53.i, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !275
  br label %b31.i, !dbg !275

b25.i:                                            ; preds = %b21.i
  %t54.i = icmp slt i64 %t49.i, -1022, !dbg !276
  %spec.select2.i = select i1 %t54.i, double 0x3CA0000000000000, double 1.000000e+00, !dbg !276
  %t58.i = and i64 %t44.i, -9218868437227405313, !dbg !277
  %23 = shl nsw i64 %t49.i, 52, !dbg !278
  %24 = add i64 %23, 238690780250636288, !dbg !278
  %t59.i = select i1 %t54.i, i64 %24, i64 %23, !dbg !278
  %t61.i = add i64 %t59.i, 4607182418800017408, !dbg !278
  %t62.i = or i64 %t61.i, %t58.i, !dbg !279
  %t63.i = bitcast i64 %t62.i to double, !dbg !280
  %t64.i = fmul double %spec.select2.i, %t63.i, !dbg !281
  br label %b31.i, !dbg !282

b29.i:                                            ; preds = %b9.i
  %t66.i = fcmp ogt double %t1.i, 0.000000e+00, !dbg !283
  br i1 %t66.i, label %b30.i, label %b11.i, !dbg !283

b30.i:                                            ; preds = %b29.i
  %t67.i = fmul double %t1.i, 0x3FF71547652B82FE, !dbg !284
  %t68.i = fadd double %t67.i, 5.000000e-01, !dbg !285
  %.8.i = fcmp oge double %t68.i, 0xC3E0000000000000, !dbg !286
  %.9.i = fcmp olt double %t68.i, 0x43E0000000000000, !dbg !286
  %.10.i = and i1 %.8.i, %.9.i, !dbg !286
  %25 = fptosi double %t68.i to i64, !dbg !286
  %.13.i = select i1 %.10.i, i64 %25, i64 -9223372036854775808, !dbg !286
  br label %b11.i, !dbg !286

b31.i:                                            ; preds = %b25.i, %b22.i, %b20.i, %b13.i, %b11.i, %b8.i, %b4.i, %b2.i, %b20
  %t70.i = phi double [ %t7.i, %b8.i ], [ %t1.i, %b20 ], [ 0x7FF0000000000000, %b2.i ], [ 0.000000e+00, %b4.i ], [ %t51.i, %b20.i ], [ %t64.i, %b25.i ], [ %t34.i, %b11.i ], [ %t34.i, %b13.i ], [ %..i, %b22.i ]
  %26 = fcmp ueq double %t91, 0.000000e+00, !dbg !287
  br i1 %26, label %"github.com/kernlab/kern/bench/kernels.ExpSin.exit", label %b34.i, !dbg !287

b34.i:                                            ; preds = %b31.i
  %t73.i = tail call double @llvm.fabs.f64(double %t91), !dbg !260
  %t74.i = fcmp ogt double %t73.i, 0x7FEFFFFFFFFFFFFF, !dbg !261
  br i1 %t74.i, label %"github.com/kernlab/kern/bench/kernels.ExpSin.exit", label %b36.i, !dbg !288

b36.i:                                            ; preds = %b34.i
  %t75.i = fcmp olt double %t91, 0.000000e+00, !dbg !289
  %t76.i = select i1 %t75.i, double %t0.i, double %t91, !dbg !289
  %t78.i = fcmp ult double %t76.i, 0x41C0000000000000, !dbg !290
  br i1 %t78.i, label %b54.i, label %b39.i, !dbg !290

b39.i:                                            ; preds = %b36.i
  %t79.i = fcmp olt double %t76.i, 0x3FE921FB54442D18, !dbg !291
  br i1 %t79.i, label %b45.i, label %b41.i, !dbg !291

b41.i:                                            ; preds = %b39.i
  %t80.i = bitcast double %t76.i to i64, !dbg !292
  %t81.i = lshr i64 %t80.i, 52, !dbg !293
  %t82.i = and i64 %t81.i, 2047, !dbg !294
  %t86.i = and i64 %t80.i, -9218868437227405313, !dbg !295
  %t87.i = or i64 %t86.i, 4503599627370496, !dbg !296
  %t88.i = add nsw i64 %t82.i, -1014, !dbg !297
  %t905.i = lshr i64 %t88.i, 6, !dbg !298
  %t91.i = and i64 %t88.i, 63, !dbg !299
  %t93.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t905.i, !dbg !300
  %.15.i = load i64, ptr addrspace(4) %t93.i, align 8, !dbg !300
  %.18.i = shl i64 %.15.i, %t91.i, !dbg !301
  %t96.i = add nuw nsw i64 %t905.i, 1, !dbg !302
  %t98.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t96.i, !dbg !303
  %.19.i = load i64, ptr addrspace(4) %t98.i, align 8, !dbg !303
  %t100.i = sub nsw i64 54, %t81.i, !dbg !304
  %.20.i = icmp eq i64 %t91.i, 0, !dbg !305
  %.21.i = and i64 %t100.i, 63, !dbg !305
  %.22.i = lshr i64 %.19.i, %.21.i, !dbg !305
  %t101.i = select i1 %.20.i, i64 0, i64 %.22.i, !dbg !305
  %t102.i = or i64 %t101.i, %.18.i, !dbg !306
  %.26.i = shl i64 %.19.i, %t91.i, !dbg !307
  %t105.i = add nuw nsw i64 %t905.i, 2, !dbg !308
  %t107.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t105.i, !dbg !309
  %.27.i = load i64, ptr addrspace(4) %t107.i, align 8, !dbg !309
  %.30.i = lshr i64 %.27.i, %.21.i, !dbg !310
  %t109.i = select i1 %.20.i, i64 0, i64 %.30.i, !dbg !310
  %t110.i = or i64 %t109.i, %.26.i, !dbg !311
  %.34.i = shl i64 %.27.i, %t91.i, !dbg !312
  %t113.i = add nuw nsw i64 %t905.i, 3, !dbg !313
  %t115.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t113.i, !dbg !314
  %.35.i = load i64, ptr addrspace(4) %t115.i, align 8, !dbg !314
  %.38.i = lshr i64 %.35.i, %.21.i, !dbg !315
  %t117.i = select i1 %.20.i, i64 0, i64 %.38.i, !dbg !315
  %t118.i = or i64 %t117.i, %.34.i, !dbg !316
  %t119.i = and i64 %t118.i, 4294967295, !dbg !317
  %t120.i = lshr i64 %t118.i, 32, !dbg !318
  %t121.i = and i64 %t80.i, 4294967295, !dbg !319
  %t122.i = lshr i64 %t87.i, 32, !dbg !320
  %t123.i = mul nuw i64 %t119.i, %t121.i, !dbg !321
  %t124.i = mul nuw i64 %t120.i, %t121.i, !dbg !322
  %t125.i = lshr i64 %t123.i, 32, !dbg !323
  %t126.i = add nuw i64 %t125.i, %t124.i, !dbg !324
  %t127.i = and i64 %t126.i, 4294967295, !dbg !325
  %t128.i = lshr i64 %t126.i, 32, !dbg !326
  %t129.i = mul nuw i64 %t119.i, %t122.i, !dbg !327
  %t130.i = add nuw i64 %t127.i, %t129.i, !dbg !328
  %t131.i = mul nuw i64 %t120.i, %t122.i, !dbg !329
  %t132.i = add nuw i64 %t128.i, %t131.i, !dbg !330
  %t133.i = lshr i64 %t130.i, 32, !dbg !331
  %t134.i = add nuw i64 %t132.i, %t133.i, !dbg !332
  %t135.i = and i64 %t110.i, 4294967295, !dbg !317
  %t136.i = lshr i64 %t110.i, 32, !dbg !318
  %t137.i = mul nuw i64 %t135.i, %t121.i, !dbg !321
  %t138.i = mul nuw i64 %t136.i, %t121.i, !dbg !322
  %t139.i = lshr i64 %t137.i, 32, !dbg !323
  %t140.i = add nuw i64 %t139.i, %t138.i, !dbg !324
  %t141.i = and i64 %t140.i, 4294967295, !dbg !325
  %t142.i = lshr i64 %t140.i, 32, !dbg !326
  %t143.i = mul nuw i64 %t135.i, %t122.i, !dbg !327
  %t144.i = add nuw i64 %t141.i, %t143.i, !dbg !328
  %t145.i = mul nuw i64 %t136.i, %t122.i, !dbg !329
  %t147.i = lshr i64 %t144.i, 32, !dbg !331
  %t149.i = mul i64 %t110.i, %t87.i, !dbg !333
  %t150.i = mul i64 %t102.i, %t87.i, !dbg !334
  %t151.i = add i64 %t134.i, %t149.i, !dbg !335
  %t152.i = and i64 %t134.i, %t149.i, !dbg !336
  %t153.i = or i64 %t134.i, %t149.i, !dbg !337
  %.39.i = xor i64 %t151.i, -1, !dbg !338
  %t154.i = and i64 %t153.i, %.39.i, !dbg !338
  %t155.i = or i64 %t154.i, %t152.i, !dbg !339
  %t156.i = lshr i64 %t155.i, 63, !dbg !340
  %t146.i = add i64 %t145.i, %t150.i, !dbg !330
  %t148.i = add i64 %t146.i, %t142.i, !dbg !332
  %t157.i = add i64 %t148.i, %t147.i, !dbg !335
  %t158.i = add i64 %t157.i, %t156.i, !dbg !341
  %t159.i = lshr i64 %t158.i, 61, !dbg !342
  %t162.i = tail call i64 @llvm.fshl.i64(i64 %t158.i, i64 %t151.i, i64 3), !dbg !343
  %.40.i = tail call i64 @llvm.ctlz.i64(i64 %t162.i, i1 false), !dbg !344, !range !178
  %t166.i = add nuw nsw i64 %.40.i, 1, !dbg !345
  %.41.i = icmp ult i64 %t162.i, 2, !dbg !346
  %.42.i = and i64 %t166.i, 63, !dbg !346
  %.43.i = shl i64 %t162.i, %.42.i, !dbg !346
  %t168.i = select i1 %.41.i, i64 2, i64 %.43.i, !dbg !346
  %t169.i = sub nsw i64 63, %.40.i, !dbg !347
  %.44.i = icmp eq i64 %t162.i, 0, !dbg !348
  %.45.i = and i64 %t169.i, 63, !dbg !348
  %.46.i = lshr i64 %t151.i, %.45.i, !dbg !348
  %t170.i = select i1 %.44.i, i64 0, i64 %.46.i, !dbg !348
  %t171.i = or i64 %t168.i, %t170.i, !dbg !349
  %t172.i = lshr i64 %t171.i, 12, !dbg !350
  %.neg.i = mul nsw i64 %.40.i, -4503599627370496, !dbg !351
  %t173.i = add nsw i64 %.neg.i, 4602678819172646912, !dbg !351
  %t174.i = or i64 %t172.i, %t173.i, !dbg !352
  %t175.i = bitcast i64 %t174.i to double, !dbg !353
  %27 = and i64 %t158.i, 2305843009213693952, !dbg !354
  %t177.not.i = icmp eq i64 %27, 0, !dbg !354
  %t178.i = add nuw nsw i64 %t159.i, 1, !dbg !355
  %t179.i = and i64 %t178.i, 7, !dbg !356
  %t180.i = fadd double %t175.i, -1.000000e+00, !dbg !357
  %spec.select.i = select i1 %t177.not.i, i64 %t159.i, i64 %t179.i, !dbg !354
  %spec.select6.i = select i1 %t177.not.i, double %t175.i, double %t180.i, !dbg !354
  %t183.i = fmul double %spec.select6.i, 0x3FE921FB54442D18, !dbg !358
  br label %b45.i, !dbg !359

b45.i:                                            ; preds = %b54.i, %b41.i, %b39.i
  %t186.i = phi i64 [ %t260.i, %b54.i ], [ %spec.select.i, %b41.i ], [ 0, %b39.i ]
  %t187.i = phi double [ %t266.i, %b54.i ], [ %t183.i, %b41.i ], [ %t76.i, %b39.i ]
  %t188.i = icmp ugt i64 %t186.i, 3, !dbg !360
  %t190.i = add nsw i64 %t186.i, -4, !dbg !361
  %spec.select7.i = xor i1 %t75.i, %t188.i, !dbg !360
  %spec.select8.i = select i1 %t188.i, i64 %t190.i, i64 %t186.i, !dbg !360
  %t193.i = fmul double %t187.i, %t187.i, !dbg !362
  %t192.off.i = add nsw i64 %spec.select8.i, -1, !dbg !363
  %switch.i = icmp ult i64 %t192.off.i, 2, !dbg !363
  br i1 %switch.i, label %b48.i, label %b53.i, !dbg !363

b48.i:                                            ; preds = %b45.i
  %t195.i = fmul double %t193.i, 5.000000e-01, !dbg !364
  %t196.i = fsub double 1.000000e+00, %t195.i, !dbg !365
  %t200.i = fmul double %t193.i, 0x3DA8FA49A0861A9B, !dbg !366
  %28 = fsub double 0x3E21EE9D7B4E3F05, %t200.i, !dbg !367
  br label %b49.i, !dbg !368

b49.i:                                            ; preds = %b53.i, %b48.i
  %t232.sink.i = phi double [ %t232.i, %b53.i ], [ %28, %b48.i ]
  %.sink11.i = phi double [ 0x3EC71DE3567D48A1, %b53.i ], [ 0xBE927E4F7EAC4BC6, %b48.i ]
  %.sink10.i = phi double [ 0xBF2A01A019BFDF03, %b53.i ], [ 0x3EFA01A019C844F5, %b48.i ]
  %.sink9.i = phi double [ 0x3F8111111110F7D0, %b53.i ], [ 0xBF56C16C16C14F91, %b48.i ]
  %.sink.i = phi double [ 0xBFC5555555555548, %b53.i ], [ 0x3FA555555555554B, %b48.i ]
  %t187.pn.i = phi double [ %t187.i, %b53.i ], [ %t193.i, %b48.i ]
  %t187.sink.i = phi double [ %t187.i, %b53.i ], [ %t196.i, %b48.i ]
  %t226.sink.i = fmul double %t193.i, %t187.pn.i, !dbg !369
  %t233.i = fmul double %t193.i, %t232.sink.i, !dbg !369
  %t236.i = fadd double %t233.i, %.sink11.i, !dbg !369
  %t237.i = fmul double %t193.i, %t236.i, !dbg !369
  %t240.i = fadd double %.sink10.i, %t237.i, !dbg !369
  %t241.i = fmul double %t193.i, %t240.i, !dbg !369
  %t244.i = fadd double %.sink9.i, %t241.i, !dbg !369
  %t245.i = fmul double %t193.i, %t244.i, !dbg !369
  %t248.i = fadd double %.sink.i, %t245.i, !dbg !369
  %t249.i = fmul double %t226.sink.i, %t248.i, !dbg !369
  %t250.i = fadd double %t187.sink.i, %t249.i, !dbg !369
  %t223.i = fneg double %t250.i
  %spec.select4.i = select i1 %spec.select7.i, double %t223.i, double %t250.i, !dbg !370
  br label %"github.com/kernlab/kern/bench/kernels.ExpSin.exit", !dbg !371

b53.i:                                            ; preds = %b45.i
  %t229.i = fmul double %t193.i, 0x3DE5D8FD1FD19CCD, !dbg !372
  %t232.i = fadd double %t229.i, 0xBE5AE5E5A9291F5D, !dbg !373
  br label %b49.i, !dbg !374

b54.i:                                            ; preds = %b36.i
  %t251.i = fmul double %t76.i, 0x3FF45F306DC9C883, !dbg !375
  %.59.i = fcmp olt double %t251.i, 0x43E0000000000000, !dbg !376
  %.60.i = fcmp oge double %t251.i, 0xC3E0000000000000, !dbg !376
  %.62.i = and i1 %.60.i, %.59.i, !dbg !376
  %29 = fptosi double %t251.i to i64, !dbg !376
  %.65.i = select i1 %.62.i, i64 %29, i64 -9223372036854775808, !dbg !376
  %.66.i = fadd double %t251.i, 0xC3E0000000000000, !dbg !376
  %.67.i = fcmp oge double %.66.i, 0xC3E0000000000000, !dbg !376
  %.68.i = fcmp olt double %.66.i, 0x43E0000000000000, !dbg !376
  %.69.i = and i1 %.67.i, %.68.i, !dbg !376
  %30 = fptosi double %.66.i to i64, !dbg !376
  %.op.i = or i64 %30, -9223372036854775808, !dbg !376
  %.73.i = select i1 %.69.i, i64 %.op.i, i64 -9223372036854775808, !dbg !376
  %.74.i = select i1 %.59.i, i64 %.65.i, i64 %.73.i, !dbg !376
  %t253.i = uitofp i64 %.74.i to double, !dbg !377
  %t254.i = and i64 %.74.i, 1, !dbg !378
  %t255.not.i = icmp eq i64 %t254.i, 0, !dbg !379
  %t257.i = fadd double %t253.i, 1.000000e+00, !dbg !379
  %not.t255.not.i = xor i1 %t255.not.i, true, !dbg !379
  %t256.i = zext i1 %not.t255.not.i to i64, !dbg !379
  %t258.i = add i64 %.74.i, %t256.i, !dbg !379
  %t259.i = select i1 %t255.not.i, double %t253.i, double %t257.i, !dbg !379
  %t260.i = and i64 %t258.i, 7, !dbg !380
  %t261.i = fmul double %t259.i, 0x3FE921FB40000000, !dbg !381
  %t262.i = fsub double %t76.i, %t261.i, !dbg !382
  %t263.i = fmul double %t259.i, 0x3E64442D00000000, !dbg !383
  %t264.i = fsub double %t262.i, %t263.i, !dbg !384
  %t265.i = fmul double %t259.i, 0x3CE8469898CC5170, !dbg !385
  %t266.i = fsub double %t264.i, %t265.i, !dbg !386
  br label %b45.i, !dbg !386

"github.com/kernlab/kern/bench/kernels.ExpSin.exit": ; preds = %b31.i, %b34.i, %b49.i
  %t267.i = phi double [ %spec.select4.i, %b49.i ], [ %t91, %b31.i ], [ 0x7FF8000000000001, %b34.i ]
  %t268.i = fmul double %t70.i, %t267.i, !dbg !387
  %t93 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t88, !dbg !223
  store double %t268.i, ptr addrspace(1) %t93, align 8, !dbg !223
  %t94 = add i64 %t202, %t11, !dbg !223
  %t21 = icmp slt i64 %t94, %a0, !dbg !223
  br i1 %t21, label %b2, label %b21, !dbg !223

b21:                                              ; preds = %"github.com/kernlab/kern/bench/kernels.ExpSin.exit", %entry
  ret void, !dbg !223
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i32 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !388 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !389
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !389
  %t2 = sext i32 %.1 to i64, !dbg !389
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !389
  %t4 = sext i32 %.2 to i64, !dbg !389
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !389
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !389
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !389, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !389
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !389
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !389, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !389
  %.15 = add i32 %.14, %.9, !dbg !389
  %.16 = udiv i32 %.15, %.6, !dbg !389
  %t8 = sext i32 %.16 to i64, !dbg !389
  %t9 = mul nsw i64 %t6, %t4, !dbg !389
  %t10 = add nsw i64 %t9, %t2, !dbg !389
  %t11 = mul nsw i64 %t8, %t6, !dbg !389
  %t131 = icmp slt i64 %t10, %a0, !dbg !389
  br i1 %t131, label %b2, label %b10, !dbg !389

b2:                                               ; preds = %entry, %b9
  %t122 = phi i64 [ %t26, %b9 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !389

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t122, !dbg !389
  %.17 = load i32, ptr addrspace(1) %t14, align 4, !dbg !389
  br label %b4, !dbg !389

b4:                                               ; preds = %b3, %b2
  %t16 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = icmp slt i32 %t16, 0, !dbg !390
  br i1 %t17, label %b5, label %b6, !dbg !390

b5:                                               ; preds = %b4
  %t18 = mul i32 %t16, -2, !dbg !391
  br label %b9, !dbg !392

b6:                                               ; preds = %b4
  %t19 = icmp ugt i32 %t16, 1000, !dbg !393
  br i1 %t19, label %b7, label %b8, !dbg !393

b7:                                               ; preds = %b6
  %t20 = and i32 %t16, 7, !dbg !394
  %t21 = or i32 %t20, 1000, !dbg !395
  br label %b9, !dbg !396

b8:                                               ; preds = %b6
  %t22 = mul nuw nsw i32 %t16, 3, !dbg !397
  %t23 = add nuw nsw i32 %t22, 1, !dbg !398
  br label %b9, !dbg !399

b9:                                               ; preds = %b8, %b7, %b5
  %t24 = phi i32 [ %t18, %b5 ], [ %t21, %b7 ], [ %t23, %b8 ]
  %t25 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t122, !dbg !389
  store i32 %t24, ptr addrspace(1) %t25, align 4, !dbg !389
  %t26 = add i64 %t122, %t11, !dbg !389
  %t13 = icmp slt i64 %t26, %a0, !dbg !389
  br i1 %t13, label %b2, label %b10, !dbg !389

b10:                                              ; preds = %b9, %entry
  ret void, !dbg !389
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #2 !dbg !400 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !401
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
  %t12 = icmp sgt i64 %a1, 7, !dbg !401
  %t13 = icmp sgt i64 %a1, 6, !dbg !401
  %t14 = icmp sgt i64 %a1, 5, !dbg !401
  %t15 = icmp sgt i64 %a1, 4, !dbg !401
  %t16 = icmp sgt i64 %a1, 3, !dbg !401
  %t17 = icmp sgt i64 %a1, 2, !dbg !401
  %t18 = icmp sgt i64 %a1, 1, !dbg !401
  %t19 = icmp sgt i64 %a1, 0, !dbg !401
  %t211 = icmp slt i64 %t10, %a0, !dbg !401
  br i1 %t211, label %b2.lr.ph, label %b26, !dbg !401

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
  br label %b2, !dbg !401

b2:                                               ; preds = %b2.lr.ph, %b25
  %t202 = phi i64 [ %t10, %b2.lr.ph ], [ %t101, %b25 ]
  br i1 %t12, label %b3, label %b4, !dbg !401

b3:                                               ; preds = %b2
  %t202.frozen = freeze i64 %t202
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t202.frozen, %.20.frozen, !dbg !401
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t202.frozen, %14
  %.22 = select i1 %.17, i64 %t202, i64 %.21.decomposed, !dbg !401
  %.28 = sub i64 0, %t202, !dbg !401
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !401
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !401
  %t24 = mul i64 %.22, %a19, !dbg !401
  %t25 = mul i64 %.22, %a28, !dbg !401
  br label %b4, !dbg !401

b4:                                               ; preds = %b3, %b2
  %t26 = phi i64 [ %.30, %b3 ], [ %t202, %b2 ]
  %t27 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6, !dbg !401

b5:                                               ; preds = %b4
  %t26.frozen = freeze i64 %t26
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t26.frozen, %.34.frozen, !dbg !401
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t26.frozen, %15
  %.36 = select i1 %.31, i64 %t26, i64 %.35.decomposed, !dbg !401
  %.42 = sub i64 0, %t26, !dbg !401
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !401
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !401
  %t31 = mul i64 %.36, %a18, !dbg !401
  %t32 = add i64 %t31, %t27, !dbg !401
  %t33 = mul i64 %.36, %a27, !dbg !401
  %t34 = add i64 %t33, %t28, !dbg !401
  br label %b6, !dbg !401

b6:                                               ; preds = %b5, %b4
  %t35 = phi i64 [ %.44, %b5 ], [ %t26, %b4 ]
  %t36 = phi i64 [ %t32, %b5 ], [ %t27, %b4 ]
  %t37 = phi i64 [ %t34, %b5 ], [ %t28, %b4 ]
  br i1 %t14, label %b7, label %b8, !dbg !401

b7:                                               ; preds = %b6
  %t35.frozen = freeze i64 %t35
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t35.frozen, %.48.frozen, !dbg !401
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t35.frozen, %16
  %.50 = select i1 %.45, i64 %t35, i64 %.49.decomposed, !dbg !401
  %.56 = sub i64 0, %t35, !dbg !401
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !401
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !401
  %t40 = mul i64 %.50, %a17, !dbg !401
  %t41 = add i64 %t40, %t36, !dbg !401
  %t42 = mul i64 %.50, %a26, !dbg !401
  %t43 = add i64 %t42, %t37, !dbg !401
  br label %b8, !dbg !401

b8:                                               ; preds = %b7, %b6
  %t44 = phi i64 [ %.58, %b7 ], [ %t35, %b6 ]
  %t45 = phi i64 [ %t41, %b7 ], [ %t36, %b6 ]
  %t46 = phi i64 [ %t43, %b7 ], [ %t37, %b6 ]
  br i1 %t15, label %b9, label %b10, !dbg !401

b9:                                               ; preds = %b8
  %t44.frozen = freeze i64 %t44
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t44.frozen, %.62.frozen, !dbg !401
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t44.frozen, %17
  %.64 = select i1 %.59, i64 %t44, i64 %.63.decomposed, !dbg !401
  %.70 = sub i64 0, %t44, !dbg !401
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !401
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !401
  %t49 = mul i64 %.64, %a16, !dbg !401
  %t50 = add i64 %t49, %t45, !dbg !401
  %t51 = mul i64 %.64, %a25, !dbg !401
  %t52 = add i64 %t51, %t46, !dbg !401
  br label %b10, !dbg !401

b10:                                              ; preds = %b9, %b8
  %t53 = phi i64 [ %.72, %b9 ], [ %t44, %b8 ]
  %t54 = phi i64 [ %t50, %b9 ], [ %t45, %b8 ]
  %t55 = phi i64 [ %t52, %b9 ], [ %t46, %b8 ]
  br i1 %t16, label %b11, label %b12, !dbg !401

b11:                                              ; preds = %b10
  %t53.frozen = freeze i64 %t53
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t53.frozen, %.76.frozen, !dbg !401
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t53.frozen, %18
  %.78 = select i1 %.73, i64 %t53, i64 %.77.decomposed, !dbg !401
  %.84 = sub i64 0, %t53, !dbg !401
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !401
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !401
  %t58 = mul i64 %.78, %a15, !dbg !401
  %t59 = add i64 %t58, %t54, !dbg !401
  %t60 = mul i64 %.78, %a24, !dbg !401
  %t61 = add i64 %t60, %t55, !dbg !401
  br label %b12, !dbg !401

b12:                                              ; preds = %b11, %b10
  %t62 = phi i64 [ %.86, %b11 ], [ %t53, %b10 ]
  %t63 = phi i64 [ %t59, %b11 ], [ %t54, %b10 ]
  %t64 = phi i64 [ %t61, %b11 ], [ %t55, %b10 ]
  br i1 %t17, label %b13, label %b14, !dbg !401

b13:                                              ; preds = %b12
  %t62.frozen = freeze i64 %t62
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t62.frozen, %.90.frozen, !dbg !401
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t62.frozen, %19
  %.92 = select i1 %.87, i64 %t62, i64 %.91.decomposed, !dbg !401
  %.98 = sub i64 0, %t62, !dbg !401
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !401
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !401
  %t67 = mul i64 %.92, %a14, !dbg !401
  %t68 = add i64 %t67, %t63, !dbg !401
  %t69 = mul i64 %.92, %a23, !dbg !401
  %t70 = add i64 %t69, %t64, !dbg !401
  br label %b14, !dbg !401

b14:                                              ; preds = %b13, %b12
  %t71 = phi i64 [ %.100, %b13 ], [ %t62, %b12 ]
  %t72 = phi i64 [ %t68, %b13 ], [ %t63, %b12 ]
  %t73 = phi i64 [ %t70, %b13 ], [ %t64, %b12 ]
  br i1 %t18, label %b15, label %b16, !dbg !401

b15:                                              ; preds = %b14
  %t71.frozen = freeze i64 %t71
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t71.frozen, %.104.frozen, !dbg !401
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t71.frozen, %20
  %.106 = select i1 %.101, i64 %t71, i64 %.105.decomposed, !dbg !401
  %.112 = sub i64 0, %t71, !dbg !401
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !401
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !401
  %t76 = mul i64 %.106, %a13, !dbg !401
  %t77 = add i64 %t76, %t72, !dbg !401
  %t78 = mul i64 %.106, %a22, !dbg !401
  %t79 = add i64 %t78, %t73, !dbg !401
  br label %b16, !dbg !401

b16:                                              ; preds = %b15, %b14
  %t80 = phi i64 [ %.114, %b15 ], [ %t71, %b14 ]
  %t81 = phi i64 [ %t77, %b15 ], [ %t72, %b14 ]
  %t82 = phi i64 [ %t79, %b15 ], [ %t73, %b14 ]
  br i1 %t19, label %b17, label %b18, !dbg !401

b17:                                              ; preds = %b16
  %t83 = mul i64 %t80, %a12, !dbg !401
  %t84 = add i64 %t81, %t83, !dbg !401
  %t85 = mul i64 %t80, %a21, !dbg !401
  %t86 = add i64 %t82, %t85, !dbg !401
  br label %b18, !dbg !401

b18:                                              ; preds = %b17, %b16
  %t87 = phi i64 [ %t84, %b17 ], [ %t81, %b16 ]
  %t88 = phi i64 [ %t86, %b17 ], [ %t82, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !401

b19:                                              ; preds = %b18
  %t89 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t87, !dbg !401
  %.115 = load i32, ptr addrspace(1) %t89, align 4, !dbg !401
  br label %b20, !dbg !401

b20:                                              ; preds = %b19, %b18
  %t91 = phi i32 [ %.115, %b19 ], [ %a11, %b18 ]
  %t92 = icmp slt i32 %t91, 0, !dbg !402
  br i1 %t92, label %b21, label %b22, !dbg !402

b21:                                              ; preds = %b20
  %t93 = mul i32 %t91, -2, !dbg !403
  br label %b25, !dbg !404

b22:                                              ; preds = %b20
  %t94 = icmp ugt i32 %t91, 1000, !dbg !405
  br i1 %t94, label %b23, label %b24, !dbg !405

b23:                                              ; preds = %b22
  %t95 = and i32 %t91, 7, !dbg !406
  %t96 = or i32 %t95, 1000, !dbg !407
  br label %b25, !dbg !408

b24:                                              ; preds = %b22
  %t97 = mul nuw nsw i32 %t91, 3, !dbg !409
  %t98 = add nuw nsw i32 %t97, 1, !dbg !410
  br label %b25, !dbg !411

b25:                                              ; preds = %b24, %b23, %b21
  %t99 = phi i32 [ %t93, %b21 ], [ %t96, %b23 ], [ %t98, %b24 ]
  %t100 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t88, !dbg !401
  store i32 %t99, ptr addrspace(1) %t100, align 4, !dbg !401
  %t101 = add i64 %t202, %t11, !dbg !401
  %t21 = icmp slt i64 %t101, %a0, !dbg !401
  br i1 %t21, label %b2, label %b26, !dbg !401

b26:                                              ; preds = %b25, %entry
  ret void, !dbg !401
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !412 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !413
  %t3 = sext i32 %.1 to i64, !dbg !413
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !413
  %t5 = sext i32 %.2 to i64, !dbg !413
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !413
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !413
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !413, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !413
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !413, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !413
  %.10 = add i32 %.5, -1, !dbg !413
  %.11 = add i32 %.10, %.9, !dbg !413
  %.12 = udiv i32 %.11, %.9, !dbg !413
  %t7 = sext i32 %.12 to i64, !dbg !413
  %t8 = shl nsw i64 %t5, 8, !dbg !413
  %t9 = add nsw i64 %t8, %t3, !dbg !413
  %t10 = shl nsw i64 %t7, 8, !dbg !413
  %t11 = icmp slt i64 %t9, %a0, !dbg !413
  br i1 %t11, label %b1, label %b2, !dbg !413

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !413
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t12, !dbg !413
  %.13 = load float, ptr addrspace(1) %t13, align 4, !dbg !413, !amdgpu.noclobber !6
  br label %b2, !dbg !413

b2:                                               ; preds = %b1, %entry
  %t15 = phi float [ %.13, %b1 ], [ 0.000000e+00, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !413
  %t18 = shl nsw i64 %t7, 11, !dbg !413
  %t19 = mul nsw i64 %t7, 1792, !dbg !413
  %t20 = sub i64 %a0, %t19, !dbg !413
  %t26 = mul i64 %t17, %a2, !dbg !413
  %t28 = mul i64 %t18, %a2, !dbg !413
  %t29 = mul i64 %t10, %a2, !dbg !413
  %t618 = icmp slt i64 %t17, %t20, !dbg !413
  br i1 %t618, label %b4.preheader, label %b5, !dbg !413

b4.preheader:                                     ; preds = %b2
  %t47 = mul i64 %t19, %a2, !dbg !413
  %t48 = add i64 %t26, %t47, !dbg !413
  %t49 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t48, !dbg !413
  %t21 = mul i64 %t7, %a2, !dbg !413
  %t44 = mul i64 %t21, 1536, !dbg !413
  %t45 = add i64 %t26, %t44, !dbg !413
  %t46 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t45, !dbg !413
  %t41 = mul i64 %t21, 1280, !dbg !413
  %t42 = add i64 %t26, %t41, !dbg !413
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t42, !dbg !413
  %t38 = shl i64 %t21, 10, !dbg !413
  %t39 = add i64 %t26, %t38, !dbg !413
  %t40 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t39, !dbg !413
  %t35 = mul i64 %t21, 768, !dbg !413
  %t36 = add i64 %t26, %t35, !dbg !413
  %t37 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t36, !dbg !413
  %t32 = shl i64 %t21, 9, !dbg !413
  %t33 = add i64 %t26, %t32, !dbg !413
  %t34 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t33, !dbg !413
  %t30 = add i64 %t26, %t29, !dbg !413
  %t31 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t30, !dbg !413
  %t27 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t26, !dbg !413
  br label %b4, !dbg !413

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
  %.14 = load float, ptr addrspace(1) %t5716, align 4, !dbg !413
  %.15 = load float, ptr addrspace(1) %t5615, align 4, !dbg !413
  %.16 = load float, ptr addrspace(1) %t5514, align 4, !dbg !413
  %.17 = load float, ptr addrspace(1) %t5413, align 4, !dbg !413
  %.18 = load float, ptr addrspace(1) %t5312, align 4, !dbg !413
  %.19 = load float, ptr addrspace(1) %t5211, align 4, !dbg !413
  %.20 = load float, ptr addrspace(1) %t5110, align 4, !dbg !413
  %.21 = load float, ptr addrspace(1) %t509, align 4, !dbg !413
  %t70 = fadd float %t5918, %.14, !dbg !414
  %t71 = fadd float %t70, %.15, !dbg !414
  %t72 = fadd float %t71, %.16, !dbg !414
  %t73 = fadd float %t72, %.17, !dbg !414
  %t74 = fadd float %t73, %.18, !dbg !414
  %t75 = fadd float %t74, %.19, !dbg !414
  %t76 = fadd float %t75, %.20, !dbg !414
  %t77 = fadd float %t76, %.21, !dbg !414
  %t78 = add i64 %t5817, %t18, !dbg !413
  %t79 = getelementptr inbounds float, ptr addrspace(1) %t5716, i64 %t28, !dbg !413
  %t80 = getelementptr inbounds float, ptr addrspace(1) %t5615, i64 %t28, !dbg !413
  %t81 = getelementptr inbounds float, ptr addrspace(1) %t5514, i64 %t28, !dbg !413
  %t82 = getelementptr inbounds float, ptr addrspace(1) %t5413, i64 %t28, !dbg !413
  %t83 = getelementptr inbounds float, ptr addrspace(1) %t5312, i64 %t28, !dbg !413
  %t84 = getelementptr inbounds float, ptr addrspace(1) %t5211, i64 %t28, !dbg !413
  %t85 = getelementptr inbounds float, ptr addrspace(1) %t5110, i64 %t28, !dbg !413
  %t86 = getelementptr inbounds float, ptr addrspace(1) %t509, i64 %t28, !dbg !413
  %t61 = icmp slt i64 %t78, %t20, !dbg !413
  br i1 %t61, label %b4, label %b5.loopexit, !dbg !413

b5.loopexit:                                      ; preds = %b4
  %.pre = mul i64 %t78, %a2, !dbg !413
  br label %b5, !dbg !413

b5:                                               ; preds = %b5.loopexit, %b2
  %t87.pre-phi = phi i64 [ %.pre, %b5.loopexit ], [ %t26, %b2 ], !dbg !413
  %t58.lcssa = phi i64 [ %t78, %b5.loopexit ], [ %t17, %b2 ]
  %t59.lcssa = phi float [ %t77, %b5.loopexit ], [ %t15, %b2 ]
  %t9220 = icmp slt i64 %t58.lcssa, %a0, !dbg !413
  br i1 %t9220, label %b7.preheader, label %b8, !dbg !413

b7.preheader:                                     ; preds = %b5
  %t88 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t87.pre-phi, !dbg !413
  br label %b7, !dbg !413

b7:                                               ; preds = %b7.preheader, %b7
  %t9123 = phi float [ %t94, %b7 ], [ %t59.lcssa, %b7.preheader ]
  %t9022 = phi i64 [ %t95, %b7 ], [ %t58.lcssa, %b7.preheader ]
  %t8921 = phi ptr addrspace(1) [ %t96, %b7 ], [ %t88, %b7.preheader ]
  %.22 = load float, ptr addrspace(1) %t8921, align 4, !dbg !413
  %t94 = fadd float %t9123, %.22, !dbg !414
  %t95 = add i64 %t9022, %t10, !dbg !413
  %t96 = getelementptr inbounds float, ptr addrspace(1) %t8921, i64 %t29, !dbg !413
  %t92 = icmp slt i64 %t95, %a0, !dbg !413
  br i1 %t92, label %b7, label %b8, !dbg !413

b8:                                               ; preds = %b7, %b5
  %t91.lcssa = phi float [ %t59.lcssa, %b5 ], [ %t94, %b7 ]
  %t97 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %.1, !dbg !413
  store float %t91.lcssa, ptr addrspace(3) %t97, align 4, !dbg !413
  %t98 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %.1, !dbg !413
  %.23 = zext i1 %t11 to i8, !dbg !413
  store i8 %.23, ptr addrspace(3) %t98, align 1, !dbg !413
  fence syncscope("workgroup") release, !dbg !413
  tail call void @llvm.amdgcn.s.barrier(), !dbg !413
  fence syncscope("workgroup") acquire, !dbg !413
  %t99 = icmp slt i32 %.1, 128, !dbg !413
  br i1 %t99, label %b9, label %b14, !dbg !413

b9:                                               ; preds = %b8
  %t100 = add nsw i32 %.1, 128, !dbg !413
  %t101 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %t100, !dbg !413
  %.24 = load float, ptr addrspace(3) %t101, align 4, !dbg !413
  %t103 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %t100, !dbg !413
  %.25 = load i8, ptr addrspace(3) %t103, align 1, !dbg !413
  %.26 = icmp ne i8 %.25, 0, !dbg !413
  %t105 = select i1 %t11, float %t91.lcssa, float -0.000000e+00, !dbg !413
  %spec.select = fadd float %t105, %.24, !dbg !413
  %t107 = select i1 %.26, float %spec.select, float %t91.lcssa, !dbg !413
  %t108 = select i1 %.26, i1 true, i1 %t11, !dbg !413
  store float %t107, ptr addrspace(3) %t97, align 4, !dbg !413
  %.27 = zext i1 %t108 to i8, !dbg !413
  store i8 %.27, ptr addrspace(3) %t98, align 1, !dbg !413
  br label %b14, !dbg !413

b14:                                              ; preds = %b9, %b8
  %t109 = phi float [ %t107, %b9 ], [ %t91.lcssa, %b8 ]
  %t110 = phi i1 [ %t108, %b9 ], [ %t11, %b8 ]
  fence syncscope("workgroup") release, !dbg !413
  tail call void @llvm.amdgcn.s.barrier(), !dbg !413
  fence syncscope("workgroup") acquire, !dbg !413
  %t111 = icmp slt i32 %.1, 64, !dbg !413
  br i1 %t111, label %b15, label %b20, !dbg !413

b15:                                              ; preds = %b14
  %t112 = add nsw i32 %.1, 64, !dbg !413
  %t113 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %t112, !dbg !413
  %.28 = load float, ptr addrspace(3) %t113, align 4, !dbg !413
  %t115 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %t112, !dbg !413
  %.29 = load i8, ptr addrspace(3) %t115, align 1, !dbg !413
  %.30 = icmp ne i8 %.29, 0, !dbg !413
  %t117 = select i1 %t110, float %t109, float -0.000000e+00, !dbg !413
  %spec.select1 = fadd float %t117, %.28, !dbg !413
  %t119 = select i1 %.30, float %spec.select1, float %t109, !dbg !413
  %t120 = select i1 %.30, i1 true, i1 %t110, !dbg !413
  store float %t119, ptr addrspace(3) %t97, align 4, !dbg !413
  %.31 = zext i1 %t120 to i8, !dbg !413
  store i8 %.31, ptr addrspace(3) %t98, align 1, !dbg !413
  br label %b20, !dbg !413

b20:                                              ; preds = %b15, %b14
  %t121 = phi float [ %t119, %b15 ], [ %t109, %b14 ]
  %t122 = phi i1 [ %t120, %b15 ], [ %t110, %b14 ]
  fence syncscope("workgroup") release, !dbg !413
  tail call void @llvm.amdgcn.s.barrier(), !dbg !413
  fence syncscope("workgroup") acquire, !dbg !413
  %t123 = icmp slt i32 %.1, 32, !dbg !413
  br i1 %t123, label %b21, label %b26, !dbg !413

b21:                                              ; preds = %b20
  %t124 = add nsw i32 %.1, 32, !dbg !413
  %t125 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %t124, !dbg !413
  %.32 = load float, ptr addrspace(3) %t125, align 4, !dbg !413
  %t127 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %t124, !dbg !413
  %.33 = load i8, ptr addrspace(3) %t127, align 1, !dbg !413
  %.34 = icmp ne i8 %.33, 0, !dbg !413
  %t129 = select i1 %t122, float %t121, float -0.000000e+00, !dbg !413
  %spec.select2 = fadd float %t129, %.32, !dbg !413
  %t131 = select i1 %.34, float %spec.select2, float %t121, !dbg !413
  %t132 = select i1 %.34, i1 true, i1 %t122, !dbg !413
  br label %b26, !dbg !413

b26:                                              ; preds = %b21, %b20
  %t133 = phi float [ %t131, %b21 ], [ %t121, %b20 ]
  %t134 = phi i1 [ %t132, %b21 ], [ %t122, %b20 ]
  br i1 %t123, label %b27, label %b48, !dbg !413

b27:                                              ; preds = %b26
  %.36 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !413
  %.37 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.36), !dbg !413
  %.38 = zext i32 %.37 to i64, !dbg !413
  %.39 = add nuw nsw i64 %.38, 16, !dbg !413
  %.40 = icmp ult i32 %.37, 48, !dbg !413
  %.41 = tail call i64 @llvm.read_register.i64(metadata !415) #10, !dbg !413
  %.42 = and i64 %.39, 63, !dbg !413
  %0 = shl nuw i64 1, %.42, !dbg !413
  %1 = and i64 %0, %.41, !dbg !413
  %.44 = icmp ne i64 %1, 0, !dbg !413
  %.45 = and i1 %.40, %.44, !dbg !413
  %.46 = trunc i64 %.39 to i32, !dbg !413
  %.47 = shl i32 %.46, 2, !dbg !413
  %.48 = bitcast float %t133 to i32, !dbg !413
  %.49 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.48), !dbg !413
  %.50 = bitcast i32 %.49 to float, !dbg !413
  %t135 = select i1 %.45, float %.50, float %t133, !dbg !413
  %.64 = zext i1 %t134 to i32, !dbg !413
  %.65 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.64), !dbg !413
  %2 = and i32 %.65, 1, !dbg !413
  %.66 = icmp ne i32 %2, 0, !dbg !413
  %t136 = select i1 %.45, i1 %.66, i1 %t134, !dbg !413
  %t137 = icmp slt i32 %.1, 16, !dbg !413
  %t138 = and i1 %t137, %t136, !dbg !413
  %t139 = select i1 %t134, float %t133, float -0.000000e+00, !dbg !413
  %spec.select3 = fadd float %t139, %t135, !dbg !413
  %t141 = select i1 %t138, float %spec.select3, float %t133, !dbg !413
  %t142 = select i1 %t138, i1 true, i1 %t134, !dbg !413
  %.71 = add nuw nsw i64 %.38, 8, !dbg !413
  %.72 = icmp ult i32 %.37, 56, !dbg !413
  %.74 = and i64 %.71, 63, !dbg !413
  %3 = shl nuw i64 1, %.74, !dbg !413
  %4 = and i64 %3, %.41, !dbg !413
  %.76 = icmp ne i64 %4, 0, !dbg !413
  %.77 = and i1 %.72, %.76, !dbg !413
  %.78 = trunc i64 %.71 to i32, !dbg !413
  %.79 = shl i32 %.78, 2, !dbg !413
  %.80 = bitcast float %t141 to i32, !dbg !413
  %.81 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.80), !dbg !413
  %.82 = bitcast i32 %.81 to float, !dbg !413
  %t143 = select i1 %.77, float %.82, float %t141, !dbg !413
  %.96 = zext i1 %t142 to i32, !dbg !413
  %.97 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.96), !dbg !413
  %5 = and i32 %.97, 1, !dbg !413
  %.98 = icmp ne i32 %5, 0, !dbg !413
  %t144 = select i1 %.77, i1 %.98, i1 %t142, !dbg !413
  %t145 = icmp slt i32 %.1, 24, !dbg !413
  %t146 = and i1 %t145, %t144, !dbg !413
  %t147 = select i1 %t142, float %t141, float -0.000000e+00, !dbg !413
  %spec.select4 = fadd float %t143, %t147, !dbg !413
  %t149 = select i1 %t146, float %spec.select4, float %t141, !dbg !413
  %t150 = select i1 %t146, i1 true, i1 %t142, !dbg !413
  %.103 = add nuw nsw i64 %.38, 4, !dbg !413
  %.104 = icmp ult i32 %.37, 60, !dbg !413
  %.106 = and i64 %.103, 63, !dbg !413
  %6 = shl nuw i64 1, %.106, !dbg !413
  %7 = and i64 %6, %.41, !dbg !413
  %.108 = icmp ne i64 %7, 0, !dbg !413
  %.109 = and i1 %.104, %.108, !dbg !413
  %.110 = trunc i64 %.103 to i32, !dbg !413
  %.111 = shl i32 %.110, 2, !dbg !413
  %.112 = bitcast float %t149 to i32, !dbg !413
  %.113 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.112), !dbg !413
  %.114 = bitcast i32 %.113 to float, !dbg !413
  %t151 = select i1 %.109, float %.114, float %t149, !dbg !413
  %.128 = zext i1 %t150 to i32, !dbg !413
  %.129 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.128), !dbg !413
  %8 = and i32 %.129, 1, !dbg !413
  %.130 = icmp ne i32 %8, 0, !dbg !413
  %t152 = select i1 %.109, i1 %.130, i1 %t150, !dbg !413
  %t153 = icmp slt i32 %.1, 28, !dbg !413
  %t154 = and i1 %t153, %t152, !dbg !413
  %t155 = select i1 %t150, float %t149, float -0.000000e+00, !dbg !413
  %spec.select5 = fadd float %t151, %t155, !dbg !413
  %t157 = select i1 %t154, float %spec.select5, float %t149, !dbg !413
  %t158 = select i1 %t154, i1 true, i1 %t150, !dbg !413
  %.135 = add nuw nsw i64 %.38, 2, !dbg !413
  %.136 = icmp ult i32 %.37, 62, !dbg !413
  %.138 = and i64 %.135, 63, !dbg !413
  %9 = shl nuw i64 1, %.138, !dbg !413
  %10 = and i64 %9, %.41, !dbg !413
  %.140 = icmp ne i64 %10, 0, !dbg !413
  %.141 = and i1 %.136, %.140, !dbg !413
  %.142 = trunc i64 %.135 to i32, !dbg !413
  %.143 = shl i32 %.142, 2, !dbg !413
  %.144 = bitcast float %t157 to i32, !dbg !413
  %.145 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.144), !dbg !413
  %.146 = bitcast i32 %.145 to float, !dbg !413
  %t159 = select i1 %.141, float %.146, float %t157, !dbg !413
  %.160 = zext i1 %t158 to i32, !dbg !413
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.160), !dbg !413
  %11 = and i32 %.161, 1, !dbg !413
  %.162 = icmp ne i32 %11, 0, !dbg !413
  %t160 = select i1 %.141, i1 %.162, i1 %t158, !dbg !413
  %t161 = icmp slt i32 %.1, 30, !dbg !413
  %t162 = and i1 %t161, %t160, !dbg !413
  %t163 = select i1 %t158, float %t157, float -0.000000e+00, !dbg !413
  %spec.select6 = fadd float %t159, %t163, !dbg !413
  %t165 = select i1 %t162, float %spec.select6, float %t157, !dbg !413
  %t166 = select i1 %t162, i1 true, i1 %t158, !dbg !413
  %.167 = add nuw nsw i64 %.38, 1, !dbg !413
  %.168 = icmp ult i32 %.37, 63, !dbg !413
  %.170 = and i64 %.167, 63, !dbg !413
  %12 = shl nuw i64 1, %.170, !dbg !413
  %13 = and i64 %12, %.41, !dbg !413
  %.172 = icmp ne i64 %13, 0, !dbg !413
  %.173 = and i1 %.168, %.172, !dbg !413
  %.174 = trunc i64 %.167 to i32, !dbg !413
  %.175 = shl i32 %.174, 2, !dbg !413
  %.176 = bitcast float %t165 to i32, !dbg !413
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.176), !dbg !413
  %.178 = bitcast i32 %.177 to float, !dbg !413
  %t167 = select i1 %.173, float %.178, float %t165, !dbg !413
  %.192 = zext i1 %t166 to i32, !dbg !413
  %.193 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.192), !dbg !413
  %14 = and i32 %.193, 1, !dbg !413
  %.194 = icmp ne i32 %14, 0, !dbg !413
  %t168 = select i1 %.173, i1 %.194, i1 %t166, !dbg !413
  %t169 = icmp ne i32 %.1, 31, !dbg !413
  %t170 = and i1 %t169, %t168, !dbg !413
  %t171 = select i1 %t166, float %t165, float -0.000000e+00, !dbg !413
  %spec.select7 = fadd float %t167, %t171, !dbg !413
  %t173 = select i1 %t170, float %spec.select7, float %t165, !dbg !413
  %t174 = select i1 %t170, i1 true, i1 %t166, !dbg !413
  br label %b48, !dbg !413

b48:                                              ; preds = %b27, %b26
  %t175 = phi float [ %t173, %b27 ], [ %t133, %b26 ]
  %t176 = phi i1 [ %t174, %b27 ], [ %t134, %b26 ]
  %t177 = icmp eq i32 %.1, 0, !dbg !413
  %t178 = and i1 %t177, %t176, !dbg !413
  br i1 %t178, label %b49, label %b50, !dbg !413

b49:                                              ; preds = %b48
  %t179 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t5, !dbg !413
  store float %t175, ptr addrspace(1) %t179, align 4, !dbg !413
  br label %b50, !dbg !413

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !413
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, float %a3, i8 %a4) local_unnamed_addr #0 !dbg !416 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !417
  %t3 = sext i32 %.2 to i64, !dbg !417
  %t4 = icmp slt i64 %t3, %a0, !dbg !417
  br i1 %t4, label %b1, label %b2, !dbg !417

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t3, !dbg !417
  %.3 = load float, ptr addrspace(1) %t5, align 4, !dbg !417, !amdgpu.noclobber !6
  br label %b2, !dbg !417

b2:                                               ; preds = %b1, %entry
  %t7 = phi float [ %.3, %b1 ], [ 0.000000e+00, %entry ]
  %t109 = add nsw i64 %t3, 256, !dbg !417
  %t1210 = icmp slt i64 %t109, %a0, !dbg !417
  br i1 %t1210, label %b4, label %b5, !dbg !417

b4:                                               ; preds = %b2, %b4
  %t1012 = phi i64 [ %t10, %b4 ], [ %t109, %b2 ]
  %t1111 = phi float [ %t15, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t1012, !dbg !417
  %.4 = load float, ptr addrspace(1) %t13, align 4, !dbg !417, !amdgpu.noclobber !6
  %t15 = fadd float %t1111, %.4, !dbg !418
  %t10 = add i64 %t1012, 256, !dbg !417
  %t12 = icmp slt i64 %t10, %a0, !dbg !417
  br i1 %t12, label %b4, label %b5, !dbg !417

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi float [ %t7, %b2 ], [ %t15, %b4 ]
  %t17 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %.2, !dbg !417
  store float %t11.lcssa, ptr addrspace(3) %t17, align 4, !dbg !417
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %.2, !dbg !417
  %.5 = zext i1 %t4 to i8, !dbg !417
  store i8 %.5, ptr addrspace(3) %t18, align 1, !dbg !417
  fence syncscope("workgroup") release, !dbg !417
  tail call void @llvm.amdgcn.s.barrier(), !dbg !417
  fence syncscope("workgroup") acquire, !dbg !417
  %t19 = icmp slt i32 %.2, 128, !dbg !417
  br i1 %t19, label %b6, label %b11, !dbg !417

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128, !dbg !417
  %t21 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %t20, !dbg !417
  %.6 = load float, ptr addrspace(3) %t21, align 4, !dbg !417
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %t20, !dbg !417
  %.7 = load i8, ptr addrspace(3) %t23, align 1, !dbg !417
  %.8 = icmp ne i8 %.7, 0, !dbg !417
  %t25 = select i1 %t4, float %t11.lcssa, float -0.000000e+00, !dbg !417
  %spec.select = fadd float %t25, %.6, !dbg !417
  %t27 = select i1 %.8, float %spec.select, float %t11.lcssa, !dbg !417
  %t28 = select i1 %.8, i1 true, i1 %t4, !dbg !417
  store float %t27, ptr addrspace(3) %t17, align 4, !dbg !417
  %.9 = zext i1 %t28 to i8, !dbg !417
  store i8 %.9, ptr addrspace(3) %t18, align 1, !dbg !417
  br label %b11, !dbg !417

b11:                                              ; preds = %b6, %b5
  %t29 = phi float [ %t27, %b6 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b6 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !417
  tail call void @llvm.amdgcn.s.barrier(), !dbg !417
  fence syncscope("workgroup") acquire, !dbg !417
  %t31 = icmp slt i32 %.2, 64, !dbg !417
  br i1 %t31, label %b12, label %b17, !dbg !417

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64, !dbg !417
  %t33 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %t32, !dbg !417
  %.10 = load float, ptr addrspace(3) %t33, align 4, !dbg !417
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %t32, !dbg !417
  %.11 = load i8, ptr addrspace(3) %t35, align 1, !dbg !417
  %.12 = icmp ne i8 %.11, 0, !dbg !417
  %t37 = select i1 %t30, float %t29, float -0.000000e+00, !dbg !417
  %spec.select1 = fadd float %t37, %.10, !dbg !417
  %t39 = select i1 %.12, float %spec.select1, float %t29, !dbg !417
  %t40 = select i1 %.12, i1 true, i1 %t30, !dbg !417
  store float %t39, ptr addrspace(3) %t17, align 4, !dbg !417
  %.13 = zext i1 %t40 to i8, !dbg !417
  store i8 %.13, ptr addrspace(3) %t18, align 1, !dbg !417
  br label %b17, !dbg !417

b17:                                              ; preds = %b12, %b11
  %t41 = phi float [ %t39, %b12 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b12 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release, !dbg !417
  tail call void @llvm.amdgcn.s.barrier(), !dbg !417
  fence syncscope("workgroup") acquire, !dbg !417
  %t43 = icmp slt i32 %.2, 32, !dbg !417
  br i1 %t43, label %b18, label %b23, !dbg !417

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32, !dbg !417
  %t45 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %t44, !dbg !417
  %.14 = load float, ptr addrspace(3) %t45, align 4, !dbg !417
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %t44, !dbg !417
  %.15 = load i8, ptr addrspace(3) %t47, align 1, !dbg !417
  %.16 = icmp ne i8 %.15, 0, !dbg !417
  %t49 = select i1 %t42, float %t41, float -0.000000e+00, !dbg !417
  %spec.select2 = fadd float %t49, %.14, !dbg !417
  %t51 = select i1 %.16, float %spec.select2, float %t41, !dbg !417
  %t52 = select i1 %.16, i1 true, i1 %t42, !dbg !417
  br label %b23, !dbg !417

b23:                                              ; preds = %b18, %b17
  %t53 = phi float [ %t51, %b18 ], [ %t41, %b17 ]
  %t54 = phi i1 [ %t52, %b18 ], [ %t42, %b17 ]
  br i1 %t43, label %b24, label %b45, !dbg !417

b24:                                              ; preds = %b23
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !417
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !417
  %.20 = zext i32 %.19 to i64, !dbg !417
  %.21 = add nuw nsw i64 %.20, 16, !dbg !417
  %.22 = icmp ult i32 %.19, 48, !dbg !417
  %.23 = tail call i64 @llvm.read_register.i64(metadata !415) #10, !dbg !417
  %.24 = and i64 %.21, 63, !dbg !417
  %0 = shl nuw i64 1, %.24, !dbg !417
  %1 = and i64 %0, %.23, !dbg !417
  %.26 = icmp ne i64 %1, 0, !dbg !417
  %.27 = and i1 %.22, %.26, !dbg !417
  %.28 = trunc i64 %.21 to i32, !dbg !417
  %.29 = shl i32 %.28, 2, !dbg !417
  %.30 = bitcast float %t53 to i32, !dbg !417
  %.31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30), !dbg !417
  %.32 = bitcast i32 %.31 to float, !dbg !417
  %t55 = select i1 %.27, float %.32, float %t53, !dbg !417
  %.46 = zext i1 %t54 to i32, !dbg !417
  %.47 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.46), !dbg !417
  %2 = and i32 %.47, 1, !dbg !417
  %.48 = icmp ne i32 %2, 0, !dbg !417
  %t56 = select i1 %.27, i1 %.48, i1 %t54, !dbg !417
  %t57 = icmp slt i32 %.2, 16, !dbg !417
  %t58 = and i1 %t57, %t56, !dbg !417
  %t59 = select i1 %t54, float %t53, float -0.000000e+00, !dbg !417
  %spec.select3 = fadd float %t59, %t55, !dbg !417
  %t61 = select i1 %t58, float %spec.select3, float %t53, !dbg !417
  %t62 = select i1 %t58, i1 true, i1 %t54, !dbg !417
  %.53 = add nuw nsw i64 %.20, 8, !dbg !417
  %.54 = icmp ult i32 %.19, 56, !dbg !417
  %.56 = and i64 %.53, 63, !dbg !417
  %3 = shl nuw i64 1, %.56, !dbg !417
  %4 = and i64 %3, %.23, !dbg !417
  %.58 = icmp ne i64 %4, 0, !dbg !417
  %.59 = and i1 %.54, %.58, !dbg !417
  %.60 = trunc i64 %.53 to i32, !dbg !417
  %.61 = shl i32 %.60, 2, !dbg !417
  %.62 = bitcast float %t61 to i32, !dbg !417
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.62), !dbg !417
  %.64 = bitcast i32 %.63 to float, !dbg !417
  %t63 = select i1 %.59, float %.64, float %t61, !dbg !417
  %.78 = zext i1 %t62 to i32, !dbg !417
  %.79 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.78), !dbg !417
  %5 = and i32 %.79, 1, !dbg !417
  %.80 = icmp ne i32 %5, 0, !dbg !417
  %t64 = select i1 %.59, i1 %.80, i1 %t62, !dbg !417
  %t65 = icmp slt i32 %.2, 24, !dbg !417
  %t66 = and i1 %t65, %t64, !dbg !417
  %t67 = select i1 %t62, float %t61, float -0.000000e+00, !dbg !417
  %spec.select4 = fadd float %t63, %t67, !dbg !417
  %t69 = select i1 %t66, float %spec.select4, float %t61, !dbg !417
  %t70 = select i1 %t66, i1 true, i1 %t62, !dbg !417
  %.85 = add nuw nsw i64 %.20, 4, !dbg !417
  %.86 = icmp ult i32 %.19, 60, !dbg !417
  %.88 = and i64 %.85, 63, !dbg !417
  %6 = shl nuw i64 1, %.88, !dbg !417
  %7 = and i64 %6, %.23, !dbg !417
  %.90 = icmp ne i64 %7, 0, !dbg !417
  %.91 = and i1 %.86, %.90, !dbg !417
  %.92 = trunc i64 %.85 to i32, !dbg !417
  %.93 = shl i32 %.92, 2, !dbg !417
  %.94 = bitcast float %t69 to i32, !dbg !417
  %.95 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.94), !dbg !417
  %.96 = bitcast i32 %.95 to float, !dbg !417
  %t71 = select i1 %.91, float %.96, float %t69, !dbg !417
  %.110 = zext i1 %t70 to i32, !dbg !417
  %.111 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.110), !dbg !417
  %8 = and i32 %.111, 1, !dbg !417
  %.112 = icmp ne i32 %8, 0, !dbg !417
  %t72 = select i1 %.91, i1 %.112, i1 %t70, !dbg !417
  %t73 = icmp slt i32 %.2, 28, !dbg !417
  %t74 = and i1 %t73, %t72, !dbg !417
  %t75 = select i1 %t70, float %t69, float -0.000000e+00, !dbg !417
  %spec.select5 = fadd float %t71, %t75, !dbg !417
  %t77 = select i1 %t74, float %spec.select5, float %t69, !dbg !417
  %t78 = select i1 %t74, i1 true, i1 %t70, !dbg !417
  %.117 = add nuw nsw i64 %.20, 2, !dbg !417
  %.118 = icmp ult i32 %.19, 62, !dbg !417
  %.120 = and i64 %.117, 63, !dbg !417
  %9 = shl nuw i64 1, %.120, !dbg !417
  %10 = and i64 %9, %.23, !dbg !417
  %.122 = icmp ne i64 %10, 0, !dbg !417
  %.123 = and i1 %.118, %.122, !dbg !417
  %.124 = trunc i64 %.117 to i32, !dbg !417
  %.125 = shl i32 %.124, 2, !dbg !417
  %.126 = bitcast float %t77 to i32, !dbg !417
  %.127 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %.126), !dbg !417
  %.128 = bitcast i32 %.127 to float, !dbg !417
  %t79 = select i1 %.123, float %.128, float %t77, !dbg !417
  %.142 = zext i1 %t78 to i32, !dbg !417
  %.143 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %.142), !dbg !417
  %11 = and i32 %.143, 1, !dbg !417
  %.144 = icmp ne i32 %11, 0, !dbg !417
  %t80 = select i1 %.123, i1 %.144, i1 %t78, !dbg !417
  %t81 = icmp slt i32 %.2, 30, !dbg !417
  %t82 = and i1 %t81, %t80, !dbg !417
  %t83 = select i1 %t78, float %t77, float -0.000000e+00, !dbg !417
  %spec.select6 = fadd float %t79, %t83, !dbg !417
  %t85 = select i1 %t82, float %spec.select6, float %t77, !dbg !417
  %t86 = select i1 %t82, i1 true, i1 %t78, !dbg !417
  %.149 = add nuw nsw i64 %.20, 1, !dbg !417
  %.150 = icmp ult i32 %.19, 63, !dbg !417
  %.152 = and i64 %.149, 63, !dbg !417
  %12 = shl nuw i64 1, %.152, !dbg !417
  %13 = and i64 %12, %.23, !dbg !417
  %.154 = icmp ne i64 %13, 0, !dbg !417
  %.155 = and i1 %.150, %.154, !dbg !417
  %.156 = trunc i64 %.149 to i32, !dbg !417
  %.157 = shl i32 %.156, 2, !dbg !417
  %.158 = bitcast float %t85 to i32, !dbg !417
  %.159 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.158), !dbg !417
  %.160 = bitcast i32 %.159 to float, !dbg !417
  %t87 = select i1 %.155, float %.160, float %t85, !dbg !417
  %.174 = zext i1 %t86 to i32, !dbg !417
  %.175 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.174), !dbg !417
  %14 = and i32 %.175, 1, !dbg !417
  %.176 = icmp ne i32 %14, 0, !dbg !417
  %t88 = select i1 %.155, i1 %.176, i1 %t86, !dbg !417
  %t89 = icmp ne i32 %.2, 31, !dbg !417
  %t90 = and i1 %t89, %t88, !dbg !417
  %t91 = select i1 %t86, float %t85, float -0.000000e+00, !dbg !417
  %spec.select7 = fadd float %t87, %t91, !dbg !417
  %t93 = select i1 %t90, float %spec.select7, float %t85, !dbg !417
  %t94 = select i1 %t90, i1 true, i1 %t86, !dbg !417
  br label %b45, !dbg !417

b45:                                              ; preds = %b24, %b23
  %t95 = phi float [ %t93, %b24 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b24 ], [ %t54, %b23 ]
  %t97 = icmp eq i32 %.2, 0, !dbg !417
  %t101 = select i1 %t96, i1 true, i1 %.1, !dbg !417
  %or.cond = select i1 %t97, i1 %t101, i1 false, !dbg !417
  br i1 %or.cond, label %b51, label %b52, !dbg !417

b51:                                              ; preds = %b45
  %t98 = select i1 %.1, float %a3, float -0.000000e+00, !dbg !417
  %spec.select8 = fadd float %t98, %t95, !dbg !417
  %t100 = select i1 %t96, float %spec.select8, float %a3, !dbg !417
  store float %t100, ptr addrspace(1) %a2, align 4, !dbg !417
  br label %b52, !dbg !417

b52:                                              ; preds = %b51, %b45
  ret void, !dbg !417
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
!18 = !DILocation(line: 73, column: 7, scope: !4)
!19 = !DILocation(line: 73, column: 11, scope: !4)
!20 = !DILocation(line: 78, column: 16, scope: !4)
!21 = !DILocation(line: 80, column: 17, scope: !4)
!22 = !DILocation(line: 80, column: 4, scope: !4)
!23 = !DILocation(line: 82, column: 16, scope: !4)
!24 = !DILocation(line: 66, column: 21, scope: !4)
!25 = !DILocation(line: 84, column: 9, scope: !4)
!26 = !DILocation(line: 85, column: 8, scope: !4)
!27 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eAxpy", scope: !1, file: !1, line: 94, type: !5, scopeLine: 94, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = !DILocation(line: 95, column: 14, scope: !27)
!29 = !DILocation(line: 96, column: 7, scope: !27)
!30 = !DILocation(line: 97, column: 20, scope: !27)
!31 = !DILocation(line: 97, column: 13, scope: !27)
!32 = !DILocation(line: 97, column: 17, scope: !27)
!33 = !DILocation(line: 97, column: 4, scope: !27)
!34 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eDiscriminant_5f_5fcontig", scope: !1, file: !1, line: 14, type: !5, scopeLine: 14, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = !DILocation(line: 14, column: 6, scope: !34)
!36 = !DILocation(line: 15, column: 39, scope: !34)
!37 = !DILocation(line: 15, column: 16, scope: !34)
!38 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eDiscriminant_5f_5fstrided", scope: !1, file: !1, line: 14, type: !5, scopeLine: 14, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = !DILocation(line: 14, column: 6, scope: !38)
!40 = !DILocation(line: 15, column: 39, scope: !38)
!41 = !DILocation(line: 15, column: 16, scope: !38)
!42 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin_5f_5fcontig", scope: !1, file: !1, line: 25, type: !5, scopeLine: 25, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!43 = !DILocation(line: 25, column: 6, scope: !42)
!44 = !DILocation(line: 25, column: 50, scope: !45, inlinedAt: !46)
!45 = distinct !DISubprogram(name: "github.com/kernlab/kern/bench/kernels.ExpSin", scope: !1, file: !1, line: 25, type: !5, scopeLine: 25, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = distinct !DILocation(line: 25, column: 6, scope: !42)
!47 = !DILocation(line: 25, column: 52, scope: !45, inlinedAt: !46)
!48 = !DILocation(line: 39, column: 11, scope: !49, inlinedAt: !46)
!49 = !DILexicalBlockFile(scope: !45, file: !50, discriminator: 0)
!50 = !DIFile(filename: "math/bits.go", directory: "")
!51 = !DILocation(line: 112, column: 12, scope: !52, inlinedAt: !46)
!52 = !DILexicalBlockFile(scope: !45, file: !53, discriminator: 0)
!53 = !DIFile(filename: "math/exp.go", directory: "")
!54 = !DILocation(line: 114, column: 9, scope: !52, inlinedAt: !46)
!55 = !DILocation(line: 116, column: 9, scope: !52, inlinedAt: !46)
!56 = !DILocation(line: 118, column: 17, scope: !52, inlinedAt: !46)
!57 = !DILocation(line: 119, column: 12, scope: !52, inlinedAt: !46)
!58 = !DILocation(line: 119, column: 3, scope: !52, inlinedAt: !46)
!59 = !DILocation(line: 125, column: 9, scope: !52, inlinedAt: !46)
!60 = !DILocation(line: 126, column: 16, scope: !52, inlinedAt: !46)
!61 = !DILocation(line: 126, column: 19, scope: !52, inlinedAt: !46)
!62 = !DILocation(line: 126, column: 10, scope: !52, inlinedAt: !46)
!63 = !DILocation(line: 130, column: 19, scope: !52, inlinedAt: !46)
!64 = !DILocation(line: 130, column: 22, scope: !52, inlinedAt: !46)
!65 = !DILocation(line: 130, column: 10, scope: !52, inlinedAt: !46)
!66 = !DILocation(line: 131, column: 19, scope: !52, inlinedAt: !46)
!67 = !DILocation(line: 193, column: 10, scope: !52, inlinedAt: !46)
!68 = !DILocation(line: 194, column: 9, scope: !52, inlinedAt: !46)
!69 = !DILocation(line: 195, column: 36, scope: !52, inlinedAt: !46)
!70 = !DILocation(line: 195, column: 34, scope: !52, inlinedAt: !46)
!71 = !DILocation(line: 195, column: 30, scope: !52, inlinedAt: !46)
!72 = !DILocation(line: 195, column: 28, scope: !52, inlinedAt: !46)
!73 = !DILocation(line: 195, column: 24, scope: !52, inlinedAt: !46)
!74 = !DILocation(line: 195, column: 22, scope: !52, inlinedAt: !46)
!75 = !DILocation(line: 195, column: 18, scope: !52, inlinedAt: !46)
!76 = !DILocation(line: 195, column: 16, scope: !52, inlinedAt: !46)
!77 = !DILocation(line: 195, column: 12, scope: !52, inlinedAt: !46)
!78 = !DILocation(line: 195, column: 9, scope: !52, inlinedAt: !46)
!79 = !DILocation(line: 196, column: 20, scope: !52, inlinedAt: !46)
!80 = !DILocation(line: 196, column: 26, scope: !52, inlinedAt: !46)
!81 = !DILocation(line: 196, column: 23, scope: !52, inlinedAt: !46)
!82 = !DILocation(line: 196, column: 16, scope: !52, inlinedAt: !46)
!83 = !DILocation(line: 196, column: 9, scope: !52, inlinedAt: !46)
!84 = !DILocation(line: 25, column: 12, scope: !85, inlinedAt: !46)
!85 = !DILexicalBlockFile(scope: !45, file: !86, discriminator: 0)
!86 = !DIFile(filename: "math/ldexp.go", directory: "")
!87 = !DILocation(line: 52, column: 10, scope: !49, inlinedAt: !46)
!88 = !DILocation(line: 56, column: 11, scope: !49, inlinedAt: !46)
!89 = !DILocation(line: 27, column: 12, scope: !85, inlinedAt: !46)
!90 = !DILocation(line: 63, column: 12, scope: !49, inlinedAt: !46)
!91 = !DILocation(line: 32, column: 18, scope: !85, inlinedAt: !46)
!92 = !DILocation(line: 33, column: 14, scope: !85, inlinedAt: !46)
!93 = !DILocation(line: 33, column: 22, scope: !85, inlinedAt: !46)
!94 = !DILocation(line: 33, column: 28, scope: !85, inlinedAt: !46)
!95 = !DILocation(line: 31, column: 2, scope: !85, inlinedAt: !46)
!96 = !DILocation(line: 33, column: 2, scope: !85, inlinedAt: !46)
!97 = !DILocation(line: 34, column: 9, scope: !85, inlinedAt: !46)
!98 = !DILocation(line: 35, column: 18, scope: !85, inlinedAt: !46)
!99 = !DILocation(line: 35, column: 3, scope: !85, inlinedAt: !46)
!100 = !DILocation(line: 37, column: 9, scope: !85, inlinedAt: !46)
!101 = !DILocation(line: 38, column: 11, scope: !85, inlinedAt: !46)
!102 = !DILocation(line: 0, scope: !85, inlinedAt: !46)
!103 = !DILocation(line: 44, column: 9, scope: !85, inlinedAt: !46)
!104 = !DILocation(line: 48, column: 2, scope: !85, inlinedAt: !46)
!105 = !DILocation(line: 49, column: 24, scope: !85, inlinedAt: !46)
!106 = !DILocation(line: 49, column: 2, scope: !85, inlinedAt: !46)
!107 = !DILocation(line: 50, column: 28, scope: !85, inlinedAt: !46)
!108 = !DILocation(line: 50, column: 11, scope: !85, inlinedAt: !46)
!109 = !DILocation(line: 50, column: 2, scope: !85, inlinedAt: !46)
!110 = !DILocation(line: 127, column: 9, scope: !52, inlinedAt: !46)
!111 = !DILocation(line: 128, column: 16, scope: !52, inlinedAt: !46)
!112 = !DILocation(line: 128, column: 19, scope: !52, inlinedAt: !46)
!113 = !DILocation(line: 128, column: 10, scope: !52, inlinedAt: !46)
!114 = !DILocation(line: 200, column: 9, scope: !115, inlinedAt: !46)
!115 = !DILexicalBlockFile(scope: !45, file: !116, discriminator: 0)
!116 = !DIFile(filename: "math/sin.go", directory: "")
!117 = !DILocation(line: 202, column: 12, scope: !115, inlinedAt: !46)
!118 = !DILocation(line: 208, column: 7, scope: !115, inlinedAt: !46)
!119 = !DILocation(line: 215, column: 7, scope: !115, inlinedAt: !46)
!120 = !DILocation(line: 33, column: 7, scope: !121, inlinedAt: !46)
!121 = !DILexicalBlockFile(scope: !45, file: !122, discriminator: 0)
!122 = !DIFile(filename: "math/trig_reduce.go", directory: "")
!123 = !DILocation(line: 38, column: 19, scope: !121, inlinedAt: !46)
!124 = !DILocation(line: 39, column: 15, scope: !121, inlinedAt: !46)
!125 = !DILocation(line: 39, column: 22, scope: !121, inlinedAt: !46)
!126 = !DILocation(line: 40, column: 2, scope: !121, inlinedAt: !46)
!127 = !DILocation(line: 41, column: 2, scope: !121, inlinedAt: !46)
!128 = !DILocation(line: 45, column: 29, scope: !121, inlinedAt: !46)
!129 = !DILocation(line: 45, column: 33, scope: !121, inlinedAt: !46)
!130 = !DILocation(line: 45, column: 50, scope: !121, inlinedAt: !46)
!131 = !DILocation(line: 46, column: 13, scope: !121, inlinedAt: !46)
!132 = !DILocation(line: 46, column: 21, scope: !121, inlinedAt: !46)
!133 = !DILocation(line: 46, column: 47, scope: !121, inlinedAt: !46)
!134 = !DILocation(line: 46, column: 41, scope: !121, inlinedAt: !46)
!135 = !DILocation(line: 46, column: 58, scope: !121, inlinedAt: !46)
!136 = !DILocation(line: 46, column: 51, scope: !121, inlinedAt: !46)
!137 = !DILocation(line: 46, column: 34, scope: !121, inlinedAt: !46)
!138 = !DILocation(line: 47, column: 23, scope: !121, inlinedAt: !46)
!139 = !DILocation(line: 47, column: 49, scope: !121, inlinedAt: !46)
!140 = !DILocation(line: 47, column: 43, scope: !121, inlinedAt: !46)
!141 = !DILocation(line: 47, column: 53, scope: !121, inlinedAt: !46)
!142 = !DILocation(line: 47, column: 36, scope: !121, inlinedAt: !46)
!143 = !DILocation(line: 48, column: 23, scope: !121, inlinedAt: !46)
!144 = !DILocation(line: 48, column: 49, scope: !121, inlinedAt: !46)
!145 = !DILocation(line: 48, column: 43, scope: !121, inlinedAt: !46)
!146 = !DILocation(line: 48, column: 53, scope: !121, inlinedAt: !46)
!147 = !DILocation(line: 48, column: 36, scope: !121, inlinedAt: !46)
!148 = !DILocation(line: 472, column: 10, scope: !149, inlinedAt: !46)
!149 = !DILexicalBlockFile(scope: !45, file: !150, discriminator: 0)
!150 = !DIFile(filename: "math/bits/bits.go", directory: "")
!151 = !DILocation(line: 473, column: 10, scope: !149, inlinedAt: !46)
!152 = !DILocation(line: 474, column: 10, scope: !149, inlinedAt: !46)
!153 = !DILocation(line: 475, column: 10, scope: !149, inlinedAt: !46)
!154 = !DILocation(line: 476, column: 11, scope: !149, inlinedAt: !46)
!155 = !DILocation(line: 477, column: 9, scope: !149, inlinedAt: !46)
!156 = !DILocation(line: 477, column: 17, scope: !149, inlinedAt: !46)
!157 = !DILocation(line: 477, column: 13, scope: !149, inlinedAt: !46)
!158 = !DILocation(line: 478, column: 10, scope: !149, inlinedAt: !46)
!159 = !DILocation(line: 479, column: 10, scope: !149, inlinedAt: !46)
!160 = !DILocation(line: 480, column: 11, scope: !149, inlinedAt: !46)
!161 = !DILocation(line: 480, column: 2, scope: !149, inlinedAt: !46)
!162 = !DILocation(line: 481, column: 9, scope: !149, inlinedAt: !46)
!163 = !DILocation(line: 481, column: 13, scope: !149, inlinedAt: !46)
!164 = !DILocation(line: 481, column: 22, scope: !149, inlinedAt: !46)
!165 = !DILocation(line: 481, column: 18, scope: !149, inlinedAt: !46)
!166 = !DILocation(line: 482, column: 9, scope: !149, inlinedAt: !46)
!167 = !DILocation(line: 52, column: 13, scope: !121, inlinedAt: !46)
!168 = !DILocation(line: 387, column: 10, scope: !149, inlinedAt: !46)
!169 = !DILocation(line: 391, column: 17, scope: !149, inlinedAt: !46)
!170 = !DILocation(line: 391, column: 28, scope: !149, inlinedAt: !46)
!171 = !DILocation(line: 391, column: 33, scope: !149, inlinedAt: !46)
!172 = !DILocation(line: 391, column: 22, scope: !149, inlinedAt: !46)
!173 = !DILocation(line: 391, column: 42, scope: !149, inlinedAt: !46)
!174 = !DILocation(line: 387, column: 14, scope: !149, inlinedAt: !46)
!175 = !DILocation(line: 56, column: 9, scope: !121, inlinedAt: !46)
!176 = !DILocation(line: 58, column: 13, scope: !121, inlinedAt: !46)
!177 = !DILocation(line: 59, column: 32, scope: !121, inlinedAt: !46)
!178 = !{i64 0, i64 65}
!179 = !DILocation(line: 60, column: 25, scope: !121, inlinedAt: !46)
!180 = !DILocation(line: 62, column: 11, scope: !121, inlinedAt: !46)
!181 = !DILocation(line: 62, column: 37, scope: !121, inlinedAt: !46)
!182 = !DILocation(line: 62, column: 30, scope: !121, inlinedAt: !46)
!183 = !DILocation(line: 62, column: 24, scope: !121, inlinedAt: !46)
!184 = !DILocation(line: 63, column: 2, scope: !121, inlinedAt: !46)
!185 = !DILocation(line: 65, column: 10, scope: !121, inlinedAt: !46)
!186 = !DILocation(line: 65, column: 2, scope: !121, inlinedAt: !46)
!187 = !DILocation(line: 66, column: 21, scope: !121, inlinedAt: !46)
!188 = !DILocation(line: 68, column: 9, scope: !121, inlinedAt: !46)
!189 = !DILocation(line: 69, column: 3, scope: !121, inlinedAt: !46)
!190 = !DILocation(line: 70, column: 3, scope: !121, inlinedAt: !46)
!191 = !DILocation(line: 71, column: 3, scope: !121, inlinedAt: !46)
!192 = !DILocation(line: 74, column: 14, scope: !121, inlinedAt: !46)
!193 = !DILocation(line: 74, column: 2, scope: !121, inlinedAt: !46)
!194 = !DILocation(line: 230, column: 7, scope: !115, inlinedAt: !46)
!195 = !DILocation(line: 232, column: 3, scope: !115, inlinedAt: !46)
!196 = !DILocation(line: 234, column: 10, scope: !115, inlinedAt: !46)
!197 = !DILocation(line: 235, column: 7, scope: !115, inlinedAt: !46)
!198 = !DILocation(line: 236, column: 16, scope: !115, inlinedAt: !46)
!199 = !DILocation(line: 236, column: 11, scope: !115, inlinedAt: !46)
!200 = !DILocation(line: 236, column: 41, scope: !115, inlinedAt: !46)
!201 = !DILocation(line: 236, column: 45, scope: !115, inlinedAt: !46)
!202 = !DILocation(line: 236, column: 20, scope: !115, inlinedAt: !46)
!203 = !DILocation(line: 0, scope: !115, inlinedAt: !46)
!204 = !DILocation(line: 214, column: 6, scope: !115, inlinedAt: !46)
!205 = !DILocation(line: 243, column: 2, scope: !115, inlinedAt: !46)
!206 = !DILocation(line: 238, column: 29, scope: !115, inlinedAt: !46)
!207 = !DILocation(line: 238, column: 33, scope: !115, inlinedAt: !46)
!208 = !DILocation(line: 238, column: 9, scope: !115, inlinedAt: !46)
!209 = !DILocation(line: 218, column: 16, scope: !115, inlinedAt: !46)
!210 = !DILocation(line: 218, column: 13, scope: !115, inlinedAt: !46)
!211 = !DILocation(line: 219, column: 14, scope: !115, inlinedAt: !46)
!212 = !DILocation(line: 222, column: 7, scope: !115, inlinedAt: !46)
!213 = !DILocation(line: 222, column: 10, scope: !115, inlinedAt: !46)
!214 = !DILocation(line: 226, column: 3, scope: !115, inlinedAt: !46)
!215 = !DILocation(line: 227, column: 14, scope: !115, inlinedAt: !46)
!216 = !DILocation(line: 227, column: 11, scope: !115, inlinedAt: !46)
!217 = !DILocation(line: 227, column: 24, scope: !115, inlinedAt: !46)
!218 = !DILocation(line: 227, column: 21, scope: !115, inlinedAt: !46)
!219 = !DILocation(line: 227, column: 34, scope: !115, inlinedAt: !46)
!220 = !DILocation(line: 227, column: 31, scope: !115, inlinedAt: !46)
!221 = !DILocation(line: 25, column: 56, scope: !45, inlinedAt: !46)
!222 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin_5f_5fstrided", scope: !1, file: !1, line: 25, type: !5, scopeLine: 25, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!223 = !DILocation(line: 25, column: 6, scope: !222)
!224 = !DILocation(line: 25, column: 50, scope: !45, inlinedAt: !225)
!225 = distinct !DILocation(line: 25, column: 6, scope: !222)
!226 = !DILocation(line: 25, column: 52, scope: !45, inlinedAt: !225)
!227 = !DILocation(line: 39, column: 11, scope: !49, inlinedAt: !225)
!228 = !DILocation(line: 112, column: 12, scope: !52, inlinedAt: !225)
!229 = !DILocation(line: 114, column: 9, scope: !52, inlinedAt: !225)
!230 = !DILocation(line: 116, column: 9, scope: !52, inlinedAt: !225)
!231 = !DILocation(line: 118, column: 17, scope: !52, inlinedAt: !225)
!232 = !DILocation(line: 119, column: 12, scope: !52, inlinedAt: !225)
!233 = !DILocation(line: 119, column: 3, scope: !52, inlinedAt: !225)
!234 = !DILocation(line: 125, column: 9, scope: !52, inlinedAt: !225)
!235 = !DILocation(line: 126, column: 16, scope: !52, inlinedAt: !225)
!236 = !DILocation(line: 126, column: 19, scope: !52, inlinedAt: !225)
!237 = !DILocation(line: 126, column: 10, scope: !52, inlinedAt: !225)
!238 = !DILocation(line: 130, column: 19, scope: !52, inlinedAt: !225)
!239 = !DILocation(line: 130, column: 22, scope: !52, inlinedAt: !225)
!240 = !DILocation(line: 130, column: 10, scope: !52, inlinedAt: !225)
!241 = !DILocation(line: 131, column: 19, scope: !52, inlinedAt: !225)
!242 = !DILocation(line: 193, column: 10, scope: !52, inlinedAt: !225)
!243 = !DILocation(line: 194, column: 9, scope: !52, inlinedAt: !225)
!244 = !DILocation(line: 195, column: 36, scope: !52, inlinedAt: !225)
!245 = !DILocation(line: 195, column: 34, scope: !52, inlinedAt: !225)
!246 = !DILocation(line: 195, column: 30, scope: !52, inlinedAt: !225)
!247 = !DILocation(line: 195, column: 28, scope: !52, inlinedAt: !225)
!248 = !DILocation(line: 195, column: 24, scope: !52, inlinedAt: !225)
!249 = !DILocation(line: 195, column: 22, scope: !52, inlinedAt: !225)
!250 = !DILocation(line: 195, column: 18, scope: !52, inlinedAt: !225)
!251 = !DILocation(line: 195, column: 16, scope: !52, inlinedAt: !225)
!252 = !DILocation(line: 195, column: 12, scope: !52, inlinedAt: !225)
!253 = !DILocation(line: 195, column: 9, scope: !52, inlinedAt: !225)
!254 = !DILocation(line: 196, column: 20, scope: !52, inlinedAt: !225)
!255 = !DILocation(line: 196, column: 26, scope: !52, inlinedAt: !225)
!256 = !DILocation(line: 196, column: 23, scope: !52, inlinedAt: !225)
!257 = !DILocation(line: 196, column: 16, scope: !52, inlinedAt: !225)
!258 = !DILocation(line: 196, column: 9, scope: !52, inlinedAt: !225)
!259 = !DILocation(line: 25, column: 12, scope: !85, inlinedAt: !225)
!260 = !DILocation(line: 52, column: 10, scope: !49, inlinedAt: !225)
!261 = !DILocation(line: 56, column: 11, scope: !49, inlinedAt: !225)
!262 = !DILocation(line: 27, column: 12, scope: !85, inlinedAt: !225)
!263 = !DILocation(line: 63, column: 12, scope: !49, inlinedAt: !225)
!264 = !DILocation(line: 32, column: 18, scope: !85, inlinedAt: !225)
!265 = !DILocation(line: 33, column: 14, scope: !85, inlinedAt: !225)
!266 = !DILocation(line: 33, column: 22, scope: !85, inlinedAt: !225)
!267 = !DILocation(line: 33, column: 28, scope: !85, inlinedAt: !225)
!268 = !DILocation(line: 31, column: 2, scope: !85, inlinedAt: !225)
!269 = !DILocation(line: 33, column: 2, scope: !85, inlinedAt: !225)
!270 = !DILocation(line: 34, column: 9, scope: !85, inlinedAt: !225)
!271 = !DILocation(line: 35, column: 18, scope: !85, inlinedAt: !225)
!272 = !DILocation(line: 35, column: 3, scope: !85, inlinedAt: !225)
!273 = !DILocation(line: 37, column: 9, scope: !85, inlinedAt: !225)
!274 = !DILocation(line: 38, column: 11, scope: !85, inlinedAt: !225)
!275 = !DILocation(line: 0, scope: !85, inlinedAt: !225)
!276 = !DILocation(line: 44, column: 9, scope: !85, inlinedAt: !225)
!277 = !DILocation(line: 48, column: 2, scope: !85, inlinedAt: !225)
!278 = !DILocation(line: 49, column: 24, scope: !85, inlinedAt: !225)
!279 = !DILocation(line: 49, column: 2, scope: !85, inlinedAt: !225)
!280 = !DILocation(line: 50, column: 28, scope: !85, inlinedAt: !225)
!281 = !DILocation(line: 50, column: 11, scope: !85, inlinedAt: !225)
!282 = !DILocation(line: 50, column: 2, scope: !85, inlinedAt: !225)
!283 = !DILocation(line: 127, column: 9, scope: !52, inlinedAt: !225)
!284 = !DILocation(line: 128, column: 16, scope: !52, inlinedAt: !225)
!285 = !DILocation(line: 128, column: 19, scope: !52, inlinedAt: !225)
!286 = !DILocation(line: 128, column: 10, scope: !52, inlinedAt: !225)
!287 = !DILocation(line: 200, column: 9, scope: !115, inlinedAt: !225)
!288 = !DILocation(line: 202, column: 12, scope: !115, inlinedAt: !225)
!289 = !DILocation(line: 208, column: 7, scope: !115, inlinedAt: !225)
!290 = !DILocation(line: 215, column: 7, scope: !115, inlinedAt: !225)
!291 = !DILocation(line: 33, column: 7, scope: !121, inlinedAt: !225)
!292 = !DILocation(line: 38, column: 19, scope: !121, inlinedAt: !225)
!293 = !DILocation(line: 39, column: 15, scope: !121, inlinedAt: !225)
!294 = !DILocation(line: 39, column: 22, scope: !121, inlinedAt: !225)
!295 = !DILocation(line: 40, column: 2, scope: !121, inlinedAt: !225)
!296 = !DILocation(line: 41, column: 2, scope: !121, inlinedAt: !225)
!297 = !DILocation(line: 45, column: 29, scope: !121, inlinedAt: !225)
!298 = !DILocation(line: 45, column: 33, scope: !121, inlinedAt: !225)
!299 = !DILocation(line: 45, column: 50, scope: !121, inlinedAt: !225)
!300 = !DILocation(line: 46, column: 13, scope: !121, inlinedAt: !225)
!301 = !DILocation(line: 46, column: 21, scope: !121, inlinedAt: !225)
!302 = !DILocation(line: 46, column: 47, scope: !121, inlinedAt: !225)
!303 = !DILocation(line: 46, column: 41, scope: !121, inlinedAt: !225)
!304 = !DILocation(line: 46, column: 58, scope: !121, inlinedAt: !225)
!305 = !DILocation(line: 46, column: 51, scope: !121, inlinedAt: !225)
!306 = !DILocation(line: 46, column: 34, scope: !121, inlinedAt: !225)
!307 = !DILocation(line: 47, column: 23, scope: !121, inlinedAt: !225)
!308 = !DILocation(line: 47, column: 49, scope: !121, inlinedAt: !225)
!309 = !DILocation(line: 47, column: 43, scope: !121, inlinedAt: !225)
!310 = !DILocation(line: 47, column: 53, scope: !121, inlinedAt: !225)
!311 = !DILocation(line: 47, column: 36, scope: !121, inlinedAt: !225)
!312 = !DILocation(line: 48, column: 23, scope: !121, inlinedAt: !225)
!313 = !DILocation(line: 48, column: 49, scope: !121, inlinedAt: !225)
!314 = !DILocation(line: 48, column: 43, scope: !121, inlinedAt: !225)
!315 = !DILocation(line: 48, column: 53, scope: !121, inlinedAt: !225)
!316 = !DILocation(line: 48, column: 36, scope: !121, inlinedAt: !225)
!317 = !DILocation(line: 472, column: 10, scope: !149, inlinedAt: !225)
!318 = !DILocation(line: 473, column: 10, scope: !149, inlinedAt: !225)
!319 = !DILocation(line: 474, column: 10, scope: !149, inlinedAt: !225)
!320 = !DILocation(line: 475, column: 10, scope: !149, inlinedAt: !225)
!321 = !DILocation(line: 476, column: 11, scope: !149, inlinedAt: !225)
!322 = !DILocation(line: 477, column: 9, scope: !149, inlinedAt: !225)
!323 = !DILocation(line: 477, column: 17, scope: !149, inlinedAt: !225)
!324 = !DILocation(line: 477, column: 13, scope: !149, inlinedAt: !225)
!325 = !DILocation(line: 478, column: 10, scope: !149, inlinedAt: !225)
!326 = !DILocation(line: 479, column: 10, scope: !149, inlinedAt: !225)
!327 = !DILocation(line: 480, column: 11, scope: !149, inlinedAt: !225)
!328 = !DILocation(line: 480, column: 2, scope: !149, inlinedAt: !225)
!329 = !DILocation(line: 481, column: 9, scope: !149, inlinedAt: !225)
!330 = !DILocation(line: 481, column: 13, scope: !149, inlinedAt: !225)
!331 = !DILocation(line: 481, column: 22, scope: !149, inlinedAt: !225)
!332 = !DILocation(line: 481, column: 18, scope: !149, inlinedAt: !225)
!333 = !DILocation(line: 482, column: 9, scope: !149, inlinedAt: !225)
!334 = !DILocation(line: 52, column: 13, scope: !121, inlinedAt: !225)
!335 = !DILocation(line: 387, column: 10, scope: !149, inlinedAt: !225)
!336 = !DILocation(line: 391, column: 17, scope: !149, inlinedAt: !225)
!337 = !DILocation(line: 391, column: 28, scope: !149, inlinedAt: !225)
!338 = !DILocation(line: 391, column: 33, scope: !149, inlinedAt: !225)
!339 = !DILocation(line: 391, column: 22, scope: !149, inlinedAt: !225)
!340 = !DILocation(line: 391, column: 42, scope: !149, inlinedAt: !225)
!341 = !DILocation(line: 387, column: 14, scope: !149, inlinedAt: !225)
!342 = !DILocation(line: 56, column: 9, scope: !121, inlinedAt: !225)
!343 = !DILocation(line: 58, column: 13, scope: !121, inlinedAt: !225)
!344 = !DILocation(line: 59, column: 32, scope: !121, inlinedAt: !225)
!345 = !DILocation(line: 60, column: 25, scope: !121, inlinedAt: !225)
!346 = !DILocation(line: 62, column: 11, scope: !121, inlinedAt: !225)
!347 = !DILocation(line: 62, column: 37, scope: !121, inlinedAt: !225)
!348 = !DILocation(line: 62, column: 30, scope: !121, inlinedAt: !225)
!349 = !DILocation(line: 62, column: 24, scope: !121, inlinedAt: !225)
!350 = !DILocation(line: 63, column: 2, scope: !121, inlinedAt: !225)
!351 = !DILocation(line: 65, column: 10, scope: !121, inlinedAt: !225)
!352 = !DILocation(line: 65, column: 2, scope: !121, inlinedAt: !225)
!353 = !DILocation(line: 66, column: 21, scope: !121, inlinedAt: !225)
!354 = !DILocation(line: 68, column: 9, scope: !121, inlinedAt: !225)
!355 = !DILocation(line: 69, column: 3, scope: !121, inlinedAt: !225)
!356 = !DILocation(line: 70, column: 3, scope: !121, inlinedAt: !225)
!357 = !DILocation(line: 71, column: 3, scope: !121, inlinedAt: !225)
!358 = !DILocation(line: 74, column: 14, scope: !121, inlinedAt: !225)
!359 = !DILocation(line: 74, column: 2, scope: !121, inlinedAt: !225)
!360 = !DILocation(line: 230, column: 7, scope: !115, inlinedAt: !225)
!361 = !DILocation(line: 232, column: 3, scope: !115, inlinedAt: !225)
!362 = !DILocation(line: 234, column: 10, scope: !115, inlinedAt: !225)
!363 = !DILocation(line: 235, column: 7, scope: !115, inlinedAt: !225)
!364 = !DILocation(line: 236, column: 16, scope: !115, inlinedAt: !225)
!365 = !DILocation(line: 236, column: 11, scope: !115, inlinedAt: !225)
!366 = !DILocation(line: 236, column: 41, scope: !115, inlinedAt: !225)
!367 = !DILocation(line: 236, column: 45, scope: !115, inlinedAt: !225)
!368 = !DILocation(line: 236, column: 20, scope: !115, inlinedAt: !225)
!369 = !DILocation(line: 0, scope: !115, inlinedAt: !225)
!370 = !DILocation(line: 214, column: 6, scope: !115, inlinedAt: !225)
!371 = !DILocation(line: 243, column: 2, scope: !115, inlinedAt: !225)
!372 = !DILocation(line: 238, column: 29, scope: !115, inlinedAt: !225)
!373 = !DILocation(line: 238, column: 33, scope: !115, inlinedAt: !225)
!374 = !DILocation(line: 238, column: 9, scope: !115, inlinedAt: !225)
!375 = !DILocation(line: 218, column: 16, scope: !115, inlinedAt: !225)
!376 = !DILocation(line: 218, column: 13, scope: !115, inlinedAt: !225)
!377 = !DILocation(line: 219, column: 14, scope: !115, inlinedAt: !225)
!378 = !DILocation(line: 222, column: 7, scope: !115, inlinedAt: !225)
!379 = !DILocation(line: 222, column: 10, scope: !115, inlinedAt: !225)
!380 = !DILocation(line: 226, column: 3, scope: !115, inlinedAt: !225)
!381 = !DILocation(line: 227, column: 14, scope: !115, inlinedAt: !225)
!382 = !DILocation(line: 227, column: 11, scope: !115, inlinedAt: !225)
!383 = !DILocation(line: 227, column: 24, scope: !115, inlinedAt: !225)
!384 = !DILocation(line: 227, column: 21, scope: !115, inlinedAt: !225)
!385 = !DILocation(line: 227, column: 34, scope: !115, inlinedAt: !225)
!386 = !DILocation(line: 227, column: 31, scope: !115, inlinedAt: !225)
!387 = !DILocation(line: 25, column: 56, scope: !45, inlinedAt: !225)
!388 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fcontig", scope: !1, file: !1, line: 31, type: !5, scopeLine: 31, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!389 = !DILocation(line: 31, column: 6, scope: !388)
!390 = !DILocation(line: 32, column: 7, scope: !388)
!391 = !DILocation(line: 33, column: 13, scope: !388)
!392 = !DILocation(line: 33, column: 3, scope: !388)
!393 = !DILocation(line: 35, column: 7, scope: !388)
!394 = !DILocation(line: 36, column: 18, scope: !388)
!395 = !DILocation(line: 36, column: 15, scope: !388)
!396 = !DILocation(line: 36, column: 3, scope: !388)
!397 = !DILocation(line: 38, column: 10, scope: !388)
!398 = !DILocation(line: 38, column: 13, scope: !388)
!399 = !DILocation(line: 38, column: 2, scope: !388)
!400 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fstrided", scope: !1, file: !1, line: 31, type: !5, scopeLine: 31, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!412 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1", scope: !1, file: !1, line: 44, type: !5, scopeLine: 44, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!413 = !DILocation(line: 44, column: 6, scope: !412)
!414 = !DILocation(line: 44, column: 43, scope: !412)
!415 = !{!"exec"}
!416 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2", scope: !1, file: !1, line: 44, type: !5, scopeLine: 44, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!417 = !DILocation(line: 44, column: 6, scope: !416)
!418 = !DILocation(line: 44, column: 43, scope: !416)
