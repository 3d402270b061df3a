; kern module github.com/kernlab/kern/examples/kernels (wave32, gfx1030)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16

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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !28 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !29
  %t3 = sext i32 %.1 to i64, !dbg !29
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !29
  %t5 = sext i32 %.2 to i64, !dbg !29
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !29
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !29
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !29, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !29
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !29
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !29, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !29
  %.15 = add i32 %.14, %.9, !dbg !29
  %.16 = udiv i32 %.15, %.6, !dbg !29
  %t9 = sext i32 %.16 to i64, !dbg !29
  %t10 = mul nsw i64 %t7, %t5, !dbg !29
  %t11 = add nsw i64 %t10, %t3, !dbg !29
  %t12 = mul nsw i64 %t9, %t7, !dbg !29
  %t13 = shl nsw i64 %t12, 1, !dbg !29
  %t14 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !29
  %t16 = icmp eq i64 %a2, 1, !dbg !29
  %t17 = and i64 %t14, 15, !dbg !29
  %t18 = icmp eq i64 %t17, 0, !dbg !29
  %t19 = and i1 %t16, %t18, !dbg !29
  %t20 = ashr i64 %a0, 2, !dbg !29
  %t21 = add i64 %a0, 3, !dbg !29
  %t22 = ashr i64 %t21, 2, !dbg !29
  %t23 = icmp slt i64 %t11, %t22, !dbg !29
  br i1 %t23, label %b1, label %b25, !dbg !29

b1:                                               ; preds = %entry
  %t24 = shl nsw i64 %t11, 2, !dbg !29
  %t25 = mul i64 %t24, %a2, !dbg !29
  %t26 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t25, !dbg !29
  %.17 = load float, ptr addrspace(1) %t26, align 4, !dbg !29, !amdgpu.noclobber !6
  %0 = xor i64 %t24, -1, !dbg !29
  %t29 = add i64 %0, %a0, !dbg !29
  %t30 = getelementptr inbounds float, ptr addrspace(1) %t26, i64 %a2, !dbg !29
  %t31 = icmp sgt i64 %t29, 0, !dbg !29
  br i1 %t31, label %b2, label %b3, !dbg !29

b2:                                               ; preds = %b1
  %.18 = load float, ptr addrspace(1) %t30, align 4, !dbg !29, !amdgpu.noclobber !6
  %t33 = fadd float %.17, %.18, !dbg !30
  br label %b3, !dbg !29

b3:                                               ; preds = %b2, %b1
  %t34 = phi float [ %t33, %b2 ], [ %.17, %b1 ]
  %t35 = getelementptr inbounds float, ptr addrspace(1) %t30, i64 %a2, !dbg !29
  %t36 = icmp sgt i64 %t29, 1, !dbg !29
  br i1 %t36, label %b4, label %b5, !dbg !29

b4:                                               ; preds = %b3
  %.19 = load float, ptr addrspace(1) %t35, align 4, !dbg !29, !amdgpu.noclobber !6
  %t38 = fadd float %t34, %.19, !dbg !30
  br label %b5, !dbg !29

b5:                                               ; preds = %b4, %b3
  %t39 = phi float [ %t38, %b4 ], [ %t34, %b3 ]
  %t41 = icmp sgt i64 %t29, 2, !dbg !29
  br i1 %t41, label %b6, label %b7, !dbg !29

b6:                                               ; preds = %b5
  %t40 = getelementptr inbounds float, ptr addrspace(1) %t35, i64 %a2, !dbg !29
  %.20 = load float, ptr addrspace(1) %t40, align 4, !dbg !29, !amdgpu.noclobber !6
  %t43 = fadd float %t39, %.20, !dbg !30
  br label %b7, !dbg !29

b7:                                               ; preds = %b6, %b5
  %t44 = phi float [ %t43, %b6 ], [ %t39, %b5 ]
  %t45 = add nsw i64 %t12, %t11, !dbg !29
  br i1 %t19, label %b8, label %b15, !dbg !29

b8:                                               ; preds = %b7
  %t46 = sub nsw i64 %t20, %t12, !dbg !29
  %t508 = icmp slt i64 %t45, %t46, !dbg !29
  br i1 %t508, label %b10, label %b12.preheader, !dbg !29

b12.preheader:                                    ; preds = %b10, %b8
  %t47.lcssa = phi i64 [ %t45, %b8 ], [ %t71, %b10 ]
  %t48.lcssa = phi float [ %t44, %b8 ], [ %t70, %b10 ]
  %t7512 = icmp slt i64 %t47.lcssa, %t20, !dbg !29
  br i1 %t7512, label %b13, label %b15, !dbg !29

b10:                                              ; preds = %b8, %b10
  %t4810 = phi float [ %t70, %b10 ], [ %t44, %b8 ]
  %t479 = phi i64 [ %t71, %b10 ], [ %t45, %b8 ]
  %t51 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t479, !dbg !29
  %.21 = load <4 x float>, ptr addrspace(1) %t51, align 16, !dbg !29, !amdgpu.noclobber !6
  %.22 = extractelement <4 x float> %.21, i64 0, !dbg !29
  %.24 = extractelement <4 x float> %.21, i64 1, !dbg !29
  %.26 = extractelement <4 x float> %.21, i64 2, !dbg !29
  %.28 = extractelement <4 x float> %.21, i64 3, !dbg !29
  %t53 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t51, i64 %t12, !dbg !29
  %.30 = load <4 x float>, ptr addrspace(1) %t53, align 16, !dbg !29, !amdgpu.noclobber !6
  %.31 = extractelement <4 x float> %.30, i64 0, !dbg !29
  %.33 = extractelement <4 x float> %.30, i64 1, !dbg !29
  %.35 = extractelement <4 x float> %.30, i64 2, !dbg !29
  %.37 = extractelement <4 x float> %.30, i64 3, !dbg !29
  %t56 = fadd float %t4810, %.22, !dbg !30
  %t58 = fadd float %.24, %t56, !dbg !30
  %t60 = fadd float %.26, %t58, !dbg !30
  %t62 = fadd float %.28, %t60, !dbg !30
  %t64 = fadd float %.31, %t62, !dbg !30
  %t66 = fadd float %.33, %t64, !dbg !30
  %t68 = fadd float %.35, %t66, !dbg !30
  %t70 = fadd float %.37, %t68, !dbg !30
  %t71 = add i64 %t479, %t13, !dbg !29
  %t50 = icmp slt i64 %t71, %t46, !dbg !29
  br i1 %t50, label %b10, label %b12.preheader, !dbg !29

b13:                                              ; preds = %b12.preheader, %b13
  %t7314 = phi float [ %t85, %b13 ], [ %t48.lcssa, %b12.preheader ]
  %t7213 = phi i64 [ %t86, %b13 ], [ %t47.lcssa, %b12.preheader ]
  %t76 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t7213, !dbg !29
  %.39 = load <4 x float>, ptr addrspace(1) %t76, align 16, !dbg !29, !amdgpu.noclobber !6
  %.40 = extractelement <4 x float> %.39, i64 0, !dbg !29
  %.42 = extractelement <4 x float> %.39, i64 1, !dbg !29
  %.44 = extractelement <4 x float> %.39, i64 2, !dbg !29
  %.46 = extractelement <4 x float> %.39, i64 3, !dbg !29
  %t79 = fadd float %t7314, %.40, !dbg !30
  %t81 = fadd float %.42, %t79, !dbg !30
  %t83 = fadd float %.44, %t81, !dbg !30
  %t85 = fadd float %.46, %t83, !dbg !30
  %t86 = add i64 %t7213, %t12, !dbg !29
  %t75 = icmp slt i64 %t86, %t20, !dbg !29
  br i1 %t75, label %b13, label %b15, !dbg !29

b15:                                              ; preds = %b13, %b12.preheader, %b7
  %t87 = phi float [ %t44, %b7 ], [ %t48.lcssa, %b12.preheader ], [ %t85, %b13 ]
  %t88 = phi i64 [ %t45, %b7 ], [ %t47.lcssa, %b12.preheader ], [ %t86, %b13 ]
  %t89 = shl i64 %a2, 2, !dbg !29
  %t92 = mul i64 %t12, %t89, !dbg !29
  %t9617 = icmp slt i64 %t88, %t22, !dbg !29
  br i1 %t9617, label %b17.lr.ph, label %b25, !dbg !29

b17.lr.ph:                                        ; preds = %b15
  %t90 = mul i64 %t88, %t89, !dbg !29
  %t91 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t90, !dbg !29
  %t98 = add i64 %a0, -1
  br label %b17, !dbg !29

b17:                                              ; preds = %b17.lr.ph, %b23
  %t9520 = phi float [ %t87, %b17.lr.ph ], [ %t116, %b23 ]
  %t9419 = phi i64 [ %t88, %b17.lr.ph ], [ %t117, %b23 ]
  %t9318 = phi ptr addrspace(1) [ %t91, %b17.lr.ph ], [ %t118, %b23 ]
  %t97.neg = mul i64 %t9419, -4, !dbg !29
  %t99 = add i64 %t98, %t97.neg, !dbg !29
  %.48 = load float, ptr addrspace(1) %t9318, align 4, !dbg !29
  %t101 = fadd float %t9520, %.48, !dbg !30
  %t102 = getelementptr inbounds i8, ptr addrspace(1) %t9318, i64 %t89, !dbg !29
  %t103 = icmp sgt i64 %t99, 0, !dbg !29
  br i1 %t103, label %b18, label %b19, !dbg !29

b18:                                              ; preds = %b17
  %.50 = load float, ptr addrspace(1) %t102, align 4, !dbg !29
  %t105 = fadd float %t101, %.50, !dbg !30
  br label %b19, !dbg !29

b19:                                              ; preds = %b18, %b17
  %t106 = phi float [ %t105, %b18 ], [ %t101, %b17 ]
  %t107 = getelementptr inbounds i8, ptr addrspace(1) %t102, i64 %t89, !dbg !29
  %t108 = icmp sgt i64 %t99, 1, !dbg !29
  br i1 %t108, label %b20, label %b21, !dbg !29

b20:                                              ; preds = %b19
  %.52 = load float, ptr addrspace(1) %t107, align 4, !dbg !29
  %t110 = fadd float %t106, %.52, !dbg !30
  br label %b21, !dbg !29

b21:                                              ; preds = %b20, %b19
  %t111 = phi float [ %t110, %b20 ], [ %t106, %b19 ]
  %t113 = icmp sgt i64 %t99, 2, !dbg !29
  br i1 %t113, label %b22, label %b23, !dbg !29

b22:                                              ; preds = %b21
  %t112 = getelementptr inbounds i8, ptr addrspace(1) %t107, i64 %t89, !dbg !29
  %.54 = load float, ptr addrspace(1) %t112, align 4, !dbg !29
  %t115 = fadd float %t111, %.54, !dbg !30
  br label %b23, !dbg !29

b23:                                              ; preds = %b22, %b21
  %t116 = phi float [ %t115, %b22 ], [ %t111, %b21 ]
  %t117 = add i64 %t9419, %t12, !dbg !29
  %t118 = getelementptr inbounds float, ptr addrspace(1) %t9318, i64 %t92, !dbg !29
  %t96 = icmp slt i64 %t117, %t22, !dbg !29
  br i1 %t96, label %b17, label %b25, !dbg !29

b25:                                              ; preds = %b23, %b15, %entry
  %t128 = phi float [ -0.000000e+00, %entry ], [ %t87, %b15 ], [ %t116, %b23 ]
  %t119 = phi float [ 0.000000e+00, %entry ], [ %t87, %b15 ], [ %t116, %b23 ]
  %t120 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.0, i32 %.1, !dbg !29
  store float %t119, ptr addrspace(3) %t120, align 4, !dbg !29
  %t121 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.1, i32 %.1, !dbg !29
  %.55 = zext i1 %t23 to i8, !dbg !29
  store i8 %.55, ptr addrspace(3) %t121, align 1, !dbg !29
  fence syncscope("workgroup") release, !dbg !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !29
  fence syncscope("workgroup") acquire, !dbg !29
  %t122 = icmp slt i32 %.1, 128, !dbg !29
  br i1 %t122, label %b26, label %b31, !dbg !29

b26:                                              ; preds = %b25
  %t123 = add nsw i32 %.1, 128, !dbg !29
  %t124 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.0, i32 %t123, !dbg !29
  %.56 = load float, ptr addrspace(3) %t124, align 4, !dbg !29
  %t126 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.1, i32 %t123, !dbg !29
  %.57 = load i8, ptr addrspace(3) %t126, align 1, !dbg !29
  %.58 = icmp ne i8 %.57, 0, !dbg !29
  %spec.select = fadd float %t128, %.56, !dbg !29
  %t130 = select i1 %.58, float %spec.select, float %t119, !dbg !29
  %t131 = select i1 %.58, i1 true, i1 %t23, !dbg !29
  store float %t130, ptr addrspace(3) %t120, align 4, !dbg !29
  %.59 = zext i1 %t131 to i8, !dbg !29
  store i8 %.59, ptr addrspace(3) %t121, align 1, !dbg !29
  br label %b31, !dbg !29

b31:                                              ; preds = %b26, %b25
  %t132 = phi float [ %t130, %b26 ], [ %t119, %b25 ]
  %t133 = phi i1 [ %t131, %b26 ], [ %t23, %b25 ]
  fence syncscope("workgroup") release, !dbg !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !29
  fence syncscope("workgroup") acquire, !dbg !29
  %t134 = icmp slt i32 %.1, 64, !dbg !29
  br i1 %t134, label %b32, label %b37, !dbg !29

b32:                                              ; preds = %b31
  %t135 = add nsw i32 %.1, 64, !dbg !29
  %t136 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.0, i32 %t135, !dbg !29
  %.60 = load float, ptr addrspace(3) %t136, align 4, !dbg !29
  %t138 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.1, i32 %t135, !dbg !29
  %.61 = load i8, ptr addrspace(3) %t138, align 1, !dbg !29
  %.62 = icmp ne i8 %.61, 0, !dbg !29
  %t140 = select i1 %t133, float %t132, float -0.000000e+00, !dbg !29
  %spec.select1 = fadd float %t140, %.60, !dbg !29
  %t142 = select i1 %.62, float %spec.select1, float %t132, !dbg !29
  %t143 = select i1 %.62, i1 true, i1 %t133, !dbg !29
  store float %t142, ptr addrspace(3) %t120, align 4, !dbg !29
  %.63 = zext i1 %t143 to i8, !dbg !29
  store i8 %.63, ptr addrspace(3) %t121, align 1, !dbg !29
  br label %b37, !dbg !29

b37:                                              ; preds = %b32, %b31
  %t144 = phi float [ %t142, %b32 ], [ %t132, %b31 ]
  %t145 = phi i1 [ %t143, %b32 ], [ %t133, %b31 ]
  fence syncscope("workgroup") release, !dbg !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !29
  fence syncscope("workgroup") acquire, !dbg !29
  %t146 = icmp slt i32 %.1, 32, !dbg !29
  br i1 %t146, label %b38, label %b43, !dbg !29

b38:                                              ; preds = %b37
  %t147 = add nsw i32 %.1, 32, !dbg !29
  %t148 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.0, i32 %t147, !dbg !29
  %.64 = load float, ptr addrspace(3) %t148, align 4, !dbg !29
  %t150 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage1.shared.1, i32 %t147, !dbg !29
  %.65 = load i8, ptr addrspace(3) %t150, align 1, !dbg !29
  %.66 = icmp ne i8 %.65, 0, !dbg !29
  %t152 = select i1 %t145, float %t144, float -0.000000e+00, !dbg !29
  %spec.select2 = fadd float %t152, %.64, !dbg !29
  %t154 = select i1 %.66, float %spec.select2, float %t144, !dbg !29
  %t155 = select i1 %.66, i1 true, i1 %t145, !dbg !29
  br label %b43, !dbg !29

b43:                                              ; preds = %b38, %b37
  %t156 = phi float [ %t154, %b38 ], [ %t144, %b37 ]
  %t157 = phi i1 [ %t155, %b38 ], [ %t145, %b37 ]
  br i1 %t146, label %b44, label %b65, !dbg !29

b44:                                              ; preds = %b43
  %.68 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !29
  %.69 = zext i32 %.68 to i64, !dbg !29
  %.70 = add nuw nsw i64 %.69, 16, !dbg !29
  %.71 = icmp ult i32 %.68, 16, !dbg !29
  %.72 = tail call i32 @llvm.read_register.i32(metadata !31) #8, !dbg !29
  %.73 = zext i32 %.72 to i64, !dbg !29
  %.74 = and i64 %.70, 31, !dbg !29
  %1 = shl nuw nsw i64 1, %.74, !dbg !29
  %2 = and i64 %1, %.73, !dbg !29
  %.76 = icmp ne i64 %2, 0, !dbg !29
  %.77 = and i1 %.71, %.76, !dbg !29
  %.78 = trunc i64 %.70 to i32, !dbg !29
  %.79 = shl i32 %.78, 2, !dbg !29
  %.80 = bitcast float %t156 to i32, !dbg !29
  %.81 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.80), !dbg !29
  %.82 = bitcast i32 %.81 to float, !dbg !29
  %t158 = select i1 %.77, float %.82, float %t156, !dbg !29
  %.96 = zext i1 %t157 to i32, !dbg !29
  %.97 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.96), !dbg !29
  %3 = and i32 %.97, 1, !dbg !29
  %.98 = icmp ne i32 %3, 0, !dbg !29
  %t159 = select i1 %.77, i1 %.98, i1 %t157, !dbg !29
  %t160 = icmp slt i32 %.1, 16, !dbg !29
  %t161 = and i1 %t160, %t159, !dbg !29
  %t162 = select i1 %t157, float %t156, float -0.000000e+00, !dbg !29
  %spec.select3 = fadd float %t162, %t158, !dbg !29
  %t164 = select i1 %t161, float %spec.select3, float %t156, !dbg !29
  %t165 = select i1 %t161, i1 true, i1 %t157, !dbg !29
  %.102 = add nuw nsw i64 %.69, 8, !dbg !29
  %.103 = icmp ult i32 %.68, 24, !dbg !29
  %.106 = and i64 %.102, 31, !dbg !29
  %4 = shl nuw nsw i64 1, %.106, !dbg !29
  %5 = and i64 %4, %.73, !dbg !29
  %.108 = icmp ne i64 %5, 0, !dbg !29
  %.109 = and i1 %.103, %.108, !dbg !29
  %.110 = trunc i64 %.102 to i32, !dbg !29
  %.111 = shl i32 %.110, 2, !dbg !29
  %.112 = bitcast float %t164 to i32, !dbg !29
  %.113 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.112), !dbg !29
  %.114 = bitcast i32 %.113 to float, !dbg !29
  %t166 = select i1 %.109, float %.114, float %t164, !dbg !29
  %.128 = zext i1 %t165 to i32, !dbg !29
  %.129 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.128), !dbg !29
  %6 = and i32 %.129, 1, !dbg !29
  %.130 = icmp ne i32 %6, 0, !dbg !29
  %t167 = select i1 %.109, i1 %.130, i1 %t165, !dbg !29
  %t168 = icmp slt i32 %.1, 24, !dbg !29
  %t169 = and i1 %t168, %t167, !dbg !29
  %t170 = select i1 %t165, float %t164, float -0.000000e+00, !dbg !29
  %spec.select4 = fadd float %t166, %t170, !dbg !29
  %t172 = select i1 %t169, float %spec.select4, float %t164, !dbg !29
  %t173 = select i1 %t169, i1 true, i1 %t165, !dbg !29
  %.134 = add nuw nsw i64 %.69, 4, !dbg !29
  %.135 = icmp ult i32 %.68, 28, !dbg !29
  %.138 = and i64 %.134, 31, !dbg !29
  %7 = shl nuw nsw i64 1, %.138, !dbg !29
  %8 = and i64 %7, %.73, !dbg !29
  %.140 = icmp ne i64 %8, 0, !dbg !29
  %.141 = and i1 %.135, %.140, !dbg !29
  %.142 = trunc i64 %.134 to i32, !dbg !29
  %.143 = shl i32 %.142, 2, !dbg !29
  %.144 = bitcast float %t172 to i32, !dbg !29
  %.145 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.144), !dbg !29
  %.146 = bitcast i32 %.145 to float, !dbg !29
  %t174 = select i1 %.141, float %.146, float %t172, !dbg !29
  %.160 = zext i1 %t173 to i32, !dbg !29
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.160), !dbg !29
  %9 = and i32 %.161, 1, !dbg !29
  %.162 = icmp ne i32 %9, 0, !dbg !29
  %t175 = select i1 %.141, i1 %.162, i1 %t173, !dbg !29
  %t176 = icmp slt i32 %.1, 28, !dbg !29
  %t177 = and i1 %t176, %t175, !dbg !29
  %t178 = select i1 %t173, float %t172, float -0.000000e+00, !dbg !29
  %spec.select5 = fadd float %t174, %t178, !dbg !29
  %t180 = select i1 %t177, float %spec.select5, float %t172, !dbg !29
  %t181 = select i1 %t177, i1 true, i1 %t173, !dbg !29
  %.166 = add nuw nsw i64 %.69, 2, !dbg !29
  %.167 = icmp ult i32 %.68, 30, !dbg !29
  %.170 = and i64 %.166, 31, !dbg !29
  %10 = shl nuw nsw i64 1, %.170, !dbg !29
  %11 = and i64 %10, %.73, !dbg !29
  %.172 = icmp ne i64 %11, 0, !dbg !29
  %.173 = and i1 %.167, %.172, !dbg !29
  %.174 = trunc i64 %.166 to i32, !dbg !29
  %.175 = shl i32 %.174, 2, !dbg !29
  %.176 = bitcast float %t180 to i32, !dbg !29
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.176), !dbg !29
  %.178 = bitcast i32 %.177 to float, !dbg !29
  %t182 = select i1 %.173, float %.178, float %t180, !dbg !29
  %.192 = zext i1 %t181 to i32, !dbg !29
  %.193 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.192), !dbg !29
  %12 = and i32 %.193, 1, !dbg !29
  %.194 = icmp ne i32 %12, 0, !dbg !29
  %t183 = select i1 %.173, i1 %.194, i1 %t181, !dbg !29
  %t184 = icmp slt i32 %.1, 30, !dbg !29
  %t185 = and i1 %t184, %t183, !dbg !29
  %t186 = select i1 %t181, float %t180, float -0.000000e+00, !dbg !29
  %spec.select6 = fadd float %t182, %t186, !dbg !29
  %t188 = select i1 %t185, float %spec.select6, float %t180, !dbg !29
  %t189 = select i1 %t185, i1 true, i1 %t181, !dbg !29
  %.198 = add nuw nsw i64 %.69, 1, !dbg !29
  %.199 = icmp ult i32 %.68, 31, !dbg !29
  %.202 = and i64 %.198, 31, !dbg !29
  %13 = shl nuw nsw i64 1, %.202, !dbg !29
  %14 = and i64 %13, %.73, !dbg !29
  %.204 = icmp ne i64 %14, 0, !dbg !29
  %.205 = and i1 %.199, %.204, !dbg !29
  %.206 = trunc i64 %.198 to i32, !dbg !29
  %.207 = shl i32 %.206, 2, !dbg !29
  %.208 = bitcast float %t188 to i32, !dbg !29
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.208), !dbg !29
  %.210 = bitcast i32 %.209 to float, !dbg !29
  %t190 = select i1 %.205, float %.210, float %t188, !dbg !29
  %.224 = zext i1 %t189 to i32, !dbg !29
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.224), !dbg !29
  %15 = and i32 %.225, 1, !dbg !29
  %.226 = icmp ne i32 %15, 0, !dbg !29
  %t191 = select i1 %.205, i1 %.226, i1 %t189, !dbg !29
  %t192 = icmp ne i32 %.1, 31, !dbg !29
  %t193 = and i1 %t192, %t191, !dbg !29
  %t194 = select i1 %t189, float %t188, float -0.000000e+00, !dbg !29
  %spec.select7 = fadd float %t190, %t194, !dbg !29
  %t196 = select i1 %t193, float %spec.select7, float %t188, !dbg !29
  %t197 = select i1 %t193, i1 true, i1 %t189, !dbg !29
  br label %b65, !dbg !29

b65:                                              ; preds = %b44, %b43
  %t198 = phi float [ %t196, %b44 ], [ %t156, %b43 ]
  %t199 = phi i1 [ %t197, %b44 ], [ %t157, %b43 ]
  %t200 = icmp eq i32 %.1, 0, !dbg !29
  %t201 = and i1 %t200, %t199, !dbg !29
  br i1 %t201, label %b66, label %b67, !dbg !29

b66:                                              ; preds = %b65
  %t202 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t5, !dbg !29
  store float %t198, ptr addrspace(1) %t202, align 4, !dbg !29
  br label %b67, !dbg !29

b67:                                              ; preds = %b66, %b65
  ret void, !dbg !29
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2(i64 %a0, ptr addrspace(1) readonly %a1, ptr addrspace(1) nocapture writeonly %a2, float %a3, i8 %a4) local_unnamed_addr #1 !dbg !32 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !33
  %t3 = sext i32 %.2 to i64, !dbg !33
  %t4 = add i64 %a0, 3, !dbg !33
  %t5 = ashr i64 %t4, 2, !dbg !33
  %t6 = ashr i64 %a0, 2, !dbg !33
  %t7 = icmp sgt i64 %t5, %t3, !dbg !33
  br i1 %t7, label %b1, label %b20, !dbg !33

b1:                                               ; preds = %entry
  %t8 = shl nsw i64 %t3, 2, !dbg !33
  %t9 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t8, !dbg !33
  %.3 = load float, ptr addrspace(1) %t9, align 4, !dbg !33, !amdgpu.noclobber !6
  %0 = xor i64 %t8, -1, !dbg !33
  %t12 = add i64 %0, %a0, !dbg !33
  %t13 = getelementptr inbounds float, ptr addrspace(1) %t9, i64 1, !dbg !33
  %t14 = icmp sgt i64 %t12, 0, !dbg !33
  br i1 %t14, label %b2, label %b3, !dbg !33

b2:                                               ; preds = %b1
  %.4 = load float, ptr addrspace(1) %t13, align 4, !dbg !33, !amdgpu.noclobber !6
  %t16 = fadd float %.3, %.4, !dbg !34
  br label %b3, !dbg !33

b3:                                               ; preds = %b2, %b1
  %t17 = phi float [ %t16, %b2 ], [ %.3, %b1 ]
  %t18 = getelementptr inbounds float, ptr addrspace(1) %t13, i64 1, !dbg !33
  %t19 = icmp sgt i64 %t12, 1, !dbg !33
  br i1 %t19, label %b4, label %b5, !dbg !33

b4:                                               ; preds = %b3
  %.5 = load float, ptr addrspace(1) %t18, align 4, !dbg !33, !amdgpu.noclobber !6
  %t21 = fadd float %t17, %.5, !dbg !34
  br label %b5, !dbg !33

b5:                                               ; preds = %b4, %b3
  %t22 = phi float [ %t21, %b4 ], [ %t17, %b3 ]
  %t24 = icmp sgt i64 %t12, 2, !dbg !33
  br i1 %t24, label %b6, label %b7, !dbg !33

b6:                                               ; preds = %b5
  %t23 = getelementptr inbounds float, ptr addrspace(1) %t18, i64 1, !dbg !33
  %.6 = load float, ptr addrspace(1) %t23, align 4, !dbg !33, !amdgpu.noclobber !6
  %t26 = fadd float %t22, %.6, !dbg !34
  br label %b7, !dbg !33

b7:                                               ; preds = %b6, %b5
  %t27 = phi float [ %t26, %b6 ], [ %t22, %b5 ]
  %t28 = add nsw i64 %t3, 256, !dbg !33
  %t31 = and i64 %a0, -4, !dbg !33
  %t32 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t31, !dbg !33
  %t33 = icmp slt i64 %t28, %t6, !dbg !33
  br i1 %t33, label %b8.preheader, label %b11, !dbg !33

b8.preheader:                                     ; preds = %b7
  %t29 = shl nsw i64 %t28, 2, !dbg !33
  %t30 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t29, !dbg !33
  br label %b8, !dbg !33

b8:                                               ; preds = %b8.preheader, %b8
  %t34 = phi ptr addrspace(1) [ %t47, %b8 ], [ %t30, %b8.preheader ]
  %t35 = phi float [ %t46, %b8 ], [ %t27, %b8.preheader ]
  %.7 = load float, ptr addrspace(1) %t34, align 4, !dbg !33
  %t37 = fadd float %t35, %.7, !dbg !34
  %t38 = getelementptr inbounds float, ptr addrspace(1) %t34, i64 1, !dbg !33
  %.8 = load float, ptr addrspace(1) %t38, align 4, !dbg !33
  %t40 = fadd float %t37, %.8, !dbg !34
  %t41 = getelementptr inbounds float, ptr addrspace(1) %t34, i64 2, !dbg !33
  %.9 = load float, ptr addrspace(1) %t41, align 4, !dbg !33
  %t43 = fadd float %t40, %.9, !dbg !34
  %t44 = getelementptr inbounds float, ptr addrspace(1) %t34, i64 3, !dbg !33
  %.10 = load float, ptr addrspace(1) %t44, align 4, !dbg !33
  %t46 = fadd float %t43, %.10, !dbg !34
  %t47 = getelementptr inbounds float, ptr addrspace(1) %t34, i64 1024, !dbg !33
  %t48 = icmp ult ptr addrspace(1) %t47, %t32, !dbg !33
  br i1 %t48, label %b8, label %b10, !dbg !33, !llvm.loop !35

b10:                                              ; preds = %b8
  %t49 = sub nsw i64 %t3, %t6, !dbg !33
  %t50 = and i64 %t49, 255, !dbg !33
  %t51 = add nsw i64 %t50, %t6, !dbg !33
  br label %b11, !dbg !33

b11:                                              ; preds = %b10, %b7
  %t52 = phi i64 [ %t28, %b7 ], [ %t51, %b10 ]
  %t53 = phi float [ %t27, %b7 ], [ %t46, %b10 ]
  %t54 = icmp slt i64 %t52, %t5, !dbg !33
  br i1 %t54, label %b12, label %b20, !dbg !33

b12:                                              ; preds = %b11
  %t55 = shl i64 %t52, 2, !dbg !33
  %t56 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t55, !dbg !33
  %1 = xor i64 %t55, -1, !dbg !33
  %t58 = add i64 %1, %a0, !dbg !33
  %.11 = load float, ptr addrspace(1) %t56, align 4, !dbg !33, !amdgpu.noclobber !6
  %t60 = fadd float %t53, %.11, !dbg !34
  %t61 = getelementptr inbounds float, ptr addrspace(1) %t56, i64 1, !dbg !33
  %t62 = icmp sgt i64 %t58, 0, !dbg !33
  br i1 %t62, label %b13, label %b14, !dbg !33

b13:                                              ; preds = %b12
  %.12 = load float, ptr addrspace(1) %t61, align 4, !dbg !33, !amdgpu.noclobber !6
  %t64 = fadd float %t60, %.12, !dbg !34
  br label %b14, !dbg !33

b14:                                              ; preds = %b13, %b12
  %t65 = phi float [ %t64, %b13 ], [ %t60, %b12 ]
  %t66 = getelementptr inbounds float, ptr addrspace(1) %t61, i64 1, !dbg !33
  %t67 = icmp sgt i64 %t58, 1, !dbg !33
  br i1 %t67, label %b15, label %b16, !dbg !33

b15:                                              ; preds = %b14
  %.13 = load float, ptr addrspace(1) %t66, align 4, !dbg !33, !amdgpu.noclobber !6
  %t69 = fadd float %t65, %.13, !dbg !34
  br label %b16, !dbg !33

b16:                                              ; preds = %b15, %b14
  %t70 = phi float [ %t69, %b15 ], [ %t65, %b14 ]
  %t72 = icmp sgt i64 %t58, 2, !dbg !33
  br i1 %t72, label %b17, label %b20, !dbg !33

b17:                                              ; preds = %b16
  %t71 = getelementptr inbounds float, ptr addrspace(1) %t66, i64 1, !dbg !33
  %.14 = load float, ptr addrspace(1) %t71, align 4, !dbg !33, !amdgpu.noclobber !6
  %t74 = fadd float %t70, %.14, !dbg !34
  br label %b20, !dbg !33

b20:                                              ; preds = %b11, %b17, %b16, %entry
  %t86 = phi float [ %t53, %b11 ], [ %t74, %b17 ], [ %t70, %b16 ], [ -0.000000e+00, %entry ]
  %t77 = phi float [ %t53, %b11 ], [ %t74, %b17 ], [ %t70, %b16 ], [ 0.000000e+00, %entry ]
  %t78 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.0, i32 %.2, !dbg !33
  store float %t77, ptr addrspace(3) %t78, align 4, !dbg !33
  %t79 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.1, i32 %.2, !dbg !33
  %.15 = zext i1 %t7 to i8, !dbg !33
  store i8 %.15, ptr addrspace(3) %t79, align 1, !dbg !33
  fence syncscope("workgroup") release, !dbg !33
  tail call void @llvm.amdgcn.s.barrier(), !dbg !33
  fence syncscope("workgroup") acquire, !dbg !33
  %t80 = icmp slt i32 %.2, 128, !dbg !33
  br i1 %t80, label %b21, label %b26, !dbg !33

b21:                                              ; preds = %b20
  %t81 = add nsw i32 %.2, 128, !dbg !33
  %t82 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.0, i32 %t81, !dbg !33
  %.16 = load float, ptr addrspace(3) %t82, align 4, !dbg !33
  %t84 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.1, i32 %t81, !dbg !33
  %.17 = load i8, ptr addrspace(3) %t84, align 1, !dbg !33
  %.18 = icmp ne i8 %.17, 0, !dbg !33
  %spec.select = fadd float %t86, %.16, !dbg !33
  %t88 = select i1 %.18, float %spec.select, float %t77, !dbg !33
  %t89 = select i1 %.18, i1 true, i1 %t7, !dbg !33
  store float %t88, ptr addrspace(3) %t78, align 4, !dbg !33
  %.19 = zext i1 %t89 to i8, !dbg !33
  store i8 %.19, ptr addrspace(3) %t79, align 1, !dbg !33
  br label %b26, !dbg !33

b26:                                              ; preds = %b21, %b20
  %t90 = phi float [ %t88, %b21 ], [ %t77, %b20 ]
  %t91 = phi i1 [ %t89, %b21 ], [ %t7, %b20 ]
  fence syncscope("workgroup") release, !dbg !33
  tail call void @llvm.amdgcn.s.barrier(), !dbg !33
  fence syncscope("workgroup") acquire, !dbg !33
  %t92 = icmp slt i32 %.2, 64, !dbg !33
  br i1 %t92, label %b27, label %b32, !dbg !33

b27:                                              ; preds = %b26
  %t93 = add nsw i32 %.2, 64, !dbg !33
  %t94 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.0, i32 %t93, !dbg !33
  %.20 = load float, ptr addrspace(3) %t94, align 4, !dbg !33
  %t96 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.1, i32 %t93, !dbg !33
  %.21 = load i8, ptr addrspace(3) %t96, align 1, !dbg !33
  %.22 = icmp ne i8 %.21, 0, !dbg !33
  %t98 = select i1 %t91, float %t90, float -0.000000e+00, !dbg !33
  %spec.select1 = fadd float %t98, %.20, !dbg !33
  %t100 = select i1 %.22, float %spec.select1, float %t90, !dbg !33
  %t101 = select i1 %.22, i1 true, i1 %t91, !dbg !33
  store float %t100, ptr addrspace(3) %t78, align 4, !dbg !33
  %.23 = zext i1 %t101 to i8, !dbg !33
  store i8 %.23, ptr addrspace(3) %t79, align 1, !dbg !33
  br label %b32, !dbg !33

b32:                                              ; preds = %b27, %b26
  %t102 = phi float [ %t100, %b27 ], [ %t90, %b26 ]
  %t103 = phi i1 [ %t101, %b27 ], [ %t91, %b26 ]
  fence syncscope("workgroup") release, !dbg !33
  tail call void @llvm.amdgcn.s.barrier(), !dbg !33
  fence syncscope("workgroup") acquire, !dbg !33
  %t104 = icmp slt i32 %.2, 32, !dbg !33
  br i1 %t104, label %b33, label %b38, !dbg !33

b33:                                              ; preds = %b32
  %t105 = add nsw i32 %.2, 32, !dbg !33
  %t106 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.0, i32 %t105, !dbg !33
  %.24 = load float, ptr addrspace(3) %t106, align 4, !dbg !33
  %t108 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2.shared.1, i32 %t105, !dbg !33
  %.25 = load i8, ptr addrspace(3) %t108, align 1, !dbg !33
  %.26 = icmp ne i8 %.25, 0, !dbg !33
  %t110 = select i1 %t103, float %t102, float -0.000000e+00, !dbg !33
  %spec.select2 = fadd float %t110, %.24, !dbg !33
  %t112 = select i1 %.26, float %spec.select2, float %t102, !dbg !33
  %t113 = select i1 %.26, i1 true, i1 %t103, !dbg !33
  br label %b38, !dbg !33

b38:                                              ; preds = %b33, %b32
  %t114 = phi float [ %t112, %b33 ], [ %t102, %b32 ]
  %t115 = phi i1 [ %t113, %b33 ], [ %t103, %b32 ]
  br i1 %t104, label %b39, label %b60, !dbg !33

b39:                                              ; preds = %b38
  %.28 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !33
  %.29 = zext i32 %.28 to i64, !dbg !33
  %.30 = add nuw nsw i64 %.29, 16, !dbg !33
  %.31 = icmp ult i32 %.28, 16, !dbg !33
  %.32 = tail call i32 @llvm.read_register.i32(metadata !31) #8, !dbg !33
  %.33 = zext i32 %.32 to i64, !dbg !33
  %.34 = and i64 %.30, 31, !dbg !33
  %2 = shl nuw nsw i64 1, %.34, !dbg !33
  %3 = and i64 %2, %.33, !dbg !33
  %.36 = icmp ne i64 %3, 0, !dbg !33
  %.37 = and i1 %.31, %.36, !dbg !33
  %.38 = trunc i64 %.30 to i32, !dbg !33
  %.39 = shl i32 %.38, 2, !dbg !33
  %.40 = bitcast float %t114 to i32, !dbg !33
  %.41 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.40), !dbg !33
  %.42 = bitcast i32 %.41 to float, !dbg !33
  %t116 = select i1 %.37, float %.42, float %t114, !dbg !33
  %.56 = zext i1 %t115 to i32, !dbg !33
  %.57 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.56), !dbg !33
  %4 = and i32 %.57, 1, !dbg !33
  %.58 = icmp ne i32 %4, 0, !dbg !33
  %t117 = select i1 %.37, i1 %.58, i1 %t115, !dbg !33
  %t118 = icmp slt i32 %.2, 16, !dbg !33
  %t119 = and i1 %t118, %t117, !dbg !33
  %t120 = select i1 %t115, float %t114, float -0.000000e+00, !dbg !33
  %spec.select3 = fadd float %t120, %t116, !dbg !33
  %t122 = select i1 %t119, float %spec.select3, float %t114, !dbg !33
  %t123 = select i1 %t119, i1 true, i1 %t115, !dbg !33
  %.62 = add nuw nsw i64 %.29, 8, !dbg !33
  %.63 = icmp ult i32 %.28, 24, !dbg !33
  %.66 = and i64 %.62, 31, !dbg !33
  %5 = shl nuw nsw i64 1, %.66, !dbg !33
  %6 = and i64 %5, %.33, !dbg !33
  %.68 = icmp ne i64 %6, 0, !dbg !33
  %.69 = and i1 %.63, %.68, !dbg !33
  %.70 = trunc i64 %.62 to i32, !dbg !33
  %.71 = shl i32 %.70, 2, !dbg !33
  %.72 = bitcast float %t122 to i32, !dbg !33
  %.73 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.72), !dbg !33
  %.74 = bitcast i32 %.73 to float, !dbg !33
  %t124 = select i1 %.69, float %.74, float %t122, !dbg !33
  %.88 = zext i1 %t123 to i32, !dbg !33
  %.89 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.88), !dbg !33
  %7 = and i32 %.89, 1, !dbg !33
  %.90 = icmp ne i32 %7, 0, !dbg !33
  %t125 = select i1 %.69, i1 %.90, i1 %t123, !dbg !33
  %t126 = icmp slt i32 %.2, 24, !dbg !33
  %t127 = and i1 %t126, %t125, !dbg !33
  %t128 = select i1 %t123, float %t122, float -0.000000e+00, !dbg !33
  %spec.select4 = fadd float %t124, %t128, !dbg !33
  %t130 = select i1 %t127, float %spec.select4, float %t122, !dbg !33
  %t131 = select i1 %t127, i1 true, i1 %t123, !dbg !33
  %.94 = add nuw nsw i64 %.29, 4, !dbg !33
  %.95 = icmp ult i32 %.28, 28, !dbg !33
  %.98 = and i64 %.94, 31, !dbg !33
  %8 = shl nuw nsw i64 1, %.98, !dbg !33
  %9 = and i64 %8, %.33, !dbg !33
  %.100 = icmp ne i64 %9, 0, !dbg !33
  %.101 = and i1 %.95, %.100, !dbg !33
  %.102 = trunc i64 %.94 to i32, !dbg !33
  %.103 = shl i32 %.102, 2, !dbg !33
  %.104 = bitcast float %t130 to i32, !dbg !33
  %.105 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.103, i32 %.104), !dbg !33
  %.106 = bitcast i32 %.105 to float, !dbg !33
  %t132 = select i1 %.101, float %.106, float %t130, !dbg !33
  %.120 = zext i1 %t131 to i32, !dbg !33
  %.121 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.103, i32 %.120), !dbg !33
  %10 = and i32 %.121, 1, !dbg !33
  %.122 = icmp ne i32 %10, 0, !dbg !33
  %t133 = select i1 %.101, i1 %.122, i1 %t131, !dbg !33
  %t134 = icmp slt i32 %.2, 28, !dbg !33
  %t135 = and i1 %t134, %t133, !dbg !33
  %t136 = select i1 %t131, float %t130, float -0.000000e+00, !dbg !33
  %spec.select5 = fadd float %t132, %t136, !dbg !33
  %t138 = select i1 %t135, float %spec.select5, float %t130, !dbg !33
  %t139 = select i1 %t135, i1 true, i1 %t131, !dbg !33
  %.126 = add nuw nsw i64 %.29, 2, !dbg !33
  %.127 = icmp ult i32 %.28, 30, !dbg !33
  %.130 = and i64 %.126, 31, !dbg !33
  %11 = shl nuw nsw i64 1, %.130, !dbg !33
  %12 = and i64 %11, %.33, !dbg !33
  %.132 = icmp ne i64 %12, 0, !dbg !33
  %.133 = and i1 %.127, %.132, !dbg !33
  %.134 = trunc i64 %.126 to i32, !dbg !33
  %.135 = shl i32 %.134, 2, !dbg !33
  %.136 = bitcast float %t138 to i32, !dbg !33
  %.137 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.135, i32 %.136), !dbg !33
  %.138 = bitcast i32 %.137 to float, !dbg !33
  %t140 = select i1 %.133, float %.138, float %t138, !dbg !33
  %.152 = zext i1 %t139 to i32, !dbg !33
  %.153 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.135, i32 %.152), !dbg !33
  %13 = and i32 %.153, 1, !dbg !33
  %.154 = icmp ne i32 %13, 0, !dbg !33
  %t141 = select i1 %.133, i1 %.154, i1 %t139, !dbg !33
  %t142 = icmp slt i32 %.2, 30, !dbg !33
  %t143 = and i1 %t142, %t141, !dbg !33
  %t144 = select i1 %t139, float %t138, float -0.000000e+00, !dbg !33
  %spec.select6 = fadd float %t140, %t144, !dbg !33
  %t146 = select i1 %t143, float %spec.select6, float %t138, !dbg !33
  %t147 = select i1 %t143, i1 true, i1 %t139, !dbg !33
  %.158 = add nuw nsw i64 %.29, 1, !dbg !33
  %.159 = icmp ult i32 %.28, 31, !dbg !33
  %.162 = and i64 %.158, 31, !dbg !33
  %14 = shl nuw nsw i64 1, %.162, !dbg !33
  %15 = and i64 %14, %.33, !dbg !33
  %.164 = icmp ne i64 %15, 0, !dbg !33
  %.165 = and i1 %.159, %.164, !dbg !33
  %.166 = trunc i64 %.158 to i32, !dbg !33
  %.167 = shl i32 %.166, 2, !dbg !33
  %.168 = bitcast float %t146 to i32, !dbg !33
  %.169 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %.168), !dbg !33
  %.170 = bitcast i32 %.169 to float, !dbg !33
  %t148 = select i1 %.165, float %.170, float %t146, !dbg !33
  %.184 = zext i1 %t147 to i32, !dbg !33
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %.184), !dbg !33
  %16 = and i32 %.185, 1, !dbg !33
  %.186 = icmp ne i32 %16, 0, !dbg !33
  %t149 = select i1 %.165, i1 %.186, i1 %t147, !dbg !33
  %t150 = icmp ne i32 %.2, 31, !dbg !33
  %t151 = and i1 %t150, %t149, !dbg !33
  %t152 = select i1 %t147, float %t146, float -0.000000e+00, !dbg !33
  %spec.select7 = fadd float %t148, %t152, !dbg !33
  %t154 = select i1 %t151, float %spec.select7, float %t146, !dbg !33
  %t155 = select i1 %t151, i1 true, i1 %t147, !dbg !33
  br label %b60, !dbg !33

b60:                                              ; preds = %b39, %b38
  %t156 = phi float [ %t154, %b39 ], [ %t114, %b38 ]
  %t157 = phi i1 [ %t155, %b39 ], [ %t115, %b38 ]
  %t158 = icmp eq i32 %.2, 0, !dbg !33
  %t162 = select i1 %t157, i1 true, i1 %.1, !dbg !33
  %or.cond = select i1 %t158, i1 %t162, i1 false, !dbg !33
  br i1 %or.cond, label %b66, label %b67, !dbg !33

b66:                                              ; preds = %b60
  %t159 = select i1 %.1, float %a3, float -0.000000e+00, !dbg !33
  %spec.select8 = fadd float %t159, %t156, !dbg !33
  %t161 = select i1 %t157, float %spec.select8, float %a3, !dbg !33
  store float %t161, ptr addrspace(1) %a2, align 4, !dbg !33
  br label %b67, !dbg !33

b67:                                              ; preds = %b66, %b60
  ret void, !dbg !33
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eDoubledUfunc_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #2 !dbg !39 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !40
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !40
  %t2 = sext i32 %.1 to i64, !dbg !40
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !40
  %t4 = sext i32 %.2 to i64, !dbg !40
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !40
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !40
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !40, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !40
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !40
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !40, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !40
  %.15 = add i32 %.14, %.9, !dbg !40
  %.16 = udiv i32 %.15, %.6, !dbg !40
  %t8 = sext i32 %.16 to i64, !dbg !40
  %t9 = mul nsw i64 %t6, %t4, !dbg !40
  %t10 = add nsw i64 %t9, %t2, !dbg !40
  %t11 = mul nsw i64 %t8, %t6, !dbg !40
  %t131 = icmp slt i64 %t10, %a0, !dbg !40
  br i1 %t131, label %b2, label %b5, !dbg !40

b2:                                               ; preds = %entry, %b4
  %t122 = phi i64 [ %t19, %b4 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !40

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t122, !dbg !40
  %.17 = load float, ptr addrspace(1) %t14, align 4, !dbg !40
  br label %b4, !dbg !40

b4:                                               ; preds = %b3, %b2
  %t16 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = fmul float %t16, 2.000000e+00, !dbg !41
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t122, !dbg !40
  store float %t17, ptr addrspace(1) %t18, align 4, !dbg !40
  %t19 = add i64 %t122, %t11, !dbg !40
  %t13 = icmp slt i64 %t19, %a0, !dbg !40
  br i1 %t13, label %b2, label %b5, !dbg !40

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !40
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eDoubledUfunc_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #2 !dbg !42 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !43
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
  %t12 = icmp sgt i64 %a1, 7, !dbg !43
  %t14 = icmp sgt i64 %a1, 6, !dbg !43
  %t16 = icmp sgt i64 %a1, 5, !dbg !43
  %t18 = icmp sgt i64 %a1, 4, !dbg !43
  %t20 = icmp sgt i64 %a1, 3, !dbg !43
  %t22 = icmp sgt i64 %a1, 2, !dbg !43
  %t24 = icmp sgt i64 %a1, 1, !dbg !43
  %t26 = icmp sgt i64 %a1, 0, !dbg !43
  %t281 = icmp slt i64 %t10, %a0, !dbg !43
  br i1 %t281, label %b2, label %b21, !dbg !43

b2:                                               ; preds = %entry, %b20
  %t272 = phi i64 [ %t122, %b20 ], [ %t10, %entry ]
  br i1 %t12, label %b3, label %b4, !dbg !43

b3:                                               ; preds = %b2
  %t30 = udiv i64 %t272, %a9, !dbg !43
  %t32 = mul i64 %t30, %a9, !dbg !43
  %t33 = sub nuw i64 %t272, %t32, !dbg !43
  %t34 = mul i64 %t33, %a19, !dbg !43
  %t35 = mul i64 %t33, %a28, !dbg !43
  br label %b4, !dbg !43

b4:                                               ; preds = %b3, %b2
  %t36 = phi i64 [ %t30, %b3 ], [ %t272, %b2 ]
  %t37 = phi i64 [ %t34, %b3 ], [ 0, %b2 ]
  %t38 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !43

b5:                                               ; preds = %b4
  %t40 = udiv i64 %t36, %a8, !dbg !43
  %t42 = mul i64 %t40, %a8, !dbg !43
  %t43 = sub i64 %t36, %t42, !dbg !43
  %t44 = mul i64 %t43, %a18, !dbg !43
  %t45 = add i64 %t44, %t37, !dbg !43
  %t46 = mul i64 %t43, %a27, !dbg !43
  %t47 = add i64 %t46, %t38, !dbg !43
  br label %b6, !dbg !43

b6:                                               ; preds = %b5, %b4
  %t48 = phi i64 [ %t40, %b5 ], [ %t36, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t37, %b4 ]
  %t50 = phi i64 [ %t47, %b5 ], [ %t38, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !43

b7:                                               ; preds = %b6
  %t52 = udiv i64 %t48, %a7, !dbg !43
  %t54 = mul i64 %t52, %a7, !dbg !43
  %t55 = sub i64 %t48, %t54, !dbg !43
  %t56 = mul i64 %t55, %a17, !dbg !43
  %t57 = add i64 %t56, %t49, !dbg !43
  %t58 = mul i64 %t55, %a26, !dbg !43
  %t59 = add i64 %t58, %t50, !dbg !43
  br label %b8, !dbg !43

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %t52, %b7 ], [ %t48, %b6 ]
  %t61 = phi i64 [ %t57, %b7 ], [ %t49, %b6 ]
  %t62 = phi i64 [ %t59, %b7 ], [ %t50, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !43

b9:                                               ; preds = %b8
  %t64 = udiv i64 %t60, %a6, !dbg !43
  %t66 = mul i64 %t64, %a6, !dbg !43
  %t67 = sub i64 %t60, %t66, !dbg !43
  %t68 = mul i64 %t67, %a16, !dbg !43
  %t69 = add i64 %t68, %t61, !dbg !43
  %t70 = mul i64 %t67, %a25, !dbg !43
  %t71 = add i64 %t70, %t62, !dbg !43
  br label %b10, !dbg !43

b10:                                              ; preds = %b9, %b8
  %t72 = phi i64 [ %t64, %b9 ], [ %t60, %b8 ]
  %t73 = phi i64 [ %t69, %b9 ], [ %t61, %b8 ]
  %t74 = phi i64 [ %t71, %b9 ], [ %t62, %b8 ]
  br i1 %t20, label %b11, label %b12, !dbg !43

b11:                                              ; preds = %b10
  %t76 = udiv i64 %t72, %a5, !dbg !43
  %t78 = mul i64 %t76, %a5, !dbg !43
  %t79 = sub i64 %t72, %t78, !dbg !43
  %t80 = mul i64 %t79, %a15, !dbg !43
  %t81 = add i64 %t80, %t73, !dbg !43
  %t82 = mul i64 %t79, %a24, !dbg !43
  %t83 = add i64 %t82, %t74, !dbg !43
  br label %b12, !dbg !43

b12:                                              ; preds = %b11, %b10
  %t84 = phi i64 [ %t76, %b11 ], [ %t72, %b10 ]
  %t85 = phi i64 [ %t81, %b11 ], [ %t73, %b10 ]
  %t86 = phi i64 [ %t83, %b11 ], [ %t74, %b10 ]
  br i1 %t22, label %b13, label %b14, !dbg !43

b13:                                              ; preds = %b12
  %t88 = udiv i64 %t84, %a4, !dbg !43
  %t90 = mul i64 %t88, %a4, !dbg !43
  %t91 = sub i64 %t84, %t90, !dbg !43
  %t92 = mul i64 %t91, %a14, !dbg !43
  %t93 = add i64 %t92, %t85, !dbg !43
  %t94 = mul i64 %t91, %a23, !dbg !43
  %t95 = add i64 %t94, %t86, !dbg !43
  br label %b14, !dbg !43

b14:                                              ; preds = %b13, %b12
  %t96 = phi i64 [ %t88, %b13 ], [ %t84, %b12 ]
  %t97 = phi i64 [ %t93, %b13 ], [ %t85, %b12 ]
  %t98 = phi i64 [ %t95, %b13 ], [ %t86, %b12 ]
  br i1 %t24, label %b15, label %b16, !dbg !43

b15:                                              ; preds = %b14
  %t100 = udiv i64 %t96, %a3, !dbg !43
  %t102 = mul i64 %t100, %a3, !dbg !43
  %t103 = sub i64 %t96, %t102, !dbg !43
  %t104 = mul i64 %t103, %a13, !dbg !43
  %t105 = add i64 %t104, %t97, !dbg !43
  %t106 = mul i64 %t103, %a22, !dbg !43
  %t107 = add i64 %t106, %t98, !dbg !43
  br label %b16, !dbg !43

b16:                                              ; preds = %b15, %b14
  %t108 = phi i64 [ %t100, %b15 ], [ %t96, %b14 ]
  %t109 = phi i64 [ %t105, %b15 ], [ %t97, %b14 ]
  %t110 = phi i64 [ %t107, %b15 ], [ %t98, %b14 ]
  br i1 %t26, label %b17, label %b18, !dbg !43

b17:                                              ; preds = %b16
  %t111 = mul i64 %t108, %a12, !dbg !43
  %t112 = add i64 %t109, %t111, !dbg !43
  %t113 = mul i64 %t108, %a21, !dbg !43
  %t114 = add i64 %t110, %t113, !dbg !43
  br label %b18, !dbg !43

b18:                                              ; preds = %b17, %b16
  %t115 = phi i64 [ %t112, %b17 ], [ %t109, %b16 ]
  %t116 = phi i64 [ %t114, %b17 ], [ %t110, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !43

b19:                                              ; preds = %b18
  %t117 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t115, !dbg !43
  %.17 = load float, ptr addrspace(1) %t117, align 4, !dbg !43
  br label %b20, !dbg !43

b20:                                              ; preds = %b19, %b18
  %t119 = phi float [ %.17, %b19 ], [ %a11, %b18 ]
  %t120 = fmul float %t119, 2.000000e+00, !dbg !44
  %t121 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t116, !dbg !43
  store float %t120, ptr addrspace(1) %t121, align 4, !dbg !43
  %t122 = add i64 %t272, %t11, !dbg !43
  %t28 = icmp slt i64 %t122, %a0, !dbg !43
  br i1 %t28, label %b2, label %b21, !dbg !43

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !43
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eDoubledGufunc_5f_5fgu(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, ptr addrspace(1) nocapture writeonly %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23) local_unnamed_addr #1 !dbg !45 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !46
  %t1 = sext i32 %.1 to i64, !dbg !46
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !46
  %t3 = sext i32 %.2 to i64, !dbg !46
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !46
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !46
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !46, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !46
  %t5 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !46
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !46, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !46
  %.15 = add i32 %.14, %.9, !dbg !46
  %.16 = udiv i32 %.15, %.6, !dbg !46
  %t7 = sext i32 %.16 to i64, !dbg !46
  %t8 = mul nsw i64 %t5, %t3, !dbg !46
  %t9 = add nsw i64 %t8, %t1, !dbg !46
  %t10 = mul nsw i64 %t7, %t5, !dbg !46
  %t11 = icmp sgt i64 %a1, 3, !dbg !46
  %t13 = icmp sgt i64 %a1, 2, !dbg !46
  %t15 = icmp sgt i64 %a1, 1, !dbg !46
  %t17 = icmp sgt i64 %a1, 0, !dbg !46
  %t18 = icmp sgt i64 %a7, 0, !dbg !47
  %t19 = icmp sgt i64 %a8, 0, !dbg !48
  %t20 = icmp sgt i64 %a8, 4, !dbg !49
  %t22 = add i64 %a8, -1, !dbg !49
  %t23 = and i64 %t22, -4, !dbg !49
  %t251 = icmp slt i64 %t9, %a0, !dbg !46
  br i1 %t251, label %b2.lr.ph, label %b15, !dbg !46

b2.lr.ph:                                         ; preds = %entry
  %.25 = shl nsw i64 %a10, 2
  %.26 = shl nsw i64 %a19, 2
  br label %b2, !dbg !46

b2:                                               ; preds = %b2.lr.ph, %b14
  %t242 = phi i64 [ %t9, %b2.lr.ph ], [ %t84, %b14 ]
  br i1 %t11, label %b3, label %b4, !dbg !46

b3:                                               ; preds = %b2
  %.18 = tail call i64 asm sideeffect "", "=s,0"(i64 %a5) #9, !dbg !46
  %t27 = udiv i64 %t242, %.18, !dbg !46
  %t29 = mul i64 %t27, %a5, !dbg !46
  %t30 = sub i64 %t242, %t29, !dbg !46
  %t31 = mul i64 %t30, %a14, !dbg !46
  %t32 = mul i64 %t30, %a23, !dbg !46
  br label %b4, !dbg !46

b4:                                               ; preds = %b3, %b2
  %t33 = phi i64 [ %t27, %b3 ], [ %t242, %b2 ]
  %t34 = phi i64 [ %t31, %b3 ], [ 0, %b2 ]
  %t35 = phi i64 [ %t32, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6, !dbg !46

b5:                                               ; preds = %b4
  %.19 = tail call i64 asm sideeffect "", "=s,0"(i64 %a4) #9, !dbg !46
  %t37 = udiv i64 %t33, %.19, !dbg !46
  %t39 = mul i64 %t37, %a4, !dbg !46
  %t40 = sub i64 %t33, %t39, !dbg !46
  %t41 = mul i64 %t40, %a13, !dbg !46
  %t42 = add i64 %t41, %t34, !dbg !46
  %t43 = mul i64 %t40, %a22, !dbg !46
  %t44 = add i64 %t43, %t35, !dbg !46
  br label %b6, !dbg !46

b6:                                               ; preds = %b5, %b4
  %t45 = phi i64 [ %t37, %b5 ], [ %t33, %b4 ]
  %t46 = phi i64 [ %t42, %b5 ], [ %t34, %b4 ]
  %t47 = phi i64 [ %t44, %b5 ], [ %t35, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !46

b7:                                               ; preds = %b6
  %.20 = tail call i64 asm sideeffect "", "=s,0"(i64 %a3) #9, !dbg !46
  %t49 = udiv i64 %t45, %.20, !dbg !46
  %t51 = mul i64 %t49, %a3, !dbg !46
  %t52 = sub i64 %t45, %t51, !dbg !46
  %t53 = mul i64 %t52, %a12, !dbg !46
  %t54 = add i64 %t53, %t46, !dbg !46
  %t55 = mul i64 %t52, %a21, !dbg !46
  %t56 = add i64 %t55, %t47, !dbg !46
  br label %b8, !dbg !46

b8:                                               ; preds = %b7, %b6
  %t57 = phi i64 [ %t49, %b7 ], [ %t45, %b6 ]
  %t58 = phi i64 [ %t54, %b7 ], [ %t46, %b6 ]
  %t59 = phi i64 [ %t56, %b7 ], [ %t47, %b6 ]
  br i1 %t17, label %b9, label %b10, !dbg !46

b9:                                               ; preds = %b8
  %t60 = mul i64 %t57, %a11, !dbg !46
  %t61 = add i64 %t58, %t60, !dbg !46
  %t62 = mul i64 %t57, %a20, !dbg !46
  %t63 = add i64 %t59, %t62, !dbg !46
  br label %b10, !dbg !46

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %t61, %b9 ], [ %t58, %b8 ]
  %t65 = phi i64 [ %t63, %b9 ], [ %t59, %b8 ]
  %t66 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t64, !dbg !46
  %t67 = getelementptr inbounds float, ptr addrspace(1) %a15, i64 %t65, !dbg !46
  br i1 %t18, label %b11, label %b14, !dbg !47

b11:                                              ; preds = %b10, %b13
  %t68 = phi i64 [ %t82, %b13 ], [ 0, %b10 ]
  br i1 %t19, label %b16, label %b13, !dbg !48

b12:                                              ; preds = %b12.preheader, %b12
  %t73 = phi ptr addrspace(1) [ %t81, %b12 ], [ %t73.ph, %b12.preheader ]
  %t74 = phi ptr addrspace(1) [ %t80, %b12 ], [ %t74.ph, %b12.preheader ]
  %t75 = phi i64 [ %t78, %b12 ], [ %t75.ph, %b12.preheader ]
  %.21 = load float, ptr addrspace(1) %t74, align 4, !dbg !50
  %t77 = fmul float %.21, 2.000000e+00, !dbg !51
  store float %t77, ptr addrspace(1) %t73, align 4, !dbg !49
  %t78 = add nuw nsw i64 %t75, 1, !dbg !49
  %t79 = icmp slt i64 %t78, %a8, !dbg !49
  %t80 = getelementptr inbounds i8, ptr addrspace(1) %t74, i64 %.25, !dbg !50
  %t81 = getelementptr inbounds i8, ptr addrspace(1) %t73, i64 %.26, !dbg !49
  br i1 %t79, label %b12, label %b13, !dbg !49

b13:                                              ; preds = %b12, %b11
  %t82 = add nuw nsw i64 %t68, 1, !dbg !49
  %exitcond.not = icmp eq i64 %t82, %a7, !dbg !49
  br i1 %exitcond.not, label %b14, label %b11, !dbg !49

b14:                                              ; preds = %b13, %b10
  %t84 = add i64 %t242, %t10, !dbg !46
  %t25 = icmp slt i64 %t84, %a0, !dbg !46
  br i1 %t25, label %b2, label %b15, !dbg !46

b15:                                              ; preds = %b14, %entry
  ret void, !dbg !46

b16:                                              ; preds = %b11
  %t70 = mul i64 %t68, %a18, !dbg !49
  %t72 = getelementptr inbounds float, ptr addrspace(1) %t67, i64 %t70, !dbg !49
  %t69 = mul i64 %t68, %a9, !dbg !50
  %t71 = getelementptr inbounds float, ptr addrspace(1) %t66, i64 %t69, !dbg !50
  br i1 %t20, label %b18, label %b12.preheader, !dbg !49

b12.preheader:                                    ; preds = %b18, %b16
  %t73.ph = phi ptr addrspace(1) [ %t72, %b16 ], [ %t104, %b18 ]
  %t74.ph = phi ptr addrspace(1) [ %t71, %b16 ], [ %t103, %b18 ]
  %t75.ph = phi i64 [ 0, %b16 ], [ %t23, %b18 ]
  br label %b12, !dbg !49

b18:                                              ; preds = %b16, %b18
  %t85 = phi ptr addrspace(1) [ %t104, %b18 ], [ %t72, %b16 ]
  %t86 = phi ptr addrspace(1) [ %t103, %b18 ], [ %t71, %b16 ]
  %t87 = phi i64 [ %t102, %b18 ], [ 0, %b16 ]
  %.24 = load float, ptr addrspace(1) %t86, align 4, !dbg !50
  %t89 = fmul float %.24, 2.000000e+00, !dbg !51
  store float %t89, ptr addrspace(1) %t85, align 4, !dbg !49
  %t90 = getelementptr inbounds i8, ptr addrspace(1) %t86, i64 %.25, !dbg !50
  %t91 = getelementptr inbounds i8, ptr addrspace(1) %t85, i64 %.26, !dbg !49
  %.27 = load float, ptr addrspace(1) %t90, align 4, !dbg !50
  %t93 = fmul float %.27, 2.000000e+00, !dbg !51
  store float %t93, ptr addrspace(1) %t91, align 4, !dbg !49
  %t94 = getelementptr inbounds i8, ptr addrspace(1) %t90, i64 %.25, !dbg !50
  %t95 = getelementptr inbounds i8, ptr addrspace(1) %t91, i64 %.26, !dbg !49
  %.30 = load float, ptr addrspace(1) %t94, align 4, !dbg !50
  %t97 = fmul float %.30, 2.000000e+00, !dbg !51
  store float %t97, ptr addrspace(1) %t95, align 4, !dbg !49
  %t98 = getelementptr inbounds i8, ptr addrspace(1) %t94, i64 %.25, !dbg !50
  %t99 = getelementptr inbounds i8, ptr addrspace(1) %t95, i64 %.26, !dbg !49
  %.33 = load float, ptr addrspace(1) %t98, align 4, !dbg !50
  %t101 = fmul float %.33, 2.000000e+00, !dbg !51
  store float %t101, ptr addrspace(1) %t99, align 4, !dbg !49
  %t102 = add nuw nsw i64 %t87, 4, !dbg !49
  %t103 = getelementptr inbounds i8, ptr addrspace(1) %t98, i64 %.25, !dbg !50
  %t104 = getelementptr inbounds i8, ptr addrspace(1) %t99, i64 %.26, !dbg !49
  %t105.not = icmp eq i64 %t102, %t23, !dbg !49
  br i1 %t105.not, label %b12.preheader, label %b18, !dbg !49
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
declare i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.y() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.y() #3

; Function Attrs: nounwind readonly
declare i32 @llvm.read_register.i32(metadata) #7

attributes #0 = { argmemonly mustprogress nofree nosync nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #1 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #2 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #5 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #6 = { convergent mustprogress nounwind willreturn }
attributes #7 = { nounwind readonly }
attributes #8 = { convergent }
attributes #9 = { nounwind }

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
!31 = !{!"exec_lo"}
!32 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eReduceGPU_5f_5fstage2", scope: !1, file: !1, line: 50, type: !5, scopeLine: 50, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!33 = !DILocation(line: 50, column: 6, scope: !32)
!34 = !DILocation(line: 50, column: 49, scope: !32)
!35 = distinct !{!35, !36, !37, !38}
!36 = !{!"llvm.loop.unroll.disable"}
!37 = !{!"llvm.loop.vectorize.width", i32 1}
!38 = !{!"llvm.loop.interleave.count", i32 1}
!39 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eDoubledUfunc_5f_5fcontig", scope: !1, file: !1, line: 55, type: !5, scopeLine: 55, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = !DILocation(line: 55, column: 6, scope: !39)
!41 = !DILocation(line: 55, column: 49, scope: !39)
!42 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eDoubledUfunc_5f_5fstrided", scope: !1, file: !1, line: 55, type: !5, scopeLine: 55, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!43 = !DILocation(line: 55, column: 6, scope: !42)
!44 = !DILocation(line: 55, column: 49, scope: !42)
!45 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fkernels_2eDoubledGufunc_5f_5fgu", scope: !1, file: !1, line: 60, type: !5, scopeLine: 60, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = !DILocation(line: 60, column: 6, scope: !45)
!47 = !DILocation(line: 61, column: 24, scope: !45)
!48 = !DILocation(line: 62, column: 25, scope: !45)
!49 = !DILocation(line: 63, column: 11, scope: !45)
!50 = !DILocation(line: 63, column: 24, scope: !45)
!51 = !DILocation(line: 63, column: 30, scope: !45)
