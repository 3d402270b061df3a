; kern module github.com/kernlab/kern/examples/matmul (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: nofree nosync nounwind
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
  %t11 = icmp sgt i64 %a1, 3
  %t12 = icmp sgt i64 %a1, 2
  %t13 = icmp sgt i64 %a1, 1
  %t14 = icmp sgt i64 %a1, 0
  %t15 = icmp sgt i64 %a25, 0
  %t16 = icmp sgt i64 %a26, 0
  %t17 = icmp sgt i64 %a8, 0
  %t191 = icmp slt i64 %t9, %a0
  br i1 %t191, label %b2.lr.ph, label %b17

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
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %b16
  %t182 = phi i64 [ %t9, %b2.lr.ph ], [ %t91, %b16 ]
  br i1 %t11, label %b3, label %b4

b3:                                               ; preds = %b2
  %t182.frozen = freeze i64 %t182
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t182.frozen, %.20.frozen
  %6 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t182.frozen, %6
  %.22 = select i1 %.17, i64 %t182, i64 %.21.decomposed
  %.28 = sub i64 0, %t182
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t22 = mul i64 %.22, %a14
  %t23 = mul i64 %.22, %a23
  %t24 = mul i64 %.22, %a32
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t25 = phi i64 [ %.30, %b3 ], [ %t182, %b2 ]
  %t26 = phi i64 [ %t22, %b3 ], [ 0, %b2 ]
  %t27 = phi i64 [ %t23, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6

b5:                                               ; preds = %b4
  %t25.frozen = freeze i64 %t25
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t25.frozen, %.34.frozen
  %7 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t25.frozen, %7
  %.36 = select i1 %.31, i64 %t25, i64 %.35.decomposed
  %.42 = sub i64 0, %t25
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t31 = mul i64 %.36, %a13
  %t32 = add i64 %t31, %t26
  %t33 = mul i64 %.36, %a22
  %t34 = add i64 %t33, %t27
  %t35 = mul i64 %.36, %a31
  %t36 = add i64 %t35, %t28
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t37 = phi i64 [ %.44, %b5 ], [ %t25, %b4 ]
  %t38 = phi i64 [ %t32, %b5 ], [ %t26, %b4 ]
  %t39 = phi i64 [ %t34, %b5 ], [ %t27, %b4 ]
  %t40 = phi i64 [ %t36, %b5 ], [ %t28, %b4 ]
  br i1 %t13, label %b7, label %b8

b7:                                               ; preds = %b6
  %t37.frozen = freeze i64 %t37
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t37.frozen, %.48.frozen
  %8 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t37.frozen, %8
  %.50 = select i1 %.45, i64 %t37, i64 %.49.decomposed
  %.56 = sub i64 0, %t37
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t43 = mul i64 %.50, %a12
  %t44 = add i64 %t43, %t38
  %t45 = mul i64 %.50, %a21
  %t46 = add i64 %t45, %t39
  %t47 = mul i64 %.50, %a30
  %t48 = add i64 %t47, %t40
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t49 = phi i64 [ %.58, %b7 ], [ %t37, %b6 ]
  %t50 = phi i64 [ %t44, %b7 ], [ %t38, %b6 ]
  %t51 = phi i64 [ %t46, %b7 ], [ %t39, %b6 ]
  %t52 = phi i64 [ %t48, %b7 ], [ %t40, %b6 ]
  br i1 %t14, label %b9, label %b10

b9:                                               ; preds = %b8
  %t53 = mul i64 %t49, %a11
  %t54 = add i64 %t50, %t53
  %t55 = mul i64 %t49, %a20
  %t56 = add i64 %t51, %t55
  %t57 = mul i64 %t49, %a29
  %t58 = add i64 %t52, %t57
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t59 = phi i64 [ %t54, %b9 ], [ %t50, %b8 ]
  %t60 = phi i64 [ %t56, %b9 ], [ %t51, %b8 ]
  %t61 = phi i64 [ %t58, %b9 ], [ %t52, %b8 ]
  %t63 = getelementptr inbounds float, ptr addrspace(1) %a15, i64 %t60
  br i1 %t15, label %b11.preheader, label %b16

b11.preheader:                                    ; preds = %b10
  %t64 = getelementptr inbounds float, ptr addrspace(1) %a24, i64 %t61
  %t62 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t59
  br label %b11

b11:                                              ; preds = %b11.preheader, %b15
  %t65 = phi ptr addrspace(1) [ %t90, %b15 ], [ %t62, %b11.preheader ]
  %t66 = phi ptr addrspace(1) [ %t89, %b15 ], [ %t64, %b11.preheader ]
  %t67 = phi i64 [ %t87, %b15 ], [ 0, %b11.preheader ]
  br i1 %t16, label %b12, label %b15

b12:                                              ; preds = %b11, %b14
  %t68 = phi ptr addrspace(1) [ %t86, %b14 ], [ %t66, %b11 ]
  %t69 = phi ptr addrspace(1) [ %t85, %b14 ], [ %t63, %b11 ]
  %t70 = phi i64 [ %t83, %b14 ], [ 0, %b11 ]
  br i1 %t17, label %b13, label %b14

b13:                                              ; preds = %b12, %b13
  %t71 = phi ptr addrspace(1) [ %t81, %b13 ], [ %t69, %b12 ]
  %t72 = phi ptr addrspace(1) [ %t80, %b13 ], [ %t65, %b12 ]
  %t73 = phi float [ %t77, %b13 ], [ 0.000000e+00, %b12 ]
  %t74 = phi i64 [ %t78, %b13 ], [ 0, %b12 ]
  %.59 = load float, ptr addrspace(1) %t72, align 4
  %.60 = load float, ptr addrspace(1) %t71, align 4
  %t77 = tail call float @llvm.fma.f32(float %.59, float %.60, float %t73)
  %t78 = add nuw nsw i64 %t74, 1
  %t80 = getelementptr inbounds float, ptr addrspace(1) %t72, i64 %a10
  %t81 = getelementptr inbounds float, ptr addrspace(1) %t71, i64 %a18
  %exitcond.not = icmp eq i64 %t78, %a8
  br i1 %exitcond.not, label %b14, label %b13

b14:                                              ; preds = %b13, %b12
  %t82 = phi float [ 0.000000e+00, %b12 ], [ %t77, %b13 ]
  store float %t82, ptr addrspace(1) %t68, align 4
  %t83 = add nuw nsw i64 %t70, 1
  %t85 = getelementptr inbounds float, ptr addrspace(1) %t69, i64 %a19
  %t86 = getelementptr inbounds float, ptr addrspace(1) %t68, i64 %a28
  %exitcond3.not = icmp eq i64 %t83, %a26
  br i1 %exitcond3.not, label %b15, label %b12

b15:                                              ; preds = %b14, %b11
  %t87 = add nuw nsw i64 %t67, 1
  %t89 = getelementptr inbounds float, ptr addrspace(1) %t66, i64 %a27
  %t90 = getelementptr inbounds float, ptr addrspace(1) %t65, i64 %a9
  %exitcond4.not = icmp eq i64 %t87, %a25
  br i1 %exitcond4.not, label %b16, label %b11

b16:                                              ; preds = %b15, %b10
  %t91 = add i64 %t182, %t10
  %t19 = icmp slt i64 %t91, %a0
  br i1 %t19, label %b2, label %b17

b17:                                              ; preds = %b16, %entry
  ret void
}

; Function Attrs: nofree nosync nounwind
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
  %t11 = icmp sgt i64 %a1, 3
  %t12 = icmp sgt i64 %a1, 2
  %t13 = icmp sgt i64 %a1, 1
  %t14 = icmp sgt i64 %a1, 0
  %t15 = icmp sgt i64 %a25, 0
  %t16 = icmp sgt i64 %a26, 0
  %t17 = icmp sgt i64 %a8, 0
  %t191 = icmp slt i64 %t9, %a0
  br i1 %t191, label %b2.lr.ph, label %b17

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
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %b16
  %t182 = phi i64 [ %t9, %b2.lr.ph ], [ %t91, %b16 ]
  br i1 %t11, label %b3, label %b4

b3:                                               ; preds = %b2
  %t182.frozen = freeze i64 %t182
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t182.frozen, %.20.frozen
  %6 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t182.frozen, %6
  %.22 = select i1 %.17, i64 %t182, i64 %.21.decomposed
  %.28 = sub i64 0, %t182
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t22 = mul i64 %.22, %a14
  %t23 = mul i64 %.22, %a23
  %t24 = mul i64 %.22, %a32
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t25 = phi i64 [ %.30, %b3 ], [ %t182, %b2 ]
  %t26 = phi i64 [ %t22, %b3 ], [ 0, %b2 ]
  %t27 = phi i64 [ %t23, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6

b5:                                               ; preds = %b4
  %t25.frozen = freeze i64 %t25
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t25.frozen, %.34.frozen
  %7 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t25.frozen, %7
  %.36 = select i1 %.31, i64 %t25, i64 %.35.decomposed
  %.42 = sub i64 0, %t25
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t31 = mul i64 %.36, %a13
  %t32 = add i64 %t31, %t26
  %t33 = mul i64 %.36, %a22
  %t34 = add i64 %t33, %t27
  %t35 = mul i64 %.36, %a31
  %t36 = add i64 %t35, %t28
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t37 = phi i64 [ %.44, %b5 ], [ %t25, %b4 ]
  %t38 = phi i64 [ %t32, %b5 ], [ %t26, %b4 ]
  %t39 = phi i64 [ %t34, %b5 ], [ %t27, %b4 ]
  %t40 = phi i64 [ %t36, %b5 ], [ %t28, %b4 ]
  br i1 %t13, label %b7, label %b8

b7:                                               ; preds = %b6
  %t37.frozen = freeze i64 %t37
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t37.frozen, %.48.frozen
  %8 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t37.frozen, %8
  %.50 = select i1 %.45, i64 %t37, i64 %.49.decomposed
  %.56 = sub i64 0, %t37
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t43 = mul i64 %.50, %a12
  %t44 = add i64 %t43, %t38
  %t45 = mul i64 %.50, %a21
  %t46 = add i64 %t45, %t39
  %t47 = mul i64 %.50, %a30
  %t48 = add i64 %t47, %t40
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t49 = phi i64 [ %.58, %b7 ], [ %t37, %b6 ]
  %t50 = phi i64 [ %t44, %b7 ], [ %t38, %b6 ]
  %t51 = phi i64 [ %t46, %b7 ], [ %t39, %b6 ]
  %t52 = phi i64 [ %t48, %b7 ], [ %t40, %b6 ]
  br i1 %t14, label %b9, label %b10

b9:                                               ; preds = %b8
  %t53 = mul i64 %t49, %a11
  %t54 = add i64 %t50, %t53
  %t55 = mul i64 %t49, %a20
  %t56 = add i64 %t51, %t55
  %t57 = mul i64 %t49, %a29
  %t58 = add i64 %t52, %t57
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t59 = phi i64 [ %t54, %b9 ], [ %t50, %b8 ]
  %t60 = phi i64 [ %t56, %b9 ], [ %t51, %b8 ]
  %t61 = phi i64 [ %t58, %b9 ], [ %t52, %b8 ]
  %t63 = getelementptr inbounds double, ptr addrspace(1) %a15, i64 %t60
  br i1 %t15, label %b11.preheader, label %b16

b11.preheader:                                    ; preds = %b10
  %t64 = getelementptr inbounds double, ptr addrspace(1) %a24, i64 %t61
  %t62 = getelementptr inbounds double, ptr addrspace(1) %a6, i64 %t59
  br label %b11

b11:                                              ; preds = %b11.preheader, %b15
  %t65 = phi ptr addrspace(1) [ %t90, %b15 ], [ %t62, %b11.preheader ]
  %t66 = phi ptr addrspace(1) [ %t89, %b15 ], [ %t64, %b11.preheader ]
  %t67 = phi i64 [ %t87, %b15 ], [ 0, %b11.preheader ]
  br i1 %t16, label %b12, label %b15

b12:                                              ; preds = %b11, %b14
  %t68 = phi ptr addrspace(1) [ %t86, %b14 ], [ %t66, %b11 ]
  %t69 = phi ptr addrspace(1) [ %t85, %b14 ], [ %t63, %b11 ]
  %t70 = phi i64 [ %t83, %b14 ], [ 0, %b11 ]
  br i1 %t17, label %b13, label %b14

b13:                                              ; preds = %b12, %b13
  %t71 = phi ptr addrspace(1) [ %t81, %b13 ], [ %t69, %b12 ]
  %t72 = phi ptr addrspace(1) [ %t80, %b13 ], [ %t65, %b12 ]
  %t73 = phi double [ %t77, %b13 ], [ 0.000000e+00, %b12 ]
  %t74 = phi i64 [ %t78, %b13 ], [ 0, %b12 ]
  %.59 = load double, ptr addrspace(1) %t72, align 8
  %.60 = load double, ptr addrspace(1) %t71, align 8
  %t77 = tail call double @llvm.fma.f64(double %.59, double %.60, double %t73)
  %t78 = add nuw nsw i64 %t74, 1
  %t80 = getelementptr inbounds double, ptr addrspace(1) %t72, i64 %a10
  %t81 = getelementptr inbounds double, ptr addrspace(1) %t71, i64 %a18
  %exitcond.not = icmp eq i64 %t78, %a8
  br i1 %exitcond.not, label %b14, label %b13

b14:                                              ; preds = %b13, %b12
  %t82 = phi double [ 0.000000e+00, %b12 ], [ %t77, %b13 ]
  store double %t82, ptr addrspace(1) %t68, align 8
  %t83 = add nuw nsw i64 %t70, 1
  %t85 = getelementptr inbounds double, ptr addrspace(1) %t69, i64 %a19
  %t86 = getelementptr inbounds double, ptr addrspace(1) %t68, i64 %a28
  %exitcond3.not = icmp eq i64 %t83, %a26
  br i1 %exitcond3.not, label %b15, label %b12

b15:                                              ; preds = %b14, %b11
  %t87 = add nuw nsw i64 %t67, 1
  %t89 = getelementptr inbounds double, ptr addrspace(1) %t66, i64 %a27
  %t90 = getelementptr inbounds double, ptr addrspace(1) %t65, i64 %a9
  %exitcond4.not = icmp eq i64 %t87, %a25
  br i1 %exitcond4.not, label %b16, label %b11

b16:                                              ; preds = %b15, %b10
  %t91 = add i64 %t182, %t10
  %t19 = icmp slt i64 %t91, %a0
  br i1 %t19, label %b2, label %b17

b17:                                              ; preds = %b16, %entry
  ret void
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

!0 = !{}
