; kern module github.com/kernlab/kern/examples/kernels (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eDoubled(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4) local_unnamed_addr #0 !dbg !4 {
entry:
  %.6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  %t1 = sext i32 %.6 to i64, !dbg !7
  %.7 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !8
  %t3 = sext i32 %.7 to i64, !dbg !8
  %t5 = icmp slt i64 %t1, %a1, !dbg !9
  %t7 = icmp slt i64 %t3, %a2, !dbg !10
  %t8 = and i1 %t5, %t7, !dbg !10
  br i1 %t8, label %b1, label %b2, !dbg !9

b1:                                               ; preds = %entry
  %t10 = mul i64 %t1, %a3, !dbg !11
  %t12 = mul i64 %t3, %a4, !dbg !11
  %t13 = add i64 %t12, %t10, !dbg !11
  %t15 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t13, !dbg !11
  %.8 = load float, ptr addrspace(1) %t15, align 4, !dbg !11, !amdgpu.noclobber !6
  %t17 = fmul float %.8, 2.000000e+00, !dbg !12
  store float %t17, ptr addrspace(1) %t15, align 4, !dbg !13
  br label %b2, !dbg !13

b2:                                               ; preds = %b1, %entry
  ret void, !dbg !13
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eDoubledAutoGrid(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4) local_unnamed_addr #0 !dbg !14 {
entry:
  %.6 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !15
  %t1 = sext i32 %.6 to i64, !dbg !15
  %.7 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !15
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.7, i64 4, !dbg !15
  %.9 = load i16, ptr addrspace(4) %.8, align 4, !dbg !15, !invariant.load !6
  %t3 = zext i16 %.9 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !15
  %.11 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !15
  %t6 = sext i32 %.11 to i64, !dbg !15
  %t7 = add nsw i64 %t4, %t6, !dbg !15
  %.12 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !15
  %t9 = sext i32 %.12 to i64, !dbg !15
  %.14 = getelementptr inbounds i8, ptr addrspace(4) %.7, i64 6, !dbg !15
  %.15 = load i16, ptr addrspace(4) %.14, align 2, !dbg !15, !invariant.load !6
  %t11 = zext i16 %.15 to i64
  %t12 = mul nsw i64 %t11, %t9, !dbg !15
  %.17 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !15
  %t14 = sext i32 %.17 to i64, !dbg !15
  %t15 = add nsw i64 %t12, %t14, !dbg !15
  %t17 = icmp slt i64 %t7, %a1, !dbg !16
  %t19 = icmp slt i64 %t15, %a2, !dbg !17
  %t20 = and i1 %t17, %t19, !dbg !17
  br i1 %t20, label %b1, label %b2, !dbg !16

b1:                                               ; preds = %entry
  %t22 = mul i64 %t7, %a3, !dbg !18
  %t24 = mul i64 %t15, %a4, !dbg !18
  %t25 = add i64 %t24, %t22, !dbg !18
  %t27 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t25, !dbg !18
  %.18 = load float, ptr addrspace(1) %t27, align 4, !dbg !18, !amdgpu.noclobber !6
  %t29 = fmul float %.18, 2.000000e+00, !dbg !19
  store float %t29, ptr addrspace(1) %t27, align 4, !dbg !20
  br label %b2, !dbg !20

b2:                                               ; preds = %b1, %entry
  ret void, !dbg !20
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eDoubledManCopy(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9) local_unnamed_addr #0 !dbg !21 {
entry:
  %.11 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !22
  %t1 = sext i32 %.11 to i64, !dbg !22
  %.12 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !22
  %.13 = getelementptr inbounds i8, ptr addrspace(4) %.12, i64 4, !dbg !22
  %.14 = load i16, ptr addrspace(4) %.13, align 4, !dbg !22, !invariant.load !6
  %t3 = zext i16 %.14 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !22
  %.16 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !22
  %t6 = sext i32 %.16 to i64, !dbg !22
  %t7 = add nsw i64 %t4, %t6, !dbg !22
  %.17 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !22
  %t9 = sext i32 %.17 to i64, !dbg !22
  %.19 = getelementptr inbounds i8, ptr addrspace(4) %.12, i64 6, !dbg !22
  %.20 = load i16, ptr addrspace(4) %.19, align 2, !dbg !22, !invariant.load !6
  %t11 = zext i16 %.20 to i64
  %t12 = mul nsw i64 %t11, %t9, !dbg !22
  %.22 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !22
  %t14 = sext i32 %.22 to i64, !dbg !22
  %t15 = add nsw i64 %t12, %t14, !dbg !22
  %t17 = icmp slt i64 %t7, %a1, !dbg !23
  %t19 = icmp slt i64 %t15, %a2, !dbg !24
  %t20 = and i1 %t17, %t19, !dbg !24
  br i1 %t20, label %b1, label %b2, !dbg !23

b1:                                               ; preds = %entry
  %t22 = mul i64 %t7, %a3, !dbg !25
  %t24 = mul i64 %t15, %a4, !dbg !25
  %t25 = add i64 %t24, %t22, !dbg !25
  %t27 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t25, !dbg !25
  %.23 = load float, ptr addrspace(1) %t27, align 4, !dbg !25, !amdgpu.noclobber !6
  %t29 = fmul float %.23, 2.000000e+00, !dbg !26
  %t31 = mul i64 %t7, %a8, !dbg !27
  %t33 = mul i64 %t15, %a9, !dbg !27
  %t34 = add i64 %t33, %t31, !dbg !27
  %t36 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t34, !dbg !27
  store float %t29, ptr addrspace(1) %t36, align 4, !dbg !27
  br label %b2, !dbg !27

b2:                                               ; preds = %b1, %entry
  ret void, !dbg !27
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !28 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !29
  %t3 = sext i32 %.1 to i64, !dbg !29
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !29
  %t5 = sext i32 %.2 to i64, !dbg !29
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !29
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !29
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !29, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !29
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !29, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !29
  %.10 = add i32 %.5, -1, !dbg !29
  %.11 = add i32 %.10, %.9, !dbg !29
  %.12 = udiv i32 %.11, %.9, !dbg !29
  %t7 = sext i32 %.12 to i64, !dbg !29
  %t8 = shl nsw i64 %t5, 8, !dbg !29
  %t9 = add nsw i64 %t8, %t3, !dbg !29
  %t10 = shl nsw i64 %t7, 8, !dbg !29
  %t11 = icmp slt i64 %t9, %a0, !dbg !29
  br i1 %t11, label %b1, label %b2, !dbg !29

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !29
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t12, !dbg !29
  %.13 = load float, ptr addrspace(1) %t13, align 4, !dbg !29, !amdgpu.noclobber !6
  br label %b2, !dbg !29

b2:                                               ; preds = %b1, %entry
  %t15 = phi float [ %.13, %b1 ], [ 0.000000e+00, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !29
  %t18 = shl nsw i64 %t7, 11, !dbg !29
  %t19 = mul nsw i64 %t7, 1792, !dbg !29
  %t20 = sub i64 %a0, %t19, !dbg !29
  %t26 = mul i64 %t17, %a2, !dbg !29
  %t28 = mul i64 %t18, %a2, !dbg !29
  %t29 = mul i64 %t10, %a2, !dbg !29
  %t618 = icmp slt i64 %t17, %t20, !dbg !29
  br i1 %t618, label %b4.preheader, label %b5, !dbg !29

b4.preheader:                                     ; preds = %b2
  %t47 = mul i64 %t19, %a2, !dbg !29
  %t48 = add i64 %t26, %t47, !dbg !29
  %t49 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t48, !dbg !29
  %t21 = mul i64 %t7, %a2, !dbg !29
  %t44 = mul i64 %t21, 1536, !dbg !29
  %t45 = add i64 %t26, %t44, !dbg !29
  %t46 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t45, !dbg !29
  %t41 = mul i64 %t21, 1280, !dbg !29
  %t42 = add i64 %t26, %t41, !dbg !29
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t42, !dbg !29
  %t38 = shl i64 %t21, 10, !dbg !29
  %t39 = add i64 %t26, %t38, !dbg !29
  %t40 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t39, !dbg !29
  %t35 = mul i64 %t21, 768, !dbg !29
  %t36 = add i64 %t26, %t35, !dbg !29
  %t37 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t36, !dbg !29
  %t32 = shl i64 %t21, 9, !dbg !29
  %t33 = add i64 %t26, %t32, !dbg !29
  %t34 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t33, !dbg !29
  %t30 = add i64 %t26, %t29, !dbg !29
  %t31 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t30, !dbg !29
  %t27 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t26, !dbg !29
  br label %b4, !dbg !29

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
  %.14 = load float, ptr addrspace(1) %t5716, align 4, !dbg !29
  %.15 = load float, ptr addrspace(1) %t5615, align 4, !dbg !29
  %.16 = load float, ptr addrspace(1) %t5514, align 4, !dbg !29
  %.17 = load float, ptr addrspace(1) %t5413, align 4, !dbg !29
  %.18 = load float, ptr addrspace(1) %t5312, align 4, !dbg !29
  %.19 = load float, ptr addrspace(1) %t5211, align 4, !dbg !29
  %.20 = load float, ptr addrspace(1) %t5110, align 4, !dbg !29
  %.21 = load float, ptr addrspace(1) %t509, align 4, !dbg !29
  %t70 = fadd float %t5918, %.14, !dbg !30
  %t71 = fadd float %t70, %.15, !dbg !30
  %t72 = fadd float %t71, %.16, !dbg !30
  %t73 = fadd float %t72, %.17, !dbg !30
  %t74 = fadd float %t73, %.18, !dbg !30
  %t75 = fadd float %t74, %.19, !dbg !30
  %t76 = fadd float %t75, %.20, !dbg !30
  %t77 = fadd float %t76, %.21, !dbg !30
  %t78 = add i64 %t5817, %t18, !dbg !29
  %t79 = getelementptr inbounds float, ptr addrspace(1) %t5716, i64 %t28, !dbg !29
  %t80 = getelementptr inbounds float, ptr addrspace(1) %t5615, i64 %t28, !dbg !29
  %t81 = getelementptr inbounds float, ptr addrspace(1) %t5514, i64 %t28, !dbg !29
  %t82 = getelementptr inbounds float, ptr addrspace(1) %t5413, i64 %t28, !dbg !29
  %t83 = getelementptr inbounds float, ptr addrspace(1) %t5312, i64 %t28, !dbg !29
  %t84 = getelementptr inbounds float, ptr addrspace(1) %t5211, i64 %t28, !dbg !29
  %t85 = getelementptr inbounds float, ptr addrspace(1) %t5110, i64 %t28, !dbg !29
  %t86 = getelementptr inbounds float, ptr addrspace(1) %t509, i64 %t28, !dbg !29
  %t61 = icmp slt i64 %t78, %t20, !dbg !29
  br i1 %t61, label %b4, label %b5.loopexit, !dbg !29

b5.loopexit:                                      ; preds = %b4
  %.pre = mul i64 %t78, %a2, !dbg !29
  br label %b5, !dbg !29

b5:                                               ; preds = %b5.loopexit, %b2
  %t87.pre-phi = phi i64 [ %.pre, %b5.loopexit ], [ %t26, %b2 ], !dbg !29
  %t58.lcssa = phi i64 [ %t78, %b5.loopexit ], [ %t17, %b2 ]
  %t59.lcssa = phi float [ %t77, %b5.loopexit ], [ %t15, %b2 ]
  %t9220 = icmp slt i64 %t58.lcssa, %a0, !dbg !29
  br i1 %t9220, label %b7.preheader, label %b8, !dbg !29

b7.preheader:                                     ; preds = %b5
  %t88 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t87.pre-phi, !dbg !29
  br label %b7, !dbg !29

b7:                                               ; preds = %b7.preheader, %b7
  %t9123 = phi float [ %t94, %b7 ], [ %t59.lcssa, %b7.preheader ]
  %t9022 = phi i64 [ %t95, %b7 ], [ %t58.lcssa, %b7.preheader ]
  %t8921 = phi ptr addrspace(1) [ %t96, %b7 ], [ %t88, %b7.preheader ]
  %.22 = load float, ptr addrspace(1) %t8921, align 4, !dbg !29
  %t94 = fadd float %t9123, %.22, !dbg !30
  %t95 = add i64 %t9022, %t10, !dbg !29
  %t96 = getelementptr inbounds float, ptr addrspace(1) %t8921, i64 %t29, !dbg !29
  %t92 = icmp slt i64 %t95, %a0, !dbg !29
  br i1 %t92, label %b7, label %b8, !dbg !29

b8:                                               ; preds = %b7, %b5
  %t91.lcssa = phi float [ %t59.lcssa, %b5 ], [ %t94, %b7 ]
  %t97 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.0, i32 %.1, !dbg !29
  store float %t91.lcssa, ptr addrspace(3) %t97, align 4, !dbg !29
  %t98 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.1, i32 %.1, !dbg !29
  %.23 = zext i1 %t11 to i8, !dbg !29
  store i8 %.23, ptr addrspace(3) %t98, align 1, !dbg !29
  fence syncscope("workgroup") release, !dbg !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !29
  fence syncscope("workgroup") acquire, !dbg !29
  %t99 = icmp slt i32 %.1, 128, !dbg !29
  br i1 %t99, label %b9, label %b14, !dbg !29

b9:                                               ; preds = %b8
  %t100 = add nsw i32 %.1, 128, !dbg !29
  %t101 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.0, i32 %t100, !dbg !29
  %.24 = load float, ptr addrspace(3) %t101, align 4, !dbg !29
  %t103 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.1, i32 %t100, !dbg !29
  %.25 = load i8, ptr addrspace(3) %t103, align 1, !dbg !29
  %.26 = icmp ne i8 %.25, 0, !dbg !29
  %t105 = select i1 %t11, float %t91.lcssa, float -0.000000e+00, !dbg !29
  %spec.select = fadd float %t105, %.24, !dbg !29
  %t107 = select i1 %.26, float %spec.select, float %t91.lcssa, !dbg !29
  %t108 = select i1 %.26, i1 true, i1 %t11, !dbg !29
  store float %t107, ptr addrspace(3) %t97, align 4, !dbg !29
  %.27 = zext i1 %t108 to i8, !dbg !29
  store i8 %.27, ptr addrspace(3) %t98, align 1, !dbg !29
  br label %b14, !dbg !29

b14:                                              ; preds = %b9, %b8
  %t109 = phi float [ %t107, %b9 ], [ %t91.lcssa, %b8 ]
  %t110 = phi i1 [ %t108, %b9 ], [ %t11, %b8 ]
  fence syncscope("workgroup") release, !dbg !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !29
  fence syncscope("workgroup") acquire, !dbg !29
  %t111 = icmp slt i32 %.1, 64, !dbg !29
  br i1 %t111, label %b15, label %b20, !dbg !29

b15:                                              ; preds = %b14
  %t112 = add nsw i32 %.1, 64, !dbg !29
  %t113 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.0, i32 %t112, !dbg !29
  %.28 = load float, ptr addrspace(3) %t113, align 4, !dbg !29
  %t115 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.1, i32 %t112, !dbg !29
  %.29 = load i8, ptr addrspace(3) %t115, align 1, !dbg !29
  %.30 = icmp ne i8 %.29, 0, !dbg !29
  %t117 = select i1 %t110, float %t109, float -0.000000e+00, !dbg !29
  %spec.select1 = fadd float %t117, %.28, !dbg !29
  %t119 = select i1 %.30, float %spec.select1, float %t109, !dbg !29
  %t120 = select i1 %.30, i1 true, i1 %t110, !dbg !29
  store float %t119, ptr addrspace(3) %t97, align 4, !dbg !29
  %.31 = zext i1 %t120 to i8, !dbg !29
  store i8 %.31, ptr addrspace(3) %t98, align 1, !dbg !29
  br label %b20, !dbg !29

b20:                                              ; preds = %b15, %b14
  %t121 = phi float [ %t119, %b15 ], [ %t109, %b14 ]
  %t122 = phi i1 [ %t120, %b15 ], [ %t110, %b14 ]
  fence syncscope("workgroup") release, !dbg !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !29
  fence syncscope("workgroup") acquire, !dbg !29
  %t123 = icmp slt i32 %.1, 32, !dbg !29
  br i1 %t123, label %b21, label %b26, !dbg !29

b21:                                              ; preds = %b20
  %t124 = add nsw i32 %.1, 32, !dbg !29
  %t125 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.0, i32 %t124, !dbg !29
  %.32 = load float, ptr addrspace(3) %t125, align 4, !dbg !29
  %t127 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.1, i32 %t124, !dbg !29
  %.33 = load i8, ptr addrspace(3) %t127, align 1, !dbg !29
  %.34 = icmp ne i8 %.33, 0, !dbg !29
  %t129 = select i1 %t122, float %t121, float -0.000000e+00, !dbg !29
  %spec.select2 = fadd float %t129, %.32, !dbg !29
  %t131 = select i1 %.34, float %spec.select2, float %t121, !dbg !29
  %t132 = select i1 %.34, i1 true, i1 %t122, !dbg !29
  br label %b26, !dbg !29

b26:                                              ; preds = %b21, %b20
  %t133 = phi float [ %t131, %b21 ], [ %t121, %b20 ]
  %t134 = phi i1 [ %t132, %b21 ], [ %t122, %b20 ]
  br i1 %t123, label %b27, label %b48, !dbg !29

b27:                                              ; preds = %b26
  %.36 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !29
  %.37 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.36), !dbg !29
  %.38 = zext i32 %.37 to i64, !dbg !29
  %.39 = add nuw nsw i64 %.38, 16, !dbg !29
  %.40 = icmp ult i32 %.37, 48, !dbg !29
  %.41 = tail call i64 @llvm.read_register.i64(metadata !31) #9, !dbg !29
  %.42 = and i64 %.39, 63, !dbg !29
  %0 = shl nuw i64 1, %.42, !dbg !29
  %1 = and i64 %0, %.41, !dbg !29
  %.44 = icmp ne i64 %1, 0, !dbg !29
  %.45 = and i1 %.40, %.44, !dbg !29
  %.46 = trunc i64 %.39 to i32, !dbg !29
  %.47 = shl i32 %.46, 2, !dbg !29
  %.48 = bitcast float %t133 to i32, !dbg !29
  %.49 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.48), !dbg !29
  %.50 = bitcast i32 %.49 to float, !dbg !29
  %t135 = select i1 %.45, float %.50, float %t133, !dbg !29
  %.64 = zext i1 %t134 to i32, !dbg !29
  %.65 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.64), !dbg !29
  %2 = and i32 %.65, 1, !dbg !29
  %.66 = icmp ne i32 %2, 0, !dbg !29
  %t136 = select i1 %.45, i1 %.66, i1 %t134, !dbg !29
  %t137 = icmp slt i32 %.1, 16, !dbg !29
  %t138 = and i1 %t137, %t136, !dbg !29
  %t139 = select i1 %t134, float %t133, float -0.000000e+00, !dbg !29
  %spec.select3 = fadd float %t139, %t135, !dbg !29
  %t141 = select i1 %t138, float %spec.select3, float %t133, !dbg !29
  %t142 = select i1 %t138, i1 true, i1 %t134, !dbg !29
  %.71 = add nuw nsw i64 %.38, 8, !dbg !29
  %.72 = icmp ult i32 %.37, 56, !dbg !29
  %.74 = and i64 %.71, 63, !dbg !29
  %3 = shl nuw i64 1, %.74, !dbg !29
  %4 = and i64 %3, %.41, !dbg !29
  %.76 = icmp ne i64 %4, 0, !dbg !29
  %.77 = and i1 %.72, %.76, !dbg !29
  %.78 = trunc i64 %.71 to i32, !dbg !29
  %.79 = shl i32 %.78, 2, !dbg !29
  %.80 = bitcast float %t141 to i32, !dbg !29
  %.81 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.80), !dbg !29
  %.82 = bitcast i32 %.81 to float, !dbg !29
  %t143 = select i1 %.77, float %.82, float %t141, !dbg !29
  %.96 = zext i1 %t142 to i32, !dbg !29
  %.97 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.96), !dbg !29
  %5 = and i32 %.97, 1, !dbg !29
  %.98 = icmp ne i32 %5, 0, !dbg !29
  %t144 = select i1 %.77, i1 %.98, i1 %t142, !dbg !29
  %t145 = icmp slt i32 %.1, 24, !dbg !29
  %t146 = and i1 %t145, %t144, !dbg !29
  %t147 = select i1 %t142, float %t141, float -0.000000e+00, !dbg !29
  %spec.select4 = fadd float %t143, %t147, !dbg !29
  %t149 = select i1 %t146, float %spec.select4, float %t141, !dbg !29
  %t150 = select i1 %t146, i1 true, i1 %t142, !dbg !29
  %.103 = add nuw nsw i64 %.38, 4, !dbg !29
  %.104 = icmp ult i32 %.37, 60, !dbg !29
  %.106 = and i64 %.103, 63, !dbg !29
  %6 = shl nuw i64 1, %.106, !dbg !29
  %7 = and i64 %6, %.41, !dbg !29
  %.108 = icmp ne i64 %7, 0, !dbg !29
  %.109 = and i1 %.104, %.108, !dbg !29
  %.110 = trunc i64 %.103 to i32, !dbg !29
  %.111 = shl i32 %.110, 2, !dbg !29
  %.112 = bitcast float %t149 to i32, !dbg !29
  %.113 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.112), !dbg !29
  %.114 = bitcast i32 %.113 to float, !dbg !29
  %t151 = select i1 %.109, float %.114, float %t149, !dbg !29
  %.128 = zext i1 %t150 to i32, !dbg !29
  %.129 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.128), !dbg !29
  %8 = and i32 %.129, 1, !dbg !29
  %.130 = icmp ne i32 %8, 0, !dbg !29
  %t152 = select i1 %.109, i1 %.130, i1 %t150, !dbg !29
  %t153 = icmp slt i32 %.1, 28, !dbg !29
  %t154 = and i1 %t153, %t152, !dbg !29
  %t155 = select i1 %t150, float %t149, float -0.000000e+00, !dbg !29
  %spec.select5 = fadd float %t151, %t155, !dbg !29
  %t157 = select i1 %t154, float %spec.select5, float %t149, !dbg !29
  %t158 = select i1 %t154, i1 true, i1 %t150, !dbg !29
  %.135 = add nuw nsw i64 %.38, 2, !dbg !29
  %.136 = icmp ult i32 %.37, 62, !dbg !29
  %.138 = and i64 %.135, 63, !dbg !29
  %9 = shl nuw i64 1, %.138, !dbg !29
  %10 = and i64 %9, %.41, !dbg !29
  %.140 = icmp ne i64 %10, 0, !dbg !29
  %.141 = and i1 %.136, %.140, !dbg !29
  %.142 = trunc i64 %.135 to i32, !dbg !29
  %.143 = shl i32 %.142, 2, !dbg !29
  %.144 = bitcast float %t157 to i32, !dbg !29
  %.145 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.144), !dbg !29
  %.146 = bitcast i32 %.145 to float, !dbg !29
  %t159 = select i1 %.141, float %.146, float %t157, !dbg !29
  %.160 = zext i1 %t158 to i32, !dbg !29
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.160), !dbg !29
  %11 = and i32 %.161, 1, !dbg !29
  %.162 = icmp ne i32 %11, 0, !dbg !29
  %t160 = select i1 %.141, i1 %.162, i1 %t158, !dbg !29
  %t161 = icmp slt i32 %.1, 30, !dbg !29
  %t162 = and i1 %t161, %t160, !dbg !29
  %t163 = select i1 %t158, float %t157, float -0.000000e+00, !dbg !29
  %spec.select6 = fadd float %t159, %t163, !dbg !29
  %t165 = select i1 %t162, float %spec.select6, float %t157, !dbg !29
  %t166 = select i1 %t162, i1 true, i1 %t158, !dbg !29
  %.167 = add nuw nsw i64 %.38, 1, !dbg !29
  %.168 = icmp ult i32 %.37, 63, !dbg !29
  %.170 = and i64 %.167, 63, !dbg !29
  %12 = shl nuw i64 1, %.170, !dbg !29
  %13 = and i64 %12, %.41, !dbg !29
  %.172 = icmp ne i64 %13, 0, !dbg !29
  %.173 = and i1 %.168, %.172, !dbg !29
  %.174 = trunc i64 %.167 to i32, !dbg !29
  %.175 = shl i32 %.174, 2, !dbg !29
  %.176 = bitcast float %t165 to i32, !dbg !29
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.176), !dbg !29
  %.178 = bitcast i32 %.177 to float, !dbg !29
  %t167 = select i1 %.173, float %.178, float %t165, !dbg !29
  %.192 = zext i1 %t166 to i32, !dbg !29
  %.193 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.192), !dbg !29
  %14 = and i32 %.193, 1, !dbg !29
  %.194 = icmp ne i32 %14, 0, !dbg !29
  %t168 = select i1 %.173, i1 %.194, i1 %t166, !dbg !29
  %t169 = icmp ne i32 %.1, 31, !dbg !29
  %t170 = and i1 %t169, %t168, !dbg !29
  %t171 = select i1 %t166, float %t165, float -0.000000e+00, !dbg !29
  %spec.select7 = fadd float %t167, %t171, !dbg !29
  %t173 = select i1 %t170, float %spec.select7, float %t165, !dbg !29
  %t174 = select i1 %t170, i1 true, i1 %t166, !dbg !29
  br label %b48, !dbg !29

b48:                                              ; preds = %b27, %b26
  %t175 = phi float [ %t173, %b27 ], [ %t133, %b26 ]
  %t176 = phi i1 [ %t174, %b27 ], [ %t134, %b26 ]
  %t177 = icmp eq i32 %.1, 0, !dbg !29
  %t178 = and i1 %t177, %t176, !dbg !29
  br i1 %t178, label %b49, label %b50, !dbg !29

b49:                                              ; preds = %b48
  %t179 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t5, !dbg !29
  store float %t175, ptr addrspace(1) %t179, align 4, !dbg !29
  br label %b50, !dbg !29

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !29
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, float %a3, i8 %a4) local_unnamed_addr #1 !dbg !32 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !33
  %t3 = sext i32 %.2 to i64, !dbg !33
  %t4 = icmp slt i64 %t3, %a0, !dbg !33
  br i1 %t4, label %b1, label %b2, !dbg !33

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t3, !dbg !33
  %.3 = load float, ptr addrspace(1) %t5, align 4, !dbg !33, !amdgpu.noclobber !6
  br label %b2, !dbg !33

b2:                                               ; preds = %b1, %entry
  %t7 = phi float [ %.3, %b1 ], [ 0.000000e+00, %entry ]
  %t109 = add nsw i64 %t3, 256, !dbg !33
  %t1210 = icmp slt i64 %t109, %a0, !dbg !33
  br i1 %t1210, label %b4, label %b5, !dbg !33

b4:                                               ; preds = %b2, %b4
  %t1012 = phi i64 [ %t10, %b4 ], [ %t109, %b2 ]
  %t1111 = phi float [ %t15, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t1012, !dbg !33
  %.4 = load float, ptr addrspace(1) %t13, align 4, !dbg !33, !amdgpu.noclobber !6
  %t15 = fadd float %t1111, %.4, !dbg !34
  %t10 = add i64 %t1012, 256, !dbg !33
  %t12 = icmp slt i64 %t10, %a0, !dbg !33
  br i1 %t12, label %b4, label %b5, !dbg !33

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi float [ %t7, %b2 ], [ %t15, %b4 ]
  %t17 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.0, i32 %.2, !dbg !33
  store float %t11.lcssa, ptr addrspace(3) %t17, align 4, !dbg !33
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.1, i32 %.2, !dbg !33
  %.5 = zext i1 %t4 to i8, !dbg !33
  store i8 %.5, ptr addrspace(3) %t18, align 1, !dbg !33
  fence syncscope("workgroup") release, !dbg !33
  tail call void @llvm.amdgcn.s.barrier(), !dbg !33
  fence syncscope("workgroup") acquire, !dbg !33
  %t19 = icmp slt i32 %.2, 128, !dbg !33
  br i1 %t19, label %b6, label %b11, !dbg !33

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128, !dbg !33
  %t21 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.0, i32 %t20, !dbg !33
  %.6 = load float, ptr addrspace(3) %t21, align 4, !dbg !33
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.1, i32 %t20, !dbg !33
  %.7 = load i8, ptr addrspace(3) %t23, align 1, !dbg !33
  %.8 = icmp ne i8 %.7, 0, !dbg !33
  %t25 = select i1 %t4, float %t11.lcssa, float -0.000000e+00, !dbg !33
  %spec.select = fadd float %t25, %.6, !dbg !33
  %t27 = select i1 %.8, float %spec.select, float %t11.lcssa, !dbg !33
  %t28 = select i1 %.8, i1 true, i1 %t4, !dbg !33
  store float %t27, ptr addrspace(3) %t17, align 4, !dbg !33
  %.9 = zext i1 %t28 to i8, !dbg !33
  store i8 %.9, ptr addrspace(3) %t18, align 1, !dbg !33
  br label %b11, !dbg !33

b11:                                              ; preds = %b6, %b5
  %t29 = phi float [ %t27, %b6 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b6 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !33
  tail call void @llvm.amdgcn.s.barrier(), !dbg !33
  fence syncscope("workgroup") acquire, !dbg !33
  %t31 = icmp slt i32 %.2, 64, !dbg !33
  br i1 %t31, label %b12, label %b17, !dbg !33

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64, !dbg !33
  %t33 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.0, i32 %t32, !dbg !33
  %.10 = load float, ptr addrspace(3) %t33, align 4, !dbg !33
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.1, i32 %t32, !dbg !33
  %.11 = load i8, ptr addrspace(3) %t35, align 1, !dbg !33
  %.12 = icmp ne i8 %.11, 0, !dbg !33
  %t37 = select i1 %t30, float %t29, float -0.000000e+00, !dbg !33
  %spec.select1 = fadd float %t37, %.10, !dbg !33
  %t39 = select i1 %.12, float %spec.select1, float %t29, !dbg !33
  %t40 = select i1 %.12, i1 true, i1 %t30, !dbg !33
  store float %t39, ptr addrspace(3) %t17, align 4, !dbg !33
  %.13 = zext i1 %t40 to i8, !dbg !33
  store i8 %.13, ptr addrspace(3) %t18, align 1, !dbg !33
  br label %b17, !dbg !33

b17:                                              ; preds = %b12, %b11
  %t41 = phi float [ %t39, %b12 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b12 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release, !dbg !33
  tail call void @llvm.amdgcn.s.barrier(), !dbg !33
  fence syncscope("workgroup") acquire, !dbg !33
  %t43 = icmp slt i32 %.2, 32, !dbg !33
  br i1 %t43, label %b18, label %b23, !dbg !33

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32, !dbg !33
  %t45 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.0, i32 %t44, !dbg !33
  %.14 = load float, ptr addrspace(3) %t45, align 4, !dbg !33
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.1, i32 %t44, !dbg !33
  %.15 = load i8, ptr addrspace(3) %t47, align 1, !dbg !33
  %.16 = icmp ne i8 %.15, 0, !dbg !33
  %t49 = select i1 %t42, float %t41, float -0.000000e+00, !dbg !33
  %spec.select2 = fadd float %t49, %.14, !dbg !33
  %t51 = select i1 %.16, float %spec.select2, float %t41, !dbg !33
  %t52 = select i1 %.16, i1 true, i1 %t42, !dbg !33
  br label %b23, !dbg !33

b23:                                              ; preds = %b18, %b17
  %t53 = phi float [ %t51, %b18 ], [ %t41, %b17 ]
  %t54 = phi i1 [ %t52, %b18 ], [ %t42, %b17 ]
  br i1 %t43, label %b24, label %b45, !dbg !33

b24:                                              ; preds = %b23
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !33
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !33
  %.20 = zext i32 %.19 to i64, !dbg !33
  %.21 = add nuw nsw i64 %.20, 16, !dbg !33
  %.22 = icmp ult i32 %.19, 48, !dbg !33
  %.23 = tail call i64 @llvm.read_register.i64(metadata !31) #9, !dbg !33
  %.24 = and i64 %.21, 63, !dbg !33
  %0 = shl nuw i64 1, %.24, !dbg !33
  %1 = and i64 %0, %.23, !dbg !33
  %.26 = icmp ne i64 %1, 0, !dbg !33
  %.27 = and i1 %.22, %.26, !dbg !33
  %.28 = trunc i64 %.21 to i32, !dbg !33
  %.29 = shl i32 %.28, 2, !dbg !33
  %.30 = bitcast float %t53 to i32, !dbg !33
  %.31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30), !dbg !33
  %.32 = bitcast i32 %.31 to float, !dbg !33
  %t55 = select i1 %.27, float %.32, float %t53, !dbg !33
  %.46 = zext i1 %t54 to i32, !dbg !33
  %.47 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.46), !dbg !33
  %2 = and i32 %.47, 1, !dbg !33
  %.48 = icmp ne i32 %2, 0, !dbg !33
  %t56 = select i1 %.27, i1 %.48, i1 %t54, !dbg !33
  %t57 = icmp slt i32 %.2, 16, !dbg !33
  %t58 = and i1 %t57, %t56, !dbg !33
  %t59 = select i1 %t54, float %t53, float -0.000000e+00, !dbg !33
  %spec.select3 = fadd float %t59, %t55, !dbg !33
  %t61 = select i1 %t58, float %spec.select3, float %t53, !dbg !33
  %t62 = select i1 %t58, i1 true, i1 %t54, !dbg !33
  %.53 = add nuw nsw i64 %.20, 8, !dbg !33
  %.54 = icmp ult i32 %.19, 56, !dbg !33
  %.56 = and i64 %.53, 63, !dbg !33
  %3 = shl nuw i64 1, %.56, !dbg !33
  %4 = and i64 %3, %.23, !dbg !33
  %.58 = icmp ne i64 %4, 0, !dbg !33
  %.59 = and i1 %.54, %.58, !dbg !33
  %.60 = trunc i64 %.53 to i32, !dbg !33
  %.61 = shl i32 %.60, 2, !dbg !33
  %.62 = bitcast float %t61 to i32, !dbg !33
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.62), !dbg !33
  %.64 = bitcast i32 %.63 to float, !dbg !33
  %t63 = select i1 %.59, float %.64, float %t61, !dbg !33
  %.78 = zext i1 %t62 to i32, !dbg !33
  %.79 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.78), !dbg !33
  %5 = and i32 %.79, 1, !dbg !33
  %.80 = icmp ne i32 %5, 0, !dbg !33
  %t64 = select i1 %.59, i1 %.80, i1 %t62, !dbg !33
  %t65 = icmp slt i32 %.2, 24, !dbg !33
  %t66 = and i1 %t65, %t64, !dbg !33
  %t67 = select i1 %t62, float %t61, float -0.000000e+00, !dbg !33
  %spec.select4 = fadd float %t63, %t67, !dbg !33
  %t69 = select i1 %t66, float %spec.select4, float %t61, !dbg !33
  %t70 = select i1 %t66, i1 true, i1 %t62, !dbg !33
  %.85 = add nuw nsw i64 %.20, 4, !dbg !33
  %.86 = icmp ult i32 %.19, 60, !dbg !33
  %.88 = and i64 %.85, 63, !dbg !33
  %6 = shl nuw i64 1, %.88, !dbg !33
  %7 = and i64 %6, %.23, !dbg !33
  %.90 = icmp ne i64 %7, 0, !dbg !33
  %.91 = and i1 %.86, %.90, !dbg !33
  %.92 = trunc i64 %.85 to i32, !dbg !33
  %.93 = shl i32 %.92, 2, !dbg !33
  %.94 = bitcast float %t69 to i32, !dbg !33
  %.95 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.94), !dbg !33
  %.96 = bitcast i32 %.95 to float, !dbg !33
  %t71 = select i1 %.91, float %.96, float %t69, !dbg !33
  %.110 = zext i1 %t70 to i32, !dbg !33
  %.111 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.110), !dbg !33
  %8 = and i32 %.111, 1, !dbg !33
  %.112 = icmp ne i32 %8, 0, !dbg !33
  %t72 = select i1 %.91, i1 %.112, i1 %t70, !dbg !33
  %t73 = icmp slt i32 %.2, 28, !dbg !33
  %t74 = and i1 %t73, %t72, !dbg !33
  %t75 = select i1 %t70, float %t69, float -0.000000e+00, !dbg !33
  %spec.select5 = fadd float %t71, %t75, !dbg !33
  %t77 = select i1 %t74, float %spec.select5, float %t69, !dbg !33
  %t78 = select i1 %t74, i1 true, i1 %t70, !dbg !33
  %.117 = add nuw nsw i64 %.20, 2, !dbg !33
  %.118 = icmp ult i32 %.19, 62, !dbg !33
  %.120 = and i64 %.117, 63, !dbg !33
  %9 = shl nuw i64 1, %.120, !dbg !33
  %10 = and i64 %9, %.23, !dbg !33
  %.122 = icmp ne i64 %10, 0, !dbg !33
  %.123 = and i1 %.118, %.122, !dbg !33
  %.124 = trunc i64 %.117 to i32, !dbg !33
  %.125 = shl i32 %.124, 2, !dbg !33
  %.126 = bitcast float %t77 to i32, !dbg !33
  %.127 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %.126), !dbg !33
  %.128 = bitcast i32 %.127 to float, !dbg !33
  %t79 = select i1 %.123, float %.128, float %t77, !dbg !33
  %.142 = zext i1 %t78 to i32, !dbg !33
  %.143 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %.142), !dbg !33
  %11 = and i32 %.143, 1, !dbg !33
  %.144 = icmp ne i32 %11, 0, !dbg !33
  %t80 = select i1 %.123, i1 %.144, i1 %t78, !dbg !33
  %t81 = icmp slt i32 %.2, 30, !dbg !33
  %t82 = and i1 %t81, %t80, !dbg !33
  %t83 = select i1 %t78, float %t77, float -0.000000e+00, !dbg !33
  %spec.select6 = fadd float %t79, %t83, !dbg !33
  %t85 = select i1 %t82, float %spec.select6, float %t77, !dbg !33
  %t86 = select i1 %t82, i1 true, i1 %t78, !dbg !33
  %.149 = add nuw nsw i64 %.20, 1, !dbg !33
  %.150 = icmp ult i32 %.19, 63, !dbg !33
  %.152 = and i64 %.149, 63, !dbg !33
  %12 = shl nuw i64 1, %.152, !dbg !33
  %13 = and i64 %12, %.23, !dbg !33
  %.154 = icmp ne i64 %13, 0, !dbg !33
  %.155 = and i1 %.150, %.154, !dbg !33
  %.156 = trunc i64 %.149 to i32, !dbg !33
  %.157 = shl i32 %.156, 2, !dbg !33
  %.158 = bitcast float %t85 to i32, !dbg !33
  %.159 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.158), !dbg !33
  %.160 = bitcast i32 %.159 to float, !dbg !33
  %t87 = select i1 %.155, float %.160, float %t85, !dbg !33
  %.174 = zext i1 %t86 to i32, !dbg !33
  %.175 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.174), !dbg !33
  %14 = and i32 %.175, 1, !dbg !33
  %.176 = icmp ne i32 %14, 0, !dbg !33
  %t88 = select i1 %.155, i1 %.176, i1 %t86, !dbg !33
  %t89 = icmp ne i32 %.2, 31, !dbg !33
  %t90 = and i1 %t89, %t88, !dbg !33
  %t91 = select i1 %t86, float %t85, float -0.000000e+00, !dbg !33
  %spec.select7 = fadd float %t87, %t91, !dbg !33
  %t93 = select i1 %t90, float %spec.select7, float %t85, !dbg !33
  %t94 = select i1 %t90, i1 true, i1 %t86, !dbg !33
  br label %b45, !dbg !33

b45:                                              ; preds = %b24, %b23
  %t95 = phi float [ %t93, %b24 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b24 ], [ %t54, %b23 ]
  %t97 = icmp eq i32 %.2, 0, !dbg !33
  %t101 = select i1 %t96, i1 true, i1 %.1, !dbg !33
  %or.cond = select i1 %t97, i1 %t101, i1 false, !dbg !33
  br i1 %or.cond, label %b51, label %b52, !dbg !33

b51:                                              ; preds = %b45
  %t98 = select i1 %.1, float %a3, float -0.000000e+00, !dbg !33
  %spec.select8 = fadd float %t98, %t95, !dbg !33
  %t100 = select i1 %t96, float %spec.select8, float %a3, !dbg !33
  store float %t100, ptr addrspace(1) %a2, align 4, !dbg !33
  br label %b52, !dbg !33

b52:                                              ; preds = %b51, %b45
  ret void, !dbg !33
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eDoubledUfunc_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !35 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !36
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !36
  %t2 = sext i32 %.1 to i64, !dbg !36
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !36
  %t4 = sext i32 %.2 to i64, !dbg !36
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !36
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !36
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !36, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !36
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !36
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !36, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !36
  %.15 = add i32 %.14, %.9, !dbg !36
  %.16 = udiv i32 %.15, %.6, !dbg !36
  %t8 = sext i32 %.16 to i64, !dbg !36
  %t9 = mul nsw i64 %t6, %t4, !dbg !36
  %t10 = add nsw i64 %t9, %t2, !dbg !36
  %t11 = mul nsw i64 %t8, %t6, !dbg !36
  %t131 = icmp slt i64 %t10, %a0, !dbg !36
  br i1 %t131, label %b2, label %b5, !dbg !36

b2:                                               ; preds = %entry, %b4
  %t122 = phi i64 [ %t19, %b4 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !36

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t122, !dbg !36
  %.17 = load float, ptr addrspace(1) %t14, align 4, !dbg !36
  br label %b4, !dbg !36

b4:                                               ; preds = %b3, %b2
  %t16 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = fmul float %t16, 2.000000e+00, !dbg !37
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t122, !dbg !36
  store float %t17, ptr addrspace(1) %t18, align 4, !dbg !36
  %t19 = add i64 %t122, %t11, !dbg !36
  %t13 = icmp slt i64 %t19, %a0, !dbg !36
  br i1 %t13, label %b2, label %b5, !dbg !36

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !36
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eDoubledUfunc_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #2 !dbg !38 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !39
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !39
  %t2 = sext i32 %.1 to i64, !dbg !39
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !39
  %t4 = sext i32 %.2 to i64, !dbg !39
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !39
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !39
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !39, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !39
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !39
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !39, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !39
  %.15 = add i32 %.14, %.9, !dbg !39
  %.16 = udiv i32 %.15, %.6, !dbg !39
  %t8 = sext i32 %.16 to i64, !dbg !39
  %t9 = mul nsw i64 %t6, %t4, !dbg !39
  %t10 = add nsw i64 %t9, %t2, !dbg !39
  %t11 = mul nsw i64 %t8, %t6, !dbg !39
  %t12 = icmp sgt i64 %a1, 7, !dbg !39
  %t13 = icmp sgt i64 %a1, 6, !dbg !39
  %t14 = icmp sgt i64 %a1, 5, !dbg !39
  %t15 = icmp sgt i64 %a1, 4, !dbg !39
  %t16 = icmp sgt i64 %a1, 3, !dbg !39
  %t17 = icmp sgt i64 %a1, 2, !dbg !39
  %t18 = icmp sgt i64 %a1, 1, !dbg !39
  %t19 = icmp sgt i64 %a1, 0, !dbg !39
  %t211 = icmp slt i64 %t10, %a0, !dbg !39
  br i1 %t211, label %b2.lr.ph, label %b21, !dbg !39

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

b2:                                               ; preds = %b2.lr.ph, %b20
  %t202 = phi i64 [ %t10, %b2.lr.ph ], [ %t94, %b20 ]
  br i1 %t12, label %b3, label %b4, !dbg !39

b3:                                               ; preds = %b2
  %t202.frozen = freeze i64 %t202
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t202.frozen, %.20.frozen, !dbg !39
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t202.frozen, %14
  %.22 = select i1 %.17, i64 %t202, i64 %.21.decomposed, !dbg !39
  %.28 = sub i64 0, %t202, !dbg !39
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !39
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !39
  %t24 = mul i64 %.22, %a19, !dbg !39
  %t25 = mul i64 %.22, %a28, !dbg !39
  br label %b4, !dbg !39

b4:                                               ; preds = %b3, %b2
  %t26 = phi i64 [ %.30, %b3 ], [ %t202, %b2 ]
  %t27 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6, !dbg !39

b5:                                               ; preds = %b4
  %t26.frozen = freeze i64 %t26
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t26.frozen, %.34.frozen, !dbg !39
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t26.frozen, %15
  %.36 = select i1 %.31, i64 %t26, i64 %.35.decomposed, !dbg !39
  %.42 = sub i64 0, %t26, !dbg !39
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !39
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !39
  %t31 = mul i64 %.36, %a18, !dbg !39
  %t32 = add i64 %t31, %t27, !dbg !39
  %t33 = mul i64 %.36, %a27, !dbg !39
  %t34 = add i64 %t33, %t28, !dbg !39
  br label %b6, !dbg !39

b6:                                               ; preds = %b5, %b4
  %t35 = phi i64 [ %.44, %b5 ], [ %t26, %b4 ]
  %t36 = phi i64 [ %t32, %b5 ], [ %t27, %b4 ]
  %t37 = phi i64 [ %t34, %b5 ], [ %t28, %b4 ]
  br i1 %t14, label %b7, label %b8, !dbg !39

b7:                                               ; preds = %b6
  %t35.frozen = freeze i64 %t35
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t35.frozen, %.48.frozen, !dbg !39
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t35.frozen, %16
  %.50 = select i1 %.45, i64 %t35, i64 %.49.decomposed, !dbg !39
  %.56 = sub i64 0, %t35, !dbg !39
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !39
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !39
  %t40 = mul i64 %.50, %a17, !dbg !39
  %t41 = add i64 %t40, %t36, !dbg !39
  %t42 = mul i64 %.50, %a26, !dbg !39
  %t43 = add i64 %t42, %t37, !dbg !39
  br label %b8, !dbg !39

b8:                                               ; preds = %b7, %b6
  %t44 = phi i64 [ %.58, %b7 ], [ %t35, %b6 ]
  %t45 = phi i64 [ %t41, %b7 ], [ %t36, %b6 ]
  %t46 = phi i64 [ %t43, %b7 ], [ %t37, %b6 ]
  br i1 %t15, label %b9, label %b10, !dbg !39

b9:                                               ; preds = %b8
  %t44.frozen = freeze i64 %t44
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t44.frozen, %.62.frozen, !dbg !39
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t44.frozen, %17
  %.64 = select i1 %.59, i64 %t44, i64 %.63.decomposed, !dbg !39
  %.70 = sub i64 0, %t44, !dbg !39
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !39
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !39
  %t49 = mul i64 %.64, %a16, !dbg !39
  %t50 = add i64 %t49, %t45, !dbg !39
  %t51 = mul i64 %.64, %a25, !dbg !39
  %t52 = add i64 %t51, %t46, !dbg !39
  br label %b10, !dbg !39

b10:                                              ; preds = %b9, %b8
  %t53 = phi i64 [ %.72, %b9 ], [ %t44, %b8 ]
  %t54 = phi i64 [ %t50, %b9 ], [ %t45, %b8 ]
  %t55 = phi i64 [ %t52, %b9 ], [ %t46, %b8 ]
  br i1 %t16, label %b11, label %b12, !dbg !39

b11:                                              ; preds = %b10
  %t53.frozen = freeze i64 %t53
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t53.frozen, %.76.frozen, !dbg !39
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t53.frozen, %18
  %.78 = select i1 %.73, i64 %t53, i64 %.77.decomposed, !dbg !39
  %.84 = sub i64 0, %t53, !dbg !39
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !39
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !39
  %t58 = mul i64 %.78, %a15, !dbg !39
  %t59 = add i64 %t58, %t54, !dbg !39
  %t60 = mul i64 %.78, %a24, !dbg !39
  %t61 = add i64 %t60, %t55, !dbg !39
  br label %b12, !dbg !39

b12:                                              ; preds = %b11, %b10
  %t62 = phi i64 [ %.86, %b11 ], [ %t53, %b10 ]
  %t63 = phi i64 [ %t59, %b11 ], [ %t54, %b10 ]
  %t64 = phi i64 [ %t61, %b11 ], [ %t55, %b10 ]
  br i1 %t17, label %b13, label %b14, !dbg !39

b13:                                              ; preds = %b12
  %t62.frozen = freeze i64 %t62
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t62.frozen, %.90.frozen, !dbg !39
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t62.frozen, %19
  %.92 = select i1 %.87, i64 %t62, i64 %.91.decomposed, !dbg !39
  %.98 = sub i64 0, %t62, !dbg !39
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !39
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !39
  %t67 = mul i64 %.92, %a14, !dbg !39
  %t68 = add i64 %t67, %t63, !dbg !39
  %t69 = mul i64 %.92, %a23, !dbg !39
  %t70 = add i64 %t69, %t64, !dbg !39
  br label %b14, !dbg !39

b14:                                              ; preds = %b13, %b12
  %t71 = phi i64 [ %.100, %b13 ], [ %t62, %b12 ]
  %t72 = phi i64 [ %t68, %b13 ], [ %t63, %b12 ]
  %t73 = phi i64 [ %t70, %b13 ], [ %t64, %b12 ]
  br i1 %t18, label %b15, label %b16, !dbg !39

b15:                                              ; preds = %b14
  %t71.frozen = freeze i64 %t71
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t71.frozen, %.104.frozen, !dbg !39
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t71.frozen, %20
  %.106 = select i1 %.101, i64 %t71, i64 %.105.decomposed, !dbg !39
  %.112 = sub i64 0, %t71, !dbg !39
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !39
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !39
  %t76 = mul i64 %.106, %a13, !dbg !39
  %t77 = add i64 %t76, %t72, !dbg !39
  %t78 = mul i64 %.106, %a22, !dbg !39
  %t79 = add i64 %t78, %t73, !dbg !39
  br label %b16, !dbg !39

b16:                                              ; preds = %b15, %b14
  %t80 = phi i64 [ %.114, %b15 ], [ %t71, %b14 ]
  %t81 = phi i64 [ %t77, %b15 ], [ %t72, %b14 ]
  %t82 = phi i64 [ %t79, %b15 ], [ %t73, %b14 ]
  br i1 %t19, label %b17, label %b18, !dbg !39

b17:                                              ; preds = %b16
  %t83 = mul i64 %t80, %a12, !dbg !39
  %t84 = add i64 %t81, %t83, !dbg !39
  %t85 = mul i64 %t80, %a21, !dbg !39
  %t86 = add i64 %t82, %t85, !dbg !39
  br label %b18, !dbg !39

b18:                                              ; preds = %b17, %b16
  %t87 = phi i64 [ %t84, %b17 ], [ %t81, %b16 ]
  %t88 = phi i64 [ %t86, %b17 ], [ %t82, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !39

b19:                                              ; preds = %b18
  %t89 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t87, !dbg !39
  %.115 = load float, ptr addrspace(1) %t89, align 4, !dbg !39
  br label %b20, !dbg !39

b20:                                              ; preds = %b19, %b18
  %t91 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  %t92 = fmul float %t91, 2.000000e+00, !dbg !40
  %t93 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t88, !dbg !39
  store float %t92, ptr addrspace(1) %t93, align 4, !dbg !39
  %t94 = add i64 %t202, %t11, !dbg !39
  %t21 = icmp slt i64 %t94, %a0, !dbg !39
  br i1 %t21, label %b2, label %b21, !dbg !39

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !39
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eDoubledGufunc_5f_5fgu(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, ptr addrspace(1) nocapture writeonly %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23) local_unnamed_addr #3 !dbg !41 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !42
  %t1 = sext i32 %.1 to i64, !dbg !42
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !42
  %t3 = sext i32 %.2 to i64, !dbg !42
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !42
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !42
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !42, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !42
  %t5 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !42
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !42, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !42
  %.15 = add i32 %.14, %.9, !dbg !42
  %.16 = udiv i32 %.15, %.6, !dbg !42
  %t7 = sext i32 %.16 to i64, !dbg !42
  %t8 = mul nsw i64 %t5, %t3, !dbg !42
  %t9 = add nsw i64 %t8, %t1, !dbg !42
  %t10 = mul nsw i64 %t7, %t5, !dbg !42
  %t11 = icmp sgt i64 %a1, 3, !dbg !42
  %t12 = icmp sgt i64 %a1, 2, !dbg !42
  %t13 = icmp sgt i64 %a1, 1, !dbg !42
  %t14 = icmp sgt i64 %a1, 0, !dbg !42
  %t15 = icmp sgt i64 %a7, 0, !dbg !43
  %t16 = icmp sgt i64 %a8, 0, !dbg !44
  %t17 = icmp sgt i64 %a8, 4, !dbg !45
  %t19 = add i64 %a8, -1, !dbg !45
  %t20 = and i64 %t19, -4, !dbg !45
  %t221 = icmp slt i64 %t9, %a0, !dbg !42
  br i1 %t221, label %b2.lr.ph, label %b15, !dbg !42

b2.lr.ph:                                         ; preds = %entry
  %.18 = icmp eq i64 %a5, 0
  %.19 = icmp eq i64 %a5, -1
  %0 = add i64 %a5, 1
  %1 = icmp ult i64 %0, 2
  %.21 = select i1 %1, i64 1, i64 %a5
  %.32 = icmp eq i64 %a4, 0
  %.33 = icmp eq i64 %a4, -1
  %2 = add i64 %a4, 1
  %3 = icmp ult i64 %2, 2
  %.35 = select i1 %3, i64 1, i64 %a4
  %.46 = icmp eq i64 %a3, 0
  %.47 = icmp eq i64 %a3, -1
  %4 = add i64 %a3, 1
  %5 = icmp ult i64 %4, 2
  %.49 = select i1 %5, i64 1, i64 %a3
  br label %b2, !dbg !42

b2:                                               ; preds = %b2.lr.ph, %b14
  %t212 = phi i64 [ %t9, %b2.lr.ph ], [ %t72, %b14 ]
  br i1 %t11, label %b3, label %b4, !dbg !42

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.21.frozen = freeze i64 %.21
  %.28 = sdiv i64 %t212.frozen, %.21.frozen, !dbg !42
  %6 = mul i64 %.28, %.21.frozen
  %.22.decomposed = sub i64 %t212.frozen, %6
  %.23 = select i1 %.18, i64 %t212, i64 %.22.decomposed, !dbg !42
  %.29 = sub i64 0, %t212, !dbg !42
  %.30 = select i1 %.19, i64 %.29, i64 %.28, !dbg !42
  %.31 = select i1 %.18, i64 -1, i64 %.30, !dbg !42
  %t25 = mul i64 %.23, %a14, !dbg !42
  %t26 = mul i64 %.23, %a23, !dbg !42
  br label %b4, !dbg !42

b4:                                               ; preds = %b3, %b2
  %t27 = phi i64 [ %.31, %b3 ], [ %t212, %b2 ]
  %t28 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t29 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6, !dbg !42

b5:                                               ; preds = %b4
  %t27.frozen = freeze i64 %t27
  %.35.frozen = freeze i64 %.35
  %.42 = sdiv i64 %t27.frozen, %.35.frozen, !dbg !42
  %7 = mul i64 %.42, %.35.frozen
  %.36.decomposed = sub i64 %t27.frozen, %7
  %.37 = select i1 %.32, i64 %t27, i64 %.36.decomposed, !dbg !42
  %.43 = sub i64 0, %t27, !dbg !42
  %.44 = select i1 %.33, i64 %.43, i64 %.42, !dbg !42
  %.45 = select i1 %.32, i64 -1, i64 %.44, !dbg !42
  %t32 = mul i64 %.37, %a13, !dbg !42
  %t33 = add i64 %t32, %t28, !dbg !42
  %t34 = mul i64 %.37, %a22, !dbg !42
  %t35 = add i64 %t34, %t29, !dbg !42
  br label %b6, !dbg !42

b6:                                               ; preds = %b5, %b4
  %t36 = phi i64 [ %.45, %b5 ], [ %t27, %b4 ]
  %t37 = phi i64 [ %t33, %b5 ], [ %t28, %b4 ]
  %t38 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  br i1 %t13, label %b7, label %b8, !dbg !42

b7:                                               ; preds = %b6
  %t36.frozen = freeze i64 %t36
  %.49.frozen = freeze i64 %.49
  %.56 = sdiv i64 %t36.frozen, %.49.frozen, !dbg !42
  %8 = mul i64 %.56, %.49.frozen
  %.50.decomposed = sub i64 %t36.frozen, %8
  %.51 = select i1 %.46, i64 %t36, i64 %.50.decomposed, !dbg !42
  %.57 = sub i64 0, %t36, !dbg !42
  %.58 = select i1 %.47, i64 %.57, i64 %.56, !dbg !42
  %.59 = select i1 %.46, i64 -1, i64 %.58, !dbg !42
  %t41 = mul i64 %.51, %a12, !dbg !42
  %t42 = add i64 %t41, %t37, !dbg !42
  %t43 = mul i64 %.51, %a21, !dbg !42
  %t44 = add i64 %t43, %t38, !dbg !42
  br label %b8, !dbg !42

b8:                                               ; preds = %b7, %b6
  %t45 = phi i64 [ %.59, %b7 ], [ %t36, %b6 ]
  %t46 = phi i64 [ %t42, %b7 ], [ %t37, %b6 ]
  %t47 = phi i64 [ %t44, %b7 ], [ %t38, %b6 ]
  br i1 %t14, label %b9, label %b10, !dbg !42

b9:                                               ; preds = %b8
  %t48 = mul i64 %t45, %a11, !dbg !42
  %t49 = add i64 %t46, %t48, !dbg !42
  %t50 = mul i64 %t45, %a20, !dbg !42
  %t51 = add i64 %t47, %t50, !dbg !42
  br label %b10, !dbg !42

b10:                                              ; preds = %b9, %b8
  %t52 = phi i64 [ %t49, %b9 ], [ %t46, %b8 ]
  %t53 = phi i64 [ %t51, %b9 ], [ %t47, %b8 ]
  br i1 %t15, label %b11.preheader, label %b14, !dbg !43

b11.preheader:                                    ; preds = %b10
  %t55 = getelementptr inbounds float, ptr addrspace(1) %a15, i64 %t53, !dbg !42
  %t54 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t52, !dbg !42
  br label %b11, !dbg !44

b11:                                              ; preds = %b11.preheader, %b13
  %t56 = phi ptr addrspace(1) [ %t71, %b13 ], [ %t55, %b11.preheader ]
  %t57 = phi ptr addrspace(1) [ %t70, %b13 ], [ %t54, %b11.preheader ]
  %t58 = phi i64 [ %t68, %b13 ], [ 0, %b11.preheader ]
  br i1 %t16, label %b16, label %b13, !dbg !44

b12:                                              ; preds = %b12.preheader, %b12
  %t59 = phi ptr addrspace(1) [ %t67, %b12 ], [ %t59.ph, %b12.preheader ]
  %t60 = phi ptr addrspace(1) [ %t66, %b12 ], [ %t60.ph, %b12.preheader ]
  %t61 = phi i64 [ %t64, %b12 ], [ %t61.ph, %b12.preheader ]
  %.60 = load float, ptr addrspace(1) %t60, align 4, !dbg !46
  %t63 = fmul float %.60, 2.000000e+00, !dbg !47
  store float %t63, ptr addrspace(1) %t59, align 4, !dbg !45
  %t64 = add nuw nsw i64 %t61, 1, !dbg !45
  %t65 = icmp slt i64 %t64, %a8, !dbg !45
  %t66 = getelementptr inbounds float, ptr addrspace(1) %t60, i64 %a10, !dbg !46
  %t67 = getelementptr inbounds float, ptr addrspace(1) %t59, i64 %a19, !dbg !45
  br i1 %t65, label %b12, label %b13, !dbg !45

b13:                                              ; preds = %b12, %b11
  %t68 = add nuw nsw i64 %t58, 1, !dbg !45
  %t70 = getelementptr inbounds float, ptr addrspace(1) %t57, i64 %a9, !dbg !46
  %t71 = getelementptr inbounds float, ptr addrspace(1) %t56, i64 %a18, !dbg !45
  %exitcond.not = icmp eq i64 %t68, %a7, !dbg !45
  br i1 %exitcond.not, label %b14, label %b11, !dbg !45

b14:                                              ; preds = %b13, %b10
  %t72 = add i64 %t212, %t10, !dbg !42
  %t22 = icmp slt i64 %t72, %a0, !dbg !42
  br i1 %t22, label %b2, label %b15, !dbg !42

b15:                                              ; preds = %b14, %entry
  ret void, !dbg !42

b16:                                              ; preds = %b11
  br i1 %t17, label %b18, label %b12.preheader, !dbg !45

b12.preheader:                                    ; preds = %b18, %b16
  %t59.ph = phi ptr addrspace(1) [ %t56, %b16 ], [ %t92, %b18 ]
  %t60.ph = phi ptr addrspace(1) [ %t57, %b16 ], [ %t91, %b18 ]
  %t61.ph = phi i64 [ 0, %b16 ], [ %t20, %b18 ]
  br label %b12, !dbg !45

b18:                                              ; preds = %b16, %b18
  %t73 = phi ptr addrspace(1) [ %t92, %b18 ], [ %t56, %b16 ]
  %t74 = phi ptr addrspace(1) [ %t91, %b18 ], [ %t57, %b16 ]
  %t75 = phi i64 [ %t90, %b18 ], [ 0, %b16 ]
  %.61 = load float, ptr addrspace(1) %t74, align 4, !dbg !46
  %t77 = fmul float %.61, 2.000000e+00, !dbg !47
  store float %t77, ptr addrspace(1) %t73, align 4, !dbg !45
  %t78 = getelementptr inbounds float, ptr addrspace(1) %t74, i64 %a10, !dbg !46
  %t79 = getelementptr inbounds float, ptr addrspace(1) %t73, i64 %a19, !dbg !45
  %.62 = load float, ptr addrspace(1) %t78, align 4, !dbg !46
  %t81 = fmul float %.62, 2.000000e+00, !dbg !47
  store float %t81, ptr addrspace(1) %t79, align 4, !dbg !45
  %t82 = getelementptr inbounds float, ptr addrspace(1) %t78, i64 %a10, !dbg !46
  %t83 = getelementptr inbounds float, ptr addrspace(1) %t79, i64 %a19, !dbg !45
  %.63 = load float, ptr addrspace(1) %t82, align 4, !dbg !46
  %t85 = fmul float %.63, 2.000000e+00, !dbg !47
  store float %t85, ptr addrspace(1) %t83, align 4, !dbg !45
  %t86 = getelementptr inbounds float, ptr addrspace(1) %t82, i64 %a10, !dbg !46
  %t87 = getelementptr inbounds float, ptr addrspace(1) %t83, i64 %a19, !dbg !45
  %.64 = load float, ptr addrspace(1) %t86, align 4, !dbg !46
  %t89 = fmul float %.64, 2.000000e+00, !dbg !47
  store float %t89, ptr addrspace(1) %t87, align 4, !dbg !45
  %t90 = add nuw nsw i64 %t75, 4, !dbg !45
  %t91 = getelementptr inbounds float, ptr addrspace(1) %t86, i64 %a10, !dbg !46
  %t92 = getelementptr inbounds float, ptr addrspace(1) %t87, i64 %a19, !dbg !45
  %t93.not = icmp eq i64 %t90, %t20, !dbg !45
  br i1 %t93.not, label %b12.preheader, label %b18, !dbg !45
}

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
declare i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.y() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.y() #4

; Function Attrs: nounwind readonly
declare i64 @llvm.read_register.i64(metadata) #8

attributes #0 = { argmemonly mustprogress nofree nosync nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #3 = { nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #6 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #7 = { convergent mustprogress nounwind willreturn }
attributes #8 = { nounwind readonly }
attributes #9 = { convergent }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eDoubled", scope: !1, file: !1, line: 18, type: !5, scopeLine: 18, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 19, column: 21, scope: !4)
!8 = !DILocation(line: 19, column: 38, scope: !4)
!9 = !DILocation(line: 20, column: 7, scope: !4)
!10 = !DILocation(line: 20, column: 25, scope: !4)
!11 = !DILocation(line: 21, column: 23, scope: !4)
!12 = !DILocation(line: 21, column: 29, scope: !4)
!13 = !DILocation(line: 21, column: 10, scope: !4)
!14 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eDoubledAutoGrid", scope: !1, file: !1, line: 29, type: !5, scopeLine: 29, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DILocation(line: 30, column: 17, scope: !14)
!16 = !DILocation(line: 31, column: 7, scope: !14)
!17 = !DILocation(line: 31, column: 25, scope: !14)
!18 = !DILocation(line: 32, column: 23, scope: !14)
!19 = !DILocation(line: 32, column: 29, scope: !14)
!20 = !DILocation(line: 32, column: 10, scope: !14)
!21 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eDoubledManCopy", scope: !1, file: !1, line: 40, type: !5, scopeLine: 40, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = !DILocation(line: 41, column: 17, scope: !21)
!23 = !DILocation(line: 42, column: 7, scope: !21)
!24 = !DILocation(line: 42, column: 25, scope: !21)
!25 = !DILocation(line: 43, column: 23, scope: !21)
!26 = !DILocation(line: 43, column: 29, scope: !21)
!27 = !DILocation(line: 43, column: 10, scope: !21)
!28 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1", scope: !1, file: !1, line: 50, type: !5, scopeLine: 50, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = !DILocation(line: 50, column: 6, scope: !28)
!30 = !DILocation(line: 50, column: 49, scope: !28)
!31 = !{!"exec"}
!32 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2", scope: !1, file: !1, line: 50, type: !5, scopeLine: 50, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!33 = !DILocation(line: 50, column: 6, scope: !32)
!34 = !DILocation(line: 50, column: 49, scope: !32)
!35 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eDoubledUfunc_5f_5fcontig", scope: !1, file: !1, line: 55, type: !5, scopeLine: 55, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = !DILocation(line: 55, column: 6, scope: !35)
!37 = !DILocation(line: 55, column: 49, scope: !35)
!38 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eDoubledUfunc_5f_5fstrided", scope: !1, file: !1, line: 55, type: !5, scopeLine: 55, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = !DILocation(line: 55, column: 6, scope: !38)
!40 = !DILocation(line: 55, column: 49, scope: !38)
!41 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eDoubledGufunc_5f_5fgu", scope: !1, file: !1, line: 60, type: !5, scopeLine: 60, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = !DILocation(line: 60, column: 6, scope: !41)
!43 = !DILocation(line: 61, column: 24, scope: !41)
!44 = !DILocation(line: 62, column: 25, scope: !41)
!45 = !DILocation(line: 63, column: 11, scope: !41)
!46 = !DILocation(line: 63, column: 24, scope: !41)
!47 = !DILocation(line: 63, column: 30, scope: !41)
