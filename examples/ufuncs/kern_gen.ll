; kern module github.com/kernlab/kern/examples/ufuncs (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) readonly %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null
  %t1.not = icmp eq ptr addrspace(1) %a3, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t9 = sext i32 %.16 to i64
  %t10 = mul nsw i64 %t7, %t5
  %t11 = add nsw i64 %t10, %t3
  %t12 = mul nsw i64 %t9, %t7
  %t141 = icmp slt i64 %t11, %a0
  br i1 %t141, label %b2, label %b7

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t132
  %.17 = load i64, ptr addrspace(1) %t15, align 8
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t17 = phi i64 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t132
  %.18 = load i64, ptr addrspace(1) %t18, align 8
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t20 = phi i64 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = add i64 %t20, %t17
  %t22 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t132
  store i64 %t21, ptr addrspace(1) %t22, align 8
  %t23 = add i64 %t132, %t12
  %t14 = icmp slt i64 %t23, %a0
  br i1 %t14, label %b2, label %b7

b7:                                               ; preds = %b6, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null
  %t1.not = icmp eq ptr addrspace(1) %a20, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t9 = sext i32 %.16 to i64
  %t10 = mul nsw i64 %t7, %t5
  %t11 = add nsw i64 %t10, %t3
  %t12 = mul nsw i64 %t9, %t7
  %t141 = icmp slt i64 %t11, %a0
  br i1 %t141, label %b2.lr.ph, label %b23

b2.lr.ph:                                         ; preds = %entry
  %t15 = icmp sgt i64 %a1, 7
  %.17 = icmp eq i64 %a9, 0
  %.18 = icmp eq i64 %a9, -1
  %0 = add i64 %a9, 1
  %1 = icmp ult i64 %0, 2
  %.20 = select i1 %1, i64 1, i64 %a9
  %t28 = icmp sgt i64 %a1, 6
  %.31 = icmp eq i64 %a8, 0
  %.32 = icmp eq i64 %a8, -1
  %2 = add i64 %a8, 1
  %3 = icmp ult i64 %2, 2
  %.34 = select i1 %3, i64 1, i64 %a8
  %t41 = icmp sgt i64 %a1, 5
  %.45 = icmp eq i64 %a7, 0
  %.46 = icmp eq i64 %a7, -1
  %4 = add i64 %a7, 1
  %5 = icmp ult i64 %4, 2
  %.48 = select i1 %5, i64 1, i64 %a7
  %t54 = icmp sgt i64 %a1, 4
  %.59 = icmp eq i64 %a6, 0
  %.60 = icmp eq i64 %a6, -1
  %6 = add i64 %a6, 1
  %7 = icmp ult i64 %6, 2
  %.62 = select i1 %7, i64 1, i64 %a6
  %t67 = icmp sgt i64 %a1, 3
  %.73 = icmp eq i64 %a5, 0
  %.74 = icmp eq i64 %a5, -1
  %8 = add i64 %a5, 1
  %9 = icmp ult i64 %8, 2
  %.76 = select i1 %9, i64 1, i64 %a5
  %t80 = icmp sgt i64 %a1, 2
  %.87 = icmp eq i64 %a4, 0
  %.88 = icmp eq i64 %a4, -1
  %10 = add i64 %a4, 1
  %11 = icmp ult i64 %10, 2
  %.90 = select i1 %11, i64 1, i64 %a4
  %t93 = icmp sgt i64 %a1, 1
  %.101 = icmp eq i64 %a3, 0
  %.102 = icmp eq i64 %a3, -1
  %12 = add i64 %a3, 1
  %13 = icmp ult i64 %12, 2
  %.104 = select i1 %13, i64 1, i64 %a3
  %t106 = icmp sgt i64 %a1, 0
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %b22
  %t132 = phi i64 [ %t11, %b2.lr.ph ], [ %t124, %b22 ]
  br i1 %t15, label %b3, label %b4

b3:                                               ; preds = %b2
  %t132.frozen = freeze i64 %t132
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t132.frozen, %.20.frozen
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t132.frozen, %14
  %.22 = select i1 %.17, i64 %t132, i64 %.21.decomposed
  %.28 = sub i64 0, %t132
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t18 = mul i64 %.22, %a19
  %t20 = mul i64 %.22, %a29
  %t22 = mul i64 %.22, %a38
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t24 = phi i64 [ %.30, %b3 ], [ %t132, %b2 ]
  %t25 = phi i64 [ %t18, %b3 ], [ 0, %b2 ]
  %t26 = phi i64 [ %t20, %b3 ], [ 0, %b2 ]
  %t27 = phi i64 [ %t22, %b3 ], [ 0, %b2 ]
  br i1 %t28, label %b5, label %b6

b5:                                               ; preds = %b4
  %t24.frozen = freeze i64 %t24
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t24.frozen, %.34.frozen
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t24.frozen, %15
  %.36 = select i1 %.31, i64 %t24, i64 %.35.decomposed
  %.42 = sub i64 0, %t24
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t31 = mul i64 %.36, %a18
  %t32 = add i64 %t31, %t25
  %t33 = mul i64 %.36, %a28
  %t34 = add i64 %t33, %t26
  %t35 = mul i64 %.36, %a37
  %t36 = add i64 %t35, %t27
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t37 = phi i64 [ %.44, %b5 ], [ %t24, %b4 ]
  %t38 = phi i64 [ %t32, %b5 ], [ %t25, %b4 ]
  %t39 = phi i64 [ %t34, %b5 ], [ %t26, %b4 ]
  %t40 = phi i64 [ %t36, %b5 ], [ %t27, %b4 ]
  br i1 %t41, label %b7, label %b8

b7:                                               ; preds = %b6
  %t37.frozen = freeze i64 %t37
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t37.frozen, %.48.frozen
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t37.frozen, %16
  %.50 = select i1 %.45, i64 %t37, i64 %.49.decomposed
  %.56 = sub i64 0, %t37
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t44 = mul i64 %.50, %a17
  %t45 = add i64 %t44, %t38
  %t46 = mul i64 %.50, %a27
  %t47 = add i64 %t46, %t39
  %t48 = mul i64 %.50, %a36
  %t49 = add i64 %t48, %t40
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t50 = phi i64 [ %.58, %b7 ], [ %t37, %b6 ]
  %t51 = phi i64 [ %t45, %b7 ], [ %t38, %b6 ]
  %t52 = phi i64 [ %t47, %b7 ], [ %t39, %b6 ]
  %t53 = phi i64 [ %t49, %b7 ], [ %t40, %b6 ]
  br i1 %t54, label %b9, label %b10

b9:                                               ; preds = %b8
  %t50.frozen = freeze i64 %t50
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t50.frozen, %.62.frozen
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t50.frozen, %17
  %.64 = select i1 %.59, i64 %t50, i64 %.63.decomposed
  %.70 = sub i64 0, %t50
  %.71 = select i1 %.60, i64 %.70, i64 %.69
  %.72 = select i1 %.59, i64 -1, i64 %.71
  %t57 = mul i64 %.64, %a16
  %t58 = add i64 %t57, %t51
  %t59 = mul i64 %.64, %a26
  %t60 = add i64 %t59, %t52
  %t61 = mul i64 %.64, %a35
  %t62 = add i64 %t61, %t53
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t63 = phi i64 [ %.72, %b9 ], [ %t50, %b8 ]
  %t64 = phi i64 [ %t58, %b9 ], [ %t51, %b8 ]
  %t65 = phi i64 [ %t60, %b9 ], [ %t52, %b8 ]
  %t66 = phi i64 [ %t62, %b9 ], [ %t53, %b8 ]
  br i1 %t67, label %b11, label %b12

b11:                                              ; preds = %b10
  %t63.frozen = freeze i64 %t63
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t63.frozen, %.76.frozen
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t63.frozen, %18
  %.78 = select i1 %.73, i64 %t63, i64 %.77.decomposed
  %.84 = sub i64 0, %t63
  %.85 = select i1 %.74, i64 %.84, i64 %.83
  %.86 = select i1 %.73, i64 -1, i64 %.85
  %t70 = mul i64 %.78, %a15
  %t71 = add i64 %t70, %t64
  %t72 = mul i64 %.78, %a25
  %t73 = add i64 %t72, %t65
  %t74 = mul i64 %.78, %a34
  %t75 = add i64 %t74, %t66
  br label %b12

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t63, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t64, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t65, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t66, %b10 ]
  br i1 %t80, label %b13, label %b14

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed
  %.98 = sub i64 0, %t76
  %.99 = select i1 %.88, i64 %.98, i64 %.97
  %.100 = select i1 %.87, i64 -1, i64 %.99
  %t83 = mul i64 %.92, %a14
  %t84 = add i64 %t83, %t77
  %t85 = mul i64 %.92, %a24
  %t86 = add i64 %t85, %t78
  %t87 = mul i64 %.92, %a33
  %t88 = add i64 %t87, %t79
  br label %b14

b14:                                              ; preds = %b13, %b12
  %t89 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t90 = phi i64 [ %t84, %b13 ], [ %t77, %b12 ]
  %t91 = phi i64 [ %t86, %b13 ], [ %t78, %b12 ]
  %t92 = phi i64 [ %t88, %b13 ], [ %t79, %b12 ]
  br i1 %t93, label %b15, label %b16

b15:                                              ; preds = %b14
  %t89.frozen = freeze i64 %t89
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t89.frozen, %.104.frozen
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t89.frozen, %20
  %.106 = select i1 %.101, i64 %t89, i64 %.105.decomposed
  %.112 = sub i64 0, %t89
  %.113 = select i1 %.102, i64 %.112, i64 %.111
  %.114 = select i1 %.101, i64 -1, i64 %.113
  %t96 = mul i64 %.106, %a13
  %t97 = add i64 %t96, %t90
  %t98 = mul i64 %.106, %a23
  %t99 = add i64 %t98, %t91
  %t100 = mul i64 %.106, %a32
  %t101 = add i64 %t100, %t92
  br label %b16

b16:                                              ; preds = %b15, %b14
  %t102 = phi i64 [ %.114, %b15 ], [ %t89, %b14 ]
  %t103 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t104 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  %t105 = phi i64 [ %t101, %b15 ], [ %t92, %b14 ]
  br i1 %t106, label %b17, label %b18

b17:                                              ; preds = %b16
  %t107 = mul i64 %t102, %a12
  %t108 = add i64 %t103, %t107
  %t109 = mul i64 %t102, %a22
  %t110 = add i64 %t104, %t109
  %t111 = mul i64 %t102, %a31
  %t112 = add i64 %t105, %t111
  br label %b18

b18:                                              ; preds = %b17, %b16
  %t113 = phi i64 [ %t108, %b17 ], [ %t103, %b16 ]
  %t114 = phi i64 [ %t110, %b17 ], [ %t104, %b16 ]
  %t115 = phi i64 [ %t112, %b17 ], [ %t105, %b16 ]
  br i1 %t0.not, label %b20, label %b19

b19:                                              ; preds = %b18
  %t116 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t113
  %.115 = load i64, ptr addrspace(1) %t116, align 8
  br label %b20

b20:                                              ; preds = %b19, %b18
  %t118 = phi i64 [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21

b21:                                              ; preds = %b20
  %t119 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t114
  %.116 = load i64, ptr addrspace(1) %t119, align 8
  br label %b22

b22:                                              ; preds = %b21, %b20
  %t121 = phi i64 [ %.116, %b21 ], [ %a21, %b20 ]
  %t122 = add i64 %t121, %t118
  %t123 = getelementptr inbounds i64, ptr addrspace(1) %a30, i64 %t115
  store i64 %t122, ptr addrspace(1) %t123, align 8
  %t124 = add i64 %t132, %t12
  %t14 = icmp slt i64 %t124, %a0
  br i1 %t14, label %b2, label %b23

b23:                                              ; preds = %b22, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null
  %t1.not = icmp eq ptr addrspace(1) %a3, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t9 = sext i32 %.16 to i64
  %t10 = mul nsw i64 %t7, %t5
  %t11 = add nsw i64 %t10, %t3
  %t12 = mul nsw i64 %t9, %t7
  %t141 = icmp slt i64 %t11, %a0
  br i1 %t141, label %b2, label %b7

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t132
  %.17 = load double, ptr addrspace(1) %t15, align 8
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t17 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t132
  %.18 = load double, ptr addrspace(1) %t18, align 8
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t20 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = fadd double %t17, %t20
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t132
  store double %t21, ptr addrspace(1) %t22, align 8
  %t23 = add i64 %t132, %t12
  %t14 = icmp slt i64 %t23, %a0
  br i1 %t14, label %b2, label %b7

b7:                                               ; preds = %b6, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null
  %t1.not = icmp eq ptr addrspace(1) %a20, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t9 = sext i32 %.16 to i64
  %t10 = mul nsw i64 %t7, %t5
  %t11 = add nsw i64 %t10, %t3
  %t12 = mul nsw i64 %t9, %t7
  %t141 = icmp slt i64 %t11, %a0
  br i1 %t141, label %b2.lr.ph, label %b23

b2.lr.ph:                                         ; preds = %entry
  %t15 = icmp sgt i64 %a1, 7
  %.17 = icmp eq i64 %a9, 0
  %.18 = icmp eq i64 %a9, -1
  %0 = add i64 %a9, 1
  %1 = icmp ult i64 %0, 2
  %.20 = select i1 %1, i64 1, i64 %a9
  %t28 = icmp sgt i64 %a1, 6
  %.31 = icmp eq i64 %a8, 0
  %.32 = icmp eq i64 %a8, -1
  %2 = add i64 %a8, 1
  %3 = icmp ult i64 %2, 2
  %.34 = select i1 %3, i64 1, i64 %a8
  %t41 = icmp sgt i64 %a1, 5
  %.45 = icmp eq i64 %a7, 0
  %.46 = icmp eq i64 %a7, -1
  %4 = add i64 %a7, 1
  %5 = icmp ult i64 %4, 2
  %.48 = select i1 %5, i64 1, i64 %a7
  %t54 = icmp sgt i64 %a1, 4
  %.59 = icmp eq i64 %a6, 0
  %.60 = icmp eq i64 %a6, -1
  %6 = add i64 %a6, 1
  %7 = icmp ult i64 %6, 2
  %.62 = select i1 %7, i64 1, i64 %a6
  %t67 = icmp sgt i64 %a1, 3
  %.73 = icmp eq i64 %a5, 0
  %.74 = icmp eq i64 %a5, -1
  %8 = add i64 %a5, 1
  %9 = icmp ult i64 %8, 2
  %.76 = select i1 %9, i64 1, i64 %a5
  %t80 = icmp sgt i64 %a1, 2
  %.87 = icmp eq i64 %a4, 0
  %.88 = icmp eq i64 %a4, -1
  %10 = add i64 %a4, 1
  %11 = icmp ult i64 %10, 2
  %.90 = select i1 %11, i64 1, i64 %a4
  %t93 = icmp sgt i64 %a1, 1
  %.101 = icmp eq i64 %a3, 0
  %.102 = icmp eq i64 %a3, -1
  %12 = add i64 %a3, 1
  %13 = icmp ult i64 %12, 2
  %.104 = select i1 %13, i64 1, i64 %a3
  %t106 = icmp sgt i64 %a1, 0
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %b22
  %t132 = phi i64 [ %t11, %b2.lr.ph ], [ %t124, %b22 ]
  br i1 %t15, label %b3, label %b4

b3:                                               ; preds = %b2
  %t132.frozen = freeze i64 %t132
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t132.frozen, %.20.frozen
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t132.frozen, %14
  %.22 = select i1 %.17, i64 %t132, i64 %.21.decomposed
  %.28 = sub i64 0, %t132
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t18 = mul i64 %.22, %a19
  %t20 = mul i64 %.22, %a29
  %t22 = mul i64 %.22, %a38
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t24 = phi i64 [ %.30, %b3 ], [ %t132, %b2 ]
  %t25 = phi i64 [ %t18, %b3 ], [ 0, %b2 ]
  %t26 = phi i64 [ %t20, %b3 ], [ 0, %b2 ]
  %t27 = phi i64 [ %t22, %b3 ], [ 0, %b2 ]
  br i1 %t28, label %b5, label %b6

b5:                                               ; preds = %b4
  %t24.frozen = freeze i64 %t24
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t24.frozen, %.34.frozen
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t24.frozen, %15
  %.36 = select i1 %.31, i64 %t24, i64 %.35.decomposed
  %.42 = sub i64 0, %t24
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t31 = mul i64 %.36, %a18
  %t32 = add i64 %t31, %t25
  %t33 = mul i64 %.36, %a28
  %t34 = add i64 %t33, %t26
  %t35 = mul i64 %.36, %a37
  %t36 = add i64 %t35, %t27
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t37 = phi i64 [ %.44, %b5 ], [ %t24, %b4 ]
  %t38 = phi i64 [ %t32, %b5 ], [ %t25, %b4 ]
  %t39 = phi i64 [ %t34, %b5 ], [ %t26, %b4 ]
  %t40 = phi i64 [ %t36, %b5 ], [ %t27, %b4 ]
  br i1 %t41, label %b7, label %b8

b7:                                               ; preds = %b6
  %t37.frozen = freeze i64 %t37
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t37.frozen, %.48.frozen
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t37.frozen, %16
  %.50 = select i1 %.45, i64 %t37, i64 %.49.decomposed
  %.56 = sub i64 0, %t37
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t44 = mul i64 %.50, %a17
  %t45 = add i64 %t44, %t38
  %t46 = mul i64 %.50, %a27
  %t47 = add i64 %t46, %t39
  %t48 = mul i64 %.50, %a36
  %t49 = add i64 %t48, %t40
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t50 = phi i64 [ %.58, %b7 ], [ %t37, %b6 ]
  %t51 = phi i64 [ %t45, %b7 ], [ %t38, %b6 ]
  %t52 = phi i64 [ %t47, %b7 ], [ %t39, %b6 ]
  %t53 = phi i64 [ %t49, %b7 ], [ %t40, %b6 ]
  br i1 %t54, label %b9, label %b10

b9:                                               ; preds = %b8
  %t50.frozen = freeze i64 %t50
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t50.frozen, %.62.frozen
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t50.frozen, %17
  %.64 = select i1 %.59, i64 %t50, i64 %.63.decomposed
  %.70 = sub i64 0, %t50
  %.71 = select i1 %.60, i64 %.70, i64 %.69
  %.72 = select i1 %.59, i64 -1, i64 %.71
  %t57 = mul i64 %.64, %a16
  %t58 = add i64 %t57, %t51
  %t59 = mul i64 %.64, %a26
  %t60 = add i64 %t59, %t52
  %t61 = mul i64 %.64, %a35
  %t62 = add i64 %t61, %t53
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t63 = phi i64 [ %.72, %b9 ], [ %t50, %b8 ]
  %t64 = phi i64 [ %t58, %b9 ], [ %t51, %b8 ]
  %t65 = phi i64 [ %t60, %b9 ], [ %t52, %b8 ]
  %t66 = phi i64 [ %t62, %b9 ], [ %t53, %b8 ]
  br i1 %t67, label %b11, label %b12

b11:                                              ; preds = %b10
  %t63.frozen = freeze i64 %t63
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t63.frozen, %.76.frozen
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t63.frozen, %18
  %.78 = select i1 %.73, i64 %t63, i64 %.77.decomposed
  %.84 = sub i64 0, %t63
  %.85 = select i1 %.74, i64 %.84, i64 %.83
  %.86 = select i1 %.73, i64 -1, i64 %.85
  %t70 = mul i64 %.78, %a15
  %t71 = add i64 %t70, %t64
  %t72 = mul i64 %.78, %a25
  %t73 = add i64 %t72, %t65
  %t74 = mul i64 %.78, %a34
  %t75 = add i64 %t74, %t66
  br label %b12

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t63, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t64, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t65, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t66, %b10 ]
  br i1 %t80, label %b13, label %b14

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed
  %.98 = sub i64 0, %t76
  %.99 = select i1 %.88, i64 %.98, i64 %.97
  %.100 = select i1 %.87, i64 -1, i64 %.99
  %t83 = mul i64 %.92, %a14
  %t84 = add i64 %t83, %t77
  %t85 = mul i64 %.92, %a24
  %t86 = add i64 %t85, %t78
  %t87 = mul i64 %.92, %a33
  %t88 = add i64 %t87, %t79
  br label %b14

b14:                                              ; preds = %b13, %b12
  %t89 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t90 = phi i64 [ %t84, %b13 ], [ %t77, %b12 ]
  %t91 = phi i64 [ %t86, %b13 ], [ %t78, %b12 ]
  %t92 = phi i64 [ %t88, %b13 ], [ %t79, %b12 ]
  br i1 %t93, label %b15, label %b16

b15:                                              ; preds = %b14
  %t89.frozen = freeze i64 %t89
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t89.frozen, %.104.frozen
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t89.frozen, %20
  %.106 = select i1 %.101, i64 %t89, i64 %.105.decomposed
  %.112 = sub i64 0, %t89
  %.113 = select i1 %.102, i64 %.112, i64 %.111
  %.114 = select i1 %.101, i64 -1, i64 %.113
  %t96 = mul i64 %.106, %a13
  %t97 = add i64 %t96, %t90
  %t98 = mul i64 %.106, %a23
  %t99 = add i64 %t98, %t91
  %t100 = mul i64 %.106, %a32
  %t101 = add i64 %t100, %t92
  br label %b16

b16:                                              ; preds = %b15, %b14
  %t102 = phi i64 [ %.114, %b15 ], [ %t89, %b14 ]
  %t103 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t104 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  %t105 = phi i64 [ %t101, %b15 ], [ %t92, %b14 ]
  br i1 %t106, label %b17, label %b18

b17:                                              ; preds = %b16
  %t107 = mul i64 %t102, %a12
  %t108 = add i64 %t103, %t107
  %t109 = mul i64 %t102, %a22
  %t110 = add i64 %t104, %t109
  %t111 = mul i64 %t102, %a31
  %t112 = add i64 %t105, %t111
  br label %b18

b18:                                              ; preds = %b17, %b16
  %t113 = phi i64 [ %t108, %b17 ], [ %t103, %b16 ]
  %t114 = phi i64 [ %t110, %b17 ], [ %t104, %b16 ]
  %t115 = phi i64 [ %t112, %b17 ], [ %t105, %b16 ]
  br i1 %t0.not, label %b20, label %b19

b19:                                              ; preds = %b18
  %t116 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t113
  %.115 = load double, ptr addrspace(1) %t116, align 8
  br label %b20

b20:                                              ; preds = %b19, %b18
  %t118 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21

b21:                                              ; preds = %b20
  %t119 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t114
  %.116 = load double, ptr addrspace(1) %t119, align 8
  br label %b22

b22:                                              ; preds = %b21, %b20
  %t121 = phi double [ %.116, %b21 ], [ %a21, %b20 ]
  %t122 = fadd double %t118, %t121
  %t123 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t115
  store double %t122, ptr addrspace(1) %t123, align 8
  %t124 = add i64 %t132, %t12
  %t14 = icmp slt i64 %t124, %a0
  br i1 %t14, label %b2, label %b23

b23:                                              ; preds = %b22, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i32 %a2, ptr addrspace(1) readonly %a3, i32 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null
  %t1.not = icmp eq ptr addrspace(1) %a3, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t9 = sext i32 %.16 to i64
  %t10 = mul nsw i64 %t7, %t5
  %t11 = add nsw i64 %t10, %t3
  %t12 = mul nsw i64 %t9, %t7
  %t141 = icmp slt i64 %t11, %a0
  br i1 %t141, label %b2, label %b7

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t132
  %.17 = load i32, ptr addrspace(1) %t15, align 4
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t17 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t132
  %.18 = load i32, ptr addrspace(1) %t18, align 4
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t20 = phi i32 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = add i32 %t20, %t17
  %t22 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t132
  store i32 %t21, ptr addrspace(1) %t22, align 4
  %t23 = add i64 %t132, %t12
  %t14 = icmp slt i64 %t23, %a0
  br i1 %t14, label %b2, label %b7

b7:                                               ; preds = %b6, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i32 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null
  %t1.not = icmp eq ptr addrspace(1) %a20, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t9 = sext i32 %.16 to i64
  %t10 = mul nsw i64 %t7, %t5
  %t11 = add nsw i64 %t10, %t3
  %t12 = mul nsw i64 %t9, %t7
  %t141 = icmp slt i64 %t11, %a0
  br i1 %t141, label %b2.lr.ph, label %b23

b2.lr.ph:                                         ; preds = %entry
  %t15 = icmp sgt i64 %a1, 7
  %.17 = icmp eq i64 %a9, 0
  %.18 = icmp eq i64 %a9, -1
  %0 = add i64 %a9, 1
  %1 = icmp ult i64 %0, 2
  %.20 = select i1 %1, i64 1, i64 %a9
  %t28 = icmp sgt i64 %a1, 6
  %.31 = icmp eq i64 %a8, 0
  %.32 = icmp eq i64 %a8, -1
  %2 = add i64 %a8, 1
  %3 = icmp ult i64 %2, 2
  %.34 = select i1 %3, i64 1, i64 %a8
  %t41 = icmp sgt i64 %a1, 5
  %.45 = icmp eq i64 %a7, 0
  %.46 = icmp eq i64 %a7, -1
  %4 = add i64 %a7, 1
  %5 = icmp ult i64 %4, 2
  %.48 = select i1 %5, i64 1, i64 %a7
  %t54 = icmp sgt i64 %a1, 4
  %.59 = icmp eq i64 %a6, 0
  %.60 = icmp eq i64 %a6, -1
  %6 = add i64 %a6, 1
  %7 = icmp ult i64 %6, 2
  %.62 = select i1 %7, i64 1, i64 %a6
  %t67 = icmp sgt i64 %a1, 3
  %.73 = icmp eq i64 %a5, 0
  %.74 = icmp eq i64 %a5, -1
  %8 = add i64 %a5, 1
  %9 = icmp ult i64 %8, 2
  %.76 = select i1 %9, i64 1, i64 %a5
  %t80 = icmp sgt i64 %a1, 2
  %.87 = icmp eq i64 %a4, 0
  %.88 = icmp eq i64 %a4, -1
  %10 = add i64 %a4, 1
  %11 = icmp ult i64 %10, 2
  %.90 = select i1 %11, i64 1, i64 %a4
  %t93 = icmp sgt i64 %a1, 1
  %.101 = icmp eq i64 %a3, 0
  %.102 = icmp eq i64 %a3, -1
  %12 = add i64 %a3, 1
  %13 = icmp ult i64 %12, 2
  %.104 = select i1 %13, i64 1, i64 %a3
  %t106 = icmp sgt i64 %a1, 0
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %b22
  %t132 = phi i64 [ %t11, %b2.lr.ph ], [ %t124, %b22 ]
  br i1 %t15, label %b3, label %b4

b3:                                               ; preds = %b2
  %t132.frozen = freeze i64 %t132
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t132.frozen, %.20.frozen
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t132.frozen, %14
  %.22 = select i1 %.17, i64 %t132, i64 %.21.decomposed
  %.28 = sub i64 0, %t132
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t18 = mul i64 %.22, %a19
  %t20 = mul i64 %.22, %a29
  %t22 = mul i64 %.22, %a38
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t24 = phi i64 [ %.30, %b3 ], [ %t132, %b2 ]
  %t25 = phi i64 [ %t18, %b3 ], [ 0, %b2 ]
  %t26 = phi i64 [ %t20, %b3 ], [ 0, %b2 ]
  %t27 = phi i64 [ %t22, %b3 ], [ 0, %b2 ]
  br i1 %t28, label %b5, label %b6

b5:                                               ; preds = %b4
  %t24.frozen = freeze i64 %t24
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t24.frozen, %.34.frozen
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t24.frozen, %15
  %.36 = select i1 %.31, i64 %t24, i64 %.35.decomposed
  %.42 = sub i64 0, %t24
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t31 = mul i64 %.36, %a18
  %t32 = add i64 %t31, %t25
  %t33 = mul i64 %.36, %a28
  %t34 = add i64 %t33, %t26
  %t35 = mul i64 %.36, %a37
  %t36 = add i64 %t35, %t27
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t37 = phi i64 [ %.44, %b5 ], [ %t24, %b4 ]
  %t38 = phi i64 [ %t32, %b5 ], [ %t25, %b4 ]
  %t39 = phi i64 [ %t34, %b5 ], [ %t26, %b4 ]
  %t40 = phi i64 [ %t36, %b5 ], [ %t27, %b4 ]
  br i1 %t41, label %b7, label %b8

b7:                                               ; preds = %b6
  %t37.frozen = freeze i64 %t37
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t37.frozen, %.48.frozen
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t37.frozen, %16
  %.50 = select i1 %.45, i64 %t37, i64 %.49.decomposed
  %.56 = sub i64 0, %t37
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t44 = mul i64 %.50, %a17
  %t45 = add i64 %t44, %t38
  %t46 = mul i64 %.50, %a27
  %t47 = add i64 %t46, %t39
  %t48 = mul i64 %.50, %a36
  %t49 = add i64 %t48, %t40
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t50 = phi i64 [ %.58, %b7 ], [ %t37, %b6 ]
  %t51 = phi i64 [ %t45, %b7 ], [ %t38, %b6 ]
  %t52 = phi i64 [ %t47, %b7 ], [ %t39, %b6 ]
  %t53 = phi i64 [ %t49, %b7 ], [ %t40, %b6 ]
  br i1 %t54, label %b9, label %b10

b9:                                               ; preds = %b8
  %t50.frozen = freeze i64 %t50
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t50.frozen, %.62.frozen
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t50.frozen, %17
  %.64 = select i1 %.59, i64 %t50, i64 %.63.decomposed
  %.70 = sub i64 0, %t50
  %.71 = select i1 %.60, i64 %.70, i64 %.69
  %.72 = select i1 %.59, i64 -1, i64 %.71
  %t57 = mul i64 %.64, %a16
  %t58 = add i64 %t57, %t51
  %t59 = mul i64 %.64, %a26
  %t60 = add i64 %t59, %t52
  %t61 = mul i64 %.64, %a35
  %t62 = add i64 %t61, %t53
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t63 = phi i64 [ %.72, %b9 ], [ %t50, %b8 ]
  %t64 = phi i64 [ %t58, %b9 ], [ %t51, %b8 ]
  %t65 = phi i64 [ %t60, %b9 ], [ %t52, %b8 ]
  %t66 = phi i64 [ %t62, %b9 ], [ %t53, %b8 ]
  br i1 %t67, label %b11, label %b12

b11:                                              ; preds = %b10
  %t63.frozen = freeze i64 %t63
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t63.frozen, %.76.frozen
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t63.frozen, %18
  %.78 = select i1 %.73, i64 %t63, i64 %.77.decomposed
  %.84 = sub i64 0, %t63
  %.85 = select i1 %.74, i64 %.84, i64 %.83
  %.86 = select i1 %.73, i64 -1, i64 %.85
  %t70 = mul i64 %.78, %a15
  %t71 = add i64 %t70, %t64
  %t72 = mul i64 %.78, %a25
  %t73 = add i64 %t72, %t65
  %t74 = mul i64 %.78, %a34
  %t75 = add i64 %t74, %t66
  br label %b12

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t63, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t64, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t65, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t66, %b10 ]
  br i1 %t80, label %b13, label %b14

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed
  %.98 = sub i64 0, %t76
  %.99 = select i1 %.88, i64 %.98, i64 %.97
  %.100 = select i1 %.87, i64 -1, i64 %.99
  %t83 = mul i64 %.92, %a14
  %t84 = add i64 %t83, %t77
  %t85 = mul i64 %.92, %a24
  %t86 = add i64 %t85, %t78
  %t87 = mul i64 %.92, %a33
  %t88 = add i64 %t87, %t79
  br label %b14

b14:                                              ; preds = %b13, %b12
  %t89 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t90 = phi i64 [ %t84, %b13 ], [ %t77, %b12 ]
  %t91 = phi i64 [ %t86, %b13 ], [ %t78, %b12 ]
  %t92 = phi i64 [ %t88, %b13 ], [ %t79, %b12 ]
  br i1 %t93, label %b15, label %b16

b15:                                              ; preds = %b14
  %t89.frozen = freeze i64 %t89
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t89.frozen, %.104.frozen
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t89.frozen, %20
  %.106 = select i1 %.101, i64 %t89, i64 %.105.decomposed
  %.112 = sub i64 0, %t89
  %.113 = select i1 %.102, i64 %.112, i64 %.111
  %.114 = select i1 %.101, i64 -1, i64 %.113
  %t96 = mul i64 %.106, %a13
  %t97 = add i64 %t96, %t90
  %t98 = mul i64 %.106, %a23
  %t99 = add i64 %t98, %t91
  %t100 = mul i64 %.106, %a32
  %t101 = add i64 %t100, %t92
  br label %b16

b16:                                              ; preds = %b15, %b14
  %t102 = phi i64 [ %.114, %b15 ], [ %t89, %b14 ]
  %t103 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t104 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  %t105 = phi i64 [ %t101, %b15 ], [ %t92, %b14 ]
  br i1 %t106, label %b17, label %b18

b17:                                              ; preds = %b16
  %t107 = mul i64 %t102, %a12
  %t108 = add i64 %t103, %t107
  %t109 = mul i64 %t102, %a22
  %t110 = add i64 %t104, %t109
  %t111 = mul i64 %t102, %a31
  %t112 = add i64 %t105, %t111
  br label %b18

b18:                                              ; preds = %b17, %b16
  %t113 = phi i64 [ %t108, %b17 ], [ %t103, %b16 ]
  %t114 = phi i64 [ %t110, %b17 ], [ %t104, %b16 ]
  %t115 = phi i64 [ %t112, %b17 ], [ %t105, %b16 ]
  br i1 %t0.not, label %b20, label %b19

b19:                                              ; preds = %b18
  %t116 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t113
  %.115 = load i32, ptr addrspace(1) %t116, align 4
  br label %b20

b20:                                              ; preds = %b19, %b18
  %t118 = phi i32 [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21

b21:                                              ; preds = %b20
  %t119 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t114
  %.116 = load i32, ptr addrspace(1) %t119, align 4
  br label %b22

b22:                                              ; preds = %b21, %b20
  %t121 = phi i32 [ %.116, %b21 ], [ %a21, %b20 ]
  %t122 = add i32 %t121, %t118
  %t123 = getelementptr inbounds i32, ptr addrspace(1) %a30, i64 %t115
  store i32 %t122, ptr addrspace(1) %t123, align 4
  %t124 = add i64 %t132, %t12
  %t14 = icmp slt i64 %t124, %a0
  br i1 %t14, label %b2, label %b23

b23:                                              ; preds = %b22, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) readonly %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null
  %t1.not = icmp eq ptr addrspace(1) %a3, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t9 = sext i32 %.16 to i64
  %t10 = mul nsw i64 %t7, %t5
  %t11 = add nsw i64 %t10, %t3
  %t12 = mul nsw i64 %t9, %t7
  %t141 = icmp slt i64 %t11, %a0
  br i1 %t141, label %b2, label %b7

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t132
  %.17 = load i64, ptr addrspace(1) %t15, align 8
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t17 = phi i64 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t132
  %.18 = load i64, ptr addrspace(1) %t18, align 8
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t20 = phi i64 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = add i64 %t20, %t17
  %t22 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t132
  store i64 %t21, ptr addrspace(1) %t22, align 8
  %t23 = add i64 %t132, %t12
  %t14 = icmp slt i64 %t23, %a0
  br i1 %t14, label %b2, label %b7

b7:                                               ; preds = %b6, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null
  %t1.not = icmp eq ptr addrspace(1) %a20, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t9 = sext i32 %.16 to i64
  %t10 = mul nsw i64 %t7, %t5
  %t11 = add nsw i64 %t10, %t3
  %t12 = mul nsw i64 %t9, %t7
  %t141 = icmp slt i64 %t11, %a0
  br i1 %t141, label %b2.lr.ph, label %b23

b2.lr.ph:                                         ; preds = %entry
  %t15 = icmp sgt i64 %a1, 7
  %.17 = icmp eq i64 %a9, 0
  %.18 = icmp eq i64 %a9, -1
  %0 = add i64 %a9, 1
  %1 = icmp ult i64 %0, 2
  %.20 = select i1 %1, i64 1, i64 %a9
  %t28 = icmp sgt i64 %a1, 6
  %.31 = icmp eq i64 %a8, 0
  %.32 = icmp eq i64 %a8, -1
  %2 = add i64 %a8, 1
  %3 = icmp ult i64 %2, 2
  %.34 = select i1 %3, i64 1, i64 %a8
  %t41 = icmp sgt i64 %a1, 5
  %.45 = icmp eq i64 %a7, 0
  %.46 = icmp eq i64 %a7, -1
  %4 = add i64 %a7, 1
  %5 = icmp ult i64 %4, 2
  %.48 = select i1 %5, i64 1, i64 %a7
  %t54 = icmp sgt i64 %a1, 4
  %.59 = icmp eq i64 %a6, 0
  %.60 = icmp eq i64 %a6, -1
  %6 = add i64 %a6, 1
  %7 = icmp ult i64 %6, 2
  %.62 = select i1 %7, i64 1, i64 %a6
  %t67 = icmp sgt i64 %a1, 3
  %.73 = icmp eq i64 %a5, 0
  %.74 = icmp eq i64 %a5, -1
  %8 = add i64 %a5, 1
  %9 = icmp ult i64 %8, 2
  %.76 = select i1 %9, i64 1, i64 %a5
  %t80 = icmp sgt i64 %a1, 2
  %.87 = icmp eq i64 %a4, 0
  %.88 = icmp eq i64 %a4, -1
  %10 = add i64 %a4, 1
  %11 = icmp ult i64 %10, 2
  %.90 = select i1 %11, i64 1, i64 %a4
  %t93 = icmp sgt i64 %a1, 1
  %.101 = icmp eq i64 %a3, 0
  %.102 = icmp eq i64 %a3, -1
  %12 = add i64 %a3, 1
  %13 = icmp ult i64 %12, 2
  %.104 = select i1 %13, i64 1, i64 %a3
  %t106 = icmp sgt i64 %a1, 0
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %b22
  %t132 = phi i64 [ %t11, %b2.lr.ph ], [ %t124, %b22 ]
  br i1 %t15, label %b3, label %b4

b3:                                               ; preds = %b2
  %t132.frozen = freeze i64 %t132
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t132.frozen, %.20.frozen
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t132.frozen, %14
  %.22 = select i1 %.17, i64 %t132, i64 %.21.decomposed
  %.28 = sub i64 0, %t132
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t18 = mul i64 %.22, %a19
  %t20 = mul i64 %.22, %a29
  %t22 = mul i64 %.22, %a38
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t24 = phi i64 [ %.30, %b3 ], [ %t132, %b2 ]
  %t25 = phi i64 [ %t18, %b3 ], [ 0, %b2 ]
  %t26 = phi i64 [ %t20, %b3 ], [ 0, %b2 ]
  %t27 = phi i64 [ %t22, %b3 ], [ 0, %b2 ]
  br i1 %t28, label %b5, label %b6

b5:                                               ; preds = %b4
  %t24.frozen = freeze i64 %t24
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t24.frozen, %.34.frozen
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t24.frozen, %15
  %.36 = select i1 %.31, i64 %t24, i64 %.35.decomposed
  %.42 = sub i64 0, %t24
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t31 = mul i64 %.36, %a18
  %t32 = add i64 %t31, %t25
  %t33 = mul i64 %.36, %a28
  %t34 = add i64 %t33, %t26
  %t35 = mul i64 %.36, %a37
  %t36 = add i64 %t35, %t27
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t37 = phi i64 [ %.44, %b5 ], [ %t24, %b4 ]
  %t38 = phi i64 [ %t32, %b5 ], [ %t25, %b4 ]
  %t39 = phi i64 [ %t34, %b5 ], [ %t26, %b4 ]
  %t40 = phi i64 [ %t36, %b5 ], [ %t27, %b4 ]
  br i1 %t41, label %b7, label %b8

b7:                                               ; preds = %b6
  %t37.frozen = freeze i64 %t37
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t37.frozen, %.48.frozen
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t37.frozen, %16
  %.50 = select i1 %.45, i64 %t37, i64 %.49.decomposed
  %.56 = sub i64 0, %t37
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t44 = mul i64 %.50, %a17
  %t45 = add i64 %t44, %t38
  %t46 = mul i64 %.50, %a27
  %t47 = add i64 %t46, %t39
  %t48 = mul i64 %.50, %a36
  %t49 = add i64 %t48, %t40
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t50 = phi i64 [ %.58, %b7 ], [ %t37, %b6 ]
  %t51 = phi i64 [ %t45, %b7 ], [ %t38, %b6 ]
  %t52 = phi i64 [ %t47, %b7 ], [ %t39, %b6 ]
  %t53 = phi i64 [ %t49, %b7 ], [ %t40, %b6 ]
  br i1 %t54, label %b9, label %b10

b9:                                               ; preds = %b8
  %t50.frozen = freeze i64 %t50
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t50.frozen, %.62.frozen
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t50.frozen, %17
  %.64 = select i1 %.59, i64 %t50, i64 %.63.decomposed
  %.70 = sub i64 0, %t50
  %.71 = select i1 %.60, i64 %.70, i64 %.69
  %.72 = select i1 %.59, i64 -1, i64 %.71
  %t57 = mul i64 %.64, %a16
  %t58 = add i64 %t57, %t51
  %t59 = mul i64 %.64, %a26
  %t60 = add i64 %t59, %t52
  %t61 = mul i64 %.64, %a35
  %t62 = add i64 %t61, %t53
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t63 = phi i64 [ %.72, %b9 ], [ %t50, %b8 ]
  %t64 = phi i64 [ %t58, %b9 ], [ %t51, %b8 ]
  %t65 = phi i64 [ %t60, %b9 ], [ %t52, %b8 ]
  %t66 = phi i64 [ %t62, %b9 ], [ %t53, %b8 ]
  br i1 %t67, label %b11, label %b12

b11:                                              ; preds = %b10
  %t63.frozen = freeze i64 %t63
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t63.frozen, %.76.frozen
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t63.frozen, %18
  %.78 = select i1 %.73, i64 %t63, i64 %.77.decomposed
  %.84 = sub i64 0, %t63
  %.85 = select i1 %.74, i64 %.84, i64 %.83
  %.86 = select i1 %.73, i64 -1, i64 %.85
  %t70 = mul i64 %.78, %a15
  %t71 = add i64 %t70, %t64
  %t72 = mul i64 %.78, %a25
  %t73 = add i64 %t72, %t65
  %t74 = mul i64 %.78, %a34
  %t75 = add i64 %t74, %t66
  br label %b12

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t63, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t64, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t65, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t66, %b10 ]
  br i1 %t80, label %b13, label %b14

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed
  %.98 = sub i64 0, %t76
  %.99 = select i1 %.88, i64 %.98, i64 %.97
  %.100 = select i1 %.87, i64 -1, i64 %.99
  %t83 = mul i64 %.92, %a14
  %t84 = add i64 %t83, %t77
  %t85 = mul i64 %.92, %a24
  %t86 = add i64 %t85, %t78
  %t87 = mul i64 %.92, %a33
  %t88 = add i64 %t87, %t79
  br label %b14

b14:                                              ; preds = %b13, %b12
  %t89 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t90 = phi i64 [ %t84, %b13 ], [ %t77, %b12 ]
  %t91 = phi i64 [ %t86, %b13 ], [ %t78, %b12 ]
  %t92 = phi i64 [ %t88, %b13 ], [ %t79, %b12 ]
  br i1 %t93, label %b15, label %b16

b15:                                              ; preds = %b14
  %t89.frozen = freeze i64 %t89
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t89.frozen, %.104.frozen
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t89.frozen, %20
  %.106 = select i1 %.101, i64 %t89, i64 %.105.decomposed
  %.112 = sub i64 0, %t89
  %.113 = select i1 %.102, i64 %.112, i64 %.111
  %.114 = select i1 %.101, i64 -1, i64 %.113
  %t96 = mul i64 %.106, %a13
  %t97 = add i64 %t96, %t90
  %t98 = mul i64 %.106, %a23
  %t99 = add i64 %t98, %t91
  %t100 = mul i64 %.106, %a32
  %t101 = add i64 %t100, %t92
  br label %b16

b16:                                              ; preds = %b15, %b14
  %t102 = phi i64 [ %.114, %b15 ], [ %t89, %b14 ]
  %t103 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t104 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  %t105 = phi i64 [ %t101, %b15 ], [ %t92, %b14 ]
  br i1 %t106, label %b17, label %b18

b17:                                              ; preds = %b16
  %t107 = mul i64 %t102, %a12
  %t108 = add i64 %t103, %t107
  %t109 = mul i64 %t102, %a22
  %t110 = add i64 %t104, %t109
  %t111 = mul i64 %t102, %a31
  %t112 = add i64 %t105, %t111
  br label %b18

b18:                                              ; preds = %b17, %b16
  %t113 = phi i64 [ %t108, %b17 ], [ %t103, %b16 ]
  %t114 = phi i64 [ %t110, %b17 ], [ %t104, %b16 ]
  %t115 = phi i64 [ %t112, %b17 ], [ %t105, %b16 ]
  br i1 %t0.not, label %b20, label %b19

b19:                                              ; preds = %b18
  %t116 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t113
  %.115 = load i64, ptr addrspace(1) %t116, align 8
  br label %b20

b20:                                              ; preds = %b19, %b18
  %t118 = phi i64 [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21

b21:                                              ; preds = %b20
  %t119 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t114
  %.116 = load i64, ptr addrspace(1) %t119, align 8
  br label %b22

b22:                                              ; preds = %b21, %b20
  %t121 = phi i64 [ %.116, %b21 ], [ %a21, %b20 ]
  %t122 = add i64 %t121, %t118
  %t123 = getelementptr inbounds i64, ptr addrspace(1) %a30, i64 %t115
  store i64 %t122, ptr addrspace(1) %t123, align 8
  %t124 = add i64 %t132, %t12
  %t14 = icmp slt i64 %t124, %a0
  br i1 %t14, label %b2, label %b23

b23:                                              ; preds = %b22, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, float %a4, ptr addrspace(1) readonly %a5, float %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #0 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null
  %t1.not = icmp eq ptr addrspace(1) %a3, null
  %t2.not = icmp eq ptr addrspace(1) %a5, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t4 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t6 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t10 = sext i32 %.16 to i64
  %t11 = mul nsw i64 %t8, %t6
  %t12 = add nsw i64 %t11, %t4
  %t13 = mul nsw i64 %t10, %t8
  %t151 = icmp slt i64 %t12, %a0
  br i1 %t151, label %b2, label %b9

b2:                                               ; preds = %entry, %b8
  %t142 = phi i64 [ %t31, %b8 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t142
  %.17 = load float, ptr addrspace(1) %t16, align 4
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t18 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t142
  %.18 = load float, ptr addrspace(1) %t19, align 4
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t21 = phi float [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t142
  %.19 = load float, ptr addrspace(1) %t22, align 4
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t24 = phi float [ %.19, %b7 ], [ %a6, %b6 ]
  %t26 = fmul float %t18, 4.000000e+00
  %0 = insertelement <2 x float> poison, float %t21, i64 0
  %1 = insertelement <2 x float> %0, float %t26, i64 1
  %2 = insertelement <2 x float> %0, float %t24, i64 1
  %3 = fmul <2 x float> %1, %2
  %shift = shufflevector <2 x float> %3, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %4 = fsub <2 x float> %3, %shift
  %t28 = extractelement <2 x float> %4, i64 0
  %.20 = fcmp olt float %t28, 0x39F0000000000000
  %.21 = fmul float %t28, 0x41F0000000000000
  %.22 = select i1 %.20, float %.21, float %t28
  %.23 = tail call float @llvm.amdgcn.sqrt.f32(float %.22)
  %.24 = bitcast float %.23 to i32
  %.25 = add i32 %.24, -1
  %.26 = bitcast i32 %.25 to float
  %.27 = fneg float %.26
  %.28 = tail call float @llvm.fma.f32(float %.27, float %.23, float %.22)
  %.29 = add i32 %.24, 1
  %.30 = bitcast i32 %.29 to float
  %.31 = fneg float %.30
  %.32 = tail call float @llvm.fma.f32(float %.31, float %.23, float %.22)
  %.33 = fcmp ole float %.28, 0.000000e+00
  %.34 = select i1 %.33, float %.26, float %.23
  %.35 = fcmp ogt float %.32, 0.000000e+00
  %.36 = select i1 %.35, float %.30, float %.34
  %.37 = fmul float %.36, 0x3EF0000000000000
  %.38 = select i1 %.20, float %.37, float %.36
  %.39 = fcmp oeq float %.22, 0.000000e+00
  %.40 = fcmp oeq float %.22, 0x7FF0000000000000
  %.41 = or i1 %.39, %.40
  %.42 = select i1 %.41, float %.22, float %.38
  %t30 = getelementptr inbounds float, ptr addrspace(1) %a7, i64 %t142
  store float %.42, ptr addrspace(1) %t30, align 4
  %t31 = add i64 %t142, %t13
  %t15 = icmp slt i64 %t31, %a0
  br i1 %t15, label %b2, label %b9

b9:                                               ; preds = %b8, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, float %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null
  %t1.not = icmp eq ptr addrspace(1) %a20, null
  %t2.not = icmp eq ptr addrspace(1) %a30, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t4 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t6 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t10 = sext i32 %.16 to i64
  %t11 = mul nsw i64 %t8, %t6
  %t12 = add nsw i64 %t11, %t4
  %t13 = mul nsw i64 %t10, %t8
  %t154 = icmp slt i64 %t12, %a0
  br i1 %t154, label %b2.lr.ph, label %b25

b2.lr.ph:                                         ; preds = %entry
  %t16 = icmp sgt i64 %a1, 7
  %.17 = icmp eq i64 %a9, 0
  %.18 = icmp eq i64 %a9, -1
  %0 = add i64 %a9, 1
  %1 = icmp ult i64 %0, 2
  %.20 = select i1 %1, i64 1, i64 %a9
  %t32 = icmp sgt i64 %a1, 6
  %.31 = icmp eq i64 %a8, 0
  %.32 = icmp eq i64 %a8, -1
  %2 = add i64 %a8, 1
  %3 = icmp ult i64 %2, 2
  %.34 = select i1 %3, i64 1, i64 %a8
  %t48 = icmp sgt i64 %a1, 5
  %.45 = icmp eq i64 %a7, 0
  %.46 = icmp eq i64 %a7, -1
  %4 = add i64 %a7, 1
  %5 = icmp ult i64 %4, 2
  %.48 = select i1 %5, i64 1, i64 %a7
  %t64 = icmp sgt i64 %a1, 4
  %.59 = icmp eq i64 %a6, 0
  %.60 = icmp eq i64 %a6, -1
  %6 = add i64 %a6, 1
  %7 = icmp ult i64 %6, 2
  %.62 = select i1 %7, i64 1, i64 %a6
  %t80 = icmp sgt i64 %a1, 3
  %.73 = icmp eq i64 %a5, 0
  %.74 = icmp eq i64 %a5, -1
  %8 = add i64 %a5, 1
  %9 = icmp ult i64 %8, 2
  %.76 = select i1 %9, i64 1, i64 %a5
  %t96 = icmp sgt i64 %a1, 2
  %.87 = icmp eq i64 %a4, 0
  %.88 = icmp eq i64 %a4, -1
  %10 = add i64 %a4, 1
  %11 = icmp ult i64 %10, 2
  %.90 = select i1 %11, i64 1, i64 %a4
  %t112 = icmp sgt i64 %a1, 1
  %.101 = icmp eq i64 %a3, 0
  %.102 = icmp eq i64 %a3, -1
  %12 = add i64 %a3, 1
  %13 = icmp ult i64 %12, 2
  %.104 = select i1 %13, i64 1, i64 %a3
  %t128 = icmp sgt i64 %a1, 0
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %b24
  %t145 = phi i64 [ %t12, %b2.lr.ph ], [ %t156, %b24 ]
  br i1 %t16, label %b3, label %b4

b3:                                               ; preds = %b2
  %t145.frozen = freeze i64 %t145
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t145.frozen, %.20.frozen
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t145.frozen, %14
  %.22 = select i1 %.17, i64 %t145, i64 %.21.decomposed
  %.28 = sub i64 0, %t145
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t19 = mul i64 %.22, %a19
  %t21 = mul i64 %.22, %a29
  %t23 = mul i64 %.22, %a39
  %t25 = mul i64 %.22, %a48
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t27 = phi i64 [ %.30, %b3 ], [ %t145, %b2 ]
  %t28 = phi i64 [ %t19, %b3 ], [ 0, %b2 ]
  %t29 = phi i64 [ %t21, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t23, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  br i1 %t32, label %b5, label %b6

b5:                                               ; preds = %b4
  %t27.frozen = freeze i64 %t27
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t27.frozen, %.34.frozen
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t27.frozen, %15
  %.36 = select i1 %.31, i64 %t27, i64 %.35.decomposed
  %.42 = sub i64 0, %t27
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t35 = mul i64 %.36, %a18
  %t36 = add i64 %t35, %t28
  %t37 = mul i64 %.36, %a28
  %t38 = add i64 %t37, %t29
  %t39 = mul i64 %.36, %a38
  %t40 = add i64 %t39, %t30
  %t41 = mul i64 %.36, %a47
  %t42 = add i64 %t41, %t31
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t43 = phi i64 [ %.44, %b5 ], [ %t27, %b4 ]
  %t44 = phi i64 [ %t36, %b5 ], [ %t28, %b4 ]
  %t45 = phi i64 [ %t38, %b5 ], [ %t29, %b4 ]
  %t46 = phi i64 [ %t40, %b5 ], [ %t30, %b4 ]
  %t47 = phi i64 [ %t42, %b5 ], [ %t31, %b4 ]
  br i1 %t48, label %b7, label %b8

b7:                                               ; preds = %b6
  %t43.frozen = freeze i64 %t43
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t43.frozen, %.48.frozen
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t43.frozen, %16
  %.50 = select i1 %.45, i64 %t43, i64 %.49.decomposed
  %.56 = sub i64 0, %t43
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t51 = mul i64 %.50, %a17
  %t52 = add i64 %t51, %t44
  %t53 = mul i64 %.50, %a27
  %t54 = add i64 %t53, %t45
  %t55 = mul i64 %.50, %a37
  %t56 = add i64 %t55, %t46
  %t57 = mul i64 %.50, %a46
  %t58 = add i64 %t57, %t47
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t59 = phi i64 [ %.58, %b7 ], [ %t43, %b6 ]
  %t60 = phi i64 [ %t52, %b7 ], [ %t44, %b6 ]
  %t61 = phi i64 [ %t54, %b7 ], [ %t45, %b6 ]
  %t62 = phi i64 [ %t56, %b7 ], [ %t46, %b6 ]
  %t63 = phi i64 [ %t58, %b7 ], [ %t47, %b6 ]
  br i1 %t64, label %b9, label %b10

b9:                                               ; preds = %b8
  %t59.frozen = freeze i64 %t59
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t59.frozen, %.62.frozen
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t59.frozen, %17
  %.64 = select i1 %.59, i64 %t59, i64 %.63.decomposed
  %.70 = sub i64 0, %t59
  %.71 = select i1 %.60, i64 %.70, i64 %.69
  %.72 = select i1 %.59, i64 -1, i64 %.71
  %t67 = mul i64 %.64, %a16
  %t68 = add i64 %t67, %t60
  %t69 = mul i64 %.64, %a26
  %t70 = add i64 %t69, %t61
  %t71 = mul i64 %.64, %a36
  %t72 = add i64 %t71, %t62
  %t73 = mul i64 %.64, %a45
  %t74 = add i64 %t73, %t63
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t75 = phi i64 [ %.72, %b9 ], [ %t59, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t60, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t61, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t62, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t63, %b8 ]
  br i1 %t80, label %b11, label %b12

b11:                                              ; preds = %b10
  %t75.frozen = freeze i64 %t75
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t75.frozen, %.76.frozen
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t75.frozen, %18
  %.78 = select i1 %.73, i64 %t75, i64 %.77.decomposed
  %.84 = sub i64 0, %t75
  %.85 = select i1 %.74, i64 %.84, i64 %.83
  %.86 = select i1 %.73, i64 -1, i64 %.85
  %t83 = mul i64 %.78, %a15
  %t84 = add i64 %t83, %t76
  %t85 = mul i64 %.78, %a25
  %t86 = add i64 %t85, %t77
  %t87 = mul i64 %.78, %a35
  %t88 = add i64 %t87, %t78
  %t89 = mul i64 %.78, %a44
  %t90 = add i64 %t89, %t79
  br label %b12

b12:                                              ; preds = %b11, %b10
  %t91 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t92 = phi i64 [ %t84, %b11 ], [ %t76, %b10 ]
  %t93 = phi i64 [ %t86, %b11 ], [ %t77, %b10 ]
  %t94 = phi i64 [ %t88, %b11 ], [ %t78, %b10 ]
  %t95 = phi i64 [ %t90, %b11 ], [ %t79, %b10 ]
  br i1 %t96, label %b13, label %b14

b13:                                              ; preds = %b12
  %t91.frozen = freeze i64 %t91
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t91.frozen, %.90.frozen
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t91.frozen, %19
  %.92 = select i1 %.87, i64 %t91, i64 %.91.decomposed
  %.98 = sub i64 0, %t91
  %.99 = select i1 %.88, i64 %.98, i64 %.97
  %.100 = select i1 %.87, i64 -1, i64 %.99
  %t99 = mul i64 %.92, %a14
  %t100 = add i64 %t99, %t92
  %t101 = mul i64 %.92, %a24
  %t102 = add i64 %t101, %t93
  %t103 = mul i64 %.92, %a34
  %t104 = add i64 %t103, %t94
  %t105 = mul i64 %.92, %a43
  %t106 = add i64 %t105, %t95
  br label %b14

b14:                                              ; preds = %b13, %b12
  %t107 = phi i64 [ %.100, %b13 ], [ %t91, %b12 ]
  %t108 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t109 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t110 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  %t111 = phi i64 [ %t106, %b13 ], [ %t95, %b12 ]
  br i1 %t112, label %b15, label %b16

b15:                                              ; preds = %b14
  %t107.frozen = freeze i64 %t107
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t107.frozen, %.104.frozen
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t107.frozen, %20
  %.106 = select i1 %.101, i64 %t107, i64 %.105.decomposed
  %.112 = sub i64 0, %t107
  %.113 = select i1 %.102, i64 %.112, i64 %.111
  %.114 = select i1 %.101, i64 -1, i64 %.113
  %t115 = mul i64 %.106, %a13
  %t116 = add i64 %t115, %t108
  %t117 = mul i64 %.106, %a23
  %t118 = add i64 %t117, %t109
  %t119 = mul i64 %.106, %a33
  %t120 = add i64 %t119, %t110
  %t121 = mul i64 %.106, %a42
  %t122 = add i64 %t121, %t111
  br label %b16

b16:                                              ; preds = %b15, %b14
  %t123 = phi i64 [ %.114, %b15 ], [ %t107, %b14 ]
  %t124 = phi i64 [ %t116, %b15 ], [ %t108, %b14 ]
  %t125 = phi i64 [ %t118, %b15 ], [ %t109, %b14 ]
  %t126 = phi i64 [ %t120, %b15 ], [ %t110, %b14 ]
  %t127 = phi i64 [ %t122, %b15 ], [ %t111, %b14 ]
  br i1 %t128, label %b17, label %b18

b17:                                              ; preds = %b16
  %t129 = mul i64 %t123, %a12
  %t130 = add i64 %t124, %t129
  %t131 = mul i64 %t123, %a22
  %t132 = add i64 %t125, %t131
  %t133 = mul i64 %t123, %a32
  %t134 = add i64 %t126, %t133
  %t135 = mul i64 %t123, %a41
  %t136 = add i64 %t127, %t135
  br label %b18

b18:                                              ; preds = %b17, %b16
  %t137 = phi i64 [ %t130, %b17 ], [ %t124, %b16 ]
  %t138 = phi i64 [ %t132, %b17 ], [ %t125, %b16 ]
  %t139 = phi i64 [ %t134, %b17 ], [ %t126, %b16 ]
  %t140 = phi i64 [ %t136, %b17 ], [ %t127, %b16 ]
  br i1 %t0.not, label %b20, label %b19

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t137
  %.115 = load float, ptr addrspace(1) %t141, align 4
  br label %b20

b20:                                              ; preds = %b19, %b18
  %t143 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t138
  %.116 = load float, ptr addrspace(1) %t144, align 4
  br label %b22

b22:                                              ; preds = %b21, %b20
  %t146 = phi float [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23

b23:                                              ; preds = %b22
  %t147 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t139
  %.117 = load float, ptr addrspace(1) %t147, align 4
  br label %b24

b24:                                              ; preds = %b23, %b22
  %t149 = phi float [ %.117, %b23 ], [ %a31, %b22 ]
  %t151 = fmul float %t143, 4.000000e+00
  %21 = insertelement <2 x float> poison, float %t146, i64 0
  %22 = insertelement <2 x float> %21, float %t151, i64 1
  %23 = insertelement <2 x float> %21, float %t149, i64 1
  %24 = fmul <2 x float> %22, %23
  %shift = shufflevector <2 x float> %24, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %25 = fsub <2 x float> %24, %shift
  %t153 = extractelement <2 x float> %25, i64 0
  %.118 = fcmp olt float %t153, 0x39F0000000000000
  %.119 = fmul float %t153, 0x41F0000000000000
  %.120 = select i1 %.118, float %.119, float %t153
  %.121 = tail call float @llvm.amdgcn.sqrt.f32(float %.120)
  %.122 = bitcast float %.121 to i32
  %.123 = add i32 %.122, -1
  %.124 = bitcast i32 %.123 to float
  %.125 = fneg float %.124
  %.126 = tail call float @llvm.fma.f32(float %.125, float %.121, float %.120)
  %.127 = add i32 %.122, 1
  %.128 = bitcast i32 %.127 to float
  %.129 = fneg float %.128
  %.130 = tail call float @llvm.fma.f32(float %.129, float %.121, float %.120)
  %.131 = fcmp ole float %.126, 0.000000e+00
  %.132 = select i1 %.131, float %.124, float %.121
  %.133 = fcmp ogt float %.130, 0.000000e+00
  %.134 = select i1 %.133, float %.128, float %.132
  %.135 = fmul float %.134, 0x3EF0000000000000
  %.136 = select i1 %.118, float %.135, float %.134
  %.137 = fcmp oeq float %.120, 0.000000e+00
  %.138 = fcmp oeq float %.120, 0x7FF0000000000000
  %.139 = or i1 %.137, %.138
  %.140 = select i1 %.139, float %.120, float %.136
  %t155 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t140
  store float %.140, ptr addrspace(1) %t155, align 4
  %t156 = add i64 %t145, %t13
  %t15 = icmp slt i64 %t156, %a0
  br i1 %t15, label %b2, label %b25

b25:                                              ; preds = %b24, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) readonly %a5, double %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #0 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null
  %t1.not = icmp eq ptr addrspace(1) %a3, null
  %t2.not = icmp eq ptr addrspace(1) %a5, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t4 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t6 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t10 = sext i32 %.16 to i64
  %t11 = mul nsw i64 %t8, %t6
  %t12 = add nsw i64 %t11, %t4
  %t13 = mul nsw i64 %t10, %t8
  %t151 = icmp slt i64 %t12, %a0
  br i1 %t151, label %b2, label %b9

b2:                                               ; preds = %entry, %b8
  %t142 = phi i64 [ %t31, %b8 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t142
  %.17 = load double, ptr addrspace(1) %t16, align 8
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t18 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t142
  %.18 = load double, ptr addrspace(1) %t19, align 8
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t21 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t142
  %.19 = load double, ptr addrspace(1) %t22, align 8
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t24 = phi double [ %.19, %b7 ], [ %a6, %b6 ]
  %t25 = fmul double %t21, %t21
  %t26 = fmul double %t18, 4.000000e+00
  %t27 = fmul double %t26, %t24
  %t28 = fsub double %t25, %t27
  %.20 = fcmp olt double %t28, 0x1000000000000000
  %.21 = fmul double %t28, 0x4FF0000000000000
  %.22 = select i1 %.20, double %.21, double %t28
  %.23 = tail call double @llvm.amdgcn.rsq.f64(double %.22)
  %.24 = fmul double %.22, %.23
  %.25 = fmul double %.23, 5.000000e-01
  %.26 = fneg double %.25
  %.27 = tail call double @llvm.fma.f64(double %.26, double %.24, double 5.000000e-01)
  %.28 = tail call double @llvm.fma.f64(double %.25, double %.27, double %.25)
  %.29 = tail call double @llvm.fma.f64(double %.24, double %.27, double %.24)
  %.30 = fneg double %.29
  %.31 = tail call double @llvm.fma.f64(double %.30, double %.29, double %.22)
  %.32 = tail call double @llvm.fma.f64(double %.31, double %.28, double %.29)
  %.33 = fneg double %.32
  %.34 = tail call double @llvm.fma.f64(double %.33, double %.32, double %.22)
  %.35 = tail call double @llvm.fma.f64(double %.34, double %.28, double %.32)
  %.36 = fmul double %.35, 0x37F0000000000000
  %.37 = select i1 %.20, double %.36, double %.35
  %.38 = fcmp oeq double %.22, 0.000000e+00
  %.39 = fcmp oeq double %.22, 0x7FF0000000000000
  %.40 = or i1 %.38, %.39
  %.41 = select i1 %.40, double %.22, double %.37
  %t30 = getelementptr inbounds double, ptr addrspace(1) %a7, i64 %t142
  store double %.41, ptr addrspace(1) %t30, align 8
  %t31 = add i64 %t142, %t13
  %t15 = icmp slt i64 %t31, %a0
  br i1 %t15, label %b2, label %b9

b9:                                               ; preds = %b8, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, double %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null
  %t1.not = icmp eq ptr addrspace(1) %a20, null
  %t2.not = icmp eq ptr addrspace(1) %a30, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t4 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t6 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t10 = sext i32 %.16 to i64
  %t11 = mul nsw i64 %t8, %t6
  %t12 = add nsw i64 %t11, %t4
  %t13 = mul nsw i64 %t10, %t8
  %t154 = icmp slt i64 %t12, %a0
  br i1 %t154, label %b2.lr.ph, label %b25

b2.lr.ph:                                         ; preds = %entry
  %t16 = icmp sgt i64 %a1, 7
  %.17 = icmp eq i64 %a9, 0
  %.18 = icmp eq i64 %a9, -1
  %0 = add i64 %a9, 1
  %1 = icmp ult i64 %0, 2
  %.20 = select i1 %1, i64 1, i64 %a9
  %t32 = icmp sgt i64 %a1, 6
  %.31 = icmp eq i64 %a8, 0
  %.32 = icmp eq i64 %a8, -1
  %2 = add i64 %a8, 1
  %3 = icmp ult i64 %2, 2
  %.34 = select i1 %3, i64 1, i64 %a8
  %t48 = icmp sgt i64 %a1, 5
  %.45 = icmp eq i64 %a7, 0
  %.46 = icmp eq i64 %a7, -1
  %4 = add i64 %a7, 1
  %5 = icmp ult i64 %4, 2
  %.48 = select i1 %5, i64 1, i64 %a7
  %t64 = icmp sgt i64 %a1, 4
  %.59 = icmp eq i64 %a6, 0
  %.60 = icmp eq i64 %a6, -1
  %6 = add i64 %a6, 1
  %7 = icmp ult i64 %6, 2
  %.62 = select i1 %7, i64 1, i64 %a6
  %t80 = icmp sgt i64 %a1, 3
  %.73 = icmp eq i64 %a5, 0
  %.74 = icmp eq i64 %a5, -1
  %8 = add i64 %a5, 1
  %9 = icmp ult i64 %8, 2
  %.76 = select i1 %9, i64 1, i64 %a5
  %t96 = icmp sgt i64 %a1, 2
  %.87 = icmp eq i64 %a4, 0
  %.88 = icmp eq i64 %a4, -1
  %10 = add i64 %a4, 1
  %11 = icmp ult i64 %10, 2
  %.90 = select i1 %11, i64 1, i64 %a4
  %t112 = icmp sgt i64 %a1, 1
  %.101 = icmp eq i64 %a3, 0
  %.102 = icmp eq i64 %a3, -1
  %12 = add i64 %a3, 1
  %13 = icmp ult i64 %12, 2
  %.104 = select i1 %13, i64 1, i64 %a3
  %t128 = icmp sgt i64 %a1, 0
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %b24
  %t145 = phi i64 [ %t12, %b2.lr.ph ], [ %t156, %b24 ]
  br i1 %t16, label %b3, label %b4

b3:                                               ; preds = %b2
  %t145.frozen = freeze i64 %t145
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t145.frozen, %.20.frozen
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t145.frozen, %14
  %.22 = select i1 %.17, i64 %t145, i64 %.21.decomposed
  %.28 = sub i64 0, %t145
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t19 = mul i64 %.22, %a19
  %t21 = mul i64 %.22, %a29
  %t23 = mul i64 %.22, %a39
  %t25 = mul i64 %.22, %a48
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t27 = phi i64 [ %.30, %b3 ], [ %t145, %b2 ]
  %t28 = phi i64 [ %t19, %b3 ], [ 0, %b2 ]
  %t29 = phi i64 [ %t21, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t23, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  br i1 %t32, label %b5, label %b6

b5:                                               ; preds = %b4
  %t27.frozen = freeze i64 %t27
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t27.frozen, %.34.frozen
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t27.frozen, %15
  %.36 = select i1 %.31, i64 %t27, i64 %.35.decomposed
  %.42 = sub i64 0, %t27
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t35 = mul i64 %.36, %a18
  %t36 = add i64 %t35, %t28
  %t37 = mul i64 %.36, %a28
  %t38 = add i64 %t37, %t29
  %t39 = mul i64 %.36, %a38
  %t40 = add i64 %t39, %t30
  %t41 = mul i64 %.36, %a47
  %t42 = add i64 %t41, %t31
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t43 = phi i64 [ %.44, %b5 ], [ %t27, %b4 ]
  %t44 = phi i64 [ %t36, %b5 ], [ %t28, %b4 ]
  %t45 = phi i64 [ %t38, %b5 ], [ %t29, %b4 ]
  %t46 = phi i64 [ %t40, %b5 ], [ %t30, %b4 ]
  %t47 = phi i64 [ %t42, %b5 ], [ %t31, %b4 ]
  br i1 %t48, label %b7, label %b8

b7:                                               ; preds = %b6
  %t43.frozen = freeze i64 %t43
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t43.frozen, %.48.frozen
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t43.frozen, %16
  %.50 = select i1 %.45, i64 %t43, i64 %.49.decomposed
  %.56 = sub i64 0, %t43
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t51 = mul i64 %.50, %a17
  %t52 = add i64 %t51, %t44
  %t53 = mul i64 %.50, %a27
  %t54 = add i64 %t53, %t45
  %t55 = mul i64 %.50, %a37
  %t56 = add i64 %t55, %t46
  %t57 = mul i64 %.50, %a46
  %t58 = add i64 %t57, %t47
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t59 = phi i64 [ %.58, %b7 ], [ %t43, %b6 ]
  %t60 = phi i64 [ %t52, %b7 ], [ %t44, %b6 ]
  %t61 = phi i64 [ %t54, %b7 ], [ %t45, %b6 ]
  %t62 = phi i64 [ %t56, %b7 ], [ %t46, %b6 ]
  %t63 = phi i64 [ %t58, %b7 ], [ %t47, %b6 ]
  br i1 %t64, label %b9, label %b10

b9:                                               ; preds = %b8
  %t59.frozen = freeze i64 %t59
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t59.frozen, %.62.frozen
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t59.frozen, %17
  %.64 = select i1 %.59, i64 %t59, i64 %.63.decomposed
  %.70 = sub i64 0, %t59
  %.71 = select i1 %.60, i64 %.70, i64 %.69
  %.72 = select i1 %.59, i64 -1, i64 %.71
  %t67 = mul i64 %.64, %a16
  %t68 = add i64 %t67, %t60
  %t69 = mul i64 %.64, %a26
  %t70 = add i64 %t69, %t61
  %t71 = mul i64 %.64, %a36
  %t72 = add i64 %t71, %t62
  %t73 = mul i64 %.64, %a45
  %t74 = add i64 %t73, %t63
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t75 = phi i64 [ %.72, %b9 ], [ %t59, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t60, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t61, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t62, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t63, %b8 ]
  br i1 %t80, label %b11, label %b12

b11:                                              ; preds = %b10
  %t75.frozen = freeze i64 %t75
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t75.frozen, %.76.frozen
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t75.frozen, %18
  %.78 = select i1 %.73, i64 %t75, i64 %.77.decomposed
  %.84 = sub i64 0, %t75
  %.85 = select i1 %.74, i64 %.84, i64 %.83
  %.86 = select i1 %.73, i64 -1, i64 %.85
  %t83 = mul i64 %.78, %a15
  %t84 = add i64 %t83, %t76
  %t85 = mul i64 %.78, %a25
  %t86 = add i64 %t85, %t77
  %t87 = mul i64 %.78, %a35
  %t88 = add i64 %t87, %t78
  %t89 = mul i64 %.78, %a44
  %t90 = add i64 %t89, %t79
  br label %b12

b12:                                              ; preds = %b11, %b10
  %t91 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t92 = phi i64 [ %t84, %b11 ], [ %t76, %b10 ]
  %t93 = phi i64 [ %t86, %b11 ], [ %t77, %b10 ]
  %t94 = phi i64 [ %t88, %b11 ], [ %t78, %b10 ]
  %t95 = phi i64 [ %t90, %b11 ], [ %t79, %b10 ]
  br i1 %t96, label %b13, label %b14

b13:                                              ; preds = %b12
  %t91.frozen = freeze i64 %t91
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t91.frozen, %.90.frozen
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t91.frozen, %19
  %.92 = select i1 %.87, i64 %t91, i64 %.91.decomposed
  %.98 = sub i64 0, %t91
  %.99 = select i1 %.88, i64 %.98, i64 %.97
  %.100 = select i1 %.87, i64 -1, i64 %.99
  %t99 = mul i64 %.92, %a14
  %t100 = add i64 %t99, %t92
  %t101 = mul i64 %.92, %a24
  %t102 = add i64 %t101, %t93
  %t103 = mul i64 %.92, %a34
  %t104 = add i64 %t103, %t94
  %t105 = mul i64 %.92, %a43
  %t106 = add i64 %t105, %t95
  br label %b14

b14:                                              ; preds = %b13, %b12
  %t107 = phi i64 [ %.100, %b13 ], [ %t91, %b12 ]
  %t108 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t109 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t110 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  %t111 = phi i64 [ %t106, %b13 ], [ %t95, %b12 ]
  br i1 %t112, label %b15, label %b16

b15:                                              ; preds = %b14
  %t107.frozen = freeze i64 %t107
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t107.frozen, %.104.frozen
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t107.frozen, %20
  %.106 = select i1 %.101, i64 %t107, i64 %.105.decomposed
  %.112 = sub i64 0, %t107
  %.113 = select i1 %.102, i64 %.112, i64 %.111
  %.114 = select i1 %.101, i64 -1, i64 %.113
  %t115 = mul i64 %.106, %a13
  %t116 = add i64 %t115, %t108
  %t117 = mul i64 %.106, %a23
  %t118 = add i64 %t117, %t109
  %t119 = mul i64 %.106, %a33
  %t120 = add i64 %t119, %t110
  %t121 = mul i64 %.106, %a42
  %t122 = add i64 %t121, %t111
  br label %b16

b16:                                              ; preds = %b15, %b14
  %t123 = phi i64 [ %.114, %b15 ], [ %t107, %b14 ]
  %t124 = phi i64 [ %t116, %b15 ], [ %t108, %b14 ]
  %t125 = phi i64 [ %t118, %b15 ], [ %t109, %b14 ]
  %t126 = phi i64 [ %t120, %b15 ], [ %t110, %b14 ]
  %t127 = phi i64 [ %t122, %b15 ], [ %t111, %b14 ]
  br i1 %t128, label %b17, label %b18

b17:                                              ; preds = %b16
  %t129 = mul i64 %t123, %a12
  %t130 = add i64 %t124, %t129
  %t131 = mul i64 %t123, %a22
  %t132 = add i64 %t125, %t131
  %t133 = mul i64 %t123, %a32
  %t134 = add i64 %t126, %t133
  %t135 = mul i64 %t123, %a41
  %t136 = add i64 %t127, %t135
  br label %b18

b18:                                              ; preds = %b17, %b16
  %t137 = phi i64 [ %t130, %b17 ], [ %t124, %b16 ]
  %t138 = phi i64 [ %t132, %b17 ], [ %t125, %b16 ]
  %t139 = phi i64 [ %t134, %b17 ], [ %t126, %b16 ]
  %t140 = phi i64 [ %t136, %b17 ], [ %t127, %b16 ]
  br i1 %t0.not, label %b20, label %b19

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t137
  %.115 = load double, ptr addrspace(1) %t141, align 8
  br label %b20

b20:                                              ; preds = %b19, %b18
  %t143 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t138
  %.116 = load double, ptr addrspace(1) %t144, align 8
  br label %b22

b22:                                              ; preds = %b21, %b20
  %t146 = phi double [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23

b23:                                              ; preds = %b22
  %t147 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t139
  %.117 = load double, ptr addrspace(1) %t147, align 8
  br label %b24

b24:                                              ; preds = %b23, %b22
  %t149 = phi double [ %.117, %b23 ], [ %a31, %b22 ]
  %t150 = fmul double %t146, %t146
  %t151 = fmul double %t143, 4.000000e+00
  %t152 = fmul double %t151, %t149
  %t153 = fsub double %t150, %t152
  %.118 = fcmp olt double %t153, 0x1000000000000000
  %.119 = fmul double %t153, 0x4FF0000000000000
  %.120 = select i1 %.118, double %.119, double %t153
  %.121 = tail call double @llvm.amdgcn.rsq.f64(double %.120)
  %.122 = fmul double %.120, %.121
  %.123 = fmul double %.121, 5.000000e-01
  %.124 = fneg double %.123
  %.125 = tail call double @llvm.fma.f64(double %.124, double %.122, double 5.000000e-01)
  %.126 = tail call double @llvm.fma.f64(double %.123, double %.125, double %.123)
  %.127 = tail call double @llvm.fma.f64(double %.122, double %.125, double %.122)
  %.128 = fneg double %.127
  %.129 = tail call double @llvm.fma.f64(double %.128, double %.127, double %.120)
  %.130 = tail call double @llvm.fma.f64(double %.129, double %.126, double %.127)
  %.131 = fneg double %.130
  %.132 = tail call double @llvm.fma.f64(double %.131, double %.130, double %.120)
  %.133 = tail call double @llvm.fma.f64(double %.132, double %.126, double %.130)
  %.134 = fmul double %.133, 0x37F0000000000000
  %.135 = select i1 %.118, double %.134, double %.133
  %.136 = fcmp oeq double %.120, 0.000000e+00
  %.137 = fcmp oeq double %.120, 0x7FF0000000000000
  %.138 = or i1 %.136, %.137
  %.139 = select i1 %.138, double %.120, double %.135
  %t155 = getelementptr inbounds double, ptr addrspace(1) %a40, i64 %t140
  store double %.139, ptr addrspace(1) %t155, align 8
  %t156 = add i64 %t145, %t13
  %t15 = icmp slt i64 %t156, %a0
  br i1 %t15, label %b2, label %b25

b25:                                              ; preds = %b24, %entry
  ret void
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

!0 = !{}
