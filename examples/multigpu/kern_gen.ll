; kern module github.com/kernlab/kern/examples/multigpu (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fmultigpu_2eDiscriminant_5bfloat32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, float %a4, ptr addrspace(1) readonly %a5, float %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #0 !dbg !4 {
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
  %t142 = phi i64 [ %t31, %b8 ], [ %t12, %entry ]
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
  %0 = fmul float %t18, -4.000000e+00, !dbg !8
  %t27 = fmul float %0, %t24, !dbg !8
  %t28 = tail call float @llvm.fma.f32(float %t21, float %t21, float %t27), !dbg !8
  %.20 = fcmp olt float %t28, 0x39F0000000000000, !dbg !9
  %.21 = fmul float %t28, 0x41F0000000000000, !dbg !9
  %.22 = select i1 %.20, float %.21, float %t28, !dbg !9
  %.23 = tail call float @llvm.amdgcn.sqrt.f32(float %.22), !dbg !9
  %.24 = bitcast float %.23 to i32, !dbg !9
  %.25 = add i32 %.24, -1, !dbg !9
  %.26 = bitcast i32 %.25 to float, !dbg !9
  %.27 = fneg float %.26, !dbg !9
  %.28 = tail call float @llvm.fma.f32(float %.27, float %.23, float %.22), !dbg !9
  %.29 = add i32 %.24, 1, !dbg !9
  %.30 = bitcast i32 %.29 to float, !dbg !9
  %.31 = fneg float %.30, !dbg !9
  %.32 = tail call float @llvm.fma.f32(float %.31, float %.23, float %.22), !dbg !9
  %.33 = fcmp ole float %.28, 0.000000e+00, !dbg !9
  %.34 = select i1 %.33, float %.26, float %.23, !dbg !9
  %.35 = fcmp ogt float %.32, 0.000000e+00, !dbg !9
  %.36 = select i1 %.35, float %.30, float %.34, !dbg !9
  %.37 = fmul float %.36, 0x3EF0000000000000, !dbg !9
  %.38 = select i1 %.20, float %.37, float %.36, !dbg !9
  %.39 = fcmp oeq float %.22, 0.000000e+00, !dbg !9
  %.40 = fcmp oeq float %.22, 0x7FF0000000000000, !dbg !9
  %.41 = or i1 %.39, %.40, !dbg !9
  %.42 = select i1 %.41, float %.22, float %.38, !dbg !9
  %t30 = getelementptr inbounds float, ptr addrspace(1) %a7, i64 %t142, !dbg !7
  store float %.42, ptr addrspace(1) %t30, align 4, !dbg !7
  %t31 = add i64 %t142, %t13, !dbg !7
  %t15 = icmp slt i64 %t31, %a0, !dbg !7
  br i1 %t15, label %b2, label %b9, !dbg !7

b9:                                               ; preds = %b8, %entry
  ret void, !dbg !7
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fmultigpu_2eDiscriminant_5bfloat32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, float %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 !dbg !10 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !11
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !11
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !11
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %t4 = sext i32 %.1 to i64, !dbg !11
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !11
  %t6 = sext i32 %.2 to i64, !dbg !11
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !11
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !11
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !11, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !11
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !11
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !11, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !11
  %.15 = add i32 %.14, %.9, !dbg !11
  %.16 = udiv i32 %.15, %.6, !dbg !11
  %t10 = sext i32 %.16 to i64, !dbg !11
  %t11 = mul nsw i64 %t8, %t6, !dbg !11
  %t12 = add nsw i64 %t11, %t4, !dbg !11
  %t13 = mul nsw i64 %t10, %t8, !dbg !11
  %t14 = icmp sgt i64 %a1, 7, !dbg !11
  %t15 = icmp sgt i64 %a1, 6, !dbg !11
  %t16 = icmp sgt i64 %a1, 5, !dbg !11
  %t17 = icmp sgt i64 %a1, 4, !dbg !11
  %t18 = icmp sgt i64 %a1, 3, !dbg !11
  %t19 = icmp sgt i64 %a1, 2, !dbg !11
  %t20 = icmp sgt i64 %a1, 1, !dbg !11
  %t21 = icmp sgt i64 %a1, 0, !dbg !11
  %t231 = icmp slt i64 %t12, %a0, !dbg !11
  br i1 %t231, label %b2.lr.ph, label %b25, !dbg !11

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
  br label %b2, !dbg !11

b2:                                               ; preds = %b2.lr.ph, %b24
  %t222 = phi i64 [ %t12, %b2.lr.ph ], [ %t152, %b24 ]
  br i1 %t14, label %b3, label %b4, !dbg !11

b3:                                               ; preds = %b2
  %t222.frozen = freeze i64 %t222
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t222.frozen, %.20.frozen, !dbg !11
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t222.frozen, %14
  %.22 = select i1 %.17, i64 %t222, i64 %.21.decomposed, !dbg !11
  %.28 = sub i64 0, %t222, !dbg !11
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !11
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !11
  %t26 = mul i64 %.22, %a19, !dbg !11
  %t27 = mul i64 %.22, %a29, !dbg !11
  %t28 = mul i64 %.22, %a39, !dbg !11
  %t29 = mul i64 %.22, %a48, !dbg !11
  br label %b4, !dbg !11

b4:                                               ; preds = %b3, %b2
  %t30 = phi i64 [ %.30, %b3 ], [ %t222, %b2 ]
  %t31 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !11

b5:                                               ; preds = %b4
  %t30.frozen = freeze i64 %t30
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t30.frozen, %.34.frozen, !dbg !11
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t30.frozen, %15
  %.36 = select i1 %.31, i64 %t30, i64 %.35.decomposed, !dbg !11
  %.42 = sub i64 0, %t30, !dbg !11
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !11
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !11
  %t37 = mul i64 %.36, %a18, !dbg !11
  %t38 = add i64 %t37, %t31, !dbg !11
  %t39 = mul i64 %.36, %a28, !dbg !11
  %t40 = add i64 %t39, %t32, !dbg !11
  %t41 = mul i64 %.36, %a38, !dbg !11
  %t42 = add i64 %t41, %t33, !dbg !11
  %t43 = mul i64 %.36, %a47, !dbg !11
  %t44 = add i64 %t43, %t34, !dbg !11
  br label %b6, !dbg !11

b6:                                               ; preds = %b5, %b4
  %t45 = phi i64 [ %.44, %b5 ], [ %t30, %b4 ]
  %t46 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t42, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t44, %b5 ], [ %t34, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !11

b7:                                               ; preds = %b6
  %t45.frozen = freeze i64 %t45
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t45.frozen, %.48.frozen, !dbg !11
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t45.frozen, %16
  %.50 = select i1 %.45, i64 %t45, i64 %.49.decomposed, !dbg !11
  %.56 = sub i64 0, %t45, !dbg !11
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !11
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !11
  %t52 = mul i64 %.50, %a17, !dbg !11
  %t53 = add i64 %t52, %t46, !dbg !11
  %t54 = mul i64 %.50, %a27, !dbg !11
  %t55 = add i64 %t54, %t47, !dbg !11
  %t56 = mul i64 %.50, %a37, !dbg !11
  %t57 = add i64 %t56, %t48, !dbg !11
  %t58 = mul i64 %.50, %a46, !dbg !11
  %t59 = add i64 %t58, %t49, !dbg !11
  br label %b8, !dbg !11

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %.58, %b7 ], [ %t45, %b6 ]
  %t61 = phi i64 [ %t53, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t55, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t57, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t59, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10, !dbg !11

b9:                                               ; preds = %b8
  %t60.frozen = freeze i64 %t60
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t60.frozen, %.62.frozen, !dbg !11
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t60.frozen, %17
  %.64 = select i1 %.59, i64 %t60, i64 %.63.decomposed, !dbg !11
  %.70 = sub i64 0, %t60, !dbg !11
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !11
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !11
  %t67 = mul i64 %.64, %a16, !dbg !11
  %t68 = add i64 %t67, %t61, !dbg !11
  %t69 = mul i64 %.64, %a26, !dbg !11
  %t70 = add i64 %t69, %t62, !dbg !11
  %t71 = mul i64 %.64, %a36, !dbg !11
  %t72 = add i64 %t71, %t63, !dbg !11
  %t73 = mul i64 %.64, %a45, !dbg !11
  %t74 = add i64 %t73, %t64, !dbg !11
  br label %b10, !dbg !11

b10:                                              ; preds = %b9, %b8
  %t75 = phi i64 [ %.72, %b9 ], [ %t60, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t61, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t62, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t63, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t64, %b8 ]
  br i1 %t18, label %b11, label %b12, !dbg !11

b11:                                              ; preds = %b10
  %t75.frozen = freeze i64 %t75
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t75.frozen, %.76.frozen, !dbg !11
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t75.frozen, %18
  %.78 = select i1 %.73, i64 %t75, i64 %.77.decomposed, !dbg !11
  %.84 = sub i64 0, %t75, !dbg !11
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !11
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !11
  %t82 = mul i64 %.78, %a15, !dbg !11
  %t83 = add i64 %t82, %t76, !dbg !11
  %t84 = mul i64 %.78, %a25, !dbg !11
  %t85 = add i64 %t84, %t77, !dbg !11
  %t86 = mul i64 %.78, %a35, !dbg !11
  %t87 = add i64 %t86, %t78, !dbg !11
  %t88 = mul i64 %.78, %a44, !dbg !11
  %t89 = add i64 %t88, %t79, !dbg !11
  br label %b12, !dbg !11

b12:                                              ; preds = %b11, %b10
  %t90 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t91 = phi i64 [ %t83, %b11 ], [ %t76, %b10 ]
  %t92 = phi i64 [ %t85, %b11 ], [ %t77, %b10 ]
  %t93 = phi i64 [ %t87, %b11 ], [ %t78, %b10 ]
  %t94 = phi i64 [ %t89, %b11 ], [ %t79, %b10 ]
  br i1 %t19, label %b13, label %b14, !dbg !11

b13:                                              ; preds = %b12
  %t90.frozen = freeze i64 %t90
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t90.frozen, %.90.frozen, !dbg !11
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t90.frozen, %19
  %.92 = select i1 %.87, i64 %t90, i64 %.91.decomposed, !dbg !11
  %.98 = sub i64 0, %t90, !dbg !11
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !11
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !11
  %t97 = mul i64 %.92, %a14, !dbg !11
  %t98 = add i64 %t97, %t91, !dbg !11
  %t99 = mul i64 %.92, %a24, !dbg !11
  %t100 = add i64 %t99, %t92, !dbg !11
  %t101 = mul i64 %.92, %a34, !dbg !11
  %t102 = add i64 %t101, %t93, !dbg !11
  %t103 = mul i64 %.92, %a43, !dbg !11
  %t104 = add i64 %t103, %t94, !dbg !11
  br label %b14, !dbg !11

b14:                                              ; preds = %b13, %b12
  %t105 = phi i64 [ %.100, %b13 ], [ %t90, %b12 ]
  %t106 = phi i64 [ %t98, %b13 ], [ %t91, %b12 ]
  %t107 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t108 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t109 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  br i1 %t20, label %b15, label %b16, !dbg !11

b15:                                              ; preds = %b14
  %t105.frozen = freeze i64 %t105
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t105.frozen, %.104.frozen, !dbg !11
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t105.frozen, %20
  %.106 = select i1 %.101, i64 %t105, i64 %.105.decomposed, !dbg !11
  %.112 = sub i64 0, %t105, !dbg !11
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !11
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !11
  %t112 = mul i64 %.106, %a13, !dbg !11
  %t113 = add i64 %t112, %t106, !dbg !11
  %t114 = mul i64 %.106, %a23, !dbg !11
  %t115 = add i64 %t114, %t107, !dbg !11
  %t116 = mul i64 %.106, %a33, !dbg !11
  %t117 = add i64 %t116, %t108, !dbg !11
  %t118 = mul i64 %.106, %a42, !dbg !11
  %t119 = add i64 %t118, %t109, !dbg !11
  br label %b16, !dbg !11

b16:                                              ; preds = %b15, %b14
  %t120 = phi i64 [ %.114, %b15 ], [ %t105, %b14 ]
  %t121 = phi i64 [ %t113, %b15 ], [ %t106, %b14 ]
  %t122 = phi i64 [ %t115, %b15 ], [ %t107, %b14 ]
  %t123 = phi i64 [ %t117, %b15 ], [ %t108, %b14 ]
  %t124 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  br i1 %t21, label %b17, label %b18, !dbg !11

b17:                                              ; preds = %b16
  %t125 = mul i64 %t120, %a12, !dbg !11
  %t126 = add i64 %t121, %t125, !dbg !11
  %t127 = mul i64 %t120, %a22, !dbg !11
  %t128 = add i64 %t122, %t127, !dbg !11
  %t129 = mul i64 %t120, %a32, !dbg !11
  %t130 = add i64 %t123, %t129, !dbg !11
  %t131 = mul i64 %t120, %a41, !dbg !11
  %t132 = add i64 %t124, %t131, !dbg !11
  br label %b18, !dbg !11

b18:                                              ; preds = %b17, %b16
  %t133 = phi i64 [ %t126, %b17 ], [ %t121, %b16 ]
  %t134 = phi i64 [ %t128, %b17 ], [ %t122, %b16 ]
  %t135 = phi i64 [ %t130, %b17 ], [ %t123, %b16 ]
  %t136 = phi i64 [ %t132, %b17 ], [ %t124, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !11

b19:                                              ; preds = %b18
  %t137 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t133, !dbg !11
  %.115 = load float, ptr addrspace(1) %t137, align 4, !dbg !11
  br label %b20, !dbg !11

b20:                                              ; preds = %b19, %b18
  %t139 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !11

b21:                                              ; preds = %b20
  %t140 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t134, !dbg !11
  %.116 = load float, ptr addrspace(1) %t140, align 4, !dbg !11
  br label %b22, !dbg !11

b22:                                              ; preds = %b21, %b20
  %t142 = phi float [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !11

b23:                                              ; preds = %b22
  %t143 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t135, !dbg !11
  %.117 = load float, ptr addrspace(1) %t143, align 4, !dbg !11
  br label %b24, !dbg !11

b24:                                              ; preds = %b23, %b22
  %t145 = phi float [ %.117, %b23 ], [ %a31, %b22 ]
  %21 = fmul float %t139, -4.000000e+00, !dbg !12
  %t148 = fmul float %21, %t145, !dbg !12
  %t149 = tail call float @llvm.fma.f32(float %t142, float %t142, float %t148), !dbg !12
  %.118 = fcmp olt float %t149, 0x39F0000000000000, !dbg !13
  %.119 = fmul float %t149, 0x41F0000000000000, !dbg !13
  %.120 = select i1 %.118, float %.119, float %t149, !dbg !13
  %.121 = tail call float @llvm.amdgcn.sqrt.f32(float %.120), !dbg !13
  %.122 = bitcast float %.121 to i32, !dbg !13
  %.123 = add i32 %.122, -1, !dbg !13
  %.124 = bitcast i32 %.123 to float, !dbg !13
  %.125 = fneg float %.124, !dbg !13
  %.126 = tail call float @llvm.fma.f32(float %.125, float %.121, float %.120), !dbg !13
  %.127 = add i32 %.122, 1, !dbg !13
  %.128 = bitcast i32 %.127 to float, !dbg !13
  %.129 = fneg float %.128, !dbg !13
  %.130 = tail call float @llvm.fma.f32(float %.129, float %.121, float %.120), !dbg !13
  %.131 = fcmp ole float %.126, 0.000000e+00, !dbg !13
  %.132 = select i1 %.131, float %.124, float %.121, !dbg !13
  %.133 = fcmp ogt float %.130, 0.000000e+00, !dbg !13
  %.134 = select i1 %.133, float %.128, float %.132, !dbg !13
  %.135 = fmul float %.134, 0x3EF0000000000000, !dbg !13
  %.136 = select i1 %.118, float %.135, float %.134, !dbg !13
  %.137 = fcmp oeq float %.120, 0.000000e+00, !dbg !13
  %.138 = fcmp oeq float %.120, 0x7FF0000000000000, !dbg !13
  %.139 = or i1 %.137, %.138, !dbg !13
  %.140 = select i1 %.139, float %.120, float %.136, !dbg !13
  %t151 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t136, !dbg !11
  store float %.140, ptr addrspace(1) %t151, align 4, !dbg !11
  %t152 = add i64 %t222, %t13, !dbg !11
  %t23 = icmp slt i64 %t152, %a0, !dbg !11
  br i1 %t23, label %b2, label %b25, !dbg !11

b25:                                              ; preds = %b24, %entry
  ret void, !dbg !11
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fmultigpu_2eDiscriminant_5bfloat64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) readonly %a5, double %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #0 !dbg !14 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !15
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !15
  %t2.not = icmp eq ptr addrspace(1) %a5, null, !dbg !15
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !15
  %t4 = sext i32 %.1 to i64, !dbg !15
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !15
  %t6 = sext i32 %.2 to i64, !dbg !15
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !15
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !15
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !15, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !15
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !15
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !15, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !15
  %.15 = add i32 %.14, %.9, !dbg !15
  %.16 = udiv i32 %.15, %.6, !dbg !15
  %t10 = sext i32 %.16 to i64, !dbg !15
  %t11 = mul nsw i64 %t8, %t6, !dbg !15
  %t12 = add nsw i64 %t11, %t4, !dbg !15
  %t13 = mul nsw i64 %t10, %t8, !dbg !15
  %t151 = icmp slt i64 %t12, %a0, !dbg !15
  br i1 %t151, label %b2, label %b9, !dbg !15

b2:                                               ; preds = %entry, %b8
  %t142 = phi i64 [ %t31, %b8 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !15

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t142, !dbg !15
  %.17 = load double, ptr addrspace(1) %t16, align 8, !dbg !15
  br label %b4, !dbg !15

b4:                                               ; preds = %b3, %b2
  %t18 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !15

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t142, !dbg !15
  %.18 = load double, ptr addrspace(1) %t19, align 8, !dbg !15
  br label %b6, !dbg !15

b6:                                               ; preds = %b5, %b4
  %t21 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7, !dbg !15

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t142, !dbg !15
  %.19 = load double, ptr addrspace(1) %t22, align 8, !dbg !15
  br label %b8, !dbg !15

b8:                                               ; preds = %b7, %b6
  %t24 = phi double [ %.19, %b7 ], [ %a6, %b6 ]
  %0 = fmul double %t18, -4.000000e+00, !dbg !16
  %t27 = fmul double %0, %t24, !dbg !16
  %t28 = tail call double @llvm.fma.f64(double %t21, double %t21, double %t27), !dbg !16
  %.20 = fcmp olt double %t28, 0x1000000000000000, !dbg !17
  %.21 = fmul double %t28, 0x4FF0000000000000, !dbg !17
  %.22 = select i1 %.20, double %.21, double %t28, !dbg !17
  %.23 = tail call double @llvm.amdgcn.rsq.f64(double %.22), !dbg !17
  %.24 = fmul double %.22, %.23, !dbg !17
  %.25 = fmul double %.23, 5.000000e-01, !dbg !17
  %.26 = fneg double %.25, !dbg !17
  %.27 = tail call double @llvm.fma.f64(double %.26, double %.24, double 5.000000e-01), !dbg !17
  %.28 = tail call double @llvm.fma.f64(double %.25, double %.27, double %.25), !dbg !17
  %.29 = tail call double @llvm.fma.f64(double %.24, double %.27, double %.24), !dbg !17
  %.30 = fneg double %.29, !dbg !17
  %.31 = tail call double @llvm.fma.f64(double %.30, double %.29, double %.22), !dbg !17
  %.32 = tail call double @llvm.fma.f64(double %.31, double %.28, double %.29), !dbg !17
  %.33 = fneg double %.32, !dbg !17
  %.34 = tail call double @llvm.fma.f64(double %.33, double %.32, double %.22), !dbg !17
  %.35 = tail call double @llvm.fma.f64(double %.34, double %.28, double %.32), !dbg !17
  %.36 = fmul double %.35, 0x37F0000000000000, !dbg !17
  %.37 = select i1 %.20, double %.36, double %.35, !dbg !17
  %.38 = fcmp oeq double %.22, 0.000000e+00, !dbg !17
  %.39 = fcmp oeq double %.22, 0x7FF0000000000000, !dbg !17
  %.40 = or i1 %.38, %.39, !dbg !17
  %.41 = select i1 %.40, double %.22, double %.37, !dbg !17
  %t30 = getelementptr inbounds double, ptr addrspace(1) %a7, i64 %t142, !dbg !15
  store double %.41, ptr addrspace(1) %t30, align 8, !dbg !15
  %t31 = add i64 %t142, %t13, !dbg !15
  %t15 = icmp slt i64 %t31, %a0, !dbg !15
  br i1 %t15, label %b2, label %b9, !dbg !15

b9:                                               ; preds = %b8, %entry
  ret void, !dbg !15
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fmultigpu_2eDiscriminant_5bfloat64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, double %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 !dbg !18 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !19
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !19
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !19
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !19
  %t4 = sext i32 %.1 to i64, !dbg !19
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !19
  %t6 = sext i32 %.2 to i64, !dbg !19
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !19
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !19
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !19, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !19
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !19
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !19, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !19
  %.15 = add i32 %.14, %.9, !dbg !19
  %.16 = udiv i32 %.15, %.6, !dbg !19
  %t10 = sext i32 %.16 to i64, !dbg !19
  %t11 = mul nsw i64 %t8, %t6, !dbg !19
  %t12 = add nsw i64 %t11, %t4, !dbg !19
  %t13 = mul nsw i64 %t10, %t8, !dbg !19
  %t14 = icmp sgt i64 %a1, 7, !dbg !19
  %t15 = icmp sgt i64 %a1, 6, !dbg !19
  %t16 = icmp sgt i64 %a1, 5, !dbg !19
  %t17 = icmp sgt i64 %a1, 4, !dbg !19
  %t18 = icmp sgt i64 %a1, 3, !dbg !19
  %t19 = icmp sgt i64 %a1, 2, !dbg !19
  %t20 = icmp sgt i64 %a1, 1, !dbg !19
  %t21 = icmp sgt i64 %a1, 0, !dbg !19
  %t231 = icmp slt i64 %t12, %a0, !dbg !19
  br i1 %t231, label %b2.lr.ph, label %b25, !dbg !19

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
  br label %b2, !dbg !19

b2:                                               ; preds = %b2.lr.ph, %b24
  %t222 = phi i64 [ %t12, %b2.lr.ph ], [ %t152, %b24 ]
  br i1 %t14, label %b3, label %b4, !dbg !19

b3:                                               ; preds = %b2
  %t222.frozen = freeze i64 %t222
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t222.frozen, %.20.frozen, !dbg !19
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t222.frozen, %14
  %.22 = select i1 %.17, i64 %t222, i64 %.21.decomposed, !dbg !19
  %.28 = sub i64 0, %t222, !dbg !19
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !19
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !19
  %t26 = mul i64 %.22, %a19, !dbg !19
  %t27 = mul i64 %.22, %a29, !dbg !19
  %t28 = mul i64 %.22, %a39, !dbg !19
  %t29 = mul i64 %.22, %a48, !dbg !19
  br label %b4, !dbg !19

b4:                                               ; preds = %b3, %b2
  %t30 = phi i64 [ %.30, %b3 ], [ %t222, %b2 ]
  %t31 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !19

b5:                                               ; preds = %b4
  %t30.frozen = freeze i64 %t30
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t30.frozen, %.34.frozen, !dbg !19
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t30.frozen, %15
  %.36 = select i1 %.31, i64 %t30, i64 %.35.decomposed, !dbg !19
  %.42 = sub i64 0, %t30, !dbg !19
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !19
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !19
  %t37 = mul i64 %.36, %a18, !dbg !19
  %t38 = add i64 %t37, %t31, !dbg !19
  %t39 = mul i64 %.36, %a28, !dbg !19
  %t40 = add i64 %t39, %t32, !dbg !19
  %t41 = mul i64 %.36, %a38, !dbg !19
  %t42 = add i64 %t41, %t33, !dbg !19
  %t43 = mul i64 %.36, %a47, !dbg !19
  %t44 = add i64 %t43, %t34, !dbg !19
  br label %b6, !dbg !19

b6:                                               ; preds = %b5, %b4
  %t45 = phi i64 [ %.44, %b5 ], [ %t30, %b4 ]
  %t46 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t42, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t44, %b5 ], [ %t34, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !19

b7:                                               ; preds = %b6
  %t45.frozen = freeze i64 %t45
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t45.frozen, %.48.frozen, !dbg !19
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t45.frozen, %16
  %.50 = select i1 %.45, i64 %t45, i64 %.49.decomposed, !dbg !19
  %.56 = sub i64 0, %t45, !dbg !19
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !19
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !19
  %t52 = mul i64 %.50, %a17, !dbg !19
  %t53 = add i64 %t52, %t46, !dbg !19
  %t54 = mul i64 %.50, %a27, !dbg !19
  %t55 = add i64 %t54, %t47, !dbg !19
  %t56 = mul i64 %.50, %a37, !dbg !19
  %t57 = add i64 %t56, %t48, !dbg !19
  %t58 = mul i64 %.50, %a46, !dbg !19
  %t59 = add i64 %t58, %t49, !dbg !19
  br label %b8, !dbg !19

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %.58, %b7 ], [ %t45, %b6 ]
  %t61 = phi i64 [ %t53, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t55, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t57, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t59, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10, !dbg !19

b9:                                               ; preds = %b8
  %t60.frozen = freeze i64 %t60
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t60.frozen, %.62.frozen, !dbg !19
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t60.frozen, %17
  %.64 = select i1 %.59, i64 %t60, i64 %.63.decomposed, !dbg !19
  %.70 = sub i64 0, %t60, !dbg !19
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !19
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !19
  %t67 = mul i64 %.64, %a16, !dbg !19
  %t68 = add i64 %t67, %t61, !dbg !19
  %t69 = mul i64 %.64, %a26, !dbg !19
  %t70 = add i64 %t69, %t62, !dbg !19
  %t71 = mul i64 %.64, %a36, !dbg !19
  %t72 = add i64 %t71, %t63, !dbg !19
  %t73 = mul i64 %.64, %a45, !dbg !19
  %t74 = add i64 %t73, %t64, !dbg !19
  br label %b10, !dbg !19

b10:                                              ; preds = %b9, %b8
  %t75 = phi i64 [ %.72, %b9 ], [ %t60, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t61, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t62, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t63, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t64, %b8 ]
  br i1 %t18, label %b11, label %b12, !dbg !19

b11:                                              ; preds = %b10
  %t75.frozen = freeze i64 %t75
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t75.frozen, %.76.frozen, !dbg !19
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t75.frozen, %18
  %.78 = select i1 %.73, i64 %t75, i64 %.77.decomposed, !dbg !19
  %.84 = sub i64 0, %t75, !dbg !19
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !19
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !19
  %t82 = mul i64 %.78, %a15, !dbg !19
  %t83 = add i64 %t82, %t76, !dbg !19
  %t84 = mul i64 %.78, %a25, !dbg !19
  %t85 = add i64 %t84, %t77, !dbg !19
  %t86 = mul i64 %.78, %a35, !dbg !19
  %t87 = add i64 %t86, %t78, !dbg !19
  %t88 = mul i64 %.78, %a44, !dbg !19
  %t89 = add i64 %t88, %t79, !dbg !19
  br label %b12, !dbg !19

b12:                                              ; preds = %b11, %b10
  %t90 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t91 = phi i64 [ %t83, %b11 ], [ %t76, %b10 ]
  %t92 = phi i64 [ %t85, %b11 ], [ %t77, %b10 ]
  %t93 = phi i64 [ %t87, %b11 ], [ %t78, %b10 ]
  %t94 = phi i64 [ %t89, %b11 ], [ %t79, %b10 ]
  br i1 %t19, label %b13, label %b14, !dbg !19

b13:                                              ; preds = %b12
  %t90.frozen = freeze i64 %t90
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t90.frozen, %.90.frozen, !dbg !19
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t90.frozen, %19
  %.92 = select i1 %.87, i64 %t90, i64 %.91.decomposed, !dbg !19
  %.98 = sub i64 0, %t90, !dbg !19
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !19
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !19
  %t97 = mul i64 %.92, %a14, !dbg !19
  %t98 = add i64 %t97, %t91, !dbg !19
  %t99 = mul i64 %.92, %a24, !dbg !19
  %t100 = add i64 %t99, %t92, !dbg !19
  %t101 = mul i64 %.92, %a34, !dbg !19
  %t102 = add i64 %t101, %t93, !dbg !19
  %t103 = mul i64 %.92, %a43, !dbg !19
  %t104 = add i64 %t103, %t94, !dbg !19
  br label %b14, !dbg !19

b14:                                              ; preds = %b13, %b12
  %t105 = phi i64 [ %.100, %b13 ], [ %t90, %b12 ]
  %t106 = phi i64 [ %t98, %b13 ], [ %t91, %b12 ]
  %t107 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t108 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t109 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  br i1 %t20, label %b15, label %b16, !dbg !19

b15:                                              ; preds = %b14
  %t105.frozen = freeze i64 %t105
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t105.frozen, %.104.frozen, !dbg !19
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t105.frozen, %20
  %.106 = select i1 %.101, i64 %t105, i64 %.105.decomposed, !dbg !19
  %.112 = sub i64 0, %t105, !dbg !19
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !19
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !19
  %t112 = mul i64 %.106, %a13, !dbg !19
  %t113 = add i64 %t112, %t106, !dbg !19
  %t114 = mul i64 %.106, %a23, !dbg !19
  %t115 = add i64 %t114, %t107, !dbg !19
  %t116 = mul i64 %.106, %a33, !dbg !19
  %t117 = add i64 %t116, %t108, !dbg !19
  %t118 = mul i64 %.106, %a42, !dbg !19
  %t119 = add i64 %t118, %t109, !dbg !19
  br label %b16, !dbg !19

b16:                                              ; preds = %b15, %b14
  %t120 = phi i64 [ %.114, %b15 ], [ %t105, %b14 ]
  %t121 = phi i64 [ %t113, %b15 ], [ %t106, %b14 ]
  %t122 = phi i64 [ %t115, %b15 ], [ %t107, %b14 ]
  %t123 = phi i64 [ %t117, %b15 ], [ %t108, %b14 ]
  %t124 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  br i1 %t21, label %b17, label %b18, !dbg !19

b17:                                              ; preds = %b16
  %t125 = mul i64 %t120, %a12, !dbg !19
  %t126 = add i64 %t121, %t125, !dbg !19
  %t127 = mul i64 %t120, %a22, !dbg !19
  %t128 = add i64 %t122, %t127, !dbg !19
  %t129 = mul i64 %t120, %a32, !dbg !19
  %t130 = add i64 %t123, %t129, !dbg !19
  %t131 = mul i64 %t120, %a41, !dbg !19
  %t132 = add i64 %t124, %t131, !dbg !19
  br label %b18, !dbg !19

b18:                                              ; preds = %b17, %b16
  %t133 = phi i64 [ %t126, %b17 ], [ %t121, %b16 ]
  %t134 = phi i64 [ %t128, %b17 ], [ %t122, %b16 ]
  %t135 = phi i64 [ %t130, %b17 ], [ %t123, %b16 ]
  %t136 = phi i64 [ %t132, %b17 ], [ %t124, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !19

b19:                                              ; preds = %b18
  %t137 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t133, !dbg !19
  %.115 = load double, ptr addrspace(1) %t137, align 8, !dbg !19
  br label %b20, !dbg !19

b20:                                              ; preds = %b19, %b18
  %t139 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !19

b21:                                              ; preds = %b20
  %t140 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t134, !dbg !19
  %.116 = load double, ptr addrspace(1) %t140, align 8, !dbg !19
  br label %b22, !dbg !19

b22:                                              ; preds = %b21, %b20
  %t142 = phi double [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !19

b23:                                              ; preds = %b22
  %t143 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t135, !dbg !19
  %.117 = load double, ptr addrspace(1) %t143, align 8, !dbg !19
  br label %b24, !dbg !19

b24:                                              ; preds = %b23, %b22
  %t145 = phi double [ %.117, %b23 ], [ %a31, %b22 ]
  %21 = fmul double %t139, -4.000000e+00, !dbg !20
  %t148 = fmul double %21, %t145, !dbg !20
  %t149 = tail call double @llvm.fma.f64(double %t142, double %t142, double %t148), !dbg !20
  %.118 = fcmp olt double %t149, 0x1000000000000000, !dbg !21
  %.119 = fmul double %t149, 0x4FF0000000000000, !dbg !21
  %.120 = select i1 %.118, double %.119, double %t149, !dbg !21
  %.121 = tail call double @llvm.amdgcn.rsq.f64(double %.120), !dbg !21
  %.122 = fmul double %.120, %.121, !dbg !21
  %.123 = fmul double %.121, 5.000000e-01, !dbg !21
  %.124 = fneg double %.123, !dbg !21
  %.125 = tail call double @llvm.fma.f64(double %.124, double %.122, double 5.000000e-01), !dbg !21
  %.126 = tail call double @llvm.fma.f64(double %.123, double %.125, double %.123), !dbg !21
  %.127 = tail call double @llvm.fma.f64(double %.122, double %.125, double %.122), !dbg !21
  %.128 = fneg double %.127, !dbg !21
  %.129 = tail call double @llvm.fma.f64(double %.128, double %.127, double %.120), !dbg !21
  %.130 = tail call double @llvm.fma.f64(double %.129, double %.126, double %.127), !dbg !21
  %.131 = fneg double %.130, !dbg !21
  %.132 = tail call double @llvm.fma.f64(double %.131, double %.130, double %.120), !dbg !21
  %.133 = tail call double @llvm.fma.f64(double %.132, double %.126, double %.130), !dbg !21
  %.134 = fmul double %.133, 0x37F0000000000000, !dbg !21
  %.135 = select i1 %.118, double %.134, double %.133, !dbg !21
  %.136 = fcmp oeq double %.120, 0.000000e+00, !dbg !21
  %.137 = fcmp oeq double %.120, 0x7FF0000000000000, !dbg !21
  %.138 = or i1 %.136, %.137, !dbg !21
  %.139 = select i1 %.138, double %.120, double %.135, !dbg !21
  %t151 = getelementptr inbounds double, ptr addrspace(1) %a40, i64 %t136, !dbg !19
  store double %.139, ptr addrspace(1) %t151, align 8, !dbg !19
  %t152 = add i64 %t222, %t13, !dbg !19
  %t23 = icmp slt i64 %t152, %a0, !dbg !19
  br i1 %t23, label %b2, label %b25, !dbg !19

b25:                                              ; preds = %b24, %entry
  ret void, !dbg !19
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.amdgcn.rsq.f64(double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.amdgcn.sqrt.f32(float) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #2

attributes #0 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "main.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fmultigpu_2eDiscriminant_5bfloat32_5d_5f_5fcontig", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 30, column: 6, scope: !4)
!8 = !DILocation(line: 31, column: 33, scope: !4)
!9 = !DILocation(line: 31, column: 10, scope: !4)
!10 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fmultigpu_2eDiscriminant_5bfloat32_5d_5f_5fstrided", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DILocation(line: 30, column: 6, scope: !10)
!12 = !DILocation(line: 31, column: 33, scope: !10)
!13 = !DILocation(line: 31, column: 10, scope: !10)
!14 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fmultigpu_2eDiscriminant_5bfloat64_5d_5f_5fcontig", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DILocation(line: 30, column: 6, scope: !14)
!16 = !DILocation(line: 31, column: 33, scope: !14)
!17 = !DILocation(line: 31, column: 20, scope: !14)
!18 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fmultigpu_2eDiscriminant_5bfloat64_5d_5f_5fstrided", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = !DILocation(line: 30, column: 6, scope: !18)
!20 = !DILocation(line: 31, column: 33, scope: !18)
!21 = !DILocation(line: 31, column: 20, scope: !18)
