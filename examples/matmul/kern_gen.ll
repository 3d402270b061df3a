; kern module github.com/kernlab/kern/examples/matmul (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fmatmul_2eMatMul_5bfloat32_5d_5f_5fgu(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, ptr addrspace(1) nocapture readonly %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, ptr addrspace(1) nocapture writeonly %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, i64 %a30, i64 %a31, i64 %a32) local_unnamed_addr #0 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t1 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t3 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t5 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t7 = sext i32 %.16 to i64
  %t8 = mul nsw i64 %t5, %t3
  %t9 = add nsw i64 %t8, %t1
  %t10 = mul nsw i64 %t7, %t5
  %t121 = icmp slt i64 %t9, %a0
  br i1 %t121, label %b2.lr.ph, label %b17

b2.lr.ph:                                         ; preds = %entry
  %t13 = icmp sgt i64 %a1, 3
  %.17 = icmp eq i64 %a5, 0
  %.18 = icmp eq i64 %a5, -1
  %0 = add i64 %a5, 1
  %1 = icmp ult i64 %0, 2
  %.20 = select i1 %1, i64 1, i64 %a5
  %t26 = icmp sgt i64 %a1, 2
  %.31 = icmp eq i64 %a4, 0
  %.32 = icmp eq i64 %a4, -1
  %2 = add i64 %a4, 1
  %3 = icmp ult i64 %2, 2
  %.34 = select i1 %3, i64 1, i64 %a4
  %t39 = icmp sgt i64 %a1, 1
  %.45 = icmp eq i64 %a3, 0
  %.46 = icmp eq i64 %a3, -1
  %4 = add i64 %a3, 1
  %5 = icmp ult i64 %4, 2
  %.48 = select i1 %5, i64 1, i64 %a3
  %t52 = icmp sgt i64 %a1, 0
  %t68 = icmp sgt i64 %a25, 0
  %t70 = icmp sgt i64 %a26, 0
  %t72 = icmp sgt i64 %a8, 0
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %b16
  %t112 = phi i64 [ %t9, %b2.lr.ph ], [ %t98, %b16 ]
  br i1 %t13, label %b3, label %b4

b3:                                               ; preds = %b2
  %t112.frozen = freeze i64 %t112
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t112.frozen, %.20.frozen
  %6 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t112.frozen, %6
  %.22 = select i1 %.17, i64 %t112, i64 %.21.decomposed
  %.28 = sub i64 0, %t112
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t16 = mul i64 %.22, %a14
  %t18 = mul i64 %.22, %a23
  %t20 = mul i64 %.22, %a32
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t22 = phi i64 [ %.30, %b3 ], [ %t112, %b2 ]
  %t23 = phi i64 [ %t16, %b3 ], [ 0, %b2 ]
  %t24 = phi i64 [ %t18, %b3 ], [ 0, %b2 ]
  %t25 = phi i64 [ %t20, %b3 ], [ 0, %b2 ]
  br i1 %t26, label %b5, label %b6

b5:                                               ; preds = %b4
  %t22.frozen = freeze i64 %t22
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t22.frozen, %.34.frozen
  %7 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t22.frozen, %7
  %.36 = select i1 %.31, i64 %t22, i64 %.35.decomposed
  %.42 = sub i64 0, %t22
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t29 = mul i64 %.36, %a13
  %t30 = add i64 %t29, %t23
  %t31 = mul i64 %.36, %a22
  %t32 = add i64 %t31, %t24
  %t33 = mul i64 %.36, %a31
  %t34 = add i64 %t33, %t25
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t35 = phi i64 [ %.44, %b5 ], [ %t22, %b4 ]
  %t36 = phi i64 [ %t30, %b5 ], [ %t23, %b4 ]
  %t37 = phi i64 [ %t32, %b5 ], [ %t24, %b4 ]
  %t38 = phi i64 [ %t34, %b5 ], [ %t25, %b4 ]
  br i1 %t39, label %b7, label %b8

b7:                                               ; preds = %b6
  %t35.frozen = freeze i64 %t35
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t35.frozen, %.48.frozen
  %8 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t35.frozen, %8
  %.50 = select i1 %.45, i64 %t35, i64 %.49.decomposed
  %.56 = sub i64 0, %t35
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t42 = mul i64 %.50, %a12
  %t43 = add i64 %t42, %t36
  %t44 = mul i64 %.50, %a21
  %t45 = add i64 %t44, %t37
  %t46 = mul i64 %.50, %a30
  %t47 = add i64 %t46, %t38
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t48 = phi i64 [ %.58, %b7 ], [ %t35, %b6 ]
  %t49 = phi i64 [ %t43, %b7 ], [ %t36, %b6 ]
  %t50 = phi i64 [ %t45, %b7 ], [ %t37, %b6 ]
  %t51 = phi i64 [ %t47, %b7 ], [ %t38, %b6 ]
  br i1 %t52, label %b9, label %b10

b9:                                               ; preds = %b8
  %t53 = mul i64 %t48, %a11
  %t54 = add i64 %t49, %t53
  %t55 = mul i64 %t48, %a20
  %t56 = add i64 %t50, %t55
  %t57 = mul i64 %t48, %a29
  %t58 = add i64 %t51, %t57
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t59 = phi i64 [ %t54, %b9 ], [ %t49, %b8 ]
  %t60 = phi i64 [ %t56, %b9 ], [ %t50, %b8 ]
  %t61 = phi i64 [ %t58, %b9 ], [ %t51, %b8 ]
  %t62 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t59
  %t64 = getelementptr inbounds float, ptr addrspace(1) %a15, i64 %t60
  %t66 = getelementptr inbounds float, ptr addrspace(1) %a24, i64 %t61
  br i1 %t68, label %b11, label %b16

b11:                                              ; preds = %b10, %b15
  %t69 = phi i64 [ %t96, %b15 ], [ 0, %b10 ]
  br i1 %t70, label %b12.preheader, label %b15

b12.preheader:                                    ; preds = %b11
  %t90 = mul i64 %t69, %a27
  %t75 = mul i64 %t69, %a9
  br label %b12

b12:                                              ; preds = %b12.preheader, %b14
  %t71 = phi i64 [ %t94, %b14 ], [ 0, %b12.preheader ]
  br i1 %t72, label %b13.preheader, label %b14

b13.preheader:                                    ; preds = %b12
  %t81 = mul i64 %t71, %a19
  br label %b13

b13:                                              ; preds = %b13.preheader, %b13
  %t73 = phi float [ %t86, %b13 ], [ 0.000000e+00, %b13.preheader ]
  %t74 = phi i64 [ %t87, %b13 ], [ 0, %b13.preheader ]
  %t76 = mul i64 %t74, %a10
  %t77 = add i64 %t76, %t75
  %t78 = getelementptr inbounds float, ptr addrspace(1) %t62, i64 %t77
  %.59 = load float, ptr addrspace(1) %t78, align 4
  %t80 = mul i64 %t74, %a18
  %t82 = add i64 %t80, %t81
  %t83 = getelementptr inbounds float, ptr addrspace(1) %t64, i64 %t82
  %.60 = load float, ptr addrspace(1) %t83, align 4
  %t85 = fmul float %.59, %.60
  %t86 = fadd float %t73, %t85
  %t87 = add nuw nsw i64 %t74, 1
  %exitcond.not = icmp eq i64 %t87, %a8
  br i1 %exitcond.not, label %b14, label %b13

b14:                                              ; preds = %b13, %b12
  %t89 = phi float [ 0.000000e+00, %b12 ], [ %t86, %b13 ]
  %t91 = mul i64 %t71, %a28
  %t92 = add i64 %t91, %t90
  %t93 = getelementptr inbounds float, ptr addrspace(1) %t66, i64 %t92
  store float %t89, ptr addrspace(1) %t93, align 4
  %t94 = add nuw nsw i64 %t71, 1
  %exitcond3.not = icmp eq i64 %t94, %a26
  br i1 %exitcond3.not, label %b15, label %b12

b15:                                              ; preds = %b14, %b11
  %t96 = add nuw nsw i64 %t69, 1
  %exitcond4.not = icmp eq i64 %t96, %a25
  br i1 %exitcond4.not, label %b16, label %b11

b16:                                              ; preds = %b15, %b10
  %t98 = add i64 %t112, %t10
  %t12 = icmp slt i64 %t98, %a0
  br i1 %t12, label %b2, label %b17

b17:                                              ; preds = %b16, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fmatmul_2eMatMul_5bfloat64_5d_5f_5fgu(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, ptr addrspace(1) nocapture readonly %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, ptr addrspace(1) nocapture writeonly %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, i64 %a30, i64 %a31, i64 %a32) local_unnamed_addr #0 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t1 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t3 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t5 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t7 = sext i32 %.16 to i64
  %t8 = mul nsw i64 %t5, %t3
  %t9 = add nsw i64 %t8, %t1
  %t10 = mul nsw i64 %t7, %t5
  %t121 = icmp slt i64 %t9, %a0
  br i1 %t121, label %b2.lr.ph, label %b17

b2.lr.ph:                                         ; preds = %entry
  %t13 = icmp sgt i64 %a1, 3
  %.17 = icmp eq i64 %a5, 0
  %.18 = icmp eq i64 %a5, -1
  %0 = add i64 %a5, 1
  %1 = icmp ult i64 %0, 2
  %.20 = select i1 %1, i64 1, i64 %a5
  %t26 = icmp sgt i64 %a1, 2
  %.31 = icmp eq i64 %a4, 0
  %.32 = icmp eq i64 %a4, -1
  %2 = add i64 %a4, 1
  %3 = icmp ult i64 %2, 2
  %.34 = select i1 %3, i64 1, i64 %a4
  %t39 = icmp sgt i64 %a1, 1
  %.45 = icmp eq i64 %a3, 0
  %.46 = icmp eq i64 %a3, -1
  %4 = add i64 %a3, 1
  %5 = icmp ult i64 %4, 2
  %.48 = select i1 %5, i64 1, i64 %a3
  %t52 = icmp sgt i64 %a1, 0
  %t68 = icmp sgt i64 %a25, 0
  %t70 = icmp sgt i64 %a26, 0
  %t72 = icmp sgt i64 %a8, 0
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %b16
  %t112 = phi i64 [ %t9, %b2.lr.ph ], [ %t98, %b16 ]
  br i1 %t13, label %b3, label %b4

b3:                                               ; preds = %b2
  %t112.frozen = freeze i64 %t112
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t112.frozen, %.20.frozen
  %6 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t112.frozen, %6
  %.22 = select i1 %.17, i64 %t112, i64 %.21.decomposed
  %.28 = sub i64 0, %t112
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t16 = mul i64 %.22, %a14
  %t18 = mul i64 %.22, %a23
  %t20 = mul i64 %.22, %a32
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t22 = phi i64 [ %.30, %b3 ], [ %t112, %b2 ]
  %t23 = phi i64 [ %t16, %b3 ], [ 0, %b2 ]
  %t24 = phi i64 [ %t18, %b3 ], [ 0, %b2 ]
  %t25 = phi i64 [ %t20, %b3 ], [ 0, %b2 ]
  br i1 %t26, label %b5, label %b6

b5:                                               ; preds = %b4
  %t22.frozen = freeze i64 %t22
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t22.frozen, %.34.frozen
  %7 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t22.frozen, %7
  %.36 = select i1 %.31, i64 %t22, i64 %.35.decomposed
  %.42 = sub i64 0, %t22
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t29 = mul i64 %.36, %a13
  %t30 = add i64 %t29, %t23
  %t31 = mul i64 %.36, %a22
  %t32 = add i64 %t31, %t24
  %t33 = mul i64 %.36, %a31
  %t34 = add i64 %t33, %t25
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t35 = phi i64 [ %.44, %b5 ], [ %t22, %b4 ]
  %t36 = phi i64 [ %t30, %b5 ], [ %t23, %b4 ]
  %t37 = phi i64 [ %t32, %b5 ], [ %t24, %b4 ]
  %t38 = phi i64 [ %t34, %b5 ], [ %t25, %b4 ]
  br i1 %t39, label %b7, label %b8

b7:                                               ; preds = %b6
  %t35.frozen = freeze i64 %t35
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t35.frozen, %.48.frozen
  %8 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t35.frozen, %8
  %.50 = select i1 %.45, i64 %t35, i64 %.49.decomposed
  %.56 = sub i64 0, %t35
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t42 = mul i64 %.50, %a12
  %t43 = add i64 %t42, %t36
  %t44 = mul i64 %.50, %a21
  %t45 = add i64 %t44, %t37
  %t46 = mul i64 %.50, %a30
  %t47 = add i64 %t46, %t38
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t48 = phi i64 [ %.58, %b7 ], [ %t35, %b6 ]
  %t49 = phi i64 [ %t43, %b7 ], [ %t36, %b6 ]
  %t50 = phi i64 [ %t45, %b7 ], [ %t37, %b6 ]
  %t51 = phi i64 [ %t47, %b7 ], [ %t38, %b6 ]
  br i1 %t52, label %b9, label %b10

b9:                                               ; preds = %b8
  %t53 = mul i64 %t48, %a11
  %t54 = add i64 %t49, %t53
  %t55 = mul i64 %t48, %a20
  %t56 = add i64 %t50, %t55
  %t57 = mul i64 %t48, %a29
  %t58 = add i64 %t51, %t57
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t59 = phi i64 [ %t54, %b9 ], [ %t49, %b8 ]
  %t60 = phi i64 [ %t56, %b9 ], [ %t50, %b8 ]
  %t61 = phi i64 [ %t58, %b9 ], [ %t51, %b8 ]
  %t62 = getelementptr inbounds double, ptr addrspace(1) %a6, i64 %t59
  %t64 = getelementptr inbounds double, ptr addrspace(1) %a15, i64 %t60
  %t66 = getelementptr inbounds double, ptr addrspace(1) %a24, i64 %t61
  br i1 %t68, label %b11, label %b16

b11:                                              ; preds = %b10, %b15
  %t69 = phi i64 [ %t96, %b15 ], [ 0, %b10 ]
  br i1 %t70, label %b12.preheader, label %b15

b12.preheader:                                    ; preds = %b11
  %t90 = mul i64 %t69, %a27
  %t75 = mul i64 %t69, %a9
  br label %b12

b12:                                              ; preds = %b12.preheader, %b14
  %t71 = phi i64 [ %t94, %b14 ], [ 0, %b12.preheader ]
  br i1 %t72, label %b13.preheader, label %b14

b13.preheader:                                    ; preds = %b12
  %t81 = mul i64 %t71, %a19
  br label %b13

b13:                                              ; preds = %b13.preheader, %b13
  %t73 = phi double [ %t86, %b13 ], [ 0.000000e+00, %b13.preheader ]
  %t74 = phi i64 [ %t87, %b13 ], [ 0, %b13.preheader ]
  %t76 = mul i64 %t74, %a10
  %t77 = add i64 %t76, %t75
  %t78 = getelementptr inbounds double, ptr addrspace(1) %t62, i64 %t77
  %.59 = load double, ptr addrspace(1) %t78, align 8
  %t80 = mul i64 %t74, %a18
  %t82 = add i64 %t80, %t81
  %t83 = getelementptr inbounds double, ptr addrspace(1) %t64, i64 %t82
  %.60 = load double, ptr addrspace(1) %t83, align 8
  %t85 = fmul double %.59, %.60
  %t86 = fadd double %t73, %t85
  %t87 = add nuw nsw i64 %t74, 1
  %exitcond.not = icmp eq i64 %t87, %a8
  br i1 %exitcond.not, label %b14, label %b13

b14:                                              ; preds = %b13, %b12
  %t89 = phi double [ 0.000000e+00, %b12 ], [ %t86, %b13 ]
  %t91 = mul i64 %t71, %a28
  %t92 = add i64 %t91, %t90
  %t93 = getelementptr inbounds double, ptr addrspace(1) %t66, i64 %t92
  store double %t89, ptr addrspace(1) %t93, align 8
  %t94 = add nuw nsw i64 %t71, 1
  %exitcond3.not = icmp eq i64 %t94, %a26
  br i1 %exitcond3.not, label %b15, label %b12

b15:                                              ; preds = %b14, %b11
  %t96 = add nuw nsw i64 %t69, 1
  %exitcond4.not = icmp eq i64 %t96, %a25
  br i1 %exitcond4.not, label %b16, label %b11

b16:                                              ; preds = %b15, %b10
  %t98 = add i64 %t112, %t10
  %t12 = icmp slt i64 %t98, %a0
  br i1 %t12, label %b2, label %b17

b17:                                              ; preds = %b16, %entry
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #1

attributes #0 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }

!0 = !{}
