; kern module github.com/kernlab/kern/examples/matmul (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: nofree nosync nounwind
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
  %t12 = icmp sgt i64 %a1, 2, !dbg !7
  %t13 = icmp sgt i64 %a1, 1, !dbg !7
  %t14 = icmp sgt i64 %a1, 0, !dbg !7
  %t15 = icmp sgt i64 %a25, 0, !dbg !8
  %t16 = icmp sgt i64 %a26, 0, !dbg !9
  %t17 = icmp sgt i64 %a8, 0, !dbg !10
  %t18 = icmp sgt i64 %a8, 4, !dbg !11
  %t20 = add i64 %a8, -1, !dbg !11
  %t21 = and i64 %t20, -4, !dbg !11
  %t231 = icmp slt i64 %t9, %a0, !dbg !7
  br i1 %t231, label %b2.lr.ph, label %b17, !dbg !7

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
  br label %b2, !dbg !7

b2:                                               ; preds = %b2.lr.ph, %b16
  %t222 = phi i64 [ %t9, %b2.lr.ph ], [ %t95, %b16 ]
  br i1 %t11, label %b3, label %b4, !dbg !7

b3:                                               ; preds = %b2
  %t222.frozen = freeze i64 %t222
  %.21.frozen = freeze i64 %.21
  %.28 = sdiv i64 %t222.frozen, %.21.frozen, !dbg !7
  %6 = mul i64 %.28, %.21.frozen
  %.22.decomposed = sub i64 %t222.frozen, %6
  %.23 = select i1 %.18, i64 %t222, i64 %.22.decomposed, !dbg !7
  %.29 = sub i64 0, %t222, !dbg !7
  %.30 = select i1 %.19, i64 %.29, i64 %.28, !dbg !7
  %.31 = select i1 %.18, i64 -1, i64 %.30, !dbg !7
  %t26 = mul i64 %.23, %a14, !dbg !7
  %t27 = mul i64 %.23, %a23, !dbg !7
  %t28 = mul i64 %.23, %a32, !dbg !7
  br label %b4, !dbg !7

b4:                                               ; preds = %b3, %b2
  %t29 = phi i64 [ %.31, %b3 ], [ %t222, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6, !dbg !7

b5:                                               ; preds = %b4
  %t29.frozen = freeze i64 %t29
  %.35.frozen = freeze i64 %.35
  %.42 = sdiv i64 %t29.frozen, %.35.frozen, !dbg !7
  %7 = mul i64 %.42, %.35.frozen
  %.36.decomposed = sub i64 %t29.frozen, %7
  %.37 = select i1 %.32, i64 %t29, i64 %.36.decomposed, !dbg !7
  %.43 = sub i64 0, %t29, !dbg !7
  %.44 = select i1 %.33, i64 %.43, i64 %.42, !dbg !7
  %.45 = select i1 %.32, i64 -1, i64 %.44, !dbg !7
  %t35 = mul i64 %.37, %a13, !dbg !7
  %t36 = add i64 %t35, %t30, !dbg !7
  %t37 = mul i64 %.37, %a22, !dbg !7
  %t38 = add i64 %t37, %t31, !dbg !7
  %t39 = mul i64 %.37, %a31, !dbg !7
  %t40 = add i64 %t39, %t32, !dbg !7
  br label %b6, !dbg !7

b6:                                               ; preds = %b5, %b4
  %t41 = phi i64 [ %.45, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t36, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t44 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  br i1 %t13, label %b7, label %b8, !dbg !7

b7:                                               ; preds = %b6
  %t41.frozen = freeze i64 %t41
  %.49.frozen = freeze i64 %.49
  %.56 = sdiv i64 %t41.frozen, %.49.frozen, !dbg !7
  %8 = mul i64 %.56, %.49.frozen
  %.50.decomposed = sub i64 %t41.frozen, %8
  %.51 = select i1 %.46, i64 %t41, i64 %.50.decomposed, !dbg !7
  %.57 = sub i64 0, %t41, !dbg !7
  %.58 = select i1 %.47, i64 %.57, i64 %.56, !dbg !7
  %.59 = select i1 %.46, i64 -1, i64 %.58, !dbg !7
  %t47 = mul i64 %.51, %a12, !dbg !7
  %t48 = add i64 %t47, %t42, !dbg !7
  %t49 = mul i64 %.51, %a21, !dbg !7
  %t50 = add i64 %t49, %t43, !dbg !7
  %t51 = mul i64 %.51, %a30, !dbg !7
  %t52 = add i64 %t51, %t44, !dbg !7
  br label %b8, !dbg !7

b8:                                               ; preds = %b7, %b6
  %t53 = phi i64 [ %.59, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t48, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t50, %b7 ], [ %t43, %b6 ]
  %t56 = phi i64 [ %t52, %b7 ], [ %t44, %b6 ]
  br i1 %t14, label %b9, label %b10, !dbg !7

b9:                                               ; preds = %b8
  %t57 = mul i64 %t53, %a11, !dbg !7
  %t58 = add i64 %t54, %t57, !dbg !7
  %t59 = mul i64 %t53, %a20, !dbg !7
  %t60 = add i64 %t55, %t59, !dbg !7
  %t61 = mul i64 %t53, %a29, !dbg !7
  %t62 = add i64 %t56, %t61, !dbg !7
  br label %b10, !dbg !7

b10:                                              ; preds = %b9, %b8
  %t63 = phi i64 [ %t58, %b9 ], [ %t54, %b8 ]
  %t64 = phi i64 [ %t60, %b9 ], [ %t55, %b8 ]
  %t65 = phi i64 [ %t62, %b9 ], [ %t56, %b8 ]
  %t67 = getelementptr inbounds float, ptr addrspace(1) %a15, i64 %t64, !dbg !7
  br i1 %t15, label %b11.preheader, label %b16, !dbg !8

b11.preheader:                                    ; preds = %b10
  %t68 = getelementptr inbounds float, ptr addrspace(1) %a24, i64 %t65, !dbg !7
  %t66 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t63, !dbg !7
  br label %b11, !dbg !9

b11:                                              ; preds = %b11.preheader, %b15
  %t69 = phi ptr addrspace(1) [ %t94, %b15 ], [ %t66, %b11.preheader ]
  %t70 = phi ptr addrspace(1) [ %t93, %b15 ], [ %t68, %b11.preheader ]
  %t71 = phi i64 [ %t91, %b15 ], [ 0, %b11.preheader ]
  br i1 %t16, label %b12, label %b15, !dbg !9

b12:                                              ; preds = %b11, %b14
  %t72 = phi ptr addrspace(1) [ %t90, %b14 ], [ %t70, %b11 ]
  %t73 = phi ptr addrspace(1) [ %t89, %b14 ], [ %t67, %b11 ]
  %t74 = phi i64 [ %t87, %b14 ], [ 0, %b11 ]
  br i1 %t17, label %b18, label %b14, !dbg !10

b13:                                              ; preds = %b13.preheader, %b13
  %t75 = phi ptr addrspace(1) [ %t85, %b13 ], [ %t75.ph, %b13.preheader ]
  %t76 = phi ptr addrspace(1) [ %t84, %b13 ], [ %t76.ph, %b13.preheader ]
  %t77 = phi float [ %t81, %b13 ], [ %t77.ph, %b13.preheader ]
  %t78 = phi i64 [ %t82, %b13 ], [ %t78.ph, %b13.preheader ]
  %.60 = load float, ptr addrspace(1) %t76, align 4, !dbg !12
  %.61 = load float, ptr addrspace(1) %t75, align 4, !dbg !13
  %t81 = tail call float @llvm.fma.f32(float %.60, float %.61, float %t77), !dbg !11
  %t82 = add nuw nsw i64 %t78, 1, !dbg !11
  %t83 = icmp slt i64 %t82, %a8, !dbg !11
  %t84 = getelementptr inbounds float, ptr addrspace(1) %t76, i64 %a10, !dbg !12
  %t85 = getelementptr inbounds float, ptr addrspace(1) %t75, i64 %a18, !dbg !13
  br i1 %t83, label %b13, label %b14, !dbg !11

b14:                                              ; preds = %b13, %b12
  %t86 = phi float [ 0.000000e+00, %b12 ], [ %t81, %b13 ]
  store float %t86, ptr addrspace(1) %t72, align 4, !dbg !14
  %t87 = add nuw nsw i64 %t74, 1, !dbg !14
  %t89 = getelementptr inbounds float, ptr addrspace(1) %t73, i64 %a19, !dbg !13
  %t90 = getelementptr inbounds float, ptr addrspace(1) %t72, i64 %a28, !dbg !14
  %exitcond.not = icmp eq i64 %t87, %a26, !dbg !14
  br i1 %exitcond.not, label %b15, label %b12, !dbg !14

b15:                                              ; preds = %b14, %b11
  %t91 = add nuw nsw i64 %t71, 1, !dbg !14
  %t93 = getelementptr inbounds float, ptr addrspace(1) %t70, i64 %a27, !dbg !14
  %t94 = getelementptr inbounds float, ptr addrspace(1) %t69, i64 %a9, !dbg !12
  %exitcond3.not = icmp eq i64 %t91, %a25, !dbg !14
  br i1 %exitcond3.not, label %b16, label %b11, !dbg !14

b16:                                              ; preds = %b15, %b10
  %t95 = add i64 %t222, %t10, !dbg !7
  %t23 = icmp slt i64 %t95, %a0, !dbg !7
  br i1 %t23, label %b2, label %b17, !dbg !7

b17:                                              ; preds = %b16, %entry
  ret void, !dbg !7

b18:                                              ; preds = %b12
  br i1 %t18, label %b20, label %b13.preheader, !dbg !11

b13.preheader:                                    ; preds = %b20, %b18
  %t75.ph = phi ptr addrspace(1) [ %t73, %b18 ], [ %t120, %b20 ]
  %t76.ph = phi ptr addrspace(1) [ %t69, %b18 ], [ %t119, %b20 ]
  %t77.ph = phi float [ 0.000000e+00, %b18 ], [ %t117, %b20 ]
  %t78.ph = phi i64 [ 0, %b18 ], [ %t21, %b20 ]
  br label %b13, !dbg !11

b20:                                              ; preds = %b18, %b20
  %t96 = phi ptr addrspace(1) [ %t120, %b20 ], [ %t73, %b18 ]
  %t97 = phi ptr addrspace(1) [ %t119, %b20 ], [ %t69, %b18 ]
  %t98 = phi float [ %t117, %b20 ], [ 0.000000e+00, %b18 ]
  %t99 = phi i64 [ %t118, %b20 ], [ 0, %b18 ]
  %.62 = load float, ptr addrspace(1) %t97, align 4, !dbg !12
  %.63 = load float, ptr addrspace(1) %t96, align 4, !dbg !13
  %t102 = tail call float @llvm.fma.f32(float %.62, float %.63, float %t98), !dbg !11
  %t103 = getelementptr inbounds float, ptr addrspace(1) %t97, i64 %a10, !dbg !12
  %t104 = getelementptr inbounds float, ptr addrspace(1) %t96, i64 %a18, !dbg !13
  %.64 = load float, ptr addrspace(1) %t103, align 4, !dbg !12
  %.65 = load float, ptr addrspace(1) %t104, align 4, !dbg !13
  %t107 = tail call float @llvm.fma.f32(float %.64, float %.65, float %t102), !dbg !11
  %t108 = getelementptr inbounds float, ptr addrspace(1) %t103, i64 %a10, !dbg !12
  %t109 = getelementptr inbounds float, ptr addrspace(1) %t104, i64 %a18, !dbg !13
  %.66 = load float, ptr addrspace(1) %t108, align 4, !dbg !12
  %.67 = load float, ptr addrspace(1) %t109, align 4, !dbg !13
  %t112 = tail call float @llvm.fma.f32(float %.66, float %.67, float %t107), !dbg !11
  %t113 = getelementptr inbounds float, ptr addrspace(1) %t108, i64 %a10, !dbg !12
  %t114 = getelementptr inbounds float, ptr addrspace(1) %t109, i64 %a18, !dbg !13
  %.68 = load float, ptr addrspace(1) %t113, align 4, !dbg !12
  %.69 = load float, ptr addrspace(1) %t114, align 4, !dbg !13
  %t117 = tail call float @llvm.fma.f32(float %.68, float %.69, float %t112), !dbg !11
  %t118 = add nuw nsw i64 %t99, 4, !dbg !11
  %t119 = getelementptr inbounds float, ptr addrspace(1) %t113, i64 %a10, !dbg !12
  %t120 = getelementptr inbounds float, ptr addrspace(1) %t114, i64 %a18, !dbg !13
  %t121.not = icmp eq i64 %t118, %t21, !dbg !11
  br i1 %t121.not, label %b13.preheader, label %b20, !dbg !11
}

; Function Attrs: nofree nosync nounwind
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
  %t12 = icmp sgt i64 %a1, 2, !dbg !16
  %t13 = icmp sgt i64 %a1, 1, !dbg !16
  %t14 = icmp sgt i64 %a1, 0, !dbg !16
  %t15 = icmp sgt i64 %a25, 0, !dbg !17
  %t16 = icmp sgt i64 %a26, 0, !dbg !18
  %t17 = icmp sgt i64 %a8, 0, !dbg !19
  %t18 = icmp sgt i64 %a8, 4, !dbg !20
  %t20 = add i64 %a8, -1, !dbg !20
  %t21 = and i64 %t20, -4, !dbg !20
  %t231 = icmp slt i64 %t9, %a0, !dbg !16
  br i1 %t231, label %b2.lr.ph, label %b17, !dbg !16

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
  br label %b2, !dbg !16

b2:                                               ; preds = %b2.lr.ph, %b16
  %t222 = phi i64 [ %t9, %b2.lr.ph ], [ %t95, %b16 ]
  br i1 %t11, label %b3, label %b4, !dbg !16

b3:                                               ; preds = %b2
  %t222.frozen = freeze i64 %t222
  %.21.frozen = freeze i64 %.21
  %.28 = sdiv i64 %t222.frozen, %.21.frozen, !dbg !16
  %6 = mul i64 %.28, %.21.frozen
  %.22.decomposed = sub i64 %t222.frozen, %6
  %.23 = select i1 %.18, i64 %t222, i64 %.22.decomposed, !dbg !16
  %.29 = sub i64 0, %t222, !dbg !16
  %.30 = select i1 %.19, i64 %.29, i64 %.28, !dbg !16
  %.31 = select i1 %.18, i64 -1, i64 %.30, !dbg !16
  %t26 = mul i64 %.23, %a14, !dbg !16
  %t27 = mul i64 %.23, %a23, !dbg !16
  %t28 = mul i64 %.23, %a32, !dbg !16
  br label %b4, !dbg !16

b4:                                               ; preds = %b3, %b2
  %t29 = phi i64 [ %.31, %b3 ], [ %t222, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6, !dbg !16

b5:                                               ; preds = %b4
  %t29.frozen = freeze i64 %t29
  %.35.frozen = freeze i64 %.35
  %.42 = sdiv i64 %t29.frozen, %.35.frozen, !dbg !16
  %7 = mul i64 %.42, %.35.frozen
  %.36.decomposed = sub i64 %t29.frozen, %7
  %.37 = select i1 %.32, i64 %t29, i64 %.36.decomposed, !dbg !16
  %.43 = sub i64 0, %t29, !dbg !16
  %.44 = select i1 %.33, i64 %.43, i64 %.42, !dbg !16
  %.45 = select i1 %.32, i64 -1, i64 %.44, !dbg !16
  %t35 = mul i64 %.37, %a13, !dbg !16
  %t36 = add i64 %t35, %t30, !dbg !16
  %t37 = mul i64 %.37, %a22, !dbg !16
  %t38 = add i64 %t37, %t31, !dbg !16
  %t39 = mul i64 %.37, %a31, !dbg !16
  %t40 = add i64 %t39, %t32, !dbg !16
  br label %b6, !dbg !16

b6:                                               ; preds = %b5, %b4
  %t41 = phi i64 [ %.45, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t36, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t44 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  br i1 %t13, label %b7, label %b8, !dbg !16

b7:                                               ; preds = %b6
  %t41.frozen = freeze i64 %t41
  %.49.frozen = freeze i64 %.49
  %.56 = sdiv i64 %t41.frozen, %.49.frozen, !dbg !16
  %8 = mul i64 %.56, %.49.frozen
  %.50.decomposed = sub i64 %t41.frozen, %8
  %.51 = select i1 %.46, i64 %t41, i64 %.50.decomposed, !dbg !16
  %.57 = sub i64 0, %t41, !dbg !16
  %.58 = select i1 %.47, i64 %.57, i64 %.56, !dbg !16
  %.59 = select i1 %.46, i64 -1, i64 %.58, !dbg !16
  %t47 = mul i64 %.51, %a12, !dbg !16
  %t48 = add i64 %t47, %t42, !dbg !16
  %t49 = mul i64 %.51, %a21, !dbg !16
  %t50 = add i64 %t49, %t43, !dbg !16
  %t51 = mul i64 %.51, %a30, !dbg !16
  %t52 = add i64 %t51, %t44, !dbg !16
  br label %b8, !dbg !16

b8:                                               ; preds = %b7, %b6
  %t53 = phi i64 [ %.59, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t48, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t50, %b7 ], [ %t43, %b6 ]
  %t56 = phi i64 [ %t52, %b7 ], [ %t44, %b6 ]
  br i1 %t14, label %b9, label %b10, !dbg !16

b9:                                               ; preds = %b8
  %t57 = mul i64 %t53, %a11, !dbg !16
  %t58 = add i64 %t54, %t57, !dbg !16
  %t59 = mul i64 %t53, %a20, !dbg !16
  %t60 = add i64 %t55, %t59, !dbg !16
  %t61 = mul i64 %t53, %a29, !dbg !16
  %t62 = add i64 %t56, %t61, !dbg !16
  br label %b10, !dbg !16

b10:                                              ; preds = %b9, %b8
  %t63 = phi i64 [ %t58, %b9 ], [ %t54, %b8 ]
  %t64 = phi i64 [ %t60, %b9 ], [ %t55, %b8 ]
  %t65 = phi i64 [ %t62, %b9 ], [ %t56, %b8 ]
  %t67 = getelementptr inbounds double, ptr addrspace(1) %a15, i64 %t64, !dbg !16
  br i1 %t15, label %b11.preheader, label %b16, !dbg !17

b11.preheader:                                    ; preds = %b10
  %t68 = getelementptr inbounds double, ptr addrspace(1) %a24, i64 %t65, !dbg !16
  %t66 = getelementptr inbounds double, ptr addrspace(1) %a6, i64 %t63, !dbg !16
  br label %b11, !dbg !18

b11:                                              ; preds = %b11.preheader, %b15
  %t69 = phi ptr addrspace(1) [ %t94, %b15 ], [ %t66, %b11.preheader ]
  %t70 = phi ptr addrspace(1) [ %t93, %b15 ], [ %t68, %b11.preheader ]
  %t71 = phi i64 [ %t91, %b15 ], [ 0, %b11.preheader ]
  br i1 %t16, label %b12, label %b15, !dbg !18

b12:                                              ; preds = %b11, %b14
  %t72 = phi ptr addrspace(1) [ %t90, %b14 ], [ %t70, %b11 ]
  %t73 = phi ptr addrspace(1) [ %t89, %b14 ], [ %t67, %b11 ]
  %t74 = phi i64 [ %t87, %b14 ], [ 0, %b11 ]
  br i1 %t17, label %b18, label %b14, !dbg !19

b13:                                              ; preds = %b13.preheader, %b13
  %t75 = phi ptr addrspace(1) [ %t85, %b13 ], [ %t75.ph, %b13.preheader ]
  %t76 = phi ptr addrspace(1) [ %t84, %b13 ], [ %t76.ph, %b13.preheader ]
  %t77 = phi double [ %t81, %b13 ], [ %t77.ph, %b13.preheader ]
  %t78 = phi i64 [ %t82, %b13 ], [ %t78.ph, %b13.preheader ]
  %.60 = load double, ptr addrspace(1) %t76, align 8, !dbg !21
  %.61 = load double, ptr addrspace(1) %t75, align 8, !dbg !22
  %t81 = tail call double @llvm.fma.f64(double %.60, double %.61, double %t77), !dbg !20
  %t82 = add nuw nsw i64 %t78, 1, !dbg !20
  %t83 = icmp slt i64 %t82, %a8, !dbg !20
  %t84 = getelementptr inbounds double, ptr addrspace(1) %t76, i64 %a10, !dbg !21
  %t85 = getelementptr inbounds double, ptr addrspace(1) %t75, i64 %a18, !dbg !22
  br i1 %t83, label %b13, label %b14, !dbg !20

b14:                                              ; preds = %b13, %b12
  %t86 = phi double [ 0.000000e+00, %b12 ], [ %t81, %b13 ]
  store double %t86, ptr addrspace(1) %t72, align 8, !dbg !23
  %t87 = add nuw nsw i64 %t74, 1, !dbg !23
  %t89 = getelementptr inbounds double, ptr addrspace(1) %t73, i64 %a19, !dbg !22
  %t90 = getelementptr inbounds double, ptr addrspace(1) %t72, i64 %a28, !dbg !23
  %exitcond.not = icmp eq i64 %t87, %a26, !dbg !23
  br i1 %exitcond.not, label %b15, label %b12, !dbg !23

b15:                                              ; preds = %b14, %b11
  %t91 = add nuw nsw i64 %t71, 1, !dbg !23
  %t93 = getelementptr inbounds double, ptr addrspace(1) %t70, i64 %a27, !dbg !23
  %t94 = getelementptr inbounds double, ptr addrspace(1) %t69, i64 %a9, !dbg !21
  %exitcond3.not = icmp eq i64 %t91, %a25, !dbg !23
  br i1 %exitcond3.not, label %b16, label %b11, !dbg !23

b16:                                              ; preds = %b15, %b10
  %t95 = add i64 %t222, %t10, !dbg !16
  %t23 = icmp slt i64 %t95, %a0, !dbg !16
  br i1 %t23, label %b2, label %b17, !dbg !16

b17:                                              ; preds = %b16, %entry
  ret void, !dbg !16

b18:                                              ; preds = %b12
  br i1 %t18, label %b20, label %b13.preheader, !dbg !20

b13.preheader:                                    ; preds = %b20, %b18
  %t75.ph = phi ptr addrspace(1) [ %t73, %b18 ], [ %t120, %b20 ]
  %t76.ph = phi ptr addrspace(1) [ %t69, %b18 ], [ %t119, %b20 ]
  %t77.ph = phi double [ 0.000000e+00, %b18 ], [ %t117, %b20 ]
  %t78.ph = phi i64 [ 0, %b18 ], [ %t21, %b20 ]
  br label %b13, !dbg !20

b20:                                              ; preds = %b18, %b20
  %t96 = phi ptr addrspace(1) [ %t120, %b20 ], [ %t73, %b18 ]
  %t97 = phi ptr addrspace(1) [ %t119, %b20 ], [ %t69, %b18 ]
  %t98 = phi double [ %t117, %b20 ], [ 0.000000e+00, %b18 ]
  %t99 = phi i64 [ %t118, %b20 ], [ 0, %b18 ]
  %.62 = load double, ptr addrspace(1) %t97, align 8, !dbg !21
  %.63 = load double, ptr addrspace(1) %t96, align 8, !dbg !22
  %t102 = tail call double @llvm.fma.f64(double %.62, double %.63, double %t98), !dbg !20
  %t103 = getelementptr inbounds double, ptr addrspace(1) %t97, i64 %a10, !dbg !21
  %t104 = getelementptr inbounds double, ptr addrspace(1) %t96, i64 %a18, !dbg !22
  %.64 = load double, ptr addrspace(1) %t103, align 8, !dbg !21
  %.65 = load double, ptr addrspace(1) %t104, align 8, !dbg !22
  %t107 = tail call double @llvm.fma.f64(double %.64, double %.65, double %t102), !dbg !20
  %t108 = getelementptr inbounds double, ptr addrspace(1) %t103, i64 %a10, !dbg !21
  %t109 = getelementptr inbounds double, ptr addrspace(1) %t104, i64 %a18, !dbg !22
  %.66 = load double, ptr addrspace(1) %t108, align 8, !dbg !21
  %.67 = load double, ptr addrspace(1) %t109, align 8, !dbg !22
  %t112 = tail call double @llvm.fma.f64(double %.66, double %.67, double %t107), !dbg !20
  %t113 = getelementptr inbounds double, ptr addrspace(1) %t108, i64 %a10, !dbg !21
  %t114 = getelementptr inbounds double, ptr addrspace(1) %t109, i64 %a18, !dbg !22
  %.68 = load double, ptr addrspace(1) %t113, align 8, !dbg !21
  %.69 = load double, ptr addrspace(1) %t114, align 8, !dbg !22
  %t117 = tail call double @llvm.fma.f64(double %.68, double %.69, double %t112), !dbg !20
  %t118 = add nuw nsw i64 %t99, 4, !dbg !20
  %t119 = getelementptr inbounds double, ptr addrspace(1) %t113, i64 %a10, !dbg !21
  %t120 = getelementptr inbounds double, ptr addrspace(1) %t114, i64 %a18, !dbg !22
  %t121.not = icmp eq i64 %t118, %t21, !dbg !20
  br i1 %t121.not, label %b13.preheader, label %b20, !dbg !20
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

attributes #0 = { nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }

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
