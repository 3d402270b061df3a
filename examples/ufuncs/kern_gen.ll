; kern module github.com/kernlab/kern/examples/ufuncs (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) readonly %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !4 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !7
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !7
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  %t3 = sext i32 %.1 to i64, !dbg !7
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %t5 = sext i32 %.2 to i64, !dbg !7
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !7
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !7
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !7, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !7
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !7
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !7, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !7
  %.15 = add i32 %.14, %.9, !dbg !7
  %.16 = udiv i32 %.15, %.6, !dbg !7
  %t9 = sext i32 %.16 to i64, !dbg !7
  %t10 = mul nsw i64 %t7, %t5, !dbg !7
  %t11 = add nsw i64 %t10, %t3, !dbg !7
  %t12 = mul nsw i64 %t9, %t7, !dbg !7
  %t141 = icmp slt i64 %t11, %a0, !dbg !7
  br i1 %t141, label %b2, label %b7, !dbg !7

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !7

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t132, !dbg !7
  %.17 = load i64, ptr addrspace(1) %t15, align 8, !dbg !7
  br label %b4, !dbg !7

b4:                                               ; preds = %b3, %b2
  %t17 = phi i64 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !7

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t132, !dbg !7
  %.18 = load i64, ptr addrspace(1) %t18, align 8, !dbg !7
  br label %b6, !dbg !7

b6:                                               ; preds = %b5, %b4
  %t20 = phi i64 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = add i64 %t20, %t17, !dbg !8
  %t22 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t132, !dbg !7
  store i64 %t21, ptr addrspace(1) %t22, align 8, !dbg !7
  %t23 = add i64 %t132, %t12, !dbg !7
  %t14 = icmp slt i64 %t23, %a0, !dbg !7
  br i1 %t14, label %b2, label %b7, !dbg !7

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !7
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !9 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !10
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !10
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !10
  %t3 = sext i32 %.1 to i64, !dbg !10
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !10
  %t5 = sext i32 %.2 to i64, !dbg !10
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !10
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !10
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !10, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !10
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !10
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !10, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !10
  %.15 = add i32 %.14, %.9, !dbg !10
  %.16 = udiv i32 %.15, %.6, !dbg !10
  %t9 = sext i32 %.16 to i64, !dbg !10
  %t10 = mul nsw i64 %t7, %t5, !dbg !10
  %t11 = add nsw i64 %t10, %t3, !dbg !10
  %t12 = mul nsw i64 %t9, %t7, !dbg !10
  %t13 = icmp sgt i64 %a1, 7, !dbg !10
  %t14 = icmp sgt i64 %a1, 6, !dbg !10
  %t15 = icmp sgt i64 %a1, 5, !dbg !10
  %t16 = icmp sgt i64 %a1, 4, !dbg !10
  %t17 = icmp sgt i64 %a1, 3, !dbg !10
  %t18 = icmp sgt i64 %a1, 2, !dbg !10
  %t19 = icmp sgt i64 %a1, 1, !dbg !10
  %t20 = icmp sgt i64 %a1, 0, !dbg !10
  %t221 = icmp slt i64 %t11, %a0, !dbg !10
  br i1 %t221, label %b2.lr.ph, label %b23, !dbg !10

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
  br label %b2, !dbg !10

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t121, %b22 ]
  br i1 %t13, label %b3, label %b4, !dbg !10

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen, !dbg !10
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed, !dbg !10
  %.28 = sub i64 0, %t212, !dbg !10
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !10
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !10
  %t25 = mul i64 %.22, %a19, !dbg !10
  %t26 = mul i64 %.22, %a29, !dbg !10
  %t27 = mul i64 %.22, %a38, !dbg !10
  br label %b4, !dbg !10

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !10

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen, !dbg !10
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed, !dbg !10
  %.42 = sub i64 0, %t28, !dbg !10
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !10
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !10
  %t34 = mul i64 %.36, %a18, !dbg !10
  %t35 = add i64 %t34, %t29, !dbg !10
  %t36 = mul i64 %.36, %a28, !dbg !10
  %t37 = add i64 %t36, %t30, !dbg !10
  %t38 = mul i64 %.36, %a37, !dbg !10
  %t39 = add i64 %t38, %t31, !dbg !10
  br label %b6, !dbg !10

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !10

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen, !dbg !10
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed, !dbg !10
  %.56 = sub i64 0, %t40, !dbg !10
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !10
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !10
  %t46 = mul i64 %.50, %a17, !dbg !10
  %t47 = add i64 %t46, %t41, !dbg !10
  %t48 = mul i64 %.50, %a27, !dbg !10
  %t49 = add i64 %t48, %t42, !dbg !10
  %t50 = mul i64 %.50, %a36, !dbg !10
  %t51 = add i64 %t50, %t43, !dbg !10
  br label %b8, !dbg !10

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !10

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen, !dbg !10
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed, !dbg !10
  %.70 = sub i64 0, %t52, !dbg !10
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !10
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !10
  %t58 = mul i64 %.64, %a16, !dbg !10
  %t59 = add i64 %t58, %t53, !dbg !10
  %t60 = mul i64 %.64, %a26, !dbg !10
  %t61 = add i64 %t60, %t54, !dbg !10
  %t62 = mul i64 %.64, %a35, !dbg !10
  %t63 = add i64 %t62, %t55, !dbg !10
  br label %b10, !dbg !10

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !10

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen, !dbg !10
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed, !dbg !10
  %.84 = sub i64 0, %t64, !dbg !10
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !10
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !10
  %t70 = mul i64 %.78, %a15, !dbg !10
  %t71 = add i64 %t70, %t65, !dbg !10
  %t72 = mul i64 %.78, %a25, !dbg !10
  %t73 = add i64 %t72, %t66, !dbg !10
  %t74 = mul i64 %.78, %a34, !dbg !10
  %t75 = add i64 %t74, %t67, !dbg !10
  br label %b12, !dbg !10

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !10

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen, !dbg !10
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed, !dbg !10
  %.98 = sub i64 0, %t76, !dbg !10
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !10
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !10
  %t82 = mul i64 %.92, %a14, !dbg !10
  %t83 = add i64 %t82, %t77, !dbg !10
  %t84 = mul i64 %.92, %a24, !dbg !10
  %t85 = add i64 %t84, %t78, !dbg !10
  %t86 = mul i64 %.92, %a33, !dbg !10
  %t87 = add i64 %t86, %t79, !dbg !10
  br label %b14, !dbg !10

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !10

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen, !dbg !10
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed, !dbg !10
  %.112 = sub i64 0, %t88, !dbg !10
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !10
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !10
  %t94 = mul i64 %.106, %a13, !dbg !10
  %t95 = add i64 %t94, %t89, !dbg !10
  %t96 = mul i64 %.106, %a23, !dbg !10
  %t97 = add i64 %t96, %t90, !dbg !10
  %t98 = mul i64 %.106, %a32, !dbg !10
  %t99 = add i64 %t98, %t91, !dbg !10
  br label %b16, !dbg !10

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !10

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !10
  %t105 = add i64 %t101, %t104, !dbg !10
  %t106 = mul i64 %t100, %a22, !dbg !10
  %t107 = add i64 %t102, %t106, !dbg !10
  %t108 = mul i64 %t100, %a31, !dbg !10
  %t109 = add i64 %t103, %t108, !dbg !10
  br label %b18, !dbg !10

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !10

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t110, !dbg !10
  %.115 = load i64, ptr addrspace(1) %t113, align 8, !dbg !10
  br label %b20, !dbg !10

b20:                                              ; preds = %b19, %b18
  %t115 = phi i64 [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !10

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t111, !dbg !10
  %.116 = load i64, ptr addrspace(1) %t116, align 8, !dbg !10
  br label %b22, !dbg !10

b22:                                              ; preds = %b21, %b20
  %t118 = phi i64 [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = add i64 %t118, %t115, !dbg !11
  %t120 = getelementptr inbounds i64, ptr addrspace(1) %a30, i64 %t112, !dbg !10
  store i64 %t119, ptr addrspace(1) %t120, align 8, !dbg !10
  %t121 = add i64 %t212, %t12, !dbg !10
  %t22 = icmp slt i64 %t121, %a0, !dbg !10
  br i1 %t22, label %b2, label %b23, !dbg !10

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !10
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !12 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !13
  %t3 = sext i32 %.1 to i64, !dbg !13
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %t5 = sext i32 %.2 to i64, !dbg !13
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !13
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !13
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !13, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !13
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !13, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !13
  %.10 = add i32 %.5, -1, !dbg !13
  %.11 = add i32 %.10, %.9, !dbg !13
  %.12 = udiv i32 %.11, %.9, !dbg !13
  %t7 = sext i32 %.12 to i64, !dbg !13
  %t8 = shl nsw i64 %t5, 8, !dbg !13
  %t9 = add nsw i64 %t8, %t3, !dbg !13
  %t10 = shl nsw i64 %t7, 8, !dbg !13
  %t11 = icmp slt i64 %t9, %a0, !dbg !13
  br i1 %t11, label %b1, label %b2, !dbg !13

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !13
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t12, !dbg !13
  %.13 = load i64, ptr addrspace(1) %t13, align 8, !dbg !13, !amdgpu.noclobber !6
  br label %b2, !dbg !13

b2:                                               ; preds = %b1, %entry
  %t15 = phi i64 [ %.13, %b1 ], [ 0, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !13
  %t18 = shl nsw i64 %t7, 11, !dbg !13
  %t19 = mul nsw i64 %t7, 1792, !dbg !13
  %t20 = sub i64 %a0, %t19, !dbg !13
  %t26 = mul i64 %t17, %a2, !dbg !13
  %t28 = mul i64 %t18, %a2, !dbg !13
  %t29 = mul i64 %t10, %a2, !dbg !13
  %t618 = icmp slt i64 %t17, %t20, !dbg !13
  br i1 %t618, label %b4.preheader, label %b5, !dbg !13

b4.preheader:                                     ; preds = %b2
  %t47 = mul i64 %t19, %a2, !dbg !13
  %t48 = add i64 %t26, %t47, !dbg !13
  %t49 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t48, !dbg !13
  %t21 = mul i64 %t7, %a2, !dbg !13
  %t44 = mul i64 %t21, 1536, !dbg !13
  %t45 = add i64 %t26, %t44, !dbg !13
  %t46 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t45, !dbg !13
  %t41 = mul i64 %t21, 1280, !dbg !13
  %t42 = add i64 %t26, %t41, !dbg !13
  %t43 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t42, !dbg !13
  %t38 = shl i64 %t21, 10, !dbg !13
  %t39 = add i64 %t26, %t38, !dbg !13
  %t40 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t39, !dbg !13
  %t35 = mul i64 %t21, 768, !dbg !13
  %t36 = add i64 %t26, %t35, !dbg !13
  %t37 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t36, !dbg !13
  %t32 = shl i64 %t21, 9, !dbg !13
  %t33 = add i64 %t26, %t32, !dbg !13
  %t34 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t33, !dbg !13
  %t30 = add i64 %t26, %t29, !dbg !13
  %t31 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t30, !dbg !13
  %t27 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t26, !dbg !13
  br label %b4, !dbg !13

b4:                                               ; preds = %b4.preheader, %b4
  %t5918 = phi i64 [ %t77, %b4 ], [ %t15, %b4.preheader ]
  %t5817 = phi i64 [ %t78, %b4 ], [ %t17, %b4.preheader ]
  %t5716 = phi ptr addrspace(1) [ %t79, %b4 ], [ %t27, %b4.preheader ]
  %t5615 = phi ptr addrspace(1) [ %t80, %b4 ], [ %t31, %b4.preheader ]
  %t5514 = phi ptr addrspace(1) [ %t81, %b4 ], [ %t34, %b4.preheader ]
  %t5413 = phi ptr addrspace(1) [ %t82, %b4 ], [ %t37, %b4.preheader ]
  %t5312 = phi ptr addrspace(1) [ %t83, %b4 ], [ %t40, %b4.preheader ]
  %t5211 = phi ptr addrspace(1) [ %t84, %b4 ], [ %t43, %b4.preheader ]
  %t5110 = phi ptr addrspace(1) [ %t85, %b4 ], [ %t46, %b4.preheader ]
  %t509 = phi ptr addrspace(1) [ %t86, %b4 ], [ %t49, %b4.preheader ]
  %.14 = load i64, ptr addrspace(1) %t5716, align 8, !dbg !13
  %.15 = load i64, ptr addrspace(1) %t5615, align 8, !dbg !13
  %.16 = load i64, ptr addrspace(1) %t5514, align 8, !dbg !13
  %.17 = load i64, ptr addrspace(1) %t5413, align 8, !dbg !13
  %.18 = load i64, ptr addrspace(1) %t5312, align 8, !dbg !13
  %.19 = load i64, ptr addrspace(1) %t5211, align 8, !dbg !13
  %.20 = load i64, ptr addrspace(1) %t5110, align 8, !dbg !13
  %.21 = load i64, ptr addrspace(1) %t509, align 8, !dbg !13
  %t70 = add i64 %.14, %t5918, !dbg !14
  %t71 = add i64 %t70, %.15, !dbg !14
  %t72 = add i64 %t71, %.16, !dbg !14
  %t73 = add i64 %t72, %.17, !dbg !14
  %t74 = add i64 %t73, %.18, !dbg !14
  %t75 = add i64 %t74, %.19, !dbg !14
  %t76 = add i64 %t75, %.20, !dbg !14
  %t77 = add i64 %t76, %.21, !dbg !14
  %t78 = add i64 %t5817, %t18, !dbg !13
  %t79 = getelementptr inbounds i64, ptr addrspace(1) %t5716, i64 %t28, !dbg !13
  %t80 = getelementptr inbounds i64, ptr addrspace(1) %t5615, i64 %t28, !dbg !13
  %t81 = getelementptr inbounds i64, ptr addrspace(1) %t5514, i64 %t28, !dbg !13
  %t82 = getelementptr inbounds i64, ptr addrspace(1) %t5413, i64 %t28, !dbg !13
  %t83 = getelementptr inbounds i64, ptr addrspace(1) %t5312, i64 %t28, !dbg !13
  %t84 = getelementptr inbounds i64, ptr addrspace(1) %t5211, i64 %t28, !dbg !13
  %t85 = getelementptr inbounds i64, ptr addrspace(1) %t5110, i64 %t28, !dbg !13
  %t86 = getelementptr inbounds i64, ptr addrspace(1) %t509, i64 %t28, !dbg !13
  %t61 = icmp slt i64 %t78, %t20, !dbg !13
  br i1 %t61, label %b4, label %b5.loopexit, !dbg !13

b5.loopexit:                                      ; preds = %b4
  %.pre = mul i64 %t78, %a2, !dbg !13
  br label %b5, !dbg !13

b5:                                               ; preds = %b5.loopexit, %b2
  %t87.pre-phi = phi i64 [ %.pre, %b5.loopexit ], [ %t26, %b2 ], !dbg !13
  %t58.lcssa = phi i64 [ %t78, %b5.loopexit ], [ %t17, %b2 ]
  %t59.lcssa = phi i64 [ %t77, %b5.loopexit ], [ %t15, %b2 ]
  %t9220 = icmp slt i64 %t58.lcssa, %a0, !dbg !13
  br i1 %t9220, label %b7.preheader, label %b8, !dbg !13

b7.preheader:                                     ; preds = %b5
  %t88 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t87.pre-phi, !dbg !13
  br label %b7, !dbg !13

b7:                                               ; preds = %b7.preheader, %b7
  %t9123 = phi i64 [ %t94, %b7 ], [ %t59.lcssa, %b7.preheader ]
  %t9022 = phi i64 [ %t95, %b7 ], [ %t58.lcssa, %b7.preheader ]
  %t8921 = phi ptr addrspace(1) [ %t96, %b7 ], [ %t88, %b7.preheader ]
  %.22 = load i64, ptr addrspace(1) %t8921, align 8, !dbg !13
  %t94 = add i64 %.22, %t9123, !dbg !14
  %t95 = add i64 %t9022, %t10, !dbg !13
  %t96 = getelementptr inbounds i64, ptr addrspace(1) %t8921, i64 %t29, !dbg !13
  %t92 = icmp slt i64 %t95, %a0, !dbg !13
  br i1 %t92, label %b7, label %b8, !dbg !13

b8:                                               ; preds = %b7, %b5
  %t91.lcssa = phi i64 [ %t59.lcssa, %b5 ], [ %t94, %b7 ]
  %t97 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !13
  store i64 %t91.lcssa, ptr addrspace(3) %t97, align 8, !dbg !13
  %t98 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !13
  %.23 = zext i1 %t11 to i8, !dbg !13
  store i8 %.23, ptr addrspace(3) %t98, align 1, !dbg !13
  fence syncscope("workgroup") release, !dbg !13
  tail call void @llvm.amdgcn.s.barrier(), !dbg !13
  fence syncscope("workgroup") acquire, !dbg !13
  %t99 = icmp slt i32 %.1, 128, !dbg !13
  br i1 %t99, label %b9, label %b14, !dbg !13

b9:                                               ; preds = %b8
  %t100 = add nsw i32 %.1, 128, !dbg !13
  %t101 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.0, i32 %t100, !dbg !13
  %.24 = load i64, ptr addrspace(3) %t101, align 8, !dbg !13
  %t103 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.1, i32 %t100, !dbg !13
  %.25 = load i8, ptr addrspace(3) %t103, align 1, !dbg !13
  %.26 = icmp ne i8 %.25, 0, !dbg !13
  %t105 = select i1 %t11, i64 %t91.lcssa, i64 0, !dbg !13
  %spec.select = add i64 %.24, %t105, !dbg !13
  %t107 = select i1 %.26, i64 %spec.select, i64 %t91.lcssa, !dbg !13
  %t108 = select i1 %.26, i1 true, i1 %t11, !dbg !13
  store i64 %t107, ptr addrspace(3) %t97, align 8, !dbg !13
  %.27 = zext i1 %t108 to i8, !dbg !13
  store i8 %.27, ptr addrspace(3) %t98, align 1, !dbg !13
  br label %b14, !dbg !13

b14:                                              ; preds = %b9, %b8
  %t109 = phi i64 [ %t107, %b9 ], [ %t91.lcssa, %b8 ]
  %t110 = phi i1 [ %t108, %b9 ], [ %t11, %b8 ]
  fence syncscope("workgroup") release, !dbg !13
  tail call void @llvm.amdgcn.s.barrier(), !dbg !13
  fence syncscope("workgroup") acquire, !dbg !13
  %t111 = icmp slt i32 %.1, 64, !dbg !13
  br i1 %t111, label %b15, label %b20, !dbg !13

b15:                                              ; preds = %b14
  %t112 = add nsw i32 %.1, 64, !dbg !13
  %t113 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.0, i32 %t112, !dbg !13
  %.28 = load i64, ptr addrspace(3) %t113, align 8, !dbg !13
  %t115 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.1, i32 %t112, !dbg !13
  %.29 = load i8, ptr addrspace(3) %t115, align 1, !dbg !13
  %.30 = icmp ne i8 %.29, 0, !dbg !13
  %t117 = select i1 %t110, i64 %t109, i64 0, !dbg !13
  %spec.select1 = add i64 %.28, %t117, !dbg !13
  %t119 = select i1 %.30, i64 %spec.select1, i64 %t109, !dbg !13
  %t120 = select i1 %.30, i1 true, i1 %t110, !dbg !13
  store i64 %t119, ptr addrspace(3) %t97, align 8, !dbg !13
  %.31 = zext i1 %t120 to i8, !dbg !13
  store i8 %.31, ptr addrspace(3) %t98, align 1, !dbg !13
  br label %b20, !dbg !13

b20:                                              ; preds = %b15, %b14
  %t121 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  %t122 = phi i1 [ %t120, %b15 ], [ %t110, %b14 ]
  fence syncscope("workgroup") release, !dbg !13
  tail call void @llvm.amdgcn.s.barrier(), !dbg !13
  fence syncscope("workgroup") acquire, !dbg !13
  %t123 = icmp slt i32 %.1, 32, !dbg !13
  br i1 %t123, label %b21, label %b26, !dbg !13

b21:                                              ; preds = %b20
  %t124 = add nsw i32 %.1, 32, !dbg !13
  %t125 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.0, i32 %t124, !dbg !13
  %.32 = load i64, ptr addrspace(3) %t125, align 8, !dbg !13
  %t127 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.1, i32 %t124, !dbg !13
  %.33 = load i8, ptr addrspace(3) %t127, align 1, !dbg !13
  %.34 = icmp ne i8 %.33, 0, !dbg !13
  %t129 = select i1 %t122, i64 %t121, i64 0, !dbg !13
  %spec.select2 = add i64 %.32, %t129, !dbg !13
  %t131 = select i1 %.34, i64 %spec.select2, i64 %t121, !dbg !13
  %t132 = select i1 %.34, i1 true, i1 %t122, !dbg !13
  br label %b26, !dbg !13

b26:                                              ; preds = %b21, %b20
  %t133 = phi i64 [ %t131, %b21 ], [ %t121, %b20 ]
  %t134 = phi i1 [ %t132, %b21 ], [ %t122, %b20 ]
  br i1 %t123, label %b27, label %b48, !dbg !13

b27:                                              ; preds = %b26
  %.36 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !13
  %.37 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.36), !dbg !13
  %.38 = zext i32 %.37 to i64, !dbg !13
  %.39 = add nuw nsw i64 %.38, 16, !dbg !13
  %.40 = icmp ult i32 %.37, 48, !dbg !13
  %.41 = tail call i64 @llvm.read_register.i64(metadata !15) #8, !dbg !13
  %.42 = and i64 %.39, 63, !dbg !13
  %0 = shl nuw i64 1, %.42, !dbg !13
  %1 = and i64 %0, %.41, !dbg !13
  %.44 = icmp ne i64 %1, 0, !dbg !13
  %.45 = and i1 %.40, %.44, !dbg !13
  %.46 = trunc i64 %.39 to i32, !dbg !13
  %.47 = shl i32 %.46, 2, !dbg !13
  %.48 = trunc i64 %t133 to i32, !dbg !13
  %.49 = lshr i64 %t133, 32, !dbg !13
  %.50 = trunc i64 %.49 to i32, !dbg !13
  %.51 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.48), !dbg !13
  %.52 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.50), !dbg !13
  %.53 = zext i32 %.51 to i64, !dbg !13
  %.54 = zext i32 %.52 to i64, !dbg !13
  %.55 = shl nuw i64 %.54, 32, !dbg !13
  %.56 = or i64 %.55, %.53, !dbg !13
  %t135 = select i1 %.45, i64 %.56, i64 %t133, !dbg !13
  %.70 = zext i1 %t134 to i32, !dbg !13
  %.71 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.70), !dbg !13
  %2 = and i32 %.71, 1, !dbg !13
  %.72 = icmp ne i32 %2, 0, !dbg !13
  %t136 = select i1 %.45, i1 %.72, i1 %t134, !dbg !13
  %t137 = icmp slt i32 %.1, 16, !dbg !13
  %t138 = and i1 %t137, %t136, !dbg !13
  %t139 = select i1 %t134, i64 %t133, i64 0, !dbg !13
  %spec.select3 = add i64 %t135, %t139, !dbg !13
  %t141 = select i1 %t138, i64 %spec.select3, i64 %t133, !dbg !13
  %t142 = select i1 %t138, i1 true, i1 %t134, !dbg !13
  %.77 = add nuw nsw i64 %.38, 8, !dbg !13
  %.78 = icmp ult i32 %.37, 56, !dbg !13
  %.80 = and i64 %.77, 63, !dbg !13
  %3 = shl nuw i64 1, %.80, !dbg !13
  %4 = and i64 %3, %.41, !dbg !13
  %.82 = icmp ne i64 %4, 0, !dbg !13
  %.83 = and i1 %.78, %.82, !dbg !13
  %.84 = trunc i64 %.77 to i32, !dbg !13
  %.85 = shl i32 %.84, 2, !dbg !13
  %.86 = trunc i64 %t141 to i32, !dbg !13
  %.87 = lshr i64 %t141, 32, !dbg !13
  %.88 = trunc i64 %.87 to i32, !dbg !13
  %.89 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.85, i32 %.86), !dbg !13
  %.90 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.85, i32 %.88), !dbg !13
  %.91 = zext i32 %.89 to i64, !dbg !13
  %.92 = zext i32 %.90 to i64, !dbg !13
  %.93 = shl nuw i64 %.92, 32, !dbg !13
  %.94 = or i64 %.93, %.91, !dbg !13
  %t143 = select i1 %.83, i64 %.94, i64 %t141, !dbg !13
  %.108 = zext i1 %t142 to i32, !dbg !13
  %.109 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.85, i32 %.108), !dbg !13
  %5 = and i32 %.109, 1, !dbg !13
  %.110 = icmp ne i32 %5, 0, !dbg !13
  %t144 = select i1 %.83, i1 %.110, i1 %t142, !dbg !13
  %t145 = icmp slt i32 %.1, 24, !dbg !13
  %t146 = and i1 %t145, %t144, !dbg !13
  %t147 = select i1 %t142, i64 %t141, i64 0, !dbg !13
  %spec.select4 = add i64 %t143, %t147, !dbg !13
  %t149 = select i1 %t146, i64 %spec.select4, i64 %t141, !dbg !13
  %t150 = select i1 %t146, i1 true, i1 %t142, !dbg !13
  %.115 = add nuw nsw i64 %.38, 4, !dbg !13
  %.116 = icmp ult i32 %.37, 60, !dbg !13
  %.118 = and i64 %.115, 63, !dbg !13
  %6 = shl nuw i64 1, %.118, !dbg !13
  %7 = and i64 %6, %.41, !dbg !13
  %.120 = icmp ne i64 %7, 0, !dbg !13
  %.121 = and i1 %.116, %.120, !dbg !13
  %.122 = trunc i64 %.115 to i32, !dbg !13
  %.123 = shl i32 %.122, 2, !dbg !13
  %.124 = trunc i64 %t149 to i32, !dbg !13
  %.125 = lshr i64 %t149, 32, !dbg !13
  %.126 = trunc i64 %.125 to i32, !dbg !13
  %.127 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.123, i32 %.124), !dbg !13
  %.128 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.123, i32 %.126), !dbg !13
  %.129 = zext i32 %.127 to i64, !dbg !13
  %.130 = zext i32 %.128 to i64, !dbg !13
  %.131 = shl nuw i64 %.130, 32, !dbg !13
  %.132 = or i64 %.131, %.129, !dbg !13
  %t151 = select i1 %.121, i64 %.132, i64 %t149, !dbg !13
  %.146 = zext i1 %t150 to i32, !dbg !13
  %.147 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.123, i32 %.146), !dbg !13
  %8 = and i32 %.147, 1, !dbg !13
  %.148 = icmp ne i32 %8, 0, !dbg !13
  %t152 = select i1 %.121, i1 %.148, i1 %t150, !dbg !13
  %t153 = icmp slt i32 %.1, 28, !dbg !13
  %t154 = and i1 %t153, %t152, !dbg !13
  %t155 = select i1 %t150, i64 %t149, i64 0, !dbg !13
  %spec.select5 = add i64 %t151, %t155, !dbg !13
  %t157 = select i1 %t154, i64 %spec.select5, i64 %t149, !dbg !13
  %t158 = select i1 %t154, i1 true, i1 %t150, !dbg !13
  %.153 = add nuw nsw i64 %.38, 2, !dbg !13
  %.154 = icmp ult i32 %.37, 62, !dbg !13
  %.156 = and i64 %.153, 63, !dbg !13
  %9 = shl nuw i64 1, %.156, !dbg !13
  %10 = and i64 %9, %.41, !dbg !13
  %.158 = icmp ne i64 %10, 0, !dbg !13
  %.159 = and i1 %.154, %.158, !dbg !13
  %.160 = trunc i64 %.153 to i32, !dbg !13
  %.161 = shl i32 %.160, 2, !dbg !13
  %.162 = trunc i64 %t157 to i32, !dbg !13
  %.163 = lshr i64 %t157, 32, !dbg !13
  %.164 = trunc i64 %.163 to i32, !dbg !13
  %.165 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.161, i32 %.162), !dbg !13
  %.166 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.161, i32 %.164), !dbg !13
  %.167 = zext i32 %.165 to i64, !dbg !13
  %.168 = zext i32 %.166 to i64, !dbg !13
  %.169 = shl nuw i64 %.168, 32, !dbg !13
  %.170 = or i64 %.169, %.167, !dbg !13
  %t159 = select i1 %.159, i64 %.170, i64 %t157, !dbg !13
  %.184 = zext i1 %t158 to i32, !dbg !13
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.161, i32 %.184), !dbg !13
  %11 = and i32 %.185, 1, !dbg !13
  %.186 = icmp ne i32 %11, 0, !dbg !13
  %t160 = select i1 %.159, i1 %.186, i1 %t158, !dbg !13
  %t161 = icmp slt i32 %.1, 30, !dbg !13
  %t162 = and i1 %t161, %t160, !dbg !13
  %t163 = select i1 %t158, i64 %t157, i64 0, !dbg !13
  %spec.select6 = add i64 %t159, %t163, !dbg !13
  %t165 = select i1 %t162, i64 %spec.select6, i64 %t157, !dbg !13
  %t166 = select i1 %t162, i1 true, i1 %t158, !dbg !13
  %.191 = add nuw nsw i64 %.38, 1, !dbg !13
  %.192 = icmp ult i32 %.37, 63, !dbg !13
  %.194 = and i64 %.191, 63, !dbg !13
  %12 = shl nuw i64 1, %.194, !dbg !13
  %13 = and i64 %12, %.41, !dbg !13
  %.196 = icmp ne i64 %13, 0, !dbg !13
  %.197 = and i1 %.192, %.196, !dbg !13
  %.198 = trunc i64 %.191 to i32, !dbg !13
  %.199 = shl i32 %.198, 2, !dbg !13
  %.200 = trunc i64 %t165 to i32, !dbg !13
  %.201 = lshr i64 %t165, 32, !dbg !13
  %.202 = trunc i64 %.201 to i32, !dbg !13
  %.203 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %.200), !dbg !13
  %.204 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %.202), !dbg !13
  %.205 = zext i32 %.203 to i64, !dbg !13
  %.206 = zext i32 %.204 to i64, !dbg !13
  %.207 = shl nuw i64 %.206, 32, !dbg !13
  %.208 = or i64 %.207, %.205, !dbg !13
  %t167 = select i1 %.197, i64 %.208, i64 %t165, !dbg !13
  %.222 = zext i1 %t166 to i32, !dbg !13
  %.223 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %.222), !dbg !13
  %14 = and i32 %.223, 1, !dbg !13
  %.224 = icmp ne i32 %14, 0, !dbg !13
  %t168 = select i1 %.197, i1 %.224, i1 %t166, !dbg !13
  %t169 = icmp ne i32 %.1, 31, !dbg !13
  %t170 = and i1 %t169, %t168, !dbg !13
  %t171 = select i1 %t166, i64 %t165, i64 0, !dbg !13
  %spec.select7 = add i64 %t167, %t171, !dbg !13
  %t173 = select i1 %t170, i64 %spec.select7, i64 %t165, !dbg !13
  %t174 = select i1 %t170, i1 true, i1 %t166, !dbg !13
  br label %b48, !dbg !13

b48:                                              ; preds = %b27, %b26
  %t175 = phi i64 [ %t173, %b27 ], [ %t133, %b26 ]
  %t176 = phi i1 [ %t174, %b27 ], [ %t134, %b26 ]
  %t177 = icmp eq i32 %.1, 0, !dbg !13
  %t178 = and i1 %t177, %t176, !dbg !13
  br i1 %t178, label %b49, label %b50, !dbg !13

b49:                                              ; preds = %b48
  %t179 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t5, !dbg !13
  store i64 %t175, ptr addrspace(1) %t179, align 8, !dbg !13
  br label %b50, !dbg !13

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !13
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i64 %a3, i8 %a4) local_unnamed_addr #1 !dbg !16 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !17
  %t3 = sext i32 %.2 to i64, !dbg !17
  %t4 = icmp slt i64 %t3, %a0, !dbg !17
  br i1 %t4, label %b1, label %b2, !dbg !17

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t3, !dbg !17
  %.3 = load i64, ptr addrspace(1) %t5, align 8, !dbg !17, !amdgpu.noclobber !6
  br label %b2, !dbg !17

b2:                                               ; preds = %b1, %entry
  %t7 = phi i64 [ %.3, %b1 ], [ 0, %entry ]
  %t109 = add nsw i64 %t3, 256, !dbg !17
  %t1210 = icmp slt i64 %t109, %a0, !dbg !17
  br i1 %t1210, label %b4, label %b5, !dbg !17

b4:                                               ; preds = %b2, %b4
  %t1012 = phi i64 [ %t10, %b4 ], [ %t109, %b2 ]
  %t1111 = phi i64 [ %t15, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t1012, !dbg !17
  %.4 = load i64, ptr addrspace(1) %t13, align 8, !dbg !17, !amdgpu.noclobber !6
  %t15 = add i64 %.4, %t1111, !dbg !18
  %t10 = add i64 %t1012, 256, !dbg !17
  %t12 = icmp slt i64 %t10, %a0, !dbg !17
  br i1 %t12, label %b4, label %b5, !dbg !17

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi i64 [ %t7, %b2 ], [ %t15, %b4 ]
  %t17 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !17
  store i64 %t11.lcssa, ptr addrspace(3) %t17, align 8, !dbg !17
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !17
  %.5 = zext i1 %t4 to i8, !dbg !17
  store i8 %.5, ptr addrspace(3) %t18, align 1, !dbg !17
  fence syncscope("workgroup") release, !dbg !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17
  %t19 = icmp slt i32 %.2, 128, !dbg !17
  br i1 %t19, label %b6, label %b11, !dbg !17

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128, !dbg !17
  %t21 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.0, i32 %t20, !dbg !17
  %.6 = load i64, ptr addrspace(3) %t21, align 8, !dbg !17
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.1, i32 %t20, !dbg !17
  %.7 = load i8, ptr addrspace(3) %t23, align 1, !dbg !17
  %.8 = icmp ne i8 %.7, 0, !dbg !17
  %t25 = select i1 %t4, i64 %t11.lcssa, i64 0, !dbg !17
  %spec.select = add i64 %.6, %t25, !dbg !17
  %t27 = select i1 %.8, i64 %spec.select, i64 %t11.lcssa, !dbg !17
  %t28 = select i1 %.8, i1 true, i1 %t4, !dbg !17
  store i64 %t27, ptr addrspace(3) %t17, align 8, !dbg !17
  %.9 = zext i1 %t28 to i8, !dbg !17
  store i8 %.9, ptr addrspace(3) %t18, align 1, !dbg !17
  br label %b11, !dbg !17

b11:                                              ; preds = %b6, %b5
  %t29 = phi i64 [ %t27, %b6 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b6 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17
  %t31 = icmp slt i32 %.2, 64, !dbg !17
  br i1 %t31, label %b12, label %b17, !dbg !17

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64, !dbg !17
  %t33 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.0, i32 %t32, !dbg !17
  %.10 = load i64, ptr addrspace(3) %t33, align 8, !dbg !17
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.1, i32 %t32, !dbg !17
  %.11 = load i8, ptr addrspace(3) %t35, align 1, !dbg !17
  %.12 = icmp ne i8 %.11, 0, !dbg !17
  %t37 = select i1 %t30, i64 %t29, i64 0, !dbg !17
  %spec.select1 = add i64 %.10, %t37, !dbg !17
  %t39 = select i1 %.12, i64 %spec.select1, i64 %t29, !dbg !17
  %t40 = select i1 %.12, i1 true, i1 %t30, !dbg !17
  store i64 %t39, ptr addrspace(3) %t17, align 8, !dbg !17
  %.13 = zext i1 %t40 to i8, !dbg !17
  store i8 %.13, ptr addrspace(3) %t18, align 1, !dbg !17
  br label %b17, !dbg !17

b17:                                              ; preds = %b12, %b11
  %t41 = phi i64 [ %t39, %b12 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b12 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release, !dbg !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17
  %t43 = icmp slt i32 %.2, 32, !dbg !17
  br i1 %t43, label %b18, label %b23, !dbg !17

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32, !dbg !17
  %t45 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.0, i32 %t44, !dbg !17
  %.14 = load i64, ptr addrspace(3) %t45, align 8, !dbg !17
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.1, i32 %t44, !dbg !17
  %.15 = load i8, ptr addrspace(3) %t47, align 1, !dbg !17
  %.16 = icmp ne i8 %.15, 0, !dbg !17
  %t49 = select i1 %t42, i64 %t41, i64 0, !dbg !17
  %spec.select2 = add i64 %.14, %t49, !dbg !17
  %t51 = select i1 %.16, i64 %spec.select2, i64 %t41, !dbg !17
  %t52 = select i1 %.16, i1 true, i1 %t42, !dbg !17
  br label %b23, !dbg !17

b23:                                              ; preds = %b18, %b17
  %t53 = phi i64 [ %t51, %b18 ], [ %t41, %b17 ]
  %t54 = phi i1 [ %t52, %b18 ], [ %t42, %b17 ]
  br i1 %t43, label %b24, label %b45, !dbg !17

b24:                                              ; preds = %b23
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !17
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !17
  %.20 = zext i32 %.19 to i64, !dbg !17
  %.21 = add nuw nsw i64 %.20, 16, !dbg !17
  %.22 = icmp ult i32 %.19, 48, !dbg !17
  %.23 = tail call i64 @llvm.read_register.i64(metadata !15) #8, !dbg !17
  %.24 = and i64 %.21, 63, !dbg !17
  %0 = shl nuw i64 1, %.24, !dbg !17
  %1 = and i64 %0, %.23, !dbg !17
  %.26 = icmp ne i64 %1, 0, !dbg !17
  %.27 = and i1 %.22, %.26, !dbg !17
  %.28 = trunc i64 %.21 to i32, !dbg !17
  %.29 = shl i32 %.28, 2, !dbg !17
  %.30 = trunc i64 %t53 to i32, !dbg !17
  %.31 = lshr i64 %t53, 32, !dbg !17
  %.32 = trunc i64 %.31 to i32, !dbg !17
  %.33 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30), !dbg !17
  %.34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.32), !dbg !17
  %.35 = zext i32 %.33 to i64, !dbg !17
  %.36 = zext i32 %.34 to i64, !dbg !17
  %.37 = shl nuw i64 %.36, 32, !dbg !17
  %.38 = or i64 %.37, %.35, !dbg !17
  %t55 = select i1 %.27, i64 %.38, i64 %t53, !dbg !17
  %.52 = zext i1 %t54 to i32, !dbg !17
  %.53 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.52), !dbg !17
  %2 = and i32 %.53, 1, !dbg !17
  %.54 = icmp ne i32 %2, 0, !dbg !17
  %t56 = select i1 %.27, i1 %.54, i1 %t54, !dbg !17
  %t57 = icmp slt i32 %.2, 16, !dbg !17
  %t58 = and i1 %t57, %t56, !dbg !17
  %t59 = select i1 %t54, i64 %t53, i64 0, !dbg !17
  %spec.select3 = add i64 %t55, %t59, !dbg !17
  %t61 = select i1 %t58, i64 %spec.select3, i64 %t53, !dbg !17
  %t62 = select i1 %t58, i1 true, i1 %t54, !dbg !17
  %.59 = add nuw nsw i64 %.20, 8, !dbg !17
  %.60 = icmp ult i32 %.19, 56, !dbg !17
  %.62 = and i64 %.59, 63, !dbg !17
  %3 = shl nuw i64 1, %.62, !dbg !17
  %4 = and i64 %3, %.23, !dbg !17
  %.64 = icmp ne i64 %4, 0, !dbg !17
  %.65 = and i1 %.60, %.64, !dbg !17
  %.66 = trunc i64 %.59 to i32, !dbg !17
  %.67 = shl i32 %.66, 2, !dbg !17
  %.68 = trunc i64 %t61 to i32, !dbg !17
  %.69 = lshr i64 %t61, 32, !dbg !17
  %.70 = trunc i64 %.69 to i32, !dbg !17
  %.71 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.68), !dbg !17
  %.72 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.70), !dbg !17
  %.73 = zext i32 %.71 to i64, !dbg !17
  %.74 = zext i32 %.72 to i64, !dbg !17
  %.75 = shl nuw i64 %.74, 32, !dbg !17
  %.76 = or i64 %.75, %.73, !dbg !17
  %t63 = select i1 %.65, i64 %.76, i64 %t61, !dbg !17
  %.90 = zext i1 %t62 to i32, !dbg !17
  %.91 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.90), !dbg !17
  %5 = and i32 %.91, 1, !dbg !17
  %.92 = icmp ne i32 %5, 0, !dbg !17
  %t64 = select i1 %.65, i1 %.92, i1 %t62, !dbg !17
  %t65 = icmp slt i32 %.2, 24, !dbg !17
  %t66 = and i1 %t65, %t64, !dbg !17
  %t67 = select i1 %t62, i64 %t61, i64 0, !dbg !17
  %spec.select4 = add i64 %t63, %t67, !dbg !17
  %t69 = select i1 %t66, i64 %spec.select4, i64 %t61, !dbg !17
  %t70 = select i1 %t66, i1 true, i1 %t62, !dbg !17
  %.97 = add nuw nsw i64 %.20, 4, !dbg !17
  %.98 = icmp ult i32 %.19, 60, !dbg !17
  %.100 = and i64 %.97, 63, !dbg !17
  %6 = shl nuw i64 1, %.100, !dbg !17
  %7 = and i64 %6, %.23, !dbg !17
  %.102 = icmp ne i64 %7, 0, !dbg !17
  %.103 = and i1 %.98, %.102, !dbg !17
  %.104 = trunc i64 %.97 to i32, !dbg !17
  %.105 = shl i32 %.104, 2, !dbg !17
  %.106 = trunc i64 %t69 to i32, !dbg !17
  %.107 = lshr i64 %t69, 32, !dbg !17
  %.108 = trunc i64 %.107 to i32, !dbg !17
  %.109 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !17
  %.110 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.108), !dbg !17
  %.111 = zext i32 %.109 to i64, !dbg !17
  %.112 = zext i32 %.110 to i64, !dbg !17
  %.113 = shl nuw i64 %.112, 32, !dbg !17
  %.114 = or i64 %.113, %.111, !dbg !17
  %t71 = select i1 %.103, i64 %.114, i64 %t69, !dbg !17
  %.128 = zext i1 %t70 to i32, !dbg !17
  %.129 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.128), !dbg !17
  %8 = and i32 %.129, 1, !dbg !17
  %.130 = icmp ne i32 %8, 0, !dbg !17
  %t72 = select i1 %.103, i1 %.130, i1 %t70, !dbg !17
  %t73 = icmp slt i32 %.2, 28, !dbg !17
  %t74 = and i1 %t73, %t72, !dbg !17
  %t75 = select i1 %t70, i64 %t69, i64 0, !dbg !17
  %spec.select5 = add i64 %t71, %t75, !dbg !17
  %t77 = select i1 %t74, i64 %spec.select5, i64 %t69, !dbg !17
  %t78 = select i1 %t74, i1 true, i1 %t70, !dbg !17
  %.135 = add nuw nsw i64 %.20, 2, !dbg !17
  %.136 = icmp ult i32 %.19, 62, !dbg !17
  %.138 = and i64 %.135, 63, !dbg !17
  %9 = shl nuw i64 1, %.138, !dbg !17
  %10 = and i64 %9, %.23, !dbg !17
  %.140 = icmp ne i64 %10, 0, !dbg !17
  %.141 = and i1 %.136, %.140, !dbg !17
  %.142 = trunc i64 %.135 to i32, !dbg !17
  %.143 = shl i32 %.142, 2, !dbg !17
  %.144 = trunc i64 %t77 to i32, !dbg !17
  %.145 = lshr i64 %t77, 32, !dbg !17
  %.146 = trunc i64 %.145 to i32, !dbg !17
  %.147 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.144), !dbg !17
  %.148 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.146), !dbg !17
  %.149 = zext i32 %.147 to i64, !dbg !17
  %.150 = zext i32 %.148 to i64, !dbg !17
  %.151 = shl nuw i64 %.150, 32, !dbg !17
  %.152 = or i64 %.151, %.149, !dbg !17
  %t79 = select i1 %.141, i64 %.152, i64 %t77, !dbg !17
  %.166 = zext i1 %t78 to i32, !dbg !17
  %.167 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.166), !dbg !17
  %11 = and i32 %.167, 1, !dbg !17
  %.168 = icmp ne i32 %11, 0, !dbg !17
  %t80 = select i1 %.141, i1 %.168, i1 %t78, !dbg !17
  %t81 = icmp slt i32 %.2, 30, !dbg !17
  %t82 = and i1 %t81, %t80, !dbg !17
  %t83 = select i1 %t78, i64 %t77, i64 0, !dbg !17
  %spec.select6 = add i64 %t79, %t83, !dbg !17
  %t85 = select i1 %t82, i64 %spec.select6, i64 %t77, !dbg !17
  %t86 = select i1 %t82, i1 true, i1 %t78, !dbg !17
  %.173 = add nuw nsw i64 %.20, 1, !dbg !17
  %.174 = icmp ult i32 %.19, 63, !dbg !17
  %.176 = and i64 %.173, 63, !dbg !17
  %12 = shl nuw i64 1, %.176, !dbg !17
  %13 = and i64 %12, %.23, !dbg !17
  %.178 = icmp ne i64 %13, 0, !dbg !17
  %.179 = and i1 %.174, %.178, !dbg !17
  %.180 = trunc i64 %.173 to i32, !dbg !17
  %.181 = shl i32 %.180, 2, !dbg !17
  %.182 = trunc i64 %t85 to i32, !dbg !17
  %.183 = lshr i64 %t85, 32, !dbg !17
  %.184 = trunc i64 %.183 to i32, !dbg !17
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.182), !dbg !17
  %.186 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.184), !dbg !17
  %.187 = zext i32 %.185 to i64, !dbg !17
  %.188 = zext i32 %.186 to i64, !dbg !17
  %.189 = shl nuw i64 %.188, 32, !dbg !17
  %.190 = or i64 %.189, %.187, !dbg !17
  %t87 = select i1 %.179, i64 %.190, i64 %t85, !dbg !17
  %.204 = zext i1 %t86 to i32, !dbg !17
  %.205 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.204), !dbg !17
  %14 = and i32 %.205, 1, !dbg !17
  %.206 = icmp ne i32 %14, 0, !dbg !17
  %t88 = select i1 %.179, i1 %.206, i1 %t86, !dbg !17
  %t89 = icmp ne i32 %.2, 31, !dbg !17
  %t90 = and i1 %t89, %t88, !dbg !17
  %t91 = select i1 %t86, i64 %t85, i64 0, !dbg !17
  %spec.select7 = add i64 %t87, %t91, !dbg !17
  %t93 = select i1 %t90, i64 %spec.select7, i64 %t85, !dbg !17
  %t94 = select i1 %t90, i1 true, i1 %t86, !dbg !17
  br label %b45, !dbg !17

b45:                                              ; preds = %b24, %b23
  %t95 = phi i64 [ %t93, %b24 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b24 ], [ %t54, %b23 ]
  %t97 = icmp eq i32 %.2, 0, !dbg !17
  %t101 = select i1 %t96, i1 true, i1 %.1, !dbg !17
  %or.cond = select i1 %t97, i1 %t101, i1 false, !dbg !17
  br i1 %or.cond, label %b51, label %b52, !dbg !17

b51:                                              ; preds = %b45
  %t98 = select i1 %.1, i64 %a3, i64 0, !dbg !17
  %spec.select8 = add i64 %t95, %t98, !dbg !17
  %t100 = select i1 %t96, i64 %spec.select8, i64 %a3, !dbg !17
  store i64 %t100, ptr addrspace(1) %a2, align 8, !dbg !17
  br label %b52, !dbg !17

b52:                                              ; preds = %b51, %b45
  ret void, !dbg !17
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !19 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !20
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !20
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !20
  %t3 = sext i32 %.1 to i64, !dbg !20
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !20
  %t5 = sext i32 %.2 to i64, !dbg !20
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !20
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !20
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !20, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !20
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !20
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !20, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !20
  %.15 = add i32 %.14, %.9, !dbg !20
  %.16 = udiv i32 %.15, %.6, !dbg !20
  %t9 = sext i32 %.16 to i64, !dbg !20
  %t10 = mul nsw i64 %t7, %t5, !dbg !20
  %t11 = add nsw i64 %t10, %t3, !dbg !20
  %t12 = mul nsw i64 %t9, %t7, !dbg !20
  %t141 = icmp slt i64 %t11, %a0, !dbg !20
  br i1 %t141, label %b2, label %b7, !dbg !20

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !20

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t132, !dbg !20
  %.17 = load double, ptr addrspace(1) %t15, align 8, !dbg !20
  br label %b4, !dbg !20

b4:                                               ; preds = %b3, %b2
  %t17 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !20

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t132, !dbg !20
  %.18 = load double, ptr addrspace(1) %t18, align 8, !dbg !20
  br label %b6, !dbg !20

b6:                                               ; preds = %b5, %b4
  %t20 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = fadd double %t17, %t20, !dbg !21
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t132, !dbg !20
  store double %t21, ptr addrspace(1) %t22, align 8, !dbg !20
  %t23 = add i64 %t132, %t12, !dbg !20
  %t14 = icmp slt i64 %t23, %a0, !dbg !20
  br i1 %t14, label %b2, label %b7, !dbg !20

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !20
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !22 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !23
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !23
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !23
  %t3 = sext i32 %.1 to i64, !dbg !23
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !23
  %t5 = sext i32 %.2 to i64, !dbg !23
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !23
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !23
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !23, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !23
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !23
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !23, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !23
  %.15 = add i32 %.14, %.9, !dbg !23
  %.16 = udiv i32 %.15, %.6, !dbg !23
  %t9 = sext i32 %.16 to i64, !dbg !23
  %t10 = mul nsw i64 %t7, %t5, !dbg !23
  %t11 = add nsw i64 %t10, %t3, !dbg !23
  %t12 = mul nsw i64 %t9, %t7, !dbg !23
  %t13 = icmp sgt i64 %a1, 7, !dbg !23
  %t14 = icmp sgt i64 %a1, 6, !dbg !23
  %t15 = icmp sgt i64 %a1, 5, !dbg !23
  %t16 = icmp sgt i64 %a1, 4, !dbg !23
  %t17 = icmp sgt i64 %a1, 3, !dbg !23
  %t18 = icmp sgt i64 %a1, 2, !dbg !23
  %t19 = icmp sgt i64 %a1, 1, !dbg !23
  %t20 = icmp sgt i64 %a1, 0, !dbg !23
  %t221 = icmp slt i64 %t11, %a0, !dbg !23
  br i1 %t221, label %b2.lr.ph, label %b23, !dbg !23

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
  br label %b2, !dbg !23

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t121, %b22 ]
  br i1 %t13, label %b3, label %b4, !dbg !23

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen, !dbg !23
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed, !dbg !23
  %.28 = sub i64 0, %t212, !dbg !23
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !23
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !23
  %t25 = mul i64 %.22, %a19, !dbg !23
  %t26 = mul i64 %.22, %a29, !dbg !23
  %t27 = mul i64 %.22, %a38, !dbg !23
  br label %b4, !dbg !23

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !23

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen, !dbg !23
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed, !dbg !23
  %.42 = sub i64 0, %t28, !dbg !23
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !23
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !23
  %t34 = mul i64 %.36, %a18, !dbg !23
  %t35 = add i64 %t34, %t29, !dbg !23
  %t36 = mul i64 %.36, %a28, !dbg !23
  %t37 = add i64 %t36, %t30, !dbg !23
  %t38 = mul i64 %.36, %a37, !dbg !23
  %t39 = add i64 %t38, %t31, !dbg !23
  br label %b6, !dbg !23

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !23

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen, !dbg !23
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed, !dbg !23
  %.56 = sub i64 0, %t40, !dbg !23
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !23
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !23
  %t46 = mul i64 %.50, %a17, !dbg !23
  %t47 = add i64 %t46, %t41, !dbg !23
  %t48 = mul i64 %.50, %a27, !dbg !23
  %t49 = add i64 %t48, %t42, !dbg !23
  %t50 = mul i64 %.50, %a36, !dbg !23
  %t51 = add i64 %t50, %t43, !dbg !23
  br label %b8, !dbg !23

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !23

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen, !dbg !23
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed, !dbg !23
  %.70 = sub i64 0, %t52, !dbg !23
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !23
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !23
  %t58 = mul i64 %.64, %a16, !dbg !23
  %t59 = add i64 %t58, %t53, !dbg !23
  %t60 = mul i64 %.64, %a26, !dbg !23
  %t61 = add i64 %t60, %t54, !dbg !23
  %t62 = mul i64 %.64, %a35, !dbg !23
  %t63 = add i64 %t62, %t55, !dbg !23
  br label %b10, !dbg !23

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !23

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen, !dbg !23
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed, !dbg !23
  %.84 = sub i64 0, %t64, !dbg !23
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !23
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !23
  %t70 = mul i64 %.78, %a15, !dbg !23
  %t71 = add i64 %t70, %t65, !dbg !23
  %t72 = mul i64 %.78, %a25, !dbg !23
  %t73 = add i64 %t72, %t66, !dbg !23
  %t74 = mul i64 %.78, %a34, !dbg !23
  %t75 = add i64 %t74, %t67, !dbg !23
  br label %b12, !dbg !23

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !23

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen, !dbg !23
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed, !dbg !23
  %.98 = sub i64 0, %t76, !dbg !23
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !23
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !23
  %t82 = mul i64 %.92, %a14, !dbg !23
  %t83 = add i64 %t82, %t77, !dbg !23
  %t84 = mul i64 %.92, %a24, !dbg !23
  %t85 = add i64 %t84, %t78, !dbg !23
  %t86 = mul i64 %.92, %a33, !dbg !23
  %t87 = add i64 %t86, %t79, !dbg !23
  br label %b14, !dbg !23

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !23

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen, !dbg !23
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed, !dbg !23
  %.112 = sub i64 0, %t88, !dbg !23
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !23
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !23
  %t94 = mul i64 %.106, %a13, !dbg !23
  %t95 = add i64 %t94, %t89, !dbg !23
  %t96 = mul i64 %.106, %a23, !dbg !23
  %t97 = add i64 %t96, %t90, !dbg !23
  %t98 = mul i64 %.106, %a32, !dbg !23
  %t99 = add i64 %t98, %t91, !dbg !23
  br label %b16, !dbg !23

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !23

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !23
  %t105 = add i64 %t101, %t104, !dbg !23
  %t106 = mul i64 %t100, %a22, !dbg !23
  %t107 = add i64 %t102, %t106, !dbg !23
  %t108 = mul i64 %t100, %a31, !dbg !23
  %t109 = add i64 %t103, %t108, !dbg !23
  br label %b18, !dbg !23

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !23

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t110, !dbg !23
  %.115 = load double, ptr addrspace(1) %t113, align 8, !dbg !23
  br label %b20, !dbg !23

b20:                                              ; preds = %b19, %b18
  %t115 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !23

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t111, !dbg !23
  %.116 = load double, ptr addrspace(1) %t116, align 8, !dbg !23
  br label %b22, !dbg !23

b22:                                              ; preds = %b21, %b20
  %t118 = phi double [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = fadd double %t115, %t118, !dbg !24
  %t120 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t112, !dbg !23
  store double %t119, ptr addrspace(1) %t120, align 8, !dbg !23
  %t121 = add i64 %t212, %t12, !dbg !23
  %t22 = icmp slt i64 %t121, %a0, !dbg !23
  br i1 %t22, label %b2, label %b23, !dbg !23

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !23
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !25 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !26
  %t3 = sext i32 %.1 to i64, !dbg !26
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !26
  %t5 = sext i32 %.2 to i64, !dbg !26
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !26
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !26
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !26, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !26
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !26, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !26
  %.10 = add i32 %.5, -1, !dbg !26
  %.11 = add i32 %.10, %.9, !dbg !26
  %.12 = udiv i32 %.11, %.9, !dbg !26
  %t7 = sext i32 %.12 to i64, !dbg !26
  %t8 = shl nsw i64 %t5, 8, !dbg !26
  %t9 = add nsw i64 %t8, %t3, !dbg !26
  %t10 = shl nsw i64 %t7, 8, !dbg !26
  %t11 = icmp slt i64 %t9, %a0, !dbg !26
  br i1 %t11, label %b1, label %b2, !dbg !26

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !26
  %t13 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t12, !dbg !26
  %.13 = load double, ptr addrspace(1) %t13, align 8, !dbg !26, !amdgpu.noclobber !6
  br label %b2, !dbg !26

b2:                                               ; preds = %b1, %entry
  %t15 = phi double [ %.13, %b1 ], [ 0.000000e+00, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !26
  %t18 = shl nsw i64 %t7, 11, !dbg !26
  %t19 = mul nsw i64 %t7, 1792, !dbg !26
  %t20 = sub i64 %a0, %t19, !dbg !26
  %t26 = mul i64 %t17, %a2, !dbg !26
  %t28 = mul i64 %t18, %a2, !dbg !26
  %t29 = mul i64 %t10, %a2, !dbg !26
  %t618 = icmp slt i64 %t17, %t20, !dbg !26
  br i1 %t618, label %b4.preheader, label %b5, !dbg !26

b4.preheader:                                     ; preds = %b2
  %t47 = mul i64 %t19, %a2, !dbg !26
  %t48 = add i64 %t26, %t47, !dbg !26
  %t49 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t48, !dbg !26
  %t21 = mul i64 %t7, %a2, !dbg !26
  %t44 = mul i64 %t21, 1536, !dbg !26
  %t45 = add i64 %t26, %t44, !dbg !26
  %t46 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t45, !dbg !26
  %t41 = mul i64 %t21, 1280, !dbg !26
  %t42 = add i64 %t26, %t41, !dbg !26
  %t43 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t42, !dbg !26
  %t38 = shl i64 %t21, 10, !dbg !26
  %t39 = add i64 %t26, %t38, !dbg !26
  %t40 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t39, !dbg !26
  %t35 = mul i64 %t21, 768, !dbg !26
  %t36 = add i64 %t26, %t35, !dbg !26
  %t37 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t36, !dbg !26
  %t32 = shl i64 %t21, 9, !dbg !26
  %t33 = add i64 %t26, %t32, !dbg !26
  %t34 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t33, !dbg !26
  %t30 = add i64 %t26, %t29, !dbg !26
  %t31 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t30, !dbg !26
  %t27 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t26, !dbg !26
  br label %b4, !dbg !26

b4:                                               ; preds = %b4.preheader, %b4
  %t5918 = phi double [ %t77, %b4 ], [ %t15, %b4.preheader ]
  %t5817 = phi i64 [ %t78, %b4 ], [ %t17, %b4.preheader ]
  %t5716 = phi ptr addrspace(1) [ %t79, %b4 ], [ %t27, %b4.preheader ]
  %t5615 = phi ptr addrspace(1) [ %t80, %b4 ], [ %t31, %b4.preheader ]
  %t5514 = phi ptr addrspace(1) [ %t81, %b4 ], [ %t34, %b4.preheader ]
  %t5413 = phi ptr addrspace(1) [ %t82, %b4 ], [ %t37, %b4.preheader ]
  %t5312 = phi ptr addrspace(1) [ %t83, %b4 ], [ %t40, %b4.preheader ]
  %t5211 = phi ptr addrspace(1) [ %t84, %b4 ], [ %t43, %b4.preheader ]
  %t5110 = phi ptr addrspace(1) [ %t85, %b4 ], [ %t46, %b4.preheader ]
  %t509 = phi ptr addrspace(1) [ %t86, %b4 ], [ %t49, %b4.preheader ]
  %.14 = load double, ptr addrspace(1) %t5716, align 8, !dbg !26
  %.15 = load double, ptr addrspace(1) %t5615, align 8, !dbg !26
  %.16 = load double, ptr addrspace(1) %t5514, align 8, !dbg !26
  %.17 = load double, ptr addrspace(1) %t5413, align 8, !dbg !26
  %.18 = load double, ptr addrspace(1) %t5312, align 8, !dbg !26
  %.19 = load double, ptr addrspace(1) %t5211, align 8, !dbg !26
  %.20 = load double, ptr addrspace(1) %t5110, align 8, !dbg !26
  %.21 = load double, ptr addrspace(1) %t509, align 8, !dbg !26
  %t70 = fadd double %t5918, %.14, !dbg !27
  %t71 = fadd double %t70, %.15, !dbg !27
  %t72 = fadd double %t71, %.16, !dbg !27
  %t73 = fadd double %t72, %.17, !dbg !27
  %t74 = fadd double %t73, %.18, !dbg !27
  %t75 = fadd double %t74, %.19, !dbg !27
  %t76 = fadd double %t75, %.20, !dbg !27
  %t77 = fadd double %t76, %.21, !dbg !27
  %t78 = add i64 %t5817, %t18, !dbg !26
  %t79 = getelementptr inbounds double, ptr addrspace(1) %t5716, i64 %t28, !dbg !26
  %t80 = getelementptr inbounds double, ptr addrspace(1) %t5615, i64 %t28, !dbg !26
  %t81 = getelementptr inbounds double, ptr addrspace(1) %t5514, i64 %t28, !dbg !26
  %t82 = getelementptr inbounds double, ptr addrspace(1) %t5413, i64 %t28, !dbg !26
  %t83 = getelementptr inbounds double, ptr addrspace(1) %t5312, i64 %t28, !dbg !26
  %t84 = getelementptr inbounds double, ptr addrspace(1) %t5211, i64 %t28, !dbg !26
  %t85 = getelementptr inbounds double, ptr addrspace(1) %t5110, i64 %t28, !dbg !26
  %t86 = getelementptr inbounds double, ptr addrspace(1) %t509, i64 %t28, !dbg !26
  %t61 = icmp slt i64 %t78, %t20, !dbg !26
  br i1 %t61, label %b4, label %b5.loopexit, !dbg !26

b5.loopexit:                                      ; preds = %b4
  %.pre = mul i64 %t78, %a2, !dbg !26
  br label %b5, !dbg !26

b5:                                               ; preds = %b5.loopexit, %b2
  %t87.pre-phi = phi i64 [ %.pre, %b5.loopexit ], [ %t26, %b2 ], !dbg !26
  %t58.lcssa = phi i64 [ %t78, %b5.loopexit ], [ %t17, %b2 ]
  %t59.lcssa = phi double [ %t77, %b5.loopexit ], [ %t15, %b2 ]
  %t9220 = icmp slt i64 %t58.lcssa, %a0, !dbg !26
  br i1 %t9220, label %b7.preheader, label %b8, !dbg !26

b7.preheader:                                     ; preds = %b5
  %t88 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t87.pre-phi, !dbg !26
  br label %b7, !dbg !26

b7:                                               ; preds = %b7.preheader, %b7
  %t9123 = phi double [ %t94, %b7 ], [ %t59.lcssa, %b7.preheader ]
  %t9022 = phi i64 [ %t95, %b7 ], [ %t58.lcssa, %b7.preheader ]
  %t8921 = phi ptr addrspace(1) [ %t96, %b7 ], [ %t88, %b7.preheader ]
  %.22 = load double, ptr addrspace(1) %t8921, align 8, !dbg !26
  %t94 = fadd double %t9123, %.22, !dbg !27
  %t95 = add i64 %t9022, %t10, !dbg !26
  %t96 = getelementptr inbounds double, ptr addrspace(1) %t8921, i64 %t29, !dbg !26
  %t92 = icmp slt i64 %t95, %a0, !dbg !26
  br i1 %t92, label %b7, label %b8, !dbg !26

b8:                                               ; preds = %b7, %b5
  %t91.lcssa = phi double [ %t59.lcssa, %b5 ], [ %t94, %b7 ]
  %t97 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !26
  store double %t91.lcssa, ptr addrspace(3) %t97, align 8, !dbg !26
  %t98 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !26
  %.23 = zext i1 %t11 to i8, !dbg !26
  store i8 %.23, ptr addrspace(3) %t98, align 1, !dbg !26
  fence syncscope("workgroup") release, !dbg !26
  tail call void @llvm.amdgcn.s.barrier(), !dbg !26
  fence syncscope("workgroup") acquire, !dbg !26
  %t99 = icmp slt i32 %.1, 128, !dbg !26
  br i1 %t99, label %b9, label %b14, !dbg !26

b9:                                               ; preds = %b8
  %t100 = add nsw i32 %.1, 128, !dbg !26
  %t101 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t100, !dbg !26
  %.24 = load double, ptr addrspace(3) %t101, align 8, !dbg !26
  %t103 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t100, !dbg !26
  %.25 = load i8, ptr addrspace(3) %t103, align 1, !dbg !26
  %.26 = icmp ne i8 %.25, 0, !dbg !26
  %t105 = select i1 %t11, double %t91.lcssa, double -0.000000e+00, !dbg !26
  %spec.select = fadd double %t105, %.24, !dbg !26
  %t107 = select i1 %.26, double %spec.select, double %t91.lcssa, !dbg !26
  %t108 = select i1 %.26, i1 true, i1 %t11, !dbg !26
  store double %t107, ptr addrspace(3) %t97, align 8, !dbg !26
  %.27 = zext i1 %t108 to i8, !dbg !26
  store i8 %.27, ptr addrspace(3) %t98, align 1, !dbg !26
  br label %b14, !dbg !26

b14:                                              ; preds = %b9, %b8
  %t109 = phi double [ %t107, %b9 ], [ %t91.lcssa, %b8 ]
  %t110 = phi i1 [ %t108, %b9 ], [ %t11, %b8 ]
  fence syncscope("workgroup") release, !dbg !26
  tail call void @llvm.amdgcn.s.barrier(), !dbg !26
  fence syncscope("workgroup") acquire, !dbg !26
  %t111 = icmp slt i32 %.1, 64, !dbg !26
  br i1 %t111, label %b15, label %b20, !dbg !26

b15:                                              ; preds = %b14
  %t112 = add nsw i32 %.1, 64, !dbg !26
  %t113 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t112, !dbg !26
  %.28 = load double, ptr addrspace(3) %t113, align 8, !dbg !26
  %t115 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t112, !dbg !26
  %.29 = load i8, ptr addrspace(3) %t115, align 1, !dbg !26
  %.30 = icmp ne i8 %.29, 0, !dbg !26
  %t117 = select i1 %t110, double %t109, double -0.000000e+00, !dbg !26
  %spec.select1 = fadd double %t117, %.28, !dbg !26
  %t119 = select i1 %.30, double %spec.select1, double %t109, !dbg !26
  %t120 = select i1 %.30, i1 true, i1 %t110, !dbg !26
  store double %t119, ptr addrspace(3) %t97, align 8, !dbg !26
  %.31 = zext i1 %t120 to i8, !dbg !26
  store i8 %.31, ptr addrspace(3) %t98, align 1, !dbg !26
  br label %b20, !dbg !26

b20:                                              ; preds = %b15, %b14
  %t121 = phi double [ %t119, %b15 ], [ %t109, %b14 ]
  %t122 = phi i1 [ %t120, %b15 ], [ %t110, %b14 ]
  fence syncscope("workgroup") release, !dbg !26
  tail call void @llvm.amdgcn.s.barrier(), !dbg !26
  fence syncscope("workgroup") acquire, !dbg !26
  %t123 = icmp slt i32 %.1, 32, !dbg !26
  br i1 %t123, label %b21, label %b26, !dbg !26

b21:                                              ; preds = %b20
  %t124 = add nsw i32 %.1, 32, !dbg !26
  %t125 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t124, !dbg !26
  %.32 = load double, ptr addrspace(3) %t125, align 8, !dbg !26
  %t127 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t124, !dbg !26
  %.33 = load i8, ptr addrspace(3) %t127, align 1, !dbg !26
  %.34 = icmp ne i8 %.33, 0, !dbg !26
  %t129 = select i1 %t122, double %t121, double -0.000000e+00, !dbg !26
  %spec.select2 = fadd double %t129, %.32, !dbg !26
  %t131 = select i1 %.34, double %spec.select2, double %t121, !dbg !26
  %t132 = select i1 %.34, i1 true, i1 %t122, !dbg !26
  br label %b26, !dbg !26

b26:                                              ; preds = %b21, %b20
  %t133 = phi double [ %t131, %b21 ], [ %t121, %b20 ]
  %t134 = phi i1 [ %t132, %b21 ], [ %t122, %b20 ]
  br i1 %t123, label %b27, label %b48, !dbg !26

b27:                                              ; preds = %b26
  %.36 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !26
  %.37 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.36), !dbg !26
  %.38 = zext i32 %.37 to i64, !dbg !26
  %.39 = add nuw nsw i64 %.38, 16, !dbg !26
  %.40 = icmp ult i32 %.37, 48, !dbg !26
  %.41 = tail call i64 @llvm.read_register.i64(metadata !15) #8, !dbg !26
  %.42 = and i64 %.39, 63, !dbg !26
  %0 = shl nuw i64 1, %.42, !dbg !26
  %1 = and i64 %0, %.41, !dbg !26
  %.44 = icmp ne i64 %1, 0, !dbg !26
  %.45 = and i1 %.40, %.44, !dbg !26
  %.46 = trunc i64 %.39 to i32, !dbg !26
  %.47 = shl i32 %.46, 2, !dbg !26
  %.48 = bitcast double %t133 to i64, !dbg !26
  %.49 = trunc i64 %.48 to i32, !dbg !26
  %.50 = lshr i64 %.48, 32, !dbg !26
  %.51 = trunc i64 %.50 to i32, !dbg !26
  %.52 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.49), !dbg !26
  %.53 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.51), !dbg !26
  %.54 = zext i32 %.52 to i64, !dbg !26
  %.55 = zext i32 %.53 to i64, !dbg !26
  %.56 = shl nuw i64 %.55, 32, !dbg !26
  %.57 = or i64 %.56, %.54, !dbg !26
  %.58 = bitcast i64 %.57 to double, !dbg !26
  %t135 = select i1 %.45, double %.58, double %t133, !dbg !26
  %.72 = zext i1 %t134 to i32, !dbg !26
  %.73 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.72), !dbg !26
  %2 = and i32 %.73, 1, !dbg !26
  %.74 = icmp ne i32 %2, 0, !dbg !26
  %t136 = select i1 %.45, i1 %.74, i1 %t134, !dbg !26
  %t137 = icmp slt i32 %.1, 16, !dbg !26
  %t138 = and i1 %t137, %t136, !dbg !26
  %t139 = select i1 %t134, double %t133, double -0.000000e+00, !dbg !26
  %spec.select3 = fadd double %t139, %t135, !dbg !26
  %t141 = select i1 %t138, double %spec.select3, double %t133, !dbg !26
  %t142 = select i1 %t138, i1 true, i1 %t134, !dbg !26
  %.79 = add nuw nsw i64 %.38, 8, !dbg !26
  %.80 = icmp ult i32 %.37, 56, !dbg !26
  %.82 = and i64 %.79, 63, !dbg !26
  %3 = shl nuw i64 1, %.82, !dbg !26
  %4 = and i64 %3, %.41, !dbg !26
  %.84 = icmp ne i64 %4, 0, !dbg !26
  %.85 = and i1 %.80, %.84, !dbg !26
  %.86 = trunc i64 %.79 to i32, !dbg !26
  %.87 = shl i32 %.86, 2, !dbg !26
  %.88 = bitcast double %t141 to i64, !dbg !26
  %.89 = trunc i64 %.88 to i32, !dbg !26
  %.90 = lshr i64 %.88, 32, !dbg !26
  %.91 = trunc i64 %.90 to i32, !dbg !26
  %.92 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.87, i32 %.89), !dbg !26
  %.93 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.87, i32 %.91), !dbg !26
  %.94 = zext i32 %.92 to i64, !dbg !26
  %.95 = zext i32 %.93 to i64, !dbg !26
  %.96 = shl nuw i64 %.95, 32, !dbg !26
  %.97 = or i64 %.96, %.94, !dbg !26
  %.98 = bitcast i64 %.97 to double, !dbg !26
  %t143 = select i1 %.85, double %.98, double %t141, !dbg !26
  %.112 = zext i1 %t142 to i32, !dbg !26
  %.113 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.87, i32 %.112), !dbg !26
  %5 = and i32 %.113, 1, !dbg !26
  %.114 = icmp ne i32 %5, 0, !dbg !26
  %t144 = select i1 %.85, i1 %.114, i1 %t142, !dbg !26
  %t145 = icmp slt i32 %.1, 24, !dbg !26
  %t146 = and i1 %t145, %t144, !dbg !26
  %t147 = select i1 %t142, double %t141, double -0.000000e+00, !dbg !26
  %spec.select4 = fadd double %t143, %t147, !dbg !26
  %t149 = select i1 %t146, double %spec.select4, double %t141, !dbg !26
  %t150 = select i1 %t146, i1 true, i1 %t142, !dbg !26
  %.119 = add nuw nsw i64 %.38, 4, !dbg !26
  %.120 = icmp ult i32 %.37, 60, !dbg !26
  %.122 = and i64 %.119, 63, !dbg !26
  %6 = shl nuw i64 1, %.122, !dbg !26
  %7 = and i64 %6, %.41, !dbg !26
  %.124 = icmp ne i64 %7, 0, !dbg !26
  %.125 = and i1 %.120, %.124, !dbg !26
  %.126 = trunc i64 %.119 to i32, !dbg !26
  %.127 = shl i32 %.126, 2, !dbg !26
  %.128 = bitcast double %t149 to i64, !dbg !26
  %.129 = trunc i64 %.128 to i32, !dbg !26
  %.130 = lshr i64 %.128, 32, !dbg !26
  %.131 = trunc i64 %.130 to i32, !dbg !26
  %.132 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.127, i32 %.129), !dbg !26
  %.133 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.127, i32 %.131), !dbg !26
  %.134 = zext i32 %.132 to i64, !dbg !26
  %.135 = zext i32 %.133 to i64, !dbg !26
  %.136 = shl nuw i64 %.135, 32, !dbg !26
  %.137 = or i64 %.136, %.134, !dbg !26
  %.138 = bitcast i64 %.137 to double, !dbg !26
  %t151 = select i1 %.125, double %.138, double %t149, !dbg !26
  %.152 = zext i1 %t150 to i32, !dbg !26
  %.153 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.127, i32 %.152), !dbg !26
  %8 = and i32 %.153, 1, !dbg !26
  %.154 = icmp ne i32 %8, 0, !dbg !26
  %t152 = select i1 %.125, i1 %.154, i1 %t150, !dbg !26
  %t153 = icmp slt i32 %.1, 28, !dbg !26
  %t154 = and i1 %t153, %t152, !dbg !26
  %t155 = select i1 %t150, double %t149, double -0.000000e+00, !dbg !26
  %spec.select5 = fadd double %t151, %t155, !dbg !26
  %t157 = select i1 %t154, double %spec.select5, double %t149, !dbg !26
  %t158 = select i1 %t154, i1 true, i1 %t150, !dbg !26
  %.159 = add nuw nsw i64 %.38, 2, !dbg !26
  %.160 = icmp ult i32 %.37, 62, !dbg !26
  %.162 = and i64 %.159, 63, !dbg !26
  %9 = shl nuw i64 1, %.162, !dbg !26
  %10 = and i64 %9, %.41, !dbg !26
  %.164 = icmp ne i64 %10, 0, !dbg !26
  %.165 = and i1 %.160, %.164, !dbg !26
  %.166 = trunc i64 %.159 to i32, !dbg !26
  %.167 = shl i32 %.166, 2, !dbg !26
  %.168 = bitcast double %t157 to i64, !dbg !26
  %.169 = trunc i64 %.168 to i32, !dbg !26
  %.170 = lshr i64 %.168, 32, !dbg !26
  %.171 = trunc i64 %.170 to i32, !dbg !26
  %.172 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %.169), !dbg !26
  %.173 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %.171), !dbg !26
  %.174 = zext i32 %.172 to i64, !dbg !26
  %.175 = zext i32 %.173 to i64, !dbg !26
  %.176 = shl nuw i64 %.175, 32, !dbg !26
  %.177 = or i64 %.176, %.174, !dbg !26
  %.178 = bitcast i64 %.177 to double, !dbg !26
  %t159 = select i1 %.165, double %.178, double %t157, !dbg !26
  %.192 = zext i1 %t158 to i32, !dbg !26
  %.193 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %.192), !dbg !26
  %11 = and i32 %.193, 1, !dbg !26
  %.194 = icmp ne i32 %11, 0, !dbg !26
  %t160 = select i1 %.165, i1 %.194, i1 %t158, !dbg !26
  %t161 = icmp slt i32 %.1, 30, !dbg !26
  %t162 = and i1 %t161, %t160, !dbg !26
  %t163 = select i1 %t158, double %t157, double -0.000000e+00, !dbg !26
  %spec.select6 = fadd double %t159, %t163, !dbg !26
  %t165 = select i1 %t162, double %spec.select6, double %t157, !dbg !26
  %t166 = select i1 %t162, i1 true, i1 %t158, !dbg !26
  %.199 = add nuw nsw i64 %.38, 1, !dbg !26
  %.200 = icmp ult i32 %.37, 63, !dbg !26
  %.202 = and i64 %.199, 63, !dbg !26
  %12 = shl nuw i64 1, %.202, !dbg !26
  %13 = and i64 %12, %.41, !dbg !26
  %.204 = icmp ne i64 %13, 0, !dbg !26
  %.205 = and i1 %.200, %.204, !dbg !26
  %.206 = trunc i64 %.199 to i32, !dbg !26
  %.207 = shl i32 %.206, 2, !dbg !26
  %.208 = bitcast double %t165 to i64, !dbg !26
  %.209 = trunc i64 %.208 to i32, !dbg !26
  %.210 = lshr i64 %.208, 32, !dbg !26
  %.211 = trunc i64 %.210 to i32, !dbg !26
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.209), !dbg !26
  %.213 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.211), !dbg !26
  %.214 = zext i32 %.212 to i64, !dbg !26
  %.215 = zext i32 %.213 to i64, !dbg !26
  %.216 = shl nuw i64 %.215, 32, !dbg !26
  %.217 = or i64 %.216, %.214, !dbg !26
  %.218 = bitcast i64 %.217 to double, !dbg !26
  %t167 = select i1 %.205, double %.218, double %t165, !dbg !26
  %.232 = zext i1 %t166 to i32, !dbg !26
  %.233 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.207, i32 %.232), !dbg !26
  %14 = and i32 %.233, 1, !dbg !26
  %.234 = icmp ne i32 %14, 0, !dbg !26
  %t168 = select i1 %.205, i1 %.234, i1 %t166, !dbg !26
  %t169 = icmp ne i32 %.1, 31, !dbg !26
  %t170 = and i1 %t169, %t168, !dbg !26
  %t171 = select i1 %t166, double %t165, double -0.000000e+00, !dbg !26
  %spec.select7 = fadd double %t167, %t171, !dbg !26
  %t173 = select i1 %t170, double %spec.select7, double %t165, !dbg !26
  %t174 = select i1 %t170, i1 true, i1 %t166, !dbg !26
  br label %b48, !dbg !26

b48:                                              ; preds = %b27, %b26
  %t175 = phi double [ %t173, %b27 ], [ %t133, %b26 ]
  %t176 = phi i1 [ %t174, %b27 ], [ %t134, %b26 ]
  %t177 = icmp eq i32 %.1, 0, !dbg !26
  %t178 = and i1 %t177, %t176, !dbg !26
  br i1 %t178, label %b49, label %b50, !dbg !26

b49:                                              ; preds = %b48
  %t179 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t5, !dbg !26
  store double %t175, ptr addrspace(1) %t179, align 8, !dbg !26
  br label %b50, !dbg !26

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !26
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, double %a3, i8 %a4) local_unnamed_addr #1 !dbg !28 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !29
  %t3 = sext i32 %.2 to i64, !dbg !29
  %t4 = icmp slt i64 %t3, %a0, !dbg !29
  br i1 %t4, label %b1, label %b2, !dbg !29

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t3, !dbg !29
  %.3 = load double, ptr addrspace(1) %t5, align 8, !dbg !29, !amdgpu.noclobber !6
  br label %b2, !dbg !29

b2:                                               ; preds = %b1, %entry
  %t7 = phi double [ %.3, %b1 ], [ 0.000000e+00, %entry ]
  %t109 = add nsw i64 %t3, 256, !dbg !29
  %t1210 = icmp slt i64 %t109, %a0, !dbg !29
  br i1 %t1210, label %b4, label %b5, !dbg !29

b4:                                               ; preds = %b2, %b4
  %t1012 = phi i64 [ %t10, %b4 ], [ %t109, %b2 ]
  %t1111 = phi double [ %t15, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t1012, !dbg !29
  %.4 = load double, ptr addrspace(1) %t13, align 8, !dbg !29, !amdgpu.noclobber !6
  %t15 = fadd double %t1111, %.4, !dbg !30
  %t10 = add i64 %t1012, 256, !dbg !29
  %t12 = icmp slt i64 %t10, %a0, !dbg !29
  br i1 %t12, label %b4, label %b5, !dbg !29

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi double [ %t7, %b2 ], [ %t15, %b4 ]
  %t17 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !29
  store double %t11.lcssa, ptr addrspace(3) %t17, align 8, !dbg !29
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !29
  %.5 = zext i1 %t4 to i8, !dbg !29
  store i8 %.5, ptr addrspace(3) %t18, align 1, !dbg !29
  fence syncscope("workgroup") release, !dbg !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !29
  fence syncscope("workgroup") acquire, !dbg !29
  %t19 = icmp slt i32 %.2, 128, !dbg !29
  br i1 %t19, label %b6, label %b11, !dbg !29

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128, !dbg !29
  %t21 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t20, !dbg !29
  %.6 = load double, ptr addrspace(3) %t21, align 8, !dbg !29
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t20, !dbg !29
  %.7 = load i8, ptr addrspace(3) %t23, align 1, !dbg !29
  %.8 = icmp ne i8 %.7, 0, !dbg !29
  %t25 = select i1 %t4, double %t11.lcssa, double -0.000000e+00, !dbg !29
  %spec.select = fadd double %t25, %.6, !dbg !29
  %t27 = select i1 %.8, double %spec.select, double %t11.lcssa, !dbg !29
  %t28 = select i1 %.8, i1 true, i1 %t4, !dbg !29
  store double %t27, ptr addrspace(3) %t17, align 8, !dbg !29
  %.9 = zext i1 %t28 to i8, !dbg !29
  store i8 %.9, ptr addrspace(3) %t18, align 1, !dbg !29
  br label %b11, !dbg !29

b11:                                              ; preds = %b6, %b5
  %t29 = phi double [ %t27, %b6 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b6 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !29
  fence syncscope("workgroup") acquire, !dbg !29
  %t31 = icmp slt i32 %.2, 64, !dbg !29
  br i1 %t31, label %b12, label %b17, !dbg !29

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64, !dbg !29
  %t33 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t32, !dbg !29
  %.10 = load double, ptr addrspace(3) %t33, align 8, !dbg !29
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t32, !dbg !29
  %.11 = load i8, ptr addrspace(3) %t35, align 1, !dbg !29
  %.12 = icmp ne i8 %.11, 0, !dbg !29
  %t37 = select i1 %t30, double %t29, double -0.000000e+00, !dbg !29
  %spec.select1 = fadd double %t37, %.10, !dbg !29
  %t39 = select i1 %.12, double %spec.select1, double %t29, !dbg !29
  %t40 = select i1 %.12, i1 true, i1 %t30, !dbg !29
  store double %t39, ptr addrspace(3) %t17, align 8, !dbg !29
  %.13 = zext i1 %t40 to i8, !dbg !29
  store i8 %.13, ptr addrspace(3) %t18, align 1, !dbg !29
  br label %b17, !dbg !29

b17:                                              ; preds = %b12, %b11
  %t41 = phi double [ %t39, %b12 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b12 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release, !dbg !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !29
  fence syncscope("workgroup") acquire, !dbg !29
  %t43 = icmp slt i32 %.2, 32, !dbg !29
  br i1 %t43, label %b18, label %b23, !dbg !29

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32, !dbg !29
  %t45 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t44, !dbg !29
  %.14 = load double, ptr addrspace(3) %t45, align 8, !dbg !29
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t44, !dbg !29
  %.15 = load i8, ptr addrspace(3) %t47, align 1, !dbg !29
  %.16 = icmp ne i8 %.15, 0, !dbg !29
  %t49 = select i1 %t42, double %t41, double -0.000000e+00, !dbg !29
  %spec.select2 = fadd double %t49, %.14, !dbg !29
  %t51 = select i1 %.16, double %spec.select2, double %t41, !dbg !29
  %t52 = select i1 %.16, i1 true, i1 %t42, !dbg !29
  br label %b23, !dbg !29

b23:                                              ; preds = %b18, %b17
  %t53 = phi double [ %t51, %b18 ], [ %t41, %b17 ]
  %t54 = phi i1 [ %t52, %b18 ], [ %t42, %b17 ]
  br i1 %t43, label %b24, label %b45, !dbg !29

b24:                                              ; preds = %b23
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !29
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !29
  %.20 = zext i32 %.19 to i64, !dbg !29
  %.21 = add nuw nsw i64 %.20, 16, !dbg !29
  %.22 = icmp ult i32 %.19, 48, !dbg !29
  %.23 = tail call i64 @llvm.read_register.i64(metadata !15) #8, !dbg !29
  %.24 = and i64 %.21, 63, !dbg !29
  %0 = shl nuw i64 1, %.24, !dbg !29
  %1 = and i64 %0, %.23, !dbg !29
  %.26 = icmp ne i64 %1, 0, !dbg !29
  %.27 = and i1 %.22, %.26, !dbg !29
  %.28 = trunc i64 %.21 to i32, !dbg !29
  %.29 = shl i32 %.28, 2, !dbg !29
  %.30 = bitcast double %t53 to i64, !dbg !29
  %.31 = trunc i64 %.30 to i32, !dbg !29
  %.32 = lshr i64 %.30, 32, !dbg !29
  %.33 = trunc i64 %.32 to i32, !dbg !29
  %.34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.31), !dbg !29
  %.35 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.33), !dbg !29
  %.36 = zext i32 %.34 to i64, !dbg !29
  %.37 = zext i32 %.35 to i64, !dbg !29
  %.38 = shl nuw i64 %.37, 32, !dbg !29
  %.39 = or i64 %.38, %.36, !dbg !29
  %.40 = bitcast i64 %.39 to double, !dbg !29
  %t55 = select i1 %.27, double %.40, double %t53, !dbg !29
  %.54 = zext i1 %t54 to i32, !dbg !29
  %.55 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.54), !dbg !29
  %2 = and i32 %.55, 1, !dbg !29
  %.56 = icmp ne i32 %2, 0, !dbg !29
  %t56 = select i1 %.27, i1 %.56, i1 %t54, !dbg !29
  %t57 = icmp slt i32 %.2, 16, !dbg !29
  %t58 = and i1 %t57, %t56, !dbg !29
  %t59 = select i1 %t54, double %t53, double -0.000000e+00, !dbg !29
  %spec.select3 = fadd double %t59, %t55, !dbg !29
  %t61 = select i1 %t58, double %spec.select3, double %t53, !dbg !29
  %t62 = select i1 %t58, i1 true, i1 %t54, !dbg !29
  %.61 = add nuw nsw i64 %.20, 8, !dbg !29
  %.62 = icmp ult i32 %.19, 56, !dbg !29
  %.64 = and i64 %.61, 63, !dbg !29
  %3 = shl nuw i64 1, %.64, !dbg !29
  %4 = and i64 %3, %.23, !dbg !29
  %.66 = icmp ne i64 %4, 0, !dbg !29
  %.67 = and i1 %.62, %.66, !dbg !29
  %.68 = trunc i64 %.61 to i32, !dbg !29
  %.69 = shl i32 %.68, 2, !dbg !29
  %.70 = bitcast double %t61 to i64, !dbg !29
  %.71 = trunc i64 %.70 to i32, !dbg !29
  %.72 = lshr i64 %.70, 32, !dbg !29
  %.73 = trunc i64 %.72 to i32, !dbg !29
  %.74 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.71), !dbg !29
  %.75 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.73), !dbg !29
  %.76 = zext i32 %.74 to i64, !dbg !29
  %.77 = zext i32 %.75 to i64, !dbg !29
  %.78 = shl nuw i64 %.77, 32, !dbg !29
  %.79 = or i64 %.78, %.76, !dbg !29
  %.80 = bitcast i64 %.79 to double, !dbg !29
  %t63 = select i1 %.67, double %.80, double %t61, !dbg !29
  %.94 = zext i1 %t62 to i32, !dbg !29
  %.95 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.94), !dbg !29
  %5 = and i32 %.95, 1, !dbg !29
  %.96 = icmp ne i32 %5, 0, !dbg !29
  %t64 = select i1 %.67, i1 %.96, i1 %t62, !dbg !29
  %t65 = icmp slt i32 %.2, 24, !dbg !29
  %t66 = and i1 %t65, %t64, !dbg !29
  %t67 = select i1 %t62, double %t61, double -0.000000e+00, !dbg !29
  %spec.select4 = fadd double %t63, %t67, !dbg !29
  %t69 = select i1 %t66, double %spec.select4, double %t61, !dbg !29
  %t70 = select i1 %t66, i1 true, i1 %t62, !dbg !29
  %.101 = add nuw nsw i64 %.20, 4, !dbg !29
  %.102 = icmp ult i32 %.19, 60, !dbg !29
  %.104 = and i64 %.101, 63, !dbg !29
  %6 = shl nuw i64 1, %.104, !dbg !29
  %7 = and i64 %6, %.23, !dbg !29
  %.106 = icmp ne i64 %7, 0, !dbg !29
  %.107 = and i1 %.102, %.106, !dbg !29
  %.108 = trunc i64 %.101 to i32, !dbg !29
  %.109 = shl i32 %.108, 2, !dbg !29
  %.110 = bitcast double %t69 to i64, !dbg !29
  %.111 = trunc i64 %.110 to i32, !dbg !29
  %.112 = lshr i64 %.110, 32, !dbg !29
  %.113 = trunc i64 %.112 to i32, !dbg !29
  %.114 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.111), !dbg !29
  %.115 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.113), !dbg !29
  %.116 = zext i32 %.114 to i64, !dbg !29
  %.117 = zext i32 %.115 to i64, !dbg !29
  %.118 = shl nuw i64 %.117, 32, !dbg !29
  %.119 = or i64 %.118, %.116, !dbg !29
  %.120 = bitcast i64 %.119 to double, !dbg !29
  %t71 = select i1 %.107, double %.120, double %t69, !dbg !29
  %.134 = zext i1 %t70 to i32, !dbg !29
  %.135 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.134), !dbg !29
  %8 = and i32 %.135, 1, !dbg !29
  %.136 = icmp ne i32 %8, 0, !dbg !29
  %t72 = select i1 %.107, i1 %.136, i1 %t70, !dbg !29
  %t73 = icmp slt i32 %.2, 28, !dbg !29
  %t74 = and i1 %t73, %t72, !dbg !29
  %t75 = select i1 %t70, double %t69, double -0.000000e+00, !dbg !29
  %spec.select5 = fadd double %t71, %t75, !dbg !29
  %t77 = select i1 %t74, double %spec.select5, double %t69, !dbg !29
  %t78 = select i1 %t74, i1 true, i1 %t70, !dbg !29
  %.141 = add nuw nsw i64 %.20, 2, !dbg !29
  %.142 = icmp ult i32 %.19, 62, !dbg !29
  %.144 = and i64 %.141, 63, !dbg !29
  %9 = shl nuw i64 1, %.144, !dbg !29
  %10 = and i64 %9, %.23, !dbg !29
  %.146 = icmp ne i64 %10, 0, !dbg !29
  %.147 = and i1 %.142, %.146, !dbg !29
  %.148 = trunc i64 %.141 to i32, !dbg !29
  %.149 = shl i32 %.148, 2, !dbg !29
  %.150 = bitcast double %t77 to i64, !dbg !29
  %.151 = trunc i64 %.150 to i32, !dbg !29
  %.152 = lshr i64 %.150, 32, !dbg !29
  %.153 = trunc i64 %.152 to i32, !dbg !29
  %.154 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.149, i32 %.151), !dbg !29
  %.155 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.149, i32 %.153), !dbg !29
  %.156 = zext i32 %.154 to i64, !dbg !29
  %.157 = zext i32 %.155 to i64, !dbg !29
  %.158 = shl nuw i64 %.157, 32, !dbg !29
  %.159 = or i64 %.158, %.156, !dbg !29
  %.160 = bitcast i64 %.159 to double, !dbg !29
  %t79 = select i1 %.147, double %.160, double %t77, !dbg !29
  %.174 = zext i1 %t78 to i32, !dbg !29
  %.175 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.149, i32 %.174), !dbg !29
  %11 = and i32 %.175, 1, !dbg !29
  %.176 = icmp ne i32 %11, 0, !dbg !29
  %t80 = select i1 %.147, i1 %.176, i1 %t78, !dbg !29
  %t81 = icmp slt i32 %.2, 30, !dbg !29
  %t82 = and i1 %t81, %t80, !dbg !29
  %t83 = select i1 %t78, double %t77, double -0.000000e+00, !dbg !29
  %spec.select6 = fadd double %t79, %t83, !dbg !29
  %t85 = select i1 %t82, double %spec.select6, double %t77, !dbg !29
  %t86 = select i1 %t82, i1 true, i1 %t78, !dbg !29
  %.181 = add nuw nsw i64 %.20, 1, !dbg !29
  %.182 = icmp ult i32 %.19, 63, !dbg !29
  %.184 = and i64 %.181, 63, !dbg !29
  %12 = shl nuw i64 1, %.184, !dbg !29
  %13 = and i64 %12, %.23, !dbg !29
  %.186 = icmp ne i64 %13, 0, !dbg !29
  %.187 = and i1 %.182, %.186, !dbg !29
  %.188 = trunc i64 %.181 to i32, !dbg !29
  %.189 = shl i32 %.188, 2, !dbg !29
  %.190 = bitcast double %t85 to i64, !dbg !29
  %.191 = trunc i64 %.190 to i32, !dbg !29
  %.192 = lshr i64 %.190, 32, !dbg !29
  %.193 = trunc i64 %.192 to i32, !dbg !29
  %.194 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.191), !dbg !29
  %.195 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.193), !dbg !29
  %.196 = zext i32 %.194 to i64, !dbg !29
  %.197 = zext i32 %.195 to i64, !dbg !29
  %.198 = shl nuw i64 %.197, 32, !dbg !29
  %.199 = or i64 %.198, %.196, !dbg !29
  %.200 = bitcast i64 %.199 to double, !dbg !29
  %t87 = select i1 %.187, double %.200, double %t85, !dbg !29
  %.214 = zext i1 %t86 to i32, !dbg !29
  %.215 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.214), !dbg !29
  %14 = and i32 %.215, 1, !dbg !29
  %.216 = icmp ne i32 %14, 0, !dbg !29
  %t88 = select i1 %.187, i1 %.216, i1 %t86, !dbg !29
  %t89 = icmp ne i32 %.2, 31, !dbg !29
  %t90 = and i1 %t89, %t88, !dbg !29
  %t91 = select i1 %t86, double %t85, double -0.000000e+00, !dbg !29
  %spec.select7 = fadd double %t87, %t91, !dbg !29
  %t93 = select i1 %t90, double %spec.select7, double %t85, !dbg !29
  %t94 = select i1 %t90, i1 true, i1 %t86, !dbg !29
  br label %b45, !dbg !29

b45:                                              ; preds = %b24, %b23
  %t95 = phi double [ %t93, %b24 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b24 ], [ %t54, %b23 ]
  %t97 = icmp eq i32 %.2, 0, !dbg !29
  %t101 = select i1 %t96, i1 true, i1 %.1, !dbg !29
  %or.cond = select i1 %t97, i1 %t101, i1 false, !dbg !29
  br i1 %or.cond, label %b51, label %b52, !dbg !29

b51:                                              ; preds = %b45
  %t98 = select i1 %.1, double %a3, double -0.000000e+00, !dbg !29
  %spec.select8 = fadd double %t98, %t95, !dbg !29
  %t100 = select i1 %t96, double %spec.select8, double %a3, !dbg !29
  store double %t100, ptr addrspace(1) %a2, align 8, !dbg !29
  br label %b52, !dbg !29

b52:                                              ; preds = %b51, %b45
  ret void, !dbg !29
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i32 %a2, ptr addrspace(1) readonly %a3, i32 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !31 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !32
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !32
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !32
  %t3 = sext i32 %.1 to i64, !dbg !32
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !32
  %t5 = sext i32 %.2 to i64, !dbg !32
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !32
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !32
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !32, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !32
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !32
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !32, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !32
  %.15 = add i32 %.14, %.9, !dbg !32
  %.16 = udiv i32 %.15, %.6, !dbg !32
  %t9 = sext i32 %.16 to i64, !dbg !32
  %t10 = mul nsw i64 %t7, %t5, !dbg !32
  %t11 = add nsw i64 %t10, %t3, !dbg !32
  %t12 = mul nsw i64 %t9, %t7, !dbg !32
  %t141 = icmp slt i64 %t11, %a0, !dbg !32
  br i1 %t141, label %b2, label %b7, !dbg !32

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !32

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t132, !dbg !32
  %.17 = load i32, ptr addrspace(1) %t15, align 4, !dbg !32
  br label %b4, !dbg !32

b4:                                               ; preds = %b3, %b2
  %t17 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !32

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t132, !dbg !32
  %.18 = load i32, ptr addrspace(1) %t18, align 4, !dbg !32
  br label %b6, !dbg !32

b6:                                               ; preds = %b5, %b4
  %t20 = phi i32 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = add i32 %t20, %t17, !dbg !33
  %t22 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t132, !dbg !32
  store i32 %t21, ptr addrspace(1) %t22, align 4, !dbg !32
  %t23 = add i64 %t132, %t12, !dbg !32
  %t14 = icmp slt i64 %t23, %a0, !dbg !32
  br i1 %t14, label %b2, label %b7, !dbg !32

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !32
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i32 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !34 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !35
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !35
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !35
  %t3 = sext i32 %.1 to i64, !dbg !35
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !35
  %t5 = sext i32 %.2 to i64, !dbg !35
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !35
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !35
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !35, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !35
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !35
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !35, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !35
  %.15 = add i32 %.14, %.9, !dbg !35
  %.16 = udiv i32 %.15, %.6, !dbg !35
  %t9 = sext i32 %.16 to i64, !dbg !35
  %t10 = mul nsw i64 %t7, %t5, !dbg !35
  %t11 = add nsw i64 %t10, %t3, !dbg !35
  %t12 = mul nsw i64 %t9, %t7, !dbg !35
  %t13 = icmp sgt i64 %a1, 7, !dbg !35
  %t14 = icmp sgt i64 %a1, 6, !dbg !35
  %t15 = icmp sgt i64 %a1, 5, !dbg !35
  %t16 = icmp sgt i64 %a1, 4, !dbg !35
  %t17 = icmp sgt i64 %a1, 3, !dbg !35
  %t18 = icmp sgt i64 %a1, 2, !dbg !35
  %t19 = icmp sgt i64 %a1, 1, !dbg !35
  %t20 = icmp sgt i64 %a1, 0, !dbg !35
  %t221 = icmp slt i64 %t11, %a0, !dbg !35
  br i1 %t221, label %b2.lr.ph, label %b23, !dbg !35

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
  br label %b2, !dbg !35

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t121, %b22 ]
  br i1 %t13, label %b3, label %b4, !dbg !35

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen, !dbg !35
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed, !dbg !35
  %.28 = sub i64 0, %t212, !dbg !35
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !35
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !35
  %t25 = mul i64 %.22, %a19, !dbg !35
  %t26 = mul i64 %.22, %a29, !dbg !35
  %t27 = mul i64 %.22, %a38, !dbg !35
  br label %b4, !dbg !35

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !35

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen, !dbg !35
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed, !dbg !35
  %.42 = sub i64 0, %t28, !dbg !35
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !35
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !35
  %t34 = mul i64 %.36, %a18, !dbg !35
  %t35 = add i64 %t34, %t29, !dbg !35
  %t36 = mul i64 %.36, %a28, !dbg !35
  %t37 = add i64 %t36, %t30, !dbg !35
  %t38 = mul i64 %.36, %a37, !dbg !35
  %t39 = add i64 %t38, %t31, !dbg !35
  br label %b6, !dbg !35

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !35

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen, !dbg !35
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed, !dbg !35
  %.56 = sub i64 0, %t40, !dbg !35
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !35
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !35
  %t46 = mul i64 %.50, %a17, !dbg !35
  %t47 = add i64 %t46, %t41, !dbg !35
  %t48 = mul i64 %.50, %a27, !dbg !35
  %t49 = add i64 %t48, %t42, !dbg !35
  %t50 = mul i64 %.50, %a36, !dbg !35
  %t51 = add i64 %t50, %t43, !dbg !35
  br label %b8, !dbg !35

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !35

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen, !dbg !35
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed, !dbg !35
  %.70 = sub i64 0, %t52, !dbg !35
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !35
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !35
  %t58 = mul i64 %.64, %a16, !dbg !35
  %t59 = add i64 %t58, %t53, !dbg !35
  %t60 = mul i64 %.64, %a26, !dbg !35
  %t61 = add i64 %t60, %t54, !dbg !35
  %t62 = mul i64 %.64, %a35, !dbg !35
  %t63 = add i64 %t62, %t55, !dbg !35
  br label %b10, !dbg !35

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !35

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen, !dbg !35
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed, !dbg !35
  %.84 = sub i64 0, %t64, !dbg !35
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !35
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !35
  %t70 = mul i64 %.78, %a15, !dbg !35
  %t71 = add i64 %t70, %t65, !dbg !35
  %t72 = mul i64 %.78, %a25, !dbg !35
  %t73 = add i64 %t72, %t66, !dbg !35
  %t74 = mul i64 %.78, %a34, !dbg !35
  %t75 = add i64 %t74, %t67, !dbg !35
  br label %b12, !dbg !35

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !35

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen, !dbg !35
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed, !dbg !35
  %.98 = sub i64 0, %t76, !dbg !35
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !35
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !35
  %t82 = mul i64 %.92, %a14, !dbg !35
  %t83 = add i64 %t82, %t77, !dbg !35
  %t84 = mul i64 %.92, %a24, !dbg !35
  %t85 = add i64 %t84, %t78, !dbg !35
  %t86 = mul i64 %.92, %a33, !dbg !35
  %t87 = add i64 %t86, %t79, !dbg !35
  br label %b14, !dbg !35

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !35

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen, !dbg !35
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed, !dbg !35
  %.112 = sub i64 0, %t88, !dbg !35
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !35
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !35
  %t94 = mul i64 %.106, %a13, !dbg !35
  %t95 = add i64 %t94, %t89, !dbg !35
  %t96 = mul i64 %.106, %a23, !dbg !35
  %t97 = add i64 %t96, %t90, !dbg !35
  %t98 = mul i64 %.106, %a32, !dbg !35
  %t99 = add i64 %t98, %t91, !dbg !35
  br label %b16, !dbg !35

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !35

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !35
  %t105 = add i64 %t101, %t104, !dbg !35
  %t106 = mul i64 %t100, %a22, !dbg !35
  %t107 = add i64 %t102, %t106, !dbg !35
  %t108 = mul i64 %t100, %a31, !dbg !35
  %t109 = add i64 %t103, %t108, !dbg !35
  br label %b18, !dbg !35

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !35

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t110, !dbg !35
  %.115 = load i32, ptr addrspace(1) %t113, align 4, !dbg !35
  br label %b20, !dbg !35

b20:                                              ; preds = %b19, %b18
  %t115 = phi i32 [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !35

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t111, !dbg !35
  %.116 = load i32, ptr addrspace(1) %t116, align 4, !dbg !35
  br label %b22, !dbg !35

b22:                                              ; preds = %b21, %b20
  %t118 = phi i32 [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = add i32 %t118, %t115, !dbg !36
  %t120 = getelementptr inbounds i32, ptr addrspace(1) %a30, i64 %t112, !dbg !35
  store i32 %t119, ptr addrspace(1) %t120, align 4, !dbg !35
  %t121 = add i64 %t212, %t12, !dbg !35
  %t22 = icmp slt i64 %t121, %a0, !dbg !35
  br i1 %t22, label %b2, label %b23, !dbg !35

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !35
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !37 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !38
  %t3 = sext i32 %.1 to i64, !dbg !38
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !38
  %t5 = sext i32 %.2 to i64, !dbg !38
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !38
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !38
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !38, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !38
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !38, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !38
  %.10 = add i32 %.5, -1, !dbg !38
  %.11 = add i32 %.10, %.9, !dbg !38
  %.12 = udiv i32 %.11, %.9, !dbg !38
  %t7 = sext i32 %.12 to i64, !dbg !38
  %t8 = shl nsw i64 %t5, 8, !dbg !38
  %t9 = add nsw i64 %t8, %t3, !dbg !38
  %t10 = shl nsw i64 %t7, 8, !dbg !38
  %t11 = icmp slt i64 %t9, %a0, !dbg !38
  br i1 %t11, label %b1, label %b2, !dbg !38

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !38
  %t13 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t12, !dbg !38
  %.13 = load i32, ptr addrspace(1) %t13, align 4, !dbg !38, !amdgpu.noclobber !6
  br label %b2, !dbg !38

b2:                                               ; preds = %b1, %entry
  %t15 = phi i32 [ %.13, %b1 ], [ 0, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !38
  %t18 = shl nsw i64 %t7, 11, !dbg !38
  %t19 = mul nsw i64 %t7, 1792, !dbg !38
  %t20 = sub i64 %a0, %t19, !dbg !38
  %t26 = mul i64 %t17, %a2, !dbg !38
  %t28 = mul i64 %t18, %a2, !dbg !38
  %t29 = mul i64 %t10, %a2, !dbg !38
  %t618 = icmp slt i64 %t17, %t20, !dbg !38
  br i1 %t618, label %b4.preheader, label %b5, !dbg !38

b4.preheader:                                     ; preds = %b2
  %t47 = mul i64 %t19, %a2, !dbg !38
  %t48 = add i64 %t26, %t47, !dbg !38
  %t49 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t48, !dbg !38
  %t21 = mul i64 %t7, %a2, !dbg !38
  %t44 = mul i64 %t21, 1536, !dbg !38
  %t45 = add i64 %t26, %t44, !dbg !38
  %t46 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t45, !dbg !38
  %t41 = mul i64 %t21, 1280, !dbg !38
  %t42 = add i64 %t26, %t41, !dbg !38
  %t43 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t42, !dbg !38
  %t38 = shl i64 %t21, 10, !dbg !38
  %t39 = add i64 %t26, %t38, !dbg !38
  %t40 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t39, !dbg !38
  %t35 = mul i64 %t21, 768, !dbg !38
  %t36 = add i64 %t26, %t35, !dbg !38
  %t37 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t36, !dbg !38
  %t32 = shl i64 %t21, 9, !dbg !38
  %t33 = add i64 %t26, %t32, !dbg !38
  %t34 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t33, !dbg !38
  %t30 = add i64 %t26, %t29, !dbg !38
  %t31 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t30, !dbg !38
  %t27 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t26, !dbg !38
  br label %b4, !dbg !38

b4:                                               ; preds = %b4.preheader, %b4
  %t5918 = phi i32 [ %t77, %b4 ], [ %t15, %b4.preheader ]
  %t5817 = phi i64 [ %t78, %b4 ], [ %t17, %b4.preheader ]
  %t5716 = phi ptr addrspace(1) [ %t79, %b4 ], [ %t27, %b4.preheader ]
  %t5615 = phi ptr addrspace(1) [ %t80, %b4 ], [ %t31, %b4.preheader ]
  %t5514 = phi ptr addrspace(1) [ %t81, %b4 ], [ %t34, %b4.preheader ]
  %t5413 = phi ptr addrspace(1) [ %t82, %b4 ], [ %t37, %b4.preheader ]
  %t5312 = phi ptr addrspace(1) [ %t83, %b4 ], [ %t40, %b4.preheader ]
  %t5211 = phi ptr addrspace(1) [ %t84, %b4 ], [ %t43, %b4.preheader ]
  %t5110 = phi ptr addrspace(1) [ %t85, %b4 ], [ %t46, %b4.preheader ]
  %t509 = phi ptr addrspace(1) [ %t86, %b4 ], [ %t49, %b4.preheader ]
  %.14 = load i32, ptr addrspace(1) %t5716, align 4, !dbg !38
  %.15 = load i32, ptr addrspace(1) %t5615, align 4, !dbg !38
  %.16 = load i32, ptr addrspace(1) %t5514, align 4, !dbg !38
  %.17 = load i32, ptr addrspace(1) %t5413, align 4, !dbg !38
  %.18 = load i32, ptr addrspace(1) %t5312, align 4, !dbg !38
  %.19 = load i32, ptr addrspace(1) %t5211, align 4, !dbg !38
  %.20 = load i32, ptr addrspace(1) %t5110, align 4, !dbg !38
  %.21 = load i32, ptr addrspace(1) %t509, align 4, !dbg !38
  %t70 = add i32 %.14, %t5918, !dbg !39
  %t71 = add i32 %t70, %.15, !dbg !39
  %t72 = add i32 %t71, %.16, !dbg !39
  %t73 = add i32 %t72, %.17, !dbg !39
  %t74 = add i32 %t73, %.18, !dbg !39
  %t75 = add i32 %t74, %.19, !dbg !39
  %t76 = add i32 %t75, %.20, !dbg !39
  %t77 = add i32 %t76, %.21, !dbg !39
  %t78 = add i64 %t5817, %t18, !dbg !38
  %t79 = getelementptr inbounds i32, ptr addrspace(1) %t5716, i64 %t28, !dbg !38
  %t80 = getelementptr inbounds i32, ptr addrspace(1) %t5615, i64 %t28, !dbg !38
  %t81 = getelementptr inbounds i32, ptr addrspace(1) %t5514, i64 %t28, !dbg !38
  %t82 = getelementptr inbounds i32, ptr addrspace(1) %t5413, i64 %t28, !dbg !38
  %t83 = getelementptr inbounds i32, ptr addrspace(1) %t5312, i64 %t28, !dbg !38
  %t84 = getelementptr inbounds i32, ptr addrspace(1) %t5211, i64 %t28, !dbg !38
  %t85 = getelementptr inbounds i32, ptr addrspace(1) %t5110, i64 %t28, !dbg !38
  %t86 = getelementptr inbounds i32, ptr addrspace(1) %t509, i64 %t28, !dbg !38
  %t61 = icmp slt i64 %t78, %t20, !dbg !38
  br i1 %t61, label %b4, label %b5.loopexit, !dbg !38

b5.loopexit:                                      ; preds = %b4
  %.pre = mul i64 %t78, %a2, !dbg !38
  br label %b5, !dbg !38

b5:                                               ; preds = %b5.loopexit, %b2
  %t87.pre-phi = phi i64 [ %.pre, %b5.loopexit ], [ %t26, %b2 ], !dbg !38
  %t58.lcssa = phi i64 [ %t78, %b5.loopexit ], [ %t17, %b2 ]
  %t59.lcssa = phi i32 [ %t77, %b5.loopexit ], [ %t15, %b2 ]
  %t9220 = icmp slt i64 %t58.lcssa, %a0, !dbg !38
  br i1 %t9220, label %b7.preheader, label %b8, !dbg !38

b7.preheader:                                     ; preds = %b5
  %t88 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t87.pre-phi, !dbg !38
  br label %b7, !dbg !38

b7:                                               ; preds = %b7.preheader, %b7
  %t9123 = phi i32 [ %t94, %b7 ], [ %t59.lcssa, %b7.preheader ]
  %t9022 = phi i64 [ %t95, %b7 ], [ %t58.lcssa, %b7.preheader ]
  %t8921 = phi ptr addrspace(1) [ %t96, %b7 ], [ %t88, %b7.preheader ]
  %.22 = load i32, ptr addrspace(1) %t8921, align 4, !dbg !38
  %t94 = add i32 %.22, %t9123, !dbg !39
  %t95 = add i64 %t9022, %t10, !dbg !38
  %t96 = getelementptr inbounds i32, ptr addrspace(1) %t8921, i64 %t29, !dbg !38
  %t92 = icmp slt i64 %t95, %a0, !dbg !38
  br i1 %t92, label %b7, label %b8, !dbg !38

b8:                                               ; preds = %b7, %b5
  %t91.lcssa = phi i32 [ %t59.lcssa, %b5 ], [ %t94, %b7 ]
  %t97 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !38
  store i32 %t91.lcssa, ptr addrspace(3) %t97, align 4, !dbg !38
  %t98 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !38
  %.23 = zext i1 %t11 to i8, !dbg !38
  store i8 %.23, ptr addrspace(3) %t98, align 1, !dbg !38
  fence syncscope("workgroup") release, !dbg !38
  tail call void @llvm.amdgcn.s.barrier(), !dbg !38
  fence syncscope("workgroup") acquire, !dbg !38
  %t99 = icmp slt i32 %.1, 128, !dbg !38
  br i1 %t99, label %b9, label %b14, !dbg !38

b9:                                               ; preds = %b8
  %t100 = add nsw i32 %.1, 128, !dbg !38
  %t101 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.0, i32 %t100, !dbg !38
  %.24 = load i32, ptr addrspace(3) %t101, align 4, !dbg !38
  %t103 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.1, i32 %t100, !dbg !38
  %.25 = load i8, ptr addrspace(3) %t103, align 1, !dbg !38
  %.26 = icmp ne i8 %.25, 0, !dbg !38
  %t105 = select i1 %t11, i32 %t91.lcssa, i32 0, !dbg !38
  %spec.select = add i32 %.24, %t105, !dbg !38
  %t107 = select i1 %.26, i32 %spec.select, i32 %t91.lcssa, !dbg !38
  %t108 = select i1 %.26, i1 true, i1 %t11, !dbg !38
  store i32 %t107, ptr addrspace(3) %t97, align 4, !dbg !38
  %.27 = zext i1 %t108 to i8, !dbg !38
  store i8 %.27, ptr addrspace(3) %t98, align 1, !dbg !38
  br label %b14, !dbg !38

b14:                                              ; preds = %b9, %b8
  %t109 = phi i32 [ %t107, %b9 ], [ %t91.lcssa, %b8 ]
  %t110 = phi i1 [ %t108, %b9 ], [ %t11, %b8 ]
  fence syncscope("workgroup") release, !dbg !38
  tail call void @llvm.amdgcn.s.barrier(), !dbg !38
  fence syncscope("workgroup") acquire, !dbg !38
  %t111 = icmp slt i32 %.1, 64, !dbg !38
  br i1 %t111, label %b15, label %b20, !dbg !38

b15:                                              ; preds = %b14
  %t112 = add nsw i32 %.1, 64, !dbg !38
  %t113 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.0, i32 %t112, !dbg !38
  %.28 = load i32, ptr addrspace(3) %t113, align 4, !dbg !38
  %t115 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.1, i32 %t112, !dbg !38
  %.29 = load i8, ptr addrspace(3) %t115, align 1, !dbg !38
  %.30 = icmp ne i8 %.29, 0, !dbg !38
  %t117 = select i1 %t110, i32 %t109, i32 0, !dbg !38
  %spec.select1 = add i32 %.28, %t117, !dbg !38
  %t119 = select i1 %.30, i32 %spec.select1, i32 %t109, !dbg !38
  %t120 = select i1 %.30, i1 true, i1 %t110, !dbg !38
  store i32 %t119, ptr addrspace(3) %t97, align 4, !dbg !38
  %.31 = zext i1 %t120 to i8, !dbg !38
  store i8 %.31, ptr addrspace(3) %t98, align 1, !dbg !38
  br label %b20, !dbg !38

b20:                                              ; preds = %b15, %b14
  %t121 = phi i32 [ %t119, %b15 ], [ %t109, %b14 ]
  %t122 = phi i1 [ %t120, %b15 ], [ %t110, %b14 ]
  fence syncscope("workgroup") release, !dbg !38
  tail call void @llvm.amdgcn.s.barrier(), !dbg !38
  fence syncscope("workgroup") acquire, !dbg !38
  %t123 = icmp slt i32 %.1, 32, !dbg !38
  br i1 %t123, label %b21, label %b26, !dbg !38

b21:                                              ; preds = %b20
  %t124 = add nsw i32 %.1, 32, !dbg !38
  %t125 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.0, i32 %t124, !dbg !38
  %.32 = load i32, ptr addrspace(3) %t125, align 4, !dbg !38
  %t127 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.1, i32 %t124, !dbg !38
  %.33 = load i8, ptr addrspace(3) %t127, align 1, !dbg !38
  %.34 = icmp ne i8 %.33, 0, !dbg !38
  %t129 = select i1 %t122, i32 %t121, i32 0, !dbg !38
  %spec.select2 = add i32 %.32, %t129, !dbg !38
  %t131 = select i1 %.34, i32 %spec.select2, i32 %t121, !dbg !38
  %t132 = select i1 %.34, i1 true, i1 %t122, !dbg !38
  br label %b26, !dbg !38

b26:                                              ; preds = %b21, %b20
  %t133 = phi i32 [ %t131, %b21 ], [ %t121, %b20 ]
  %t134 = phi i1 [ %t132, %b21 ], [ %t122, %b20 ]
  br i1 %t123, label %b27, label %b48, !dbg !38

b27:                                              ; preds = %b26
  %.36 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !38
  %.37 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.36), !dbg !38
  %.38 = zext i32 %.37 to i64, !dbg !38
  %.39 = add nuw nsw i64 %.38, 16, !dbg !38
  %.40 = icmp ult i32 %.37, 48, !dbg !38
  %.41 = tail call i64 @llvm.read_register.i64(metadata !15) #8, !dbg !38
  %.42 = and i64 %.39, 63, !dbg !38
  %0 = shl nuw i64 1, %.42, !dbg !38
  %1 = and i64 %0, %.41, !dbg !38
  %.44 = icmp ne i64 %1, 0, !dbg !38
  %.45 = and i1 %.40, %.44, !dbg !38
  %.46 = trunc i64 %.39 to i32, !dbg !38
  %.47 = shl i32 %.46, 2, !dbg !38
  %.48 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %t133), !dbg !38
  %t135 = select i1 %.45, i32 %.48, i32 %t133, !dbg !38
  %.62 = zext i1 %t134 to i32, !dbg !38
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.62), !dbg !38
  %2 = and i32 %.63, 1, !dbg !38
  %.64 = icmp ne i32 %2, 0, !dbg !38
  %t136 = select i1 %.45, i1 %.64, i1 %t134, !dbg !38
  %t137 = icmp slt i32 %.1, 16, !dbg !38
  %t138 = and i1 %t137, %t136, !dbg !38
  %t139 = select i1 %t134, i32 %t133, i32 0, !dbg !38
  %spec.select3 = add i32 %t135, %t139, !dbg !38
  %t141 = select i1 %t138, i32 %spec.select3, i32 %t133, !dbg !38
  %t142 = select i1 %t138, i1 true, i1 %t134, !dbg !38
  %.69 = add nuw nsw i64 %.38, 8, !dbg !38
  %.70 = icmp ult i32 %.37, 56, !dbg !38
  %.72 = and i64 %.69, 63, !dbg !38
  %3 = shl nuw i64 1, %.72, !dbg !38
  %4 = and i64 %3, %.41, !dbg !38
  %.74 = icmp ne i64 %4, 0, !dbg !38
  %.75 = and i1 %.70, %.74, !dbg !38
  %.76 = trunc i64 %.69 to i32, !dbg !38
  %.77 = shl i32 %.76, 2, !dbg !38
  %.78 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %t141), !dbg !38
  %t143 = select i1 %.75, i32 %.78, i32 %t141, !dbg !38
  %.92 = zext i1 %t142 to i32, !dbg !38
  %.93 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.92), !dbg !38
  %5 = and i32 %.93, 1, !dbg !38
  %.94 = icmp ne i32 %5, 0, !dbg !38
  %t144 = select i1 %.75, i1 %.94, i1 %t142, !dbg !38
  %t145 = icmp slt i32 %.1, 24, !dbg !38
  %t146 = and i1 %t145, %t144, !dbg !38
  %t147 = select i1 %t142, i32 %t141, i32 0, !dbg !38
  %spec.select4 = add i32 %t143, %t147, !dbg !38
  %t149 = select i1 %t146, i32 %spec.select4, i32 %t141, !dbg !38
  %t150 = select i1 %t146, i1 true, i1 %t142, !dbg !38
  %.99 = add nuw nsw i64 %.38, 4, !dbg !38
  %.100 = icmp ult i32 %.37, 60, !dbg !38
  %.102 = and i64 %.99, 63, !dbg !38
  %6 = shl nuw i64 1, %.102, !dbg !38
  %7 = and i64 %6, %.41, !dbg !38
  %.104 = icmp ne i64 %7, 0, !dbg !38
  %.105 = and i1 %.100, %.104, !dbg !38
  %.106 = trunc i64 %.99 to i32, !dbg !38
  %.107 = shl i32 %.106, 2, !dbg !38
  %.108 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.107, i32 %t149), !dbg !38
  %t151 = select i1 %.105, i32 %.108, i32 %t149, !dbg !38
  %.122 = zext i1 %t150 to i32, !dbg !38
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.107, i32 %.122), !dbg !38
  %8 = and i32 %.123, 1, !dbg !38
  %.124 = icmp ne i32 %8, 0, !dbg !38
  %t152 = select i1 %.105, i1 %.124, i1 %t150, !dbg !38
  %t153 = icmp slt i32 %.1, 28, !dbg !38
  %t154 = and i1 %t153, %t152, !dbg !38
  %t155 = select i1 %t150, i32 %t149, i32 0, !dbg !38
  %spec.select5 = add i32 %t151, %t155, !dbg !38
  %t157 = select i1 %t154, i32 %spec.select5, i32 %t149, !dbg !38
  %t158 = select i1 %t154, i1 true, i1 %t150, !dbg !38
  %.129 = add nuw nsw i64 %.38, 2, !dbg !38
  %.130 = icmp ult i32 %.37, 62, !dbg !38
  %.132 = and i64 %.129, 63, !dbg !38
  %9 = shl nuw i64 1, %.132, !dbg !38
  %10 = and i64 %9, %.41, !dbg !38
  %.134 = icmp ne i64 %10, 0, !dbg !38
  %.135 = and i1 %.130, %.134, !dbg !38
  %.136 = trunc i64 %.129 to i32, !dbg !38
  %.137 = shl i32 %.136, 2, !dbg !38
  %.138 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.137, i32 %t157), !dbg !38
  %t159 = select i1 %.135, i32 %.138, i32 %t157, !dbg !38
  %.152 = zext i1 %t158 to i32, !dbg !38
  %.153 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.137, i32 %.152), !dbg !38
  %11 = and i32 %.153, 1, !dbg !38
  %.154 = icmp ne i32 %11, 0, !dbg !38
  %t160 = select i1 %.135, i1 %.154, i1 %t158, !dbg !38
  %t161 = icmp slt i32 %.1, 30, !dbg !38
  %t162 = and i1 %t161, %t160, !dbg !38
  %t163 = select i1 %t158, i32 %t157, i32 0, !dbg !38
  %spec.select6 = add i32 %t159, %t163, !dbg !38
  %t165 = select i1 %t162, i32 %spec.select6, i32 %t157, !dbg !38
  %t166 = select i1 %t162, i1 true, i1 %t158, !dbg !38
  %.159 = add nuw nsw i64 %.38, 1, !dbg !38
  %.160 = icmp ult i32 %.37, 63, !dbg !38
  %.162 = and i64 %.159, 63, !dbg !38
  %12 = shl nuw i64 1, %.162, !dbg !38
  %13 = and i64 %12, %.41, !dbg !38
  %.164 = icmp ne i64 %13, 0, !dbg !38
  %.165 = and i1 %.160, %.164, !dbg !38
  %.166 = trunc i64 %.159 to i32, !dbg !38
  %.167 = shl i32 %.166, 2, !dbg !38
  %.168 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %t165), !dbg !38
  %t167 = select i1 %.165, i32 %.168, i32 %t165, !dbg !38
  %.182 = zext i1 %t166 to i32, !dbg !38
  %.183 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %.182), !dbg !38
  %14 = and i32 %.183, 1, !dbg !38
  %.184 = icmp ne i32 %14, 0, !dbg !38
  %t168 = select i1 %.165, i1 %.184, i1 %t166, !dbg !38
  %t169 = icmp ne i32 %.1, 31, !dbg !38
  %t170 = and i1 %t169, %t168, !dbg !38
  %t171 = select i1 %t166, i32 %t165, i32 0, !dbg !38
  %spec.select7 = add i32 %t167, %t171, !dbg !38
  %t173 = select i1 %t170, i32 %spec.select7, i32 %t165, !dbg !38
  %t174 = select i1 %t170, i1 true, i1 %t166, !dbg !38
  br label %b48, !dbg !38

b48:                                              ; preds = %b27, %b26
  %t175 = phi i32 [ %t173, %b27 ], [ %t133, %b26 ]
  %t176 = phi i1 [ %t174, %b27 ], [ %t134, %b26 ]
  %t177 = icmp eq i32 %.1, 0, !dbg !38
  %t178 = and i1 %t177, %t176, !dbg !38
  br i1 %t178, label %b49, label %b50, !dbg !38

b49:                                              ; preds = %b48
  %t179 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t5, !dbg !38
  store i32 %t175, ptr addrspace(1) %t179, align 4, !dbg !38
  br label %b50, !dbg !38

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !38
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i32 %a3, i8 %a4) local_unnamed_addr #1 !dbg !40 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !41
  %t3 = sext i32 %.2 to i64, !dbg !41
  %t4 = icmp slt i64 %t3, %a0, !dbg !41
  br i1 %t4, label %b1, label %b2, !dbg !41

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t3, !dbg !41
  %.3 = load i32, ptr addrspace(1) %t5, align 4, !dbg !41, !amdgpu.noclobber !6
  br label %b2, !dbg !41

b2:                                               ; preds = %b1, %entry
  %t7 = phi i32 [ %.3, %b1 ], [ 0, %entry ]
  %t109 = add nsw i64 %t3, 256, !dbg !41
  %t1210 = icmp slt i64 %t109, %a0, !dbg !41
  br i1 %t1210, label %b4, label %b5, !dbg !41

b4:                                               ; preds = %b2, %b4
  %t1012 = phi i64 [ %t10, %b4 ], [ %t109, %b2 ]
  %t1111 = phi i32 [ %t15, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t1012, !dbg !41
  %.4 = load i32, ptr addrspace(1) %t13, align 4, !dbg !41, !amdgpu.noclobber !6
  %t15 = add i32 %.4, %t1111, !dbg !42
  %t10 = add i64 %t1012, 256, !dbg !41
  %t12 = icmp slt i64 %t10, %a0, !dbg !41
  br i1 %t12, label %b4, label %b5, !dbg !41

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi i32 [ %t7, %b2 ], [ %t15, %b4 ]
  %t17 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !41
  store i32 %t11.lcssa, ptr addrspace(3) %t17, align 4, !dbg !41
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !41
  %.5 = zext i1 %t4 to i8, !dbg !41
  store i8 %.5, ptr addrspace(3) %t18, align 1, !dbg !41
  fence syncscope("workgroup") release, !dbg !41
  tail call void @llvm.amdgcn.s.barrier(), !dbg !41
  fence syncscope("workgroup") acquire, !dbg !41
  %t19 = icmp slt i32 %.2, 128, !dbg !41
  br i1 %t19, label %b6, label %b11, !dbg !41

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128, !dbg !41
  %t21 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.0, i32 %t20, !dbg !41
  %.6 = load i32, ptr addrspace(3) %t21, align 4, !dbg !41
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.1, i32 %t20, !dbg !41
  %.7 = load i8, ptr addrspace(3) %t23, align 1, !dbg !41
  %.8 = icmp ne i8 %.7, 0, !dbg !41
  %t25 = select i1 %t4, i32 %t11.lcssa, i32 0, !dbg !41
  %spec.select = add i32 %.6, %t25, !dbg !41
  %t27 = select i1 %.8, i32 %spec.select, i32 %t11.lcssa, !dbg !41
  %t28 = select i1 %.8, i1 true, i1 %t4, !dbg !41
  store i32 %t27, ptr addrspace(3) %t17, align 4, !dbg !41
  %.9 = zext i1 %t28 to i8, !dbg !41
  store i8 %.9, ptr addrspace(3) %t18, align 1, !dbg !41
  br label %b11, !dbg !41

b11:                                              ; preds = %b6, %b5
  %t29 = phi i32 [ %t27, %b6 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b6 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !41
  tail call void @llvm.amdgcn.s.barrier(), !dbg !41
  fence syncscope("workgroup") acquire, !dbg !41
  %t31 = icmp slt i32 %.2, 64, !dbg !41
  br i1 %t31, label %b12, label %b17, !dbg !41

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64, !dbg !41
  %t33 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.0, i32 %t32, !dbg !41
  %.10 = load i32, ptr addrspace(3) %t33, align 4, !dbg !41
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.1, i32 %t32, !dbg !41
  %.11 = load i8, ptr addrspace(3) %t35, align 1, !dbg !41
  %.12 = icmp ne i8 %.11, 0, !dbg !41
  %t37 = select i1 %t30, i32 %t29, i32 0, !dbg !41
  %spec.select1 = add i32 %.10, %t37, !dbg !41
  %t39 = select i1 %.12, i32 %spec.select1, i32 %t29, !dbg !41
  %t40 = select i1 %.12, i1 true, i1 %t30, !dbg !41
  store i32 %t39, ptr addrspace(3) %t17, align 4, !dbg !41
  %.13 = zext i1 %t40 to i8, !dbg !41
  store i8 %.13, ptr addrspace(3) %t18, align 1, !dbg !41
  br label %b17, !dbg !41

b17:                                              ; preds = %b12, %b11
  %t41 = phi i32 [ %t39, %b12 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b12 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release, !dbg !41
  tail call void @llvm.amdgcn.s.barrier(), !dbg !41
  fence syncscope("workgroup") acquire, !dbg !41
  %t43 = icmp slt i32 %.2, 32, !dbg !41
  br i1 %t43, label %b18, label %b23, !dbg !41

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32, !dbg !41
  %t45 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.0, i32 %t44, !dbg !41
  %.14 = load i32, ptr addrspace(3) %t45, align 4, !dbg !41
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.1, i32 %t44, !dbg !41
  %.15 = load i8, ptr addrspace(3) %t47, align 1, !dbg !41
  %.16 = icmp ne i8 %.15, 0, !dbg !41
  %t49 = select i1 %t42, i32 %t41, i32 0, !dbg !41
  %spec.select2 = add i32 %.14, %t49, !dbg !41
  %t51 = select i1 %.16, i32 %spec.select2, i32 %t41, !dbg !41
  %t52 = select i1 %.16, i1 true, i1 %t42, !dbg !41
  br label %b23, !dbg !41

b23:                                              ; preds = %b18, %b17
  %t53 = phi i32 [ %t51, %b18 ], [ %t41, %b17 ]
  %t54 = phi i1 [ %t52, %b18 ], [ %t42, %b17 ]
  br i1 %t43, label %b24, label %b45, !dbg !41

b24:                                              ; preds = %b23
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !41
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !41
  %.20 = zext i32 %.19 to i64, !dbg !41
  %.21 = add nuw nsw i64 %.20, 16, !dbg !41
  %.22 = icmp ult i32 %.19, 48, !dbg !41
  %.23 = tail call i64 @llvm.read_register.i64(metadata !15) #8, !dbg !41
  %.24 = and i64 %.21, 63, !dbg !41
  %0 = shl nuw i64 1, %.24, !dbg !41
  %1 = and i64 %0, %.23, !dbg !41
  %.26 = icmp ne i64 %1, 0, !dbg !41
  %.27 = and i1 %.22, %.26, !dbg !41
  %.28 = trunc i64 %.21 to i32, !dbg !41
  %.29 = shl i32 %.28, 2, !dbg !41
  %.30 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %t53), !dbg !41
  %t55 = select i1 %.27, i32 %.30, i32 %t53, !dbg !41
  %.44 = zext i1 %t54 to i32, !dbg !41
  %.45 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.44), !dbg !41
  %2 = and i32 %.45, 1, !dbg !41
  %.46 = icmp ne i32 %2, 0, !dbg !41
  %t56 = select i1 %.27, i1 %.46, i1 %t54, !dbg !41
  %t57 = icmp slt i32 %.2, 16, !dbg !41
  %t58 = and i1 %t57, %t56, !dbg !41
  %t59 = select i1 %t54, i32 %t53, i32 0, !dbg !41
  %spec.select3 = add i32 %t55, %t59, !dbg !41
  %t61 = select i1 %t58, i32 %spec.select3, i32 %t53, !dbg !41
  %t62 = select i1 %t58, i1 true, i1 %t54, !dbg !41
  %.51 = add nuw nsw i64 %.20, 8, !dbg !41
  %.52 = icmp ult i32 %.19, 56, !dbg !41
  %.54 = and i64 %.51, 63, !dbg !41
  %3 = shl nuw i64 1, %.54, !dbg !41
  %4 = and i64 %3, %.23, !dbg !41
  %.56 = icmp ne i64 %4, 0, !dbg !41
  %.57 = and i1 %.52, %.56, !dbg !41
  %.58 = trunc i64 %.51 to i32, !dbg !41
  %.59 = shl i32 %.58, 2, !dbg !41
  %.60 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.59, i32 %t61), !dbg !41
  %t63 = select i1 %.57, i32 %.60, i32 %t61, !dbg !41
  %.74 = zext i1 %t62 to i32, !dbg !41
  %.75 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.59, i32 %.74), !dbg !41
  %5 = and i32 %.75, 1, !dbg !41
  %.76 = icmp ne i32 %5, 0, !dbg !41
  %t64 = select i1 %.57, i1 %.76, i1 %t62, !dbg !41
  %t65 = icmp slt i32 %.2, 24, !dbg !41
  %t66 = and i1 %t65, %t64, !dbg !41
  %t67 = select i1 %t62, i32 %t61, i32 0, !dbg !41
  %spec.select4 = add i32 %t63, %t67, !dbg !41
  %t69 = select i1 %t66, i32 %spec.select4, i32 %t61, !dbg !41
  %t70 = select i1 %t66, i1 true, i1 %t62, !dbg !41
  %.81 = add nuw nsw i64 %.20, 4, !dbg !41
  %.82 = icmp ult i32 %.19, 60, !dbg !41
  %.84 = and i64 %.81, 63, !dbg !41
  %6 = shl nuw i64 1, %.84, !dbg !41
  %7 = and i64 %6, %.23, !dbg !41
  %.86 = icmp ne i64 %7, 0, !dbg !41
  %.87 = and i1 %.82, %.86, !dbg !41
  %.88 = trunc i64 %.81 to i32, !dbg !41
  %.89 = shl i32 %.88, 2, !dbg !41
  %.90 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.89, i32 %t69), !dbg !41
  %t71 = select i1 %.87, i32 %.90, i32 %t69, !dbg !41
  %.104 = zext i1 %t70 to i32, !dbg !41
  %.105 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.89, i32 %.104), !dbg !41
  %8 = and i32 %.105, 1, !dbg !41
  %.106 = icmp ne i32 %8, 0, !dbg !41
  %t72 = select i1 %.87, i1 %.106, i1 %t70, !dbg !41
  %t73 = icmp slt i32 %.2, 28, !dbg !41
  %t74 = and i1 %t73, %t72, !dbg !41
  %t75 = select i1 %t70, i32 %t69, i32 0, !dbg !41
  %spec.select5 = add i32 %t71, %t75, !dbg !41
  %t77 = select i1 %t74, i32 %spec.select5, i32 %t69, !dbg !41
  %t78 = select i1 %t74, i1 true, i1 %t70, !dbg !41
  %.111 = add nuw nsw i64 %.20, 2, !dbg !41
  %.112 = icmp ult i32 %.19, 62, !dbg !41
  %.114 = and i64 %.111, 63, !dbg !41
  %9 = shl nuw i64 1, %.114, !dbg !41
  %10 = and i64 %9, %.23, !dbg !41
  %.116 = icmp ne i64 %10, 0, !dbg !41
  %.117 = and i1 %.112, %.116, !dbg !41
  %.118 = trunc i64 %.111 to i32, !dbg !41
  %.119 = shl i32 %.118, 2, !dbg !41
  %.120 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.119, i32 %t77), !dbg !41
  %t79 = select i1 %.117, i32 %.120, i32 %t77, !dbg !41
  %.134 = zext i1 %t78 to i32, !dbg !41
  %.135 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.119, i32 %.134), !dbg !41
  %11 = and i32 %.135, 1, !dbg !41
  %.136 = icmp ne i32 %11, 0, !dbg !41
  %t80 = select i1 %.117, i1 %.136, i1 %t78, !dbg !41
  %t81 = icmp slt i32 %.2, 30, !dbg !41
  %t82 = and i1 %t81, %t80, !dbg !41
  %t83 = select i1 %t78, i32 %t77, i32 0, !dbg !41
  %spec.select6 = add i32 %t79, %t83, !dbg !41
  %t85 = select i1 %t82, i32 %spec.select6, i32 %t77, !dbg !41
  %t86 = select i1 %t82, i1 true, i1 %t78, !dbg !41
  %.141 = add nuw nsw i64 %.20, 1, !dbg !41
  %.142 = icmp ult i32 %.19, 63, !dbg !41
  %.144 = and i64 %.141, 63, !dbg !41
  %12 = shl nuw i64 1, %.144, !dbg !41
  %13 = and i64 %12, %.23, !dbg !41
  %.146 = icmp ne i64 %13, 0, !dbg !41
  %.147 = and i1 %.142, %.146, !dbg !41
  %.148 = trunc i64 %.141 to i32, !dbg !41
  %.149 = shl i32 %.148, 2, !dbg !41
  %.150 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.149, i32 %t85), !dbg !41
  %t87 = select i1 %.147, i32 %.150, i32 %t85, !dbg !41
  %.164 = zext i1 %t86 to i32, !dbg !41
  %.165 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.149, i32 %.164), !dbg !41
  %14 = and i32 %.165, 1, !dbg !41
  %.166 = icmp ne i32 %14, 0, !dbg !41
  %t88 = select i1 %.147, i1 %.166, i1 %t86, !dbg !41
  %t89 = icmp ne i32 %.2, 31, !dbg !41
  %t90 = and i1 %t89, %t88, !dbg !41
  %t91 = select i1 %t86, i32 %t85, i32 0, !dbg !41
  %spec.select7 = add i32 %t87, %t91, !dbg !41
  %t93 = select i1 %t90, i32 %spec.select7, i32 %t85, !dbg !41
  %t94 = select i1 %t90, i1 true, i1 %t86, !dbg !41
  br label %b45, !dbg !41

b45:                                              ; preds = %b24, %b23
  %t95 = phi i32 [ %t93, %b24 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b24 ], [ %t54, %b23 ]
  %t97 = icmp eq i32 %.2, 0, !dbg !41
  %t101 = select i1 %t96, i1 true, i1 %.1, !dbg !41
  %or.cond = select i1 %t97, i1 %t101, i1 false, !dbg !41
  br i1 %or.cond, label %b51, label %b52, !dbg !41

b51:                                              ; preds = %b45
  %t98 = select i1 %.1, i32 %a3, i32 0, !dbg !41
  %spec.select8 = add i32 %t95, %t98, !dbg !41
  %t100 = select i1 %t96, i32 %spec.select8, i32 %a3, !dbg !41
  store i32 %t100, ptr addrspace(1) %a2, align 4, !dbg !41
  br label %b52, !dbg !41

b52:                                              ; preds = %b51, %b45
  ret void, !dbg !41
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) readonly %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !43 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !44
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !44
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !44
  %t3 = sext i32 %.1 to i64, !dbg !44
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !44
  %t5 = sext i32 %.2 to i64, !dbg !44
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !44
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !44
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !44, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !44
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !44
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !44, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !44
  %.15 = add i32 %.14, %.9, !dbg !44
  %.16 = udiv i32 %.15, %.6, !dbg !44
  %t9 = sext i32 %.16 to i64, !dbg !44
  %t10 = mul nsw i64 %t7, %t5, !dbg !44
  %t11 = add nsw i64 %t10, %t3, !dbg !44
  %t12 = mul nsw i64 %t9, %t7, !dbg !44
  %t141 = icmp slt i64 %t11, %a0, !dbg !44
  br i1 %t141, label %b2, label %b7, !dbg !44

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !44

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t132, !dbg !44
  %.17 = load i64, ptr addrspace(1) %t15, align 8, !dbg !44
  br label %b4, !dbg !44

b4:                                               ; preds = %b3, %b2
  %t17 = phi i64 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !44

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t132, !dbg !44
  %.18 = load i64, ptr addrspace(1) %t18, align 8, !dbg !44
  br label %b6, !dbg !44

b6:                                               ; preds = %b5, %b4
  %t20 = phi i64 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = add i64 %t20, %t17, !dbg !45
  %t22 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t132, !dbg !44
  store i64 %t21, ptr addrspace(1) %t22, align 8, !dbg !44
  %t23 = add i64 %t132, %t12, !dbg !44
  %t14 = icmp slt i64 %t23, %a0, !dbg !44
  br i1 %t14, label %b2, label %b7, !dbg !44

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !44
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !46 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !47
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !47
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !47
  %t3 = sext i32 %.1 to i64, !dbg !47
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !47
  %t5 = sext i32 %.2 to i64, !dbg !47
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !47
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !47
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !47, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !47
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !47
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !47, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !47
  %.15 = add i32 %.14, %.9, !dbg !47
  %.16 = udiv i32 %.15, %.6, !dbg !47
  %t9 = sext i32 %.16 to i64, !dbg !47
  %t10 = mul nsw i64 %t7, %t5, !dbg !47
  %t11 = add nsw i64 %t10, %t3, !dbg !47
  %t12 = mul nsw i64 %t9, %t7, !dbg !47
  %t13 = icmp sgt i64 %a1, 7, !dbg !47
  %t14 = icmp sgt i64 %a1, 6, !dbg !47
  %t15 = icmp sgt i64 %a1, 5, !dbg !47
  %t16 = icmp sgt i64 %a1, 4, !dbg !47
  %t17 = icmp sgt i64 %a1, 3, !dbg !47
  %t18 = icmp sgt i64 %a1, 2, !dbg !47
  %t19 = icmp sgt i64 %a1, 1, !dbg !47
  %t20 = icmp sgt i64 %a1, 0, !dbg !47
  %t221 = icmp slt i64 %t11, %a0, !dbg !47
  br i1 %t221, label %b2.lr.ph, label %b23, !dbg !47

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
  br label %b2, !dbg !47

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t121, %b22 ]
  br i1 %t13, label %b3, label %b4, !dbg !47

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen, !dbg !47
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed, !dbg !47
  %.28 = sub i64 0, %t212, !dbg !47
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !47
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !47
  %t25 = mul i64 %.22, %a19, !dbg !47
  %t26 = mul i64 %.22, %a29, !dbg !47
  %t27 = mul i64 %.22, %a38, !dbg !47
  br label %b4, !dbg !47

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !47

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen, !dbg !47
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed, !dbg !47
  %.42 = sub i64 0, %t28, !dbg !47
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !47
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !47
  %t34 = mul i64 %.36, %a18, !dbg !47
  %t35 = add i64 %t34, %t29, !dbg !47
  %t36 = mul i64 %.36, %a28, !dbg !47
  %t37 = add i64 %t36, %t30, !dbg !47
  %t38 = mul i64 %.36, %a37, !dbg !47
  %t39 = add i64 %t38, %t31, !dbg !47
  br label %b6, !dbg !47

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !47

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen, !dbg !47
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed, !dbg !47
  %.56 = sub i64 0, %t40, !dbg !47
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !47
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !47
  %t46 = mul i64 %.50, %a17, !dbg !47
  %t47 = add i64 %t46, %t41, !dbg !47
  %t48 = mul i64 %.50, %a27, !dbg !47
  %t49 = add i64 %t48, %t42, !dbg !47
  %t50 = mul i64 %.50, %a36, !dbg !47
  %t51 = add i64 %t50, %t43, !dbg !47
  br label %b8, !dbg !47

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !47

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen, !dbg !47
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed, !dbg !47
  %.70 = sub i64 0, %t52, !dbg !47
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !47
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !47
  %t58 = mul i64 %.64, %a16, !dbg !47
  %t59 = add i64 %t58, %t53, !dbg !47
  %t60 = mul i64 %.64, %a26, !dbg !47
  %t61 = add i64 %t60, %t54, !dbg !47
  %t62 = mul i64 %.64, %a35, !dbg !47
  %t63 = add i64 %t62, %t55, !dbg !47
  br label %b10, !dbg !47

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !47

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen, !dbg !47
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed, !dbg !47
  %.84 = sub i64 0, %t64, !dbg !47
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !47
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !47
  %t70 = mul i64 %.78, %a15, !dbg !47
  %t71 = add i64 %t70, %t65, !dbg !47
  %t72 = mul i64 %.78, %a25, !dbg !47
  %t73 = add i64 %t72, %t66, !dbg !47
  %t74 = mul i64 %.78, %a34, !dbg !47
  %t75 = add i64 %t74, %t67, !dbg !47
  br label %b12, !dbg !47

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !47

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen, !dbg !47
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed, !dbg !47
  %.98 = sub i64 0, %t76, !dbg !47
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !47
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !47
  %t82 = mul i64 %.92, %a14, !dbg !47
  %t83 = add i64 %t82, %t77, !dbg !47
  %t84 = mul i64 %.92, %a24, !dbg !47
  %t85 = add i64 %t84, %t78, !dbg !47
  %t86 = mul i64 %.92, %a33, !dbg !47
  %t87 = add i64 %t86, %t79, !dbg !47
  br label %b14, !dbg !47

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !47

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen, !dbg !47
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed, !dbg !47
  %.112 = sub i64 0, %t88, !dbg !47
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !47
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !47
  %t94 = mul i64 %.106, %a13, !dbg !47
  %t95 = add i64 %t94, %t89, !dbg !47
  %t96 = mul i64 %.106, %a23, !dbg !47
  %t97 = add i64 %t96, %t90, !dbg !47
  %t98 = mul i64 %.106, %a32, !dbg !47
  %t99 = add i64 %t98, %t91, !dbg !47
  br label %b16, !dbg !47

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !47

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !47
  %t105 = add i64 %t101, %t104, !dbg !47
  %t106 = mul i64 %t100, %a22, !dbg !47
  %t107 = add i64 %t102, %t106, !dbg !47
  %t108 = mul i64 %t100, %a31, !dbg !47
  %t109 = add i64 %t103, %t108, !dbg !47
  br label %b18, !dbg !47

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !47

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t110, !dbg !47
  %.115 = load i64, ptr addrspace(1) %t113, align 8, !dbg !47
  br label %b20, !dbg !47

b20:                                              ; preds = %b19, %b18
  %t115 = phi i64 [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !47

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t111, !dbg !47
  %.116 = load i64, ptr addrspace(1) %t116, align 8, !dbg !47
  br label %b22, !dbg !47

b22:                                              ; preds = %b21, %b20
  %t118 = phi i64 [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = add i64 %t118, %t115, !dbg !48
  %t120 = getelementptr inbounds i64, ptr addrspace(1) %a30, i64 %t112, !dbg !47
  store i64 %t119, ptr addrspace(1) %t120, align 8, !dbg !47
  %t121 = add i64 %t212, %t12, !dbg !47
  %t22 = icmp slt i64 %t121, %a0, !dbg !47
  br i1 %t22, label %b2, label %b23, !dbg !47

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !47
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !49 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !50
  %t3 = sext i32 %.1 to i64, !dbg !50
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !50
  %t5 = sext i32 %.2 to i64, !dbg !50
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !50
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !50
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !50, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !50
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !50, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !50
  %.10 = add i32 %.5, -1, !dbg !50
  %.11 = add i32 %.10, %.9, !dbg !50
  %.12 = udiv i32 %.11, %.9, !dbg !50
  %t7 = sext i32 %.12 to i64, !dbg !50
  %t8 = shl nsw i64 %t5, 8, !dbg !50
  %t9 = add nsw i64 %t8, %t3, !dbg !50
  %t10 = shl nsw i64 %t7, 8, !dbg !50
  %t11 = icmp slt i64 %t9, %a0, !dbg !50
  br i1 %t11, label %b1, label %b2, !dbg !50

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !50
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t12, !dbg !50
  %.13 = load i64, ptr addrspace(1) %t13, align 8, !dbg !50, !amdgpu.noclobber !6
  br label %b2, !dbg !50

b2:                                               ; preds = %b1, %entry
  %t15 = phi i64 [ %.13, %b1 ], [ 0, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !50
  %t18 = shl nsw i64 %t7, 11, !dbg !50
  %t19 = mul nsw i64 %t7, 1792, !dbg !50
  %t20 = sub i64 %a0, %t19, !dbg !50
  %t26 = mul i64 %t17, %a2, !dbg !50
  %t28 = mul i64 %t18, %a2, !dbg !50
  %t29 = mul i64 %t10, %a2, !dbg !50
  %t618 = icmp slt i64 %t17, %t20, !dbg !50
  br i1 %t618, label %b4.preheader, label %b5, !dbg !50

b4.preheader:                                     ; preds = %b2
  %t47 = mul i64 %t19, %a2, !dbg !50
  %t48 = add i64 %t26, %t47, !dbg !50
  %t49 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t48, !dbg !50
  %t21 = mul i64 %t7, %a2, !dbg !50
  %t44 = mul i64 %t21, 1536, !dbg !50
  %t45 = add i64 %t26, %t44, !dbg !50
  %t46 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t45, !dbg !50
  %t41 = mul i64 %t21, 1280, !dbg !50
  %t42 = add i64 %t26, %t41, !dbg !50
  %t43 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t42, !dbg !50
  %t38 = shl i64 %t21, 10, !dbg !50
  %t39 = add i64 %t26, %t38, !dbg !50
  %t40 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t39, !dbg !50
  %t35 = mul i64 %t21, 768, !dbg !50
  %t36 = add i64 %t26, %t35, !dbg !50
  %t37 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t36, !dbg !50
  %t32 = shl i64 %t21, 9, !dbg !50
  %t33 = add i64 %t26, %t32, !dbg !50
  %t34 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t33, !dbg !50
  %t30 = add i64 %t26, %t29, !dbg !50
  %t31 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t30, !dbg !50
  %t27 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t26, !dbg !50
  br label %b4, !dbg !50

b4:                                               ; preds = %b4.preheader, %b4
  %t5918 = phi i64 [ %t77, %b4 ], [ %t15, %b4.preheader ]
  %t5817 = phi i64 [ %t78, %b4 ], [ %t17, %b4.preheader ]
  %t5716 = phi ptr addrspace(1) [ %t79, %b4 ], [ %t27, %b4.preheader ]
  %t5615 = phi ptr addrspace(1) [ %t80, %b4 ], [ %t31, %b4.preheader ]
  %t5514 = phi ptr addrspace(1) [ %t81, %b4 ], [ %t34, %b4.preheader ]
  %t5413 = phi ptr addrspace(1) [ %t82, %b4 ], [ %t37, %b4.preheader ]
  %t5312 = phi ptr addrspace(1) [ %t83, %b4 ], [ %t40, %b4.preheader ]
  %t5211 = phi ptr addrspace(1) [ %t84, %b4 ], [ %t43, %b4.preheader ]
  %t5110 = phi ptr addrspace(1) [ %t85, %b4 ], [ %t46, %b4.preheader ]
  %t509 = phi ptr addrspace(1) [ %t86, %b4 ], [ %t49, %b4.preheader ]
  %.14 = load i64, ptr addrspace(1) %t5716, align 8, !dbg !50
  %.15 = load i64, ptr addrspace(1) %t5615, align 8, !dbg !50
  %.16 = load i64, ptr addrspace(1) %t5514, align 8, !dbg !50
  %.17 = load i64, ptr addrspace(1) %t5413, align 8, !dbg !50
  %.18 = load i64, ptr addrspace(1) %t5312, align 8, !dbg !50
  %.19 = load i64, ptr addrspace(1) %t5211, align 8, !dbg !50
  %.20 = load i64, ptr addrspace(1) %t5110, align 8, !dbg !50
  %.21 = load i64, ptr addrspace(1) %t509, align 8, !dbg !50
  %t70 = add i64 %.14, %t5918, !dbg !51
  %t71 = add i64 %t70, %.15, !dbg !51
  %t72 = add i64 %t71, %.16, !dbg !51
  %t73 = add i64 %t72, %.17, !dbg !51
  %t74 = add i64 %t73, %.18, !dbg !51
  %t75 = add i64 %t74, %.19, !dbg !51
  %t76 = add i64 %t75, %.20, !dbg !51
  %t77 = add i64 %t76, %.21, !dbg !51
  %t78 = add i64 %t5817, %t18, !dbg !50
  %t79 = getelementptr inbounds i64, ptr addrspace(1) %t5716, i64 %t28, !dbg !50
  %t80 = getelementptr inbounds i64, ptr addrspace(1) %t5615, i64 %t28, !dbg !50
  %t81 = getelementptr inbounds i64, ptr addrspace(1) %t5514, i64 %t28, !dbg !50
  %t82 = getelementptr inbounds i64, ptr addrspace(1) %t5413, i64 %t28, !dbg !50
  %t83 = getelementptr inbounds i64, ptr addrspace(1) %t5312, i64 %t28, !dbg !50
  %t84 = getelementptr inbounds i64, ptr addrspace(1) %t5211, i64 %t28, !dbg !50
  %t85 = getelementptr inbounds i64, ptr addrspace(1) %t5110, i64 %t28, !dbg !50
  %t86 = getelementptr inbounds i64, ptr addrspace(1) %t509, i64 %t28, !dbg !50
  %t61 = icmp slt i64 %t78, %t20, !dbg !50
  br i1 %t61, label %b4, label %b5.loopexit, !dbg !50

b5.loopexit:                                      ; preds = %b4
  %.pre = mul i64 %t78, %a2, !dbg !50
  br label %b5, !dbg !50

b5:                                               ; preds = %b5.loopexit, %b2
  %t87.pre-phi = phi i64 [ %.pre, %b5.loopexit ], [ %t26, %b2 ], !dbg !50
  %t58.lcssa = phi i64 [ %t78, %b5.loopexit ], [ %t17, %b2 ]
  %t59.lcssa = phi i64 [ %t77, %b5.loopexit ], [ %t15, %b2 ]
  %t9220 = icmp slt i64 %t58.lcssa, %a0, !dbg !50
  br i1 %t9220, label %b7.preheader, label %b8, !dbg !50

b7.preheader:                                     ; preds = %b5
  %t88 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t87.pre-phi, !dbg !50
  br label %b7, !dbg !50

b7:                                               ; preds = %b7.preheader, %b7
  %t9123 = phi i64 [ %t94, %b7 ], [ %t59.lcssa, %b7.preheader ]
  %t9022 = phi i64 [ %t95, %b7 ], [ %t58.lcssa, %b7.preheader ]
  %t8921 = phi ptr addrspace(1) [ %t96, %b7 ], [ %t88, %b7.preheader ]
  %.22 = load i64, ptr addrspace(1) %t8921, align 8, !dbg !50
  %t94 = add i64 %.22, %t9123, !dbg !51
  %t95 = add i64 %t9022, %t10, !dbg !50
  %t96 = getelementptr inbounds i64, ptr addrspace(1) %t8921, i64 %t29, !dbg !50
  %t92 = icmp slt i64 %t95, %a0, !dbg !50
  br i1 %t92, label %b7, label %b8, !dbg !50

b8:                                               ; preds = %b7, %b5
  %t91.lcssa = phi i64 [ %t59.lcssa, %b5 ], [ %t94, %b7 ]
  %t97 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !50
  store i64 %t91.lcssa, ptr addrspace(3) %t97, align 8, !dbg !50
  %t98 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !50
  %.23 = zext i1 %t11 to i8, !dbg !50
  store i8 %.23, ptr addrspace(3) %t98, align 1, !dbg !50
  fence syncscope("workgroup") release, !dbg !50
  tail call void @llvm.amdgcn.s.barrier(), !dbg !50
  fence syncscope("workgroup") acquire, !dbg !50
  %t99 = icmp slt i32 %.1, 128, !dbg !50
  br i1 %t99, label %b9, label %b14, !dbg !50

b9:                                               ; preds = %b8
  %t100 = add nsw i32 %.1, 128, !dbg !50
  %t101 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.0, i32 %t100, !dbg !50
  %.24 = load i64, ptr addrspace(3) %t101, align 8, !dbg !50
  %t103 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.1, i32 %t100, !dbg !50
  %.25 = load i8, ptr addrspace(3) %t103, align 1, !dbg !50
  %.26 = icmp ne i8 %.25, 0, !dbg !50
  %t105 = select i1 %t11, i64 %t91.lcssa, i64 0, !dbg !50
  %spec.select = add i64 %.24, %t105, !dbg !50
  %t107 = select i1 %.26, i64 %spec.select, i64 %t91.lcssa, !dbg !50
  %t108 = select i1 %.26, i1 true, i1 %t11, !dbg !50
  store i64 %t107, ptr addrspace(3) %t97, align 8, !dbg !50
  %.27 = zext i1 %t108 to i8, !dbg !50
  store i8 %.27, ptr addrspace(3) %t98, align 1, !dbg !50
  br label %b14, !dbg !50

b14:                                              ; preds = %b9, %b8
  %t109 = phi i64 [ %t107, %b9 ], [ %t91.lcssa, %b8 ]
  %t110 = phi i1 [ %t108, %b9 ], [ %t11, %b8 ]
  fence syncscope("workgroup") release, !dbg !50
  tail call void @llvm.amdgcn.s.barrier(), !dbg !50
  fence syncscope("workgroup") acquire, !dbg !50
  %t111 = icmp slt i32 %.1, 64, !dbg !50
  br i1 %t111, label %b15, label %b20, !dbg !50

b15:                                              ; preds = %b14
  %t112 = add nsw i32 %.1, 64, !dbg !50
  %t113 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.0, i32 %t112, !dbg !50
  %.28 = load i64, ptr addrspace(3) %t113, align 8, !dbg !50
  %t115 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.1, i32 %t112, !dbg !50
  %.29 = load i8, ptr addrspace(3) %t115, align 1, !dbg !50
  %.30 = icmp ne i8 %.29, 0, !dbg !50
  %t117 = select i1 %t110, i64 %t109, i64 0, !dbg !50
  %spec.select1 = add i64 %.28, %t117, !dbg !50
  %t119 = select i1 %.30, i64 %spec.select1, i64 %t109, !dbg !50
  %t120 = select i1 %.30, i1 true, i1 %t110, !dbg !50
  store i64 %t119, ptr addrspace(3) %t97, align 8, !dbg !50
  %.31 = zext i1 %t120 to i8, !dbg !50
  store i8 %.31, ptr addrspace(3) %t98, align 1, !dbg !50
  br label %b20, !dbg !50

b20:                                              ; preds = %b15, %b14
  %t121 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  %t122 = phi i1 [ %t120, %b15 ], [ %t110, %b14 ]
  fence syncscope("workgroup") release, !dbg !50
  tail call void @llvm.amdgcn.s.barrier(), !dbg !50
  fence syncscope("workgroup") acquire, !dbg !50
  %t123 = icmp slt i32 %.1, 32, !dbg !50
  br i1 %t123, label %b21, label %b26, !dbg !50

b21:                                              ; preds = %b20
  %t124 = add nsw i32 %.1, 32, !dbg !50
  %t125 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.0, i32 %t124, !dbg !50
  %.32 = load i64, ptr addrspace(3) %t125, align 8, !dbg !50
  %t127 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.1, i32 %t124, !dbg !50
  %.33 = load i8, ptr addrspace(3) %t127, align 1, !dbg !50
  %.34 = icmp ne i8 %.33, 0, !dbg !50
  %t129 = select i1 %t122, i64 %t121, i64 0, !dbg !50
  %spec.select2 = add i64 %.32, %t129, !dbg !50
  %t131 = select i1 %.34, i64 %spec.select2, i64 %t121, !dbg !50
  %t132 = select i1 %.34, i1 true, i1 %t122, !dbg !50
  br label %b26, !dbg !50

b26:                                              ; preds = %b21, %b20
  %t133 = phi i64 [ %t131, %b21 ], [ %t121, %b20 ]
  %t134 = phi i1 [ %t132, %b21 ], [ %t122, %b20 ]
  br i1 %t123, label %b27, label %b48, !dbg !50

b27:                                              ; preds = %b26
  %.36 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !50
  %.37 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.36), !dbg !50
  %.38 = zext i32 %.37 to i64, !dbg !50
  %.39 = add nuw nsw i64 %.38, 16, !dbg !50
  %.40 = icmp ult i32 %.37, 48, !dbg !50
  %.41 = tail call i64 @llvm.read_register.i64(metadata !15) #8, !dbg !50
  %.42 = and i64 %.39, 63, !dbg !50
  %0 = shl nuw i64 1, %.42, !dbg !50
  %1 = and i64 %0, %.41, !dbg !50
  %.44 = icmp ne i64 %1, 0, !dbg !50
  %.45 = and i1 %.40, %.44, !dbg !50
  %.46 = trunc i64 %.39 to i32, !dbg !50
  %.47 = shl i32 %.46, 2, !dbg !50
  %.48 = trunc i64 %t133 to i32, !dbg !50
  %.49 = lshr i64 %t133, 32, !dbg !50
  %.50 = trunc i64 %.49 to i32, !dbg !50
  %.51 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.48), !dbg !50
  %.52 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.50), !dbg !50
  %.53 = zext i32 %.51 to i64, !dbg !50
  %.54 = zext i32 %.52 to i64, !dbg !50
  %.55 = shl nuw i64 %.54, 32, !dbg !50
  %.56 = or i64 %.55, %.53, !dbg !50
  %t135 = select i1 %.45, i64 %.56, i64 %t133, !dbg !50
  %.70 = zext i1 %t134 to i32, !dbg !50
  %.71 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.70), !dbg !50
  %2 = and i32 %.71, 1, !dbg !50
  %.72 = icmp ne i32 %2, 0, !dbg !50
  %t136 = select i1 %.45, i1 %.72, i1 %t134, !dbg !50
  %t137 = icmp slt i32 %.1, 16, !dbg !50
  %t138 = and i1 %t137, %t136, !dbg !50
  %t139 = select i1 %t134, i64 %t133, i64 0, !dbg !50
  %spec.select3 = add i64 %t135, %t139, !dbg !50
  %t141 = select i1 %t138, i64 %spec.select3, i64 %t133, !dbg !50
  %t142 = select i1 %t138, i1 true, i1 %t134, !dbg !50
  %.77 = add nuw nsw i64 %.38, 8, !dbg !50
  %.78 = icmp ult i32 %.37, 56, !dbg !50
  %.80 = and i64 %.77, 63, !dbg !50
  %3 = shl nuw i64 1, %.80, !dbg !50
  %4 = and i64 %3, %.41, !dbg !50
  %.82 = icmp ne i64 %4, 0, !dbg !50
  %.83 = and i1 %.78, %.82, !dbg !50
  %.84 = trunc i64 %.77 to i32, !dbg !50
  %.85 = shl i32 %.84, 2, !dbg !50
  %.86 = trunc i64 %t141 to i32, !dbg !50
  %.87 = lshr i64 %t141, 32, !dbg !50
  %.88 = trunc i64 %.87 to i32, !dbg !50
  %.89 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.85, i32 %.86), !dbg !50
  %.90 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.85, i32 %.88), !dbg !50
  %.91 = zext i32 %.89 to i64, !dbg !50
  %.92 = zext i32 %.90 to i64, !dbg !50
  %.93 = shl nuw i64 %.92, 32, !dbg !50
  %.94 = or i64 %.93, %.91, !dbg !50
  %t143 = select i1 %.83, i64 %.94, i64 %t141, !dbg !50
  %.108 = zext i1 %t142 to i32, !dbg !50
  %.109 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.85, i32 %.108), !dbg !50
  %5 = and i32 %.109, 1, !dbg !50
  %.110 = icmp ne i32 %5, 0, !dbg !50
  %t144 = select i1 %.83, i1 %.110, i1 %t142, !dbg !50
  %t145 = icmp slt i32 %.1, 24, !dbg !50
  %t146 = and i1 %t145, %t144, !dbg !50
  %t147 = select i1 %t142, i64 %t141, i64 0, !dbg !50
  %spec.select4 = add i64 %t143, %t147, !dbg !50
  %t149 = select i1 %t146, i64 %spec.select4, i64 %t141, !dbg !50
  %t150 = select i1 %t146, i1 true, i1 %t142, !dbg !50
  %.115 = add nuw nsw i64 %.38, 4, !dbg !50
  %.116 = icmp ult i32 %.37, 60, !dbg !50
  %.118 = and i64 %.115, 63, !dbg !50
  %6 = shl nuw i64 1, %.118, !dbg !50
  %7 = and i64 %6, %.41, !dbg !50
  %.120 = icmp ne i64 %7, 0, !dbg !50
  %.121 = and i1 %.116, %.120, !dbg !50
  %.122 = trunc i64 %.115 to i32, !dbg !50
  %.123 = shl i32 %.122, 2, !dbg !50
  %.124 = trunc i64 %t149 to i32, !dbg !50
  %.125 = lshr i64 %t149, 32, !dbg !50
  %.126 = trunc i64 %.125 to i32, !dbg !50
  %.127 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.123, i32 %.124), !dbg !50
  %.128 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.123, i32 %.126), !dbg !50
  %.129 = zext i32 %.127 to i64, !dbg !50
  %.130 = zext i32 %.128 to i64, !dbg !50
  %.131 = shl nuw i64 %.130, 32, !dbg !50
  %.132 = or i64 %.131, %.129, !dbg !50
  %t151 = select i1 %.121, i64 %.132, i64 %t149, !dbg !50
  %.146 = zext i1 %t150 to i32, !dbg !50
  %.147 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.123, i32 %.146), !dbg !50
  %8 = and i32 %.147, 1, !dbg !50
  %.148 = icmp ne i32 %8, 0, !dbg !50
  %t152 = select i1 %.121, i1 %.148, i1 %t150, !dbg !50
  %t153 = icmp slt i32 %.1, 28, !dbg !50
  %t154 = and i1 %t153, %t152, !dbg !50
  %t155 = select i1 %t150, i64 %t149, i64 0, !dbg !50
  %spec.select5 = add i64 %t151, %t155, !dbg !50
  %t157 = select i1 %t154, i64 %spec.select5, i64 %t149, !dbg !50
  %t158 = select i1 %t154, i1 true, i1 %t150, !dbg !50
  %.153 = add nuw nsw i64 %.38, 2, !dbg !50
  %.154 = icmp ult i32 %.37, 62, !dbg !50
  %.156 = and i64 %.153, 63, !dbg !50
  %9 = shl nuw i64 1, %.156, !dbg !50
  %10 = and i64 %9, %.41, !dbg !50
  %.158 = icmp ne i64 %10, 0, !dbg !50
  %.159 = and i1 %.154, %.158, !dbg !50
  %.160 = trunc i64 %.153 to i32, !dbg !50
  %.161 = shl i32 %.160, 2, !dbg !50
  %.162 = trunc i64 %t157 to i32, !dbg !50
  %.163 = lshr i64 %t157, 32, !dbg !50
  %.164 = trunc i64 %.163 to i32, !dbg !50
  %.165 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.161, i32 %.162), !dbg !50
  %.166 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.161, i32 %.164), !dbg !50
  %.167 = zext i32 %.165 to i64, !dbg !50
  %.168 = zext i32 %.166 to i64, !dbg !50
  %.169 = shl nuw i64 %.168, 32, !dbg !50
  %.170 = or i64 %.169, %.167, !dbg !50
  %t159 = select i1 %.159, i64 %.170, i64 %t157, !dbg !50
  %.184 = zext i1 %t158 to i32, !dbg !50
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.161, i32 %.184), !dbg !50
  %11 = and i32 %.185, 1, !dbg !50
  %.186 = icmp ne i32 %11, 0, !dbg !50
  %t160 = select i1 %.159, i1 %.186, i1 %t158, !dbg !50
  %t161 = icmp slt i32 %.1, 30, !dbg !50
  %t162 = and i1 %t161, %t160, !dbg !50
  %t163 = select i1 %t158, i64 %t157, i64 0, !dbg !50
  %spec.select6 = add i64 %t159, %t163, !dbg !50
  %t165 = select i1 %t162, i64 %spec.select6, i64 %t157, !dbg !50
  %t166 = select i1 %t162, i1 true, i1 %t158, !dbg !50
  %.191 = add nuw nsw i64 %.38, 1, !dbg !50
  %.192 = icmp ult i32 %.37, 63, !dbg !50
  %.194 = and i64 %.191, 63, !dbg !50
  %12 = shl nuw i64 1, %.194, !dbg !50
  %13 = and i64 %12, %.41, !dbg !50
  %.196 = icmp ne i64 %13, 0, !dbg !50
  %.197 = and i1 %.192, %.196, !dbg !50
  %.198 = trunc i64 %.191 to i32, !dbg !50
  %.199 = shl i32 %.198, 2, !dbg !50
  %.200 = trunc i64 %t165 to i32, !dbg !50
  %.201 = lshr i64 %t165, 32, !dbg !50
  %.202 = trunc i64 %.201 to i32, !dbg !50
  %.203 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %.200), !dbg !50
  %.204 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %.202), !dbg !50
  %.205 = zext i32 %.203 to i64, !dbg !50
  %.206 = zext i32 %.204 to i64, !dbg !50
  %.207 = shl nuw i64 %.206, 32, !dbg !50
  %.208 = or i64 %.207, %.205, !dbg !50
  %t167 = select i1 %.197, i64 %.208, i64 %t165, !dbg !50
  %.222 = zext i1 %t166 to i32, !dbg !50
  %.223 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %.222), !dbg !50
  %14 = and i32 %.223, 1, !dbg !50
  %.224 = icmp ne i32 %14, 0, !dbg !50
  %t168 = select i1 %.197, i1 %.224, i1 %t166, !dbg !50
  %t169 = icmp ne i32 %.1, 31, !dbg !50
  %t170 = and i1 %t169, %t168, !dbg !50
  %t171 = select i1 %t166, i64 %t165, i64 0, !dbg !50
  %spec.select7 = add i64 %t167, %t171, !dbg !50
  %t173 = select i1 %t170, i64 %spec.select7, i64 %t165, !dbg !50
  %t174 = select i1 %t170, i1 true, i1 %t166, !dbg !50
  br label %b48, !dbg !50

b48:                                              ; preds = %b27, %b26
  %t175 = phi i64 [ %t173, %b27 ], [ %t133, %b26 ]
  %t176 = phi i1 [ %t174, %b27 ], [ %t134, %b26 ]
  %t177 = icmp eq i32 %.1, 0, !dbg !50
  %t178 = and i1 %t177, %t176, !dbg !50
  br i1 %t178, label %b49, label %b50, !dbg !50

b49:                                              ; preds = %b48
  %t179 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t5, !dbg !50
  store i64 %t175, ptr addrspace(1) %t179, align 8, !dbg !50
  br label %b50, !dbg !50

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !50
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i64 %a3, i8 %a4) local_unnamed_addr #1 !dbg !52 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !53
  %t3 = sext i32 %.2 to i64, !dbg !53
  %t4 = icmp slt i64 %t3, %a0, !dbg !53
  br i1 %t4, label %b1, label %b2, !dbg !53

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t3, !dbg !53
  %.3 = load i64, ptr addrspace(1) %t5, align 8, !dbg !53, !amdgpu.noclobber !6
  br label %b2, !dbg !53

b2:                                               ; preds = %b1, %entry
  %t7 = phi i64 [ %.3, %b1 ], [ 0, %entry ]
  %t109 = add nsw i64 %t3, 256, !dbg !53
  %t1210 = icmp slt i64 %t109, %a0, !dbg !53
  br i1 %t1210, label %b4, label %b5, !dbg !53

b4:                                               ; preds = %b2, %b4
  %t1012 = phi i64 [ %t10, %b4 ], [ %t109, %b2 ]
  %t1111 = phi i64 [ %t15, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t1012, !dbg !53
  %.4 = load i64, ptr addrspace(1) %t13, align 8, !dbg !53, !amdgpu.noclobber !6
  %t15 = add i64 %.4, %t1111, !dbg !54
  %t10 = add i64 %t1012, 256, !dbg !53
  %t12 = icmp slt i64 %t10, %a0, !dbg !53
  br i1 %t12, label %b4, label %b5, !dbg !53

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi i64 [ %t7, %b2 ], [ %t15, %b4 ]
  %t17 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !53
  store i64 %t11.lcssa, ptr addrspace(3) %t17, align 8, !dbg !53
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !53
  %.5 = zext i1 %t4 to i8, !dbg !53
  store i8 %.5, ptr addrspace(3) %t18, align 1, !dbg !53
  fence syncscope("workgroup") release, !dbg !53
  tail call void @llvm.amdgcn.s.barrier(), !dbg !53
  fence syncscope("workgroup") acquire, !dbg !53
  %t19 = icmp slt i32 %.2, 128, !dbg !53
  br i1 %t19, label %b6, label %b11, !dbg !53

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128, !dbg !53
  %t21 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.0, i32 %t20, !dbg !53
  %.6 = load i64, ptr addrspace(3) %t21, align 8, !dbg !53
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.1, i32 %t20, !dbg !53
  %.7 = load i8, ptr addrspace(3) %t23, align 1, !dbg !53
  %.8 = icmp ne i8 %.7, 0, !dbg !53
  %t25 = select i1 %t4, i64 %t11.lcssa, i64 0, !dbg !53
  %spec.select = add i64 %.6, %t25, !dbg !53
  %t27 = select i1 %.8, i64 %spec.select, i64 %t11.lcssa, !dbg !53
  %t28 = select i1 %.8, i1 true, i1 %t4, !dbg !53
  store i64 %t27, ptr addrspace(3) %t17, align 8, !dbg !53
  %.9 = zext i1 %t28 to i8, !dbg !53
  store i8 %.9, ptr addrspace(3) %t18, align 1, !dbg !53
  br label %b11, !dbg !53

b11:                                              ; preds = %b6, %b5
  %t29 = phi i64 [ %t27, %b6 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b6 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !53
  tail call void @llvm.amdgcn.s.barrier(), !dbg !53
  fence syncscope("workgroup") acquire, !dbg !53
  %t31 = icmp slt i32 %.2, 64, !dbg !53
  br i1 %t31, label %b12, label %b17, !dbg !53

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64, !dbg !53
  %t33 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.0, i32 %t32, !dbg !53
  %.10 = load i64, ptr addrspace(3) %t33, align 8, !dbg !53
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.1, i32 %t32, !dbg !53
  %.11 = load i8, ptr addrspace(3) %t35, align 1, !dbg !53
  %.12 = icmp ne i8 %.11, 0, !dbg !53
  %t37 = select i1 %t30, i64 %t29, i64 0, !dbg !53
  %spec.select1 = add i64 %.10, %t37, !dbg !53
  %t39 = select i1 %.12, i64 %spec.select1, i64 %t29, !dbg !53
  %t40 = select i1 %.12, i1 true, i1 %t30, !dbg !53
  store i64 %t39, ptr addrspace(3) %t17, align 8, !dbg !53
  %.13 = zext i1 %t40 to i8, !dbg !53
  store i8 %.13, ptr addrspace(3) %t18, align 1, !dbg !53
  br label %b17, !dbg !53

b17:                                              ; preds = %b12, %b11
  %t41 = phi i64 [ %t39, %b12 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b12 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release, !dbg !53
  tail call void @llvm.amdgcn.s.barrier(), !dbg !53
  fence syncscope("workgroup") acquire, !dbg !53
  %t43 = icmp slt i32 %.2, 32, !dbg !53
  br i1 %t43, label %b18, label %b23, !dbg !53

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32, !dbg !53
  %t45 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.0, i32 %t44, !dbg !53
  %.14 = load i64, ptr addrspace(3) %t45, align 8, !dbg !53
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.1, i32 %t44, !dbg !53
  %.15 = load i8, ptr addrspace(3) %t47, align 1, !dbg !53
  %.16 = icmp ne i8 %.15, 0, !dbg !53
  %t49 = select i1 %t42, i64 %t41, i64 0, !dbg !53
  %spec.select2 = add i64 %.14, %t49, !dbg !53
  %t51 = select i1 %.16, i64 %spec.select2, i64 %t41, !dbg !53
  %t52 = select i1 %.16, i1 true, i1 %t42, !dbg !53
  br label %b23, !dbg !53

b23:                                              ; preds = %b18, %b17
  %t53 = phi i64 [ %t51, %b18 ], [ %t41, %b17 ]
  %t54 = phi i1 [ %t52, %b18 ], [ %t42, %b17 ]
  br i1 %t43, label %b24, label %b45, !dbg !53

b24:                                              ; preds = %b23
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !53
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !53
  %.20 = zext i32 %.19 to i64, !dbg !53
  %.21 = add nuw nsw i64 %.20, 16, !dbg !53
  %.22 = icmp ult i32 %.19, 48, !dbg !53
  %.23 = tail call i64 @llvm.read_register.i64(metadata !15) #8, !dbg !53
  %.24 = and i64 %.21, 63, !dbg !53
  %0 = shl nuw i64 1, %.24, !dbg !53
  %1 = and i64 %0, %.23, !dbg !53
  %.26 = icmp ne i64 %1, 0, !dbg !53
  %.27 = and i1 %.22, %.26, !dbg !53
  %.28 = trunc i64 %.21 to i32, !dbg !53
  %.29 = shl i32 %.28, 2, !dbg !53
  %.30 = trunc i64 %t53 to i32, !dbg !53
  %.31 = lshr i64 %t53, 32, !dbg !53
  %.32 = trunc i64 %.31 to i32, !dbg !53
  %.33 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30), !dbg !53
  %.34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.32), !dbg !53
  %.35 = zext i32 %.33 to i64, !dbg !53
  %.36 = zext i32 %.34 to i64, !dbg !53
  %.37 = shl nuw i64 %.36, 32, !dbg !53
  %.38 = or i64 %.37, %.35, !dbg !53
  %t55 = select i1 %.27, i64 %.38, i64 %t53, !dbg !53
  %.52 = zext i1 %t54 to i32, !dbg !53
  %.53 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.52), !dbg !53
  %2 = and i32 %.53, 1, !dbg !53
  %.54 = icmp ne i32 %2, 0, !dbg !53
  %t56 = select i1 %.27, i1 %.54, i1 %t54, !dbg !53
  %t57 = icmp slt i32 %.2, 16, !dbg !53
  %t58 = and i1 %t57, %t56, !dbg !53
  %t59 = select i1 %t54, i64 %t53, i64 0, !dbg !53
  %spec.select3 = add i64 %t55, %t59, !dbg !53
  %t61 = select i1 %t58, i64 %spec.select3, i64 %t53, !dbg !53
  %t62 = select i1 %t58, i1 true, i1 %t54, !dbg !53
  %.59 = add nuw nsw i64 %.20, 8, !dbg !53
  %.60 = icmp ult i32 %.19, 56, !dbg !53
  %.62 = and i64 %.59, 63, !dbg !53
  %3 = shl nuw i64 1, %.62, !dbg !53
  %4 = and i64 %3, %.23, !dbg !53
  %.64 = icmp ne i64 %4, 0, !dbg !53
  %.65 = and i1 %.60, %.64, !dbg !53
  %.66 = trunc i64 %.59 to i32, !dbg !53
  %.67 = shl i32 %.66, 2, !dbg !53
  %.68 = trunc i64 %t61 to i32, !dbg !53
  %.69 = lshr i64 %t61, 32, !dbg !53
  %.70 = trunc i64 %.69 to i32, !dbg !53
  %.71 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.68), !dbg !53
  %.72 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.70), !dbg !53
  %.73 = zext i32 %.71 to i64, !dbg !53
  %.74 = zext i32 %.72 to i64, !dbg !53
  %.75 = shl nuw i64 %.74, 32, !dbg !53
  %.76 = or i64 %.75, %.73, !dbg !53
  %t63 = select i1 %.65, i64 %.76, i64 %t61, !dbg !53
  %.90 = zext i1 %t62 to i32, !dbg !53
  %.91 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.90), !dbg !53
  %5 = and i32 %.91, 1, !dbg !53
  %.92 = icmp ne i32 %5, 0, !dbg !53
  %t64 = select i1 %.65, i1 %.92, i1 %t62, !dbg !53
  %t65 = icmp slt i32 %.2, 24, !dbg !53
  %t66 = and i1 %t65, %t64, !dbg !53
  %t67 = select i1 %t62, i64 %t61, i64 0, !dbg !53
  %spec.select4 = add i64 %t63, %t67, !dbg !53
  %t69 = select i1 %t66, i64 %spec.select4, i64 %t61, !dbg !53
  %t70 = select i1 %t66, i1 true, i1 %t62, !dbg !53
  %.97 = add nuw nsw i64 %.20, 4, !dbg !53
  %.98 = icmp ult i32 %.19, 60, !dbg !53
  %.100 = and i64 %.97, 63, !dbg !53
  %6 = shl nuw i64 1, %.100, !dbg !53
  %7 = and i64 %6, %.23, !dbg !53
  %.102 = icmp ne i64 %7, 0, !dbg !53
  %.103 = and i1 %.98, %.102, !dbg !53
  %.104 = trunc i64 %.97 to i32, !dbg !53
  %.105 = shl i32 %.104, 2, !dbg !53
  %.106 = trunc i64 %t69 to i32, !dbg !53
  %.107 = lshr i64 %t69, 32, !dbg !53
  %.108 = trunc i64 %.107 to i32, !dbg !53
  %.109 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !53
  %.110 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.108), !dbg !53
  %.111 = zext i32 %.109 to i64, !dbg !53
  %.112 = zext i32 %.110 to i64, !dbg !53
  %.113 = shl nuw i64 %.112, 32, !dbg !53
  %.114 = or i64 %.113, %.111, !dbg !53
  %t71 = select i1 %.103, i64 %.114, i64 %t69, !dbg !53
  %.128 = zext i1 %t70 to i32, !dbg !53
  %.129 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.128), !dbg !53
  %8 = and i32 %.129, 1, !dbg !53
  %.130 = icmp ne i32 %8, 0, !dbg !53
  %t72 = select i1 %.103, i1 %.130, i1 %t70, !dbg !53
  %t73 = icmp slt i32 %.2, 28, !dbg !53
  %t74 = and i1 %t73, %t72, !dbg !53
  %t75 = select i1 %t70, i64 %t69, i64 0, !dbg !53
  %spec.select5 = add i64 %t71, %t75, !dbg !53
  %t77 = select i1 %t74, i64 %spec.select5, i64 %t69, !dbg !53
  %t78 = select i1 %t74, i1 true, i1 %t70, !dbg !53
  %.135 = add nuw nsw i64 %.20, 2, !dbg !53
  %.136 = icmp ult i32 %.19, 62, !dbg !53
  %.138 = and i64 %.135, 63, !dbg !53
  %9 = shl nuw i64 1, %.138, !dbg !53
  %10 = and i64 %9, %.23, !dbg !53
  %.140 = icmp ne i64 %10, 0, !dbg !53
  %.141 = and i1 %.136, %.140, !dbg !53
  %.142 = trunc i64 %.135 to i32, !dbg !53
  %.143 = shl i32 %.142, 2, !dbg !53
  %.144 = trunc i64 %t77 to i32, !dbg !53
  %.145 = lshr i64 %t77, 32, !dbg !53
  %.146 = trunc i64 %.145 to i32, !dbg !53
  %.147 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.144), !dbg !53
  %.148 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.146), !dbg !53
  %.149 = zext i32 %.147 to i64, !dbg !53
  %.150 = zext i32 %.148 to i64, !dbg !53
  %.151 = shl nuw i64 %.150, 32, !dbg !53
  %.152 = or i64 %.151, %.149, !dbg !53
  %t79 = select i1 %.141, i64 %.152, i64 %t77, !dbg !53
  %.166 = zext i1 %t78 to i32, !dbg !53
  %.167 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.166), !dbg !53
  %11 = and i32 %.167, 1, !dbg !53
  %.168 = icmp ne i32 %11, 0, !dbg !53
  %t80 = select i1 %.141, i1 %.168, i1 %t78, !dbg !53
  %t81 = icmp slt i32 %.2, 30, !dbg !53
  %t82 = and i1 %t81, %t80, !dbg !53
  %t83 = select i1 %t78, i64 %t77, i64 0, !dbg !53
  %spec.select6 = add i64 %t79, %t83, !dbg !53
  %t85 = select i1 %t82, i64 %spec.select6, i64 %t77, !dbg !53
  %t86 = select i1 %t82, i1 true, i1 %t78, !dbg !53
  %.173 = add nuw nsw i64 %.20, 1, !dbg !53
  %.174 = icmp ult i32 %.19, 63, !dbg !53
  %.176 = and i64 %.173, 63, !dbg !53
  %12 = shl nuw i64 1, %.176, !dbg !53
  %13 = and i64 %12, %.23, !dbg !53
  %.178 = icmp ne i64 %13, 0, !dbg !53
  %.179 = and i1 %.174, %.178, !dbg !53
  %.180 = trunc i64 %.173 to i32, !dbg !53
  %.181 = shl i32 %.180, 2, !dbg !53
  %.182 = trunc i64 %t85 to i32, !dbg !53
  %.183 = lshr i64 %t85, 32, !dbg !53
  %.184 = trunc i64 %.183 to i32, !dbg !53
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.182), !dbg !53
  %.186 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.184), !dbg !53
  %.187 = zext i32 %.185 to i64, !dbg !53
  %.188 = zext i32 %.186 to i64, !dbg !53
  %.189 = shl nuw i64 %.188, 32, !dbg !53
  %.190 = or i64 %.189, %.187, !dbg !53
  %t87 = select i1 %.179, i64 %.190, i64 %t85, !dbg !53
  %.204 = zext i1 %t86 to i32, !dbg !53
  %.205 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.204), !dbg !53
  %14 = and i32 %.205, 1, !dbg !53
  %.206 = icmp ne i32 %14, 0, !dbg !53
  %t88 = select i1 %.179, i1 %.206, i1 %t86, !dbg !53
  %t89 = icmp ne i32 %.2, 31, !dbg !53
  %t90 = and i1 %t89, %t88, !dbg !53
  %t91 = select i1 %t86, i64 %t85, i64 0, !dbg !53
  %spec.select7 = add i64 %t87, %t91, !dbg !53
  %t93 = select i1 %t90, i64 %spec.select7, i64 %t85, !dbg !53
  %t94 = select i1 %t90, i1 true, i1 %t86, !dbg !53
  br label %b45, !dbg !53

b45:                                              ; preds = %b24, %b23
  %t95 = phi i64 [ %t93, %b24 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b24 ], [ %t54, %b23 ]
  %t97 = icmp eq i32 %.2, 0, !dbg !53
  %t101 = select i1 %t96, i1 true, i1 %.1, !dbg !53
  %or.cond = select i1 %t97, i1 %t101, i1 false, !dbg !53
  br i1 %or.cond, label %b51, label %b52, !dbg !53

b51:                                              ; preds = %b45
  %t98 = select i1 %.1, i64 %a3, i64 0, !dbg !53
  %spec.select8 = add i64 %t95, %t98, !dbg !53
  %t100 = select i1 %t96, i64 %spec.select8, i64 %a3, !dbg !53
  store i64 %t100, ptr addrspace(1) %a2, align 8, !dbg !53
  br label %b52, !dbg !53

b52:                                              ; preds = %b51, %b45
  ret void, !dbg !53
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, float %a4, ptr addrspace(1) readonly %a5, float %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #0 !dbg !55 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !56
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !56
  %t2.not = icmp eq ptr addrspace(1) %a5, null, !dbg !56
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !56
  %t4 = sext i32 %.1 to i64, !dbg !56
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !56
  %t6 = sext i32 %.2 to i64, !dbg !56
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !56
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !56
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !56, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !56
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !56
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !56, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !56
  %.15 = add i32 %.14, %.9, !dbg !56
  %.16 = udiv i32 %.15, %.6, !dbg !56
  %t10 = sext i32 %.16 to i64, !dbg !56
  %t11 = mul nsw i64 %t8, %t6, !dbg !56
  %t12 = add nsw i64 %t11, %t4, !dbg !56
  %t13 = mul nsw i64 %t10, %t8, !dbg !56
  %t151 = icmp slt i64 %t12, %a0, !dbg !56
  br i1 %t151, label %b2, label %b9, !dbg !56

b2:                                               ; preds = %entry, %b8
  %t142 = phi i64 [ %t31, %b8 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !56

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t142, !dbg !56
  %.17 = load float, ptr addrspace(1) %t16, align 4, !dbg !56
  br label %b4, !dbg !56

b4:                                               ; preds = %b3, %b2
  %t18 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !56

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t142, !dbg !56
  %.18 = load float, ptr addrspace(1) %t19, align 4, !dbg !56
  br label %b6, !dbg !56

b6:                                               ; preds = %b5, %b4
  %t21 = phi float [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7, !dbg !56

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t142, !dbg !56
  %.19 = load float, ptr addrspace(1) %t22, align 4, !dbg !56
  br label %b8, !dbg !56

b8:                                               ; preds = %b7, %b6
  %t24 = phi float [ %.19, %b7 ], [ %a6, %b6 ]
  %0 = fmul float %t18, -4.000000e+00, !dbg !57
  %t27 = fmul float %0, %t24, !dbg !57
  %t28 = tail call float @llvm.fma.f32(float %t21, float %t21, float %t27), !dbg !57
  %.20 = fcmp olt float %t28, 0x39F0000000000000, !dbg !58
  %.21 = fmul float %t28, 0x41F0000000000000, !dbg !58
  %.22 = select i1 %.20, float %.21, float %t28, !dbg !58
  %.23 = tail call float @llvm.amdgcn.sqrt.f32(float %.22), !dbg !58
  %.24 = bitcast float %.23 to i32, !dbg !58
  %.25 = add i32 %.24, -1, !dbg !58
  %.26 = bitcast i32 %.25 to float, !dbg !58
  %.27 = fneg float %.26, !dbg !58
  %.28 = tail call float @llvm.fma.f32(float %.27, float %.23, float %.22), !dbg !58
  %.29 = add i32 %.24, 1, !dbg !58
  %.30 = bitcast i32 %.29 to float, !dbg !58
  %.31 = fneg float %.30, !dbg !58
  %.32 = tail call float @llvm.fma.f32(float %.31, float %.23, float %.22), !dbg !58
  %.33 = fcmp ole float %.28, 0.000000e+00, !dbg !58
  %.34 = select i1 %.33, float %.26, float %.23, !dbg !58
  %.35 = fcmp ogt float %.32, 0.000000e+00, !dbg !58
  %.36 = select i1 %.35, float %.30, float %.34, !dbg !58
  %.37 = fmul float %.36, 0x3EF0000000000000, !dbg !58
  %.38 = select i1 %.20, float %.37, float %.36, !dbg !58
  %.39 = fcmp oeq float %.22, 0.000000e+00, !dbg !58
  %.40 = fcmp oeq float %.22, 0x7FF0000000000000, !dbg !58
  %.41 = or i1 %.39, %.40, !dbg !58
  %.42 = select i1 %.41, float %.22, float %.38, !dbg !58
  %t30 = getelementptr inbounds float, ptr addrspace(1) %a7, i64 %t142, !dbg !56
  store float %.42, ptr addrspace(1) %t30, align 4, !dbg !56
  %t31 = add i64 %t142, %t13, !dbg !56
  %t15 = icmp slt i64 %t31, %a0, !dbg !56
  br i1 %t15, label %b2, label %b9, !dbg !56

b9:                                               ; preds = %b8, %entry
  ret void, !dbg !56
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, float %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 !dbg !59 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !60
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !60
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !60
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !60
  %t4 = sext i32 %.1 to i64, !dbg !60
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !60
  %t6 = sext i32 %.2 to i64, !dbg !60
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !60
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !60
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !60, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !60
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !60
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !60, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !60
  %.15 = add i32 %.14, %.9, !dbg !60
  %.16 = udiv i32 %.15, %.6, !dbg !60
  %t10 = sext i32 %.16 to i64, !dbg !60
  %t11 = mul nsw i64 %t8, %t6, !dbg !60
  %t12 = add nsw i64 %t11, %t4, !dbg !60
  %t13 = mul nsw i64 %t10, %t8, !dbg !60
  %t14 = icmp sgt i64 %a1, 7, !dbg !60
  %t15 = icmp sgt i64 %a1, 6, !dbg !60
  %t16 = icmp sgt i64 %a1, 5, !dbg !60
  %t17 = icmp sgt i64 %a1, 4, !dbg !60
  %t18 = icmp sgt i64 %a1, 3, !dbg !60
  %t19 = icmp sgt i64 %a1, 2, !dbg !60
  %t20 = icmp sgt i64 %a1, 1, !dbg !60
  %t21 = icmp sgt i64 %a1, 0, !dbg !60
  %t231 = icmp slt i64 %t12, %a0, !dbg !60
  br i1 %t231, label %b2.lr.ph, label %b25, !dbg !60

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
  br label %b2, !dbg !60

b2:                                               ; preds = %b2.lr.ph, %b24
  %t222 = phi i64 [ %t12, %b2.lr.ph ], [ %t152, %b24 ]
  br i1 %t14, label %b3, label %b4, !dbg !60

b3:                                               ; preds = %b2
  %t222.frozen = freeze i64 %t222
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t222.frozen, %.20.frozen, !dbg !60
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t222.frozen, %14
  %.22 = select i1 %.17, i64 %t222, i64 %.21.decomposed, !dbg !60
  %.28 = sub i64 0, %t222, !dbg !60
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !60
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !60
  %t26 = mul i64 %.22, %a19, !dbg !60
  %t27 = mul i64 %.22, %a29, !dbg !60
  %t28 = mul i64 %.22, %a39, !dbg !60
  %t29 = mul i64 %.22, %a48, !dbg !60
  br label %b4, !dbg !60

b4:                                               ; preds = %b3, %b2
  %t30 = phi i64 [ %.30, %b3 ], [ %t222, %b2 ]
  %t31 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !60

b5:                                               ; preds = %b4
  %t30.frozen = freeze i64 %t30
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t30.frozen, %.34.frozen, !dbg !60
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t30.frozen, %15
  %.36 = select i1 %.31, i64 %t30, i64 %.35.decomposed, !dbg !60
  %.42 = sub i64 0, %t30, !dbg !60
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !60
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !60
  %t37 = mul i64 %.36, %a18, !dbg !60
  %t38 = add i64 %t37, %t31, !dbg !60
  %t39 = mul i64 %.36, %a28, !dbg !60
  %t40 = add i64 %t39, %t32, !dbg !60
  %t41 = mul i64 %.36, %a38, !dbg !60
  %t42 = add i64 %t41, %t33, !dbg !60
  %t43 = mul i64 %.36, %a47, !dbg !60
  %t44 = add i64 %t43, %t34, !dbg !60
  br label %b6, !dbg !60

b6:                                               ; preds = %b5, %b4
  %t45 = phi i64 [ %.44, %b5 ], [ %t30, %b4 ]
  %t46 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t42, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t44, %b5 ], [ %t34, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !60

b7:                                               ; preds = %b6
  %t45.frozen = freeze i64 %t45
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t45.frozen, %.48.frozen, !dbg !60
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t45.frozen, %16
  %.50 = select i1 %.45, i64 %t45, i64 %.49.decomposed, !dbg !60
  %.56 = sub i64 0, %t45, !dbg !60
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !60
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !60
  %t52 = mul i64 %.50, %a17, !dbg !60
  %t53 = add i64 %t52, %t46, !dbg !60
  %t54 = mul i64 %.50, %a27, !dbg !60
  %t55 = add i64 %t54, %t47, !dbg !60
  %t56 = mul i64 %.50, %a37, !dbg !60
  %t57 = add i64 %t56, %t48, !dbg !60
  %t58 = mul i64 %.50, %a46, !dbg !60
  %t59 = add i64 %t58, %t49, !dbg !60
  br label %b8, !dbg !60

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %.58, %b7 ], [ %t45, %b6 ]
  %t61 = phi i64 [ %t53, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t55, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t57, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t59, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10, !dbg !60

b9:                                               ; preds = %b8
  %t60.frozen = freeze i64 %t60
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t60.frozen, %.62.frozen, !dbg !60
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t60.frozen, %17
  %.64 = select i1 %.59, i64 %t60, i64 %.63.decomposed, !dbg !60
  %.70 = sub i64 0, %t60, !dbg !60
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !60
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !60
  %t67 = mul i64 %.64, %a16, !dbg !60
  %t68 = add i64 %t67, %t61, !dbg !60
  %t69 = mul i64 %.64, %a26, !dbg !60
  %t70 = add i64 %t69, %t62, !dbg !60
  %t71 = mul i64 %.64, %a36, !dbg !60
  %t72 = add i64 %t71, %t63, !dbg !60
  %t73 = mul i64 %.64, %a45, !dbg !60
  %t74 = add i64 %t73, %t64, !dbg !60
  br label %b10, !dbg !60

b10:                                              ; preds = %b9, %b8
  %t75 = phi i64 [ %.72, %b9 ], [ %t60, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t61, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t62, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t63, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t64, %b8 ]
  br i1 %t18, label %b11, label %b12, !dbg !60

b11:                                              ; preds = %b10
  %t75.frozen = freeze i64 %t75
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t75.frozen, %.76.frozen, !dbg !60
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t75.frozen, %18
  %.78 = select i1 %.73, i64 %t75, i64 %.77.decomposed, !dbg !60
  %.84 = sub i64 0, %t75, !dbg !60
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !60
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !60
  %t82 = mul i64 %.78, %a15, !dbg !60
  %t83 = add i64 %t82, %t76, !dbg !60
  %t84 = mul i64 %.78, %a25, !dbg !60
  %t85 = add i64 %t84, %t77, !dbg !60
  %t86 = mul i64 %.78, %a35, !dbg !60
  %t87 = add i64 %t86, %t78, !dbg !60
  %t88 = mul i64 %.78, %a44, !dbg !60
  %t89 = add i64 %t88, %t79, !dbg !60
  br label %b12, !dbg !60

b12:                                              ; preds = %b11, %b10
  %t90 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t91 = phi i64 [ %t83, %b11 ], [ %t76, %b10 ]
  %t92 = phi i64 [ %t85, %b11 ], [ %t77, %b10 ]
  %t93 = phi i64 [ %t87, %b11 ], [ %t78, %b10 ]
  %t94 = phi i64 [ %t89, %b11 ], [ %t79, %b10 ]
  br i1 %t19, label %b13, label %b14, !dbg !60

b13:                                              ; preds = %b12
  %t90.frozen = freeze i64 %t90
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t90.frozen, %.90.frozen, !dbg !60
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t90.frozen, %19
  %.92 = select i1 %.87, i64 %t90, i64 %.91.decomposed, !dbg !60
  %.98 = sub i64 0, %t90, !dbg !60
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !60
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !60
  %t97 = mul i64 %.92, %a14, !dbg !60
  %t98 = add i64 %t97, %t91, !dbg !60
  %t99 = mul i64 %.92, %a24, !dbg !60
  %t100 = add i64 %t99, %t92, !dbg !60
  %t101 = mul i64 %.92, %a34, !dbg !60
  %t102 = add i64 %t101, %t93, !dbg !60
  %t103 = mul i64 %.92, %a43, !dbg !60
  %t104 = add i64 %t103, %t94, !dbg !60
  br label %b14, !dbg !60

b14:                                              ; preds = %b13, %b12
  %t105 = phi i64 [ %.100, %b13 ], [ %t90, %b12 ]
  %t106 = phi i64 [ %t98, %b13 ], [ %t91, %b12 ]
  %t107 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t108 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t109 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  br i1 %t20, label %b15, label %b16, !dbg !60

b15:                                              ; preds = %b14
  %t105.frozen = freeze i64 %t105
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t105.frozen, %.104.frozen, !dbg !60
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t105.frozen, %20
  %.106 = select i1 %.101, i64 %t105, i64 %.105.decomposed, !dbg !60
  %.112 = sub i64 0, %t105, !dbg !60
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !60
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !60
  %t112 = mul i64 %.106, %a13, !dbg !60
  %t113 = add i64 %t112, %t106, !dbg !60
  %t114 = mul i64 %.106, %a23, !dbg !60
  %t115 = add i64 %t114, %t107, !dbg !60
  %t116 = mul i64 %.106, %a33, !dbg !60
  %t117 = add i64 %t116, %t108, !dbg !60
  %t118 = mul i64 %.106, %a42, !dbg !60
  %t119 = add i64 %t118, %t109, !dbg !60
  br label %b16, !dbg !60

b16:                                              ; preds = %b15, %b14
  %t120 = phi i64 [ %.114, %b15 ], [ %t105, %b14 ]
  %t121 = phi i64 [ %t113, %b15 ], [ %t106, %b14 ]
  %t122 = phi i64 [ %t115, %b15 ], [ %t107, %b14 ]
  %t123 = phi i64 [ %t117, %b15 ], [ %t108, %b14 ]
  %t124 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  br i1 %t21, label %b17, label %b18, !dbg !60

b17:                                              ; preds = %b16
  %t125 = mul i64 %t120, %a12, !dbg !60
  %t126 = add i64 %t121, %t125, !dbg !60
  %t127 = mul i64 %t120, %a22, !dbg !60
  %t128 = add i64 %t122, %t127, !dbg !60
  %t129 = mul i64 %t120, %a32, !dbg !60
  %t130 = add i64 %t123, %t129, !dbg !60
  %t131 = mul i64 %t120, %a41, !dbg !60
  %t132 = add i64 %t124, %t131, !dbg !60
  br label %b18, !dbg !60

b18:                                              ; preds = %b17, %b16
  %t133 = phi i64 [ %t126, %b17 ], [ %t121, %b16 ]
  %t134 = phi i64 [ %t128, %b17 ], [ %t122, %b16 ]
  %t135 = phi i64 [ %t130, %b17 ], [ %t123, %b16 ]
  %t136 = phi i64 [ %t132, %b17 ], [ %t124, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !60

b19:                                              ; preds = %b18
  %t137 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t133, !dbg !60
  %.115 = load float, ptr addrspace(1) %t137, align 4, !dbg !60
  br label %b20, !dbg !60

b20:                                              ; preds = %b19, %b18
  %t139 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !60

b21:                                              ; preds = %b20
  %t140 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t134, !dbg !60
  %.116 = load float, ptr addrspace(1) %t140, align 4, !dbg !60
  br label %b22, !dbg !60

b22:                                              ; preds = %b21, %b20
  %t142 = phi float [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !60

b23:                                              ; preds = %b22
  %t143 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t135, !dbg !60
  %.117 = load float, ptr addrspace(1) %t143, align 4, !dbg !60
  br label %b24, !dbg !60

b24:                                              ; preds = %b23, %b22
  %t145 = phi float [ %.117, %b23 ], [ %a31, %b22 ]
  %21 = fmul float %t139, -4.000000e+00, !dbg !61
  %t148 = fmul float %21, %t145, !dbg !61
  %t149 = tail call float @llvm.fma.f32(float %t142, float %t142, float %t148), !dbg !61
  %.118 = fcmp olt float %t149, 0x39F0000000000000, !dbg !62
  %.119 = fmul float %t149, 0x41F0000000000000, !dbg !62
  %.120 = select i1 %.118, float %.119, float %t149, !dbg !62
  %.121 = tail call float @llvm.amdgcn.sqrt.f32(float %.120), !dbg !62
  %.122 = bitcast float %.121 to i32, !dbg !62
  %.123 = add i32 %.122, -1, !dbg !62
  %.124 = bitcast i32 %.123 to float, !dbg !62
  %.125 = fneg float %.124, !dbg !62
  %.126 = tail call float @llvm.fma.f32(float %.125, float %.121, float %.120), !dbg !62
  %.127 = add i32 %.122, 1, !dbg !62
  %.128 = bitcast i32 %.127 to float, !dbg !62
  %.129 = fneg float %.128, !dbg !62
  %.130 = tail call float @llvm.fma.f32(float %.129, float %.121, float %.120), !dbg !62
  %.131 = fcmp ole float %.126, 0.000000e+00, !dbg !62
  %.132 = select i1 %.131, float %.124, float %.121, !dbg !62
  %.133 = fcmp ogt float %.130, 0.000000e+00, !dbg !62
  %.134 = select i1 %.133, float %.128, float %.132, !dbg !62
  %.135 = fmul float %.134, 0x3EF0000000000000, !dbg !62
  %.136 = select i1 %.118, float %.135, float %.134, !dbg !62
  %.137 = fcmp oeq float %.120, 0.000000e+00, !dbg !62
  %.138 = fcmp oeq float %.120, 0x7FF0000000000000, !dbg !62
  %.139 = or i1 %.137, %.138, !dbg !62
  %.140 = select i1 %.139, float %.120, float %.136, !dbg !62
  %t151 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t136, !dbg !60
  store float %.140, ptr addrspace(1) %t151, align 4, !dbg !60
  %t152 = add i64 %t222, %t13, !dbg !60
  %t23 = icmp slt i64 %t152, %a0, !dbg !60
  br i1 %t23, label %b2, label %b25, !dbg !60

b25:                                              ; preds = %b24, %entry
  ret void, !dbg !60
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) readonly %a5, double %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #0 !dbg !63 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !64
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !64
  %t2.not = icmp eq ptr addrspace(1) %a5, null, !dbg !64
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !64
  %t4 = sext i32 %.1 to i64, !dbg !64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !64
  %t6 = sext i32 %.2 to i64, !dbg !64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !64
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !64
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !64, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !64
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !64
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !64, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !64
  %.15 = add i32 %.14, %.9, !dbg !64
  %.16 = udiv i32 %.15, %.6, !dbg !64
  %t10 = sext i32 %.16 to i64, !dbg !64
  %t11 = mul nsw i64 %t8, %t6, !dbg !64
  %t12 = add nsw i64 %t11, %t4, !dbg !64
  %t13 = mul nsw i64 %t10, %t8, !dbg !64
  %t151 = icmp slt i64 %t12, %a0, !dbg !64
  br i1 %t151, label %b2, label %b9, !dbg !64

b2:                                               ; preds = %entry, %b8
  %t142 = phi i64 [ %t31, %b8 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !64

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t142, !dbg !64
  %.17 = load double, ptr addrspace(1) %t16, align 8, !dbg !64
  br label %b4, !dbg !64

b4:                                               ; preds = %b3, %b2
  %t18 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !64

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t142, !dbg !64
  %.18 = load double, ptr addrspace(1) %t19, align 8, !dbg !64
  br label %b6, !dbg !64

b6:                                               ; preds = %b5, %b4
  %t21 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7, !dbg !64

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t142, !dbg !64
  %.19 = load double, ptr addrspace(1) %t22, align 8, !dbg !64
  br label %b8, !dbg !64

b8:                                               ; preds = %b7, %b6
  %t24 = phi double [ %.19, %b7 ], [ %a6, %b6 ]
  %0 = fmul double %t18, -4.000000e+00, !dbg !65
  %t27 = fmul double %0, %t24, !dbg !65
  %t28 = tail call double @llvm.fma.f64(double %t21, double %t21, double %t27), !dbg !65
  %.20 = fcmp olt double %t28, 0x1000000000000000, !dbg !66
  %.21 = fmul double %t28, 0x4FF0000000000000, !dbg !66
  %.22 = select i1 %.20, double %.21, double %t28, !dbg !66
  %.23 = tail call double @llvm.amdgcn.rsq.f64(double %.22), !dbg !66
  %.24 = fmul double %.22, %.23, !dbg !66
  %.25 = fmul double %.23, 5.000000e-01, !dbg !66
  %.26 = fneg double %.25, !dbg !66
  %.27 = tail call double @llvm.fma.f64(double %.26, double %.24, double 5.000000e-01), !dbg !66
  %.28 = tail call double @llvm.fma.f64(double %.25, double %.27, double %.25), !dbg !66
  %.29 = tail call double @llvm.fma.f64(double %.24, double %.27, double %.24), !dbg !66
  %.30 = fneg double %.29, !dbg !66
  %.31 = tail call double @llvm.fma.f64(double %.30, double %.29, double %.22), !dbg !66
  %.32 = tail call double @llvm.fma.f64(double %.31, double %.28, double %.29), !dbg !66
  %.33 = fneg double %.32, !dbg !66
  %.34 = tail call double @llvm.fma.f64(double %.33, double %.32, double %.22), !dbg !66
  %.35 = tail call double @llvm.fma.f64(double %.34, double %.28, double %.32), !dbg !66
  %.36 = fmul double %.35, 0x37F0000000000000, !dbg !66
  %.37 = select i1 %.20, double %.36, double %.35, !dbg !66
  %.38 = fcmp oeq double %.22, 0.000000e+00, !dbg !66
  %.39 = fcmp oeq double %.22, 0x7FF0000000000000, !dbg !66
  %.40 = or i1 %.38, %.39, !dbg !66
  %.41 = select i1 %.40, double %.22, double %.37, !dbg !66
  %t30 = getelementptr inbounds double, ptr addrspace(1) %a7, i64 %t142, !dbg !64
  store double %.41, ptr addrspace(1) %t30, align 8, !dbg !64
  %t31 = add i64 %t142, %t13, !dbg !64
  %t15 = icmp slt i64 %t31, %a0, !dbg !64
  br i1 %t15, label %b2, label %b9, !dbg !64

b9:                                               ; preds = %b8, %entry
  ret void, !dbg !64
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, double %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 !dbg !67 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !68
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !68
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !68
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !68
  %t4 = sext i32 %.1 to i64, !dbg !68
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !68
  %t6 = sext i32 %.2 to i64, !dbg !68
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !68
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !68
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !68, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !68
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !68
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !68, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !68
  %.15 = add i32 %.14, %.9, !dbg !68
  %.16 = udiv i32 %.15, %.6, !dbg !68
  %t10 = sext i32 %.16 to i64, !dbg !68
  %t11 = mul nsw i64 %t8, %t6, !dbg !68
  %t12 = add nsw i64 %t11, %t4, !dbg !68
  %t13 = mul nsw i64 %t10, %t8, !dbg !68
  %t14 = icmp sgt i64 %a1, 7, !dbg !68
  %t15 = icmp sgt i64 %a1, 6, !dbg !68
  %t16 = icmp sgt i64 %a1, 5, !dbg !68
  %t17 = icmp sgt i64 %a1, 4, !dbg !68
  %t18 = icmp sgt i64 %a1, 3, !dbg !68
  %t19 = icmp sgt i64 %a1, 2, !dbg !68
  %t20 = icmp sgt i64 %a1, 1, !dbg !68
  %t21 = icmp sgt i64 %a1, 0, !dbg !68
  %t231 = icmp slt i64 %t12, %a0, !dbg !68
  br i1 %t231, label %b2.lr.ph, label %b25, !dbg !68

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
  br label %b2, !dbg !68

b2:                                               ; preds = %b2.lr.ph, %b24
  %t222 = phi i64 [ %t12, %b2.lr.ph ], [ %t152, %b24 ]
  br i1 %t14, label %b3, label %b4, !dbg !68

b3:                                               ; preds = %b2
  %t222.frozen = freeze i64 %t222
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t222.frozen, %.20.frozen, !dbg !68
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t222.frozen, %14
  %.22 = select i1 %.17, i64 %t222, i64 %.21.decomposed, !dbg !68
  %.28 = sub i64 0, %t222, !dbg !68
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !68
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !68
  %t26 = mul i64 %.22, %a19, !dbg !68
  %t27 = mul i64 %.22, %a29, !dbg !68
  %t28 = mul i64 %.22, %a39, !dbg !68
  %t29 = mul i64 %.22, %a48, !dbg !68
  br label %b4, !dbg !68

b4:                                               ; preds = %b3, %b2
  %t30 = phi i64 [ %.30, %b3 ], [ %t222, %b2 ]
  %t31 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !68

b5:                                               ; preds = %b4
  %t30.frozen = freeze i64 %t30
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t30.frozen, %.34.frozen, !dbg !68
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t30.frozen, %15
  %.36 = select i1 %.31, i64 %t30, i64 %.35.decomposed, !dbg !68
  %.42 = sub i64 0, %t30, !dbg !68
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !68
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !68
  %t37 = mul i64 %.36, %a18, !dbg !68
  %t38 = add i64 %t37, %t31, !dbg !68
  %t39 = mul i64 %.36, %a28, !dbg !68
  %t40 = add i64 %t39, %t32, !dbg !68
  %t41 = mul i64 %.36, %a38, !dbg !68
  %t42 = add i64 %t41, %t33, !dbg !68
  %t43 = mul i64 %.36, %a47, !dbg !68
  %t44 = add i64 %t43, %t34, !dbg !68
  br label %b6, !dbg !68

b6:                                               ; preds = %b5, %b4
  %t45 = phi i64 [ %.44, %b5 ], [ %t30, %b4 ]
  %t46 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t42, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t44, %b5 ], [ %t34, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !68

b7:                                               ; preds = %b6
  %t45.frozen = freeze i64 %t45
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t45.frozen, %.48.frozen, !dbg !68
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t45.frozen, %16
  %.50 = select i1 %.45, i64 %t45, i64 %.49.decomposed, !dbg !68
  %.56 = sub i64 0, %t45, !dbg !68
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !68
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !68
  %t52 = mul i64 %.50, %a17, !dbg !68
  %t53 = add i64 %t52, %t46, !dbg !68
  %t54 = mul i64 %.50, %a27, !dbg !68
  %t55 = add i64 %t54, %t47, !dbg !68
  %t56 = mul i64 %.50, %a37, !dbg !68
  %t57 = add i64 %t56, %t48, !dbg !68
  %t58 = mul i64 %.50, %a46, !dbg !68
  %t59 = add i64 %t58, %t49, !dbg !68
  br label %b8, !dbg !68

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %.58, %b7 ], [ %t45, %b6 ]
  %t61 = phi i64 [ %t53, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t55, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t57, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t59, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10, !dbg !68

b9:                                               ; preds = %b8
  %t60.frozen = freeze i64 %t60
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t60.frozen, %.62.frozen, !dbg !68
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t60.frozen, %17
  %.64 = select i1 %.59, i64 %t60, i64 %.63.decomposed, !dbg !68
  %.70 = sub i64 0, %t60, !dbg !68
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !68
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !68
  %t67 = mul i64 %.64, %a16, !dbg !68
  %t68 = add i64 %t67, %t61, !dbg !68
  %t69 = mul i64 %.64, %a26, !dbg !68
  %t70 = add i64 %t69, %t62, !dbg !68
  %t71 = mul i64 %.64, %a36, !dbg !68
  %t72 = add i64 %t71, %t63, !dbg !68
  %t73 = mul i64 %.64, %a45, !dbg !68
  %t74 = add i64 %t73, %t64, !dbg !68
  br label %b10, !dbg !68

b10:                                              ; preds = %b9, %b8
  %t75 = phi i64 [ %.72, %b9 ], [ %t60, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t61, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t62, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t63, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t64, %b8 ]
  br i1 %t18, label %b11, label %b12, !dbg !68

b11:                                              ; preds = %b10
  %t75.frozen = freeze i64 %t75
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t75.frozen, %.76.frozen, !dbg !68
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t75.frozen, %18
  %.78 = select i1 %.73, i64 %t75, i64 %.77.decomposed, !dbg !68
  %.84 = sub i64 0, %t75, !dbg !68
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !68
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !68
  %t82 = mul i64 %.78, %a15, !dbg !68
  %t83 = add i64 %t82, %t76, !dbg !68
  %t84 = mul i64 %.78, %a25, !dbg !68
  %t85 = add i64 %t84, %t77, !dbg !68
  %t86 = mul i64 %.78, %a35, !dbg !68
  %t87 = add i64 %t86, %t78, !dbg !68
  %t88 = mul i64 %.78, %a44, !dbg !68
  %t89 = add i64 %t88, %t79, !dbg !68
  br label %b12, !dbg !68

b12:                                              ; preds = %b11, %b10
  %t90 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t91 = phi i64 [ %t83, %b11 ], [ %t76, %b10 ]
  %t92 = phi i64 [ %t85, %b11 ], [ %t77, %b10 ]
  %t93 = phi i64 [ %t87, %b11 ], [ %t78, %b10 ]
  %t94 = phi i64 [ %t89, %b11 ], [ %t79, %b10 ]
  br i1 %t19, label %b13, label %b14, !dbg !68

b13:                                              ; preds = %b12
  %t90.frozen = freeze i64 %t90
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t90.frozen, %.90.frozen, !dbg !68
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t90.frozen, %19
  %.92 = select i1 %.87, i64 %t90, i64 %.91.decomposed, !dbg !68
  %.98 = sub i64 0, %t90, !dbg !68
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !68
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !68
  %t97 = mul i64 %.92, %a14, !dbg !68
  %t98 = add i64 %t97, %t91, !dbg !68
  %t99 = mul i64 %.92, %a24, !dbg !68
  %t100 = add i64 %t99, %t92, !dbg !68
  %t101 = mul i64 %.92, %a34, !dbg !68
  %t102 = add i64 %t101, %t93, !dbg !68
  %t103 = mul i64 %.92, %a43, !dbg !68
  %t104 = add i64 %t103, %t94, !dbg !68
  br label %b14, !dbg !68

b14:                                              ; preds = %b13, %b12
  %t105 = phi i64 [ %.100, %b13 ], [ %t90, %b12 ]
  %t106 = phi i64 [ %t98, %b13 ], [ %t91, %b12 ]
  %t107 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t108 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t109 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  br i1 %t20, label %b15, label %b16, !dbg !68

b15:                                              ; preds = %b14
  %t105.frozen = freeze i64 %t105
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t105.frozen, %.104.frozen, !dbg !68
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t105.frozen, %20
  %.106 = select i1 %.101, i64 %t105, i64 %.105.decomposed, !dbg !68
  %.112 = sub i64 0, %t105, !dbg !68
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !68
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !68
  %t112 = mul i64 %.106, %a13, !dbg !68
  %t113 = add i64 %t112, %t106, !dbg !68
  %t114 = mul i64 %.106, %a23, !dbg !68
  %t115 = add i64 %t114, %t107, !dbg !68
  %t116 = mul i64 %.106, %a33, !dbg !68
  %t117 = add i64 %t116, %t108, !dbg !68
  %t118 = mul i64 %.106, %a42, !dbg !68
  %t119 = add i64 %t118, %t109, !dbg !68
  br label %b16, !dbg !68

b16:                                              ; preds = %b15, %b14
  %t120 = phi i64 [ %.114, %b15 ], [ %t105, %b14 ]
  %t121 = phi i64 [ %t113, %b15 ], [ %t106, %b14 ]
  %t122 = phi i64 [ %t115, %b15 ], [ %t107, %b14 ]
  %t123 = phi i64 [ %t117, %b15 ], [ %t108, %b14 ]
  %t124 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  br i1 %t21, label %b17, label %b18, !dbg !68

b17:                                              ; preds = %b16
  %t125 = mul i64 %t120, %a12, !dbg !68
  %t126 = add i64 %t121, %t125, !dbg !68
  %t127 = mul i64 %t120, %a22, !dbg !68
  %t128 = add i64 %t122, %t127, !dbg !68
  %t129 = mul i64 %t120, %a32, !dbg !68
  %t130 = add i64 %t123, %t129, !dbg !68
  %t131 = mul i64 %t120, %a41, !dbg !68
  %t132 = add i64 %t124, %t131, !dbg !68
  br label %b18, !dbg !68

b18:                                              ; preds = %b17, %b16
  %t133 = phi i64 [ %t126, %b17 ], [ %t121, %b16 ]
  %t134 = phi i64 [ %t128, %b17 ], [ %t122, %b16 ]
  %t135 = phi i64 [ %t130, %b17 ], [ %t123, %b16 ]
  %t136 = phi i64 [ %t132, %b17 ], [ %t124, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !68

b19:                                              ; preds = %b18
  %t137 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t133, !dbg !68
  %.115 = load double, ptr addrspace(1) %t137, align 8, !dbg !68
  br label %b20, !dbg !68

b20:                                              ; preds = %b19, %b18
  %t139 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !68

b21:                                              ; preds = %b20
  %t140 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t134, !dbg !68
  %.116 = load double, ptr addrspace(1) %t140, align 8, !dbg !68
  br label %b22, !dbg !68

b22:                                              ; preds = %b21, %b20
  %t142 = phi double [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !68

b23:                                              ; preds = %b22
  %t143 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t135, !dbg !68
  %.117 = load double, ptr addrspace(1) %t143, align 8, !dbg !68
  br label %b24, !dbg !68

b24:                                              ; preds = %b23, %b22
  %t145 = phi double [ %.117, %b23 ], [ %a31, %b22 ]
  %21 = fmul double %t139, -4.000000e+00, !dbg !69
  %t148 = fmul double %21, %t145, !dbg !69
  %t149 = tail call double @llvm.fma.f64(double %t142, double %t142, double %t148), !dbg !69
  %.118 = fcmp olt double %t149, 0x1000000000000000, !dbg !70
  %.119 = fmul double %t149, 0x4FF0000000000000, !dbg !70
  %.120 = select i1 %.118, double %.119, double %t149, !dbg !70
  %.121 = tail call double @llvm.amdgcn.rsq.f64(double %.120), !dbg !70
  %.122 = fmul double %.120, %.121, !dbg !70
  %.123 = fmul double %.121, 5.000000e-01, !dbg !70
  %.124 = fneg double %.123, !dbg !70
  %.125 = tail call double @llvm.fma.f64(double %.124, double %.122, double 5.000000e-01), !dbg !70
  %.126 = tail call double @llvm.fma.f64(double %.123, double %.125, double %.123), !dbg !70
  %.127 = tail call double @llvm.fma.f64(double %.122, double %.125, double %.122), !dbg !70
  %.128 = fneg double %.127, !dbg !70
  %.129 = tail call double @llvm.fma.f64(double %.128, double %.127, double %.120), !dbg !70
  %.130 = tail call double @llvm.fma.f64(double %.129, double %.126, double %.127), !dbg !70
  %.131 = fneg double %.130, !dbg !70
  %.132 = tail call double @llvm.fma.f64(double %.131, double %.130, double %.120), !dbg !70
  %.133 = tail call double @llvm.fma.f64(double %.132, double %.126, double %.130), !dbg !70
  %.134 = fmul double %.133, 0x37F0000000000000, !dbg !70
  %.135 = select i1 %.118, double %.134, double %.133, !dbg !70
  %.136 = fcmp oeq double %.120, 0.000000e+00, !dbg !70
  %.137 = fcmp oeq double %.120, 0x7FF0000000000000, !dbg !70
  %.138 = or i1 %.136, %.137, !dbg !70
  %.139 = select i1 %.138, double %.120, double %.135, !dbg !70
  %t151 = getelementptr inbounds double, ptr addrspace(1) %a40, i64 %t136, !dbg !68
  store double %.139, ptr addrspace(1) %t151, align 8, !dbg !68
  %t152 = add i64 %t222, %t13, !dbg !68
  %t23 = icmp slt i64 %t152, %a0, !dbg !68
  br i1 %t23, label %b2, label %b25, !dbg !68

b25:                                              ; preds = %b24, %entry
  ret void, !dbg !68
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
declare float @llvm.amdgcn.sqrt.f32(float) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #6

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
!1 = !DIFile(filename: "ufuncs.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fcontig", scope: !1, file: !1, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 23, column: 6, scope: !4)
!8 = !DILocation(line: 23, column: 51, scope: !4)
!9 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstrided", scope: !1, file: !1, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DILocation(line: 23, column: 6, scope: !9)
!11 = !DILocation(line: 23, column: 51, scope: !9)
!12 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1", scope: !1, file: !1, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DILocation(line: 23, column: 6, scope: !12)
!14 = !DILocation(line: 23, column: 51, scope: !12)
!15 = !{!"exec"}
!16 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2", scope: !1, file: !1, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DILocation(line: 23, column: 6, scope: !16)
!18 = !DILocation(line: 23, column: 51, scope: !16)
!19 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fcontig", scope: !1, file: !1, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = !DILocation(line: 23, column: 6, scope: !19)
!21 = !DILocation(line: 23, column: 51, scope: !19)
!22 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstrided", scope: !1, file: !1, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = !DILocation(line: 23, column: 6, scope: !22)
!24 = !DILocation(line: 23, column: 51, scope: !22)
!25 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1", scope: !1, file: !1, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = !DILocation(line: 23, column: 6, scope: !25)
!27 = !DILocation(line: 23, column: 51, scope: !25)
!28 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2", scope: !1, file: !1, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = !DILocation(line: 23, column: 6, scope: !28)
!30 = !DILocation(line: 23, column: 51, scope: !28)
!31 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fcontig", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = !DILocation(line: 30, column: 6, scope: !31)
!33 = !DILocation(line: 30, column: 48, scope: !31)
!34 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstrided", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = !DILocation(line: 30, column: 6, scope: !34)
!36 = !DILocation(line: 30, column: 48, scope: !34)
!37 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = !DILocation(line: 30, column: 6, scope: !37)
!39 = !DILocation(line: 30, column: 48, scope: !37)
!40 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!41 = !DILocation(line: 30, column: 6, scope: !40)
!42 = !DILocation(line: 30, column: 48, scope: !40)
!43 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fcontig", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = !DILocation(line: 30, column: 6, scope: !43)
!45 = !DILocation(line: 30, column: 48, scope: !43)
!46 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstrided", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = !DILocation(line: 30, column: 6, scope: !46)
!48 = !DILocation(line: 30, column: 48, scope: !46)
!49 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!50 = !DILocation(line: 30, column: 6, scope: !49)
!51 = !DILocation(line: 30, column: 48, scope: !49)
!52 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = !DILocation(line: 30, column: 6, scope: !52)
!54 = !DILocation(line: 30, column: 48, scope: !52)
!55 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat32_5d_5f_5fcontig", scope: !1, file: !1, line: 40, type: !5, scopeLine: 40, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!56 = !DILocation(line: 40, column: 6, scope: !55)
!57 = !DILocation(line: 41, column: 33, scope: !55)
!58 = !DILocation(line: 41, column: 10, scope: !55)
!59 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat32_5d_5f_5fstrided", scope: !1, file: !1, line: 40, type: !5, scopeLine: 40, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!60 = !DILocation(line: 40, column: 6, scope: !59)
!61 = !DILocation(line: 41, column: 33, scope: !59)
!62 = !DILocation(line: 41, column: 10, scope: !59)
!63 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat64_5d_5f_5fcontig", scope: !1, file: !1, line: 40, type: !5, scopeLine: 40, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!64 = !DILocation(line: 40, column: 6, scope: !63)
!65 = !DILocation(line: 41, column: 33, scope: !63)
!66 = !DILocation(line: 41, column: 20, scope: !63)
!67 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat64_5d_5f_5fstrided", scope: !1, file: !1, line: 40, type: !5, scopeLine: 40, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!68 = !DILocation(line: 40, column: 6, scope: !67)
!69 = !DILocation(line: 41, column: 33, scope: !67)
!70 = !DILocation(line: 41, column: 20, scope: !67)
