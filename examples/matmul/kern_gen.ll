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
  %t221 = icmp slt i64 %t9, %a0, !dbg !7
  br i1 %t221, label %b2.lr.ph, label %b17, !dbg !7

b2.lr.ph:                                         ; preds = %entry
  %.22 = shl nsw i64 %a10, 2
  %.23 = shl nsw i64 %a18, 2
  br label %b2, !dbg !7

b2:                                               ; preds = %b2.lr.ph, %b16
  %t212 = phi i64 [ %t9, %b2.lr.ph ], [ %t103, %b16 ]
  br i1 %t11, label %b3, label %b4, !dbg !7

b3:                                               ; preds = %b2
  %.17 = tail call i64 asm sideeffect "", "=s,0"(i64 %a5) #3, !dbg !7
  %t24 = udiv i64 %t212, %.17, !dbg !7
  %t26 = mul i64 %t24, %a5, !dbg !7
  %t27 = sub i64 %t212, %t26, !dbg !7
  %t28 = mul i64 %t27, %a14, !dbg !7
  %t29 = mul i64 %t27, %a23, !dbg !7
  %t30 = mul i64 %t27, %a32, !dbg !7
  br label %b4, !dbg !7

b4:                                               ; preds = %b3, %b2
  %t31 = phi i64 [ %t24, %b3 ], [ %t212, %b2 ]
  %t32 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t30, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6, !dbg !7

b5:                                               ; preds = %b4
  %.18 = tail call i64 asm sideeffect "", "=s,0"(i64 %a4) #3, !dbg !7
  %t36 = udiv i64 %t31, %.18, !dbg !7
  %t38 = mul i64 %t36, %a4, !dbg !7
  %t39 = sub i64 %t31, %t38, !dbg !7
  %t40 = mul i64 %t39, %a13, !dbg !7
  %t41 = add i64 %t40, %t32, !dbg !7
  %t42 = mul i64 %t39, %a22, !dbg !7
  %t43 = add i64 %t42, %t33, !dbg !7
  %t44 = mul i64 %t39, %a31, !dbg !7
  %t45 = add i64 %t44, %t34, !dbg !7
  br label %b6, !dbg !7

b6:                                               ; preds = %b5, %b4
  %t46 = phi i64 [ %t36, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t41, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t43, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t34, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !7

b7:                                               ; preds = %b6
  %.19 = tail call i64 asm sideeffect "", "=s,0"(i64 %a3) #3, !dbg !7
  %t51 = udiv i64 %t46, %.19, !dbg !7
  %t53 = mul i64 %t51, %a3, !dbg !7
  %t54 = sub i64 %t46, %t53, !dbg !7
  %t55 = mul i64 %t54, %a12, !dbg !7
  %t56 = add i64 %t55, %t47, !dbg !7
  %t57 = mul i64 %t54, %a21, !dbg !7
  %t58 = add i64 %t57, %t48, !dbg !7
  %t59 = mul i64 %t54, %a30, !dbg !7
  %t60 = add i64 %t59, %t49, !dbg !7
  br label %b8, !dbg !7

b8:                                               ; preds = %b7, %b6
  %t61 = phi i64 [ %t51, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t56, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t58, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t60, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10, !dbg !7

b9:                                               ; preds = %b8
  %t65 = mul i64 %t61, %a11, !dbg !7
  %t66 = add i64 %t62, %t65, !dbg !7
  %t67 = mul i64 %t61, %a20, !dbg !7
  %t68 = add i64 %t63, %t67, !dbg !7
  %t69 = mul i64 %t61, %a29, !dbg !7
  %t70 = add i64 %t64, %t69, !dbg !7
  br label %b10, !dbg !7

b10:                                              ; preds = %b9, %b8
  %t71 = phi i64 [ %t66, %b9 ], [ %t62, %b8 ]
  %t72 = phi i64 [ %t68, %b9 ], [ %t63, %b8 ]
  %t73 = phi i64 [ %t70, %b9 ], [ %t64, %b8 ]
  %t74 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t71, !dbg !7
  %t75 = getelementptr inbounds float, ptr addrspace(1) %a15, i64 %t72, !dbg !7
  %t76 = getelementptr inbounds float, ptr addrspace(1) %a24, i64 %t73, !dbg !7
  br i1 %t18, label %b11, label %b16, !dbg !8

b11:                                              ; preds = %b10, %b15
  %t77 = phi i64 [ %t101, %b15 ], [ 0, %b10 ]
  %t78 = mul i64 %t77, %a9, !dbg !11
  %t79 = mul i64 %t77, %a27, !dbg !12
  %t80 = getelementptr inbounds float, ptr addrspace(1) %t74, i64 %t78, !dbg !11
  br i1 %t19, label %b12, label %b15, !dbg !9

b12:                                              ; preds = %b11, %b14
  %t81 = phi i64 [ %t99, %b14 ], [ 0, %b11 ]
  br i1 %t20, label %b13.preheader, label %b14, !dbg !10

b13.preheader:                                    ; preds = %b12
  %t82 = mul i64 %t81, %a19, !dbg !13
  %t83 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %t82, !dbg !13
  br label %b13, !dbg !14

b13:                                              ; preds = %b13.preheader, %b13
  %t84 = phi ptr addrspace(1) [ %t94, %b13 ], [ %t83, %b13.preheader ]
  %t85 = phi ptr addrspace(1) [ %t93, %b13 ], [ %t80, %b13.preheader ]
  %t86 = phi float [ %t90, %b13 ], [ 0.000000e+00, %b13.preheader ]
  %t87 = phi i64 [ %t91, %b13 ], [ 0, %b13.preheader ]
  %.20 = load float, ptr addrspace(1) %t85, align 4, !dbg !11
  %.21 = load float, ptr addrspace(1) %t84, align 4, !dbg !13
  %t90 = tail call float @llvm.fma.f32(float %.20, float %.21, float %t86), !dbg !14
  %t91 = add nuw nsw i64 %t87, 1, !dbg !14
  %t93 = getelementptr inbounds i8, ptr addrspace(1) %t85, i64 %.22, !dbg !11
  %t94 = getelementptr inbounds i8, ptr addrspace(1) %t84, i64 %.23, !dbg !13
  %exitcond.not = icmp eq i64 %t91, %a8, !dbg !14
  br i1 %exitcond.not, label %b14, label %b13, !dbg !14

b14:                                              ; preds = %b13, %b12
  %t95 = phi float [ 0.000000e+00, %b12 ], [ %t90, %b13 ]
  %t96 = mul i64 %t81, %a28, !dbg !12
  %t97 = add i64 %t96, %t79, !dbg !12
  %t98 = getelementptr inbounds float, ptr addrspace(1) %t76, i64 %t97, !dbg !12
  store float %t95, ptr addrspace(1) %t98, align 4, !dbg !12
  %t99 = add nuw nsw i64 %t81, 1, !dbg !12
  %exitcond3.not = icmp eq i64 %t99, %a26, !dbg !12
  br i1 %exitcond3.not, label %b15, label %b12, !dbg !12

b15:                                              ; preds = %b14, %b11
  %t101 = add nuw nsw i64 %t77, 1, !dbg !12
  %exitcond4.not = icmp eq i64 %t101, %a25, !dbg !12
  br i1 %exitcond4.not, label %b16, label %b11, !dbg !12

b16:                                              ; preds = %b15, %b10
  %t103 = add i64 %t212, %t10, !dbg !7
  %t22 = icmp slt i64 %t103, %a0, !dbg !7
  br i1 %t22, label %b2, label %b17, !dbg !7

b17:                                              ; preds = %b16, %entry
  ret void, !dbg !7
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
  %t221 = icmp slt i64 %t9, %a0, !dbg !16
  br i1 %t221, label %b2.lr.ph, label %b17, !dbg !16

b2.lr.ph:                                         ; preds = %entry
  %.22 = shl nsw i64 %a10, 3
  %.23 = shl nsw i64 %a18, 3
  br label %b2, !dbg !16

b2:                                               ; preds = %b2.lr.ph, %b16
  %t212 = phi i64 [ %t9, %b2.lr.ph ], [ %t103, %b16 ]
  br i1 %t11, label %b3, label %b4, !dbg !16

b3:                                               ; preds = %b2
  %.17 = tail call i64 asm sideeffect "", "=s,0"(i64 %a5) #3, !dbg !16
  %t24 = udiv i64 %t212, %.17, !dbg !16
  %t26 = mul i64 %t24, %a5, !dbg !16
  %t27 = sub i64 %t212, %t26, !dbg !16
  %t28 = mul i64 %t27, %a14, !dbg !16
  %t29 = mul i64 %t27, %a23, !dbg !16
  %t30 = mul i64 %t27, %a32, !dbg !16
  br label %b4, !dbg !16

b4:                                               ; preds = %b3, %b2
  %t31 = phi i64 [ %t24, %b3 ], [ %t212, %b2 ]
  %t32 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t30, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6, !dbg !16

b5:                                               ; preds = %b4
  %.18 = tail call i64 asm sideeffect "", "=s,0"(i64 %a4) #3, !dbg !16
  %t36 = udiv i64 %t31, %.18, !dbg !16
  %t38 = mul i64 %t36, %a4, !dbg !16
  %t39 = sub i64 %t31, %t38, !dbg !16
  %t40 = mul i64 %t39, %a13, !dbg !16
  %t41 = add i64 %t40, %t32, !dbg !16
  %t42 = mul i64 %t39, %a22, !dbg !16
  %t43 = add i64 %t42, %t33, !dbg !16
  %t44 = mul i64 %t39, %a31, !dbg !16
  %t45 = add i64 %t44, %t34, !dbg !16
  br label %b6, !dbg !16

b6:                                               ; preds = %b5, %b4
  %t46 = phi i64 [ %t36, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t41, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t43, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t45, %b5 ], [ %t34, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !16

b7:                                               ; preds = %b6
  %.19 = tail call i64 asm sideeffect "", "=s,0"(i64 %a3) #3, !dbg !16
  %t51 = udiv i64 %t46, %.19, !dbg !16
  %t53 = mul i64 %t51, %a3, !dbg !16
  %t54 = sub i64 %t46, %t53, !dbg !16
  %t55 = mul i64 %t54, %a12, !dbg !16
  %t56 = add i64 %t55, %t47, !dbg !16
  %t57 = mul i64 %t54, %a21, !dbg !16
  %t58 = add i64 %t57, %t48, !dbg !16
  %t59 = mul i64 %t54, %a30, !dbg !16
  %t60 = add i64 %t59, %t49, !dbg !16
  br label %b8, !dbg !16

b8:                                               ; preds = %b7, %b6
  %t61 = phi i64 [ %t51, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t56, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t58, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t60, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10, !dbg !16

b9:                                               ; preds = %b8
  %t65 = mul i64 %t61, %a11, !dbg !16
  %t66 = add i64 %t62, %t65, !dbg !16
  %t67 = mul i64 %t61, %a20, !dbg !16
  %t68 = add i64 %t63, %t67, !dbg !16
  %t69 = mul i64 %t61, %a29, !dbg !16
  %t70 = add i64 %t64, %t69, !dbg !16
  br label %b10, !dbg !16

b10:                                              ; preds = %b9, %b8
  %t71 = phi i64 [ %t66, %b9 ], [ %t62, %b8 ]
  %t72 = phi i64 [ %t68, %b9 ], [ %t63, %b8 ]
  %t73 = phi i64 [ %t70, %b9 ], [ %t64, %b8 ]
  %t74 = getelementptr inbounds double, ptr addrspace(1) %a6, i64 %t71, !dbg !16
  %t75 = getelementptr inbounds double, ptr addrspace(1) %a15, i64 %t72, !dbg !16
  %t76 = getelementptr inbounds double, ptr addrspace(1) %a24, i64 %t73, !dbg !16
  br i1 %t18, label %b11, label %b16, !dbg !17

b11:                                              ; preds = %b10, %b15
  %t77 = phi i64 [ %t101, %b15 ], [ 0, %b10 ]
  %t78 = mul i64 %t77, %a9, !dbg !20
  %t79 = mul i64 %t77, %a27, !dbg !21
  %t80 = getelementptr inbounds double, ptr addrspace(1) %t74, i64 %t78, !dbg !20
  br i1 %t19, label %b12, label %b15, !dbg !18

b12:                                              ; preds = %b11, %b14
  %t81 = phi i64 [ %t99, %b14 ], [ 0, %b11 ]
  br i1 %t20, label %b13.preheader, label %b14, !dbg !19

b13.preheader:                                    ; preds = %b12
  %t82 = mul i64 %t81, %a19, !dbg !22
  %t83 = getelementptr inbounds double, ptr addrspace(1) %t75, i64 %t82, !dbg !22
  br label %b13, !dbg !23

b13:                                              ; preds = %b13.preheader, %b13
  %t84 = phi ptr addrspace(1) [ %t94, %b13 ], [ %t83, %b13.preheader ]
  %t85 = phi ptr addrspace(1) [ %t93, %b13 ], [ %t80, %b13.preheader ]
  %t86 = phi double [ %t90, %b13 ], [ 0.000000e+00, %b13.preheader ]
  %t87 = phi i64 [ %t91, %b13 ], [ 0, %b13.preheader ]
  %.20 = load double, ptr addrspace(1) %t85, align 8, !dbg !20
  %.21 = load double, ptr addrspace(1) %t84, align 8, !dbg !22
  %t90 = tail call double @llvm.fma.f64(double %.20, double %.21, double %t86), !dbg !23
  %t91 = add nuw nsw i64 %t87, 1, !dbg !23
  %t93 = getelementptr inbounds i8, ptr addrspace(1) %t85, i64 %.22, !dbg !20
  %t94 = getelementptr inbounds i8, ptr addrspace(1) %t84, i64 %.23, !dbg !22
  %exitcond.not = icmp eq i64 %t91, %a8, !dbg !23
  br i1 %exitcond.not, label %b14, label %b13, !dbg !23

b14:                                              ; preds = %b13, %b12
  %t95 = phi double [ 0.000000e+00, %b12 ], [ %t90, %b13 ]
  %t96 = mul i64 %t81, %a28, !dbg !21
  %t97 = add i64 %t96, %t79, !dbg !21
  %t98 = getelementptr inbounds double, ptr addrspace(1) %t76, i64 %t97, !dbg !21
  store double %t95, ptr addrspace(1) %t98, align 8, !dbg !21
  %t99 = add nuw nsw i64 %t81, 1, !dbg !21
  %exitcond3.not = icmp eq i64 %t99, %a26, !dbg !21
  br i1 %exitcond3.not, label %b15, label %b12, !dbg !21

b15:                                              ; preds = %b14, %b11
  %t101 = add nuw nsw i64 %t77, 1, !dbg !21
  %exitcond4.not = icmp eq i64 %t101, %a25, !dbg !21
  br i1 %exitcond4.not, label %b16, label %b11, !dbg !21

b16:                                              ; preds = %b15, %b10
  %t103 = add i64 %t212, %t10, !dbg !16
  %t22 = icmp slt i64 %t103, %a0, !dbg !16
  br i1 %t22, label %b2, label %b17, !dbg !16

b17:                                              ; preds = %b16, %entry
  ret void, !dbg !16
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
!11 = !DILocation(line: 43, column: 16, scope: !4)
!12 = !DILocation(line: 45, column: 9, scope: !4)
!13 = !DILocation(line: 43, column: 29, scope: !4)
!14 = !DILocation(line: 43, column: 5, scope: !4)
!15 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fmatmul_2eMatMul_5bfloat64_5d_5f_5fgu", scope: !1, file: !1, line: 38, type: !5, scopeLine: 38, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DILocation(line: 38, column: 6, scope: !15)
!17 = !DILocation(line: 39, column: 22, scope: !15)
!18 = !DILocation(line: 40, column: 23, scope: !15)
!19 = !DILocation(line: 42, column: 24, scope: !15)
!20 = !DILocation(line: 43, column: 16, scope: !15)
!21 = !DILocation(line: 45, column: 9, scope: !15)
!22 = !DILocation(line: 43, column: 29, scope: !15)
!23 = !DILocation(line: 43, column: 5, scope: !15)
