; kern module github.com/kernlab/kern/internal/testing/simdcores (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eFused_5bfloat32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, float %a4, ptr addrspace(1) readonly %a5, float %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #0 !dbg !4 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !7
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !7
  %t2.not = icmp eq ptr addrspace(1) %a5, null, !dbg !7
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  %t4 = sext i32 %.1 to i64, !dbg !7
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %t6 = sext i32 %.2 to i64, !dbg !7
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !7
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !7
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !7, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !7
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !7
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !7, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !7
  %.15 = add i32 %.14, %.9, !dbg !7
  %.16 = udiv i32 %.15, %.6, !dbg !7
  %t10 = sext i32 %.16 to i64, !dbg !7
  %t11 = mul nsw i64 %t8, %t6, !dbg !7
  %t12 = add nsw i64 %t11, %t4, !dbg !7
  %t13 = mul nsw i64 %t10, %t8, !dbg !7
  %t151 = icmp slt i64 %t12, %a0, !dbg !7
  br i1 %t151, label %b2, label %b9, !dbg !7

b2:                                               ; preds = %entry, %b8
  %t142 = phi i64 [ %t45, %b8 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !7

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t142, !dbg !7
  %.17 = load float, ptr addrspace(1) %t16, align 4, !dbg !7
  br label %b4, !dbg !7

b4:                                               ; preds = %b3, %b2
  %t18 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !7

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t142, !dbg !7
  %.18 = load float, ptr addrspace(1) %t19, align 4, !dbg !7
  br label %b6, !dbg !7

b6:                                               ; preds = %b5, %b4
  %t21 = phi float [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7, !dbg !7

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t142, !dbg !7
  %.19 = load float, ptr addrspace(1) %t22, align 4, !dbg !7
  br label %b8, !dbg !7

b8:                                               ; preds = %b7, %b6
  %t24 = phi float [ %.19, %b7 ], [ %a6, %b6 ]
  %t25 = fmul float %t18, %t21, !dbg !8
  %t26 = fadd float %t25, %t24, !dbg !9
  %t27 = fsub float %t24, %t25, !dbg !10
  %t28 = fsub float %t25, %t24, !dbg !11
  %t32 = fmul float %t18, 2.500000e-01, !dbg !12
  %t33 = fadd float %t32, %t24, !dbg !13
  %t34 = tail call float @llvm.fma.f32(float %t18, float 2.000000e+00, float %t24), !dbg !14
  %t35 = fdiv float %t18, 3.000000e+00, !dbg !15
  %t36 = fadd float %t35, %t24, !dbg !16
  %t37 = fdiv float %t27, %t28, !dbg !17
  %t38 = fadd float %t26, %t37, !dbg !18
  %t39 = fadd float %t27, %t38, !dbg !19
  %t40 = fsub float %t39, %t26, !dbg !20
  %t41 = fdiv float %t33, %t34, !dbg !21
  %t42 = fadd float %t41, %t40, !dbg !22
  %t43 = fsub float %t42, %t36, !dbg !23
  %t44 = getelementptr inbounds float, ptr addrspace(1) %a7, i64 %t142, !dbg !7
  store float %t43, ptr addrspace(1) %t44, align 4, !dbg !7
  %t45 = add i64 %t142, %t13, !dbg !7
  %t15 = icmp slt i64 %t45, %a0, !dbg !7
  br i1 %t15, label %b2, label %b9, !dbg !7

b9:                                               ; preds = %b8, %entry
  ret void, !dbg !7
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eFused_5bfloat32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, float %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 !dbg !24 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !25
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !25
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !25
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !25
  %t4 = sext i32 %.1 to i64, !dbg !25
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !25
  %t6 = sext i32 %.2 to i64, !dbg !25
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !25
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !25
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !25, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !25
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !25
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !25, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !25
  %.15 = add i32 %.14, %.9, !dbg !25
  %.16 = udiv i32 %.15, %.6, !dbg !25
  %t10 = sext i32 %.16 to i64, !dbg !25
  %t11 = mul nsw i64 %t8, %t6, !dbg !25
  %t12 = add nsw i64 %t11, %t4, !dbg !25
  %t13 = mul nsw i64 %t10, %t8, !dbg !25
  %t14 = icmp sgt i64 %a1, 7, !dbg !25
  %t16 = icmp sgt i64 %a1, 6, !dbg !25
  %t18 = icmp sgt i64 %a1, 5, !dbg !25
  %t20 = icmp sgt i64 %a1, 4, !dbg !25
  %t22 = icmp sgt i64 %a1, 3, !dbg !25
  %t24 = icmp sgt i64 %a1, 2, !dbg !25
  %t26 = icmp sgt i64 %a1, 1, !dbg !25
  %t28 = icmp sgt i64 %a1, 0, !dbg !25
  %t301 = icmp slt i64 %t12, %a0, !dbg !25
  br i1 %t301, label %b2, label %b25, !dbg !25

b2:                                               ; preds = %entry, %b24
  %t292 = phi i64 [ %t194, %b24 ], [ %t12, %entry ]
  br i1 %t14, label %b3, label %b4, !dbg !25

b3:                                               ; preds = %b2
  %t32 = udiv i64 %t292, %a9, !dbg !25
  %t34 = mul i64 %t32, %a9, !dbg !25
  %t35 = sub nuw i64 %t292, %t34, !dbg !25
  %t36 = mul i64 %t35, %a19, !dbg !25
  %t37 = mul i64 %t35, %a29, !dbg !25
  %t38 = mul i64 %t35, %a39, !dbg !25
  %t39 = mul i64 %t35, %a48, !dbg !25
  br label %b4, !dbg !25

b4:                                               ; preds = %b3, %b2
  %t40 = phi i64 [ %t32, %b3 ], [ %t292, %b2 ]
  %t41 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t42 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  %t43 = phi i64 [ %t38, %b3 ], [ 0, %b2 ]
  %t44 = phi i64 [ %t39, %b3 ], [ 0, %b2 ]
  br i1 %t16, label %b5, label %b6, !dbg !25

b5:                                               ; preds = %b4
  %t46 = udiv i64 %t40, %a8, !dbg !25
  %t48 = mul i64 %t46, %a8, !dbg !25
  %t49 = sub i64 %t40, %t48, !dbg !25
  %t50 = mul i64 %t49, %a18, !dbg !25
  %t51 = add i64 %t50, %t41, !dbg !25
  %t52 = mul i64 %t49, %a28, !dbg !25
  %t53 = add i64 %t52, %t42, !dbg !25
  %t54 = mul i64 %t49, %a38, !dbg !25
  %t55 = add i64 %t54, %t43, !dbg !25
  %t56 = mul i64 %t49, %a47, !dbg !25
  %t57 = add i64 %t56, %t44, !dbg !25
  br label %b6, !dbg !25

b6:                                               ; preds = %b5, %b4
  %t58 = phi i64 [ %t46, %b5 ], [ %t40, %b4 ]
  %t59 = phi i64 [ %t51, %b5 ], [ %t41, %b4 ]
  %t60 = phi i64 [ %t53, %b5 ], [ %t42, %b4 ]
  %t61 = phi i64 [ %t55, %b5 ], [ %t43, %b4 ]
  %t62 = phi i64 [ %t57, %b5 ], [ %t44, %b4 ]
  br i1 %t18, label %b7, label %b8, !dbg !25

b7:                                               ; preds = %b6
  %t64 = udiv i64 %t58, %a7, !dbg !25
  %t66 = mul i64 %t64, %a7, !dbg !25
  %t67 = sub i64 %t58, %t66, !dbg !25
  %t68 = mul i64 %t67, %a17, !dbg !25
  %t69 = add i64 %t68, %t59, !dbg !25
  %t70 = mul i64 %t67, %a27, !dbg !25
  %t71 = add i64 %t70, %t60, !dbg !25
  %t72 = mul i64 %t67, %a37, !dbg !25
  %t73 = add i64 %t72, %t61, !dbg !25
  %t74 = mul i64 %t67, %a46, !dbg !25
  %t75 = add i64 %t74, %t62, !dbg !25
  br label %b8, !dbg !25

b8:                                               ; preds = %b7, %b6
  %t76 = phi i64 [ %t64, %b7 ], [ %t58, %b6 ]
  %t77 = phi i64 [ %t69, %b7 ], [ %t59, %b6 ]
  %t78 = phi i64 [ %t71, %b7 ], [ %t60, %b6 ]
  %t79 = phi i64 [ %t73, %b7 ], [ %t61, %b6 ]
  %t80 = phi i64 [ %t75, %b7 ], [ %t62, %b6 ]
  br i1 %t20, label %b9, label %b10, !dbg !25

b9:                                               ; preds = %b8
  %t82 = udiv i64 %t76, %a6, !dbg !25
  %t84 = mul i64 %t82, %a6, !dbg !25
  %t85 = sub i64 %t76, %t84, !dbg !25
  %t86 = mul i64 %t85, %a16, !dbg !25
  %t87 = add i64 %t86, %t77, !dbg !25
  %t88 = mul i64 %t85, %a26, !dbg !25
  %t89 = add i64 %t88, %t78, !dbg !25
  %t90 = mul i64 %t85, %a36, !dbg !25
  %t91 = add i64 %t90, %t79, !dbg !25
  %t92 = mul i64 %t85, %a45, !dbg !25
  %t93 = add i64 %t92, %t80, !dbg !25
  br label %b10, !dbg !25

b10:                                              ; preds = %b9, %b8
  %t94 = phi i64 [ %t82, %b9 ], [ %t76, %b8 ]
  %t95 = phi i64 [ %t87, %b9 ], [ %t77, %b8 ]
  %t96 = phi i64 [ %t89, %b9 ], [ %t78, %b8 ]
  %t97 = phi i64 [ %t91, %b9 ], [ %t79, %b8 ]
  %t98 = phi i64 [ %t93, %b9 ], [ %t80, %b8 ]
  br i1 %t22, label %b11, label %b12, !dbg !25

b11:                                              ; preds = %b10
  %t100 = udiv i64 %t94, %a5, !dbg !25
  %t102 = mul i64 %t100, %a5, !dbg !25
  %t103 = sub i64 %t94, %t102, !dbg !25
  %t104 = mul i64 %t103, %a15, !dbg !25
  %t105 = add i64 %t104, %t95, !dbg !25
  %t106 = mul i64 %t103, %a25, !dbg !25
  %t107 = add i64 %t106, %t96, !dbg !25
  %t108 = mul i64 %t103, %a35, !dbg !25
  %t109 = add i64 %t108, %t97, !dbg !25
  %t110 = mul i64 %t103, %a44, !dbg !25
  %t111 = add i64 %t110, %t98, !dbg !25
  br label %b12, !dbg !25

b12:                                              ; preds = %b11, %b10
  %t112 = phi i64 [ %t100, %b11 ], [ %t94, %b10 ]
  %t113 = phi i64 [ %t105, %b11 ], [ %t95, %b10 ]
  %t114 = phi i64 [ %t107, %b11 ], [ %t96, %b10 ]
  %t115 = phi i64 [ %t109, %b11 ], [ %t97, %b10 ]
  %t116 = phi i64 [ %t111, %b11 ], [ %t98, %b10 ]
  br i1 %t24, label %b13, label %b14, !dbg !25

b13:                                              ; preds = %b12
  %t118 = udiv i64 %t112, %a4, !dbg !25
  %t120 = mul i64 %t118, %a4, !dbg !25
  %t121 = sub i64 %t112, %t120, !dbg !25
  %t122 = mul i64 %t121, %a14, !dbg !25
  %t123 = add i64 %t122, %t113, !dbg !25
  %t124 = mul i64 %t121, %a24, !dbg !25
  %t125 = add i64 %t124, %t114, !dbg !25
  %t126 = mul i64 %t121, %a34, !dbg !25
  %t127 = add i64 %t126, %t115, !dbg !25
  %t128 = mul i64 %t121, %a43, !dbg !25
  %t129 = add i64 %t128, %t116, !dbg !25
  br label %b14, !dbg !25

b14:                                              ; preds = %b13, %b12
  %t130 = phi i64 [ %t118, %b13 ], [ %t112, %b12 ]
  %t131 = phi i64 [ %t123, %b13 ], [ %t113, %b12 ]
  %t132 = phi i64 [ %t125, %b13 ], [ %t114, %b12 ]
  %t133 = phi i64 [ %t127, %b13 ], [ %t115, %b12 ]
  %t134 = phi i64 [ %t129, %b13 ], [ %t116, %b12 ]
  br i1 %t26, label %b15, label %b16, !dbg !25

b15:                                              ; preds = %b14
  %t136 = udiv i64 %t130, %a3, !dbg !25
  %t138 = mul i64 %t136, %a3, !dbg !25
  %t139 = sub i64 %t130, %t138, !dbg !25
  %t140 = mul i64 %t139, %a13, !dbg !25
  %t141 = add i64 %t140, %t131, !dbg !25
  %t142 = mul i64 %t139, %a23, !dbg !25
  %t143 = add i64 %t142, %t132, !dbg !25
  %t144 = mul i64 %t139, %a33, !dbg !25
  %t145 = add i64 %t144, %t133, !dbg !25
  %t146 = mul i64 %t139, %a42, !dbg !25
  %t147 = add i64 %t146, %t134, !dbg !25
  br label %b16, !dbg !25

b16:                                              ; preds = %b15, %b14
  %t148 = phi i64 [ %t136, %b15 ], [ %t130, %b14 ]
  %t149 = phi i64 [ %t141, %b15 ], [ %t131, %b14 ]
  %t150 = phi i64 [ %t143, %b15 ], [ %t132, %b14 ]
  %t151 = phi i64 [ %t145, %b15 ], [ %t133, %b14 ]
  %t152 = phi i64 [ %t147, %b15 ], [ %t134, %b14 ]
  br i1 %t28, label %b17, label %b18, !dbg !25

b17:                                              ; preds = %b16
  %t153 = mul i64 %t148, %a12, !dbg !25
  %t154 = add i64 %t149, %t153, !dbg !25
  %t155 = mul i64 %t148, %a22, !dbg !25
  %t156 = add i64 %t150, %t155, !dbg !25
  %t157 = mul i64 %t148, %a32, !dbg !25
  %t158 = add i64 %t151, %t157, !dbg !25
  %t159 = mul i64 %t148, %a41, !dbg !25
  %t160 = add i64 %t152, %t159, !dbg !25
  br label %b18, !dbg !25

b18:                                              ; preds = %b17, %b16
  %t161 = phi i64 [ %t154, %b17 ], [ %t149, %b16 ]
  %t162 = phi i64 [ %t156, %b17 ], [ %t150, %b16 ]
  %t163 = phi i64 [ %t158, %b17 ], [ %t151, %b16 ]
  %t164 = phi i64 [ %t160, %b17 ], [ %t152, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !25

b19:                                              ; preds = %b18
  %t165 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t161, !dbg !25
  %.17 = load float, ptr addrspace(1) %t165, align 4, !dbg !25
  br label %b20, !dbg !25

b20:                                              ; preds = %b19, %b18
  %t167 = phi float [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !25

b21:                                              ; preds = %b20
  %t168 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t162, !dbg !25
  %.18 = load float, ptr addrspace(1) %t168, align 4, !dbg !25
  br label %b22, !dbg !25

b22:                                              ; preds = %b21, %b20
  %t170 = phi float [ %.18, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !25

b23:                                              ; preds = %b22
  %t171 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t163, !dbg !25
  %.19 = load float, ptr addrspace(1) %t171, align 4, !dbg !25
  br label %b24, !dbg !25

b24:                                              ; preds = %b23, %b22
  %t173 = phi float [ %.19, %b23 ], [ %a31, %b22 ]
  %t174 = fmul float %t167, %t170, !dbg !26
  %t175 = fadd float %t174, %t173, !dbg !27
  %t176 = fsub float %t173, %t174, !dbg !28
  %t177 = fsub float %t174, %t173, !dbg !29
  %t181 = fmul float %t167, 2.500000e-01, !dbg !30
  %t182 = fadd float %t181, %t173, !dbg !31
  %t183 = tail call float @llvm.fma.f32(float %t167, float 2.000000e+00, float %t173), !dbg !32
  %t184 = fdiv float %t167, 3.000000e+00, !dbg !33
  %t185 = fadd float %t184, %t173, !dbg !34
  %t186 = fdiv float %t176, %t177, !dbg !35
  %t187 = fadd float %t175, %t186, !dbg !36
  %t188 = fadd float %t176, %t187, !dbg !37
  %t189 = fsub float %t188, %t175, !dbg !38
  %t190 = fdiv float %t182, %t183, !dbg !39
  %t191 = fadd float %t190, %t189, !dbg !40
  %t192 = fsub float %t191, %t185, !dbg !41
  %t193 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t164, !dbg !25
  store float %t192, ptr addrspace(1) %t193, align 4, !dbg !25
  %t194 = add i64 %t292, %t13, !dbg !25
  %t30 = icmp slt i64 %t194, %a0, !dbg !25
  br i1 %t30, label %b2, label %b25, !dbg !25

b25:                                              ; preds = %b24, %entry
  ret void, !dbg !25
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eFused_5bfloat64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) readonly %a5, double %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #0 !dbg !42 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !43
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !43
  %t2.not = icmp eq ptr addrspace(1) %a5, null, !dbg !43
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !43
  %t4 = sext i32 %.1 to i64, !dbg !43
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !43
  %t6 = sext i32 %.2 to i64, !dbg !43
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !43
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !43
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !43, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !43
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !43
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !43, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !43
  %.15 = add i32 %.14, %.9, !dbg !43
  %.16 = udiv i32 %.15, %.6, !dbg !43
  %t10 = sext i32 %.16 to i64, !dbg !43
  %t11 = mul nsw i64 %t8, %t6, !dbg !43
  %t12 = add nsw i64 %t11, %t4, !dbg !43
  %t13 = mul nsw i64 %t10, %t8, !dbg !43
  %t151 = icmp slt i64 %t12, %a0, !dbg !43
  br i1 %t151, label %b2, label %b9, !dbg !43

b2:                                               ; preds = %entry, %b8
  %t142 = phi i64 [ %t45, %b8 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !43

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t142, !dbg !43
  %.17 = load double, ptr addrspace(1) %t16, align 8, !dbg !43
  br label %b4, !dbg !43

b4:                                               ; preds = %b3, %b2
  %t18 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !43

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t142, !dbg !43
  %.18 = load double, ptr addrspace(1) %t19, align 8, !dbg !43
  br label %b6, !dbg !43

b6:                                               ; preds = %b5, %b4
  %t21 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7, !dbg !43

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t142, !dbg !43
  %.19 = load double, ptr addrspace(1) %t22, align 8, !dbg !43
  br label %b8, !dbg !43

b8:                                               ; preds = %b7, %b6
  %t24 = phi double [ %.19, %b7 ], [ %a6, %b6 ]
  %t25 = fmul double %t18, %t21, !dbg !44
  %t26 = fadd double %t25, %t24, !dbg !45
  %t27 = fsub double %t24, %t25, !dbg !46
  %t28 = fsub double %t25, %t24, !dbg !47
  %t32 = fmul double %t18, 2.500000e-01, !dbg !48
  %t33 = fadd double %t32, %t24, !dbg !49
  %t34 = tail call double @llvm.fma.f64(double %t18, double 2.000000e+00, double %t24), !dbg !50
  %t35 = fdiv double %t18, 3.000000e+00, !dbg !51
  %t36 = fadd double %t35, %t24, !dbg !52
  %t37 = fdiv double %t27, %t28, !dbg !53
  %t38 = fadd double %t26, %t37, !dbg !54
  %t39 = fadd double %t27, %t38, !dbg !55
  %t40 = fsub double %t39, %t26, !dbg !56
  %t41 = fdiv double %t33, %t34, !dbg !57
  %t42 = fadd double %t41, %t40, !dbg !58
  %t43 = fsub double %t42, %t36, !dbg !59
  %t44 = getelementptr inbounds double, ptr addrspace(1) %a7, i64 %t142, !dbg !43
  store double %t43, ptr addrspace(1) %t44, align 8, !dbg !43
  %t45 = add i64 %t142, %t13, !dbg !43
  %t15 = icmp slt i64 %t45, %a0, !dbg !43
  br i1 %t15, label %b2, label %b9, !dbg !43

b9:                                               ; preds = %b8, %entry
  ret void, !dbg !43
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eFused_5bfloat64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, double %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 !dbg !60 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !61
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !61
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !61
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !61
  %t4 = sext i32 %.1 to i64, !dbg !61
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !61
  %t6 = sext i32 %.2 to i64, !dbg !61
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !61
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !61
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !61, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !61
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !61
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !61, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !61
  %.15 = add i32 %.14, %.9, !dbg !61
  %.16 = udiv i32 %.15, %.6, !dbg !61
  %t10 = sext i32 %.16 to i64, !dbg !61
  %t11 = mul nsw i64 %t8, %t6, !dbg !61
  %t12 = add nsw i64 %t11, %t4, !dbg !61
  %t13 = mul nsw i64 %t10, %t8, !dbg !61
  %t14 = icmp sgt i64 %a1, 7, !dbg !61
  %t16 = icmp sgt i64 %a1, 6, !dbg !61
  %t18 = icmp sgt i64 %a1, 5, !dbg !61
  %t20 = icmp sgt i64 %a1, 4, !dbg !61
  %t22 = icmp sgt i64 %a1, 3, !dbg !61
  %t24 = icmp sgt i64 %a1, 2, !dbg !61
  %t26 = icmp sgt i64 %a1, 1, !dbg !61
  %t28 = icmp sgt i64 %a1, 0, !dbg !61
  %t301 = icmp slt i64 %t12, %a0, !dbg !61
  br i1 %t301, label %b2, label %b25, !dbg !61

b2:                                               ; preds = %entry, %b24
  %t292 = phi i64 [ %t194, %b24 ], [ %t12, %entry ]
  br i1 %t14, label %b3, label %b4, !dbg !61

b3:                                               ; preds = %b2
  %t32 = udiv i64 %t292, %a9, !dbg !61
  %t34 = mul i64 %t32, %a9, !dbg !61
  %t35 = sub nuw i64 %t292, %t34, !dbg !61
  %t36 = mul i64 %t35, %a19, !dbg !61
  %t37 = mul i64 %t35, %a29, !dbg !61
  %t38 = mul i64 %t35, %a39, !dbg !61
  %t39 = mul i64 %t35, %a48, !dbg !61
  br label %b4, !dbg !61

b4:                                               ; preds = %b3, %b2
  %t40 = phi i64 [ %t32, %b3 ], [ %t292, %b2 ]
  %t41 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t42 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  %t43 = phi i64 [ %t38, %b3 ], [ 0, %b2 ]
  %t44 = phi i64 [ %t39, %b3 ], [ 0, %b2 ]
  br i1 %t16, label %b5, label %b6, !dbg !61

b5:                                               ; preds = %b4
  %t46 = udiv i64 %t40, %a8, !dbg !61
  %t48 = mul i64 %t46, %a8, !dbg !61
  %t49 = sub i64 %t40, %t48, !dbg !61
  %t50 = mul i64 %t49, %a18, !dbg !61
  %t51 = add i64 %t50, %t41, !dbg !61
  %t52 = mul i64 %t49, %a28, !dbg !61
  %t53 = add i64 %t52, %t42, !dbg !61
  %t54 = mul i64 %t49, %a38, !dbg !61
  %t55 = add i64 %t54, %t43, !dbg !61
  %t56 = mul i64 %t49, %a47, !dbg !61
  %t57 = add i64 %t56, %t44, !dbg !61
  br label %b6, !dbg !61

b6:                                               ; preds = %b5, %b4
  %t58 = phi i64 [ %t46, %b5 ], [ %t40, %b4 ]
  %t59 = phi i64 [ %t51, %b5 ], [ %t41, %b4 ]
  %t60 = phi i64 [ %t53, %b5 ], [ %t42, %b4 ]
  %t61 = phi i64 [ %t55, %b5 ], [ %t43, %b4 ]
  %t62 = phi i64 [ %t57, %b5 ], [ %t44, %b4 ]
  br i1 %t18, label %b7, label %b8, !dbg !61

b7:                                               ; preds = %b6
  %t64 = udiv i64 %t58, %a7, !dbg !61
  %t66 = mul i64 %t64, %a7, !dbg !61
  %t67 = sub i64 %t58, %t66, !dbg !61
  %t68 = mul i64 %t67, %a17, !dbg !61
  %t69 = add i64 %t68, %t59, !dbg !61
  %t70 = mul i64 %t67, %a27, !dbg !61
  %t71 = add i64 %t70, %t60, !dbg !61
  %t72 = mul i64 %t67, %a37, !dbg !61
  %t73 = add i64 %t72, %t61, !dbg !61
  %t74 = mul i64 %t67, %a46, !dbg !61
  %t75 = add i64 %t74, %t62, !dbg !61
  br label %b8, !dbg !61

b8:                                               ; preds = %b7, %b6
  %t76 = phi i64 [ %t64, %b7 ], [ %t58, %b6 ]
  %t77 = phi i64 [ %t69, %b7 ], [ %t59, %b6 ]
  %t78 = phi i64 [ %t71, %b7 ], [ %t60, %b6 ]
  %t79 = phi i64 [ %t73, %b7 ], [ %t61, %b6 ]
  %t80 = phi i64 [ %t75, %b7 ], [ %t62, %b6 ]
  br i1 %t20, label %b9, label %b10, !dbg !61

b9:                                               ; preds = %b8
  %t82 = udiv i64 %t76, %a6, !dbg !61
  %t84 = mul i64 %t82, %a6, !dbg !61
  %t85 = sub i64 %t76, %t84, !dbg !61
  %t86 = mul i64 %t85, %a16, !dbg !61
  %t87 = add i64 %t86, %t77, !dbg !61
  %t88 = mul i64 %t85, %a26, !dbg !61
  %t89 = add i64 %t88, %t78, !dbg !61
  %t90 = mul i64 %t85, %a36, !dbg !61
  %t91 = add i64 %t90, %t79, !dbg !61
  %t92 = mul i64 %t85, %a45, !dbg !61
  %t93 = add i64 %t92, %t80, !dbg !61
  br label %b10, !dbg !61

b10:                                              ; preds = %b9, %b8
  %t94 = phi i64 [ %t82, %b9 ], [ %t76, %b8 ]
  %t95 = phi i64 [ %t87, %b9 ], [ %t77, %b8 ]
  %t96 = phi i64 [ %t89, %b9 ], [ %t78, %b8 ]
  %t97 = phi i64 [ %t91, %b9 ], [ %t79, %b8 ]
  %t98 = phi i64 [ %t93, %b9 ], [ %t80, %b8 ]
  br i1 %t22, label %b11, label %b12, !dbg !61

b11:                                              ; preds = %b10
  %t100 = udiv i64 %t94, %a5, !dbg !61
  %t102 = mul i64 %t100, %a5, !dbg !61
  %t103 = sub i64 %t94, %t102, !dbg !61
  %t104 = mul i64 %t103, %a15, !dbg !61
  %t105 = add i64 %t104, %t95, !dbg !61
  %t106 = mul i64 %t103, %a25, !dbg !61
  %t107 = add i64 %t106, %t96, !dbg !61
  %t108 = mul i64 %t103, %a35, !dbg !61
  %t109 = add i64 %t108, %t97, !dbg !61
  %t110 = mul i64 %t103, %a44, !dbg !61
  %t111 = add i64 %t110, %t98, !dbg !61
  br label %b12, !dbg !61

b12:                                              ; preds = %b11, %b10
  %t112 = phi i64 [ %t100, %b11 ], [ %t94, %b10 ]
  %t113 = phi i64 [ %t105, %b11 ], [ %t95, %b10 ]
  %t114 = phi i64 [ %t107, %b11 ], [ %t96, %b10 ]
  %t115 = phi i64 [ %t109, %b11 ], [ %t97, %b10 ]
  %t116 = phi i64 [ %t111, %b11 ], [ %t98, %b10 ]
  br i1 %t24, label %b13, label %b14, !dbg !61

b13:                                              ; preds = %b12
  %t118 = udiv i64 %t112, %a4, !dbg !61
  %t120 = mul i64 %t118, %a4, !dbg !61
  %t121 = sub i64 %t112, %t120, !dbg !61
  %t122 = mul i64 %t121, %a14, !dbg !61
  %t123 = add i64 %t122, %t113, !dbg !61
  %t124 = mul i64 %t121, %a24, !dbg !61
  %t125 = add i64 %t124, %t114, !dbg !61
  %t126 = mul i64 %t121, %a34, !dbg !61
  %t127 = add i64 %t126, %t115, !dbg !61
  %t128 = mul i64 %t121, %a43, !dbg !61
  %t129 = add i64 %t128, %t116, !dbg !61
  br label %b14, !dbg !61

b14:                                              ; preds = %b13, %b12
  %t130 = phi i64 [ %t118, %b13 ], [ %t112, %b12 ]
  %t131 = phi i64 [ %t123, %b13 ], [ %t113, %b12 ]
  %t132 = phi i64 [ %t125, %b13 ], [ %t114, %b12 ]
  %t133 = phi i64 [ %t127, %b13 ], [ %t115, %b12 ]
  %t134 = phi i64 [ %t129, %b13 ], [ %t116, %b12 ]
  br i1 %t26, label %b15, label %b16, !dbg !61

b15:                                              ; preds = %b14
  %t136 = udiv i64 %t130, %a3, !dbg !61
  %t138 = mul i64 %t136, %a3, !dbg !61
  %t139 = sub i64 %t130, %t138, !dbg !61
  %t140 = mul i64 %t139, %a13, !dbg !61
  %t141 = add i64 %t140, %t131, !dbg !61
  %t142 = mul i64 %t139, %a23, !dbg !61
  %t143 = add i64 %t142, %t132, !dbg !61
  %t144 = mul i64 %t139, %a33, !dbg !61
  %t145 = add i64 %t144, %t133, !dbg !61
  %t146 = mul i64 %t139, %a42, !dbg !61
  %t147 = add i64 %t146, %t134, !dbg !61
  br label %b16, !dbg !61

b16:                                              ; preds = %b15, %b14
  %t148 = phi i64 [ %t136, %b15 ], [ %t130, %b14 ]
  %t149 = phi i64 [ %t141, %b15 ], [ %t131, %b14 ]
  %t150 = phi i64 [ %t143, %b15 ], [ %t132, %b14 ]
  %t151 = phi i64 [ %t145, %b15 ], [ %t133, %b14 ]
  %t152 = phi i64 [ %t147, %b15 ], [ %t134, %b14 ]
  br i1 %t28, label %b17, label %b18, !dbg !61

b17:                                              ; preds = %b16
  %t153 = mul i64 %t148, %a12, !dbg !61
  %t154 = add i64 %t149, %t153, !dbg !61
  %t155 = mul i64 %t148, %a22, !dbg !61
  %t156 = add i64 %t150, %t155, !dbg !61
  %t157 = mul i64 %t148, %a32, !dbg !61
  %t158 = add i64 %t151, %t157, !dbg !61
  %t159 = mul i64 %t148, %a41, !dbg !61
  %t160 = add i64 %t152, %t159, !dbg !61
  br label %b18, !dbg !61

b18:                                              ; preds = %b17, %b16
  %t161 = phi i64 [ %t154, %b17 ], [ %t149, %b16 ]
  %t162 = phi i64 [ %t156, %b17 ], [ %t150, %b16 ]
  %t163 = phi i64 [ %t158, %b17 ], [ %t151, %b16 ]
  %t164 = phi i64 [ %t160, %b17 ], [ %t152, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !61

b19:                                              ; preds = %b18
  %t165 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t161, !dbg !61
  %.17 = load double, ptr addrspace(1) %t165, align 8, !dbg !61
  br label %b20, !dbg !61

b20:                                              ; preds = %b19, %b18
  %t167 = phi double [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !61

b21:                                              ; preds = %b20
  %t168 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t162, !dbg !61
  %.18 = load double, ptr addrspace(1) %t168, align 8, !dbg !61
  br label %b22, !dbg !61

b22:                                              ; preds = %b21, %b20
  %t170 = phi double [ %.18, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !61

b23:                                              ; preds = %b22
  %t171 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t163, !dbg !61
  %.19 = load double, ptr addrspace(1) %t171, align 8, !dbg !61
  br label %b24, !dbg !61

b24:                                              ; preds = %b23, %b22
  %t173 = phi double [ %.19, %b23 ], [ %a31, %b22 ]
  %t174 = fmul double %t167, %t170, !dbg !62
  %t175 = fadd double %t174, %t173, !dbg !63
  %t176 = fsub double %t173, %t174, !dbg !64
  %t177 = fsub double %t174, %t173, !dbg !65
  %t181 = fmul double %t167, 2.500000e-01, !dbg !66
  %t182 = fadd double %t181, %t173, !dbg !67
  %t183 = tail call double @llvm.fma.f64(double %t167, double 2.000000e+00, double %t173), !dbg !68
  %t184 = fdiv double %t167, 3.000000e+00, !dbg !69
  %t185 = fadd double %t184, %t173, !dbg !70
  %t186 = fdiv double %t176, %t177, !dbg !71
  %t187 = fadd double %t175, %t186, !dbg !72
  %t188 = fadd double %t176, %t187, !dbg !73
  %t189 = fsub double %t188, %t175, !dbg !74
  %t190 = fdiv double %t182, %t183, !dbg !75
  %t191 = fadd double %t190, %t189, !dbg !76
  %t192 = fsub double %t191, %t185, !dbg !77
  %t193 = getelementptr inbounds double, ptr addrspace(1) %a40, i64 %t164, !dbg !61
  store double %t192, ptr addrspace(1) %t193, align 8, !dbg !61
  %t194 = add i64 %t292, %t13, !dbg !61
  %t30 = icmp slt i64 %t194, %a0, !dbg !61
  br i1 %t30, label %b2, label %b25, !dbg !61

b25:                                              ; preds = %b24, %entry
  ret void, !dbg !61
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eTwoProducts_5bfloat32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, float %a4, ptr addrspace(1) readonly %a5, float %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #0 !dbg !78 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !79
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !79
  %t2.not = icmp eq ptr addrspace(1) %a5, null, !dbg !79
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !79
  %t4 = sext i32 %.1 to i64, !dbg !79
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !79
  %t6 = sext i32 %.2 to i64, !dbg !79
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !79
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !79
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !79, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !79
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !79
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !79, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !79
  %.15 = add i32 %.14, %.9, !dbg !79
  %.16 = udiv i32 %.15, %.6, !dbg !79
  %t10 = sext i32 %.16 to i64, !dbg !79
  %t11 = mul nsw i64 %t8, %t6, !dbg !79
  %t12 = add nsw i64 %t11, %t4, !dbg !79
  %t13 = mul nsw i64 %t10, %t8, !dbg !79
  %t151 = icmp slt i64 %t12, %a0, !dbg !79
  br i1 %t151, label %b2, label %b9, !dbg !79

b2:                                               ; preds = %entry, %b8
  %t142 = phi i64 [ %t30, %b8 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !79

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t142, !dbg !79
  %.17 = load float, ptr addrspace(1) %t16, align 4, !dbg !79
  br label %b4, !dbg !79

b4:                                               ; preds = %b3, %b2
  %t18 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !79

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t142, !dbg !79
  %.18 = load float, ptr addrspace(1) %t19, align 4, !dbg !79
  br label %b6, !dbg !79

b6:                                               ; preds = %b5, %b4
  %t21 = phi float [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7, !dbg !79

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t142, !dbg !79
  %.19 = load float, ptr addrspace(1) %t22, align 4, !dbg !79
  br label %b8, !dbg !79

b8:                                               ; preds = %b7, %b6
  %t24 = phi float [ %.19, %b7 ], [ %a6, %b6 ]
  %0 = fmul float %t18, -4.000000e+00, !dbg !80
  %t27 = fmul float %0, %t24, !dbg !80
  %t28 = tail call float @llvm.fma.f32(float %t21, float %t21, float %t27), !dbg !80
  %t29 = getelementptr inbounds float, ptr addrspace(1) %a7, i64 %t142, !dbg !79
  store float %t28, ptr addrspace(1) %t29, align 4, !dbg !79
  %t30 = add i64 %t142, %t13, !dbg !79
  %t15 = icmp slt i64 %t30, %a0, !dbg !79
  br i1 %t15, label %b2, label %b9, !dbg !79

b9:                                               ; preds = %b8, %entry
  ret void, !dbg !79
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eTwoProducts_5bfloat32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, float %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 !dbg !81 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !82
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !82
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !82
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !82
  %t4 = sext i32 %.1 to i64, !dbg !82
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !82
  %t6 = sext i32 %.2 to i64, !dbg !82
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !82
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !82
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !82, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !82
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !82
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !82, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !82
  %.15 = add i32 %.14, %.9, !dbg !82
  %.16 = udiv i32 %.15, %.6, !dbg !82
  %t10 = sext i32 %.16 to i64, !dbg !82
  %t11 = mul nsw i64 %t8, %t6, !dbg !82
  %t12 = add nsw i64 %t11, %t4, !dbg !82
  %t13 = mul nsw i64 %t10, %t8, !dbg !82
  %t14 = icmp sgt i64 %a1, 7, !dbg !82
  %t16 = icmp sgt i64 %a1, 6, !dbg !82
  %t18 = icmp sgt i64 %a1, 5, !dbg !82
  %t20 = icmp sgt i64 %a1, 4, !dbg !82
  %t22 = icmp sgt i64 %a1, 3, !dbg !82
  %t24 = icmp sgt i64 %a1, 2, !dbg !82
  %t26 = icmp sgt i64 %a1, 1, !dbg !82
  %t28 = icmp sgt i64 %a1, 0, !dbg !82
  %t301 = icmp slt i64 %t12, %a0, !dbg !82
  br i1 %t301, label %b2, label %b25, !dbg !82

b2:                                               ; preds = %entry, %b24
  %t292 = phi i64 [ %t179, %b24 ], [ %t12, %entry ]
  br i1 %t14, label %b3, label %b4, !dbg !82

b3:                                               ; preds = %b2
  %t32 = udiv i64 %t292, %a9, !dbg !82
  %t34 = mul i64 %t32, %a9, !dbg !82
  %t35 = sub nuw i64 %t292, %t34, !dbg !82
  %t36 = mul i64 %t35, %a19, !dbg !82
  %t37 = mul i64 %t35, %a29, !dbg !82
  %t38 = mul i64 %t35, %a39, !dbg !82
  %t39 = mul i64 %t35, %a48, !dbg !82
  br label %b4, !dbg !82

b4:                                               ; preds = %b3, %b2
  %t40 = phi i64 [ %t32, %b3 ], [ %t292, %b2 ]
  %t41 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t42 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  %t43 = phi i64 [ %t38, %b3 ], [ 0, %b2 ]
  %t44 = phi i64 [ %t39, %b3 ], [ 0, %b2 ]
  br i1 %t16, label %b5, label %b6, !dbg !82

b5:                                               ; preds = %b4
  %t46 = udiv i64 %t40, %a8, !dbg !82
  %t48 = mul i64 %t46, %a8, !dbg !82
  %t49 = sub i64 %t40, %t48, !dbg !82
  %t50 = mul i64 %t49, %a18, !dbg !82
  %t51 = add i64 %t50, %t41, !dbg !82
  %t52 = mul i64 %t49, %a28, !dbg !82
  %t53 = add i64 %t52, %t42, !dbg !82
  %t54 = mul i64 %t49, %a38, !dbg !82
  %t55 = add i64 %t54, %t43, !dbg !82
  %t56 = mul i64 %t49, %a47, !dbg !82
  %t57 = add i64 %t56, %t44, !dbg !82
  br label %b6, !dbg !82

b6:                                               ; preds = %b5, %b4
  %t58 = phi i64 [ %t46, %b5 ], [ %t40, %b4 ]
  %t59 = phi i64 [ %t51, %b5 ], [ %t41, %b4 ]
  %t60 = phi i64 [ %t53, %b5 ], [ %t42, %b4 ]
  %t61 = phi i64 [ %t55, %b5 ], [ %t43, %b4 ]
  %t62 = phi i64 [ %t57, %b5 ], [ %t44, %b4 ]
  br i1 %t18, label %b7, label %b8, !dbg !82

b7:                                               ; preds = %b6
  %t64 = udiv i64 %t58, %a7, !dbg !82
  %t66 = mul i64 %t64, %a7, !dbg !82
  %t67 = sub i64 %t58, %t66, !dbg !82
  %t68 = mul i64 %t67, %a17, !dbg !82
  %t69 = add i64 %t68, %t59, !dbg !82
  %t70 = mul i64 %t67, %a27, !dbg !82
  %t71 = add i64 %t70, %t60, !dbg !82
  %t72 = mul i64 %t67, %a37, !dbg !82
  %t73 = add i64 %t72, %t61, !dbg !82
  %t74 = mul i64 %t67, %a46, !dbg !82
  %t75 = add i64 %t74, %t62, !dbg !82
  br label %b8, !dbg !82

b8:                                               ; preds = %b7, %b6
  %t76 = phi i64 [ %t64, %b7 ], [ %t58, %b6 ]
  %t77 = phi i64 [ %t69, %b7 ], [ %t59, %b6 ]
  %t78 = phi i64 [ %t71, %b7 ], [ %t60, %b6 ]
  %t79 = phi i64 [ %t73, %b7 ], [ %t61, %b6 ]
  %t80 = phi i64 [ %t75, %b7 ], [ %t62, %b6 ]
  br i1 %t20, label %b9, label %b10, !dbg !82

b9:                                               ; preds = %b8
  %t82 = udiv i64 %t76, %a6, !dbg !82
  %t84 = mul i64 %t82, %a6, !dbg !82
  %t85 = sub i64 %t76, %t84, !dbg !82
  %t86 = mul i64 %t85, %a16, !dbg !82
  %t87 = add i64 %t86, %t77, !dbg !82
  %t88 = mul i64 %t85, %a26, !dbg !82
  %t89 = add i64 %t88, %t78, !dbg !82
  %t90 = mul i64 %t85, %a36, !dbg !82
  %t91 = add i64 %t90, %t79, !dbg !82
  %t92 = mul i64 %t85, %a45, !dbg !82
  %t93 = add i64 %t92, %t80, !dbg !82
  br label %b10, !dbg !82

b10:                                              ; preds = %b9, %b8
  %t94 = phi i64 [ %t82, %b9 ], [ %t76, %b8 ]
  %t95 = phi i64 [ %t87, %b9 ], [ %t77, %b8 ]
  %t96 = phi i64 [ %t89, %b9 ], [ %t78, %b8 ]
  %t97 = phi i64 [ %t91, %b9 ], [ %t79, %b8 ]
  %t98 = phi i64 [ %t93, %b9 ], [ %t80, %b8 ]
  br i1 %t22, label %b11, label %b12, !dbg !82

b11:                                              ; preds = %b10
  %t100 = udiv i64 %t94, %a5, !dbg !82
  %t102 = mul i64 %t100, %a5, !dbg !82
  %t103 = sub i64 %t94, %t102, !dbg !82
  %t104 = mul i64 %t103, %a15, !dbg !82
  %t105 = add i64 %t104, %t95, !dbg !82
  %t106 = mul i64 %t103, %a25, !dbg !82
  %t107 = add i64 %t106, %t96, !dbg !82
  %t108 = mul i64 %t103, %a35, !dbg !82
  %t109 = add i64 %t108, %t97, !dbg !82
  %t110 = mul i64 %t103, %a44, !dbg !82
  %t111 = add i64 %t110, %t98, !dbg !82
  br label %b12, !dbg !82

b12:                                              ; preds = %b11, %b10
  %t112 = phi i64 [ %t100, %b11 ], [ %t94, %b10 ]
  %t113 = phi i64 [ %t105, %b11 ], [ %t95, %b10 ]
  %t114 = phi i64 [ %t107, %b11 ], [ %t96, %b10 ]
  %t115 = phi i64 [ %t109, %b11 ], [ %t97, %b10 ]
  %t116 = phi i64 [ %t111, %b11 ], [ %t98, %b10 ]
  br i1 %t24, label %b13, label %b14, !dbg !82

b13:                                              ; preds = %b12
  %t118 = udiv i64 %t112, %a4, !dbg !82
  %t120 = mul i64 %t118, %a4, !dbg !82
  %t121 = sub i64 %t112, %t120, !dbg !82
  %t122 = mul i64 %t121, %a14, !dbg !82
  %t123 = add i64 %t122, %t113, !dbg !82
  %t124 = mul i64 %t121, %a24, !dbg !82
  %t125 = add i64 %t124, %t114, !dbg !82
  %t126 = mul i64 %t121, %a34, !dbg !82
  %t127 = add i64 %t126, %t115, !dbg !82
  %t128 = mul i64 %t121, %a43, !dbg !82
  %t129 = add i64 %t128, %t116, !dbg !82
  br label %b14, !dbg !82

b14:                                              ; preds = %b13, %b12
  %t130 = phi i64 [ %t118, %b13 ], [ %t112, %b12 ]
  %t131 = phi i64 [ %t123, %b13 ], [ %t113, %b12 ]
  %t132 = phi i64 [ %t125, %b13 ], [ %t114, %b12 ]
  %t133 = phi i64 [ %t127, %b13 ], [ %t115, %b12 ]
  %t134 = phi i64 [ %t129, %b13 ], [ %t116, %b12 ]
  br i1 %t26, label %b15, label %b16, !dbg !82

b15:                                              ; preds = %b14
  %t136 = udiv i64 %t130, %a3, !dbg !82
  %t138 = mul i64 %t136, %a3, !dbg !82
  %t139 = sub i64 %t130, %t138, !dbg !82
  %t140 = mul i64 %t139, %a13, !dbg !82
  %t141 = add i64 %t140, %t131, !dbg !82
  %t142 = mul i64 %t139, %a23, !dbg !82
  %t143 = add i64 %t142, %t132, !dbg !82
  %t144 = mul i64 %t139, %a33, !dbg !82
  %t145 = add i64 %t144, %t133, !dbg !82
  %t146 = mul i64 %t139, %a42, !dbg !82
  %t147 = add i64 %t146, %t134, !dbg !82
  br label %b16, !dbg !82

b16:                                              ; preds = %b15, %b14
  %t148 = phi i64 [ %t136, %b15 ], [ %t130, %b14 ]
  %t149 = phi i64 [ %t141, %b15 ], [ %t131, %b14 ]
  %t150 = phi i64 [ %t143, %b15 ], [ %t132, %b14 ]
  %t151 = phi i64 [ %t145, %b15 ], [ %t133, %b14 ]
  %t152 = phi i64 [ %t147, %b15 ], [ %t134, %b14 ]
  br i1 %t28, label %b17, label %b18, !dbg !82

b17:                                              ; preds = %b16
  %t153 = mul i64 %t148, %a12, !dbg !82
  %t154 = add i64 %t149, %t153, !dbg !82
  %t155 = mul i64 %t148, %a22, !dbg !82
  %t156 = add i64 %t150, %t155, !dbg !82
  %t157 = mul i64 %t148, %a32, !dbg !82
  %t158 = add i64 %t151, %t157, !dbg !82
  %t159 = mul i64 %t148, %a41, !dbg !82
  %t160 = add i64 %t152, %t159, !dbg !82
  br label %b18, !dbg !82

b18:                                              ; preds = %b17, %b16
  %t161 = phi i64 [ %t154, %b17 ], [ %t149, %b16 ]
  %t162 = phi i64 [ %t156, %b17 ], [ %t150, %b16 ]
  %t163 = phi i64 [ %t158, %b17 ], [ %t151, %b16 ]
  %t164 = phi i64 [ %t160, %b17 ], [ %t152, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !82

b19:                                              ; preds = %b18
  %t165 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t161, !dbg !82
  %.17 = load float, ptr addrspace(1) %t165, align 4, !dbg !82
  br label %b20, !dbg !82

b20:                                              ; preds = %b19, %b18
  %t167 = phi float [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !82

b21:                                              ; preds = %b20
  %t168 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t162, !dbg !82
  %.18 = load float, ptr addrspace(1) %t168, align 4, !dbg !82
  br label %b22, !dbg !82

b22:                                              ; preds = %b21, %b20
  %t170 = phi float [ %.18, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !82

b23:                                              ; preds = %b22
  %t171 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t163, !dbg !82
  %.19 = load float, ptr addrspace(1) %t171, align 4, !dbg !82
  br label %b24, !dbg !82

b24:                                              ; preds = %b23, %b22
  %t173 = phi float [ %.19, %b23 ], [ %a31, %b22 ]
  %0 = fmul float %t167, -4.000000e+00, !dbg !83
  %t176 = fmul float %0, %t173, !dbg !83
  %t177 = tail call float @llvm.fma.f32(float %t170, float %t170, float %t176), !dbg !83
  %t178 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t164, !dbg !82
  store float %t177, ptr addrspace(1) %t178, align 4, !dbg !82
  %t179 = add i64 %t292, %t13, !dbg !82
  %t30 = icmp slt i64 %t179, %a0, !dbg !82
  br i1 %t30, label %b2, label %b25, !dbg !82

b25:                                              ; preds = %b24, %entry
  ret void, !dbg !82
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eTwoProducts_5bfloat64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) readonly %a5, double %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #0 !dbg !84 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !85
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !85
  %t2.not = icmp eq ptr addrspace(1) %a5, null, !dbg !85
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !85
  %t4 = sext i32 %.1 to i64, !dbg !85
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !85
  %t6 = sext i32 %.2 to i64, !dbg !85
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !85
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !85
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !85, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !85
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !85
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !85, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !85
  %.15 = add i32 %.14, %.9, !dbg !85
  %.16 = udiv i32 %.15, %.6, !dbg !85
  %t10 = sext i32 %.16 to i64, !dbg !85
  %t11 = mul nsw i64 %t8, %t6, !dbg !85
  %t12 = add nsw i64 %t11, %t4, !dbg !85
  %t13 = mul nsw i64 %t10, %t8, !dbg !85
  %t151 = icmp slt i64 %t12, %a0, !dbg !85
  br i1 %t151, label %b2, label %b9, !dbg !85

b2:                                               ; preds = %entry, %b8
  %t142 = phi i64 [ %t30, %b8 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !85

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t142, !dbg !85
  %.17 = load double, ptr addrspace(1) %t16, align 8, !dbg !85
  br label %b4, !dbg !85

b4:                                               ; preds = %b3, %b2
  %t18 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !85

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t142, !dbg !85
  %.18 = load double, ptr addrspace(1) %t19, align 8, !dbg !85
  br label %b6, !dbg !85

b6:                                               ; preds = %b5, %b4
  %t21 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7, !dbg !85

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t142, !dbg !85
  %.19 = load double, ptr addrspace(1) %t22, align 8, !dbg !85
  br label %b8, !dbg !85

b8:                                               ; preds = %b7, %b6
  %t24 = phi double [ %.19, %b7 ], [ %a6, %b6 ]
  %0 = fmul double %t18, -4.000000e+00, !dbg !86
  %t27 = fmul double %0, %t24, !dbg !86
  %t28 = tail call double @llvm.fma.f64(double %t21, double %t21, double %t27), !dbg !86
  %t29 = getelementptr inbounds double, ptr addrspace(1) %a7, i64 %t142, !dbg !85
  store double %t28, ptr addrspace(1) %t29, align 8, !dbg !85
  %t30 = add i64 %t142, %t13, !dbg !85
  %t15 = icmp slt i64 %t30, %a0, !dbg !85
  br i1 %t15, label %b2, label %b9, !dbg !85

b9:                                               ; preds = %b8, %entry
  ret void, !dbg !85
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eTwoProducts_5bfloat64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, double %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 !dbg !87 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !88
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !88
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !88
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !88
  %t4 = sext i32 %.1 to i64, !dbg !88
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !88
  %t6 = sext i32 %.2 to i64, !dbg !88
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !88
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !88
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !88, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !88
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !88
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !88, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !88
  %.15 = add i32 %.14, %.9, !dbg !88
  %.16 = udiv i32 %.15, %.6, !dbg !88
  %t10 = sext i32 %.16 to i64, !dbg !88
  %t11 = mul nsw i64 %t8, %t6, !dbg !88
  %t12 = add nsw i64 %t11, %t4, !dbg !88
  %t13 = mul nsw i64 %t10, %t8, !dbg !88
  %t14 = icmp sgt i64 %a1, 7, !dbg !88
  %t16 = icmp sgt i64 %a1, 6, !dbg !88
  %t18 = icmp sgt i64 %a1, 5, !dbg !88
  %t20 = icmp sgt i64 %a1, 4, !dbg !88
  %t22 = icmp sgt i64 %a1, 3, !dbg !88
  %t24 = icmp sgt i64 %a1, 2, !dbg !88
  %t26 = icmp sgt i64 %a1, 1, !dbg !88
  %t28 = icmp sgt i64 %a1, 0, !dbg !88
  %t301 = icmp slt i64 %t12, %a0, !dbg !88
  br i1 %t301, label %b2, label %b25, !dbg !88

b2:                                               ; preds = %entry, %b24
  %t292 = phi i64 [ %t179, %b24 ], [ %t12, %entry ]
  br i1 %t14, label %b3, label %b4, !dbg !88

b3:                                               ; preds = %b2
  %t32 = udiv i64 %t292, %a9, !dbg !88
  %t34 = mul i64 %t32, %a9, !dbg !88
  %t35 = sub nuw i64 %t292, %t34, !dbg !88
  %t36 = mul i64 %t35, %a19, !dbg !88
  %t37 = mul i64 %t35, %a29, !dbg !88
  %t38 = mul i64 %t35, %a39, !dbg !88
  %t39 = mul i64 %t35, %a48, !dbg !88
  br label %b4, !dbg !88

b4:                                               ; preds = %b3, %b2
  %t40 = phi i64 [ %t32, %b3 ], [ %t292, %b2 ]
  %t41 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t42 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  %t43 = phi i64 [ %t38, %b3 ], [ 0, %b2 ]
  %t44 = phi i64 [ %t39, %b3 ], [ 0, %b2 ]
  br i1 %t16, label %b5, label %b6, !dbg !88

b5:                                               ; preds = %b4
  %t46 = udiv i64 %t40, %a8, !dbg !88
  %t48 = mul i64 %t46, %a8, !dbg !88
  %t49 = sub i64 %t40, %t48, !dbg !88
  %t50 = mul i64 %t49, %a18, !dbg !88
  %t51 = add i64 %t50, %t41, !dbg !88
  %t52 = mul i64 %t49, %a28, !dbg !88
  %t53 = add i64 %t52, %t42, !dbg !88
  %t54 = mul i64 %t49, %a38, !dbg !88
  %t55 = add i64 %t54, %t43, !dbg !88
  %t56 = mul i64 %t49, %a47, !dbg !88
  %t57 = add i64 %t56, %t44, !dbg !88
  br label %b6, !dbg !88

b6:                                               ; preds = %b5, %b4
  %t58 = phi i64 [ %t46, %b5 ], [ %t40, %b4 ]
  %t59 = phi i64 [ %t51, %b5 ], [ %t41, %b4 ]
  %t60 = phi i64 [ %t53, %b5 ], [ %t42, %b4 ]
  %t61 = phi i64 [ %t55, %b5 ], [ %t43, %b4 ]
  %t62 = phi i64 [ %t57, %b5 ], [ %t44, %b4 ]
  br i1 %t18, label %b7, label %b8, !dbg !88

b7:                                               ; preds = %b6
  %t64 = udiv i64 %t58, %a7, !dbg !88
  %t66 = mul i64 %t64, %a7, !dbg !88
  %t67 = sub i64 %t58, %t66, !dbg !88
  %t68 = mul i64 %t67, %a17, !dbg !88
  %t69 = add i64 %t68, %t59, !dbg !88
  %t70 = mul i64 %t67, %a27, !dbg !88
  %t71 = add i64 %t70, %t60, !dbg !88
  %t72 = mul i64 %t67, %a37, !dbg !88
  %t73 = add i64 %t72, %t61, !dbg !88
  %t74 = mul i64 %t67, %a46, !dbg !88
  %t75 = add i64 %t74, %t62, !dbg !88
  br label %b8, !dbg !88

b8:                                               ; preds = %b7, %b6
  %t76 = phi i64 [ %t64, %b7 ], [ %t58, %b6 ]
  %t77 = phi i64 [ %t69, %b7 ], [ %t59, %b6 ]
  %t78 = phi i64 [ %t71, %b7 ], [ %t60, %b6 ]
  %t79 = phi i64 [ %t73, %b7 ], [ %t61, %b6 ]
  %t80 = phi i64 [ %t75, %b7 ], [ %t62, %b6 ]
  br i1 %t20, label %b9, label %b10, !dbg !88

b9:                                               ; preds = %b8
  %t82 = udiv i64 %t76, %a6, !dbg !88
  %t84 = mul i64 %t82, %a6, !dbg !88
  %t85 = sub i64 %t76, %t84, !dbg !88
  %t86 = mul i64 %t85, %a16, !dbg !88
  %t87 = add i64 %t86, %t77, !dbg !88
  %t88 = mul i64 %t85, %a26, !dbg !88
  %t89 = add i64 %t88, %t78, !dbg !88
  %t90 = mul i64 %t85, %a36, !dbg !88
  %t91 = add i64 %t90, %t79, !dbg !88
  %t92 = mul i64 %t85, %a45, !dbg !88
  %t93 = add i64 %t92, %t80, !dbg !88
  br label %b10, !dbg !88

b10:                                              ; preds = %b9, %b8
  %t94 = phi i64 [ %t82, %b9 ], [ %t76, %b8 ]
  %t95 = phi i64 [ %t87, %b9 ], [ %t77, %b8 ]
  %t96 = phi i64 [ %t89, %b9 ], [ %t78, %b8 ]
  %t97 = phi i64 [ %t91, %b9 ], [ %t79, %b8 ]
  %t98 = phi i64 [ %t93, %b9 ], [ %t80, %b8 ]
  br i1 %t22, label %b11, label %b12, !dbg !88

b11:                                              ; preds = %b10
  %t100 = udiv i64 %t94, %a5, !dbg !88
  %t102 = mul i64 %t100, %a5, !dbg !88
  %t103 = sub i64 %t94, %t102, !dbg !88
  %t104 = mul i64 %t103, %a15, !dbg !88
  %t105 = add i64 %t104, %t95, !dbg !88
  %t106 = mul i64 %t103, %a25, !dbg !88
  %t107 = add i64 %t106, %t96, !dbg !88
  %t108 = mul i64 %t103, %a35, !dbg !88
  %t109 = add i64 %t108, %t97, !dbg !88
  %t110 = mul i64 %t103, %a44, !dbg !88
  %t111 = add i64 %t110, %t98, !dbg !88
  br label %b12, !dbg !88

b12:                                              ; preds = %b11, %b10
  %t112 = phi i64 [ %t100, %b11 ], [ %t94, %b10 ]
  %t113 = phi i64 [ %t105, %b11 ], [ %t95, %b10 ]
  %t114 = phi i64 [ %t107, %b11 ], [ %t96, %b10 ]
  %t115 = phi i64 [ %t109, %b11 ], [ %t97, %b10 ]
  %t116 = phi i64 [ %t111, %b11 ], [ %t98, %b10 ]
  br i1 %t24, label %b13, label %b14, !dbg !88

b13:                                              ; preds = %b12
  %t118 = udiv i64 %t112, %a4, !dbg !88
  %t120 = mul i64 %t118, %a4, !dbg !88
  %t121 = sub i64 %t112, %t120, !dbg !88
  %t122 = mul i64 %t121, %a14, !dbg !88
  %t123 = add i64 %t122, %t113, !dbg !88
  %t124 = mul i64 %t121, %a24, !dbg !88
  %t125 = add i64 %t124, %t114, !dbg !88
  %t126 = mul i64 %t121, %a34, !dbg !88
  %t127 = add i64 %t126, %t115, !dbg !88
  %t128 = mul i64 %t121, %a43, !dbg !88
  %t129 = add i64 %t128, %t116, !dbg !88
  br label %b14, !dbg !88

b14:                                              ; preds = %b13, %b12
  %t130 = phi i64 [ %t118, %b13 ], [ %t112, %b12 ]
  %t131 = phi i64 [ %t123, %b13 ], [ %t113, %b12 ]
  %t132 = phi i64 [ %t125, %b13 ], [ %t114, %b12 ]
  %t133 = phi i64 [ %t127, %b13 ], [ %t115, %b12 ]
  %t134 = phi i64 [ %t129, %b13 ], [ %t116, %b12 ]
  br i1 %t26, label %b15, label %b16, !dbg !88

b15:                                              ; preds = %b14
  %t136 = udiv i64 %t130, %a3, !dbg !88
  %t138 = mul i64 %t136, %a3, !dbg !88
  %t139 = sub i64 %t130, %t138, !dbg !88
  %t140 = mul i64 %t139, %a13, !dbg !88
  %t141 = add i64 %t140, %t131, !dbg !88
  %t142 = mul i64 %t139, %a23, !dbg !88
  %t143 = add i64 %t142, %t132, !dbg !88
  %t144 = mul i64 %t139, %a33, !dbg !88
  %t145 = add i64 %t144, %t133, !dbg !88
  %t146 = mul i64 %t139, %a42, !dbg !88
  %t147 = add i64 %t146, %t134, !dbg !88
  br label %b16, !dbg !88

b16:                                              ; preds = %b15, %b14
  %t148 = phi i64 [ %t136, %b15 ], [ %t130, %b14 ]
  %t149 = phi i64 [ %t141, %b15 ], [ %t131, %b14 ]
  %t150 = phi i64 [ %t143, %b15 ], [ %t132, %b14 ]
  %t151 = phi i64 [ %t145, %b15 ], [ %t133, %b14 ]
  %t152 = phi i64 [ %t147, %b15 ], [ %t134, %b14 ]
  br i1 %t28, label %b17, label %b18, !dbg !88

b17:                                              ; preds = %b16
  %t153 = mul i64 %t148, %a12, !dbg !88
  %t154 = add i64 %t149, %t153, !dbg !88
  %t155 = mul i64 %t148, %a22, !dbg !88
  %t156 = add i64 %t150, %t155, !dbg !88
  %t157 = mul i64 %t148, %a32, !dbg !88
  %t158 = add i64 %t151, %t157, !dbg !88
  %t159 = mul i64 %t148, %a41, !dbg !88
  %t160 = add i64 %t152, %t159, !dbg !88
  br label %b18, !dbg !88

b18:                                              ; preds = %b17, %b16
  %t161 = phi i64 [ %t154, %b17 ], [ %t149, %b16 ]
  %t162 = phi i64 [ %t156, %b17 ], [ %t150, %b16 ]
  %t163 = phi i64 [ %t158, %b17 ], [ %t151, %b16 ]
  %t164 = phi i64 [ %t160, %b17 ], [ %t152, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !88

b19:                                              ; preds = %b18
  %t165 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t161, !dbg !88
  %.17 = load double, ptr addrspace(1) %t165, align 8, !dbg !88
  br label %b20, !dbg !88

b20:                                              ; preds = %b19, %b18
  %t167 = phi double [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !88

b21:                                              ; preds = %b20
  %t168 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t162, !dbg !88
  %.18 = load double, ptr addrspace(1) %t168, align 8, !dbg !88
  br label %b22, !dbg !88

b22:                                              ; preds = %b21, %b20
  %t170 = phi double [ %.18, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !88

b23:                                              ; preds = %b22
  %t171 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t163, !dbg !88
  %.19 = load double, ptr addrspace(1) %t171, align 8, !dbg !88
  br label %b24, !dbg !88

b24:                                              ; preds = %b23, %b22
  %t173 = phi double [ %.19, %b23 ], [ %a31, %b22 ]
  %0 = fmul double %t167, -4.000000e+00, !dbg !89
  %t176 = fmul double %0, %t173, !dbg !89
  %t177 = tail call double @llvm.fma.f64(double %t170, double %t170, double %t176), !dbg !89
  %t178 = getelementptr inbounds double, ptr addrspace(1) %a40, i64 %t164, !dbg !88
  store double %t177, ptr addrspace(1) %t178, align 8, !dbg !88
  %t179 = add i64 %t292, %t13, !dbg !88
  %t30 = icmp slt i64 %t179, %a0, !dbg !88
  br i1 %t30, label %b2, label %b25, !dbg !88

b25:                                              ; preds = %b24, %entry
  ret void, !dbg !88
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntrinsics_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) readonly %a5, double %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #0 !dbg !90 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !91
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !91
  %t2.not = icmp eq ptr addrspace(1) %a5, null, !dbg !91
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !91
  %t4 = sext i32 %.1 to i64, !dbg !91
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !91
  %t6 = sext i32 %.2 to i64, !dbg !91
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !91
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !91
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !91, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !91
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !91
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !91, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !91
  %.15 = add i32 %.14, %.9, !dbg !91
  %.16 = udiv i32 %.15, %.6, !dbg !91
  %t10 = sext i32 %.16 to i64, !dbg !91
  %t11 = mul nsw i64 %t8, %t6, !dbg !91
  %t12 = add nsw i64 %t11, %t4, !dbg !91
  %t13 = mul nsw i64 %t10, %t8, !dbg !91
  %t151 = icmp slt i64 %t12, %a0, !dbg !91
  br i1 %t151, label %b2, label %b9, !dbg !91

b2:                                               ; preds = %entry, %b8
  %t142 = phi i64 [ %t40, %b8 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !91

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t142, !dbg !91
  %.17 = load double, ptr addrspace(1) %t16, align 8, !dbg !91
  br label %b4, !dbg !91

b4:                                               ; preds = %b3, %b2
  %t18 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !91

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t142, !dbg !91
  %.18 = load double, ptr addrspace(1) %t19, align 8, !dbg !91
  br label %b6, !dbg !91

b6:                                               ; preds = %b5, %b4
  %t21 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7, !dbg !91

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t142, !dbg !91
  %.19 = load double, ptr addrspace(1) %t22, align 8, !dbg !91
  br label %b8, !dbg !91

b8:                                               ; preds = %b7, %b6
  %t24 = phi double [ %.19, %b7 ], [ %a6, %b6 ]
  %t25 = tail call double @llvm.fma.f64(double %t18, double %t21, double %t24), !dbg !92
  %t26 = tail call double @llvm.fabs.f64(double %t18), !dbg !93
  %.20 = fcmp olt double %t26, 0x1000000000000000, !dbg !94
  %.21 = fmul double %t26, 0x4FF0000000000000, !dbg !94
  %.22 = select i1 %.20, double %.21, double %t26, !dbg !94
  %.23 = tail call double @llvm.amdgcn.rsq.f64(double %.22), !dbg !94
  %.24 = fmul double %.22, %.23, !dbg !94
  %.25 = fmul double %.23, 5.000000e-01, !dbg !94
  %.26 = fneg double %.25, !dbg !94
  %.27 = tail call double @llvm.fma.f64(double %.26, double %.24, double 5.000000e-01), !dbg !94
  %.28 = tail call double @llvm.fma.f64(double %.25, double %.27, double %.25), !dbg !94
  %.29 = tail call double @llvm.fma.f64(double %.24, double %.27, double %.24), !dbg !94
  %.30 = fneg double %.29, !dbg !94
  %.31 = tail call double @llvm.fma.f64(double %.30, double %.29, double %.22), !dbg !94
  %.32 = tail call double @llvm.fma.f64(double %.31, double %.28, double %.29), !dbg !94
  %.33 = fneg double %.32, !dbg !94
  %.34 = tail call double @llvm.fma.f64(double %.33, double %.32, double %.22), !dbg !94
  %.35 = tail call double @llvm.fma.f64(double %.34, double %.28, double %.32), !dbg !94
  %.36 = fmul double %.35, 0x37F0000000000000, !dbg !94
  %.37 = select i1 %.20, double %.36, double %.35, !dbg !94
  %.38 = fcmp oeq double %.22, 0.000000e+00, !dbg !94
  %.39 = fcmp oeq double %.22, 0x7FF0000000000000, !dbg !94
  %.40 = or i1 %.38, %.39, !dbg !94
  %.41 = select i1 %.40, double %.22, double %.37, !dbg !94
  %t28 = fadd double %.41, %t25, !dbg !95
  %t29 = tail call double @llvm.floor.f64(double %t21), !dbg !96
  %t30 = fadd double %t29, %t28, !dbg !97
  %t31 = tail call double @llvm.ceil.f64(double %t24), !dbg !98
  %t32 = fadd double %t31, %t30, !dbg !99
  %t33 = tail call double @llvm.trunc.f64(double %t18), !dbg !100
  %t34 = fadd double %t33, %t32, !dbg !101
  %t35 = tail call double @llvm.copysign.f64(double %t21, double %t24), !dbg !102
  %t36 = fadd double %t35, %t34, !dbg !103
  %t37 = tail call double @llvm.rint.f64(double %t18), !dbg !104
  %t38 = fadd double %t37, %t36, !dbg !105
  %t39 = getelementptr inbounds double, ptr addrspace(1) %a7, i64 %t142, !dbg !91
  store double %t38, ptr addrspace(1) %t39, align 8, !dbg !91
  %t40 = add i64 %t142, %t13, !dbg !91
  %t15 = icmp slt i64 %t40, %a0, !dbg !91
  br i1 %t15, label %b2, label %b9, !dbg !91

b9:                                               ; preds = %b8, %entry
  ret void, !dbg !91
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntrinsics_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, double %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 !dbg !106 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !107
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !107
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !107
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !107
  %t4 = sext i32 %.1 to i64, !dbg !107
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !107
  %t6 = sext i32 %.2 to i64, !dbg !107
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !107
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !107
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !107, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !107
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !107
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !107, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !107
  %.15 = add i32 %.14, %.9, !dbg !107
  %.16 = udiv i32 %.15, %.6, !dbg !107
  %t10 = sext i32 %.16 to i64, !dbg !107
  %t11 = mul nsw i64 %t8, %t6, !dbg !107
  %t12 = add nsw i64 %t11, %t4, !dbg !107
  %t13 = mul nsw i64 %t10, %t8, !dbg !107
  %t14 = icmp sgt i64 %a1, 7, !dbg !107
  %t16 = icmp sgt i64 %a1, 6, !dbg !107
  %t18 = icmp sgt i64 %a1, 5, !dbg !107
  %t20 = icmp sgt i64 %a1, 4, !dbg !107
  %t22 = icmp sgt i64 %a1, 3, !dbg !107
  %t24 = icmp sgt i64 %a1, 2, !dbg !107
  %t26 = icmp sgt i64 %a1, 1, !dbg !107
  %t28 = icmp sgt i64 %a1, 0, !dbg !107
  %t301 = icmp slt i64 %t12, %a0, !dbg !107
  br i1 %t301, label %b2, label %b25, !dbg !107

b2:                                               ; preds = %entry, %b24
  %t292 = phi i64 [ %t189, %b24 ], [ %t12, %entry ]
  br i1 %t14, label %b3, label %b4, !dbg !107

b3:                                               ; preds = %b2
  %t32 = udiv i64 %t292, %a9, !dbg !107
  %t34 = mul i64 %t32, %a9, !dbg !107
  %t35 = sub nuw i64 %t292, %t34, !dbg !107
  %t36 = mul i64 %t35, %a19, !dbg !107
  %t37 = mul i64 %t35, %a29, !dbg !107
  %t38 = mul i64 %t35, %a39, !dbg !107
  %t39 = mul i64 %t35, %a48, !dbg !107
  br label %b4, !dbg !107

b4:                                               ; preds = %b3, %b2
  %t40 = phi i64 [ %t32, %b3 ], [ %t292, %b2 ]
  %t41 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t42 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  %t43 = phi i64 [ %t38, %b3 ], [ 0, %b2 ]
  %t44 = phi i64 [ %t39, %b3 ], [ 0, %b2 ]
  br i1 %t16, label %b5, label %b6, !dbg !107

b5:                                               ; preds = %b4
  %t46 = udiv i64 %t40, %a8, !dbg !107
  %t48 = mul i64 %t46, %a8, !dbg !107
  %t49 = sub i64 %t40, %t48, !dbg !107
  %t50 = mul i64 %t49, %a18, !dbg !107
  %t51 = add i64 %t50, %t41, !dbg !107
  %t52 = mul i64 %t49, %a28, !dbg !107
  %t53 = add i64 %t52, %t42, !dbg !107
  %t54 = mul i64 %t49, %a38, !dbg !107
  %t55 = add i64 %t54, %t43, !dbg !107
  %t56 = mul i64 %t49, %a47, !dbg !107
  %t57 = add i64 %t56, %t44, !dbg !107
  br label %b6, !dbg !107

b6:                                               ; preds = %b5, %b4
  %t58 = phi i64 [ %t46, %b5 ], [ %t40, %b4 ]
  %t59 = phi i64 [ %t51, %b5 ], [ %t41, %b4 ]
  %t60 = phi i64 [ %t53, %b5 ], [ %t42, %b4 ]
  %t61 = phi i64 [ %t55, %b5 ], [ %t43, %b4 ]
  %t62 = phi i64 [ %t57, %b5 ], [ %t44, %b4 ]
  br i1 %t18, label %b7, label %b8, !dbg !107

b7:                                               ; preds = %b6
  %t64 = udiv i64 %t58, %a7, !dbg !107
  %t66 = mul i64 %t64, %a7, !dbg !107
  %t67 = sub i64 %t58, %t66, !dbg !107
  %t68 = mul i64 %t67, %a17, !dbg !107
  %t69 = add i64 %t68, %t59, !dbg !107
  %t70 = mul i64 %t67, %a27, !dbg !107
  %t71 = add i64 %t70, %t60, !dbg !107
  %t72 = mul i64 %t67, %a37, !dbg !107
  %t73 = add i64 %t72, %t61, !dbg !107
  %t74 = mul i64 %t67, %a46, !dbg !107
  %t75 = add i64 %t74, %t62, !dbg !107
  br label %b8, !dbg !107

b8:                                               ; preds = %b7, %b6
  %t76 = phi i64 [ %t64, %b7 ], [ %t58, %b6 ]
  %t77 = phi i64 [ %t69, %b7 ], [ %t59, %b6 ]
  %t78 = phi i64 [ %t71, %b7 ], [ %t60, %b6 ]
  %t79 = phi i64 [ %t73, %b7 ], [ %t61, %b6 ]
  %t80 = phi i64 [ %t75, %b7 ], [ %t62, %b6 ]
  br i1 %t20, label %b9, label %b10, !dbg !107

b9:                                               ; preds = %b8
  %t82 = udiv i64 %t76, %a6, !dbg !107
  %t84 = mul i64 %t82, %a6, !dbg !107
  %t85 = sub i64 %t76, %t84, !dbg !107
  %t86 = mul i64 %t85, %a16, !dbg !107
  %t87 = add i64 %t86, %t77, !dbg !107
  %t88 = mul i64 %t85, %a26, !dbg !107
  %t89 = add i64 %t88, %t78, !dbg !107
  %t90 = mul i64 %t85, %a36, !dbg !107
  %t91 = add i64 %t90, %t79, !dbg !107
  %t92 = mul i64 %t85, %a45, !dbg !107
  %t93 = add i64 %t92, %t80, !dbg !107
  br label %b10, !dbg !107

b10:                                              ; preds = %b9, %b8
  %t94 = phi i64 [ %t82, %b9 ], [ %t76, %b8 ]
  %t95 = phi i64 [ %t87, %b9 ], [ %t77, %b8 ]
  %t96 = phi i64 [ %t89, %b9 ], [ %t78, %b8 ]
  %t97 = phi i64 [ %t91, %b9 ], [ %t79, %b8 ]
  %t98 = phi i64 [ %t93, %b9 ], [ %t80, %b8 ]
  br i1 %t22, label %b11, label %b12, !dbg !107

b11:                                              ; preds = %b10
  %t100 = udiv i64 %t94, %a5, !dbg !107
  %t102 = mul i64 %t100, %a5, !dbg !107
  %t103 = sub i64 %t94, %t102, !dbg !107
  %t104 = mul i64 %t103, %a15, !dbg !107
  %t105 = add i64 %t104, %t95, !dbg !107
  %t106 = mul i64 %t103, %a25, !dbg !107
  %t107 = add i64 %t106, %t96, !dbg !107
  %t108 = mul i64 %t103, %a35, !dbg !107
  %t109 = add i64 %t108, %t97, !dbg !107
  %t110 = mul i64 %t103, %a44, !dbg !107
  %t111 = add i64 %t110, %t98, !dbg !107
  br label %b12, !dbg !107

b12:                                              ; preds = %b11, %b10
  %t112 = phi i64 [ %t100, %b11 ], [ %t94, %b10 ]
  %t113 = phi i64 [ %t105, %b11 ], [ %t95, %b10 ]
  %t114 = phi i64 [ %t107, %b11 ], [ %t96, %b10 ]
  %t115 = phi i64 [ %t109, %b11 ], [ %t97, %b10 ]
  %t116 = phi i64 [ %t111, %b11 ], [ %t98, %b10 ]
  br i1 %t24, label %b13, label %b14, !dbg !107

b13:                                              ; preds = %b12
  %t118 = udiv i64 %t112, %a4, !dbg !107
  %t120 = mul i64 %t118, %a4, !dbg !107
  %t121 = sub i64 %t112, %t120, !dbg !107
  %t122 = mul i64 %t121, %a14, !dbg !107
  %t123 = add i64 %t122, %t113, !dbg !107
  %t124 = mul i64 %t121, %a24, !dbg !107
  %t125 = add i64 %t124, %t114, !dbg !107
  %t126 = mul i64 %t121, %a34, !dbg !107
  %t127 = add i64 %t126, %t115, !dbg !107
  %t128 = mul i64 %t121, %a43, !dbg !107
  %t129 = add i64 %t128, %t116, !dbg !107
  br label %b14, !dbg !107

b14:                                              ; preds = %b13, %b12
  %t130 = phi i64 [ %t118, %b13 ], [ %t112, %b12 ]
  %t131 = phi i64 [ %t123, %b13 ], [ %t113, %b12 ]
  %t132 = phi i64 [ %t125, %b13 ], [ %t114, %b12 ]
  %t133 = phi i64 [ %t127, %b13 ], [ %t115, %b12 ]
  %t134 = phi i64 [ %t129, %b13 ], [ %t116, %b12 ]
  br i1 %t26, label %b15, label %b16, !dbg !107

b15:                                              ; preds = %b14
  %t136 = udiv i64 %t130, %a3, !dbg !107
  %t138 = mul i64 %t136, %a3, !dbg !107
  %t139 = sub i64 %t130, %t138, !dbg !107
  %t140 = mul i64 %t139, %a13, !dbg !107
  %t141 = add i64 %t140, %t131, !dbg !107
  %t142 = mul i64 %t139, %a23, !dbg !107
  %t143 = add i64 %t142, %t132, !dbg !107
  %t144 = mul i64 %t139, %a33, !dbg !107
  %t145 = add i64 %t144, %t133, !dbg !107
  %t146 = mul i64 %t139, %a42, !dbg !107
  %t147 = add i64 %t146, %t134, !dbg !107
  br label %b16, !dbg !107

b16:                                              ; preds = %b15, %b14
  %t148 = phi i64 [ %t136, %b15 ], [ %t130, %b14 ]
  %t149 = phi i64 [ %t141, %b15 ], [ %t131, %b14 ]
  %t150 = phi i64 [ %t143, %b15 ], [ %t132, %b14 ]
  %t151 = phi i64 [ %t145, %b15 ], [ %t133, %b14 ]
  %t152 = phi i64 [ %t147, %b15 ], [ %t134, %b14 ]
  br i1 %t28, label %b17, label %b18, !dbg !107

b17:                                              ; preds = %b16
  %t153 = mul i64 %t148, %a12, !dbg !107
  %t154 = add i64 %t149, %t153, !dbg !107
  %t155 = mul i64 %t148, %a22, !dbg !107
  %t156 = add i64 %t150, %t155, !dbg !107
  %t157 = mul i64 %t148, %a32, !dbg !107
  %t158 = add i64 %t151, %t157, !dbg !107
  %t159 = mul i64 %t148, %a41, !dbg !107
  %t160 = add i64 %t152, %t159, !dbg !107
  br label %b18, !dbg !107

b18:                                              ; preds = %b17, %b16
  %t161 = phi i64 [ %t154, %b17 ], [ %t149, %b16 ]
  %t162 = phi i64 [ %t156, %b17 ], [ %t150, %b16 ]
  %t163 = phi i64 [ %t158, %b17 ], [ %t151, %b16 ]
  %t164 = phi i64 [ %t160, %b17 ], [ %t152, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !107

b19:                                              ; preds = %b18
  %t165 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t161, !dbg !107
  %.17 = load double, ptr addrspace(1) %t165, align 8, !dbg !107
  br label %b20, !dbg !107

b20:                                              ; preds = %b19, %b18
  %t167 = phi double [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !107

b21:                                              ; preds = %b20
  %t168 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t162, !dbg !107
  %.18 = load double, ptr addrspace(1) %t168, align 8, !dbg !107
  br label %b22, !dbg !107

b22:                                              ; preds = %b21, %b20
  %t170 = phi double [ %.18, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !107

b23:                                              ; preds = %b22
  %t171 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t163, !dbg !107
  %.19 = load double, ptr addrspace(1) %t171, align 8, !dbg !107
  br label %b24, !dbg !107

b24:                                              ; preds = %b23, %b22
  %t173 = phi double [ %.19, %b23 ], [ %a31, %b22 ]
  %t174 = tail call double @llvm.fma.f64(double %t167, double %t170, double %t173), !dbg !108
  %t175 = tail call double @llvm.fabs.f64(double %t167), !dbg !109
  %.20 = fcmp olt double %t175, 0x1000000000000000, !dbg !110
  %.21 = fmul double %t175, 0x4FF0000000000000, !dbg !110
  %.22 = select i1 %.20, double %.21, double %t175, !dbg !110
  %.23 = tail call double @llvm.amdgcn.rsq.f64(double %.22), !dbg !110
  %.24 = fmul double %.22, %.23, !dbg !110
  %.25 = fmul double %.23, 5.000000e-01, !dbg !110
  %.26 = fneg double %.25, !dbg !110
  %.27 = tail call double @llvm.fma.f64(double %.26, double %.24, double 5.000000e-01), !dbg !110
  %.28 = tail call double @llvm.fma.f64(double %.25, double %.27, double %.25), !dbg !110
  %.29 = tail call double @llvm.fma.f64(double %.24, double %.27, double %.24), !dbg !110
  %.30 = fneg double %.29, !dbg !110
  %.31 = tail call double @llvm.fma.f64(double %.30, double %.29, double %.22), !dbg !110
  %.32 = tail call double @llvm.fma.f64(double %.31, double %.28, double %.29), !dbg !110
  %.33 = fneg double %.32, !dbg !110
  %.34 = tail call double @llvm.fma.f64(double %.33, double %.32, double %.22), !dbg !110
  %.35 = tail call double @llvm.fma.f64(double %.34, double %.28, double %.32), !dbg !110
  %.36 = fmul double %.35, 0x37F0000000000000, !dbg !110
  %.37 = select i1 %.20, double %.36, double %.35, !dbg !110
  %.38 = fcmp oeq double %.22, 0.000000e+00, !dbg !110
  %.39 = fcmp oeq double %.22, 0x7FF0000000000000, !dbg !110
  %.40 = or i1 %.38, %.39, !dbg !110
  %.41 = select i1 %.40, double %.22, double %.37, !dbg !110
  %t177 = fadd double %.41, %t174, !dbg !111
  %t178 = tail call double @llvm.floor.f64(double %t170), !dbg !112
  %t179 = fadd double %t178, %t177, !dbg !113
  %t180 = tail call double @llvm.ceil.f64(double %t173), !dbg !114
  %t181 = fadd double %t180, %t179, !dbg !115
  %t182 = tail call double @llvm.trunc.f64(double %t167), !dbg !116
  %t183 = fadd double %t182, %t181, !dbg !117
  %t184 = tail call double @llvm.copysign.f64(double %t170, double %t173), !dbg !118
  %t185 = fadd double %t184, %t183, !dbg !119
  %t186 = tail call double @llvm.rint.f64(double %t167), !dbg !120
  %t187 = fadd double %t186, %t185, !dbg !121
  %t188 = getelementptr inbounds double, ptr addrspace(1) %a40, i64 %t164, !dbg !107
  store double %t187, ptr addrspace(1) %t188, align 8, !dbg !107
  %t189 = add i64 %t292, %t13, !dbg !107
  %t30 = icmp slt i64 %t189, %a0, !dbg !107
  br i1 %t30, label %b2, label %b25, !dbg !107

b25:                                              ; preds = %b24, %entry
  ret void, !dbg !107
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, float %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !122 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !123
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !123
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !123
  %t3 = sext i32 %.1 to i64, !dbg !123
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !123
  %t5 = sext i32 %.2 to i64, !dbg !123
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !123
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !123
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !123, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !123
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !123
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !123, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !123
  %.15 = add i32 %.14, %.9, !dbg !123
  %.16 = udiv i32 %.15, %.6, !dbg !123
  %t9 = sext i32 %.16 to i64, !dbg !123
  %t10 = mul nsw i64 %t7, %t5, !dbg !123
  %t11 = add nsw i64 %t10, %t3, !dbg !123
  %t12 = mul nsw i64 %t9, %t7, !dbg !123
  %t141 = icmp slt i64 %t11, %a0, !dbg !123
  br i1 %t141, label %b2, label %b7, !dbg !123

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t25, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !123

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t132, !dbg !123
  %.17 = load float, ptr addrspace(1) %t15, align 4, !dbg !123
  br label %b4, !dbg !123

b4:                                               ; preds = %b3, %b2
  %t17 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !123

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t132, !dbg !123
  %.18 = load float, ptr addrspace(1) %t18, align 4, !dbg !123
  br label %b6, !dbg !123

b6:                                               ; preds = %b5, %b4
  %t20 = phi float [ %.18, %b5 ], [ %a4, %b4 ]
  %.19 = fcmp olt float %t17, %t20, !dbg !124
  %.20 = select i1 %.19, float %t17, float %t20, !dbg !124
  %.21 = fcmp oeq float %t17, %t20, !dbg !124
  %.22 = bitcast float %t17 to i32, !dbg !124
  %.23 = bitcast float %t20 to i32, !dbg !124
  %.24 = or i32 %.23, %.22, !dbg !124
  %.25 = bitcast i32 %.24 to float, !dbg !124
  %.26 = select i1 %.21, float %.25, float %.20, !dbg !124
  %.27 = fcmp uno float %t17, 0.000000e+00, !dbg !124
  %.28 = select i1 %.27, float %t17, float %.26, !dbg !124
  %.29 = fcmp uno float %t20, 0.000000e+00, !dbg !124
  %.30 = select i1 %.29, float %t20, float %.28, !dbg !124
  %.31 = fcmp ogt float %t17, %t20, !dbg !125
  %.32 = select i1 %.31, float %t17, float %t20, !dbg !125
  %.36 = and i32 %.23, %.22, !dbg !125
  %.37 = bitcast i32 %.36 to float, !dbg !125
  %.38 = select i1 %.21, float %.37, float %.32, !dbg !125
  %.40 = select i1 %.27, float %t17, float %.38, !dbg !125
  %.42 = select i1 %.29, float %t20, float %.40, !dbg !125
  %t23 = fsub float %.30, %.42, !dbg !126
  %t24 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t132, !dbg !123
  store float %t23, ptr addrspace(1) %t24, align 4, !dbg !123
  %t25 = add i64 %t132, %t12, !dbg !123
  %t14 = icmp slt i64 %t25, %a0, !dbg !123
  br i1 %t14, label %b2, label %b7, !dbg !123

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !123
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !127 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !128
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !128
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !128
  %t3 = sext i32 %.1 to i64, !dbg !128
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !128
  %t5 = sext i32 %.2 to i64, !dbg !128
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !128
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !128
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !128, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !128
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !128
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !128, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !128
  %.15 = add i32 %.14, %.9, !dbg !128
  %.16 = udiv i32 %.15, %.6, !dbg !128
  %t9 = sext i32 %.16 to i64, !dbg !128
  %t10 = mul nsw i64 %t7, %t5, !dbg !128
  %t11 = add nsw i64 %t10, %t3, !dbg !128
  %t12 = mul nsw i64 %t9, %t7, !dbg !128
  %t13 = icmp sgt i64 %a1, 7, !dbg !128
  %t15 = icmp sgt i64 %a1, 6, !dbg !128
  %t17 = icmp sgt i64 %a1, 5, !dbg !128
  %t19 = icmp sgt i64 %a1, 4, !dbg !128
  %t21 = icmp sgt i64 %a1, 3, !dbg !128
  %t23 = icmp sgt i64 %a1, 2, !dbg !128
  %t25 = icmp sgt i64 %a1, 1, !dbg !128
  %t27 = icmp sgt i64 %a1, 0, !dbg !128
  %t291 = icmp slt i64 %t11, %a0, !dbg !128
  br i1 %t291, label %b2, label %b23, !dbg !128

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t151, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !128

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !128
  %t33 = mul i64 %t31, %a9, !dbg !128
  %t34 = sub nuw i64 %t282, %t33, !dbg !128
  %t35 = mul i64 %t34, %a19, !dbg !128
  %t36 = mul i64 %t34, %a29, !dbg !128
  %t37 = mul i64 %t34, %a38, !dbg !128
  br label %b4, !dbg !128

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !128

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !128
  %t45 = mul i64 %t43, %a8, !dbg !128
  %t46 = sub i64 %t38, %t45, !dbg !128
  %t47 = mul i64 %t46, %a18, !dbg !128
  %t48 = add i64 %t47, %t39, !dbg !128
  %t49 = mul i64 %t46, %a28, !dbg !128
  %t50 = add i64 %t49, %t40, !dbg !128
  %t51 = mul i64 %t46, %a37, !dbg !128
  %t52 = add i64 %t51, %t41, !dbg !128
  br label %b6, !dbg !128

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !128

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !128
  %t60 = mul i64 %t58, %a7, !dbg !128
  %t61 = sub i64 %t53, %t60, !dbg !128
  %t62 = mul i64 %t61, %a17, !dbg !128
  %t63 = add i64 %t62, %t54, !dbg !128
  %t64 = mul i64 %t61, %a27, !dbg !128
  %t65 = add i64 %t64, %t55, !dbg !128
  %t66 = mul i64 %t61, %a36, !dbg !128
  %t67 = add i64 %t66, %t56, !dbg !128
  br label %b8, !dbg !128

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !128

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !128
  %t75 = mul i64 %t73, %a6, !dbg !128
  %t76 = sub i64 %t68, %t75, !dbg !128
  %t77 = mul i64 %t76, %a16, !dbg !128
  %t78 = add i64 %t77, %t69, !dbg !128
  %t79 = mul i64 %t76, %a26, !dbg !128
  %t80 = add i64 %t79, %t70, !dbg !128
  %t81 = mul i64 %t76, %a35, !dbg !128
  %t82 = add i64 %t81, %t71, !dbg !128
  br label %b10, !dbg !128

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !128

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !128
  %t90 = mul i64 %t88, %a5, !dbg !128
  %t91 = sub i64 %t83, %t90, !dbg !128
  %t92 = mul i64 %t91, %a15, !dbg !128
  %t93 = add i64 %t92, %t84, !dbg !128
  %t94 = mul i64 %t91, %a25, !dbg !128
  %t95 = add i64 %t94, %t85, !dbg !128
  %t96 = mul i64 %t91, %a34, !dbg !128
  %t97 = add i64 %t96, %t86, !dbg !128
  br label %b12, !dbg !128

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !128

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !128
  %t105 = mul i64 %t103, %a4, !dbg !128
  %t106 = sub i64 %t98, %t105, !dbg !128
  %t107 = mul i64 %t106, %a14, !dbg !128
  %t108 = add i64 %t107, %t99, !dbg !128
  %t109 = mul i64 %t106, %a24, !dbg !128
  %t110 = add i64 %t109, %t100, !dbg !128
  %t111 = mul i64 %t106, %a33, !dbg !128
  %t112 = add i64 %t111, %t101, !dbg !128
  br label %b14, !dbg !128

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !128

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !128
  %t120 = mul i64 %t118, %a3, !dbg !128
  %t121 = sub i64 %t113, %t120, !dbg !128
  %t122 = mul i64 %t121, %a13, !dbg !128
  %t123 = add i64 %t122, %t114, !dbg !128
  %t124 = mul i64 %t121, %a23, !dbg !128
  %t125 = add i64 %t124, %t115, !dbg !128
  %t126 = mul i64 %t121, %a32, !dbg !128
  %t127 = add i64 %t126, %t116, !dbg !128
  br label %b16, !dbg !128

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !128

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !128
  %t133 = add i64 %t129, %t132, !dbg !128
  %t134 = mul i64 %t128, %a22, !dbg !128
  %t135 = add i64 %t130, %t134, !dbg !128
  %t136 = mul i64 %t128, %a31, !dbg !128
  %t137 = add i64 %t131, %t136, !dbg !128
  br label %b18, !dbg !128

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !128

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t138, !dbg !128
  %.17 = load float, ptr addrspace(1) %t141, align 4, !dbg !128
  br label %b20, !dbg !128

b20:                                              ; preds = %b19, %b18
  %t143 = phi float [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !128

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t139, !dbg !128
  %.18 = load float, ptr addrspace(1) %t144, align 4, !dbg !128
  br label %b22, !dbg !128

b22:                                              ; preds = %b21, %b20
  %t146 = phi float [ %.18, %b21 ], [ %a21, %b20 ]
  %.19 = fcmp olt float %t143, %t146, !dbg !129
  %.20 = select i1 %.19, float %t143, float %t146, !dbg !129
  %.21 = fcmp oeq float %t143, %t146, !dbg !129
  %.22 = bitcast float %t143 to i32, !dbg !129
  %.23 = bitcast float %t146 to i32, !dbg !129
  %.24 = or i32 %.23, %.22, !dbg !129
  %.25 = bitcast i32 %.24 to float, !dbg !129
  %.26 = select i1 %.21, float %.25, float %.20, !dbg !129
  %.27 = fcmp uno float %t143, 0.000000e+00, !dbg !129
  %.28 = select i1 %.27, float %t143, float %.26, !dbg !129
  %.29 = fcmp uno float %t146, 0.000000e+00, !dbg !129
  %.30 = select i1 %.29, float %t146, float %.28, !dbg !129
  %.31 = fcmp ogt float %t143, %t146, !dbg !130
  %.32 = select i1 %.31, float %t143, float %t146, !dbg !130
  %.36 = and i32 %.23, %.22, !dbg !130
  %.37 = bitcast i32 %.36 to float, !dbg !130
  %.38 = select i1 %.21, float %.37, float %.32, !dbg !130
  %.40 = select i1 %.27, float %t143, float %.38, !dbg !130
  %.42 = select i1 %.29, float %t146, float %.40, !dbg !130
  %t149 = fsub float %.30, %.42, !dbg !131
  %t150 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t140, !dbg !128
  store float %t149, ptr addrspace(1) %t150, align 4, !dbg !128
  %t151 = add i64 %t282, %t12, !dbg !128
  %t29 = icmp slt i64 %t151, %a0, !dbg !128
  br i1 %t29, label %b2, label %b23, !dbg !128

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !128
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !132 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !133
  %t3 = sext i32 %.1 to i64, !dbg !133
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !133
  %t5 = sext i32 %.2 to i64, !dbg !133
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !133
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !133
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !133, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !133
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !133
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !133, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !133
  %.15 = add i32 %.14, %.9, !dbg !133
  %.16 = udiv i32 %.15, %.6, !dbg !133
  %t9 = sext i32 %.16 to i64, !dbg !133
  %t10 = mul nsw i64 %t7, %t5, !dbg !133
  %t11 = add nsw i64 %t10, %t3, !dbg !133
  %t12 = mul nsw i64 %t9, %t7, !dbg !133
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !133
  %t14 = icmp eq i64 %a2, 1, !dbg !133
  %t15 = and i64 %t13, 15, !dbg !133
  %t16 = icmp eq i64 %t15, 0, !dbg !133
  %t17 = and i1 %t14, %t16, !dbg !133
  %t19 = ashr i64 %a0, 2, !dbg !133
  %t20 = add i64 %a0, 3, !dbg !133
  %t21 = ashr i64 %t20, 2, !dbg !133
  %t22 = icmp slt i64 %t11, %t21, !dbg !133
  br i1 %t22, label %b1, label %b25, !dbg !133

b1:                                               ; preds = %entry
  %t23 = shl nsw i64 %t11, 2, !dbg !133
  %t24 = mul i64 %t23, %a2, !dbg !133
  %t25 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t24, !dbg !133
  %.17 = load float, ptr addrspace(1) %t25, align 4, !dbg !133, !amdgpu.noclobber !6
  %0 = xor i64 %t23, -1, !dbg !133
  %t28 = add i64 %0, %a0, !dbg !133
  %t29 = getelementptr inbounds float, ptr addrspace(1) %t25, i64 %a2, !dbg !133
  %t30 = icmp sgt i64 %t28, 0, !dbg !133
  br i1 %t30, label %b2, label %b3, !dbg !133

b2:                                               ; preds = %b1
  %.18 = load float, ptr addrspace(1) %t29, align 4, !dbg !133, !amdgpu.noclobber !6
  %.19 = fcmp olt float %.17, %.18, !dbg !134
  %.20 = select i1 %.19, float %.17, float %.18, !dbg !134
  %.21 = fcmp oeq float %.17, %.18, !dbg !134
  %1 = bitcast float %.18 to i32, !dbg !134
  %2 = bitcast float %.17 to i32, !dbg !134
  %.24 = or i32 %1, %2, !dbg !134
  %.25 = bitcast i32 %.24 to float, !dbg !134
  %.26 = select i1 %.21, float %.25, float %.20, !dbg !134
  %.27 = fcmp uno float %.17, 0.000000e+00, !dbg !134
  %.28 = select i1 %.27, float %.17, float %.26, !dbg !134
  %.29 = fcmp uno float %.18, 0.000000e+00, !dbg !134
  %.30 = select i1 %.29, float %.18, float %.28, !dbg !134
  %.31 = fcmp ogt float %.17, %.18, !dbg !135
  %.32 = select i1 %.31, float %.17, float %.18, !dbg !135
  %.36 = and i32 %1, %2, !dbg !135
  %.37 = bitcast i32 %.36 to float, !dbg !135
  %.38 = select i1 %.21, float %.37, float %.32, !dbg !135
  %.40 = select i1 %.27, float %.17, float %.38, !dbg !135
  %.42 = select i1 %.29, float %.18, float %.40, !dbg !135
  %t34 = fsub float %.30, %.42, !dbg !136
  br label %b3, !dbg !133

b3:                                               ; preds = %b2, %b1
  %t35 = phi float [ %t34, %b2 ], [ %.17, %b1 ]
  %t36 = getelementptr inbounds float, ptr addrspace(1) %t29, i64 %a2, !dbg !133
  %t37 = icmp sgt i64 %t28, 1, !dbg !133
  br i1 %t37, label %b4, label %b5, !dbg !133

b4:                                               ; preds = %b3
  %.43 = load float, ptr addrspace(1) %t36, align 4, !dbg !133, !amdgpu.noclobber !6
  %.44 = fcmp olt float %t35, %.43, !dbg !134
  %.45 = select i1 %.44, float %t35, float %.43, !dbg !134
  %.46 = fcmp oeq float %t35, %.43, !dbg !134
  %.47 = bitcast float %t35 to i32, !dbg !134
  %.48 = bitcast float %.43 to i32, !dbg !134
  %.49 = or i32 %.48, %.47, !dbg !134
  %.50 = bitcast i32 %.49 to float, !dbg !134
  %.51 = select i1 %.46, float %.50, float %.45, !dbg !134
  %.52 = fcmp uno float %t35, 0.000000e+00, !dbg !134
  %.53 = select i1 %.52, float %t35, float %.51, !dbg !134
  %.54 = fcmp uno float %.43, 0.000000e+00, !dbg !134
  %.55 = select i1 %.54, float %.43, float %.53, !dbg !134
  %.56 = fcmp ogt float %t35, %.43, !dbg !135
  %.57 = select i1 %.56, float %t35, float %.43, !dbg !135
  %.61 = and i32 %.48, %.47, !dbg !135
  %.62 = bitcast i32 %.61 to float, !dbg !135
  %.63 = select i1 %.46, float %.62, float %.57, !dbg !135
  %.65 = select i1 %.52, float %t35, float %.63, !dbg !135
  %.67 = select i1 %.54, float %.43, float %.65, !dbg !135
  %t41 = fsub float %.55, %.67, !dbg !136
  br label %b5, !dbg !133

b5:                                               ; preds = %b4, %b3
  %t42 = phi float [ %t41, %b4 ], [ %t35, %b3 ]
  %t44 = icmp sgt i64 %t28, 2, !dbg !133
  br i1 %t44, label %b6, label %b7, !dbg !133

b6:                                               ; preds = %b5
  %t43 = getelementptr inbounds float, ptr addrspace(1) %t36, i64 %a2, !dbg !133
  %.68 = load float, ptr addrspace(1) %t43, align 4, !dbg !133, !amdgpu.noclobber !6
  %.69 = fcmp olt float %t42, %.68, !dbg !134
  %.70 = select i1 %.69, float %t42, float %.68, !dbg !134
  %.71 = fcmp oeq float %t42, %.68, !dbg !134
  %.72 = bitcast float %t42 to i32, !dbg !134
  %.73 = bitcast float %.68 to i32, !dbg !134
  %.74 = or i32 %.73, %.72, !dbg !134
  %.75 = bitcast i32 %.74 to float, !dbg !134
  %.76 = select i1 %.71, float %.75, float %.70, !dbg !134
  %.77 = fcmp uno float %t42, 0.000000e+00, !dbg !134
  %.78 = select i1 %.77, float %t42, float %.76, !dbg !134
  %.79 = fcmp uno float %.68, 0.000000e+00, !dbg !134
  %.80 = select i1 %.79, float %.68, float %.78, !dbg !134
  %.81 = fcmp ogt float %t42, %.68, !dbg !135
  %.82 = select i1 %.81, float %t42, float %.68, !dbg !135
  %.86 = and i32 %.73, %.72, !dbg !135
  %.87 = bitcast i32 %.86 to float, !dbg !135
  %.88 = select i1 %.71, float %.87, float %.82, !dbg !135
  %.90 = select i1 %.77, float %t42, float %.88, !dbg !135
  %.92 = select i1 %.79, float %.68, float %.90, !dbg !135
  %t48 = fsub float %.80, %.92, !dbg !136
  br label %b7, !dbg !133

b7:                                               ; preds = %b6, %b5
  %t49 = phi float [ %t48, %b6 ], [ %t42, %b5 ]
  %t50 = add nsw i64 %t12, %t11, !dbg !133
  br i1 %t17, label %b8, label %b15, !dbg !133

b8:                                               ; preds = %b7
  %t51 = shl nsw i64 %t12, 1, !dbg !133
  %t52 = sub nsw i64 %t19, %t12, !dbg !133
  %t5611 = icmp slt i64 %t50, %t52, !dbg !133
  br i1 %t5611, label %b10, label %b12.preheader, !dbg !133

b12.preheader:                                    ; preds = %b10, %b8
  %t53.lcssa = phi i64 [ %t50, %b8 ], [ %t94, %b10 ]
  %t54.lcssa = phi float [ %t49, %b8 ], [ %t93, %b10 ]
  %t9815 = icmp slt i64 %t53.lcssa, %t19, !dbg !133
  br i1 %t9815, label %b13, label %b15, !dbg !133

b10:                                              ; preds = %b8, %b10
  %t5413 = phi float [ %t93, %b10 ], [ %t49, %b8 ]
  %t5312 = phi i64 [ %t94, %b10 ], [ %t50, %b8 ]
  %t57 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t5312, !dbg !133
  %.93 = load <4 x float>, ptr addrspace(1) %t57, align 16, !dbg !133, !amdgpu.noclobber !6
  %.94 = extractelement <4 x float> %.93, i64 0, !dbg !133
  %.96 = extractelement <4 x float> %.93, i64 1, !dbg !133
  %.98 = extractelement <4 x float> %.93, i64 2, !dbg !133
  %.100 = extractelement <4 x float> %.93, i64 3, !dbg !133
  %t59 = add i64 %t5312, %t12, !dbg !133
  %t60 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t59, !dbg !133
  %.102 = load <4 x float>, ptr addrspace(1) %t60, align 16, !dbg !133, !amdgpu.noclobber !6
  %.103 = extractelement <4 x float> %.102, i64 0, !dbg !133
  %.105 = extractelement <4 x float> %.102, i64 1, !dbg !133
  %.107 = extractelement <4 x float> %.102, i64 2, !dbg !133
  %.109 = extractelement <4 x float> %.102, i64 3, !dbg !133
  %.111 = fcmp olt float %t5413, %.94, !dbg !134
  %.112 = select i1 %.111, float %t5413, float %.94, !dbg !134
  %.113 = fcmp oeq float %t5413, %.94, !dbg !134
  %.114 = bitcast float %t5413 to i32, !dbg !134
  %.115 = bitcast float %.94 to i32, !dbg !134
  %.116 = or i32 %.115, %.114, !dbg !134
  %.117 = bitcast i32 %.116 to float, !dbg !134
  %.118 = select i1 %.113, float %.117, float %.112, !dbg !134
  %.119 = fcmp uno float %t5413, 0.000000e+00, !dbg !134
  %.120 = select i1 %.119, float %t5413, float %.118, !dbg !134
  %.121 = fcmp uno float %.94, 0.000000e+00, !dbg !134
  %.122 = select i1 %.121, float %.94, float %.120, !dbg !134
  %.123 = fcmp ogt float %t5413, %.94, !dbg !135
  %.124 = select i1 %.123, float %t5413, float %.94, !dbg !135
  %.128 = and i32 %.115, %.114, !dbg !135
  %.129 = bitcast i32 %.128 to float, !dbg !135
  %.130 = select i1 %.113, float %.129, float %.124, !dbg !135
  %.132 = select i1 %.119, float %t5413, float %.130, !dbg !135
  %.134 = select i1 %.121, float %.94, float %.132, !dbg !135
  %t65 = fsub float %.122, %.134, !dbg !136
  %.135 = fcmp olt float %t65, %.96, !dbg !134
  %.136 = select i1 %.135, float %t65, float %.96, !dbg !134
  %.137 = fcmp oeq float %t65, %.96, !dbg !134
  %.138 = bitcast float %t65 to i32, !dbg !134
  %.139 = bitcast float %.96 to i32, !dbg !134
  %.140 = or i32 %.138, %.139, !dbg !134
  %.141 = bitcast i32 %.140 to float, !dbg !134
  %.142 = select i1 %.137, float %.141, float %.136, !dbg !134
  %.143 = fcmp uno float %t65, 0.000000e+00, !dbg !134
  %.144 = select i1 %.143, float %t65, float %.142, !dbg !134
  %.145 = fcmp uno float %.96, 0.000000e+00, !dbg !134
  %.146 = select i1 %.145, float %.96, float %.144, !dbg !134
  %.147 = fcmp ogt float %t65, %.96, !dbg !135
  %.148 = select i1 %.147, float %t65, float %.96, !dbg !135
  %.152 = and i32 %.138, %.139, !dbg !135
  %.153 = bitcast i32 %.152 to float, !dbg !135
  %.154 = select i1 %.137, float %.153, float %.148, !dbg !135
  %.156 = select i1 %.143, float %t65, float %.154, !dbg !135
  %.158 = select i1 %.145, float %.96, float %.156, !dbg !135
  %t69 = fsub float %.146, %.158, !dbg !136
  %.159 = fcmp olt float %t69, %.98, !dbg !134
  %.160 = select i1 %.159, float %t69, float %.98, !dbg !134
  %.161 = fcmp oeq float %t69, %.98, !dbg !134
  %.162 = bitcast float %t69 to i32, !dbg !134
  %.163 = bitcast float %.98 to i32, !dbg !134
  %.164 = or i32 %.162, %.163, !dbg !134
  %.165 = bitcast i32 %.164 to float, !dbg !134
  %.166 = select i1 %.161, float %.165, float %.160, !dbg !134
  %.167 = fcmp uno float %t69, 0.000000e+00, !dbg !134
  %.168 = select i1 %.167, float %t69, float %.166, !dbg !134
  %.169 = fcmp uno float %.98, 0.000000e+00, !dbg !134
  %.170 = select i1 %.169, float %.98, float %.168, !dbg !134
  %.171 = fcmp ogt float %t69, %.98, !dbg !135
  %.172 = select i1 %.171, float %t69, float %.98, !dbg !135
  %.176 = and i32 %.162, %.163, !dbg !135
  %.177 = bitcast i32 %.176 to float, !dbg !135
  %.178 = select i1 %.161, float %.177, float %.172, !dbg !135
  %.180 = select i1 %.167, float %t69, float %.178, !dbg !135
  %.182 = select i1 %.169, float %.98, float %.180, !dbg !135
  %t73 = fsub float %.170, %.182, !dbg !136
  %.183 = fcmp olt float %t73, %.100, !dbg !134
  %.184 = select i1 %.183, float %t73, float %.100, !dbg !134
  %.185 = fcmp oeq float %t73, %.100, !dbg !134
  %.186 = bitcast float %t73 to i32, !dbg !134
  %.187 = bitcast float %.100 to i32, !dbg !134
  %.188 = or i32 %.186, %.187, !dbg !134
  %.189 = bitcast i32 %.188 to float, !dbg !134
  %.190 = select i1 %.185, float %.189, float %.184, !dbg !134
  %.191 = fcmp uno float %t73, 0.000000e+00, !dbg !134
  %.192 = select i1 %.191, float %t73, float %.190, !dbg !134
  %.193 = fcmp uno float %.100, 0.000000e+00, !dbg !134
  %.194 = select i1 %.193, float %.100, float %.192, !dbg !134
  %.195 = fcmp ogt float %t73, %.100, !dbg !135
  %.196 = select i1 %.195, float %t73, float %.100, !dbg !135
  %.200 = and i32 %.186, %.187, !dbg !135
  %.201 = bitcast i32 %.200 to float, !dbg !135
  %.202 = select i1 %.185, float %.201, float %.196, !dbg !135
  %.204 = select i1 %.191, float %t73, float %.202, !dbg !135
  %.206 = select i1 %.193, float %.100, float %.204, !dbg !135
  %t77 = fsub float %.194, %.206, !dbg !136
  %.207 = fcmp olt float %t77, %.103, !dbg !134
  %.208 = select i1 %.207, float %t77, float %.103, !dbg !134
  %.209 = fcmp oeq float %t77, %.103, !dbg !134
  %.210 = bitcast float %t77 to i32, !dbg !134
  %.211 = bitcast float %.103 to i32, !dbg !134
  %.212 = or i32 %.210, %.211, !dbg !134
  %.213 = bitcast i32 %.212 to float, !dbg !134
  %.214 = select i1 %.209, float %.213, float %.208, !dbg !134
  %.215 = fcmp uno float %t77, 0.000000e+00, !dbg !134
  %.216 = select i1 %.215, float %t77, float %.214, !dbg !134
  %.217 = fcmp uno float %.103, 0.000000e+00, !dbg !134
  %.218 = select i1 %.217, float %.103, float %.216, !dbg !134
  %.219 = fcmp ogt float %t77, %.103, !dbg !135
  %.220 = select i1 %.219, float %t77, float %.103, !dbg !135
  %.224 = and i32 %.210, %.211, !dbg !135
  %.225 = bitcast i32 %.224 to float, !dbg !135
  %.226 = select i1 %.209, float %.225, float %.220, !dbg !135
  %.228 = select i1 %.215, float %t77, float %.226, !dbg !135
  %.230 = select i1 %.217, float %.103, float %.228, !dbg !135
  %t81 = fsub float %.218, %.230, !dbg !136
  %.231 = fcmp olt float %t81, %.105, !dbg !134
  %.232 = select i1 %.231, float %t81, float %.105, !dbg !134
  %.233 = fcmp oeq float %t81, %.105, !dbg !134
  %.234 = bitcast float %t81 to i32, !dbg !134
  %.235 = bitcast float %.105 to i32, !dbg !134
  %.236 = or i32 %.234, %.235, !dbg !134
  %.237 = bitcast i32 %.236 to float, !dbg !134
  %.238 = select i1 %.233, float %.237, float %.232, !dbg !134
  %.239 = fcmp uno float %t81, 0.000000e+00, !dbg !134
  %.240 = select i1 %.239, float %t81, float %.238, !dbg !134
  %.241 = fcmp uno float %.105, 0.000000e+00, !dbg !134
  %.242 = select i1 %.241, float %.105, float %.240, !dbg !134
  %.243 = fcmp ogt float %t81, %.105, !dbg !135
  %.244 = select i1 %.243, float %t81, float %.105, !dbg !135
  %.248 = and i32 %.234, %.235, !dbg !135
  %.249 = bitcast i32 %.248 to float, !dbg !135
  %.250 = select i1 %.233, float %.249, float %.244, !dbg !135
  %.252 = select i1 %.239, float %t81, float %.250, !dbg !135
  %.254 = select i1 %.241, float %.105, float %.252, !dbg !135
  %t85 = fsub float %.242, %.254, !dbg !136
  %.255 = fcmp olt float %t85, %.107, !dbg !134
  %.256 = select i1 %.255, float %t85, float %.107, !dbg !134
  %.257 = fcmp oeq float %t85, %.107, !dbg !134
  %.258 = bitcast float %t85 to i32, !dbg !134
  %.259 = bitcast float %.107 to i32, !dbg !134
  %.260 = or i32 %.258, %.259, !dbg !134
  %.261 = bitcast i32 %.260 to float, !dbg !134
  %.262 = select i1 %.257, float %.261, float %.256, !dbg !134
  %.263 = fcmp uno float %t85, 0.000000e+00, !dbg !134
  %.264 = select i1 %.263, float %t85, float %.262, !dbg !134
  %.265 = fcmp uno float %.107, 0.000000e+00, !dbg !134
  %.266 = select i1 %.265, float %.107, float %.264, !dbg !134
  %.267 = fcmp ogt float %t85, %.107, !dbg !135
  %.268 = select i1 %.267, float %t85, float %.107, !dbg !135
  %.272 = and i32 %.258, %.259, !dbg !135
  %.273 = bitcast i32 %.272 to float, !dbg !135
  %.274 = select i1 %.257, float %.273, float %.268, !dbg !135
  %.276 = select i1 %.263, float %t85, float %.274, !dbg !135
  %.278 = select i1 %.265, float %.107, float %.276, !dbg !135
  %t89 = fsub float %.266, %.278, !dbg !136
  %.279 = fcmp olt float %t89, %.109, !dbg !134
  %.280 = select i1 %.279, float %t89, float %.109, !dbg !134
  %.281 = fcmp oeq float %t89, %.109, !dbg !134
  %.282 = bitcast float %t89 to i32, !dbg !134
  %.283 = bitcast float %.109 to i32, !dbg !134
  %.284 = or i32 %.282, %.283, !dbg !134
  %.285 = bitcast i32 %.284 to float, !dbg !134
  %.286 = select i1 %.281, float %.285, float %.280, !dbg !134
  %.287 = fcmp uno float %t89, 0.000000e+00, !dbg !134
  %.288 = select i1 %.287, float %t89, float %.286, !dbg !134
  %.289 = fcmp uno float %.109, 0.000000e+00, !dbg !134
  %.290 = select i1 %.289, float %.109, float %.288, !dbg !134
  %.291 = fcmp ogt float %t89, %.109, !dbg !135
  %.292 = select i1 %.291, float %t89, float %.109, !dbg !135
  %.296 = and i32 %.282, %.283, !dbg !135
  %.297 = bitcast i32 %.296 to float, !dbg !135
  %.298 = select i1 %.281, float %.297, float %.292, !dbg !135
  %.300 = select i1 %.287, float %t89, float %.298, !dbg !135
  %.302 = select i1 %.289, float %.109, float %.300, !dbg !135
  %t93 = fsub float %.290, %.302, !dbg !136
  %t94 = add i64 %t5312, %t51, !dbg !133
  %t56 = icmp slt i64 %t94, %t52, !dbg !133
  br i1 %t56, label %b10, label %b12.preheader, !dbg !133

b13:                                              ; preds = %b12.preheader, %b13
  %t9617 = phi float [ %t116, %b13 ], [ %t54.lcssa, %b12.preheader ]
  %t9516 = phi i64 [ %t117, %b13 ], [ %t53.lcssa, %b12.preheader ]
  %t99 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t9516, !dbg !133
  %.303 = load <4 x float>, ptr addrspace(1) %t99, align 16, !dbg !133, !amdgpu.noclobber !6
  %.304 = extractelement <4 x float> %.303, i64 0, !dbg !133
  %.306 = extractelement <4 x float> %.303, i64 1, !dbg !133
  %.308 = extractelement <4 x float> %.303, i64 2, !dbg !133
  %.310 = extractelement <4 x float> %.303, i64 3, !dbg !133
  %.312 = fcmp olt float %t9617, %.304, !dbg !134
  %.313 = select i1 %.312, float %t9617, float %.304, !dbg !134
  %.314 = fcmp oeq float %t9617, %.304, !dbg !134
  %.315 = bitcast float %t9617 to i32, !dbg !134
  %.316 = bitcast float %.304 to i32, !dbg !134
  %.317 = or i32 %.316, %.315, !dbg !134
  %.318 = bitcast i32 %.317 to float, !dbg !134
  %.319 = select i1 %.314, float %.318, float %.313, !dbg !134
  %.320 = fcmp uno float %t9617, 0.000000e+00, !dbg !134
  %.321 = select i1 %.320, float %t9617, float %.319, !dbg !134
  %.322 = fcmp uno float %.304, 0.000000e+00, !dbg !134
  %.323 = select i1 %.322, float %.304, float %.321, !dbg !134
  %.324 = fcmp ogt float %t9617, %.304, !dbg !135
  %.325 = select i1 %.324, float %t9617, float %.304, !dbg !135
  %.329 = and i32 %.316, %.315, !dbg !135
  %.330 = bitcast i32 %.329 to float, !dbg !135
  %.331 = select i1 %.314, float %.330, float %.325, !dbg !135
  %.333 = select i1 %.320, float %t9617, float %.331, !dbg !135
  %.335 = select i1 %.322, float %.304, float %.333, !dbg !135
  %t104 = fsub float %.323, %.335, !dbg !136
  %.336 = fcmp olt float %t104, %.306, !dbg !134
  %.337 = select i1 %.336, float %t104, float %.306, !dbg !134
  %.338 = fcmp oeq float %t104, %.306, !dbg !134
  %.339 = bitcast float %t104 to i32, !dbg !134
  %.340 = bitcast float %.306 to i32, !dbg !134
  %.341 = or i32 %.339, %.340, !dbg !134
  %.342 = bitcast i32 %.341 to float, !dbg !134
  %.343 = select i1 %.338, float %.342, float %.337, !dbg !134
  %.344 = fcmp uno float %t104, 0.000000e+00, !dbg !134
  %.345 = select i1 %.344, float %t104, float %.343, !dbg !134
  %.346 = fcmp uno float %.306, 0.000000e+00, !dbg !134
  %.347 = select i1 %.346, float %.306, float %.345, !dbg !134
  %.348 = fcmp ogt float %t104, %.306, !dbg !135
  %.349 = select i1 %.348, float %t104, float %.306, !dbg !135
  %.353 = and i32 %.339, %.340, !dbg !135
  %.354 = bitcast i32 %.353 to float, !dbg !135
  %.355 = select i1 %.338, float %.354, float %.349, !dbg !135
  %.357 = select i1 %.344, float %t104, float %.355, !dbg !135
  %.359 = select i1 %.346, float %.306, float %.357, !dbg !135
  %t108 = fsub float %.347, %.359, !dbg !136
  %.360 = fcmp olt float %t108, %.308, !dbg !134
  %.361 = select i1 %.360, float %t108, float %.308, !dbg !134
  %.362 = fcmp oeq float %t108, %.308, !dbg !134
  %.363 = bitcast float %t108 to i32, !dbg !134
  %.364 = bitcast float %.308 to i32, !dbg !134
  %.365 = or i32 %.363, %.364, !dbg !134
  %.366 = bitcast i32 %.365 to float, !dbg !134
  %.367 = select i1 %.362, float %.366, float %.361, !dbg !134
  %.368 = fcmp uno float %t108, 0.000000e+00, !dbg !134
  %.369 = select i1 %.368, float %t108, float %.367, !dbg !134
  %.370 = fcmp uno float %.308, 0.000000e+00, !dbg !134
  %.371 = select i1 %.370, float %.308, float %.369, !dbg !134
  %.372 = fcmp ogt float %t108, %.308, !dbg !135
  %.373 = select i1 %.372, float %t108, float %.308, !dbg !135
  %.377 = and i32 %.363, %.364, !dbg !135
  %.378 = bitcast i32 %.377 to float, !dbg !135
  %.379 = select i1 %.362, float %.378, float %.373, !dbg !135
  %.381 = select i1 %.368, float %t108, float %.379, !dbg !135
  %.383 = select i1 %.370, float %.308, float %.381, !dbg !135
  %t112 = fsub float %.371, %.383, !dbg !136
  %.384 = fcmp olt float %t112, %.310, !dbg !134
  %.385 = select i1 %.384, float %t112, float %.310, !dbg !134
  %.386 = fcmp oeq float %t112, %.310, !dbg !134
  %.387 = bitcast float %t112 to i32, !dbg !134
  %.388 = bitcast float %.310 to i32, !dbg !134
  %.389 = or i32 %.387, %.388, !dbg !134
  %.390 = bitcast i32 %.389 to float, !dbg !134
  %.391 = select i1 %.386, float %.390, float %.385, !dbg !134
  %.392 = fcmp uno float %t112, 0.000000e+00, !dbg !134
  %.393 = select i1 %.392, float %t112, float %.391, !dbg !134
  %.394 = fcmp uno float %.310, 0.000000e+00, !dbg !134
  %.395 = select i1 %.394, float %.310, float %.393, !dbg !134
  %.396 = fcmp ogt float %t112, %.310, !dbg !135
  %.397 = select i1 %.396, float %t112, float %.310, !dbg !135
  %.401 = and i32 %.387, %.388, !dbg !135
  %.402 = bitcast i32 %.401 to float, !dbg !135
  %.403 = select i1 %.386, float %.402, float %.397, !dbg !135
  %.405 = select i1 %.392, float %t112, float %.403, !dbg !135
  %.407 = select i1 %.394, float %.310, float %.405, !dbg !135
  %t116 = fsub float %.395, %.407, !dbg !136
  %t117 = add i64 %t9516, %t12, !dbg !133
  %t98 = icmp slt i64 %t117, %t19, !dbg !133
  br i1 %t98, label %b13, label %b15, !dbg !133

b15:                                              ; preds = %b13, %b12.preheader, %b7
  %t118 = phi float [ %t49, %b7 ], [ %t54.lcssa, %b12.preheader ], [ %t116, %b13 ]
  %t119 = phi i64 [ %t50, %b7 ], [ %t53.lcssa, %b12.preheader ], [ %t117, %b13 ]
  %t120 = shl i64 %a2, 2, !dbg !133
  %t123 = mul i64 %t12, %t120, !dbg !133
  %t12720 = icmp slt i64 %t119, %t21, !dbg !133
  br i1 %t12720, label %b17.lr.ph, label %b25, !dbg !133

b17.lr.ph:                                        ; preds = %b15
  %t121 = mul i64 %t119, %t120, !dbg !133
  %t122 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t121, !dbg !133
  %t129 = add i64 %a0, -1
  br label %b17, !dbg !133

b17:                                              ; preds = %b17.lr.ph, %b23
  %t12623 = phi float [ %t118, %b17.lr.ph ], [ %t155, %b23 ]
  %t12522 = phi i64 [ %t119, %b17.lr.ph ], [ %t156, %b23 ]
  %t12421 = phi ptr addrspace(1) [ %t122, %b17.lr.ph ], [ %t157, %b23 ]
  %t128.neg = mul i64 %t12522, -4, !dbg !133
  %t130 = add i64 %t129, %t128.neg, !dbg !133
  %.408 = load float, ptr addrspace(1) %t12421, align 4, !dbg !133
  %.409 = fcmp olt float %t12623, %.408, !dbg !134
  %.410 = select i1 %.409, float %t12623, float %.408, !dbg !134
  %.411 = fcmp oeq float %t12623, %.408, !dbg !134
  %.412 = bitcast float %t12623 to i32, !dbg !134
  %.413 = bitcast float %.408 to i32, !dbg !134
  %.414 = or i32 %.413, %.412, !dbg !134
  %.415 = bitcast i32 %.414 to float, !dbg !134
  %.416 = select i1 %.411, float %.415, float %.410, !dbg !134
  %.417 = fcmp uno float %t12623, 0.000000e+00, !dbg !134
  %.418 = select i1 %.417, float %t12623, float %.416, !dbg !134
  %.419 = fcmp uno float %.408, 0.000000e+00, !dbg !134
  %.420 = select i1 %.419, float %.408, float %.418, !dbg !134
  %.421 = fcmp ogt float %t12623, %.408, !dbg !135
  %.422 = select i1 %.421, float %t12623, float %.408, !dbg !135
  %.426 = and i32 %.413, %.412, !dbg !135
  %.427 = bitcast i32 %.426 to float, !dbg !135
  %.428 = select i1 %.411, float %.427, float %.422, !dbg !135
  %.430 = select i1 %.417, float %t12623, float %.428, !dbg !135
  %.432 = select i1 %.419, float %.408, float %.430, !dbg !135
  %t134 = fsub float %.420, %.432, !dbg !136
  %t135 = getelementptr inbounds float, ptr addrspace(1) %t12421, i64 %a2, !dbg !133
  %t136 = icmp sgt i64 %t130, 0, !dbg !133
  br i1 %t136, label %b18, label %b19, !dbg !133

b18:                                              ; preds = %b17
  %.433 = load float, ptr addrspace(1) %t135, align 4, !dbg !133
  %.434 = fcmp olt float %t134, %.433, !dbg !134
  %.435 = select i1 %.434, float %t134, float %.433, !dbg !134
  %.436 = fcmp oeq float %t134, %.433, !dbg !134
  %.437 = bitcast float %t134 to i32, !dbg !134
  %.438 = bitcast float %.433 to i32, !dbg !134
  %.439 = or i32 %.438, %.437, !dbg !134
  %.440 = bitcast i32 %.439 to float, !dbg !134
  %.441 = select i1 %.436, float %.440, float %.435, !dbg !134
  %.442 = fcmp uno float %t134, 0.000000e+00, !dbg !134
  %.443 = select i1 %.442, float %t134, float %.441, !dbg !134
  %.444 = fcmp uno float %.433, 0.000000e+00, !dbg !134
  %.445 = select i1 %.444, float %.433, float %.443, !dbg !134
  %.446 = fcmp ogt float %t134, %.433, !dbg !135
  %.447 = select i1 %.446, float %t134, float %.433, !dbg !135
  %.451 = and i32 %.438, %.437, !dbg !135
  %.452 = bitcast i32 %.451 to float, !dbg !135
  %.453 = select i1 %.436, float %.452, float %.447, !dbg !135
  %.455 = select i1 %.442, float %t134, float %.453, !dbg !135
  %.457 = select i1 %.444, float %.433, float %.455, !dbg !135
  %t140 = fsub float %.445, %.457, !dbg !136
  br label %b19, !dbg !133

b19:                                              ; preds = %b18, %b17
  %t141 = phi float [ %t140, %b18 ], [ %t134, %b17 ]
  %t142 = getelementptr inbounds float, ptr addrspace(1) %t135, i64 %a2, !dbg !133
  %t143 = icmp sgt i64 %t130, 1, !dbg !133
  br i1 %t143, label %b20, label %b21, !dbg !133

b20:                                              ; preds = %b19
  %.458 = load float, ptr addrspace(1) %t142, align 4, !dbg !133
  %.459 = fcmp olt float %t141, %.458, !dbg !134
  %.460 = select i1 %.459, float %t141, float %.458, !dbg !134
  %.461 = fcmp oeq float %t141, %.458, !dbg !134
  %.462 = bitcast float %t141 to i32, !dbg !134
  %.463 = bitcast float %.458 to i32, !dbg !134
  %.464 = or i32 %.463, %.462, !dbg !134
  %.465 = bitcast i32 %.464 to float, !dbg !134
  %.466 = select i1 %.461, float %.465, float %.460, !dbg !134
  %.467 = fcmp uno float %t141, 0.000000e+00, !dbg !134
  %.468 = select i1 %.467, float %t141, float %.466, !dbg !134
  %.469 = fcmp uno float %.458, 0.000000e+00, !dbg !134
  %.470 = select i1 %.469, float %.458, float %.468, !dbg !134
  %.471 = fcmp ogt float %t141, %.458, !dbg !135
  %.472 = select i1 %.471, float %t141, float %.458, !dbg !135
  %.476 = and i32 %.463, %.462, !dbg !135
  %.477 = bitcast i32 %.476 to float, !dbg !135
  %.478 = select i1 %.461, float %.477, float %.472, !dbg !135
  %.480 = select i1 %.467, float %t141, float %.478, !dbg !135
  %.482 = select i1 %.469, float %.458, float %.480, !dbg !135
  %t147 = fsub float %.470, %.482, !dbg !136
  br label %b21, !dbg !133

b21:                                              ; preds = %b20, %b19
  %t148 = phi float [ %t147, %b20 ], [ %t141, %b19 ]
  %t150 = icmp sgt i64 %t130, 2, !dbg !133
  br i1 %t150, label %b22, label %b23, !dbg !133

b22:                                              ; preds = %b21
  %t149 = getelementptr inbounds float, ptr addrspace(1) %t142, i64 %a2, !dbg !133
  %.483 = load float, ptr addrspace(1) %t149, align 4, !dbg !133
  %.484 = fcmp olt float %t148, %.483, !dbg !134
  %.485 = select i1 %.484, float %t148, float %.483, !dbg !134
  %.486 = fcmp oeq float %t148, %.483, !dbg !134
  %.487 = bitcast float %t148 to i32, !dbg !134
  %.488 = bitcast float %.483 to i32, !dbg !134
  %.489 = or i32 %.488, %.487, !dbg !134
  %.490 = bitcast i32 %.489 to float, !dbg !134
  %.491 = select i1 %.486, float %.490, float %.485, !dbg !134
  %.492 = fcmp uno float %t148, 0.000000e+00, !dbg !134
  %.493 = select i1 %.492, float %t148, float %.491, !dbg !134
  %.494 = fcmp uno float %.483, 0.000000e+00, !dbg !134
  %.495 = select i1 %.494, float %.483, float %.493, !dbg !134
  %.496 = fcmp ogt float %t148, %.483, !dbg !135
  %.497 = select i1 %.496, float %t148, float %.483, !dbg !135
  %.501 = and i32 %.488, %.487, !dbg !135
  %.502 = bitcast i32 %.501 to float, !dbg !135
  %.503 = select i1 %.486, float %.502, float %.497, !dbg !135
  %.505 = select i1 %.492, float %t148, float %.503, !dbg !135
  %.507 = select i1 %.494, float %.483, float %.505, !dbg !135
  %t154 = fsub float %.495, %.507, !dbg !136
  br label %b23, !dbg !133

b23:                                              ; preds = %b22, %b21
  %t155 = phi float [ %t154, %b22 ], [ %t148, %b21 ]
  %t156 = add i64 %t12522, %t12, !dbg !133
  %t157 = getelementptr inbounds float, ptr addrspace(1) %t12421, i64 %t123, !dbg !133
  %t127 = icmp slt i64 %t156, %t21, !dbg !133
  br i1 %t127, label %b17, label %b25, !dbg !133

b25:                                              ; preds = %b23, %b15, %entry
  %t158 = phi float [ 0.000000e+00, %entry ], [ %t118, %b15 ], [ %t155, %b23 ]
  %t159 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !133
  store float %t158, ptr addrspace(3) %t159, align 4, !dbg !133
  %t160 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !133
  %.508 = zext i1 %t22 to i8, !dbg !133
  store i8 %.508, ptr addrspace(3) %t160, align 1, !dbg !133
  fence syncscope("workgroup") release, !dbg !133
  tail call void @llvm.amdgcn.s.barrier(), !dbg !133
  fence syncscope("workgroup") acquire, !dbg !133
  %t161 = icmp slt i32 %.1, 128, !dbg !133
  br i1 %t161, label %b26, label %b31, !dbg !133

b26:                                              ; preds = %b25
  %t162 = add nsw i32 %.1, 128, !dbg !133
  %t163 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t162, !dbg !133
  %.509 = load float, ptr addrspace(3) %t163, align 4, !dbg !133
  %t165 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t162, !dbg !133
  %.510 = load i8, ptr addrspace(3) %t165, align 1, !dbg !133
  %.511.not10 = icmp eq i8 %.510, 0, !dbg !133
  %t22.not = xor i1 %t22, true, !dbg !133
  %brmerge = select i1 %.511.not10, i1 true, i1 %t22.not, !dbg !133
  %t158.mux = select i1 %.511.not10, float %t158, float %.509, !dbg !133
  %not..511.not10 = xor i1 %.511.not10, true, !dbg !133
  %t22.mux = select i1 %not..511.not10, i1 true, i1 %t22, !dbg !133
  br i1 %brmerge, label %b30, label %b28, !dbg !133

b28:                                              ; preds = %b26
  %.512 = fcmp olt float %t158, %.509, !dbg !134
  %.513 = select i1 %.512, float %t158, float %.509, !dbg !134
  %.514 = fcmp oeq float %t158, %.509, !dbg !134
  %.515 = bitcast float %t158 to i32, !dbg !134
  %.516 = bitcast float %.509 to i32, !dbg !134
  %.517 = or i32 %.516, %.515, !dbg !134
  %.518 = bitcast i32 %.517 to float, !dbg !134
  %.519 = select i1 %.514, float %.518, float %.513, !dbg !134
  %.520 = fcmp uno float %t158, 0.000000e+00, !dbg !134
  %.521 = select i1 %.520, float %t158, float %.519, !dbg !134
  %.522 = fcmp uno float %.509, 0.000000e+00, !dbg !134
  %.523 = select i1 %.522, float %.509, float %.521, !dbg !134
  %.524 = fcmp ogt float %t158, %.509, !dbg !135
  %.525 = select i1 %.524, float %t158, float %.509, !dbg !135
  %.529 = and i32 %.516, %.515, !dbg !135
  %.530 = bitcast i32 %.529 to float, !dbg !135
  %.531 = select i1 %.514, float %.530, float %.525, !dbg !135
  %.533 = select i1 %.520, float %t158, float %.531, !dbg !135
  %.535 = select i1 %.522, float %.509, float %.533, !dbg !135
  %t169 = fsub float %.523, %.535, !dbg !136
  br label %b30, !dbg !133

b30:                                              ; preds = %b26, %b28
  %t171 = phi float [ %t158.mux, %b26 ], [ %t169, %b28 ]
  %t172 = phi i1 [ %t22.mux, %b26 ], [ true, %b28 ]
  store float %t171, ptr addrspace(3) %t159, align 4, !dbg !133
  %.536 = zext i1 %t172 to i8, !dbg !133
  store i8 %.536, ptr addrspace(3) %t160, align 1, !dbg !133
  br label %b31, !dbg !133

b31:                                              ; preds = %b30, %b25
  %t173 = phi float [ %t171, %b30 ], [ %t158, %b25 ]
  %t174 = phi i1 [ %t172, %b30 ], [ %t22, %b25 ]
  fence syncscope("workgroup") release, !dbg !133
  tail call void @llvm.amdgcn.s.barrier(), !dbg !133
  fence syncscope("workgroup") acquire, !dbg !133
  %t175 = icmp slt i32 %.1, 64, !dbg !133
  br i1 %t175, label %b32, label %b37, !dbg !133

b32:                                              ; preds = %b31
  %t176 = add nsw i32 %.1, 64, !dbg !133
  %t177 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t176, !dbg !133
  %.537 = load float, ptr addrspace(3) %t177, align 4, !dbg !133
  %t179 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t176, !dbg !133
  %.538 = load i8, ptr addrspace(3) %t179, align 1, !dbg !133
  %.539.not9 = icmp eq i8 %.538, 0, !dbg !133
  %t174.not = xor i1 %t174, true, !dbg !133
  %brmerge1 = select i1 %.539.not9, i1 true, i1 %t174.not, !dbg !133
  %t173.mux = select i1 %.539.not9, float %t173, float %.537, !dbg !133
  %not..539.not9 = xor i1 %.539.not9, true, !dbg !133
  %t174.mux = select i1 %not..539.not9, i1 true, i1 %t174, !dbg !133
  br i1 %brmerge1, label %b36, label %b34, !dbg !133

b34:                                              ; preds = %b32
  %.540 = fcmp olt float %t173, %.537, !dbg !134
  %.541 = select i1 %.540, float %t173, float %.537, !dbg !134
  %.542 = fcmp oeq float %t173, %.537, !dbg !134
  %.543 = bitcast float %t173 to i32, !dbg !134
  %.544 = bitcast float %.537 to i32, !dbg !134
  %.545 = or i32 %.544, %.543, !dbg !134
  %.546 = bitcast i32 %.545 to float, !dbg !134
  %.547 = select i1 %.542, float %.546, float %.541, !dbg !134
  %.548 = fcmp uno float %t173, 0.000000e+00, !dbg !134
  %.549 = select i1 %.548, float %t173, float %.547, !dbg !134
  %.550 = fcmp uno float %.537, 0.000000e+00, !dbg !134
  %.551 = select i1 %.550, float %.537, float %.549, !dbg !134
  %.552 = fcmp ogt float %t173, %.537, !dbg !135
  %.553 = select i1 %.552, float %t173, float %.537, !dbg !135
  %.557 = and i32 %.544, %.543, !dbg !135
  %.558 = bitcast i32 %.557 to float, !dbg !135
  %.559 = select i1 %.542, float %.558, float %.553, !dbg !135
  %.561 = select i1 %.548, float %t173, float %.559, !dbg !135
  %.563 = select i1 %.550, float %.537, float %.561, !dbg !135
  %t183 = fsub float %.551, %.563, !dbg !136
  br label %b36, !dbg !133

b36:                                              ; preds = %b32, %b34
  %t185 = phi float [ %t173.mux, %b32 ], [ %t183, %b34 ]
  %t186 = phi i1 [ %t174.mux, %b32 ], [ true, %b34 ]
  store float %t185, ptr addrspace(3) %t159, align 4, !dbg !133
  %.564 = zext i1 %t186 to i8, !dbg !133
  store i8 %.564, ptr addrspace(3) %t160, align 1, !dbg !133
  br label %b37, !dbg !133

b37:                                              ; preds = %b36, %b31
  %t187 = phi float [ %t185, %b36 ], [ %t173, %b31 ]
  %t188 = phi i1 [ %t186, %b36 ], [ %t174, %b31 ]
  fence syncscope("workgroup") release, !dbg !133
  tail call void @llvm.amdgcn.s.barrier(), !dbg !133
  fence syncscope("workgroup") acquire, !dbg !133
  %t189 = icmp slt i32 %.1, 32, !dbg !133
  br i1 %t189, label %b38, label %b43, !dbg !133

b38:                                              ; preds = %b37
  %t190 = add nsw i32 %.1, 32, !dbg !133
  %t191 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t190, !dbg !133
  %.565 = load float, ptr addrspace(3) %t191, align 4, !dbg !133
  %t193 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t190, !dbg !133
  %.566 = load i8, ptr addrspace(3) %t193, align 1, !dbg !133
  %.567.not8 = icmp eq i8 %.566, 0, !dbg !133
  %t188.not = xor i1 %t188, true, !dbg !133
  %brmerge2 = select i1 %.567.not8, i1 true, i1 %t188.not, !dbg !133
  %t187.mux = select i1 %.567.not8, float %t187, float %.565, !dbg !133
  %not..567.not8 = xor i1 %.567.not8, true, !dbg !133
  %t188.mux = select i1 %not..567.not8, i1 true, i1 %t188, !dbg !133
  br i1 %brmerge2, label %b43, label %b40, !dbg !133

b40:                                              ; preds = %b38
  %.568 = fcmp olt float %t187, %.565, !dbg !134
  %.569 = select i1 %.568, float %t187, float %.565, !dbg !134
  %.570 = fcmp oeq float %t187, %.565, !dbg !134
  %.571 = bitcast float %t187 to i32, !dbg !134
  %.572 = bitcast float %.565 to i32, !dbg !134
  %.573 = or i32 %.572, %.571, !dbg !134
  %.574 = bitcast i32 %.573 to float, !dbg !134
  %.575 = select i1 %.570, float %.574, float %.569, !dbg !134
  %.576 = fcmp uno float %t187, 0.000000e+00, !dbg !134
  %.577 = select i1 %.576, float %t187, float %.575, !dbg !134
  %.578 = fcmp uno float %.565, 0.000000e+00, !dbg !134
  %.579 = select i1 %.578, float %.565, float %.577, !dbg !134
  %.580 = fcmp ogt float %t187, %.565, !dbg !135
  %.581 = select i1 %.580, float %t187, float %.565, !dbg !135
  %.585 = and i32 %.572, %.571, !dbg !135
  %.586 = bitcast i32 %.585 to float, !dbg !135
  %.587 = select i1 %.570, float %.586, float %.581, !dbg !135
  %.589 = select i1 %.576, float %t187, float %.587, !dbg !135
  %.591 = select i1 %.578, float %.565, float %.589, !dbg !135
  %t197 = fsub float %.579, %.591, !dbg !136
  br label %b43, !dbg !133

b43:                                              ; preds = %b38, %b40, %b37
  %t201 = phi float [ %t187, %b37 ], [ %t187.mux, %b38 ], [ %t197, %b40 ]
  %t202 = phi i1 [ %t188, %b37 ], [ %t188.mux, %b38 ], [ true, %b40 ]
  br i1 %t189, label %b44, label %b65, !dbg !133

b44:                                              ; preds = %b43
  %.593 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !133
  %.594 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.593), !dbg !133
  %.595 = zext i32 %.594 to i64, !dbg !133
  %.596 = add nuw nsw i64 %.595, 16, !dbg !133
  %.597 = icmp ult i32 %.594, 48, !dbg !133
  %.598 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !133
  %.599 = and i64 %.596, 63, !dbg !133
  %3 = shl nuw i64 1, %.599, !dbg !133
  %4 = and i64 %3, %.598, !dbg !133
  %.601 = icmp ne i64 %4, 0, !dbg !133
  %.602 = and i1 %.597, %.601, !dbg !133
  %.603 = trunc i64 %.596 to i32, !dbg !133
  %.604 = shl i32 %.603, 2, !dbg !133
  %.605 = bitcast float %t201 to i32, !dbg !133
  %.606 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.604, i32 %.605), !dbg !133
  %.607 = bitcast i32 %.606 to float, !dbg !133
  %t203 = select i1 %.602, float %.607, float %t201, !dbg !133
  %.621 = zext i1 %t202 to i32, !dbg !133
  %.622 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.604, i32 %.621), !dbg !133
  %5 = and i32 %.622, 1, !dbg !133
  %.623 = icmp ne i32 %5, 0, !dbg !133
  %t204 = select i1 %.602, i1 %.623, i1 %t202, !dbg !133
  %t205 = icmp slt i32 %.1, 16, !dbg !133
  %t206 = and i1 %t205, %t204, !dbg !133
  %6 = select i1 %t206, i1 %t202, i1 false, !dbg !133
  %t201.mux = select i1 %t206, float %t203, float %t201, !dbg !133
  %t202.mux = select i1 %t206, i1 true, i1 %t202, !dbg !133
  br i1 %6, label %b46, label %b48, !dbg !133

b46:                                              ; preds = %b44
  %7 = insertelement <2 x float> poison, float %t201, i64 0, !dbg !134
  %8 = insertelement <2 x float> %7, float %t203, i64 1, !dbg !134
  %9 = insertelement <2 x float> poison, float %t203, i64 0, !dbg !134
  %10 = insertelement <2 x float> %9, float %t201, i64 1, !dbg !134
  %11 = fcmp olt <2 x float> %8, %10, !dbg !134
  %.626 = fcmp oeq float %t201, %t203, !dbg !134
  %.628 = bitcast float %t203 to i32, !dbg !134
  %.629 = or i32 %.628, %.605, !dbg !134
  %.632 = fcmp uno float %t201, 0.000000e+00, !dbg !134
  %.634 = fcmp uno float %t203, 0.000000e+00, !dbg !134
  %.641 = and i32 %.628, %.605, !dbg !135
  %12 = shufflevector <2 x float> %7, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !134
  %13 = shufflevector <2 x float> %9, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !134
  %14 = select <2 x i1> %11, <2 x float> %12, <2 x float> %13, !dbg !134
  %15 = insertelement <2 x i32> poison, i32 %.629, i64 0, !dbg !134
  %16 = insertelement <2 x i32> %15, i32 %.641, i64 1, !dbg !134
  %17 = bitcast <2 x i32> %16 to <2 x float>, !dbg !134
  %18 = insertelement <2 x i1> poison, i1 %.626, i64 0, !dbg !134
  %19 = shufflevector <2 x i1> %18, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %20 = select <2 x i1> %19, <2 x float> %17, <2 x float> %14, !dbg !134
  %21 = insertelement <2 x i1> poison, i1 %.632, i64 0, !dbg !134
  %22 = shufflevector <2 x i1> %21, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %23 = select <2 x i1> %22, <2 x float> %12, <2 x float> %20, !dbg !134
  %24 = insertelement <2 x i1> poison, i1 %.634, i64 0, !dbg !134
  %25 = shufflevector <2 x i1> %24, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %26 = select <2 x i1> %25, <2 x float> %13, <2 x float> %23, !dbg !134
  %shift = shufflevector <2 x float> %26, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !136
  %27 = fsub <2 x float> %26, %shift, !dbg !136
  %t209 = extractelement <2 x float> %27, i64 0, !dbg !136
  br label %b48, !dbg !133

b48:                                              ; preds = %b44, %b46
  %t211 = phi float [ %t201.mux, %b44 ], [ %t209, %b46 ]
  %t212 = phi i1 [ %t202.mux, %b44 ], [ true, %b46 ]
  %.652 = add nuw nsw i64 %.595, 8, !dbg !133
  %.653 = icmp ult i32 %.594, 56, !dbg !133
  %.655 = and i64 %.652, 63, !dbg !133
  %28 = shl nuw i64 1, %.655, !dbg !133
  %29 = and i64 %28, %.598, !dbg !133
  %.657 = icmp ne i64 %29, 0, !dbg !133
  %.658 = and i1 %.653, %.657, !dbg !133
  %.659 = trunc i64 %.652 to i32, !dbg !133
  %.660 = shl i32 %.659, 2, !dbg !133
  %.661 = bitcast float %t211 to i32, !dbg !133
  %.662 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.660, i32 %.661), !dbg !133
  %.663 = bitcast i32 %.662 to float, !dbg !133
  %t213 = select i1 %.658, float %.663, float %t211, !dbg !133
  %.677 = zext i1 %t212 to i32, !dbg !133
  %.678 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.660, i32 %.677), !dbg !133
  %30 = and i32 %.678, 1, !dbg !133
  %.679 = icmp ne i32 %30, 0, !dbg !133
  %t214 = select i1 %.658, i1 %.679, i1 %t212, !dbg !133
  %t215 = icmp slt i32 %.1, 24, !dbg !133
  %t216 = and i1 %t215, %t214, !dbg !133
  %31 = select i1 %t216, i1 %t212, i1 false, !dbg !133
  %t211.mux = select i1 %t216, float %t213, float %t211, !dbg !133
  %t212.mux = select i1 %t216, i1 true, i1 %t212, !dbg !133
  br i1 %31, label %b50, label %b52, !dbg !133

b50:                                              ; preds = %b48
  %32 = insertelement <2 x float> poison, float %t211, i64 0, !dbg !134
  %33 = insertelement <2 x float> %32, float %t213, i64 1, !dbg !134
  %34 = insertelement <2 x float> poison, float %t213, i64 0, !dbg !134
  %35 = insertelement <2 x float> %34, float %t211, i64 1, !dbg !134
  %36 = fcmp olt <2 x float> %33, %35, !dbg !134
  %.682 = fcmp oeq float %t211, %t213, !dbg !134
  %.684 = bitcast float %t213 to i32, !dbg !134
  %.685 = or i32 %.684, %.661, !dbg !134
  %.688 = fcmp uno float %t211, 0.000000e+00, !dbg !134
  %.690 = fcmp uno float %t213, 0.000000e+00, !dbg !134
  %.697 = and i32 %.684, %.661, !dbg !135
  %37 = shufflevector <2 x float> %32, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !134
  %38 = shufflevector <2 x float> %34, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !134
  %39 = select <2 x i1> %36, <2 x float> %37, <2 x float> %38, !dbg !134
  %40 = insertelement <2 x i32> poison, i32 %.685, i64 0, !dbg !134
  %41 = insertelement <2 x i32> %40, i32 %.697, i64 1, !dbg !134
  %42 = bitcast <2 x i32> %41 to <2 x float>, !dbg !134
  %43 = insertelement <2 x i1> poison, i1 %.682, i64 0, !dbg !134
  %44 = shufflevector <2 x i1> %43, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %45 = select <2 x i1> %44, <2 x float> %42, <2 x float> %39, !dbg !134
  %46 = insertelement <2 x i1> poison, i1 %.688, i64 0, !dbg !134
  %47 = shufflevector <2 x i1> %46, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %48 = select <2 x i1> %47, <2 x float> %37, <2 x float> %45, !dbg !134
  %49 = insertelement <2 x i1> poison, i1 %.690, i64 0, !dbg !134
  %50 = shufflevector <2 x i1> %49, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %51 = select <2 x i1> %50, <2 x float> %38, <2 x float> %48, !dbg !134
  %shift25 = shufflevector <2 x float> %51, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !136
  %52 = fsub <2 x float> %51, %shift25, !dbg !136
  %t219 = extractelement <2 x float> %52, i64 0, !dbg !136
  br label %b52, !dbg !133

b52:                                              ; preds = %b48, %b50
  %t221 = phi float [ %t211.mux, %b48 ], [ %t219, %b50 ]
  %t222 = phi i1 [ %t212.mux, %b48 ], [ true, %b50 ]
  %.708 = add nuw nsw i64 %.595, 4, !dbg !133
  %.709 = icmp ult i32 %.594, 60, !dbg !133
  %.711 = and i64 %.708, 63, !dbg !133
  %53 = shl nuw i64 1, %.711, !dbg !133
  %54 = and i64 %53, %.598, !dbg !133
  %.713 = icmp ne i64 %54, 0, !dbg !133
  %.714 = and i1 %.709, %.713, !dbg !133
  %.715 = trunc i64 %.708 to i32, !dbg !133
  %.716 = shl i32 %.715, 2, !dbg !133
  %.717 = bitcast float %t221 to i32, !dbg !133
  %.718 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.716, i32 %.717), !dbg !133
  %.719 = bitcast i32 %.718 to float, !dbg !133
  %t223 = select i1 %.714, float %.719, float %t221, !dbg !133
  %.733 = zext i1 %t222 to i32, !dbg !133
  %.734 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.716, i32 %.733), !dbg !133
  %55 = and i32 %.734, 1, !dbg !133
  %.735 = icmp ne i32 %55, 0, !dbg !133
  %t224 = select i1 %.714, i1 %.735, i1 %t222, !dbg !133
  %t225 = icmp slt i32 %.1, 28, !dbg !133
  %t226 = and i1 %t225, %t224, !dbg !133
  %56 = select i1 %t226, i1 %t222, i1 false, !dbg !133
  %t221.mux = select i1 %t226, float %t223, float %t221, !dbg !133
  %t222.mux = select i1 %t226, i1 true, i1 %t222, !dbg !133
  br i1 %56, label %b54, label %b56, !dbg !133

b54:                                              ; preds = %b52
  %57 = insertelement <2 x float> poison, float %t221, i64 0, !dbg !134
  %58 = insertelement <2 x float> %57, float %t223, i64 1, !dbg !134
  %59 = insertelement <2 x float> poison, float %t223, i64 0, !dbg !134
  %60 = insertelement <2 x float> %59, float %t221, i64 1, !dbg !134
  %61 = fcmp olt <2 x float> %58, %60, !dbg !134
  %.738 = fcmp oeq float %t221, %t223, !dbg !134
  %.740 = bitcast float %t223 to i32, !dbg !134
  %.741 = or i32 %.740, %.717, !dbg !134
  %.744 = fcmp uno float %t221, 0.000000e+00, !dbg !134
  %.746 = fcmp uno float %t223, 0.000000e+00, !dbg !134
  %.753 = and i32 %.740, %.717, !dbg !135
  %62 = shufflevector <2 x float> %57, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !134
  %63 = shufflevector <2 x float> %59, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !134
  %64 = select <2 x i1> %61, <2 x float> %62, <2 x float> %63, !dbg !134
  %65 = insertelement <2 x i32> poison, i32 %.741, i64 0, !dbg !134
  %66 = insertelement <2 x i32> %65, i32 %.753, i64 1, !dbg !134
  %67 = bitcast <2 x i32> %66 to <2 x float>, !dbg !134
  %68 = insertelement <2 x i1> poison, i1 %.738, i64 0, !dbg !134
  %69 = shufflevector <2 x i1> %68, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %70 = select <2 x i1> %69, <2 x float> %67, <2 x float> %64, !dbg !134
  %71 = insertelement <2 x i1> poison, i1 %.744, i64 0, !dbg !134
  %72 = shufflevector <2 x i1> %71, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %73 = select <2 x i1> %72, <2 x float> %62, <2 x float> %70, !dbg !134
  %74 = insertelement <2 x i1> poison, i1 %.746, i64 0, !dbg !134
  %75 = shufflevector <2 x i1> %74, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %76 = select <2 x i1> %75, <2 x float> %63, <2 x float> %73, !dbg !134
  %shift26 = shufflevector <2 x float> %76, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !136
  %77 = fsub <2 x float> %76, %shift26, !dbg !136
  %t229 = extractelement <2 x float> %77, i64 0, !dbg !136
  br label %b56, !dbg !133

b56:                                              ; preds = %b52, %b54
  %t231 = phi float [ %t221.mux, %b52 ], [ %t229, %b54 ]
  %t232 = phi i1 [ %t222.mux, %b52 ], [ true, %b54 ]
  %.764 = add nuw nsw i64 %.595, 2, !dbg !133
  %.765 = icmp ult i32 %.594, 62, !dbg !133
  %.767 = and i64 %.764, 63, !dbg !133
  %78 = shl nuw i64 1, %.767, !dbg !133
  %79 = and i64 %78, %.598, !dbg !133
  %.769 = icmp ne i64 %79, 0, !dbg !133
  %.770 = and i1 %.765, %.769, !dbg !133
  %.771 = trunc i64 %.764 to i32, !dbg !133
  %.772 = shl i32 %.771, 2, !dbg !133
  %.773 = bitcast float %t231 to i32, !dbg !133
  %.774 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.772, i32 %.773), !dbg !133
  %.775 = bitcast i32 %.774 to float, !dbg !133
  %t233 = select i1 %.770, float %.775, float %t231, !dbg !133
  %.789 = zext i1 %t232 to i32, !dbg !133
  %.790 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.772, i32 %.789), !dbg !133
  %80 = and i32 %.790, 1, !dbg !133
  %.791 = icmp ne i32 %80, 0, !dbg !133
  %t234 = select i1 %.770, i1 %.791, i1 %t232, !dbg !133
  %t235 = icmp slt i32 %.1, 30, !dbg !133
  %t236 = and i1 %t235, %t234, !dbg !133
  %81 = select i1 %t236, i1 %t232, i1 false, !dbg !133
  %t231.mux = select i1 %t236, float %t233, float %t231, !dbg !133
  %t232.mux = select i1 %t236, i1 true, i1 %t232, !dbg !133
  br i1 %81, label %b58, label %b60, !dbg !133

b58:                                              ; preds = %b56
  %82 = insertelement <2 x float> poison, float %t231, i64 0, !dbg !134
  %83 = insertelement <2 x float> %82, float %t233, i64 1, !dbg !134
  %84 = insertelement <2 x float> poison, float %t233, i64 0, !dbg !134
  %85 = insertelement <2 x float> %84, float %t231, i64 1, !dbg !134
  %86 = fcmp olt <2 x float> %83, %85, !dbg !134
  %.794 = fcmp oeq float %t231, %t233, !dbg !134
  %.796 = bitcast float %t233 to i32, !dbg !134
  %.797 = or i32 %.796, %.773, !dbg !134
  %.800 = fcmp uno float %t231, 0.000000e+00, !dbg !134
  %.802 = fcmp uno float %t233, 0.000000e+00, !dbg !134
  %.809 = and i32 %.796, %.773, !dbg !135
  %87 = shufflevector <2 x float> %82, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !134
  %88 = shufflevector <2 x float> %84, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !134
  %89 = select <2 x i1> %86, <2 x float> %87, <2 x float> %88, !dbg !134
  %90 = insertelement <2 x i32> poison, i32 %.797, i64 0, !dbg !134
  %91 = insertelement <2 x i32> %90, i32 %.809, i64 1, !dbg !134
  %92 = bitcast <2 x i32> %91 to <2 x float>, !dbg !134
  %93 = insertelement <2 x i1> poison, i1 %.794, i64 0, !dbg !134
  %94 = shufflevector <2 x i1> %93, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %95 = select <2 x i1> %94, <2 x float> %92, <2 x float> %89, !dbg !134
  %96 = insertelement <2 x i1> poison, i1 %.800, i64 0, !dbg !134
  %97 = shufflevector <2 x i1> %96, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %98 = select <2 x i1> %97, <2 x float> %87, <2 x float> %95, !dbg !134
  %99 = insertelement <2 x i1> poison, i1 %.802, i64 0, !dbg !134
  %100 = shufflevector <2 x i1> %99, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %101 = select <2 x i1> %100, <2 x float> %88, <2 x float> %98, !dbg !134
  %shift27 = shufflevector <2 x float> %101, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !136
  %102 = fsub <2 x float> %101, %shift27, !dbg !136
  %t239 = extractelement <2 x float> %102, i64 0, !dbg !136
  br label %b60, !dbg !133

b60:                                              ; preds = %b56, %b58
  %t241 = phi float [ %t231.mux, %b56 ], [ %t239, %b58 ]
  %t242 = phi i1 [ %t232.mux, %b56 ], [ true, %b58 ]
  %.820 = add nuw nsw i64 %.595, 1, !dbg !133
  %.821 = icmp ult i32 %.594, 63, !dbg !133
  %.823 = and i64 %.820, 63, !dbg !133
  %103 = shl nuw i64 1, %.823, !dbg !133
  %104 = and i64 %103, %.598, !dbg !133
  %.825 = icmp ne i64 %104, 0, !dbg !133
  %.826 = and i1 %.821, %.825, !dbg !133
  %.827 = trunc i64 %.820 to i32, !dbg !133
  %.828 = shl i32 %.827, 2, !dbg !133
  %.829 = bitcast float %t241 to i32, !dbg !133
  %.830 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.828, i32 %.829), !dbg !133
  %.831 = bitcast i32 %.830 to float, !dbg !133
  %t243 = select i1 %.826, float %.831, float %t241, !dbg !133
  %.845 = zext i1 %t242 to i32, !dbg !133
  %.846 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.828, i32 %.845), !dbg !133
  %105 = and i32 %.846, 1, !dbg !133
  %.847 = icmp ne i32 %105, 0, !dbg !133
  %t244 = select i1 %.826, i1 %.847, i1 %t242, !dbg !133
  %t245 = icmp slt i32 %.1, 31, !dbg !133
  %t246 = and i1 %t245, %t244, !dbg !133
  %106 = select i1 %t246, i1 %t242, i1 false, !dbg !133
  %t241.mux = select i1 %t246, float %t243, float %t241, !dbg !133
  %t242.mux = select i1 %t246, i1 true, i1 %t242, !dbg !133
  br i1 %106, label %b62, label %b65, !dbg !133

b62:                                              ; preds = %b60
  %107 = insertelement <2 x float> poison, float %t241, i64 0, !dbg !134
  %108 = insertelement <2 x float> %107, float %t243, i64 1, !dbg !134
  %109 = insertelement <2 x float> poison, float %t243, i64 0, !dbg !134
  %110 = insertelement <2 x float> %109, float %t241, i64 1, !dbg !134
  %111 = fcmp olt <2 x float> %108, %110, !dbg !134
  %.850 = fcmp oeq float %t241, %t243, !dbg !134
  %.852 = bitcast float %t243 to i32, !dbg !134
  %.853 = or i32 %.852, %.829, !dbg !134
  %.856 = fcmp uno float %t241, 0.000000e+00, !dbg !134
  %.858 = fcmp uno float %t243, 0.000000e+00, !dbg !134
  %.865 = and i32 %.852, %.829, !dbg !135
  %112 = shufflevector <2 x float> %107, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !134
  %113 = shufflevector <2 x float> %109, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !134
  %114 = select <2 x i1> %111, <2 x float> %112, <2 x float> %113, !dbg !134
  %115 = insertelement <2 x i32> poison, i32 %.853, i64 0, !dbg !134
  %116 = insertelement <2 x i32> %115, i32 %.865, i64 1, !dbg !134
  %117 = bitcast <2 x i32> %116 to <2 x float>, !dbg !134
  %118 = insertelement <2 x i1> poison, i1 %.850, i64 0, !dbg !134
  %119 = shufflevector <2 x i1> %118, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %120 = select <2 x i1> %119, <2 x float> %117, <2 x float> %114, !dbg !134
  %121 = insertelement <2 x i1> poison, i1 %.856, i64 0, !dbg !134
  %122 = shufflevector <2 x i1> %121, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %123 = select <2 x i1> %122, <2 x float> %112, <2 x float> %120, !dbg !134
  %124 = insertelement <2 x i1> poison, i1 %.858, i64 0, !dbg !134
  %125 = shufflevector <2 x i1> %124, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %126 = select <2 x i1> %125, <2 x float> %113, <2 x float> %123, !dbg !134
  %shift28 = shufflevector <2 x float> %126, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !136
  %127 = fsub <2 x float> %126, %shift28, !dbg !136
  %t249 = extractelement <2 x float> %127, i64 0, !dbg !136
  br label %b65, !dbg !133

b65:                                              ; preds = %b60, %b62, %b43
  %t253 = phi float [ %t201, %b43 ], [ %t241.mux, %b60 ], [ %t249, %b62 ]
  %t254 = phi i1 [ %t202, %b43 ], [ %t242.mux, %b60 ], [ true, %b62 ]
  %t255 = icmp eq i32 %.1, 0, !dbg !133
  %t256 = and i1 %t255, %t254, !dbg !133
  br i1 %t256, label %b66, label %b67, !dbg !133

b66:                                              ; preds = %b65
  %t257 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t5, !dbg !133
  store float %t253, ptr addrspace(1) %t257, align 4, !dbg !133
  br label %b67, !dbg !133

b67:                                              ; preds = %b66, %b65
  ret void, !dbg !133
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, float %a3, i8 %a4) local_unnamed_addr #1 !dbg !138 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !139
  %t3 = sext i32 %.2 to i64, !dbg !139
  %t4 = add i64 %a0, 3, !dbg !139
  %t5 = ashr i64 %t4, 2, !dbg !139
  %t6 = icmp sgt i64 %t5, %t3, !dbg !139
  br i1 %t6, label %b1, label %b17, !dbg !139

b1:                                               ; preds = %entry
  %t7 = shl nsw i64 %t3, 2, !dbg !139
  %t8 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t7, !dbg !139
  %.3 = load float, ptr addrspace(1) %t8, align 4, !dbg !139, !amdgpu.noclobber !6
  %0 = xor i64 %t7, -1, !dbg !139
  %t11 = add i64 %0, %a0, !dbg !139
  %t12 = getelementptr inbounds float, ptr addrspace(1) %t8, i64 1, !dbg !139
  %t13 = icmp sgt i64 %t11, 0, !dbg !139
  br i1 %t13, label %b2, label %b3, !dbg !139

b2:                                               ; preds = %b1
  %.4 = load float, ptr addrspace(1) %t12, align 4, !dbg !139, !amdgpu.noclobber !6
  %.5 = fcmp olt float %.3, %.4, !dbg !140
  %.6 = select i1 %.5, float %.3, float %.4, !dbg !140
  %.7 = fcmp oeq float %.3, %.4, !dbg !140
  %1 = bitcast float %.4 to i32, !dbg !140
  %2 = bitcast float %.3 to i32, !dbg !140
  %.10 = or i32 %1, %2, !dbg !140
  %.11 = bitcast i32 %.10 to float, !dbg !140
  %.12 = select i1 %.7, float %.11, float %.6, !dbg !140
  %.13 = fcmp uno float %.3, 0.000000e+00, !dbg !140
  %.14 = select i1 %.13, float %.3, float %.12, !dbg !140
  %.15 = fcmp uno float %.4, 0.000000e+00, !dbg !140
  %.16 = select i1 %.15, float %.4, float %.14, !dbg !140
  %.17 = fcmp ogt float %.3, %.4, !dbg !141
  %.18 = select i1 %.17, float %.3, float %.4, !dbg !141
  %.22 = and i32 %1, %2, !dbg !141
  %.23 = bitcast i32 %.22 to float, !dbg !141
  %.24 = select i1 %.7, float %.23, float %.18, !dbg !141
  %.26 = select i1 %.13, float %.3, float %.24, !dbg !141
  %.28 = select i1 %.15, float %.4, float %.26, !dbg !141
  %t17 = fsub float %.16, %.28, !dbg !142
  br label %b3, !dbg !139

b3:                                               ; preds = %b2, %b1
  %t18 = phi float [ %t17, %b2 ], [ %.3, %b1 ]
  %t19 = getelementptr inbounds float, ptr addrspace(1) %t12, i64 1, !dbg !139
  %t20 = icmp sgt i64 %t11, 1, !dbg !139
  br i1 %t20, label %b4, label %b5, !dbg !139

b4:                                               ; preds = %b3
  %.29 = load float, ptr addrspace(1) %t19, align 4, !dbg !139, !amdgpu.noclobber !6
  %.30 = fcmp olt float %t18, %.29, !dbg !140
  %.31 = select i1 %.30, float %t18, float %.29, !dbg !140
  %.32 = fcmp oeq float %t18, %.29, !dbg !140
  %.33 = bitcast float %t18 to i32, !dbg !140
  %.34 = bitcast float %.29 to i32, !dbg !140
  %.35 = or i32 %.34, %.33, !dbg !140
  %.36 = bitcast i32 %.35 to float, !dbg !140
  %.37 = select i1 %.32, float %.36, float %.31, !dbg !140
  %.38 = fcmp uno float %t18, 0.000000e+00, !dbg !140
  %.39 = select i1 %.38, float %t18, float %.37, !dbg !140
  %.40 = fcmp uno float %.29, 0.000000e+00, !dbg !140
  %.41 = select i1 %.40, float %.29, float %.39, !dbg !140
  %.42 = fcmp ogt float %t18, %.29, !dbg !141
  %.43 = select i1 %.42, float %t18, float %.29, !dbg !141
  %.47 = and i32 %.34, %.33, !dbg !141
  %.48 = bitcast i32 %.47 to float, !dbg !141
  %.49 = select i1 %.32, float %.48, float %.43, !dbg !141
  %.51 = select i1 %.38, float %t18, float %.49, !dbg !141
  %.53 = select i1 %.40, float %.29, float %.51, !dbg !141
  %t24 = fsub float %.41, %.53, !dbg !142
  br label %b5, !dbg !139

b5:                                               ; preds = %b4, %b3
  %t25 = phi float [ %t24, %b4 ], [ %t18, %b3 ]
  %t27 = icmp sgt i64 %t11, 2, !dbg !139
  br i1 %t27, label %b6, label %b7, !dbg !139

b6:                                               ; preds = %b5
  %t26 = getelementptr inbounds float, ptr addrspace(1) %t19, i64 1, !dbg !139
  %.54 = load float, ptr addrspace(1) %t26, align 4, !dbg !139, !amdgpu.noclobber !6
  %.55 = fcmp olt float %t25, %.54, !dbg !140
  %.56 = select i1 %.55, float %t25, float %.54, !dbg !140
  %.57 = fcmp oeq float %t25, %.54, !dbg !140
  %.58 = bitcast float %t25 to i32, !dbg !140
  %.59 = bitcast float %.54 to i32, !dbg !140
  %.60 = or i32 %.59, %.58, !dbg !140
  %.61 = bitcast i32 %.60 to float, !dbg !140
  %.62 = select i1 %.57, float %.61, float %.56, !dbg !140
  %.63 = fcmp uno float %t25, 0.000000e+00, !dbg !140
  %.64 = select i1 %.63, float %t25, float %.62, !dbg !140
  %.65 = fcmp uno float %.54, 0.000000e+00, !dbg !140
  %.66 = select i1 %.65, float %.54, float %.64, !dbg !140
  %.67 = fcmp ogt float %t25, %.54, !dbg !141
  %.68 = select i1 %.67, float %t25, float %.54, !dbg !141
  %.72 = and i32 %.59, %.58, !dbg !141
  %.73 = bitcast i32 %.72 to float, !dbg !141
  %.74 = select i1 %.57, float %.73, float %.68, !dbg !141
  %.76 = select i1 %.63, float %t25, float %.74, !dbg !141
  %.78 = select i1 %.65, float %.54, float %.76, !dbg !141
  %t31 = fsub float %.66, %.78, !dbg !142
  br label %b7, !dbg !139

b7:                                               ; preds = %b6, %b5
  %t32 = phi float [ %t31, %b6 ], [ %t25, %b5 ]
  %t33 = add nsw i64 %t3, 256, !dbg !139
  %t3912 = icmp slt i64 %t33, %t5, !dbg !139
  br i1 %t3912, label %b9.lr.ph, label %b17, !dbg !139

b9.lr.ph:                                         ; preds = %b7
  %t34 = shl nsw i64 %t33, 2, !dbg !139
  %t35 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t34, !dbg !139
  %t41 = add i64 %a0, -1
  br label %b9, !dbg !139

b9:                                               ; preds = %b9.lr.ph, %b15
  %t3815 = phi float [ %t32, %b9.lr.ph ], [ %t67, %b15 ]
  %t3714 = phi i64 [ %t33, %b9.lr.ph ], [ %t68, %b15 ]
  %t3613 = phi ptr addrspace(1) [ %t35, %b9.lr.ph ], [ %t69, %b15 ]
  %t40.neg = mul i64 %t3714, -4, !dbg !139
  %t42 = add i64 %t41, %t40.neg, !dbg !139
  %.79 = load float, ptr addrspace(1) %t3613, align 4, !dbg !139
  %.80 = fcmp olt float %t3815, %.79, !dbg !140
  %.81 = select i1 %.80, float %t3815, float %.79, !dbg !140
  %.82 = fcmp oeq float %t3815, %.79, !dbg !140
  %.83 = bitcast float %t3815 to i32, !dbg !140
  %.84 = bitcast float %.79 to i32, !dbg !140
  %.85 = or i32 %.84, %.83, !dbg !140
  %.86 = bitcast i32 %.85 to float, !dbg !140
  %.87 = select i1 %.82, float %.86, float %.81, !dbg !140
  %.88 = fcmp uno float %t3815, 0.000000e+00, !dbg !140
  %.89 = select i1 %.88, float %t3815, float %.87, !dbg !140
  %.90 = fcmp uno float %.79, 0.000000e+00, !dbg !140
  %.91 = select i1 %.90, float %.79, float %.89, !dbg !140
  %.92 = fcmp ogt float %t3815, %.79, !dbg !141
  %.93 = select i1 %.92, float %t3815, float %.79, !dbg !141
  %.97 = and i32 %.84, %.83, !dbg !141
  %.98 = bitcast i32 %.97 to float, !dbg !141
  %.99 = select i1 %.82, float %.98, float %.93, !dbg !141
  %.101 = select i1 %.88, float %t3815, float %.99, !dbg !141
  %.103 = select i1 %.90, float %.79, float %.101, !dbg !141
  %t46 = fsub float %.91, %.103, !dbg !142
  %t48 = icmp sgt i64 %t42, 0, !dbg !139
  br i1 %t48, label %b10, label %b11, !dbg !139

b10:                                              ; preds = %b9
  %t47 = getelementptr inbounds float, ptr addrspace(1) %t3613, i64 1, !dbg !139
  %.104 = load float, ptr addrspace(1) %t47, align 4, !dbg !139
  %.105 = fcmp olt float %t46, %.104, !dbg !140
  %.106 = select i1 %.105, float %t46, float %.104, !dbg !140
  %.107 = fcmp oeq float %t46, %.104, !dbg !140
  %.108 = bitcast float %t46 to i32, !dbg !140
  %.109 = bitcast float %.104 to i32, !dbg !140
  %.110 = or i32 %.109, %.108, !dbg !140
  %.111 = bitcast i32 %.110 to float, !dbg !140
  %.112 = select i1 %.107, float %.111, float %.106, !dbg !140
  %.113 = fcmp uno float %t46, 0.000000e+00, !dbg !140
  %.114 = select i1 %.113, float %t46, float %.112, !dbg !140
  %.115 = fcmp uno float %.104, 0.000000e+00, !dbg !140
  %.116 = select i1 %.115, float %.104, float %.114, !dbg !140
  %.117 = fcmp ogt float %t46, %.104, !dbg !141
  %.118 = select i1 %.117, float %t46, float %.104, !dbg !141
  %.122 = and i32 %.109, %.108, !dbg !141
  %.123 = bitcast i32 %.122 to float, !dbg !141
  %.124 = select i1 %.107, float %.123, float %.118, !dbg !141
  %.126 = select i1 %.113, float %t46, float %.124, !dbg !141
  %.128 = select i1 %.115, float %.104, float %.126, !dbg !141
  %t52 = fsub float %.116, %.128, !dbg !142
  br label %b11, !dbg !139

b11:                                              ; preds = %b10, %b9
  %t53 = phi float [ %t52, %b10 ], [ %t46, %b9 ]
  %t55 = icmp sgt i64 %t42, 1, !dbg !139
  br i1 %t55, label %b12, label %b13, !dbg !139

b12:                                              ; preds = %b11
  %t54 = getelementptr inbounds float, ptr addrspace(1) %t3613, i64 2, !dbg !139
  %.129 = load float, ptr addrspace(1) %t54, align 4, !dbg !139
  %.130 = fcmp olt float %t53, %.129, !dbg !140
  %.131 = select i1 %.130, float %t53, float %.129, !dbg !140
  %.132 = fcmp oeq float %t53, %.129, !dbg !140
  %.133 = bitcast float %t53 to i32, !dbg !140
  %.134 = bitcast float %.129 to i32, !dbg !140
  %.135 = or i32 %.134, %.133, !dbg !140
  %.136 = bitcast i32 %.135 to float, !dbg !140
  %.137 = select i1 %.132, float %.136, float %.131, !dbg !140
  %.138 = fcmp uno float %t53, 0.000000e+00, !dbg !140
  %.139 = select i1 %.138, float %t53, float %.137, !dbg !140
  %.140 = fcmp uno float %.129, 0.000000e+00, !dbg !140
  %.141 = select i1 %.140, float %.129, float %.139, !dbg !140
  %.142 = fcmp ogt float %t53, %.129, !dbg !141
  %.143 = select i1 %.142, float %t53, float %.129, !dbg !141
  %.147 = and i32 %.134, %.133, !dbg !141
  %.148 = bitcast i32 %.147 to float, !dbg !141
  %.149 = select i1 %.132, float %.148, float %.143, !dbg !141
  %.151 = select i1 %.138, float %t53, float %.149, !dbg !141
  %.153 = select i1 %.140, float %.129, float %.151, !dbg !141
  %t59 = fsub float %.141, %.153, !dbg !142
  br label %b13, !dbg !139

b13:                                              ; preds = %b12, %b11
  %t60 = phi float [ %t59, %b12 ], [ %t53, %b11 ]
  %t62 = icmp sgt i64 %t42, 2, !dbg !139
  br i1 %t62, label %b14, label %b15, !dbg !139

b14:                                              ; preds = %b13
  %t61 = getelementptr inbounds float, ptr addrspace(1) %t3613, i64 3, !dbg !139
  %.154 = load float, ptr addrspace(1) %t61, align 4, !dbg !139
  %.155 = fcmp olt float %t60, %.154, !dbg !140
  %.156 = select i1 %.155, float %t60, float %.154, !dbg !140
  %.157 = fcmp oeq float %t60, %.154, !dbg !140
  %.158 = bitcast float %t60 to i32, !dbg !140
  %.159 = bitcast float %.154 to i32, !dbg !140
  %.160 = or i32 %.159, %.158, !dbg !140
  %.161 = bitcast i32 %.160 to float, !dbg !140
  %.162 = select i1 %.157, float %.161, float %.156, !dbg !140
  %.163 = fcmp uno float %t60, 0.000000e+00, !dbg !140
  %.164 = select i1 %.163, float %t60, float %.162, !dbg !140
  %.165 = fcmp uno float %.154, 0.000000e+00, !dbg !140
  %.166 = select i1 %.165, float %.154, float %.164, !dbg !140
  %.167 = fcmp ogt float %t60, %.154, !dbg !141
  %.168 = select i1 %.167, float %t60, float %.154, !dbg !141
  %.172 = and i32 %.159, %.158, !dbg !141
  %.173 = bitcast i32 %.172 to float, !dbg !141
  %.174 = select i1 %.157, float %.173, float %.168, !dbg !141
  %.176 = select i1 %.163, float %t60, float %.174, !dbg !141
  %.178 = select i1 %.165, float %.154, float %.176, !dbg !141
  %t66 = fsub float %.166, %.178, !dbg !142
  br label %b15, !dbg !139

b15:                                              ; preds = %b14, %b13
  %t67 = phi float [ %t66, %b14 ], [ %t60, %b13 ]
  %t68 = add nsw i64 %t3714, 256, !dbg !139
  %t69 = getelementptr inbounds float, ptr addrspace(1) %t3613, i64 1024, !dbg !139
  %t39 = icmp slt i64 %t68, %t5, !dbg !139
  br i1 %t39, label %b9, label %b17, !dbg !139

b17:                                              ; preds = %b15, %b7, %entry
  %t70 = phi float [ 0.000000e+00, %entry ], [ %t32, %b7 ], [ %t67, %b15 ]
  %t71 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !139
  store float %t70, ptr addrspace(3) %t71, align 4, !dbg !139
  %t72 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !139
  %.179 = zext i1 %t6 to i8, !dbg !139
  store i8 %.179, ptr addrspace(3) %t72, align 1, !dbg !139
  fence syncscope("workgroup") release, !dbg !139
  tail call void @llvm.amdgcn.s.barrier(), !dbg !139
  fence syncscope("workgroup") acquire, !dbg !139
  %t73 = icmp slt i32 %.2, 128, !dbg !139
  br i1 %t73, label %b18, label %b23, !dbg !139

b18:                                              ; preds = %b17
  %t74 = add nsw i32 %.2, 128, !dbg !139
  %t75 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t74, !dbg !139
  %.180 = load float, ptr addrspace(3) %t75, align 4, !dbg !139
  %t77 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t74, !dbg !139
  %.181 = load i8, ptr addrspace(3) %t77, align 1, !dbg !139
  %.182.not11 = icmp eq i8 %.181, 0, !dbg !139
  %t6.not = xor i1 %t6, true, !dbg !139
  %brmerge = select i1 %.182.not11, i1 true, i1 %t6.not, !dbg !139
  %t70.mux = select i1 %.182.not11, float %t70, float %.180, !dbg !139
  %not..182.not11 = xor i1 %.182.not11, true, !dbg !139
  %t6.mux = select i1 %not..182.not11, i1 true, i1 %t6, !dbg !139
  br i1 %brmerge, label %b22, label %b20, !dbg !139

b20:                                              ; preds = %b18
  %.183 = fcmp olt float %t70, %.180, !dbg !140
  %.184 = select i1 %.183, float %t70, float %.180, !dbg !140
  %.185 = fcmp oeq float %t70, %.180, !dbg !140
  %.186 = bitcast float %t70 to i32, !dbg !140
  %.187 = bitcast float %.180 to i32, !dbg !140
  %.188 = or i32 %.187, %.186, !dbg !140
  %.189 = bitcast i32 %.188 to float, !dbg !140
  %.190 = select i1 %.185, float %.189, float %.184, !dbg !140
  %.191 = fcmp uno float %t70, 0.000000e+00, !dbg !140
  %.192 = select i1 %.191, float %t70, float %.190, !dbg !140
  %.193 = fcmp uno float %.180, 0.000000e+00, !dbg !140
  %.194 = select i1 %.193, float %.180, float %.192, !dbg !140
  %.195 = fcmp ogt float %t70, %.180, !dbg !141
  %.196 = select i1 %.195, float %t70, float %.180, !dbg !141
  %.200 = and i32 %.187, %.186, !dbg !141
  %.201 = bitcast i32 %.200 to float, !dbg !141
  %.202 = select i1 %.185, float %.201, float %.196, !dbg !141
  %.204 = select i1 %.191, float %t70, float %.202, !dbg !141
  %.206 = select i1 %.193, float %.180, float %.204, !dbg !141
  %t81 = fsub float %.194, %.206, !dbg !142
  br label %b22, !dbg !139

b22:                                              ; preds = %b18, %b20
  %t83 = phi float [ %t70.mux, %b18 ], [ %t81, %b20 ]
  %t84 = phi i1 [ %t6.mux, %b18 ], [ true, %b20 ]
  store float %t83, ptr addrspace(3) %t71, align 4, !dbg !139
  %.207 = zext i1 %t84 to i8, !dbg !139
  store i8 %.207, ptr addrspace(3) %t72, align 1, !dbg !139
  br label %b23, !dbg !139

b23:                                              ; preds = %b22, %b17
  %t85 = phi float [ %t83, %b22 ], [ %t70, %b17 ]
  %t86 = phi i1 [ %t84, %b22 ], [ %t6, %b17 ]
  fence syncscope("workgroup") release, !dbg !139
  tail call void @llvm.amdgcn.s.barrier(), !dbg !139
  fence syncscope("workgroup") acquire, !dbg !139
  %t87 = icmp slt i32 %.2, 64, !dbg !139
  br i1 %t87, label %b24, label %b29, !dbg !139

b24:                                              ; preds = %b23
  %t88 = add nsw i32 %.2, 64, !dbg !139
  %t89 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t88, !dbg !139
  %.208 = load float, ptr addrspace(3) %t89, align 4, !dbg !139
  %t91 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t88, !dbg !139
  %.209 = load i8, ptr addrspace(3) %t91, align 1, !dbg !139
  %.210.not10 = icmp eq i8 %.209, 0, !dbg !139
  %t86.not = xor i1 %t86, true, !dbg !139
  %brmerge1 = select i1 %.210.not10, i1 true, i1 %t86.not, !dbg !139
  %t85.mux = select i1 %.210.not10, float %t85, float %.208, !dbg !139
  %not..210.not10 = xor i1 %.210.not10, true, !dbg !139
  %t86.mux = select i1 %not..210.not10, i1 true, i1 %t86, !dbg !139
  br i1 %brmerge1, label %b28, label %b26, !dbg !139

b26:                                              ; preds = %b24
  %.211 = fcmp olt float %t85, %.208, !dbg !140
  %.212 = select i1 %.211, float %t85, float %.208, !dbg !140
  %.213 = fcmp oeq float %t85, %.208, !dbg !140
  %.214 = bitcast float %t85 to i32, !dbg !140
  %.215 = bitcast float %.208 to i32, !dbg !140
  %.216 = or i32 %.215, %.214, !dbg !140
  %.217 = bitcast i32 %.216 to float, !dbg !140
  %.218 = select i1 %.213, float %.217, float %.212, !dbg !140
  %.219 = fcmp uno float %t85, 0.000000e+00, !dbg !140
  %.220 = select i1 %.219, float %t85, float %.218, !dbg !140
  %.221 = fcmp uno float %.208, 0.000000e+00, !dbg !140
  %.222 = select i1 %.221, float %.208, float %.220, !dbg !140
  %.223 = fcmp ogt float %t85, %.208, !dbg !141
  %.224 = select i1 %.223, float %t85, float %.208, !dbg !141
  %.228 = and i32 %.215, %.214, !dbg !141
  %.229 = bitcast i32 %.228 to float, !dbg !141
  %.230 = select i1 %.213, float %.229, float %.224, !dbg !141
  %.232 = select i1 %.219, float %t85, float %.230, !dbg !141
  %.234 = select i1 %.221, float %.208, float %.232, !dbg !141
  %t95 = fsub float %.222, %.234, !dbg !142
  br label %b28, !dbg !139

b28:                                              ; preds = %b24, %b26
  %t97 = phi float [ %t85.mux, %b24 ], [ %t95, %b26 ]
  %t98 = phi i1 [ %t86.mux, %b24 ], [ true, %b26 ]
  store float %t97, ptr addrspace(3) %t71, align 4, !dbg !139
  %.235 = zext i1 %t98 to i8, !dbg !139
  store i8 %.235, ptr addrspace(3) %t72, align 1, !dbg !139
  br label %b29, !dbg !139

b29:                                              ; preds = %b28, %b23
  %t99 = phi float [ %t97, %b28 ], [ %t85, %b23 ]
  %t100 = phi i1 [ %t98, %b28 ], [ %t86, %b23 ]
  fence syncscope("workgroup") release, !dbg !139
  tail call void @llvm.amdgcn.s.barrier(), !dbg !139
  fence syncscope("workgroup") acquire, !dbg !139
  %t101 = icmp slt i32 %.2, 32, !dbg !139
  br i1 %t101, label %b30, label %b35, !dbg !139

b30:                                              ; preds = %b29
  %t102 = add nsw i32 %.2, 32, !dbg !139
  %t103 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t102, !dbg !139
  %.236 = load float, ptr addrspace(3) %t103, align 4, !dbg !139
  %t105 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t102, !dbg !139
  %.237 = load i8, ptr addrspace(3) %t105, align 1, !dbg !139
  %.238.not9 = icmp eq i8 %.237, 0, !dbg !139
  %t100.not = xor i1 %t100, true, !dbg !139
  %brmerge2 = select i1 %.238.not9, i1 true, i1 %t100.not, !dbg !139
  %t99.mux = select i1 %.238.not9, float %t99, float %.236, !dbg !139
  %not..238.not9 = xor i1 %.238.not9, true, !dbg !139
  %t100.mux = select i1 %not..238.not9, i1 true, i1 %t100, !dbg !139
  br i1 %brmerge2, label %b35, label %b32, !dbg !139

b32:                                              ; preds = %b30
  %.239 = fcmp olt float %t99, %.236, !dbg !140
  %.240 = select i1 %.239, float %t99, float %.236, !dbg !140
  %.241 = fcmp oeq float %t99, %.236, !dbg !140
  %.242 = bitcast float %t99 to i32, !dbg !140
  %.243 = bitcast float %.236 to i32, !dbg !140
  %.244 = or i32 %.243, %.242, !dbg !140
  %.245 = bitcast i32 %.244 to float, !dbg !140
  %.246 = select i1 %.241, float %.245, float %.240, !dbg !140
  %.247 = fcmp uno float %t99, 0.000000e+00, !dbg !140
  %.248 = select i1 %.247, float %t99, float %.246, !dbg !140
  %.249 = fcmp uno float %.236, 0.000000e+00, !dbg !140
  %.250 = select i1 %.249, float %.236, float %.248, !dbg !140
  %.251 = fcmp ogt float %t99, %.236, !dbg !141
  %.252 = select i1 %.251, float %t99, float %.236, !dbg !141
  %.256 = and i32 %.243, %.242, !dbg !141
  %.257 = bitcast i32 %.256 to float, !dbg !141
  %.258 = select i1 %.241, float %.257, float %.252, !dbg !141
  %.260 = select i1 %.247, float %t99, float %.258, !dbg !141
  %.262 = select i1 %.249, float %.236, float %.260, !dbg !141
  %t109 = fsub float %.250, %.262, !dbg !142
  br label %b35, !dbg !139

b35:                                              ; preds = %b30, %b32, %b29
  %t113 = phi float [ %t99, %b29 ], [ %t99.mux, %b30 ], [ %t109, %b32 ]
  %t114 = phi i1 [ %t100, %b29 ], [ %t100.mux, %b30 ], [ true, %b32 ]
  br i1 %t101, label %b36, label %b57, !dbg !139

b36:                                              ; preds = %b35
  %.264 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !139
  %.265 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.264), !dbg !139
  %.266 = zext i32 %.265 to i64, !dbg !139
  %.267 = add nuw nsw i64 %.266, 16, !dbg !139
  %.268 = icmp ult i32 %.265, 48, !dbg !139
  %.269 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !139
  %.270 = and i64 %.267, 63, !dbg !139
  %3 = shl nuw i64 1, %.270, !dbg !139
  %4 = and i64 %3, %.269, !dbg !139
  %.272 = icmp ne i64 %4, 0, !dbg !139
  %.273 = and i1 %.268, %.272, !dbg !139
  %.274 = trunc i64 %.267 to i32, !dbg !139
  %.275 = shl i32 %.274, 2, !dbg !139
  %.276 = bitcast float %t113 to i32, !dbg !139
  %.277 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.275, i32 %.276), !dbg !139
  %.278 = bitcast i32 %.277 to float, !dbg !139
  %t115 = select i1 %.273, float %.278, float %t113, !dbg !139
  %.292 = zext i1 %t114 to i32, !dbg !139
  %.293 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.275, i32 %.292), !dbg !139
  %5 = and i32 %.293, 1, !dbg !139
  %.294 = icmp ne i32 %5, 0, !dbg !139
  %t116 = select i1 %.273, i1 %.294, i1 %t114, !dbg !139
  %t117 = icmp slt i32 %.2, 16, !dbg !139
  %t118 = and i1 %t117, %t116, !dbg !139
  %6 = select i1 %t118, i1 %t114, i1 false, !dbg !139
  %t113.mux = select i1 %t118, float %t115, float %t113, !dbg !139
  %t114.mux = select i1 %t118, i1 true, i1 %t114, !dbg !139
  br i1 %6, label %b38, label %b40, !dbg !139

b38:                                              ; preds = %b36
  %7 = insertelement <2 x float> poison, float %t113, i64 0, !dbg !140
  %8 = insertelement <2 x float> %7, float %t115, i64 1, !dbg !140
  %9 = insertelement <2 x float> poison, float %t115, i64 0, !dbg !140
  %10 = insertelement <2 x float> %9, float %t113, i64 1, !dbg !140
  %11 = fcmp olt <2 x float> %8, %10, !dbg !140
  %.297 = fcmp oeq float %t113, %t115, !dbg !140
  %.299 = bitcast float %t115 to i32, !dbg !140
  %.300 = or i32 %.299, %.276, !dbg !140
  %.303 = fcmp uno float %t113, 0.000000e+00, !dbg !140
  %.305 = fcmp uno float %t115, 0.000000e+00, !dbg !140
  %.312 = and i32 %.299, %.276, !dbg !141
  %12 = shufflevector <2 x float> %7, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !140
  %13 = shufflevector <2 x float> %9, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !140
  %14 = select <2 x i1> %11, <2 x float> %12, <2 x float> %13, !dbg !140
  %15 = insertelement <2 x i32> poison, i32 %.300, i64 0, !dbg !140
  %16 = insertelement <2 x i32> %15, i32 %.312, i64 1, !dbg !140
  %17 = bitcast <2 x i32> %16 to <2 x float>, !dbg !140
  %18 = insertelement <2 x i1> poison, i1 %.297, i64 0, !dbg !140
  %19 = shufflevector <2 x i1> %18, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %20 = select <2 x i1> %19, <2 x float> %17, <2 x float> %14, !dbg !140
  %21 = insertelement <2 x i1> poison, i1 %.303, i64 0, !dbg !140
  %22 = shufflevector <2 x i1> %21, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %23 = select <2 x i1> %22, <2 x float> %12, <2 x float> %20, !dbg !140
  %24 = insertelement <2 x i1> poison, i1 %.305, i64 0, !dbg !140
  %25 = shufflevector <2 x i1> %24, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %26 = select <2 x i1> %25, <2 x float> %13, <2 x float> %23, !dbg !140
  %shift = shufflevector <2 x float> %26, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !142
  %27 = fsub <2 x float> %26, %shift, !dbg !142
  %t121 = extractelement <2 x float> %27, i64 0, !dbg !142
  br label %b40, !dbg !139

b40:                                              ; preds = %b36, %b38
  %t123 = phi float [ %t113.mux, %b36 ], [ %t121, %b38 ]
  %t124 = phi i1 [ %t114.mux, %b36 ], [ true, %b38 ]
  %.323 = add nuw nsw i64 %.266, 8, !dbg !139
  %.324 = icmp ult i32 %.265, 56, !dbg !139
  %.326 = and i64 %.323, 63, !dbg !139
  %28 = shl nuw i64 1, %.326, !dbg !139
  %29 = and i64 %28, %.269, !dbg !139
  %.328 = icmp ne i64 %29, 0, !dbg !139
  %.329 = and i1 %.324, %.328, !dbg !139
  %.330 = trunc i64 %.323 to i32, !dbg !139
  %.331 = shl i32 %.330, 2, !dbg !139
  %.332 = bitcast float %t123 to i32, !dbg !139
  %.333 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.331, i32 %.332), !dbg !139
  %.334 = bitcast i32 %.333 to float, !dbg !139
  %t125 = select i1 %.329, float %.334, float %t123, !dbg !139
  %.348 = zext i1 %t124 to i32, !dbg !139
  %.349 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.331, i32 %.348), !dbg !139
  %30 = and i32 %.349, 1, !dbg !139
  %.350 = icmp ne i32 %30, 0, !dbg !139
  %t126 = select i1 %.329, i1 %.350, i1 %t124, !dbg !139
  %t127 = icmp slt i32 %.2, 24, !dbg !139
  %t128 = and i1 %t127, %t126, !dbg !139
  %31 = select i1 %t128, i1 %t124, i1 false, !dbg !139
  %t123.mux = select i1 %t128, float %t125, float %t123, !dbg !139
  %t124.mux = select i1 %t128, i1 true, i1 %t124, !dbg !139
  br i1 %31, label %b42, label %b44, !dbg !139

b42:                                              ; preds = %b40
  %32 = insertelement <2 x float> poison, float %t123, i64 0, !dbg !140
  %33 = insertelement <2 x float> %32, float %t125, i64 1, !dbg !140
  %34 = insertelement <2 x float> poison, float %t125, i64 0, !dbg !140
  %35 = insertelement <2 x float> %34, float %t123, i64 1, !dbg !140
  %36 = fcmp olt <2 x float> %33, %35, !dbg !140
  %.353 = fcmp oeq float %t123, %t125, !dbg !140
  %.355 = bitcast float %t125 to i32, !dbg !140
  %.356 = or i32 %.355, %.332, !dbg !140
  %.359 = fcmp uno float %t123, 0.000000e+00, !dbg !140
  %.361 = fcmp uno float %t125, 0.000000e+00, !dbg !140
  %.368 = and i32 %.355, %.332, !dbg !141
  %37 = shufflevector <2 x float> %32, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !140
  %38 = shufflevector <2 x float> %34, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !140
  %39 = select <2 x i1> %36, <2 x float> %37, <2 x float> %38, !dbg !140
  %40 = insertelement <2 x i32> poison, i32 %.356, i64 0, !dbg !140
  %41 = insertelement <2 x i32> %40, i32 %.368, i64 1, !dbg !140
  %42 = bitcast <2 x i32> %41 to <2 x float>, !dbg !140
  %43 = insertelement <2 x i1> poison, i1 %.353, i64 0, !dbg !140
  %44 = shufflevector <2 x i1> %43, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %45 = select <2 x i1> %44, <2 x float> %42, <2 x float> %39, !dbg !140
  %46 = insertelement <2 x i1> poison, i1 %.359, i64 0, !dbg !140
  %47 = shufflevector <2 x i1> %46, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %48 = select <2 x i1> %47, <2 x float> %37, <2 x float> %45, !dbg !140
  %49 = insertelement <2 x i1> poison, i1 %.361, i64 0, !dbg !140
  %50 = shufflevector <2 x i1> %49, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %51 = select <2 x i1> %50, <2 x float> %38, <2 x float> %48, !dbg !140
  %shift16 = shufflevector <2 x float> %51, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !142
  %52 = fsub <2 x float> %51, %shift16, !dbg !142
  %t131 = extractelement <2 x float> %52, i64 0, !dbg !142
  br label %b44, !dbg !139

b44:                                              ; preds = %b40, %b42
  %t133 = phi float [ %t123.mux, %b40 ], [ %t131, %b42 ]
  %t134 = phi i1 [ %t124.mux, %b40 ], [ true, %b42 ]
  %.379 = add nuw nsw i64 %.266, 4, !dbg !139
  %.380 = icmp ult i32 %.265, 60, !dbg !139
  %.382 = and i64 %.379, 63, !dbg !139
  %53 = shl nuw i64 1, %.382, !dbg !139
  %54 = and i64 %53, %.269, !dbg !139
  %.384 = icmp ne i64 %54, 0, !dbg !139
  %.385 = and i1 %.380, %.384, !dbg !139
  %.386 = trunc i64 %.379 to i32, !dbg !139
  %.387 = shl i32 %.386, 2, !dbg !139
  %.388 = bitcast float %t133 to i32, !dbg !139
  %.389 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.387, i32 %.388), !dbg !139
  %.390 = bitcast i32 %.389 to float, !dbg !139
  %t135 = select i1 %.385, float %.390, float %t133, !dbg !139
  %.404 = zext i1 %t134 to i32, !dbg !139
  %.405 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.387, i32 %.404), !dbg !139
  %55 = and i32 %.405, 1, !dbg !139
  %.406 = icmp ne i32 %55, 0, !dbg !139
  %t136 = select i1 %.385, i1 %.406, i1 %t134, !dbg !139
  %t137 = icmp slt i32 %.2, 28, !dbg !139
  %t138 = and i1 %t137, %t136, !dbg !139
  %56 = select i1 %t138, i1 %t134, i1 false, !dbg !139
  %t133.mux = select i1 %t138, float %t135, float %t133, !dbg !139
  %t134.mux = select i1 %t138, i1 true, i1 %t134, !dbg !139
  br i1 %56, label %b46, label %b48, !dbg !139

b46:                                              ; preds = %b44
  %57 = insertelement <2 x float> poison, float %t133, i64 0, !dbg !140
  %58 = insertelement <2 x float> %57, float %t135, i64 1, !dbg !140
  %59 = insertelement <2 x float> poison, float %t135, i64 0, !dbg !140
  %60 = insertelement <2 x float> %59, float %t133, i64 1, !dbg !140
  %61 = fcmp olt <2 x float> %58, %60, !dbg !140
  %.409 = fcmp oeq float %t133, %t135, !dbg !140
  %.411 = bitcast float %t135 to i32, !dbg !140
  %.412 = or i32 %.411, %.388, !dbg !140
  %.415 = fcmp uno float %t133, 0.000000e+00, !dbg !140
  %.417 = fcmp uno float %t135, 0.000000e+00, !dbg !140
  %.424 = and i32 %.411, %.388, !dbg !141
  %62 = shufflevector <2 x float> %57, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !140
  %63 = shufflevector <2 x float> %59, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !140
  %64 = select <2 x i1> %61, <2 x float> %62, <2 x float> %63, !dbg !140
  %65 = insertelement <2 x i32> poison, i32 %.412, i64 0, !dbg !140
  %66 = insertelement <2 x i32> %65, i32 %.424, i64 1, !dbg !140
  %67 = bitcast <2 x i32> %66 to <2 x float>, !dbg !140
  %68 = insertelement <2 x i1> poison, i1 %.409, i64 0, !dbg !140
  %69 = shufflevector <2 x i1> %68, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %70 = select <2 x i1> %69, <2 x float> %67, <2 x float> %64, !dbg !140
  %71 = insertelement <2 x i1> poison, i1 %.415, i64 0, !dbg !140
  %72 = shufflevector <2 x i1> %71, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %73 = select <2 x i1> %72, <2 x float> %62, <2 x float> %70, !dbg !140
  %74 = insertelement <2 x i1> poison, i1 %.417, i64 0, !dbg !140
  %75 = shufflevector <2 x i1> %74, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %76 = select <2 x i1> %75, <2 x float> %63, <2 x float> %73, !dbg !140
  %shift17 = shufflevector <2 x float> %76, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !142
  %77 = fsub <2 x float> %76, %shift17, !dbg !142
  %t141 = extractelement <2 x float> %77, i64 0, !dbg !142
  br label %b48, !dbg !139

b48:                                              ; preds = %b44, %b46
  %t143 = phi float [ %t133.mux, %b44 ], [ %t141, %b46 ]
  %t144 = phi i1 [ %t134.mux, %b44 ], [ true, %b46 ]
  %.435 = add nuw nsw i64 %.266, 2, !dbg !139
  %.436 = icmp ult i32 %.265, 62, !dbg !139
  %.438 = and i64 %.435, 63, !dbg !139
  %78 = shl nuw i64 1, %.438, !dbg !139
  %79 = and i64 %78, %.269, !dbg !139
  %.440 = icmp ne i64 %79, 0, !dbg !139
  %.441 = and i1 %.436, %.440, !dbg !139
  %.442 = trunc i64 %.435 to i32, !dbg !139
  %.443 = shl i32 %.442, 2, !dbg !139
  %.444 = bitcast float %t143 to i32, !dbg !139
  %.445 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.443, i32 %.444), !dbg !139
  %.446 = bitcast i32 %.445 to float, !dbg !139
  %t145 = select i1 %.441, float %.446, float %t143, !dbg !139
  %.460 = zext i1 %t144 to i32, !dbg !139
  %.461 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.443, i32 %.460), !dbg !139
  %80 = and i32 %.461, 1, !dbg !139
  %.462 = icmp ne i32 %80, 0, !dbg !139
  %t146 = select i1 %.441, i1 %.462, i1 %t144, !dbg !139
  %t147 = icmp slt i32 %.2, 30, !dbg !139
  %t148 = and i1 %t147, %t146, !dbg !139
  %81 = select i1 %t148, i1 %t144, i1 false, !dbg !139
  %t143.mux = select i1 %t148, float %t145, float %t143, !dbg !139
  %t144.mux = select i1 %t148, i1 true, i1 %t144, !dbg !139
  br i1 %81, label %b50, label %b52, !dbg !139

b50:                                              ; preds = %b48
  %82 = insertelement <2 x float> poison, float %t143, i64 0, !dbg !140
  %83 = insertelement <2 x float> %82, float %t145, i64 1, !dbg !140
  %84 = insertelement <2 x float> poison, float %t145, i64 0, !dbg !140
  %85 = insertelement <2 x float> %84, float %t143, i64 1, !dbg !140
  %86 = fcmp olt <2 x float> %83, %85, !dbg !140
  %.465 = fcmp oeq float %t143, %t145, !dbg !140
  %.467 = bitcast float %t145 to i32, !dbg !140
  %.468 = or i32 %.467, %.444, !dbg !140
  %.471 = fcmp uno float %t143, 0.000000e+00, !dbg !140
  %.473 = fcmp uno float %t145, 0.000000e+00, !dbg !140
  %.480 = and i32 %.467, %.444, !dbg !141
  %87 = shufflevector <2 x float> %82, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !140
  %88 = shufflevector <2 x float> %84, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !140
  %89 = select <2 x i1> %86, <2 x float> %87, <2 x float> %88, !dbg !140
  %90 = insertelement <2 x i32> poison, i32 %.468, i64 0, !dbg !140
  %91 = insertelement <2 x i32> %90, i32 %.480, i64 1, !dbg !140
  %92 = bitcast <2 x i32> %91 to <2 x float>, !dbg !140
  %93 = insertelement <2 x i1> poison, i1 %.465, i64 0, !dbg !140
  %94 = shufflevector <2 x i1> %93, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %95 = select <2 x i1> %94, <2 x float> %92, <2 x float> %89, !dbg !140
  %96 = insertelement <2 x i1> poison, i1 %.471, i64 0, !dbg !140
  %97 = shufflevector <2 x i1> %96, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %98 = select <2 x i1> %97, <2 x float> %87, <2 x float> %95, !dbg !140
  %99 = insertelement <2 x i1> poison, i1 %.473, i64 0, !dbg !140
  %100 = shufflevector <2 x i1> %99, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %101 = select <2 x i1> %100, <2 x float> %88, <2 x float> %98, !dbg !140
  %shift18 = shufflevector <2 x float> %101, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !142
  %102 = fsub <2 x float> %101, %shift18, !dbg !142
  %t151 = extractelement <2 x float> %102, i64 0, !dbg !142
  br label %b52, !dbg !139

b52:                                              ; preds = %b48, %b50
  %t153 = phi float [ %t143.mux, %b48 ], [ %t151, %b50 ]
  %t154 = phi i1 [ %t144.mux, %b48 ], [ true, %b50 ]
  %.491 = add nuw nsw i64 %.266, 1, !dbg !139
  %.492 = icmp ult i32 %.265, 63, !dbg !139
  %.494 = and i64 %.491, 63, !dbg !139
  %103 = shl nuw i64 1, %.494, !dbg !139
  %104 = and i64 %103, %.269, !dbg !139
  %.496 = icmp ne i64 %104, 0, !dbg !139
  %.497 = and i1 %.492, %.496, !dbg !139
  %.498 = trunc i64 %.491 to i32, !dbg !139
  %.499 = shl i32 %.498, 2, !dbg !139
  %.500 = bitcast float %t153 to i32, !dbg !139
  %.501 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.499, i32 %.500), !dbg !139
  %.502 = bitcast i32 %.501 to float, !dbg !139
  %t155 = select i1 %.497, float %.502, float %t153, !dbg !139
  %.516 = zext i1 %t154 to i32, !dbg !139
  %.517 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.499, i32 %.516), !dbg !139
  %105 = and i32 %.517, 1, !dbg !139
  %.518 = icmp ne i32 %105, 0, !dbg !139
  %t156 = select i1 %.497, i1 %.518, i1 %t154, !dbg !139
  %t157 = icmp slt i32 %.2, 31, !dbg !139
  %t158 = and i1 %t157, %t156, !dbg !139
  %106 = select i1 %t158, i1 %t154, i1 false, !dbg !139
  %t153.mux = select i1 %t158, float %t155, float %t153, !dbg !139
  %t154.mux = select i1 %t158, i1 true, i1 %t154, !dbg !139
  br i1 %106, label %b54, label %b57, !dbg !139

b54:                                              ; preds = %b52
  %107 = insertelement <2 x float> poison, float %t153, i64 0, !dbg !140
  %108 = insertelement <2 x float> %107, float %t155, i64 1, !dbg !140
  %109 = insertelement <2 x float> poison, float %t155, i64 0, !dbg !140
  %110 = insertelement <2 x float> %109, float %t153, i64 1, !dbg !140
  %111 = fcmp olt <2 x float> %108, %110, !dbg !140
  %.521 = fcmp oeq float %t153, %t155, !dbg !140
  %.523 = bitcast float %t155 to i32, !dbg !140
  %.524 = or i32 %.523, %.500, !dbg !140
  %.527 = fcmp uno float %t153, 0.000000e+00, !dbg !140
  %.529 = fcmp uno float %t155, 0.000000e+00, !dbg !140
  %.536 = and i32 %.523, %.500, !dbg !141
  %112 = shufflevector <2 x float> %107, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !140
  %113 = shufflevector <2 x float> %109, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !140
  %114 = select <2 x i1> %111, <2 x float> %112, <2 x float> %113, !dbg !140
  %115 = insertelement <2 x i32> poison, i32 %.524, i64 0, !dbg !140
  %116 = insertelement <2 x i32> %115, i32 %.536, i64 1, !dbg !140
  %117 = bitcast <2 x i32> %116 to <2 x float>, !dbg !140
  %118 = insertelement <2 x i1> poison, i1 %.521, i64 0, !dbg !140
  %119 = shufflevector <2 x i1> %118, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %120 = select <2 x i1> %119, <2 x float> %117, <2 x float> %114, !dbg !140
  %121 = insertelement <2 x i1> poison, i1 %.527, i64 0, !dbg !140
  %122 = shufflevector <2 x i1> %121, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %123 = select <2 x i1> %122, <2 x float> %112, <2 x float> %120, !dbg !140
  %124 = insertelement <2 x i1> poison, i1 %.529, i64 0, !dbg !140
  %125 = shufflevector <2 x i1> %124, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %126 = select <2 x i1> %125, <2 x float> %113, <2 x float> %123, !dbg !140
  %shift19 = shufflevector <2 x float> %126, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !142
  %127 = fsub <2 x float> %126, %shift19, !dbg !142
  %t161 = extractelement <2 x float> %127, i64 0, !dbg !142
  br label %b57, !dbg !139

b57:                                              ; preds = %b52, %b54, %b35
  %t165 = phi float [ %t113, %b35 ], [ %t153.mux, %b52 ], [ %t161, %b54 ]
  %t166 = phi i1 [ %t114, %b35 ], [ %t154.mux, %b52 ], [ true, %b54 ]
  %t167 = icmp eq i32 %.2, 0, !dbg !139
  br i1 %t167, label %b58, label %b64, !dbg !139

b58:                                              ; preds = %b57
  %128 = select i1 %t166, i1 %.1, i1 false, !dbg !139
  %a3.mux = select i1 %t166, float %t165, float %a3, !dbg !139
  %.1.mux = select i1 %t166, i1 true, i1 %.1, !dbg !139
  br i1 %128, label %b60, label %b62, !dbg !139

b60:                                              ; preds = %b58
  %.543 = fcmp ogt float %t165, %a3, !dbg !140
  %.544 = select i1 %.543, float %a3, float %t165, !dbg !140
  %.545 = fcmp oeq float %t165, %a3, !dbg !140
  %.546 = bitcast float %a3 to i32, !dbg !140
  %.547 = bitcast float %t165 to i32, !dbg !140
  %.548 = or i32 %.547, %.546, !dbg !140
  %.549 = bitcast i32 %.548 to float, !dbg !140
  %.550 = select i1 %.545, float %.549, float %.544, !dbg !140
  %.551 = fcmp uno float %a3, 0.000000e+00, !dbg !140
  %.552 = select i1 %.551, float %a3, float %.550, !dbg !140
  %.553 = fcmp uno float %t165, 0.000000e+00, !dbg !140
  %.554 = select i1 %.553, float %t165, float %.552, !dbg !140
  %.555 = fcmp olt float %t165, %a3, !dbg !141
  %.556 = select i1 %.555, float %a3, float %t165, !dbg !141
  %.560 = and i32 %.547, %.546, !dbg !141
  %.561 = bitcast i32 %.560 to float, !dbg !141
  %.562 = select i1 %.545, float %.561, float %.556, !dbg !141
  %.564 = select i1 %.551, float %a3, float %.562, !dbg !141
  %.566 = select i1 %.553, float %t165, float %.564, !dbg !141
  %t170 = fsub float %.554, %.566, !dbg !142
  br label %b62, !dbg !139

b62:                                              ; preds = %b58, %b60
  %t172 = phi float [ %a3.mux, %b58 ], [ %t170, %b60 ]
  %t173 = phi i1 [ %.1.mux, %b58 ], [ true, %b60 ]
  br i1 %t173, label %b63, label %b64, !dbg !139

b63:                                              ; preds = %b62
  store float %t172, ptr addrspace(1) %a2, align 4, !dbg !139
  br label %b64, !dbg !139

b64:                                              ; preds = %b63, %b62, %b57
  ret void, !dbg !139
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !143 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !144
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !144
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !144
  %t3 = sext i32 %.1 to i64, !dbg !144
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !144
  %t5 = sext i32 %.2 to i64, !dbg !144
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !144
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !144
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !144, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !144
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !144
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !144, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !144
  %.15 = add i32 %.14, %.9, !dbg !144
  %.16 = udiv i32 %.15, %.6, !dbg !144
  %t9 = sext i32 %.16 to i64, !dbg !144
  %t10 = mul nsw i64 %t7, %t5, !dbg !144
  %t11 = add nsw i64 %t10, %t3, !dbg !144
  %t12 = mul nsw i64 %t9, %t7, !dbg !144
  %t141 = icmp slt i64 %t11, %a0, !dbg !144
  br i1 %t141, label %b2, label %b7, !dbg !144

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t25, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !144

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t132, !dbg !144
  %.17 = load double, ptr addrspace(1) %t15, align 8, !dbg !144
  br label %b4, !dbg !144

b4:                                               ; preds = %b3, %b2
  %t17 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !144

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t132, !dbg !144
  %.18 = load double, ptr addrspace(1) %t18, align 8, !dbg !144
  br label %b6, !dbg !144

b6:                                               ; preds = %b5, %b4
  %t20 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  %.19 = fcmp olt double %t17, %t20, !dbg !145
  %.20 = select i1 %.19, double %t17, double %t20, !dbg !145
  %.21 = fcmp oeq double %t17, %t20, !dbg !145
  %.22 = bitcast double %t17 to i64, !dbg !145
  %.23 = bitcast double %t20 to i64, !dbg !145
  %.24 = or i64 %.23, %.22, !dbg !145
  %.25 = bitcast i64 %.24 to double, !dbg !145
  %.26 = select i1 %.21, double %.25, double %.20, !dbg !145
  %.27 = fcmp uno double %t17, 0.000000e+00, !dbg !145
  %.28 = select i1 %.27, double %t17, double %.26, !dbg !145
  %.29 = fcmp uno double %t20, 0.000000e+00, !dbg !145
  %.30 = select i1 %.29, double %t20, double %.28, !dbg !145
  %.31 = fcmp ogt double %t17, %t20, !dbg !146
  %.32 = select i1 %.31, double %t17, double %t20, !dbg !146
  %.36 = and i64 %.23, %.22, !dbg !146
  %.37 = bitcast i64 %.36 to double, !dbg !146
  %.38 = select i1 %.21, double %.37, double %.32, !dbg !146
  %.40 = select i1 %.27, double %t17, double %.38, !dbg !146
  %.42 = select i1 %.29, double %t20, double %.40, !dbg !146
  %t23 = fsub double %.30, %.42, !dbg !147
  %t24 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t132, !dbg !144
  store double %t23, ptr addrspace(1) %t24, align 8, !dbg !144
  %t25 = add i64 %t132, %t12, !dbg !144
  %t14 = icmp slt i64 %t25, %a0, !dbg !144
  br i1 %t14, label %b2, label %b7, !dbg !144

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !144
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !148 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !149
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !149
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !149
  %t3 = sext i32 %.1 to i64, !dbg !149
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !149
  %t5 = sext i32 %.2 to i64, !dbg !149
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !149
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !149
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !149, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !149
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !149
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !149, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !149
  %.15 = add i32 %.14, %.9, !dbg !149
  %.16 = udiv i32 %.15, %.6, !dbg !149
  %t9 = sext i32 %.16 to i64, !dbg !149
  %t10 = mul nsw i64 %t7, %t5, !dbg !149
  %t11 = add nsw i64 %t10, %t3, !dbg !149
  %t12 = mul nsw i64 %t9, %t7, !dbg !149
  %t13 = icmp sgt i64 %a1, 7, !dbg !149
  %t15 = icmp sgt i64 %a1, 6, !dbg !149
  %t17 = icmp sgt i64 %a1, 5, !dbg !149
  %t19 = icmp sgt i64 %a1, 4, !dbg !149
  %t21 = icmp sgt i64 %a1, 3, !dbg !149
  %t23 = icmp sgt i64 %a1, 2, !dbg !149
  %t25 = icmp sgt i64 %a1, 1, !dbg !149
  %t27 = icmp sgt i64 %a1, 0, !dbg !149
  %t291 = icmp slt i64 %t11, %a0, !dbg !149
  br i1 %t291, label %b2, label %b23, !dbg !149

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t151, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !149

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !149
  %t33 = mul i64 %t31, %a9, !dbg !149
  %t34 = sub nuw i64 %t282, %t33, !dbg !149
  %t35 = mul i64 %t34, %a19, !dbg !149
  %t36 = mul i64 %t34, %a29, !dbg !149
  %t37 = mul i64 %t34, %a38, !dbg !149
  br label %b4, !dbg !149

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !149

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !149
  %t45 = mul i64 %t43, %a8, !dbg !149
  %t46 = sub i64 %t38, %t45, !dbg !149
  %t47 = mul i64 %t46, %a18, !dbg !149
  %t48 = add i64 %t47, %t39, !dbg !149
  %t49 = mul i64 %t46, %a28, !dbg !149
  %t50 = add i64 %t49, %t40, !dbg !149
  %t51 = mul i64 %t46, %a37, !dbg !149
  %t52 = add i64 %t51, %t41, !dbg !149
  br label %b6, !dbg !149

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !149

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !149
  %t60 = mul i64 %t58, %a7, !dbg !149
  %t61 = sub i64 %t53, %t60, !dbg !149
  %t62 = mul i64 %t61, %a17, !dbg !149
  %t63 = add i64 %t62, %t54, !dbg !149
  %t64 = mul i64 %t61, %a27, !dbg !149
  %t65 = add i64 %t64, %t55, !dbg !149
  %t66 = mul i64 %t61, %a36, !dbg !149
  %t67 = add i64 %t66, %t56, !dbg !149
  br label %b8, !dbg !149

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !149

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !149
  %t75 = mul i64 %t73, %a6, !dbg !149
  %t76 = sub i64 %t68, %t75, !dbg !149
  %t77 = mul i64 %t76, %a16, !dbg !149
  %t78 = add i64 %t77, %t69, !dbg !149
  %t79 = mul i64 %t76, %a26, !dbg !149
  %t80 = add i64 %t79, %t70, !dbg !149
  %t81 = mul i64 %t76, %a35, !dbg !149
  %t82 = add i64 %t81, %t71, !dbg !149
  br label %b10, !dbg !149

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !149

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !149
  %t90 = mul i64 %t88, %a5, !dbg !149
  %t91 = sub i64 %t83, %t90, !dbg !149
  %t92 = mul i64 %t91, %a15, !dbg !149
  %t93 = add i64 %t92, %t84, !dbg !149
  %t94 = mul i64 %t91, %a25, !dbg !149
  %t95 = add i64 %t94, %t85, !dbg !149
  %t96 = mul i64 %t91, %a34, !dbg !149
  %t97 = add i64 %t96, %t86, !dbg !149
  br label %b12, !dbg !149

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !149

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !149
  %t105 = mul i64 %t103, %a4, !dbg !149
  %t106 = sub i64 %t98, %t105, !dbg !149
  %t107 = mul i64 %t106, %a14, !dbg !149
  %t108 = add i64 %t107, %t99, !dbg !149
  %t109 = mul i64 %t106, %a24, !dbg !149
  %t110 = add i64 %t109, %t100, !dbg !149
  %t111 = mul i64 %t106, %a33, !dbg !149
  %t112 = add i64 %t111, %t101, !dbg !149
  br label %b14, !dbg !149

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !149

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !149
  %t120 = mul i64 %t118, %a3, !dbg !149
  %t121 = sub i64 %t113, %t120, !dbg !149
  %t122 = mul i64 %t121, %a13, !dbg !149
  %t123 = add i64 %t122, %t114, !dbg !149
  %t124 = mul i64 %t121, %a23, !dbg !149
  %t125 = add i64 %t124, %t115, !dbg !149
  %t126 = mul i64 %t121, %a32, !dbg !149
  %t127 = add i64 %t126, %t116, !dbg !149
  br label %b16, !dbg !149

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !149

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !149
  %t133 = add i64 %t129, %t132, !dbg !149
  %t134 = mul i64 %t128, %a22, !dbg !149
  %t135 = add i64 %t130, %t134, !dbg !149
  %t136 = mul i64 %t128, %a31, !dbg !149
  %t137 = add i64 %t131, %t136, !dbg !149
  br label %b18, !dbg !149

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !149

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t138, !dbg !149
  %.17 = load double, ptr addrspace(1) %t141, align 8, !dbg !149
  br label %b20, !dbg !149

b20:                                              ; preds = %b19, %b18
  %t143 = phi double [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !149

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t139, !dbg !149
  %.18 = load double, ptr addrspace(1) %t144, align 8, !dbg !149
  br label %b22, !dbg !149

b22:                                              ; preds = %b21, %b20
  %t146 = phi double [ %.18, %b21 ], [ %a21, %b20 ]
  %.19 = fcmp olt double %t143, %t146, !dbg !150
  %.20 = select i1 %.19, double %t143, double %t146, !dbg !150
  %.21 = fcmp oeq double %t143, %t146, !dbg !150
  %.22 = bitcast double %t143 to i64, !dbg !150
  %.23 = bitcast double %t146 to i64, !dbg !150
  %.24 = or i64 %.23, %.22, !dbg !150
  %.25 = bitcast i64 %.24 to double, !dbg !150
  %.26 = select i1 %.21, double %.25, double %.20, !dbg !150
  %.27 = fcmp uno double %t143, 0.000000e+00, !dbg !150
  %.28 = select i1 %.27, double %t143, double %.26, !dbg !150
  %.29 = fcmp uno double %t146, 0.000000e+00, !dbg !150
  %.30 = select i1 %.29, double %t146, double %.28, !dbg !150
  %.31 = fcmp ogt double %t143, %t146, !dbg !151
  %.32 = select i1 %.31, double %t143, double %t146, !dbg !151
  %.36 = and i64 %.23, %.22, !dbg !151
  %.37 = bitcast i64 %.36 to double, !dbg !151
  %.38 = select i1 %.21, double %.37, double %.32, !dbg !151
  %.40 = select i1 %.27, double %t143, double %.38, !dbg !151
  %.42 = select i1 %.29, double %t146, double %.40, !dbg !151
  %t149 = fsub double %.30, %.42, !dbg !152
  %t150 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t140, !dbg !149
  store double %t149, ptr addrspace(1) %t150, align 8, !dbg !149
  %t151 = add i64 %t282, %t12, !dbg !149
  %t29 = icmp slt i64 %t151, %a0, !dbg !149
  br i1 %t29, label %b2, label %b23, !dbg !149

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !149
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !153 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !154
  %t3 = sext i32 %.1 to i64, !dbg !154
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !154
  %t5 = sext i32 %.2 to i64, !dbg !154
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !154
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !154
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !154, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !154
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !154
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !154, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !154
  %.15 = add i32 %.14, %.9, !dbg !154
  %.16 = udiv i32 %.15, %.6, !dbg !154
  %t9 = sext i32 %.16 to i64, !dbg !154
  %t10 = mul nsw i64 %t7, %t5, !dbg !154
  %t11 = add nsw i64 %t10, %t3, !dbg !154
  %t12 = mul nsw i64 %t9, %t7, !dbg !154
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !154
  %t14 = icmp eq i64 %a2, 1, !dbg !154
  %t15 = and i64 %t13, 15, !dbg !154
  %t16 = icmp eq i64 %t15, 0, !dbg !154
  %t17 = and i1 %t14, %t16, !dbg !154
  %t19 = ashr i64 %a0, 1, !dbg !154
  %t20 = add i64 %a0, 1, !dbg !154
  %t21 = ashr i64 %t20, 1, !dbg !154
  %t22 = icmp slt i64 %t11, %t21, !dbg !154
  br i1 %t22, label %b1, label %b17, !dbg !154

b1:                                               ; preds = %entry
  %t23 = shl nsw i64 %t11, 1, !dbg !154
  %t24 = mul i64 %t23, %a2, !dbg !154
  %t25 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t24, !dbg !154
  %.17 = load double, ptr addrspace(1) %t25, align 8, !dbg !154, !amdgpu.noclobber !6
  %0 = xor i64 %t23, -1, !dbg !154
  %t28 = add i64 %0, %a0, !dbg !154
  %t30 = icmp sgt i64 %t28, 0, !dbg !154
  br i1 %t30, label %b2, label %b3, !dbg !154

b2:                                               ; preds = %b1
  %t29 = getelementptr inbounds double, ptr addrspace(1) %t25, i64 %a2, !dbg !154
  %.18 = load double, ptr addrspace(1) %t29, align 8, !dbg !154, !amdgpu.noclobber !6
  %.19 = fcmp olt double %.17, %.18, !dbg !155
  %.20 = select i1 %.19, double %.17, double %.18, !dbg !155
  %.21 = fcmp oeq double %.17, %.18, !dbg !155
  %.22 = bitcast double %.17 to i64, !dbg !155
  %.23 = bitcast double %.18 to i64, !dbg !155
  %.24 = or i64 %.23, %.22, !dbg !155
  %.25 = bitcast i64 %.24 to double, !dbg !155
  %.26 = select i1 %.21, double %.25, double %.20, !dbg !155
  %.27 = fcmp uno double %.17, 0.000000e+00, !dbg !155
  %.28 = select i1 %.27, double %.17, double %.26, !dbg !155
  %.29 = fcmp uno double %.18, 0.000000e+00, !dbg !155
  %.30 = select i1 %.29, double %.18, double %.28, !dbg !155
  %.31 = fcmp ogt double %.17, %.18, !dbg !156
  %.32 = select i1 %.31, double %.17, double %.18, !dbg !156
  %.36 = and i64 %.23, %.22, !dbg !156
  %.37 = bitcast i64 %.36 to double, !dbg !156
  %.38 = select i1 %.21, double %.37, double %.32, !dbg !156
  %.40 = select i1 %.27, double %.17, double %.38, !dbg !156
  %.42 = select i1 %.29, double %.18, double %.40, !dbg !156
  %t34 = fsub double %.30, %.42, !dbg !157
  br label %b3, !dbg !154

b3:                                               ; preds = %b2, %b1
  %t35 = phi double [ %t34, %b2 ], [ %.17, %b1 ]
  %t36 = add nsw i64 %t12, %t11, !dbg !154
  br i1 %t17, label %b4, label %b11, !dbg !154

b4:                                               ; preds = %b3
  %t37 = shl nsw i64 %t12, 1, !dbg !154
  %t38 = sub nsw i64 %t19, %t12, !dbg !154
  %t4211 = icmp slt i64 %t36, %t38, !dbg !154
  br i1 %t4211, label %b6, label %b8.preheader, !dbg !154

b8.preheader:                                     ; preds = %b6, %b4
  %t39.lcssa = phi i64 [ %t36, %b4 ], [ %t64, %b6 ]
  %t40.lcssa = phi double [ %t35, %b4 ], [ %t63, %b6 ]
  %t6815 = icmp slt i64 %t39.lcssa, %t19, !dbg !154
  br i1 %t6815, label %b9, label %b11, !dbg !154

b6:                                               ; preds = %b4, %b6
  %t4013 = phi double [ %t63, %b6 ], [ %t35, %b4 ]
  %t3912 = phi i64 [ %t64, %b6 ], [ %t36, %b4 ]
  %t43 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t3912, !dbg !154
  %.43 = load <2 x double>, ptr addrspace(1) %t43, align 16, !dbg !154, !amdgpu.noclobber !6
  %.44 = extractelement <2 x double> %.43, i64 0, !dbg !154
  %.46 = extractelement <2 x double> %.43, i64 1, !dbg !154
  %t45 = add i64 %t3912, %t12, !dbg !154
  %t46 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t45, !dbg !154
  %.48 = load <2 x double>, ptr addrspace(1) %t46, align 16, !dbg !154, !amdgpu.noclobber !6
  %.49 = extractelement <2 x double> %.48, i64 0, !dbg !154
  %.51 = extractelement <2 x double> %.48, i64 1, !dbg !154
  %.53 = fcmp olt double %t4013, %.44, !dbg !155
  %.54 = select i1 %.53, double %t4013, double %.44, !dbg !155
  %.55 = fcmp oeq double %t4013, %.44, !dbg !155
  %.56 = bitcast double %t4013 to i64, !dbg !155
  %.57 = bitcast double %.44 to i64, !dbg !155
  %.58 = or i64 %.57, %.56, !dbg !155
  %.59 = bitcast i64 %.58 to double, !dbg !155
  %.60 = select i1 %.55, double %.59, double %.54, !dbg !155
  %.61 = fcmp uno double %t4013, 0.000000e+00, !dbg !155
  %.62 = select i1 %.61, double %t4013, double %.60, !dbg !155
  %.63 = fcmp uno double %.44, 0.000000e+00, !dbg !155
  %.64 = select i1 %.63, double %.44, double %.62, !dbg !155
  %.65 = fcmp ogt double %t4013, %.44, !dbg !156
  %.66 = select i1 %.65, double %t4013, double %.44, !dbg !156
  %.70 = and i64 %.57, %.56, !dbg !156
  %.71 = bitcast i64 %.70 to double, !dbg !156
  %.72 = select i1 %.55, double %.71, double %.66, !dbg !156
  %.74 = select i1 %.61, double %t4013, double %.72, !dbg !156
  %.76 = select i1 %.63, double %.44, double %.74, !dbg !156
  %t51 = fsub double %.64, %.76, !dbg !157
  %.77 = fcmp olt double %t51, %.46, !dbg !155
  %.78 = select i1 %.77, double %t51, double %.46, !dbg !155
  %.79 = fcmp oeq double %t51, %.46, !dbg !155
  %.80 = bitcast double %t51 to i64, !dbg !155
  %.81 = bitcast double %.46 to i64, !dbg !155
  %.82 = or i64 %.80, %.81, !dbg !155
  %.83 = bitcast i64 %.82 to double, !dbg !155
  %.84 = select i1 %.79, double %.83, double %.78, !dbg !155
  %.85 = fcmp uno double %t51, 0.000000e+00, !dbg !155
  %.86 = select i1 %.85, double %t51, double %.84, !dbg !155
  %.87 = fcmp uno double %.46, 0.000000e+00, !dbg !155
  %.88 = select i1 %.87, double %.46, double %.86, !dbg !155
  %.89 = fcmp ogt double %t51, %.46, !dbg !156
  %.90 = select i1 %.89, double %t51, double %.46, !dbg !156
  %.94 = and i64 %.80, %.81, !dbg !156
  %.95 = bitcast i64 %.94 to double, !dbg !156
  %.96 = select i1 %.79, double %.95, double %.90, !dbg !156
  %.98 = select i1 %.85, double %t51, double %.96, !dbg !156
  %.100 = select i1 %.87, double %.46, double %.98, !dbg !156
  %t55 = fsub double %.88, %.100, !dbg !157
  %.101 = fcmp olt double %t55, %.49, !dbg !155
  %.102 = select i1 %.101, double %t55, double %.49, !dbg !155
  %.103 = fcmp oeq double %t55, %.49, !dbg !155
  %.104 = bitcast double %t55 to i64, !dbg !155
  %.105 = bitcast double %.49 to i64, !dbg !155
  %.106 = or i64 %.104, %.105, !dbg !155
  %.107 = bitcast i64 %.106 to double, !dbg !155
  %.108 = select i1 %.103, double %.107, double %.102, !dbg !155
  %.109 = fcmp uno double %t55, 0.000000e+00, !dbg !155
  %.110 = select i1 %.109, double %t55, double %.108, !dbg !155
  %.111 = fcmp uno double %.49, 0.000000e+00, !dbg !155
  %.112 = select i1 %.111, double %.49, double %.110, !dbg !155
  %.113 = fcmp ogt double %t55, %.49, !dbg !156
  %.114 = select i1 %.113, double %t55, double %.49, !dbg !156
  %.118 = and i64 %.104, %.105, !dbg !156
  %.119 = bitcast i64 %.118 to double, !dbg !156
  %.120 = select i1 %.103, double %.119, double %.114, !dbg !156
  %.122 = select i1 %.109, double %t55, double %.120, !dbg !156
  %.124 = select i1 %.111, double %.49, double %.122, !dbg !156
  %t59 = fsub double %.112, %.124, !dbg !157
  %.125 = fcmp olt double %t59, %.51, !dbg !155
  %.126 = select i1 %.125, double %t59, double %.51, !dbg !155
  %.127 = fcmp oeq double %t59, %.51, !dbg !155
  %.128 = bitcast double %t59 to i64, !dbg !155
  %.129 = bitcast double %.51 to i64, !dbg !155
  %.130 = or i64 %.128, %.129, !dbg !155
  %.131 = bitcast i64 %.130 to double, !dbg !155
  %.132 = select i1 %.127, double %.131, double %.126, !dbg !155
  %.133 = fcmp uno double %t59, 0.000000e+00, !dbg !155
  %.134 = select i1 %.133, double %t59, double %.132, !dbg !155
  %.135 = fcmp uno double %.51, 0.000000e+00, !dbg !155
  %.136 = select i1 %.135, double %.51, double %.134, !dbg !155
  %.137 = fcmp ogt double %t59, %.51, !dbg !156
  %.138 = select i1 %.137, double %t59, double %.51, !dbg !156
  %.142 = and i64 %.128, %.129, !dbg !156
  %.143 = bitcast i64 %.142 to double, !dbg !156
  %.144 = select i1 %.127, double %.143, double %.138, !dbg !156
  %.146 = select i1 %.133, double %t59, double %.144, !dbg !156
  %.148 = select i1 %.135, double %.51, double %.146, !dbg !156
  %t63 = fsub double %.136, %.148, !dbg !157
  %t64 = add i64 %t3912, %t37, !dbg !154
  %t42 = icmp slt i64 %t64, %t38, !dbg !154
  br i1 %t42, label %b6, label %b8.preheader, !dbg !154

b9:                                               ; preds = %b8.preheader, %b9
  %t6617 = phi double [ %t78, %b9 ], [ %t40.lcssa, %b8.preheader ]
  %t6516 = phi i64 [ %t79, %b9 ], [ %t39.lcssa, %b8.preheader ]
  %t69 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t6516, !dbg !154
  %.149 = load <2 x double>, ptr addrspace(1) %t69, align 16, !dbg !154, !amdgpu.noclobber !6
  %.150 = extractelement <2 x double> %.149, i64 0, !dbg !154
  %.152 = extractelement <2 x double> %.149, i64 1, !dbg !154
  %.154 = fcmp olt double %t6617, %.150, !dbg !155
  %.155 = select i1 %.154, double %t6617, double %.150, !dbg !155
  %.156 = fcmp oeq double %t6617, %.150, !dbg !155
  %.157 = bitcast double %t6617 to i64, !dbg !155
  %.158 = bitcast double %.150 to i64, !dbg !155
  %.159 = or i64 %.158, %.157, !dbg !155
  %.160 = bitcast i64 %.159 to double, !dbg !155
  %.161 = select i1 %.156, double %.160, double %.155, !dbg !155
  %.162 = fcmp uno double %t6617, 0.000000e+00, !dbg !155
  %.163 = select i1 %.162, double %t6617, double %.161, !dbg !155
  %.164 = fcmp uno double %.150, 0.000000e+00, !dbg !155
  %.165 = select i1 %.164, double %.150, double %.163, !dbg !155
  %.166 = fcmp ogt double %t6617, %.150, !dbg !156
  %.167 = select i1 %.166, double %t6617, double %.150, !dbg !156
  %.171 = and i64 %.158, %.157, !dbg !156
  %.172 = bitcast i64 %.171 to double, !dbg !156
  %.173 = select i1 %.156, double %.172, double %.167, !dbg !156
  %.175 = select i1 %.162, double %t6617, double %.173, !dbg !156
  %.177 = select i1 %.164, double %.150, double %.175, !dbg !156
  %t74 = fsub double %.165, %.177, !dbg !157
  %.178 = fcmp olt double %t74, %.152, !dbg !155
  %.179 = select i1 %.178, double %t74, double %.152, !dbg !155
  %.180 = fcmp oeq double %t74, %.152, !dbg !155
  %.181 = bitcast double %t74 to i64, !dbg !155
  %.182 = bitcast double %.152 to i64, !dbg !155
  %.183 = or i64 %.181, %.182, !dbg !155
  %.184 = bitcast i64 %.183 to double, !dbg !155
  %.185 = select i1 %.180, double %.184, double %.179, !dbg !155
  %.186 = fcmp uno double %t74, 0.000000e+00, !dbg !155
  %.187 = select i1 %.186, double %t74, double %.185, !dbg !155
  %.188 = fcmp uno double %.152, 0.000000e+00, !dbg !155
  %.189 = select i1 %.188, double %.152, double %.187, !dbg !155
  %.190 = fcmp ogt double %t74, %.152, !dbg !156
  %.191 = select i1 %.190, double %t74, double %.152, !dbg !156
  %.195 = and i64 %.181, %.182, !dbg !156
  %.196 = bitcast i64 %.195 to double, !dbg !156
  %.197 = select i1 %.180, double %.196, double %.191, !dbg !156
  %.199 = select i1 %.186, double %t74, double %.197, !dbg !156
  %.201 = select i1 %.188, double %.152, double %.199, !dbg !156
  %t78 = fsub double %.189, %.201, !dbg !157
  %t79 = add i64 %t6516, %t12, !dbg !154
  %t68 = icmp slt i64 %t79, %t19, !dbg !154
  br i1 %t68, label %b9, label %b11, !dbg !154

b11:                                              ; preds = %b9, %b8.preheader, %b3
  %t80 = phi double [ %t35, %b3 ], [ %t40.lcssa, %b8.preheader ], [ %t78, %b9 ]
  %t81 = phi i64 [ %t36, %b3 ], [ %t39.lcssa, %b8.preheader ], [ %t79, %b9 ]
  %t82 = shl i64 %a2, 1, !dbg !154
  %t85 = mul i64 %t12, %t82, !dbg !154
  %t8920 = icmp slt i64 %t81, %t21, !dbg !154
  br i1 %t8920, label %b13.lr.ph, label %b17, !dbg !154

b13.lr.ph:                                        ; preds = %b11
  %t83 = mul i64 %t81, %t82, !dbg !154
  %t84 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t83, !dbg !154
  %t91 = add i64 %a0, -1
  br label %b13, !dbg !154

b13:                                              ; preds = %b13.lr.ph, %b15
  %t8823 = phi double [ %t80, %b13.lr.ph ], [ %t103, %b15 ]
  %t8722 = phi i64 [ %t81, %b13.lr.ph ], [ %t104, %b15 ]
  %t8621 = phi ptr addrspace(1) [ %t84, %b13.lr.ph ], [ %t105, %b15 ]
  %t90.neg = mul i64 %t8722, -2, !dbg !154
  %t92 = add i64 %t91, %t90.neg, !dbg !154
  %.202 = load double, ptr addrspace(1) %t8621, align 8, !dbg !154
  %.203 = fcmp olt double %t8823, %.202, !dbg !155
  %.204 = select i1 %.203, double %t8823, double %.202, !dbg !155
  %.205 = fcmp oeq double %t8823, %.202, !dbg !155
  %.206 = bitcast double %t8823 to i64, !dbg !155
  %.207 = bitcast double %.202 to i64, !dbg !155
  %.208 = or i64 %.207, %.206, !dbg !155
  %.209 = bitcast i64 %.208 to double, !dbg !155
  %.210 = select i1 %.205, double %.209, double %.204, !dbg !155
  %.211 = fcmp uno double %t8823, 0.000000e+00, !dbg !155
  %.212 = select i1 %.211, double %t8823, double %.210, !dbg !155
  %.213 = fcmp uno double %.202, 0.000000e+00, !dbg !155
  %.214 = select i1 %.213, double %.202, double %.212, !dbg !155
  %.215 = fcmp ogt double %t8823, %.202, !dbg !156
  %.216 = select i1 %.215, double %t8823, double %.202, !dbg !156
  %.220 = and i64 %.207, %.206, !dbg !156
  %.221 = bitcast i64 %.220 to double, !dbg !156
  %.222 = select i1 %.205, double %.221, double %.216, !dbg !156
  %.224 = select i1 %.211, double %t8823, double %.222, !dbg !156
  %.226 = select i1 %.213, double %.202, double %.224, !dbg !156
  %t96 = fsub double %.214, %.226, !dbg !157
  %t98 = icmp sgt i64 %t92, 0, !dbg !154
  br i1 %t98, label %b14, label %b15, !dbg !154

b14:                                              ; preds = %b13
  %t97 = getelementptr inbounds double, ptr addrspace(1) %t8621, i64 %a2, !dbg !154
  %.227 = load double, ptr addrspace(1) %t97, align 8, !dbg !154
  %.228 = fcmp olt double %t96, %.227, !dbg !155
  %.229 = select i1 %.228, double %t96, double %.227, !dbg !155
  %.230 = fcmp oeq double %t96, %.227, !dbg !155
  %.231 = bitcast double %t96 to i64, !dbg !155
  %.232 = bitcast double %.227 to i64, !dbg !155
  %.233 = or i64 %.232, %.231, !dbg !155
  %.234 = bitcast i64 %.233 to double, !dbg !155
  %.235 = select i1 %.230, double %.234, double %.229, !dbg !155
  %.236 = fcmp uno double %t96, 0.000000e+00, !dbg !155
  %.237 = select i1 %.236, double %t96, double %.235, !dbg !155
  %.238 = fcmp uno double %.227, 0.000000e+00, !dbg !155
  %.239 = select i1 %.238, double %.227, double %.237, !dbg !155
  %.240 = fcmp ogt double %t96, %.227, !dbg !156
  %.241 = select i1 %.240, double %t96, double %.227, !dbg !156
  %.245 = and i64 %.232, %.231, !dbg !156
  %.246 = bitcast i64 %.245 to double, !dbg !156
  %.247 = select i1 %.230, double %.246, double %.241, !dbg !156
  %.249 = select i1 %.236, double %t96, double %.247, !dbg !156
  %.251 = select i1 %.238, double %.227, double %.249, !dbg !156
  %t102 = fsub double %.239, %.251, !dbg !157
  br label %b15, !dbg !154

b15:                                              ; preds = %b14, %b13
  %t103 = phi double [ %t102, %b14 ], [ %t96, %b13 ]
  %t104 = add i64 %t8722, %t12, !dbg !154
  %t105 = getelementptr inbounds double, ptr addrspace(1) %t8621, i64 %t85, !dbg !154
  %t89 = icmp slt i64 %t104, %t21, !dbg !154
  br i1 %t89, label %b13, label %b17, !dbg !154

b17:                                              ; preds = %b15, %b11, %entry
  %t106 = phi double [ 0.000000e+00, %entry ], [ %t80, %b11 ], [ %t103, %b15 ]
  %t107 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !154
  store double %t106, ptr addrspace(3) %t107, align 8, !dbg !154
  %t108 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !154
  %.252 = zext i1 %t22 to i8, !dbg !154
  store i8 %.252, ptr addrspace(3) %t108, align 1, !dbg !154
  fence syncscope("workgroup") release, !dbg !154
  tail call void @llvm.amdgcn.s.barrier(), !dbg !154
  fence syncscope("workgroup") acquire, !dbg !154
  %t109 = icmp slt i32 %.1, 128, !dbg !154
  br i1 %t109, label %b18, label %b23, !dbg !154

b18:                                              ; preds = %b17
  %t110 = add nsw i32 %.1, 128, !dbg !154
  %t111 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t110, !dbg !154
  %.253 = load double, ptr addrspace(3) %t111, align 8, !dbg !154
  %t113 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t110, !dbg !154
  %.254 = load i8, ptr addrspace(3) %t113, align 1, !dbg !154
  %.255.not10 = icmp eq i8 %.254, 0, !dbg !154
  %t22.not = xor i1 %t22, true, !dbg !154
  %brmerge = select i1 %.255.not10, i1 true, i1 %t22.not, !dbg !154
  %t106.mux = select i1 %.255.not10, double %t106, double %.253, !dbg !154
  %not..255.not10 = xor i1 %.255.not10, true, !dbg !154
  %t22.mux = select i1 %not..255.not10, i1 true, i1 %t22, !dbg !154
  br i1 %brmerge, label %b22, label %b20, !dbg !154

b20:                                              ; preds = %b18
  %.256 = fcmp olt double %t106, %.253, !dbg !155
  %.257 = select i1 %.256, double %t106, double %.253, !dbg !155
  %.258 = fcmp oeq double %t106, %.253, !dbg !155
  %.259 = bitcast double %t106 to i64, !dbg !155
  %.260 = bitcast double %.253 to i64, !dbg !155
  %.261 = or i64 %.260, %.259, !dbg !155
  %.262 = bitcast i64 %.261 to double, !dbg !155
  %.263 = select i1 %.258, double %.262, double %.257, !dbg !155
  %.264 = fcmp uno double %t106, 0.000000e+00, !dbg !155
  %.265 = select i1 %.264, double %t106, double %.263, !dbg !155
  %.266 = fcmp uno double %.253, 0.000000e+00, !dbg !155
  %.267 = select i1 %.266, double %.253, double %.265, !dbg !155
  %.268 = fcmp ogt double %t106, %.253, !dbg !156
  %.269 = select i1 %.268, double %t106, double %.253, !dbg !156
  %.273 = and i64 %.260, %.259, !dbg !156
  %.274 = bitcast i64 %.273 to double, !dbg !156
  %.275 = select i1 %.258, double %.274, double %.269, !dbg !156
  %.277 = select i1 %.264, double %t106, double %.275, !dbg !156
  %.279 = select i1 %.266, double %.253, double %.277, !dbg !156
  %t117 = fsub double %.267, %.279, !dbg !157
  br label %b22, !dbg !154

b22:                                              ; preds = %b18, %b20
  %t119 = phi double [ %t106.mux, %b18 ], [ %t117, %b20 ]
  %t120 = phi i1 [ %t22.mux, %b18 ], [ true, %b20 ]
  store double %t119, ptr addrspace(3) %t107, align 8, !dbg !154
  %.280 = zext i1 %t120 to i8, !dbg !154
  store i8 %.280, ptr addrspace(3) %t108, align 1, !dbg !154
  br label %b23, !dbg !154

b23:                                              ; preds = %b22, %b17
  %t121 = phi double [ %t119, %b22 ], [ %t106, %b17 ]
  %t122 = phi i1 [ %t120, %b22 ], [ %t22, %b17 ]
  fence syncscope("workgroup") release, !dbg !154
  tail call void @llvm.amdgcn.s.barrier(), !dbg !154
  fence syncscope("workgroup") acquire, !dbg !154
  %t123 = icmp slt i32 %.1, 64, !dbg !154
  br i1 %t123, label %b24, label %b29, !dbg !154

b24:                                              ; preds = %b23
  %t124 = add nsw i32 %.1, 64, !dbg !154
  %t125 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t124, !dbg !154
  %.281 = load double, ptr addrspace(3) %t125, align 8, !dbg !154
  %t127 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t124, !dbg !154
  %.282 = load i8, ptr addrspace(3) %t127, align 1, !dbg !154
  %.283.not9 = icmp eq i8 %.282, 0, !dbg !154
  %t122.not = xor i1 %t122, true, !dbg !154
  %brmerge1 = select i1 %.283.not9, i1 true, i1 %t122.not, !dbg !154
  %t121.mux = select i1 %.283.not9, double %t121, double %.281, !dbg !154
  %not..283.not9 = xor i1 %.283.not9, true, !dbg !154
  %t122.mux = select i1 %not..283.not9, i1 true, i1 %t122, !dbg !154
  br i1 %brmerge1, label %b28, label %b26, !dbg !154

b26:                                              ; preds = %b24
  %.284 = fcmp olt double %t121, %.281, !dbg !155
  %.285 = select i1 %.284, double %t121, double %.281, !dbg !155
  %.286 = fcmp oeq double %t121, %.281, !dbg !155
  %.287 = bitcast double %t121 to i64, !dbg !155
  %.288 = bitcast double %.281 to i64, !dbg !155
  %.289 = or i64 %.288, %.287, !dbg !155
  %.290 = bitcast i64 %.289 to double, !dbg !155
  %.291 = select i1 %.286, double %.290, double %.285, !dbg !155
  %.292 = fcmp uno double %t121, 0.000000e+00, !dbg !155
  %.293 = select i1 %.292, double %t121, double %.291, !dbg !155
  %.294 = fcmp uno double %.281, 0.000000e+00, !dbg !155
  %.295 = select i1 %.294, double %.281, double %.293, !dbg !155
  %.296 = fcmp ogt double %t121, %.281, !dbg !156
  %.297 = select i1 %.296, double %t121, double %.281, !dbg !156
  %.301 = and i64 %.288, %.287, !dbg !156
  %.302 = bitcast i64 %.301 to double, !dbg !156
  %.303 = select i1 %.286, double %.302, double %.297, !dbg !156
  %.305 = select i1 %.292, double %t121, double %.303, !dbg !156
  %.307 = select i1 %.294, double %.281, double %.305, !dbg !156
  %t131 = fsub double %.295, %.307, !dbg !157
  br label %b28, !dbg !154

b28:                                              ; preds = %b24, %b26
  %t133 = phi double [ %t121.mux, %b24 ], [ %t131, %b26 ]
  %t134 = phi i1 [ %t122.mux, %b24 ], [ true, %b26 ]
  store double %t133, ptr addrspace(3) %t107, align 8, !dbg !154
  %.308 = zext i1 %t134 to i8, !dbg !154
  store i8 %.308, ptr addrspace(3) %t108, align 1, !dbg !154
  br label %b29, !dbg !154

b29:                                              ; preds = %b28, %b23
  %t135 = phi double [ %t133, %b28 ], [ %t121, %b23 ]
  %t136 = phi i1 [ %t134, %b28 ], [ %t122, %b23 ]
  fence syncscope("workgroup") release, !dbg !154
  tail call void @llvm.amdgcn.s.barrier(), !dbg !154
  fence syncscope("workgroup") acquire, !dbg !154
  %t137 = icmp slt i32 %.1, 32, !dbg !154
  br i1 %t137, label %b30, label %b35, !dbg !154

b30:                                              ; preds = %b29
  %t138 = add nsw i32 %.1, 32, !dbg !154
  %t139 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t138, !dbg !154
  %.309 = load double, ptr addrspace(3) %t139, align 8, !dbg !154
  %t141 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t138, !dbg !154
  %.310 = load i8, ptr addrspace(3) %t141, align 1, !dbg !154
  %.311.not8 = icmp eq i8 %.310, 0, !dbg !154
  %t136.not = xor i1 %t136, true, !dbg !154
  %brmerge2 = select i1 %.311.not8, i1 true, i1 %t136.not, !dbg !154
  %t135.mux = select i1 %.311.not8, double %t135, double %.309, !dbg !154
  %not..311.not8 = xor i1 %.311.not8, true, !dbg !154
  %t136.mux = select i1 %not..311.not8, i1 true, i1 %t136, !dbg !154
  br i1 %brmerge2, label %b35, label %b32, !dbg !154

b32:                                              ; preds = %b30
  %.312 = fcmp olt double %t135, %.309, !dbg !155
  %.313 = select i1 %.312, double %t135, double %.309, !dbg !155
  %.314 = fcmp oeq double %t135, %.309, !dbg !155
  %.315 = bitcast double %t135 to i64, !dbg !155
  %.316 = bitcast double %.309 to i64, !dbg !155
  %.317 = or i64 %.316, %.315, !dbg !155
  %.318 = bitcast i64 %.317 to double, !dbg !155
  %.319 = select i1 %.314, double %.318, double %.313, !dbg !155
  %.320 = fcmp uno double %t135, 0.000000e+00, !dbg !155
  %.321 = select i1 %.320, double %t135, double %.319, !dbg !155
  %.322 = fcmp uno double %.309, 0.000000e+00, !dbg !155
  %.323 = select i1 %.322, double %.309, double %.321, !dbg !155
  %.324 = fcmp ogt double %t135, %.309, !dbg !156
  %.325 = select i1 %.324, double %t135, double %.309, !dbg !156
  %.329 = and i64 %.316, %.315, !dbg !156
  %.330 = bitcast i64 %.329 to double, !dbg !156
  %.331 = select i1 %.314, double %.330, double %.325, !dbg !156
  %.333 = select i1 %.320, double %t135, double %.331, !dbg !156
  %.335 = select i1 %.322, double %.309, double %.333, !dbg !156
  %t145 = fsub double %.323, %.335, !dbg !157
  br label %b35, !dbg !154

b35:                                              ; preds = %b30, %b32, %b29
  %t149 = phi double [ %t135, %b29 ], [ %t135.mux, %b30 ], [ %t145, %b32 ]
  %t150 = phi i1 [ %t136, %b29 ], [ %t136.mux, %b30 ], [ true, %b32 ]
  br i1 %t137, label %b36, label %b57, !dbg !154

b36:                                              ; preds = %b35
  %.337 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !154
  %.338 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.337), !dbg !154
  %.339 = zext i32 %.338 to i64, !dbg !154
  %.340 = add nuw nsw i64 %.339, 16, !dbg !154
  %.341 = icmp ult i32 %.338, 48, !dbg !154
  %.342 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !154
  %.343 = and i64 %.340, 63, !dbg !154
  %1 = shl nuw i64 1, %.343, !dbg !154
  %2 = and i64 %1, %.342, !dbg !154
  %.345 = icmp ne i64 %2, 0, !dbg !154
  %.346 = and i1 %.341, %.345, !dbg !154
  %.347 = trunc i64 %.340 to i32, !dbg !154
  %.348 = shl i32 %.347, 2, !dbg !154
  %.349 = bitcast double %t149 to i64, !dbg !154
  %.350 = trunc i64 %.349 to i32, !dbg !154
  %.351 = lshr i64 %.349, 32, !dbg !154
  %.352 = trunc i64 %.351 to i32, !dbg !154
  %.353 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.348, i32 %.350), !dbg !154
  %.354 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.348, i32 %.352), !dbg !154
  %.355 = zext i32 %.353 to i64, !dbg !154
  %.356 = zext i32 %.354 to i64, !dbg !154
  %.357 = shl nuw i64 %.356, 32, !dbg !154
  %.358 = or i64 %.357, %.355, !dbg !154
  %.359 = bitcast i64 %.358 to double, !dbg !154
  %t151 = select i1 %.346, double %.359, double %t149, !dbg !154
  %.373 = zext i1 %t150 to i32, !dbg !154
  %.374 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.348, i32 %.373), !dbg !154
  %3 = and i32 %.374, 1, !dbg !154
  %.375 = icmp ne i32 %3, 0, !dbg !154
  %t152 = select i1 %.346, i1 %.375, i1 %t150, !dbg !154
  %t153 = icmp slt i32 %.1, 16, !dbg !154
  %t154 = and i1 %t153, %t152, !dbg !154
  %4 = select i1 %t154, i1 %t150, i1 false, !dbg !154
  %t149.mux = select i1 %t154, double %t151, double %t149, !dbg !154
  %t150.mux = select i1 %t154, i1 true, i1 %t150, !dbg !154
  br i1 %4, label %b38, label %b40, !dbg !154

b38:                                              ; preds = %b36
  %.376 = fcmp olt double %t149, %t151, !dbg !155
  %.377 = select i1 %.376, double %t149, double %t151, !dbg !155
  %.378 = fcmp oeq double %t149, %t151, !dbg !155
  %.380 = bitcast double %t151 to i64, !dbg !155
  %.381 = or i64 %.380, %.349, !dbg !155
  %.382 = bitcast i64 %.381 to double, !dbg !155
  %.383 = select i1 %.378, double %.382, double %.377, !dbg !155
  %.384 = fcmp uno double %t149, 0.000000e+00, !dbg !155
  %.385 = select i1 %.384, double %t149, double %.383, !dbg !155
  %.386 = fcmp uno double %t151, 0.000000e+00, !dbg !155
  %.387 = select i1 %.386, double %t151, double %.385, !dbg !155
  %.388 = fcmp ogt double %t149, %t151, !dbg !156
  %.389 = select i1 %.388, double %t149, double %t151, !dbg !156
  %.393 = and i64 %.380, %.349, !dbg !156
  %.394 = bitcast i64 %.393 to double, !dbg !156
  %.395 = select i1 %.378, double %.394, double %.389, !dbg !156
  %.397 = select i1 %.384, double %t149, double %.395, !dbg !156
  %.399 = select i1 %.386, double %t151, double %.397, !dbg !156
  %t157 = fsub double %.387, %.399, !dbg !157
  br label %b40, !dbg !154

b40:                                              ; preds = %b36, %b38
  %t159 = phi double [ %t149.mux, %b36 ], [ %t157, %b38 ]
  %t160 = phi i1 [ %t150.mux, %b36 ], [ true, %b38 ]
  %.404 = add nuw nsw i64 %.339, 8, !dbg !154
  %.405 = icmp ult i32 %.338, 56, !dbg !154
  %.407 = and i64 %.404, 63, !dbg !154
  %5 = shl nuw i64 1, %.407, !dbg !154
  %6 = and i64 %5, %.342, !dbg !154
  %.409 = icmp ne i64 %6, 0, !dbg !154
  %.410 = and i1 %.405, %.409, !dbg !154
  %.411 = trunc i64 %.404 to i32, !dbg !154
  %.412 = shl i32 %.411, 2, !dbg !154
  %.413 = bitcast double %t159 to i64, !dbg !154
  %.414 = trunc i64 %.413 to i32, !dbg !154
  %.415 = lshr i64 %.413, 32, !dbg !154
  %.416 = trunc i64 %.415 to i32, !dbg !154
  %.417 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.412, i32 %.414), !dbg !154
  %.418 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.412, i32 %.416), !dbg !154
  %.419 = zext i32 %.417 to i64, !dbg !154
  %.420 = zext i32 %.418 to i64, !dbg !154
  %.421 = shl nuw i64 %.420, 32, !dbg !154
  %.422 = or i64 %.421, %.419, !dbg !154
  %.423 = bitcast i64 %.422 to double, !dbg !154
  %t161 = select i1 %.410, double %.423, double %t159, !dbg !154
  %.437 = zext i1 %t160 to i32, !dbg !154
  %.438 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.412, i32 %.437), !dbg !154
  %7 = and i32 %.438, 1, !dbg !154
  %.439 = icmp ne i32 %7, 0, !dbg !154
  %t162 = select i1 %.410, i1 %.439, i1 %t160, !dbg !154
  %t163 = icmp slt i32 %.1, 24, !dbg !154
  %t164 = and i1 %t163, %t162, !dbg !154
  %8 = select i1 %t164, i1 %t160, i1 false, !dbg !154
  %t159.mux = select i1 %t164, double %t161, double %t159, !dbg !154
  %t160.mux = select i1 %t164, i1 true, i1 %t160, !dbg !154
  br i1 %8, label %b42, label %b44, !dbg !154

b42:                                              ; preds = %b40
  %.440 = fcmp olt double %t159, %t161, !dbg !155
  %.441 = select i1 %.440, double %t159, double %t161, !dbg !155
  %.442 = fcmp oeq double %t159, %t161, !dbg !155
  %.444 = bitcast double %t161 to i64, !dbg !155
  %.445 = or i64 %.444, %.413, !dbg !155
  %.446 = bitcast i64 %.445 to double, !dbg !155
  %.447 = select i1 %.442, double %.446, double %.441, !dbg !155
  %.448 = fcmp uno double %t159, 0.000000e+00, !dbg !155
  %.449 = select i1 %.448, double %t159, double %.447, !dbg !155
  %.450 = fcmp uno double %t161, 0.000000e+00, !dbg !155
  %.451 = select i1 %.450, double %t161, double %.449, !dbg !155
  %.452 = fcmp ogt double %t159, %t161, !dbg !156
  %.453 = select i1 %.452, double %t159, double %t161, !dbg !156
  %.457 = and i64 %.444, %.413, !dbg !156
  %.458 = bitcast i64 %.457 to double, !dbg !156
  %.459 = select i1 %.442, double %.458, double %.453, !dbg !156
  %.461 = select i1 %.448, double %t159, double %.459, !dbg !156
  %.463 = select i1 %.450, double %t161, double %.461, !dbg !156
  %t167 = fsub double %.451, %.463, !dbg !157
  br label %b44, !dbg !154

b44:                                              ; preds = %b40, %b42
  %t169 = phi double [ %t159.mux, %b40 ], [ %t167, %b42 ]
  %t170 = phi i1 [ %t160.mux, %b40 ], [ true, %b42 ]
  %.468 = add nuw nsw i64 %.339, 4, !dbg !154
  %.469 = icmp ult i32 %.338, 60, !dbg !154
  %.471 = and i64 %.468, 63, !dbg !154
  %9 = shl nuw i64 1, %.471, !dbg !154
  %10 = and i64 %9, %.342, !dbg !154
  %.473 = icmp ne i64 %10, 0, !dbg !154
  %.474 = and i1 %.469, %.473, !dbg !154
  %.475 = trunc i64 %.468 to i32, !dbg !154
  %.476 = shl i32 %.475, 2, !dbg !154
  %.477 = bitcast double %t169 to i64, !dbg !154
  %.478 = trunc i64 %.477 to i32, !dbg !154
  %.479 = lshr i64 %.477, 32, !dbg !154
  %.480 = trunc i64 %.479 to i32, !dbg !154
  %.481 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.476, i32 %.478), !dbg !154
  %.482 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.476, i32 %.480), !dbg !154
  %.483 = zext i32 %.481 to i64, !dbg !154
  %.484 = zext i32 %.482 to i64, !dbg !154
  %.485 = shl nuw i64 %.484, 32, !dbg !154
  %.486 = or i64 %.485, %.483, !dbg !154
  %.487 = bitcast i64 %.486 to double, !dbg !154
  %t171 = select i1 %.474, double %.487, double %t169, !dbg !154
  %.501 = zext i1 %t170 to i32, !dbg !154
  %.502 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.476, i32 %.501), !dbg !154
  %11 = and i32 %.502, 1, !dbg !154
  %.503 = icmp ne i32 %11, 0, !dbg !154
  %t172 = select i1 %.474, i1 %.503, i1 %t170, !dbg !154
  %t173 = icmp slt i32 %.1, 28, !dbg !154
  %t174 = and i1 %t173, %t172, !dbg !154
  %12 = select i1 %t174, i1 %t170, i1 false, !dbg !154
  %t169.mux = select i1 %t174, double %t171, double %t169, !dbg !154
  %t170.mux = select i1 %t174, i1 true, i1 %t170, !dbg !154
  br i1 %12, label %b46, label %b48, !dbg !154

b46:                                              ; preds = %b44
  %.504 = fcmp olt double %t169, %t171, !dbg !155
  %.505 = select i1 %.504, double %t169, double %t171, !dbg !155
  %.506 = fcmp oeq double %t169, %t171, !dbg !155
  %.508 = bitcast double %t171 to i64, !dbg !155
  %.509 = or i64 %.508, %.477, !dbg !155
  %.510 = bitcast i64 %.509 to double, !dbg !155
  %.511 = select i1 %.506, double %.510, double %.505, !dbg !155
  %.512 = fcmp uno double %t169, 0.000000e+00, !dbg !155
  %.513 = select i1 %.512, double %t169, double %.511, !dbg !155
  %.514 = fcmp uno double %t171, 0.000000e+00, !dbg !155
  %.515 = select i1 %.514, double %t171, double %.513, !dbg !155
  %.516 = fcmp ogt double %t169, %t171, !dbg !156
  %.517 = select i1 %.516, double %t169, double %t171, !dbg !156
  %.521 = and i64 %.508, %.477, !dbg !156
  %.522 = bitcast i64 %.521 to double, !dbg !156
  %.523 = select i1 %.506, double %.522, double %.517, !dbg !156
  %.525 = select i1 %.512, double %t169, double %.523, !dbg !156
  %.527 = select i1 %.514, double %t171, double %.525, !dbg !156
  %t177 = fsub double %.515, %.527, !dbg !157
  br label %b48, !dbg !154

b48:                                              ; preds = %b44, %b46
  %t179 = phi double [ %t169.mux, %b44 ], [ %t177, %b46 ]
  %t180 = phi i1 [ %t170.mux, %b44 ], [ true, %b46 ]
  %.532 = add nuw nsw i64 %.339, 2, !dbg !154
  %.533 = icmp ult i32 %.338, 62, !dbg !154
  %.535 = and i64 %.532, 63, !dbg !154
  %13 = shl nuw i64 1, %.535, !dbg !154
  %14 = and i64 %13, %.342, !dbg !154
  %.537 = icmp ne i64 %14, 0, !dbg !154
  %.538 = and i1 %.533, %.537, !dbg !154
  %.539 = trunc i64 %.532 to i32, !dbg !154
  %.540 = shl i32 %.539, 2, !dbg !154
  %.541 = bitcast double %t179 to i64, !dbg !154
  %.542 = trunc i64 %.541 to i32, !dbg !154
  %.543 = lshr i64 %.541, 32, !dbg !154
  %.544 = trunc i64 %.543 to i32, !dbg !154
  %.545 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.540, i32 %.542), !dbg !154
  %.546 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.540, i32 %.544), !dbg !154
  %.547 = zext i32 %.545 to i64, !dbg !154
  %.548 = zext i32 %.546 to i64, !dbg !154
  %.549 = shl nuw i64 %.548, 32, !dbg !154
  %.550 = or i64 %.549, %.547, !dbg !154
  %.551 = bitcast i64 %.550 to double, !dbg !154
  %t181 = select i1 %.538, double %.551, double %t179, !dbg !154
  %.565 = zext i1 %t180 to i32, !dbg !154
  %.566 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.540, i32 %.565), !dbg !154
  %15 = and i32 %.566, 1, !dbg !154
  %.567 = icmp ne i32 %15, 0, !dbg !154
  %t182 = select i1 %.538, i1 %.567, i1 %t180, !dbg !154
  %t183 = icmp slt i32 %.1, 30, !dbg !154
  %t184 = and i1 %t183, %t182, !dbg !154
  %16 = select i1 %t184, i1 %t180, i1 false, !dbg !154
  %t179.mux = select i1 %t184, double %t181, double %t179, !dbg !154
  %t180.mux = select i1 %t184, i1 true, i1 %t180, !dbg !154
  br i1 %16, label %b50, label %b52, !dbg !154

b50:                                              ; preds = %b48
  %.568 = fcmp olt double %t179, %t181, !dbg !155
  %.569 = select i1 %.568, double %t179, double %t181, !dbg !155
  %.570 = fcmp oeq double %t179, %t181, !dbg !155
  %.572 = bitcast double %t181 to i64, !dbg !155
  %.573 = or i64 %.572, %.541, !dbg !155
  %.574 = bitcast i64 %.573 to double, !dbg !155
  %.575 = select i1 %.570, double %.574, double %.569, !dbg !155
  %.576 = fcmp uno double %t179, 0.000000e+00, !dbg !155
  %.577 = select i1 %.576, double %t179, double %.575, !dbg !155
  %.578 = fcmp uno double %t181, 0.000000e+00, !dbg !155
  %.579 = select i1 %.578, double %t181, double %.577, !dbg !155
  %.580 = fcmp ogt double %t179, %t181, !dbg !156
  %.581 = select i1 %.580, double %t179, double %t181, !dbg !156
  %.585 = and i64 %.572, %.541, !dbg !156
  %.586 = bitcast i64 %.585 to double, !dbg !156
  %.587 = select i1 %.570, double %.586, double %.581, !dbg !156
  %.589 = select i1 %.576, double %t179, double %.587, !dbg !156
  %.591 = select i1 %.578, double %t181, double %.589, !dbg !156
  %t187 = fsub double %.579, %.591, !dbg !157
  br label %b52, !dbg !154

b52:                                              ; preds = %b48, %b50
  %t189 = phi double [ %t179.mux, %b48 ], [ %t187, %b50 ]
  %t190 = phi i1 [ %t180.mux, %b48 ], [ true, %b50 ]
  %.596 = add nuw nsw i64 %.339, 1, !dbg !154
  %.597 = icmp ult i32 %.338, 63, !dbg !154
  %.599 = and i64 %.596, 63, !dbg !154
  %17 = shl nuw i64 1, %.599, !dbg !154
  %18 = and i64 %17, %.342, !dbg !154
  %.601 = icmp ne i64 %18, 0, !dbg !154
  %.602 = and i1 %.597, %.601, !dbg !154
  %.603 = trunc i64 %.596 to i32, !dbg !154
  %.604 = shl i32 %.603, 2, !dbg !154
  %.605 = bitcast double %t189 to i64, !dbg !154
  %.606 = trunc i64 %.605 to i32, !dbg !154
  %.607 = lshr i64 %.605, 32, !dbg !154
  %.608 = trunc i64 %.607 to i32, !dbg !154
  %.609 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.604, i32 %.606), !dbg !154
  %.610 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.604, i32 %.608), !dbg !154
  %.611 = zext i32 %.609 to i64, !dbg !154
  %.612 = zext i32 %.610 to i64, !dbg !154
  %.613 = shl nuw i64 %.612, 32, !dbg !154
  %.614 = or i64 %.613, %.611, !dbg !154
  %.615 = bitcast i64 %.614 to double, !dbg !154
  %t191 = select i1 %.602, double %.615, double %t189, !dbg !154
  %.629 = zext i1 %t190 to i32, !dbg !154
  %.630 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.604, i32 %.629), !dbg !154
  %19 = and i32 %.630, 1, !dbg !154
  %.631 = icmp ne i32 %19, 0, !dbg !154
  %t192 = select i1 %.602, i1 %.631, i1 %t190, !dbg !154
  %t193 = icmp slt i32 %.1, 31, !dbg !154
  %t194 = and i1 %t193, %t192, !dbg !154
  %20 = select i1 %t194, i1 %t190, i1 false, !dbg !154
  %t189.mux = select i1 %t194, double %t191, double %t189, !dbg !154
  %t190.mux = select i1 %t194, i1 true, i1 %t190, !dbg !154
  br i1 %20, label %b54, label %b57, !dbg !154

b54:                                              ; preds = %b52
  %.632 = fcmp olt double %t189, %t191, !dbg !155
  %.633 = select i1 %.632, double %t189, double %t191, !dbg !155
  %.634 = fcmp oeq double %t189, %t191, !dbg !155
  %.636 = bitcast double %t191 to i64, !dbg !155
  %.637 = or i64 %.636, %.605, !dbg !155
  %.638 = bitcast i64 %.637 to double, !dbg !155
  %.639 = select i1 %.634, double %.638, double %.633, !dbg !155
  %.640 = fcmp uno double %t189, 0.000000e+00, !dbg !155
  %.641 = select i1 %.640, double %t189, double %.639, !dbg !155
  %.642 = fcmp uno double %t191, 0.000000e+00, !dbg !155
  %.643 = select i1 %.642, double %t191, double %.641, !dbg !155
  %.644 = fcmp ogt double %t189, %t191, !dbg !156
  %.645 = select i1 %.644, double %t189, double %t191, !dbg !156
  %.649 = and i64 %.636, %.605, !dbg !156
  %.650 = bitcast i64 %.649 to double, !dbg !156
  %.651 = select i1 %.634, double %.650, double %.645, !dbg !156
  %.653 = select i1 %.640, double %t189, double %.651, !dbg !156
  %.655 = select i1 %.642, double %t191, double %.653, !dbg !156
  %t197 = fsub double %.643, %.655, !dbg !157
  br label %b57, !dbg !154

b57:                                              ; preds = %b52, %b54, %b35
  %t201 = phi double [ %t149, %b35 ], [ %t189.mux, %b52 ], [ %t197, %b54 ]
  %t202 = phi i1 [ %t150, %b35 ], [ %t190.mux, %b52 ], [ true, %b54 ]
  %t203 = icmp eq i32 %.1, 0, !dbg !154
  %t204 = and i1 %t203, %t202, !dbg !154
  br i1 %t204, label %b58, label %b59, !dbg !154

b58:                                              ; preds = %b57
  %t205 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t5, !dbg !154
  store double %t201, ptr addrspace(1) %t205, align 8, !dbg !154
  br label %b59, !dbg !154

b59:                                              ; preds = %b58, %b57
  ret void, !dbg !154
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, double %a3, i8 %a4) local_unnamed_addr #1 !dbg !158 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !159
  %t3 = sext i32 %.2 to i64, !dbg !159
  %t4 = add i64 %a0, 1, !dbg !159
  %t5 = ashr i64 %t4, 1, !dbg !159
  %t6 = icmp sgt i64 %t5, %t3, !dbg !159
  br i1 %t6, label %b1, label %b9, !dbg !159

b1:                                               ; preds = %entry
  %t7 = shl nsw i64 %t3, 1, !dbg !159
  %t8 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t7, !dbg !159
  %.3 = load double, ptr addrspace(1) %t8, align 8, !dbg !159, !amdgpu.noclobber !6
  %0 = xor i64 %t7, -1, !dbg !159
  %t11 = add i64 %0, %a0, !dbg !159
  %t13 = icmp sgt i64 %t11, 0, !dbg !159
  br i1 %t13, label %b2, label %b3, !dbg !159

b2:                                               ; preds = %b1
  %t12 = getelementptr inbounds double, ptr addrspace(1) %t8, i64 1, !dbg !159
  %.4 = load double, ptr addrspace(1) %t12, align 8, !dbg !159, !amdgpu.noclobber !6
  %.5 = fcmp olt double %.3, %.4, !dbg !160
  %.6 = select i1 %.5, double %.3, double %.4, !dbg !160
  %.7 = fcmp oeq double %.3, %.4, !dbg !160
  %.8 = bitcast double %.3 to i64, !dbg !160
  %.9 = bitcast double %.4 to i64, !dbg !160
  %.10 = or i64 %.9, %.8, !dbg !160
  %.11 = bitcast i64 %.10 to double, !dbg !160
  %.12 = select i1 %.7, double %.11, double %.6, !dbg !160
  %.13 = fcmp uno double %.3, 0.000000e+00, !dbg !160
  %.14 = select i1 %.13, double %.3, double %.12, !dbg !160
  %.15 = fcmp uno double %.4, 0.000000e+00, !dbg !160
  %.16 = select i1 %.15, double %.4, double %.14, !dbg !160
  %.17 = fcmp ogt double %.3, %.4, !dbg !161
  %.18 = select i1 %.17, double %.3, double %.4, !dbg !161
  %.22 = and i64 %.9, %.8, !dbg !161
  %.23 = bitcast i64 %.22 to double, !dbg !161
  %.24 = select i1 %.7, double %.23, double %.18, !dbg !161
  %.26 = select i1 %.13, double %.3, double %.24, !dbg !161
  %.28 = select i1 %.15, double %.4, double %.26, !dbg !161
  %t17 = fsub double %.16, %.28, !dbg !162
  br label %b3, !dbg !159

b3:                                               ; preds = %b2, %b1
  %t18 = phi double [ %t17, %b2 ], [ %.3, %b1 ]
  %t19 = add nsw i64 %t3, 256, !dbg !159
  %t2512 = icmp slt i64 %t19, %t5, !dbg !159
  br i1 %t2512, label %b5.lr.ph, label %b9, !dbg !159

b5.lr.ph:                                         ; preds = %b3
  %t20 = shl nsw i64 %t19, 1, !dbg !159
  %t21 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t20, !dbg !159
  %t27 = add i64 %a0, -1
  br label %b5, !dbg !159

b5:                                               ; preds = %b5.lr.ph, %b7
  %t2415 = phi double [ %t18, %b5.lr.ph ], [ %t39, %b7 ]
  %t2314 = phi i64 [ %t19, %b5.lr.ph ], [ %t40, %b7 ]
  %t2213 = phi ptr addrspace(1) [ %t21, %b5.lr.ph ], [ %t41, %b7 ]
  %t26.neg = mul i64 %t2314, -2, !dbg !159
  %t28 = add i64 %t27, %t26.neg, !dbg !159
  %.29 = load double, ptr addrspace(1) %t2213, align 8, !dbg !159
  %.30 = fcmp olt double %t2415, %.29, !dbg !160
  %.31 = select i1 %.30, double %t2415, double %.29, !dbg !160
  %.32 = fcmp oeq double %t2415, %.29, !dbg !160
  %.33 = bitcast double %t2415 to i64, !dbg !160
  %.34 = bitcast double %.29 to i64, !dbg !160
  %.35 = or i64 %.34, %.33, !dbg !160
  %.36 = bitcast i64 %.35 to double, !dbg !160
  %.37 = select i1 %.32, double %.36, double %.31, !dbg !160
  %.38 = fcmp uno double %t2415, 0.000000e+00, !dbg !160
  %.39 = select i1 %.38, double %t2415, double %.37, !dbg !160
  %.40 = fcmp uno double %.29, 0.000000e+00, !dbg !160
  %.41 = select i1 %.40, double %.29, double %.39, !dbg !160
  %.42 = fcmp ogt double %t2415, %.29, !dbg !161
  %.43 = select i1 %.42, double %t2415, double %.29, !dbg !161
  %.47 = and i64 %.34, %.33, !dbg !161
  %.48 = bitcast i64 %.47 to double, !dbg !161
  %.49 = select i1 %.32, double %.48, double %.43, !dbg !161
  %.51 = select i1 %.38, double %t2415, double %.49, !dbg !161
  %.53 = select i1 %.40, double %.29, double %.51, !dbg !161
  %t32 = fsub double %.41, %.53, !dbg !162
  %t34 = icmp sgt i64 %t28, 0, !dbg !159
  br i1 %t34, label %b6, label %b7, !dbg !159

b6:                                               ; preds = %b5
  %t33 = getelementptr inbounds double, ptr addrspace(1) %t2213, i64 1, !dbg !159
  %.54 = load double, ptr addrspace(1) %t33, align 8, !dbg !159
  %.55 = fcmp olt double %t32, %.54, !dbg !160
  %.56 = select i1 %.55, double %t32, double %.54, !dbg !160
  %.57 = fcmp oeq double %t32, %.54, !dbg !160
  %.58 = bitcast double %t32 to i64, !dbg !160
  %.59 = bitcast double %.54 to i64, !dbg !160
  %.60 = or i64 %.59, %.58, !dbg !160
  %.61 = bitcast i64 %.60 to double, !dbg !160
  %.62 = select i1 %.57, double %.61, double %.56, !dbg !160
  %.63 = fcmp uno double %t32, 0.000000e+00, !dbg !160
  %.64 = select i1 %.63, double %t32, double %.62, !dbg !160
  %.65 = fcmp uno double %.54, 0.000000e+00, !dbg !160
  %.66 = select i1 %.65, double %.54, double %.64, !dbg !160
  %.67 = fcmp ogt double %t32, %.54, !dbg !161
  %.68 = select i1 %.67, double %t32, double %.54, !dbg !161
  %.72 = and i64 %.59, %.58, !dbg !161
  %.73 = bitcast i64 %.72 to double, !dbg !161
  %.74 = select i1 %.57, double %.73, double %.68, !dbg !161
  %.76 = select i1 %.63, double %t32, double %.74, !dbg !161
  %.78 = select i1 %.65, double %.54, double %.76, !dbg !161
  %t38 = fsub double %.66, %.78, !dbg !162
  br label %b7, !dbg !159

b7:                                               ; preds = %b6, %b5
  %t39 = phi double [ %t38, %b6 ], [ %t32, %b5 ]
  %t40 = add nsw i64 %t2314, 256, !dbg !159
  %t41 = getelementptr inbounds double, ptr addrspace(1) %t2213, i64 512, !dbg !159
  %t25 = icmp slt i64 %t40, %t5, !dbg !159
  br i1 %t25, label %b5, label %b9, !dbg !159

b9:                                               ; preds = %b7, %b3, %entry
  %t42 = phi double [ 0.000000e+00, %entry ], [ %t18, %b3 ], [ %t39, %b7 ]
  %t43 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !159
  store double %t42, ptr addrspace(3) %t43, align 8, !dbg !159
  %t44 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !159
  %.79 = zext i1 %t6 to i8, !dbg !159
  store i8 %.79, ptr addrspace(3) %t44, align 1, !dbg !159
  fence syncscope("workgroup") release, !dbg !159
  tail call void @llvm.amdgcn.s.barrier(), !dbg !159
  fence syncscope("workgroup") acquire, !dbg !159
  %t45 = icmp slt i32 %.2, 128, !dbg !159
  br i1 %t45, label %b10, label %b15, !dbg !159

b10:                                              ; preds = %b9
  %t46 = add nsw i32 %.2, 128, !dbg !159
  %t47 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t46, !dbg !159
  %.80 = load double, ptr addrspace(3) %t47, align 8, !dbg !159
  %t49 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t46, !dbg !159
  %.81 = load i8, ptr addrspace(3) %t49, align 1, !dbg !159
  %.82.not11 = icmp eq i8 %.81, 0, !dbg !159
  %t6.not = xor i1 %t6, true, !dbg !159
  %brmerge = select i1 %.82.not11, i1 true, i1 %t6.not, !dbg !159
  %t42.mux = select i1 %.82.not11, double %t42, double %.80, !dbg !159
  %not..82.not11 = xor i1 %.82.not11, true, !dbg !159
  %t6.mux = select i1 %not..82.not11, i1 true, i1 %t6, !dbg !159
  br i1 %brmerge, label %b14, label %b12, !dbg !159

b12:                                              ; preds = %b10
  %.83 = fcmp olt double %t42, %.80, !dbg !160
  %.84 = select i1 %.83, double %t42, double %.80, !dbg !160
  %.85 = fcmp oeq double %t42, %.80, !dbg !160
  %.86 = bitcast double %t42 to i64, !dbg !160
  %.87 = bitcast double %.80 to i64, !dbg !160
  %.88 = or i64 %.87, %.86, !dbg !160
  %.89 = bitcast i64 %.88 to double, !dbg !160
  %.90 = select i1 %.85, double %.89, double %.84, !dbg !160
  %.91 = fcmp uno double %t42, 0.000000e+00, !dbg !160
  %.92 = select i1 %.91, double %t42, double %.90, !dbg !160
  %.93 = fcmp uno double %.80, 0.000000e+00, !dbg !160
  %.94 = select i1 %.93, double %.80, double %.92, !dbg !160
  %.95 = fcmp ogt double %t42, %.80, !dbg !161
  %.96 = select i1 %.95, double %t42, double %.80, !dbg !161
  %.100 = and i64 %.87, %.86, !dbg !161
  %.101 = bitcast i64 %.100 to double, !dbg !161
  %.102 = select i1 %.85, double %.101, double %.96, !dbg !161
  %.104 = select i1 %.91, double %t42, double %.102, !dbg !161
  %.106 = select i1 %.93, double %.80, double %.104, !dbg !161
  %t53 = fsub double %.94, %.106, !dbg !162
  br label %b14, !dbg !159

b14:                                              ; preds = %b10, %b12
  %t55 = phi double [ %t42.mux, %b10 ], [ %t53, %b12 ]
  %t56 = phi i1 [ %t6.mux, %b10 ], [ true, %b12 ]
  store double %t55, ptr addrspace(3) %t43, align 8, !dbg !159
  %.107 = zext i1 %t56 to i8, !dbg !159
  store i8 %.107, ptr addrspace(3) %t44, align 1, !dbg !159
  br label %b15, !dbg !159

b15:                                              ; preds = %b14, %b9
  %t57 = phi double [ %t55, %b14 ], [ %t42, %b9 ]
  %t58 = phi i1 [ %t56, %b14 ], [ %t6, %b9 ]
  fence syncscope("workgroup") release, !dbg !159
  tail call void @llvm.amdgcn.s.barrier(), !dbg !159
  fence syncscope("workgroup") acquire, !dbg !159
  %t59 = icmp slt i32 %.2, 64, !dbg !159
  br i1 %t59, label %b16, label %b21, !dbg !159

b16:                                              ; preds = %b15
  %t60 = add nsw i32 %.2, 64, !dbg !159
  %t61 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t60, !dbg !159
  %.108 = load double, ptr addrspace(3) %t61, align 8, !dbg !159
  %t63 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t60, !dbg !159
  %.109 = load i8, ptr addrspace(3) %t63, align 1, !dbg !159
  %.110.not10 = icmp eq i8 %.109, 0, !dbg !159
  %t58.not = xor i1 %t58, true, !dbg !159
  %brmerge1 = select i1 %.110.not10, i1 true, i1 %t58.not, !dbg !159
  %t57.mux = select i1 %.110.not10, double %t57, double %.108, !dbg !159
  %not..110.not10 = xor i1 %.110.not10, true, !dbg !159
  %t58.mux = select i1 %not..110.not10, i1 true, i1 %t58, !dbg !159
  br i1 %brmerge1, label %b20, label %b18, !dbg !159

b18:                                              ; preds = %b16
  %.111 = fcmp olt double %t57, %.108, !dbg !160
  %.112 = select i1 %.111, double %t57, double %.108, !dbg !160
  %.113 = fcmp oeq double %t57, %.108, !dbg !160
  %.114 = bitcast double %t57 to i64, !dbg !160
  %.115 = bitcast double %.108 to i64, !dbg !160
  %.116 = or i64 %.115, %.114, !dbg !160
  %.117 = bitcast i64 %.116 to double, !dbg !160
  %.118 = select i1 %.113, double %.117, double %.112, !dbg !160
  %.119 = fcmp uno double %t57, 0.000000e+00, !dbg !160
  %.120 = select i1 %.119, double %t57, double %.118, !dbg !160
  %.121 = fcmp uno double %.108, 0.000000e+00, !dbg !160
  %.122 = select i1 %.121, double %.108, double %.120, !dbg !160
  %.123 = fcmp ogt double %t57, %.108, !dbg !161
  %.124 = select i1 %.123, double %t57, double %.108, !dbg !161
  %.128 = and i64 %.115, %.114, !dbg !161
  %.129 = bitcast i64 %.128 to double, !dbg !161
  %.130 = select i1 %.113, double %.129, double %.124, !dbg !161
  %.132 = select i1 %.119, double %t57, double %.130, !dbg !161
  %.134 = select i1 %.121, double %.108, double %.132, !dbg !161
  %t67 = fsub double %.122, %.134, !dbg !162
  br label %b20, !dbg !159

b20:                                              ; preds = %b16, %b18
  %t69 = phi double [ %t57.mux, %b16 ], [ %t67, %b18 ]
  %t70 = phi i1 [ %t58.mux, %b16 ], [ true, %b18 ]
  store double %t69, ptr addrspace(3) %t43, align 8, !dbg !159
  %.135 = zext i1 %t70 to i8, !dbg !159
  store i8 %.135, ptr addrspace(3) %t44, align 1, !dbg !159
  br label %b21, !dbg !159

b21:                                              ; preds = %b20, %b15
  %t71 = phi double [ %t69, %b20 ], [ %t57, %b15 ]
  %t72 = phi i1 [ %t70, %b20 ], [ %t58, %b15 ]
  fence syncscope("workgroup") release, !dbg !159
  tail call void @llvm.amdgcn.s.barrier(), !dbg !159
  fence syncscope("workgroup") acquire, !dbg !159
  %t73 = icmp slt i32 %.2, 32, !dbg !159
  br i1 %t73, label %b22, label %b27, !dbg !159

b22:                                              ; preds = %b21
  %t74 = add nsw i32 %.2, 32, !dbg !159
  %t75 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t74, !dbg !159
  %.136 = load double, ptr addrspace(3) %t75, align 8, !dbg !159
  %t77 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t74, !dbg !159
  %.137 = load i8, ptr addrspace(3) %t77, align 1, !dbg !159
  %.138.not9 = icmp eq i8 %.137, 0, !dbg !159
  %t72.not = xor i1 %t72, true, !dbg !159
  %brmerge2 = select i1 %.138.not9, i1 true, i1 %t72.not, !dbg !159
  %t71.mux = select i1 %.138.not9, double %t71, double %.136, !dbg !159
  %not..138.not9 = xor i1 %.138.not9, true, !dbg !159
  %t72.mux = select i1 %not..138.not9, i1 true, i1 %t72, !dbg !159
  br i1 %brmerge2, label %b27, label %b24, !dbg !159

b24:                                              ; preds = %b22
  %.139 = fcmp olt double %t71, %.136, !dbg !160
  %.140 = select i1 %.139, double %t71, double %.136, !dbg !160
  %.141 = fcmp oeq double %t71, %.136, !dbg !160
  %.142 = bitcast double %t71 to i64, !dbg !160
  %.143 = bitcast double %.136 to i64, !dbg !160
  %.144 = or i64 %.143, %.142, !dbg !160
  %.145 = bitcast i64 %.144 to double, !dbg !160
  %.146 = select i1 %.141, double %.145, double %.140, !dbg !160
  %.147 = fcmp uno double %t71, 0.000000e+00, !dbg !160
  %.148 = select i1 %.147, double %t71, double %.146, !dbg !160
  %.149 = fcmp uno double %.136, 0.000000e+00, !dbg !160
  %.150 = select i1 %.149, double %.136, double %.148, !dbg !160
  %.151 = fcmp ogt double %t71, %.136, !dbg !161
  %.152 = select i1 %.151, double %t71, double %.136, !dbg !161
  %.156 = and i64 %.143, %.142, !dbg !161
  %.157 = bitcast i64 %.156 to double, !dbg !161
  %.158 = select i1 %.141, double %.157, double %.152, !dbg !161
  %.160 = select i1 %.147, double %t71, double %.158, !dbg !161
  %.162 = select i1 %.149, double %.136, double %.160, !dbg !161
  %t81 = fsub double %.150, %.162, !dbg !162
  br label %b27, !dbg !159

b27:                                              ; preds = %b22, %b24, %b21
  %t85 = phi double [ %t71, %b21 ], [ %t71.mux, %b22 ], [ %t81, %b24 ]
  %t86 = phi i1 [ %t72, %b21 ], [ %t72.mux, %b22 ], [ true, %b24 ]
  br i1 %t73, label %b28, label %b49, !dbg !159

b28:                                              ; preds = %b27
  %.164 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !159
  %.165 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.164), !dbg !159
  %.166 = zext i32 %.165 to i64, !dbg !159
  %.167 = add nuw nsw i64 %.166, 16, !dbg !159
  %.168 = icmp ult i32 %.165, 48, !dbg !159
  %.169 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !159
  %.170 = and i64 %.167, 63, !dbg !159
  %1 = shl nuw i64 1, %.170, !dbg !159
  %2 = and i64 %1, %.169, !dbg !159
  %.172 = icmp ne i64 %2, 0, !dbg !159
  %.173 = and i1 %.168, %.172, !dbg !159
  %.174 = trunc i64 %.167 to i32, !dbg !159
  %.175 = shl i32 %.174, 2, !dbg !159
  %.176 = bitcast double %t85 to i64, !dbg !159
  %.177 = trunc i64 %.176 to i32, !dbg !159
  %.178 = lshr i64 %.176, 32, !dbg !159
  %.179 = trunc i64 %.178 to i32, !dbg !159
  %.180 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.177), !dbg !159
  %.181 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.179), !dbg !159
  %.182 = zext i32 %.180 to i64, !dbg !159
  %.183 = zext i32 %.181 to i64, !dbg !159
  %.184 = shl nuw i64 %.183, 32, !dbg !159
  %.185 = or i64 %.184, %.182, !dbg !159
  %.186 = bitcast i64 %.185 to double, !dbg !159
  %t87 = select i1 %.173, double %.186, double %t85, !dbg !159
  %.200 = zext i1 %t86 to i32, !dbg !159
  %.201 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.200), !dbg !159
  %3 = and i32 %.201, 1, !dbg !159
  %.202 = icmp ne i32 %3, 0, !dbg !159
  %t88 = select i1 %.173, i1 %.202, i1 %t86, !dbg !159
  %t89 = icmp slt i32 %.2, 16, !dbg !159
  %t90 = and i1 %t89, %t88, !dbg !159
  %4 = select i1 %t90, i1 %t86, i1 false, !dbg !159
  %t85.mux = select i1 %t90, double %t87, double %t85, !dbg !159
  %t86.mux = select i1 %t90, i1 true, i1 %t86, !dbg !159
  br i1 %4, label %b30, label %b32, !dbg !159

b30:                                              ; preds = %b28
  %.203 = fcmp olt double %t85, %t87, !dbg !160
  %.204 = select i1 %.203, double %t85, double %t87, !dbg !160
  %.205 = fcmp oeq double %t85, %t87, !dbg !160
  %.207 = bitcast double %t87 to i64, !dbg !160
  %.208 = or i64 %.207, %.176, !dbg !160
  %.209 = bitcast i64 %.208 to double, !dbg !160
  %.210 = select i1 %.205, double %.209, double %.204, !dbg !160
  %.211 = fcmp uno double %t85, 0.000000e+00, !dbg !160
  %.212 = select i1 %.211, double %t85, double %.210, !dbg !160
  %.213 = fcmp uno double %t87, 0.000000e+00, !dbg !160
  %.214 = select i1 %.213, double %t87, double %.212, !dbg !160
  %.215 = fcmp ogt double %t85, %t87, !dbg !161
  %.216 = select i1 %.215, double %t85, double %t87, !dbg !161
  %.220 = and i64 %.207, %.176, !dbg !161
  %.221 = bitcast i64 %.220 to double, !dbg !161
  %.222 = select i1 %.205, double %.221, double %.216, !dbg !161
  %.224 = select i1 %.211, double %t85, double %.222, !dbg !161
  %.226 = select i1 %.213, double %t87, double %.224, !dbg !161
  %t93 = fsub double %.214, %.226, !dbg !162
  br label %b32, !dbg !159

b32:                                              ; preds = %b28, %b30
  %t95 = phi double [ %t85.mux, %b28 ], [ %t93, %b30 ]
  %t96 = phi i1 [ %t86.mux, %b28 ], [ true, %b30 ]
  %.231 = add nuw nsw i64 %.166, 8, !dbg !159
  %.232 = icmp ult i32 %.165, 56, !dbg !159
  %.234 = and i64 %.231, 63, !dbg !159
  %5 = shl nuw i64 1, %.234, !dbg !159
  %6 = and i64 %5, %.169, !dbg !159
  %.236 = icmp ne i64 %6, 0, !dbg !159
  %.237 = and i1 %.232, %.236, !dbg !159
  %.238 = trunc i64 %.231 to i32, !dbg !159
  %.239 = shl i32 %.238, 2, !dbg !159
  %.240 = bitcast double %t95 to i64, !dbg !159
  %.241 = trunc i64 %.240 to i32, !dbg !159
  %.242 = lshr i64 %.240, 32, !dbg !159
  %.243 = trunc i64 %.242 to i32, !dbg !159
  %.244 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.239, i32 %.241), !dbg !159
  %.245 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.239, i32 %.243), !dbg !159
  %.246 = zext i32 %.244 to i64, !dbg !159
  %.247 = zext i32 %.245 to i64, !dbg !159
  %.248 = shl nuw i64 %.247, 32, !dbg !159
  %.249 = or i64 %.248, %.246, !dbg !159
  %.250 = bitcast i64 %.249 to double, !dbg !159
  %t97 = select i1 %.237, double %.250, double %t95, !dbg !159
  %.264 = zext i1 %t96 to i32, !dbg !159
  %.265 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.239, i32 %.264), !dbg !159
  %7 = and i32 %.265, 1, !dbg !159
  %.266 = icmp ne i32 %7, 0, !dbg !159
  %t98 = select i1 %.237, i1 %.266, i1 %t96, !dbg !159
  %t99 = icmp slt i32 %.2, 24, !dbg !159
  %t100 = and i1 %t99, %t98, !dbg !159
  %8 = select i1 %t100, i1 %t96, i1 false, !dbg !159
  %t95.mux = select i1 %t100, double %t97, double %t95, !dbg !159
  %t96.mux = select i1 %t100, i1 true, i1 %t96, !dbg !159
  br i1 %8, label %b34, label %b36, !dbg !159

b34:                                              ; preds = %b32
  %.267 = fcmp olt double %t95, %t97, !dbg !160
  %.268 = select i1 %.267, double %t95, double %t97, !dbg !160
  %.269 = fcmp oeq double %t95, %t97, !dbg !160
  %.271 = bitcast double %t97 to i64, !dbg !160
  %.272 = or i64 %.271, %.240, !dbg !160
  %.273 = bitcast i64 %.272 to double, !dbg !160
  %.274 = select i1 %.269, double %.273, double %.268, !dbg !160
  %.275 = fcmp uno double %t95, 0.000000e+00, !dbg !160
  %.276 = select i1 %.275, double %t95, double %.274, !dbg !160
  %.277 = fcmp uno double %t97, 0.000000e+00, !dbg !160
  %.278 = select i1 %.277, double %t97, double %.276, !dbg !160
  %.279 = fcmp ogt double %t95, %t97, !dbg !161
  %.280 = select i1 %.279, double %t95, double %t97, !dbg !161
  %.284 = and i64 %.271, %.240, !dbg !161
  %.285 = bitcast i64 %.284 to double, !dbg !161
  %.286 = select i1 %.269, double %.285, double %.280, !dbg !161
  %.288 = select i1 %.275, double %t95, double %.286, !dbg !161
  %.290 = select i1 %.277, double %t97, double %.288, !dbg !161
  %t103 = fsub double %.278, %.290, !dbg !162
  br label %b36, !dbg !159

b36:                                              ; preds = %b32, %b34
  %t105 = phi double [ %t95.mux, %b32 ], [ %t103, %b34 ]
  %t106 = phi i1 [ %t96.mux, %b32 ], [ true, %b34 ]
  %.295 = add nuw nsw i64 %.166, 4, !dbg !159
  %.296 = icmp ult i32 %.165, 60, !dbg !159
  %.298 = and i64 %.295, 63, !dbg !159
  %9 = shl nuw i64 1, %.298, !dbg !159
  %10 = and i64 %9, %.169, !dbg !159
  %.300 = icmp ne i64 %10, 0, !dbg !159
  %.301 = and i1 %.296, %.300, !dbg !159
  %.302 = trunc i64 %.295 to i32, !dbg !159
  %.303 = shl i32 %.302, 2, !dbg !159
  %.304 = bitcast double %t105 to i64, !dbg !159
  %.305 = trunc i64 %.304 to i32, !dbg !159
  %.306 = lshr i64 %.304, 32, !dbg !159
  %.307 = trunc i64 %.306 to i32, !dbg !159
  %.308 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.303, i32 %.305), !dbg !159
  %.309 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.303, i32 %.307), !dbg !159
  %.310 = zext i32 %.308 to i64, !dbg !159
  %.311 = zext i32 %.309 to i64, !dbg !159
  %.312 = shl nuw i64 %.311, 32, !dbg !159
  %.313 = or i64 %.312, %.310, !dbg !159
  %.314 = bitcast i64 %.313 to double, !dbg !159
  %t107 = select i1 %.301, double %.314, double %t105, !dbg !159
  %.328 = zext i1 %t106 to i32, !dbg !159
  %.329 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.303, i32 %.328), !dbg !159
  %11 = and i32 %.329, 1, !dbg !159
  %.330 = icmp ne i32 %11, 0, !dbg !159
  %t108 = select i1 %.301, i1 %.330, i1 %t106, !dbg !159
  %t109 = icmp slt i32 %.2, 28, !dbg !159
  %t110 = and i1 %t109, %t108, !dbg !159
  %12 = select i1 %t110, i1 %t106, i1 false, !dbg !159
  %t105.mux = select i1 %t110, double %t107, double %t105, !dbg !159
  %t106.mux = select i1 %t110, i1 true, i1 %t106, !dbg !159
  br i1 %12, label %b38, label %b40, !dbg !159

b38:                                              ; preds = %b36
  %.331 = fcmp olt double %t105, %t107, !dbg !160
  %.332 = select i1 %.331, double %t105, double %t107, !dbg !160
  %.333 = fcmp oeq double %t105, %t107, !dbg !160
  %.335 = bitcast double %t107 to i64, !dbg !160
  %.336 = or i64 %.335, %.304, !dbg !160
  %.337 = bitcast i64 %.336 to double, !dbg !160
  %.338 = select i1 %.333, double %.337, double %.332, !dbg !160
  %.339 = fcmp uno double %t105, 0.000000e+00, !dbg !160
  %.340 = select i1 %.339, double %t105, double %.338, !dbg !160
  %.341 = fcmp uno double %t107, 0.000000e+00, !dbg !160
  %.342 = select i1 %.341, double %t107, double %.340, !dbg !160
  %.343 = fcmp ogt double %t105, %t107, !dbg !161
  %.344 = select i1 %.343, double %t105, double %t107, !dbg !161
  %.348 = and i64 %.335, %.304, !dbg !161
  %.349 = bitcast i64 %.348 to double, !dbg !161
  %.350 = select i1 %.333, double %.349, double %.344, !dbg !161
  %.352 = select i1 %.339, double %t105, double %.350, !dbg !161
  %.354 = select i1 %.341, double %t107, double %.352, !dbg !161
  %t113 = fsub double %.342, %.354, !dbg !162
  br label %b40, !dbg !159

b40:                                              ; preds = %b36, %b38
  %t115 = phi double [ %t105.mux, %b36 ], [ %t113, %b38 ]
  %t116 = phi i1 [ %t106.mux, %b36 ], [ true, %b38 ]
  %.359 = add nuw nsw i64 %.166, 2, !dbg !159
  %.360 = icmp ult i32 %.165, 62, !dbg !159
  %.362 = and i64 %.359, 63, !dbg !159
  %13 = shl nuw i64 1, %.362, !dbg !159
  %14 = and i64 %13, %.169, !dbg !159
  %.364 = icmp ne i64 %14, 0, !dbg !159
  %.365 = and i1 %.360, %.364, !dbg !159
  %.366 = trunc i64 %.359 to i32, !dbg !159
  %.367 = shl i32 %.366, 2, !dbg !159
  %.368 = bitcast double %t115 to i64, !dbg !159
  %.369 = trunc i64 %.368 to i32, !dbg !159
  %.370 = lshr i64 %.368, 32, !dbg !159
  %.371 = trunc i64 %.370 to i32, !dbg !159
  %.372 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.367, i32 %.369), !dbg !159
  %.373 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.367, i32 %.371), !dbg !159
  %.374 = zext i32 %.372 to i64, !dbg !159
  %.375 = zext i32 %.373 to i64, !dbg !159
  %.376 = shl nuw i64 %.375, 32, !dbg !159
  %.377 = or i64 %.376, %.374, !dbg !159
  %.378 = bitcast i64 %.377 to double, !dbg !159
  %t117 = select i1 %.365, double %.378, double %t115, !dbg !159
  %.392 = zext i1 %t116 to i32, !dbg !159
  %.393 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.367, i32 %.392), !dbg !159
  %15 = and i32 %.393, 1, !dbg !159
  %.394 = icmp ne i32 %15, 0, !dbg !159
  %t118 = select i1 %.365, i1 %.394, i1 %t116, !dbg !159
  %t119 = icmp slt i32 %.2, 30, !dbg !159
  %t120 = and i1 %t119, %t118, !dbg !159
  %16 = select i1 %t120, i1 %t116, i1 false, !dbg !159
  %t115.mux = select i1 %t120, double %t117, double %t115, !dbg !159
  %t116.mux = select i1 %t120, i1 true, i1 %t116, !dbg !159
  br i1 %16, label %b42, label %b44, !dbg !159

b42:                                              ; preds = %b40
  %.395 = fcmp olt double %t115, %t117, !dbg !160
  %.396 = select i1 %.395, double %t115, double %t117, !dbg !160
  %.397 = fcmp oeq double %t115, %t117, !dbg !160
  %.399 = bitcast double %t117 to i64, !dbg !160
  %.400 = or i64 %.399, %.368, !dbg !160
  %.401 = bitcast i64 %.400 to double, !dbg !160
  %.402 = select i1 %.397, double %.401, double %.396, !dbg !160
  %.403 = fcmp uno double %t115, 0.000000e+00, !dbg !160
  %.404 = select i1 %.403, double %t115, double %.402, !dbg !160
  %.405 = fcmp uno double %t117, 0.000000e+00, !dbg !160
  %.406 = select i1 %.405, double %t117, double %.404, !dbg !160
  %.407 = fcmp ogt double %t115, %t117, !dbg !161
  %.408 = select i1 %.407, double %t115, double %t117, !dbg !161
  %.412 = and i64 %.399, %.368, !dbg !161
  %.413 = bitcast i64 %.412 to double, !dbg !161
  %.414 = select i1 %.397, double %.413, double %.408, !dbg !161
  %.416 = select i1 %.403, double %t115, double %.414, !dbg !161
  %.418 = select i1 %.405, double %t117, double %.416, !dbg !161
  %t123 = fsub double %.406, %.418, !dbg !162
  br label %b44, !dbg !159

b44:                                              ; preds = %b40, %b42
  %t125 = phi double [ %t115.mux, %b40 ], [ %t123, %b42 ]
  %t126 = phi i1 [ %t116.mux, %b40 ], [ true, %b42 ]
  %.423 = add nuw nsw i64 %.166, 1, !dbg !159
  %.424 = icmp ult i32 %.165, 63, !dbg !159
  %.426 = and i64 %.423, 63, !dbg !159
  %17 = shl nuw i64 1, %.426, !dbg !159
  %18 = and i64 %17, %.169, !dbg !159
  %.428 = icmp ne i64 %18, 0, !dbg !159
  %.429 = and i1 %.424, %.428, !dbg !159
  %.430 = trunc i64 %.423 to i32, !dbg !159
  %.431 = shl i32 %.430, 2, !dbg !159
  %.432 = bitcast double %t125 to i64, !dbg !159
  %.433 = trunc i64 %.432 to i32, !dbg !159
  %.434 = lshr i64 %.432, 32, !dbg !159
  %.435 = trunc i64 %.434 to i32, !dbg !159
  %.436 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.431, i32 %.433), !dbg !159
  %.437 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.431, i32 %.435), !dbg !159
  %.438 = zext i32 %.436 to i64, !dbg !159
  %.439 = zext i32 %.437 to i64, !dbg !159
  %.440 = shl nuw i64 %.439, 32, !dbg !159
  %.441 = or i64 %.440, %.438, !dbg !159
  %.442 = bitcast i64 %.441 to double, !dbg !159
  %t127 = select i1 %.429, double %.442, double %t125, !dbg !159
  %.456 = zext i1 %t126 to i32, !dbg !159
  %.457 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.431, i32 %.456), !dbg !159
  %19 = and i32 %.457, 1, !dbg !159
  %.458 = icmp ne i32 %19, 0, !dbg !159
  %t128 = select i1 %.429, i1 %.458, i1 %t126, !dbg !159
  %t129 = icmp slt i32 %.2, 31, !dbg !159
  %t130 = and i1 %t129, %t128, !dbg !159
  %20 = select i1 %t130, i1 %t126, i1 false, !dbg !159
  %t125.mux = select i1 %t130, double %t127, double %t125, !dbg !159
  %t126.mux = select i1 %t130, i1 true, i1 %t126, !dbg !159
  br i1 %20, label %b46, label %b49, !dbg !159

b46:                                              ; preds = %b44
  %.459 = fcmp olt double %t125, %t127, !dbg !160
  %.460 = select i1 %.459, double %t125, double %t127, !dbg !160
  %.461 = fcmp oeq double %t125, %t127, !dbg !160
  %.463 = bitcast double %t127 to i64, !dbg !160
  %.464 = or i64 %.463, %.432, !dbg !160
  %.465 = bitcast i64 %.464 to double, !dbg !160
  %.466 = select i1 %.461, double %.465, double %.460, !dbg !160
  %.467 = fcmp uno double %t125, 0.000000e+00, !dbg !160
  %.468 = select i1 %.467, double %t125, double %.466, !dbg !160
  %.469 = fcmp uno double %t127, 0.000000e+00, !dbg !160
  %.470 = select i1 %.469, double %t127, double %.468, !dbg !160
  %.471 = fcmp ogt double %t125, %t127, !dbg !161
  %.472 = select i1 %.471, double %t125, double %t127, !dbg !161
  %.476 = and i64 %.463, %.432, !dbg !161
  %.477 = bitcast i64 %.476 to double, !dbg !161
  %.478 = select i1 %.461, double %.477, double %.472, !dbg !161
  %.480 = select i1 %.467, double %t125, double %.478, !dbg !161
  %.482 = select i1 %.469, double %t127, double %.480, !dbg !161
  %t133 = fsub double %.470, %.482, !dbg !162
  br label %b49, !dbg !159

b49:                                              ; preds = %b44, %b46, %b27
  %t137 = phi double [ %t85, %b27 ], [ %t125.mux, %b44 ], [ %t133, %b46 ]
  %t138 = phi i1 [ %t86, %b27 ], [ %t126.mux, %b44 ], [ true, %b46 ]
  %t139 = icmp eq i32 %.2, 0, !dbg !159
  br i1 %t139, label %b50, label %b56, !dbg !159

b50:                                              ; preds = %b49
  %21 = select i1 %t138, i1 %.1, i1 false, !dbg !159
  %a3.mux = select i1 %t138, double %t137, double %a3, !dbg !159
  %.1.mux = select i1 %t138, i1 true, i1 %.1, !dbg !159
  br i1 %21, label %b52, label %b54, !dbg !159

b52:                                              ; preds = %b50
  %.483 = fcmp ogt double %t137, %a3, !dbg !160
  %.484 = select i1 %.483, double %a3, double %t137, !dbg !160
  %.485 = fcmp oeq double %t137, %a3, !dbg !160
  %.486 = bitcast double %a3 to i64, !dbg !160
  %.487 = bitcast double %t137 to i64, !dbg !160
  %.488 = or i64 %.487, %.486, !dbg !160
  %.489 = bitcast i64 %.488 to double, !dbg !160
  %.490 = select i1 %.485, double %.489, double %.484, !dbg !160
  %.491 = fcmp uno double %a3, 0.000000e+00, !dbg !160
  %.492 = select i1 %.491, double %a3, double %.490, !dbg !160
  %.493 = fcmp uno double %t137, 0.000000e+00, !dbg !160
  %.494 = select i1 %.493, double %t137, double %.492, !dbg !160
  %.495 = fcmp olt double %t137, %a3, !dbg !161
  %.496 = select i1 %.495, double %a3, double %t137, !dbg !161
  %.500 = and i64 %.487, %.486, !dbg !161
  %.501 = bitcast i64 %.500 to double, !dbg !161
  %.502 = select i1 %.485, double %.501, double %.496, !dbg !161
  %.504 = select i1 %.491, double %a3, double %.502, !dbg !161
  %.506 = select i1 %.493, double %t137, double %.504, !dbg !161
  %t142 = fsub double %.494, %.506, !dbg !162
  br label %b54, !dbg !159

b54:                                              ; preds = %b50, %b52
  %t144 = phi double [ %a3.mux, %b50 ], [ %t142, %b52 ]
  %t145 = phi i1 [ %.1.mux, %b50 ], [ true, %b52 ]
  br i1 %t145, label %b55, label %b56, !dbg !159

b55:                                              ; preds = %b54
  store double %t144, ptr addrspace(1) %a2, align 8, !dbg !159
  br label %b56, !dbg !159

b56:                                              ; preds = %b55, %b54, %b49
  ret void, !dbg !159
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i32 %a2, ptr addrspace(1) readonly %a3, i32 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !163 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !164
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !164
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !164
  %t3 = sext i32 %.1 to i64, !dbg !164
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !164
  %t5 = sext i32 %.2 to i64, !dbg !164
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !164
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !164
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !164, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !164
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !164
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !164, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !164
  %.15 = add i32 %.14, %.9, !dbg !164
  %.16 = udiv i32 %.15, %.6, !dbg !164
  %t9 = sext i32 %.16 to i64, !dbg !164
  %t10 = mul nsw i64 %t7, %t5, !dbg !164
  %t11 = add nsw i64 %t10, %t3, !dbg !164
  %t12 = mul nsw i64 %t9, %t7, !dbg !164
  %t141 = icmp slt i64 %t11, %a0, !dbg !164
  br i1 %t141, label %b2, label %b7, !dbg !164

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t38, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !164

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t132, !dbg !164
  %.17 = load i32, ptr addrspace(1) %t15, align 4, !dbg !164
  br label %b4, !dbg !164

b4:                                               ; preds = %b3, %b2
  %t17 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !164

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t132, !dbg !164
  %.18 = load i32, ptr addrspace(1) %t18, align 4, !dbg !164
  br label %b6, !dbg !164

b6:                                               ; preds = %b5, %b4
  %t20 = phi i32 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = add i32 %t20, %t17, !dbg !165
  %t22 = shl i32 %t21, 3, !dbg !166
  %t23 = sub i32 %t17, %t20, !dbg !167
  %t24 = ashr i32 %t23, 5, !dbg !168
  %t26 = tail call i32 @llvm.smin.i32(i32 %t17, i32 %t20), !dbg !169
  %t28 = tail call i32 @llvm.smax.i32(i32 %t17, i32 %t20), !dbg !170
  %.19 = xor i32 %t20, -1, !dbg !171
  %t29 = and i32 %t28, %.19, !dbg !171
  %t25 = xor i32 %t24, %t26, !dbg !172
  %t27 = xor i32 %t25, %t22, !dbg !173
  %t30 = xor i32 %t27, %t29, !dbg !174
  %t31 = sub i32 0, %t17, !dbg !175
  %t32 = or i32 %t30, %t31, !dbg !176
  %t35 = ashr i32 %t17, 31, !dbg !177
  %t34 = xor i32 %t35, %.19, !dbg !178
  %t36 = xor i32 %t34, %t32, !dbg !179
  %t37 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t132, !dbg !164
  store i32 %t36, ptr addrspace(1) %t37, align 4, !dbg !164
  %t38 = add i64 %t132, %t12, !dbg !164
  %t14 = icmp slt i64 %t38, %a0, !dbg !164
  br i1 %t14, label %b2, label %b7, !dbg !164

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !164
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i32 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !180 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !181
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !181
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !181
  %t3 = sext i32 %.1 to i64, !dbg !181
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !181
  %t5 = sext i32 %.2 to i64, !dbg !181
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !181
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !181
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !181, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !181
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !181
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !181, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !181
  %.15 = add i32 %.14, %.9, !dbg !181
  %.16 = udiv i32 %.15, %.6, !dbg !181
  %t9 = sext i32 %.16 to i64, !dbg !181
  %t10 = mul nsw i64 %t7, %t5, !dbg !181
  %t11 = add nsw i64 %t10, %t3, !dbg !181
  %t12 = mul nsw i64 %t9, %t7, !dbg !181
  %t13 = icmp sgt i64 %a1, 7, !dbg !181
  %t15 = icmp sgt i64 %a1, 6, !dbg !181
  %t17 = icmp sgt i64 %a1, 5, !dbg !181
  %t19 = icmp sgt i64 %a1, 4, !dbg !181
  %t21 = icmp sgt i64 %a1, 3, !dbg !181
  %t23 = icmp sgt i64 %a1, 2, !dbg !181
  %t25 = icmp sgt i64 %a1, 1, !dbg !181
  %t27 = icmp sgt i64 %a1, 0, !dbg !181
  %t291 = icmp slt i64 %t11, %a0, !dbg !181
  br i1 %t291, label %b2, label %b23, !dbg !181

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t164, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !181

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !181
  %t33 = mul i64 %t31, %a9, !dbg !181
  %t34 = sub nuw i64 %t282, %t33, !dbg !181
  %t35 = mul i64 %t34, %a19, !dbg !181
  %t36 = mul i64 %t34, %a29, !dbg !181
  %t37 = mul i64 %t34, %a38, !dbg !181
  br label %b4, !dbg !181

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !181

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !181
  %t45 = mul i64 %t43, %a8, !dbg !181
  %t46 = sub i64 %t38, %t45, !dbg !181
  %t47 = mul i64 %t46, %a18, !dbg !181
  %t48 = add i64 %t47, %t39, !dbg !181
  %t49 = mul i64 %t46, %a28, !dbg !181
  %t50 = add i64 %t49, %t40, !dbg !181
  %t51 = mul i64 %t46, %a37, !dbg !181
  %t52 = add i64 %t51, %t41, !dbg !181
  br label %b6, !dbg !181

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !181

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !181
  %t60 = mul i64 %t58, %a7, !dbg !181
  %t61 = sub i64 %t53, %t60, !dbg !181
  %t62 = mul i64 %t61, %a17, !dbg !181
  %t63 = add i64 %t62, %t54, !dbg !181
  %t64 = mul i64 %t61, %a27, !dbg !181
  %t65 = add i64 %t64, %t55, !dbg !181
  %t66 = mul i64 %t61, %a36, !dbg !181
  %t67 = add i64 %t66, %t56, !dbg !181
  br label %b8, !dbg !181

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !181

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !181
  %t75 = mul i64 %t73, %a6, !dbg !181
  %t76 = sub i64 %t68, %t75, !dbg !181
  %t77 = mul i64 %t76, %a16, !dbg !181
  %t78 = add i64 %t77, %t69, !dbg !181
  %t79 = mul i64 %t76, %a26, !dbg !181
  %t80 = add i64 %t79, %t70, !dbg !181
  %t81 = mul i64 %t76, %a35, !dbg !181
  %t82 = add i64 %t81, %t71, !dbg !181
  br label %b10, !dbg !181

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !181

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !181
  %t90 = mul i64 %t88, %a5, !dbg !181
  %t91 = sub i64 %t83, %t90, !dbg !181
  %t92 = mul i64 %t91, %a15, !dbg !181
  %t93 = add i64 %t92, %t84, !dbg !181
  %t94 = mul i64 %t91, %a25, !dbg !181
  %t95 = add i64 %t94, %t85, !dbg !181
  %t96 = mul i64 %t91, %a34, !dbg !181
  %t97 = add i64 %t96, %t86, !dbg !181
  br label %b12, !dbg !181

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !181

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !181
  %t105 = mul i64 %t103, %a4, !dbg !181
  %t106 = sub i64 %t98, %t105, !dbg !181
  %t107 = mul i64 %t106, %a14, !dbg !181
  %t108 = add i64 %t107, %t99, !dbg !181
  %t109 = mul i64 %t106, %a24, !dbg !181
  %t110 = add i64 %t109, %t100, !dbg !181
  %t111 = mul i64 %t106, %a33, !dbg !181
  %t112 = add i64 %t111, %t101, !dbg !181
  br label %b14, !dbg !181

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !181

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !181
  %t120 = mul i64 %t118, %a3, !dbg !181
  %t121 = sub i64 %t113, %t120, !dbg !181
  %t122 = mul i64 %t121, %a13, !dbg !181
  %t123 = add i64 %t122, %t114, !dbg !181
  %t124 = mul i64 %t121, %a23, !dbg !181
  %t125 = add i64 %t124, %t115, !dbg !181
  %t126 = mul i64 %t121, %a32, !dbg !181
  %t127 = add i64 %t126, %t116, !dbg !181
  br label %b16, !dbg !181

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !181

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !181
  %t133 = add i64 %t129, %t132, !dbg !181
  %t134 = mul i64 %t128, %a22, !dbg !181
  %t135 = add i64 %t130, %t134, !dbg !181
  %t136 = mul i64 %t128, %a31, !dbg !181
  %t137 = add i64 %t131, %t136, !dbg !181
  br label %b18, !dbg !181

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !181

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t138, !dbg !181
  %.17 = load i32, ptr addrspace(1) %t141, align 4, !dbg !181
  br label %b20, !dbg !181

b20:                                              ; preds = %b19, %b18
  %t143 = phi i32 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !181

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t139, !dbg !181
  %.18 = load i32, ptr addrspace(1) %t144, align 4, !dbg !181
  br label %b22, !dbg !181

b22:                                              ; preds = %b21, %b20
  %t146 = phi i32 [ %.18, %b21 ], [ %a21, %b20 ]
  %t147 = add i32 %t146, %t143, !dbg !182
  %t148 = shl i32 %t147, 3, !dbg !183
  %t149 = sub i32 %t143, %t146, !dbg !184
  %t150 = ashr i32 %t149, 5, !dbg !185
  %t152 = tail call i32 @llvm.smin.i32(i32 %t143, i32 %t146), !dbg !186
  %t154 = tail call i32 @llvm.smax.i32(i32 %t143, i32 %t146), !dbg !187
  %.19 = xor i32 %t146, -1, !dbg !188
  %t155 = and i32 %t154, %.19, !dbg !188
  %t151 = xor i32 %t150, %t152, !dbg !189
  %t153 = xor i32 %t151, %t148, !dbg !190
  %t156 = xor i32 %t153, %t155, !dbg !191
  %t157 = sub i32 0, %t143, !dbg !192
  %t158 = or i32 %t156, %t157, !dbg !193
  %t161 = ashr i32 %t143, 31, !dbg !194
  %t160 = xor i32 %t161, %.19, !dbg !195
  %t162 = xor i32 %t160, %t158, !dbg !196
  %t163 = getelementptr inbounds i32, ptr addrspace(1) %a30, i64 %t140, !dbg !181
  store i32 %t162, ptr addrspace(1) %t163, align 4, !dbg !181
  %t164 = add i64 %t282, %t12, !dbg !181
  %t29 = icmp slt i64 %t164, %a0, !dbg !181
  br i1 %t29, label %b2, label %b23, !dbg !181

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !181
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !197 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !198
  %t3 = sext i32 %.1 to i64, !dbg !198
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !198
  %t5 = sext i32 %.2 to i64, !dbg !198
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !198
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !198
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !198, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !198
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !198
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !198, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !198
  %.15 = add i32 %.14, %.9, !dbg !198
  %.16 = udiv i32 %.15, %.6, !dbg !198
  %t9 = sext i32 %.16 to i64, !dbg !198
  %t10 = mul nsw i64 %t7, %t5, !dbg !198
  %t11 = add nsw i64 %t10, %t3, !dbg !198
  %t12 = mul nsw i64 %t9, %t7, !dbg !198
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !198
  %t14 = icmp eq i64 %a2, 1, !dbg !198
  %t15 = and i64 %t13, 15, !dbg !198
  %t16 = icmp eq i64 %t15, 0, !dbg !198
  %t17 = and i1 %t14, %t16, !dbg !198
  %t19 = ashr i64 %a0, 2, !dbg !198
  %t20 = add i64 %a0, 3, !dbg !198
  %t21 = ashr i64 %t20, 2, !dbg !198
  %t22 = icmp slt i64 %t11, %t21, !dbg !198
  br i1 %t22, label %b1, label %b25, !dbg !198

b1:                                               ; preds = %entry
  %t23 = shl nsw i64 %t11, 2, !dbg !198
  %t24 = mul i64 %t23, %a2, !dbg !198
  %t25 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t24, !dbg !198
  %.17 = load i32, ptr addrspace(1) %t25, align 4, !dbg !198, !amdgpu.noclobber !6
  %0 = xor i64 %t23, -1, !dbg !198
  %t28 = add i64 %0, %a0, !dbg !198
  %t29 = getelementptr inbounds i32, ptr addrspace(1) %t25, i64 %a2, !dbg !198
  %t30 = icmp sgt i64 %t28, 0, !dbg !198
  br i1 %t30, label %b2, label %b3, !dbg !198

b2:                                               ; preds = %b1
  %.18 = load i32, ptr addrspace(1) %t29, align 4, !dbg !198, !amdgpu.noclobber !6
  %t32 = add i32 %.18, %.17, !dbg !199
  %t33 = shl i32 %t32, 3, !dbg !200
  %t34 = sub i32 %.17, %.18, !dbg !201
  %t35 = ashr i32 %t34, 5, !dbg !202
  %t37 = tail call i32 @llvm.smin.i32(i32 %.17, i32 %.18), !dbg !203
  %t39 = tail call i32 @llvm.smax.i32(i32 %.17, i32 %.18), !dbg !204
  %.19 = xor i32 %.18, -1, !dbg !205
  %t40 = and i32 %t39, %.19, !dbg !205
  %t36 = xor i32 %t35, %t37, !dbg !206
  %t38 = xor i32 %t36, %t33, !dbg !207
  %t41 = xor i32 %t38, %t40, !dbg !208
  %t42 = sub i32 0, %.17, !dbg !209
  %t43 = or i32 %t41, %t42, !dbg !210
  %t46 = ashr i32 %.17, 31, !dbg !211
  %t45 = xor i32 %t46, %.19, !dbg !212
  %t47 = xor i32 %t45, %t43, !dbg !213
  br label %b3, !dbg !198

b3:                                               ; preds = %b2, %b1
  %t48 = phi i32 [ %t47, %b2 ], [ %.17, %b1 ]
  %t49 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %a2, !dbg !198
  %t50 = icmp sgt i64 %t28, 1, !dbg !198
  br i1 %t50, label %b4, label %b5, !dbg !198

b4:                                               ; preds = %b3
  %.20 = load i32, ptr addrspace(1) %t49, align 4, !dbg !198, !amdgpu.noclobber !6
  %t52 = add i32 %.20, %t48, !dbg !199
  %t53 = shl i32 %t52, 3, !dbg !200
  %t54 = sub i32 %t48, %.20, !dbg !201
  %t55 = ashr i32 %t54, 5, !dbg !202
  %t57 = tail call i32 @llvm.smin.i32(i32 %t48, i32 %.20), !dbg !203
  %t59 = tail call i32 @llvm.smax.i32(i32 %t48, i32 %.20), !dbg !204
  %.21 = xor i32 %.20, -1, !dbg !205
  %t60 = and i32 %t59, %.21, !dbg !205
  %t56 = xor i32 %t55, %t57, !dbg !206
  %t58 = xor i32 %t56, %t53, !dbg !207
  %t61 = xor i32 %t58, %t60, !dbg !208
  %t62 = sub i32 0, %t48, !dbg !209
  %t63 = or i32 %t61, %t62, !dbg !210
  %t66 = ashr i32 %t48, 31, !dbg !211
  %t65 = xor i32 %t66, %.21, !dbg !212
  %t67 = xor i32 %t65, %t63, !dbg !213
  br label %b5, !dbg !198

b5:                                               ; preds = %b4, %b3
  %t68 = phi i32 [ %t67, %b4 ], [ %t48, %b3 ]
  %t70 = icmp sgt i64 %t28, 2, !dbg !198
  br i1 %t70, label %b6, label %b7, !dbg !198

b6:                                               ; preds = %b5
  %t69 = getelementptr inbounds i32, ptr addrspace(1) %t49, i64 %a2, !dbg !198
  %.22 = load i32, ptr addrspace(1) %t69, align 4, !dbg !198, !amdgpu.noclobber !6
  %t72 = add i32 %.22, %t68, !dbg !199
  %t73 = shl i32 %t72, 3, !dbg !200
  %t74 = sub i32 %t68, %.22, !dbg !201
  %t75 = ashr i32 %t74, 5, !dbg !202
  %t77 = tail call i32 @llvm.smin.i32(i32 %t68, i32 %.22), !dbg !203
  %t79 = tail call i32 @llvm.smax.i32(i32 %t68, i32 %.22), !dbg !204
  %.23 = xor i32 %.22, -1, !dbg !205
  %t80 = and i32 %t79, %.23, !dbg !205
  %t76 = xor i32 %t75, %t77, !dbg !206
  %t78 = xor i32 %t76, %t73, !dbg !207
  %t81 = xor i32 %t78, %t80, !dbg !208
  %t82 = sub i32 0, %t68, !dbg !209
  %t83 = or i32 %t81, %t82, !dbg !210
  %t86 = ashr i32 %t68, 31, !dbg !211
  %t85 = xor i32 %t86, %.23, !dbg !212
  %t87 = xor i32 %t85, %t83, !dbg !213
  br label %b7, !dbg !198

b7:                                               ; preds = %b6, %b5
  %t88 = phi i32 [ %t87, %b6 ], [ %t68, %b5 ]
  %t89 = add nsw i64 %t12, %t11, !dbg !198
  br i1 %t17, label %b8, label %b15, !dbg !198

b8:                                               ; preds = %b7
  %t90 = shl nsw i64 %t12, 1, !dbg !198
  %t91 = sub nsw i64 %t19, %t12, !dbg !198
  %t9511 = icmp slt i64 %t89, %t91, !dbg !198
  br i1 %t9511, label %b10, label %b12.preheader, !dbg !198

b12.preheader:                                    ; preds = %b10, %b8
  %t92.lcssa = phi i64 [ %t89, %b8 ], [ %t237, %b10 ]
  %t93.lcssa = phi i32 [ %t88, %b8 ], [ %t236, %b10 ]
  %t24115 = icmp slt i64 %t92.lcssa, %t19, !dbg !198
  br i1 %t24115, label %b13, label %b15, !dbg !198

b10:                                              ; preds = %b8, %b10
  %t9313 = phi i32 [ %t236, %b10 ], [ %t88, %b8 ]
  %t9212 = phi i64 [ %t237, %b10 ], [ %t89, %b8 ]
  %t96 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t9212, !dbg !198
  %.24 = load <4 x i32>, ptr addrspace(1) %t96, align 16, !dbg !198, !amdgpu.noclobber !6
  %.25 = extractelement <4 x i32> %.24, i64 0, !dbg !198
  %.27 = extractelement <4 x i32> %.24, i64 1, !dbg !198
  %.29 = extractelement <4 x i32> %.24, i64 2, !dbg !198
  %.31 = extractelement <4 x i32> %.24, i64 3, !dbg !198
  %t98 = add i64 %t9212, %t12, !dbg !198
  %t99 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t98, !dbg !198
  %.33 = load <4 x i32>, ptr addrspace(1) %t99, align 16, !dbg !198, !amdgpu.noclobber !6
  %.34 = extractelement <4 x i32> %.33, i64 0, !dbg !198
  %.36 = extractelement <4 x i32> %.33, i64 1, !dbg !198
  %.38 = extractelement <4 x i32> %.33, i64 2, !dbg !198
  %.40 = extractelement <4 x i32> %.33, i64 3, !dbg !198
  %t102 = add i32 %.25, %t9313, !dbg !199
  %t103 = shl i32 %t102, 3, !dbg !200
  %t104 = sub i32 %t9313, %.25, !dbg !201
  %t105 = ashr i32 %t104, 5, !dbg !202
  %t107 = tail call i32 @llvm.smin.i32(i32 %t9313, i32 %.25), !dbg !203
  %t109 = tail call i32 @llvm.smax.i32(i32 %t9313, i32 %.25), !dbg !204
  %.42 = xor i32 %.25, -1, !dbg !205
  %t110 = and i32 %t109, %.42, !dbg !205
  %t106 = xor i32 %t105, %t107, !dbg !206
  %t108 = xor i32 %t106, %t103, !dbg !207
  %t111 = xor i32 %t108, %t110, !dbg !208
  %t112 = sub i32 0, %t9313, !dbg !209
  %t113 = or i32 %t111, %t112, !dbg !210
  %t116 = ashr i32 %t9313, 31, !dbg !211
  %t115 = xor i32 %t116, %.42, !dbg !212
  %t117 = xor i32 %t115, %t113, !dbg !213
  %t119 = add i32 %t117, %.27, !dbg !199
  %t120 = shl i32 %t119, 3, !dbg !200
  %t121 = sub i32 %t117, %.27, !dbg !201
  %t122 = ashr i32 %t121, 5, !dbg !202
  %t124 = tail call i32 @llvm.smin.i32(i32 %t117, i32 %.27), !dbg !203
  %t126 = tail call i32 @llvm.smax.i32(i32 %t117, i32 %.27), !dbg !204
  %.43 = xor i32 %.27, -1, !dbg !205
  %t127 = and i32 %t126, %.43, !dbg !205
  %t123 = xor i32 %t122, %t124, !dbg !206
  %t125 = xor i32 %t123, %t120, !dbg !207
  %t128 = xor i32 %t125, %t127, !dbg !208
  %t129 = sub i32 0, %t117, !dbg !209
  %t130 = or i32 %t128, %t129, !dbg !210
  %t133 = ashr i32 %t117, 31, !dbg !211
  %t132 = xor i32 %t133, %.43, !dbg !212
  %t134 = xor i32 %t132, %t130, !dbg !213
  %t136 = add i32 %t134, %.29, !dbg !199
  %t137 = shl i32 %t136, 3, !dbg !200
  %t138 = sub i32 %t134, %.29, !dbg !201
  %t139 = ashr i32 %t138, 5, !dbg !202
  %t141 = tail call i32 @llvm.smin.i32(i32 %t134, i32 %.29), !dbg !203
  %t143 = tail call i32 @llvm.smax.i32(i32 %t134, i32 %.29), !dbg !204
  %.44 = xor i32 %.29, -1, !dbg !205
  %t144 = and i32 %t143, %.44, !dbg !205
  %t140 = xor i32 %t139, %t141, !dbg !206
  %t142 = xor i32 %t140, %t137, !dbg !207
  %t145 = xor i32 %t142, %t144, !dbg !208
  %t146 = sub i32 0, %t134, !dbg !209
  %t147 = or i32 %t145, %t146, !dbg !210
  %t150 = ashr i32 %t134, 31, !dbg !211
  %t149 = xor i32 %t150, %.44, !dbg !212
  %t151 = xor i32 %t149, %t147, !dbg !213
  %t153 = add i32 %t151, %.31, !dbg !199
  %t154 = shl i32 %t153, 3, !dbg !200
  %t155 = sub i32 %t151, %.31, !dbg !201
  %t156 = ashr i32 %t155, 5, !dbg !202
  %t158 = tail call i32 @llvm.smin.i32(i32 %t151, i32 %.31), !dbg !203
  %t160 = tail call i32 @llvm.smax.i32(i32 %t151, i32 %.31), !dbg !204
  %.45 = xor i32 %.31, -1, !dbg !205
  %t161 = and i32 %t160, %.45, !dbg !205
  %t157 = xor i32 %t156, %t158, !dbg !206
  %t159 = xor i32 %t157, %t154, !dbg !207
  %t162 = xor i32 %t159, %t161, !dbg !208
  %t163 = sub i32 0, %t151, !dbg !209
  %t164 = or i32 %t162, %t163, !dbg !210
  %t167 = ashr i32 %t151, 31, !dbg !211
  %t166 = xor i32 %t167, %.45, !dbg !212
  %t168 = xor i32 %t166, %t164, !dbg !213
  %t170 = add i32 %t168, %.34, !dbg !199
  %t171 = shl i32 %t170, 3, !dbg !200
  %t172 = sub i32 %t168, %.34, !dbg !201
  %t173 = ashr i32 %t172, 5, !dbg !202
  %t175 = tail call i32 @llvm.smin.i32(i32 %t168, i32 %.34), !dbg !203
  %t177 = tail call i32 @llvm.smax.i32(i32 %t168, i32 %.34), !dbg !204
  %.46 = xor i32 %.34, -1, !dbg !205
  %t178 = and i32 %t177, %.46, !dbg !205
  %t174 = xor i32 %t173, %t175, !dbg !206
  %t176 = xor i32 %t174, %t171, !dbg !207
  %t179 = xor i32 %t176, %t178, !dbg !208
  %t180 = sub i32 0, %t168, !dbg !209
  %t181 = or i32 %t179, %t180, !dbg !210
  %t184 = ashr i32 %t168, 31, !dbg !211
  %t183 = xor i32 %t184, %.46, !dbg !212
  %t185 = xor i32 %t183, %t181, !dbg !213
  %t187 = add i32 %t185, %.36, !dbg !199
  %t188 = shl i32 %t187, 3, !dbg !200
  %t189 = sub i32 %t185, %.36, !dbg !201
  %t190 = ashr i32 %t189, 5, !dbg !202
  %t192 = tail call i32 @llvm.smin.i32(i32 %t185, i32 %.36), !dbg !203
  %t194 = tail call i32 @llvm.smax.i32(i32 %t185, i32 %.36), !dbg !204
  %.47 = xor i32 %.36, -1, !dbg !205
  %t195 = and i32 %t194, %.47, !dbg !205
  %t191 = xor i32 %t190, %t192, !dbg !206
  %t193 = xor i32 %t191, %t188, !dbg !207
  %t196 = xor i32 %t193, %t195, !dbg !208
  %t197 = sub i32 0, %t185, !dbg !209
  %t198 = or i32 %t196, %t197, !dbg !210
  %t201 = ashr i32 %t185, 31, !dbg !211
  %t200 = xor i32 %t201, %.47, !dbg !212
  %t202 = xor i32 %t200, %t198, !dbg !213
  %t204 = add i32 %t202, %.38, !dbg !199
  %t205 = shl i32 %t204, 3, !dbg !200
  %t206 = sub i32 %t202, %.38, !dbg !201
  %t207 = ashr i32 %t206, 5, !dbg !202
  %t209 = tail call i32 @llvm.smin.i32(i32 %t202, i32 %.38), !dbg !203
  %t211 = tail call i32 @llvm.smax.i32(i32 %t202, i32 %.38), !dbg !204
  %.48 = xor i32 %.38, -1, !dbg !205
  %t212 = and i32 %t211, %.48, !dbg !205
  %t208 = xor i32 %t207, %t209, !dbg !206
  %t210 = xor i32 %t208, %t205, !dbg !207
  %t213 = xor i32 %t210, %t212, !dbg !208
  %t214 = sub i32 0, %t202, !dbg !209
  %t215 = or i32 %t213, %t214, !dbg !210
  %t218 = ashr i32 %t202, 31, !dbg !211
  %t217 = xor i32 %t218, %.48, !dbg !212
  %t219 = xor i32 %t217, %t215, !dbg !213
  %t221 = add i32 %t219, %.40, !dbg !199
  %t222 = shl i32 %t221, 3, !dbg !200
  %t223 = sub i32 %t219, %.40, !dbg !201
  %t224 = ashr i32 %t223, 5, !dbg !202
  %t226 = tail call i32 @llvm.smin.i32(i32 %t219, i32 %.40), !dbg !203
  %t228 = tail call i32 @llvm.smax.i32(i32 %t219, i32 %.40), !dbg !204
  %.49 = xor i32 %.40, -1, !dbg !205
  %t229 = and i32 %t228, %.49, !dbg !205
  %t225 = xor i32 %t224, %t226, !dbg !206
  %t227 = xor i32 %t225, %t222, !dbg !207
  %t230 = xor i32 %t227, %t229, !dbg !208
  %t231 = sub i32 0, %t219, !dbg !209
  %t232 = or i32 %t230, %t231, !dbg !210
  %t235 = ashr i32 %t219, 31, !dbg !211
  %t234 = xor i32 %t235, %.49, !dbg !212
  %t236 = xor i32 %t234, %t232, !dbg !213
  %t237 = add i64 %t9212, %t90, !dbg !198
  %t95 = icmp slt i64 %t237, %t91, !dbg !198
  br i1 %t95, label %b10, label %b12.preheader, !dbg !198

b13:                                              ; preds = %b12.preheader, %b13
  %t23917 = phi i32 [ %t311, %b13 ], [ %t93.lcssa, %b12.preheader ]
  %t23816 = phi i64 [ %t312, %b13 ], [ %t92.lcssa, %b12.preheader ]
  %t242 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t23816, !dbg !198
  %.50 = load <4 x i32>, ptr addrspace(1) %t242, align 16, !dbg !198, !amdgpu.noclobber !6
  %.51 = extractelement <4 x i32> %.50, i64 0, !dbg !198
  %.53 = extractelement <4 x i32> %.50, i64 1, !dbg !198
  %.55 = extractelement <4 x i32> %.50, i64 2, !dbg !198
  %.57 = extractelement <4 x i32> %.50, i64 3, !dbg !198
  %t245 = add i32 %.51, %t23917, !dbg !199
  %t246 = shl i32 %t245, 3, !dbg !200
  %t247 = sub i32 %t23917, %.51, !dbg !201
  %t248 = ashr i32 %t247, 5, !dbg !202
  %t250 = tail call i32 @llvm.smin.i32(i32 %t23917, i32 %.51), !dbg !203
  %t252 = tail call i32 @llvm.smax.i32(i32 %t23917, i32 %.51), !dbg !204
  %.59 = xor i32 %.51, -1, !dbg !205
  %t253 = and i32 %t252, %.59, !dbg !205
  %t249 = xor i32 %t248, %t250, !dbg !206
  %t251 = xor i32 %t249, %t246, !dbg !207
  %t254 = xor i32 %t251, %t253, !dbg !208
  %t255 = sub i32 0, %t23917, !dbg !209
  %t256 = or i32 %t254, %t255, !dbg !210
  %t259 = ashr i32 %t23917, 31, !dbg !211
  %t258 = xor i32 %t259, %.59, !dbg !212
  %t260 = xor i32 %t258, %t256, !dbg !213
  %t262 = add i32 %t260, %.53, !dbg !199
  %t263 = shl i32 %t262, 3, !dbg !200
  %t264 = sub i32 %t260, %.53, !dbg !201
  %t265 = ashr i32 %t264, 5, !dbg !202
  %t267 = tail call i32 @llvm.smin.i32(i32 %t260, i32 %.53), !dbg !203
  %t269 = tail call i32 @llvm.smax.i32(i32 %t260, i32 %.53), !dbg !204
  %.60 = xor i32 %.53, -1, !dbg !205
  %t270 = and i32 %t269, %.60, !dbg !205
  %t266 = xor i32 %t265, %t267, !dbg !206
  %t268 = xor i32 %t266, %t263, !dbg !207
  %t271 = xor i32 %t268, %t270, !dbg !208
  %t272 = sub i32 0, %t260, !dbg !209
  %t273 = or i32 %t271, %t272, !dbg !210
  %t276 = ashr i32 %t260, 31, !dbg !211
  %t275 = xor i32 %t276, %.60, !dbg !212
  %t277 = xor i32 %t275, %t273, !dbg !213
  %t279 = add i32 %t277, %.55, !dbg !199
  %t280 = shl i32 %t279, 3, !dbg !200
  %t281 = sub i32 %t277, %.55, !dbg !201
  %t282 = ashr i32 %t281, 5, !dbg !202
  %t284 = tail call i32 @llvm.smin.i32(i32 %t277, i32 %.55), !dbg !203
  %t286 = tail call i32 @llvm.smax.i32(i32 %t277, i32 %.55), !dbg !204
  %.61 = xor i32 %.55, -1, !dbg !205
  %t287 = and i32 %t286, %.61, !dbg !205
  %t283 = xor i32 %t282, %t284, !dbg !206
  %t285 = xor i32 %t283, %t280, !dbg !207
  %t288 = xor i32 %t285, %t287, !dbg !208
  %t289 = sub i32 0, %t277, !dbg !209
  %t290 = or i32 %t288, %t289, !dbg !210
  %t293 = ashr i32 %t277, 31, !dbg !211
  %t292 = xor i32 %t293, %.61, !dbg !212
  %t294 = xor i32 %t292, %t290, !dbg !213
  %t296 = add i32 %t294, %.57, !dbg !199
  %t297 = shl i32 %t296, 3, !dbg !200
  %t298 = sub i32 %t294, %.57, !dbg !201
  %t299 = ashr i32 %t298, 5, !dbg !202
  %t301 = tail call i32 @llvm.smin.i32(i32 %t294, i32 %.57), !dbg !203
  %t303 = tail call i32 @llvm.smax.i32(i32 %t294, i32 %.57), !dbg !204
  %.62 = xor i32 %.57, -1, !dbg !205
  %t304 = and i32 %t303, %.62, !dbg !205
  %t300 = xor i32 %t299, %t301, !dbg !206
  %t302 = xor i32 %t300, %t297, !dbg !207
  %t305 = xor i32 %t302, %t304, !dbg !208
  %t306 = sub i32 0, %t294, !dbg !209
  %t307 = or i32 %t305, %t306, !dbg !210
  %t310 = ashr i32 %t294, 31, !dbg !211
  %t309 = xor i32 %t310, %.62, !dbg !212
  %t311 = xor i32 %t309, %t307, !dbg !213
  %t312 = add i64 %t23816, %t12, !dbg !198
  %t241 = icmp slt i64 %t312, %t19, !dbg !198
  br i1 %t241, label %b13, label %b15, !dbg !198

b15:                                              ; preds = %b13, %b12.preheader, %b7
  %t313 = phi i32 [ %t88, %b7 ], [ %t93.lcssa, %b12.preheader ], [ %t311, %b13 ]
  %t314 = phi i64 [ %t89, %b7 ], [ %t92.lcssa, %b12.preheader ], [ %t312, %b13 ]
  %t315 = shl i64 %a2, 2, !dbg !198
  %t318 = mul i64 %t12, %t315, !dbg !198
  %t32220 = icmp slt i64 %t314, %t21, !dbg !198
  br i1 %t32220, label %b17.lr.ph, label %b25, !dbg !198

b17.lr.ph:                                        ; preds = %b15
  %t316 = mul i64 %t314, %t315, !dbg !198
  %t317 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t316, !dbg !198
  %t324 = add i64 %a0, -1
  br label %b17, !dbg !198

b17:                                              ; preds = %b17.lr.ph, %b23
  %t32123 = phi i32 [ %t313, %b17.lr.ph ], [ %t402, %b23 ]
  %t32022 = phi i64 [ %t314, %b17.lr.ph ], [ %t403, %b23 ]
  %t31921 = phi ptr addrspace(1) [ %t317, %b17.lr.ph ], [ %t404, %b23 ]
  %t323.neg = mul i64 %t32022, -4, !dbg !198
  %t325 = add i64 %t324, %t323.neg, !dbg !198
  %.63 = load i32, ptr addrspace(1) %t31921, align 4, !dbg !198
  %t327 = add i32 %.63, %t32123, !dbg !199
  %t328 = shl i32 %t327, 3, !dbg !200
  %t329 = sub i32 %t32123, %.63, !dbg !201
  %t330 = ashr i32 %t329, 5, !dbg !202
  %t332 = tail call i32 @llvm.smin.i32(i32 %t32123, i32 %.63), !dbg !203
  %t334 = tail call i32 @llvm.smax.i32(i32 %t32123, i32 %.63), !dbg !204
  %.64 = xor i32 %.63, -1, !dbg !205
  %t335 = and i32 %t334, %.64, !dbg !205
  %t331 = xor i32 %t330, %t332, !dbg !206
  %t333 = xor i32 %t331, %t328, !dbg !207
  %t336 = xor i32 %t333, %t335, !dbg !208
  %t337 = sub i32 0, %t32123, !dbg !209
  %t338 = or i32 %t336, %t337, !dbg !210
  %t341 = ashr i32 %t32123, 31, !dbg !211
  %t340 = xor i32 %t341, %.64, !dbg !212
  %t342 = xor i32 %t340, %t338, !dbg !213
  %t343 = getelementptr inbounds i32, ptr addrspace(1) %t31921, i64 %a2, !dbg !198
  %t344 = icmp sgt i64 %t325, 0, !dbg !198
  br i1 %t344, label %b18, label %b19, !dbg !198

b18:                                              ; preds = %b17
  %.65 = load i32, ptr addrspace(1) %t343, align 4, !dbg !198
  %t346 = add i32 %.65, %t342, !dbg !199
  %t347 = shl i32 %t346, 3, !dbg !200
  %t348 = sub i32 %t342, %.65, !dbg !201
  %t349 = ashr i32 %t348, 5, !dbg !202
  %t351 = tail call i32 @llvm.smin.i32(i32 %t342, i32 %.65), !dbg !203
  %t353 = tail call i32 @llvm.smax.i32(i32 %t342, i32 %.65), !dbg !204
  %.66 = xor i32 %.65, -1, !dbg !205
  %t354 = and i32 %t353, %.66, !dbg !205
  %t350 = xor i32 %t349, %t351, !dbg !206
  %t352 = xor i32 %t350, %t347, !dbg !207
  %t355 = xor i32 %t352, %t354, !dbg !208
  %t356 = sub i32 0, %t342, !dbg !209
  %t357 = or i32 %t355, %t356, !dbg !210
  %t360 = ashr i32 %t342, 31, !dbg !211
  %t359 = xor i32 %t360, %.66, !dbg !212
  %t361 = xor i32 %t359, %t357, !dbg !213
  br label %b19, !dbg !198

b19:                                              ; preds = %b18, %b17
  %t362 = phi i32 [ %t361, %b18 ], [ %t342, %b17 ]
  %t363 = getelementptr inbounds i32, ptr addrspace(1) %t343, i64 %a2, !dbg !198
  %t364 = icmp sgt i64 %t325, 1, !dbg !198
  br i1 %t364, label %b20, label %b21, !dbg !198

b20:                                              ; preds = %b19
  %.67 = load i32, ptr addrspace(1) %t363, align 4, !dbg !198
  %t366 = add i32 %.67, %t362, !dbg !199
  %t367 = shl i32 %t366, 3, !dbg !200
  %t368 = sub i32 %t362, %.67, !dbg !201
  %t369 = ashr i32 %t368, 5, !dbg !202
  %t371 = tail call i32 @llvm.smin.i32(i32 %t362, i32 %.67), !dbg !203
  %t373 = tail call i32 @llvm.smax.i32(i32 %t362, i32 %.67), !dbg !204
  %.68 = xor i32 %.67, -1, !dbg !205
  %t374 = and i32 %t373, %.68, !dbg !205
  %t370 = xor i32 %t369, %t371, !dbg !206
  %t372 = xor i32 %t370, %t367, !dbg !207
  %t375 = xor i32 %t372, %t374, !dbg !208
  %t376 = sub i32 0, %t362, !dbg !209
  %t377 = or i32 %t375, %t376, !dbg !210
  %t380 = ashr i32 %t362, 31, !dbg !211
  %t379 = xor i32 %t380, %.68, !dbg !212
  %t381 = xor i32 %t379, %t377, !dbg !213
  br label %b21, !dbg !198

b21:                                              ; preds = %b20, %b19
  %t382 = phi i32 [ %t381, %b20 ], [ %t362, %b19 ]
  %t384 = icmp sgt i64 %t325, 2, !dbg !198
  br i1 %t384, label %b22, label %b23, !dbg !198

b22:                                              ; preds = %b21
  %t383 = getelementptr inbounds i32, ptr addrspace(1) %t363, i64 %a2, !dbg !198
  %.69 = load i32, ptr addrspace(1) %t383, align 4, !dbg !198
  %t386 = add i32 %.69, %t382, !dbg !199
  %t387 = shl i32 %t386, 3, !dbg !200
  %t388 = sub i32 %t382, %.69, !dbg !201
  %t389 = ashr i32 %t388, 5, !dbg !202
  %t391 = tail call i32 @llvm.smin.i32(i32 %t382, i32 %.69), !dbg !203
  %t393 = tail call i32 @llvm.smax.i32(i32 %t382, i32 %.69), !dbg !204
  %.70 = xor i32 %.69, -1, !dbg !205
  %t394 = and i32 %t393, %.70, !dbg !205
  %t390 = xor i32 %t389, %t391, !dbg !206
  %t392 = xor i32 %t390, %t387, !dbg !207
  %t395 = xor i32 %t392, %t394, !dbg !208
  %t396 = sub i32 0, %t382, !dbg !209
  %t397 = or i32 %t395, %t396, !dbg !210
  %t400 = ashr i32 %t382, 31, !dbg !211
  %t399 = xor i32 %t400, %.70, !dbg !212
  %t401 = xor i32 %t399, %t397, !dbg !213
  br label %b23, !dbg !198

b23:                                              ; preds = %b22, %b21
  %t402 = phi i32 [ %t401, %b22 ], [ %t382, %b21 ]
  %t403 = add i64 %t32022, %t12, !dbg !198
  %t404 = getelementptr inbounds i32, ptr addrspace(1) %t31921, i64 %t318, !dbg !198
  %t322 = icmp slt i64 %t403, %t21, !dbg !198
  br i1 %t322, label %b17, label %b25, !dbg !198

b25:                                              ; preds = %b23, %b15, %entry
  %t405 = phi i32 [ 0, %entry ], [ %t313, %b15 ], [ %t402, %b23 ]
  %t406 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !198
  store i32 %t405, ptr addrspace(3) %t406, align 4, !dbg !198
  %t407 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !198
  %.71 = zext i1 %t22 to i8, !dbg !198
  store i8 %.71, ptr addrspace(3) %t407, align 1, !dbg !198
  fence syncscope("workgroup") release, !dbg !198
  tail call void @llvm.amdgcn.s.barrier(), !dbg !198
  fence syncscope("workgroup") acquire, !dbg !198
  %t408 = icmp slt i32 %.1, 128, !dbg !198
  br i1 %t408, label %b26, label %b31, !dbg !198

b26:                                              ; preds = %b25
  %t409 = add nsw i32 %.1, 128, !dbg !198
  %t410 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage1.shared.0, i32 %t409, !dbg !198
  %.72 = load i32, ptr addrspace(3) %t410, align 4, !dbg !198
  %t412 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage1.shared.1, i32 %t409, !dbg !198
  %.73 = load i8, ptr addrspace(3) %t412, align 1, !dbg !198
  %.74.not10 = icmp eq i8 %.73, 0, !dbg !198
  %t22.not = xor i1 %t22, true, !dbg !198
  %brmerge = select i1 %.74.not10, i1 true, i1 %t22.not, !dbg !198
  %t405.mux = select i1 %.74.not10, i32 %t405, i32 %.72, !dbg !198
  %not..74.not10 = xor i1 %.74.not10, true, !dbg !198
  %t22.mux = select i1 %not..74.not10, i1 true, i1 %t22, !dbg !198
  br i1 %brmerge, label %b30, label %b28, !dbg !198

b28:                                              ; preds = %b26
  %t414 = add i32 %.72, %t405, !dbg !199
  %t415 = shl i32 %t414, 3, !dbg !200
  %t416 = sub i32 %t405, %.72, !dbg !201
  %t417 = ashr i32 %t416, 5, !dbg !202
  %t419 = tail call i32 @llvm.smin.i32(i32 %t405, i32 %.72), !dbg !203
  %t421 = tail call i32 @llvm.smax.i32(i32 %t405, i32 %.72), !dbg !204
  %.75 = xor i32 %.72, -1, !dbg !205
  %t422 = and i32 %t421, %.75, !dbg !205
  %t418 = xor i32 %t417, %t419, !dbg !206
  %t420 = xor i32 %t418, %t415, !dbg !207
  %t423 = xor i32 %t420, %t422, !dbg !208
  %t424 = sub i32 0, %t405, !dbg !209
  %t425 = or i32 %t423, %t424, !dbg !210
  %t428 = ashr i32 %t405, 31, !dbg !211
  %t427 = xor i32 %t428, %.75, !dbg !212
  %t429 = xor i32 %t427, %t425, !dbg !213
  br label %b30, !dbg !198

b30:                                              ; preds = %b26, %b28
  %t431 = phi i32 [ %t405.mux, %b26 ], [ %t429, %b28 ]
  %t432 = phi i1 [ %t22.mux, %b26 ], [ true, %b28 ]
  store i32 %t431, ptr addrspace(3) %t406, align 4, !dbg !198
  %.76 = zext i1 %t432 to i8, !dbg !198
  store i8 %.76, ptr addrspace(3) %t407, align 1, !dbg !198
  br label %b31, !dbg !198

b31:                                              ; preds = %b30, %b25
  %t433 = phi i32 [ %t431, %b30 ], [ %t405, %b25 ]
  %t434 = phi i1 [ %t432, %b30 ], [ %t22, %b25 ]
  fence syncscope("workgroup") release, !dbg !198
  tail call void @llvm.amdgcn.s.barrier(), !dbg !198
  fence syncscope("workgroup") acquire, !dbg !198
  %t435 = icmp slt i32 %.1, 64, !dbg !198
  br i1 %t435, label %b32, label %b37, !dbg !198

b32:                                              ; preds = %b31
  %t436 = add nsw i32 %.1, 64, !dbg !198
  %t437 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage1.shared.0, i32 %t436, !dbg !198
  %.77 = load i32, ptr addrspace(3) %t437, align 4, !dbg !198
  %t439 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage1.shared.1, i32 %t436, !dbg !198
  %.78 = load i8, ptr addrspace(3) %t439, align 1, !dbg !198
  %.79.not9 = icmp eq i8 %.78, 0, !dbg !198
  %t434.not = xor i1 %t434, true, !dbg !198
  %brmerge1 = select i1 %.79.not9, i1 true, i1 %t434.not, !dbg !198
  %t433.mux = select i1 %.79.not9, i32 %t433, i32 %.77, !dbg !198
  %not..79.not9 = xor i1 %.79.not9, true, !dbg !198
  %t434.mux = select i1 %not..79.not9, i1 true, i1 %t434, !dbg !198
  br i1 %brmerge1, label %b36, label %b34, !dbg !198

b34:                                              ; preds = %b32
  %t441 = add i32 %.77, %t433, !dbg !199
  %t442 = shl i32 %t441, 3, !dbg !200
  %t443 = sub i32 %t433, %.77, !dbg !201
  %t444 = ashr i32 %t443, 5, !dbg !202
  %t446 = tail call i32 @llvm.smin.i32(i32 %t433, i32 %.77), !dbg !203
  %t448 = tail call i32 @llvm.smax.i32(i32 %t433, i32 %.77), !dbg !204
  %.80 = xor i32 %.77, -1, !dbg !205
  %t449 = and i32 %t448, %.80, !dbg !205
  %t445 = xor i32 %t444, %t446, !dbg !206
  %t447 = xor i32 %t445, %t442, !dbg !207
  %t450 = xor i32 %t447, %t449, !dbg !208
  %t451 = sub i32 0, %t433, !dbg !209
  %t452 = or i32 %t450, %t451, !dbg !210
  %t455 = ashr i32 %t433, 31, !dbg !211
  %t454 = xor i32 %t455, %.80, !dbg !212
  %t456 = xor i32 %t454, %t452, !dbg !213
  br label %b36, !dbg !198

b36:                                              ; preds = %b32, %b34
  %t458 = phi i32 [ %t433.mux, %b32 ], [ %t456, %b34 ]
  %t459 = phi i1 [ %t434.mux, %b32 ], [ true, %b34 ]
  store i32 %t458, ptr addrspace(3) %t406, align 4, !dbg !198
  %.81 = zext i1 %t459 to i8, !dbg !198
  store i8 %.81, ptr addrspace(3) %t407, align 1, !dbg !198
  br label %b37, !dbg !198

b37:                                              ; preds = %b36, %b31
  %t460 = phi i32 [ %t458, %b36 ], [ %t433, %b31 ]
  %t461 = phi i1 [ %t459, %b36 ], [ %t434, %b31 ]
  fence syncscope("workgroup") release, !dbg !198
  tail call void @llvm.amdgcn.s.barrier(), !dbg !198
  fence syncscope("workgroup") acquire, !dbg !198
  %t462 = icmp slt i32 %.1, 32, !dbg !198
  br i1 %t462, label %b38, label %b43, !dbg !198

b38:                                              ; preds = %b37
  %t463 = add nsw i32 %.1, 32, !dbg !198
  %t464 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage1.shared.0, i32 %t463, !dbg !198
  %.82 = load i32, ptr addrspace(3) %t464, align 4, !dbg !198
  %t466 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage1.shared.1, i32 %t463, !dbg !198
  %.83 = load i8, ptr addrspace(3) %t466, align 1, !dbg !198
  %.84.not8 = icmp eq i8 %.83, 0, !dbg !198
  %t461.not = xor i1 %t461, true, !dbg !198
  %brmerge2 = select i1 %.84.not8, i1 true, i1 %t461.not, !dbg !198
  %t460.mux = select i1 %.84.not8, i32 %t460, i32 %.82, !dbg !198
  %not..84.not8 = xor i1 %.84.not8, true, !dbg !198
  %t461.mux = select i1 %not..84.not8, i1 true, i1 %t461, !dbg !198
  br i1 %brmerge2, label %b43, label %b40, !dbg !198

b40:                                              ; preds = %b38
  %t468 = add i32 %.82, %t460, !dbg !199
  %t469 = shl i32 %t468, 3, !dbg !200
  %t470 = sub i32 %t460, %.82, !dbg !201
  %t471 = ashr i32 %t470, 5, !dbg !202
  %t473 = tail call i32 @llvm.smin.i32(i32 %t460, i32 %.82), !dbg !203
  %t475 = tail call i32 @llvm.smax.i32(i32 %t460, i32 %.82), !dbg !204
  %.85 = xor i32 %.82, -1, !dbg !205
  %t476 = and i32 %t475, %.85, !dbg !205
  %t472 = xor i32 %t471, %t473, !dbg !206
  %t474 = xor i32 %t472, %t469, !dbg !207
  %t477 = xor i32 %t474, %t476, !dbg !208
  %t478 = sub i32 0, %t460, !dbg !209
  %t479 = or i32 %t477, %t478, !dbg !210
  %t482 = ashr i32 %t460, 31, !dbg !211
  %t481 = xor i32 %t482, %.85, !dbg !212
  %t483 = xor i32 %t481, %t479, !dbg !213
  br label %b43, !dbg !198

b43:                                              ; preds = %b38, %b40, %b37
  %t487 = phi i32 [ %t460, %b37 ], [ %t460.mux, %b38 ], [ %t483, %b40 ]
  %t488 = phi i1 [ %t461, %b37 ], [ %t461.mux, %b38 ], [ true, %b40 ]
  br i1 %t462, label %b44, label %b65, !dbg !198

b44:                                              ; preds = %b43
  %.87 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !198
  %.88 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.87), !dbg !198
  %.89 = zext i32 %.88 to i64, !dbg !198
  %.90 = add nuw nsw i64 %.89, 16, !dbg !198
  %.91 = icmp ult i32 %.88, 48, !dbg !198
  %.92 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !198
  %.93 = and i64 %.90, 63, !dbg !198
  %1 = shl nuw i64 1, %.93, !dbg !198
  %2 = and i64 %1, %.92, !dbg !198
  %.95 = icmp ne i64 %2, 0, !dbg !198
  %.96 = and i1 %.91, %.95, !dbg !198
  %.97 = trunc i64 %.90 to i32, !dbg !198
  %.98 = shl i32 %.97, 2, !dbg !198
  %.99 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.98, i32 %t487), !dbg !198
  %t489 = select i1 %.96, i32 %.99, i32 %t487, !dbg !198
  %.113 = zext i1 %t488 to i32, !dbg !198
  %.114 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.98, i32 %.113), !dbg !198
  %3 = and i32 %.114, 1, !dbg !198
  %.115 = icmp ne i32 %3, 0, !dbg !198
  %t490 = select i1 %.96, i1 %.115, i1 %t488, !dbg !198
  %t491 = icmp slt i32 %.1, 16, !dbg !198
  %t492 = and i1 %t491, %t490, !dbg !198
  %4 = select i1 %t492, i1 %t488, i1 false, !dbg !198
  %t487.mux = select i1 %t492, i32 %t489, i32 %t487, !dbg !198
  %t488.mux = select i1 %t492, i1 true, i1 %t488, !dbg !198
  br i1 %4, label %b46, label %b48, !dbg !198

b46:                                              ; preds = %b44
  %t493 = add i32 %t489, %t487, !dbg !199
  %t494 = shl i32 %t493, 3, !dbg !200
  %t495 = sub i32 %t487, %t489, !dbg !201
  %t496 = ashr i32 %t495, 5, !dbg !202
  %t498 = tail call i32 @llvm.smin.i32(i32 %t487, i32 %t489), !dbg !203
  %t500 = tail call i32 @llvm.smax.i32(i32 %t487, i32 %t489), !dbg !204
  %.116 = xor i32 %t489, -1, !dbg !205
  %t501 = and i32 %t500, %.116, !dbg !205
  %t497 = xor i32 %t496, %t498, !dbg !206
  %t499 = xor i32 %t497, %t494, !dbg !207
  %t502 = xor i32 %t499, %t501, !dbg !208
  %t503 = sub i32 0, %t487, !dbg !209
  %t504 = or i32 %t502, %t503, !dbg !210
  %t507 = ashr i32 %t487, 31, !dbg !211
  %t506 = xor i32 %t507, %.116, !dbg !212
  %t508 = xor i32 %t506, %t504, !dbg !213
  br label %b48, !dbg !198

b48:                                              ; preds = %b44, %b46
  %t510 = phi i32 [ %t487.mux, %b44 ], [ %t508, %b46 ]
  %t511 = phi i1 [ %t488.mux, %b44 ], [ true, %b46 ]
  %.121 = add nuw nsw i64 %.89, 8, !dbg !198
  %.122 = icmp ult i32 %.88, 56, !dbg !198
  %.124 = and i64 %.121, 63, !dbg !198
  %5 = shl nuw i64 1, %.124, !dbg !198
  %6 = and i64 %5, %.92, !dbg !198
  %.126 = icmp ne i64 %6, 0, !dbg !198
  %.127 = and i1 %.122, %.126, !dbg !198
  %.128 = trunc i64 %.121 to i32, !dbg !198
  %.129 = shl i32 %.128, 2, !dbg !198
  %.130 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.129, i32 %t510), !dbg !198
  %t512 = select i1 %.127, i32 %.130, i32 %t510, !dbg !198
  %.144 = zext i1 %t511 to i32, !dbg !198
  %.145 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.129, i32 %.144), !dbg !198
  %7 = and i32 %.145, 1, !dbg !198
  %.146 = icmp ne i32 %7, 0, !dbg !198
  %t513 = select i1 %.127, i1 %.146, i1 %t511, !dbg !198
  %t514 = icmp slt i32 %.1, 24, !dbg !198
  %t515 = and i1 %t514, %t513, !dbg !198
  %8 = select i1 %t515, i1 %t511, i1 false, !dbg !198
  %t510.mux = select i1 %t515, i32 %t512, i32 %t510, !dbg !198
  %t511.mux = select i1 %t515, i1 true, i1 %t511, !dbg !198
  br i1 %8, label %b50, label %b52, !dbg !198

b50:                                              ; preds = %b48
  %t516 = add i32 %t512, %t510, !dbg !199
  %t517 = shl i32 %t516, 3, !dbg !200
  %t518 = sub i32 %t510, %t512, !dbg !201
  %t519 = ashr i32 %t518, 5, !dbg !202
  %t521 = tail call i32 @llvm.smin.i32(i32 %t510, i32 %t512), !dbg !203
  %t523 = tail call i32 @llvm.smax.i32(i32 %t510, i32 %t512), !dbg !204
  %.147 = xor i32 %t512, -1, !dbg !205
  %t524 = and i32 %t523, %.147, !dbg !205
  %t520 = xor i32 %t519, %t521, !dbg !206
  %t522 = xor i32 %t520, %t517, !dbg !207
  %t525 = xor i32 %t522, %t524, !dbg !208
  %t526 = sub i32 0, %t510, !dbg !209
  %t527 = or i32 %t525, %t526, !dbg !210
  %t530 = ashr i32 %t510, 31, !dbg !211
  %t529 = xor i32 %t530, %.147, !dbg !212
  %t531 = xor i32 %t529, %t527, !dbg !213
  br label %b52, !dbg !198

b52:                                              ; preds = %b48, %b50
  %t533 = phi i32 [ %t510.mux, %b48 ], [ %t531, %b50 ]
  %t534 = phi i1 [ %t511.mux, %b48 ], [ true, %b50 ]
  %.152 = add nuw nsw i64 %.89, 4, !dbg !198
  %.153 = icmp ult i32 %.88, 60, !dbg !198
  %.155 = and i64 %.152, 63, !dbg !198
  %9 = shl nuw i64 1, %.155, !dbg !198
  %10 = and i64 %9, %.92, !dbg !198
  %.157 = icmp ne i64 %10, 0, !dbg !198
  %.158 = and i1 %.153, %.157, !dbg !198
  %.159 = trunc i64 %.152 to i32, !dbg !198
  %.160 = shl i32 %.159, 2, !dbg !198
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.160, i32 %t533), !dbg !198
  %t535 = select i1 %.158, i32 %.161, i32 %t533, !dbg !198
  %.175 = zext i1 %t534 to i32, !dbg !198
  %.176 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.160, i32 %.175), !dbg !198
  %11 = and i32 %.176, 1, !dbg !198
  %.177 = icmp ne i32 %11, 0, !dbg !198
  %t536 = select i1 %.158, i1 %.177, i1 %t534, !dbg !198
  %t537 = icmp slt i32 %.1, 28, !dbg !198
  %t538 = and i1 %t537, %t536, !dbg !198
  %12 = select i1 %t538, i1 %t534, i1 false, !dbg !198
  %t533.mux = select i1 %t538, i32 %t535, i32 %t533, !dbg !198
  %t534.mux = select i1 %t538, i1 true, i1 %t534, !dbg !198
  br i1 %12, label %b54, label %b56, !dbg !198

b54:                                              ; preds = %b52
  %t539 = add i32 %t535, %t533, !dbg !199
  %t540 = shl i32 %t539, 3, !dbg !200
  %t541 = sub i32 %t533, %t535, !dbg !201
  %t542 = ashr i32 %t541, 5, !dbg !202
  %t544 = tail call i32 @llvm.smin.i32(i32 %t533, i32 %t535), !dbg !203
  %t546 = tail call i32 @llvm.smax.i32(i32 %t533, i32 %t535), !dbg !204
  %.178 = xor i32 %t535, -1, !dbg !205
  %t547 = and i32 %t546, %.178, !dbg !205
  %t543 = xor i32 %t542, %t544, !dbg !206
  %t545 = xor i32 %t543, %t540, !dbg !207
  %t548 = xor i32 %t545, %t547, !dbg !208
  %t549 = sub i32 0, %t533, !dbg !209
  %t550 = or i32 %t548, %t549, !dbg !210
  %t553 = ashr i32 %t533, 31, !dbg !211
  %t552 = xor i32 %t553, %.178, !dbg !212
  %t554 = xor i32 %t552, %t550, !dbg !213
  br label %b56, !dbg !198

b56:                                              ; preds = %b52, %b54
  %t556 = phi i32 [ %t533.mux, %b52 ], [ %t554, %b54 ]
  %t557 = phi i1 [ %t534.mux, %b52 ], [ true, %b54 ]
  %.183 = add nuw nsw i64 %.89, 2, !dbg !198
  %.184 = icmp ult i32 %.88, 62, !dbg !198
  %.186 = and i64 %.183, 63, !dbg !198
  %13 = shl nuw i64 1, %.186, !dbg !198
  %14 = and i64 %13, %.92, !dbg !198
  %.188 = icmp ne i64 %14, 0, !dbg !198
  %.189 = and i1 %.184, %.188, !dbg !198
  %.190 = trunc i64 %.183 to i32, !dbg !198
  %.191 = shl i32 %.190, 2, !dbg !198
  %.192 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %t556), !dbg !198
  %t558 = select i1 %.189, i32 %.192, i32 %t556, !dbg !198
  %.206 = zext i1 %t557 to i32, !dbg !198
  %.207 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.206), !dbg !198
  %15 = and i32 %.207, 1, !dbg !198
  %.208 = icmp ne i32 %15, 0, !dbg !198
  %t559 = select i1 %.189, i1 %.208, i1 %t557, !dbg !198
  %t560 = icmp slt i32 %.1, 30, !dbg !198
  %t561 = and i1 %t560, %t559, !dbg !198
  %16 = select i1 %t561, i1 %t557, i1 false, !dbg !198
  %t556.mux = select i1 %t561, i32 %t558, i32 %t556, !dbg !198
  %t557.mux = select i1 %t561, i1 true, i1 %t557, !dbg !198
  br i1 %16, label %b58, label %b60, !dbg !198

b58:                                              ; preds = %b56
  %t562 = add i32 %t558, %t556, !dbg !199
  %t563 = shl i32 %t562, 3, !dbg !200
  %t564 = sub i32 %t556, %t558, !dbg !201
  %t565 = ashr i32 %t564, 5, !dbg !202
  %t567 = tail call i32 @llvm.smin.i32(i32 %t556, i32 %t558), !dbg !203
  %t569 = tail call i32 @llvm.smax.i32(i32 %t556, i32 %t558), !dbg !204
  %.209 = xor i32 %t558, -1, !dbg !205
  %t570 = and i32 %t569, %.209, !dbg !205
  %t566 = xor i32 %t565, %t567, !dbg !206
  %t568 = xor i32 %t566, %t563, !dbg !207
  %t571 = xor i32 %t568, %t570, !dbg !208
  %t572 = sub i32 0, %t556, !dbg !209
  %t573 = or i32 %t571, %t572, !dbg !210
  %t576 = ashr i32 %t556, 31, !dbg !211
  %t575 = xor i32 %t576, %.209, !dbg !212
  %t577 = xor i32 %t575, %t573, !dbg !213
  br label %b60, !dbg !198

b60:                                              ; preds = %b56, %b58
  %t579 = phi i32 [ %t556.mux, %b56 ], [ %t577, %b58 ]
  %t580 = phi i1 [ %t557.mux, %b56 ], [ true, %b58 ]
  %.214 = add nuw nsw i64 %.89, 1, !dbg !198
  %.215 = icmp ult i32 %.88, 63, !dbg !198
  %.217 = and i64 %.214, 63, !dbg !198
  %17 = shl nuw i64 1, %.217, !dbg !198
  %18 = and i64 %17, %.92, !dbg !198
  %.219 = icmp ne i64 %18, 0, !dbg !198
  %.220 = and i1 %.215, %.219, !dbg !198
  %.221 = trunc i64 %.214 to i32, !dbg !198
  %.222 = shl i32 %.221, 2, !dbg !198
  %.223 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.222, i32 %t579), !dbg !198
  %t581 = select i1 %.220, i32 %.223, i32 %t579, !dbg !198
  %.237 = zext i1 %t580 to i32, !dbg !198
  %.238 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.222, i32 %.237), !dbg !198
  %19 = and i32 %.238, 1, !dbg !198
  %.239 = icmp ne i32 %19, 0, !dbg !198
  %t582 = select i1 %.220, i1 %.239, i1 %t580, !dbg !198
  %t583 = icmp slt i32 %.1, 31, !dbg !198
  %t584 = and i1 %t583, %t582, !dbg !198
  %20 = select i1 %t584, i1 %t580, i1 false, !dbg !198
  %t579.mux = select i1 %t584, i32 %t581, i32 %t579, !dbg !198
  %t580.mux = select i1 %t584, i1 true, i1 %t580, !dbg !198
  br i1 %20, label %b62, label %b65, !dbg !198

b62:                                              ; preds = %b60
  %t585 = add i32 %t581, %t579, !dbg !199
  %t586 = shl i32 %t585, 3, !dbg !200
  %t587 = sub i32 %t579, %t581, !dbg !201
  %t588 = ashr i32 %t587, 5, !dbg !202
  %t590 = tail call i32 @llvm.smin.i32(i32 %t579, i32 %t581), !dbg !203
  %t592 = tail call i32 @llvm.smax.i32(i32 %t579, i32 %t581), !dbg !204
  %.240 = xor i32 %t581, -1, !dbg !205
  %t593 = and i32 %t592, %.240, !dbg !205
  %t589 = xor i32 %t588, %t590, !dbg !206
  %t591 = xor i32 %t589, %t586, !dbg !207
  %t594 = xor i32 %t591, %t593, !dbg !208
  %t595 = sub i32 0, %t579, !dbg !209
  %t596 = or i32 %t594, %t595, !dbg !210
  %t599 = ashr i32 %t579, 31, !dbg !211
  %t598 = xor i32 %t599, %.240, !dbg !212
  %t600 = xor i32 %t598, %t596, !dbg !213
  br label %b65, !dbg !198

b65:                                              ; preds = %b60, %b62, %b43
  %t604 = phi i32 [ %t487, %b43 ], [ %t579.mux, %b60 ], [ %t600, %b62 ]
  %t605 = phi i1 [ %t488, %b43 ], [ %t580.mux, %b60 ], [ true, %b62 ]
  %t606 = icmp eq i32 %.1, 0, !dbg !198
  %t607 = and i1 %t606, %t605, !dbg !198
  br i1 %t607, label %b66, label %b67, !dbg !198

b66:                                              ; preds = %b65
  %t608 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t5, !dbg !198
  store i32 %t604, ptr addrspace(1) %t608, align 4, !dbg !198
  br label %b67, !dbg !198

b67:                                              ; preds = %b66, %b65
  ret void, !dbg !198
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i32 %a3, i8 %a4) local_unnamed_addr #1 !dbg !214 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !215
  %t3 = sext i32 %.2 to i64, !dbg !215
  %t4 = add i64 %a0, 3, !dbg !215
  %t5 = ashr i64 %t4, 2, !dbg !215
  %t6 = icmp sgt i64 %t5, %t3, !dbg !215
  br i1 %t6, label %b1, label %b17, !dbg !215

b1:                                               ; preds = %entry
  %t7 = shl nsw i64 %t3, 2, !dbg !215
  %t8 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t7, !dbg !215
  %.3 = load i32, ptr addrspace(1) %t8, align 4, !dbg !215, !amdgpu.noclobber !6
  %0 = xor i64 %t7, -1, !dbg !215
  %t11 = add i64 %0, %a0, !dbg !215
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %t8, i64 1, !dbg !215
  %t13 = icmp sgt i64 %t11, 0, !dbg !215
  br i1 %t13, label %b2, label %b3, !dbg !215

b2:                                               ; preds = %b1
  %.4 = load i32, ptr addrspace(1) %t12, align 4, !dbg !215, !amdgpu.noclobber !6
  %t15 = add i32 %.4, %.3, !dbg !216
  %t16 = shl i32 %t15, 3, !dbg !217
  %t17 = sub i32 %.3, %.4, !dbg !218
  %t18 = ashr i32 %t17, 5, !dbg !219
  %t20 = tail call i32 @llvm.smin.i32(i32 %.3, i32 %.4), !dbg !220
  %t22 = tail call i32 @llvm.smax.i32(i32 %.3, i32 %.4), !dbg !221
  %.5 = xor i32 %.4, -1, !dbg !222
  %t23 = and i32 %t22, %.5, !dbg !222
  %t19 = xor i32 %t18, %t20, !dbg !223
  %t21 = xor i32 %t19, %t16, !dbg !224
  %t24 = xor i32 %t21, %t23, !dbg !225
  %t25 = sub i32 0, %.3, !dbg !226
  %t26 = or i32 %t24, %t25, !dbg !227
  %t29 = ashr i32 %.3, 31, !dbg !228
  %t28 = xor i32 %t29, %.5, !dbg !229
  %t30 = xor i32 %t28, %t26, !dbg !230
  br label %b3, !dbg !215

b3:                                               ; preds = %b2, %b1
  %t31 = phi i32 [ %t30, %b2 ], [ %.3, %b1 ]
  %t32 = getelementptr inbounds i32, ptr addrspace(1) %t12, i64 1, !dbg !215
  %t33 = icmp sgt i64 %t11, 1, !dbg !215
  br i1 %t33, label %b4, label %b5, !dbg !215

b4:                                               ; preds = %b3
  %.6 = load i32, ptr addrspace(1) %t32, align 4, !dbg !215, !amdgpu.noclobber !6
  %t35 = add i32 %.6, %t31, !dbg !216
  %t36 = shl i32 %t35, 3, !dbg !217
  %t37 = sub i32 %t31, %.6, !dbg !218
  %t38 = ashr i32 %t37, 5, !dbg !219
  %t40 = tail call i32 @llvm.smin.i32(i32 %t31, i32 %.6), !dbg !220
  %t42 = tail call i32 @llvm.smax.i32(i32 %t31, i32 %.6), !dbg !221
  %.7 = xor i32 %.6, -1, !dbg !222
  %t43 = and i32 %t42, %.7, !dbg !222
  %t39 = xor i32 %t38, %t40, !dbg !223
  %t41 = xor i32 %t39, %t36, !dbg !224
  %t44 = xor i32 %t41, %t43, !dbg !225
  %t45 = sub i32 0, %t31, !dbg !226
  %t46 = or i32 %t44, %t45, !dbg !227
  %t49 = ashr i32 %t31, 31, !dbg !228
  %t48 = xor i32 %t49, %.7, !dbg !229
  %t50 = xor i32 %t48, %t46, !dbg !230
  br label %b5, !dbg !215

b5:                                               ; preds = %b4, %b3
  %t51 = phi i32 [ %t50, %b4 ], [ %t31, %b3 ]
  %t53 = icmp sgt i64 %t11, 2, !dbg !215
  br i1 %t53, label %b6, label %b7, !dbg !215

b6:                                               ; preds = %b5
  %t52 = getelementptr inbounds i32, ptr addrspace(1) %t32, i64 1, !dbg !215
  %.8 = load i32, ptr addrspace(1) %t52, align 4, !dbg !215, !amdgpu.noclobber !6
  %t55 = add i32 %.8, %t51, !dbg !216
  %t56 = shl i32 %t55, 3, !dbg !217
  %t57 = sub i32 %t51, %.8, !dbg !218
  %t58 = ashr i32 %t57, 5, !dbg !219
  %t60 = tail call i32 @llvm.smin.i32(i32 %t51, i32 %.8), !dbg !220
  %t62 = tail call i32 @llvm.smax.i32(i32 %t51, i32 %.8), !dbg !221
  %.9 = xor i32 %.8, -1, !dbg !222
  %t63 = and i32 %t62, %.9, !dbg !222
  %t59 = xor i32 %t58, %t60, !dbg !223
  %t61 = xor i32 %t59, %t56, !dbg !224
  %t64 = xor i32 %t61, %t63, !dbg !225
  %t65 = sub i32 0, %t51, !dbg !226
  %t66 = or i32 %t64, %t65, !dbg !227
  %t69 = ashr i32 %t51, 31, !dbg !228
  %t68 = xor i32 %t69, %.9, !dbg !229
  %t70 = xor i32 %t68, %t66, !dbg !230
  br label %b7, !dbg !215

b7:                                               ; preds = %b6, %b5
  %t71 = phi i32 [ %t70, %b6 ], [ %t51, %b5 ]
  %t72 = add nsw i64 %t3, 256, !dbg !215
  %t7812 = icmp slt i64 %t72, %t5, !dbg !215
  br i1 %t7812, label %b9.lr.ph, label %b17, !dbg !215

b9.lr.ph:                                         ; preds = %b7
  %t73 = shl nsw i64 %t72, 2, !dbg !215
  %t74 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t73, !dbg !215
  %t80 = add i64 %a0, -1
  br label %b9, !dbg !215

b9:                                               ; preds = %b9.lr.ph, %b15
  %t7715 = phi i32 [ %t71, %b9.lr.ph ], [ %t158, %b15 ]
  %t7614 = phi i64 [ %t72, %b9.lr.ph ], [ %t159, %b15 ]
  %t7513 = phi ptr addrspace(1) [ %t74, %b9.lr.ph ], [ %t160, %b15 ]
  %t79.neg = mul i64 %t7614, -4, !dbg !215
  %t81 = add i64 %t80, %t79.neg, !dbg !215
  %.10 = load i32, ptr addrspace(1) %t7513, align 4, !dbg !215
  %t83 = add i32 %.10, %t7715, !dbg !216
  %t84 = shl i32 %t83, 3, !dbg !217
  %t85 = sub i32 %t7715, %.10, !dbg !218
  %t86 = ashr i32 %t85, 5, !dbg !219
  %t88 = tail call i32 @llvm.smin.i32(i32 %t7715, i32 %.10), !dbg !220
  %t90 = tail call i32 @llvm.smax.i32(i32 %t7715, i32 %.10), !dbg !221
  %.11 = xor i32 %.10, -1, !dbg !222
  %t91 = and i32 %t90, %.11, !dbg !222
  %t87 = xor i32 %t86, %t88, !dbg !223
  %t89 = xor i32 %t87, %t84, !dbg !224
  %t92 = xor i32 %t89, %t91, !dbg !225
  %t93 = sub i32 0, %t7715, !dbg !226
  %t94 = or i32 %t92, %t93, !dbg !227
  %t97 = ashr i32 %t7715, 31, !dbg !228
  %t96 = xor i32 %t97, %.11, !dbg !229
  %t98 = xor i32 %t96, %t94, !dbg !230
  %t100 = icmp sgt i64 %t81, 0, !dbg !215
  br i1 %t100, label %b10, label %b11, !dbg !215

b10:                                              ; preds = %b9
  %t99 = getelementptr inbounds i32, ptr addrspace(1) %t7513, i64 1, !dbg !215
  %.12 = load i32, ptr addrspace(1) %t99, align 4, !dbg !215
  %t102 = add i32 %.12, %t98, !dbg !216
  %t103 = shl i32 %t102, 3, !dbg !217
  %t104 = sub i32 %t98, %.12, !dbg !218
  %t105 = ashr i32 %t104, 5, !dbg !219
  %t107 = tail call i32 @llvm.smin.i32(i32 %t98, i32 %.12), !dbg !220
  %t109 = tail call i32 @llvm.smax.i32(i32 %t98, i32 %.12), !dbg !221
  %.13 = xor i32 %.12, -1, !dbg !222
  %t110 = and i32 %t109, %.13, !dbg !222
  %t106 = xor i32 %t105, %t107, !dbg !223
  %t108 = xor i32 %t106, %t103, !dbg !224
  %t111 = xor i32 %t108, %t110, !dbg !225
  %t112 = sub i32 0, %t98, !dbg !226
  %t113 = or i32 %t111, %t112, !dbg !227
  %t116 = ashr i32 %t98, 31, !dbg !228
  %t115 = xor i32 %t116, %.13, !dbg !229
  %t117 = xor i32 %t115, %t113, !dbg !230
  br label %b11, !dbg !215

b11:                                              ; preds = %b10, %b9
  %t118 = phi i32 [ %t117, %b10 ], [ %t98, %b9 ]
  %t120 = icmp sgt i64 %t81, 1, !dbg !215
  br i1 %t120, label %b12, label %b13, !dbg !215

b12:                                              ; preds = %b11
  %t119 = getelementptr inbounds i32, ptr addrspace(1) %t7513, i64 2, !dbg !215
  %.14 = load i32, ptr addrspace(1) %t119, align 4, !dbg !215
  %t122 = add i32 %.14, %t118, !dbg !216
  %t123 = shl i32 %t122, 3, !dbg !217
  %t124 = sub i32 %t118, %.14, !dbg !218
  %t125 = ashr i32 %t124, 5, !dbg !219
  %t127 = tail call i32 @llvm.smin.i32(i32 %t118, i32 %.14), !dbg !220
  %t129 = tail call i32 @llvm.smax.i32(i32 %t118, i32 %.14), !dbg !221
  %.15 = xor i32 %.14, -1, !dbg !222
  %t130 = and i32 %t129, %.15, !dbg !222
  %t126 = xor i32 %t125, %t127, !dbg !223
  %t128 = xor i32 %t126, %t123, !dbg !224
  %t131 = xor i32 %t128, %t130, !dbg !225
  %t132 = sub i32 0, %t118, !dbg !226
  %t133 = or i32 %t131, %t132, !dbg !227
  %t136 = ashr i32 %t118, 31, !dbg !228
  %t135 = xor i32 %t136, %.15, !dbg !229
  %t137 = xor i32 %t135, %t133, !dbg !230
  br label %b13, !dbg !215

b13:                                              ; preds = %b12, %b11
  %t138 = phi i32 [ %t137, %b12 ], [ %t118, %b11 ]
  %t140 = icmp sgt i64 %t81, 2, !dbg !215
  br i1 %t140, label %b14, label %b15, !dbg !215

b14:                                              ; preds = %b13
  %t139 = getelementptr inbounds i32, ptr addrspace(1) %t7513, i64 3, !dbg !215
  %.16 = load i32, ptr addrspace(1) %t139, align 4, !dbg !215
  %t142 = add i32 %.16, %t138, !dbg !216
  %t143 = shl i32 %t142, 3, !dbg !217
  %t144 = sub i32 %t138, %.16, !dbg !218
  %t145 = ashr i32 %t144, 5, !dbg !219
  %t147 = tail call i32 @llvm.smin.i32(i32 %t138, i32 %.16), !dbg !220
  %t149 = tail call i32 @llvm.smax.i32(i32 %t138, i32 %.16), !dbg !221
  %.17 = xor i32 %.16, -1, !dbg !222
  %t150 = and i32 %t149, %.17, !dbg !222
  %t146 = xor i32 %t145, %t147, !dbg !223
  %t148 = xor i32 %t146, %t143, !dbg !224
  %t151 = xor i32 %t148, %t150, !dbg !225
  %t152 = sub i32 0, %t138, !dbg !226
  %t153 = or i32 %t151, %t152, !dbg !227
  %t156 = ashr i32 %t138, 31, !dbg !228
  %t155 = xor i32 %t156, %.17, !dbg !229
  %t157 = xor i32 %t155, %t153, !dbg !230
  br label %b15, !dbg !215

b15:                                              ; preds = %b14, %b13
  %t158 = phi i32 [ %t157, %b14 ], [ %t138, %b13 ]
  %t159 = add nsw i64 %t7614, 256, !dbg !215
  %t160 = getelementptr inbounds i32, ptr addrspace(1) %t7513, i64 1024, !dbg !215
  %t78 = icmp slt i64 %t159, %t5, !dbg !215
  br i1 %t78, label %b9, label %b17, !dbg !215

b17:                                              ; preds = %b15, %b7, %entry
  %t161 = phi i32 [ 0, %entry ], [ %t71, %b7 ], [ %t158, %b15 ]
  %t162 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !215
  store i32 %t161, ptr addrspace(3) %t162, align 4, !dbg !215
  %t163 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !215
  %.18 = zext i1 %t6 to i8, !dbg !215
  store i8 %.18, ptr addrspace(3) %t163, align 1, !dbg !215
  fence syncscope("workgroup") release, !dbg !215
  tail call void @llvm.amdgcn.s.barrier(), !dbg !215
  fence syncscope("workgroup") acquire, !dbg !215
  %t164 = icmp slt i32 %.2, 128, !dbg !215
  br i1 %t164, label %b18, label %b23, !dbg !215

b18:                                              ; preds = %b17
  %t165 = add nsw i32 %.2, 128, !dbg !215
  %t166 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage2.shared.0, i32 %t165, !dbg !215
  %.19 = load i32, ptr addrspace(3) %t166, align 4, !dbg !215
  %t168 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage2.shared.1, i32 %t165, !dbg !215
  %.20 = load i8, ptr addrspace(3) %t168, align 1, !dbg !215
  %.21.not11 = icmp eq i8 %.20, 0, !dbg !215
  %t6.not = xor i1 %t6, true, !dbg !215
  %brmerge = select i1 %.21.not11, i1 true, i1 %t6.not, !dbg !215
  %t161.mux = select i1 %.21.not11, i32 %t161, i32 %.19, !dbg !215
  %not..21.not11 = xor i1 %.21.not11, true, !dbg !215
  %t6.mux = select i1 %not..21.not11, i1 true, i1 %t6, !dbg !215
  br i1 %brmerge, label %b22, label %b20, !dbg !215

b20:                                              ; preds = %b18
  %t170 = add i32 %.19, %t161, !dbg !216
  %t171 = shl i32 %t170, 3, !dbg !217
  %t172 = sub i32 %t161, %.19, !dbg !218
  %t173 = ashr i32 %t172, 5, !dbg !219
  %t175 = tail call i32 @llvm.smin.i32(i32 %t161, i32 %.19), !dbg !220
  %t177 = tail call i32 @llvm.smax.i32(i32 %t161, i32 %.19), !dbg !221
  %.22 = xor i32 %.19, -1, !dbg !222
  %t178 = and i32 %t177, %.22, !dbg !222
  %t174 = xor i32 %t173, %t175, !dbg !223
  %t176 = xor i32 %t174, %t171, !dbg !224
  %t179 = xor i32 %t176, %t178, !dbg !225
  %t180 = sub i32 0, %t161, !dbg !226
  %t181 = or i32 %t179, %t180, !dbg !227
  %t184 = ashr i32 %t161, 31, !dbg !228
  %t183 = xor i32 %t184, %.22, !dbg !229
  %t185 = xor i32 %t183, %t181, !dbg !230
  br label %b22, !dbg !215

b22:                                              ; preds = %b18, %b20
  %t187 = phi i32 [ %t161.mux, %b18 ], [ %t185, %b20 ]
  %t188 = phi i1 [ %t6.mux, %b18 ], [ true, %b20 ]
  store i32 %t187, ptr addrspace(3) %t162, align 4, !dbg !215
  %.23 = zext i1 %t188 to i8, !dbg !215
  store i8 %.23, ptr addrspace(3) %t163, align 1, !dbg !215
  br label %b23, !dbg !215

b23:                                              ; preds = %b22, %b17
  %t189 = phi i32 [ %t187, %b22 ], [ %t161, %b17 ]
  %t190 = phi i1 [ %t188, %b22 ], [ %t6, %b17 ]
  fence syncscope("workgroup") release, !dbg !215
  tail call void @llvm.amdgcn.s.barrier(), !dbg !215
  fence syncscope("workgroup") acquire, !dbg !215
  %t191 = icmp slt i32 %.2, 64, !dbg !215
  br i1 %t191, label %b24, label %b29, !dbg !215

b24:                                              ; preds = %b23
  %t192 = add nsw i32 %.2, 64, !dbg !215
  %t193 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage2.shared.0, i32 %t192, !dbg !215
  %.24 = load i32, ptr addrspace(3) %t193, align 4, !dbg !215
  %t195 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage2.shared.1, i32 %t192, !dbg !215
  %.25 = load i8, ptr addrspace(3) %t195, align 1, !dbg !215
  %.26.not10 = icmp eq i8 %.25, 0, !dbg !215
  %t190.not = xor i1 %t190, true, !dbg !215
  %brmerge1 = select i1 %.26.not10, i1 true, i1 %t190.not, !dbg !215
  %t189.mux = select i1 %.26.not10, i32 %t189, i32 %.24, !dbg !215
  %not..26.not10 = xor i1 %.26.not10, true, !dbg !215
  %t190.mux = select i1 %not..26.not10, i1 true, i1 %t190, !dbg !215
  br i1 %brmerge1, label %b28, label %b26, !dbg !215

b26:                                              ; preds = %b24
  %t197 = add i32 %.24, %t189, !dbg !216
  %t198 = shl i32 %t197, 3, !dbg !217
  %t199 = sub i32 %t189, %.24, !dbg !218
  %t200 = ashr i32 %t199, 5, !dbg !219
  %t202 = tail call i32 @llvm.smin.i32(i32 %t189, i32 %.24), !dbg !220
  %t204 = tail call i32 @llvm.smax.i32(i32 %t189, i32 %.24), !dbg !221
  %.27 = xor i32 %.24, -1, !dbg !222
  %t205 = and i32 %t204, %.27, !dbg !222
  %t201 = xor i32 %t200, %t202, !dbg !223
  %t203 = xor i32 %t201, %t198, !dbg !224
  %t206 = xor i32 %t203, %t205, !dbg !225
  %t207 = sub i32 0, %t189, !dbg !226
  %t208 = or i32 %t206, %t207, !dbg !227
  %t211 = ashr i32 %t189, 31, !dbg !228
  %t210 = xor i32 %t211, %.27, !dbg !229
  %t212 = xor i32 %t210, %t208, !dbg !230
  br label %b28, !dbg !215

b28:                                              ; preds = %b24, %b26
  %t214 = phi i32 [ %t189.mux, %b24 ], [ %t212, %b26 ]
  %t215 = phi i1 [ %t190.mux, %b24 ], [ true, %b26 ]
  store i32 %t214, ptr addrspace(3) %t162, align 4, !dbg !215
  %.28 = zext i1 %t215 to i8, !dbg !215
  store i8 %.28, ptr addrspace(3) %t163, align 1, !dbg !215
  br label %b29, !dbg !215

b29:                                              ; preds = %b28, %b23
  %t216 = phi i32 [ %t214, %b28 ], [ %t189, %b23 ]
  %t217 = phi i1 [ %t215, %b28 ], [ %t190, %b23 ]
  fence syncscope("workgroup") release, !dbg !215
  tail call void @llvm.amdgcn.s.barrier(), !dbg !215
  fence syncscope("workgroup") acquire, !dbg !215
  %t218 = icmp slt i32 %.2, 32, !dbg !215
  br i1 %t218, label %b30, label %b35, !dbg !215

b30:                                              ; preds = %b29
  %t219 = add nsw i32 %.2, 32, !dbg !215
  %t220 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage2.shared.0, i32 %t219, !dbg !215
  %.29 = load i32, ptr addrspace(3) %t220, align 4, !dbg !215
  %t222 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage2.shared.1, i32 %t219, !dbg !215
  %.30 = load i8, ptr addrspace(3) %t222, align 1, !dbg !215
  %.31.not9 = icmp eq i8 %.30, 0, !dbg !215
  %t217.not = xor i1 %t217, true, !dbg !215
  %brmerge2 = select i1 %.31.not9, i1 true, i1 %t217.not, !dbg !215
  %t216.mux = select i1 %.31.not9, i32 %t216, i32 %.29, !dbg !215
  %not..31.not9 = xor i1 %.31.not9, true, !dbg !215
  %t217.mux = select i1 %not..31.not9, i1 true, i1 %t217, !dbg !215
  br i1 %brmerge2, label %b35, label %b32, !dbg !215

b32:                                              ; preds = %b30
  %t224 = add i32 %.29, %t216, !dbg !216
  %t225 = shl i32 %t224, 3, !dbg !217
  %t226 = sub i32 %t216, %.29, !dbg !218
  %t227 = ashr i32 %t226, 5, !dbg !219
  %t229 = tail call i32 @llvm.smin.i32(i32 %t216, i32 %.29), !dbg !220
  %t231 = tail call i32 @llvm.smax.i32(i32 %t216, i32 %.29), !dbg !221
  %.32 = xor i32 %.29, -1, !dbg !222
  %t232 = and i32 %t231, %.32, !dbg !222
  %t228 = xor i32 %t227, %t229, !dbg !223
  %t230 = xor i32 %t228, %t225, !dbg !224
  %t233 = xor i32 %t230, %t232, !dbg !225
  %t234 = sub i32 0, %t216, !dbg !226
  %t235 = or i32 %t233, %t234, !dbg !227
  %t238 = ashr i32 %t216, 31, !dbg !228
  %t237 = xor i32 %t238, %.32, !dbg !229
  %t239 = xor i32 %t237, %t235, !dbg !230
  br label %b35, !dbg !215

b35:                                              ; preds = %b30, %b32, %b29
  %t243 = phi i32 [ %t216, %b29 ], [ %t216.mux, %b30 ], [ %t239, %b32 ]
  %t244 = phi i1 [ %t217, %b29 ], [ %t217.mux, %b30 ], [ true, %b32 ]
  br i1 %t218, label %b36, label %b57, !dbg !215

b36:                                              ; preds = %b35
  %.34 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !215
  %.35 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.34), !dbg !215
  %.36 = zext i32 %.35 to i64, !dbg !215
  %.37 = add nuw nsw i64 %.36, 16, !dbg !215
  %.38 = icmp ult i32 %.35, 48, !dbg !215
  %.39 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !215
  %.40 = and i64 %.37, 63, !dbg !215
  %1 = shl nuw i64 1, %.40, !dbg !215
  %2 = and i64 %1, %.39, !dbg !215
  %.42 = icmp ne i64 %2, 0, !dbg !215
  %.43 = and i1 %.38, %.42, !dbg !215
  %.44 = trunc i64 %.37 to i32, !dbg !215
  %.45 = shl i32 %.44, 2, !dbg !215
  %.46 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.45, i32 %t243), !dbg !215
  %t245 = select i1 %.43, i32 %.46, i32 %t243, !dbg !215
  %.60 = zext i1 %t244 to i32, !dbg !215
  %.61 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.45, i32 %.60), !dbg !215
  %3 = and i32 %.61, 1, !dbg !215
  %.62 = icmp ne i32 %3, 0, !dbg !215
  %t246 = select i1 %.43, i1 %.62, i1 %t244, !dbg !215
  %t247 = icmp slt i32 %.2, 16, !dbg !215
  %t248 = and i1 %t247, %t246, !dbg !215
  %4 = select i1 %t248, i1 %t244, i1 false, !dbg !215
  %t243.mux = select i1 %t248, i32 %t245, i32 %t243, !dbg !215
  %t244.mux = select i1 %t248, i1 true, i1 %t244, !dbg !215
  br i1 %4, label %b38, label %b40, !dbg !215

b38:                                              ; preds = %b36
  %t249 = add i32 %t245, %t243, !dbg !216
  %t250 = shl i32 %t249, 3, !dbg !217
  %t251 = sub i32 %t243, %t245, !dbg !218
  %t252 = ashr i32 %t251, 5, !dbg !219
  %t254 = tail call i32 @llvm.smin.i32(i32 %t243, i32 %t245), !dbg !220
  %t256 = tail call i32 @llvm.smax.i32(i32 %t243, i32 %t245), !dbg !221
  %.63 = xor i32 %t245, -1, !dbg !222
  %t257 = and i32 %t256, %.63, !dbg !222
  %t253 = xor i32 %t252, %t254, !dbg !223
  %t255 = xor i32 %t253, %t250, !dbg !224
  %t258 = xor i32 %t255, %t257, !dbg !225
  %t259 = sub i32 0, %t243, !dbg !226
  %t260 = or i32 %t258, %t259, !dbg !227
  %t263 = ashr i32 %t243, 31, !dbg !228
  %t262 = xor i32 %t263, %.63, !dbg !229
  %t264 = xor i32 %t262, %t260, !dbg !230
  br label %b40, !dbg !215

b40:                                              ; preds = %b36, %b38
  %t266 = phi i32 [ %t243.mux, %b36 ], [ %t264, %b38 ]
  %t267 = phi i1 [ %t244.mux, %b36 ], [ true, %b38 ]
  %.68 = add nuw nsw i64 %.36, 8, !dbg !215
  %.69 = icmp ult i32 %.35, 56, !dbg !215
  %.71 = and i64 %.68, 63, !dbg !215
  %5 = shl nuw i64 1, %.71, !dbg !215
  %6 = and i64 %5, %.39, !dbg !215
  %.73 = icmp ne i64 %6, 0, !dbg !215
  %.74 = and i1 %.69, %.73, !dbg !215
  %.75 = trunc i64 %.68 to i32, !dbg !215
  %.76 = shl i32 %.75, 2, !dbg !215
  %.77 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.76, i32 %t266), !dbg !215
  %t268 = select i1 %.74, i32 %.77, i32 %t266, !dbg !215
  %.91 = zext i1 %t267 to i32, !dbg !215
  %.92 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.76, i32 %.91), !dbg !215
  %7 = and i32 %.92, 1, !dbg !215
  %.93 = icmp ne i32 %7, 0, !dbg !215
  %t269 = select i1 %.74, i1 %.93, i1 %t267, !dbg !215
  %t270 = icmp slt i32 %.2, 24, !dbg !215
  %t271 = and i1 %t270, %t269, !dbg !215
  %8 = select i1 %t271, i1 %t267, i1 false, !dbg !215
  %t266.mux = select i1 %t271, i32 %t268, i32 %t266, !dbg !215
  %t267.mux = select i1 %t271, i1 true, i1 %t267, !dbg !215
  br i1 %8, label %b42, label %b44, !dbg !215

b42:                                              ; preds = %b40
  %t272 = add i32 %t268, %t266, !dbg !216
  %t273 = shl i32 %t272, 3, !dbg !217
  %t274 = sub i32 %t266, %t268, !dbg !218
  %t275 = ashr i32 %t274, 5, !dbg !219
  %t277 = tail call i32 @llvm.smin.i32(i32 %t266, i32 %t268), !dbg !220
  %t279 = tail call i32 @llvm.smax.i32(i32 %t266, i32 %t268), !dbg !221
  %.94 = xor i32 %t268, -1, !dbg !222
  %t280 = and i32 %t279, %.94, !dbg !222
  %t276 = xor i32 %t275, %t277, !dbg !223
  %t278 = xor i32 %t276, %t273, !dbg !224
  %t281 = xor i32 %t278, %t280, !dbg !225
  %t282 = sub i32 0, %t266, !dbg !226
  %t283 = or i32 %t281, %t282, !dbg !227
  %t286 = ashr i32 %t266, 31, !dbg !228
  %t285 = xor i32 %t286, %.94, !dbg !229
  %t287 = xor i32 %t285, %t283, !dbg !230
  br label %b44, !dbg !215

b44:                                              ; preds = %b40, %b42
  %t289 = phi i32 [ %t266.mux, %b40 ], [ %t287, %b42 ]
  %t290 = phi i1 [ %t267.mux, %b40 ], [ true, %b42 ]
  %.99 = add nuw nsw i64 %.36, 4, !dbg !215
  %.100 = icmp ult i32 %.35, 60, !dbg !215
  %.102 = and i64 %.99, 63, !dbg !215
  %9 = shl nuw i64 1, %.102, !dbg !215
  %10 = and i64 %9, %.39, !dbg !215
  %.104 = icmp ne i64 %10, 0, !dbg !215
  %.105 = and i1 %.100, %.104, !dbg !215
  %.106 = trunc i64 %.99 to i32, !dbg !215
  %.107 = shl i32 %.106, 2, !dbg !215
  %.108 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.107, i32 %t289), !dbg !215
  %t291 = select i1 %.105, i32 %.108, i32 %t289, !dbg !215
  %.122 = zext i1 %t290 to i32, !dbg !215
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.107, i32 %.122), !dbg !215
  %11 = and i32 %.123, 1, !dbg !215
  %.124 = icmp ne i32 %11, 0, !dbg !215
  %t292 = select i1 %.105, i1 %.124, i1 %t290, !dbg !215
  %t293 = icmp slt i32 %.2, 28, !dbg !215
  %t294 = and i1 %t293, %t292, !dbg !215
  %12 = select i1 %t294, i1 %t290, i1 false, !dbg !215
  %t289.mux = select i1 %t294, i32 %t291, i32 %t289, !dbg !215
  %t290.mux = select i1 %t294, i1 true, i1 %t290, !dbg !215
  br i1 %12, label %b46, label %b48, !dbg !215

b46:                                              ; preds = %b44
  %t295 = add i32 %t291, %t289, !dbg !216
  %t296 = shl i32 %t295, 3, !dbg !217
  %t297 = sub i32 %t289, %t291, !dbg !218
  %t298 = ashr i32 %t297, 5, !dbg !219
  %t300 = tail call i32 @llvm.smin.i32(i32 %t289, i32 %t291), !dbg !220
  %t302 = tail call i32 @llvm.smax.i32(i32 %t289, i32 %t291), !dbg !221
  %.125 = xor i32 %t291, -1, !dbg !222
  %t303 = and i32 %t302, %.125, !dbg !222
  %t299 = xor i32 %t298, %t300, !dbg !223
  %t301 = xor i32 %t299, %t296, !dbg !224
  %t304 = xor i32 %t301, %t303, !dbg !225
  %t305 = sub i32 0, %t289, !dbg !226
  %t306 = or i32 %t304, %t305, !dbg !227
  %t309 = ashr i32 %t289, 31, !dbg !228
  %t308 = xor i32 %t309, %.125, !dbg !229
  %t310 = xor i32 %t308, %t306, !dbg !230
  br label %b48, !dbg !215

b48:                                              ; preds = %b44, %b46
  %t312 = phi i32 [ %t289.mux, %b44 ], [ %t310, %b46 ]
  %t313 = phi i1 [ %t290.mux, %b44 ], [ true, %b46 ]
  %.130 = add nuw nsw i64 %.36, 2, !dbg !215
  %.131 = icmp ult i32 %.35, 62, !dbg !215
  %.133 = and i64 %.130, 63, !dbg !215
  %13 = shl nuw i64 1, %.133, !dbg !215
  %14 = and i64 %13, %.39, !dbg !215
  %.135 = icmp ne i64 %14, 0, !dbg !215
  %.136 = and i1 %.131, %.135, !dbg !215
  %.137 = trunc i64 %.130 to i32, !dbg !215
  %.138 = shl i32 %.137, 2, !dbg !215
  %.139 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.138, i32 %t312), !dbg !215
  %t314 = select i1 %.136, i32 %.139, i32 %t312, !dbg !215
  %.153 = zext i1 %t313 to i32, !dbg !215
  %.154 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.138, i32 %.153), !dbg !215
  %15 = and i32 %.154, 1, !dbg !215
  %.155 = icmp ne i32 %15, 0, !dbg !215
  %t315 = select i1 %.136, i1 %.155, i1 %t313, !dbg !215
  %t316 = icmp slt i32 %.2, 30, !dbg !215
  %t317 = and i1 %t316, %t315, !dbg !215
  %16 = select i1 %t317, i1 %t313, i1 false, !dbg !215
  %t312.mux = select i1 %t317, i32 %t314, i32 %t312, !dbg !215
  %t313.mux = select i1 %t317, i1 true, i1 %t313, !dbg !215
  br i1 %16, label %b50, label %b52, !dbg !215

b50:                                              ; preds = %b48
  %t318 = add i32 %t314, %t312, !dbg !216
  %t319 = shl i32 %t318, 3, !dbg !217
  %t320 = sub i32 %t312, %t314, !dbg !218
  %t321 = ashr i32 %t320, 5, !dbg !219
  %t323 = tail call i32 @llvm.smin.i32(i32 %t312, i32 %t314), !dbg !220
  %t325 = tail call i32 @llvm.smax.i32(i32 %t312, i32 %t314), !dbg !221
  %.156 = xor i32 %t314, -1, !dbg !222
  %t326 = and i32 %t325, %.156, !dbg !222
  %t322 = xor i32 %t321, %t323, !dbg !223
  %t324 = xor i32 %t322, %t319, !dbg !224
  %t327 = xor i32 %t324, %t326, !dbg !225
  %t328 = sub i32 0, %t312, !dbg !226
  %t329 = or i32 %t327, %t328, !dbg !227
  %t332 = ashr i32 %t312, 31, !dbg !228
  %t331 = xor i32 %t332, %.156, !dbg !229
  %t333 = xor i32 %t331, %t329, !dbg !230
  br label %b52, !dbg !215

b52:                                              ; preds = %b48, %b50
  %t335 = phi i32 [ %t312.mux, %b48 ], [ %t333, %b50 ]
  %t336 = phi i1 [ %t313.mux, %b48 ], [ true, %b50 ]
  %.161 = add nuw nsw i64 %.36, 1, !dbg !215
  %.162 = icmp ult i32 %.35, 63, !dbg !215
  %.164 = and i64 %.161, 63, !dbg !215
  %17 = shl nuw i64 1, %.164, !dbg !215
  %18 = and i64 %17, %.39, !dbg !215
  %.166 = icmp ne i64 %18, 0, !dbg !215
  %.167 = and i1 %.162, %.166, !dbg !215
  %.168 = trunc i64 %.161 to i32, !dbg !215
  %.169 = shl i32 %.168, 2, !dbg !215
  %.170 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.169, i32 %t335), !dbg !215
  %t337 = select i1 %.167, i32 %.170, i32 %t335, !dbg !215
  %.184 = zext i1 %t336 to i32, !dbg !215
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.169, i32 %.184), !dbg !215
  %19 = and i32 %.185, 1, !dbg !215
  %.186 = icmp ne i32 %19, 0, !dbg !215
  %t338 = select i1 %.167, i1 %.186, i1 %t336, !dbg !215
  %t339 = icmp slt i32 %.2, 31, !dbg !215
  %t340 = and i1 %t339, %t338, !dbg !215
  %20 = select i1 %t340, i1 %t336, i1 false, !dbg !215
  %t335.mux = select i1 %t340, i32 %t337, i32 %t335, !dbg !215
  %t336.mux = select i1 %t340, i1 true, i1 %t336, !dbg !215
  br i1 %20, label %b54, label %b57, !dbg !215

b54:                                              ; preds = %b52
  %t341 = add i32 %t337, %t335, !dbg !216
  %t342 = shl i32 %t341, 3, !dbg !217
  %t343 = sub i32 %t335, %t337, !dbg !218
  %t344 = ashr i32 %t343, 5, !dbg !219
  %t346 = tail call i32 @llvm.smin.i32(i32 %t335, i32 %t337), !dbg !220
  %t348 = tail call i32 @llvm.smax.i32(i32 %t335, i32 %t337), !dbg !221
  %.187 = xor i32 %t337, -1, !dbg !222
  %t349 = and i32 %t348, %.187, !dbg !222
  %t345 = xor i32 %t344, %t346, !dbg !223
  %t347 = xor i32 %t345, %t342, !dbg !224
  %t350 = xor i32 %t347, %t349, !dbg !225
  %t351 = sub i32 0, %t335, !dbg !226
  %t352 = or i32 %t350, %t351, !dbg !227
  %t355 = ashr i32 %t335, 31, !dbg !228
  %t354 = xor i32 %t355, %.187, !dbg !229
  %t356 = xor i32 %t354, %t352, !dbg !230
  br label %b57, !dbg !215

b57:                                              ; preds = %b52, %b54, %b35
  %t360 = phi i32 [ %t243, %b35 ], [ %t335.mux, %b52 ], [ %t356, %b54 ]
  %t361 = phi i1 [ %t244, %b35 ], [ %t336.mux, %b52 ], [ true, %b54 ]
  %t362 = icmp eq i32 %.2, 0, !dbg !215
  br i1 %t362, label %b58, label %b64, !dbg !215

b58:                                              ; preds = %b57
  %21 = select i1 %t361, i1 %.1, i1 false, !dbg !215
  %a3.mux = select i1 %t361, i32 %t360, i32 %a3, !dbg !215
  %.1.mux = select i1 %t361, i1 true, i1 %.1, !dbg !215
  br i1 %21, label %b60, label %b62, !dbg !215

b60:                                              ; preds = %b58
  %t363 = add i32 %t360, %a3, !dbg !216
  %t364 = shl i32 %t363, 3, !dbg !217
  %t365 = sub i32 %a3, %t360, !dbg !218
  %t366 = ashr i32 %t365, 5, !dbg !219
  %t368 = tail call i32 @llvm.smin.i32(i32 %a3, i32 %t360), !dbg !220
  %t370 = tail call i32 @llvm.smax.i32(i32 %a3, i32 %t360), !dbg !221
  %.188 = xor i32 %t360, -1, !dbg !222
  %t371 = and i32 %t370, %.188, !dbg !222
  %t367 = xor i32 %t366, %t368, !dbg !223
  %t369 = xor i32 %t367, %t364, !dbg !224
  %t372 = xor i32 %t369, %t371, !dbg !225
  %t373 = sub i32 0, %a3, !dbg !226
  %t374 = or i32 %t372, %t373, !dbg !227
  %t377 = ashr i32 %a3, 31, !dbg !228
  %t376 = xor i32 %t377, %.188, !dbg !229
  %t378 = xor i32 %t376, %t374, !dbg !230
  br label %b62, !dbg !215

b62:                                              ; preds = %b58, %b60
  %t380 = phi i32 [ %a3.mux, %b58 ], [ %t378, %b60 ]
  %t381 = phi i1 [ %.1.mux, %b58 ], [ true, %b60 ]
  br i1 %t381, label %b63, label %b64, !dbg !215

b63:                                              ; preds = %b62
  store i32 %t380, ptr addrspace(1) %a2, align 4, !dbg !215
  br label %b64, !dbg !215

b64:                                              ; preds = %b63, %b62, %b57
  ret void, !dbg !215
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i32 %a2, ptr addrspace(1) readonly %a3, i32 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !231 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !232
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !232
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !232
  %t3 = sext i32 %.1 to i64, !dbg !232
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !232
  %t5 = sext i32 %.2 to i64, !dbg !232
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !232
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !232
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !232, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !232
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !232
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !232, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !232
  %.15 = add i32 %.14, %.9, !dbg !232
  %.16 = udiv i32 %.15, %.6, !dbg !232
  %t9 = sext i32 %.16 to i64, !dbg !232
  %t10 = mul nsw i64 %t7, %t5, !dbg !232
  %t11 = add nsw i64 %t10, %t3, !dbg !232
  %t12 = mul nsw i64 %t9, %t7, !dbg !232
  %t141 = icmp slt i64 %t11, %a0, !dbg !232
  br i1 %t141, label %b2, label %b7, !dbg !232

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t38, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !232

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t132, !dbg !232
  %.17 = load i32, ptr addrspace(1) %t15, align 4, !dbg !232
  br label %b4, !dbg !232

b4:                                               ; preds = %b3, %b2
  %t17 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !232

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t132, !dbg !232
  %.18 = load i32, ptr addrspace(1) %t18, align 4, !dbg !232
  br label %b6, !dbg !232

b6:                                               ; preds = %b5, %b4
  %t20 = phi i32 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = add i32 %t20, %t17, !dbg !233
  %t22 = shl i32 %t21, 3, !dbg !234
  %t23 = sub i32 %t17, %t20, !dbg !235
  %t24 = lshr i32 %t23, 5, !dbg !236
  %t26 = tail call i32 @llvm.umin.i32(i32 %t17, i32 %t20), !dbg !237
  %t28 = tail call i32 @llvm.umax.i32(i32 %t17, i32 %t20), !dbg !238
  %.19 = xor i32 %t20, -1, !dbg !239
  %t29 = and i32 %t28, %.19, !dbg !239
  %t25 = xor i32 %t24, %t26, !dbg !240
  %t27 = xor i32 %t25, %t22, !dbg !241
  %t30 = xor i32 %t27, %t29, !dbg !242
  %t31 = sub i32 0, %t17, !dbg !243
  %t32 = or i32 %t30, %t31, !dbg !244
  %t34 = xor i32 %t32, %.19, !dbg !245
  %t37 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t132, !dbg !232
  store i32 %t34, ptr addrspace(1) %t37, align 4, !dbg !232
  %t38 = add i64 %t132, %t12, !dbg !232
  %t14 = icmp slt i64 %t38, %a0, !dbg !232
  br i1 %t14, label %b2, label %b7, !dbg !232

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !232
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i32 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !246 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !247
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !247
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !247
  %t3 = sext i32 %.1 to i64, !dbg !247
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !247
  %t5 = sext i32 %.2 to i64, !dbg !247
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !247
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !247
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !247, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !247
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !247
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !247, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !247
  %.15 = add i32 %.14, %.9, !dbg !247
  %.16 = udiv i32 %.15, %.6, !dbg !247
  %t9 = sext i32 %.16 to i64, !dbg !247
  %t10 = mul nsw i64 %t7, %t5, !dbg !247
  %t11 = add nsw i64 %t10, %t3, !dbg !247
  %t12 = mul nsw i64 %t9, %t7, !dbg !247
  %t13 = icmp sgt i64 %a1, 7, !dbg !247
  %t15 = icmp sgt i64 %a1, 6, !dbg !247
  %t17 = icmp sgt i64 %a1, 5, !dbg !247
  %t19 = icmp sgt i64 %a1, 4, !dbg !247
  %t21 = icmp sgt i64 %a1, 3, !dbg !247
  %t23 = icmp sgt i64 %a1, 2, !dbg !247
  %t25 = icmp sgt i64 %a1, 1, !dbg !247
  %t27 = icmp sgt i64 %a1, 0, !dbg !247
  %t291 = icmp slt i64 %t11, %a0, !dbg !247
  br i1 %t291, label %b2, label %b23, !dbg !247

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t164, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !247

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !247
  %t33 = mul i64 %t31, %a9, !dbg !247
  %t34 = sub nuw i64 %t282, %t33, !dbg !247
  %t35 = mul i64 %t34, %a19, !dbg !247
  %t36 = mul i64 %t34, %a29, !dbg !247
  %t37 = mul i64 %t34, %a38, !dbg !247
  br label %b4, !dbg !247

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !247

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !247
  %t45 = mul i64 %t43, %a8, !dbg !247
  %t46 = sub i64 %t38, %t45, !dbg !247
  %t47 = mul i64 %t46, %a18, !dbg !247
  %t48 = add i64 %t47, %t39, !dbg !247
  %t49 = mul i64 %t46, %a28, !dbg !247
  %t50 = add i64 %t49, %t40, !dbg !247
  %t51 = mul i64 %t46, %a37, !dbg !247
  %t52 = add i64 %t51, %t41, !dbg !247
  br label %b6, !dbg !247

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !247

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !247
  %t60 = mul i64 %t58, %a7, !dbg !247
  %t61 = sub i64 %t53, %t60, !dbg !247
  %t62 = mul i64 %t61, %a17, !dbg !247
  %t63 = add i64 %t62, %t54, !dbg !247
  %t64 = mul i64 %t61, %a27, !dbg !247
  %t65 = add i64 %t64, %t55, !dbg !247
  %t66 = mul i64 %t61, %a36, !dbg !247
  %t67 = add i64 %t66, %t56, !dbg !247
  br label %b8, !dbg !247

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !247

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !247
  %t75 = mul i64 %t73, %a6, !dbg !247
  %t76 = sub i64 %t68, %t75, !dbg !247
  %t77 = mul i64 %t76, %a16, !dbg !247
  %t78 = add i64 %t77, %t69, !dbg !247
  %t79 = mul i64 %t76, %a26, !dbg !247
  %t80 = add i64 %t79, %t70, !dbg !247
  %t81 = mul i64 %t76, %a35, !dbg !247
  %t82 = add i64 %t81, %t71, !dbg !247
  br label %b10, !dbg !247

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !247

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !247
  %t90 = mul i64 %t88, %a5, !dbg !247
  %t91 = sub i64 %t83, %t90, !dbg !247
  %t92 = mul i64 %t91, %a15, !dbg !247
  %t93 = add i64 %t92, %t84, !dbg !247
  %t94 = mul i64 %t91, %a25, !dbg !247
  %t95 = add i64 %t94, %t85, !dbg !247
  %t96 = mul i64 %t91, %a34, !dbg !247
  %t97 = add i64 %t96, %t86, !dbg !247
  br label %b12, !dbg !247

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !247

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !247
  %t105 = mul i64 %t103, %a4, !dbg !247
  %t106 = sub i64 %t98, %t105, !dbg !247
  %t107 = mul i64 %t106, %a14, !dbg !247
  %t108 = add i64 %t107, %t99, !dbg !247
  %t109 = mul i64 %t106, %a24, !dbg !247
  %t110 = add i64 %t109, %t100, !dbg !247
  %t111 = mul i64 %t106, %a33, !dbg !247
  %t112 = add i64 %t111, %t101, !dbg !247
  br label %b14, !dbg !247

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !247

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !247
  %t120 = mul i64 %t118, %a3, !dbg !247
  %t121 = sub i64 %t113, %t120, !dbg !247
  %t122 = mul i64 %t121, %a13, !dbg !247
  %t123 = add i64 %t122, %t114, !dbg !247
  %t124 = mul i64 %t121, %a23, !dbg !247
  %t125 = add i64 %t124, %t115, !dbg !247
  %t126 = mul i64 %t121, %a32, !dbg !247
  %t127 = add i64 %t126, %t116, !dbg !247
  br label %b16, !dbg !247

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !247

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !247
  %t133 = add i64 %t129, %t132, !dbg !247
  %t134 = mul i64 %t128, %a22, !dbg !247
  %t135 = add i64 %t130, %t134, !dbg !247
  %t136 = mul i64 %t128, %a31, !dbg !247
  %t137 = add i64 %t131, %t136, !dbg !247
  br label %b18, !dbg !247

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !247

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t138, !dbg !247
  %.17 = load i32, ptr addrspace(1) %t141, align 4, !dbg !247
  br label %b20, !dbg !247

b20:                                              ; preds = %b19, %b18
  %t143 = phi i32 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !247

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t139, !dbg !247
  %.18 = load i32, ptr addrspace(1) %t144, align 4, !dbg !247
  br label %b22, !dbg !247

b22:                                              ; preds = %b21, %b20
  %t146 = phi i32 [ %.18, %b21 ], [ %a21, %b20 ]
  %t147 = add i32 %t146, %t143, !dbg !248
  %t148 = shl i32 %t147, 3, !dbg !249
  %t149 = sub i32 %t143, %t146, !dbg !250
  %t150 = lshr i32 %t149, 5, !dbg !251
  %t152 = tail call i32 @llvm.umin.i32(i32 %t143, i32 %t146), !dbg !252
  %t154 = tail call i32 @llvm.umax.i32(i32 %t143, i32 %t146), !dbg !253
  %.19 = xor i32 %t146, -1, !dbg !254
  %t155 = and i32 %t154, %.19, !dbg !254
  %t151 = xor i32 %t150, %t152, !dbg !255
  %t153 = xor i32 %t151, %t148, !dbg !256
  %t156 = xor i32 %t153, %t155, !dbg !257
  %t157 = sub i32 0, %t143, !dbg !258
  %t158 = or i32 %t156, %t157, !dbg !259
  %t160 = xor i32 %t158, %.19, !dbg !260
  %t163 = getelementptr inbounds i32, ptr addrspace(1) %a30, i64 %t140, !dbg !247
  store i32 %t160, ptr addrspace(1) %t163, align 4, !dbg !247
  %t164 = add i64 %t282, %t12, !dbg !247
  %t29 = icmp slt i64 %t164, %a0, !dbg !247
  br i1 %t29, label %b2, label %b23, !dbg !247

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !247
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !261 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !262
  %t3 = sext i32 %.1 to i64, !dbg !262
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !262
  %t5 = sext i32 %.2 to i64, !dbg !262
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !262
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !262
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !262, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !262
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !262
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !262, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !262
  %.15 = add i32 %.14, %.9, !dbg !262
  %.16 = udiv i32 %.15, %.6, !dbg !262
  %t9 = sext i32 %.16 to i64, !dbg !262
  %t10 = mul nsw i64 %t7, %t5, !dbg !262
  %t11 = add nsw i64 %t10, %t3, !dbg !262
  %t12 = mul nsw i64 %t9, %t7, !dbg !262
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !262
  %t14 = icmp eq i64 %a2, 1, !dbg !262
  %t15 = and i64 %t13, 15, !dbg !262
  %t16 = icmp eq i64 %t15, 0, !dbg !262
  %t17 = and i1 %t14, %t16, !dbg !262
  %t19 = ashr i64 %a0, 2, !dbg !262
  %t20 = add i64 %a0, 3, !dbg !262
  %t21 = ashr i64 %t20, 2, !dbg !262
  %t22 = icmp slt i64 %t11, %t21, !dbg !262
  br i1 %t22, label %b1, label %b25, !dbg !262

b1:                                               ; preds = %entry
  %t23 = shl nsw i64 %t11, 2, !dbg !262
  %t24 = mul i64 %t23, %a2, !dbg !262
  %t25 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t24, !dbg !262
  %.17 = load i32, ptr addrspace(1) %t25, align 4, !dbg !262, !amdgpu.noclobber !6
  %0 = xor i64 %t23, -1, !dbg !262
  %t28 = add i64 %0, %a0, !dbg !262
  %t29 = getelementptr inbounds i32, ptr addrspace(1) %t25, i64 %a2, !dbg !262
  %t30 = icmp sgt i64 %t28, 0, !dbg !262
  br i1 %t30, label %b2, label %b3, !dbg !262

b2:                                               ; preds = %b1
  %.18 = load i32, ptr addrspace(1) %t29, align 4, !dbg !262, !amdgpu.noclobber !6
  %t32 = add i32 %.18, %.17, !dbg !263
  %t33 = shl i32 %t32, 3, !dbg !264
  %t34 = sub i32 %.17, %.18, !dbg !265
  %t35 = lshr i32 %t34, 5, !dbg !266
  %t37 = tail call i32 @llvm.umin.i32(i32 %.17, i32 %.18), !dbg !267
  %t39 = tail call i32 @llvm.umax.i32(i32 %.17, i32 %.18), !dbg !268
  %.19 = xor i32 %.18, -1, !dbg !269
  %t40 = and i32 %t39, %.19, !dbg !269
  %t36 = xor i32 %t35, %t37, !dbg !270
  %t38 = xor i32 %t36, %t33, !dbg !271
  %t41 = xor i32 %t38, %t40, !dbg !272
  %t42 = sub i32 0, %.17, !dbg !273
  %t43 = or i32 %t41, %t42, !dbg !274
  %t45 = xor i32 %t43, %.19, !dbg !275
  br label %b3, !dbg !262

b3:                                               ; preds = %b2, %b1
  %t48 = phi i32 [ %t45, %b2 ], [ %.17, %b1 ]
  %t49 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %a2, !dbg !262
  %t50 = icmp sgt i64 %t28, 1, !dbg !262
  br i1 %t50, label %b4, label %b5, !dbg !262

b4:                                               ; preds = %b3
  %.20 = load i32, ptr addrspace(1) %t49, align 4, !dbg !262, !amdgpu.noclobber !6
  %t52 = add i32 %.20, %t48, !dbg !263
  %t53 = shl i32 %t52, 3, !dbg !264
  %t54 = sub i32 %t48, %.20, !dbg !265
  %t55 = lshr i32 %t54, 5, !dbg !266
  %t57 = tail call i32 @llvm.umin.i32(i32 %t48, i32 %.20), !dbg !267
  %t59 = tail call i32 @llvm.umax.i32(i32 %t48, i32 %.20), !dbg !268
  %.21 = xor i32 %.20, -1, !dbg !269
  %t60 = and i32 %t59, %.21, !dbg !269
  %t56 = xor i32 %t55, %t57, !dbg !270
  %t58 = xor i32 %t56, %t53, !dbg !271
  %t61 = xor i32 %t58, %t60, !dbg !272
  %t62 = sub i32 0, %t48, !dbg !273
  %t63 = or i32 %t61, %t62, !dbg !274
  %t65 = xor i32 %t63, %.21, !dbg !275
  br label %b5, !dbg !262

b5:                                               ; preds = %b4, %b3
  %t68 = phi i32 [ %t65, %b4 ], [ %t48, %b3 ]
  %t70 = icmp sgt i64 %t28, 2, !dbg !262
  br i1 %t70, label %b6, label %b7, !dbg !262

b6:                                               ; preds = %b5
  %t69 = getelementptr inbounds i32, ptr addrspace(1) %t49, i64 %a2, !dbg !262
  %.22 = load i32, ptr addrspace(1) %t69, align 4, !dbg !262, !amdgpu.noclobber !6
  %t72 = add i32 %.22, %t68, !dbg !263
  %t73 = shl i32 %t72, 3, !dbg !264
  %t74 = sub i32 %t68, %.22, !dbg !265
  %t75 = lshr i32 %t74, 5, !dbg !266
  %t77 = tail call i32 @llvm.umin.i32(i32 %t68, i32 %.22), !dbg !267
  %t79 = tail call i32 @llvm.umax.i32(i32 %t68, i32 %.22), !dbg !268
  %.23 = xor i32 %.22, -1, !dbg !269
  %t80 = and i32 %t79, %.23, !dbg !269
  %t76 = xor i32 %t75, %t77, !dbg !270
  %t78 = xor i32 %t76, %t73, !dbg !271
  %t81 = xor i32 %t78, %t80, !dbg !272
  %t82 = sub i32 0, %t68, !dbg !273
  %t83 = or i32 %t81, %t82, !dbg !274
  %t85 = xor i32 %t83, %.23, !dbg !275
  br label %b7, !dbg !262

b7:                                               ; preds = %b6, %b5
  %t88 = phi i32 [ %t85, %b6 ], [ %t68, %b5 ]
  %t89 = add nsw i64 %t12, %t11, !dbg !262
  br i1 %t17, label %b8, label %b15, !dbg !262

b8:                                               ; preds = %b7
  %t90 = shl nsw i64 %t12, 1, !dbg !262
  %t91 = sub nsw i64 %t19, %t12, !dbg !262
  %t9511 = icmp slt i64 %t89, %t91, !dbg !262
  br i1 %t9511, label %b10, label %b12.preheader, !dbg !262

b12.preheader:                                    ; preds = %b10, %b8
  %t92.lcssa = phi i64 [ %t89, %b8 ], [ %t237, %b10 ]
  %t93.lcssa = phi i32 [ %t88, %b8 ], [ %t234, %b10 ]
  %t24115 = icmp slt i64 %t92.lcssa, %t19, !dbg !262
  br i1 %t24115, label %b13, label %b15, !dbg !262

b10:                                              ; preds = %b8, %b10
  %t9313 = phi i32 [ %t234, %b10 ], [ %t88, %b8 ]
  %t9212 = phi i64 [ %t237, %b10 ], [ %t89, %b8 ]
  %t96 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t9212, !dbg !262
  %.24 = load <4 x i32>, ptr addrspace(1) %t96, align 16, !dbg !262, !amdgpu.noclobber !6
  %.25 = extractelement <4 x i32> %.24, i64 0, !dbg !262
  %.27 = extractelement <4 x i32> %.24, i64 1, !dbg !262
  %.29 = extractelement <4 x i32> %.24, i64 2, !dbg !262
  %.31 = extractelement <4 x i32> %.24, i64 3, !dbg !262
  %t98 = add i64 %t9212, %t12, !dbg !262
  %t99 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t98, !dbg !262
  %.33 = load <4 x i32>, ptr addrspace(1) %t99, align 16, !dbg !262, !amdgpu.noclobber !6
  %.34 = extractelement <4 x i32> %.33, i64 0, !dbg !262
  %.36 = extractelement <4 x i32> %.33, i64 1, !dbg !262
  %.38 = extractelement <4 x i32> %.33, i64 2, !dbg !262
  %.40 = extractelement <4 x i32> %.33, i64 3, !dbg !262
  %t102 = add i32 %.25, %t9313, !dbg !263
  %t103 = shl i32 %t102, 3, !dbg !264
  %t104 = sub i32 %t9313, %.25, !dbg !265
  %t105 = lshr i32 %t104, 5, !dbg !266
  %t107 = tail call i32 @llvm.umin.i32(i32 %t9313, i32 %.25), !dbg !267
  %t109 = tail call i32 @llvm.umax.i32(i32 %t9313, i32 %.25), !dbg !268
  %.42 = xor i32 %.25, -1, !dbg !269
  %t110 = and i32 %t109, %.42, !dbg !269
  %t106 = xor i32 %t105, %t107, !dbg !270
  %t108 = xor i32 %t106, %t103, !dbg !271
  %t111 = xor i32 %t108, %t110, !dbg !272
  %t112 = sub i32 0, %t9313, !dbg !273
  %t113 = or i32 %t111, %t112, !dbg !274
  %t115 = xor i32 %t113, %.42, !dbg !275
  %t119 = add i32 %t115, %.27, !dbg !263
  %t120 = shl i32 %t119, 3, !dbg !264
  %t121 = sub i32 %t115, %.27, !dbg !265
  %t122 = lshr i32 %t121, 5, !dbg !266
  %t124 = tail call i32 @llvm.umin.i32(i32 %t115, i32 %.27), !dbg !267
  %t126 = tail call i32 @llvm.umax.i32(i32 %t115, i32 %.27), !dbg !268
  %.43 = xor i32 %.27, -1, !dbg !269
  %t127 = and i32 %t126, %.43, !dbg !269
  %t123 = xor i32 %t122, %t124, !dbg !270
  %t125 = xor i32 %t123, %t120, !dbg !271
  %t128 = xor i32 %t125, %t127, !dbg !272
  %t129 = sub i32 0, %t115, !dbg !273
  %t130 = or i32 %t128, %t129, !dbg !274
  %t132 = xor i32 %t130, %.43, !dbg !275
  %t136 = add i32 %t132, %.29, !dbg !263
  %t137 = shl i32 %t136, 3, !dbg !264
  %t138 = sub i32 %t132, %.29, !dbg !265
  %t139 = lshr i32 %t138, 5, !dbg !266
  %t141 = tail call i32 @llvm.umin.i32(i32 %t132, i32 %.29), !dbg !267
  %t143 = tail call i32 @llvm.umax.i32(i32 %t132, i32 %.29), !dbg !268
  %.44 = xor i32 %.29, -1, !dbg !269
  %t144 = and i32 %t143, %.44, !dbg !269
  %t140 = xor i32 %t139, %t141, !dbg !270
  %t142 = xor i32 %t140, %t137, !dbg !271
  %t145 = xor i32 %t142, %t144, !dbg !272
  %t146 = sub i32 0, %t132, !dbg !273
  %t147 = or i32 %t145, %t146, !dbg !274
  %t149 = xor i32 %t147, %.44, !dbg !275
  %t153 = add i32 %t149, %.31, !dbg !263
  %t154 = shl i32 %t153, 3, !dbg !264
  %t155 = sub i32 %t149, %.31, !dbg !265
  %t156 = lshr i32 %t155, 5, !dbg !266
  %t158 = tail call i32 @llvm.umin.i32(i32 %t149, i32 %.31), !dbg !267
  %t160 = tail call i32 @llvm.umax.i32(i32 %t149, i32 %.31), !dbg !268
  %.45 = xor i32 %.31, -1, !dbg !269
  %t161 = and i32 %t160, %.45, !dbg !269
  %t157 = xor i32 %t156, %t158, !dbg !270
  %t159 = xor i32 %t157, %t154, !dbg !271
  %t162 = xor i32 %t159, %t161, !dbg !272
  %t163 = sub i32 0, %t149, !dbg !273
  %t164 = or i32 %t162, %t163, !dbg !274
  %t166 = xor i32 %t164, %.45, !dbg !275
  %t170 = add i32 %t166, %.34, !dbg !263
  %t171 = shl i32 %t170, 3, !dbg !264
  %t172 = sub i32 %t166, %.34, !dbg !265
  %t173 = lshr i32 %t172, 5, !dbg !266
  %t175 = tail call i32 @llvm.umin.i32(i32 %t166, i32 %.34), !dbg !267
  %t177 = tail call i32 @llvm.umax.i32(i32 %t166, i32 %.34), !dbg !268
  %.46 = xor i32 %.34, -1, !dbg !269
  %t178 = and i32 %t177, %.46, !dbg !269
  %t174 = xor i32 %t173, %t175, !dbg !270
  %t176 = xor i32 %t174, %t171, !dbg !271
  %t179 = xor i32 %t176, %t178, !dbg !272
  %t180 = sub i32 0, %t166, !dbg !273
  %t181 = or i32 %t179, %t180, !dbg !274
  %t183 = xor i32 %t181, %.46, !dbg !275
  %t187 = add i32 %t183, %.36, !dbg !263
  %t188 = shl i32 %t187, 3, !dbg !264
  %t189 = sub i32 %t183, %.36, !dbg !265
  %t190 = lshr i32 %t189, 5, !dbg !266
  %t192 = tail call i32 @llvm.umin.i32(i32 %t183, i32 %.36), !dbg !267
  %t194 = tail call i32 @llvm.umax.i32(i32 %t183, i32 %.36), !dbg !268
  %.47 = xor i32 %.36, -1, !dbg !269
  %t195 = and i32 %t194, %.47, !dbg !269
  %t191 = xor i32 %t190, %t192, !dbg !270
  %t193 = xor i32 %t191, %t188, !dbg !271
  %t196 = xor i32 %t193, %t195, !dbg !272
  %t197 = sub i32 0, %t183, !dbg !273
  %t198 = or i32 %t196, %t197, !dbg !274
  %t200 = xor i32 %t198, %.47, !dbg !275
  %t204 = add i32 %t200, %.38, !dbg !263
  %t205 = shl i32 %t204, 3, !dbg !264
  %t206 = sub i32 %t200, %.38, !dbg !265
  %t207 = lshr i32 %t206, 5, !dbg !266
  %t209 = tail call i32 @llvm.umin.i32(i32 %t200, i32 %.38), !dbg !267
  %t211 = tail call i32 @llvm.umax.i32(i32 %t200, i32 %.38), !dbg !268
  %.48 = xor i32 %.38, -1, !dbg !269
  %t212 = and i32 %t211, %.48, !dbg !269
  %t208 = xor i32 %t207, %t209, !dbg !270
  %t210 = xor i32 %t208, %t205, !dbg !271
  %t213 = xor i32 %t210, %t212, !dbg !272
  %t214 = sub i32 0, %t200, !dbg !273
  %t215 = or i32 %t213, %t214, !dbg !274
  %t217 = xor i32 %t215, %.48, !dbg !275
  %t221 = add i32 %t217, %.40, !dbg !263
  %t222 = shl i32 %t221, 3, !dbg !264
  %t223 = sub i32 %t217, %.40, !dbg !265
  %t224 = lshr i32 %t223, 5, !dbg !266
  %t226 = tail call i32 @llvm.umin.i32(i32 %t217, i32 %.40), !dbg !267
  %t228 = tail call i32 @llvm.umax.i32(i32 %t217, i32 %.40), !dbg !268
  %.49 = xor i32 %.40, -1, !dbg !269
  %t229 = and i32 %t228, %.49, !dbg !269
  %t225 = xor i32 %t224, %t226, !dbg !270
  %t227 = xor i32 %t225, %t222, !dbg !271
  %t230 = xor i32 %t227, %t229, !dbg !272
  %t231 = sub i32 0, %t217, !dbg !273
  %t232 = or i32 %t230, %t231, !dbg !274
  %t234 = xor i32 %t232, %.49, !dbg !275
  %t237 = add i64 %t9212, %t90, !dbg !262
  %t95 = icmp slt i64 %t237, %t91, !dbg !262
  br i1 %t95, label %b10, label %b12.preheader, !dbg !262

b13:                                              ; preds = %b12.preheader, %b13
  %t23917 = phi i32 [ %t309, %b13 ], [ %t93.lcssa, %b12.preheader ]
  %t23816 = phi i64 [ %t312, %b13 ], [ %t92.lcssa, %b12.preheader ]
  %t242 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t23816, !dbg !262
  %.50 = load <4 x i32>, ptr addrspace(1) %t242, align 16, !dbg !262, !amdgpu.noclobber !6
  %.51 = extractelement <4 x i32> %.50, i64 0, !dbg !262
  %.53 = extractelement <4 x i32> %.50, i64 1, !dbg !262
  %.55 = extractelement <4 x i32> %.50, i64 2, !dbg !262
  %.57 = extractelement <4 x i32> %.50, i64 3, !dbg !262
  %t245 = add i32 %.51, %t23917, !dbg !263
  %t246 = shl i32 %t245, 3, !dbg !264
  %t247 = sub i32 %t23917, %.51, !dbg !265
  %t248 = lshr i32 %t247, 5, !dbg !266
  %t250 = tail call i32 @llvm.umin.i32(i32 %t23917, i32 %.51), !dbg !267
  %t252 = tail call i32 @llvm.umax.i32(i32 %t23917, i32 %.51), !dbg !268
  %.59 = xor i32 %.51, -1, !dbg !269
  %t253 = and i32 %t252, %.59, !dbg !269
  %t249 = xor i32 %t248, %t250, !dbg !270
  %t251 = xor i32 %t249, %t246, !dbg !271
  %t254 = xor i32 %t251, %t253, !dbg !272
  %t255 = sub i32 0, %t23917, !dbg !273
  %t256 = or i32 %t254, %t255, !dbg !274
  %t258 = xor i32 %t256, %.59, !dbg !275
  %t262 = add i32 %t258, %.53, !dbg !263
  %t263 = shl i32 %t262, 3, !dbg !264
  %t264 = sub i32 %t258, %.53, !dbg !265
  %t265 = lshr i32 %t264, 5, !dbg !266
  %t267 = tail call i32 @llvm.umin.i32(i32 %t258, i32 %.53), !dbg !267
  %t269 = tail call i32 @llvm.umax.i32(i32 %t258, i32 %.53), !dbg !268
  %.60 = xor i32 %.53, -1, !dbg !269
  %t270 = and i32 %t269, %.60, !dbg !269
  %t266 = xor i32 %t265, %t267, !dbg !270
  %t268 = xor i32 %t266, %t263, !dbg !271
  %t271 = xor i32 %t268, %t270, !dbg !272
  %t272 = sub i32 0, %t258, !dbg !273
  %t273 = or i32 %t271, %t272, !dbg !274
  %t275 = xor i32 %t273, %.60, !dbg !275
  %t279 = add i32 %t275, %.55, !dbg !263
  %t280 = shl i32 %t279, 3, !dbg !264
  %t281 = sub i32 %t275, %.55, !dbg !265
  %t282 = lshr i32 %t281, 5, !dbg !266
  %t284 = tail call i32 @llvm.umin.i32(i32 %t275, i32 %.55), !dbg !267
  %t286 = tail call i32 @llvm.umax.i32(i32 %t275, i32 %.55), !dbg !268
  %.61 = xor i32 %.55, -1, !dbg !269
  %t287 = and i32 %t286, %.61, !dbg !269
  %t283 = xor i32 %t282, %t284, !dbg !270
  %t285 = xor i32 %t283, %t280, !dbg !271
  %t288 = xor i32 %t285, %t287, !dbg !272
  %t289 = sub i32 0, %t275, !dbg !273
  %t290 = or i32 %t288, %t289, !dbg !274
  %t292 = xor i32 %t290, %.61, !dbg !275
  %t296 = add i32 %t292, %.57, !dbg !263
  %t297 = shl i32 %t296, 3, !dbg !264
  %t298 = sub i32 %t292, %.57, !dbg !265
  %t299 = lshr i32 %t298, 5, !dbg !266
  %t301 = tail call i32 @llvm.umin.i32(i32 %t292, i32 %.57), !dbg !267
  %t303 = tail call i32 @llvm.umax.i32(i32 %t292, i32 %.57), !dbg !268
  %.62 = xor i32 %.57, -1, !dbg !269
  %t304 = and i32 %t303, %.62, !dbg !269
  %t300 = xor i32 %t299, %t301, !dbg !270
  %t302 = xor i32 %t300, %t297, !dbg !271
  %t305 = xor i32 %t302, %t304, !dbg !272
  %t306 = sub i32 0, %t292, !dbg !273
  %t307 = or i32 %t305, %t306, !dbg !274
  %t309 = xor i32 %t307, %.62, !dbg !275
  %t312 = add i64 %t23816, %t12, !dbg !262
  %t241 = icmp slt i64 %t312, %t19, !dbg !262
  br i1 %t241, label %b13, label %b15, !dbg !262

b15:                                              ; preds = %b13, %b12.preheader, %b7
  %t313 = phi i32 [ %t88, %b7 ], [ %t93.lcssa, %b12.preheader ], [ %t309, %b13 ]
  %t314 = phi i64 [ %t89, %b7 ], [ %t92.lcssa, %b12.preheader ], [ %t312, %b13 ]
  %t315 = shl i64 %a2, 2, !dbg !262
  %t318 = mul i64 %t12, %t315, !dbg !262
  %t32220 = icmp slt i64 %t314, %t21, !dbg !262
  br i1 %t32220, label %b17.lr.ph, label %b25, !dbg !262

b17.lr.ph:                                        ; preds = %b15
  %t316 = mul i64 %t314, %t315, !dbg !262
  %t317 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t316, !dbg !262
  %t324 = add i64 %a0, -1
  br label %b17, !dbg !262

b17:                                              ; preds = %b17.lr.ph, %b23
  %t32123 = phi i32 [ %t313, %b17.lr.ph ], [ %t402, %b23 ]
  %t32022 = phi i64 [ %t314, %b17.lr.ph ], [ %t403, %b23 ]
  %t31921 = phi ptr addrspace(1) [ %t317, %b17.lr.ph ], [ %t404, %b23 ]
  %t323.neg = mul i64 %t32022, -4, !dbg !262
  %t325 = add i64 %t324, %t323.neg, !dbg !262
  %.63 = load i32, ptr addrspace(1) %t31921, align 4, !dbg !262
  %t327 = add i32 %.63, %t32123, !dbg !263
  %t328 = shl i32 %t327, 3, !dbg !264
  %t329 = sub i32 %t32123, %.63, !dbg !265
  %t330 = lshr i32 %t329, 5, !dbg !266
  %t332 = tail call i32 @llvm.umin.i32(i32 %t32123, i32 %.63), !dbg !267
  %t334 = tail call i32 @llvm.umax.i32(i32 %t32123, i32 %.63), !dbg !268
  %.64 = xor i32 %.63, -1, !dbg !269
  %t335 = and i32 %t334, %.64, !dbg !269
  %t331 = xor i32 %t330, %t332, !dbg !270
  %t333 = xor i32 %t331, %t328, !dbg !271
  %t336 = xor i32 %t333, %t335, !dbg !272
  %t337 = sub i32 0, %t32123, !dbg !273
  %t338 = or i32 %t336, %t337, !dbg !274
  %t340 = xor i32 %t338, %.64, !dbg !275
  %t343 = getelementptr inbounds i32, ptr addrspace(1) %t31921, i64 %a2, !dbg !262
  %t344 = icmp sgt i64 %t325, 0, !dbg !262
  br i1 %t344, label %b18, label %b19, !dbg !262

b18:                                              ; preds = %b17
  %.65 = load i32, ptr addrspace(1) %t343, align 4, !dbg !262
  %t346 = add i32 %.65, %t340, !dbg !263
  %t347 = shl i32 %t346, 3, !dbg !264
  %t348 = sub i32 %t340, %.65, !dbg !265
  %t349 = lshr i32 %t348, 5, !dbg !266
  %t351 = tail call i32 @llvm.umin.i32(i32 %t340, i32 %.65), !dbg !267
  %t353 = tail call i32 @llvm.umax.i32(i32 %t340, i32 %.65), !dbg !268
  %.66 = xor i32 %.65, -1, !dbg !269
  %t354 = and i32 %t353, %.66, !dbg !269
  %t350 = xor i32 %t349, %t351, !dbg !270
  %t352 = xor i32 %t350, %t347, !dbg !271
  %t355 = xor i32 %t352, %t354, !dbg !272
  %t356 = sub i32 0, %t340, !dbg !273
  %t357 = or i32 %t355, %t356, !dbg !274
  %t359 = xor i32 %t357, %.66, !dbg !275
  br label %b19, !dbg !262

b19:                                              ; preds = %b18, %b17
  %t362 = phi i32 [ %t359, %b18 ], [ %t340, %b17 ]
  %t363 = getelementptr inbounds i32, ptr addrspace(1) %t343, i64 %a2, !dbg !262
  %t364 = icmp sgt i64 %t325, 1, !dbg !262
  br i1 %t364, label %b20, label %b21, !dbg !262

b20:                                              ; preds = %b19
  %.67 = load i32, ptr addrspace(1) %t363, align 4, !dbg !262
  %t366 = add i32 %.67, %t362, !dbg !263
  %t367 = shl i32 %t366, 3, !dbg !264
  %t368 = sub i32 %t362, %.67, !dbg !265
  %t369 = lshr i32 %t368, 5, !dbg !266
  %t371 = tail call i32 @llvm.umin.i32(i32 %t362, i32 %.67), !dbg !267
  %t373 = tail call i32 @llvm.umax.i32(i32 %t362, i32 %.67), !dbg !268
  %.68 = xor i32 %.67, -1, !dbg !269
  %t374 = and i32 %t373, %.68, !dbg !269
  %t370 = xor i32 %t369, %t371, !dbg !270
  %t372 = xor i32 %t370, %t367, !dbg !271
  %t375 = xor i32 %t372, %t374, !dbg !272
  %t376 = sub i32 0, %t362, !dbg !273
  %t377 = or i32 %t375, %t376, !dbg !274
  %t379 = xor i32 %t377, %.68, !dbg !275
  br label %b21, !dbg !262

b21:                                              ; preds = %b20, %b19
  %t382 = phi i32 [ %t379, %b20 ], [ %t362, %b19 ]
  %t384 = icmp sgt i64 %t325, 2, !dbg !262
  br i1 %t384, label %b22, label %b23, !dbg !262

b22:                                              ; preds = %b21
  %t383 = getelementptr inbounds i32, ptr addrspace(1) %t363, i64 %a2, !dbg !262
  %.69 = load i32, ptr addrspace(1) %t383, align 4, !dbg !262
  %t386 = add i32 %.69, %t382, !dbg !263
  %t387 = shl i32 %t386, 3, !dbg !264
  %t388 = sub i32 %t382, %.69, !dbg !265
  %t389 = lshr i32 %t388, 5, !dbg !266
  %t391 = tail call i32 @llvm.umin.i32(i32 %t382, i32 %.69), !dbg !267
  %t393 = tail call i32 @llvm.umax.i32(i32 %t382, i32 %.69), !dbg !268
  %.70 = xor i32 %.69, -1, !dbg !269
  %t394 = and i32 %t393, %.70, !dbg !269
  %t390 = xor i32 %t389, %t391, !dbg !270
  %t392 = xor i32 %t390, %t387, !dbg !271
  %t395 = xor i32 %t392, %t394, !dbg !272
  %t396 = sub i32 0, %t382, !dbg !273
  %t397 = or i32 %t395, %t396, !dbg !274
  %t399 = xor i32 %t397, %.70, !dbg !275
  br label %b23, !dbg !262

b23:                                              ; preds = %b22, %b21
  %t402 = phi i32 [ %t399, %b22 ], [ %t382, %b21 ]
  %t403 = add i64 %t32022, %t12, !dbg !262
  %t404 = getelementptr inbounds i32, ptr addrspace(1) %t31921, i64 %t318, !dbg !262
  %t322 = icmp slt i64 %t403, %t21, !dbg !262
  br i1 %t322, label %b17, label %b25, !dbg !262

b25:                                              ; preds = %b23, %b15, %entry
  %t405 = phi i32 [ 0, %entry ], [ %t313, %b15 ], [ %t402, %b23 ]
  %t406 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !262
  store i32 %t405, ptr addrspace(3) %t406, align 4, !dbg !262
  %t407 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !262
  %.71 = zext i1 %t22 to i8, !dbg !262
  store i8 %.71, ptr addrspace(3) %t407, align 1, !dbg !262
  fence syncscope("workgroup") release, !dbg !262
  tail call void @llvm.amdgcn.s.barrier(), !dbg !262
  fence syncscope("workgroup") acquire, !dbg !262
  %t408 = icmp slt i32 %.1, 128, !dbg !262
  br i1 %t408, label %b26, label %b31, !dbg !262

b26:                                              ; preds = %b25
  %t409 = add nsw i32 %.1, 128, !dbg !262
  %t410 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage1.shared.0, i32 %t409, !dbg !262
  %.72 = load i32, ptr addrspace(3) %t410, align 4, !dbg !262
  %t412 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage1.shared.1, i32 %t409, !dbg !262
  %.73 = load i8, ptr addrspace(3) %t412, align 1, !dbg !262
  %.74.not10 = icmp eq i8 %.73, 0, !dbg !262
  %t22.not = xor i1 %t22, true, !dbg !262
  %brmerge = select i1 %.74.not10, i1 true, i1 %t22.not, !dbg !262
  %t405.mux = select i1 %.74.not10, i32 %t405, i32 %.72, !dbg !262
  %not..74.not10 = xor i1 %.74.not10, true, !dbg !262
  %t22.mux = select i1 %not..74.not10, i1 true, i1 %t22, !dbg !262
  br i1 %brmerge, label %b30, label %b28, !dbg !262

b28:                                              ; preds = %b26
  %t414 = add i32 %.72, %t405, !dbg !263
  %t415 = shl i32 %t414, 3, !dbg !264
  %t416 = sub i32 %t405, %.72, !dbg !265
  %t417 = lshr i32 %t416, 5, !dbg !266
  %t419 = tail call i32 @llvm.umin.i32(i32 %t405, i32 %.72), !dbg !267
  %t421 = tail call i32 @llvm.umax.i32(i32 %t405, i32 %.72), !dbg !268
  %.75 = xor i32 %.72, -1, !dbg !269
  %t422 = and i32 %t421, %.75, !dbg !269
  %t418 = xor i32 %t417, %t419, !dbg !270
  %t420 = xor i32 %t418, %t415, !dbg !271
  %t423 = xor i32 %t420, %t422, !dbg !272
  %t424 = sub i32 0, %t405, !dbg !273
  %t425 = or i32 %t423, %t424, !dbg !274
  %t427 = xor i32 %t425, %.75, !dbg !275
  br label %b30, !dbg !262

b30:                                              ; preds = %b26, %b28
  %t431 = phi i32 [ %t405.mux, %b26 ], [ %t427, %b28 ]
  %t432 = phi i1 [ %t22.mux, %b26 ], [ true, %b28 ]
  store i32 %t431, ptr addrspace(3) %t406, align 4, !dbg !262
  %.76 = zext i1 %t432 to i8, !dbg !262
  store i8 %.76, ptr addrspace(3) %t407, align 1, !dbg !262
  br label %b31, !dbg !262

b31:                                              ; preds = %b30, %b25
  %t433 = phi i32 [ %t431, %b30 ], [ %t405, %b25 ]
  %t434 = phi i1 [ %t432, %b30 ], [ %t22, %b25 ]
  fence syncscope("workgroup") release, !dbg !262
  tail call void @llvm.amdgcn.s.barrier(), !dbg !262
  fence syncscope("workgroup") acquire, !dbg !262
  %t435 = icmp slt i32 %.1, 64, !dbg !262
  br i1 %t435, label %b32, label %b37, !dbg !262

b32:                                              ; preds = %b31
  %t436 = add nsw i32 %.1, 64, !dbg !262
  %t437 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage1.shared.0, i32 %t436, !dbg !262
  %.77 = load i32, ptr addrspace(3) %t437, align 4, !dbg !262
  %t439 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage1.shared.1, i32 %t436, !dbg !262
  %.78 = load i8, ptr addrspace(3) %t439, align 1, !dbg !262
  %.79.not9 = icmp eq i8 %.78, 0, !dbg !262
  %t434.not = xor i1 %t434, true, !dbg !262
  %brmerge1 = select i1 %.79.not9, i1 true, i1 %t434.not, !dbg !262
  %t433.mux = select i1 %.79.not9, i32 %t433, i32 %.77, !dbg !262
  %not..79.not9 = xor i1 %.79.not9, true, !dbg !262
  %t434.mux = select i1 %not..79.not9, i1 true, i1 %t434, !dbg !262
  br i1 %brmerge1, label %b36, label %b34, !dbg !262

b34:                                              ; preds = %b32
  %t441 = add i32 %.77, %t433, !dbg !263
  %t442 = shl i32 %t441, 3, !dbg !264
  %t443 = sub i32 %t433, %.77, !dbg !265
  %t444 = lshr i32 %t443, 5, !dbg !266
  %t446 = tail call i32 @llvm.umin.i32(i32 %t433, i32 %.77), !dbg !267
  %t448 = tail call i32 @llvm.umax.i32(i32 %t433, i32 %.77), !dbg !268
  %.80 = xor i32 %.77, -1, !dbg !269
  %t449 = and i32 %t448, %.80, !dbg !269
  %t445 = xor i32 %t444, %t446, !dbg !270
  %t447 = xor i32 %t445, %t442, !dbg !271
  %t450 = xor i32 %t447, %t449, !dbg !272
  %t451 = sub i32 0, %t433, !dbg !273
  %t452 = or i32 %t450, %t451, !dbg !274
  %t454 = xor i32 %t452, %.80, !dbg !275
  br label %b36, !dbg !262

b36:                                              ; preds = %b32, %b34
  %t458 = phi i32 [ %t433.mux, %b32 ], [ %t454, %b34 ]
  %t459 = phi i1 [ %t434.mux, %b32 ], [ true, %b34 ]
  store i32 %t458, ptr addrspace(3) %t406, align 4, !dbg !262
  %.81 = zext i1 %t459 to i8, !dbg !262
  store i8 %.81, ptr addrspace(3) %t407, align 1, !dbg !262
  br label %b37, !dbg !262

b37:                                              ; preds = %b36, %b31
  %t460 = phi i32 [ %t458, %b36 ], [ %t433, %b31 ]
  %t461 = phi i1 [ %t459, %b36 ], [ %t434, %b31 ]
  fence syncscope("workgroup") release, !dbg !262
  tail call void @llvm.amdgcn.s.barrier(), !dbg !262
  fence syncscope("workgroup") acquire, !dbg !262
  %t462 = icmp slt i32 %.1, 32, !dbg !262
  br i1 %t462, label %b38, label %b43, !dbg !262

b38:                                              ; preds = %b37
  %t463 = add nsw i32 %.1, 32, !dbg !262
  %t464 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage1.shared.0, i32 %t463, !dbg !262
  %.82 = load i32, ptr addrspace(3) %t464, align 4, !dbg !262
  %t466 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage1.shared.1, i32 %t463, !dbg !262
  %.83 = load i8, ptr addrspace(3) %t466, align 1, !dbg !262
  %.84.not8 = icmp eq i8 %.83, 0, !dbg !262
  %t461.not = xor i1 %t461, true, !dbg !262
  %brmerge2 = select i1 %.84.not8, i1 true, i1 %t461.not, !dbg !262
  %t460.mux = select i1 %.84.not8, i32 %t460, i32 %.82, !dbg !262
  %not..84.not8 = xor i1 %.84.not8, true, !dbg !262
  %t461.mux = select i1 %not..84.not8, i1 true, i1 %t461, !dbg !262
  br i1 %brmerge2, label %b43, label %b40, !dbg !262

b40:                                              ; preds = %b38
  %t468 = add i32 %.82, %t460, !dbg !263
  %t469 = shl i32 %t468, 3, !dbg !264
  %t470 = sub i32 %t460, %.82, !dbg !265
  %t471 = lshr i32 %t470, 5, !dbg !266
  %t473 = tail call i32 @llvm.umin.i32(i32 %t460, i32 %.82), !dbg !267
  %t475 = tail call i32 @llvm.umax.i32(i32 %t460, i32 %.82), !dbg !268
  %.85 = xor i32 %.82, -1, !dbg !269
  %t476 = and i32 %t475, %.85, !dbg !269
  %t472 = xor i32 %t471, %t473, !dbg !270
  %t474 = xor i32 %t472, %t469, !dbg !271
  %t477 = xor i32 %t474, %t476, !dbg !272
  %t478 = sub i32 0, %t460, !dbg !273
  %t479 = or i32 %t477, %t478, !dbg !274
  %t481 = xor i32 %t479, %.85, !dbg !275
  br label %b43, !dbg !262

b43:                                              ; preds = %b38, %b40, %b37
  %t487 = phi i32 [ %t460, %b37 ], [ %t460.mux, %b38 ], [ %t481, %b40 ]
  %t488 = phi i1 [ %t461, %b37 ], [ %t461.mux, %b38 ], [ true, %b40 ]
  br i1 %t462, label %b44, label %b65, !dbg !262

b44:                                              ; preds = %b43
  %.87 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !262
  %.88 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.87), !dbg !262
  %.89 = zext i32 %.88 to i64, !dbg !262
  %.90 = add nuw nsw i64 %.89, 16, !dbg !262
  %.91 = icmp ult i32 %.88, 48, !dbg !262
  %.92 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !262
  %.93 = and i64 %.90, 63, !dbg !262
  %1 = shl nuw i64 1, %.93, !dbg !262
  %2 = and i64 %1, %.92, !dbg !262
  %.95 = icmp ne i64 %2, 0, !dbg !262
  %.96 = and i1 %.91, %.95, !dbg !262
  %.97 = trunc i64 %.90 to i32, !dbg !262
  %.98 = shl i32 %.97, 2, !dbg !262
  %.99 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.98, i32 %t487), !dbg !262
  %t489 = select i1 %.96, i32 %.99, i32 %t487, !dbg !262
  %.113 = zext i1 %t488 to i32, !dbg !262
  %.114 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.98, i32 %.113), !dbg !262
  %3 = and i32 %.114, 1, !dbg !262
  %.115 = icmp ne i32 %3, 0, !dbg !262
  %t490 = select i1 %.96, i1 %.115, i1 %t488, !dbg !262
  %t491 = icmp slt i32 %.1, 16, !dbg !262
  %t492 = and i1 %t491, %t490, !dbg !262
  %4 = select i1 %t492, i1 %t488, i1 false, !dbg !262
  %t487.mux = select i1 %t492, i32 %t489, i32 %t487, !dbg !262
  %t488.mux = select i1 %t492, i1 true, i1 %t488, !dbg !262
  br i1 %4, label %b46, label %b48, !dbg !262

b46:                                              ; preds = %b44
  %t493 = add i32 %t489, %t487, !dbg !263
  %t494 = shl i32 %t493, 3, !dbg !264
  %t495 = sub i32 %t487, %t489, !dbg !265
  %t496 = lshr i32 %t495, 5, !dbg !266
  %t498 = tail call i32 @llvm.umin.i32(i32 %t487, i32 %t489), !dbg !267
  %t500 = tail call i32 @llvm.umax.i32(i32 %t487, i32 %t489), !dbg !268
  %.116 = xor i32 %t489, -1, !dbg !269
  %t501 = and i32 %t500, %.116, !dbg !269
  %t497 = xor i32 %t496, %t498, !dbg !270
  %t499 = xor i32 %t497, %t494, !dbg !271
  %t502 = xor i32 %t499, %t501, !dbg !272
  %t503 = sub i32 0, %t487, !dbg !273
  %t504 = or i32 %t502, %t503, !dbg !274
  %t506 = xor i32 %t504, %.116, !dbg !275
  br label %b48, !dbg !262

b48:                                              ; preds = %b44, %b46
  %t510 = phi i32 [ %t487.mux, %b44 ], [ %t506, %b46 ]
  %t511 = phi i1 [ %t488.mux, %b44 ], [ true, %b46 ]
  %.121 = add nuw nsw i64 %.89, 8, !dbg !262
  %.122 = icmp ult i32 %.88, 56, !dbg !262
  %.124 = and i64 %.121, 63, !dbg !262
  %5 = shl nuw i64 1, %.124, !dbg !262
  %6 = and i64 %5, %.92, !dbg !262
  %.126 = icmp ne i64 %6, 0, !dbg !262
  %.127 = and i1 %.122, %.126, !dbg !262
  %.128 = trunc i64 %.121 to i32, !dbg !262
  %.129 = shl i32 %.128, 2, !dbg !262
  %.130 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.129, i32 %t510), !dbg !262
  %t512 = select i1 %.127, i32 %.130, i32 %t510, !dbg !262
  %.144 = zext i1 %t511 to i32, !dbg !262
  %.145 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.129, i32 %.144), !dbg !262
  %7 = and i32 %.145, 1, !dbg !262
  %.146 = icmp ne i32 %7, 0, !dbg !262
  %t513 = select i1 %.127, i1 %.146, i1 %t511, !dbg !262
  %t514 = icmp slt i32 %.1, 24, !dbg !262
  %t515 = and i1 %t514, %t513, !dbg !262
  %8 = select i1 %t515, i1 %t511, i1 false, !dbg !262
  %t510.mux = select i1 %t515, i32 %t512, i32 %t510, !dbg !262
  %t511.mux = select i1 %t515, i1 true, i1 %t511, !dbg !262
  br i1 %8, label %b50, label %b52, !dbg !262

b50:                                              ; preds = %b48
  %t516 = add i32 %t512, %t510, !dbg !263
  %t517 = shl i32 %t516, 3, !dbg !264
  %t518 = sub i32 %t510, %t512, !dbg !265
  %t519 = lshr i32 %t518, 5, !dbg !266
  %t521 = tail call i32 @llvm.umin.i32(i32 %t510, i32 %t512), !dbg !267
  %t523 = tail call i32 @llvm.umax.i32(i32 %t510, i32 %t512), !dbg !268
  %.147 = xor i32 %t512, -1, !dbg !269
  %t524 = and i32 %t523, %.147, !dbg !269
  %t520 = xor i32 %t519, %t521, !dbg !270
  %t522 = xor i32 %t520, %t517, !dbg !271
  %t525 = xor i32 %t522, %t524, !dbg !272
  %t526 = sub i32 0, %t510, !dbg !273
  %t527 = or i32 %t525, %t526, !dbg !274
  %t529 = xor i32 %t527, %.147, !dbg !275
  br label %b52, !dbg !262

b52:                                              ; preds = %b48, %b50
  %t533 = phi i32 [ %t510.mux, %b48 ], [ %t529, %b50 ]
  %t534 = phi i1 [ %t511.mux, %b48 ], [ true, %b50 ]
  %.152 = add nuw nsw i64 %.89, 4, !dbg !262
  %.153 = icmp ult i32 %.88, 60, !dbg !262
  %.155 = and i64 %.152, 63, !dbg !262
  %9 = shl nuw i64 1, %.155, !dbg !262
  %10 = and i64 %9, %.92, !dbg !262
  %.157 = icmp ne i64 %10, 0, !dbg !262
  %.158 = and i1 %.153, %.157, !dbg !262
  %.159 = trunc i64 %.152 to i32, !dbg !262
  %.160 = shl i32 %.159, 2, !dbg !262
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.160, i32 %t533), !dbg !262
  %t535 = select i1 %.158, i32 %.161, i32 %t533, !dbg !262
  %.175 = zext i1 %t534 to i32, !dbg !262
  %.176 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.160, i32 %.175), !dbg !262
  %11 = and i32 %.176, 1, !dbg !262
  %.177 = icmp ne i32 %11, 0, !dbg !262
  %t536 = select i1 %.158, i1 %.177, i1 %t534, !dbg !262
  %t537 = icmp slt i32 %.1, 28, !dbg !262
  %t538 = and i1 %t537, %t536, !dbg !262
  %12 = select i1 %t538, i1 %t534, i1 false, !dbg !262
  %t533.mux = select i1 %t538, i32 %t535, i32 %t533, !dbg !262
  %t534.mux = select i1 %t538, i1 true, i1 %t534, !dbg !262
  br i1 %12, label %b54, label %b56, !dbg !262

b54:                                              ; preds = %b52
  %t539 = add i32 %t535, %t533, !dbg !263
  %t540 = shl i32 %t539, 3, !dbg !264
  %t541 = sub i32 %t533, %t535, !dbg !265
  %t542 = lshr i32 %t541, 5, !dbg !266
  %t544 = tail call i32 @llvm.umin.i32(i32 %t533, i32 %t535), !dbg !267
  %t546 = tail call i32 @llvm.umax.i32(i32 %t533, i32 %t535), !dbg !268
  %.178 = xor i32 %t535, -1, !dbg !269
  %t547 = and i32 %t546, %.178, !dbg !269
  %t543 = xor i32 %t542, %t544, !dbg !270
  %t545 = xor i32 %t543, %t540, !dbg !271
  %t548 = xor i32 %t545, %t547, !dbg !272
  %t549 = sub i32 0, %t533, !dbg !273
  %t550 = or i32 %t548, %t549, !dbg !274
  %t552 = xor i32 %t550, %.178, !dbg !275
  br label %b56, !dbg !262

b56:                                              ; preds = %b52, %b54
  %t556 = phi i32 [ %t533.mux, %b52 ], [ %t552, %b54 ]
  %t557 = phi i1 [ %t534.mux, %b52 ], [ true, %b54 ]
  %.183 = add nuw nsw i64 %.89, 2, !dbg !262
  %.184 = icmp ult i32 %.88, 62, !dbg !262
  %.186 = and i64 %.183, 63, !dbg !262
  %13 = shl nuw i64 1, %.186, !dbg !262
  %14 = and i64 %13, %.92, !dbg !262
  %.188 = icmp ne i64 %14, 0, !dbg !262
  %.189 = and i1 %.184, %.188, !dbg !262
  %.190 = trunc i64 %.183 to i32, !dbg !262
  %.191 = shl i32 %.190, 2, !dbg !262
  %.192 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %t556), !dbg !262
  %t558 = select i1 %.189, i32 %.192, i32 %t556, !dbg !262
  %.206 = zext i1 %t557 to i32, !dbg !262
  %.207 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.206), !dbg !262
  %15 = and i32 %.207, 1, !dbg !262
  %.208 = icmp ne i32 %15, 0, !dbg !262
  %t559 = select i1 %.189, i1 %.208, i1 %t557, !dbg !262
  %t560 = icmp slt i32 %.1, 30, !dbg !262
  %t561 = and i1 %t560, %t559, !dbg !262
  %16 = select i1 %t561, i1 %t557, i1 false, !dbg !262
  %t556.mux = select i1 %t561, i32 %t558, i32 %t556, !dbg !262
  %t557.mux = select i1 %t561, i1 true, i1 %t557, !dbg !262
  br i1 %16, label %b58, label %b60, !dbg !262

b58:                                              ; preds = %b56
  %t562 = add i32 %t558, %t556, !dbg !263
  %t563 = shl i32 %t562, 3, !dbg !264
  %t564 = sub i32 %t556, %t558, !dbg !265
  %t565 = lshr i32 %t564, 5, !dbg !266
  %t567 = tail call i32 @llvm.umin.i32(i32 %t556, i32 %t558), !dbg !267
  %t569 = tail call i32 @llvm.umax.i32(i32 %t556, i32 %t558), !dbg !268
  %.209 = xor i32 %t558, -1, !dbg !269
  %t570 = and i32 %t569, %.209, !dbg !269
  %t566 = xor i32 %t565, %t567, !dbg !270
  %t568 = xor i32 %t566, %t563, !dbg !271
  %t571 = xor i32 %t568, %t570, !dbg !272
  %t572 = sub i32 0, %t556, !dbg !273
  %t573 = or i32 %t571, %t572, !dbg !274
  %t575 = xor i32 %t573, %.209, !dbg !275
  br label %b60, !dbg !262

b60:                                              ; preds = %b56, %b58
  %t579 = phi i32 [ %t556.mux, %b56 ], [ %t575, %b58 ]
  %t580 = phi i1 [ %t557.mux, %b56 ], [ true, %b58 ]
  %.214 = add nuw nsw i64 %.89, 1, !dbg !262
  %.215 = icmp ult i32 %.88, 63, !dbg !262
  %.217 = and i64 %.214, 63, !dbg !262
  %17 = shl nuw i64 1, %.217, !dbg !262
  %18 = and i64 %17, %.92, !dbg !262
  %.219 = icmp ne i64 %18, 0, !dbg !262
  %.220 = and i1 %.215, %.219, !dbg !262
  %.221 = trunc i64 %.214 to i32, !dbg !262
  %.222 = shl i32 %.221, 2, !dbg !262
  %.223 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.222, i32 %t579), !dbg !262
  %t581 = select i1 %.220, i32 %.223, i32 %t579, !dbg !262
  %.237 = zext i1 %t580 to i32, !dbg !262
  %.238 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.222, i32 %.237), !dbg !262
  %19 = and i32 %.238, 1, !dbg !262
  %.239 = icmp ne i32 %19, 0, !dbg !262
  %t582 = select i1 %.220, i1 %.239, i1 %t580, !dbg !262
  %t583 = icmp slt i32 %.1, 31, !dbg !262
  %t584 = and i1 %t583, %t582, !dbg !262
  %20 = select i1 %t584, i1 %t580, i1 false, !dbg !262
  %t579.mux = select i1 %t584, i32 %t581, i32 %t579, !dbg !262
  %t580.mux = select i1 %t584, i1 true, i1 %t580, !dbg !262
  br i1 %20, label %b62, label %b65, !dbg !262

b62:                                              ; preds = %b60
  %t585 = add i32 %t581, %t579, !dbg !263
  %t586 = shl i32 %t585, 3, !dbg !264
  %t587 = sub i32 %t579, %t581, !dbg !265
  %t588 = lshr i32 %t587, 5, !dbg !266
  %t590 = tail call i32 @llvm.umin.i32(i32 %t579, i32 %t581), !dbg !267
  %t592 = tail call i32 @llvm.umax.i32(i32 %t579, i32 %t581), !dbg !268
  %.240 = xor i32 %t581, -1, !dbg !269
  %t593 = and i32 %t592, %.240, !dbg !269
  %t589 = xor i32 %t588, %t590, !dbg !270
  %t591 = xor i32 %t589, %t586, !dbg !271
  %t594 = xor i32 %t591, %t593, !dbg !272
  %t595 = sub i32 0, %t579, !dbg !273
  %t596 = or i32 %t594, %t595, !dbg !274
  %t598 = xor i32 %t596, %.240, !dbg !275
  br label %b65, !dbg !262

b65:                                              ; preds = %b60, %b62, %b43
  %t604 = phi i32 [ %t487, %b43 ], [ %t579.mux, %b60 ], [ %t598, %b62 ]
  %t605 = phi i1 [ %t488, %b43 ], [ %t580.mux, %b60 ], [ true, %b62 ]
  %t606 = icmp eq i32 %.1, 0, !dbg !262
  %t607 = and i1 %t606, %t605, !dbg !262
  br i1 %t607, label %b66, label %b67, !dbg !262

b66:                                              ; preds = %b65
  %t608 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t5, !dbg !262
  store i32 %t604, ptr addrspace(1) %t608, align 4, !dbg !262
  br label %b67, !dbg !262

b67:                                              ; preds = %b66, %b65
  ret void, !dbg !262
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i32 %a3, i8 %a4) local_unnamed_addr #1 !dbg !276 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !277
  %t3 = sext i32 %.2 to i64, !dbg !277
  %t4 = add i64 %a0, 3, !dbg !277
  %t5 = ashr i64 %t4, 2, !dbg !277
  %t6 = icmp sgt i64 %t5, %t3, !dbg !277
  br i1 %t6, label %b1, label %b17, !dbg !277

b1:                                               ; preds = %entry
  %t7 = shl nsw i64 %t3, 2, !dbg !277
  %t8 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t7, !dbg !277
  %.3 = load i32, ptr addrspace(1) %t8, align 4, !dbg !277, !amdgpu.noclobber !6
  %0 = xor i64 %t7, -1, !dbg !277
  %t11 = add i64 %0, %a0, !dbg !277
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %t8, i64 1, !dbg !277
  %t13 = icmp sgt i64 %t11, 0, !dbg !277
  br i1 %t13, label %b2, label %b3, !dbg !277

b2:                                               ; preds = %b1
  %.4 = load i32, ptr addrspace(1) %t12, align 4, !dbg !277, !amdgpu.noclobber !6
  %t15 = add i32 %.4, %.3, !dbg !278
  %t16 = shl i32 %t15, 3, !dbg !279
  %t17 = sub i32 %.3, %.4, !dbg !280
  %t18 = lshr i32 %t17, 5, !dbg !281
  %t20 = tail call i32 @llvm.umin.i32(i32 %.3, i32 %.4), !dbg !282
  %t22 = tail call i32 @llvm.umax.i32(i32 %.3, i32 %.4), !dbg !283
  %.5 = xor i32 %.4, -1, !dbg !284
  %t23 = and i32 %t22, %.5, !dbg !284
  %t19 = xor i32 %t18, %t20, !dbg !285
  %t21 = xor i32 %t19, %t16, !dbg !286
  %t24 = xor i32 %t21, %t23, !dbg !287
  %t25 = sub i32 0, %.3, !dbg !288
  %t26 = or i32 %t24, %t25, !dbg !289
  %t28 = xor i32 %t26, %.5, !dbg !290
  br label %b3, !dbg !277

b3:                                               ; preds = %b2, %b1
  %t31 = phi i32 [ %t28, %b2 ], [ %.3, %b1 ]
  %t32 = getelementptr inbounds i32, ptr addrspace(1) %t12, i64 1, !dbg !277
  %t33 = icmp sgt i64 %t11, 1, !dbg !277
  br i1 %t33, label %b4, label %b5, !dbg !277

b4:                                               ; preds = %b3
  %.6 = load i32, ptr addrspace(1) %t32, align 4, !dbg !277, !amdgpu.noclobber !6
  %t35 = add i32 %.6, %t31, !dbg !278
  %t36 = shl i32 %t35, 3, !dbg !279
  %t37 = sub i32 %t31, %.6, !dbg !280
  %t38 = lshr i32 %t37, 5, !dbg !281
  %t40 = tail call i32 @llvm.umin.i32(i32 %t31, i32 %.6), !dbg !282
  %t42 = tail call i32 @llvm.umax.i32(i32 %t31, i32 %.6), !dbg !283
  %.7 = xor i32 %.6, -1, !dbg !284
  %t43 = and i32 %t42, %.7, !dbg !284
  %t39 = xor i32 %t38, %t40, !dbg !285
  %t41 = xor i32 %t39, %t36, !dbg !286
  %t44 = xor i32 %t41, %t43, !dbg !287
  %t45 = sub i32 0, %t31, !dbg !288
  %t46 = or i32 %t44, %t45, !dbg !289
  %t48 = xor i32 %t46, %.7, !dbg !290
  br label %b5, !dbg !277

b5:                                               ; preds = %b4, %b3
  %t51 = phi i32 [ %t48, %b4 ], [ %t31, %b3 ]
  %t53 = icmp sgt i64 %t11, 2, !dbg !277
  br i1 %t53, label %b6, label %b7, !dbg !277

b6:                                               ; preds = %b5
  %t52 = getelementptr inbounds i32, ptr addrspace(1) %t32, i64 1, !dbg !277
  %.8 = load i32, ptr addrspace(1) %t52, align 4, !dbg !277, !amdgpu.noclobber !6
  %t55 = add i32 %.8, %t51, !dbg !278
  %t56 = shl i32 %t55, 3, !dbg !279
  %t57 = sub i32 %t51, %.8, !dbg !280
  %t58 = lshr i32 %t57, 5, !dbg !281
  %t60 = tail call i32 @llvm.umin.i32(i32 %t51, i32 %.8), !dbg !282
  %t62 = tail call i32 @llvm.umax.i32(i32 %t51, i32 %.8), !dbg !283
  %.9 = xor i32 %.8, -1, !dbg !284
  %t63 = and i32 %t62, %.9, !dbg !284
  %t59 = xor i32 %t58, %t60, !dbg !285
  %t61 = xor i32 %t59, %t56, !dbg !286
  %t64 = xor i32 %t61, %t63, !dbg !287
  %t65 = sub i32 0, %t51, !dbg !288
  %t66 = or i32 %t64, %t65, !dbg !289
  %t68 = xor i32 %t66, %.9, !dbg !290
  br label %b7, !dbg !277

b7:                                               ; preds = %b6, %b5
  %t71 = phi i32 [ %t68, %b6 ], [ %t51, %b5 ]
  %t72 = add nsw i64 %t3, 256, !dbg !277
  %t7812 = icmp slt i64 %t72, %t5, !dbg !277
  br i1 %t7812, label %b9.lr.ph, label %b17, !dbg !277

b9.lr.ph:                                         ; preds = %b7
  %t73 = shl nsw i64 %t72, 2, !dbg !277
  %t74 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t73, !dbg !277
  %t80 = add i64 %a0, -1
  br label %b9, !dbg !277

b9:                                               ; preds = %b9.lr.ph, %b15
  %t7715 = phi i32 [ %t71, %b9.lr.ph ], [ %t158, %b15 ]
  %t7614 = phi i64 [ %t72, %b9.lr.ph ], [ %t159, %b15 ]
  %t7513 = phi ptr addrspace(1) [ %t74, %b9.lr.ph ], [ %t160, %b15 ]
  %t79.neg = mul i64 %t7614, -4, !dbg !277
  %t81 = add i64 %t80, %t79.neg, !dbg !277
  %.10 = load i32, ptr addrspace(1) %t7513, align 4, !dbg !277
  %t83 = add i32 %.10, %t7715, !dbg !278
  %t84 = shl i32 %t83, 3, !dbg !279
  %t85 = sub i32 %t7715, %.10, !dbg !280
  %t86 = lshr i32 %t85, 5, !dbg !281
  %t88 = tail call i32 @llvm.umin.i32(i32 %t7715, i32 %.10), !dbg !282
  %t90 = tail call i32 @llvm.umax.i32(i32 %t7715, i32 %.10), !dbg !283
  %.11 = xor i32 %.10, -1, !dbg !284
  %t91 = and i32 %t90, %.11, !dbg !284
  %t87 = xor i32 %t86, %t88, !dbg !285
  %t89 = xor i32 %t87, %t84, !dbg !286
  %t92 = xor i32 %t89, %t91, !dbg !287
  %t93 = sub i32 0, %t7715, !dbg !288
  %t94 = or i32 %t92, %t93, !dbg !289
  %t96 = xor i32 %t94, %.11, !dbg !290
  %t100 = icmp sgt i64 %t81, 0, !dbg !277
  br i1 %t100, label %b10, label %b11, !dbg !277

b10:                                              ; preds = %b9
  %t99 = getelementptr inbounds i32, ptr addrspace(1) %t7513, i64 1, !dbg !277
  %.12 = load i32, ptr addrspace(1) %t99, align 4, !dbg !277
  %t102 = add i32 %.12, %t96, !dbg !278
  %t103 = shl i32 %t102, 3, !dbg !279
  %t104 = sub i32 %t96, %.12, !dbg !280
  %t105 = lshr i32 %t104, 5, !dbg !281
  %t107 = tail call i32 @llvm.umin.i32(i32 %t96, i32 %.12), !dbg !282
  %t109 = tail call i32 @llvm.umax.i32(i32 %t96, i32 %.12), !dbg !283
  %.13 = xor i32 %.12, -1, !dbg !284
  %t110 = and i32 %t109, %.13, !dbg !284
  %t106 = xor i32 %t105, %t107, !dbg !285
  %t108 = xor i32 %t106, %t103, !dbg !286
  %t111 = xor i32 %t108, %t110, !dbg !287
  %t112 = sub i32 0, %t96, !dbg !288
  %t113 = or i32 %t111, %t112, !dbg !289
  %t115 = xor i32 %t113, %.13, !dbg !290
  br label %b11, !dbg !277

b11:                                              ; preds = %b10, %b9
  %t118 = phi i32 [ %t115, %b10 ], [ %t96, %b9 ]
  %t120 = icmp sgt i64 %t81, 1, !dbg !277
  br i1 %t120, label %b12, label %b13, !dbg !277

b12:                                              ; preds = %b11
  %t119 = getelementptr inbounds i32, ptr addrspace(1) %t7513, i64 2, !dbg !277
  %.14 = load i32, ptr addrspace(1) %t119, align 4, !dbg !277
  %t122 = add i32 %.14, %t118, !dbg !278
  %t123 = shl i32 %t122, 3, !dbg !279
  %t124 = sub i32 %t118, %.14, !dbg !280
  %t125 = lshr i32 %t124, 5, !dbg !281
  %t127 = tail call i32 @llvm.umin.i32(i32 %t118, i32 %.14), !dbg !282
  %t129 = tail call i32 @llvm.umax.i32(i32 %t118, i32 %.14), !dbg !283
  %.15 = xor i32 %.14, -1, !dbg !284
  %t130 = and i32 %t129, %.15, !dbg !284
  %t126 = xor i32 %t125, %t127, !dbg !285
  %t128 = xor i32 %t126, %t123, !dbg !286
  %t131 = xor i32 %t128, %t130, !dbg !287
  %t132 = sub i32 0, %t118, !dbg !288
  %t133 = or i32 %t131, %t132, !dbg !289
  %t135 = xor i32 %t133, %.15, !dbg !290
  br label %b13, !dbg !277

b13:                                              ; preds = %b12, %b11
  %t138 = phi i32 [ %t135, %b12 ], [ %t118, %b11 ]
  %t140 = icmp sgt i64 %t81, 2, !dbg !277
  br i1 %t140, label %b14, label %b15, !dbg !277

b14:                                              ; preds = %b13
  %t139 = getelementptr inbounds i32, ptr addrspace(1) %t7513, i64 3, !dbg !277
  %.16 = load i32, ptr addrspace(1) %t139, align 4, !dbg !277
  %t142 = add i32 %.16, %t138, !dbg !278
  %t143 = shl i32 %t142, 3, !dbg !279
  %t144 = sub i32 %t138, %.16, !dbg !280
  %t145 = lshr i32 %t144, 5, !dbg !281
  %t147 = tail call i32 @llvm.umin.i32(i32 %t138, i32 %.16), !dbg !282
  %t149 = tail call i32 @llvm.umax.i32(i32 %t138, i32 %.16), !dbg !283
  %.17 = xor i32 %.16, -1, !dbg !284
  %t150 = and i32 %t149, %.17, !dbg !284
  %t146 = xor i32 %t145, %t147, !dbg !285
  %t148 = xor i32 %t146, %t143, !dbg !286
  %t151 = xor i32 %t148, %t150, !dbg !287
  %t152 = sub i32 0, %t138, !dbg !288
  %t153 = or i32 %t151, %t152, !dbg !289
  %t155 = xor i32 %t153, %.17, !dbg !290
  br label %b15, !dbg !277

b15:                                              ; preds = %b14, %b13
  %t158 = phi i32 [ %t155, %b14 ], [ %t138, %b13 ]
  %t159 = add nsw i64 %t7614, 256, !dbg !277
  %t160 = getelementptr inbounds i32, ptr addrspace(1) %t7513, i64 1024, !dbg !277
  %t78 = icmp slt i64 %t159, %t5, !dbg !277
  br i1 %t78, label %b9, label %b17, !dbg !277

b17:                                              ; preds = %b15, %b7, %entry
  %t161 = phi i32 [ 0, %entry ], [ %t71, %b7 ], [ %t158, %b15 ]
  %t162 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !277
  store i32 %t161, ptr addrspace(3) %t162, align 4, !dbg !277
  %t163 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !277
  %.18 = zext i1 %t6 to i8, !dbg !277
  store i8 %.18, ptr addrspace(3) %t163, align 1, !dbg !277
  fence syncscope("workgroup") release, !dbg !277
  tail call void @llvm.amdgcn.s.barrier(), !dbg !277
  fence syncscope("workgroup") acquire, !dbg !277
  %t164 = icmp slt i32 %.2, 128, !dbg !277
  br i1 %t164, label %b18, label %b23, !dbg !277

b18:                                              ; preds = %b17
  %t165 = add nsw i32 %.2, 128, !dbg !277
  %t166 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage2.shared.0, i32 %t165, !dbg !277
  %.19 = load i32, ptr addrspace(3) %t166, align 4, !dbg !277
  %t168 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage2.shared.1, i32 %t165, !dbg !277
  %.20 = load i8, ptr addrspace(3) %t168, align 1, !dbg !277
  %.21.not11 = icmp eq i8 %.20, 0, !dbg !277
  %t6.not = xor i1 %t6, true, !dbg !277
  %brmerge = select i1 %.21.not11, i1 true, i1 %t6.not, !dbg !277
  %t161.mux = select i1 %.21.not11, i32 %t161, i32 %.19, !dbg !277
  %not..21.not11 = xor i1 %.21.not11, true, !dbg !277
  %t6.mux = select i1 %not..21.not11, i1 true, i1 %t6, !dbg !277
  br i1 %brmerge, label %b22, label %b20, !dbg !277

b20:                                              ; preds = %b18
  %t170 = add i32 %.19, %t161, !dbg !278
  %t171 = shl i32 %t170, 3, !dbg !279
  %t172 = sub i32 %t161, %.19, !dbg !280
  %t173 = lshr i32 %t172, 5, !dbg !281
  %t175 = tail call i32 @llvm.umin.i32(i32 %t161, i32 %.19), !dbg !282
  %t177 = tail call i32 @llvm.umax.i32(i32 %t161, i32 %.19), !dbg !283
  %.22 = xor i32 %.19, -1, !dbg !284
  %t178 = and i32 %t177, %.22, !dbg !284
  %t174 = xor i32 %t173, %t175, !dbg !285
  %t176 = xor i32 %t174, %t171, !dbg !286
  %t179 = xor i32 %t176, %t178, !dbg !287
  %t180 = sub i32 0, %t161, !dbg !288
  %t181 = or i32 %t179, %t180, !dbg !289
  %t183 = xor i32 %t181, %.22, !dbg !290
  br label %b22, !dbg !277

b22:                                              ; preds = %b18, %b20
  %t187 = phi i32 [ %t161.mux, %b18 ], [ %t183, %b20 ]
  %t188 = phi i1 [ %t6.mux, %b18 ], [ true, %b20 ]
  store i32 %t187, ptr addrspace(3) %t162, align 4, !dbg !277
  %.23 = zext i1 %t188 to i8, !dbg !277
  store i8 %.23, ptr addrspace(3) %t163, align 1, !dbg !277
  br label %b23, !dbg !277

b23:                                              ; preds = %b22, %b17
  %t189 = phi i32 [ %t187, %b22 ], [ %t161, %b17 ]
  %t190 = phi i1 [ %t188, %b22 ], [ %t6, %b17 ]
  fence syncscope("workgroup") release, !dbg !277
  tail call void @llvm.amdgcn.s.barrier(), !dbg !277
  fence syncscope("workgroup") acquire, !dbg !277
  %t191 = icmp slt i32 %.2, 64, !dbg !277
  br i1 %t191, label %b24, label %b29, !dbg !277

b24:                                              ; preds = %b23
  %t192 = add nsw i32 %.2, 64, !dbg !277
  %t193 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage2.shared.0, i32 %t192, !dbg !277
  %.24 = load i32, ptr addrspace(3) %t193, align 4, !dbg !277
  %t195 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage2.shared.1, i32 %t192, !dbg !277
  %.25 = load i8, ptr addrspace(3) %t195, align 1, !dbg !277
  %.26.not10 = icmp eq i8 %.25, 0, !dbg !277
  %t190.not = xor i1 %t190, true, !dbg !277
  %brmerge1 = select i1 %.26.not10, i1 true, i1 %t190.not, !dbg !277
  %t189.mux = select i1 %.26.not10, i32 %t189, i32 %.24, !dbg !277
  %not..26.not10 = xor i1 %.26.not10, true, !dbg !277
  %t190.mux = select i1 %not..26.not10, i1 true, i1 %t190, !dbg !277
  br i1 %brmerge1, label %b28, label %b26, !dbg !277

b26:                                              ; preds = %b24
  %t197 = add i32 %.24, %t189, !dbg !278
  %t198 = shl i32 %t197, 3, !dbg !279
  %t199 = sub i32 %t189, %.24, !dbg !280
  %t200 = lshr i32 %t199, 5, !dbg !281
  %t202 = tail call i32 @llvm.umin.i32(i32 %t189, i32 %.24), !dbg !282
  %t204 = tail call i32 @llvm.umax.i32(i32 %t189, i32 %.24), !dbg !283
  %.27 = xor i32 %.24, -1, !dbg !284
  %t205 = and i32 %t204, %.27, !dbg !284
  %t201 = xor i32 %t200, %t202, !dbg !285
  %t203 = xor i32 %t201, %t198, !dbg !286
  %t206 = xor i32 %t203, %t205, !dbg !287
  %t207 = sub i32 0, %t189, !dbg !288
  %t208 = or i32 %t206, %t207, !dbg !289
  %t210 = xor i32 %t208, %.27, !dbg !290
  br label %b28, !dbg !277

b28:                                              ; preds = %b24, %b26
  %t214 = phi i32 [ %t189.mux, %b24 ], [ %t210, %b26 ]
  %t215 = phi i1 [ %t190.mux, %b24 ], [ true, %b26 ]
  store i32 %t214, ptr addrspace(3) %t162, align 4, !dbg !277
  %.28 = zext i1 %t215 to i8, !dbg !277
  store i8 %.28, ptr addrspace(3) %t163, align 1, !dbg !277
  br label %b29, !dbg !277

b29:                                              ; preds = %b28, %b23
  %t216 = phi i32 [ %t214, %b28 ], [ %t189, %b23 ]
  %t217 = phi i1 [ %t215, %b28 ], [ %t190, %b23 ]
  fence syncscope("workgroup") release, !dbg !277
  tail call void @llvm.amdgcn.s.barrier(), !dbg !277
  fence syncscope("workgroup") acquire, !dbg !277
  %t218 = icmp slt i32 %.2, 32, !dbg !277
  br i1 %t218, label %b30, label %b35, !dbg !277

b30:                                              ; preds = %b29
  %t219 = add nsw i32 %.2, 32, !dbg !277
  %t220 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage2.shared.0, i32 %t219, !dbg !277
  %.29 = load i32, ptr addrspace(3) %t220, align 4, !dbg !277
  %t222 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage2.shared.1, i32 %t219, !dbg !277
  %.30 = load i8, ptr addrspace(3) %t222, align 1, !dbg !277
  %.31.not9 = icmp eq i8 %.30, 0, !dbg !277
  %t217.not = xor i1 %t217, true, !dbg !277
  %brmerge2 = select i1 %.31.not9, i1 true, i1 %t217.not, !dbg !277
  %t216.mux = select i1 %.31.not9, i32 %t216, i32 %.29, !dbg !277
  %not..31.not9 = xor i1 %.31.not9, true, !dbg !277
  %t217.mux = select i1 %not..31.not9, i1 true, i1 %t217, !dbg !277
  br i1 %brmerge2, label %b35, label %b32, !dbg !277

b32:                                              ; preds = %b30
  %t224 = add i32 %.29, %t216, !dbg !278
  %t225 = shl i32 %t224, 3, !dbg !279
  %t226 = sub i32 %t216, %.29, !dbg !280
  %t227 = lshr i32 %t226, 5, !dbg !281
  %t229 = tail call i32 @llvm.umin.i32(i32 %t216, i32 %.29), !dbg !282
  %t231 = tail call i32 @llvm.umax.i32(i32 %t216, i32 %.29), !dbg !283
  %.32 = xor i32 %.29, -1, !dbg !284
  %t232 = and i32 %t231, %.32, !dbg !284
  %t228 = xor i32 %t227, %t229, !dbg !285
  %t230 = xor i32 %t228, %t225, !dbg !286
  %t233 = xor i32 %t230, %t232, !dbg !287
  %t234 = sub i32 0, %t216, !dbg !288
  %t235 = or i32 %t233, %t234, !dbg !289
  %t237 = xor i32 %t235, %.32, !dbg !290
  br label %b35, !dbg !277

b35:                                              ; preds = %b30, %b32, %b29
  %t243 = phi i32 [ %t216, %b29 ], [ %t216.mux, %b30 ], [ %t237, %b32 ]
  %t244 = phi i1 [ %t217, %b29 ], [ %t217.mux, %b30 ], [ true, %b32 ]
  br i1 %t218, label %b36, label %b57, !dbg !277

b36:                                              ; preds = %b35
  %.34 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !277
  %.35 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.34), !dbg !277
  %.36 = zext i32 %.35 to i64, !dbg !277
  %.37 = add nuw nsw i64 %.36, 16, !dbg !277
  %.38 = icmp ult i32 %.35, 48, !dbg !277
  %.39 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !277
  %.40 = and i64 %.37, 63, !dbg !277
  %1 = shl nuw i64 1, %.40, !dbg !277
  %2 = and i64 %1, %.39, !dbg !277
  %.42 = icmp ne i64 %2, 0, !dbg !277
  %.43 = and i1 %.38, %.42, !dbg !277
  %.44 = trunc i64 %.37 to i32, !dbg !277
  %.45 = shl i32 %.44, 2, !dbg !277
  %.46 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.45, i32 %t243), !dbg !277
  %t245 = select i1 %.43, i32 %.46, i32 %t243, !dbg !277
  %.60 = zext i1 %t244 to i32, !dbg !277
  %.61 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.45, i32 %.60), !dbg !277
  %3 = and i32 %.61, 1, !dbg !277
  %.62 = icmp ne i32 %3, 0, !dbg !277
  %t246 = select i1 %.43, i1 %.62, i1 %t244, !dbg !277
  %t247 = icmp slt i32 %.2, 16, !dbg !277
  %t248 = and i1 %t247, %t246, !dbg !277
  %4 = select i1 %t248, i1 %t244, i1 false, !dbg !277
  %t243.mux = select i1 %t248, i32 %t245, i32 %t243, !dbg !277
  %t244.mux = select i1 %t248, i1 true, i1 %t244, !dbg !277
  br i1 %4, label %b38, label %b40, !dbg !277

b38:                                              ; preds = %b36
  %t249 = add i32 %t245, %t243, !dbg !278
  %t250 = shl i32 %t249, 3, !dbg !279
  %t251 = sub i32 %t243, %t245, !dbg !280
  %t252 = lshr i32 %t251, 5, !dbg !281
  %t254 = tail call i32 @llvm.umin.i32(i32 %t243, i32 %t245), !dbg !282
  %t256 = tail call i32 @llvm.umax.i32(i32 %t243, i32 %t245), !dbg !283
  %.63 = xor i32 %t245, -1, !dbg !284
  %t257 = and i32 %t256, %.63, !dbg !284
  %t253 = xor i32 %t252, %t254, !dbg !285
  %t255 = xor i32 %t253, %t250, !dbg !286
  %t258 = xor i32 %t255, %t257, !dbg !287
  %t259 = sub i32 0, %t243, !dbg !288
  %t260 = or i32 %t258, %t259, !dbg !289
  %t262 = xor i32 %t260, %.63, !dbg !290
  br label %b40, !dbg !277

b40:                                              ; preds = %b36, %b38
  %t266 = phi i32 [ %t243.mux, %b36 ], [ %t262, %b38 ]
  %t267 = phi i1 [ %t244.mux, %b36 ], [ true, %b38 ]
  %.68 = add nuw nsw i64 %.36, 8, !dbg !277
  %.69 = icmp ult i32 %.35, 56, !dbg !277
  %.71 = and i64 %.68, 63, !dbg !277
  %5 = shl nuw i64 1, %.71, !dbg !277
  %6 = and i64 %5, %.39, !dbg !277
  %.73 = icmp ne i64 %6, 0, !dbg !277
  %.74 = and i1 %.69, %.73, !dbg !277
  %.75 = trunc i64 %.68 to i32, !dbg !277
  %.76 = shl i32 %.75, 2, !dbg !277
  %.77 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.76, i32 %t266), !dbg !277
  %t268 = select i1 %.74, i32 %.77, i32 %t266, !dbg !277
  %.91 = zext i1 %t267 to i32, !dbg !277
  %.92 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.76, i32 %.91), !dbg !277
  %7 = and i32 %.92, 1, !dbg !277
  %.93 = icmp ne i32 %7, 0, !dbg !277
  %t269 = select i1 %.74, i1 %.93, i1 %t267, !dbg !277
  %t270 = icmp slt i32 %.2, 24, !dbg !277
  %t271 = and i1 %t270, %t269, !dbg !277
  %8 = select i1 %t271, i1 %t267, i1 false, !dbg !277
  %t266.mux = select i1 %t271, i32 %t268, i32 %t266, !dbg !277
  %t267.mux = select i1 %t271, i1 true, i1 %t267, !dbg !277
  br i1 %8, label %b42, label %b44, !dbg !277

b42:                                              ; preds = %b40
  %t272 = add i32 %t268, %t266, !dbg !278
  %t273 = shl i32 %t272, 3, !dbg !279
  %t274 = sub i32 %t266, %t268, !dbg !280
  %t275 = lshr i32 %t274, 5, !dbg !281
  %t277 = tail call i32 @llvm.umin.i32(i32 %t266, i32 %t268), !dbg !282
  %t279 = tail call i32 @llvm.umax.i32(i32 %t266, i32 %t268), !dbg !283
  %.94 = xor i32 %t268, -1, !dbg !284
  %t280 = and i32 %t279, %.94, !dbg !284
  %t276 = xor i32 %t275, %t277, !dbg !285
  %t278 = xor i32 %t276, %t273, !dbg !286
  %t281 = xor i32 %t278, %t280, !dbg !287
  %t282 = sub i32 0, %t266, !dbg !288
  %t283 = or i32 %t281, %t282, !dbg !289
  %t285 = xor i32 %t283, %.94, !dbg !290
  br label %b44, !dbg !277

b44:                                              ; preds = %b40, %b42
  %t289 = phi i32 [ %t266.mux, %b40 ], [ %t285, %b42 ]
  %t290 = phi i1 [ %t267.mux, %b40 ], [ true, %b42 ]
  %.99 = add nuw nsw i64 %.36, 4, !dbg !277
  %.100 = icmp ult i32 %.35, 60, !dbg !277
  %.102 = and i64 %.99, 63, !dbg !277
  %9 = shl nuw i64 1, %.102, !dbg !277
  %10 = and i64 %9, %.39, !dbg !277
  %.104 = icmp ne i64 %10, 0, !dbg !277
  %.105 = and i1 %.100, %.104, !dbg !277
  %.106 = trunc i64 %.99 to i32, !dbg !277
  %.107 = shl i32 %.106, 2, !dbg !277
  %.108 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.107, i32 %t289), !dbg !277
  %t291 = select i1 %.105, i32 %.108, i32 %t289, !dbg !277
  %.122 = zext i1 %t290 to i32, !dbg !277
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.107, i32 %.122), !dbg !277
  %11 = and i32 %.123, 1, !dbg !277
  %.124 = icmp ne i32 %11, 0, !dbg !277
  %t292 = select i1 %.105, i1 %.124, i1 %t290, !dbg !277
  %t293 = icmp slt i32 %.2, 28, !dbg !277
  %t294 = and i1 %t293, %t292, !dbg !277
  %12 = select i1 %t294, i1 %t290, i1 false, !dbg !277
  %t289.mux = select i1 %t294, i32 %t291, i32 %t289, !dbg !277
  %t290.mux = select i1 %t294, i1 true, i1 %t290, !dbg !277
  br i1 %12, label %b46, label %b48, !dbg !277

b46:                                              ; preds = %b44
  %t295 = add i32 %t291, %t289, !dbg !278
  %t296 = shl i32 %t295, 3, !dbg !279
  %t297 = sub i32 %t289, %t291, !dbg !280
  %t298 = lshr i32 %t297, 5, !dbg !281
  %t300 = tail call i32 @llvm.umin.i32(i32 %t289, i32 %t291), !dbg !282
  %t302 = tail call i32 @llvm.umax.i32(i32 %t289, i32 %t291), !dbg !283
  %.125 = xor i32 %t291, -1, !dbg !284
  %t303 = and i32 %t302, %.125, !dbg !284
  %t299 = xor i32 %t298, %t300, !dbg !285
  %t301 = xor i32 %t299, %t296, !dbg !286
  %t304 = xor i32 %t301, %t303, !dbg !287
  %t305 = sub i32 0, %t289, !dbg !288
  %t306 = or i32 %t304, %t305, !dbg !289
  %t308 = xor i32 %t306, %.125, !dbg !290
  br label %b48, !dbg !277

b48:                                              ; preds = %b44, %b46
  %t312 = phi i32 [ %t289.mux, %b44 ], [ %t308, %b46 ]
  %t313 = phi i1 [ %t290.mux, %b44 ], [ true, %b46 ]
  %.130 = add nuw nsw i64 %.36, 2, !dbg !277
  %.131 = icmp ult i32 %.35, 62, !dbg !277
  %.133 = and i64 %.130, 63, !dbg !277
  %13 = shl nuw i64 1, %.133, !dbg !277
  %14 = and i64 %13, %.39, !dbg !277
  %.135 = icmp ne i64 %14, 0, !dbg !277
  %.136 = and i1 %.131, %.135, !dbg !277
  %.137 = trunc i64 %.130 to i32, !dbg !277
  %.138 = shl i32 %.137, 2, !dbg !277
  %.139 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.138, i32 %t312), !dbg !277
  %t314 = select i1 %.136, i32 %.139, i32 %t312, !dbg !277
  %.153 = zext i1 %t313 to i32, !dbg !277
  %.154 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.138, i32 %.153), !dbg !277
  %15 = and i32 %.154, 1, !dbg !277
  %.155 = icmp ne i32 %15, 0, !dbg !277
  %t315 = select i1 %.136, i1 %.155, i1 %t313, !dbg !277
  %t316 = icmp slt i32 %.2, 30, !dbg !277
  %t317 = and i1 %t316, %t315, !dbg !277
  %16 = select i1 %t317, i1 %t313, i1 false, !dbg !277
  %t312.mux = select i1 %t317, i32 %t314, i32 %t312, !dbg !277
  %t313.mux = select i1 %t317, i1 true, i1 %t313, !dbg !277
  br i1 %16, label %b50, label %b52, !dbg !277

b50:                                              ; preds = %b48
  %t318 = add i32 %t314, %t312, !dbg !278
  %t319 = shl i32 %t318, 3, !dbg !279
  %t320 = sub i32 %t312, %t314, !dbg !280
  %t321 = lshr i32 %t320, 5, !dbg !281
  %t323 = tail call i32 @llvm.umin.i32(i32 %t312, i32 %t314), !dbg !282
  %t325 = tail call i32 @llvm.umax.i32(i32 %t312, i32 %t314), !dbg !283
  %.156 = xor i32 %t314, -1, !dbg !284
  %t326 = and i32 %t325, %.156, !dbg !284
  %t322 = xor i32 %t321, %t323, !dbg !285
  %t324 = xor i32 %t322, %t319, !dbg !286
  %t327 = xor i32 %t324, %t326, !dbg !287
  %t328 = sub i32 0, %t312, !dbg !288
  %t329 = or i32 %t327, %t328, !dbg !289
  %t331 = xor i32 %t329, %.156, !dbg !290
  br label %b52, !dbg !277

b52:                                              ; preds = %b48, %b50
  %t335 = phi i32 [ %t312.mux, %b48 ], [ %t331, %b50 ]
  %t336 = phi i1 [ %t313.mux, %b48 ], [ true, %b50 ]
  %.161 = add nuw nsw i64 %.36, 1, !dbg !277
  %.162 = icmp ult i32 %.35, 63, !dbg !277
  %.164 = and i64 %.161, 63, !dbg !277
  %17 = shl nuw i64 1, %.164, !dbg !277
  %18 = and i64 %17, %.39, !dbg !277
  %.166 = icmp ne i64 %18, 0, !dbg !277
  %.167 = and i1 %.162, %.166, !dbg !277
  %.168 = trunc i64 %.161 to i32, !dbg !277
  %.169 = shl i32 %.168, 2, !dbg !277
  %.170 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.169, i32 %t335), !dbg !277
  %t337 = select i1 %.167, i32 %.170, i32 %t335, !dbg !277
  %.184 = zext i1 %t336 to i32, !dbg !277
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.169, i32 %.184), !dbg !277
  %19 = and i32 %.185, 1, !dbg !277
  %.186 = icmp ne i32 %19, 0, !dbg !277
  %t338 = select i1 %.167, i1 %.186, i1 %t336, !dbg !277
  %t339 = icmp slt i32 %.2, 31, !dbg !277
  %t340 = and i1 %t339, %t338, !dbg !277
  %20 = select i1 %t340, i1 %t336, i1 false, !dbg !277
  %t335.mux = select i1 %t340, i32 %t337, i32 %t335, !dbg !277
  %t336.mux = select i1 %t340, i1 true, i1 %t336, !dbg !277
  br i1 %20, label %b54, label %b57, !dbg !277

b54:                                              ; preds = %b52
  %t341 = add i32 %t337, %t335, !dbg !278
  %t342 = shl i32 %t341, 3, !dbg !279
  %t343 = sub i32 %t335, %t337, !dbg !280
  %t344 = lshr i32 %t343, 5, !dbg !281
  %t346 = tail call i32 @llvm.umin.i32(i32 %t335, i32 %t337), !dbg !282
  %t348 = tail call i32 @llvm.umax.i32(i32 %t335, i32 %t337), !dbg !283
  %.187 = xor i32 %t337, -1, !dbg !284
  %t349 = and i32 %t348, %.187, !dbg !284
  %t345 = xor i32 %t344, %t346, !dbg !285
  %t347 = xor i32 %t345, %t342, !dbg !286
  %t350 = xor i32 %t347, %t349, !dbg !287
  %t351 = sub i32 0, %t335, !dbg !288
  %t352 = or i32 %t350, %t351, !dbg !289
  %t354 = xor i32 %t352, %.187, !dbg !290
  br label %b57, !dbg !277

b57:                                              ; preds = %b52, %b54, %b35
  %t360 = phi i32 [ %t243, %b35 ], [ %t335.mux, %b52 ], [ %t354, %b54 ]
  %t361 = phi i1 [ %t244, %b35 ], [ %t336.mux, %b52 ], [ true, %b54 ]
  %t362 = icmp eq i32 %.2, 0, !dbg !277
  br i1 %t362, label %b58, label %b64, !dbg !277

b58:                                              ; preds = %b57
  %21 = select i1 %t361, i1 %.1, i1 false, !dbg !277
  %a3.mux = select i1 %t361, i32 %t360, i32 %a3, !dbg !277
  %.1.mux = select i1 %t361, i1 true, i1 %.1, !dbg !277
  br i1 %21, label %b60, label %b62, !dbg !277

b60:                                              ; preds = %b58
  %t363 = add i32 %t360, %a3, !dbg !278
  %t364 = shl i32 %t363, 3, !dbg !279
  %t365 = sub i32 %a3, %t360, !dbg !280
  %t366 = lshr i32 %t365, 5, !dbg !281
  %t368 = tail call i32 @llvm.umin.i32(i32 %a3, i32 %t360), !dbg !282
  %t370 = tail call i32 @llvm.umax.i32(i32 %a3, i32 %t360), !dbg !283
  %.188 = xor i32 %t360, -1, !dbg !284
  %t371 = and i32 %t370, %.188, !dbg !284
  %t367 = xor i32 %t366, %t368, !dbg !285
  %t369 = xor i32 %t367, %t364, !dbg !286
  %t372 = xor i32 %t369, %t371, !dbg !287
  %t373 = sub i32 0, %a3, !dbg !288
  %t374 = or i32 %t372, %t373, !dbg !289
  %t376 = xor i32 %t374, %.188, !dbg !290
  br label %b62, !dbg !277

b62:                                              ; preds = %b58, %b60
  %t380 = phi i32 [ %a3.mux, %b58 ], [ %t376, %b60 ]
  %t381 = phi i1 [ %.1.mux, %b58 ], [ true, %b60 ]
  br i1 %t381, label %b63, label %b64, !dbg !277

b63:                                              ; preds = %b62
  store i32 %t380, ptr addrspace(1) %a2, align 4, !dbg !277
  br label %b64, !dbg !277

b64:                                              ; preds = %b63, %b62, %b57
  ret void, !dbg !277
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) readonly %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !291 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !292
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !292
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !292
  %t3 = sext i32 %.1 to i64, !dbg !292
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !292
  %t5 = sext i32 %.2 to i64, !dbg !292
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !292
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !292
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !292, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !292
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !292
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !292, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !292
  %.15 = add i32 %.14, %.9, !dbg !292
  %.16 = udiv i32 %.15, %.6, !dbg !292
  %t9 = sext i32 %.16 to i64, !dbg !292
  %t10 = mul nsw i64 %t7, %t5, !dbg !292
  %t11 = add nsw i64 %t10, %t3, !dbg !292
  %t12 = mul nsw i64 %t9, %t7, !dbg !292
  %t141 = icmp slt i64 %t11, %a0, !dbg !292
  br i1 %t141, label %b2, label %b7, !dbg !292

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t38, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !292

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t132, !dbg !292
  %.17 = load i64, ptr addrspace(1) %t15, align 8, !dbg !292
  br label %b4, !dbg !292

b4:                                               ; preds = %b3, %b2
  %t17 = phi i64 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !292

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t132, !dbg !292
  %.18 = load i64, ptr addrspace(1) %t18, align 8, !dbg !292
  br label %b6, !dbg !292

b6:                                               ; preds = %b5, %b4
  %t20 = phi i64 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = add i64 %t20, %t17, !dbg !293
  %t22 = shl i64 %t21, 3, !dbg !294
  %t23 = sub i64 %t17, %t20, !dbg !295
  %t24 = ashr i64 %t23, 5, !dbg !296
  %t26 = tail call i64 @llvm.smin.i64(i64 %t17, i64 %t20), !dbg !297
  %t28 = tail call i64 @llvm.smax.i64(i64 %t17, i64 %t20), !dbg !298
  %.19 = xor i64 %t20, -1, !dbg !299
  %t29 = and i64 %t28, %.19, !dbg !299
  %t25 = xor i64 %t24, %t26, !dbg !300
  %t27 = xor i64 %t25, %t22, !dbg !301
  %t30 = xor i64 %t27, %t29, !dbg !302
  %t31 = sub i64 0, %t17, !dbg !303
  %t32 = or i64 %t30, %t31, !dbg !304
  %t35 = ashr i64 %t17, 40, !dbg !305
  %t34 = xor i64 %t35, %.19, !dbg !306
  %t36 = xor i64 %t34, %t32, !dbg !307
  %t37 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t132, !dbg !292
  store i64 %t36, ptr addrspace(1) %t37, align 8, !dbg !292
  %t38 = add i64 %t132, %t12, !dbg !292
  %t14 = icmp slt i64 %t38, %a0, !dbg !292
  br i1 %t14, label %b2, label %b7, !dbg !292

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !292
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !308 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !309
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !309
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !309
  %t3 = sext i32 %.1 to i64, !dbg !309
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !309
  %t5 = sext i32 %.2 to i64, !dbg !309
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !309
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !309
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !309, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !309
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !309
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !309, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !309
  %.15 = add i32 %.14, %.9, !dbg !309
  %.16 = udiv i32 %.15, %.6, !dbg !309
  %t9 = sext i32 %.16 to i64, !dbg !309
  %t10 = mul nsw i64 %t7, %t5, !dbg !309
  %t11 = add nsw i64 %t10, %t3, !dbg !309
  %t12 = mul nsw i64 %t9, %t7, !dbg !309
  %t13 = icmp sgt i64 %a1, 7, !dbg !309
  %t15 = icmp sgt i64 %a1, 6, !dbg !309
  %t17 = icmp sgt i64 %a1, 5, !dbg !309
  %t19 = icmp sgt i64 %a1, 4, !dbg !309
  %t21 = icmp sgt i64 %a1, 3, !dbg !309
  %t23 = icmp sgt i64 %a1, 2, !dbg !309
  %t25 = icmp sgt i64 %a1, 1, !dbg !309
  %t27 = icmp sgt i64 %a1, 0, !dbg !309
  %t291 = icmp slt i64 %t11, %a0, !dbg !309
  br i1 %t291, label %b2, label %b23, !dbg !309

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t164, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !309

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !309
  %t33 = mul i64 %t31, %a9, !dbg !309
  %t34 = sub nuw i64 %t282, %t33, !dbg !309
  %t35 = mul i64 %t34, %a19, !dbg !309
  %t36 = mul i64 %t34, %a29, !dbg !309
  %t37 = mul i64 %t34, %a38, !dbg !309
  br label %b4, !dbg !309

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !309

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !309
  %t45 = mul i64 %t43, %a8, !dbg !309
  %t46 = sub i64 %t38, %t45, !dbg !309
  %t47 = mul i64 %t46, %a18, !dbg !309
  %t48 = add i64 %t47, %t39, !dbg !309
  %t49 = mul i64 %t46, %a28, !dbg !309
  %t50 = add i64 %t49, %t40, !dbg !309
  %t51 = mul i64 %t46, %a37, !dbg !309
  %t52 = add i64 %t51, %t41, !dbg !309
  br label %b6, !dbg !309

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !309

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !309
  %t60 = mul i64 %t58, %a7, !dbg !309
  %t61 = sub i64 %t53, %t60, !dbg !309
  %t62 = mul i64 %t61, %a17, !dbg !309
  %t63 = add i64 %t62, %t54, !dbg !309
  %t64 = mul i64 %t61, %a27, !dbg !309
  %t65 = add i64 %t64, %t55, !dbg !309
  %t66 = mul i64 %t61, %a36, !dbg !309
  %t67 = add i64 %t66, %t56, !dbg !309
  br label %b8, !dbg !309

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !309

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !309
  %t75 = mul i64 %t73, %a6, !dbg !309
  %t76 = sub i64 %t68, %t75, !dbg !309
  %t77 = mul i64 %t76, %a16, !dbg !309
  %t78 = add i64 %t77, %t69, !dbg !309
  %t79 = mul i64 %t76, %a26, !dbg !309
  %t80 = add i64 %t79, %t70, !dbg !309
  %t81 = mul i64 %t76, %a35, !dbg !309
  %t82 = add i64 %t81, %t71, !dbg !309
  br label %b10, !dbg !309

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !309

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !309
  %t90 = mul i64 %t88, %a5, !dbg !309
  %t91 = sub i64 %t83, %t90, !dbg !309
  %t92 = mul i64 %t91, %a15, !dbg !309
  %t93 = add i64 %t92, %t84, !dbg !309
  %t94 = mul i64 %t91, %a25, !dbg !309
  %t95 = add i64 %t94, %t85, !dbg !309
  %t96 = mul i64 %t91, %a34, !dbg !309
  %t97 = add i64 %t96, %t86, !dbg !309
  br label %b12, !dbg !309

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !309

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !309
  %t105 = mul i64 %t103, %a4, !dbg !309
  %t106 = sub i64 %t98, %t105, !dbg !309
  %t107 = mul i64 %t106, %a14, !dbg !309
  %t108 = add i64 %t107, %t99, !dbg !309
  %t109 = mul i64 %t106, %a24, !dbg !309
  %t110 = add i64 %t109, %t100, !dbg !309
  %t111 = mul i64 %t106, %a33, !dbg !309
  %t112 = add i64 %t111, %t101, !dbg !309
  br label %b14, !dbg !309

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !309

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !309
  %t120 = mul i64 %t118, %a3, !dbg !309
  %t121 = sub i64 %t113, %t120, !dbg !309
  %t122 = mul i64 %t121, %a13, !dbg !309
  %t123 = add i64 %t122, %t114, !dbg !309
  %t124 = mul i64 %t121, %a23, !dbg !309
  %t125 = add i64 %t124, %t115, !dbg !309
  %t126 = mul i64 %t121, %a32, !dbg !309
  %t127 = add i64 %t126, %t116, !dbg !309
  br label %b16, !dbg !309

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !309

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !309
  %t133 = add i64 %t129, %t132, !dbg !309
  %t134 = mul i64 %t128, %a22, !dbg !309
  %t135 = add i64 %t130, %t134, !dbg !309
  %t136 = mul i64 %t128, %a31, !dbg !309
  %t137 = add i64 %t131, %t136, !dbg !309
  br label %b18, !dbg !309

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !309

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t138, !dbg !309
  %.17 = load i64, ptr addrspace(1) %t141, align 8, !dbg !309
  br label %b20, !dbg !309

b20:                                              ; preds = %b19, %b18
  %t143 = phi i64 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !309

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t139, !dbg !309
  %.18 = load i64, ptr addrspace(1) %t144, align 8, !dbg !309
  br label %b22, !dbg !309

b22:                                              ; preds = %b21, %b20
  %t146 = phi i64 [ %.18, %b21 ], [ %a21, %b20 ]
  %t147 = add i64 %t146, %t143, !dbg !310
  %t148 = shl i64 %t147, 3, !dbg !311
  %t149 = sub i64 %t143, %t146, !dbg !312
  %t150 = ashr i64 %t149, 5, !dbg !313
  %t152 = tail call i64 @llvm.smin.i64(i64 %t143, i64 %t146), !dbg !314
  %t154 = tail call i64 @llvm.smax.i64(i64 %t143, i64 %t146), !dbg !315
  %.19 = xor i64 %t146, -1, !dbg !316
  %t155 = and i64 %t154, %.19, !dbg !316
  %t151 = xor i64 %t150, %t152, !dbg !317
  %t153 = xor i64 %t151, %t148, !dbg !318
  %t156 = xor i64 %t153, %t155, !dbg !319
  %t157 = sub i64 0, %t143, !dbg !320
  %t158 = or i64 %t156, %t157, !dbg !321
  %t161 = ashr i64 %t143, 40, !dbg !322
  %t160 = xor i64 %t161, %.19, !dbg !323
  %t162 = xor i64 %t160, %t158, !dbg !324
  %t163 = getelementptr inbounds i64, ptr addrspace(1) %a30, i64 %t140, !dbg !309
  store i64 %t162, ptr addrspace(1) %t163, align 8, !dbg !309
  %t164 = add i64 %t282, %t12, !dbg !309
  %t29 = icmp slt i64 %t164, %a0, !dbg !309
  br i1 %t29, label %b2, label %b23, !dbg !309

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !309
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !325 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !326
  %t3 = sext i32 %.1 to i64, !dbg !326
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !326
  %t5 = sext i32 %.2 to i64, !dbg !326
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !326
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !326
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !326, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !326
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !326
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !326, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !326
  %.15 = add i32 %.14, %.9, !dbg !326
  %.16 = udiv i32 %.15, %.6, !dbg !326
  %t9 = sext i32 %.16 to i64, !dbg !326
  %t10 = mul nsw i64 %t7, %t5, !dbg !326
  %t11 = add nsw i64 %t10, %t3, !dbg !326
  %t12 = mul nsw i64 %t9, %t7, !dbg !326
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !326
  %t14 = icmp eq i64 %a2, 1, !dbg !326
  %t15 = and i64 %t13, 15, !dbg !326
  %t16 = icmp eq i64 %t15, 0, !dbg !326
  %t17 = and i1 %t14, %t16, !dbg !326
  %t19 = ashr i64 %a0, 1, !dbg !326
  %t20 = add i64 %a0, 1, !dbg !326
  %t21 = ashr i64 %t20, 1, !dbg !326
  %t22 = icmp slt i64 %t11, %t21, !dbg !326
  br i1 %t22, label %b1, label %b17, !dbg !326

b1:                                               ; preds = %entry
  %t23 = shl nsw i64 %t11, 1, !dbg !326
  %t24 = mul i64 %t23, %a2, !dbg !326
  %t25 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t24, !dbg !326
  %.17 = load i64, ptr addrspace(1) %t25, align 8, !dbg !326, !amdgpu.noclobber !6
  %0 = xor i64 %t23, -1, !dbg !326
  %t28 = add i64 %0, %a0, !dbg !326
  %t30 = icmp sgt i64 %t28, 0, !dbg !326
  br i1 %t30, label %b2, label %b3, !dbg !326

b2:                                               ; preds = %b1
  %t29 = getelementptr inbounds i64, ptr addrspace(1) %t25, i64 %a2, !dbg !326
  %.18 = load i64, ptr addrspace(1) %t29, align 8, !dbg !326, !amdgpu.noclobber !6
  %t32 = add i64 %.18, %.17, !dbg !327
  %t33 = shl i64 %t32, 3, !dbg !328
  %t34 = sub i64 %.17, %.18, !dbg !329
  %t35 = ashr i64 %t34, 5, !dbg !330
  %t37 = tail call i64 @llvm.smin.i64(i64 %.17, i64 %.18), !dbg !331
  %t39 = tail call i64 @llvm.smax.i64(i64 %.17, i64 %.18), !dbg !332
  %.19 = xor i64 %.18, -1, !dbg !333
  %t40 = and i64 %t39, %.19, !dbg !333
  %t36 = xor i64 %t35, %t37, !dbg !334
  %t38 = xor i64 %t36, %t33, !dbg !335
  %t41 = xor i64 %t38, %t40, !dbg !336
  %t42 = sub i64 0, %.17, !dbg !337
  %t43 = or i64 %t41, %t42, !dbg !338
  %t46 = ashr i64 %.17, 40, !dbg !339
  %t45 = xor i64 %t46, %.19, !dbg !340
  %t47 = xor i64 %t45, %t43, !dbg !341
  br label %b3, !dbg !326

b3:                                               ; preds = %b2, %b1
  %t48 = phi i64 [ %t47, %b2 ], [ %.17, %b1 ]
  %t49 = add nsw i64 %t12, %t11, !dbg !326
  br i1 %t17, label %b4, label %b11, !dbg !326

b4:                                               ; preds = %b3
  %t50 = shl nsw i64 %t12, 1, !dbg !326
  %t51 = sub nsw i64 %t19, %t12, !dbg !326
  %t5511 = icmp slt i64 %t49, %t51, !dbg !326
  br i1 %t5511, label %b6, label %b8.preheader, !dbg !326

b8.preheader:                                     ; preds = %b6, %b4
  %t52.lcssa = phi i64 [ %t49, %b4 ], [ %t129, %b6 ]
  %t53.lcssa = phi i64 [ %t48, %b4 ], [ %t128, %b6 ]
  %t13315 = icmp slt i64 %t52.lcssa, %t19, !dbg !326
  br i1 %t13315, label %b9, label %b11, !dbg !326

b6:                                               ; preds = %b4, %b6
  %t5313 = phi i64 [ %t128, %b6 ], [ %t48, %b4 ]
  %t5212 = phi i64 [ %t129, %b6 ], [ %t49, %b4 ]
  %t56 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t5212, !dbg !326
  %.20 = load <2 x i64>, ptr addrspace(1) %t56, align 16, !dbg !326, !amdgpu.noclobber !6
  %.21 = extractelement <2 x i64> %.20, i64 0, !dbg !326
  %.23 = extractelement <2 x i64> %.20, i64 1, !dbg !326
  %t58 = add i64 %t5212, %t12, !dbg !326
  %t59 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t58, !dbg !326
  %.25 = load <2 x i64>, ptr addrspace(1) %t59, align 16, !dbg !326, !amdgpu.noclobber !6
  %.26 = extractelement <2 x i64> %.25, i64 0, !dbg !326
  %.28 = extractelement <2 x i64> %.25, i64 1, !dbg !326
  %t62 = add i64 %.21, %t5313, !dbg !327
  %t63 = shl i64 %t62, 3, !dbg !328
  %t64 = sub i64 %t5313, %.21, !dbg !329
  %t65 = ashr i64 %t64, 5, !dbg !330
  %t67 = tail call i64 @llvm.smin.i64(i64 %t5313, i64 %.21), !dbg !331
  %t69 = tail call i64 @llvm.smax.i64(i64 %t5313, i64 %.21), !dbg !332
  %.30 = xor i64 %.21, -1, !dbg !333
  %t70 = and i64 %t69, %.30, !dbg !333
  %t66 = xor i64 %t65, %t67, !dbg !334
  %t68 = xor i64 %t66, %t63, !dbg !335
  %t71 = xor i64 %t68, %t70, !dbg !336
  %t72 = sub i64 0, %t5313, !dbg !337
  %t73 = or i64 %t71, %t72, !dbg !338
  %t76 = ashr i64 %t5313, 40, !dbg !339
  %t75 = xor i64 %t76, %.30, !dbg !340
  %t77 = xor i64 %t75, %t73, !dbg !341
  %t79 = add i64 %t77, %.23, !dbg !327
  %t80 = shl i64 %t79, 3, !dbg !328
  %t81 = sub i64 %t77, %.23, !dbg !329
  %t82 = ashr i64 %t81, 5, !dbg !330
  %t84 = tail call i64 @llvm.smin.i64(i64 %t77, i64 %.23), !dbg !331
  %t86 = tail call i64 @llvm.smax.i64(i64 %t77, i64 %.23), !dbg !332
  %.31 = xor i64 %.23, -1, !dbg !333
  %t87 = and i64 %t86, %.31, !dbg !333
  %t83 = xor i64 %t82, %t84, !dbg !334
  %t85 = xor i64 %t83, %t80, !dbg !335
  %t88 = xor i64 %t85, %t87, !dbg !336
  %t89 = sub i64 0, %t77, !dbg !337
  %t90 = or i64 %t88, %t89, !dbg !338
  %t93 = ashr i64 %t77, 40, !dbg !339
  %t92 = xor i64 %t93, %.31, !dbg !340
  %t94 = xor i64 %t92, %t90, !dbg !341
  %t96 = add i64 %t94, %.26, !dbg !327
  %t97 = shl i64 %t96, 3, !dbg !328
  %t98 = sub i64 %t94, %.26, !dbg !329
  %t99 = ashr i64 %t98, 5, !dbg !330
  %t101 = tail call i64 @llvm.smin.i64(i64 %t94, i64 %.26), !dbg !331
  %t103 = tail call i64 @llvm.smax.i64(i64 %t94, i64 %.26), !dbg !332
  %.32 = xor i64 %.26, -1, !dbg !333
  %t104 = and i64 %t103, %.32, !dbg !333
  %t100 = xor i64 %t99, %t101, !dbg !334
  %t102 = xor i64 %t100, %t97, !dbg !335
  %t105 = xor i64 %t102, %t104, !dbg !336
  %t106 = sub i64 0, %t94, !dbg !337
  %t107 = or i64 %t105, %t106, !dbg !338
  %t110 = ashr i64 %t94, 40, !dbg !339
  %t109 = xor i64 %t110, %.32, !dbg !340
  %t111 = xor i64 %t109, %t107, !dbg !341
  %t113 = add i64 %t111, %.28, !dbg !327
  %t114 = shl i64 %t113, 3, !dbg !328
  %t115 = sub i64 %t111, %.28, !dbg !329
  %t116 = ashr i64 %t115, 5, !dbg !330
  %t118 = tail call i64 @llvm.smin.i64(i64 %t111, i64 %.28), !dbg !331
  %t120 = tail call i64 @llvm.smax.i64(i64 %t111, i64 %.28), !dbg !332
  %.33 = xor i64 %.28, -1, !dbg !333
  %t121 = and i64 %t120, %.33, !dbg !333
  %t117 = xor i64 %t116, %t118, !dbg !334
  %t119 = xor i64 %t117, %t114, !dbg !335
  %t122 = xor i64 %t119, %t121, !dbg !336
  %t123 = sub i64 0, %t111, !dbg !337
  %t124 = or i64 %t122, %t123, !dbg !338
  %t127 = ashr i64 %t111, 40, !dbg !339
  %t126 = xor i64 %t127, %.33, !dbg !340
  %t128 = xor i64 %t126, %t124, !dbg !341
  %t129 = add i64 %t5212, %t50, !dbg !326
  %t55 = icmp slt i64 %t129, %t51, !dbg !326
  br i1 %t55, label %b6, label %b8.preheader, !dbg !326

b9:                                               ; preds = %b8.preheader, %b9
  %t13117 = phi i64 [ %t169, %b9 ], [ %t53.lcssa, %b8.preheader ]
  %t13016 = phi i64 [ %t170, %b9 ], [ %t52.lcssa, %b8.preheader ]
  %t134 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t13016, !dbg !326
  %.34 = load <2 x i64>, ptr addrspace(1) %t134, align 16, !dbg !326, !amdgpu.noclobber !6
  %.35 = extractelement <2 x i64> %.34, i64 0, !dbg !326
  %.37 = extractelement <2 x i64> %.34, i64 1, !dbg !326
  %t137 = add i64 %.35, %t13117, !dbg !327
  %t138 = shl i64 %t137, 3, !dbg !328
  %t139 = sub i64 %t13117, %.35, !dbg !329
  %t140 = ashr i64 %t139, 5, !dbg !330
  %t142 = tail call i64 @llvm.smin.i64(i64 %t13117, i64 %.35), !dbg !331
  %t144 = tail call i64 @llvm.smax.i64(i64 %t13117, i64 %.35), !dbg !332
  %.39 = xor i64 %.35, -1, !dbg !333
  %t145 = and i64 %t144, %.39, !dbg !333
  %t141 = xor i64 %t140, %t142, !dbg !334
  %t143 = xor i64 %t141, %t138, !dbg !335
  %t146 = xor i64 %t143, %t145, !dbg !336
  %t147 = sub i64 0, %t13117, !dbg !337
  %t148 = or i64 %t146, %t147, !dbg !338
  %t151 = ashr i64 %t13117, 40, !dbg !339
  %t150 = xor i64 %t151, %.39, !dbg !340
  %t152 = xor i64 %t150, %t148, !dbg !341
  %t154 = add i64 %t152, %.37, !dbg !327
  %t155 = shl i64 %t154, 3, !dbg !328
  %t156 = sub i64 %t152, %.37, !dbg !329
  %t157 = ashr i64 %t156, 5, !dbg !330
  %t159 = tail call i64 @llvm.smin.i64(i64 %t152, i64 %.37), !dbg !331
  %t161 = tail call i64 @llvm.smax.i64(i64 %t152, i64 %.37), !dbg !332
  %.40 = xor i64 %.37, -1, !dbg !333
  %t162 = and i64 %t161, %.40, !dbg !333
  %t158 = xor i64 %t157, %t159, !dbg !334
  %t160 = xor i64 %t158, %t155, !dbg !335
  %t163 = xor i64 %t160, %t162, !dbg !336
  %t164 = sub i64 0, %t152, !dbg !337
  %t165 = or i64 %t163, %t164, !dbg !338
  %t168 = ashr i64 %t152, 40, !dbg !339
  %t167 = xor i64 %t168, %.40, !dbg !340
  %t169 = xor i64 %t167, %t165, !dbg !341
  %t170 = add i64 %t13016, %t12, !dbg !326
  %t133 = icmp slt i64 %t170, %t19, !dbg !326
  br i1 %t133, label %b9, label %b11, !dbg !326

b11:                                              ; preds = %b9, %b8.preheader, %b3
  %t171 = phi i64 [ %t48, %b3 ], [ %t53.lcssa, %b8.preheader ], [ %t169, %b9 ]
  %t172 = phi i64 [ %t49, %b3 ], [ %t52.lcssa, %b8.preheader ], [ %t170, %b9 ]
  %t173 = shl i64 %a2, 1, !dbg !326
  %t176 = mul i64 %t12, %t173, !dbg !326
  %t18020 = icmp slt i64 %t172, %t21, !dbg !326
  br i1 %t18020, label %b13.lr.ph, label %b17, !dbg !326

b13.lr.ph:                                        ; preds = %b11
  %t174 = mul i64 %t172, %t173, !dbg !326
  %t175 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t174, !dbg !326
  %t182 = add i64 %a0, -1
  br label %b13, !dbg !326

b13:                                              ; preds = %b13.lr.ph, %b15
  %t17923 = phi i64 [ %t171, %b13.lr.ph ], [ %t220, %b15 ]
  %t17822 = phi i64 [ %t172, %b13.lr.ph ], [ %t221, %b15 ]
  %t17721 = phi ptr addrspace(1) [ %t175, %b13.lr.ph ], [ %t222, %b15 ]
  %t181.neg = mul i64 %t17822, -2, !dbg !326
  %t183 = add i64 %t182, %t181.neg, !dbg !326
  %.41 = load i64, ptr addrspace(1) %t17721, align 8, !dbg !326
  %t185 = add i64 %.41, %t17923, !dbg !327
  %t186 = shl i64 %t185, 3, !dbg !328
  %t187 = sub i64 %t17923, %.41, !dbg !329
  %t188 = ashr i64 %t187, 5, !dbg !330
  %t190 = tail call i64 @llvm.smin.i64(i64 %t17923, i64 %.41), !dbg !331
  %t192 = tail call i64 @llvm.smax.i64(i64 %t17923, i64 %.41), !dbg !332
  %.42 = xor i64 %.41, -1, !dbg !333
  %t193 = and i64 %t192, %.42, !dbg !333
  %t189 = xor i64 %t188, %t190, !dbg !334
  %t191 = xor i64 %t189, %t186, !dbg !335
  %t194 = xor i64 %t191, %t193, !dbg !336
  %t195 = sub i64 0, %t17923, !dbg !337
  %t196 = or i64 %t194, %t195, !dbg !338
  %t199 = ashr i64 %t17923, 40, !dbg !339
  %t198 = xor i64 %t199, %.42, !dbg !340
  %t200 = xor i64 %t198, %t196, !dbg !341
  %t202 = icmp sgt i64 %t183, 0, !dbg !326
  br i1 %t202, label %b14, label %b15, !dbg !326

b14:                                              ; preds = %b13
  %t201 = getelementptr inbounds i64, ptr addrspace(1) %t17721, i64 %a2, !dbg !326
  %.43 = load i64, ptr addrspace(1) %t201, align 8, !dbg !326
  %t204 = add i64 %.43, %t200, !dbg !327
  %t205 = shl i64 %t204, 3, !dbg !328
  %t206 = sub i64 %t200, %.43, !dbg !329
  %t207 = ashr i64 %t206, 5, !dbg !330
  %t209 = tail call i64 @llvm.smin.i64(i64 %t200, i64 %.43), !dbg !331
  %t211 = tail call i64 @llvm.smax.i64(i64 %t200, i64 %.43), !dbg !332
  %.44 = xor i64 %.43, -1, !dbg !333
  %t212 = and i64 %t211, %.44, !dbg !333
  %t208 = xor i64 %t207, %t209, !dbg !334
  %t210 = xor i64 %t208, %t205, !dbg !335
  %t213 = xor i64 %t210, %t212, !dbg !336
  %t214 = sub i64 0, %t200, !dbg !337
  %t215 = or i64 %t213, %t214, !dbg !338
  %t218 = ashr i64 %t200, 40, !dbg !339
  %t217 = xor i64 %t218, %.44, !dbg !340
  %t219 = xor i64 %t217, %t215, !dbg !341
  br label %b15, !dbg !326

b15:                                              ; preds = %b14, %b13
  %t220 = phi i64 [ %t219, %b14 ], [ %t200, %b13 ]
  %t221 = add i64 %t17822, %t12, !dbg !326
  %t222 = getelementptr inbounds i64, ptr addrspace(1) %t17721, i64 %t176, !dbg !326
  %t180 = icmp slt i64 %t221, %t21, !dbg !326
  br i1 %t180, label %b13, label %b17, !dbg !326

b17:                                              ; preds = %b15, %b11, %entry
  %t223 = phi i64 [ 0, %entry ], [ %t171, %b11 ], [ %t220, %b15 ]
  %t224 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !326
  store i64 %t223, ptr addrspace(3) %t224, align 8, !dbg !326
  %t225 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !326
  %.45 = zext i1 %t22 to i8, !dbg !326
  store i8 %.45, ptr addrspace(3) %t225, align 1, !dbg !326
  fence syncscope("workgroup") release, !dbg !326
  tail call void @llvm.amdgcn.s.barrier(), !dbg !326
  fence syncscope("workgroup") acquire, !dbg !326
  %t226 = icmp slt i32 %.1, 128, !dbg !326
  br i1 %t226, label %b18, label %b23, !dbg !326

b18:                                              ; preds = %b17
  %t227 = add nsw i32 %.1, 128, !dbg !326
  %t228 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage1.shared.0, i32 %t227, !dbg !326
  %.46 = load i64, ptr addrspace(3) %t228, align 8, !dbg !326
  %t230 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage1.shared.1, i32 %t227, !dbg !326
  %.47 = load i8, ptr addrspace(3) %t230, align 1, !dbg !326
  %.48.not10 = icmp eq i8 %.47, 0, !dbg !326
  %t22.not = xor i1 %t22, true, !dbg !326
  %brmerge = select i1 %.48.not10, i1 true, i1 %t22.not, !dbg !326
  %t223.mux = select i1 %.48.not10, i64 %t223, i64 %.46, !dbg !326
  %not..48.not10 = xor i1 %.48.not10, true, !dbg !326
  %t22.mux = select i1 %not..48.not10, i1 true, i1 %t22, !dbg !326
  br i1 %brmerge, label %b22, label %b20, !dbg !326

b20:                                              ; preds = %b18
  %t232 = add i64 %.46, %t223, !dbg !327
  %t233 = shl i64 %t232, 3, !dbg !328
  %t234 = sub i64 %t223, %.46, !dbg !329
  %t235 = ashr i64 %t234, 5, !dbg !330
  %t237 = tail call i64 @llvm.smin.i64(i64 %t223, i64 %.46), !dbg !331
  %t239 = tail call i64 @llvm.smax.i64(i64 %t223, i64 %.46), !dbg !332
  %.49 = xor i64 %.46, -1, !dbg !333
  %t240 = and i64 %t239, %.49, !dbg !333
  %t236 = xor i64 %t235, %t237, !dbg !334
  %t238 = xor i64 %t236, %t233, !dbg !335
  %t241 = xor i64 %t238, %t240, !dbg !336
  %t242 = sub i64 0, %t223, !dbg !337
  %t243 = or i64 %t241, %t242, !dbg !338
  %t246 = ashr i64 %t223, 40, !dbg !339
  %t245 = xor i64 %t246, %.49, !dbg !340
  %t247 = xor i64 %t245, %t243, !dbg !341
  br label %b22, !dbg !326

b22:                                              ; preds = %b18, %b20
  %t249 = phi i64 [ %t223.mux, %b18 ], [ %t247, %b20 ]
  %t250 = phi i1 [ %t22.mux, %b18 ], [ true, %b20 ]
  store i64 %t249, ptr addrspace(3) %t224, align 8, !dbg !326
  %.50 = zext i1 %t250 to i8, !dbg !326
  store i8 %.50, ptr addrspace(3) %t225, align 1, !dbg !326
  br label %b23, !dbg !326

b23:                                              ; preds = %b22, %b17
  %t251 = phi i64 [ %t249, %b22 ], [ %t223, %b17 ]
  %t252 = phi i1 [ %t250, %b22 ], [ %t22, %b17 ]
  fence syncscope("workgroup") release, !dbg !326
  tail call void @llvm.amdgcn.s.barrier(), !dbg !326
  fence syncscope("workgroup") acquire, !dbg !326
  %t253 = icmp slt i32 %.1, 64, !dbg !326
  br i1 %t253, label %b24, label %b29, !dbg !326

b24:                                              ; preds = %b23
  %t254 = add nsw i32 %.1, 64, !dbg !326
  %t255 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage1.shared.0, i32 %t254, !dbg !326
  %.51 = load i64, ptr addrspace(3) %t255, align 8, !dbg !326
  %t257 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage1.shared.1, i32 %t254, !dbg !326
  %.52 = load i8, ptr addrspace(3) %t257, align 1, !dbg !326
  %.53.not9 = icmp eq i8 %.52, 0, !dbg !326
  %t252.not = xor i1 %t252, true, !dbg !326
  %brmerge1 = select i1 %.53.not9, i1 true, i1 %t252.not, !dbg !326
  %t251.mux = select i1 %.53.not9, i64 %t251, i64 %.51, !dbg !326
  %not..53.not9 = xor i1 %.53.not9, true, !dbg !326
  %t252.mux = select i1 %not..53.not9, i1 true, i1 %t252, !dbg !326
  br i1 %brmerge1, label %b28, label %b26, !dbg !326

b26:                                              ; preds = %b24
  %t259 = add i64 %.51, %t251, !dbg !327
  %t260 = shl i64 %t259, 3, !dbg !328
  %t261 = sub i64 %t251, %.51, !dbg !329
  %t262 = ashr i64 %t261, 5, !dbg !330
  %t264 = tail call i64 @llvm.smin.i64(i64 %t251, i64 %.51), !dbg !331
  %t266 = tail call i64 @llvm.smax.i64(i64 %t251, i64 %.51), !dbg !332
  %.54 = xor i64 %.51, -1, !dbg !333
  %t267 = and i64 %t266, %.54, !dbg !333
  %t263 = xor i64 %t262, %t264, !dbg !334
  %t265 = xor i64 %t263, %t260, !dbg !335
  %t268 = xor i64 %t265, %t267, !dbg !336
  %t269 = sub i64 0, %t251, !dbg !337
  %t270 = or i64 %t268, %t269, !dbg !338
  %t273 = ashr i64 %t251, 40, !dbg !339
  %t272 = xor i64 %t273, %.54, !dbg !340
  %t274 = xor i64 %t272, %t270, !dbg !341
  br label %b28, !dbg !326

b28:                                              ; preds = %b24, %b26
  %t276 = phi i64 [ %t251.mux, %b24 ], [ %t274, %b26 ]
  %t277 = phi i1 [ %t252.mux, %b24 ], [ true, %b26 ]
  store i64 %t276, ptr addrspace(3) %t224, align 8, !dbg !326
  %.55 = zext i1 %t277 to i8, !dbg !326
  store i8 %.55, ptr addrspace(3) %t225, align 1, !dbg !326
  br label %b29, !dbg !326

b29:                                              ; preds = %b28, %b23
  %t278 = phi i64 [ %t276, %b28 ], [ %t251, %b23 ]
  %t279 = phi i1 [ %t277, %b28 ], [ %t252, %b23 ]
  fence syncscope("workgroup") release, !dbg !326
  tail call void @llvm.amdgcn.s.barrier(), !dbg !326
  fence syncscope("workgroup") acquire, !dbg !326
  %t280 = icmp slt i32 %.1, 32, !dbg !326
  br i1 %t280, label %b30, label %b35, !dbg !326

b30:                                              ; preds = %b29
  %t281 = add nsw i32 %.1, 32, !dbg !326
  %t282 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage1.shared.0, i32 %t281, !dbg !326
  %.56 = load i64, ptr addrspace(3) %t282, align 8, !dbg !326
  %t284 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage1.shared.1, i32 %t281, !dbg !326
  %.57 = load i8, ptr addrspace(3) %t284, align 1, !dbg !326
  %.58.not8 = icmp eq i8 %.57, 0, !dbg !326
  %t279.not = xor i1 %t279, true, !dbg !326
  %brmerge2 = select i1 %.58.not8, i1 true, i1 %t279.not, !dbg !326
  %t278.mux = select i1 %.58.not8, i64 %t278, i64 %.56, !dbg !326
  %not..58.not8 = xor i1 %.58.not8, true, !dbg !326
  %t279.mux = select i1 %not..58.not8, i1 true, i1 %t279, !dbg !326
  br i1 %brmerge2, label %b35, label %b32, !dbg !326

b32:                                              ; preds = %b30
  %t286 = add i64 %.56, %t278, !dbg !327
  %t287 = shl i64 %t286, 3, !dbg !328
  %t288 = sub i64 %t278, %.56, !dbg !329
  %t289 = ashr i64 %t288, 5, !dbg !330
  %t291 = tail call i64 @llvm.smin.i64(i64 %t278, i64 %.56), !dbg !331
  %t293 = tail call i64 @llvm.smax.i64(i64 %t278, i64 %.56), !dbg !332
  %.59 = xor i64 %.56, -1, !dbg !333
  %t294 = and i64 %t293, %.59, !dbg !333
  %t290 = xor i64 %t289, %t291, !dbg !334
  %t292 = xor i64 %t290, %t287, !dbg !335
  %t295 = xor i64 %t292, %t294, !dbg !336
  %t296 = sub i64 0, %t278, !dbg !337
  %t297 = or i64 %t295, %t296, !dbg !338
  %t300 = ashr i64 %t278, 40, !dbg !339
  %t299 = xor i64 %t300, %.59, !dbg !340
  %t301 = xor i64 %t299, %t297, !dbg !341
  br label %b35, !dbg !326

b35:                                              ; preds = %b30, %b32, %b29
  %t305 = phi i64 [ %t278, %b29 ], [ %t278.mux, %b30 ], [ %t301, %b32 ]
  %t306 = phi i1 [ %t279, %b29 ], [ %t279.mux, %b30 ], [ true, %b32 ]
  br i1 %t280, label %b36, label %b57, !dbg !326

b36:                                              ; preds = %b35
  %.61 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !326
  %.62 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.61), !dbg !326
  %.63 = zext i32 %.62 to i64, !dbg !326
  %.64 = add nuw nsw i64 %.63, 16, !dbg !326
  %.65 = icmp ult i32 %.62, 48, !dbg !326
  %.66 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !326
  %.67 = and i64 %.64, 63, !dbg !326
  %1 = shl nuw i64 1, %.67, !dbg !326
  %2 = and i64 %1, %.66, !dbg !326
  %.69 = icmp ne i64 %2, 0, !dbg !326
  %.70 = and i1 %.65, %.69, !dbg !326
  %.71 = trunc i64 %.64 to i32, !dbg !326
  %.72 = shl i32 %.71, 2, !dbg !326
  %.73 = trunc i64 %t305 to i32, !dbg !326
  %.74 = lshr i64 %t305, 32, !dbg !326
  %.75 = trunc i64 %.74 to i32, !dbg !326
  %.76 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.72, i32 %.73), !dbg !326
  %.77 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.72, i32 %.75), !dbg !326
  %.78 = zext i32 %.76 to i64, !dbg !326
  %.79 = zext i32 %.77 to i64, !dbg !326
  %.80 = shl nuw i64 %.79, 32, !dbg !326
  %.81 = or i64 %.80, %.78, !dbg !326
  %t307 = select i1 %.70, i64 %.81, i64 %t305, !dbg !326
  %.95 = zext i1 %t306 to i32, !dbg !326
  %.96 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.72, i32 %.95), !dbg !326
  %3 = and i32 %.96, 1, !dbg !326
  %.97 = icmp ne i32 %3, 0, !dbg !326
  %t308 = select i1 %.70, i1 %.97, i1 %t306, !dbg !326
  %t309 = icmp slt i32 %.1, 16, !dbg !326
  %t310 = and i1 %t309, %t308, !dbg !326
  %4 = select i1 %t310, i1 %t306, i1 false, !dbg !326
  %t305.mux = select i1 %t310, i64 %t307, i64 %t305, !dbg !326
  %t306.mux = select i1 %t310, i1 true, i1 %t306, !dbg !326
  br i1 %4, label %b38, label %b40, !dbg !326

b38:                                              ; preds = %b36
  %t311 = add i64 %t307, %t305, !dbg !327
  %t312 = shl i64 %t311, 3, !dbg !328
  %t313 = sub i64 %t305, %t307, !dbg !329
  %t314 = ashr i64 %t313, 5, !dbg !330
  %t316 = tail call i64 @llvm.smin.i64(i64 %t305, i64 %t307), !dbg !331
  %t318 = tail call i64 @llvm.smax.i64(i64 %t305, i64 %t307), !dbg !332
  %.98 = xor i64 %t307, -1, !dbg !333
  %t319 = and i64 %t318, %.98, !dbg !333
  %t315 = xor i64 %t314, %t316, !dbg !334
  %t317 = xor i64 %t315, %t312, !dbg !335
  %t320 = xor i64 %t317, %t319, !dbg !336
  %t321 = sub i64 0, %t305, !dbg !337
  %t322 = or i64 %t320, %t321, !dbg !338
  %t325 = ashr i64 %t305, 40, !dbg !339
  %t324 = xor i64 %t325, %.98, !dbg !340
  %t326 = xor i64 %t324, %t322, !dbg !341
  br label %b40, !dbg !326

b40:                                              ; preds = %b36, %b38
  %t328 = phi i64 [ %t305.mux, %b36 ], [ %t326, %b38 ]
  %t329 = phi i1 [ %t306.mux, %b36 ], [ true, %b38 ]
  %.103 = add nuw nsw i64 %.63, 8, !dbg !326
  %.104 = icmp ult i32 %.62, 56, !dbg !326
  %.106 = and i64 %.103, 63, !dbg !326
  %5 = shl nuw i64 1, %.106, !dbg !326
  %6 = and i64 %5, %.66, !dbg !326
  %.108 = icmp ne i64 %6, 0, !dbg !326
  %.109 = and i1 %.104, %.108, !dbg !326
  %.110 = trunc i64 %.103 to i32, !dbg !326
  %.111 = shl i32 %.110, 2, !dbg !326
  %.112 = trunc i64 %t328 to i32, !dbg !326
  %.113 = lshr i64 %t328, 32, !dbg !326
  %.114 = trunc i64 %.113 to i32, !dbg !326
  %.115 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.112), !dbg !326
  %.116 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.114), !dbg !326
  %.117 = zext i32 %.115 to i64, !dbg !326
  %.118 = zext i32 %.116 to i64, !dbg !326
  %.119 = shl nuw i64 %.118, 32, !dbg !326
  %.120 = or i64 %.119, %.117, !dbg !326
  %t330 = select i1 %.109, i64 %.120, i64 %t328, !dbg !326
  %.134 = zext i1 %t329 to i32, !dbg !326
  %.135 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.134), !dbg !326
  %7 = and i32 %.135, 1, !dbg !326
  %.136 = icmp ne i32 %7, 0, !dbg !326
  %t331 = select i1 %.109, i1 %.136, i1 %t329, !dbg !326
  %t332 = icmp slt i32 %.1, 24, !dbg !326
  %t333 = and i1 %t332, %t331, !dbg !326
  %8 = select i1 %t333, i1 %t329, i1 false, !dbg !326
  %t328.mux = select i1 %t333, i64 %t330, i64 %t328, !dbg !326
  %t329.mux = select i1 %t333, i1 true, i1 %t329, !dbg !326
  br i1 %8, label %b42, label %b44, !dbg !326

b42:                                              ; preds = %b40
  %t334 = add i64 %t330, %t328, !dbg !327
  %t335 = shl i64 %t334, 3, !dbg !328
  %t336 = sub i64 %t328, %t330, !dbg !329
  %t337 = ashr i64 %t336, 5, !dbg !330
  %t339 = tail call i64 @llvm.smin.i64(i64 %t328, i64 %t330), !dbg !331
  %t341 = tail call i64 @llvm.smax.i64(i64 %t328, i64 %t330), !dbg !332
  %.137 = xor i64 %t330, -1, !dbg !333
  %t342 = and i64 %t341, %.137, !dbg !333
  %t338 = xor i64 %t337, %t339, !dbg !334
  %t340 = xor i64 %t338, %t335, !dbg !335
  %t343 = xor i64 %t340, %t342, !dbg !336
  %t344 = sub i64 0, %t328, !dbg !337
  %t345 = or i64 %t343, %t344, !dbg !338
  %t348 = ashr i64 %t328, 40, !dbg !339
  %t347 = xor i64 %t348, %.137, !dbg !340
  %t349 = xor i64 %t347, %t345, !dbg !341
  br label %b44, !dbg !326

b44:                                              ; preds = %b40, %b42
  %t351 = phi i64 [ %t328.mux, %b40 ], [ %t349, %b42 ]
  %t352 = phi i1 [ %t329.mux, %b40 ], [ true, %b42 ]
  %.142 = add nuw nsw i64 %.63, 4, !dbg !326
  %.143 = icmp ult i32 %.62, 60, !dbg !326
  %.145 = and i64 %.142, 63, !dbg !326
  %9 = shl nuw i64 1, %.145, !dbg !326
  %10 = and i64 %9, %.66, !dbg !326
  %.147 = icmp ne i64 %10, 0, !dbg !326
  %.148 = and i1 %.143, %.147, !dbg !326
  %.149 = trunc i64 %.142 to i32, !dbg !326
  %.150 = shl i32 %.149, 2, !dbg !326
  %.151 = trunc i64 %t351 to i32, !dbg !326
  %.152 = lshr i64 %t351, 32, !dbg !326
  %.153 = trunc i64 %.152 to i32, !dbg !326
  %.154 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.150, i32 %.151), !dbg !326
  %.155 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.150, i32 %.153), !dbg !326
  %.156 = zext i32 %.154 to i64, !dbg !326
  %.157 = zext i32 %.155 to i64, !dbg !326
  %.158 = shl nuw i64 %.157, 32, !dbg !326
  %.159 = or i64 %.158, %.156, !dbg !326
  %t353 = select i1 %.148, i64 %.159, i64 %t351, !dbg !326
  %.173 = zext i1 %t352 to i32, !dbg !326
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.150, i32 %.173), !dbg !326
  %11 = and i32 %.174, 1, !dbg !326
  %.175 = icmp ne i32 %11, 0, !dbg !326
  %t354 = select i1 %.148, i1 %.175, i1 %t352, !dbg !326
  %t355 = icmp slt i32 %.1, 28, !dbg !326
  %t356 = and i1 %t355, %t354, !dbg !326
  %12 = select i1 %t356, i1 %t352, i1 false, !dbg !326
  %t351.mux = select i1 %t356, i64 %t353, i64 %t351, !dbg !326
  %t352.mux = select i1 %t356, i1 true, i1 %t352, !dbg !326
  br i1 %12, label %b46, label %b48, !dbg !326

b46:                                              ; preds = %b44
  %t357 = add i64 %t353, %t351, !dbg !327
  %t358 = shl i64 %t357, 3, !dbg !328
  %t359 = sub i64 %t351, %t353, !dbg !329
  %t360 = ashr i64 %t359, 5, !dbg !330
  %t362 = tail call i64 @llvm.smin.i64(i64 %t351, i64 %t353), !dbg !331
  %t364 = tail call i64 @llvm.smax.i64(i64 %t351, i64 %t353), !dbg !332
  %.176 = xor i64 %t353, -1, !dbg !333
  %t365 = and i64 %t364, %.176, !dbg !333
  %t361 = xor i64 %t360, %t362, !dbg !334
  %t363 = xor i64 %t361, %t358, !dbg !335
  %t366 = xor i64 %t363, %t365, !dbg !336
  %t367 = sub i64 0, %t351, !dbg !337
  %t368 = or i64 %t366, %t367, !dbg !338
  %t371 = ashr i64 %t351, 40, !dbg !339
  %t370 = xor i64 %t371, %.176, !dbg !340
  %t372 = xor i64 %t370, %t368, !dbg !341
  br label %b48, !dbg !326

b48:                                              ; preds = %b44, %b46
  %t374 = phi i64 [ %t351.mux, %b44 ], [ %t372, %b46 ]
  %t375 = phi i1 [ %t352.mux, %b44 ], [ true, %b46 ]
  %.181 = add nuw nsw i64 %.63, 2, !dbg !326
  %.182 = icmp ult i32 %.62, 62, !dbg !326
  %.184 = and i64 %.181, 63, !dbg !326
  %13 = shl nuw i64 1, %.184, !dbg !326
  %14 = and i64 %13, %.66, !dbg !326
  %.186 = icmp ne i64 %14, 0, !dbg !326
  %.187 = and i1 %.182, %.186, !dbg !326
  %.188 = trunc i64 %.181 to i32, !dbg !326
  %.189 = shl i32 %.188, 2, !dbg !326
  %.190 = trunc i64 %t374 to i32, !dbg !326
  %.191 = lshr i64 %t374, 32, !dbg !326
  %.192 = trunc i64 %.191 to i32, !dbg !326
  %.193 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.190), !dbg !326
  %.194 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.192), !dbg !326
  %.195 = zext i32 %.193 to i64, !dbg !326
  %.196 = zext i32 %.194 to i64, !dbg !326
  %.197 = shl nuw i64 %.196, 32, !dbg !326
  %.198 = or i64 %.197, %.195, !dbg !326
  %t376 = select i1 %.187, i64 %.198, i64 %t374, !dbg !326
  %.212 = zext i1 %t375 to i32, !dbg !326
  %.213 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.212), !dbg !326
  %15 = and i32 %.213, 1, !dbg !326
  %.214 = icmp ne i32 %15, 0, !dbg !326
  %t377 = select i1 %.187, i1 %.214, i1 %t375, !dbg !326
  %t378 = icmp slt i32 %.1, 30, !dbg !326
  %t379 = and i1 %t378, %t377, !dbg !326
  %16 = select i1 %t379, i1 %t375, i1 false, !dbg !326
  %t374.mux = select i1 %t379, i64 %t376, i64 %t374, !dbg !326
  %t375.mux = select i1 %t379, i1 true, i1 %t375, !dbg !326
  br i1 %16, label %b50, label %b52, !dbg !326

b50:                                              ; preds = %b48
  %t380 = add i64 %t376, %t374, !dbg !327
  %t381 = shl i64 %t380, 3, !dbg !328
  %t382 = sub i64 %t374, %t376, !dbg !329
  %t383 = ashr i64 %t382, 5, !dbg !330
  %t385 = tail call i64 @llvm.smin.i64(i64 %t374, i64 %t376), !dbg !331
  %t387 = tail call i64 @llvm.smax.i64(i64 %t374, i64 %t376), !dbg !332
  %.215 = xor i64 %t376, -1, !dbg !333
  %t388 = and i64 %t387, %.215, !dbg !333
  %t384 = xor i64 %t383, %t385, !dbg !334
  %t386 = xor i64 %t384, %t381, !dbg !335
  %t389 = xor i64 %t386, %t388, !dbg !336
  %t390 = sub i64 0, %t374, !dbg !337
  %t391 = or i64 %t389, %t390, !dbg !338
  %t394 = ashr i64 %t374, 40, !dbg !339
  %t393 = xor i64 %t394, %.215, !dbg !340
  %t395 = xor i64 %t393, %t391, !dbg !341
  br label %b52, !dbg !326

b52:                                              ; preds = %b48, %b50
  %t397 = phi i64 [ %t374.mux, %b48 ], [ %t395, %b50 ]
  %t398 = phi i1 [ %t375.mux, %b48 ], [ true, %b50 ]
  %.220 = add nuw nsw i64 %.63, 1, !dbg !326
  %.221 = icmp ult i32 %.62, 63, !dbg !326
  %.223 = and i64 %.220, 63, !dbg !326
  %17 = shl nuw i64 1, %.223, !dbg !326
  %18 = and i64 %17, %.66, !dbg !326
  %.225 = icmp ne i64 %18, 0, !dbg !326
  %.226 = and i1 %.221, %.225, !dbg !326
  %.227 = trunc i64 %.220 to i32, !dbg !326
  %.228 = shl i32 %.227, 2, !dbg !326
  %.229 = trunc i64 %t397 to i32, !dbg !326
  %.230 = lshr i64 %t397, 32, !dbg !326
  %.231 = trunc i64 %.230 to i32, !dbg !326
  %.232 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.228, i32 %.229), !dbg !326
  %.233 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.228, i32 %.231), !dbg !326
  %.234 = zext i32 %.232 to i64, !dbg !326
  %.235 = zext i32 %.233 to i64, !dbg !326
  %.236 = shl nuw i64 %.235, 32, !dbg !326
  %.237 = or i64 %.236, %.234, !dbg !326
  %t399 = select i1 %.226, i64 %.237, i64 %t397, !dbg !326
  %.251 = zext i1 %t398 to i32, !dbg !326
  %.252 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.228, i32 %.251), !dbg !326
  %19 = and i32 %.252, 1, !dbg !326
  %.253 = icmp ne i32 %19, 0, !dbg !326
  %t400 = select i1 %.226, i1 %.253, i1 %t398, !dbg !326
  %t401 = icmp slt i32 %.1, 31, !dbg !326
  %t402 = and i1 %t401, %t400, !dbg !326
  %20 = select i1 %t402, i1 %t398, i1 false, !dbg !326
  %t397.mux = select i1 %t402, i64 %t399, i64 %t397, !dbg !326
  %t398.mux = select i1 %t402, i1 true, i1 %t398, !dbg !326
  br i1 %20, label %b54, label %b57, !dbg !326

b54:                                              ; preds = %b52
  %t403 = add i64 %t399, %t397, !dbg !327
  %t404 = shl i64 %t403, 3, !dbg !328
  %t405 = sub i64 %t397, %t399, !dbg !329
  %t406 = ashr i64 %t405, 5, !dbg !330
  %t408 = tail call i64 @llvm.smin.i64(i64 %t397, i64 %t399), !dbg !331
  %t410 = tail call i64 @llvm.smax.i64(i64 %t397, i64 %t399), !dbg !332
  %.254 = xor i64 %t399, -1, !dbg !333
  %t411 = and i64 %t410, %.254, !dbg !333
  %t407 = xor i64 %t406, %t408, !dbg !334
  %t409 = xor i64 %t407, %t404, !dbg !335
  %t412 = xor i64 %t409, %t411, !dbg !336
  %t413 = sub i64 0, %t397, !dbg !337
  %t414 = or i64 %t412, %t413, !dbg !338
  %t417 = ashr i64 %t397, 40, !dbg !339
  %t416 = xor i64 %t417, %.254, !dbg !340
  %t418 = xor i64 %t416, %t414, !dbg !341
  br label %b57, !dbg !326

b57:                                              ; preds = %b52, %b54, %b35
  %t422 = phi i64 [ %t305, %b35 ], [ %t397.mux, %b52 ], [ %t418, %b54 ]
  %t423 = phi i1 [ %t306, %b35 ], [ %t398.mux, %b52 ], [ true, %b54 ]
  %t424 = icmp eq i32 %.1, 0, !dbg !326
  %t425 = and i1 %t424, %t423, !dbg !326
  br i1 %t425, label %b58, label %b59, !dbg !326

b58:                                              ; preds = %b57
  %t426 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t5, !dbg !326
  store i64 %t422, ptr addrspace(1) %t426, align 8, !dbg !326
  br label %b59, !dbg !326

b59:                                              ; preds = %b58, %b57
  ret void, !dbg !326
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i64 %a3, i8 %a4) local_unnamed_addr #1 !dbg !342 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !343
  %t3 = sext i32 %.2 to i64, !dbg !343
  %t4 = add i64 %a0, 1, !dbg !343
  %t5 = ashr i64 %t4, 1, !dbg !343
  %t6 = icmp sgt i64 %t5, %t3, !dbg !343
  br i1 %t6, label %b1, label %b9, !dbg !343

b1:                                               ; preds = %entry
  %t7 = shl nsw i64 %t3, 1, !dbg !343
  %t8 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t7, !dbg !343
  %.3 = load i64, ptr addrspace(1) %t8, align 8, !dbg !343, !amdgpu.noclobber !6
  %0 = xor i64 %t7, -1, !dbg !343
  %t11 = add i64 %0, %a0, !dbg !343
  %t13 = icmp sgt i64 %t11, 0, !dbg !343
  br i1 %t13, label %b2, label %b3, !dbg !343

b2:                                               ; preds = %b1
  %t12 = getelementptr inbounds i64, ptr addrspace(1) %t8, i64 1, !dbg !343
  %.4 = load i64, ptr addrspace(1) %t12, align 8, !dbg !343, !amdgpu.noclobber !6
  %t15 = add i64 %.4, %.3, !dbg !344
  %t16 = shl i64 %t15, 3, !dbg !345
  %t17 = sub i64 %.3, %.4, !dbg !346
  %t18 = ashr i64 %t17, 5, !dbg !347
  %t20 = tail call i64 @llvm.smin.i64(i64 %.3, i64 %.4), !dbg !348
  %t22 = tail call i64 @llvm.smax.i64(i64 %.3, i64 %.4), !dbg !349
  %.5 = xor i64 %.4, -1, !dbg !350
  %t23 = and i64 %t22, %.5, !dbg !350
  %t19 = xor i64 %t18, %t20, !dbg !351
  %t21 = xor i64 %t19, %t16, !dbg !352
  %t24 = xor i64 %t21, %t23, !dbg !353
  %t25 = sub i64 0, %.3, !dbg !354
  %t26 = or i64 %t24, %t25, !dbg !355
  %t29 = ashr i64 %.3, 40, !dbg !356
  %t28 = xor i64 %t29, %.5, !dbg !357
  %t30 = xor i64 %t28, %t26, !dbg !358
  br label %b3, !dbg !343

b3:                                               ; preds = %b2, %b1
  %t31 = phi i64 [ %t30, %b2 ], [ %.3, %b1 ]
  %t32 = add nsw i64 %t3, 256, !dbg !343
  %t3812 = icmp slt i64 %t32, %t5, !dbg !343
  br i1 %t3812, label %b5.lr.ph, label %b9, !dbg !343

b5.lr.ph:                                         ; preds = %b3
  %t33 = shl nsw i64 %t32, 1, !dbg !343
  %t34 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t33, !dbg !343
  %t40 = add i64 %a0, -1
  br label %b5, !dbg !343

b5:                                               ; preds = %b5.lr.ph, %b7
  %t3715 = phi i64 [ %t31, %b5.lr.ph ], [ %t78, %b7 ]
  %t3614 = phi i64 [ %t32, %b5.lr.ph ], [ %t79, %b7 ]
  %t3513 = phi ptr addrspace(1) [ %t34, %b5.lr.ph ], [ %t80, %b7 ]
  %t39.neg = mul i64 %t3614, -2, !dbg !343
  %t41 = add i64 %t40, %t39.neg, !dbg !343
  %.6 = load i64, ptr addrspace(1) %t3513, align 8, !dbg !343
  %t43 = add i64 %.6, %t3715, !dbg !344
  %t44 = shl i64 %t43, 3, !dbg !345
  %t45 = sub i64 %t3715, %.6, !dbg !346
  %t46 = ashr i64 %t45, 5, !dbg !347
  %t48 = tail call i64 @llvm.smin.i64(i64 %t3715, i64 %.6), !dbg !348
  %t50 = tail call i64 @llvm.smax.i64(i64 %t3715, i64 %.6), !dbg !349
  %.7 = xor i64 %.6, -1, !dbg !350
  %t51 = and i64 %t50, %.7, !dbg !350
  %t47 = xor i64 %t46, %t48, !dbg !351
  %t49 = xor i64 %t47, %t44, !dbg !352
  %t52 = xor i64 %t49, %t51, !dbg !353
  %t53 = sub i64 0, %t3715, !dbg !354
  %t54 = or i64 %t52, %t53, !dbg !355
  %t57 = ashr i64 %t3715, 40, !dbg !356
  %t56 = xor i64 %t57, %.7, !dbg !357
  %t58 = xor i64 %t56, %t54, !dbg !358
  %t60 = icmp sgt i64 %t41, 0, !dbg !343
  br i1 %t60, label %b6, label %b7, !dbg !343

b6:                                               ; preds = %b5
  %t59 = getelementptr inbounds i64, ptr addrspace(1) %t3513, i64 1, !dbg !343
  %.8 = load i64, ptr addrspace(1) %t59, align 8, !dbg !343
  %t62 = add i64 %.8, %t58, !dbg !344
  %t63 = shl i64 %t62, 3, !dbg !345
  %t64 = sub i64 %t58, %.8, !dbg !346
  %t65 = ashr i64 %t64, 5, !dbg !347
  %t67 = tail call i64 @llvm.smin.i64(i64 %t58, i64 %.8), !dbg !348
  %t69 = tail call i64 @llvm.smax.i64(i64 %t58, i64 %.8), !dbg !349
  %.9 = xor i64 %.8, -1, !dbg !350
  %t70 = and i64 %t69, %.9, !dbg !350
  %t66 = xor i64 %t65, %t67, !dbg !351
  %t68 = xor i64 %t66, %t63, !dbg !352
  %t71 = xor i64 %t68, %t70, !dbg !353
  %t72 = sub i64 0, %t58, !dbg !354
  %t73 = or i64 %t71, %t72, !dbg !355
  %t76 = ashr i64 %t58, 40, !dbg !356
  %t75 = xor i64 %t76, %.9, !dbg !357
  %t77 = xor i64 %t75, %t73, !dbg !358
  br label %b7, !dbg !343

b7:                                               ; preds = %b6, %b5
  %t78 = phi i64 [ %t77, %b6 ], [ %t58, %b5 ]
  %t79 = add nsw i64 %t3614, 256, !dbg !343
  %t80 = getelementptr inbounds i64, ptr addrspace(1) %t3513, i64 512, !dbg !343
  %t38 = icmp slt i64 %t79, %t5, !dbg !343
  br i1 %t38, label %b5, label %b9, !dbg !343

b9:                                               ; preds = %b7, %b3, %entry
  %t81 = phi i64 [ 0, %entry ], [ %t31, %b3 ], [ %t78, %b7 ]
  %t82 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !343
  store i64 %t81, ptr addrspace(3) %t82, align 8, !dbg !343
  %t83 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !343
  %.10 = zext i1 %t6 to i8, !dbg !343
  store i8 %.10, ptr addrspace(3) %t83, align 1, !dbg !343
  fence syncscope("workgroup") release, !dbg !343
  tail call void @llvm.amdgcn.s.barrier(), !dbg !343
  fence syncscope("workgroup") acquire, !dbg !343
  %t84 = icmp slt i32 %.2, 128, !dbg !343
  br i1 %t84, label %b10, label %b15, !dbg !343

b10:                                              ; preds = %b9
  %t85 = add nsw i32 %.2, 128, !dbg !343
  %t86 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage2.shared.0, i32 %t85, !dbg !343
  %.11 = load i64, ptr addrspace(3) %t86, align 8, !dbg !343
  %t88 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage2.shared.1, i32 %t85, !dbg !343
  %.12 = load i8, ptr addrspace(3) %t88, align 1, !dbg !343
  %.13.not11 = icmp eq i8 %.12, 0, !dbg !343
  %t6.not = xor i1 %t6, true, !dbg !343
  %brmerge = select i1 %.13.not11, i1 true, i1 %t6.not, !dbg !343
  %t81.mux = select i1 %.13.not11, i64 %t81, i64 %.11, !dbg !343
  %not..13.not11 = xor i1 %.13.not11, true, !dbg !343
  %t6.mux = select i1 %not..13.not11, i1 true, i1 %t6, !dbg !343
  br i1 %brmerge, label %b14, label %b12, !dbg !343

b12:                                              ; preds = %b10
  %t90 = add i64 %.11, %t81, !dbg !344
  %t91 = shl i64 %t90, 3, !dbg !345
  %t92 = sub i64 %t81, %.11, !dbg !346
  %t93 = ashr i64 %t92, 5, !dbg !347
  %t95 = tail call i64 @llvm.smin.i64(i64 %t81, i64 %.11), !dbg !348
  %t97 = tail call i64 @llvm.smax.i64(i64 %t81, i64 %.11), !dbg !349
  %.14 = xor i64 %.11, -1, !dbg !350
  %t98 = and i64 %t97, %.14, !dbg !350
  %t94 = xor i64 %t93, %t95, !dbg !351
  %t96 = xor i64 %t94, %t91, !dbg !352
  %t99 = xor i64 %t96, %t98, !dbg !353
  %t100 = sub i64 0, %t81, !dbg !354
  %t101 = or i64 %t99, %t100, !dbg !355
  %t104 = ashr i64 %t81, 40, !dbg !356
  %t103 = xor i64 %t104, %.14, !dbg !357
  %t105 = xor i64 %t103, %t101, !dbg !358
  br label %b14, !dbg !343

b14:                                              ; preds = %b10, %b12
  %t107 = phi i64 [ %t81.mux, %b10 ], [ %t105, %b12 ]
  %t108 = phi i1 [ %t6.mux, %b10 ], [ true, %b12 ]
  store i64 %t107, ptr addrspace(3) %t82, align 8, !dbg !343
  %.15 = zext i1 %t108 to i8, !dbg !343
  store i8 %.15, ptr addrspace(3) %t83, align 1, !dbg !343
  br label %b15, !dbg !343

b15:                                              ; preds = %b14, %b9
  %t109 = phi i64 [ %t107, %b14 ], [ %t81, %b9 ]
  %t110 = phi i1 [ %t108, %b14 ], [ %t6, %b9 ]
  fence syncscope("workgroup") release, !dbg !343
  tail call void @llvm.amdgcn.s.barrier(), !dbg !343
  fence syncscope("workgroup") acquire, !dbg !343
  %t111 = icmp slt i32 %.2, 64, !dbg !343
  br i1 %t111, label %b16, label %b21, !dbg !343

b16:                                              ; preds = %b15
  %t112 = add nsw i32 %.2, 64, !dbg !343
  %t113 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage2.shared.0, i32 %t112, !dbg !343
  %.16 = load i64, ptr addrspace(3) %t113, align 8, !dbg !343
  %t115 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage2.shared.1, i32 %t112, !dbg !343
  %.17 = load i8, ptr addrspace(3) %t115, align 1, !dbg !343
  %.18.not10 = icmp eq i8 %.17, 0, !dbg !343
  %t110.not = xor i1 %t110, true, !dbg !343
  %brmerge1 = select i1 %.18.not10, i1 true, i1 %t110.not, !dbg !343
  %t109.mux = select i1 %.18.not10, i64 %t109, i64 %.16, !dbg !343
  %not..18.not10 = xor i1 %.18.not10, true, !dbg !343
  %t110.mux = select i1 %not..18.not10, i1 true, i1 %t110, !dbg !343
  br i1 %brmerge1, label %b20, label %b18, !dbg !343

b18:                                              ; preds = %b16
  %t117 = add i64 %.16, %t109, !dbg !344
  %t118 = shl i64 %t117, 3, !dbg !345
  %t119 = sub i64 %t109, %.16, !dbg !346
  %t120 = ashr i64 %t119, 5, !dbg !347
  %t122 = tail call i64 @llvm.smin.i64(i64 %t109, i64 %.16), !dbg !348
  %t124 = tail call i64 @llvm.smax.i64(i64 %t109, i64 %.16), !dbg !349
  %.19 = xor i64 %.16, -1, !dbg !350
  %t125 = and i64 %t124, %.19, !dbg !350
  %t121 = xor i64 %t120, %t122, !dbg !351
  %t123 = xor i64 %t121, %t118, !dbg !352
  %t126 = xor i64 %t123, %t125, !dbg !353
  %t127 = sub i64 0, %t109, !dbg !354
  %t128 = or i64 %t126, %t127, !dbg !355
  %t131 = ashr i64 %t109, 40, !dbg !356
  %t130 = xor i64 %t131, %.19, !dbg !357
  %t132 = xor i64 %t130, %t128, !dbg !358
  br label %b20, !dbg !343

b20:                                              ; preds = %b16, %b18
  %t134 = phi i64 [ %t109.mux, %b16 ], [ %t132, %b18 ]
  %t135 = phi i1 [ %t110.mux, %b16 ], [ true, %b18 ]
  store i64 %t134, ptr addrspace(3) %t82, align 8, !dbg !343
  %.20 = zext i1 %t135 to i8, !dbg !343
  store i8 %.20, ptr addrspace(3) %t83, align 1, !dbg !343
  br label %b21, !dbg !343

b21:                                              ; preds = %b20, %b15
  %t136 = phi i64 [ %t134, %b20 ], [ %t109, %b15 ]
  %t137 = phi i1 [ %t135, %b20 ], [ %t110, %b15 ]
  fence syncscope("workgroup") release, !dbg !343
  tail call void @llvm.amdgcn.s.barrier(), !dbg !343
  fence syncscope("workgroup") acquire, !dbg !343
  %t138 = icmp slt i32 %.2, 32, !dbg !343
  br i1 %t138, label %b22, label %b27, !dbg !343

b22:                                              ; preds = %b21
  %t139 = add nsw i32 %.2, 32, !dbg !343
  %t140 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage2.shared.0, i32 %t139, !dbg !343
  %.21 = load i64, ptr addrspace(3) %t140, align 8, !dbg !343
  %t142 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage2.shared.1, i32 %t139, !dbg !343
  %.22 = load i8, ptr addrspace(3) %t142, align 1, !dbg !343
  %.23.not9 = icmp eq i8 %.22, 0, !dbg !343
  %t137.not = xor i1 %t137, true, !dbg !343
  %brmerge2 = select i1 %.23.not9, i1 true, i1 %t137.not, !dbg !343
  %t136.mux = select i1 %.23.not9, i64 %t136, i64 %.21, !dbg !343
  %not..23.not9 = xor i1 %.23.not9, true, !dbg !343
  %t137.mux = select i1 %not..23.not9, i1 true, i1 %t137, !dbg !343
  br i1 %brmerge2, label %b27, label %b24, !dbg !343

b24:                                              ; preds = %b22
  %t144 = add i64 %.21, %t136, !dbg !344
  %t145 = shl i64 %t144, 3, !dbg !345
  %t146 = sub i64 %t136, %.21, !dbg !346
  %t147 = ashr i64 %t146, 5, !dbg !347
  %t149 = tail call i64 @llvm.smin.i64(i64 %t136, i64 %.21), !dbg !348
  %t151 = tail call i64 @llvm.smax.i64(i64 %t136, i64 %.21), !dbg !349
  %.24 = xor i64 %.21, -1, !dbg !350
  %t152 = and i64 %t151, %.24, !dbg !350
  %t148 = xor i64 %t147, %t149, !dbg !351
  %t150 = xor i64 %t148, %t145, !dbg !352
  %t153 = xor i64 %t150, %t152, !dbg !353
  %t154 = sub i64 0, %t136, !dbg !354
  %t155 = or i64 %t153, %t154, !dbg !355
  %t158 = ashr i64 %t136, 40, !dbg !356
  %t157 = xor i64 %t158, %.24, !dbg !357
  %t159 = xor i64 %t157, %t155, !dbg !358
  br label %b27, !dbg !343

b27:                                              ; preds = %b22, %b24, %b21
  %t163 = phi i64 [ %t136, %b21 ], [ %t136.mux, %b22 ], [ %t159, %b24 ]
  %t164 = phi i1 [ %t137, %b21 ], [ %t137.mux, %b22 ], [ true, %b24 ]
  br i1 %t138, label %b28, label %b49, !dbg !343

b28:                                              ; preds = %b27
  %.26 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !343
  %.27 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.26), !dbg !343
  %.28 = zext i32 %.27 to i64, !dbg !343
  %.29 = add nuw nsw i64 %.28, 16, !dbg !343
  %.30 = icmp ult i32 %.27, 48, !dbg !343
  %.31 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !343
  %.32 = and i64 %.29, 63, !dbg !343
  %1 = shl nuw i64 1, %.32, !dbg !343
  %2 = and i64 %1, %.31, !dbg !343
  %.34 = icmp ne i64 %2, 0, !dbg !343
  %.35 = and i1 %.30, %.34, !dbg !343
  %.36 = trunc i64 %.29 to i32, !dbg !343
  %.37 = shl i32 %.36, 2, !dbg !343
  %.38 = trunc i64 %t163 to i32, !dbg !343
  %.39 = lshr i64 %t163, 32, !dbg !343
  %.40 = trunc i64 %.39 to i32, !dbg !343
  %.41 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.37, i32 %.38), !dbg !343
  %.42 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.37, i32 %.40), !dbg !343
  %.43 = zext i32 %.41 to i64, !dbg !343
  %.44 = zext i32 %.42 to i64, !dbg !343
  %.45 = shl nuw i64 %.44, 32, !dbg !343
  %.46 = or i64 %.45, %.43, !dbg !343
  %t165 = select i1 %.35, i64 %.46, i64 %t163, !dbg !343
  %.60 = zext i1 %t164 to i32, !dbg !343
  %.61 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.37, i32 %.60), !dbg !343
  %3 = and i32 %.61, 1, !dbg !343
  %.62 = icmp ne i32 %3, 0, !dbg !343
  %t166 = select i1 %.35, i1 %.62, i1 %t164, !dbg !343
  %t167 = icmp slt i32 %.2, 16, !dbg !343
  %t168 = and i1 %t167, %t166, !dbg !343
  %4 = select i1 %t168, i1 %t164, i1 false, !dbg !343
  %t163.mux = select i1 %t168, i64 %t165, i64 %t163, !dbg !343
  %t164.mux = select i1 %t168, i1 true, i1 %t164, !dbg !343
  br i1 %4, label %b30, label %b32, !dbg !343

b30:                                              ; preds = %b28
  %t169 = add i64 %t165, %t163, !dbg !344
  %t170 = shl i64 %t169, 3, !dbg !345
  %t171 = sub i64 %t163, %t165, !dbg !346
  %t172 = ashr i64 %t171, 5, !dbg !347
  %t174 = tail call i64 @llvm.smin.i64(i64 %t163, i64 %t165), !dbg !348
  %t176 = tail call i64 @llvm.smax.i64(i64 %t163, i64 %t165), !dbg !349
  %.63 = xor i64 %t165, -1, !dbg !350
  %t177 = and i64 %t176, %.63, !dbg !350
  %t173 = xor i64 %t172, %t174, !dbg !351
  %t175 = xor i64 %t173, %t170, !dbg !352
  %t178 = xor i64 %t175, %t177, !dbg !353
  %t179 = sub i64 0, %t163, !dbg !354
  %t180 = or i64 %t178, %t179, !dbg !355
  %t183 = ashr i64 %t163, 40, !dbg !356
  %t182 = xor i64 %t183, %.63, !dbg !357
  %t184 = xor i64 %t182, %t180, !dbg !358
  br label %b32, !dbg !343

b32:                                              ; preds = %b28, %b30
  %t186 = phi i64 [ %t163.mux, %b28 ], [ %t184, %b30 ]
  %t187 = phi i1 [ %t164.mux, %b28 ], [ true, %b30 ]
  %.68 = add nuw nsw i64 %.28, 8, !dbg !343
  %.69 = icmp ult i32 %.27, 56, !dbg !343
  %.71 = and i64 %.68, 63, !dbg !343
  %5 = shl nuw i64 1, %.71, !dbg !343
  %6 = and i64 %5, %.31, !dbg !343
  %.73 = icmp ne i64 %6, 0, !dbg !343
  %.74 = and i1 %.69, %.73, !dbg !343
  %.75 = trunc i64 %.68 to i32, !dbg !343
  %.76 = shl i32 %.75, 2, !dbg !343
  %.77 = trunc i64 %t186 to i32, !dbg !343
  %.78 = lshr i64 %t186, 32, !dbg !343
  %.79 = trunc i64 %.78 to i32, !dbg !343
  %.80 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.76, i32 %.77), !dbg !343
  %.81 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.76, i32 %.79), !dbg !343
  %.82 = zext i32 %.80 to i64, !dbg !343
  %.83 = zext i32 %.81 to i64, !dbg !343
  %.84 = shl nuw i64 %.83, 32, !dbg !343
  %.85 = or i64 %.84, %.82, !dbg !343
  %t188 = select i1 %.74, i64 %.85, i64 %t186, !dbg !343
  %.99 = zext i1 %t187 to i32, !dbg !343
  %.100 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.76, i32 %.99), !dbg !343
  %7 = and i32 %.100, 1, !dbg !343
  %.101 = icmp ne i32 %7, 0, !dbg !343
  %t189 = select i1 %.74, i1 %.101, i1 %t187, !dbg !343
  %t190 = icmp slt i32 %.2, 24, !dbg !343
  %t191 = and i1 %t190, %t189, !dbg !343
  %8 = select i1 %t191, i1 %t187, i1 false, !dbg !343
  %t186.mux = select i1 %t191, i64 %t188, i64 %t186, !dbg !343
  %t187.mux = select i1 %t191, i1 true, i1 %t187, !dbg !343
  br i1 %8, label %b34, label %b36, !dbg !343

b34:                                              ; preds = %b32
  %t192 = add i64 %t188, %t186, !dbg !344
  %t193 = shl i64 %t192, 3, !dbg !345
  %t194 = sub i64 %t186, %t188, !dbg !346
  %t195 = ashr i64 %t194, 5, !dbg !347
  %t197 = tail call i64 @llvm.smin.i64(i64 %t186, i64 %t188), !dbg !348
  %t199 = tail call i64 @llvm.smax.i64(i64 %t186, i64 %t188), !dbg !349
  %.102 = xor i64 %t188, -1, !dbg !350
  %t200 = and i64 %t199, %.102, !dbg !350
  %t196 = xor i64 %t195, %t197, !dbg !351
  %t198 = xor i64 %t196, %t193, !dbg !352
  %t201 = xor i64 %t198, %t200, !dbg !353
  %t202 = sub i64 0, %t186, !dbg !354
  %t203 = or i64 %t201, %t202, !dbg !355
  %t206 = ashr i64 %t186, 40, !dbg !356
  %t205 = xor i64 %t206, %.102, !dbg !357
  %t207 = xor i64 %t205, %t203, !dbg !358
  br label %b36, !dbg !343

b36:                                              ; preds = %b32, %b34
  %t209 = phi i64 [ %t186.mux, %b32 ], [ %t207, %b34 ]
  %t210 = phi i1 [ %t187.mux, %b32 ], [ true, %b34 ]
  %.107 = add nuw nsw i64 %.28, 4, !dbg !343
  %.108 = icmp ult i32 %.27, 60, !dbg !343
  %.110 = and i64 %.107, 63, !dbg !343
  %9 = shl nuw i64 1, %.110, !dbg !343
  %10 = and i64 %9, %.31, !dbg !343
  %.112 = icmp ne i64 %10, 0, !dbg !343
  %.113 = and i1 %.108, %.112, !dbg !343
  %.114 = trunc i64 %.107 to i32, !dbg !343
  %.115 = shl i32 %.114, 2, !dbg !343
  %.116 = trunc i64 %t209 to i32, !dbg !343
  %.117 = lshr i64 %t209, 32, !dbg !343
  %.118 = trunc i64 %.117 to i32, !dbg !343
  %.119 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.116), !dbg !343
  %.120 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.118), !dbg !343
  %.121 = zext i32 %.119 to i64, !dbg !343
  %.122 = zext i32 %.120 to i64, !dbg !343
  %.123 = shl nuw i64 %.122, 32, !dbg !343
  %.124 = or i64 %.123, %.121, !dbg !343
  %t211 = select i1 %.113, i64 %.124, i64 %t209, !dbg !343
  %.138 = zext i1 %t210 to i32, !dbg !343
  %.139 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.138), !dbg !343
  %11 = and i32 %.139, 1, !dbg !343
  %.140 = icmp ne i32 %11, 0, !dbg !343
  %t212 = select i1 %.113, i1 %.140, i1 %t210, !dbg !343
  %t213 = icmp slt i32 %.2, 28, !dbg !343
  %t214 = and i1 %t213, %t212, !dbg !343
  %12 = select i1 %t214, i1 %t210, i1 false, !dbg !343
  %t209.mux = select i1 %t214, i64 %t211, i64 %t209, !dbg !343
  %t210.mux = select i1 %t214, i1 true, i1 %t210, !dbg !343
  br i1 %12, label %b38, label %b40, !dbg !343

b38:                                              ; preds = %b36
  %t215 = add i64 %t211, %t209, !dbg !344
  %t216 = shl i64 %t215, 3, !dbg !345
  %t217 = sub i64 %t209, %t211, !dbg !346
  %t218 = ashr i64 %t217, 5, !dbg !347
  %t220 = tail call i64 @llvm.smin.i64(i64 %t209, i64 %t211), !dbg !348
  %t222 = tail call i64 @llvm.smax.i64(i64 %t209, i64 %t211), !dbg !349
  %.141 = xor i64 %t211, -1, !dbg !350
  %t223 = and i64 %t222, %.141, !dbg !350
  %t219 = xor i64 %t218, %t220, !dbg !351
  %t221 = xor i64 %t219, %t216, !dbg !352
  %t224 = xor i64 %t221, %t223, !dbg !353
  %t225 = sub i64 0, %t209, !dbg !354
  %t226 = or i64 %t224, %t225, !dbg !355
  %t229 = ashr i64 %t209, 40, !dbg !356
  %t228 = xor i64 %t229, %.141, !dbg !357
  %t230 = xor i64 %t228, %t226, !dbg !358
  br label %b40, !dbg !343

b40:                                              ; preds = %b36, %b38
  %t232 = phi i64 [ %t209.mux, %b36 ], [ %t230, %b38 ]
  %t233 = phi i1 [ %t210.mux, %b36 ], [ true, %b38 ]
  %.146 = add nuw nsw i64 %.28, 2, !dbg !343
  %.147 = icmp ult i32 %.27, 62, !dbg !343
  %.149 = and i64 %.146, 63, !dbg !343
  %13 = shl nuw i64 1, %.149, !dbg !343
  %14 = and i64 %13, %.31, !dbg !343
  %.151 = icmp ne i64 %14, 0, !dbg !343
  %.152 = and i1 %.147, %.151, !dbg !343
  %.153 = trunc i64 %.146 to i32, !dbg !343
  %.154 = shl i32 %.153, 2, !dbg !343
  %.155 = trunc i64 %t232 to i32, !dbg !343
  %.156 = lshr i64 %t232, 32, !dbg !343
  %.157 = trunc i64 %.156 to i32, !dbg !343
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.154, i32 %.155), !dbg !343
  %.159 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.154, i32 %.157), !dbg !343
  %.160 = zext i32 %.158 to i64, !dbg !343
  %.161 = zext i32 %.159 to i64, !dbg !343
  %.162 = shl nuw i64 %.161, 32, !dbg !343
  %.163 = or i64 %.162, %.160, !dbg !343
  %t234 = select i1 %.152, i64 %.163, i64 %t232, !dbg !343
  %.177 = zext i1 %t233 to i32, !dbg !343
  %.178 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.154, i32 %.177), !dbg !343
  %15 = and i32 %.178, 1, !dbg !343
  %.179 = icmp ne i32 %15, 0, !dbg !343
  %t235 = select i1 %.152, i1 %.179, i1 %t233, !dbg !343
  %t236 = icmp slt i32 %.2, 30, !dbg !343
  %t237 = and i1 %t236, %t235, !dbg !343
  %16 = select i1 %t237, i1 %t233, i1 false, !dbg !343
  %t232.mux = select i1 %t237, i64 %t234, i64 %t232, !dbg !343
  %t233.mux = select i1 %t237, i1 true, i1 %t233, !dbg !343
  br i1 %16, label %b42, label %b44, !dbg !343

b42:                                              ; preds = %b40
  %t238 = add i64 %t234, %t232, !dbg !344
  %t239 = shl i64 %t238, 3, !dbg !345
  %t240 = sub i64 %t232, %t234, !dbg !346
  %t241 = ashr i64 %t240, 5, !dbg !347
  %t243 = tail call i64 @llvm.smin.i64(i64 %t232, i64 %t234), !dbg !348
  %t245 = tail call i64 @llvm.smax.i64(i64 %t232, i64 %t234), !dbg !349
  %.180 = xor i64 %t234, -1, !dbg !350
  %t246 = and i64 %t245, %.180, !dbg !350
  %t242 = xor i64 %t241, %t243, !dbg !351
  %t244 = xor i64 %t242, %t239, !dbg !352
  %t247 = xor i64 %t244, %t246, !dbg !353
  %t248 = sub i64 0, %t232, !dbg !354
  %t249 = or i64 %t247, %t248, !dbg !355
  %t252 = ashr i64 %t232, 40, !dbg !356
  %t251 = xor i64 %t252, %.180, !dbg !357
  %t253 = xor i64 %t251, %t249, !dbg !358
  br label %b44, !dbg !343

b44:                                              ; preds = %b40, %b42
  %t255 = phi i64 [ %t232.mux, %b40 ], [ %t253, %b42 ]
  %t256 = phi i1 [ %t233.mux, %b40 ], [ true, %b42 ]
  %.185 = add nuw nsw i64 %.28, 1, !dbg !343
  %.186 = icmp ult i32 %.27, 63, !dbg !343
  %.188 = and i64 %.185, 63, !dbg !343
  %17 = shl nuw i64 1, %.188, !dbg !343
  %18 = and i64 %17, %.31, !dbg !343
  %.190 = icmp ne i64 %18, 0, !dbg !343
  %.191 = and i1 %.186, %.190, !dbg !343
  %.192 = trunc i64 %.185 to i32, !dbg !343
  %.193 = shl i32 %.192, 2, !dbg !343
  %.194 = trunc i64 %t255 to i32, !dbg !343
  %.195 = lshr i64 %t255, 32, !dbg !343
  %.196 = trunc i64 %.195 to i32, !dbg !343
  %.197 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.193, i32 %.194), !dbg !343
  %.198 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.193, i32 %.196), !dbg !343
  %.199 = zext i32 %.197 to i64, !dbg !343
  %.200 = zext i32 %.198 to i64, !dbg !343
  %.201 = shl nuw i64 %.200, 32, !dbg !343
  %.202 = or i64 %.201, %.199, !dbg !343
  %t257 = select i1 %.191, i64 %.202, i64 %t255, !dbg !343
  %.216 = zext i1 %t256 to i32, !dbg !343
  %.217 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.193, i32 %.216), !dbg !343
  %19 = and i32 %.217, 1, !dbg !343
  %.218 = icmp ne i32 %19, 0, !dbg !343
  %t258 = select i1 %.191, i1 %.218, i1 %t256, !dbg !343
  %t259 = icmp slt i32 %.2, 31, !dbg !343
  %t260 = and i1 %t259, %t258, !dbg !343
  %20 = select i1 %t260, i1 %t256, i1 false, !dbg !343
  %t255.mux = select i1 %t260, i64 %t257, i64 %t255, !dbg !343
  %t256.mux = select i1 %t260, i1 true, i1 %t256, !dbg !343
  br i1 %20, label %b46, label %b49, !dbg !343

b46:                                              ; preds = %b44
  %t261 = add i64 %t257, %t255, !dbg !344
  %t262 = shl i64 %t261, 3, !dbg !345
  %t263 = sub i64 %t255, %t257, !dbg !346
  %t264 = ashr i64 %t263, 5, !dbg !347
  %t266 = tail call i64 @llvm.smin.i64(i64 %t255, i64 %t257), !dbg !348
  %t268 = tail call i64 @llvm.smax.i64(i64 %t255, i64 %t257), !dbg !349
  %.219 = xor i64 %t257, -1, !dbg !350
  %t269 = and i64 %t268, %.219, !dbg !350
  %t265 = xor i64 %t264, %t266, !dbg !351
  %t267 = xor i64 %t265, %t262, !dbg !352
  %t270 = xor i64 %t267, %t269, !dbg !353
  %t271 = sub i64 0, %t255, !dbg !354
  %t272 = or i64 %t270, %t271, !dbg !355
  %t275 = ashr i64 %t255, 40, !dbg !356
  %t274 = xor i64 %t275, %.219, !dbg !357
  %t276 = xor i64 %t274, %t272, !dbg !358
  br label %b49, !dbg !343

b49:                                              ; preds = %b44, %b46, %b27
  %t280 = phi i64 [ %t163, %b27 ], [ %t255.mux, %b44 ], [ %t276, %b46 ]
  %t281 = phi i1 [ %t164, %b27 ], [ %t256.mux, %b44 ], [ true, %b46 ]
  %t282 = icmp eq i32 %.2, 0, !dbg !343
  br i1 %t282, label %b50, label %b56, !dbg !343

b50:                                              ; preds = %b49
  %21 = select i1 %t281, i1 %.1, i1 false, !dbg !343
  %a3.mux = select i1 %t281, i64 %t280, i64 %a3, !dbg !343
  %.1.mux = select i1 %t281, i1 true, i1 %.1, !dbg !343
  br i1 %21, label %b52, label %b54, !dbg !343

b52:                                              ; preds = %b50
  %t283 = add i64 %t280, %a3, !dbg !344
  %t284 = shl i64 %t283, 3, !dbg !345
  %t285 = sub i64 %a3, %t280, !dbg !346
  %t286 = ashr i64 %t285, 5, !dbg !347
  %t288 = tail call i64 @llvm.smin.i64(i64 %a3, i64 %t280), !dbg !348
  %t290 = tail call i64 @llvm.smax.i64(i64 %a3, i64 %t280), !dbg !349
  %.220 = xor i64 %t280, -1, !dbg !350
  %t291 = and i64 %t290, %.220, !dbg !350
  %t287 = xor i64 %t286, %t288, !dbg !351
  %t289 = xor i64 %t287, %t284, !dbg !352
  %t292 = xor i64 %t289, %t291, !dbg !353
  %t293 = sub i64 0, %a3, !dbg !354
  %t294 = or i64 %t292, %t293, !dbg !355
  %t297 = ashr i64 %a3, 40, !dbg !356
  %t296 = xor i64 %t297, %.220, !dbg !357
  %t298 = xor i64 %t296, %t294, !dbg !358
  br label %b54, !dbg !343

b54:                                              ; preds = %b50, %b52
  %t300 = phi i64 [ %a3.mux, %b50 ], [ %t298, %b52 ]
  %t301 = phi i1 [ %.1.mux, %b50 ], [ true, %b52 ]
  br i1 %t301, label %b55, label %b56, !dbg !343

b55:                                              ; preds = %b54
  store i64 %t300, ptr addrspace(1) %a2, align 8, !dbg !343
  br label %b56, !dbg !343

b56:                                              ; preds = %b55, %b54, %b49
  ret void, !dbg !343
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) readonly %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !359 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !360
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !360
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !360
  %t3 = sext i32 %.1 to i64, !dbg !360
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !360
  %t5 = sext i32 %.2 to i64, !dbg !360
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !360
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !360
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !360, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !360
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !360
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !360, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !360
  %.15 = add i32 %.14, %.9, !dbg !360
  %.16 = udiv i32 %.15, %.6, !dbg !360
  %t9 = sext i32 %.16 to i64, !dbg !360
  %t10 = mul nsw i64 %t7, %t5, !dbg !360
  %t11 = add nsw i64 %t10, %t3, !dbg !360
  %t12 = mul nsw i64 %t9, %t7, !dbg !360
  %t141 = icmp slt i64 %t11, %a0, !dbg !360
  br i1 %t141, label %b2, label %b7, !dbg !360

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t38, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !360

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t132, !dbg !360
  %.17 = load i64, ptr addrspace(1) %t15, align 8, !dbg !360
  br label %b4, !dbg !360

b4:                                               ; preds = %b3, %b2
  %t17 = phi i64 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !360

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t132, !dbg !360
  %.18 = load i64, ptr addrspace(1) %t18, align 8, !dbg !360
  br label %b6, !dbg !360

b6:                                               ; preds = %b5, %b4
  %t20 = phi i64 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = add i64 %t20, %t17, !dbg !361
  %t22 = shl i64 %t21, 3, !dbg !362
  %t23 = sub i64 %t17, %t20, !dbg !363
  %t24 = lshr i64 %t23, 5, !dbg !364
  %t26 = tail call i64 @llvm.umin.i64(i64 %t17, i64 %t20), !dbg !365
  %t28 = tail call i64 @llvm.umax.i64(i64 %t17, i64 %t20), !dbg !366
  %.19 = xor i64 %t20, -1, !dbg !367
  %t29 = and i64 %t28, %.19, !dbg !367
  %t25 = xor i64 %t24, %t26, !dbg !368
  %t27 = xor i64 %t25, %t22, !dbg !369
  %t30 = xor i64 %t27, %t29, !dbg !370
  %t31 = sub i64 0, %t17, !dbg !371
  %t32 = or i64 %t30, %t31, !dbg !372
  %t35 = lshr i64 %t17, 40, !dbg !373
  %t34 = xor i64 %t35, %.19, !dbg !374
  %t36 = xor i64 %t34, %t32, !dbg !375
  %t37 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t132, !dbg !360
  store i64 %t36, ptr addrspace(1) %t37, align 8, !dbg !360
  %t38 = add i64 %t132, %t12, !dbg !360
  %t14 = icmp slt i64 %t38, %a0, !dbg !360
  br i1 %t14, label %b2, label %b7, !dbg !360

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !360
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !376 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !377
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !377
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !377
  %t3 = sext i32 %.1 to i64, !dbg !377
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !377
  %t5 = sext i32 %.2 to i64, !dbg !377
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !377
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !377
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !377, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !377
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !377
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !377, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !377
  %.15 = add i32 %.14, %.9, !dbg !377
  %.16 = udiv i32 %.15, %.6, !dbg !377
  %t9 = sext i32 %.16 to i64, !dbg !377
  %t10 = mul nsw i64 %t7, %t5, !dbg !377
  %t11 = add nsw i64 %t10, %t3, !dbg !377
  %t12 = mul nsw i64 %t9, %t7, !dbg !377
  %t13 = icmp sgt i64 %a1, 7, !dbg !377
  %t15 = icmp sgt i64 %a1, 6, !dbg !377
  %t17 = icmp sgt i64 %a1, 5, !dbg !377
  %t19 = icmp sgt i64 %a1, 4, !dbg !377
  %t21 = icmp sgt i64 %a1, 3, !dbg !377
  %t23 = icmp sgt i64 %a1, 2, !dbg !377
  %t25 = icmp sgt i64 %a1, 1, !dbg !377
  %t27 = icmp sgt i64 %a1, 0, !dbg !377
  %t291 = icmp slt i64 %t11, %a0, !dbg !377
  br i1 %t291, label %b2, label %b23, !dbg !377

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t164, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !377

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !377
  %t33 = mul i64 %t31, %a9, !dbg !377
  %t34 = sub nuw i64 %t282, %t33, !dbg !377
  %t35 = mul i64 %t34, %a19, !dbg !377
  %t36 = mul i64 %t34, %a29, !dbg !377
  %t37 = mul i64 %t34, %a38, !dbg !377
  br label %b4, !dbg !377

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !377

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !377
  %t45 = mul i64 %t43, %a8, !dbg !377
  %t46 = sub i64 %t38, %t45, !dbg !377
  %t47 = mul i64 %t46, %a18, !dbg !377
  %t48 = add i64 %t47, %t39, !dbg !377
  %t49 = mul i64 %t46, %a28, !dbg !377
  %t50 = add i64 %t49, %t40, !dbg !377
  %t51 = mul i64 %t46, %a37, !dbg !377
  %t52 = add i64 %t51, %t41, !dbg !377
  br label %b6, !dbg !377

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !377

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !377
  %t60 = mul i64 %t58, %a7, !dbg !377
  %t61 = sub i64 %t53, %t60, !dbg !377
  %t62 = mul i64 %t61, %a17, !dbg !377
  %t63 = add i64 %t62, %t54, !dbg !377
  %t64 = mul i64 %t61, %a27, !dbg !377
  %t65 = add i64 %t64, %t55, !dbg !377
  %t66 = mul i64 %t61, %a36, !dbg !377
  %t67 = add i64 %t66, %t56, !dbg !377
  br label %b8, !dbg !377

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !377

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !377
  %t75 = mul i64 %t73, %a6, !dbg !377
  %t76 = sub i64 %t68, %t75, !dbg !377
  %t77 = mul i64 %t76, %a16, !dbg !377
  %t78 = add i64 %t77, %t69, !dbg !377
  %t79 = mul i64 %t76, %a26, !dbg !377
  %t80 = add i64 %t79, %t70, !dbg !377
  %t81 = mul i64 %t76, %a35, !dbg !377
  %t82 = add i64 %t81, %t71, !dbg !377
  br label %b10, !dbg !377

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !377

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !377
  %t90 = mul i64 %t88, %a5, !dbg !377
  %t91 = sub i64 %t83, %t90, !dbg !377
  %t92 = mul i64 %t91, %a15, !dbg !377
  %t93 = add i64 %t92, %t84, !dbg !377
  %t94 = mul i64 %t91, %a25, !dbg !377
  %t95 = add i64 %t94, %t85, !dbg !377
  %t96 = mul i64 %t91, %a34, !dbg !377
  %t97 = add i64 %t96, %t86, !dbg !377
  br label %b12, !dbg !377

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !377

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !377
  %t105 = mul i64 %t103, %a4, !dbg !377
  %t106 = sub i64 %t98, %t105, !dbg !377
  %t107 = mul i64 %t106, %a14, !dbg !377
  %t108 = add i64 %t107, %t99, !dbg !377
  %t109 = mul i64 %t106, %a24, !dbg !377
  %t110 = add i64 %t109, %t100, !dbg !377
  %t111 = mul i64 %t106, %a33, !dbg !377
  %t112 = add i64 %t111, %t101, !dbg !377
  br label %b14, !dbg !377

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !377

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !377
  %t120 = mul i64 %t118, %a3, !dbg !377
  %t121 = sub i64 %t113, %t120, !dbg !377
  %t122 = mul i64 %t121, %a13, !dbg !377
  %t123 = add i64 %t122, %t114, !dbg !377
  %t124 = mul i64 %t121, %a23, !dbg !377
  %t125 = add i64 %t124, %t115, !dbg !377
  %t126 = mul i64 %t121, %a32, !dbg !377
  %t127 = add i64 %t126, %t116, !dbg !377
  br label %b16, !dbg !377

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !377

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !377
  %t133 = add i64 %t129, %t132, !dbg !377
  %t134 = mul i64 %t128, %a22, !dbg !377
  %t135 = add i64 %t130, %t134, !dbg !377
  %t136 = mul i64 %t128, %a31, !dbg !377
  %t137 = add i64 %t131, %t136, !dbg !377
  br label %b18, !dbg !377

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !377

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t138, !dbg !377
  %.17 = load i64, ptr addrspace(1) %t141, align 8, !dbg !377
  br label %b20, !dbg !377

b20:                                              ; preds = %b19, %b18
  %t143 = phi i64 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !377

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t139, !dbg !377
  %.18 = load i64, ptr addrspace(1) %t144, align 8, !dbg !377
  br label %b22, !dbg !377

b22:                                              ; preds = %b21, %b20
  %t146 = phi i64 [ %.18, %b21 ], [ %a21, %b20 ]
  %t147 = add i64 %t146, %t143, !dbg !378
  %t148 = shl i64 %t147, 3, !dbg !379
  %t149 = sub i64 %t143, %t146, !dbg !380
  %t150 = lshr i64 %t149, 5, !dbg !381
  %t152 = tail call i64 @llvm.umin.i64(i64 %t143, i64 %t146), !dbg !382
  %t154 = tail call i64 @llvm.umax.i64(i64 %t143, i64 %t146), !dbg !383
  %.19 = xor i64 %t146, -1, !dbg !384
  %t155 = and i64 %t154, %.19, !dbg !384
  %t151 = xor i64 %t150, %t152, !dbg !385
  %t153 = xor i64 %t151, %t148, !dbg !386
  %t156 = xor i64 %t153, %t155, !dbg !387
  %t157 = sub i64 0, %t143, !dbg !388
  %t158 = or i64 %t156, %t157, !dbg !389
  %t161 = lshr i64 %t143, 40, !dbg !390
  %t160 = xor i64 %t161, %.19, !dbg !391
  %t162 = xor i64 %t160, %t158, !dbg !392
  %t163 = getelementptr inbounds i64, ptr addrspace(1) %a30, i64 %t140, !dbg !377
  store i64 %t162, ptr addrspace(1) %t163, align 8, !dbg !377
  %t164 = add i64 %t282, %t12, !dbg !377
  %t29 = icmp slt i64 %t164, %a0, !dbg !377
  br i1 %t29, label %b2, label %b23, !dbg !377

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !377
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !393 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !394
  %t3 = sext i32 %.1 to i64, !dbg !394
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !394
  %t5 = sext i32 %.2 to i64, !dbg !394
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !394
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !394
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !394, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !394
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !394
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !394, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !394
  %.15 = add i32 %.14, %.9, !dbg !394
  %.16 = udiv i32 %.15, %.6, !dbg !394
  %t9 = sext i32 %.16 to i64, !dbg !394
  %t10 = mul nsw i64 %t7, %t5, !dbg !394
  %t11 = add nsw i64 %t10, %t3, !dbg !394
  %t12 = mul nsw i64 %t9, %t7, !dbg !394
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !394
  %t14 = icmp eq i64 %a2, 1, !dbg !394
  %t15 = and i64 %t13, 15, !dbg !394
  %t16 = icmp eq i64 %t15, 0, !dbg !394
  %t17 = and i1 %t14, %t16, !dbg !394
  %t19 = ashr i64 %a0, 1, !dbg !394
  %t20 = add i64 %a0, 1, !dbg !394
  %t21 = ashr i64 %t20, 1, !dbg !394
  %t22 = icmp slt i64 %t11, %t21, !dbg !394
  br i1 %t22, label %b1, label %b17, !dbg !394

b1:                                               ; preds = %entry
  %t23 = shl nsw i64 %t11, 1, !dbg !394
  %t24 = mul i64 %t23, %a2, !dbg !394
  %t25 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t24, !dbg !394
  %.17 = load i64, ptr addrspace(1) %t25, align 8, !dbg !394, !amdgpu.noclobber !6
  %0 = xor i64 %t23, -1, !dbg !394
  %t28 = add i64 %0, %a0, !dbg !394
  %t30 = icmp sgt i64 %t28, 0, !dbg !394
  br i1 %t30, label %b2, label %b3, !dbg !394

b2:                                               ; preds = %b1
  %t29 = getelementptr inbounds i64, ptr addrspace(1) %t25, i64 %a2, !dbg !394
  %.18 = load i64, ptr addrspace(1) %t29, align 8, !dbg !394, !amdgpu.noclobber !6
  %t32 = add i64 %.18, %.17, !dbg !395
  %t33 = shl i64 %t32, 3, !dbg !396
  %t34 = sub i64 %.17, %.18, !dbg !397
  %t35 = lshr i64 %t34, 5, !dbg !398
  %t37 = tail call i64 @llvm.umin.i64(i64 %.17, i64 %.18), !dbg !399
  %t39 = tail call i64 @llvm.umax.i64(i64 %.17, i64 %.18), !dbg !400
  %.19 = xor i64 %.18, -1, !dbg !401
  %t40 = and i64 %t39, %.19, !dbg !401
  %t36 = xor i64 %t35, %t37, !dbg !402
  %t38 = xor i64 %t36, %t33, !dbg !403
  %t41 = xor i64 %t38, %t40, !dbg !404
  %t42 = sub i64 0, %.17, !dbg !405
  %t43 = or i64 %t41, %t42, !dbg !406
  %t46 = lshr i64 %.17, 40, !dbg !407
  %t45 = xor i64 %t46, %.19, !dbg !408
  %t47 = xor i64 %t45, %t43, !dbg !409
  br label %b3, !dbg !394

b3:                                               ; preds = %b2, %b1
  %t48 = phi i64 [ %t47, %b2 ], [ %.17, %b1 ]
  %t49 = add nsw i64 %t12, %t11, !dbg !394
  br i1 %t17, label %b4, label %b11, !dbg !394

b4:                                               ; preds = %b3
  %t50 = shl nsw i64 %t12, 1, !dbg !394
  %t51 = sub nsw i64 %t19, %t12, !dbg !394
  %t5511 = icmp slt i64 %t49, %t51, !dbg !394
  br i1 %t5511, label %b6, label %b8.preheader, !dbg !394

b8.preheader:                                     ; preds = %b6, %b4
  %t52.lcssa = phi i64 [ %t49, %b4 ], [ %t129, %b6 ]
  %t53.lcssa = phi i64 [ %t48, %b4 ], [ %t128, %b6 ]
  %t13315 = icmp slt i64 %t52.lcssa, %t19, !dbg !394
  br i1 %t13315, label %b9, label %b11, !dbg !394

b6:                                               ; preds = %b4, %b6
  %t5313 = phi i64 [ %t128, %b6 ], [ %t48, %b4 ]
  %t5212 = phi i64 [ %t129, %b6 ], [ %t49, %b4 ]
  %t56 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t5212, !dbg !394
  %.20 = load <2 x i64>, ptr addrspace(1) %t56, align 16, !dbg !394, !amdgpu.noclobber !6
  %.21 = extractelement <2 x i64> %.20, i64 0, !dbg !394
  %.23 = extractelement <2 x i64> %.20, i64 1, !dbg !394
  %t58 = add i64 %t5212, %t12, !dbg !394
  %t59 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t58, !dbg !394
  %.25 = load <2 x i64>, ptr addrspace(1) %t59, align 16, !dbg !394, !amdgpu.noclobber !6
  %.26 = extractelement <2 x i64> %.25, i64 0, !dbg !394
  %.28 = extractelement <2 x i64> %.25, i64 1, !dbg !394
  %t62 = add i64 %.21, %t5313, !dbg !395
  %t63 = shl i64 %t62, 3, !dbg !396
  %t64 = sub i64 %t5313, %.21, !dbg !397
  %t65 = lshr i64 %t64, 5, !dbg !398
  %t67 = tail call i64 @llvm.umin.i64(i64 %t5313, i64 %.21), !dbg !399
  %t69 = tail call i64 @llvm.umax.i64(i64 %t5313, i64 %.21), !dbg !400
  %.30 = xor i64 %.21, -1, !dbg !401
  %t70 = and i64 %t69, %.30, !dbg !401
  %t66 = xor i64 %t65, %t67, !dbg !402
  %t68 = xor i64 %t66, %t63, !dbg !403
  %t71 = xor i64 %t68, %t70, !dbg !404
  %t72 = sub i64 0, %t5313, !dbg !405
  %t73 = or i64 %t71, %t72, !dbg !406
  %t75 = xor i64 %t73, %.30, !dbg !408
  %t76 = lshr i64 %t5313, 40, !dbg !407
  %t77 = xor i64 %t75, %t76, !dbg !409
  %t79 = add i64 %t77, %.23, !dbg !395
  %t80 = shl i64 %t79, 3, !dbg !396
  %t81 = sub i64 %t77, %.23, !dbg !397
  %t82 = lshr i64 %t81, 5, !dbg !398
  %t84 = tail call i64 @llvm.umin.i64(i64 %t77, i64 %.23), !dbg !399
  %t86 = tail call i64 @llvm.umax.i64(i64 %t77, i64 %.23), !dbg !400
  %.31 = xor i64 %.23, -1, !dbg !401
  %t87 = and i64 %t86, %.31, !dbg !401
  %t83 = xor i64 %t82, %t84, !dbg !402
  %t85 = xor i64 %t83, %t80, !dbg !403
  %t88 = xor i64 %t85, %t87, !dbg !404
  %t89 = sub i64 0, %t77, !dbg !405
  %t90 = or i64 %t88, %t89, !dbg !406
  %t92 = xor i64 %t90, %.31, !dbg !408
  %t93 = lshr i64 %t75, 40, !dbg !407
  %t94 = xor i64 %t92, %t93, !dbg !409
  %t96 = add i64 %t94, %.26, !dbg !395
  %t97 = shl i64 %t96, 3, !dbg !396
  %t98 = sub i64 %t94, %.26, !dbg !397
  %t99 = lshr i64 %t98, 5, !dbg !398
  %t101 = tail call i64 @llvm.umin.i64(i64 %t94, i64 %.26), !dbg !399
  %t103 = tail call i64 @llvm.umax.i64(i64 %t94, i64 %.26), !dbg !400
  %.32 = xor i64 %.26, -1, !dbg !401
  %t104 = and i64 %t103, %.32, !dbg !401
  %t100 = xor i64 %t99, %t101, !dbg !402
  %t102 = xor i64 %t100, %t97, !dbg !403
  %t105 = xor i64 %t102, %t104, !dbg !404
  %t106 = sub i64 0, %t94, !dbg !405
  %t107 = or i64 %t105, %t106, !dbg !406
  %t109 = xor i64 %t107, %.32, !dbg !408
  %t110 = lshr i64 %t92, 40, !dbg !407
  %t111 = xor i64 %t109, %t110, !dbg !409
  %t113 = add i64 %t111, %.28, !dbg !395
  %t114 = shl i64 %t113, 3, !dbg !396
  %t115 = sub i64 %t111, %.28, !dbg !397
  %t116 = lshr i64 %t115, 5, !dbg !398
  %t118 = tail call i64 @llvm.umin.i64(i64 %t111, i64 %.28), !dbg !399
  %t120 = tail call i64 @llvm.umax.i64(i64 %t111, i64 %.28), !dbg !400
  %.33 = xor i64 %.28, -1, !dbg !401
  %t121 = and i64 %t120, %.33, !dbg !401
  %t117 = xor i64 %t116, %t118, !dbg !402
  %t119 = xor i64 %t117, %t114, !dbg !403
  %t122 = xor i64 %t119, %t121, !dbg !404
  %t123 = sub i64 0, %t111, !dbg !405
  %t124 = or i64 %t122, %t123, !dbg !406
  %t127 = lshr i64 %t109, 40, !dbg !407
  %t126 = xor i64 %t127, %.33, !dbg !408
  %t128 = xor i64 %t126, %t124, !dbg !409
  %t129 = add i64 %t5212, %t50, !dbg !394
  %t55 = icmp slt i64 %t129, %t51, !dbg !394
  br i1 %t55, label %b6, label %b8.preheader, !dbg !394

b9:                                               ; preds = %b8.preheader, %b9
  %t13117 = phi i64 [ %t169, %b9 ], [ %t53.lcssa, %b8.preheader ]
  %t13016 = phi i64 [ %t170, %b9 ], [ %t52.lcssa, %b8.preheader ]
  %t134 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t13016, !dbg !394
  %.34 = load <2 x i64>, ptr addrspace(1) %t134, align 16, !dbg !394, !amdgpu.noclobber !6
  %.35 = extractelement <2 x i64> %.34, i64 0, !dbg !394
  %.37 = extractelement <2 x i64> %.34, i64 1, !dbg !394
  %t137 = add i64 %.35, %t13117, !dbg !395
  %t138 = shl i64 %t137, 3, !dbg !396
  %t139 = sub i64 %t13117, %.35, !dbg !397
  %t140 = lshr i64 %t139, 5, !dbg !398
  %t142 = tail call i64 @llvm.umin.i64(i64 %t13117, i64 %.35), !dbg !399
  %t144 = tail call i64 @llvm.umax.i64(i64 %t13117, i64 %.35), !dbg !400
  %.39 = xor i64 %.35, -1, !dbg !401
  %t145 = and i64 %t144, %.39, !dbg !401
  %t141 = xor i64 %t140, %t142, !dbg !402
  %t143 = xor i64 %t141, %t138, !dbg !403
  %t146 = xor i64 %t143, %t145, !dbg !404
  %t147 = sub i64 0, %t13117, !dbg !405
  %t148 = or i64 %t146, %t147, !dbg !406
  %t150 = xor i64 %t148, %.39, !dbg !408
  %t151 = lshr i64 %t13117, 40, !dbg !407
  %t152 = xor i64 %t150, %t151, !dbg !409
  %t154 = add i64 %t152, %.37, !dbg !395
  %t155 = shl i64 %t154, 3, !dbg !396
  %t156 = sub i64 %t152, %.37, !dbg !397
  %t157 = lshr i64 %t156, 5, !dbg !398
  %t159 = tail call i64 @llvm.umin.i64(i64 %t152, i64 %.37), !dbg !399
  %t161 = tail call i64 @llvm.umax.i64(i64 %t152, i64 %.37), !dbg !400
  %.40 = xor i64 %.37, -1, !dbg !401
  %t162 = and i64 %t161, %.40, !dbg !401
  %t158 = xor i64 %t157, %t159, !dbg !402
  %t160 = xor i64 %t158, %t155, !dbg !403
  %t163 = xor i64 %t160, %t162, !dbg !404
  %t164 = sub i64 0, %t152, !dbg !405
  %t165 = or i64 %t163, %t164, !dbg !406
  %t168 = lshr i64 %t150, 40, !dbg !407
  %t167 = xor i64 %t168, %.40, !dbg !408
  %t169 = xor i64 %t167, %t165, !dbg !409
  %t170 = add i64 %t13016, %t12, !dbg !394
  %t133 = icmp slt i64 %t170, %t19, !dbg !394
  br i1 %t133, label %b9, label %b11, !dbg !394

b11:                                              ; preds = %b9, %b8.preheader, %b3
  %t171 = phi i64 [ %t48, %b3 ], [ %t53.lcssa, %b8.preheader ], [ %t169, %b9 ]
  %t172 = phi i64 [ %t49, %b3 ], [ %t52.lcssa, %b8.preheader ], [ %t170, %b9 ]
  %t173 = shl i64 %a2, 1, !dbg !394
  %t176 = mul i64 %t12, %t173, !dbg !394
  %t18020 = icmp slt i64 %t172, %t21, !dbg !394
  br i1 %t18020, label %b13.lr.ph, label %b17, !dbg !394

b13.lr.ph:                                        ; preds = %b11
  %t174 = mul i64 %t172, %t173, !dbg !394
  %t175 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t174, !dbg !394
  %t182 = add i64 %a0, -1
  br label %b13, !dbg !394

b13:                                              ; preds = %b13.lr.ph, %b15
  %t17923 = phi i64 [ %t171, %b13.lr.ph ], [ %t220, %b15 ]
  %t17822 = phi i64 [ %t172, %b13.lr.ph ], [ %t221, %b15 ]
  %t17721 = phi ptr addrspace(1) [ %t175, %b13.lr.ph ], [ %t222, %b15 ]
  %t181.neg = mul i64 %t17822, -2, !dbg !394
  %t183 = add i64 %t182, %t181.neg, !dbg !394
  %.41 = load i64, ptr addrspace(1) %t17721, align 8, !dbg !394
  %t185 = add i64 %.41, %t17923, !dbg !395
  %t186 = shl i64 %t185, 3, !dbg !396
  %t187 = sub i64 %t17923, %.41, !dbg !397
  %t188 = lshr i64 %t187, 5, !dbg !398
  %t190 = tail call i64 @llvm.umin.i64(i64 %t17923, i64 %.41), !dbg !399
  %t192 = tail call i64 @llvm.umax.i64(i64 %t17923, i64 %.41), !dbg !400
  %.42 = xor i64 %.41, -1, !dbg !401
  %t193 = and i64 %t192, %.42, !dbg !401
  %t189 = xor i64 %t188, %t190, !dbg !402
  %t191 = xor i64 %t189, %t186, !dbg !403
  %t194 = xor i64 %t191, %t193, !dbg !404
  %t195 = sub i64 0, %t17923, !dbg !405
  %t196 = or i64 %t194, %t195, !dbg !406
  %t198 = xor i64 %t196, %.42, !dbg !408
  %t199 = lshr i64 %t17923, 40, !dbg !407
  %t200 = xor i64 %t198, %t199, !dbg !409
  %t202 = icmp sgt i64 %t183, 0, !dbg !394
  br i1 %t202, label %b14, label %b15, !dbg !394

b14:                                              ; preds = %b13
  %t201 = getelementptr inbounds i64, ptr addrspace(1) %t17721, i64 %a2, !dbg !394
  %.43 = load i64, ptr addrspace(1) %t201, align 8, !dbg !394
  %t204 = add i64 %.43, %t200, !dbg !395
  %t205 = shl i64 %t204, 3, !dbg !396
  %t206 = sub i64 %t200, %.43, !dbg !397
  %t207 = lshr i64 %t206, 5, !dbg !398
  %t209 = tail call i64 @llvm.umin.i64(i64 %t200, i64 %.43), !dbg !399
  %t211 = tail call i64 @llvm.umax.i64(i64 %t200, i64 %.43), !dbg !400
  %.44 = xor i64 %.43, -1, !dbg !401
  %t212 = and i64 %t211, %.44, !dbg !401
  %t208 = xor i64 %t207, %t209, !dbg !402
  %t210 = xor i64 %t208, %t205, !dbg !403
  %t213 = xor i64 %t210, %t212, !dbg !404
  %t214 = sub i64 0, %t200, !dbg !405
  %t215 = or i64 %t213, %t214, !dbg !406
  %t218 = lshr i64 %t198, 40, !dbg !407
  %t217 = xor i64 %t218, %.44, !dbg !408
  %t219 = xor i64 %t217, %t215, !dbg !409
  br label %b15, !dbg !394

b15:                                              ; preds = %b14, %b13
  %t220 = phi i64 [ %t219, %b14 ], [ %t200, %b13 ]
  %t221 = add i64 %t17822, %t12, !dbg !394
  %t222 = getelementptr inbounds i64, ptr addrspace(1) %t17721, i64 %t176, !dbg !394
  %t180 = icmp slt i64 %t221, %t21, !dbg !394
  br i1 %t180, label %b13, label %b17, !dbg !394

b17:                                              ; preds = %b15, %b11, %entry
  %t223 = phi i64 [ 0, %entry ], [ %t171, %b11 ], [ %t220, %b15 ]
  %t224 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !394
  store i64 %t223, ptr addrspace(3) %t224, align 8, !dbg !394
  %t225 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !394
  %.45 = zext i1 %t22 to i8, !dbg !394
  store i8 %.45, ptr addrspace(3) %t225, align 1, !dbg !394
  fence syncscope("workgroup") release, !dbg !394
  tail call void @llvm.amdgcn.s.barrier(), !dbg !394
  fence syncscope("workgroup") acquire, !dbg !394
  %t226 = icmp slt i32 %.1, 128, !dbg !394
  br i1 %t226, label %b18, label %b23, !dbg !394

b18:                                              ; preds = %b17
  %t227 = add nsw i32 %.1, 128, !dbg !394
  %t228 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage1.shared.0, i32 %t227, !dbg !394
  %.46 = load i64, ptr addrspace(3) %t228, align 8, !dbg !394
  %t230 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage1.shared.1, i32 %t227, !dbg !394
  %.47 = load i8, ptr addrspace(3) %t230, align 1, !dbg !394
  %.48.not10 = icmp eq i8 %.47, 0, !dbg !394
  %t22.not = xor i1 %t22, true, !dbg !394
  %brmerge = select i1 %.48.not10, i1 true, i1 %t22.not, !dbg !394
  %t223.mux = select i1 %.48.not10, i64 %t223, i64 %.46, !dbg !394
  %not..48.not10 = xor i1 %.48.not10, true, !dbg !394
  %t22.mux = select i1 %not..48.not10, i1 true, i1 %t22, !dbg !394
  br i1 %brmerge, label %b22, label %b20, !dbg !394

b20:                                              ; preds = %b18
  %t232 = add i64 %.46, %t223, !dbg !395
  %t233 = shl i64 %t232, 3, !dbg !396
  %t234 = sub i64 %t223, %.46, !dbg !397
  %t235 = lshr i64 %t234, 5, !dbg !398
  %t237 = tail call i64 @llvm.umin.i64(i64 %t223, i64 %.46), !dbg !399
  %t239 = tail call i64 @llvm.umax.i64(i64 %t223, i64 %.46), !dbg !400
  %.49 = xor i64 %.46, -1, !dbg !401
  %t240 = and i64 %t239, %.49, !dbg !401
  %t236 = xor i64 %t235, %t237, !dbg !402
  %t238 = xor i64 %t236, %t233, !dbg !403
  %t241 = xor i64 %t238, %t240, !dbg !404
  %t242 = sub i64 0, %t223, !dbg !405
  %t243 = or i64 %t241, %t242, !dbg !406
  %t246 = lshr i64 %t223, 40, !dbg !407
  %t245 = xor i64 %t246, %.49, !dbg !408
  %t247 = xor i64 %t245, %t243, !dbg !409
  br label %b22, !dbg !394

b22:                                              ; preds = %b18, %b20
  %t249 = phi i64 [ %t223.mux, %b18 ], [ %t247, %b20 ]
  %t250 = phi i1 [ %t22.mux, %b18 ], [ true, %b20 ]
  store i64 %t249, ptr addrspace(3) %t224, align 8, !dbg !394
  %.50 = zext i1 %t250 to i8, !dbg !394
  store i8 %.50, ptr addrspace(3) %t225, align 1, !dbg !394
  br label %b23, !dbg !394

b23:                                              ; preds = %b22, %b17
  %t251 = phi i64 [ %t249, %b22 ], [ %t223, %b17 ]
  %t252 = phi i1 [ %t250, %b22 ], [ %t22, %b17 ]
  fence syncscope("workgroup") release, !dbg !394
  tail call void @llvm.amdgcn.s.barrier(), !dbg !394
  fence syncscope("workgroup") acquire, !dbg !394
  %t253 = icmp slt i32 %.1, 64, !dbg !394
  br i1 %t253, label %b24, label %b29, !dbg !394

b24:                                              ; preds = %b23
  %t254 = add nsw i32 %.1, 64, !dbg !394
  %t255 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage1.shared.0, i32 %t254, !dbg !394
  %.51 = load i64, ptr addrspace(3) %t255, align 8, !dbg !394
  %t257 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage1.shared.1, i32 %t254, !dbg !394
  %.52 = load i8, ptr addrspace(3) %t257, align 1, !dbg !394
  %.53.not9 = icmp eq i8 %.52, 0, !dbg !394
  %t252.not = xor i1 %t252, true, !dbg !394
  %brmerge1 = select i1 %.53.not9, i1 true, i1 %t252.not, !dbg !394
  %t251.mux = select i1 %.53.not9, i64 %t251, i64 %.51, !dbg !394
  %not..53.not9 = xor i1 %.53.not9, true, !dbg !394
  %t252.mux = select i1 %not..53.not9, i1 true, i1 %t252, !dbg !394
  br i1 %brmerge1, label %b28, label %b26, !dbg !394

b26:                                              ; preds = %b24
  %t259 = add i64 %.51, %t251, !dbg !395
  %t260 = shl i64 %t259, 3, !dbg !396
  %t261 = sub i64 %t251, %.51, !dbg !397
  %t262 = lshr i64 %t261, 5, !dbg !398
  %t264 = tail call i64 @llvm.umin.i64(i64 %t251, i64 %.51), !dbg !399
  %t266 = tail call i64 @llvm.umax.i64(i64 %t251, i64 %.51), !dbg !400
  %.54 = xor i64 %.51, -1, !dbg !401
  %t267 = and i64 %t266, %.54, !dbg !401
  %t263 = xor i64 %t262, %t264, !dbg !402
  %t265 = xor i64 %t263, %t260, !dbg !403
  %t268 = xor i64 %t265, %t267, !dbg !404
  %t269 = sub i64 0, %t251, !dbg !405
  %t270 = or i64 %t268, %t269, !dbg !406
  %t273 = lshr i64 %t251, 40, !dbg !407
  %t272 = xor i64 %t273, %.54, !dbg !408
  %t274 = xor i64 %t272, %t270, !dbg !409
  br label %b28, !dbg !394

b28:                                              ; preds = %b24, %b26
  %t276 = phi i64 [ %t251.mux, %b24 ], [ %t274, %b26 ]
  %t277 = phi i1 [ %t252.mux, %b24 ], [ true, %b26 ]
  store i64 %t276, ptr addrspace(3) %t224, align 8, !dbg !394
  %.55 = zext i1 %t277 to i8, !dbg !394
  store i8 %.55, ptr addrspace(3) %t225, align 1, !dbg !394
  br label %b29, !dbg !394

b29:                                              ; preds = %b28, %b23
  %t278 = phi i64 [ %t276, %b28 ], [ %t251, %b23 ]
  %t279 = phi i1 [ %t277, %b28 ], [ %t252, %b23 ]
  fence syncscope("workgroup") release, !dbg !394
  tail call void @llvm.amdgcn.s.barrier(), !dbg !394
  fence syncscope("workgroup") acquire, !dbg !394
  %t280 = icmp slt i32 %.1, 32, !dbg !394
  br i1 %t280, label %b30, label %b35, !dbg !394

b30:                                              ; preds = %b29
  %t281 = add nsw i32 %.1, 32, !dbg !394
  %t282 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage1.shared.0, i32 %t281, !dbg !394
  %.56 = load i64, ptr addrspace(3) %t282, align 8, !dbg !394
  %t284 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage1.shared.1, i32 %t281, !dbg !394
  %.57 = load i8, ptr addrspace(3) %t284, align 1, !dbg !394
  %.58.not8 = icmp eq i8 %.57, 0, !dbg !394
  %t279.not = xor i1 %t279, true, !dbg !394
  %brmerge2 = select i1 %.58.not8, i1 true, i1 %t279.not, !dbg !394
  %t278.mux = select i1 %.58.not8, i64 %t278, i64 %.56, !dbg !394
  %not..58.not8 = xor i1 %.58.not8, true, !dbg !394
  %t279.mux = select i1 %not..58.not8, i1 true, i1 %t279, !dbg !394
  br i1 %brmerge2, label %b35, label %b32, !dbg !394

b32:                                              ; preds = %b30
  %t286 = add i64 %.56, %t278, !dbg !395
  %t287 = shl i64 %t286, 3, !dbg !396
  %t288 = sub i64 %t278, %.56, !dbg !397
  %t289 = lshr i64 %t288, 5, !dbg !398
  %t291 = tail call i64 @llvm.umin.i64(i64 %t278, i64 %.56), !dbg !399
  %t293 = tail call i64 @llvm.umax.i64(i64 %t278, i64 %.56), !dbg !400
  %.59 = xor i64 %.56, -1, !dbg !401
  %t294 = and i64 %t293, %.59, !dbg !401
  %t290 = xor i64 %t289, %t291, !dbg !402
  %t292 = xor i64 %t290, %t287, !dbg !403
  %t295 = xor i64 %t292, %t294, !dbg !404
  %t296 = sub i64 0, %t278, !dbg !405
  %t297 = or i64 %t295, %t296, !dbg !406
  %t300 = lshr i64 %t278, 40, !dbg !407
  %t299 = xor i64 %t300, %.59, !dbg !408
  %t301 = xor i64 %t299, %t297, !dbg !409
  br label %b35, !dbg !394

b35:                                              ; preds = %b30, %b32, %b29
  %t305 = phi i64 [ %t278, %b29 ], [ %t278.mux, %b30 ], [ %t301, %b32 ]
  %t306 = phi i1 [ %t279, %b29 ], [ %t279.mux, %b30 ], [ true, %b32 ]
  br i1 %t280, label %b36, label %b57, !dbg !394

b36:                                              ; preds = %b35
  %.61 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !394
  %.62 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.61), !dbg !394
  %.63 = zext i32 %.62 to i64, !dbg !394
  %.64 = add nuw nsw i64 %.63, 16, !dbg !394
  %.65 = icmp ult i32 %.62, 48, !dbg !394
  %.66 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !394
  %.67 = and i64 %.64, 63, !dbg !394
  %1 = shl nuw i64 1, %.67, !dbg !394
  %2 = and i64 %1, %.66, !dbg !394
  %.69 = icmp ne i64 %2, 0, !dbg !394
  %.70 = and i1 %.65, %.69, !dbg !394
  %.71 = trunc i64 %.64 to i32, !dbg !394
  %.72 = shl i32 %.71, 2, !dbg !394
  %.73 = trunc i64 %t305 to i32, !dbg !394
  %.74 = lshr i64 %t305, 32, !dbg !394
  %.75 = trunc i64 %.74 to i32, !dbg !394
  %.76 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.72, i32 %.73), !dbg !394
  %.77 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.72, i32 %.75), !dbg !394
  %.78 = zext i32 %.76 to i64, !dbg !394
  %.79 = zext i32 %.77 to i64, !dbg !394
  %.80 = shl nuw i64 %.79, 32, !dbg !394
  %.81 = or i64 %.80, %.78, !dbg !394
  %t307 = select i1 %.70, i64 %.81, i64 %t305, !dbg !394
  %.95 = zext i1 %t306 to i32, !dbg !394
  %.96 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.72, i32 %.95), !dbg !394
  %3 = and i32 %.96, 1, !dbg !394
  %.97 = icmp ne i32 %3, 0, !dbg !394
  %t308 = select i1 %.70, i1 %.97, i1 %t306, !dbg !394
  %t309 = icmp slt i32 %.1, 16, !dbg !394
  %t310 = and i1 %t309, %t308, !dbg !394
  %4 = select i1 %t310, i1 %t306, i1 false, !dbg !394
  %t305.mux = select i1 %t310, i64 %t307, i64 %t305, !dbg !394
  %t306.mux = select i1 %t310, i1 true, i1 %t306, !dbg !394
  br i1 %4, label %b38, label %b40, !dbg !394

b38:                                              ; preds = %b36
  %t311 = add i64 %t307, %t305, !dbg !395
  %t312 = shl i64 %t311, 3, !dbg !396
  %t313 = sub i64 %t305, %t307, !dbg !397
  %t314 = lshr i64 %t313, 5, !dbg !398
  %t316 = tail call i64 @llvm.umin.i64(i64 %t305, i64 %t307), !dbg !399
  %t318 = tail call i64 @llvm.umax.i64(i64 %t305, i64 %t307), !dbg !400
  %.98 = xor i64 %t307, -1, !dbg !401
  %t319 = and i64 %t318, %.98, !dbg !401
  %t315 = xor i64 %t314, %t316, !dbg !402
  %t317 = xor i64 %t315, %t312, !dbg !403
  %t320 = xor i64 %t317, %t319, !dbg !404
  %t321 = sub i64 0, %t305, !dbg !405
  %t322 = or i64 %t320, %t321, !dbg !406
  %t325 = lshr i64 %t305, 40, !dbg !407
  %t324 = xor i64 %t325, %.98, !dbg !408
  %t326 = xor i64 %t324, %t322, !dbg !409
  br label %b40, !dbg !394

b40:                                              ; preds = %b36, %b38
  %t328 = phi i64 [ %t305.mux, %b36 ], [ %t326, %b38 ]
  %t329 = phi i1 [ %t306.mux, %b36 ], [ true, %b38 ]
  %.103 = add nuw nsw i64 %.63, 8, !dbg !394
  %.104 = icmp ult i32 %.62, 56, !dbg !394
  %.106 = and i64 %.103, 63, !dbg !394
  %5 = shl nuw i64 1, %.106, !dbg !394
  %6 = and i64 %5, %.66, !dbg !394
  %.108 = icmp ne i64 %6, 0, !dbg !394
  %.109 = and i1 %.104, %.108, !dbg !394
  %.110 = trunc i64 %.103 to i32, !dbg !394
  %.111 = shl i32 %.110, 2, !dbg !394
  %.112 = trunc i64 %t328 to i32, !dbg !394
  %.113 = lshr i64 %t328, 32, !dbg !394
  %.114 = trunc i64 %.113 to i32, !dbg !394
  %.115 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.112), !dbg !394
  %.116 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.114), !dbg !394
  %.117 = zext i32 %.115 to i64, !dbg !394
  %.118 = zext i32 %.116 to i64, !dbg !394
  %.119 = shl nuw i64 %.118, 32, !dbg !394
  %.120 = or i64 %.119, %.117, !dbg !394
  %t330 = select i1 %.109, i64 %.120, i64 %t328, !dbg !394
  %.134 = zext i1 %t329 to i32, !dbg !394
  %.135 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.134), !dbg !394
  %7 = and i32 %.135, 1, !dbg !394
  %.136 = icmp ne i32 %7, 0, !dbg !394
  %t331 = select i1 %.109, i1 %.136, i1 %t329, !dbg !394
  %t332 = icmp slt i32 %.1, 24, !dbg !394
  %t333 = and i1 %t332, %t331, !dbg !394
  %8 = select i1 %t333, i1 %t329, i1 false, !dbg !394
  %t328.mux = select i1 %t333, i64 %t330, i64 %t328, !dbg !394
  %t329.mux = select i1 %t333, i1 true, i1 %t329, !dbg !394
  br i1 %8, label %b42, label %b44, !dbg !394

b42:                                              ; preds = %b40
  %t334 = add i64 %t330, %t328, !dbg !395
  %t335 = shl i64 %t334, 3, !dbg !396
  %t336 = sub i64 %t328, %t330, !dbg !397
  %t337 = lshr i64 %t336, 5, !dbg !398
  %t339 = tail call i64 @llvm.umin.i64(i64 %t328, i64 %t330), !dbg !399
  %t341 = tail call i64 @llvm.umax.i64(i64 %t328, i64 %t330), !dbg !400
  %.137 = xor i64 %t330, -1, !dbg !401
  %t342 = and i64 %t341, %.137, !dbg !401
  %t338 = xor i64 %t337, %t339, !dbg !402
  %t340 = xor i64 %t338, %t335, !dbg !403
  %t343 = xor i64 %t340, %t342, !dbg !404
  %t344 = sub i64 0, %t328, !dbg !405
  %t345 = or i64 %t343, %t344, !dbg !406
  %t348 = lshr i64 %t328, 40, !dbg !407
  %t347 = xor i64 %t348, %.137, !dbg !408
  %t349 = xor i64 %t347, %t345, !dbg !409
  br label %b44, !dbg !394

b44:                                              ; preds = %b40, %b42
  %t351 = phi i64 [ %t328.mux, %b40 ], [ %t349, %b42 ]
  %t352 = phi i1 [ %t329.mux, %b40 ], [ true, %b42 ]
  %.142 = add nuw nsw i64 %.63, 4, !dbg !394
  %.143 = icmp ult i32 %.62, 60, !dbg !394
  %.145 = and i64 %.142, 63, !dbg !394
  %9 = shl nuw i64 1, %.145, !dbg !394
  %10 = and i64 %9, %.66, !dbg !394
  %.147 = icmp ne i64 %10, 0, !dbg !394
  %.148 = and i1 %.143, %.147, !dbg !394
  %.149 = trunc i64 %.142 to i32, !dbg !394
  %.150 = shl i32 %.149, 2, !dbg !394
  %.151 = trunc i64 %t351 to i32, !dbg !394
  %.152 = lshr i64 %t351, 32, !dbg !394
  %.153 = trunc i64 %.152 to i32, !dbg !394
  %.154 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.150, i32 %.151), !dbg !394
  %.155 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.150, i32 %.153), !dbg !394
  %.156 = zext i32 %.154 to i64, !dbg !394
  %.157 = zext i32 %.155 to i64, !dbg !394
  %.158 = shl nuw i64 %.157, 32, !dbg !394
  %.159 = or i64 %.158, %.156, !dbg !394
  %t353 = select i1 %.148, i64 %.159, i64 %t351, !dbg !394
  %.173 = zext i1 %t352 to i32, !dbg !394
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.150, i32 %.173), !dbg !394
  %11 = and i32 %.174, 1, !dbg !394
  %.175 = icmp ne i32 %11, 0, !dbg !394
  %t354 = select i1 %.148, i1 %.175, i1 %t352, !dbg !394
  %t355 = icmp slt i32 %.1, 28, !dbg !394
  %t356 = and i1 %t355, %t354, !dbg !394
  %12 = select i1 %t356, i1 %t352, i1 false, !dbg !394
  %t351.mux = select i1 %t356, i64 %t353, i64 %t351, !dbg !394
  %t352.mux = select i1 %t356, i1 true, i1 %t352, !dbg !394
  br i1 %12, label %b46, label %b48, !dbg !394

b46:                                              ; preds = %b44
  %t357 = add i64 %t353, %t351, !dbg !395
  %t358 = shl i64 %t357, 3, !dbg !396
  %t359 = sub i64 %t351, %t353, !dbg !397
  %t360 = lshr i64 %t359, 5, !dbg !398
  %t362 = tail call i64 @llvm.umin.i64(i64 %t351, i64 %t353), !dbg !399
  %t364 = tail call i64 @llvm.umax.i64(i64 %t351, i64 %t353), !dbg !400
  %.176 = xor i64 %t353, -1, !dbg !401
  %t365 = and i64 %t364, %.176, !dbg !401
  %t361 = xor i64 %t360, %t362, !dbg !402
  %t363 = xor i64 %t361, %t358, !dbg !403
  %t366 = xor i64 %t363, %t365, !dbg !404
  %t367 = sub i64 0, %t351, !dbg !405
  %t368 = or i64 %t366, %t367, !dbg !406
  %t371 = lshr i64 %t351, 40, !dbg !407
  %t370 = xor i64 %t371, %.176, !dbg !408
  %t372 = xor i64 %t370, %t368, !dbg !409
  br label %b48, !dbg !394

b48:                                              ; preds = %b44, %b46
  %t374 = phi i64 [ %t351.mux, %b44 ], [ %t372, %b46 ]
  %t375 = phi i1 [ %t352.mux, %b44 ], [ true, %b46 ]
  %.181 = add nuw nsw i64 %.63, 2, !dbg !394
  %.182 = icmp ult i32 %.62, 62, !dbg !394
  %.184 = and i64 %.181, 63, !dbg !394
  %13 = shl nuw i64 1, %.184, !dbg !394
  %14 = and i64 %13, %.66, !dbg !394
  %.186 = icmp ne i64 %14, 0, !dbg !394
  %.187 = and i1 %.182, %.186, !dbg !394
  %.188 = trunc i64 %.181 to i32, !dbg !394
  %.189 = shl i32 %.188, 2, !dbg !394
  %.190 = trunc i64 %t374 to i32, !dbg !394
  %.191 = lshr i64 %t374, 32, !dbg !394
  %.192 = trunc i64 %.191 to i32, !dbg !394
  %.193 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.190), !dbg !394
  %.194 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.192), !dbg !394
  %.195 = zext i32 %.193 to i64, !dbg !394
  %.196 = zext i32 %.194 to i64, !dbg !394
  %.197 = shl nuw i64 %.196, 32, !dbg !394
  %.198 = or i64 %.197, %.195, !dbg !394
  %t376 = select i1 %.187, i64 %.198, i64 %t374, !dbg !394
  %.212 = zext i1 %t375 to i32, !dbg !394
  %.213 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.212), !dbg !394
  %15 = and i32 %.213, 1, !dbg !394
  %.214 = icmp ne i32 %15, 0, !dbg !394
  %t377 = select i1 %.187, i1 %.214, i1 %t375, !dbg !394
  %t378 = icmp slt i32 %.1, 30, !dbg !394
  %t379 = and i1 %t378, %t377, !dbg !394
  %16 = select i1 %t379, i1 %t375, i1 false, !dbg !394
  %t374.mux = select i1 %t379, i64 %t376, i64 %t374, !dbg !394
  %t375.mux = select i1 %t379, i1 true, i1 %t375, !dbg !394
  br i1 %16, label %b50, label %b52, !dbg !394

b50:                                              ; preds = %b48
  %t380 = add i64 %t376, %t374, !dbg !395
  %t381 = shl i64 %t380, 3, !dbg !396
  %t382 = sub i64 %t374, %t376, !dbg !397
  %t383 = lshr i64 %t382, 5, !dbg !398
  %t385 = tail call i64 @llvm.umin.i64(i64 %t374, i64 %t376), !dbg !399
  %t387 = tail call i64 @llvm.umax.i64(i64 %t374, i64 %t376), !dbg !400
  %.215 = xor i64 %t376, -1, !dbg !401
  %t388 = and i64 %t387, %.215, !dbg !401
  %t384 = xor i64 %t383, %t385, !dbg !402
  %t386 = xor i64 %t384, %t381, !dbg !403
  %t389 = xor i64 %t386, %t388, !dbg !404
  %t390 = sub i64 0, %t374, !dbg !405
  %t391 = or i64 %t389, %t390, !dbg !406
  %t394 = lshr i64 %t374, 40, !dbg !407
  %t393 = xor i64 %t394, %.215, !dbg !408
  %t395 = xor i64 %t393, %t391, !dbg !409
  br label %b52, !dbg !394

b52:                                              ; preds = %b48, %b50
  %t397 = phi i64 [ %t374.mux, %b48 ], [ %t395, %b50 ]
  %t398 = phi i1 [ %t375.mux, %b48 ], [ true, %b50 ]
  %.220 = add nuw nsw i64 %.63, 1, !dbg !394
  %.221 = icmp ult i32 %.62, 63, !dbg !394
  %.223 = and i64 %.220, 63, !dbg !394
  %17 = shl nuw i64 1, %.223, !dbg !394
  %18 = and i64 %17, %.66, !dbg !394
  %.225 = icmp ne i64 %18, 0, !dbg !394
  %.226 = and i1 %.221, %.225, !dbg !394
  %.227 = trunc i64 %.220 to i32, !dbg !394
  %.228 = shl i32 %.227, 2, !dbg !394
  %.229 = trunc i64 %t397 to i32, !dbg !394
  %.230 = lshr i64 %t397, 32, !dbg !394
  %.231 = trunc i64 %.230 to i32, !dbg !394
  %.232 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.228, i32 %.229), !dbg !394
  %.233 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.228, i32 %.231), !dbg !394
  %.234 = zext i32 %.232 to i64, !dbg !394
  %.235 = zext i32 %.233 to i64, !dbg !394
  %.236 = shl nuw i64 %.235, 32, !dbg !394
  %.237 = or i64 %.236, %.234, !dbg !394
  %t399 = select i1 %.226, i64 %.237, i64 %t397, !dbg !394
  %.251 = zext i1 %t398 to i32, !dbg !394
  %.252 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.228, i32 %.251), !dbg !394
  %19 = and i32 %.252, 1, !dbg !394
  %.253 = icmp ne i32 %19, 0, !dbg !394
  %t400 = select i1 %.226, i1 %.253, i1 %t398, !dbg !394
  %t401 = icmp slt i32 %.1, 31, !dbg !394
  %t402 = and i1 %t401, %t400, !dbg !394
  %20 = select i1 %t402, i1 %t398, i1 false, !dbg !394
  %t397.mux = select i1 %t402, i64 %t399, i64 %t397, !dbg !394
  %t398.mux = select i1 %t402, i1 true, i1 %t398, !dbg !394
  br i1 %20, label %b54, label %b57, !dbg !394

b54:                                              ; preds = %b52
  %t403 = add i64 %t399, %t397, !dbg !395
  %t404 = shl i64 %t403, 3, !dbg !396
  %t405 = sub i64 %t397, %t399, !dbg !397
  %t406 = lshr i64 %t405, 5, !dbg !398
  %t408 = tail call i64 @llvm.umin.i64(i64 %t397, i64 %t399), !dbg !399
  %t410 = tail call i64 @llvm.umax.i64(i64 %t397, i64 %t399), !dbg !400
  %.254 = xor i64 %t399, -1, !dbg !401
  %t411 = and i64 %t410, %.254, !dbg !401
  %t407 = xor i64 %t406, %t408, !dbg !402
  %t409 = xor i64 %t407, %t404, !dbg !403
  %t412 = xor i64 %t409, %t411, !dbg !404
  %t413 = sub i64 0, %t397, !dbg !405
  %t414 = or i64 %t412, %t413, !dbg !406
  %t417 = lshr i64 %t397, 40, !dbg !407
  %t416 = xor i64 %t417, %.254, !dbg !408
  %t418 = xor i64 %t416, %t414, !dbg !409
  br label %b57, !dbg !394

b57:                                              ; preds = %b52, %b54, %b35
  %t422 = phi i64 [ %t305, %b35 ], [ %t397.mux, %b52 ], [ %t418, %b54 ]
  %t423 = phi i1 [ %t306, %b35 ], [ %t398.mux, %b52 ], [ true, %b54 ]
  %t424 = icmp eq i32 %.1, 0, !dbg !394
  %t425 = and i1 %t424, %t423, !dbg !394
  br i1 %t425, label %b58, label %b59, !dbg !394

b58:                                              ; preds = %b57
  %t426 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t5, !dbg !394
  store i64 %t422, ptr addrspace(1) %t426, align 8, !dbg !394
  br label %b59, !dbg !394

b59:                                              ; preds = %b58, %b57
  ret void, !dbg !394
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i64 %a3, i8 %a4) local_unnamed_addr #1 !dbg !410 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !411
  %t3 = sext i32 %.2 to i64, !dbg !411
  %t4 = add i64 %a0, 1, !dbg !411
  %t5 = ashr i64 %t4, 1, !dbg !411
  %t6 = icmp sgt i64 %t5, %t3, !dbg !411
  br i1 %t6, label %b1, label %b9, !dbg !411

b1:                                               ; preds = %entry
  %t7 = shl nsw i64 %t3, 1, !dbg !411
  %t8 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t7, !dbg !411
  %.3 = load i64, ptr addrspace(1) %t8, align 8, !dbg !411, !amdgpu.noclobber !6
  %0 = xor i64 %t7, -1, !dbg !411
  %t11 = add i64 %0, %a0, !dbg !411
  %t13 = icmp sgt i64 %t11, 0, !dbg !411
  br i1 %t13, label %b2, label %b3, !dbg !411

b2:                                               ; preds = %b1
  %t12 = getelementptr inbounds i64, ptr addrspace(1) %t8, i64 1, !dbg !411
  %.4 = load i64, ptr addrspace(1) %t12, align 8, !dbg !411, !amdgpu.noclobber !6
  %t15 = add i64 %.4, %.3, !dbg !412
  %t16 = shl i64 %t15, 3, !dbg !413
  %t17 = sub i64 %.3, %.4, !dbg !414
  %t18 = lshr i64 %t17, 5, !dbg !415
  %t20 = tail call i64 @llvm.umin.i64(i64 %.3, i64 %.4), !dbg !416
  %t22 = tail call i64 @llvm.umax.i64(i64 %.3, i64 %.4), !dbg !417
  %.5 = xor i64 %.4, -1, !dbg !418
  %t23 = and i64 %t22, %.5, !dbg !418
  %t19 = xor i64 %t18, %t20, !dbg !419
  %t21 = xor i64 %t19, %t16, !dbg !420
  %t24 = xor i64 %t21, %t23, !dbg !421
  %t25 = sub i64 0, %.3, !dbg !422
  %t26 = or i64 %t24, %t25, !dbg !423
  %t29 = lshr i64 %.3, 40, !dbg !424
  %t28 = xor i64 %t29, %.5, !dbg !425
  %t30 = xor i64 %t28, %t26, !dbg !426
  br label %b3, !dbg !411

b3:                                               ; preds = %b2, %b1
  %t31 = phi i64 [ %t30, %b2 ], [ %.3, %b1 ]
  %t32 = add nsw i64 %t3, 256, !dbg !411
  %t3812 = icmp slt i64 %t32, %t5, !dbg !411
  br i1 %t3812, label %b5.lr.ph, label %b9, !dbg !411

b5.lr.ph:                                         ; preds = %b3
  %t33 = shl nsw i64 %t32, 1, !dbg !411
  %t34 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t33, !dbg !411
  %t40 = add i64 %a0, -1
  br label %b5, !dbg !411

b5:                                               ; preds = %b5.lr.ph, %b7
  %t3715 = phi i64 [ %t31, %b5.lr.ph ], [ %t78, %b7 ]
  %t3614 = phi i64 [ %t32, %b5.lr.ph ], [ %t79, %b7 ]
  %t3513 = phi ptr addrspace(1) [ %t34, %b5.lr.ph ], [ %t80, %b7 ]
  %t39.neg = mul i64 %t3614, -2, !dbg !411
  %t41 = add i64 %t40, %t39.neg, !dbg !411
  %.6 = load i64, ptr addrspace(1) %t3513, align 8, !dbg !411
  %t43 = add i64 %.6, %t3715, !dbg !412
  %t44 = shl i64 %t43, 3, !dbg !413
  %t45 = sub i64 %t3715, %.6, !dbg !414
  %t46 = lshr i64 %t45, 5, !dbg !415
  %t48 = tail call i64 @llvm.umin.i64(i64 %t3715, i64 %.6), !dbg !416
  %t50 = tail call i64 @llvm.umax.i64(i64 %t3715, i64 %.6), !dbg !417
  %.7 = xor i64 %.6, -1, !dbg !418
  %t51 = and i64 %t50, %.7, !dbg !418
  %t47 = xor i64 %t46, %t48, !dbg !419
  %t49 = xor i64 %t47, %t44, !dbg !420
  %t52 = xor i64 %t49, %t51, !dbg !421
  %t53 = sub i64 0, %t3715, !dbg !422
  %t54 = or i64 %t52, %t53, !dbg !423
  %t56 = xor i64 %t54, %.7, !dbg !425
  %t57 = lshr i64 %t3715, 40, !dbg !424
  %t58 = xor i64 %t56, %t57, !dbg !426
  %t60 = icmp sgt i64 %t41, 0, !dbg !411
  br i1 %t60, label %b6, label %b7, !dbg !411

b6:                                               ; preds = %b5
  %t59 = getelementptr inbounds i64, ptr addrspace(1) %t3513, i64 1, !dbg !411
  %.8 = load i64, ptr addrspace(1) %t59, align 8, !dbg !411
  %t62 = add i64 %.8, %t58, !dbg !412
  %t63 = shl i64 %t62, 3, !dbg !413
  %t64 = sub i64 %t58, %.8, !dbg !414
  %t65 = lshr i64 %t64, 5, !dbg !415
  %t67 = tail call i64 @llvm.umin.i64(i64 %t58, i64 %.8), !dbg !416
  %t69 = tail call i64 @llvm.umax.i64(i64 %t58, i64 %.8), !dbg !417
  %.9 = xor i64 %.8, -1, !dbg !418
  %t70 = and i64 %t69, %.9, !dbg !418
  %t66 = xor i64 %t65, %t67, !dbg !419
  %t68 = xor i64 %t66, %t63, !dbg !420
  %t71 = xor i64 %t68, %t70, !dbg !421
  %t72 = sub i64 0, %t58, !dbg !422
  %t73 = or i64 %t71, %t72, !dbg !423
  %t76 = lshr i64 %t56, 40, !dbg !424
  %t75 = xor i64 %t76, %.9, !dbg !425
  %t77 = xor i64 %t75, %t73, !dbg !426
  br label %b7, !dbg !411

b7:                                               ; preds = %b6, %b5
  %t78 = phi i64 [ %t77, %b6 ], [ %t58, %b5 ]
  %t79 = add nsw i64 %t3614, 256, !dbg !411
  %t80 = getelementptr inbounds i64, ptr addrspace(1) %t3513, i64 512, !dbg !411
  %t38 = icmp slt i64 %t79, %t5, !dbg !411
  br i1 %t38, label %b5, label %b9, !dbg !411

b9:                                               ; preds = %b7, %b3, %entry
  %t81 = phi i64 [ 0, %entry ], [ %t31, %b3 ], [ %t78, %b7 ]
  %t82 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !411
  store i64 %t81, ptr addrspace(3) %t82, align 8, !dbg !411
  %t83 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !411
  %.10 = zext i1 %t6 to i8, !dbg !411
  store i8 %.10, ptr addrspace(3) %t83, align 1, !dbg !411
  fence syncscope("workgroup") release, !dbg !411
  tail call void @llvm.amdgcn.s.barrier(), !dbg !411
  fence syncscope("workgroup") acquire, !dbg !411
  %t84 = icmp slt i32 %.2, 128, !dbg !411
  br i1 %t84, label %b10, label %b15, !dbg !411

b10:                                              ; preds = %b9
  %t85 = add nsw i32 %.2, 128, !dbg !411
  %t86 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage2.shared.0, i32 %t85, !dbg !411
  %.11 = load i64, ptr addrspace(3) %t86, align 8, !dbg !411
  %t88 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage2.shared.1, i32 %t85, !dbg !411
  %.12 = load i8, ptr addrspace(3) %t88, align 1, !dbg !411
  %.13.not11 = icmp eq i8 %.12, 0, !dbg !411
  %t6.not = xor i1 %t6, true, !dbg !411
  %brmerge = select i1 %.13.not11, i1 true, i1 %t6.not, !dbg !411
  %t81.mux = select i1 %.13.not11, i64 %t81, i64 %.11, !dbg !411
  %not..13.not11 = xor i1 %.13.not11, true, !dbg !411
  %t6.mux = select i1 %not..13.not11, i1 true, i1 %t6, !dbg !411
  br i1 %brmerge, label %b14, label %b12, !dbg !411

b12:                                              ; preds = %b10
  %t90 = add i64 %.11, %t81, !dbg !412
  %t91 = shl i64 %t90, 3, !dbg !413
  %t92 = sub i64 %t81, %.11, !dbg !414
  %t93 = lshr i64 %t92, 5, !dbg !415
  %t95 = tail call i64 @llvm.umin.i64(i64 %t81, i64 %.11), !dbg !416
  %t97 = tail call i64 @llvm.umax.i64(i64 %t81, i64 %.11), !dbg !417
  %.14 = xor i64 %.11, -1, !dbg !418
  %t98 = and i64 %t97, %.14, !dbg !418
  %t94 = xor i64 %t93, %t95, !dbg !419
  %t96 = xor i64 %t94, %t91, !dbg !420
  %t99 = xor i64 %t96, %t98, !dbg !421
  %t100 = sub i64 0, %t81, !dbg !422
  %t101 = or i64 %t99, %t100, !dbg !423
  %t104 = lshr i64 %t81, 40, !dbg !424
  %t103 = xor i64 %t104, %.14, !dbg !425
  %t105 = xor i64 %t103, %t101, !dbg !426
  br label %b14, !dbg !411

b14:                                              ; preds = %b10, %b12
  %t107 = phi i64 [ %t81.mux, %b10 ], [ %t105, %b12 ]
  %t108 = phi i1 [ %t6.mux, %b10 ], [ true, %b12 ]
  store i64 %t107, ptr addrspace(3) %t82, align 8, !dbg !411
  %.15 = zext i1 %t108 to i8, !dbg !411
  store i8 %.15, ptr addrspace(3) %t83, align 1, !dbg !411
  br label %b15, !dbg !411

b15:                                              ; preds = %b14, %b9
  %t109 = phi i64 [ %t107, %b14 ], [ %t81, %b9 ]
  %t110 = phi i1 [ %t108, %b14 ], [ %t6, %b9 ]
  fence syncscope("workgroup") release, !dbg !411
  tail call void @llvm.amdgcn.s.barrier(), !dbg !411
  fence syncscope("workgroup") acquire, !dbg !411
  %t111 = icmp slt i32 %.2, 64, !dbg !411
  br i1 %t111, label %b16, label %b21, !dbg !411

b16:                                              ; preds = %b15
  %t112 = add nsw i32 %.2, 64, !dbg !411
  %t113 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage2.shared.0, i32 %t112, !dbg !411
  %.16 = load i64, ptr addrspace(3) %t113, align 8, !dbg !411
  %t115 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage2.shared.1, i32 %t112, !dbg !411
  %.17 = load i8, ptr addrspace(3) %t115, align 1, !dbg !411
  %.18.not10 = icmp eq i8 %.17, 0, !dbg !411
  %t110.not = xor i1 %t110, true, !dbg !411
  %brmerge1 = select i1 %.18.not10, i1 true, i1 %t110.not, !dbg !411
  %t109.mux = select i1 %.18.not10, i64 %t109, i64 %.16, !dbg !411
  %not..18.not10 = xor i1 %.18.not10, true, !dbg !411
  %t110.mux = select i1 %not..18.not10, i1 true, i1 %t110, !dbg !411
  br i1 %brmerge1, label %b20, label %b18, !dbg !411

b18:                                              ; preds = %b16
  %t117 = add i64 %.16, %t109, !dbg !412
  %t118 = shl i64 %t117, 3, !dbg !413
  %t119 = sub i64 %t109, %.16, !dbg !414
  %t120 = lshr i64 %t119, 5, !dbg !415
  %t122 = tail call i64 @llvm.umin.i64(i64 %t109, i64 %.16), !dbg !416
  %t124 = tail call i64 @llvm.umax.i64(i64 %t109, i64 %.16), !dbg !417
  %.19 = xor i64 %.16, -1, !dbg !418
  %t125 = and i64 %t124, %.19, !dbg !418
  %t121 = xor i64 %t120, %t122, !dbg !419
  %t123 = xor i64 %t121, %t118, !dbg !420
  %t126 = xor i64 %t123, %t125, !dbg !421
  %t127 = sub i64 0, %t109, !dbg !422
  %t128 = or i64 %t126, %t127, !dbg !423
  %t131 = lshr i64 %t109, 40, !dbg !424
  %t130 = xor i64 %t131, %.19, !dbg !425
  %t132 = xor i64 %t130, %t128, !dbg !426
  br label %b20, !dbg !411

b20:                                              ; preds = %b16, %b18
  %t134 = phi i64 [ %t109.mux, %b16 ], [ %t132, %b18 ]
  %t135 = phi i1 [ %t110.mux, %b16 ], [ true, %b18 ]
  store i64 %t134, ptr addrspace(3) %t82, align 8, !dbg !411
  %.20 = zext i1 %t135 to i8, !dbg !411
  store i8 %.20, ptr addrspace(3) %t83, align 1, !dbg !411
  br label %b21, !dbg !411

b21:                                              ; preds = %b20, %b15
  %t136 = phi i64 [ %t134, %b20 ], [ %t109, %b15 ]
  %t137 = phi i1 [ %t135, %b20 ], [ %t110, %b15 ]
  fence syncscope("workgroup") release, !dbg !411
  tail call void @llvm.amdgcn.s.barrier(), !dbg !411
  fence syncscope("workgroup") acquire, !dbg !411
  %t138 = icmp slt i32 %.2, 32, !dbg !411
  br i1 %t138, label %b22, label %b27, !dbg !411

b22:                                              ; preds = %b21
  %t139 = add nsw i32 %.2, 32, !dbg !411
  %t140 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage2.shared.0, i32 %t139, !dbg !411
  %.21 = load i64, ptr addrspace(3) %t140, align 8, !dbg !411
  %t142 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage2.shared.1, i32 %t139, !dbg !411
  %.22 = load i8, ptr addrspace(3) %t142, align 1, !dbg !411
  %.23.not9 = icmp eq i8 %.22, 0, !dbg !411
  %t137.not = xor i1 %t137, true, !dbg !411
  %brmerge2 = select i1 %.23.not9, i1 true, i1 %t137.not, !dbg !411
  %t136.mux = select i1 %.23.not9, i64 %t136, i64 %.21, !dbg !411
  %not..23.not9 = xor i1 %.23.not9, true, !dbg !411
  %t137.mux = select i1 %not..23.not9, i1 true, i1 %t137, !dbg !411
  br i1 %brmerge2, label %b27, label %b24, !dbg !411

b24:                                              ; preds = %b22
  %t144 = add i64 %.21, %t136, !dbg !412
  %t145 = shl i64 %t144, 3, !dbg !413
  %t146 = sub i64 %t136, %.21, !dbg !414
  %t147 = lshr i64 %t146, 5, !dbg !415
  %t149 = tail call i64 @llvm.umin.i64(i64 %t136, i64 %.21), !dbg !416
  %t151 = tail call i64 @llvm.umax.i64(i64 %t136, i64 %.21), !dbg !417
  %.24 = xor i64 %.21, -1, !dbg !418
  %t152 = and i64 %t151, %.24, !dbg !418
  %t148 = xor i64 %t147, %t149, !dbg !419
  %t150 = xor i64 %t148, %t145, !dbg !420
  %t153 = xor i64 %t150, %t152, !dbg !421
  %t154 = sub i64 0, %t136, !dbg !422
  %t155 = or i64 %t153, %t154, !dbg !423
  %t158 = lshr i64 %t136, 40, !dbg !424
  %t157 = xor i64 %t158, %.24, !dbg !425
  %t159 = xor i64 %t157, %t155, !dbg !426
  br label %b27, !dbg !411

b27:                                              ; preds = %b22, %b24, %b21
  %t163 = phi i64 [ %t136, %b21 ], [ %t136.mux, %b22 ], [ %t159, %b24 ]
  %t164 = phi i1 [ %t137, %b21 ], [ %t137.mux, %b22 ], [ true, %b24 ]
  br i1 %t138, label %b28, label %b49, !dbg !411

b28:                                              ; preds = %b27
  %.26 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !411
  %.27 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.26), !dbg !411
  %.28 = zext i32 %.27 to i64, !dbg !411
  %.29 = add nuw nsw i64 %.28, 16, !dbg !411
  %.30 = icmp ult i32 %.27, 48, !dbg !411
  %.31 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !411
  %.32 = and i64 %.29, 63, !dbg !411
  %1 = shl nuw i64 1, %.32, !dbg !411
  %2 = and i64 %1, %.31, !dbg !411
  %.34 = icmp ne i64 %2, 0, !dbg !411
  %.35 = and i1 %.30, %.34, !dbg !411
  %.36 = trunc i64 %.29 to i32, !dbg !411
  %.37 = shl i32 %.36, 2, !dbg !411
  %.38 = trunc i64 %t163 to i32, !dbg !411
  %.39 = lshr i64 %t163, 32, !dbg !411
  %.40 = trunc i64 %.39 to i32, !dbg !411
  %.41 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.37, i32 %.38), !dbg !411
  %.42 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.37, i32 %.40), !dbg !411
  %.43 = zext i32 %.41 to i64, !dbg !411
  %.44 = zext i32 %.42 to i64, !dbg !411
  %.45 = shl nuw i64 %.44, 32, !dbg !411
  %.46 = or i64 %.45, %.43, !dbg !411
  %t165 = select i1 %.35, i64 %.46, i64 %t163, !dbg !411
  %.60 = zext i1 %t164 to i32, !dbg !411
  %.61 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.37, i32 %.60), !dbg !411
  %3 = and i32 %.61, 1, !dbg !411
  %.62 = icmp ne i32 %3, 0, !dbg !411
  %t166 = select i1 %.35, i1 %.62, i1 %t164, !dbg !411
  %t167 = icmp slt i32 %.2, 16, !dbg !411
  %t168 = and i1 %t167, %t166, !dbg !411
  %4 = select i1 %t168, i1 %t164, i1 false, !dbg !411
  %t163.mux = select i1 %t168, i64 %t165, i64 %t163, !dbg !411
  %t164.mux = select i1 %t168, i1 true, i1 %t164, !dbg !411
  br i1 %4, label %b30, label %b32, !dbg !411

b30:                                              ; preds = %b28
  %t169 = add i64 %t165, %t163, !dbg !412
  %t170 = shl i64 %t169, 3, !dbg !413
  %t171 = sub i64 %t163, %t165, !dbg !414
  %t172 = lshr i64 %t171, 5, !dbg !415
  %t174 = tail call i64 @llvm.umin.i64(i64 %t163, i64 %t165), !dbg !416
  %t176 = tail call i64 @llvm.umax.i64(i64 %t163, i64 %t165), !dbg !417
  %.63 = xor i64 %t165, -1, !dbg !418
  %t177 = and i64 %t176, %.63, !dbg !418
  %t173 = xor i64 %t172, %t174, !dbg !419
  %t175 = xor i64 %t173, %t170, !dbg !420
  %t178 = xor i64 %t175, %t177, !dbg !421
  %t179 = sub i64 0, %t163, !dbg !422
  %t180 = or i64 %t178, %t179, !dbg !423
  %t183 = lshr i64 %t163, 40, !dbg !424
  %t182 = xor i64 %t183, %.63, !dbg !425
  %t184 = xor i64 %t182, %t180, !dbg !426
  br label %b32, !dbg !411

b32:                                              ; preds = %b28, %b30
  %t186 = phi i64 [ %t163.mux, %b28 ], [ %t184, %b30 ]
  %t187 = phi i1 [ %t164.mux, %b28 ], [ true, %b30 ]
  %.68 = add nuw nsw i64 %.28, 8, !dbg !411
  %.69 = icmp ult i32 %.27, 56, !dbg !411
  %.71 = and i64 %.68, 63, !dbg !411
  %5 = shl nuw i64 1, %.71, !dbg !411
  %6 = and i64 %5, %.31, !dbg !411
  %.73 = icmp ne i64 %6, 0, !dbg !411
  %.74 = and i1 %.69, %.73, !dbg !411
  %.75 = trunc i64 %.68 to i32, !dbg !411
  %.76 = shl i32 %.75, 2, !dbg !411
  %.77 = trunc i64 %t186 to i32, !dbg !411
  %.78 = lshr i64 %t186, 32, !dbg !411
  %.79 = trunc i64 %.78 to i32, !dbg !411
  %.80 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.76, i32 %.77), !dbg !411
  %.81 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.76, i32 %.79), !dbg !411
  %.82 = zext i32 %.80 to i64, !dbg !411
  %.83 = zext i32 %.81 to i64, !dbg !411
  %.84 = shl nuw i64 %.83, 32, !dbg !411
  %.85 = or i64 %.84, %.82, !dbg !411
  %t188 = select i1 %.74, i64 %.85, i64 %t186, !dbg !411
  %.99 = zext i1 %t187 to i32, !dbg !411
  %.100 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.76, i32 %.99), !dbg !411
  %7 = and i32 %.100, 1, !dbg !411
  %.101 = icmp ne i32 %7, 0, !dbg !411
  %t189 = select i1 %.74, i1 %.101, i1 %t187, !dbg !411
  %t190 = icmp slt i32 %.2, 24, !dbg !411
  %t191 = and i1 %t190, %t189, !dbg !411
  %8 = select i1 %t191, i1 %t187, i1 false, !dbg !411
  %t186.mux = select i1 %t191, i64 %t188, i64 %t186, !dbg !411
  %t187.mux = select i1 %t191, i1 true, i1 %t187, !dbg !411
  br i1 %8, label %b34, label %b36, !dbg !411

b34:                                              ; preds = %b32
  %t192 = add i64 %t188, %t186, !dbg !412
  %t193 = shl i64 %t192, 3, !dbg !413
  %t194 = sub i64 %t186, %t188, !dbg !414
  %t195 = lshr i64 %t194, 5, !dbg !415
  %t197 = tail call i64 @llvm.umin.i64(i64 %t186, i64 %t188), !dbg !416
  %t199 = tail call i64 @llvm.umax.i64(i64 %t186, i64 %t188), !dbg !417
  %.102 = xor i64 %t188, -1, !dbg !418
  %t200 = and i64 %t199, %.102, !dbg !418
  %t196 = xor i64 %t195, %t197, !dbg !419
  %t198 = xor i64 %t196, %t193, !dbg !420
  %t201 = xor i64 %t198, %t200, !dbg !421
  %t202 = sub i64 0, %t186, !dbg !422
  %t203 = or i64 %t201, %t202, !dbg !423
  %t206 = lshr i64 %t186, 40, !dbg !424
  %t205 = xor i64 %t206, %.102, !dbg !425
  %t207 = xor i64 %t205, %t203, !dbg !426
  br label %b36, !dbg !411

b36:                                              ; preds = %b32, %b34
  %t209 = phi i64 [ %t186.mux, %b32 ], [ %t207, %b34 ]
  %t210 = phi i1 [ %t187.mux, %b32 ], [ true, %b34 ]
  %.107 = add nuw nsw i64 %.28, 4, !dbg !411
  %.108 = icmp ult i32 %.27, 60, !dbg !411
  %.110 = and i64 %.107, 63, !dbg !411
  %9 = shl nuw i64 1, %.110, !dbg !411
  %10 = and i64 %9, %.31, !dbg !411
  %.112 = icmp ne i64 %10, 0, !dbg !411
  %.113 = and i1 %.108, %.112, !dbg !411
  %.114 = trunc i64 %.107 to i32, !dbg !411
  %.115 = shl i32 %.114, 2, !dbg !411
  %.116 = trunc i64 %t209 to i32, !dbg !411
  %.117 = lshr i64 %t209, 32, !dbg !411
  %.118 = trunc i64 %.117 to i32, !dbg !411
  %.119 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.116), !dbg !411
  %.120 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.118), !dbg !411
  %.121 = zext i32 %.119 to i64, !dbg !411
  %.122 = zext i32 %.120 to i64, !dbg !411
  %.123 = shl nuw i64 %.122, 32, !dbg !411
  %.124 = or i64 %.123, %.121, !dbg !411
  %t211 = select i1 %.113, i64 %.124, i64 %t209, !dbg !411
  %.138 = zext i1 %t210 to i32, !dbg !411
  %.139 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.138), !dbg !411
  %11 = and i32 %.139, 1, !dbg !411
  %.140 = icmp ne i32 %11, 0, !dbg !411
  %t212 = select i1 %.113, i1 %.140, i1 %t210, !dbg !411
  %t213 = icmp slt i32 %.2, 28, !dbg !411
  %t214 = and i1 %t213, %t212, !dbg !411
  %12 = select i1 %t214, i1 %t210, i1 false, !dbg !411
  %t209.mux = select i1 %t214, i64 %t211, i64 %t209, !dbg !411
  %t210.mux = select i1 %t214, i1 true, i1 %t210, !dbg !411
  br i1 %12, label %b38, label %b40, !dbg !411

b38:                                              ; preds = %b36
  %t215 = add i64 %t211, %t209, !dbg !412
  %t216 = shl i64 %t215, 3, !dbg !413
  %t217 = sub i64 %t209, %t211, !dbg !414
  %t218 = lshr i64 %t217, 5, !dbg !415
  %t220 = tail call i64 @llvm.umin.i64(i64 %t209, i64 %t211), !dbg !416
  %t222 = tail call i64 @llvm.umax.i64(i64 %t209, i64 %t211), !dbg !417
  %.141 = xor i64 %t211, -1, !dbg !418
  %t223 = and i64 %t222, %.141, !dbg !418
  %t219 = xor i64 %t218, %t220, !dbg !419
  %t221 = xor i64 %t219, %t216, !dbg !420
  %t224 = xor i64 %t221, %t223, !dbg !421
  %t225 = sub i64 0, %t209, !dbg !422
  %t226 = or i64 %t224, %t225, !dbg !423
  %t229 = lshr i64 %t209, 40, !dbg !424
  %t228 = xor i64 %t229, %.141, !dbg !425
  %t230 = xor i64 %t228, %t226, !dbg !426
  br label %b40, !dbg !411

b40:                                              ; preds = %b36, %b38
  %t232 = phi i64 [ %t209.mux, %b36 ], [ %t230, %b38 ]
  %t233 = phi i1 [ %t210.mux, %b36 ], [ true, %b38 ]
  %.146 = add nuw nsw i64 %.28, 2, !dbg !411
  %.147 = icmp ult i32 %.27, 62, !dbg !411
  %.149 = and i64 %.146, 63, !dbg !411
  %13 = shl nuw i64 1, %.149, !dbg !411
  %14 = and i64 %13, %.31, !dbg !411
  %.151 = icmp ne i64 %14, 0, !dbg !411
  %.152 = and i1 %.147, %.151, !dbg !411
  %.153 = trunc i64 %.146 to i32, !dbg !411
  %.154 = shl i32 %.153, 2, !dbg !411
  %.155 = trunc i64 %t232 to i32, !dbg !411
  %.156 = lshr i64 %t232, 32, !dbg !411
  %.157 = trunc i64 %.156 to i32, !dbg !411
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.154, i32 %.155), !dbg !411
  %.159 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.154, i32 %.157), !dbg !411
  %.160 = zext i32 %.158 to i64, !dbg !411
  %.161 = zext i32 %.159 to i64, !dbg !411
  %.162 = shl nuw i64 %.161, 32, !dbg !411
  %.163 = or i64 %.162, %.160, !dbg !411
  %t234 = select i1 %.152, i64 %.163, i64 %t232, !dbg !411
  %.177 = zext i1 %t233 to i32, !dbg !411
  %.178 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.154, i32 %.177), !dbg !411
  %15 = and i32 %.178, 1, !dbg !411
  %.179 = icmp ne i32 %15, 0, !dbg !411
  %t235 = select i1 %.152, i1 %.179, i1 %t233, !dbg !411
  %t236 = icmp slt i32 %.2, 30, !dbg !411
  %t237 = and i1 %t236, %t235, !dbg !411
  %16 = select i1 %t237, i1 %t233, i1 false, !dbg !411
  %t232.mux = select i1 %t237, i64 %t234, i64 %t232, !dbg !411
  %t233.mux = select i1 %t237, i1 true, i1 %t233, !dbg !411
  br i1 %16, label %b42, label %b44, !dbg !411

b42:                                              ; preds = %b40
  %t238 = add i64 %t234, %t232, !dbg !412
  %t239 = shl i64 %t238, 3, !dbg !413
  %t240 = sub i64 %t232, %t234, !dbg !414
  %t241 = lshr i64 %t240, 5, !dbg !415
  %t243 = tail call i64 @llvm.umin.i64(i64 %t232, i64 %t234), !dbg !416
  %t245 = tail call i64 @llvm.umax.i64(i64 %t232, i64 %t234), !dbg !417
  %.180 = xor i64 %t234, -1, !dbg !418
  %t246 = and i64 %t245, %.180, !dbg !418
  %t242 = xor i64 %t241, %t243, !dbg !419
  %t244 = xor i64 %t242, %t239, !dbg !420
  %t247 = xor i64 %t244, %t246, !dbg !421
  %t248 = sub i64 0, %t232, !dbg !422
  %t249 = or i64 %t247, %t248, !dbg !423
  %t252 = lshr i64 %t232, 40, !dbg !424
  %t251 = xor i64 %t252, %.180, !dbg !425
  %t253 = xor i64 %t251, %t249, !dbg !426
  br label %b44, !dbg !411

b44:                                              ; preds = %b40, %b42
  %t255 = phi i64 [ %t232.mux, %b40 ], [ %t253, %b42 ]
  %t256 = phi i1 [ %t233.mux, %b40 ], [ true, %b42 ]
  %.185 = add nuw nsw i64 %.28, 1, !dbg !411
  %.186 = icmp ult i32 %.27, 63, !dbg !411
  %.188 = and i64 %.185, 63, !dbg !411
  %17 = shl nuw i64 1, %.188, !dbg !411
  %18 = and i64 %17, %.31, !dbg !411
  %.190 = icmp ne i64 %18, 0, !dbg !411
  %.191 = and i1 %.186, %.190, !dbg !411
  %.192 = trunc i64 %.185 to i32, !dbg !411
  %.193 = shl i32 %.192, 2, !dbg !411
  %.194 = trunc i64 %t255 to i32, !dbg !411
  %.195 = lshr i64 %t255, 32, !dbg !411
  %.196 = trunc i64 %.195 to i32, !dbg !411
  %.197 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.193, i32 %.194), !dbg !411
  %.198 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.193, i32 %.196), !dbg !411
  %.199 = zext i32 %.197 to i64, !dbg !411
  %.200 = zext i32 %.198 to i64, !dbg !411
  %.201 = shl nuw i64 %.200, 32, !dbg !411
  %.202 = or i64 %.201, %.199, !dbg !411
  %t257 = select i1 %.191, i64 %.202, i64 %t255, !dbg !411
  %.216 = zext i1 %t256 to i32, !dbg !411
  %.217 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.193, i32 %.216), !dbg !411
  %19 = and i32 %.217, 1, !dbg !411
  %.218 = icmp ne i32 %19, 0, !dbg !411
  %t258 = select i1 %.191, i1 %.218, i1 %t256, !dbg !411
  %t259 = icmp slt i32 %.2, 31, !dbg !411
  %t260 = and i1 %t259, %t258, !dbg !411
  %20 = select i1 %t260, i1 %t256, i1 false, !dbg !411
  %t255.mux = select i1 %t260, i64 %t257, i64 %t255, !dbg !411
  %t256.mux = select i1 %t260, i1 true, i1 %t256, !dbg !411
  br i1 %20, label %b46, label %b49, !dbg !411

b46:                                              ; preds = %b44
  %t261 = add i64 %t257, %t255, !dbg !412
  %t262 = shl i64 %t261, 3, !dbg !413
  %t263 = sub i64 %t255, %t257, !dbg !414
  %t264 = lshr i64 %t263, 5, !dbg !415
  %t266 = tail call i64 @llvm.umin.i64(i64 %t255, i64 %t257), !dbg !416
  %t268 = tail call i64 @llvm.umax.i64(i64 %t255, i64 %t257), !dbg !417
  %.219 = xor i64 %t257, -1, !dbg !418
  %t269 = and i64 %t268, %.219, !dbg !418
  %t265 = xor i64 %t264, %t266, !dbg !419
  %t267 = xor i64 %t265, %t262, !dbg !420
  %t270 = xor i64 %t267, %t269, !dbg !421
  %t271 = sub i64 0, %t255, !dbg !422
  %t272 = or i64 %t270, %t271, !dbg !423
  %t275 = lshr i64 %t255, 40, !dbg !424
  %t274 = xor i64 %t275, %.219, !dbg !425
  %t276 = xor i64 %t274, %t272, !dbg !426
  br label %b49, !dbg !411

b49:                                              ; preds = %b44, %b46, %b27
  %t280 = phi i64 [ %t163, %b27 ], [ %t255.mux, %b44 ], [ %t276, %b46 ]
  %t281 = phi i1 [ %t164, %b27 ], [ %t256.mux, %b44 ], [ true, %b46 ]
  %t282 = icmp eq i32 %.2, 0, !dbg !411
  br i1 %t282, label %b50, label %b56, !dbg !411

b50:                                              ; preds = %b49
  %21 = select i1 %t281, i1 %.1, i1 false, !dbg !411
  %a3.mux = select i1 %t281, i64 %t280, i64 %a3, !dbg !411
  %.1.mux = select i1 %t281, i1 true, i1 %.1, !dbg !411
  br i1 %21, label %b52, label %b54, !dbg !411

b52:                                              ; preds = %b50
  %t283 = add i64 %t280, %a3, !dbg !412
  %t284 = shl i64 %t283, 3, !dbg !413
  %t285 = sub i64 %a3, %t280, !dbg !414
  %t286 = lshr i64 %t285, 5, !dbg !415
  %t288 = tail call i64 @llvm.umin.i64(i64 %a3, i64 %t280), !dbg !416
  %t290 = tail call i64 @llvm.umax.i64(i64 %a3, i64 %t280), !dbg !417
  %.220 = xor i64 %t280, -1, !dbg !418
  %t291 = and i64 %t290, %.220, !dbg !418
  %t287 = xor i64 %t286, %t288, !dbg !419
  %t289 = xor i64 %t287, %t284, !dbg !420
  %t292 = xor i64 %t289, %t291, !dbg !421
  %t293 = sub i64 0, %a3, !dbg !422
  %t294 = or i64 %t292, %t293, !dbg !423
  %t297 = lshr i64 %a3, 40, !dbg !424
  %t296 = xor i64 %t297, %.220, !dbg !425
  %t298 = xor i64 %t296, %t294, !dbg !426
  br label %b54, !dbg !411

b54:                                              ; preds = %b50, %b52
  %t300 = phi i64 [ %a3.mux, %b50 ], [ %t298, %b52 ]
  %t301 = phi i1 [ %.1.mux, %b50 ], [ true, %b52 ]
  br i1 %t301, label %b55, label %b56, !dbg !411

b55:                                              ; preds = %b54
  store i64 %t300, ptr addrspace(1) %a2, align 8, !dbg !411
  br label %b56, !dbg !411

b56:                                              ; preds = %b55, %b54, %b49
  ret void, !dbg !411
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i32 %a2, ptr addrspace(1) readonly %a3, i32 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !427 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !428
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !428
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !428
  %t3 = sext i32 %.1 to i64, !dbg !428
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !428
  %t5 = sext i32 %.2 to i64, !dbg !428
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !428
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !428
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !428, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !428
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !428
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !428, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !428
  %.15 = add i32 %.14, %.9, !dbg !428
  %.16 = udiv i32 %.15, %.6, !dbg !428
  %t9 = sext i32 %.16 to i64, !dbg !428
  %t10 = mul nsw i64 %t7, %t5, !dbg !428
  %t11 = add nsw i64 %t10, %t3, !dbg !428
  %t12 = mul nsw i64 %t9, %t7, !dbg !428
  %t142 = icmp slt i64 %t11, %a0, !dbg !428
  br i1 %t142, label %b2, label %b7, !dbg !428

b2:                                               ; preds = %entry, %b6
  %t133 = phi i64 [ %t25, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !428

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t133, !dbg !428
  %.17 = load i32, ptr addrspace(1) %t15, align 4, !dbg !428
  br label %b4, !dbg !428

b4:                                               ; preds = %b3, %b2
  %t17 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !428

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t133, !dbg !428
  %.18 = load i32, ptr addrspace(1) %t18, align 4, !dbg !428
  br label %b6, !dbg !428

b6:                                               ; preds = %b5, %b4
  %t20 = phi i32 [ %.18, %b5 ], [ %a4, %b4 ]
  %t221 = add i32 %t20, 7, !dbg !429
  %t23 = mul i32 %t221, %t17, !dbg !429
  %t24 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t133, !dbg !428
  store i32 %t23, ptr addrspace(1) %t24, align 4, !dbg !428
  %t25 = add i64 %t133, %t12, !dbg !428
  %t14 = icmp slt i64 %t25, %a0, !dbg !428
  br i1 %t14, label %b2, label %b7, !dbg !428

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !428
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i32 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !430 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !431
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !431
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !431
  %t3 = sext i32 %.1 to i64, !dbg !431
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !431
  %t5 = sext i32 %.2 to i64, !dbg !431
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !431
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !431
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !431, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !431
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !431
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !431, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !431
  %.15 = add i32 %.14, %.9, !dbg !431
  %.16 = udiv i32 %.15, %.6, !dbg !431
  %t9 = sext i32 %.16 to i64, !dbg !431
  %t10 = mul nsw i64 %t7, %t5, !dbg !431
  %t11 = add nsw i64 %t10, %t3, !dbg !431
  %t12 = mul nsw i64 %t9, %t7, !dbg !431
  %t13 = icmp sgt i64 %a1, 7, !dbg !431
  %t15 = icmp sgt i64 %a1, 6, !dbg !431
  %t17 = icmp sgt i64 %a1, 5, !dbg !431
  %t19 = icmp sgt i64 %a1, 4, !dbg !431
  %t21 = icmp sgt i64 %a1, 3, !dbg !431
  %t23 = icmp sgt i64 %a1, 2, !dbg !431
  %t25 = icmp sgt i64 %a1, 1, !dbg !431
  %t27 = icmp sgt i64 %a1, 0, !dbg !431
  %t292 = icmp slt i64 %t11, %a0, !dbg !431
  br i1 %t292, label %b2, label %b23, !dbg !431

b2:                                               ; preds = %entry, %b22
  %t283 = phi i64 [ %t151, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !431

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t283, %a9, !dbg !431
  %t33 = mul i64 %t31, %a9, !dbg !431
  %t34 = sub nuw i64 %t283, %t33, !dbg !431
  %t35 = mul i64 %t34, %a19, !dbg !431
  %t36 = mul i64 %t34, %a29, !dbg !431
  %t37 = mul i64 %t34, %a38, !dbg !431
  br label %b4, !dbg !431

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t283, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !431

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !431
  %t45 = mul i64 %t43, %a8, !dbg !431
  %t46 = sub i64 %t38, %t45, !dbg !431
  %t47 = mul i64 %t46, %a18, !dbg !431
  %t48 = add i64 %t47, %t39, !dbg !431
  %t49 = mul i64 %t46, %a28, !dbg !431
  %t50 = add i64 %t49, %t40, !dbg !431
  %t51 = mul i64 %t46, %a37, !dbg !431
  %t52 = add i64 %t51, %t41, !dbg !431
  br label %b6, !dbg !431

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !431

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !431
  %t60 = mul i64 %t58, %a7, !dbg !431
  %t61 = sub i64 %t53, %t60, !dbg !431
  %t62 = mul i64 %t61, %a17, !dbg !431
  %t63 = add i64 %t62, %t54, !dbg !431
  %t64 = mul i64 %t61, %a27, !dbg !431
  %t65 = add i64 %t64, %t55, !dbg !431
  %t66 = mul i64 %t61, %a36, !dbg !431
  %t67 = add i64 %t66, %t56, !dbg !431
  br label %b8, !dbg !431

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !431

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !431
  %t75 = mul i64 %t73, %a6, !dbg !431
  %t76 = sub i64 %t68, %t75, !dbg !431
  %t77 = mul i64 %t76, %a16, !dbg !431
  %t78 = add i64 %t77, %t69, !dbg !431
  %t79 = mul i64 %t76, %a26, !dbg !431
  %t80 = add i64 %t79, %t70, !dbg !431
  %t81 = mul i64 %t76, %a35, !dbg !431
  %t82 = add i64 %t81, %t71, !dbg !431
  br label %b10, !dbg !431

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !431

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !431
  %t90 = mul i64 %t88, %a5, !dbg !431
  %t91 = sub i64 %t83, %t90, !dbg !431
  %t92 = mul i64 %t91, %a15, !dbg !431
  %t93 = add i64 %t92, %t84, !dbg !431
  %t94 = mul i64 %t91, %a25, !dbg !431
  %t95 = add i64 %t94, %t85, !dbg !431
  %t96 = mul i64 %t91, %a34, !dbg !431
  %t97 = add i64 %t96, %t86, !dbg !431
  br label %b12, !dbg !431

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !431

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !431
  %t105 = mul i64 %t103, %a4, !dbg !431
  %t106 = sub i64 %t98, %t105, !dbg !431
  %t107 = mul i64 %t106, %a14, !dbg !431
  %t108 = add i64 %t107, %t99, !dbg !431
  %t109 = mul i64 %t106, %a24, !dbg !431
  %t110 = add i64 %t109, %t100, !dbg !431
  %t111 = mul i64 %t106, %a33, !dbg !431
  %t112 = add i64 %t111, %t101, !dbg !431
  br label %b14, !dbg !431

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !431

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !431
  %t120 = mul i64 %t118, %a3, !dbg !431
  %t121 = sub i64 %t113, %t120, !dbg !431
  %t122 = mul i64 %t121, %a13, !dbg !431
  %t123 = add i64 %t122, %t114, !dbg !431
  %t124 = mul i64 %t121, %a23, !dbg !431
  %t125 = add i64 %t124, %t115, !dbg !431
  %t126 = mul i64 %t121, %a32, !dbg !431
  %t127 = add i64 %t126, %t116, !dbg !431
  br label %b16, !dbg !431

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !431

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !431
  %t133 = add i64 %t129, %t132, !dbg !431
  %t134 = mul i64 %t128, %a22, !dbg !431
  %t135 = add i64 %t130, %t134, !dbg !431
  %t136 = mul i64 %t128, %a31, !dbg !431
  %t137 = add i64 %t131, %t136, !dbg !431
  br label %b18, !dbg !431

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !431

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t138, !dbg !431
  %.17 = load i32, ptr addrspace(1) %t141, align 4, !dbg !431
  br label %b20, !dbg !431

b20:                                              ; preds = %b19, %b18
  %t143 = phi i32 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !431

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t139, !dbg !431
  %.18 = load i32, ptr addrspace(1) %t144, align 4, !dbg !431
  br label %b22, !dbg !431

b22:                                              ; preds = %b21, %b20
  %t146 = phi i32 [ %.18, %b21 ], [ %a21, %b20 ]
  %t1481 = add i32 %t146, 7, !dbg !432
  %t149 = mul i32 %t1481, %t143, !dbg !432
  %t150 = getelementptr inbounds i32, ptr addrspace(1) %a30, i64 %t140, !dbg !431
  store i32 %t149, ptr addrspace(1) %t150, align 4, !dbg !431
  %t151 = add i64 %t283, %t12, !dbg !431
  %t29 = icmp slt i64 %t151, %a0, !dbg !431
  br i1 %t29, label %b2, label %b23, !dbg !431

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !431
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !433 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !434
  %t3 = sext i32 %.1 to i64, !dbg !434
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !434
  %t5 = sext i32 %.2 to i64, !dbg !434
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !434
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !434
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !434, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !434
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !434
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !434, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !434
  %.15 = add i32 %.14, %.9, !dbg !434
  %.16 = udiv i32 %.15, %.6, !dbg !434
  %t9 = sext i32 %.16 to i64, !dbg !434
  %t10 = mul nsw i64 %t7, %t5, !dbg !434
  %t11 = add nsw i64 %t10, %t3, !dbg !434
  %t12 = mul nsw i64 %t9, %t7, !dbg !434
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !434
  %t14 = icmp eq i64 %a2, 1, !dbg !434
  %t15 = and i64 %t13, 15, !dbg !434
  %t16 = icmp eq i64 %t15, 0, !dbg !434
  %t17 = and i1 %t14, %t16, !dbg !434
  %t19 = ashr i64 %a0, 2, !dbg !434
  %t20 = add i64 %a0, 3, !dbg !434
  %t21 = ashr i64 %t20, 2, !dbg !434
  %t22 = icmp slt i64 %t11, %t21, !dbg !434
  br i1 %t22, label %b1, label %b25, !dbg !434

b1:                                               ; preds = %entry
  %t23 = shl nsw i64 %t11, 2, !dbg !434
  %t24 = mul i64 %t23, %a2, !dbg !434
  %t25 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t24, !dbg !434
  %.17 = load i32, ptr addrspace(1) %t25, align 4, !dbg !434, !amdgpu.noclobber !6
  %0 = xor i64 %t23, -1, !dbg !434
  %t28 = add i64 %0, %a0, !dbg !434
  %t29 = getelementptr inbounds i32, ptr addrspace(1) %t25, i64 %a2, !dbg !434
  %t30 = icmp sgt i64 %t28, 0, !dbg !434
  br i1 %t30, label %b2, label %b3, !dbg !434

b2:                                               ; preds = %b1
  %.18 = load i32, ptr addrspace(1) %t29, align 4, !dbg !434, !amdgpu.noclobber !6
  %t3337 = add i32 %.18, 7, !dbg !435
  %t34 = mul i32 %t3337, %.17, !dbg !435
  br label %b3, !dbg !434

b3:                                               ; preds = %b2, %b1
  %t35 = phi i32 [ %t34, %b2 ], [ %.17, %b1 ]
  %t36 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %a2, !dbg !434
  %t37 = icmp sgt i64 %t28, 1, !dbg !434
  br i1 %t37, label %b4, label %b5, !dbg !434

b4:                                               ; preds = %b3
  %.19 = load i32, ptr addrspace(1) %t36, align 4, !dbg !434, !amdgpu.noclobber !6
  %t4036 = add i32 %.19, 7, !dbg !435
  %t41 = mul i32 %t4036, %t35, !dbg !435
  br label %b5, !dbg !434

b5:                                               ; preds = %b4, %b3
  %t42 = phi i32 [ %t41, %b4 ], [ %t35, %b3 ]
  %t44 = icmp sgt i64 %t28, 2, !dbg !434
  br i1 %t44, label %b6, label %b7, !dbg !434

b6:                                               ; preds = %b5
  %t43 = getelementptr inbounds i32, ptr addrspace(1) %t36, i64 %a2, !dbg !434
  %.20 = load i32, ptr addrspace(1) %t43, align 4, !dbg !434, !amdgpu.noclobber !6
  %t4735 = add i32 %.20, 7, !dbg !435
  %t48 = mul i32 %t4735, %t42, !dbg !435
  br label %b7, !dbg !434

b7:                                               ; preds = %b6, %b5
  %t49 = phi i32 [ %t48, %b6 ], [ %t42, %b5 ]
  %t50 = add nsw i64 %t12, %t11, !dbg !434
  br i1 %t17, label %b8, label %b15, !dbg !434

b8:                                               ; preds = %b7
  %t51 = shl nsw i64 %t12, 1, !dbg !434
  %t52 = sub nsw i64 %t19, %t12, !dbg !434
  %t5647 = icmp slt i64 %t50, %t52, !dbg !434
  br i1 %t5647, label %b10, label %b12.preheader, !dbg !434

b12.preheader:                                    ; preds = %b10, %b8
  %t53.lcssa = phi i64 [ %t50, %b8 ], [ %t94, %b10 ]
  %t54.lcssa = phi i32 [ %t49, %b8 ], [ %t93, %b10 ]
  %t9851 = icmp slt i64 %t53.lcssa, %t19, !dbg !434
  br i1 %t9851, label %b13, label %b15, !dbg !434

b10:                                              ; preds = %b8, %b10
  %t5449 = phi i32 [ %t93, %b10 ], [ %t49, %b8 ]
  %t5348 = phi i64 [ %t94, %b10 ], [ %t50, %b8 ]
  %t57 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t5348, !dbg !434
  %.21 = load <4 x i32>, ptr addrspace(1) %t57, align 16, !dbg !434, !amdgpu.noclobber !6
  %.22 = extractelement <4 x i32> %.21, i64 0, !dbg !434
  %.24 = extractelement <4 x i32> %.21, i64 1, !dbg !434
  %.26 = extractelement <4 x i32> %.21, i64 2, !dbg !434
  %.28 = extractelement <4 x i32> %.21, i64 3, !dbg !434
  %t59 = add i64 %t5348, %t12, !dbg !434
  %t60 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t59, !dbg !434
  %.30 = load <4 x i32>, ptr addrspace(1) %t60, align 16, !dbg !434, !amdgpu.noclobber !6
  %.31 = extractelement <4 x i32> %.30, i64 0, !dbg !434
  %.33 = extractelement <4 x i32> %.30, i64 1, !dbg !434
  %.35 = extractelement <4 x i32> %.30, i64 2, !dbg !434
  %.37 = extractelement <4 x i32> %.30, i64 3, !dbg !434
  %t6427 = add i32 %.22, 7, !dbg !435
  %t65 = mul i32 %t6427, %t5449, !dbg !435
  %t6828 = add i32 %.24, 7, !dbg !435
  %t69 = mul i32 %t65, %t6828, !dbg !435
  %t7229 = add i32 %.26, 7, !dbg !435
  %t73 = mul i32 %t69, %t7229, !dbg !435
  %t7630 = add i32 %.28, 7, !dbg !435
  %t77 = mul i32 %t73, %t7630, !dbg !435
  %t8031 = add i32 %.31, 7, !dbg !435
  %t81 = mul i32 %t77, %t8031, !dbg !435
  %t8432 = add i32 %.33, 7, !dbg !435
  %t85 = mul i32 %t81, %t8432, !dbg !435
  %t8833 = add i32 %.35, 7, !dbg !435
  %t89 = mul i32 %t85, %t8833, !dbg !435
  %t9234 = add i32 %.37, 7, !dbg !435
  %t93 = mul i32 %t89, %t9234, !dbg !435
  %t94 = add i64 %t5348, %t51, !dbg !434
  %t56 = icmp slt i64 %t94, %t52, !dbg !434
  br i1 %t56, label %b10, label %b12.preheader, !dbg !434

b13:                                              ; preds = %b12.preheader, %b13
  %t9653 = phi i32 [ %t116, %b13 ], [ %t54.lcssa, %b12.preheader ]
  %t9552 = phi i64 [ %t117, %b13 ], [ %t53.lcssa, %b12.preheader ]
  %t99 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t9552, !dbg !434
  %.39 = load <4 x i32>, ptr addrspace(1) %t99, align 16, !dbg !434, !amdgpu.noclobber !6
  %.40 = extractelement <4 x i32> %.39, i64 0, !dbg !434
  %.42 = extractelement <4 x i32> %.39, i64 1, !dbg !434
  %.44 = extractelement <4 x i32> %.39, i64 2, !dbg !434
  %.46 = extractelement <4 x i32> %.39, i64 3, !dbg !434
  %t10323 = add i32 %.40, 7, !dbg !435
  %t104 = mul i32 %t10323, %t9653, !dbg !435
  %t10724 = add i32 %.42, 7, !dbg !435
  %t108 = mul i32 %t104, %t10724, !dbg !435
  %t11125 = add i32 %.44, 7, !dbg !435
  %t112 = mul i32 %t108, %t11125, !dbg !435
  %t11526 = add i32 %.46, 7, !dbg !435
  %t116 = mul i32 %t112, %t11526, !dbg !435
  %t117 = add i64 %t9552, %t12, !dbg !434
  %t98 = icmp slt i64 %t117, %t19, !dbg !434
  br i1 %t98, label %b13, label %b15, !dbg !434

b15:                                              ; preds = %b13, %b12.preheader, %b7
  %t118 = phi i32 [ %t49, %b7 ], [ %t54.lcssa, %b12.preheader ], [ %t116, %b13 ]
  %t119 = phi i64 [ %t50, %b7 ], [ %t53.lcssa, %b12.preheader ], [ %t117, %b13 ]
  %t120 = shl i64 %a2, 2, !dbg !434
  %t123 = mul i64 %t12, %t120, !dbg !434
  %t12756 = icmp slt i64 %t119, %t21, !dbg !434
  br i1 %t12756, label %b17.lr.ph, label %b25, !dbg !434

b17.lr.ph:                                        ; preds = %b15
  %t121 = mul i64 %t119, %t120, !dbg !434
  %t122 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t121, !dbg !434
  %t129 = add i64 %a0, -1
  br label %b17, !dbg !434

b17:                                              ; preds = %b17.lr.ph, %b23
  %t12659 = phi i32 [ %t118, %b17.lr.ph ], [ %t155, %b23 ]
  %t12558 = phi i64 [ %t119, %b17.lr.ph ], [ %t156, %b23 ]
  %t12457 = phi ptr addrspace(1) [ %t122, %b17.lr.ph ], [ %t157, %b23 ]
  %t128.neg = mul i64 %t12558, -4, !dbg !434
  %t130 = add i64 %t129, %t128.neg, !dbg !434
  %.48 = load i32, ptr addrspace(1) %t12457, align 4, !dbg !434
  %t13319 = add i32 %.48, 7, !dbg !435
  %t134 = mul i32 %t13319, %t12659, !dbg !435
  %t135 = getelementptr inbounds i32, ptr addrspace(1) %t12457, i64 %a2, !dbg !434
  %t136 = icmp sgt i64 %t130, 0, !dbg !434
  br i1 %t136, label %b18, label %b19, !dbg !434

b18:                                              ; preds = %b17
  %.49 = load i32, ptr addrspace(1) %t135, align 4, !dbg !434
  %t13922 = add i32 %.49, 7, !dbg !435
  %t140 = mul i32 %t13922, %t134, !dbg !435
  br label %b19, !dbg !434

b19:                                              ; preds = %b18, %b17
  %t141 = phi i32 [ %t140, %b18 ], [ %t134, %b17 ]
  %t142 = getelementptr inbounds i32, ptr addrspace(1) %t135, i64 %a2, !dbg !434
  %t143 = icmp sgt i64 %t130, 1, !dbg !434
  br i1 %t143, label %b20, label %b21, !dbg !434

b20:                                              ; preds = %b19
  %.50 = load i32, ptr addrspace(1) %t142, align 4, !dbg !434
  %t14621 = add i32 %.50, 7, !dbg !435
  %t147 = mul i32 %t14621, %t141, !dbg !435
  br label %b21, !dbg !434

b21:                                              ; preds = %b20, %b19
  %t148 = phi i32 [ %t147, %b20 ], [ %t141, %b19 ]
  %t150 = icmp sgt i64 %t130, 2, !dbg !434
  br i1 %t150, label %b22, label %b23, !dbg !434

b22:                                              ; preds = %b21
  %t149 = getelementptr inbounds i32, ptr addrspace(1) %t142, i64 %a2, !dbg !434
  %.51 = load i32, ptr addrspace(1) %t149, align 4, !dbg !434
  %t15320 = add i32 %.51, 7, !dbg !435
  %t154 = mul i32 %t15320, %t148, !dbg !435
  br label %b23, !dbg !434

b23:                                              ; preds = %b22, %b21
  %t155 = phi i32 [ %t154, %b22 ], [ %t148, %b21 ]
  %t156 = add i64 %t12558, %t12, !dbg !434
  %t157 = getelementptr inbounds i32, ptr addrspace(1) %t12457, i64 %t123, !dbg !434
  %t127 = icmp slt i64 %t156, %t21, !dbg !434
  br i1 %t127, label %b17, label %b25, !dbg !434

b25:                                              ; preds = %b23, %b15, %entry
  %t158 = phi i32 [ 0, %entry ], [ %t118, %b15 ], [ %t155, %b23 ]
  %t159 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !434
  store i32 %t158, ptr addrspace(3) %t159, align 4, !dbg !434
  %t160 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !434
  %.52 = zext i1 %t22 to i8, !dbg !434
  store i8 %.52, ptr addrspace(3) %t160, align 1, !dbg !434
  fence syncscope("workgroup") release, !dbg !434
  tail call void @llvm.amdgcn.s.barrier(), !dbg !434
  fence syncscope("workgroup") acquire, !dbg !434
  %t161 = icmp slt i32 %.1, 128, !dbg !434
  br i1 %t161, label %b26, label %b31, !dbg !434

b26:                                              ; preds = %b25
  %t162 = add nsw i32 %.1, 128, !dbg !434
  %t163 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage1.shared.0, i32 %t162, !dbg !434
  %.53 = load i32, ptr addrspace(3) %t163, align 4, !dbg !434
  %t165 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage1.shared.1, i32 %t162, !dbg !434
  %.54 = load i8, ptr addrspace(3) %t165, align 1, !dbg !434
  %.55.not17 = icmp eq i8 %.54, 0, !dbg !434
  %t22.not = xor i1 %t22, true, !dbg !434
  %brmerge = select i1 %.55.not17, i1 true, i1 %t22.not, !dbg !434
  %t158.mux = select i1 %.55.not17, i32 %t158, i32 %.53, !dbg !434
  %t16818 = add i32 %.53, 7, !dbg !435
  %t169 = mul i32 %t16818, %t158, !dbg !435
  %spec.select = select i1 %brmerge, i32 %t158.mux, i32 %t169, !dbg !434
  %1 = xor i1 %.55.not17, true, !dbg !434
  %spec.select38 = select i1 %1, i1 true, i1 %t22, !dbg !434
  store i32 %spec.select, ptr addrspace(3) %t159, align 4, !dbg !434
  %.56 = zext i1 %spec.select38 to i8, !dbg !434
  store i8 %.56, ptr addrspace(3) %t160, align 1, !dbg !434
  br label %b31, !dbg !434

b31:                                              ; preds = %b26, %b25
  %t173 = phi i32 [ %spec.select, %b26 ], [ %t158, %b25 ]
  %t174 = phi i1 [ %spec.select38, %b26 ], [ %t22, %b25 ]
  fence syncscope("workgroup") release, !dbg !434
  tail call void @llvm.amdgcn.s.barrier(), !dbg !434
  fence syncscope("workgroup") acquire, !dbg !434
  %t175 = icmp slt i32 %.1, 64, !dbg !434
  br i1 %t175, label %b32, label %b37, !dbg !434

b32:                                              ; preds = %b31
  %t176 = add nsw i32 %.1, 64, !dbg !434
  %t177 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage1.shared.0, i32 %t176, !dbg !434
  %.57 = load i32, ptr addrspace(3) %t177, align 4, !dbg !434
  %t179 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage1.shared.1, i32 %t176, !dbg !434
  %.58 = load i8, ptr addrspace(3) %t179, align 1, !dbg !434
  %.59.not15 = icmp eq i8 %.58, 0, !dbg !434
  %t174.not = xor i1 %t174, true, !dbg !434
  %brmerge1 = select i1 %.59.not15, i1 true, i1 %t174.not, !dbg !434
  %t173.mux = select i1 %.59.not15, i32 %t173, i32 %.57, !dbg !434
  %t18216 = add i32 %.57, 7, !dbg !435
  %t183 = mul i32 %t18216, %t173, !dbg !435
  %spec.select39 = select i1 %brmerge1, i32 %t173.mux, i32 %t183, !dbg !434
  %2 = xor i1 %.59.not15, true, !dbg !434
  %spec.select40 = select i1 %2, i1 true, i1 %t174, !dbg !434
  store i32 %spec.select39, ptr addrspace(3) %t159, align 4, !dbg !434
  %.60 = zext i1 %spec.select40 to i8, !dbg !434
  store i8 %.60, ptr addrspace(3) %t160, align 1, !dbg !434
  br label %b37, !dbg !434

b37:                                              ; preds = %b32, %b31
  %t187 = phi i32 [ %spec.select39, %b32 ], [ %t173, %b31 ]
  %t188 = phi i1 [ %spec.select40, %b32 ], [ %t174, %b31 ]
  fence syncscope("workgroup") release, !dbg !434
  tail call void @llvm.amdgcn.s.barrier(), !dbg !434
  fence syncscope("workgroup") acquire, !dbg !434
  %t189 = icmp slt i32 %.1, 32, !dbg !434
  br i1 %t189, label %b38, label %b43, !dbg !434

b38:                                              ; preds = %b37
  %t190 = add nsw i32 %.1, 32, !dbg !434
  %t191 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage1.shared.0, i32 %t190, !dbg !434
  %.61 = load i32, ptr addrspace(3) %t191, align 4, !dbg !434
  %t193 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage1.shared.1, i32 %t190, !dbg !434
  %.62 = load i8, ptr addrspace(3) %t193, align 1, !dbg !434
  %.63.not13 = icmp eq i8 %.62, 0, !dbg !434
  %t188.not = xor i1 %t188, true, !dbg !434
  %brmerge2 = select i1 %.63.not13, i1 true, i1 %t188.not, !dbg !434
  %t187.mux = select i1 %.63.not13, i32 %t187, i32 %.61, !dbg !434
  %t19614 = add i32 %.61, 7, !dbg !435
  %t197 = mul i32 %t19614, %t187, !dbg !435
  %spec.select41 = select i1 %brmerge2, i32 %t187.mux, i32 %t197, !dbg !434
  %3 = xor i1 %.63.not13, true, !dbg !434
  %spec.select42 = select i1 %3, i1 true, i1 %t188, !dbg !434
  br label %b43, !dbg !434

b43:                                              ; preds = %b38, %b37
  %t201 = phi i32 [ %t187, %b37 ], [ %spec.select41, %b38 ]
  %t202 = phi i1 [ %t188, %b37 ], [ %spec.select42, %b38 ]
  br i1 %t189, label %b44, label %b65, !dbg !434

b44:                                              ; preds = %b43
  %.65 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !434
  %.66 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.65), !dbg !434
  %.67 = zext i32 %.66 to i64, !dbg !434
  %.68 = add nuw nsw i64 %.67, 16, !dbg !434
  %.69 = icmp ult i32 %.66, 48, !dbg !434
  %.70 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !434
  %.71 = and i64 %.68, 63, !dbg !434
  %4 = shl nuw i64 1, %.71, !dbg !434
  %5 = and i64 %4, %.70, !dbg !434
  %.73 = icmp ne i64 %5, 0, !dbg !434
  %.74 = and i1 %.69, %.73, !dbg !434
  %.75 = trunc i64 %.68 to i32, !dbg !434
  %.76 = shl i32 %.75, 2, !dbg !434
  %.77 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.76, i32 %t201), !dbg !434
  %t203 = select i1 %.74, i32 %.77, i32 %t201, !dbg !434
  %.91 = zext i1 %t202 to i32, !dbg !434
  %.92 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.76, i32 %.91), !dbg !434
  %6 = and i32 %.92, 1, !dbg !434
  %.93 = icmp ne i32 %6, 0, !dbg !434
  %t204 = select i1 %.74, i1 %.93, i1 %t202, !dbg !434
  %t205 = icmp slt i32 %.1, 16, !dbg !434
  %t206 = and i1 %t205, %t204, !dbg !434
  %7 = select i1 %t206, i1 %t202, i1 false, !dbg !434
  %t201.mux = select i1 %t206, i32 %t203, i32 %t201, !dbg !434
  %t2088 = add i32 %t203, 7, !dbg !435
  %t209 = mul i32 %t2088, %t201, !dbg !435
  %spec.select43 = select i1 %7, i32 %t209, i32 %t201.mux, !dbg !434
  %spec.select44 = select i1 %t206, i1 true, i1 %t202, !dbg !434
  %.98 = add nuw nsw i64 %.67, 8, !dbg !434
  %.99 = icmp ult i32 %.66, 56, !dbg !434
  %.101 = and i64 %.98, 63, !dbg !434
  %8 = shl nuw i64 1, %.101, !dbg !434
  %9 = and i64 %8, %.70, !dbg !434
  %.103 = icmp ne i64 %9, 0, !dbg !434
  %.104 = and i1 %.99, %.103, !dbg !434
  %.105 = trunc i64 %.98 to i32, !dbg !434
  %.106 = shl i32 %.105, 2, !dbg !434
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.106, i32 %spec.select43), !dbg !434
  %t213 = select i1 %.104, i32 %.107, i32 %spec.select43, !dbg !434
  %.121 = zext i1 %spec.select44 to i32, !dbg !434
  %.122 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.106, i32 %.121), !dbg !434
  %10 = and i32 %.122, 1, !dbg !434
  %.123 = icmp ne i32 %10, 0, !dbg !434
  %t214 = select i1 %.104, i1 %.123, i1 %spec.select44, !dbg !434
  %t215 = icmp slt i32 %.1, 24, !dbg !434
  %t216 = and i1 %t215, %t214, !dbg !434
  %11 = select i1 %t216, i1 %spec.select44, i1 false, !dbg !434
  %t211.mux = select i1 %t216, i32 %t213, i32 %spec.select43, !dbg !434
  %t2189 = add i32 %t213, 7, !dbg !435
  %t219 = mul i32 %t2189, %spec.select43, !dbg !435
  %t221 = select i1 %11, i32 %t219, i32 %t211.mux, !dbg !434
  %t222 = select i1 %t216, i1 true, i1 %spec.select44, !dbg !434
  %.128 = add nuw nsw i64 %.67, 4, !dbg !434
  %.129 = icmp ult i32 %.66, 60, !dbg !434
  %.131 = and i64 %.128, 63, !dbg !434
  %12 = shl nuw i64 1, %.131, !dbg !434
  %13 = and i64 %12, %.70, !dbg !434
  %.133 = icmp ne i64 %13, 0, !dbg !434
  %.134 = and i1 %.129, %.133, !dbg !434
  %.135 = trunc i64 %.128 to i32, !dbg !434
  %.136 = shl i32 %.135, 2, !dbg !434
  %.137 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %t221), !dbg !434
  %t223 = select i1 %.134, i32 %.137, i32 %t221, !dbg !434
  %.151 = zext i1 %t222 to i32, !dbg !434
  %.152 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %.151), !dbg !434
  %14 = and i32 %.152, 1, !dbg !434
  %.153 = icmp ne i32 %14, 0, !dbg !434
  %t224 = select i1 %.134, i1 %.153, i1 %t222, !dbg !434
  %t225 = icmp slt i32 %.1, 28, !dbg !434
  %t226 = and i1 %t225, %t224, !dbg !434
  %15 = select i1 %t226, i1 %t222, i1 false, !dbg !434
  %t221.mux = select i1 %t226, i32 %t223, i32 %t221, !dbg !434
  %t22810 = add i32 %t223, 7, !dbg !435
  %t229 = mul i32 %t22810, %t221, !dbg !435
  %t231 = select i1 %15, i32 %t229, i32 %t221.mux, !dbg !434
  %t232 = select i1 %t226, i1 true, i1 %t222, !dbg !434
  %.158 = add nuw nsw i64 %.67, 2, !dbg !434
  %.159 = icmp ult i32 %.66, 62, !dbg !434
  %.161 = and i64 %.158, 63, !dbg !434
  %16 = shl nuw i64 1, %.161, !dbg !434
  %17 = and i64 %16, %.70, !dbg !434
  %.163 = icmp ne i64 %17, 0, !dbg !434
  %.164 = and i1 %.159, %.163, !dbg !434
  %.165 = trunc i64 %.158 to i32, !dbg !434
  %.166 = shl i32 %.165, 2, !dbg !434
  %.167 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.166, i32 %t231), !dbg !434
  %t233 = select i1 %.164, i32 %.167, i32 %t231, !dbg !434
  %.181 = zext i1 %t232 to i32, !dbg !434
  %.182 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.166, i32 %.181), !dbg !434
  %18 = and i32 %.182, 1, !dbg !434
  %.183 = icmp ne i32 %18, 0, !dbg !434
  %t234 = select i1 %.164, i1 %.183, i1 %t232, !dbg !434
  %t235 = icmp slt i32 %.1, 30, !dbg !434
  %t236 = and i1 %t235, %t234, !dbg !434
  %19 = select i1 %t236, i1 %t232, i1 false, !dbg !434
  %t231.mux = select i1 %t236, i32 %t233, i32 %t231, !dbg !434
  %t23811 = add i32 %t233, 7, !dbg !435
  %t239 = mul i32 %t23811, %t231, !dbg !435
  %t241 = select i1 %19, i32 %t239, i32 %t231.mux, !dbg !434
  %t242 = select i1 %t236, i1 true, i1 %t232, !dbg !434
  %.188 = add nuw nsw i64 %.67, 1, !dbg !434
  %.189 = icmp ult i32 %.66, 63, !dbg !434
  %.191 = and i64 %.188, 63, !dbg !434
  %20 = shl nuw i64 1, %.191, !dbg !434
  %21 = and i64 %20, %.70, !dbg !434
  %.193 = icmp ne i64 %21, 0, !dbg !434
  %.194 = and i1 %.189, %.193, !dbg !434
  %.195 = trunc i64 %.188 to i32, !dbg !434
  %.196 = shl i32 %.195, 2, !dbg !434
  %.197 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.196, i32 %t241), !dbg !434
  %t243 = select i1 %.194, i32 %.197, i32 %t241, !dbg !434
  %.211 = zext i1 %t242 to i32, !dbg !434
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.196, i32 %.211), !dbg !434
  %22 = and i32 %.212, 1, !dbg !434
  %.213 = icmp ne i32 %22, 0, !dbg !434
  %t244 = select i1 %.194, i1 %.213, i1 %t242, !dbg !434
  %t245 = icmp ne i32 %.1, 31, !dbg !434
  %t246 = and i1 %t245, %t244, !dbg !434
  %23 = select i1 %t246, i1 %t242, i1 false, !dbg !434
  %t241.mux = select i1 %t246, i32 %t243, i32 %t241, !dbg !434
  %t24812 = add i32 %t243, 7, !dbg !435
  %t249 = mul i32 %t24812, %t241, !dbg !435
  %spec.select45 = select i1 %23, i32 %t249, i32 %t241.mux, !dbg !434
  %spec.select46 = select i1 %t246, i1 true, i1 %t242, !dbg !434
  br label %b65, !dbg !434

b65:                                              ; preds = %b44, %b43
  %t253 = phi i32 [ %t201, %b43 ], [ %spec.select45, %b44 ]
  %t254 = phi i1 [ %t202, %b43 ], [ %spec.select46, %b44 ]
  %t255 = icmp eq i32 %.1, 0, !dbg !434
  %t256 = and i1 %t255, %t254, !dbg !434
  br i1 %t256, label %b66, label %b67, !dbg !434

b66:                                              ; preds = %b65
  %t257 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t5, !dbg !434
  store i32 %t253, ptr addrspace(1) %t257, align 4, !dbg !434
  br label %b67, !dbg !434

b67:                                              ; preds = %b66, %b65
  ret void, !dbg !434
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i32 %a3, i8 %a4) local_unnamed_addr #1 !dbg !436 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !437
  %t3 = sext i32 %.2 to i64, !dbg !437
  %t4 = add i64 %a0, 3, !dbg !437
  %t5 = ashr i64 %t4, 2, !dbg !437
  %t6 = icmp sgt i64 %t5, %t3, !dbg !437
  br i1 %t6, label %b1, label %b17, !dbg !437

b1:                                               ; preds = %entry
  %t7 = shl nsw i64 %t3, 2, !dbg !437
  %t8 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t7, !dbg !437
  %.3 = load i32, ptr addrspace(1) %t8, align 4, !dbg !437, !amdgpu.noclobber !6
  %0 = xor i64 %t7, -1, !dbg !437
  %t11 = add i64 %0, %a0, !dbg !437
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %t8, i64 1, !dbg !437
  %t13 = icmp sgt i64 %t11, 0, !dbg !437
  br i1 %t13, label %b2, label %b3, !dbg !437

b2:                                               ; preds = %b1
  %.4 = load i32, ptr addrspace(1) %t12, align 4, !dbg !437, !amdgpu.noclobber !6
  %t1627 = add i32 %.4, 7, !dbg !438
  %t17 = mul i32 %t1627, %.3, !dbg !438
  br label %b3, !dbg !437

b3:                                               ; preds = %b2, %b1
  %t18 = phi i32 [ %t17, %b2 ], [ %.3, %b1 ]
  %t19 = getelementptr inbounds i32, ptr addrspace(1) %t12, i64 1, !dbg !437
  %t20 = icmp sgt i64 %t11, 1, !dbg !437
  br i1 %t20, label %b4, label %b5, !dbg !437

b4:                                               ; preds = %b3
  %.5 = load i32, ptr addrspace(1) %t19, align 4, !dbg !437, !amdgpu.noclobber !6
  %t2326 = add i32 %.5, 7, !dbg !438
  %t24 = mul i32 %t2326, %t18, !dbg !438
  br label %b5, !dbg !437

b5:                                               ; preds = %b4, %b3
  %t25 = phi i32 [ %t24, %b4 ], [ %t18, %b3 ]
  %t27 = icmp sgt i64 %t11, 2, !dbg !437
  br i1 %t27, label %b6, label %b7, !dbg !437

b6:                                               ; preds = %b5
  %t26 = getelementptr inbounds i32, ptr addrspace(1) %t19, i64 1, !dbg !437
  %.6 = load i32, ptr addrspace(1) %t26, align 4, !dbg !437, !amdgpu.noclobber !6
  %t3025 = add i32 %.6, 7, !dbg !438
  %t31 = mul i32 %t3025, %t25, !dbg !438
  br label %b7, !dbg !437

b7:                                               ; preds = %b6, %b5
  %t32 = phi i32 [ %t31, %b6 ], [ %t25, %b5 ]
  %t33 = add nsw i64 %t3, 256, !dbg !437
  %t3939 = icmp slt i64 %t33, %t5, !dbg !437
  br i1 %t3939, label %b9.lr.ph, label %b17, !dbg !437

b9.lr.ph:                                         ; preds = %b7
  %t34 = shl nsw i64 %t33, 2, !dbg !437
  %t35 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t34, !dbg !437
  %t41 = add i64 %a0, -1
  br label %b9, !dbg !437

b9:                                               ; preds = %b9.lr.ph, %b15
  %t3842 = phi i32 [ %t32, %b9.lr.ph ], [ %t67, %b15 ]
  %t3741 = phi i64 [ %t33, %b9.lr.ph ], [ %t68, %b15 ]
  %t3640 = phi ptr addrspace(1) [ %t35, %b9.lr.ph ], [ %t69, %b15 ]
  %t40.neg = mul i64 %t3741, -4, !dbg !437
  %t42 = add i64 %t41, %t40.neg, !dbg !437
  %.7 = load i32, ptr addrspace(1) %t3640, align 4, !dbg !437
  %t4521 = add i32 %.7, 7, !dbg !438
  %t46 = mul i32 %t4521, %t3842, !dbg !438
  %t48 = icmp sgt i64 %t42, 0, !dbg !437
  br i1 %t48, label %b10, label %b11, !dbg !437

b10:                                              ; preds = %b9
  %t47 = getelementptr inbounds i32, ptr addrspace(1) %t3640, i64 1, !dbg !437
  %.8 = load i32, ptr addrspace(1) %t47, align 4, !dbg !437
  %t5124 = add i32 %.8, 7, !dbg !438
  %t52 = mul i32 %t5124, %t46, !dbg !438
  br label %b11, !dbg !437

b11:                                              ; preds = %b10, %b9
  %t53 = phi i32 [ %t52, %b10 ], [ %t46, %b9 ]
  %t55 = icmp sgt i64 %t42, 1, !dbg !437
  br i1 %t55, label %b12, label %b13, !dbg !437

b12:                                              ; preds = %b11
  %t54 = getelementptr inbounds i32, ptr addrspace(1) %t3640, i64 2, !dbg !437
  %.9 = load i32, ptr addrspace(1) %t54, align 4, !dbg !437
  %t5823 = add i32 %.9, 7, !dbg !438
  %t59 = mul i32 %t5823, %t53, !dbg !438
  br label %b13, !dbg !437

b13:                                              ; preds = %b12, %b11
  %t60 = phi i32 [ %t59, %b12 ], [ %t53, %b11 ]
  %t62 = icmp sgt i64 %t42, 2, !dbg !437
  br i1 %t62, label %b14, label %b15, !dbg !437

b14:                                              ; preds = %b13
  %t61 = getelementptr inbounds i32, ptr addrspace(1) %t3640, i64 3, !dbg !437
  %.10 = load i32, ptr addrspace(1) %t61, align 4, !dbg !437
  %t6522 = add i32 %.10, 7, !dbg !438
  %t66 = mul i32 %t6522, %t60, !dbg !438
  br label %b15, !dbg !437

b15:                                              ; preds = %b14, %b13
  %t67 = phi i32 [ %t66, %b14 ], [ %t60, %b13 ]
  %t68 = add nsw i64 %t3741, 256, !dbg !437
  %t69 = getelementptr inbounds i32, ptr addrspace(1) %t3640, i64 1024, !dbg !437
  %t39 = icmp slt i64 %t68, %t5, !dbg !437
  br i1 %t39, label %b9, label %b17, !dbg !437

b17:                                              ; preds = %b15, %b7, %entry
  %t70 = phi i32 [ 0, %entry ], [ %t32, %b7 ], [ %t67, %b15 ]
  %t71 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !437
  store i32 %t70, ptr addrspace(3) %t71, align 4, !dbg !437
  %t72 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !437
  %.11 = zext i1 %t6 to i8, !dbg !437
  store i8 %.11, ptr addrspace(3) %t72, align 1, !dbg !437
  fence syncscope("workgroup") release, !dbg !437
  tail call void @llvm.amdgcn.s.barrier(), !dbg !437
  fence syncscope("workgroup") acquire, !dbg !437
  %t73 = icmp slt i32 %.2, 128, !dbg !437
  br i1 %t73, label %b18, label %b23, !dbg !437

b18:                                              ; preds = %b17
  %t74 = add nsw i32 %.2, 128, !dbg !437
  %t75 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage2.shared.0, i32 %t74, !dbg !437
  %.12 = load i32, ptr addrspace(3) %t75, align 4, !dbg !437
  %t77 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage2.shared.1, i32 %t74, !dbg !437
  %.13 = load i8, ptr addrspace(3) %t77, align 1, !dbg !437
  %.14.not19 = icmp eq i8 %.13, 0, !dbg !437
  %t6.not = xor i1 %t6, true, !dbg !437
  %brmerge = select i1 %.14.not19, i1 true, i1 %t6.not, !dbg !437
  %t70.mux = select i1 %.14.not19, i32 %t70, i32 %.12, !dbg !437
  %t8020 = add i32 %.12, 7, !dbg !438
  %t81 = mul i32 %t8020, %t70, !dbg !438
  %spec.select = select i1 %brmerge, i32 %t70.mux, i32 %t81, !dbg !437
  %1 = xor i1 %.14.not19, true, !dbg !437
  %spec.select28 = select i1 %1, i1 true, i1 %t6, !dbg !437
  store i32 %spec.select, ptr addrspace(3) %t71, align 4, !dbg !437
  %.15 = zext i1 %spec.select28 to i8, !dbg !437
  store i8 %.15, ptr addrspace(3) %t72, align 1, !dbg !437
  br label %b23, !dbg !437

b23:                                              ; preds = %b18, %b17
  %t85 = phi i32 [ %spec.select, %b18 ], [ %t70, %b17 ]
  %t86 = phi i1 [ %spec.select28, %b18 ], [ %t6, %b17 ]
  fence syncscope("workgroup") release, !dbg !437
  tail call void @llvm.amdgcn.s.barrier(), !dbg !437
  fence syncscope("workgroup") acquire, !dbg !437
  %t87 = icmp slt i32 %.2, 64, !dbg !437
  br i1 %t87, label %b24, label %b29, !dbg !437

b24:                                              ; preds = %b23
  %t88 = add nsw i32 %.2, 64, !dbg !437
  %t89 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage2.shared.0, i32 %t88, !dbg !437
  %.16 = load i32, ptr addrspace(3) %t89, align 4, !dbg !437
  %t91 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage2.shared.1, i32 %t88, !dbg !437
  %.17 = load i8, ptr addrspace(3) %t91, align 1, !dbg !437
  %.18.not17 = icmp eq i8 %.17, 0, !dbg !437
  %t86.not = xor i1 %t86, true, !dbg !437
  %brmerge1 = select i1 %.18.not17, i1 true, i1 %t86.not, !dbg !437
  %t85.mux = select i1 %.18.not17, i32 %t85, i32 %.16, !dbg !437
  %t9418 = add i32 %.16, 7, !dbg !438
  %t95 = mul i32 %t9418, %t85, !dbg !438
  %spec.select29 = select i1 %brmerge1, i32 %t85.mux, i32 %t95, !dbg !437
  %2 = xor i1 %.18.not17, true, !dbg !437
  %spec.select30 = select i1 %2, i1 true, i1 %t86, !dbg !437
  store i32 %spec.select29, ptr addrspace(3) %t71, align 4, !dbg !437
  %.19 = zext i1 %spec.select30 to i8, !dbg !437
  store i8 %.19, ptr addrspace(3) %t72, align 1, !dbg !437
  br label %b29, !dbg !437

b29:                                              ; preds = %b24, %b23
  %t99 = phi i32 [ %spec.select29, %b24 ], [ %t85, %b23 ]
  %t100 = phi i1 [ %spec.select30, %b24 ], [ %t86, %b23 ]
  fence syncscope("workgroup") release, !dbg !437
  tail call void @llvm.amdgcn.s.barrier(), !dbg !437
  fence syncscope("workgroup") acquire, !dbg !437
  %t101 = icmp slt i32 %.2, 32, !dbg !437
  br i1 %t101, label %b30, label %b35, !dbg !437

b30:                                              ; preds = %b29
  %t102 = add nsw i32 %.2, 32, !dbg !437
  %t103 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage2.shared.0, i32 %t102, !dbg !437
  %.20 = load i32, ptr addrspace(3) %t103, align 4, !dbg !437
  %t105 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage2.shared.1, i32 %t102, !dbg !437
  %.21 = load i8, ptr addrspace(3) %t105, align 1, !dbg !437
  %.22.not15 = icmp eq i8 %.21, 0, !dbg !437
  %t100.not = xor i1 %t100, true, !dbg !437
  %brmerge2 = select i1 %.22.not15, i1 true, i1 %t100.not, !dbg !437
  %t99.mux = select i1 %.22.not15, i32 %t99, i32 %.20, !dbg !437
  %t10816 = add i32 %.20, 7, !dbg !438
  %t109 = mul i32 %t10816, %t99, !dbg !438
  %spec.select31 = select i1 %brmerge2, i32 %t99.mux, i32 %t109, !dbg !437
  %3 = xor i1 %.22.not15, true, !dbg !437
  %spec.select32 = select i1 %3, i1 true, i1 %t100, !dbg !437
  br label %b35, !dbg !437

b35:                                              ; preds = %b30, %b29
  %t113 = phi i32 [ %t99, %b29 ], [ %spec.select31, %b30 ]
  %t114 = phi i1 [ %t100, %b29 ], [ %spec.select32, %b30 ]
  br i1 %t101, label %b36, label %b57, !dbg !437

b36:                                              ; preds = %b35
  %.24 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !437
  %.25 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.24), !dbg !437
  %.26 = zext i32 %.25 to i64, !dbg !437
  %.27 = add nuw nsw i64 %.26, 16, !dbg !437
  %.28 = icmp ult i32 %.25, 48, !dbg !437
  %.29 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !437
  %.30 = and i64 %.27, 63, !dbg !437
  %4 = shl nuw i64 1, %.30, !dbg !437
  %5 = and i64 %4, %.29, !dbg !437
  %.32 = icmp ne i64 %5, 0, !dbg !437
  %.33 = and i1 %.28, %.32, !dbg !437
  %.34 = trunc i64 %.27 to i32, !dbg !437
  %.35 = shl i32 %.34, 2, !dbg !437
  %.36 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.35, i32 %t113), !dbg !437
  %t115 = select i1 %.33, i32 %.36, i32 %t113, !dbg !437
  %.50 = zext i1 %t114 to i32, !dbg !437
  %.51 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.35, i32 %.50), !dbg !437
  %6 = and i32 %.51, 1, !dbg !437
  %.52 = icmp ne i32 %6, 0, !dbg !437
  %t116 = select i1 %.33, i1 %.52, i1 %t114, !dbg !437
  %t117 = icmp slt i32 %.2, 16, !dbg !437
  %t118 = and i1 %t117, %t116, !dbg !437
  %7 = select i1 %t118, i1 %t114, i1 false, !dbg !437
  %t113.mux = select i1 %t118, i32 %t115, i32 %t113, !dbg !437
  %t12010 = add i32 %t115, 7, !dbg !438
  %t121 = mul i32 %t12010, %t113, !dbg !438
  %spec.select33 = select i1 %7, i32 %t121, i32 %t113.mux, !dbg !437
  %spec.select34 = select i1 %t118, i1 true, i1 %t114, !dbg !437
  %.57 = add nuw nsw i64 %.26, 8, !dbg !437
  %.58 = icmp ult i32 %.25, 56, !dbg !437
  %.60 = and i64 %.57, 63, !dbg !437
  %8 = shl nuw i64 1, %.60, !dbg !437
  %9 = and i64 %8, %.29, !dbg !437
  %.62 = icmp ne i64 %9, 0, !dbg !437
  %.63 = and i1 %.58, %.62, !dbg !437
  %.64 = trunc i64 %.57 to i32, !dbg !437
  %.65 = shl i32 %.64, 2, !dbg !437
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.65, i32 %spec.select33), !dbg !437
  %t125 = select i1 %.63, i32 %.66, i32 %spec.select33, !dbg !437
  %.80 = zext i1 %spec.select34 to i32, !dbg !437
  %.81 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.65, i32 %.80), !dbg !437
  %10 = and i32 %.81, 1, !dbg !437
  %.82 = icmp ne i32 %10, 0, !dbg !437
  %t126 = select i1 %.63, i1 %.82, i1 %spec.select34, !dbg !437
  %t127 = icmp slt i32 %.2, 24, !dbg !437
  %t128 = and i1 %t127, %t126, !dbg !437
  %11 = select i1 %t128, i1 %spec.select34, i1 false, !dbg !437
  %t123.mux = select i1 %t128, i32 %t125, i32 %spec.select33, !dbg !437
  %t13011 = add i32 %t125, 7, !dbg !438
  %t131 = mul i32 %t13011, %spec.select33, !dbg !438
  %t133 = select i1 %11, i32 %t131, i32 %t123.mux, !dbg !437
  %t134 = select i1 %t128, i1 true, i1 %spec.select34, !dbg !437
  %.87 = add nuw nsw i64 %.26, 4, !dbg !437
  %.88 = icmp ult i32 %.25, 60, !dbg !437
  %.90 = and i64 %.87, 63, !dbg !437
  %12 = shl nuw i64 1, %.90, !dbg !437
  %13 = and i64 %12, %.29, !dbg !437
  %.92 = icmp ne i64 %13, 0, !dbg !437
  %.93 = and i1 %.88, %.92, !dbg !437
  %.94 = trunc i64 %.87 to i32, !dbg !437
  %.95 = shl i32 %.94, 2, !dbg !437
  %.96 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.95, i32 %t133), !dbg !437
  %t135 = select i1 %.93, i32 %.96, i32 %t133, !dbg !437
  %.110 = zext i1 %t134 to i32, !dbg !437
  %.111 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.95, i32 %.110), !dbg !437
  %14 = and i32 %.111, 1, !dbg !437
  %.112 = icmp ne i32 %14, 0, !dbg !437
  %t136 = select i1 %.93, i1 %.112, i1 %t134, !dbg !437
  %t137 = icmp slt i32 %.2, 28, !dbg !437
  %t138 = and i1 %t137, %t136, !dbg !437
  %15 = select i1 %t138, i1 %t134, i1 false, !dbg !437
  %t133.mux = select i1 %t138, i32 %t135, i32 %t133, !dbg !437
  %t14012 = add i32 %t135, 7, !dbg !438
  %t141 = mul i32 %t14012, %t133, !dbg !438
  %t143 = select i1 %15, i32 %t141, i32 %t133.mux, !dbg !437
  %t144 = select i1 %t138, i1 true, i1 %t134, !dbg !437
  %.117 = add nuw nsw i64 %.26, 2, !dbg !437
  %.118 = icmp ult i32 %.25, 62, !dbg !437
  %.120 = and i64 %.117, 63, !dbg !437
  %16 = shl nuw i64 1, %.120, !dbg !437
  %17 = and i64 %16, %.29, !dbg !437
  %.122 = icmp ne i64 %17, 0, !dbg !437
  %.123 = and i1 %.118, %.122, !dbg !437
  %.124 = trunc i64 %.117 to i32, !dbg !437
  %.125 = shl i32 %.124, 2, !dbg !437
  %.126 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %t143), !dbg !437
  %t145 = select i1 %.123, i32 %.126, i32 %t143, !dbg !437
  %.140 = zext i1 %t144 to i32, !dbg !437
  %.141 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %.140), !dbg !437
  %18 = and i32 %.141, 1, !dbg !437
  %.142 = icmp ne i32 %18, 0, !dbg !437
  %t146 = select i1 %.123, i1 %.142, i1 %t144, !dbg !437
  %t147 = icmp slt i32 %.2, 30, !dbg !437
  %t148 = and i1 %t147, %t146, !dbg !437
  %19 = select i1 %t148, i1 %t144, i1 false, !dbg !437
  %t143.mux = select i1 %t148, i32 %t145, i32 %t143, !dbg !437
  %t15013 = add i32 %t145, 7, !dbg !438
  %t151 = mul i32 %t15013, %t143, !dbg !438
  %t153 = select i1 %19, i32 %t151, i32 %t143.mux, !dbg !437
  %t154 = select i1 %t148, i1 true, i1 %t144, !dbg !437
  %.147 = add nuw nsw i64 %.26, 1, !dbg !437
  %.148 = icmp ult i32 %.25, 63, !dbg !437
  %.150 = and i64 %.147, 63, !dbg !437
  %20 = shl nuw i64 1, %.150, !dbg !437
  %21 = and i64 %20, %.29, !dbg !437
  %.152 = icmp ne i64 %21, 0, !dbg !437
  %.153 = and i1 %.148, %.152, !dbg !437
  %.154 = trunc i64 %.147 to i32, !dbg !437
  %.155 = shl i32 %.154, 2, !dbg !437
  %.156 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.155, i32 %t153), !dbg !437
  %t155 = select i1 %.153, i32 %.156, i32 %t153, !dbg !437
  %.170 = zext i1 %t154 to i32, !dbg !437
  %.171 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.155, i32 %.170), !dbg !437
  %22 = and i32 %.171, 1, !dbg !437
  %.172 = icmp ne i32 %22, 0, !dbg !437
  %t156 = select i1 %.153, i1 %.172, i1 %t154, !dbg !437
  %t157 = icmp ne i32 %.2, 31, !dbg !437
  %t158 = and i1 %t157, %t156, !dbg !437
  %23 = select i1 %t158, i1 %t154, i1 false, !dbg !437
  %t153.mux = select i1 %t158, i32 %t155, i32 %t153, !dbg !437
  %t16014 = add i32 %t155, 7, !dbg !438
  %t161 = mul i32 %t16014, %t153, !dbg !438
  %spec.select37 = select i1 %23, i32 %t161, i32 %t153.mux, !dbg !437
  %spec.select38 = select i1 %t158, i1 true, i1 %t154, !dbg !437
  br label %b57, !dbg !437

b57:                                              ; preds = %b36, %b35
  %t165 = phi i32 [ %t113, %b35 ], [ %spec.select37, %b36 ]
  %t166 = phi i1 [ %t114, %b35 ], [ %spec.select38, %b36 ]
  %t167 = icmp eq i32 %.2, 0, !dbg !437
  %spec.select36 = select i1 %t166, i1 true, i1 %.1, !dbg !437
  %or.cond = select i1 %t167, i1 %spec.select36, i1 false, !dbg !437
  br i1 %or.cond, label %b63, label %b64, !dbg !437

b63:                                              ; preds = %b57
  %24 = select i1 %t166, i1 %.1, i1 false, !dbg !437
  %t1689 = add i32 %t165, 7, !dbg !438
  %t170 = mul i32 %t1689, %a3, !dbg !438
  %a3.mux = select i1 %t166, i32 %t165, i32 %a3, !dbg !437
  %spec.select35 = select i1 %24, i32 %t170, i32 %a3.mux, !dbg !437
  store i32 %spec.select35, ptr addrspace(1) %a2, align 4, !dbg !437
  br label %b64, !dbg !437

b64:                                              ; preds = %b63, %b57
  ret void, !dbg !437
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i32 %a2, ptr addrspace(1) readonly %a3, i32 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !439 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !440
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !440
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !440
  %t3 = sext i32 %.1 to i64, !dbg !440
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !440
  %t5 = sext i32 %.2 to i64, !dbg !440
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !440
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !440
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !440, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !440
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !440
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !440, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !440
  %.15 = add i32 %.14, %.9, !dbg !440
  %.16 = udiv i32 %.15, %.6, !dbg !440
  %t9 = sext i32 %.16 to i64, !dbg !440
  %t10 = mul nsw i64 %t7, %t5, !dbg !440
  %t11 = add nsw i64 %t10, %t3, !dbg !440
  %t12 = mul nsw i64 %t9, %t7, !dbg !440
  %t142 = icmp slt i64 %t11, %a0, !dbg !440
  br i1 %t142, label %b2, label %b7, !dbg !440

b2:                                               ; preds = %entry, %b6
  %t133 = phi i64 [ %t25, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !440

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t133, !dbg !440
  %.17 = load i32, ptr addrspace(1) %t15, align 4, !dbg !440
  br label %b4, !dbg !440

b4:                                               ; preds = %b3, %b2
  %t17 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !440

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t133, !dbg !440
  %.18 = load i32, ptr addrspace(1) %t18, align 4, !dbg !440
  br label %b6, !dbg !440

b6:                                               ; preds = %b5, %b4
  %t20 = phi i32 [ %.18, %b5 ], [ %a4, %b4 ]
  %t221 = add i32 %t20, 7, !dbg !441
  %t23 = mul i32 %t221, %t17, !dbg !441
  %t24 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t133, !dbg !440
  store i32 %t23, ptr addrspace(1) %t24, align 4, !dbg !440
  %t25 = add i64 %t133, %t12, !dbg !440
  %t14 = icmp slt i64 %t25, %a0, !dbg !440
  br i1 %t14, label %b2, label %b7, !dbg !440

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !440
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i32 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !442 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !443
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !443
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !443
  %t3 = sext i32 %.1 to i64, !dbg !443
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !443
  %t5 = sext i32 %.2 to i64, !dbg !443
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !443
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !443
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !443, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !443
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !443
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !443, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !443
  %.15 = add i32 %.14, %.9, !dbg !443
  %.16 = udiv i32 %.15, %.6, !dbg !443
  %t9 = sext i32 %.16 to i64, !dbg !443
  %t10 = mul nsw i64 %t7, %t5, !dbg !443
  %t11 = add nsw i64 %t10, %t3, !dbg !443
  %t12 = mul nsw i64 %t9, %t7, !dbg !443
  %t13 = icmp sgt i64 %a1, 7, !dbg !443
  %t15 = icmp sgt i64 %a1, 6, !dbg !443
  %t17 = icmp sgt i64 %a1, 5, !dbg !443
  %t19 = icmp sgt i64 %a1, 4, !dbg !443
  %t21 = icmp sgt i64 %a1, 3, !dbg !443
  %t23 = icmp sgt i64 %a1, 2, !dbg !443
  %t25 = icmp sgt i64 %a1, 1, !dbg !443
  %t27 = icmp sgt i64 %a1, 0, !dbg !443
  %t292 = icmp slt i64 %t11, %a0, !dbg !443
  br i1 %t292, label %b2, label %b23, !dbg !443

b2:                                               ; preds = %entry, %b22
  %t283 = phi i64 [ %t151, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !443

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t283, %a9, !dbg !443
  %t33 = mul i64 %t31, %a9, !dbg !443
  %t34 = sub nuw i64 %t283, %t33, !dbg !443
  %t35 = mul i64 %t34, %a19, !dbg !443
  %t36 = mul i64 %t34, %a29, !dbg !443
  %t37 = mul i64 %t34, %a38, !dbg !443
  br label %b4, !dbg !443

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t283, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !443

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !443
  %t45 = mul i64 %t43, %a8, !dbg !443
  %t46 = sub i64 %t38, %t45, !dbg !443
  %t47 = mul i64 %t46, %a18, !dbg !443
  %t48 = add i64 %t47, %t39, !dbg !443
  %t49 = mul i64 %t46, %a28, !dbg !443
  %t50 = add i64 %t49, %t40, !dbg !443
  %t51 = mul i64 %t46, %a37, !dbg !443
  %t52 = add i64 %t51, %t41, !dbg !443
  br label %b6, !dbg !443

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !443

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !443
  %t60 = mul i64 %t58, %a7, !dbg !443
  %t61 = sub i64 %t53, %t60, !dbg !443
  %t62 = mul i64 %t61, %a17, !dbg !443
  %t63 = add i64 %t62, %t54, !dbg !443
  %t64 = mul i64 %t61, %a27, !dbg !443
  %t65 = add i64 %t64, %t55, !dbg !443
  %t66 = mul i64 %t61, %a36, !dbg !443
  %t67 = add i64 %t66, %t56, !dbg !443
  br label %b8, !dbg !443

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !443

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !443
  %t75 = mul i64 %t73, %a6, !dbg !443
  %t76 = sub i64 %t68, %t75, !dbg !443
  %t77 = mul i64 %t76, %a16, !dbg !443
  %t78 = add i64 %t77, %t69, !dbg !443
  %t79 = mul i64 %t76, %a26, !dbg !443
  %t80 = add i64 %t79, %t70, !dbg !443
  %t81 = mul i64 %t76, %a35, !dbg !443
  %t82 = add i64 %t81, %t71, !dbg !443
  br label %b10, !dbg !443

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !443

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !443
  %t90 = mul i64 %t88, %a5, !dbg !443
  %t91 = sub i64 %t83, %t90, !dbg !443
  %t92 = mul i64 %t91, %a15, !dbg !443
  %t93 = add i64 %t92, %t84, !dbg !443
  %t94 = mul i64 %t91, %a25, !dbg !443
  %t95 = add i64 %t94, %t85, !dbg !443
  %t96 = mul i64 %t91, %a34, !dbg !443
  %t97 = add i64 %t96, %t86, !dbg !443
  br label %b12, !dbg !443

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !443

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !443
  %t105 = mul i64 %t103, %a4, !dbg !443
  %t106 = sub i64 %t98, %t105, !dbg !443
  %t107 = mul i64 %t106, %a14, !dbg !443
  %t108 = add i64 %t107, %t99, !dbg !443
  %t109 = mul i64 %t106, %a24, !dbg !443
  %t110 = add i64 %t109, %t100, !dbg !443
  %t111 = mul i64 %t106, %a33, !dbg !443
  %t112 = add i64 %t111, %t101, !dbg !443
  br label %b14, !dbg !443

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !443

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !443
  %t120 = mul i64 %t118, %a3, !dbg !443
  %t121 = sub i64 %t113, %t120, !dbg !443
  %t122 = mul i64 %t121, %a13, !dbg !443
  %t123 = add i64 %t122, %t114, !dbg !443
  %t124 = mul i64 %t121, %a23, !dbg !443
  %t125 = add i64 %t124, %t115, !dbg !443
  %t126 = mul i64 %t121, %a32, !dbg !443
  %t127 = add i64 %t126, %t116, !dbg !443
  br label %b16, !dbg !443

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !443

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !443
  %t133 = add i64 %t129, %t132, !dbg !443
  %t134 = mul i64 %t128, %a22, !dbg !443
  %t135 = add i64 %t130, %t134, !dbg !443
  %t136 = mul i64 %t128, %a31, !dbg !443
  %t137 = add i64 %t131, %t136, !dbg !443
  br label %b18, !dbg !443

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !443

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t138, !dbg !443
  %.17 = load i32, ptr addrspace(1) %t141, align 4, !dbg !443
  br label %b20, !dbg !443

b20:                                              ; preds = %b19, %b18
  %t143 = phi i32 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !443

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t139, !dbg !443
  %.18 = load i32, ptr addrspace(1) %t144, align 4, !dbg !443
  br label %b22, !dbg !443

b22:                                              ; preds = %b21, %b20
  %t146 = phi i32 [ %.18, %b21 ], [ %a21, %b20 ]
  %t1481 = add i32 %t146, 7, !dbg !444
  %t149 = mul i32 %t1481, %t143, !dbg !444
  %t150 = getelementptr inbounds i32, ptr addrspace(1) %a30, i64 %t140, !dbg !443
  store i32 %t149, ptr addrspace(1) %t150, align 4, !dbg !443
  %t151 = add i64 %t283, %t12, !dbg !443
  %t29 = icmp slt i64 %t151, %a0, !dbg !443
  br i1 %t29, label %b2, label %b23, !dbg !443

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !443
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !445 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !446
  %t3 = sext i32 %.1 to i64, !dbg !446
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !446
  %t5 = sext i32 %.2 to i64, !dbg !446
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !446
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !446
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !446, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !446
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !446
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !446, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !446
  %.15 = add i32 %.14, %.9, !dbg !446
  %.16 = udiv i32 %.15, %.6, !dbg !446
  %t9 = sext i32 %.16 to i64, !dbg !446
  %t10 = mul nsw i64 %t7, %t5, !dbg !446
  %t11 = add nsw i64 %t10, %t3, !dbg !446
  %t12 = mul nsw i64 %t9, %t7, !dbg !446
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !446
  %t14 = icmp eq i64 %a2, 1, !dbg !446
  %t15 = and i64 %t13, 15, !dbg !446
  %t16 = icmp eq i64 %t15, 0, !dbg !446
  %t17 = and i1 %t14, %t16, !dbg !446
  %t19 = ashr i64 %a0, 2, !dbg !446
  %t20 = add i64 %a0, 3, !dbg !446
  %t21 = ashr i64 %t20, 2, !dbg !446
  %t22 = icmp slt i64 %t11, %t21, !dbg !446
  br i1 %t22, label %b1, label %b25, !dbg !446

b1:                                               ; preds = %entry
  %t23 = shl nsw i64 %t11, 2, !dbg !446
  %t24 = mul i64 %t23, %a2, !dbg !446
  %t25 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t24, !dbg !446
  %.17 = load i32, ptr addrspace(1) %t25, align 4, !dbg !446, !amdgpu.noclobber !6
  %0 = xor i64 %t23, -1, !dbg !446
  %t28 = add i64 %0, %a0, !dbg !446
  %t29 = getelementptr inbounds i32, ptr addrspace(1) %t25, i64 %a2, !dbg !446
  %t30 = icmp sgt i64 %t28, 0, !dbg !446
  br i1 %t30, label %b2, label %b3, !dbg !446

b2:                                               ; preds = %b1
  %.18 = load i32, ptr addrspace(1) %t29, align 4, !dbg !446, !amdgpu.noclobber !6
  %t3337 = add i32 %.18, 7, !dbg !447
  %t34 = mul i32 %t3337, %.17, !dbg !447
  br label %b3, !dbg !446

b3:                                               ; preds = %b2, %b1
  %t35 = phi i32 [ %t34, %b2 ], [ %.17, %b1 ]
  %t36 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %a2, !dbg !446
  %t37 = icmp sgt i64 %t28, 1, !dbg !446
  br i1 %t37, label %b4, label %b5, !dbg !446

b4:                                               ; preds = %b3
  %.19 = load i32, ptr addrspace(1) %t36, align 4, !dbg !446, !amdgpu.noclobber !6
  %t4036 = add i32 %.19, 7, !dbg !447
  %t41 = mul i32 %t4036, %t35, !dbg !447
  br label %b5, !dbg !446

b5:                                               ; preds = %b4, %b3
  %t42 = phi i32 [ %t41, %b4 ], [ %t35, %b3 ]
  %t44 = icmp sgt i64 %t28, 2, !dbg !446
  br i1 %t44, label %b6, label %b7, !dbg !446

b6:                                               ; preds = %b5
  %t43 = getelementptr inbounds i32, ptr addrspace(1) %t36, i64 %a2, !dbg !446
  %.20 = load i32, ptr addrspace(1) %t43, align 4, !dbg !446, !amdgpu.noclobber !6
  %t4735 = add i32 %.20, 7, !dbg !447
  %t48 = mul i32 %t4735, %t42, !dbg !447
  br label %b7, !dbg !446

b7:                                               ; preds = %b6, %b5
  %t49 = phi i32 [ %t48, %b6 ], [ %t42, %b5 ]
  %t50 = add nsw i64 %t12, %t11, !dbg !446
  br i1 %t17, label %b8, label %b15, !dbg !446

b8:                                               ; preds = %b7
  %t51 = shl nsw i64 %t12, 1, !dbg !446
  %t52 = sub nsw i64 %t19, %t12, !dbg !446
  %t5647 = icmp slt i64 %t50, %t52, !dbg !446
  br i1 %t5647, label %b10, label %b12.preheader, !dbg !446

b12.preheader:                                    ; preds = %b10, %b8
  %t53.lcssa = phi i64 [ %t50, %b8 ], [ %t94, %b10 ]
  %t54.lcssa = phi i32 [ %t49, %b8 ], [ %t93, %b10 ]
  %t9851 = icmp slt i64 %t53.lcssa, %t19, !dbg !446
  br i1 %t9851, label %b13, label %b15, !dbg !446

b10:                                              ; preds = %b8, %b10
  %t5449 = phi i32 [ %t93, %b10 ], [ %t49, %b8 ]
  %t5348 = phi i64 [ %t94, %b10 ], [ %t50, %b8 ]
  %t57 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t5348, !dbg !446
  %.21 = load <4 x i32>, ptr addrspace(1) %t57, align 16, !dbg !446, !amdgpu.noclobber !6
  %.22 = extractelement <4 x i32> %.21, i64 0, !dbg !446
  %.24 = extractelement <4 x i32> %.21, i64 1, !dbg !446
  %.26 = extractelement <4 x i32> %.21, i64 2, !dbg !446
  %.28 = extractelement <4 x i32> %.21, i64 3, !dbg !446
  %t59 = add i64 %t5348, %t12, !dbg !446
  %t60 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t59, !dbg !446
  %.30 = load <4 x i32>, ptr addrspace(1) %t60, align 16, !dbg !446, !amdgpu.noclobber !6
  %.31 = extractelement <4 x i32> %.30, i64 0, !dbg !446
  %.33 = extractelement <4 x i32> %.30, i64 1, !dbg !446
  %.35 = extractelement <4 x i32> %.30, i64 2, !dbg !446
  %.37 = extractelement <4 x i32> %.30, i64 3, !dbg !446
  %t6427 = add i32 %.22, 7, !dbg !447
  %t65 = mul i32 %t6427, %t5449, !dbg !447
  %t6828 = add i32 %.24, 7, !dbg !447
  %t69 = mul i32 %t65, %t6828, !dbg !447
  %t7229 = add i32 %.26, 7, !dbg !447
  %t73 = mul i32 %t69, %t7229, !dbg !447
  %t7630 = add i32 %.28, 7, !dbg !447
  %t77 = mul i32 %t73, %t7630, !dbg !447
  %t8031 = add i32 %.31, 7, !dbg !447
  %t81 = mul i32 %t77, %t8031, !dbg !447
  %t8432 = add i32 %.33, 7, !dbg !447
  %t85 = mul i32 %t81, %t8432, !dbg !447
  %t8833 = add i32 %.35, 7, !dbg !447
  %t89 = mul i32 %t85, %t8833, !dbg !447
  %t9234 = add i32 %.37, 7, !dbg !447
  %t93 = mul i32 %t89, %t9234, !dbg !447
  %t94 = add i64 %t5348, %t51, !dbg !446
  %t56 = icmp slt i64 %t94, %t52, !dbg !446
  br i1 %t56, label %b10, label %b12.preheader, !dbg !446

b13:                                              ; preds = %b12.preheader, %b13
  %t9653 = phi i32 [ %t116, %b13 ], [ %t54.lcssa, %b12.preheader ]
  %t9552 = phi i64 [ %t117, %b13 ], [ %t53.lcssa, %b12.preheader ]
  %t99 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t9552, !dbg !446
  %.39 = load <4 x i32>, ptr addrspace(1) %t99, align 16, !dbg !446, !amdgpu.noclobber !6
  %.40 = extractelement <4 x i32> %.39, i64 0, !dbg !446
  %.42 = extractelement <4 x i32> %.39, i64 1, !dbg !446
  %.44 = extractelement <4 x i32> %.39, i64 2, !dbg !446
  %.46 = extractelement <4 x i32> %.39, i64 3, !dbg !446
  %t10323 = add i32 %.40, 7, !dbg !447
  %t104 = mul i32 %t10323, %t9653, !dbg !447
  %t10724 = add i32 %.42, 7, !dbg !447
  %t108 = mul i32 %t104, %t10724, !dbg !447
  %t11125 = add i32 %.44, 7, !dbg !447
  %t112 = mul i32 %t108, %t11125, !dbg !447
  %t11526 = add i32 %.46, 7, !dbg !447
  %t116 = mul i32 %t112, %t11526, !dbg !447
  %t117 = add i64 %t9552, %t12, !dbg !446
  %t98 = icmp slt i64 %t117, %t19, !dbg !446
  br i1 %t98, label %b13, label %b15, !dbg !446

b15:                                              ; preds = %b13, %b12.preheader, %b7
  %t118 = phi i32 [ %t49, %b7 ], [ %t54.lcssa, %b12.preheader ], [ %t116, %b13 ]
  %t119 = phi i64 [ %t50, %b7 ], [ %t53.lcssa, %b12.preheader ], [ %t117, %b13 ]
  %t120 = shl i64 %a2, 2, !dbg !446
  %t123 = mul i64 %t12, %t120, !dbg !446
  %t12756 = icmp slt i64 %t119, %t21, !dbg !446
  br i1 %t12756, label %b17.lr.ph, label %b25, !dbg !446

b17.lr.ph:                                        ; preds = %b15
  %t121 = mul i64 %t119, %t120, !dbg !446
  %t122 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t121, !dbg !446
  %t129 = add i64 %a0, -1
  br label %b17, !dbg !446

b17:                                              ; preds = %b17.lr.ph, %b23
  %t12659 = phi i32 [ %t118, %b17.lr.ph ], [ %t155, %b23 ]
  %t12558 = phi i64 [ %t119, %b17.lr.ph ], [ %t156, %b23 ]
  %t12457 = phi ptr addrspace(1) [ %t122, %b17.lr.ph ], [ %t157, %b23 ]
  %t128.neg = mul i64 %t12558, -4, !dbg !446
  %t130 = add i64 %t129, %t128.neg, !dbg !446
  %.48 = load i32, ptr addrspace(1) %t12457, align 4, !dbg !446
  %t13319 = add i32 %.48, 7, !dbg !447
  %t134 = mul i32 %t13319, %t12659, !dbg !447
  %t135 = getelementptr inbounds i32, ptr addrspace(1) %t12457, i64 %a2, !dbg !446
  %t136 = icmp sgt i64 %t130, 0, !dbg !446
  br i1 %t136, label %b18, label %b19, !dbg !446

b18:                                              ; preds = %b17
  %.49 = load i32, ptr addrspace(1) %t135, align 4, !dbg !446
  %t13922 = add i32 %.49, 7, !dbg !447
  %t140 = mul i32 %t13922, %t134, !dbg !447
  br label %b19, !dbg !446

b19:                                              ; preds = %b18, %b17
  %t141 = phi i32 [ %t140, %b18 ], [ %t134, %b17 ]
  %t142 = getelementptr inbounds i32, ptr addrspace(1) %t135, i64 %a2, !dbg !446
  %t143 = icmp sgt i64 %t130, 1, !dbg !446
  br i1 %t143, label %b20, label %b21, !dbg !446

b20:                                              ; preds = %b19
  %.50 = load i32, ptr addrspace(1) %t142, align 4, !dbg !446
  %t14621 = add i32 %.50, 7, !dbg !447
  %t147 = mul i32 %t14621, %t141, !dbg !447
  br label %b21, !dbg !446

b21:                                              ; preds = %b20, %b19
  %t148 = phi i32 [ %t147, %b20 ], [ %t141, %b19 ]
  %t150 = icmp sgt i64 %t130, 2, !dbg !446
  br i1 %t150, label %b22, label %b23, !dbg !446

b22:                                              ; preds = %b21
  %t149 = getelementptr inbounds i32, ptr addrspace(1) %t142, i64 %a2, !dbg !446
  %.51 = load i32, ptr addrspace(1) %t149, align 4, !dbg !446
  %t15320 = add i32 %.51, 7, !dbg !447
  %t154 = mul i32 %t15320, %t148, !dbg !447
  br label %b23, !dbg !446

b23:                                              ; preds = %b22, %b21
  %t155 = phi i32 [ %t154, %b22 ], [ %t148, %b21 ]
  %t156 = add i64 %t12558, %t12, !dbg !446
  %t157 = getelementptr inbounds i32, ptr addrspace(1) %t12457, i64 %t123, !dbg !446
  %t127 = icmp slt i64 %t156, %t21, !dbg !446
  br i1 %t127, label %b17, label %b25, !dbg !446

b25:                                              ; preds = %b23, %b15, %entry
  %t158 = phi i32 [ 0, %entry ], [ %t118, %b15 ], [ %t155, %b23 ]
  %t159 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !446
  store i32 %t158, ptr addrspace(3) %t159, align 4, !dbg !446
  %t160 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !446
  %.52 = zext i1 %t22 to i8, !dbg !446
  store i8 %.52, ptr addrspace(3) %t160, align 1, !dbg !446
  fence syncscope("workgroup") release, !dbg !446
  tail call void @llvm.amdgcn.s.barrier(), !dbg !446
  fence syncscope("workgroup") acquire, !dbg !446
  %t161 = icmp slt i32 %.1, 128, !dbg !446
  br i1 %t161, label %b26, label %b31, !dbg !446

b26:                                              ; preds = %b25
  %t162 = add nsw i32 %.1, 128, !dbg !446
  %t163 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage1.shared.0, i32 %t162, !dbg !446
  %.53 = load i32, ptr addrspace(3) %t163, align 4, !dbg !446
  %t165 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage1.shared.1, i32 %t162, !dbg !446
  %.54 = load i8, ptr addrspace(3) %t165, align 1, !dbg !446
  %.55.not17 = icmp eq i8 %.54, 0, !dbg !446
  %t22.not = xor i1 %t22, true, !dbg !446
  %brmerge = select i1 %.55.not17, i1 true, i1 %t22.not, !dbg !446
  %t158.mux = select i1 %.55.not17, i32 %t158, i32 %.53, !dbg !446
  %t16818 = add i32 %.53, 7, !dbg !447
  %t169 = mul i32 %t16818, %t158, !dbg !447
  %spec.select = select i1 %brmerge, i32 %t158.mux, i32 %t169, !dbg !446
  %1 = xor i1 %.55.not17, true, !dbg !446
  %spec.select38 = select i1 %1, i1 true, i1 %t22, !dbg !446
  store i32 %spec.select, ptr addrspace(3) %t159, align 4, !dbg !446
  %.56 = zext i1 %spec.select38 to i8, !dbg !446
  store i8 %.56, ptr addrspace(3) %t160, align 1, !dbg !446
  br label %b31, !dbg !446

b31:                                              ; preds = %b26, %b25
  %t173 = phi i32 [ %spec.select, %b26 ], [ %t158, %b25 ]
  %t174 = phi i1 [ %spec.select38, %b26 ], [ %t22, %b25 ]
  fence syncscope("workgroup") release, !dbg !446
  tail call void @llvm.amdgcn.s.barrier(), !dbg !446
  fence syncscope("workgroup") acquire, !dbg !446
  %t175 = icmp slt i32 %.1, 64, !dbg !446
  br i1 %t175, label %b32, label %b37, !dbg !446

b32:                                              ; preds = %b31
  %t176 = add nsw i32 %.1, 64, !dbg !446
  %t177 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage1.shared.0, i32 %t176, !dbg !446
  %.57 = load i32, ptr addrspace(3) %t177, align 4, !dbg !446
  %t179 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage1.shared.1, i32 %t176, !dbg !446
  %.58 = load i8, ptr addrspace(3) %t179, align 1, !dbg !446
  %.59.not15 = icmp eq i8 %.58, 0, !dbg !446
  %t174.not = xor i1 %t174, true, !dbg !446
  %brmerge1 = select i1 %.59.not15, i1 true, i1 %t174.not, !dbg !446
  %t173.mux = select i1 %.59.not15, i32 %t173, i32 %.57, !dbg !446
  %t18216 = add i32 %.57, 7, !dbg !447
  %t183 = mul i32 %t18216, %t173, !dbg !447
  %spec.select39 = select i1 %brmerge1, i32 %t173.mux, i32 %t183, !dbg !446
  %2 = xor i1 %.59.not15, true, !dbg !446
  %spec.select40 = select i1 %2, i1 true, i1 %t174, !dbg !446
  store i32 %spec.select39, ptr addrspace(3) %t159, align 4, !dbg !446
  %.60 = zext i1 %spec.select40 to i8, !dbg !446
  store i8 %.60, ptr addrspace(3) %t160, align 1, !dbg !446
  br label %b37, !dbg !446

b37:                                              ; preds = %b32, %b31
  %t187 = phi i32 [ %spec.select39, %b32 ], [ %t173, %b31 ]
  %t188 = phi i1 [ %spec.select40, %b32 ], [ %t174, %b31 ]
  fence syncscope("workgroup") release, !dbg !446
  tail call void @llvm.amdgcn.s.barrier(), !dbg !446
  fence syncscope("workgroup") acquire, !dbg !446
  %t189 = icmp slt i32 %.1, 32, !dbg !446
  br i1 %t189, label %b38, label %b43, !dbg !446

b38:                                              ; preds = %b37
  %t190 = add nsw i32 %.1, 32, !dbg !446
  %t191 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage1.shared.0, i32 %t190, !dbg !446
  %.61 = load i32, ptr addrspace(3) %t191, align 4, !dbg !446
  %t193 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage1.shared.1, i32 %t190, !dbg !446
  %.62 = load i8, ptr addrspace(3) %t193, align 1, !dbg !446
  %.63.not13 = icmp eq i8 %.62, 0, !dbg !446
  %t188.not = xor i1 %t188, true, !dbg !446
  %brmerge2 = select i1 %.63.not13, i1 true, i1 %t188.not, !dbg !446
  %t187.mux = select i1 %.63.not13, i32 %t187, i32 %.61, !dbg !446
  %t19614 = add i32 %.61, 7, !dbg !447
  %t197 = mul i32 %t19614, %t187, !dbg !447
  %spec.select41 = select i1 %brmerge2, i32 %t187.mux, i32 %t197, !dbg !446
  %3 = xor i1 %.63.not13, true, !dbg !446
  %spec.select42 = select i1 %3, i1 true, i1 %t188, !dbg !446
  br label %b43, !dbg !446

b43:                                              ; preds = %b38, %b37
  %t201 = phi i32 [ %t187, %b37 ], [ %spec.select41, %b38 ]
  %t202 = phi i1 [ %t188, %b37 ], [ %spec.select42, %b38 ]
  br i1 %t189, label %b44, label %b65, !dbg !446

b44:                                              ; preds = %b43
  %.65 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !446
  %.66 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.65), !dbg !446
  %.67 = zext i32 %.66 to i64, !dbg !446
  %.68 = add nuw nsw i64 %.67, 16, !dbg !446
  %.69 = icmp ult i32 %.66, 48, !dbg !446
  %.70 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !446
  %.71 = and i64 %.68, 63, !dbg !446
  %4 = shl nuw i64 1, %.71, !dbg !446
  %5 = and i64 %4, %.70, !dbg !446
  %.73 = icmp ne i64 %5, 0, !dbg !446
  %.74 = and i1 %.69, %.73, !dbg !446
  %.75 = trunc i64 %.68 to i32, !dbg !446
  %.76 = shl i32 %.75, 2, !dbg !446
  %.77 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.76, i32 %t201), !dbg !446
  %t203 = select i1 %.74, i32 %.77, i32 %t201, !dbg !446
  %.91 = zext i1 %t202 to i32, !dbg !446
  %.92 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.76, i32 %.91), !dbg !446
  %6 = and i32 %.92, 1, !dbg !446
  %.93 = icmp ne i32 %6, 0, !dbg !446
  %t204 = select i1 %.74, i1 %.93, i1 %t202, !dbg !446
  %t205 = icmp slt i32 %.1, 16, !dbg !446
  %t206 = and i1 %t205, %t204, !dbg !446
  %7 = select i1 %t206, i1 %t202, i1 false, !dbg !446
  %t201.mux = select i1 %t206, i32 %t203, i32 %t201, !dbg !446
  %t2088 = add i32 %t203, 7, !dbg !447
  %t209 = mul i32 %t2088, %t201, !dbg !447
  %spec.select43 = select i1 %7, i32 %t209, i32 %t201.mux, !dbg !446
  %spec.select44 = select i1 %t206, i1 true, i1 %t202, !dbg !446
  %.98 = add nuw nsw i64 %.67, 8, !dbg !446
  %.99 = icmp ult i32 %.66, 56, !dbg !446
  %.101 = and i64 %.98, 63, !dbg !446
  %8 = shl nuw i64 1, %.101, !dbg !446
  %9 = and i64 %8, %.70, !dbg !446
  %.103 = icmp ne i64 %9, 0, !dbg !446
  %.104 = and i1 %.99, %.103, !dbg !446
  %.105 = trunc i64 %.98 to i32, !dbg !446
  %.106 = shl i32 %.105, 2, !dbg !446
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.106, i32 %spec.select43), !dbg !446
  %t213 = select i1 %.104, i32 %.107, i32 %spec.select43, !dbg !446
  %.121 = zext i1 %spec.select44 to i32, !dbg !446
  %.122 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.106, i32 %.121), !dbg !446
  %10 = and i32 %.122, 1, !dbg !446
  %.123 = icmp ne i32 %10, 0, !dbg !446
  %t214 = select i1 %.104, i1 %.123, i1 %spec.select44, !dbg !446
  %t215 = icmp slt i32 %.1, 24, !dbg !446
  %t216 = and i1 %t215, %t214, !dbg !446
  %11 = select i1 %t216, i1 %spec.select44, i1 false, !dbg !446
  %t211.mux = select i1 %t216, i32 %t213, i32 %spec.select43, !dbg !446
  %t2189 = add i32 %t213, 7, !dbg !447
  %t219 = mul i32 %t2189, %spec.select43, !dbg !447
  %t221 = select i1 %11, i32 %t219, i32 %t211.mux, !dbg !446
  %t222 = select i1 %t216, i1 true, i1 %spec.select44, !dbg !446
  %.128 = add nuw nsw i64 %.67, 4, !dbg !446
  %.129 = icmp ult i32 %.66, 60, !dbg !446
  %.131 = and i64 %.128, 63, !dbg !446
  %12 = shl nuw i64 1, %.131, !dbg !446
  %13 = and i64 %12, %.70, !dbg !446
  %.133 = icmp ne i64 %13, 0, !dbg !446
  %.134 = and i1 %.129, %.133, !dbg !446
  %.135 = trunc i64 %.128 to i32, !dbg !446
  %.136 = shl i32 %.135, 2, !dbg !446
  %.137 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %t221), !dbg !446
  %t223 = select i1 %.134, i32 %.137, i32 %t221, !dbg !446
  %.151 = zext i1 %t222 to i32, !dbg !446
  %.152 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %.151), !dbg !446
  %14 = and i32 %.152, 1, !dbg !446
  %.153 = icmp ne i32 %14, 0, !dbg !446
  %t224 = select i1 %.134, i1 %.153, i1 %t222, !dbg !446
  %t225 = icmp slt i32 %.1, 28, !dbg !446
  %t226 = and i1 %t225, %t224, !dbg !446
  %15 = select i1 %t226, i1 %t222, i1 false, !dbg !446
  %t221.mux = select i1 %t226, i32 %t223, i32 %t221, !dbg !446
  %t22810 = add i32 %t223, 7, !dbg !447
  %t229 = mul i32 %t22810, %t221, !dbg !447
  %t231 = select i1 %15, i32 %t229, i32 %t221.mux, !dbg !446
  %t232 = select i1 %t226, i1 true, i1 %t222, !dbg !446
  %.158 = add nuw nsw i64 %.67, 2, !dbg !446
  %.159 = icmp ult i32 %.66, 62, !dbg !446
  %.161 = and i64 %.158, 63, !dbg !446
  %16 = shl nuw i64 1, %.161, !dbg !446
  %17 = and i64 %16, %.70, !dbg !446
  %.163 = icmp ne i64 %17, 0, !dbg !446
  %.164 = and i1 %.159, %.163, !dbg !446
  %.165 = trunc i64 %.158 to i32, !dbg !446
  %.166 = shl i32 %.165, 2, !dbg !446
  %.167 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.166, i32 %t231), !dbg !446
  %t233 = select i1 %.164, i32 %.167, i32 %t231, !dbg !446
  %.181 = zext i1 %t232 to i32, !dbg !446
  %.182 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.166, i32 %.181), !dbg !446
  %18 = and i32 %.182, 1, !dbg !446
  %.183 = icmp ne i32 %18, 0, !dbg !446
  %t234 = select i1 %.164, i1 %.183, i1 %t232, !dbg !446
  %t235 = icmp slt i32 %.1, 30, !dbg !446
  %t236 = and i1 %t235, %t234, !dbg !446
  %19 = select i1 %t236, i1 %t232, i1 false, !dbg !446
  %t231.mux = select i1 %t236, i32 %t233, i32 %t231, !dbg !446
  %t23811 = add i32 %t233, 7, !dbg !447
  %t239 = mul i32 %t23811, %t231, !dbg !447
  %t241 = select i1 %19, i32 %t239, i32 %t231.mux, !dbg !446
  %t242 = select i1 %t236, i1 true, i1 %t232, !dbg !446
  %.188 = add nuw nsw i64 %.67, 1, !dbg !446
  %.189 = icmp ult i32 %.66, 63, !dbg !446
  %.191 = and i64 %.188, 63, !dbg !446
  %20 = shl nuw i64 1, %.191, !dbg !446
  %21 = and i64 %20, %.70, !dbg !446
  %.193 = icmp ne i64 %21, 0, !dbg !446
  %.194 = and i1 %.189, %.193, !dbg !446
  %.195 = trunc i64 %.188 to i32, !dbg !446
  %.196 = shl i32 %.195, 2, !dbg !446
  %.197 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.196, i32 %t241), !dbg !446
  %t243 = select i1 %.194, i32 %.197, i32 %t241, !dbg !446
  %.211 = zext i1 %t242 to i32, !dbg !446
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.196, i32 %.211), !dbg !446
  %22 = and i32 %.212, 1, !dbg !446
  %.213 = icmp ne i32 %22, 0, !dbg !446
  %t244 = select i1 %.194, i1 %.213, i1 %t242, !dbg !446
  %t245 = icmp ne i32 %.1, 31, !dbg !446
  %t246 = and i1 %t245, %t244, !dbg !446
  %23 = select i1 %t246, i1 %t242, i1 false, !dbg !446
  %t241.mux = select i1 %t246, i32 %t243, i32 %t241, !dbg !446
  %t24812 = add i32 %t243, 7, !dbg !447
  %t249 = mul i32 %t24812, %t241, !dbg !447
  %spec.select45 = select i1 %23, i32 %t249, i32 %t241.mux, !dbg !446
  %spec.select46 = select i1 %t246, i1 true, i1 %t242, !dbg !446
  br label %b65, !dbg !446

b65:                                              ; preds = %b44, %b43
  %t253 = phi i32 [ %t201, %b43 ], [ %spec.select45, %b44 ]
  %t254 = phi i1 [ %t202, %b43 ], [ %spec.select46, %b44 ]
  %t255 = icmp eq i32 %.1, 0, !dbg !446
  %t256 = and i1 %t255, %t254, !dbg !446
  br i1 %t256, label %b66, label %b67, !dbg !446

b66:                                              ; preds = %b65
  %t257 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t5, !dbg !446
  store i32 %t253, ptr addrspace(1) %t257, align 4, !dbg !446
  br label %b67, !dbg !446

b67:                                              ; preds = %b66, %b65
  ret void, !dbg !446
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i32 %a3, i8 %a4) local_unnamed_addr #1 !dbg !448 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !449
  %t3 = sext i32 %.2 to i64, !dbg !449
  %t4 = add i64 %a0, 3, !dbg !449
  %t5 = ashr i64 %t4, 2, !dbg !449
  %t6 = icmp sgt i64 %t5, %t3, !dbg !449
  br i1 %t6, label %b1, label %b17, !dbg !449

b1:                                               ; preds = %entry
  %t7 = shl nsw i64 %t3, 2, !dbg !449
  %t8 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t7, !dbg !449
  %.3 = load i32, ptr addrspace(1) %t8, align 4, !dbg !449, !amdgpu.noclobber !6
  %0 = xor i64 %t7, -1, !dbg !449
  %t11 = add i64 %0, %a0, !dbg !449
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %t8, i64 1, !dbg !449
  %t13 = icmp sgt i64 %t11, 0, !dbg !449
  br i1 %t13, label %b2, label %b3, !dbg !449

b2:                                               ; preds = %b1
  %.4 = load i32, ptr addrspace(1) %t12, align 4, !dbg !449, !amdgpu.noclobber !6
  %t1627 = add i32 %.4, 7, !dbg !450
  %t17 = mul i32 %t1627, %.3, !dbg !450
  br label %b3, !dbg !449

b3:                                               ; preds = %b2, %b1
  %t18 = phi i32 [ %t17, %b2 ], [ %.3, %b1 ]
  %t19 = getelementptr inbounds i32, ptr addrspace(1) %t12, i64 1, !dbg !449
  %t20 = icmp sgt i64 %t11, 1, !dbg !449
  br i1 %t20, label %b4, label %b5, !dbg !449

b4:                                               ; preds = %b3
  %.5 = load i32, ptr addrspace(1) %t19, align 4, !dbg !449, !amdgpu.noclobber !6
  %t2326 = add i32 %.5, 7, !dbg !450
  %t24 = mul i32 %t2326, %t18, !dbg !450
  br label %b5, !dbg !449

b5:                                               ; preds = %b4, %b3
  %t25 = phi i32 [ %t24, %b4 ], [ %t18, %b3 ]
  %t27 = icmp sgt i64 %t11, 2, !dbg !449
  br i1 %t27, label %b6, label %b7, !dbg !449

b6:                                               ; preds = %b5
  %t26 = getelementptr inbounds i32, ptr addrspace(1) %t19, i64 1, !dbg !449
  %.6 = load i32, ptr addrspace(1) %t26, align 4, !dbg !449, !amdgpu.noclobber !6
  %t3025 = add i32 %.6, 7, !dbg !450
  %t31 = mul i32 %t3025, %t25, !dbg !450
  br label %b7, !dbg !449

b7:                                               ; preds = %b6, %b5
  %t32 = phi i32 [ %t31, %b6 ], [ %t25, %b5 ]
  %t33 = add nsw i64 %t3, 256, !dbg !449
  %t3939 = icmp slt i64 %t33, %t5, !dbg !449
  br i1 %t3939, label %b9.lr.ph, label %b17, !dbg !449

b9.lr.ph:                                         ; preds = %b7
  %t34 = shl nsw i64 %t33, 2, !dbg !449
  %t35 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t34, !dbg !449
  %t41 = add i64 %a0, -1
  br label %b9, !dbg !449

b9:                                               ; preds = %b9.lr.ph, %b15
  %t3842 = phi i32 [ %t32, %b9.lr.ph ], [ %t67, %b15 ]
  %t3741 = phi i64 [ %t33, %b9.lr.ph ], [ %t68, %b15 ]
  %t3640 = phi ptr addrspace(1) [ %t35, %b9.lr.ph ], [ %t69, %b15 ]
  %t40.neg = mul i64 %t3741, -4, !dbg !449
  %t42 = add i64 %t41, %t40.neg, !dbg !449
  %.7 = load i32, ptr addrspace(1) %t3640, align 4, !dbg !449
  %t4521 = add i32 %.7, 7, !dbg !450
  %t46 = mul i32 %t4521, %t3842, !dbg !450
  %t48 = icmp sgt i64 %t42, 0, !dbg !449
  br i1 %t48, label %b10, label %b11, !dbg !449

b10:                                              ; preds = %b9
  %t47 = getelementptr inbounds i32, ptr addrspace(1) %t3640, i64 1, !dbg !449
  %.8 = load i32, ptr addrspace(1) %t47, align 4, !dbg !449
  %t5124 = add i32 %.8, 7, !dbg !450
  %t52 = mul i32 %t5124, %t46, !dbg !450
  br label %b11, !dbg !449

b11:                                              ; preds = %b10, %b9
  %t53 = phi i32 [ %t52, %b10 ], [ %t46, %b9 ]
  %t55 = icmp sgt i64 %t42, 1, !dbg !449
  br i1 %t55, label %b12, label %b13, !dbg !449

b12:                                              ; preds = %b11
  %t54 = getelementptr inbounds i32, ptr addrspace(1) %t3640, i64 2, !dbg !449
  %.9 = load i32, ptr addrspace(1) %t54, align 4, !dbg !449
  %t5823 = add i32 %.9, 7, !dbg !450
  %t59 = mul i32 %t5823, %t53, !dbg !450
  br label %b13, !dbg !449

b13:                                              ; preds = %b12, %b11
  %t60 = phi i32 [ %t59, %b12 ], [ %t53, %b11 ]
  %t62 = icmp sgt i64 %t42, 2, !dbg !449
  br i1 %t62, label %b14, label %b15, !dbg !449

b14:                                              ; preds = %b13
  %t61 = getelementptr inbounds i32, ptr addrspace(1) %t3640, i64 3, !dbg !449
  %.10 = load i32, ptr addrspace(1) %t61, align 4, !dbg !449
  %t6522 = add i32 %.10, 7, !dbg !450
  %t66 = mul i32 %t6522, %t60, !dbg !450
  br label %b15, !dbg !449

b15:                                              ; preds = %b14, %b13
  %t67 = phi i32 [ %t66, %b14 ], [ %t60, %b13 ]
  %t68 = add nsw i64 %t3741, 256, !dbg !449
  %t69 = getelementptr inbounds i32, ptr addrspace(1) %t3640, i64 1024, !dbg !449
  %t39 = icmp slt i64 %t68, %t5, !dbg !449
  br i1 %t39, label %b9, label %b17, !dbg !449

b17:                                              ; preds = %b15, %b7, %entry
  %t70 = phi i32 [ 0, %entry ], [ %t32, %b7 ], [ %t67, %b15 ]
  %t71 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !449
  store i32 %t70, ptr addrspace(3) %t71, align 4, !dbg !449
  %t72 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !449
  %.11 = zext i1 %t6 to i8, !dbg !449
  store i8 %.11, ptr addrspace(3) %t72, align 1, !dbg !449
  fence syncscope("workgroup") release, !dbg !449
  tail call void @llvm.amdgcn.s.barrier(), !dbg !449
  fence syncscope("workgroup") acquire, !dbg !449
  %t73 = icmp slt i32 %.2, 128, !dbg !449
  br i1 %t73, label %b18, label %b23, !dbg !449

b18:                                              ; preds = %b17
  %t74 = add nsw i32 %.2, 128, !dbg !449
  %t75 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage2.shared.0, i32 %t74, !dbg !449
  %.12 = load i32, ptr addrspace(3) %t75, align 4, !dbg !449
  %t77 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage2.shared.1, i32 %t74, !dbg !449
  %.13 = load i8, ptr addrspace(3) %t77, align 1, !dbg !449
  %.14.not19 = icmp eq i8 %.13, 0, !dbg !449
  %t6.not = xor i1 %t6, true, !dbg !449
  %brmerge = select i1 %.14.not19, i1 true, i1 %t6.not, !dbg !449
  %t70.mux = select i1 %.14.not19, i32 %t70, i32 %.12, !dbg !449
  %t8020 = add i32 %.12, 7, !dbg !450
  %t81 = mul i32 %t8020, %t70, !dbg !450
  %spec.select = select i1 %brmerge, i32 %t70.mux, i32 %t81, !dbg !449
  %1 = xor i1 %.14.not19, true, !dbg !449
  %spec.select28 = select i1 %1, i1 true, i1 %t6, !dbg !449
  store i32 %spec.select, ptr addrspace(3) %t71, align 4, !dbg !449
  %.15 = zext i1 %spec.select28 to i8, !dbg !449
  store i8 %.15, ptr addrspace(3) %t72, align 1, !dbg !449
  br label %b23, !dbg !449

b23:                                              ; preds = %b18, %b17
  %t85 = phi i32 [ %spec.select, %b18 ], [ %t70, %b17 ]
  %t86 = phi i1 [ %spec.select28, %b18 ], [ %t6, %b17 ]
  fence syncscope("workgroup") release, !dbg !449
  tail call void @llvm.amdgcn.s.barrier(), !dbg !449
  fence syncscope("workgroup") acquire, !dbg !449
  %t87 = icmp slt i32 %.2, 64, !dbg !449
  br i1 %t87, label %b24, label %b29, !dbg !449

b24:                                              ; preds = %b23
  %t88 = add nsw i32 %.2, 64, !dbg !449
  %t89 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage2.shared.0, i32 %t88, !dbg !449
  %.16 = load i32, ptr addrspace(3) %t89, align 4, !dbg !449
  %t91 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage2.shared.1, i32 %t88, !dbg !449
  %.17 = load i8, ptr addrspace(3) %t91, align 1, !dbg !449
  %.18.not17 = icmp eq i8 %.17, 0, !dbg !449
  %t86.not = xor i1 %t86, true, !dbg !449
  %brmerge1 = select i1 %.18.not17, i1 true, i1 %t86.not, !dbg !449
  %t85.mux = select i1 %.18.not17, i32 %t85, i32 %.16, !dbg !449
  %t9418 = add i32 %.16, 7, !dbg !450
  %t95 = mul i32 %t9418, %t85, !dbg !450
  %spec.select29 = select i1 %brmerge1, i32 %t85.mux, i32 %t95, !dbg !449
  %2 = xor i1 %.18.not17, true, !dbg !449
  %spec.select30 = select i1 %2, i1 true, i1 %t86, !dbg !449
  store i32 %spec.select29, ptr addrspace(3) %t71, align 4, !dbg !449
  %.19 = zext i1 %spec.select30 to i8, !dbg !449
  store i8 %.19, ptr addrspace(3) %t72, align 1, !dbg !449
  br label %b29, !dbg !449

b29:                                              ; preds = %b24, %b23
  %t99 = phi i32 [ %spec.select29, %b24 ], [ %t85, %b23 ]
  %t100 = phi i1 [ %spec.select30, %b24 ], [ %t86, %b23 ]
  fence syncscope("workgroup") release, !dbg !449
  tail call void @llvm.amdgcn.s.barrier(), !dbg !449
  fence syncscope("workgroup") acquire, !dbg !449
  %t101 = icmp slt i32 %.2, 32, !dbg !449
  br i1 %t101, label %b30, label %b35, !dbg !449

b30:                                              ; preds = %b29
  %t102 = add nsw i32 %.2, 32, !dbg !449
  %t103 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage2.shared.0, i32 %t102, !dbg !449
  %.20 = load i32, ptr addrspace(3) %t103, align 4, !dbg !449
  %t105 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage2.shared.1, i32 %t102, !dbg !449
  %.21 = load i8, ptr addrspace(3) %t105, align 1, !dbg !449
  %.22.not15 = icmp eq i8 %.21, 0, !dbg !449
  %t100.not = xor i1 %t100, true, !dbg !449
  %brmerge2 = select i1 %.22.not15, i1 true, i1 %t100.not, !dbg !449
  %t99.mux = select i1 %.22.not15, i32 %t99, i32 %.20, !dbg !449
  %t10816 = add i32 %.20, 7, !dbg !450
  %t109 = mul i32 %t10816, %t99, !dbg !450
  %spec.select31 = select i1 %brmerge2, i32 %t99.mux, i32 %t109, !dbg !449
  %3 = xor i1 %.22.not15, true, !dbg !449
  %spec.select32 = select i1 %3, i1 true, i1 %t100, !dbg !449
  br label %b35, !dbg !449

b35:                                              ; preds = %b30, %b29
  %t113 = phi i32 [ %t99, %b29 ], [ %spec.select31, %b30 ]
  %t114 = phi i1 [ %t100, %b29 ], [ %spec.select32, %b30 ]
  br i1 %t101, label %b36, label %b57, !dbg !449

b36:                                              ; preds = %b35
  %.24 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !449
  %.25 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.24), !dbg !449
  %.26 = zext i32 %.25 to i64, !dbg !449
  %.27 = add nuw nsw i64 %.26, 16, !dbg !449
  %.28 = icmp ult i32 %.25, 48, !dbg !449
  %.29 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !449
  %.30 = and i64 %.27, 63, !dbg !449
  %4 = shl nuw i64 1, %.30, !dbg !449
  %5 = and i64 %4, %.29, !dbg !449
  %.32 = icmp ne i64 %5, 0, !dbg !449
  %.33 = and i1 %.28, %.32, !dbg !449
  %.34 = trunc i64 %.27 to i32, !dbg !449
  %.35 = shl i32 %.34, 2, !dbg !449
  %.36 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.35, i32 %t113), !dbg !449
  %t115 = select i1 %.33, i32 %.36, i32 %t113, !dbg !449
  %.50 = zext i1 %t114 to i32, !dbg !449
  %.51 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.35, i32 %.50), !dbg !449
  %6 = and i32 %.51, 1, !dbg !449
  %.52 = icmp ne i32 %6, 0, !dbg !449
  %t116 = select i1 %.33, i1 %.52, i1 %t114, !dbg !449
  %t117 = icmp slt i32 %.2, 16, !dbg !449
  %t118 = and i1 %t117, %t116, !dbg !449
  %7 = select i1 %t118, i1 %t114, i1 false, !dbg !449
  %t113.mux = select i1 %t118, i32 %t115, i32 %t113, !dbg !449
  %t12010 = add i32 %t115, 7, !dbg !450
  %t121 = mul i32 %t12010, %t113, !dbg !450
  %spec.select33 = select i1 %7, i32 %t121, i32 %t113.mux, !dbg !449
  %spec.select34 = select i1 %t118, i1 true, i1 %t114, !dbg !449
  %.57 = add nuw nsw i64 %.26, 8, !dbg !449
  %.58 = icmp ult i32 %.25, 56, !dbg !449
  %.60 = and i64 %.57, 63, !dbg !449
  %8 = shl nuw i64 1, %.60, !dbg !449
  %9 = and i64 %8, %.29, !dbg !449
  %.62 = icmp ne i64 %9, 0, !dbg !449
  %.63 = and i1 %.58, %.62, !dbg !449
  %.64 = trunc i64 %.57 to i32, !dbg !449
  %.65 = shl i32 %.64, 2, !dbg !449
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.65, i32 %spec.select33), !dbg !449
  %t125 = select i1 %.63, i32 %.66, i32 %spec.select33, !dbg !449
  %.80 = zext i1 %spec.select34 to i32, !dbg !449
  %.81 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.65, i32 %.80), !dbg !449
  %10 = and i32 %.81, 1, !dbg !449
  %.82 = icmp ne i32 %10, 0, !dbg !449
  %t126 = select i1 %.63, i1 %.82, i1 %spec.select34, !dbg !449
  %t127 = icmp slt i32 %.2, 24, !dbg !449
  %t128 = and i1 %t127, %t126, !dbg !449
  %11 = select i1 %t128, i1 %spec.select34, i1 false, !dbg !449
  %t123.mux = select i1 %t128, i32 %t125, i32 %spec.select33, !dbg !449
  %t13011 = add i32 %t125, 7, !dbg !450
  %t131 = mul i32 %t13011, %spec.select33, !dbg !450
  %t133 = select i1 %11, i32 %t131, i32 %t123.mux, !dbg !449
  %t134 = select i1 %t128, i1 true, i1 %spec.select34, !dbg !449
  %.87 = add nuw nsw i64 %.26, 4, !dbg !449
  %.88 = icmp ult i32 %.25, 60, !dbg !449
  %.90 = and i64 %.87, 63, !dbg !449
  %12 = shl nuw i64 1, %.90, !dbg !449
  %13 = and i64 %12, %.29, !dbg !449
  %.92 = icmp ne i64 %13, 0, !dbg !449
  %.93 = and i1 %.88, %.92, !dbg !449
  %.94 = trunc i64 %.87 to i32, !dbg !449
  %.95 = shl i32 %.94, 2, !dbg !449
  %.96 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.95, i32 %t133), !dbg !449
  %t135 = select i1 %.93, i32 %.96, i32 %t133, !dbg !449
  %.110 = zext i1 %t134 to i32, !dbg !449
  %.111 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.95, i32 %.110), !dbg !449
  %14 = and i32 %.111, 1, !dbg !449
  %.112 = icmp ne i32 %14, 0, !dbg !449
  %t136 = select i1 %.93, i1 %.112, i1 %t134, !dbg !449
  %t137 = icmp slt i32 %.2, 28, !dbg !449
  %t138 = and i1 %t137, %t136, !dbg !449
  %15 = select i1 %t138, i1 %t134, i1 false, !dbg !449
  %t133.mux = select i1 %t138, i32 %t135, i32 %t133, !dbg !449
  %t14012 = add i32 %t135, 7, !dbg !450
  %t141 = mul i32 %t14012, %t133, !dbg !450
  %t143 = select i1 %15, i32 %t141, i32 %t133.mux, !dbg !449
  %t144 = select i1 %t138, i1 true, i1 %t134, !dbg !449
  %.117 = add nuw nsw i64 %.26, 2, !dbg !449
  %.118 = icmp ult i32 %.25, 62, !dbg !449
  %.120 = and i64 %.117, 63, !dbg !449
  %16 = shl nuw i64 1, %.120, !dbg !449
  %17 = and i64 %16, %.29, !dbg !449
  %.122 = icmp ne i64 %17, 0, !dbg !449
  %.123 = and i1 %.118, %.122, !dbg !449
  %.124 = trunc i64 %.117 to i32, !dbg !449
  %.125 = shl i32 %.124, 2, !dbg !449
  %.126 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %t143), !dbg !449
  %t145 = select i1 %.123, i32 %.126, i32 %t143, !dbg !449
  %.140 = zext i1 %t144 to i32, !dbg !449
  %.141 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %.140), !dbg !449
  %18 = and i32 %.141, 1, !dbg !449
  %.142 = icmp ne i32 %18, 0, !dbg !449
  %t146 = select i1 %.123, i1 %.142, i1 %t144, !dbg !449
  %t147 = icmp slt i32 %.2, 30, !dbg !449
  %t148 = and i1 %t147, %t146, !dbg !449
  %19 = select i1 %t148, i1 %t144, i1 false, !dbg !449
  %t143.mux = select i1 %t148, i32 %t145, i32 %t143, !dbg !449
  %t15013 = add i32 %t145, 7, !dbg !450
  %t151 = mul i32 %t15013, %t143, !dbg !450
  %t153 = select i1 %19, i32 %t151, i32 %t143.mux, !dbg !449
  %t154 = select i1 %t148, i1 true, i1 %t144, !dbg !449
  %.147 = add nuw nsw i64 %.26, 1, !dbg !449
  %.148 = icmp ult i32 %.25, 63, !dbg !449
  %.150 = and i64 %.147, 63, !dbg !449
  %20 = shl nuw i64 1, %.150, !dbg !449
  %21 = and i64 %20, %.29, !dbg !449
  %.152 = icmp ne i64 %21, 0, !dbg !449
  %.153 = and i1 %.148, %.152, !dbg !449
  %.154 = trunc i64 %.147 to i32, !dbg !449
  %.155 = shl i32 %.154, 2, !dbg !449
  %.156 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.155, i32 %t153), !dbg !449
  %t155 = select i1 %.153, i32 %.156, i32 %t153, !dbg !449
  %.170 = zext i1 %t154 to i32, !dbg !449
  %.171 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.155, i32 %.170), !dbg !449
  %22 = and i32 %.171, 1, !dbg !449
  %.172 = icmp ne i32 %22, 0, !dbg !449
  %t156 = select i1 %.153, i1 %.172, i1 %t154, !dbg !449
  %t157 = icmp ne i32 %.2, 31, !dbg !449
  %t158 = and i1 %t157, %t156, !dbg !449
  %23 = select i1 %t158, i1 %t154, i1 false, !dbg !449
  %t153.mux = select i1 %t158, i32 %t155, i32 %t153, !dbg !449
  %t16014 = add i32 %t155, 7, !dbg !450
  %t161 = mul i32 %t16014, %t153, !dbg !450
  %spec.select37 = select i1 %23, i32 %t161, i32 %t153.mux, !dbg !449
  %spec.select38 = select i1 %t158, i1 true, i1 %t154, !dbg !449
  br label %b57, !dbg !449

b57:                                              ; preds = %b36, %b35
  %t165 = phi i32 [ %t113, %b35 ], [ %spec.select37, %b36 ]
  %t166 = phi i1 [ %t114, %b35 ], [ %spec.select38, %b36 ]
  %t167 = icmp eq i32 %.2, 0, !dbg !449
  %spec.select36 = select i1 %t166, i1 true, i1 %.1, !dbg !449
  %or.cond = select i1 %t167, i1 %spec.select36, i1 false, !dbg !449
  br i1 %or.cond, label %b63, label %b64, !dbg !449

b63:                                              ; preds = %b57
  %24 = select i1 %t166, i1 %.1, i1 false, !dbg !449
  %t1689 = add i32 %t165, 7, !dbg !450
  %t170 = mul i32 %t1689, %a3, !dbg !450
  %a3.mux = select i1 %t166, i32 %t165, i32 %a3, !dbg !449
  %spec.select35 = select i1 %24, i32 %t170, i32 %a3.mux, !dbg !449
  store i32 %spec.select35, ptr addrspace(1) %a2, align 4, !dbg !449
  br label %b64, !dbg !449

b64:                                              ; preds = %b63, %b57
  ret void, !dbg !449
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eF2I64_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !451 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !452
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !452
  %t2 = sext i32 %.1 to i64, !dbg !452
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !452
  %t4 = sext i32 %.2 to i64, !dbg !452
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !452
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !452
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !452, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !452
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !452
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !452, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !452
  %.15 = add i32 %.14, %.9, !dbg !452
  %.16 = udiv i32 %.15, %.6, !dbg !452
  %t8 = sext i32 %.16 to i64, !dbg !452
  %t9 = mul nsw i64 %t6, %t4, !dbg !452
  %t10 = add nsw i64 %t9, %t2, !dbg !452
  %t11 = mul nsw i64 %t8, %t6, !dbg !452
  %t131 = icmp slt i64 %t10, %a0, !dbg !452
  br i1 %t131, label %b2, label %b5, !dbg !452

b2:                                               ; preds = %entry, %b4
  %t122 = phi i64 [ %t19, %b4 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !452

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t122, !dbg !452
  %.17 = load double, ptr addrspace(1) %t14, align 8, !dbg !452
  br label %b4, !dbg !452

b4:                                               ; preds = %b3, %b2
  %t16 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  %.18 = fcmp oge double %t16, 0xC3E0000000000000, !dbg !453
  %.19 = fcmp olt double %t16, 0x43E0000000000000, !dbg !453
  %.20 = and i1 %.18, %.19, !dbg !453
  %0 = fptosi double %t16 to i64, !dbg !453
  %.23 = select i1 %.20, i64 %0, i64 -9223372036854775808, !dbg !453
  %t18 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t122, !dbg !452
  store i64 %.23, ptr addrspace(1) %t18, align 8, !dbg !452
  %t19 = add i64 %t122, %t11, !dbg !452
  %t13 = icmp slt i64 %t19, %a0, !dbg !452
  br i1 %t13, label %b2, label %b5, !dbg !452

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !452
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eF2I64_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #0 !dbg !454 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !455
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !455
  %t2 = sext i32 %.1 to i64, !dbg !455
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !455
  %t4 = sext i32 %.2 to i64, !dbg !455
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !455
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !455
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !455, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !455
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !455
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !455, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !455
  %.15 = add i32 %.14, %.9, !dbg !455
  %.16 = udiv i32 %.15, %.6, !dbg !455
  %t8 = sext i32 %.16 to i64, !dbg !455
  %t9 = mul nsw i64 %t6, %t4, !dbg !455
  %t10 = add nsw i64 %t9, %t2, !dbg !455
  %t11 = mul nsw i64 %t8, %t6, !dbg !455
  %t12 = icmp sgt i64 %a1, 7, !dbg !455
  %t14 = icmp sgt i64 %a1, 6, !dbg !455
  %t16 = icmp sgt i64 %a1, 5, !dbg !455
  %t18 = icmp sgt i64 %a1, 4, !dbg !455
  %t20 = icmp sgt i64 %a1, 3, !dbg !455
  %t22 = icmp sgt i64 %a1, 2, !dbg !455
  %t24 = icmp sgt i64 %a1, 1, !dbg !455
  %t26 = icmp sgt i64 %a1, 0, !dbg !455
  %t281 = icmp slt i64 %t10, %a0, !dbg !455
  br i1 %t281, label %b2, label %b21, !dbg !455

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t122, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !455

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !455
  %t32 = mul i64 %t30, %a9, !dbg !455
  %t33 = sub nuw i64 %t272, %t32, !dbg !455
  %t34 = mul i64 %t33, %a19, !dbg !455
  %t35 = mul i64 %t33, %a28, !dbg !455
  br label %b4, !dbg !455

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !455

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !455
  %t42 = mul i64 %t40, %a8, !dbg !455
  %t43 = sub i64 %t36, %t42, !dbg !455
  %t44 = mul i64 %t43, %a18, !dbg !455
  %t45 = add i64 %t44, %t37, !dbg !455
  %t46 = mul i64 %t43, %a27, !dbg !455
  %t47 = add i64 %t46, %t38, !dbg !455
  br label %b6, !dbg !455

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !455

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !455
  %t54 = mul i64 %t52, %a7, !dbg !455
  %t55 = sub i64 %t48, %t54, !dbg !455
  %t56 = mul i64 %t55, %a17, !dbg !455
  %t57 = add i64 %t56, %t49, !dbg !455
  %t58 = mul i64 %t55, %a26, !dbg !455
  %t59 = add i64 %t58, %t50, !dbg !455
  br label %b8, !dbg !455

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !455

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !455
  %t66 = mul i64 %t64, %a6, !dbg !455
  %t67 = sub i64 %t60, %t66, !dbg !455
  %t68 = mul i64 %t67, %a16, !dbg !455
  %t69 = add i64 %t68, %t61, !dbg !455
  %t70 = mul i64 %t67, %a25, !dbg !455
  %t71 = add i64 %t70, %t62, !dbg !455
  br label %b10, !dbg !455

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !455

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !455
  %t78 = mul i64 %t76, %a5, !dbg !455
  %t79 = sub i64 %t72, %t78, !dbg !455
  %t80 = mul i64 %t79, %a15, !dbg !455
  %t81 = add i64 %t80, %t73, !dbg !455
  %t82 = mul i64 %t79, %a24, !dbg !455
  %t83 = add i64 %t82, %t74, !dbg !455
  br label %b12, !dbg !455

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !455

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !455
  %t90 = mul i64 %t88, %a4, !dbg !455
  %t91 = sub i64 %t84, %t90, !dbg !455
  %t92 = mul i64 %t91, %a14, !dbg !455
  %t93 = add i64 %t92, %t85, !dbg !455
  %t94 = mul i64 %t91, %a23, !dbg !455
  %t95 = add i64 %t94, %t86, !dbg !455
  br label %b14, !dbg !455

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !455

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !455
  %t102 = mul i64 %t100, %a3, !dbg !455
  %t103 = sub i64 %t96, %t102, !dbg !455
  %t104 = mul i64 %t103, %a13, !dbg !455
  %t105 = add i64 %t104, %t97, !dbg !455
  %t106 = mul i64 %t103, %a22, !dbg !455
  %t107 = add i64 %t106, %t98, !dbg !455
  br label %b16, !dbg !455

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !455

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !455
  %t112 = add i64 %t109, %t111, !dbg !455
  %t113 = mul i64 %t108, %a21, !dbg !455
  %t114 = add i64 %t110, %t113, !dbg !455
  br label %b18, !dbg !455

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !455

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t115, !dbg !455
  %.17 = load double, ptr addrspace(1) %t117, align 8, !dbg !455
  br label %b20, !dbg !455

b20:                                              ; preds = %b19, %b18
  %t119 = phi double [ %.17, %b19 ], [ %a11, %b18 ]
  %.18 = fcmp oge double %t119, 0xC3E0000000000000, !dbg !456
  %.19 = fcmp olt double %t119, 0x43E0000000000000, !dbg !456
  %.20 = and i1 %.18, %.19, !dbg !456
  %0 = fptosi double %t119 to i64, !dbg !456
  %.23 = select i1 %.20, i64 %0, i64 -9223372036854775808, !dbg !456
  %t121 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t116, !dbg !455
  store i64 %.23, ptr addrspace(1) %t121, align 8, !dbg !455
  %t122 = add i64 %t272, %t11, !dbg !455
  %t28 = icmp slt i64 %t122, %a0, !dbg !455
  br i1 %t28, label %b2, label %b21, !dbg !455

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !455
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eI2F64_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !457 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !458
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !458
  %t2 = sext i32 %.1 to i64, !dbg !458
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !458
  %t4 = sext i32 %.2 to i64, !dbg !458
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !458
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !458
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !458, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !458
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !458
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !458, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !458
  %.15 = add i32 %.14, %.9, !dbg !458
  %.16 = udiv i32 %.15, %.6, !dbg !458
  %t8 = sext i32 %.16 to i64, !dbg !458
  %t9 = mul nsw i64 %t6, %t4, !dbg !458
  %t10 = add nsw i64 %t9, %t2, !dbg !458
  %t11 = mul nsw i64 %t8, %t6, !dbg !458
  %t131 = icmp slt i64 %t10, %a0, !dbg !458
  br i1 %t131, label %b2, label %b5, !dbg !458

b2:                                               ; preds = %entry, %b4
  %t122 = phi i64 [ %t19, %b4 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !458

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t122, !dbg !458
  %.17 = load i64, ptr addrspace(1) %t14, align 8, !dbg !458
  br label %b4, !dbg !458

b4:                                               ; preds = %b3, %b2
  %t16 = phi i64 [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = sitofp i64 %t16 to double, !dbg !459
  %t18 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t122, !dbg !458
  store double %t17, ptr addrspace(1) %t18, align 8, !dbg !458
  %t19 = add i64 %t122, %t11, !dbg !458
  %t13 = icmp slt i64 %t19, %a0, !dbg !458
  br i1 %t13, label %b2, label %b5, !dbg !458

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !458
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eI2F64_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #0 !dbg !460 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !461
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !461
  %t2 = sext i32 %.1 to i64, !dbg !461
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !461
  %t4 = sext i32 %.2 to i64, !dbg !461
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !461
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !461
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !461, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !461
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !461
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !461, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !461
  %.15 = add i32 %.14, %.9, !dbg !461
  %.16 = udiv i32 %.15, %.6, !dbg !461
  %t8 = sext i32 %.16 to i64, !dbg !461
  %t9 = mul nsw i64 %t6, %t4, !dbg !461
  %t10 = add nsw i64 %t9, %t2, !dbg !461
  %t11 = mul nsw i64 %t8, %t6, !dbg !461
  %t12 = icmp sgt i64 %a1, 7, !dbg !461
  %t14 = icmp sgt i64 %a1, 6, !dbg !461
  %t16 = icmp sgt i64 %a1, 5, !dbg !461
  %t18 = icmp sgt i64 %a1, 4, !dbg !461
  %t20 = icmp sgt i64 %a1, 3, !dbg !461
  %t22 = icmp sgt i64 %a1, 2, !dbg !461
  %t24 = icmp sgt i64 %a1, 1, !dbg !461
  %t26 = icmp sgt i64 %a1, 0, !dbg !461
  %t281 = icmp slt i64 %t10, %a0, !dbg !461
  br i1 %t281, label %b2, label %b21, !dbg !461

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t122, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !461

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !461
  %t32 = mul i64 %t30, %a9, !dbg !461
  %t33 = sub nuw i64 %t272, %t32, !dbg !461
  %t34 = mul i64 %t33, %a19, !dbg !461
  %t35 = mul i64 %t33, %a28, !dbg !461
  br label %b4, !dbg !461

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !461

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !461
  %t42 = mul i64 %t40, %a8, !dbg !461
  %t43 = sub i64 %t36, %t42, !dbg !461
  %t44 = mul i64 %t43, %a18, !dbg !461
  %t45 = add i64 %t44, %t37, !dbg !461
  %t46 = mul i64 %t43, %a27, !dbg !461
  %t47 = add i64 %t46, %t38, !dbg !461
  br label %b6, !dbg !461

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !461

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !461
  %t54 = mul i64 %t52, %a7, !dbg !461
  %t55 = sub i64 %t48, %t54, !dbg !461
  %t56 = mul i64 %t55, %a17, !dbg !461
  %t57 = add i64 %t56, %t49, !dbg !461
  %t58 = mul i64 %t55, %a26, !dbg !461
  %t59 = add i64 %t58, %t50, !dbg !461
  br label %b8, !dbg !461

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !461

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !461
  %t66 = mul i64 %t64, %a6, !dbg !461
  %t67 = sub i64 %t60, %t66, !dbg !461
  %t68 = mul i64 %t67, %a16, !dbg !461
  %t69 = add i64 %t68, %t61, !dbg !461
  %t70 = mul i64 %t67, %a25, !dbg !461
  %t71 = add i64 %t70, %t62, !dbg !461
  br label %b10, !dbg !461

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !461

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !461
  %t78 = mul i64 %t76, %a5, !dbg !461
  %t79 = sub i64 %t72, %t78, !dbg !461
  %t80 = mul i64 %t79, %a15, !dbg !461
  %t81 = add i64 %t80, %t73, !dbg !461
  %t82 = mul i64 %t79, %a24, !dbg !461
  %t83 = add i64 %t82, %t74, !dbg !461
  br label %b12, !dbg !461

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !461

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !461
  %t90 = mul i64 %t88, %a4, !dbg !461
  %t91 = sub i64 %t84, %t90, !dbg !461
  %t92 = mul i64 %t91, %a14, !dbg !461
  %t93 = add i64 %t92, %t85, !dbg !461
  %t94 = mul i64 %t91, %a23, !dbg !461
  %t95 = add i64 %t94, %t86, !dbg !461
  br label %b14, !dbg !461

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !461

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !461
  %t102 = mul i64 %t100, %a3, !dbg !461
  %t103 = sub i64 %t96, %t102, !dbg !461
  %t104 = mul i64 %t103, %a13, !dbg !461
  %t105 = add i64 %t104, %t97, !dbg !461
  %t106 = mul i64 %t103, %a22, !dbg !461
  %t107 = add i64 %t106, %t98, !dbg !461
  br label %b16, !dbg !461

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !461

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !461
  %t112 = add i64 %t109, %t111, !dbg !461
  %t113 = mul i64 %t108, %a21, !dbg !461
  %t114 = add i64 %t110, %t113, !dbg !461
  br label %b18, !dbg !461

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !461

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t115, !dbg !461
  %.17 = load i64, ptr addrspace(1) %t117, align 8, !dbg !461
  br label %b20, !dbg !461

b20:                                              ; preds = %b19, %b18
  %t119 = phi i64 [ %.17, %b19 ], [ %a11, %b18 ]
  %t120 = sitofp i64 %t119 to double, !dbg !462
  %t121 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t116, !dbg !461
  store double %t120, ptr addrspace(1) %t121, align 8, !dbg !461
  %t122 = add i64 %t272, %t11, !dbg !461
  %t28 = icmp slt i64 %t122, %a0, !dbg !461
  br i1 %t28, label %b2, label %b21, !dbg !461

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !461
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eF2U64_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !463 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !464
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !464
  %t2 = sext i32 %.1 to i64, !dbg !464
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !464
  %t4 = sext i32 %.2 to i64, !dbg !464
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !464
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !464
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !464, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !464
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !464
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !464, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !464
  %.15 = add i32 %.14, %.9, !dbg !464
  %.16 = udiv i32 %.15, %.6, !dbg !464
  %t8 = sext i32 %.16 to i64, !dbg !464
  %t9 = mul nsw i64 %t6, %t4, !dbg !464
  %t10 = add nsw i64 %t9, %t2, !dbg !464
  %t11 = mul nsw i64 %t8, %t6, !dbg !464
  %t131 = icmp slt i64 %t10, %a0, !dbg !464
  br i1 %t131, label %b2, label %b5, !dbg !464

b2:                                               ; preds = %entry, %b4
  %t122 = phi i64 [ %t19, %b4 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !464

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t122, !dbg !464
  %.17 = load double, ptr addrspace(1) %t14, align 8, !dbg !464
  br label %b4, !dbg !464

b4:                                               ; preds = %b3, %b2
  %t16 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  %.18 = fcmp olt double %t16, 0x43E0000000000000, !dbg !465
  %.19 = fcmp oge double %t16, 0xC3E0000000000000, !dbg !465
  %.21 = and i1 %.19, %.18, !dbg !465
  %0 = fptosi double %t16 to i64, !dbg !465
  %.24 = select i1 %.21, i64 %0, i64 -9223372036854775808, !dbg !465
  %.25 = fadd double %t16, 0xC3E0000000000000, !dbg !465
  %.26 = fcmp oge double %.25, 0xC3E0000000000000, !dbg !465
  %.27 = fcmp olt double %.25, 0x43E0000000000000, !dbg !465
  %.28 = and i1 %.26, %.27, !dbg !465
  %1 = fptosi double %.25 to i64, !dbg !465
  %.op = or i64 %1, -9223372036854775808, !dbg !465
  %.32 = select i1 %.28, i64 %.op, i64 -9223372036854775808, !dbg !465
  %.33 = select i1 %.18, i64 %.24, i64 %.32, !dbg !465
  %t18 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t122, !dbg !464
  store i64 %.33, ptr addrspace(1) %t18, align 8, !dbg !464
  %t19 = add i64 %t122, %t11, !dbg !464
  %t13 = icmp slt i64 %t19, %a0, !dbg !464
  br i1 %t13, label %b2, label %b5, !dbg !464

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !464
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eF2U64_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #0 !dbg !466 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !467
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !467
  %t2 = sext i32 %.1 to i64, !dbg !467
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !467
  %t4 = sext i32 %.2 to i64, !dbg !467
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !467
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !467
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !467, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !467
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !467
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !467, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !467
  %.15 = add i32 %.14, %.9, !dbg !467
  %.16 = udiv i32 %.15, %.6, !dbg !467
  %t8 = sext i32 %.16 to i64, !dbg !467
  %t9 = mul nsw i64 %t6, %t4, !dbg !467
  %t10 = add nsw i64 %t9, %t2, !dbg !467
  %t11 = mul nsw i64 %t8, %t6, !dbg !467
  %t12 = icmp sgt i64 %a1, 7, !dbg !467
  %t14 = icmp sgt i64 %a1, 6, !dbg !467
  %t16 = icmp sgt i64 %a1, 5, !dbg !467
  %t18 = icmp sgt i64 %a1, 4, !dbg !467
  %t20 = icmp sgt i64 %a1, 3, !dbg !467
  %t22 = icmp sgt i64 %a1, 2, !dbg !467
  %t24 = icmp sgt i64 %a1, 1, !dbg !467
  %t26 = icmp sgt i64 %a1, 0, !dbg !467
  %t281 = icmp slt i64 %t10, %a0, !dbg !467
  br i1 %t281, label %b2, label %b21, !dbg !467

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t122, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !467

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !467
  %t32 = mul i64 %t30, %a9, !dbg !467
  %t33 = sub nuw i64 %t272, %t32, !dbg !467
  %t34 = mul i64 %t33, %a19, !dbg !467
  %t35 = mul i64 %t33, %a28, !dbg !467
  br label %b4, !dbg !467

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !467

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !467
  %t42 = mul i64 %t40, %a8, !dbg !467
  %t43 = sub i64 %t36, %t42, !dbg !467
  %t44 = mul i64 %t43, %a18, !dbg !467
  %t45 = add i64 %t44, %t37, !dbg !467
  %t46 = mul i64 %t43, %a27, !dbg !467
  %t47 = add i64 %t46, %t38, !dbg !467
  br label %b6, !dbg !467

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !467

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !467
  %t54 = mul i64 %t52, %a7, !dbg !467
  %t55 = sub i64 %t48, %t54, !dbg !467
  %t56 = mul i64 %t55, %a17, !dbg !467
  %t57 = add i64 %t56, %t49, !dbg !467
  %t58 = mul i64 %t55, %a26, !dbg !467
  %t59 = add i64 %t58, %t50, !dbg !467
  br label %b8, !dbg !467

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !467

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !467
  %t66 = mul i64 %t64, %a6, !dbg !467
  %t67 = sub i64 %t60, %t66, !dbg !467
  %t68 = mul i64 %t67, %a16, !dbg !467
  %t69 = add i64 %t68, %t61, !dbg !467
  %t70 = mul i64 %t67, %a25, !dbg !467
  %t71 = add i64 %t70, %t62, !dbg !467
  br label %b10, !dbg !467

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !467

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !467
  %t78 = mul i64 %t76, %a5, !dbg !467
  %t79 = sub i64 %t72, %t78, !dbg !467
  %t80 = mul i64 %t79, %a15, !dbg !467
  %t81 = add i64 %t80, %t73, !dbg !467
  %t82 = mul i64 %t79, %a24, !dbg !467
  %t83 = add i64 %t82, %t74, !dbg !467
  br label %b12, !dbg !467

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !467

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !467
  %t90 = mul i64 %t88, %a4, !dbg !467
  %t91 = sub i64 %t84, %t90, !dbg !467
  %t92 = mul i64 %t91, %a14, !dbg !467
  %t93 = add i64 %t92, %t85, !dbg !467
  %t94 = mul i64 %t91, %a23, !dbg !467
  %t95 = add i64 %t94, %t86, !dbg !467
  br label %b14, !dbg !467

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !467

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !467
  %t102 = mul i64 %t100, %a3, !dbg !467
  %t103 = sub i64 %t96, %t102, !dbg !467
  %t104 = mul i64 %t103, %a13, !dbg !467
  %t105 = add i64 %t104, %t97, !dbg !467
  %t106 = mul i64 %t103, %a22, !dbg !467
  %t107 = add i64 %t106, %t98, !dbg !467
  br label %b16, !dbg !467

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !467

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !467
  %t112 = add i64 %t109, %t111, !dbg !467
  %t113 = mul i64 %t108, %a21, !dbg !467
  %t114 = add i64 %t110, %t113, !dbg !467
  br label %b18, !dbg !467

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !467

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t115, !dbg !467
  %.17 = load double, ptr addrspace(1) %t117, align 8, !dbg !467
  br label %b20, !dbg !467

b20:                                              ; preds = %b19, %b18
  %t119 = phi double [ %.17, %b19 ], [ %a11, %b18 ]
  %.18 = fcmp olt double %t119, 0x43E0000000000000, !dbg !468
  %.19 = fcmp oge double %t119, 0xC3E0000000000000, !dbg !468
  %.21 = and i1 %.19, %.18, !dbg !468
  %0 = fptosi double %t119 to i64, !dbg !468
  %.24 = select i1 %.21, i64 %0, i64 -9223372036854775808, !dbg !468
  %.25 = fadd double %t119, 0xC3E0000000000000, !dbg !468
  %.26 = fcmp oge double %.25, 0xC3E0000000000000, !dbg !468
  %.27 = fcmp olt double %.25, 0x43E0000000000000, !dbg !468
  %.28 = and i1 %.26, %.27, !dbg !468
  %1 = fptosi double %.25 to i64, !dbg !468
  %.op = or i64 %1, -9223372036854775808, !dbg !468
  %.32 = select i1 %.28, i64 %.op, i64 -9223372036854775808, !dbg !468
  %.33 = select i1 %.18, i64 %.24, i64 %.32, !dbg !468
  %t121 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t116, !dbg !467
  store i64 %.33, ptr addrspace(1) %t121, align 8, !dbg !467
  %t122 = add i64 %t272, %t11, !dbg !467
  %t28 = icmp slt i64 %t122, %a0, !dbg !467
  br i1 %t28, label %b2, label %b21, !dbg !467

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !467
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eU2F64_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !469 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !470
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !470
  %t2 = sext i32 %.1 to i64, !dbg !470
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !470
  %t4 = sext i32 %.2 to i64, !dbg !470
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !470
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !470
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !470, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !470
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !470
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !470, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !470
  %.15 = add i32 %.14, %.9, !dbg !470
  %.16 = udiv i32 %.15, %.6, !dbg !470
  %t8 = sext i32 %.16 to i64, !dbg !470
  %t9 = mul nsw i64 %t6, %t4, !dbg !470
  %t10 = add nsw i64 %t9, %t2, !dbg !470
  %t11 = mul nsw i64 %t8, %t6, !dbg !470
  %t131 = icmp slt i64 %t10, %a0, !dbg !470
  br i1 %t131, label %b2, label %b5, !dbg !470

b2:                                               ; preds = %entry, %b4
  %t122 = phi i64 [ %t19, %b4 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !470

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t122, !dbg !470
  %.17 = load i64, ptr addrspace(1) %t14, align 8, !dbg !470
  br label %b4, !dbg !470

b4:                                               ; preds = %b3, %b2
  %t16 = phi i64 [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = uitofp i64 %t16 to double, !dbg !471
  %t18 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t122, !dbg !470
  store double %t17, ptr addrspace(1) %t18, align 8, !dbg !470
  %t19 = add i64 %t122, %t11, !dbg !470
  %t13 = icmp slt i64 %t19, %a0, !dbg !470
  br i1 %t13, label %b2, label %b5, !dbg !470

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !470
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eU2F64_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #0 !dbg !472 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !473
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !473
  %t2 = sext i32 %.1 to i64, !dbg !473
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !473
  %t4 = sext i32 %.2 to i64, !dbg !473
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !473
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !473
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !473, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !473
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !473
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !473, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !473
  %.15 = add i32 %.14, %.9, !dbg !473
  %.16 = udiv i32 %.15, %.6, !dbg !473
  %t8 = sext i32 %.16 to i64, !dbg !473
  %t9 = mul nsw i64 %t6, %t4, !dbg !473
  %t10 = add nsw i64 %t9, %t2, !dbg !473
  %t11 = mul nsw i64 %t8, %t6, !dbg !473
  %t12 = icmp sgt i64 %a1, 7, !dbg !473
  %t14 = icmp sgt i64 %a1, 6, !dbg !473
  %t16 = icmp sgt i64 %a1, 5, !dbg !473
  %t18 = icmp sgt i64 %a1, 4, !dbg !473
  %t20 = icmp sgt i64 %a1, 3, !dbg !473
  %t22 = icmp sgt i64 %a1, 2, !dbg !473
  %t24 = icmp sgt i64 %a1, 1, !dbg !473
  %t26 = icmp sgt i64 %a1, 0, !dbg !473
  %t281 = icmp slt i64 %t10, %a0, !dbg !473
  br i1 %t281, label %b2, label %b21, !dbg !473

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t122, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !473

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !473
  %t32 = mul i64 %t30, %a9, !dbg !473
  %t33 = sub nuw i64 %t272, %t32, !dbg !473
  %t34 = mul i64 %t33, %a19, !dbg !473
  %t35 = mul i64 %t33, %a28, !dbg !473
  br label %b4, !dbg !473

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !473

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !473
  %t42 = mul i64 %t40, %a8, !dbg !473
  %t43 = sub i64 %t36, %t42, !dbg !473
  %t44 = mul i64 %t43, %a18, !dbg !473
  %t45 = add i64 %t44, %t37, !dbg !473
  %t46 = mul i64 %t43, %a27, !dbg !473
  %t47 = add i64 %t46, %t38, !dbg !473
  br label %b6, !dbg !473

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !473

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !473
  %t54 = mul i64 %t52, %a7, !dbg !473
  %t55 = sub i64 %t48, %t54, !dbg !473
  %t56 = mul i64 %t55, %a17, !dbg !473
  %t57 = add i64 %t56, %t49, !dbg !473
  %t58 = mul i64 %t55, %a26, !dbg !473
  %t59 = add i64 %t58, %t50, !dbg !473
  br label %b8, !dbg !473

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !473

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !473
  %t66 = mul i64 %t64, %a6, !dbg !473
  %t67 = sub i64 %t60, %t66, !dbg !473
  %t68 = mul i64 %t67, %a16, !dbg !473
  %t69 = add i64 %t68, %t61, !dbg !473
  %t70 = mul i64 %t67, %a25, !dbg !473
  %t71 = add i64 %t70, %t62, !dbg !473
  br label %b10, !dbg !473

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !473

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !473
  %t78 = mul i64 %t76, %a5, !dbg !473
  %t79 = sub i64 %t72, %t78, !dbg !473
  %t80 = mul i64 %t79, %a15, !dbg !473
  %t81 = add i64 %t80, %t73, !dbg !473
  %t82 = mul i64 %t79, %a24, !dbg !473
  %t83 = add i64 %t82, %t74, !dbg !473
  br label %b12, !dbg !473

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !473

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !473
  %t90 = mul i64 %t88, %a4, !dbg !473
  %t91 = sub i64 %t84, %t90, !dbg !473
  %t92 = mul i64 %t91, %a14, !dbg !473
  %t93 = add i64 %t92, %t85, !dbg !473
  %t94 = mul i64 %t91, %a23, !dbg !473
  %t95 = add i64 %t94, %t86, !dbg !473
  br label %b14, !dbg !473

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !473

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !473
  %t102 = mul i64 %t100, %a3, !dbg !473
  %t103 = sub i64 %t96, %t102, !dbg !473
  %t104 = mul i64 %t103, %a13, !dbg !473
  %t105 = add i64 %t104, %t97, !dbg !473
  %t106 = mul i64 %t103, %a22, !dbg !473
  %t107 = add i64 %t106, %t98, !dbg !473
  br label %b16, !dbg !473

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !473

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !473
  %t112 = add i64 %t109, %t111, !dbg !473
  %t113 = mul i64 %t108, %a21, !dbg !473
  %t114 = add i64 %t110, %t113, !dbg !473
  br label %b18, !dbg !473

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !473

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t115, !dbg !473
  %.17 = load i64, ptr addrspace(1) %t117, align 8, !dbg !473
  br label %b20, !dbg !473

b20:                                              ; preds = %b19, %b18
  %t119 = phi i64 [ %.17, %b19 ], [ %a11, %b18 ]
  %t120 = uitofp i64 %t119 to double, !dbg !474
  %t121 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t116, !dbg !473
  store double %t120, ptr addrspace(1) %t121, align 8, !dbg !473
  %t122 = add i64 %t272, %t11, !dbg !473
  %t28 = icmp slt i64 %t122, %a0, !dbg !473
  br i1 %t28, label %b2, label %b21, !dbg !473

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !473
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eF2I32_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !475 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !476
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !476
  %t2 = sext i32 %.1 to i64, !dbg !476
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !476
  %t4 = sext i32 %.2 to i64, !dbg !476
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !476
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !476
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !476, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !476
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !476
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !476, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !476
  %.15 = add i32 %.14, %.9, !dbg !476
  %.16 = udiv i32 %.15, %.6, !dbg !476
  %t8 = sext i32 %.16 to i64, !dbg !476
  %t9 = mul nsw i64 %t6, %t4, !dbg !476
  %t10 = add nsw i64 %t9, %t2, !dbg !476
  %t11 = mul nsw i64 %t8, %t6, !dbg !476
  %t131 = icmp slt i64 %t10, %a0, !dbg !476
  br i1 %t131, label %b2, label %b5, !dbg !476

b2:                                               ; preds = %entry, %b4
  %t122 = phi i64 [ %t19, %b4 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !476

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t122, !dbg !476
  %.17 = load float, ptr addrspace(1) %t14, align 4, !dbg !476
  br label %b4, !dbg !476

b4:                                               ; preds = %b3, %b2
  %t16 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  %.18 = fcmp oge float %t16, 0xC1E0000000000000, !dbg !477
  %.19 = fcmp olt float %t16, 0x41E0000000000000, !dbg !477
  %.20 = and i1 %.18, %.19, !dbg !477
  %0 = fptosi float %t16 to i32, !dbg !477
  %.23 = select i1 %.20, i32 %0, i32 -2147483648, !dbg !477
  %t18 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t122, !dbg !476
  store i32 %.23, ptr addrspace(1) %t18, align 4, !dbg !476
  %t19 = add i64 %t122, %t11, !dbg !476
  %t13 = icmp slt i64 %t19, %a0, !dbg !476
  br i1 %t13, label %b2, label %b5, !dbg !476

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !476
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eF2I32_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #0 !dbg !478 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !479
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !479
  %t2 = sext i32 %.1 to i64, !dbg !479
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !479
  %t4 = sext i32 %.2 to i64, !dbg !479
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !479
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !479
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !479, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !479
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !479
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !479, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !479
  %.15 = add i32 %.14, %.9, !dbg !479
  %.16 = udiv i32 %.15, %.6, !dbg !479
  %t8 = sext i32 %.16 to i64, !dbg !479
  %t9 = mul nsw i64 %t6, %t4, !dbg !479
  %t10 = add nsw i64 %t9, %t2, !dbg !479
  %t11 = mul nsw i64 %t8, %t6, !dbg !479
  %t12 = icmp sgt i64 %a1, 7, !dbg !479
  %t14 = icmp sgt i64 %a1, 6, !dbg !479
  %t16 = icmp sgt i64 %a1, 5, !dbg !479
  %t18 = icmp sgt i64 %a1, 4, !dbg !479
  %t20 = icmp sgt i64 %a1, 3, !dbg !479
  %t22 = icmp sgt i64 %a1, 2, !dbg !479
  %t24 = icmp sgt i64 %a1, 1, !dbg !479
  %t26 = icmp sgt i64 %a1, 0, !dbg !479
  %t281 = icmp slt i64 %t10, %a0, !dbg !479
  br i1 %t281, label %b2, label %b21, !dbg !479

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t122, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !479

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !479
  %t32 = mul i64 %t30, %a9, !dbg !479
  %t33 = sub nuw i64 %t272, %t32, !dbg !479
  %t34 = mul i64 %t33, %a19, !dbg !479
  %t35 = mul i64 %t33, %a28, !dbg !479
  br label %b4, !dbg !479

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !479

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !479
  %t42 = mul i64 %t40, %a8, !dbg !479
  %t43 = sub i64 %t36, %t42, !dbg !479
  %t44 = mul i64 %t43, %a18, !dbg !479
  %t45 = add i64 %t44, %t37, !dbg !479
  %t46 = mul i64 %t43, %a27, !dbg !479
  %t47 = add i64 %t46, %t38, !dbg !479
  br label %b6, !dbg !479

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !479

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !479
  %t54 = mul i64 %t52, %a7, !dbg !479
  %t55 = sub i64 %t48, %t54, !dbg !479
  %t56 = mul i64 %t55, %a17, !dbg !479
  %t57 = add i64 %t56, %t49, !dbg !479
  %t58 = mul i64 %t55, %a26, !dbg !479
  %t59 = add i64 %t58, %t50, !dbg !479
  br label %b8, !dbg !479

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !479

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !479
  %t66 = mul i64 %t64, %a6, !dbg !479
  %t67 = sub i64 %t60, %t66, !dbg !479
  %t68 = mul i64 %t67, %a16, !dbg !479
  %t69 = add i64 %t68, %t61, !dbg !479
  %t70 = mul i64 %t67, %a25, !dbg !479
  %t71 = add i64 %t70, %t62, !dbg !479
  br label %b10, !dbg !479

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !479

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !479
  %t78 = mul i64 %t76, %a5, !dbg !479
  %t79 = sub i64 %t72, %t78, !dbg !479
  %t80 = mul i64 %t79, %a15, !dbg !479
  %t81 = add i64 %t80, %t73, !dbg !479
  %t82 = mul i64 %t79, %a24, !dbg !479
  %t83 = add i64 %t82, %t74, !dbg !479
  br label %b12, !dbg !479

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !479

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !479
  %t90 = mul i64 %t88, %a4, !dbg !479
  %t91 = sub i64 %t84, %t90, !dbg !479
  %t92 = mul i64 %t91, %a14, !dbg !479
  %t93 = add i64 %t92, %t85, !dbg !479
  %t94 = mul i64 %t91, %a23, !dbg !479
  %t95 = add i64 %t94, %t86, !dbg !479
  br label %b14, !dbg !479

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !479

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !479
  %t102 = mul i64 %t100, %a3, !dbg !479
  %t103 = sub i64 %t96, %t102, !dbg !479
  %t104 = mul i64 %t103, %a13, !dbg !479
  %t105 = add i64 %t104, %t97, !dbg !479
  %t106 = mul i64 %t103, %a22, !dbg !479
  %t107 = add i64 %t106, %t98, !dbg !479
  br label %b16, !dbg !479

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !479

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !479
  %t112 = add i64 %t109, %t111, !dbg !479
  %t113 = mul i64 %t108, %a21, !dbg !479
  %t114 = add i64 %t110, %t113, !dbg !479
  br label %b18, !dbg !479

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !479

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t115, !dbg !479
  %.17 = load float, ptr addrspace(1) %t117, align 4, !dbg !479
  br label %b20, !dbg !479

b20:                                              ; preds = %b19, %b18
  %t119 = phi float [ %.17, %b19 ], [ %a11, %b18 ]
  %.18 = fcmp oge float %t119, 0xC1E0000000000000, !dbg !480
  %.19 = fcmp olt float %t119, 0x41E0000000000000, !dbg !480
  %.20 = and i1 %.18, %.19, !dbg !480
  %0 = fptosi float %t119 to i32, !dbg !480
  %.23 = select i1 %.20, i32 %0, i32 -2147483648, !dbg !480
  %t121 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t116, !dbg !479
  store i32 %.23, ptr addrspace(1) %t121, align 4, !dbg !479
  %t122 = add i64 %t272, %t11, !dbg !479
  %t28 = icmp slt i64 %t122, %a0, !dbg !479
  br i1 %t28, label %b2, label %b21, !dbg !479

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !479
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eI2F32_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i32 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !481 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !482
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !482
  %t2 = sext i32 %.1 to i64, !dbg !482
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !482
  %t4 = sext i32 %.2 to i64, !dbg !482
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !482
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !482
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !482, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !482
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !482
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !482, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !482
  %.15 = add i32 %.14, %.9, !dbg !482
  %.16 = udiv i32 %.15, %.6, !dbg !482
  %t8 = sext i32 %.16 to i64, !dbg !482
  %t9 = mul nsw i64 %t6, %t4, !dbg !482
  %t10 = add nsw i64 %t9, %t2, !dbg !482
  %t11 = mul nsw i64 %t8, %t6, !dbg !482
  %t131 = icmp slt i64 %t10, %a0, !dbg !482
  br i1 %t131, label %b2, label %b5, !dbg !482

b2:                                               ; preds = %entry, %b4
  %t122 = phi i64 [ %t19, %b4 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !482

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t122, !dbg !482
  %.17 = load i32, ptr addrspace(1) %t14, align 4, !dbg !482
  br label %b4, !dbg !482

b4:                                               ; preds = %b3, %b2
  %t16 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = sitofp i32 %t16 to float, !dbg !483
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t122, !dbg !482
  store float %t17, ptr addrspace(1) %t18, align 4, !dbg !482
  %t19 = add i64 %t122, %t11, !dbg !482
  %t13 = icmp slt i64 %t19, %a0, !dbg !482
  br i1 %t13, label %b2, label %b5, !dbg !482

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !482
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eI2F32_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #0 !dbg !484 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !485
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !485
  %t2 = sext i32 %.1 to i64, !dbg !485
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !485
  %t4 = sext i32 %.2 to i64, !dbg !485
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !485
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !485
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !485, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !485
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !485
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !485, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !485
  %.15 = add i32 %.14, %.9, !dbg !485
  %.16 = udiv i32 %.15, %.6, !dbg !485
  %t8 = sext i32 %.16 to i64, !dbg !485
  %t9 = mul nsw i64 %t6, %t4, !dbg !485
  %t10 = add nsw i64 %t9, %t2, !dbg !485
  %t11 = mul nsw i64 %t8, %t6, !dbg !485
  %t12 = icmp sgt i64 %a1, 7, !dbg !485
  %t14 = icmp sgt i64 %a1, 6, !dbg !485
  %t16 = icmp sgt i64 %a1, 5, !dbg !485
  %t18 = icmp sgt i64 %a1, 4, !dbg !485
  %t20 = icmp sgt i64 %a1, 3, !dbg !485
  %t22 = icmp sgt i64 %a1, 2, !dbg !485
  %t24 = icmp sgt i64 %a1, 1, !dbg !485
  %t26 = icmp sgt i64 %a1, 0, !dbg !485
  %t281 = icmp slt i64 %t10, %a0, !dbg !485
  br i1 %t281, label %b2, label %b21, !dbg !485

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t122, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !485

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !485
  %t32 = mul i64 %t30, %a9, !dbg !485
  %t33 = sub nuw i64 %t272, %t32, !dbg !485
  %t34 = mul i64 %t33, %a19, !dbg !485
  %t35 = mul i64 %t33, %a28, !dbg !485
  br label %b4, !dbg !485

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !485

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !485
  %t42 = mul i64 %t40, %a8, !dbg !485
  %t43 = sub i64 %t36, %t42, !dbg !485
  %t44 = mul i64 %t43, %a18, !dbg !485
  %t45 = add i64 %t44, %t37, !dbg !485
  %t46 = mul i64 %t43, %a27, !dbg !485
  %t47 = add i64 %t46, %t38, !dbg !485
  br label %b6, !dbg !485

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !485

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !485
  %t54 = mul i64 %t52, %a7, !dbg !485
  %t55 = sub i64 %t48, %t54, !dbg !485
  %t56 = mul i64 %t55, %a17, !dbg !485
  %t57 = add i64 %t56, %t49, !dbg !485
  %t58 = mul i64 %t55, %a26, !dbg !485
  %t59 = add i64 %t58, %t50, !dbg !485
  br label %b8, !dbg !485

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !485

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !485
  %t66 = mul i64 %t64, %a6, !dbg !485
  %t67 = sub i64 %t60, %t66, !dbg !485
  %t68 = mul i64 %t67, %a16, !dbg !485
  %t69 = add i64 %t68, %t61, !dbg !485
  %t70 = mul i64 %t67, %a25, !dbg !485
  %t71 = add i64 %t70, %t62, !dbg !485
  br label %b10, !dbg !485

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !485

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !485
  %t78 = mul i64 %t76, %a5, !dbg !485
  %t79 = sub i64 %t72, %t78, !dbg !485
  %t80 = mul i64 %t79, %a15, !dbg !485
  %t81 = add i64 %t80, %t73, !dbg !485
  %t82 = mul i64 %t79, %a24, !dbg !485
  %t83 = add i64 %t82, %t74, !dbg !485
  br label %b12, !dbg !485

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !485

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !485
  %t90 = mul i64 %t88, %a4, !dbg !485
  %t91 = sub i64 %t84, %t90, !dbg !485
  %t92 = mul i64 %t91, %a14, !dbg !485
  %t93 = add i64 %t92, %t85, !dbg !485
  %t94 = mul i64 %t91, %a23, !dbg !485
  %t95 = add i64 %t94, %t86, !dbg !485
  br label %b14, !dbg !485

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !485

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !485
  %t102 = mul i64 %t100, %a3, !dbg !485
  %t103 = sub i64 %t96, %t102, !dbg !485
  %t104 = mul i64 %t103, %a13, !dbg !485
  %t105 = add i64 %t104, %t97, !dbg !485
  %t106 = mul i64 %t103, %a22, !dbg !485
  %t107 = add i64 %t106, %t98, !dbg !485
  br label %b16, !dbg !485

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !485

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !485
  %t112 = add i64 %t109, %t111, !dbg !485
  %t113 = mul i64 %t108, %a21, !dbg !485
  %t114 = add i64 %t110, %t113, !dbg !485
  br label %b18, !dbg !485

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !485

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t115, !dbg !485
  %.17 = load i32, ptr addrspace(1) %t117, align 4, !dbg !485
  br label %b20, !dbg !485

b20:                                              ; preds = %b19, %b18
  %t119 = phi i32 [ %.17, %b19 ], [ %a11, %b18 ]
  %t120 = sitofp i32 %t119 to float, !dbg !486
  %t121 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t116, !dbg !485
  store float %t120, ptr addrspace(1) %t121, align 4, !dbg !485
  %t122 = add i64 %t272, %t11, !dbg !485
  %t28 = icmp slt i64 %t122, %a0, !dbg !485
  br i1 %t28, label %b2, label %b21, !dbg !485

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !485
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul64_5bint64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !487 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !488
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !488
  %t2 = sext i32 %.1 to i64, !dbg !488
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !488
  %t4 = sext i32 %.2 to i64, !dbg !488
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !488
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !488
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !488, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !488
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !488
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !488, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !488
  %.15 = add i32 %.14, %.9, !dbg !488
  %.16 = udiv i32 %.15, %.6, !dbg !488
  %t8 = sext i32 %.16 to i64, !dbg !488
  %t9 = mul nsw i64 %t6, %t4, !dbg !488
  %t10 = add nsw i64 %t9, %t2, !dbg !488
  %t11 = mul nsw i64 %t8, %t6, !dbg !488
  %t131 = icmp slt i64 %t10, %a0, !dbg !488
  br i1 %t131, label %b2, label %b5, !dbg !488

b2:                                               ; preds = %entry, %b4
  %t122 = phi i64 [ %t25, %b4 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !488

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t122, !dbg !488
  %.17 = load i64, ptr addrspace(1) %t14, align 8, !dbg !488
  br label %b4, !dbg !488

b4:                                               ; preds = %b3, %b2
  %t16 = phi i64 [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = mul i64 %t16, 3, !dbg !489
  %t18 = mul i64 %t16, -8, !dbg !490
  %t19 = xor i64 %t17, %t18, !dbg !491
  %t20 = mul i64 %t16, 17, !dbg !492
  %t21 = xor i64 %t19, %t20, !dbg !493
  %t22 = mul i64 %t16, -9, !dbg !494
  %t23 = xor i64 %t21, %t22, !dbg !495
  %t24 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t122, !dbg !488
  store i64 %t23, ptr addrspace(1) %t24, align 8, !dbg !488
  %t25 = add i64 %t122, %t11, !dbg !488
  %t13 = icmp slt i64 %t25, %a0, !dbg !488
  br i1 %t13, label %b2, label %b5, !dbg !488

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !488
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul64_5bint64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #0 !dbg !496 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !497
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !497
  %t2 = sext i32 %.1 to i64, !dbg !497
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !497
  %t4 = sext i32 %.2 to i64, !dbg !497
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !497
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !497
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !497, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !497
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !497
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !497, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !497
  %.15 = add i32 %.14, %.9, !dbg !497
  %.16 = udiv i32 %.15, %.6, !dbg !497
  %t8 = sext i32 %.16 to i64, !dbg !497
  %t9 = mul nsw i64 %t6, %t4, !dbg !497
  %t10 = add nsw i64 %t9, %t2, !dbg !497
  %t11 = mul nsw i64 %t8, %t6, !dbg !497
  %t12 = icmp sgt i64 %a1, 7, !dbg !497
  %t14 = icmp sgt i64 %a1, 6, !dbg !497
  %t16 = icmp sgt i64 %a1, 5, !dbg !497
  %t18 = icmp sgt i64 %a1, 4, !dbg !497
  %t20 = icmp sgt i64 %a1, 3, !dbg !497
  %t22 = icmp sgt i64 %a1, 2, !dbg !497
  %t24 = icmp sgt i64 %a1, 1, !dbg !497
  %t26 = icmp sgt i64 %a1, 0, !dbg !497
  %t281 = icmp slt i64 %t10, %a0, !dbg !497
  br i1 %t281, label %b2, label %b21, !dbg !497

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t128, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !497

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !497
  %t32 = mul i64 %t30, %a9, !dbg !497
  %t33 = sub nuw i64 %t272, %t32, !dbg !497
  %t34 = mul i64 %t33, %a19, !dbg !497
  %t35 = mul i64 %t33, %a28, !dbg !497
  br label %b4, !dbg !497

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !497

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !497
  %t42 = mul i64 %t40, %a8, !dbg !497
  %t43 = sub i64 %t36, %t42, !dbg !497
  %t44 = mul i64 %t43, %a18, !dbg !497
  %t45 = add i64 %t44, %t37, !dbg !497
  %t46 = mul i64 %t43, %a27, !dbg !497
  %t47 = add i64 %t46, %t38, !dbg !497
  br label %b6, !dbg !497

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !497

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !497
  %t54 = mul i64 %t52, %a7, !dbg !497
  %t55 = sub i64 %t48, %t54, !dbg !497
  %t56 = mul i64 %t55, %a17, !dbg !497
  %t57 = add i64 %t56, %t49, !dbg !497
  %t58 = mul i64 %t55, %a26, !dbg !497
  %t59 = add i64 %t58, %t50, !dbg !497
  br label %b8, !dbg !497

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !497

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !497
  %t66 = mul i64 %t64, %a6, !dbg !497
  %t67 = sub i64 %t60, %t66, !dbg !497
  %t68 = mul i64 %t67, %a16, !dbg !497
  %t69 = add i64 %t68, %t61, !dbg !497
  %t70 = mul i64 %t67, %a25, !dbg !497
  %t71 = add i64 %t70, %t62, !dbg !497
  br label %b10, !dbg !497

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !497

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !497
  %t78 = mul i64 %t76, %a5, !dbg !497
  %t79 = sub i64 %t72, %t78, !dbg !497
  %t80 = mul i64 %t79, %a15, !dbg !497
  %t81 = add i64 %t80, %t73, !dbg !497
  %t82 = mul i64 %t79, %a24, !dbg !497
  %t83 = add i64 %t82, %t74, !dbg !497
  br label %b12, !dbg !497

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !497

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !497
  %t90 = mul i64 %t88, %a4, !dbg !497
  %t91 = sub i64 %t84, %t90, !dbg !497
  %t92 = mul i64 %t91, %a14, !dbg !497
  %t93 = add i64 %t92, %t85, !dbg !497
  %t94 = mul i64 %t91, %a23, !dbg !497
  %t95 = add i64 %t94, %t86, !dbg !497
  br label %b14, !dbg !497

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !497

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !497
  %t102 = mul i64 %t100, %a3, !dbg !497
  %t103 = sub i64 %t96, %t102, !dbg !497
  %t104 = mul i64 %t103, %a13, !dbg !497
  %t105 = add i64 %t104, %t97, !dbg !497
  %t106 = mul i64 %t103, %a22, !dbg !497
  %t107 = add i64 %t106, %t98, !dbg !497
  br label %b16, !dbg !497

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !497

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !497
  %t112 = add i64 %t109, %t111, !dbg !497
  %t113 = mul i64 %t108, %a21, !dbg !497
  %t114 = add i64 %t110, %t113, !dbg !497
  br label %b18, !dbg !497

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !497

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t115, !dbg !497
  %.17 = load i64, ptr addrspace(1) %t117, align 8, !dbg !497
  br label %b20, !dbg !497

b20:                                              ; preds = %b19, %b18
  %t119 = phi i64 [ %.17, %b19 ], [ %a11, %b18 ]
  %t120 = mul i64 %t119, 3, !dbg !498
  %t121 = mul i64 %t119, -8, !dbg !499
  %t122 = xor i64 %t120, %t121, !dbg !500
  %t123 = mul i64 %t119, 17, !dbg !501
  %t124 = xor i64 %t122, %t123, !dbg !502
  %t125 = mul i64 %t119, -9, !dbg !503
  %t126 = xor i64 %t124, %t125, !dbg !504
  %t127 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t116, !dbg !497
  store i64 %t126, ptr addrspace(1) %t127, align 8, !dbg !497
  %t128 = add i64 %t272, %t11, !dbg !497
  %t28 = icmp slt i64 %t128, %a0, !dbg !497
  br i1 %t28, label %b2, label %b21, !dbg !497

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !497
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul64_5buint64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !505 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !506
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !506
  %t2 = sext i32 %.1 to i64, !dbg !506
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !506
  %t4 = sext i32 %.2 to i64, !dbg !506
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !506
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !506
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !506, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !506
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !506
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !506, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !506
  %.15 = add i32 %.14, %.9, !dbg !506
  %.16 = udiv i32 %.15, %.6, !dbg !506
  %t8 = sext i32 %.16 to i64, !dbg !506
  %t9 = mul nsw i64 %t6, %t4, !dbg !506
  %t10 = add nsw i64 %t9, %t2, !dbg !506
  %t11 = mul nsw i64 %t8, %t6, !dbg !506
  %t131 = icmp slt i64 %t10, %a0, !dbg !506
  br i1 %t131, label %b2, label %b5, !dbg !506

b2:                                               ; preds = %entry, %b4
  %t122 = phi i64 [ %t25, %b4 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !506

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t122, !dbg !506
  %.17 = load i64, ptr addrspace(1) %t14, align 8, !dbg !506
  br label %b4, !dbg !506

b4:                                               ; preds = %b3, %b2
  %t16 = phi i64 [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = mul i64 %t16, 3, !dbg !507
  %t18 = mul i64 %t16, -8, !dbg !508
  %t19 = xor i64 %t17, %t18, !dbg !509
  %t20 = mul i64 %t16, 17, !dbg !510
  %t21 = xor i64 %t19, %t20, !dbg !511
  %t22 = mul i64 %t16, -9, !dbg !512
  %t23 = xor i64 %t21, %t22, !dbg !513
  %t24 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t122, !dbg !506
  store i64 %t23, ptr addrspace(1) %t24, align 8, !dbg !506
  %t25 = add i64 %t122, %t11, !dbg !506
  %t13 = icmp slt i64 %t25, %a0, !dbg !506
  br i1 %t13, label %b2, label %b5, !dbg !506

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !506
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul64_5buint64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #0 !dbg !514 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !515
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !515
  %t2 = sext i32 %.1 to i64, !dbg !515
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !515
  %t4 = sext i32 %.2 to i64, !dbg !515
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !515
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !515
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !515, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !515
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !515
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !515, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !515
  %.15 = add i32 %.14, %.9, !dbg !515
  %.16 = udiv i32 %.15, %.6, !dbg !515
  %t8 = sext i32 %.16 to i64, !dbg !515
  %t9 = mul nsw i64 %t6, %t4, !dbg !515
  %t10 = add nsw i64 %t9, %t2, !dbg !515
  %t11 = mul nsw i64 %t8, %t6, !dbg !515
  %t12 = icmp sgt i64 %a1, 7, !dbg !515
  %t14 = icmp sgt i64 %a1, 6, !dbg !515
  %t16 = icmp sgt i64 %a1, 5, !dbg !515
  %t18 = icmp sgt i64 %a1, 4, !dbg !515
  %t20 = icmp sgt i64 %a1, 3, !dbg !515
  %t22 = icmp sgt i64 %a1, 2, !dbg !515
  %t24 = icmp sgt i64 %a1, 1, !dbg !515
  %t26 = icmp sgt i64 %a1, 0, !dbg !515
  %t281 = icmp slt i64 %t10, %a0, !dbg !515
  br i1 %t281, label %b2, label %b21, !dbg !515

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t128, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !515

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !515
  %t32 = mul i64 %t30, %a9, !dbg !515
  %t33 = sub nuw i64 %t272, %t32, !dbg !515
  %t34 = mul i64 %t33, %a19, !dbg !515
  %t35 = mul i64 %t33, %a28, !dbg !515
  br label %b4, !dbg !515

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !515

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !515
  %t42 = mul i64 %t40, %a8, !dbg !515
  %t43 = sub i64 %t36, %t42, !dbg !515
  %t44 = mul i64 %t43, %a18, !dbg !515
  %t45 = add i64 %t44, %t37, !dbg !515
  %t46 = mul i64 %t43, %a27, !dbg !515
  %t47 = add i64 %t46, %t38, !dbg !515
  br label %b6, !dbg !515

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !515

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !515
  %t54 = mul i64 %t52, %a7, !dbg !515
  %t55 = sub i64 %t48, %t54, !dbg !515
  %t56 = mul i64 %t55, %a17, !dbg !515
  %t57 = add i64 %t56, %t49, !dbg !515
  %t58 = mul i64 %t55, %a26, !dbg !515
  %t59 = add i64 %t58, %t50, !dbg !515
  br label %b8, !dbg !515

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !515

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !515
  %t66 = mul i64 %t64, %a6, !dbg !515
  %t67 = sub i64 %t60, %t66, !dbg !515
  %t68 = mul i64 %t67, %a16, !dbg !515
  %t69 = add i64 %t68, %t61, !dbg !515
  %t70 = mul i64 %t67, %a25, !dbg !515
  %t71 = add i64 %t70, %t62, !dbg !515
  br label %b10, !dbg !515

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !515

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !515
  %t78 = mul i64 %t76, %a5, !dbg !515
  %t79 = sub i64 %t72, %t78, !dbg !515
  %t80 = mul i64 %t79, %a15, !dbg !515
  %t81 = add i64 %t80, %t73, !dbg !515
  %t82 = mul i64 %t79, %a24, !dbg !515
  %t83 = add i64 %t82, %t74, !dbg !515
  br label %b12, !dbg !515

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !515

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !515
  %t90 = mul i64 %t88, %a4, !dbg !515
  %t91 = sub i64 %t84, %t90, !dbg !515
  %t92 = mul i64 %t91, %a14, !dbg !515
  %t93 = add i64 %t92, %t85, !dbg !515
  %t94 = mul i64 %t91, %a23, !dbg !515
  %t95 = add i64 %t94, %t86, !dbg !515
  br label %b14, !dbg !515

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !515

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !515
  %t102 = mul i64 %t100, %a3, !dbg !515
  %t103 = sub i64 %t96, %t102, !dbg !515
  %t104 = mul i64 %t103, %a13, !dbg !515
  %t105 = add i64 %t104, %t97, !dbg !515
  %t106 = mul i64 %t103, %a22, !dbg !515
  %t107 = add i64 %t106, %t98, !dbg !515
  br label %b16, !dbg !515

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !515

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !515
  %t112 = add i64 %t109, %t111, !dbg !515
  %t113 = mul i64 %t108, %a21, !dbg !515
  %t114 = add i64 %t110, %t113, !dbg !515
  br label %b18, !dbg !515

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !515

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t115, !dbg !515
  %.17 = load i64, ptr addrspace(1) %t117, align 8, !dbg !515
  br label %b20, !dbg !515

b20:                                              ; preds = %b19, %b18
  %t119 = phi i64 [ %.17, %b19 ], [ %a11, %b18 ]
  %t120 = mul i64 %t119, 3, !dbg !516
  %t121 = mul i64 %t119, -8, !dbg !517
  %t122 = xor i64 %t120, %t121, !dbg !518
  %t123 = mul i64 %t119, 17, !dbg !519
  %t124 = xor i64 %t122, %t123, !dbg !520
  %t125 = mul i64 %t119, -9, !dbg !521
  %t126 = xor i64 %t124, %t125, !dbg !522
  %t127 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t116, !dbg !515
  store i64 %t126, ptr addrspace(1) %t127, align 8, !dbg !515
  %t128 = add i64 %t272, %t11, !dbg !515
  %t28 = icmp slt i64 %t128, %a0, !dbg !515
  br i1 %t28, label %b2, label %b21, !dbg !515

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !515
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eExp_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !523 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !524
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !524
  %t2 = sext i32 %.1 to i64, !dbg !524
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !524
  %t4 = sext i32 %.2 to i64, !dbg !524
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !524
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !524
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !524, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !524
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !524
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !524, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !524
  %.15 = add i32 %.14, %.9, !dbg !524
  %.16 = udiv i32 %.15, %.6, !dbg !524
  %t8 = sext i32 %.16 to i64, !dbg !524
  %t9 = mul nsw i64 %t6, %t4, !dbg !524
  %t10 = add nsw i64 %t9, %t2, !dbg !524
  %t11 = mul nsw i64 %t8, %t6, !dbg !524
  %t132 = icmp slt i64 %t10, %a0, !dbg !524
  br i1 %t132, label %b2, label %b34, !dbg !524

b2:                                               ; preds = %entry, %b33
  %t123 = phi i64 [ %t83, %b33 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !524

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t123, !dbg !524
  %.17 = load double, ptr addrspace(1) %t14, align 8, !dbg !524
  br label %b4, !dbg !524

b4:                                               ; preds = %b3, %b2
  %t16 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = fcmp uno double %t16, 0.000000e+00, !dbg !525
  br i1 %t17, label %b33, label %b6, !dbg !528

b6:                                               ; preds = %b4
  %t18 = fcmp ogt double %t16, 0x40862E42FEFA39EF, !dbg !531
  br i1 %t18, label %b33, label %b8, !dbg !531

b8:                                               ; preds = %b6
  %t19 = fcmp olt double %t16, 0xC0874910D52D3051, !dbg !532
  br i1 %t19, label %b33, label %b10, !dbg !532

b10:                                              ; preds = %b8
  %t20 = fcmp ogt double %t16, 0xBE30000000000000, !dbg !533
  %t21 = fcmp olt double %t16, 0x3E30000000000000, !dbg !534
  %t22 = and i1 %t20, %t21, !dbg !534
  br i1 %t22, label %b11, label %b12, !dbg !533

b11:                                              ; preds = %b10
  %t23 = fadd double %t16, 1.000000e+00, !dbg !535
  br label %b33, !dbg !536

b12:                                              ; preds = %b10
  %t24 = fcmp olt double %t16, 0.000000e+00, !dbg !537
  br i1 %t24, label %b13, label %b31, !dbg !537

b13:                                              ; preds = %b12
  %t25 = tail call double @llvm.fma.f64(double %t16, double 0x3FF71547652B82FE, double -5.000000e-01), !dbg !538
  %.18 = fptosi double %t25 to i64, !dbg !539
  br label %b14, !dbg !539

b14:                                              ; preds = %b32, %b31, %b13
  %t27 = phi i64 [ %.18, %b13 ], [ 0, %b31 ], [ %.20, %b32 ]
  %t28 = sitofp i64 %t27 to double, !dbg !540
  %t29 = fneg double %t28, !dbg !541
  %t30 = tail call double @llvm.fma.f64(double %t29, double 0x3FE62E42FEE00000, double %t16), !dbg !541
  %t31 = fmul double %t28, 0x3DEA39EF35793C76, !dbg !542
  %t32 = fsub double %t30, %t31, !dbg !543
  %t33 = fmul double %t32, %t32, !dbg !544
  %t34 = tail call double @llvm.fma.f64(double %t33, double 0x3E66376972BEA4D0, double 0xBEBBBD41C5D26BF1), !dbg !545
  %t35 = tail call double @llvm.fma.f64(double %t33, double %t34, double 0x3F11566AAF25DE2C), !dbg !546
  %t36 = tail call double @llvm.fma.f64(double %t33, double %t35, double 0xBF66C16C16BEBD93), !dbg !547
  %t37 = tail call double @llvm.fma.f64(double %t33, double %t36, double 0x3FC5555555555555), !dbg !548
  %t38 = fneg double %t33, !dbg !549
  %t39 = tail call double @llvm.fma.f64(double %t38, double %t37, double %t32), !dbg !549
  %t40 = fmul double %t32, %t39, !dbg !550
  %t41 = fsub double 2.000000e+00, %t39, !dbg !551
  %t42 = fdiv double %t40, %t41, !dbg !552
  %t43 = fsub double %t31, %t42, !dbg !553
  %0 = fsub double %t30, %t43, !dbg !554
  %t45 = fadd double %0, 1.000000e+00, !dbg !554
  %t46 = fcmp oeq double %t45, 0.000000e+00, !dbg !555
  br i1 %t46, label %b33, label %b16, !dbg !555

b16:                                              ; preds = %b14
  %t47 = tail call double @llvm.fabs.f64(double %t45), !dbg !558
  %t48 = fcmp ogt double %t47, 0x7FEFFFFFFFFFFFFF, !dbg !559
  %t49 = fcmp uno double %t45, 0.000000e+00, !dbg !525
  %t50 = or i1 %t49, %t48, !dbg !560
  br i1 %t50, label %b33, label %b18, !dbg !561

b18:                                              ; preds = %b16
  %t51 = fcmp olt double %t47, 0x10000000000000, !dbg !562
  %t52 = fmul double %t45, 0x4330000000000000, !dbg !562
  %t53 = select i1 %t51, double %t52, double %t45, !dbg !562
  %t54 = select i1 %t51, i64 -52, i64 0, !dbg !562
  %t56 = bitcast double %t53 to i64, !dbg !563
  %t57 = lshr i64 %t56, 52, !dbg !564
  %t59 = and i64 %t57, 2047, !dbg !565
  %t60 = add i64 %t27, -1023, !dbg !566
  %t55 = add i64 %t60, %t54, !dbg !567
  %t61 = add i64 %t55, %t59, !dbg !568
  %t62 = icmp slt i64 %t61, -1075, !dbg !569
  br i1 %t62, label %b22, label %b23, !dbg !569

b22:                                              ; preds = %b18
  %t63 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t53), !dbg !570
  br label %b33, !dbg !571

b23:                                              ; preds = %b18
  %t64 = icmp sgt i64 %t61, 1023, !dbg !572
  br i1 %t64, label %b24, label %b27, !dbg !572

b24:                                              ; preds = %b23
  %t65 = fcmp olt double %t53, 0.000000e+00, !dbg !573
  %. = select i1 %t65, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !574
  br label %b33, !dbg !574

b27:                                              ; preds = %b23
  %t66 = icmp slt i64 %t61, -1022, !dbg !575
  %spec.select1 = select i1 %t66, double 0x3CA0000000000000, double 1.000000e+00, !dbg !575
  %t70 = and i64 %t56, -9218868437227405313, !dbg !576
  %1 = shl nsw i64 %t61, 52, !dbg !577
  %2 = add i64 %1, 238690780250636288, !dbg !577
  %t71 = select i1 %t66, i64 %2, i64 %1, !dbg !577
  %t73 = add i64 %t71, 4607182418800017408, !dbg !577
  %t74 = or i64 %t73, %t70, !dbg !578
  %t75 = bitcast i64 %t74 to double, !dbg !579
  %t76 = fmul double %spec.select1, %t75, !dbg !580
  br label %b33, !dbg !581

b31:                                              ; preds = %b12
  %t78 = fcmp ogt double %t16, 0.000000e+00, !dbg !582
  br i1 %t78, label %b32, label %b14, !dbg !582

b32:                                              ; preds = %b31
  %t79 = tail call double @llvm.fma.f64(double %t16, double 0x3FF71547652B82FE, double 5.000000e-01), !dbg !583
  %.20 = fptosi double %t79 to i64, !dbg !584
  br label %b14, !dbg !584

b33:                                              ; preds = %b22, %b27, %b14, %b16, %b24, %b8, %b6, %b4, %b11
  %t81 = phi double [ %t23, %b11 ], [ %t16, %b4 ], [ 0x7FF0000000000000, %b6 ], [ 0.000000e+00, %b8 ], [ %t63, %b22 ], [ %t76, %b27 ], [ %t45, %b14 ], [ %t45, %b16 ], [ %., %b24 ]
  %t82 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t123, !dbg !524
  store double %t81, ptr addrspace(1) %t82, align 8, !dbg !524
  %t83 = add i64 %t123, %t11, !dbg !524
  %t13 = icmp slt i64 %t83, %a0, !dbg !524
  br i1 %t13, label %b2, label %b34, !dbg !524

b34:                                              ; preds = %b33, %entry
  ret void, !dbg !524
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eExp_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #0 !dbg !585 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !586
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !586
  %t2 = sext i32 %.1 to i64, !dbg !586
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !586
  %t4 = sext i32 %.2 to i64, !dbg !586
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !586
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !586
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !586, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !586
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !586
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !586, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !586
  %.15 = add i32 %.14, %.9, !dbg !586
  %.16 = udiv i32 %.15, %.6, !dbg !586
  %t8 = sext i32 %.16 to i64, !dbg !586
  %t9 = mul nsw i64 %t6, %t4, !dbg !586
  %t10 = add nsw i64 %t9, %t2, !dbg !586
  %t11 = mul nsw i64 %t8, %t6, !dbg !586
  %t12 = icmp sgt i64 %a1, 7, !dbg !586
  %t14 = icmp sgt i64 %a1, 6, !dbg !586
  %t16 = icmp sgt i64 %a1, 5, !dbg !586
  %t18 = icmp sgt i64 %a1, 4, !dbg !586
  %t20 = icmp sgt i64 %a1, 3, !dbg !586
  %t22 = icmp sgt i64 %a1, 2, !dbg !586
  %t24 = icmp sgt i64 %a1, 1, !dbg !586
  %t26 = icmp sgt i64 %a1, 0, !dbg !586
  %t282 = icmp slt i64 %t10, %a0, !dbg !586
  br i1 %t282, label %b2, label %b50, !dbg !586

b2:                                               ; preds = %entry, %b49
  %t273 = phi i64 [ %t186, %b49 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !586

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t273, %a9, !dbg !586
  %t32 = mul i64 %t30, %a9, !dbg !586
  %t33 = sub nuw i64 %t273, %t32, !dbg !586
  %t34 = mul i64 %t33, %a19, !dbg !586
  %t35 = mul i64 %t33, %a28, !dbg !586
  br label %b4, !dbg !586

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t273, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !586

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !586
  %t42 = mul i64 %t40, %a8, !dbg !586
  %t43 = sub i64 %t36, %t42, !dbg !586
  %t44 = mul i64 %t43, %a18, !dbg !586
  %t45 = add i64 %t44, %t37, !dbg !586
  %t46 = mul i64 %t43, %a27, !dbg !586
  %t47 = add i64 %t46, %t38, !dbg !586
  br label %b6, !dbg !586

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !586

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !586
  %t54 = mul i64 %t52, %a7, !dbg !586
  %t55 = sub i64 %t48, %t54, !dbg !586
  %t56 = mul i64 %t55, %a17, !dbg !586
  %t57 = add i64 %t56, %t49, !dbg !586
  %t58 = mul i64 %t55, %a26, !dbg !586
  %t59 = add i64 %t58, %t50, !dbg !586
  br label %b8, !dbg !586

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !586

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !586
  %t66 = mul i64 %t64, %a6, !dbg !586
  %t67 = sub i64 %t60, %t66, !dbg !586
  %t68 = mul i64 %t67, %a16, !dbg !586
  %t69 = add i64 %t68, %t61, !dbg !586
  %t70 = mul i64 %t67, %a25, !dbg !586
  %t71 = add i64 %t70, %t62, !dbg !586
  br label %b10, !dbg !586

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !586

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !586
  %t78 = mul i64 %t76, %a5, !dbg !586
  %t79 = sub i64 %t72, %t78, !dbg !586
  %t80 = mul i64 %t79, %a15, !dbg !586
  %t81 = add i64 %t80, %t73, !dbg !586
  %t82 = mul i64 %t79, %a24, !dbg !586
  %t83 = add i64 %t82, %t74, !dbg !586
  br label %b12, !dbg !586

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !586

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !586
  %t90 = mul i64 %t88, %a4, !dbg !586
  %t91 = sub i64 %t84, %t90, !dbg !586
  %t92 = mul i64 %t91, %a14, !dbg !586
  %t93 = add i64 %t92, %t85, !dbg !586
  %t94 = mul i64 %t91, %a23, !dbg !586
  %t95 = add i64 %t94, %t86, !dbg !586
  br label %b14, !dbg !586

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !586

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !586
  %t102 = mul i64 %t100, %a3, !dbg !586
  %t103 = sub i64 %t96, %t102, !dbg !586
  %t104 = mul i64 %t103, %a13, !dbg !586
  %t105 = add i64 %t104, %t97, !dbg !586
  %t106 = mul i64 %t103, %a22, !dbg !586
  %t107 = add i64 %t106, %t98, !dbg !586
  br label %b16, !dbg !586

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !586

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !586
  %t112 = add i64 %t109, %t111, !dbg !586
  %t113 = mul i64 %t108, %a21, !dbg !586
  %t114 = add i64 %t110, %t113, !dbg !586
  br label %b18, !dbg !586

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !586

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t115, !dbg !586
  %.17 = load double, ptr addrspace(1) %t117, align 8, !dbg !586
  br label %b20, !dbg !586

b20:                                              ; preds = %b19, %b18
  %t119 = phi double [ %.17, %b19 ], [ %a11, %b18 ]
  %t120 = fcmp uno double %t119, 0.000000e+00, !dbg !587
  br i1 %t120, label %b49, label %b22, !dbg !589

b22:                                              ; preds = %b20
  %t121 = fcmp ogt double %t119, 0x40862E42FEFA39EF, !dbg !591
  br i1 %t121, label %b49, label %b24, !dbg !591

b24:                                              ; preds = %b22
  %t122 = fcmp olt double %t119, 0xC0874910D52D3051, !dbg !592
  br i1 %t122, label %b49, label %b26, !dbg !592

b26:                                              ; preds = %b24
  %t123 = fcmp ogt double %t119, 0xBE30000000000000, !dbg !593
  %t124 = fcmp olt double %t119, 0x3E30000000000000, !dbg !594
  %t125 = and i1 %t123, %t124, !dbg !594
  br i1 %t125, label %b27, label %b28, !dbg !593

b27:                                              ; preds = %b26
  %t126 = fadd double %t119, 1.000000e+00, !dbg !595
  br label %b49, !dbg !596

b28:                                              ; preds = %b26
  %t127 = fcmp olt double %t119, 0.000000e+00, !dbg !597
  br i1 %t127, label %b29, label %b47, !dbg !597

b29:                                              ; preds = %b28
  %t128 = tail call double @llvm.fma.f64(double %t119, double 0x3FF71547652B82FE, double -5.000000e-01), !dbg !598
  %.18 = fptosi double %t128 to i64, !dbg !599
  br label %b30, !dbg !599

b30:                                              ; preds = %b48, %b47, %b29
  %t130 = phi i64 [ %.18, %b29 ], [ 0, %b47 ], [ %.20, %b48 ]
  %t131 = sitofp i64 %t130 to double, !dbg !600
  %t132 = fneg double %t131, !dbg !601
  %t133 = tail call double @llvm.fma.f64(double %t132, double 0x3FE62E42FEE00000, double %t119), !dbg !601
  %t134 = fmul double %t131, 0x3DEA39EF35793C76, !dbg !602
  %t135 = fsub double %t133, %t134, !dbg !603
  %t136 = fmul double %t135, %t135, !dbg !604
  %t137 = tail call double @llvm.fma.f64(double %t136, double 0x3E66376972BEA4D0, double 0xBEBBBD41C5D26BF1), !dbg !605
  %t138 = tail call double @llvm.fma.f64(double %t136, double %t137, double 0x3F11566AAF25DE2C), !dbg !606
  %t139 = tail call double @llvm.fma.f64(double %t136, double %t138, double 0xBF66C16C16BEBD93), !dbg !607
  %t140 = tail call double @llvm.fma.f64(double %t136, double %t139, double 0x3FC5555555555555), !dbg !608
  %t141 = fneg double %t136, !dbg !609
  %t142 = tail call double @llvm.fma.f64(double %t141, double %t140, double %t135), !dbg !609
  %t143 = fmul double %t135, %t142, !dbg !610
  %t144 = fsub double 2.000000e+00, %t142, !dbg !611
  %t145 = fdiv double %t143, %t144, !dbg !612
  %t146 = fsub double %t134, %t145, !dbg !613
  %0 = fsub double %t133, %t146, !dbg !614
  %t148 = fadd double %0, 1.000000e+00, !dbg !614
  %t149 = fcmp oeq double %t148, 0.000000e+00, !dbg !615
  br i1 %t149, label %b49, label %b32, !dbg !615

b32:                                              ; preds = %b30
  %t150 = tail call double @llvm.fabs.f64(double %t148), !dbg !617
  %t151 = fcmp ogt double %t150, 0x7FEFFFFFFFFFFFFF, !dbg !618
  %t152 = fcmp uno double %t148, 0.000000e+00, !dbg !587
  %t153 = or i1 %t152, %t151, !dbg !619
  br i1 %t153, label %b49, label %b34, !dbg !620

b34:                                              ; preds = %b32
  %t154 = fcmp olt double %t150, 0x10000000000000, !dbg !621
  %t155 = fmul double %t148, 0x4330000000000000, !dbg !621
  %t156 = select i1 %t154, double %t155, double %t148, !dbg !621
  %t157 = select i1 %t154, i64 -52, i64 0, !dbg !621
  %t159 = bitcast double %t156 to i64, !dbg !622
  %t160 = lshr i64 %t159, 52, !dbg !623
  %t162 = and i64 %t160, 2047, !dbg !624
  %t163 = add i64 %t130, -1023, !dbg !625
  %t158 = add i64 %t163, %t157, !dbg !626
  %t164 = add i64 %t158, %t162, !dbg !627
  %t165 = icmp slt i64 %t164, -1075, !dbg !628
  br i1 %t165, label %b38, label %b39, !dbg !628

b38:                                              ; preds = %b34
  %t166 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t156), !dbg !629
  br label %b49, !dbg !630

b39:                                              ; preds = %b34
  %t167 = icmp sgt i64 %t164, 1023, !dbg !631
  br i1 %t167, label %b40, label %b43, !dbg !631

b40:                                              ; preds = %b39
  %t168 = fcmp olt double %t156, 0.000000e+00, !dbg !632
  %. = select i1 %t168, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !633
  br label %b49, !dbg !633

b43:                                              ; preds = %b39
  %t169 = icmp slt i64 %t164, -1022, !dbg !634
  %spec.select1 = select i1 %t169, double 0x3CA0000000000000, double 1.000000e+00, !dbg !634
  %t173 = and i64 %t159, -9218868437227405313, !dbg !635
  %1 = shl nsw i64 %t164, 52, !dbg !636
  %2 = add i64 %1, 238690780250636288, !dbg !636
  %t174 = select i1 %t169, i64 %2, i64 %1, !dbg !636
  %t176 = add i64 %t174, 4607182418800017408, !dbg !636
  %t177 = or i64 %t176, %t173, !dbg !637
  %t178 = bitcast i64 %t177 to double, !dbg !638
  %t179 = fmul double %spec.select1, %t178, !dbg !639
  br label %b49, !dbg !640

b47:                                              ; preds = %b28
  %t181 = fcmp ogt double %t119, 0.000000e+00, !dbg !641
  br i1 %t181, label %b48, label %b30, !dbg !641

b48:                                              ; preds = %b47
  %t182 = tail call double @llvm.fma.f64(double %t119, double 0x3FF71547652B82FE, double 5.000000e-01), !dbg !642
  %.20 = fptosi double %t182 to i64, !dbg !643
  br label %b30, !dbg !643

b49:                                              ; preds = %b38, %b43, %b30, %b32, %b40, %b24, %b22, %b20, %b27
  %t184 = phi double [ %t126, %b27 ], [ %t119, %b20 ], [ 0x7FF0000000000000, %b22 ], [ 0.000000e+00, %b24 ], [ %t166, %b38 ], [ %t179, %b43 ], [ %t148, %b30 ], [ %t148, %b32 ], [ %., %b40 ]
  %t185 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t116, !dbg !586
  store double %t184, ptr addrspace(1) %t185, align 8, !dbg !586
  %t186 = add i64 %t273, %t11, !dbg !586
  %t28 = icmp slt i64 %t186, %a0, !dbg !586
  br i1 %t28, label %b2, label %b50, !dbg !586

b50:                                              ; preds = %b49, %entry
  ret void, !dbg !586
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.amdgcn.rsq.f64(double) #2

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.ceil.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.copysign.f64(double, double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.rint.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smin.i64(i64, i64) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.trunc.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umax.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umax.i64(i64, i64) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umin.i64(i64, i64) #6

; Function Attrs: nounwind readonly
declare i64 @llvm.read_register.i64(metadata) #7

attributes #0 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #4 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #5 = { convergent mustprogress nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind readonly }
attributes #8 = { convergent }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "simdcores.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eFused_5bfloat32_5d_5f_5fcontig", scope: !1, file: !1, line: 18, type: !5, scopeLine: 18, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 18, column: 6, scope: !4)
!8 = !DILocation(line: 19, column: 8, scope: !4)
!9 = !DILocation(line: 19, column: 11, scope: !4)
!10 = !DILocation(line: 20, column: 9, scope: !4)
!11 = !DILocation(line: 21, column: 11, scope: !4)
!12 = !DILocation(line: 24, column: 8, scope: !4)
!13 = !DILocation(line: 24, column: 11, scope: !4)
!14 = !DILocation(line: 25, column: 11, scope: !4)
!15 = !DILocation(line: 26, column: 8, scope: !4)
!16 = !DILocation(line: 26, column: 11, scope: !4)
!17 = !DILocation(line: 27, column: 14, scope: !4)
!18 = !DILocation(line: 27, column: 11, scope: !4)
!19 = !DILocation(line: 27, column: 17, scope: !4)
!20 = !DILocation(line: 27, column: 21, scope: !4)
!21 = !DILocation(line: 27, column: 28, scope: !4)
!22 = !DILocation(line: 27, column: 25, scope: !4)
!23 = !DILocation(line: 27, column: 31, scope: !4)
!24 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eFused_5bfloat32_5d_5f_5fstrided", scope: !1, file: !1, line: 18, type: !5, scopeLine: 18, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = !DILocation(line: 18, column: 6, scope: !24)
!26 = !DILocation(line: 19, column: 8, scope: !24)
!27 = !DILocation(line: 19, column: 11, scope: !24)
!28 = !DILocation(line: 20, column: 9, scope: !24)
!29 = !DILocation(line: 21, column: 11, scope: !24)
!30 = !DILocation(line: 24, column: 8, scope: !24)
!31 = !DILocation(line: 24, column: 11, scope: !24)
!32 = !DILocation(line: 25, column: 11, scope: !24)
!33 = !DILocation(line: 26, column: 8, scope: !24)
!34 = !DILocation(line: 26, column: 11, scope: !24)
!35 = !DILocation(line: 27, column: 14, scope: !24)
!36 = !DILocation(line: 27, column: 11, scope: !24)
!37 = !DILocation(line: 27, column: 17, scope: !24)
!38 = !DILocation(line: 27, column: 21, scope: !24)
!39 = !DILocation(line: 27, column: 28, scope: !24)
!40 = !DILocation(line: 27, column: 25, scope: !24)
!41 = !DILocation(line: 27, column: 31, scope: !24)
!42 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eFused_5bfloat64_5d_5f_5fcontig", scope: !1, file: !1, line: 18, type: !5, scopeLine: 18, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!43 = !DILocation(line: 18, column: 6, scope: !42)
!44 = !DILocation(line: 19, column: 8, scope: !42)
!45 = !DILocation(line: 19, column: 11, scope: !42)
!46 = !DILocation(line: 20, column: 9, scope: !42)
!47 = !DILocation(line: 21, column: 11, scope: !42)
!48 = !DILocation(line: 24, column: 8, scope: !42)
!49 = !DILocation(line: 24, column: 11, scope: !42)
!50 = !DILocation(line: 25, column: 11, scope: !42)
!51 = !DILocation(line: 26, column: 8, scope: !42)
!52 = !DILocation(line: 26, column: 11, scope: !42)
!53 = !DILocation(line: 27, column: 14, scope: !42)
!54 = !DILocation(line: 27, column: 11, scope: !42)
!55 = !DILocation(line: 27, column: 17, scope: !42)
!56 = !DILocation(line: 27, column: 21, scope: !42)
!57 = !DILocation(line: 27, column: 28, scope: !42)
!58 = !DILocation(line: 27, column: 25, scope: !42)
!59 = !DILocation(line: 27, column: 31, scope: !42)
!60 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eFused_5bfloat64_5d_5f_5fstrided", scope: !1, file: !1, line: 18, type: !5, scopeLine: 18, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!61 = !DILocation(line: 18, column: 6, scope: !60)
!62 = !DILocation(line: 19, column: 8, scope: !60)
!63 = !DILocation(line: 19, column: 11, scope: !60)
!64 = !DILocation(line: 20, column: 9, scope: !60)
!65 = !DILocation(line: 21, column: 11, scope: !60)
!66 = !DILocation(line: 24, column: 8, scope: !60)
!67 = !DILocation(line: 24, column: 11, scope: !60)
!68 = !DILocation(line: 25, column: 11, scope: !60)
!69 = !DILocation(line: 26, column: 8, scope: !60)
!70 = !DILocation(line: 26, column: 11, scope: !60)
!71 = !DILocation(line: 27, column: 14, scope: !60)
!72 = !DILocation(line: 27, column: 11, scope: !60)
!73 = !DILocation(line: 27, column: 17, scope: !60)
!74 = !DILocation(line: 27, column: 21, scope: !60)
!75 = !DILocation(line: 27, column: 28, scope: !60)
!76 = !DILocation(line: 27, column: 25, scope: !60)
!77 = !DILocation(line: 27, column: 31, scope: !60)
!78 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eTwoProducts_5bfloat32_5d_5f_5fcontig", scope: !1, file: !1, line: 33, type: !5, scopeLine: 33, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!79 = !DILocation(line: 33, column: 6, scope: !78)
!80 = !DILocation(line: 34, column: 13, scope: !78)
!81 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eTwoProducts_5bfloat32_5d_5f_5fstrided", scope: !1, file: !1, line: 33, type: !5, scopeLine: 33, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!82 = !DILocation(line: 33, column: 6, scope: !81)
!83 = !DILocation(line: 34, column: 13, scope: !81)
!84 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eTwoProducts_5bfloat64_5d_5f_5fcontig", scope: !1, file: !1, line: 33, type: !5, scopeLine: 33, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!85 = !DILocation(line: 33, column: 6, scope: !84)
!86 = !DILocation(line: 34, column: 13, scope: !84)
!87 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eTwoProducts_5bfloat64_5d_5f_5fstrided", scope: !1, file: !1, line: 33, type: !5, scopeLine: 33, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!88 = !DILocation(line: 33, column: 6, scope: !87)
!89 = !DILocation(line: 34, column: 13, scope: !87)
!90 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntrinsics_5f_5fcontig", scope: !1, file: !1, line: 40, type: !5, scopeLine: 40, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!91 = !DILocation(line: 40, column: 6, scope: !90)
!92 = !DILocation(line: 41, column: 17, scope: !90)
!93 = !DILocation(line: 41, column: 47, scope: !90)
!94 = !DILocation(line: 41, column: 38, scope: !90)
!95 = !DILocation(line: 41, column: 27, scope: !90)
!96 = !DILocation(line: 41, column: 64, scope: !90)
!97 = !DILocation(line: 41, column: 52, scope: !90)
!98 = !DILocation(line: 41, column: 79, scope: !90)
!99 = !DILocation(line: 41, column: 68, scope: !90)
!100 = !DILocation(line: 42, column: 13, scope: !90)
!101 = !DILocation(line: 41, column: 83, scope: !90)
!102 = !DILocation(line: 42, column: 32, scope: !90)
!103 = !DILocation(line: 42, column: 17, scope: !90)
!104 = !DILocation(line: 42, column: 57, scope: !90)
!105 = !DILocation(line: 42, column: 39, scope: !90)
!106 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntrinsics_5f_5fstrided", scope: !1, file: !1, line: 40, type: !5, scopeLine: 40, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!107 = !DILocation(line: 40, column: 6, scope: !106)
!108 = !DILocation(line: 41, column: 17, scope: !106)
!109 = !DILocation(line: 41, column: 47, scope: !106)
!110 = !DILocation(line: 41, column: 38, scope: !106)
!111 = !DILocation(line: 41, column: 27, scope: !106)
!112 = !DILocation(line: 41, column: 64, scope: !106)
!113 = !DILocation(line: 41, column: 52, scope: !106)
!114 = !DILocation(line: 41, column: 79, scope: !106)
!115 = !DILocation(line: 41, column: 68, scope: !106)
!116 = !DILocation(line: 42, column: 13, scope: !106)
!117 = !DILocation(line: 41, column: 83, scope: !106)
!118 = !DILocation(line: 42, column: 32, scope: !106)
!119 = !DILocation(line: 42, column: 17, scope: !106)
!120 = !DILocation(line: 42, column: 57, scope: !106)
!121 = !DILocation(line: 42, column: 39, scope: !106)
!122 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fcontig", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!123 = !DILocation(line: 48, column: 6, scope: !122)
!124 = !DILocation(line: 49, column: 12, scope: !122)
!125 = !DILocation(line: 49, column: 24, scope: !122)
!126 = !DILocation(line: 49, column: 19, scope: !122)
!127 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstrided", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!128 = !DILocation(line: 48, column: 6, scope: !127)
!129 = !DILocation(line: 49, column: 12, scope: !127)
!130 = !DILocation(line: 49, column: 24, scope: !127)
!131 = !DILocation(line: 49, column: 19, scope: !127)
!132 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage1", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!133 = !DILocation(line: 48, column: 6, scope: !132)
!134 = !DILocation(line: 49, column: 12, scope: !132)
!135 = !DILocation(line: 49, column: 24, scope: !132)
!136 = !DILocation(line: 49, column: 19, scope: !132)
!137 = !{!"exec"}
!138 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage2", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!139 = !DILocation(line: 48, column: 6, scope: !138)
!140 = !DILocation(line: 49, column: 12, scope: !138)
!141 = !DILocation(line: 49, column: 24, scope: !138)
!142 = !DILocation(line: 49, column: 19, scope: !138)
!143 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fcontig", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!144 = !DILocation(line: 48, column: 6, scope: !143)
!145 = !DILocation(line: 49, column: 12, scope: !143)
!146 = !DILocation(line: 49, column: 24, scope: !143)
!147 = !DILocation(line: 49, column: 19, scope: !143)
!148 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstrided", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!149 = !DILocation(line: 48, column: 6, scope: !148)
!150 = !DILocation(line: 49, column: 12, scope: !148)
!151 = !DILocation(line: 49, column: 24, scope: !148)
!152 = !DILocation(line: 49, column: 19, scope: !148)
!153 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage1", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!154 = !DILocation(line: 48, column: 6, scope: !153)
!155 = !DILocation(line: 49, column: 12, scope: !153)
!156 = !DILocation(line: 49, column: 24, scope: !153)
!157 = !DILocation(line: 49, column: 19, scope: !153)
!158 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage2", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!159 = !DILocation(line: 48, column: 6, scope: !158)
!160 = !DILocation(line: 49, column: 12, scope: !158)
!161 = !DILocation(line: 49, column: 24, scope: !158)
!162 = !DILocation(line: 49, column: 19, scope: !158)
!163 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fcontig", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!164 = !DILocation(line: 56, column: 6, scope: !163)
!165 = !DILocation(line: 58, column: 11, scope: !163)
!166 = !DILocation(line: 58, column: 14, scope: !163)
!167 = !DILocation(line: 58, column: 22, scope: !163)
!168 = !DILocation(line: 58, column: 25, scope: !163)
!169 = !DILocation(line: 58, column: 34, scope: !163)
!170 = !DILocation(line: 58, column: 46, scope: !163)
!171 = !DILocation(line: 58, column: 52, scope: !163)
!172 = !DILocation(line: 58, column: 18, scope: !163)
!173 = !DILocation(line: 58, column: 29, scope: !163)
!174 = !DILocation(line: 58, column: 41, scope: !163)
!175 = !DILocation(line: 58, column: 58, scope: !163)
!176 = !DILocation(line: 58, column: 56, scope: !163)
!177 = !DILocation(line: 58, column: 69, scope: !163)
!178 = !DILocation(line: 58, column: 61, scope: !163)
!179 = !DILocation(line: 58, column: 66, scope: !163)
!180 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstrided", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!181 = !DILocation(line: 56, column: 6, scope: !180)
!182 = !DILocation(line: 58, column: 11, scope: !180)
!183 = !DILocation(line: 58, column: 14, scope: !180)
!184 = !DILocation(line: 58, column: 22, scope: !180)
!185 = !DILocation(line: 58, column: 25, scope: !180)
!186 = !DILocation(line: 58, column: 34, scope: !180)
!187 = !DILocation(line: 58, column: 46, scope: !180)
!188 = !DILocation(line: 58, column: 52, scope: !180)
!189 = !DILocation(line: 58, column: 18, scope: !180)
!190 = !DILocation(line: 58, column: 29, scope: !180)
!191 = !DILocation(line: 58, column: 41, scope: !180)
!192 = !DILocation(line: 58, column: 58, scope: !180)
!193 = !DILocation(line: 58, column: 56, scope: !180)
!194 = !DILocation(line: 58, column: 69, scope: !180)
!195 = !DILocation(line: 58, column: 61, scope: !180)
!196 = !DILocation(line: 58, column: 66, scope: !180)
!197 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage1", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!198 = !DILocation(line: 56, column: 6, scope: !197)
!199 = !DILocation(line: 58, column: 11, scope: !197)
!200 = !DILocation(line: 58, column: 14, scope: !197)
!201 = !DILocation(line: 58, column: 22, scope: !197)
!202 = !DILocation(line: 58, column: 25, scope: !197)
!203 = !DILocation(line: 58, column: 34, scope: !197)
!204 = !DILocation(line: 58, column: 46, scope: !197)
!205 = !DILocation(line: 58, column: 52, scope: !197)
!206 = !DILocation(line: 58, column: 18, scope: !197)
!207 = !DILocation(line: 58, column: 29, scope: !197)
!208 = !DILocation(line: 58, column: 41, scope: !197)
!209 = !DILocation(line: 58, column: 58, scope: !197)
!210 = !DILocation(line: 58, column: 56, scope: !197)
!211 = !DILocation(line: 58, column: 69, scope: !197)
!212 = !DILocation(line: 58, column: 61, scope: !197)
!213 = !DILocation(line: 58, column: 66, scope: !197)
!214 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage2", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!215 = !DILocation(line: 56, column: 6, scope: !214)
!216 = !DILocation(line: 58, column: 11, scope: !214)
!217 = !DILocation(line: 58, column: 14, scope: !214)
!218 = !DILocation(line: 58, column: 22, scope: !214)
!219 = !DILocation(line: 58, column: 25, scope: !214)
!220 = !DILocation(line: 58, column: 34, scope: !214)
!221 = !DILocation(line: 58, column: 46, scope: !214)
!222 = !DILocation(line: 58, column: 52, scope: !214)
!223 = !DILocation(line: 58, column: 18, scope: !214)
!224 = !DILocation(line: 58, column: 29, scope: !214)
!225 = !DILocation(line: 58, column: 41, scope: !214)
!226 = !DILocation(line: 58, column: 58, scope: !214)
!227 = !DILocation(line: 58, column: 56, scope: !214)
!228 = !DILocation(line: 58, column: 69, scope: !214)
!229 = !DILocation(line: 58, column: 61, scope: !214)
!230 = !DILocation(line: 58, column: 66, scope: !214)
!231 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fcontig", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!232 = !DILocation(line: 56, column: 6, scope: !231)
!233 = !DILocation(line: 58, column: 11, scope: !231)
!234 = !DILocation(line: 58, column: 14, scope: !231)
!235 = !DILocation(line: 58, column: 22, scope: !231)
!236 = !DILocation(line: 58, column: 25, scope: !231)
!237 = !DILocation(line: 58, column: 34, scope: !231)
!238 = !DILocation(line: 58, column: 46, scope: !231)
!239 = !DILocation(line: 58, column: 52, scope: !231)
!240 = !DILocation(line: 58, column: 18, scope: !231)
!241 = !DILocation(line: 58, column: 29, scope: !231)
!242 = !DILocation(line: 58, column: 41, scope: !231)
!243 = !DILocation(line: 58, column: 58, scope: !231)
!244 = !DILocation(line: 58, column: 56, scope: !231)
!245 = !DILocation(line: 58, column: 61, scope: !231)
!246 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstrided", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!247 = !DILocation(line: 56, column: 6, scope: !246)
!248 = !DILocation(line: 58, column: 11, scope: !246)
!249 = !DILocation(line: 58, column: 14, scope: !246)
!250 = !DILocation(line: 58, column: 22, scope: !246)
!251 = !DILocation(line: 58, column: 25, scope: !246)
!252 = !DILocation(line: 58, column: 34, scope: !246)
!253 = !DILocation(line: 58, column: 46, scope: !246)
!254 = !DILocation(line: 58, column: 52, scope: !246)
!255 = !DILocation(line: 58, column: 18, scope: !246)
!256 = !DILocation(line: 58, column: 29, scope: !246)
!257 = !DILocation(line: 58, column: 41, scope: !246)
!258 = !DILocation(line: 58, column: 58, scope: !246)
!259 = !DILocation(line: 58, column: 56, scope: !246)
!260 = !DILocation(line: 58, column: 61, scope: !246)
!261 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage1", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!262 = !DILocation(line: 56, column: 6, scope: !261)
!263 = !DILocation(line: 58, column: 11, scope: !261)
!264 = !DILocation(line: 58, column: 14, scope: !261)
!265 = !DILocation(line: 58, column: 22, scope: !261)
!266 = !DILocation(line: 58, column: 25, scope: !261)
!267 = !DILocation(line: 58, column: 34, scope: !261)
!268 = !DILocation(line: 58, column: 46, scope: !261)
!269 = !DILocation(line: 58, column: 52, scope: !261)
!270 = !DILocation(line: 58, column: 18, scope: !261)
!271 = !DILocation(line: 58, column: 29, scope: !261)
!272 = !DILocation(line: 58, column: 41, scope: !261)
!273 = !DILocation(line: 58, column: 58, scope: !261)
!274 = !DILocation(line: 58, column: 56, scope: !261)
!275 = !DILocation(line: 58, column: 61, scope: !261)
!276 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage2", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!277 = !DILocation(line: 56, column: 6, scope: !276)
!278 = !DILocation(line: 58, column: 11, scope: !276)
!279 = !DILocation(line: 58, column: 14, scope: !276)
!280 = !DILocation(line: 58, column: 22, scope: !276)
!281 = !DILocation(line: 58, column: 25, scope: !276)
!282 = !DILocation(line: 58, column: 34, scope: !276)
!283 = !DILocation(line: 58, column: 46, scope: !276)
!284 = !DILocation(line: 58, column: 52, scope: !276)
!285 = !DILocation(line: 58, column: 18, scope: !276)
!286 = !DILocation(line: 58, column: 29, scope: !276)
!287 = !DILocation(line: 58, column: 41, scope: !276)
!288 = !DILocation(line: 58, column: 58, scope: !276)
!289 = !DILocation(line: 58, column: 56, scope: !276)
!290 = !DILocation(line: 58, column: 61, scope: !276)
!291 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fcontig", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!292 = !DILocation(line: 56, column: 6, scope: !291)
!293 = !DILocation(line: 58, column: 11, scope: !291)
!294 = !DILocation(line: 58, column: 14, scope: !291)
!295 = !DILocation(line: 58, column: 22, scope: !291)
!296 = !DILocation(line: 58, column: 25, scope: !291)
!297 = !DILocation(line: 58, column: 34, scope: !291)
!298 = !DILocation(line: 58, column: 46, scope: !291)
!299 = !DILocation(line: 58, column: 52, scope: !291)
!300 = !DILocation(line: 58, column: 18, scope: !291)
!301 = !DILocation(line: 58, column: 29, scope: !291)
!302 = !DILocation(line: 58, column: 41, scope: !291)
!303 = !DILocation(line: 58, column: 58, scope: !291)
!304 = !DILocation(line: 58, column: 56, scope: !291)
!305 = !DILocation(line: 58, column: 69, scope: !291)
!306 = !DILocation(line: 58, column: 61, scope: !291)
!307 = !DILocation(line: 58, column: 66, scope: !291)
!308 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstrided", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!309 = !DILocation(line: 56, column: 6, scope: !308)
!310 = !DILocation(line: 58, column: 11, scope: !308)
!311 = !DILocation(line: 58, column: 14, scope: !308)
!312 = !DILocation(line: 58, column: 22, scope: !308)
!313 = !DILocation(line: 58, column: 25, scope: !308)
!314 = !DILocation(line: 58, column: 34, scope: !308)
!315 = !DILocation(line: 58, column: 46, scope: !308)
!316 = !DILocation(line: 58, column: 52, scope: !308)
!317 = !DILocation(line: 58, column: 18, scope: !308)
!318 = !DILocation(line: 58, column: 29, scope: !308)
!319 = !DILocation(line: 58, column: 41, scope: !308)
!320 = !DILocation(line: 58, column: 58, scope: !308)
!321 = !DILocation(line: 58, column: 56, scope: !308)
!322 = !DILocation(line: 58, column: 69, scope: !308)
!323 = !DILocation(line: 58, column: 61, scope: !308)
!324 = !DILocation(line: 58, column: 66, scope: !308)
!325 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage1", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!326 = !DILocation(line: 56, column: 6, scope: !325)
!327 = !DILocation(line: 58, column: 11, scope: !325)
!328 = !DILocation(line: 58, column: 14, scope: !325)
!329 = !DILocation(line: 58, column: 22, scope: !325)
!330 = !DILocation(line: 58, column: 25, scope: !325)
!331 = !DILocation(line: 58, column: 34, scope: !325)
!332 = !DILocation(line: 58, column: 46, scope: !325)
!333 = !DILocation(line: 58, column: 52, scope: !325)
!334 = !DILocation(line: 58, column: 18, scope: !325)
!335 = !DILocation(line: 58, column: 29, scope: !325)
!336 = !DILocation(line: 58, column: 41, scope: !325)
!337 = !DILocation(line: 58, column: 58, scope: !325)
!338 = !DILocation(line: 58, column: 56, scope: !325)
!339 = !DILocation(line: 58, column: 69, scope: !325)
!340 = !DILocation(line: 58, column: 61, scope: !325)
!341 = !DILocation(line: 58, column: 66, scope: !325)
!342 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage2", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!343 = !DILocation(line: 56, column: 6, scope: !342)
!344 = !DILocation(line: 58, column: 11, scope: !342)
!345 = !DILocation(line: 58, column: 14, scope: !342)
!346 = !DILocation(line: 58, column: 22, scope: !342)
!347 = !DILocation(line: 58, column: 25, scope: !342)
!348 = !DILocation(line: 58, column: 34, scope: !342)
!349 = !DILocation(line: 58, column: 46, scope: !342)
!350 = !DILocation(line: 58, column: 52, scope: !342)
!351 = !DILocation(line: 58, column: 18, scope: !342)
!352 = !DILocation(line: 58, column: 29, scope: !342)
!353 = !DILocation(line: 58, column: 41, scope: !342)
!354 = !DILocation(line: 58, column: 58, scope: !342)
!355 = !DILocation(line: 58, column: 56, scope: !342)
!356 = !DILocation(line: 58, column: 69, scope: !342)
!357 = !DILocation(line: 58, column: 61, scope: !342)
!358 = !DILocation(line: 58, column: 66, scope: !342)
!359 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fcontig", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!360 = !DILocation(line: 56, column: 6, scope: !359)
!361 = !DILocation(line: 58, column: 11, scope: !359)
!362 = !DILocation(line: 58, column: 14, scope: !359)
!363 = !DILocation(line: 58, column: 22, scope: !359)
!364 = !DILocation(line: 58, column: 25, scope: !359)
!365 = !DILocation(line: 58, column: 34, scope: !359)
!366 = !DILocation(line: 58, column: 46, scope: !359)
!367 = !DILocation(line: 58, column: 52, scope: !359)
!368 = !DILocation(line: 58, column: 18, scope: !359)
!369 = !DILocation(line: 58, column: 29, scope: !359)
!370 = !DILocation(line: 58, column: 41, scope: !359)
!371 = !DILocation(line: 58, column: 58, scope: !359)
!372 = !DILocation(line: 58, column: 56, scope: !359)
!373 = !DILocation(line: 58, column: 69, scope: !359)
!374 = !DILocation(line: 58, column: 61, scope: !359)
!375 = !DILocation(line: 58, column: 66, scope: !359)
!376 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstrided", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!377 = !DILocation(line: 56, column: 6, scope: !376)
!378 = !DILocation(line: 58, column: 11, scope: !376)
!379 = !DILocation(line: 58, column: 14, scope: !376)
!380 = !DILocation(line: 58, column: 22, scope: !376)
!381 = !DILocation(line: 58, column: 25, scope: !376)
!382 = !DILocation(line: 58, column: 34, scope: !376)
!383 = !DILocation(line: 58, column: 46, scope: !376)
!384 = !DILocation(line: 58, column: 52, scope: !376)
!385 = !DILocation(line: 58, column: 18, scope: !376)
!386 = !DILocation(line: 58, column: 29, scope: !376)
!387 = !DILocation(line: 58, column: 41, scope: !376)
!388 = !DILocation(line: 58, column: 58, scope: !376)
!389 = !DILocation(line: 58, column: 56, scope: !376)
!390 = !DILocation(line: 58, column: 69, scope: !376)
!391 = !DILocation(line: 58, column: 61, scope: !376)
!392 = !DILocation(line: 58, column: 66, scope: !376)
!393 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage1", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!394 = !DILocation(line: 56, column: 6, scope: !393)
!395 = !DILocation(line: 58, column: 11, scope: !393)
!396 = !DILocation(line: 58, column: 14, scope: !393)
!397 = !DILocation(line: 58, column: 22, scope: !393)
!398 = !DILocation(line: 58, column: 25, scope: !393)
!399 = !DILocation(line: 58, column: 34, scope: !393)
!400 = !DILocation(line: 58, column: 46, scope: !393)
!401 = !DILocation(line: 58, column: 52, scope: !393)
!402 = !DILocation(line: 58, column: 18, scope: !393)
!403 = !DILocation(line: 58, column: 29, scope: !393)
!404 = !DILocation(line: 58, column: 41, scope: !393)
!405 = !DILocation(line: 58, column: 58, scope: !393)
!406 = !DILocation(line: 58, column: 56, scope: !393)
!407 = !DILocation(line: 58, column: 69, scope: !393)
!408 = !DILocation(line: 58, column: 61, scope: !393)
!409 = !DILocation(line: 58, column: 66, scope: !393)
!410 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage2", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!411 = !DILocation(line: 56, column: 6, scope: !410)
!412 = !DILocation(line: 58, column: 11, scope: !410)
!413 = !DILocation(line: 58, column: 14, scope: !410)
!414 = !DILocation(line: 58, column: 22, scope: !410)
!415 = !DILocation(line: 58, column: 25, scope: !410)
!416 = !DILocation(line: 58, column: 34, scope: !410)
!417 = !DILocation(line: 58, column: 46, scope: !410)
!418 = !DILocation(line: 58, column: 52, scope: !410)
!419 = !DILocation(line: 58, column: 18, scope: !410)
!420 = !DILocation(line: 58, column: 29, scope: !410)
!421 = !DILocation(line: 58, column: 41, scope: !410)
!422 = !DILocation(line: 58, column: 58, scope: !410)
!423 = !DILocation(line: 58, column: 56, scope: !410)
!424 = !DILocation(line: 58, column: 69, scope: !410)
!425 = !DILocation(line: 58, column: 61, scope: !410)
!426 = !DILocation(line: 58, column: 66, scope: !410)
!427 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fcontig", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!428 = !DILocation(line: 64, column: 6, scope: !427)
!429 = !DILocation(line: 64, column: 53, scope: !427)
!430 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstrided", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!431 = !DILocation(line: 64, column: 6, scope: !430)
!432 = !DILocation(line: 64, column: 53, scope: !430)
!433 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage1", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!434 = !DILocation(line: 64, column: 6, scope: !433)
!435 = !DILocation(line: 64, column: 53, scope: !433)
!436 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage2", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!437 = !DILocation(line: 64, column: 6, scope: !436)
!438 = !DILocation(line: 64, column: 53, scope: !436)
!439 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fcontig", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!440 = !DILocation(line: 64, column: 6, scope: !439)
!441 = !DILocation(line: 64, column: 53, scope: !439)
!442 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstrided", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!443 = !DILocation(line: 64, column: 6, scope: !442)
!444 = !DILocation(line: 64, column: 53, scope: !442)
!445 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage1", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!446 = !DILocation(line: 64, column: 6, scope: !445)
!447 = !DILocation(line: 64, column: 53, scope: !445)
!448 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage2", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!449 = !DILocation(line: 64, column: 6, scope: !448)
!450 = !DILocation(line: 64, column: 53, scope: !448)
!451 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eF2I64_5f_5fcontig", scope: !1, file: !1, line: 70, type: !5, scopeLine: 70, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!452 = !DILocation(line: 70, column: 6, scope: !451)
!453 = !DILocation(line: 70, column: 43, scope: !451)
!454 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eF2I64_5f_5fstrided", scope: !1, file: !1, line: 70, type: !5, scopeLine: 70, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!455 = !DILocation(line: 70, column: 6, scope: !454)
!456 = !DILocation(line: 70, column: 43, scope: !454)
!457 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eI2F64_5f_5fcontig", scope: !1, file: !1, line: 73, type: !5, scopeLine: 73, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!458 = !DILocation(line: 73, column: 6, scope: !457)
!459 = !DILocation(line: 73, column: 45, scope: !457)
!460 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eI2F64_5f_5fstrided", scope: !1, file: !1, line: 73, type: !5, scopeLine: 73, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!461 = !DILocation(line: 73, column: 6, scope: !460)
!462 = !DILocation(line: 73, column: 45, scope: !460)
!463 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eF2U64_5f_5fcontig", scope: !1, file: !1, line: 76, type: !5, scopeLine: 76, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!464 = !DILocation(line: 76, column: 6, scope: !463)
!465 = !DILocation(line: 76, column: 45, scope: !463)
!466 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eF2U64_5f_5fstrided", scope: !1, file: !1, line: 76, type: !5, scopeLine: 76, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!467 = !DILocation(line: 76, column: 6, scope: !466)
!468 = !DILocation(line: 76, column: 45, scope: !466)
!469 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eU2F64_5f_5fcontig", scope: !1, file: !1, line: 79, type: !5, scopeLine: 79, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!470 = !DILocation(line: 79, column: 6, scope: !469)
!471 = !DILocation(line: 79, column: 46, scope: !469)
!472 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eU2F64_5f_5fstrided", scope: !1, file: !1, line: 79, type: !5, scopeLine: 79, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!473 = !DILocation(line: 79, column: 6, scope: !472)
!474 = !DILocation(line: 79, column: 46, scope: !472)
!475 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eF2I32_5f_5fcontig", scope: !1, file: !1, line: 82, type: !5, scopeLine: 82, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!476 = !DILocation(line: 82, column: 6, scope: !475)
!477 = !DILocation(line: 82, column: 43, scope: !475)
!478 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eF2I32_5f_5fstrided", scope: !1, file: !1, line: 82, type: !5, scopeLine: 82, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!479 = !DILocation(line: 82, column: 6, scope: !478)
!480 = !DILocation(line: 82, column: 43, scope: !478)
!481 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eI2F32_5f_5fcontig", scope: !1, file: !1, line: 85, type: !5, scopeLine: 85, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!482 = !DILocation(line: 85, column: 6, scope: !481)
!483 = !DILocation(line: 85, column: 45, scope: !481)
!484 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eI2F32_5f_5fstrided", scope: !1, file: !1, line: 85, type: !5, scopeLine: 85, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!485 = !DILocation(line: 85, column: 6, scope: !484)
!486 = !DILocation(line: 85, column: 45, scope: !484)
!487 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul64_5bint64_5d_5f_5fcontig", scope: !1, file: !1, line: 91, type: !5, scopeLine: 91, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!488 = !DILocation(line: 91, column: 6, scope: !487)
!489 = !DILocation(line: 93, column: 10, scope: !487)
!490 = !DILocation(line: 93, column: 16, scope: !487)
!491 = !DILocation(line: 93, column: 13, scope: !487)
!492 = !DILocation(line: 93, column: 23, scope: !487)
!493 = !DILocation(line: 93, column: 20, scope: !487)
!494 = !DILocation(line: 93, column: 30, scope: !487)
!495 = !DILocation(line: 93, column: 27, scope: !487)
!496 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul64_5bint64_5d_5f_5fstrided", scope: !1, file: !1, line: 91, type: !5, scopeLine: 91, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!497 = !DILocation(line: 91, column: 6, scope: !496)
!498 = !DILocation(line: 93, column: 10, scope: !496)
!499 = !DILocation(line: 93, column: 16, scope: !496)
!500 = !DILocation(line: 93, column: 13, scope: !496)
!501 = !DILocation(line: 93, column: 23, scope: !496)
!502 = !DILocation(line: 93, column: 20, scope: !496)
!503 = !DILocation(line: 93, column: 30, scope: !496)
!504 = !DILocation(line: 93, column: 27, scope: !496)
!505 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul64_5buint64_5d_5f_5fcontig", scope: !1, file: !1, line: 91, type: !5, scopeLine: 91, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!506 = !DILocation(line: 91, column: 6, scope: !505)
!507 = !DILocation(line: 93, column: 10, scope: !505)
!508 = !DILocation(line: 93, column: 16, scope: !505)
!509 = !DILocation(line: 93, column: 13, scope: !505)
!510 = !DILocation(line: 93, column: 23, scope: !505)
!511 = !DILocation(line: 93, column: 20, scope: !505)
!512 = !DILocation(line: 93, column: 30, scope: !505)
!513 = !DILocation(line: 93, column: 27, scope: !505)
!514 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul64_5buint64_5d_5f_5fstrided", scope: !1, file: !1, line: 91, type: !5, scopeLine: 91, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!515 = !DILocation(line: 91, column: 6, scope: !514)
!516 = !DILocation(line: 93, column: 10, scope: !514)
!517 = !DILocation(line: 93, column: 16, scope: !514)
!518 = !DILocation(line: 93, column: 13, scope: !514)
!519 = !DILocation(line: 93, column: 23, scope: !514)
!520 = !DILocation(line: 93, column: 20, scope: !514)
!521 = !DILocation(line: 93, column: 30, scope: !514)
!522 = !DILocation(line: 93, column: 27, scope: !514)
!523 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eExp_5f_5fcontig", scope: !1, file: !1, line: 101, type: !5, scopeLine: 101, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!524 = !DILocation(line: 101, column: 6, scope: !523)
!525 = !DILocation(line: 39, column: 11, scope: !526)
!526 = !DILexicalBlockFile(scope: !523, file: !527, discriminator: 0)
!527 = !DIFile(filename: "math/bits.go", directory: "")
!528 = !DILocation(line: 112, column: 12, scope: !529)
!529 = !DILexicalBlockFile(scope: !523, file: !530, discriminator: 0)
!530 = !DIFile(filename: "math/exp.go", directory: "")
!531 = !DILocation(line: 114, column: 9, scope: !529)
!532 = !DILocation(line: 116, column: 9, scope: !529)
!533 = !DILocation(line: 118, column: 17, scope: !529)
!534 = !DILocation(line: 118, column: 26, scope: !529)
!535 = !DILocation(line: 119, column: 12, scope: !529)
!536 = !DILocation(line: 119, column: 3, scope: !529)
!537 = !DILocation(line: 125, column: 9, scope: !529)
!538 = !DILocation(line: 126, column: 19, scope: !529)
!539 = !DILocation(line: 126, column: 10, scope: !529)
!540 = !DILocation(line: 130, column: 19, scope: !529)
!541 = !DILocation(line: 130, column: 10, scope: !529)
!542 = !DILocation(line: 131, column: 19, scope: !529)
!543 = !DILocation(line: 193, column: 10, scope: !529)
!544 = !DILocation(line: 194, column: 9, scope: !529)
!545 = !DILocation(line: 195, column: 34, scope: !529)
!546 = !DILocation(line: 195, column: 28, scope: !529)
!547 = !DILocation(line: 195, column: 22, scope: !529)
!548 = !DILocation(line: 195, column: 16, scope: !529)
!549 = !DILocation(line: 195, column: 9, scope: !529)
!550 = !DILocation(line: 196, column: 20, scope: !529)
!551 = !DILocation(line: 196, column: 26, scope: !529)
!552 = !DILocation(line: 196, column: 23, scope: !529)
!553 = !DILocation(line: 196, column: 16, scope: !529)
!554 = !DILocation(line: 196, column: 9, scope: !529)
!555 = !DILocation(line: 25, column: 12, scope: !556)
!556 = !DILexicalBlockFile(scope: !523, file: !557, discriminator: 0)
!557 = !DIFile(filename: "math/ldexp.go", directory: "")
!558 = !DILocation(line: 52, column: 10, scope: !526)
!559 = !DILocation(line: 56, column: 11, scope: !526)
!560 = !DILocation(line: 27, column: 30, scope: !556)
!561 = !DILocation(line: 27, column: 12, scope: !556)
!562 = !DILocation(line: 63, column: 12, scope: !526)
!563 = !DILocation(line: 32, column: 18, scope: !556)
!564 = !DILocation(line: 33, column: 14, scope: !556)
!565 = !DILocation(line: 33, column: 22, scope: !556)
!566 = !DILocation(line: 33, column: 28, scope: !556)
!567 = !DILocation(line: 31, column: 2, scope: !556)
!568 = !DILocation(line: 33, column: 2, scope: !556)
!569 = !DILocation(line: 34, column: 9, scope: !556)
!570 = !DILocation(line: 35, column: 18, scope: !556)
!571 = !DILocation(line: 35, column: 3, scope: !556)
!572 = !DILocation(line: 37, column: 9, scope: !556)
!573 = !DILocation(line: 38, column: 11, scope: !556)
!574 = !DILocation(line: 0, scope: !556)
!575 = !DILocation(line: 44, column: 9, scope: !556)
!576 = !DILocation(line: 48, column: 2, scope: !556)
!577 = !DILocation(line: 49, column: 24, scope: !556)
!578 = !DILocation(line: 49, column: 2, scope: !556)
!579 = !DILocation(line: 50, column: 28, scope: !556)
!580 = !DILocation(line: 50, column: 11, scope: !556)
!581 = !DILocation(line: 50, column: 2, scope: !556)
!582 = !DILocation(line: 127, column: 9, scope: !529)
!583 = !DILocation(line: 128, column: 19, scope: !529)
!584 = !DILocation(line: 128, column: 10, scope: !529)
!585 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eExp_5f_5fstrided", scope: !1, file: !1, line: 101, type: !5, scopeLine: 101, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!586 = !DILocation(line: 101, column: 6, scope: !585)
!587 = !DILocation(line: 39, column: 11, scope: !588)
!588 = !DILexicalBlockFile(scope: !585, file: !527, discriminator: 0)
!589 = !DILocation(line: 112, column: 12, scope: !590)
!590 = !DILexicalBlockFile(scope: !585, file: !530, discriminator: 0)
!591 = !DILocation(line: 114, column: 9, scope: !590)
!592 = !DILocation(line: 116, column: 9, scope: !590)
!593 = !DILocation(line: 118, column: 17, scope: !590)
!594 = !DILocation(line: 118, column: 26, scope: !590)
!595 = !DILocation(line: 119, column: 12, scope: !590)
!596 = !DILocation(line: 119, column: 3, scope: !590)
!597 = !DILocation(line: 125, column: 9, scope: !590)
!598 = !DILocation(line: 126, column: 19, scope: !590)
!599 = !DILocation(line: 126, column: 10, scope: !590)
!600 = !DILocation(line: 130, column: 19, scope: !590)
!601 = !DILocation(line: 130, column: 10, scope: !590)
!602 = !DILocation(line: 131, column: 19, scope: !590)
!603 = !DILocation(line: 193, column: 10, scope: !590)
!604 = !DILocation(line: 194, column: 9, scope: !590)
!605 = !DILocation(line: 195, column: 34, scope: !590)
!606 = !DILocation(line: 195, column: 28, scope: !590)
!607 = !DILocation(line: 195, column: 22, scope: !590)
!608 = !DILocation(line: 195, column: 16, scope: !590)
!609 = !DILocation(line: 195, column: 9, scope: !590)
!610 = !DILocation(line: 196, column: 20, scope: !590)
!611 = !DILocation(line: 196, column: 26, scope: !590)
!612 = !DILocation(line: 196, column: 23, scope: !590)
!613 = !DILocation(line: 196, column: 16, scope: !590)
!614 = !DILocation(line: 196, column: 9, scope: !590)
!615 = !DILocation(line: 25, column: 12, scope: !616)
!616 = !DILexicalBlockFile(scope: !585, file: !557, discriminator: 0)
!617 = !DILocation(line: 52, column: 10, scope: !588)
!618 = !DILocation(line: 56, column: 11, scope: !588)
!619 = !DILocation(line: 27, column: 30, scope: !616)
!620 = !DILocation(line: 27, column: 12, scope: !616)
!621 = !DILocation(line: 63, column: 12, scope: !588)
!622 = !DILocation(line: 32, column: 18, scope: !616)
!623 = !DILocation(line: 33, column: 14, scope: !616)
!624 = !DILocation(line: 33, column: 22, scope: !616)
!625 = !DILocation(line: 33, column: 28, scope: !616)
!626 = !DILocation(line: 31, column: 2, scope: !616)
!627 = !DILocation(line: 33, column: 2, scope: !616)
!628 = !DILocation(line: 34, column: 9, scope: !616)
!629 = !DILocation(line: 35, column: 18, scope: !616)
!630 = !DILocation(line: 35, column: 3, scope: !616)
!631 = !DILocation(line: 37, column: 9, scope: !616)
!632 = !DILocation(line: 38, column: 11, scope: !616)
!633 = !DILocation(line: 0, scope: !616)
!634 = !DILocation(line: 44, column: 9, scope: !616)
!635 = !DILocation(line: 48, column: 2, scope: !616)
!636 = !DILocation(line: 49, column: 24, scope: !616)
!637 = !DILocation(line: 49, column: 2, scope: !616)
!638 = !DILocation(line: 50, column: 28, scope: !616)
!639 = !DILocation(line: 50, column: 11, scope: !616)
!640 = !DILocation(line: 50, column: 2, scope: !616)
!641 = !DILocation(line: 127, column: 9, scope: !590)
!642 = !DILocation(line: 128, column: 19, scope: !590)
!643 = !DILocation(line: 128, column: 10, scope: !590)
