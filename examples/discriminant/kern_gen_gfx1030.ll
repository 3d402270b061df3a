; kern module github.com/kernlab/kern/examples/discriminant (wave32, gfx1030)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fdiscriminant_2eDiscriminant_5bfloat32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, float %a4, ptr addrspace(1) readonly %a5, float %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #0 !dbg !4 {
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fdiscriminant_2eDiscriminant_5bfloat32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, float %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 !dbg !10 {
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
  %t16 = icmp sgt i64 %a1, 6, !dbg !11
  %t18 = icmp sgt i64 %a1, 5, !dbg !11
  %t20 = icmp sgt i64 %a1, 4, !dbg !11
  %t22 = icmp sgt i64 %a1, 3, !dbg !11
  %t24 = icmp sgt i64 %a1, 2, !dbg !11
  %t26 = icmp sgt i64 %a1, 1, !dbg !11
  %t28 = icmp sgt i64 %a1, 0, !dbg !11
  %t301 = icmp slt i64 %t12, %a0, !dbg !11
  br i1 %t301, label %b2, label %b25, !dbg !11

b2:                                               ; preds = %entry, %b24
  %t292 = phi i64 [ %t180, %b24 ], [ %t12, %entry ]
  br i1 %t14, label %b3, label %b4, !dbg !11

b3:                                               ; preds = %b2
  %t32 = udiv i64 %t292, %a9, !dbg !11
  %t34 = mul i64 %t32, %a9, !dbg !11
  %t35 = sub nuw i64 %t292, %t34, !dbg !11
  %t36 = mul i64 %t35, %a19, !dbg !11
  %t37 = mul i64 %t35, %a29, !dbg !11
  %t38 = mul i64 %t35, %a39, !dbg !11
  %t39 = mul i64 %t35, %a48, !dbg !11
  br label %b4, !dbg !11

b4:                                               ; preds = %b3, %b2
  %t40 = phi i64 [ %t32, %b3 ], [ %t292, %b2 ]
  %t41 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t42 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  %t43 = phi i64 [ %t38, %b3 ], [ 0, %b2 ]
  %t44 = phi i64 [ %t39, %b3 ], [ 0, %b2 ]
  br i1 %t16, label %b5, label %b6, !dbg !11

b5:                                               ; preds = %b4
  %t46 = udiv i64 %t40, %a8, !dbg !11
  %t48 = mul i64 %t46, %a8, !dbg !11
  %t49 = sub i64 %t40, %t48, !dbg !11
  %t50 = mul i64 %t49, %a18, !dbg !11
  %t51 = add i64 %t50, %t41, !dbg !11
  %t52 = mul i64 %t49, %a28, !dbg !11
  %t53 = add i64 %t52, %t42, !dbg !11
  %t54 = mul i64 %t49, %a38, !dbg !11
  %t55 = add i64 %t54, %t43, !dbg !11
  %t56 = mul i64 %t49, %a47, !dbg !11
  %t57 = add i64 %t56, %t44, !dbg !11
  br label %b6, !dbg !11

b6:                                               ; preds = %b5, %b4
  %t58 = phi i64 [ %t46, %b5 ], [ %t40, %b4 ]
  %t59 = phi i64 [ %t51, %b5 ], [ %t41, %b4 ]
  %t60 = phi i64 [ %t53, %b5 ], [ %t42, %b4 ]
  %t61 = phi i64 [ %t55, %b5 ], [ %t43, %b4 ]
  %t62 = phi i64 [ %t57, %b5 ], [ %t44, %b4 ]
  br i1 %t18, label %b7, label %b8, !dbg !11

b7:                                               ; preds = %b6
  %t64 = udiv i64 %t58, %a7, !dbg !11
  %t66 = mul i64 %t64, %a7, !dbg !11
  %t67 = sub i64 %t58, %t66, !dbg !11
  %t68 = mul i64 %t67, %a17, !dbg !11
  %t69 = add i64 %t68, %t59, !dbg !11
  %t70 = mul i64 %t67, %a27, !dbg !11
  %t71 = add i64 %t70, %t60, !dbg !11
  %t72 = mul i64 %t67, %a37, !dbg !11
  %t73 = add i64 %t72, %t61, !dbg !11
  %t74 = mul i64 %t67, %a46, !dbg !11
  %t75 = add i64 %t74, %t62, !dbg !11
  br label %b8, !dbg !11

b8:                                               ; preds = %b7, %b6
  %t76 = phi i64 [ %t64, %b7 ], [ %t58, %b6 ]
  %t77 = phi i64 [ %t69, %b7 ], [ %t59, %b6 ]
  %t78 = phi i64 [ %t71, %b7 ], [ %t60, %b6 ]
  %t79 = phi i64 [ %t73, %b7 ], [ %t61, %b6 ]
  %t80 = phi i64 [ %t75, %b7 ], [ %t62, %b6 ]
  br i1 %t20, label %b9, label %b10, !dbg !11

b9:                                               ; preds = %b8
  %t82 = udiv i64 %t76, %a6, !dbg !11
  %t84 = mul i64 %t82, %a6, !dbg !11
  %t85 = sub i64 %t76, %t84, !dbg !11
  %t86 = mul i64 %t85, %a16, !dbg !11
  %t87 = add i64 %t86, %t77, !dbg !11
  %t88 = mul i64 %t85, %a26, !dbg !11
  %t89 = add i64 %t88, %t78, !dbg !11
  %t90 = mul i64 %t85, %a36, !dbg !11
  %t91 = add i64 %t90, %t79, !dbg !11
  %t92 = mul i64 %t85, %a45, !dbg !11
  %t93 = add i64 %t92, %t80, !dbg !11
  br label %b10, !dbg !11

b10:                                              ; preds = %b9, %b8
  %t94 = phi i64 [ %t82, %b9 ], [ %t76, %b8 ]
  %t95 = phi i64 [ %t87, %b9 ], [ %t77, %b8 ]
  %t96 = phi i64 [ %t89, %b9 ], [ %t78, %b8 ]
  %t97 = phi i64 [ %t91, %b9 ], [ %t79, %b8 ]
  %t98 = phi i64 [ %t93, %b9 ], [ %t80, %b8 ]
  br i1 %t22, label %b11, label %b12, !dbg !11

b11:                                              ; preds = %b10
  %t100 = udiv i64 %t94, %a5, !dbg !11
  %t102 = mul i64 %t100, %a5, !dbg !11
  %t103 = sub i64 %t94, %t102, !dbg !11
  %t104 = mul i64 %t103, %a15, !dbg !11
  %t105 = add i64 %t104, %t95, !dbg !11
  %t106 = mul i64 %t103, %a25, !dbg !11
  %t107 = add i64 %t106, %t96, !dbg !11
  %t108 = mul i64 %t103, %a35, !dbg !11
  %t109 = add i64 %t108, %t97, !dbg !11
  %t110 = mul i64 %t103, %a44, !dbg !11
  %t111 = add i64 %t110, %t98, !dbg !11
  br label %b12, !dbg !11

b12:                                              ; preds = %b11, %b10
  %t112 = phi i64 [ %t100, %b11 ], [ %t94, %b10 ]
  %t113 = phi i64 [ %t105, %b11 ], [ %t95, %b10 ]
  %t114 = phi i64 [ %t107, %b11 ], [ %t96, %b10 ]
  %t115 = phi i64 [ %t109, %b11 ], [ %t97, %b10 ]
  %t116 = phi i64 [ %t111, %b11 ], [ %t98, %b10 ]
  br i1 %t24, label %b13, label %b14, !dbg !11

b13:                                              ; preds = %b12
  %t118 = udiv i64 %t112, %a4, !dbg !11
  %t120 = mul i64 %t118, %a4, !dbg !11
  %t121 = sub i64 %t112, %t120, !dbg !11
  %t122 = mul i64 %t121, %a14, !dbg !11
  %t123 = add i64 %t122, %t113, !dbg !11
  %t124 = mul i64 %t121, %a24, !dbg !11
  %t125 = add i64 %t124, %t114, !dbg !11
  %t126 = mul i64 %t121, %a34, !dbg !11
  %t127 = add i64 %t126, %t115, !dbg !11
  %t128 = mul i64 %t121, %a43, !dbg !11
  %t129 = add i64 %t128, %t116, !dbg !11
  br label %b14, !dbg !11

b14:                                              ; preds = %b13, %b12
  %t130 = phi i64 [ %t118, %b13 ], [ %t112, %b12 ]
  %t131 = phi i64 [ %t123, %b13 ], [ %t113, %b12 ]
  %t132 = phi i64 [ %t125, %b13 ], [ %t114, %b12 ]
  %t133 = phi i64 [ %t127, %b13 ], [ %t115, %b12 ]
  %t134 = phi i64 [ %t129, %b13 ], [ %t116, %b12 ]
  br i1 %t26, label %b15, label %b16, !dbg !11

b15:                                              ; preds = %b14
  %t136 = udiv i64 %t130, %a3, !dbg !11
  %t138 = mul i64 %t136, %a3, !dbg !11
  %t139 = sub i64 %t130, %t138, !dbg !11
  %t140 = mul i64 %t139, %a13, !dbg !11
  %t141 = add i64 %t140, %t131, !dbg !11
  %t142 = mul i64 %t139, %a23, !dbg !11
  %t143 = add i64 %t142, %t132, !dbg !11
  %t144 = mul i64 %t139, %a33, !dbg !11
  %t145 = add i64 %t144, %t133, !dbg !11
  %t146 = mul i64 %t139, %a42, !dbg !11
  %t147 = add i64 %t146, %t134, !dbg !11
  br label %b16, !dbg !11

b16:                                              ; preds = %b15, %b14
  %t148 = phi i64 [ %t136, %b15 ], [ %t130, %b14 ]
  %t149 = phi i64 [ %t141, %b15 ], [ %t131, %b14 ]
  %t150 = phi i64 [ %t143, %b15 ], [ %t132, %b14 ]
  %t151 = phi i64 [ %t145, %b15 ], [ %t133, %b14 ]
  %t152 = phi i64 [ %t147, %b15 ], [ %t134, %b14 ]
  br i1 %t28, label %b17, label %b18, !dbg !11

b17:                                              ; preds = %b16
  %t153 = mul i64 %t148, %a12, !dbg !11
  %t154 = add i64 %t149, %t153, !dbg !11
  %t155 = mul i64 %t148, %a22, !dbg !11
  %t156 = add i64 %t150, %t155, !dbg !11
  %t157 = mul i64 %t148, %a32, !dbg !11
  %t158 = add i64 %t151, %t157, !dbg !11
  %t159 = mul i64 %t148, %a41, !dbg !11
  %t160 = add i64 %t152, %t159, !dbg !11
  br label %b18, !dbg !11

b18:                                              ; preds = %b17, %b16
  %t161 = phi i64 [ %t154, %b17 ], [ %t149, %b16 ]
  %t162 = phi i64 [ %t156, %b17 ], [ %t150, %b16 ]
  %t163 = phi i64 [ %t158, %b17 ], [ %t151, %b16 ]
  %t164 = phi i64 [ %t160, %b17 ], [ %t152, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !11

b19:                                              ; preds = %b18
  %t165 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t161, !dbg !11
  %.17 = load float, ptr addrspace(1) %t165, align 4, !dbg !11
  br label %b20, !dbg !11

b20:                                              ; preds = %b19, %b18
  %t167 = phi float [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !11

b21:                                              ; preds = %b20
  %t168 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t162, !dbg !11
  %.18 = load float, ptr addrspace(1) %t168, align 4, !dbg !11
  br label %b22, !dbg !11

b22:                                              ; preds = %b21, %b20
  %t170 = phi float [ %.18, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !11

b23:                                              ; preds = %b22
  %t171 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t163, !dbg !11
  %.19 = load float, ptr addrspace(1) %t171, align 4, !dbg !11
  br label %b24, !dbg !11

b24:                                              ; preds = %b23, %b22
  %t173 = phi float [ %.19, %b23 ], [ %a31, %b22 ]
  %0 = fmul float %t167, -4.000000e+00, !dbg !12
  %t176 = fmul float %0, %t173, !dbg !12
  %t177 = tail call float @llvm.fma.f32(float %t170, float %t170, float %t176), !dbg !12
  %.20 = fcmp olt float %t177, 0x39F0000000000000, !dbg !13
  %.21 = fmul float %t177, 0x41F0000000000000, !dbg !13
  %.22 = select i1 %.20, float %.21, float %t177, !dbg !13
  %.23 = tail call float @llvm.amdgcn.sqrt.f32(float %.22), !dbg !13
  %.24 = bitcast float %.23 to i32, !dbg !13
  %.25 = add i32 %.24, -1, !dbg !13
  %.26 = bitcast i32 %.25 to float, !dbg !13
  %.27 = fneg float %.26, !dbg !13
  %.28 = tail call float @llvm.fma.f32(float %.27, float %.23, float %.22), !dbg !13
  %.29 = add i32 %.24, 1, !dbg !13
  %.30 = bitcast i32 %.29 to float, !dbg !13
  %.31 = fneg float %.30, !dbg !13
  %.32 = tail call float @llvm.fma.f32(float %.31, float %.23, float %.22), !dbg !13
  %.33 = fcmp ole float %.28, 0.000000e+00, !dbg !13
  %.34 = select i1 %.33, float %.26, float %.23, !dbg !13
  %.35 = fcmp ogt float %.32, 0.000000e+00, !dbg !13
  %.36 = select i1 %.35, float %.30, float %.34, !dbg !13
  %.37 = fmul float %.36, 0x3EF0000000000000, !dbg !13
  %.38 = select i1 %.20, float %.37, float %.36, !dbg !13
  %.39 = fcmp oeq float %.22, 0.000000e+00, !dbg !13
  %.40 = fcmp oeq float %.22, 0x7FF0000000000000, !dbg !13
  %.41 = or i1 %.39, %.40, !dbg !13
  %.42 = select i1 %.41, float %.22, float %.38, !dbg !13
  %t179 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t164, !dbg !11
  store float %.42, ptr addrspace(1) %t179, align 4, !dbg !11
  %t180 = add i64 %t292, %t13, !dbg !11
  %t30 = icmp slt i64 %t180, %a0, !dbg !11
  br i1 %t30, label %b2, label %b25, !dbg !11

b25:                                              ; preds = %b24, %entry
  ret void, !dbg !11
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fdiscriminant_2eDiscriminant_5bfloat64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) readonly %a5, double %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #0 !dbg !14 {
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fdiscriminant_2eDiscriminant_5bfloat64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, double %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 !dbg !18 {
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
  %t16 = icmp sgt i64 %a1, 6, !dbg !19
  %t18 = icmp sgt i64 %a1, 5, !dbg !19
  %t20 = icmp sgt i64 %a1, 4, !dbg !19
  %t22 = icmp sgt i64 %a1, 3, !dbg !19
  %t24 = icmp sgt i64 %a1, 2, !dbg !19
  %t26 = icmp sgt i64 %a1, 1, !dbg !19
  %t28 = icmp sgt i64 %a1, 0, !dbg !19
  %t301 = icmp slt i64 %t12, %a0, !dbg !19
  br i1 %t301, label %b2, label %b25, !dbg !19

b2:                                               ; preds = %entry, %b24
  %t292 = phi i64 [ %t180, %b24 ], [ %t12, %entry ]
  br i1 %t14, label %b3, label %b4, !dbg !19

b3:                                               ; preds = %b2
  %t32 = udiv i64 %t292, %a9, !dbg !19
  %t34 = mul i64 %t32, %a9, !dbg !19
  %t35 = sub nuw i64 %t292, %t34, !dbg !19
  %t36 = mul i64 %t35, %a19, !dbg !19
  %t37 = mul i64 %t35, %a29, !dbg !19
  %t38 = mul i64 %t35, %a39, !dbg !19
  %t39 = mul i64 %t35, %a48, !dbg !19
  br label %b4, !dbg !19

b4:                                               ; preds = %b3, %b2
  %t40 = phi i64 [ %t32, %b3 ], [ %t292, %b2 ]
  %t41 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t42 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  %t43 = phi i64 [ %t38, %b3 ], [ 0, %b2 ]
  %t44 = phi i64 [ %t39, %b3 ], [ 0, %b2 ]
  br i1 %t16, label %b5, label %b6, !dbg !19

b5:                                               ; preds = %b4
  %t46 = udiv i64 %t40, %a8, !dbg !19
  %t48 = mul i64 %t46, %a8, !dbg !19
  %t49 = sub i64 %t40, %t48, !dbg !19
  %t50 = mul i64 %t49, %a18, !dbg !19
  %t51 = add i64 %t50, %t41, !dbg !19
  %t52 = mul i64 %t49, %a28, !dbg !19
  %t53 = add i64 %t52, %t42, !dbg !19
  %t54 = mul i64 %t49, %a38, !dbg !19
  %t55 = add i64 %t54, %t43, !dbg !19
  %t56 = mul i64 %t49, %a47, !dbg !19
  %t57 = add i64 %t56, %t44, !dbg !19
  br label %b6, !dbg !19

b6:                                               ; preds = %b5, %b4
  %t58 = phi i64 [ %t46, %b5 ], [ %t40, %b4 ]
  %t59 = phi i64 [ %t51, %b5 ], [ %t41, %b4 ]
  %t60 = phi i64 [ %t53, %b5 ], [ %t42, %b4 ]
  %t61 = phi i64 [ %t55, %b5 ], [ %t43, %b4 ]
  %t62 = phi i64 [ %t57, %b5 ], [ %t44, %b4 ]
  br i1 %t18, label %b7, label %b8, !dbg !19

b7:                                               ; preds = %b6
  %t64 = udiv i64 %t58, %a7, !dbg !19
  %t66 = mul i64 %t64, %a7, !dbg !19
  %t67 = sub i64 %t58, %t66, !dbg !19
  %t68 = mul i64 %t67, %a17, !dbg !19
  %t69 = add i64 %t68, %t59, !dbg !19
  %t70 = mul i64 %t67, %a27, !dbg !19
  %t71 = add i64 %t70, %t60, !dbg !19
  %t72 = mul i64 %t67, %a37, !dbg !19
  %t73 = add i64 %t72, %t61, !dbg !19
  %t74 = mul i64 %t67, %a46, !dbg !19
  %t75 = add i64 %t74, %t62, !dbg !19
  br label %b8, !dbg !19

b8:                                               ; preds = %b7, %b6
  %t76 = phi i64 [ %t64, %b7 ], [ %t58, %b6 ]
  %t77 = phi i64 [ %t69, %b7 ], [ %t59, %b6 ]
  %t78 = phi i64 [ %t71, %b7 ], [ %t60, %b6 ]
  %t79 = phi i64 [ %t73, %b7 ], [ %t61, %b6 ]
  %t80 = phi i64 [ %t75, %b7 ], [ %t62, %b6 ]
  br i1 %t20, label %b9, label %b10, !dbg !19

b9:                                               ; preds = %b8
  %t82 = udiv i64 %t76, %a6, !dbg !19
  %t84 = mul i64 %t82, %a6, !dbg !19
  %t85 = sub i64 %t76, %t84, !dbg !19
  %t86 = mul i64 %t85, %a16, !dbg !19
  %t87 = add i64 %t86, %t77, !dbg !19
  %t88 = mul i64 %t85, %a26, !dbg !19
  %t89 = add i64 %t88, %t78, !dbg !19
  %t90 = mul i64 %t85, %a36, !dbg !19
  %t91 = add i64 %t90, %t79, !dbg !19
  %t92 = mul i64 %t85, %a45, !dbg !19
  %t93 = add i64 %t92, %t80, !dbg !19
  br label %b10, !dbg !19

b10:                                              ; preds = %b9, %b8
  %t94 = phi i64 [ %t82, %b9 ], [ %t76, %b8 ]
  %t95 = phi i64 [ %t87, %b9 ], [ %t77, %b8 ]
  %t96 = phi i64 [ %t89, %b9 ], [ %t78, %b8 ]
  %t97 = phi i64 [ %t91, %b9 ], [ %t79, %b8 ]
  %t98 = phi i64 [ %t93, %b9 ], [ %t80, %b8 ]
  br i1 %t22, label %b11, label %b12, !dbg !19

b11:                                              ; preds = %b10
  %t100 = udiv i64 %t94, %a5, !dbg !19
  %t102 = mul i64 %t100, %a5, !dbg !19
  %t103 = sub i64 %t94, %t102, !dbg !19
  %t104 = mul i64 %t103, %a15, !dbg !19
  %t105 = add i64 %t104, %t95, !dbg !19
  %t106 = mul i64 %t103, %a25, !dbg !19
  %t107 = add i64 %t106, %t96, !dbg !19
  %t108 = mul i64 %t103, %a35, !dbg !19
  %t109 = add i64 %t108, %t97, !dbg !19
  %t110 = mul i64 %t103, %a44, !dbg !19
  %t111 = add i64 %t110, %t98, !dbg !19
  br label %b12, !dbg !19

b12:                                              ; preds = %b11, %b10
  %t112 = phi i64 [ %t100, %b11 ], [ %t94, %b10 ]
  %t113 = phi i64 [ %t105, %b11 ], [ %t95, %b10 ]
  %t114 = phi i64 [ %t107, %b11 ], [ %t96, %b10 ]
  %t115 = phi i64 [ %t109, %b11 ], [ %t97, %b10 ]
  %t116 = phi i64 [ %t111, %b11 ], [ %t98, %b10 ]
  br i1 %t24, label %b13, label %b14, !dbg !19

b13:                                              ; preds = %b12
  %t118 = udiv i64 %t112, %a4, !dbg !19
  %t120 = mul i64 %t118, %a4, !dbg !19
  %t121 = sub i64 %t112, %t120, !dbg !19
  %t122 = mul i64 %t121, %a14, !dbg !19
  %t123 = add i64 %t122, %t113, !dbg !19
  %t124 = mul i64 %t121, %a24, !dbg !19
  %t125 = add i64 %t124, %t114, !dbg !19
  %t126 = mul i64 %t121, %a34, !dbg !19
  %t127 = add i64 %t126, %t115, !dbg !19
  %t128 = mul i64 %t121, %a43, !dbg !19
  %t129 = add i64 %t128, %t116, !dbg !19
  br label %b14, !dbg !19

b14:                                              ; preds = %b13, %b12
  %t130 = phi i64 [ %t118, %b13 ], [ %t112, %b12 ]
  %t131 = phi i64 [ %t123, %b13 ], [ %t113, %b12 ]
  %t132 = phi i64 [ %t125, %b13 ], [ %t114, %b12 ]
  %t133 = phi i64 [ %t127, %b13 ], [ %t115, %b12 ]
  %t134 = phi i64 [ %t129, %b13 ], [ %t116, %b12 ]
  br i1 %t26, label %b15, label %b16, !dbg !19

b15:                                              ; preds = %b14
  %t136 = udiv i64 %t130, %a3, !dbg !19
  %t138 = mul i64 %t136, %a3, !dbg !19
  %t139 = sub i64 %t130, %t138, !dbg !19
  %t140 = mul i64 %t139, %a13, !dbg !19
  %t141 = add i64 %t140, %t131, !dbg !19
  %t142 = mul i64 %t139, %a23, !dbg !19
  %t143 = add i64 %t142, %t132, !dbg !19
  %t144 = mul i64 %t139, %a33, !dbg !19
  %t145 = add i64 %t144, %t133, !dbg !19
  %t146 = mul i64 %t139, %a42, !dbg !19
  %t147 = add i64 %t146, %t134, !dbg !19
  br label %b16, !dbg !19

b16:                                              ; preds = %b15, %b14
  %t148 = phi i64 [ %t136, %b15 ], [ %t130, %b14 ]
  %t149 = phi i64 [ %t141, %b15 ], [ %t131, %b14 ]
  %t150 = phi i64 [ %t143, %b15 ], [ %t132, %b14 ]
  %t151 = phi i64 [ %t145, %b15 ], [ %t133, %b14 ]
  %t152 = phi i64 [ %t147, %b15 ], [ %t134, %b14 ]
  br i1 %t28, label %b17, label %b18, !dbg !19

b17:                                              ; preds = %b16
  %t153 = mul i64 %t148, %a12, !dbg !19
  %t154 = add i64 %t149, %t153, !dbg !19
  %t155 = mul i64 %t148, %a22, !dbg !19
  %t156 = add i64 %t150, %t155, !dbg !19
  %t157 = mul i64 %t148, %a32, !dbg !19
  %t158 = add i64 %t151, %t157, !dbg !19
  %t159 = mul i64 %t148, %a41, !dbg !19
  %t160 = add i64 %t152, %t159, !dbg !19
  br label %b18, !dbg !19

b18:                                              ; preds = %b17, %b16
  %t161 = phi i64 [ %t154, %b17 ], [ %t149, %b16 ]
  %t162 = phi i64 [ %t156, %b17 ], [ %t150, %b16 ]
  %t163 = phi i64 [ %t158, %b17 ], [ %t151, %b16 ]
  %t164 = phi i64 [ %t160, %b17 ], [ %t152, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !19

b19:                                              ; preds = %b18
  %t165 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t161, !dbg !19
  %.17 = load double, ptr addrspace(1) %t165, align 8, !dbg !19
  br label %b20, !dbg !19

b20:                                              ; preds = %b19, %b18
  %t167 = phi double [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !19

b21:                                              ; preds = %b20
  %t168 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t162, !dbg !19
  %.18 = load double, ptr addrspace(1) %t168, align 8, !dbg !19
  br label %b22, !dbg !19

b22:                                              ; preds = %b21, %b20
  %t170 = phi double [ %.18, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !19

b23:                                              ; preds = %b22
  %t171 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t163, !dbg !19
  %.19 = load double, ptr addrspace(1) %t171, align 8, !dbg !19
  br label %b24, !dbg !19

b24:                                              ; preds = %b23, %b22
  %t173 = phi double [ %.19, %b23 ], [ %a31, %b22 ]
  %0 = fmul double %t167, -4.000000e+00, !dbg !20
  %t176 = fmul double %0, %t173, !dbg !20
  %t177 = tail call double @llvm.fma.f64(double %t170, double %t170, double %t176), !dbg !20
  %.20 = fcmp olt double %t177, 0x1000000000000000, !dbg !21
  %.21 = fmul double %t177, 0x4FF0000000000000, !dbg !21
  %.22 = select i1 %.20, double %.21, double %t177, !dbg !21
  %.23 = tail call double @llvm.amdgcn.rsq.f64(double %.22), !dbg !21
  %.24 = fmul double %.22, %.23, !dbg !21
  %.25 = fmul double %.23, 5.000000e-01, !dbg !21
  %.26 = fneg double %.25, !dbg !21
  %.27 = tail call double @llvm.fma.f64(double %.26, double %.24, double 5.000000e-01), !dbg !21
  %.28 = tail call double @llvm.fma.f64(double %.25, double %.27, double %.25), !dbg !21
  %.29 = tail call double @llvm.fma.f64(double %.24, double %.27, double %.24), !dbg !21
  %.30 = fneg double %.29, !dbg !21
  %.31 = tail call double @llvm.fma.f64(double %.30, double %.29, double %.22), !dbg !21
  %.32 = tail call double @llvm.fma.f64(double %.31, double %.28, double %.29), !dbg !21
  %.33 = fneg double %.32, !dbg !21
  %.34 = tail call double @llvm.fma.f64(double %.33, double %.32, double %.22), !dbg !21
  %.35 = tail call double @llvm.fma.f64(double %.34, double %.28, double %.32), !dbg !21
  %.36 = fmul double %.35, 0x37F0000000000000, !dbg !21
  %.37 = select i1 %.20, double %.36, double %.35, !dbg !21
  %.38 = fcmp oeq double %.22, 0.000000e+00, !dbg !21
  %.39 = fcmp oeq double %.22, 0x7FF0000000000000, !dbg !21
  %.40 = or i1 %.38, %.39, !dbg !21
  %.41 = select i1 %.40, double %.22, double %.37, !dbg !21
  %t179 = getelementptr inbounds double, ptr addrspace(1) %a40, i64 %t164, !dbg !19
  store double %.41, ptr addrspace(1) %t179, align 8, !dbg !19
  %t180 = add i64 %t292, %t13, !dbg !19
  %t30 = icmp slt i64 %t180, %a0, !dbg !19
  br i1 %t30, label %b2, label %b25, !dbg !19

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

attributes #0 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "main.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fdiscriminant_2eDiscriminant_5bfloat32_5d_5f_5fcontig", scope: !1, file: !1, line: 38, type: !5, scopeLine: 38, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 38, column: 6, scope: !4)
!8 = !DILocation(line: 39, column: 33, scope: !4)
!9 = !DILocation(line: 39, column: 10, scope: !4)
!10 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fdiscriminant_2eDiscriminant_5bfloat32_5d_5f_5fstrided", scope: !1, file: !1, line: 38, type: !5, scopeLine: 38, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DILocation(line: 38, column: 6, scope: !10)
!12 = !DILocation(line: 39, column: 33, scope: !10)
!13 = !DILocation(line: 39, column: 10, scope: !10)
!14 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fdiscriminant_2eDiscriminant_5bfloat64_5d_5f_5fcontig", scope: !1, file: !1, line: 38, type: !5, scopeLine: 38, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DILocation(line: 38, column: 6, scope: !14)
!16 = !DILocation(line: 39, column: 33, scope: !14)
!17 = !DILocation(line: 39, column: 20, scope: !14)
!18 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fdiscriminant_2eDiscriminant_5bfloat64_5d_5f_5fstrided", scope: !1, file: !1, line: 38, type: !5, scopeLine: 38, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = !DILocation(line: 38, column: 6, scope: !18)
!20 = !DILocation(line: 39, column: 33, scope: !18)
!21 = !DILocation(line: 39, column: 20, scope: !18)
