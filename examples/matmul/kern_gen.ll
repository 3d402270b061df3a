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
  %t1911 = icmp slt i64 %t9, %a0, !dbg !7
  br i1 %t1911, label %b2.lr.ph, label %b17, !dbg !7

b2.lr.ph:                                         ; preds = %entry
  %.17 = icmp eq i64 %a5, 0
  %.18 = icmp eq i64 %a5, -1
  %0 = add i64 %a5, 1
  %1 = icmp ult i64 %0, 2
  %.20 = select i1 %1, i64 1, i64 %a5
  %.31 = icmp eq i64 %a4, 0
  %.32 = icmp eq i64 %a4, -1
  %2 = add i64 %a4, 1
  %3 = icmp ult i64 %2, 2
  %.34 = select i1 %3, i64 1, i64 %a4
  %.45 = icmp eq i64 %a3, 0
  %.46 = icmp eq i64 %a3, -1
  %4 = add i64 %a3, 1
  %5 = icmp ult i64 %4, 2
  %.48 = select i1 %5, i64 1, i64 %a3
  %t982 = icmp sgt i64 %a8, 4
  br label %b2, !dbg !7

b2:                                               ; preds = %b2.lr.ph, %b16
  %t1812 = phi i64 [ %t9, %b2.lr.ph ], [ %t91, %b16 ]
  br i1 %t11, label %b3, label %b4, !dbg !7

b3:                                               ; preds = %b2
  %t1812.frozen = freeze i64 %t1812
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t1812.frozen, %.20.frozen, !dbg !7
  %6 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t1812.frozen, %6
  %.22 = select i1 %.17, i64 %t1812, i64 %.21.decomposed, !dbg !7
  %.28 = sub i64 0, %t1812, !dbg !7
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !7
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !7
  %t22 = mul i64 %.22, %a14, !dbg !7
  %t23 = mul i64 %.22, %a23, !dbg !7
  %t24 = mul i64 %.22, %a32, !dbg !7
  br label %b4, !dbg !7

b4:                                               ; preds = %b3, %b2
  %t25 = phi i64 [ %.30, %b3 ], [ %t1812, %b2 ]
  %t26 = phi i64 [ %t22, %b3 ], [ 0, %b2 ]
  %t27 = phi i64 [ %t23, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6, !dbg !7

b5:                                               ; preds = %b4
  %t25.frozen = freeze i64 %t25
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t25.frozen, %.34.frozen, !dbg !7
  %7 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t25.frozen, %7
  %.36 = select i1 %.31, i64 %t25, i64 %.35.decomposed, !dbg !7
  %.42 = sub i64 0, %t25, !dbg !7
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !7
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !7
  %t31 = mul i64 %.36, %a13, !dbg !7
  %t32 = add i64 %t31, %t26, !dbg !7
  %t33 = mul i64 %.36, %a22, !dbg !7
  %t34 = add i64 %t33, %t27, !dbg !7
  %t35 = mul i64 %.36, %a31, !dbg !7
  %t36 = add i64 %t35, %t28, !dbg !7
  br label %b6, !dbg !7

b6:                                               ; preds = %b5, %b4
  %t37 = phi i64 [ %.44, %b5 ], [ %t25, %b4 ]
  %t38 = phi i64 [ %t32, %b5 ], [ %t26, %b4 ]
  %t39 = phi i64 [ %t34, %b5 ], [ %t27, %b4 ]
  %t40 = phi i64 [ %t36, %b5 ], [ %t28, %b4 ]
  br i1 %t13, label %b7, label %b8, !dbg !7

b7:                                               ; preds = %b6
  %t37.frozen = freeze i64 %t37
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t37.frozen, %.48.frozen, !dbg !7
  %8 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t37.frozen, %8
  %.50 = select i1 %.45, i64 %t37, i64 %.49.decomposed, !dbg !7
  %.56 = sub i64 0, %t37, !dbg !7
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !7
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !7
  %t43 = mul i64 %.50, %a12, !dbg !7
  %t44 = add i64 %t43, %t38, !dbg !7
  %t45 = mul i64 %.50, %a21, !dbg !7
  %t46 = add i64 %t45, %t39, !dbg !7
  %t47 = mul i64 %.50, %a30, !dbg !7
  %t48 = add i64 %t47, %t40, !dbg !7
  br label %b8, !dbg !7

b8:                                               ; preds = %b7, %b6
  %t49 = phi i64 [ %.58, %b7 ], [ %t37, %b6 ]
  %t50 = phi i64 [ %t44, %b7 ], [ %t38, %b6 ]
  %t51 = phi i64 [ %t46, %b7 ], [ %t39, %b6 ]
  %t52 = phi i64 [ %t48, %b7 ], [ %t40, %b6 ]
  br i1 %t14, label %b9, label %b10, !dbg !7

b9:                                               ; preds = %b8
  %t53 = mul i64 %t49, %a11, !dbg !7
  %t54 = add i64 %t50, %t53, !dbg !7
  %t55 = mul i64 %t49, %a20, !dbg !7
  %t56 = add i64 %t51, %t55, !dbg !7
  %t57 = mul i64 %t49, %a29, !dbg !7
  %t58 = add i64 %t52, %t57, !dbg !7
  br label %b10, !dbg !7

b10:                                              ; preds = %b9, %b8
  %t59 = phi i64 [ %t54, %b9 ], [ %t50, %b8 ]
  %t60 = phi i64 [ %t56, %b9 ], [ %t51, %b8 ]
  %t61 = phi i64 [ %t58, %b9 ], [ %t52, %b8 ]
  %t63 = getelementptr inbounds float, ptr addrspace(1) %a15, i64 %t60, !dbg !7
  br i1 %t15, label %b11.preheader, label %b16, !dbg !8

b11.preheader:                                    ; preds = %b10
  %t64 = getelementptr inbounds float, ptr addrspace(1) %a24, i64 %t61, !dbg !7
  %t62 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t59, !dbg !7
  br label %b11, !dbg !9

b11:                                              ; preds = %b11.preheader, %b15
  %t65 = phi ptr addrspace(1) [ %t90, %b15 ], [ %t62, %b11.preheader ]
  %t66 = phi ptr addrspace(1) [ %t89, %b15 ], [ %t64, %b11.preheader ]
  %t67 = phi i64 [ %t87, %b15 ], [ 0, %b11.preheader ]
  br i1 %t16, label %b12, label %b15, !dbg !9

b12:                                              ; preds = %b11, %b14
  %t68 = phi ptr addrspace(1) [ %t86, %b14 ], [ %t66, %b11 ]
  %t69 = phi ptr addrspace(1) [ %t85, %b14 ], [ %t63, %b11 ]
  %t70 = phi i64 [ %t83, %b14 ], [ 0, %b11 ]
  br i1 %t17, label %b18.preheader, label %b14, !dbg !10

b18.preheader:                                    ; preds = %b12
  br i1 %t982, label %b20, label %b13.preheader, !dbg !11

b13.preheader:                                    ; preds = %b20, %b18.preheader
  %t71.ph = phi ptr addrspace(1) [ %t69, %b18.preheader ], [ %t120, %b20 ]
  %t72.ph = phi ptr addrspace(1) [ %t65, %b18.preheader ], [ %t119, %b20 ]
  %t73.ph = phi float [ 0.000000e+00, %b18.preheader ], [ %t117, %b20 ]
  %t74.ph = phi i64 [ 0, %b18.preheader ], [ %t118, %b20 ]
  br label %b13, !dbg !11

b13:                                              ; preds = %b13.preheader, %b13
  %t71 = phi ptr addrspace(1) [ %t81, %b13 ], [ %t71.ph, %b13.preheader ]
  %t72 = phi ptr addrspace(1) [ %t80, %b13 ], [ %t72.ph, %b13.preheader ]
  %t73 = phi float [ %t77, %b13 ], [ %t73.ph, %b13.preheader ]
  %t74 = phi i64 [ %t78, %b13 ], [ %t74.ph, %b13.preheader ]
  %.59 = load float, ptr addrspace(1) %t72, align 4, !dbg !12
  %.60 = load float, ptr addrspace(1) %t71, align 4, !dbg !13
  %t77 = tail call float @llvm.fma.f32(float %.59, float %.60, float %t73), !dbg !11
  %t78 = add nsw i64 %t74, 1, !dbg !11
  %t79 = icmp slt i64 %t78, %a8, !dbg !11
  %t80 = getelementptr inbounds float, ptr addrspace(1) %t72, i64 %a10, !dbg !12
  %t81 = getelementptr inbounds float, ptr addrspace(1) %t71, i64 %a18, !dbg !13
  br i1 %t79, label %b13, label %b14, !dbg !11

b14:                                              ; preds = %b13, %b12
  %t82 = phi float [ 0.000000e+00, %b12 ], [ %t77, %b13 ]
  store float %t82, ptr addrspace(1) %t68, align 4, !dbg !14
  %t83 = add nuw nsw i64 %t70, 1, !dbg !14
  %t85 = getelementptr inbounds float, ptr addrspace(1) %t69, i64 %a19, !dbg !13
  %t86 = getelementptr inbounds float, ptr addrspace(1) %t68, i64 %a28, !dbg !14
  %exitcond.not = icmp eq i64 %t83, %a26, !dbg !14
  br i1 %exitcond.not, label %b15, label %b12, !dbg !14

b15:                                              ; preds = %b14, %b11
  %t87 = add nuw nsw i64 %t67, 1, !dbg !14
  %t89 = getelementptr inbounds float, ptr addrspace(1) %t66, i64 %a27, !dbg !14
  %t90 = getelementptr inbounds float, ptr addrspace(1) %t65, i64 %a9, !dbg !12
  %exitcond13.not = icmp eq i64 %t87, %a25, !dbg !14
  br i1 %exitcond13.not, label %b16, label %b11, !dbg !14

b16:                                              ; preds = %b15, %b10
  %t91 = add i64 %t1812, %t10, !dbg !7
  %t19 = icmp slt i64 %t91, %a0, !dbg !7
  br i1 %t19, label %b2, label %b17, !dbg !7

b17:                                              ; preds = %b16, %entry
  ret void, !dbg !7

b20:                                              ; preds = %b18.preheader, %b20
  %t957 = phi i64 [ %t118, %b20 ], [ 0, %b18.preheader ]
  %t946 = phi float [ %t117, %b20 ], [ 0.000000e+00, %b18.preheader ]
  %t935 = phi ptr addrspace(1) [ %t119, %b20 ], [ %t65, %b18.preheader ]
  %t924 = phi ptr addrspace(1) [ %t120, %b20 ], [ %t69, %b18.preheader ]
  %.61 = load float, ptr addrspace(1) %t935, align 4, !dbg !12
  %.62 = load float, ptr addrspace(1) %t924, align 4, !dbg !13
  %t102 = tail call float @llvm.fma.f32(float %.61, float %.62, float %t946), !dbg !11
  %t103 = getelementptr inbounds float, ptr addrspace(1) %t935, i64 %a10, !dbg !12
  %t104 = getelementptr inbounds float, ptr addrspace(1) %t924, i64 %a18, !dbg !13
  %.63 = load float, ptr addrspace(1) %t103, align 4, !dbg !12
  %.64 = load float, ptr addrspace(1) %t104, align 4, !dbg !13
  %t107 = tail call float @llvm.fma.f32(float %.63, float %.64, float %t102), !dbg !11
  %t108 = getelementptr inbounds float, ptr addrspace(1) %t103, i64 %a10, !dbg !12
  %t109 = getelementptr inbounds float, ptr addrspace(1) %t104, i64 %a18, !dbg !13
  %.65 = load float, ptr addrspace(1) %t108, align 4, !dbg !12
  %.66 = load float, ptr addrspace(1) %t109, align 4, !dbg !13
  %t112 = tail call float @llvm.fma.f32(float %.65, float %.66, float %t107), !dbg !11
  %t113 = getelementptr inbounds float, ptr addrspace(1) %t108, i64 %a10, !dbg !12
  %t114 = getelementptr inbounds float, ptr addrspace(1) %t109, i64 %a18, !dbg !13
  %.67 = load float, ptr addrspace(1) %t113, align 4, !dbg !12
  %.68 = load float, ptr addrspace(1) %t114, align 4, !dbg !13
  %t117 = tail call float @llvm.fma.f32(float %.67, float %.68, float %t112), !dbg !11
  %t118 = add nuw i64 %t957, 4, !dbg !11
  %t119 = getelementptr inbounds float, ptr addrspace(1) %t113, i64 %a10, !dbg !12
  %t120 = getelementptr inbounds float, ptr addrspace(1) %t114, i64 %a18, !dbg !13
  %t96 = sub i64 %a8, %t118, !dbg !11
  %t97 = icmp slt i64 %t118, %a8, !dbg !11
  %t98 = icmp sgt i64 %t96, 4, !dbg !11
  %t99 = and i1 %t97, %t98, !dbg !11
  br i1 %t99, label %b20, label %b13.preheader, !dbg !11
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
  %t1911 = icmp slt i64 %t9, %a0, !dbg !16
  br i1 %t1911, label %b2.lr.ph, label %b17, !dbg !16

b2.lr.ph:                                         ; preds = %entry
  %.17 = icmp eq i64 %a5, 0
  %.18 = icmp eq i64 %a5, -1
  %0 = add i64 %a5, 1
  %1 = icmp ult i64 %0, 2
  %.20 = select i1 %1, i64 1, i64 %a5
  %.31 = icmp eq i64 %a4, 0
  %.32 = icmp eq i64 %a4, -1
  %2 = add i64 %a4, 1
  %3 = icmp ult i64 %2, 2
  %.34 = select i1 %3, i64 1, i64 %a4
  %.45 = icmp eq i64 %a3, 0
  %.46 = icmp eq i64 %a3, -1
  %4 = add i64 %a3, 1
  %5 = icmp ult i64 %4, 2
  %.48 = select i1 %5, i64 1, i64 %a3
  %t982 = icmp sgt i64 %a8, 4
  br label %b2, !dbg !16

b2:                                               ; preds = %b2.lr.ph, %b16
  %t1812 = phi i64 [ %t9, %b2.lr.ph ], [ %t91, %b16 ]
  br i1 %t11, label %b3, label %b4, !dbg !16

b3:                                               ; preds = %b2
  %t1812.frozen = freeze i64 %t1812
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t1812.frozen, %.20.frozen, !dbg !16
  %6 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t1812.frozen, %6
  %.22 = select i1 %.17, i64 %t1812, i64 %.21.decomposed, !dbg !16
  %.28 = sub i64 0, %t1812, !dbg !16
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !16
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !16
  %t22 = mul i64 %.22, %a14, !dbg !16
  %t23 = mul i64 %.22, %a23, !dbg !16
  %t24 = mul i64 %.22, %a32, !dbg !16
  br label %b4, !dbg !16

b4:                                               ; preds = %b3, %b2
  %t25 = phi i64 [ %.30, %b3 ], [ %t1812, %b2 ]
  %t26 = phi i64 [ %t22, %b3 ], [ 0, %b2 ]
  %t27 = phi i64 [ %t23, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6, !dbg !16

b5:                                               ; preds = %b4
  %t25.frozen = freeze i64 %t25
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t25.frozen, %.34.frozen, !dbg !16
  %7 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t25.frozen, %7
  %.36 = select i1 %.31, i64 %t25, i64 %.35.decomposed, !dbg !16
  %.42 = sub i64 0, %t25, !dbg !16
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !16
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !16
  %t31 = mul i64 %.36, %a13, !dbg !16
  %t32 = add i64 %t31, %t26, !dbg !16
  %t33 = mul i64 %.36, %a22, !dbg !16
  %t34 = add i64 %t33, %t27, !dbg !16
  %t35 = mul i64 %.36, %a31, !dbg !16
  %t36 = add i64 %t35, %t28, !dbg !16
  br label %b6, !dbg !16

b6:                                               ; preds = %b5, %b4
  %t37 = phi i64 [ %.44, %b5 ], [ %t25, %b4 ]
  %t38 = phi i64 [ %t32, %b5 ], [ %t26, %b4 ]
  %t39 = phi i64 [ %t34, %b5 ], [ %t27, %b4 ]
  %t40 = phi i64 [ %t36, %b5 ], [ %t28, %b4 ]
  br i1 %t13, label %b7, label %b8, !dbg !16

b7:                                               ; preds = %b6
  %t37.frozen = freeze i64 %t37
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t37.frozen, %.48.frozen, !dbg !16
  %8 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t37.frozen, %8
  %.50 = select i1 %.45, i64 %t37, i64 %.49.decomposed, !dbg !16
  %.56 = sub i64 0, %t37, !dbg !16
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !16
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !16
  %t43 = mul i64 %.50, %a12, !dbg !16
  %t44 = add i64 %t43, %t38, !dbg !16
  %t45 = mul i64 %.50, %a21, !dbg !16
  %t46 = add i64 %t45, %t39, !dbg !16
  %t47 = mul i64 %.50, %a30, !dbg !16
  %t48 = add i64 %t47, %t40, !dbg !16
  br label %b8, !dbg !16

b8:                                               ; preds = %b7, %b6
  %t49 = phi i64 [ %.58, %b7 ], [ %t37, %b6 ]
  %t50 = phi i64 [ %t44, %b7 ], [ %t38, %b6 ]
  %t51 = phi i64 [ %t46, %b7 ], [ %t39, %b6 ]
  %t52 = phi i64 [ %t48, %b7 ], [ %t40, %b6 ]
  br i1 %t14, label %b9, label %b10, !dbg !16

b9:                                               ; preds = %b8
  %t53 = mul i64 %t49, %a11, !dbg !16
  %t54 = add i64 %t50, %t53, !dbg !16
  %t55 = mul i64 %t49, %a20, !dbg !16
  %t56 = add i64 %t51, %t55, !dbg !16
  %t57 = mul i64 %t49, %a29, !dbg !16
  %t58 = add i64 %t52, %t57, !dbg !16
  br label %b10, !dbg !16

b10:                                              ; preds = %b9, %b8
  %t59 = phi i64 [ %t54, %b9 ], [ %t50, %b8 ]
  %t60 = phi i64 [ %t56, %b9 ], [ %t51, %b8 ]
  %t61 = phi i64 [ %t58, %b9 ], [ %t52, %b8 ]
  %t63 = getelementptr inbounds double, ptr addrspace(1) %a15, i64 %t60, !dbg !16
  br i1 %t15, label %b11.preheader, label %b16, !dbg !17

b11.preheader:                                    ; preds = %b10
  %t64 = getelementptr inbounds double, ptr addrspace(1) %a24, i64 %t61, !dbg !16
  %t62 = getelementptr inbounds double, ptr addrspace(1) %a6, i64 %t59, !dbg !16
  br label %b11, !dbg !18

b11:                                              ; preds = %b11.preheader, %b15
  %t65 = phi ptr addrspace(1) [ %t90, %b15 ], [ %t62, %b11.preheader ]
  %t66 = phi ptr addrspace(1) [ %t89, %b15 ], [ %t64, %b11.preheader ]
  %t67 = phi i64 [ %t87, %b15 ], [ 0, %b11.preheader ]
  br i1 %t16, label %b12, label %b15, !dbg !18

b12:                                              ; preds = %b11, %b14
  %t68 = phi ptr addrspace(1) [ %t86, %b14 ], [ %t66, %b11 ]
  %t69 = phi ptr addrspace(1) [ %t85, %b14 ], [ %t63, %b11 ]
  %t70 = phi i64 [ %t83, %b14 ], [ 0, %b11 ]
  br i1 %t17, label %b18.preheader, label %b14, !dbg !19

b18.preheader:                                    ; preds = %b12
  br i1 %t982, label %b20, label %b13.preheader, !dbg !20

b13.preheader:                                    ; preds = %b20, %b18.preheader
  %t71.ph = phi ptr addrspace(1) [ %t69, %b18.preheader ], [ %t120, %b20 ]
  %t72.ph = phi ptr addrspace(1) [ %t65, %b18.preheader ], [ %t119, %b20 ]
  %t73.ph = phi double [ 0.000000e+00, %b18.preheader ], [ %t117, %b20 ]
  %t74.ph = phi i64 [ 0, %b18.preheader ], [ %t118, %b20 ]
  br label %b13, !dbg !20

b13:                                              ; preds = %b13.preheader, %b13
  %t71 = phi ptr addrspace(1) [ %t81, %b13 ], [ %t71.ph, %b13.preheader ]
  %t72 = phi ptr addrspace(1) [ %t80, %b13 ], [ %t72.ph, %b13.preheader ]
  %t73 = phi double [ %t77, %b13 ], [ %t73.ph, %b13.preheader ]
  %t74 = phi i64 [ %t78, %b13 ], [ %t74.ph, %b13.preheader ]
  %.59 = load double, ptr addrspace(1) %t72, align 8, !dbg !21
  %.60 = load double, ptr addrspace(1) %t71, align 8, !dbg !22
  %t77 = tail call double @llvm.fma.f64(double %.59, double %.60, double %t73), !dbg !20
  %t78 = add nsw i64 %t74, 1, !dbg !20
  %t79 = icmp slt i64 %t78, %a8, !dbg !20
  %t80 = getelementptr inbounds double, ptr addrspace(1) %t72, i64 %a10, !dbg !21
  %t81 = getelementptr inbounds double, ptr addrspace(1) %t71, i64 %a18, !dbg !22
  br i1 %t79, label %b13, label %b14, !dbg !20

b14:                                              ; preds = %b13, %b12
  %t82 = phi double [ 0.000000e+00, %b12 ], [ %t77, %b13 ]
  store double %t82, ptr addrspace(1) %t68, align 8, !dbg !23
  %t83 = add nuw nsw i64 %t70, 1, !dbg !23
  %t85 = getelementptr inbounds double, ptr addrspace(1) %t69, i64 %a19, !dbg !22
  %t86 = getelementptr inbounds double, ptr addrspace(1) %t68, i64 %a28, !dbg !23
  %exitcond.not = icmp eq i64 %t83, %a26, !dbg !23
  br i1 %exitcond.not, label %b15, label %b12, !dbg !23

b15:                                              ; preds = %b14, %b11
  %t87 = add nuw nsw i64 %t67, 1, !dbg !23
  %t89 = getelementptr inbounds double, ptr addrspace(1) %t66, i64 %a27, !dbg !23
  %t90 = getelementptr inbounds double, ptr addrspace(1) %t65, i64 %a9, !dbg !21
  %exitcond13.not = icmp eq i64 %t87, %a25, !dbg !23
  br i1 %exitcond13.not, label %b16, label %b11, !dbg !23

b16:                                              ; preds = %b15, %b10
  %t91 = add i64 %t1812, %t10, !dbg !16
  %t19 = icmp slt i64 %t91, %a0, !dbg !16
  br i1 %t19, label %b2, label %b17, !dbg !16

b17:                                              ; preds = %b16, %entry
  ret void, !dbg !16

b20:                                              ; preds = %b18.preheader, %b20
  %t957 = phi i64 [ %t118, %b20 ], [ 0, %b18.preheader ]
  %t946 = phi double [ %t117, %b20 ], [ 0.000000e+00, %b18.preheader ]
  %t935 = phi ptr addrspace(1) [ %t119, %b20 ], [ %t65, %b18.preheader ]
  %t924 = phi ptr addrspace(1) [ %t120, %b20 ], [ %t69, %b18.preheader ]
  %.61 = load double, ptr addrspace(1) %t935, align 8, !dbg !21
  %.62 = load double, ptr addrspace(1) %t924, align 8, !dbg !22
  %t102 = tail call double @llvm.fma.f64(double %.61, double %.62, double %t946), !dbg !20
  %t103 = getelementptr inbounds double, ptr addrspace(1) %t935, i64 %a10, !dbg !21
  %t104 = getelementptr inbounds double, ptr addrspace(1) %t924, i64 %a18, !dbg !22
  %.63 = load double, ptr addrspace(1) %t103, align 8, !dbg !21
  %.64 = load double, ptr addrspace(1) %t104, align 8, !dbg !22
  %t107 = tail call double @llvm.fma.f64(double %.63, double %.64, double %t102), !dbg !20
  %t108 = getelementptr inbounds double, ptr addrspace(1) %t103, i64 %a10, !dbg !21
  %t109 = getelementptr inbounds double, ptr addrspace(1) %t104, i64 %a18, !dbg !22
  %.65 = load double, ptr addrspace(1) %t108, align 8, !dbg !21
  %.66 = load double, ptr addrspace(1) %t109, align 8, !dbg !22
  %t112 = tail call double @llvm.fma.f64(double %.65, double %.66, double %t107), !dbg !20
  %t113 = getelementptr inbounds double, ptr addrspace(1) %t108, i64 %a10, !dbg !21
  %t114 = getelementptr inbounds double, ptr addrspace(1) %t109, i64 %a18, !dbg !22
  %.67 = load double, ptr addrspace(1) %t113, align 8, !dbg !21
  %.68 = load double, ptr addrspace(1) %t114, align 8, !dbg !22
  %t117 = tail call double @llvm.fma.f64(double %.67, double %.68, double %t112), !dbg !20
  %t118 = add nuw i64 %t957, 4, !dbg !20
  %t119 = getelementptr inbounds double, ptr addrspace(1) %t113, i64 %a10, !dbg !21
  %t120 = getelementptr inbounds double, ptr addrspace(1) %t114, i64 %a18, !dbg !22
  %t96 = sub i64 %a8, %t118, !dbg !20
  %t97 = icmp slt i64 %t118, %a8, !dbg !20
  %t98 = icmp sgt i64 %t96, 4, !dbg !20
  %t99 = and i1 %t97, %t98, !dbg !20
  br i1 %t99, label %b20, label %b13.preheader, !dbg !20
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
