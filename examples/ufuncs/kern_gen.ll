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
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !13
  %t14 = icmp eq i64 %a2, 1, !dbg !13
  %t15 = and i64 %t13, 15, !dbg !13
  %t16 = icmp eq i64 %t15, 0, !dbg !13
  %t17 = and i1 %t14, %t16, !dbg !13
  %t19 = ashr i64 %a0, 1, !dbg !13
  %t20 = add i64 %a0, 1, !dbg !13
  %t21 = ashr i64 %t20, 1, !dbg !13
  %t22 = icmp slt i64 %t11, %t21, !dbg !13
  br i1 %t22, label %b1, label %b17, !dbg !13

b1:                                               ; preds = %entry
  %t23 = shl nsw i64 %t11, 1, !dbg !13
  %t24 = mul i64 %t23, %a2, !dbg !13
  %t25 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t24, !dbg !13
  %.17 = load i64, ptr addrspace(1) %t25, align 8, !dbg !13, !amdgpu.noclobber !6
  %0 = xor i64 %t23, -1, !dbg !13
  %t28 = add i64 %0, %a0, !dbg !13
  %t30 = icmp sgt i64 %t28, 0, !dbg !13
  br i1 %t30, label %b2, label %b3, !dbg !13

b2:                                               ; preds = %b1
  %t29 = getelementptr inbounds i64, ptr addrspace(1) %t25, i64 %a2, !dbg !13
  %.18 = load i64, ptr addrspace(1) %t29, align 8, !dbg !13, !amdgpu.noclobber !6
  %t32 = add i64 %.18, %.17, !dbg !14
  br label %b3, !dbg !13

b3:                                               ; preds = %b2, %b1
  %t33 = phi i64 [ %t32, %b2 ], [ %.17, %b1 ]
  %t34 = add nsw i64 %t12, %t11, !dbg !13
  br i1 %t17, label %b4, label %b11, !dbg !13

b4:                                               ; preds = %b3
  %t35 = shl nsw i64 %t12, 1, !dbg !13
  %t36 = sub nsw i64 %t19, %t12, !dbg !13
  %t408 = icmp slt i64 %t34, %t36, !dbg !13
  br i1 %t408, label %b6, label %b8.preheader, !dbg !13

b8.preheader:                                     ; preds = %b6, %b4
  %t37.lcssa = phi i64 [ %t34, %b4 ], [ %t54, %b6 ]
  %t38.lcssa = phi i64 [ %t33, %b4 ], [ %t53, %b6 ]
  %t5812 = icmp slt i64 %t37.lcssa, %t19, !dbg !13
  br i1 %t5812, label %b9, label %b11, !dbg !13

b6:                                               ; preds = %b4, %b6
  %t3810 = phi i64 [ %t53, %b6 ], [ %t33, %b4 ]
  %t379 = phi i64 [ %t54, %b6 ], [ %t34, %b4 ]
  %t41 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t379, !dbg !13
  %.19 = load <2 x i64>, ptr addrspace(1) %t41, align 16, !dbg !13, !amdgpu.noclobber !6
  %.20 = extractelement <2 x i64> %.19, i64 0, !dbg !13
  %.22 = extractelement <2 x i64> %.19, i64 1, !dbg !13
  %t43 = add i64 %t379, %t12, !dbg !13
  %t44 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t43, !dbg !13
  %.24 = load <2 x i64>, ptr addrspace(1) %t44, align 16, !dbg !13, !amdgpu.noclobber !6
  %.25 = extractelement <2 x i64> %.24, i64 0, !dbg !13
  %.27 = extractelement <2 x i64> %.24, i64 1, !dbg !13
  %t47 = add i64 %.20, %t3810, !dbg !14
  %t49 = add i64 %t47, %.22, !dbg !14
  %t51 = add i64 %t49, %.25, !dbg !14
  %t53 = add i64 %t51, %.27, !dbg !14
  %t54 = add i64 %t379, %t35, !dbg !13
  %t40 = icmp slt i64 %t54, %t36, !dbg !13
  br i1 %t40, label %b6, label %b8.preheader, !dbg !13

b9:                                               ; preds = %b8.preheader, %b9
  %t5614 = phi i64 [ %t64, %b9 ], [ %t38.lcssa, %b8.preheader ]
  %t5513 = phi i64 [ %t65, %b9 ], [ %t37.lcssa, %b8.preheader ]
  %t59 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t5513, !dbg !13
  %.29 = load <2 x i64>, ptr addrspace(1) %t59, align 16, !dbg !13, !amdgpu.noclobber !6
  %.30 = extractelement <2 x i64> %.29, i64 0, !dbg !13
  %.32 = extractelement <2 x i64> %.29, i64 1, !dbg !13
  %t62 = add i64 %.30, %t5614, !dbg !14
  %t64 = add i64 %t62, %.32, !dbg !14
  %t65 = add i64 %t5513, %t12, !dbg !13
  %t58 = icmp slt i64 %t65, %t19, !dbg !13
  br i1 %t58, label %b9, label %b11, !dbg !13

b11:                                              ; preds = %b9, %b8.preheader, %b3
  %t66 = phi i64 [ %t33, %b3 ], [ %t38.lcssa, %b8.preheader ], [ %t64, %b9 ]
  %t67 = phi i64 [ %t34, %b3 ], [ %t37.lcssa, %b8.preheader ], [ %t65, %b9 ]
  %t68 = shl i64 %a2, 1, !dbg !13
  %t71 = mul i64 %t12, %t68, !dbg !13
  %t7517 = icmp slt i64 %t67, %t21, !dbg !13
  br i1 %t7517, label %b13.lr.ph, label %b17, !dbg !13

b13.lr.ph:                                        ; preds = %b11
  %t69 = mul i64 %t67, %t68, !dbg !13
  %t70 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t69, !dbg !13
  %t77 = add i64 %a0, -1
  br label %b13, !dbg !13

b13:                                              ; preds = %b13.lr.ph, %b15
  %t7420 = phi i64 [ %t66, %b13.lr.ph ], [ %t85, %b15 ]
  %t7319 = phi i64 [ %t67, %b13.lr.ph ], [ %t86, %b15 ]
  %t7218 = phi ptr addrspace(1) [ %t70, %b13.lr.ph ], [ %t87, %b15 ]
  %t76.neg = mul i64 %t7319, -2, !dbg !13
  %t78 = add i64 %t77, %t76.neg, !dbg !13
  %.34 = load i64, ptr addrspace(1) %t7218, align 8, !dbg !13
  %t80 = add i64 %.34, %t7420, !dbg !14
  %t82 = icmp sgt i64 %t78, 0, !dbg !13
  br i1 %t82, label %b14, label %b15, !dbg !13

b14:                                              ; preds = %b13
  %t81 = getelementptr inbounds i64, ptr addrspace(1) %t7218, i64 %a2, !dbg !13
  %.35 = load i64, ptr addrspace(1) %t81, align 8, !dbg !13
  %t84 = add i64 %.35, %t80, !dbg !14
  br label %b15, !dbg !13

b15:                                              ; preds = %b14, %b13
  %t85 = phi i64 [ %t84, %b14 ], [ %t80, %b13 ]
  %t86 = add i64 %t7319, %t12, !dbg !13
  %t87 = getelementptr inbounds i64, ptr addrspace(1) %t7218, i64 %t71, !dbg !13
  %t75 = icmp slt i64 %t86, %t21, !dbg !13
  br i1 %t75, label %b13, label %b17, !dbg !13

b17:                                              ; preds = %b15, %b11, %entry
  %t97 = phi i64 [ 0, %entry ], [ %t66, %b11 ], [ %t85, %b15 ]
  %t89 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !13
  store i64 %t97, ptr addrspace(3) %t89, align 8, !dbg !13
  %t90 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !13
  %.36 = zext i1 %t22 to i8, !dbg !13
  store i8 %.36, ptr addrspace(3) %t90, align 1, !dbg !13
  fence syncscope("workgroup") release, !dbg !13
  tail call void @llvm.amdgcn.s.barrier(), !dbg !13
  fence syncscope("workgroup") acquire, !dbg !13
  %t91 = icmp slt i32 %.1, 128, !dbg !13
  br i1 %t91, label %b18, label %b23, !dbg !13

b18:                                              ; preds = %b17
  %t92 = add nsw i32 %.1, 128, !dbg !13
  %t93 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.0, i32 %t92, !dbg !13
  %.37 = load i64, ptr addrspace(3) %t93, align 8, !dbg !13
  %t95 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.1, i32 %t92, !dbg !13
  %.38 = load i8, ptr addrspace(3) %t95, align 1, !dbg !13
  %.39 = icmp ne i8 %.38, 0, !dbg !13
  %spec.select = select i1 %.39, i64 %.37, i64 0, !dbg !13
  %t99 = add i64 %spec.select, %t97, !dbg !13
  %t100 = select i1 %.39, i1 true, i1 %t22, !dbg !13
  store i64 %t99, ptr addrspace(3) %t89, align 8, !dbg !13
  %.40 = zext i1 %t100 to i8, !dbg !13
  store i8 %.40, ptr addrspace(3) %t90, align 1, !dbg !13
  br label %b23, !dbg !13

b23:                                              ; preds = %b18, %b17
  %t101 = phi i64 [ %t99, %b18 ], [ %t97, %b17 ]
  %t102 = phi i1 [ %t100, %b18 ], [ %t22, %b17 ]
  fence syncscope("workgroup") release, !dbg !13
  tail call void @llvm.amdgcn.s.barrier(), !dbg !13
  fence syncscope("workgroup") acquire, !dbg !13
  %t103 = icmp slt i32 %.1, 64, !dbg !13
  br i1 %t103, label %b24, label %b29, !dbg !13

b24:                                              ; preds = %b23
  %t104 = add nsw i32 %.1, 64, !dbg !13
  %t105 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.0, i32 %t104, !dbg !13
  %.41 = load i64, ptr addrspace(3) %t105, align 8, !dbg !13
  %t107 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.1, i32 %t104, !dbg !13
  %.42 = load i8, ptr addrspace(3) %t107, align 1, !dbg !13
  %.43 = icmp ne i8 %.42, 0, !dbg !13
  %t109 = select i1 %t102, i64 %t101, i64 0, !dbg !13
  %spec.select1 = add i64 %.41, %t109, !dbg !13
  %t111 = select i1 %.43, i64 %spec.select1, i64 %t101, !dbg !13
  %t112 = select i1 %.43, i1 true, i1 %t102, !dbg !13
  store i64 %t111, ptr addrspace(3) %t89, align 8, !dbg !13
  %.44 = zext i1 %t112 to i8, !dbg !13
  store i8 %.44, ptr addrspace(3) %t90, align 1, !dbg !13
  br label %b29, !dbg !13

b29:                                              ; preds = %b24, %b23
  %t113 = phi i64 [ %t111, %b24 ], [ %t101, %b23 ]
  %t114 = phi i1 [ %t112, %b24 ], [ %t102, %b23 ]
  fence syncscope("workgroup") release, !dbg !13
  tail call void @llvm.amdgcn.s.barrier(), !dbg !13
  fence syncscope("workgroup") acquire, !dbg !13
  %t115 = icmp slt i32 %.1, 32, !dbg !13
  br i1 %t115, label %b30, label %b35, !dbg !13

b30:                                              ; preds = %b29
  %t116 = add nsw i32 %.1, 32, !dbg !13
  %t117 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.0, i32 %t116, !dbg !13
  %.45 = load i64, ptr addrspace(3) %t117, align 8, !dbg !13
  %t119 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage1.shared.1, i32 %t116, !dbg !13
  %.46 = load i8, ptr addrspace(3) %t119, align 1, !dbg !13
  %.47 = icmp ne i8 %.46, 0, !dbg !13
  %t121 = select i1 %t114, i64 %t113, i64 0, !dbg !13
  %spec.select2 = add i64 %.45, %t121, !dbg !13
  %t123 = select i1 %.47, i64 %spec.select2, i64 %t113, !dbg !13
  %t124 = select i1 %.47, i1 true, i1 %t114, !dbg !13
  br label %b35, !dbg !13

b35:                                              ; preds = %b30, %b29
  %t125 = phi i64 [ %t123, %b30 ], [ %t113, %b29 ]
  %t126 = phi i1 [ %t124, %b30 ], [ %t114, %b29 ]
  br i1 %t115, label %b36, label %b57, !dbg !13

b36:                                              ; preds = %b35
  %.49 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !13
  %.50 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.49), !dbg !13
  %.51 = zext i32 %.50 to i64, !dbg !13
  %.52 = add nuw nsw i64 %.51, 16, !dbg !13
  %.53 = icmp ult i32 %.50, 48, !dbg !13
  %.54 = tail call i64 @llvm.read_register.i64(metadata !15) #8, !dbg !13
  %.55 = and i64 %.52, 63, !dbg !13
  %1 = shl nuw i64 1, %.55, !dbg !13
  %2 = and i64 %1, %.54, !dbg !13
  %.57 = icmp ne i64 %2, 0, !dbg !13
  %.58 = and i1 %.53, %.57, !dbg !13
  %.59 = trunc i64 %.52 to i32, !dbg !13
  %.60 = shl i32 %.59, 2, !dbg !13
  %.61 = trunc i64 %t125 to i32, !dbg !13
  %.62 = lshr i64 %t125, 32, !dbg !13
  %.63 = trunc i64 %.62 to i32, !dbg !13
  %.64 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.60, i32 %.61), !dbg !13
  %.65 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.60, i32 %.63), !dbg !13
  %.66 = zext i32 %.64 to i64, !dbg !13
  %.67 = zext i32 %.65 to i64, !dbg !13
  %.68 = shl nuw i64 %.67, 32, !dbg !13
  %.69 = or i64 %.68, %.66, !dbg !13
  %t127 = select i1 %.58, i64 %.69, i64 %t125, !dbg !13
  %.83 = zext i1 %t126 to i32, !dbg !13
  %.84 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.60, i32 %.83), !dbg !13
  %3 = and i32 %.84, 1, !dbg !13
  %.85 = icmp ne i32 %3, 0, !dbg !13
  %t128 = select i1 %.58, i1 %.85, i1 %t126, !dbg !13
  %t129 = icmp slt i32 %.1, 16, !dbg !13
  %t130 = and i1 %t129, %t128, !dbg !13
  %t131 = select i1 %t126, i64 %t125, i64 0, !dbg !13
  %spec.select3 = add i64 %t127, %t131, !dbg !13
  %t133 = select i1 %t130, i64 %spec.select3, i64 %t125, !dbg !13
  %t134 = select i1 %t130, i1 true, i1 %t126, !dbg !13
  %.90 = add nuw nsw i64 %.51, 8, !dbg !13
  %.91 = icmp ult i32 %.50, 56, !dbg !13
  %.93 = and i64 %.90, 63, !dbg !13
  %4 = shl nuw i64 1, %.93, !dbg !13
  %5 = and i64 %4, %.54, !dbg !13
  %.95 = icmp ne i64 %5, 0, !dbg !13
  %.96 = and i1 %.91, %.95, !dbg !13
  %.97 = trunc i64 %.90 to i32, !dbg !13
  %.98 = shl i32 %.97, 2, !dbg !13
  %.99 = trunc i64 %t133 to i32, !dbg !13
  %.100 = lshr i64 %t133, 32, !dbg !13
  %.101 = trunc i64 %.100 to i32, !dbg !13
  %.102 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.98, i32 %.99), !dbg !13
  %.103 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.98, i32 %.101), !dbg !13
  %.104 = zext i32 %.102 to i64, !dbg !13
  %.105 = zext i32 %.103 to i64, !dbg !13
  %.106 = shl nuw i64 %.105, 32, !dbg !13
  %.107 = or i64 %.106, %.104, !dbg !13
  %t135 = select i1 %.96, i64 %.107, i64 %t133, !dbg !13
  %.121 = zext i1 %t134 to i32, !dbg !13
  %.122 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.98, i32 %.121), !dbg !13
  %6 = and i32 %.122, 1, !dbg !13
  %.123 = icmp ne i32 %6, 0, !dbg !13
  %t136 = select i1 %.96, i1 %.123, i1 %t134, !dbg !13
  %t137 = icmp slt i32 %.1, 24, !dbg !13
  %t138 = and i1 %t137, %t136, !dbg !13
  %t139 = select i1 %t134, i64 %t133, i64 0, !dbg !13
  %spec.select4 = add i64 %t135, %t139, !dbg !13
  %t141 = select i1 %t138, i64 %spec.select4, i64 %t133, !dbg !13
  %t142 = select i1 %t138, i1 true, i1 %t134, !dbg !13
  %.128 = add nuw nsw i64 %.51, 4, !dbg !13
  %.129 = icmp ult i32 %.50, 60, !dbg !13
  %.131 = and i64 %.128, 63, !dbg !13
  %7 = shl nuw i64 1, %.131, !dbg !13
  %8 = and i64 %7, %.54, !dbg !13
  %.133 = icmp ne i64 %8, 0, !dbg !13
  %.134 = and i1 %.129, %.133, !dbg !13
  %.135 = trunc i64 %.128 to i32, !dbg !13
  %.136 = shl i32 %.135, 2, !dbg !13
  %.137 = trunc i64 %t141 to i32, !dbg !13
  %.138 = lshr i64 %t141, 32, !dbg !13
  %.139 = trunc i64 %.138 to i32, !dbg !13
  %.140 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %.137), !dbg !13
  %.141 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %.139), !dbg !13
  %.142 = zext i32 %.140 to i64, !dbg !13
  %.143 = zext i32 %.141 to i64, !dbg !13
  %.144 = shl nuw i64 %.143, 32, !dbg !13
  %.145 = or i64 %.144, %.142, !dbg !13
  %t143 = select i1 %.134, i64 %.145, i64 %t141, !dbg !13
  %.159 = zext i1 %t142 to i32, !dbg !13
  %.160 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %.159), !dbg !13
  %9 = and i32 %.160, 1, !dbg !13
  %.161 = icmp ne i32 %9, 0, !dbg !13
  %t144 = select i1 %.134, i1 %.161, i1 %t142, !dbg !13
  %t145 = icmp slt i32 %.1, 28, !dbg !13
  %t146 = and i1 %t145, %t144, !dbg !13
  %t147 = select i1 %t142, i64 %t141, i64 0, !dbg !13
  %spec.select5 = add i64 %t143, %t147, !dbg !13
  %t149 = select i1 %t146, i64 %spec.select5, i64 %t141, !dbg !13
  %t150 = select i1 %t146, i1 true, i1 %t142, !dbg !13
  %.166 = add nuw nsw i64 %.51, 2, !dbg !13
  %.167 = icmp ult i32 %.50, 62, !dbg !13
  %.169 = and i64 %.166, 63, !dbg !13
  %10 = shl nuw i64 1, %.169, !dbg !13
  %11 = and i64 %10, %.54, !dbg !13
  %.171 = icmp ne i64 %11, 0, !dbg !13
  %.172 = and i1 %.167, %.171, !dbg !13
  %.173 = trunc i64 %.166 to i32, !dbg !13
  %.174 = shl i32 %.173, 2, !dbg !13
  %.175 = trunc i64 %t149 to i32, !dbg !13
  %.176 = lshr i64 %t149, 32, !dbg !13
  %.177 = trunc i64 %.176 to i32, !dbg !13
  %.178 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.174, i32 %.175), !dbg !13
  %.179 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.174, i32 %.177), !dbg !13
  %.180 = zext i32 %.178 to i64, !dbg !13
  %.181 = zext i32 %.179 to i64, !dbg !13
  %.182 = shl nuw i64 %.181, 32, !dbg !13
  %.183 = or i64 %.182, %.180, !dbg !13
  %t151 = select i1 %.172, i64 %.183, i64 %t149, !dbg !13
  %.197 = zext i1 %t150 to i32, !dbg !13
  %.198 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.174, i32 %.197), !dbg !13
  %12 = and i32 %.198, 1, !dbg !13
  %.199 = icmp ne i32 %12, 0, !dbg !13
  %t152 = select i1 %.172, i1 %.199, i1 %t150, !dbg !13
  %t153 = icmp slt i32 %.1, 30, !dbg !13
  %t154 = and i1 %t153, %t152, !dbg !13
  %t155 = select i1 %t150, i64 %t149, i64 0, !dbg !13
  %spec.select6 = add i64 %t151, %t155, !dbg !13
  %t157 = select i1 %t154, i64 %spec.select6, i64 %t149, !dbg !13
  %t158 = select i1 %t154, i1 true, i1 %t150, !dbg !13
  %.204 = add nuw nsw i64 %.51, 1, !dbg !13
  %.205 = icmp ult i32 %.50, 63, !dbg !13
  %.207 = and i64 %.204, 63, !dbg !13
  %13 = shl nuw i64 1, %.207, !dbg !13
  %14 = and i64 %13, %.54, !dbg !13
  %.209 = icmp ne i64 %14, 0, !dbg !13
  %.210 = and i1 %.205, %.209, !dbg !13
  %.211 = trunc i64 %.204 to i32, !dbg !13
  %.212 = shl i32 %.211, 2, !dbg !13
  %.213 = trunc i64 %t157 to i32, !dbg !13
  %.214 = lshr i64 %t157, 32, !dbg !13
  %.215 = trunc i64 %.214 to i32, !dbg !13
  %.216 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.212, i32 %.213), !dbg !13
  %.217 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.212, i32 %.215), !dbg !13
  %.218 = zext i32 %.216 to i64, !dbg !13
  %.219 = zext i32 %.217 to i64, !dbg !13
  %.220 = shl nuw i64 %.219, 32, !dbg !13
  %.221 = or i64 %.220, %.218, !dbg !13
  %t159 = select i1 %.210, i64 %.221, i64 %t157, !dbg !13
  %.235 = zext i1 %t158 to i32, !dbg !13
  %.236 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.212, i32 %.235), !dbg !13
  %15 = and i32 %.236, 1, !dbg !13
  %.237 = icmp ne i32 %15, 0, !dbg !13
  %t160 = select i1 %.210, i1 %.237, i1 %t158, !dbg !13
  %t161 = icmp ne i32 %.1, 31, !dbg !13
  %t162 = and i1 %t161, %t160, !dbg !13
  %t163 = select i1 %t158, i64 %t157, i64 0, !dbg !13
  %spec.select7 = add i64 %t159, %t163, !dbg !13
  %t165 = select i1 %t162, i64 %spec.select7, i64 %t157, !dbg !13
  %t166 = select i1 %t162, i1 true, i1 %t158, !dbg !13
  br label %b57, !dbg !13

b57:                                              ; preds = %b36, %b35
  %t167 = phi i64 [ %t165, %b36 ], [ %t125, %b35 ]
  %t168 = phi i1 [ %t166, %b36 ], [ %t126, %b35 ]
  %t169 = icmp eq i32 %.1, 0, !dbg !13
  %t170 = and i1 %t169, %t168, !dbg !13
  br i1 %t170, label %b58, label %b59, !dbg !13

b58:                                              ; preds = %b57
  %t171 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t5, !dbg !13
  store i64 %t167, ptr addrspace(1) %t171, align 8, !dbg !13
  br label %b59, !dbg !13

b59:                                              ; preds = %b58, %b57
  ret void, !dbg !13
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i64 %a3, i8 %a4) local_unnamed_addr #1 !dbg !16 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !17
  %t3 = sext i32 %.2 to i64, !dbg !17
  %t4 = add i64 %a0, 1, !dbg !17
  %t5 = ashr i64 %t4, 1, !dbg !17
  %t6 = icmp sgt i64 %t5, %t3, !dbg !17
  br i1 %t6, label %b1, label %b9, !dbg !17

b1:                                               ; preds = %entry
  %t7 = shl nsw i64 %t3, 1, !dbg !17
  %t8 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t7, !dbg !17
  %.3 = load i64, ptr addrspace(1) %t8, align 8, !dbg !17, !amdgpu.noclobber !6
  %0 = xor i64 %t7, -1, !dbg !17
  %t11 = add i64 %0, %a0, !dbg !17
  %t13 = icmp sgt i64 %t11, 0, !dbg !17
  br i1 %t13, label %b2, label %b3, !dbg !17

b2:                                               ; preds = %b1
  %t12 = getelementptr inbounds i64, ptr addrspace(1) %t8, i64 1, !dbg !17
  %.4 = load i64, ptr addrspace(1) %t12, align 8, !dbg !17, !amdgpu.noclobber !6
  %t15 = add i64 %.4, %.3, !dbg !18
  br label %b3, !dbg !17

b3:                                               ; preds = %b2, %b1
  %t16 = phi i64 [ %t15, %b2 ], [ %.3, %b1 ]
  %t17 = add nsw i64 %t3, 256, !dbg !17
  %t239 = icmp slt i64 %t17, %t5, !dbg !17
  br i1 %t239, label %b5.lr.ph, label %b9, !dbg !17

b5.lr.ph:                                         ; preds = %b3
  %t18 = shl nsw i64 %t17, 1, !dbg !17
  %t19 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t18, !dbg !17
  %t25 = add i64 %a0, -1
  br label %b5, !dbg !17

b5:                                               ; preds = %b5.lr.ph, %b7
  %t2212 = phi i64 [ %t16, %b5.lr.ph ], [ %t33, %b7 ]
  %t2111 = phi i64 [ %t17, %b5.lr.ph ], [ %t34, %b7 ]
  %t2010 = phi ptr addrspace(1) [ %t19, %b5.lr.ph ], [ %t35, %b7 ]
  %t24.neg = mul i64 %t2111, -2, !dbg !17
  %t26 = add i64 %t25, %t24.neg, !dbg !17
  %.5 = load i64, ptr addrspace(1) %t2010, align 8, !dbg !17
  %t28 = add i64 %.5, %t2212, !dbg !18
  %t30 = icmp sgt i64 %t26, 0, !dbg !17
  br i1 %t30, label %b6, label %b7, !dbg !17

b6:                                               ; preds = %b5
  %t29 = getelementptr inbounds i64, ptr addrspace(1) %t2010, i64 1, !dbg !17
  %.6 = load i64, ptr addrspace(1) %t29, align 8, !dbg !17
  %t32 = add i64 %.6, %t28, !dbg !18
  br label %b7, !dbg !17

b7:                                               ; preds = %b6, %b5
  %t33 = phi i64 [ %t32, %b6 ], [ %t28, %b5 ]
  %t34 = add nsw i64 %t2111, 256, !dbg !17
  %t35 = getelementptr inbounds i64, ptr addrspace(1) %t2010, i64 512, !dbg !17
  %t23 = icmp slt i64 %t34, %t5, !dbg !17
  br i1 %t23, label %b5, label %b9, !dbg !17

b9:                                               ; preds = %b7, %b3, %entry
  %t45 = phi i64 [ 0, %entry ], [ %t16, %b3 ], [ %t33, %b7 ]
  %t37 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !17
  store i64 %t45, ptr addrspace(3) %t37, align 8, !dbg !17
  %t38 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !17
  %.7 = zext i1 %t6 to i8, !dbg !17
  store i8 %.7, ptr addrspace(3) %t38, align 1, !dbg !17
  fence syncscope("workgroup") release, !dbg !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17
  %t39 = icmp slt i32 %.2, 128, !dbg !17
  br i1 %t39, label %b10, label %b15, !dbg !17

b10:                                              ; preds = %b9
  %t40 = add nsw i32 %.2, 128, !dbg !17
  %t41 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.0, i32 %t40, !dbg !17
  %.8 = load i64, ptr addrspace(3) %t41, align 8, !dbg !17
  %t43 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.1, i32 %t40, !dbg !17
  %.9 = load i8, ptr addrspace(3) %t43, align 1, !dbg !17
  %.10 = icmp ne i8 %.9, 0, !dbg !17
  %spec.select = select i1 %.10, i64 %.8, i64 0, !dbg !17
  %t47 = add i64 %spec.select, %t45, !dbg !17
  %t48 = select i1 %.10, i1 true, i1 %t6, !dbg !17
  store i64 %t47, ptr addrspace(3) %t37, align 8, !dbg !17
  %.11 = zext i1 %t48 to i8, !dbg !17
  store i8 %.11, ptr addrspace(3) %t38, align 1, !dbg !17
  br label %b15, !dbg !17

b15:                                              ; preds = %b10, %b9
  %t49 = phi i64 [ %t47, %b10 ], [ %t45, %b9 ]
  %t50 = phi i1 [ %t48, %b10 ], [ %t6, %b9 ]
  fence syncscope("workgroup") release, !dbg !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17
  %t51 = icmp slt i32 %.2, 64, !dbg !17
  br i1 %t51, label %b16, label %b21, !dbg !17

b16:                                              ; preds = %b15
  %t52 = add nsw i32 %.2, 64, !dbg !17
  %t53 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.0, i32 %t52, !dbg !17
  %.12 = load i64, ptr addrspace(3) %t53, align 8, !dbg !17
  %t55 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.1, i32 %t52, !dbg !17
  %.13 = load i8, ptr addrspace(3) %t55, align 1, !dbg !17
  %.14 = icmp ne i8 %.13, 0, !dbg !17
  %t57 = select i1 %t50, i64 %t49, i64 0, !dbg !17
  %spec.select1 = add i64 %.12, %t57, !dbg !17
  %t59 = select i1 %.14, i64 %spec.select1, i64 %t49, !dbg !17
  %t60 = select i1 %.14, i1 true, i1 %t50, !dbg !17
  store i64 %t59, ptr addrspace(3) %t37, align 8, !dbg !17
  %.15 = zext i1 %t60 to i8, !dbg !17
  store i8 %.15, ptr addrspace(3) %t38, align 1, !dbg !17
  br label %b21, !dbg !17

b21:                                              ; preds = %b16, %b15
  %t61 = phi i64 [ %t59, %b16 ], [ %t49, %b15 ]
  %t62 = phi i1 [ %t60, %b16 ], [ %t50, %b15 ]
  fence syncscope("workgroup") release, !dbg !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17
  %t63 = icmp slt i32 %.2, 32, !dbg !17
  br i1 %t63, label %b22, label %b27, !dbg !17

b22:                                              ; preds = %b21
  %t64 = add nsw i32 %.2, 32, !dbg !17
  %t65 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.0, i32 %t64, !dbg !17
  %.16 = load i64, ptr addrspace(3) %t65, align 8, !dbg !17
  %t67 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bint64_5d_5f_5fstage2.shared.1, i32 %t64, !dbg !17
  %.17 = load i8, ptr addrspace(3) %t67, align 1, !dbg !17
  %.18 = icmp ne i8 %.17, 0, !dbg !17
  %t69 = select i1 %t62, i64 %t61, i64 0, !dbg !17
  %spec.select2 = add i64 %.16, %t69, !dbg !17
  %t71 = select i1 %.18, i64 %spec.select2, i64 %t61, !dbg !17
  %t72 = select i1 %.18, i1 true, i1 %t62, !dbg !17
  br label %b27, !dbg !17

b27:                                              ; preds = %b22, %b21
  %t73 = phi i64 [ %t71, %b22 ], [ %t61, %b21 ]
  %t74 = phi i1 [ %t72, %b22 ], [ %t62, %b21 ]
  br i1 %t63, label %b28, label %b49, !dbg !17

b28:                                              ; preds = %b27
  %.20 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !17
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.20), !dbg !17
  %.22 = zext i32 %.21 to i64, !dbg !17
  %.23 = add nuw nsw i64 %.22, 16, !dbg !17
  %.24 = icmp ult i32 %.21, 48, !dbg !17
  %.25 = tail call i64 @llvm.read_register.i64(metadata !15) #8, !dbg !17
  %.26 = and i64 %.23, 63, !dbg !17
  %1 = shl nuw i64 1, %.26, !dbg !17
  %2 = and i64 %1, %.25, !dbg !17
  %.28 = icmp ne i64 %2, 0, !dbg !17
  %.29 = and i1 %.24, %.28, !dbg !17
  %.30 = trunc i64 %.23 to i32, !dbg !17
  %.31 = shl i32 %.30, 2, !dbg !17
  %.32 = trunc i64 %t73 to i32, !dbg !17
  %.33 = lshr i64 %t73, 32, !dbg !17
  %.34 = trunc i64 %.33 to i32, !dbg !17
  %.35 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.31, i32 %.32), !dbg !17
  %.36 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.31, i32 %.34), !dbg !17
  %.37 = zext i32 %.35 to i64, !dbg !17
  %.38 = zext i32 %.36 to i64, !dbg !17
  %.39 = shl nuw i64 %.38, 32, !dbg !17
  %.40 = or i64 %.39, %.37, !dbg !17
  %t75 = select i1 %.29, i64 %.40, i64 %t73, !dbg !17
  %.54 = zext i1 %t74 to i32, !dbg !17
  %.55 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.31, i32 %.54), !dbg !17
  %3 = and i32 %.55, 1, !dbg !17
  %.56 = icmp ne i32 %3, 0, !dbg !17
  %t76 = select i1 %.29, i1 %.56, i1 %t74, !dbg !17
  %t77 = icmp slt i32 %.2, 16, !dbg !17
  %t78 = and i1 %t77, %t76, !dbg !17
  %t79 = select i1 %t74, i64 %t73, i64 0, !dbg !17
  %spec.select3 = add i64 %t75, %t79, !dbg !17
  %t81 = select i1 %t78, i64 %spec.select3, i64 %t73, !dbg !17
  %t82 = select i1 %t78, i1 true, i1 %t74, !dbg !17
  %.61 = add nuw nsw i64 %.22, 8, !dbg !17
  %.62 = icmp ult i32 %.21, 56, !dbg !17
  %.64 = and i64 %.61, 63, !dbg !17
  %4 = shl nuw i64 1, %.64, !dbg !17
  %5 = and i64 %4, %.25, !dbg !17
  %.66 = icmp ne i64 %5, 0, !dbg !17
  %.67 = and i1 %.62, %.66, !dbg !17
  %.68 = trunc i64 %.61 to i32, !dbg !17
  %.69 = shl i32 %.68, 2, !dbg !17
  %.70 = trunc i64 %t81 to i32, !dbg !17
  %.71 = lshr i64 %t81, 32, !dbg !17
  %.72 = trunc i64 %.71 to i32, !dbg !17
  %.73 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.70), !dbg !17
  %.74 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.72), !dbg !17
  %.75 = zext i32 %.73 to i64, !dbg !17
  %.76 = zext i32 %.74 to i64, !dbg !17
  %.77 = shl nuw i64 %.76, 32, !dbg !17
  %.78 = or i64 %.77, %.75, !dbg !17
  %t83 = select i1 %.67, i64 %.78, i64 %t81, !dbg !17
  %.92 = zext i1 %t82 to i32, !dbg !17
  %.93 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.92), !dbg !17
  %6 = and i32 %.93, 1, !dbg !17
  %.94 = icmp ne i32 %6, 0, !dbg !17
  %t84 = select i1 %.67, i1 %.94, i1 %t82, !dbg !17
  %t85 = icmp slt i32 %.2, 24, !dbg !17
  %t86 = and i1 %t85, %t84, !dbg !17
  %t87 = select i1 %t82, i64 %t81, i64 0, !dbg !17
  %spec.select4 = add i64 %t83, %t87, !dbg !17
  %t89 = select i1 %t86, i64 %spec.select4, i64 %t81, !dbg !17
  %t90 = select i1 %t86, i1 true, i1 %t82, !dbg !17
  %.99 = add nuw nsw i64 %.22, 4, !dbg !17
  %.100 = icmp ult i32 %.21, 60, !dbg !17
  %.102 = and i64 %.99, 63, !dbg !17
  %7 = shl nuw i64 1, %.102, !dbg !17
  %8 = and i64 %7, %.25, !dbg !17
  %.104 = icmp ne i64 %8, 0, !dbg !17
  %.105 = and i1 %.100, %.104, !dbg !17
  %.106 = trunc i64 %.99 to i32, !dbg !17
  %.107 = shl i32 %.106, 2, !dbg !17
  %.108 = trunc i64 %t89 to i32, !dbg !17
  %.109 = lshr i64 %t89, 32, !dbg !17
  %.110 = trunc i64 %.109 to i32, !dbg !17
  %.111 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.107, i32 %.108), !dbg !17
  %.112 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.107, i32 %.110), !dbg !17
  %.113 = zext i32 %.111 to i64, !dbg !17
  %.114 = zext i32 %.112 to i64, !dbg !17
  %.115 = shl nuw i64 %.114, 32, !dbg !17
  %.116 = or i64 %.115, %.113, !dbg !17
  %t91 = select i1 %.105, i64 %.116, i64 %t89, !dbg !17
  %.130 = zext i1 %t90 to i32, !dbg !17
  %.131 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.107, i32 %.130), !dbg !17
  %9 = and i32 %.131, 1, !dbg !17
  %.132 = icmp ne i32 %9, 0, !dbg !17
  %t92 = select i1 %.105, i1 %.132, i1 %t90, !dbg !17
  %t93 = icmp slt i32 %.2, 28, !dbg !17
  %t94 = and i1 %t93, %t92, !dbg !17
  %t95 = select i1 %t90, i64 %t89, i64 0, !dbg !17
  %spec.select5 = add i64 %t91, %t95, !dbg !17
  %t97 = select i1 %t94, i64 %spec.select5, i64 %t89, !dbg !17
  %t98 = select i1 %t94, i1 true, i1 %t90, !dbg !17
  %.137 = add nuw nsw i64 %.22, 2, !dbg !17
  %.138 = icmp ult i32 %.21, 62, !dbg !17
  %.140 = and i64 %.137, 63, !dbg !17
  %10 = shl nuw i64 1, %.140, !dbg !17
  %11 = and i64 %10, %.25, !dbg !17
  %.142 = icmp ne i64 %11, 0, !dbg !17
  %.143 = and i1 %.138, %.142, !dbg !17
  %.144 = trunc i64 %.137 to i32, !dbg !17
  %.145 = shl i32 %.144, 2, !dbg !17
  %.146 = trunc i64 %t97 to i32, !dbg !17
  %.147 = lshr i64 %t97, 32, !dbg !17
  %.148 = trunc i64 %.147 to i32, !dbg !17
  %.149 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.145, i32 %.146), !dbg !17
  %.150 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.145, i32 %.148), !dbg !17
  %.151 = zext i32 %.149 to i64, !dbg !17
  %.152 = zext i32 %.150 to i64, !dbg !17
  %.153 = shl nuw i64 %.152, 32, !dbg !17
  %.154 = or i64 %.153, %.151, !dbg !17
  %t99 = select i1 %.143, i64 %.154, i64 %t97, !dbg !17
  %.168 = zext i1 %t98 to i32, !dbg !17
  %.169 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.145, i32 %.168), !dbg !17
  %12 = and i32 %.169, 1, !dbg !17
  %.170 = icmp ne i32 %12, 0, !dbg !17
  %t100 = select i1 %.143, i1 %.170, i1 %t98, !dbg !17
  %t101 = icmp slt i32 %.2, 30, !dbg !17
  %t102 = and i1 %t101, %t100, !dbg !17
  %t103 = select i1 %t98, i64 %t97, i64 0, !dbg !17
  %spec.select6 = add i64 %t99, %t103, !dbg !17
  %t105 = select i1 %t102, i64 %spec.select6, i64 %t97, !dbg !17
  %t106 = select i1 %t102, i1 true, i1 %t98, !dbg !17
  %.175 = add nuw nsw i64 %.22, 1, !dbg !17
  %.176 = icmp ult i32 %.21, 63, !dbg !17
  %.178 = and i64 %.175, 63, !dbg !17
  %13 = shl nuw i64 1, %.178, !dbg !17
  %14 = and i64 %13, %.25, !dbg !17
  %.180 = icmp ne i64 %14, 0, !dbg !17
  %.181 = and i1 %.176, %.180, !dbg !17
  %.182 = trunc i64 %.175 to i32, !dbg !17
  %.183 = shl i32 %.182, 2, !dbg !17
  %.184 = trunc i64 %t105 to i32, !dbg !17
  %.185 = lshr i64 %t105, 32, !dbg !17
  %.186 = trunc i64 %.185 to i32, !dbg !17
  %.187 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.183, i32 %.184), !dbg !17
  %.188 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.183, i32 %.186), !dbg !17
  %.189 = zext i32 %.187 to i64, !dbg !17
  %.190 = zext i32 %.188 to i64, !dbg !17
  %.191 = shl nuw i64 %.190, 32, !dbg !17
  %.192 = or i64 %.191, %.189, !dbg !17
  %t107 = select i1 %.181, i64 %.192, i64 %t105, !dbg !17
  %.206 = zext i1 %t106 to i32, !dbg !17
  %.207 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.183, i32 %.206), !dbg !17
  %15 = and i32 %.207, 1, !dbg !17
  %.208 = icmp ne i32 %15, 0, !dbg !17
  %t108 = select i1 %.181, i1 %.208, i1 %t106, !dbg !17
  %t109 = icmp ne i32 %.2, 31, !dbg !17
  %t110 = and i1 %t109, %t108, !dbg !17
  %t111 = select i1 %t106, i64 %t105, i64 0, !dbg !17
  %spec.select7 = add i64 %t107, %t111, !dbg !17
  %t113 = select i1 %t110, i64 %spec.select7, i64 %t105, !dbg !17
  %t114 = select i1 %t110, i1 true, i1 %t106, !dbg !17
  br label %b49, !dbg !17

b49:                                              ; preds = %b28, %b27
  %t115 = phi i64 [ %t113, %b28 ], [ %t73, %b27 ]
  %t116 = phi i1 [ %t114, %b28 ], [ %t74, %b27 ]
  %t117 = icmp eq i32 %.2, 0, !dbg !17
  %t121 = select i1 %t116, i1 true, i1 %.1, !dbg !17
  %or.cond = select i1 %t117, i1 %t121, i1 false, !dbg !17
  br i1 %or.cond, label %b55, label %b56, !dbg !17

b55:                                              ; preds = %b49
  %t118 = select i1 %.1, i64 %a3, i64 0, !dbg !17
  %spec.select8 = add i64 %t115, %t118, !dbg !17
  %t120 = select i1 %t116, i64 %spec.select8, i64 %a3, !dbg !17
  store i64 %t120, ptr addrspace(1) %a2, align 8, !dbg !17
  br label %b56, !dbg !17

b56:                                              ; preds = %b55, %b49
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
  %t15 = icmp sgt i64 %a1, 6, !dbg !23
  %t17 = icmp sgt i64 %a1, 5, !dbg !23
  %t19 = icmp sgt i64 %a1, 4, !dbg !23
  %t21 = icmp sgt i64 %a1, 3, !dbg !23
  %t23 = icmp sgt i64 %a1, 2, !dbg !23
  %t25 = icmp sgt i64 %a1, 1, !dbg !23
  %t27 = icmp sgt i64 %a1, 0, !dbg !23
  %t291 = icmp slt i64 %t11, %a0, !dbg !23
  br i1 %t291, label %b2, label %b23, !dbg !23

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t149, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !23

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !23
  %t33 = mul i64 %t31, %a9, !dbg !23
  %t34 = sub nuw i64 %t282, %t33, !dbg !23
  %t35 = mul i64 %t34, %a19, !dbg !23
  %t36 = mul i64 %t34, %a29, !dbg !23
  %t37 = mul i64 %t34, %a38, !dbg !23
  br label %b4, !dbg !23

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !23

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !23
  %t45 = mul i64 %t43, %a8, !dbg !23
  %t46 = sub i64 %t38, %t45, !dbg !23
  %t47 = mul i64 %t46, %a18, !dbg !23
  %t48 = add i64 %t47, %t39, !dbg !23
  %t49 = mul i64 %t46, %a28, !dbg !23
  %t50 = add i64 %t49, %t40, !dbg !23
  %t51 = mul i64 %t46, %a37, !dbg !23
  %t52 = add i64 %t51, %t41, !dbg !23
  br label %b6, !dbg !23

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !23

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !23
  %t60 = mul i64 %t58, %a7, !dbg !23
  %t61 = sub i64 %t53, %t60, !dbg !23
  %t62 = mul i64 %t61, %a17, !dbg !23
  %t63 = add i64 %t62, %t54, !dbg !23
  %t64 = mul i64 %t61, %a27, !dbg !23
  %t65 = add i64 %t64, %t55, !dbg !23
  %t66 = mul i64 %t61, %a36, !dbg !23
  %t67 = add i64 %t66, %t56, !dbg !23
  br label %b8, !dbg !23

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !23

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !23
  %t75 = mul i64 %t73, %a6, !dbg !23
  %t76 = sub i64 %t68, %t75, !dbg !23
  %t77 = mul i64 %t76, %a16, !dbg !23
  %t78 = add i64 %t77, %t69, !dbg !23
  %t79 = mul i64 %t76, %a26, !dbg !23
  %t80 = add i64 %t79, %t70, !dbg !23
  %t81 = mul i64 %t76, %a35, !dbg !23
  %t82 = add i64 %t81, %t71, !dbg !23
  br label %b10, !dbg !23

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !23

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !23
  %t90 = mul i64 %t88, %a5, !dbg !23
  %t91 = sub i64 %t83, %t90, !dbg !23
  %t92 = mul i64 %t91, %a15, !dbg !23
  %t93 = add i64 %t92, %t84, !dbg !23
  %t94 = mul i64 %t91, %a25, !dbg !23
  %t95 = add i64 %t94, %t85, !dbg !23
  %t96 = mul i64 %t91, %a34, !dbg !23
  %t97 = add i64 %t96, %t86, !dbg !23
  br label %b12, !dbg !23

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !23

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !23
  %t105 = mul i64 %t103, %a4, !dbg !23
  %t106 = sub i64 %t98, %t105, !dbg !23
  %t107 = mul i64 %t106, %a14, !dbg !23
  %t108 = add i64 %t107, %t99, !dbg !23
  %t109 = mul i64 %t106, %a24, !dbg !23
  %t110 = add i64 %t109, %t100, !dbg !23
  %t111 = mul i64 %t106, %a33, !dbg !23
  %t112 = add i64 %t111, %t101, !dbg !23
  br label %b14, !dbg !23

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !23

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !23
  %t120 = mul i64 %t118, %a3, !dbg !23
  %t121 = sub i64 %t113, %t120, !dbg !23
  %t122 = mul i64 %t121, %a13, !dbg !23
  %t123 = add i64 %t122, %t114, !dbg !23
  %t124 = mul i64 %t121, %a23, !dbg !23
  %t125 = add i64 %t124, %t115, !dbg !23
  %t126 = mul i64 %t121, %a32, !dbg !23
  %t127 = add i64 %t126, %t116, !dbg !23
  br label %b16, !dbg !23

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !23

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !23
  %t133 = add i64 %t129, %t132, !dbg !23
  %t134 = mul i64 %t128, %a22, !dbg !23
  %t135 = add i64 %t130, %t134, !dbg !23
  %t136 = mul i64 %t128, %a31, !dbg !23
  %t137 = add i64 %t131, %t136, !dbg !23
  br label %b18, !dbg !23

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !23

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t138, !dbg !23
  %.17 = load double, ptr addrspace(1) %t141, align 8, !dbg !23
  br label %b20, !dbg !23

b20:                                              ; preds = %b19, %b18
  %t143 = phi double [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !23

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t139, !dbg !23
  %.18 = load double, ptr addrspace(1) %t144, align 8, !dbg !23
  br label %b22, !dbg !23

b22:                                              ; preds = %b21, %b20
  %t146 = phi double [ %.18, %b21 ], [ %a21, %b20 ]
  %t147 = fadd double %t143, %t146, !dbg !24
  %t148 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t140, !dbg !23
  store double %t147, ptr addrspace(1) %t148, align 8, !dbg !23
  %t149 = add i64 %t282, %t12, !dbg !23
  %t29 = icmp slt i64 %t149, %a0, !dbg !23
  br i1 %t29, label %b2, label %b23, !dbg !23

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !23
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !25 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !26
  %t3 = sext i32 %.1 to i64, !dbg !26
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !26
  %t5 = sext i32 %.2 to i64, !dbg !26
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !26
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !26
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !26, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !26
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !26
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !26, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !26
  %.15 = add i32 %.14, %.9, !dbg !26
  %.16 = udiv i32 %.15, %.6, !dbg !26
  %t9 = sext i32 %.16 to i64, !dbg !26
  %t10 = mul nsw i64 %t7, %t5, !dbg !26
  %t11 = add nsw i64 %t10, %t3, !dbg !26
  %t12 = mul nsw i64 %t9, %t7, !dbg !26
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !26
  %t14 = icmp eq i64 %a2, 1, !dbg !26
  %t15 = and i64 %t13, 15, !dbg !26
  %t16 = icmp eq i64 %t15, 0, !dbg !26
  %t17 = and i1 %t14, %t16, !dbg !26
  %t19 = ashr i64 %a0, 1, !dbg !26
  %t20 = add i64 %a0, 1, !dbg !26
  %t21 = ashr i64 %t20, 1, !dbg !26
  %t22 = icmp slt i64 %t11, %t21, !dbg !26
  br i1 %t22, label %b1, label %b17, !dbg !26

b1:                                               ; preds = %entry
  %t23 = shl nsw i64 %t11, 1, !dbg !26
  %t24 = mul i64 %t23, %a2, !dbg !26
  %t25 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t24, !dbg !26
  %.17 = load double, ptr addrspace(1) %t25, align 8, !dbg !26, !amdgpu.noclobber !6
  %0 = xor i64 %t23, -1, !dbg !26
  %t28 = add i64 %0, %a0, !dbg !26
  %t30 = icmp sgt i64 %t28, 0, !dbg !26
  br i1 %t30, label %b2, label %b3, !dbg !26

b2:                                               ; preds = %b1
  %t29 = getelementptr inbounds double, ptr addrspace(1) %t25, i64 %a2, !dbg !26
  %.18 = load double, ptr addrspace(1) %t29, align 8, !dbg !26, !amdgpu.noclobber !6
  %t32 = fadd double %.17, %.18, !dbg !27
  br label %b3, !dbg !26

b3:                                               ; preds = %b2, %b1
  %t33 = phi double [ %t32, %b2 ], [ %.17, %b1 ]
  %t34 = add nsw i64 %t12, %t11, !dbg !26
  br i1 %t17, label %b4, label %b11, !dbg !26

b4:                                               ; preds = %b3
  %t35 = shl nsw i64 %t12, 1, !dbg !26
  %t36 = sub nsw i64 %t19, %t12, !dbg !26
  %t408 = icmp slt i64 %t34, %t36, !dbg !26
  br i1 %t408, label %b6, label %b8.preheader, !dbg !26

b8.preheader:                                     ; preds = %b6, %b4
  %t37.lcssa = phi i64 [ %t34, %b4 ], [ %t54, %b6 ]
  %t38.lcssa = phi double [ %t33, %b4 ], [ %t53, %b6 ]
  %t5812 = icmp slt i64 %t37.lcssa, %t19, !dbg !26
  br i1 %t5812, label %b9, label %b11, !dbg !26

b6:                                               ; preds = %b4, %b6
  %t3810 = phi double [ %t53, %b6 ], [ %t33, %b4 ]
  %t379 = phi i64 [ %t54, %b6 ], [ %t34, %b4 ]
  %t41 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t379, !dbg !26
  %.19 = load <2 x double>, ptr addrspace(1) %t41, align 16, !dbg !26, !amdgpu.noclobber !6
  %.20 = extractelement <2 x double> %.19, i64 0, !dbg !26
  %.22 = extractelement <2 x double> %.19, i64 1, !dbg !26
  %t43 = add i64 %t379, %t12, !dbg !26
  %t44 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t43, !dbg !26
  %.24 = load <2 x double>, ptr addrspace(1) %t44, align 16, !dbg !26, !amdgpu.noclobber !6
  %.25 = extractelement <2 x double> %.24, i64 0, !dbg !26
  %.27 = extractelement <2 x double> %.24, i64 1, !dbg !26
  %t47 = fadd double %t3810, %.20, !dbg !27
  %t49 = fadd double %.22, %t47, !dbg !27
  %t51 = fadd double %.25, %t49, !dbg !27
  %t53 = fadd double %.27, %t51, !dbg !27
  %t54 = add i64 %t379, %t35, !dbg !26
  %t40 = icmp slt i64 %t54, %t36, !dbg !26
  br i1 %t40, label %b6, label %b8.preheader, !dbg !26

b9:                                               ; preds = %b8.preheader, %b9
  %t5614 = phi double [ %t64, %b9 ], [ %t38.lcssa, %b8.preheader ]
  %t5513 = phi i64 [ %t65, %b9 ], [ %t37.lcssa, %b8.preheader ]
  %t59 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t5513, !dbg !26
  %.29 = load <2 x double>, ptr addrspace(1) %t59, align 16, !dbg !26, !amdgpu.noclobber !6
  %.30 = extractelement <2 x double> %.29, i64 0, !dbg !26
  %.32 = extractelement <2 x double> %.29, i64 1, !dbg !26
  %t62 = fadd double %t5614, %.30, !dbg !27
  %t64 = fadd double %.32, %t62, !dbg !27
  %t65 = add i64 %t5513, %t12, !dbg !26
  %t58 = icmp slt i64 %t65, %t19, !dbg !26
  br i1 %t58, label %b9, label %b11, !dbg !26

b11:                                              ; preds = %b9, %b8.preheader, %b3
  %t66 = phi double [ %t33, %b3 ], [ %t38.lcssa, %b8.preheader ], [ %t64, %b9 ]
  %t67 = phi i64 [ %t34, %b3 ], [ %t37.lcssa, %b8.preheader ], [ %t65, %b9 ]
  %t68 = shl i64 %a2, 1, !dbg !26
  %t71 = mul i64 %t12, %t68, !dbg !26
  %t7517 = icmp slt i64 %t67, %t21, !dbg !26
  br i1 %t7517, label %b13.lr.ph, label %b17, !dbg !26

b13.lr.ph:                                        ; preds = %b11
  %t69 = mul i64 %t67, %t68, !dbg !26
  %t70 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t69, !dbg !26
  %t77 = add i64 %a0, -1
  br label %b13, !dbg !26

b13:                                              ; preds = %b13.lr.ph, %b15
  %t7420 = phi double [ %t66, %b13.lr.ph ], [ %t85, %b15 ]
  %t7319 = phi i64 [ %t67, %b13.lr.ph ], [ %t86, %b15 ]
  %t7218 = phi ptr addrspace(1) [ %t70, %b13.lr.ph ], [ %t87, %b15 ]
  %t76.neg = mul i64 %t7319, -2, !dbg !26
  %t78 = add i64 %t77, %t76.neg, !dbg !26
  %.34 = load double, ptr addrspace(1) %t7218, align 8, !dbg !26
  %t80 = fadd double %t7420, %.34, !dbg !27
  %t82 = icmp sgt i64 %t78, 0, !dbg !26
  br i1 %t82, label %b14, label %b15, !dbg !26

b14:                                              ; preds = %b13
  %t81 = getelementptr inbounds double, ptr addrspace(1) %t7218, i64 %a2, !dbg !26
  %.35 = load double, ptr addrspace(1) %t81, align 8, !dbg !26
  %t84 = fadd double %t80, %.35, !dbg !27
  br label %b15, !dbg !26

b15:                                              ; preds = %b14, %b13
  %t85 = phi double [ %t84, %b14 ], [ %t80, %b13 ]
  %t86 = add i64 %t7319, %t12, !dbg !26
  %t87 = getelementptr inbounds double, ptr addrspace(1) %t7218, i64 %t71, !dbg !26
  %t75 = icmp slt i64 %t86, %t21, !dbg !26
  br i1 %t75, label %b13, label %b17, !dbg !26

b17:                                              ; preds = %b15, %b11, %entry
  %t97 = phi double [ -0.000000e+00, %entry ], [ %t66, %b11 ], [ %t85, %b15 ]
  %t88 = phi double [ 0.000000e+00, %entry ], [ %t66, %b11 ], [ %t85, %b15 ]
  %t89 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !26
  store double %t88, ptr addrspace(3) %t89, align 8, !dbg !26
  %t90 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !26
  %.36 = zext i1 %t22 to i8, !dbg !26
  store i8 %.36, ptr addrspace(3) %t90, align 1, !dbg !26
  fence syncscope("workgroup") release, !dbg !26
  tail call void @llvm.amdgcn.s.barrier(), !dbg !26
  fence syncscope("workgroup") acquire, !dbg !26
  %t91 = icmp slt i32 %.1, 128, !dbg !26
  br i1 %t91, label %b18, label %b23, !dbg !26

b18:                                              ; preds = %b17
  %t92 = add nsw i32 %.1, 128, !dbg !26
  %t93 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t92, !dbg !26
  %.37 = load double, ptr addrspace(3) %t93, align 8, !dbg !26
  %t95 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t92, !dbg !26
  %.38 = load i8, ptr addrspace(3) %t95, align 1, !dbg !26
  %.39 = icmp ne i8 %.38, 0, !dbg !26
  %spec.select = fadd double %t97, %.37, !dbg !26
  %t99 = select i1 %.39, double %spec.select, double %t88, !dbg !26
  %t100 = select i1 %.39, i1 true, i1 %t22, !dbg !26
  store double %t99, ptr addrspace(3) %t89, align 8, !dbg !26
  %.40 = zext i1 %t100 to i8, !dbg !26
  store i8 %.40, ptr addrspace(3) %t90, align 1, !dbg !26
  br label %b23, !dbg !26

b23:                                              ; preds = %b18, %b17
  %t101 = phi double [ %t99, %b18 ], [ %t88, %b17 ]
  %t102 = phi i1 [ %t100, %b18 ], [ %t22, %b17 ]
  fence syncscope("workgroup") release, !dbg !26
  tail call void @llvm.amdgcn.s.barrier(), !dbg !26
  fence syncscope("workgroup") acquire, !dbg !26
  %t103 = icmp slt i32 %.1, 64, !dbg !26
  br i1 %t103, label %b24, label %b29, !dbg !26

b24:                                              ; preds = %b23
  %t104 = add nsw i32 %.1, 64, !dbg !26
  %t105 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t104, !dbg !26
  %.41 = load double, ptr addrspace(3) %t105, align 8, !dbg !26
  %t107 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t104, !dbg !26
  %.42 = load i8, ptr addrspace(3) %t107, align 1, !dbg !26
  %.43 = icmp ne i8 %.42, 0, !dbg !26
  %t109 = select i1 %t102, double %t101, double -0.000000e+00, !dbg !26
  %spec.select1 = fadd double %t109, %.41, !dbg !26
  %t111 = select i1 %.43, double %spec.select1, double %t101, !dbg !26
  %t112 = select i1 %.43, i1 true, i1 %t102, !dbg !26
  store double %t111, ptr addrspace(3) %t89, align 8, !dbg !26
  %.44 = zext i1 %t112 to i8, !dbg !26
  store i8 %.44, ptr addrspace(3) %t90, align 1, !dbg !26
  br label %b29, !dbg !26

b29:                                              ; preds = %b24, %b23
  %t113 = phi double [ %t111, %b24 ], [ %t101, %b23 ]
  %t114 = phi i1 [ %t112, %b24 ], [ %t102, %b23 ]
  fence syncscope("workgroup") release, !dbg !26
  tail call void @llvm.amdgcn.s.barrier(), !dbg !26
  fence syncscope("workgroup") acquire, !dbg !26
  %t115 = icmp slt i32 %.1, 32, !dbg !26
  br i1 %t115, label %b30, label %b35, !dbg !26

b30:                                              ; preds = %b29
  %t116 = add nsw i32 %.1, 32, !dbg !26
  %t117 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t116, !dbg !26
  %.45 = load double, ptr addrspace(3) %t117, align 8, !dbg !26
  %t119 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t116, !dbg !26
  %.46 = load i8, ptr addrspace(3) %t119, align 1, !dbg !26
  %.47 = icmp ne i8 %.46, 0, !dbg !26
  %t121 = select i1 %t114, double %t113, double -0.000000e+00, !dbg !26
  %spec.select2 = fadd double %t121, %.45, !dbg !26
  %t123 = select i1 %.47, double %spec.select2, double %t113, !dbg !26
  %t124 = select i1 %.47, i1 true, i1 %t114, !dbg !26
  br label %b35, !dbg !26

b35:                                              ; preds = %b30, %b29
  %t125 = phi double [ %t123, %b30 ], [ %t113, %b29 ]
  %t126 = phi i1 [ %t124, %b30 ], [ %t114, %b29 ]
  br i1 %t115, label %b36, label %b57, !dbg !26

b36:                                              ; preds = %b35
  %.49 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !26
  %.50 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.49), !dbg !26
  %.51 = zext i32 %.50 to i64, !dbg !26
  %.52 = add nuw nsw i64 %.51, 16, !dbg !26
  %.53 = icmp ult i32 %.50, 48, !dbg !26
  %.54 = tail call i64 @llvm.read_register.i64(metadata !15) #8, !dbg !26
  %.55 = and i64 %.52, 63, !dbg !26
  %1 = shl nuw i64 1, %.55, !dbg !26
  %2 = and i64 %1, %.54, !dbg !26
  %.57 = icmp ne i64 %2, 0, !dbg !26
  %.58 = and i1 %.53, %.57, !dbg !26
  %.59 = trunc i64 %.52 to i32, !dbg !26
  %.60 = shl i32 %.59, 2, !dbg !26
  %.61 = bitcast double %t125 to i64, !dbg !26
  %.62 = trunc i64 %.61 to i32, !dbg !26
  %.63 = lshr i64 %.61, 32, !dbg !26
  %.64 = trunc i64 %.63 to i32, !dbg !26
  %.65 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.60, i32 %.62), !dbg !26
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.60, i32 %.64), !dbg !26
  %.67 = zext i32 %.65 to i64, !dbg !26
  %.68 = zext i32 %.66 to i64, !dbg !26
  %.69 = shl nuw i64 %.68, 32, !dbg !26
  %.70 = or i64 %.69, %.67, !dbg !26
  %.71 = bitcast i64 %.70 to double, !dbg !26
  %t127 = select i1 %.58, double %.71, double %t125, !dbg !26
  %.85 = zext i1 %t126 to i32, !dbg !26
  %.86 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.60, i32 %.85), !dbg !26
  %3 = and i32 %.86, 1, !dbg !26
  %.87 = icmp ne i32 %3, 0, !dbg !26
  %t128 = select i1 %.58, i1 %.87, i1 %t126, !dbg !26
  %t129 = icmp slt i32 %.1, 16, !dbg !26
  %t130 = and i1 %t129, %t128, !dbg !26
  %t131 = select i1 %t126, double %t125, double -0.000000e+00, !dbg !26
  %spec.select3 = fadd double %t131, %t127, !dbg !26
  %t133 = select i1 %t130, double %spec.select3, double %t125, !dbg !26
  %t134 = select i1 %t130, i1 true, i1 %t126, !dbg !26
  %.92 = add nuw nsw i64 %.51, 8, !dbg !26
  %.93 = icmp ult i32 %.50, 56, !dbg !26
  %.95 = and i64 %.92, 63, !dbg !26
  %4 = shl nuw i64 1, %.95, !dbg !26
  %5 = and i64 %4, %.54, !dbg !26
  %.97 = icmp ne i64 %5, 0, !dbg !26
  %.98 = and i1 %.93, %.97, !dbg !26
  %.99 = trunc i64 %.92 to i32, !dbg !26
  %.100 = shl i32 %.99, 2, !dbg !26
  %.101 = bitcast double %t133 to i64, !dbg !26
  %.102 = trunc i64 %.101 to i32, !dbg !26
  %.103 = lshr i64 %.101, 32, !dbg !26
  %.104 = trunc i64 %.103 to i32, !dbg !26
  %.105 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.100, i32 %.102), !dbg !26
  %.106 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.100, i32 %.104), !dbg !26
  %.107 = zext i32 %.105 to i64, !dbg !26
  %.108 = zext i32 %.106 to i64, !dbg !26
  %.109 = shl nuw i64 %.108, 32, !dbg !26
  %.110 = or i64 %.109, %.107, !dbg !26
  %.111 = bitcast i64 %.110 to double, !dbg !26
  %t135 = select i1 %.98, double %.111, double %t133, !dbg !26
  %.125 = zext i1 %t134 to i32, !dbg !26
  %.126 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.100, i32 %.125), !dbg !26
  %6 = and i32 %.126, 1, !dbg !26
  %.127 = icmp ne i32 %6, 0, !dbg !26
  %t136 = select i1 %.98, i1 %.127, i1 %t134, !dbg !26
  %t137 = icmp slt i32 %.1, 24, !dbg !26
  %t138 = and i1 %t137, %t136, !dbg !26
  %t139 = select i1 %t134, double %t133, double -0.000000e+00, !dbg !26
  %spec.select4 = fadd double %t135, %t139, !dbg !26
  %t141 = select i1 %t138, double %spec.select4, double %t133, !dbg !26
  %t142 = select i1 %t138, i1 true, i1 %t134, !dbg !26
  %.132 = add nuw nsw i64 %.51, 4, !dbg !26
  %.133 = icmp ult i32 %.50, 60, !dbg !26
  %.135 = and i64 %.132, 63, !dbg !26
  %7 = shl nuw i64 1, %.135, !dbg !26
  %8 = and i64 %7, %.54, !dbg !26
  %.137 = icmp ne i64 %8, 0, !dbg !26
  %.138 = and i1 %.133, %.137, !dbg !26
  %.139 = trunc i64 %.132 to i32, !dbg !26
  %.140 = shl i32 %.139, 2, !dbg !26
  %.141 = bitcast double %t141 to i64, !dbg !26
  %.142 = trunc i64 %.141 to i32, !dbg !26
  %.143 = lshr i64 %.141, 32, !dbg !26
  %.144 = trunc i64 %.143 to i32, !dbg !26
  %.145 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.140, i32 %.142), !dbg !26
  %.146 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.140, i32 %.144), !dbg !26
  %.147 = zext i32 %.145 to i64, !dbg !26
  %.148 = zext i32 %.146 to i64, !dbg !26
  %.149 = shl nuw i64 %.148, 32, !dbg !26
  %.150 = or i64 %.149, %.147, !dbg !26
  %.151 = bitcast i64 %.150 to double, !dbg !26
  %t143 = select i1 %.138, double %.151, double %t141, !dbg !26
  %.165 = zext i1 %t142 to i32, !dbg !26
  %.166 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.140, i32 %.165), !dbg !26
  %9 = and i32 %.166, 1, !dbg !26
  %.167 = icmp ne i32 %9, 0, !dbg !26
  %t144 = select i1 %.138, i1 %.167, i1 %t142, !dbg !26
  %t145 = icmp slt i32 %.1, 28, !dbg !26
  %t146 = and i1 %t145, %t144, !dbg !26
  %t147 = select i1 %t142, double %t141, double -0.000000e+00, !dbg !26
  %spec.select5 = fadd double %t143, %t147, !dbg !26
  %t149 = select i1 %t146, double %spec.select5, double %t141, !dbg !26
  %t150 = select i1 %t146, i1 true, i1 %t142, !dbg !26
  %.172 = add nuw nsw i64 %.51, 2, !dbg !26
  %.173 = icmp ult i32 %.50, 62, !dbg !26
  %.175 = and i64 %.172, 63, !dbg !26
  %10 = shl nuw i64 1, %.175, !dbg !26
  %11 = and i64 %10, %.54, !dbg !26
  %.177 = icmp ne i64 %11, 0, !dbg !26
  %.178 = and i1 %.173, %.177, !dbg !26
  %.179 = trunc i64 %.172 to i32, !dbg !26
  %.180 = shl i32 %.179, 2, !dbg !26
  %.181 = bitcast double %t149 to i64, !dbg !26
  %.182 = trunc i64 %.181 to i32, !dbg !26
  %.183 = lshr i64 %.181, 32, !dbg !26
  %.184 = trunc i64 %.183 to i32, !dbg !26
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.180, i32 %.182), !dbg !26
  %.186 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.180, i32 %.184), !dbg !26
  %.187 = zext i32 %.185 to i64, !dbg !26
  %.188 = zext i32 %.186 to i64, !dbg !26
  %.189 = shl nuw i64 %.188, 32, !dbg !26
  %.190 = or i64 %.189, %.187, !dbg !26
  %.191 = bitcast i64 %.190 to double, !dbg !26
  %t151 = select i1 %.178, double %.191, double %t149, !dbg !26
  %.205 = zext i1 %t150 to i32, !dbg !26
  %.206 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.180, i32 %.205), !dbg !26
  %12 = and i32 %.206, 1, !dbg !26
  %.207 = icmp ne i32 %12, 0, !dbg !26
  %t152 = select i1 %.178, i1 %.207, i1 %t150, !dbg !26
  %t153 = icmp slt i32 %.1, 30, !dbg !26
  %t154 = and i1 %t153, %t152, !dbg !26
  %t155 = select i1 %t150, double %t149, double -0.000000e+00, !dbg !26
  %spec.select6 = fadd double %t151, %t155, !dbg !26
  %t157 = select i1 %t154, double %spec.select6, double %t149, !dbg !26
  %t158 = select i1 %t154, i1 true, i1 %t150, !dbg !26
  %.212 = add nuw nsw i64 %.51, 1, !dbg !26
  %.213 = icmp ult i32 %.50, 63, !dbg !26
  %.215 = and i64 %.212, 63, !dbg !26
  %13 = shl nuw i64 1, %.215, !dbg !26
  %14 = and i64 %13, %.54, !dbg !26
  %.217 = icmp ne i64 %14, 0, !dbg !26
  %.218 = and i1 %.213, %.217, !dbg !26
  %.219 = trunc i64 %.212 to i32, !dbg !26
  %.220 = shl i32 %.219, 2, !dbg !26
  %.221 = bitcast double %t157 to i64, !dbg !26
  %.222 = trunc i64 %.221 to i32, !dbg !26
  %.223 = lshr i64 %.221, 32, !dbg !26
  %.224 = trunc i64 %.223 to i32, !dbg !26
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.220, i32 %.222), !dbg !26
  %.226 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.220, i32 %.224), !dbg !26
  %.227 = zext i32 %.225 to i64, !dbg !26
  %.228 = zext i32 %.226 to i64, !dbg !26
  %.229 = shl nuw i64 %.228, 32, !dbg !26
  %.230 = or i64 %.229, %.227, !dbg !26
  %.231 = bitcast i64 %.230 to double, !dbg !26
  %t159 = select i1 %.218, double %.231, double %t157, !dbg !26
  %.245 = zext i1 %t158 to i32, !dbg !26
  %.246 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.220, i32 %.245), !dbg !26
  %15 = and i32 %.246, 1, !dbg !26
  %.247 = icmp ne i32 %15, 0, !dbg !26
  %t160 = select i1 %.218, i1 %.247, i1 %t158, !dbg !26
  %t161 = icmp ne i32 %.1, 31, !dbg !26
  %t162 = and i1 %t161, %t160, !dbg !26
  %t163 = select i1 %t158, double %t157, double -0.000000e+00, !dbg !26
  %spec.select7 = fadd double %t159, %t163, !dbg !26
  %t165 = select i1 %t162, double %spec.select7, double %t157, !dbg !26
  %t166 = select i1 %t162, i1 true, i1 %t158, !dbg !26
  br label %b57, !dbg !26

b57:                                              ; preds = %b36, %b35
  %t167 = phi double [ %t165, %b36 ], [ %t125, %b35 ]
  %t168 = phi i1 [ %t166, %b36 ], [ %t126, %b35 ]
  %t169 = icmp eq i32 %.1, 0, !dbg !26
  %t170 = and i1 %t169, %t168, !dbg !26
  br i1 %t170, label %b58, label %b59, !dbg !26

b58:                                              ; preds = %b57
  %t171 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t5, !dbg !26
  store double %t167, ptr addrspace(1) %t171, align 8, !dbg !26
  br label %b59, !dbg !26

b59:                                              ; preds = %b58, %b57
  ret void, !dbg !26
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, double %a3, i8 %a4) local_unnamed_addr #1 !dbg !28 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !29
  %t3 = sext i32 %.2 to i64, !dbg !29
  %t4 = add i64 %a0, 1, !dbg !29
  %t5 = ashr i64 %t4, 1, !dbg !29
  %t6 = icmp sgt i64 %t5, %t3, !dbg !29
  br i1 %t6, label %b1, label %b9, !dbg !29

b1:                                               ; preds = %entry
  %t7 = shl nsw i64 %t3, 1, !dbg !29
  %t8 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t7, !dbg !29
  %.3 = load double, ptr addrspace(1) %t8, align 8, !dbg !29, !amdgpu.noclobber !6
  %0 = xor i64 %t7, -1, !dbg !29
  %t11 = add i64 %0, %a0, !dbg !29
  %t13 = icmp sgt i64 %t11, 0, !dbg !29
  br i1 %t13, label %b2, label %b3, !dbg !29

b2:                                               ; preds = %b1
  %t12 = getelementptr inbounds double, ptr addrspace(1) %t8, i64 1, !dbg !29
  %.4 = load double, ptr addrspace(1) %t12, align 8, !dbg !29, !amdgpu.noclobber !6
  %t15 = fadd double %.3, %.4, !dbg !30
  br label %b3, !dbg !29

b3:                                               ; preds = %b2, %b1
  %t16 = phi double [ %t15, %b2 ], [ %.3, %b1 ]
  %t17 = add nsw i64 %t3, 256, !dbg !29
  %t239 = icmp slt i64 %t17, %t5, !dbg !29
  br i1 %t239, label %b5.lr.ph, label %b9, !dbg !29

b5.lr.ph:                                         ; preds = %b3
  %t18 = shl nsw i64 %t17, 1, !dbg !29
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t18, !dbg !29
  %t25 = add i64 %a0, -1
  br label %b5, !dbg !29

b5:                                               ; preds = %b5.lr.ph, %b7
  %t2212 = phi double [ %t16, %b5.lr.ph ], [ %t33, %b7 ]
  %t2111 = phi i64 [ %t17, %b5.lr.ph ], [ %t34, %b7 ]
  %t2010 = phi ptr addrspace(1) [ %t19, %b5.lr.ph ], [ %t35, %b7 ]
  %t24.neg = mul i64 %t2111, -2, !dbg !29
  %t26 = add i64 %t25, %t24.neg, !dbg !29
  %.5 = load double, ptr addrspace(1) %t2010, align 8, !dbg !29
  %t28 = fadd double %t2212, %.5, !dbg !30
  %t30 = icmp sgt i64 %t26, 0, !dbg !29
  br i1 %t30, label %b6, label %b7, !dbg !29

b6:                                               ; preds = %b5
  %t29 = getelementptr inbounds double, ptr addrspace(1) %t2010, i64 1, !dbg !29
  %.6 = load double, ptr addrspace(1) %t29, align 8, !dbg !29
  %t32 = fadd double %t28, %.6, !dbg !30
  br label %b7, !dbg !29

b7:                                               ; preds = %b6, %b5
  %t33 = phi double [ %t32, %b6 ], [ %t28, %b5 ]
  %t34 = add nsw i64 %t2111, 256, !dbg !29
  %t35 = getelementptr inbounds double, ptr addrspace(1) %t2010, i64 512, !dbg !29
  %t23 = icmp slt i64 %t34, %t5, !dbg !29
  br i1 %t23, label %b5, label %b9, !dbg !29

b9:                                               ; preds = %b7, %b3, %entry
  %t45 = phi double [ -0.000000e+00, %entry ], [ %t16, %b3 ], [ %t33, %b7 ]
  %t36 = phi double [ 0.000000e+00, %entry ], [ %t16, %b3 ], [ %t33, %b7 ]
  %t37 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !29
  store double %t36, ptr addrspace(3) %t37, align 8, !dbg !29
  %t38 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !29
  %.7 = zext i1 %t6 to i8, !dbg !29
  store i8 %.7, ptr addrspace(3) %t38, align 1, !dbg !29
  fence syncscope("workgroup") release, !dbg !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !29
  fence syncscope("workgroup") acquire, !dbg !29
  %t39 = icmp slt i32 %.2, 128, !dbg !29
  br i1 %t39, label %b10, label %b15, !dbg !29

b10:                                              ; preds = %b9
  %t40 = add nsw i32 %.2, 128, !dbg !29
  %t41 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t40, !dbg !29
  %.8 = load double, ptr addrspace(3) %t41, align 8, !dbg !29
  %t43 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t40, !dbg !29
  %.9 = load i8, ptr addrspace(3) %t43, align 1, !dbg !29
  %.10 = icmp ne i8 %.9, 0, !dbg !29
  %spec.select = fadd double %t45, %.8, !dbg !29
  %t47 = select i1 %.10, double %spec.select, double %t36, !dbg !29
  %t48 = select i1 %.10, i1 true, i1 %t6, !dbg !29
  store double %t47, ptr addrspace(3) %t37, align 8, !dbg !29
  %.11 = zext i1 %t48 to i8, !dbg !29
  store i8 %.11, ptr addrspace(3) %t38, align 1, !dbg !29
  br label %b15, !dbg !29

b15:                                              ; preds = %b10, %b9
  %t49 = phi double [ %t47, %b10 ], [ %t36, %b9 ]
  %t50 = phi i1 [ %t48, %b10 ], [ %t6, %b9 ]
  fence syncscope("workgroup") release, !dbg !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !29
  fence syncscope("workgroup") acquire, !dbg !29
  %t51 = icmp slt i32 %.2, 64, !dbg !29
  br i1 %t51, label %b16, label %b21, !dbg !29

b16:                                              ; preds = %b15
  %t52 = add nsw i32 %.2, 64, !dbg !29
  %t53 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t52, !dbg !29
  %.12 = load double, ptr addrspace(3) %t53, align 8, !dbg !29
  %t55 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t52, !dbg !29
  %.13 = load i8, ptr addrspace(3) %t55, align 1, !dbg !29
  %.14 = icmp ne i8 %.13, 0, !dbg !29
  %t57 = select i1 %t50, double %t49, double -0.000000e+00, !dbg !29
  %spec.select1 = fadd double %t57, %.12, !dbg !29
  %t59 = select i1 %.14, double %spec.select1, double %t49, !dbg !29
  %t60 = select i1 %.14, i1 true, i1 %t50, !dbg !29
  store double %t59, ptr addrspace(3) %t37, align 8, !dbg !29
  %.15 = zext i1 %t60 to i8, !dbg !29
  store i8 %.15, ptr addrspace(3) %t38, align 1, !dbg !29
  br label %b21, !dbg !29

b21:                                              ; preds = %b16, %b15
  %t61 = phi double [ %t59, %b16 ], [ %t49, %b15 ]
  %t62 = phi i1 [ %t60, %b16 ], [ %t50, %b15 ]
  fence syncscope("workgroup") release, !dbg !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !29
  fence syncscope("workgroup") acquire, !dbg !29
  %t63 = icmp slt i32 %.2, 32, !dbg !29
  br i1 %t63, label %b22, label %b27, !dbg !29

b22:                                              ; preds = %b21
  %t64 = add nsw i32 %.2, 32, !dbg !29
  %t65 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t64, !dbg !29
  %.16 = load double, ptr addrspace(3) %t65, align 8, !dbg !29
  %t67 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAddN_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t64, !dbg !29
  %.17 = load i8, ptr addrspace(3) %t67, align 1, !dbg !29
  %.18 = icmp ne i8 %.17, 0, !dbg !29
  %t69 = select i1 %t62, double %t61, double -0.000000e+00, !dbg !29
  %spec.select2 = fadd double %t69, %.16, !dbg !29
  %t71 = select i1 %.18, double %spec.select2, double %t61, !dbg !29
  %t72 = select i1 %.18, i1 true, i1 %t62, !dbg !29
  br label %b27, !dbg !29

b27:                                              ; preds = %b22, %b21
  %t73 = phi double [ %t71, %b22 ], [ %t61, %b21 ]
  %t74 = phi i1 [ %t72, %b22 ], [ %t62, %b21 ]
  br i1 %t63, label %b28, label %b49, !dbg !29

b28:                                              ; preds = %b27
  %.20 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !29
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.20), !dbg !29
  %.22 = zext i32 %.21 to i64, !dbg !29
  %.23 = add nuw nsw i64 %.22, 16, !dbg !29
  %.24 = icmp ult i32 %.21, 48, !dbg !29
  %.25 = tail call i64 @llvm.read_register.i64(metadata !15) #8, !dbg !29
  %.26 = and i64 %.23, 63, !dbg !29
  %1 = shl nuw i64 1, %.26, !dbg !29
  %2 = and i64 %1, %.25, !dbg !29
  %.28 = icmp ne i64 %2, 0, !dbg !29
  %.29 = and i1 %.24, %.28, !dbg !29
  %.30 = trunc i64 %.23 to i32, !dbg !29
  %.31 = shl i32 %.30, 2, !dbg !29
  %.32 = bitcast double %t73 to i64, !dbg !29
  %.33 = trunc i64 %.32 to i32, !dbg !29
  %.34 = lshr i64 %.32, 32, !dbg !29
  %.35 = trunc i64 %.34 to i32, !dbg !29
  %.36 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.31, i32 %.33), !dbg !29
  %.37 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.31, i32 %.35), !dbg !29
  %.38 = zext i32 %.36 to i64, !dbg !29
  %.39 = zext i32 %.37 to i64, !dbg !29
  %.40 = shl nuw i64 %.39, 32, !dbg !29
  %.41 = or i64 %.40, %.38, !dbg !29
  %.42 = bitcast i64 %.41 to double, !dbg !29
  %t75 = select i1 %.29, double %.42, double %t73, !dbg !29
  %.56 = zext i1 %t74 to i32, !dbg !29
  %.57 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.31, i32 %.56), !dbg !29
  %3 = and i32 %.57, 1, !dbg !29
  %.58 = icmp ne i32 %3, 0, !dbg !29
  %t76 = select i1 %.29, i1 %.58, i1 %t74, !dbg !29
  %t77 = icmp slt i32 %.2, 16, !dbg !29
  %t78 = and i1 %t77, %t76, !dbg !29
  %t79 = select i1 %t74, double %t73, double -0.000000e+00, !dbg !29
  %spec.select3 = fadd double %t79, %t75, !dbg !29
  %t81 = select i1 %t78, double %spec.select3, double %t73, !dbg !29
  %t82 = select i1 %t78, i1 true, i1 %t74, !dbg !29
  %.63 = add nuw nsw i64 %.22, 8, !dbg !29
  %.64 = icmp ult i32 %.21, 56, !dbg !29
  %.66 = and i64 %.63, 63, !dbg !29
  %4 = shl nuw i64 1, %.66, !dbg !29
  %5 = and i64 %4, %.25, !dbg !29
  %.68 = icmp ne i64 %5, 0, !dbg !29
  %.69 = and i1 %.64, %.68, !dbg !29
  %.70 = trunc i64 %.63 to i32, !dbg !29
  %.71 = shl i32 %.70, 2, !dbg !29
  %.72 = bitcast double %t81 to i64, !dbg !29
  %.73 = trunc i64 %.72 to i32, !dbg !29
  %.74 = lshr i64 %.72, 32, !dbg !29
  %.75 = trunc i64 %.74 to i32, !dbg !29
  %.76 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.73), !dbg !29
  %.77 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.75), !dbg !29
  %.78 = zext i32 %.76 to i64, !dbg !29
  %.79 = zext i32 %.77 to i64, !dbg !29
  %.80 = shl nuw i64 %.79, 32, !dbg !29
  %.81 = or i64 %.80, %.78, !dbg !29
  %.82 = bitcast i64 %.81 to double, !dbg !29
  %t83 = select i1 %.69, double %.82, double %t81, !dbg !29
  %.96 = zext i1 %t82 to i32, !dbg !29
  %.97 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.96), !dbg !29
  %6 = and i32 %.97, 1, !dbg !29
  %.98 = icmp ne i32 %6, 0, !dbg !29
  %t84 = select i1 %.69, i1 %.98, i1 %t82, !dbg !29
  %t85 = icmp slt i32 %.2, 24, !dbg !29
  %t86 = and i1 %t85, %t84, !dbg !29
  %t87 = select i1 %t82, double %t81, double -0.000000e+00, !dbg !29
  %spec.select4 = fadd double %t83, %t87, !dbg !29
  %t89 = select i1 %t86, double %spec.select4, double %t81, !dbg !29
  %t90 = select i1 %t86, i1 true, i1 %t82, !dbg !29
  %.103 = add nuw nsw i64 %.22, 4, !dbg !29
  %.104 = icmp ult i32 %.21, 60, !dbg !29
  %.106 = and i64 %.103, 63, !dbg !29
  %7 = shl nuw i64 1, %.106, !dbg !29
  %8 = and i64 %7, %.25, !dbg !29
  %.108 = icmp ne i64 %8, 0, !dbg !29
  %.109 = and i1 %.104, %.108, !dbg !29
  %.110 = trunc i64 %.103 to i32, !dbg !29
  %.111 = shl i32 %.110, 2, !dbg !29
  %.112 = bitcast double %t89 to i64, !dbg !29
  %.113 = trunc i64 %.112 to i32, !dbg !29
  %.114 = lshr i64 %.112, 32, !dbg !29
  %.115 = trunc i64 %.114 to i32, !dbg !29
  %.116 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.113), !dbg !29
  %.117 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.115), !dbg !29
  %.118 = zext i32 %.116 to i64, !dbg !29
  %.119 = zext i32 %.117 to i64, !dbg !29
  %.120 = shl nuw i64 %.119, 32, !dbg !29
  %.121 = or i64 %.120, %.118, !dbg !29
  %.122 = bitcast i64 %.121 to double, !dbg !29
  %t91 = select i1 %.109, double %.122, double %t89, !dbg !29
  %.136 = zext i1 %t90 to i32, !dbg !29
  %.137 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.136), !dbg !29
  %9 = and i32 %.137, 1, !dbg !29
  %.138 = icmp ne i32 %9, 0, !dbg !29
  %t92 = select i1 %.109, i1 %.138, i1 %t90, !dbg !29
  %t93 = icmp slt i32 %.2, 28, !dbg !29
  %t94 = and i1 %t93, %t92, !dbg !29
  %t95 = select i1 %t90, double %t89, double -0.000000e+00, !dbg !29
  %spec.select5 = fadd double %t91, %t95, !dbg !29
  %t97 = select i1 %t94, double %spec.select5, double %t89, !dbg !29
  %t98 = select i1 %t94, i1 true, i1 %t90, !dbg !29
  %.143 = add nuw nsw i64 %.22, 2, !dbg !29
  %.144 = icmp ult i32 %.21, 62, !dbg !29
  %.146 = and i64 %.143, 63, !dbg !29
  %10 = shl nuw i64 1, %.146, !dbg !29
  %11 = and i64 %10, %.25, !dbg !29
  %.148 = icmp ne i64 %11, 0, !dbg !29
  %.149 = and i1 %.144, %.148, !dbg !29
  %.150 = trunc i64 %.143 to i32, !dbg !29
  %.151 = shl i32 %.150, 2, !dbg !29
  %.152 = bitcast double %t97 to i64, !dbg !29
  %.153 = trunc i64 %.152 to i32, !dbg !29
  %.154 = lshr i64 %.152, 32, !dbg !29
  %.155 = trunc i64 %.154 to i32, !dbg !29
  %.156 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.151, i32 %.153), !dbg !29
  %.157 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.151, i32 %.155), !dbg !29
  %.158 = zext i32 %.156 to i64, !dbg !29
  %.159 = zext i32 %.157 to i64, !dbg !29
  %.160 = shl nuw i64 %.159, 32, !dbg !29
  %.161 = or i64 %.160, %.158, !dbg !29
  %.162 = bitcast i64 %.161 to double, !dbg !29
  %t99 = select i1 %.149, double %.162, double %t97, !dbg !29
  %.176 = zext i1 %t98 to i32, !dbg !29
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.151, i32 %.176), !dbg !29
  %12 = and i32 %.177, 1, !dbg !29
  %.178 = icmp ne i32 %12, 0, !dbg !29
  %t100 = select i1 %.149, i1 %.178, i1 %t98, !dbg !29
  %t101 = icmp slt i32 %.2, 30, !dbg !29
  %t102 = and i1 %t101, %t100, !dbg !29
  %t103 = select i1 %t98, double %t97, double -0.000000e+00, !dbg !29
  %spec.select6 = fadd double %t99, %t103, !dbg !29
  %t105 = select i1 %t102, double %spec.select6, double %t97, !dbg !29
  %t106 = select i1 %t102, i1 true, i1 %t98, !dbg !29
  %.183 = add nuw nsw i64 %.22, 1, !dbg !29
  %.184 = icmp ult i32 %.21, 63, !dbg !29
  %.186 = and i64 %.183, 63, !dbg !29
  %13 = shl nuw i64 1, %.186, !dbg !29
  %14 = and i64 %13, %.25, !dbg !29
  %.188 = icmp ne i64 %14, 0, !dbg !29
  %.189 = and i1 %.184, %.188, !dbg !29
  %.190 = trunc i64 %.183 to i32, !dbg !29
  %.191 = shl i32 %.190, 2, !dbg !29
  %.192 = bitcast double %t105 to i64, !dbg !29
  %.193 = trunc i64 %.192 to i32, !dbg !29
  %.194 = lshr i64 %.192, 32, !dbg !29
  %.195 = trunc i64 %.194 to i32, !dbg !29
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.193), !dbg !29
  %.197 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.195), !dbg !29
  %.198 = zext i32 %.196 to i64, !dbg !29
  %.199 = zext i32 %.197 to i64, !dbg !29
  %.200 = shl nuw i64 %.199, 32, !dbg !29
  %.201 = or i64 %.200, %.198, !dbg !29
  %.202 = bitcast i64 %.201 to double, !dbg !29
  %t107 = select i1 %.189, double %.202, double %t105, !dbg !29
  %.216 = zext i1 %t106 to i32, !dbg !29
  %.217 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.216), !dbg !29
  %15 = and i32 %.217, 1, !dbg !29
  %.218 = icmp ne i32 %15, 0, !dbg !29
  %t108 = select i1 %.189, i1 %.218, i1 %t106, !dbg !29
  %t109 = icmp ne i32 %.2, 31, !dbg !29
  %t110 = and i1 %t109, %t108, !dbg !29
  %t111 = select i1 %t106, double %t105, double -0.000000e+00, !dbg !29
  %spec.select7 = fadd double %t107, %t111, !dbg !29
  %t113 = select i1 %t110, double %spec.select7, double %t105, !dbg !29
  %t114 = select i1 %t110, i1 true, i1 %t106, !dbg !29
  br label %b49, !dbg !29

b49:                                              ; preds = %b28, %b27
  %t115 = phi double [ %t113, %b28 ], [ %t73, %b27 ]
  %t116 = phi i1 [ %t114, %b28 ], [ %t74, %b27 ]
  %t117 = icmp eq i32 %.2, 0, !dbg !29
  %t121 = select i1 %t116, i1 true, i1 %.1, !dbg !29
  %or.cond = select i1 %t117, i1 %t121, i1 false, !dbg !29
  br i1 %or.cond, label %b55, label %b56, !dbg !29

b55:                                              ; preds = %b49
  %t118 = select i1 %.1, double %a3, double -0.000000e+00, !dbg !29
  %spec.select8 = fadd double %t118, %t115, !dbg !29
  %t120 = select i1 %t116, double %spec.select8, double %a3, !dbg !29
  store double %t120, ptr addrspace(1) %a2, align 8, !dbg !29
  br label %b56, !dbg !29

b56:                                              ; preds = %b55, %b49
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
  %t15 = icmp sgt i64 %a1, 6, !dbg !35
  %t17 = icmp sgt i64 %a1, 5, !dbg !35
  %t19 = icmp sgt i64 %a1, 4, !dbg !35
  %t21 = icmp sgt i64 %a1, 3, !dbg !35
  %t23 = icmp sgt i64 %a1, 2, !dbg !35
  %t25 = icmp sgt i64 %a1, 1, !dbg !35
  %t27 = icmp sgt i64 %a1, 0, !dbg !35
  %t291 = icmp slt i64 %t11, %a0, !dbg !35
  br i1 %t291, label %b2, label %b23, !dbg !35

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t149, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !35

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !35
  %t33 = mul i64 %t31, %a9, !dbg !35
  %t34 = sub nuw i64 %t282, %t33, !dbg !35
  %t35 = mul i64 %t34, %a19, !dbg !35
  %t36 = mul i64 %t34, %a29, !dbg !35
  %t37 = mul i64 %t34, %a38, !dbg !35
  br label %b4, !dbg !35

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !35

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !35
  %t45 = mul i64 %t43, %a8, !dbg !35
  %t46 = sub i64 %t38, %t45, !dbg !35
  %t47 = mul i64 %t46, %a18, !dbg !35
  %t48 = add i64 %t47, %t39, !dbg !35
  %t49 = mul i64 %t46, %a28, !dbg !35
  %t50 = add i64 %t49, %t40, !dbg !35
  %t51 = mul i64 %t46, %a37, !dbg !35
  %t52 = add i64 %t51, %t41, !dbg !35
  br label %b6, !dbg !35

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !35

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !35
  %t60 = mul i64 %t58, %a7, !dbg !35
  %t61 = sub i64 %t53, %t60, !dbg !35
  %t62 = mul i64 %t61, %a17, !dbg !35
  %t63 = add i64 %t62, %t54, !dbg !35
  %t64 = mul i64 %t61, %a27, !dbg !35
  %t65 = add i64 %t64, %t55, !dbg !35
  %t66 = mul i64 %t61, %a36, !dbg !35
  %t67 = add i64 %t66, %t56, !dbg !35
  br label %b8, !dbg !35

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !35

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !35
  %t75 = mul i64 %t73, %a6, !dbg !35
  %t76 = sub i64 %t68, %t75, !dbg !35
  %t77 = mul i64 %t76, %a16, !dbg !35
  %t78 = add i64 %t77, %t69, !dbg !35
  %t79 = mul i64 %t76, %a26, !dbg !35
  %t80 = add i64 %t79, %t70, !dbg !35
  %t81 = mul i64 %t76, %a35, !dbg !35
  %t82 = add i64 %t81, %t71, !dbg !35
  br label %b10, !dbg !35

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !35

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !35
  %t90 = mul i64 %t88, %a5, !dbg !35
  %t91 = sub i64 %t83, %t90, !dbg !35
  %t92 = mul i64 %t91, %a15, !dbg !35
  %t93 = add i64 %t92, %t84, !dbg !35
  %t94 = mul i64 %t91, %a25, !dbg !35
  %t95 = add i64 %t94, %t85, !dbg !35
  %t96 = mul i64 %t91, %a34, !dbg !35
  %t97 = add i64 %t96, %t86, !dbg !35
  br label %b12, !dbg !35

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !35

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !35
  %t105 = mul i64 %t103, %a4, !dbg !35
  %t106 = sub i64 %t98, %t105, !dbg !35
  %t107 = mul i64 %t106, %a14, !dbg !35
  %t108 = add i64 %t107, %t99, !dbg !35
  %t109 = mul i64 %t106, %a24, !dbg !35
  %t110 = add i64 %t109, %t100, !dbg !35
  %t111 = mul i64 %t106, %a33, !dbg !35
  %t112 = add i64 %t111, %t101, !dbg !35
  br label %b14, !dbg !35

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !35

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !35
  %t120 = mul i64 %t118, %a3, !dbg !35
  %t121 = sub i64 %t113, %t120, !dbg !35
  %t122 = mul i64 %t121, %a13, !dbg !35
  %t123 = add i64 %t122, %t114, !dbg !35
  %t124 = mul i64 %t121, %a23, !dbg !35
  %t125 = add i64 %t124, %t115, !dbg !35
  %t126 = mul i64 %t121, %a32, !dbg !35
  %t127 = add i64 %t126, %t116, !dbg !35
  br label %b16, !dbg !35

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !35

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !35
  %t133 = add i64 %t129, %t132, !dbg !35
  %t134 = mul i64 %t128, %a22, !dbg !35
  %t135 = add i64 %t130, %t134, !dbg !35
  %t136 = mul i64 %t128, %a31, !dbg !35
  %t137 = add i64 %t131, %t136, !dbg !35
  br label %b18, !dbg !35

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !35

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t138, !dbg !35
  %.17 = load i32, ptr addrspace(1) %t141, align 4, !dbg !35
  br label %b20, !dbg !35

b20:                                              ; preds = %b19, %b18
  %t143 = phi i32 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !35

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t139, !dbg !35
  %.18 = load i32, ptr addrspace(1) %t144, align 4, !dbg !35
  br label %b22, !dbg !35

b22:                                              ; preds = %b21, %b20
  %t146 = phi i32 [ %.18, %b21 ], [ %a21, %b20 ]
  %t147 = add i32 %t146, %t143, !dbg !36
  %t148 = getelementptr inbounds i32, ptr addrspace(1) %a30, i64 %t140, !dbg !35
  store i32 %t147, ptr addrspace(1) %t148, align 4, !dbg !35
  %t149 = add i64 %t282, %t12, !dbg !35
  %t29 = icmp slt i64 %t149, %a0, !dbg !35
  br i1 %t29, label %b2, label %b23, !dbg !35

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !35
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !37 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !38
  %t3 = sext i32 %.1 to i64, !dbg !38
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !38
  %t5 = sext i32 %.2 to i64, !dbg !38
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !38
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !38
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !38, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !38
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !38
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !38, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !38
  %.15 = add i32 %.14, %.9, !dbg !38
  %.16 = udiv i32 %.15, %.6, !dbg !38
  %t9 = sext i32 %.16 to i64, !dbg !38
  %t10 = mul nsw i64 %t7, %t5, !dbg !38
  %t11 = add nsw i64 %t10, %t3, !dbg !38
  %t12 = mul nsw i64 %t9, %t7, !dbg !38
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !38
  %t14 = icmp eq i64 %a2, 1, !dbg !38
  %t15 = and i64 %t13, 15, !dbg !38
  %t16 = icmp eq i64 %t15, 0, !dbg !38
  %t17 = and i1 %t14, %t16, !dbg !38
  %t19 = ashr i64 %a0, 2, !dbg !38
  %t20 = add i64 %a0, 3, !dbg !38
  %t21 = ashr i64 %t20, 2, !dbg !38
  %t22 = icmp slt i64 %t11, %t21, !dbg !38
  br i1 %t22, label %b1, label %b25, !dbg !38

b1:                                               ; preds = %entry
  %t23 = shl nsw i64 %t11, 2, !dbg !38
  %t24 = mul i64 %t23, %a2, !dbg !38
  %t25 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t24, !dbg !38
  %.17 = load i32, ptr addrspace(1) %t25, align 4, !dbg !38, !amdgpu.noclobber !6
  %0 = xor i64 %t23, -1, !dbg !38
  %t28 = add i64 %0, %a0, !dbg !38
  %t29 = getelementptr inbounds i32, ptr addrspace(1) %t25, i64 %a2, !dbg !38
  %t30 = icmp sgt i64 %t28, 0, !dbg !38
  br i1 %t30, label %b2, label %b3, !dbg !38

b2:                                               ; preds = %b1
  %.18 = load i32, ptr addrspace(1) %t29, align 4, !dbg !38, !amdgpu.noclobber !6
  %t32 = add i32 %.18, %.17, !dbg !39
  br label %b3, !dbg !38

b3:                                               ; preds = %b2, %b1
  %t33 = phi i32 [ %t32, %b2 ], [ %.17, %b1 ]
  %t34 = getelementptr inbounds i32, ptr addrspace(1) %t29, i64 %a2, !dbg !38
  %t35 = icmp sgt i64 %t28, 1, !dbg !38
  br i1 %t35, label %b4, label %b5, !dbg !38

b4:                                               ; preds = %b3
  %.19 = load i32, ptr addrspace(1) %t34, align 4, !dbg !38, !amdgpu.noclobber !6
  %t37 = add i32 %.19, %t33, !dbg !39
  br label %b5, !dbg !38

b5:                                               ; preds = %b4, %b3
  %t38 = phi i32 [ %t37, %b4 ], [ %t33, %b3 ]
  %t40 = icmp sgt i64 %t28, 2, !dbg !38
  br i1 %t40, label %b6, label %b7, !dbg !38

b6:                                               ; preds = %b5
  %t39 = getelementptr inbounds i32, ptr addrspace(1) %t34, i64 %a2, !dbg !38
  %.20 = load i32, ptr addrspace(1) %t39, align 4, !dbg !38, !amdgpu.noclobber !6
  %t42 = add i32 %.20, %t38, !dbg !39
  br label %b7, !dbg !38

b7:                                               ; preds = %b6, %b5
  %t43 = phi i32 [ %t42, %b6 ], [ %t38, %b5 ]
  %t44 = add nsw i64 %t12, %t11, !dbg !38
  br i1 %t17, label %b8, label %b15, !dbg !38

b8:                                               ; preds = %b7
  %t45 = shl nsw i64 %t12, 1, !dbg !38
  %t46 = sub nsw i64 %t19, %t12, !dbg !38
  %t508 = icmp slt i64 %t44, %t46, !dbg !38
  br i1 %t508, label %b10, label %b12.preheader, !dbg !38

b12.preheader:                                    ; preds = %b10, %b8
  %t47.lcssa = phi i64 [ %t44, %b8 ], [ %t72, %b10 ]
  %t48.lcssa = phi i32 [ %t43, %b8 ], [ %t71, %b10 ]
  %t7612 = icmp slt i64 %t47.lcssa, %t19, !dbg !38
  br i1 %t7612, label %b13, label %b15, !dbg !38

b10:                                              ; preds = %b8, %b10
  %t4810 = phi i32 [ %t71, %b10 ], [ %t43, %b8 ]
  %t479 = phi i64 [ %t72, %b10 ], [ %t44, %b8 ]
  %t51 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t479, !dbg !38
  %.21 = load <4 x i32>, ptr addrspace(1) %t51, align 16, !dbg !38, !amdgpu.noclobber !6
  %.22 = extractelement <4 x i32> %.21, i64 0, !dbg !38
  %.24 = extractelement <4 x i32> %.21, i64 1, !dbg !38
  %.26 = extractelement <4 x i32> %.21, i64 2, !dbg !38
  %.28 = extractelement <4 x i32> %.21, i64 3, !dbg !38
  %t53 = add i64 %t479, %t12, !dbg !38
  %t54 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t53, !dbg !38
  %.30 = load <4 x i32>, ptr addrspace(1) %t54, align 16, !dbg !38, !amdgpu.noclobber !6
  %.31 = extractelement <4 x i32> %.30, i64 0, !dbg !38
  %.33 = extractelement <4 x i32> %.30, i64 1, !dbg !38
  %.35 = extractelement <4 x i32> %.30, i64 2, !dbg !38
  %.37 = extractelement <4 x i32> %.30, i64 3, !dbg !38
  %t57 = add i32 %.22, %t4810, !dbg !39
  %t59 = add i32 %t57, %.24, !dbg !39
  %t61 = add i32 %t59, %.26, !dbg !39
  %t63 = add i32 %t61, %.28, !dbg !39
  %t65 = add i32 %t63, %.31, !dbg !39
  %t67 = add i32 %t65, %.33, !dbg !39
  %t69 = add i32 %t67, %.35, !dbg !39
  %t71 = add i32 %t69, %.37, !dbg !39
  %t72 = add i64 %t479, %t45, !dbg !38
  %t50 = icmp slt i64 %t72, %t46, !dbg !38
  br i1 %t50, label %b10, label %b12.preheader, !dbg !38

b13:                                              ; preds = %b12.preheader, %b13
  %t7414 = phi i32 [ %t86, %b13 ], [ %t48.lcssa, %b12.preheader ]
  %t7313 = phi i64 [ %t87, %b13 ], [ %t47.lcssa, %b12.preheader ]
  %t77 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t7313, !dbg !38
  %.39 = load <4 x i32>, ptr addrspace(1) %t77, align 16, !dbg !38, !amdgpu.noclobber !6
  %.40 = extractelement <4 x i32> %.39, i64 0, !dbg !38
  %.42 = extractelement <4 x i32> %.39, i64 1, !dbg !38
  %.44 = extractelement <4 x i32> %.39, i64 2, !dbg !38
  %.46 = extractelement <4 x i32> %.39, i64 3, !dbg !38
  %t80 = add i32 %.40, %t7414, !dbg !39
  %t82 = add i32 %t80, %.42, !dbg !39
  %t84 = add i32 %t82, %.44, !dbg !39
  %t86 = add i32 %t84, %.46, !dbg !39
  %t87 = add i64 %t7313, %t12, !dbg !38
  %t76 = icmp slt i64 %t87, %t19, !dbg !38
  br i1 %t76, label %b13, label %b15, !dbg !38

b15:                                              ; preds = %b13, %b12.preheader, %b7
  %t88 = phi i32 [ %t43, %b7 ], [ %t48.lcssa, %b12.preheader ], [ %t86, %b13 ]
  %t89 = phi i64 [ %t44, %b7 ], [ %t47.lcssa, %b12.preheader ], [ %t87, %b13 ]
  %t90 = shl i64 %a2, 2, !dbg !38
  %t93 = mul i64 %t12, %t90, !dbg !38
  %t9717 = icmp slt i64 %t89, %t21, !dbg !38
  br i1 %t9717, label %b17.lr.ph, label %b25, !dbg !38

b17.lr.ph:                                        ; preds = %b15
  %t91 = mul i64 %t89, %t90, !dbg !38
  %t92 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t91, !dbg !38
  %t99 = add i64 %a0, -1
  br label %b17, !dbg !38

b17:                                              ; preds = %b17.lr.ph, %b23
  %t9620 = phi i32 [ %t88, %b17.lr.ph ], [ %t117, %b23 ]
  %t9519 = phi i64 [ %t89, %b17.lr.ph ], [ %t118, %b23 ]
  %t9418 = phi ptr addrspace(1) [ %t92, %b17.lr.ph ], [ %t119, %b23 ]
  %t98.neg = mul i64 %t9519, -4, !dbg !38
  %t100 = add i64 %t99, %t98.neg, !dbg !38
  %.48 = load i32, ptr addrspace(1) %t9418, align 4, !dbg !38
  %t102 = add i32 %.48, %t9620, !dbg !39
  %t103 = getelementptr inbounds i32, ptr addrspace(1) %t9418, i64 %a2, !dbg !38
  %t104 = icmp sgt i64 %t100, 0, !dbg !38
  br i1 %t104, label %b18, label %b19, !dbg !38

b18:                                              ; preds = %b17
  %.49 = load i32, ptr addrspace(1) %t103, align 4, !dbg !38
  %t106 = add i32 %.49, %t102, !dbg !39
  br label %b19, !dbg !38

b19:                                              ; preds = %b18, %b17
  %t107 = phi i32 [ %t106, %b18 ], [ %t102, %b17 ]
  %t108 = getelementptr inbounds i32, ptr addrspace(1) %t103, i64 %a2, !dbg !38
  %t109 = icmp sgt i64 %t100, 1, !dbg !38
  br i1 %t109, label %b20, label %b21, !dbg !38

b20:                                              ; preds = %b19
  %.50 = load i32, ptr addrspace(1) %t108, align 4, !dbg !38
  %t111 = add i32 %.50, %t107, !dbg !39
  br label %b21, !dbg !38

b21:                                              ; preds = %b20, %b19
  %t112 = phi i32 [ %t111, %b20 ], [ %t107, %b19 ]
  %t114 = icmp sgt i64 %t100, 2, !dbg !38
  br i1 %t114, label %b22, label %b23, !dbg !38

b22:                                              ; preds = %b21
  %t113 = getelementptr inbounds i32, ptr addrspace(1) %t108, i64 %a2, !dbg !38
  %.51 = load i32, ptr addrspace(1) %t113, align 4, !dbg !38
  %t116 = add i32 %.51, %t112, !dbg !39
  br label %b23, !dbg !38

b23:                                              ; preds = %b22, %b21
  %t117 = phi i32 [ %t116, %b22 ], [ %t112, %b21 ]
  %t118 = add i64 %t9519, %t12, !dbg !38
  %t119 = getelementptr inbounds i32, ptr addrspace(1) %t9418, i64 %t93, !dbg !38
  %t97 = icmp slt i64 %t118, %t21, !dbg !38
  br i1 %t97, label %b17, label %b25, !dbg !38

b25:                                              ; preds = %b23, %b15, %entry
  %t129 = phi i32 [ 0, %entry ], [ %t88, %b15 ], [ %t117, %b23 ]
  %t121 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !38
  store i32 %t129, ptr addrspace(3) %t121, align 4, !dbg !38
  %t122 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !38
  %.52 = zext i1 %t22 to i8, !dbg !38
  store i8 %.52, ptr addrspace(3) %t122, align 1, !dbg !38
  fence syncscope("workgroup") release, !dbg !38
  tail call void @llvm.amdgcn.s.barrier(), !dbg !38
  fence syncscope("workgroup") acquire, !dbg !38
  %t123 = icmp slt i32 %.1, 128, !dbg !38
  br i1 %t123, label %b26, label %b31, !dbg !38

b26:                                              ; preds = %b25
  %t124 = add nsw i32 %.1, 128, !dbg !38
  %t125 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.0, i32 %t124, !dbg !38
  %.53 = load i32, ptr addrspace(3) %t125, align 4, !dbg !38
  %t127 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.1, i32 %t124, !dbg !38
  %.54 = load i8, ptr addrspace(3) %t127, align 1, !dbg !38
  %.55 = icmp ne i8 %.54, 0, !dbg !38
  %spec.select = select i1 %.55, i32 %.53, i32 0, !dbg !38
  %t131 = add i32 %spec.select, %t129, !dbg !38
  %t132 = select i1 %.55, i1 true, i1 %t22, !dbg !38
  store i32 %t131, ptr addrspace(3) %t121, align 4, !dbg !38
  %.56 = zext i1 %t132 to i8, !dbg !38
  store i8 %.56, ptr addrspace(3) %t122, align 1, !dbg !38
  br label %b31, !dbg !38

b31:                                              ; preds = %b26, %b25
  %t133 = phi i32 [ %t131, %b26 ], [ %t129, %b25 ]
  %t134 = phi i1 [ %t132, %b26 ], [ %t22, %b25 ]
  fence syncscope("workgroup") release, !dbg !38
  tail call void @llvm.amdgcn.s.barrier(), !dbg !38
  fence syncscope("workgroup") acquire, !dbg !38
  %t135 = icmp slt i32 %.1, 64, !dbg !38
  br i1 %t135, label %b32, label %b37, !dbg !38

b32:                                              ; preds = %b31
  %t136 = add nsw i32 %.1, 64, !dbg !38
  %t137 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.0, i32 %t136, !dbg !38
  %.57 = load i32, ptr addrspace(3) %t137, align 4, !dbg !38
  %t139 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.1, i32 %t136, !dbg !38
  %.58 = load i8, ptr addrspace(3) %t139, align 1, !dbg !38
  %.59 = icmp ne i8 %.58, 0, !dbg !38
  %t141 = select i1 %t134, i32 %t133, i32 0, !dbg !38
  %spec.select1 = add i32 %.57, %t141, !dbg !38
  %t143 = select i1 %.59, i32 %spec.select1, i32 %t133, !dbg !38
  %t144 = select i1 %.59, i1 true, i1 %t134, !dbg !38
  store i32 %t143, ptr addrspace(3) %t121, align 4, !dbg !38
  %.60 = zext i1 %t144 to i8, !dbg !38
  store i8 %.60, ptr addrspace(3) %t122, align 1, !dbg !38
  br label %b37, !dbg !38

b37:                                              ; preds = %b32, %b31
  %t145 = phi i32 [ %t143, %b32 ], [ %t133, %b31 ]
  %t146 = phi i1 [ %t144, %b32 ], [ %t134, %b31 ]
  fence syncscope("workgroup") release, !dbg !38
  tail call void @llvm.amdgcn.s.barrier(), !dbg !38
  fence syncscope("workgroup") acquire, !dbg !38
  %t147 = icmp slt i32 %.1, 32, !dbg !38
  br i1 %t147, label %b38, label %b43, !dbg !38

b38:                                              ; preds = %b37
  %t148 = add nsw i32 %.1, 32, !dbg !38
  %t149 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.0, i32 %t148, !dbg !38
  %.61 = load i32, ptr addrspace(3) %t149, align 4, !dbg !38
  %t151 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage1.shared.1, i32 %t148, !dbg !38
  %.62 = load i8, ptr addrspace(3) %t151, align 1, !dbg !38
  %.63 = icmp ne i8 %.62, 0, !dbg !38
  %t153 = select i1 %t146, i32 %t145, i32 0, !dbg !38
  %spec.select2 = add i32 %.61, %t153, !dbg !38
  %t155 = select i1 %.63, i32 %spec.select2, i32 %t145, !dbg !38
  %t156 = select i1 %.63, i1 true, i1 %t146, !dbg !38
  br label %b43, !dbg !38

b43:                                              ; preds = %b38, %b37
  %t157 = phi i32 [ %t155, %b38 ], [ %t145, %b37 ]
  %t158 = phi i1 [ %t156, %b38 ], [ %t146, %b37 ]
  br i1 %t147, label %b44, label %b65, !dbg !38

b44:                                              ; preds = %b43
  %.65 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !38
  %.66 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.65), !dbg !38
  %.67 = zext i32 %.66 to i64, !dbg !38
  %.68 = add nuw nsw i64 %.67, 16, !dbg !38
  %.69 = icmp ult i32 %.66, 48, !dbg !38
  %.70 = tail call i64 @llvm.read_register.i64(metadata !15) #8, !dbg !38
  %.71 = and i64 %.68, 63, !dbg !38
  %1 = shl nuw i64 1, %.71, !dbg !38
  %2 = and i64 %1, %.70, !dbg !38
  %.73 = icmp ne i64 %2, 0, !dbg !38
  %.74 = and i1 %.69, %.73, !dbg !38
  %.75 = trunc i64 %.68 to i32, !dbg !38
  %.76 = shl i32 %.75, 2, !dbg !38
  %.77 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.76, i32 %t157), !dbg !38
  %t159 = select i1 %.74, i32 %.77, i32 %t157, !dbg !38
  %.91 = zext i1 %t158 to i32, !dbg !38
  %.92 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.76, i32 %.91), !dbg !38
  %3 = and i32 %.92, 1, !dbg !38
  %.93 = icmp ne i32 %3, 0, !dbg !38
  %t160 = select i1 %.74, i1 %.93, i1 %t158, !dbg !38
  %t161 = icmp slt i32 %.1, 16, !dbg !38
  %t162 = and i1 %t161, %t160, !dbg !38
  %t163 = select i1 %t158, i32 %t157, i32 0, !dbg !38
  %spec.select3 = add i32 %t159, %t163, !dbg !38
  %t165 = select i1 %t162, i32 %spec.select3, i32 %t157, !dbg !38
  %t166 = select i1 %t162, i1 true, i1 %t158, !dbg !38
  %.98 = add nuw nsw i64 %.67, 8, !dbg !38
  %.99 = icmp ult i32 %.66, 56, !dbg !38
  %.101 = and i64 %.98, 63, !dbg !38
  %4 = shl nuw i64 1, %.101, !dbg !38
  %5 = and i64 %4, %.70, !dbg !38
  %.103 = icmp ne i64 %5, 0, !dbg !38
  %.104 = and i1 %.99, %.103, !dbg !38
  %.105 = trunc i64 %.98 to i32, !dbg !38
  %.106 = shl i32 %.105, 2, !dbg !38
  %.107 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.106, i32 %t165), !dbg !38
  %t167 = select i1 %.104, i32 %.107, i32 %t165, !dbg !38
  %.121 = zext i1 %t166 to i32, !dbg !38
  %.122 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.106, i32 %.121), !dbg !38
  %6 = and i32 %.122, 1, !dbg !38
  %.123 = icmp ne i32 %6, 0, !dbg !38
  %t168 = select i1 %.104, i1 %.123, i1 %t166, !dbg !38
  %t169 = icmp slt i32 %.1, 24, !dbg !38
  %t170 = and i1 %t169, %t168, !dbg !38
  %t171 = select i1 %t166, i32 %t165, i32 0, !dbg !38
  %spec.select4 = add i32 %t167, %t171, !dbg !38
  %t173 = select i1 %t170, i32 %spec.select4, i32 %t165, !dbg !38
  %t174 = select i1 %t170, i1 true, i1 %t166, !dbg !38
  %.128 = add nuw nsw i64 %.67, 4, !dbg !38
  %.129 = icmp ult i32 %.66, 60, !dbg !38
  %.131 = and i64 %.128, 63, !dbg !38
  %7 = shl nuw i64 1, %.131, !dbg !38
  %8 = and i64 %7, %.70, !dbg !38
  %.133 = icmp ne i64 %8, 0, !dbg !38
  %.134 = and i1 %.129, %.133, !dbg !38
  %.135 = trunc i64 %.128 to i32, !dbg !38
  %.136 = shl i32 %.135, 2, !dbg !38
  %.137 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %t173), !dbg !38
  %t175 = select i1 %.134, i32 %.137, i32 %t173, !dbg !38
  %.151 = zext i1 %t174 to i32, !dbg !38
  %.152 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %.151), !dbg !38
  %9 = and i32 %.152, 1, !dbg !38
  %.153 = icmp ne i32 %9, 0, !dbg !38
  %t176 = select i1 %.134, i1 %.153, i1 %t174, !dbg !38
  %t177 = icmp slt i32 %.1, 28, !dbg !38
  %t178 = and i1 %t177, %t176, !dbg !38
  %t179 = select i1 %t174, i32 %t173, i32 0, !dbg !38
  %spec.select5 = add i32 %t175, %t179, !dbg !38
  %t181 = select i1 %t178, i32 %spec.select5, i32 %t173, !dbg !38
  %t182 = select i1 %t178, i1 true, i1 %t174, !dbg !38
  %.158 = add nuw nsw i64 %.67, 2, !dbg !38
  %.159 = icmp ult i32 %.66, 62, !dbg !38
  %.161 = and i64 %.158, 63, !dbg !38
  %10 = shl nuw i64 1, %.161, !dbg !38
  %11 = and i64 %10, %.70, !dbg !38
  %.163 = icmp ne i64 %11, 0, !dbg !38
  %.164 = and i1 %.159, %.163, !dbg !38
  %.165 = trunc i64 %.158 to i32, !dbg !38
  %.166 = shl i32 %.165, 2, !dbg !38
  %.167 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.166, i32 %t181), !dbg !38
  %t183 = select i1 %.164, i32 %.167, i32 %t181, !dbg !38
  %.181 = zext i1 %t182 to i32, !dbg !38
  %.182 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.166, i32 %.181), !dbg !38
  %12 = and i32 %.182, 1, !dbg !38
  %.183 = icmp ne i32 %12, 0, !dbg !38
  %t184 = select i1 %.164, i1 %.183, i1 %t182, !dbg !38
  %t185 = icmp slt i32 %.1, 30, !dbg !38
  %t186 = and i1 %t185, %t184, !dbg !38
  %t187 = select i1 %t182, i32 %t181, i32 0, !dbg !38
  %spec.select6 = add i32 %t183, %t187, !dbg !38
  %t189 = select i1 %t186, i32 %spec.select6, i32 %t181, !dbg !38
  %t190 = select i1 %t186, i1 true, i1 %t182, !dbg !38
  %.188 = add nuw nsw i64 %.67, 1, !dbg !38
  %.189 = icmp ult i32 %.66, 63, !dbg !38
  %.191 = and i64 %.188, 63, !dbg !38
  %13 = shl nuw i64 1, %.191, !dbg !38
  %14 = and i64 %13, %.70, !dbg !38
  %.193 = icmp ne i64 %14, 0, !dbg !38
  %.194 = and i1 %.189, %.193, !dbg !38
  %.195 = trunc i64 %.188 to i32, !dbg !38
  %.196 = shl i32 %.195, 2, !dbg !38
  %.197 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.196, i32 %t189), !dbg !38
  %t191 = select i1 %.194, i32 %.197, i32 %t189, !dbg !38
  %.211 = zext i1 %t190 to i32, !dbg !38
  %.212 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.196, i32 %.211), !dbg !38
  %15 = and i32 %.212, 1, !dbg !38
  %.213 = icmp ne i32 %15, 0, !dbg !38
  %t192 = select i1 %.194, i1 %.213, i1 %t190, !dbg !38
  %t193 = icmp ne i32 %.1, 31, !dbg !38
  %t194 = and i1 %t193, %t192, !dbg !38
  %t195 = select i1 %t190, i32 %t189, i32 0, !dbg !38
  %spec.select7 = add i32 %t191, %t195, !dbg !38
  %t197 = select i1 %t194, i32 %spec.select7, i32 %t189, !dbg !38
  %t198 = select i1 %t194, i1 true, i1 %t190, !dbg !38
  br label %b65, !dbg !38

b65:                                              ; preds = %b44, %b43
  %t199 = phi i32 [ %t197, %b44 ], [ %t157, %b43 ]
  %t200 = phi i1 [ %t198, %b44 ], [ %t158, %b43 ]
  %t201 = icmp eq i32 %.1, 0, !dbg !38
  %t202 = and i1 %t201, %t200, !dbg !38
  br i1 %t202, label %b66, label %b67, !dbg !38

b66:                                              ; preds = %b65
  %t203 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t5, !dbg !38
  store i32 %t199, ptr addrspace(1) %t203, align 4, !dbg !38
  br label %b67, !dbg !38

b67:                                              ; preds = %b66, %b65
  ret void, !dbg !38
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i32 %a3, i8 %a4) local_unnamed_addr #1 !dbg !40 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !41
  %t3 = sext i32 %.2 to i64, !dbg !41
  %t4 = add i64 %a0, 3, !dbg !41
  %t5 = ashr i64 %t4, 2, !dbg !41
  %t6 = icmp sgt i64 %t5, %t3, !dbg !41
  br i1 %t6, label %b1, label %b17, !dbg !41

b1:                                               ; preds = %entry
  %t7 = shl nsw i64 %t3, 2, !dbg !41
  %t8 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t7, !dbg !41
  %.3 = load i32, ptr addrspace(1) %t8, align 4, !dbg !41, !amdgpu.noclobber !6
  %0 = xor i64 %t7, -1, !dbg !41
  %t11 = add i64 %0, %a0, !dbg !41
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %t8, i64 1, !dbg !41
  %t13 = icmp sgt i64 %t11, 0, !dbg !41
  br i1 %t13, label %b2, label %b3, !dbg !41

b2:                                               ; preds = %b1
  %.4 = load i32, ptr addrspace(1) %t12, align 4, !dbg !41, !amdgpu.noclobber !6
  %t15 = add i32 %.4, %.3, !dbg !42
  br label %b3, !dbg !41

b3:                                               ; preds = %b2, %b1
  %t16 = phi i32 [ %t15, %b2 ], [ %.3, %b1 ]
  %t17 = getelementptr inbounds i32, ptr addrspace(1) %t12, i64 1, !dbg !41
  %t18 = icmp sgt i64 %t11, 1, !dbg !41
  br i1 %t18, label %b4, label %b5, !dbg !41

b4:                                               ; preds = %b3
  %.5 = load i32, ptr addrspace(1) %t17, align 4, !dbg !41, !amdgpu.noclobber !6
  %t20 = add i32 %.5, %t16, !dbg !42
  br label %b5, !dbg !41

b5:                                               ; preds = %b4, %b3
  %t21 = phi i32 [ %t20, %b4 ], [ %t16, %b3 ]
  %t23 = icmp sgt i64 %t11, 2, !dbg !41
  br i1 %t23, label %b6, label %b7, !dbg !41

b6:                                               ; preds = %b5
  %t22 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 1, !dbg !41
  %.6 = load i32, ptr addrspace(1) %t22, align 4, !dbg !41, !amdgpu.noclobber !6
  %t25 = add i32 %.6, %t21, !dbg !42
  br label %b7, !dbg !41

b7:                                               ; preds = %b6, %b5
  %t26 = phi i32 [ %t25, %b6 ], [ %t21, %b5 ]
  %t27 = add nsw i64 %t3, 256, !dbg !41
  %t339 = icmp slt i64 %t27, %t5, !dbg !41
  br i1 %t339, label %b9.lr.ph, label %b17, !dbg !41

b9.lr.ph:                                         ; preds = %b7
  %t28 = shl nsw i64 %t27, 2, !dbg !41
  %t29 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t28, !dbg !41
  %t35 = add i64 %a0, -1
  br label %b9, !dbg !41

b9:                                               ; preds = %b9.lr.ph, %b15
  %t3212 = phi i32 [ %t26, %b9.lr.ph ], [ %t53, %b15 ]
  %t3111 = phi i64 [ %t27, %b9.lr.ph ], [ %t54, %b15 ]
  %t3010 = phi ptr addrspace(1) [ %t29, %b9.lr.ph ], [ %t55, %b15 ]
  %t34.neg = mul i64 %t3111, -4, !dbg !41
  %t36 = add i64 %t35, %t34.neg, !dbg !41
  %.7 = load i32, ptr addrspace(1) %t3010, align 4, !dbg !41
  %t38 = add i32 %.7, %t3212, !dbg !42
  %t40 = icmp sgt i64 %t36, 0, !dbg !41
  br i1 %t40, label %b10, label %b11, !dbg !41

b10:                                              ; preds = %b9
  %t39 = getelementptr inbounds i32, ptr addrspace(1) %t3010, i64 1, !dbg !41
  %.8 = load i32, ptr addrspace(1) %t39, align 4, !dbg !41
  %t42 = add i32 %.8, %t38, !dbg !42
  br label %b11, !dbg !41

b11:                                              ; preds = %b10, %b9
  %t43 = phi i32 [ %t42, %b10 ], [ %t38, %b9 ]
  %t45 = icmp sgt i64 %t36, 1, !dbg !41
  br i1 %t45, label %b12, label %b13, !dbg !41

b12:                                              ; preds = %b11
  %t44 = getelementptr inbounds i32, ptr addrspace(1) %t3010, i64 2, !dbg !41
  %.9 = load i32, ptr addrspace(1) %t44, align 4, !dbg !41
  %t47 = add i32 %.9, %t43, !dbg !42
  br label %b13, !dbg !41

b13:                                              ; preds = %b12, %b11
  %t48 = phi i32 [ %t47, %b12 ], [ %t43, %b11 ]
  %t50 = icmp sgt i64 %t36, 2, !dbg !41
  br i1 %t50, label %b14, label %b15, !dbg !41

b14:                                              ; preds = %b13
  %t49 = getelementptr inbounds i32, ptr addrspace(1) %t3010, i64 3, !dbg !41
  %.10 = load i32, ptr addrspace(1) %t49, align 4, !dbg !41
  %t52 = add i32 %.10, %t48, !dbg !42
  br label %b15, !dbg !41

b15:                                              ; preds = %b14, %b13
  %t53 = phi i32 [ %t52, %b14 ], [ %t48, %b13 ]
  %t54 = add nsw i64 %t3111, 256, !dbg !41
  %t55 = getelementptr inbounds i32, ptr addrspace(1) %t3010, i64 1024, !dbg !41
  %t33 = icmp slt i64 %t54, %t5, !dbg !41
  br i1 %t33, label %b9, label %b17, !dbg !41

b17:                                              ; preds = %b15, %b7, %entry
  %t65 = phi i32 [ 0, %entry ], [ %t26, %b7 ], [ %t53, %b15 ]
  %t57 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !41
  store i32 %t65, ptr addrspace(3) %t57, align 4, !dbg !41
  %t58 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !41
  %.11 = zext i1 %t6 to i8, !dbg !41
  store i8 %.11, ptr addrspace(3) %t58, align 1, !dbg !41
  fence syncscope("workgroup") release, !dbg !41
  tail call void @llvm.amdgcn.s.barrier(), !dbg !41
  fence syncscope("workgroup") acquire, !dbg !41
  %t59 = icmp slt i32 %.2, 128, !dbg !41
  br i1 %t59, label %b18, label %b23, !dbg !41

b18:                                              ; preds = %b17
  %t60 = add nsw i32 %.2, 128, !dbg !41
  %t61 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.0, i32 %t60, !dbg !41
  %.12 = load i32, ptr addrspace(3) %t61, align 4, !dbg !41
  %t63 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.1, i32 %t60, !dbg !41
  %.13 = load i8, ptr addrspace(3) %t63, align 1, !dbg !41
  %.14 = icmp ne i8 %.13, 0, !dbg !41
  %spec.select = select i1 %.14, i32 %.12, i32 0, !dbg !41
  %t67 = add i32 %spec.select, %t65, !dbg !41
  %t68 = select i1 %.14, i1 true, i1 %t6, !dbg !41
  store i32 %t67, ptr addrspace(3) %t57, align 4, !dbg !41
  %.15 = zext i1 %t68 to i8, !dbg !41
  store i8 %.15, ptr addrspace(3) %t58, align 1, !dbg !41
  br label %b23, !dbg !41

b23:                                              ; preds = %b18, %b17
  %t69 = phi i32 [ %t67, %b18 ], [ %t65, %b17 ]
  %t70 = phi i1 [ %t68, %b18 ], [ %t6, %b17 ]
  fence syncscope("workgroup") release, !dbg !41
  tail call void @llvm.amdgcn.s.barrier(), !dbg !41
  fence syncscope("workgroup") acquire, !dbg !41
  %t71 = icmp slt i32 %.2, 64, !dbg !41
  br i1 %t71, label %b24, label %b29, !dbg !41

b24:                                              ; preds = %b23
  %t72 = add nsw i32 %.2, 64, !dbg !41
  %t73 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.0, i32 %t72, !dbg !41
  %.16 = load i32, ptr addrspace(3) %t73, align 4, !dbg !41
  %t75 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.1, i32 %t72, !dbg !41
  %.17 = load i8, ptr addrspace(3) %t75, align 1, !dbg !41
  %.18 = icmp ne i8 %.17, 0, !dbg !41
  %t77 = select i1 %t70, i32 %t69, i32 0, !dbg !41
  %spec.select1 = add i32 %.16, %t77, !dbg !41
  %t79 = select i1 %.18, i32 %spec.select1, i32 %t69, !dbg !41
  %t80 = select i1 %.18, i1 true, i1 %t70, !dbg !41
  store i32 %t79, ptr addrspace(3) %t57, align 4, !dbg !41
  %.19 = zext i1 %t80 to i8, !dbg !41
  store i8 %.19, ptr addrspace(3) %t58, align 1, !dbg !41
  br label %b29, !dbg !41

b29:                                              ; preds = %b24, %b23
  %t81 = phi i32 [ %t79, %b24 ], [ %t69, %b23 ]
  %t82 = phi i1 [ %t80, %b24 ], [ %t70, %b23 ]
  fence syncscope("workgroup") release, !dbg !41
  tail call void @llvm.amdgcn.s.barrier(), !dbg !41
  fence syncscope("workgroup") acquire, !dbg !41
  %t83 = icmp slt i32 %.2, 32, !dbg !41
  br i1 %t83, label %b30, label %b35, !dbg !41

b30:                                              ; preds = %b29
  %t84 = add nsw i32 %.2, 32, !dbg !41
  %t85 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.0, i32 %t84, !dbg !41
  %.20 = load i32, ptr addrspace(3) %t85, align 4, !dbg !41
  %t87 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint32_5d_5f_5fstage2.shared.1, i32 %t84, !dbg !41
  %.21 = load i8, ptr addrspace(3) %t87, align 1, !dbg !41
  %.22 = icmp ne i8 %.21, 0, !dbg !41
  %t89 = select i1 %t82, i32 %t81, i32 0, !dbg !41
  %spec.select2 = add i32 %.20, %t89, !dbg !41
  %t91 = select i1 %.22, i32 %spec.select2, i32 %t81, !dbg !41
  %t92 = select i1 %.22, i1 true, i1 %t82, !dbg !41
  br label %b35, !dbg !41

b35:                                              ; preds = %b30, %b29
  %t93 = phi i32 [ %t91, %b30 ], [ %t81, %b29 ]
  %t94 = phi i1 [ %t92, %b30 ], [ %t82, %b29 ]
  br i1 %t83, label %b36, label %b57, !dbg !41

b36:                                              ; preds = %b35
  %.24 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !41
  %.25 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.24), !dbg !41
  %.26 = zext i32 %.25 to i64, !dbg !41
  %.27 = add nuw nsw i64 %.26, 16, !dbg !41
  %.28 = icmp ult i32 %.25, 48, !dbg !41
  %.29 = tail call i64 @llvm.read_register.i64(metadata !15) #8, !dbg !41
  %.30 = and i64 %.27, 63, !dbg !41
  %1 = shl nuw i64 1, %.30, !dbg !41
  %2 = and i64 %1, %.29, !dbg !41
  %.32 = icmp ne i64 %2, 0, !dbg !41
  %.33 = and i1 %.28, %.32, !dbg !41
  %.34 = trunc i64 %.27 to i32, !dbg !41
  %.35 = shl i32 %.34, 2, !dbg !41
  %.36 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.35, i32 %t93), !dbg !41
  %t95 = select i1 %.33, i32 %.36, i32 %t93, !dbg !41
  %.50 = zext i1 %t94 to i32, !dbg !41
  %.51 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.35, i32 %.50), !dbg !41
  %3 = and i32 %.51, 1, !dbg !41
  %.52 = icmp ne i32 %3, 0, !dbg !41
  %t96 = select i1 %.33, i1 %.52, i1 %t94, !dbg !41
  %t97 = icmp slt i32 %.2, 16, !dbg !41
  %t98 = and i1 %t97, %t96, !dbg !41
  %t99 = select i1 %t94, i32 %t93, i32 0, !dbg !41
  %spec.select3 = add i32 %t95, %t99, !dbg !41
  %t101 = select i1 %t98, i32 %spec.select3, i32 %t93, !dbg !41
  %t102 = select i1 %t98, i1 true, i1 %t94, !dbg !41
  %.57 = add nuw nsw i64 %.26, 8, !dbg !41
  %.58 = icmp ult i32 %.25, 56, !dbg !41
  %.60 = and i64 %.57, 63, !dbg !41
  %4 = shl nuw i64 1, %.60, !dbg !41
  %5 = and i64 %4, %.29, !dbg !41
  %.62 = icmp ne i64 %5, 0, !dbg !41
  %.63 = and i1 %.58, %.62, !dbg !41
  %.64 = trunc i64 %.57 to i32, !dbg !41
  %.65 = shl i32 %.64, 2, !dbg !41
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.65, i32 %t101), !dbg !41
  %t103 = select i1 %.63, i32 %.66, i32 %t101, !dbg !41
  %.80 = zext i1 %t102 to i32, !dbg !41
  %.81 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.65, i32 %.80), !dbg !41
  %6 = and i32 %.81, 1, !dbg !41
  %.82 = icmp ne i32 %6, 0, !dbg !41
  %t104 = select i1 %.63, i1 %.82, i1 %t102, !dbg !41
  %t105 = icmp slt i32 %.2, 24, !dbg !41
  %t106 = and i1 %t105, %t104, !dbg !41
  %t107 = select i1 %t102, i32 %t101, i32 0, !dbg !41
  %spec.select4 = add i32 %t103, %t107, !dbg !41
  %t109 = select i1 %t106, i32 %spec.select4, i32 %t101, !dbg !41
  %t110 = select i1 %t106, i1 true, i1 %t102, !dbg !41
  %.87 = add nuw nsw i64 %.26, 4, !dbg !41
  %.88 = icmp ult i32 %.25, 60, !dbg !41
  %.90 = and i64 %.87, 63, !dbg !41
  %7 = shl nuw i64 1, %.90, !dbg !41
  %8 = and i64 %7, %.29, !dbg !41
  %.92 = icmp ne i64 %8, 0, !dbg !41
  %.93 = and i1 %.88, %.92, !dbg !41
  %.94 = trunc i64 %.87 to i32, !dbg !41
  %.95 = shl i32 %.94, 2, !dbg !41
  %.96 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.95, i32 %t109), !dbg !41
  %t111 = select i1 %.93, i32 %.96, i32 %t109, !dbg !41
  %.110 = zext i1 %t110 to i32, !dbg !41
  %.111 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.95, i32 %.110), !dbg !41
  %9 = and i32 %.111, 1, !dbg !41
  %.112 = icmp ne i32 %9, 0, !dbg !41
  %t112 = select i1 %.93, i1 %.112, i1 %t110, !dbg !41
  %t113 = icmp slt i32 %.2, 28, !dbg !41
  %t114 = and i1 %t113, %t112, !dbg !41
  %t115 = select i1 %t110, i32 %t109, i32 0, !dbg !41
  %spec.select5 = add i32 %t111, %t115, !dbg !41
  %t117 = select i1 %t114, i32 %spec.select5, i32 %t109, !dbg !41
  %t118 = select i1 %t114, i1 true, i1 %t110, !dbg !41
  %.117 = add nuw nsw i64 %.26, 2, !dbg !41
  %.118 = icmp ult i32 %.25, 62, !dbg !41
  %.120 = and i64 %.117, 63, !dbg !41
  %10 = shl nuw i64 1, %.120, !dbg !41
  %11 = and i64 %10, %.29, !dbg !41
  %.122 = icmp ne i64 %11, 0, !dbg !41
  %.123 = and i1 %.118, %.122, !dbg !41
  %.124 = trunc i64 %.117 to i32, !dbg !41
  %.125 = shl i32 %.124, 2, !dbg !41
  %.126 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %t117), !dbg !41
  %t119 = select i1 %.123, i32 %.126, i32 %t117, !dbg !41
  %.140 = zext i1 %t118 to i32, !dbg !41
  %.141 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %.140), !dbg !41
  %12 = and i32 %.141, 1, !dbg !41
  %.142 = icmp ne i32 %12, 0, !dbg !41
  %t120 = select i1 %.123, i1 %.142, i1 %t118, !dbg !41
  %t121 = icmp slt i32 %.2, 30, !dbg !41
  %t122 = and i1 %t121, %t120, !dbg !41
  %t123 = select i1 %t118, i32 %t117, i32 0, !dbg !41
  %spec.select6 = add i32 %t119, %t123, !dbg !41
  %t125 = select i1 %t122, i32 %spec.select6, i32 %t117, !dbg !41
  %t126 = select i1 %t122, i1 true, i1 %t118, !dbg !41
  %.147 = add nuw nsw i64 %.26, 1, !dbg !41
  %.148 = icmp ult i32 %.25, 63, !dbg !41
  %.150 = and i64 %.147, 63, !dbg !41
  %13 = shl nuw i64 1, %.150, !dbg !41
  %14 = and i64 %13, %.29, !dbg !41
  %.152 = icmp ne i64 %14, 0, !dbg !41
  %.153 = and i1 %.148, %.152, !dbg !41
  %.154 = trunc i64 %.147 to i32, !dbg !41
  %.155 = shl i32 %.154, 2, !dbg !41
  %.156 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.155, i32 %t125), !dbg !41
  %t127 = select i1 %.153, i32 %.156, i32 %t125, !dbg !41
  %.170 = zext i1 %t126 to i32, !dbg !41
  %.171 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.155, i32 %.170), !dbg !41
  %15 = and i32 %.171, 1, !dbg !41
  %.172 = icmp ne i32 %15, 0, !dbg !41
  %t128 = select i1 %.153, i1 %.172, i1 %t126, !dbg !41
  %t129 = icmp ne i32 %.2, 31, !dbg !41
  %t130 = and i1 %t129, %t128, !dbg !41
  %t131 = select i1 %t126, i32 %t125, i32 0, !dbg !41
  %spec.select7 = add i32 %t127, %t131, !dbg !41
  %t133 = select i1 %t130, i32 %spec.select7, i32 %t125, !dbg !41
  %t134 = select i1 %t130, i1 true, i1 %t126, !dbg !41
  br label %b57, !dbg !41

b57:                                              ; preds = %b36, %b35
  %t135 = phi i32 [ %t133, %b36 ], [ %t93, %b35 ]
  %t136 = phi i1 [ %t134, %b36 ], [ %t94, %b35 ]
  %t137 = icmp eq i32 %.2, 0, !dbg !41
  %t141 = select i1 %t136, i1 true, i1 %.1, !dbg !41
  %or.cond = select i1 %t137, i1 %t141, i1 false, !dbg !41
  br i1 %or.cond, label %b63, label %b64, !dbg !41

b63:                                              ; preds = %b57
  %t138 = select i1 %.1, i32 %a3, i32 0, !dbg !41
  %spec.select8 = add i32 %t135, %t138, !dbg !41
  %t140 = select i1 %t136, i32 %spec.select8, i32 %a3, !dbg !41
  store i32 %t140, ptr addrspace(1) %a2, align 4, !dbg !41
  br label %b64, !dbg !41

b64:                                              ; preds = %b63, %b57
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
  %t15 = icmp sgt i64 %a1, 6, !dbg !47
  %t17 = icmp sgt i64 %a1, 5, !dbg !47
  %t19 = icmp sgt i64 %a1, 4, !dbg !47
  %t21 = icmp sgt i64 %a1, 3, !dbg !47
  %t23 = icmp sgt i64 %a1, 2, !dbg !47
  %t25 = icmp sgt i64 %a1, 1, !dbg !47
  %t27 = icmp sgt i64 %a1, 0, !dbg !47
  %t291 = icmp slt i64 %t11, %a0, !dbg !47
  br i1 %t291, label %b2, label %b23, !dbg !47

b2:                                               ; preds = %entry, %b22
  %t282 = phi i64 [ %t149, %b22 ], [ %t11, %entry ]
  br i1 %t13, label %b3, label %b4, !dbg !47

b3:                                               ; preds = %b2
  %t31 = udiv i64 %t282, %a9, !dbg !47
  %t33 = mul i64 %t31, %a9, !dbg !47
  %t34 = sub nuw i64 %t282, %t33, !dbg !47
  %t35 = mul i64 %t34, %a19, !dbg !47
  %t36 = mul i64 %t34, %a29, !dbg !47
  %t37 = mul i64 %t34, %a38, !dbg !47
  br label %b4, !dbg !47

b4:                                               ; preds = %b3, %b2
  %t38 = phi i64 [ %t31, %b3 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %b3 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !47

b5:                                               ; preds = %b4
  %t43 = udiv i64 %t38, %a8, !dbg !47
  %t45 = mul i64 %t43, %a8, !dbg !47
  %t46 = sub i64 %t38, %t45, !dbg !47
  %t47 = mul i64 %t46, %a18, !dbg !47
  %t48 = add i64 %t47, %t39, !dbg !47
  %t49 = mul i64 %t46, %a28, !dbg !47
  %t50 = add i64 %t49, %t40, !dbg !47
  %t51 = mul i64 %t46, %a37, !dbg !47
  %t52 = add i64 %t51, %t41, !dbg !47
  br label %b6, !dbg !47

b6:                                               ; preds = %b5, %b4
  %t53 = phi i64 [ %t43, %b5 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %b5 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %b5 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %b5 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !47

b7:                                               ; preds = %b6
  %t58 = udiv i64 %t53, %a7, !dbg !47
  %t60 = mul i64 %t58, %a7, !dbg !47
  %t61 = sub i64 %t53, %t60, !dbg !47
  %t62 = mul i64 %t61, %a17, !dbg !47
  %t63 = add i64 %t62, %t54, !dbg !47
  %t64 = mul i64 %t61, %a27, !dbg !47
  %t65 = add i64 %t64, %t55, !dbg !47
  %t66 = mul i64 %t61, %a36, !dbg !47
  %t67 = add i64 %t66, %t56, !dbg !47
  br label %b8, !dbg !47

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %t58, %b7 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %b7 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %b7 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %b7 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !47

b9:                                               ; preds = %b8
  %t73 = udiv i64 %t68, %a6, !dbg !47
  %t75 = mul i64 %t73, %a6, !dbg !47
  %t76 = sub i64 %t68, %t75, !dbg !47
  %t77 = mul i64 %t76, %a16, !dbg !47
  %t78 = add i64 %t77, %t69, !dbg !47
  %t79 = mul i64 %t76, %a26, !dbg !47
  %t80 = add i64 %t79, %t70, !dbg !47
  %t81 = mul i64 %t76, %a35, !dbg !47
  %t82 = add i64 %t81, %t71, !dbg !47
  br label %b10, !dbg !47

b10:                                              ; preds = %b9, %b8
  %t83 = phi i64 [ %t73, %b9 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %b9 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %b9 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %b9 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !47

b11:                                              ; preds = %b10
  %t88 = udiv i64 %t83, %a5, !dbg !47
  %t90 = mul i64 %t88, %a5, !dbg !47
  %t91 = sub i64 %t83, %t90, !dbg !47
  %t92 = mul i64 %t91, %a15, !dbg !47
  %t93 = add i64 %t92, %t84, !dbg !47
  %t94 = mul i64 %t91, %a25, !dbg !47
  %t95 = add i64 %t94, %t85, !dbg !47
  %t96 = mul i64 %t91, %a34, !dbg !47
  %t97 = add i64 %t96, %t86, !dbg !47
  br label %b12, !dbg !47

b12:                                              ; preds = %b11, %b10
  %t98 = phi i64 [ %t88, %b11 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %b11 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %b11 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %b11 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !47

b13:                                              ; preds = %b12
  %t103 = udiv i64 %t98, %a4, !dbg !47
  %t105 = mul i64 %t103, %a4, !dbg !47
  %t106 = sub i64 %t98, %t105, !dbg !47
  %t107 = mul i64 %t106, %a14, !dbg !47
  %t108 = add i64 %t107, %t99, !dbg !47
  %t109 = mul i64 %t106, %a24, !dbg !47
  %t110 = add i64 %t109, %t100, !dbg !47
  %t111 = mul i64 %t106, %a33, !dbg !47
  %t112 = add i64 %t111, %t101, !dbg !47
  br label %b14, !dbg !47

b14:                                              ; preds = %b13, %b12
  %t113 = phi i64 [ %t103, %b13 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %b13 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %b13 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %b13 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !47

b15:                                              ; preds = %b14
  %t118 = udiv i64 %t113, %a3, !dbg !47
  %t120 = mul i64 %t118, %a3, !dbg !47
  %t121 = sub i64 %t113, %t120, !dbg !47
  %t122 = mul i64 %t121, %a13, !dbg !47
  %t123 = add i64 %t122, %t114, !dbg !47
  %t124 = mul i64 %t121, %a23, !dbg !47
  %t125 = add i64 %t124, %t115, !dbg !47
  %t126 = mul i64 %t121, %a32, !dbg !47
  %t127 = add i64 %t126, %t116, !dbg !47
  br label %b16, !dbg !47

b16:                                              ; preds = %b15, %b14
  %t128 = phi i64 [ %t118, %b15 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %b15 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %b15 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %b15 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !47

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !47
  %t133 = add i64 %t129, %t132, !dbg !47
  %t134 = mul i64 %t128, %a22, !dbg !47
  %t135 = add i64 %t130, %t134, !dbg !47
  %t136 = mul i64 %t128, %a31, !dbg !47
  %t137 = add i64 %t131, %t136, !dbg !47
  br label %b18, !dbg !47

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !47

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t138, !dbg !47
  %.17 = load i64, ptr addrspace(1) %t141, align 8, !dbg !47
  br label %b20, !dbg !47

b20:                                              ; preds = %b19, %b18
  %t143 = phi i64 [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !47

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t139, !dbg !47
  %.18 = load i64, ptr addrspace(1) %t144, align 8, !dbg !47
  br label %b22, !dbg !47

b22:                                              ; preds = %b21, %b20
  %t146 = phi i64 [ %.18, %b21 ], [ %a21, %b20 ]
  %t147 = add i64 %t146, %t143, !dbg !48
  %t148 = getelementptr inbounds i64, ptr addrspace(1) %a30, i64 %t140, !dbg !47
  store i64 %t147, ptr addrspace(1) %t148, align 8, !dbg !47
  %t149 = add i64 %t282, %t12, !dbg !47
  %t29 = icmp slt i64 %t149, %a0, !dbg !47
  br i1 %t29, label %b2, label %b23, !dbg !47

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !47
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !49 {
entry:
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
  %t13 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !50
  %t14 = icmp eq i64 %a2, 1, !dbg !50
  %t15 = and i64 %t13, 15, !dbg !50
  %t16 = icmp eq i64 %t15, 0, !dbg !50
  %t17 = and i1 %t14, %t16, !dbg !50
  %t19 = ashr i64 %a0, 1, !dbg !50
  %t20 = add i64 %a0, 1, !dbg !50
  %t21 = ashr i64 %t20, 1, !dbg !50
  %t22 = icmp slt i64 %t11, %t21, !dbg !50
  br i1 %t22, label %b1, label %b17, !dbg !50

b1:                                               ; preds = %entry
  %t23 = shl nsw i64 %t11, 1, !dbg !50
  %t24 = mul i64 %t23, %a2, !dbg !50
  %t25 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t24, !dbg !50
  %.17 = load i64, ptr addrspace(1) %t25, align 8, !dbg !50, !amdgpu.noclobber !6
  %0 = xor i64 %t23, -1, !dbg !50
  %t28 = add i64 %0, %a0, !dbg !50
  %t30 = icmp sgt i64 %t28, 0, !dbg !50
  br i1 %t30, label %b2, label %b3, !dbg !50

b2:                                               ; preds = %b1
  %t29 = getelementptr inbounds i64, ptr addrspace(1) %t25, i64 %a2, !dbg !50
  %.18 = load i64, ptr addrspace(1) %t29, align 8, !dbg !50, !amdgpu.noclobber !6
  %t32 = add i64 %.18, %.17, !dbg !51
  br label %b3, !dbg !50

b3:                                               ; preds = %b2, %b1
  %t33 = phi i64 [ %t32, %b2 ], [ %.17, %b1 ]
  %t34 = add nsw i64 %t12, %t11, !dbg !50
  br i1 %t17, label %b4, label %b11, !dbg !50

b4:                                               ; preds = %b3
  %t35 = shl nsw i64 %t12, 1, !dbg !50
  %t36 = sub nsw i64 %t19, %t12, !dbg !50
  %t408 = icmp slt i64 %t34, %t36, !dbg !50
  br i1 %t408, label %b6, label %b8.preheader, !dbg !50

b8.preheader:                                     ; preds = %b6, %b4
  %t37.lcssa = phi i64 [ %t34, %b4 ], [ %t54, %b6 ]
  %t38.lcssa = phi i64 [ %t33, %b4 ], [ %t53, %b6 ]
  %t5812 = icmp slt i64 %t37.lcssa, %t19, !dbg !50
  br i1 %t5812, label %b9, label %b11, !dbg !50

b6:                                               ; preds = %b4, %b6
  %t3810 = phi i64 [ %t53, %b6 ], [ %t33, %b4 ]
  %t379 = phi i64 [ %t54, %b6 ], [ %t34, %b4 ]
  %t41 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t379, !dbg !50
  %.19 = load <2 x i64>, ptr addrspace(1) %t41, align 16, !dbg !50, !amdgpu.noclobber !6
  %.20 = extractelement <2 x i64> %.19, i64 0, !dbg !50
  %.22 = extractelement <2 x i64> %.19, i64 1, !dbg !50
  %t43 = add i64 %t379, %t12, !dbg !50
  %t44 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t43, !dbg !50
  %.24 = load <2 x i64>, ptr addrspace(1) %t44, align 16, !dbg !50, !amdgpu.noclobber !6
  %.25 = extractelement <2 x i64> %.24, i64 0, !dbg !50
  %.27 = extractelement <2 x i64> %.24, i64 1, !dbg !50
  %t47 = add i64 %.20, %t3810, !dbg !51
  %t49 = add i64 %t47, %.22, !dbg !51
  %t51 = add i64 %t49, %.25, !dbg !51
  %t53 = add i64 %t51, %.27, !dbg !51
  %t54 = add i64 %t379, %t35, !dbg !50
  %t40 = icmp slt i64 %t54, %t36, !dbg !50
  br i1 %t40, label %b6, label %b8.preheader, !dbg !50

b9:                                               ; preds = %b8.preheader, %b9
  %t5614 = phi i64 [ %t64, %b9 ], [ %t38.lcssa, %b8.preheader ]
  %t5513 = phi i64 [ %t65, %b9 ], [ %t37.lcssa, %b8.preheader ]
  %t59 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t5513, !dbg !50
  %.29 = load <2 x i64>, ptr addrspace(1) %t59, align 16, !dbg !50, !amdgpu.noclobber !6
  %.30 = extractelement <2 x i64> %.29, i64 0, !dbg !50
  %.32 = extractelement <2 x i64> %.29, i64 1, !dbg !50
  %t62 = add i64 %.30, %t5614, !dbg !51
  %t64 = add i64 %t62, %.32, !dbg !51
  %t65 = add i64 %t5513, %t12, !dbg !50
  %t58 = icmp slt i64 %t65, %t19, !dbg !50
  br i1 %t58, label %b9, label %b11, !dbg !50

b11:                                              ; preds = %b9, %b8.preheader, %b3
  %t66 = phi i64 [ %t33, %b3 ], [ %t38.lcssa, %b8.preheader ], [ %t64, %b9 ]
  %t67 = phi i64 [ %t34, %b3 ], [ %t37.lcssa, %b8.preheader ], [ %t65, %b9 ]
  %t68 = shl i64 %a2, 1, !dbg !50
  %t71 = mul i64 %t12, %t68, !dbg !50
  %t7517 = icmp slt i64 %t67, %t21, !dbg !50
  br i1 %t7517, label %b13.lr.ph, label %b17, !dbg !50

b13.lr.ph:                                        ; preds = %b11
  %t69 = mul i64 %t67, %t68, !dbg !50
  %t70 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t69, !dbg !50
  %t77 = add i64 %a0, -1
  br label %b13, !dbg !50

b13:                                              ; preds = %b13.lr.ph, %b15
  %t7420 = phi i64 [ %t66, %b13.lr.ph ], [ %t85, %b15 ]
  %t7319 = phi i64 [ %t67, %b13.lr.ph ], [ %t86, %b15 ]
  %t7218 = phi ptr addrspace(1) [ %t70, %b13.lr.ph ], [ %t87, %b15 ]
  %t76.neg = mul i64 %t7319, -2, !dbg !50
  %t78 = add i64 %t77, %t76.neg, !dbg !50
  %.34 = load i64, ptr addrspace(1) %t7218, align 8, !dbg !50
  %t80 = add i64 %.34, %t7420, !dbg !51
  %t82 = icmp sgt i64 %t78, 0, !dbg !50
  br i1 %t82, label %b14, label %b15, !dbg !50

b14:                                              ; preds = %b13
  %t81 = getelementptr inbounds i64, ptr addrspace(1) %t7218, i64 %a2, !dbg !50
  %.35 = load i64, ptr addrspace(1) %t81, align 8, !dbg !50
  %t84 = add i64 %.35, %t80, !dbg !51
  br label %b15, !dbg !50

b15:                                              ; preds = %b14, %b13
  %t85 = phi i64 [ %t84, %b14 ], [ %t80, %b13 ]
  %t86 = add i64 %t7319, %t12, !dbg !50
  %t87 = getelementptr inbounds i64, ptr addrspace(1) %t7218, i64 %t71, !dbg !50
  %t75 = icmp slt i64 %t86, %t21, !dbg !50
  br i1 %t75, label %b13, label %b17, !dbg !50

b17:                                              ; preds = %b15, %b11, %entry
  %t97 = phi i64 [ 0, %entry ], [ %t66, %b11 ], [ %t85, %b15 ]
  %t89 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !50
  store i64 %t97, ptr addrspace(3) %t89, align 8, !dbg !50
  %t90 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !50
  %.36 = zext i1 %t22 to i8, !dbg !50
  store i8 %.36, ptr addrspace(3) %t90, align 1, !dbg !50
  fence syncscope("workgroup") release, !dbg !50
  tail call void @llvm.amdgcn.s.barrier(), !dbg !50
  fence syncscope("workgroup") acquire, !dbg !50
  %t91 = icmp slt i32 %.1, 128, !dbg !50
  br i1 %t91, label %b18, label %b23, !dbg !50

b18:                                              ; preds = %b17
  %t92 = add nsw i32 %.1, 128, !dbg !50
  %t93 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.0, i32 %t92, !dbg !50
  %.37 = load i64, ptr addrspace(3) %t93, align 8, !dbg !50
  %t95 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.1, i32 %t92, !dbg !50
  %.38 = load i8, ptr addrspace(3) %t95, align 1, !dbg !50
  %.39 = icmp ne i8 %.38, 0, !dbg !50
  %spec.select = select i1 %.39, i64 %.37, i64 0, !dbg !50
  %t99 = add i64 %spec.select, %t97, !dbg !50
  %t100 = select i1 %.39, i1 true, i1 %t22, !dbg !50
  store i64 %t99, ptr addrspace(3) %t89, align 8, !dbg !50
  %.40 = zext i1 %t100 to i8, !dbg !50
  store i8 %.40, ptr addrspace(3) %t90, align 1, !dbg !50
  br label %b23, !dbg !50

b23:                                              ; preds = %b18, %b17
  %t101 = phi i64 [ %t99, %b18 ], [ %t97, %b17 ]
  %t102 = phi i1 [ %t100, %b18 ], [ %t22, %b17 ]
  fence syncscope("workgroup") release, !dbg !50
  tail call void @llvm.amdgcn.s.barrier(), !dbg !50
  fence syncscope("workgroup") acquire, !dbg !50
  %t103 = icmp slt i32 %.1, 64, !dbg !50
  br i1 %t103, label %b24, label %b29, !dbg !50

b24:                                              ; preds = %b23
  %t104 = add nsw i32 %.1, 64, !dbg !50
  %t105 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.0, i32 %t104, !dbg !50
  %.41 = load i64, ptr addrspace(3) %t105, align 8, !dbg !50
  %t107 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.1, i32 %t104, !dbg !50
  %.42 = load i8, ptr addrspace(3) %t107, align 1, !dbg !50
  %.43 = icmp ne i8 %.42, 0, !dbg !50
  %t109 = select i1 %t102, i64 %t101, i64 0, !dbg !50
  %spec.select1 = add i64 %.41, %t109, !dbg !50
  %t111 = select i1 %.43, i64 %spec.select1, i64 %t101, !dbg !50
  %t112 = select i1 %.43, i1 true, i1 %t102, !dbg !50
  store i64 %t111, ptr addrspace(3) %t89, align 8, !dbg !50
  %.44 = zext i1 %t112 to i8, !dbg !50
  store i8 %.44, ptr addrspace(3) %t90, align 1, !dbg !50
  br label %b29, !dbg !50

b29:                                              ; preds = %b24, %b23
  %t113 = phi i64 [ %t111, %b24 ], [ %t101, %b23 ]
  %t114 = phi i1 [ %t112, %b24 ], [ %t102, %b23 ]
  fence syncscope("workgroup") release, !dbg !50
  tail call void @llvm.amdgcn.s.barrier(), !dbg !50
  fence syncscope("workgroup") acquire, !dbg !50
  %t115 = icmp slt i32 %.1, 32, !dbg !50
  br i1 %t115, label %b30, label %b35, !dbg !50

b30:                                              ; preds = %b29
  %t116 = add nsw i32 %.1, 32, !dbg !50
  %t117 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.0, i32 %t116, !dbg !50
  %.45 = load i64, ptr addrspace(3) %t117, align 8, !dbg !50
  %t119 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage1.shared.1, i32 %t116, !dbg !50
  %.46 = load i8, ptr addrspace(3) %t119, align 1, !dbg !50
  %.47 = icmp ne i8 %.46, 0, !dbg !50
  %t121 = select i1 %t114, i64 %t113, i64 0, !dbg !50
  %spec.select2 = add i64 %.45, %t121, !dbg !50
  %t123 = select i1 %.47, i64 %spec.select2, i64 %t113, !dbg !50
  %t124 = select i1 %.47, i1 true, i1 %t114, !dbg !50
  br label %b35, !dbg !50

b35:                                              ; preds = %b30, %b29
  %t125 = phi i64 [ %t123, %b30 ], [ %t113, %b29 ]
  %t126 = phi i1 [ %t124, %b30 ], [ %t114, %b29 ]
  br i1 %t115, label %b36, label %b57, !dbg !50

b36:                                              ; preds = %b35
  %.49 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !50
  %.50 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.49), !dbg !50
  %.51 = zext i32 %.50 to i64, !dbg !50
  %.52 = add nuw nsw i64 %.51, 16, !dbg !50
  %.53 = icmp ult i32 %.50, 48, !dbg !50
  %.54 = tail call i64 @llvm.read_register.i64(metadata !15) #8, !dbg !50
  %.55 = and i64 %.52, 63, !dbg !50
  %1 = shl nuw i64 1, %.55, !dbg !50
  %2 = and i64 %1, %.54, !dbg !50
  %.57 = icmp ne i64 %2, 0, !dbg !50
  %.58 = and i1 %.53, %.57, !dbg !50
  %.59 = trunc i64 %.52 to i32, !dbg !50
  %.60 = shl i32 %.59, 2, !dbg !50
  %.61 = trunc i64 %t125 to i32, !dbg !50
  %.62 = lshr i64 %t125, 32, !dbg !50
  %.63 = trunc i64 %.62 to i32, !dbg !50
  %.64 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.60, i32 %.61), !dbg !50
  %.65 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.60, i32 %.63), !dbg !50
  %.66 = zext i32 %.64 to i64, !dbg !50
  %.67 = zext i32 %.65 to i64, !dbg !50
  %.68 = shl nuw i64 %.67, 32, !dbg !50
  %.69 = or i64 %.68, %.66, !dbg !50
  %t127 = select i1 %.58, i64 %.69, i64 %t125, !dbg !50
  %.83 = zext i1 %t126 to i32, !dbg !50
  %.84 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.60, i32 %.83), !dbg !50
  %3 = and i32 %.84, 1, !dbg !50
  %.85 = icmp ne i32 %3, 0, !dbg !50
  %t128 = select i1 %.58, i1 %.85, i1 %t126, !dbg !50
  %t129 = icmp slt i32 %.1, 16, !dbg !50
  %t130 = and i1 %t129, %t128, !dbg !50
  %t131 = select i1 %t126, i64 %t125, i64 0, !dbg !50
  %spec.select3 = add i64 %t127, %t131, !dbg !50
  %t133 = select i1 %t130, i64 %spec.select3, i64 %t125, !dbg !50
  %t134 = select i1 %t130, i1 true, i1 %t126, !dbg !50
  %.90 = add nuw nsw i64 %.51, 8, !dbg !50
  %.91 = icmp ult i32 %.50, 56, !dbg !50
  %.93 = and i64 %.90, 63, !dbg !50
  %4 = shl nuw i64 1, %.93, !dbg !50
  %5 = and i64 %4, %.54, !dbg !50
  %.95 = icmp ne i64 %5, 0, !dbg !50
  %.96 = and i1 %.91, %.95, !dbg !50
  %.97 = trunc i64 %.90 to i32, !dbg !50
  %.98 = shl i32 %.97, 2, !dbg !50
  %.99 = trunc i64 %t133 to i32, !dbg !50
  %.100 = lshr i64 %t133, 32, !dbg !50
  %.101 = trunc i64 %.100 to i32, !dbg !50
  %.102 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.98, i32 %.99), !dbg !50
  %.103 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.98, i32 %.101), !dbg !50
  %.104 = zext i32 %.102 to i64, !dbg !50
  %.105 = zext i32 %.103 to i64, !dbg !50
  %.106 = shl nuw i64 %.105, 32, !dbg !50
  %.107 = or i64 %.106, %.104, !dbg !50
  %t135 = select i1 %.96, i64 %.107, i64 %t133, !dbg !50
  %.121 = zext i1 %t134 to i32, !dbg !50
  %.122 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.98, i32 %.121), !dbg !50
  %6 = and i32 %.122, 1, !dbg !50
  %.123 = icmp ne i32 %6, 0, !dbg !50
  %t136 = select i1 %.96, i1 %.123, i1 %t134, !dbg !50
  %t137 = icmp slt i32 %.1, 24, !dbg !50
  %t138 = and i1 %t137, %t136, !dbg !50
  %t139 = select i1 %t134, i64 %t133, i64 0, !dbg !50
  %spec.select4 = add i64 %t135, %t139, !dbg !50
  %t141 = select i1 %t138, i64 %spec.select4, i64 %t133, !dbg !50
  %t142 = select i1 %t138, i1 true, i1 %t134, !dbg !50
  %.128 = add nuw nsw i64 %.51, 4, !dbg !50
  %.129 = icmp ult i32 %.50, 60, !dbg !50
  %.131 = and i64 %.128, 63, !dbg !50
  %7 = shl nuw i64 1, %.131, !dbg !50
  %8 = and i64 %7, %.54, !dbg !50
  %.133 = icmp ne i64 %8, 0, !dbg !50
  %.134 = and i1 %.129, %.133, !dbg !50
  %.135 = trunc i64 %.128 to i32, !dbg !50
  %.136 = shl i32 %.135, 2, !dbg !50
  %.137 = trunc i64 %t141 to i32, !dbg !50
  %.138 = lshr i64 %t141, 32, !dbg !50
  %.139 = trunc i64 %.138 to i32, !dbg !50
  %.140 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %.137), !dbg !50
  %.141 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %.139), !dbg !50
  %.142 = zext i32 %.140 to i64, !dbg !50
  %.143 = zext i32 %.141 to i64, !dbg !50
  %.144 = shl nuw i64 %.143, 32, !dbg !50
  %.145 = or i64 %.144, %.142, !dbg !50
  %t143 = select i1 %.134, i64 %.145, i64 %t141, !dbg !50
  %.159 = zext i1 %t142 to i32, !dbg !50
  %.160 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %.159), !dbg !50
  %9 = and i32 %.160, 1, !dbg !50
  %.161 = icmp ne i32 %9, 0, !dbg !50
  %t144 = select i1 %.134, i1 %.161, i1 %t142, !dbg !50
  %t145 = icmp slt i32 %.1, 28, !dbg !50
  %t146 = and i1 %t145, %t144, !dbg !50
  %t147 = select i1 %t142, i64 %t141, i64 0, !dbg !50
  %spec.select5 = add i64 %t143, %t147, !dbg !50
  %t149 = select i1 %t146, i64 %spec.select5, i64 %t141, !dbg !50
  %t150 = select i1 %t146, i1 true, i1 %t142, !dbg !50
  %.166 = add nuw nsw i64 %.51, 2, !dbg !50
  %.167 = icmp ult i32 %.50, 62, !dbg !50
  %.169 = and i64 %.166, 63, !dbg !50
  %10 = shl nuw i64 1, %.169, !dbg !50
  %11 = and i64 %10, %.54, !dbg !50
  %.171 = icmp ne i64 %11, 0, !dbg !50
  %.172 = and i1 %.167, %.171, !dbg !50
  %.173 = trunc i64 %.166 to i32, !dbg !50
  %.174 = shl i32 %.173, 2, !dbg !50
  %.175 = trunc i64 %t149 to i32, !dbg !50
  %.176 = lshr i64 %t149, 32, !dbg !50
  %.177 = trunc i64 %.176 to i32, !dbg !50
  %.178 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.174, i32 %.175), !dbg !50
  %.179 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.174, i32 %.177), !dbg !50
  %.180 = zext i32 %.178 to i64, !dbg !50
  %.181 = zext i32 %.179 to i64, !dbg !50
  %.182 = shl nuw i64 %.181, 32, !dbg !50
  %.183 = or i64 %.182, %.180, !dbg !50
  %t151 = select i1 %.172, i64 %.183, i64 %t149, !dbg !50
  %.197 = zext i1 %t150 to i32, !dbg !50
  %.198 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.174, i32 %.197), !dbg !50
  %12 = and i32 %.198, 1, !dbg !50
  %.199 = icmp ne i32 %12, 0, !dbg !50
  %t152 = select i1 %.172, i1 %.199, i1 %t150, !dbg !50
  %t153 = icmp slt i32 %.1, 30, !dbg !50
  %t154 = and i1 %t153, %t152, !dbg !50
  %t155 = select i1 %t150, i64 %t149, i64 0, !dbg !50
  %spec.select6 = add i64 %t151, %t155, !dbg !50
  %t157 = select i1 %t154, i64 %spec.select6, i64 %t149, !dbg !50
  %t158 = select i1 %t154, i1 true, i1 %t150, !dbg !50
  %.204 = add nuw nsw i64 %.51, 1, !dbg !50
  %.205 = icmp ult i32 %.50, 63, !dbg !50
  %.207 = and i64 %.204, 63, !dbg !50
  %13 = shl nuw i64 1, %.207, !dbg !50
  %14 = and i64 %13, %.54, !dbg !50
  %.209 = icmp ne i64 %14, 0, !dbg !50
  %.210 = and i1 %.205, %.209, !dbg !50
  %.211 = trunc i64 %.204 to i32, !dbg !50
  %.212 = shl i32 %.211, 2, !dbg !50
  %.213 = trunc i64 %t157 to i32, !dbg !50
  %.214 = lshr i64 %t157, 32, !dbg !50
  %.215 = trunc i64 %.214 to i32, !dbg !50
  %.216 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.212, i32 %.213), !dbg !50
  %.217 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.212, i32 %.215), !dbg !50
  %.218 = zext i32 %.216 to i64, !dbg !50
  %.219 = zext i32 %.217 to i64, !dbg !50
  %.220 = shl nuw i64 %.219, 32, !dbg !50
  %.221 = or i64 %.220, %.218, !dbg !50
  %t159 = select i1 %.210, i64 %.221, i64 %t157, !dbg !50
  %.235 = zext i1 %t158 to i32, !dbg !50
  %.236 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.212, i32 %.235), !dbg !50
  %15 = and i32 %.236, 1, !dbg !50
  %.237 = icmp ne i32 %15, 0, !dbg !50
  %t160 = select i1 %.210, i1 %.237, i1 %t158, !dbg !50
  %t161 = icmp ne i32 %.1, 31, !dbg !50
  %t162 = and i1 %t161, %t160, !dbg !50
  %t163 = select i1 %t158, i64 %t157, i64 0, !dbg !50
  %spec.select7 = add i64 %t159, %t163, !dbg !50
  %t165 = select i1 %t162, i64 %spec.select7, i64 %t157, !dbg !50
  %t166 = select i1 %t162, i1 true, i1 %t158, !dbg !50
  br label %b57, !dbg !50

b57:                                              ; preds = %b36, %b35
  %t167 = phi i64 [ %t165, %b36 ], [ %t125, %b35 ]
  %t168 = phi i1 [ %t166, %b36 ], [ %t126, %b35 ]
  %t169 = icmp eq i32 %.1, 0, !dbg !50
  %t170 = and i1 %t169, %t168, !dbg !50
  br i1 %t170, label %b58, label %b59, !dbg !50

b58:                                              ; preds = %b57
  %t171 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t5, !dbg !50
  store i64 %t167, ptr addrspace(1) %t171, align 8, !dbg !50
  br label %b59, !dbg !50

b59:                                              ; preds = %b58, %b57
  ret void, !dbg !50
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i64 %a3, i8 %a4) local_unnamed_addr #1 !dbg !52 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !53
  %t3 = sext i32 %.2 to i64, !dbg !53
  %t4 = add i64 %a0, 1, !dbg !53
  %t5 = ashr i64 %t4, 1, !dbg !53
  %t6 = icmp sgt i64 %t5, %t3, !dbg !53
  br i1 %t6, label %b1, label %b9, !dbg !53

b1:                                               ; preds = %entry
  %t7 = shl nsw i64 %t3, 1, !dbg !53
  %t8 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t7, !dbg !53
  %.3 = load i64, ptr addrspace(1) %t8, align 8, !dbg !53, !amdgpu.noclobber !6
  %0 = xor i64 %t7, -1, !dbg !53
  %t11 = add i64 %0, %a0, !dbg !53
  %t13 = icmp sgt i64 %t11, 0, !dbg !53
  br i1 %t13, label %b2, label %b3, !dbg !53

b2:                                               ; preds = %b1
  %t12 = getelementptr inbounds i64, ptr addrspace(1) %t8, i64 1, !dbg !53
  %.4 = load i64, ptr addrspace(1) %t12, align 8, !dbg !53, !amdgpu.noclobber !6
  %t15 = add i64 %.4, %.3, !dbg !54
  br label %b3, !dbg !53

b3:                                               ; preds = %b2, %b1
  %t16 = phi i64 [ %t15, %b2 ], [ %.3, %b1 ]
  %t17 = add nsw i64 %t3, 256, !dbg !53
  %t239 = icmp slt i64 %t17, %t5, !dbg !53
  br i1 %t239, label %b5.lr.ph, label %b9, !dbg !53

b5.lr.ph:                                         ; preds = %b3
  %t18 = shl nsw i64 %t17, 1, !dbg !53
  %t19 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t18, !dbg !53
  %t25 = add i64 %a0, -1
  br label %b5, !dbg !53

b5:                                               ; preds = %b5.lr.ph, %b7
  %t2212 = phi i64 [ %t16, %b5.lr.ph ], [ %t33, %b7 ]
  %t2111 = phi i64 [ %t17, %b5.lr.ph ], [ %t34, %b7 ]
  %t2010 = phi ptr addrspace(1) [ %t19, %b5.lr.ph ], [ %t35, %b7 ]
  %t24.neg = mul i64 %t2111, -2, !dbg !53
  %t26 = add i64 %t25, %t24.neg, !dbg !53
  %.5 = load i64, ptr addrspace(1) %t2010, align 8, !dbg !53
  %t28 = add i64 %.5, %t2212, !dbg !54
  %t30 = icmp sgt i64 %t26, 0, !dbg !53
  br i1 %t30, label %b6, label %b7, !dbg !53

b6:                                               ; preds = %b5
  %t29 = getelementptr inbounds i64, ptr addrspace(1) %t2010, i64 1, !dbg !53
  %.6 = load i64, ptr addrspace(1) %t29, align 8, !dbg !53
  %t32 = add i64 %.6, %t28, !dbg !54
  br label %b7, !dbg !53

b7:                                               ; preds = %b6, %b5
  %t33 = phi i64 [ %t32, %b6 ], [ %t28, %b5 ]
  %t34 = add nsw i64 %t2111, 256, !dbg !53
  %t35 = getelementptr inbounds i64, ptr addrspace(1) %t2010, i64 512, !dbg !53
  %t23 = icmp slt i64 %t34, %t5, !dbg !53
  br i1 %t23, label %b5, label %b9, !dbg !53

b9:                                               ; preds = %b7, %b3, %entry
  %t45 = phi i64 [ 0, %entry ], [ %t16, %b3 ], [ %t33, %b7 ]
  %t37 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !53
  store i64 %t45, ptr addrspace(3) %t37, align 8, !dbg !53
  %t38 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !53
  %.7 = zext i1 %t6 to i8, !dbg !53
  store i8 %.7, ptr addrspace(3) %t38, align 1, !dbg !53
  fence syncscope("workgroup") release, !dbg !53
  tail call void @llvm.amdgcn.s.barrier(), !dbg !53
  fence syncscope("workgroup") acquire, !dbg !53
  %t39 = icmp slt i32 %.2, 128, !dbg !53
  br i1 %t39, label %b10, label %b15, !dbg !53

b10:                                              ; preds = %b9
  %t40 = add nsw i32 %.2, 128, !dbg !53
  %t41 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.0, i32 %t40, !dbg !53
  %.8 = load i64, ptr addrspace(3) %t41, align 8, !dbg !53
  %t43 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.1, i32 %t40, !dbg !53
  %.9 = load i8, ptr addrspace(3) %t43, align 1, !dbg !53
  %.10 = icmp ne i8 %.9, 0, !dbg !53
  %spec.select = select i1 %.10, i64 %.8, i64 0, !dbg !53
  %t47 = add i64 %spec.select, %t45, !dbg !53
  %t48 = select i1 %.10, i1 true, i1 %t6, !dbg !53
  store i64 %t47, ptr addrspace(3) %t37, align 8, !dbg !53
  %.11 = zext i1 %t48 to i8, !dbg !53
  store i8 %.11, ptr addrspace(3) %t38, align 1, !dbg !53
  br label %b15, !dbg !53

b15:                                              ; preds = %b10, %b9
  %t49 = phi i64 [ %t47, %b10 ], [ %t45, %b9 ]
  %t50 = phi i1 [ %t48, %b10 ], [ %t6, %b9 ]
  fence syncscope("workgroup") release, !dbg !53
  tail call void @llvm.amdgcn.s.barrier(), !dbg !53
  fence syncscope("workgroup") acquire, !dbg !53
  %t51 = icmp slt i32 %.2, 64, !dbg !53
  br i1 %t51, label %b16, label %b21, !dbg !53

b16:                                              ; preds = %b15
  %t52 = add nsw i32 %.2, 64, !dbg !53
  %t53 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.0, i32 %t52, !dbg !53
  %.12 = load i64, ptr addrspace(3) %t53, align 8, !dbg !53
  %t55 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.1, i32 %t52, !dbg !53
  %.13 = load i8, ptr addrspace(3) %t55, align 1, !dbg !53
  %.14 = icmp ne i8 %.13, 0, !dbg !53
  %t57 = select i1 %t50, i64 %t49, i64 0, !dbg !53
  %spec.select1 = add i64 %.12, %t57, !dbg !53
  %t59 = select i1 %.14, i64 %spec.select1, i64 %t49, !dbg !53
  %t60 = select i1 %.14, i1 true, i1 %t50, !dbg !53
  store i64 %t59, ptr addrspace(3) %t37, align 8, !dbg !53
  %.15 = zext i1 %t60 to i8, !dbg !53
  store i8 %.15, ptr addrspace(3) %t38, align 1, !dbg !53
  br label %b21, !dbg !53

b21:                                              ; preds = %b16, %b15
  %t61 = phi i64 [ %t59, %b16 ], [ %t49, %b15 ]
  %t62 = phi i1 [ %t60, %b16 ], [ %t50, %b15 ]
  fence syncscope("workgroup") release, !dbg !53
  tail call void @llvm.amdgcn.s.barrier(), !dbg !53
  fence syncscope("workgroup") acquire, !dbg !53
  %t63 = icmp slt i32 %.2, 32, !dbg !53
  br i1 %t63, label %b22, label %b27, !dbg !53

b22:                                              ; preds = %b21
  %t64 = add nsw i32 %.2, 32, !dbg !53
  %t65 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.0, i32 %t64, !dbg !53
  %.16 = load i64, ptr addrspace(3) %t65, align 8, !dbg !53
  %t67 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fufuncs_2eAdd_5bint64_5d_5f_5fstage2.shared.1, i32 %t64, !dbg !53
  %.17 = load i8, ptr addrspace(3) %t67, align 1, !dbg !53
  %.18 = icmp ne i8 %.17, 0, !dbg !53
  %t69 = select i1 %t62, i64 %t61, i64 0, !dbg !53
  %spec.select2 = add i64 %.16, %t69, !dbg !53
  %t71 = select i1 %.18, i64 %spec.select2, i64 %t61, !dbg !53
  %t72 = select i1 %.18, i1 true, i1 %t62, !dbg !53
  br label %b27, !dbg !53

b27:                                              ; preds = %b22, %b21
  %t73 = phi i64 [ %t71, %b22 ], [ %t61, %b21 ]
  %t74 = phi i1 [ %t72, %b22 ], [ %t62, %b21 ]
  br i1 %t63, label %b28, label %b49, !dbg !53

b28:                                              ; preds = %b27
  %.20 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !53
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.20), !dbg !53
  %.22 = zext i32 %.21 to i64, !dbg !53
  %.23 = add nuw nsw i64 %.22, 16, !dbg !53
  %.24 = icmp ult i32 %.21, 48, !dbg !53
  %.25 = tail call i64 @llvm.read_register.i64(metadata !15) #8, !dbg !53
  %.26 = and i64 %.23, 63, !dbg !53
  %1 = shl nuw i64 1, %.26, !dbg !53
  %2 = and i64 %1, %.25, !dbg !53
  %.28 = icmp ne i64 %2, 0, !dbg !53
  %.29 = and i1 %.24, %.28, !dbg !53
  %.30 = trunc i64 %.23 to i32, !dbg !53
  %.31 = shl i32 %.30, 2, !dbg !53
  %.32 = trunc i64 %t73 to i32, !dbg !53
  %.33 = lshr i64 %t73, 32, !dbg !53
  %.34 = trunc i64 %.33 to i32, !dbg !53
  %.35 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.31, i32 %.32), !dbg !53
  %.36 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.31, i32 %.34), !dbg !53
  %.37 = zext i32 %.35 to i64, !dbg !53
  %.38 = zext i32 %.36 to i64, !dbg !53
  %.39 = shl nuw i64 %.38, 32, !dbg !53
  %.40 = or i64 %.39, %.37, !dbg !53
  %t75 = select i1 %.29, i64 %.40, i64 %t73, !dbg !53
  %.54 = zext i1 %t74 to i32, !dbg !53
  %.55 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.31, i32 %.54), !dbg !53
  %3 = and i32 %.55, 1, !dbg !53
  %.56 = icmp ne i32 %3, 0, !dbg !53
  %t76 = select i1 %.29, i1 %.56, i1 %t74, !dbg !53
  %t77 = icmp slt i32 %.2, 16, !dbg !53
  %t78 = and i1 %t77, %t76, !dbg !53
  %t79 = select i1 %t74, i64 %t73, i64 0, !dbg !53
  %spec.select3 = add i64 %t75, %t79, !dbg !53
  %t81 = select i1 %t78, i64 %spec.select3, i64 %t73, !dbg !53
  %t82 = select i1 %t78, i1 true, i1 %t74, !dbg !53
  %.61 = add nuw nsw i64 %.22, 8, !dbg !53
  %.62 = icmp ult i32 %.21, 56, !dbg !53
  %.64 = and i64 %.61, 63, !dbg !53
  %4 = shl nuw i64 1, %.64, !dbg !53
  %5 = and i64 %4, %.25, !dbg !53
  %.66 = icmp ne i64 %5, 0, !dbg !53
  %.67 = and i1 %.62, %.66, !dbg !53
  %.68 = trunc i64 %.61 to i32, !dbg !53
  %.69 = shl i32 %.68, 2, !dbg !53
  %.70 = trunc i64 %t81 to i32, !dbg !53
  %.71 = lshr i64 %t81, 32, !dbg !53
  %.72 = trunc i64 %.71 to i32, !dbg !53
  %.73 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.70), !dbg !53
  %.74 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.72), !dbg !53
  %.75 = zext i32 %.73 to i64, !dbg !53
  %.76 = zext i32 %.74 to i64, !dbg !53
  %.77 = shl nuw i64 %.76, 32, !dbg !53
  %.78 = or i64 %.77, %.75, !dbg !53
  %t83 = select i1 %.67, i64 %.78, i64 %t81, !dbg !53
  %.92 = zext i1 %t82 to i32, !dbg !53
  %.93 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.92), !dbg !53
  %6 = and i32 %.93, 1, !dbg !53
  %.94 = icmp ne i32 %6, 0, !dbg !53
  %t84 = select i1 %.67, i1 %.94, i1 %t82, !dbg !53
  %t85 = icmp slt i32 %.2, 24, !dbg !53
  %t86 = and i1 %t85, %t84, !dbg !53
  %t87 = select i1 %t82, i64 %t81, i64 0, !dbg !53
  %spec.select4 = add i64 %t83, %t87, !dbg !53
  %t89 = select i1 %t86, i64 %spec.select4, i64 %t81, !dbg !53
  %t90 = select i1 %t86, i1 true, i1 %t82, !dbg !53
  %.99 = add nuw nsw i64 %.22, 4, !dbg !53
  %.100 = icmp ult i32 %.21, 60, !dbg !53
  %.102 = and i64 %.99, 63, !dbg !53
  %7 = shl nuw i64 1, %.102, !dbg !53
  %8 = and i64 %7, %.25, !dbg !53
  %.104 = icmp ne i64 %8, 0, !dbg !53
  %.105 = and i1 %.100, %.104, !dbg !53
  %.106 = trunc i64 %.99 to i32, !dbg !53
  %.107 = shl i32 %.106, 2, !dbg !53
  %.108 = trunc i64 %t89 to i32, !dbg !53
  %.109 = lshr i64 %t89, 32, !dbg !53
  %.110 = trunc i64 %.109 to i32, !dbg !53
  %.111 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.107, i32 %.108), !dbg !53
  %.112 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.107, i32 %.110), !dbg !53
  %.113 = zext i32 %.111 to i64, !dbg !53
  %.114 = zext i32 %.112 to i64, !dbg !53
  %.115 = shl nuw i64 %.114, 32, !dbg !53
  %.116 = or i64 %.115, %.113, !dbg !53
  %t91 = select i1 %.105, i64 %.116, i64 %t89, !dbg !53
  %.130 = zext i1 %t90 to i32, !dbg !53
  %.131 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.107, i32 %.130), !dbg !53
  %9 = and i32 %.131, 1, !dbg !53
  %.132 = icmp ne i32 %9, 0, !dbg !53
  %t92 = select i1 %.105, i1 %.132, i1 %t90, !dbg !53
  %t93 = icmp slt i32 %.2, 28, !dbg !53
  %t94 = and i1 %t93, %t92, !dbg !53
  %t95 = select i1 %t90, i64 %t89, i64 0, !dbg !53
  %spec.select5 = add i64 %t91, %t95, !dbg !53
  %t97 = select i1 %t94, i64 %spec.select5, i64 %t89, !dbg !53
  %t98 = select i1 %t94, i1 true, i1 %t90, !dbg !53
  %.137 = add nuw nsw i64 %.22, 2, !dbg !53
  %.138 = icmp ult i32 %.21, 62, !dbg !53
  %.140 = and i64 %.137, 63, !dbg !53
  %10 = shl nuw i64 1, %.140, !dbg !53
  %11 = and i64 %10, %.25, !dbg !53
  %.142 = icmp ne i64 %11, 0, !dbg !53
  %.143 = and i1 %.138, %.142, !dbg !53
  %.144 = trunc i64 %.137 to i32, !dbg !53
  %.145 = shl i32 %.144, 2, !dbg !53
  %.146 = trunc i64 %t97 to i32, !dbg !53
  %.147 = lshr i64 %t97, 32, !dbg !53
  %.148 = trunc i64 %.147 to i32, !dbg !53
  %.149 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.145, i32 %.146), !dbg !53
  %.150 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.145, i32 %.148), !dbg !53
  %.151 = zext i32 %.149 to i64, !dbg !53
  %.152 = zext i32 %.150 to i64, !dbg !53
  %.153 = shl nuw i64 %.152, 32, !dbg !53
  %.154 = or i64 %.153, %.151, !dbg !53
  %t99 = select i1 %.143, i64 %.154, i64 %t97, !dbg !53
  %.168 = zext i1 %t98 to i32, !dbg !53
  %.169 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.145, i32 %.168), !dbg !53
  %12 = and i32 %.169, 1, !dbg !53
  %.170 = icmp ne i32 %12, 0, !dbg !53
  %t100 = select i1 %.143, i1 %.170, i1 %t98, !dbg !53
  %t101 = icmp slt i32 %.2, 30, !dbg !53
  %t102 = and i1 %t101, %t100, !dbg !53
  %t103 = select i1 %t98, i64 %t97, i64 0, !dbg !53
  %spec.select6 = add i64 %t99, %t103, !dbg !53
  %t105 = select i1 %t102, i64 %spec.select6, i64 %t97, !dbg !53
  %t106 = select i1 %t102, i1 true, i1 %t98, !dbg !53
  %.175 = add nuw nsw i64 %.22, 1, !dbg !53
  %.176 = icmp ult i32 %.21, 63, !dbg !53
  %.178 = and i64 %.175, 63, !dbg !53
  %13 = shl nuw i64 1, %.178, !dbg !53
  %14 = and i64 %13, %.25, !dbg !53
  %.180 = icmp ne i64 %14, 0, !dbg !53
  %.181 = and i1 %.176, %.180, !dbg !53
  %.182 = trunc i64 %.175 to i32, !dbg !53
  %.183 = shl i32 %.182, 2, !dbg !53
  %.184 = trunc i64 %t105 to i32, !dbg !53
  %.185 = lshr i64 %t105, 32, !dbg !53
  %.186 = trunc i64 %.185 to i32, !dbg !53
  %.187 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.183, i32 %.184), !dbg !53
  %.188 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.183, i32 %.186), !dbg !53
  %.189 = zext i32 %.187 to i64, !dbg !53
  %.190 = zext i32 %.188 to i64, !dbg !53
  %.191 = shl nuw i64 %.190, 32, !dbg !53
  %.192 = or i64 %.191, %.189, !dbg !53
  %t107 = select i1 %.181, i64 %.192, i64 %t105, !dbg !53
  %.206 = zext i1 %t106 to i32, !dbg !53
  %.207 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.183, i32 %.206), !dbg !53
  %15 = and i32 %.207, 1, !dbg !53
  %.208 = icmp ne i32 %15, 0, !dbg !53
  %t108 = select i1 %.181, i1 %.208, i1 %t106, !dbg !53
  %t109 = icmp ne i32 %.2, 31, !dbg !53
  %t110 = and i1 %t109, %t108, !dbg !53
  %t111 = select i1 %t106, i64 %t105, i64 0, !dbg !53
  %spec.select7 = add i64 %t107, %t111, !dbg !53
  %t113 = select i1 %t110, i64 %spec.select7, i64 %t105, !dbg !53
  %t114 = select i1 %t110, i1 true, i1 %t106, !dbg !53
  br label %b49, !dbg !53

b49:                                              ; preds = %b28, %b27
  %t115 = phi i64 [ %t113, %b28 ], [ %t73, %b27 ]
  %t116 = phi i1 [ %t114, %b28 ], [ %t74, %b27 ]
  %t117 = icmp eq i32 %.2, 0, !dbg !53
  %t121 = select i1 %t116, i1 true, i1 %.1, !dbg !53
  %or.cond = select i1 %t117, i1 %t121, i1 false, !dbg !53
  br i1 %or.cond, label %b55, label %b56, !dbg !53

b55:                                              ; preds = %b49
  %t118 = select i1 %.1, i64 %a3, i64 0, !dbg !53
  %spec.select8 = add i64 %t115, %t118, !dbg !53
  %t120 = select i1 %t116, i64 %spec.select8, i64 %a3, !dbg !53
  store i64 %t120, ptr addrspace(1) %a2, align 8, !dbg !53
  br label %b56, !dbg !53

b56:                                              ; preds = %b55, %b49
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
  %t16 = icmp sgt i64 %a1, 6, !dbg !60
  %t18 = icmp sgt i64 %a1, 5, !dbg !60
  %t20 = icmp sgt i64 %a1, 4, !dbg !60
  %t22 = icmp sgt i64 %a1, 3, !dbg !60
  %t24 = icmp sgt i64 %a1, 2, !dbg !60
  %t26 = icmp sgt i64 %a1, 1, !dbg !60
  %t28 = icmp sgt i64 %a1, 0, !dbg !60
  %t301 = icmp slt i64 %t12, %a0, !dbg !60
  br i1 %t301, label %b2, label %b25, !dbg !60

b2:                                               ; preds = %entry, %b24
  %t292 = phi i64 [ %t180, %b24 ], [ %t12, %entry ]
  br i1 %t14, label %b3, label %b4, !dbg !60

b3:                                               ; preds = %b2
  %t32 = udiv i64 %t292, %a9, !dbg !60
  %t34 = mul i64 %t32, %a9, !dbg !60
  %t35 = sub nuw i64 %t292, %t34, !dbg !60
  %t36 = mul i64 %t35, %a19, !dbg !60
  %t37 = mul i64 %t35, %a29, !dbg !60
  %t38 = mul i64 %t35, %a39, !dbg !60
  %t39 = mul i64 %t35, %a48, !dbg !60
  br label %b4, !dbg !60

b4:                                               ; preds = %b3, %b2
  %t40 = phi i64 [ %t32, %b3 ], [ %t292, %b2 ]
  %t41 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t42 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  %t43 = phi i64 [ %t38, %b3 ], [ 0, %b2 ]
  %t44 = phi i64 [ %t39, %b3 ], [ 0, %b2 ]
  br i1 %t16, label %b5, label %b6, !dbg !60

b5:                                               ; preds = %b4
  %t46 = udiv i64 %t40, %a8, !dbg !60
  %t48 = mul i64 %t46, %a8, !dbg !60
  %t49 = sub i64 %t40, %t48, !dbg !60
  %t50 = mul i64 %t49, %a18, !dbg !60
  %t51 = add i64 %t50, %t41, !dbg !60
  %t52 = mul i64 %t49, %a28, !dbg !60
  %t53 = add i64 %t52, %t42, !dbg !60
  %t54 = mul i64 %t49, %a38, !dbg !60
  %t55 = add i64 %t54, %t43, !dbg !60
  %t56 = mul i64 %t49, %a47, !dbg !60
  %t57 = add i64 %t56, %t44, !dbg !60
  br label %b6, !dbg !60

b6:                                               ; preds = %b5, %b4
  %t58 = phi i64 [ %t46, %b5 ], [ %t40, %b4 ]
  %t59 = phi i64 [ %t51, %b5 ], [ %t41, %b4 ]
  %t60 = phi i64 [ %t53, %b5 ], [ %t42, %b4 ]
  %t61 = phi i64 [ %t55, %b5 ], [ %t43, %b4 ]
  %t62 = phi i64 [ %t57, %b5 ], [ %t44, %b4 ]
  br i1 %t18, label %b7, label %b8, !dbg !60

b7:                                               ; preds = %b6
  %t64 = udiv i64 %t58, %a7, !dbg !60
  %t66 = mul i64 %t64, %a7, !dbg !60
  %t67 = sub i64 %t58, %t66, !dbg !60
  %t68 = mul i64 %t67, %a17, !dbg !60
  %t69 = add i64 %t68, %t59, !dbg !60
  %t70 = mul i64 %t67, %a27, !dbg !60
  %t71 = add i64 %t70, %t60, !dbg !60
  %t72 = mul i64 %t67, %a37, !dbg !60
  %t73 = add i64 %t72, %t61, !dbg !60
  %t74 = mul i64 %t67, %a46, !dbg !60
  %t75 = add i64 %t74, %t62, !dbg !60
  br label %b8, !dbg !60

b8:                                               ; preds = %b7, %b6
  %t76 = phi i64 [ %t64, %b7 ], [ %t58, %b6 ]
  %t77 = phi i64 [ %t69, %b7 ], [ %t59, %b6 ]
  %t78 = phi i64 [ %t71, %b7 ], [ %t60, %b6 ]
  %t79 = phi i64 [ %t73, %b7 ], [ %t61, %b6 ]
  %t80 = phi i64 [ %t75, %b7 ], [ %t62, %b6 ]
  br i1 %t20, label %b9, label %b10, !dbg !60

b9:                                               ; preds = %b8
  %t82 = udiv i64 %t76, %a6, !dbg !60
  %t84 = mul i64 %t82, %a6, !dbg !60
  %t85 = sub i64 %t76, %t84, !dbg !60
  %t86 = mul i64 %t85, %a16, !dbg !60
  %t87 = add i64 %t86, %t77, !dbg !60
  %t88 = mul i64 %t85, %a26, !dbg !60
  %t89 = add i64 %t88, %t78, !dbg !60
  %t90 = mul i64 %t85, %a36, !dbg !60
  %t91 = add i64 %t90, %t79, !dbg !60
  %t92 = mul i64 %t85, %a45, !dbg !60
  %t93 = add i64 %t92, %t80, !dbg !60
  br label %b10, !dbg !60

b10:                                              ; preds = %b9, %b8
  %t94 = phi i64 [ %t82, %b9 ], [ %t76, %b8 ]
  %t95 = phi i64 [ %t87, %b9 ], [ %t77, %b8 ]
  %t96 = phi i64 [ %t89, %b9 ], [ %t78, %b8 ]
  %t97 = phi i64 [ %t91, %b9 ], [ %t79, %b8 ]
  %t98 = phi i64 [ %t93, %b9 ], [ %t80, %b8 ]
  br i1 %t22, label %b11, label %b12, !dbg !60

b11:                                              ; preds = %b10
  %t100 = udiv i64 %t94, %a5, !dbg !60
  %t102 = mul i64 %t100, %a5, !dbg !60
  %t103 = sub i64 %t94, %t102, !dbg !60
  %t104 = mul i64 %t103, %a15, !dbg !60
  %t105 = add i64 %t104, %t95, !dbg !60
  %t106 = mul i64 %t103, %a25, !dbg !60
  %t107 = add i64 %t106, %t96, !dbg !60
  %t108 = mul i64 %t103, %a35, !dbg !60
  %t109 = add i64 %t108, %t97, !dbg !60
  %t110 = mul i64 %t103, %a44, !dbg !60
  %t111 = add i64 %t110, %t98, !dbg !60
  br label %b12, !dbg !60

b12:                                              ; preds = %b11, %b10
  %t112 = phi i64 [ %t100, %b11 ], [ %t94, %b10 ]
  %t113 = phi i64 [ %t105, %b11 ], [ %t95, %b10 ]
  %t114 = phi i64 [ %t107, %b11 ], [ %t96, %b10 ]
  %t115 = phi i64 [ %t109, %b11 ], [ %t97, %b10 ]
  %t116 = phi i64 [ %t111, %b11 ], [ %t98, %b10 ]
  br i1 %t24, label %b13, label %b14, !dbg !60

b13:                                              ; preds = %b12
  %t118 = udiv i64 %t112, %a4, !dbg !60
  %t120 = mul i64 %t118, %a4, !dbg !60
  %t121 = sub i64 %t112, %t120, !dbg !60
  %t122 = mul i64 %t121, %a14, !dbg !60
  %t123 = add i64 %t122, %t113, !dbg !60
  %t124 = mul i64 %t121, %a24, !dbg !60
  %t125 = add i64 %t124, %t114, !dbg !60
  %t126 = mul i64 %t121, %a34, !dbg !60
  %t127 = add i64 %t126, %t115, !dbg !60
  %t128 = mul i64 %t121, %a43, !dbg !60
  %t129 = add i64 %t128, %t116, !dbg !60
  br label %b14, !dbg !60

b14:                                              ; preds = %b13, %b12
  %t130 = phi i64 [ %t118, %b13 ], [ %t112, %b12 ]
  %t131 = phi i64 [ %t123, %b13 ], [ %t113, %b12 ]
  %t132 = phi i64 [ %t125, %b13 ], [ %t114, %b12 ]
  %t133 = phi i64 [ %t127, %b13 ], [ %t115, %b12 ]
  %t134 = phi i64 [ %t129, %b13 ], [ %t116, %b12 ]
  br i1 %t26, label %b15, label %b16, !dbg !60

b15:                                              ; preds = %b14
  %t136 = udiv i64 %t130, %a3, !dbg !60
  %t138 = mul i64 %t136, %a3, !dbg !60
  %t139 = sub i64 %t130, %t138, !dbg !60
  %t140 = mul i64 %t139, %a13, !dbg !60
  %t141 = add i64 %t140, %t131, !dbg !60
  %t142 = mul i64 %t139, %a23, !dbg !60
  %t143 = add i64 %t142, %t132, !dbg !60
  %t144 = mul i64 %t139, %a33, !dbg !60
  %t145 = add i64 %t144, %t133, !dbg !60
  %t146 = mul i64 %t139, %a42, !dbg !60
  %t147 = add i64 %t146, %t134, !dbg !60
  br label %b16, !dbg !60

b16:                                              ; preds = %b15, %b14
  %t148 = phi i64 [ %t136, %b15 ], [ %t130, %b14 ]
  %t149 = phi i64 [ %t141, %b15 ], [ %t131, %b14 ]
  %t150 = phi i64 [ %t143, %b15 ], [ %t132, %b14 ]
  %t151 = phi i64 [ %t145, %b15 ], [ %t133, %b14 ]
  %t152 = phi i64 [ %t147, %b15 ], [ %t134, %b14 ]
  br i1 %t28, label %b17, label %b18, !dbg !60

b17:                                              ; preds = %b16
  %t153 = mul i64 %t148, %a12, !dbg !60
  %t154 = add i64 %t149, %t153, !dbg !60
  %t155 = mul i64 %t148, %a22, !dbg !60
  %t156 = add i64 %t150, %t155, !dbg !60
  %t157 = mul i64 %t148, %a32, !dbg !60
  %t158 = add i64 %t151, %t157, !dbg !60
  %t159 = mul i64 %t148, %a41, !dbg !60
  %t160 = add i64 %t152, %t159, !dbg !60
  br label %b18, !dbg !60

b18:                                              ; preds = %b17, %b16
  %t161 = phi i64 [ %t154, %b17 ], [ %t149, %b16 ]
  %t162 = phi i64 [ %t156, %b17 ], [ %t150, %b16 ]
  %t163 = phi i64 [ %t158, %b17 ], [ %t151, %b16 ]
  %t164 = phi i64 [ %t160, %b17 ], [ %t152, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !60

b19:                                              ; preds = %b18
  %t165 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t161, !dbg !60
  %.17 = load float, ptr addrspace(1) %t165, align 4, !dbg !60
  br label %b20, !dbg !60

b20:                                              ; preds = %b19, %b18
  %t167 = phi float [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !60

b21:                                              ; preds = %b20
  %t168 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t162, !dbg !60
  %.18 = load float, ptr addrspace(1) %t168, align 4, !dbg !60
  br label %b22, !dbg !60

b22:                                              ; preds = %b21, %b20
  %t170 = phi float [ %.18, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !60

b23:                                              ; preds = %b22
  %t171 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t163, !dbg !60
  %.19 = load float, ptr addrspace(1) %t171, align 4, !dbg !60
  br label %b24, !dbg !60

b24:                                              ; preds = %b23, %b22
  %t173 = phi float [ %.19, %b23 ], [ %a31, %b22 ]
  %0 = fmul float %t167, -4.000000e+00, !dbg !61
  %t176 = fmul float %0, %t173, !dbg !61
  %t177 = tail call float @llvm.fma.f32(float %t170, float %t170, float %t176), !dbg !61
  %.20 = fcmp olt float %t177, 0x39F0000000000000, !dbg !62
  %.21 = fmul float %t177, 0x41F0000000000000, !dbg !62
  %.22 = select i1 %.20, float %.21, float %t177, !dbg !62
  %.23 = tail call float @llvm.amdgcn.sqrt.f32(float %.22), !dbg !62
  %.24 = bitcast float %.23 to i32, !dbg !62
  %.25 = add i32 %.24, -1, !dbg !62
  %.26 = bitcast i32 %.25 to float, !dbg !62
  %.27 = fneg float %.26, !dbg !62
  %.28 = tail call float @llvm.fma.f32(float %.27, float %.23, float %.22), !dbg !62
  %.29 = add i32 %.24, 1, !dbg !62
  %.30 = bitcast i32 %.29 to float, !dbg !62
  %.31 = fneg float %.30, !dbg !62
  %.32 = tail call float @llvm.fma.f32(float %.31, float %.23, float %.22), !dbg !62
  %.33 = fcmp ole float %.28, 0.000000e+00, !dbg !62
  %.34 = select i1 %.33, float %.26, float %.23, !dbg !62
  %.35 = fcmp ogt float %.32, 0.000000e+00, !dbg !62
  %.36 = select i1 %.35, float %.30, float %.34, !dbg !62
  %.37 = fmul float %.36, 0x3EF0000000000000, !dbg !62
  %.38 = select i1 %.20, float %.37, float %.36, !dbg !62
  %.39 = fcmp oeq float %.22, 0.000000e+00, !dbg !62
  %.40 = fcmp oeq float %.22, 0x7FF0000000000000, !dbg !62
  %.41 = or i1 %.39, %.40, !dbg !62
  %.42 = select i1 %.41, float %.22, float %.38, !dbg !62
  %t179 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t164, !dbg !60
  store float %.42, ptr addrspace(1) %t179, align 4, !dbg !60
  %t180 = add i64 %t292, %t13, !dbg !60
  %t30 = icmp slt i64 %t180, %a0, !dbg !60
  br i1 %t30, label %b2, label %b25, !dbg !60

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
  %t16 = icmp sgt i64 %a1, 6, !dbg !68
  %t18 = icmp sgt i64 %a1, 5, !dbg !68
  %t20 = icmp sgt i64 %a1, 4, !dbg !68
  %t22 = icmp sgt i64 %a1, 3, !dbg !68
  %t24 = icmp sgt i64 %a1, 2, !dbg !68
  %t26 = icmp sgt i64 %a1, 1, !dbg !68
  %t28 = icmp sgt i64 %a1, 0, !dbg !68
  %t301 = icmp slt i64 %t12, %a0, !dbg !68
  br i1 %t301, label %b2, label %b25, !dbg !68

b2:                                               ; preds = %entry, %b24
  %t292 = phi i64 [ %t180, %b24 ], [ %t12, %entry ]
  br i1 %t14, label %b3, label %b4, !dbg !68

b3:                                               ; preds = %b2
  %t32 = udiv i64 %t292, %a9, !dbg !68
  %t34 = mul i64 %t32, %a9, !dbg !68
  %t35 = sub nuw i64 %t292, %t34, !dbg !68
  %t36 = mul i64 %t35, %a19, !dbg !68
  %t37 = mul i64 %t35, %a29, !dbg !68
  %t38 = mul i64 %t35, %a39, !dbg !68
  %t39 = mul i64 %t35, %a48, !dbg !68
  br label %b4, !dbg !68

b4:                                               ; preds = %b3, %b2
  %t40 = phi i64 [ %t32, %b3 ], [ %t292, %b2 ]
  %t41 = phi i64 [ %t36, %b3 ], [ 0, %b2 ]
  %t42 = phi i64 [ %t37, %b3 ], [ 0, %b2 ]
  %t43 = phi i64 [ %t38, %b3 ], [ 0, %b2 ]
  %t44 = phi i64 [ %t39, %b3 ], [ 0, %b2 ]
  br i1 %t16, label %b5, label %b6, !dbg !68

b5:                                               ; preds = %b4
  %t46 = udiv i64 %t40, %a8, !dbg !68
  %t48 = mul i64 %t46, %a8, !dbg !68
  %t49 = sub i64 %t40, %t48, !dbg !68
  %t50 = mul i64 %t49, %a18, !dbg !68
  %t51 = add i64 %t50, %t41, !dbg !68
  %t52 = mul i64 %t49, %a28, !dbg !68
  %t53 = add i64 %t52, %t42, !dbg !68
  %t54 = mul i64 %t49, %a38, !dbg !68
  %t55 = add i64 %t54, %t43, !dbg !68
  %t56 = mul i64 %t49, %a47, !dbg !68
  %t57 = add i64 %t56, %t44, !dbg !68
  br label %b6, !dbg !68

b6:                                               ; preds = %b5, %b4
  %t58 = phi i64 [ %t46, %b5 ], [ %t40, %b4 ]
  %t59 = phi i64 [ %t51, %b5 ], [ %t41, %b4 ]
  %t60 = phi i64 [ %t53, %b5 ], [ %t42, %b4 ]
  %t61 = phi i64 [ %t55, %b5 ], [ %t43, %b4 ]
  %t62 = phi i64 [ %t57, %b5 ], [ %t44, %b4 ]
  br i1 %t18, label %b7, label %b8, !dbg !68

b7:                                               ; preds = %b6
  %t64 = udiv i64 %t58, %a7, !dbg !68
  %t66 = mul i64 %t64, %a7, !dbg !68
  %t67 = sub i64 %t58, %t66, !dbg !68
  %t68 = mul i64 %t67, %a17, !dbg !68
  %t69 = add i64 %t68, %t59, !dbg !68
  %t70 = mul i64 %t67, %a27, !dbg !68
  %t71 = add i64 %t70, %t60, !dbg !68
  %t72 = mul i64 %t67, %a37, !dbg !68
  %t73 = add i64 %t72, %t61, !dbg !68
  %t74 = mul i64 %t67, %a46, !dbg !68
  %t75 = add i64 %t74, %t62, !dbg !68
  br label %b8, !dbg !68

b8:                                               ; preds = %b7, %b6
  %t76 = phi i64 [ %t64, %b7 ], [ %t58, %b6 ]
  %t77 = phi i64 [ %t69, %b7 ], [ %t59, %b6 ]
  %t78 = phi i64 [ %t71, %b7 ], [ %t60, %b6 ]
  %t79 = phi i64 [ %t73, %b7 ], [ %t61, %b6 ]
  %t80 = phi i64 [ %t75, %b7 ], [ %t62, %b6 ]
  br i1 %t20, label %b9, label %b10, !dbg !68

b9:                                               ; preds = %b8
  %t82 = udiv i64 %t76, %a6, !dbg !68
  %t84 = mul i64 %t82, %a6, !dbg !68
  %t85 = sub i64 %t76, %t84, !dbg !68
  %t86 = mul i64 %t85, %a16, !dbg !68
  %t87 = add i64 %t86, %t77, !dbg !68
  %t88 = mul i64 %t85, %a26, !dbg !68
  %t89 = add i64 %t88, %t78, !dbg !68
  %t90 = mul i64 %t85, %a36, !dbg !68
  %t91 = add i64 %t90, %t79, !dbg !68
  %t92 = mul i64 %t85, %a45, !dbg !68
  %t93 = add i64 %t92, %t80, !dbg !68
  br label %b10, !dbg !68

b10:                                              ; preds = %b9, %b8
  %t94 = phi i64 [ %t82, %b9 ], [ %t76, %b8 ]
  %t95 = phi i64 [ %t87, %b9 ], [ %t77, %b8 ]
  %t96 = phi i64 [ %t89, %b9 ], [ %t78, %b8 ]
  %t97 = phi i64 [ %t91, %b9 ], [ %t79, %b8 ]
  %t98 = phi i64 [ %t93, %b9 ], [ %t80, %b8 ]
  br i1 %t22, label %b11, label %b12, !dbg !68

b11:                                              ; preds = %b10
  %t100 = udiv i64 %t94, %a5, !dbg !68
  %t102 = mul i64 %t100, %a5, !dbg !68
  %t103 = sub i64 %t94, %t102, !dbg !68
  %t104 = mul i64 %t103, %a15, !dbg !68
  %t105 = add i64 %t104, %t95, !dbg !68
  %t106 = mul i64 %t103, %a25, !dbg !68
  %t107 = add i64 %t106, %t96, !dbg !68
  %t108 = mul i64 %t103, %a35, !dbg !68
  %t109 = add i64 %t108, %t97, !dbg !68
  %t110 = mul i64 %t103, %a44, !dbg !68
  %t111 = add i64 %t110, %t98, !dbg !68
  br label %b12, !dbg !68

b12:                                              ; preds = %b11, %b10
  %t112 = phi i64 [ %t100, %b11 ], [ %t94, %b10 ]
  %t113 = phi i64 [ %t105, %b11 ], [ %t95, %b10 ]
  %t114 = phi i64 [ %t107, %b11 ], [ %t96, %b10 ]
  %t115 = phi i64 [ %t109, %b11 ], [ %t97, %b10 ]
  %t116 = phi i64 [ %t111, %b11 ], [ %t98, %b10 ]
  br i1 %t24, label %b13, label %b14, !dbg !68

b13:                                              ; preds = %b12
  %t118 = udiv i64 %t112, %a4, !dbg !68
  %t120 = mul i64 %t118, %a4, !dbg !68
  %t121 = sub i64 %t112, %t120, !dbg !68
  %t122 = mul i64 %t121, %a14, !dbg !68
  %t123 = add i64 %t122, %t113, !dbg !68
  %t124 = mul i64 %t121, %a24, !dbg !68
  %t125 = add i64 %t124, %t114, !dbg !68
  %t126 = mul i64 %t121, %a34, !dbg !68
  %t127 = add i64 %t126, %t115, !dbg !68
  %t128 = mul i64 %t121, %a43, !dbg !68
  %t129 = add i64 %t128, %t116, !dbg !68
  br label %b14, !dbg !68

b14:                                              ; preds = %b13, %b12
  %t130 = phi i64 [ %t118, %b13 ], [ %t112, %b12 ]
  %t131 = phi i64 [ %t123, %b13 ], [ %t113, %b12 ]
  %t132 = phi i64 [ %t125, %b13 ], [ %t114, %b12 ]
  %t133 = phi i64 [ %t127, %b13 ], [ %t115, %b12 ]
  %t134 = phi i64 [ %t129, %b13 ], [ %t116, %b12 ]
  br i1 %t26, label %b15, label %b16, !dbg !68

b15:                                              ; preds = %b14
  %t136 = udiv i64 %t130, %a3, !dbg !68
  %t138 = mul i64 %t136, %a3, !dbg !68
  %t139 = sub i64 %t130, %t138, !dbg !68
  %t140 = mul i64 %t139, %a13, !dbg !68
  %t141 = add i64 %t140, %t131, !dbg !68
  %t142 = mul i64 %t139, %a23, !dbg !68
  %t143 = add i64 %t142, %t132, !dbg !68
  %t144 = mul i64 %t139, %a33, !dbg !68
  %t145 = add i64 %t144, %t133, !dbg !68
  %t146 = mul i64 %t139, %a42, !dbg !68
  %t147 = add i64 %t146, %t134, !dbg !68
  br label %b16, !dbg !68

b16:                                              ; preds = %b15, %b14
  %t148 = phi i64 [ %t136, %b15 ], [ %t130, %b14 ]
  %t149 = phi i64 [ %t141, %b15 ], [ %t131, %b14 ]
  %t150 = phi i64 [ %t143, %b15 ], [ %t132, %b14 ]
  %t151 = phi i64 [ %t145, %b15 ], [ %t133, %b14 ]
  %t152 = phi i64 [ %t147, %b15 ], [ %t134, %b14 ]
  br i1 %t28, label %b17, label %b18, !dbg !68

b17:                                              ; preds = %b16
  %t153 = mul i64 %t148, %a12, !dbg !68
  %t154 = add i64 %t149, %t153, !dbg !68
  %t155 = mul i64 %t148, %a22, !dbg !68
  %t156 = add i64 %t150, %t155, !dbg !68
  %t157 = mul i64 %t148, %a32, !dbg !68
  %t158 = add i64 %t151, %t157, !dbg !68
  %t159 = mul i64 %t148, %a41, !dbg !68
  %t160 = add i64 %t152, %t159, !dbg !68
  br label %b18, !dbg !68

b18:                                              ; preds = %b17, %b16
  %t161 = phi i64 [ %t154, %b17 ], [ %t149, %b16 ]
  %t162 = phi i64 [ %t156, %b17 ], [ %t150, %b16 ]
  %t163 = phi i64 [ %t158, %b17 ], [ %t151, %b16 ]
  %t164 = phi i64 [ %t160, %b17 ], [ %t152, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !68

b19:                                              ; preds = %b18
  %t165 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t161, !dbg !68
  %.17 = load double, ptr addrspace(1) %t165, align 8, !dbg !68
  br label %b20, !dbg !68

b20:                                              ; preds = %b19, %b18
  %t167 = phi double [ %.17, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !68

b21:                                              ; preds = %b20
  %t168 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t162, !dbg !68
  %.18 = load double, ptr addrspace(1) %t168, align 8, !dbg !68
  br label %b22, !dbg !68

b22:                                              ; preds = %b21, %b20
  %t170 = phi double [ %.18, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !68

b23:                                              ; preds = %b22
  %t171 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t163, !dbg !68
  %.19 = load double, ptr addrspace(1) %t171, align 8, !dbg !68
  br label %b24, !dbg !68

b24:                                              ; preds = %b23, %b22
  %t173 = phi double [ %.19, %b23 ], [ %a31, %b22 ]
  %0 = fmul double %t167, -4.000000e+00, !dbg !69
  %t176 = fmul double %0, %t173, !dbg !69
  %t177 = tail call double @llvm.fma.f64(double %t170, double %t170, double %t176), !dbg !69
  %.20 = fcmp olt double %t177, 0x1000000000000000, !dbg !70
  %.21 = fmul double %t177, 0x4FF0000000000000, !dbg !70
  %.22 = select i1 %.20, double %.21, double %t177, !dbg !70
  %.23 = tail call double @llvm.amdgcn.rsq.f64(double %.22), !dbg !70
  %.24 = fmul double %.22, %.23, !dbg !70
  %.25 = fmul double %.23, 5.000000e-01, !dbg !70
  %.26 = fneg double %.25, !dbg !70
  %.27 = tail call double @llvm.fma.f64(double %.26, double %.24, double 5.000000e-01), !dbg !70
  %.28 = tail call double @llvm.fma.f64(double %.25, double %.27, double %.25), !dbg !70
  %.29 = tail call double @llvm.fma.f64(double %.24, double %.27, double %.24), !dbg !70
  %.30 = fneg double %.29, !dbg !70
  %.31 = tail call double @llvm.fma.f64(double %.30, double %.29, double %.22), !dbg !70
  %.32 = tail call double @llvm.fma.f64(double %.31, double %.28, double %.29), !dbg !70
  %.33 = fneg double %.32, !dbg !70
  %.34 = tail call double @llvm.fma.f64(double %.33, double %.32, double %.22), !dbg !70
  %.35 = tail call double @llvm.fma.f64(double %.34, double %.28, double %.32), !dbg !70
  %.36 = fmul double %.35, 0x37F0000000000000, !dbg !70
  %.37 = select i1 %.20, double %.36, double %.35, !dbg !70
  %.38 = fcmp oeq double %.22, 0.000000e+00, !dbg !70
  %.39 = fcmp oeq double %.22, 0x7FF0000000000000, !dbg !70
  %.40 = or i1 %.38, %.39, !dbg !70
  %.41 = select i1 %.40, double %.22, double %.37, !dbg !70
  %t179 = getelementptr inbounds double, ptr addrspace(1) %a40, i64 %t164, !dbg !68
  store double %.41, ptr addrspace(1) %t179, align 8, !dbg !68
  %t180 = add i64 %t292, %t13, !dbg !68
  %t30 = icmp slt i64 %t180, %a0, !dbg !68
  br i1 %t30, label %b2, label %b25, !dbg !68

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
