; kern module github.com/kernlab/kern/examples/ufuncs (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

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

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !12 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !13
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !13
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !13
  %t3 = sext i32 %.1 to i64, !dbg !13
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %t5 = sext i32 %.2 to i64, !dbg !13
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !13
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !13
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !13, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !13
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !13
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !13, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !13
  %.15 = add i32 %.14, %.9, !dbg !13
  %.16 = udiv i32 %.15, %.6, !dbg !13
  %t9 = sext i32 %.16 to i64, !dbg !13
  %t10 = mul nsw i64 %t7, %t5, !dbg !13
  %t11 = add nsw i64 %t10, %t3, !dbg !13
  %t12 = mul nsw i64 %t9, %t7, !dbg !13
  %t141 = icmp slt i64 %t11, %a0, !dbg !13
  br i1 %t141, label %b2, label %b7, !dbg !13

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !13

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t132, !dbg !13
  %.17 = load double, ptr addrspace(1) %t15, align 8, !dbg !13
  br label %b4, !dbg !13

b4:                                               ; preds = %b3, %b2
  %t17 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !13

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t132, !dbg !13
  %.18 = load double, ptr addrspace(1) %t18, align 8, !dbg !13
  br label %b6, !dbg !13

b6:                                               ; preds = %b5, %b4
  %t20 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = fadd double %t17, %t20, !dbg !14
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t132, !dbg !13
  store double %t21, ptr addrspace(1) %t22, align 8, !dbg !13
  %t23 = add i64 %t132, %t12, !dbg !13
  %t14 = icmp slt i64 %t23, %a0, !dbg !13
  br i1 %t14, label %b2, label %b7, !dbg !13

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !13
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !15 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !16
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !16
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !16
  %t3 = sext i32 %.1 to i64, !dbg !16
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !16
  %t5 = sext i32 %.2 to i64, !dbg !16
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !16
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !16
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !16, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !16
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !16
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !16, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !16
  %.15 = add i32 %.14, %.9, !dbg !16
  %.16 = udiv i32 %.15, %.6, !dbg !16
  %t9 = sext i32 %.16 to i64, !dbg !16
  %t10 = mul nsw i64 %t7, %t5, !dbg !16
  %t11 = add nsw i64 %t10, %t3, !dbg !16
  %t12 = mul nsw i64 %t9, %t7, !dbg !16
  %t13 = icmp sgt i64 %a1, 7, !dbg !16
  %t14 = icmp sgt i64 %a1, 6, !dbg !16
  %t15 = icmp sgt i64 %a1, 5, !dbg !16
  %t16 = icmp sgt i64 %a1, 4, !dbg !16
  %t17 = icmp sgt i64 %a1, 3, !dbg !16
  %t18 = icmp sgt i64 %a1, 2, !dbg !16
  %t19 = icmp sgt i64 %a1, 1, !dbg !16
  %t20 = icmp sgt i64 %a1, 0, !dbg !16
  %t221 = icmp slt i64 %t11, %a0, !dbg !16
  br i1 %t221, label %b2.lr.ph, label %b23, !dbg !16

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
  br label %b2, !dbg !16

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t121, %b22 ]
  br i1 %t13, label %b3, label %b4, !dbg !16

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen, !dbg !16
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed, !dbg !16
  %.28 = sub i64 0, %t212, !dbg !16
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !16
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !16
  %t25 = mul i64 %.22, %a19, !dbg !16
  %t26 = mul i64 %.22, %a29, !dbg !16
  %t27 = mul i64 %.22, %a38, !dbg !16
  br label %b4, !dbg !16

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !16

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen, !dbg !16
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed, !dbg !16
  %.42 = sub i64 0, %t28, !dbg !16
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !16
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !16
  %t34 = mul i64 %.36, %a18, !dbg !16
  %t35 = add i64 %t34, %t29, !dbg !16
  %t36 = mul i64 %.36, %a28, !dbg !16
  %t37 = add i64 %t36, %t30, !dbg !16
  %t38 = mul i64 %.36, %a37, !dbg !16
  %t39 = add i64 %t38, %t31, !dbg !16
  br label %b6, !dbg !16

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !16

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen, !dbg !16
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed, !dbg !16
  %.56 = sub i64 0, %t40, !dbg !16
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !16
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !16
  %t46 = mul i64 %.50, %a17, !dbg !16
  %t47 = add i64 %t46, %t41, !dbg !16
  %t48 = mul i64 %.50, %a27, !dbg !16
  %t49 = add i64 %t48, %t42, !dbg !16
  %t50 = mul i64 %.50, %a36, !dbg !16
  %t51 = add i64 %t50, %t43, !dbg !16
  br label %b8, !dbg !16

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !16

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen, !dbg !16
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed, !dbg !16
  %.70 = sub i64 0, %t52, !dbg !16
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !16
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !16
  %t58 = mul i64 %.64, %a16, !dbg !16
  %t59 = add i64 %t58, %t53, !dbg !16
  %t60 = mul i64 %.64, %a26, !dbg !16
  %t61 = add i64 %t60, %t54, !dbg !16
  %t62 = mul i64 %.64, %a35, !dbg !16
  %t63 = add i64 %t62, %t55, !dbg !16
  br label %b10, !dbg !16

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !16

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen, !dbg !16
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed, !dbg !16
  %.84 = sub i64 0, %t64, !dbg !16
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !16
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !16
  %t70 = mul i64 %.78, %a15, !dbg !16
  %t71 = add i64 %t70, %t65, !dbg !16
  %t72 = mul i64 %.78, %a25, !dbg !16
  %t73 = add i64 %t72, %t66, !dbg !16
  %t74 = mul i64 %.78, %a34, !dbg !16
  %t75 = add i64 %t74, %t67, !dbg !16
  br label %b12, !dbg !16

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !16

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen, !dbg !16
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed, !dbg !16
  %.98 = sub i64 0, %t76, !dbg !16
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !16
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !16
  %t82 = mul i64 %.92, %a14, !dbg !16
  %t83 = add i64 %t82, %t77, !dbg !16
  %t84 = mul i64 %.92, %a24, !dbg !16
  %t85 = add i64 %t84, %t78, !dbg !16
  %t86 = mul i64 %.92, %a33, !dbg !16
  %t87 = add i64 %t86, %t79, !dbg !16
  br label %b14, !dbg !16

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !16

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen, !dbg !16
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed, !dbg !16
  %.112 = sub i64 0, %t88, !dbg !16
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !16
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !16
  %t94 = mul i64 %.106, %a13, !dbg !16
  %t95 = add i64 %t94, %t89, !dbg !16
  %t96 = mul i64 %.106, %a23, !dbg !16
  %t97 = add i64 %t96, %t90, !dbg !16
  %t98 = mul i64 %.106, %a32, !dbg !16
  %t99 = add i64 %t98, %t91, !dbg !16
  br label %b16, !dbg !16

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !16

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !16
  %t105 = add i64 %t101, %t104, !dbg !16
  %t106 = mul i64 %t100, %a22, !dbg !16
  %t107 = add i64 %t102, %t106, !dbg !16
  %t108 = mul i64 %t100, %a31, !dbg !16
  %t109 = add i64 %t103, %t108, !dbg !16
  br label %b18, !dbg !16

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !16

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t110, !dbg !16
  %.115 = load double, ptr addrspace(1) %t113, align 8, !dbg !16
  br label %b20, !dbg !16

b20:                                              ; preds = %b19, %b18
  %t115 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !16

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t111, !dbg !16
  %.116 = load double, ptr addrspace(1) %t116, align 8, !dbg !16
  br label %b22, !dbg !16

b22:                                              ; preds = %b21, %b20
  %t118 = phi double [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = fadd double %t115, %t118, !dbg !17
  %t120 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t112, !dbg !16
  store double %t119, ptr addrspace(1) %t120, align 8, !dbg !16
  %t121 = add i64 %t212, %t12, !dbg !16
  %t22 = icmp slt i64 %t121, %a0, !dbg !16
  br i1 %t22, label %b2, label %b23, !dbg !16

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !16
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i32 %a2, ptr addrspace(1) readonly %a3, i32 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !18 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !19
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !19
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !19
  %t3 = sext i32 %.1 to i64, !dbg !19
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !19
  %t5 = sext i32 %.2 to i64, !dbg !19
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !19
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !19
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !19, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !19
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !19
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !19, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !19
  %.15 = add i32 %.14, %.9, !dbg !19
  %.16 = udiv i32 %.15, %.6, !dbg !19
  %t9 = sext i32 %.16 to i64, !dbg !19
  %t10 = mul nsw i64 %t7, %t5, !dbg !19
  %t11 = add nsw i64 %t10, %t3, !dbg !19
  %t12 = mul nsw i64 %t9, %t7, !dbg !19
  %t141 = icmp slt i64 %t11, %a0, !dbg !19
  br i1 %t141, label %b2, label %b7, !dbg !19

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !19

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t132, !dbg !19
  %.17 = load i32, ptr addrspace(1) %t15, align 4, !dbg !19
  br label %b4, !dbg !19

b4:                                               ; preds = %b3, %b2
  %t17 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !19

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t132, !dbg !19
  %.18 = load i32, ptr addrspace(1) %t18, align 4, !dbg !19
  br label %b6, !dbg !19

b6:                                               ; preds = %b5, %b4
  %t20 = phi i32 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = add i32 %t20, %t17, !dbg !20
  %t22 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t132, !dbg !19
  store i32 %t21, ptr addrspace(1) %t22, align 4, !dbg !19
  %t23 = add i64 %t132, %t12, !dbg !19
  %t14 = icmp slt i64 %t23, %a0, !dbg !19
  br i1 %t14, label %b2, label %b7, !dbg !19

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !19
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i32 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !21 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !22
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !22
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !22
  %t3 = sext i32 %.1 to i64, !dbg !22
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !22
  %t5 = sext i32 %.2 to i64, !dbg !22
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !22
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !22
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !22, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !22
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !22
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !22, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !22
  %.15 = add i32 %.14, %.9, !dbg !22
  %.16 = udiv i32 %.15, %.6, !dbg !22
  %t9 = sext i32 %.16 to i64, !dbg !22
  %t10 = mul nsw i64 %t7, %t5, !dbg !22
  %t11 = add nsw i64 %t10, %t3, !dbg !22
  %t12 = mul nsw i64 %t9, %t7, !dbg !22
  %t13 = icmp sgt i64 %a1, 7, !dbg !22
  %t14 = icmp sgt i64 %a1, 6, !dbg !22
  %t15 = icmp sgt i64 %a1, 5, !dbg !22
  %t16 = icmp sgt i64 %a1, 4, !dbg !22
  %t17 = icmp sgt i64 %a1, 3, !dbg !22
  %t18 = icmp sgt i64 %a1, 2, !dbg !22
  %t19 = icmp sgt i64 %a1, 1, !dbg !22
  %t20 = icmp sgt i64 %a1, 0, !dbg !22
  %t221 = icmp slt i64 %t11, %a0, !dbg !22
  br i1 %t221, label %b2.lr.ph, label %b23, !dbg !22

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
  br label %b2, !dbg !22

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t121, %b22 ]
  br i1 %t13, label %b3, label %b4, !dbg !22

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen, !dbg !22
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed, !dbg !22
  %.28 = sub i64 0, %t212, !dbg !22
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !22
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !22
  %t25 = mul i64 %.22, %a19, !dbg !22
  %t26 = mul i64 %.22, %a29, !dbg !22
  %t27 = mul i64 %.22, %a38, !dbg !22
  br label %b4, !dbg !22

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !22

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen, !dbg !22
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed, !dbg !22
  %.42 = sub i64 0, %t28, !dbg !22
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !22
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !22
  %t34 = mul i64 %.36, %a18, !dbg !22
  %t35 = add i64 %t34, %t29, !dbg !22
  %t36 = mul i64 %.36, %a28, !dbg !22
  %t37 = add i64 %t36, %t30, !dbg !22
  %t38 = mul i64 %.36, %a37, !dbg !22
  %t39 = add i64 %t38, %t31, !dbg !22
  br label %b6, !dbg !22

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !22

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen, !dbg !22
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed, !dbg !22
  %.56 = sub i64 0, %t40, !dbg !22
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !22
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !22
  %t46 = mul i64 %.50, %a17, !dbg !22
  %t47 = add i64 %t46, %t41, !dbg !22
  %t48 = mul i64 %.50, %a27, !dbg !22
  %t49 = add i64 %t48, %t42, !dbg !22
  %t50 = mul i64 %.50, %a36, !dbg !22
  %t51 = add i64 %t50, %t43, !dbg !22
  br label %b8, !dbg !22

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !22

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen, !dbg !22
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed, !dbg !22
  %.70 = sub i64 0, %t52, !dbg !22
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !22
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !22
  %t58 = mul i64 %.64, %a16, !dbg !22
  %t59 = add i64 %t58, %t53, !dbg !22
  %t60 = mul i64 %.64, %a26, !dbg !22
  %t61 = add i64 %t60, %t54, !dbg !22
  %t62 = mul i64 %.64, %a35, !dbg !22
  %t63 = add i64 %t62, %t55, !dbg !22
  br label %b10, !dbg !22

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !22

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen, !dbg !22
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed, !dbg !22
  %.84 = sub i64 0, %t64, !dbg !22
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !22
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !22
  %t70 = mul i64 %.78, %a15, !dbg !22
  %t71 = add i64 %t70, %t65, !dbg !22
  %t72 = mul i64 %.78, %a25, !dbg !22
  %t73 = add i64 %t72, %t66, !dbg !22
  %t74 = mul i64 %.78, %a34, !dbg !22
  %t75 = add i64 %t74, %t67, !dbg !22
  br label %b12, !dbg !22

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !22

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen, !dbg !22
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed, !dbg !22
  %.98 = sub i64 0, %t76, !dbg !22
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !22
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !22
  %t82 = mul i64 %.92, %a14, !dbg !22
  %t83 = add i64 %t82, %t77, !dbg !22
  %t84 = mul i64 %.92, %a24, !dbg !22
  %t85 = add i64 %t84, %t78, !dbg !22
  %t86 = mul i64 %.92, %a33, !dbg !22
  %t87 = add i64 %t86, %t79, !dbg !22
  br label %b14, !dbg !22

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !22

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen, !dbg !22
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed, !dbg !22
  %.112 = sub i64 0, %t88, !dbg !22
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !22
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !22
  %t94 = mul i64 %.106, %a13, !dbg !22
  %t95 = add i64 %t94, %t89, !dbg !22
  %t96 = mul i64 %.106, %a23, !dbg !22
  %t97 = add i64 %t96, %t90, !dbg !22
  %t98 = mul i64 %.106, %a32, !dbg !22
  %t99 = add i64 %t98, %t91, !dbg !22
  br label %b16, !dbg !22

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !22

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !22
  %t105 = add i64 %t101, %t104, !dbg !22
  %t106 = mul i64 %t100, %a22, !dbg !22
  %t107 = add i64 %t102, %t106, !dbg !22
  %t108 = mul i64 %t100, %a31, !dbg !22
  %t109 = add i64 %t103, %t108, !dbg !22
  br label %b18, !dbg !22

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !22

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t110, !dbg !22
  %.115 = load i32, ptr addrspace(1) %t113, align 4, !dbg !22
  br label %b20, !dbg !22

b20:                                              ; preds = %b19, %b18
  %t115 = phi i32 [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !22

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t111, !dbg !22
  %.116 = load i32, ptr addrspace(1) %t116, align 4, !dbg !22
  br label %b22, !dbg !22

b22:                                              ; preds = %b21, %b20
  %t118 = phi i32 [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = add i32 %t118, %t115, !dbg !23
  %t120 = getelementptr inbounds i32, ptr addrspace(1) %a30, i64 %t112, !dbg !22
  store i32 %t119, ptr addrspace(1) %t120, align 4, !dbg !22
  %t121 = add i64 %t212, %t12, !dbg !22
  %t22 = icmp slt i64 %t121, %a0, !dbg !22
  br i1 %t22, label %b2, label %b23, !dbg !22

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !22
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) readonly %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !24 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !25
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !25
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !25
  %t3 = sext i32 %.1 to i64, !dbg !25
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !25
  %t5 = sext i32 %.2 to i64, !dbg !25
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !25
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !25
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !25, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !25
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !25
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !25, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !25
  %.15 = add i32 %.14, %.9, !dbg !25
  %.16 = udiv i32 %.15, %.6, !dbg !25
  %t9 = sext i32 %.16 to i64, !dbg !25
  %t10 = mul nsw i64 %t7, %t5, !dbg !25
  %t11 = add nsw i64 %t10, %t3, !dbg !25
  %t12 = mul nsw i64 %t9, %t7, !dbg !25
  %t141 = icmp slt i64 %t11, %a0, !dbg !25
  br i1 %t141, label %b2, label %b7, !dbg !25

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !25

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t132, !dbg !25
  %.17 = load i64, ptr addrspace(1) %t15, align 8, !dbg !25
  br label %b4, !dbg !25

b4:                                               ; preds = %b3, %b2
  %t17 = phi i64 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !25

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t132, !dbg !25
  %.18 = load i64, ptr addrspace(1) %t18, align 8, !dbg !25
  br label %b6, !dbg !25

b6:                                               ; preds = %b5, %b4
  %t20 = phi i64 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = add i64 %t20, %t17, !dbg !26
  %t22 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t132, !dbg !25
  store i64 %t21, ptr addrspace(1) %t22, align 8, !dbg !25
  %t23 = add i64 %t132, %t12, !dbg !25
  %t14 = icmp slt i64 %t23, %a0, !dbg !25
  br i1 %t14, label %b2, label %b7, !dbg !25

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !25
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !27 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !28
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !28
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !28
  %t3 = sext i32 %.1 to i64, !dbg !28
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !28
  %t5 = sext i32 %.2 to i64, !dbg !28
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !28
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !28
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !28, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !28
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !28
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !28, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !28
  %.15 = add i32 %.14, %.9, !dbg !28
  %.16 = udiv i32 %.15, %.6, !dbg !28
  %t9 = sext i32 %.16 to i64, !dbg !28
  %t10 = mul nsw i64 %t7, %t5, !dbg !28
  %t11 = add nsw i64 %t10, %t3, !dbg !28
  %t12 = mul nsw i64 %t9, %t7, !dbg !28
  %t13 = icmp sgt i64 %a1, 7, !dbg !28
  %t14 = icmp sgt i64 %a1, 6, !dbg !28
  %t15 = icmp sgt i64 %a1, 5, !dbg !28
  %t16 = icmp sgt i64 %a1, 4, !dbg !28
  %t17 = icmp sgt i64 %a1, 3, !dbg !28
  %t18 = icmp sgt i64 %a1, 2, !dbg !28
  %t19 = icmp sgt i64 %a1, 1, !dbg !28
  %t20 = icmp sgt i64 %a1, 0, !dbg !28
  %t221 = icmp slt i64 %t11, %a0, !dbg !28
  br i1 %t221, label %b2.lr.ph, label %b23, !dbg !28

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
  br label %b2, !dbg !28

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t121, %b22 ]
  br i1 %t13, label %b3, label %b4, !dbg !28

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen, !dbg !28
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed, !dbg !28
  %.28 = sub i64 0, %t212, !dbg !28
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !28
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !28
  %t25 = mul i64 %.22, %a19, !dbg !28
  %t26 = mul i64 %.22, %a29, !dbg !28
  %t27 = mul i64 %.22, %a38, !dbg !28
  br label %b4, !dbg !28

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !28

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen, !dbg !28
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed, !dbg !28
  %.42 = sub i64 0, %t28, !dbg !28
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !28
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !28
  %t34 = mul i64 %.36, %a18, !dbg !28
  %t35 = add i64 %t34, %t29, !dbg !28
  %t36 = mul i64 %.36, %a28, !dbg !28
  %t37 = add i64 %t36, %t30, !dbg !28
  %t38 = mul i64 %.36, %a37, !dbg !28
  %t39 = add i64 %t38, %t31, !dbg !28
  br label %b6, !dbg !28

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !28

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen, !dbg !28
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed, !dbg !28
  %.56 = sub i64 0, %t40, !dbg !28
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !28
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !28
  %t46 = mul i64 %.50, %a17, !dbg !28
  %t47 = add i64 %t46, %t41, !dbg !28
  %t48 = mul i64 %.50, %a27, !dbg !28
  %t49 = add i64 %t48, %t42, !dbg !28
  %t50 = mul i64 %.50, %a36, !dbg !28
  %t51 = add i64 %t50, %t43, !dbg !28
  br label %b8, !dbg !28

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !28

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen, !dbg !28
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed, !dbg !28
  %.70 = sub i64 0, %t52, !dbg !28
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !28
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !28
  %t58 = mul i64 %.64, %a16, !dbg !28
  %t59 = add i64 %t58, %t53, !dbg !28
  %t60 = mul i64 %.64, %a26, !dbg !28
  %t61 = add i64 %t60, %t54, !dbg !28
  %t62 = mul i64 %.64, %a35, !dbg !28
  %t63 = add i64 %t62, %t55, !dbg !28
  br label %b10, !dbg !28

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !28

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen, !dbg !28
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed, !dbg !28
  %.84 = sub i64 0, %t64, !dbg !28
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !28
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !28
  %t70 = mul i64 %.78, %a15, !dbg !28
  %t71 = add i64 %t70, %t65, !dbg !28
  %t72 = mul i64 %.78, %a25, !dbg !28
  %t73 = add i64 %t72, %t66, !dbg !28
  %t74 = mul i64 %.78, %a34, !dbg !28
  %t75 = add i64 %t74, %t67, !dbg !28
  br label %b12, !dbg !28

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !28

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen, !dbg !28
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed, !dbg !28
  %.98 = sub i64 0, %t76, !dbg !28
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !28
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !28
  %t82 = mul i64 %.92, %a14, !dbg !28
  %t83 = add i64 %t82, %t77, !dbg !28
  %t84 = mul i64 %.92, %a24, !dbg !28
  %t85 = add i64 %t84, %t78, !dbg !28
  %t86 = mul i64 %.92, %a33, !dbg !28
  %t87 = add i64 %t86, %t79, !dbg !28
  br label %b14, !dbg !28

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !28

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen, !dbg !28
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed, !dbg !28
  %.112 = sub i64 0, %t88, !dbg !28
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !28
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !28
  %t94 = mul i64 %.106, %a13, !dbg !28
  %t95 = add i64 %t94, %t89, !dbg !28
  %t96 = mul i64 %.106, %a23, !dbg !28
  %t97 = add i64 %t96, %t90, !dbg !28
  %t98 = mul i64 %.106, %a32, !dbg !28
  %t99 = add i64 %t98, %t91, !dbg !28
  br label %b16, !dbg !28

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !28

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !28
  %t105 = add i64 %t101, %t104, !dbg !28
  %t106 = mul i64 %t100, %a22, !dbg !28
  %t107 = add i64 %t102, %t106, !dbg !28
  %t108 = mul i64 %t100, %a31, !dbg !28
  %t109 = add i64 %t103, %t108, !dbg !28
  br label %b18, !dbg !28

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !28

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t110, !dbg !28
  %.115 = load i64, ptr addrspace(1) %t113, align 8, !dbg !28
  br label %b20, !dbg !28

b20:                                              ; preds = %b19, %b18
  %t115 = phi i64 [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !28

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t111, !dbg !28
  %.116 = load i64, ptr addrspace(1) %t116, align 8, !dbg !28
  br label %b22, !dbg !28

b22:                                              ; preds = %b21, %b20
  %t118 = phi i64 [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = add i64 %t118, %t115, !dbg !29
  %t120 = getelementptr inbounds i64, ptr addrspace(1) %a30, i64 %t112, !dbg !28
  store i64 %t119, ptr addrspace(1) %t120, align 8, !dbg !28
  %t121 = add i64 %t212, %t12, !dbg !28
  %t22 = icmp slt i64 %t121, %a0, !dbg !28
  br i1 %t22, label %b2, label %b23, !dbg !28

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !28
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, float %a4, ptr addrspace(1) readonly %a5, float %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #0 !dbg !30 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !31
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !31
  %t2.not = icmp eq ptr addrspace(1) %a5, null, !dbg !31
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !31
  %t4 = sext i32 %.1 to i64, !dbg !31
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !31
  %t6 = sext i32 %.2 to i64, !dbg !31
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !31
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !31
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !31, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !31
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !31
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !31, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !31
  %.15 = add i32 %.14, %.9, !dbg !31
  %.16 = udiv i32 %.15, %.6, !dbg !31
  %t10 = sext i32 %.16 to i64, !dbg !31
  %t11 = mul nsw i64 %t8, %t6, !dbg !31
  %t12 = add nsw i64 %t11, %t4, !dbg !31
  %t13 = mul nsw i64 %t10, %t8, !dbg !31
  %t151 = icmp slt i64 %t12, %a0, !dbg !31
  br i1 %t151, label %b2, label %b9, !dbg !31

b2:                                               ; preds = %entry, %b8
  %t142 = phi i64 [ %t31, %b8 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !31

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t142, !dbg !31
  %.17 = load float, ptr addrspace(1) %t16, align 4, !dbg !31
  br label %b4, !dbg !31

b4:                                               ; preds = %b3, %b2
  %t18 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !31

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t142, !dbg !31
  %.18 = load float, ptr addrspace(1) %t19, align 4, !dbg !31
  br label %b6, !dbg !31

b6:                                               ; preds = %b5, %b4
  %t21 = phi float [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7, !dbg !31

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t142, !dbg !31
  %.19 = load float, ptr addrspace(1) %t22, align 4, !dbg !31
  br label %b8, !dbg !31

b8:                                               ; preds = %b7, %b6
  %t24 = phi float [ %.19, %b7 ], [ %a6, %b6 ]
  %0 = fmul float %t18, -4.000000e+00, !dbg !32
  %t27 = fmul float %0, %t24, !dbg !32
  %t28 = tail call float @llvm.fma.f32(float %t21, float %t21, float %t27), !dbg !32
  %.20 = fcmp olt float %t28, 0x39F0000000000000, !dbg !33
  %.21 = fmul float %t28, 0x41F0000000000000, !dbg !33
  %.22 = select i1 %.20, float %.21, float %t28, !dbg !33
  %.23 = tail call float @llvm.amdgcn.sqrt.f32(float %.22), !dbg !33
  %.24 = bitcast float %.23 to i32, !dbg !33
  %.25 = add i32 %.24, -1, !dbg !33
  %.26 = bitcast i32 %.25 to float, !dbg !33
  %.27 = fneg float %.26, !dbg !33
  %.28 = tail call float @llvm.fma.f32(float %.27, float %.23, float %.22), !dbg !33
  %.29 = add i32 %.24, 1, !dbg !33
  %.30 = bitcast i32 %.29 to float, !dbg !33
  %.31 = fneg float %.30, !dbg !33
  %.32 = tail call float @llvm.fma.f32(float %.31, float %.23, float %.22), !dbg !33
  %.33 = fcmp ole float %.28, 0.000000e+00, !dbg !33
  %.34 = select i1 %.33, float %.26, float %.23, !dbg !33
  %.35 = fcmp ogt float %.32, 0.000000e+00, !dbg !33
  %.36 = select i1 %.35, float %.30, float %.34, !dbg !33
  %.37 = fmul float %.36, 0x3EF0000000000000, !dbg !33
  %.38 = select i1 %.20, float %.37, float %.36, !dbg !33
  %.39 = fcmp oeq float %.22, 0.000000e+00, !dbg !33
  %.40 = fcmp oeq float %.22, 0x7FF0000000000000, !dbg !33
  %.41 = or i1 %.39, %.40, !dbg !33
  %.42 = select i1 %.41, float %.22, float %.38, !dbg !33
  %t30 = getelementptr inbounds float, ptr addrspace(1) %a7, i64 %t142, !dbg !31
  store float %.42, ptr addrspace(1) %t30, align 4, !dbg !31
  %t31 = add i64 %t142, %t13, !dbg !31
  %t15 = icmp slt i64 %t31, %a0, !dbg !31
  br i1 %t15, label %b2, label %b9, !dbg !31

b9:                                               ; preds = %b8, %entry
  ret void, !dbg !31
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, float %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 !dbg !34 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !35
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !35
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !35
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !35
  %t4 = sext i32 %.1 to i64, !dbg !35
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !35
  %t6 = sext i32 %.2 to i64, !dbg !35
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !35
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !35
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !35, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !35
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !35
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !35, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !35
  %.15 = add i32 %.14, %.9, !dbg !35
  %.16 = udiv i32 %.15, %.6, !dbg !35
  %t10 = sext i32 %.16 to i64, !dbg !35
  %t11 = mul nsw i64 %t8, %t6, !dbg !35
  %t12 = add nsw i64 %t11, %t4, !dbg !35
  %t13 = mul nsw i64 %t10, %t8, !dbg !35
  %t14 = icmp sgt i64 %a1, 7, !dbg !35
  %t15 = icmp sgt i64 %a1, 6, !dbg !35
  %t16 = icmp sgt i64 %a1, 5, !dbg !35
  %t17 = icmp sgt i64 %a1, 4, !dbg !35
  %t18 = icmp sgt i64 %a1, 3, !dbg !35
  %t19 = icmp sgt i64 %a1, 2, !dbg !35
  %t20 = icmp sgt i64 %a1, 1, !dbg !35
  %t21 = icmp sgt i64 %a1, 0, !dbg !35
  %t231 = icmp slt i64 %t12, %a0, !dbg !35
  br i1 %t231, label %b2.lr.ph, label %b25, !dbg !35

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

b2:                                               ; preds = %b2.lr.ph, %b24
  %t222 = phi i64 [ %t12, %b2.lr.ph ], [ %t152, %b24 ]
  br i1 %t14, label %b3, label %b4, !dbg !35

b3:                                               ; preds = %b2
  %t222.frozen = freeze i64 %t222
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t222.frozen, %.20.frozen, !dbg !35
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t222.frozen, %14
  %.22 = select i1 %.17, i64 %t222, i64 %.21.decomposed, !dbg !35
  %.28 = sub i64 0, %t222, !dbg !35
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !35
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !35
  %t26 = mul i64 %.22, %a19, !dbg !35
  %t27 = mul i64 %.22, %a29, !dbg !35
  %t28 = mul i64 %.22, %a39, !dbg !35
  %t29 = mul i64 %.22, %a48, !dbg !35
  br label %b4, !dbg !35

b4:                                               ; preds = %b3, %b2
  %t30 = phi i64 [ %.30, %b3 ], [ %t222, %b2 ]
  %t31 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !35

b5:                                               ; preds = %b4
  %t30.frozen = freeze i64 %t30
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t30.frozen, %.34.frozen, !dbg !35
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t30.frozen, %15
  %.36 = select i1 %.31, i64 %t30, i64 %.35.decomposed, !dbg !35
  %.42 = sub i64 0, %t30, !dbg !35
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !35
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !35
  %t37 = mul i64 %.36, %a18, !dbg !35
  %t38 = add i64 %t37, %t31, !dbg !35
  %t39 = mul i64 %.36, %a28, !dbg !35
  %t40 = add i64 %t39, %t32, !dbg !35
  %t41 = mul i64 %.36, %a38, !dbg !35
  %t42 = add i64 %t41, %t33, !dbg !35
  %t43 = mul i64 %.36, %a47, !dbg !35
  %t44 = add i64 %t43, %t34, !dbg !35
  br label %b6, !dbg !35

b6:                                               ; preds = %b5, %b4
  %t45 = phi i64 [ %.44, %b5 ], [ %t30, %b4 ]
  %t46 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t42, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t44, %b5 ], [ %t34, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !35

b7:                                               ; preds = %b6
  %t45.frozen = freeze i64 %t45
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t45.frozen, %.48.frozen, !dbg !35
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t45.frozen, %16
  %.50 = select i1 %.45, i64 %t45, i64 %.49.decomposed, !dbg !35
  %.56 = sub i64 0, %t45, !dbg !35
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !35
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !35
  %t52 = mul i64 %.50, %a17, !dbg !35
  %t53 = add i64 %t52, %t46, !dbg !35
  %t54 = mul i64 %.50, %a27, !dbg !35
  %t55 = add i64 %t54, %t47, !dbg !35
  %t56 = mul i64 %.50, %a37, !dbg !35
  %t57 = add i64 %t56, %t48, !dbg !35
  %t58 = mul i64 %.50, %a46, !dbg !35
  %t59 = add i64 %t58, %t49, !dbg !35
  br label %b8, !dbg !35

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %.58, %b7 ], [ %t45, %b6 ]
  %t61 = phi i64 [ %t53, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t55, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t57, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t59, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10, !dbg !35

b9:                                               ; preds = %b8
  %t60.frozen = freeze i64 %t60
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t60.frozen, %.62.frozen, !dbg !35
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t60.frozen, %17
  %.64 = select i1 %.59, i64 %t60, i64 %.63.decomposed, !dbg !35
  %.70 = sub i64 0, %t60, !dbg !35
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !35
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !35
  %t67 = mul i64 %.64, %a16, !dbg !35
  %t68 = add i64 %t67, %t61, !dbg !35
  %t69 = mul i64 %.64, %a26, !dbg !35
  %t70 = add i64 %t69, %t62, !dbg !35
  %t71 = mul i64 %.64, %a36, !dbg !35
  %t72 = add i64 %t71, %t63, !dbg !35
  %t73 = mul i64 %.64, %a45, !dbg !35
  %t74 = add i64 %t73, %t64, !dbg !35
  br label %b10, !dbg !35

b10:                                              ; preds = %b9, %b8
  %t75 = phi i64 [ %.72, %b9 ], [ %t60, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t61, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t62, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t63, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t64, %b8 ]
  br i1 %t18, label %b11, label %b12, !dbg !35

b11:                                              ; preds = %b10
  %t75.frozen = freeze i64 %t75
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t75.frozen, %.76.frozen, !dbg !35
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t75.frozen, %18
  %.78 = select i1 %.73, i64 %t75, i64 %.77.decomposed, !dbg !35
  %.84 = sub i64 0, %t75, !dbg !35
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !35
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !35
  %t82 = mul i64 %.78, %a15, !dbg !35
  %t83 = add i64 %t82, %t76, !dbg !35
  %t84 = mul i64 %.78, %a25, !dbg !35
  %t85 = add i64 %t84, %t77, !dbg !35
  %t86 = mul i64 %.78, %a35, !dbg !35
  %t87 = add i64 %t86, %t78, !dbg !35
  %t88 = mul i64 %.78, %a44, !dbg !35
  %t89 = add i64 %t88, %t79, !dbg !35
  br label %b12, !dbg !35

b12:                                              ; preds = %b11, %b10
  %t90 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t91 = phi i64 [ %t83, %b11 ], [ %t76, %b10 ]
  %t92 = phi i64 [ %t85, %b11 ], [ %t77, %b10 ]
  %t93 = phi i64 [ %t87, %b11 ], [ %t78, %b10 ]
  %t94 = phi i64 [ %t89, %b11 ], [ %t79, %b10 ]
  br i1 %t19, label %b13, label %b14, !dbg !35

b13:                                              ; preds = %b12
  %t90.frozen = freeze i64 %t90
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t90.frozen, %.90.frozen, !dbg !35
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t90.frozen, %19
  %.92 = select i1 %.87, i64 %t90, i64 %.91.decomposed, !dbg !35
  %.98 = sub i64 0, %t90, !dbg !35
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !35
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !35
  %t97 = mul i64 %.92, %a14, !dbg !35
  %t98 = add i64 %t97, %t91, !dbg !35
  %t99 = mul i64 %.92, %a24, !dbg !35
  %t100 = add i64 %t99, %t92, !dbg !35
  %t101 = mul i64 %.92, %a34, !dbg !35
  %t102 = add i64 %t101, %t93, !dbg !35
  %t103 = mul i64 %.92, %a43, !dbg !35
  %t104 = add i64 %t103, %t94, !dbg !35
  br label %b14, !dbg !35

b14:                                              ; preds = %b13, %b12
  %t105 = phi i64 [ %.100, %b13 ], [ %t90, %b12 ]
  %t106 = phi i64 [ %t98, %b13 ], [ %t91, %b12 ]
  %t107 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t108 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t109 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  br i1 %t20, label %b15, label %b16, !dbg !35

b15:                                              ; preds = %b14
  %t105.frozen = freeze i64 %t105
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t105.frozen, %.104.frozen, !dbg !35
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t105.frozen, %20
  %.106 = select i1 %.101, i64 %t105, i64 %.105.decomposed, !dbg !35
  %.112 = sub i64 0, %t105, !dbg !35
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !35
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !35
  %t112 = mul i64 %.106, %a13, !dbg !35
  %t113 = add i64 %t112, %t106, !dbg !35
  %t114 = mul i64 %.106, %a23, !dbg !35
  %t115 = add i64 %t114, %t107, !dbg !35
  %t116 = mul i64 %.106, %a33, !dbg !35
  %t117 = add i64 %t116, %t108, !dbg !35
  %t118 = mul i64 %.106, %a42, !dbg !35
  %t119 = add i64 %t118, %t109, !dbg !35
  br label %b16, !dbg !35

b16:                                              ; preds = %b15, %b14
  %t120 = phi i64 [ %.114, %b15 ], [ %t105, %b14 ]
  %t121 = phi i64 [ %t113, %b15 ], [ %t106, %b14 ]
  %t122 = phi i64 [ %t115, %b15 ], [ %t107, %b14 ]
  %t123 = phi i64 [ %t117, %b15 ], [ %t108, %b14 ]
  %t124 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  br i1 %t21, label %b17, label %b18, !dbg !35

b17:                                              ; preds = %b16
  %t125 = mul i64 %t120, %a12, !dbg !35
  %t126 = add i64 %t121, %t125, !dbg !35
  %t127 = mul i64 %t120, %a22, !dbg !35
  %t128 = add i64 %t122, %t127, !dbg !35
  %t129 = mul i64 %t120, %a32, !dbg !35
  %t130 = add i64 %t123, %t129, !dbg !35
  %t131 = mul i64 %t120, %a41, !dbg !35
  %t132 = add i64 %t124, %t131, !dbg !35
  br label %b18, !dbg !35

b18:                                              ; preds = %b17, %b16
  %t133 = phi i64 [ %t126, %b17 ], [ %t121, %b16 ]
  %t134 = phi i64 [ %t128, %b17 ], [ %t122, %b16 ]
  %t135 = phi i64 [ %t130, %b17 ], [ %t123, %b16 ]
  %t136 = phi i64 [ %t132, %b17 ], [ %t124, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !35

b19:                                              ; preds = %b18
  %t137 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t133, !dbg !35
  %.115 = load float, ptr addrspace(1) %t137, align 4, !dbg !35
  br label %b20, !dbg !35

b20:                                              ; preds = %b19, %b18
  %t139 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !35

b21:                                              ; preds = %b20
  %t140 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t134, !dbg !35
  %.116 = load float, ptr addrspace(1) %t140, align 4, !dbg !35
  br label %b22, !dbg !35

b22:                                              ; preds = %b21, %b20
  %t142 = phi float [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !35

b23:                                              ; preds = %b22
  %t143 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t135, !dbg !35
  %.117 = load float, ptr addrspace(1) %t143, align 4, !dbg !35
  br label %b24, !dbg !35

b24:                                              ; preds = %b23, %b22
  %t145 = phi float [ %.117, %b23 ], [ %a31, %b22 ]
  %21 = fmul float %t139, -4.000000e+00, !dbg !36
  %t148 = fmul float %21, %t145, !dbg !36
  %t149 = tail call float @llvm.fma.f32(float %t142, float %t142, float %t148), !dbg !36
  %.118 = fcmp olt float %t149, 0x39F0000000000000, !dbg !37
  %.119 = fmul float %t149, 0x41F0000000000000, !dbg !37
  %.120 = select i1 %.118, float %.119, float %t149, !dbg !37
  %.121 = tail call float @llvm.amdgcn.sqrt.f32(float %.120), !dbg !37
  %.122 = bitcast float %.121 to i32, !dbg !37
  %.123 = add i32 %.122, -1, !dbg !37
  %.124 = bitcast i32 %.123 to float, !dbg !37
  %.125 = fneg float %.124, !dbg !37
  %.126 = tail call float @llvm.fma.f32(float %.125, float %.121, float %.120), !dbg !37
  %.127 = add i32 %.122, 1, !dbg !37
  %.128 = bitcast i32 %.127 to float, !dbg !37
  %.129 = fneg float %.128, !dbg !37
  %.130 = tail call float @llvm.fma.f32(float %.129, float %.121, float %.120), !dbg !37
  %.131 = fcmp ole float %.126, 0.000000e+00, !dbg !37
  %.132 = select i1 %.131, float %.124, float %.121, !dbg !37
  %.133 = fcmp ogt float %.130, 0.000000e+00, !dbg !37
  %.134 = select i1 %.133, float %.128, float %.132, !dbg !37
  %.135 = fmul float %.134, 0x3EF0000000000000, !dbg !37
  %.136 = select i1 %.118, float %.135, float %.134, !dbg !37
  %.137 = fcmp oeq float %.120, 0.000000e+00, !dbg !37
  %.138 = fcmp oeq float %.120, 0x7FF0000000000000, !dbg !37
  %.139 = or i1 %.137, %.138, !dbg !37
  %.140 = select i1 %.139, float %.120, float %.136, !dbg !37
  %t151 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t136, !dbg !35
  store float %.140, ptr addrspace(1) %t151, align 4, !dbg !35
  %t152 = add i64 %t222, %t13, !dbg !35
  %t23 = icmp slt i64 %t152, %a0, !dbg !35
  br i1 %t23, label %b2, label %b25, !dbg !35

b25:                                              ; preds = %b24, %entry
  ret void, !dbg !35
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) readonly %a5, double %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #0 !dbg !38 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !39
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !39
  %t2.not = icmp eq ptr addrspace(1) %a5, null, !dbg !39
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !39
  %t4 = sext i32 %.1 to i64, !dbg !39
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !39
  %t6 = sext i32 %.2 to i64, !dbg !39
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !39
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !39
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !39, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !39
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !39
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !39, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !39
  %.15 = add i32 %.14, %.9, !dbg !39
  %.16 = udiv i32 %.15, %.6, !dbg !39
  %t10 = sext i32 %.16 to i64, !dbg !39
  %t11 = mul nsw i64 %t8, %t6, !dbg !39
  %t12 = add nsw i64 %t11, %t4, !dbg !39
  %t13 = mul nsw i64 %t10, %t8, !dbg !39
  %t151 = icmp slt i64 %t12, %a0, !dbg !39
  br i1 %t151, label %b2, label %b9, !dbg !39

b2:                                               ; preds = %entry, %b8
  %t142 = phi i64 [ %t31, %b8 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !39

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t142, !dbg !39
  %.17 = load double, ptr addrspace(1) %t16, align 8, !dbg !39
  br label %b4, !dbg !39

b4:                                               ; preds = %b3, %b2
  %t18 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !39

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t142, !dbg !39
  %.18 = load double, ptr addrspace(1) %t19, align 8, !dbg !39
  br label %b6, !dbg !39

b6:                                               ; preds = %b5, %b4
  %t21 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7, !dbg !39

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t142, !dbg !39
  %.19 = load double, ptr addrspace(1) %t22, align 8, !dbg !39
  br label %b8, !dbg !39

b8:                                               ; preds = %b7, %b6
  %t24 = phi double [ %.19, %b7 ], [ %a6, %b6 ]
  %0 = fmul double %t18, -4.000000e+00, !dbg !40
  %t27 = fmul double %0, %t24, !dbg !40
  %t28 = tail call double @llvm.fma.f64(double %t21, double %t21, double %t27), !dbg !40
  %.20 = fcmp olt double %t28, 0x1000000000000000, !dbg !41
  %.21 = fmul double %t28, 0x4FF0000000000000, !dbg !41
  %.22 = select i1 %.20, double %.21, double %t28, !dbg !41
  %.23 = tail call double @llvm.amdgcn.rsq.f64(double %.22), !dbg !41
  %.24 = fmul double %.22, %.23, !dbg !41
  %.25 = fmul double %.23, 5.000000e-01, !dbg !41
  %.26 = fneg double %.25, !dbg !41
  %.27 = tail call double @llvm.fma.f64(double %.26, double %.24, double 5.000000e-01), !dbg !41
  %.28 = tail call double @llvm.fma.f64(double %.25, double %.27, double %.25), !dbg !41
  %.29 = tail call double @llvm.fma.f64(double %.24, double %.27, double %.24), !dbg !41
  %.30 = fneg double %.29, !dbg !41
  %.31 = tail call double @llvm.fma.f64(double %.30, double %.29, double %.22), !dbg !41
  %.32 = tail call double @llvm.fma.f64(double %.31, double %.28, double %.29), !dbg !41
  %.33 = fneg double %.32, !dbg !41
  %.34 = tail call double @llvm.fma.f64(double %.33, double %.32, double %.22), !dbg !41
  %.35 = tail call double @llvm.fma.f64(double %.34, double %.28, double %.32), !dbg !41
  %.36 = fmul double %.35, 0x37F0000000000000, !dbg !41
  %.37 = select i1 %.20, double %.36, double %.35, !dbg !41
  %.38 = fcmp oeq double %.22, 0.000000e+00, !dbg !41
  %.39 = fcmp oeq double %.22, 0x7FF0000000000000, !dbg !41
  %.40 = or i1 %.38, %.39, !dbg !41
  %.41 = select i1 %.40, double %.22, double %.37, !dbg !41
  %t30 = getelementptr inbounds double, ptr addrspace(1) %a7, i64 %t142, !dbg !39
  store double %.41, ptr addrspace(1) %t30, align 8, !dbg !39
  %t31 = add i64 %t142, %t13, !dbg !39
  %t15 = icmp slt i64 %t31, %a0, !dbg !39
  br i1 %t15, label %b2, label %b9, !dbg !39

b9:                                               ; preds = %b8, %entry
  ret void, !dbg !39
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, double %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 !dbg !42 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !43
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !43
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !43
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !43
  %t4 = sext i32 %.1 to i64, !dbg !43
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !43
  %t6 = sext i32 %.2 to i64, !dbg !43
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !43
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !43
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !43, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !43
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !43
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !43, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !43
  %.15 = add i32 %.14, %.9, !dbg !43
  %.16 = udiv i32 %.15, %.6, !dbg !43
  %t10 = sext i32 %.16 to i64, !dbg !43
  %t11 = mul nsw i64 %t8, %t6, !dbg !43
  %t12 = add nsw i64 %t11, %t4, !dbg !43
  %t13 = mul nsw i64 %t10, %t8, !dbg !43
  %t14 = icmp sgt i64 %a1, 7, !dbg !43
  %t15 = icmp sgt i64 %a1, 6, !dbg !43
  %t16 = icmp sgt i64 %a1, 5, !dbg !43
  %t17 = icmp sgt i64 %a1, 4, !dbg !43
  %t18 = icmp sgt i64 %a1, 3, !dbg !43
  %t19 = icmp sgt i64 %a1, 2, !dbg !43
  %t20 = icmp sgt i64 %a1, 1, !dbg !43
  %t21 = icmp sgt i64 %a1, 0, !dbg !43
  %t231 = icmp slt i64 %t12, %a0, !dbg !43
  br i1 %t231, label %b2.lr.ph, label %b25, !dbg !43

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
  br label %b2, !dbg !43

b2:                                               ; preds = %b2.lr.ph, %b24
  %t222 = phi i64 [ %t12, %b2.lr.ph ], [ %t152, %b24 ]
  br i1 %t14, label %b3, label %b4, !dbg !43

b3:                                               ; preds = %b2
  %t222.frozen = freeze i64 %t222
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t222.frozen, %.20.frozen, !dbg !43
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t222.frozen, %14
  %.22 = select i1 %.17, i64 %t222, i64 %.21.decomposed, !dbg !43
  %.28 = sub i64 0, %t222, !dbg !43
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !43
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !43
  %t26 = mul i64 %.22, %a19, !dbg !43
  %t27 = mul i64 %.22, %a29, !dbg !43
  %t28 = mul i64 %.22, %a39, !dbg !43
  %t29 = mul i64 %.22, %a48, !dbg !43
  br label %b4, !dbg !43

b4:                                               ; preds = %b3, %b2
  %t30 = phi i64 [ %.30, %b3 ], [ %t222, %b2 ]
  %t31 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !43

b5:                                               ; preds = %b4
  %t30.frozen = freeze i64 %t30
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t30.frozen, %.34.frozen, !dbg !43
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t30.frozen, %15
  %.36 = select i1 %.31, i64 %t30, i64 %.35.decomposed, !dbg !43
  %.42 = sub i64 0, %t30, !dbg !43
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !43
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !43
  %t37 = mul i64 %.36, %a18, !dbg !43
  %t38 = add i64 %t37, %t31, !dbg !43
  %t39 = mul i64 %.36, %a28, !dbg !43
  %t40 = add i64 %t39, %t32, !dbg !43
  %t41 = mul i64 %.36, %a38, !dbg !43
  %t42 = add i64 %t41, %t33, !dbg !43
  %t43 = mul i64 %.36, %a47, !dbg !43
  %t44 = add i64 %t43, %t34, !dbg !43
  br label %b6, !dbg !43

b6:                                               ; preds = %b5, %b4
  %t45 = phi i64 [ %.44, %b5 ], [ %t30, %b4 ]
  %t46 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t42, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t44, %b5 ], [ %t34, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !43

b7:                                               ; preds = %b6
  %t45.frozen = freeze i64 %t45
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t45.frozen, %.48.frozen, !dbg !43
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t45.frozen, %16
  %.50 = select i1 %.45, i64 %t45, i64 %.49.decomposed, !dbg !43
  %.56 = sub i64 0, %t45, !dbg !43
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !43
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !43
  %t52 = mul i64 %.50, %a17, !dbg !43
  %t53 = add i64 %t52, %t46, !dbg !43
  %t54 = mul i64 %.50, %a27, !dbg !43
  %t55 = add i64 %t54, %t47, !dbg !43
  %t56 = mul i64 %.50, %a37, !dbg !43
  %t57 = add i64 %t56, %t48, !dbg !43
  %t58 = mul i64 %.50, %a46, !dbg !43
  %t59 = add i64 %t58, %t49, !dbg !43
  br label %b8, !dbg !43

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %.58, %b7 ], [ %t45, %b6 ]
  %t61 = phi i64 [ %t53, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t55, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t57, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t59, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10, !dbg !43

b9:                                               ; preds = %b8
  %t60.frozen = freeze i64 %t60
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t60.frozen, %.62.frozen, !dbg !43
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t60.frozen, %17
  %.64 = select i1 %.59, i64 %t60, i64 %.63.decomposed, !dbg !43
  %.70 = sub i64 0, %t60, !dbg !43
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !43
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !43
  %t67 = mul i64 %.64, %a16, !dbg !43
  %t68 = add i64 %t67, %t61, !dbg !43
  %t69 = mul i64 %.64, %a26, !dbg !43
  %t70 = add i64 %t69, %t62, !dbg !43
  %t71 = mul i64 %.64, %a36, !dbg !43
  %t72 = add i64 %t71, %t63, !dbg !43
  %t73 = mul i64 %.64, %a45, !dbg !43
  %t74 = add i64 %t73, %t64, !dbg !43
  br label %b10, !dbg !43

b10:                                              ; preds = %b9, %b8
  %t75 = phi i64 [ %.72, %b9 ], [ %t60, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t61, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t62, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t63, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t64, %b8 ]
  br i1 %t18, label %b11, label %b12, !dbg !43

b11:                                              ; preds = %b10
  %t75.frozen = freeze i64 %t75
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t75.frozen, %.76.frozen, !dbg !43
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t75.frozen, %18
  %.78 = select i1 %.73, i64 %t75, i64 %.77.decomposed, !dbg !43
  %.84 = sub i64 0, %t75, !dbg !43
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !43
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !43
  %t82 = mul i64 %.78, %a15, !dbg !43
  %t83 = add i64 %t82, %t76, !dbg !43
  %t84 = mul i64 %.78, %a25, !dbg !43
  %t85 = add i64 %t84, %t77, !dbg !43
  %t86 = mul i64 %.78, %a35, !dbg !43
  %t87 = add i64 %t86, %t78, !dbg !43
  %t88 = mul i64 %.78, %a44, !dbg !43
  %t89 = add i64 %t88, %t79, !dbg !43
  br label %b12, !dbg !43

b12:                                              ; preds = %b11, %b10
  %t90 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t91 = phi i64 [ %t83, %b11 ], [ %t76, %b10 ]
  %t92 = phi i64 [ %t85, %b11 ], [ %t77, %b10 ]
  %t93 = phi i64 [ %t87, %b11 ], [ %t78, %b10 ]
  %t94 = phi i64 [ %t89, %b11 ], [ %t79, %b10 ]
  br i1 %t19, label %b13, label %b14, !dbg !43

b13:                                              ; preds = %b12
  %t90.frozen = freeze i64 %t90
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t90.frozen, %.90.frozen, !dbg !43
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t90.frozen, %19
  %.92 = select i1 %.87, i64 %t90, i64 %.91.decomposed, !dbg !43
  %.98 = sub i64 0, %t90, !dbg !43
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !43
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !43
  %t97 = mul i64 %.92, %a14, !dbg !43
  %t98 = add i64 %t97, %t91, !dbg !43
  %t99 = mul i64 %.92, %a24, !dbg !43
  %t100 = add i64 %t99, %t92, !dbg !43
  %t101 = mul i64 %.92, %a34, !dbg !43
  %t102 = add i64 %t101, %t93, !dbg !43
  %t103 = mul i64 %.92, %a43, !dbg !43
  %t104 = add i64 %t103, %t94, !dbg !43
  br label %b14, !dbg !43

b14:                                              ; preds = %b13, %b12
  %t105 = phi i64 [ %.100, %b13 ], [ %t90, %b12 ]
  %t106 = phi i64 [ %t98, %b13 ], [ %t91, %b12 ]
  %t107 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t108 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t109 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  br i1 %t20, label %b15, label %b16, !dbg !43

b15:                                              ; preds = %b14
  %t105.frozen = freeze i64 %t105
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t105.frozen, %.104.frozen, !dbg !43
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t105.frozen, %20
  %.106 = select i1 %.101, i64 %t105, i64 %.105.decomposed, !dbg !43
  %.112 = sub i64 0, %t105, !dbg !43
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !43
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !43
  %t112 = mul i64 %.106, %a13, !dbg !43
  %t113 = add i64 %t112, %t106, !dbg !43
  %t114 = mul i64 %.106, %a23, !dbg !43
  %t115 = add i64 %t114, %t107, !dbg !43
  %t116 = mul i64 %.106, %a33, !dbg !43
  %t117 = add i64 %t116, %t108, !dbg !43
  %t118 = mul i64 %.106, %a42, !dbg !43
  %t119 = add i64 %t118, %t109, !dbg !43
  br label %b16, !dbg !43

b16:                                              ; preds = %b15, %b14
  %t120 = phi i64 [ %.114, %b15 ], [ %t105, %b14 ]
  %t121 = phi i64 [ %t113, %b15 ], [ %t106, %b14 ]
  %t122 = phi i64 [ %t115, %b15 ], [ %t107, %b14 ]
  %t123 = phi i64 [ %t117, %b15 ], [ %t108, %b14 ]
  %t124 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  br i1 %t21, label %b17, label %b18, !dbg !43

b17:                                              ; preds = %b16
  %t125 = mul i64 %t120, %a12, !dbg !43
  %t126 = add i64 %t121, %t125, !dbg !43
  %t127 = mul i64 %t120, %a22, !dbg !43
  %t128 = add i64 %t122, %t127, !dbg !43
  %t129 = mul i64 %t120, %a32, !dbg !43
  %t130 = add i64 %t123, %t129, !dbg !43
  %t131 = mul i64 %t120, %a41, !dbg !43
  %t132 = add i64 %t124, %t131, !dbg !43
  br label %b18, !dbg !43

b18:                                              ; preds = %b17, %b16
  %t133 = phi i64 [ %t126, %b17 ], [ %t121, %b16 ]
  %t134 = phi i64 [ %t128, %b17 ], [ %t122, %b16 ]
  %t135 = phi i64 [ %t130, %b17 ], [ %t123, %b16 ]
  %t136 = phi i64 [ %t132, %b17 ], [ %t124, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !43

b19:                                              ; preds = %b18
  %t137 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t133, !dbg !43
  %.115 = load double, ptr addrspace(1) %t137, align 8, !dbg !43
  br label %b20, !dbg !43

b20:                                              ; preds = %b19, %b18
  %t139 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !43

b21:                                              ; preds = %b20
  %t140 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t134, !dbg !43
  %.116 = load double, ptr addrspace(1) %t140, align 8, !dbg !43
  br label %b22, !dbg !43

b22:                                              ; preds = %b21, %b20
  %t142 = phi double [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !43

b23:                                              ; preds = %b22
  %t143 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t135, !dbg !43
  %.117 = load double, ptr addrspace(1) %t143, align 8, !dbg !43
  br label %b24, !dbg !43

b24:                                              ; preds = %b23, %b22
  %t145 = phi double [ %.117, %b23 ], [ %a31, %b22 ]
  %21 = fmul double %t139, -4.000000e+00, !dbg !44
  %t148 = fmul double %21, %t145, !dbg !44
  %t149 = tail call double @llvm.fma.f64(double %t142, double %t142, double %t148), !dbg !44
  %.118 = fcmp olt double %t149, 0x1000000000000000, !dbg !45
  %.119 = fmul double %t149, 0x4FF0000000000000, !dbg !45
  %.120 = select i1 %.118, double %.119, double %t149, !dbg !45
  %.121 = tail call double @llvm.amdgcn.rsq.f64(double %.120), !dbg !45
  %.122 = fmul double %.120, %.121, !dbg !45
  %.123 = fmul double %.121, 5.000000e-01, !dbg !45
  %.124 = fneg double %.123, !dbg !45
  %.125 = tail call double @llvm.fma.f64(double %.124, double %.122, double 5.000000e-01), !dbg !45
  %.126 = tail call double @llvm.fma.f64(double %.123, double %.125, double %.123), !dbg !45
  %.127 = tail call double @llvm.fma.f64(double %.122, double %.125, double %.122), !dbg !45
  %.128 = fneg double %.127, !dbg !45
  %.129 = tail call double @llvm.fma.f64(double %.128, double %.127, double %.120), !dbg !45
  %.130 = tail call double @llvm.fma.f64(double %.129, double %.126, double %.127), !dbg !45
  %.131 = fneg double %.130, !dbg !45
  %.132 = tail call double @llvm.fma.f64(double %.131, double %.130, double %.120), !dbg !45
  %.133 = tail call double @llvm.fma.f64(double %.132, double %.126, double %.130), !dbg !45
  %.134 = fmul double %.133, 0x37F0000000000000, !dbg !45
  %.135 = select i1 %.118, double %.134, double %.133, !dbg !45
  %.136 = fcmp oeq double %.120, 0.000000e+00, !dbg !45
  %.137 = fcmp oeq double %.120, 0x7FF0000000000000, !dbg !45
  %.138 = or i1 %.136, %.137, !dbg !45
  %.139 = select i1 %.138, double %.120, double %.135, !dbg !45
  %t151 = getelementptr inbounds double, ptr addrspace(1) %a40, i64 %t136, !dbg !43
  store double %.139, ptr addrspace(1) %t151, align 8, !dbg !43
  %t152 = add i64 %t222, %t13, !dbg !43
  %t23 = icmp slt i64 %t152, %a0, !dbg !43
  br i1 %t23, label %b2, label %b25, !dbg !43

b25:                                              ; preds = %b24, %entry
  ret void, !dbg !43
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
!12 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fcontig", scope: !1, file: !1, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DILocation(line: 23, column: 6, scope: !12)
!14 = !DILocation(line: 23, column: 51, scope: !12)
!15 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstrided", scope: !1, file: !1, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DILocation(line: 23, column: 6, scope: !15)
!17 = !DILocation(line: 23, column: 51, scope: !15)
!18 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fcontig", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = !DILocation(line: 30, column: 6, scope: !18)
!20 = !DILocation(line: 30, column: 48, scope: !18)
!21 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstrided", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = !DILocation(line: 30, column: 6, scope: !21)
!23 = !DILocation(line: 30, column: 48, scope: !21)
!24 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fcontig", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = !DILocation(line: 30, column: 6, scope: !24)
!26 = !DILocation(line: 30, column: 48, scope: !24)
!27 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstrided", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = !DILocation(line: 30, column: 6, scope: !27)
!29 = !DILocation(line: 30, column: 48, scope: !27)
!30 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat32_5d_5f_5fcontig", scope: !1, file: !1, line: 40, type: !5, scopeLine: 40, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = !DILocation(line: 40, column: 6, scope: !30)
!32 = !DILocation(line: 41, column: 33, scope: !30)
!33 = !DILocation(line: 41, column: 10, scope: !30)
!34 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat32_5d_5f_5fstrided", scope: !1, file: !1, line: 40, type: !5, scopeLine: 40, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = !DILocation(line: 40, column: 6, scope: !34)
!36 = !DILocation(line: 41, column: 33, scope: !34)
!37 = !DILocation(line: 41, column: 10, scope: !34)
!38 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat64_5d_5f_5fcontig", scope: !1, file: !1, line: 40, type: !5, scopeLine: 40, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = !DILocation(line: 40, column: 6, scope: !38)
!40 = !DILocation(line: 41, column: 33, scope: !38)
!41 = !DILocation(line: 41, column: 20, scope: !38)
!42 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat64_5d_5f_5fstrided", scope: !1, file: !1, line: 40, type: !5, scopeLine: 40, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!43 = !DILocation(line: 40, column: 6, scope: !42)
!44 = !DILocation(line: 41, column: 33, scope: !42)
!45 = !DILocation(line: 41, column: 20, scope: !42)
