; kern module github.com/kernlab/kern/examples/ufuncs (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16

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
  %t15 = icmp sgt i64 %a1, 6, !dbg !10
  %t17 = icmp sgt i64 %a1, 5, !dbg !10
  %t19 = icmp sgt i64 %a1, 4, !dbg !10
  %t21 = icmp sgt i64 %a1, 3, !dbg !10
  %t23 = icmp sgt i64 %a1, 2, !dbg !10
  %t25 = icmp sgt i64 %a1, 1, !dbg !10
  %t27 = icmp sgt i64 %a1, 0, !dbg !10
  %t291 = icmp slt i64 %t11, %a0, !dbg !10
  br i1 %t291, label %b2, label %b23, !dbg !10

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t149, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !10

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !10
  %t33 = mul i64 %t31, %a9, !dbg !10
  %t34 = sub nuw i64 %t282, %t33, !dbg !10
  %t35 = mul i64 %t34, %a19, !dbg !10
  %t36 = mul i64 %t34, %a29, !dbg !10
  %t37 = mul i64 %t34, %a38, !dbg !10
  br label %b4, !dbg !10

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !10

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !10
  %t45 = mul i64 %t43, %a8, !dbg !10
  %t46 = sub i64 %t38, %t45, !dbg !10
  %t47 = mul i64 %t46, %a18, !dbg !10
  %t48 = add i64 %t47, %t39, !dbg !10
  %t49 = mul i64 %t46, %a28, !dbg !10
  %t50 = add i64 %t49, %t40, !dbg !10
  %t51 = mul i64 %t46, %a37, !dbg !10
  %t52 = add i64 %t51, %t41, !dbg !10
  br label %b6, !dbg !10

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !10

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !10
  %t60 = mul i64 %t58, %a7, !dbg !10
  %t61 = sub i64 %t53, %t60, !dbg !10
  %t62 = mul i64 %t61, %a17, !dbg !10
  %t63 = add i64 %t62, %t54, !dbg !10
  %t64 = mul i64 %t61, %a27, !dbg !10
  %t65 = add i64 %t64, %t55, !dbg !10
  %t66 = mul i64 %t61, %a36, !dbg !10
  %t67 = add i64 %t66, %t56, !dbg !10
  br label %b8, !dbg !10

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !10

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !10
  %t75 = mul i64 %t73, %a6, !dbg !10
  %t76 = sub i64 %t68, %t75, !dbg !10
  %t77 = mul i64 %t76, %a16, !dbg !10
  %t78 = add i64 %t77, %t69, !dbg !10
  %t79 = mul i64 %t76, %a26, !dbg !10
  %t80 = add i64 %t79, %t70, !dbg !10
  %t81 = mul i64 %t76, %a35, !dbg !10
  %t82 = add i64 %t81, %t71, !dbg !10
  br label %b10, !dbg !10

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !10

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !10
  %t90 = mul i64 %t88, %a5, !dbg !10
  %t91 = sub i64 %t83, %t90, !dbg !10
  %t92 = mul i64 %t91, %a15, !dbg !10
  %t93 = add i64 %t92, %t84, !dbg !10
  %t94 = mul i64 %t91, %a25, !dbg !10
  %t95 = add i64 %t94, %t85, !dbg !10
  %t96 = mul i64 %t91, %a34, !dbg !10
  %t97 = add i64 %t96, %t86, !dbg !10
  br label %b12, !dbg !10

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !10

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !10
  %t105 = mul i64 %t103, %a4, !dbg !10
  %t106 = sub i64 %t98, %t105, !dbg !10
  %t107 = mul i64 %t106, %a14, !dbg !10
  %t108 = add i64 %t107, %t99, !dbg !10
  %t109 = mul i64 %t106, %a24, !dbg !10
  %t110 = add i64 %t109, %t100, !dbg !10
  %t111 = mul i64 %t106, %a33, !dbg !10
  %t112 = add i64 %t111, %t101, !dbg !10
  br label %b14, !dbg !10

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !10

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !10
  %t120 = mul i64 %t118, %a3, !dbg !10
  %t121 = sub i64 %t113, %t120, !dbg !10
  %t122 = mul i64 %t121, %a13, !dbg !10
  %t123 = add i64 %t122, %t114, !dbg !10
  %t124 = mul i64 %t121, %a23, !dbg !10
  %t125 = add i64 %t124, %t115, !dbg !10
  %t126 = mul i64 %t121, %a32, !dbg !10
  %t127 = add i64 %t126, %t116, !dbg !10
  br label %b16, !dbg !10

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !10

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !10
  %t133 = add i64 %t129, %t132, !dbg !10
  %t134 = mul i64 %t128, %a22, !dbg !10
  %t135 = add i64 %t130, %t134, !dbg !10
  %t136 = mul i64 %t128, %a31, !dbg !10
  %t137 = add i64 %t131, %t136, !dbg !10
  br label %b18, !dbg !10

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !10

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t138, !dbg !10
  %.17 = load i64, ptr addrspace(1) %t141, align 8, !dbg !10
  br label %b20, !dbg !10

b20:                                              ; preds = %b19, %b18
  %t143 = phi i64 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !10

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t139, !dbg !10
  %.18 = load i64, ptr addrspace(1) %t144, align 8, !dbg !10
  br label %b22, !dbg !10

b22:                                              ; preds = %b21, %b20
  %t146 = phi i64 [ %.18, %b21 ], [ %a21, %b20 ]
  %t147 = add i64 %t146, %t143, !dbg !11
  %t148 = getelementptr inbounds i64, ptr addrspace(1) %a30, i64 %t140, !dbg !10
  store i64 %t147, ptr addrspace(1) %t148, align 8, !dbg !10
  %t149 = add i64 %t282, %t12, !dbg !10
  %t29 = icmp slt i64 %t149, %a0, !dbg !10
  br i1 %t29, label %b2, label %b23, !dbg !10

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !10
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !12 {
entry:
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
  %t13 = shl nsw i64 %t12, 1, !dbg !13
  %t14 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !13
  %t16 = icmp eq i64 %a2, 1, !dbg !13
  %t17 = and i64 %t14, 15, !dbg !13
  %t18 = icmp eq i64 %t17, 0, !dbg !13
  %t19 = and i1 %t16, %t18, !dbg !13
  %t20 = ashr i64 %a0, 1, !dbg !13
  %t21 = add i64 %a0, 1, !dbg !13
  %t22 = ashr i64 %t21, 1, !dbg !13
  %t23 = icmp slt i64 %t11, %t22, !dbg !13
  br i1 %t23, label %b1, label %b17, !dbg !13

b1:                                               ; preds = %entry
  %t24 = shl nsw i64 %t11, 1, !dbg !13
  %t25 = mul i64 %t24, %a2, !dbg !13
  %t26 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t25, !dbg !13
  %.17 = load i64, ptr addrspace(1) %t26, align 8, !dbg !13, !amdgpu.noclobber !6
  %0 = xor i64 %t24, -1, !dbg !13
  %t29 = add i64 %0, %a0, !dbg !13
  %t31 = icmp sgt i64 %t29, 0, !dbg !13
  br i1 %t31, label %b2, label %b3, !dbg !13

b2:                                               ; preds = %b1
  %t30 = getelementptr inbounds i64, ptr addrspace(1) %t26, i64 %a2, !dbg !13
  %.18 = load i64, ptr addrspace(1) %t30, align 8, !dbg !13, !amdgpu.noclobber !6
  %t33 = add i64 %.18, %.17, !dbg !14
  br label %b3, !dbg !13

b3:                                               ; preds = %b2, %b1
  %t34 = phi i64 [ %t33, %b2 ], [ %.17, %b1 ]
  %t35 = add nsw i64 %t12, %t11, !dbg !13
  br i1 %t19, label %b4, label %b11, !dbg !13

b4:                                               ; preds = %b3
  %t36 = sub nsw i64 %t20, %t12, !dbg !13
  %t408 = icmp slt i64 %t35, %t36, !dbg !13
  br i1 %t408, label %b6, label %b8.preheader, !dbg !13

b8.preheader:                                     ; preds = %b6, %b4
  %t37.lcssa = phi i64 [ %t35, %b4 ], [ %t53, %b6 ]
  %t38.lcssa = phi i64 [ %t34, %b4 ], [ %t52, %b6 ]
  %t5712 = icmp slt i64 %t37.lcssa, %t20, !dbg !13
  br i1 %t5712, label %b9, label %b11, !dbg !13

b6:                                               ; preds = %b4, %b6
  %t3810 = phi i64 [ %t52, %b6 ], [ %t34, %b4 ]
  %t379 = phi i64 [ %t53, %b6 ], [ %t35, %b4 ]
  %t41 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t379, !dbg !13
  %.19 = load <2 x i64>, ptr addrspace(1) %t41, align 16, !dbg !13, !amdgpu.noclobber !6
  %.20 = extractelement <2 x i64> %.19, i64 0, !dbg !13
  %.22 = extractelement <2 x i64> %.19, i64 1, !dbg !13
  %t43 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t41, i64 %t12, !dbg !13
  %.24 = load <2 x i64>, ptr addrspace(1) %t43, align 16, !dbg !13, !amdgpu.noclobber !6
  %.25 = extractelement <2 x i64> %.24, i64 0, !dbg !13
  %.27 = extractelement <2 x i64> %.24, i64 1, !dbg !13
  %t46 = add i64 %.20, %t3810, !dbg !14
  %t48 = add i64 %t46, %.22, !dbg !14
  %t50 = add i64 %t48, %.25, !dbg !14
  %t52 = add i64 %t50, %.27, !dbg !14
  %t53 = add i64 %t379, %t13, !dbg !13
  %t40 = icmp slt i64 %t53, %t36, !dbg !13
  br i1 %t40, label %b6, label %b8.preheader, !dbg !13

b9:                                               ; preds = %b8.preheader, %b9
  %t5514 = phi i64 [ %t63, %b9 ], [ %t38.lcssa, %b8.preheader ]
  %t5413 = phi i64 [ %t64, %b9 ], [ %t37.lcssa, %b8.preheader ]
  %t58 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t5413, !dbg !13
  %.29 = load <2 x i64>, ptr addrspace(1) %t58, align 16, !dbg !13, !amdgpu.noclobber !6
  %.30 = extractelement <2 x i64> %.29, i64 0, !dbg !13
  %.32 = extractelement <2 x i64> %.29, i64 1, !dbg !13
  %t61 = add i64 %.30, %t5514, !dbg !14
  %t63 = add i64 %t61, %.32, !dbg !14
  %t64 = add i64 %t5413, %t12, !dbg !13
  %t57 = icmp slt i64 %t64, %t20, !dbg !13
  br i1 %t57, label %b9, label %b11, !dbg !13

b11:                                              ; preds = %b9, %b8.preheader, %b3
  %t65 = phi i64 [ %t34, %b3 ], [ %t38.lcssa, %b8.preheader ], [ %t63, %b9 ]
  %t66 = phi i64 [ %t35, %b3 ], [ %t37.lcssa, %b8.preheader ], [ %t64, %b9 ]
  %t67 = shl i64 %a2, 1, !dbg !13
  %t70 = mul i64 %t12, %t67, !dbg !13
  %t7417 = icmp slt i64 %t66, %t22, !dbg !13
  br i1 %t7417, label %b13.lr.ph, label %b17, !dbg !13

b13.lr.ph:                                        ; preds = %b11
  %t68 = mul i64 %t66, %t67, !dbg !13
  %t69 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t68, !dbg !13
  %t76 = add i64 %a0, -1
  %.35 = shl nsw i64 %a2, 3
  br label %b13, !dbg !13

b13:                                              ; preds = %b13.lr.ph, %b15
  %t7320 = phi i64 [ %t65, %b13.lr.ph ], [ %t84, %b15 ]
  %t7219 = phi i64 [ %t66, %b13.lr.ph ], [ %t85, %b15 ]
  %t7118 = phi ptr addrspace(1) [ %t69, %b13.lr.ph ], [ %t86, %b15 ]
  %t75.neg = mul i64 %t7219, -2, !dbg !13
  %t77 = add i64 %t76, %t75.neg, !dbg !13
  %.34 = load i64, ptr addrspace(1) %t7118, align 8, !dbg !13
  %t79 = add i64 %.34, %t7320, !dbg !14
  %t81 = icmp sgt i64 %t77, 0, !dbg !13
  br i1 %t81, label %b14, label %b15, !dbg !13

b14:                                              ; preds = %b13
  %t80 = getelementptr inbounds i8, ptr addrspace(1) %t7118, i64 %.35, !dbg !13
  %.36 = load i64, ptr addrspace(1) %t80, align 8, !dbg !13
  %t83 = add i64 %.36, %t79, !dbg !14
  br label %b15, !dbg !13

b15:                                              ; preds = %b14, %b13
  %t84 = phi i64 [ %t83, %b14 ], [ %t79, %b13 ]
  %t85 = add i64 %t7219, %t12, !dbg !13
  %t86 = getelementptr inbounds i64, ptr addrspace(1) %t7118, i64 %t70, !dbg !13
  %t74 = icmp slt i64 %t85, %t22, !dbg !13
  br i1 %t74, label %b13, label %b17, !dbg !13

b17:                                              ; preds = %b15, %b11, %entry
  %t96 = phi i64 [ 0, %entry ], [ %t65, %b11 ], [ %t84, %b15 ]
  %t88 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !13
  store i64 %t96, ptr addrspace(3) %t88, align 8, !dbg !13
  %t89 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !13
  %.37 = zext i1 %t23 to i8, !dbg !13
  store i8 %.37, ptr addrspace(3) %t89, align 1, !dbg !13
  fence syncscope("workgroup") release, !dbg !13
  tail call void @llvm.amdgcn.s.barrier(), !dbg !13
  fence syncscope("workgroup") acquire, !dbg !13
  %t90 = icmp slt i32 %.1, 128, !dbg !13
  br i1 %t90, label %b18, label %b23, !dbg !13

b18:                                              ; preds = %b17
  %t91 = add nsw i32 %.1, 128, !dbg !13
  %t92 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.0, i32 %t91, !dbg !13
  %.38 = load i64, ptr addrspace(3) %t92, align 8, !dbg !13
  %t94 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.1, i32 %t91, !dbg !13
  %.39 = load i8, ptr addrspace(3) %t94, align 1, !dbg !13
  %.40 = icmp ne i8 %.39, 0, !dbg !13
  %spec.select = select i1 %.40, i64 %.38, i64 0, !dbg !13
  %t98 = add i64 %spec.select, %t96, !dbg !13
  %t99 = select i1 %.40, i1 true, i1 %t23, !dbg !13
  store i64 %t98, ptr addrspace(3) %t88, align 8, !dbg !13
  %.41 = zext i1 %t99 to i8, !dbg !13
  store i8 %.41, ptr addrspace(3) %t89, align 1, !dbg !13
  br label %b23, !dbg !13

b23:                                              ; preds = %b18, %b17
  %t100 = phi i64 [ %t98, %b18 ], [ %t96, %b17 ]
  %t101 = phi i1 [ %t99, %b18 ], [ %t23, %b17 ]
  fence syncscope("workgroup") release, !dbg !13
  tail call void @llvm.amdgcn.s.barrier(), !dbg !13
  fence syncscope("workgroup") acquire, !dbg !13
  %t102 = icmp slt i32 %.1, 64, !dbg !13
  br i1 %t102, label %b24, label %b29, !dbg !13

b24:                                              ; preds = %b23
  %t103 = add nsw i32 %.1, 64, !dbg !13
  %t104 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.0, i32 %t103, !dbg !13
  %.42 = load i64, ptr addrspace(3) %t104, align 8, !dbg !13
  %t106 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.1, i32 %t103, !dbg !13
  %.43 = load i8, ptr addrspace(3) %t106, align 1, !dbg !13
  %.44 = icmp ne i8 %.43, 0, !dbg !13
  %t108 = select i1 %t101, i64 %t100, i64 0, !dbg !13
  %spec.select1 = add i64 %.42, %t108, !dbg !13
  %t110 = select i1 %.44, i64 %spec.select1, i64 %t100, !dbg !13
  %t111 = select i1 %.44, i1 true, i1 %t101, !dbg !13
  store i64 %t110, ptr addrspace(3) %t88, align 8, !dbg !13
  %.45 = zext i1 %t111 to i8, !dbg !13
  store i8 %.45, ptr addrspace(3) %t89, align 1, !dbg !13
  br label %b29, !dbg !13

b29:                                              ; preds = %b24, %b23
  %t112 = phi i64 [ %t110, %b24 ], [ %t100, %b23 ]
  %t113 = phi i1 [ %t111, %b24 ], [ %t101, %b23 ]
  fence syncscope("workgroup") release, !dbg !13
  tail call void @llvm.amdgcn.s.barrier(), !dbg !13
  fence syncscope("workgroup") acquire, !dbg !13
  %t114 = icmp slt i32 %.1, 32, !dbg !13
  br i1 %t114, label %b30, label %b35, !dbg !13

b30:                                              ; preds = %b29
  %t115 = add nsw i32 %.1, 32, !dbg !13
  %t116 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.0, i32 %t115, !dbg !13
  %.46 = load i64, ptr addrspace(3) %t116, align 8, !dbg !13
  %t118 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.1, i32 %t115, !dbg !13
  %.47 = load i8, ptr addrspace(3) %t118, align 1, !dbg !13
  %.48 = icmp ne i8 %.47, 0, !dbg !13
  %t120 = select i1 %t113, i64 %t112, i64 0, !dbg !13
  %spec.select2 = add i64 %.46, %t120, !dbg !13
  %t122 = select i1 %.48, i64 %spec.select2, i64 %t112, !dbg !13
  %t123 = select i1 %.48, i1 true, i1 %t113, !dbg !13
  br label %b35, !dbg !13

b35:                                              ; preds = %b30, %b29
  %t124 = phi i64 [ %t122, %b30 ], [ %t112, %b29 ]
  %t125 = phi i1 [ %t123, %b30 ], [ %t113, %b29 ]
  br i1 %t114, label %b36, label %b57, !dbg !13

b36:                                              ; preds = %b35
  %.50 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !13
  %.51 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.50), !dbg !13
  %.52 = zext i32 %.51 to i64, !dbg !13
  %.53 = add nuw nsw i64 %.52, 16, !dbg !13
  %.54 = icmp ult i32 %.51, 48, !dbg !13
  %.55 = tail call i64 @llvm.read_register.i64(metadata !15) #8, !dbg !13
  %.56 = and i64 %.53, 63, !dbg !13
  %1 = shl nuw i64 1, %.56, !dbg !13
  %2 = and i64 %1, %.55, !dbg !13
  %.58 = icmp ne i64 %2, 0, !dbg !13
  %.59 = and i1 %.54, %.58, !dbg !13
  %.60 = trunc i64 %.53 to i32, !dbg !13
  %.61 = shl i32 %.60, 2, !dbg !13
  %.62 = trunc i64 %t124 to i32, !dbg !13
  %.63 = lshr i64 %t124, 32, !dbg !13
  %.64 = trunc i64 %.63 to i32, !dbg !13
  %.65 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.62), !dbg !13
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.64), !dbg !13
  %.67 = zext i32 %.65 to i64, !dbg !13
  %.68 = zext i32 %.66 to i64, !dbg !13
  %.69 = shl nuw i64 %.68, 32, !dbg !13
  %.70 = or i64 %.69, %.67, !dbg !13
  %t126 = select i1 %.59, i64 %.70, i64 %t124, !dbg !13
  %.84 = zext i1 %t125 to i32, !dbg !13
  %.85 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.84), !dbg !13
  %3 = and i32 %.85, 1, !dbg !13
  %.86 = icmp ne i32 %3, 0, !dbg !13
  %t127 = select i1 %.59, i1 %.86, i1 %t125, !dbg !13
  %t128 = icmp slt i32 %.1, 16, !dbg !13
  %t129 = and i1 %t128, %t127, !dbg !13
  %t130 = select i1 %t125, i64 %t124, i64 0, !dbg !13
  %spec.select3 = add i64 %t126, %t130, !dbg !13
  %t132 = select i1 %t129, i64 %spec.select3, i64 %t124, !dbg !13
  %t133 = select i1 %t129, i1 true, i1 %t125, !dbg !13
  %.91 = add nuw nsw i64 %.52, 8, !dbg !13
  %.92 = icmp ult i32 %.51, 56, !dbg !13
  %.94 = and i64 %.91, 63, !dbg !13
  %4 = shl nuw i64 1, %.94, !dbg !13
  %5 = and i64 %4, %.55, !dbg !13
  %.96 = icmp ne i64 %5, 0, !dbg !13
  %.97 = and i1 %.92, %.96, !dbg !13
  %.98 = trunc i64 %.91 to i32, !dbg !13
  %.99 = shl i32 %.98, 2, !dbg !13
  %.100 = trunc i64 %t132 to i32, !dbg !13
  %.101 = lshr i64 %t132, 32, !dbg !13
  %.102 = trunc i64 %.101 to i32, !dbg !13
  %.103 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.99, i32 %.100), !dbg !13
  %.104 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.99, i32 %.102), !dbg !13
  %.105 = zext i32 %.103 to i64, !dbg !13
  %.106 = zext i32 %.104 to i64, !dbg !13
  %.107 = shl nuw i64 %.106, 32, !dbg !13
  %.108 = or i64 %.107, %.105, !dbg !13
  %t134 = select i1 %.97, i64 %.108, i64 %t132, !dbg !13
  %.122 = zext i1 %t133 to i32, !dbg !13
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.99, i32 %.122), !dbg !13
  %6 = and i32 %.123, 1, !dbg !13
  %.124 = icmp ne i32 %6, 0, !dbg !13
  %t135 = select i1 %.97, i1 %.124, i1 %t133, !dbg !13
  %t136 = icmp slt i32 %.1, 24, !dbg !13
  %t137 = and i1 %t136, %t135, !dbg !13
  %t138 = select i1 %t133, i64 %t132, i64 0, !dbg !13
  %spec.select4 = add i64 %t134, %t138, !dbg !13
  %t140 = select i1 %t137, i64 %spec.select4, i64 %t132, !dbg !13
  %t141 = select i1 %t137, i1 true, i1 %t133, !dbg !13
  %.129 = add nuw nsw i64 %.52, 4, !dbg !13
  %.130 = icmp ult i32 %.51, 60, !dbg !13
  %.132 = and i64 %.129, 63, !dbg !13
  %7 = shl nuw i64 1, %.132, !dbg !13
  %8 = and i64 %7, %.55, !dbg !13
  %.134 = icmp ne i64 %8, 0, !dbg !13
  %.135 = and i1 %.130, %.134, !dbg !13
  %.136 = trunc i64 %.129 to i32, !dbg !13
  %.137 = shl i32 %.136, 2, !dbg !13
  %.138 = trunc i64 %t140 to i32, !dbg !13
  %.139 = lshr i64 %t140, 32, !dbg !13
  %.140 = trunc i64 %.139 to i32, !dbg !13
  %.141 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.137, i32 %.138), !dbg !13
  %.142 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.137, i32 %.140), !dbg !13
  %.143 = zext i32 %.141 to i64, !dbg !13
  %.144 = zext i32 %.142 to i64, !dbg !13
  %.145 = shl nuw i64 %.144, 32, !dbg !13
  %.146 = or i64 %.145, %.143, !dbg !13
  %t142 = select i1 %.135, i64 %.146, i64 %t140, !dbg !13
  %.160 = zext i1 %t141 to i32, !dbg !13
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.137, i32 %.160), !dbg !13
  %9 = and i32 %.161, 1, !dbg !13
  %.162 = icmp ne i32 %9, 0, !dbg !13
  %t143 = select i1 %.135, i1 %.162, i1 %t141, !dbg !13
  %t144 = icmp slt i32 %.1, 28, !dbg !13
  %t145 = and i1 %t144, %t143, !dbg !13
  %t146 = select i1 %t141, i64 %t140, i64 0, !dbg !13
  %spec.select5 = add i64 %t142, %t146, !dbg !13
  %t148 = select i1 %t145, i64 %spec.select5, i64 %t140, !dbg !13
  %t149 = select i1 %t145, i1 true, i1 %t141, !dbg !13
  %.167 = add nuw nsw i64 %.52, 2, !dbg !13
  %.168 = icmp ult i32 %.51, 62, !dbg !13
  %.170 = and i64 %.167, 63, !dbg !13
  %10 = shl nuw i64 1, %.170, !dbg !13
  %11 = and i64 %10, %.55, !dbg !13
  %.172 = icmp ne i64 %11, 0, !dbg !13
  %.173 = and i1 %.168, %.172, !dbg !13
  %.174 = trunc i64 %.167 to i32, !dbg !13
  %.175 = shl i32 %.174, 2, !dbg !13
  %.176 = trunc i64 %t148 to i32, !dbg !13
  %.177 = lshr i64 %t148, 32, !dbg !13
  %.178 = trunc i64 %.177 to i32, !dbg !13
  %.179 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.176), !dbg !13
  %.180 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.178), !dbg !13
  %.181 = zext i32 %.179 to i64, !dbg !13
  %.182 = zext i32 %.180 to i64, !dbg !13
  %.183 = shl nuw i64 %.182, 32, !dbg !13
  %.184 = or i64 %.183, %.181, !dbg !13
  %t150 = select i1 %.173, i64 %.184, i64 %t148, !dbg !13
  %.198 = zext i1 %t149 to i32, !dbg !13
  %.199 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.198), !dbg !13
  %12 = and i32 %.199, 1, !dbg !13
  %.200 = icmp ne i32 %12, 0, !dbg !13
  %t151 = select i1 %.173, i1 %.200, i1 %t149, !dbg !13
  %t152 = icmp slt i32 %.1, 30, !dbg !13
  %t153 = and i1 %t152, %t151, !dbg !13
  %t154 = select i1 %t149, i64 %t148, i64 0, !dbg !13
  %spec.select6 = add i64 %t150, %t154, !dbg !13
  %t156 = select i1 %t153, i64 %spec.select6, i64 %t148, !dbg !13
  %t157 = select i1 %t153, i1 true, i1 %t149, !dbg !13
  %.205 = add nuw nsw i64 %.52, 1, !dbg !13
  %.206 = icmp ult i32 %.51, 63, !dbg !13
  %.208 = and i64 %.205, 63, !dbg !13
  %13 = shl nuw i64 1, %.208, !dbg !13
  %14 = and i64 %13, %.55, !dbg !13
  %.210 = icmp ne i64 %14, 0, !dbg !13
  %.211 = and i1 %.206, %.210, !dbg !13
  %.212 = trunc i64 %.205 to i32, !dbg !13
  %.213 = shl i32 %.212, 2, !dbg !13
  %.214 = trunc i64 %t156 to i32, !dbg !13
  %.215 = lshr i64 %t156, 32, !dbg !13
  %.216 = trunc i64 %.215 to i32, !dbg !13
  %.217 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.213, i32 %.214), !dbg !13
  %.218 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.213, i32 %.216), !dbg !13
  %.219 = zext i32 %.217 to i64, !dbg !13
  %.220 = zext i32 %.218 to i64, !dbg !13
  %.221 = shl nuw i64 %.220, 32, !dbg !13
  %.222 = or i64 %.221, %.219, !dbg !13
  %t158 = select i1 %.211, i64 %.222, i64 %t156, !dbg !13
  %.236 = zext i1 %t157 to i32, !dbg !13
  %.237 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.213, i32 %.236), !dbg !13
  %15 = and i32 %.237, 1, !dbg !13
  %.238 = icmp ne i32 %15, 0, !dbg !13
  %t159 = select i1 %.211, i1 %.238, i1 %t157, !dbg !13
  %t160 = icmp ne i32 %.1, 31, !dbg !13
  %t161 = and i1 %t160, %t159, !dbg !13
  %t162 = select i1 %t157, i64 %t156, i64 0, !dbg !13
  %spec.select7 = add i64 %t158, %t162, !dbg !13
  %t164 = select i1 %t161, i64 %spec.select7, i64 %t156, !dbg !13
  %t165 = select i1 %t161, i1 true, i1 %t157, !dbg !13
  br label %b57, !dbg !13

b57:                                              ; preds = %b36, %b35
  %t166 = phi i64 [ %t164, %b36 ], [ %t124, %b35 ]
  %t167 = phi i1 [ %t165, %b36 ], [ %t125, %b35 ]
  %t168 = icmp eq i32 %.1, 0, !dbg !13
  %t169 = and i1 %t168, %t167, !dbg !13
  br i1 %t169, label %b58, label %b59, !dbg !13

b58:                                              ; preds = %b57
  %t170 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t5, !dbg !13
  store i64 %t166, ptr addrspace(1) %t170, align 8, !dbg !13
  br label %b59, !dbg !13

b59:                                              ; preds = %b58, %b57
  ret void, !dbg !13
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i64 %a3, i8 %a4) local_unnamed_addr #1 !dbg !16 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !17
  %t3 = sext i32 %.2 to i64, !dbg !17
  %t4 = add i64 %a0, 1, !dbg !17
  %t5 = ashr i64 %t4, 1, !dbg !17
  %t6 = ashr i64 %a0, 1, !dbg !17
  %t7 = icmp sgt i64 %t5, %t3, !dbg !17
  br i1 %t7, label %b1, label %b12, !dbg !17

b1:                                               ; preds = %entry
  %t8 = shl nsw i64 %t3, 1, !dbg !17
  %t9 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t8, !dbg !17
  %.3 = load i64, ptr addrspace(1) %t9, align 8, !dbg !17, !amdgpu.noclobber !6
  %0 = xor i64 %t8, -1, !dbg !17
  %t12 = add i64 %0, %a0, !dbg !17
  %t14 = icmp sgt i64 %t12, 0, !dbg !17
  br i1 %t14, label %b2, label %b3, !dbg !17

b2:                                               ; preds = %b1
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %t9, i64 1, !dbg !17
  %.4 = load i64, ptr addrspace(1) %t13, align 8, !dbg !17, !amdgpu.noclobber !6
  %t16 = add i64 %.4, %.3, !dbg !18
  br label %b3, !dbg !17

b3:                                               ; preds = %b2, %b1
  %t17 = phi i64 [ %t16, %b2 ], [ %.3, %b1 ]
  %t18 = add nsw i64 %t3, 256, !dbg !17
  %t21 = and i64 %a0, -2, !dbg !17
  %t22 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t21, !dbg !17
  %t23 = icmp slt i64 %t18, %t6, !dbg !17
  br i1 %t23, label %b4.preheader, label %b7, !dbg !17

b4.preheader:                                     ; preds = %b3
  %t19 = shl nsw i64 %t18, 1, !dbg !17
  %t20 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t19, !dbg !17
  br label %b4, !dbg !17

b4:                                               ; preds = %b4.preheader, %b4
  %t24 = phi ptr addrspace(1) [ %t31, %b4 ], [ %t20, %b4.preheader ]
  %t25 = phi i64 [ %t30, %b4 ], [ %t17, %b4.preheader ]
  %.5 = load i64, ptr addrspace(1) %t24, align 8, !dbg !17
  %t27 = add i64 %.5, %t25, !dbg !18
  %t28 = getelementptr inbounds i64, ptr addrspace(1) %t24, i64 1, !dbg !17
  %.6 = load i64, ptr addrspace(1) %t28, align 8, !dbg !17
  %t30 = add i64 %t27, %.6, !dbg !18
  %t31 = getelementptr inbounds i64, ptr addrspace(1) %t24, i64 512, !dbg !17
  %t32 = icmp ult ptr addrspace(1) %t31, %t22, !dbg !17
  br i1 %t32, label %b4, label %b6, !dbg !17, !llvm.loop !19

b6:                                               ; preds = %b4
  %t33 = sub nsw i64 %t3, %t6, !dbg !17
  %t34 = and i64 %t33, 255, !dbg !17
  %t35 = add nsw i64 %t34, %t6, !dbg !17
  br label %b7, !dbg !17

b7:                                               ; preds = %b6, %b3
  %t36 = phi i64 [ %t18, %b3 ], [ %t35, %b6 ]
  %t37 = phi i64 [ %t17, %b3 ], [ %t30, %b6 ]
  %t38 = icmp slt i64 %t36, %t5, !dbg !17
  br i1 %t38, label %b8, label %b12, !dbg !17

b8:                                               ; preds = %b7
  %t39 = shl i64 %t36, 1, !dbg !17
  %t40 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t39, !dbg !17
  %1 = xor i64 %t39, -1, !dbg !17
  %t42 = add i64 %1, %a0, !dbg !17
  %.7 = load i64, ptr addrspace(1) %t40, align 8, !dbg !17, !amdgpu.noclobber !6
  %t44 = add i64 %.7, %t37, !dbg !18
  %t46 = icmp sgt i64 %t42, 0, !dbg !17
  br i1 %t46, label %b9, label %b12, !dbg !17

b9:                                               ; preds = %b8
  %t45 = getelementptr inbounds i64, ptr addrspace(1) %t40, i64 1, !dbg !17
  %.8 = load i64, ptr addrspace(1) %t45, align 8, !dbg !17, !amdgpu.noclobber !6
  %t48 = add i64 %.8, %t44, !dbg !18
  br label %b12, !dbg !17

b12:                                              ; preds = %b7, %b9, %b8, %entry
  %t60 = phi i64 [ %t37, %b7 ], [ %t48, %b9 ], [ %t44, %b8 ], [ 0, %entry ]
  %t52 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !17
  store i64 %t60, ptr addrspace(3) %t52, align 8, !dbg !17
  %t53 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !17
  %.9 = zext i1 %t7 to i8, !dbg !17
  store i8 %.9, ptr addrspace(3) %t53, align 1, !dbg !17
  fence syncscope("workgroup") release, !dbg !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17
  %t54 = icmp slt i32 %.2, 128, !dbg !17
  br i1 %t54, label %b13, label %b18, !dbg !17

b13:                                              ; preds = %b12
  %t55 = add nsw i32 %.2, 128, !dbg !17
  %t56 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.0, i32 %t55, !dbg !17
  %.10 = load i64, ptr addrspace(3) %t56, align 8, !dbg !17
  %t58 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.1, i32 %t55, !dbg !17
  %.11 = load i8, ptr addrspace(3) %t58, align 1, !dbg !17
  %.12 = icmp ne i8 %.11, 0, !dbg !17
  %spec.select = select i1 %.12, i64 %.10, i64 0, !dbg !17
  %t62 = add i64 %spec.select, %t60, !dbg !17
  %t63 = select i1 %.12, i1 true, i1 %t7, !dbg !17
  store i64 %t62, ptr addrspace(3) %t52, align 8, !dbg !17
  %.13 = zext i1 %t63 to i8, !dbg !17
  store i8 %.13, ptr addrspace(3) %t53, align 1, !dbg !17
  br label %b18, !dbg !17

b18:                                              ; preds = %b13, %b12
  %t64 = phi i64 [ %t62, %b13 ], [ %t60, %b12 ]
  %t65 = phi i1 [ %t63, %b13 ], [ %t7, %b12 ]
  fence syncscope("workgroup") release, !dbg !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17
  %t66 = icmp slt i32 %.2, 64, !dbg !17
  br i1 %t66, label %b19, label %b24, !dbg !17

b19:                                              ; preds = %b18
  %t67 = add nsw i32 %.2, 64, !dbg !17
  %t68 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.0, i32 %t67, !dbg !17
  %.14 = load i64, ptr addrspace(3) %t68, align 8, !dbg !17
  %t70 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.1, i32 %t67, !dbg !17
  %.15 = load i8, ptr addrspace(3) %t70, align 1, !dbg !17
  %.16 = icmp ne i8 %.15, 0, !dbg !17
  %t72 = select i1 %t65, i64 %t64, i64 0, !dbg !17
  %spec.select1 = add i64 %.14, %t72, !dbg !17
  %t74 = select i1 %.16, i64 %spec.select1, i64 %t64, !dbg !17
  %t75 = select i1 %.16, i1 true, i1 %t65, !dbg !17
  store i64 %t74, ptr addrspace(3) %t52, align 8, !dbg !17
  %.17 = zext i1 %t75 to i8, !dbg !17
  store i8 %.17, ptr addrspace(3) %t53, align 1, !dbg !17
  br label %b24, !dbg !17

b24:                                              ; preds = %b19, %b18
  %t76 = phi i64 [ %t74, %b19 ], [ %t64, %b18 ]
  %t77 = phi i1 [ %t75, %b19 ], [ %t65, %b18 ]
  fence syncscope("workgroup") release, !dbg !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17
  %t78 = icmp slt i32 %.2, 32, !dbg !17
  br i1 %t78, label %b25, label %b30, !dbg !17

b25:                                              ; preds = %b24
  %t79 = add nsw i32 %.2, 32, !dbg !17
  %t80 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.0, i32 %t79, !dbg !17
  %.18 = load i64, ptr addrspace(3) %t80, align 8, !dbg !17
  %t82 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.1, i32 %t79, !dbg !17
  %.19 = load i8, ptr addrspace(3) %t82, align 1, !dbg !17
  %.20 = icmp ne i8 %.19, 0, !dbg !17
  %t84 = select i1 %t77, i64 %t76, i64 0, !dbg !17
  %spec.select2 = add i64 %.18, %t84, !dbg !17
  %t86 = select i1 %.20, i64 %spec.select2, i64 %t76, !dbg !17
  %t87 = select i1 %.20, i1 true, i1 %t77, !dbg !17
  br label %b30, !dbg !17

b30:                                              ; preds = %b25, %b24
  %t88 = phi i64 [ %t86, %b25 ], [ %t76, %b24 ]
  %t89 = phi i1 [ %t87, %b25 ], [ %t77, %b24 ]
  br i1 %t78, label %b31, label %b52, !dbg !17

b31:                                              ; preds = %b30
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !17
  %.23 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.22), !dbg !17
  %.24 = zext i32 %.23 to i64, !dbg !17
  %.25 = add nuw nsw i64 %.24, 16, !dbg !17
  %.26 = icmp ult i32 %.23, 48, !dbg !17
  %.27 = tail call i64 @llvm.read_register.i64(metadata !15) #8, !dbg !17
  %.28 = and i64 %.25, 63, !dbg !17
  %2 = shl nuw i64 1, %.28, !dbg !17
  %3 = and i64 %2, %.27, !dbg !17
  %.30 = icmp ne i64 %3, 0, !dbg !17
  %.31 = and i1 %.26, %.30, !dbg !17
  %.32 = trunc i64 %.25 to i32, !dbg !17
  %.33 = shl i32 %.32, 2, !dbg !17
  %.34 = trunc i64 %t88 to i32, !dbg !17
  %.35 = lshr i64 %t88, 32, !dbg !17
  %.36 = trunc i64 %.35 to i32, !dbg !17
  %.37 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.34), !dbg !17
  %.38 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.36), !dbg !17
  %.39 = zext i32 %.37 to i64, !dbg !17
  %.40 = zext i32 %.38 to i64, !dbg !17
  %.41 = shl nuw i64 %.40, 32, !dbg !17
  %.42 = or i64 %.41, %.39, !dbg !17
  %t90 = select i1 %.31, i64 %.42, i64 %t88, !dbg !17
  %.56 = zext i1 %t89 to i32, !dbg !17
  %.57 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.56), !dbg !17
  %4 = and i32 %.57, 1, !dbg !17
  %.58 = icmp ne i32 %4, 0, !dbg !17
  %t91 = select i1 %.31, i1 %.58, i1 %t89, !dbg !17
  %t92 = icmp slt i32 %.2, 16, !dbg !17
  %t93 = and i1 %t92, %t91, !dbg !17
  %t94 = select i1 %t89, i64 %t88, i64 0, !dbg !17
  %spec.select3 = add i64 %t90, %t94, !dbg !17
  %t96 = select i1 %t93, i64 %spec.select3, i64 %t88, !dbg !17
  %t97 = select i1 %t93, i1 true, i1 %t89, !dbg !17
  %.63 = add nuw nsw i64 %.24, 8, !dbg !17
  %.64 = icmp ult i32 %.23, 56, !dbg !17
  %.66 = and i64 %.63, 63, !dbg !17
  %5 = shl nuw i64 1, %.66, !dbg !17
  %6 = and i64 %5, %.27, !dbg !17
  %.68 = icmp ne i64 %6, 0, !dbg !17
  %.69 = and i1 %.64, %.68, !dbg !17
  %.70 = trunc i64 %.63 to i32, !dbg !17
  %.71 = shl i32 %.70, 2, !dbg !17
  %.72 = trunc i64 %t96 to i32, !dbg !17
  %.73 = lshr i64 %t96, 32, !dbg !17
  %.74 = trunc i64 %.73 to i32, !dbg !17
  %.75 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.72), !dbg !17
  %.76 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.74), !dbg !17
  %.77 = zext i32 %.75 to i64, !dbg !17
  %.78 = zext i32 %.76 to i64, !dbg !17
  %.79 = shl nuw i64 %.78, 32, !dbg !17
  %.80 = or i64 %.79, %.77, !dbg !17
  %t98 = select i1 %.69, i64 %.80, i64 %t96, !dbg !17
  %.94 = zext i1 %t97 to i32, !dbg !17
  %.95 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.94), !dbg !17
  %7 = and i32 %.95, 1, !dbg !17
  %.96 = icmp ne i32 %7, 0, !dbg !17
  %t99 = select i1 %.69, i1 %.96, i1 %t97, !dbg !17
  %t100 = icmp slt i32 %.2, 24, !dbg !17
  %t101 = and i1 %t100, %t99, !dbg !17
  %t102 = select i1 %t97, i64 %t96, i64 0, !dbg !17
  %spec.select4 = add i64 %t98, %t102, !dbg !17
  %t104 = select i1 %t101, i64 %spec.select4, i64 %t96, !dbg !17
  %t105 = select i1 %t101, i1 true, i1 %t97, !dbg !17
  %.101 = add nuw nsw i64 %.24, 4, !dbg !17
  %.102 = icmp ult i32 %.23, 60, !dbg !17
  %.104 = and i64 %.101, 63, !dbg !17
  %8 = shl nuw i64 1, %.104, !dbg !17
  %9 = and i64 %8, %.27, !dbg !17
  %.106 = icmp ne i64 %9, 0, !dbg !17
  %.107 = and i1 %.102, %.106, !dbg !17
  %.108 = trunc i64 %.101 to i32, !dbg !17
  %.109 = shl i32 %.108, 2, !dbg !17
  %.110 = trunc i64 %t104 to i32, !dbg !17
  %.111 = lshr i64 %t104, 32, !dbg !17
  %.112 = trunc i64 %.111 to i32, !dbg !17
  %.113 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.110), !dbg !17
  %.114 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.112), !dbg !17
  %.115 = zext i32 %.113 to i64, !dbg !17
  %.116 = zext i32 %.114 to i64, !dbg !17
  %.117 = shl nuw i64 %.116, 32, !dbg !17
  %.118 = or i64 %.117, %.115, !dbg !17
  %t106 = select i1 %.107, i64 %.118, i64 %t104, !dbg !17
  %.132 = zext i1 %t105 to i32, !dbg !17
  %.133 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.132), !dbg !17
  %10 = and i32 %.133, 1, !dbg !17
  %.134 = icmp ne i32 %10, 0, !dbg !17
  %t107 = select i1 %.107, i1 %.134, i1 %t105, !dbg !17
  %t108 = icmp slt i32 %.2, 28, !dbg !17
  %t109 = and i1 %t108, %t107, !dbg !17
  %t110 = select i1 %t105, i64 %t104, i64 0, !dbg !17
  %spec.select5 = add i64 %t106, %t110, !dbg !17
  %t112 = select i1 %t109, i64 %spec.select5, i64 %t104, !dbg !17
  %t113 = select i1 %t109, i1 true, i1 %t105, !dbg !17
  %.139 = add nuw nsw i64 %.24, 2, !dbg !17
  %.140 = icmp ult i32 %.23, 62, !dbg !17
  %.142 = and i64 %.139, 63, !dbg !17
  %11 = shl nuw i64 1, %.142, !dbg !17
  %12 = and i64 %11, %.27, !dbg !17
  %.144 = icmp ne i64 %12, 0, !dbg !17
  %.145 = and i1 %.140, %.144, !dbg !17
  %.146 = trunc i64 %.139 to i32, !dbg !17
  %.147 = shl i32 %.146, 2, !dbg !17
  %.148 = trunc i64 %t112 to i32, !dbg !17
  %.149 = lshr i64 %t112, 32, !dbg !17
  %.150 = trunc i64 %.149 to i32, !dbg !17
  %.151 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.147, i32 %.148), !dbg !17
  %.152 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.147, i32 %.150), !dbg !17
  %.153 = zext i32 %.151 to i64, !dbg !17
  %.154 = zext i32 %.152 to i64, !dbg !17
  %.155 = shl nuw i64 %.154, 32, !dbg !17
  %.156 = or i64 %.155, %.153, !dbg !17
  %t114 = select i1 %.145, i64 %.156, i64 %t112, !dbg !17
  %.170 = zext i1 %t113 to i32, !dbg !17
  %.171 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.147, i32 %.170), !dbg !17
  %13 = and i32 %.171, 1, !dbg !17
  %.172 = icmp ne i32 %13, 0, !dbg !17
  %t115 = select i1 %.145, i1 %.172, i1 %t113, !dbg !17
  %t116 = icmp slt i32 %.2, 30, !dbg !17
  %t117 = and i1 %t116, %t115, !dbg !17
  %t118 = select i1 %t113, i64 %t112, i64 0, !dbg !17
  %spec.select6 = add i64 %t114, %t118, !dbg !17
  %t120 = select i1 %t117, i64 %spec.select6, i64 %t112, !dbg !17
  %t121 = select i1 %t117, i1 true, i1 %t113, !dbg !17
  %.177 = add nuw nsw i64 %.24, 1, !dbg !17
  %.178 = icmp ult i32 %.23, 63, !dbg !17
  %.180 = and i64 %.177, 63, !dbg !17
  %14 = shl nuw i64 1, %.180, !dbg !17
  %15 = and i64 %14, %.27, !dbg !17
  %.182 = icmp ne i64 %15, 0, !dbg !17
  %.183 = and i1 %.178, %.182, !dbg !17
  %.184 = trunc i64 %.177 to i32, !dbg !17
  %.185 = shl i32 %.184, 2, !dbg !17
  %.186 = trunc i64 %t120 to i32, !dbg !17
  %.187 = lshr i64 %t120, 32, !dbg !17
  %.188 = trunc i64 %.187 to i32, !dbg !17
  %.189 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.185, i32 %.186), !dbg !17
  %.190 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.185, i32 %.188), !dbg !17
  %.191 = zext i32 %.189 to i64, !dbg !17
  %.192 = zext i32 %.190 to i64, !dbg !17
  %.193 = shl nuw i64 %.192, 32, !dbg !17
  %.194 = or i64 %.193, %.191, !dbg !17
  %t122 = select i1 %.183, i64 %.194, i64 %t120, !dbg !17
  %.208 = zext i1 %t121 to i32, !dbg !17
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.185, i32 %.208), !dbg !17
  %16 = and i32 %.209, 1, !dbg !17
  %.210 = icmp ne i32 %16, 0, !dbg !17
  %t123 = select i1 %.183, i1 %.210, i1 %t121, !dbg !17
  %t124 = icmp ne i32 %.2, 31, !dbg !17
  %t125 = and i1 %t124, %t123, !dbg !17
  %t126 = select i1 %t121, i64 %t120, i64 0, !dbg !17
  %spec.select7 = add i64 %t122, %t126, !dbg !17
  %t128 = select i1 %t125, i64 %spec.select7, i64 %t120, !dbg !17
  %t129 = select i1 %t125, i1 true, i1 %t121, !dbg !17
  br label %b52, !dbg !17

b52:                                              ; preds = %b31, %b30
  %t130 = phi i64 [ %t128, %b31 ], [ %t88, %b30 ]
  %t131 = phi i1 [ %t129, %b31 ], [ %t89, %b30 ]
  %t132 = icmp eq i32 %.2, 0, !dbg !17
  %t136 = select i1 %t131, i1 true, i1 %.1, !dbg !17
  %or.cond = select i1 %t132, i1 %t136, i1 false, !dbg !17
  br i1 %or.cond, label %b58, label %b59, !dbg !17

b58:                                              ; preds = %b52
  %t133 = select i1 %.1, i64 %a3, i64 0, !dbg !17
  %spec.select8 = add i64 %t130, %t133, !dbg !17
  %t135 = select i1 %t131, i64 %spec.select8, i64 %a3, !dbg !17
  store i64 %t135, ptr addrspace(1) %a2, align 8, !dbg !17
  br label %b59, !dbg !17

b59:                                              ; preds = %b58, %b52
  ret void, !dbg !17
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !23 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !24
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !24
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !24
  %t3 = sext i32 %.1 to i64, !dbg !24
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !24
  %t5 = sext i32 %.2 to i64, !dbg !24
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !24
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !24
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !24, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !24
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !24
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !24, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !24
  %.15 = add i32 %.14, %.9, !dbg !24
  %.16 = udiv i32 %.15, %.6, !dbg !24
  %t9 = sext i32 %.16 to i64, !dbg !24
  %t10 = mul nsw i64 %t7, %t5, !dbg !24
  %t11 = add nsw i64 %t10, %t3, !dbg !24
  %t12 = mul nsw i64 %t9, %t7, !dbg !24
  %t141 = icmp slt i64 %t11, %a0, !dbg !24
  br i1 %t141, label %b2, label %b7, !dbg !24

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !24

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t132, !dbg !24
  %.17 = load double, ptr addrspace(1) %t15, align 8, !dbg !24
  br label %b4, !dbg !24

b4:                                               ; preds = %b3, %b2
  %t17 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !24

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t132, !dbg !24
  %.18 = load double, ptr addrspace(1) %t18, align 8, !dbg !24
  br label %b6, !dbg !24

b6:                                               ; preds = %b5, %b4
  %t20 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = fadd double %t17, %t20, !dbg !25
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t132, !dbg !24
  store double %t21, ptr addrspace(1) %t22, align 8, !dbg !24
  %t23 = add i64 %t132, %t12, !dbg !24
  %t14 = icmp slt i64 %t23, %a0, !dbg !24
  br i1 %t14, label %b2, label %b7, !dbg !24

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !24
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !26 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !27
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !27
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !27
  %t3 = sext i32 %.1 to i64, !dbg !27
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !27
  %t5 = sext i32 %.2 to i64, !dbg !27
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !27
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !27
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !27, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !27
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !27
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !27, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !27
  %.15 = add i32 %.14, %.9, !dbg !27
  %.16 = udiv i32 %.15, %.6, !dbg !27
  %t9 = sext i32 %.16 to i64, !dbg !27
  %t10 = mul nsw i64 %t7, %t5, !dbg !27
  %t11 = add nsw i64 %t10, %t3, !dbg !27
  %t12 = mul nsw i64 %t9, %t7, !dbg !27
  %t13 = icmp sgt i64 %a1, 7, !dbg !27
  %t15 = icmp sgt i64 %a1, 6, !dbg !27
  %t17 = icmp sgt i64 %a1, 5, !dbg !27
  %t19 = icmp sgt i64 %a1, 4, !dbg !27
  %t21 = icmp sgt i64 %a1, 3, !dbg !27
  %t23 = icmp sgt i64 %a1, 2, !dbg !27
  %t25 = icmp sgt i64 %a1, 1, !dbg !27
  %t27 = icmp sgt i64 %a1, 0, !dbg !27
  %t291 = icmp slt i64 %t11, %a0, !dbg !27
  br i1 %t291, label %b2, label %b23, !dbg !27

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t149, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !27

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !27
  %t33 = mul i64 %t31, %a9, !dbg !27
  %t34 = sub nuw i64 %t282, %t33, !dbg !27
  %t35 = mul i64 %t34, %a19, !dbg !27
  %t36 = mul i64 %t34, %a29, !dbg !27
  %t37 = mul i64 %t34, %a38, !dbg !27
  br label %b4, !dbg !27

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !27

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !27
  %t45 = mul i64 %t43, %a8, !dbg !27
  %t46 = sub i64 %t38, %t45, !dbg !27
  %t47 = mul i64 %t46, %a18, !dbg !27
  %t48 = add i64 %t47, %t39, !dbg !27
  %t49 = mul i64 %t46, %a28, !dbg !27
  %t50 = add i64 %t49, %t40, !dbg !27
  %t51 = mul i64 %t46, %a37, !dbg !27
  %t52 = add i64 %t51, %t41, !dbg !27
  br label %b6, !dbg !27

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !27

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !27
  %t60 = mul i64 %t58, %a7, !dbg !27
  %t61 = sub i64 %t53, %t60, !dbg !27
  %t62 = mul i64 %t61, %a17, !dbg !27
  %t63 = add i64 %t62, %t54, !dbg !27
  %t64 = mul i64 %t61, %a27, !dbg !27
  %t65 = add i64 %t64, %t55, !dbg !27
  %t66 = mul i64 %t61, %a36, !dbg !27
  %t67 = add i64 %t66, %t56, !dbg !27
  br label %b8, !dbg !27

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !27

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !27
  %t75 = mul i64 %t73, %a6, !dbg !27
  %t76 = sub i64 %t68, %t75, !dbg !27
  %t77 = mul i64 %t76, %a16, !dbg !27
  %t78 = add i64 %t77, %t69, !dbg !27
  %t79 = mul i64 %t76, %a26, !dbg !27
  %t80 = add i64 %t79, %t70, !dbg !27
  %t81 = mul i64 %t76, %a35, !dbg !27
  %t82 = add i64 %t81, %t71, !dbg !27
  br label %b10, !dbg !27

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !27

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !27
  %t90 = mul i64 %t88, %a5, !dbg !27
  %t91 = sub i64 %t83, %t90, !dbg !27
  %t92 = mul i64 %t91, %a15, !dbg !27
  %t93 = add i64 %t92, %t84, !dbg !27
  %t94 = mul i64 %t91, %a25, !dbg !27
  %t95 = add i64 %t94, %t85, !dbg !27
  %t96 = mul i64 %t91, %a34, !dbg !27
  %t97 = add i64 %t96, %t86, !dbg !27
  br label %b12, !dbg !27

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !27

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !27
  %t105 = mul i64 %t103, %a4, !dbg !27
  %t106 = sub i64 %t98, %t105, !dbg !27
  %t107 = mul i64 %t106, %a14, !dbg !27
  %t108 = add i64 %t107, %t99, !dbg !27
  %t109 = mul i64 %t106, %a24, !dbg !27
  %t110 = add i64 %t109, %t100, !dbg !27
  %t111 = mul i64 %t106, %a33, !dbg !27
  %t112 = add i64 %t111, %t101, !dbg !27
  br label %b14, !dbg !27

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !27

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !27
  %t120 = mul i64 %t118, %a3, !dbg !27
  %t121 = sub i64 %t113, %t120, !dbg !27
  %t122 = mul i64 %t121, %a13, !dbg !27
  %t123 = add i64 %t122, %t114, !dbg !27
  %t124 = mul i64 %t121, %a23, !dbg !27
  %t125 = add i64 %t124, %t115, !dbg !27
  %t126 = mul i64 %t121, %a32, !dbg !27
  %t127 = add i64 %t126, %t116, !dbg !27
  br label %b16, !dbg !27

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !27

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !27
  %t133 = add i64 %t129, %t132, !dbg !27
  %t134 = mul i64 %t128, %a22, !dbg !27
  %t135 = add i64 %t130, %t134, !dbg !27
  %t136 = mul i64 %t128, %a31, !dbg !27
  %t137 = add i64 %t131, %t136, !dbg !27
  br label %b18, !dbg !27

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !27

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t138, !dbg !27
  %.17 = load double, ptr addrspace(1) %t141, align 8, !dbg !27
  br label %b20, !dbg !27

b20:                                              ; preds = %b19, %b18
  %t143 = phi double [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !27

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t139, !dbg !27
  %.18 = load double, ptr addrspace(1) %t144, align 8, !dbg !27
  br label %b22, !dbg !27

b22:                                              ; preds = %b21, %b20
  %t146 = phi double [ %.18, %b21 ], [ %a21, %b20 ]
  %t147 = fadd double %t143, %t146, !dbg !28
  %t148 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t140, !dbg !27
  store double %t147, ptr addrspace(1) %t148, align 8, !dbg !27
  %t149 = add i64 %t282, %t12, !dbg !27
  %t29 = icmp slt i64 %t149, %a0, !dbg !27
  br i1 %t29, label %b2, label %b23, !dbg !27

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !27
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !29 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !30
  %t3 = sext i32 %.1 to i64, !dbg !30
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !30
  %t5 = sext i32 %.2 to i64, !dbg !30
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !30
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !30
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !30, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !30
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !30
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !30, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !30
  %.15 = add i32 %.14, %.9, !dbg !30
  %.16 = udiv i32 %.15, %.6, !dbg !30
  %t9 = sext i32 %.16 to i64, !dbg !30
  %t10 = mul nsw i64 %t7, %t5, !dbg !30
  %t11 = add nsw i64 %t10, %t3, !dbg !30
  %t12 = mul nsw i64 %t9, %t7, !dbg !30
  %t13 = shl nsw i64 %t12, 1, !dbg !30
  %t14 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !30
  %t16 = icmp eq i64 %a2, 1, !dbg !30
  %t17 = and i64 %t14, 15, !dbg !30
  %t18 = icmp eq i64 %t17, 0, !dbg !30
  %t19 = and i1 %t16, %t18, !dbg !30
  %t20 = ashr i64 %a0, 1, !dbg !30
  %t21 = add i64 %a0, 1, !dbg !30
  %t22 = ashr i64 %t21, 1, !dbg !30
  %t23 = icmp slt i64 %t11, %t22, !dbg !30
  br i1 %t23, label %b1, label %b17, !dbg !30

b1:                                               ; preds = %entry
  %t24 = shl nsw i64 %t11, 1, !dbg !30
  %t25 = mul i64 %t24, %a2, !dbg !30
  %t26 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t25, !dbg !30
  %.17 = load double, ptr addrspace(1) %t26, align 8, !dbg !30, !amdgpu.noclobber !6
  %0 = xor i64 %t24, -1, !dbg !30
  %t29 = add i64 %0, %a0, !dbg !30
  %t31 = icmp sgt i64 %t29, 0, !dbg !30
  br i1 %t31, label %b2, label %b3, !dbg !30

b2:                                               ; preds = %b1
  %t30 = getelementptr inbounds double, ptr addrspace(1) %t26, i64 %a2, !dbg !30
  %.18 = load double, ptr addrspace(1) %t30, align 8, !dbg !30, !amdgpu.noclobber !6
  %t33 = fadd double %.17, %.18, !dbg !31
  br label %b3, !dbg !30

b3:                                               ; preds = %b2, %b1
  %t34 = phi double [ %t33, %b2 ], [ %.17, %b1 ]
  %t35 = add nsw i64 %t12, %t11, !dbg !30
  br i1 %t19, label %b4, label %b11, !dbg !30

b4:                                               ; preds = %b3
  %t36 = sub nsw i64 %t20, %t12, !dbg !30
  %t408 = icmp slt i64 %t35, %t36, !dbg !30
  br i1 %t408, label %b6, label %b8.preheader, !dbg !30

b8.preheader:                                     ; preds = %b6, %b4
  %t37.lcssa = phi i64 [ %t35, %b4 ], [ %t53, %b6 ]
  %t38.lcssa = phi double [ %t34, %b4 ], [ %t52, %b6 ]
  %t5712 = icmp slt i64 %t37.lcssa, %t20, !dbg !30
  br i1 %t5712, label %b9, label %b11, !dbg !30

b6:                                               ; preds = %b4, %b6
  %t3810 = phi double [ %t52, %b6 ], [ %t34, %b4 ]
  %t379 = phi i64 [ %t53, %b6 ], [ %t35, %b4 ]
  %t41 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t379, !dbg !30
  %.19 = load <2 x double>, ptr addrspace(1) %t41, align 16, !dbg !30, !amdgpu.noclobber !6
  %.20 = extractelement <2 x double> %.19, i64 0, !dbg !30
  %.22 = extractelement <2 x double> %.19, i64 1, !dbg !30
  %t43 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t41, i64 %t12, !dbg !30
  %.24 = load <2 x double>, ptr addrspace(1) %t43, align 16, !dbg !30, !amdgpu.noclobber !6
  %.25 = extractelement <2 x double> %.24, i64 0, !dbg !30
  %.27 = extractelement <2 x double> %.24, i64 1, !dbg !30
  %t46 = fadd double %t3810, %.20, !dbg !31
  %t48 = fadd double %.22, %t46, !dbg !31
  %t50 = fadd double %.25, %t48, !dbg !31
  %t52 = fadd double %.27, %t50, !dbg !31
  %t53 = add i64 %t379, %t13, !dbg !30
  %t40 = icmp slt i64 %t53, %t36, !dbg !30
  br i1 %t40, label %b6, label %b8.preheader, !dbg !30

b9:                                               ; preds = %b8.preheader, %b9
  %t5514 = phi double [ %t63, %b9 ], [ %t38.lcssa, %b8.preheader ]
  %t5413 = phi i64 [ %t64, %b9 ], [ %t37.lcssa, %b8.preheader ]
  %t58 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t5413, !dbg !30
  %.29 = load <2 x double>, ptr addrspace(1) %t58, align 16, !dbg !30, !amdgpu.noclobber !6
  %.30 = extractelement <2 x double> %.29, i64 0, !dbg !30
  %.32 = extractelement <2 x double> %.29, i64 1, !dbg !30
  %t61 = fadd double %t5514, %.30, !dbg !31
  %t63 = fadd double %.32, %t61, !dbg !31
  %t64 = add i64 %t5413, %t12, !dbg !30
  %t57 = icmp slt i64 %t64, %t20, !dbg !30
  br i1 %t57, label %b9, label %b11, !dbg !30

b11:                                              ; preds = %b9, %b8.preheader, %b3
  %t65 = phi double [ %t34, %b3 ], [ %t38.lcssa, %b8.preheader ], [ %t63, %b9 ]
  %t66 = phi i64 [ %t35, %b3 ], [ %t37.lcssa, %b8.preheader ], [ %t64, %b9 ]
  %t67 = shl i64 %a2, 1, !dbg !30
  %t70 = mul i64 %t12, %t67, !dbg !30
  %t7417 = icmp slt i64 %t66, %t22, !dbg !30
  br i1 %t7417, label %b13.lr.ph, label %b17, !dbg !30

b13.lr.ph:                                        ; preds = %b11
  %t68 = mul i64 %t66, %t67, !dbg !30
  %t69 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t68, !dbg !30
  %t76 = add i64 %a0, -1
  %.35 = shl nsw i64 %a2, 3
  br label %b13, !dbg !30

b13:                                              ; preds = %b13.lr.ph, %b15
  %t7320 = phi double [ %t65, %b13.lr.ph ], [ %t84, %b15 ]
  %t7219 = phi i64 [ %t66, %b13.lr.ph ], [ %t85, %b15 ]
  %t7118 = phi ptr addrspace(1) [ %t69, %b13.lr.ph ], [ %t86, %b15 ]
  %t75.neg = mul i64 %t7219, -2, !dbg !30
  %t77 = add i64 %t76, %t75.neg, !dbg !30
  %.34 = load double, ptr addrspace(1) %t7118, align 8, !dbg !30
  %t79 = fadd double %t7320, %.34, !dbg !31
  %t81 = icmp sgt i64 %t77, 0, !dbg !30
  br i1 %t81, label %b14, label %b15, !dbg !30

b14:                                              ; preds = %b13
  %t80 = getelementptr inbounds i8, ptr addrspace(1) %t7118, i64 %.35, !dbg !30
  %.36 = load double, ptr addrspace(1) %t80, align 8, !dbg !30
  %t83 = fadd double %t79, %.36, !dbg !31
  br label %b15, !dbg !30

b15:                                              ; preds = %b14, %b13
  %t84 = phi double [ %t83, %b14 ], [ %t79, %b13 ]
  %t85 = add i64 %t7219, %t12, !dbg !30
  %t86 = getelementptr inbounds double, ptr addrspace(1) %t7118, i64 %t70, !dbg !30
  %t74 = icmp slt i64 %t85, %t22, !dbg !30
  br i1 %t74, label %b13, label %b17, !dbg !30

b17:                                              ; preds = %b15, %b11, %entry
  %t96 = phi double [ -0.000000e+00, %entry ], [ %t65, %b11 ], [ %t84, %b15 ]
  %t87 = phi double [ 0.000000e+00, %entry ], [ %t65, %b11 ], [ %t84, %b15 ]
  %t88 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !30
  store double %t87, ptr addrspace(3) %t88, align 8, !dbg !30
  %t89 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !30
  %.37 = zext i1 %t23 to i8, !dbg !30
  store i8 %.37, ptr addrspace(3) %t89, align 1, !dbg !30
  fence syncscope("workgroup") release, !dbg !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !30
  fence syncscope("workgroup") acquire, !dbg !30
  %t90 = icmp slt i32 %.1, 128, !dbg !30
  br i1 %t90, label %b18, label %b23, !dbg !30

b18:                                              ; preds = %b17
  %t91 = add nsw i32 %.1, 128, !dbg !30
  %t92 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t91, !dbg !30
  %.38 = load double, ptr addrspace(3) %t92, align 8, !dbg !30
  %t94 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t91, !dbg !30
  %.39 = load i8, ptr addrspace(3) %t94, align 1, !dbg !30
  %.40 = icmp ne i8 %.39, 0, !dbg !30
  %spec.select = fadd double %t96, %.38, !dbg !30
  %t98 = select i1 %.40, double %spec.select, double %t87, !dbg !30
  %t99 = select i1 %.40, i1 true, i1 %t23, !dbg !30
  store double %t98, ptr addrspace(3) %t88, align 8, !dbg !30
  %.41 = zext i1 %t99 to i8, !dbg !30
  store i8 %.41, ptr addrspace(3) %t89, align 1, !dbg !30
  br label %b23, !dbg !30

b23:                                              ; preds = %b18, %b17
  %t100 = phi double [ %t98, %b18 ], [ %t87, %b17 ]
  %t101 = phi i1 [ %t99, %b18 ], [ %t23, %b17 ]
  fence syncscope("workgroup") release, !dbg !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !30
  fence syncscope("workgroup") acquire, !dbg !30
  %t102 = icmp slt i32 %.1, 64, !dbg !30
  br i1 %t102, label %b24, label %b29, !dbg !30

b24:                                              ; preds = %b23
  %t103 = add nsw i32 %.1, 64, !dbg !30
  %t104 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t103, !dbg !30
  %.42 = load double, ptr addrspace(3) %t104, align 8, !dbg !30
  %t106 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t103, !dbg !30
  %.43 = load i8, ptr addrspace(3) %t106, align 1, !dbg !30
  %.44 = icmp ne i8 %.43, 0, !dbg !30
  %t108 = select i1 %t101, double %t100, double -0.000000e+00, !dbg !30
  %spec.select1 = fadd double %t108, %.42, !dbg !30
  %t110 = select i1 %.44, double %spec.select1, double %t100, !dbg !30
  %t111 = select i1 %.44, i1 true, i1 %t101, !dbg !30
  store double %t110, ptr addrspace(3) %t88, align 8, !dbg !30
  %.45 = zext i1 %t111 to i8, !dbg !30
  store i8 %.45, ptr addrspace(3) %t89, align 1, !dbg !30
  br label %b29, !dbg !30

b29:                                              ; preds = %b24, %b23
  %t112 = phi double [ %t110, %b24 ], [ %t100, %b23 ]
  %t113 = phi i1 [ %t111, %b24 ], [ %t101, %b23 ]
  fence syncscope("workgroup") release, !dbg !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !30
  fence syncscope("workgroup") acquire, !dbg !30
  %t114 = icmp slt i32 %.1, 32, !dbg !30
  br i1 %t114, label %b30, label %b35, !dbg !30

b30:                                              ; preds = %b29
  %t115 = add nsw i32 %.1, 32, !dbg !30
  %t116 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t115, !dbg !30
  %.46 = load double, ptr addrspace(3) %t116, align 8, !dbg !30
  %t118 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t115, !dbg !30
  %.47 = load i8, ptr addrspace(3) %t118, align 1, !dbg !30
  %.48 = icmp ne i8 %.47, 0, !dbg !30
  %t120 = select i1 %t113, double %t112, double -0.000000e+00, !dbg !30
  %spec.select2 = fadd double %t120, %.46, !dbg !30
  %t122 = select i1 %.48, double %spec.select2, double %t112, !dbg !30
  %t123 = select i1 %.48, i1 true, i1 %t113, !dbg !30
  br label %b35, !dbg !30

b35:                                              ; preds = %b30, %b29
  %t124 = phi double [ %t122, %b30 ], [ %t112, %b29 ]
  %t125 = phi i1 [ %t123, %b30 ], [ %t113, %b29 ]
  br i1 %t114, label %b36, label %b57, !dbg !30

b36:                                              ; preds = %b35
  %.50 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !30
  %.51 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.50), !dbg !30
  %.52 = zext i32 %.51 to i64, !dbg !30
  %.53 = add nuw nsw i64 %.52, 16, !dbg !30
  %.54 = icmp ult i32 %.51, 48, !dbg !30
  %.55 = tail call i64 @llvm.read_register.i64(metadata !15) #8, !dbg !30
  %.56 = and i64 %.53, 63, !dbg !30
  %1 = shl nuw i64 1, %.56, !dbg !30
  %2 = and i64 %1, %.55, !dbg !30
  %.58 = icmp ne i64 %2, 0, !dbg !30
  %.59 = and i1 %.54, %.58, !dbg !30
  %.60 = trunc i64 %.53 to i32, !dbg !30
  %.61 = shl i32 %.60, 2, !dbg !30
  %.62 = bitcast double %t124 to i64, !dbg !30
  %.63 = trunc i64 %.62 to i32, !dbg !30
  %.64 = lshr i64 %.62, 32, !dbg !30
  %.65 = trunc i64 %.64 to i32, !dbg !30
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.63), !dbg !30
  %.67 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.65), !dbg !30
  %.68 = zext i32 %.66 to i64, !dbg !30
  %.69 = zext i32 %.67 to i64, !dbg !30
  %.70 = shl nuw i64 %.69, 32, !dbg !30
  %.71 = or i64 %.70, %.68, !dbg !30
  %.72 = bitcast i64 %.71 to double, !dbg !30
  %t126 = select i1 %.59, double %.72, double %t124, !dbg !30
  %.86 = zext i1 %t125 to i32, !dbg !30
  %.87 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.86), !dbg !30
  %3 = and i32 %.87, 1, !dbg !30
  %.88 = icmp ne i32 %3, 0, !dbg !30
  %t127 = select i1 %.59, i1 %.88, i1 %t125, !dbg !30
  %t128 = icmp slt i32 %.1, 16, !dbg !30
  %t129 = and i1 %t128, %t127, !dbg !30
  %t130 = select i1 %t125, double %t124, double -0.000000e+00, !dbg !30
  %spec.select3 = fadd double %t130, %t126, !dbg !30
  %t132 = select i1 %t129, double %spec.select3, double %t124, !dbg !30
  %t133 = select i1 %t129, i1 true, i1 %t125, !dbg !30
  %.93 = add nuw nsw i64 %.52, 8, !dbg !30
  %.94 = icmp ult i32 %.51, 56, !dbg !30
  %.96 = and i64 %.93, 63, !dbg !30
  %4 = shl nuw i64 1, %.96, !dbg !30
  %5 = and i64 %4, %.55, !dbg !30
  %.98 = icmp ne i64 %5, 0, !dbg !30
  %.99 = and i1 %.94, %.98, !dbg !30
  %.100 = trunc i64 %.93 to i32, !dbg !30
  %.101 = shl i32 %.100, 2, !dbg !30
  %.102 = bitcast double %t132 to i64, !dbg !30
  %.103 = trunc i64 %.102 to i32, !dbg !30
  %.104 = lshr i64 %.102, 32, !dbg !30
  %.105 = trunc i64 %.104 to i32, !dbg !30
  %.106 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.103), !dbg !30
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.105), !dbg !30
  %.108 = zext i32 %.106 to i64, !dbg !30
  %.109 = zext i32 %.107 to i64, !dbg !30
  %.110 = shl nuw i64 %.109, 32, !dbg !30
  %.111 = or i64 %.110, %.108, !dbg !30
  %.112 = bitcast i64 %.111 to double, !dbg !30
  %t134 = select i1 %.99, double %.112, double %t132, !dbg !30
  %.126 = zext i1 %t133 to i32, !dbg !30
  %.127 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.126), !dbg !30
  %6 = and i32 %.127, 1, !dbg !30
  %.128 = icmp ne i32 %6, 0, !dbg !30
  %t135 = select i1 %.99, i1 %.128, i1 %t133, !dbg !30
  %t136 = icmp slt i32 %.1, 24, !dbg !30
  %t137 = and i1 %t136, %t135, !dbg !30
  %t138 = select i1 %t133, double %t132, double -0.000000e+00, !dbg !30
  %spec.select4 = fadd double %t134, %t138, !dbg !30
  %t140 = select i1 %t137, double %spec.select4, double %t132, !dbg !30
  %t141 = select i1 %t137, i1 true, i1 %t133, !dbg !30
  %.133 = add nuw nsw i64 %.52, 4, !dbg !30
  %.134 = icmp ult i32 %.51, 60, !dbg !30
  %.136 = and i64 %.133, 63, !dbg !30
  %7 = shl nuw i64 1, %.136, !dbg !30
  %8 = and i64 %7, %.55, !dbg !30
  %.138 = icmp ne i64 %8, 0, !dbg !30
  %.139 = and i1 %.134, %.138, !dbg !30
  %.140 = trunc i64 %.133 to i32, !dbg !30
  %.141 = shl i32 %.140, 2, !dbg !30
  %.142 = bitcast double %t140 to i64, !dbg !30
  %.143 = trunc i64 %.142 to i32, !dbg !30
  %.144 = lshr i64 %.142, 32, !dbg !30
  %.145 = trunc i64 %.144 to i32, !dbg !30
  %.146 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.141, i32 %.143), !dbg !30
  %.147 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.141, i32 %.145), !dbg !30
  %.148 = zext i32 %.146 to i64, !dbg !30
  %.149 = zext i32 %.147 to i64, !dbg !30
  %.150 = shl nuw i64 %.149, 32, !dbg !30
  %.151 = or i64 %.150, %.148, !dbg !30
  %.152 = bitcast i64 %.151 to double, !dbg !30
  %t142 = select i1 %.139, double %.152, double %t140, !dbg !30
  %.166 = zext i1 %t141 to i32, !dbg !30
  %.167 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.141, i32 %.166), !dbg !30
  %9 = and i32 %.167, 1, !dbg !30
  %.168 = icmp ne i32 %9, 0, !dbg !30
  %t143 = select i1 %.139, i1 %.168, i1 %t141, !dbg !30
  %t144 = icmp slt i32 %.1, 28, !dbg !30
  %t145 = and i1 %t144, %t143, !dbg !30
  %t146 = select i1 %t141, double %t140, double -0.000000e+00, !dbg !30
  %spec.select5 = fadd double %t142, %t146, !dbg !30
  %t148 = select i1 %t145, double %spec.select5, double %t140, !dbg !30
  %t149 = select i1 %t145, i1 true, i1 %t141, !dbg !30
  %.173 = add nuw nsw i64 %.52, 2, !dbg !30
  %.174 = icmp ult i32 %.51, 62, !dbg !30
  %.176 = and i64 %.173, 63, !dbg !30
  %10 = shl nuw i64 1, %.176, !dbg !30
  %11 = and i64 %10, %.55, !dbg !30
  %.178 = icmp ne i64 %11, 0, !dbg !30
  %.179 = and i1 %.174, %.178, !dbg !30
  %.180 = trunc i64 %.173 to i32, !dbg !30
  %.181 = shl i32 %.180, 2, !dbg !30
  %.182 = bitcast double %t148 to i64, !dbg !30
  %.183 = trunc i64 %.182 to i32, !dbg !30
  %.184 = lshr i64 %.182, 32, !dbg !30
  %.185 = trunc i64 %.184 to i32, !dbg !30
  %.186 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.183), !dbg !30
  %.187 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.185), !dbg !30
  %.188 = zext i32 %.186 to i64, !dbg !30
  %.189 = zext i32 %.187 to i64, !dbg !30
  %.190 = shl nuw i64 %.189, 32, !dbg !30
  %.191 = or i64 %.190, %.188, !dbg !30
  %.192 = bitcast i64 %.191 to double, !dbg !30
  %t150 = select i1 %.179, double %.192, double %t148, !dbg !30
  %.206 = zext i1 %t149 to i32, !dbg !30
  %.207 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.206), !dbg !30
  %12 = and i32 %.207, 1, !dbg !30
  %.208 = icmp ne i32 %12, 0, !dbg !30
  %t151 = select i1 %.179, i1 %.208, i1 %t149, !dbg !30
  %t152 = icmp slt i32 %.1, 30, !dbg !30
  %t153 = and i1 %t152, %t151, !dbg !30
  %t154 = select i1 %t149, double %t148, double -0.000000e+00, !dbg !30
  %spec.select6 = fadd double %t150, %t154, !dbg !30
  %t156 = select i1 %t153, double %spec.select6, double %t148, !dbg !30
  %t157 = select i1 %t153, i1 true, i1 %t149, !dbg !30
  %.213 = add nuw nsw i64 %.52, 1, !dbg !30
  %.214 = icmp ult i32 %.51, 63, !dbg !30
  %.216 = and i64 %.213, 63, !dbg !30
  %13 = shl nuw i64 1, %.216, !dbg !30
  %14 = and i64 %13, %.55, !dbg !30
  %.218 = icmp ne i64 %14, 0, !dbg !30
  %.219 = and i1 %.214, %.218, !dbg !30
  %.220 = trunc i64 %.213 to i32, !dbg !30
  %.221 = shl i32 %.220, 2, !dbg !30
  %.222 = bitcast double %t156 to i64, !dbg !30
  %.223 = trunc i64 %.222 to i32, !dbg !30
  %.224 = lshr i64 %.222, 32, !dbg !30
  %.225 = trunc i64 %.224 to i32, !dbg !30
  %.226 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.221, i32 %.223), !dbg !30
  %.227 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.221, i32 %.225), !dbg !30
  %.228 = zext i32 %.226 to i64, !dbg !30
  %.229 = zext i32 %.227 to i64, !dbg !30
  %.230 = shl nuw i64 %.229, 32, !dbg !30
  %.231 = or i64 %.230, %.228, !dbg !30
  %.232 = bitcast i64 %.231 to double, !dbg !30
  %t158 = select i1 %.219, double %.232, double %t156, !dbg !30
  %.246 = zext i1 %t157 to i32, !dbg !30
  %.247 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.221, i32 %.246), !dbg !30
  %15 = and i32 %.247, 1, !dbg !30
  %.248 = icmp ne i32 %15, 0, !dbg !30
  %t159 = select i1 %.219, i1 %.248, i1 %t157, !dbg !30
  %t160 = icmp ne i32 %.1, 31, !dbg !30
  %t161 = and i1 %t160, %t159, !dbg !30
  %t162 = select i1 %t157, double %t156, double -0.000000e+00, !dbg !30
  %spec.select7 = fadd double %t158, %t162, !dbg !30
  %t164 = select i1 %t161, double %spec.select7, double %t156, !dbg !30
  %t165 = select i1 %t161, i1 true, i1 %t157, !dbg !30
  br label %b57, !dbg !30

b57:                                              ; preds = %b36, %b35
  %t166 = phi double [ %t164, %b36 ], [ %t124, %b35 ]
  %t167 = phi i1 [ %t165, %b36 ], [ %t125, %b35 ]
  %t168 = icmp eq i32 %.1, 0, !dbg !30
  %t169 = and i1 %t168, %t167, !dbg !30
  br i1 %t169, label %b58, label %b59, !dbg !30

b58:                                              ; preds = %b57
  %t170 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t5, !dbg !30
  store double %t166, ptr addrspace(1) %t170, align 8, !dbg !30
  br label %b59, !dbg !30

b59:                                              ; preds = %b58, %b57
  ret void, !dbg !30
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) readonly %a1, ptr addrspace(1) nocapture writeonly %a2, double %a3, i8 %a4) local_unnamed_addr #1 !dbg !32 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !33
  %t3 = sext i32 %.2 to i64, !dbg !33
  %t4 = add i64 %a0, 1, !dbg !33
  %t5 = ashr i64 %t4, 1, !dbg !33
  %t6 = ashr i64 %a0, 1, !dbg !33
  %t7 = icmp sgt i64 %t5, %t3, !dbg !33
  br i1 %t7, label %b1, label %b12, !dbg !33

b1:                                               ; preds = %entry
  %t8 = shl nsw i64 %t3, 1, !dbg !33
  %t9 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t8, !dbg !33
  %.3 = load double, ptr addrspace(1) %t9, align 8, !dbg !33, !amdgpu.noclobber !6
  %0 = xor i64 %t8, -1, !dbg !33
  %t12 = add i64 %0, %a0, !dbg !33
  %t14 = icmp sgt i64 %t12, 0, !dbg !33
  br i1 %t14, label %b2, label %b3, !dbg !33

b2:                                               ; preds = %b1
  %t13 = getelementptr inbounds double, ptr addrspace(1) %t9, i64 1, !dbg !33
  %.4 = load double, ptr addrspace(1) %t13, align 8, !dbg !33, !amdgpu.noclobber !6
  %t16 = fadd double %.3, %.4, !dbg !34
  br label %b3, !dbg !33

b3:                                               ; preds = %b2, %b1
  %t17 = phi double [ %t16, %b2 ], [ %.3, %b1 ]
  %t18 = add nsw i64 %t3, 256, !dbg !33
  %t21 = and i64 %a0, -2, !dbg !33
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t21, !dbg !33
  %t23 = icmp slt i64 %t18, %t6, !dbg !33
  br i1 %t23, label %b4.preheader, label %b7, !dbg !33

b4.preheader:                                     ; preds = %b3
  %t19 = shl nsw i64 %t18, 1, !dbg !33
  %t20 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t19, !dbg !33
  br label %b4, !dbg !33

b4:                                               ; preds = %b4.preheader, %b4
  %t24 = phi ptr addrspace(1) [ %t31, %b4 ], [ %t20, %b4.preheader ]
  %t25 = phi double [ %t30, %b4 ], [ %t17, %b4.preheader ]
  %.5 = load double, ptr addrspace(1) %t24, align 8, !dbg !33
  %t27 = fadd double %t25, %.5, !dbg !34
  %t28 = getelementptr inbounds double, ptr addrspace(1) %t24, i64 1, !dbg !33
  %.6 = load double, ptr addrspace(1) %t28, align 8, !dbg !33
  %t30 = fadd double %t27, %.6, !dbg !34
  %t31 = getelementptr inbounds double, ptr addrspace(1) %t24, i64 512, !dbg !33
  %t32 = icmp ult ptr addrspace(1) %t31, %t22, !dbg !33
  br i1 %t32, label %b4, label %b6, !dbg !33, !llvm.loop !35

b6:                                               ; preds = %b4
  %t33 = sub nsw i64 %t3, %t6, !dbg !33
  %t34 = and i64 %t33, 255, !dbg !33
  %t35 = add nsw i64 %t34, %t6, !dbg !33
  br label %b7, !dbg !33

b7:                                               ; preds = %b6, %b3
  %t36 = phi i64 [ %t18, %b3 ], [ %t35, %b6 ]
  %t37 = phi double [ %t17, %b3 ], [ %t30, %b6 ]
  %t38 = icmp slt i64 %t36, %t5, !dbg !33
  br i1 %t38, label %b8, label %b12, !dbg !33

b8:                                               ; preds = %b7
  %t39 = shl i64 %t36, 1, !dbg !33
  %t40 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t39, !dbg !33
  %1 = xor i64 %t39, -1, !dbg !33
  %t42 = add i64 %1, %a0, !dbg !33
  %.7 = load double, ptr addrspace(1) %t40, align 8, !dbg !33, !amdgpu.noclobber !6
  %t44 = fadd double %t37, %.7, !dbg !34
  %t46 = icmp sgt i64 %t42, 0, !dbg !33
  br i1 %t46, label %b9, label %b12, !dbg !33

b9:                                               ; preds = %b8
  %t45 = getelementptr inbounds double, ptr addrspace(1) %t40, i64 1, !dbg !33
  %.8 = load double, ptr addrspace(1) %t45, align 8, !dbg !33, !amdgpu.noclobber !6
  %t48 = fadd double %t44, %.8, !dbg !34
  br label %b12, !dbg !33

b12:                                              ; preds = %b7, %b9, %b8, %entry
  %t60 = phi double [ %t37, %b7 ], [ %t48, %b9 ], [ %t44, %b8 ], [ -0.000000e+00, %entry ]
  %t51 = phi double [ %t37, %b7 ], [ %t48, %b9 ], [ %t44, %b8 ], [ 0.000000e+00, %entry ]
  %t52 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !33
  store double %t51, ptr addrspace(3) %t52, align 8, !dbg !33
  %t53 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !33
  %.9 = zext i1 %t7 to i8, !dbg !33
  store i8 %.9, ptr addrspace(3) %t53, align 1, !dbg !33
  fence syncscope("workgroup") release, !dbg !33
  tail call void @llvm.amdgcn.s.barrier(), !dbg !33
  fence syncscope("workgroup") acquire, !dbg !33
  %t54 = icmp slt i32 %.2, 128, !dbg !33
  br i1 %t54, label %b13, label %b18, !dbg !33

b13:                                              ; preds = %b12
  %t55 = add nsw i32 %.2, 128, !dbg !33
  %t56 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t55, !dbg !33
  %.10 = load double, ptr addrspace(3) %t56, align 8, !dbg !33
  %t58 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t55, !dbg !33
  %.11 = load i8, ptr addrspace(3) %t58, align 1, !dbg !33
  %.12 = icmp ne i8 %.11, 0, !dbg !33
  %spec.select = fadd double %t60, %.10, !dbg !33
  %t62 = select i1 %.12, double %spec.select, double %t51, !dbg !33
  %t63 = select i1 %.12, i1 true, i1 %t7, !dbg !33
  store double %t62, ptr addrspace(3) %t52, align 8, !dbg !33
  %.13 = zext i1 %t63 to i8, !dbg !33
  store i8 %.13, ptr addrspace(3) %t53, align 1, !dbg !33
  br label %b18, !dbg !33

b18:                                              ; preds = %b13, %b12
  %t64 = phi double [ %t62, %b13 ], [ %t51, %b12 ]
  %t65 = phi i1 [ %t63, %b13 ], [ %t7, %b12 ]
  fence syncscope("workgroup") release, !dbg !33
  tail call void @llvm.amdgcn.s.barrier(), !dbg !33
  fence syncscope("workgroup") acquire, !dbg !33
  %t66 = icmp slt i32 %.2, 64, !dbg !33
  br i1 %t66, label %b19, label %b24, !dbg !33

b19:                                              ; preds = %b18
  %t67 = add nsw i32 %.2, 64, !dbg !33
  %t68 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t67, !dbg !33
  %.14 = load double, ptr addrspace(3) %t68, align 8, !dbg !33
  %t70 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t67, !dbg !33
  %.15 = load i8, ptr addrspace(3) %t70, align 1, !dbg !33
  %.16 = icmp ne i8 %.15, 0, !dbg !33
  %t72 = select i1 %t65, double %t64, double -0.000000e+00, !dbg !33
  %spec.select1 = fadd double %t72, %.14, !dbg !33
  %t74 = select i1 %.16, double %spec.select1, double %t64, !dbg !33
  %t75 = select i1 %.16, i1 true, i1 %t65, !dbg !33
  store double %t74, ptr addrspace(3) %t52, align 8, !dbg !33
  %.17 = zext i1 %t75 to i8, !dbg !33
  store i8 %.17, ptr addrspace(3) %t53, align 1, !dbg !33
  br label %b24, !dbg !33

b24:                                              ; preds = %b19, %b18
  %t76 = phi double [ %t74, %b19 ], [ %t64, %b18 ]
  %t77 = phi i1 [ %t75, %b19 ], [ %t65, %b18 ]
  fence syncscope("workgroup") release, !dbg !33
  tail call void @llvm.amdgcn.s.barrier(), !dbg !33
  fence syncscope("workgroup") acquire, !dbg !33
  %t78 = icmp slt i32 %.2, 32, !dbg !33
  br i1 %t78, label %b25, label %b30, !dbg !33

b25:                                              ; preds = %b24
  %t79 = add nsw i32 %.2, 32, !dbg !33
  %t80 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t79, !dbg !33
  %.18 = load double, ptr addrspace(3) %t80, align 8, !dbg !33
  %t82 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t79, !dbg !33
  %.19 = load i8, ptr addrspace(3) %t82, align 1, !dbg !33
  %.20 = icmp ne i8 %.19, 0, !dbg !33
  %t84 = select i1 %t77, double %t76, double -0.000000e+00, !dbg !33
  %spec.select2 = fadd double %t84, %.18, !dbg !33
  %t86 = select i1 %.20, double %spec.select2, double %t76, !dbg !33
  %t87 = select i1 %.20, i1 true, i1 %t77, !dbg !33
  br label %b30, !dbg !33

b30:                                              ; preds = %b25, %b24
  %t88 = phi double [ %t86, %b25 ], [ %t76, %b24 ]
  %t89 = phi i1 [ %t87, %b25 ], [ %t77, %b24 ]
  br i1 %t78, label %b31, label %b52, !dbg !33

b31:                                              ; preds = %b30
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !33
  %.23 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.22), !dbg !33
  %.24 = zext i32 %.23 to i64, !dbg !33
  %.25 = add nuw nsw i64 %.24, 16, !dbg !33
  %.26 = icmp ult i32 %.23, 48, !dbg !33
  %.27 = tail call i64 @llvm.read_register.i64(metadata !15) #8, !dbg !33
  %.28 = and i64 %.25, 63, !dbg !33
  %2 = shl nuw i64 1, %.28, !dbg !33
  %3 = and i64 %2, %.27, !dbg !33
  %.30 = icmp ne i64 %3, 0, !dbg !33
  %.31 = and i1 %.26, %.30, !dbg !33
  %.32 = trunc i64 %.25 to i32, !dbg !33
  %.33 = shl i32 %.32, 2, !dbg !33
  %.34 = bitcast double %t88 to i64, !dbg !33
  %.35 = trunc i64 %.34 to i32, !dbg !33
  %.36 = lshr i64 %.34, 32, !dbg !33
  %.37 = trunc i64 %.36 to i32, !dbg !33
  %.38 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.35), !dbg !33
  %.39 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.37), !dbg !33
  %.40 = zext i32 %.38 to i64, !dbg !33
  %.41 = zext i32 %.39 to i64, !dbg !33
  %.42 = shl nuw i64 %.41, 32, !dbg !33
  %.43 = or i64 %.42, %.40, !dbg !33
  %.44 = bitcast i64 %.43 to double, !dbg !33
  %t90 = select i1 %.31, double %.44, double %t88, !dbg !33
  %.58 = zext i1 %t89 to i32, !dbg !33
  %.59 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.58), !dbg !33
  %4 = and i32 %.59, 1, !dbg !33
  %.60 = icmp ne i32 %4, 0, !dbg !33
  %t91 = select i1 %.31, i1 %.60, i1 %t89, !dbg !33
  %t92 = icmp slt i32 %.2, 16, !dbg !33
  %t93 = and i1 %t92, %t91, !dbg !33
  %t94 = select i1 %t89, double %t88, double -0.000000e+00, !dbg !33
  %spec.select3 = fadd double %t94, %t90, !dbg !33
  %t96 = select i1 %t93, double %spec.select3, double %t88, !dbg !33
  %t97 = select i1 %t93, i1 true, i1 %t89, !dbg !33
  %.65 = add nuw nsw i64 %.24, 8, !dbg !33
  %.66 = icmp ult i32 %.23, 56, !dbg !33
  %.68 = and i64 %.65, 63, !dbg !33
  %5 = shl nuw i64 1, %.68, !dbg !33
  %6 = and i64 %5, %.27, !dbg !33
  %.70 = icmp ne i64 %6, 0, !dbg !33
  %.71 = and i1 %.66, %.70, !dbg !33
  %.72 = trunc i64 %.65 to i32, !dbg !33
  %.73 = shl i32 %.72, 2, !dbg !33
  %.74 = bitcast double %t96 to i64, !dbg !33
  %.75 = trunc i64 %.74 to i32, !dbg !33
  %.76 = lshr i64 %.74, 32, !dbg !33
  %.77 = trunc i64 %.76 to i32, !dbg !33
  %.78 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.73, i32 %.75), !dbg !33
  %.79 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.73, i32 %.77), !dbg !33
  %.80 = zext i32 %.78 to i64, !dbg !33
  %.81 = zext i32 %.79 to i64, !dbg !33
  %.82 = shl nuw i64 %.81, 32, !dbg !33
  %.83 = or i64 %.82, %.80, !dbg !33
  %.84 = bitcast i64 %.83 to double, !dbg !33
  %t98 = select i1 %.71, double %.84, double %t96, !dbg !33
  %.98 = zext i1 %t97 to i32, !dbg !33
  %.99 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.73, i32 %.98), !dbg !33
  %7 = and i32 %.99, 1, !dbg !33
  %.100 = icmp ne i32 %7, 0, !dbg !33
  %t99 = select i1 %.71, i1 %.100, i1 %t97, !dbg !33
  %t100 = icmp slt i32 %.2, 24, !dbg !33
  %t101 = and i1 %t100, %t99, !dbg !33
  %t102 = select i1 %t97, double %t96, double -0.000000e+00, !dbg !33
  %spec.select4 = fadd double %t98, %t102, !dbg !33
  %t104 = select i1 %t101, double %spec.select4, double %t96, !dbg !33
  %t105 = select i1 %t101, i1 true, i1 %t97, !dbg !33
  %.105 = add nuw nsw i64 %.24, 4, !dbg !33
  %.106 = icmp ult i32 %.23, 60, !dbg !33
  %.108 = and i64 %.105, 63, !dbg !33
  %8 = shl nuw i64 1, %.108, !dbg !33
  %9 = and i64 %8, %.27, !dbg !33
  %.110 = icmp ne i64 %9, 0, !dbg !33
  %.111 = and i1 %.106, %.110, !dbg !33
  %.112 = trunc i64 %.105 to i32, !dbg !33
  %.113 = shl i32 %.112, 2, !dbg !33
  %.114 = bitcast double %t104 to i64, !dbg !33
  %.115 = trunc i64 %.114 to i32, !dbg !33
  %.116 = lshr i64 %.114, 32, !dbg !33
  %.117 = trunc i64 %.116 to i32, !dbg !33
  %.118 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.113, i32 %.115), !dbg !33
  %.119 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.113, i32 %.117), !dbg !33
  %.120 = zext i32 %.118 to i64, !dbg !33
  %.121 = zext i32 %.119 to i64, !dbg !33
  %.122 = shl nuw i64 %.121, 32, !dbg !33
  %.123 = or i64 %.122, %.120, !dbg !33
  %.124 = bitcast i64 %.123 to double, !dbg !33
  %t106 = select i1 %.111, double %.124, double %t104, !dbg !33
  %.138 = zext i1 %t105 to i32, !dbg !33
  %.139 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.113, i32 %.138), !dbg !33
  %10 = and i32 %.139, 1, !dbg !33
  %.140 = icmp ne i32 %10, 0, !dbg !33
  %t107 = select i1 %.111, i1 %.140, i1 %t105, !dbg !33
  %t108 = icmp slt i32 %.2, 28, !dbg !33
  %t109 = and i1 %t108, %t107, !dbg !33
  %t110 = select i1 %t105, double %t104, double -0.000000e+00, !dbg !33
  %spec.select5 = fadd double %t106, %t110, !dbg !33
  %t112 = select i1 %t109, double %spec.select5, double %t104, !dbg !33
  %t113 = select i1 %t109, i1 true, i1 %t105, !dbg !33
  %.145 = add nuw nsw i64 %.24, 2, !dbg !33
  %.146 = icmp ult i32 %.23, 62, !dbg !33
  %.148 = and i64 %.145, 63, !dbg !33
  %11 = shl nuw i64 1, %.148, !dbg !33
  %12 = and i64 %11, %.27, !dbg !33
  %.150 = icmp ne i64 %12, 0, !dbg !33
  %.151 = and i1 %.146, %.150, !dbg !33
  %.152 = trunc i64 %.145 to i32, !dbg !33
  %.153 = shl i32 %.152, 2, !dbg !33
  %.154 = bitcast double %t112 to i64, !dbg !33
  %.155 = trunc i64 %.154 to i32, !dbg !33
  %.156 = lshr i64 %.154, 32, !dbg !33
  %.157 = trunc i64 %.156 to i32, !dbg !33
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.155), !dbg !33
  %.159 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.157), !dbg !33
  %.160 = zext i32 %.158 to i64, !dbg !33
  %.161 = zext i32 %.159 to i64, !dbg !33
  %.162 = shl nuw i64 %.161, 32, !dbg !33
  %.163 = or i64 %.162, %.160, !dbg !33
  %.164 = bitcast i64 %.163 to double, !dbg !33
  %t114 = select i1 %.151, double %.164, double %t112, !dbg !33
  %.178 = zext i1 %t113 to i32, !dbg !33
  %.179 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.178), !dbg !33
  %13 = and i32 %.179, 1, !dbg !33
  %.180 = icmp ne i32 %13, 0, !dbg !33
  %t115 = select i1 %.151, i1 %.180, i1 %t113, !dbg !33
  %t116 = icmp slt i32 %.2, 30, !dbg !33
  %t117 = and i1 %t116, %t115, !dbg !33
  %t118 = select i1 %t113, double %t112, double -0.000000e+00, !dbg !33
  %spec.select6 = fadd double %t114, %t118, !dbg !33
  %t120 = select i1 %t117, double %spec.select6, double %t112, !dbg !33
  %t121 = select i1 %t117, i1 true, i1 %t113, !dbg !33
  %.185 = add nuw nsw i64 %.24, 1, !dbg !33
  %.186 = icmp ult i32 %.23, 63, !dbg !33
  %.188 = and i64 %.185, 63, !dbg !33
  %14 = shl nuw i64 1, %.188, !dbg !33
  %15 = and i64 %14, %.27, !dbg !33
  %.190 = icmp ne i64 %15, 0, !dbg !33
  %.191 = and i1 %.186, %.190, !dbg !33
  %.192 = trunc i64 %.185 to i32, !dbg !33
  %.193 = shl i32 %.192, 2, !dbg !33
  %.194 = bitcast double %t120 to i64, !dbg !33
  %.195 = trunc i64 %.194 to i32, !dbg !33
  %.196 = lshr i64 %.194, 32, !dbg !33
  %.197 = trunc i64 %.196 to i32, !dbg !33
  %.198 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.193, i32 %.195), !dbg !33
  %.199 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.193, i32 %.197), !dbg !33
  %.200 = zext i32 %.198 to i64, !dbg !33
  %.201 = zext i32 %.199 to i64, !dbg !33
  %.202 = shl nuw i64 %.201, 32, !dbg !33
  %.203 = or i64 %.202, %.200, !dbg !33
  %.204 = bitcast i64 %.203 to double, !dbg !33
  %t122 = select i1 %.191, double %.204, double %t120, !dbg !33
  %.218 = zext i1 %t121 to i32, !dbg !33
  %.219 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.193, i32 %.218), !dbg !33
  %16 = and i32 %.219, 1, !dbg !33
  %.220 = icmp ne i32 %16, 0, !dbg !33
  %t123 = select i1 %.191, i1 %.220, i1 %t121, !dbg !33
  %t124 = icmp ne i32 %.2, 31, !dbg !33
  %t125 = and i1 %t124, %t123, !dbg !33
  %t126 = select i1 %t121, double %t120, double -0.000000e+00, !dbg !33
  %spec.select7 = fadd double %t122, %t126, !dbg !33
  %t128 = select i1 %t125, double %spec.select7, double %t120, !dbg !33
  %t129 = select i1 %t125, i1 true, i1 %t121, !dbg !33
  br label %b52, !dbg !33

b52:                                              ; preds = %b31, %b30
  %t130 = phi double [ %t128, %b31 ], [ %t88, %b30 ]
  %t131 = phi i1 [ %t129, %b31 ], [ %t89, %b30 ]
  %t132 = icmp eq i32 %.2, 0, !dbg !33
  %t136 = select i1 %t131, i1 true, i1 %.1, !dbg !33
  %or.cond = select i1 %t132, i1 %t136, i1 false, !dbg !33
  br i1 %or.cond, label %b58, label %b59, !dbg !33

b58:                                              ; preds = %b52
  %t133 = select i1 %.1, double %a3, double -0.000000e+00, !dbg !33
  %spec.select8 = fadd double %t133, %t130, !dbg !33
  %t135 = select i1 %t131, double %spec.select8, double %a3, !dbg !33
  store double %t135, ptr addrspace(1) %a2, align 8, !dbg !33
  br label %b59, !dbg !33

b59:                                              ; preds = %b58, %b52
  ret void, !dbg !33
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i32 %a2, ptr addrspace(1) readonly %a3, i32 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !36 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !37
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !37
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !37
  %t3 = sext i32 %.1 to i64, !dbg !37
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !37
  %t5 = sext i32 %.2 to i64, !dbg !37
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !37
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !37
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !37, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !37
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !37
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !37, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !37
  %.15 = add i32 %.14, %.9, !dbg !37
  %.16 = udiv i32 %.15, %.6, !dbg !37
  %t9 = sext i32 %.16 to i64, !dbg !37
  %t10 = mul nsw i64 %t7, %t5, !dbg !37
  %t11 = add nsw i64 %t10, %t3, !dbg !37
  %t12 = mul nsw i64 %t9, %t7, !dbg !37
  %t141 = icmp slt i64 %t11, %a0, !dbg !37
  br i1 %t141, label %b2, label %b7, !dbg !37

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !37

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t132, !dbg !37
  %.17 = load i32, ptr addrspace(1) %t15, align 4, !dbg !37
  br label %b4, !dbg !37

b4:                                               ; preds = %b3, %b2
  %t17 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !37

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t132, !dbg !37
  %.18 = load i32, ptr addrspace(1) %t18, align 4, !dbg !37
  br label %b6, !dbg !37

b6:                                               ; preds = %b5, %b4
  %t20 = phi i32 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = add i32 %t20, %t17, !dbg !38
  %t22 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t132, !dbg !37
  store i32 %t21, ptr addrspace(1) %t22, align 4, !dbg !37
  %t23 = add i64 %t132, %t12, !dbg !37
  %t14 = icmp slt i64 %t23, %a0, !dbg !37
  br i1 %t14, label %b2, label %b7, !dbg !37

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !37
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i32 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !39 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !40
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !40
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !40
  %t3 = sext i32 %.1 to i64, !dbg !40
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !40
  %t5 = sext i32 %.2 to i64, !dbg !40
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !40
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !40
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !40, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !40
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !40
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !40, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !40
  %.15 = add i32 %.14, %.9, !dbg !40
  %.16 = udiv i32 %.15, %.6, !dbg !40
  %t9 = sext i32 %.16 to i64, !dbg !40
  %t10 = mul nsw i64 %t7, %t5, !dbg !40
  %t11 = add nsw i64 %t10, %t3, !dbg !40
  %t12 = mul nsw i64 %t9, %t7, !dbg !40
  %t13 = icmp sgt i64 %a1, 7, !dbg !40
  %t15 = icmp sgt i64 %a1, 6, !dbg !40
  %t17 = icmp sgt i64 %a1, 5, !dbg !40
  %t19 = icmp sgt i64 %a1, 4, !dbg !40
  %t21 = icmp sgt i64 %a1, 3, !dbg !40
  %t23 = icmp sgt i64 %a1, 2, !dbg !40
  %t25 = icmp sgt i64 %a1, 1, !dbg !40
  %t27 = icmp sgt i64 %a1, 0, !dbg !40
  %t291 = icmp slt i64 %t11, %a0, !dbg !40
  br i1 %t291, label %b2, label %b23, !dbg !40

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t149, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !40

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !40
  %t33 = mul i64 %t31, %a9, !dbg !40
  %t34 = sub nuw i64 %t282, %t33, !dbg !40
  %t35 = mul i64 %t34, %a19, !dbg !40
  %t36 = mul i64 %t34, %a29, !dbg !40
  %t37 = mul i64 %t34, %a38, !dbg !40
  br label %b4, !dbg !40

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !40

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !40
  %t45 = mul i64 %t43, %a8, !dbg !40
  %t46 = sub i64 %t38, %t45, !dbg !40
  %t47 = mul i64 %t46, %a18, !dbg !40
  %t48 = add i64 %t47, %t39, !dbg !40
  %t49 = mul i64 %t46, %a28, !dbg !40
  %t50 = add i64 %t49, %t40, !dbg !40
  %t51 = mul i64 %t46, %a37, !dbg !40
  %t52 = add i64 %t51, %t41, !dbg !40
  br label %b6, !dbg !40

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !40

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !40
  %t60 = mul i64 %t58, %a7, !dbg !40
  %t61 = sub i64 %t53, %t60, !dbg !40
  %t62 = mul i64 %t61, %a17, !dbg !40
  %t63 = add i64 %t62, %t54, !dbg !40
  %t64 = mul i64 %t61, %a27, !dbg !40
  %t65 = add i64 %t64, %t55, !dbg !40
  %t66 = mul i64 %t61, %a36, !dbg !40
  %t67 = add i64 %t66, %t56, !dbg !40
  br label %b8, !dbg !40

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !40

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !40
  %t75 = mul i64 %t73, %a6, !dbg !40
  %t76 = sub i64 %t68, %t75, !dbg !40
  %t77 = mul i64 %t76, %a16, !dbg !40
  %t78 = add i64 %t77, %t69, !dbg !40
  %t79 = mul i64 %t76, %a26, !dbg !40
  %t80 = add i64 %t79, %t70, !dbg !40
  %t81 = mul i64 %t76, %a35, !dbg !40
  %t82 = add i64 %t81, %t71, !dbg !40
  br label %b10, !dbg !40

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !40

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !40
  %t90 = mul i64 %t88, %a5, !dbg !40
  %t91 = sub i64 %t83, %t90, !dbg !40
  %t92 = mul i64 %t91, %a15, !dbg !40
  %t93 = add i64 %t92, %t84, !dbg !40
  %t94 = mul i64 %t91, %a25, !dbg !40
  %t95 = add i64 %t94, %t85, !dbg !40
  %t96 = mul i64 %t91, %a34, !dbg !40
  %t97 = add i64 %t96, %t86, !dbg !40
  br label %b12, !dbg !40

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !40

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !40
  %t105 = mul i64 %t103, %a4, !dbg !40
  %t106 = sub i64 %t98, %t105, !dbg !40
  %t107 = mul i64 %t106, %a14, !dbg !40
  %t108 = add i64 %t107, %t99, !dbg !40
  %t109 = mul i64 %t106, %a24, !dbg !40
  %t110 = add i64 %t109, %t100, !dbg !40
  %t111 = mul i64 %t106, %a33, !dbg !40
  %t112 = add i64 %t111, %t101, !dbg !40
  br label %b14, !dbg !40

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !40

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !40
  %t120 = mul i64 %t118, %a3, !dbg !40
  %t121 = sub i64 %t113, %t120, !dbg !40
  %t122 = mul i64 %t121, %a13, !dbg !40
  %t123 = add i64 %t122, %t114, !dbg !40
  %t124 = mul i64 %t121, %a23, !dbg !40
  %t125 = add i64 %t124, %t115, !dbg !40
  %t126 = mul i64 %t121, %a32, !dbg !40
  %t127 = add i64 %t126, %t116, !dbg !40
  br label %b16, !dbg !40

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !40

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !40
  %t133 = add i64 %t129, %t132, !dbg !40
  %t134 = mul i64 %t128, %a22, !dbg !40
  %t135 = add i64 %t130, %t134, !dbg !40
  %t136 = mul i64 %t128, %a31, !dbg !40
  %t137 = add i64 %t131, %t136, !dbg !40
  br label %b18, !dbg !40

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !40

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t138, !dbg !40
  %.17 = load i32, ptr addrspace(1) %t141, align 4, !dbg !40
  br label %b20, !dbg !40

b20:                                              ; preds = %b19, %b18
  %t143 = phi i32 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !40

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t139, !dbg !40
  %.18 = load i32, ptr addrspace(1) %t144, align 4, !dbg !40
  br label %b22, !dbg !40

b22:                                              ; preds = %b21, %b20
  %t146 = phi i32 [ %.18, %b21 ], [ %a21, %b20 ]
  %t147 = add i32 %t146, %t143, !dbg !41
  %t148 = getelementptr inbounds i32, ptr addrspace(1) %a30, i64 %t140, !dbg !40
  store i32 %t147, ptr addrspace(1) %t148, align 4, !dbg !40
  %t149 = add i64 %t282, %t12, !dbg !40
  %t29 = icmp slt i64 %t149, %a0, !dbg !40
  br i1 %t29, label %b2, label %b23, !dbg !40

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !40
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !42 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !43
  %t3 = sext i32 %.1 to i64, !dbg !43
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !43
  %t5 = sext i32 %.2 to i64, !dbg !43
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !43
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !43
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !43, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !43
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !43
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !43, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !43
  %.15 = add i32 %.14, %.9, !dbg !43
  %.16 = udiv i32 %.15, %.6, !dbg !43
  %t9 = sext i32 %.16 to i64, !dbg !43
  %t10 = mul nsw i64 %t7, %t5, !dbg !43
  %t11 = add nsw i64 %t10, %t3, !dbg !43
  %t12 = mul nsw i64 %t9, %t7, !dbg !43
  %t13 = shl nsw i64 %t12, 1, !dbg !43
  %t14 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !43
  %t16 = icmp eq i64 %a2, 1, !dbg !43
  %t17 = and i64 %t14, 15, !dbg !43
  %t18 = icmp eq i64 %t17, 0, !dbg !43
  %t19 = and i1 %t16, %t18, !dbg !43
  %t20 = ashr i64 %a0, 2, !dbg !43
  %t21 = add i64 %a0, 3, !dbg !43
  %t22 = ashr i64 %t21, 2, !dbg !43
  %t23 = icmp slt i64 %t11, %t22, !dbg !43
  br i1 %t23, label %b1, label %b25, !dbg !43

b1:                                               ; preds = %entry
  %t24 = shl nsw i64 %t11, 2, !dbg !43
  %t25 = mul i64 %t24, %a2, !dbg !43
  %t26 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t25, !dbg !43
  %.17 = load i32, ptr addrspace(1) %t26, align 4, !dbg !43, !amdgpu.noclobber !6
  %0 = xor i64 %t24, -1, !dbg !43
  %t29 = add i64 %0, %a0, !dbg !43
  %t30 = getelementptr inbounds i32, ptr addrspace(1) %t26, i64 %a2, !dbg !43
  %t31 = icmp sgt i64 %t29, 0, !dbg !43
  br i1 %t31, label %b2, label %b3, !dbg !43

b2:                                               ; preds = %b1
  %.18 = load i32, ptr addrspace(1) %t30, align 4, !dbg !43, !amdgpu.noclobber !6
  %t33 = add i32 %.18, %.17, !dbg !44
  br label %b3, !dbg !43

b3:                                               ; preds = %b2, %b1
  %t34 = phi i32 [ %t33, %b2 ], [ %.17, %b1 ]
  %t35 = getelementptr inbounds i32, ptr addrspace(1) %t30, i64 %a2, !dbg !43
  %t36 = icmp sgt i64 %t29, 1, !dbg !43
  br i1 %t36, label %b4, label %b5, !dbg !43

b4:                                               ; preds = %b3
  %.19 = load i32, ptr addrspace(1) %t35, align 4, !dbg !43, !amdgpu.noclobber !6
  %t38 = add i32 %.19, %t34, !dbg !44
  br label %b5, !dbg !43

b5:                                               ; preds = %b4, %b3
  %t39 = phi i32 [ %t38, %b4 ], [ %t34, %b3 ]
  %t41 = icmp sgt i64 %t29, 2, !dbg !43
  br i1 %t41, label %b6, label %b7, !dbg !43

b6:                                               ; preds = %b5
  %t40 = getelementptr inbounds i32, ptr addrspace(1) %t35, i64 %a2, !dbg !43
  %.20 = load i32, ptr addrspace(1) %t40, align 4, !dbg !43, !amdgpu.noclobber !6
  %t43 = add i32 %.20, %t39, !dbg !44
  br label %b7, !dbg !43

b7:                                               ; preds = %b6, %b5
  %t44 = phi i32 [ %t43, %b6 ], [ %t39, %b5 ]
  %t45 = add nsw i64 %t12, %t11, !dbg !43
  br i1 %t19, label %b8, label %b15, !dbg !43

b8:                                               ; preds = %b7
  %t46 = sub nsw i64 %t20, %t12, !dbg !43
  %t508 = icmp slt i64 %t45, %t46, !dbg !43
  br i1 %t508, label %b10, label %b12.preheader, !dbg !43

b12.preheader:                                    ; preds = %b10, %b8
  %t47.lcssa = phi i64 [ %t45, %b8 ], [ %t71, %b10 ]
  %t48.lcssa = phi i32 [ %t44, %b8 ], [ %t70, %b10 ]
  %t7512 = icmp slt i64 %t47.lcssa, %t20, !dbg !43
  br i1 %t7512, label %b13, label %b15, !dbg !43

b10:                                              ; preds = %b8, %b10
  %t4810 = phi i32 [ %t70, %b10 ], [ %t44, %b8 ]
  %t479 = phi i64 [ %t71, %b10 ], [ %t45, %b8 ]
  %t51 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t479, !dbg !43
  %.21 = load <4 x i32>, ptr addrspace(1) %t51, align 16, !dbg !43, !amdgpu.noclobber !6
  %.22 = extractelement <4 x i32> %.21, i64 0, !dbg !43
  %.24 = extractelement <4 x i32> %.21, i64 1, !dbg !43
  %.26 = extractelement <4 x i32> %.21, i64 2, !dbg !43
  %.28 = extractelement <4 x i32> %.21, i64 3, !dbg !43
  %t53 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t51, i64 %t12, !dbg !43
  %.30 = load <4 x i32>, ptr addrspace(1) %t53, align 16, !dbg !43, !amdgpu.noclobber !6
  %.31 = extractelement <4 x i32> %.30, i64 0, !dbg !43
  %.33 = extractelement <4 x i32> %.30, i64 1, !dbg !43
  %.35 = extractelement <4 x i32> %.30, i64 2, !dbg !43
  %.37 = extractelement <4 x i32> %.30, i64 3, !dbg !43
  %t56 = add i32 %.22, %t4810, !dbg !44
  %t58 = add i32 %t56, %.24, !dbg !44
  %t60 = add i32 %t58, %.26, !dbg !44
  %t62 = add i32 %t60, %.28, !dbg !44
  %t64 = add i32 %t62, %.31, !dbg !44
  %t66 = add i32 %t64, %.33, !dbg !44
  %t68 = add i32 %t66, %.35, !dbg !44
  %t70 = add i32 %t68, %.37, !dbg !44
  %t71 = add i64 %t479, %t13, !dbg !43
  %t50 = icmp slt i64 %t71, %t46, !dbg !43
  br i1 %t50, label %b10, label %b12.preheader, !dbg !43

b13:                                              ; preds = %b12.preheader, %b13
  %t7314 = phi i32 [ %t85, %b13 ], [ %t48.lcssa, %b12.preheader ]
  %t7213 = phi i64 [ %t86, %b13 ], [ %t47.lcssa, %b12.preheader ]
  %t76 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t7213, !dbg !43
  %.39 = load <4 x i32>, ptr addrspace(1) %t76, align 16, !dbg !43, !amdgpu.noclobber !6
  %.40 = extractelement <4 x i32> %.39, i64 0, !dbg !43
  %.42 = extractelement <4 x i32> %.39, i64 1, !dbg !43
  %.44 = extractelement <4 x i32> %.39, i64 2, !dbg !43
  %.46 = extractelement <4 x i32> %.39, i64 3, !dbg !43
  %t79 = add i32 %.40, %t7314, !dbg !44
  %t81 = add i32 %t79, %.42, !dbg !44
  %t83 = add i32 %t81, %.44, !dbg !44
  %t85 = add i32 %t83, %.46, !dbg !44
  %t86 = add i64 %t7213, %t12, !dbg !43
  %t75 = icmp slt i64 %t86, %t20, !dbg !43
  br i1 %t75, label %b13, label %b15, !dbg !43

b15:                                              ; preds = %b13, %b12.preheader, %b7
  %t87 = phi i32 [ %t44, %b7 ], [ %t48.lcssa, %b12.preheader ], [ %t85, %b13 ]
  %t88 = phi i64 [ %t45, %b7 ], [ %t47.lcssa, %b12.preheader ], [ %t86, %b13 ]
  %t89 = shl i64 %a2, 2, !dbg !43
  %t92 = mul i64 %t12, %t89, !dbg !43
  %t9617 = icmp slt i64 %t88, %t22, !dbg !43
  br i1 %t9617, label %b17.lr.ph, label %b25, !dbg !43

b17.lr.ph:                                        ; preds = %b15
  %t90 = mul i64 %t88, %t89, !dbg !43
  %t91 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t90, !dbg !43
  %t98 = add i64 %a0, -1
  br label %b17, !dbg !43

b17:                                              ; preds = %b17.lr.ph, %b23
  %t9520 = phi i32 [ %t87, %b17.lr.ph ], [ %t116, %b23 ]
  %t9419 = phi i64 [ %t88, %b17.lr.ph ], [ %t117, %b23 ]
  %t9318 = phi ptr addrspace(1) [ %t91, %b17.lr.ph ], [ %t118, %b23 ]
  %t97.neg = mul i64 %t9419, -4, !dbg !43
  %t99 = add i64 %t98, %t97.neg, !dbg !43
  %.48 = load i32, ptr addrspace(1) %t9318, align 4, !dbg !43
  %t101 = add i32 %.48, %t9520, !dbg !44
  %t102 = getelementptr inbounds i8, ptr addrspace(1) %t9318, i64 %t89, !dbg !43
  %t103 = icmp sgt i64 %t99, 0, !dbg !43
  br i1 %t103, label %b18, label %b19, !dbg !43

b18:                                              ; preds = %b17
  %.50 = load i32, ptr addrspace(1) %t102, align 4, !dbg !43
  %t105 = add i32 %.50, %t101, !dbg !44
  br label %b19, !dbg !43

b19:                                              ; preds = %b18, %b17
  %t106 = phi i32 [ %t105, %b18 ], [ %t101, %b17 ]
  %t107 = getelementptr inbounds i8, ptr addrspace(1) %t102, i64 %t89, !dbg !43
  %t108 = icmp sgt i64 %t99, 1, !dbg !43
  br i1 %t108, label %b20, label %b21, !dbg !43

b20:                                              ; preds = %b19
  %.52 = load i32, ptr addrspace(1) %t107, align 4, !dbg !43
  %t110 = add i32 %.52, %t106, !dbg !44
  br label %b21, !dbg !43

b21:                                              ; preds = %b20, %b19
  %t111 = phi i32 [ %t110, %b20 ], [ %t106, %b19 ]
  %t113 = icmp sgt i64 %t99, 2, !dbg !43
  br i1 %t113, label %b22, label %b23, !dbg !43

b22:                                              ; preds = %b21
  %t112 = getelementptr inbounds i8, ptr addrspace(1) %t107, i64 %t89, !dbg !43
  %.54 = load i32, ptr addrspace(1) %t112, align 4, !dbg !43
  %t115 = add i32 %.54, %t111, !dbg !44
  br label %b23, !dbg !43

b23:                                              ; preds = %b22, %b21
  %t116 = phi i32 [ %t115, %b22 ], [ %t111, %b21 ]
  %t117 = add i64 %t9419, %t12, !dbg !43
  %t118 = getelementptr inbounds i32, ptr addrspace(1) %t9318, i64 %t92, !dbg !43
  %t96 = icmp slt i64 %t117, %t22, !dbg !43
  br i1 %t96, label %b17, label %b25, !dbg !43

b25:                                              ; preds = %b23, %b15, %entry
  %t128 = phi i32 [ 0, %entry ], [ %t87, %b15 ], [ %t116, %b23 ]
  %t120 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !43
  store i32 %t128, ptr addrspace(3) %t120, align 4, !dbg !43
  %t121 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !43
  %.55 = zext i1 %t23 to i8, !dbg !43
  store i8 %.55, ptr addrspace(3) %t121, align 1, !dbg !43
  fence syncscope("workgroup") release, !dbg !43
  tail call void @llvm.amdgcn.s.barrier(), !dbg !43
  fence syncscope("workgroup") acquire, !dbg !43
  %t122 = icmp slt i32 %.1, 128, !dbg !43
  br i1 %t122, label %b26, label %b31, !dbg !43

b26:                                              ; preds = %b25
  %t123 = add nsw i32 %.1, 128, !dbg !43
  %t124 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.0, i32 %t123, !dbg !43
  %.56 = load i32, ptr addrspace(3) %t124, align 4, !dbg !43
  %t126 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.1, i32 %t123, !dbg !43
  %.57 = load i8, ptr addrspace(3) %t126, align 1, !dbg !43
  %.58 = icmp ne i8 %.57, 0, !dbg !43
  %spec.select = select i1 %.58, i32 %.56, i32 0, !dbg !43
  %t130 = add i32 %spec.select, %t128, !dbg !43
  %t131 = select i1 %.58, i1 true, i1 %t23, !dbg !43
  store i32 %t130, ptr addrspace(3) %t120, align 4, !dbg !43
  %.59 = zext i1 %t131 to i8, !dbg !43
  store i8 %.59, ptr addrspace(3) %t121, align 1, !dbg !43
  br label %b31, !dbg !43

b31:                                              ; preds = %b26, %b25
  %t132 = phi i32 [ %t130, %b26 ], [ %t128, %b25 ]
  %t133 = phi i1 [ %t131, %b26 ], [ %t23, %b25 ]
  fence syncscope("workgroup") release, !dbg !43
  tail call void @llvm.amdgcn.s.barrier(), !dbg !43
  fence syncscope("workgroup") acquire, !dbg !43
  %t134 = icmp slt i32 %.1, 64, !dbg !43
  br i1 %t134, label %b32, label %b37, !dbg !43

b32:                                              ; preds = %b31
  %t135 = add nsw i32 %.1, 64, !dbg !43
  %t136 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.0, i32 %t135, !dbg !43
  %.60 = load i32, ptr addrspace(3) %t136, align 4, !dbg !43
  %t138 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.1, i32 %t135, !dbg !43
  %.61 = load i8, ptr addrspace(3) %t138, align 1, !dbg !43
  %.62 = icmp ne i8 %.61, 0, !dbg !43
  %t140 = select i1 %t133, i32 %t132, i32 0, !dbg !43
  %spec.select1 = add i32 %.60, %t140, !dbg !43
  %t142 = select i1 %.62, i32 %spec.select1, i32 %t132, !dbg !43
  %t143 = select i1 %.62, i1 true, i1 %t133, !dbg !43
  store i32 %t142, ptr addrspace(3) %t120, align 4, !dbg !43
  %.63 = zext i1 %t143 to i8, !dbg !43
  store i8 %.63, ptr addrspace(3) %t121, align 1, !dbg !43
  br label %b37, !dbg !43

b37:                                              ; preds = %b32, %b31
  %t144 = phi i32 [ %t142, %b32 ], [ %t132, %b31 ]
  %t145 = phi i1 [ %t143, %b32 ], [ %t133, %b31 ]
  fence syncscope("workgroup") release, !dbg !43
  tail call void @llvm.amdgcn.s.barrier(), !dbg !43
  fence syncscope("workgroup") acquire, !dbg !43
  %t146 = icmp slt i32 %.1, 32, !dbg !43
  br i1 %t146, label %b38, label %b43, !dbg !43

b38:                                              ; preds = %b37
  %t147 = add nsw i32 %.1, 32, !dbg !43
  %t148 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.0, i32 %t147, !dbg !43
  %.64 = load i32, ptr addrspace(3) %t148, align 4, !dbg !43
  %t150 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.1, i32 %t147, !dbg !43
  %.65 = load i8, ptr addrspace(3) %t150, align 1, !dbg !43
  %.66 = icmp ne i8 %.65, 0, !dbg !43
  %t152 = select i1 %t145, i32 %t144, i32 0, !dbg !43
  %spec.select2 = add i32 %.64, %t152, !dbg !43
  %t154 = select i1 %.66, i32 %spec.select2, i32 %t144, !dbg !43
  %t155 = select i1 %.66, i1 true, i1 %t145, !dbg !43
  br label %b43, !dbg !43

b43:                                              ; preds = %b38, %b37
  %t156 = phi i32 [ %t154, %b38 ], [ %t144, %b37 ]
  %t157 = phi i1 [ %t155, %b38 ], [ %t145, %b37 ]
  br i1 %t146, label %b44, label %b65, !dbg !43

b44:                                              ; preds = %b43
  %.68 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !43
  %.69 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.68), !dbg !43
  %.70 = zext i32 %.69 to i64, !dbg !43
  %.71 = add nuw nsw i64 %.70, 16, !dbg !43
  %.72 = icmp ult i32 %.69, 48, !dbg !43
  %.73 = tail call i64 @llvm.read_register.i64(metadata !15) #8, !dbg !43
  %.74 = and i64 %.71, 63, !dbg !43
  %1 = shl nuw i64 1, %.74, !dbg !43
  %2 = and i64 %1, %.73, !dbg !43
  %.76 = icmp ne i64 %2, 0, !dbg !43
  %.77 = and i1 %.72, %.76, !dbg !43
  %.78 = trunc i64 %.71 to i32, !dbg !43
  %.79 = shl i32 %.78, 2, !dbg !43
  %.80 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %t156), !dbg !43
  %t158 = select i1 %.77, i32 %.80, i32 %t156, !dbg !43
  %.94 = zext i1 %t157 to i32, !dbg !43
  %.95 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.94), !dbg !43
  %3 = and i32 %.95, 1, !dbg !43
  %.96 = icmp ne i32 %3, 0, !dbg !43
  %t159 = select i1 %.77, i1 %.96, i1 %t157, !dbg !43
  %t160 = icmp slt i32 %.1, 16, !dbg !43
  %t161 = and i1 %t160, %t159, !dbg !43
  %t162 = select i1 %t157, i32 %t156, i32 0, !dbg !43
  %spec.select3 = add i32 %t158, %t162, !dbg !43
  %t164 = select i1 %t161, i32 %spec.select3, i32 %t156, !dbg !43
  %t165 = select i1 %t161, i1 true, i1 %t157, !dbg !43
  %.101 = add nuw nsw i64 %.70, 8, !dbg !43
  %.102 = icmp ult i32 %.69, 56, !dbg !43
  %.104 = and i64 %.101, 63, !dbg !43
  %4 = shl nuw i64 1, %.104, !dbg !43
  %5 = and i64 %4, %.73, !dbg !43
  %.106 = icmp ne i64 %5, 0, !dbg !43
  %.107 = and i1 %.102, %.106, !dbg !43
  %.108 = trunc i64 %.101 to i32, !dbg !43
  %.109 = shl i32 %.108, 2, !dbg !43
  %.110 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %t164), !dbg !43
  %t166 = select i1 %.107, i32 %.110, i32 %t164, !dbg !43
  %.124 = zext i1 %t165 to i32, !dbg !43
  %.125 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.124), !dbg !43
  %6 = and i32 %.125, 1, !dbg !43
  %.126 = icmp ne i32 %6, 0, !dbg !43
  %t167 = select i1 %.107, i1 %.126, i1 %t165, !dbg !43
  %t168 = icmp slt i32 %.1, 24, !dbg !43
  %t169 = and i1 %t168, %t167, !dbg !43
  %t170 = select i1 %t165, i32 %t164, i32 0, !dbg !43
  %spec.select4 = add i32 %t166, %t170, !dbg !43
  %t172 = select i1 %t169, i32 %spec.select4, i32 %t164, !dbg !43
  %t173 = select i1 %t169, i1 true, i1 %t165, !dbg !43
  %.131 = add nuw nsw i64 %.70, 4, !dbg !43
  %.132 = icmp ult i32 %.69, 60, !dbg !43
  %.134 = and i64 %.131, 63, !dbg !43
  %7 = shl nuw i64 1, %.134, !dbg !43
  %8 = and i64 %7, %.73, !dbg !43
  %.136 = icmp ne i64 %8, 0, !dbg !43
  %.137 = and i1 %.132, %.136, !dbg !43
  %.138 = trunc i64 %.131 to i32, !dbg !43
  %.139 = shl i32 %.138, 2, !dbg !43
  %.140 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.139, i32 %t172), !dbg !43
  %t174 = select i1 %.137, i32 %.140, i32 %t172, !dbg !43
  %.154 = zext i1 %t173 to i32, !dbg !43
  %.155 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.139, i32 %.154), !dbg !43
  %9 = and i32 %.155, 1, !dbg !43
  %.156 = icmp ne i32 %9, 0, !dbg !43
  %t175 = select i1 %.137, i1 %.156, i1 %t173, !dbg !43
  %t176 = icmp slt i32 %.1, 28, !dbg !43
  %t177 = and i1 %t176, %t175, !dbg !43
  %t178 = select i1 %t173, i32 %t172, i32 0, !dbg !43
  %spec.select5 = add i32 %t174, %t178, !dbg !43
  %t180 = select i1 %t177, i32 %spec.select5, i32 %t172, !dbg !43
  %t181 = select i1 %t177, i1 true, i1 %t173, !dbg !43
  %.161 = add nuw nsw i64 %.70, 2, !dbg !43
  %.162 = icmp ult i32 %.69, 62, !dbg !43
  %.164 = and i64 %.161, 63, !dbg !43
  %10 = shl nuw i64 1, %.164, !dbg !43
  %11 = and i64 %10, %.73, !dbg !43
  %.166 = icmp ne i64 %11, 0, !dbg !43
  %.167 = and i1 %.162, %.166, !dbg !43
  %.168 = trunc i64 %.161 to i32, !dbg !43
  %.169 = shl i32 %.168, 2, !dbg !43
  %.170 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.169, i32 %t180), !dbg !43
  %t182 = select i1 %.167, i32 %.170, i32 %t180, !dbg !43
  %.184 = zext i1 %t181 to i32, !dbg !43
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.169, i32 %.184), !dbg !43
  %12 = and i32 %.185, 1, !dbg !43
  %.186 = icmp ne i32 %12, 0, !dbg !43
  %t183 = select i1 %.167, i1 %.186, i1 %t181, !dbg !43
  %t184 = icmp slt i32 %.1, 30, !dbg !43
  %t185 = and i1 %t184, %t183, !dbg !43
  %t186 = select i1 %t181, i32 %t180, i32 0, !dbg !43
  %spec.select6 = add i32 %t182, %t186, !dbg !43
  %t188 = select i1 %t185, i32 %spec.select6, i32 %t180, !dbg !43
  %t189 = select i1 %t185, i1 true, i1 %t181, !dbg !43
  %.191 = add nuw nsw i64 %.70, 1, !dbg !43
  %.192 = icmp ult i32 %.69, 63, !dbg !43
  %.194 = and i64 %.191, 63, !dbg !43
  %13 = shl nuw i64 1, %.194, !dbg !43
  %14 = and i64 %13, %.73, !dbg !43
  %.196 = icmp ne i64 %14, 0, !dbg !43
  %.197 = and i1 %.192, %.196, !dbg !43
  %.198 = trunc i64 %.191 to i32, !dbg !43
  %.199 = shl i32 %.198, 2, !dbg !43
  %.200 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %t188), !dbg !43
  %t190 = select i1 %.197, i32 %.200, i32 %t188, !dbg !43
  %.214 = zext i1 %t189 to i32, !dbg !43
  %.215 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %.214), !dbg !43
  %15 = and i32 %.215, 1, !dbg !43
  %.216 = icmp ne i32 %15, 0, !dbg !43
  %t191 = select i1 %.197, i1 %.216, i1 %t189, !dbg !43
  %t192 = icmp ne i32 %.1, 31, !dbg !43
  %t193 = and i1 %t192, %t191, !dbg !43
  %t194 = select i1 %t189, i32 %t188, i32 0, !dbg !43
  %spec.select7 = add i32 %t190, %t194, !dbg !43
  %t196 = select i1 %t193, i32 %spec.select7, i32 %t188, !dbg !43
  %t197 = select i1 %t193, i1 true, i1 %t189, !dbg !43
  br label %b65, !dbg !43

b65:                                              ; preds = %b44, %b43
  %t198 = phi i32 [ %t196, %b44 ], [ %t156, %b43 ]
  %t199 = phi i1 [ %t197, %b44 ], [ %t157, %b43 ]
  %t200 = icmp eq i32 %.1, 0, !dbg !43
  %t201 = and i1 %t200, %t199, !dbg !43
  br i1 %t201, label %b66, label %b67, !dbg !43

b66:                                              ; preds = %b65
  %t202 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t5, !dbg !43
  store i32 %t198, ptr addrspace(1) %t202, align 4, !dbg !43
  br label %b67, !dbg !43

b67:                                              ; preds = %b66, %b65
  ret void, !dbg !43
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i32 %a3, i8 %a4) local_unnamed_addr #1 !dbg !45 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !46
  %t3 = sext i32 %.2 to i64, !dbg !46
  %t4 = add i64 %a0, 3, !dbg !46
  %t5 = ashr i64 %t4, 2, !dbg !46
  %t6 = ashr i64 %a0, 2, !dbg !46
  %t7 = icmp sgt i64 %t5, %t3, !dbg !46
  br i1 %t7, label %b1, label %b20, !dbg !46

b1:                                               ; preds = %entry
  %t8 = shl nsw i64 %t3, 2, !dbg !46
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t8, !dbg !46
  %.3 = load i32, ptr addrspace(1) %t9, align 4, !dbg !46, !amdgpu.noclobber !6
  %0 = xor i64 %t8, -1, !dbg !46
  %t12 = add i64 %0, %a0, !dbg !46
  %t13 = getelementptr inbounds i32, ptr addrspace(1) %t9, i64 1, !dbg !46
  %t14 = icmp sgt i64 %t12, 0, !dbg !46
  br i1 %t14, label %b2, label %b3, !dbg !46

b2:                                               ; preds = %b1
  %.4 = load i32, ptr addrspace(1) %t13, align 4, !dbg !46, !amdgpu.noclobber !6
  %t16 = add i32 %.4, %.3, !dbg !47
  br label %b3, !dbg !46

b3:                                               ; preds = %b2, %b1
  %t17 = phi i32 [ %t16, %b2 ], [ %.3, %b1 ]
  %t18 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 1, !dbg !46
  %t19 = icmp sgt i64 %t12, 1, !dbg !46
  br i1 %t19, label %b4, label %b5, !dbg !46

b4:                                               ; preds = %b3
  %.5 = load i32, ptr addrspace(1) %t18, align 4, !dbg !46, !amdgpu.noclobber !6
  %t21 = add i32 %.5, %t17, !dbg !47
  br label %b5, !dbg !46

b5:                                               ; preds = %b4, %b3
  %t22 = phi i32 [ %t21, %b4 ], [ %t17, %b3 ]
  %t24 = icmp sgt i64 %t12, 2, !dbg !46
  br i1 %t24, label %b6, label %b7, !dbg !46

b6:                                               ; preds = %b5
  %t23 = getelementptr inbounds i32, ptr addrspace(1) %t18, i64 1, !dbg !46
  %.6 = load i32, ptr addrspace(1) %t23, align 4, !dbg !46, !amdgpu.noclobber !6
  %t26 = add i32 %.6, %t22, !dbg !47
  br label %b7, !dbg !46

b7:                                               ; preds = %b6, %b5
  %t27 = phi i32 [ %t26, %b6 ], [ %t22, %b5 ]
  %t28 = add nsw i64 %t3, 256, !dbg !46
  %t31 = and i64 %a0, -4, !dbg !46
  %t32 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t31, !dbg !46
  %t33 = icmp slt i64 %t28, %t6, !dbg !46
  br i1 %t33, label %b8.preheader, label %b11, !dbg !46

b8.preheader:                                     ; preds = %b7
  %t29 = shl nsw i64 %t28, 2, !dbg !46
  %t30 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t29, !dbg !46
  br label %b8, !dbg !46

b8:                                               ; preds = %b8.preheader, %b8
  %t34 = phi ptr addrspace(1) [ %t47, %b8 ], [ %t30, %b8.preheader ]
  %t35 = phi i32 [ %t46, %b8 ], [ %t27, %b8.preheader ]
  %.7 = load i32, ptr addrspace(1) %t34, align 4, !dbg !46
  %t37 = add i32 %.7, %t35, !dbg !47
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %t34, i64 1, !dbg !46
  %.8 = load i32, ptr addrspace(1) %t38, align 4, !dbg !46
  %t40 = add i32 %t37, %.8, !dbg !47
  %t41 = getelementptr inbounds i32, ptr addrspace(1) %t34, i64 2, !dbg !46
  %.9 = load i32, ptr addrspace(1) %t41, align 4, !dbg !46
  %t43 = add i32 %t40, %.9, !dbg !47
  %t44 = getelementptr inbounds i32, ptr addrspace(1) %t34, i64 3, !dbg !46
  %.10 = load i32, ptr addrspace(1) %t44, align 4, !dbg !46
  %t46 = add i32 %t43, %.10, !dbg !47
  %t47 = getelementptr inbounds i32, ptr addrspace(1) %t34, i64 1024, !dbg !46
  %t48 = icmp ult ptr addrspace(1) %t47, %t32, !dbg !46
  br i1 %t48, label %b8, label %b10, !dbg !46, !llvm.loop !48

b10:                                              ; preds = %b8
  %t49 = sub nsw i64 %t3, %t6, !dbg !46
  %t50 = and i64 %t49, 255, !dbg !46
  %t51 = add nsw i64 %t50, %t6, !dbg !46
  br label %b11, !dbg !46

b11:                                              ; preds = %b10, %b7
  %t52 = phi i64 [ %t28, %b7 ], [ %t51, %b10 ]
  %t53 = phi i32 [ %t27, %b7 ], [ %t46, %b10 ]
  %t54 = icmp slt i64 %t52, %t5, !dbg !46
  br i1 %t54, label %b12, label %b20, !dbg !46

b12:                                              ; preds = %b11
  %t55 = shl i64 %t52, 2, !dbg !46
  %t56 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t55, !dbg !46
  %1 = xor i64 %t55, -1, !dbg !46
  %t58 = add i64 %1, %a0, !dbg !46
  %.11 = load i32, ptr addrspace(1) %t56, align 4, !dbg !46, !amdgpu.noclobber !6
  %t60 = add i32 %.11, %t53, !dbg !47
  %t61 = getelementptr inbounds i32, ptr addrspace(1) %t56, i64 1, !dbg !46
  %t62 = icmp sgt i64 %t58, 0, !dbg !46
  br i1 %t62, label %b13, label %b14, !dbg !46

b13:                                              ; preds = %b12
  %.12 = load i32, ptr addrspace(1) %t61, align 4, !dbg !46, !amdgpu.noclobber !6
  %t64 = add i32 %.12, %t60, !dbg !47
  br label %b14, !dbg !46

b14:                                              ; preds = %b13, %b12
  %t65 = phi i32 [ %t64, %b13 ], [ %t60, %b12 ]
  %t66 = getelementptr inbounds i32, ptr addrspace(1) %t61, i64 1, !dbg !46
  %t67 = icmp sgt i64 %t58, 1, !dbg !46
  br i1 %t67, label %b15, label %b16, !dbg !46

b15:                                              ; preds = %b14
  %.13 = load i32, ptr addrspace(1) %t66, align 4, !dbg !46, !amdgpu.noclobber !6
  %t69 = add i32 %.13, %t65, !dbg !47
  br label %b16, !dbg !46

b16:                                              ; preds = %b15, %b14
  %t70 = phi i32 [ %t69, %b15 ], [ %t65, %b14 ]
  %t72 = icmp sgt i64 %t58, 2, !dbg !46
  br i1 %t72, label %b17, label %b20, !dbg !46

b17:                                              ; preds = %b16
  %t71 = getelementptr inbounds i32, ptr addrspace(1) %t66, i64 1, !dbg !46
  %.14 = load i32, ptr addrspace(1) %t71, align 4, !dbg !46, !amdgpu.noclobber !6
  %t74 = add i32 %.14, %t70, !dbg !47
  br label %b20, !dbg !46

b20:                                              ; preds = %b11, %b17, %b16, %entry
  %t86 = phi i32 [ %t53, %b11 ], [ %t74, %b17 ], [ %t70, %b16 ], [ 0, %entry ]
  %t78 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !46
  store i32 %t86, ptr addrspace(3) %t78, align 4, !dbg !46
  %t79 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !46
  %.15 = zext i1 %t7 to i8, !dbg !46
  store i8 %.15, ptr addrspace(3) %t79, align 1, !dbg !46
  fence syncscope("workgroup") release, !dbg !46
  tail call void @llvm.amdgcn.s.barrier(), !dbg !46
  fence syncscope("workgroup") acquire, !dbg !46
  %t80 = icmp slt i32 %.2, 128, !dbg !46
  br i1 %t80, label %b21, label %b26, !dbg !46

b21:                                              ; preds = %b20
  %t81 = add nsw i32 %.2, 128, !dbg !46
  %t82 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.0, i32 %t81, !dbg !46
  %.16 = load i32, ptr addrspace(3) %t82, align 4, !dbg !46
  %t84 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.1, i32 %t81, !dbg !46
  %.17 = load i8, ptr addrspace(3) %t84, align 1, !dbg !46
  %.18 = icmp ne i8 %.17, 0, !dbg !46
  %spec.select = select i1 %.18, i32 %.16, i32 0, !dbg !46
  %t88 = add i32 %spec.select, %t86, !dbg !46
  %t89 = select i1 %.18, i1 true, i1 %t7, !dbg !46
  store i32 %t88, ptr addrspace(3) %t78, align 4, !dbg !46
  %.19 = zext i1 %t89 to i8, !dbg !46
  store i8 %.19, ptr addrspace(3) %t79, align 1, !dbg !46
  br label %b26, !dbg !46

b26:                                              ; preds = %b21, %b20
  %t90 = phi i32 [ %t88, %b21 ], [ %t86, %b20 ]
  %t91 = phi i1 [ %t89, %b21 ], [ %t7, %b20 ]
  fence syncscope("workgroup") release, !dbg !46
  tail call void @llvm.amdgcn.s.barrier(), !dbg !46
  fence syncscope("workgroup") acquire, !dbg !46
  %t92 = icmp slt i32 %.2, 64, !dbg !46
  br i1 %t92, label %b27, label %b32, !dbg !46

b27:                                              ; preds = %b26
  %t93 = add nsw i32 %.2, 64, !dbg !46
  %t94 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.0, i32 %t93, !dbg !46
  %.20 = load i32, ptr addrspace(3) %t94, align 4, !dbg !46
  %t96 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.1, i32 %t93, !dbg !46
  %.21 = load i8, ptr addrspace(3) %t96, align 1, !dbg !46
  %.22 = icmp ne i8 %.21, 0, !dbg !46
  %t98 = select i1 %t91, i32 %t90, i32 0, !dbg !46
  %spec.select1 = add i32 %.20, %t98, !dbg !46
  %t100 = select i1 %.22, i32 %spec.select1, i32 %t90, !dbg !46
  %t101 = select i1 %.22, i1 true, i1 %t91, !dbg !46
  store i32 %t100, ptr addrspace(3) %t78, align 4, !dbg !46
  %.23 = zext i1 %t101 to i8, !dbg !46
  store i8 %.23, ptr addrspace(3) %t79, align 1, !dbg !46
  br label %b32, !dbg !46

b32:                                              ; preds = %b27, %b26
  %t102 = phi i32 [ %t100, %b27 ], [ %t90, %b26 ]
  %t103 = phi i1 [ %t101, %b27 ], [ %t91, %b26 ]
  fence syncscope("workgroup") release, !dbg !46
  tail call void @llvm.amdgcn.s.barrier(), !dbg !46
  fence syncscope("workgroup") acquire, !dbg !46
  %t104 = icmp slt i32 %.2, 32, !dbg !46
  br i1 %t104, label %b33, label %b38, !dbg !46

b33:                                              ; preds = %b32
  %t105 = add nsw i32 %.2, 32, !dbg !46
  %t106 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.0, i32 %t105, !dbg !46
  %.24 = load i32, ptr addrspace(3) %t106, align 4, !dbg !46
  %t108 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.1, i32 %t105, !dbg !46
  %.25 = load i8, ptr addrspace(3) %t108, align 1, !dbg !46
  %.26 = icmp ne i8 %.25, 0, !dbg !46
  %t110 = select i1 %t103, i32 %t102, i32 0, !dbg !46
  %spec.select2 = add i32 %.24, %t110, !dbg !46
  %t112 = select i1 %.26, i32 %spec.select2, i32 %t102, !dbg !46
  %t113 = select i1 %.26, i1 true, i1 %t103, !dbg !46
  br label %b38, !dbg !46

b38:                                              ; preds = %b33, %b32
  %t114 = phi i32 [ %t112, %b33 ], [ %t102, %b32 ]
  %t115 = phi i1 [ %t113, %b33 ], [ %t103, %b32 ]
  br i1 %t104, label %b39, label %b60, !dbg !46

b39:                                              ; preds = %b38
  %.28 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !46
  %.29 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.28), !dbg !46
  %.30 = zext i32 %.29 to i64, !dbg !46
  %.31 = add nuw nsw i64 %.30, 16, !dbg !46
  %.32 = icmp ult i32 %.29, 48, !dbg !46
  %.33 = tail call i64 @llvm.read_register.i64(metadata !15) #8, !dbg !46
  %.34 = and i64 %.31, 63, !dbg !46
  %2 = shl nuw i64 1, %.34, !dbg !46
  %3 = and i64 %2, %.33, !dbg !46
  %.36 = icmp ne i64 %3, 0, !dbg !46
  %.37 = and i1 %.32, %.36, !dbg !46
  %.38 = trunc i64 %.31 to i32, !dbg !46
  %.39 = shl i32 %.38, 2, !dbg !46
  %.40 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %t114), !dbg !46
  %t116 = select i1 %.37, i32 %.40, i32 %t114, !dbg !46
  %.54 = zext i1 %t115 to i32, !dbg !46
  %.55 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.54), !dbg !46
  %4 = and i32 %.55, 1, !dbg !46
  %.56 = icmp ne i32 %4, 0, !dbg !46
  %t117 = select i1 %.37, i1 %.56, i1 %t115, !dbg !46
  %t118 = icmp slt i32 %.2, 16, !dbg !46
  %t119 = and i1 %t118, %t117, !dbg !46
  %t120 = select i1 %t115, i32 %t114, i32 0, !dbg !46
  %spec.select3 = add i32 %t116, %t120, !dbg !46
  %t122 = select i1 %t119, i32 %spec.select3, i32 %t114, !dbg !46
  %t123 = select i1 %t119, i1 true, i1 %t115, !dbg !46
  %.61 = add nuw nsw i64 %.30, 8, !dbg !46
  %.62 = icmp ult i32 %.29, 56, !dbg !46
  %.64 = and i64 %.61, 63, !dbg !46
  %5 = shl nuw i64 1, %.64, !dbg !46
  %6 = and i64 %5, %.33, !dbg !46
  %.66 = icmp ne i64 %6, 0, !dbg !46
  %.67 = and i1 %.62, %.66, !dbg !46
  %.68 = trunc i64 %.61 to i32, !dbg !46
  %.69 = shl i32 %.68, 2, !dbg !46
  %.70 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %t122), !dbg !46
  %t124 = select i1 %.67, i32 %.70, i32 %t122, !dbg !46
  %.84 = zext i1 %t123 to i32, !dbg !46
  %.85 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.84), !dbg !46
  %7 = and i32 %.85, 1, !dbg !46
  %.86 = icmp ne i32 %7, 0, !dbg !46
  %t125 = select i1 %.67, i1 %.86, i1 %t123, !dbg !46
  %t126 = icmp slt i32 %.2, 24, !dbg !46
  %t127 = and i1 %t126, %t125, !dbg !46
  %t128 = select i1 %t123, i32 %t122, i32 0, !dbg !46
  %spec.select4 = add i32 %t124, %t128, !dbg !46
  %t130 = select i1 %t127, i32 %spec.select4, i32 %t122, !dbg !46
  %t131 = select i1 %t127, i1 true, i1 %t123, !dbg !46
  %.91 = add nuw nsw i64 %.30, 4, !dbg !46
  %.92 = icmp ult i32 %.29, 60, !dbg !46
  %.94 = and i64 %.91, 63, !dbg !46
  %8 = shl nuw i64 1, %.94, !dbg !46
  %9 = and i64 %8, %.33, !dbg !46
  %.96 = icmp ne i64 %9, 0, !dbg !46
  %.97 = and i1 %.92, %.96, !dbg !46
  %.98 = trunc i64 %.91 to i32, !dbg !46
  %.99 = shl i32 %.98, 2, !dbg !46
  %.100 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.99, i32 %t130), !dbg !46
  %t132 = select i1 %.97, i32 %.100, i32 %t130, !dbg !46
  %.114 = zext i1 %t131 to i32, !dbg !46
  %.115 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.99, i32 %.114), !dbg !46
  %10 = and i32 %.115, 1, !dbg !46
  %.116 = icmp ne i32 %10, 0, !dbg !46
  %t133 = select i1 %.97, i1 %.116, i1 %t131, !dbg !46
  %t134 = icmp slt i32 %.2, 28, !dbg !46
  %t135 = and i1 %t134, %t133, !dbg !46
  %t136 = select i1 %t131, i32 %t130, i32 0, !dbg !46
  %spec.select5 = add i32 %t132, %t136, !dbg !46
  %t138 = select i1 %t135, i32 %spec.select5, i32 %t130, !dbg !46
  %t139 = select i1 %t135, i1 true, i1 %t131, !dbg !46
  %.121 = add nuw nsw i64 %.30, 2, !dbg !46
  %.122 = icmp ult i32 %.29, 62, !dbg !46
  %.124 = and i64 %.121, 63, !dbg !46
  %11 = shl nuw i64 1, %.124, !dbg !46
  %12 = and i64 %11, %.33, !dbg !46
  %.126 = icmp ne i64 %12, 0, !dbg !46
  %.127 = and i1 %.122, %.126, !dbg !46
  %.128 = trunc i64 %.121 to i32, !dbg !46
  %.129 = shl i32 %.128, 2, !dbg !46
  %.130 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.129, i32 %t138), !dbg !46
  %t140 = select i1 %.127, i32 %.130, i32 %t138, !dbg !46
  %.144 = zext i1 %t139 to i32, !dbg !46
  %.145 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.129, i32 %.144), !dbg !46
  %13 = and i32 %.145, 1, !dbg !46
  %.146 = icmp ne i32 %13, 0, !dbg !46
  %t141 = select i1 %.127, i1 %.146, i1 %t139, !dbg !46
  %t142 = icmp slt i32 %.2, 30, !dbg !46
  %t143 = and i1 %t142, %t141, !dbg !46
  %t144 = select i1 %t139, i32 %t138, i32 0, !dbg !46
  %spec.select6 = add i32 %t140, %t144, !dbg !46
  %t146 = select i1 %t143, i32 %spec.select6, i32 %t138, !dbg !46
  %t147 = select i1 %t143, i1 true, i1 %t139, !dbg !46
  %.151 = add nuw nsw i64 %.30, 1, !dbg !46
  %.152 = icmp ult i32 %.29, 63, !dbg !46
  %.154 = and i64 %.151, 63, !dbg !46
  %14 = shl nuw i64 1, %.154, !dbg !46
  %15 = and i64 %14, %.33, !dbg !46
  %.156 = icmp ne i64 %15, 0, !dbg !46
  %.157 = and i1 %.152, %.156, !dbg !46
  %.158 = trunc i64 %.151 to i32, !dbg !46
  %.159 = shl i32 %.158, 2, !dbg !46
  %.160 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %t146), !dbg !46
  %t148 = select i1 %.157, i32 %.160, i32 %t146, !dbg !46
  %.174 = zext i1 %t147 to i32, !dbg !46
  %.175 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.174), !dbg !46
  %16 = and i32 %.175, 1, !dbg !46
  %.176 = icmp ne i32 %16, 0, !dbg !46
  %t149 = select i1 %.157, i1 %.176, i1 %t147, !dbg !46
  %t150 = icmp ne i32 %.2, 31, !dbg !46
  %t151 = and i1 %t150, %t149, !dbg !46
  %t152 = select i1 %t147, i32 %t146, i32 0, !dbg !46
  %spec.select7 = add i32 %t148, %t152, !dbg !46
  %t154 = select i1 %t151, i32 %spec.select7, i32 %t146, !dbg !46
  %t155 = select i1 %t151, i1 true, i1 %t147, !dbg !46
  br label %b60, !dbg !46

b60:                                              ; preds = %b39, %b38
  %t156 = phi i32 [ %t154, %b39 ], [ %t114, %b38 ]
  %t157 = phi i1 [ %t155, %b39 ], [ %t115, %b38 ]
  %t158 = icmp eq i32 %.2, 0, !dbg !46
  %t162 = select i1 %t157, i1 true, i1 %.1, !dbg !46
  %or.cond = select i1 %t158, i1 %t162, i1 false, !dbg !46
  br i1 %or.cond, label %b66, label %b67, !dbg !46

b66:                                              ; preds = %b60
  %t159 = select i1 %.1, i32 %a3, i32 0, !dbg !46
  %spec.select8 = add i32 %t156, %t159, !dbg !46
  %t161 = select i1 %t157, i32 %spec.select8, i32 %a3, !dbg !46
  store i32 %t161, ptr addrspace(1) %a2, align 4, !dbg !46
  br label %b67, !dbg !46

b67:                                              ; preds = %b66, %b60
  ret void, !dbg !46
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) readonly %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !49 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !50
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !50
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !50
  %t3 = sext i32 %.1 to i64, !dbg !50
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !50
  %t5 = sext i32 %.2 to i64, !dbg !50
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !50
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !50
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !50, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !50
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !50
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !50, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !50
  %.15 = add i32 %.14, %.9, !dbg !50
  %.16 = udiv i32 %.15, %.6, !dbg !50
  %t9 = sext i32 %.16 to i64, !dbg !50
  %t10 = mul nsw i64 %t7, %t5, !dbg !50
  %t11 = add nsw i64 %t10, %t3, !dbg !50
  %t12 = mul nsw i64 %t9, %t7, !dbg !50
  %t141 = icmp slt i64 %t11, %a0, !dbg !50
  br i1 %t141, label %b2, label %b7, !dbg !50

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !50

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t132, !dbg !50
  %.17 = load i64, ptr addrspace(1) %t15, align 8, !dbg !50
  br label %b4, !dbg !50

b4:                                               ; preds = %b3, %b2
  %t17 = phi i64 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !50

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t132, !dbg !50
  %.18 = load i64, ptr addrspace(1) %t18, align 8, !dbg !50
  br label %b6, !dbg !50

b6:                                               ; preds = %b5, %b4
  %t20 = phi i64 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = add i64 %t20, %t17, !dbg !51
  %t22 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t132, !dbg !50
  store i64 %t21, ptr addrspace(1) %t22, align 8, !dbg !50
  %t23 = add i64 %t132, %t12, !dbg !50
  %t14 = icmp slt i64 %t23, %a0, !dbg !50
  br i1 %t14, label %b2, label %b7, !dbg !50

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !50
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !52 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !53
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !53
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !53
  %t3 = sext i32 %.1 to i64, !dbg !53
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !53
  %t5 = sext i32 %.2 to i64, !dbg !53
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !53
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !53
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !53, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !53
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !53
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !53, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !53
  %.15 = add i32 %.14, %.9, !dbg !53
  %.16 = udiv i32 %.15, %.6, !dbg !53
  %t9 = sext i32 %.16 to i64, !dbg !53
  %t10 = mul nsw i64 %t7, %t5, !dbg !53
  %t11 = add nsw i64 %t10, %t3, !dbg !53
  %t12 = mul nsw i64 %t9, %t7, !dbg !53
  %t13 = icmp sgt i64 %a1, 7, !dbg !53
  %t15 = icmp sgt i64 %a1, 6, !dbg !53
  %t17 = icmp sgt i64 %a1, 5, !dbg !53
  %t19 = icmp sgt i64 %a1, 4, !dbg !53
  %t21 = icmp sgt i64 %a1, 3, !dbg !53
  %t23 = icmp sgt i64 %a1, 2, !dbg !53
  %t25 = icmp sgt i64 %a1, 1, !dbg !53
  %t27 = icmp sgt i64 %a1, 0, !dbg !53
  %t291 = icmp slt i64 %t11, %a0, !dbg !53
  br i1 %t291, label %b2, label %b23, !dbg !53

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t149, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !53

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !53
  %t33 = mul i64 %t31, %a9, !dbg !53
  %t34 = sub nuw i64 %t282, %t33, !dbg !53
  %t35 = mul i64 %t34, %a19, !dbg !53
  %t36 = mul i64 %t34, %a29, !dbg !53
  %t37 = mul i64 %t34, %a38, !dbg !53
  br label %b4, !dbg !53

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !53

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !53
  %t45 = mul i64 %t43, %a8, !dbg !53
  %t46 = sub i64 %t38, %t45, !dbg !53
  %t47 = mul i64 %t46, %a18, !dbg !53
  %t48 = add i64 %t47, %t39, !dbg !53
  %t49 = mul i64 %t46, %a28, !dbg !53
  %t50 = add i64 %t49, %t40, !dbg !53
  %t51 = mul i64 %t46, %a37, !dbg !53
  %t52 = add i64 %t51, %t41, !dbg !53
  br label %b6, !dbg !53

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !53

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !53
  %t60 = mul i64 %t58, %a7, !dbg !53
  %t61 = sub i64 %t53, %t60, !dbg !53
  %t62 = mul i64 %t61, %a17, !dbg !53
  %t63 = add i64 %t62, %t54, !dbg !53
  %t64 = mul i64 %t61, %a27, !dbg !53
  %t65 = add i64 %t64, %t55, !dbg !53
  %t66 = mul i64 %t61, %a36, !dbg !53
  %t67 = add i64 %t66, %t56, !dbg !53
  br label %b8, !dbg !53

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !53

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !53
  %t75 = mul i64 %t73, %a6, !dbg !53
  %t76 = sub i64 %t68, %t75, !dbg !53
  %t77 = mul i64 %t76, %a16, !dbg !53
  %t78 = add i64 %t77, %t69, !dbg !53
  %t79 = mul i64 %t76, %a26, !dbg !53
  %t80 = add i64 %t79, %t70, !dbg !53
  %t81 = mul i64 %t76, %a35, !dbg !53
  %t82 = add i64 %t81, %t71, !dbg !53
  br label %b10, !dbg !53

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !53

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !53
  %t90 = mul i64 %t88, %a5, !dbg !53
  %t91 = sub i64 %t83, %t90, !dbg !53
  %t92 = mul i64 %t91, %a15, !dbg !53
  %t93 = add i64 %t92, %t84, !dbg !53
  %t94 = mul i64 %t91, %a25, !dbg !53
  %t95 = add i64 %t94, %t85, !dbg !53
  %t96 = mul i64 %t91, %a34, !dbg !53
  %t97 = add i64 %t96, %t86, !dbg !53
  br label %b12, !dbg !53

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !53

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !53
  %t105 = mul i64 %t103, %a4, !dbg !53
  %t106 = sub i64 %t98, %t105, !dbg !53
  %t107 = mul i64 %t106, %a14, !dbg !53
  %t108 = add i64 %t107, %t99, !dbg !53
  %t109 = mul i64 %t106, %a24, !dbg !53
  %t110 = add i64 %t109, %t100, !dbg !53
  %t111 = mul i64 %t106, %a33, !dbg !53
  %t112 = add i64 %t111, %t101, !dbg !53
  br label %b14, !dbg !53

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !53

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !53
  %t120 = mul i64 %t118, %a3, !dbg !53
  %t121 = sub i64 %t113, %t120, !dbg !53
  %t122 = mul i64 %t121, %a13, !dbg !53
  %t123 = add i64 %t122, %t114, !dbg !53
  %t124 = mul i64 %t121, %a23, !dbg !53
  %t125 = add i64 %t124, %t115, !dbg !53
  %t126 = mul i64 %t121, %a32, !dbg !53
  %t127 = add i64 %t126, %t116, !dbg !53
  br label %b16, !dbg !53

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !53

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !53
  %t133 = add i64 %t129, %t132, !dbg !53
  %t134 = mul i64 %t128, %a22, !dbg !53
  %t135 = add i64 %t130, %t134, !dbg !53
  %t136 = mul i64 %t128, %a31, !dbg !53
  %t137 = add i64 %t131, %t136, !dbg !53
  br label %b18, !dbg !53

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !53

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t138, !dbg !53
  %.17 = load i64, ptr addrspace(1) %t141, align 8, !dbg !53
  br label %b20, !dbg !53

b20:                                              ; preds = %b19, %b18
  %t143 = phi i64 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !53

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t139, !dbg !53
  %.18 = load i64, ptr addrspace(1) %t144, align 8, !dbg !53
  br label %b22, !dbg !53

b22:                                              ; preds = %b21, %b20
  %t146 = phi i64 [ %.18, %b21 ], [ %a21, %b20 ]
  %t147 = add i64 %t146, %t143, !dbg !54
  %t148 = getelementptr inbounds i64, ptr addrspace(1) %a30, i64 %t140, !dbg !53
  store i64 %t147, ptr addrspace(1) %t148, align 8, !dbg !53
  %t149 = add i64 %t282, %t12, !dbg !53
  %t29 = icmp slt i64 %t149, %a0, !dbg !53
  br i1 %t29, label %b2, label %b23, !dbg !53

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !53
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !55 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !56
  %t3 = sext i32 %.1 to i64, !dbg !56
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !56
  %t5 = sext i32 %.2 to i64, !dbg !56
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !56
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !56
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !56, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !56
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !56
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !56, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !56
  %.15 = add i32 %.14, %.9, !dbg !56
  %.16 = udiv i32 %.15, %.6, !dbg !56
  %t9 = sext i32 %.16 to i64, !dbg !56
  %t10 = mul nsw i64 %t7, %t5, !dbg !56
  %t11 = add nsw i64 %t10, %t3, !dbg !56
  %t12 = mul nsw i64 %t9, %t7, !dbg !56
  %t13 = shl nsw i64 %t12, 1, !dbg !56
  %t14 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !56
  %t16 = icmp eq i64 %a2, 1, !dbg !56
  %t17 = and i64 %t14, 15, !dbg !56
  %t18 = icmp eq i64 %t17, 0, !dbg !56
  %t19 = and i1 %t16, %t18, !dbg !56
  %t20 = ashr i64 %a0, 1, !dbg !56
  %t21 = add i64 %a0, 1, !dbg !56
  %t22 = ashr i64 %t21, 1, !dbg !56
  %t23 = icmp slt i64 %t11, %t22, !dbg !56
  br i1 %t23, label %b1, label %b17, !dbg !56

b1:                                               ; preds = %entry
  %t24 = shl nsw i64 %t11, 1, !dbg !56
  %t25 = mul i64 %t24, %a2, !dbg !56
  %t26 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t25, !dbg !56
  %.17 = load i64, ptr addrspace(1) %t26, align 8, !dbg !56, !amdgpu.noclobber !6
  %0 = xor i64 %t24, -1, !dbg !56
  %t29 = add i64 %0, %a0, !dbg !56
  %t31 = icmp sgt i64 %t29, 0, !dbg !56
  br i1 %t31, label %b2, label %b3, !dbg !56

b2:                                               ; preds = %b1
  %t30 = getelementptr inbounds i64, ptr addrspace(1) %t26, i64 %a2, !dbg !56
  %.18 = load i64, ptr addrspace(1) %t30, align 8, !dbg !56, !amdgpu.noclobber !6
  %t33 = add i64 %.18, %.17, !dbg !57
  br label %b3, !dbg !56

b3:                                               ; preds = %b2, %b1
  %t34 = phi i64 [ %t33, %b2 ], [ %.17, %b1 ]
  %t35 = add nsw i64 %t12, %t11, !dbg !56
  br i1 %t19, label %b4, label %b11, !dbg !56

b4:                                               ; preds = %b3
  %t36 = sub nsw i64 %t20, %t12, !dbg !56
  %t408 = icmp slt i64 %t35, %t36, !dbg !56
  br i1 %t408, label %b6, label %b8.preheader, !dbg !56

b8.preheader:                                     ; preds = %b6, %b4
  %t37.lcssa = phi i64 [ %t35, %b4 ], [ %t53, %b6 ]
  %t38.lcssa = phi i64 [ %t34, %b4 ], [ %t52, %b6 ]
  %t5712 = icmp slt i64 %t37.lcssa, %t20, !dbg !56
  br i1 %t5712, label %b9, label %b11, !dbg !56

b6:                                               ; preds = %b4, %b6
  %t3810 = phi i64 [ %t52, %b6 ], [ %t34, %b4 ]
  %t379 = phi i64 [ %t53, %b6 ], [ %t35, %b4 ]
  %t41 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t379, !dbg !56
  %.19 = load <2 x i64>, ptr addrspace(1) %t41, align 16, !dbg !56, !amdgpu.noclobber !6
  %.20 = extractelement <2 x i64> %.19, i64 0, !dbg !56
  %.22 = extractelement <2 x i64> %.19, i64 1, !dbg !56
  %t43 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t41, i64 %t12, !dbg !56
  %.24 = load <2 x i64>, ptr addrspace(1) %t43, align 16, !dbg !56, !amdgpu.noclobber !6
  %.25 = extractelement <2 x i64> %.24, i64 0, !dbg !56
  %.27 = extractelement <2 x i64> %.24, i64 1, !dbg !56
  %t46 = add i64 %.20, %t3810, !dbg !57
  %t48 = add i64 %t46, %.22, !dbg !57
  %t50 = add i64 %t48, %.25, !dbg !57
  %t52 = add i64 %t50, %.27, !dbg !57
  %t53 = add i64 %t379, %t13, !dbg !56
  %t40 = icmp slt i64 %t53, %t36, !dbg !56
  br i1 %t40, label %b6, label %b8.preheader, !dbg !56

b9:                                               ; preds = %b8.preheader, %b9
  %t5514 = phi i64 [ %t63, %b9 ], [ %t38.lcssa, %b8.preheader ]
  %t5413 = phi i64 [ %t64, %b9 ], [ %t37.lcssa, %b8.preheader ]
  %t58 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t5413, !dbg !56
  %.29 = load <2 x i64>, ptr addrspace(1) %t58, align 16, !dbg !56, !amdgpu.noclobber !6
  %.30 = extractelement <2 x i64> %.29, i64 0, !dbg !56
  %.32 = extractelement <2 x i64> %.29, i64 1, !dbg !56
  %t61 = add i64 %.30, %t5514, !dbg !57
  %t63 = add i64 %t61, %.32, !dbg !57
  %t64 = add i64 %t5413, %t12, !dbg !56
  %t57 = icmp slt i64 %t64, %t20, !dbg !56
  br i1 %t57, label %b9, label %b11, !dbg !56

b11:                                              ; preds = %b9, %b8.preheader, %b3
  %t65 = phi i64 [ %t34, %b3 ], [ %t38.lcssa, %b8.preheader ], [ %t63, %b9 ]
  %t66 = phi i64 [ %t35, %b3 ], [ %t37.lcssa, %b8.preheader ], [ %t64, %b9 ]
  %t67 = shl i64 %a2, 1, !dbg !56
  %t70 = mul i64 %t12, %t67, !dbg !56
  %t7417 = icmp slt i64 %t66, %t22, !dbg !56
  br i1 %t7417, label %b13.lr.ph, label %b17, !dbg !56

b13.lr.ph:                                        ; preds = %b11
  %t68 = mul i64 %t66, %t67, !dbg !56
  %t69 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t68, !dbg !56
  %t76 = add i64 %a0, -1
  %.35 = shl nsw i64 %a2, 3
  br label %b13, !dbg !56

b13:                                              ; preds = %b13.lr.ph, %b15
  %t7320 = phi i64 [ %t65, %b13.lr.ph ], [ %t84, %b15 ]
  %t7219 = phi i64 [ %t66, %b13.lr.ph ], [ %t85, %b15 ]
  %t7118 = phi ptr addrspace(1) [ %t69, %b13.lr.ph ], [ %t86, %b15 ]
  %t75.neg = mul i64 %t7219, -2, !dbg !56
  %t77 = add i64 %t76, %t75.neg, !dbg !56
  %.34 = load i64, ptr addrspace(1) %t7118, align 8, !dbg !56
  %t79 = add i64 %.34, %t7320, !dbg !57
  %t81 = icmp sgt i64 %t77, 0, !dbg !56
  br i1 %t81, label %b14, label %b15, !dbg !56

b14:                                              ; preds = %b13
  %t80 = getelementptr inbounds i8, ptr addrspace(1) %t7118, i64 %.35, !dbg !56
  %.36 = load i64, ptr addrspace(1) %t80, align 8, !dbg !56
  %t83 = add i64 %.36, %t79, !dbg !57
  br label %b15, !dbg !56

b15:                                              ; preds = %b14, %b13
  %t84 = phi i64 [ %t83, %b14 ], [ %t79, %b13 ]
  %t85 = add i64 %t7219, %t12, !dbg !56
  %t86 = getelementptr inbounds i64, ptr addrspace(1) %t7118, i64 %t70, !dbg !56
  %t74 = icmp slt i64 %t85, %t22, !dbg !56
  br i1 %t74, label %b13, label %b17, !dbg !56

b17:                                              ; preds = %b15, %b11, %entry
  %t96 = phi i64 [ 0, %entry ], [ %t65, %b11 ], [ %t84, %b15 ]
  %t88 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !56
  store i64 %t96, ptr addrspace(3) %t88, align 8, !dbg !56
  %t89 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !56
  %.37 = zext i1 %t23 to i8, !dbg !56
  store i8 %.37, ptr addrspace(3) %t89, align 1, !dbg !56
  fence syncscope("workgroup") release, !dbg !56
  tail call void @llvm.amdgcn.s.barrier(), !dbg !56
  fence syncscope("workgroup") acquire, !dbg !56
  %t90 = icmp slt i32 %.1, 128, !dbg !56
  br i1 %t90, label %b18, label %b23, !dbg !56

b18:                                              ; preds = %b17
  %t91 = add nsw i32 %.1, 128, !dbg !56
  %t92 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.0, i32 %t91, !dbg !56
  %.38 = load i64, ptr addrspace(3) %t92, align 8, !dbg !56
  %t94 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.1, i32 %t91, !dbg !56
  %.39 = load i8, ptr addrspace(3) %t94, align 1, !dbg !56
  %.40 = icmp ne i8 %.39, 0, !dbg !56
  %spec.select = select i1 %.40, i64 %.38, i64 0, !dbg !56
  %t98 = add i64 %spec.select, %t96, !dbg !56
  %t99 = select i1 %.40, i1 true, i1 %t23, !dbg !56
  store i64 %t98, ptr addrspace(3) %t88, align 8, !dbg !56
  %.41 = zext i1 %t99 to i8, !dbg !56
  store i8 %.41, ptr addrspace(3) %t89, align 1, !dbg !56
  br label %b23, !dbg !56

b23:                                              ; preds = %b18, %b17
  %t100 = phi i64 [ %t98, %b18 ], [ %t96, %b17 ]
  %t101 = phi i1 [ %t99, %b18 ], [ %t23, %b17 ]
  fence syncscope("workgroup") release, !dbg !56
  tail call void @llvm.amdgcn.s.barrier(), !dbg !56
  fence syncscope("workgroup") acquire, !dbg !56
  %t102 = icmp slt i32 %.1, 64, !dbg !56
  br i1 %t102, label %b24, label %b29, !dbg !56

b24:                                              ; preds = %b23
  %t103 = add nsw i32 %.1, 64, !dbg !56
  %t104 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.0, i32 %t103, !dbg !56
  %.42 = load i64, ptr addrspace(3) %t104, align 8, !dbg !56
  %t106 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.1, i32 %t103, !dbg !56
  %.43 = load i8, ptr addrspace(3) %t106, align 1, !dbg !56
  %.44 = icmp ne i8 %.43, 0, !dbg !56
  %t108 = select i1 %t101, i64 %t100, i64 0, !dbg !56
  %spec.select1 = add i64 %.42, %t108, !dbg !56
  %t110 = select i1 %.44, i64 %spec.select1, i64 %t100, !dbg !56
  %t111 = select i1 %.44, i1 true, i1 %t101, !dbg !56
  store i64 %t110, ptr addrspace(3) %t88, align 8, !dbg !56
  %.45 = zext i1 %t111 to i8, !dbg !56
  store i8 %.45, ptr addrspace(3) %t89, align 1, !dbg !56
  br label %b29, !dbg !56

b29:                                              ; preds = %b24, %b23
  %t112 = phi i64 [ %t110, %b24 ], [ %t100, %b23 ]
  %t113 = phi i1 [ %t111, %b24 ], [ %t101, %b23 ]
  fence syncscope("workgroup") release, !dbg !56
  tail call void @llvm.amdgcn.s.barrier(), !dbg !56
  fence syncscope("workgroup") acquire, !dbg !56
  %t114 = icmp slt i32 %.1, 32, !dbg !56
  br i1 %t114, label %b30, label %b35, !dbg !56

b30:                                              ; preds = %b29
  %t115 = add nsw i32 %.1, 32, !dbg !56
  %t116 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.0, i32 %t115, !dbg !56
  %.46 = load i64, ptr addrspace(3) %t116, align 8, !dbg !56
  %t118 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.1, i32 %t115, !dbg !56
  %.47 = load i8, ptr addrspace(3) %t118, align 1, !dbg !56
  %.48 = icmp ne i8 %.47, 0, !dbg !56
  %t120 = select i1 %t113, i64 %t112, i64 0, !dbg !56
  %spec.select2 = add i64 %.46, %t120, !dbg !56
  %t122 = select i1 %.48, i64 %spec.select2, i64 %t112, !dbg !56
  %t123 = select i1 %.48, i1 true, i1 %t113, !dbg !56
  br label %b35, !dbg !56

b35:                                              ; preds = %b30, %b29
  %t124 = phi i64 [ %t122, %b30 ], [ %t112, %b29 ]
  %t125 = phi i1 [ %t123, %b30 ], [ %t113, %b29 ]
  br i1 %t114, label %b36, label %b57, !dbg !56

b36:                                              ; preds = %b35
  %.50 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !56
  %.51 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.50), !dbg !56
  %.52 = zext i32 %.51 to i64, !dbg !56
  %.53 = add nuw nsw i64 %.52, 16, !dbg !56
  %.54 = icmp ult i32 %.51, 48, !dbg !56
  %.55 = tail call i64 @llvm.read_register.i64(metadata !15) #8, !dbg !56
  %.56 = and i64 %.53, 63, !dbg !56
  %1 = shl nuw i64 1, %.56, !dbg !56
  %2 = and i64 %1, %.55, !dbg !56
  %.58 = icmp ne i64 %2, 0, !dbg !56
  %.59 = and i1 %.54, %.58, !dbg !56
  %.60 = trunc i64 %.53 to i32, !dbg !56
  %.61 = shl i32 %.60, 2, !dbg !56
  %.62 = trunc i64 %t124 to i32, !dbg !56
  %.63 = lshr i64 %t124, 32, !dbg !56
  %.64 = trunc i64 %.63 to i32, !dbg !56
  %.65 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.62), !dbg !56
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.64), !dbg !56
  %.67 = zext i32 %.65 to i64, !dbg !56
  %.68 = zext i32 %.66 to i64, !dbg !56
  %.69 = shl nuw i64 %.68, 32, !dbg !56
  %.70 = or i64 %.69, %.67, !dbg !56
  %t126 = select i1 %.59, i64 %.70, i64 %t124, !dbg !56
  %.84 = zext i1 %t125 to i32, !dbg !56
  %.85 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.84), !dbg !56
  %3 = and i32 %.85, 1, !dbg !56
  %.86 = icmp ne i32 %3, 0, !dbg !56
  %t127 = select i1 %.59, i1 %.86, i1 %t125, !dbg !56
  %t128 = icmp slt i32 %.1, 16, !dbg !56
  %t129 = and i1 %t128, %t127, !dbg !56
  %t130 = select i1 %t125, i64 %t124, i64 0, !dbg !56
  %spec.select3 = add i64 %t126, %t130, !dbg !56
  %t132 = select i1 %t129, i64 %spec.select3, i64 %t124, !dbg !56
  %t133 = select i1 %t129, i1 true, i1 %t125, !dbg !56
  %.91 = add nuw nsw i64 %.52, 8, !dbg !56
  %.92 = icmp ult i32 %.51, 56, !dbg !56
  %.94 = and i64 %.91, 63, !dbg !56
  %4 = shl nuw i64 1, %.94, !dbg !56
  %5 = and i64 %4, %.55, !dbg !56
  %.96 = icmp ne i64 %5, 0, !dbg !56
  %.97 = and i1 %.92, %.96, !dbg !56
  %.98 = trunc i64 %.91 to i32, !dbg !56
  %.99 = shl i32 %.98, 2, !dbg !56
  %.100 = trunc i64 %t132 to i32, !dbg !56
  %.101 = lshr i64 %t132, 32, !dbg !56
  %.102 = trunc i64 %.101 to i32, !dbg !56
  %.103 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.99, i32 %.100), !dbg !56
  %.104 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.99, i32 %.102), !dbg !56
  %.105 = zext i32 %.103 to i64, !dbg !56
  %.106 = zext i32 %.104 to i64, !dbg !56
  %.107 = shl nuw i64 %.106, 32, !dbg !56
  %.108 = or i64 %.107, %.105, !dbg !56
  %t134 = select i1 %.97, i64 %.108, i64 %t132, !dbg !56
  %.122 = zext i1 %t133 to i32, !dbg !56
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.99, i32 %.122), !dbg !56
  %6 = and i32 %.123, 1, !dbg !56
  %.124 = icmp ne i32 %6, 0, !dbg !56
  %t135 = select i1 %.97, i1 %.124, i1 %t133, !dbg !56
  %t136 = icmp slt i32 %.1, 24, !dbg !56
  %t137 = and i1 %t136, %t135, !dbg !56
  %t138 = select i1 %t133, i64 %t132, i64 0, !dbg !56
  %spec.select4 = add i64 %t134, %t138, !dbg !56
  %t140 = select i1 %t137, i64 %spec.select4, i64 %t132, !dbg !56
  %t141 = select i1 %t137, i1 true, i1 %t133, !dbg !56
  %.129 = add nuw nsw i64 %.52, 4, !dbg !56
  %.130 = icmp ult i32 %.51, 60, !dbg !56
  %.132 = and i64 %.129, 63, !dbg !56
  %7 = shl nuw i64 1, %.132, !dbg !56
  %8 = and i64 %7, %.55, !dbg !56
  %.134 = icmp ne i64 %8, 0, !dbg !56
  %.135 = and i1 %.130, %.134, !dbg !56
  %.136 = trunc i64 %.129 to i32, !dbg !56
  %.137 = shl i32 %.136, 2, !dbg !56
  %.138 = trunc i64 %t140 to i32, !dbg !56
  %.139 = lshr i64 %t140, 32, !dbg !56
  %.140 = trunc i64 %.139 to i32, !dbg !56
  %.141 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.137, i32 %.138), !dbg !56
  %.142 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.137, i32 %.140), !dbg !56
  %.143 = zext i32 %.141 to i64, !dbg !56
  %.144 = zext i32 %.142 to i64, !dbg !56
  %.145 = shl nuw i64 %.144, 32, !dbg !56
  %.146 = or i64 %.145, %.143, !dbg !56
  %t142 = select i1 %.135, i64 %.146, i64 %t140, !dbg !56
  %.160 = zext i1 %t141 to i32, !dbg !56
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.137, i32 %.160), !dbg !56
  %9 = and i32 %.161, 1, !dbg !56
  %.162 = icmp ne i32 %9, 0, !dbg !56
  %t143 = select i1 %.135, i1 %.162, i1 %t141, !dbg !56
  %t144 = icmp slt i32 %.1, 28, !dbg !56
  %t145 = and i1 %t144, %t143, !dbg !56
  %t146 = select i1 %t141, i64 %t140, i64 0, !dbg !56
  %spec.select5 = add i64 %t142, %t146, !dbg !56
  %t148 = select i1 %t145, i64 %spec.select5, i64 %t140, !dbg !56
  %t149 = select i1 %t145, i1 true, i1 %t141, !dbg !56
  %.167 = add nuw nsw i64 %.52, 2, !dbg !56
  %.168 = icmp ult i32 %.51, 62, !dbg !56
  %.170 = and i64 %.167, 63, !dbg !56
  %10 = shl nuw i64 1, %.170, !dbg !56
  %11 = and i64 %10, %.55, !dbg !56
  %.172 = icmp ne i64 %11, 0, !dbg !56
  %.173 = and i1 %.168, %.172, !dbg !56
  %.174 = trunc i64 %.167 to i32, !dbg !56
  %.175 = shl i32 %.174, 2, !dbg !56
  %.176 = trunc i64 %t148 to i32, !dbg !56
  %.177 = lshr i64 %t148, 32, !dbg !56
  %.178 = trunc i64 %.177 to i32, !dbg !56
  %.179 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.176), !dbg !56
  %.180 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.178), !dbg !56
  %.181 = zext i32 %.179 to i64, !dbg !56
  %.182 = zext i32 %.180 to i64, !dbg !56
  %.183 = shl nuw i64 %.182, 32, !dbg !56
  %.184 = or i64 %.183, %.181, !dbg !56
  %t150 = select i1 %.173, i64 %.184, i64 %t148, !dbg !56
  %.198 = zext i1 %t149 to i32, !dbg !56
  %.199 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.198), !dbg !56
  %12 = and i32 %.199, 1, !dbg !56
  %.200 = icmp ne i32 %12, 0, !dbg !56
  %t151 = select i1 %.173, i1 %.200, i1 %t149, !dbg !56
  %t152 = icmp slt i32 %.1, 30, !dbg !56
  %t153 = and i1 %t152, %t151, !dbg !56
  %t154 = select i1 %t149, i64 %t148, i64 0, !dbg !56
  %spec.select6 = add i64 %t150, %t154, !dbg !56
  %t156 = select i1 %t153, i64 %spec.select6, i64 %t148, !dbg !56
  %t157 = select i1 %t153, i1 true, i1 %t149, !dbg !56
  %.205 = add nuw nsw i64 %.52, 1, !dbg !56
  %.206 = icmp ult i32 %.51, 63, !dbg !56
  %.208 = and i64 %.205, 63, !dbg !56
  %13 = shl nuw i64 1, %.208, !dbg !56
  %14 = and i64 %13, %.55, !dbg !56
  %.210 = icmp ne i64 %14, 0, !dbg !56
  %.211 = and i1 %.206, %.210, !dbg !56
  %.212 = trunc i64 %.205 to i32, !dbg !56
  %.213 = shl i32 %.212, 2, !dbg !56
  %.214 = trunc i64 %t156 to i32, !dbg !56
  %.215 = lshr i64 %t156, 32, !dbg !56
  %.216 = trunc i64 %.215 to i32, !dbg !56
  %.217 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.213, i32 %.214), !dbg !56
  %.218 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.213, i32 %.216), !dbg !56
  %.219 = zext i32 %.217 to i64, !dbg !56
  %.220 = zext i32 %.218 to i64, !dbg !56
  %.221 = shl nuw i64 %.220, 32, !dbg !56
  %.222 = or i64 %.221, %.219, !dbg !56
  %t158 = select i1 %.211, i64 %.222, i64 %t156, !dbg !56
  %.236 = zext i1 %t157 to i32, !dbg !56
  %.237 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.213, i32 %.236), !dbg !56
  %15 = and i32 %.237, 1, !dbg !56
  %.238 = icmp ne i32 %15, 0, !dbg !56
  %t159 = select i1 %.211, i1 %.238, i1 %t157, !dbg !56
  %t160 = icmp ne i32 %.1, 31, !dbg !56
  %t161 = and i1 %t160, %t159, !dbg !56
  %t162 = select i1 %t157, i64 %t156, i64 0, !dbg !56
  %spec.select7 = add i64 %t158, %t162, !dbg !56
  %t164 = select i1 %t161, i64 %spec.select7, i64 %t156, !dbg !56
  %t165 = select i1 %t161, i1 true, i1 %t157, !dbg !56
  br label %b57, !dbg !56

b57:                                              ; preds = %b36, %b35
  %t166 = phi i64 [ %t164, %b36 ], [ %t124, %b35 ]
  %t167 = phi i1 [ %t165, %b36 ], [ %t125, %b35 ]
  %t168 = icmp eq i32 %.1, 0, !dbg !56
  %t169 = and i1 %t168, %t167, !dbg !56
  br i1 %t169, label %b58, label %b59, !dbg !56

b58:                                              ; preds = %b57
  %t170 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t5, !dbg !56
  store i64 %t166, ptr addrspace(1) %t170, align 8, !dbg !56
  br label %b59, !dbg !56

b59:                                              ; preds = %b58, %b57
  ret void, !dbg !56
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i64 %a3, i8 %a4) local_unnamed_addr #1 !dbg !58 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !59
  %t3 = sext i32 %.2 to i64, !dbg !59
  %t4 = add i64 %a0, 1, !dbg !59
  %t5 = ashr i64 %t4, 1, !dbg !59
  %t6 = ashr i64 %a0, 1, !dbg !59
  %t7 = icmp sgt i64 %t5, %t3, !dbg !59
  br i1 %t7, label %b1, label %b12, !dbg !59

b1:                                               ; preds = %entry
  %t8 = shl nsw i64 %t3, 1, !dbg !59
  %t9 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t8, !dbg !59
  %.3 = load i64, ptr addrspace(1) %t9, align 8, !dbg !59, !amdgpu.noclobber !6
  %0 = xor i64 %t8, -1, !dbg !59
  %t12 = add i64 %0, %a0, !dbg !59
  %t14 = icmp sgt i64 %t12, 0, !dbg !59
  br i1 %t14, label %b2, label %b3, !dbg !59

b2:                                               ; preds = %b1
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %t9, i64 1, !dbg !59
  %.4 = load i64, ptr addrspace(1) %t13, align 8, !dbg !59, !amdgpu.noclobber !6
  %t16 = add i64 %.4, %.3, !dbg !60
  br label %b3, !dbg !59

b3:                                               ; preds = %b2, %b1
  %t17 = phi i64 [ %t16, %b2 ], [ %.3, %b1 ]
  %t18 = add nsw i64 %t3, 256, !dbg !59
  %t21 = and i64 %a0, -2, !dbg !59
  %t22 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t21, !dbg !59
  %t23 = icmp slt i64 %t18, %t6, !dbg !59
  br i1 %t23, label %b4.preheader, label %b7, !dbg !59

b4.preheader:                                     ; preds = %b3
  %t19 = shl nsw i64 %t18, 1, !dbg !59
  %t20 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t19, !dbg !59
  br label %b4, !dbg !59

b4:                                               ; preds = %b4.preheader, %b4
  %t24 = phi ptr addrspace(1) [ %t31, %b4 ], [ %t20, %b4.preheader ]
  %t25 = phi i64 [ %t30, %b4 ], [ %t17, %b4.preheader ]
  %.5 = load i64, ptr addrspace(1) %t24, align 8, !dbg !59
  %t27 = add i64 %.5, %t25, !dbg !60
  %t28 = getelementptr inbounds i64, ptr addrspace(1) %t24, i64 1, !dbg !59
  %.6 = load i64, ptr addrspace(1) %t28, align 8, !dbg !59
  %t30 = add i64 %t27, %.6, !dbg !60
  %t31 = getelementptr inbounds i64, ptr addrspace(1) %t24, i64 512, !dbg !59
  %t32 = icmp ult ptr addrspace(1) %t31, %t22, !dbg !59
  br i1 %t32, label %b4, label %b6, !dbg !59, !llvm.loop !61

b6:                                               ; preds = %b4
  %t33 = sub nsw i64 %t3, %t6, !dbg !59
  %t34 = and i64 %t33, 255, !dbg !59
  %t35 = add nsw i64 %t34, %t6, !dbg !59
  br label %b7, !dbg !59

b7:                                               ; preds = %b6, %b3
  %t36 = phi i64 [ %t18, %b3 ], [ %t35, %b6 ]
  %t37 = phi i64 [ %t17, %b3 ], [ %t30, %b6 ]
  %t38 = icmp slt i64 %t36, %t5, !dbg !59
  br i1 %t38, label %b8, label %b12, !dbg !59

b8:                                               ; preds = %b7
  %t39 = shl i64 %t36, 1, !dbg !59
  %t40 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t39, !dbg !59
  %1 = xor i64 %t39, -1, !dbg !59
  %t42 = add i64 %1, %a0, !dbg !59
  %.7 = load i64, ptr addrspace(1) %t40, align 8, !dbg !59, !amdgpu.noclobber !6
  %t44 = add i64 %.7, %t37, !dbg !60
  %t46 = icmp sgt i64 %t42, 0, !dbg !59
  br i1 %t46, label %b9, label %b12, !dbg !59

b9:                                               ; preds = %b8
  %t45 = getelementptr inbounds i64, ptr addrspace(1) %t40, i64 1, !dbg !59
  %.8 = load i64, ptr addrspace(1) %t45, align 8, !dbg !59, !amdgpu.noclobber !6
  %t48 = add i64 %.8, %t44, !dbg !60
  br label %b12, !dbg !59

b12:                                              ; preds = %b7, %b9, %b8, %entry
  %t60 = phi i64 [ %t37, %b7 ], [ %t48, %b9 ], [ %t44, %b8 ], [ 0, %entry ]
  %t52 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !59
  store i64 %t60, ptr addrspace(3) %t52, align 8, !dbg !59
  %t53 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !59
  %.9 = zext i1 %t7 to i8, !dbg !59
  store i8 %.9, ptr addrspace(3) %t53, align 1, !dbg !59
  fence syncscope("workgroup") release, !dbg !59
  tail call void @llvm.amdgcn.s.barrier(), !dbg !59
  fence syncscope("workgroup") acquire, !dbg !59
  %t54 = icmp slt i32 %.2, 128, !dbg !59
  br i1 %t54, label %b13, label %b18, !dbg !59

b13:                                              ; preds = %b12
  %t55 = add nsw i32 %.2, 128, !dbg !59
  %t56 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.0, i32 %t55, !dbg !59
  %.10 = load i64, ptr addrspace(3) %t56, align 8, !dbg !59
  %t58 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.1, i32 %t55, !dbg !59
  %.11 = load i8, ptr addrspace(3) %t58, align 1, !dbg !59
  %.12 = icmp ne i8 %.11, 0, !dbg !59
  %spec.select = select i1 %.12, i64 %.10, i64 0, !dbg !59
  %t62 = add i64 %spec.select, %t60, !dbg !59
  %t63 = select i1 %.12, i1 true, i1 %t7, !dbg !59
  store i64 %t62, ptr addrspace(3) %t52, align 8, !dbg !59
  %.13 = zext i1 %t63 to i8, !dbg !59
  store i8 %.13, ptr addrspace(3) %t53, align 1, !dbg !59
  br label %b18, !dbg !59

b18:                                              ; preds = %b13, %b12
  %t64 = phi i64 [ %t62, %b13 ], [ %t60, %b12 ]
  %t65 = phi i1 [ %t63, %b13 ], [ %t7, %b12 ]
  fence syncscope("workgroup") release, !dbg !59
  tail call void @llvm.amdgcn.s.barrier(), !dbg !59
  fence syncscope("workgroup") acquire, !dbg !59
  %t66 = icmp slt i32 %.2, 64, !dbg !59
  br i1 %t66, label %b19, label %b24, !dbg !59

b19:                                              ; preds = %b18
  %t67 = add nsw i32 %.2, 64, !dbg !59
  %t68 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.0, i32 %t67, !dbg !59
  %.14 = load i64, ptr addrspace(3) %t68, align 8, !dbg !59
  %t70 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.1, i32 %t67, !dbg !59
  %.15 = load i8, ptr addrspace(3) %t70, align 1, !dbg !59
  %.16 = icmp ne i8 %.15, 0, !dbg !59
  %t72 = select i1 %t65, i64 %t64, i64 0, !dbg !59
  %spec.select1 = add i64 %.14, %t72, !dbg !59
  %t74 = select i1 %.16, i64 %spec.select1, i64 %t64, !dbg !59
  %t75 = select i1 %.16, i1 true, i1 %t65, !dbg !59
  store i64 %t74, ptr addrspace(3) %t52, align 8, !dbg !59
  %.17 = zext i1 %t75 to i8, !dbg !59
  store i8 %.17, ptr addrspace(3) %t53, align 1, !dbg !59
  br label %b24, !dbg !59

b24:                                              ; preds = %b19, %b18
  %t76 = phi i64 [ %t74, %b19 ], [ %t64, %b18 ]
  %t77 = phi i1 [ %t75, %b19 ], [ %t65, %b18 ]
  fence syncscope("workgroup") release, !dbg !59
  tail call void @llvm.amdgcn.s.barrier(), !dbg !59
  fence syncscope("workgroup") acquire, !dbg !59
  %t78 = icmp slt i32 %.2, 32, !dbg !59
  br i1 %t78, label %b25, label %b30, !dbg !59

b25:                                              ; preds = %b24
  %t79 = add nsw i32 %.2, 32, !dbg !59
  %t80 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.0, i32 %t79, !dbg !59
  %.18 = load i64, ptr addrspace(3) %t80, align 8, !dbg !59
  %t82 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.1, i32 %t79, !dbg !59
  %.19 = load i8, ptr addrspace(3) %t82, align 1, !dbg !59
  %.20 = icmp ne i8 %.19, 0, !dbg !59
  %t84 = select i1 %t77, i64 %t76, i64 0, !dbg !59
  %spec.select2 = add i64 %.18, %t84, !dbg !59
  %t86 = select i1 %.20, i64 %spec.select2, i64 %t76, !dbg !59
  %t87 = select i1 %.20, i1 true, i1 %t77, !dbg !59
  br label %b30, !dbg !59

b30:                                              ; preds = %b25, %b24
  %t88 = phi i64 [ %t86, %b25 ], [ %t76, %b24 ]
  %t89 = phi i1 [ %t87, %b25 ], [ %t77, %b24 ]
  br i1 %t78, label %b31, label %b52, !dbg !59

b31:                                              ; preds = %b30
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !59
  %.23 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.22), !dbg !59
  %.24 = zext i32 %.23 to i64, !dbg !59
  %.25 = add nuw nsw i64 %.24, 16, !dbg !59
  %.26 = icmp ult i32 %.23, 48, !dbg !59
  %.27 = tail call i64 @llvm.read_register.i64(metadata !15) #8, !dbg !59
  %.28 = and i64 %.25, 63, !dbg !59
  %2 = shl nuw i64 1, %.28, !dbg !59
  %3 = and i64 %2, %.27, !dbg !59
  %.30 = icmp ne i64 %3, 0, !dbg !59
  %.31 = and i1 %.26, %.30, !dbg !59
  %.32 = trunc i64 %.25 to i32, !dbg !59
  %.33 = shl i32 %.32, 2, !dbg !59
  %.34 = trunc i64 %t88 to i32, !dbg !59
  %.35 = lshr i64 %t88, 32, !dbg !59
  %.36 = trunc i64 %.35 to i32, !dbg !59
  %.37 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.34), !dbg !59
  %.38 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.36), !dbg !59
  %.39 = zext i32 %.37 to i64, !dbg !59
  %.40 = zext i32 %.38 to i64, !dbg !59
  %.41 = shl nuw i64 %.40, 32, !dbg !59
  %.42 = or i64 %.41, %.39, !dbg !59
  %t90 = select i1 %.31, i64 %.42, i64 %t88, !dbg !59
  %.56 = zext i1 %t89 to i32, !dbg !59
  %.57 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.56), !dbg !59
  %4 = and i32 %.57, 1, !dbg !59
  %.58 = icmp ne i32 %4, 0, !dbg !59
  %t91 = select i1 %.31, i1 %.58, i1 %t89, !dbg !59
  %t92 = icmp slt i32 %.2, 16, !dbg !59
  %t93 = and i1 %t92, %t91, !dbg !59
  %t94 = select i1 %t89, i64 %t88, i64 0, !dbg !59
  %spec.select3 = add i64 %t90, %t94, !dbg !59
  %t96 = select i1 %t93, i64 %spec.select3, i64 %t88, !dbg !59
  %t97 = select i1 %t93, i1 true, i1 %t89, !dbg !59
  %.63 = add nuw nsw i64 %.24, 8, !dbg !59
  %.64 = icmp ult i32 %.23, 56, !dbg !59
  %.66 = and i64 %.63, 63, !dbg !59
  %5 = shl nuw i64 1, %.66, !dbg !59
  %6 = and i64 %5, %.27, !dbg !59
  %.68 = icmp ne i64 %6, 0, !dbg !59
  %.69 = and i1 %.64, %.68, !dbg !59
  %.70 = trunc i64 %.63 to i32, !dbg !59
  %.71 = shl i32 %.70, 2, !dbg !59
  %.72 = trunc i64 %t96 to i32, !dbg !59
  %.73 = lshr i64 %t96, 32, !dbg !59
  %.74 = trunc i64 %.73 to i32, !dbg !59
  %.75 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.72), !dbg !59
  %.76 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.74), !dbg !59
  %.77 = zext i32 %.75 to i64, !dbg !59
  %.78 = zext i32 %.76 to i64, !dbg !59
  %.79 = shl nuw i64 %.78, 32, !dbg !59
  %.80 = or i64 %.79, %.77, !dbg !59
  %t98 = select i1 %.69, i64 %.80, i64 %t96, !dbg !59
  %.94 = zext i1 %t97 to i32, !dbg !59
  %.95 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.94), !dbg !59
  %7 = and i32 %.95, 1, !dbg !59
  %.96 = icmp ne i32 %7, 0, !dbg !59
  %t99 = select i1 %.69, i1 %.96, i1 %t97, !dbg !59
  %t100 = icmp slt i32 %.2, 24, !dbg !59
  %t101 = and i1 %t100, %t99, !dbg !59
  %t102 = select i1 %t97, i64 %t96, i64 0, !dbg !59
  %spec.select4 = add i64 %t98, %t102, !dbg !59
  %t104 = select i1 %t101, i64 %spec.select4, i64 %t96, !dbg !59
  %t105 = select i1 %t101, i1 true, i1 %t97, !dbg !59
  %.101 = add nuw nsw i64 %.24, 4, !dbg !59
  %.102 = icmp ult i32 %.23, 60, !dbg !59
  %.104 = and i64 %.101, 63, !dbg !59
  %8 = shl nuw i64 1, %.104, !dbg !59
  %9 = and i64 %8, %.27, !dbg !59
  %.106 = icmp ne i64 %9, 0, !dbg !59
  %.107 = and i1 %.102, %.106, !dbg !59
  %.108 = trunc i64 %.101 to i32, !dbg !59
  %.109 = shl i32 %.108, 2, !dbg !59
  %.110 = trunc i64 %t104 to i32, !dbg !59
  %.111 = lshr i64 %t104, 32, !dbg !59
  %.112 = trunc i64 %.111 to i32, !dbg !59
  %.113 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.110), !dbg !59
  %.114 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.112), !dbg !59
  %.115 = zext i32 %.113 to i64, !dbg !59
  %.116 = zext i32 %.114 to i64, !dbg !59
  %.117 = shl nuw i64 %.116, 32, !dbg !59
  %.118 = or i64 %.117, %.115, !dbg !59
  %t106 = select i1 %.107, i64 %.118, i64 %t104, !dbg !59
  %.132 = zext i1 %t105 to i32, !dbg !59
  %.133 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.132), !dbg !59
  %10 = and i32 %.133, 1, !dbg !59
  %.134 = icmp ne i32 %10, 0, !dbg !59
  %t107 = select i1 %.107, i1 %.134, i1 %t105, !dbg !59
  %t108 = icmp slt i32 %.2, 28, !dbg !59
  %t109 = and i1 %t108, %t107, !dbg !59
  %t110 = select i1 %t105, i64 %t104, i64 0, !dbg !59
  %spec.select5 = add i64 %t106, %t110, !dbg !59
  %t112 = select i1 %t109, i64 %spec.select5, i64 %t104, !dbg !59
  %t113 = select i1 %t109, i1 true, i1 %t105, !dbg !59
  %.139 = add nuw nsw i64 %.24, 2, !dbg !59
  %.140 = icmp ult i32 %.23, 62, !dbg !59
  %.142 = and i64 %.139, 63, !dbg !59
  %11 = shl nuw i64 1, %.142, !dbg !59
  %12 = and i64 %11, %.27, !dbg !59
  %.144 = icmp ne i64 %12, 0, !dbg !59
  %.145 = and i1 %.140, %.144, !dbg !59
  %.146 = trunc i64 %.139 to i32, !dbg !59
  %.147 = shl i32 %.146, 2, !dbg !59
  %.148 = trunc i64 %t112 to i32, !dbg !59
  %.149 = lshr i64 %t112, 32, !dbg !59
  %.150 = trunc i64 %.149 to i32, !dbg !59
  %.151 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.147, i32 %.148), !dbg !59
  %.152 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.147, i32 %.150), !dbg !59
  %.153 = zext i32 %.151 to i64, !dbg !59
  %.154 = zext i32 %.152 to i64, !dbg !59
  %.155 = shl nuw i64 %.154, 32, !dbg !59
  %.156 = or i64 %.155, %.153, !dbg !59
  %t114 = select i1 %.145, i64 %.156, i64 %t112, !dbg !59
  %.170 = zext i1 %t113 to i32, !dbg !59
  %.171 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.147, i32 %.170), !dbg !59
  %13 = and i32 %.171, 1, !dbg !59
  %.172 = icmp ne i32 %13, 0, !dbg !59
  %t115 = select i1 %.145, i1 %.172, i1 %t113, !dbg !59
  %t116 = icmp slt i32 %.2, 30, !dbg !59
  %t117 = and i1 %t116, %t115, !dbg !59
  %t118 = select i1 %t113, i64 %t112, i64 0, !dbg !59
  %spec.select6 = add i64 %t114, %t118, !dbg !59
  %t120 = select i1 %t117, i64 %spec.select6, i64 %t112, !dbg !59
  %t121 = select i1 %t117, i1 true, i1 %t113, !dbg !59
  %.177 = add nuw nsw i64 %.24, 1, !dbg !59
  %.178 = icmp ult i32 %.23, 63, !dbg !59
  %.180 = and i64 %.177, 63, !dbg !59
  %14 = shl nuw i64 1, %.180, !dbg !59
  %15 = and i64 %14, %.27, !dbg !59
  %.182 = icmp ne i64 %15, 0, !dbg !59
  %.183 = and i1 %.178, %.182, !dbg !59
  %.184 = trunc i64 %.177 to i32, !dbg !59
  %.185 = shl i32 %.184, 2, !dbg !59
  %.186 = trunc i64 %t120 to i32, !dbg !59
  %.187 = lshr i64 %t120, 32, !dbg !59
  %.188 = trunc i64 %.187 to i32, !dbg !59
  %.189 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.185, i32 %.186), !dbg !59
  %.190 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.185, i32 %.188), !dbg !59
  %.191 = zext i32 %.189 to i64, !dbg !59
  %.192 = zext i32 %.190 to i64, !dbg !59
  %.193 = shl nuw i64 %.192, 32, !dbg !59
  %.194 = or i64 %.193, %.191, !dbg !59
  %t122 = select i1 %.183, i64 %.194, i64 %t120, !dbg !59
  %.208 = zext i1 %t121 to i32, !dbg !59
  %.209 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.185, i32 %.208), !dbg !59
  %16 = and i32 %.209, 1, !dbg !59
  %.210 = icmp ne i32 %16, 0, !dbg !59
  %t123 = select i1 %.183, i1 %.210, i1 %t121, !dbg !59
  %t124 = icmp ne i32 %.2, 31, !dbg !59
  %t125 = and i1 %t124, %t123, !dbg !59
  %t126 = select i1 %t121, i64 %t120, i64 0, !dbg !59
  %spec.select7 = add i64 %t122, %t126, !dbg !59
  %t128 = select i1 %t125, i64 %spec.select7, i64 %t120, !dbg !59
  %t129 = select i1 %t125, i1 true, i1 %t121, !dbg !59
  br label %b52, !dbg !59

b52:                                              ; preds = %b31, %b30
  %t130 = phi i64 [ %t128, %b31 ], [ %t88, %b30 ]
  %t131 = phi i1 [ %t129, %b31 ], [ %t89, %b30 ]
  %t132 = icmp eq i32 %.2, 0, !dbg !59
  %t136 = select i1 %t131, i1 true, i1 %.1, !dbg !59
  %or.cond = select i1 %t132, i1 %t136, i1 false, !dbg !59
  br i1 %or.cond, label %b58, label %b59, !dbg !59

b58:                                              ; preds = %b52
  %t133 = select i1 %.1, i64 %a3, i64 0, !dbg !59
  %spec.select8 = add i64 %t130, %t133, !dbg !59
  %t135 = select i1 %t131, i64 %spec.select8, i64 %a3, !dbg !59
  store i64 %t135, ptr addrspace(1) %a2, align 8, !dbg !59
  br label %b59, !dbg !59

b59:                                              ; preds = %b58, %b52
  ret void, !dbg !59
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, float %a4, ptr addrspace(1) readonly %a5, float %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #0 !dbg !62 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !63
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !63
  %t2.not = icmp eq ptr addrspace(1) %a5, null, !dbg !63
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !63
  %t4 = sext i32 %.1 to i64, !dbg !63
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !63
  %t6 = sext i32 %.2 to i64, !dbg !63
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !63
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !63
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !63, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !63
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !63
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !63, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !63
  %.15 = add i32 %.14, %.9, !dbg !63
  %.16 = udiv i32 %.15, %.6, !dbg !63
  %t10 = sext i32 %.16 to i64, !dbg !63
  %t11 = mul nsw i64 %t8, %t6, !dbg !63
  %t12 = add nsw i64 %t11, %t4, !dbg !63
  %t13 = mul nsw i64 %t10, %t8, !dbg !63
  %t151 = icmp slt i64 %t12, %a0, !dbg !63
  br i1 %t151, label %b2, label %b9, !dbg !63

b2:                                               ; preds = %entry, %b8
  %t142 = phi i64 [ %t31, %b8 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !63

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t142, !dbg !63
  %.17 = load float, ptr addrspace(1) %t16, align 4, !dbg !63
  br label %b4, !dbg !63

b4:                                               ; preds = %b3, %b2
  %t18 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !63

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t142, !dbg !63
  %.18 = load float, ptr addrspace(1) %t19, align 4, !dbg !63
  br label %b6, !dbg !63

b6:                                               ; preds = %b5, %b4
  %t21 = phi float [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7, !dbg !63

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t142, !dbg !63
  %.19 = load float, ptr addrspace(1) %t22, align 4, !dbg !63
  br label %b8, !dbg !63

b8:                                               ; preds = %b7, %b6
  %t24 = phi float [ %.19, %b7 ], [ %a6, %b6 ]
  %0 = fmul float %t18, -4.000000e+00, !dbg !64
  %t27 = fmul float %0, %t24, !dbg !64
  %t28 = tail call float @llvm.fma.f32(float %t21, float %t21, float %t27), !dbg !64
  %.20 = fcmp olt float %t28, 0x39F0000000000000, !dbg !65
  %.21 = fmul float %t28, 0x41F0000000000000, !dbg !65
  %.22 = select i1 %.20, float %.21, float %t28, !dbg !65
  %.23 = tail call float @llvm.amdgcn.sqrt.f32(float %.22), !dbg !65
  %.24 = bitcast float %.23 to i32, !dbg !65
  %.25 = add i32 %.24, -1, !dbg !65
  %.26 = bitcast i32 %.25 to float, !dbg !65
  %.27 = fneg float %.26, !dbg !65
  %.28 = tail call float @llvm.fma.f32(float %.27, float %.23, float %.22), !dbg !65
  %.29 = add i32 %.24, 1, !dbg !65
  %.30 = bitcast i32 %.29 to float, !dbg !65
  %.31 = fneg float %.30, !dbg !65
  %.32 = tail call float @llvm.fma.f32(float %.31, float %.23, float %.22), !dbg !65
  %.33 = fcmp ole float %.28, 0.000000e+00, !dbg !65
  %.34 = select i1 %.33, float %.26, float %.23, !dbg !65
  %.35 = fcmp ogt float %.32, 0.000000e+00, !dbg !65
  %.36 = select i1 %.35, float %.30, float %.34, !dbg !65
  %.37 = fmul float %.36, 0x3EF0000000000000, !dbg !65
  %.38 = select i1 %.20, float %.37, float %.36, !dbg !65
  %.39 = fcmp oeq float %.22, 0.000000e+00, !dbg !65
  %.40 = fcmp oeq float %.22, 0x7FF0000000000000, !dbg !65
  %.41 = or i1 %.39, %.40, !dbg !65
  %.42 = select i1 %.41, float %.22, float %.38, !dbg !65
  %t30 = getelementptr inbounds float, ptr addrspace(1) %a7, i64 %t142, !dbg !63
  store float %.42, ptr addrspace(1) %t30, align 4, !dbg !63
  %t31 = add i64 %t142, %t13, !dbg !63
  %t15 = icmp slt i64 %t31, %a0, !dbg !63
  br i1 %t15, label %b2, label %b9, !dbg !63

b9:                                               ; preds = %b8, %entry
  ret void, !dbg !63
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, float %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 !dbg !66 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !67
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !67
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !67
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !67
  %t4 = sext i32 %.1 to i64, !dbg !67
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !67
  %t6 = sext i32 %.2 to i64, !dbg !67
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !67
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !67
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !67, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !67
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !67
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !67, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !67
  %.15 = add i32 %.14, %.9, !dbg !67
  %.16 = udiv i32 %.15, %.6, !dbg !67
  %t10 = sext i32 %.16 to i64, !dbg !67
  %t11 = mul nsw i64 %t8, %t6, !dbg !67
  %t12 = add nsw i64 %t11, %t4, !dbg !67
  %t13 = mul nsw i64 %t10, %t8, !dbg !67
  %t14 = icmp sgt i64 %a1, 7, !dbg !67
  %t16 = icmp sgt i64 %a1, 6, !dbg !67
  %t18 = icmp sgt i64 %a1, 5, !dbg !67
  %t20 = icmp sgt i64 %a1, 4, !dbg !67
  %t22 = icmp sgt i64 %a1, 3, !dbg !67
  %t24 = icmp sgt i64 %a1, 2, !dbg !67
  %t26 = icmp sgt i64 %a1, 1, !dbg !67
  %t28 = icmp sgt i64 %a1, 0, !dbg !67
  %t301 = icmp slt i64 %t12, %a0, !dbg !67
  br i1 %t301, label %b2, label %b25, !dbg !67

b2:                                               ; preds = %entry, %b24
  %t292 = phi i64 [ %t180, %b24 ], [ %t12, %entry ]
  br i1 %t14, label %b3, label %b4, !dbg !67

b3:                                               ; preds = %b2
  %t32 = udiv i64 %t292, %a9, !dbg !67
  %t34 = mul i64 %t32, %a9, !dbg !67
  %t35 = sub nuw i64 %t292, %t34, !dbg !67
  %t36 = mul i64 %t35, %a19, !dbg !67
  %t37 = mul i64 %t35, %a29, !dbg !67
  %t38 = mul i64 %t35, %a39, !dbg !67
  %t39 = mul i64 %t35, %a48, !dbg !67
  br label %b4, !dbg !67

b4:                                               ; preds = %b3, %b2
  %t40 = phi i64 [ %t32, %b3 ], [ %t292, %b2 ]
  %t41 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t42 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  %t43 = phi i64 [ %t38, %b3 ], [ 0, %b2 ]
  %t44 = phi i64 [ %t39, %b3 ], [ 0, %b2 ]
  br i1 %t16, label %b5, label %b6, !dbg !67

b5:                                               ; preds = %b4
  %t46 = udiv i64 %t40, %a8, !dbg !67
  %t48 = mul i64 %t46, %a8, !dbg !67
  %t49 = sub i64 %t40, %t48, !dbg !67
  %t50 = mul i64 %t49, %a18, !dbg !67
  %t51 = add i64 %t50, %t41, !dbg !67
  %t52 = mul i64 %t49, %a28, !dbg !67
  %t53 = add i64 %t52, %t42, !dbg !67
  %t54 = mul i64 %t49, %a38, !dbg !67
  %t55 = add i64 %t54, %t43, !dbg !67
  %t56 = mul i64 %t49, %a47, !dbg !67
  %t57 = add i64 %t56, %t44, !dbg !67
  br label %b6, !dbg !67

b6:                                               ; preds = %b5, %b4
  %t58 = phi i64 [ %t46, %b5 ], [ %t40, %b4 ]
  %t59 = phi i64 [ %t51, %b5 ], [ %t41, %b4 ]
  %t60 = phi i64 [ %t53, %b5 ], [ %t42, %b4 ]
  %t61 = phi i64 [ %t55, %b5 ], [ %t43, %b4 ]
  %t62 = phi i64 [ %t57, %b5 ], [ %t44, %b4 ]
  br i1 %t18, label %b7, label %b8, !dbg !67

b7:                                               ; preds = %b6
  %t64 = udiv i64 %t58, %a7, !dbg !67
  %t66 = mul i64 %t64, %a7, !dbg !67
  %t67 = sub i64 %t58, %t66, !dbg !67
  %t68 = mul i64 %t67, %a17, !dbg !67
  %t69 = add i64 %t68, %t59, !dbg !67
  %t70 = mul i64 %t67, %a27, !dbg !67
  %t71 = add i64 %t70, %t60, !dbg !67
  %t72 = mul i64 %t67, %a37, !dbg !67
  %t73 = add i64 %t72, %t61, !dbg !67
  %t74 = mul i64 %t67, %a46, !dbg !67
  %t75 = add i64 %t74, %t62, !dbg !67
  br label %b8, !dbg !67

b8:                                               ; preds = %b7, %b6
  %t76 = phi i64 [ %t64, %b7 ], [ %t58, %b6 ]
  %t77 = phi i64 [ %t69, %b7 ], [ %t59, %b6 ]
  %t78 = phi i64 [ %t71, %b7 ], [ %t60, %b6 ]
  %t79 = phi i64 [ %t73, %b7 ], [ %t61, %b6 ]
  %t80 = phi i64 [ %t75, %b7 ], [ %t62, %b6 ]
  br i1 %t20, label %b9, label %b10, !dbg !67

b9:                                               ; preds = %b8
  %t82 = udiv i64 %t76, %a6, !dbg !67
  %t84 = mul i64 %t82, %a6, !dbg !67
  %t85 = sub i64 %t76, %t84, !dbg !67
  %t86 = mul i64 %t85, %a16, !dbg !67
  %t87 = add i64 %t86, %t77, !dbg !67
  %t88 = mul i64 %t85, %a26, !dbg !67
  %t89 = add i64 %t88, %t78, !dbg !67
  %t90 = mul i64 %t85, %a36, !dbg !67
  %t91 = add i64 %t90, %t79, !dbg !67
  %t92 = mul i64 %t85, %a45, !dbg !67
  %t93 = add i64 %t92, %t80, !dbg !67
  br label %b10, !dbg !67

b10:                                              ; preds = %b9, %b8
  %t94 = phi i64 [ %t82, %b9 ], [ %t76, %b8 ]
  %t95 = phi i64 [ %t87, %b9 ], [ %t77, %b8 ]
  %t96 = phi i64 [ %t89, %b9 ], [ %t78, %b8 ]
  %t97 = phi i64 [ %t91, %b9 ], [ %t79, %b8 ]
  %t98 = phi i64 [ %t93, %b9 ], [ %t80, %b8 ]
  br i1 %t22, label %b11, label %b12, !dbg !67

b11:                                              ; preds = %b10
  %t100 = udiv i64 %t94, %a5, !dbg !67
  %t102 = mul i64 %t100, %a5, !dbg !67
  %t103 = sub i64 %t94, %t102, !dbg !67
  %t104 = mul i64 %t103, %a15, !dbg !67
  %t105 = add i64 %t104, %t95, !dbg !67
  %t106 = mul i64 %t103, %a25, !dbg !67
  %t107 = add i64 %t106, %t96, !dbg !67
  %t108 = mul i64 %t103, %a35, !dbg !67
  %t109 = add i64 %t108, %t97, !dbg !67
  %t110 = mul i64 %t103, %a44, !dbg !67
  %t111 = add i64 %t110, %t98, !dbg !67
  br label %b12, !dbg !67

b12:                                              ; preds = %b11, %b10
  %t112 = phi i64 [ %t100, %b11 ], [ %t94, %b10 ]
  %t113 = phi i64 [ %t105, %b11 ], [ %t95, %b10 ]
  %t114 = phi i64 [ %t107, %b11 ], [ %t96, %b10 ]
  %t115 = phi i64 [ %t109, %b11 ], [ %t97, %b10 ]
  %t116 = phi i64 [ %t111, %b11 ], [ %t98, %b10 ]
  br i1 %t24, label %b13, label %b14, !dbg !67

b13:                                              ; preds = %b12
  %t118 = udiv i64 %t112, %a4, !dbg !67
  %t120 = mul i64 %t118, %a4, !dbg !67
  %t121 = sub i64 %t112, %t120, !dbg !67
  %t122 = mul i64 %t121, %a14, !dbg !67
  %t123 = add i64 %t122, %t113, !dbg !67
  %t124 = mul i64 %t121, %a24, !dbg !67
  %t125 = add i64 %t124, %t114, !dbg !67
  %t126 = mul i64 %t121, %a34, !dbg !67
  %t127 = add i64 %t126, %t115, !dbg !67
  %t128 = mul i64 %t121, %a43, !dbg !67
  %t129 = add i64 %t128, %t116, !dbg !67
  br label %b14, !dbg !67

b14:                                              ; preds = %b13, %b12
  %t130 = phi i64 [ %t118, %b13 ], [ %t112, %b12 ]
  %t131 = phi i64 [ %t123, %b13 ], [ %t113, %b12 ]
  %t132 = phi i64 [ %t125, %b13 ], [ %t114, %b12 ]
  %t133 = phi i64 [ %t127, %b13 ], [ %t115, %b12 ]
  %t134 = phi i64 [ %t129, %b13 ], [ %t116, %b12 ]
  br i1 %t26, label %b15, label %b16, !dbg !67

b15:                                              ; preds = %b14
  %t136 = udiv i64 %t130, %a3, !dbg !67
  %t138 = mul i64 %t136, %a3, !dbg !67
  %t139 = sub i64 %t130, %t138, !dbg !67
  %t140 = mul i64 %t139, %a13, !dbg !67
  %t141 = add i64 %t140, %t131, !dbg !67
  %t142 = mul i64 %t139, %a23, !dbg !67
  %t143 = add i64 %t142, %t132, !dbg !67
  %t144 = mul i64 %t139, %a33, !dbg !67
  %t145 = add i64 %t144, %t133, !dbg !67
  %t146 = mul i64 %t139, %a42, !dbg !67
  %t147 = add i64 %t146, %t134, !dbg !67
  br label %b16, !dbg !67

b16:                                              ; preds = %b15, %b14
  %t148 = phi i64 [ %t136, %b15 ], [ %t130, %b14 ]
  %t149 = phi i64 [ %t141, %b15 ], [ %t131, %b14 ]
  %t150 = phi i64 [ %t143, %b15 ], [ %t132, %b14 ]
  %t151 = phi i64 [ %t145, %b15 ], [ %t133, %b14 ]
  %t152 = phi i64 [ %t147, %b15 ], [ %t134, %b14 ]
  br i1 %t28, label %b17, label %b18, !dbg !67

b17:                                              ; preds = %b16
  %t153 = mul i64 %t148, %a12, !dbg !67
  %t154 = add i64 %t149, %t153, !dbg !67
  %t155 = mul i64 %t148, %a22, !dbg !67
  %t156 = add i64 %t150, %t155, !dbg !67
  %t157 = mul i64 %t148, %a32, !dbg !67
  %t158 = add i64 %t151, %t157, !dbg !67
  %t159 = mul i64 %t148, %a41, !dbg !67
  %t160 = add i64 %t152, %t159, !dbg !67
  br label %b18, !dbg !67

b18:                                              ; preds = %b17, %b16
  %t161 = phi i64 [ %t154, %b17 ], [ %t149, %b16 ]
  %t162 = phi i64 [ %t156, %b17 ], [ %t150, %b16 ]
  %t163 = phi i64 [ %t158, %b17 ], [ %t151, %b16 ]
  %t164 = phi i64 [ %t160, %b17 ], [ %t152, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !67

b19:                                              ; preds = %b18
  %t165 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t161, !dbg !67
  %.17 = load float, ptr addrspace(1) %t165, align 4, !dbg !67
  br label %b20, !dbg !67

b20:                                              ; preds = %b19, %b18
  %t167 = phi float [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !67

b21:                                              ; preds = %b20
  %t168 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t162, !dbg !67
  %.18 = load float, ptr addrspace(1) %t168, align 4, !dbg !67
  br label %b22, !dbg !67

b22:                                              ; preds = %b21, %b20
  %t170 = phi float [ %.18, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !67

b23:                                              ; preds = %b22
  %t171 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t163, !dbg !67
  %.19 = load float, ptr addrspace(1) %t171, align 4, !dbg !67
  br label %b24, !dbg !67

b24:                                              ; preds = %b23, %b22
  %t173 = phi float [ %.19, %b23 ], [ %a31, %b22 ]
  %0 = fmul float %t167, -4.000000e+00, !dbg !68
  %t176 = fmul float %0, %t173, !dbg !68
  %t177 = tail call float @llvm.fma.f32(float %t170, float %t170, float %t176), !dbg !68
  %.20 = fcmp olt float %t177, 0x39F0000000000000, !dbg !69
  %.21 = fmul float %t177, 0x41F0000000000000, !dbg !69
  %.22 = select i1 %.20, float %.21, float %t177, !dbg !69
  %.23 = tail call float @llvm.amdgcn.sqrt.f32(float %.22), !dbg !69
  %.24 = bitcast float %.23 to i32, !dbg !69
  %.25 = add i32 %.24, -1, !dbg !69
  %.26 = bitcast i32 %.25 to float, !dbg !69
  %.27 = fneg float %.26, !dbg !69
  %.28 = tail call float @llvm.fma.f32(float %.27, float %.23, float %.22), !dbg !69
  %.29 = add i32 %.24, 1, !dbg !69
  %.30 = bitcast i32 %.29 to float, !dbg !69
  %.31 = fneg float %.30, !dbg !69
  %.32 = tail call float @llvm.fma.f32(float %.31, float %.23, float %.22), !dbg !69
  %.33 = fcmp ole float %.28, 0.000000e+00, !dbg !69
  %.34 = select i1 %.33, float %.26, float %.23, !dbg !69
  %.35 = fcmp ogt float %.32, 0.000000e+00, !dbg !69
  %.36 = select i1 %.35, float %.30, float %.34, !dbg !69
  %.37 = fmul float %.36, 0x3EF0000000000000, !dbg !69
  %.38 = select i1 %.20, float %.37, float %.36, !dbg !69
  %.39 = fcmp oeq float %.22, 0.000000e+00, !dbg !69
  %.40 = fcmp oeq float %.22, 0x7FF0000000000000, !dbg !69
  %.41 = or i1 %.39, %.40, !dbg !69
  %.42 = select i1 %.41, float %.22, float %.38, !dbg !69
  %t179 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t164, !dbg !67
  store float %.42, ptr addrspace(1) %t179, align 4, !dbg !67
  %t180 = add i64 %t292, %t13, !dbg !67
  %t30 = icmp slt i64 %t180, %a0, !dbg !67
  br i1 %t30, label %b2, label %b25, !dbg !67

b25:                                              ; preds = %b24, %entry
  ret void, !dbg !67
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) readonly %a5, double %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #0 !dbg !70 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !71
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !71
  %t2.not = icmp eq ptr addrspace(1) %a5, null, !dbg !71
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !71
  %t4 = sext i32 %.1 to i64, !dbg !71
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !71
  %t6 = sext i32 %.2 to i64, !dbg !71
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !71
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !71
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !71, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !71
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !71
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !71, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !71
  %.15 = add i32 %.14, %.9, !dbg !71
  %.16 = udiv i32 %.15, %.6, !dbg !71
  %t10 = sext i32 %.16 to i64, !dbg !71
  %t11 = mul nsw i64 %t8, %t6, !dbg !71
  %t12 = add nsw i64 %t11, %t4, !dbg !71
  %t13 = mul nsw i64 %t10, %t8, !dbg !71
  %t151 = icmp slt i64 %t12, %a0, !dbg !71
  br i1 %t151, label %b2, label %b9, !dbg !71

b2:                                               ; preds = %entry, %b8
  %t142 = phi i64 [ %t31, %b8 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !71

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t142, !dbg !71
  %.17 = load double, ptr addrspace(1) %t16, align 8, !dbg !71
  br label %b4, !dbg !71

b4:                                               ; preds = %b3, %b2
  %t18 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !71

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t142, !dbg !71
  %.18 = load double, ptr addrspace(1) %t19, align 8, !dbg !71
  br label %b6, !dbg !71

b6:                                               ; preds = %b5, %b4
  %t21 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7, !dbg !71

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t142, !dbg !71
  %.19 = load double, ptr addrspace(1) %t22, align 8, !dbg !71
  br label %b8, !dbg !71

b8:                                               ; preds = %b7, %b6
  %t24 = phi double [ %.19, %b7 ], [ %a6, %b6 ]
  %0 = fmul double %t18, -4.000000e+00, !dbg !72
  %t27 = fmul double %0, %t24, !dbg !72
  %t28 = tail call double @llvm.fma.f64(double %t21, double %t21, double %t27), !dbg !72
  %.20 = fcmp olt double %t28, 0x1000000000000000, !dbg !73
  %.21 = fmul double %t28, 0x4FF0000000000000, !dbg !73
  %.22 = select i1 %.20, double %.21, double %t28, !dbg !73
  %.23 = tail call double @llvm.amdgcn.rsq.f64(double %.22), !dbg !73
  %.24 = fmul double %.22, %.23, !dbg !73
  %.25 = fmul double %.23, 5.000000e-01, !dbg !73
  %.26 = fneg double %.25, !dbg !73
  %.27 = tail call double @llvm.fma.f64(double %.26, double %.24, double 5.000000e-01), !dbg !73
  %.28 = tail call double @llvm.fma.f64(double %.25, double %.27, double %.25), !dbg !73
  %.29 = tail call double @llvm.fma.f64(double %.24, double %.27, double %.24), !dbg !73
  %.30 = fneg double %.29, !dbg !73
  %.31 = tail call double @llvm.fma.f64(double %.30, double %.29, double %.22), !dbg !73
  %.32 = tail call double @llvm.fma.f64(double %.31, double %.28, double %.29), !dbg !73
  %.33 = fneg double %.32, !dbg !73
  %.34 = tail call double @llvm.fma.f64(double %.33, double %.32, double %.22), !dbg !73
  %.35 = tail call double @llvm.fma.f64(double %.34, double %.28, double %.32), !dbg !73
  %.36 = fmul double %.35, 0x37F0000000000000, !dbg !73
  %.37 = select i1 %.20, double %.36, double %.35, !dbg !73
  %.38 = fcmp oeq double %.22, 0.000000e+00, !dbg !73
  %.39 = fcmp oeq double %.22, 0x7FF0000000000000, !dbg !73
  %.40 = or i1 %.38, %.39, !dbg !73
  %.41 = select i1 %.40, double %.22, double %.37, !dbg !73
  %t30 = getelementptr inbounds double, ptr addrspace(1) %a7, i64 %t142, !dbg !71
  store double %.41, ptr addrspace(1) %t30, align 8, !dbg !71
  %t31 = add i64 %t142, %t13, !dbg !71
  %t15 = icmp slt i64 %t31, %a0, !dbg !71
  br i1 %t15, label %b2, label %b9, !dbg !71

b9:                                               ; preds = %b8, %entry
  ret void, !dbg !71
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, double %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 !dbg !74 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !75
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !75
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !75
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !75
  %t4 = sext i32 %.1 to i64, !dbg !75
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !75
  %t6 = sext i32 %.2 to i64, !dbg !75
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !75
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !75
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !75, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !75
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !75
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !75, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !75
  %.15 = add i32 %.14, %.9, !dbg !75
  %.16 = udiv i32 %.15, %.6, !dbg !75
  %t10 = sext i32 %.16 to i64, !dbg !75
  %t11 = mul nsw i64 %t8, %t6, !dbg !75
  %t12 = add nsw i64 %t11, %t4, !dbg !75
  %t13 = mul nsw i64 %t10, %t8, !dbg !75
  %t14 = icmp sgt i64 %a1, 7, !dbg !75
  %t16 = icmp sgt i64 %a1, 6, !dbg !75
  %t18 = icmp sgt i64 %a1, 5, !dbg !75
  %t20 = icmp sgt i64 %a1, 4, !dbg !75
  %t22 = icmp sgt i64 %a1, 3, !dbg !75
  %t24 = icmp sgt i64 %a1, 2, !dbg !75
  %t26 = icmp sgt i64 %a1, 1, !dbg !75
  %t28 = icmp sgt i64 %a1, 0, !dbg !75
  %t301 = icmp slt i64 %t12, %a0, !dbg !75
  br i1 %t301, label %b2, label %b25, !dbg !75

b2:                                               ; preds = %entry, %b24
  %t292 = phi i64 [ %t180, %b24 ], [ %t12, %entry ]
  br i1 %t14, label %b3, label %b4, !dbg !75

b3:                                               ; preds = %b2
  %t32 = udiv i64 %t292, %a9, !dbg !75
  %t34 = mul i64 %t32, %a9, !dbg !75
  %t35 = sub nuw i64 %t292, %t34, !dbg !75
  %t36 = mul i64 %t35, %a19, !dbg !75
  %t37 = mul i64 %t35, %a29, !dbg !75
  %t38 = mul i64 %t35, %a39, !dbg !75
  %t39 = mul i64 %t35, %a48, !dbg !75
  br label %b4, !dbg !75

b4:                                               ; preds = %b3, %b2
  %t40 = phi i64 [ %t32, %b3 ], [ %t292, %b2 ]
  %t41 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t42 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  %t43 = phi i64 [ %t38, %b3 ], [ 0, %b2 ]
  %t44 = phi i64 [ %t39, %b3 ], [ 0, %b2 ]
  br i1 %t16, label %b5, label %b6, !dbg !75

b5:                                               ; preds = %b4
  %t46 = udiv i64 %t40, %a8, !dbg !75
  %t48 = mul i64 %t46, %a8, !dbg !75
  %t49 = sub i64 %t40, %t48, !dbg !75
  %t50 = mul i64 %t49, %a18, !dbg !75
  %t51 = add i64 %t50, %t41, !dbg !75
  %t52 = mul i64 %t49, %a28, !dbg !75
  %t53 = add i64 %t52, %t42, !dbg !75
  %t54 = mul i64 %t49, %a38, !dbg !75
  %t55 = add i64 %t54, %t43, !dbg !75
  %t56 = mul i64 %t49, %a47, !dbg !75
  %t57 = add i64 %t56, %t44, !dbg !75
  br label %b6, !dbg !75

b6:                                               ; preds = %b5, %b4
  %t58 = phi i64 [ %t46, %b5 ], [ %t40, %b4 ]
  %t59 = phi i64 [ %t51, %b5 ], [ %t41, %b4 ]
  %t60 = phi i64 [ %t53, %b5 ], [ %t42, %b4 ]
  %t61 = phi i64 [ %t55, %b5 ], [ %t43, %b4 ]
  %t62 = phi i64 [ %t57, %b5 ], [ %t44, %b4 ]
  br i1 %t18, label %b7, label %b8, !dbg !75

b7:                                               ; preds = %b6
  %t64 = udiv i64 %t58, %a7, !dbg !75
  %t66 = mul i64 %t64, %a7, !dbg !75
  %t67 = sub i64 %t58, %t66, !dbg !75
  %t68 = mul i64 %t67, %a17, !dbg !75
  %t69 = add i64 %t68, %t59, !dbg !75
  %t70 = mul i64 %t67, %a27, !dbg !75
  %t71 = add i64 %t70, %t60, !dbg !75
  %t72 = mul i64 %t67, %a37, !dbg !75
  %t73 = add i64 %t72, %t61, !dbg !75
  %t74 = mul i64 %t67, %a46, !dbg !75
  %t75 = add i64 %t74, %t62, !dbg !75
  br label %b8, !dbg !75

b8:                                               ; preds = %b7, %b6
  %t76 = phi i64 [ %t64, %b7 ], [ %t58, %b6 ]
  %t77 = phi i64 [ %t69, %b7 ], [ %t59, %b6 ]
  %t78 = phi i64 [ %t71, %b7 ], [ %t60, %b6 ]
  %t79 = phi i64 [ %t73, %b7 ], [ %t61, %b6 ]
  %t80 = phi i64 [ %t75, %b7 ], [ %t62, %b6 ]
  br i1 %t20, label %b9, label %b10, !dbg !75

b9:                                               ; preds = %b8
  %t82 = udiv i64 %t76, %a6, !dbg !75
  %t84 = mul i64 %t82, %a6, !dbg !75
  %t85 = sub i64 %t76, %t84, !dbg !75
  %t86 = mul i64 %t85, %a16, !dbg !75
  %t87 = add i64 %t86, %t77, !dbg !75
  %t88 = mul i64 %t85, %a26, !dbg !75
  %t89 = add i64 %t88, %t78, !dbg !75
  %t90 = mul i64 %t85, %a36, !dbg !75
  %t91 = add i64 %t90, %t79, !dbg !75
  %t92 = mul i64 %t85, %a45, !dbg !75
  %t93 = add i64 %t92, %t80, !dbg !75
  br label %b10, !dbg !75

b10:                                              ; preds = %b9, %b8
  %t94 = phi i64 [ %t82, %b9 ], [ %t76, %b8 ]
  %t95 = phi i64 [ %t87, %b9 ], [ %t77, %b8 ]
  %t96 = phi i64 [ %t89, %b9 ], [ %t78, %b8 ]
  %t97 = phi i64 [ %t91, %b9 ], [ %t79, %b8 ]
  %t98 = phi i64 [ %t93, %b9 ], [ %t80, %b8 ]
  br i1 %t22, label %b11, label %b12, !dbg !75

b11:                                              ; preds = %b10
  %t100 = udiv i64 %t94, %a5, !dbg !75
  %t102 = mul i64 %t100, %a5, !dbg !75
  %t103 = sub i64 %t94, %t102, !dbg !75
  %t104 = mul i64 %t103, %a15, !dbg !75
  %t105 = add i64 %t104, %t95, !dbg !75
  %t106 = mul i64 %t103, %a25, !dbg !75
  %t107 = add i64 %t106, %t96, !dbg !75
  %t108 = mul i64 %t103, %a35, !dbg !75
  %t109 = add i64 %t108, %t97, !dbg !75
  %t110 = mul i64 %t103, %a44, !dbg !75
  %t111 = add i64 %t110, %t98, !dbg !75
  br label %b12, !dbg !75

b12:                                              ; preds = %b11, %b10
  %t112 = phi i64 [ %t100, %b11 ], [ %t94, %b10 ]
  %t113 = phi i64 [ %t105, %b11 ], [ %t95, %b10 ]
  %t114 = phi i64 [ %t107, %b11 ], [ %t96, %b10 ]
  %t115 = phi i64 [ %t109, %b11 ], [ %t97, %b10 ]
  %t116 = phi i64 [ %t111, %b11 ], [ %t98, %b10 ]
  br i1 %t24, label %b13, label %b14, !dbg !75

b13:                                              ; preds = %b12
  %t118 = udiv i64 %t112, %a4, !dbg !75
  %t120 = mul i64 %t118, %a4, !dbg !75
  %t121 = sub i64 %t112, %t120, !dbg !75
  %t122 = mul i64 %t121, %a14, !dbg !75
  %t123 = add i64 %t122, %t113, !dbg !75
  %t124 = mul i64 %t121, %a24, !dbg !75
  %t125 = add i64 %t124, %t114, !dbg !75
  %t126 = mul i64 %t121, %a34, !dbg !75
  %t127 = add i64 %t126, %t115, !dbg !75
  %t128 = mul i64 %t121, %a43, !dbg !75
  %t129 = add i64 %t128, %t116, !dbg !75
  br label %b14, !dbg !75

b14:                                              ; preds = %b13, %b12
  %t130 = phi i64 [ %t118, %b13 ], [ %t112, %b12 ]
  %t131 = phi i64 [ %t123, %b13 ], [ %t113, %b12 ]
  %t132 = phi i64 [ %t125, %b13 ], [ %t114, %b12 ]
  %t133 = phi i64 [ %t127, %b13 ], [ %t115, %b12 ]
  %t134 = phi i64 [ %t129, %b13 ], [ %t116, %b12 ]
  br i1 %t26, label %b15, label %b16, !dbg !75

b15:                                              ; preds = %b14
  %t136 = udiv i64 %t130, %a3, !dbg !75
  %t138 = mul i64 %t136, %a3, !dbg !75
  %t139 = sub i64 %t130, %t138, !dbg !75
  %t140 = mul i64 %t139, %a13, !dbg !75
  %t141 = add i64 %t140, %t131, !dbg !75
  %t142 = mul i64 %t139, %a23, !dbg !75
  %t143 = add i64 %t142, %t132, !dbg !75
  %t144 = mul i64 %t139, %a33, !dbg !75
  %t145 = add i64 %t144, %t133, !dbg !75
  %t146 = mul i64 %t139, %a42, !dbg !75
  %t147 = add i64 %t146, %t134, !dbg !75
  br label %b16, !dbg !75

b16:                                              ; preds = %b15, %b14
  %t148 = phi i64 [ %t136, %b15 ], [ %t130, %b14 ]
  %t149 = phi i64 [ %t141, %b15 ], [ %t131, %b14 ]
  %t150 = phi i64 [ %t143, %b15 ], [ %t132, %b14 ]
  %t151 = phi i64 [ %t145, %b15 ], [ %t133, %b14 ]
  %t152 = phi i64 [ %t147, %b15 ], [ %t134, %b14 ]
  br i1 %t28, label %b17, label %b18, !dbg !75

b17:                                              ; preds = %b16
  %t153 = mul i64 %t148, %a12, !dbg !75
  %t154 = add i64 %t149, %t153, !dbg !75
  %t155 = mul i64 %t148, %a22, !dbg !75
  %t156 = add i64 %t150, %t155, !dbg !75
  %t157 = mul i64 %t148, %a32, !dbg !75
  %t158 = add i64 %t151, %t157, !dbg !75
  %t159 = mul i64 %t148, %a41, !dbg !75
  %t160 = add i64 %t152, %t159, !dbg !75
  br label %b18, !dbg !75

b18:                                              ; preds = %b17, %b16
  %t161 = phi i64 [ %t154, %b17 ], [ %t149, %b16 ]
  %t162 = phi i64 [ %t156, %b17 ], [ %t150, %b16 ]
  %t163 = phi i64 [ %t158, %b17 ], [ %t151, %b16 ]
  %t164 = phi i64 [ %t160, %b17 ], [ %t152, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !75

b19:                                              ; preds = %b18
  %t165 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t161, !dbg !75
  %.17 = load double, ptr addrspace(1) %t165, align 8, !dbg !75
  br label %b20, !dbg !75

b20:                                              ; preds = %b19, %b18
  %t167 = phi double [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !75

b21:                                              ; preds = %b20
  %t168 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t162, !dbg !75
  %.18 = load double, ptr addrspace(1) %t168, align 8, !dbg !75
  br label %b22, !dbg !75

b22:                                              ; preds = %b21, %b20
  %t170 = phi double [ %.18, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !75

b23:                                              ; preds = %b22
  %t171 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t163, !dbg !75
  %.19 = load double, ptr addrspace(1) %t171, align 8, !dbg !75
  br label %b24, !dbg !75

b24:                                              ; preds = %b23, %b22
  %t173 = phi double [ %.19, %b23 ], [ %a31, %b22 ]
  %0 = fmul double %t167, -4.000000e+00, !dbg !76
  %t176 = fmul double %0, %t173, !dbg !76
  %t177 = tail call double @llvm.fma.f64(double %t170, double %t170, double %t176), !dbg !76
  %.20 = fcmp olt double %t177, 0x1000000000000000, !dbg !77
  %.21 = fmul double %t177, 0x4FF0000000000000, !dbg !77
  %.22 = select i1 %.20, double %.21, double %t177, !dbg !77
  %.23 = tail call double @llvm.amdgcn.rsq.f64(double %.22), !dbg !77
  %.24 = fmul double %.22, %.23, !dbg !77
  %.25 = fmul double %.23, 5.000000e-01, !dbg !77
  %.26 = fneg double %.25, !dbg !77
  %.27 = tail call double @llvm.fma.f64(double %.26, double %.24, double 5.000000e-01), !dbg !77
  %.28 = tail call double @llvm.fma.f64(double %.25, double %.27, double %.25), !dbg !77
  %.29 = tail call double @llvm.fma.f64(double %.24, double %.27, double %.24), !dbg !77
  %.30 = fneg double %.29, !dbg !77
  %.31 = tail call double @llvm.fma.f64(double %.30, double %.29, double %.22), !dbg !77
  %.32 = tail call double @llvm.fma.f64(double %.31, double %.28, double %.29), !dbg !77
  %.33 = fneg double %.32, !dbg !77
  %.34 = tail call double @llvm.fma.f64(double %.33, double %.32, double %.22), !dbg !77
  %.35 = tail call double @llvm.fma.f64(double %.34, double %.28, double %.32), !dbg !77
  %.36 = fmul double %.35, 0x37F0000000000000, !dbg !77
  %.37 = select i1 %.20, double %.36, double %.35, !dbg !77
  %.38 = fcmp oeq double %.22, 0.000000e+00, !dbg !77
  %.39 = fcmp oeq double %.22, 0x7FF0000000000000, !dbg !77
  %.40 = or i1 %.38, %.39, !dbg !77
  %.41 = select i1 %.40, double %.22, double %.37, !dbg !77
  %t179 = getelementptr inbounds double, ptr addrspace(1) %a40, i64 %t164, !dbg !75
  store double %.41, ptr addrspace(1) %t179, align 8, !dbg !75
  %t180 = add i64 %t292, %t13, !dbg !75
  %t30 = icmp slt i64 %t180, %a0, !dbg !75
  br i1 %t30, label %b2, label %b25, !dbg !75

b25:                                              ; preds = %b24, %entry
  ret void, !dbg !75
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
!19 = distinct !{!19, !20, !21, !22}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = !{!"llvm.loop.vectorize.width", i32 1}
!22 = !{!"llvm.loop.interleave.count", i32 1}
!23 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fcontig", scope: !1, file: !1, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = !DILocation(line: 23, column: 6, scope: !23)
!25 = !DILocation(line: 23, column: 51, scope: !23)
!26 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstrided", scope: !1, file: !1, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = !DILocation(line: 23, column: 6, scope: !26)
!28 = !DILocation(line: 23, column: 51, scope: !26)
!29 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1", scope: !1, file: !1, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = !DILocation(line: 23, column: 6, scope: !29)
!31 = !DILocation(line: 23, column: 51, scope: !29)
!32 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2", scope: !1, file: !1, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!33 = !DILocation(line: 23, column: 6, scope: !32)
!34 = !DILocation(line: 23, column: 51, scope: !32)
!35 = distinct !{!35, !20, !21, !22}
!36 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fcontig", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = !DILocation(line: 30, column: 6, scope: !36)
!38 = !DILocation(line: 30, column: 48, scope: !36)
!39 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstrided", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = !DILocation(line: 30, column: 6, scope: !39)
!41 = !DILocation(line: 30, column: 48, scope: !39)
!42 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!43 = !DILocation(line: 30, column: 6, scope: !42)
!44 = !DILocation(line: 30, column: 48, scope: !42)
!45 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = !DILocation(line: 30, column: 6, scope: !45)
!47 = !DILocation(line: 30, column: 48, scope: !45)
!48 = distinct !{!48, !20, !21, !22}
!49 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fcontig", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!50 = !DILocation(line: 30, column: 6, scope: !49)
!51 = !DILocation(line: 30, column: 48, scope: !49)
!52 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstrided", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = !DILocation(line: 30, column: 6, scope: !52)
!54 = !DILocation(line: 30, column: 48, scope: !52)
!55 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!56 = !DILocation(line: 30, column: 6, scope: !55)
!57 = !DILocation(line: 30, column: 48, scope: !55)
!58 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!59 = !DILocation(line: 30, column: 6, scope: !58)
!60 = !DILocation(line: 30, column: 48, scope: !58)
!61 = distinct !{!61, !20, !21, !22}
!62 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat32_5d_5f_5fcontig", scope: !1, file: !1, line: 40, type: !5, scopeLine: 40, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!63 = !DILocation(line: 40, column: 6, scope: !62)
!64 = !DILocation(line: 41, column: 33, scope: !62)
!65 = !DILocation(line: 41, column: 10, scope: !62)
!66 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat32_5d_5f_5fstrided", scope: !1, file: !1, line: 40, type: !5, scopeLine: 40, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!67 = !DILocation(line: 40, column: 6, scope: !66)
!68 = !DILocation(line: 41, column: 33, scope: !66)
!69 = !DILocation(line: 41, column: 10, scope: !66)
!70 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat64_5d_5f_5fcontig", scope: !1, file: !1, line: 40, type: !5, scopeLine: 40, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!71 = !DILocation(line: 40, column: 6, scope: !70)
!72 = !DILocation(line: 41, column: 33, scope: !70)
!73 = !DILocation(line: 41, column: 20, scope: !70)
!74 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eCuDiscriminant_5bfloat64_5d_5f_5fstrided", scope: !1, file: !1, line: 40, type: !5, scopeLine: 40, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!75 = !DILocation(line: 40, column: 6, scope: !74)
!76 = !DILocation(line: 41, column: 33, scope: !74)
!77 = !DILocation(line: 41, column: 20, scope: !74)
