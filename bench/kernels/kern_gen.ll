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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eMatMulTiled(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, ptr addrspace(1) nocapture readonly %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) nocapture writeonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #0 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t3 = sext i32 %.16 to i64
  %.17 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.18 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 4
  %.19 = load i16, ptr addrspace(4) %.18, align 4, !invariant.load !0
  %t5 = zext i16 %.19 to i64
  %t6 = mul nsw i64 %t5, %t3
  %.21 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t8 = sext i32 %.21 to i64
  %t9 = add nsw i64 %t6, %t8
  %.22 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %t11 = sext i32 %.22 to i64
  %.24 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 6
  %.25 = load i16, ptr addrspace(4) %.24, align 2, !invariant.load !0
  %t13 = zext i16 %.25 to i64
  %t14 = mul nsw i64 %t13, %t11
  %.27 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %t16 = sext i32 %.27 to i64
  %t17 = add nsw i64 %t14, %t16
  %t21 = icmp slt i64 %t17, %a11
  %t26 = icmp slt i64 %t9, %a12
  %t31 = getelementptr inbounds [64 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eMatMulTiled.shared.0, i32 %.27
  %t32 = getelementptr inbounds float, ptr addrspace(3) %t31, i32 %.21
  %t33 = getelementptr inbounds [64 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eMatMulTiled.shared.1, i32 %.27
  %t34 = getelementptr inbounds float, ptr addrspace(3) %t33, i32 %.21
  %t36 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eMatMulTiled.shared.1, i32 %.21
  %t40 = shl i64 %a4, 4
  %t44 = shl i64 %a8, 4
  %t493 = icmp sgt i64 %a2, 0
  br i1 %t493, label %b2.lr.ph, label %b9

b2.lr.ph:                                         ; preds = %entry
  %t29 = mul i64 %t9, %a9
  %t41 = mul i64 %t16, %a8
  %t42 = add i64 %t29, %t41
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t42
  %t23 = mul i64 %t17, %a3
  %t37 = mul i64 %t8, %a4
  %t38 = add i64 %t23, %t37
  %t39 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t38
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
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %b8
  %t487 = phi i64 [ 0, %b2.lr.ph ], [ %t137, %b8 ]
  %t476 = phi float [ 0.000000e+00, %b2.lr.ph ], [ %t136, %b8 ]
  %t465 = phi ptr addrspace(1) [ %t39, %b2.lr.ph ], [ %t138, %b8 ]
  %t454 = phi ptr addrspace(1) [ %t43, %b2.lr.ph ], [ %t139, %b8 ]
  %t50 = add i64 %t487, %t8
  %t51 = icmp slt i64 %t50, %a2
  %or.cond = select i1 %t21, i1 %t51, i1 false
  br i1 %or.cond, label %b4, label %b5

b4:                                               ; preds = %b2
  %.28 = load float, ptr addrspace(1) %t465, align 4
  br label %b5

b5:                                               ; preds = %b4, %b2
  %t53 = phi float [ 0.000000e+00, %b2 ], [ %.28, %b4 ]
  %t54 = add i64 %t487, %t16
  %t55 = icmp sge i64 %t54, %a2
  %brmerge = select i1 %t55, i1 true, i1 %t26.not
  br i1 %brmerge, label %b8, label %b7

b7:                                               ; preds = %b5
  %.29 = load float, ptr addrspace(1) %t454, align 4
  br label %b8

b8:                                               ; preds = %b5, %b7
  %t57 = phi float [ 0.000000e+00, %b5 ], [ %.29, %b7 ]
  store float %t53, ptr addrspace(3) %t32, align 4
  store float %t57, ptr addrspace(3) %t34, align 4
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %.30 = load float, ptr addrspace(3) %t31, align 4
  %.31 = load float, ptr addrspace(3) %t36, align 4
  %t61 = tail call float @llvm.fma.f32(float %.30, float %.31, float %t476)
  %.32 = load float, ptr addrspace(3) %t62, align 4
  %.33 = load float, ptr addrspace(3) %t64, align 4
  %t66 = tail call float @llvm.fma.f32(float %.32, float %.33, float %t61)
  %.34 = load float, ptr addrspace(3) %t67, align 4
  %.35 = load float, ptr addrspace(3) %t69, align 4
  %t71 = tail call float @llvm.fma.f32(float %.34, float %.35, float %t66)
  %.36 = load float, ptr addrspace(3) %t72, align 4
  %.37 = load float, ptr addrspace(3) %t74, align 4
  %t76 = tail call float @llvm.fma.f32(float %.36, float %.37, float %t71)
  %.38 = load float, ptr addrspace(3) %t77, align 4
  %.39 = load float, ptr addrspace(3) %t79, align 4
  %t81 = tail call float @llvm.fma.f32(float %.38, float %.39, float %t76)
  %.40 = load float, ptr addrspace(3) %t82, align 4
  %.41 = load float, ptr addrspace(3) %t84, align 4
  %t86 = tail call float @llvm.fma.f32(float %.40, float %.41, float %t81)
  %.42 = load float, ptr addrspace(3) %t87, align 4
  %.43 = load float, ptr addrspace(3) %t89, align 4
  %t91 = tail call float @llvm.fma.f32(float %.42, float %.43, float %t86)
  %.44 = load float, ptr addrspace(3) %t92, align 4
  %.45 = load float, ptr addrspace(3) %t94, align 4
  %t96 = tail call float @llvm.fma.f32(float %.44, float %.45, float %t91)
  %.46 = load float, ptr addrspace(3) %t97, align 4
  %.47 = load float, ptr addrspace(3) %t99, align 4
  %t101 = tail call float @llvm.fma.f32(float %.46, float %.47, float %t96)
  %.48 = load float, ptr addrspace(3) %t102, align 4
  %.49 = load float, ptr addrspace(3) %t104, align 4
  %t106 = tail call float @llvm.fma.f32(float %.48, float %.49, float %t101)
  %.50 = load float, ptr addrspace(3) %t107, align 4
  %.51 = load float, ptr addrspace(3) %t109, align 4
  %t111 = tail call float @llvm.fma.f32(float %.50, float %.51, float %t106)
  %.52 = load float, ptr addrspace(3) %t112, align 4
  %.53 = load float, ptr addrspace(3) %t114, align 4
  %t116 = tail call float @llvm.fma.f32(float %.52, float %.53, float %t111)
  %.54 = load float, ptr addrspace(3) %t117, align 4
  %.55 = load float, ptr addrspace(3) %t119, align 4
  %t121 = tail call float @llvm.fma.f32(float %.54, float %.55, float %t116)
  %.56 = load float, ptr addrspace(3) %t122, align 4
  %.57 = load float, ptr addrspace(3) %t124, align 4
  %t126 = tail call float @llvm.fma.f32(float %.56, float %.57, float %t121)
  %.58 = load float, ptr addrspace(3) %t127, align 4
  %.59 = load float, ptr addrspace(3) %t129, align 4
  %t131 = tail call float @llvm.fma.f32(float %.58, float %.59, float %t126)
  %.60 = load float, ptr addrspace(3) %t132, align 4
  %.61 = load float, ptr addrspace(3) %t134, align 4
  %t136 = tail call float @llvm.fma.f32(float %.60, float %.61, float %t131)
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t137 = add i64 %t487, 16
  %t138 = getelementptr inbounds float, ptr addrspace(1) %t465, i64 %t40
  %t139 = getelementptr inbounds float, ptr addrspace(1) %t454, i64 %t44
  %t49 = icmp slt i64 %t137, %a2
  br i1 %t49, label %b2, label %b9

b9:                                               ; preds = %b8, %entry
  %t47.lcssa = phi float [ 0.000000e+00, %entry ], [ %t136, %b8 ]
  %0 = select i1 %t21, i1 %t26, i1 false
  br i1 %0, label %b11, label %b12

b11:                                              ; preds = %b9
  %t141 = mul i64 %t17, %a13
  %t143 = mul i64 %t9, %a14
  %t144 = add i64 %t141, %t143
  %t146 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t144
  store float %t47.lcssa, ptr addrspace(1) %t146, align 4
  br label %b12

b12:                                              ; preds = %b9, %b11
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eAxpy(float %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, i64 %a3, ptr addrspace(1) nocapture %a4, i64 %a5, i64 %a6) local_unnamed_addr #1 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.7 to i64
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !invariant.load !0
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.12 to i64
  %t7 = add nsw i64 %t4, %t6
  %t9 = icmp slt i64 %t7, %a5
  br i1 %t9, label %b1, label %b2

b1:                                               ; preds = %entry
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a4, i64 %t7
  %t11 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t7
  %.13 = load float, ptr addrspace(1) %t11, align 4, !amdgpu.noclobber !0
  %.14 = load float, ptr addrspace(1) %t14, align 4, !amdgpu.noclobber !0
  %t16 = tail call float @llvm.fma.f32(float %a0, float %.13, float %.14)
  store float %t16, ptr addrspace(1) %t14, align 4
  br label %b2

b2:                                               ; preds = %b1, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eDiscriminant_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, float %a4, ptr addrspace(1) readonly %a5, float %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #2 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null
  %t1.not = icmp eq ptr addrspace(1) %a3, null
  %t2.not = icmp eq ptr addrspace(1) %a5, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t4 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t6 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t10 = sext i32 %.16 to i64
  %t11 = mul nsw i64 %t8, %t6
  %t12 = add nsw i64 %t11, %t4
  %t13 = mul nsw i64 %t10, %t8
  %t151 = icmp slt i64 %t12, %a0
  br i1 %t151, label %b2, label %b9

b2:                                               ; preds = %entry, %b8
  %t142 = phi i64 [ %t31, %b8 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t142
  %.17 = load float, ptr addrspace(1) %t16, align 4
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t18 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t142
  %.18 = load float, ptr addrspace(1) %t19, align 4
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t21 = phi float [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t142
  %.19 = load float, ptr addrspace(1) %t22, align 4
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t24 = phi float [ %.19, %b7 ], [ %a6, %b6 ]
  %0 = fmul float %t18, -4.000000e+00
  %t27 = fmul float %0, %t24
  %t28 = tail call float @llvm.fma.f32(float %t21, float %t21, float %t27)
  %.20 = fcmp olt float %t28, 0x39F0000000000000
  %.21 = fmul float %t28, 0x41F0000000000000
  %.22 = select i1 %.20, float %.21, float %t28
  %.23 = tail call float @llvm.amdgcn.sqrt.f32(float %.22)
  %.24 = bitcast float %.23 to i32
  %.25 = add i32 %.24, -1
  %.26 = bitcast i32 %.25 to float
  %.27 = fneg float %.26
  %.28 = tail call float @llvm.fma.f32(float %.27, float %.23, float %.22)
  %.29 = add i32 %.24, 1
  %.30 = bitcast i32 %.29 to float
  %.31 = fneg float %.30
  %.32 = tail call float @llvm.fma.f32(float %.31, float %.23, float %.22)
  %.33 = fcmp ole float %.28, 0.000000e+00
  %.34 = select i1 %.33, float %.26, float %.23
  %.35 = fcmp ogt float %.32, 0.000000e+00
  %.36 = select i1 %.35, float %.30, float %.34
  %.37 = fmul float %.36, 0x3EF0000000000000
  %.38 = select i1 %.20, float %.37, float %.36
  %.39 = fcmp oeq float %.22, 0.000000e+00
  %.40 = fcmp oeq float %.22, 0x7FF0000000000000
  %.41 = or i1 %.39, %.40
  %.42 = select i1 %.41, float %.22, float %.38
  %t30 = getelementptr inbounds float, ptr addrspace(1) %a7, i64 %t142
  store float %.42, ptr addrspace(1) %t30, align 4
  %t31 = add i64 %t142, %t13
  %t15 = icmp slt i64 %t31, %a0
  br i1 %t15, label %b2, label %b9

b9:                                               ; preds = %b8, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eDiscriminant_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, float %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #2 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null
  %t1.not = icmp eq ptr addrspace(1) %a20, null
  %t2.not = icmp eq ptr addrspace(1) %a30, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t4 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t6 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t10 = sext i32 %.16 to i64
  %t11 = mul nsw i64 %t8, %t6
  %t12 = add nsw i64 %t11, %t4
  %t13 = mul nsw i64 %t10, %t8
  %t14 = icmp sgt i64 %a1, 7
  %t15 = icmp sgt i64 %a1, 6
  %t16 = icmp sgt i64 %a1, 5
  %t17 = icmp sgt i64 %a1, 4
  %t18 = icmp sgt i64 %a1, 3
  %t19 = icmp sgt i64 %a1, 2
  %t20 = icmp sgt i64 %a1, 1
  %t21 = icmp sgt i64 %a1, 0
  %t231 = icmp slt i64 %t12, %a0
  br i1 %t231, label %b2.lr.ph, label %b25

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
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %b24
  %t222 = phi i64 [ %t12, %b2.lr.ph ], [ %t152, %b24 ]
  br i1 %t14, label %b3, label %b4

b3:                                               ; preds = %b2
  %t222.frozen = freeze i64 %t222
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t222.frozen, %.20.frozen
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t222.frozen, %14
  %.22 = select i1 %.17, i64 %t222, i64 %.21.decomposed
  %.28 = sub i64 0, %t222
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t26 = mul i64 %.22, %a19
  %t27 = mul i64 %.22, %a29
  %t28 = mul i64 %.22, %a39
  %t29 = mul i64 %.22, %a48
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t30 = phi i64 [ %.30, %b3 ], [ %t222, %b2 ]
  %t31 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6

b5:                                               ; preds = %b4
  %t30.frozen = freeze i64 %t30
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t30.frozen, %.34.frozen
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t30.frozen, %15
  %.36 = select i1 %.31, i64 %t30, i64 %.35.decomposed
  %.42 = sub i64 0, %t30
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t37 = mul i64 %.36, %a18
  %t38 = add i64 %t37, %t31
  %t39 = mul i64 %.36, %a28
  %t40 = add i64 %t39, %t32
  %t41 = mul i64 %.36, %a38
  %t42 = add i64 %t41, %t33
  %t43 = mul i64 %.36, %a47
  %t44 = add i64 %t43, %t34
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t45 = phi i64 [ %.44, %b5 ], [ %t30, %b4 ]
  %t46 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t42, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t44, %b5 ], [ %t34, %b4 ]
  br i1 %t16, label %b7, label %b8

b7:                                               ; preds = %b6
  %t45.frozen = freeze i64 %t45
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t45.frozen, %.48.frozen
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t45.frozen, %16
  %.50 = select i1 %.45, i64 %t45, i64 %.49.decomposed
  %.56 = sub i64 0, %t45
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t52 = mul i64 %.50, %a17
  %t53 = add i64 %t52, %t46
  %t54 = mul i64 %.50, %a27
  %t55 = add i64 %t54, %t47
  %t56 = mul i64 %.50, %a37
  %t57 = add i64 %t56, %t48
  %t58 = mul i64 %.50, %a46
  %t59 = add i64 %t58, %t49
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %.58, %b7 ], [ %t45, %b6 ]
  %t61 = phi i64 [ %t53, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t55, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t57, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t59, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10

b9:                                               ; preds = %b8
  %t60.frozen = freeze i64 %t60
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t60.frozen, %.62.frozen
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t60.frozen, %17
  %.64 = select i1 %.59, i64 %t60, i64 %.63.decomposed
  %.70 = sub i64 0, %t60
  %.71 = select i1 %.60, i64 %.70, i64 %.69
  %.72 = select i1 %.59, i64 -1, i64 %.71
  %t67 = mul i64 %.64, %a16
  %t68 = add i64 %t67, %t61
  %t69 = mul i64 %.64, %a26
  %t70 = add i64 %t69, %t62
  %t71 = mul i64 %.64, %a36
  %t72 = add i64 %t71, %t63
  %t73 = mul i64 %.64, %a45
  %t74 = add i64 %t73, %t64
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t75 = phi i64 [ %.72, %b9 ], [ %t60, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t61, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t62, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t63, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t64, %b8 ]
  br i1 %t18, label %b11, label %b12

b11:                                              ; preds = %b10
  %t75.frozen = freeze i64 %t75
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t75.frozen, %.76.frozen
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t75.frozen, %18
  %.78 = select i1 %.73, i64 %t75, i64 %.77.decomposed
  %.84 = sub i64 0, %t75
  %.85 = select i1 %.74, i64 %.84, i64 %.83
  %.86 = select i1 %.73, i64 -1, i64 %.85
  %t82 = mul i64 %.78, %a15
  %t83 = add i64 %t82, %t76
  %t84 = mul i64 %.78, %a25
  %t85 = add i64 %t84, %t77
  %t86 = mul i64 %.78, %a35
  %t87 = add i64 %t86, %t78
  %t88 = mul i64 %.78, %a44
  %t89 = add i64 %t88, %t79
  br label %b12

b12:                                              ; preds = %b11, %b10
  %t90 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t91 = phi i64 [ %t83, %b11 ], [ %t76, %b10 ]
  %t92 = phi i64 [ %t85, %b11 ], [ %t77, %b10 ]
  %t93 = phi i64 [ %t87, %b11 ], [ %t78, %b10 ]
  %t94 = phi i64 [ %t89, %b11 ], [ %t79, %b10 ]
  br i1 %t19, label %b13, label %b14

b13:                                              ; preds = %b12
  %t90.frozen = freeze i64 %t90
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t90.frozen, %.90.frozen
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t90.frozen, %19
  %.92 = select i1 %.87, i64 %t90, i64 %.91.decomposed
  %.98 = sub i64 0, %t90
  %.99 = select i1 %.88, i64 %.98, i64 %.97
  %.100 = select i1 %.87, i64 -1, i64 %.99
  %t97 = mul i64 %.92, %a14
  %t98 = add i64 %t97, %t91
  %t99 = mul i64 %.92, %a24
  %t100 = add i64 %t99, %t92
  %t101 = mul i64 %.92, %a34
  %t102 = add i64 %t101, %t93
  %t103 = mul i64 %.92, %a43
  %t104 = add i64 %t103, %t94
  br label %b14

b14:                                              ; preds = %b13, %b12
  %t105 = phi i64 [ %.100, %b13 ], [ %t90, %b12 ]
  %t106 = phi i64 [ %t98, %b13 ], [ %t91, %b12 ]
  %t107 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t108 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t109 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  br i1 %t20, label %b15, label %b16

b15:                                              ; preds = %b14
  %t105.frozen = freeze i64 %t105
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t105.frozen, %.104.frozen
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t105.frozen, %20
  %.106 = select i1 %.101, i64 %t105, i64 %.105.decomposed
  %.112 = sub i64 0, %t105
  %.113 = select i1 %.102, i64 %.112, i64 %.111
  %.114 = select i1 %.101, i64 -1, i64 %.113
  %t112 = mul i64 %.106, %a13
  %t113 = add i64 %t112, %t106
  %t114 = mul i64 %.106, %a23
  %t115 = add i64 %t114, %t107
  %t116 = mul i64 %.106, %a33
  %t117 = add i64 %t116, %t108
  %t118 = mul i64 %.106, %a42
  %t119 = add i64 %t118, %t109
  br label %b16

b16:                                              ; preds = %b15, %b14
  %t120 = phi i64 [ %.114, %b15 ], [ %t105, %b14 ]
  %t121 = phi i64 [ %t113, %b15 ], [ %t106, %b14 ]
  %t122 = phi i64 [ %t115, %b15 ], [ %t107, %b14 ]
  %t123 = phi i64 [ %t117, %b15 ], [ %t108, %b14 ]
  %t124 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  br i1 %t21, label %b17, label %b18

b17:                                              ; preds = %b16
  %t125 = mul i64 %t120, %a12
  %t126 = add i64 %t121, %t125
  %t127 = mul i64 %t120, %a22
  %t128 = add i64 %t122, %t127
  %t129 = mul i64 %t120, %a32
  %t130 = add i64 %t123, %t129
  %t131 = mul i64 %t120, %a41
  %t132 = add i64 %t124, %t131
  br label %b18

b18:                                              ; preds = %b17, %b16
  %t133 = phi i64 [ %t126, %b17 ], [ %t121, %b16 ]
  %t134 = phi i64 [ %t128, %b17 ], [ %t122, %b16 ]
  %t135 = phi i64 [ %t130, %b17 ], [ %t123, %b16 ]
  %t136 = phi i64 [ %t132, %b17 ], [ %t124, %b16 ]
  br i1 %t0.not, label %b20, label %b19

b19:                                              ; preds = %b18
  %t137 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t133
  %.115 = load float, ptr addrspace(1) %t137, align 4
  br label %b20

b20:                                              ; preds = %b19, %b18
  %t139 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21

b21:                                              ; preds = %b20
  %t140 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t134
  %.116 = load float, ptr addrspace(1) %t140, align 4
  br label %b22

b22:                                              ; preds = %b21, %b20
  %t142 = phi float [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23

b23:                                              ; preds = %b22
  %t143 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t135
  %.117 = load float, ptr addrspace(1) %t143, align 4
  br label %b24

b24:                                              ; preds = %b23, %b22
  %t145 = phi float [ %.117, %b23 ], [ %a31, %b22 ]
  %21 = fmul float %t139, -4.000000e+00
  %t148 = fmul float %21, %t145
  %t149 = tail call float @llvm.fma.f32(float %t142, float %t142, float %t148)
  %.118 = fcmp olt float %t149, 0x39F0000000000000
  %.119 = fmul float %t149, 0x41F0000000000000
  %.120 = select i1 %.118, float %.119, float %t149
  %.121 = tail call float @llvm.amdgcn.sqrt.f32(float %.120)
  %.122 = bitcast float %.121 to i32
  %.123 = add i32 %.122, -1
  %.124 = bitcast i32 %.123 to float
  %.125 = fneg float %.124
  %.126 = tail call float @llvm.fma.f32(float %.125, float %.121, float %.120)
  %.127 = add i32 %.122, 1
  %.128 = bitcast i32 %.127 to float
  %.129 = fneg float %.128
  %.130 = tail call float @llvm.fma.f32(float %.129, float %.121, float %.120)
  %.131 = fcmp ole float %.126, 0.000000e+00
  %.132 = select i1 %.131, float %.124, float %.121
  %.133 = fcmp ogt float %.130, 0.000000e+00
  %.134 = select i1 %.133, float %.128, float %.132
  %.135 = fmul float %.134, 0x3EF0000000000000
  %.136 = select i1 %.118, float %.135, float %.134
  %.137 = fcmp oeq float %.120, 0.000000e+00
  %.138 = fcmp oeq float %.120, 0x7FF0000000000000
  %.139 = or i1 %.137, %.138
  %.140 = select i1 %.139, float %.120, float %.136
  %t151 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t136
  store float %.140, ptr addrspace(1) %t151, align 4
  %t152 = add i64 %t222, %t13
  %t23 = icmp slt i64 %t152, %a0
  br i1 %t23, label %b2, label %b25

b25:                                              ; preds = %b24, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t2 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t4 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t8 = sext i32 %.16 to i64
  %t9 = mul nsw i64 %t6, %t4
  %t10 = add nsw i64 %t9, %t2
  %t11 = mul nsw i64 %t8, %t6
  %t131 = icmp slt i64 %t10, %a0
  br i1 %t131, label %b2, label %b5

b2:                                               ; preds = %entry, %"github.com/kernlab/kern/bench/kernels.ExpSin.exit"
  %t122 = phi i64 [ %t19, %"github.com/kernlab/kern/bench/kernels.ExpSin.exit" ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t122
  %.17 = load double, ptr addrspace(1) %t14, align 8
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t16 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  %t0.i = fneg double %t16
  %t1.i = fmul double %t16, %t0.i
  %t2.i = fcmp uno double %t1.i, 0.000000e+00
  br i1 %t2.i, label %b31.i, label %b2.i

b2.i:                                             ; preds = %b4
  %t3.i = fcmp ogt double %t1.i, 0x40862E42FEFA39EF
  br i1 %t3.i, label %b31.i, label %b4.i

b4.i:                                             ; preds = %b2.i
  %t4.i = fcmp olt double %t1.i, 0xC0874910D52D3051
  br i1 %t4.i, label %b31.i, label %b6.i

b6.i:                                             ; preds = %b4.i
  %t5.i = fcmp ogt double %t1.i, 0xBE30000000000000
  %t6.i = fcmp olt double %t1.i, 0x3E30000000000000
  %or.cond.i = and i1 %t5.i, %t6.i
  br i1 %or.cond.i, label %b8.i, label %b9.i

b8.i:                                             ; preds = %b6.i
  %t7.i = fadd double %t1.i, 1.000000e+00
  br label %b31.i

b9.i:                                             ; preds = %b6.i
  %t8.i = fcmp olt double %t1.i, 0.000000e+00
  br i1 %t8.i, label %b10.i, label %b29.i

b10.i:                                            ; preds = %b9.i
  %t9.i = fmul double %t1.i, 0x3FF71547652B82FE
  %t10.i = fadd double %t9.i, -5.000000e-01
  %.1.i = fcmp oge double %t10.i, 0xC3E0000000000000
  %.2.i = fcmp olt double %t10.i, 0x43E0000000000000
  %.3.i = and i1 %.1.i, %.2.i
  %0 = fptosi double %t10.i to i64
  %.6.i = select i1 %.3.i, i64 %0, i64 -9223372036854775808
  br label %b11.i

b11.i:                                            ; preds = %b30.i, %b29.i, %b10.i
  %t12.i = phi i64 [ %.6.i, %b10.i ], [ 0, %b29.i ], [ %.13.i, %b30.i ]
  %t13.i = sitofp i64 %t12.i to double
  %t14.i = fmul double %t13.i, 0x3FE62E42FEE00000
  %t15.i = fsub double %t1.i, %t14.i
  %t16.i = fmul double %t13.i, 0x3DEA39EF35793C76
  %t17.i = fsub double %t15.i, %t16.i
  %t18.i = fmul double %t17.i, %t17.i
  %t19.i = fmul double %t18.i, 0x3E66376972BEA4D0
  %t20.i = fadd double %t19.i, 0xBEBBBD41C5D26BF1
  %t21.i = fmul double %t18.i, %t20.i
  %t22.i = fadd double %t21.i, 0x3F11566AAF25DE2C
  %t23.i = fmul double %t18.i, %t22.i
  %t24.i = fadd double %t23.i, 0xBF66C16C16BEBD93
  %t25.i = fmul double %t18.i, %t24.i
  %t26.i = fadd double %t25.i, 0x3FC5555555555555
  %t27.i = fmul double %t18.i, %t26.i
  %t28.i = fsub double %t17.i, %t27.i
  %t29.i = fmul double %t17.i, %t28.i
  %t30.i = fsub double 2.000000e+00, %t28.i
  %t31.i = fdiv double %t29.i, %t30.i
  %t32.i = fsub double %t16.i, %t31.i
  %1 = fsub double %t15.i, %t32.i
  %t34.i = fadd double %1, 1.000000e+00
  %t35.i = fcmp oeq double %t34.i, 0.000000e+00
  br i1 %t35.i, label %b31.i, label %b13.i

b13.i:                                            ; preds = %b11.i
  %t36.i = tail call double @llvm.fabs.f64(double %t34.i)
  %t37.i = fcmp ogt double %t36.i, 0x7FEFFFFFFFFFFFFF
  %t38.i = fcmp uno double %t34.i, 0.000000e+00
  %or.cond1.i = select i1 %t37.i, i1 true, i1 %t38.i
  br i1 %or.cond1.i, label %b31.i, label %b16.i

b16.i:                                            ; preds = %b13.i
  %t39.i = fcmp olt double %t36.i, 0x10000000000000
  %t40.i = fmul double %t34.i, 0x4330000000000000
  %t41.i = select i1 %t39.i, double %t40.i, double %t34.i
  %t42.i = select i1 %t39.i, i64 -52, i64 0
  %t44.i = bitcast double %t41.i to i64
  %t45.i = lshr i64 %t44.i, 52
  %t47.i = and i64 %t45.i, 2047
  %t48.i = add i64 %t12.i, -1023
  %t43.i = add i64 %t48.i, %t42.i
  %t49.i = add i64 %t43.i, %t47.i
  %t50.i = icmp slt i64 %t49.i, -1075
  br i1 %t50.i, label %b20.i, label %b21.i

b20.i:                                            ; preds = %b16.i
  %t51.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t41.i)
  br label %b31.i

b21.i:                                            ; preds = %b16.i
  %t52.i = icmp sgt i64 %t49.i, 1023
  br i1 %t52.i, label %b22.i, label %b25.i

b22.i:                                            ; preds = %b21.i
  %t53.i = fcmp olt double %t41.i, 0.000000e+00
  %..i = select i1 %t53.i, double 0xFFF0000000000000, double 0x7FF0000000000000
  br label %b31.i

b25.i:                                            ; preds = %b21.i
  %t54.i = icmp slt i64 %t49.i, -1022
  %spec.select2.i = select i1 %t54.i, double 0x3CA0000000000000, double 1.000000e+00
  %t58.i = and i64 %t44.i, -9218868437227405313
  %2 = shl nsw i64 %t49.i, 52
  %3 = add i64 %2, 238690780250636288
  %t59.i = select i1 %t54.i, i64 %3, i64 %2
  %t61.i = add i64 %t59.i, 4607182418800017408
  %t62.i = or i64 %t61.i, %t58.i
  %t63.i = bitcast i64 %t62.i to double
  %t64.i = fmul double %spec.select2.i, %t63.i
  br label %b31.i

b29.i:                                            ; preds = %b9.i
  %t66.i = fcmp ogt double %t1.i, 0.000000e+00
  br i1 %t66.i, label %b30.i, label %b11.i

b30.i:                                            ; preds = %b29.i
  %t67.i = fmul double %t1.i, 0x3FF71547652B82FE
  %t68.i = fadd double %t67.i, 5.000000e-01
  %.8.i = fcmp oge double %t68.i, 0xC3E0000000000000
  %.9.i = fcmp olt double %t68.i, 0x43E0000000000000
  %.10.i = and i1 %.8.i, %.9.i
  %4 = fptosi double %t68.i to i64
  %.13.i = select i1 %.10.i, i64 %4, i64 -9223372036854775808
  br label %b11.i

b31.i:                                            ; preds = %b25.i, %b22.i, %b20.i, %b13.i, %b11.i, %b8.i, %b4.i, %b2.i, %b4
  %t70.i = phi double [ %t7.i, %b8.i ], [ %t1.i, %b4 ], [ 0x7FF0000000000000, %b2.i ], [ 0.000000e+00, %b4.i ], [ %t51.i, %b20.i ], [ %t64.i, %b25.i ], [ %t34.i, %b11.i ], [ %t34.i, %b13.i ], [ %..i, %b22.i ]
  %5 = fcmp ueq double %t16, 0.000000e+00
  br i1 %5, label %"github.com/kernlab/kern/bench/kernels.ExpSin.exit", label %b34.i

b34.i:                                            ; preds = %b31.i
  %t73.i = tail call double @llvm.fabs.f64(double %t16)
  %t74.i = fcmp ogt double %t73.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t74.i, label %"github.com/kernlab/kern/bench/kernels.ExpSin.exit", label %b36.i

b36.i:                                            ; preds = %b34.i
  %t75.i = fcmp olt double %t16, 0.000000e+00
  %t76.i = select i1 %t75.i, double %t0.i, double %t16
  %t78.i = fcmp ult double %t76.i, 0x41C0000000000000
  br i1 %t78.i, label %b54.i, label %b39.i

b39.i:                                            ; preds = %b36.i
  %t79.i = fcmp olt double %t76.i, 0x3FE921FB54442D18
  br i1 %t79.i, label %b45.i, label %b41.i

b41.i:                                            ; preds = %b39.i
  %t80.i = bitcast double %t76.i to i64
  %t81.i = lshr i64 %t80.i, 52
  %t82.i = and i64 %t81.i, 2047
  %t86.i = and i64 %t80.i, -9218868437227405313
  %t87.i = or i64 %t86.i, 4503599627370496
  %t88.i = add nsw i64 %t82.i, -1014
  %t905.i = lshr i64 %t88.i, 6
  %t91.i = and i64 %t88.i, 63
  %t93.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t905.i
  %.15.i = load i64, ptr addrspace(4) %t93.i, align 8
  %.18.i = shl i64 %.15.i, %t91.i
  %t96.i = add nuw nsw i64 %t905.i, 1
  %t98.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t96.i
  %.19.i = load i64, ptr addrspace(4) %t98.i, align 8
  %t100.i = sub nsw i64 54, %t81.i
  %.20.i = icmp eq i64 %t91.i, 0
  %.21.i = and i64 %t100.i, 63
  %.22.i = lshr i64 %.19.i, %.21.i
  %t101.i = select i1 %.20.i, i64 0, i64 %.22.i
  %t102.i = or i64 %t101.i, %.18.i
  %.26.i = shl i64 %.19.i, %t91.i
  %t105.i = add nuw nsw i64 %t905.i, 2
  %t107.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t105.i
  %.27.i = load i64, ptr addrspace(4) %t107.i, align 8
  %.30.i = lshr i64 %.27.i, %.21.i
  %t109.i = select i1 %.20.i, i64 0, i64 %.30.i
  %t110.i = or i64 %t109.i, %.26.i
  %.34.i = shl i64 %.27.i, %t91.i
  %t113.i = add nuw nsw i64 %t905.i, 3
  %t115.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t113.i
  %.35.i = load i64, ptr addrspace(4) %t115.i, align 8
  %.38.i = lshr i64 %.35.i, %.21.i
  %t117.i = select i1 %.20.i, i64 0, i64 %.38.i
  %t118.i = or i64 %t117.i, %.34.i
  %t119.i = and i64 %t118.i, 4294967295
  %t120.i = lshr i64 %t118.i, 32
  %t121.i = and i64 %t80.i, 4294967295
  %t122.i = lshr i64 %t87.i, 32
  %t123.i = mul nuw i64 %t119.i, %t121.i
  %t124.i = mul nuw i64 %t120.i, %t121.i
  %t125.i = lshr i64 %t123.i, 32
  %t126.i = add nuw i64 %t125.i, %t124.i
  %t127.i = and i64 %t126.i, 4294967295
  %t128.i = lshr i64 %t126.i, 32
  %t129.i = mul nuw i64 %t119.i, %t122.i
  %t130.i = add nuw i64 %t127.i, %t129.i
  %t131.i = mul nuw i64 %t120.i, %t122.i
  %t132.i = add nuw i64 %t128.i, %t131.i
  %t133.i = lshr i64 %t130.i, 32
  %t134.i = add nuw i64 %t132.i, %t133.i
  %t135.i = and i64 %t110.i, 4294967295
  %t136.i = lshr i64 %t110.i, 32
  %t137.i = mul nuw i64 %t135.i, %t121.i
  %t138.i = mul nuw i64 %t136.i, %t121.i
  %t139.i = lshr i64 %t137.i, 32
  %t140.i = add nuw i64 %t139.i, %t138.i
  %t141.i = and i64 %t140.i, 4294967295
  %t142.i = lshr i64 %t140.i, 32
  %t143.i = mul nuw i64 %t135.i, %t122.i
  %t144.i = add nuw i64 %t141.i, %t143.i
  %t145.i = mul nuw i64 %t136.i, %t122.i
  %t147.i = lshr i64 %t144.i, 32
  %t149.i = mul i64 %t110.i, %t87.i
  %t150.i = mul i64 %t102.i, %t87.i
  %t151.i = add i64 %t134.i, %t149.i
  %t152.i = and i64 %t134.i, %t149.i
  %t153.i = or i64 %t134.i, %t149.i
  %.39.i = xor i64 %t151.i, -1
  %t154.i = and i64 %t153.i, %.39.i
  %t155.i = or i64 %t154.i, %t152.i
  %t156.i = lshr i64 %t155.i, 63
  %t146.i = add i64 %t145.i, %t150.i
  %t148.i = add i64 %t146.i, %t142.i
  %t157.i = add i64 %t148.i, %t147.i
  %t158.i = add i64 %t157.i, %t156.i
  %t159.i = lshr i64 %t158.i, 61
  %t162.i = tail call i64 @llvm.fshl.i64(i64 %t158.i, i64 %t151.i, i64 3)
  %.40.i = tail call i64 @llvm.ctlz.i64(i64 %t162.i, i1 false), !range !1
  %t166.i = add nuw nsw i64 %.40.i, 1
  %.41.i = icmp ult i64 %t162.i, 2
  %.42.i = and i64 %t166.i, 63
  %.43.i = shl i64 %t162.i, %.42.i
  %t168.i = select i1 %.41.i, i64 2, i64 %.43.i
  %t169.i = sub nsw i64 63, %.40.i
  %.44.i = icmp eq i64 %t162.i, 0
  %.45.i = and i64 %t169.i, 63
  %.46.i = lshr i64 %t151.i, %.45.i
  %t170.i = select i1 %.44.i, i64 0, i64 %.46.i
  %t171.i = or i64 %t168.i, %t170.i
  %t172.i = lshr i64 %t171.i, 12
  %.neg.i = mul nsw i64 %.40.i, -4503599627370496
  %t173.i = add nsw i64 %.neg.i, 4602678819172646912
  %t174.i = or i64 %t172.i, %t173.i
  %t175.i = bitcast i64 %t174.i to double
  %6 = and i64 %t158.i, 2305843009213693952
  %t177.not.i = icmp eq i64 %6, 0
  %t178.i = add nuw nsw i64 %t159.i, 1
  %t179.i = and i64 %t178.i, 7
  %t180.i = fadd double %t175.i, -1.000000e+00
  %spec.select.i = select i1 %t177.not.i, i64 %t159.i, i64 %t179.i
  %spec.select6.i = select i1 %t177.not.i, double %t175.i, double %t180.i
  %t183.i = fmul double %spec.select6.i, 0x3FE921FB54442D18
  br label %b45.i

b45.i:                                            ; preds = %b54.i, %b41.i, %b39.i
  %t186.i = phi i64 [ %t260.i, %b54.i ], [ %spec.select.i, %b41.i ], [ 0, %b39.i ]
  %t187.i = phi double [ %t266.i, %b54.i ], [ %t183.i, %b41.i ], [ %t76.i, %b39.i ]
  %t188.i = icmp ugt i64 %t186.i, 3
  %t190.i = add nsw i64 %t186.i, -4
  %spec.select7.i = xor i1 %t75.i, %t188.i
  %spec.select8.i = select i1 %t188.i, i64 %t190.i, i64 %t186.i
  %t193.i = fmul double %t187.i, %t187.i
  %t192.off.i = add nsw i64 %spec.select8.i, -1
  %switch.i = icmp ult i64 %t192.off.i, 2
  br i1 %switch.i, label %b48.i, label %b53.i

b48.i:                                            ; preds = %b45.i
  %t195.i = fmul double %t193.i, 5.000000e-01
  %t196.i = fsub double 1.000000e+00, %t195.i
  %t200.i = fmul double %t193.i, 0x3DA8FA49A0861A9B
  %7 = fsub double 0x3E21EE9D7B4E3F05, %t200.i
  br label %b49.i

b49.i:                                            ; preds = %b53.i, %b48.i
  %t232.sink.i = phi double [ %t232.i, %b53.i ], [ %7, %b48.i ]
  %.sink11.i = phi double [ 0x3EC71DE3567D48A1, %b53.i ], [ 0xBE927E4F7EAC4BC6, %b48.i ]
  %.sink10.i = phi double [ 0xBF2A01A019BFDF03, %b53.i ], [ 0x3EFA01A019C844F5, %b48.i ]
  %.sink9.i = phi double [ 0x3F8111111110F7D0, %b53.i ], [ 0xBF56C16C16C14F91, %b48.i ]
  %.sink.i = phi double [ 0xBFC5555555555548, %b53.i ], [ 0x3FA555555555554B, %b48.i ]
  %t187.pn.i = phi double [ %t187.i, %b53.i ], [ %t193.i, %b48.i ]
  %t187.sink.i = phi double [ %t187.i, %b53.i ], [ %t196.i, %b48.i ]
  %t226.sink.i = fmul double %t193.i, %t187.pn.i
  %t233.i = fmul double %t193.i, %t232.sink.i
  %t236.i = fadd double %t233.i, %.sink11.i
  %t237.i = fmul double %t193.i, %t236.i
  %t240.i = fadd double %.sink10.i, %t237.i
  %t241.i = fmul double %t193.i, %t240.i
  %t244.i = fadd double %.sink9.i, %t241.i
  %t245.i = fmul double %t193.i, %t244.i
  %t248.i = fadd double %.sink.i, %t245.i
  %t249.i = fmul double %t226.sink.i, %t248.i
  %t250.i = fadd double %t187.sink.i, %t249.i
  %t223.i = fneg double %t250.i
  %spec.select4.i = select i1 %spec.select7.i, double %t223.i, double %t250.i
  br label %"github.com/kernlab/kern/bench/kernels.ExpSin.exit"

b53.i:                                            ; preds = %b45.i
  %t229.i = fmul double %t193.i, 0x3DE5D8FD1FD19CCD
  %t232.i = fadd double %t229.i, 0xBE5AE5E5A9291F5D
  br label %b49.i

b54.i:                                            ; preds = %b36.i
  %t251.i = fmul double %t76.i, 0x3FF45F306DC9C883
  %.59.i = fcmp olt double %t251.i, 0x43E0000000000000
  %.60.i = fcmp oge double %t251.i, 0xC3E0000000000000
  %.62.i = and i1 %.60.i, %.59.i
  %8 = fptosi double %t251.i to i64
  %.65.i = select i1 %.62.i, i64 %8, i64 -9223372036854775808
  %.66.i = fadd double %t251.i, 0xC3E0000000000000
  %.67.i = fcmp oge double %.66.i, 0xC3E0000000000000
  %.68.i = fcmp olt double %.66.i, 0x43E0000000000000
  %.69.i = and i1 %.67.i, %.68.i
  %9 = fptosi double %.66.i to i64
  %.op.i = or i64 %9, -9223372036854775808
  %.73.i = select i1 %.69.i, i64 %.op.i, i64 -9223372036854775808
  %.74.i = select i1 %.59.i, i64 %.65.i, i64 %.73.i
  %t253.i = uitofp i64 %.74.i to double
  %t254.i = and i64 %.74.i, 1
  %t255.not.i = icmp eq i64 %t254.i, 0
  %t257.i = fadd double %t253.i, 1.000000e+00
  %not.t255.not.i = xor i1 %t255.not.i, true
  %t256.i = zext i1 %not.t255.not.i to i64
  %t258.i = add i64 %.74.i, %t256.i
  %t259.i = select i1 %t255.not.i, double %t253.i, double %t257.i
  %t260.i = and i64 %t258.i, 7
  %t261.i = fmul double %t259.i, 0x3FE921FB40000000
  %t262.i = fsub double %t76.i, %t261.i
  %t263.i = fmul double %t259.i, 0x3E64442D00000000
  %t264.i = fsub double %t262.i, %t263.i
  %t265.i = fmul double %t259.i, 0x3CE8469898CC5170
  %t266.i = fsub double %t264.i, %t265.i
  br label %b45.i

"github.com/kernlab/kern/bench/kernels.ExpSin.exit": ; preds = %b31.i, %b34.i, %b49.i
  %t267.i = phi double [ %spec.select4.i, %b49.i ], [ %t16, %b31.i ], [ 0x7FF8000000000001, %b34.i ]
  %t268.i = fmul double %t70.i, %t267.i
  %t18 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t122
  store double %t268.i, ptr addrspace(1) %t18, align 8
  %t19 = add i64 %t122, %t11
  %t13 = icmp slt i64 %t19, %a0
  br i1 %t13, label %b2, label %b5

b5:                                               ; preds = %"github.com/kernlab/kern/bench/kernels.ExpSin.exit", %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eExpSin_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #2 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t2 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t4 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t8 = sext i32 %.16 to i64
  %t9 = mul nsw i64 %t6, %t4
  %t10 = add nsw i64 %t9, %t2
  %t11 = mul nsw i64 %t8, %t6
  %t12 = icmp sgt i64 %a1, 7
  %t13 = icmp sgt i64 %a1, 6
  %t14 = icmp sgt i64 %a1, 5
  %t15 = icmp sgt i64 %a1, 4
  %t16 = icmp sgt i64 %a1, 3
  %t17 = icmp sgt i64 %a1, 2
  %t18 = icmp sgt i64 %a1, 1
  %t19 = icmp sgt i64 %a1, 0
  %t211 = icmp slt i64 %t10, %a0
  br i1 %t211, label %b2.lr.ph, label %b21

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
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %"github.com/kernlab/kern/bench/kernels.ExpSin.exit"
  %t202 = phi i64 [ %t10, %b2.lr.ph ], [ %t94, %"github.com/kernlab/kern/bench/kernels.ExpSin.exit" ]
  br i1 %t12, label %b3, label %b4

b3:                                               ; preds = %b2
  %t202.frozen = freeze i64 %t202
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t202.frozen, %.20.frozen
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t202.frozen, %14
  %.22 = select i1 %.17, i64 %t202, i64 %.21.decomposed
  %.28 = sub i64 0, %t202
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t24 = mul i64 %.22, %a19
  %t25 = mul i64 %.22, %a28
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t26 = phi i64 [ %.30, %b3 ], [ %t202, %b2 ]
  %t27 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6

b5:                                               ; preds = %b4
  %t26.frozen = freeze i64 %t26
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t26.frozen, %.34.frozen
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t26.frozen, %15
  %.36 = select i1 %.31, i64 %t26, i64 %.35.decomposed
  %.42 = sub i64 0, %t26
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t31 = mul i64 %.36, %a18
  %t32 = add i64 %t31, %t27
  %t33 = mul i64 %.36, %a27
  %t34 = add i64 %t33, %t28
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t35 = phi i64 [ %.44, %b5 ], [ %t26, %b4 ]
  %t36 = phi i64 [ %t32, %b5 ], [ %t27, %b4 ]
  %t37 = phi i64 [ %t34, %b5 ], [ %t28, %b4 ]
  br i1 %t14, label %b7, label %b8

b7:                                               ; preds = %b6
  %t35.frozen = freeze i64 %t35
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t35.frozen, %.48.frozen
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t35.frozen, %16
  %.50 = select i1 %.45, i64 %t35, i64 %.49.decomposed
  %.56 = sub i64 0, %t35
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t40 = mul i64 %.50, %a17
  %t41 = add i64 %t40, %t36
  %t42 = mul i64 %.50, %a26
  %t43 = add i64 %t42, %t37
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t44 = phi i64 [ %.58, %b7 ], [ %t35, %b6 ]
  %t45 = phi i64 [ %t41, %b7 ], [ %t36, %b6 ]
  %t46 = phi i64 [ %t43, %b7 ], [ %t37, %b6 ]
  br i1 %t15, label %b9, label %b10

b9:                                               ; preds = %b8
  %t44.frozen = freeze i64 %t44
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t44.frozen, %.62.frozen
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t44.frozen, %17
  %.64 = select i1 %.59, i64 %t44, i64 %.63.decomposed
  %.70 = sub i64 0, %t44
  %.71 = select i1 %.60, i64 %.70, i64 %.69
  %.72 = select i1 %.59, i64 -1, i64 %.71
  %t49 = mul i64 %.64, %a16
  %t50 = add i64 %t49, %t45
  %t51 = mul i64 %.64, %a25
  %t52 = add i64 %t51, %t46
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t53 = phi i64 [ %.72, %b9 ], [ %t44, %b8 ]
  %t54 = phi i64 [ %t50, %b9 ], [ %t45, %b8 ]
  %t55 = phi i64 [ %t52, %b9 ], [ %t46, %b8 ]
  br i1 %t16, label %b11, label %b12

b11:                                              ; preds = %b10
  %t53.frozen = freeze i64 %t53
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t53.frozen, %.76.frozen
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t53.frozen, %18
  %.78 = select i1 %.73, i64 %t53, i64 %.77.decomposed
  %.84 = sub i64 0, %t53
  %.85 = select i1 %.74, i64 %.84, i64 %.83
  %.86 = select i1 %.73, i64 -1, i64 %.85
  %t58 = mul i64 %.78, %a15
  %t59 = add i64 %t58, %t54
  %t60 = mul i64 %.78, %a24
  %t61 = add i64 %t60, %t55
  br label %b12

b12:                                              ; preds = %b11, %b10
  %t62 = phi i64 [ %.86, %b11 ], [ %t53, %b10 ]
  %t63 = phi i64 [ %t59, %b11 ], [ %t54, %b10 ]
  %t64 = phi i64 [ %t61, %b11 ], [ %t55, %b10 ]
  br i1 %t17, label %b13, label %b14

b13:                                              ; preds = %b12
  %t62.frozen = freeze i64 %t62
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t62.frozen, %.90.frozen
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t62.frozen, %19
  %.92 = select i1 %.87, i64 %t62, i64 %.91.decomposed
  %.98 = sub i64 0, %t62
  %.99 = select i1 %.88, i64 %.98, i64 %.97
  %.100 = select i1 %.87, i64 -1, i64 %.99
  %t67 = mul i64 %.92, %a14
  %t68 = add i64 %t67, %t63
  %t69 = mul i64 %.92, %a23
  %t70 = add i64 %t69, %t64
  br label %b14

b14:                                              ; preds = %b13, %b12
  %t71 = phi i64 [ %.100, %b13 ], [ %t62, %b12 ]
  %t72 = phi i64 [ %t68, %b13 ], [ %t63, %b12 ]
  %t73 = phi i64 [ %t70, %b13 ], [ %t64, %b12 ]
  br i1 %t18, label %b15, label %b16

b15:                                              ; preds = %b14
  %t71.frozen = freeze i64 %t71
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t71.frozen, %.104.frozen
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t71.frozen, %20
  %.106 = select i1 %.101, i64 %t71, i64 %.105.decomposed
  %.112 = sub i64 0, %t71
  %.113 = select i1 %.102, i64 %.112, i64 %.111
  %.114 = select i1 %.101, i64 -1, i64 %.113
  %t76 = mul i64 %.106, %a13
  %t77 = add i64 %t76, %t72
  %t78 = mul i64 %.106, %a22
  %t79 = add i64 %t78, %t73
  br label %b16

b16:                                              ; preds = %b15, %b14
  %t80 = phi i64 [ %.114, %b15 ], [ %t71, %b14 ]
  %t81 = phi i64 [ %t77, %b15 ], [ %t72, %b14 ]
  %t82 = phi i64 [ %t79, %b15 ], [ %t73, %b14 ]
  br i1 %t19, label %b17, label %b18

b17:                                              ; preds = %b16
  %t83 = mul i64 %t80, %a12
  %t84 = add i64 %t81, %t83
  %t85 = mul i64 %t80, %a21
  %t86 = add i64 %t82, %t85
  br label %b18

b18:                                              ; preds = %b17, %b16
  %t87 = phi i64 [ %t84, %b17 ], [ %t81, %b16 ]
  %t88 = phi i64 [ %t86, %b17 ], [ %t82, %b16 ]
  br i1 %t0.not, label %b20, label %b19

b19:                                              ; preds = %b18
  %t89 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t87
  %.115 = load double, ptr addrspace(1) %t89, align 8
  br label %b20

b20:                                              ; preds = %b19, %b18
  %t91 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  %t0.i = fneg double %t91
  %t1.i = fmul double %t91, %t0.i
  %t2.i = fcmp uno double %t1.i, 0.000000e+00
  br i1 %t2.i, label %b31.i, label %b2.i

b2.i:                                             ; preds = %b20
  %t3.i = fcmp ogt double %t1.i, 0x40862E42FEFA39EF
  br i1 %t3.i, label %b31.i, label %b4.i

b4.i:                                             ; preds = %b2.i
  %t4.i = fcmp olt double %t1.i, 0xC0874910D52D3051
  br i1 %t4.i, label %b31.i, label %b6.i

b6.i:                                             ; preds = %b4.i
  %t5.i = fcmp ogt double %t1.i, 0xBE30000000000000
  %t6.i = fcmp olt double %t1.i, 0x3E30000000000000
  %or.cond.i = and i1 %t5.i, %t6.i
  br i1 %or.cond.i, label %b8.i, label %b9.i

b8.i:                                             ; preds = %b6.i
  %t7.i = fadd double %t1.i, 1.000000e+00
  br label %b31.i

b9.i:                                             ; preds = %b6.i
  %t8.i = fcmp olt double %t1.i, 0.000000e+00
  br i1 %t8.i, label %b10.i, label %b29.i

b10.i:                                            ; preds = %b9.i
  %t9.i = fmul double %t1.i, 0x3FF71547652B82FE
  %t10.i = fadd double %t9.i, -5.000000e-01
  %.1.i = fcmp oge double %t10.i, 0xC3E0000000000000
  %.2.i = fcmp olt double %t10.i, 0x43E0000000000000
  %.3.i = and i1 %.1.i, %.2.i
  %21 = fptosi double %t10.i to i64
  %.6.i = select i1 %.3.i, i64 %21, i64 -9223372036854775808
  br label %b11.i

b11.i:                                            ; preds = %b30.i, %b29.i, %b10.i
  %t12.i = phi i64 [ %.6.i, %b10.i ], [ 0, %b29.i ], [ %.13.i, %b30.i ]
  %t13.i = sitofp i64 %t12.i to double
  %t14.i = fmul double %t13.i, 0x3FE62E42FEE00000
  %t15.i = fsub double %t1.i, %t14.i
  %t16.i = fmul double %t13.i, 0x3DEA39EF35793C76
  %t17.i = fsub double %t15.i, %t16.i
  %t18.i = fmul double %t17.i, %t17.i
  %t19.i = fmul double %t18.i, 0x3E66376972BEA4D0
  %t20.i = fadd double %t19.i, 0xBEBBBD41C5D26BF1
  %t21.i = fmul double %t18.i, %t20.i
  %t22.i = fadd double %t21.i, 0x3F11566AAF25DE2C
  %t23.i = fmul double %t18.i, %t22.i
  %t24.i = fadd double %t23.i, 0xBF66C16C16BEBD93
  %t25.i = fmul double %t18.i, %t24.i
  %t26.i = fadd double %t25.i, 0x3FC5555555555555
  %t27.i = fmul double %t18.i, %t26.i
  %t28.i = fsub double %t17.i, %t27.i
  %t29.i = fmul double %t17.i, %t28.i
  %t30.i = fsub double 2.000000e+00, %t28.i
  %t31.i = fdiv double %t29.i, %t30.i
  %t32.i = fsub double %t16.i, %t31.i
  %22 = fsub double %t15.i, %t32.i
  %t34.i = fadd double %22, 1.000000e+00
  %t35.i = fcmp oeq double %t34.i, 0.000000e+00
  br i1 %t35.i, label %b31.i, label %b13.i

b13.i:                                            ; preds = %b11.i
  %t36.i = tail call double @llvm.fabs.f64(double %t34.i)
  %t37.i = fcmp ogt double %t36.i, 0x7FEFFFFFFFFFFFFF
  %t38.i = fcmp uno double %t34.i, 0.000000e+00
  %or.cond1.i = select i1 %t37.i, i1 true, i1 %t38.i
  br i1 %or.cond1.i, label %b31.i, label %b16.i

b16.i:                                            ; preds = %b13.i
  %t39.i = fcmp olt double %t36.i, 0x10000000000000
  %t40.i = fmul double %t34.i, 0x4330000000000000
  %t41.i = select i1 %t39.i, double %t40.i, double %t34.i
  %t42.i = select i1 %t39.i, i64 -52, i64 0
  %t44.i = bitcast double %t41.i to i64
  %t45.i = lshr i64 %t44.i, 52
  %t47.i = and i64 %t45.i, 2047
  %t48.i = add i64 %t12.i, -1023
  %t43.i = add i64 %t48.i, %t42.i
  %t49.i = add i64 %t43.i, %t47.i
  %t50.i = icmp slt i64 %t49.i, -1075
  br i1 %t50.i, label %b20.i, label %b21.i

b20.i:                                            ; preds = %b16.i
  %t51.i = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t41.i)
  br label %b31.i

b21.i:                                            ; preds = %b16.i
  %t52.i = icmp sgt i64 %t49.i, 1023
  br i1 %t52.i, label %b22.i, label %b25.i

b22.i:                                            ; preds = %b21.i
  %t53.i = fcmp olt double %t41.i, 0.000000e+00
  %..i = select i1 %t53.i, double 0xFFF0000000000000, double 0x7FF0000000000000
  br label %b31.i

b25.i:                                            ; preds = %b21.i
  %t54.i = icmp slt i64 %t49.i, -1022
  %spec.select2.i = select i1 %t54.i, double 0x3CA0000000000000, double 1.000000e+00
  %t58.i = and i64 %t44.i, -9218868437227405313
  %23 = shl nsw i64 %t49.i, 52
  %24 = add i64 %23, 238690780250636288
  %t59.i = select i1 %t54.i, i64 %24, i64 %23
  %t61.i = add i64 %t59.i, 4607182418800017408
  %t62.i = or i64 %t61.i, %t58.i
  %t63.i = bitcast i64 %t62.i to double
  %t64.i = fmul double %spec.select2.i, %t63.i
  br label %b31.i

b29.i:                                            ; preds = %b9.i
  %t66.i = fcmp ogt double %t1.i, 0.000000e+00
  br i1 %t66.i, label %b30.i, label %b11.i

b30.i:                                            ; preds = %b29.i
  %t67.i = fmul double %t1.i, 0x3FF71547652B82FE
  %t68.i = fadd double %t67.i, 5.000000e-01
  %.8.i = fcmp oge double %t68.i, 0xC3E0000000000000
  %.9.i = fcmp olt double %t68.i, 0x43E0000000000000
  %.10.i = and i1 %.8.i, %.9.i
  %25 = fptosi double %t68.i to i64
  %.13.i = select i1 %.10.i, i64 %25, i64 -9223372036854775808
  br label %b11.i

b31.i:                                            ; preds = %b25.i, %b22.i, %b20.i, %b13.i, %b11.i, %b8.i, %b4.i, %b2.i, %b20
  %t70.i = phi double [ %t7.i, %b8.i ], [ %t1.i, %b20 ], [ 0x7FF0000000000000, %b2.i ], [ 0.000000e+00, %b4.i ], [ %t51.i, %b20.i ], [ %t64.i, %b25.i ], [ %t34.i, %b11.i ], [ %t34.i, %b13.i ], [ %..i, %b22.i ]
  %26 = fcmp ueq double %t91, 0.000000e+00
  br i1 %26, label %"github.com/kernlab/kern/bench/kernels.ExpSin.exit", label %b34.i

b34.i:                                            ; preds = %b31.i
  %t73.i = tail call double @llvm.fabs.f64(double %t91)
  %t74.i = fcmp ogt double %t73.i, 0x7FEFFFFFFFFFFFFF
  br i1 %t74.i, label %"github.com/kernlab/kern/bench/kernels.ExpSin.exit", label %b36.i

b36.i:                                            ; preds = %b34.i
  %t75.i = fcmp olt double %t91, 0.000000e+00
  %t76.i = select i1 %t75.i, double %t0.i, double %t91
  %t78.i = fcmp ult double %t76.i, 0x41C0000000000000
  br i1 %t78.i, label %b54.i, label %b39.i

b39.i:                                            ; preds = %b36.i
  %t79.i = fcmp olt double %t76.i, 0x3FE921FB54442D18
  br i1 %t79.i, label %b45.i, label %b41.i

b41.i:                                            ; preds = %b39.i
  %t80.i = bitcast double %t76.i to i64
  %t81.i = lshr i64 %t80.i, 52
  %t82.i = and i64 %t81.i, 2047
  %t86.i = and i64 %t80.i, -9218868437227405313
  %t87.i = or i64 %t86.i, 4503599627370496
  %t88.i = add nsw i64 %t82.i, -1014
  %t905.i = lshr i64 %t88.i, 6
  %t91.i = and i64 %t88.i, 63
  %t93.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t905.i
  %.15.i = load i64, ptr addrspace(4) %t93.i, align 8
  %.18.i = shl i64 %.15.i, %t91.i
  %t96.i = add nuw nsw i64 %t905.i, 1
  %t98.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t96.i
  %.19.i = load i64, ptr addrspace(4) %t98.i, align 8
  %t100.i = sub nsw i64 54, %t81.i
  %.20.i = icmp eq i64 %t91.i, 0
  %.21.i = and i64 %t100.i, 63
  %.22.i = lshr i64 %.19.i, %.21.i
  %t101.i = select i1 %.20.i, i64 0, i64 %.22.i
  %t102.i = or i64 %t101.i, %.18.i
  %.26.i = shl i64 %.19.i, %t91.i
  %t105.i = add nuw nsw i64 %t905.i, 2
  %t107.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t105.i
  %.27.i = load i64, ptr addrspace(4) %t107.i, align 8
  %.30.i = lshr i64 %.27.i, %.21.i
  %t109.i = select i1 %.20.i, i64 0, i64 %.30.i
  %t110.i = or i64 %t109.i, %.26.i
  %.34.i = shl i64 %.27.i, %t91.i
  %t113.i = add nuw nsw i64 %t905.i, 3
  %t115.i = getelementptr inbounds i64, ptr addrspace(4) @math.mPi4, i64 %t113.i
  %.35.i = load i64, ptr addrspace(4) %t115.i, align 8
  %.38.i = lshr i64 %.35.i, %.21.i
  %t117.i = select i1 %.20.i, i64 0, i64 %.38.i
  %t118.i = or i64 %t117.i, %.34.i
  %t119.i = and i64 %t118.i, 4294967295
  %t120.i = lshr i64 %t118.i, 32
  %t121.i = and i64 %t80.i, 4294967295
  %t122.i = lshr i64 %t87.i, 32
  %t123.i = mul nuw i64 %t119.i, %t121.i
  %t124.i = mul nuw i64 %t120.i, %t121.i
  %t125.i = lshr i64 %t123.i, 32
  %t126.i = add nuw i64 %t125.i, %t124.i
  %t127.i = and i64 %t126.i, 4294967295
  %t128.i = lshr i64 %t126.i, 32
  %t129.i = mul nuw i64 %t119.i, %t122.i
  %t130.i = add nuw i64 %t127.i, %t129.i
  %t131.i = mul nuw i64 %t120.i, %t122.i
  %t132.i = add nuw i64 %t128.i, %t131.i
  %t133.i = lshr i64 %t130.i, 32
  %t134.i = add nuw i64 %t132.i, %t133.i
  %t135.i = and i64 %t110.i, 4294967295
  %t136.i = lshr i64 %t110.i, 32
  %t137.i = mul nuw i64 %t135.i, %t121.i
  %t138.i = mul nuw i64 %t136.i, %t121.i
  %t139.i = lshr i64 %t137.i, 32
  %t140.i = add nuw i64 %t139.i, %t138.i
  %t141.i = and i64 %t140.i, 4294967295
  %t142.i = lshr i64 %t140.i, 32
  %t143.i = mul nuw i64 %t135.i, %t122.i
  %t144.i = add nuw i64 %t141.i, %t143.i
  %t145.i = mul nuw i64 %t136.i, %t122.i
  %t147.i = lshr i64 %t144.i, 32
  %t149.i = mul i64 %t110.i, %t87.i
  %t150.i = mul i64 %t102.i, %t87.i
  %t151.i = add i64 %t134.i, %t149.i
  %t152.i = and i64 %t134.i, %t149.i
  %t153.i = or i64 %t134.i, %t149.i
  %.39.i = xor i64 %t151.i, -1
  %t154.i = and i64 %t153.i, %.39.i
  %t155.i = or i64 %t154.i, %t152.i
  %t156.i = lshr i64 %t155.i, 63
  %t146.i = add i64 %t145.i, %t150.i
  %t148.i = add i64 %t146.i, %t142.i
  %t157.i = add i64 %t148.i, %t147.i
  %t158.i = add i64 %t157.i, %t156.i
  %t159.i = lshr i64 %t158.i, 61
  %t162.i = tail call i64 @llvm.fshl.i64(i64 %t158.i, i64 %t151.i, i64 3)
  %.40.i = tail call i64 @llvm.ctlz.i64(i64 %t162.i, i1 false), !range !1
  %t166.i = add nuw nsw i64 %.40.i, 1
  %.41.i = icmp ult i64 %t162.i, 2
  %.42.i = and i64 %t166.i, 63
  %.43.i = shl i64 %t162.i, %.42.i
  %t168.i = select i1 %.41.i, i64 2, i64 %.43.i
  %t169.i = sub nsw i64 63, %.40.i
  %.44.i = icmp eq i64 %t162.i, 0
  %.45.i = and i64 %t169.i, 63
  %.46.i = lshr i64 %t151.i, %.45.i
  %t170.i = select i1 %.44.i, i64 0, i64 %.46.i
  %t171.i = or i64 %t168.i, %t170.i
  %t172.i = lshr i64 %t171.i, 12
  %.neg.i = mul nsw i64 %.40.i, -4503599627370496
  %t173.i = add nsw i64 %.neg.i, 4602678819172646912
  %t174.i = or i64 %t172.i, %t173.i
  %t175.i = bitcast i64 %t174.i to double
  %27 = and i64 %t158.i, 2305843009213693952
  %t177.not.i = icmp eq i64 %27, 0
  %t178.i = add nuw nsw i64 %t159.i, 1
  %t179.i = and i64 %t178.i, 7
  %t180.i = fadd double %t175.i, -1.000000e+00
  %spec.select.i = select i1 %t177.not.i, i64 %t159.i, i64 %t179.i
  %spec.select6.i = select i1 %t177.not.i, double %t175.i, double %t180.i
  %t183.i = fmul double %spec.select6.i, 0x3FE921FB54442D18
  br label %b45.i

b45.i:                                            ; preds = %b54.i, %b41.i, %b39.i
  %t186.i = phi i64 [ %t260.i, %b54.i ], [ %spec.select.i, %b41.i ], [ 0, %b39.i ]
  %t187.i = phi double [ %t266.i, %b54.i ], [ %t183.i, %b41.i ], [ %t76.i, %b39.i ]
  %t188.i = icmp ugt i64 %t186.i, 3
  %t190.i = add nsw i64 %t186.i, -4
  %spec.select7.i = xor i1 %t75.i, %t188.i
  %spec.select8.i = select i1 %t188.i, i64 %t190.i, i64 %t186.i
  %t193.i = fmul double %t187.i, %t187.i
  %t192.off.i = add nsw i64 %spec.select8.i, -1
  %switch.i = icmp ult i64 %t192.off.i, 2
  br i1 %switch.i, label %b48.i, label %b53.i

b48.i:                                            ; preds = %b45.i
  %t195.i = fmul double %t193.i, 5.000000e-01
  %t196.i = fsub double 1.000000e+00, %t195.i
  %t200.i = fmul double %t193.i, 0x3DA8FA49A0861A9B
  %28 = fsub double 0x3E21EE9D7B4E3F05, %t200.i
  br label %b49.i

b49.i:                                            ; preds = %b53.i, %b48.i
  %t232.sink.i = phi double [ %t232.i, %b53.i ], [ %28, %b48.i ]
  %.sink11.i = phi double [ 0x3EC71DE3567D48A1, %b53.i ], [ 0xBE927E4F7EAC4BC6, %b48.i ]
  %.sink10.i = phi double [ 0xBF2A01A019BFDF03, %b53.i ], [ 0x3EFA01A019C844F5, %b48.i ]
  %.sink9.i = phi double [ 0x3F8111111110F7D0, %b53.i ], [ 0xBF56C16C16C14F91, %b48.i ]
  %.sink.i = phi double [ 0xBFC5555555555548, %b53.i ], [ 0x3FA555555555554B, %b48.i ]
  %t187.pn.i = phi double [ %t187.i, %b53.i ], [ %t193.i, %b48.i ]
  %t187.sink.i = phi double [ %t187.i, %b53.i ], [ %t196.i, %b48.i ]
  %t226.sink.i = fmul double %t193.i, %t187.pn.i
  %t233.i = fmul double %t193.i, %t232.sink.i
  %t236.i = fadd double %t233.i, %.sink11.i
  %t237.i = fmul double %t193.i, %t236.i
  %t240.i = fadd double %.sink10.i, %t237.i
  %t241.i = fmul double %t193.i, %t240.i
  %t244.i = fadd double %.sink9.i, %t241.i
  %t245.i = fmul double %t193.i, %t244.i
  %t248.i = fadd double %.sink.i, %t245.i
  %t249.i = fmul double %t226.sink.i, %t248.i
  %t250.i = fadd double %t187.sink.i, %t249.i
  %t223.i = fneg double %t250.i
  %spec.select4.i = select i1 %spec.select7.i, double %t223.i, double %t250.i
  br label %"github.com/kernlab/kern/bench/kernels.ExpSin.exit"

b53.i:                                            ; preds = %b45.i
  %t229.i = fmul double %t193.i, 0x3DE5D8FD1FD19CCD
  %t232.i = fadd double %t229.i, 0xBE5AE5E5A9291F5D
  br label %b49.i

b54.i:                                            ; preds = %b36.i
  %t251.i = fmul double %t76.i, 0x3FF45F306DC9C883
  %.59.i = fcmp olt double %t251.i, 0x43E0000000000000
  %.60.i = fcmp oge double %t251.i, 0xC3E0000000000000
  %.62.i = and i1 %.60.i, %.59.i
  %29 = fptosi double %t251.i to i64
  %.65.i = select i1 %.62.i, i64 %29, i64 -9223372036854775808
  %.66.i = fadd double %t251.i, 0xC3E0000000000000
  %.67.i = fcmp oge double %.66.i, 0xC3E0000000000000
  %.68.i = fcmp olt double %.66.i, 0x43E0000000000000
  %.69.i = and i1 %.67.i, %.68.i
  %30 = fptosi double %.66.i to i64
  %.op.i = or i64 %30, -9223372036854775808
  %.73.i = select i1 %.69.i, i64 %.op.i, i64 -9223372036854775808
  %.74.i = select i1 %.59.i, i64 %.65.i, i64 %.73.i
  %t253.i = uitofp i64 %.74.i to double
  %t254.i = and i64 %.74.i, 1
  %t255.not.i = icmp eq i64 %t254.i, 0
  %t257.i = fadd double %t253.i, 1.000000e+00
  %not.t255.not.i = xor i1 %t255.not.i, true
  %t256.i = zext i1 %not.t255.not.i to i64
  %t258.i = add i64 %.74.i, %t256.i
  %t259.i = select i1 %t255.not.i, double %t253.i, double %t257.i
  %t260.i = and i64 %t258.i, 7
  %t261.i = fmul double %t259.i, 0x3FE921FB40000000
  %t262.i = fsub double %t76.i, %t261.i
  %t263.i = fmul double %t259.i, 0x3E64442D00000000
  %t264.i = fsub double %t262.i, %t263.i
  %t265.i = fmul double %t259.i, 0x3CE8469898CC5170
  %t266.i = fsub double %t264.i, %t265.i
  br label %b45.i

"github.com/kernlab/kern/bench/kernels.ExpSin.exit": ; preds = %b31.i, %b34.i, %b49.i
  %t267.i = phi double [ %spec.select4.i, %b49.i ], [ %t91, %b31.i ], [ 0x7FF8000000000001, %b34.i ]
  %t268.i = fmul double %t70.i, %t267.i
  %t93 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t88
  store double %t268.i, ptr addrspace(1) %t93, align 8
  %t94 = add i64 %t202, %t11
  %t21 = icmp slt i64 %t94, %a0
  br i1 %t21, label %b2, label %b21

b21:                                              ; preds = %"github.com/kernlab/kern/bench/kernels.ExpSin.exit", %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i32 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t2 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t4 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t8 = sext i32 %.16 to i64
  %t9 = mul nsw i64 %t6, %t4
  %t10 = add nsw i64 %t9, %t2
  %t11 = mul nsw i64 %t8, %t6
  %t131 = icmp slt i64 %t10, %a0
  br i1 %t131, label %b2, label %b10

b2:                                               ; preds = %entry, %b9
  %t122 = phi i64 [ %t26, %b9 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t122
  %.17 = load i32, ptr addrspace(1) %t14, align 4
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t16 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = icmp slt i32 %t16, 0
  br i1 %t17, label %b5, label %b6

b5:                                               ; preds = %b4
  %t18 = mul i32 %t16, -2
  br label %b9

b6:                                               ; preds = %b4
  %t19 = icmp ugt i32 %t16, 1000
  br i1 %t19, label %b7, label %b8

b7:                                               ; preds = %b6
  %t20 = and i32 %t16, 7
  %t21 = or i32 %t20, 1000
  br label %b9

b8:                                               ; preds = %b6
  %t22 = mul nuw nsw i32 %t16, 3
  %t23 = add nuw nsw i32 %t22, 1
  br label %b9

b9:                                               ; preds = %b8, %b7, %b5
  %t24 = phi i32 [ %t18, %b5 ], [ %t21, %b7 ], [ %t23, %b8 ]
  %t25 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t122
  store i32 %t24, ptr addrspace(1) %t25, align 4
  %t26 = add i64 %t122, %t11
  %t13 = icmp slt i64 %t26, %a0
  br i1 %t13, label %b2, label %b10

b10:                                              ; preds = %b9, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eTriage_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #2 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t2 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t4 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t8 = sext i32 %.16 to i64
  %t9 = mul nsw i64 %t6, %t4
  %t10 = add nsw i64 %t9, %t2
  %t11 = mul nsw i64 %t8, %t6
  %t12 = icmp sgt i64 %a1, 7
  %t13 = icmp sgt i64 %a1, 6
  %t14 = icmp sgt i64 %a1, 5
  %t15 = icmp sgt i64 %a1, 4
  %t16 = icmp sgt i64 %a1, 3
  %t17 = icmp sgt i64 %a1, 2
  %t18 = icmp sgt i64 %a1, 1
  %t19 = icmp sgt i64 %a1, 0
  %t211 = icmp slt i64 %t10, %a0
  br i1 %t211, label %b2.lr.ph, label %b26

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
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %b25
  %t202 = phi i64 [ %t10, %b2.lr.ph ], [ %t101, %b25 ]
  br i1 %t12, label %b3, label %b4

b3:                                               ; preds = %b2
  %t202.frozen = freeze i64 %t202
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t202.frozen, %.20.frozen
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t202.frozen, %14
  %.22 = select i1 %.17, i64 %t202, i64 %.21.decomposed
  %.28 = sub i64 0, %t202
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t24 = mul i64 %.22, %a19
  %t25 = mul i64 %.22, %a28
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t26 = phi i64 [ %.30, %b3 ], [ %t202, %b2 ]
  %t27 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6

b5:                                               ; preds = %b4
  %t26.frozen = freeze i64 %t26
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t26.frozen, %.34.frozen
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t26.frozen, %15
  %.36 = select i1 %.31, i64 %t26, i64 %.35.decomposed
  %.42 = sub i64 0, %t26
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t31 = mul i64 %.36, %a18
  %t32 = add i64 %t31, %t27
  %t33 = mul i64 %.36, %a27
  %t34 = add i64 %t33, %t28
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t35 = phi i64 [ %.44, %b5 ], [ %t26, %b4 ]
  %t36 = phi i64 [ %t32, %b5 ], [ %t27, %b4 ]
  %t37 = phi i64 [ %t34, %b5 ], [ %t28, %b4 ]
  br i1 %t14, label %b7, label %b8

b7:                                               ; preds = %b6
  %t35.frozen = freeze i64 %t35
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t35.frozen, %.48.frozen
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t35.frozen, %16
  %.50 = select i1 %.45, i64 %t35, i64 %.49.decomposed
  %.56 = sub i64 0, %t35
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t40 = mul i64 %.50, %a17
  %t41 = add i64 %t40, %t36
  %t42 = mul i64 %.50, %a26
  %t43 = add i64 %t42, %t37
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t44 = phi i64 [ %.58, %b7 ], [ %t35, %b6 ]
  %t45 = phi i64 [ %t41, %b7 ], [ %t36, %b6 ]
  %t46 = phi i64 [ %t43, %b7 ], [ %t37, %b6 ]
  br i1 %t15, label %b9, label %b10

b9:                                               ; preds = %b8
  %t44.frozen = freeze i64 %t44
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t44.frozen, %.62.frozen
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t44.frozen, %17
  %.64 = select i1 %.59, i64 %t44, i64 %.63.decomposed
  %.70 = sub i64 0, %t44
  %.71 = select i1 %.60, i64 %.70, i64 %.69
  %.72 = select i1 %.59, i64 -1, i64 %.71
  %t49 = mul i64 %.64, %a16
  %t50 = add i64 %t49, %t45
  %t51 = mul i64 %.64, %a25
  %t52 = add i64 %t51, %t46
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t53 = phi i64 [ %.72, %b9 ], [ %t44, %b8 ]
  %t54 = phi i64 [ %t50, %b9 ], [ %t45, %b8 ]
  %t55 = phi i64 [ %t52, %b9 ], [ %t46, %b8 ]
  br i1 %t16, label %b11, label %b12

b11:                                              ; preds = %b10
  %t53.frozen = freeze i64 %t53
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t53.frozen, %.76.frozen
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t53.frozen, %18
  %.78 = select i1 %.73, i64 %t53, i64 %.77.decomposed
  %.84 = sub i64 0, %t53
  %.85 = select i1 %.74, i64 %.84, i64 %.83
  %.86 = select i1 %.73, i64 -1, i64 %.85
  %t58 = mul i64 %.78, %a15
  %t59 = add i64 %t58, %t54
  %t60 = mul i64 %.78, %a24
  %t61 = add i64 %t60, %t55
  br label %b12

b12:                                              ; preds = %b11, %b10
  %t62 = phi i64 [ %.86, %b11 ], [ %t53, %b10 ]
  %t63 = phi i64 [ %t59, %b11 ], [ %t54, %b10 ]
  %t64 = phi i64 [ %t61, %b11 ], [ %t55, %b10 ]
  br i1 %t17, label %b13, label %b14

b13:                                              ; preds = %b12
  %t62.frozen = freeze i64 %t62
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t62.frozen, %.90.frozen
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t62.frozen, %19
  %.92 = select i1 %.87, i64 %t62, i64 %.91.decomposed
  %.98 = sub i64 0, %t62
  %.99 = select i1 %.88, i64 %.98, i64 %.97
  %.100 = select i1 %.87, i64 -1, i64 %.99
  %t67 = mul i64 %.92, %a14
  %t68 = add i64 %t67, %t63
  %t69 = mul i64 %.92, %a23
  %t70 = add i64 %t69, %t64
  br label %b14

b14:                                              ; preds = %b13, %b12
  %t71 = phi i64 [ %.100, %b13 ], [ %t62, %b12 ]
  %t72 = phi i64 [ %t68, %b13 ], [ %t63, %b12 ]
  %t73 = phi i64 [ %t70, %b13 ], [ %t64, %b12 ]
  br i1 %t18, label %b15, label %b16

b15:                                              ; preds = %b14
  %t71.frozen = freeze i64 %t71
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t71.frozen, %.104.frozen
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t71.frozen, %20
  %.106 = select i1 %.101, i64 %t71, i64 %.105.decomposed
  %.112 = sub i64 0, %t71
  %.113 = select i1 %.102, i64 %.112, i64 %.111
  %.114 = select i1 %.101, i64 -1, i64 %.113
  %t76 = mul i64 %.106, %a13
  %t77 = add i64 %t76, %t72
  %t78 = mul i64 %.106, %a22
  %t79 = add i64 %t78, %t73
  br label %b16

b16:                                              ; preds = %b15, %b14
  %t80 = phi i64 [ %.114, %b15 ], [ %t71, %b14 ]
  %t81 = phi i64 [ %t77, %b15 ], [ %t72, %b14 ]
  %t82 = phi i64 [ %t79, %b15 ], [ %t73, %b14 ]
  br i1 %t19, label %b17, label %b18

b17:                                              ; preds = %b16
  %t83 = mul i64 %t80, %a12
  %t84 = add i64 %t81, %t83
  %t85 = mul i64 %t80, %a21
  %t86 = add i64 %t82, %t85
  br label %b18

b18:                                              ; preds = %b17, %b16
  %t87 = phi i64 [ %t84, %b17 ], [ %t81, %b16 ]
  %t88 = phi i64 [ %t86, %b17 ], [ %t82, %b16 ]
  br i1 %t0.not, label %b20, label %b19

b19:                                              ; preds = %b18
  %t89 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t87
  %.115 = load i32, ptr addrspace(1) %t89, align 4
  br label %b20

b20:                                              ; preds = %b19, %b18
  %t91 = phi i32 [ %.115, %b19 ], [ %a11, %b18 ]
  %t92 = icmp slt i32 %t91, 0
  br i1 %t92, label %b21, label %b22

b21:                                              ; preds = %b20
  %t93 = mul i32 %t91, -2
  br label %b25

b22:                                              ; preds = %b20
  %t94 = icmp ugt i32 %t91, 1000
  br i1 %t94, label %b23, label %b24

b23:                                              ; preds = %b22
  %t95 = and i32 %t91, 7
  %t96 = or i32 %t95, 1000
  br label %b25

b24:                                              ; preds = %b22
  %t97 = mul nuw nsw i32 %t91, 3
  %t98 = add nuw nsw i32 %t97, 1
  br label %b25

b25:                                              ; preds = %b24, %b23, %b21
  %t99 = phi i32 [ %t93, %b21 ], [ %t96, %b23 ], [ %t98, %b24 ]
  %t100 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t88
  store i32 %t99, ptr addrspace(1) %t100, align 4
  %t101 = add i64 %t202, %t11
  %t21 = icmp slt i64 %t101, %a0
  br i1 %t21, label %b2, label %b26

b26:                                              ; preds = %b25, %entry
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !invariant.load !0
  %.9 = zext i16 %.8 to i32
  %.10 = add i32 %.5, -1
  %.11 = add i32 %.10, %.9
  %.12 = udiv i32 %.11, %.9
  %t7 = sext i32 %.12 to i64
  %t8 = shl nsw i64 %t5, 8
  %t9 = add nsw i64 %t8, %t3
  %t10 = shl nsw i64 %t7, 8
  %t11 = icmp slt i64 %t9, %a0
  br i1 %t11, label %b1, label %b2

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t12
  %.13 = load float, ptr addrspace(1) %t13, align 4, !amdgpu.noclobber !0
  br label %b2

b2:                                               ; preds = %b1, %entry
  %t15 = phi float [ %.13, %b1 ], [ 0.000000e+00, %entry ]
  %t17 = add nsw i64 %t10, %t9
  %t20 = mul i64 %t10, %a2
  %t248 = icmp slt i64 %t17, %a0
  br i1 %t248, label %b4.preheader, label %b5

b4.preheader:                                     ; preds = %b2
  %t18 = mul i64 %t17, %a2
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t18
  br label %b4

b4:                                               ; preds = %b4.preheader, %b4
  %t2311 = phi float [ %t26, %b4 ], [ %t15, %b4.preheader ]
  %t2210 = phi i64 [ %t27, %b4 ], [ %t17, %b4.preheader ]
  %t219 = phi ptr addrspace(1) [ %t28, %b4 ], [ %t19, %b4.preheader ]
  %.14 = load float, ptr addrspace(1) %t219, align 4
  %t26 = fadd float %t2311, %.14
  %t27 = add i64 %t2210, %t10
  %t28 = getelementptr inbounds float, ptr addrspace(1) %t219, i64 %t20
  %t24 = icmp slt i64 %t27, %a0
  br i1 %t24, label %b4, label %b5

b5:                                               ; preds = %b4, %b2
  %t23.lcssa = phi float [ %t15, %b2 ], [ %t26, %b4 ]
  %t29 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %.1
  store float %t23.lcssa, ptr addrspace(3) %t29, align 4
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %.1
  %.15 = zext i1 %t11 to i8
  store i8 %.15, ptr addrspace(3) %t30, align 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i32 %.1, 128
  br i1 %t31, label %b6, label %b11

b6:                                               ; preds = %b5
  %t32 = add nsw i32 %.1, 128
  %t33 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %t32
  %.16 = load float, ptr addrspace(3) %t33, align 4
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %t32
  %.17 = load i8, ptr addrspace(3) %t35, align 1
  %.18 = icmp ne i8 %.17, 0
  %t37 = select i1 %t11, float %t23.lcssa, float -0.000000e+00
  %spec.select = fadd float %t37, %.16
  %t39 = select i1 %.18, float %spec.select, float %t23.lcssa
  %t40 = select i1 %.18, i1 true, i1 %t11
  store float %t39, ptr addrspace(3) %t29, align 4
  %.19 = zext i1 %t40 to i8
  store i8 %.19, ptr addrspace(3) %t30, align 1
  br label %b11

b11:                                              ; preds = %b6, %b5
  %t41 = phi float [ %t39, %b6 ], [ %t23.lcssa, %b5 ]
  %t42 = phi i1 [ %t40, %b6 ], [ %t11, %b5 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i32 %.1, 64
  br i1 %t43, label %b12, label %b17

b12:                                              ; preds = %b11
  %t44 = add nsw i32 %.1, 64
  %t45 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %t44
  %.20 = load float, ptr addrspace(3) %t45, align 4
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %t44
  %.21 = load i8, ptr addrspace(3) %t47, align 1
  %.22 = icmp ne i8 %.21, 0
  %t49 = select i1 %t42, float %t41, float -0.000000e+00
  %spec.select1 = fadd float %t49, %.20
  %t51 = select i1 %.22, float %spec.select1, float %t41
  %t52 = select i1 %.22, i1 true, i1 %t42
  store float %t51, ptr addrspace(3) %t29, align 4
  %.23 = zext i1 %t52 to i8
  store i8 %.23, ptr addrspace(3) %t30, align 1
  br label %b17

b17:                                              ; preds = %b12, %b11
  %t53 = phi float [ %t51, %b12 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b12 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t55 = icmp slt i32 %.1, 32
  br i1 %t55, label %b18, label %b23

b18:                                              ; preds = %b17
  %t56 = add nsw i32 %.1, 32
  %t57 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.0, i32 %t56
  %.24 = load float, ptr addrspace(3) %t57, align 4
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage1.shared.1, i32 %t56
  %.25 = load i8, ptr addrspace(3) %t59, align 1
  %.26 = icmp ne i8 %.25, 0
  %t61 = select i1 %t54, float %t53, float -0.000000e+00
  %spec.select2 = fadd float %t61, %.24
  %t63 = select i1 %.26, float %spec.select2, float %t53
  %t64 = select i1 %.26, i1 true, i1 %t54
  br label %b23

b23:                                              ; preds = %b18, %b17
  %t65 = phi float [ %t63, %b18 ], [ %t53, %b17 ]
  %t66 = phi i1 [ %t64, %b18 ], [ %t54, %b17 ]
  br i1 %t55, label %b24, label %b45

b24:                                              ; preds = %b23
  %.28 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.29 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.28)
  %.30 = zext i32 %.29 to i64
  %.31 = add nuw nsw i64 %.30, 16
  %.32 = icmp ult i32 %.29, 48
  %.33 = tail call i64 @llvm.read_register.i64(metadata !2) #10
  %.34 = and i64 %.31, 63
  %0 = shl nuw i64 1, %.34
  %1 = and i64 %0, %.33
  %.36 = icmp ne i64 %1, 0
  %.37 = and i1 %.32, %.36
  %.38 = trunc i64 %.31 to i32
  %.39 = shl i32 %.38, 2
  %.40 = bitcast float %t65 to i32
  %.41 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.40)
  %.42 = bitcast i32 %.41 to float
  %t67 = select i1 %.37, float %.42, float %t65
  %.56 = zext i1 %t66 to i32
  %.57 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.56)
  %2 = and i32 %.57, 1
  %.58 = icmp ne i32 %2, 0
  %t68 = select i1 %.37, i1 %.58, i1 %t66
  %t69 = icmp slt i32 %.1, 16
  %t70 = and i1 %t69, %t68
  %t71 = select i1 %t66, float %t65, float -0.000000e+00
  %spec.select3 = fadd float %t71, %t67
  %t73 = select i1 %t70, float %spec.select3, float %t65
  %t74 = select i1 %t70, i1 true, i1 %t66
  %.63 = add nuw nsw i64 %.30, 8
  %.64 = icmp ult i32 %.29, 56
  %.66 = and i64 %.63, 63
  %3 = shl nuw i64 1, %.66
  %4 = and i64 %3, %.33
  %.68 = icmp ne i64 %4, 0
  %.69 = and i1 %.64, %.68
  %.70 = trunc i64 %.63 to i32
  %.71 = shl i32 %.70, 2
  %.72 = bitcast float %t73 to i32
  %.73 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.72)
  %.74 = bitcast i32 %.73 to float
  %t75 = select i1 %.69, float %.74, float %t73
  %.88 = zext i1 %t74 to i32
  %.89 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.88)
  %5 = and i32 %.89, 1
  %.90 = icmp ne i32 %5, 0
  %t76 = select i1 %.69, i1 %.90, i1 %t74
  %t77 = icmp slt i32 %.1, 24
  %t78 = and i1 %t77, %t76
  %t79 = select i1 %t74, float %t73, float -0.000000e+00
  %spec.select4 = fadd float %t75, %t79
  %t81 = select i1 %t78, float %spec.select4, float %t73
  %t82 = select i1 %t78, i1 true, i1 %t74
  %.95 = add nuw nsw i64 %.30, 4
  %.96 = icmp ult i32 %.29, 60
  %.98 = and i64 %.95, 63
  %6 = shl nuw i64 1, %.98
  %7 = and i64 %6, %.33
  %.100 = icmp ne i64 %7, 0
  %.101 = and i1 %.96, %.100
  %.102 = trunc i64 %.95 to i32
  %.103 = shl i32 %.102, 2
  %.104 = bitcast float %t81 to i32
  %.105 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.103, i32 %.104)
  %.106 = bitcast i32 %.105 to float
  %t83 = select i1 %.101, float %.106, float %t81
  %.120 = zext i1 %t82 to i32
  %.121 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.103, i32 %.120)
  %8 = and i32 %.121, 1
  %.122 = icmp ne i32 %8, 0
  %t84 = select i1 %.101, i1 %.122, i1 %t82
  %t85 = icmp slt i32 %.1, 28
  %t86 = and i1 %t85, %t84
  %t87 = select i1 %t82, float %t81, float -0.000000e+00
  %spec.select5 = fadd float %t83, %t87
  %t89 = select i1 %t86, float %spec.select5, float %t81
  %t90 = select i1 %t86, i1 true, i1 %t82
  %.127 = add nuw nsw i64 %.30, 2
  %.128 = icmp ult i32 %.29, 62
  %.130 = and i64 %.127, 63
  %9 = shl nuw i64 1, %.130
  %10 = and i64 %9, %.33
  %.132 = icmp ne i64 %10, 0
  %.133 = and i1 %.128, %.132
  %.134 = trunc i64 %.127 to i32
  %.135 = shl i32 %.134, 2
  %.136 = bitcast float %t89 to i32
  %.137 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.135, i32 %.136)
  %.138 = bitcast i32 %.137 to float
  %t91 = select i1 %.133, float %.138, float %t89
  %.152 = zext i1 %t90 to i32
  %.153 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.135, i32 %.152)
  %11 = and i32 %.153, 1
  %.154 = icmp ne i32 %11, 0
  %t92 = select i1 %.133, i1 %.154, i1 %t90
  %t93 = icmp slt i32 %.1, 30
  %t94 = and i1 %t93, %t92
  %t95 = select i1 %t90, float %t89, float -0.000000e+00
  %spec.select6 = fadd float %t91, %t95
  %t97 = select i1 %t94, float %spec.select6, float %t89
  %t98 = select i1 %t94, i1 true, i1 %t90
  %.159 = add nuw nsw i64 %.30, 1
  %.160 = icmp ult i32 %.29, 63
  %.162 = and i64 %.159, 63
  %12 = shl nuw i64 1, %.162
  %13 = and i64 %12, %.33
  %.164 = icmp ne i64 %13, 0
  %.165 = and i1 %.160, %.164
  %.166 = trunc i64 %.159 to i32
  %.167 = shl i32 %.166, 2
  %.168 = bitcast float %t97 to i32
  %.169 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %.168)
  %.170 = bitcast i32 %.169 to float
  %t99 = select i1 %.165, float %.170, float %t97
  %.184 = zext i1 %t98 to i32
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %.184)
  %14 = and i32 %.185, 1
  %.186 = icmp ne i32 %14, 0
  %t100 = select i1 %.165, i1 %.186, i1 %t98
  %t101 = icmp ne i32 %.1, 31
  %t102 = and i1 %t101, %t100
  %t103 = select i1 %t98, float %t97, float -0.000000e+00
  %spec.select7 = fadd float %t99, %t103
  %t105 = select i1 %t102, float %spec.select7, float %t97
  %t106 = select i1 %t102, i1 true, i1 %t98
  br label %b45

b45:                                              ; preds = %b24, %b23
  %t107 = phi float [ %t105, %b24 ], [ %t65, %b23 ]
  %t108 = phi i1 [ %t106, %b24 ], [ %t66, %b23 ]
  %t109 = icmp eq i32 %.1, 0
  %t110 = and i1 %t109, %t108
  br i1 %t110, label %b46, label %b47

b46:                                              ; preds = %b45
  %t111 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t5
  store float %t107, ptr addrspace(1) %t111, align 4
  br label %b47

b47:                                              ; preds = %b46, %b45
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, float %a3, i8 %a4) local_unnamed_addr #0 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.2 to i64
  %t4 = icmp slt i64 %t3, %a0
  br i1 %t4, label %b1, label %b2

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t3
  %.3 = load float, ptr addrspace(1) %t5, align 4, !amdgpu.noclobber !0
  br label %b2

b2:                                               ; preds = %b1, %entry
  %t7 = phi float [ %.3, %b1 ], [ 0.000000e+00, %entry ]
  %t109 = add nsw i64 %t3, 256
  %t1210 = icmp slt i64 %t109, %a0
  br i1 %t1210, label %b4, label %b5

b4:                                               ; preds = %b2, %b4
  %t1012 = phi i64 [ %t10, %b4 ], [ %t109, %b2 ]
  %t1111 = phi float [ %t15, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t1012
  %.4 = load float, ptr addrspace(1) %t13, align 4, !amdgpu.noclobber !0
  %t15 = fadd float %t1111, %.4
  %t10 = add i64 %t1012, 256
  %t12 = icmp slt i64 %t10, %a0
  br i1 %t12, label %b4, label %b5

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi float [ %t7, %b2 ], [ %t15, %b4 ]
  %t17 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %.2
  store float %t11.lcssa, ptr addrspace(3) %t17, align 4
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %.2
  %.5 = zext i1 %t4 to i8
  store i8 %.5, ptr addrspace(3) %t18, align 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t19 = icmp slt i32 %.2, 128
  br i1 %t19, label %b6, label %b11

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128
  %t21 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %t20
  %.6 = load float, ptr addrspace(3) %t21, align 4
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %t20
  %.7 = load i8, ptr addrspace(3) %t23, align 1
  %.8 = icmp ne i8 %.7, 0
  %t25 = select i1 %t4, float %t11.lcssa, float -0.000000e+00
  %spec.select = fadd float %t25, %.6
  %t27 = select i1 %.8, float %spec.select, float %t11.lcssa
  %t28 = select i1 %.8, i1 true, i1 %t4
  store float %t27, ptr addrspace(3) %t17, align 4
  %.9 = zext i1 %t28 to i8
  store i8 %.9, ptr addrspace(3) %t18, align 1
  br label %b11

b11:                                              ; preds = %b6, %b5
  %t29 = phi float [ %t27, %b6 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b6 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i32 %.2, 64
  br i1 %t31, label %b12, label %b17

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64
  %t33 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %t32
  %.10 = load float, ptr addrspace(3) %t33, align 4
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %t32
  %.11 = load i8, ptr addrspace(3) %t35, align 1
  %.12 = icmp ne i8 %.11, 0
  %t37 = select i1 %t30, float %t29, float -0.000000e+00
  %spec.select1 = fadd float %t37, %.10
  %t39 = select i1 %.12, float %spec.select1, float %t29
  %t40 = select i1 %.12, i1 true, i1 %t30
  store float %t39, ptr addrspace(3) %t17, align 4
  %.13 = zext i1 %t40 to i8
  store i8 %.13, ptr addrspace(3) %t18, align 1
  br label %b17

b17:                                              ; preds = %b12, %b11
  %t41 = phi float [ %t39, %b12 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b12 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i32 %.2, 32
  br i1 %t43, label %b18, label %b23

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32
  %t45 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.0, i32 %t44
  %.14 = load float, ptr addrspace(3) %t45, align 4
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2eSum_5f_5fstage2.shared.1, i32 %t44
  %.15 = load i8, ptr addrspace(3) %t47, align 1
  %.16 = icmp ne i8 %.15, 0
  %t49 = select i1 %t42, float %t41, float -0.000000e+00
  %spec.select2 = fadd float %t49, %.14
  %t51 = select i1 %.16, float %spec.select2, float %t41
  %t52 = select i1 %.16, i1 true, i1 %t42
  br label %b23

b23:                                              ; preds = %b18, %b17
  %t53 = phi float [ %t51, %b18 ], [ %t41, %b17 ]
  %t54 = phi i1 [ %t52, %b18 ], [ %t42, %b17 ]
  br i1 %t43, label %b24, label %b45

b24:                                              ; preds = %b23
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18)
  %.20 = zext i32 %.19 to i64
  %.21 = add nuw nsw i64 %.20, 16
  %.22 = icmp ult i32 %.19, 48
  %.23 = tail call i64 @llvm.read_register.i64(metadata !2) #10
  %.24 = and i64 %.21, 63
  %0 = shl nuw i64 1, %.24
  %1 = and i64 %0, %.23
  %.26 = icmp ne i64 %1, 0
  %.27 = and i1 %.22, %.26
  %.28 = trunc i64 %.21 to i32
  %.29 = shl i32 %.28, 2
  %.30 = bitcast float %t53 to i32
  %.31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30)
  %.32 = bitcast i32 %.31 to float
  %t55 = select i1 %.27, float %.32, float %t53
  %.46 = zext i1 %t54 to i32
  %.47 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.46)
  %2 = and i32 %.47, 1
  %.48 = icmp ne i32 %2, 0
  %t56 = select i1 %.27, i1 %.48, i1 %t54
  %t57 = icmp slt i32 %.2, 16
  %t58 = and i1 %t57, %t56
  %t59 = select i1 %t54, float %t53, float -0.000000e+00
  %spec.select3 = fadd float %t59, %t55
  %t61 = select i1 %t58, float %spec.select3, float %t53
  %t62 = select i1 %t58, i1 true, i1 %t54
  %.53 = add nuw nsw i64 %.20, 8
  %.54 = icmp ult i32 %.19, 56
  %.56 = and i64 %.53, 63
  %3 = shl nuw i64 1, %.56
  %4 = and i64 %3, %.23
  %.58 = icmp ne i64 %4, 0
  %.59 = and i1 %.54, %.58
  %.60 = trunc i64 %.53 to i32
  %.61 = shl i32 %.60, 2
  %.62 = bitcast float %t61 to i32
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.62)
  %.64 = bitcast i32 %.63 to float
  %t63 = select i1 %.59, float %.64, float %t61
  %.78 = zext i1 %t62 to i32
  %.79 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.78)
  %5 = and i32 %.79, 1
  %.80 = icmp ne i32 %5, 0
  %t64 = select i1 %.59, i1 %.80, i1 %t62
  %t65 = icmp slt i32 %.2, 24
  %t66 = and i1 %t65, %t64
  %t67 = select i1 %t62, float %t61, float -0.000000e+00
  %spec.select4 = fadd float %t63, %t67
  %t69 = select i1 %t66, float %spec.select4, float %t61
  %t70 = select i1 %t66, i1 true, i1 %t62
  %.85 = add nuw nsw i64 %.20, 4
  %.86 = icmp ult i32 %.19, 60
  %.88 = and i64 %.85, 63
  %6 = shl nuw i64 1, %.88
  %7 = and i64 %6, %.23
  %.90 = icmp ne i64 %7, 0
  %.91 = and i1 %.86, %.90
  %.92 = trunc i64 %.85 to i32
  %.93 = shl i32 %.92, 2
  %.94 = bitcast float %t69 to i32
  %.95 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.94)
  %.96 = bitcast i32 %.95 to float
  %t71 = select i1 %.91, float %.96, float %t69
  %.110 = zext i1 %t70 to i32
  %.111 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.110)
  %8 = and i32 %.111, 1
  %.112 = icmp ne i32 %8, 0
  %t72 = select i1 %.91, i1 %.112, i1 %t70
  %t73 = icmp slt i32 %.2, 28
  %t74 = and i1 %t73, %t72
  %t75 = select i1 %t70, float %t69, float -0.000000e+00
  %spec.select5 = fadd float %t71, %t75
  %t77 = select i1 %t74, float %spec.select5, float %t69
  %t78 = select i1 %t74, i1 true, i1 %t70
  %.117 = add nuw nsw i64 %.20, 2
  %.118 = icmp ult i32 %.19, 62
  %.120 = and i64 %.117, 63
  %9 = shl nuw i64 1, %.120
  %10 = and i64 %9, %.23
  %.122 = icmp ne i64 %10, 0
  %.123 = and i1 %.118, %.122
  %.124 = trunc i64 %.117 to i32
  %.125 = shl i32 %.124, 2
  %.126 = bitcast float %t77 to i32
  %.127 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %.126)
  %.128 = bitcast i32 %.127 to float
  %t79 = select i1 %.123, float %.128, float %t77
  %.142 = zext i1 %t78 to i32
  %.143 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %.142)
  %11 = and i32 %.143, 1
  %.144 = icmp ne i32 %11, 0
  %t80 = select i1 %.123, i1 %.144, i1 %t78
  %t81 = icmp slt i32 %.2, 30
  %t82 = and i1 %t81, %t80
  %t83 = select i1 %t78, float %t77, float -0.000000e+00
  %spec.select6 = fadd float %t79, %t83
  %t85 = select i1 %t82, float %spec.select6, float %t77
  %t86 = select i1 %t82, i1 true, i1 %t78
  %.149 = add nuw nsw i64 %.20, 1
  %.150 = icmp ult i32 %.19, 63
  %.152 = and i64 %.149, 63
  %12 = shl nuw i64 1, %.152
  %13 = and i64 %12, %.23
  %.154 = icmp ne i64 %13, 0
  %.155 = and i1 %.150, %.154
  %.156 = trunc i64 %.149 to i32
  %.157 = shl i32 %.156, 2
  %.158 = bitcast float %t85 to i32
  %.159 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.158)
  %.160 = bitcast i32 %.159 to float
  %t87 = select i1 %.155, float %.160, float %t85
  %.174 = zext i1 %t86 to i32
  %.175 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.174)
  %14 = and i32 %.175, 1
  %.176 = icmp ne i32 %14, 0
  %t88 = select i1 %.155, i1 %.176, i1 %t86
  %t89 = icmp ne i32 %.2, 31
  %t90 = and i1 %t89, %t88
  %t91 = select i1 %t86, float %t85, float -0.000000e+00
  %spec.select7 = fadd float %t87, %t91
  %t93 = select i1 %t90, float %spec.select7, float %t85
  %t94 = select i1 %t90, i1 true, i1 %t86
  br label %b45

b45:                                              ; preds = %b24, %b23
  %t95 = phi float [ %t93, %b24 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b24 ], [ %t54, %b23 ]
  %t97 = icmp eq i32 %.2, 0
  %t101 = select i1 %t96, i1 true, i1 %.1
  %or.cond = select i1 %t97, i1 %t101, i1 false
  br i1 %or.cond, label %b51, label %b52

b51:                                              ; preds = %b45
  %t98 = select i1 %.1, float %a3, float -0.000000e+00
  %spec.select8 = fadd float %t98, %t95
  %t100 = select i1 %t96, float %spec.select8, float %a3
  store float %t100, ptr addrspace(1) %a2, align 4
  br label %b52

b52:                                              ; preds = %b51, %b45
  ret void
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

!0 = !{}
!1 = !{i64 0, i64 65}
!2 = !{!"exec"}
