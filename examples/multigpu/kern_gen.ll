; kern module github.com/kernlab/kern/examples/multigpu (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fmultigpu_2eDiscriminant_5bfloat32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, float %a4, ptr addrspace(1) readonly %a5, float %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #0 {
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
  %0 = fmul float %t18, -4.000000e+00
  %t27 = fmul float %0, %t24
  %t28 = tail call float @llvm.fma.f32(float %t21, float %t21, float %t27)
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fmultigpu_2eDiscriminant_5bfloat32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, float %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 {
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
  %t14 = icmp sgt i64 %a1, 7
  %t15 = icmp sgt i64 %a1, 6
  %t16 = icmp sgt i64 %a1, 5
  %t17 = icmp sgt i64 %a1, 4
  %t18 = icmp sgt i64 %a1, 3
  %t19 = icmp sgt i64 %a1, 2
  %t20 = icmp sgt i64 %a1, 1
  %t21 = icmp sgt i64 %a1, 0
  %t231 = icmp slt i64 %t12, %a0
  br i1 %t231, label %b2.lr.ph, label %b25

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
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %b24
  %t222 = phi i64 [ %t12, %b2.lr.ph ], [ %t152, %b24 ]
  br i1 %t14, label %b3, label %b4

b3:                                               ; preds = %b2
  %t222.frozen = freeze i64 %t222
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t222.frozen, %.20.frozen
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t222.frozen, %14
  %.22 = select i1 %.17, i64 %t222, i64 %.21.decomposed
  %.28 = sub i64 0, %t222
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t26 = mul i64 %.22, %a19
  %t27 = mul i64 %.22, %a29
  %t28 = mul i64 %.22, %a39
  %t29 = mul i64 %.22, %a48
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t30 = phi i64 [ %.30, %b3 ], [ %t222, %b2 ]
  %t31 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6

b5:                                               ; preds = %b4
  %t30.frozen = freeze i64 %t30
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t30.frozen, %.34.frozen
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t30.frozen, %15
  %.36 = select i1 %.31, i64 %t30, i64 %.35.decomposed
  %.42 = sub i64 0, %t30
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t37 = mul i64 %.36, %a18
  %t38 = add i64 %t37, %t31
  %t39 = mul i64 %.36, %a28
  %t40 = add i64 %t39, %t32
  %t41 = mul i64 %.36, %a38
  %t42 = add i64 %t41, %t33
  %t43 = mul i64 %.36, %a47
  %t44 = add i64 %t43, %t34
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t45 = phi i64 [ %.44, %b5 ], [ %t30, %b4 ]
  %t46 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t42, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t44, %b5 ], [ %t34, %b4 ]
  br i1 %t16, label %b7, label %b8

b7:                                               ; preds = %b6
  %t45.frozen = freeze i64 %t45
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t45.frozen, %.48.frozen
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t45.frozen, %16
  %.50 = select i1 %.45, i64 %t45, i64 %.49.decomposed
  %.56 = sub i64 0, %t45
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t52 = mul i64 %.50, %a17
  %t53 = add i64 %t52, %t46
  %t54 = mul i64 %.50, %a27
  %t55 = add i64 %t54, %t47
  %t56 = mul i64 %.50, %a37
  %t57 = add i64 %t56, %t48
  %t58 = mul i64 %.50, %a46
  %t59 = add i64 %t58, %t49
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %.58, %b7 ], [ %t45, %b6 ]
  %t61 = phi i64 [ %t53, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t55, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t57, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t59, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10

b9:                                               ; preds = %b8
  %t60.frozen = freeze i64 %t60
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t60.frozen, %.62.frozen
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t60.frozen, %17
  %.64 = select i1 %.59, i64 %t60, i64 %.63.decomposed
  %.70 = sub i64 0, %t60
  %.71 = select i1 %.60, i64 %.70, i64 %.69
  %.72 = select i1 %.59, i64 -1, i64 %.71
  %t67 = mul i64 %.64, %a16
  %t68 = add i64 %t67, %t61
  %t69 = mul i64 %.64, %a26
  %t70 = add i64 %t69, %t62
  %t71 = mul i64 %.64, %a36
  %t72 = add i64 %t71, %t63
  %t73 = mul i64 %.64, %a45
  %t74 = add i64 %t73, %t64
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t75 = phi i64 [ %.72, %b9 ], [ %t60, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t61, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t62, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t63, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t64, %b8 ]
  br i1 %t18, label %b11, label %b12

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
  %t82 = mul i64 %.78, %a15
  %t83 = add i64 %t82, %t76
  %t84 = mul i64 %.78, %a25
  %t85 = add i64 %t84, %t77
  %t86 = mul i64 %.78, %a35
  %t87 = add i64 %t86, %t78
  %t88 = mul i64 %.78, %a44
  %t89 = add i64 %t88, %t79
  br label %b12

b12:                                              ; preds = %b11, %b10
  %t90 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t91 = phi i64 [ %t83, %b11 ], [ %t76, %b10 ]
  %t92 = phi i64 [ %t85, %b11 ], [ %t77, %b10 ]
  %t93 = phi i64 [ %t87, %b11 ], [ %t78, %b10 ]
  %t94 = phi i64 [ %t89, %b11 ], [ %t79, %b10 ]
  br i1 %t19, label %b13, label %b14

b13:                                              ; preds = %b12
  %t90.frozen = freeze i64 %t90
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t90.frozen, %.90.frozen
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t90.frozen, %19
  %.92 = select i1 %.87, i64 %t90, i64 %.91.decomposed
  %.98 = sub i64 0, %t90
  %.99 = select i1 %.88, i64 %.98, i64 %.97
  %.100 = select i1 %.87, i64 -1, i64 %.99
  %t97 = mul i64 %.92, %a14
  %t98 = add i64 %t97, %t91
  %t99 = mul i64 %.92, %a24
  %t100 = add i64 %t99, %t92
  %t101 = mul i64 %.92, %a34
  %t102 = add i64 %t101, %t93
  %t103 = mul i64 %.92, %a43
  %t104 = add i64 %t103, %t94
  br label %b14

b14:                                              ; preds = %b13, %b12
  %t105 = phi i64 [ %.100, %b13 ], [ %t90, %b12 ]
  %t106 = phi i64 [ %t98, %b13 ], [ %t91, %b12 ]
  %t107 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t108 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t109 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  br i1 %t20, label %b15, label %b16

b15:                                              ; preds = %b14
  %t105.frozen = freeze i64 %t105
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t105.frozen, %.104.frozen
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t105.frozen, %20
  %.106 = select i1 %.101, i64 %t105, i64 %.105.decomposed
  %.112 = sub i64 0, %t105
  %.113 = select i1 %.102, i64 %.112, i64 %.111
  %.114 = select i1 %.101, i64 -1, i64 %.113
  %t112 = mul i64 %.106, %a13
  %t113 = add i64 %t112, %t106
  %t114 = mul i64 %.106, %a23
  %t115 = add i64 %t114, %t107
  %t116 = mul i64 %.106, %a33
  %t117 = add i64 %t116, %t108
  %t118 = mul i64 %.106, %a42
  %t119 = add i64 %t118, %t109
  br label %b16

b16:                                              ; preds = %b15, %b14
  %t120 = phi i64 [ %.114, %b15 ], [ %t105, %b14 ]
  %t121 = phi i64 [ %t113, %b15 ], [ %t106, %b14 ]
  %t122 = phi i64 [ %t115, %b15 ], [ %t107, %b14 ]
  %t123 = phi i64 [ %t117, %b15 ], [ %t108, %b14 ]
  %t124 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  br i1 %t21, label %b17, label %b18

b17:                                              ; preds = %b16
  %t125 = mul i64 %t120, %a12
  %t126 = add i64 %t121, %t125
  %t127 = mul i64 %t120, %a22
  %t128 = add i64 %t122, %t127
  %t129 = mul i64 %t120, %a32
  %t130 = add i64 %t123, %t129
  %t131 = mul i64 %t120, %a41
  %t132 = add i64 %t124, %t131
  br label %b18

b18:                                              ; preds = %b17, %b16
  %t133 = phi i64 [ %t126, %b17 ], [ %t121, %b16 ]
  %t134 = phi i64 [ %t128, %b17 ], [ %t122, %b16 ]
  %t135 = phi i64 [ %t130, %b17 ], [ %t123, %b16 ]
  %t136 = phi i64 [ %t132, %b17 ], [ %t124, %b16 ]
  br i1 %t0.not, label %b20, label %b19

b19:                                              ; preds = %b18
  %t137 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t133
  %.115 = load float, ptr addrspace(1) %t137, align 4
  br label %b20

b20:                                              ; preds = %b19, %b18
  %t139 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21

b21:                                              ; preds = %b20
  %t140 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t134
  %.116 = load float, ptr addrspace(1) %t140, align 4
  br label %b22

b22:                                              ; preds = %b21, %b20
  %t142 = phi float [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23

b23:                                              ; preds = %b22
  %t143 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t135
  %.117 = load float, ptr addrspace(1) %t143, align 4
  br label %b24

b24:                                              ; preds = %b23, %b22
  %t145 = phi float [ %.117, %b23 ], [ %a31, %b22 ]
  %21 = fmul float %t139, -4.000000e+00
  %t148 = fmul float %21, %t145
  %t149 = tail call float @llvm.fma.f32(float %t142, float %t142, float %t148)
  %.118 = fcmp olt float %t149, 0x39F0000000000000
  %.119 = fmul float %t149, 0x41F0000000000000
  %.120 = select i1 %.118, float %.119, float %t149
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
  %t151 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t136
  store float %.140, ptr addrspace(1) %t151, align 4
  %t152 = add i64 %t222, %t13
  %t23 = icmp slt i64 %t152, %a0
  br i1 %t23, label %b2, label %b25

b25:                                              ; preds = %b24, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fmultigpu_2eDiscriminant_5bfloat64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) readonly %a5, double %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #0 {
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
  %0 = fmul double %t18, -4.000000e+00
  %t27 = fmul double %0, %t24
  %t28 = tail call double @llvm.fma.f64(double %t21, double %t21, double %t27)
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fmultigpu_2eDiscriminant_5bfloat64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, double %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 {
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
  %t14 = icmp sgt i64 %a1, 7
  %t15 = icmp sgt i64 %a1, 6
  %t16 = icmp sgt i64 %a1, 5
  %t17 = icmp sgt i64 %a1, 4
  %t18 = icmp sgt i64 %a1, 3
  %t19 = icmp sgt i64 %a1, 2
  %t20 = icmp sgt i64 %a1, 1
  %t21 = icmp sgt i64 %a1, 0
  %t231 = icmp slt i64 %t12, %a0
  br i1 %t231, label %b2.lr.ph, label %b25

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
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %b24
  %t222 = phi i64 [ %t12, %b2.lr.ph ], [ %t152, %b24 ]
  br i1 %t14, label %b3, label %b4

b3:                                               ; preds = %b2
  %t222.frozen = freeze i64 %t222
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t222.frozen, %.20.frozen
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t222.frozen, %14
  %.22 = select i1 %.17, i64 %t222, i64 %.21.decomposed
  %.28 = sub i64 0, %t222
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t26 = mul i64 %.22, %a19
  %t27 = mul i64 %.22, %a29
  %t28 = mul i64 %.22, %a39
  %t29 = mul i64 %.22, %a48
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t30 = phi i64 [ %.30, %b3 ], [ %t222, %b2 ]
  %t31 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6

b5:                                               ; preds = %b4
  %t30.frozen = freeze i64 %t30
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t30.frozen, %.34.frozen
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t30.frozen, %15
  %.36 = select i1 %.31, i64 %t30, i64 %.35.decomposed
  %.42 = sub i64 0, %t30
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t37 = mul i64 %.36, %a18
  %t38 = add i64 %t37, %t31
  %t39 = mul i64 %.36, %a28
  %t40 = add i64 %t39, %t32
  %t41 = mul i64 %.36, %a38
  %t42 = add i64 %t41, %t33
  %t43 = mul i64 %.36, %a47
  %t44 = add i64 %t43, %t34
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t45 = phi i64 [ %.44, %b5 ], [ %t30, %b4 ]
  %t46 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t42, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t44, %b5 ], [ %t34, %b4 ]
  br i1 %t16, label %b7, label %b8

b7:                                               ; preds = %b6
  %t45.frozen = freeze i64 %t45
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t45.frozen, %.48.frozen
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t45.frozen, %16
  %.50 = select i1 %.45, i64 %t45, i64 %.49.decomposed
  %.56 = sub i64 0, %t45
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t52 = mul i64 %.50, %a17
  %t53 = add i64 %t52, %t46
  %t54 = mul i64 %.50, %a27
  %t55 = add i64 %t54, %t47
  %t56 = mul i64 %.50, %a37
  %t57 = add i64 %t56, %t48
  %t58 = mul i64 %.50, %a46
  %t59 = add i64 %t58, %t49
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %.58, %b7 ], [ %t45, %b6 ]
  %t61 = phi i64 [ %t53, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t55, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t57, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t59, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10

b9:                                               ; preds = %b8
  %t60.frozen = freeze i64 %t60
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t60.frozen, %.62.frozen
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t60.frozen, %17
  %.64 = select i1 %.59, i64 %t60, i64 %.63.decomposed
  %.70 = sub i64 0, %t60
  %.71 = select i1 %.60, i64 %.70, i64 %.69
  %.72 = select i1 %.59, i64 -1, i64 %.71
  %t67 = mul i64 %.64, %a16
  %t68 = add i64 %t67, %t61
  %t69 = mul i64 %.64, %a26
  %t70 = add i64 %t69, %t62
  %t71 = mul i64 %.64, %a36
  %t72 = add i64 %t71, %t63
  %t73 = mul i64 %.64, %a45
  %t74 = add i64 %t73, %t64
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t75 = phi i64 [ %.72, %b9 ], [ %t60, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t61, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t62, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t63, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t64, %b8 ]
  br i1 %t18, label %b11, label %b12

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
  %t82 = mul i64 %.78, %a15
  %t83 = add i64 %t82, %t76
  %t84 = mul i64 %.78, %a25
  %t85 = add i64 %t84, %t77
  %t86 = mul i64 %.78, %a35
  %t87 = add i64 %t86, %t78
  %t88 = mul i64 %.78, %a44
  %t89 = add i64 %t88, %t79
  br label %b12

b12:                                              ; preds = %b11, %b10
  %t90 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t91 = phi i64 [ %t83, %b11 ], [ %t76, %b10 ]
  %t92 = phi i64 [ %t85, %b11 ], [ %t77, %b10 ]
  %t93 = phi i64 [ %t87, %b11 ], [ %t78, %b10 ]
  %t94 = phi i64 [ %t89, %b11 ], [ %t79, %b10 ]
  br i1 %t19, label %b13, label %b14

b13:                                              ; preds = %b12
  %t90.frozen = freeze i64 %t90
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t90.frozen, %.90.frozen
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t90.frozen, %19
  %.92 = select i1 %.87, i64 %t90, i64 %.91.decomposed
  %.98 = sub i64 0, %t90
  %.99 = select i1 %.88, i64 %.98, i64 %.97
  %.100 = select i1 %.87, i64 -1, i64 %.99
  %t97 = mul i64 %.92, %a14
  %t98 = add i64 %t97, %t91
  %t99 = mul i64 %.92, %a24
  %t100 = add i64 %t99, %t92
  %t101 = mul i64 %.92, %a34
  %t102 = add i64 %t101, %t93
  %t103 = mul i64 %.92, %a43
  %t104 = add i64 %t103, %t94
  br label %b14

b14:                                              ; preds = %b13, %b12
  %t105 = phi i64 [ %.100, %b13 ], [ %t90, %b12 ]
  %t106 = phi i64 [ %t98, %b13 ], [ %t91, %b12 ]
  %t107 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t108 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t109 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  br i1 %t20, label %b15, label %b16

b15:                                              ; preds = %b14
  %t105.frozen = freeze i64 %t105
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t105.frozen, %.104.frozen
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t105.frozen, %20
  %.106 = select i1 %.101, i64 %t105, i64 %.105.decomposed
  %.112 = sub i64 0, %t105
  %.113 = select i1 %.102, i64 %.112, i64 %.111
  %.114 = select i1 %.101, i64 -1, i64 %.113
  %t112 = mul i64 %.106, %a13
  %t113 = add i64 %t112, %t106
  %t114 = mul i64 %.106, %a23
  %t115 = add i64 %t114, %t107
  %t116 = mul i64 %.106, %a33
  %t117 = add i64 %t116, %t108
  %t118 = mul i64 %.106, %a42
  %t119 = add i64 %t118, %t109
  br label %b16

b16:                                              ; preds = %b15, %b14
  %t120 = phi i64 [ %.114, %b15 ], [ %t105, %b14 ]
  %t121 = phi i64 [ %t113, %b15 ], [ %t106, %b14 ]
  %t122 = phi i64 [ %t115, %b15 ], [ %t107, %b14 ]
  %t123 = phi i64 [ %t117, %b15 ], [ %t108, %b14 ]
  %t124 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  br i1 %t21, label %b17, label %b18

b17:                                              ; preds = %b16
  %t125 = mul i64 %t120, %a12
  %t126 = add i64 %t121, %t125
  %t127 = mul i64 %t120, %a22
  %t128 = add i64 %t122, %t127
  %t129 = mul i64 %t120, %a32
  %t130 = add i64 %t123, %t129
  %t131 = mul i64 %t120, %a41
  %t132 = add i64 %t124, %t131
  br label %b18

b18:                                              ; preds = %b17, %b16
  %t133 = phi i64 [ %t126, %b17 ], [ %t121, %b16 ]
  %t134 = phi i64 [ %t128, %b17 ], [ %t122, %b16 ]
  %t135 = phi i64 [ %t130, %b17 ], [ %t123, %b16 ]
  %t136 = phi i64 [ %t132, %b17 ], [ %t124, %b16 ]
  br i1 %t0.not, label %b20, label %b19

b19:                                              ; preds = %b18
  %t137 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t133
  %.115 = load double, ptr addrspace(1) %t137, align 8
  br label %b20

b20:                                              ; preds = %b19, %b18
  %t139 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21

b21:                                              ; preds = %b20
  %t140 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t134
  %.116 = load double, ptr addrspace(1) %t140, align 8
  br label %b22

b22:                                              ; preds = %b21, %b20
  %t142 = phi double [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23

b23:                                              ; preds = %b22
  %t143 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t135
  %.117 = load double, ptr addrspace(1) %t143, align 8
  br label %b24

b24:                                              ; preds = %b23, %b22
  %t145 = phi double [ %.117, %b23 ], [ %a31, %b22 ]
  %21 = fmul double %t139, -4.000000e+00
  %t148 = fmul double %21, %t145
  %t149 = tail call double @llvm.fma.f64(double %t142, double %t142, double %t148)
  %.118 = fcmp olt double %t149, 0x1000000000000000
  %.119 = fmul double %t149, 0x4FF0000000000000
  %.120 = select i1 %.118, double %.119, double %t149
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
  %t151 = getelementptr inbounds double, ptr addrspace(1) %a40, i64 %t136
  store double %.139, ptr addrspace(1) %t151, align 8
  %t152 = add i64 %t222, %t13
  %t23 = icmp slt i64 %t152, %a0
  br i1 %t23, label %b2, label %b25

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
