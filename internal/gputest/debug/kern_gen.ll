; kern module github.com/kernlab/kern/internal/gputest/debug (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eSharedRace.shared.0.0 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eTreeSum.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eScatter(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.7 to i64
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !invariant.load !0
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.12 to i64
  %t7 = add nsw i64 %t4, %t6
  %t9 = icmp slt i64 %t7, %a1
  br i1 %t9, label %b1, label %b2

b1:                                               ; preds = %entry
  %t13 = icmp ult i64 %t7, %a1
  br i1 %t13, label %b3, label %b4

b2:                                               ; preds = %b5, %entry
  ret void

b3:                                               ; preds = %b1
  %t14 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7
  %.13 = load i32, ptr addrspace(1) %t14, align 4, !amdgpu.noclobber !0
  %t17 = sext i32 %.13 to i64
  %t22 = icmp ult i64 %t17, %a4
  br i1 %t22, label %b5, label %b6

b4:                                               ; preds = %b1
  tail call void @llvm.trap()
  unreachable

b5:                                               ; preds = %b3
  %t16 = sitofp i64 %t7 to float
  %t23 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t17
  store float %t16, ptr addrspace(1) %t23, align 4
  br label %b2

b6:                                               ; preds = %b3
  tail call void @llvm.trap()
  unreachable
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eSharedRace(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #0 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workitem.id.x()
  store i32 %.4, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eSharedRace.shared.0.0, align 4
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t5 = icmp eq i32 %.4, 0
  br i1 %t5, label %b1, label %b2

b1:                                               ; preds = %entry
  %t10.not = icmp eq i64 %a1, 0
  br i1 %t10.not, label %b4, label %b3

b2:                                               ; preds = %b3, %entry
  ret void

b3:                                               ; preds = %b1
  %.5 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eSharedRace.shared.0.0, align 4
  store i32 %.5, ptr addrspace(1) %a0, align 4
  br label %b2

b4:                                               ; preds = %b1
  tail call void @llvm.trap()
  unreachable
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eTreeSum(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t2 = sext i32 %.7 to i64
  %.8 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t4 = sext i32 %.8 to i64
  %.9 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.10 = getelementptr inbounds i8, ptr addrspace(4) %.9, i64 4
  %.11 = load i16, ptr addrspace(4) %.10, align 4, !invariant.load !0
  %t6 = zext i16 %.11 to i64
  %t7 = mul nsw i64 %t6, %t4
  %t8 = add nsw i64 %t7, %t2
  %t13 = icmp ult i64 %t8, %a1
  br i1 %t13, label %b8, label %b9

b2:                                               ; preds = %b10, %b4
  %t146.in = phi i64 [ %t146, %b4 ], [ %t6, %b10 ]
  %t146 = lshr i64 %t146.in, 1
  %t16 = icmp sgt i64 %t146, %t2
  br i1 %t16, label %b3, label %b4

b3:                                               ; preds = %b2
  %t17 = add nsw i64 %t146, %t2
  %t19 = icmp ult i64 %t17, 256
  br i1 %t19, label %b14, label %b13

b4:                                               ; preds = %b14, %b2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t15.not = icmp ult i64 %t146.in, 4
  br i1 %t15.not, label %b5, label %b2

b5:                                               ; preds = %b4, %b10
  %t21 = icmp eq i32 %.7, 0
  br i1 %t21, label %b6, label %b7

b6:                                               ; preds = %b5
  %t28 = icmp ult i64 %t4, %a4
  br i1 %t28, label %b18, label %b19

b7:                                               ; preds = %b18, %b5
  ret void

b8:                                               ; preds = %entry
  %t32 = icmp ult i32 %.7, 256
  br i1 %t32, label %b10, label %b11

b9:                                               ; preds = %entry
  tail call void @llvm.trap()
  unreachable

b10:                                              ; preds = %b8
  %t29 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t8
  %.14 = load float, ptr addrspace(1) %t29, align 4, !amdgpu.noclobber !0
  %t33 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eTreeSum.shared.0, i32 %.7
  store float %.14, ptr addrspace(3) %t33, align 4
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t15.not5 = icmp ult i16 %.11, 2
  br i1 %t15.not5, label %b5, label %b2

b11:                                              ; preds = %b8
  tail call void @llvm.trap()
  unreachable

b13:                                              ; preds = %b3
  tail call void @llvm.trap()
  unreachable

b14:                                              ; preds = %b3
  %0 = trunc i64 %t17 to i32
  %t35 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eTreeSum.shared.0, i32 %0
  %.15 = load float, ptr addrspace(3) %t35, align 4
  %.16 = load float, ptr addrspace(3) %t33, align 4
  %t38 = fadd float %.15, %.16
  store float %t38, ptr addrspace(3) %t33, align 4
  br label %b4

b18:                                              ; preds = %b6
  %.13 = load float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eTreeSum.shared.0, align 4
  %t39 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t4
  store float %.13, ptr addrspace(1) %t39, align 4
  br label %b7

b19:                                              ; preds = %b6
  tail call void @llvm.trap()
  unreachable
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eQuo_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) readonly %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 {
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
  br i1 %t141, label %b2, label %b9

b2:                                               ; preds = %entry, %b7
  %t132 = phi i64 [ %t24, %b7 ], [ %t11, %entry ]
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
  %t21.not = icmp eq i64 %t20, 0
  br i1 %t21.not, label %b8, label %b7

b7:                                               ; preds = %b6
  %.20 = icmp eq i64 %t20, -1
  %.22 = select i1 %.20, i64 1, i64 %t20
  %.23 = sdiv i64 %t17, %.22
  %.24 = sub i64 0, %t17
  %.25 = select i1 %.20, i64 %.24, i64 %.23
  %t23 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t132
  store i64 %.25, ptr addrspace(1) %t23, align 8
  %t24 = add i64 %t132, %t12
  %t14 = icmp slt i64 %t24, %a0
  br i1 %t14, label %b2, label %b9

b8:                                               ; preds = %b6
  tail call void @llvm.trap()
  unreachable

b9:                                               ; preds = %b7, %entry
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eQuo_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 {
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
  %t13 = icmp sgt i64 %a1, 7
  %t14 = icmp sgt i64 %a1, 6
  %t15 = icmp sgt i64 %a1, 5
  %t16 = icmp sgt i64 %a1, 4
  %t17 = icmp sgt i64 %a1, 3
  %t18 = icmp sgt i64 %a1, 2
  %t19 = icmp sgt i64 %a1, 1
  %t20 = icmp sgt i64 %a1, 0
  %t221 = icmp slt i64 %t11, %a0
  br i1 %t221, label %b2.lr.ph, label %b25

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

b2:                                               ; preds = %b2.lr.ph, %b23
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t122, %b23 ]
  br i1 %t13, label %b3, label %b4

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed
  %.28 = sub i64 0, %t212
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t25 = mul i64 %.22, %a19
  %t26 = mul i64 %.22, %a29
  %t27 = mul i64 %.22, %a38
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed
  %.42 = sub i64 0, %t28
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t34 = mul i64 %.36, %a18
  %t35 = add i64 %t34, %t29
  %t36 = mul i64 %.36, %a28
  %t37 = add i64 %t36, %t30
  %t38 = mul i64 %.36, %a37
  %t39 = add i64 %t38, %t31
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed
  %.56 = sub i64 0, %t40
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t46 = mul i64 %.50, %a17
  %t47 = add i64 %t46, %t41
  %t48 = mul i64 %.50, %a27
  %t49 = add i64 %t48, %t42
  %t50 = mul i64 %.50, %a36
  %t51 = add i64 %t50, %t43
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed
  %.70 = sub i64 0, %t52
  %.71 = select i1 %.60, i64 %.70, i64 %.69
  %.72 = select i1 %.59, i64 -1, i64 %.71
  %t58 = mul i64 %.64, %a16
  %t59 = add i64 %t58, %t53
  %t60 = mul i64 %.64, %a26
  %t61 = add i64 %t60, %t54
  %t62 = mul i64 %.64, %a35
  %t63 = add i64 %t62, %t55
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed
  %.84 = sub i64 0, %t64
  %.85 = select i1 %.74, i64 %.84, i64 %.83
  %.86 = select i1 %.73, i64 -1, i64 %.85
  %t70 = mul i64 %.78, %a15
  %t71 = add i64 %t70, %t65
  %t72 = mul i64 %.78, %a25
  %t73 = add i64 %t72, %t66
  %t74 = mul i64 %.78, %a34
  %t75 = add i64 %t74, %t67
  br label %b12

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14

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
  %t82 = mul i64 %.92, %a14
  %t83 = add i64 %t82, %t77
  %t84 = mul i64 %.92, %a24
  %t85 = add i64 %t84, %t78
  %t86 = mul i64 %.92, %a33
  %t87 = add i64 %t86, %t79
  br label %b14

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed
  %.112 = sub i64 0, %t88
  %.113 = select i1 %.102, i64 %.112, i64 %.111
  %.114 = select i1 %.101, i64 -1, i64 %.113
  %t94 = mul i64 %.106, %a13
  %t95 = add i64 %t94, %t89
  %t96 = mul i64 %.106, %a23
  %t97 = add i64 %t96, %t90
  %t98 = mul i64 %.106, %a32
  %t99 = add i64 %t98, %t91
  br label %b16

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12
  %t105 = add i64 %t101, %t104
  %t106 = mul i64 %t100, %a22
  %t107 = add i64 %t102, %t106
  %t108 = mul i64 %t100, %a31
  %t109 = add i64 %t103, %t108
  br label %b18

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t110
  %.115 = load i64, ptr addrspace(1) %t113, align 8
  br label %b20

b20:                                              ; preds = %b19, %b18
  %t115 = phi i64 [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t111
  %.116 = load i64, ptr addrspace(1) %t116, align 8
  br label %b22

b22:                                              ; preds = %b21, %b20
  %t118 = phi i64 [ %.116, %b21 ], [ %a21, %b20 ]
  %t119.not = icmp eq i64 %t118, 0
  br i1 %t119.not, label %b24, label %b23

b23:                                              ; preds = %b22
  %.118 = icmp eq i64 %t118, -1
  %.120 = select i1 %.118, i64 1, i64 %t118
  %.121 = sdiv i64 %t115, %.120
  %.122 = sub i64 0, %t115
  %.123 = select i1 %.118, i64 %.122, i64 %.121
  %t121 = getelementptr inbounds i64, ptr addrspace(1) %a30, i64 %t112
  store i64 %.123, ptr addrspace(1) %t121, align 8
  %t122 = add i64 %t212, %t12
  %t22 = icmp slt i64 %t122, %a0
  br i1 %t22, label %b2, label %b25

b24:                                              ; preds = %b22
  tail call void @llvm.trap()
  unreachable

b25:                                              ; preds = %b23, %entry
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #3

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent mustprogress nounwind willreturn }
attributes #3 = { cold noreturn nounwind }

!0 = !{}
