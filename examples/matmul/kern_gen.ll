; kern module github.com/kernlab/kern/examples/matmul (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fmatmul_2eMatMul_5bfloat32_5d_5f_5fgu(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, ptr addrspace(1) nocapture readonly %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, ptr addrspace(1) nocapture writeonly %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, i64 %a30, i64 %a31, i64 %a32) local_unnamed_addr #0 !dbg !4 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  %t1 = sext i32 %.1 to i64, !dbg !7
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %t3 = sext i32 %.2 to i64, !dbg !7
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !7
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !7
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !7, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !7
  %t5 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !7
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !7, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !7
  %.15 = add i32 %.14, %.9, !dbg !7
  %.16 = udiv i32 %.15, %.6, !dbg !7
  %t7 = sext i32 %.16 to i64, !dbg !7
  %t8 = mul nsw i64 %t5, %t3, !dbg !7
  %t9 = add nsw i64 %t8, %t1, !dbg !7
  %t10 = mul nsw i64 %t7, %t5, !dbg !7
  %t11 = icmp sgt i64 %a1, 3, !dbg !7
  %t13 = icmp sgt i64 %a1, 2, !dbg !7
  %t15 = icmp sgt i64 %a1, 1, !dbg !7
  %t17 = icmp sgt i64 %a1, 0, !dbg !7
  %t18 = icmp sgt i64 %a25, 0, !dbg !8
  %t19 = icmp sgt i64 %a26, 0, !dbg !9
  %t20 = icmp sgt i64 %a8, 0, !dbg !10
  %t21 = icmp sgt i64 %a8, 4, !dbg !11
  %t23 = add i64 %a8, -1, !dbg !11
  %t24 = and i64 %t23, -4, !dbg !11
  %t25 = shl i64 %a10, 1, !dbg !12
  %t26 = shl i64 %a18, 1, !dbg !13
  %t27 = mul i64 %a10, 3, !dbg !12
  %t28 = mul i64 %a18, 3, !dbg !13
  %t29 = shl i64 %a10, 2, !dbg !12
  %t30 = shl i64 %a18, 2, !dbg !13
  %t321 = icmp slt i64 %t9, %a0, !dbg !7
  br i1 %t321, label %b2.lr.ph, label %b17, !dbg !7

b2.lr.ph:                                         ; preds = %entry
  %.27 = shl nsw i64 %a27, 2
  %.28 = shl nsw i64 %a9, 2
  %.25 = shl nsw i64 %a19, 2
  %.26 = shl nsw i64 %a28, 2
  br label %b2, !dbg !7

b2:                                               ; preds = %b2.lr.ph, %b16
  %t312 = phi i64 [ %t9, %b2.lr.ph ], [ %t113, %b16 ]
  br i1 %t11, label %b3, label %b4, !dbg !7

b3:                                               ; preds = %b2
  %.18 = tail call i64 asm sideeffect "", "=s,0"(i64 %a5) #3, !dbg !7
  %t34 = udiv i64 %t312, %.18, !dbg !7
  %t36 = mul i64 %t34, %a5, !dbg !7
  %t37 = sub i64 %t312, %t36, !dbg !7
  %t38 = mul i64 %t37, %a14, !dbg !7
  %t39 = mul i64 %t37, %a23, !dbg !7
  %t40 = mul i64 %t37, %a32, !dbg !7
  br label %b4, !dbg !7

b4:                                               ; preds = %b3, %b2
  %t41 = phi i64 [ %t34, %b3 ], [ %t312, %b2 ]
  %t42 = phi i64 [ %t38, %b3 ], [ 0, %b2 ]
  %t43 = phi i64 [ %t39, %b3 ], [ 0, %b2 ]
  %t44 = phi i64 [ %t40, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6, !dbg !7

b5:                                               ; preds = %b4
  %.19 = tail call i64 asm sideeffect "", "=s,0"(i64 %a4) #3, !dbg !7
  %t46 = udiv i64 %t41, %.19, !dbg !7
  %t48 = mul i64 %t46, %a4, !dbg !7
  %t49 = sub i64 %t41, %t48, !dbg !7
  %t50 = mul i64 %t49, %a13, !dbg !7
  %t51 = add i64 %t50, %t42, !dbg !7
  %t52 = mul i64 %t49, %a22, !dbg !7
  %t53 = add i64 %t52, %t43, !dbg !7
  %t54 = mul i64 %t49, %a31, !dbg !7
  %t55 = add i64 %t54, %t44, !dbg !7
  br label %b6, !dbg !7

b6:                                               ; preds = %b5, %b4
  %t56 = phi i64 [ %t46, %b5 ], [ %t41, %b4 ]
  %t57 = phi i64 [ %t51, %b5 ], [ %t42, %b4 ]
  %t58 = phi i64 [ %t53, %b5 ], [ %t43, %b4 ]
  %t59 = phi i64 [ %t55, %b5 ], [ %t44, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !7

b7:                                               ; preds = %b6
  %.20 = tail call i64 asm sideeffect "", "=s,0"(i64 %a3) #3, !dbg !7
  %t61 = udiv i64 %t56, %.20, !dbg !7
  %t63 = mul i64 %t61, %a3, !dbg !7
  %t64 = sub i64 %t56, %t63, !dbg !7
  %t65 = mul i64 %t64, %a12, !dbg !7
  %t66 = add i64 %t65, %t57, !dbg !7
  %t67 = mul i64 %t64, %a21, !dbg !7
  %t68 = add i64 %t67, %t58, !dbg !7
  %t69 = mul i64 %t64, %a30, !dbg !7
  %t70 = add i64 %t69, %t59, !dbg !7
  br label %b8, !dbg !7

b8:                                               ; preds = %b7, %b6
  %t71 = phi i64 [ %t61, %b7 ], [ %t56, %b6 ]
  %t72 = phi i64 [ %t66, %b7 ], [ %t57, %b6 ]
  %t73 = phi i64 [ %t68, %b7 ], [ %t58, %b6 ]
  %t74 = phi i64 [ %t70, %b7 ], [ %t59, %b6 ]
  br i1 %t17, label %b9, label %b10, !dbg !7

b9:                                               ; preds = %b8
  %t75 = mul i64 %t71, %a11, !dbg !7
  %t76 = add i64 %t72, %t75, !dbg !7
  %t77 = mul i64 %t71, %a20, !dbg !7
  %t78 = add i64 %t73, %t77, !dbg !7
  %t79 = mul i64 %t71, %a29, !dbg !7
  %t80 = add i64 %t74, %t79, !dbg !7
  br label %b10, !dbg !7

b10:                                              ; preds = %b9, %b8
  %t81 = phi i64 [ %t76, %b9 ], [ %t72, %b8 ]
  %t82 = phi i64 [ %t78, %b9 ], [ %t73, %b8 ]
  %t83 = phi i64 [ %t80, %b9 ], [ %t74, %b8 ]
  %t85 = getelementptr inbounds float, ptr addrspace(1) %a15, i64 %t82, !dbg !7
  br i1 %t18, label %b11.preheader, label %b16, !dbg !8

b11.preheader:                                    ; preds = %b10
  %t86 = getelementptr inbounds float, ptr addrspace(1) %a24, i64 %t83, !dbg !7
  %t84 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t81, !dbg !7
  br label %b11, !dbg !9

b11:                                              ; preds = %b11.preheader, %b15
  %t87 = phi ptr addrspace(1) [ %t112, %b15 ], [ %t84, %b11.preheader ]
  %t88 = phi ptr addrspace(1) [ %t111, %b15 ], [ %t86, %b11.preheader ]
  %t89 = phi i64 [ %t109, %b15 ], [ 0, %b11.preheader ]
  br i1 %t19, label %b12, label %b15, !dbg !9

b12:                                              ; preds = %b11, %b14
  %t90 = phi ptr addrspace(1) [ %t108, %b14 ], [ %t88, %b11 ]
  %t91 = phi ptr addrspace(1) [ %t107, %b14 ], [ %t85, %b11 ]
  %t92 = phi i64 [ %t105, %b14 ], [ 0, %b11 ]
  br i1 %t20, label %b18, label %b14, !dbg !10

b13:                                              ; preds = %b21, %b13
  %t93 = phi ptr addrspace(1) [ %t144, %b21 ], [ %t103, %b13 ]
  %t94 = phi ptr addrspace(1) [ %t147, %b21 ], [ %t102, %b13 ]
  %t95 = phi float [ %t140, %b21 ], [ %t99, %b13 ]
  %t96 = phi i64 [ %t141, %b21 ], [ %t100, %b13 ]
  %.21 = load float, ptr addrspace(1) %t94, align 4, !dbg !12
  %.22 = load float, ptr addrspace(1) %t93, align 4, !dbg !13
  %t99 = tail call float @llvm.fma.f32(float %.21, float %.22, float %t95), !dbg !11
  %t100 = add nuw nsw i64 %t96, 1, !dbg !11
  %t101 = icmp slt i64 %t100, %a8, !dbg !11
  %t102 = getelementptr inbounds i8, ptr addrspace(1) %t94, i64 %t29, !dbg !12
  %t103 = getelementptr inbounds i8, ptr addrspace(1) %t93, i64 %t30, !dbg !13
  br i1 %t101, label %b13, label %b14, !dbg !11

b14:                                              ; preds = %b13, %b12
  %t104 = phi float [ 0.000000e+00, %b12 ], [ %t99, %b13 ]
  store float %t104, ptr addrspace(1) %t90, align 4, !dbg !14
  %t105 = add nuw nsw i64 %t92, 1, !dbg !14
  %t107 = getelementptr inbounds i8, ptr addrspace(1) %t91, i64 %.25, !dbg !13
  %t108 = getelementptr inbounds i8, ptr addrspace(1) %t90, i64 %.26, !dbg !14
  %exitcond.not = icmp eq i64 %t105, %a26, !dbg !14
  br i1 %exitcond.not, label %b15, label %b12, !dbg !14

b15:                                              ; preds = %b14, %b11
  %t109 = add nuw nsw i64 %t89, 1, !dbg !14
  %t111 = getelementptr inbounds i8, ptr addrspace(1) %t88, i64 %.27, !dbg !14
  %t112 = getelementptr inbounds i8, ptr addrspace(1) %t87, i64 %.28, !dbg !12
  %exitcond3.not = icmp eq i64 %t109, %a25, !dbg !14
  br i1 %exitcond3.not, label %b16, label %b11, !dbg !14

b16:                                              ; preds = %b15, %b10
  %t113 = add i64 %t312, %t10, !dbg !7
  %t32 = icmp slt i64 %t113, %a0, !dbg !7
  br i1 %t32, label %b2, label %b17, !dbg !7

b17:                                              ; preds = %b16, %entry
  ret void, !dbg !7

b18:                                              ; preds = %b12
  br i1 %t21, label %b20, label %b21, !dbg !11

b20:                                              ; preds = %b18, %b20
  %t114 = phi ptr addrspace(1) [ %t138, %b20 ], [ %t91, %b18 ]
  %t115 = phi ptr addrspace(1) [ %t137, %b20 ], [ %t87, %b18 ]
  %t116 = phi float [ %t135, %b20 ], [ 0.000000e+00, %b18 ]
  %t117 = phi i64 [ %t136, %b20 ], [ 0, %b18 ]
  %.29 = load float, ptr addrspace(1) %t115, align 4, !dbg !12
  %.30 = load float, ptr addrspace(1) %t114, align 4, !dbg !13
  %t120 = tail call float @llvm.fma.f32(float %.29, float %.30, float %t116), !dbg !11
  %t121 = getelementptr inbounds i8, ptr addrspace(1) %t115, i64 %t29, !dbg !12
  %t122 = getelementptr inbounds i8, ptr addrspace(1) %t114, i64 %t30, !dbg !13
  %.33 = load float, ptr addrspace(1) %t121, align 4, !dbg !12
  %.34 = load float, ptr addrspace(1) %t122, align 4, !dbg !13
  %t125 = tail call float @llvm.fma.f32(float %.33, float %.34, float %t120), !dbg !11
  %t126 = getelementptr inbounds float, ptr addrspace(1) %t115, i64 %t25, !dbg !12
  %t127 = getelementptr inbounds float, ptr addrspace(1) %t114, i64 %t26, !dbg !13
  %.35 = load float, ptr addrspace(1) %t126, align 4, !dbg !12
  %.36 = load float, ptr addrspace(1) %t127, align 4, !dbg !13
  %t130 = tail call float @llvm.fma.f32(float %.35, float %.36, float %t125), !dbg !11
  %t131 = getelementptr inbounds float, ptr addrspace(1) %t115, i64 %t27, !dbg !12
  %t132 = getelementptr inbounds float, ptr addrspace(1) %t114, i64 %t28, !dbg !13
  %.37 = load float, ptr addrspace(1) %t131, align 4, !dbg !12
  %.38 = load float, ptr addrspace(1) %t132, align 4, !dbg !13
  %t135 = tail call float @llvm.fma.f32(float %.37, float %.38, float %t130), !dbg !11
  %t136 = add nuw nsw i64 %t117, 4, !dbg !11
  %t137 = getelementptr inbounds float, ptr addrspace(1) %t115, i64 %t29, !dbg !12
  %t138 = getelementptr inbounds float, ptr addrspace(1) %t114, i64 %t30, !dbg !13
  %t139.not = icmp eq i64 %t136, %t24, !dbg !11
  br i1 %t139.not, label %b21, label %b20, !dbg !11

b21:                                              ; preds = %b20, %b18
  %t140 = phi float [ 0.000000e+00, %b18 ], [ %t135, %b20 ]
  %t141 = phi i64 [ 0, %b18 ], [ %t24, %b20 ]
  %t143 = mul i64 %t141, %a18, !dbg !11
  %t144 = getelementptr inbounds float, ptr addrspace(1) %t91, i64 %t143, !dbg !11
  %t146 = mul i64 %t141, %a10, !dbg !11
  %t147 = getelementptr inbounds float, ptr addrspace(1) %t87, i64 %t146, !dbg !11
  br label %b13, !dbg !11
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fmatmul_2eMatMul_5bfloat64_5d_5f_5fgu(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, ptr addrspace(1) nocapture readonly %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, ptr addrspace(1) nocapture writeonly %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, i64 %a30, i64 %a31, i64 %a32) local_unnamed_addr #0 !dbg !15 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !16
  %t1 = sext i32 %.1 to i64, !dbg !16
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !16
  %t3 = sext i32 %.2 to i64, !dbg !16
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !16
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !16
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !16, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !16
  %t5 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !16
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !16, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !16
  %.15 = add i32 %.14, %.9, !dbg !16
  %.16 = udiv i32 %.15, %.6, !dbg !16
  %t7 = sext i32 %.16 to i64, !dbg !16
  %t8 = mul nsw i64 %t5, %t3, !dbg !16
  %t9 = add nsw i64 %t8, %t1, !dbg !16
  %t10 = mul nsw i64 %t7, %t5, !dbg !16
  %t11 = icmp sgt i64 %a1, 3, !dbg !16
  %t13 = icmp sgt i64 %a1, 2, !dbg !16
  %t15 = icmp sgt i64 %a1, 1, !dbg !16
  %t17 = icmp sgt i64 %a1, 0, !dbg !16
  %t18 = icmp sgt i64 %a25, 0, !dbg !17
  %t19 = icmp sgt i64 %a26, 0, !dbg !18
  %t20 = icmp sgt i64 %a8, 0, !dbg !19
  %t21 = icmp sgt i64 %a8, 4, !dbg !20
  %t23 = add i64 %a8, -1, !dbg !20
  %t24 = and i64 %t23, -4, !dbg !20
  %t25 = shl i64 %a10, 1, !dbg !21
  %t26 = shl i64 %a18, 1, !dbg !22
  %t27 = mul i64 %a10, 3, !dbg !21
  %t28 = mul i64 %a18, 3, !dbg !22
  %t29 = shl i64 %a10, 2, !dbg !21
  %t30 = shl i64 %a18, 2, !dbg !22
  %t321 = icmp slt i64 %t9, %a0, !dbg !16
  br i1 %t321, label %b2.lr.ph, label %b17, !dbg !16

b2.lr.ph:                                         ; preds = %entry
  %.27 = shl nsw i64 %a27, 3
  %.28 = shl nsw i64 %a9, 3
  %.25 = shl nsw i64 %a19, 3
  %.26 = shl nsw i64 %a28, 3
  %.31 = shl nsw i64 %a10, 3
  %.32 = shl nsw i64 %a18, 3
  br label %b2, !dbg !16

b2:                                               ; preds = %b2.lr.ph, %b16
  %t312 = phi i64 [ %t9, %b2.lr.ph ], [ %t113, %b16 ]
  br i1 %t11, label %b3, label %b4, !dbg !16

b3:                                               ; preds = %b2
  %.18 = tail call i64 asm sideeffect "", "=s,0"(i64 %a5) #3, !dbg !16
  %t34 = udiv i64 %t312, %.18, !dbg !16
  %t36 = mul i64 %t34, %a5, !dbg !16
  %t37 = sub i64 %t312, %t36, !dbg !16
  %t38 = mul i64 %t37, %a14, !dbg !16
  %t39 = mul i64 %t37, %a23, !dbg !16
  %t40 = mul i64 %t37, %a32, !dbg !16
  br label %b4, !dbg !16

b4:                                               ; preds = %b3, %b2
  %t41 = phi i64 [ %t34, %b3 ], [ %t312, %b2 ]
  %t42 = phi i64 [ %t38, %b3 ], [ 0, %b2 ]
  %t43 = phi i64 [ %t39, %b3 ], [ 0, %b2 ]
  %t44 = phi i64 [ %t40, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6, !dbg !16

b5:                                               ; preds = %b4
  %.19 = tail call i64 asm sideeffect "", "=s,0"(i64 %a4) #3, !dbg !16
  %t46 = udiv i64 %t41, %.19, !dbg !16
  %t48 = mul i64 %t46, %a4, !dbg !16
  %t49 = sub i64 %t41, %t48, !dbg !16
  %t50 = mul i64 %t49, %a13, !dbg !16
  %t51 = add i64 %t50, %t42, !dbg !16
  %t52 = mul i64 %t49, %a22, !dbg !16
  %t53 = add i64 %t52, %t43, !dbg !16
  %t54 = mul i64 %t49, %a31, !dbg !16
  %t55 = add i64 %t54, %t44, !dbg !16
  br label %b6, !dbg !16

b6:                                               ; preds = %b5, %b4
  %t56 = phi i64 [ %t46, %b5 ], [ %t41, %b4 ]
  %t57 = phi i64 [ %t51, %b5 ], [ %t42, %b4 ]
  %t58 = phi i64 [ %t53, %b5 ], [ %t43, %b4 ]
  %t59 = phi i64 [ %t55, %b5 ], [ %t44, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !16

b7:                                               ; preds = %b6
  %.20 = tail call i64 asm sideeffect "", "=s,0"(i64 %a3) #3, !dbg !16
  %t61 = udiv i64 %t56, %.20, !dbg !16
  %t63 = mul i64 %t61, %a3, !dbg !16
  %t64 = sub i64 %t56, %t63, !dbg !16
  %t65 = mul i64 %t64, %a12, !dbg !16
  %t66 = add i64 %t65, %t57, !dbg !16
  %t67 = mul i64 %t64, %a21, !dbg !16
  %t68 = add i64 %t67, %t58, !dbg !16
  %t69 = mul i64 %t64, %a30, !dbg !16
  %t70 = add i64 %t69, %t59, !dbg !16
  br label %b8, !dbg !16

b8:                                               ; preds = %b7, %b6
  %t71 = phi i64 [ %t61, %b7 ], [ %t56, %b6 ]
  %t72 = phi i64 [ %t66, %b7 ], [ %t57, %b6 ]
  %t73 = phi i64 [ %t68, %b7 ], [ %t58, %b6 ]
  %t74 = phi i64 [ %t70, %b7 ], [ %t59, %b6 ]
  br i1 %t17, label %b9, label %b10, !dbg !16

b9:                                               ; preds = %b8
  %t75 = mul i64 %t71, %a11, !dbg !16
  %t76 = add i64 %t72, %t75, !dbg !16
  %t77 = mul i64 %t71, %a20, !dbg !16
  %t78 = add i64 %t73, %t77, !dbg !16
  %t79 = mul i64 %t71, %a29, !dbg !16
  %t80 = add i64 %t74, %t79, !dbg !16
  br label %b10, !dbg !16

b10:                                              ; preds = %b9, %b8
  %t81 = phi i64 [ %t76, %b9 ], [ %t72, %b8 ]
  %t82 = phi i64 [ %t78, %b9 ], [ %t73, %b8 ]
  %t83 = phi i64 [ %t80, %b9 ], [ %t74, %b8 ]
  %t85 = getelementptr inbounds double, ptr addrspace(1) %a15, i64 %t82, !dbg !16
  br i1 %t18, label %b11.preheader, label %b16, !dbg !17

b11.preheader:                                    ; preds = %b10
  %t86 = getelementptr inbounds double, ptr addrspace(1) %a24, i64 %t83, !dbg !16
  %t84 = getelementptr inbounds double, ptr addrspace(1) %a6, i64 %t81, !dbg !16
  br label %b11, !dbg !18

b11:                                              ; preds = %b11.preheader, %b15
  %t87 = phi ptr addrspace(1) [ %t112, %b15 ], [ %t84, %b11.preheader ]
  %t88 = phi ptr addrspace(1) [ %t111, %b15 ], [ %t86, %b11.preheader ]
  %t89 = phi i64 [ %t109, %b15 ], [ 0, %b11.preheader ]
  br i1 %t19, label %b12, label %b15, !dbg !18

b12:                                              ; preds = %b11, %b14
  %t90 = phi ptr addrspace(1) [ %t108, %b14 ], [ %t88, %b11 ]
  %t91 = phi ptr addrspace(1) [ %t107, %b14 ], [ %t85, %b11 ]
  %t92 = phi i64 [ %t105, %b14 ], [ 0, %b11 ]
  br i1 %t20, label %b18, label %b14, !dbg !19

b13:                                              ; preds = %b21, %b13
  %t93 = phi ptr addrspace(1) [ %t144, %b21 ], [ %t103, %b13 ]
  %t94 = phi ptr addrspace(1) [ %t147, %b21 ], [ %t102, %b13 ]
  %t95 = phi double [ %t140, %b21 ], [ %t99, %b13 ]
  %t96 = phi i64 [ %t141, %b21 ], [ %t100, %b13 ]
  %.21 = load double, ptr addrspace(1) %t94, align 8, !dbg !21
  %.22 = load double, ptr addrspace(1) %t93, align 8, !dbg !22
  %t99 = tail call double @llvm.fma.f64(double %.21, double %.22, double %t95), !dbg !20
  %t100 = add nuw nsw i64 %t96, 1, !dbg !20
  %t101 = icmp slt i64 %t100, %a8, !dbg !20
  %t102 = getelementptr inbounds i8, ptr addrspace(1) %t94, i64 %.31, !dbg !21
  %t103 = getelementptr inbounds i8, ptr addrspace(1) %t93, i64 %.32, !dbg !22
  br i1 %t101, label %b13, label %b14, !dbg !20

b14:                                              ; preds = %b13, %b12
  %t104 = phi double [ 0.000000e+00, %b12 ], [ %t99, %b13 ]
  store double %t104, ptr addrspace(1) %t90, align 8, !dbg !23
  %t105 = add nuw nsw i64 %t92, 1, !dbg !23
  %t107 = getelementptr inbounds i8, ptr addrspace(1) %t91, i64 %.25, !dbg !22
  %t108 = getelementptr inbounds i8, ptr addrspace(1) %t90, i64 %.26, !dbg !23
  %exitcond.not = icmp eq i64 %t105, %a26, !dbg !23
  br i1 %exitcond.not, label %b15, label %b12, !dbg !23

b15:                                              ; preds = %b14, %b11
  %t109 = add nuw nsw i64 %t89, 1, !dbg !23
  %t111 = getelementptr inbounds i8, ptr addrspace(1) %t88, i64 %.27, !dbg !23
  %t112 = getelementptr inbounds i8, ptr addrspace(1) %t87, i64 %.28, !dbg !21
  %exitcond3.not = icmp eq i64 %t109, %a25, !dbg !23
  br i1 %exitcond3.not, label %b16, label %b11, !dbg !23

b16:                                              ; preds = %b15, %b10
  %t113 = add i64 %t312, %t10, !dbg !16
  %t32 = icmp slt i64 %t113, %a0, !dbg !16
  br i1 %t32, label %b2, label %b17, !dbg !16

b17:                                              ; preds = %b16, %entry
  ret void, !dbg !16

b18:                                              ; preds = %b12
  br i1 %t21, label %b20, label %b21, !dbg !20

b20:                                              ; preds = %b18, %b20
  %t114 = phi ptr addrspace(1) [ %t138, %b20 ], [ %t91, %b18 ]
  %t115 = phi ptr addrspace(1) [ %t137, %b20 ], [ %t87, %b18 ]
  %t116 = phi double [ %t135, %b20 ], [ 0.000000e+00, %b18 ]
  %t117 = phi i64 [ %t136, %b20 ], [ 0, %b18 ]
  %.29 = load double, ptr addrspace(1) %t115, align 8, !dbg !21
  %.30 = load double, ptr addrspace(1) %t114, align 8, !dbg !22
  %t120 = tail call double @llvm.fma.f64(double %.29, double %.30, double %t116), !dbg !20
  %t121 = getelementptr inbounds i8, ptr addrspace(1) %t115, i64 %.31, !dbg !21
  %t122 = getelementptr inbounds i8, ptr addrspace(1) %t114, i64 %.32, !dbg !22
  %.33 = load double, ptr addrspace(1) %t121, align 8, !dbg !21
  %.34 = load double, ptr addrspace(1) %t122, align 8, !dbg !22
  %t125 = tail call double @llvm.fma.f64(double %.33, double %.34, double %t120), !dbg !20
  %t126 = getelementptr inbounds double, ptr addrspace(1) %t115, i64 %t25, !dbg !21
  %t127 = getelementptr inbounds double, ptr addrspace(1) %t114, i64 %t26, !dbg !22
  %.35 = load double, ptr addrspace(1) %t126, align 8, !dbg !21
  %.36 = load double, ptr addrspace(1) %t127, align 8, !dbg !22
  %t130 = tail call double @llvm.fma.f64(double %.35, double %.36, double %t125), !dbg !20
  %t131 = getelementptr inbounds double, ptr addrspace(1) %t115, i64 %t27, !dbg !21
  %t132 = getelementptr inbounds double, ptr addrspace(1) %t114, i64 %t28, !dbg !22
  %.37 = load double, ptr addrspace(1) %t131, align 8, !dbg !21
  %.38 = load double, ptr addrspace(1) %t132, align 8, !dbg !22
  %t135 = tail call double @llvm.fma.f64(double %.37, double %.38, double %t130), !dbg !20
  %t136 = add nuw nsw i64 %t117, 4, !dbg !20
  %t137 = getelementptr inbounds double, ptr addrspace(1) %t115, i64 %t29, !dbg !21
  %t138 = getelementptr inbounds double, ptr addrspace(1) %t114, i64 %t30, !dbg !22
  %t139.not = icmp eq i64 %t136, %t24, !dbg !20
  br i1 %t139.not, label %b21, label %b20, !dbg !20

b21:                                              ; preds = %b20, %b18
  %t140 = phi double [ 0.000000e+00, %b18 ], [ %t135, %b20 ]
  %t141 = phi i64 [ 0, %b18 ], [ %t24, %b20 ]
  %t143 = mul i64 %t141, %a18, !dbg !20
  %t144 = getelementptr inbounds double, ptr addrspace(1) %t91, i64 %t143, !dbg !20
  %t146 = mul i64 %t141, %a10, !dbg !20
  %t147 = getelementptr inbounds double, ptr addrspace(1) %t87, i64 %t146, !dbg !20
  br label %b13, !dbg !20
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #2

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "main.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fmatmul_2eMatMul_5bfloat32_5d_5f_5fgu", scope: !1, file: !1, line: 38, type: !5, scopeLine: 38, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 38, column: 6, scope: !4)
!8 = !DILocation(line: 39, column: 22, scope: !4)
!9 = !DILocation(line: 40, column: 23, scope: !4)
!10 = !DILocation(line: 42, column: 24, scope: !4)
!11 = !DILocation(line: 43, column: 5, scope: !4)
!12 = !DILocation(line: 43, column: 16, scope: !4)
!13 = !DILocation(line: 43, column: 29, scope: !4)
!14 = !DILocation(line: 45, column: 9, scope: !4)
!15 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fmatmul_2eMatMul_5bfloat64_5d_5f_5fgu", scope: !1, file: !1, line: 38, type: !5, scopeLine: 38, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DILocation(line: 38, column: 6, scope: !15)
!17 = !DILocation(line: 39, column: 22, scope: !15)
!18 = !DILocation(line: 40, column: 23, scope: !15)
!19 = !DILocation(line: 42, column: 24, scope: !15)
!20 = !DILocation(line: 43, column: 5, scope: !15)
!21 = !DILocation(line: 43, column: 16, scope: !15)
!22 = !DILocation(line: 43, column: 29, scope: !15)
!23 = !DILocation(line: 45, column: 9, scope: !15)
