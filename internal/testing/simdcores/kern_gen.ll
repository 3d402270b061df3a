; kern module github.com/kernlab/kern/internal/testing/simdcores (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eFused_5bfloat32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, float %a4, ptr addrspace(1) readonly %a5, float %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #0 !dbg !4 {
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
  %t142 = phi i64 [ %t45, %b8 ], [ %t12, %entry ]
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
  %t25 = fmul float %t18, %t21, !dbg !8
  %t26 = fadd float %t25, %t24, !dbg !9
  %t27 = fsub float %t24, %t25, !dbg !10
  %t28 = fsub float %t25, %t24, !dbg !11
  %t32 = fmul float %t18, 2.500000e-01, !dbg !12
  %t33 = fadd float %t32, %t24, !dbg !13
  %t34 = tail call float @llvm.fma.f32(float %t18, float 2.000000e+00, float %t24), !dbg !14
  %t35 = fdiv float %t18, 3.000000e+00, !dbg !15
  %t36 = fadd float %t35, %t24, !dbg !16
  %t37 = fdiv float %t27, %t28, !dbg !17
  %t38 = fadd float %t26, %t37, !dbg !18
  %t39 = fadd float %t27, %t38, !dbg !19
  %t40 = fsub float %t39, %t26, !dbg !20
  %t41 = fdiv float %t33, %t34, !dbg !21
  %t42 = fadd float %t41, %t40, !dbg !22
  %t43 = fsub float %t42, %t36, !dbg !23
  %t44 = getelementptr inbounds float, ptr addrspace(1) %a7, i64 %t142, !dbg !7
  store float %t43, ptr addrspace(1) %t44, align 4, !dbg !7
  %t45 = add i64 %t142, %t13, !dbg !7
  %t15 = icmp slt i64 %t45, %a0, !dbg !7
  br i1 %t15, label %b2, label %b9, !dbg !7

b9:                                               ; preds = %b8, %entry
  ret void, !dbg !7
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eFused_5bfloat32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, float %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 !dbg !24 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !25
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !25
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !25
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !25
  %t4 = sext i32 %.1 to i64, !dbg !25
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !25
  %t6 = sext i32 %.2 to i64, !dbg !25
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !25
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !25
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !25, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !25
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !25
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !25, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !25
  %.15 = add i32 %.14, %.9, !dbg !25
  %.16 = udiv i32 %.15, %.6, !dbg !25
  %t10 = sext i32 %.16 to i64, !dbg !25
  %t11 = mul nsw i64 %t8, %t6, !dbg !25
  %t12 = add nsw i64 %t11, %t4, !dbg !25
  %t13 = mul nsw i64 %t10, %t8, !dbg !25
  %t14 = icmp sgt i64 %a1, 7, !dbg !25
  %t15 = icmp sgt i64 %a1, 6, !dbg !25
  %t16 = icmp sgt i64 %a1, 5, !dbg !25
  %t17 = icmp sgt i64 %a1, 4, !dbg !25
  %t18 = icmp sgt i64 %a1, 3, !dbg !25
  %t19 = icmp sgt i64 %a1, 2, !dbg !25
  %t20 = icmp sgt i64 %a1, 1, !dbg !25
  %t21 = icmp sgt i64 %a1, 0, !dbg !25
  %t231 = icmp slt i64 %t12, %a0, !dbg !25
  br i1 %t231, label %b2.lr.ph, label %b25, !dbg !25

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
  br label %b2, !dbg !25

b2:                                               ; preds = %b2.lr.ph, %b24
  %t222 = phi i64 [ %t12, %b2.lr.ph ], [ %t166, %b24 ]
  br i1 %t14, label %b3, label %b4, !dbg !25

b3:                                               ; preds = %b2
  %t222.frozen = freeze i64 %t222
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t222.frozen, %.20.frozen, !dbg !25
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t222.frozen, %14
  %.22 = select i1 %.17, i64 %t222, i64 %.21.decomposed, !dbg !25
  %.28 = sub i64 0, %t222, !dbg !25
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !25
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !25
  %t26 = mul i64 %.22, %a19, !dbg !25
  %t27 = mul i64 %.22, %a29, !dbg !25
  %t28 = mul i64 %.22, %a39, !dbg !25
  %t29 = mul i64 %.22, %a48, !dbg !25
  br label %b4, !dbg !25

b4:                                               ; preds = %b3, %b2
  %t30 = phi i64 [ %.30, %b3 ], [ %t222, %b2 ]
  %t31 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !25

b5:                                               ; preds = %b4
  %t30.frozen = freeze i64 %t30
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t30.frozen, %.34.frozen, !dbg !25
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t30.frozen, %15
  %.36 = select i1 %.31, i64 %t30, i64 %.35.decomposed, !dbg !25
  %.42 = sub i64 0, %t30, !dbg !25
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !25
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !25
  %t37 = mul i64 %.36, %a18, !dbg !25
  %t38 = add i64 %t37, %t31, !dbg !25
  %t39 = mul i64 %.36, %a28, !dbg !25
  %t40 = add i64 %t39, %t32, !dbg !25
  %t41 = mul i64 %.36, %a38, !dbg !25
  %t42 = add i64 %t41, %t33, !dbg !25
  %t43 = mul i64 %.36, %a47, !dbg !25
  %t44 = add i64 %t43, %t34, !dbg !25
  br label %b6, !dbg !25

b6:                                               ; preds = %b5, %b4
  %t45 = phi i64 [ %.44, %b5 ], [ %t30, %b4 ]
  %t46 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t42, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t44, %b5 ], [ %t34, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !25

b7:                                               ; preds = %b6
  %t45.frozen = freeze i64 %t45
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t45.frozen, %.48.frozen, !dbg !25
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t45.frozen, %16
  %.50 = select i1 %.45, i64 %t45, i64 %.49.decomposed, !dbg !25
  %.56 = sub i64 0, %t45, !dbg !25
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !25
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !25
  %t52 = mul i64 %.50, %a17, !dbg !25
  %t53 = add i64 %t52, %t46, !dbg !25
  %t54 = mul i64 %.50, %a27, !dbg !25
  %t55 = add i64 %t54, %t47, !dbg !25
  %t56 = mul i64 %.50, %a37, !dbg !25
  %t57 = add i64 %t56, %t48, !dbg !25
  %t58 = mul i64 %.50, %a46, !dbg !25
  %t59 = add i64 %t58, %t49, !dbg !25
  br label %b8, !dbg !25

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %.58, %b7 ], [ %t45, %b6 ]
  %t61 = phi i64 [ %t53, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t55, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t57, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t59, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10, !dbg !25

b9:                                               ; preds = %b8
  %t60.frozen = freeze i64 %t60
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t60.frozen, %.62.frozen, !dbg !25
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t60.frozen, %17
  %.64 = select i1 %.59, i64 %t60, i64 %.63.decomposed, !dbg !25
  %.70 = sub i64 0, %t60, !dbg !25
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !25
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !25
  %t67 = mul i64 %.64, %a16, !dbg !25
  %t68 = add i64 %t67, %t61, !dbg !25
  %t69 = mul i64 %.64, %a26, !dbg !25
  %t70 = add i64 %t69, %t62, !dbg !25
  %t71 = mul i64 %.64, %a36, !dbg !25
  %t72 = add i64 %t71, %t63, !dbg !25
  %t73 = mul i64 %.64, %a45, !dbg !25
  %t74 = add i64 %t73, %t64, !dbg !25
  br label %b10, !dbg !25

b10:                                              ; preds = %b9, %b8
  %t75 = phi i64 [ %.72, %b9 ], [ %t60, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t61, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t62, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t63, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t64, %b8 ]
  br i1 %t18, label %b11, label %b12, !dbg !25

b11:                                              ; preds = %b10
  %t75.frozen = freeze i64 %t75
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t75.frozen, %.76.frozen, !dbg !25
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t75.frozen, %18
  %.78 = select i1 %.73, i64 %t75, i64 %.77.decomposed, !dbg !25
  %.84 = sub i64 0, %t75, !dbg !25
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !25
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !25
  %t82 = mul i64 %.78, %a15, !dbg !25
  %t83 = add i64 %t82, %t76, !dbg !25
  %t84 = mul i64 %.78, %a25, !dbg !25
  %t85 = add i64 %t84, %t77, !dbg !25
  %t86 = mul i64 %.78, %a35, !dbg !25
  %t87 = add i64 %t86, %t78, !dbg !25
  %t88 = mul i64 %.78, %a44, !dbg !25
  %t89 = add i64 %t88, %t79, !dbg !25
  br label %b12, !dbg !25

b12:                                              ; preds = %b11, %b10
  %t90 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t91 = phi i64 [ %t83, %b11 ], [ %t76, %b10 ]
  %t92 = phi i64 [ %t85, %b11 ], [ %t77, %b10 ]
  %t93 = phi i64 [ %t87, %b11 ], [ %t78, %b10 ]
  %t94 = phi i64 [ %t89, %b11 ], [ %t79, %b10 ]
  br i1 %t19, label %b13, label %b14, !dbg !25

b13:                                              ; preds = %b12
  %t90.frozen = freeze i64 %t90
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t90.frozen, %.90.frozen, !dbg !25
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t90.frozen, %19
  %.92 = select i1 %.87, i64 %t90, i64 %.91.decomposed, !dbg !25
  %.98 = sub i64 0, %t90, !dbg !25
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !25
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !25
  %t97 = mul i64 %.92, %a14, !dbg !25
  %t98 = add i64 %t97, %t91, !dbg !25
  %t99 = mul i64 %.92, %a24, !dbg !25
  %t100 = add i64 %t99, %t92, !dbg !25
  %t101 = mul i64 %.92, %a34, !dbg !25
  %t102 = add i64 %t101, %t93, !dbg !25
  %t103 = mul i64 %.92, %a43, !dbg !25
  %t104 = add i64 %t103, %t94, !dbg !25
  br label %b14, !dbg !25

b14:                                              ; preds = %b13, %b12
  %t105 = phi i64 [ %.100, %b13 ], [ %t90, %b12 ]
  %t106 = phi i64 [ %t98, %b13 ], [ %t91, %b12 ]
  %t107 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t108 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t109 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  br i1 %t20, label %b15, label %b16, !dbg !25

b15:                                              ; preds = %b14
  %t105.frozen = freeze i64 %t105
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t105.frozen, %.104.frozen, !dbg !25
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t105.frozen, %20
  %.106 = select i1 %.101, i64 %t105, i64 %.105.decomposed, !dbg !25
  %.112 = sub i64 0, %t105, !dbg !25
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !25
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !25
  %t112 = mul i64 %.106, %a13, !dbg !25
  %t113 = add i64 %t112, %t106, !dbg !25
  %t114 = mul i64 %.106, %a23, !dbg !25
  %t115 = add i64 %t114, %t107, !dbg !25
  %t116 = mul i64 %.106, %a33, !dbg !25
  %t117 = add i64 %t116, %t108, !dbg !25
  %t118 = mul i64 %.106, %a42, !dbg !25
  %t119 = add i64 %t118, %t109, !dbg !25
  br label %b16, !dbg !25

b16:                                              ; preds = %b15, %b14
  %t120 = phi i64 [ %.114, %b15 ], [ %t105, %b14 ]
  %t121 = phi i64 [ %t113, %b15 ], [ %t106, %b14 ]
  %t122 = phi i64 [ %t115, %b15 ], [ %t107, %b14 ]
  %t123 = phi i64 [ %t117, %b15 ], [ %t108, %b14 ]
  %t124 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  br i1 %t21, label %b17, label %b18, !dbg !25

b17:                                              ; preds = %b16
  %t125 = mul i64 %t120, %a12, !dbg !25
  %t126 = add i64 %t121, %t125, !dbg !25
  %t127 = mul i64 %t120, %a22, !dbg !25
  %t128 = add i64 %t122, %t127, !dbg !25
  %t129 = mul i64 %t120, %a32, !dbg !25
  %t130 = add i64 %t123, %t129, !dbg !25
  %t131 = mul i64 %t120, %a41, !dbg !25
  %t132 = add i64 %t124, %t131, !dbg !25
  br label %b18, !dbg !25

b18:                                              ; preds = %b17, %b16
  %t133 = phi i64 [ %t126, %b17 ], [ %t121, %b16 ]
  %t134 = phi i64 [ %t128, %b17 ], [ %t122, %b16 ]
  %t135 = phi i64 [ %t130, %b17 ], [ %t123, %b16 ]
  %t136 = phi i64 [ %t132, %b17 ], [ %t124, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !25

b19:                                              ; preds = %b18
  %t137 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t133, !dbg !25
  %.115 = load float, ptr addrspace(1) %t137, align 4, !dbg !25
  br label %b20, !dbg !25

b20:                                              ; preds = %b19, %b18
  %t139 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !25

b21:                                              ; preds = %b20
  %t140 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t134, !dbg !25
  %.116 = load float, ptr addrspace(1) %t140, align 4, !dbg !25
  br label %b22, !dbg !25

b22:                                              ; preds = %b21, %b20
  %t142 = phi float [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !25

b23:                                              ; preds = %b22
  %t143 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t135, !dbg !25
  %.117 = load float, ptr addrspace(1) %t143, align 4, !dbg !25
  br label %b24, !dbg !25

b24:                                              ; preds = %b23, %b22
  %t145 = phi float [ %.117, %b23 ], [ %a31, %b22 ]
  %t146 = fmul float %t139, %t142, !dbg !26
  %t147 = fadd float %t146, %t145, !dbg !27
  %t148 = fsub float %t145, %t146, !dbg !28
  %t149 = fsub float %t146, %t145, !dbg !29
  %t153 = fmul float %t139, 2.500000e-01, !dbg !30
  %t154 = fadd float %t153, %t145, !dbg !31
  %t155 = tail call float @llvm.fma.f32(float %t139, float 2.000000e+00, float %t145), !dbg !32
  %t156 = fdiv float %t139, 3.000000e+00, !dbg !33
  %t157 = fadd float %t156, %t145, !dbg !34
  %t158 = fdiv float %t148, %t149, !dbg !35
  %t159 = fadd float %t147, %t158, !dbg !36
  %t160 = fadd float %t148, %t159, !dbg !37
  %t161 = fsub float %t160, %t147, !dbg !38
  %t162 = fdiv float %t154, %t155, !dbg !39
  %t163 = fadd float %t162, %t161, !dbg !40
  %t164 = fsub float %t163, %t157, !dbg !41
  %t165 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t136, !dbg !25
  store float %t164, ptr addrspace(1) %t165, align 4, !dbg !25
  %t166 = add i64 %t222, %t13, !dbg !25
  %t23 = icmp slt i64 %t166, %a0, !dbg !25
  br i1 %t23, label %b2, label %b25, !dbg !25

b25:                                              ; preds = %b24, %entry
  ret void, !dbg !25
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eFused_5bfloat64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) readonly %a5, double %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #0 !dbg !42 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !43
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !43
  %t2.not = icmp eq ptr addrspace(1) %a5, null, !dbg !43
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
  %t151 = icmp slt i64 %t12, %a0, !dbg !43
  br i1 %t151, label %b2, label %b9, !dbg !43

b2:                                               ; preds = %entry, %b8
  %t142 = phi i64 [ %t45, %b8 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !43

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t142, !dbg !43
  %.17 = load double, ptr addrspace(1) %t16, align 8, !dbg !43
  br label %b4, !dbg !43

b4:                                               ; preds = %b3, %b2
  %t18 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !43

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t142, !dbg !43
  %.18 = load double, ptr addrspace(1) %t19, align 8, !dbg !43
  br label %b6, !dbg !43

b6:                                               ; preds = %b5, %b4
  %t21 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7, !dbg !43

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t142, !dbg !43
  %.19 = load double, ptr addrspace(1) %t22, align 8, !dbg !43
  br label %b8, !dbg !43

b8:                                               ; preds = %b7, %b6
  %t24 = phi double [ %.19, %b7 ], [ %a6, %b6 ]
  %t25 = fmul double %t18, %t21, !dbg !44
  %t26 = fadd double %t25, %t24, !dbg !45
  %t27 = fsub double %t24, %t25, !dbg !46
  %t28 = fsub double %t25, %t24, !dbg !47
  %t32 = fmul double %t18, 2.500000e-01, !dbg !48
  %t33 = fadd double %t32, %t24, !dbg !49
  %t34 = tail call double @llvm.fma.f64(double %t18, double 2.000000e+00, double %t24), !dbg !50
  %t35 = fdiv double %t18, 3.000000e+00, !dbg !51
  %t36 = fadd double %t35, %t24, !dbg !52
  %t37 = fdiv double %t27, %t28, !dbg !53
  %t38 = fadd double %t26, %t37, !dbg !54
  %t39 = fadd double %t27, %t38, !dbg !55
  %t40 = fsub double %t39, %t26, !dbg !56
  %t41 = fdiv double %t33, %t34, !dbg !57
  %t42 = fadd double %t41, %t40, !dbg !58
  %t43 = fsub double %t42, %t36, !dbg !59
  %t44 = getelementptr inbounds double, ptr addrspace(1) %a7, i64 %t142, !dbg !43
  store double %t43, ptr addrspace(1) %t44, align 8, !dbg !43
  %t45 = add i64 %t142, %t13, !dbg !43
  %t15 = icmp slt i64 %t45, %a0, !dbg !43
  br i1 %t15, label %b2, label %b9, !dbg !43

b9:                                               ; preds = %b8, %entry
  ret void, !dbg !43
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eFused_5bfloat64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, double %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 !dbg !60 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !61
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !61
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !61
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !61
  %t4 = sext i32 %.1 to i64, !dbg !61
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !61
  %t6 = sext i32 %.2 to i64, !dbg !61
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !61
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !61
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !61, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !61
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !61
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !61, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !61
  %.15 = add i32 %.14, %.9, !dbg !61
  %.16 = udiv i32 %.15, %.6, !dbg !61
  %t10 = sext i32 %.16 to i64, !dbg !61
  %t11 = mul nsw i64 %t8, %t6, !dbg !61
  %t12 = add nsw i64 %t11, %t4, !dbg !61
  %t13 = mul nsw i64 %t10, %t8, !dbg !61
  %t14 = icmp sgt i64 %a1, 7, !dbg !61
  %t15 = icmp sgt i64 %a1, 6, !dbg !61
  %t16 = icmp sgt i64 %a1, 5, !dbg !61
  %t17 = icmp sgt i64 %a1, 4, !dbg !61
  %t18 = icmp sgt i64 %a1, 3, !dbg !61
  %t19 = icmp sgt i64 %a1, 2, !dbg !61
  %t20 = icmp sgt i64 %a1, 1, !dbg !61
  %t21 = icmp sgt i64 %a1, 0, !dbg !61
  %t231 = icmp slt i64 %t12, %a0, !dbg !61
  br i1 %t231, label %b2.lr.ph, label %b25, !dbg !61

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
  br label %b2, !dbg !61

b2:                                               ; preds = %b2.lr.ph, %b24
  %t222 = phi i64 [ %t12, %b2.lr.ph ], [ %t166, %b24 ]
  br i1 %t14, label %b3, label %b4, !dbg !61

b3:                                               ; preds = %b2
  %t222.frozen = freeze i64 %t222
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t222.frozen, %.20.frozen, !dbg !61
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t222.frozen, %14
  %.22 = select i1 %.17, i64 %t222, i64 %.21.decomposed, !dbg !61
  %.28 = sub i64 0, %t222, !dbg !61
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !61
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !61
  %t26 = mul i64 %.22, %a19, !dbg !61
  %t27 = mul i64 %.22, %a29, !dbg !61
  %t28 = mul i64 %.22, %a39, !dbg !61
  %t29 = mul i64 %.22, %a48, !dbg !61
  br label %b4, !dbg !61

b4:                                               ; preds = %b3, %b2
  %t30 = phi i64 [ %.30, %b3 ], [ %t222, %b2 ]
  %t31 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !61

b5:                                               ; preds = %b4
  %t30.frozen = freeze i64 %t30
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t30.frozen, %.34.frozen, !dbg !61
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t30.frozen, %15
  %.36 = select i1 %.31, i64 %t30, i64 %.35.decomposed, !dbg !61
  %.42 = sub i64 0, %t30, !dbg !61
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !61
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !61
  %t37 = mul i64 %.36, %a18, !dbg !61
  %t38 = add i64 %t37, %t31, !dbg !61
  %t39 = mul i64 %.36, %a28, !dbg !61
  %t40 = add i64 %t39, %t32, !dbg !61
  %t41 = mul i64 %.36, %a38, !dbg !61
  %t42 = add i64 %t41, %t33, !dbg !61
  %t43 = mul i64 %.36, %a47, !dbg !61
  %t44 = add i64 %t43, %t34, !dbg !61
  br label %b6, !dbg !61

b6:                                               ; preds = %b5, %b4
  %t45 = phi i64 [ %.44, %b5 ], [ %t30, %b4 ]
  %t46 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t42, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t44, %b5 ], [ %t34, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !61

b7:                                               ; preds = %b6
  %t45.frozen = freeze i64 %t45
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t45.frozen, %.48.frozen, !dbg !61
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t45.frozen, %16
  %.50 = select i1 %.45, i64 %t45, i64 %.49.decomposed, !dbg !61
  %.56 = sub i64 0, %t45, !dbg !61
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !61
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !61
  %t52 = mul i64 %.50, %a17, !dbg !61
  %t53 = add i64 %t52, %t46, !dbg !61
  %t54 = mul i64 %.50, %a27, !dbg !61
  %t55 = add i64 %t54, %t47, !dbg !61
  %t56 = mul i64 %.50, %a37, !dbg !61
  %t57 = add i64 %t56, %t48, !dbg !61
  %t58 = mul i64 %.50, %a46, !dbg !61
  %t59 = add i64 %t58, %t49, !dbg !61
  br label %b8, !dbg !61

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %.58, %b7 ], [ %t45, %b6 ]
  %t61 = phi i64 [ %t53, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t55, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t57, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t59, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10, !dbg !61

b9:                                               ; preds = %b8
  %t60.frozen = freeze i64 %t60
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t60.frozen, %.62.frozen, !dbg !61
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t60.frozen, %17
  %.64 = select i1 %.59, i64 %t60, i64 %.63.decomposed, !dbg !61
  %.70 = sub i64 0, %t60, !dbg !61
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !61
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !61
  %t67 = mul i64 %.64, %a16, !dbg !61
  %t68 = add i64 %t67, %t61, !dbg !61
  %t69 = mul i64 %.64, %a26, !dbg !61
  %t70 = add i64 %t69, %t62, !dbg !61
  %t71 = mul i64 %.64, %a36, !dbg !61
  %t72 = add i64 %t71, %t63, !dbg !61
  %t73 = mul i64 %.64, %a45, !dbg !61
  %t74 = add i64 %t73, %t64, !dbg !61
  br label %b10, !dbg !61

b10:                                              ; preds = %b9, %b8
  %t75 = phi i64 [ %.72, %b9 ], [ %t60, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t61, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t62, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t63, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t64, %b8 ]
  br i1 %t18, label %b11, label %b12, !dbg !61

b11:                                              ; preds = %b10
  %t75.frozen = freeze i64 %t75
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t75.frozen, %.76.frozen, !dbg !61
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t75.frozen, %18
  %.78 = select i1 %.73, i64 %t75, i64 %.77.decomposed, !dbg !61
  %.84 = sub i64 0, %t75, !dbg !61
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !61
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !61
  %t82 = mul i64 %.78, %a15, !dbg !61
  %t83 = add i64 %t82, %t76, !dbg !61
  %t84 = mul i64 %.78, %a25, !dbg !61
  %t85 = add i64 %t84, %t77, !dbg !61
  %t86 = mul i64 %.78, %a35, !dbg !61
  %t87 = add i64 %t86, %t78, !dbg !61
  %t88 = mul i64 %.78, %a44, !dbg !61
  %t89 = add i64 %t88, %t79, !dbg !61
  br label %b12, !dbg !61

b12:                                              ; preds = %b11, %b10
  %t90 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t91 = phi i64 [ %t83, %b11 ], [ %t76, %b10 ]
  %t92 = phi i64 [ %t85, %b11 ], [ %t77, %b10 ]
  %t93 = phi i64 [ %t87, %b11 ], [ %t78, %b10 ]
  %t94 = phi i64 [ %t89, %b11 ], [ %t79, %b10 ]
  br i1 %t19, label %b13, label %b14, !dbg !61

b13:                                              ; preds = %b12
  %t90.frozen = freeze i64 %t90
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t90.frozen, %.90.frozen, !dbg !61
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t90.frozen, %19
  %.92 = select i1 %.87, i64 %t90, i64 %.91.decomposed, !dbg !61
  %.98 = sub i64 0, %t90, !dbg !61
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !61
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !61
  %t97 = mul i64 %.92, %a14, !dbg !61
  %t98 = add i64 %t97, %t91, !dbg !61
  %t99 = mul i64 %.92, %a24, !dbg !61
  %t100 = add i64 %t99, %t92, !dbg !61
  %t101 = mul i64 %.92, %a34, !dbg !61
  %t102 = add i64 %t101, %t93, !dbg !61
  %t103 = mul i64 %.92, %a43, !dbg !61
  %t104 = add i64 %t103, %t94, !dbg !61
  br label %b14, !dbg !61

b14:                                              ; preds = %b13, %b12
  %t105 = phi i64 [ %.100, %b13 ], [ %t90, %b12 ]
  %t106 = phi i64 [ %t98, %b13 ], [ %t91, %b12 ]
  %t107 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t108 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t109 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  br i1 %t20, label %b15, label %b16, !dbg !61

b15:                                              ; preds = %b14
  %t105.frozen = freeze i64 %t105
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t105.frozen, %.104.frozen, !dbg !61
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t105.frozen, %20
  %.106 = select i1 %.101, i64 %t105, i64 %.105.decomposed, !dbg !61
  %.112 = sub i64 0, %t105, !dbg !61
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !61
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !61
  %t112 = mul i64 %.106, %a13, !dbg !61
  %t113 = add i64 %t112, %t106, !dbg !61
  %t114 = mul i64 %.106, %a23, !dbg !61
  %t115 = add i64 %t114, %t107, !dbg !61
  %t116 = mul i64 %.106, %a33, !dbg !61
  %t117 = add i64 %t116, %t108, !dbg !61
  %t118 = mul i64 %.106, %a42, !dbg !61
  %t119 = add i64 %t118, %t109, !dbg !61
  br label %b16, !dbg !61

b16:                                              ; preds = %b15, %b14
  %t120 = phi i64 [ %.114, %b15 ], [ %t105, %b14 ]
  %t121 = phi i64 [ %t113, %b15 ], [ %t106, %b14 ]
  %t122 = phi i64 [ %t115, %b15 ], [ %t107, %b14 ]
  %t123 = phi i64 [ %t117, %b15 ], [ %t108, %b14 ]
  %t124 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  br i1 %t21, label %b17, label %b18, !dbg !61

b17:                                              ; preds = %b16
  %t125 = mul i64 %t120, %a12, !dbg !61
  %t126 = add i64 %t121, %t125, !dbg !61
  %t127 = mul i64 %t120, %a22, !dbg !61
  %t128 = add i64 %t122, %t127, !dbg !61
  %t129 = mul i64 %t120, %a32, !dbg !61
  %t130 = add i64 %t123, %t129, !dbg !61
  %t131 = mul i64 %t120, %a41, !dbg !61
  %t132 = add i64 %t124, %t131, !dbg !61
  br label %b18, !dbg !61

b18:                                              ; preds = %b17, %b16
  %t133 = phi i64 [ %t126, %b17 ], [ %t121, %b16 ]
  %t134 = phi i64 [ %t128, %b17 ], [ %t122, %b16 ]
  %t135 = phi i64 [ %t130, %b17 ], [ %t123, %b16 ]
  %t136 = phi i64 [ %t132, %b17 ], [ %t124, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !61

b19:                                              ; preds = %b18
  %t137 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t133, !dbg !61
  %.115 = load double, ptr addrspace(1) %t137, align 8, !dbg !61
  br label %b20, !dbg !61

b20:                                              ; preds = %b19, %b18
  %t139 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !61

b21:                                              ; preds = %b20
  %t140 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t134, !dbg !61
  %.116 = load double, ptr addrspace(1) %t140, align 8, !dbg !61
  br label %b22, !dbg !61

b22:                                              ; preds = %b21, %b20
  %t142 = phi double [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !61

b23:                                              ; preds = %b22
  %t143 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t135, !dbg !61
  %.117 = load double, ptr addrspace(1) %t143, align 8, !dbg !61
  br label %b24, !dbg !61

b24:                                              ; preds = %b23, %b22
  %t145 = phi double [ %.117, %b23 ], [ %a31, %b22 ]
  %t146 = fmul double %t139, %t142, !dbg !62
  %t147 = fadd double %t146, %t145, !dbg !63
  %t148 = fsub double %t145, %t146, !dbg !64
  %t149 = fsub double %t146, %t145, !dbg !65
  %t153 = fmul double %t139, 2.500000e-01, !dbg !66
  %t154 = fadd double %t153, %t145, !dbg !67
  %t155 = tail call double @llvm.fma.f64(double %t139, double 2.000000e+00, double %t145), !dbg !68
  %t156 = fdiv double %t139, 3.000000e+00, !dbg !69
  %t157 = fadd double %t156, %t145, !dbg !70
  %t158 = fdiv double %t148, %t149, !dbg !71
  %t159 = fadd double %t147, %t158, !dbg !72
  %t160 = fadd double %t148, %t159, !dbg !73
  %t161 = fsub double %t160, %t147, !dbg !74
  %t162 = fdiv double %t154, %t155, !dbg !75
  %t163 = fadd double %t162, %t161, !dbg !76
  %t164 = fsub double %t163, %t157, !dbg !77
  %t165 = getelementptr inbounds double, ptr addrspace(1) %a40, i64 %t136, !dbg !61
  store double %t164, ptr addrspace(1) %t165, align 8, !dbg !61
  %t166 = add i64 %t222, %t13, !dbg !61
  %t23 = icmp slt i64 %t166, %a0, !dbg !61
  br i1 %t23, label %b2, label %b25, !dbg !61

b25:                                              ; preds = %b24, %entry
  ret void, !dbg !61
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eTwoProducts_5bfloat32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, float %a4, ptr addrspace(1) readonly %a5, float %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #0 !dbg !78 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !79
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !79
  %t2.not = icmp eq ptr addrspace(1) %a5, null, !dbg !79
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !79
  %t4 = sext i32 %.1 to i64, !dbg !79
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !79
  %t6 = sext i32 %.2 to i64, !dbg !79
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !79
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !79
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !79, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !79
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !79
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !79, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !79
  %.15 = add i32 %.14, %.9, !dbg !79
  %.16 = udiv i32 %.15, %.6, !dbg !79
  %t10 = sext i32 %.16 to i64, !dbg !79
  %t11 = mul nsw i64 %t8, %t6, !dbg !79
  %t12 = add nsw i64 %t11, %t4, !dbg !79
  %t13 = mul nsw i64 %t10, %t8, !dbg !79
  %t151 = icmp slt i64 %t12, %a0, !dbg !79
  br i1 %t151, label %b2, label %b9, !dbg !79

b2:                                               ; preds = %entry, %b8
  %t142 = phi i64 [ %t30, %b8 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !79

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t142, !dbg !79
  %.17 = load float, ptr addrspace(1) %t16, align 4, !dbg !79
  br label %b4, !dbg !79

b4:                                               ; preds = %b3, %b2
  %t18 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !79

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t142, !dbg !79
  %.18 = load float, ptr addrspace(1) %t19, align 4, !dbg !79
  br label %b6, !dbg !79

b6:                                               ; preds = %b5, %b4
  %t21 = phi float [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7, !dbg !79

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t142, !dbg !79
  %.19 = load float, ptr addrspace(1) %t22, align 4, !dbg !79
  br label %b8, !dbg !79

b8:                                               ; preds = %b7, %b6
  %t24 = phi float [ %.19, %b7 ], [ %a6, %b6 ]
  %0 = fmul float %t18, -4.000000e+00, !dbg !80
  %t27 = fmul float %0, %t24, !dbg !80
  %t28 = tail call float @llvm.fma.f32(float %t21, float %t21, float %t27), !dbg !80
  %t29 = getelementptr inbounds float, ptr addrspace(1) %a7, i64 %t142, !dbg !79
  store float %t28, ptr addrspace(1) %t29, align 4, !dbg !79
  %t30 = add i64 %t142, %t13, !dbg !79
  %t15 = icmp slt i64 %t30, %a0, !dbg !79
  br i1 %t15, label %b2, label %b9, !dbg !79

b9:                                               ; preds = %b8, %entry
  ret void, !dbg !79
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eTwoProducts_5bfloat32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, float %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 !dbg !81 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !82
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !82
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !82
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !82
  %t4 = sext i32 %.1 to i64, !dbg !82
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !82
  %t6 = sext i32 %.2 to i64, !dbg !82
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !82
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !82
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !82, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !82
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !82
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !82, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !82
  %.15 = add i32 %.14, %.9, !dbg !82
  %.16 = udiv i32 %.15, %.6, !dbg !82
  %t10 = sext i32 %.16 to i64, !dbg !82
  %t11 = mul nsw i64 %t8, %t6, !dbg !82
  %t12 = add nsw i64 %t11, %t4, !dbg !82
  %t13 = mul nsw i64 %t10, %t8, !dbg !82
  %t14 = icmp sgt i64 %a1, 7, !dbg !82
  %t15 = icmp sgt i64 %a1, 6, !dbg !82
  %t16 = icmp sgt i64 %a1, 5, !dbg !82
  %t17 = icmp sgt i64 %a1, 4, !dbg !82
  %t18 = icmp sgt i64 %a1, 3, !dbg !82
  %t19 = icmp sgt i64 %a1, 2, !dbg !82
  %t20 = icmp sgt i64 %a1, 1, !dbg !82
  %t21 = icmp sgt i64 %a1, 0, !dbg !82
  %t231 = icmp slt i64 %t12, %a0, !dbg !82
  br i1 %t231, label %b2.lr.ph, label %b25, !dbg !82

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
  br label %b2, !dbg !82

b2:                                               ; preds = %b2.lr.ph, %b24
  %t222 = phi i64 [ %t12, %b2.lr.ph ], [ %t151, %b24 ]
  br i1 %t14, label %b3, label %b4, !dbg !82

b3:                                               ; preds = %b2
  %t222.frozen = freeze i64 %t222
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t222.frozen, %.20.frozen, !dbg !82
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t222.frozen, %14
  %.22 = select i1 %.17, i64 %t222, i64 %.21.decomposed, !dbg !82
  %.28 = sub i64 0, %t222, !dbg !82
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !82
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !82
  %t26 = mul i64 %.22, %a19, !dbg !82
  %t27 = mul i64 %.22, %a29, !dbg !82
  %t28 = mul i64 %.22, %a39, !dbg !82
  %t29 = mul i64 %.22, %a48, !dbg !82
  br label %b4, !dbg !82

b4:                                               ; preds = %b3, %b2
  %t30 = phi i64 [ %.30, %b3 ], [ %t222, %b2 ]
  %t31 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !82

b5:                                               ; preds = %b4
  %t30.frozen = freeze i64 %t30
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t30.frozen, %.34.frozen, !dbg !82
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t30.frozen, %15
  %.36 = select i1 %.31, i64 %t30, i64 %.35.decomposed, !dbg !82
  %.42 = sub i64 0, %t30, !dbg !82
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !82
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !82
  %t37 = mul i64 %.36, %a18, !dbg !82
  %t38 = add i64 %t37, %t31, !dbg !82
  %t39 = mul i64 %.36, %a28, !dbg !82
  %t40 = add i64 %t39, %t32, !dbg !82
  %t41 = mul i64 %.36, %a38, !dbg !82
  %t42 = add i64 %t41, %t33, !dbg !82
  %t43 = mul i64 %.36, %a47, !dbg !82
  %t44 = add i64 %t43, %t34, !dbg !82
  br label %b6, !dbg !82

b6:                                               ; preds = %b5, %b4
  %t45 = phi i64 [ %.44, %b5 ], [ %t30, %b4 ]
  %t46 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t42, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t44, %b5 ], [ %t34, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !82

b7:                                               ; preds = %b6
  %t45.frozen = freeze i64 %t45
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t45.frozen, %.48.frozen, !dbg !82
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t45.frozen, %16
  %.50 = select i1 %.45, i64 %t45, i64 %.49.decomposed, !dbg !82
  %.56 = sub i64 0, %t45, !dbg !82
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !82
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !82
  %t52 = mul i64 %.50, %a17, !dbg !82
  %t53 = add i64 %t52, %t46, !dbg !82
  %t54 = mul i64 %.50, %a27, !dbg !82
  %t55 = add i64 %t54, %t47, !dbg !82
  %t56 = mul i64 %.50, %a37, !dbg !82
  %t57 = add i64 %t56, %t48, !dbg !82
  %t58 = mul i64 %.50, %a46, !dbg !82
  %t59 = add i64 %t58, %t49, !dbg !82
  br label %b8, !dbg !82

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %.58, %b7 ], [ %t45, %b6 ]
  %t61 = phi i64 [ %t53, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t55, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t57, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t59, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10, !dbg !82

b9:                                               ; preds = %b8
  %t60.frozen = freeze i64 %t60
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t60.frozen, %.62.frozen, !dbg !82
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t60.frozen, %17
  %.64 = select i1 %.59, i64 %t60, i64 %.63.decomposed, !dbg !82
  %.70 = sub i64 0, %t60, !dbg !82
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !82
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !82
  %t67 = mul i64 %.64, %a16, !dbg !82
  %t68 = add i64 %t67, %t61, !dbg !82
  %t69 = mul i64 %.64, %a26, !dbg !82
  %t70 = add i64 %t69, %t62, !dbg !82
  %t71 = mul i64 %.64, %a36, !dbg !82
  %t72 = add i64 %t71, %t63, !dbg !82
  %t73 = mul i64 %.64, %a45, !dbg !82
  %t74 = add i64 %t73, %t64, !dbg !82
  br label %b10, !dbg !82

b10:                                              ; preds = %b9, %b8
  %t75 = phi i64 [ %.72, %b9 ], [ %t60, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t61, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t62, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t63, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t64, %b8 ]
  br i1 %t18, label %b11, label %b12, !dbg !82

b11:                                              ; preds = %b10
  %t75.frozen = freeze i64 %t75
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t75.frozen, %.76.frozen, !dbg !82
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t75.frozen, %18
  %.78 = select i1 %.73, i64 %t75, i64 %.77.decomposed, !dbg !82
  %.84 = sub i64 0, %t75, !dbg !82
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !82
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !82
  %t82 = mul i64 %.78, %a15, !dbg !82
  %t83 = add i64 %t82, %t76, !dbg !82
  %t84 = mul i64 %.78, %a25, !dbg !82
  %t85 = add i64 %t84, %t77, !dbg !82
  %t86 = mul i64 %.78, %a35, !dbg !82
  %t87 = add i64 %t86, %t78, !dbg !82
  %t88 = mul i64 %.78, %a44, !dbg !82
  %t89 = add i64 %t88, %t79, !dbg !82
  br label %b12, !dbg !82

b12:                                              ; preds = %b11, %b10
  %t90 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t91 = phi i64 [ %t83, %b11 ], [ %t76, %b10 ]
  %t92 = phi i64 [ %t85, %b11 ], [ %t77, %b10 ]
  %t93 = phi i64 [ %t87, %b11 ], [ %t78, %b10 ]
  %t94 = phi i64 [ %t89, %b11 ], [ %t79, %b10 ]
  br i1 %t19, label %b13, label %b14, !dbg !82

b13:                                              ; preds = %b12
  %t90.frozen = freeze i64 %t90
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t90.frozen, %.90.frozen, !dbg !82
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t90.frozen, %19
  %.92 = select i1 %.87, i64 %t90, i64 %.91.decomposed, !dbg !82
  %.98 = sub i64 0, %t90, !dbg !82
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !82
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !82
  %t97 = mul i64 %.92, %a14, !dbg !82
  %t98 = add i64 %t97, %t91, !dbg !82
  %t99 = mul i64 %.92, %a24, !dbg !82
  %t100 = add i64 %t99, %t92, !dbg !82
  %t101 = mul i64 %.92, %a34, !dbg !82
  %t102 = add i64 %t101, %t93, !dbg !82
  %t103 = mul i64 %.92, %a43, !dbg !82
  %t104 = add i64 %t103, %t94, !dbg !82
  br label %b14, !dbg !82

b14:                                              ; preds = %b13, %b12
  %t105 = phi i64 [ %.100, %b13 ], [ %t90, %b12 ]
  %t106 = phi i64 [ %t98, %b13 ], [ %t91, %b12 ]
  %t107 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t108 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t109 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  br i1 %t20, label %b15, label %b16, !dbg !82

b15:                                              ; preds = %b14
  %t105.frozen = freeze i64 %t105
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t105.frozen, %.104.frozen, !dbg !82
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t105.frozen, %20
  %.106 = select i1 %.101, i64 %t105, i64 %.105.decomposed, !dbg !82
  %.112 = sub i64 0, %t105, !dbg !82
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !82
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !82
  %t112 = mul i64 %.106, %a13, !dbg !82
  %t113 = add i64 %t112, %t106, !dbg !82
  %t114 = mul i64 %.106, %a23, !dbg !82
  %t115 = add i64 %t114, %t107, !dbg !82
  %t116 = mul i64 %.106, %a33, !dbg !82
  %t117 = add i64 %t116, %t108, !dbg !82
  %t118 = mul i64 %.106, %a42, !dbg !82
  %t119 = add i64 %t118, %t109, !dbg !82
  br label %b16, !dbg !82

b16:                                              ; preds = %b15, %b14
  %t120 = phi i64 [ %.114, %b15 ], [ %t105, %b14 ]
  %t121 = phi i64 [ %t113, %b15 ], [ %t106, %b14 ]
  %t122 = phi i64 [ %t115, %b15 ], [ %t107, %b14 ]
  %t123 = phi i64 [ %t117, %b15 ], [ %t108, %b14 ]
  %t124 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  br i1 %t21, label %b17, label %b18, !dbg !82

b17:                                              ; preds = %b16
  %t125 = mul i64 %t120, %a12, !dbg !82
  %t126 = add i64 %t121, %t125, !dbg !82
  %t127 = mul i64 %t120, %a22, !dbg !82
  %t128 = add i64 %t122, %t127, !dbg !82
  %t129 = mul i64 %t120, %a32, !dbg !82
  %t130 = add i64 %t123, %t129, !dbg !82
  %t131 = mul i64 %t120, %a41, !dbg !82
  %t132 = add i64 %t124, %t131, !dbg !82
  br label %b18, !dbg !82

b18:                                              ; preds = %b17, %b16
  %t133 = phi i64 [ %t126, %b17 ], [ %t121, %b16 ]
  %t134 = phi i64 [ %t128, %b17 ], [ %t122, %b16 ]
  %t135 = phi i64 [ %t130, %b17 ], [ %t123, %b16 ]
  %t136 = phi i64 [ %t132, %b17 ], [ %t124, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !82

b19:                                              ; preds = %b18
  %t137 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t133, !dbg !82
  %.115 = load float, ptr addrspace(1) %t137, align 4, !dbg !82
  br label %b20, !dbg !82

b20:                                              ; preds = %b19, %b18
  %t139 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !82

b21:                                              ; preds = %b20
  %t140 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t134, !dbg !82
  %.116 = load float, ptr addrspace(1) %t140, align 4, !dbg !82
  br label %b22, !dbg !82

b22:                                              ; preds = %b21, %b20
  %t142 = phi float [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !82

b23:                                              ; preds = %b22
  %t143 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t135, !dbg !82
  %.117 = load float, ptr addrspace(1) %t143, align 4, !dbg !82
  br label %b24, !dbg !82

b24:                                              ; preds = %b23, %b22
  %t145 = phi float [ %.117, %b23 ], [ %a31, %b22 ]
  %21 = fmul float %t139, -4.000000e+00, !dbg !83
  %t148 = fmul float %21, %t145, !dbg !83
  %t149 = tail call float @llvm.fma.f32(float %t142, float %t142, float %t148), !dbg !83
  %t150 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t136, !dbg !82
  store float %t149, ptr addrspace(1) %t150, align 4, !dbg !82
  %t151 = add i64 %t222, %t13, !dbg !82
  %t23 = icmp slt i64 %t151, %a0, !dbg !82
  br i1 %t23, label %b2, label %b25, !dbg !82

b25:                                              ; preds = %b24, %entry
  ret void, !dbg !82
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eTwoProducts_5bfloat64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) readonly %a5, double %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #0 !dbg !84 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !85
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !85
  %t2.not = icmp eq ptr addrspace(1) %a5, null, !dbg !85
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !85
  %t4 = sext i32 %.1 to i64, !dbg !85
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !85
  %t6 = sext i32 %.2 to i64, !dbg !85
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !85
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !85
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !85, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !85
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !85
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !85, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !85
  %.15 = add i32 %.14, %.9, !dbg !85
  %.16 = udiv i32 %.15, %.6, !dbg !85
  %t10 = sext i32 %.16 to i64, !dbg !85
  %t11 = mul nsw i64 %t8, %t6, !dbg !85
  %t12 = add nsw i64 %t11, %t4, !dbg !85
  %t13 = mul nsw i64 %t10, %t8, !dbg !85
  %t151 = icmp slt i64 %t12, %a0, !dbg !85
  br i1 %t151, label %b2, label %b9, !dbg !85

b2:                                               ; preds = %entry, %b8
  %t142 = phi i64 [ %t30, %b8 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !85

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t142, !dbg !85
  %.17 = load double, ptr addrspace(1) %t16, align 8, !dbg !85
  br label %b4, !dbg !85

b4:                                               ; preds = %b3, %b2
  %t18 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !85

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t142, !dbg !85
  %.18 = load double, ptr addrspace(1) %t19, align 8, !dbg !85
  br label %b6, !dbg !85

b6:                                               ; preds = %b5, %b4
  %t21 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7, !dbg !85

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t142, !dbg !85
  %.19 = load double, ptr addrspace(1) %t22, align 8, !dbg !85
  br label %b8, !dbg !85

b8:                                               ; preds = %b7, %b6
  %t24 = phi double [ %.19, %b7 ], [ %a6, %b6 ]
  %0 = fmul double %t18, -4.000000e+00, !dbg !86
  %t27 = fmul double %0, %t24, !dbg !86
  %t28 = tail call double @llvm.fma.f64(double %t21, double %t21, double %t27), !dbg !86
  %t29 = getelementptr inbounds double, ptr addrspace(1) %a7, i64 %t142, !dbg !85
  store double %t28, ptr addrspace(1) %t29, align 8, !dbg !85
  %t30 = add i64 %t142, %t13, !dbg !85
  %t15 = icmp slt i64 %t30, %a0, !dbg !85
  br i1 %t15, label %b2, label %b9, !dbg !85

b9:                                               ; preds = %b8, %entry
  ret void, !dbg !85
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eTwoProducts_5bfloat64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, double %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 !dbg !87 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !88
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !88
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !88
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !88
  %t4 = sext i32 %.1 to i64, !dbg !88
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !88
  %t6 = sext i32 %.2 to i64, !dbg !88
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !88
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !88
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !88, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !88
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !88
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !88, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !88
  %.15 = add i32 %.14, %.9, !dbg !88
  %.16 = udiv i32 %.15, %.6, !dbg !88
  %t10 = sext i32 %.16 to i64, !dbg !88
  %t11 = mul nsw i64 %t8, %t6, !dbg !88
  %t12 = add nsw i64 %t11, %t4, !dbg !88
  %t13 = mul nsw i64 %t10, %t8, !dbg !88
  %t14 = icmp sgt i64 %a1, 7, !dbg !88
  %t15 = icmp sgt i64 %a1, 6, !dbg !88
  %t16 = icmp sgt i64 %a1, 5, !dbg !88
  %t17 = icmp sgt i64 %a1, 4, !dbg !88
  %t18 = icmp sgt i64 %a1, 3, !dbg !88
  %t19 = icmp sgt i64 %a1, 2, !dbg !88
  %t20 = icmp sgt i64 %a1, 1, !dbg !88
  %t21 = icmp sgt i64 %a1, 0, !dbg !88
  %t231 = icmp slt i64 %t12, %a0, !dbg !88
  br i1 %t231, label %b2.lr.ph, label %b25, !dbg !88

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
  br label %b2, !dbg !88

b2:                                               ; preds = %b2.lr.ph, %b24
  %t222 = phi i64 [ %t12, %b2.lr.ph ], [ %t151, %b24 ]
  br i1 %t14, label %b3, label %b4, !dbg !88

b3:                                               ; preds = %b2
  %t222.frozen = freeze i64 %t222
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t222.frozen, %.20.frozen, !dbg !88
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t222.frozen, %14
  %.22 = select i1 %.17, i64 %t222, i64 %.21.decomposed, !dbg !88
  %.28 = sub i64 0, %t222, !dbg !88
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !88
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !88
  %t26 = mul i64 %.22, %a19, !dbg !88
  %t27 = mul i64 %.22, %a29, !dbg !88
  %t28 = mul i64 %.22, %a39, !dbg !88
  %t29 = mul i64 %.22, %a48, !dbg !88
  br label %b4, !dbg !88

b4:                                               ; preds = %b3, %b2
  %t30 = phi i64 [ %.30, %b3 ], [ %t222, %b2 ]
  %t31 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !88

b5:                                               ; preds = %b4
  %t30.frozen = freeze i64 %t30
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t30.frozen, %.34.frozen, !dbg !88
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t30.frozen, %15
  %.36 = select i1 %.31, i64 %t30, i64 %.35.decomposed, !dbg !88
  %.42 = sub i64 0, %t30, !dbg !88
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !88
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !88
  %t37 = mul i64 %.36, %a18, !dbg !88
  %t38 = add i64 %t37, %t31, !dbg !88
  %t39 = mul i64 %.36, %a28, !dbg !88
  %t40 = add i64 %t39, %t32, !dbg !88
  %t41 = mul i64 %.36, %a38, !dbg !88
  %t42 = add i64 %t41, %t33, !dbg !88
  %t43 = mul i64 %.36, %a47, !dbg !88
  %t44 = add i64 %t43, %t34, !dbg !88
  br label %b6, !dbg !88

b6:                                               ; preds = %b5, %b4
  %t45 = phi i64 [ %.44, %b5 ], [ %t30, %b4 ]
  %t46 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t42, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t44, %b5 ], [ %t34, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !88

b7:                                               ; preds = %b6
  %t45.frozen = freeze i64 %t45
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t45.frozen, %.48.frozen, !dbg !88
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t45.frozen, %16
  %.50 = select i1 %.45, i64 %t45, i64 %.49.decomposed, !dbg !88
  %.56 = sub i64 0, %t45, !dbg !88
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !88
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !88
  %t52 = mul i64 %.50, %a17, !dbg !88
  %t53 = add i64 %t52, %t46, !dbg !88
  %t54 = mul i64 %.50, %a27, !dbg !88
  %t55 = add i64 %t54, %t47, !dbg !88
  %t56 = mul i64 %.50, %a37, !dbg !88
  %t57 = add i64 %t56, %t48, !dbg !88
  %t58 = mul i64 %.50, %a46, !dbg !88
  %t59 = add i64 %t58, %t49, !dbg !88
  br label %b8, !dbg !88

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %.58, %b7 ], [ %t45, %b6 ]
  %t61 = phi i64 [ %t53, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t55, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t57, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t59, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10, !dbg !88

b9:                                               ; preds = %b8
  %t60.frozen = freeze i64 %t60
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t60.frozen, %.62.frozen, !dbg !88
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t60.frozen, %17
  %.64 = select i1 %.59, i64 %t60, i64 %.63.decomposed, !dbg !88
  %.70 = sub i64 0, %t60, !dbg !88
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !88
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !88
  %t67 = mul i64 %.64, %a16, !dbg !88
  %t68 = add i64 %t67, %t61, !dbg !88
  %t69 = mul i64 %.64, %a26, !dbg !88
  %t70 = add i64 %t69, %t62, !dbg !88
  %t71 = mul i64 %.64, %a36, !dbg !88
  %t72 = add i64 %t71, %t63, !dbg !88
  %t73 = mul i64 %.64, %a45, !dbg !88
  %t74 = add i64 %t73, %t64, !dbg !88
  br label %b10, !dbg !88

b10:                                              ; preds = %b9, %b8
  %t75 = phi i64 [ %.72, %b9 ], [ %t60, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t61, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t62, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t63, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t64, %b8 ]
  br i1 %t18, label %b11, label %b12, !dbg !88

b11:                                              ; preds = %b10
  %t75.frozen = freeze i64 %t75
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t75.frozen, %.76.frozen, !dbg !88
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t75.frozen, %18
  %.78 = select i1 %.73, i64 %t75, i64 %.77.decomposed, !dbg !88
  %.84 = sub i64 0, %t75, !dbg !88
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !88
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !88
  %t82 = mul i64 %.78, %a15, !dbg !88
  %t83 = add i64 %t82, %t76, !dbg !88
  %t84 = mul i64 %.78, %a25, !dbg !88
  %t85 = add i64 %t84, %t77, !dbg !88
  %t86 = mul i64 %.78, %a35, !dbg !88
  %t87 = add i64 %t86, %t78, !dbg !88
  %t88 = mul i64 %.78, %a44, !dbg !88
  %t89 = add i64 %t88, %t79, !dbg !88
  br label %b12, !dbg !88

b12:                                              ; preds = %b11, %b10
  %t90 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t91 = phi i64 [ %t83, %b11 ], [ %t76, %b10 ]
  %t92 = phi i64 [ %t85, %b11 ], [ %t77, %b10 ]
  %t93 = phi i64 [ %t87, %b11 ], [ %t78, %b10 ]
  %t94 = phi i64 [ %t89, %b11 ], [ %t79, %b10 ]
  br i1 %t19, label %b13, label %b14, !dbg !88

b13:                                              ; preds = %b12
  %t90.frozen = freeze i64 %t90
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t90.frozen, %.90.frozen, !dbg !88
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t90.frozen, %19
  %.92 = select i1 %.87, i64 %t90, i64 %.91.decomposed, !dbg !88
  %.98 = sub i64 0, %t90, !dbg !88
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !88
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !88
  %t97 = mul i64 %.92, %a14, !dbg !88
  %t98 = add i64 %t97, %t91, !dbg !88
  %t99 = mul i64 %.92, %a24, !dbg !88
  %t100 = add i64 %t99, %t92, !dbg !88
  %t101 = mul i64 %.92, %a34, !dbg !88
  %t102 = add i64 %t101, %t93, !dbg !88
  %t103 = mul i64 %.92, %a43, !dbg !88
  %t104 = add i64 %t103, %t94, !dbg !88
  br label %b14, !dbg !88

b14:                                              ; preds = %b13, %b12
  %t105 = phi i64 [ %.100, %b13 ], [ %t90, %b12 ]
  %t106 = phi i64 [ %t98, %b13 ], [ %t91, %b12 ]
  %t107 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t108 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t109 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  br i1 %t20, label %b15, label %b16, !dbg !88

b15:                                              ; preds = %b14
  %t105.frozen = freeze i64 %t105
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t105.frozen, %.104.frozen, !dbg !88
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t105.frozen, %20
  %.106 = select i1 %.101, i64 %t105, i64 %.105.decomposed, !dbg !88
  %.112 = sub i64 0, %t105, !dbg !88
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !88
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !88
  %t112 = mul i64 %.106, %a13, !dbg !88
  %t113 = add i64 %t112, %t106, !dbg !88
  %t114 = mul i64 %.106, %a23, !dbg !88
  %t115 = add i64 %t114, %t107, !dbg !88
  %t116 = mul i64 %.106, %a33, !dbg !88
  %t117 = add i64 %t116, %t108, !dbg !88
  %t118 = mul i64 %.106, %a42, !dbg !88
  %t119 = add i64 %t118, %t109, !dbg !88
  br label %b16, !dbg !88

b16:                                              ; preds = %b15, %b14
  %t120 = phi i64 [ %.114, %b15 ], [ %t105, %b14 ]
  %t121 = phi i64 [ %t113, %b15 ], [ %t106, %b14 ]
  %t122 = phi i64 [ %t115, %b15 ], [ %t107, %b14 ]
  %t123 = phi i64 [ %t117, %b15 ], [ %t108, %b14 ]
  %t124 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  br i1 %t21, label %b17, label %b18, !dbg !88

b17:                                              ; preds = %b16
  %t125 = mul i64 %t120, %a12, !dbg !88
  %t126 = add i64 %t121, %t125, !dbg !88
  %t127 = mul i64 %t120, %a22, !dbg !88
  %t128 = add i64 %t122, %t127, !dbg !88
  %t129 = mul i64 %t120, %a32, !dbg !88
  %t130 = add i64 %t123, %t129, !dbg !88
  %t131 = mul i64 %t120, %a41, !dbg !88
  %t132 = add i64 %t124, %t131, !dbg !88
  br label %b18, !dbg !88

b18:                                              ; preds = %b17, %b16
  %t133 = phi i64 [ %t126, %b17 ], [ %t121, %b16 ]
  %t134 = phi i64 [ %t128, %b17 ], [ %t122, %b16 ]
  %t135 = phi i64 [ %t130, %b17 ], [ %t123, %b16 ]
  %t136 = phi i64 [ %t132, %b17 ], [ %t124, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !88

b19:                                              ; preds = %b18
  %t137 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t133, !dbg !88
  %.115 = load double, ptr addrspace(1) %t137, align 8, !dbg !88
  br label %b20, !dbg !88

b20:                                              ; preds = %b19, %b18
  %t139 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !88

b21:                                              ; preds = %b20
  %t140 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t134, !dbg !88
  %.116 = load double, ptr addrspace(1) %t140, align 8, !dbg !88
  br label %b22, !dbg !88

b22:                                              ; preds = %b21, %b20
  %t142 = phi double [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !88

b23:                                              ; preds = %b22
  %t143 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t135, !dbg !88
  %.117 = load double, ptr addrspace(1) %t143, align 8, !dbg !88
  br label %b24, !dbg !88

b24:                                              ; preds = %b23, %b22
  %t145 = phi double [ %.117, %b23 ], [ %a31, %b22 ]
  %21 = fmul double %t139, -4.000000e+00, !dbg !89
  %t148 = fmul double %21, %t145, !dbg !89
  %t149 = tail call double @llvm.fma.f64(double %t142, double %t142, double %t148), !dbg !89
  %t150 = getelementptr inbounds double, ptr addrspace(1) %a40, i64 %t136, !dbg !88
  store double %t149, ptr addrspace(1) %t150, align 8, !dbg !88
  %t151 = add i64 %t222, %t13, !dbg !88
  %t23 = icmp slt i64 %t151, %a0, !dbg !88
  br i1 %t23, label %b2, label %b25, !dbg !88

b25:                                              ; preds = %b24, %entry
  ret void, !dbg !88
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntrinsics_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) readonly %a5, double %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #0 !dbg !90 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !91
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !91
  %t2.not = icmp eq ptr addrspace(1) %a5, null, !dbg !91
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !91
  %t4 = sext i32 %.1 to i64, !dbg !91
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !91
  %t6 = sext i32 %.2 to i64, !dbg !91
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !91
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !91
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !91, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !91
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !91
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !91, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !91
  %.15 = add i32 %.14, %.9, !dbg !91
  %.16 = udiv i32 %.15, %.6, !dbg !91
  %t10 = sext i32 %.16 to i64, !dbg !91
  %t11 = mul nsw i64 %t8, %t6, !dbg !91
  %t12 = add nsw i64 %t11, %t4, !dbg !91
  %t13 = mul nsw i64 %t10, %t8, !dbg !91
  %t151 = icmp slt i64 %t12, %a0, !dbg !91
  br i1 %t151, label %b2, label %b9, !dbg !91

b2:                                               ; preds = %entry, %b8
  %t142 = phi i64 [ %t40, %b8 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !91

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t142, !dbg !91
  %.17 = load double, ptr addrspace(1) %t16, align 8, !dbg !91
  br label %b4, !dbg !91

b4:                                               ; preds = %b3, %b2
  %t18 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !91

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t142, !dbg !91
  %.18 = load double, ptr addrspace(1) %t19, align 8, !dbg !91
  br label %b6, !dbg !91

b6:                                               ; preds = %b5, %b4
  %t21 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7, !dbg !91

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t142, !dbg !91
  %.19 = load double, ptr addrspace(1) %t22, align 8, !dbg !91
  br label %b8, !dbg !91

b8:                                               ; preds = %b7, %b6
  %t24 = phi double [ %.19, %b7 ], [ %a6, %b6 ]
  %t25 = tail call double @llvm.fma.f64(double %t18, double %t21, double %t24), !dbg !92
  %t26 = tail call double @llvm.fabs.f64(double %t18), !dbg !93
  %.20 = fcmp olt double %t26, 0x1000000000000000, !dbg !94
  %.21 = fmul double %t26, 0x4FF0000000000000, !dbg !94
  %.22 = select i1 %.20, double %.21, double %t26, !dbg !94
  %.23 = tail call double @llvm.amdgcn.rsq.f64(double %.22), !dbg !94
  %.24 = fmul double %.22, %.23, !dbg !94
  %.25 = fmul double %.23, 5.000000e-01, !dbg !94
  %.26 = fneg double %.25, !dbg !94
  %.27 = tail call double @llvm.fma.f64(double %.26, double %.24, double 5.000000e-01), !dbg !94
  %.28 = tail call double @llvm.fma.f64(double %.25, double %.27, double %.25), !dbg !94
  %.29 = tail call double @llvm.fma.f64(double %.24, double %.27, double %.24), !dbg !94
  %.30 = fneg double %.29, !dbg !94
  %.31 = tail call double @llvm.fma.f64(double %.30, double %.29, double %.22), !dbg !94
  %.32 = tail call double @llvm.fma.f64(double %.31, double %.28, double %.29), !dbg !94
  %.33 = fneg double %.32, !dbg !94
  %.34 = tail call double @llvm.fma.f64(double %.33, double %.32, double %.22), !dbg !94
  %.35 = tail call double @llvm.fma.f64(double %.34, double %.28, double %.32), !dbg !94
  %.36 = fmul double %.35, 0x37F0000000000000, !dbg !94
  %.37 = select i1 %.20, double %.36, double %.35, !dbg !94
  %.38 = fcmp oeq double %.22, 0.000000e+00, !dbg !94
  %.39 = fcmp oeq double %.22, 0x7FF0000000000000, !dbg !94
  %.40 = or i1 %.38, %.39, !dbg !94
  %.41 = select i1 %.40, double %.22, double %.37, !dbg !94
  %t28 = fadd double %.41, %t25, !dbg !95
  %t29 = tail call double @llvm.floor.f64(double %t21), !dbg !96
  %t30 = fadd double %t29, %t28, !dbg !97
  %t31 = tail call double @llvm.ceil.f64(double %t24), !dbg !98
  %t32 = fadd double %t31, %t30, !dbg !99
  %t33 = tail call double @llvm.trunc.f64(double %t18), !dbg !100
  %t34 = fadd double %t33, %t32, !dbg !101
  %t35 = tail call double @llvm.copysign.f64(double %t21, double %t24), !dbg !102
  %t36 = fadd double %t35, %t34, !dbg !103
  %t37 = tail call double @llvm.rint.f64(double %t18), !dbg !104
  %t38 = fadd double %t37, %t36, !dbg !105
  %t39 = getelementptr inbounds double, ptr addrspace(1) %a7, i64 %t142, !dbg !91
  store double %t38, ptr addrspace(1) %t39, align 8, !dbg !91
  %t40 = add i64 %t142, %t13, !dbg !91
  %t15 = icmp slt i64 %t40, %a0, !dbg !91
  br i1 %t15, label %b2, label %b9, !dbg !91

b9:                                               ; preds = %b8, %entry
  ret void, !dbg !91
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntrinsics_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, double %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #0 !dbg !106 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !107
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !107
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !107
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !107
  %t4 = sext i32 %.1 to i64, !dbg !107
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !107
  %t6 = sext i32 %.2 to i64, !dbg !107
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !107
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !107
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !107, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !107
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !107
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !107, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !107
  %.15 = add i32 %.14, %.9, !dbg !107
  %.16 = udiv i32 %.15, %.6, !dbg !107
  %t10 = sext i32 %.16 to i64, !dbg !107
  %t11 = mul nsw i64 %t8, %t6, !dbg !107
  %t12 = add nsw i64 %t11, %t4, !dbg !107
  %t13 = mul nsw i64 %t10, %t8, !dbg !107
  %t14 = icmp sgt i64 %a1, 7, !dbg !107
  %t15 = icmp sgt i64 %a1, 6, !dbg !107
  %t16 = icmp sgt i64 %a1, 5, !dbg !107
  %t17 = icmp sgt i64 %a1, 4, !dbg !107
  %t18 = icmp sgt i64 %a1, 3, !dbg !107
  %t19 = icmp sgt i64 %a1, 2, !dbg !107
  %t20 = icmp sgt i64 %a1, 1, !dbg !107
  %t21 = icmp sgt i64 %a1, 0, !dbg !107
  %t231 = icmp slt i64 %t12, %a0, !dbg !107
  br i1 %t231, label %b2.lr.ph, label %b25, !dbg !107

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
  br label %b2, !dbg !107

b2:                                               ; preds = %b2.lr.ph, %b24
  %t222 = phi i64 [ %t12, %b2.lr.ph ], [ %t161, %b24 ]
  br i1 %t14, label %b3, label %b4, !dbg !107

b3:                                               ; preds = %b2
  %t222.frozen = freeze i64 %t222
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t222.frozen, %.20.frozen, !dbg !107
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t222.frozen, %14
  %.22 = select i1 %.17, i64 %t222, i64 %.21.decomposed, !dbg !107
  %.28 = sub i64 0, %t222, !dbg !107
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !107
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !107
  %t26 = mul i64 %.22, %a19, !dbg !107
  %t27 = mul i64 %.22, %a29, !dbg !107
  %t28 = mul i64 %.22, %a39, !dbg !107
  %t29 = mul i64 %.22, %a48, !dbg !107
  br label %b4, !dbg !107

b4:                                               ; preds = %b3, %b2
  %t30 = phi i64 [ %.30, %b3 ], [ %t222, %b2 ]
  %t31 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !107

b5:                                               ; preds = %b4
  %t30.frozen = freeze i64 %t30
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t30.frozen, %.34.frozen, !dbg !107
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t30.frozen, %15
  %.36 = select i1 %.31, i64 %t30, i64 %.35.decomposed, !dbg !107
  %.42 = sub i64 0, %t30, !dbg !107
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !107
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !107
  %t37 = mul i64 %.36, %a18, !dbg !107
  %t38 = add i64 %t37, %t31, !dbg !107
  %t39 = mul i64 %.36, %a28, !dbg !107
  %t40 = add i64 %t39, %t32, !dbg !107
  %t41 = mul i64 %.36, %a38, !dbg !107
  %t42 = add i64 %t41, %t33, !dbg !107
  %t43 = mul i64 %.36, %a47, !dbg !107
  %t44 = add i64 %t43, %t34, !dbg !107
  br label %b6, !dbg !107

b6:                                               ; preds = %b5, %b4
  %t45 = phi i64 [ %.44, %b5 ], [ %t30, %b4 ]
  %t46 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t42, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t44, %b5 ], [ %t34, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !107

b7:                                               ; preds = %b6
  %t45.frozen = freeze i64 %t45
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t45.frozen, %.48.frozen, !dbg !107
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t45.frozen, %16
  %.50 = select i1 %.45, i64 %t45, i64 %.49.decomposed, !dbg !107
  %.56 = sub i64 0, %t45, !dbg !107
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !107
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !107
  %t52 = mul i64 %.50, %a17, !dbg !107
  %t53 = add i64 %t52, %t46, !dbg !107
  %t54 = mul i64 %.50, %a27, !dbg !107
  %t55 = add i64 %t54, %t47, !dbg !107
  %t56 = mul i64 %.50, %a37, !dbg !107
  %t57 = add i64 %t56, %t48, !dbg !107
  %t58 = mul i64 %.50, %a46, !dbg !107
  %t59 = add i64 %t58, %t49, !dbg !107
  br label %b8, !dbg !107

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %.58, %b7 ], [ %t45, %b6 ]
  %t61 = phi i64 [ %t53, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t55, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t57, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t59, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10, !dbg !107

b9:                                               ; preds = %b8
  %t60.frozen = freeze i64 %t60
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t60.frozen, %.62.frozen, !dbg !107
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t60.frozen, %17
  %.64 = select i1 %.59, i64 %t60, i64 %.63.decomposed, !dbg !107
  %.70 = sub i64 0, %t60, !dbg !107
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !107
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !107
  %t67 = mul i64 %.64, %a16, !dbg !107
  %t68 = add i64 %t67, %t61, !dbg !107
  %t69 = mul i64 %.64, %a26, !dbg !107
  %t70 = add i64 %t69, %t62, !dbg !107
  %t71 = mul i64 %.64, %a36, !dbg !107
  %t72 = add i64 %t71, %t63, !dbg !107
  %t73 = mul i64 %.64, %a45, !dbg !107
  %t74 = add i64 %t73, %t64, !dbg !107
  br label %b10, !dbg !107

b10:                                              ; preds = %b9, %b8
  %t75 = phi i64 [ %.72, %b9 ], [ %t60, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t61, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t62, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t63, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t64, %b8 ]
  br i1 %t18, label %b11, label %b12, !dbg !107

b11:                                              ; preds = %b10
  %t75.frozen = freeze i64 %t75
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t75.frozen, %.76.frozen, !dbg !107
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t75.frozen, %18
  %.78 = select i1 %.73, i64 %t75, i64 %.77.decomposed, !dbg !107
  %.84 = sub i64 0, %t75, !dbg !107
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !107
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !107
  %t82 = mul i64 %.78, %a15, !dbg !107
  %t83 = add i64 %t82, %t76, !dbg !107
  %t84 = mul i64 %.78, %a25, !dbg !107
  %t85 = add i64 %t84, %t77, !dbg !107
  %t86 = mul i64 %.78, %a35, !dbg !107
  %t87 = add i64 %t86, %t78, !dbg !107
  %t88 = mul i64 %.78, %a44, !dbg !107
  %t89 = add i64 %t88, %t79, !dbg !107
  br label %b12, !dbg !107

b12:                                              ; preds = %b11, %b10
  %t90 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t91 = phi i64 [ %t83, %b11 ], [ %t76, %b10 ]
  %t92 = phi i64 [ %t85, %b11 ], [ %t77, %b10 ]
  %t93 = phi i64 [ %t87, %b11 ], [ %t78, %b10 ]
  %t94 = phi i64 [ %t89, %b11 ], [ %t79, %b10 ]
  br i1 %t19, label %b13, label %b14, !dbg !107

b13:                                              ; preds = %b12
  %t90.frozen = freeze i64 %t90
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t90.frozen, %.90.frozen, !dbg !107
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t90.frozen, %19
  %.92 = select i1 %.87, i64 %t90, i64 %.91.decomposed, !dbg !107
  %.98 = sub i64 0, %t90, !dbg !107
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !107
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !107
  %t97 = mul i64 %.92, %a14, !dbg !107
  %t98 = add i64 %t97, %t91, !dbg !107
  %t99 = mul i64 %.92, %a24, !dbg !107
  %t100 = add i64 %t99, %t92, !dbg !107
  %t101 = mul i64 %.92, %a34, !dbg !107
  %t102 = add i64 %t101, %t93, !dbg !107
  %t103 = mul i64 %.92, %a43, !dbg !107
  %t104 = add i64 %t103, %t94, !dbg !107
  br label %b14, !dbg !107

b14:                                              ; preds = %b13, %b12
  %t105 = phi i64 [ %.100, %b13 ], [ %t90, %b12 ]
  %t106 = phi i64 [ %t98, %b13 ], [ %t91, %b12 ]
  %t107 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t108 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t109 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  br i1 %t20, label %b15, label %b16, !dbg !107

b15:                                              ; preds = %b14
  %t105.frozen = freeze i64 %t105
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t105.frozen, %.104.frozen, !dbg !107
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t105.frozen, %20
  %.106 = select i1 %.101, i64 %t105, i64 %.105.decomposed, !dbg !107
  %.112 = sub i64 0, %t105, !dbg !107
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !107
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !107
  %t112 = mul i64 %.106, %a13, !dbg !107
  %t113 = add i64 %t112, %t106, !dbg !107
  %t114 = mul i64 %.106, %a23, !dbg !107
  %t115 = add i64 %t114, %t107, !dbg !107
  %t116 = mul i64 %.106, %a33, !dbg !107
  %t117 = add i64 %t116, %t108, !dbg !107
  %t118 = mul i64 %.106, %a42, !dbg !107
  %t119 = add i64 %t118, %t109, !dbg !107
  br label %b16, !dbg !107

b16:                                              ; preds = %b15, %b14
  %t120 = phi i64 [ %.114, %b15 ], [ %t105, %b14 ]
  %t121 = phi i64 [ %t113, %b15 ], [ %t106, %b14 ]
  %t122 = phi i64 [ %t115, %b15 ], [ %t107, %b14 ]
  %t123 = phi i64 [ %t117, %b15 ], [ %t108, %b14 ]
  %t124 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  br i1 %t21, label %b17, label %b18, !dbg !107

b17:                                              ; preds = %b16
  %t125 = mul i64 %t120, %a12, !dbg !107
  %t126 = add i64 %t121, %t125, !dbg !107
  %t127 = mul i64 %t120, %a22, !dbg !107
  %t128 = add i64 %t122, %t127, !dbg !107
  %t129 = mul i64 %t120, %a32, !dbg !107
  %t130 = add i64 %t123, %t129, !dbg !107
  %t131 = mul i64 %t120, %a41, !dbg !107
  %t132 = add i64 %t124, %t131, !dbg !107
  br label %b18, !dbg !107

b18:                                              ; preds = %b17, %b16
  %t133 = phi i64 [ %t126, %b17 ], [ %t121, %b16 ]
  %t134 = phi i64 [ %t128, %b17 ], [ %t122, %b16 ]
  %t135 = phi i64 [ %t130, %b17 ], [ %t123, %b16 ]
  %t136 = phi i64 [ %t132, %b17 ], [ %t124, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !107

b19:                                              ; preds = %b18
  %t137 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t133, !dbg !107
  %.115 = load double, ptr addrspace(1) %t137, align 8, !dbg !107
  br label %b20, !dbg !107

b20:                                              ; preds = %b19, %b18
  %t139 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !107

b21:                                              ; preds = %b20
  %t140 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t134, !dbg !107
  %.116 = load double, ptr addrspace(1) %t140, align 8, !dbg !107
  br label %b22, !dbg !107

b22:                                              ; preds = %b21, %b20
  %t142 = phi double [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !107

b23:                                              ; preds = %b22
  %t143 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t135, !dbg !107
  %.117 = load double, ptr addrspace(1) %t143, align 8, !dbg !107
  br label %b24, !dbg !107

b24:                                              ; preds = %b23, %b22
  %t145 = phi double [ %.117, %b23 ], [ %a31, %b22 ]
  %t146 = tail call double @llvm.fma.f64(double %t139, double %t142, double %t145), !dbg !108
  %t147 = tail call double @llvm.fabs.f64(double %t139), !dbg !109
  %.118 = fcmp olt double %t147, 0x1000000000000000, !dbg !110
  %.119 = fmul double %t147, 0x4FF0000000000000, !dbg !110
  %.120 = select i1 %.118, double %.119, double %t147, !dbg !110
  %.121 = tail call double @llvm.amdgcn.rsq.f64(double %.120), !dbg !110
  %.122 = fmul double %.120, %.121, !dbg !110
  %.123 = fmul double %.121, 5.000000e-01, !dbg !110
  %.124 = fneg double %.123, !dbg !110
  %.125 = tail call double @llvm.fma.f64(double %.124, double %.122, double 5.000000e-01), !dbg !110
  %.126 = tail call double @llvm.fma.f64(double %.123, double %.125, double %.123), !dbg !110
  %.127 = tail call double @llvm.fma.f64(double %.122, double %.125, double %.122), !dbg !110
  %.128 = fneg double %.127, !dbg !110
  %.129 = tail call double @llvm.fma.f64(double %.128, double %.127, double %.120), !dbg !110
  %.130 = tail call double @llvm.fma.f64(double %.129, double %.126, double %.127), !dbg !110
  %.131 = fneg double %.130, !dbg !110
  %.132 = tail call double @llvm.fma.f64(double %.131, double %.130, double %.120), !dbg !110
  %.133 = tail call double @llvm.fma.f64(double %.132, double %.126, double %.130), !dbg !110
  %.134 = fmul double %.133, 0x37F0000000000000, !dbg !110
  %.135 = select i1 %.118, double %.134, double %.133, !dbg !110
  %.136 = fcmp oeq double %.120, 0.000000e+00, !dbg !110
  %.137 = fcmp oeq double %.120, 0x7FF0000000000000, !dbg !110
  %.138 = or i1 %.136, %.137, !dbg !110
  %.139 = select i1 %.138, double %.120, double %.135, !dbg !110
  %t149 = fadd double %.139, %t146, !dbg !111
  %t150 = tail call double @llvm.floor.f64(double %t142), !dbg !112
  %t151 = fadd double %t150, %t149, !dbg !113
  %t152 = tail call double @llvm.ceil.f64(double %t145), !dbg !114
  %t153 = fadd double %t152, %t151, !dbg !115
  %t154 = tail call double @llvm.trunc.f64(double %t139), !dbg !116
  %t155 = fadd double %t154, %t153, !dbg !117
  %t156 = tail call double @llvm.copysign.f64(double %t142, double %t145), !dbg !118
  %t157 = fadd double %t156, %t155, !dbg !119
  %t158 = tail call double @llvm.rint.f64(double %t139), !dbg !120
  %t159 = fadd double %t158, %t157, !dbg !121
  %t160 = getelementptr inbounds double, ptr addrspace(1) %a40, i64 %t136, !dbg !107
  store double %t159, ptr addrspace(1) %t160, align 8, !dbg !107
  %t161 = add i64 %t222, %t13, !dbg !107
  %t23 = icmp slt i64 %t161, %a0, !dbg !107
  br i1 %t23, label %b2, label %b25, !dbg !107

b25:                                              ; preds = %b24, %entry
  ret void, !dbg !107
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, float %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !122 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !123
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !123
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !123
  %t3 = sext i32 %.1 to i64, !dbg !123
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !123
  %t5 = sext i32 %.2 to i64, !dbg !123
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !123
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !123
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !123, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !123
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !123
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !123, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !123
  %.15 = add i32 %.14, %.9, !dbg !123
  %.16 = udiv i32 %.15, %.6, !dbg !123
  %t9 = sext i32 %.16 to i64, !dbg !123
  %t10 = mul nsw i64 %t7, %t5, !dbg !123
  %t11 = add nsw i64 %t10, %t3, !dbg !123
  %t12 = mul nsw i64 %t9, %t7, !dbg !123
  %t141 = icmp slt i64 %t11, %a0, !dbg !123
  br i1 %t141, label %b2, label %b7, !dbg !123

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t25, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !123

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t132, !dbg !123
  %.17 = load float, ptr addrspace(1) %t15, align 4, !dbg !123
  br label %b4, !dbg !123

b4:                                               ; preds = %b3, %b2
  %t17 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !123

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t132, !dbg !123
  %.18 = load float, ptr addrspace(1) %t18, align 4, !dbg !123
  br label %b6, !dbg !123

b6:                                               ; preds = %b5, %b4
  %t20 = phi float [ %.18, %b5 ], [ %a4, %b4 ]
  %.19 = fcmp olt float %t17, %t20, !dbg !124
  %.20 = select i1 %.19, float %t17, float %t20, !dbg !124
  %.21 = fcmp oeq float %t17, %t20, !dbg !124
  %.22 = bitcast float %t17 to i32, !dbg !124
  %.23 = bitcast float %t20 to i32, !dbg !124
  %.24 = or i32 %.23, %.22, !dbg !124
  %.25 = bitcast i32 %.24 to float, !dbg !124
  %.26 = select i1 %.21, float %.25, float %.20, !dbg !124
  %.27 = fcmp uno float %t17, 0.000000e+00, !dbg !124
  %.28 = select i1 %.27, float %t17, float %.26, !dbg !124
  %.29 = fcmp uno float %t20, 0.000000e+00, !dbg !124
  %.30 = select i1 %.29, float %t20, float %.28, !dbg !124
  %.31 = fcmp ogt float %t17, %t20, !dbg !125
  %.32 = select i1 %.31, float %t17, float %t20, !dbg !125
  %.36 = and i32 %.23, %.22, !dbg !125
  %.37 = bitcast i32 %.36 to float, !dbg !125
  %.38 = select i1 %.21, float %.37, float %.32, !dbg !125
  %.40 = select i1 %.27, float %t17, float %.38, !dbg !125
  %.42 = select i1 %.29, float %t20, float %.40, !dbg !125
  %t23 = fsub float %.30, %.42, !dbg !126
  %t24 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t132, !dbg !123
  store float %t23, ptr addrspace(1) %t24, align 4, !dbg !123
  %t25 = add i64 %t132, %t12, !dbg !123
  %t14 = icmp slt i64 %t25, %a0, !dbg !123
  br i1 %t14, label %b2, label %b7, !dbg !123

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !123
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !127 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !128
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !128
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !128
  %t3 = sext i32 %.1 to i64, !dbg !128
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !128
  %t5 = sext i32 %.2 to i64, !dbg !128
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !128
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !128
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !128, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !128
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !128
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !128, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !128
  %.15 = add i32 %.14, %.9, !dbg !128
  %.16 = udiv i32 %.15, %.6, !dbg !128
  %t9 = sext i32 %.16 to i64, !dbg !128
  %t10 = mul nsw i64 %t7, %t5, !dbg !128
  %t11 = add nsw i64 %t10, %t3, !dbg !128
  %t12 = mul nsw i64 %t9, %t7, !dbg !128
  %t13 = icmp sgt i64 %a1, 7, !dbg !128
  %t14 = icmp sgt i64 %a1, 6, !dbg !128
  %t15 = icmp sgt i64 %a1, 5, !dbg !128
  %t16 = icmp sgt i64 %a1, 4, !dbg !128
  %t17 = icmp sgt i64 %a1, 3, !dbg !128
  %t18 = icmp sgt i64 %a1, 2, !dbg !128
  %t19 = icmp sgt i64 %a1, 1, !dbg !128
  %t20 = icmp sgt i64 %a1, 0, !dbg !128
  %t221 = icmp slt i64 %t11, %a0, !dbg !128
  br i1 %t221, label %b2.lr.ph, label %b23, !dbg !128

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
  br label %b2, !dbg !128

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t123, %b22 ]
  br i1 %t13, label %b3, label %b4, !dbg !128

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen, !dbg !128
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed, !dbg !128
  %.28 = sub i64 0, %t212, !dbg !128
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !128
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !128
  %t25 = mul i64 %.22, %a19, !dbg !128
  %t26 = mul i64 %.22, %a29, !dbg !128
  %t27 = mul i64 %.22, %a38, !dbg !128
  br label %b4, !dbg !128

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !128

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen, !dbg !128
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed, !dbg !128
  %.42 = sub i64 0, %t28, !dbg !128
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !128
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !128
  %t34 = mul i64 %.36, %a18, !dbg !128
  %t35 = add i64 %t34, %t29, !dbg !128
  %t36 = mul i64 %.36, %a28, !dbg !128
  %t37 = add i64 %t36, %t30, !dbg !128
  %t38 = mul i64 %.36, %a37, !dbg !128
  %t39 = add i64 %t38, %t31, !dbg !128
  br label %b6, !dbg !128

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !128

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen, !dbg !128
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed, !dbg !128
  %.56 = sub i64 0, %t40, !dbg !128
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !128
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !128
  %t46 = mul i64 %.50, %a17, !dbg !128
  %t47 = add i64 %t46, %t41, !dbg !128
  %t48 = mul i64 %.50, %a27, !dbg !128
  %t49 = add i64 %t48, %t42, !dbg !128
  %t50 = mul i64 %.50, %a36, !dbg !128
  %t51 = add i64 %t50, %t43, !dbg !128
  br label %b8, !dbg !128

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !128

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen, !dbg !128
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed, !dbg !128
  %.70 = sub i64 0, %t52, !dbg !128
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !128
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !128
  %t58 = mul i64 %.64, %a16, !dbg !128
  %t59 = add i64 %t58, %t53, !dbg !128
  %t60 = mul i64 %.64, %a26, !dbg !128
  %t61 = add i64 %t60, %t54, !dbg !128
  %t62 = mul i64 %.64, %a35, !dbg !128
  %t63 = add i64 %t62, %t55, !dbg !128
  br label %b10, !dbg !128

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !128

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen, !dbg !128
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed, !dbg !128
  %.84 = sub i64 0, %t64, !dbg !128
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !128
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !128
  %t70 = mul i64 %.78, %a15, !dbg !128
  %t71 = add i64 %t70, %t65, !dbg !128
  %t72 = mul i64 %.78, %a25, !dbg !128
  %t73 = add i64 %t72, %t66, !dbg !128
  %t74 = mul i64 %.78, %a34, !dbg !128
  %t75 = add i64 %t74, %t67, !dbg !128
  br label %b12, !dbg !128

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !128

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen, !dbg !128
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed, !dbg !128
  %.98 = sub i64 0, %t76, !dbg !128
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !128
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !128
  %t82 = mul i64 %.92, %a14, !dbg !128
  %t83 = add i64 %t82, %t77, !dbg !128
  %t84 = mul i64 %.92, %a24, !dbg !128
  %t85 = add i64 %t84, %t78, !dbg !128
  %t86 = mul i64 %.92, %a33, !dbg !128
  %t87 = add i64 %t86, %t79, !dbg !128
  br label %b14, !dbg !128

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !128

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen, !dbg !128
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed, !dbg !128
  %.112 = sub i64 0, %t88, !dbg !128
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !128
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !128
  %t94 = mul i64 %.106, %a13, !dbg !128
  %t95 = add i64 %t94, %t89, !dbg !128
  %t96 = mul i64 %.106, %a23, !dbg !128
  %t97 = add i64 %t96, %t90, !dbg !128
  %t98 = mul i64 %.106, %a32, !dbg !128
  %t99 = add i64 %t98, %t91, !dbg !128
  br label %b16, !dbg !128

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !128

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !128
  %t105 = add i64 %t101, %t104, !dbg !128
  %t106 = mul i64 %t100, %a22, !dbg !128
  %t107 = add i64 %t102, %t106, !dbg !128
  %t108 = mul i64 %t100, %a31, !dbg !128
  %t109 = add i64 %t103, %t108, !dbg !128
  br label %b18, !dbg !128

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !128

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t110, !dbg !128
  %.115 = load float, ptr addrspace(1) %t113, align 4, !dbg !128
  br label %b20, !dbg !128

b20:                                              ; preds = %b19, %b18
  %t115 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !128

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t111, !dbg !128
  %.116 = load float, ptr addrspace(1) %t116, align 4, !dbg !128
  br label %b22, !dbg !128

b22:                                              ; preds = %b21, %b20
  %t118 = phi float [ %.116, %b21 ], [ %a21, %b20 ]
  %.117 = fcmp olt float %t115, %t118, !dbg !129
  %.118 = select i1 %.117, float %t115, float %t118, !dbg !129
  %.119 = fcmp oeq float %t115, %t118, !dbg !129
  %.120 = bitcast float %t115 to i32, !dbg !129
  %.121 = bitcast float %t118 to i32, !dbg !129
  %.122 = or i32 %.121, %.120, !dbg !129
  %.123 = bitcast i32 %.122 to float, !dbg !129
  %.124 = select i1 %.119, float %.123, float %.118, !dbg !129
  %.125 = fcmp uno float %t115, 0.000000e+00, !dbg !129
  %.126 = select i1 %.125, float %t115, float %.124, !dbg !129
  %.127 = fcmp uno float %t118, 0.000000e+00, !dbg !129
  %.128 = select i1 %.127, float %t118, float %.126, !dbg !129
  %.129 = fcmp ogt float %t115, %t118, !dbg !130
  %.130 = select i1 %.129, float %t115, float %t118, !dbg !130
  %.134 = and i32 %.121, %.120, !dbg !130
  %.135 = bitcast i32 %.134 to float, !dbg !130
  %.136 = select i1 %.119, float %.135, float %.130, !dbg !130
  %.138 = select i1 %.125, float %t115, float %.136, !dbg !130
  %.140 = select i1 %.127, float %t118, float %.138, !dbg !130
  %t121 = fsub float %.128, %.140, !dbg !131
  %t122 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t112, !dbg !128
  store float %t121, ptr addrspace(1) %t122, align 4, !dbg !128
  %t123 = add i64 %t212, %t12, !dbg !128
  %t22 = icmp slt i64 %t123, %a0, !dbg !128
  br i1 %t22, label %b2, label %b23, !dbg !128

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !128
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !132 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !133
  %t3 = sext i32 %.1 to i64, !dbg !133
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !133
  %t5 = sext i32 %.2 to i64, !dbg !133
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !133
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !133
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !133, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !133
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !133, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !133
  %.10 = add i32 %.5, -1, !dbg !133
  %.11 = add i32 %.10, %.9, !dbg !133
  %.12 = udiv i32 %.11, %.9, !dbg !133
  %t7 = sext i32 %.12 to i64, !dbg !133
  %t8 = shl nsw i64 %t5, 8, !dbg !133
  %t9 = add nsw i64 %t8, %t3, !dbg !133
  %t10 = shl nsw i64 %t7, 8, !dbg !133
  %t11 = icmp slt i64 %t9, %a0, !dbg !133
  br i1 %t11, label %b1, label %b2, !dbg !133

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !133
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t12, !dbg !133
  %.13 = load float, ptr addrspace(1) %t13, align 4, !dbg !133, !amdgpu.noclobber !6
  br label %b2, !dbg !133

b2:                                               ; preds = %b1, %entry
  %t15 = phi float [ %.13, %b1 ], [ 0.000000e+00, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !133
  %t18 = shl nsw i64 %t7, 11, !dbg !133
  %t19 = mul nsw i64 %t7, 1792, !dbg !133
  %t20 = sub i64 %a0, %t19, !dbg !133
  %t26 = mul i64 %t17, %a2, !dbg !133
  %t28 = mul i64 %t18, %a2, !dbg !133
  %t29 = mul i64 %t10, %a2, !dbg !133
  %t6111 = icmp slt i64 %t17, %t20, !dbg !133
  br i1 %t6111, label %b4.preheader, label %b5, !dbg !133

b4.preheader:                                     ; preds = %b2
  %t47 = mul i64 %t19, %a2, !dbg !133
  %t48 = add i64 %t26, %t47, !dbg !133
  %t49 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t48, !dbg !133
  %t21 = mul i64 %t7, %a2, !dbg !133
  %t44 = mul i64 %t21, 1536, !dbg !133
  %t45 = add i64 %t26, %t44, !dbg !133
  %t46 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t45, !dbg !133
  %t41 = mul i64 %t21, 1280, !dbg !133
  %t42 = add i64 %t26, %t41, !dbg !133
  %t43 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t42, !dbg !133
  %t38 = shl i64 %t21, 10, !dbg !133
  %t39 = add i64 %t26, %t38, !dbg !133
  %t40 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t39, !dbg !133
  %t35 = mul i64 %t21, 768, !dbg !133
  %t36 = add i64 %t26, %t35, !dbg !133
  %t37 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t36, !dbg !133
  %t32 = shl i64 %t21, 9, !dbg !133
  %t33 = add i64 %t26, %t32, !dbg !133
  %t34 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t33, !dbg !133
  %t30 = add i64 %t26, %t29, !dbg !133
  %t31 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t30, !dbg !133
  %t27 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t26, !dbg !133
  br label %b4, !dbg !133

b4:                                               ; preds = %b4.preheader, %b4
  %t5921 = phi float [ %t93, %b4 ], [ %t15, %b4.preheader ]
  %t5820 = phi i64 [ %t94, %b4 ], [ %t17, %b4.preheader ]
  %t5719 = phi ptr addrspace(1) [ %t95, %b4 ], [ %t27, %b4.preheader ]
  %t5618 = phi ptr addrspace(1) [ %t96, %b4 ], [ %t31, %b4.preheader ]
  %t5517 = phi ptr addrspace(1) [ %t97, %b4 ], [ %t34, %b4.preheader ]
  %t5416 = phi ptr addrspace(1) [ %t98, %b4 ], [ %t37, %b4.preheader ]
  %t5315 = phi ptr addrspace(1) [ %t99, %b4 ], [ %t40, %b4.preheader ]
  %t5214 = phi ptr addrspace(1) [ %t100, %b4 ], [ %t43, %b4.preheader ]
  %t5113 = phi ptr addrspace(1) [ %t101, %b4 ], [ %t46, %b4.preheader ]
  %t5012 = phi ptr addrspace(1) [ %t102, %b4 ], [ %t49, %b4.preheader ]
  %.14 = load float, ptr addrspace(1) %t5719, align 4, !dbg !133
  %.15 = load float, ptr addrspace(1) %t5618, align 4, !dbg !133
  %.16 = load float, ptr addrspace(1) %t5517, align 4, !dbg !133
  %.17 = load float, ptr addrspace(1) %t5416, align 4, !dbg !133
  %.18 = load float, ptr addrspace(1) %t5315, align 4, !dbg !133
  %.19 = load float, ptr addrspace(1) %t5214, align 4, !dbg !133
  %.20 = load float, ptr addrspace(1) %t5113, align 4, !dbg !133
  %.21 = load float, ptr addrspace(1) %t5012, align 4, !dbg !133
  %.22 = fcmp olt float %t5921, %.14, !dbg !134
  %.23 = select i1 %.22, float %t5921, float %.14, !dbg !134
  %.24 = fcmp oeq float %t5921, %.14, !dbg !134
  %.25 = bitcast float %t5921 to i32, !dbg !134
  %.26 = bitcast float %.14 to i32, !dbg !134
  %.27 = or i32 %.26, %.25, !dbg !134
  %.28 = bitcast i32 %.27 to float, !dbg !134
  %.29 = select i1 %.24, float %.28, float %.23, !dbg !134
  %.30 = fcmp uno float %t5921, 0.000000e+00, !dbg !134
  %.31 = select i1 %.30, float %t5921, float %.29, !dbg !134
  %.32 = fcmp uno float %.14, 0.000000e+00, !dbg !134
  %.33 = select i1 %.32, float %.14, float %.31, !dbg !134
  %.34 = fcmp ogt float %t5921, %.14, !dbg !135
  %.35 = select i1 %.34, float %t5921, float %.14, !dbg !135
  %.39 = and i32 %.26, %.25, !dbg !135
  %.40 = bitcast i32 %.39 to float, !dbg !135
  %.41 = select i1 %.24, float %.40, float %.35, !dbg !135
  %.43 = select i1 %.30, float %t5921, float %.41, !dbg !135
  %.45 = select i1 %.32, float %.14, float %.43, !dbg !135
  %t72 = fsub float %.33, %.45, !dbg !136
  %.46 = fcmp olt float %t72, %.15, !dbg !134
  %.47 = select i1 %.46, float %t72, float %.15, !dbg !134
  %.48 = fcmp oeq float %t72, %.15, !dbg !134
  %.49 = bitcast float %t72 to i32, !dbg !134
  %.50 = bitcast float %.15 to i32, !dbg !134
  %.51 = or i32 %.49, %.50, !dbg !134
  %.52 = bitcast i32 %.51 to float, !dbg !134
  %.53 = select i1 %.48, float %.52, float %.47, !dbg !134
  %.54 = fcmp uno float %t72, 0.000000e+00, !dbg !134
  %.55 = select i1 %.54, float %t72, float %.53, !dbg !134
  %.56 = fcmp uno float %.15, 0.000000e+00, !dbg !134
  %.57 = select i1 %.56, float %.15, float %.55, !dbg !134
  %.58 = fcmp ogt float %t72, %.15, !dbg !135
  %.59 = select i1 %.58, float %t72, float %.15, !dbg !135
  %.63 = and i32 %.49, %.50, !dbg !135
  %.64 = bitcast i32 %.63 to float, !dbg !135
  %.65 = select i1 %.48, float %.64, float %.59, !dbg !135
  %.67 = select i1 %.54, float %t72, float %.65, !dbg !135
  %.69 = select i1 %.56, float %.15, float %.67, !dbg !135
  %t75 = fsub float %.57, %.69, !dbg !136
  %.70 = fcmp olt float %t75, %.16, !dbg !134
  %.71 = select i1 %.70, float %t75, float %.16, !dbg !134
  %.72 = fcmp oeq float %t75, %.16, !dbg !134
  %.73 = bitcast float %t75 to i32, !dbg !134
  %.74 = bitcast float %.16 to i32, !dbg !134
  %.75 = or i32 %.73, %.74, !dbg !134
  %.76 = bitcast i32 %.75 to float, !dbg !134
  %.77 = select i1 %.72, float %.76, float %.71, !dbg !134
  %.78 = fcmp uno float %t75, 0.000000e+00, !dbg !134
  %.79 = select i1 %.78, float %t75, float %.77, !dbg !134
  %.80 = fcmp uno float %.16, 0.000000e+00, !dbg !134
  %.81 = select i1 %.80, float %.16, float %.79, !dbg !134
  %.82 = fcmp ogt float %t75, %.16, !dbg !135
  %.83 = select i1 %.82, float %t75, float %.16, !dbg !135
  %.87 = and i32 %.73, %.74, !dbg !135
  %.88 = bitcast i32 %.87 to float, !dbg !135
  %.89 = select i1 %.72, float %.88, float %.83, !dbg !135
  %.91 = select i1 %.78, float %t75, float %.89, !dbg !135
  %.93 = select i1 %.80, float %.16, float %.91, !dbg !135
  %t78 = fsub float %.81, %.93, !dbg !136
  %.94 = fcmp olt float %t78, %.17, !dbg !134
  %.95 = select i1 %.94, float %t78, float %.17, !dbg !134
  %.96 = fcmp oeq float %t78, %.17, !dbg !134
  %.97 = bitcast float %t78 to i32, !dbg !134
  %.98 = bitcast float %.17 to i32, !dbg !134
  %.99 = or i32 %.97, %.98, !dbg !134
  %.100 = bitcast i32 %.99 to float, !dbg !134
  %.101 = select i1 %.96, float %.100, float %.95, !dbg !134
  %.102 = fcmp uno float %t78, 0.000000e+00, !dbg !134
  %.103 = select i1 %.102, float %t78, float %.101, !dbg !134
  %.104 = fcmp uno float %.17, 0.000000e+00, !dbg !134
  %.105 = select i1 %.104, float %.17, float %.103, !dbg !134
  %.106 = fcmp ogt float %t78, %.17, !dbg !135
  %.107 = select i1 %.106, float %t78, float %.17, !dbg !135
  %.111 = and i32 %.97, %.98, !dbg !135
  %.112 = bitcast i32 %.111 to float, !dbg !135
  %.113 = select i1 %.96, float %.112, float %.107, !dbg !135
  %.115 = select i1 %.102, float %t78, float %.113, !dbg !135
  %.117 = select i1 %.104, float %.17, float %.115, !dbg !135
  %t81 = fsub float %.105, %.117, !dbg !136
  %.118 = fcmp olt float %t81, %.18, !dbg !134
  %.119 = select i1 %.118, float %t81, float %.18, !dbg !134
  %.120 = fcmp oeq float %t81, %.18, !dbg !134
  %.121 = bitcast float %t81 to i32, !dbg !134
  %.122 = bitcast float %.18 to i32, !dbg !134
  %.123 = or i32 %.121, %.122, !dbg !134
  %.124 = bitcast i32 %.123 to float, !dbg !134
  %.125 = select i1 %.120, float %.124, float %.119, !dbg !134
  %.126 = fcmp uno float %t81, 0.000000e+00, !dbg !134
  %.127 = select i1 %.126, float %t81, float %.125, !dbg !134
  %.128 = fcmp uno float %.18, 0.000000e+00, !dbg !134
  %.129 = select i1 %.128, float %.18, float %.127, !dbg !134
  %.130 = fcmp ogt float %t81, %.18, !dbg !135
  %.131 = select i1 %.130, float %t81, float %.18, !dbg !135
  %.135 = and i32 %.121, %.122, !dbg !135
  %.136 = bitcast i32 %.135 to float, !dbg !135
  %.137 = select i1 %.120, float %.136, float %.131, !dbg !135
  %.139 = select i1 %.126, float %t81, float %.137, !dbg !135
  %.141 = select i1 %.128, float %.18, float %.139, !dbg !135
  %t84 = fsub float %.129, %.141, !dbg !136
  %.142 = fcmp olt float %t84, %.19, !dbg !134
  %.143 = select i1 %.142, float %t84, float %.19, !dbg !134
  %.144 = fcmp oeq float %t84, %.19, !dbg !134
  %.145 = bitcast float %t84 to i32, !dbg !134
  %.146 = bitcast float %.19 to i32, !dbg !134
  %.147 = or i32 %.145, %.146, !dbg !134
  %.148 = bitcast i32 %.147 to float, !dbg !134
  %.149 = select i1 %.144, float %.148, float %.143, !dbg !134
  %.150 = fcmp uno float %t84, 0.000000e+00, !dbg !134
  %.151 = select i1 %.150, float %t84, float %.149, !dbg !134
  %.152 = fcmp uno float %.19, 0.000000e+00, !dbg !134
  %.153 = select i1 %.152, float %.19, float %.151, !dbg !134
  %.154 = fcmp ogt float %t84, %.19, !dbg !135
  %.155 = select i1 %.154, float %t84, float %.19, !dbg !135
  %.159 = and i32 %.145, %.146, !dbg !135
  %.160 = bitcast i32 %.159 to float, !dbg !135
  %.161 = select i1 %.144, float %.160, float %.155, !dbg !135
  %.163 = select i1 %.150, float %t84, float %.161, !dbg !135
  %.165 = select i1 %.152, float %.19, float %.163, !dbg !135
  %t87 = fsub float %.153, %.165, !dbg !136
  %.166 = fcmp olt float %t87, %.20, !dbg !134
  %.167 = select i1 %.166, float %t87, float %.20, !dbg !134
  %.168 = fcmp oeq float %t87, %.20, !dbg !134
  %.169 = bitcast float %t87 to i32, !dbg !134
  %.170 = bitcast float %.20 to i32, !dbg !134
  %.171 = or i32 %.169, %.170, !dbg !134
  %.172 = bitcast i32 %.171 to float, !dbg !134
  %.173 = select i1 %.168, float %.172, float %.167, !dbg !134
  %.174 = fcmp uno float %t87, 0.000000e+00, !dbg !134
  %.175 = select i1 %.174, float %t87, float %.173, !dbg !134
  %.176 = fcmp uno float %.20, 0.000000e+00, !dbg !134
  %.177 = select i1 %.176, float %.20, float %.175, !dbg !134
  %.178 = fcmp ogt float %t87, %.20, !dbg !135
  %.179 = select i1 %.178, float %t87, float %.20, !dbg !135
  %.183 = and i32 %.169, %.170, !dbg !135
  %.184 = bitcast i32 %.183 to float, !dbg !135
  %.185 = select i1 %.168, float %.184, float %.179, !dbg !135
  %.187 = select i1 %.174, float %t87, float %.185, !dbg !135
  %.189 = select i1 %.176, float %.20, float %.187, !dbg !135
  %t90 = fsub float %.177, %.189, !dbg !136
  %.190 = fcmp olt float %t90, %.21, !dbg !134
  %.191 = select i1 %.190, float %t90, float %.21, !dbg !134
  %.192 = fcmp oeq float %t90, %.21, !dbg !134
  %.193 = bitcast float %t90 to i32, !dbg !134
  %.194 = bitcast float %.21 to i32, !dbg !134
  %.195 = or i32 %.193, %.194, !dbg !134
  %.196 = bitcast i32 %.195 to float, !dbg !134
  %.197 = select i1 %.192, float %.196, float %.191, !dbg !134
  %.198 = fcmp uno float %t90, 0.000000e+00, !dbg !134
  %.199 = select i1 %.198, float %t90, float %.197, !dbg !134
  %.200 = fcmp uno float %.21, 0.000000e+00, !dbg !134
  %.201 = select i1 %.200, float %.21, float %.199, !dbg !134
  %.202 = fcmp ogt float %t90, %.21, !dbg !135
  %.203 = select i1 %.202, float %t90, float %.21, !dbg !135
  %.207 = and i32 %.193, %.194, !dbg !135
  %.208 = bitcast i32 %.207 to float, !dbg !135
  %.209 = select i1 %.192, float %.208, float %.203, !dbg !135
  %.211 = select i1 %.198, float %t90, float %.209, !dbg !135
  %.213 = select i1 %.200, float %.21, float %.211, !dbg !135
  %t93 = fsub float %.201, %.213, !dbg !136
  %t94 = add i64 %t5820, %t18, !dbg !133
  %t95 = getelementptr inbounds float, ptr addrspace(1) %t5719, i64 %t28, !dbg !133
  %t96 = getelementptr inbounds float, ptr addrspace(1) %t5618, i64 %t28, !dbg !133
  %t97 = getelementptr inbounds float, ptr addrspace(1) %t5517, i64 %t28, !dbg !133
  %t98 = getelementptr inbounds float, ptr addrspace(1) %t5416, i64 %t28, !dbg !133
  %t99 = getelementptr inbounds float, ptr addrspace(1) %t5315, i64 %t28, !dbg !133
  %t100 = getelementptr inbounds float, ptr addrspace(1) %t5214, i64 %t28, !dbg !133
  %t101 = getelementptr inbounds float, ptr addrspace(1) %t5113, i64 %t28, !dbg !133
  %t102 = getelementptr inbounds float, ptr addrspace(1) %t5012, i64 %t28, !dbg !133
  %t61 = icmp slt i64 %t94, %t20, !dbg !133
  br i1 %t61, label %b4, label %b5.loopexit, !dbg !133

b5.loopexit:                                      ; preds = %b4
  %.pre = mul i64 %t94, %a2, !dbg !133
  br label %b5, !dbg !133

b5:                                               ; preds = %b5.loopexit, %b2
  %t103.pre-phi = phi i64 [ %.pre, %b5.loopexit ], [ %t26, %b2 ], !dbg !133
  %t58.lcssa = phi i64 [ %t94, %b5.loopexit ], [ %t17, %b2 ]
  %t59.lcssa = phi float [ %t93, %b5.loopexit ], [ %t15, %b2 ]
  %t10823 = icmp slt i64 %t58.lcssa, %a0, !dbg !133
  br i1 %t10823, label %b7.preheader, label %b8, !dbg !133

b7.preheader:                                     ; preds = %b5
  %t104 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t103.pre-phi, !dbg !133
  br label %b7, !dbg !133

b7:                                               ; preds = %b7.preheader, %b7
  %t10726 = phi float [ %t112, %b7 ], [ %t59.lcssa, %b7.preheader ]
  %t10625 = phi i64 [ %t113, %b7 ], [ %t58.lcssa, %b7.preheader ]
  %t10524 = phi ptr addrspace(1) [ %t114, %b7 ], [ %t104, %b7.preheader ]
  %.214 = load float, ptr addrspace(1) %t10524, align 4, !dbg !133
  %.215 = fcmp olt float %t10726, %.214, !dbg !134
  %.216 = select i1 %.215, float %t10726, float %.214, !dbg !134
  %.217 = fcmp oeq float %t10726, %.214, !dbg !134
  %.218 = bitcast float %t10726 to i32, !dbg !134
  %.219 = bitcast float %.214 to i32, !dbg !134
  %.220 = or i32 %.219, %.218, !dbg !134
  %.221 = bitcast i32 %.220 to float, !dbg !134
  %.222 = select i1 %.217, float %.221, float %.216, !dbg !134
  %.223 = fcmp uno float %t10726, 0.000000e+00, !dbg !134
  %.224 = select i1 %.223, float %t10726, float %.222, !dbg !134
  %.225 = fcmp uno float %.214, 0.000000e+00, !dbg !134
  %.226 = select i1 %.225, float %.214, float %.224, !dbg !134
  %.227 = fcmp ogt float %t10726, %.214, !dbg !135
  %.228 = select i1 %.227, float %t10726, float %.214, !dbg !135
  %.232 = and i32 %.219, %.218, !dbg !135
  %.233 = bitcast i32 %.232 to float, !dbg !135
  %.234 = select i1 %.217, float %.233, float %.228, !dbg !135
  %.236 = select i1 %.223, float %t10726, float %.234, !dbg !135
  %.238 = select i1 %.225, float %.214, float %.236, !dbg !135
  %t112 = fsub float %.226, %.238, !dbg !136
  %t113 = add i64 %t10625, %t10, !dbg !133
  %t114 = getelementptr inbounds float, ptr addrspace(1) %t10524, i64 %t29, !dbg !133
  %t108 = icmp slt i64 %t113, %a0, !dbg !133
  br i1 %t108, label %b7, label %b8, !dbg !133

b8:                                               ; preds = %b7, %b5
  %t107.lcssa = phi float [ %t59.lcssa, %b5 ], [ %t112, %b7 ]
  %t115 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !133
  store float %t107.lcssa, ptr addrspace(3) %t115, align 4, !dbg !133
  %t116 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !133
  %.239 = zext i1 %t11 to i8, !dbg !133
  store i8 %.239, ptr addrspace(3) %t116, align 1, !dbg !133
  fence syncscope("workgroup") release, !dbg !133
  tail call void @llvm.amdgcn.s.barrier(), !dbg !133
  fence syncscope("workgroup") acquire, !dbg !133
  %t117 = icmp slt i32 %.1, 128, !dbg !133
  br i1 %t117, label %b9, label %b14, !dbg !133

b9:                                               ; preds = %b8
  %t118 = add nsw i32 %.1, 128, !dbg !133
  %t119 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t118, !dbg !133
  %.240 = load float, ptr addrspace(3) %t119, align 4, !dbg !133
  %t121 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t118, !dbg !133
  %.241 = load i8, ptr addrspace(3) %t121, align 1, !dbg !133
  %.242.not10 = icmp eq i8 %.241, 0, !dbg !133
  %t16.not = xor i1 %t11, true, !dbg !133
  %brmerge = or i1 %.242.not10, %t16.not, !dbg !133
  %t107.mux = select i1 %.242.not10, float %t107.lcssa, float %.240, !dbg !133
  %not..242.not10 = xor i1 %.242.not10, true, !dbg !133
  %t16.mux = select i1 %not..242.not10, i1 true, i1 %t11, !dbg !133
  br i1 %brmerge, label %b13, label %b11, !dbg !133

b11:                                              ; preds = %b9
  %.243 = fcmp olt float %t107.lcssa, %.240, !dbg !134
  %.244 = select i1 %.243, float %t107.lcssa, float %.240, !dbg !134
  %.245 = fcmp oeq float %t107.lcssa, %.240, !dbg !134
  %.246 = bitcast float %t107.lcssa to i32, !dbg !134
  %.247 = bitcast float %.240 to i32, !dbg !134
  %.248 = or i32 %.247, %.246, !dbg !134
  %.249 = bitcast i32 %.248 to float, !dbg !134
  %.250 = select i1 %.245, float %.249, float %.244, !dbg !134
  %.251 = fcmp uno float %t107.lcssa, 0.000000e+00, !dbg !134
  %.252 = select i1 %.251, float %t107.lcssa, float %.250, !dbg !134
  %.253 = fcmp uno float %.240, 0.000000e+00, !dbg !134
  %.254 = select i1 %.253, float %.240, float %.252, !dbg !134
  %.255 = fcmp ogt float %t107.lcssa, %.240, !dbg !135
  %.256 = select i1 %.255, float %t107.lcssa, float %.240, !dbg !135
  %.260 = and i32 %.247, %.246, !dbg !135
  %.261 = bitcast i32 %.260 to float, !dbg !135
  %.262 = select i1 %.245, float %.261, float %.256, !dbg !135
  %.264 = select i1 %.251, float %t107.lcssa, float %.262, !dbg !135
  %.266 = select i1 %.253, float %.240, float %.264, !dbg !135
  %t125 = fsub float %.254, %.266, !dbg !136
  br label %b13, !dbg !133

b13:                                              ; preds = %b9, %b11
  %t127 = phi float [ %t107.mux, %b9 ], [ %t125, %b11 ]
  %t128 = phi i1 [ %t16.mux, %b9 ], [ true, %b11 ]
  store float %t127, ptr addrspace(3) %t115, align 4, !dbg !133
  %.267 = zext i1 %t128 to i8, !dbg !133
  store i8 %.267, ptr addrspace(3) %t116, align 1, !dbg !133
  br label %b14, !dbg !133

b14:                                              ; preds = %b13, %b8
  %t129 = phi float [ %t127, %b13 ], [ %t107.lcssa, %b8 ]
  %t130 = phi i1 [ %t128, %b13 ], [ %t11, %b8 ]
  fence syncscope("workgroup") release, !dbg !133
  tail call void @llvm.amdgcn.s.barrier(), !dbg !133
  fence syncscope("workgroup") acquire, !dbg !133
  %t131 = icmp slt i32 %.1, 64, !dbg !133
  br i1 %t131, label %b15, label %b20, !dbg !133

b15:                                              ; preds = %b14
  %t132 = add nsw i32 %.1, 64, !dbg !133
  %t133 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t132, !dbg !133
  %.268 = load float, ptr addrspace(3) %t133, align 4, !dbg !133
  %t135 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t132, !dbg !133
  %.269 = load i8, ptr addrspace(3) %t135, align 1, !dbg !133
  %.270.not9 = icmp eq i8 %.269, 0, !dbg !133
  %t130.not = xor i1 %t130, true, !dbg !133
  %brmerge1 = select i1 %.270.not9, i1 true, i1 %t130.not, !dbg !133
  %t129.mux = select i1 %.270.not9, float %t129, float %.268, !dbg !133
  %not..270.not9 = xor i1 %.270.not9, true, !dbg !133
  %t130.mux = select i1 %not..270.not9, i1 true, i1 %t130, !dbg !133
  br i1 %brmerge1, label %b19, label %b17, !dbg !133

b17:                                              ; preds = %b15
  %.271 = fcmp olt float %t129, %.268, !dbg !134
  %.272 = select i1 %.271, float %t129, float %.268, !dbg !134
  %.273 = fcmp oeq float %t129, %.268, !dbg !134
  %.274 = bitcast float %t129 to i32, !dbg !134
  %.275 = bitcast float %.268 to i32, !dbg !134
  %.276 = or i32 %.275, %.274, !dbg !134
  %.277 = bitcast i32 %.276 to float, !dbg !134
  %.278 = select i1 %.273, float %.277, float %.272, !dbg !134
  %.279 = fcmp uno float %t129, 0.000000e+00, !dbg !134
  %.280 = select i1 %.279, float %t129, float %.278, !dbg !134
  %.281 = fcmp uno float %.268, 0.000000e+00, !dbg !134
  %.282 = select i1 %.281, float %.268, float %.280, !dbg !134
  %.283 = fcmp ogt float %t129, %.268, !dbg !135
  %.284 = select i1 %.283, float %t129, float %.268, !dbg !135
  %.288 = and i32 %.275, %.274, !dbg !135
  %.289 = bitcast i32 %.288 to float, !dbg !135
  %.290 = select i1 %.273, float %.289, float %.284, !dbg !135
  %.292 = select i1 %.279, float %t129, float %.290, !dbg !135
  %.294 = select i1 %.281, float %.268, float %.292, !dbg !135
  %t139 = fsub float %.282, %.294, !dbg !136
  br label %b19, !dbg !133

b19:                                              ; preds = %b15, %b17
  %t141 = phi float [ %t129.mux, %b15 ], [ %t139, %b17 ]
  %t142 = phi i1 [ %t130.mux, %b15 ], [ true, %b17 ]
  store float %t141, ptr addrspace(3) %t115, align 4, !dbg !133
  %.295 = zext i1 %t142 to i8, !dbg !133
  store i8 %.295, ptr addrspace(3) %t116, align 1, !dbg !133
  br label %b20, !dbg !133

b20:                                              ; preds = %b19, %b14
  %t143 = phi float [ %t141, %b19 ], [ %t129, %b14 ]
  %t144 = phi i1 [ %t142, %b19 ], [ %t130, %b14 ]
  fence syncscope("workgroup") release, !dbg !133
  tail call void @llvm.amdgcn.s.barrier(), !dbg !133
  fence syncscope("workgroup") acquire, !dbg !133
  %t145 = icmp slt i32 %.1, 32, !dbg !133
  br i1 %t145, label %b21, label %b26, !dbg !133

b21:                                              ; preds = %b20
  %t146 = add nsw i32 %.1, 32, !dbg !133
  %t147 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t146, !dbg !133
  %.296 = load float, ptr addrspace(3) %t147, align 4, !dbg !133
  %t149 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t146, !dbg !133
  %.297 = load i8, ptr addrspace(3) %t149, align 1, !dbg !133
  %.298.not8 = icmp eq i8 %.297, 0, !dbg !133
  %t144.not = xor i1 %t144, true, !dbg !133
  %brmerge2 = select i1 %.298.not8, i1 true, i1 %t144.not, !dbg !133
  %t143.mux = select i1 %.298.not8, float %t143, float %.296, !dbg !133
  %not..298.not8 = xor i1 %.298.not8, true, !dbg !133
  %t144.mux = select i1 %not..298.not8, i1 true, i1 %t144, !dbg !133
  br i1 %brmerge2, label %b26, label %b23, !dbg !133

b23:                                              ; preds = %b21
  %.299 = fcmp olt float %t143, %.296, !dbg !134
  %.300 = select i1 %.299, float %t143, float %.296, !dbg !134
  %.301 = fcmp oeq float %t143, %.296, !dbg !134
  %.302 = bitcast float %t143 to i32, !dbg !134
  %.303 = bitcast float %.296 to i32, !dbg !134
  %.304 = or i32 %.303, %.302, !dbg !134
  %.305 = bitcast i32 %.304 to float, !dbg !134
  %.306 = select i1 %.301, float %.305, float %.300, !dbg !134
  %.307 = fcmp uno float %t143, 0.000000e+00, !dbg !134
  %.308 = select i1 %.307, float %t143, float %.306, !dbg !134
  %.309 = fcmp uno float %.296, 0.000000e+00, !dbg !134
  %.310 = select i1 %.309, float %.296, float %.308, !dbg !134
  %.311 = fcmp ogt float %t143, %.296, !dbg !135
  %.312 = select i1 %.311, float %t143, float %.296, !dbg !135
  %.316 = and i32 %.303, %.302, !dbg !135
  %.317 = bitcast i32 %.316 to float, !dbg !135
  %.318 = select i1 %.301, float %.317, float %.312, !dbg !135
  %.320 = select i1 %.307, float %t143, float %.318, !dbg !135
  %.322 = select i1 %.309, float %.296, float %.320, !dbg !135
  %t153 = fsub float %.310, %.322, !dbg !136
  br label %b26, !dbg !133

b26:                                              ; preds = %b21, %b23, %b20
  %t157 = phi float [ %t143, %b20 ], [ %t143.mux, %b21 ], [ %t153, %b23 ]
  %t158 = phi i1 [ %t144, %b20 ], [ %t144.mux, %b21 ], [ true, %b23 ]
  br i1 %t145, label %b27, label %b48, !dbg !133

b27:                                              ; preds = %b26
  %.324 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !133
  %.325 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.324), !dbg !133
  %.326 = zext i32 %.325 to i64, !dbg !133
  %.327 = add nuw nsw i64 %.326, 16, !dbg !133
  %.328 = icmp ult i32 %.325, 48, !dbg !133
  %.329 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !133
  %.330 = and i64 %.327, 63, !dbg !133
  %0 = shl nuw i64 1, %.330, !dbg !133
  %1 = and i64 %0, %.329, !dbg !133
  %.332 = icmp ne i64 %1, 0, !dbg !133
  %.333 = and i1 %.328, %.332, !dbg !133
  %.334 = trunc i64 %.327 to i32, !dbg !133
  %.335 = shl i32 %.334, 2, !dbg !133
  %.336 = bitcast float %t157 to i32, !dbg !133
  %.337 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.335, i32 %.336), !dbg !133
  %.338 = bitcast i32 %.337 to float, !dbg !133
  %t159 = select i1 %.333, float %.338, float %t157, !dbg !133
  %.352 = zext i1 %t158 to i32, !dbg !133
  %.353 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.335, i32 %.352), !dbg !133
  %2 = and i32 %.353, 1, !dbg !133
  %.354 = icmp ne i32 %2, 0, !dbg !133
  %t160 = select i1 %.333, i1 %.354, i1 %t158, !dbg !133
  %t161 = icmp slt i32 %.1, 16, !dbg !133
  %t162 = and i1 %t161, %t160, !dbg !133
  %3 = select i1 %t162, i1 %t158, i1 false, !dbg !133
  %t157.mux = select i1 %t162, float %t159, float %t157, !dbg !133
  %t158.mux = select i1 %t162, i1 true, i1 %t158, !dbg !133
  br i1 %3, label %b29, label %b31, !dbg !133

b29:                                              ; preds = %b27
  %4 = insertelement <2 x float> poison, float %t157, i64 0, !dbg !134
  %5 = insertelement <2 x float> %4, float %t159, i64 1, !dbg !134
  %6 = insertelement <2 x float> poison, float %t159, i64 0, !dbg !134
  %7 = insertelement <2 x float> %6, float %t157, i64 1, !dbg !134
  %8 = fcmp olt <2 x float> %5, %7, !dbg !134
  %.357 = fcmp oeq float %t157, %t159, !dbg !134
  %.359 = bitcast float %t159 to i32, !dbg !134
  %.360 = or i32 %.359, %.336, !dbg !134
  %.363 = fcmp uno float %t157, 0.000000e+00, !dbg !134
  %.365 = fcmp uno float %t159, 0.000000e+00, !dbg !134
  %.372 = and i32 %.359, %.336, !dbg !135
  %9 = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !134
  %10 = shufflevector <2 x float> %6, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !134
  %11 = select <2 x i1> %8, <2 x float> %9, <2 x float> %10, !dbg !134
  %12 = insertelement <2 x i32> poison, i32 %.360, i64 0, !dbg !134
  %13 = insertelement <2 x i32> %12, i32 %.372, i64 1, !dbg !134
  %14 = bitcast <2 x i32> %13 to <2 x float>, !dbg !134
  %15 = insertelement <2 x i1> poison, i1 %.357, i64 0, !dbg !134
  %16 = shufflevector <2 x i1> %15, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %17 = select <2 x i1> %16, <2 x float> %14, <2 x float> %11, !dbg !134
  %18 = insertelement <2 x i1> poison, i1 %.363, i64 0, !dbg !134
  %19 = shufflevector <2 x i1> %18, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %20 = select <2 x i1> %19, <2 x float> %9, <2 x float> %17, !dbg !134
  %21 = insertelement <2 x i1> poison, i1 %.365, i64 0, !dbg !134
  %22 = shufflevector <2 x i1> %21, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %23 = select <2 x i1> %22, <2 x float> %10, <2 x float> %20, !dbg !134
  %shift = shufflevector <2 x float> %23, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !136
  %24 = fsub <2 x float> %23, %shift, !dbg !136
  %t165 = extractelement <2 x float> %24, i64 0, !dbg !136
  br label %b31, !dbg !133

b31:                                              ; preds = %b27, %b29
  %t167 = phi float [ %t157.mux, %b27 ], [ %t165, %b29 ]
  %t168 = phi i1 [ %t158.mux, %b27 ], [ true, %b29 ]
  %.383 = add nuw nsw i64 %.326, 8, !dbg !133
  %.384 = icmp ult i32 %.325, 56, !dbg !133
  %.386 = and i64 %.383, 63, !dbg !133
  %25 = shl nuw i64 1, %.386, !dbg !133
  %26 = and i64 %25, %.329, !dbg !133
  %.388 = icmp ne i64 %26, 0, !dbg !133
  %.389 = and i1 %.384, %.388, !dbg !133
  %.390 = trunc i64 %.383 to i32, !dbg !133
  %.391 = shl i32 %.390, 2, !dbg !133
  %.392 = bitcast float %t167 to i32, !dbg !133
  %.393 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.391, i32 %.392), !dbg !133
  %.394 = bitcast i32 %.393 to float, !dbg !133
  %t169 = select i1 %.389, float %.394, float %t167, !dbg !133
  %.408 = zext i1 %t168 to i32, !dbg !133
  %.409 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.391, i32 %.408), !dbg !133
  %27 = and i32 %.409, 1, !dbg !133
  %.410 = icmp ne i32 %27, 0, !dbg !133
  %t170 = select i1 %.389, i1 %.410, i1 %t168, !dbg !133
  %t171 = icmp slt i32 %.1, 24, !dbg !133
  %t172 = and i1 %t171, %t170, !dbg !133
  %28 = select i1 %t172, i1 %t168, i1 false, !dbg !133
  %t167.mux = select i1 %t172, float %t169, float %t167, !dbg !133
  %t168.mux = select i1 %t172, i1 true, i1 %t168, !dbg !133
  br i1 %28, label %b33, label %b35, !dbg !133

b33:                                              ; preds = %b31
  %29 = insertelement <2 x float> poison, float %t167, i64 0, !dbg !134
  %30 = insertelement <2 x float> %29, float %t169, i64 1, !dbg !134
  %31 = insertelement <2 x float> poison, float %t169, i64 0, !dbg !134
  %32 = insertelement <2 x float> %31, float %t167, i64 1, !dbg !134
  %33 = fcmp olt <2 x float> %30, %32, !dbg !134
  %.413 = fcmp oeq float %t167, %t169, !dbg !134
  %.415 = bitcast float %t169 to i32, !dbg !134
  %.416 = or i32 %.415, %.392, !dbg !134
  %.419 = fcmp uno float %t167, 0.000000e+00, !dbg !134
  %.421 = fcmp uno float %t169, 0.000000e+00, !dbg !134
  %.428 = and i32 %.415, %.392, !dbg !135
  %34 = shufflevector <2 x float> %29, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !134
  %35 = shufflevector <2 x float> %31, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !134
  %36 = select <2 x i1> %33, <2 x float> %34, <2 x float> %35, !dbg !134
  %37 = insertelement <2 x i32> poison, i32 %.416, i64 0, !dbg !134
  %38 = insertelement <2 x i32> %37, i32 %.428, i64 1, !dbg !134
  %39 = bitcast <2 x i32> %38 to <2 x float>, !dbg !134
  %40 = insertelement <2 x i1> poison, i1 %.413, i64 0, !dbg !134
  %41 = shufflevector <2 x i1> %40, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %42 = select <2 x i1> %41, <2 x float> %39, <2 x float> %36, !dbg !134
  %43 = insertelement <2 x i1> poison, i1 %.419, i64 0, !dbg !134
  %44 = shufflevector <2 x i1> %43, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %45 = select <2 x i1> %44, <2 x float> %34, <2 x float> %42, !dbg !134
  %46 = insertelement <2 x i1> poison, i1 %.421, i64 0, !dbg !134
  %47 = shufflevector <2 x i1> %46, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %48 = select <2 x i1> %47, <2 x float> %35, <2 x float> %45, !dbg !134
  %shift28 = shufflevector <2 x float> %48, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !136
  %49 = fsub <2 x float> %48, %shift28, !dbg !136
  %t175 = extractelement <2 x float> %49, i64 0, !dbg !136
  br label %b35, !dbg !133

b35:                                              ; preds = %b31, %b33
  %t177 = phi float [ %t167.mux, %b31 ], [ %t175, %b33 ]
  %t178 = phi i1 [ %t168.mux, %b31 ], [ true, %b33 ]
  %.439 = add nuw nsw i64 %.326, 4, !dbg !133
  %.440 = icmp ult i32 %.325, 60, !dbg !133
  %.442 = and i64 %.439, 63, !dbg !133
  %50 = shl nuw i64 1, %.442, !dbg !133
  %51 = and i64 %50, %.329, !dbg !133
  %.444 = icmp ne i64 %51, 0, !dbg !133
  %.445 = and i1 %.440, %.444, !dbg !133
  %.446 = trunc i64 %.439 to i32, !dbg !133
  %.447 = shl i32 %.446, 2, !dbg !133
  %.448 = bitcast float %t177 to i32, !dbg !133
  %.449 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.447, i32 %.448), !dbg !133
  %.450 = bitcast i32 %.449 to float, !dbg !133
  %t179 = select i1 %.445, float %.450, float %t177, !dbg !133
  %.464 = zext i1 %t178 to i32, !dbg !133
  %.465 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.447, i32 %.464), !dbg !133
  %52 = and i32 %.465, 1, !dbg !133
  %.466 = icmp ne i32 %52, 0, !dbg !133
  %t180 = select i1 %.445, i1 %.466, i1 %t178, !dbg !133
  %t181 = icmp slt i32 %.1, 28, !dbg !133
  %t182 = and i1 %t181, %t180, !dbg !133
  %53 = select i1 %t182, i1 %t178, i1 false, !dbg !133
  %t177.mux = select i1 %t182, float %t179, float %t177, !dbg !133
  %t178.mux = select i1 %t182, i1 true, i1 %t178, !dbg !133
  br i1 %53, label %b37, label %b39, !dbg !133

b37:                                              ; preds = %b35
  %54 = insertelement <2 x float> poison, float %t177, i64 0, !dbg !134
  %55 = insertelement <2 x float> %54, float %t179, i64 1, !dbg !134
  %56 = insertelement <2 x float> poison, float %t179, i64 0, !dbg !134
  %57 = insertelement <2 x float> %56, float %t177, i64 1, !dbg !134
  %58 = fcmp olt <2 x float> %55, %57, !dbg !134
  %.469 = fcmp oeq float %t177, %t179, !dbg !134
  %.471 = bitcast float %t179 to i32, !dbg !134
  %.472 = or i32 %.471, %.448, !dbg !134
  %.475 = fcmp uno float %t177, 0.000000e+00, !dbg !134
  %.477 = fcmp uno float %t179, 0.000000e+00, !dbg !134
  %.484 = and i32 %.471, %.448, !dbg !135
  %59 = shufflevector <2 x float> %54, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !134
  %60 = shufflevector <2 x float> %56, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !134
  %61 = select <2 x i1> %58, <2 x float> %59, <2 x float> %60, !dbg !134
  %62 = insertelement <2 x i32> poison, i32 %.472, i64 0, !dbg !134
  %63 = insertelement <2 x i32> %62, i32 %.484, i64 1, !dbg !134
  %64 = bitcast <2 x i32> %63 to <2 x float>, !dbg !134
  %65 = insertelement <2 x i1> poison, i1 %.469, i64 0, !dbg !134
  %66 = shufflevector <2 x i1> %65, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %67 = select <2 x i1> %66, <2 x float> %64, <2 x float> %61, !dbg !134
  %68 = insertelement <2 x i1> poison, i1 %.475, i64 0, !dbg !134
  %69 = shufflevector <2 x i1> %68, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %70 = select <2 x i1> %69, <2 x float> %59, <2 x float> %67, !dbg !134
  %71 = insertelement <2 x i1> poison, i1 %.477, i64 0, !dbg !134
  %72 = shufflevector <2 x i1> %71, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %73 = select <2 x i1> %72, <2 x float> %60, <2 x float> %70, !dbg !134
  %shift29 = shufflevector <2 x float> %73, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !136
  %74 = fsub <2 x float> %73, %shift29, !dbg !136
  %t185 = extractelement <2 x float> %74, i64 0, !dbg !136
  br label %b39, !dbg !133

b39:                                              ; preds = %b35, %b37
  %t187 = phi float [ %t177.mux, %b35 ], [ %t185, %b37 ]
  %t188 = phi i1 [ %t178.mux, %b35 ], [ true, %b37 ]
  %.495 = add nuw nsw i64 %.326, 2, !dbg !133
  %.496 = icmp ult i32 %.325, 62, !dbg !133
  %.498 = and i64 %.495, 63, !dbg !133
  %75 = shl nuw i64 1, %.498, !dbg !133
  %76 = and i64 %75, %.329, !dbg !133
  %.500 = icmp ne i64 %76, 0, !dbg !133
  %.501 = and i1 %.496, %.500, !dbg !133
  %.502 = trunc i64 %.495 to i32, !dbg !133
  %.503 = shl i32 %.502, 2, !dbg !133
  %.504 = bitcast float %t187 to i32, !dbg !133
  %.505 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.503, i32 %.504), !dbg !133
  %.506 = bitcast i32 %.505 to float, !dbg !133
  %t189 = select i1 %.501, float %.506, float %t187, !dbg !133
  %.520 = zext i1 %t188 to i32, !dbg !133
  %.521 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.503, i32 %.520), !dbg !133
  %77 = and i32 %.521, 1, !dbg !133
  %.522 = icmp ne i32 %77, 0, !dbg !133
  %t190 = select i1 %.501, i1 %.522, i1 %t188, !dbg !133
  %t191 = icmp slt i32 %.1, 30, !dbg !133
  %t192 = and i1 %t191, %t190, !dbg !133
  %78 = select i1 %t192, i1 %t188, i1 false, !dbg !133
  %t187.mux = select i1 %t192, float %t189, float %t187, !dbg !133
  %t188.mux = select i1 %t192, i1 true, i1 %t188, !dbg !133
  br i1 %78, label %b41, label %b43, !dbg !133

b41:                                              ; preds = %b39
  %79 = insertelement <2 x float> poison, float %t187, i64 0, !dbg !134
  %80 = insertelement <2 x float> %79, float %t189, i64 1, !dbg !134
  %81 = insertelement <2 x float> poison, float %t189, i64 0, !dbg !134
  %82 = insertelement <2 x float> %81, float %t187, i64 1, !dbg !134
  %83 = fcmp olt <2 x float> %80, %82, !dbg !134
  %.525 = fcmp oeq float %t187, %t189, !dbg !134
  %.527 = bitcast float %t189 to i32, !dbg !134
  %.528 = or i32 %.527, %.504, !dbg !134
  %.531 = fcmp uno float %t187, 0.000000e+00, !dbg !134
  %.533 = fcmp uno float %t189, 0.000000e+00, !dbg !134
  %.540 = and i32 %.527, %.504, !dbg !135
  %84 = shufflevector <2 x float> %79, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !134
  %85 = shufflevector <2 x float> %81, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !134
  %86 = select <2 x i1> %83, <2 x float> %84, <2 x float> %85, !dbg !134
  %87 = insertelement <2 x i32> poison, i32 %.528, i64 0, !dbg !134
  %88 = insertelement <2 x i32> %87, i32 %.540, i64 1, !dbg !134
  %89 = bitcast <2 x i32> %88 to <2 x float>, !dbg !134
  %90 = insertelement <2 x i1> poison, i1 %.525, i64 0, !dbg !134
  %91 = shufflevector <2 x i1> %90, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %92 = select <2 x i1> %91, <2 x float> %89, <2 x float> %86, !dbg !134
  %93 = insertelement <2 x i1> poison, i1 %.531, i64 0, !dbg !134
  %94 = shufflevector <2 x i1> %93, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %95 = select <2 x i1> %94, <2 x float> %84, <2 x float> %92, !dbg !134
  %96 = insertelement <2 x i1> poison, i1 %.533, i64 0, !dbg !134
  %97 = shufflevector <2 x i1> %96, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %98 = select <2 x i1> %97, <2 x float> %85, <2 x float> %95, !dbg !134
  %shift30 = shufflevector <2 x float> %98, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !136
  %99 = fsub <2 x float> %98, %shift30, !dbg !136
  %t195 = extractelement <2 x float> %99, i64 0, !dbg !136
  br label %b43, !dbg !133

b43:                                              ; preds = %b39, %b41
  %t197 = phi float [ %t187.mux, %b39 ], [ %t195, %b41 ]
  %t198 = phi i1 [ %t188.mux, %b39 ], [ true, %b41 ]
  %.551 = add nuw nsw i64 %.326, 1, !dbg !133
  %.552 = icmp ult i32 %.325, 63, !dbg !133
  %.554 = and i64 %.551, 63, !dbg !133
  %100 = shl nuw i64 1, %.554, !dbg !133
  %101 = and i64 %100, %.329, !dbg !133
  %.556 = icmp ne i64 %101, 0, !dbg !133
  %.557 = and i1 %.552, %.556, !dbg !133
  %.558 = trunc i64 %.551 to i32, !dbg !133
  %.559 = shl i32 %.558, 2, !dbg !133
  %.560 = bitcast float %t197 to i32, !dbg !133
  %.561 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.559, i32 %.560), !dbg !133
  %.562 = bitcast i32 %.561 to float, !dbg !133
  %t199 = select i1 %.557, float %.562, float %t197, !dbg !133
  %.576 = zext i1 %t198 to i32, !dbg !133
  %.577 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.559, i32 %.576), !dbg !133
  %102 = and i32 %.577, 1, !dbg !133
  %.578 = icmp ne i32 %102, 0, !dbg !133
  %t200 = select i1 %.557, i1 %.578, i1 %t198, !dbg !133
  %t201 = icmp slt i32 %.1, 31, !dbg !133
  %t202 = and i1 %t201, %t200, !dbg !133
  %103 = select i1 %t202, i1 %t198, i1 false, !dbg !133
  %t197.mux = select i1 %t202, float %t199, float %t197, !dbg !133
  %t198.mux = select i1 %t202, i1 true, i1 %t198, !dbg !133
  br i1 %103, label %b45, label %b48, !dbg !133

b45:                                              ; preds = %b43
  %104 = insertelement <2 x float> poison, float %t197, i64 0, !dbg !134
  %105 = insertelement <2 x float> %104, float %t199, i64 1, !dbg !134
  %106 = insertelement <2 x float> poison, float %t199, i64 0, !dbg !134
  %107 = insertelement <2 x float> %106, float %t197, i64 1, !dbg !134
  %108 = fcmp olt <2 x float> %105, %107, !dbg !134
  %.581 = fcmp oeq float %t197, %t199, !dbg !134
  %.583 = bitcast float %t199 to i32, !dbg !134
  %.584 = or i32 %.583, %.560, !dbg !134
  %.587 = fcmp uno float %t197, 0.000000e+00, !dbg !134
  %.589 = fcmp uno float %t199, 0.000000e+00, !dbg !134
  %.596 = and i32 %.583, %.560, !dbg !135
  %109 = shufflevector <2 x float> %104, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !134
  %110 = shufflevector <2 x float> %106, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !134
  %111 = select <2 x i1> %108, <2 x float> %109, <2 x float> %110, !dbg !134
  %112 = insertelement <2 x i32> poison, i32 %.584, i64 0, !dbg !134
  %113 = insertelement <2 x i32> %112, i32 %.596, i64 1, !dbg !134
  %114 = bitcast <2 x i32> %113 to <2 x float>, !dbg !134
  %115 = insertelement <2 x i1> poison, i1 %.581, i64 0, !dbg !134
  %116 = shufflevector <2 x i1> %115, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %117 = select <2 x i1> %116, <2 x float> %114, <2 x float> %111, !dbg !134
  %118 = insertelement <2 x i1> poison, i1 %.587, i64 0, !dbg !134
  %119 = shufflevector <2 x i1> %118, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %120 = select <2 x i1> %119, <2 x float> %109, <2 x float> %117, !dbg !134
  %121 = insertelement <2 x i1> poison, i1 %.589, i64 0, !dbg !134
  %122 = shufflevector <2 x i1> %121, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !134
  %123 = select <2 x i1> %122, <2 x float> %110, <2 x float> %120, !dbg !134
  %shift31 = shufflevector <2 x float> %123, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !136
  %124 = fsub <2 x float> %123, %shift31, !dbg !136
  %t205 = extractelement <2 x float> %124, i64 0, !dbg !136
  br label %b48, !dbg !133

b48:                                              ; preds = %b43, %b45, %b26
  %t209 = phi float [ %t157, %b26 ], [ %t197.mux, %b43 ], [ %t205, %b45 ]
  %t210 = phi i1 [ %t158, %b26 ], [ %t198.mux, %b43 ], [ true, %b45 ]
  %t211 = icmp eq i32 %.1, 0, !dbg !133
  %t212 = and i1 %t211, %t210, !dbg !133
  br i1 %t212, label %b49, label %b50, !dbg !133

b49:                                              ; preds = %b48
  %t213 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t5, !dbg !133
  store float %t209, ptr addrspace(1) %t213, align 4, !dbg !133
  br label %b50, !dbg !133

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !133
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, float %a3, i8 %a4) local_unnamed_addr #1 !dbg !138 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !139
  %t3 = sext i32 %.2 to i64, !dbg !139
  %t4 = icmp slt i64 %t3, %a0, !dbg !139
  br i1 %t4, label %b1, label %b2, !dbg !139

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t3, !dbg !139
  %.3 = load float, ptr addrspace(1) %t5, align 4, !dbg !139, !amdgpu.noclobber !6
  br label %b2, !dbg !139

b2:                                               ; preds = %b1, %entry
  %t7 = phi float [ %.3, %b1 ], [ 0.000000e+00, %entry ]
  %t1012 = add nsw i64 %t3, 256, !dbg !139
  %t1213 = icmp slt i64 %t1012, %a0, !dbg !139
  br i1 %t1213, label %b4, label %b5, !dbg !139

b4:                                               ; preds = %b2, %b4
  %t1015 = phi i64 [ %t10, %b4 ], [ %t1012, %b2 ]
  %t1114 = phi float [ %t17, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t1015, !dbg !139
  %.4 = load float, ptr addrspace(1) %t13, align 4, !dbg !139, !amdgpu.noclobber !6
  %.5 = fcmp olt float %t1114, %.4, !dbg !140
  %.6 = select i1 %.5, float %t1114, float %.4, !dbg !140
  %.7 = fcmp oeq float %t1114, %.4, !dbg !140
  %.8 = bitcast float %t1114 to i32, !dbg !140
  %.9 = bitcast float %.4 to i32, !dbg !140
  %.10 = or i32 %.9, %.8, !dbg !140
  %.11 = bitcast i32 %.10 to float, !dbg !140
  %.12 = select i1 %.7, float %.11, float %.6, !dbg !140
  %.13 = fcmp uno float %t1114, 0.000000e+00, !dbg !140
  %.14 = select i1 %.13, float %t1114, float %.12, !dbg !140
  %.15 = fcmp uno float %.4, 0.000000e+00, !dbg !140
  %.16 = select i1 %.15, float %.4, float %.14, !dbg !140
  %.17 = fcmp ogt float %t1114, %.4, !dbg !141
  %.18 = select i1 %.17, float %t1114, float %.4, !dbg !141
  %.22 = and i32 %.9, %.8, !dbg !141
  %.23 = bitcast i32 %.22 to float, !dbg !141
  %.24 = select i1 %.7, float %.23, float %.18, !dbg !141
  %.26 = select i1 %.13, float %t1114, float %.24, !dbg !141
  %.28 = select i1 %.15, float %.4, float %.26, !dbg !141
  %t17 = fsub float %.16, %.28, !dbg !142
  %t10 = add i64 %t1015, 256, !dbg !139
  %t12 = icmp slt i64 %t10, %a0, !dbg !139
  br i1 %t12, label %b4, label %b5, !dbg !139

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi float [ %t7, %b2 ], [ %t17, %b4 ]
  %t19 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !139
  store float %t11.lcssa, ptr addrspace(3) %t19, align 4, !dbg !139
  %t20 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !139
  %.29 = zext i1 %t4 to i8, !dbg !139
  store i8 %.29, ptr addrspace(3) %t20, align 1, !dbg !139
  fence syncscope("workgroup") release, !dbg !139
  tail call void @llvm.amdgcn.s.barrier(), !dbg !139
  fence syncscope("workgroup") acquire, !dbg !139
  %t21 = icmp slt i32 %.2, 128, !dbg !139
  br i1 %t21, label %b6, label %b11, !dbg !139

b6:                                               ; preds = %b5
  %t22 = add nsw i32 %.2, 128, !dbg !139
  %t23 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t22, !dbg !139
  %.30 = load float, ptr addrspace(3) %t23, align 4, !dbg !139
  %t25 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t22, !dbg !139
  %.31 = load i8, ptr addrspace(3) %t25, align 1, !dbg !139
  %.32.not11 = icmp eq i8 %.31, 0, !dbg !139
  %t8.not = xor i1 %t4, true, !dbg !139
  %brmerge = or i1 %.32.not11, %t8.not, !dbg !139
  %t11.mux = select i1 %.32.not11, float %t11.lcssa, float %.30, !dbg !139
  %not..32.not11 = xor i1 %.32.not11, true, !dbg !139
  %t8.mux = select i1 %not..32.not11, i1 true, i1 %t4, !dbg !139
  br i1 %brmerge, label %b10, label %b8, !dbg !139

b8:                                               ; preds = %b6
  %.33 = fcmp olt float %t11.lcssa, %.30, !dbg !140
  %.34 = select i1 %.33, float %t11.lcssa, float %.30, !dbg !140
  %.35 = fcmp oeq float %t11.lcssa, %.30, !dbg !140
  %.36 = bitcast float %t11.lcssa to i32, !dbg !140
  %.37 = bitcast float %.30 to i32, !dbg !140
  %.38 = or i32 %.37, %.36, !dbg !140
  %.39 = bitcast i32 %.38 to float, !dbg !140
  %.40 = select i1 %.35, float %.39, float %.34, !dbg !140
  %.41 = fcmp uno float %t11.lcssa, 0.000000e+00, !dbg !140
  %.42 = select i1 %.41, float %t11.lcssa, float %.40, !dbg !140
  %.43 = fcmp uno float %.30, 0.000000e+00, !dbg !140
  %.44 = select i1 %.43, float %.30, float %.42, !dbg !140
  %.45 = fcmp ogt float %t11.lcssa, %.30, !dbg !141
  %.46 = select i1 %.45, float %t11.lcssa, float %.30, !dbg !141
  %.50 = and i32 %.37, %.36, !dbg !141
  %.51 = bitcast i32 %.50 to float, !dbg !141
  %.52 = select i1 %.35, float %.51, float %.46, !dbg !141
  %.54 = select i1 %.41, float %t11.lcssa, float %.52, !dbg !141
  %.56 = select i1 %.43, float %.30, float %.54, !dbg !141
  %t29 = fsub float %.44, %.56, !dbg !142
  br label %b10, !dbg !139

b10:                                              ; preds = %b6, %b8
  %t31 = phi float [ %t11.mux, %b6 ], [ %t29, %b8 ]
  %t32 = phi i1 [ %t8.mux, %b6 ], [ true, %b8 ]
  store float %t31, ptr addrspace(3) %t19, align 4, !dbg !139
  %.57 = zext i1 %t32 to i8, !dbg !139
  store i8 %.57, ptr addrspace(3) %t20, align 1, !dbg !139
  br label %b11, !dbg !139

b11:                                              ; preds = %b10, %b5
  %t33 = phi float [ %t31, %b10 ], [ %t11.lcssa, %b5 ]
  %t34 = phi i1 [ %t32, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !139
  tail call void @llvm.amdgcn.s.barrier(), !dbg !139
  fence syncscope("workgroup") acquire, !dbg !139
  %t35 = icmp slt i32 %.2, 64, !dbg !139
  br i1 %t35, label %b12, label %b17, !dbg !139

b12:                                              ; preds = %b11
  %t36 = add nsw i32 %.2, 64, !dbg !139
  %t37 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t36, !dbg !139
  %.58 = load float, ptr addrspace(3) %t37, align 4, !dbg !139
  %t39 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t36, !dbg !139
  %.59 = load i8, ptr addrspace(3) %t39, align 1, !dbg !139
  %.60.not10 = icmp eq i8 %.59, 0, !dbg !139
  %t34.not = xor i1 %t34, true, !dbg !139
  %brmerge1 = select i1 %.60.not10, i1 true, i1 %t34.not, !dbg !139
  %t33.mux = select i1 %.60.not10, float %t33, float %.58, !dbg !139
  %not..60.not10 = xor i1 %.60.not10, true, !dbg !139
  %t34.mux = select i1 %not..60.not10, i1 true, i1 %t34, !dbg !139
  br i1 %brmerge1, label %b16, label %b14, !dbg !139

b14:                                              ; preds = %b12
  %.61 = fcmp olt float %t33, %.58, !dbg !140
  %.62 = select i1 %.61, float %t33, float %.58, !dbg !140
  %.63 = fcmp oeq float %t33, %.58, !dbg !140
  %.64 = bitcast float %t33 to i32, !dbg !140
  %.65 = bitcast float %.58 to i32, !dbg !140
  %.66 = or i32 %.65, %.64, !dbg !140
  %.67 = bitcast i32 %.66 to float, !dbg !140
  %.68 = select i1 %.63, float %.67, float %.62, !dbg !140
  %.69 = fcmp uno float %t33, 0.000000e+00, !dbg !140
  %.70 = select i1 %.69, float %t33, float %.68, !dbg !140
  %.71 = fcmp uno float %.58, 0.000000e+00, !dbg !140
  %.72 = select i1 %.71, float %.58, float %.70, !dbg !140
  %.73 = fcmp ogt float %t33, %.58, !dbg !141
  %.74 = select i1 %.73, float %t33, float %.58, !dbg !141
  %.78 = and i32 %.65, %.64, !dbg !141
  %.79 = bitcast i32 %.78 to float, !dbg !141
  %.80 = select i1 %.63, float %.79, float %.74, !dbg !141
  %.82 = select i1 %.69, float %t33, float %.80, !dbg !141
  %.84 = select i1 %.71, float %.58, float %.82, !dbg !141
  %t43 = fsub float %.72, %.84, !dbg !142
  br label %b16, !dbg !139

b16:                                              ; preds = %b12, %b14
  %t45 = phi float [ %t33.mux, %b12 ], [ %t43, %b14 ]
  %t46 = phi i1 [ %t34.mux, %b12 ], [ true, %b14 ]
  store float %t45, ptr addrspace(3) %t19, align 4, !dbg !139
  %.85 = zext i1 %t46 to i8, !dbg !139
  store i8 %.85, ptr addrspace(3) %t20, align 1, !dbg !139
  br label %b17, !dbg !139

b17:                                              ; preds = %b16, %b11
  %t47 = phi float [ %t45, %b16 ], [ %t33, %b11 ]
  %t48 = phi i1 [ %t46, %b16 ], [ %t34, %b11 ]
  fence syncscope("workgroup") release, !dbg !139
  tail call void @llvm.amdgcn.s.barrier(), !dbg !139
  fence syncscope("workgroup") acquire, !dbg !139
  %t49 = icmp slt i32 %.2, 32, !dbg !139
  br i1 %t49, label %b18, label %b23, !dbg !139

b18:                                              ; preds = %b17
  %t50 = add nsw i32 %.2, 32, !dbg !139
  %t51 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t50, !dbg !139
  %.86 = load float, ptr addrspace(3) %t51, align 4, !dbg !139
  %t53 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t50, !dbg !139
  %.87 = load i8, ptr addrspace(3) %t53, align 1, !dbg !139
  %.88.not9 = icmp eq i8 %.87, 0, !dbg !139
  %t48.not = xor i1 %t48, true, !dbg !139
  %brmerge2 = select i1 %.88.not9, i1 true, i1 %t48.not, !dbg !139
  %t47.mux = select i1 %.88.not9, float %t47, float %.86, !dbg !139
  %not..88.not9 = xor i1 %.88.not9, true, !dbg !139
  %t48.mux = select i1 %not..88.not9, i1 true, i1 %t48, !dbg !139
  br i1 %brmerge2, label %b23, label %b20, !dbg !139

b20:                                              ; preds = %b18
  %.89 = fcmp olt float %t47, %.86, !dbg !140
  %.90 = select i1 %.89, float %t47, float %.86, !dbg !140
  %.91 = fcmp oeq float %t47, %.86, !dbg !140
  %.92 = bitcast float %t47 to i32, !dbg !140
  %.93 = bitcast float %.86 to i32, !dbg !140
  %.94 = or i32 %.93, %.92, !dbg !140
  %.95 = bitcast i32 %.94 to float, !dbg !140
  %.96 = select i1 %.91, float %.95, float %.90, !dbg !140
  %.97 = fcmp uno float %t47, 0.000000e+00, !dbg !140
  %.98 = select i1 %.97, float %t47, float %.96, !dbg !140
  %.99 = fcmp uno float %.86, 0.000000e+00, !dbg !140
  %.100 = select i1 %.99, float %.86, float %.98, !dbg !140
  %.101 = fcmp ogt float %t47, %.86, !dbg !141
  %.102 = select i1 %.101, float %t47, float %.86, !dbg !141
  %.106 = and i32 %.93, %.92, !dbg !141
  %.107 = bitcast i32 %.106 to float, !dbg !141
  %.108 = select i1 %.91, float %.107, float %.102, !dbg !141
  %.110 = select i1 %.97, float %t47, float %.108, !dbg !141
  %.112 = select i1 %.99, float %.86, float %.110, !dbg !141
  %t57 = fsub float %.100, %.112, !dbg !142
  br label %b23, !dbg !139

b23:                                              ; preds = %b18, %b20, %b17
  %t61 = phi float [ %t47, %b17 ], [ %t47.mux, %b18 ], [ %t57, %b20 ]
  %t62 = phi i1 [ %t48, %b17 ], [ %t48.mux, %b18 ], [ true, %b20 ]
  br i1 %t49, label %b24, label %b45, !dbg !139

b24:                                              ; preds = %b23
  %.114 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !139
  %.115 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.114), !dbg !139
  %.116 = zext i32 %.115 to i64, !dbg !139
  %.117 = add nuw nsw i64 %.116, 16, !dbg !139
  %.118 = icmp ult i32 %.115, 48, !dbg !139
  %.119 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !139
  %.120 = and i64 %.117, 63, !dbg !139
  %0 = shl nuw i64 1, %.120, !dbg !139
  %1 = and i64 %0, %.119, !dbg !139
  %.122 = icmp ne i64 %1, 0, !dbg !139
  %.123 = and i1 %.118, %.122, !dbg !139
  %.124 = trunc i64 %.117 to i32, !dbg !139
  %.125 = shl i32 %.124, 2, !dbg !139
  %.126 = bitcast float %t61 to i32, !dbg !139
  %.127 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %.126), !dbg !139
  %.128 = bitcast i32 %.127 to float, !dbg !139
  %t63 = select i1 %.123, float %.128, float %t61, !dbg !139
  %.142 = zext i1 %t62 to i32, !dbg !139
  %.143 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %.142), !dbg !139
  %2 = and i32 %.143, 1, !dbg !139
  %.144 = icmp ne i32 %2, 0, !dbg !139
  %t64 = select i1 %.123, i1 %.144, i1 %t62, !dbg !139
  %t65 = icmp slt i32 %.2, 16, !dbg !139
  %t66 = and i1 %t65, %t64, !dbg !139
  %3 = select i1 %t66, i1 %t62, i1 false, !dbg !139
  %t61.mux = select i1 %t66, float %t63, float %t61, !dbg !139
  %t62.mux = select i1 %t66, i1 true, i1 %t62, !dbg !139
  br i1 %3, label %b26, label %b28, !dbg !139

b26:                                              ; preds = %b24
  %4 = insertelement <2 x float> poison, float %t61, i64 0, !dbg !140
  %5 = insertelement <2 x float> %4, float %t63, i64 1, !dbg !140
  %6 = insertelement <2 x float> poison, float %t63, i64 0, !dbg !140
  %7 = insertelement <2 x float> %6, float %t61, i64 1, !dbg !140
  %8 = fcmp olt <2 x float> %5, %7, !dbg !140
  %.147 = fcmp oeq float %t61, %t63, !dbg !140
  %.149 = bitcast float %t63 to i32, !dbg !140
  %.150 = or i32 %.149, %.126, !dbg !140
  %.153 = fcmp uno float %t61, 0.000000e+00, !dbg !140
  %.155 = fcmp uno float %t63, 0.000000e+00, !dbg !140
  %.162 = and i32 %.149, %.126, !dbg !141
  %9 = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !140
  %10 = shufflevector <2 x float> %6, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !140
  %11 = select <2 x i1> %8, <2 x float> %9, <2 x float> %10, !dbg !140
  %12 = insertelement <2 x i32> poison, i32 %.150, i64 0, !dbg !140
  %13 = insertelement <2 x i32> %12, i32 %.162, i64 1, !dbg !140
  %14 = bitcast <2 x i32> %13 to <2 x float>, !dbg !140
  %15 = insertelement <2 x i1> poison, i1 %.147, i64 0, !dbg !140
  %16 = shufflevector <2 x i1> %15, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %17 = select <2 x i1> %16, <2 x float> %14, <2 x float> %11, !dbg !140
  %18 = insertelement <2 x i1> poison, i1 %.153, i64 0, !dbg !140
  %19 = shufflevector <2 x i1> %18, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %20 = select <2 x i1> %19, <2 x float> %9, <2 x float> %17, !dbg !140
  %21 = insertelement <2 x i1> poison, i1 %.155, i64 0, !dbg !140
  %22 = shufflevector <2 x i1> %21, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %23 = select <2 x i1> %22, <2 x float> %10, <2 x float> %20, !dbg !140
  %shift = shufflevector <2 x float> %23, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !142
  %24 = fsub <2 x float> %23, %shift, !dbg !142
  %t69 = extractelement <2 x float> %24, i64 0, !dbg !142
  br label %b28, !dbg !139

b28:                                              ; preds = %b24, %b26
  %t71 = phi float [ %t61.mux, %b24 ], [ %t69, %b26 ]
  %t72 = phi i1 [ %t62.mux, %b24 ], [ true, %b26 ]
  %.173 = add nuw nsw i64 %.116, 8, !dbg !139
  %.174 = icmp ult i32 %.115, 56, !dbg !139
  %.176 = and i64 %.173, 63, !dbg !139
  %25 = shl nuw i64 1, %.176, !dbg !139
  %26 = and i64 %25, %.119, !dbg !139
  %.178 = icmp ne i64 %26, 0, !dbg !139
  %.179 = and i1 %.174, %.178, !dbg !139
  %.180 = trunc i64 %.173 to i32, !dbg !139
  %.181 = shl i32 %.180, 2, !dbg !139
  %.182 = bitcast float %t71 to i32, !dbg !139
  %.183 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.182), !dbg !139
  %.184 = bitcast i32 %.183 to float, !dbg !139
  %t73 = select i1 %.179, float %.184, float %t71, !dbg !139
  %.198 = zext i1 %t72 to i32, !dbg !139
  %.199 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.198), !dbg !139
  %27 = and i32 %.199, 1, !dbg !139
  %.200 = icmp ne i32 %27, 0, !dbg !139
  %t74 = select i1 %.179, i1 %.200, i1 %t72, !dbg !139
  %t75 = icmp slt i32 %.2, 24, !dbg !139
  %t76 = and i1 %t75, %t74, !dbg !139
  %28 = select i1 %t76, i1 %t72, i1 false, !dbg !139
  %t71.mux = select i1 %t76, float %t73, float %t71, !dbg !139
  %t72.mux = select i1 %t76, i1 true, i1 %t72, !dbg !139
  br i1 %28, label %b30, label %b32, !dbg !139

b30:                                              ; preds = %b28
  %29 = insertelement <2 x float> poison, float %t71, i64 0, !dbg !140
  %30 = insertelement <2 x float> %29, float %t73, i64 1, !dbg !140
  %31 = insertelement <2 x float> poison, float %t73, i64 0, !dbg !140
  %32 = insertelement <2 x float> %31, float %t71, i64 1, !dbg !140
  %33 = fcmp olt <2 x float> %30, %32, !dbg !140
  %.203 = fcmp oeq float %t71, %t73, !dbg !140
  %.205 = bitcast float %t73 to i32, !dbg !140
  %.206 = or i32 %.205, %.182, !dbg !140
  %.209 = fcmp uno float %t71, 0.000000e+00, !dbg !140
  %.211 = fcmp uno float %t73, 0.000000e+00, !dbg !140
  %.218 = and i32 %.205, %.182, !dbg !141
  %34 = shufflevector <2 x float> %29, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !140
  %35 = shufflevector <2 x float> %31, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !140
  %36 = select <2 x i1> %33, <2 x float> %34, <2 x float> %35, !dbg !140
  %37 = insertelement <2 x i32> poison, i32 %.206, i64 0, !dbg !140
  %38 = insertelement <2 x i32> %37, i32 %.218, i64 1, !dbg !140
  %39 = bitcast <2 x i32> %38 to <2 x float>, !dbg !140
  %40 = insertelement <2 x i1> poison, i1 %.203, i64 0, !dbg !140
  %41 = shufflevector <2 x i1> %40, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %42 = select <2 x i1> %41, <2 x float> %39, <2 x float> %36, !dbg !140
  %43 = insertelement <2 x i1> poison, i1 %.209, i64 0, !dbg !140
  %44 = shufflevector <2 x i1> %43, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %45 = select <2 x i1> %44, <2 x float> %34, <2 x float> %42, !dbg !140
  %46 = insertelement <2 x i1> poison, i1 %.211, i64 0, !dbg !140
  %47 = shufflevector <2 x i1> %46, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %48 = select <2 x i1> %47, <2 x float> %35, <2 x float> %45, !dbg !140
  %shift16 = shufflevector <2 x float> %48, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !142
  %49 = fsub <2 x float> %48, %shift16, !dbg !142
  %t79 = extractelement <2 x float> %49, i64 0, !dbg !142
  br label %b32, !dbg !139

b32:                                              ; preds = %b28, %b30
  %t81 = phi float [ %t71.mux, %b28 ], [ %t79, %b30 ]
  %t82 = phi i1 [ %t72.mux, %b28 ], [ true, %b30 ]
  %.229 = add nuw nsw i64 %.116, 4, !dbg !139
  %.230 = icmp ult i32 %.115, 60, !dbg !139
  %.232 = and i64 %.229, 63, !dbg !139
  %50 = shl nuw i64 1, %.232, !dbg !139
  %51 = and i64 %50, %.119, !dbg !139
  %.234 = icmp ne i64 %51, 0, !dbg !139
  %.235 = and i1 %.230, %.234, !dbg !139
  %.236 = trunc i64 %.229 to i32, !dbg !139
  %.237 = shl i32 %.236, 2, !dbg !139
  %.238 = bitcast float %t81 to i32, !dbg !139
  %.239 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.237, i32 %.238), !dbg !139
  %.240 = bitcast i32 %.239 to float, !dbg !139
  %t83 = select i1 %.235, float %.240, float %t81, !dbg !139
  %.254 = zext i1 %t82 to i32, !dbg !139
  %.255 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.237, i32 %.254), !dbg !139
  %52 = and i32 %.255, 1, !dbg !139
  %.256 = icmp ne i32 %52, 0, !dbg !139
  %t84 = select i1 %.235, i1 %.256, i1 %t82, !dbg !139
  %t85 = icmp slt i32 %.2, 28, !dbg !139
  %t86 = and i1 %t85, %t84, !dbg !139
  %53 = select i1 %t86, i1 %t82, i1 false, !dbg !139
  %t81.mux = select i1 %t86, float %t83, float %t81, !dbg !139
  %t82.mux = select i1 %t86, i1 true, i1 %t82, !dbg !139
  br i1 %53, label %b34, label %b36, !dbg !139

b34:                                              ; preds = %b32
  %54 = insertelement <2 x float> poison, float %t81, i64 0, !dbg !140
  %55 = insertelement <2 x float> %54, float %t83, i64 1, !dbg !140
  %56 = insertelement <2 x float> poison, float %t83, i64 0, !dbg !140
  %57 = insertelement <2 x float> %56, float %t81, i64 1, !dbg !140
  %58 = fcmp olt <2 x float> %55, %57, !dbg !140
  %.259 = fcmp oeq float %t81, %t83, !dbg !140
  %.261 = bitcast float %t83 to i32, !dbg !140
  %.262 = or i32 %.261, %.238, !dbg !140
  %.265 = fcmp uno float %t81, 0.000000e+00, !dbg !140
  %.267 = fcmp uno float %t83, 0.000000e+00, !dbg !140
  %.274 = and i32 %.261, %.238, !dbg !141
  %59 = shufflevector <2 x float> %54, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !140
  %60 = shufflevector <2 x float> %56, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !140
  %61 = select <2 x i1> %58, <2 x float> %59, <2 x float> %60, !dbg !140
  %62 = insertelement <2 x i32> poison, i32 %.262, i64 0, !dbg !140
  %63 = insertelement <2 x i32> %62, i32 %.274, i64 1, !dbg !140
  %64 = bitcast <2 x i32> %63 to <2 x float>, !dbg !140
  %65 = insertelement <2 x i1> poison, i1 %.259, i64 0, !dbg !140
  %66 = shufflevector <2 x i1> %65, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %67 = select <2 x i1> %66, <2 x float> %64, <2 x float> %61, !dbg !140
  %68 = insertelement <2 x i1> poison, i1 %.265, i64 0, !dbg !140
  %69 = shufflevector <2 x i1> %68, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %70 = select <2 x i1> %69, <2 x float> %59, <2 x float> %67, !dbg !140
  %71 = insertelement <2 x i1> poison, i1 %.267, i64 0, !dbg !140
  %72 = shufflevector <2 x i1> %71, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %73 = select <2 x i1> %72, <2 x float> %60, <2 x float> %70, !dbg !140
  %shift17 = shufflevector <2 x float> %73, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !142
  %74 = fsub <2 x float> %73, %shift17, !dbg !142
  %t89 = extractelement <2 x float> %74, i64 0, !dbg !142
  br label %b36, !dbg !139

b36:                                              ; preds = %b32, %b34
  %t91 = phi float [ %t81.mux, %b32 ], [ %t89, %b34 ]
  %t92 = phi i1 [ %t82.mux, %b32 ], [ true, %b34 ]
  %.285 = add nuw nsw i64 %.116, 2, !dbg !139
  %.286 = icmp ult i32 %.115, 62, !dbg !139
  %.288 = and i64 %.285, 63, !dbg !139
  %75 = shl nuw i64 1, %.288, !dbg !139
  %76 = and i64 %75, %.119, !dbg !139
  %.290 = icmp ne i64 %76, 0, !dbg !139
  %.291 = and i1 %.286, %.290, !dbg !139
  %.292 = trunc i64 %.285 to i32, !dbg !139
  %.293 = shl i32 %.292, 2, !dbg !139
  %.294 = bitcast float %t91 to i32, !dbg !139
  %.295 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.293, i32 %.294), !dbg !139
  %.296 = bitcast i32 %.295 to float, !dbg !139
  %t93 = select i1 %.291, float %.296, float %t91, !dbg !139
  %.310 = zext i1 %t92 to i32, !dbg !139
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.293, i32 %.310), !dbg !139
  %77 = and i32 %.311, 1, !dbg !139
  %.312 = icmp ne i32 %77, 0, !dbg !139
  %t94 = select i1 %.291, i1 %.312, i1 %t92, !dbg !139
  %t95 = icmp slt i32 %.2, 30, !dbg !139
  %t96 = and i1 %t95, %t94, !dbg !139
  %78 = select i1 %t96, i1 %t92, i1 false, !dbg !139
  %t91.mux = select i1 %t96, float %t93, float %t91, !dbg !139
  %t92.mux = select i1 %t96, i1 true, i1 %t92, !dbg !139
  br i1 %78, label %b38, label %b40, !dbg !139

b38:                                              ; preds = %b36
  %79 = insertelement <2 x float> poison, float %t91, i64 0, !dbg !140
  %80 = insertelement <2 x float> %79, float %t93, i64 1, !dbg !140
  %81 = insertelement <2 x float> poison, float %t93, i64 0, !dbg !140
  %82 = insertelement <2 x float> %81, float %t91, i64 1, !dbg !140
  %83 = fcmp olt <2 x float> %80, %82, !dbg !140
  %.315 = fcmp oeq float %t91, %t93, !dbg !140
  %.317 = bitcast float %t93 to i32, !dbg !140
  %.318 = or i32 %.317, %.294, !dbg !140
  %.321 = fcmp uno float %t91, 0.000000e+00, !dbg !140
  %.323 = fcmp uno float %t93, 0.000000e+00, !dbg !140
  %.330 = and i32 %.317, %.294, !dbg !141
  %84 = shufflevector <2 x float> %79, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !140
  %85 = shufflevector <2 x float> %81, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !140
  %86 = select <2 x i1> %83, <2 x float> %84, <2 x float> %85, !dbg !140
  %87 = insertelement <2 x i32> poison, i32 %.318, i64 0, !dbg !140
  %88 = insertelement <2 x i32> %87, i32 %.330, i64 1, !dbg !140
  %89 = bitcast <2 x i32> %88 to <2 x float>, !dbg !140
  %90 = insertelement <2 x i1> poison, i1 %.315, i64 0, !dbg !140
  %91 = shufflevector <2 x i1> %90, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %92 = select <2 x i1> %91, <2 x float> %89, <2 x float> %86, !dbg !140
  %93 = insertelement <2 x i1> poison, i1 %.321, i64 0, !dbg !140
  %94 = shufflevector <2 x i1> %93, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %95 = select <2 x i1> %94, <2 x float> %84, <2 x float> %92, !dbg !140
  %96 = insertelement <2 x i1> poison, i1 %.323, i64 0, !dbg !140
  %97 = shufflevector <2 x i1> %96, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %98 = select <2 x i1> %97, <2 x float> %85, <2 x float> %95, !dbg !140
  %shift18 = shufflevector <2 x float> %98, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !142
  %99 = fsub <2 x float> %98, %shift18, !dbg !142
  %t99 = extractelement <2 x float> %99, i64 0, !dbg !142
  br label %b40, !dbg !139

b40:                                              ; preds = %b36, %b38
  %t101 = phi float [ %t91.mux, %b36 ], [ %t99, %b38 ]
  %t102 = phi i1 [ %t92.mux, %b36 ], [ true, %b38 ]
  %.341 = add nuw nsw i64 %.116, 1, !dbg !139
  %.342 = icmp ult i32 %.115, 63, !dbg !139
  %.344 = and i64 %.341, 63, !dbg !139
  %100 = shl nuw i64 1, %.344, !dbg !139
  %101 = and i64 %100, %.119, !dbg !139
  %.346 = icmp ne i64 %101, 0, !dbg !139
  %.347 = and i1 %.342, %.346, !dbg !139
  %.348 = trunc i64 %.341 to i32, !dbg !139
  %.349 = shl i32 %.348, 2, !dbg !139
  %.350 = bitcast float %t101 to i32, !dbg !139
  %.351 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.349, i32 %.350), !dbg !139
  %.352 = bitcast i32 %.351 to float, !dbg !139
  %t103 = select i1 %.347, float %.352, float %t101, !dbg !139
  %.366 = zext i1 %t102 to i32, !dbg !139
  %.367 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.349, i32 %.366), !dbg !139
  %102 = and i32 %.367, 1, !dbg !139
  %.368 = icmp ne i32 %102, 0, !dbg !139
  %t104 = select i1 %.347, i1 %.368, i1 %t102, !dbg !139
  %t105 = icmp slt i32 %.2, 31, !dbg !139
  %t106 = and i1 %t105, %t104, !dbg !139
  %103 = select i1 %t106, i1 %t102, i1 false, !dbg !139
  %t101.mux = select i1 %t106, float %t103, float %t101, !dbg !139
  %t102.mux = select i1 %t106, i1 true, i1 %t102, !dbg !139
  br i1 %103, label %b42, label %b45, !dbg !139

b42:                                              ; preds = %b40
  %104 = insertelement <2 x float> poison, float %t101, i64 0, !dbg !140
  %105 = insertelement <2 x float> %104, float %t103, i64 1, !dbg !140
  %106 = insertelement <2 x float> poison, float %t103, i64 0, !dbg !140
  %107 = insertelement <2 x float> %106, float %t101, i64 1, !dbg !140
  %108 = fcmp olt <2 x float> %105, %107, !dbg !140
  %.371 = fcmp oeq float %t101, %t103, !dbg !140
  %.373 = bitcast float %t103 to i32, !dbg !140
  %.374 = or i32 %.373, %.350, !dbg !140
  %.377 = fcmp uno float %t101, 0.000000e+00, !dbg !140
  %.379 = fcmp uno float %t103, 0.000000e+00, !dbg !140
  %.386 = and i32 %.373, %.350, !dbg !141
  %109 = shufflevector <2 x float> %104, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !140
  %110 = shufflevector <2 x float> %106, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !140
  %111 = select <2 x i1> %108, <2 x float> %109, <2 x float> %110, !dbg !140
  %112 = insertelement <2 x i32> poison, i32 %.374, i64 0, !dbg !140
  %113 = insertelement <2 x i32> %112, i32 %.386, i64 1, !dbg !140
  %114 = bitcast <2 x i32> %113 to <2 x float>, !dbg !140
  %115 = insertelement <2 x i1> poison, i1 %.371, i64 0, !dbg !140
  %116 = shufflevector <2 x i1> %115, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %117 = select <2 x i1> %116, <2 x float> %114, <2 x float> %111, !dbg !140
  %118 = insertelement <2 x i1> poison, i1 %.377, i64 0, !dbg !140
  %119 = shufflevector <2 x i1> %118, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %120 = select <2 x i1> %119, <2 x float> %109, <2 x float> %117, !dbg !140
  %121 = insertelement <2 x i1> poison, i1 %.379, i64 0, !dbg !140
  %122 = shufflevector <2 x i1> %121, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !140
  %123 = select <2 x i1> %122, <2 x float> %110, <2 x float> %120, !dbg !140
  %shift19 = shufflevector <2 x float> %123, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !142
  %124 = fsub <2 x float> %123, %shift19, !dbg !142
  %t109 = extractelement <2 x float> %124, i64 0, !dbg !142
  br label %b45, !dbg !139

b45:                                              ; preds = %b40, %b42, %b23
  %t113 = phi float [ %t61, %b23 ], [ %t101.mux, %b40 ], [ %t109, %b42 ]
  %t114 = phi i1 [ %t62, %b23 ], [ %t102.mux, %b40 ], [ true, %b42 ]
  %t115 = icmp eq i32 %.2, 0, !dbg !139
  br i1 %t115, label %b46, label %b52, !dbg !139

b46:                                              ; preds = %b45
  %125 = select i1 %t114, i1 %.1, i1 false, !dbg !139
  %a3.mux = select i1 %t114, float %t113, float %a3, !dbg !139
  %.1.mux = select i1 %t114, i1 true, i1 %.1, !dbg !139
  br i1 %125, label %b48, label %b50, !dbg !139

b48:                                              ; preds = %b46
  %.393 = fcmp ogt float %t113, %a3, !dbg !140
  %.394 = select i1 %.393, float %a3, float %t113, !dbg !140
  %.395 = fcmp oeq float %t113, %a3, !dbg !140
  %.396 = bitcast float %a3 to i32, !dbg !140
  %.397 = bitcast float %t113 to i32, !dbg !140
  %.398 = or i32 %.397, %.396, !dbg !140
  %.399 = bitcast i32 %.398 to float, !dbg !140
  %.400 = select i1 %.395, float %.399, float %.394, !dbg !140
  %.401 = fcmp uno float %a3, 0.000000e+00, !dbg !140
  %.402 = select i1 %.401, float %a3, float %.400, !dbg !140
  %.403 = fcmp uno float %t113, 0.000000e+00, !dbg !140
  %.404 = select i1 %.403, float %t113, float %.402, !dbg !140
  %.405 = fcmp olt float %t113, %a3, !dbg !141
  %.406 = select i1 %.405, float %a3, float %t113, !dbg !141
  %.410 = and i32 %.397, %.396, !dbg !141
  %.411 = bitcast i32 %.410 to float, !dbg !141
  %.412 = select i1 %.395, float %.411, float %.406, !dbg !141
  %.414 = select i1 %.401, float %a3, float %.412, !dbg !141
  %.416 = select i1 %.403, float %t113, float %.414, !dbg !141
  %t118 = fsub float %.404, %.416, !dbg !142
  br label %b50, !dbg !139

b50:                                              ; preds = %b46, %b48
  %t120 = phi float [ %a3.mux, %b46 ], [ %t118, %b48 ]
  %t121 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t121, label %b51, label %b52, !dbg !139

b51:                                              ; preds = %b50
  store float %t120, ptr addrspace(1) %a2, align 4, !dbg !139
  br label %b52, !dbg !139

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !139
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !143 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !144
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !144
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !144
  %t3 = sext i32 %.1 to i64, !dbg !144
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !144
  %t5 = sext i32 %.2 to i64, !dbg !144
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !144
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !144
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !144, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !144
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !144
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !144, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !144
  %.15 = add i32 %.14, %.9, !dbg !144
  %.16 = udiv i32 %.15, %.6, !dbg !144
  %t9 = sext i32 %.16 to i64, !dbg !144
  %t10 = mul nsw i64 %t7, %t5, !dbg !144
  %t11 = add nsw i64 %t10, %t3, !dbg !144
  %t12 = mul nsw i64 %t9, %t7, !dbg !144
  %t141 = icmp slt i64 %t11, %a0, !dbg !144
  br i1 %t141, label %b2, label %b7, !dbg !144

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t25, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !144

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t132, !dbg !144
  %.17 = load double, ptr addrspace(1) %t15, align 8, !dbg !144
  br label %b4, !dbg !144

b4:                                               ; preds = %b3, %b2
  %t17 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !144

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t132, !dbg !144
  %.18 = load double, ptr addrspace(1) %t18, align 8, !dbg !144
  br label %b6, !dbg !144

b6:                                               ; preds = %b5, %b4
  %t20 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  %.19 = fcmp olt double %t17, %t20, !dbg !145
  %.20 = select i1 %.19, double %t17, double %t20, !dbg !145
  %.21 = fcmp oeq double %t17, %t20, !dbg !145
  %.22 = bitcast double %t17 to i64, !dbg !145
  %.23 = bitcast double %t20 to i64, !dbg !145
  %.24 = or i64 %.23, %.22, !dbg !145
  %.25 = bitcast i64 %.24 to double, !dbg !145
  %.26 = select i1 %.21, double %.25, double %.20, !dbg !145
  %.27 = fcmp uno double %t17, 0.000000e+00, !dbg !145
  %.28 = select i1 %.27, double %t17, double %.26, !dbg !145
  %.29 = fcmp uno double %t20, 0.000000e+00, !dbg !145
  %.30 = select i1 %.29, double %t20, double %.28, !dbg !145
  %.31 = fcmp ogt double %t17, %t20, !dbg !146
  %.32 = select i1 %.31, double %t17, double %t20, !dbg !146
  %.36 = and i64 %.23, %.22, !dbg !146
  %.37 = bitcast i64 %.36 to double, !dbg !146
  %.38 = select i1 %.21, double %.37, double %.32, !dbg !146
  %.40 = select i1 %.27, double %t17, double %.38, !dbg !146
  %.42 = select i1 %.29, double %t20, double %.40, !dbg !146
  %t23 = fsub double %.30, %.42, !dbg !147
  %t24 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t132, !dbg !144
  store double %t23, ptr addrspace(1) %t24, align 8, !dbg !144
  %t25 = add i64 %t132, %t12, !dbg !144
  %t14 = icmp slt i64 %t25, %a0, !dbg !144
  br i1 %t14, label %b2, label %b7, !dbg !144

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !144
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !148 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !149
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !149
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !149
  %t3 = sext i32 %.1 to i64, !dbg !149
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !149
  %t5 = sext i32 %.2 to i64, !dbg !149
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !149
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !149
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !149, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !149
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !149
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !149, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !149
  %.15 = add i32 %.14, %.9, !dbg !149
  %.16 = udiv i32 %.15, %.6, !dbg !149
  %t9 = sext i32 %.16 to i64, !dbg !149
  %t10 = mul nsw i64 %t7, %t5, !dbg !149
  %t11 = add nsw i64 %t10, %t3, !dbg !149
  %t12 = mul nsw i64 %t9, %t7, !dbg !149
  %t13 = icmp sgt i64 %a1, 7, !dbg !149
  %t14 = icmp sgt i64 %a1, 6, !dbg !149
  %t15 = icmp sgt i64 %a1, 5, !dbg !149
  %t16 = icmp sgt i64 %a1, 4, !dbg !149
  %t17 = icmp sgt i64 %a1, 3, !dbg !149
  %t18 = icmp sgt i64 %a1, 2, !dbg !149
  %t19 = icmp sgt i64 %a1, 1, !dbg !149
  %t20 = icmp sgt i64 %a1, 0, !dbg !149
  %t221 = icmp slt i64 %t11, %a0, !dbg !149
  br i1 %t221, label %b2.lr.ph, label %b23, !dbg !149

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
  br label %b2, !dbg !149

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t123, %b22 ]
  br i1 %t13, label %b3, label %b4, !dbg !149

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen, !dbg !149
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed, !dbg !149
  %.28 = sub i64 0, %t212, !dbg !149
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !149
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !149
  %t25 = mul i64 %.22, %a19, !dbg !149
  %t26 = mul i64 %.22, %a29, !dbg !149
  %t27 = mul i64 %.22, %a38, !dbg !149
  br label %b4, !dbg !149

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !149

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen, !dbg !149
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed, !dbg !149
  %.42 = sub i64 0, %t28, !dbg !149
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !149
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !149
  %t34 = mul i64 %.36, %a18, !dbg !149
  %t35 = add i64 %t34, %t29, !dbg !149
  %t36 = mul i64 %.36, %a28, !dbg !149
  %t37 = add i64 %t36, %t30, !dbg !149
  %t38 = mul i64 %.36, %a37, !dbg !149
  %t39 = add i64 %t38, %t31, !dbg !149
  br label %b6, !dbg !149

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !149

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen, !dbg !149
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed, !dbg !149
  %.56 = sub i64 0, %t40, !dbg !149
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !149
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !149
  %t46 = mul i64 %.50, %a17, !dbg !149
  %t47 = add i64 %t46, %t41, !dbg !149
  %t48 = mul i64 %.50, %a27, !dbg !149
  %t49 = add i64 %t48, %t42, !dbg !149
  %t50 = mul i64 %.50, %a36, !dbg !149
  %t51 = add i64 %t50, %t43, !dbg !149
  br label %b8, !dbg !149

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !149

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen, !dbg !149
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed, !dbg !149
  %.70 = sub i64 0, %t52, !dbg !149
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !149
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !149
  %t58 = mul i64 %.64, %a16, !dbg !149
  %t59 = add i64 %t58, %t53, !dbg !149
  %t60 = mul i64 %.64, %a26, !dbg !149
  %t61 = add i64 %t60, %t54, !dbg !149
  %t62 = mul i64 %.64, %a35, !dbg !149
  %t63 = add i64 %t62, %t55, !dbg !149
  br label %b10, !dbg !149

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !149

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen, !dbg !149
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed, !dbg !149
  %.84 = sub i64 0, %t64, !dbg !149
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !149
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !149
  %t70 = mul i64 %.78, %a15, !dbg !149
  %t71 = add i64 %t70, %t65, !dbg !149
  %t72 = mul i64 %.78, %a25, !dbg !149
  %t73 = add i64 %t72, %t66, !dbg !149
  %t74 = mul i64 %.78, %a34, !dbg !149
  %t75 = add i64 %t74, %t67, !dbg !149
  br label %b12, !dbg !149

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !149

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen, !dbg !149
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed, !dbg !149
  %.98 = sub i64 0, %t76, !dbg !149
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !149
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !149
  %t82 = mul i64 %.92, %a14, !dbg !149
  %t83 = add i64 %t82, %t77, !dbg !149
  %t84 = mul i64 %.92, %a24, !dbg !149
  %t85 = add i64 %t84, %t78, !dbg !149
  %t86 = mul i64 %.92, %a33, !dbg !149
  %t87 = add i64 %t86, %t79, !dbg !149
  br label %b14, !dbg !149

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !149

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen, !dbg !149
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed, !dbg !149
  %.112 = sub i64 0, %t88, !dbg !149
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !149
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !149
  %t94 = mul i64 %.106, %a13, !dbg !149
  %t95 = add i64 %t94, %t89, !dbg !149
  %t96 = mul i64 %.106, %a23, !dbg !149
  %t97 = add i64 %t96, %t90, !dbg !149
  %t98 = mul i64 %.106, %a32, !dbg !149
  %t99 = add i64 %t98, %t91, !dbg !149
  br label %b16, !dbg !149

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !149

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !149
  %t105 = add i64 %t101, %t104, !dbg !149
  %t106 = mul i64 %t100, %a22, !dbg !149
  %t107 = add i64 %t102, %t106, !dbg !149
  %t108 = mul i64 %t100, %a31, !dbg !149
  %t109 = add i64 %t103, %t108, !dbg !149
  br label %b18, !dbg !149

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !149

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t110, !dbg !149
  %.115 = load double, ptr addrspace(1) %t113, align 8, !dbg !149
  br label %b20, !dbg !149

b20:                                              ; preds = %b19, %b18
  %t115 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !149

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t111, !dbg !149
  %.116 = load double, ptr addrspace(1) %t116, align 8, !dbg !149
  br label %b22, !dbg !149

b22:                                              ; preds = %b21, %b20
  %t118 = phi double [ %.116, %b21 ], [ %a21, %b20 ]
  %.117 = fcmp olt double %t115, %t118, !dbg !150
  %.118 = select i1 %.117, double %t115, double %t118, !dbg !150
  %.119 = fcmp oeq double %t115, %t118, !dbg !150
  %.120 = bitcast double %t115 to i64, !dbg !150
  %.121 = bitcast double %t118 to i64, !dbg !150
  %.122 = or i64 %.121, %.120, !dbg !150
  %.123 = bitcast i64 %.122 to double, !dbg !150
  %.124 = select i1 %.119, double %.123, double %.118, !dbg !150
  %.125 = fcmp uno double %t115, 0.000000e+00, !dbg !150
  %.126 = select i1 %.125, double %t115, double %.124, !dbg !150
  %.127 = fcmp uno double %t118, 0.000000e+00, !dbg !150
  %.128 = select i1 %.127, double %t118, double %.126, !dbg !150
  %.129 = fcmp ogt double %t115, %t118, !dbg !151
  %.130 = select i1 %.129, double %t115, double %t118, !dbg !151
  %.134 = and i64 %.121, %.120, !dbg !151
  %.135 = bitcast i64 %.134 to double, !dbg !151
  %.136 = select i1 %.119, double %.135, double %.130, !dbg !151
  %.138 = select i1 %.125, double %t115, double %.136, !dbg !151
  %.140 = select i1 %.127, double %t118, double %.138, !dbg !151
  %t121 = fsub double %.128, %.140, !dbg !152
  %t122 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t112, !dbg !149
  store double %t121, ptr addrspace(1) %t122, align 8, !dbg !149
  %t123 = add i64 %t212, %t12, !dbg !149
  %t22 = icmp slt i64 %t123, %a0, !dbg !149
  br i1 %t22, label %b2, label %b23, !dbg !149

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !149
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !153 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !154
  %t3 = sext i32 %.1 to i64, !dbg !154
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !154
  %t5 = sext i32 %.2 to i64, !dbg !154
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !154
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !154
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !154, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !154
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !154, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !154
  %.10 = add i32 %.5, -1, !dbg !154
  %.11 = add i32 %.10, %.9, !dbg !154
  %.12 = udiv i32 %.11, %.9, !dbg !154
  %t7 = sext i32 %.12 to i64, !dbg !154
  %t8 = shl nsw i64 %t5, 8, !dbg !154
  %t9 = add nsw i64 %t8, %t3, !dbg !154
  %t10 = shl nsw i64 %t7, 8, !dbg !154
  %t11 = icmp slt i64 %t9, %a0, !dbg !154
  br i1 %t11, label %b1, label %b2, !dbg !154

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !154
  %t13 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t12, !dbg !154
  %.13 = load double, ptr addrspace(1) %t13, align 8, !dbg !154, !amdgpu.noclobber !6
  br label %b2, !dbg !154

b2:                                               ; preds = %b1, %entry
  %t15 = phi double [ %.13, %b1 ], [ 0.000000e+00, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !154
  %t18 = shl nsw i64 %t7, 11, !dbg !154
  %t19 = mul nsw i64 %t7, 1792, !dbg !154
  %t20 = sub i64 %a0, %t19, !dbg !154
  %t26 = mul i64 %t17, %a2, !dbg !154
  %t28 = mul i64 %t18, %a2, !dbg !154
  %t29 = mul i64 %t10, %a2, !dbg !154
  %t6111 = icmp slt i64 %t17, %t20, !dbg !154
  br i1 %t6111, label %b4.preheader, label %b5, !dbg !154

b4.preheader:                                     ; preds = %b2
  %t47 = mul i64 %t19, %a2, !dbg !154
  %t48 = add i64 %t26, %t47, !dbg !154
  %t49 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t48, !dbg !154
  %t21 = mul i64 %t7, %a2, !dbg !154
  %t44 = mul i64 %t21, 1536, !dbg !154
  %t45 = add i64 %t26, %t44, !dbg !154
  %t46 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t45, !dbg !154
  %t41 = mul i64 %t21, 1280, !dbg !154
  %t42 = add i64 %t26, %t41, !dbg !154
  %t43 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t42, !dbg !154
  %t38 = shl i64 %t21, 10, !dbg !154
  %t39 = add i64 %t26, %t38, !dbg !154
  %t40 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t39, !dbg !154
  %t35 = mul i64 %t21, 768, !dbg !154
  %t36 = add i64 %t26, %t35, !dbg !154
  %t37 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t36, !dbg !154
  %t32 = shl i64 %t21, 9, !dbg !154
  %t33 = add i64 %t26, %t32, !dbg !154
  %t34 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t33, !dbg !154
  %t30 = add i64 %t26, %t29, !dbg !154
  %t31 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t30, !dbg !154
  %t27 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t26, !dbg !154
  br label %b4, !dbg !154

b4:                                               ; preds = %b4.preheader, %b4
  %t5921 = phi double [ %t93, %b4 ], [ %t15, %b4.preheader ]
  %t5820 = phi i64 [ %t94, %b4 ], [ %t17, %b4.preheader ]
  %t5719 = phi ptr addrspace(1) [ %t95, %b4 ], [ %t27, %b4.preheader ]
  %t5618 = phi ptr addrspace(1) [ %t96, %b4 ], [ %t31, %b4.preheader ]
  %t5517 = phi ptr addrspace(1) [ %t97, %b4 ], [ %t34, %b4.preheader ]
  %t5416 = phi ptr addrspace(1) [ %t98, %b4 ], [ %t37, %b4.preheader ]
  %t5315 = phi ptr addrspace(1) [ %t99, %b4 ], [ %t40, %b4.preheader ]
  %t5214 = phi ptr addrspace(1) [ %t100, %b4 ], [ %t43, %b4.preheader ]
  %t5113 = phi ptr addrspace(1) [ %t101, %b4 ], [ %t46, %b4.preheader ]
  %t5012 = phi ptr addrspace(1) [ %t102, %b4 ], [ %t49, %b4.preheader ]
  %.14 = load double, ptr addrspace(1) %t5719, align 8, !dbg !154
  %.15 = load double, ptr addrspace(1) %t5618, align 8, !dbg !154
  %.16 = load double, ptr addrspace(1) %t5517, align 8, !dbg !154
  %.17 = load double, ptr addrspace(1) %t5416, align 8, !dbg !154
  %.18 = load double, ptr addrspace(1) %t5315, align 8, !dbg !154
  %.19 = load double, ptr addrspace(1) %t5214, align 8, !dbg !154
  %.20 = load double, ptr addrspace(1) %t5113, align 8, !dbg !154
  %.21 = load double, ptr addrspace(1) %t5012, align 8, !dbg !154
  %.22 = fcmp olt double %t5921, %.14, !dbg !155
  %.23 = select i1 %.22, double %t5921, double %.14, !dbg !155
  %.24 = fcmp oeq double %t5921, %.14, !dbg !155
  %.25 = bitcast double %t5921 to i64, !dbg !155
  %.26 = bitcast double %.14 to i64, !dbg !155
  %.27 = or i64 %.26, %.25, !dbg !155
  %.28 = bitcast i64 %.27 to double, !dbg !155
  %.29 = select i1 %.24, double %.28, double %.23, !dbg !155
  %.30 = fcmp uno double %t5921, 0.000000e+00, !dbg !155
  %.31 = select i1 %.30, double %t5921, double %.29, !dbg !155
  %.32 = fcmp uno double %.14, 0.000000e+00, !dbg !155
  %.33 = select i1 %.32, double %.14, double %.31, !dbg !155
  %.34 = fcmp ogt double %t5921, %.14, !dbg !156
  %.35 = select i1 %.34, double %t5921, double %.14, !dbg !156
  %.39 = and i64 %.26, %.25, !dbg !156
  %.40 = bitcast i64 %.39 to double, !dbg !156
  %.41 = select i1 %.24, double %.40, double %.35, !dbg !156
  %.43 = select i1 %.30, double %t5921, double %.41, !dbg !156
  %.45 = select i1 %.32, double %.14, double %.43, !dbg !156
  %t72 = fsub double %.33, %.45, !dbg !157
  %.46 = fcmp olt double %t72, %.15, !dbg !155
  %.47 = select i1 %.46, double %t72, double %.15, !dbg !155
  %.48 = fcmp oeq double %t72, %.15, !dbg !155
  %.49 = bitcast double %t72 to i64, !dbg !155
  %.50 = bitcast double %.15 to i64, !dbg !155
  %.51 = or i64 %.49, %.50, !dbg !155
  %.52 = bitcast i64 %.51 to double, !dbg !155
  %.53 = select i1 %.48, double %.52, double %.47, !dbg !155
  %.54 = fcmp uno double %t72, 0.000000e+00, !dbg !155
  %.55 = select i1 %.54, double %t72, double %.53, !dbg !155
  %.56 = fcmp uno double %.15, 0.000000e+00, !dbg !155
  %.57 = select i1 %.56, double %.15, double %.55, !dbg !155
  %.58 = fcmp ogt double %t72, %.15, !dbg !156
  %.59 = select i1 %.58, double %t72, double %.15, !dbg !156
  %.63 = and i64 %.49, %.50, !dbg !156
  %.64 = bitcast i64 %.63 to double, !dbg !156
  %.65 = select i1 %.48, double %.64, double %.59, !dbg !156
  %.67 = select i1 %.54, double %t72, double %.65, !dbg !156
  %.69 = select i1 %.56, double %.15, double %.67, !dbg !156
  %t75 = fsub double %.57, %.69, !dbg !157
  %.70 = fcmp olt double %t75, %.16, !dbg !155
  %.71 = select i1 %.70, double %t75, double %.16, !dbg !155
  %.72 = fcmp oeq double %t75, %.16, !dbg !155
  %.73 = bitcast double %t75 to i64, !dbg !155
  %.74 = bitcast double %.16 to i64, !dbg !155
  %.75 = or i64 %.73, %.74, !dbg !155
  %.76 = bitcast i64 %.75 to double, !dbg !155
  %.77 = select i1 %.72, double %.76, double %.71, !dbg !155
  %.78 = fcmp uno double %t75, 0.000000e+00, !dbg !155
  %.79 = select i1 %.78, double %t75, double %.77, !dbg !155
  %.80 = fcmp uno double %.16, 0.000000e+00, !dbg !155
  %.81 = select i1 %.80, double %.16, double %.79, !dbg !155
  %.82 = fcmp ogt double %t75, %.16, !dbg !156
  %.83 = select i1 %.82, double %t75, double %.16, !dbg !156
  %.87 = and i64 %.73, %.74, !dbg !156
  %.88 = bitcast i64 %.87 to double, !dbg !156
  %.89 = select i1 %.72, double %.88, double %.83, !dbg !156
  %.91 = select i1 %.78, double %t75, double %.89, !dbg !156
  %.93 = select i1 %.80, double %.16, double %.91, !dbg !156
  %t78 = fsub double %.81, %.93, !dbg !157
  %.94 = fcmp olt double %t78, %.17, !dbg !155
  %.95 = select i1 %.94, double %t78, double %.17, !dbg !155
  %.96 = fcmp oeq double %t78, %.17, !dbg !155
  %.97 = bitcast double %t78 to i64, !dbg !155
  %.98 = bitcast double %.17 to i64, !dbg !155
  %.99 = or i64 %.97, %.98, !dbg !155
  %.100 = bitcast i64 %.99 to double, !dbg !155
  %.101 = select i1 %.96, double %.100, double %.95, !dbg !155
  %.102 = fcmp uno double %t78, 0.000000e+00, !dbg !155
  %.103 = select i1 %.102, double %t78, double %.101, !dbg !155
  %.104 = fcmp uno double %.17, 0.000000e+00, !dbg !155
  %.105 = select i1 %.104, double %.17, double %.103, !dbg !155
  %.106 = fcmp ogt double %t78, %.17, !dbg !156
  %.107 = select i1 %.106, double %t78, double %.17, !dbg !156
  %.111 = and i64 %.97, %.98, !dbg !156
  %.112 = bitcast i64 %.111 to double, !dbg !156
  %.113 = select i1 %.96, double %.112, double %.107, !dbg !156
  %.115 = select i1 %.102, double %t78, double %.113, !dbg !156
  %.117 = select i1 %.104, double %.17, double %.115, !dbg !156
  %t81 = fsub double %.105, %.117, !dbg !157
  %.118 = fcmp olt double %t81, %.18, !dbg !155
  %.119 = select i1 %.118, double %t81, double %.18, !dbg !155
  %.120 = fcmp oeq double %t81, %.18, !dbg !155
  %.121 = bitcast double %t81 to i64, !dbg !155
  %.122 = bitcast double %.18 to i64, !dbg !155
  %.123 = or i64 %.121, %.122, !dbg !155
  %.124 = bitcast i64 %.123 to double, !dbg !155
  %.125 = select i1 %.120, double %.124, double %.119, !dbg !155
  %.126 = fcmp uno double %t81, 0.000000e+00, !dbg !155
  %.127 = select i1 %.126, double %t81, double %.125, !dbg !155
  %.128 = fcmp uno double %.18, 0.000000e+00, !dbg !155
  %.129 = select i1 %.128, double %.18, double %.127, !dbg !155
  %.130 = fcmp ogt double %t81, %.18, !dbg !156
  %.131 = select i1 %.130, double %t81, double %.18, !dbg !156
  %.135 = and i64 %.121, %.122, !dbg !156
  %.136 = bitcast i64 %.135 to double, !dbg !156
  %.137 = select i1 %.120, double %.136, double %.131, !dbg !156
  %.139 = select i1 %.126, double %t81, double %.137, !dbg !156
  %.141 = select i1 %.128, double %.18, double %.139, !dbg !156
  %t84 = fsub double %.129, %.141, !dbg !157
  %.142 = fcmp olt double %t84, %.19, !dbg !155
  %.143 = select i1 %.142, double %t84, double %.19, !dbg !155
  %.144 = fcmp oeq double %t84, %.19, !dbg !155
  %.145 = bitcast double %t84 to i64, !dbg !155
  %.146 = bitcast double %.19 to i64, !dbg !155
  %.147 = or i64 %.145, %.146, !dbg !155
  %.148 = bitcast i64 %.147 to double, !dbg !155
  %.149 = select i1 %.144, double %.148, double %.143, !dbg !155
  %.150 = fcmp uno double %t84, 0.000000e+00, !dbg !155
  %.151 = select i1 %.150, double %t84, double %.149, !dbg !155
  %.152 = fcmp uno double %.19, 0.000000e+00, !dbg !155
  %.153 = select i1 %.152, double %.19, double %.151, !dbg !155
  %.154 = fcmp ogt double %t84, %.19, !dbg !156
  %.155 = select i1 %.154, double %t84, double %.19, !dbg !156
  %.159 = and i64 %.145, %.146, !dbg !156
  %.160 = bitcast i64 %.159 to double, !dbg !156
  %.161 = select i1 %.144, double %.160, double %.155, !dbg !156
  %.163 = select i1 %.150, double %t84, double %.161, !dbg !156
  %.165 = select i1 %.152, double %.19, double %.163, !dbg !156
  %t87 = fsub double %.153, %.165, !dbg !157
  %.166 = fcmp olt double %t87, %.20, !dbg !155
  %.167 = select i1 %.166, double %t87, double %.20, !dbg !155
  %.168 = fcmp oeq double %t87, %.20, !dbg !155
  %.169 = bitcast double %t87 to i64, !dbg !155
  %.170 = bitcast double %.20 to i64, !dbg !155
  %.171 = or i64 %.169, %.170, !dbg !155
  %.172 = bitcast i64 %.171 to double, !dbg !155
  %.173 = select i1 %.168, double %.172, double %.167, !dbg !155
  %.174 = fcmp uno double %t87, 0.000000e+00, !dbg !155
  %.175 = select i1 %.174, double %t87, double %.173, !dbg !155
  %.176 = fcmp uno double %.20, 0.000000e+00, !dbg !155
  %.177 = select i1 %.176, double %.20, double %.175, !dbg !155
  %.178 = fcmp ogt double %t87, %.20, !dbg !156
  %.179 = select i1 %.178, double %t87, double %.20, !dbg !156
  %.183 = and i64 %.169, %.170, !dbg !156
  %.184 = bitcast i64 %.183 to double, !dbg !156
  %.185 = select i1 %.168, double %.184, double %.179, !dbg !156
  %.187 = select i1 %.174, double %t87, double %.185, !dbg !156
  %.189 = select i1 %.176, double %.20, double %.187, !dbg !156
  %t90 = fsub double %.177, %.189, !dbg !157
  %.190 = fcmp olt double %t90, %.21, !dbg !155
  %.191 = select i1 %.190, double %t90, double %.21, !dbg !155
  %.192 = fcmp oeq double %t90, %.21, !dbg !155
  %.193 = bitcast double %t90 to i64, !dbg !155
  %.194 = bitcast double %.21 to i64, !dbg !155
  %.195 = or i64 %.193, %.194, !dbg !155
  %.196 = bitcast i64 %.195 to double, !dbg !155
  %.197 = select i1 %.192, double %.196, double %.191, !dbg !155
  %.198 = fcmp uno double %t90, 0.000000e+00, !dbg !155
  %.199 = select i1 %.198, double %t90, double %.197, !dbg !155
  %.200 = fcmp uno double %.21, 0.000000e+00, !dbg !155
  %.201 = select i1 %.200, double %.21, double %.199, !dbg !155
  %.202 = fcmp ogt double %t90, %.21, !dbg !156
  %.203 = select i1 %.202, double %t90, double %.21, !dbg !156
  %.207 = and i64 %.193, %.194, !dbg !156
  %.208 = bitcast i64 %.207 to double, !dbg !156
  %.209 = select i1 %.192, double %.208, double %.203, !dbg !156
  %.211 = select i1 %.198, double %t90, double %.209, !dbg !156
  %.213 = select i1 %.200, double %.21, double %.211, !dbg !156
  %t93 = fsub double %.201, %.213, !dbg !157
  %t94 = add i64 %t5820, %t18, !dbg !154
  %t95 = getelementptr inbounds double, ptr addrspace(1) %t5719, i64 %t28, !dbg !154
  %t96 = getelementptr inbounds double, ptr addrspace(1) %t5618, i64 %t28, !dbg !154
  %t97 = getelementptr inbounds double, ptr addrspace(1) %t5517, i64 %t28, !dbg !154
  %t98 = getelementptr inbounds double, ptr addrspace(1) %t5416, i64 %t28, !dbg !154
  %t99 = getelementptr inbounds double, ptr addrspace(1) %t5315, i64 %t28, !dbg !154
  %t100 = getelementptr inbounds double, ptr addrspace(1) %t5214, i64 %t28, !dbg !154
  %t101 = getelementptr inbounds double, ptr addrspace(1) %t5113, i64 %t28, !dbg !154
  %t102 = getelementptr inbounds double, ptr addrspace(1) %t5012, i64 %t28, !dbg !154
  %t61 = icmp slt i64 %t94, %t20, !dbg !154
  br i1 %t61, label %b4, label %b5.loopexit, !dbg !154

b5.loopexit:                                      ; preds = %b4
  %.pre = mul i64 %t94, %a2, !dbg !154
  br label %b5, !dbg !154

b5:                                               ; preds = %b5.loopexit, %b2
  %t103.pre-phi = phi i64 [ %.pre, %b5.loopexit ], [ %t26, %b2 ], !dbg !154
  %t58.lcssa = phi i64 [ %t94, %b5.loopexit ], [ %t17, %b2 ]
  %t59.lcssa = phi double [ %t93, %b5.loopexit ], [ %t15, %b2 ]
  %t10823 = icmp slt i64 %t58.lcssa, %a0, !dbg !154
  br i1 %t10823, label %b7.preheader, label %b8, !dbg !154

b7.preheader:                                     ; preds = %b5
  %t104 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t103.pre-phi, !dbg !154
  br label %b7, !dbg !154

b7:                                               ; preds = %b7.preheader, %b7
  %t10726 = phi double [ %t112, %b7 ], [ %t59.lcssa, %b7.preheader ]
  %t10625 = phi i64 [ %t113, %b7 ], [ %t58.lcssa, %b7.preheader ]
  %t10524 = phi ptr addrspace(1) [ %t114, %b7 ], [ %t104, %b7.preheader ]
  %.214 = load double, ptr addrspace(1) %t10524, align 8, !dbg !154
  %.215 = fcmp olt double %t10726, %.214, !dbg !155
  %.216 = select i1 %.215, double %t10726, double %.214, !dbg !155
  %.217 = fcmp oeq double %t10726, %.214, !dbg !155
  %.218 = bitcast double %t10726 to i64, !dbg !155
  %.219 = bitcast double %.214 to i64, !dbg !155
  %.220 = or i64 %.219, %.218, !dbg !155
  %.221 = bitcast i64 %.220 to double, !dbg !155
  %.222 = select i1 %.217, double %.221, double %.216, !dbg !155
  %.223 = fcmp uno double %t10726, 0.000000e+00, !dbg !155
  %.224 = select i1 %.223, double %t10726, double %.222, !dbg !155
  %.225 = fcmp uno double %.214, 0.000000e+00, !dbg !155
  %.226 = select i1 %.225, double %.214, double %.224, !dbg !155
  %.227 = fcmp ogt double %t10726, %.214, !dbg !156
  %.228 = select i1 %.227, double %t10726, double %.214, !dbg !156
  %.232 = and i64 %.219, %.218, !dbg !156
  %.233 = bitcast i64 %.232 to double, !dbg !156
  %.234 = select i1 %.217, double %.233, double %.228, !dbg !156
  %.236 = select i1 %.223, double %t10726, double %.234, !dbg !156
  %.238 = select i1 %.225, double %.214, double %.236, !dbg !156
  %t112 = fsub double %.226, %.238, !dbg !157
  %t113 = add i64 %t10625, %t10, !dbg !154
  %t114 = getelementptr inbounds double, ptr addrspace(1) %t10524, i64 %t29, !dbg !154
  %t108 = icmp slt i64 %t113, %a0, !dbg !154
  br i1 %t108, label %b7, label %b8, !dbg !154

b8:                                               ; preds = %b7, %b5
  %t107.lcssa = phi double [ %t59.lcssa, %b5 ], [ %t112, %b7 ]
  %t115 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !154
  store double %t107.lcssa, ptr addrspace(3) %t115, align 8, !dbg !154
  %t116 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !154
  %.239 = zext i1 %t11 to i8, !dbg !154
  store i8 %.239, ptr addrspace(3) %t116, align 1, !dbg !154
  fence syncscope("workgroup") release, !dbg !154
  tail call void @llvm.amdgcn.s.barrier(), !dbg !154
  fence syncscope("workgroup") acquire, !dbg !154
  %t117 = icmp slt i32 %.1, 128, !dbg !154
  br i1 %t117, label %b9, label %b14, !dbg !154

b9:                                               ; preds = %b8
  %t118 = add nsw i32 %.1, 128, !dbg !154
  %t119 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t118, !dbg !154
  %.240 = load double, ptr addrspace(3) %t119, align 8, !dbg !154
  %t121 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t118, !dbg !154
  %.241 = load i8, ptr addrspace(3) %t121, align 1, !dbg !154
  %.242.not10 = icmp eq i8 %.241, 0, !dbg !154
  %t16.not = xor i1 %t11, true, !dbg !154
  %brmerge = or i1 %.242.not10, %t16.not, !dbg !154
  %t107.mux = select i1 %.242.not10, double %t107.lcssa, double %.240, !dbg !154
  %not..242.not10 = xor i1 %.242.not10, true, !dbg !154
  %t16.mux = select i1 %not..242.not10, i1 true, i1 %t11, !dbg !154
  br i1 %brmerge, label %b13, label %b11, !dbg !154

b11:                                              ; preds = %b9
  %.243 = fcmp olt double %t107.lcssa, %.240, !dbg !155
  %.244 = select i1 %.243, double %t107.lcssa, double %.240, !dbg !155
  %.245 = fcmp oeq double %t107.lcssa, %.240, !dbg !155
  %.246 = bitcast double %t107.lcssa to i64, !dbg !155
  %.247 = bitcast double %.240 to i64, !dbg !155
  %.248 = or i64 %.247, %.246, !dbg !155
  %.249 = bitcast i64 %.248 to double, !dbg !155
  %.250 = select i1 %.245, double %.249, double %.244, !dbg !155
  %.251 = fcmp uno double %t107.lcssa, 0.000000e+00, !dbg !155
  %.252 = select i1 %.251, double %t107.lcssa, double %.250, !dbg !155
  %.253 = fcmp uno double %.240, 0.000000e+00, !dbg !155
  %.254 = select i1 %.253, double %.240, double %.252, !dbg !155
  %.255 = fcmp ogt double %t107.lcssa, %.240, !dbg !156
  %.256 = select i1 %.255, double %t107.lcssa, double %.240, !dbg !156
  %.260 = and i64 %.247, %.246, !dbg !156
  %.261 = bitcast i64 %.260 to double, !dbg !156
  %.262 = select i1 %.245, double %.261, double %.256, !dbg !156
  %.264 = select i1 %.251, double %t107.lcssa, double %.262, !dbg !156
  %.266 = select i1 %.253, double %.240, double %.264, !dbg !156
  %t125 = fsub double %.254, %.266, !dbg !157
  br label %b13, !dbg !154

b13:                                              ; preds = %b9, %b11
  %t127 = phi double [ %t107.mux, %b9 ], [ %t125, %b11 ]
  %t128 = phi i1 [ %t16.mux, %b9 ], [ true, %b11 ]
  store double %t127, ptr addrspace(3) %t115, align 8, !dbg !154
  %.267 = zext i1 %t128 to i8, !dbg !154
  store i8 %.267, ptr addrspace(3) %t116, align 1, !dbg !154
  br label %b14, !dbg !154

b14:                                              ; preds = %b13, %b8
  %t129 = phi double [ %t127, %b13 ], [ %t107.lcssa, %b8 ]
  %t130 = phi i1 [ %t128, %b13 ], [ %t11, %b8 ]
  fence syncscope("workgroup") release, !dbg !154
  tail call void @llvm.amdgcn.s.barrier(), !dbg !154
  fence syncscope("workgroup") acquire, !dbg !154
  %t131 = icmp slt i32 %.1, 64, !dbg !154
  br i1 %t131, label %b15, label %b20, !dbg !154

b15:                                              ; preds = %b14
  %t132 = add nsw i32 %.1, 64, !dbg !154
  %t133 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t132, !dbg !154
  %.268 = load double, ptr addrspace(3) %t133, align 8, !dbg !154
  %t135 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t132, !dbg !154
  %.269 = load i8, ptr addrspace(3) %t135, align 1, !dbg !154
  %.270.not9 = icmp eq i8 %.269, 0, !dbg !154
  %t130.not = xor i1 %t130, true, !dbg !154
  %brmerge1 = select i1 %.270.not9, i1 true, i1 %t130.not, !dbg !154
  %t129.mux = select i1 %.270.not9, double %t129, double %.268, !dbg !154
  %not..270.not9 = xor i1 %.270.not9, true, !dbg !154
  %t130.mux = select i1 %not..270.not9, i1 true, i1 %t130, !dbg !154
  br i1 %brmerge1, label %b19, label %b17, !dbg !154

b17:                                              ; preds = %b15
  %.271 = fcmp olt double %t129, %.268, !dbg !155
  %.272 = select i1 %.271, double %t129, double %.268, !dbg !155
  %.273 = fcmp oeq double %t129, %.268, !dbg !155
  %.274 = bitcast double %t129 to i64, !dbg !155
  %.275 = bitcast double %.268 to i64, !dbg !155
  %.276 = or i64 %.275, %.274, !dbg !155
  %.277 = bitcast i64 %.276 to double, !dbg !155
  %.278 = select i1 %.273, double %.277, double %.272, !dbg !155
  %.279 = fcmp uno double %t129, 0.000000e+00, !dbg !155
  %.280 = select i1 %.279, double %t129, double %.278, !dbg !155
  %.281 = fcmp uno double %.268, 0.000000e+00, !dbg !155
  %.282 = select i1 %.281, double %.268, double %.280, !dbg !155
  %.283 = fcmp ogt double %t129, %.268, !dbg !156
  %.284 = select i1 %.283, double %t129, double %.268, !dbg !156
  %.288 = and i64 %.275, %.274, !dbg !156
  %.289 = bitcast i64 %.288 to double, !dbg !156
  %.290 = select i1 %.273, double %.289, double %.284, !dbg !156
  %.292 = select i1 %.279, double %t129, double %.290, !dbg !156
  %.294 = select i1 %.281, double %.268, double %.292, !dbg !156
  %t139 = fsub double %.282, %.294, !dbg !157
  br label %b19, !dbg !154

b19:                                              ; preds = %b15, %b17
  %t141 = phi double [ %t129.mux, %b15 ], [ %t139, %b17 ]
  %t142 = phi i1 [ %t130.mux, %b15 ], [ true, %b17 ]
  store double %t141, ptr addrspace(3) %t115, align 8, !dbg !154
  %.295 = zext i1 %t142 to i8, !dbg !154
  store i8 %.295, ptr addrspace(3) %t116, align 1, !dbg !154
  br label %b20, !dbg !154

b20:                                              ; preds = %b19, %b14
  %t143 = phi double [ %t141, %b19 ], [ %t129, %b14 ]
  %t144 = phi i1 [ %t142, %b19 ], [ %t130, %b14 ]
  fence syncscope("workgroup") release, !dbg !154
  tail call void @llvm.amdgcn.s.barrier(), !dbg !154
  fence syncscope("workgroup") acquire, !dbg !154
  %t145 = icmp slt i32 %.1, 32, !dbg !154
  br i1 %t145, label %b21, label %b26, !dbg !154

b21:                                              ; preds = %b20
  %t146 = add nsw i32 %.1, 32, !dbg !154
  %t147 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t146, !dbg !154
  %.296 = load double, ptr addrspace(3) %t147, align 8, !dbg !154
  %t149 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t146, !dbg !154
  %.297 = load i8, ptr addrspace(3) %t149, align 1, !dbg !154
  %.298.not8 = icmp eq i8 %.297, 0, !dbg !154
  %t144.not = xor i1 %t144, true, !dbg !154
  %brmerge2 = select i1 %.298.not8, i1 true, i1 %t144.not, !dbg !154
  %t143.mux = select i1 %.298.not8, double %t143, double %.296, !dbg !154
  %not..298.not8 = xor i1 %.298.not8, true, !dbg !154
  %t144.mux = select i1 %not..298.not8, i1 true, i1 %t144, !dbg !154
  br i1 %brmerge2, label %b26, label %b23, !dbg !154

b23:                                              ; preds = %b21
  %.299 = fcmp olt double %t143, %.296, !dbg !155
  %.300 = select i1 %.299, double %t143, double %.296, !dbg !155
  %.301 = fcmp oeq double %t143, %.296, !dbg !155
  %.302 = bitcast double %t143 to i64, !dbg !155
  %.303 = bitcast double %.296 to i64, !dbg !155
  %.304 = or i64 %.303, %.302, !dbg !155
  %.305 = bitcast i64 %.304 to double, !dbg !155
  %.306 = select i1 %.301, double %.305, double %.300, !dbg !155
  %.307 = fcmp uno double %t143, 0.000000e+00, !dbg !155
  %.308 = select i1 %.307, double %t143, double %.306, !dbg !155
  %.309 = fcmp uno double %.296, 0.000000e+00, !dbg !155
  %.310 = select i1 %.309, double %.296, double %.308, !dbg !155
  %.311 = fcmp ogt double %t143, %.296, !dbg !156
  %.312 = select i1 %.311, double %t143, double %.296, !dbg !156
  %.316 = and i64 %.303, %.302, !dbg !156
  %.317 = bitcast i64 %.316 to double, !dbg !156
  %.318 = select i1 %.301, double %.317, double %.312, !dbg !156
  %.320 = select i1 %.307, double %t143, double %.318, !dbg !156
  %.322 = select i1 %.309, double %.296, double %.320, !dbg !156
  %t153 = fsub double %.310, %.322, !dbg !157
  br label %b26, !dbg !154

b26:                                              ; preds = %b21, %b23, %b20
  %t157 = phi double [ %t143, %b20 ], [ %t143.mux, %b21 ], [ %t153, %b23 ]
  %t158 = phi i1 [ %t144, %b20 ], [ %t144.mux, %b21 ], [ true, %b23 ]
  br i1 %t145, label %b27, label %b48, !dbg !154

b27:                                              ; preds = %b26
  %.324 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !154
  %.325 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.324), !dbg !154
  %.326 = zext i32 %.325 to i64, !dbg !154
  %.327 = add nuw nsw i64 %.326, 16, !dbg !154
  %.328 = icmp ult i32 %.325, 48, !dbg !154
  %.329 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !154
  %.330 = and i64 %.327, 63, !dbg !154
  %0 = shl nuw i64 1, %.330, !dbg !154
  %1 = and i64 %0, %.329, !dbg !154
  %.332 = icmp ne i64 %1, 0, !dbg !154
  %.333 = and i1 %.328, %.332, !dbg !154
  %.334 = trunc i64 %.327 to i32, !dbg !154
  %.335 = shl i32 %.334, 2, !dbg !154
  %.336 = bitcast double %t157 to i64, !dbg !154
  %.337 = trunc i64 %.336 to i32, !dbg !154
  %.338 = lshr i64 %.336, 32, !dbg !154
  %.339 = trunc i64 %.338 to i32, !dbg !154
  %.340 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.335, i32 %.337), !dbg !154
  %.341 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.335, i32 %.339), !dbg !154
  %.342 = zext i32 %.340 to i64, !dbg !154
  %.343 = zext i32 %.341 to i64, !dbg !154
  %.344 = shl nuw i64 %.343, 32, !dbg !154
  %.345 = or i64 %.344, %.342, !dbg !154
  %.346 = bitcast i64 %.345 to double, !dbg !154
  %t159 = select i1 %.333, double %.346, double %t157, !dbg !154
  %.360 = zext i1 %t158 to i32, !dbg !154
  %.361 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.335, i32 %.360), !dbg !154
  %2 = and i32 %.361, 1, !dbg !154
  %.362 = icmp ne i32 %2, 0, !dbg !154
  %t160 = select i1 %.333, i1 %.362, i1 %t158, !dbg !154
  %t161 = icmp slt i32 %.1, 16, !dbg !154
  %t162 = and i1 %t161, %t160, !dbg !154
  %3 = select i1 %t162, i1 %t158, i1 false, !dbg !154
  %t157.mux = select i1 %t162, double %t159, double %t157, !dbg !154
  %t158.mux = select i1 %t162, i1 true, i1 %t158, !dbg !154
  br i1 %3, label %b29, label %b31, !dbg !154

b29:                                              ; preds = %b27
  %.363 = fcmp olt double %t157, %t159, !dbg !155
  %.364 = select i1 %.363, double %t157, double %t159, !dbg !155
  %.365 = fcmp oeq double %t157, %t159, !dbg !155
  %.367 = bitcast double %t159 to i64, !dbg !155
  %.368 = or i64 %.367, %.336, !dbg !155
  %.369 = bitcast i64 %.368 to double, !dbg !155
  %.370 = select i1 %.365, double %.369, double %.364, !dbg !155
  %.371 = fcmp uno double %t157, 0.000000e+00, !dbg !155
  %.372 = select i1 %.371, double %t157, double %.370, !dbg !155
  %.373 = fcmp uno double %t159, 0.000000e+00, !dbg !155
  %.374 = select i1 %.373, double %t159, double %.372, !dbg !155
  %.375 = fcmp ogt double %t157, %t159, !dbg !156
  %.376 = select i1 %.375, double %t157, double %t159, !dbg !156
  %.380 = and i64 %.367, %.336, !dbg !156
  %.381 = bitcast i64 %.380 to double, !dbg !156
  %.382 = select i1 %.365, double %.381, double %.376, !dbg !156
  %.384 = select i1 %.371, double %t157, double %.382, !dbg !156
  %.386 = select i1 %.373, double %t159, double %.384, !dbg !156
  %t165 = fsub double %.374, %.386, !dbg !157
  br label %b31, !dbg !154

b31:                                              ; preds = %b27, %b29
  %t167 = phi double [ %t157.mux, %b27 ], [ %t165, %b29 ]
  %t168 = phi i1 [ %t158.mux, %b27 ], [ true, %b29 ]
  %.391 = add nuw nsw i64 %.326, 8, !dbg !154
  %.392 = icmp ult i32 %.325, 56, !dbg !154
  %.394 = and i64 %.391, 63, !dbg !154
  %4 = shl nuw i64 1, %.394, !dbg !154
  %5 = and i64 %4, %.329, !dbg !154
  %.396 = icmp ne i64 %5, 0, !dbg !154
  %.397 = and i1 %.392, %.396, !dbg !154
  %.398 = trunc i64 %.391 to i32, !dbg !154
  %.399 = shl i32 %.398, 2, !dbg !154
  %.400 = bitcast double %t167 to i64, !dbg !154
  %.401 = trunc i64 %.400 to i32, !dbg !154
  %.402 = lshr i64 %.400, 32, !dbg !154
  %.403 = trunc i64 %.402 to i32, !dbg !154
  %.404 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.399, i32 %.401), !dbg !154
  %.405 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.399, i32 %.403), !dbg !154
  %.406 = zext i32 %.404 to i64, !dbg !154
  %.407 = zext i32 %.405 to i64, !dbg !154
  %.408 = shl nuw i64 %.407, 32, !dbg !154
  %.409 = or i64 %.408, %.406, !dbg !154
  %.410 = bitcast i64 %.409 to double, !dbg !154
  %t169 = select i1 %.397, double %.410, double %t167, !dbg !154
  %.424 = zext i1 %t168 to i32, !dbg !154
  %.425 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.399, i32 %.424), !dbg !154
  %6 = and i32 %.425, 1, !dbg !154
  %.426 = icmp ne i32 %6, 0, !dbg !154
  %t170 = select i1 %.397, i1 %.426, i1 %t168, !dbg !154
  %t171 = icmp slt i32 %.1, 24, !dbg !154
  %t172 = and i1 %t171, %t170, !dbg !154
  %7 = select i1 %t172, i1 %t168, i1 false, !dbg !154
  %t167.mux = select i1 %t172, double %t169, double %t167, !dbg !154
  %t168.mux = select i1 %t172, i1 true, i1 %t168, !dbg !154
  br i1 %7, label %b33, label %b35, !dbg !154

b33:                                              ; preds = %b31
  %.427 = fcmp olt double %t167, %t169, !dbg !155
  %.428 = select i1 %.427, double %t167, double %t169, !dbg !155
  %.429 = fcmp oeq double %t167, %t169, !dbg !155
  %.431 = bitcast double %t169 to i64, !dbg !155
  %.432 = or i64 %.431, %.400, !dbg !155
  %.433 = bitcast i64 %.432 to double, !dbg !155
  %.434 = select i1 %.429, double %.433, double %.428, !dbg !155
  %.435 = fcmp uno double %t167, 0.000000e+00, !dbg !155
  %.436 = select i1 %.435, double %t167, double %.434, !dbg !155
  %.437 = fcmp uno double %t169, 0.000000e+00, !dbg !155
  %.438 = select i1 %.437, double %t169, double %.436, !dbg !155
  %.439 = fcmp ogt double %t167, %t169, !dbg !156
  %.440 = select i1 %.439, double %t167, double %t169, !dbg !156
  %.444 = and i64 %.431, %.400, !dbg !156
  %.445 = bitcast i64 %.444 to double, !dbg !156
  %.446 = select i1 %.429, double %.445, double %.440, !dbg !156
  %.448 = select i1 %.435, double %t167, double %.446, !dbg !156
  %.450 = select i1 %.437, double %t169, double %.448, !dbg !156
  %t175 = fsub double %.438, %.450, !dbg !157
  br label %b35, !dbg !154

b35:                                              ; preds = %b31, %b33
  %t177 = phi double [ %t167.mux, %b31 ], [ %t175, %b33 ]
  %t178 = phi i1 [ %t168.mux, %b31 ], [ true, %b33 ]
  %.455 = add nuw nsw i64 %.326, 4, !dbg !154
  %.456 = icmp ult i32 %.325, 60, !dbg !154
  %.458 = and i64 %.455, 63, !dbg !154
  %8 = shl nuw i64 1, %.458, !dbg !154
  %9 = and i64 %8, %.329, !dbg !154
  %.460 = icmp ne i64 %9, 0, !dbg !154
  %.461 = and i1 %.456, %.460, !dbg !154
  %.462 = trunc i64 %.455 to i32, !dbg !154
  %.463 = shl i32 %.462, 2, !dbg !154
  %.464 = bitcast double %t177 to i64, !dbg !154
  %.465 = trunc i64 %.464 to i32, !dbg !154
  %.466 = lshr i64 %.464, 32, !dbg !154
  %.467 = trunc i64 %.466 to i32, !dbg !154
  %.468 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.463, i32 %.465), !dbg !154
  %.469 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.463, i32 %.467), !dbg !154
  %.470 = zext i32 %.468 to i64, !dbg !154
  %.471 = zext i32 %.469 to i64, !dbg !154
  %.472 = shl nuw i64 %.471, 32, !dbg !154
  %.473 = or i64 %.472, %.470, !dbg !154
  %.474 = bitcast i64 %.473 to double, !dbg !154
  %t179 = select i1 %.461, double %.474, double %t177, !dbg !154
  %.488 = zext i1 %t178 to i32, !dbg !154
  %.489 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.463, i32 %.488), !dbg !154
  %10 = and i32 %.489, 1, !dbg !154
  %.490 = icmp ne i32 %10, 0, !dbg !154
  %t180 = select i1 %.461, i1 %.490, i1 %t178, !dbg !154
  %t181 = icmp slt i32 %.1, 28, !dbg !154
  %t182 = and i1 %t181, %t180, !dbg !154
  %11 = select i1 %t182, i1 %t178, i1 false, !dbg !154
  %t177.mux = select i1 %t182, double %t179, double %t177, !dbg !154
  %t178.mux = select i1 %t182, i1 true, i1 %t178, !dbg !154
  br i1 %11, label %b37, label %b39, !dbg !154

b37:                                              ; preds = %b35
  %.491 = fcmp olt double %t177, %t179, !dbg !155
  %.492 = select i1 %.491, double %t177, double %t179, !dbg !155
  %.493 = fcmp oeq double %t177, %t179, !dbg !155
  %.495 = bitcast double %t179 to i64, !dbg !155
  %.496 = or i64 %.495, %.464, !dbg !155
  %.497 = bitcast i64 %.496 to double, !dbg !155
  %.498 = select i1 %.493, double %.497, double %.492, !dbg !155
  %.499 = fcmp uno double %t177, 0.000000e+00, !dbg !155
  %.500 = select i1 %.499, double %t177, double %.498, !dbg !155
  %.501 = fcmp uno double %t179, 0.000000e+00, !dbg !155
  %.502 = select i1 %.501, double %t179, double %.500, !dbg !155
  %.503 = fcmp ogt double %t177, %t179, !dbg !156
  %.504 = select i1 %.503, double %t177, double %t179, !dbg !156
  %.508 = and i64 %.495, %.464, !dbg !156
  %.509 = bitcast i64 %.508 to double, !dbg !156
  %.510 = select i1 %.493, double %.509, double %.504, !dbg !156
  %.512 = select i1 %.499, double %t177, double %.510, !dbg !156
  %.514 = select i1 %.501, double %t179, double %.512, !dbg !156
  %t185 = fsub double %.502, %.514, !dbg !157
  br label %b39, !dbg !154

b39:                                              ; preds = %b35, %b37
  %t187 = phi double [ %t177.mux, %b35 ], [ %t185, %b37 ]
  %t188 = phi i1 [ %t178.mux, %b35 ], [ true, %b37 ]
  %.519 = add nuw nsw i64 %.326, 2, !dbg !154
  %.520 = icmp ult i32 %.325, 62, !dbg !154
  %.522 = and i64 %.519, 63, !dbg !154
  %12 = shl nuw i64 1, %.522, !dbg !154
  %13 = and i64 %12, %.329, !dbg !154
  %.524 = icmp ne i64 %13, 0, !dbg !154
  %.525 = and i1 %.520, %.524, !dbg !154
  %.526 = trunc i64 %.519 to i32, !dbg !154
  %.527 = shl i32 %.526, 2, !dbg !154
  %.528 = bitcast double %t187 to i64, !dbg !154
  %.529 = trunc i64 %.528 to i32, !dbg !154
  %.530 = lshr i64 %.528, 32, !dbg !154
  %.531 = trunc i64 %.530 to i32, !dbg !154
  %.532 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.527, i32 %.529), !dbg !154
  %.533 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.527, i32 %.531), !dbg !154
  %.534 = zext i32 %.532 to i64, !dbg !154
  %.535 = zext i32 %.533 to i64, !dbg !154
  %.536 = shl nuw i64 %.535, 32, !dbg !154
  %.537 = or i64 %.536, %.534, !dbg !154
  %.538 = bitcast i64 %.537 to double, !dbg !154
  %t189 = select i1 %.525, double %.538, double %t187, !dbg !154
  %.552 = zext i1 %t188 to i32, !dbg !154
  %.553 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.527, i32 %.552), !dbg !154
  %14 = and i32 %.553, 1, !dbg !154
  %.554 = icmp ne i32 %14, 0, !dbg !154
  %t190 = select i1 %.525, i1 %.554, i1 %t188, !dbg !154
  %t191 = icmp slt i32 %.1, 30, !dbg !154
  %t192 = and i1 %t191, %t190, !dbg !154
  %15 = select i1 %t192, i1 %t188, i1 false, !dbg !154
  %t187.mux = select i1 %t192, double %t189, double %t187, !dbg !154
  %t188.mux = select i1 %t192, i1 true, i1 %t188, !dbg !154
  br i1 %15, label %b41, label %b43, !dbg !154

b41:                                              ; preds = %b39
  %.555 = fcmp olt double %t187, %t189, !dbg !155
  %.556 = select i1 %.555, double %t187, double %t189, !dbg !155
  %.557 = fcmp oeq double %t187, %t189, !dbg !155
  %.559 = bitcast double %t189 to i64, !dbg !155
  %.560 = or i64 %.559, %.528, !dbg !155
  %.561 = bitcast i64 %.560 to double, !dbg !155
  %.562 = select i1 %.557, double %.561, double %.556, !dbg !155
  %.563 = fcmp uno double %t187, 0.000000e+00, !dbg !155
  %.564 = select i1 %.563, double %t187, double %.562, !dbg !155
  %.565 = fcmp uno double %t189, 0.000000e+00, !dbg !155
  %.566 = select i1 %.565, double %t189, double %.564, !dbg !155
  %.567 = fcmp ogt double %t187, %t189, !dbg !156
  %.568 = select i1 %.567, double %t187, double %t189, !dbg !156
  %.572 = and i64 %.559, %.528, !dbg !156
  %.573 = bitcast i64 %.572 to double, !dbg !156
  %.574 = select i1 %.557, double %.573, double %.568, !dbg !156
  %.576 = select i1 %.563, double %t187, double %.574, !dbg !156
  %.578 = select i1 %.565, double %t189, double %.576, !dbg !156
  %t195 = fsub double %.566, %.578, !dbg !157
  br label %b43, !dbg !154

b43:                                              ; preds = %b39, %b41
  %t197 = phi double [ %t187.mux, %b39 ], [ %t195, %b41 ]
  %t198 = phi i1 [ %t188.mux, %b39 ], [ true, %b41 ]
  %.583 = add nuw nsw i64 %.326, 1, !dbg !154
  %.584 = icmp ult i32 %.325, 63, !dbg !154
  %.586 = and i64 %.583, 63, !dbg !154
  %16 = shl nuw i64 1, %.586, !dbg !154
  %17 = and i64 %16, %.329, !dbg !154
  %.588 = icmp ne i64 %17, 0, !dbg !154
  %.589 = and i1 %.584, %.588, !dbg !154
  %.590 = trunc i64 %.583 to i32, !dbg !154
  %.591 = shl i32 %.590, 2, !dbg !154
  %.592 = bitcast double %t197 to i64, !dbg !154
  %.593 = trunc i64 %.592 to i32, !dbg !154
  %.594 = lshr i64 %.592, 32, !dbg !154
  %.595 = trunc i64 %.594 to i32, !dbg !154
  %.596 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.591, i32 %.593), !dbg !154
  %.597 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.591, i32 %.595), !dbg !154
  %.598 = zext i32 %.596 to i64, !dbg !154
  %.599 = zext i32 %.597 to i64, !dbg !154
  %.600 = shl nuw i64 %.599, 32, !dbg !154
  %.601 = or i64 %.600, %.598, !dbg !154
  %.602 = bitcast i64 %.601 to double, !dbg !154
  %t199 = select i1 %.589, double %.602, double %t197, !dbg !154
  %.616 = zext i1 %t198 to i32, !dbg !154
  %.617 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.591, i32 %.616), !dbg !154
  %18 = and i32 %.617, 1, !dbg !154
  %.618 = icmp ne i32 %18, 0, !dbg !154
  %t200 = select i1 %.589, i1 %.618, i1 %t198, !dbg !154
  %t201 = icmp slt i32 %.1, 31, !dbg !154
  %t202 = and i1 %t201, %t200, !dbg !154
  %19 = select i1 %t202, i1 %t198, i1 false, !dbg !154
  %t197.mux = select i1 %t202, double %t199, double %t197, !dbg !154
  %t198.mux = select i1 %t202, i1 true, i1 %t198, !dbg !154
  br i1 %19, label %b45, label %b48, !dbg !154

b45:                                              ; preds = %b43
  %.619 = fcmp olt double %t197, %t199, !dbg !155
  %.620 = select i1 %.619, double %t197, double %t199, !dbg !155
  %.621 = fcmp oeq double %t197, %t199, !dbg !155
  %.623 = bitcast double %t199 to i64, !dbg !155
  %.624 = or i64 %.623, %.592, !dbg !155
  %.625 = bitcast i64 %.624 to double, !dbg !155
  %.626 = select i1 %.621, double %.625, double %.620, !dbg !155
  %.627 = fcmp uno double %t197, 0.000000e+00, !dbg !155
  %.628 = select i1 %.627, double %t197, double %.626, !dbg !155
  %.629 = fcmp uno double %t199, 0.000000e+00, !dbg !155
  %.630 = select i1 %.629, double %t199, double %.628, !dbg !155
  %.631 = fcmp ogt double %t197, %t199, !dbg !156
  %.632 = select i1 %.631, double %t197, double %t199, !dbg !156
  %.636 = and i64 %.623, %.592, !dbg !156
  %.637 = bitcast i64 %.636 to double, !dbg !156
  %.638 = select i1 %.621, double %.637, double %.632, !dbg !156
  %.640 = select i1 %.627, double %t197, double %.638, !dbg !156
  %.642 = select i1 %.629, double %t199, double %.640, !dbg !156
  %t205 = fsub double %.630, %.642, !dbg !157
  br label %b48, !dbg !154

b48:                                              ; preds = %b43, %b45, %b26
  %t209 = phi double [ %t157, %b26 ], [ %t197.mux, %b43 ], [ %t205, %b45 ]
  %t210 = phi i1 [ %t158, %b26 ], [ %t198.mux, %b43 ], [ true, %b45 ]
  %t211 = icmp eq i32 %.1, 0, !dbg !154
  %t212 = and i1 %t211, %t210, !dbg !154
  br i1 %t212, label %b49, label %b50, !dbg !154

b49:                                              ; preds = %b48
  %t213 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t5, !dbg !154
  store double %t209, ptr addrspace(1) %t213, align 8, !dbg !154
  br label %b50, !dbg !154

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !154
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, double %a3, i8 %a4) local_unnamed_addr #1 !dbg !158 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !159
  %t3 = sext i32 %.2 to i64, !dbg !159
  %t4 = icmp slt i64 %t3, %a0, !dbg !159
  br i1 %t4, label %b1, label %b2, !dbg !159

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t3, !dbg !159
  %.3 = load double, ptr addrspace(1) %t5, align 8, !dbg !159, !amdgpu.noclobber !6
  br label %b2, !dbg !159

b2:                                               ; preds = %b1, %entry
  %t7 = phi double [ %.3, %b1 ], [ 0.000000e+00, %entry ]
  %t1012 = add nsw i64 %t3, 256, !dbg !159
  %t1213 = icmp slt i64 %t1012, %a0, !dbg !159
  br i1 %t1213, label %b4, label %b5, !dbg !159

b4:                                               ; preds = %b2, %b4
  %t1015 = phi i64 [ %t10, %b4 ], [ %t1012, %b2 ]
  %t1114 = phi double [ %t17, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t1015, !dbg !159
  %.4 = load double, ptr addrspace(1) %t13, align 8, !dbg !159, !amdgpu.noclobber !6
  %.5 = fcmp olt double %t1114, %.4, !dbg !160
  %.6 = select i1 %.5, double %t1114, double %.4, !dbg !160
  %.7 = fcmp oeq double %t1114, %.4, !dbg !160
  %.8 = bitcast double %t1114 to i64, !dbg !160
  %.9 = bitcast double %.4 to i64, !dbg !160
  %.10 = or i64 %.9, %.8, !dbg !160
  %.11 = bitcast i64 %.10 to double, !dbg !160
  %.12 = select i1 %.7, double %.11, double %.6, !dbg !160
  %.13 = fcmp uno double %t1114, 0.000000e+00, !dbg !160
  %.14 = select i1 %.13, double %t1114, double %.12, !dbg !160
  %.15 = fcmp uno double %.4, 0.000000e+00, !dbg !160
  %.16 = select i1 %.15, double %.4, double %.14, !dbg !160
  %.17 = fcmp ogt double %t1114, %.4, !dbg !161
  %.18 = select i1 %.17, double %t1114, double %.4, !dbg !161
  %.22 = and i64 %.9, %.8, !dbg !161
  %.23 = bitcast i64 %.22 to double, !dbg !161
  %.24 = select i1 %.7, double %.23, double %.18, !dbg !161
  %.26 = select i1 %.13, double %t1114, double %.24, !dbg !161
  %.28 = select i1 %.15, double %.4, double %.26, !dbg !161
  %t17 = fsub double %.16, %.28, !dbg !162
  %t10 = add i64 %t1015, 256, !dbg !159
  %t12 = icmp slt i64 %t10, %a0, !dbg !159
  br i1 %t12, label %b4, label %b5, !dbg !159

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi double [ %t7, %b2 ], [ %t17, %b4 ]
  %t19 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !159
  store double %t11.lcssa, ptr addrspace(3) %t19, align 8, !dbg !159
  %t20 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !159
  %.29 = zext i1 %t4 to i8, !dbg !159
  store i8 %.29, ptr addrspace(3) %t20, align 1, !dbg !159
  fence syncscope("workgroup") release, !dbg !159
  tail call void @llvm.amdgcn.s.barrier(), !dbg !159
  fence syncscope("workgroup") acquire, !dbg !159
  %t21 = icmp slt i32 %.2, 128, !dbg !159
  br i1 %t21, label %b6, label %b11, !dbg !159

b6:                                               ; preds = %b5
  %t22 = add nsw i32 %.2, 128, !dbg !159
  %t23 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t22, !dbg !159
  %.30 = load double, ptr addrspace(3) %t23, align 8, !dbg !159
  %t25 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t22, !dbg !159
  %.31 = load i8, ptr addrspace(3) %t25, align 1, !dbg !159
  %.32.not11 = icmp eq i8 %.31, 0, !dbg !159
  %t8.not = xor i1 %t4, true, !dbg !159
  %brmerge = or i1 %.32.not11, %t8.not, !dbg !159
  %t11.mux = select i1 %.32.not11, double %t11.lcssa, double %.30, !dbg !159
  %not..32.not11 = xor i1 %.32.not11, true, !dbg !159
  %t8.mux = select i1 %not..32.not11, i1 true, i1 %t4, !dbg !159
  br i1 %brmerge, label %b10, label %b8, !dbg !159

b8:                                               ; preds = %b6
  %.33 = fcmp olt double %t11.lcssa, %.30, !dbg !160
  %.34 = select i1 %.33, double %t11.lcssa, double %.30, !dbg !160
  %.35 = fcmp oeq double %t11.lcssa, %.30, !dbg !160
  %.36 = bitcast double %t11.lcssa to i64, !dbg !160
  %.37 = bitcast double %.30 to i64, !dbg !160
  %.38 = or i64 %.37, %.36, !dbg !160
  %.39 = bitcast i64 %.38 to double, !dbg !160
  %.40 = select i1 %.35, double %.39, double %.34, !dbg !160
  %.41 = fcmp uno double %t11.lcssa, 0.000000e+00, !dbg !160
  %.42 = select i1 %.41, double %t11.lcssa, double %.40, !dbg !160
  %.43 = fcmp uno double %.30, 0.000000e+00, !dbg !160
  %.44 = select i1 %.43, double %.30, double %.42, !dbg !160
  %.45 = fcmp ogt double %t11.lcssa, %.30, !dbg !161
  %.46 = select i1 %.45, double %t11.lcssa, double %.30, !dbg !161
  %.50 = and i64 %.37, %.36, !dbg !161
  %.51 = bitcast i64 %.50 to double, !dbg !161
  %.52 = select i1 %.35, double %.51, double %.46, !dbg !161
  %.54 = select i1 %.41, double %t11.lcssa, double %.52, !dbg !161
  %.56 = select i1 %.43, double %.30, double %.54, !dbg !161
  %t29 = fsub double %.44, %.56, !dbg !162
  br label %b10, !dbg !159

b10:                                              ; preds = %b6, %b8
  %t31 = phi double [ %t11.mux, %b6 ], [ %t29, %b8 ]
  %t32 = phi i1 [ %t8.mux, %b6 ], [ true, %b8 ]
  store double %t31, ptr addrspace(3) %t19, align 8, !dbg !159
  %.57 = zext i1 %t32 to i8, !dbg !159
  store i8 %.57, ptr addrspace(3) %t20, align 1, !dbg !159
  br label %b11, !dbg !159

b11:                                              ; preds = %b10, %b5
  %t33 = phi double [ %t31, %b10 ], [ %t11.lcssa, %b5 ]
  %t34 = phi i1 [ %t32, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !159
  tail call void @llvm.amdgcn.s.barrier(), !dbg !159
  fence syncscope("workgroup") acquire, !dbg !159
  %t35 = icmp slt i32 %.2, 64, !dbg !159
  br i1 %t35, label %b12, label %b17, !dbg !159

b12:                                              ; preds = %b11
  %t36 = add nsw i32 %.2, 64, !dbg !159
  %t37 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t36, !dbg !159
  %.58 = load double, ptr addrspace(3) %t37, align 8, !dbg !159
  %t39 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t36, !dbg !159
  %.59 = load i8, ptr addrspace(3) %t39, align 1, !dbg !159
  %.60.not10 = icmp eq i8 %.59, 0, !dbg !159
  %t34.not = xor i1 %t34, true, !dbg !159
  %brmerge1 = select i1 %.60.not10, i1 true, i1 %t34.not, !dbg !159
  %t33.mux = select i1 %.60.not10, double %t33, double %.58, !dbg !159
  %not..60.not10 = xor i1 %.60.not10, true, !dbg !159
  %t34.mux = select i1 %not..60.not10, i1 true, i1 %t34, !dbg !159
  br i1 %brmerge1, label %b16, label %b14, !dbg !159

b14:                                              ; preds = %b12
  %.61 = fcmp olt double %t33, %.58, !dbg !160
  %.62 = select i1 %.61, double %t33, double %.58, !dbg !160
  %.63 = fcmp oeq double %t33, %.58, !dbg !160
  %.64 = bitcast double %t33 to i64, !dbg !160
  %.65 = bitcast double %.58 to i64, !dbg !160
  %.66 = or i64 %.65, %.64, !dbg !160
  %.67 = bitcast i64 %.66 to double, !dbg !160
  %.68 = select i1 %.63, double %.67, double %.62, !dbg !160
  %.69 = fcmp uno double %t33, 0.000000e+00, !dbg !160
  %.70 = select i1 %.69, double %t33, double %.68, !dbg !160
  %.71 = fcmp uno double %.58, 0.000000e+00, !dbg !160
  %.72 = select i1 %.71, double %.58, double %.70, !dbg !160
  %.73 = fcmp ogt double %t33, %.58, !dbg !161
  %.74 = select i1 %.73, double %t33, double %.58, !dbg !161
  %.78 = and i64 %.65, %.64, !dbg !161
  %.79 = bitcast i64 %.78 to double, !dbg !161
  %.80 = select i1 %.63, double %.79, double %.74, !dbg !161
  %.82 = select i1 %.69, double %t33, double %.80, !dbg !161
  %.84 = select i1 %.71, double %.58, double %.82, !dbg !161
  %t43 = fsub double %.72, %.84, !dbg !162
  br label %b16, !dbg !159

b16:                                              ; preds = %b12, %b14
  %t45 = phi double [ %t33.mux, %b12 ], [ %t43, %b14 ]
  %t46 = phi i1 [ %t34.mux, %b12 ], [ true, %b14 ]
  store double %t45, ptr addrspace(3) %t19, align 8, !dbg !159
  %.85 = zext i1 %t46 to i8, !dbg !159
  store i8 %.85, ptr addrspace(3) %t20, align 1, !dbg !159
  br label %b17, !dbg !159

b17:                                              ; preds = %b16, %b11
  %t47 = phi double [ %t45, %b16 ], [ %t33, %b11 ]
  %t48 = phi i1 [ %t46, %b16 ], [ %t34, %b11 ]
  fence syncscope("workgroup") release, !dbg !159
  tail call void @llvm.amdgcn.s.barrier(), !dbg !159
  fence syncscope("workgroup") acquire, !dbg !159
  %t49 = icmp slt i32 %.2, 32, !dbg !159
  br i1 %t49, label %b18, label %b23, !dbg !159

b18:                                              ; preds = %b17
  %t50 = add nsw i32 %.2, 32, !dbg !159
  %t51 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t50, !dbg !159
  %.86 = load double, ptr addrspace(3) %t51, align 8, !dbg !159
  %t53 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t50, !dbg !159
  %.87 = load i8, ptr addrspace(3) %t53, align 1, !dbg !159
  %.88.not9 = icmp eq i8 %.87, 0, !dbg !159
  %t48.not = xor i1 %t48, true, !dbg !159
  %brmerge2 = select i1 %.88.not9, i1 true, i1 %t48.not, !dbg !159
  %t47.mux = select i1 %.88.not9, double %t47, double %.86, !dbg !159
  %not..88.not9 = xor i1 %.88.not9, true, !dbg !159
  %t48.mux = select i1 %not..88.not9, i1 true, i1 %t48, !dbg !159
  br i1 %brmerge2, label %b23, label %b20, !dbg !159

b20:                                              ; preds = %b18
  %.89 = fcmp olt double %t47, %.86, !dbg !160
  %.90 = select i1 %.89, double %t47, double %.86, !dbg !160
  %.91 = fcmp oeq double %t47, %.86, !dbg !160
  %.92 = bitcast double %t47 to i64, !dbg !160
  %.93 = bitcast double %.86 to i64, !dbg !160
  %.94 = or i64 %.93, %.92, !dbg !160
  %.95 = bitcast i64 %.94 to double, !dbg !160
  %.96 = select i1 %.91, double %.95, double %.90, !dbg !160
  %.97 = fcmp uno double %t47, 0.000000e+00, !dbg !160
  %.98 = select i1 %.97, double %t47, double %.96, !dbg !160
  %.99 = fcmp uno double %.86, 0.000000e+00, !dbg !160
  %.100 = select i1 %.99, double %.86, double %.98, !dbg !160
  %.101 = fcmp ogt double %t47, %.86, !dbg !161
  %.102 = select i1 %.101, double %t47, double %.86, !dbg !161
  %.106 = and i64 %.93, %.92, !dbg !161
  %.107 = bitcast i64 %.106 to double, !dbg !161
  %.108 = select i1 %.91, double %.107, double %.102, !dbg !161
  %.110 = select i1 %.97, double %t47, double %.108, !dbg !161
  %.112 = select i1 %.99, double %.86, double %.110, !dbg !161
  %t57 = fsub double %.100, %.112, !dbg !162
  br label %b23, !dbg !159

b23:                                              ; preds = %b18, %b20, %b17
  %t61 = phi double [ %t47, %b17 ], [ %t47.mux, %b18 ], [ %t57, %b20 ]
  %t62 = phi i1 [ %t48, %b17 ], [ %t48.mux, %b18 ], [ true, %b20 ]
  br i1 %t49, label %b24, label %b45, !dbg !159

b24:                                              ; preds = %b23
  %.114 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !159
  %.115 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.114), !dbg !159
  %.116 = zext i32 %.115 to i64, !dbg !159
  %.117 = add nuw nsw i64 %.116, 16, !dbg !159
  %.118 = icmp ult i32 %.115, 48, !dbg !159
  %.119 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !159
  %.120 = and i64 %.117, 63, !dbg !159
  %0 = shl nuw i64 1, %.120, !dbg !159
  %1 = and i64 %0, %.119, !dbg !159
  %.122 = icmp ne i64 %1, 0, !dbg !159
  %.123 = and i1 %.118, %.122, !dbg !159
  %.124 = trunc i64 %.117 to i32, !dbg !159
  %.125 = shl i32 %.124, 2, !dbg !159
  %.126 = bitcast double %t61 to i64, !dbg !159
  %.127 = trunc i64 %.126 to i32, !dbg !159
  %.128 = lshr i64 %.126, 32, !dbg !159
  %.129 = trunc i64 %.128 to i32, !dbg !159
  %.130 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %.127), !dbg !159
  %.131 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %.129), !dbg !159
  %.132 = zext i32 %.130 to i64, !dbg !159
  %.133 = zext i32 %.131 to i64, !dbg !159
  %.134 = shl nuw i64 %.133, 32, !dbg !159
  %.135 = or i64 %.134, %.132, !dbg !159
  %.136 = bitcast i64 %.135 to double, !dbg !159
  %t63 = select i1 %.123, double %.136, double %t61, !dbg !159
  %.150 = zext i1 %t62 to i32, !dbg !159
  %.151 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %.150), !dbg !159
  %2 = and i32 %.151, 1, !dbg !159
  %.152 = icmp ne i32 %2, 0, !dbg !159
  %t64 = select i1 %.123, i1 %.152, i1 %t62, !dbg !159
  %t65 = icmp slt i32 %.2, 16, !dbg !159
  %t66 = and i1 %t65, %t64, !dbg !159
  %3 = select i1 %t66, i1 %t62, i1 false, !dbg !159
  %t61.mux = select i1 %t66, double %t63, double %t61, !dbg !159
  %t62.mux = select i1 %t66, i1 true, i1 %t62, !dbg !159
  br i1 %3, label %b26, label %b28, !dbg !159

b26:                                              ; preds = %b24
  %.153 = fcmp olt double %t61, %t63, !dbg !160
  %.154 = select i1 %.153, double %t61, double %t63, !dbg !160
  %.155 = fcmp oeq double %t61, %t63, !dbg !160
  %.157 = bitcast double %t63 to i64, !dbg !160
  %.158 = or i64 %.157, %.126, !dbg !160
  %.159 = bitcast i64 %.158 to double, !dbg !160
  %.160 = select i1 %.155, double %.159, double %.154, !dbg !160
  %.161 = fcmp uno double %t61, 0.000000e+00, !dbg !160
  %.162 = select i1 %.161, double %t61, double %.160, !dbg !160
  %.163 = fcmp uno double %t63, 0.000000e+00, !dbg !160
  %.164 = select i1 %.163, double %t63, double %.162, !dbg !160
  %.165 = fcmp ogt double %t61, %t63, !dbg !161
  %.166 = select i1 %.165, double %t61, double %t63, !dbg !161
  %.170 = and i64 %.157, %.126, !dbg !161
  %.171 = bitcast i64 %.170 to double, !dbg !161
  %.172 = select i1 %.155, double %.171, double %.166, !dbg !161
  %.174 = select i1 %.161, double %t61, double %.172, !dbg !161
  %.176 = select i1 %.163, double %t63, double %.174, !dbg !161
  %t69 = fsub double %.164, %.176, !dbg !162
  br label %b28, !dbg !159

b28:                                              ; preds = %b24, %b26
  %t71 = phi double [ %t61.mux, %b24 ], [ %t69, %b26 ]
  %t72 = phi i1 [ %t62.mux, %b24 ], [ true, %b26 ]
  %.181 = add nuw nsw i64 %.116, 8, !dbg !159
  %.182 = icmp ult i32 %.115, 56, !dbg !159
  %.184 = and i64 %.181, 63, !dbg !159
  %4 = shl nuw i64 1, %.184, !dbg !159
  %5 = and i64 %4, %.119, !dbg !159
  %.186 = icmp ne i64 %5, 0, !dbg !159
  %.187 = and i1 %.182, %.186, !dbg !159
  %.188 = trunc i64 %.181 to i32, !dbg !159
  %.189 = shl i32 %.188, 2, !dbg !159
  %.190 = bitcast double %t71 to i64, !dbg !159
  %.191 = trunc i64 %.190 to i32, !dbg !159
  %.192 = lshr i64 %.190, 32, !dbg !159
  %.193 = trunc i64 %.192 to i32, !dbg !159
  %.194 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.191), !dbg !159
  %.195 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.193), !dbg !159
  %.196 = zext i32 %.194 to i64, !dbg !159
  %.197 = zext i32 %.195 to i64, !dbg !159
  %.198 = shl nuw i64 %.197, 32, !dbg !159
  %.199 = or i64 %.198, %.196, !dbg !159
  %.200 = bitcast i64 %.199 to double, !dbg !159
  %t73 = select i1 %.187, double %.200, double %t71, !dbg !159
  %.214 = zext i1 %t72 to i32, !dbg !159
  %.215 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.214), !dbg !159
  %6 = and i32 %.215, 1, !dbg !159
  %.216 = icmp ne i32 %6, 0, !dbg !159
  %t74 = select i1 %.187, i1 %.216, i1 %t72, !dbg !159
  %t75 = icmp slt i32 %.2, 24, !dbg !159
  %t76 = and i1 %t75, %t74, !dbg !159
  %7 = select i1 %t76, i1 %t72, i1 false, !dbg !159
  %t71.mux = select i1 %t76, double %t73, double %t71, !dbg !159
  %t72.mux = select i1 %t76, i1 true, i1 %t72, !dbg !159
  br i1 %7, label %b30, label %b32, !dbg !159

b30:                                              ; preds = %b28
  %.217 = fcmp olt double %t71, %t73, !dbg !160
  %.218 = select i1 %.217, double %t71, double %t73, !dbg !160
  %.219 = fcmp oeq double %t71, %t73, !dbg !160
  %.221 = bitcast double %t73 to i64, !dbg !160
  %.222 = or i64 %.221, %.190, !dbg !160
  %.223 = bitcast i64 %.222 to double, !dbg !160
  %.224 = select i1 %.219, double %.223, double %.218, !dbg !160
  %.225 = fcmp uno double %t71, 0.000000e+00, !dbg !160
  %.226 = select i1 %.225, double %t71, double %.224, !dbg !160
  %.227 = fcmp uno double %t73, 0.000000e+00, !dbg !160
  %.228 = select i1 %.227, double %t73, double %.226, !dbg !160
  %.229 = fcmp ogt double %t71, %t73, !dbg !161
  %.230 = select i1 %.229, double %t71, double %t73, !dbg !161
  %.234 = and i64 %.221, %.190, !dbg !161
  %.235 = bitcast i64 %.234 to double, !dbg !161
  %.236 = select i1 %.219, double %.235, double %.230, !dbg !161
  %.238 = select i1 %.225, double %t71, double %.236, !dbg !161
  %.240 = select i1 %.227, double %t73, double %.238, !dbg !161
  %t79 = fsub double %.228, %.240, !dbg !162
  br label %b32, !dbg !159

b32:                                              ; preds = %b28, %b30
  %t81 = phi double [ %t71.mux, %b28 ], [ %t79, %b30 ]
  %t82 = phi i1 [ %t72.mux, %b28 ], [ true, %b30 ]
  %.245 = add nuw nsw i64 %.116, 4, !dbg !159
  %.246 = icmp ult i32 %.115, 60, !dbg !159
  %.248 = and i64 %.245, 63, !dbg !159
  %8 = shl nuw i64 1, %.248, !dbg !159
  %9 = and i64 %8, %.119, !dbg !159
  %.250 = icmp ne i64 %9, 0, !dbg !159
  %.251 = and i1 %.246, %.250, !dbg !159
  %.252 = trunc i64 %.245 to i32, !dbg !159
  %.253 = shl i32 %.252, 2, !dbg !159
  %.254 = bitcast double %t81 to i64, !dbg !159
  %.255 = trunc i64 %.254 to i32, !dbg !159
  %.256 = lshr i64 %.254, 32, !dbg !159
  %.257 = trunc i64 %.256 to i32, !dbg !159
  %.258 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.253, i32 %.255), !dbg !159
  %.259 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.253, i32 %.257), !dbg !159
  %.260 = zext i32 %.258 to i64, !dbg !159
  %.261 = zext i32 %.259 to i64, !dbg !159
  %.262 = shl nuw i64 %.261, 32, !dbg !159
  %.263 = or i64 %.262, %.260, !dbg !159
  %.264 = bitcast i64 %.263 to double, !dbg !159
  %t83 = select i1 %.251, double %.264, double %t81, !dbg !159
  %.278 = zext i1 %t82 to i32, !dbg !159
  %.279 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.253, i32 %.278), !dbg !159
  %10 = and i32 %.279, 1, !dbg !159
  %.280 = icmp ne i32 %10, 0, !dbg !159
  %t84 = select i1 %.251, i1 %.280, i1 %t82, !dbg !159
  %t85 = icmp slt i32 %.2, 28, !dbg !159
  %t86 = and i1 %t85, %t84, !dbg !159
  %11 = select i1 %t86, i1 %t82, i1 false, !dbg !159
  %t81.mux = select i1 %t86, double %t83, double %t81, !dbg !159
  %t82.mux = select i1 %t86, i1 true, i1 %t82, !dbg !159
  br i1 %11, label %b34, label %b36, !dbg !159

b34:                                              ; preds = %b32
  %.281 = fcmp olt double %t81, %t83, !dbg !160
  %.282 = select i1 %.281, double %t81, double %t83, !dbg !160
  %.283 = fcmp oeq double %t81, %t83, !dbg !160
  %.285 = bitcast double %t83 to i64, !dbg !160
  %.286 = or i64 %.285, %.254, !dbg !160
  %.287 = bitcast i64 %.286 to double, !dbg !160
  %.288 = select i1 %.283, double %.287, double %.282, !dbg !160
  %.289 = fcmp uno double %t81, 0.000000e+00, !dbg !160
  %.290 = select i1 %.289, double %t81, double %.288, !dbg !160
  %.291 = fcmp uno double %t83, 0.000000e+00, !dbg !160
  %.292 = select i1 %.291, double %t83, double %.290, !dbg !160
  %.293 = fcmp ogt double %t81, %t83, !dbg !161
  %.294 = select i1 %.293, double %t81, double %t83, !dbg !161
  %.298 = and i64 %.285, %.254, !dbg !161
  %.299 = bitcast i64 %.298 to double, !dbg !161
  %.300 = select i1 %.283, double %.299, double %.294, !dbg !161
  %.302 = select i1 %.289, double %t81, double %.300, !dbg !161
  %.304 = select i1 %.291, double %t83, double %.302, !dbg !161
  %t89 = fsub double %.292, %.304, !dbg !162
  br label %b36, !dbg !159

b36:                                              ; preds = %b32, %b34
  %t91 = phi double [ %t81.mux, %b32 ], [ %t89, %b34 ]
  %t92 = phi i1 [ %t82.mux, %b32 ], [ true, %b34 ]
  %.309 = add nuw nsw i64 %.116, 2, !dbg !159
  %.310 = icmp ult i32 %.115, 62, !dbg !159
  %.312 = and i64 %.309, 63, !dbg !159
  %12 = shl nuw i64 1, %.312, !dbg !159
  %13 = and i64 %12, %.119, !dbg !159
  %.314 = icmp ne i64 %13, 0, !dbg !159
  %.315 = and i1 %.310, %.314, !dbg !159
  %.316 = trunc i64 %.309 to i32, !dbg !159
  %.317 = shl i32 %.316, 2, !dbg !159
  %.318 = bitcast double %t91 to i64, !dbg !159
  %.319 = trunc i64 %.318 to i32, !dbg !159
  %.320 = lshr i64 %.318, 32, !dbg !159
  %.321 = trunc i64 %.320 to i32, !dbg !159
  %.322 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.317, i32 %.319), !dbg !159
  %.323 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.317, i32 %.321), !dbg !159
  %.324 = zext i32 %.322 to i64, !dbg !159
  %.325 = zext i32 %.323 to i64, !dbg !159
  %.326 = shl nuw i64 %.325, 32, !dbg !159
  %.327 = or i64 %.326, %.324, !dbg !159
  %.328 = bitcast i64 %.327 to double, !dbg !159
  %t93 = select i1 %.315, double %.328, double %t91, !dbg !159
  %.342 = zext i1 %t92 to i32, !dbg !159
  %.343 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.317, i32 %.342), !dbg !159
  %14 = and i32 %.343, 1, !dbg !159
  %.344 = icmp ne i32 %14, 0, !dbg !159
  %t94 = select i1 %.315, i1 %.344, i1 %t92, !dbg !159
  %t95 = icmp slt i32 %.2, 30, !dbg !159
  %t96 = and i1 %t95, %t94, !dbg !159
  %15 = select i1 %t96, i1 %t92, i1 false, !dbg !159
  %t91.mux = select i1 %t96, double %t93, double %t91, !dbg !159
  %t92.mux = select i1 %t96, i1 true, i1 %t92, !dbg !159
  br i1 %15, label %b38, label %b40, !dbg !159

b38:                                              ; preds = %b36
  %.345 = fcmp olt double %t91, %t93, !dbg !160
  %.346 = select i1 %.345, double %t91, double %t93, !dbg !160
  %.347 = fcmp oeq double %t91, %t93, !dbg !160
  %.349 = bitcast double %t93 to i64, !dbg !160
  %.350 = or i64 %.349, %.318, !dbg !160
  %.351 = bitcast i64 %.350 to double, !dbg !160
  %.352 = select i1 %.347, double %.351, double %.346, !dbg !160
  %.353 = fcmp uno double %t91, 0.000000e+00, !dbg !160
  %.354 = select i1 %.353, double %t91, double %.352, !dbg !160
  %.355 = fcmp uno double %t93, 0.000000e+00, !dbg !160
  %.356 = select i1 %.355, double %t93, double %.354, !dbg !160
  %.357 = fcmp ogt double %t91, %t93, !dbg !161
  %.358 = select i1 %.357, double %t91, double %t93, !dbg !161
  %.362 = and i64 %.349, %.318, !dbg !161
  %.363 = bitcast i64 %.362 to double, !dbg !161
  %.364 = select i1 %.347, double %.363, double %.358, !dbg !161
  %.366 = select i1 %.353, double %t91, double %.364, !dbg !161
  %.368 = select i1 %.355, double %t93, double %.366, !dbg !161
  %t99 = fsub double %.356, %.368, !dbg !162
  br label %b40, !dbg !159

b40:                                              ; preds = %b36, %b38
  %t101 = phi double [ %t91.mux, %b36 ], [ %t99, %b38 ]
  %t102 = phi i1 [ %t92.mux, %b36 ], [ true, %b38 ]
  %.373 = add nuw nsw i64 %.116, 1, !dbg !159
  %.374 = icmp ult i32 %.115, 63, !dbg !159
  %.376 = and i64 %.373, 63, !dbg !159
  %16 = shl nuw i64 1, %.376, !dbg !159
  %17 = and i64 %16, %.119, !dbg !159
  %.378 = icmp ne i64 %17, 0, !dbg !159
  %.379 = and i1 %.374, %.378, !dbg !159
  %.380 = trunc i64 %.373 to i32, !dbg !159
  %.381 = shl i32 %.380, 2, !dbg !159
  %.382 = bitcast double %t101 to i64, !dbg !159
  %.383 = trunc i64 %.382 to i32, !dbg !159
  %.384 = lshr i64 %.382, 32, !dbg !159
  %.385 = trunc i64 %.384 to i32, !dbg !159
  %.386 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.381, i32 %.383), !dbg !159
  %.387 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.381, i32 %.385), !dbg !159
  %.388 = zext i32 %.386 to i64, !dbg !159
  %.389 = zext i32 %.387 to i64, !dbg !159
  %.390 = shl nuw i64 %.389, 32, !dbg !159
  %.391 = or i64 %.390, %.388, !dbg !159
  %.392 = bitcast i64 %.391 to double, !dbg !159
  %t103 = select i1 %.379, double %.392, double %t101, !dbg !159
  %.406 = zext i1 %t102 to i32, !dbg !159
  %.407 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.381, i32 %.406), !dbg !159
  %18 = and i32 %.407, 1, !dbg !159
  %.408 = icmp ne i32 %18, 0, !dbg !159
  %t104 = select i1 %.379, i1 %.408, i1 %t102, !dbg !159
  %t105 = icmp slt i32 %.2, 31, !dbg !159
  %t106 = and i1 %t105, %t104, !dbg !159
  %19 = select i1 %t106, i1 %t102, i1 false, !dbg !159
  %t101.mux = select i1 %t106, double %t103, double %t101, !dbg !159
  %t102.mux = select i1 %t106, i1 true, i1 %t102, !dbg !159
  br i1 %19, label %b42, label %b45, !dbg !159

b42:                                              ; preds = %b40
  %.409 = fcmp olt double %t101, %t103, !dbg !160
  %.410 = select i1 %.409, double %t101, double %t103, !dbg !160
  %.411 = fcmp oeq double %t101, %t103, !dbg !160
  %.413 = bitcast double %t103 to i64, !dbg !160
  %.414 = or i64 %.413, %.382, !dbg !160
  %.415 = bitcast i64 %.414 to double, !dbg !160
  %.416 = select i1 %.411, double %.415, double %.410, !dbg !160
  %.417 = fcmp uno double %t101, 0.000000e+00, !dbg !160
  %.418 = select i1 %.417, double %t101, double %.416, !dbg !160
  %.419 = fcmp uno double %t103, 0.000000e+00, !dbg !160
  %.420 = select i1 %.419, double %t103, double %.418, !dbg !160
  %.421 = fcmp ogt double %t101, %t103, !dbg !161
  %.422 = select i1 %.421, double %t101, double %t103, !dbg !161
  %.426 = and i64 %.413, %.382, !dbg !161
  %.427 = bitcast i64 %.426 to double, !dbg !161
  %.428 = select i1 %.411, double %.427, double %.422, !dbg !161
  %.430 = select i1 %.417, double %t101, double %.428, !dbg !161
  %.432 = select i1 %.419, double %t103, double %.430, !dbg !161
  %t109 = fsub double %.420, %.432, !dbg !162
  br label %b45, !dbg !159

b45:                                              ; preds = %b40, %b42, %b23
  %t113 = phi double [ %t61, %b23 ], [ %t101.mux, %b40 ], [ %t109, %b42 ]
  %t114 = phi i1 [ %t62, %b23 ], [ %t102.mux, %b40 ], [ true, %b42 ]
  %t115 = icmp eq i32 %.2, 0, !dbg !159
  br i1 %t115, label %b46, label %b52, !dbg !159

b46:                                              ; preds = %b45
  %20 = select i1 %t114, i1 %.1, i1 false, !dbg !159
  %a3.mux = select i1 %t114, double %t113, double %a3, !dbg !159
  %.1.mux = select i1 %t114, i1 true, i1 %.1, !dbg !159
  br i1 %20, label %b48, label %b50, !dbg !159

b48:                                              ; preds = %b46
  %.433 = fcmp ogt double %t113, %a3, !dbg !160
  %.434 = select i1 %.433, double %a3, double %t113, !dbg !160
  %.435 = fcmp oeq double %t113, %a3, !dbg !160
  %.436 = bitcast double %a3 to i64, !dbg !160
  %.437 = bitcast double %t113 to i64, !dbg !160
  %.438 = or i64 %.437, %.436, !dbg !160
  %.439 = bitcast i64 %.438 to double, !dbg !160
  %.440 = select i1 %.435, double %.439, double %.434, !dbg !160
  %.441 = fcmp uno double %a3, 0.000000e+00, !dbg !160
  %.442 = select i1 %.441, double %a3, double %.440, !dbg !160
  %.443 = fcmp uno double %t113, 0.000000e+00, !dbg !160
  %.444 = select i1 %.443, double %t113, double %.442, !dbg !160
  %.445 = fcmp olt double %t113, %a3, !dbg !161
  %.446 = select i1 %.445, double %a3, double %t113, !dbg !161
  %.450 = and i64 %.437, %.436, !dbg !161
  %.451 = bitcast i64 %.450 to double, !dbg !161
  %.452 = select i1 %.435, double %.451, double %.446, !dbg !161
  %.454 = select i1 %.441, double %a3, double %.452, !dbg !161
  %.456 = select i1 %.443, double %t113, double %.454, !dbg !161
  %t118 = fsub double %.444, %.456, !dbg !162
  br label %b50, !dbg !159

b50:                                              ; preds = %b46, %b48
  %t120 = phi double [ %a3.mux, %b46 ], [ %t118, %b48 ]
  %t121 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t121, label %b51, label %b52, !dbg !159

b51:                                              ; preds = %b50
  store double %t120, ptr addrspace(1) %a2, align 8, !dbg !159
  br label %b52, !dbg !159

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !159
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i32 %a2, ptr addrspace(1) readonly %a3, i32 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !163 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !164
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !164
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !164
  %t3 = sext i32 %.1 to i64, !dbg !164
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !164
  %t5 = sext i32 %.2 to i64, !dbg !164
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !164
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !164
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !164, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !164
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !164
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !164, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !164
  %.15 = add i32 %.14, %.9, !dbg !164
  %.16 = udiv i32 %.15, %.6, !dbg !164
  %t9 = sext i32 %.16 to i64, !dbg !164
  %t10 = mul nsw i64 %t7, %t5, !dbg !164
  %t11 = add nsw i64 %t10, %t3, !dbg !164
  %t12 = mul nsw i64 %t9, %t7, !dbg !164
  %t141 = icmp slt i64 %t11, %a0, !dbg !164
  br i1 %t141, label %b2, label %b7, !dbg !164

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t38, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !164

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t132, !dbg !164
  %.17 = load i32, ptr addrspace(1) %t15, align 4, !dbg !164
  br label %b4, !dbg !164

b4:                                               ; preds = %b3, %b2
  %t17 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !164

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t132, !dbg !164
  %.18 = load i32, ptr addrspace(1) %t18, align 4, !dbg !164
  br label %b6, !dbg !164

b6:                                               ; preds = %b5, %b4
  %t20 = phi i32 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = add i32 %t20, %t17, !dbg !165
  %t22 = shl i32 %t21, 3, !dbg !166
  %t23 = sub i32 %t17, %t20, !dbg !167
  %t24 = ashr i32 %t23, 5, !dbg !168
  %t26 = tail call i32 @llvm.smin.i32(i32 %t17, i32 %t20), !dbg !169
  %t28 = tail call i32 @llvm.smax.i32(i32 %t17, i32 %t20), !dbg !170
  %.19 = xor i32 %t20, -1, !dbg !171
  %t29 = and i32 %t28, %.19, !dbg !171
  %t25 = xor i32 %t24, %t26, !dbg !172
  %t27 = xor i32 %t25, %t22, !dbg !173
  %t30 = xor i32 %t27, %t29, !dbg !174
  %t31 = sub i32 0, %t17, !dbg !175
  %t32 = or i32 %t30, %t31, !dbg !176
  %t35 = ashr i32 %t17, 31, !dbg !177
  %t34 = xor i32 %t35, %.19, !dbg !178
  %t36 = xor i32 %t34, %t32, !dbg !179
  %t37 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t132, !dbg !164
  store i32 %t36, ptr addrspace(1) %t37, align 4, !dbg !164
  %t38 = add i64 %t132, %t12, !dbg !164
  %t14 = icmp slt i64 %t38, %a0, !dbg !164
  br i1 %t14, label %b2, label %b7, !dbg !164

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !164
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i32 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !180 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !181
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !181
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !181
  %t3 = sext i32 %.1 to i64, !dbg !181
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !181
  %t5 = sext i32 %.2 to i64, !dbg !181
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !181
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !181
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !181, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !181
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !181
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !181, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !181
  %.15 = add i32 %.14, %.9, !dbg !181
  %.16 = udiv i32 %.15, %.6, !dbg !181
  %t9 = sext i32 %.16 to i64, !dbg !181
  %t10 = mul nsw i64 %t7, %t5, !dbg !181
  %t11 = add nsw i64 %t10, %t3, !dbg !181
  %t12 = mul nsw i64 %t9, %t7, !dbg !181
  %t13 = icmp sgt i64 %a1, 7, !dbg !181
  %t14 = icmp sgt i64 %a1, 6, !dbg !181
  %t15 = icmp sgt i64 %a1, 5, !dbg !181
  %t16 = icmp sgt i64 %a1, 4, !dbg !181
  %t17 = icmp sgt i64 %a1, 3, !dbg !181
  %t18 = icmp sgt i64 %a1, 2, !dbg !181
  %t19 = icmp sgt i64 %a1, 1, !dbg !181
  %t20 = icmp sgt i64 %a1, 0, !dbg !181
  %t221 = icmp slt i64 %t11, %a0, !dbg !181
  br i1 %t221, label %b2.lr.ph, label %b23, !dbg !181

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
  br label %b2, !dbg !181

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t136, %b22 ]
  br i1 %t13, label %b3, label %b4, !dbg !181

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen, !dbg !181
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed, !dbg !181
  %.28 = sub i64 0, %t212, !dbg !181
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !181
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !181
  %t25 = mul i64 %.22, %a19, !dbg !181
  %t26 = mul i64 %.22, %a29, !dbg !181
  %t27 = mul i64 %.22, %a38, !dbg !181
  br label %b4, !dbg !181

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !181

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen, !dbg !181
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed, !dbg !181
  %.42 = sub i64 0, %t28, !dbg !181
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !181
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !181
  %t34 = mul i64 %.36, %a18, !dbg !181
  %t35 = add i64 %t34, %t29, !dbg !181
  %t36 = mul i64 %.36, %a28, !dbg !181
  %t37 = add i64 %t36, %t30, !dbg !181
  %t38 = mul i64 %.36, %a37, !dbg !181
  %t39 = add i64 %t38, %t31, !dbg !181
  br label %b6, !dbg !181

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !181

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen, !dbg !181
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed, !dbg !181
  %.56 = sub i64 0, %t40, !dbg !181
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !181
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !181
  %t46 = mul i64 %.50, %a17, !dbg !181
  %t47 = add i64 %t46, %t41, !dbg !181
  %t48 = mul i64 %.50, %a27, !dbg !181
  %t49 = add i64 %t48, %t42, !dbg !181
  %t50 = mul i64 %.50, %a36, !dbg !181
  %t51 = add i64 %t50, %t43, !dbg !181
  br label %b8, !dbg !181

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !181

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen, !dbg !181
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed, !dbg !181
  %.70 = sub i64 0, %t52, !dbg !181
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !181
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !181
  %t58 = mul i64 %.64, %a16, !dbg !181
  %t59 = add i64 %t58, %t53, !dbg !181
  %t60 = mul i64 %.64, %a26, !dbg !181
  %t61 = add i64 %t60, %t54, !dbg !181
  %t62 = mul i64 %.64, %a35, !dbg !181
  %t63 = add i64 %t62, %t55, !dbg !181
  br label %b10, !dbg !181

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !181

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen, !dbg !181
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed, !dbg !181
  %.84 = sub i64 0, %t64, !dbg !181
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !181
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !181
  %t70 = mul i64 %.78, %a15, !dbg !181
  %t71 = add i64 %t70, %t65, !dbg !181
  %t72 = mul i64 %.78, %a25, !dbg !181
  %t73 = add i64 %t72, %t66, !dbg !181
  %t74 = mul i64 %.78, %a34, !dbg !181
  %t75 = add i64 %t74, %t67, !dbg !181
  br label %b12, !dbg !181

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !181

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen, !dbg !181
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed, !dbg !181
  %.98 = sub i64 0, %t76, !dbg !181
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !181
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !181
  %t82 = mul i64 %.92, %a14, !dbg !181
  %t83 = add i64 %t82, %t77, !dbg !181
  %t84 = mul i64 %.92, %a24, !dbg !181
  %t85 = add i64 %t84, %t78, !dbg !181
  %t86 = mul i64 %.92, %a33, !dbg !181
  %t87 = add i64 %t86, %t79, !dbg !181
  br label %b14, !dbg !181

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !181

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen, !dbg !181
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed, !dbg !181
  %.112 = sub i64 0, %t88, !dbg !181
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !181
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !181
  %t94 = mul i64 %.106, %a13, !dbg !181
  %t95 = add i64 %t94, %t89, !dbg !181
  %t96 = mul i64 %.106, %a23, !dbg !181
  %t97 = add i64 %t96, %t90, !dbg !181
  %t98 = mul i64 %.106, %a32, !dbg !181
  %t99 = add i64 %t98, %t91, !dbg !181
  br label %b16, !dbg !181

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !181

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !181
  %t105 = add i64 %t101, %t104, !dbg !181
  %t106 = mul i64 %t100, %a22, !dbg !181
  %t107 = add i64 %t102, %t106, !dbg !181
  %t108 = mul i64 %t100, %a31, !dbg !181
  %t109 = add i64 %t103, %t108, !dbg !181
  br label %b18, !dbg !181

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !181

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t110, !dbg !181
  %.115 = load i32, ptr addrspace(1) %t113, align 4, !dbg !181
  br label %b20, !dbg !181

b20:                                              ; preds = %b19, %b18
  %t115 = phi i32 [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !181

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t111, !dbg !181
  %.116 = load i32, ptr addrspace(1) %t116, align 4, !dbg !181
  br label %b22, !dbg !181

b22:                                              ; preds = %b21, %b20
  %t118 = phi i32 [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = add i32 %t118, %t115, !dbg !182
  %t120 = shl i32 %t119, 3, !dbg !183
  %t121 = sub i32 %t115, %t118, !dbg !184
  %t122 = ashr i32 %t121, 5, !dbg !185
  %t124 = tail call i32 @llvm.smin.i32(i32 %t115, i32 %t118), !dbg !186
  %t126 = tail call i32 @llvm.smax.i32(i32 %t115, i32 %t118), !dbg !187
  %.117 = xor i32 %t118, -1, !dbg !188
  %t127 = and i32 %t126, %.117, !dbg !188
  %t123 = xor i32 %t122, %t124, !dbg !189
  %t125 = xor i32 %t123, %t120, !dbg !190
  %t128 = xor i32 %t125, %t127, !dbg !191
  %t129 = sub i32 0, %t115, !dbg !192
  %t130 = or i32 %t128, %t129, !dbg !193
  %t133 = ashr i32 %t115, 31, !dbg !194
  %t132 = xor i32 %t133, %.117, !dbg !195
  %t134 = xor i32 %t132, %t130, !dbg !196
  %t135 = getelementptr inbounds i32, ptr addrspace(1) %a30, i64 %t112, !dbg !181
  store i32 %t134, ptr addrspace(1) %t135, align 4, !dbg !181
  %t136 = add i64 %t212, %t12, !dbg !181
  %t22 = icmp slt i64 %t136, %a0, !dbg !181
  br i1 %t22, label %b2, label %b23, !dbg !181

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !181
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !197 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !198
  %t3 = sext i32 %.1 to i64, !dbg !198
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !198
  %t5 = sext i32 %.2 to i64, !dbg !198
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !198
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !198
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !198, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !198
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !198, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !198
  %.10 = add i32 %.5, -1, !dbg !198
  %.11 = add i32 %.10, %.9, !dbg !198
  %.12 = udiv i32 %.11, %.9, !dbg !198
  %t7 = sext i32 %.12 to i64, !dbg !198
  %t8 = shl nsw i64 %t5, 8, !dbg !198
  %t9 = add nsw i64 %t8, %t3, !dbg !198
  %t10 = shl nsw i64 %t7, 8, !dbg !198
  %t11 = icmp slt i64 %t9, %a0, !dbg !198
  br i1 %t11, label %b1, label %b2, !dbg !198

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !198
  %t13 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t12, !dbg !198
  %.13 = load i32, ptr addrspace(1) %t13, align 4, !dbg !198, !amdgpu.noclobber !6
  br label %b2, !dbg !198

b2:                                               ; preds = %b1, %entry
  %t15 = phi i32 [ %.13, %b1 ], [ 0, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !198
  %t18 = shl nsw i64 %t7, 11, !dbg !198
  %t19 = mul nsw i64 %t7, 1792, !dbg !198
  %t20 = sub i64 %a0, %t19, !dbg !198
  %t26 = mul i64 %t17, %a2, !dbg !198
  %t28 = mul i64 %t18, %a2, !dbg !198
  %t29 = mul i64 %t10, %a2, !dbg !198
  %t6111 = icmp slt i64 %t17, %t20, !dbg !198
  br i1 %t6111, label %b4.preheader, label %b5, !dbg !198

b4.preheader:                                     ; preds = %b2
  %t47 = mul i64 %t19, %a2, !dbg !198
  %t48 = add i64 %t26, %t47, !dbg !198
  %t49 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t48, !dbg !198
  %t21 = mul i64 %t7, %a2, !dbg !198
  %t44 = mul i64 %t21, 1536, !dbg !198
  %t45 = add i64 %t26, %t44, !dbg !198
  %t46 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t45, !dbg !198
  %t41 = mul i64 %t21, 1280, !dbg !198
  %t42 = add i64 %t26, %t41, !dbg !198
  %t43 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t42, !dbg !198
  %t38 = shl i64 %t21, 10, !dbg !198
  %t39 = add i64 %t26, %t38, !dbg !198
  %t40 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t39, !dbg !198
  %t35 = mul i64 %t21, 768, !dbg !198
  %t36 = add i64 %t26, %t35, !dbg !198
  %t37 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t36, !dbg !198
  %t32 = shl i64 %t21, 9, !dbg !198
  %t33 = add i64 %t26, %t32, !dbg !198
  %t34 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t33, !dbg !198
  %t30 = add i64 %t26, %t29, !dbg !198
  %t31 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t30, !dbg !198
  %t27 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t26, !dbg !198
  br label %b4, !dbg !198

b4:                                               ; preds = %b4.preheader, %b4
  %t5921 = phi i32 [ %t197, %b4 ], [ %t15, %b4.preheader ]
  %t5820 = phi i64 [ %t198, %b4 ], [ %t17, %b4.preheader ]
  %t5719 = phi ptr addrspace(1) [ %t199, %b4 ], [ %t27, %b4.preheader ]
  %t5618 = phi ptr addrspace(1) [ %t200, %b4 ], [ %t31, %b4.preheader ]
  %t5517 = phi ptr addrspace(1) [ %t201, %b4 ], [ %t34, %b4.preheader ]
  %t5416 = phi ptr addrspace(1) [ %t202, %b4 ], [ %t37, %b4.preheader ]
  %t5315 = phi ptr addrspace(1) [ %t203, %b4 ], [ %t40, %b4.preheader ]
  %t5214 = phi ptr addrspace(1) [ %t204, %b4 ], [ %t43, %b4.preheader ]
  %t5113 = phi ptr addrspace(1) [ %t205, %b4 ], [ %t46, %b4.preheader ]
  %t5012 = phi ptr addrspace(1) [ %t206, %b4 ], [ %t49, %b4.preheader ]
  %.14 = load i32, ptr addrspace(1) %t5719, align 4, !dbg !198
  %.15 = load i32, ptr addrspace(1) %t5618, align 4, !dbg !198
  %.16 = load i32, ptr addrspace(1) %t5517, align 4, !dbg !198
  %.17 = load i32, ptr addrspace(1) %t5416, align 4, !dbg !198
  %.18 = load i32, ptr addrspace(1) %t5315, align 4, !dbg !198
  %.19 = load i32, ptr addrspace(1) %t5214, align 4, !dbg !198
  %.20 = load i32, ptr addrspace(1) %t5113, align 4, !dbg !198
  %.21 = load i32, ptr addrspace(1) %t5012, align 4, !dbg !198
  %t70 = add i32 %.14, %t5921, !dbg !199
  %t71 = shl i32 %t70, 3, !dbg !200
  %t72 = sub i32 %t5921, %.14, !dbg !201
  %t73 = ashr i32 %t72, 5, !dbg !202
  %t75 = tail call i32 @llvm.smin.i32(i32 %t5921, i32 %.14), !dbg !203
  %t77 = tail call i32 @llvm.smax.i32(i32 %t5921, i32 %.14), !dbg !204
  %.22 = xor i32 %.14, -1, !dbg !205
  %t78 = and i32 %t77, %.22, !dbg !205
  %t74 = xor i32 %t73, %t75, !dbg !206
  %t76 = xor i32 %t74, %t71, !dbg !207
  %t79 = xor i32 %t76, %t78, !dbg !208
  %t80 = sub i32 0, %t5921, !dbg !209
  %t81 = or i32 %t79, %t80, !dbg !210
  %t84 = ashr i32 %t5921, 31, !dbg !211
  %t83 = xor i32 %t84, %.22, !dbg !212
  %t85 = xor i32 %t83, %t81, !dbg !213
  %t86 = add i32 %t85, %.15, !dbg !199
  %t87 = shl i32 %t86, 3, !dbg !200
  %t88 = sub i32 %t85, %.15, !dbg !201
  %t89 = ashr i32 %t88, 5, !dbg !202
  %t91 = tail call i32 @llvm.smin.i32(i32 %t85, i32 %.15), !dbg !203
  %t93 = tail call i32 @llvm.smax.i32(i32 %t85, i32 %.15), !dbg !204
  %.23 = xor i32 %.15, -1, !dbg !205
  %t94 = and i32 %t93, %.23, !dbg !205
  %t90 = xor i32 %t89, %t91, !dbg !206
  %t92 = xor i32 %t90, %t87, !dbg !207
  %t95 = xor i32 %t92, %t94, !dbg !208
  %t96 = sub i32 0, %t85, !dbg !209
  %t97 = or i32 %t95, %t96, !dbg !210
  %t100 = ashr i32 %t85, 31, !dbg !211
  %t99 = xor i32 %t100, %.23, !dbg !212
  %t101 = xor i32 %t99, %t97, !dbg !213
  %t102 = add i32 %t101, %.16, !dbg !199
  %t103 = shl i32 %t102, 3, !dbg !200
  %t104 = sub i32 %t101, %.16, !dbg !201
  %t105 = ashr i32 %t104, 5, !dbg !202
  %t107 = tail call i32 @llvm.smin.i32(i32 %t101, i32 %.16), !dbg !203
  %t109 = tail call i32 @llvm.smax.i32(i32 %t101, i32 %.16), !dbg !204
  %.24 = xor i32 %.16, -1, !dbg !205
  %t110 = and i32 %t109, %.24, !dbg !205
  %t106 = xor i32 %t105, %t107, !dbg !206
  %t108 = xor i32 %t106, %t103, !dbg !207
  %t111 = xor i32 %t108, %t110, !dbg !208
  %t112 = sub i32 0, %t101, !dbg !209
  %t113 = or i32 %t111, %t112, !dbg !210
  %t116 = ashr i32 %t101, 31, !dbg !211
  %t115 = xor i32 %t116, %.24, !dbg !212
  %t117 = xor i32 %t115, %t113, !dbg !213
  %t118 = add i32 %t117, %.17, !dbg !199
  %t119 = shl i32 %t118, 3, !dbg !200
  %t120 = sub i32 %t117, %.17, !dbg !201
  %t121 = ashr i32 %t120, 5, !dbg !202
  %t123 = tail call i32 @llvm.smin.i32(i32 %t117, i32 %.17), !dbg !203
  %t125 = tail call i32 @llvm.smax.i32(i32 %t117, i32 %.17), !dbg !204
  %.25 = xor i32 %.17, -1, !dbg !205
  %t126 = and i32 %t125, %.25, !dbg !205
  %t122 = xor i32 %t121, %t123, !dbg !206
  %t124 = xor i32 %t122, %t119, !dbg !207
  %t127 = xor i32 %t124, %t126, !dbg !208
  %t128 = sub i32 0, %t117, !dbg !209
  %t129 = or i32 %t127, %t128, !dbg !210
  %t132 = ashr i32 %t117, 31, !dbg !211
  %t131 = xor i32 %t132, %.25, !dbg !212
  %t133 = xor i32 %t131, %t129, !dbg !213
  %t134 = add i32 %t133, %.18, !dbg !199
  %t135 = shl i32 %t134, 3, !dbg !200
  %t136 = sub i32 %t133, %.18, !dbg !201
  %t137 = ashr i32 %t136, 5, !dbg !202
  %t139 = tail call i32 @llvm.smin.i32(i32 %t133, i32 %.18), !dbg !203
  %t141 = tail call i32 @llvm.smax.i32(i32 %t133, i32 %.18), !dbg !204
  %.26 = xor i32 %.18, -1, !dbg !205
  %t142 = and i32 %t141, %.26, !dbg !205
  %t138 = xor i32 %t137, %t139, !dbg !206
  %t140 = xor i32 %t138, %t135, !dbg !207
  %t143 = xor i32 %t140, %t142, !dbg !208
  %t144 = sub i32 0, %t133, !dbg !209
  %t145 = or i32 %t143, %t144, !dbg !210
  %t148 = ashr i32 %t133, 31, !dbg !211
  %t147 = xor i32 %t148, %.26, !dbg !212
  %t149 = xor i32 %t147, %t145, !dbg !213
  %t150 = add i32 %t149, %.19, !dbg !199
  %t151 = shl i32 %t150, 3, !dbg !200
  %t152 = sub i32 %t149, %.19, !dbg !201
  %t153 = ashr i32 %t152, 5, !dbg !202
  %t155 = tail call i32 @llvm.smin.i32(i32 %t149, i32 %.19), !dbg !203
  %t157 = tail call i32 @llvm.smax.i32(i32 %t149, i32 %.19), !dbg !204
  %.27 = xor i32 %.19, -1, !dbg !205
  %t158 = and i32 %t157, %.27, !dbg !205
  %t154 = xor i32 %t153, %t155, !dbg !206
  %t156 = xor i32 %t154, %t151, !dbg !207
  %t159 = xor i32 %t156, %t158, !dbg !208
  %t160 = sub i32 0, %t149, !dbg !209
  %t161 = or i32 %t159, %t160, !dbg !210
  %t164 = ashr i32 %t149, 31, !dbg !211
  %t163 = xor i32 %t164, %.27, !dbg !212
  %t165 = xor i32 %t163, %t161, !dbg !213
  %t166 = add i32 %t165, %.20, !dbg !199
  %t167 = shl i32 %t166, 3, !dbg !200
  %t168 = sub i32 %t165, %.20, !dbg !201
  %t169 = ashr i32 %t168, 5, !dbg !202
  %t171 = tail call i32 @llvm.smin.i32(i32 %t165, i32 %.20), !dbg !203
  %t173 = tail call i32 @llvm.smax.i32(i32 %t165, i32 %.20), !dbg !204
  %.28 = xor i32 %.20, -1, !dbg !205
  %t174 = and i32 %t173, %.28, !dbg !205
  %t170 = xor i32 %t169, %t171, !dbg !206
  %t172 = xor i32 %t170, %t167, !dbg !207
  %t175 = xor i32 %t172, %t174, !dbg !208
  %t176 = sub i32 0, %t165, !dbg !209
  %t177 = or i32 %t175, %t176, !dbg !210
  %t180 = ashr i32 %t165, 31, !dbg !211
  %t179 = xor i32 %t180, %.28, !dbg !212
  %t181 = xor i32 %t179, %t177, !dbg !213
  %t182 = add i32 %t181, %.21, !dbg !199
  %t183 = shl i32 %t182, 3, !dbg !200
  %t184 = sub i32 %t181, %.21, !dbg !201
  %t185 = ashr i32 %t184, 5, !dbg !202
  %t187 = tail call i32 @llvm.smin.i32(i32 %t181, i32 %.21), !dbg !203
  %t189 = tail call i32 @llvm.smax.i32(i32 %t181, i32 %.21), !dbg !204
  %.29 = xor i32 %.21, -1, !dbg !205
  %t190 = and i32 %t189, %.29, !dbg !205
  %t186 = xor i32 %t185, %t187, !dbg !206
  %t188 = xor i32 %t186, %t183, !dbg !207
  %t191 = xor i32 %t188, %t190, !dbg !208
  %t192 = sub i32 0, %t181, !dbg !209
  %t193 = or i32 %t191, %t192, !dbg !210
  %t196 = ashr i32 %t181, 31, !dbg !211
  %t195 = xor i32 %t196, %.29, !dbg !212
  %t197 = xor i32 %t195, %t193, !dbg !213
  %t198 = add i64 %t5820, %t18, !dbg !198
  %t199 = getelementptr inbounds i32, ptr addrspace(1) %t5719, i64 %t28, !dbg !198
  %t200 = getelementptr inbounds i32, ptr addrspace(1) %t5618, i64 %t28, !dbg !198
  %t201 = getelementptr inbounds i32, ptr addrspace(1) %t5517, i64 %t28, !dbg !198
  %t202 = getelementptr inbounds i32, ptr addrspace(1) %t5416, i64 %t28, !dbg !198
  %t203 = getelementptr inbounds i32, ptr addrspace(1) %t5315, i64 %t28, !dbg !198
  %t204 = getelementptr inbounds i32, ptr addrspace(1) %t5214, i64 %t28, !dbg !198
  %t205 = getelementptr inbounds i32, ptr addrspace(1) %t5113, i64 %t28, !dbg !198
  %t206 = getelementptr inbounds i32, ptr addrspace(1) %t5012, i64 %t28, !dbg !198
  %t61 = icmp slt i64 %t198, %t20, !dbg !198
  br i1 %t61, label %b4, label %b5.loopexit, !dbg !198

b5.loopexit:                                      ; preds = %b4
  %.pre = mul i64 %t198, %a2, !dbg !198
  br label %b5, !dbg !198

b5:                                               ; preds = %b5.loopexit, %b2
  %t207.pre-phi = phi i64 [ %.pre, %b5.loopexit ], [ %t26, %b2 ], !dbg !198
  %t58.lcssa = phi i64 [ %t198, %b5.loopexit ], [ %t17, %b2 ]
  %t59.lcssa = phi i32 [ %t197, %b5.loopexit ], [ %t15, %b2 ]
  %t21223 = icmp slt i64 %t58.lcssa, %a0, !dbg !198
  br i1 %t21223, label %b7.preheader, label %b8, !dbg !198

b7.preheader:                                     ; preds = %b5
  %t208 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t207.pre-phi, !dbg !198
  br label %b7, !dbg !198

b7:                                               ; preds = %b7.preheader, %b7
  %t21126 = phi i32 [ %t229, %b7 ], [ %t59.lcssa, %b7.preheader ]
  %t21025 = phi i64 [ %t230, %b7 ], [ %t58.lcssa, %b7.preheader ]
  %t20924 = phi ptr addrspace(1) [ %t231, %b7 ], [ %t208, %b7.preheader ]
  %.30 = load i32, ptr addrspace(1) %t20924, align 4, !dbg !198
  %t214 = add i32 %.30, %t21126, !dbg !199
  %t215 = shl i32 %t214, 3, !dbg !200
  %t216 = sub i32 %t21126, %.30, !dbg !201
  %t217 = ashr i32 %t216, 5, !dbg !202
  %t219 = tail call i32 @llvm.smin.i32(i32 %t21126, i32 %.30), !dbg !203
  %t221 = tail call i32 @llvm.smax.i32(i32 %t21126, i32 %.30), !dbg !204
  %.31 = xor i32 %.30, -1, !dbg !205
  %t222 = and i32 %t221, %.31, !dbg !205
  %t218 = xor i32 %t217, %t219, !dbg !206
  %t220 = xor i32 %t218, %t215, !dbg !207
  %t223 = xor i32 %t220, %t222, !dbg !208
  %t224 = sub i32 0, %t21126, !dbg !209
  %t225 = or i32 %t223, %t224, !dbg !210
  %t228 = ashr i32 %t21126, 31, !dbg !211
  %t227 = xor i32 %t228, %.31, !dbg !212
  %t229 = xor i32 %t227, %t225, !dbg !213
  %t230 = add i64 %t21025, %t10, !dbg !198
  %t231 = getelementptr inbounds i32, ptr addrspace(1) %t20924, i64 %t29, !dbg !198
  %t212 = icmp slt i64 %t230, %a0, !dbg !198
  br i1 %t212, label %b7, label %b8, !dbg !198

b8:                                               ; preds = %b7, %b5
  %t211.lcssa = phi i32 [ %t59.lcssa, %b5 ], [ %t229, %b7 ]
  %t232 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !198
  store i32 %t211.lcssa, ptr addrspace(3) %t232, align 4, !dbg !198
  %t233 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !198
  %.32 = zext i1 %t11 to i8, !dbg !198
  store i8 %.32, ptr addrspace(3) %t233, align 1, !dbg !198
  fence syncscope("workgroup") release, !dbg !198
  tail call void @llvm.amdgcn.s.barrier(), !dbg !198
  fence syncscope("workgroup") acquire, !dbg !198
  %t234 = icmp slt i32 %.1, 128, !dbg !198
  br i1 %t234, label %b9, label %b14, !dbg !198

b9:                                               ; preds = %b8
  %t235 = add nsw i32 %.1, 128, !dbg !198
  %t236 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage1.shared.0, i32 %t235, !dbg !198
  %.33 = load i32, ptr addrspace(3) %t236, align 4, !dbg !198
  %t238 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage1.shared.1, i32 %t235, !dbg !198
  %.34 = load i8, ptr addrspace(3) %t238, align 1, !dbg !198
  %.35.not10 = icmp eq i8 %.34, 0, !dbg !198
  %t16.not = xor i1 %t11, true, !dbg !198
  %brmerge = or i1 %.35.not10, %t16.not, !dbg !198
  %t211.mux = select i1 %.35.not10, i32 %t211.lcssa, i32 %.33, !dbg !198
  %not..35.not10 = xor i1 %.35.not10, true, !dbg !198
  %t16.mux = select i1 %not..35.not10, i1 true, i1 %t11, !dbg !198
  br i1 %brmerge, label %b13, label %b11, !dbg !198

b11:                                              ; preds = %b9
  %t240 = add i32 %.33, %t211.lcssa, !dbg !199
  %t241 = shl i32 %t240, 3, !dbg !200
  %t242 = sub i32 %t211.lcssa, %.33, !dbg !201
  %t243 = ashr i32 %t242, 5, !dbg !202
  %t245 = tail call i32 @llvm.smin.i32(i32 %t211.lcssa, i32 %.33), !dbg !203
  %t247 = tail call i32 @llvm.smax.i32(i32 %t211.lcssa, i32 %.33), !dbg !204
  %.36 = xor i32 %.33, -1, !dbg !205
  %t248 = and i32 %t247, %.36, !dbg !205
  %t244 = xor i32 %t243, %t245, !dbg !206
  %t246 = xor i32 %t244, %t241, !dbg !207
  %t249 = xor i32 %t246, %t248, !dbg !208
  %t250 = sub i32 0, %t211.lcssa, !dbg !209
  %t251 = or i32 %t249, %t250, !dbg !210
  %t254 = ashr i32 %t211.lcssa, 31, !dbg !211
  %t253 = xor i32 %t254, %.36, !dbg !212
  %t255 = xor i32 %t253, %t251, !dbg !213
  br label %b13, !dbg !198

b13:                                              ; preds = %b9, %b11
  %t257 = phi i32 [ %t211.mux, %b9 ], [ %t255, %b11 ]
  %t258 = phi i1 [ %t16.mux, %b9 ], [ true, %b11 ]
  store i32 %t257, ptr addrspace(3) %t232, align 4, !dbg !198
  %.37 = zext i1 %t258 to i8, !dbg !198
  store i8 %.37, ptr addrspace(3) %t233, align 1, !dbg !198
  br label %b14, !dbg !198

b14:                                              ; preds = %b13, %b8
  %t259 = phi i32 [ %t257, %b13 ], [ %t211.lcssa, %b8 ]
  %t260 = phi i1 [ %t258, %b13 ], [ %t11, %b8 ]
  fence syncscope("workgroup") release, !dbg !198
  tail call void @llvm.amdgcn.s.barrier(), !dbg !198
  fence syncscope("workgroup") acquire, !dbg !198
  %t261 = icmp slt i32 %.1, 64, !dbg !198
  br i1 %t261, label %b15, label %b20, !dbg !198

b15:                                              ; preds = %b14
  %t262 = add nsw i32 %.1, 64, !dbg !198
  %t263 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage1.shared.0, i32 %t262, !dbg !198
  %.38 = load i32, ptr addrspace(3) %t263, align 4, !dbg !198
  %t265 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage1.shared.1, i32 %t262, !dbg !198
  %.39 = load i8, ptr addrspace(3) %t265, align 1, !dbg !198
  %.40.not9 = icmp eq i8 %.39, 0, !dbg !198
  %t260.not = xor i1 %t260, true, !dbg !198
  %brmerge1 = select i1 %.40.not9, i1 true, i1 %t260.not, !dbg !198
  %t259.mux = select i1 %.40.not9, i32 %t259, i32 %.38, !dbg !198
  %not..40.not9 = xor i1 %.40.not9, true, !dbg !198
  %t260.mux = select i1 %not..40.not9, i1 true, i1 %t260, !dbg !198
  br i1 %brmerge1, label %b19, label %b17, !dbg !198

b17:                                              ; preds = %b15
  %t267 = add i32 %.38, %t259, !dbg !199
  %t268 = shl i32 %t267, 3, !dbg !200
  %t269 = sub i32 %t259, %.38, !dbg !201
  %t270 = ashr i32 %t269, 5, !dbg !202
  %t272 = tail call i32 @llvm.smin.i32(i32 %t259, i32 %.38), !dbg !203
  %t274 = tail call i32 @llvm.smax.i32(i32 %t259, i32 %.38), !dbg !204
  %.41 = xor i32 %.38, -1, !dbg !205
  %t275 = and i32 %t274, %.41, !dbg !205
  %t271 = xor i32 %t270, %t272, !dbg !206
  %t273 = xor i32 %t271, %t268, !dbg !207
  %t276 = xor i32 %t273, %t275, !dbg !208
  %t277 = sub i32 0, %t259, !dbg !209
  %t278 = or i32 %t276, %t277, !dbg !210
  %t281 = ashr i32 %t259, 31, !dbg !211
  %t280 = xor i32 %t281, %.41, !dbg !212
  %t282 = xor i32 %t280, %t278, !dbg !213
  br label %b19, !dbg !198

b19:                                              ; preds = %b15, %b17
  %t284 = phi i32 [ %t259.mux, %b15 ], [ %t282, %b17 ]
  %t285 = phi i1 [ %t260.mux, %b15 ], [ true, %b17 ]
  store i32 %t284, ptr addrspace(3) %t232, align 4, !dbg !198
  %.42 = zext i1 %t285 to i8, !dbg !198
  store i8 %.42, ptr addrspace(3) %t233, align 1, !dbg !198
  br label %b20, !dbg !198

b20:                                              ; preds = %b19, %b14
  %t286 = phi i32 [ %t284, %b19 ], [ %t259, %b14 ]
  %t287 = phi i1 [ %t285, %b19 ], [ %t260, %b14 ]
  fence syncscope("workgroup") release, !dbg !198
  tail call void @llvm.amdgcn.s.barrier(), !dbg !198
  fence syncscope("workgroup") acquire, !dbg !198
  %t288 = icmp slt i32 %.1, 32, !dbg !198
  br i1 %t288, label %b21, label %b26, !dbg !198

b21:                                              ; preds = %b20
  %t289 = add nsw i32 %.1, 32, !dbg !198
  %t290 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage1.shared.0, i32 %t289, !dbg !198
  %.43 = load i32, ptr addrspace(3) %t290, align 4, !dbg !198
  %t292 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage1.shared.1, i32 %t289, !dbg !198
  %.44 = load i8, ptr addrspace(3) %t292, align 1, !dbg !198
  %.45.not8 = icmp eq i8 %.44, 0, !dbg !198
  %t287.not = xor i1 %t287, true, !dbg !198
  %brmerge2 = select i1 %.45.not8, i1 true, i1 %t287.not, !dbg !198
  %t286.mux = select i1 %.45.not8, i32 %t286, i32 %.43, !dbg !198
  %not..45.not8 = xor i1 %.45.not8, true, !dbg !198
  %t287.mux = select i1 %not..45.not8, i1 true, i1 %t287, !dbg !198
  br i1 %brmerge2, label %b26, label %b23, !dbg !198

b23:                                              ; preds = %b21
  %t294 = add i32 %.43, %t286, !dbg !199
  %t295 = shl i32 %t294, 3, !dbg !200
  %t296 = sub i32 %t286, %.43, !dbg !201
  %t297 = ashr i32 %t296, 5, !dbg !202
  %t299 = tail call i32 @llvm.smin.i32(i32 %t286, i32 %.43), !dbg !203
  %t301 = tail call i32 @llvm.smax.i32(i32 %t286, i32 %.43), !dbg !204
  %.46 = xor i32 %.43, -1, !dbg !205
  %t302 = and i32 %t301, %.46, !dbg !205
  %t298 = xor i32 %t297, %t299, !dbg !206
  %t300 = xor i32 %t298, %t295, !dbg !207
  %t303 = xor i32 %t300, %t302, !dbg !208
  %t304 = sub i32 0, %t286, !dbg !209
  %t305 = or i32 %t303, %t304, !dbg !210
  %t308 = ashr i32 %t286, 31, !dbg !211
  %t307 = xor i32 %t308, %.46, !dbg !212
  %t309 = xor i32 %t307, %t305, !dbg !213
  br label %b26, !dbg !198

b26:                                              ; preds = %b21, %b23, %b20
  %t313 = phi i32 [ %t286, %b20 ], [ %t286.mux, %b21 ], [ %t309, %b23 ]
  %t314 = phi i1 [ %t287, %b20 ], [ %t287.mux, %b21 ], [ true, %b23 ]
  br i1 %t288, label %b27, label %b48, !dbg !198

b27:                                              ; preds = %b26
  %.48 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !198
  %.49 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.48), !dbg !198
  %.50 = zext i32 %.49 to i64, !dbg !198
  %.51 = add nuw nsw i64 %.50, 16, !dbg !198
  %.52 = icmp ult i32 %.49, 48, !dbg !198
  %.53 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !198
  %.54 = and i64 %.51, 63, !dbg !198
  %0 = shl nuw i64 1, %.54, !dbg !198
  %1 = and i64 %0, %.53, !dbg !198
  %.56 = icmp ne i64 %1, 0, !dbg !198
  %.57 = and i1 %.52, %.56, !dbg !198
  %.58 = trunc i64 %.51 to i32, !dbg !198
  %.59 = shl i32 %.58, 2, !dbg !198
  %.60 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.59, i32 %t313), !dbg !198
  %t315 = select i1 %.57, i32 %.60, i32 %t313, !dbg !198
  %.74 = zext i1 %t314 to i32, !dbg !198
  %.75 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.59, i32 %.74), !dbg !198
  %2 = and i32 %.75, 1, !dbg !198
  %.76 = icmp ne i32 %2, 0, !dbg !198
  %t316 = select i1 %.57, i1 %.76, i1 %t314, !dbg !198
  %t317 = icmp slt i32 %.1, 16, !dbg !198
  %t318 = and i1 %t317, %t316, !dbg !198
  %3 = select i1 %t318, i1 %t314, i1 false, !dbg !198
  %t313.mux = select i1 %t318, i32 %t315, i32 %t313, !dbg !198
  %t314.mux = select i1 %t318, i1 true, i1 %t314, !dbg !198
  br i1 %3, label %b29, label %b31, !dbg !198

b29:                                              ; preds = %b27
  %t319 = add i32 %t315, %t313, !dbg !199
  %t320 = shl i32 %t319, 3, !dbg !200
  %t321 = sub i32 %t313, %t315, !dbg !201
  %t322 = ashr i32 %t321, 5, !dbg !202
  %t324 = tail call i32 @llvm.smin.i32(i32 %t313, i32 %t315), !dbg !203
  %t326 = tail call i32 @llvm.smax.i32(i32 %t313, i32 %t315), !dbg !204
  %.77 = xor i32 %t315, -1, !dbg !205
  %t327 = and i32 %t326, %.77, !dbg !205
  %t323 = xor i32 %t322, %t324, !dbg !206
  %t325 = xor i32 %t323, %t320, !dbg !207
  %t328 = xor i32 %t325, %t327, !dbg !208
  %t329 = sub i32 0, %t313, !dbg !209
  %t330 = or i32 %t328, %t329, !dbg !210
  %t333 = ashr i32 %t313, 31, !dbg !211
  %t332 = xor i32 %t333, %.77, !dbg !212
  %t334 = xor i32 %t332, %t330, !dbg !213
  br label %b31, !dbg !198

b31:                                              ; preds = %b27, %b29
  %t336 = phi i32 [ %t313.mux, %b27 ], [ %t334, %b29 ]
  %t337 = phi i1 [ %t314.mux, %b27 ], [ true, %b29 ]
  %.82 = add nuw nsw i64 %.50, 8, !dbg !198
  %.83 = icmp ult i32 %.49, 56, !dbg !198
  %.85 = and i64 %.82, 63, !dbg !198
  %4 = shl nuw i64 1, %.85, !dbg !198
  %5 = and i64 %4, %.53, !dbg !198
  %.87 = icmp ne i64 %5, 0, !dbg !198
  %.88 = and i1 %.83, %.87, !dbg !198
  %.89 = trunc i64 %.82 to i32, !dbg !198
  %.90 = shl i32 %.89, 2, !dbg !198
  %.91 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.90, i32 %t336), !dbg !198
  %t338 = select i1 %.88, i32 %.91, i32 %t336, !dbg !198
  %.105 = zext i1 %t337 to i32, !dbg !198
  %.106 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.90, i32 %.105), !dbg !198
  %6 = and i32 %.106, 1, !dbg !198
  %.107 = icmp ne i32 %6, 0, !dbg !198
  %t339 = select i1 %.88, i1 %.107, i1 %t337, !dbg !198
  %t340 = icmp slt i32 %.1, 24, !dbg !198
  %t341 = and i1 %t340, %t339, !dbg !198
  %7 = select i1 %t341, i1 %t337, i1 false, !dbg !198
  %t336.mux = select i1 %t341, i32 %t338, i32 %t336, !dbg !198
  %t337.mux = select i1 %t341, i1 true, i1 %t337, !dbg !198
  br i1 %7, label %b33, label %b35, !dbg !198

b33:                                              ; preds = %b31
  %t342 = add i32 %t338, %t336, !dbg !199
  %t343 = shl i32 %t342, 3, !dbg !200
  %t344 = sub i32 %t336, %t338, !dbg !201
  %t345 = ashr i32 %t344, 5, !dbg !202
  %t347 = tail call i32 @llvm.smin.i32(i32 %t336, i32 %t338), !dbg !203
  %t349 = tail call i32 @llvm.smax.i32(i32 %t336, i32 %t338), !dbg !204
  %.108 = xor i32 %t338, -1, !dbg !205
  %t350 = and i32 %t349, %.108, !dbg !205
  %t346 = xor i32 %t345, %t347, !dbg !206
  %t348 = xor i32 %t346, %t343, !dbg !207
  %t351 = xor i32 %t348, %t350, !dbg !208
  %t352 = sub i32 0, %t336, !dbg !209
  %t353 = or i32 %t351, %t352, !dbg !210
  %t356 = ashr i32 %t336, 31, !dbg !211
  %t355 = xor i32 %t356, %.108, !dbg !212
  %t357 = xor i32 %t355, %t353, !dbg !213
  br label %b35, !dbg !198

b35:                                              ; preds = %b31, %b33
  %t359 = phi i32 [ %t336.mux, %b31 ], [ %t357, %b33 ]
  %t360 = phi i1 [ %t337.mux, %b31 ], [ true, %b33 ]
  %.113 = add nuw nsw i64 %.50, 4, !dbg !198
  %.114 = icmp ult i32 %.49, 60, !dbg !198
  %.116 = and i64 %.113, 63, !dbg !198
  %8 = shl nuw i64 1, %.116, !dbg !198
  %9 = and i64 %8, %.53, !dbg !198
  %.118 = icmp ne i64 %9, 0, !dbg !198
  %.119 = and i1 %.114, %.118, !dbg !198
  %.120 = trunc i64 %.113 to i32, !dbg !198
  %.121 = shl i32 %.120, 2, !dbg !198
  %.122 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.121, i32 %t359), !dbg !198
  %t361 = select i1 %.119, i32 %.122, i32 %t359, !dbg !198
  %.136 = zext i1 %t360 to i32, !dbg !198
  %.137 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.121, i32 %.136), !dbg !198
  %10 = and i32 %.137, 1, !dbg !198
  %.138 = icmp ne i32 %10, 0, !dbg !198
  %t362 = select i1 %.119, i1 %.138, i1 %t360, !dbg !198
  %t363 = icmp slt i32 %.1, 28, !dbg !198
  %t364 = and i1 %t363, %t362, !dbg !198
  %11 = select i1 %t364, i1 %t360, i1 false, !dbg !198
  %t359.mux = select i1 %t364, i32 %t361, i32 %t359, !dbg !198
  %t360.mux = select i1 %t364, i1 true, i1 %t360, !dbg !198
  br i1 %11, label %b37, label %b39, !dbg !198

b37:                                              ; preds = %b35
  %t365 = add i32 %t361, %t359, !dbg !199
  %t366 = shl i32 %t365, 3, !dbg !200
  %t367 = sub i32 %t359, %t361, !dbg !201
  %t368 = ashr i32 %t367, 5, !dbg !202
  %t370 = tail call i32 @llvm.smin.i32(i32 %t359, i32 %t361), !dbg !203
  %t372 = tail call i32 @llvm.smax.i32(i32 %t359, i32 %t361), !dbg !204
  %.139 = xor i32 %t361, -1, !dbg !205
  %t373 = and i32 %t372, %.139, !dbg !205
  %t369 = xor i32 %t368, %t370, !dbg !206
  %t371 = xor i32 %t369, %t366, !dbg !207
  %t374 = xor i32 %t371, %t373, !dbg !208
  %t375 = sub i32 0, %t359, !dbg !209
  %t376 = or i32 %t374, %t375, !dbg !210
  %t379 = ashr i32 %t359, 31, !dbg !211
  %t378 = xor i32 %t379, %.139, !dbg !212
  %t380 = xor i32 %t378, %t376, !dbg !213
  br label %b39, !dbg !198

b39:                                              ; preds = %b35, %b37
  %t382 = phi i32 [ %t359.mux, %b35 ], [ %t380, %b37 ]
  %t383 = phi i1 [ %t360.mux, %b35 ], [ true, %b37 ]
  %.144 = add nuw nsw i64 %.50, 2, !dbg !198
  %.145 = icmp ult i32 %.49, 62, !dbg !198
  %.147 = and i64 %.144, 63, !dbg !198
  %12 = shl nuw i64 1, %.147, !dbg !198
  %13 = and i64 %12, %.53, !dbg !198
  %.149 = icmp ne i64 %13, 0, !dbg !198
  %.150 = and i1 %.145, %.149, !dbg !198
  %.151 = trunc i64 %.144 to i32, !dbg !198
  %.152 = shl i32 %.151, 2, !dbg !198
  %.153 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.152, i32 %t382), !dbg !198
  %t384 = select i1 %.150, i32 %.153, i32 %t382, !dbg !198
  %.167 = zext i1 %t383 to i32, !dbg !198
  %.168 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.152, i32 %.167), !dbg !198
  %14 = and i32 %.168, 1, !dbg !198
  %.169 = icmp ne i32 %14, 0, !dbg !198
  %t385 = select i1 %.150, i1 %.169, i1 %t383, !dbg !198
  %t386 = icmp slt i32 %.1, 30, !dbg !198
  %t387 = and i1 %t386, %t385, !dbg !198
  %15 = select i1 %t387, i1 %t383, i1 false, !dbg !198
  %t382.mux = select i1 %t387, i32 %t384, i32 %t382, !dbg !198
  %t383.mux = select i1 %t387, i1 true, i1 %t383, !dbg !198
  br i1 %15, label %b41, label %b43, !dbg !198

b41:                                              ; preds = %b39
  %t388 = add i32 %t384, %t382, !dbg !199
  %t389 = shl i32 %t388, 3, !dbg !200
  %t390 = sub i32 %t382, %t384, !dbg !201
  %t391 = ashr i32 %t390, 5, !dbg !202
  %t393 = tail call i32 @llvm.smin.i32(i32 %t382, i32 %t384), !dbg !203
  %t395 = tail call i32 @llvm.smax.i32(i32 %t382, i32 %t384), !dbg !204
  %.170 = xor i32 %t384, -1, !dbg !205
  %t396 = and i32 %t395, %.170, !dbg !205
  %t392 = xor i32 %t391, %t393, !dbg !206
  %t394 = xor i32 %t392, %t389, !dbg !207
  %t397 = xor i32 %t394, %t396, !dbg !208
  %t398 = sub i32 0, %t382, !dbg !209
  %t399 = or i32 %t397, %t398, !dbg !210
  %t402 = ashr i32 %t382, 31, !dbg !211
  %t401 = xor i32 %t402, %.170, !dbg !212
  %t403 = xor i32 %t401, %t399, !dbg !213
  br label %b43, !dbg !198

b43:                                              ; preds = %b39, %b41
  %t405 = phi i32 [ %t382.mux, %b39 ], [ %t403, %b41 ]
  %t406 = phi i1 [ %t383.mux, %b39 ], [ true, %b41 ]
  %.175 = add nuw nsw i64 %.50, 1, !dbg !198
  %.176 = icmp ult i32 %.49, 63, !dbg !198
  %.178 = and i64 %.175, 63, !dbg !198
  %16 = shl nuw i64 1, %.178, !dbg !198
  %17 = and i64 %16, %.53, !dbg !198
  %.180 = icmp ne i64 %17, 0, !dbg !198
  %.181 = and i1 %.176, %.180, !dbg !198
  %.182 = trunc i64 %.175 to i32, !dbg !198
  %.183 = shl i32 %.182, 2, !dbg !198
  %.184 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.183, i32 %t405), !dbg !198
  %t407 = select i1 %.181, i32 %.184, i32 %t405, !dbg !198
  %.198 = zext i1 %t406 to i32, !dbg !198
  %.199 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.183, i32 %.198), !dbg !198
  %18 = and i32 %.199, 1, !dbg !198
  %.200 = icmp ne i32 %18, 0, !dbg !198
  %t408 = select i1 %.181, i1 %.200, i1 %t406, !dbg !198
  %t409 = icmp slt i32 %.1, 31, !dbg !198
  %t410 = and i1 %t409, %t408, !dbg !198
  %19 = select i1 %t410, i1 %t406, i1 false, !dbg !198
  %t405.mux = select i1 %t410, i32 %t407, i32 %t405, !dbg !198
  %t406.mux = select i1 %t410, i1 true, i1 %t406, !dbg !198
  br i1 %19, label %b45, label %b48, !dbg !198

b45:                                              ; preds = %b43
  %t411 = add i32 %t407, %t405, !dbg !199
  %t412 = shl i32 %t411, 3, !dbg !200
  %t413 = sub i32 %t405, %t407, !dbg !201
  %t414 = ashr i32 %t413, 5, !dbg !202
  %t416 = tail call i32 @llvm.smin.i32(i32 %t405, i32 %t407), !dbg !203
  %t418 = tail call i32 @llvm.smax.i32(i32 %t405, i32 %t407), !dbg !204
  %.201 = xor i32 %t407, -1, !dbg !205
  %t419 = and i32 %t418, %.201, !dbg !205
  %t415 = xor i32 %t414, %t416, !dbg !206
  %t417 = xor i32 %t415, %t412, !dbg !207
  %t420 = xor i32 %t417, %t419, !dbg !208
  %t421 = sub i32 0, %t405, !dbg !209
  %t422 = or i32 %t420, %t421, !dbg !210
  %t425 = ashr i32 %t405, 31, !dbg !211
  %t424 = xor i32 %t425, %.201, !dbg !212
  %t426 = xor i32 %t424, %t422, !dbg !213
  br label %b48, !dbg !198

b48:                                              ; preds = %b43, %b45, %b26
  %t430 = phi i32 [ %t313, %b26 ], [ %t405.mux, %b43 ], [ %t426, %b45 ]
  %t431 = phi i1 [ %t314, %b26 ], [ %t406.mux, %b43 ], [ true, %b45 ]
  %t432 = icmp eq i32 %.1, 0, !dbg !198
  %t433 = and i1 %t432, %t431, !dbg !198
  br i1 %t433, label %b49, label %b50, !dbg !198

b49:                                              ; preds = %b48
  %t434 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t5, !dbg !198
  store i32 %t430, ptr addrspace(1) %t434, align 4, !dbg !198
  br label %b50, !dbg !198

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !198
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i32 %a3, i8 %a4) local_unnamed_addr #1 !dbg !214 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !215
  %t3 = sext i32 %.2 to i64, !dbg !215
  %t4 = icmp slt i64 %t3, %a0, !dbg !215
  br i1 %t4, label %b1, label %b2, !dbg !215

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t3, !dbg !215
  %.3 = load i32, ptr addrspace(1) %t5, align 4, !dbg !215, !amdgpu.noclobber !6
  br label %b2, !dbg !215

b2:                                               ; preds = %b1, %entry
  %t7 = phi i32 [ %.3, %b1 ], [ 0, %entry ]
  %t1012 = add nsw i64 %t3, 256, !dbg !215
  %t1213 = icmp slt i64 %t1012, %a0, !dbg !215
  br i1 %t1213, label %b4, label %b5, !dbg !215

b4:                                               ; preds = %b2, %b4
  %t1015 = phi i64 [ %t10, %b4 ], [ %t1012, %b2 ]
  %t1114 = phi i32 [ %t30, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t1015, !dbg !215
  %.4 = load i32, ptr addrspace(1) %t13, align 4, !dbg !215, !amdgpu.noclobber !6
  %t15 = add i32 %.4, %t1114, !dbg !216
  %t16 = shl i32 %t15, 3, !dbg !217
  %t17 = sub i32 %t1114, %.4, !dbg !218
  %t18 = ashr i32 %t17, 5, !dbg !219
  %t20 = tail call i32 @llvm.smin.i32(i32 %t1114, i32 %.4), !dbg !220
  %t22 = tail call i32 @llvm.smax.i32(i32 %t1114, i32 %.4), !dbg !221
  %.5 = xor i32 %.4, -1, !dbg !222
  %t23 = and i32 %t22, %.5, !dbg !222
  %t19 = xor i32 %t18, %t20, !dbg !223
  %t21 = xor i32 %t19, %t16, !dbg !224
  %t24 = xor i32 %t21, %t23, !dbg !225
  %t25 = sub i32 0, %t1114, !dbg !226
  %t26 = or i32 %t24, %t25, !dbg !227
  %t29 = ashr i32 %t1114, 31, !dbg !228
  %t28 = xor i32 %t29, %.5, !dbg !229
  %t30 = xor i32 %t28, %t26, !dbg !230
  %t10 = add i64 %t1015, 256, !dbg !215
  %t12 = icmp slt i64 %t10, %a0, !dbg !215
  br i1 %t12, label %b4, label %b5, !dbg !215

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi i32 [ %t7, %b2 ], [ %t30, %b4 ]
  %t32 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !215
  store i32 %t11.lcssa, ptr addrspace(3) %t32, align 4, !dbg !215
  %t33 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !215
  %.6 = zext i1 %t4 to i8, !dbg !215
  store i8 %.6, ptr addrspace(3) %t33, align 1, !dbg !215
  fence syncscope("workgroup") release, !dbg !215
  tail call void @llvm.amdgcn.s.barrier(), !dbg !215
  fence syncscope("workgroup") acquire, !dbg !215
  %t34 = icmp slt i32 %.2, 128, !dbg !215
  br i1 %t34, label %b6, label %b11, !dbg !215

b6:                                               ; preds = %b5
  %t35 = add nsw i32 %.2, 128, !dbg !215
  %t36 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage2.shared.0, i32 %t35, !dbg !215
  %.7 = load i32, ptr addrspace(3) %t36, align 4, !dbg !215
  %t38 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage2.shared.1, i32 %t35, !dbg !215
  %.8 = load i8, ptr addrspace(3) %t38, align 1, !dbg !215
  %.9.not11 = icmp eq i8 %.8, 0, !dbg !215
  %t8.not = xor i1 %t4, true, !dbg !215
  %brmerge = or i1 %.9.not11, %t8.not, !dbg !215
  %t11.mux = select i1 %.9.not11, i32 %t11.lcssa, i32 %.7, !dbg !215
  %not..9.not11 = xor i1 %.9.not11, true, !dbg !215
  %t8.mux = select i1 %not..9.not11, i1 true, i1 %t4, !dbg !215
  br i1 %brmerge, label %b10, label %b8, !dbg !215

b8:                                               ; preds = %b6
  %t40 = add i32 %.7, %t11.lcssa, !dbg !216
  %t41 = shl i32 %t40, 3, !dbg !217
  %t42 = sub i32 %t11.lcssa, %.7, !dbg !218
  %t43 = ashr i32 %t42, 5, !dbg !219
  %t45 = tail call i32 @llvm.smin.i32(i32 %t11.lcssa, i32 %.7), !dbg !220
  %t47 = tail call i32 @llvm.smax.i32(i32 %t11.lcssa, i32 %.7), !dbg !221
  %.10 = xor i32 %.7, -1, !dbg !222
  %t48 = and i32 %t47, %.10, !dbg !222
  %t44 = xor i32 %t43, %t45, !dbg !223
  %t46 = xor i32 %t44, %t41, !dbg !224
  %t49 = xor i32 %t46, %t48, !dbg !225
  %t50 = sub i32 0, %t11.lcssa, !dbg !226
  %t51 = or i32 %t49, %t50, !dbg !227
  %t54 = ashr i32 %t11.lcssa, 31, !dbg !228
  %t53 = xor i32 %t54, %.10, !dbg !229
  %t55 = xor i32 %t53, %t51, !dbg !230
  br label %b10, !dbg !215

b10:                                              ; preds = %b6, %b8
  %t57 = phi i32 [ %t11.mux, %b6 ], [ %t55, %b8 ]
  %t58 = phi i1 [ %t8.mux, %b6 ], [ true, %b8 ]
  store i32 %t57, ptr addrspace(3) %t32, align 4, !dbg !215
  %.11 = zext i1 %t58 to i8, !dbg !215
  store i8 %.11, ptr addrspace(3) %t33, align 1, !dbg !215
  br label %b11, !dbg !215

b11:                                              ; preds = %b10, %b5
  %t59 = phi i32 [ %t57, %b10 ], [ %t11.lcssa, %b5 ]
  %t60 = phi i1 [ %t58, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !215
  tail call void @llvm.amdgcn.s.barrier(), !dbg !215
  fence syncscope("workgroup") acquire, !dbg !215
  %t61 = icmp slt i32 %.2, 64, !dbg !215
  br i1 %t61, label %b12, label %b17, !dbg !215

b12:                                              ; preds = %b11
  %t62 = add nsw i32 %.2, 64, !dbg !215
  %t63 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage2.shared.0, i32 %t62, !dbg !215
  %.12 = load i32, ptr addrspace(3) %t63, align 4, !dbg !215
  %t65 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage2.shared.1, i32 %t62, !dbg !215
  %.13 = load i8, ptr addrspace(3) %t65, align 1, !dbg !215
  %.14.not10 = icmp eq i8 %.13, 0, !dbg !215
  %t60.not = xor i1 %t60, true, !dbg !215
  %brmerge1 = select i1 %.14.not10, i1 true, i1 %t60.not, !dbg !215
  %t59.mux = select i1 %.14.not10, i32 %t59, i32 %.12, !dbg !215
  %not..14.not10 = xor i1 %.14.not10, true, !dbg !215
  %t60.mux = select i1 %not..14.not10, i1 true, i1 %t60, !dbg !215
  br i1 %brmerge1, label %b16, label %b14, !dbg !215

b14:                                              ; preds = %b12
  %t67 = add i32 %.12, %t59, !dbg !216
  %t68 = shl i32 %t67, 3, !dbg !217
  %t69 = sub i32 %t59, %.12, !dbg !218
  %t70 = ashr i32 %t69, 5, !dbg !219
  %t72 = tail call i32 @llvm.smin.i32(i32 %t59, i32 %.12), !dbg !220
  %t74 = tail call i32 @llvm.smax.i32(i32 %t59, i32 %.12), !dbg !221
  %.15 = xor i32 %.12, -1, !dbg !222
  %t75 = and i32 %t74, %.15, !dbg !222
  %t71 = xor i32 %t70, %t72, !dbg !223
  %t73 = xor i32 %t71, %t68, !dbg !224
  %t76 = xor i32 %t73, %t75, !dbg !225
  %t77 = sub i32 0, %t59, !dbg !226
  %t78 = or i32 %t76, %t77, !dbg !227
  %t81 = ashr i32 %t59, 31, !dbg !228
  %t80 = xor i32 %t81, %.15, !dbg !229
  %t82 = xor i32 %t80, %t78, !dbg !230
  br label %b16, !dbg !215

b16:                                              ; preds = %b12, %b14
  %t84 = phi i32 [ %t59.mux, %b12 ], [ %t82, %b14 ]
  %t85 = phi i1 [ %t60.mux, %b12 ], [ true, %b14 ]
  store i32 %t84, ptr addrspace(3) %t32, align 4, !dbg !215
  %.16 = zext i1 %t85 to i8, !dbg !215
  store i8 %.16, ptr addrspace(3) %t33, align 1, !dbg !215
  br label %b17, !dbg !215

b17:                                              ; preds = %b16, %b11
  %t86 = phi i32 [ %t84, %b16 ], [ %t59, %b11 ]
  %t87 = phi i1 [ %t85, %b16 ], [ %t60, %b11 ]
  fence syncscope("workgroup") release, !dbg !215
  tail call void @llvm.amdgcn.s.barrier(), !dbg !215
  fence syncscope("workgroup") acquire, !dbg !215
  %t88 = icmp slt i32 %.2, 32, !dbg !215
  br i1 %t88, label %b18, label %b23, !dbg !215

b18:                                              ; preds = %b17
  %t89 = add nsw i32 %.2, 32, !dbg !215
  %t90 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage2.shared.0, i32 %t89, !dbg !215
  %.17 = load i32, ptr addrspace(3) %t90, align 4, !dbg !215
  %t92 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage2.shared.1, i32 %t89, !dbg !215
  %.18 = load i8, ptr addrspace(3) %t92, align 1, !dbg !215
  %.19.not9 = icmp eq i8 %.18, 0, !dbg !215
  %t87.not = xor i1 %t87, true, !dbg !215
  %brmerge2 = select i1 %.19.not9, i1 true, i1 %t87.not, !dbg !215
  %t86.mux = select i1 %.19.not9, i32 %t86, i32 %.17, !dbg !215
  %not..19.not9 = xor i1 %.19.not9, true, !dbg !215
  %t87.mux = select i1 %not..19.not9, i1 true, i1 %t87, !dbg !215
  br i1 %brmerge2, label %b23, label %b20, !dbg !215

b20:                                              ; preds = %b18
  %t94 = add i32 %.17, %t86, !dbg !216
  %t95 = shl i32 %t94, 3, !dbg !217
  %t96 = sub i32 %t86, %.17, !dbg !218
  %t97 = ashr i32 %t96, 5, !dbg !219
  %t99 = tail call i32 @llvm.smin.i32(i32 %t86, i32 %.17), !dbg !220
  %t101 = tail call i32 @llvm.smax.i32(i32 %t86, i32 %.17), !dbg !221
  %.20 = xor i32 %.17, -1, !dbg !222
  %t102 = and i32 %t101, %.20, !dbg !222
  %t98 = xor i32 %t97, %t99, !dbg !223
  %t100 = xor i32 %t98, %t95, !dbg !224
  %t103 = xor i32 %t100, %t102, !dbg !225
  %t104 = sub i32 0, %t86, !dbg !226
  %t105 = or i32 %t103, %t104, !dbg !227
  %t108 = ashr i32 %t86, 31, !dbg !228
  %t107 = xor i32 %t108, %.20, !dbg !229
  %t109 = xor i32 %t107, %t105, !dbg !230
  br label %b23, !dbg !215

b23:                                              ; preds = %b18, %b20, %b17
  %t113 = phi i32 [ %t86, %b17 ], [ %t86.mux, %b18 ], [ %t109, %b20 ]
  %t114 = phi i1 [ %t87, %b17 ], [ %t87.mux, %b18 ], [ true, %b20 ]
  br i1 %t88, label %b24, label %b45, !dbg !215

b24:                                              ; preds = %b23
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !215
  %.23 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.22), !dbg !215
  %.24 = zext i32 %.23 to i64, !dbg !215
  %.25 = add nuw nsw i64 %.24, 16, !dbg !215
  %.26 = icmp ult i32 %.23, 48, !dbg !215
  %.27 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !215
  %.28 = and i64 %.25, 63, !dbg !215
  %0 = shl nuw i64 1, %.28, !dbg !215
  %1 = and i64 %0, %.27, !dbg !215
  %.30 = icmp ne i64 %1, 0, !dbg !215
  %.31 = and i1 %.26, %.30, !dbg !215
  %.32 = trunc i64 %.25 to i32, !dbg !215
  %.33 = shl i32 %.32, 2, !dbg !215
  %.34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %t113), !dbg !215
  %t115 = select i1 %.31, i32 %.34, i32 %t113, !dbg !215
  %.48 = zext i1 %t114 to i32, !dbg !215
  %.49 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.48), !dbg !215
  %2 = and i32 %.49, 1, !dbg !215
  %.50 = icmp ne i32 %2, 0, !dbg !215
  %t116 = select i1 %.31, i1 %.50, i1 %t114, !dbg !215
  %t117 = icmp slt i32 %.2, 16, !dbg !215
  %t118 = and i1 %t117, %t116, !dbg !215
  %3 = select i1 %t118, i1 %t114, i1 false, !dbg !215
  %t113.mux = select i1 %t118, i32 %t115, i32 %t113, !dbg !215
  %t114.mux = select i1 %t118, i1 true, i1 %t114, !dbg !215
  br i1 %3, label %b26, label %b28, !dbg !215

b26:                                              ; preds = %b24
  %t119 = add i32 %t115, %t113, !dbg !216
  %t120 = shl i32 %t119, 3, !dbg !217
  %t121 = sub i32 %t113, %t115, !dbg !218
  %t122 = ashr i32 %t121, 5, !dbg !219
  %t124 = tail call i32 @llvm.smin.i32(i32 %t113, i32 %t115), !dbg !220
  %t126 = tail call i32 @llvm.smax.i32(i32 %t113, i32 %t115), !dbg !221
  %.51 = xor i32 %t115, -1, !dbg !222
  %t127 = and i32 %t126, %.51, !dbg !222
  %t123 = xor i32 %t122, %t124, !dbg !223
  %t125 = xor i32 %t123, %t120, !dbg !224
  %t128 = xor i32 %t125, %t127, !dbg !225
  %t129 = sub i32 0, %t113, !dbg !226
  %t130 = or i32 %t128, %t129, !dbg !227
  %t133 = ashr i32 %t113, 31, !dbg !228
  %t132 = xor i32 %t133, %.51, !dbg !229
  %t134 = xor i32 %t132, %t130, !dbg !230
  br label %b28, !dbg !215

b28:                                              ; preds = %b24, %b26
  %t136 = phi i32 [ %t113.mux, %b24 ], [ %t134, %b26 ]
  %t137 = phi i1 [ %t114.mux, %b24 ], [ true, %b26 ]
  %.56 = add nuw nsw i64 %.24, 8, !dbg !215
  %.57 = icmp ult i32 %.23, 56, !dbg !215
  %.59 = and i64 %.56, 63, !dbg !215
  %4 = shl nuw i64 1, %.59, !dbg !215
  %5 = and i64 %4, %.27, !dbg !215
  %.61 = icmp ne i64 %5, 0, !dbg !215
  %.62 = and i1 %.57, %.61, !dbg !215
  %.63 = trunc i64 %.56 to i32, !dbg !215
  %.64 = shl i32 %.63, 2, !dbg !215
  %.65 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.64, i32 %t136), !dbg !215
  %t138 = select i1 %.62, i32 %.65, i32 %t136, !dbg !215
  %.79 = zext i1 %t137 to i32, !dbg !215
  %.80 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.64, i32 %.79), !dbg !215
  %6 = and i32 %.80, 1, !dbg !215
  %.81 = icmp ne i32 %6, 0, !dbg !215
  %t139 = select i1 %.62, i1 %.81, i1 %t137, !dbg !215
  %t140 = icmp slt i32 %.2, 24, !dbg !215
  %t141 = and i1 %t140, %t139, !dbg !215
  %7 = select i1 %t141, i1 %t137, i1 false, !dbg !215
  %t136.mux = select i1 %t141, i32 %t138, i32 %t136, !dbg !215
  %t137.mux = select i1 %t141, i1 true, i1 %t137, !dbg !215
  br i1 %7, label %b30, label %b32, !dbg !215

b30:                                              ; preds = %b28
  %t142 = add i32 %t138, %t136, !dbg !216
  %t143 = shl i32 %t142, 3, !dbg !217
  %t144 = sub i32 %t136, %t138, !dbg !218
  %t145 = ashr i32 %t144, 5, !dbg !219
  %t147 = tail call i32 @llvm.smin.i32(i32 %t136, i32 %t138), !dbg !220
  %t149 = tail call i32 @llvm.smax.i32(i32 %t136, i32 %t138), !dbg !221
  %.82 = xor i32 %t138, -1, !dbg !222
  %t150 = and i32 %t149, %.82, !dbg !222
  %t146 = xor i32 %t145, %t147, !dbg !223
  %t148 = xor i32 %t146, %t143, !dbg !224
  %t151 = xor i32 %t148, %t150, !dbg !225
  %t152 = sub i32 0, %t136, !dbg !226
  %t153 = or i32 %t151, %t152, !dbg !227
  %t156 = ashr i32 %t136, 31, !dbg !228
  %t155 = xor i32 %t156, %.82, !dbg !229
  %t157 = xor i32 %t155, %t153, !dbg !230
  br label %b32, !dbg !215

b32:                                              ; preds = %b28, %b30
  %t159 = phi i32 [ %t136.mux, %b28 ], [ %t157, %b30 ]
  %t160 = phi i1 [ %t137.mux, %b28 ], [ true, %b30 ]
  %.87 = add nuw nsw i64 %.24, 4, !dbg !215
  %.88 = icmp ult i32 %.23, 60, !dbg !215
  %.90 = and i64 %.87, 63, !dbg !215
  %8 = shl nuw i64 1, %.90, !dbg !215
  %9 = and i64 %8, %.27, !dbg !215
  %.92 = icmp ne i64 %9, 0, !dbg !215
  %.93 = and i1 %.88, %.92, !dbg !215
  %.94 = trunc i64 %.87 to i32, !dbg !215
  %.95 = shl i32 %.94, 2, !dbg !215
  %.96 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.95, i32 %t159), !dbg !215
  %t161 = select i1 %.93, i32 %.96, i32 %t159, !dbg !215
  %.110 = zext i1 %t160 to i32, !dbg !215
  %.111 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.95, i32 %.110), !dbg !215
  %10 = and i32 %.111, 1, !dbg !215
  %.112 = icmp ne i32 %10, 0, !dbg !215
  %t162 = select i1 %.93, i1 %.112, i1 %t160, !dbg !215
  %t163 = icmp slt i32 %.2, 28, !dbg !215
  %t164 = and i1 %t163, %t162, !dbg !215
  %11 = select i1 %t164, i1 %t160, i1 false, !dbg !215
  %t159.mux = select i1 %t164, i32 %t161, i32 %t159, !dbg !215
  %t160.mux = select i1 %t164, i1 true, i1 %t160, !dbg !215
  br i1 %11, label %b34, label %b36, !dbg !215

b34:                                              ; preds = %b32
  %t165 = add i32 %t161, %t159, !dbg !216
  %t166 = shl i32 %t165, 3, !dbg !217
  %t167 = sub i32 %t159, %t161, !dbg !218
  %t168 = ashr i32 %t167, 5, !dbg !219
  %t170 = tail call i32 @llvm.smin.i32(i32 %t159, i32 %t161), !dbg !220
  %t172 = tail call i32 @llvm.smax.i32(i32 %t159, i32 %t161), !dbg !221
  %.113 = xor i32 %t161, -1, !dbg !222
  %t173 = and i32 %t172, %.113, !dbg !222
  %t169 = xor i32 %t168, %t170, !dbg !223
  %t171 = xor i32 %t169, %t166, !dbg !224
  %t174 = xor i32 %t171, %t173, !dbg !225
  %t175 = sub i32 0, %t159, !dbg !226
  %t176 = or i32 %t174, %t175, !dbg !227
  %t179 = ashr i32 %t159, 31, !dbg !228
  %t178 = xor i32 %t179, %.113, !dbg !229
  %t180 = xor i32 %t178, %t176, !dbg !230
  br label %b36, !dbg !215

b36:                                              ; preds = %b32, %b34
  %t182 = phi i32 [ %t159.mux, %b32 ], [ %t180, %b34 ]
  %t183 = phi i1 [ %t160.mux, %b32 ], [ true, %b34 ]
  %.118 = add nuw nsw i64 %.24, 2, !dbg !215
  %.119 = icmp ult i32 %.23, 62, !dbg !215
  %.121 = and i64 %.118, 63, !dbg !215
  %12 = shl nuw i64 1, %.121, !dbg !215
  %13 = and i64 %12, %.27, !dbg !215
  %.123 = icmp ne i64 %13, 0, !dbg !215
  %.124 = and i1 %.119, %.123, !dbg !215
  %.125 = trunc i64 %.118 to i32, !dbg !215
  %.126 = shl i32 %.125, 2, !dbg !215
  %.127 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.126, i32 %t182), !dbg !215
  %t184 = select i1 %.124, i32 %.127, i32 %t182, !dbg !215
  %.141 = zext i1 %t183 to i32, !dbg !215
  %.142 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.126, i32 %.141), !dbg !215
  %14 = and i32 %.142, 1, !dbg !215
  %.143 = icmp ne i32 %14, 0, !dbg !215
  %t185 = select i1 %.124, i1 %.143, i1 %t183, !dbg !215
  %t186 = icmp slt i32 %.2, 30, !dbg !215
  %t187 = and i1 %t186, %t185, !dbg !215
  %15 = select i1 %t187, i1 %t183, i1 false, !dbg !215
  %t182.mux = select i1 %t187, i32 %t184, i32 %t182, !dbg !215
  %t183.mux = select i1 %t187, i1 true, i1 %t183, !dbg !215
  br i1 %15, label %b38, label %b40, !dbg !215

b38:                                              ; preds = %b36
  %t188 = add i32 %t184, %t182, !dbg !216
  %t189 = shl i32 %t188, 3, !dbg !217
  %t190 = sub i32 %t182, %t184, !dbg !218
  %t191 = ashr i32 %t190, 5, !dbg !219
  %t193 = tail call i32 @llvm.smin.i32(i32 %t182, i32 %t184), !dbg !220
  %t195 = tail call i32 @llvm.smax.i32(i32 %t182, i32 %t184), !dbg !221
  %.144 = xor i32 %t184, -1, !dbg !222
  %t196 = and i32 %t195, %.144, !dbg !222
  %t192 = xor i32 %t191, %t193, !dbg !223
  %t194 = xor i32 %t192, %t189, !dbg !224
  %t197 = xor i32 %t194, %t196, !dbg !225
  %t198 = sub i32 0, %t182, !dbg !226
  %t199 = or i32 %t197, %t198, !dbg !227
  %t202 = ashr i32 %t182, 31, !dbg !228
  %t201 = xor i32 %t202, %.144, !dbg !229
  %t203 = xor i32 %t201, %t199, !dbg !230
  br label %b40, !dbg !215

b40:                                              ; preds = %b36, %b38
  %t205 = phi i32 [ %t182.mux, %b36 ], [ %t203, %b38 ]
  %t206 = phi i1 [ %t183.mux, %b36 ], [ true, %b38 ]
  %.149 = add nuw nsw i64 %.24, 1, !dbg !215
  %.150 = icmp ult i32 %.23, 63, !dbg !215
  %.152 = and i64 %.149, 63, !dbg !215
  %16 = shl nuw i64 1, %.152, !dbg !215
  %17 = and i64 %16, %.27, !dbg !215
  %.154 = icmp ne i64 %17, 0, !dbg !215
  %.155 = and i1 %.150, %.154, !dbg !215
  %.156 = trunc i64 %.149 to i32, !dbg !215
  %.157 = shl i32 %.156, 2, !dbg !215
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %t205), !dbg !215
  %t207 = select i1 %.155, i32 %.158, i32 %t205, !dbg !215
  %.172 = zext i1 %t206 to i32, !dbg !215
  %.173 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.172), !dbg !215
  %18 = and i32 %.173, 1, !dbg !215
  %.174 = icmp ne i32 %18, 0, !dbg !215
  %t208 = select i1 %.155, i1 %.174, i1 %t206, !dbg !215
  %t209 = icmp slt i32 %.2, 31, !dbg !215
  %t210 = and i1 %t209, %t208, !dbg !215
  %19 = select i1 %t210, i1 %t206, i1 false, !dbg !215
  %t205.mux = select i1 %t210, i32 %t207, i32 %t205, !dbg !215
  %t206.mux = select i1 %t210, i1 true, i1 %t206, !dbg !215
  br i1 %19, label %b42, label %b45, !dbg !215

b42:                                              ; preds = %b40
  %t211 = add i32 %t207, %t205, !dbg !216
  %t212 = shl i32 %t211, 3, !dbg !217
  %t213 = sub i32 %t205, %t207, !dbg !218
  %t214 = ashr i32 %t213, 5, !dbg !219
  %t216 = tail call i32 @llvm.smin.i32(i32 %t205, i32 %t207), !dbg !220
  %t218 = tail call i32 @llvm.smax.i32(i32 %t205, i32 %t207), !dbg !221
  %.175 = xor i32 %t207, -1, !dbg !222
  %t219 = and i32 %t218, %.175, !dbg !222
  %t215 = xor i32 %t214, %t216, !dbg !223
  %t217 = xor i32 %t215, %t212, !dbg !224
  %t220 = xor i32 %t217, %t219, !dbg !225
  %t221 = sub i32 0, %t205, !dbg !226
  %t222 = or i32 %t220, %t221, !dbg !227
  %t225 = ashr i32 %t205, 31, !dbg !228
  %t224 = xor i32 %t225, %.175, !dbg !229
  %t226 = xor i32 %t224, %t222, !dbg !230
  br label %b45, !dbg !215

b45:                                              ; preds = %b40, %b42, %b23
  %t230 = phi i32 [ %t113, %b23 ], [ %t205.mux, %b40 ], [ %t226, %b42 ]
  %t231 = phi i1 [ %t114, %b23 ], [ %t206.mux, %b40 ], [ true, %b42 ]
  %t232 = icmp eq i32 %.2, 0, !dbg !215
  br i1 %t232, label %b46, label %b52, !dbg !215

b46:                                              ; preds = %b45
  %20 = select i1 %t231, i1 %.1, i1 false, !dbg !215
  %a3.mux = select i1 %t231, i32 %t230, i32 %a3, !dbg !215
  %.1.mux = select i1 %t231, i1 true, i1 %.1, !dbg !215
  br i1 %20, label %b48, label %b50, !dbg !215

b48:                                              ; preds = %b46
  %t233 = add i32 %t230, %a3, !dbg !216
  %t234 = shl i32 %t233, 3, !dbg !217
  %t235 = sub i32 %a3, %t230, !dbg !218
  %t236 = ashr i32 %t235, 5, !dbg !219
  %t238 = tail call i32 @llvm.smin.i32(i32 %a3, i32 %t230), !dbg !220
  %t240 = tail call i32 @llvm.smax.i32(i32 %a3, i32 %t230), !dbg !221
  %.176 = xor i32 %t230, -1, !dbg !222
  %t241 = and i32 %t240, %.176, !dbg !222
  %t237 = xor i32 %t236, %t238, !dbg !223
  %t239 = xor i32 %t237, %t234, !dbg !224
  %t242 = xor i32 %t239, %t241, !dbg !225
  %t243 = sub i32 0, %a3, !dbg !226
  %t244 = or i32 %t242, %t243, !dbg !227
  %t247 = ashr i32 %a3, 31, !dbg !228
  %t246 = xor i32 %t247, %.176, !dbg !229
  %t248 = xor i32 %t246, %t244, !dbg !230
  br label %b50, !dbg !215

b50:                                              ; preds = %b46, %b48
  %t250 = phi i32 [ %a3.mux, %b46 ], [ %t248, %b48 ]
  %t251 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t251, label %b51, label %b52, !dbg !215

b51:                                              ; preds = %b50
  store i32 %t250, ptr addrspace(1) %a2, align 4, !dbg !215
  br label %b52, !dbg !215

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !215
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i32 %a2, ptr addrspace(1) readonly %a3, i32 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !231 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !232
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !232
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !232
  %t3 = sext i32 %.1 to i64, !dbg !232
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !232
  %t5 = sext i32 %.2 to i64, !dbg !232
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !232
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !232
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !232, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !232
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !232
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !232, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !232
  %.15 = add i32 %.14, %.9, !dbg !232
  %.16 = udiv i32 %.15, %.6, !dbg !232
  %t9 = sext i32 %.16 to i64, !dbg !232
  %t10 = mul nsw i64 %t7, %t5, !dbg !232
  %t11 = add nsw i64 %t10, %t3, !dbg !232
  %t12 = mul nsw i64 %t9, %t7, !dbg !232
  %t141 = icmp slt i64 %t11, %a0, !dbg !232
  br i1 %t141, label %b2, label %b7, !dbg !232

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t38, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !232

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t132, !dbg !232
  %.17 = load i32, ptr addrspace(1) %t15, align 4, !dbg !232
  br label %b4, !dbg !232

b4:                                               ; preds = %b3, %b2
  %t17 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !232

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t132, !dbg !232
  %.18 = load i32, ptr addrspace(1) %t18, align 4, !dbg !232
  br label %b6, !dbg !232

b6:                                               ; preds = %b5, %b4
  %t20 = phi i32 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = add i32 %t20, %t17, !dbg !233
  %t22 = shl i32 %t21, 3, !dbg !234
  %t23 = sub i32 %t17, %t20, !dbg !235
  %t24 = lshr i32 %t23, 5, !dbg !236
  %t26 = tail call i32 @llvm.umin.i32(i32 %t17, i32 %t20), !dbg !237
  %t28 = tail call i32 @llvm.umax.i32(i32 %t17, i32 %t20), !dbg !238
  %.19 = xor i32 %t20, -1, !dbg !239
  %t29 = and i32 %t28, %.19, !dbg !239
  %t25 = xor i32 %t24, %t26, !dbg !240
  %t27 = xor i32 %t25, %t22, !dbg !241
  %t30 = xor i32 %t27, %t29, !dbg !242
  %t31 = sub i32 0, %t17, !dbg !243
  %t32 = or i32 %t30, %t31, !dbg !244
  %t34 = xor i32 %t32, %.19, !dbg !245
  %t37 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t132, !dbg !232
  store i32 %t34, ptr addrspace(1) %t37, align 4, !dbg !232
  %t38 = add i64 %t132, %t12, !dbg !232
  %t14 = icmp slt i64 %t38, %a0, !dbg !232
  br i1 %t14, label %b2, label %b7, !dbg !232

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !232
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i32 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !246 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !247
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !247
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !247
  %t3 = sext i32 %.1 to i64, !dbg !247
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !247
  %t5 = sext i32 %.2 to i64, !dbg !247
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !247
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !247
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !247, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !247
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !247
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !247, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !247
  %.15 = add i32 %.14, %.9, !dbg !247
  %.16 = udiv i32 %.15, %.6, !dbg !247
  %t9 = sext i32 %.16 to i64, !dbg !247
  %t10 = mul nsw i64 %t7, %t5, !dbg !247
  %t11 = add nsw i64 %t10, %t3, !dbg !247
  %t12 = mul nsw i64 %t9, %t7, !dbg !247
  %t13 = icmp sgt i64 %a1, 7, !dbg !247
  %t14 = icmp sgt i64 %a1, 6, !dbg !247
  %t15 = icmp sgt i64 %a1, 5, !dbg !247
  %t16 = icmp sgt i64 %a1, 4, !dbg !247
  %t17 = icmp sgt i64 %a1, 3, !dbg !247
  %t18 = icmp sgt i64 %a1, 2, !dbg !247
  %t19 = icmp sgt i64 %a1, 1, !dbg !247
  %t20 = icmp sgt i64 %a1, 0, !dbg !247
  %t221 = icmp slt i64 %t11, %a0, !dbg !247
  br i1 %t221, label %b2.lr.ph, label %b23, !dbg !247

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
  br label %b2, !dbg !247

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t136, %b22 ]
  br i1 %t13, label %b3, label %b4, !dbg !247

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen, !dbg !247
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed, !dbg !247
  %.28 = sub i64 0, %t212, !dbg !247
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !247
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !247
  %t25 = mul i64 %.22, %a19, !dbg !247
  %t26 = mul i64 %.22, %a29, !dbg !247
  %t27 = mul i64 %.22, %a38, !dbg !247
  br label %b4, !dbg !247

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !247

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen, !dbg !247
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed, !dbg !247
  %.42 = sub i64 0, %t28, !dbg !247
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !247
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !247
  %t34 = mul i64 %.36, %a18, !dbg !247
  %t35 = add i64 %t34, %t29, !dbg !247
  %t36 = mul i64 %.36, %a28, !dbg !247
  %t37 = add i64 %t36, %t30, !dbg !247
  %t38 = mul i64 %.36, %a37, !dbg !247
  %t39 = add i64 %t38, %t31, !dbg !247
  br label %b6, !dbg !247

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !247

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen, !dbg !247
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed, !dbg !247
  %.56 = sub i64 0, %t40, !dbg !247
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !247
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !247
  %t46 = mul i64 %.50, %a17, !dbg !247
  %t47 = add i64 %t46, %t41, !dbg !247
  %t48 = mul i64 %.50, %a27, !dbg !247
  %t49 = add i64 %t48, %t42, !dbg !247
  %t50 = mul i64 %.50, %a36, !dbg !247
  %t51 = add i64 %t50, %t43, !dbg !247
  br label %b8, !dbg !247

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !247

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen, !dbg !247
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed, !dbg !247
  %.70 = sub i64 0, %t52, !dbg !247
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !247
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !247
  %t58 = mul i64 %.64, %a16, !dbg !247
  %t59 = add i64 %t58, %t53, !dbg !247
  %t60 = mul i64 %.64, %a26, !dbg !247
  %t61 = add i64 %t60, %t54, !dbg !247
  %t62 = mul i64 %.64, %a35, !dbg !247
  %t63 = add i64 %t62, %t55, !dbg !247
  br label %b10, !dbg !247

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !247

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen, !dbg !247
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed, !dbg !247
  %.84 = sub i64 0, %t64, !dbg !247
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !247
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !247
  %t70 = mul i64 %.78, %a15, !dbg !247
  %t71 = add i64 %t70, %t65, !dbg !247
  %t72 = mul i64 %.78, %a25, !dbg !247
  %t73 = add i64 %t72, %t66, !dbg !247
  %t74 = mul i64 %.78, %a34, !dbg !247
  %t75 = add i64 %t74, %t67, !dbg !247
  br label %b12, !dbg !247

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !247

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen, !dbg !247
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed, !dbg !247
  %.98 = sub i64 0, %t76, !dbg !247
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !247
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !247
  %t82 = mul i64 %.92, %a14, !dbg !247
  %t83 = add i64 %t82, %t77, !dbg !247
  %t84 = mul i64 %.92, %a24, !dbg !247
  %t85 = add i64 %t84, %t78, !dbg !247
  %t86 = mul i64 %.92, %a33, !dbg !247
  %t87 = add i64 %t86, %t79, !dbg !247
  br label %b14, !dbg !247

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !247

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen, !dbg !247
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed, !dbg !247
  %.112 = sub i64 0, %t88, !dbg !247
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !247
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !247
  %t94 = mul i64 %.106, %a13, !dbg !247
  %t95 = add i64 %t94, %t89, !dbg !247
  %t96 = mul i64 %.106, %a23, !dbg !247
  %t97 = add i64 %t96, %t90, !dbg !247
  %t98 = mul i64 %.106, %a32, !dbg !247
  %t99 = add i64 %t98, %t91, !dbg !247
  br label %b16, !dbg !247

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !247

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !247
  %t105 = add i64 %t101, %t104, !dbg !247
  %t106 = mul i64 %t100, %a22, !dbg !247
  %t107 = add i64 %t102, %t106, !dbg !247
  %t108 = mul i64 %t100, %a31, !dbg !247
  %t109 = add i64 %t103, %t108, !dbg !247
  br label %b18, !dbg !247

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !247

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t110, !dbg !247
  %.115 = load i32, ptr addrspace(1) %t113, align 4, !dbg !247
  br label %b20, !dbg !247

b20:                                              ; preds = %b19, %b18
  %t115 = phi i32 [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !247

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t111, !dbg !247
  %.116 = load i32, ptr addrspace(1) %t116, align 4, !dbg !247
  br label %b22, !dbg !247

b22:                                              ; preds = %b21, %b20
  %t118 = phi i32 [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = add i32 %t118, %t115, !dbg !248
  %t120 = shl i32 %t119, 3, !dbg !249
  %t121 = sub i32 %t115, %t118, !dbg !250
  %t122 = lshr i32 %t121, 5, !dbg !251
  %t124 = tail call i32 @llvm.umin.i32(i32 %t115, i32 %t118), !dbg !252
  %t126 = tail call i32 @llvm.umax.i32(i32 %t115, i32 %t118), !dbg !253
  %.117 = xor i32 %t118, -1, !dbg !254
  %t127 = and i32 %t126, %.117, !dbg !254
  %t123 = xor i32 %t122, %t124, !dbg !255
  %t125 = xor i32 %t123, %t120, !dbg !256
  %t128 = xor i32 %t125, %t127, !dbg !257
  %t129 = sub i32 0, %t115, !dbg !258
  %t130 = or i32 %t128, %t129, !dbg !259
  %t132 = xor i32 %t130, %.117, !dbg !260
  %t135 = getelementptr inbounds i32, ptr addrspace(1) %a30, i64 %t112, !dbg !247
  store i32 %t132, ptr addrspace(1) %t135, align 4, !dbg !247
  %t136 = add i64 %t212, %t12, !dbg !247
  %t22 = icmp slt i64 %t136, %a0, !dbg !247
  br i1 %t22, label %b2, label %b23, !dbg !247

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !247
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !261 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !262
  %t3 = sext i32 %.1 to i64, !dbg !262
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !262
  %t5 = sext i32 %.2 to i64, !dbg !262
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !262
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !262
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !262, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !262
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !262, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !262
  %.10 = add i32 %.5, -1, !dbg !262
  %.11 = add i32 %.10, %.9, !dbg !262
  %.12 = udiv i32 %.11, %.9, !dbg !262
  %t7 = sext i32 %.12 to i64, !dbg !262
  %t8 = shl nsw i64 %t5, 8, !dbg !262
  %t9 = add nsw i64 %t8, %t3, !dbg !262
  %t10 = shl nsw i64 %t7, 8, !dbg !262
  %t11 = icmp slt i64 %t9, %a0, !dbg !262
  br i1 %t11, label %b1, label %b2, !dbg !262

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !262
  %t13 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t12, !dbg !262
  %.13 = load i32, ptr addrspace(1) %t13, align 4, !dbg !262, !amdgpu.noclobber !6
  br label %b2, !dbg !262

b2:                                               ; preds = %b1, %entry
  %t15 = phi i32 [ %.13, %b1 ], [ 0, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !262
  %t18 = shl nsw i64 %t7, 11, !dbg !262
  %t19 = mul nsw i64 %t7, 1792, !dbg !262
  %t20 = sub i64 %a0, %t19, !dbg !262
  %t26 = mul i64 %t17, %a2, !dbg !262
  %t28 = mul i64 %t18, %a2, !dbg !262
  %t29 = mul i64 %t10, %a2, !dbg !262
  %t6111 = icmp slt i64 %t17, %t20, !dbg !262
  br i1 %t6111, label %b4.preheader, label %b5, !dbg !262

b4.preheader:                                     ; preds = %b2
  %t47 = mul i64 %t19, %a2, !dbg !262
  %t48 = add i64 %t26, %t47, !dbg !262
  %t49 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t48, !dbg !262
  %t21 = mul i64 %t7, %a2, !dbg !262
  %t44 = mul i64 %t21, 1536, !dbg !262
  %t45 = add i64 %t26, %t44, !dbg !262
  %t46 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t45, !dbg !262
  %t41 = mul i64 %t21, 1280, !dbg !262
  %t42 = add i64 %t26, %t41, !dbg !262
  %t43 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t42, !dbg !262
  %t38 = shl i64 %t21, 10, !dbg !262
  %t39 = add i64 %t26, %t38, !dbg !262
  %t40 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t39, !dbg !262
  %t35 = mul i64 %t21, 768, !dbg !262
  %t36 = add i64 %t26, %t35, !dbg !262
  %t37 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t36, !dbg !262
  %t32 = shl i64 %t21, 9, !dbg !262
  %t33 = add i64 %t26, %t32, !dbg !262
  %t34 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t33, !dbg !262
  %t30 = add i64 %t26, %t29, !dbg !262
  %t31 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t30, !dbg !262
  %t27 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t26, !dbg !262
  br label %b4, !dbg !262

b4:                                               ; preds = %b4.preheader, %b4
  %t5921 = phi i32 [ %t195, %b4 ], [ %t15, %b4.preheader ]
  %t5820 = phi i64 [ %t198, %b4 ], [ %t17, %b4.preheader ]
  %t5719 = phi ptr addrspace(1) [ %t199, %b4 ], [ %t27, %b4.preheader ]
  %t5618 = phi ptr addrspace(1) [ %t200, %b4 ], [ %t31, %b4.preheader ]
  %t5517 = phi ptr addrspace(1) [ %t201, %b4 ], [ %t34, %b4.preheader ]
  %t5416 = phi ptr addrspace(1) [ %t202, %b4 ], [ %t37, %b4.preheader ]
  %t5315 = phi ptr addrspace(1) [ %t203, %b4 ], [ %t40, %b4.preheader ]
  %t5214 = phi ptr addrspace(1) [ %t204, %b4 ], [ %t43, %b4.preheader ]
  %t5113 = phi ptr addrspace(1) [ %t205, %b4 ], [ %t46, %b4.preheader ]
  %t5012 = phi ptr addrspace(1) [ %t206, %b4 ], [ %t49, %b4.preheader ]
  %.14 = load i32, ptr addrspace(1) %t5719, align 4, !dbg !262
  %.15 = load i32, ptr addrspace(1) %t5618, align 4, !dbg !262
  %.16 = load i32, ptr addrspace(1) %t5517, align 4, !dbg !262
  %.17 = load i32, ptr addrspace(1) %t5416, align 4, !dbg !262
  %.18 = load i32, ptr addrspace(1) %t5315, align 4, !dbg !262
  %.19 = load i32, ptr addrspace(1) %t5214, align 4, !dbg !262
  %.20 = load i32, ptr addrspace(1) %t5113, align 4, !dbg !262
  %.21 = load i32, ptr addrspace(1) %t5012, align 4, !dbg !262
  %t70 = add i32 %.14, %t5921, !dbg !263
  %t71 = shl i32 %t70, 3, !dbg !264
  %t72 = sub i32 %t5921, %.14, !dbg !265
  %t73 = lshr i32 %t72, 5, !dbg !266
  %t75 = tail call i32 @llvm.umin.i32(i32 %t5921, i32 %.14), !dbg !267
  %t77 = tail call i32 @llvm.umax.i32(i32 %t5921, i32 %.14), !dbg !268
  %.22 = xor i32 %.14, -1, !dbg !269
  %t78 = and i32 %t77, %.22, !dbg !269
  %t74 = xor i32 %t73, %t75, !dbg !270
  %t76 = xor i32 %t74, %t71, !dbg !271
  %t79 = xor i32 %t76, %t78, !dbg !272
  %t80 = sub i32 0, %t5921, !dbg !273
  %t81 = or i32 %t79, %t80, !dbg !274
  %t83 = xor i32 %t81, %.22, !dbg !275
  %t86 = add i32 %t83, %.15, !dbg !263
  %t87 = shl i32 %t86, 3, !dbg !264
  %t88 = sub i32 %t83, %.15, !dbg !265
  %t89 = lshr i32 %t88, 5, !dbg !266
  %t91 = tail call i32 @llvm.umin.i32(i32 %t83, i32 %.15), !dbg !267
  %t93 = tail call i32 @llvm.umax.i32(i32 %t83, i32 %.15), !dbg !268
  %.23 = xor i32 %.15, -1, !dbg !269
  %t94 = and i32 %t93, %.23, !dbg !269
  %t90 = xor i32 %t89, %t91, !dbg !270
  %t92 = xor i32 %t90, %t87, !dbg !271
  %t95 = xor i32 %t92, %t94, !dbg !272
  %t96 = sub i32 0, %t83, !dbg !273
  %t97 = or i32 %t95, %t96, !dbg !274
  %t99 = xor i32 %t97, %.23, !dbg !275
  %t102 = add i32 %t99, %.16, !dbg !263
  %t103 = shl i32 %t102, 3, !dbg !264
  %t104 = sub i32 %t99, %.16, !dbg !265
  %t105 = lshr i32 %t104, 5, !dbg !266
  %t107 = tail call i32 @llvm.umin.i32(i32 %t99, i32 %.16), !dbg !267
  %t109 = tail call i32 @llvm.umax.i32(i32 %t99, i32 %.16), !dbg !268
  %.24 = xor i32 %.16, -1, !dbg !269
  %t110 = and i32 %t109, %.24, !dbg !269
  %t106 = xor i32 %t105, %t107, !dbg !270
  %t108 = xor i32 %t106, %t103, !dbg !271
  %t111 = xor i32 %t108, %t110, !dbg !272
  %t112 = sub i32 0, %t99, !dbg !273
  %t113 = or i32 %t111, %t112, !dbg !274
  %t115 = xor i32 %t113, %.24, !dbg !275
  %t118 = add i32 %t115, %.17, !dbg !263
  %t119 = shl i32 %t118, 3, !dbg !264
  %t120 = sub i32 %t115, %.17, !dbg !265
  %t121 = lshr i32 %t120, 5, !dbg !266
  %t123 = tail call i32 @llvm.umin.i32(i32 %t115, i32 %.17), !dbg !267
  %t125 = tail call i32 @llvm.umax.i32(i32 %t115, i32 %.17), !dbg !268
  %.25 = xor i32 %.17, -1, !dbg !269
  %t126 = and i32 %t125, %.25, !dbg !269
  %t122 = xor i32 %t121, %t123, !dbg !270
  %t124 = xor i32 %t122, %t119, !dbg !271
  %t127 = xor i32 %t124, %t126, !dbg !272
  %t128 = sub i32 0, %t115, !dbg !273
  %t129 = or i32 %t127, %t128, !dbg !274
  %t131 = xor i32 %t129, %.25, !dbg !275
  %t134 = add i32 %t131, %.18, !dbg !263
  %t135 = shl i32 %t134, 3, !dbg !264
  %t136 = sub i32 %t131, %.18, !dbg !265
  %t137 = lshr i32 %t136, 5, !dbg !266
  %t139 = tail call i32 @llvm.umin.i32(i32 %t131, i32 %.18), !dbg !267
  %t141 = tail call i32 @llvm.umax.i32(i32 %t131, i32 %.18), !dbg !268
  %.26 = xor i32 %.18, -1, !dbg !269
  %t142 = and i32 %t141, %.26, !dbg !269
  %t138 = xor i32 %t137, %t139, !dbg !270
  %t140 = xor i32 %t138, %t135, !dbg !271
  %t143 = xor i32 %t140, %t142, !dbg !272
  %t144 = sub i32 0, %t131, !dbg !273
  %t145 = or i32 %t143, %t144, !dbg !274
  %t147 = xor i32 %t145, %.26, !dbg !275
  %t150 = add i32 %t147, %.19, !dbg !263
  %t151 = shl i32 %t150, 3, !dbg !264
  %t152 = sub i32 %t147, %.19, !dbg !265
  %t153 = lshr i32 %t152, 5, !dbg !266
  %t155 = tail call i32 @llvm.umin.i32(i32 %t147, i32 %.19), !dbg !267
  %t157 = tail call i32 @llvm.umax.i32(i32 %t147, i32 %.19), !dbg !268
  %.27 = xor i32 %.19, -1, !dbg !269
  %t158 = and i32 %t157, %.27, !dbg !269
  %t154 = xor i32 %t153, %t155, !dbg !270
  %t156 = xor i32 %t154, %t151, !dbg !271
  %t159 = xor i32 %t156, %t158, !dbg !272
  %t160 = sub i32 0, %t147, !dbg !273
  %t161 = or i32 %t159, %t160, !dbg !274
  %t163 = xor i32 %t161, %.27, !dbg !275
  %t166 = add i32 %t163, %.20, !dbg !263
  %t167 = shl i32 %t166, 3, !dbg !264
  %t168 = sub i32 %t163, %.20, !dbg !265
  %t169 = lshr i32 %t168, 5, !dbg !266
  %t171 = tail call i32 @llvm.umin.i32(i32 %t163, i32 %.20), !dbg !267
  %t173 = tail call i32 @llvm.umax.i32(i32 %t163, i32 %.20), !dbg !268
  %.28 = xor i32 %.20, -1, !dbg !269
  %t174 = and i32 %t173, %.28, !dbg !269
  %t170 = xor i32 %t169, %t171, !dbg !270
  %t172 = xor i32 %t170, %t167, !dbg !271
  %t175 = xor i32 %t172, %t174, !dbg !272
  %t176 = sub i32 0, %t163, !dbg !273
  %t177 = or i32 %t175, %t176, !dbg !274
  %t179 = xor i32 %t177, %.28, !dbg !275
  %t182 = add i32 %t179, %.21, !dbg !263
  %t183 = shl i32 %t182, 3, !dbg !264
  %t184 = sub i32 %t179, %.21, !dbg !265
  %t185 = lshr i32 %t184, 5, !dbg !266
  %t187 = tail call i32 @llvm.umin.i32(i32 %t179, i32 %.21), !dbg !267
  %t189 = tail call i32 @llvm.umax.i32(i32 %t179, i32 %.21), !dbg !268
  %.29 = xor i32 %.21, -1, !dbg !269
  %t190 = and i32 %t189, %.29, !dbg !269
  %t186 = xor i32 %t185, %t187, !dbg !270
  %t188 = xor i32 %t186, %t183, !dbg !271
  %t191 = xor i32 %t188, %t190, !dbg !272
  %t192 = sub i32 0, %t179, !dbg !273
  %t193 = or i32 %t191, %t192, !dbg !274
  %t195 = xor i32 %t193, %.29, !dbg !275
  %t198 = add i64 %t5820, %t18, !dbg !262
  %t199 = getelementptr inbounds i32, ptr addrspace(1) %t5719, i64 %t28, !dbg !262
  %t200 = getelementptr inbounds i32, ptr addrspace(1) %t5618, i64 %t28, !dbg !262
  %t201 = getelementptr inbounds i32, ptr addrspace(1) %t5517, i64 %t28, !dbg !262
  %t202 = getelementptr inbounds i32, ptr addrspace(1) %t5416, i64 %t28, !dbg !262
  %t203 = getelementptr inbounds i32, ptr addrspace(1) %t5315, i64 %t28, !dbg !262
  %t204 = getelementptr inbounds i32, ptr addrspace(1) %t5214, i64 %t28, !dbg !262
  %t205 = getelementptr inbounds i32, ptr addrspace(1) %t5113, i64 %t28, !dbg !262
  %t206 = getelementptr inbounds i32, ptr addrspace(1) %t5012, i64 %t28, !dbg !262
  %t61 = icmp slt i64 %t198, %t20, !dbg !262
  br i1 %t61, label %b4, label %b5.loopexit, !dbg !262

b5.loopexit:                                      ; preds = %b4
  %.pre = mul i64 %t198, %a2, !dbg !262
  br label %b5, !dbg !262

b5:                                               ; preds = %b5.loopexit, %b2
  %t207.pre-phi = phi i64 [ %.pre, %b5.loopexit ], [ %t26, %b2 ], !dbg !262
  %t58.lcssa = phi i64 [ %t198, %b5.loopexit ], [ %t17, %b2 ]
  %t59.lcssa = phi i32 [ %t195, %b5.loopexit ], [ %t15, %b2 ]
  %t21223 = icmp slt i64 %t58.lcssa, %a0, !dbg !262
  br i1 %t21223, label %b7.preheader, label %b8, !dbg !262

b7.preheader:                                     ; preds = %b5
  %t208 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t207.pre-phi, !dbg !262
  br label %b7, !dbg !262

b7:                                               ; preds = %b7.preheader, %b7
  %t21126 = phi i32 [ %t227, %b7 ], [ %t59.lcssa, %b7.preheader ]
  %t21025 = phi i64 [ %t230, %b7 ], [ %t58.lcssa, %b7.preheader ]
  %t20924 = phi ptr addrspace(1) [ %t231, %b7 ], [ %t208, %b7.preheader ]
  %.30 = load i32, ptr addrspace(1) %t20924, align 4, !dbg !262
  %t214 = add i32 %.30, %t21126, !dbg !263
  %t215 = shl i32 %t214, 3, !dbg !264
  %t216 = sub i32 %t21126, %.30, !dbg !265
  %t217 = lshr i32 %t216, 5, !dbg !266
  %t219 = tail call i32 @llvm.umin.i32(i32 %t21126, i32 %.30), !dbg !267
  %t221 = tail call i32 @llvm.umax.i32(i32 %t21126, i32 %.30), !dbg !268
  %.31 = xor i32 %.30, -1, !dbg !269
  %t222 = and i32 %t221, %.31, !dbg !269
  %t218 = xor i32 %t217, %t219, !dbg !270
  %t220 = xor i32 %t218, %t215, !dbg !271
  %t223 = xor i32 %t220, %t222, !dbg !272
  %t224 = sub i32 0, %t21126, !dbg !273
  %t225 = or i32 %t223, %t224, !dbg !274
  %t227 = xor i32 %t225, %.31, !dbg !275
  %t230 = add i64 %t21025, %t10, !dbg !262
  %t231 = getelementptr inbounds i32, ptr addrspace(1) %t20924, i64 %t29, !dbg !262
  %t212 = icmp slt i64 %t230, %a0, !dbg !262
  br i1 %t212, label %b7, label %b8, !dbg !262

b8:                                               ; preds = %b7, %b5
  %t211.lcssa = phi i32 [ %t59.lcssa, %b5 ], [ %t227, %b7 ]
  %t232 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !262
  store i32 %t211.lcssa, ptr addrspace(3) %t232, align 4, !dbg !262
  %t233 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !262
  %.32 = zext i1 %t11 to i8, !dbg !262
  store i8 %.32, ptr addrspace(3) %t233, align 1, !dbg !262
  fence syncscope("workgroup") release, !dbg !262
  tail call void @llvm.amdgcn.s.barrier(), !dbg !262
  fence syncscope("workgroup") acquire, !dbg !262
  %t234 = icmp slt i32 %.1, 128, !dbg !262
  br i1 %t234, label %b9, label %b14, !dbg !262

b9:                                               ; preds = %b8
  %t235 = add nsw i32 %.1, 128, !dbg !262
  %t236 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage1.shared.0, i32 %t235, !dbg !262
  %.33 = load i32, ptr addrspace(3) %t236, align 4, !dbg !262
  %t238 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage1.shared.1, i32 %t235, !dbg !262
  %.34 = load i8, ptr addrspace(3) %t238, align 1, !dbg !262
  %.35.not10 = icmp eq i8 %.34, 0, !dbg !262
  %t16.not = xor i1 %t11, true, !dbg !262
  %brmerge = or i1 %.35.not10, %t16.not, !dbg !262
  %t211.mux = select i1 %.35.not10, i32 %t211.lcssa, i32 %.33, !dbg !262
  %not..35.not10 = xor i1 %.35.not10, true, !dbg !262
  %t16.mux = select i1 %not..35.not10, i1 true, i1 %t11, !dbg !262
  br i1 %brmerge, label %b13, label %b11, !dbg !262

b11:                                              ; preds = %b9
  %t240 = add i32 %.33, %t211.lcssa, !dbg !263
  %t241 = shl i32 %t240, 3, !dbg !264
  %t242 = sub i32 %t211.lcssa, %.33, !dbg !265
  %t243 = lshr i32 %t242, 5, !dbg !266
  %t245 = tail call i32 @llvm.umin.i32(i32 %t211.lcssa, i32 %.33), !dbg !267
  %t247 = tail call i32 @llvm.umax.i32(i32 %t211.lcssa, i32 %.33), !dbg !268
  %.36 = xor i32 %.33, -1, !dbg !269
  %t248 = and i32 %t247, %.36, !dbg !269
  %t244 = xor i32 %t243, %t245, !dbg !270
  %t246 = xor i32 %t244, %t241, !dbg !271
  %t249 = xor i32 %t246, %t248, !dbg !272
  %t250 = sub i32 0, %t211.lcssa, !dbg !273
  %t251 = or i32 %t249, %t250, !dbg !274
  %t253 = xor i32 %t251, %.36, !dbg !275
  br label %b13, !dbg !262

b13:                                              ; preds = %b9, %b11
  %t257 = phi i32 [ %t211.mux, %b9 ], [ %t253, %b11 ]
  %t258 = phi i1 [ %t16.mux, %b9 ], [ true, %b11 ]
  store i32 %t257, ptr addrspace(3) %t232, align 4, !dbg !262
  %.37 = zext i1 %t258 to i8, !dbg !262
  store i8 %.37, ptr addrspace(3) %t233, align 1, !dbg !262
  br label %b14, !dbg !262

b14:                                              ; preds = %b13, %b8
  %t259 = phi i32 [ %t257, %b13 ], [ %t211.lcssa, %b8 ]
  %t260 = phi i1 [ %t258, %b13 ], [ %t11, %b8 ]
  fence syncscope("workgroup") release, !dbg !262
  tail call void @llvm.amdgcn.s.barrier(), !dbg !262
  fence syncscope("workgroup") acquire, !dbg !262
  %t261 = icmp slt i32 %.1, 64, !dbg !262
  br i1 %t261, label %b15, label %b20, !dbg !262

b15:                                              ; preds = %b14
  %t262 = add nsw i32 %.1, 64, !dbg !262
  %t263 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage1.shared.0, i32 %t262, !dbg !262
  %.38 = load i32, ptr addrspace(3) %t263, align 4, !dbg !262
  %t265 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage1.shared.1, i32 %t262, !dbg !262
  %.39 = load i8, ptr addrspace(3) %t265, align 1, !dbg !262
  %.40.not9 = icmp eq i8 %.39, 0, !dbg !262
  %t260.not = xor i1 %t260, true, !dbg !262
  %brmerge1 = select i1 %.40.not9, i1 true, i1 %t260.not, !dbg !262
  %t259.mux = select i1 %.40.not9, i32 %t259, i32 %.38, !dbg !262
  %not..40.not9 = xor i1 %.40.not9, true, !dbg !262
  %t260.mux = select i1 %not..40.not9, i1 true, i1 %t260, !dbg !262
  br i1 %brmerge1, label %b19, label %b17, !dbg !262

b17:                                              ; preds = %b15
  %t267 = add i32 %.38, %t259, !dbg !263
  %t268 = shl i32 %t267, 3, !dbg !264
  %t269 = sub i32 %t259, %.38, !dbg !265
  %t270 = lshr i32 %t269, 5, !dbg !266
  %t272 = tail call i32 @llvm.umin.i32(i32 %t259, i32 %.38), !dbg !267
  %t274 = tail call i32 @llvm.umax.i32(i32 %t259, i32 %.38), !dbg !268
  %.41 = xor i32 %.38, -1, !dbg !269
  %t275 = and i32 %t274, %.41, !dbg !269
  %t271 = xor i32 %t270, %t272, !dbg !270
  %t273 = xor i32 %t271, %t268, !dbg !271
  %t276 = xor i32 %t273, %t275, !dbg !272
  %t277 = sub i32 0, %t259, !dbg !273
  %t278 = or i32 %t276, %t277, !dbg !274
  %t280 = xor i32 %t278, %.41, !dbg !275
  br label %b19, !dbg !262

b19:                                              ; preds = %b15, %b17
  %t284 = phi i32 [ %t259.mux, %b15 ], [ %t280, %b17 ]
  %t285 = phi i1 [ %t260.mux, %b15 ], [ true, %b17 ]
  store i32 %t284, ptr addrspace(3) %t232, align 4, !dbg !262
  %.42 = zext i1 %t285 to i8, !dbg !262
  store i8 %.42, ptr addrspace(3) %t233, align 1, !dbg !262
  br label %b20, !dbg !262

b20:                                              ; preds = %b19, %b14
  %t286 = phi i32 [ %t284, %b19 ], [ %t259, %b14 ]
  %t287 = phi i1 [ %t285, %b19 ], [ %t260, %b14 ]
  fence syncscope("workgroup") release, !dbg !262
  tail call void @llvm.amdgcn.s.barrier(), !dbg !262
  fence syncscope("workgroup") acquire, !dbg !262
  %t288 = icmp slt i32 %.1, 32, !dbg !262
  br i1 %t288, label %b21, label %b26, !dbg !262

b21:                                              ; preds = %b20
  %t289 = add nsw i32 %.1, 32, !dbg !262
  %t290 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage1.shared.0, i32 %t289, !dbg !262
  %.43 = load i32, ptr addrspace(3) %t290, align 4, !dbg !262
  %t292 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage1.shared.1, i32 %t289, !dbg !262
  %.44 = load i8, ptr addrspace(3) %t292, align 1, !dbg !262
  %.45.not8 = icmp eq i8 %.44, 0, !dbg !262
  %t287.not = xor i1 %t287, true, !dbg !262
  %brmerge2 = select i1 %.45.not8, i1 true, i1 %t287.not, !dbg !262
  %t286.mux = select i1 %.45.not8, i32 %t286, i32 %.43, !dbg !262
  %not..45.not8 = xor i1 %.45.not8, true, !dbg !262
  %t287.mux = select i1 %not..45.not8, i1 true, i1 %t287, !dbg !262
  br i1 %brmerge2, label %b26, label %b23, !dbg !262

b23:                                              ; preds = %b21
  %t294 = add i32 %.43, %t286, !dbg !263
  %t295 = shl i32 %t294, 3, !dbg !264
  %t296 = sub i32 %t286, %.43, !dbg !265
  %t297 = lshr i32 %t296, 5, !dbg !266
  %t299 = tail call i32 @llvm.umin.i32(i32 %t286, i32 %.43), !dbg !267
  %t301 = tail call i32 @llvm.umax.i32(i32 %t286, i32 %.43), !dbg !268
  %.46 = xor i32 %.43, -1, !dbg !269
  %t302 = and i32 %t301, %.46, !dbg !269
  %t298 = xor i32 %t297, %t299, !dbg !270
  %t300 = xor i32 %t298, %t295, !dbg !271
  %t303 = xor i32 %t300, %t302, !dbg !272
  %t304 = sub i32 0, %t286, !dbg !273
  %t305 = or i32 %t303, %t304, !dbg !274
  %t307 = xor i32 %t305, %.46, !dbg !275
  br label %b26, !dbg !262

b26:                                              ; preds = %b21, %b23, %b20
  %t313 = phi i32 [ %t286, %b20 ], [ %t286.mux, %b21 ], [ %t307, %b23 ]
  %t314 = phi i1 [ %t287, %b20 ], [ %t287.mux, %b21 ], [ true, %b23 ]
  br i1 %t288, label %b27, label %b48, !dbg !262

b27:                                              ; preds = %b26
  %.48 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !262
  %.49 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.48), !dbg !262
  %.50 = zext i32 %.49 to i64, !dbg !262
  %.51 = add nuw nsw i64 %.50, 16, !dbg !262
  %.52 = icmp ult i32 %.49, 48, !dbg !262
  %.53 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !262
  %.54 = and i64 %.51, 63, !dbg !262
  %0 = shl nuw i64 1, %.54, !dbg !262
  %1 = and i64 %0, %.53, !dbg !262
  %.56 = icmp ne i64 %1, 0, !dbg !262
  %.57 = and i1 %.52, %.56, !dbg !262
  %.58 = trunc i64 %.51 to i32, !dbg !262
  %.59 = shl i32 %.58, 2, !dbg !262
  %.60 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.59, i32 %t313), !dbg !262
  %t315 = select i1 %.57, i32 %.60, i32 %t313, !dbg !262
  %.74 = zext i1 %t314 to i32, !dbg !262
  %.75 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.59, i32 %.74), !dbg !262
  %2 = and i32 %.75, 1, !dbg !262
  %.76 = icmp ne i32 %2, 0, !dbg !262
  %t316 = select i1 %.57, i1 %.76, i1 %t314, !dbg !262
  %t317 = icmp slt i32 %.1, 16, !dbg !262
  %t318 = and i1 %t317, %t316, !dbg !262
  %3 = select i1 %t318, i1 %t314, i1 false, !dbg !262
  %t313.mux = select i1 %t318, i32 %t315, i32 %t313, !dbg !262
  %t314.mux = select i1 %t318, i1 true, i1 %t314, !dbg !262
  br i1 %3, label %b29, label %b31, !dbg !262

b29:                                              ; preds = %b27
  %t319 = add i32 %t315, %t313, !dbg !263
  %t320 = shl i32 %t319, 3, !dbg !264
  %t321 = sub i32 %t313, %t315, !dbg !265
  %t322 = lshr i32 %t321, 5, !dbg !266
  %t324 = tail call i32 @llvm.umin.i32(i32 %t313, i32 %t315), !dbg !267
  %t326 = tail call i32 @llvm.umax.i32(i32 %t313, i32 %t315), !dbg !268
  %.77 = xor i32 %t315, -1, !dbg !269
  %t327 = and i32 %t326, %.77, !dbg !269
  %t323 = xor i32 %t322, %t324, !dbg !270
  %t325 = xor i32 %t323, %t320, !dbg !271
  %t328 = xor i32 %t325, %t327, !dbg !272
  %t329 = sub i32 0, %t313, !dbg !273
  %t330 = or i32 %t328, %t329, !dbg !274
  %t332 = xor i32 %t330, %.77, !dbg !275
  br label %b31, !dbg !262

b31:                                              ; preds = %b27, %b29
  %t336 = phi i32 [ %t313.mux, %b27 ], [ %t332, %b29 ]
  %t337 = phi i1 [ %t314.mux, %b27 ], [ true, %b29 ]
  %.82 = add nuw nsw i64 %.50, 8, !dbg !262
  %.83 = icmp ult i32 %.49, 56, !dbg !262
  %.85 = and i64 %.82, 63, !dbg !262
  %4 = shl nuw i64 1, %.85, !dbg !262
  %5 = and i64 %4, %.53, !dbg !262
  %.87 = icmp ne i64 %5, 0, !dbg !262
  %.88 = and i1 %.83, %.87, !dbg !262
  %.89 = trunc i64 %.82 to i32, !dbg !262
  %.90 = shl i32 %.89, 2, !dbg !262
  %.91 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.90, i32 %t336), !dbg !262
  %t338 = select i1 %.88, i32 %.91, i32 %t336, !dbg !262
  %.105 = zext i1 %t337 to i32, !dbg !262
  %.106 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.90, i32 %.105), !dbg !262
  %6 = and i32 %.106, 1, !dbg !262
  %.107 = icmp ne i32 %6, 0, !dbg !262
  %t339 = select i1 %.88, i1 %.107, i1 %t337, !dbg !262
  %t340 = icmp slt i32 %.1, 24, !dbg !262
  %t341 = and i1 %t340, %t339, !dbg !262
  %7 = select i1 %t341, i1 %t337, i1 false, !dbg !262
  %t336.mux = select i1 %t341, i32 %t338, i32 %t336, !dbg !262
  %t337.mux = select i1 %t341, i1 true, i1 %t337, !dbg !262
  br i1 %7, label %b33, label %b35, !dbg !262

b33:                                              ; preds = %b31
  %t342 = add i32 %t338, %t336, !dbg !263
  %t343 = shl i32 %t342, 3, !dbg !264
  %t344 = sub i32 %t336, %t338, !dbg !265
  %t345 = lshr i32 %t344, 5, !dbg !266
  %t347 = tail call i32 @llvm.umin.i32(i32 %t336, i32 %t338), !dbg !267
  %t349 = tail call i32 @llvm.umax.i32(i32 %t336, i32 %t338), !dbg !268
  %.108 = xor i32 %t338, -1, !dbg !269
  %t350 = and i32 %t349, %.108, !dbg !269
  %t346 = xor i32 %t345, %t347, !dbg !270
  %t348 = xor i32 %t346, %t343, !dbg !271
  %t351 = xor i32 %t348, %t350, !dbg !272
  %t352 = sub i32 0, %t336, !dbg !273
  %t353 = or i32 %t351, %t352, !dbg !274
  %t355 = xor i32 %t353, %.108, !dbg !275
  br label %b35, !dbg !262

b35:                                              ; preds = %b31, %b33
  %t359 = phi i32 [ %t336.mux, %b31 ], [ %t355, %b33 ]
  %t360 = phi i1 [ %t337.mux, %b31 ], [ true, %b33 ]
  %.113 = add nuw nsw i64 %.50, 4, !dbg !262
  %.114 = icmp ult i32 %.49, 60, !dbg !262
  %.116 = and i64 %.113, 63, !dbg !262
  %8 = shl nuw i64 1, %.116, !dbg !262
  %9 = and i64 %8, %.53, !dbg !262
  %.118 = icmp ne i64 %9, 0, !dbg !262
  %.119 = and i1 %.114, %.118, !dbg !262
  %.120 = trunc i64 %.113 to i32, !dbg !262
  %.121 = shl i32 %.120, 2, !dbg !262
  %.122 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.121, i32 %t359), !dbg !262
  %t361 = select i1 %.119, i32 %.122, i32 %t359, !dbg !262
  %.136 = zext i1 %t360 to i32, !dbg !262
  %.137 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.121, i32 %.136), !dbg !262
  %10 = and i32 %.137, 1, !dbg !262
  %.138 = icmp ne i32 %10, 0, !dbg !262
  %t362 = select i1 %.119, i1 %.138, i1 %t360, !dbg !262
  %t363 = icmp slt i32 %.1, 28, !dbg !262
  %t364 = and i1 %t363, %t362, !dbg !262
  %11 = select i1 %t364, i1 %t360, i1 false, !dbg !262
  %t359.mux = select i1 %t364, i32 %t361, i32 %t359, !dbg !262
  %t360.mux = select i1 %t364, i1 true, i1 %t360, !dbg !262
  br i1 %11, label %b37, label %b39, !dbg !262

b37:                                              ; preds = %b35
  %t365 = add i32 %t361, %t359, !dbg !263
  %t366 = shl i32 %t365, 3, !dbg !264
  %t367 = sub i32 %t359, %t361, !dbg !265
  %t368 = lshr i32 %t367, 5, !dbg !266
  %t370 = tail call i32 @llvm.umin.i32(i32 %t359, i32 %t361), !dbg !267
  %t372 = tail call i32 @llvm.umax.i32(i32 %t359, i32 %t361), !dbg !268
  %.139 = xor i32 %t361, -1, !dbg !269
  %t373 = and i32 %t372, %.139, !dbg !269
  %t369 = xor i32 %t368, %t370, !dbg !270
  %t371 = xor i32 %t369, %t366, !dbg !271
  %t374 = xor i32 %t371, %t373, !dbg !272
  %t375 = sub i32 0, %t359, !dbg !273
  %t376 = or i32 %t374, %t375, !dbg !274
  %t378 = xor i32 %t376, %.139, !dbg !275
  br label %b39, !dbg !262

b39:                                              ; preds = %b35, %b37
  %t382 = phi i32 [ %t359.mux, %b35 ], [ %t378, %b37 ]
  %t383 = phi i1 [ %t360.mux, %b35 ], [ true, %b37 ]
  %.144 = add nuw nsw i64 %.50, 2, !dbg !262
  %.145 = icmp ult i32 %.49, 62, !dbg !262
  %.147 = and i64 %.144, 63, !dbg !262
  %12 = shl nuw i64 1, %.147, !dbg !262
  %13 = and i64 %12, %.53, !dbg !262
  %.149 = icmp ne i64 %13, 0, !dbg !262
  %.150 = and i1 %.145, %.149, !dbg !262
  %.151 = trunc i64 %.144 to i32, !dbg !262
  %.152 = shl i32 %.151, 2, !dbg !262
  %.153 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.152, i32 %t382), !dbg !262
  %t384 = select i1 %.150, i32 %.153, i32 %t382, !dbg !262
  %.167 = zext i1 %t383 to i32, !dbg !262
  %.168 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.152, i32 %.167), !dbg !262
  %14 = and i32 %.168, 1, !dbg !262
  %.169 = icmp ne i32 %14, 0, !dbg !262
  %t385 = select i1 %.150, i1 %.169, i1 %t383, !dbg !262
  %t386 = icmp slt i32 %.1, 30, !dbg !262
  %t387 = and i1 %t386, %t385, !dbg !262
  %15 = select i1 %t387, i1 %t383, i1 false, !dbg !262
  %t382.mux = select i1 %t387, i32 %t384, i32 %t382, !dbg !262
  %t383.mux = select i1 %t387, i1 true, i1 %t383, !dbg !262
  br i1 %15, label %b41, label %b43, !dbg !262

b41:                                              ; preds = %b39
  %t388 = add i32 %t384, %t382, !dbg !263
  %t389 = shl i32 %t388, 3, !dbg !264
  %t390 = sub i32 %t382, %t384, !dbg !265
  %t391 = lshr i32 %t390, 5, !dbg !266
  %t393 = tail call i32 @llvm.umin.i32(i32 %t382, i32 %t384), !dbg !267
  %t395 = tail call i32 @llvm.umax.i32(i32 %t382, i32 %t384), !dbg !268
  %.170 = xor i32 %t384, -1, !dbg !269
  %t396 = and i32 %t395, %.170, !dbg !269
  %t392 = xor i32 %t391, %t393, !dbg !270
  %t394 = xor i32 %t392, %t389, !dbg !271
  %t397 = xor i32 %t394, %t396, !dbg !272
  %t398 = sub i32 0, %t382, !dbg !273
  %t399 = or i32 %t397, %t398, !dbg !274
  %t401 = xor i32 %t399, %.170, !dbg !275
  br label %b43, !dbg !262

b43:                                              ; preds = %b39, %b41
  %t405 = phi i32 [ %t382.mux, %b39 ], [ %t401, %b41 ]
  %t406 = phi i1 [ %t383.mux, %b39 ], [ true, %b41 ]
  %.175 = add nuw nsw i64 %.50, 1, !dbg !262
  %.176 = icmp ult i32 %.49, 63, !dbg !262
  %.178 = and i64 %.175, 63, !dbg !262
  %16 = shl nuw i64 1, %.178, !dbg !262
  %17 = and i64 %16, %.53, !dbg !262
  %.180 = icmp ne i64 %17, 0, !dbg !262
  %.181 = and i1 %.176, %.180, !dbg !262
  %.182 = trunc i64 %.175 to i32, !dbg !262
  %.183 = shl i32 %.182, 2, !dbg !262
  %.184 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.183, i32 %t405), !dbg !262
  %t407 = select i1 %.181, i32 %.184, i32 %t405, !dbg !262
  %.198 = zext i1 %t406 to i32, !dbg !262
  %.199 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.183, i32 %.198), !dbg !262
  %18 = and i32 %.199, 1, !dbg !262
  %.200 = icmp ne i32 %18, 0, !dbg !262
  %t408 = select i1 %.181, i1 %.200, i1 %t406, !dbg !262
  %t409 = icmp slt i32 %.1, 31, !dbg !262
  %t410 = and i1 %t409, %t408, !dbg !262
  %19 = select i1 %t410, i1 %t406, i1 false, !dbg !262
  %t405.mux = select i1 %t410, i32 %t407, i32 %t405, !dbg !262
  %t406.mux = select i1 %t410, i1 true, i1 %t406, !dbg !262
  br i1 %19, label %b45, label %b48, !dbg !262

b45:                                              ; preds = %b43
  %t411 = add i32 %t407, %t405, !dbg !263
  %t412 = shl i32 %t411, 3, !dbg !264
  %t413 = sub i32 %t405, %t407, !dbg !265
  %t414 = lshr i32 %t413, 5, !dbg !266
  %t416 = tail call i32 @llvm.umin.i32(i32 %t405, i32 %t407), !dbg !267
  %t418 = tail call i32 @llvm.umax.i32(i32 %t405, i32 %t407), !dbg !268
  %.201 = xor i32 %t407, -1, !dbg !269
  %t419 = and i32 %t418, %.201, !dbg !269
  %t415 = xor i32 %t414, %t416, !dbg !270
  %t417 = xor i32 %t415, %t412, !dbg !271
  %t420 = xor i32 %t417, %t419, !dbg !272
  %t421 = sub i32 0, %t405, !dbg !273
  %t422 = or i32 %t420, %t421, !dbg !274
  %t424 = xor i32 %t422, %.201, !dbg !275
  br label %b48, !dbg !262

b48:                                              ; preds = %b43, %b45, %b26
  %t430 = phi i32 [ %t313, %b26 ], [ %t405.mux, %b43 ], [ %t424, %b45 ]
  %t431 = phi i1 [ %t314, %b26 ], [ %t406.mux, %b43 ], [ true, %b45 ]
  %t432 = icmp eq i32 %.1, 0, !dbg !262
  %t433 = and i1 %t432, %t431, !dbg !262
  br i1 %t433, label %b49, label %b50, !dbg !262

b49:                                              ; preds = %b48
  %t434 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t5, !dbg !262
  store i32 %t430, ptr addrspace(1) %t434, align 4, !dbg !262
  br label %b50, !dbg !262

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !262
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i32 %a3, i8 %a4) local_unnamed_addr #1 !dbg !276 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !277
  %t3 = sext i32 %.2 to i64, !dbg !277
  %t4 = icmp slt i64 %t3, %a0, !dbg !277
  br i1 %t4, label %b1, label %b2, !dbg !277

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t3, !dbg !277
  %.3 = load i32, ptr addrspace(1) %t5, align 4, !dbg !277, !amdgpu.noclobber !6
  br label %b2, !dbg !277

b2:                                               ; preds = %b1, %entry
  %t7 = phi i32 [ %.3, %b1 ], [ 0, %entry ]
  %t1012 = add nsw i64 %t3, 256, !dbg !277
  %t1213 = icmp slt i64 %t1012, %a0, !dbg !277
  br i1 %t1213, label %b4, label %b5, !dbg !277

b4:                                               ; preds = %b2, %b4
  %t1015 = phi i64 [ %t10, %b4 ], [ %t1012, %b2 ]
  %t1114 = phi i32 [ %t28, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t1015, !dbg !277
  %.4 = load i32, ptr addrspace(1) %t13, align 4, !dbg !277, !amdgpu.noclobber !6
  %t15 = add i32 %.4, %t1114, !dbg !278
  %t16 = shl i32 %t15, 3, !dbg !279
  %t17 = sub i32 %t1114, %.4, !dbg !280
  %t18 = lshr i32 %t17, 5, !dbg !281
  %t20 = tail call i32 @llvm.umin.i32(i32 %t1114, i32 %.4), !dbg !282
  %t22 = tail call i32 @llvm.umax.i32(i32 %t1114, i32 %.4), !dbg !283
  %.5 = xor i32 %.4, -1, !dbg !284
  %t23 = and i32 %t22, %.5, !dbg !284
  %t19 = xor i32 %t18, %t20, !dbg !285
  %t21 = xor i32 %t19, %t16, !dbg !286
  %t24 = xor i32 %t21, %t23, !dbg !287
  %t25 = sub i32 0, %t1114, !dbg !288
  %t26 = or i32 %t24, %t25, !dbg !289
  %t28 = xor i32 %t26, %.5, !dbg !290
  %t10 = add i64 %t1015, 256, !dbg !277
  %t12 = icmp slt i64 %t10, %a0, !dbg !277
  br i1 %t12, label %b4, label %b5, !dbg !277

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi i32 [ %t7, %b2 ], [ %t28, %b4 ]
  %t32 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !277
  store i32 %t11.lcssa, ptr addrspace(3) %t32, align 4, !dbg !277
  %t33 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !277
  %.6 = zext i1 %t4 to i8, !dbg !277
  store i8 %.6, ptr addrspace(3) %t33, align 1, !dbg !277
  fence syncscope("workgroup") release, !dbg !277
  tail call void @llvm.amdgcn.s.barrier(), !dbg !277
  fence syncscope("workgroup") acquire, !dbg !277
  %t34 = icmp slt i32 %.2, 128, !dbg !277
  br i1 %t34, label %b6, label %b11, !dbg !277

b6:                                               ; preds = %b5
  %t35 = add nsw i32 %.2, 128, !dbg !277
  %t36 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage2.shared.0, i32 %t35, !dbg !277
  %.7 = load i32, ptr addrspace(3) %t36, align 4, !dbg !277
  %t38 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage2.shared.1, i32 %t35, !dbg !277
  %.8 = load i8, ptr addrspace(3) %t38, align 1, !dbg !277
  %.9.not11 = icmp eq i8 %.8, 0, !dbg !277
  %t8.not = xor i1 %t4, true, !dbg !277
  %brmerge = or i1 %.9.not11, %t8.not, !dbg !277
  %t11.mux = select i1 %.9.not11, i32 %t11.lcssa, i32 %.7, !dbg !277
  %not..9.not11 = xor i1 %.9.not11, true, !dbg !277
  %t8.mux = select i1 %not..9.not11, i1 true, i1 %t4, !dbg !277
  br i1 %brmerge, label %b10, label %b8, !dbg !277

b8:                                               ; preds = %b6
  %t40 = add i32 %.7, %t11.lcssa, !dbg !278
  %t41 = shl i32 %t40, 3, !dbg !279
  %t42 = sub i32 %t11.lcssa, %.7, !dbg !280
  %t43 = lshr i32 %t42, 5, !dbg !281
  %t45 = tail call i32 @llvm.umin.i32(i32 %t11.lcssa, i32 %.7), !dbg !282
  %t47 = tail call i32 @llvm.umax.i32(i32 %t11.lcssa, i32 %.7), !dbg !283
  %.10 = xor i32 %.7, -1, !dbg !284
  %t48 = and i32 %t47, %.10, !dbg !284
  %t44 = xor i32 %t43, %t45, !dbg !285
  %t46 = xor i32 %t44, %t41, !dbg !286
  %t49 = xor i32 %t46, %t48, !dbg !287
  %t50 = sub i32 0, %t11.lcssa, !dbg !288
  %t51 = or i32 %t49, %t50, !dbg !289
  %t53 = xor i32 %t51, %.10, !dbg !290
  br label %b10, !dbg !277

b10:                                              ; preds = %b6, %b8
  %t57 = phi i32 [ %t11.mux, %b6 ], [ %t53, %b8 ]
  %t58 = phi i1 [ %t8.mux, %b6 ], [ true, %b8 ]
  store i32 %t57, ptr addrspace(3) %t32, align 4, !dbg !277
  %.11 = zext i1 %t58 to i8, !dbg !277
  store i8 %.11, ptr addrspace(3) %t33, align 1, !dbg !277
  br label %b11, !dbg !277

b11:                                              ; preds = %b10, %b5
  %t59 = phi i32 [ %t57, %b10 ], [ %t11.lcssa, %b5 ]
  %t60 = phi i1 [ %t58, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !277
  tail call void @llvm.amdgcn.s.barrier(), !dbg !277
  fence syncscope("workgroup") acquire, !dbg !277
  %t61 = icmp slt i32 %.2, 64, !dbg !277
  br i1 %t61, label %b12, label %b17, !dbg !277

b12:                                              ; preds = %b11
  %t62 = add nsw i32 %.2, 64, !dbg !277
  %t63 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage2.shared.0, i32 %t62, !dbg !277
  %.12 = load i32, ptr addrspace(3) %t63, align 4, !dbg !277
  %t65 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage2.shared.1, i32 %t62, !dbg !277
  %.13 = load i8, ptr addrspace(3) %t65, align 1, !dbg !277
  %.14.not10 = icmp eq i8 %.13, 0, !dbg !277
  %t60.not = xor i1 %t60, true, !dbg !277
  %brmerge1 = select i1 %.14.not10, i1 true, i1 %t60.not, !dbg !277
  %t59.mux = select i1 %.14.not10, i32 %t59, i32 %.12, !dbg !277
  %not..14.not10 = xor i1 %.14.not10, true, !dbg !277
  %t60.mux = select i1 %not..14.not10, i1 true, i1 %t60, !dbg !277
  br i1 %brmerge1, label %b16, label %b14, !dbg !277

b14:                                              ; preds = %b12
  %t67 = add i32 %.12, %t59, !dbg !278
  %t68 = shl i32 %t67, 3, !dbg !279
  %t69 = sub i32 %t59, %.12, !dbg !280
  %t70 = lshr i32 %t69, 5, !dbg !281
  %t72 = tail call i32 @llvm.umin.i32(i32 %t59, i32 %.12), !dbg !282
  %t74 = tail call i32 @llvm.umax.i32(i32 %t59, i32 %.12), !dbg !283
  %.15 = xor i32 %.12, -1, !dbg !284
  %t75 = and i32 %t74, %.15, !dbg !284
  %t71 = xor i32 %t70, %t72, !dbg !285
  %t73 = xor i32 %t71, %t68, !dbg !286
  %t76 = xor i32 %t73, %t75, !dbg !287
  %t77 = sub i32 0, %t59, !dbg !288
  %t78 = or i32 %t76, %t77, !dbg !289
  %t80 = xor i32 %t78, %.15, !dbg !290
  br label %b16, !dbg !277

b16:                                              ; preds = %b12, %b14
  %t84 = phi i32 [ %t59.mux, %b12 ], [ %t80, %b14 ]
  %t85 = phi i1 [ %t60.mux, %b12 ], [ true, %b14 ]
  store i32 %t84, ptr addrspace(3) %t32, align 4, !dbg !277
  %.16 = zext i1 %t85 to i8, !dbg !277
  store i8 %.16, ptr addrspace(3) %t33, align 1, !dbg !277
  br label %b17, !dbg !277

b17:                                              ; preds = %b16, %b11
  %t86 = phi i32 [ %t84, %b16 ], [ %t59, %b11 ]
  %t87 = phi i1 [ %t85, %b16 ], [ %t60, %b11 ]
  fence syncscope("workgroup") release, !dbg !277
  tail call void @llvm.amdgcn.s.barrier(), !dbg !277
  fence syncscope("workgroup") acquire, !dbg !277
  %t88 = icmp slt i32 %.2, 32, !dbg !277
  br i1 %t88, label %b18, label %b23, !dbg !277

b18:                                              ; preds = %b17
  %t89 = add nsw i32 %.2, 32, !dbg !277
  %t90 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage2.shared.0, i32 %t89, !dbg !277
  %.17 = load i32, ptr addrspace(3) %t90, align 4, !dbg !277
  %t92 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage2.shared.1, i32 %t89, !dbg !277
  %.18 = load i8, ptr addrspace(3) %t92, align 1, !dbg !277
  %.19.not9 = icmp eq i8 %.18, 0, !dbg !277
  %t87.not = xor i1 %t87, true, !dbg !277
  %brmerge2 = select i1 %.19.not9, i1 true, i1 %t87.not, !dbg !277
  %t86.mux = select i1 %.19.not9, i32 %t86, i32 %.17, !dbg !277
  %not..19.not9 = xor i1 %.19.not9, true, !dbg !277
  %t87.mux = select i1 %not..19.not9, i1 true, i1 %t87, !dbg !277
  br i1 %brmerge2, label %b23, label %b20, !dbg !277

b20:                                              ; preds = %b18
  %t94 = add i32 %.17, %t86, !dbg !278
  %t95 = shl i32 %t94, 3, !dbg !279
  %t96 = sub i32 %t86, %.17, !dbg !280
  %t97 = lshr i32 %t96, 5, !dbg !281
  %t99 = tail call i32 @llvm.umin.i32(i32 %t86, i32 %.17), !dbg !282
  %t101 = tail call i32 @llvm.umax.i32(i32 %t86, i32 %.17), !dbg !283
  %.20 = xor i32 %.17, -1, !dbg !284
  %t102 = and i32 %t101, %.20, !dbg !284
  %t98 = xor i32 %t97, %t99, !dbg !285
  %t100 = xor i32 %t98, %t95, !dbg !286
  %t103 = xor i32 %t100, %t102, !dbg !287
  %t104 = sub i32 0, %t86, !dbg !288
  %t105 = or i32 %t103, %t104, !dbg !289
  %t107 = xor i32 %t105, %.20, !dbg !290
  br label %b23, !dbg !277

b23:                                              ; preds = %b18, %b20, %b17
  %t113 = phi i32 [ %t86, %b17 ], [ %t86.mux, %b18 ], [ %t107, %b20 ]
  %t114 = phi i1 [ %t87, %b17 ], [ %t87.mux, %b18 ], [ true, %b20 ]
  br i1 %t88, label %b24, label %b45, !dbg !277

b24:                                              ; preds = %b23
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !277
  %.23 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.22), !dbg !277
  %.24 = zext i32 %.23 to i64, !dbg !277
  %.25 = add nuw nsw i64 %.24, 16, !dbg !277
  %.26 = icmp ult i32 %.23, 48, !dbg !277
  %.27 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !277
  %.28 = and i64 %.25, 63, !dbg !277
  %0 = shl nuw i64 1, %.28, !dbg !277
  %1 = and i64 %0, %.27, !dbg !277
  %.30 = icmp ne i64 %1, 0, !dbg !277
  %.31 = and i1 %.26, %.30, !dbg !277
  %.32 = trunc i64 %.25 to i32, !dbg !277
  %.33 = shl i32 %.32, 2, !dbg !277
  %.34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %t113), !dbg !277
  %t115 = select i1 %.31, i32 %.34, i32 %t113, !dbg !277
  %.48 = zext i1 %t114 to i32, !dbg !277
  %.49 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.48), !dbg !277
  %2 = and i32 %.49, 1, !dbg !277
  %.50 = icmp ne i32 %2, 0, !dbg !277
  %t116 = select i1 %.31, i1 %.50, i1 %t114, !dbg !277
  %t117 = icmp slt i32 %.2, 16, !dbg !277
  %t118 = and i1 %t117, %t116, !dbg !277
  %3 = select i1 %t118, i1 %t114, i1 false, !dbg !277
  %t113.mux = select i1 %t118, i32 %t115, i32 %t113, !dbg !277
  %t114.mux = select i1 %t118, i1 true, i1 %t114, !dbg !277
  br i1 %3, label %b26, label %b28, !dbg !277

b26:                                              ; preds = %b24
  %t119 = add i32 %t115, %t113, !dbg !278
  %t120 = shl i32 %t119, 3, !dbg !279
  %t121 = sub i32 %t113, %t115, !dbg !280
  %t122 = lshr i32 %t121, 5, !dbg !281
  %t124 = tail call i32 @llvm.umin.i32(i32 %t113, i32 %t115), !dbg !282
  %t126 = tail call i32 @llvm.umax.i32(i32 %t113, i32 %t115), !dbg !283
  %.51 = xor i32 %t115, -1, !dbg !284
  %t127 = and i32 %t126, %.51, !dbg !284
  %t123 = xor i32 %t122, %t124, !dbg !285
  %t125 = xor i32 %t123, %t120, !dbg !286
  %t128 = xor i32 %t125, %t127, !dbg !287
  %t129 = sub i32 0, %t113, !dbg !288
  %t130 = or i32 %t128, %t129, !dbg !289
  %t132 = xor i32 %t130, %.51, !dbg !290
  br label %b28, !dbg !277

b28:                                              ; preds = %b24, %b26
  %t136 = phi i32 [ %t113.mux, %b24 ], [ %t132, %b26 ]
  %t137 = phi i1 [ %t114.mux, %b24 ], [ true, %b26 ]
  %.56 = add nuw nsw i64 %.24, 8, !dbg !277
  %.57 = icmp ult i32 %.23, 56, !dbg !277
  %.59 = and i64 %.56, 63, !dbg !277
  %4 = shl nuw i64 1, %.59, !dbg !277
  %5 = and i64 %4, %.27, !dbg !277
  %.61 = icmp ne i64 %5, 0, !dbg !277
  %.62 = and i1 %.57, %.61, !dbg !277
  %.63 = trunc i64 %.56 to i32, !dbg !277
  %.64 = shl i32 %.63, 2, !dbg !277
  %.65 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.64, i32 %t136), !dbg !277
  %t138 = select i1 %.62, i32 %.65, i32 %t136, !dbg !277
  %.79 = zext i1 %t137 to i32, !dbg !277
  %.80 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.64, i32 %.79), !dbg !277
  %6 = and i32 %.80, 1, !dbg !277
  %.81 = icmp ne i32 %6, 0, !dbg !277
  %t139 = select i1 %.62, i1 %.81, i1 %t137, !dbg !277
  %t140 = icmp slt i32 %.2, 24, !dbg !277
  %t141 = and i1 %t140, %t139, !dbg !277
  %7 = select i1 %t141, i1 %t137, i1 false, !dbg !277
  %t136.mux = select i1 %t141, i32 %t138, i32 %t136, !dbg !277
  %t137.mux = select i1 %t141, i1 true, i1 %t137, !dbg !277
  br i1 %7, label %b30, label %b32, !dbg !277

b30:                                              ; preds = %b28
  %t142 = add i32 %t138, %t136, !dbg !278
  %t143 = shl i32 %t142, 3, !dbg !279
  %t144 = sub i32 %t136, %t138, !dbg !280
  %t145 = lshr i32 %t144, 5, !dbg !281
  %t147 = tail call i32 @llvm.umin.i32(i32 %t136, i32 %t138), !dbg !282
  %t149 = tail call i32 @llvm.umax.i32(i32 %t136, i32 %t138), !dbg !283
  %.82 = xor i32 %t138, -1, !dbg !284
  %t150 = and i32 %t149, %.82, !dbg !284
  %t146 = xor i32 %t145, %t147, !dbg !285
  %t148 = xor i32 %t146, %t143, !dbg !286
  %t151 = xor i32 %t148, %t150, !dbg !287
  %t152 = sub i32 0, %t136, !dbg !288
  %t153 = or i32 %t151, %t152, !dbg !289
  %t155 = xor i32 %t153, %.82, !dbg !290
  br label %b32, !dbg !277

b32:                                              ; preds = %b28, %b30
  %t159 = phi i32 [ %t136.mux, %b28 ], [ %t155, %b30 ]
  %t160 = phi i1 [ %t137.mux, %b28 ], [ true, %b30 ]
  %.87 = add nuw nsw i64 %.24, 4, !dbg !277
  %.88 = icmp ult i32 %.23, 60, !dbg !277
  %.90 = and i64 %.87, 63, !dbg !277
  %8 = shl nuw i64 1, %.90, !dbg !277
  %9 = and i64 %8, %.27, !dbg !277
  %.92 = icmp ne i64 %9, 0, !dbg !277
  %.93 = and i1 %.88, %.92, !dbg !277
  %.94 = trunc i64 %.87 to i32, !dbg !277
  %.95 = shl i32 %.94, 2, !dbg !277
  %.96 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.95, i32 %t159), !dbg !277
  %t161 = select i1 %.93, i32 %.96, i32 %t159, !dbg !277
  %.110 = zext i1 %t160 to i32, !dbg !277
  %.111 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.95, i32 %.110), !dbg !277
  %10 = and i32 %.111, 1, !dbg !277
  %.112 = icmp ne i32 %10, 0, !dbg !277
  %t162 = select i1 %.93, i1 %.112, i1 %t160, !dbg !277
  %t163 = icmp slt i32 %.2, 28, !dbg !277
  %t164 = and i1 %t163, %t162, !dbg !277
  %11 = select i1 %t164, i1 %t160, i1 false, !dbg !277
  %t159.mux = select i1 %t164, i32 %t161, i32 %t159, !dbg !277
  %t160.mux = select i1 %t164, i1 true, i1 %t160, !dbg !277
  br i1 %11, label %b34, label %b36, !dbg !277

b34:                                              ; preds = %b32
  %t165 = add i32 %t161, %t159, !dbg !278
  %t166 = shl i32 %t165, 3, !dbg !279
  %t167 = sub i32 %t159, %t161, !dbg !280
  %t168 = lshr i32 %t167, 5, !dbg !281
  %t170 = tail call i32 @llvm.umin.i32(i32 %t159, i32 %t161), !dbg !282
  %t172 = tail call i32 @llvm.umax.i32(i32 %t159, i32 %t161), !dbg !283
  %.113 = xor i32 %t161, -1, !dbg !284
  %t173 = and i32 %t172, %.113, !dbg !284
  %t169 = xor i32 %t168, %t170, !dbg !285
  %t171 = xor i32 %t169, %t166, !dbg !286
  %t174 = xor i32 %t171, %t173, !dbg !287
  %t175 = sub i32 0, %t159, !dbg !288
  %t176 = or i32 %t174, %t175, !dbg !289
  %t178 = xor i32 %t176, %.113, !dbg !290
  br label %b36, !dbg !277

b36:                                              ; preds = %b32, %b34
  %t182 = phi i32 [ %t159.mux, %b32 ], [ %t178, %b34 ]
  %t183 = phi i1 [ %t160.mux, %b32 ], [ true, %b34 ]
  %.118 = add nuw nsw i64 %.24, 2, !dbg !277
  %.119 = icmp ult i32 %.23, 62, !dbg !277
  %.121 = and i64 %.118, 63, !dbg !277
  %12 = shl nuw i64 1, %.121, !dbg !277
  %13 = and i64 %12, %.27, !dbg !277
  %.123 = icmp ne i64 %13, 0, !dbg !277
  %.124 = and i1 %.119, %.123, !dbg !277
  %.125 = trunc i64 %.118 to i32, !dbg !277
  %.126 = shl i32 %.125, 2, !dbg !277
  %.127 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.126, i32 %t182), !dbg !277
  %t184 = select i1 %.124, i32 %.127, i32 %t182, !dbg !277
  %.141 = zext i1 %t183 to i32, !dbg !277
  %.142 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.126, i32 %.141), !dbg !277
  %14 = and i32 %.142, 1, !dbg !277
  %.143 = icmp ne i32 %14, 0, !dbg !277
  %t185 = select i1 %.124, i1 %.143, i1 %t183, !dbg !277
  %t186 = icmp slt i32 %.2, 30, !dbg !277
  %t187 = and i1 %t186, %t185, !dbg !277
  %15 = select i1 %t187, i1 %t183, i1 false, !dbg !277
  %t182.mux = select i1 %t187, i32 %t184, i32 %t182, !dbg !277
  %t183.mux = select i1 %t187, i1 true, i1 %t183, !dbg !277
  br i1 %15, label %b38, label %b40, !dbg !277

b38:                                              ; preds = %b36
  %t188 = add i32 %t184, %t182, !dbg !278
  %t189 = shl i32 %t188, 3, !dbg !279
  %t190 = sub i32 %t182, %t184, !dbg !280
  %t191 = lshr i32 %t190, 5, !dbg !281
  %t193 = tail call i32 @llvm.umin.i32(i32 %t182, i32 %t184), !dbg !282
  %t195 = tail call i32 @llvm.umax.i32(i32 %t182, i32 %t184), !dbg !283
  %.144 = xor i32 %t184, -1, !dbg !284
  %t196 = and i32 %t195, %.144, !dbg !284
  %t192 = xor i32 %t191, %t193, !dbg !285
  %t194 = xor i32 %t192, %t189, !dbg !286
  %t197 = xor i32 %t194, %t196, !dbg !287
  %t198 = sub i32 0, %t182, !dbg !288
  %t199 = or i32 %t197, %t198, !dbg !289
  %t201 = xor i32 %t199, %.144, !dbg !290
  br label %b40, !dbg !277

b40:                                              ; preds = %b36, %b38
  %t205 = phi i32 [ %t182.mux, %b36 ], [ %t201, %b38 ]
  %t206 = phi i1 [ %t183.mux, %b36 ], [ true, %b38 ]
  %.149 = add nuw nsw i64 %.24, 1, !dbg !277
  %.150 = icmp ult i32 %.23, 63, !dbg !277
  %.152 = and i64 %.149, 63, !dbg !277
  %16 = shl nuw i64 1, %.152, !dbg !277
  %17 = and i64 %16, %.27, !dbg !277
  %.154 = icmp ne i64 %17, 0, !dbg !277
  %.155 = and i1 %.150, %.154, !dbg !277
  %.156 = trunc i64 %.149 to i32, !dbg !277
  %.157 = shl i32 %.156, 2, !dbg !277
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %t205), !dbg !277
  %t207 = select i1 %.155, i32 %.158, i32 %t205, !dbg !277
  %.172 = zext i1 %t206 to i32, !dbg !277
  %.173 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.172), !dbg !277
  %18 = and i32 %.173, 1, !dbg !277
  %.174 = icmp ne i32 %18, 0, !dbg !277
  %t208 = select i1 %.155, i1 %.174, i1 %t206, !dbg !277
  %t209 = icmp slt i32 %.2, 31, !dbg !277
  %t210 = and i1 %t209, %t208, !dbg !277
  %19 = select i1 %t210, i1 %t206, i1 false, !dbg !277
  %t205.mux = select i1 %t210, i32 %t207, i32 %t205, !dbg !277
  %t206.mux = select i1 %t210, i1 true, i1 %t206, !dbg !277
  br i1 %19, label %b42, label %b45, !dbg !277

b42:                                              ; preds = %b40
  %t211 = add i32 %t207, %t205, !dbg !278
  %t212 = shl i32 %t211, 3, !dbg !279
  %t213 = sub i32 %t205, %t207, !dbg !280
  %t214 = lshr i32 %t213, 5, !dbg !281
  %t216 = tail call i32 @llvm.umin.i32(i32 %t205, i32 %t207), !dbg !282
  %t218 = tail call i32 @llvm.umax.i32(i32 %t205, i32 %t207), !dbg !283
  %.175 = xor i32 %t207, -1, !dbg !284
  %t219 = and i32 %t218, %.175, !dbg !284
  %t215 = xor i32 %t214, %t216, !dbg !285
  %t217 = xor i32 %t215, %t212, !dbg !286
  %t220 = xor i32 %t217, %t219, !dbg !287
  %t221 = sub i32 0, %t205, !dbg !288
  %t222 = or i32 %t220, %t221, !dbg !289
  %t224 = xor i32 %t222, %.175, !dbg !290
  br label %b45, !dbg !277

b45:                                              ; preds = %b40, %b42, %b23
  %t230 = phi i32 [ %t113, %b23 ], [ %t205.mux, %b40 ], [ %t224, %b42 ]
  %t231 = phi i1 [ %t114, %b23 ], [ %t206.mux, %b40 ], [ true, %b42 ]
  %t232 = icmp eq i32 %.2, 0, !dbg !277
  br i1 %t232, label %b46, label %b52, !dbg !277

b46:                                              ; preds = %b45
  %20 = select i1 %t231, i1 %.1, i1 false, !dbg !277
  %a3.mux = select i1 %t231, i32 %t230, i32 %a3, !dbg !277
  %.1.mux = select i1 %t231, i1 true, i1 %.1, !dbg !277
  br i1 %20, label %b48, label %b50, !dbg !277

b48:                                              ; preds = %b46
  %t233 = add i32 %t230, %a3, !dbg !278
  %t234 = shl i32 %t233, 3, !dbg !279
  %t235 = sub i32 %a3, %t230, !dbg !280
  %t236 = lshr i32 %t235, 5, !dbg !281
  %t238 = tail call i32 @llvm.umin.i32(i32 %a3, i32 %t230), !dbg !282
  %t240 = tail call i32 @llvm.umax.i32(i32 %a3, i32 %t230), !dbg !283
  %.176 = xor i32 %t230, -1, !dbg !284
  %t241 = and i32 %t240, %.176, !dbg !284
  %t237 = xor i32 %t236, %t238, !dbg !285
  %t239 = xor i32 %t237, %t234, !dbg !286
  %t242 = xor i32 %t239, %t241, !dbg !287
  %t243 = sub i32 0, %a3, !dbg !288
  %t244 = or i32 %t242, %t243, !dbg !289
  %t246 = xor i32 %t244, %.176, !dbg !290
  br label %b50, !dbg !277

b50:                                              ; preds = %b46, %b48
  %t250 = phi i32 [ %a3.mux, %b46 ], [ %t246, %b48 ]
  %t251 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t251, label %b51, label %b52, !dbg !277

b51:                                              ; preds = %b50
  store i32 %t250, ptr addrspace(1) %a2, align 4, !dbg !277
  br label %b52, !dbg !277

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !277
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) readonly %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !291 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !292
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !292
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !292
  %t3 = sext i32 %.1 to i64, !dbg !292
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !292
  %t5 = sext i32 %.2 to i64, !dbg !292
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !292
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !292
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !292, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !292
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !292
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !292, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !292
  %.15 = add i32 %.14, %.9, !dbg !292
  %.16 = udiv i32 %.15, %.6, !dbg !292
  %t9 = sext i32 %.16 to i64, !dbg !292
  %t10 = mul nsw i64 %t7, %t5, !dbg !292
  %t11 = add nsw i64 %t10, %t3, !dbg !292
  %t12 = mul nsw i64 %t9, %t7, !dbg !292
  %t141 = icmp slt i64 %t11, %a0, !dbg !292
  br i1 %t141, label %b2, label %b7, !dbg !292

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t38, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !292

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t132, !dbg !292
  %.17 = load i64, ptr addrspace(1) %t15, align 8, !dbg !292
  br label %b4, !dbg !292

b4:                                               ; preds = %b3, %b2
  %t17 = phi i64 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !292

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t132, !dbg !292
  %.18 = load i64, ptr addrspace(1) %t18, align 8, !dbg !292
  br label %b6, !dbg !292

b6:                                               ; preds = %b5, %b4
  %t20 = phi i64 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = add i64 %t20, %t17, !dbg !293
  %t22 = shl i64 %t21, 3, !dbg !294
  %t23 = sub i64 %t17, %t20, !dbg !295
  %t24 = ashr i64 %t23, 5, !dbg !296
  %t26 = tail call i64 @llvm.smin.i64(i64 %t17, i64 %t20), !dbg !297
  %t28 = tail call i64 @llvm.smax.i64(i64 %t17, i64 %t20), !dbg !298
  %.19 = xor i64 %t20, -1, !dbg !299
  %t29 = and i64 %t28, %.19, !dbg !299
  %t25 = xor i64 %t24, %t26, !dbg !300
  %t27 = xor i64 %t25, %t22, !dbg !301
  %t30 = xor i64 %t27, %t29, !dbg !302
  %t31 = sub i64 0, %t17, !dbg !303
  %t32 = or i64 %t30, %t31, !dbg !304
  %t35 = ashr i64 %t17, 40, !dbg !305
  %t34 = xor i64 %t35, %.19, !dbg !306
  %t36 = xor i64 %t34, %t32, !dbg !307
  %t37 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t132, !dbg !292
  store i64 %t36, ptr addrspace(1) %t37, align 8, !dbg !292
  %t38 = add i64 %t132, %t12, !dbg !292
  %t14 = icmp slt i64 %t38, %a0, !dbg !292
  br i1 %t14, label %b2, label %b7, !dbg !292

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !292
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !308 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !309
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !309
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !309
  %t3 = sext i32 %.1 to i64, !dbg !309
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !309
  %t5 = sext i32 %.2 to i64, !dbg !309
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !309
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !309
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !309, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !309
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !309
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !309, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !309
  %.15 = add i32 %.14, %.9, !dbg !309
  %.16 = udiv i32 %.15, %.6, !dbg !309
  %t9 = sext i32 %.16 to i64, !dbg !309
  %t10 = mul nsw i64 %t7, %t5, !dbg !309
  %t11 = add nsw i64 %t10, %t3, !dbg !309
  %t12 = mul nsw i64 %t9, %t7, !dbg !309
  %t13 = icmp sgt i64 %a1, 7, !dbg !309
  %t14 = icmp sgt i64 %a1, 6, !dbg !309
  %t15 = icmp sgt i64 %a1, 5, !dbg !309
  %t16 = icmp sgt i64 %a1, 4, !dbg !309
  %t17 = icmp sgt i64 %a1, 3, !dbg !309
  %t18 = icmp sgt i64 %a1, 2, !dbg !309
  %t19 = icmp sgt i64 %a1, 1, !dbg !309
  %t20 = icmp sgt i64 %a1, 0, !dbg !309
  %t221 = icmp slt i64 %t11, %a0, !dbg !309
  br i1 %t221, label %b2.lr.ph, label %b23, !dbg !309

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
  br label %b2, !dbg !309

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t136, %b22 ]
  br i1 %t13, label %b3, label %b4, !dbg !309

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen, !dbg !309
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed, !dbg !309
  %.28 = sub i64 0, %t212, !dbg !309
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !309
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !309
  %t25 = mul i64 %.22, %a19, !dbg !309
  %t26 = mul i64 %.22, %a29, !dbg !309
  %t27 = mul i64 %.22, %a38, !dbg !309
  br label %b4, !dbg !309

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !309

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen, !dbg !309
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed, !dbg !309
  %.42 = sub i64 0, %t28, !dbg !309
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !309
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !309
  %t34 = mul i64 %.36, %a18, !dbg !309
  %t35 = add i64 %t34, %t29, !dbg !309
  %t36 = mul i64 %.36, %a28, !dbg !309
  %t37 = add i64 %t36, %t30, !dbg !309
  %t38 = mul i64 %.36, %a37, !dbg !309
  %t39 = add i64 %t38, %t31, !dbg !309
  br label %b6, !dbg !309

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !309

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen, !dbg !309
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed, !dbg !309
  %.56 = sub i64 0, %t40, !dbg !309
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !309
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !309
  %t46 = mul i64 %.50, %a17, !dbg !309
  %t47 = add i64 %t46, %t41, !dbg !309
  %t48 = mul i64 %.50, %a27, !dbg !309
  %t49 = add i64 %t48, %t42, !dbg !309
  %t50 = mul i64 %.50, %a36, !dbg !309
  %t51 = add i64 %t50, %t43, !dbg !309
  br label %b8, !dbg !309

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !309

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen, !dbg !309
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed, !dbg !309
  %.70 = sub i64 0, %t52, !dbg !309
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !309
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !309
  %t58 = mul i64 %.64, %a16, !dbg !309
  %t59 = add i64 %t58, %t53, !dbg !309
  %t60 = mul i64 %.64, %a26, !dbg !309
  %t61 = add i64 %t60, %t54, !dbg !309
  %t62 = mul i64 %.64, %a35, !dbg !309
  %t63 = add i64 %t62, %t55, !dbg !309
  br label %b10, !dbg !309

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !309

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen, !dbg !309
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed, !dbg !309
  %.84 = sub i64 0, %t64, !dbg !309
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !309
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !309
  %t70 = mul i64 %.78, %a15, !dbg !309
  %t71 = add i64 %t70, %t65, !dbg !309
  %t72 = mul i64 %.78, %a25, !dbg !309
  %t73 = add i64 %t72, %t66, !dbg !309
  %t74 = mul i64 %.78, %a34, !dbg !309
  %t75 = add i64 %t74, %t67, !dbg !309
  br label %b12, !dbg !309

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !309

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen, !dbg !309
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed, !dbg !309
  %.98 = sub i64 0, %t76, !dbg !309
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !309
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !309
  %t82 = mul i64 %.92, %a14, !dbg !309
  %t83 = add i64 %t82, %t77, !dbg !309
  %t84 = mul i64 %.92, %a24, !dbg !309
  %t85 = add i64 %t84, %t78, !dbg !309
  %t86 = mul i64 %.92, %a33, !dbg !309
  %t87 = add i64 %t86, %t79, !dbg !309
  br label %b14, !dbg !309

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !309

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen, !dbg !309
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed, !dbg !309
  %.112 = sub i64 0, %t88, !dbg !309
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !309
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !309
  %t94 = mul i64 %.106, %a13, !dbg !309
  %t95 = add i64 %t94, %t89, !dbg !309
  %t96 = mul i64 %.106, %a23, !dbg !309
  %t97 = add i64 %t96, %t90, !dbg !309
  %t98 = mul i64 %.106, %a32, !dbg !309
  %t99 = add i64 %t98, %t91, !dbg !309
  br label %b16, !dbg !309

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !309

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !309
  %t105 = add i64 %t101, %t104, !dbg !309
  %t106 = mul i64 %t100, %a22, !dbg !309
  %t107 = add i64 %t102, %t106, !dbg !309
  %t108 = mul i64 %t100, %a31, !dbg !309
  %t109 = add i64 %t103, %t108, !dbg !309
  br label %b18, !dbg !309

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !309

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t110, !dbg !309
  %.115 = load i64, ptr addrspace(1) %t113, align 8, !dbg !309
  br label %b20, !dbg !309

b20:                                              ; preds = %b19, %b18
  %t115 = phi i64 [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !309

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t111, !dbg !309
  %.116 = load i64, ptr addrspace(1) %t116, align 8, !dbg !309
  br label %b22, !dbg !309

b22:                                              ; preds = %b21, %b20
  %t118 = phi i64 [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = add i64 %t118, %t115, !dbg !310
  %t120 = shl i64 %t119, 3, !dbg !311
  %t121 = sub i64 %t115, %t118, !dbg !312
  %t122 = ashr i64 %t121, 5, !dbg !313
  %t124 = tail call i64 @llvm.smin.i64(i64 %t115, i64 %t118), !dbg !314
  %t126 = tail call i64 @llvm.smax.i64(i64 %t115, i64 %t118), !dbg !315
  %.117 = xor i64 %t118, -1, !dbg !316
  %t127 = and i64 %t126, %.117, !dbg !316
  %t123 = xor i64 %t122, %t124, !dbg !317
  %t125 = xor i64 %t123, %t120, !dbg !318
  %t128 = xor i64 %t125, %t127, !dbg !319
  %t129 = sub i64 0, %t115, !dbg !320
  %t130 = or i64 %t128, %t129, !dbg !321
  %t133 = ashr i64 %t115, 40, !dbg !322
  %t132 = xor i64 %t133, %.117, !dbg !323
  %t134 = xor i64 %t132, %t130, !dbg !324
  %t135 = getelementptr inbounds i64, ptr addrspace(1) %a30, i64 %t112, !dbg !309
  store i64 %t134, ptr addrspace(1) %t135, align 8, !dbg !309
  %t136 = add i64 %t212, %t12, !dbg !309
  %t22 = icmp slt i64 %t136, %a0, !dbg !309
  br i1 %t22, label %b2, label %b23, !dbg !309

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !309
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !325 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !326
  %t3 = sext i32 %.1 to i64, !dbg !326
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !326
  %t5 = sext i32 %.2 to i64, !dbg !326
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !326
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !326
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !326, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !326
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !326, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !326
  %.10 = add i32 %.5, -1, !dbg !326
  %.11 = add i32 %.10, %.9, !dbg !326
  %.12 = udiv i32 %.11, %.9, !dbg !326
  %t7 = sext i32 %.12 to i64, !dbg !326
  %t8 = shl nsw i64 %t5, 8, !dbg !326
  %t9 = add nsw i64 %t8, %t3, !dbg !326
  %t10 = shl nsw i64 %t7, 8, !dbg !326
  %t11 = icmp slt i64 %t9, %a0, !dbg !326
  br i1 %t11, label %b1, label %b2, !dbg !326

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !326
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t12, !dbg !326
  %.13 = load i64, ptr addrspace(1) %t13, align 8, !dbg !326, !amdgpu.noclobber !6
  br label %b2, !dbg !326

b2:                                               ; preds = %b1, %entry
  %t15 = phi i64 [ %.13, %b1 ], [ 0, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !326
  %t18 = shl nsw i64 %t7, 11, !dbg !326
  %t19 = mul nsw i64 %t7, 1792, !dbg !326
  %t20 = sub i64 %a0, %t19, !dbg !326
  %t26 = mul i64 %t17, %a2, !dbg !326
  %t28 = mul i64 %t18, %a2, !dbg !326
  %t29 = mul i64 %t10, %a2, !dbg !326
  %t6111 = icmp slt i64 %t17, %t20, !dbg !326
  br i1 %t6111, label %b4.preheader, label %b5, !dbg !326

b4.preheader:                                     ; preds = %b2
  %t47 = mul i64 %t19, %a2, !dbg !326
  %t48 = add i64 %t26, %t47, !dbg !326
  %t49 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t48, !dbg !326
  %t21 = mul i64 %t7, %a2, !dbg !326
  %t44 = mul i64 %t21, 1536, !dbg !326
  %t45 = add i64 %t26, %t44, !dbg !326
  %t46 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t45, !dbg !326
  %t41 = mul i64 %t21, 1280, !dbg !326
  %t42 = add i64 %t26, %t41, !dbg !326
  %t43 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t42, !dbg !326
  %t38 = shl i64 %t21, 10, !dbg !326
  %t39 = add i64 %t26, %t38, !dbg !326
  %t40 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t39, !dbg !326
  %t35 = mul i64 %t21, 768, !dbg !326
  %t36 = add i64 %t26, %t35, !dbg !326
  %t37 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t36, !dbg !326
  %t32 = shl i64 %t21, 9, !dbg !326
  %t33 = add i64 %t26, %t32, !dbg !326
  %t34 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t33, !dbg !326
  %t30 = add i64 %t26, %t29, !dbg !326
  %t31 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t30, !dbg !326
  %t27 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t26, !dbg !326
  br label %b4, !dbg !326

b4:                                               ; preds = %b4.preheader, %b4
  %t5921 = phi i64 [ %t197, %b4 ], [ %t15, %b4.preheader ]
  %t5820 = phi i64 [ %t198, %b4 ], [ %t17, %b4.preheader ]
  %t5719 = phi ptr addrspace(1) [ %t199, %b4 ], [ %t27, %b4.preheader ]
  %t5618 = phi ptr addrspace(1) [ %t200, %b4 ], [ %t31, %b4.preheader ]
  %t5517 = phi ptr addrspace(1) [ %t201, %b4 ], [ %t34, %b4.preheader ]
  %t5416 = phi ptr addrspace(1) [ %t202, %b4 ], [ %t37, %b4.preheader ]
  %t5315 = phi ptr addrspace(1) [ %t203, %b4 ], [ %t40, %b4.preheader ]
  %t5214 = phi ptr addrspace(1) [ %t204, %b4 ], [ %t43, %b4.preheader ]
  %t5113 = phi ptr addrspace(1) [ %t205, %b4 ], [ %t46, %b4.preheader ]
  %t5012 = phi ptr addrspace(1) [ %t206, %b4 ], [ %t49, %b4.preheader ]
  %.14 = load i64, ptr addrspace(1) %t5719, align 8, !dbg !326
  %.15 = load i64, ptr addrspace(1) %t5618, align 8, !dbg !326
  %.16 = load i64, ptr addrspace(1) %t5517, align 8, !dbg !326
  %.17 = load i64, ptr addrspace(1) %t5416, align 8, !dbg !326
  %.18 = load i64, ptr addrspace(1) %t5315, align 8, !dbg !326
  %.19 = load i64, ptr addrspace(1) %t5214, align 8, !dbg !326
  %.20 = load i64, ptr addrspace(1) %t5113, align 8, !dbg !326
  %.21 = load i64, ptr addrspace(1) %t5012, align 8, !dbg !326
  %t70 = add i64 %.14, %t5921, !dbg !327
  %t71 = shl i64 %t70, 3, !dbg !328
  %t72 = sub i64 %t5921, %.14, !dbg !329
  %t73 = ashr i64 %t72, 5, !dbg !330
  %t75 = tail call i64 @llvm.smin.i64(i64 %t5921, i64 %.14), !dbg !331
  %t77 = tail call i64 @llvm.smax.i64(i64 %t5921, i64 %.14), !dbg !332
  %.22 = xor i64 %.14, -1, !dbg !333
  %t78 = and i64 %t77, %.22, !dbg !333
  %t74 = xor i64 %t73, %t75, !dbg !334
  %t76 = xor i64 %t74, %t71, !dbg !335
  %t79 = xor i64 %t76, %t78, !dbg !336
  %t80 = sub i64 0, %t5921, !dbg !337
  %t81 = or i64 %t79, %t80, !dbg !338
  %t84 = ashr i64 %t5921, 40, !dbg !339
  %t83 = xor i64 %t84, %.22, !dbg !340
  %t85 = xor i64 %t83, %t81, !dbg !341
  %t86 = add i64 %t85, %.15, !dbg !327
  %t87 = shl i64 %t86, 3, !dbg !328
  %t88 = sub i64 %t85, %.15, !dbg !329
  %t89 = ashr i64 %t88, 5, !dbg !330
  %t91 = tail call i64 @llvm.smin.i64(i64 %t85, i64 %.15), !dbg !331
  %t93 = tail call i64 @llvm.smax.i64(i64 %t85, i64 %.15), !dbg !332
  %.23 = xor i64 %.15, -1, !dbg !333
  %t94 = and i64 %t93, %.23, !dbg !333
  %t90 = xor i64 %t89, %t91, !dbg !334
  %t92 = xor i64 %t90, %t87, !dbg !335
  %t95 = xor i64 %t92, %t94, !dbg !336
  %t96 = sub i64 0, %t85, !dbg !337
  %t97 = or i64 %t95, %t96, !dbg !338
  %t100 = ashr i64 %t85, 40, !dbg !339
  %t99 = xor i64 %t100, %.23, !dbg !340
  %t101 = xor i64 %t99, %t97, !dbg !341
  %t102 = add i64 %t101, %.16, !dbg !327
  %t103 = shl i64 %t102, 3, !dbg !328
  %t104 = sub i64 %t101, %.16, !dbg !329
  %t105 = ashr i64 %t104, 5, !dbg !330
  %t107 = tail call i64 @llvm.smin.i64(i64 %t101, i64 %.16), !dbg !331
  %t109 = tail call i64 @llvm.smax.i64(i64 %t101, i64 %.16), !dbg !332
  %.24 = xor i64 %.16, -1, !dbg !333
  %t110 = and i64 %t109, %.24, !dbg !333
  %t106 = xor i64 %t105, %t107, !dbg !334
  %t108 = xor i64 %t106, %t103, !dbg !335
  %t111 = xor i64 %t108, %t110, !dbg !336
  %t112 = sub i64 0, %t101, !dbg !337
  %t113 = or i64 %t111, %t112, !dbg !338
  %t116 = ashr i64 %t101, 40, !dbg !339
  %t115 = xor i64 %t116, %.24, !dbg !340
  %t117 = xor i64 %t115, %t113, !dbg !341
  %t118 = add i64 %t117, %.17, !dbg !327
  %t119 = shl i64 %t118, 3, !dbg !328
  %t120 = sub i64 %t117, %.17, !dbg !329
  %t121 = ashr i64 %t120, 5, !dbg !330
  %t123 = tail call i64 @llvm.smin.i64(i64 %t117, i64 %.17), !dbg !331
  %t125 = tail call i64 @llvm.smax.i64(i64 %t117, i64 %.17), !dbg !332
  %.25 = xor i64 %.17, -1, !dbg !333
  %t126 = and i64 %t125, %.25, !dbg !333
  %t122 = xor i64 %t121, %t123, !dbg !334
  %t124 = xor i64 %t122, %t119, !dbg !335
  %t127 = xor i64 %t124, %t126, !dbg !336
  %t128 = sub i64 0, %t117, !dbg !337
  %t129 = or i64 %t127, %t128, !dbg !338
  %t132 = ashr i64 %t117, 40, !dbg !339
  %t131 = xor i64 %t132, %.25, !dbg !340
  %t133 = xor i64 %t131, %t129, !dbg !341
  %t134 = add i64 %t133, %.18, !dbg !327
  %t135 = shl i64 %t134, 3, !dbg !328
  %t136 = sub i64 %t133, %.18, !dbg !329
  %t137 = ashr i64 %t136, 5, !dbg !330
  %t139 = tail call i64 @llvm.smin.i64(i64 %t133, i64 %.18), !dbg !331
  %t141 = tail call i64 @llvm.smax.i64(i64 %t133, i64 %.18), !dbg !332
  %.26 = xor i64 %.18, -1, !dbg !333
  %t142 = and i64 %t141, %.26, !dbg !333
  %t138 = xor i64 %t137, %t139, !dbg !334
  %t140 = xor i64 %t138, %t135, !dbg !335
  %t143 = xor i64 %t140, %t142, !dbg !336
  %t144 = sub i64 0, %t133, !dbg !337
  %t145 = or i64 %t143, %t144, !dbg !338
  %t148 = ashr i64 %t133, 40, !dbg !339
  %t147 = xor i64 %t148, %.26, !dbg !340
  %t149 = xor i64 %t147, %t145, !dbg !341
  %t150 = add i64 %t149, %.19, !dbg !327
  %t151 = shl i64 %t150, 3, !dbg !328
  %t152 = sub i64 %t149, %.19, !dbg !329
  %t153 = ashr i64 %t152, 5, !dbg !330
  %t155 = tail call i64 @llvm.smin.i64(i64 %t149, i64 %.19), !dbg !331
  %t157 = tail call i64 @llvm.smax.i64(i64 %t149, i64 %.19), !dbg !332
  %.27 = xor i64 %.19, -1, !dbg !333
  %t158 = and i64 %t157, %.27, !dbg !333
  %t154 = xor i64 %t153, %t155, !dbg !334
  %t156 = xor i64 %t154, %t151, !dbg !335
  %t159 = xor i64 %t156, %t158, !dbg !336
  %t160 = sub i64 0, %t149, !dbg !337
  %t161 = or i64 %t159, %t160, !dbg !338
  %t164 = ashr i64 %t149, 40, !dbg !339
  %t163 = xor i64 %t164, %.27, !dbg !340
  %t165 = xor i64 %t163, %t161, !dbg !341
  %t166 = add i64 %t165, %.20, !dbg !327
  %t167 = shl i64 %t166, 3, !dbg !328
  %t168 = sub i64 %t165, %.20, !dbg !329
  %t169 = ashr i64 %t168, 5, !dbg !330
  %t171 = tail call i64 @llvm.smin.i64(i64 %t165, i64 %.20), !dbg !331
  %t173 = tail call i64 @llvm.smax.i64(i64 %t165, i64 %.20), !dbg !332
  %.28 = xor i64 %.20, -1, !dbg !333
  %t174 = and i64 %t173, %.28, !dbg !333
  %t170 = xor i64 %t169, %t171, !dbg !334
  %t172 = xor i64 %t170, %t167, !dbg !335
  %t175 = xor i64 %t172, %t174, !dbg !336
  %t176 = sub i64 0, %t165, !dbg !337
  %t177 = or i64 %t175, %t176, !dbg !338
  %t180 = ashr i64 %t165, 40, !dbg !339
  %t179 = xor i64 %t180, %.28, !dbg !340
  %t181 = xor i64 %t179, %t177, !dbg !341
  %t182 = add i64 %t181, %.21, !dbg !327
  %t183 = shl i64 %t182, 3, !dbg !328
  %t184 = sub i64 %t181, %.21, !dbg !329
  %t185 = ashr i64 %t184, 5, !dbg !330
  %t187 = tail call i64 @llvm.smin.i64(i64 %t181, i64 %.21), !dbg !331
  %t189 = tail call i64 @llvm.smax.i64(i64 %t181, i64 %.21), !dbg !332
  %.29 = xor i64 %.21, -1, !dbg !333
  %t190 = and i64 %t189, %.29, !dbg !333
  %t186 = xor i64 %t185, %t187, !dbg !334
  %t188 = xor i64 %t186, %t183, !dbg !335
  %t191 = xor i64 %t188, %t190, !dbg !336
  %t192 = sub i64 0, %t181, !dbg !337
  %t193 = or i64 %t191, %t192, !dbg !338
  %t196 = ashr i64 %t181, 40, !dbg !339
  %t195 = xor i64 %t196, %.29, !dbg !340
  %t197 = xor i64 %t195, %t193, !dbg !341
  %t198 = add i64 %t5820, %t18, !dbg !326
  %t199 = getelementptr inbounds i64, ptr addrspace(1) %t5719, i64 %t28, !dbg !326
  %t200 = getelementptr inbounds i64, ptr addrspace(1) %t5618, i64 %t28, !dbg !326
  %t201 = getelementptr inbounds i64, ptr addrspace(1) %t5517, i64 %t28, !dbg !326
  %t202 = getelementptr inbounds i64, ptr addrspace(1) %t5416, i64 %t28, !dbg !326
  %t203 = getelementptr inbounds i64, ptr addrspace(1) %t5315, i64 %t28, !dbg !326
  %t204 = getelementptr inbounds i64, ptr addrspace(1) %t5214, i64 %t28, !dbg !326
  %t205 = getelementptr inbounds i64, ptr addrspace(1) %t5113, i64 %t28, !dbg !326
  %t206 = getelementptr inbounds i64, ptr addrspace(1) %t5012, i64 %t28, !dbg !326
  %t61 = icmp slt i64 %t198, %t20, !dbg !326
  br i1 %t61, label %b4, label %b5.loopexit, !dbg !326

b5.loopexit:                                      ; preds = %b4
  %.pre = mul i64 %t198, %a2, !dbg !326
  br label %b5, !dbg !326

b5:                                               ; preds = %b5.loopexit, %b2
  %t207.pre-phi = phi i64 [ %.pre, %b5.loopexit ], [ %t26, %b2 ], !dbg !326
  %t58.lcssa = phi i64 [ %t198, %b5.loopexit ], [ %t17, %b2 ]
  %t59.lcssa = phi i64 [ %t197, %b5.loopexit ], [ %t15, %b2 ]
  %t21223 = icmp slt i64 %t58.lcssa, %a0, !dbg !326
  br i1 %t21223, label %b7.preheader, label %b8, !dbg !326

b7.preheader:                                     ; preds = %b5
  %t208 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t207.pre-phi, !dbg !326
  br label %b7, !dbg !326

b7:                                               ; preds = %b7.preheader, %b7
  %t21126 = phi i64 [ %t229, %b7 ], [ %t59.lcssa, %b7.preheader ]
  %t21025 = phi i64 [ %t230, %b7 ], [ %t58.lcssa, %b7.preheader ]
  %t20924 = phi ptr addrspace(1) [ %t231, %b7 ], [ %t208, %b7.preheader ]
  %.30 = load i64, ptr addrspace(1) %t20924, align 8, !dbg !326
  %t214 = add i64 %.30, %t21126, !dbg !327
  %t215 = shl i64 %t214, 3, !dbg !328
  %t216 = sub i64 %t21126, %.30, !dbg !329
  %t217 = ashr i64 %t216, 5, !dbg !330
  %t219 = tail call i64 @llvm.smin.i64(i64 %t21126, i64 %.30), !dbg !331
  %t221 = tail call i64 @llvm.smax.i64(i64 %t21126, i64 %.30), !dbg !332
  %.31 = xor i64 %.30, -1, !dbg !333
  %t222 = and i64 %t221, %.31, !dbg !333
  %t218 = xor i64 %t217, %t219, !dbg !334
  %t220 = xor i64 %t218, %t215, !dbg !335
  %t223 = xor i64 %t220, %t222, !dbg !336
  %t224 = sub i64 0, %t21126, !dbg !337
  %t225 = or i64 %t223, %t224, !dbg !338
  %t228 = ashr i64 %t21126, 40, !dbg !339
  %t227 = xor i64 %t228, %.31, !dbg !340
  %t229 = xor i64 %t227, %t225, !dbg !341
  %t230 = add i64 %t21025, %t10, !dbg !326
  %t231 = getelementptr inbounds i64, ptr addrspace(1) %t20924, i64 %t29, !dbg !326
  %t212 = icmp slt i64 %t230, %a0, !dbg !326
  br i1 %t212, label %b7, label %b8, !dbg !326

b8:                                               ; preds = %b7, %b5
  %t211.lcssa = phi i64 [ %t59.lcssa, %b5 ], [ %t229, %b7 ]
  %t232 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !326
  store i64 %t211.lcssa, ptr addrspace(3) %t232, align 8, !dbg !326
  %t233 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !326
  %.32 = zext i1 %t11 to i8, !dbg !326
  store i8 %.32, ptr addrspace(3) %t233, align 1, !dbg !326
  fence syncscope("workgroup") release, !dbg !326
  tail call void @llvm.amdgcn.s.barrier(), !dbg !326
  fence syncscope("workgroup") acquire, !dbg !326
  %t234 = icmp slt i32 %.1, 128, !dbg !326
  br i1 %t234, label %b9, label %b14, !dbg !326

b9:                                               ; preds = %b8
  %t235 = add nsw i32 %.1, 128, !dbg !326
  %t236 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage1.shared.0, i32 %t235, !dbg !326
  %.33 = load i64, ptr addrspace(3) %t236, align 8, !dbg !326
  %t238 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage1.shared.1, i32 %t235, !dbg !326
  %.34 = load i8, ptr addrspace(3) %t238, align 1, !dbg !326
  %.35.not10 = icmp eq i8 %.34, 0, !dbg !326
  %t16.not = xor i1 %t11, true, !dbg !326
  %brmerge = or i1 %.35.not10, %t16.not, !dbg !326
  %t211.mux = select i1 %.35.not10, i64 %t211.lcssa, i64 %.33, !dbg !326
  %not..35.not10 = xor i1 %.35.not10, true, !dbg !326
  %t16.mux = select i1 %not..35.not10, i1 true, i1 %t11, !dbg !326
  br i1 %brmerge, label %b13, label %b11, !dbg !326

b11:                                              ; preds = %b9
  %t240 = add i64 %.33, %t211.lcssa, !dbg !327
  %t241 = shl i64 %t240, 3, !dbg !328
  %t242 = sub i64 %t211.lcssa, %.33, !dbg !329
  %t243 = ashr i64 %t242, 5, !dbg !330
  %t245 = tail call i64 @llvm.smin.i64(i64 %t211.lcssa, i64 %.33), !dbg !331
  %t247 = tail call i64 @llvm.smax.i64(i64 %t211.lcssa, i64 %.33), !dbg !332
  %.36 = xor i64 %.33, -1, !dbg !333
  %t248 = and i64 %t247, %.36, !dbg !333
  %t244 = xor i64 %t243, %t245, !dbg !334
  %t246 = xor i64 %t244, %t241, !dbg !335
  %t249 = xor i64 %t246, %t248, !dbg !336
  %t250 = sub i64 0, %t211.lcssa, !dbg !337
  %t251 = or i64 %t249, %t250, !dbg !338
  %t254 = ashr i64 %t211.lcssa, 40, !dbg !339
  %t253 = xor i64 %t254, %.36, !dbg !340
  %t255 = xor i64 %t253, %t251, !dbg !341
  br label %b13, !dbg !326

b13:                                              ; preds = %b9, %b11
  %t257 = phi i64 [ %t211.mux, %b9 ], [ %t255, %b11 ]
  %t258 = phi i1 [ %t16.mux, %b9 ], [ true, %b11 ]
  store i64 %t257, ptr addrspace(3) %t232, align 8, !dbg !326
  %.37 = zext i1 %t258 to i8, !dbg !326
  store i8 %.37, ptr addrspace(3) %t233, align 1, !dbg !326
  br label %b14, !dbg !326

b14:                                              ; preds = %b13, %b8
  %t259 = phi i64 [ %t257, %b13 ], [ %t211.lcssa, %b8 ]
  %t260 = phi i1 [ %t258, %b13 ], [ %t11, %b8 ]
  fence syncscope("workgroup") release, !dbg !326
  tail call void @llvm.amdgcn.s.barrier(), !dbg !326
  fence syncscope("workgroup") acquire, !dbg !326
  %t261 = icmp slt i32 %.1, 64, !dbg !326
  br i1 %t261, label %b15, label %b20, !dbg !326

b15:                                              ; preds = %b14
  %t262 = add nsw i32 %.1, 64, !dbg !326
  %t263 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage1.shared.0, i32 %t262, !dbg !326
  %.38 = load i64, ptr addrspace(3) %t263, align 8, !dbg !326
  %t265 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage1.shared.1, i32 %t262, !dbg !326
  %.39 = load i8, ptr addrspace(3) %t265, align 1, !dbg !326
  %.40.not9 = icmp eq i8 %.39, 0, !dbg !326
  %t260.not = xor i1 %t260, true, !dbg !326
  %brmerge1 = select i1 %.40.not9, i1 true, i1 %t260.not, !dbg !326
  %t259.mux = select i1 %.40.not9, i64 %t259, i64 %.38, !dbg !326
  %not..40.not9 = xor i1 %.40.not9, true, !dbg !326
  %t260.mux = select i1 %not..40.not9, i1 true, i1 %t260, !dbg !326
  br i1 %brmerge1, label %b19, label %b17, !dbg !326

b17:                                              ; preds = %b15
  %t267 = add i64 %.38, %t259, !dbg !327
  %t268 = shl i64 %t267, 3, !dbg !328
  %t269 = sub i64 %t259, %.38, !dbg !329
  %t270 = ashr i64 %t269, 5, !dbg !330
  %t272 = tail call i64 @llvm.smin.i64(i64 %t259, i64 %.38), !dbg !331
  %t274 = tail call i64 @llvm.smax.i64(i64 %t259, i64 %.38), !dbg !332
  %.41 = xor i64 %.38, -1, !dbg !333
  %t275 = and i64 %t274, %.41, !dbg !333
  %t271 = xor i64 %t270, %t272, !dbg !334
  %t273 = xor i64 %t271, %t268, !dbg !335
  %t276 = xor i64 %t273, %t275, !dbg !336
  %t277 = sub i64 0, %t259, !dbg !337
  %t278 = or i64 %t276, %t277, !dbg !338
  %t281 = ashr i64 %t259, 40, !dbg !339
  %t280 = xor i64 %t281, %.41, !dbg !340
  %t282 = xor i64 %t280, %t278, !dbg !341
  br label %b19, !dbg !326

b19:                                              ; preds = %b15, %b17
  %t284 = phi i64 [ %t259.mux, %b15 ], [ %t282, %b17 ]
  %t285 = phi i1 [ %t260.mux, %b15 ], [ true, %b17 ]
  store i64 %t284, ptr addrspace(3) %t232, align 8, !dbg !326
  %.42 = zext i1 %t285 to i8, !dbg !326
  store i8 %.42, ptr addrspace(3) %t233, align 1, !dbg !326
  br label %b20, !dbg !326

b20:                                              ; preds = %b19, %b14
  %t286 = phi i64 [ %t284, %b19 ], [ %t259, %b14 ]
  %t287 = phi i1 [ %t285, %b19 ], [ %t260, %b14 ]
  fence syncscope("workgroup") release, !dbg !326
  tail call void @llvm.amdgcn.s.barrier(), !dbg !326
  fence syncscope("workgroup") acquire, !dbg !326
  %t288 = icmp slt i32 %.1, 32, !dbg !326
  br i1 %t288, label %b21, label %b26, !dbg !326

b21:                                              ; preds = %b20
  %t289 = add nsw i32 %.1, 32, !dbg !326
  %t290 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage1.shared.0, i32 %t289, !dbg !326
  %.43 = load i64, ptr addrspace(3) %t290, align 8, !dbg !326
  %t292 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage1.shared.1, i32 %t289, !dbg !326
  %.44 = load i8, ptr addrspace(3) %t292, align 1, !dbg !326
  %.45.not8 = icmp eq i8 %.44, 0, !dbg !326
  %t287.not = xor i1 %t287, true, !dbg !326
  %brmerge2 = select i1 %.45.not8, i1 true, i1 %t287.not, !dbg !326
  %t286.mux = select i1 %.45.not8, i64 %t286, i64 %.43, !dbg !326
  %not..45.not8 = xor i1 %.45.not8, true, !dbg !326
  %t287.mux = select i1 %not..45.not8, i1 true, i1 %t287, !dbg !326
  br i1 %brmerge2, label %b26, label %b23, !dbg !326

b23:                                              ; preds = %b21
  %t294 = add i64 %.43, %t286, !dbg !327
  %t295 = shl i64 %t294, 3, !dbg !328
  %t296 = sub i64 %t286, %.43, !dbg !329
  %t297 = ashr i64 %t296, 5, !dbg !330
  %t299 = tail call i64 @llvm.smin.i64(i64 %t286, i64 %.43), !dbg !331
  %t301 = tail call i64 @llvm.smax.i64(i64 %t286, i64 %.43), !dbg !332
  %.46 = xor i64 %.43, -1, !dbg !333
  %t302 = and i64 %t301, %.46, !dbg !333
  %t298 = xor i64 %t297, %t299, !dbg !334
  %t300 = xor i64 %t298, %t295, !dbg !335
  %t303 = xor i64 %t300, %t302, !dbg !336
  %t304 = sub i64 0, %t286, !dbg !337
  %t305 = or i64 %t303, %t304, !dbg !338
  %t308 = ashr i64 %t286, 40, !dbg !339
  %t307 = xor i64 %t308, %.46, !dbg !340
  %t309 = xor i64 %t307, %t305, !dbg !341
  br label %b26, !dbg !326

b26:                                              ; preds = %b21, %b23, %b20
  %t313 = phi i64 [ %t286, %b20 ], [ %t286.mux, %b21 ], [ %t309, %b23 ]
  %t314 = phi i1 [ %t287, %b20 ], [ %t287.mux, %b21 ], [ true, %b23 ]
  br i1 %t288, label %b27, label %b48, !dbg !326

b27:                                              ; preds = %b26
  %.48 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !326
  %.49 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.48), !dbg !326
  %.50 = zext i32 %.49 to i64, !dbg !326
  %.51 = add nuw nsw i64 %.50, 16, !dbg !326
  %.52 = icmp ult i32 %.49, 48, !dbg !326
  %.53 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !326
  %.54 = and i64 %.51, 63, !dbg !326
  %0 = shl nuw i64 1, %.54, !dbg !326
  %1 = and i64 %0, %.53, !dbg !326
  %.56 = icmp ne i64 %1, 0, !dbg !326
  %.57 = and i1 %.52, %.56, !dbg !326
  %.58 = trunc i64 %.51 to i32, !dbg !326
  %.59 = shl i32 %.58, 2, !dbg !326
  %.60 = trunc i64 %t313 to i32, !dbg !326
  %.61 = lshr i64 %t313, 32, !dbg !326
  %.62 = trunc i64 %.61 to i32, !dbg !326
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.59, i32 %.60), !dbg !326
  %.64 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.59, i32 %.62), !dbg !326
  %.65 = zext i32 %.63 to i64, !dbg !326
  %.66 = zext i32 %.64 to i64, !dbg !326
  %.67 = shl nuw i64 %.66, 32, !dbg !326
  %.68 = or i64 %.67, %.65, !dbg !326
  %t315 = select i1 %.57, i64 %.68, i64 %t313, !dbg !326
  %.82 = zext i1 %t314 to i32, !dbg !326
  %.83 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.59, i32 %.82), !dbg !326
  %2 = and i32 %.83, 1, !dbg !326
  %.84 = icmp ne i32 %2, 0, !dbg !326
  %t316 = select i1 %.57, i1 %.84, i1 %t314, !dbg !326
  %t317 = icmp slt i32 %.1, 16, !dbg !326
  %t318 = and i1 %t317, %t316, !dbg !326
  %3 = select i1 %t318, i1 %t314, i1 false, !dbg !326
  %t313.mux = select i1 %t318, i64 %t315, i64 %t313, !dbg !326
  %t314.mux = select i1 %t318, i1 true, i1 %t314, !dbg !326
  br i1 %3, label %b29, label %b31, !dbg !326

b29:                                              ; preds = %b27
  %t319 = add i64 %t315, %t313, !dbg !327
  %t320 = shl i64 %t319, 3, !dbg !328
  %t321 = sub i64 %t313, %t315, !dbg !329
  %t322 = ashr i64 %t321, 5, !dbg !330
  %t324 = tail call i64 @llvm.smin.i64(i64 %t313, i64 %t315), !dbg !331
  %t326 = tail call i64 @llvm.smax.i64(i64 %t313, i64 %t315), !dbg !332
  %.85 = xor i64 %t315, -1, !dbg !333
  %t327 = and i64 %t326, %.85, !dbg !333
  %t323 = xor i64 %t322, %t324, !dbg !334
  %t325 = xor i64 %t323, %t320, !dbg !335
  %t328 = xor i64 %t325, %t327, !dbg !336
  %t329 = sub i64 0, %t313, !dbg !337
  %t330 = or i64 %t328, %t329, !dbg !338
  %t333 = ashr i64 %t313, 40, !dbg !339
  %t332 = xor i64 %t333, %.85, !dbg !340
  %t334 = xor i64 %t332, %t330, !dbg !341
  br label %b31, !dbg !326

b31:                                              ; preds = %b27, %b29
  %t336 = phi i64 [ %t313.mux, %b27 ], [ %t334, %b29 ]
  %t337 = phi i1 [ %t314.mux, %b27 ], [ true, %b29 ]
  %.90 = add nuw nsw i64 %.50, 8, !dbg !326
  %.91 = icmp ult i32 %.49, 56, !dbg !326
  %.93 = and i64 %.90, 63, !dbg !326
  %4 = shl nuw i64 1, %.93, !dbg !326
  %5 = and i64 %4, %.53, !dbg !326
  %.95 = icmp ne i64 %5, 0, !dbg !326
  %.96 = and i1 %.91, %.95, !dbg !326
  %.97 = trunc i64 %.90 to i32, !dbg !326
  %.98 = shl i32 %.97, 2, !dbg !326
  %.99 = trunc i64 %t336 to i32, !dbg !326
  %.100 = lshr i64 %t336, 32, !dbg !326
  %.101 = trunc i64 %.100 to i32, !dbg !326
  %.102 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.98, i32 %.99), !dbg !326
  %.103 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.98, i32 %.101), !dbg !326
  %.104 = zext i32 %.102 to i64, !dbg !326
  %.105 = zext i32 %.103 to i64, !dbg !326
  %.106 = shl nuw i64 %.105, 32, !dbg !326
  %.107 = or i64 %.106, %.104, !dbg !326
  %t338 = select i1 %.96, i64 %.107, i64 %t336, !dbg !326
  %.121 = zext i1 %t337 to i32, !dbg !326
  %.122 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.98, i32 %.121), !dbg !326
  %6 = and i32 %.122, 1, !dbg !326
  %.123 = icmp ne i32 %6, 0, !dbg !326
  %t339 = select i1 %.96, i1 %.123, i1 %t337, !dbg !326
  %t340 = icmp slt i32 %.1, 24, !dbg !326
  %t341 = and i1 %t340, %t339, !dbg !326
  %7 = select i1 %t341, i1 %t337, i1 false, !dbg !326
  %t336.mux = select i1 %t341, i64 %t338, i64 %t336, !dbg !326
  %t337.mux = select i1 %t341, i1 true, i1 %t337, !dbg !326
  br i1 %7, label %b33, label %b35, !dbg !326

b33:                                              ; preds = %b31
  %t342 = add i64 %t338, %t336, !dbg !327
  %t343 = shl i64 %t342, 3, !dbg !328
  %t344 = sub i64 %t336, %t338, !dbg !329
  %t345 = ashr i64 %t344, 5, !dbg !330
  %t347 = tail call i64 @llvm.smin.i64(i64 %t336, i64 %t338), !dbg !331
  %t349 = tail call i64 @llvm.smax.i64(i64 %t336, i64 %t338), !dbg !332
  %.124 = xor i64 %t338, -1, !dbg !333
  %t350 = and i64 %t349, %.124, !dbg !333
  %t346 = xor i64 %t345, %t347, !dbg !334
  %t348 = xor i64 %t346, %t343, !dbg !335
  %t351 = xor i64 %t348, %t350, !dbg !336
  %t352 = sub i64 0, %t336, !dbg !337
  %t353 = or i64 %t351, %t352, !dbg !338
  %t356 = ashr i64 %t336, 40, !dbg !339
  %t355 = xor i64 %t356, %.124, !dbg !340
  %t357 = xor i64 %t355, %t353, !dbg !341
  br label %b35, !dbg !326

b35:                                              ; preds = %b31, %b33
  %t359 = phi i64 [ %t336.mux, %b31 ], [ %t357, %b33 ]
  %t360 = phi i1 [ %t337.mux, %b31 ], [ true, %b33 ]
  %.129 = add nuw nsw i64 %.50, 4, !dbg !326
  %.130 = icmp ult i32 %.49, 60, !dbg !326
  %.132 = and i64 %.129, 63, !dbg !326
  %8 = shl nuw i64 1, %.132, !dbg !326
  %9 = and i64 %8, %.53, !dbg !326
  %.134 = icmp ne i64 %9, 0, !dbg !326
  %.135 = and i1 %.130, %.134, !dbg !326
  %.136 = trunc i64 %.129 to i32, !dbg !326
  %.137 = shl i32 %.136, 2, !dbg !326
  %.138 = trunc i64 %t359 to i32, !dbg !326
  %.139 = lshr i64 %t359, 32, !dbg !326
  %.140 = trunc i64 %.139 to i32, !dbg !326
  %.141 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.137, i32 %.138), !dbg !326
  %.142 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.137, i32 %.140), !dbg !326
  %.143 = zext i32 %.141 to i64, !dbg !326
  %.144 = zext i32 %.142 to i64, !dbg !326
  %.145 = shl nuw i64 %.144, 32, !dbg !326
  %.146 = or i64 %.145, %.143, !dbg !326
  %t361 = select i1 %.135, i64 %.146, i64 %t359, !dbg !326
  %.160 = zext i1 %t360 to i32, !dbg !326
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.137, i32 %.160), !dbg !326
  %10 = and i32 %.161, 1, !dbg !326
  %.162 = icmp ne i32 %10, 0, !dbg !326
  %t362 = select i1 %.135, i1 %.162, i1 %t360, !dbg !326
  %t363 = icmp slt i32 %.1, 28, !dbg !326
  %t364 = and i1 %t363, %t362, !dbg !326
  %11 = select i1 %t364, i1 %t360, i1 false, !dbg !326
  %t359.mux = select i1 %t364, i64 %t361, i64 %t359, !dbg !326
  %t360.mux = select i1 %t364, i1 true, i1 %t360, !dbg !326
  br i1 %11, label %b37, label %b39, !dbg !326

b37:                                              ; preds = %b35
  %t365 = add i64 %t361, %t359, !dbg !327
  %t366 = shl i64 %t365, 3, !dbg !328
  %t367 = sub i64 %t359, %t361, !dbg !329
  %t368 = ashr i64 %t367, 5, !dbg !330
  %t370 = tail call i64 @llvm.smin.i64(i64 %t359, i64 %t361), !dbg !331
  %t372 = tail call i64 @llvm.smax.i64(i64 %t359, i64 %t361), !dbg !332
  %.163 = xor i64 %t361, -1, !dbg !333
  %t373 = and i64 %t372, %.163, !dbg !333
  %t369 = xor i64 %t368, %t370, !dbg !334
  %t371 = xor i64 %t369, %t366, !dbg !335
  %t374 = xor i64 %t371, %t373, !dbg !336
  %t375 = sub i64 0, %t359, !dbg !337
  %t376 = or i64 %t374, %t375, !dbg !338
  %t379 = ashr i64 %t359, 40, !dbg !339
  %t378 = xor i64 %t379, %.163, !dbg !340
  %t380 = xor i64 %t378, %t376, !dbg !341
  br label %b39, !dbg !326

b39:                                              ; preds = %b35, %b37
  %t382 = phi i64 [ %t359.mux, %b35 ], [ %t380, %b37 ]
  %t383 = phi i1 [ %t360.mux, %b35 ], [ true, %b37 ]
  %.168 = add nuw nsw i64 %.50, 2, !dbg !326
  %.169 = icmp ult i32 %.49, 62, !dbg !326
  %.171 = and i64 %.168, 63, !dbg !326
  %12 = shl nuw i64 1, %.171, !dbg !326
  %13 = and i64 %12, %.53, !dbg !326
  %.173 = icmp ne i64 %13, 0, !dbg !326
  %.174 = and i1 %.169, %.173, !dbg !326
  %.175 = trunc i64 %.168 to i32, !dbg !326
  %.176 = shl i32 %.175, 2, !dbg !326
  %.177 = trunc i64 %t382 to i32, !dbg !326
  %.178 = lshr i64 %t382, 32, !dbg !326
  %.179 = trunc i64 %.178 to i32, !dbg !326
  %.180 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.176, i32 %.177), !dbg !326
  %.181 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.176, i32 %.179), !dbg !326
  %.182 = zext i32 %.180 to i64, !dbg !326
  %.183 = zext i32 %.181 to i64, !dbg !326
  %.184 = shl nuw i64 %.183, 32, !dbg !326
  %.185 = or i64 %.184, %.182, !dbg !326
  %t384 = select i1 %.174, i64 %.185, i64 %t382, !dbg !326
  %.199 = zext i1 %t383 to i32, !dbg !326
  %.200 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.176, i32 %.199), !dbg !326
  %14 = and i32 %.200, 1, !dbg !326
  %.201 = icmp ne i32 %14, 0, !dbg !326
  %t385 = select i1 %.174, i1 %.201, i1 %t383, !dbg !326
  %t386 = icmp slt i32 %.1, 30, !dbg !326
  %t387 = and i1 %t386, %t385, !dbg !326
  %15 = select i1 %t387, i1 %t383, i1 false, !dbg !326
  %t382.mux = select i1 %t387, i64 %t384, i64 %t382, !dbg !326
  %t383.mux = select i1 %t387, i1 true, i1 %t383, !dbg !326
  br i1 %15, label %b41, label %b43, !dbg !326

b41:                                              ; preds = %b39
  %t388 = add i64 %t384, %t382, !dbg !327
  %t389 = shl i64 %t388, 3, !dbg !328
  %t390 = sub i64 %t382, %t384, !dbg !329
  %t391 = ashr i64 %t390, 5, !dbg !330
  %t393 = tail call i64 @llvm.smin.i64(i64 %t382, i64 %t384), !dbg !331
  %t395 = tail call i64 @llvm.smax.i64(i64 %t382, i64 %t384), !dbg !332
  %.202 = xor i64 %t384, -1, !dbg !333
  %t396 = and i64 %t395, %.202, !dbg !333
  %t392 = xor i64 %t391, %t393, !dbg !334
  %t394 = xor i64 %t392, %t389, !dbg !335
  %t397 = xor i64 %t394, %t396, !dbg !336
  %t398 = sub i64 0, %t382, !dbg !337
  %t399 = or i64 %t397, %t398, !dbg !338
  %t402 = ashr i64 %t382, 40, !dbg !339
  %t401 = xor i64 %t402, %.202, !dbg !340
  %t403 = xor i64 %t401, %t399, !dbg !341
  br label %b43, !dbg !326

b43:                                              ; preds = %b39, %b41
  %t405 = phi i64 [ %t382.mux, %b39 ], [ %t403, %b41 ]
  %t406 = phi i1 [ %t383.mux, %b39 ], [ true, %b41 ]
  %.207 = add nuw nsw i64 %.50, 1, !dbg !326
  %.208 = icmp ult i32 %.49, 63, !dbg !326
  %.210 = and i64 %.207, 63, !dbg !326
  %16 = shl nuw i64 1, %.210, !dbg !326
  %17 = and i64 %16, %.53, !dbg !326
  %.212 = icmp ne i64 %17, 0, !dbg !326
  %.213 = and i1 %.208, %.212, !dbg !326
  %.214 = trunc i64 %.207 to i32, !dbg !326
  %.215 = shl i32 %.214, 2, !dbg !326
  %.216 = trunc i64 %t405 to i32, !dbg !326
  %.217 = lshr i64 %t405, 32, !dbg !326
  %.218 = trunc i64 %.217 to i32, !dbg !326
  %.219 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.215, i32 %.216), !dbg !326
  %.220 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.215, i32 %.218), !dbg !326
  %.221 = zext i32 %.219 to i64, !dbg !326
  %.222 = zext i32 %.220 to i64, !dbg !326
  %.223 = shl nuw i64 %.222, 32, !dbg !326
  %.224 = or i64 %.223, %.221, !dbg !326
  %t407 = select i1 %.213, i64 %.224, i64 %t405, !dbg !326
  %.238 = zext i1 %t406 to i32, !dbg !326
  %.239 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.215, i32 %.238), !dbg !326
  %18 = and i32 %.239, 1, !dbg !326
  %.240 = icmp ne i32 %18, 0, !dbg !326
  %t408 = select i1 %.213, i1 %.240, i1 %t406, !dbg !326
  %t409 = icmp slt i32 %.1, 31, !dbg !326
  %t410 = and i1 %t409, %t408, !dbg !326
  %19 = select i1 %t410, i1 %t406, i1 false, !dbg !326
  %t405.mux = select i1 %t410, i64 %t407, i64 %t405, !dbg !326
  %t406.mux = select i1 %t410, i1 true, i1 %t406, !dbg !326
  br i1 %19, label %b45, label %b48, !dbg !326

b45:                                              ; preds = %b43
  %t411 = add i64 %t407, %t405, !dbg !327
  %t412 = shl i64 %t411, 3, !dbg !328
  %t413 = sub i64 %t405, %t407, !dbg !329
  %t414 = ashr i64 %t413, 5, !dbg !330
  %t416 = tail call i64 @llvm.smin.i64(i64 %t405, i64 %t407), !dbg !331
  %t418 = tail call i64 @llvm.smax.i64(i64 %t405, i64 %t407), !dbg !332
  %.241 = xor i64 %t407, -1, !dbg !333
  %t419 = and i64 %t418, %.241, !dbg !333
  %t415 = xor i64 %t414, %t416, !dbg !334
  %t417 = xor i64 %t415, %t412, !dbg !335
  %t420 = xor i64 %t417, %t419, !dbg !336
  %t421 = sub i64 0, %t405, !dbg !337
  %t422 = or i64 %t420, %t421, !dbg !338
  %t425 = ashr i64 %t405, 40, !dbg !339
  %t424 = xor i64 %t425, %.241, !dbg !340
  %t426 = xor i64 %t424, %t422, !dbg !341
  br label %b48, !dbg !326

b48:                                              ; preds = %b43, %b45, %b26
  %t430 = phi i64 [ %t313, %b26 ], [ %t405.mux, %b43 ], [ %t426, %b45 ]
  %t431 = phi i1 [ %t314, %b26 ], [ %t406.mux, %b43 ], [ true, %b45 ]
  %t432 = icmp eq i32 %.1, 0, !dbg !326
  %t433 = and i1 %t432, %t431, !dbg !326
  br i1 %t433, label %b49, label %b50, !dbg !326

b49:                                              ; preds = %b48
  %t434 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t5, !dbg !326
  store i64 %t430, ptr addrspace(1) %t434, align 8, !dbg !326
  br label %b50, !dbg !326

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !326
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i64 %a3, i8 %a4) local_unnamed_addr #1 !dbg !342 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !343
  %t3 = sext i32 %.2 to i64, !dbg !343
  %t4 = icmp slt i64 %t3, %a0, !dbg !343
  br i1 %t4, label %b1, label %b2, !dbg !343

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t3, !dbg !343
  %.3 = load i64, ptr addrspace(1) %t5, align 8, !dbg !343, !amdgpu.noclobber !6
  br label %b2, !dbg !343

b2:                                               ; preds = %b1, %entry
  %t7 = phi i64 [ %.3, %b1 ], [ 0, %entry ]
  %t1012 = add nsw i64 %t3, 256, !dbg !343
  %t1213 = icmp slt i64 %t1012, %a0, !dbg !343
  br i1 %t1213, label %b4, label %b5, !dbg !343

b4:                                               ; preds = %b2, %b4
  %t1015 = phi i64 [ %t10, %b4 ], [ %t1012, %b2 ]
  %t1114 = phi i64 [ %t30, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t1015, !dbg !343
  %.4 = load i64, ptr addrspace(1) %t13, align 8, !dbg !343, !amdgpu.noclobber !6
  %t15 = add i64 %.4, %t1114, !dbg !344
  %t16 = shl i64 %t15, 3, !dbg !345
  %t17 = sub i64 %t1114, %.4, !dbg !346
  %t18 = ashr i64 %t17, 5, !dbg !347
  %t20 = tail call i64 @llvm.smin.i64(i64 %t1114, i64 %.4), !dbg !348
  %t22 = tail call i64 @llvm.smax.i64(i64 %t1114, i64 %.4), !dbg !349
  %.5 = xor i64 %.4, -1, !dbg !350
  %t23 = and i64 %t22, %.5, !dbg !350
  %t19 = xor i64 %t18, %t20, !dbg !351
  %t21 = xor i64 %t19, %t16, !dbg !352
  %t24 = xor i64 %t21, %t23, !dbg !353
  %t25 = sub i64 0, %t1114, !dbg !354
  %t26 = or i64 %t24, %t25, !dbg !355
  %t29 = ashr i64 %t1114, 40, !dbg !356
  %t28 = xor i64 %t29, %.5, !dbg !357
  %t30 = xor i64 %t28, %t26, !dbg !358
  %t10 = add i64 %t1015, 256, !dbg !343
  %t12 = icmp slt i64 %t10, %a0, !dbg !343
  br i1 %t12, label %b4, label %b5, !dbg !343

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi i64 [ %t7, %b2 ], [ %t30, %b4 ]
  %t32 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !343
  store i64 %t11.lcssa, ptr addrspace(3) %t32, align 8, !dbg !343
  %t33 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !343
  %.6 = zext i1 %t4 to i8, !dbg !343
  store i8 %.6, ptr addrspace(3) %t33, align 1, !dbg !343
  fence syncscope("workgroup") release, !dbg !343
  tail call void @llvm.amdgcn.s.barrier(), !dbg !343
  fence syncscope("workgroup") acquire, !dbg !343
  %t34 = icmp slt i32 %.2, 128, !dbg !343
  br i1 %t34, label %b6, label %b11, !dbg !343

b6:                                               ; preds = %b5
  %t35 = add nsw i32 %.2, 128, !dbg !343
  %t36 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage2.shared.0, i32 %t35, !dbg !343
  %.7 = load i64, ptr addrspace(3) %t36, align 8, !dbg !343
  %t38 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage2.shared.1, i32 %t35, !dbg !343
  %.8 = load i8, ptr addrspace(3) %t38, align 1, !dbg !343
  %.9.not11 = icmp eq i8 %.8, 0, !dbg !343
  %t8.not = xor i1 %t4, true, !dbg !343
  %brmerge = or i1 %.9.not11, %t8.not, !dbg !343
  %t11.mux = select i1 %.9.not11, i64 %t11.lcssa, i64 %.7, !dbg !343
  %not..9.not11 = xor i1 %.9.not11, true, !dbg !343
  %t8.mux = select i1 %not..9.not11, i1 true, i1 %t4, !dbg !343
  br i1 %brmerge, label %b10, label %b8, !dbg !343

b8:                                               ; preds = %b6
  %t40 = add i64 %.7, %t11.lcssa, !dbg !344
  %t41 = shl i64 %t40, 3, !dbg !345
  %t42 = sub i64 %t11.lcssa, %.7, !dbg !346
  %t43 = ashr i64 %t42, 5, !dbg !347
  %t45 = tail call i64 @llvm.smin.i64(i64 %t11.lcssa, i64 %.7), !dbg !348
  %t47 = tail call i64 @llvm.smax.i64(i64 %t11.lcssa, i64 %.7), !dbg !349
  %.10 = xor i64 %.7, -1, !dbg !350
  %t48 = and i64 %t47, %.10, !dbg !350
  %t44 = xor i64 %t43, %t45, !dbg !351
  %t46 = xor i64 %t44, %t41, !dbg !352
  %t49 = xor i64 %t46, %t48, !dbg !353
  %t50 = sub i64 0, %t11.lcssa, !dbg !354
  %t51 = or i64 %t49, %t50, !dbg !355
  %t54 = ashr i64 %t11.lcssa, 40, !dbg !356
  %t53 = xor i64 %t54, %.10, !dbg !357
  %t55 = xor i64 %t53, %t51, !dbg !358
  br label %b10, !dbg !343

b10:                                              ; preds = %b6, %b8
  %t57 = phi i64 [ %t11.mux, %b6 ], [ %t55, %b8 ]
  %t58 = phi i1 [ %t8.mux, %b6 ], [ true, %b8 ]
  store i64 %t57, ptr addrspace(3) %t32, align 8, !dbg !343
  %.11 = zext i1 %t58 to i8, !dbg !343
  store i8 %.11, ptr addrspace(3) %t33, align 1, !dbg !343
  br label %b11, !dbg !343

b11:                                              ; preds = %b10, %b5
  %t59 = phi i64 [ %t57, %b10 ], [ %t11.lcssa, %b5 ]
  %t60 = phi i1 [ %t58, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !343
  tail call void @llvm.amdgcn.s.barrier(), !dbg !343
  fence syncscope("workgroup") acquire, !dbg !343
  %t61 = icmp slt i32 %.2, 64, !dbg !343
  br i1 %t61, label %b12, label %b17, !dbg !343

b12:                                              ; preds = %b11
  %t62 = add nsw i32 %.2, 64, !dbg !343
  %t63 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage2.shared.0, i32 %t62, !dbg !343
  %.12 = load i64, ptr addrspace(3) %t63, align 8, !dbg !343
  %t65 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage2.shared.1, i32 %t62, !dbg !343
  %.13 = load i8, ptr addrspace(3) %t65, align 1, !dbg !343
  %.14.not10 = icmp eq i8 %.13, 0, !dbg !343
  %t60.not = xor i1 %t60, true, !dbg !343
  %brmerge1 = select i1 %.14.not10, i1 true, i1 %t60.not, !dbg !343
  %t59.mux = select i1 %.14.not10, i64 %t59, i64 %.12, !dbg !343
  %not..14.not10 = xor i1 %.14.not10, true, !dbg !343
  %t60.mux = select i1 %not..14.not10, i1 true, i1 %t60, !dbg !343
  br i1 %brmerge1, label %b16, label %b14, !dbg !343

b14:                                              ; preds = %b12
  %t67 = add i64 %.12, %t59, !dbg !344
  %t68 = shl i64 %t67, 3, !dbg !345
  %t69 = sub i64 %t59, %.12, !dbg !346
  %t70 = ashr i64 %t69, 5, !dbg !347
  %t72 = tail call i64 @llvm.smin.i64(i64 %t59, i64 %.12), !dbg !348
  %t74 = tail call i64 @llvm.smax.i64(i64 %t59, i64 %.12), !dbg !349
  %.15 = xor i64 %.12, -1, !dbg !350
  %t75 = and i64 %t74, %.15, !dbg !350
  %t71 = xor i64 %t70, %t72, !dbg !351
  %t73 = xor i64 %t71, %t68, !dbg !352
  %t76 = xor i64 %t73, %t75, !dbg !353
  %t77 = sub i64 0, %t59, !dbg !354
  %t78 = or i64 %t76, %t77, !dbg !355
  %t81 = ashr i64 %t59, 40, !dbg !356
  %t80 = xor i64 %t81, %.15, !dbg !357
  %t82 = xor i64 %t80, %t78, !dbg !358
  br label %b16, !dbg !343

b16:                                              ; preds = %b12, %b14
  %t84 = phi i64 [ %t59.mux, %b12 ], [ %t82, %b14 ]
  %t85 = phi i1 [ %t60.mux, %b12 ], [ true, %b14 ]
  store i64 %t84, ptr addrspace(3) %t32, align 8, !dbg !343
  %.16 = zext i1 %t85 to i8, !dbg !343
  store i8 %.16, ptr addrspace(3) %t33, align 1, !dbg !343
  br label %b17, !dbg !343

b17:                                              ; preds = %b16, %b11
  %t86 = phi i64 [ %t84, %b16 ], [ %t59, %b11 ]
  %t87 = phi i1 [ %t85, %b16 ], [ %t60, %b11 ]
  fence syncscope("workgroup") release, !dbg !343
  tail call void @llvm.amdgcn.s.barrier(), !dbg !343
  fence syncscope("workgroup") acquire, !dbg !343
  %t88 = icmp slt i32 %.2, 32, !dbg !343
  br i1 %t88, label %b18, label %b23, !dbg !343

b18:                                              ; preds = %b17
  %t89 = add nsw i32 %.2, 32, !dbg !343
  %t90 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage2.shared.0, i32 %t89, !dbg !343
  %.17 = load i64, ptr addrspace(3) %t90, align 8, !dbg !343
  %t92 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage2.shared.1, i32 %t89, !dbg !343
  %.18 = load i8, ptr addrspace(3) %t92, align 1, !dbg !343
  %.19.not9 = icmp eq i8 %.18, 0, !dbg !343
  %t87.not = xor i1 %t87, true, !dbg !343
  %brmerge2 = select i1 %.19.not9, i1 true, i1 %t87.not, !dbg !343
  %t86.mux = select i1 %.19.not9, i64 %t86, i64 %.17, !dbg !343
  %not..19.not9 = xor i1 %.19.not9, true, !dbg !343
  %t87.mux = select i1 %not..19.not9, i1 true, i1 %t87, !dbg !343
  br i1 %brmerge2, label %b23, label %b20, !dbg !343

b20:                                              ; preds = %b18
  %t94 = add i64 %.17, %t86, !dbg !344
  %t95 = shl i64 %t94, 3, !dbg !345
  %t96 = sub i64 %t86, %.17, !dbg !346
  %t97 = ashr i64 %t96, 5, !dbg !347
  %t99 = tail call i64 @llvm.smin.i64(i64 %t86, i64 %.17), !dbg !348
  %t101 = tail call i64 @llvm.smax.i64(i64 %t86, i64 %.17), !dbg !349
  %.20 = xor i64 %.17, -1, !dbg !350
  %t102 = and i64 %t101, %.20, !dbg !350
  %t98 = xor i64 %t97, %t99, !dbg !351
  %t100 = xor i64 %t98, %t95, !dbg !352
  %t103 = xor i64 %t100, %t102, !dbg !353
  %t104 = sub i64 0, %t86, !dbg !354
  %t105 = or i64 %t103, %t104, !dbg !355
  %t108 = ashr i64 %t86, 40, !dbg !356
  %t107 = xor i64 %t108, %.20, !dbg !357
  %t109 = xor i64 %t107, %t105, !dbg !358
  br label %b23, !dbg !343

b23:                                              ; preds = %b18, %b20, %b17
  %t113 = phi i64 [ %t86, %b17 ], [ %t86.mux, %b18 ], [ %t109, %b20 ]
  %t114 = phi i1 [ %t87, %b17 ], [ %t87.mux, %b18 ], [ true, %b20 ]
  br i1 %t88, label %b24, label %b45, !dbg !343

b24:                                              ; preds = %b23
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !343
  %.23 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.22), !dbg !343
  %.24 = zext i32 %.23 to i64, !dbg !343
  %.25 = add nuw nsw i64 %.24, 16, !dbg !343
  %.26 = icmp ult i32 %.23, 48, !dbg !343
  %.27 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !343
  %.28 = and i64 %.25, 63, !dbg !343
  %0 = shl nuw i64 1, %.28, !dbg !343
  %1 = and i64 %0, %.27, !dbg !343
  %.30 = icmp ne i64 %1, 0, !dbg !343
  %.31 = and i1 %.26, %.30, !dbg !343
  %.32 = trunc i64 %.25 to i32, !dbg !343
  %.33 = shl i32 %.32, 2, !dbg !343
  %.34 = trunc i64 %t113 to i32, !dbg !343
  %.35 = lshr i64 %t113, 32, !dbg !343
  %.36 = trunc i64 %.35 to i32, !dbg !343
  %.37 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.34), !dbg !343
  %.38 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.36), !dbg !343
  %.39 = zext i32 %.37 to i64, !dbg !343
  %.40 = zext i32 %.38 to i64, !dbg !343
  %.41 = shl nuw i64 %.40, 32, !dbg !343
  %.42 = or i64 %.41, %.39, !dbg !343
  %t115 = select i1 %.31, i64 %.42, i64 %t113, !dbg !343
  %.56 = zext i1 %t114 to i32, !dbg !343
  %.57 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.56), !dbg !343
  %2 = and i32 %.57, 1, !dbg !343
  %.58 = icmp ne i32 %2, 0, !dbg !343
  %t116 = select i1 %.31, i1 %.58, i1 %t114, !dbg !343
  %t117 = icmp slt i32 %.2, 16, !dbg !343
  %t118 = and i1 %t117, %t116, !dbg !343
  %3 = select i1 %t118, i1 %t114, i1 false, !dbg !343
  %t113.mux = select i1 %t118, i64 %t115, i64 %t113, !dbg !343
  %t114.mux = select i1 %t118, i1 true, i1 %t114, !dbg !343
  br i1 %3, label %b26, label %b28, !dbg !343

b26:                                              ; preds = %b24
  %t119 = add i64 %t115, %t113, !dbg !344
  %t120 = shl i64 %t119, 3, !dbg !345
  %t121 = sub i64 %t113, %t115, !dbg !346
  %t122 = ashr i64 %t121, 5, !dbg !347
  %t124 = tail call i64 @llvm.smin.i64(i64 %t113, i64 %t115), !dbg !348
  %t126 = tail call i64 @llvm.smax.i64(i64 %t113, i64 %t115), !dbg !349
  %.59 = xor i64 %t115, -1, !dbg !350
  %t127 = and i64 %t126, %.59, !dbg !350
  %t123 = xor i64 %t122, %t124, !dbg !351
  %t125 = xor i64 %t123, %t120, !dbg !352
  %t128 = xor i64 %t125, %t127, !dbg !353
  %t129 = sub i64 0, %t113, !dbg !354
  %t130 = or i64 %t128, %t129, !dbg !355
  %t133 = ashr i64 %t113, 40, !dbg !356
  %t132 = xor i64 %t133, %.59, !dbg !357
  %t134 = xor i64 %t132, %t130, !dbg !358
  br label %b28, !dbg !343

b28:                                              ; preds = %b24, %b26
  %t136 = phi i64 [ %t113.mux, %b24 ], [ %t134, %b26 ]
  %t137 = phi i1 [ %t114.mux, %b24 ], [ true, %b26 ]
  %.64 = add nuw nsw i64 %.24, 8, !dbg !343
  %.65 = icmp ult i32 %.23, 56, !dbg !343
  %.67 = and i64 %.64, 63, !dbg !343
  %4 = shl nuw i64 1, %.67, !dbg !343
  %5 = and i64 %4, %.27, !dbg !343
  %.69 = icmp ne i64 %5, 0, !dbg !343
  %.70 = and i1 %.65, %.69, !dbg !343
  %.71 = trunc i64 %.64 to i32, !dbg !343
  %.72 = shl i32 %.71, 2, !dbg !343
  %.73 = trunc i64 %t136 to i32, !dbg !343
  %.74 = lshr i64 %t136, 32, !dbg !343
  %.75 = trunc i64 %.74 to i32, !dbg !343
  %.76 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.72, i32 %.73), !dbg !343
  %.77 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.72, i32 %.75), !dbg !343
  %.78 = zext i32 %.76 to i64, !dbg !343
  %.79 = zext i32 %.77 to i64, !dbg !343
  %.80 = shl nuw i64 %.79, 32, !dbg !343
  %.81 = or i64 %.80, %.78, !dbg !343
  %t138 = select i1 %.70, i64 %.81, i64 %t136, !dbg !343
  %.95 = zext i1 %t137 to i32, !dbg !343
  %.96 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.72, i32 %.95), !dbg !343
  %6 = and i32 %.96, 1, !dbg !343
  %.97 = icmp ne i32 %6, 0, !dbg !343
  %t139 = select i1 %.70, i1 %.97, i1 %t137, !dbg !343
  %t140 = icmp slt i32 %.2, 24, !dbg !343
  %t141 = and i1 %t140, %t139, !dbg !343
  %7 = select i1 %t141, i1 %t137, i1 false, !dbg !343
  %t136.mux = select i1 %t141, i64 %t138, i64 %t136, !dbg !343
  %t137.mux = select i1 %t141, i1 true, i1 %t137, !dbg !343
  br i1 %7, label %b30, label %b32, !dbg !343

b30:                                              ; preds = %b28
  %t142 = add i64 %t138, %t136, !dbg !344
  %t143 = shl i64 %t142, 3, !dbg !345
  %t144 = sub i64 %t136, %t138, !dbg !346
  %t145 = ashr i64 %t144, 5, !dbg !347
  %t147 = tail call i64 @llvm.smin.i64(i64 %t136, i64 %t138), !dbg !348
  %t149 = tail call i64 @llvm.smax.i64(i64 %t136, i64 %t138), !dbg !349
  %.98 = xor i64 %t138, -1, !dbg !350
  %t150 = and i64 %t149, %.98, !dbg !350
  %t146 = xor i64 %t145, %t147, !dbg !351
  %t148 = xor i64 %t146, %t143, !dbg !352
  %t151 = xor i64 %t148, %t150, !dbg !353
  %t152 = sub i64 0, %t136, !dbg !354
  %t153 = or i64 %t151, %t152, !dbg !355
  %t156 = ashr i64 %t136, 40, !dbg !356
  %t155 = xor i64 %t156, %.98, !dbg !357
  %t157 = xor i64 %t155, %t153, !dbg !358
  br label %b32, !dbg !343

b32:                                              ; preds = %b28, %b30
  %t159 = phi i64 [ %t136.mux, %b28 ], [ %t157, %b30 ]
  %t160 = phi i1 [ %t137.mux, %b28 ], [ true, %b30 ]
  %.103 = add nuw nsw i64 %.24, 4, !dbg !343
  %.104 = icmp ult i32 %.23, 60, !dbg !343
  %.106 = and i64 %.103, 63, !dbg !343
  %8 = shl nuw i64 1, %.106, !dbg !343
  %9 = and i64 %8, %.27, !dbg !343
  %.108 = icmp ne i64 %9, 0, !dbg !343
  %.109 = and i1 %.104, %.108, !dbg !343
  %.110 = trunc i64 %.103 to i32, !dbg !343
  %.111 = shl i32 %.110, 2, !dbg !343
  %.112 = trunc i64 %t159 to i32, !dbg !343
  %.113 = lshr i64 %t159, 32, !dbg !343
  %.114 = trunc i64 %.113 to i32, !dbg !343
  %.115 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.112), !dbg !343
  %.116 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.114), !dbg !343
  %.117 = zext i32 %.115 to i64, !dbg !343
  %.118 = zext i32 %.116 to i64, !dbg !343
  %.119 = shl nuw i64 %.118, 32, !dbg !343
  %.120 = or i64 %.119, %.117, !dbg !343
  %t161 = select i1 %.109, i64 %.120, i64 %t159, !dbg !343
  %.134 = zext i1 %t160 to i32, !dbg !343
  %.135 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.134), !dbg !343
  %10 = and i32 %.135, 1, !dbg !343
  %.136 = icmp ne i32 %10, 0, !dbg !343
  %t162 = select i1 %.109, i1 %.136, i1 %t160, !dbg !343
  %t163 = icmp slt i32 %.2, 28, !dbg !343
  %t164 = and i1 %t163, %t162, !dbg !343
  %11 = select i1 %t164, i1 %t160, i1 false, !dbg !343
  %t159.mux = select i1 %t164, i64 %t161, i64 %t159, !dbg !343
  %t160.mux = select i1 %t164, i1 true, i1 %t160, !dbg !343
  br i1 %11, label %b34, label %b36, !dbg !343

b34:                                              ; preds = %b32
  %t165 = add i64 %t161, %t159, !dbg !344
  %t166 = shl i64 %t165, 3, !dbg !345
  %t167 = sub i64 %t159, %t161, !dbg !346
  %t168 = ashr i64 %t167, 5, !dbg !347
  %t170 = tail call i64 @llvm.smin.i64(i64 %t159, i64 %t161), !dbg !348
  %t172 = tail call i64 @llvm.smax.i64(i64 %t159, i64 %t161), !dbg !349
  %.137 = xor i64 %t161, -1, !dbg !350
  %t173 = and i64 %t172, %.137, !dbg !350
  %t169 = xor i64 %t168, %t170, !dbg !351
  %t171 = xor i64 %t169, %t166, !dbg !352
  %t174 = xor i64 %t171, %t173, !dbg !353
  %t175 = sub i64 0, %t159, !dbg !354
  %t176 = or i64 %t174, %t175, !dbg !355
  %t179 = ashr i64 %t159, 40, !dbg !356
  %t178 = xor i64 %t179, %.137, !dbg !357
  %t180 = xor i64 %t178, %t176, !dbg !358
  br label %b36, !dbg !343

b36:                                              ; preds = %b32, %b34
  %t182 = phi i64 [ %t159.mux, %b32 ], [ %t180, %b34 ]
  %t183 = phi i1 [ %t160.mux, %b32 ], [ true, %b34 ]
  %.142 = add nuw nsw i64 %.24, 2, !dbg !343
  %.143 = icmp ult i32 %.23, 62, !dbg !343
  %.145 = and i64 %.142, 63, !dbg !343
  %12 = shl nuw i64 1, %.145, !dbg !343
  %13 = and i64 %12, %.27, !dbg !343
  %.147 = icmp ne i64 %13, 0, !dbg !343
  %.148 = and i1 %.143, %.147, !dbg !343
  %.149 = trunc i64 %.142 to i32, !dbg !343
  %.150 = shl i32 %.149, 2, !dbg !343
  %.151 = trunc i64 %t182 to i32, !dbg !343
  %.152 = lshr i64 %t182, 32, !dbg !343
  %.153 = trunc i64 %.152 to i32, !dbg !343
  %.154 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.150, i32 %.151), !dbg !343
  %.155 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.150, i32 %.153), !dbg !343
  %.156 = zext i32 %.154 to i64, !dbg !343
  %.157 = zext i32 %.155 to i64, !dbg !343
  %.158 = shl nuw i64 %.157, 32, !dbg !343
  %.159 = or i64 %.158, %.156, !dbg !343
  %t184 = select i1 %.148, i64 %.159, i64 %t182, !dbg !343
  %.173 = zext i1 %t183 to i32, !dbg !343
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.150, i32 %.173), !dbg !343
  %14 = and i32 %.174, 1, !dbg !343
  %.175 = icmp ne i32 %14, 0, !dbg !343
  %t185 = select i1 %.148, i1 %.175, i1 %t183, !dbg !343
  %t186 = icmp slt i32 %.2, 30, !dbg !343
  %t187 = and i1 %t186, %t185, !dbg !343
  %15 = select i1 %t187, i1 %t183, i1 false, !dbg !343
  %t182.mux = select i1 %t187, i64 %t184, i64 %t182, !dbg !343
  %t183.mux = select i1 %t187, i1 true, i1 %t183, !dbg !343
  br i1 %15, label %b38, label %b40, !dbg !343

b38:                                              ; preds = %b36
  %t188 = add i64 %t184, %t182, !dbg !344
  %t189 = shl i64 %t188, 3, !dbg !345
  %t190 = sub i64 %t182, %t184, !dbg !346
  %t191 = ashr i64 %t190, 5, !dbg !347
  %t193 = tail call i64 @llvm.smin.i64(i64 %t182, i64 %t184), !dbg !348
  %t195 = tail call i64 @llvm.smax.i64(i64 %t182, i64 %t184), !dbg !349
  %.176 = xor i64 %t184, -1, !dbg !350
  %t196 = and i64 %t195, %.176, !dbg !350
  %t192 = xor i64 %t191, %t193, !dbg !351
  %t194 = xor i64 %t192, %t189, !dbg !352
  %t197 = xor i64 %t194, %t196, !dbg !353
  %t198 = sub i64 0, %t182, !dbg !354
  %t199 = or i64 %t197, %t198, !dbg !355
  %t202 = ashr i64 %t182, 40, !dbg !356
  %t201 = xor i64 %t202, %.176, !dbg !357
  %t203 = xor i64 %t201, %t199, !dbg !358
  br label %b40, !dbg !343

b40:                                              ; preds = %b36, %b38
  %t205 = phi i64 [ %t182.mux, %b36 ], [ %t203, %b38 ]
  %t206 = phi i1 [ %t183.mux, %b36 ], [ true, %b38 ]
  %.181 = add nuw nsw i64 %.24, 1, !dbg !343
  %.182 = icmp ult i32 %.23, 63, !dbg !343
  %.184 = and i64 %.181, 63, !dbg !343
  %16 = shl nuw i64 1, %.184, !dbg !343
  %17 = and i64 %16, %.27, !dbg !343
  %.186 = icmp ne i64 %17, 0, !dbg !343
  %.187 = and i1 %.182, %.186, !dbg !343
  %.188 = trunc i64 %.181 to i32, !dbg !343
  %.189 = shl i32 %.188, 2, !dbg !343
  %.190 = trunc i64 %t205 to i32, !dbg !343
  %.191 = lshr i64 %t205, 32, !dbg !343
  %.192 = trunc i64 %.191 to i32, !dbg !343
  %.193 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.190), !dbg !343
  %.194 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.192), !dbg !343
  %.195 = zext i32 %.193 to i64, !dbg !343
  %.196 = zext i32 %.194 to i64, !dbg !343
  %.197 = shl nuw i64 %.196, 32, !dbg !343
  %.198 = or i64 %.197, %.195, !dbg !343
  %t207 = select i1 %.187, i64 %.198, i64 %t205, !dbg !343
  %.212 = zext i1 %t206 to i32, !dbg !343
  %.213 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.212), !dbg !343
  %18 = and i32 %.213, 1, !dbg !343
  %.214 = icmp ne i32 %18, 0, !dbg !343
  %t208 = select i1 %.187, i1 %.214, i1 %t206, !dbg !343
  %t209 = icmp slt i32 %.2, 31, !dbg !343
  %t210 = and i1 %t209, %t208, !dbg !343
  %19 = select i1 %t210, i1 %t206, i1 false, !dbg !343
  %t205.mux = select i1 %t210, i64 %t207, i64 %t205, !dbg !343
  %t206.mux = select i1 %t210, i1 true, i1 %t206, !dbg !343
  br i1 %19, label %b42, label %b45, !dbg !343

b42:                                              ; preds = %b40
  %t211 = add i64 %t207, %t205, !dbg !344
  %t212 = shl i64 %t211, 3, !dbg !345
  %t213 = sub i64 %t205, %t207, !dbg !346
  %t214 = ashr i64 %t213, 5, !dbg !347
  %t216 = tail call i64 @llvm.smin.i64(i64 %t205, i64 %t207), !dbg !348
  %t218 = tail call i64 @llvm.smax.i64(i64 %t205, i64 %t207), !dbg !349
  %.215 = xor i64 %t207, -1, !dbg !350
  %t219 = and i64 %t218, %.215, !dbg !350
  %t215 = xor i64 %t214, %t216, !dbg !351
  %t217 = xor i64 %t215, %t212, !dbg !352
  %t220 = xor i64 %t217, %t219, !dbg !353
  %t221 = sub i64 0, %t205, !dbg !354
  %t222 = or i64 %t220, %t221, !dbg !355
  %t225 = ashr i64 %t205, 40, !dbg !356
  %t224 = xor i64 %t225, %.215, !dbg !357
  %t226 = xor i64 %t224, %t222, !dbg !358
  br label %b45, !dbg !343

b45:                                              ; preds = %b40, %b42, %b23
  %t230 = phi i64 [ %t113, %b23 ], [ %t205.mux, %b40 ], [ %t226, %b42 ]
  %t231 = phi i1 [ %t114, %b23 ], [ %t206.mux, %b40 ], [ true, %b42 ]
  %t232 = icmp eq i32 %.2, 0, !dbg !343
  br i1 %t232, label %b46, label %b52, !dbg !343

b46:                                              ; preds = %b45
  %20 = select i1 %t231, i1 %.1, i1 false, !dbg !343
  %a3.mux = select i1 %t231, i64 %t230, i64 %a3, !dbg !343
  %.1.mux = select i1 %t231, i1 true, i1 %.1, !dbg !343
  br i1 %20, label %b48, label %b50, !dbg !343

b48:                                              ; preds = %b46
  %t233 = add i64 %t230, %a3, !dbg !344
  %t234 = shl i64 %t233, 3, !dbg !345
  %t235 = sub i64 %a3, %t230, !dbg !346
  %t236 = ashr i64 %t235, 5, !dbg !347
  %t238 = tail call i64 @llvm.smin.i64(i64 %a3, i64 %t230), !dbg !348
  %t240 = tail call i64 @llvm.smax.i64(i64 %a3, i64 %t230), !dbg !349
  %.216 = xor i64 %t230, -1, !dbg !350
  %t241 = and i64 %t240, %.216, !dbg !350
  %t237 = xor i64 %t236, %t238, !dbg !351
  %t239 = xor i64 %t237, %t234, !dbg !352
  %t242 = xor i64 %t239, %t241, !dbg !353
  %t243 = sub i64 0, %a3, !dbg !354
  %t244 = or i64 %t242, %t243, !dbg !355
  %t247 = ashr i64 %a3, 40, !dbg !356
  %t246 = xor i64 %t247, %.216, !dbg !357
  %t248 = xor i64 %t246, %t244, !dbg !358
  br label %b50, !dbg !343

b50:                                              ; preds = %b46, %b48
  %t250 = phi i64 [ %a3.mux, %b46 ], [ %t248, %b48 ]
  %t251 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t251, label %b51, label %b52, !dbg !343

b51:                                              ; preds = %b50
  store i64 %t250, ptr addrspace(1) %a2, align 8, !dbg !343
  br label %b52, !dbg !343

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !343
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) readonly %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !359 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !360
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !360
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !360
  %t3 = sext i32 %.1 to i64, !dbg !360
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !360
  %t5 = sext i32 %.2 to i64, !dbg !360
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !360
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !360
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !360, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !360
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !360
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !360, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !360
  %.15 = add i32 %.14, %.9, !dbg !360
  %.16 = udiv i32 %.15, %.6, !dbg !360
  %t9 = sext i32 %.16 to i64, !dbg !360
  %t10 = mul nsw i64 %t7, %t5, !dbg !360
  %t11 = add nsw i64 %t10, %t3, !dbg !360
  %t12 = mul nsw i64 %t9, %t7, !dbg !360
  %t141 = icmp slt i64 %t11, %a0, !dbg !360
  br i1 %t141, label %b2, label %b7, !dbg !360

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t38, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !360

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t132, !dbg !360
  %.17 = load i64, ptr addrspace(1) %t15, align 8, !dbg !360
  br label %b4, !dbg !360

b4:                                               ; preds = %b3, %b2
  %t17 = phi i64 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !360

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t132, !dbg !360
  %.18 = load i64, ptr addrspace(1) %t18, align 8, !dbg !360
  br label %b6, !dbg !360

b6:                                               ; preds = %b5, %b4
  %t20 = phi i64 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = add i64 %t20, %t17, !dbg !361
  %t22 = shl i64 %t21, 3, !dbg !362
  %t23 = sub i64 %t17, %t20, !dbg !363
  %t24 = lshr i64 %t23, 5, !dbg !364
  %t26 = tail call i64 @llvm.umin.i64(i64 %t17, i64 %t20), !dbg !365
  %t28 = tail call i64 @llvm.umax.i64(i64 %t17, i64 %t20), !dbg !366
  %.19 = xor i64 %t20, -1, !dbg !367
  %t29 = and i64 %t28, %.19, !dbg !367
  %t25 = xor i64 %t24, %t26, !dbg !368
  %t27 = xor i64 %t25, %t22, !dbg !369
  %t30 = xor i64 %t27, %t29, !dbg !370
  %t31 = sub i64 0, %t17, !dbg !371
  %t32 = or i64 %t30, %t31, !dbg !372
  %t35 = lshr i64 %t17, 40, !dbg !373
  %t34 = xor i64 %t35, %.19, !dbg !374
  %t36 = xor i64 %t34, %t32, !dbg !375
  %t37 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t132, !dbg !360
  store i64 %t36, ptr addrspace(1) %t37, align 8, !dbg !360
  %t38 = add i64 %t132, %t12, !dbg !360
  %t14 = icmp slt i64 %t38, %a0, !dbg !360
  br i1 %t14, label %b2, label %b7, !dbg !360

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !360
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !376 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !377
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !377
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !377
  %t3 = sext i32 %.1 to i64, !dbg !377
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !377
  %t5 = sext i32 %.2 to i64, !dbg !377
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !377
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !377
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !377, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !377
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !377
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !377, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !377
  %.15 = add i32 %.14, %.9, !dbg !377
  %.16 = udiv i32 %.15, %.6, !dbg !377
  %t9 = sext i32 %.16 to i64, !dbg !377
  %t10 = mul nsw i64 %t7, %t5, !dbg !377
  %t11 = add nsw i64 %t10, %t3, !dbg !377
  %t12 = mul nsw i64 %t9, %t7, !dbg !377
  %t13 = icmp sgt i64 %a1, 7, !dbg !377
  %t14 = icmp sgt i64 %a1, 6, !dbg !377
  %t15 = icmp sgt i64 %a1, 5, !dbg !377
  %t16 = icmp sgt i64 %a1, 4, !dbg !377
  %t17 = icmp sgt i64 %a1, 3, !dbg !377
  %t18 = icmp sgt i64 %a1, 2, !dbg !377
  %t19 = icmp sgt i64 %a1, 1, !dbg !377
  %t20 = icmp sgt i64 %a1, 0, !dbg !377
  %t221 = icmp slt i64 %t11, %a0, !dbg !377
  br i1 %t221, label %b2.lr.ph, label %b23, !dbg !377

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
  br label %b2, !dbg !377

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t136, %b22 ]
  br i1 %t13, label %b3, label %b4, !dbg !377

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen, !dbg !377
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed, !dbg !377
  %.28 = sub i64 0, %t212, !dbg !377
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !377
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !377
  %t25 = mul i64 %.22, %a19, !dbg !377
  %t26 = mul i64 %.22, %a29, !dbg !377
  %t27 = mul i64 %.22, %a38, !dbg !377
  br label %b4, !dbg !377

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !377

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen, !dbg !377
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed, !dbg !377
  %.42 = sub i64 0, %t28, !dbg !377
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !377
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !377
  %t34 = mul i64 %.36, %a18, !dbg !377
  %t35 = add i64 %t34, %t29, !dbg !377
  %t36 = mul i64 %.36, %a28, !dbg !377
  %t37 = add i64 %t36, %t30, !dbg !377
  %t38 = mul i64 %.36, %a37, !dbg !377
  %t39 = add i64 %t38, %t31, !dbg !377
  br label %b6, !dbg !377

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !377

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen, !dbg !377
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed, !dbg !377
  %.56 = sub i64 0, %t40, !dbg !377
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !377
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !377
  %t46 = mul i64 %.50, %a17, !dbg !377
  %t47 = add i64 %t46, %t41, !dbg !377
  %t48 = mul i64 %.50, %a27, !dbg !377
  %t49 = add i64 %t48, %t42, !dbg !377
  %t50 = mul i64 %.50, %a36, !dbg !377
  %t51 = add i64 %t50, %t43, !dbg !377
  br label %b8, !dbg !377

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !377

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen, !dbg !377
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed, !dbg !377
  %.70 = sub i64 0, %t52, !dbg !377
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !377
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !377
  %t58 = mul i64 %.64, %a16, !dbg !377
  %t59 = add i64 %t58, %t53, !dbg !377
  %t60 = mul i64 %.64, %a26, !dbg !377
  %t61 = add i64 %t60, %t54, !dbg !377
  %t62 = mul i64 %.64, %a35, !dbg !377
  %t63 = add i64 %t62, %t55, !dbg !377
  br label %b10, !dbg !377

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !377

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen, !dbg !377
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed, !dbg !377
  %.84 = sub i64 0, %t64, !dbg !377
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !377
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !377
  %t70 = mul i64 %.78, %a15, !dbg !377
  %t71 = add i64 %t70, %t65, !dbg !377
  %t72 = mul i64 %.78, %a25, !dbg !377
  %t73 = add i64 %t72, %t66, !dbg !377
  %t74 = mul i64 %.78, %a34, !dbg !377
  %t75 = add i64 %t74, %t67, !dbg !377
  br label %b12, !dbg !377

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !377

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen, !dbg !377
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed, !dbg !377
  %.98 = sub i64 0, %t76, !dbg !377
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !377
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !377
  %t82 = mul i64 %.92, %a14, !dbg !377
  %t83 = add i64 %t82, %t77, !dbg !377
  %t84 = mul i64 %.92, %a24, !dbg !377
  %t85 = add i64 %t84, %t78, !dbg !377
  %t86 = mul i64 %.92, %a33, !dbg !377
  %t87 = add i64 %t86, %t79, !dbg !377
  br label %b14, !dbg !377

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !377

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen, !dbg !377
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed, !dbg !377
  %.112 = sub i64 0, %t88, !dbg !377
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !377
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !377
  %t94 = mul i64 %.106, %a13, !dbg !377
  %t95 = add i64 %t94, %t89, !dbg !377
  %t96 = mul i64 %.106, %a23, !dbg !377
  %t97 = add i64 %t96, %t90, !dbg !377
  %t98 = mul i64 %.106, %a32, !dbg !377
  %t99 = add i64 %t98, %t91, !dbg !377
  br label %b16, !dbg !377

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !377

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !377
  %t105 = add i64 %t101, %t104, !dbg !377
  %t106 = mul i64 %t100, %a22, !dbg !377
  %t107 = add i64 %t102, %t106, !dbg !377
  %t108 = mul i64 %t100, %a31, !dbg !377
  %t109 = add i64 %t103, %t108, !dbg !377
  br label %b18, !dbg !377

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !377

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t110, !dbg !377
  %.115 = load i64, ptr addrspace(1) %t113, align 8, !dbg !377
  br label %b20, !dbg !377

b20:                                              ; preds = %b19, %b18
  %t115 = phi i64 [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !377

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t111, !dbg !377
  %.116 = load i64, ptr addrspace(1) %t116, align 8, !dbg !377
  br label %b22, !dbg !377

b22:                                              ; preds = %b21, %b20
  %t118 = phi i64 [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = add i64 %t118, %t115, !dbg !378
  %t120 = shl i64 %t119, 3, !dbg !379
  %t121 = sub i64 %t115, %t118, !dbg !380
  %t122 = lshr i64 %t121, 5, !dbg !381
  %t124 = tail call i64 @llvm.umin.i64(i64 %t115, i64 %t118), !dbg !382
  %t126 = tail call i64 @llvm.umax.i64(i64 %t115, i64 %t118), !dbg !383
  %.117 = xor i64 %t118, -1, !dbg !384
  %t127 = and i64 %t126, %.117, !dbg !384
  %t123 = xor i64 %t122, %t124, !dbg !385
  %t125 = xor i64 %t123, %t120, !dbg !386
  %t128 = xor i64 %t125, %t127, !dbg !387
  %t129 = sub i64 0, %t115, !dbg !388
  %t130 = or i64 %t128, %t129, !dbg !389
  %t133 = lshr i64 %t115, 40, !dbg !390
  %t132 = xor i64 %t133, %.117, !dbg !391
  %t134 = xor i64 %t132, %t130, !dbg !392
  %t135 = getelementptr inbounds i64, ptr addrspace(1) %a30, i64 %t112, !dbg !377
  store i64 %t134, ptr addrspace(1) %t135, align 8, !dbg !377
  %t136 = add i64 %t212, %t12, !dbg !377
  %t22 = icmp slt i64 %t136, %a0, !dbg !377
  br i1 %t22, label %b2, label %b23, !dbg !377

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !377
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !393 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !394
  %t3 = sext i32 %.1 to i64, !dbg !394
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !394
  %t5 = sext i32 %.2 to i64, !dbg !394
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !394
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !394
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !394, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !394
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !394, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !394
  %.10 = add i32 %.5, -1, !dbg !394
  %.11 = add i32 %.10, %.9, !dbg !394
  %.12 = udiv i32 %.11, %.9, !dbg !394
  %t7 = sext i32 %.12 to i64, !dbg !394
  %t8 = shl nsw i64 %t5, 8, !dbg !394
  %t9 = add nsw i64 %t8, %t3, !dbg !394
  %t10 = shl nsw i64 %t7, 8, !dbg !394
  %t11 = icmp slt i64 %t9, %a0, !dbg !394
  br i1 %t11, label %b1, label %b2, !dbg !394

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !394
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t12, !dbg !394
  %.13 = load i64, ptr addrspace(1) %t13, align 8, !dbg !394, !amdgpu.noclobber !6
  br label %b2, !dbg !394

b2:                                               ; preds = %b1, %entry
  %t15 = phi i64 [ %.13, %b1 ], [ 0, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !394
  %t18 = shl nsw i64 %t7, 11, !dbg !394
  %t19 = mul nsw i64 %t7, 1792, !dbg !394
  %t20 = sub i64 %a0, %t19, !dbg !394
  %t26 = mul i64 %t17, %a2, !dbg !394
  %t28 = mul i64 %t18, %a2, !dbg !394
  %t29 = mul i64 %t10, %a2, !dbg !394
  %t6111 = icmp slt i64 %t17, %t20, !dbg !394
  br i1 %t6111, label %b4.preheader, label %b5, !dbg !394

b4.preheader:                                     ; preds = %b2
  %t47 = mul i64 %t19, %a2, !dbg !394
  %t48 = add i64 %t26, %t47, !dbg !394
  %t49 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t48, !dbg !394
  %t21 = mul i64 %t7, %a2, !dbg !394
  %t44 = mul i64 %t21, 1536, !dbg !394
  %t45 = add i64 %t26, %t44, !dbg !394
  %t46 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t45, !dbg !394
  %t41 = mul i64 %t21, 1280, !dbg !394
  %t42 = add i64 %t26, %t41, !dbg !394
  %t43 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t42, !dbg !394
  %t38 = shl i64 %t21, 10, !dbg !394
  %t39 = add i64 %t26, %t38, !dbg !394
  %t40 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t39, !dbg !394
  %t35 = mul i64 %t21, 768, !dbg !394
  %t36 = add i64 %t26, %t35, !dbg !394
  %t37 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t36, !dbg !394
  %t32 = shl i64 %t21, 9, !dbg !394
  %t33 = add i64 %t26, %t32, !dbg !394
  %t34 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t33, !dbg !394
  %t30 = add i64 %t26, %t29, !dbg !394
  %t31 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t30, !dbg !394
  %t27 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t26, !dbg !394
  br label %b4, !dbg !394

b4:                                               ; preds = %b4.preheader, %b4
  %t5921 = phi i64 [ %t197, %b4 ], [ %t15, %b4.preheader ]
  %t5820 = phi i64 [ %t198, %b4 ], [ %t17, %b4.preheader ]
  %t5719 = phi ptr addrspace(1) [ %t199, %b4 ], [ %t27, %b4.preheader ]
  %t5618 = phi ptr addrspace(1) [ %t200, %b4 ], [ %t31, %b4.preheader ]
  %t5517 = phi ptr addrspace(1) [ %t201, %b4 ], [ %t34, %b4.preheader ]
  %t5416 = phi ptr addrspace(1) [ %t202, %b4 ], [ %t37, %b4.preheader ]
  %t5315 = phi ptr addrspace(1) [ %t203, %b4 ], [ %t40, %b4.preheader ]
  %t5214 = phi ptr addrspace(1) [ %t204, %b4 ], [ %t43, %b4.preheader ]
  %t5113 = phi ptr addrspace(1) [ %t205, %b4 ], [ %t46, %b4.preheader ]
  %t5012 = phi ptr addrspace(1) [ %t206, %b4 ], [ %t49, %b4.preheader ]
  %.14 = load i64, ptr addrspace(1) %t5719, align 8, !dbg !394
  %.15 = load i64, ptr addrspace(1) %t5618, align 8, !dbg !394
  %.16 = load i64, ptr addrspace(1) %t5517, align 8, !dbg !394
  %.17 = load i64, ptr addrspace(1) %t5416, align 8, !dbg !394
  %.18 = load i64, ptr addrspace(1) %t5315, align 8, !dbg !394
  %.19 = load i64, ptr addrspace(1) %t5214, align 8, !dbg !394
  %.20 = load i64, ptr addrspace(1) %t5113, align 8, !dbg !394
  %.21 = load i64, ptr addrspace(1) %t5012, align 8, !dbg !394
  %t70 = add i64 %.14, %t5921, !dbg !395
  %t71 = shl i64 %t70, 3, !dbg !396
  %t72 = sub i64 %t5921, %.14, !dbg !397
  %t73 = lshr i64 %t72, 5, !dbg !398
  %t75 = tail call i64 @llvm.umin.i64(i64 %t5921, i64 %.14), !dbg !399
  %t77 = tail call i64 @llvm.umax.i64(i64 %t5921, i64 %.14), !dbg !400
  %.22 = xor i64 %.14, -1, !dbg !401
  %t78 = and i64 %t77, %.22, !dbg !401
  %t74 = xor i64 %t73, %t75, !dbg !402
  %t76 = xor i64 %t74, %t71, !dbg !403
  %t79 = xor i64 %t76, %t78, !dbg !404
  %t80 = sub i64 0, %t5921, !dbg !405
  %t81 = or i64 %t79, %t80, !dbg !406
  %t83 = xor i64 %t81, %.22, !dbg !407
  %t84 = lshr i64 %t5921, 40, !dbg !408
  %t85 = xor i64 %t83, %t84, !dbg !409
  %t86 = add i64 %t85, %.15, !dbg !395
  %t87 = shl i64 %t86, 3, !dbg !396
  %t88 = sub i64 %t85, %.15, !dbg !397
  %t89 = lshr i64 %t88, 5, !dbg !398
  %t91 = tail call i64 @llvm.umin.i64(i64 %t85, i64 %.15), !dbg !399
  %t93 = tail call i64 @llvm.umax.i64(i64 %t85, i64 %.15), !dbg !400
  %.23 = xor i64 %.15, -1, !dbg !401
  %t94 = and i64 %t93, %.23, !dbg !401
  %t90 = xor i64 %t89, %t91, !dbg !402
  %t92 = xor i64 %t90, %t87, !dbg !403
  %t95 = xor i64 %t92, %t94, !dbg !404
  %t96 = sub i64 0, %t85, !dbg !405
  %t97 = or i64 %t95, %t96, !dbg !406
  %t99 = xor i64 %t97, %.23, !dbg !407
  %t100 = lshr i64 %t83, 40, !dbg !408
  %t101 = xor i64 %t99, %t100, !dbg !409
  %t102 = add i64 %t101, %.16, !dbg !395
  %t103 = shl i64 %t102, 3, !dbg !396
  %t104 = sub i64 %t101, %.16, !dbg !397
  %t105 = lshr i64 %t104, 5, !dbg !398
  %t107 = tail call i64 @llvm.umin.i64(i64 %t101, i64 %.16), !dbg !399
  %t109 = tail call i64 @llvm.umax.i64(i64 %t101, i64 %.16), !dbg !400
  %.24 = xor i64 %.16, -1, !dbg !401
  %t110 = and i64 %t109, %.24, !dbg !401
  %t106 = xor i64 %t105, %t107, !dbg !402
  %t108 = xor i64 %t106, %t103, !dbg !403
  %t111 = xor i64 %t108, %t110, !dbg !404
  %t112 = sub i64 0, %t101, !dbg !405
  %t113 = or i64 %t111, %t112, !dbg !406
  %t115 = xor i64 %t113, %.24, !dbg !407
  %t116 = lshr i64 %t99, 40, !dbg !408
  %t117 = xor i64 %t115, %t116, !dbg !409
  %t118 = add i64 %t117, %.17, !dbg !395
  %t119 = shl i64 %t118, 3, !dbg !396
  %t120 = sub i64 %t117, %.17, !dbg !397
  %t121 = lshr i64 %t120, 5, !dbg !398
  %t123 = tail call i64 @llvm.umin.i64(i64 %t117, i64 %.17), !dbg !399
  %t125 = tail call i64 @llvm.umax.i64(i64 %t117, i64 %.17), !dbg !400
  %.25 = xor i64 %.17, -1, !dbg !401
  %t126 = and i64 %t125, %.25, !dbg !401
  %t122 = xor i64 %t121, %t123, !dbg !402
  %t124 = xor i64 %t122, %t119, !dbg !403
  %t127 = xor i64 %t124, %t126, !dbg !404
  %t128 = sub i64 0, %t117, !dbg !405
  %t129 = or i64 %t127, %t128, !dbg !406
  %t131 = xor i64 %t129, %.25, !dbg !407
  %t132 = lshr i64 %t115, 40, !dbg !408
  %t133 = xor i64 %t131, %t132, !dbg !409
  %t134 = add i64 %t133, %.18, !dbg !395
  %t135 = shl i64 %t134, 3, !dbg !396
  %t136 = sub i64 %t133, %.18, !dbg !397
  %t137 = lshr i64 %t136, 5, !dbg !398
  %t139 = tail call i64 @llvm.umin.i64(i64 %t133, i64 %.18), !dbg !399
  %t141 = tail call i64 @llvm.umax.i64(i64 %t133, i64 %.18), !dbg !400
  %.26 = xor i64 %.18, -1, !dbg !401
  %t142 = and i64 %t141, %.26, !dbg !401
  %t138 = xor i64 %t137, %t139, !dbg !402
  %t140 = xor i64 %t138, %t135, !dbg !403
  %t143 = xor i64 %t140, %t142, !dbg !404
  %t144 = sub i64 0, %t133, !dbg !405
  %t145 = or i64 %t143, %t144, !dbg !406
  %t147 = xor i64 %t145, %.26, !dbg !407
  %t148 = lshr i64 %t131, 40, !dbg !408
  %t149 = xor i64 %t147, %t148, !dbg !409
  %t150 = add i64 %t149, %.19, !dbg !395
  %t151 = shl i64 %t150, 3, !dbg !396
  %t152 = sub i64 %t149, %.19, !dbg !397
  %t153 = lshr i64 %t152, 5, !dbg !398
  %t155 = tail call i64 @llvm.umin.i64(i64 %t149, i64 %.19), !dbg !399
  %t157 = tail call i64 @llvm.umax.i64(i64 %t149, i64 %.19), !dbg !400
  %.27 = xor i64 %.19, -1, !dbg !401
  %t158 = and i64 %t157, %.27, !dbg !401
  %t154 = xor i64 %t153, %t155, !dbg !402
  %t156 = xor i64 %t154, %t151, !dbg !403
  %t159 = xor i64 %t156, %t158, !dbg !404
  %t160 = sub i64 0, %t149, !dbg !405
  %t161 = or i64 %t159, %t160, !dbg !406
  %t163 = xor i64 %t161, %.27, !dbg !407
  %t164 = lshr i64 %t147, 40, !dbg !408
  %t165 = xor i64 %t163, %t164, !dbg !409
  %t166 = add i64 %t165, %.20, !dbg !395
  %t167 = shl i64 %t166, 3, !dbg !396
  %t168 = sub i64 %t165, %.20, !dbg !397
  %t169 = lshr i64 %t168, 5, !dbg !398
  %t171 = tail call i64 @llvm.umin.i64(i64 %t165, i64 %.20), !dbg !399
  %t173 = tail call i64 @llvm.umax.i64(i64 %t165, i64 %.20), !dbg !400
  %.28 = xor i64 %.20, -1, !dbg !401
  %t174 = and i64 %t173, %.28, !dbg !401
  %t170 = xor i64 %t169, %t171, !dbg !402
  %t172 = xor i64 %t170, %t167, !dbg !403
  %t175 = xor i64 %t172, %t174, !dbg !404
  %t176 = sub i64 0, %t165, !dbg !405
  %t177 = or i64 %t175, %t176, !dbg !406
  %t179 = xor i64 %t177, %.28, !dbg !407
  %t180 = lshr i64 %t163, 40, !dbg !408
  %t181 = xor i64 %t179, %t180, !dbg !409
  %t182 = add i64 %t181, %.21, !dbg !395
  %t183 = shl i64 %t182, 3, !dbg !396
  %t184 = sub i64 %t181, %.21, !dbg !397
  %t185 = lshr i64 %t184, 5, !dbg !398
  %t187 = tail call i64 @llvm.umin.i64(i64 %t181, i64 %.21), !dbg !399
  %t189 = tail call i64 @llvm.umax.i64(i64 %t181, i64 %.21), !dbg !400
  %.29 = xor i64 %.21, -1, !dbg !401
  %t190 = and i64 %t189, %.29, !dbg !401
  %t186 = xor i64 %t185, %t187, !dbg !402
  %t188 = xor i64 %t186, %t183, !dbg !403
  %t191 = xor i64 %t188, %t190, !dbg !404
  %t192 = sub i64 0, %t181, !dbg !405
  %t193 = or i64 %t191, %t192, !dbg !406
  %t196 = lshr i64 %t179, 40, !dbg !408
  %t195 = xor i64 %t196, %.29, !dbg !407
  %t197 = xor i64 %t195, %t193, !dbg !409
  %t198 = add i64 %t5820, %t18, !dbg !394
  %t199 = getelementptr inbounds i64, ptr addrspace(1) %t5719, i64 %t28, !dbg !394
  %t200 = getelementptr inbounds i64, ptr addrspace(1) %t5618, i64 %t28, !dbg !394
  %t201 = getelementptr inbounds i64, ptr addrspace(1) %t5517, i64 %t28, !dbg !394
  %t202 = getelementptr inbounds i64, ptr addrspace(1) %t5416, i64 %t28, !dbg !394
  %t203 = getelementptr inbounds i64, ptr addrspace(1) %t5315, i64 %t28, !dbg !394
  %t204 = getelementptr inbounds i64, ptr addrspace(1) %t5214, i64 %t28, !dbg !394
  %t205 = getelementptr inbounds i64, ptr addrspace(1) %t5113, i64 %t28, !dbg !394
  %t206 = getelementptr inbounds i64, ptr addrspace(1) %t5012, i64 %t28, !dbg !394
  %t61 = icmp slt i64 %t198, %t20, !dbg !394
  br i1 %t61, label %b4, label %b5.loopexit, !dbg !394

b5.loopexit:                                      ; preds = %b4
  %.pre = mul i64 %t198, %a2, !dbg !394
  br label %b5, !dbg !394

b5:                                               ; preds = %b5.loopexit, %b2
  %t207.pre-phi = phi i64 [ %.pre, %b5.loopexit ], [ %t26, %b2 ], !dbg !394
  %t58.lcssa = phi i64 [ %t198, %b5.loopexit ], [ %t17, %b2 ]
  %t59.lcssa = phi i64 [ %t197, %b5.loopexit ], [ %t15, %b2 ]
  %t21223 = icmp slt i64 %t58.lcssa, %a0, !dbg !394
  br i1 %t21223, label %b7.preheader, label %b8, !dbg !394

b7.preheader:                                     ; preds = %b5
  %t208 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t207.pre-phi, !dbg !394
  br label %b7, !dbg !394

b7:                                               ; preds = %b7.preheader, %b7
  %t21126 = phi i64 [ %t229, %b7 ], [ %t59.lcssa, %b7.preheader ]
  %t21025 = phi i64 [ %t230, %b7 ], [ %t58.lcssa, %b7.preheader ]
  %t20924 = phi ptr addrspace(1) [ %t231, %b7 ], [ %t208, %b7.preheader ]
  %.30 = load i64, ptr addrspace(1) %t20924, align 8, !dbg !394
  %t214 = add i64 %.30, %t21126, !dbg !395
  %t215 = shl i64 %t214, 3, !dbg !396
  %t216 = sub i64 %t21126, %.30, !dbg !397
  %t217 = lshr i64 %t216, 5, !dbg !398
  %t219 = tail call i64 @llvm.umin.i64(i64 %t21126, i64 %.30), !dbg !399
  %t221 = tail call i64 @llvm.umax.i64(i64 %t21126, i64 %.30), !dbg !400
  %.31 = xor i64 %.30, -1, !dbg !401
  %t222 = and i64 %t221, %.31, !dbg !401
  %t218 = xor i64 %t217, %t219, !dbg !402
  %t220 = xor i64 %t218, %t215, !dbg !403
  %t223 = xor i64 %t220, %t222, !dbg !404
  %t224 = sub i64 0, %t21126, !dbg !405
  %t225 = or i64 %t223, %t224, !dbg !406
  %t228 = lshr i64 %t21126, 40, !dbg !408
  %t227 = xor i64 %t228, %.31, !dbg !407
  %t229 = xor i64 %t227, %t225, !dbg !409
  %t230 = add i64 %t21025, %t10, !dbg !394
  %t231 = getelementptr inbounds i64, ptr addrspace(1) %t20924, i64 %t29, !dbg !394
  %t212 = icmp slt i64 %t230, %a0, !dbg !394
  br i1 %t212, label %b7, label %b8, !dbg !394

b8:                                               ; preds = %b7, %b5
  %t211.lcssa = phi i64 [ %t59.lcssa, %b5 ], [ %t229, %b7 ]
  %t232 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !394
  store i64 %t211.lcssa, ptr addrspace(3) %t232, align 8, !dbg !394
  %t233 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !394
  %.32 = zext i1 %t11 to i8, !dbg !394
  store i8 %.32, ptr addrspace(3) %t233, align 1, !dbg !394
  fence syncscope("workgroup") release, !dbg !394
  tail call void @llvm.amdgcn.s.barrier(), !dbg !394
  fence syncscope("workgroup") acquire, !dbg !394
  %t234 = icmp slt i32 %.1, 128, !dbg !394
  br i1 %t234, label %b9, label %b14, !dbg !394

b9:                                               ; preds = %b8
  %t235 = add nsw i32 %.1, 128, !dbg !394
  %t236 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage1.shared.0, i32 %t235, !dbg !394
  %.33 = load i64, ptr addrspace(3) %t236, align 8, !dbg !394
  %t238 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage1.shared.1, i32 %t235, !dbg !394
  %.34 = load i8, ptr addrspace(3) %t238, align 1, !dbg !394
  %.35.not10 = icmp eq i8 %.34, 0, !dbg !394
  %t16.not = xor i1 %t11, true, !dbg !394
  %brmerge = or i1 %.35.not10, %t16.not, !dbg !394
  %t211.mux = select i1 %.35.not10, i64 %t211.lcssa, i64 %.33, !dbg !394
  %not..35.not10 = xor i1 %.35.not10, true, !dbg !394
  %t16.mux = select i1 %not..35.not10, i1 true, i1 %t11, !dbg !394
  br i1 %brmerge, label %b13, label %b11, !dbg !394

b11:                                              ; preds = %b9
  %t240 = add i64 %.33, %t211.lcssa, !dbg !395
  %t241 = shl i64 %t240, 3, !dbg !396
  %t242 = sub i64 %t211.lcssa, %.33, !dbg !397
  %t243 = lshr i64 %t242, 5, !dbg !398
  %t245 = tail call i64 @llvm.umin.i64(i64 %t211.lcssa, i64 %.33), !dbg !399
  %t247 = tail call i64 @llvm.umax.i64(i64 %t211.lcssa, i64 %.33), !dbg !400
  %.36 = xor i64 %.33, -1, !dbg !401
  %t248 = and i64 %t247, %.36, !dbg !401
  %t244 = xor i64 %t243, %t245, !dbg !402
  %t246 = xor i64 %t244, %t241, !dbg !403
  %t249 = xor i64 %t246, %t248, !dbg !404
  %t250 = sub i64 0, %t211.lcssa, !dbg !405
  %t251 = or i64 %t249, %t250, !dbg !406
  %t254 = lshr i64 %t211.lcssa, 40, !dbg !408
  %t253 = xor i64 %t254, %.36, !dbg !407
  %t255 = xor i64 %t253, %t251, !dbg !409
  br label %b13, !dbg !394

b13:                                              ; preds = %b9, %b11
  %t257 = phi i64 [ %t211.mux, %b9 ], [ %t255, %b11 ]
  %t258 = phi i1 [ %t16.mux, %b9 ], [ true, %b11 ]
  store i64 %t257, ptr addrspace(3) %t232, align 8, !dbg !394
  %.37 = zext i1 %t258 to i8, !dbg !394
  store i8 %.37, ptr addrspace(3) %t233, align 1, !dbg !394
  br label %b14, !dbg !394

b14:                                              ; preds = %b13, %b8
  %t259 = phi i64 [ %t257, %b13 ], [ %t211.lcssa, %b8 ]
  %t260 = phi i1 [ %t258, %b13 ], [ %t11, %b8 ]
  fence syncscope("workgroup") release, !dbg !394
  tail call void @llvm.amdgcn.s.barrier(), !dbg !394
  fence syncscope("workgroup") acquire, !dbg !394
  %t261 = icmp slt i32 %.1, 64, !dbg !394
  br i1 %t261, label %b15, label %b20, !dbg !394

b15:                                              ; preds = %b14
  %t262 = add nsw i32 %.1, 64, !dbg !394
  %t263 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage1.shared.0, i32 %t262, !dbg !394
  %.38 = load i64, ptr addrspace(3) %t263, align 8, !dbg !394
  %t265 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage1.shared.1, i32 %t262, !dbg !394
  %.39 = load i8, ptr addrspace(3) %t265, align 1, !dbg !394
  %.40.not9 = icmp eq i8 %.39, 0, !dbg !394
  %t260.not = xor i1 %t260, true, !dbg !394
  %brmerge1 = select i1 %.40.not9, i1 true, i1 %t260.not, !dbg !394
  %t259.mux = select i1 %.40.not9, i64 %t259, i64 %.38, !dbg !394
  %not..40.not9 = xor i1 %.40.not9, true, !dbg !394
  %t260.mux = select i1 %not..40.not9, i1 true, i1 %t260, !dbg !394
  br i1 %brmerge1, label %b19, label %b17, !dbg !394

b17:                                              ; preds = %b15
  %t267 = add i64 %.38, %t259, !dbg !395
  %t268 = shl i64 %t267, 3, !dbg !396
  %t269 = sub i64 %t259, %.38, !dbg !397
  %t270 = lshr i64 %t269, 5, !dbg !398
  %t272 = tail call i64 @llvm.umin.i64(i64 %t259, i64 %.38), !dbg !399
  %t274 = tail call i64 @llvm.umax.i64(i64 %t259, i64 %.38), !dbg !400
  %.41 = xor i64 %.38, -1, !dbg !401
  %t275 = and i64 %t274, %.41, !dbg !401
  %t271 = xor i64 %t270, %t272, !dbg !402
  %t273 = xor i64 %t271, %t268, !dbg !403
  %t276 = xor i64 %t273, %t275, !dbg !404
  %t277 = sub i64 0, %t259, !dbg !405
  %t278 = or i64 %t276, %t277, !dbg !406
  %t281 = lshr i64 %t259, 40, !dbg !408
  %t280 = xor i64 %t281, %.41, !dbg !407
  %t282 = xor i64 %t280, %t278, !dbg !409
  br label %b19, !dbg !394

b19:                                              ; preds = %b15, %b17
  %t284 = phi i64 [ %t259.mux, %b15 ], [ %t282, %b17 ]
  %t285 = phi i1 [ %t260.mux, %b15 ], [ true, %b17 ]
  store i64 %t284, ptr addrspace(3) %t232, align 8, !dbg !394
  %.42 = zext i1 %t285 to i8, !dbg !394
  store i8 %.42, ptr addrspace(3) %t233, align 1, !dbg !394
  br label %b20, !dbg !394

b20:                                              ; preds = %b19, %b14
  %t286 = phi i64 [ %t284, %b19 ], [ %t259, %b14 ]
  %t287 = phi i1 [ %t285, %b19 ], [ %t260, %b14 ]
  fence syncscope("workgroup") release, !dbg !394
  tail call void @llvm.amdgcn.s.barrier(), !dbg !394
  fence syncscope("workgroup") acquire, !dbg !394
  %t288 = icmp slt i32 %.1, 32, !dbg !394
  br i1 %t288, label %b21, label %b26, !dbg !394

b21:                                              ; preds = %b20
  %t289 = add nsw i32 %.1, 32, !dbg !394
  %t290 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage1.shared.0, i32 %t289, !dbg !394
  %.43 = load i64, ptr addrspace(3) %t290, align 8, !dbg !394
  %t292 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage1.shared.1, i32 %t289, !dbg !394
  %.44 = load i8, ptr addrspace(3) %t292, align 1, !dbg !394
  %.45.not8 = icmp eq i8 %.44, 0, !dbg !394
  %t287.not = xor i1 %t287, true, !dbg !394
  %brmerge2 = select i1 %.45.not8, i1 true, i1 %t287.not, !dbg !394
  %t286.mux = select i1 %.45.not8, i64 %t286, i64 %.43, !dbg !394
  %not..45.not8 = xor i1 %.45.not8, true, !dbg !394
  %t287.mux = select i1 %not..45.not8, i1 true, i1 %t287, !dbg !394
  br i1 %brmerge2, label %b26, label %b23, !dbg !394

b23:                                              ; preds = %b21
  %t294 = add i64 %.43, %t286, !dbg !395
  %t295 = shl i64 %t294, 3, !dbg !396
  %t296 = sub i64 %t286, %.43, !dbg !397
  %t297 = lshr i64 %t296, 5, !dbg !398
  %t299 = tail call i64 @llvm.umin.i64(i64 %t286, i64 %.43), !dbg !399
  %t301 = tail call i64 @llvm.umax.i64(i64 %t286, i64 %.43), !dbg !400
  %.46 = xor i64 %.43, -1, !dbg !401
  %t302 = and i64 %t301, %.46, !dbg !401
  %t298 = xor i64 %t297, %t299, !dbg !402
  %t300 = xor i64 %t298, %t295, !dbg !403
  %t303 = xor i64 %t300, %t302, !dbg !404
  %t304 = sub i64 0, %t286, !dbg !405
  %t305 = or i64 %t303, %t304, !dbg !406
  %t308 = lshr i64 %t286, 40, !dbg !408
  %t307 = xor i64 %t308, %.46, !dbg !407
  %t309 = xor i64 %t307, %t305, !dbg !409
  br label %b26, !dbg !394

b26:                                              ; preds = %b21, %b23, %b20
  %t313 = phi i64 [ %t286, %b20 ], [ %t286.mux, %b21 ], [ %t309, %b23 ]
  %t314 = phi i1 [ %t287, %b20 ], [ %t287.mux, %b21 ], [ true, %b23 ]
  br i1 %t288, label %b27, label %b48, !dbg !394

b27:                                              ; preds = %b26
  %.48 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !394
  %.49 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.48), !dbg !394
  %.50 = zext i32 %.49 to i64, !dbg !394
  %.51 = add nuw nsw i64 %.50, 16, !dbg !394
  %.52 = icmp ult i32 %.49, 48, !dbg !394
  %.53 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !394
  %.54 = and i64 %.51, 63, !dbg !394
  %0 = shl nuw i64 1, %.54, !dbg !394
  %1 = and i64 %0, %.53, !dbg !394
  %.56 = icmp ne i64 %1, 0, !dbg !394
  %.57 = and i1 %.52, %.56, !dbg !394
  %.58 = trunc i64 %.51 to i32, !dbg !394
  %.59 = shl i32 %.58, 2, !dbg !394
  %.60 = trunc i64 %t313 to i32, !dbg !394
  %.61 = lshr i64 %t313, 32, !dbg !394
  %.62 = trunc i64 %.61 to i32, !dbg !394
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.59, i32 %.60), !dbg !394
  %.64 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.59, i32 %.62), !dbg !394
  %.65 = zext i32 %.63 to i64, !dbg !394
  %.66 = zext i32 %.64 to i64, !dbg !394
  %.67 = shl nuw i64 %.66, 32, !dbg !394
  %.68 = or i64 %.67, %.65, !dbg !394
  %t315 = select i1 %.57, i64 %.68, i64 %t313, !dbg !394
  %.82 = zext i1 %t314 to i32, !dbg !394
  %.83 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.59, i32 %.82), !dbg !394
  %2 = and i32 %.83, 1, !dbg !394
  %.84 = icmp ne i32 %2, 0, !dbg !394
  %t316 = select i1 %.57, i1 %.84, i1 %t314, !dbg !394
  %t317 = icmp slt i32 %.1, 16, !dbg !394
  %t318 = and i1 %t317, %t316, !dbg !394
  %3 = select i1 %t318, i1 %t314, i1 false, !dbg !394
  %t313.mux = select i1 %t318, i64 %t315, i64 %t313, !dbg !394
  %t314.mux = select i1 %t318, i1 true, i1 %t314, !dbg !394
  br i1 %3, label %b29, label %b31, !dbg !394

b29:                                              ; preds = %b27
  %t319 = add i64 %t315, %t313, !dbg !395
  %t320 = shl i64 %t319, 3, !dbg !396
  %t321 = sub i64 %t313, %t315, !dbg !397
  %t322 = lshr i64 %t321, 5, !dbg !398
  %t324 = tail call i64 @llvm.umin.i64(i64 %t313, i64 %t315), !dbg !399
  %t326 = tail call i64 @llvm.umax.i64(i64 %t313, i64 %t315), !dbg !400
  %.85 = xor i64 %t315, -1, !dbg !401
  %t327 = and i64 %t326, %.85, !dbg !401
  %t323 = xor i64 %t322, %t324, !dbg !402
  %t325 = xor i64 %t323, %t320, !dbg !403
  %t328 = xor i64 %t325, %t327, !dbg !404
  %t329 = sub i64 0, %t313, !dbg !405
  %t330 = or i64 %t328, %t329, !dbg !406
  %t333 = lshr i64 %t313, 40, !dbg !408
  %t332 = xor i64 %t333, %.85, !dbg !407
  %t334 = xor i64 %t332, %t330, !dbg !409
  br label %b31, !dbg !394

b31:                                              ; preds = %b27, %b29
  %t336 = phi i64 [ %t313.mux, %b27 ], [ %t334, %b29 ]
  %t337 = phi i1 [ %t314.mux, %b27 ], [ true, %b29 ]
  %.90 = add nuw nsw i64 %.50, 8, !dbg !394
  %.91 = icmp ult i32 %.49, 56, !dbg !394
  %.93 = and i64 %.90, 63, !dbg !394
  %4 = shl nuw i64 1, %.93, !dbg !394
  %5 = and i64 %4, %.53, !dbg !394
  %.95 = icmp ne i64 %5, 0, !dbg !394
  %.96 = and i1 %.91, %.95, !dbg !394
  %.97 = trunc i64 %.90 to i32, !dbg !394
  %.98 = shl i32 %.97, 2, !dbg !394
  %.99 = trunc i64 %t336 to i32, !dbg !394
  %.100 = lshr i64 %t336, 32, !dbg !394
  %.101 = trunc i64 %.100 to i32, !dbg !394
  %.102 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.98, i32 %.99), !dbg !394
  %.103 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.98, i32 %.101), !dbg !394
  %.104 = zext i32 %.102 to i64, !dbg !394
  %.105 = zext i32 %.103 to i64, !dbg !394
  %.106 = shl nuw i64 %.105, 32, !dbg !394
  %.107 = or i64 %.106, %.104, !dbg !394
  %t338 = select i1 %.96, i64 %.107, i64 %t336, !dbg !394
  %.121 = zext i1 %t337 to i32, !dbg !394
  %.122 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.98, i32 %.121), !dbg !394
  %6 = and i32 %.122, 1, !dbg !394
  %.123 = icmp ne i32 %6, 0, !dbg !394
  %t339 = select i1 %.96, i1 %.123, i1 %t337, !dbg !394
  %t340 = icmp slt i32 %.1, 24, !dbg !394
  %t341 = and i1 %t340, %t339, !dbg !394
  %7 = select i1 %t341, i1 %t337, i1 false, !dbg !394
  %t336.mux = select i1 %t341, i64 %t338, i64 %t336, !dbg !394
  %t337.mux = select i1 %t341, i1 true, i1 %t337, !dbg !394
  br i1 %7, label %b33, label %b35, !dbg !394

b33:                                              ; preds = %b31
  %t342 = add i64 %t338, %t336, !dbg !395
  %t343 = shl i64 %t342, 3, !dbg !396
  %t344 = sub i64 %t336, %t338, !dbg !397
  %t345 = lshr i64 %t344, 5, !dbg !398
  %t347 = tail call i64 @llvm.umin.i64(i64 %t336, i64 %t338), !dbg !399
  %t349 = tail call i64 @llvm.umax.i64(i64 %t336, i64 %t338), !dbg !400
  %.124 = xor i64 %t338, -1, !dbg !401
  %t350 = and i64 %t349, %.124, !dbg !401
  %t346 = xor i64 %t345, %t347, !dbg !402
  %t348 = xor i64 %t346, %t343, !dbg !403
  %t351 = xor i64 %t348, %t350, !dbg !404
  %t352 = sub i64 0, %t336, !dbg !405
  %t353 = or i64 %t351, %t352, !dbg !406
  %t356 = lshr i64 %t336, 40, !dbg !408
  %t355 = xor i64 %t356, %.124, !dbg !407
  %t357 = xor i64 %t355, %t353, !dbg !409
  br label %b35, !dbg !394

b35:                                              ; preds = %b31, %b33
  %t359 = phi i64 [ %t336.mux, %b31 ], [ %t357, %b33 ]
  %t360 = phi i1 [ %t337.mux, %b31 ], [ true, %b33 ]
  %.129 = add nuw nsw i64 %.50, 4, !dbg !394
  %.130 = icmp ult i32 %.49, 60, !dbg !394
  %.132 = and i64 %.129, 63, !dbg !394
  %8 = shl nuw i64 1, %.132, !dbg !394
  %9 = and i64 %8, %.53, !dbg !394
  %.134 = icmp ne i64 %9, 0, !dbg !394
  %.135 = and i1 %.130, %.134, !dbg !394
  %.136 = trunc i64 %.129 to i32, !dbg !394
  %.137 = shl i32 %.136, 2, !dbg !394
  %.138 = trunc i64 %t359 to i32, !dbg !394
  %.139 = lshr i64 %t359, 32, !dbg !394
  %.140 = trunc i64 %.139 to i32, !dbg !394
  %.141 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.137, i32 %.138), !dbg !394
  %.142 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.137, i32 %.140), !dbg !394
  %.143 = zext i32 %.141 to i64, !dbg !394
  %.144 = zext i32 %.142 to i64, !dbg !394
  %.145 = shl nuw i64 %.144, 32, !dbg !394
  %.146 = or i64 %.145, %.143, !dbg !394
  %t361 = select i1 %.135, i64 %.146, i64 %t359, !dbg !394
  %.160 = zext i1 %t360 to i32, !dbg !394
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.137, i32 %.160), !dbg !394
  %10 = and i32 %.161, 1, !dbg !394
  %.162 = icmp ne i32 %10, 0, !dbg !394
  %t362 = select i1 %.135, i1 %.162, i1 %t360, !dbg !394
  %t363 = icmp slt i32 %.1, 28, !dbg !394
  %t364 = and i1 %t363, %t362, !dbg !394
  %11 = select i1 %t364, i1 %t360, i1 false, !dbg !394
  %t359.mux = select i1 %t364, i64 %t361, i64 %t359, !dbg !394
  %t360.mux = select i1 %t364, i1 true, i1 %t360, !dbg !394
  br i1 %11, label %b37, label %b39, !dbg !394

b37:                                              ; preds = %b35
  %t365 = add i64 %t361, %t359, !dbg !395
  %t366 = shl i64 %t365, 3, !dbg !396
  %t367 = sub i64 %t359, %t361, !dbg !397
  %t368 = lshr i64 %t367, 5, !dbg !398
  %t370 = tail call i64 @llvm.umin.i64(i64 %t359, i64 %t361), !dbg !399
  %t372 = tail call i64 @llvm.umax.i64(i64 %t359, i64 %t361), !dbg !400
  %.163 = xor i64 %t361, -1, !dbg !401
  %t373 = and i64 %t372, %.163, !dbg !401
  %t369 = xor i64 %t368, %t370, !dbg !402
  %t371 = xor i64 %t369, %t366, !dbg !403
  %t374 = xor i64 %t371, %t373, !dbg !404
  %t375 = sub i64 0, %t359, !dbg !405
  %t376 = or i64 %t374, %t375, !dbg !406
  %t379 = lshr i64 %t359, 40, !dbg !408
  %t378 = xor i64 %t379, %.163, !dbg !407
  %t380 = xor i64 %t378, %t376, !dbg !409
  br label %b39, !dbg !394

b39:                                              ; preds = %b35, %b37
  %t382 = phi i64 [ %t359.mux, %b35 ], [ %t380, %b37 ]
  %t383 = phi i1 [ %t360.mux, %b35 ], [ true, %b37 ]
  %.168 = add nuw nsw i64 %.50, 2, !dbg !394
  %.169 = icmp ult i32 %.49, 62, !dbg !394
  %.171 = and i64 %.168, 63, !dbg !394
  %12 = shl nuw i64 1, %.171, !dbg !394
  %13 = and i64 %12, %.53, !dbg !394
  %.173 = icmp ne i64 %13, 0, !dbg !394
  %.174 = and i1 %.169, %.173, !dbg !394
  %.175 = trunc i64 %.168 to i32, !dbg !394
  %.176 = shl i32 %.175, 2, !dbg !394
  %.177 = trunc i64 %t382 to i32, !dbg !394
  %.178 = lshr i64 %t382, 32, !dbg !394
  %.179 = trunc i64 %.178 to i32, !dbg !394
  %.180 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.176, i32 %.177), !dbg !394
  %.181 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.176, i32 %.179), !dbg !394
  %.182 = zext i32 %.180 to i64, !dbg !394
  %.183 = zext i32 %.181 to i64, !dbg !394
  %.184 = shl nuw i64 %.183, 32, !dbg !394
  %.185 = or i64 %.184, %.182, !dbg !394
  %t384 = select i1 %.174, i64 %.185, i64 %t382, !dbg !394
  %.199 = zext i1 %t383 to i32, !dbg !394
  %.200 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.176, i32 %.199), !dbg !394
  %14 = and i32 %.200, 1, !dbg !394
  %.201 = icmp ne i32 %14, 0, !dbg !394
  %t385 = select i1 %.174, i1 %.201, i1 %t383, !dbg !394
  %t386 = icmp slt i32 %.1, 30, !dbg !394
  %t387 = and i1 %t386, %t385, !dbg !394
  %15 = select i1 %t387, i1 %t383, i1 false, !dbg !394
  %t382.mux = select i1 %t387, i64 %t384, i64 %t382, !dbg !394
  %t383.mux = select i1 %t387, i1 true, i1 %t383, !dbg !394
  br i1 %15, label %b41, label %b43, !dbg !394

b41:                                              ; preds = %b39
  %t388 = add i64 %t384, %t382, !dbg !395
  %t389 = shl i64 %t388, 3, !dbg !396
  %t390 = sub i64 %t382, %t384, !dbg !397
  %t391 = lshr i64 %t390, 5, !dbg !398
  %t393 = tail call i64 @llvm.umin.i64(i64 %t382, i64 %t384), !dbg !399
  %t395 = tail call i64 @llvm.umax.i64(i64 %t382, i64 %t384), !dbg !400
  %.202 = xor i64 %t384, -1, !dbg !401
  %t396 = and i64 %t395, %.202, !dbg !401
  %t392 = xor i64 %t391, %t393, !dbg !402
  %t394 = xor i64 %t392, %t389, !dbg !403
  %t397 = xor i64 %t394, %t396, !dbg !404
  %t398 = sub i64 0, %t382, !dbg !405
  %t399 = or i64 %t397, %t398, !dbg !406
  %t402 = lshr i64 %t382, 40, !dbg !408
  %t401 = xor i64 %t402, %.202, !dbg !407
  %t403 = xor i64 %t401, %t399, !dbg !409
  br label %b43, !dbg !394

b43:                                              ; preds = %b39, %b41
  %t405 = phi i64 [ %t382.mux, %b39 ], [ %t403, %b41 ]
  %t406 = phi i1 [ %t383.mux, %b39 ], [ true, %b41 ]
  %.207 = add nuw nsw i64 %.50, 1, !dbg !394
  %.208 = icmp ult i32 %.49, 63, !dbg !394
  %.210 = and i64 %.207, 63, !dbg !394
  %16 = shl nuw i64 1, %.210, !dbg !394
  %17 = and i64 %16, %.53, !dbg !394
  %.212 = icmp ne i64 %17, 0, !dbg !394
  %.213 = and i1 %.208, %.212, !dbg !394
  %.214 = trunc i64 %.207 to i32, !dbg !394
  %.215 = shl i32 %.214, 2, !dbg !394
  %.216 = trunc i64 %t405 to i32, !dbg !394
  %.217 = lshr i64 %t405, 32, !dbg !394
  %.218 = trunc i64 %.217 to i32, !dbg !394
  %.219 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.215, i32 %.216), !dbg !394
  %.220 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.215, i32 %.218), !dbg !394
  %.221 = zext i32 %.219 to i64, !dbg !394
  %.222 = zext i32 %.220 to i64, !dbg !394
  %.223 = shl nuw i64 %.222, 32, !dbg !394
  %.224 = or i64 %.223, %.221, !dbg !394
  %t407 = select i1 %.213, i64 %.224, i64 %t405, !dbg !394
  %.238 = zext i1 %t406 to i32, !dbg !394
  %.239 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.215, i32 %.238), !dbg !394
  %18 = and i32 %.239, 1, !dbg !394
  %.240 = icmp ne i32 %18, 0, !dbg !394
  %t408 = select i1 %.213, i1 %.240, i1 %t406, !dbg !394
  %t409 = icmp slt i32 %.1, 31, !dbg !394
  %t410 = and i1 %t409, %t408, !dbg !394
  %19 = select i1 %t410, i1 %t406, i1 false, !dbg !394
  %t405.mux = select i1 %t410, i64 %t407, i64 %t405, !dbg !394
  %t406.mux = select i1 %t410, i1 true, i1 %t406, !dbg !394
  br i1 %19, label %b45, label %b48, !dbg !394

b45:                                              ; preds = %b43
  %t411 = add i64 %t407, %t405, !dbg !395
  %t412 = shl i64 %t411, 3, !dbg !396
  %t413 = sub i64 %t405, %t407, !dbg !397
  %t414 = lshr i64 %t413, 5, !dbg !398
  %t416 = tail call i64 @llvm.umin.i64(i64 %t405, i64 %t407), !dbg !399
  %t418 = tail call i64 @llvm.umax.i64(i64 %t405, i64 %t407), !dbg !400
  %.241 = xor i64 %t407, -1, !dbg !401
  %t419 = and i64 %t418, %.241, !dbg !401
  %t415 = xor i64 %t414, %t416, !dbg !402
  %t417 = xor i64 %t415, %t412, !dbg !403
  %t420 = xor i64 %t417, %t419, !dbg !404
  %t421 = sub i64 0, %t405, !dbg !405
  %t422 = or i64 %t420, %t421, !dbg !406
  %t425 = lshr i64 %t405, 40, !dbg !408
  %t424 = xor i64 %t425, %.241, !dbg !407
  %t426 = xor i64 %t424, %t422, !dbg !409
  br label %b48, !dbg !394

b48:                                              ; preds = %b43, %b45, %b26
  %t430 = phi i64 [ %t313, %b26 ], [ %t405.mux, %b43 ], [ %t426, %b45 ]
  %t431 = phi i1 [ %t314, %b26 ], [ %t406.mux, %b43 ], [ true, %b45 ]
  %t432 = icmp eq i32 %.1, 0, !dbg !394
  %t433 = and i1 %t432, %t431, !dbg !394
  br i1 %t433, label %b49, label %b50, !dbg !394

b49:                                              ; preds = %b48
  %t434 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t5, !dbg !394
  store i64 %t430, ptr addrspace(1) %t434, align 8, !dbg !394
  br label %b50, !dbg !394

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !394
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i64 %a3, i8 %a4) local_unnamed_addr #1 !dbg !410 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !411
  %t3 = sext i32 %.2 to i64, !dbg !411
  %t4 = icmp slt i64 %t3, %a0, !dbg !411
  br i1 %t4, label %b1, label %b2, !dbg !411

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t3, !dbg !411
  %.3 = load i64, ptr addrspace(1) %t5, align 8, !dbg !411, !amdgpu.noclobber !6
  br label %b2, !dbg !411

b2:                                               ; preds = %b1, %entry
  %t7 = phi i64 [ %.3, %b1 ], [ 0, %entry ]
  %t1012 = add nsw i64 %t3, 256, !dbg !411
  %t1213 = icmp slt i64 %t1012, %a0, !dbg !411
  br i1 %t1213, label %b4, label %b5, !dbg !411

b4:                                               ; preds = %b2, %b4
  %t1015 = phi i64 [ %t10, %b4 ], [ %t1012, %b2 ]
  %t1114 = phi i64 [ %t30, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t1015, !dbg !411
  %.4 = load i64, ptr addrspace(1) %t13, align 8, !dbg !411, !amdgpu.noclobber !6
  %t15 = add i64 %.4, %t1114, !dbg !412
  %t16 = shl i64 %t15, 3, !dbg !413
  %t17 = sub i64 %t1114, %.4, !dbg !414
  %t18 = lshr i64 %t17, 5, !dbg !415
  %t20 = tail call i64 @llvm.umin.i64(i64 %t1114, i64 %.4), !dbg !416
  %t22 = tail call i64 @llvm.umax.i64(i64 %t1114, i64 %.4), !dbg !417
  %.5 = xor i64 %.4, -1, !dbg !418
  %t23 = and i64 %t22, %.5, !dbg !418
  %t19 = xor i64 %t18, %t20, !dbg !419
  %t21 = xor i64 %t19, %t16, !dbg !420
  %t24 = xor i64 %t21, %t23, !dbg !421
  %t25 = sub i64 0, %t1114, !dbg !422
  %t26 = or i64 %t24, %t25, !dbg !423
  %t29 = lshr i64 %t1114, 40, !dbg !424
  %t28 = xor i64 %t29, %.5, !dbg !425
  %t30 = xor i64 %t28, %t26, !dbg !426
  %t10 = add i64 %t1015, 256, !dbg !411
  %t12 = icmp slt i64 %t10, %a0, !dbg !411
  br i1 %t12, label %b4, label %b5, !dbg !411

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi i64 [ %t7, %b2 ], [ %t30, %b4 ]
  %t32 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !411
  store i64 %t11.lcssa, ptr addrspace(3) %t32, align 8, !dbg !411
  %t33 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !411
  %.6 = zext i1 %t4 to i8, !dbg !411
  store i8 %.6, ptr addrspace(3) %t33, align 1, !dbg !411
  fence syncscope("workgroup") release, !dbg !411
  tail call void @llvm.amdgcn.s.barrier(), !dbg !411
  fence syncscope("workgroup") acquire, !dbg !411
  %t34 = icmp slt i32 %.2, 128, !dbg !411
  br i1 %t34, label %b6, label %b11, !dbg !411

b6:                                               ; preds = %b5
  %t35 = add nsw i32 %.2, 128, !dbg !411
  %t36 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage2.shared.0, i32 %t35, !dbg !411
  %.7 = load i64, ptr addrspace(3) %t36, align 8, !dbg !411
  %t38 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage2.shared.1, i32 %t35, !dbg !411
  %.8 = load i8, ptr addrspace(3) %t38, align 1, !dbg !411
  %.9.not11 = icmp eq i8 %.8, 0, !dbg !411
  %t8.not = xor i1 %t4, true, !dbg !411
  %brmerge = or i1 %.9.not11, %t8.not, !dbg !411
  %t11.mux = select i1 %.9.not11, i64 %t11.lcssa, i64 %.7, !dbg !411
  %not..9.not11 = xor i1 %.9.not11, true, !dbg !411
  %t8.mux = select i1 %not..9.not11, i1 true, i1 %t4, !dbg !411
  br i1 %brmerge, label %b10, label %b8, !dbg !411

b8:                                               ; preds = %b6
  %t40 = add i64 %.7, %t11.lcssa, !dbg !412
  %t41 = shl i64 %t40, 3, !dbg !413
  %t42 = sub i64 %t11.lcssa, %.7, !dbg !414
  %t43 = lshr i64 %t42, 5, !dbg !415
  %t45 = tail call i64 @llvm.umin.i64(i64 %t11.lcssa, i64 %.7), !dbg !416
  %t47 = tail call i64 @llvm.umax.i64(i64 %t11.lcssa, i64 %.7), !dbg !417
  %.10 = xor i64 %.7, -1, !dbg !418
  %t48 = and i64 %t47, %.10, !dbg !418
  %t44 = xor i64 %t43, %t45, !dbg !419
  %t46 = xor i64 %t44, %t41, !dbg !420
  %t49 = xor i64 %t46, %t48, !dbg !421
  %t50 = sub i64 0, %t11.lcssa, !dbg !422
  %t51 = or i64 %t49, %t50, !dbg !423
  %t54 = lshr i64 %t11.lcssa, 40, !dbg !424
  %t53 = xor i64 %t54, %.10, !dbg !425
  %t55 = xor i64 %t53, %t51, !dbg !426
  br label %b10, !dbg !411

b10:                                              ; preds = %b6, %b8
  %t57 = phi i64 [ %t11.mux, %b6 ], [ %t55, %b8 ]
  %t58 = phi i1 [ %t8.mux, %b6 ], [ true, %b8 ]
  store i64 %t57, ptr addrspace(3) %t32, align 8, !dbg !411
  %.11 = zext i1 %t58 to i8, !dbg !411
  store i8 %.11, ptr addrspace(3) %t33, align 1, !dbg !411
  br label %b11, !dbg !411

b11:                                              ; preds = %b10, %b5
  %t59 = phi i64 [ %t57, %b10 ], [ %t11.lcssa, %b5 ]
  %t60 = phi i1 [ %t58, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !411
  tail call void @llvm.amdgcn.s.barrier(), !dbg !411
  fence syncscope("workgroup") acquire, !dbg !411
  %t61 = icmp slt i32 %.2, 64, !dbg !411
  br i1 %t61, label %b12, label %b17, !dbg !411

b12:                                              ; preds = %b11
  %t62 = add nsw i32 %.2, 64, !dbg !411
  %t63 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage2.shared.0, i32 %t62, !dbg !411
  %.12 = load i64, ptr addrspace(3) %t63, align 8, !dbg !411
  %t65 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage2.shared.1, i32 %t62, !dbg !411
  %.13 = load i8, ptr addrspace(3) %t65, align 1, !dbg !411
  %.14.not10 = icmp eq i8 %.13, 0, !dbg !411
  %t60.not = xor i1 %t60, true, !dbg !411
  %brmerge1 = select i1 %.14.not10, i1 true, i1 %t60.not, !dbg !411
  %t59.mux = select i1 %.14.not10, i64 %t59, i64 %.12, !dbg !411
  %not..14.not10 = xor i1 %.14.not10, true, !dbg !411
  %t60.mux = select i1 %not..14.not10, i1 true, i1 %t60, !dbg !411
  br i1 %brmerge1, label %b16, label %b14, !dbg !411

b14:                                              ; preds = %b12
  %t67 = add i64 %.12, %t59, !dbg !412
  %t68 = shl i64 %t67, 3, !dbg !413
  %t69 = sub i64 %t59, %.12, !dbg !414
  %t70 = lshr i64 %t69, 5, !dbg !415
  %t72 = tail call i64 @llvm.umin.i64(i64 %t59, i64 %.12), !dbg !416
  %t74 = tail call i64 @llvm.umax.i64(i64 %t59, i64 %.12), !dbg !417
  %.15 = xor i64 %.12, -1, !dbg !418
  %t75 = and i64 %t74, %.15, !dbg !418
  %t71 = xor i64 %t70, %t72, !dbg !419
  %t73 = xor i64 %t71, %t68, !dbg !420
  %t76 = xor i64 %t73, %t75, !dbg !421
  %t77 = sub i64 0, %t59, !dbg !422
  %t78 = or i64 %t76, %t77, !dbg !423
  %t81 = lshr i64 %t59, 40, !dbg !424
  %t80 = xor i64 %t81, %.15, !dbg !425
  %t82 = xor i64 %t80, %t78, !dbg !426
  br label %b16, !dbg !411

b16:                                              ; preds = %b12, %b14
  %t84 = phi i64 [ %t59.mux, %b12 ], [ %t82, %b14 ]
  %t85 = phi i1 [ %t60.mux, %b12 ], [ true, %b14 ]
  store i64 %t84, ptr addrspace(3) %t32, align 8, !dbg !411
  %.16 = zext i1 %t85 to i8, !dbg !411
  store i8 %.16, ptr addrspace(3) %t33, align 1, !dbg !411
  br label %b17, !dbg !411

b17:                                              ; preds = %b16, %b11
  %t86 = phi i64 [ %t84, %b16 ], [ %t59, %b11 ]
  %t87 = phi i1 [ %t85, %b16 ], [ %t60, %b11 ]
  fence syncscope("workgroup") release, !dbg !411
  tail call void @llvm.amdgcn.s.barrier(), !dbg !411
  fence syncscope("workgroup") acquire, !dbg !411
  %t88 = icmp slt i32 %.2, 32, !dbg !411
  br i1 %t88, label %b18, label %b23, !dbg !411

b18:                                              ; preds = %b17
  %t89 = add nsw i32 %.2, 32, !dbg !411
  %t90 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage2.shared.0, i32 %t89, !dbg !411
  %.17 = load i64, ptr addrspace(3) %t90, align 8, !dbg !411
  %t92 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage2.shared.1, i32 %t89, !dbg !411
  %.18 = load i8, ptr addrspace(3) %t92, align 1, !dbg !411
  %.19.not9 = icmp eq i8 %.18, 0, !dbg !411
  %t87.not = xor i1 %t87, true, !dbg !411
  %brmerge2 = select i1 %.19.not9, i1 true, i1 %t87.not, !dbg !411
  %t86.mux = select i1 %.19.not9, i64 %t86, i64 %.17, !dbg !411
  %not..19.not9 = xor i1 %.19.not9, true, !dbg !411
  %t87.mux = select i1 %not..19.not9, i1 true, i1 %t87, !dbg !411
  br i1 %brmerge2, label %b23, label %b20, !dbg !411

b20:                                              ; preds = %b18
  %t94 = add i64 %.17, %t86, !dbg !412
  %t95 = shl i64 %t94, 3, !dbg !413
  %t96 = sub i64 %t86, %.17, !dbg !414
  %t97 = lshr i64 %t96, 5, !dbg !415
  %t99 = tail call i64 @llvm.umin.i64(i64 %t86, i64 %.17), !dbg !416
  %t101 = tail call i64 @llvm.umax.i64(i64 %t86, i64 %.17), !dbg !417
  %.20 = xor i64 %.17, -1, !dbg !418
  %t102 = and i64 %t101, %.20, !dbg !418
  %t98 = xor i64 %t97, %t99, !dbg !419
  %t100 = xor i64 %t98, %t95, !dbg !420
  %t103 = xor i64 %t100, %t102, !dbg !421
  %t104 = sub i64 0, %t86, !dbg !422
  %t105 = or i64 %t103, %t104, !dbg !423
  %t108 = lshr i64 %t86, 40, !dbg !424
  %t107 = xor i64 %t108, %.20, !dbg !425
  %t109 = xor i64 %t107, %t105, !dbg !426
  br label %b23, !dbg !411

b23:                                              ; preds = %b18, %b20, %b17
  %t113 = phi i64 [ %t86, %b17 ], [ %t86.mux, %b18 ], [ %t109, %b20 ]
  %t114 = phi i1 [ %t87, %b17 ], [ %t87.mux, %b18 ], [ true, %b20 ]
  br i1 %t88, label %b24, label %b45, !dbg !411

b24:                                              ; preds = %b23
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !411
  %.23 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.22), !dbg !411
  %.24 = zext i32 %.23 to i64, !dbg !411
  %.25 = add nuw nsw i64 %.24, 16, !dbg !411
  %.26 = icmp ult i32 %.23, 48, !dbg !411
  %.27 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !411
  %.28 = and i64 %.25, 63, !dbg !411
  %0 = shl nuw i64 1, %.28, !dbg !411
  %1 = and i64 %0, %.27, !dbg !411
  %.30 = icmp ne i64 %1, 0, !dbg !411
  %.31 = and i1 %.26, %.30, !dbg !411
  %.32 = trunc i64 %.25 to i32, !dbg !411
  %.33 = shl i32 %.32, 2, !dbg !411
  %.34 = trunc i64 %t113 to i32, !dbg !411
  %.35 = lshr i64 %t113, 32, !dbg !411
  %.36 = trunc i64 %.35 to i32, !dbg !411
  %.37 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.34), !dbg !411
  %.38 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.36), !dbg !411
  %.39 = zext i32 %.37 to i64, !dbg !411
  %.40 = zext i32 %.38 to i64, !dbg !411
  %.41 = shl nuw i64 %.40, 32, !dbg !411
  %.42 = or i64 %.41, %.39, !dbg !411
  %t115 = select i1 %.31, i64 %.42, i64 %t113, !dbg !411
  %.56 = zext i1 %t114 to i32, !dbg !411
  %.57 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.56), !dbg !411
  %2 = and i32 %.57, 1, !dbg !411
  %.58 = icmp ne i32 %2, 0, !dbg !411
  %t116 = select i1 %.31, i1 %.58, i1 %t114, !dbg !411
  %t117 = icmp slt i32 %.2, 16, !dbg !411
  %t118 = and i1 %t117, %t116, !dbg !411
  %3 = select i1 %t118, i1 %t114, i1 false, !dbg !411
  %t113.mux = select i1 %t118, i64 %t115, i64 %t113, !dbg !411
  %t114.mux = select i1 %t118, i1 true, i1 %t114, !dbg !411
  br i1 %3, label %b26, label %b28, !dbg !411

b26:                                              ; preds = %b24
  %t119 = add i64 %t115, %t113, !dbg !412
  %t120 = shl i64 %t119, 3, !dbg !413
  %t121 = sub i64 %t113, %t115, !dbg !414
  %t122 = lshr i64 %t121, 5, !dbg !415
  %t124 = tail call i64 @llvm.umin.i64(i64 %t113, i64 %t115), !dbg !416
  %t126 = tail call i64 @llvm.umax.i64(i64 %t113, i64 %t115), !dbg !417
  %.59 = xor i64 %t115, -1, !dbg !418
  %t127 = and i64 %t126, %.59, !dbg !418
  %t123 = xor i64 %t122, %t124, !dbg !419
  %t125 = xor i64 %t123, %t120, !dbg !420
  %t128 = xor i64 %t125, %t127, !dbg !421
  %t129 = sub i64 0, %t113, !dbg !422
  %t130 = or i64 %t128, %t129, !dbg !423
  %t133 = lshr i64 %t113, 40, !dbg !424
  %t132 = xor i64 %t133, %.59, !dbg !425
  %t134 = xor i64 %t132, %t130, !dbg !426
  br label %b28, !dbg !411

b28:                                              ; preds = %b24, %b26
  %t136 = phi i64 [ %t113.mux, %b24 ], [ %t134, %b26 ]
  %t137 = phi i1 [ %t114.mux, %b24 ], [ true, %b26 ]
  %.64 = add nuw nsw i64 %.24, 8, !dbg !411
  %.65 = icmp ult i32 %.23, 56, !dbg !411
  %.67 = and i64 %.64, 63, !dbg !411
  %4 = shl nuw i64 1, %.67, !dbg !411
  %5 = and i64 %4, %.27, !dbg !411
  %.69 = icmp ne i64 %5, 0, !dbg !411
  %.70 = and i1 %.65, %.69, !dbg !411
  %.71 = trunc i64 %.64 to i32, !dbg !411
  %.72 = shl i32 %.71, 2, !dbg !411
  %.73 = trunc i64 %t136 to i32, !dbg !411
  %.74 = lshr i64 %t136, 32, !dbg !411
  %.75 = trunc i64 %.74 to i32, !dbg !411
  %.76 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.72, i32 %.73), !dbg !411
  %.77 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.72, i32 %.75), !dbg !411
  %.78 = zext i32 %.76 to i64, !dbg !411
  %.79 = zext i32 %.77 to i64, !dbg !411
  %.80 = shl nuw i64 %.79, 32, !dbg !411
  %.81 = or i64 %.80, %.78, !dbg !411
  %t138 = select i1 %.70, i64 %.81, i64 %t136, !dbg !411
  %.95 = zext i1 %t137 to i32, !dbg !411
  %.96 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.72, i32 %.95), !dbg !411
  %6 = and i32 %.96, 1, !dbg !411
  %.97 = icmp ne i32 %6, 0, !dbg !411
  %t139 = select i1 %.70, i1 %.97, i1 %t137, !dbg !411
  %t140 = icmp slt i32 %.2, 24, !dbg !411
  %t141 = and i1 %t140, %t139, !dbg !411
  %7 = select i1 %t141, i1 %t137, i1 false, !dbg !411
  %t136.mux = select i1 %t141, i64 %t138, i64 %t136, !dbg !411
  %t137.mux = select i1 %t141, i1 true, i1 %t137, !dbg !411
  br i1 %7, label %b30, label %b32, !dbg !411

b30:                                              ; preds = %b28
  %t142 = add i64 %t138, %t136, !dbg !412
  %t143 = shl i64 %t142, 3, !dbg !413
  %t144 = sub i64 %t136, %t138, !dbg !414
  %t145 = lshr i64 %t144, 5, !dbg !415
  %t147 = tail call i64 @llvm.umin.i64(i64 %t136, i64 %t138), !dbg !416
  %t149 = tail call i64 @llvm.umax.i64(i64 %t136, i64 %t138), !dbg !417
  %.98 = xor i64 %t138, -1, !dbg !418
  %t150 = and i64 %t149, %.98, !dbg !418
  %t146 = xor i64 %t145, %t147, !dbg !419
  %t148 = xor i64 %t146, %t143, !dbg !420
  %t151 = xor i64 %t148, %t150, !dbg !421
  %t152 = sub i64 0, %t136, !dbg !422
  %t153 = or i64 %t151, %t152, !dbg !423
  %t156 = lshr i64 %t136, 40, !dbg !424
  %t155 = xor i64 %t156, %.98, !dbg !425
  %t157 = xor i64 %t155, %t153, !dbg !426
  br label %b32, !dbg !411

b32:                                              ; preds = %b28, %b30
  %t159 = phi i64 [ %t136.mux, %b28 ], [ %t157, %b30 ]
  %t160 = phi i1 [ %t137.mux, %b28 ], [ true, %b30 ]
  %.103 = add nuw nsw i64 %.24, 4, !dbg !411
  %.104 = icmp ult i32 %.23, 60, !dbg !411
  %.106 = and i64 %.103, 63, !dbg !411
  %8 = shl nuw i64 1, %.106, !dbg !411
  %9 = and i64 %8, %.27, !dbg !411
  %.108 = icmp ne i64 %9, 0, !dbg !411
  %.109 = and i1 %.104, %.108, !dbg !411
  %.110 = trunc i64 %.103 to i32, !dbg !411
  %.111 = shl i32 %.110, 2, !dbg !411
  %.112 = trunc i64 %t159 to i32, !dbg !411
  %.113 = lshr i64 %t159, 32, !dbg !411
  %.114 = trunc i64 %.113 to i32, !dbg !411
  %.115 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.112), !dbg !411
  %.116 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.114), !dbg !411
  %.117 = zext i32 %.115 to i64, !dbg !411
  %.118 = zext i32 %.116 to i64, !dbg !411
  %.119 = shl nuw i64 %.118, 32, !dbg !411
  %.120 = or i64 %.119, %.117, !dbg !411
  %t161 = select i1 %.109, i64 %.120, i64 %t159, !dbg !411
  %.134 = zext i1 %t160 to i32, !dbg !411
  %.135 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.111, i32 %.134), !dbg !411
  %10 = and i32 %.135, 1, !dbg !411
  %.136 = icmp ne i32 %10, 0, !dbg !411
  %t162 = select i1 %.109, i1 %.136, i1 %t160, !dbg !411
  %t163 = icmp slt i32 %.2, 28, !dbg !411
  %t164 = and i1 %t163, %t162, !dbg !411
  %11 = select i1 %t164, i1 %t160, i1 false, !dbg !411
  %t159.mux = select i1 %t164, i64 %t161, i64 %t159, !dbg !411
  %t160.mux = select i1 %t164, i1 true, i1 %t160, !dbg !411
  br i1 %11, label %b34, label %b36, !dbg !411

b34:                                              ; preds = %b32
  %t165 = add i64 %t161, %t159, !dbg !412
  %t166 = shl i64 %t165, 3, !dbg !413
  %t167 = sub i64 %t159, %t161, !dbg !414
  %t168 = lshr i64 %t167, 5, !dbg !415
  %t170 = tail call i64 @llvm.umin.i64(i64 %t159, i64 %t161), !dbg !416
  %t172 = tail call i64 @llvm.umax.i64(i64 %t159, i64 %t161), !dbg !417
  %.137 = xor i64 %t161, -1, !dbg !418
  %t173 = and i64 %t172, %.137, !dbg !418
  %t169 = xor i64 %t168, %t170, !dbg !419
  %t171 = xor i64 %t169, %t166, !dbg !420
  %t174 = xor i64 %t171, %t173, !dbg !421
  %t175 = sub i64 0, %t159, !dbg !422
  %t176 = or i64 %t174, %t175, !dbg !423
  %t179 = lshr i64 %t159, 40, !dbg !424
  %t178 = xor i64 %t179, %.137, !dbg !425
  %t180 = xor i64 %t178, %t176, !dbg !426
  br label %b36, !dbg !411

b36:                                              ; preds = %b32, %b34
  %t182 = phi i64 [ %t159.mux, %b32 ], [ %t180, %b34 ]
  %t183 = phi i1 [ %t160.mux, %b32 ], [ true, %b34 ]
  %.142 = add nuw nsw i64 %.24, 2, !dbg !411
  %.143 = icmp ult i32 %.23, 62, !dbg !411
  %.145 = and i64 %.142, 63, !dbg !411
  %12 = shl nuw i64 1, %.145, !dbg !411
  %13 = and i64 %12, %.27, !dbg !411
  %.147 = icmp ne i64 %13, 0, !dbg !411
  %.148 = and i1 %.143, %.147, !dbg !411
  %.149 = trunc i64 %.142 to i32, !dbg !411
  %.150 = shl i32 %.149, 2, !dbg !411
  %.151 = trunc i64 %t182 to i32, !dbg !411
  %.152 = lshr i64 %t182, 32, !dbg !411
  %.153 = trunc i64 %.152 to i32, !dbg !411
  %.154 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.150, i32 %.151), !dbg !411
  %.155 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.150, i32 %.153), !dbg !411
  %.156 = zext i32 %.154 to i64, !dbg !411
  %.157 = zext i32 %.155 to i64, !dbg !411
  %.158 = shl nuw i64 %.157, 32, !dbg !411
  %.159 = or i64 %.158, %.156, !dbg !411
  %t184 = select i1 %.148, i64 %.159, i64 %t182, !dbg !411
  %.173 = zext i1 %t183 to i32, !dbg !411
  %.174 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.150, i32 %.173), !dbg !411
  %14 = and i32 %.174, 1, !dbg !411
  %.175 = icmp ne i32 %14, 0, !dbg !411
  %t185 = select i1 %.148, i1 %.175, i1 %t183, !dbg !411
  %t186 = icmp slt i32 %.2, 30, !dbg !411
  %t187 = and i1 %t186, %t185, !dbg !411
  %15 = select i1 %t187, i1 %t183, i1 false, !dbg !411
  %t182.mux = select i1 %t187, i64 %t184, i64 %t182, !dbg !411
  %t183.mux = select i1 %t187, i1 true, i1 %t183, !dbg !411
  br i1 %15, label %b38, label %b40, !dbg !411

b38:                                              ; preds = %b36
  %t188 = add i64 %t184, %t182, !dbg !412
  %t189 = shl i64 %t188, 3, !dbg !413
  %t190 = sub i64 %t182, %t184, !dbg !414
  %t191 = lshr i64 %t190, 5, !dbg !415
  %t193 = tail call i64 @llvm.umin.i64(i64 %t182, i64 %t184), !dbg !416
  %t195 = tail call i64 @llvm.umax.i64(i64 %t182, i64 %t184), !dbg !417
  %.176 = xor i64 %t184, -1, !dbg !418
  %t196 = and i64 %t195, %.176, !dbg !418
  %t192 = xor i64 %t191, %t193, !dbg !419
  %t194 = xor i64 %t192, %t189, !dbg !420
  %t197 = xor i64 %t194, %t196, !dbg !421
  %t198 = sub i64 0, %t182, !dbg !422
  %t199 = or i64 %t197, %t198, !dbg !423
  %t202 = lshr i64 %t182, 40, !dbg !424
  %t201 = xor i64 %t202, %.176, !dbg !425
  %t203 = xor i64 %t201, %t199, !dbg !426
  br label %b40, !dbg !411

b40:                                              ; preds = %b36, %b38
  %t205 = phi i64 [ %t182.mux, %b36 ], [ %t203, %b38 ]
  %t206 = phi i1 [ %t183.mux, %b36 ], [ true, %b38 ]
  %.181 = add nuw nsw i64 %.24, 1, !dbg !411
  %.182 = icmp ult i32 %.23, 63, !dbg !411
  %.184 = and i64 %.181, 63, !dbg !411
  %16 = shl nuw i64 1, %.184, !dbg !411
  %17 = and i64 %16, %.27, !dbg !411
  %.186 = icmp ne i64 %17, 0, !dbg !411
  %.187 = and i1 %.182, %.186, !dbg !411
  %.188 = trunc i64 %.181 to i32, !dbg !411
  %.189 = shl i32 %.188, 2, !dbg !411
  %.190 = trunc i64 %t205 to i32, !dbg !411
  %.191 = lshr i64 %t205, 32, !dbg !411
  %.192 = trunc i64 %.191 to i32, !dbg !411
  %.193 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.190), !dbg !411
  %.194 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.192), !dbg !411
  %.195 = zext i32 %.193 to i64, !dbg !411
  %.196 = zext i32 %.194 to i64, !dbg !411
  %.197 = shl nuw i64 %.196, 32, !dbg !411
  %.198 = or i64 %.197, %.195, !dbg !411
  %t207 = select i1 %.187, i64 %.198, i64 %t205, !dbg !411
  %.212 = zext i1 %t206 to i32, !dbg !411
  %.213 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.212), !dbg !411
  %18 = and i32 %.213, 1, !dbg !411
  %.214 = icmp ne i32 %18, 0, !dbg !411
  %t208 = select i1 %.187, i1 %.214, i1 %t206, !dbg !411
  %t209 = icmp slt i32 %.2, 31, !dbg !411
  %t210 = and i1 %t209, %t208, !dbg !411
  %19 = select i1 %t210, i1 %t206, i1 false, !dbg !411
  %t205.mux = select i1 %t210, i64 %t207, i64 %t205, !dbg !411
  %t206.mux = select i1 %t210, i1 true, i1 %t206, !dbg !411
  br i1 %19, label %b42, label %b45, !dbg !411

b42:                                              ; preds = %b40
  %t211 = add i64 %t207, %t205, !dbg !412
  %t212 = shl i64 %t211, 3, !dbg !413
  %t213 = sub i64 %t205, %t207, !dbg !414
  %t214 = lshr i64 %t213, 5, !dbg !415
  %t216 = tail call i64 @llvm.umin.i64(i64 %t205, i64 %t207), !dbg !416
  %t218 = tail call i64 @llvm.umax.i64(i64 %t205, i64 %t207), !dbg !417
  %.215 = xor i64 %t207, -1, !dbg !418
  %t219 = and i64 %t218, %.215, !dbg !418
  %t215 = xor i64 %t214, %t216, !dbg !419
  %t217 = xor i64 %t215, %t212, !dbg !420
  %t220 = xor i64 %t217, %t219, !dbg !421
  %t221 = sub i64 0, %t205, !dbg !422
  %t222 = or i64 %t220, %t221, !dbg !423
  %t225 = lshr i64 %t205, 40, !dbg !424
  %t224 = xor i64 %t225, %.215, !dbg !425
  %t226 = xor i64 %t224, %t222, !dbg !426
  br label %b45, !dbg !411

b45:                                              ; preds = %b40, %b42, %b23
  %t230 = phi i64 [ %t113, %b23 ], [ %t205.mux, %b40 ], [ %t226, %b42 ]
  %t231 = phi i1 [ %t114, %b23 ], [ %t206.mux, %b40 ], [ true, %b42 ]
  %t232 = icmp eq i32 %.2, 0, !dbg !411
  br i1 %t232, label %b46, label %b52, !dbg !411

b46:                                              ; preds = %b45
  %20 = select i1 %t231, i1 %.1, i1 false, !dbg !411
  %a3.mux = select i1 %t231, i64 %t230, i64 %a3, !dbg !411
  %.1.mux = select i1 %t231, i1 true, i1 %.1, !dbg !411
  br i1 %20, label %b48, label %b50, !dbg !411

b48:                                              ; preds = %b46
  %t233 = add i64 %t230, %a3, !dbg !412
  %t234 = shl i64 %t233, 3, !dbg !413
  %t235 = sub i64 %a3, %t230, !dbg !414
  %t236 = lshr i64 %t235, 5, !dbg !415
  %t238 = tail call i64 @llvm.umin.i64(i64 %a3, i64 %t230), !dbg !416
  %t240 = tail call i64 @llvm.umax.i64(i64 %a3, i64 %t230), !dbg !417
  %.216 = xor i64 %t230, -1, !dbg !418
  %t241 = and i64 %t240, %.216, !dbg !418
  %t237 = xor i64 %t236, %t238, !dbg !419
  %t239 = xor i64 %t237, %t234, !dbg !420
  %t242 = xor i64 %t239, %t241, !dbg !421
  %t243 = sub i64 0, %a3, !dbg !422
  %t244 = or i64 %t242, %t243, !dbg !423
  %t247 = lshr i64 %a3, 40, !dbg !424
  %t246 = xor i64 %t247, %.216, !dbg !425
  %t248 = xor i64 %t246, %t244, !dbg !426
  br label %b50, !dbg !411

b50:                                              ; preds = %b46, %b48
  %t250 = phi i64 [ %a3.mux, %b46 ], [ %t248, %b48 ]
  %t251 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t251, label %b51, label %b52, !dbg !411

b51:                                              ; preds = %b50
  store i64 %t250, ptr addrspace(1) %a2, align 8, !dbg !411
  br label %b52, !dbg !411

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !411
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i32 %a2, ptr addrspace(1) readonly %a3, i32 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !427 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !428
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !428
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !428
  %t3 = sext i32 %.1 to i64, !dbg !428
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !428
  %t5 = sext i32 %.2 to i64, !dbg !428
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !428
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !428
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !428, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !428
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !428
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !428, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !428
  %.15 = add i32 %.14, %.9, !dbg !428
  %.16 = udiv i32 %.15, %.6, !dbg !428
  %t9 = sext i32 %.16 to i64, !dbg !428
  %t10 = mul nsw i64 %t7, %t5, !dbg !428
  %t11 = add nsw i64 %t10, %t3, !dbg !428
  %t12 = mul nsw i64 %t9, %t7, !dbg !428
  %t142 = icmp slt i64 %t11, %a0, !dbg !428
  br i1 %t142, label %b2, label %b7, !dbg !428

b2:                                               ; preds = %entry, %b6
  %t133 = phi i64 [ %t25, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !428

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t133, !dbg !428
  %.17 = load i32, ptr addrspace(1) %t15, align 4, !dbg !428
  br label %b4, !dbg !428

b4:                                               ; preds = %b3, %b2
  %t17 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !428

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t133, !dbg !428
  %.18 = load i32, ptr addrspace(1) %t18, align 4, !dbg !428
  br label %b6, !dbg !428

b6:                                               ; preds = %b5, %b4
  %t20 = phi i32 [ %.18, %b5 ], [ %a4, %b4 ]
  %t221 = add i32 %t20, 7, !dbg !429
  %t23 = mul i32 %t221, %t17, !dbg !429
  %t24 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t133, !dbg !428
  store i32 %t23, ptr addrspace(1) %t24, align 4, !dbg !428
  %t25 = add i64 %t133, %t12, !dbg !428
  %t14 = icmp slt i64 %t25, %a0, !dbg !428
  br i1 %t14, label %b2, label %b7, !dbg !428

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !428
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i32 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !430 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !431
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !431
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !431
  %t3 = sext i32 %.1 to i64, !dbg !431
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !431
  %t5 = sext i32 %.2 to i64, !dbg !431
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !431
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !431
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !431, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !431
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !431
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !431, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !431
  %.15 = add i32 %.14, %.9, !dbg !431
  %.16 = udiv i32 %.15, %.6, !dbg !431
  %t9 = sext i32 %.16 to i64, !dbg !431
  %t10 = mul nsw i64 %t7, %t5, !dbg !431
  %t11 = add nsw i64 %t10, %t3, !dbg !431
  %t12 = mul nsw i64 %t9, %t7, !dbg !431
  %t13 = icmp sgt i64 %a1, 7, !dbg !431
  %t14 = icmp sgt i64 %a1, 6, !dbg !431
  %t15 = icmp sgt i64 %a1, 5, !dbg !431
  %t16 = icmp sgt i64 %a1, 4, !dbg !431
  %t17 = icmp sgt i64 %a1, 3, !dbg !431
  %t18 = icmp sgt i64 %a1, 2, !dbg !431
  %t19 = icmp sgt i64 %a1, 1, !dbg !431
  %t20 = icmp sgt i64 %a1, 0, !dbg !431
  %t222 = icmp slt i64 %t11, %a0, !dbg !431
  br i1 %t222, label %b2.lr.ph, label %b23, !dbg !431

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
  br label %b2, !dbg !431

b2:                                               ; preds = %b2.lr.ph, %b22
  %t213 = phi i64 [ %t11, %b2.lr.ph ], [ %t123, %b22 ]
  br i1 %t13, label %b3, label %b4, !dbg !431

b3:                                               ; preds = %b2
  %t213.frozen = freeze i64 %t213
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t213.frozen, %.20.frozen, !dbg !431
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t213.frozen, %14
  %.22 = select i1 %.17, i64 %t213, i64 %.21.decomposed, !dbg !431
  %.28 = sub i64 0, %t213, !dbg !431
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !431
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !431
  %t25 = mul i64 %.22, %a19, !dbg !431
  %t26 = mul i64 %.22, %a29, !dbg !431
  %t27 = mul i64 %.22, %a38, !dbg !431
  br label %b4, !dbg !431

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t213, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !431

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen, !dbg !431
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed, !dbg !431
  %.42 = sub i64 0, %t28, !dbg !431
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !431
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !431
  %t34 = mul i64 %.36, %a18, !dbg !431
  %t35 = add i64 %t34, %t29, !dbg !431
  %t36 = mul i64 %.36, %a28, !dbg !431
  %t37 = add i64 %t36, %t30, !dbg !431
  %t38 = mul i64 %.36, %a37, !dbg !431
  %t39 = add i64 %t38, %t31, !dbg !431
  br label %b6, !dbg !431

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !431

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen, !dbg !431
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed, !dbg !431
  %.56 = sub i64 0, %t40, !dbg !431
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !431
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !431
  %t46 = mul i64 %.50, %a17, !dbg !431
  %t47 = add i64 %t46, %t41, !dbg !431
  %t48 = mul i64 %.50, %a27, !dbg !431
  %t49 = add i64 %t48, %t42, !dbg !431
  %t50 = mul i64 %.50, %a36, !dbg !431
  %t51 = add i64 %t50, %t43, !dbg !431
  br label %b8, !dbg !431

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !431

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen, !dbg !431
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed, !dbg !431
  %.70 = sub i64 0, %t52, !dbg !431
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !431
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !431
  %t58 = mul i64 %.64, %a16, !dbg !431
  %t59 = add i64 %t58, %t53, !dbg !431
  %t60 = mul i64 %.64, %a26, !dbg !431
  %t61 = add i64 %t60, %t54, !dbg !431
  %t62 = mul i64 %.64, %a35, !dbg !431
  %t63 = add i64 %t62, %t55, !dbg !431
  br label %b10, !dbg !431

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !431

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen, !dbg !431
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed, !dbg !431
  %.84 = sub i64 0, %t64, !dbg !431
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !431
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !431
  %t70 = mul i64 %.78, %a15, !dbg !431
  %t71 = add i64 %t70, %t65, !dbg !431
  %t72 = mul i64 %.78, %a25, !dbg !431
  %t73 = add i64 %t72, %t66, !dbg !431
  %t74 = mul i64 %.78, %a34, !dbg !431
  %t75 = add i64 %t74, %t67, !dbg !431
  br label %b12, !dbg !431

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !431

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen, !dbg !431
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed, !dbg !431
  %.98 = sub i64 0, %t76, !dbg !431
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !431
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !431
  %t82 = mul i64 %.92, %a14, !dbg !431
  %t83 = add i64 %t82, %t77, !dbg !431
  %t84 = mul i64 %.92, %a24, !dbg !431
  %t85 = add i64 %t84, %t78, !dbg !431
  %t86 = mul i64 %.92, %a33, !dbg !431
  %t87 = add i64 %t86, %t79, !dbg !431
  br label %b14, !dbg !431

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !431

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen, !dbg !431
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed, !dbg !431
  %.112 = sub i64 0, %t88, !dbg !431
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !431
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !431
  %t94 = mul i64 %.106, %a13, !dbg !431
  %t95 = add i64 %t94, %t89, !dbg !431
  %t96 = mul i64 %.106, %a23, !dbg !431
  %t97 = add i64 %t96, %t90, !dbg !431
  %t98 = mul i64 %.106, %a32, !dbg !431
  %t99 = add i64 %t98, %t91, !dbg !431
  br label %b16, !dbg !431

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !431

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !431
  %t105 = add i64 %t101, %t104, !dbg !431
  %t106 = mul i64 %t100, %a22, !dbg !431
  %t107 = add i64 %t102, %t106, !dbg !431
  %t108 = mul i64 %t100, %a31, !dbg !431
  %t109 = add i64 %t103, %t108, !dbg !431
  br label %b18, !dbg !431

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !431

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t110, !dbg !431
  %.115 = load i32, ptr addrspace(1) %t113, align 4, !dbg !431
  br label %b20, !dbg !431

b20:                                              ; preds = %b19, %b18
  %t115 = phi i32 [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !431

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t111, !dbg !431
  %.116 = load i32, ptr addrspace(1) %t116, align 4, !dbg !431
  br label %b22, !dbg !431

b22:                                              ; preds = %b21, %b20
  %t118 = phi i32 [ %.116, %b21 ], [ %a21, %b20 ]
  %t1201 = add i32 %t118, 7, !dbg !432
  %t121 = mul i32 %t1201, %t115, !dbg !432
  %t122 = getelementptr inbounds i32, ptr addrspace(1) %a30, i64 %t112, !dbg !431
  store i32 %t121, ptr addrspace(1) %t122, align 4, !dbg !431
  %t123 = add i64 %t213, %t12, !dbg !431
  %t22 = icmp slt i64 %t123, %a0, !dbg !431
  br i1 %t22, label %b2, label %b23, !dbg !431

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !431
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !433 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !434
  %t3 = sext i32 %.1 to i64, !dbg !434
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !434
  %t5 = sext i32 %.2 to i64, !dbg !434
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !434
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !434
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !434, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !434
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !434, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !434
  %.10 = add i32 %.5, -1, !dbg !434
  %.11 = add i32 %.10, %.9, !dbg !434
  %.12 = udiv i32 %.11, %.9, !dbg !434
  %t7 = sext i32 %.12 to i64, !dbg !434
  %t8 = shl nsw i64 %t5, 8, !dbg !434
  %t9 = add nsw i64 %t8, %t3, !dbg !434
  %t10 = shl nsw i64 %t7, 8, !dbg !434
  %t11 = icmp slt i64 %t9, %a0, !dbg !434
  br i1 %t11, label %b1, label %b2, !dbg !434

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !434
  %t13 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t12, !dbg !434
  %.13 = load i32, ptr addrspace(1) %t13, align 4, !dbg !434, !amdgpu.noclobber !6
  br label %b2, !dbg !434

b2:                                               ; preds = %b1, %entry
  %t15 = phi i32 [ %.13, %b1 ], [ 0, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !434
  %t18 = shl nsw i64 %t7, 11, !dbg !434
  %t19 = mul nsw i64 %t7, 1792, !dbg !434
  %t20 = sub i64 %a0, %t19, !dbg !434
  %t26 = mul i64 %t17, %a2, !dbg !434
  %t28 = mul i64 %t18, %a2, !dbg !434
  %t29 = mul i64 %t10, %a2, !dbg !434
  %t6137 = icmp slt i64 %t17, %t20, !dbg !434
  br i1 %t6137, label %b4.preheader, label %b5, !dbg !434

b4.preheader:                                     ; preds = %b2
  %t47 = mul i64 %t19, %a2, !dbg !434
  %t48 = add i64 %t26, %t47, !dbg !434
  %t49 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t48, !dbg !434
  %t21 = mul i64 %t7, %a2, !dbg !434
  %t44 = mul i64 %t21, 1536, !dbg !434
  %t45 = add i64 %t26, %t44, !dbg !434
  %t46 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t45, !dbg !434
  %t41 = mul i64 %t21, 1280, !dbg !434
  %t42 = add i64 %t26, %t41, !dbg !434
  %t43 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t42, !dbg !434
  %t38 = shl i64 %t21, 10, !dbg !434
  %t39 = add i64 %t26, %t38, !dbg !434
  %t40 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t39, !dbg !434
  %t35 = mul i64 %t21, 768, !dbg !434
  %t36 = add i64 %t26, %t35, !dbg !434
  %t37 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t36, !dbg !434
  %t32 = shl i64 %t21, 9, !dbg !434
  %t33 = add i64 %t26, %t32, !dbg !434
  %t34 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t33, !dbg !434
  %t30 = add i64 %t26, %t29, !dbg !434
  %t31 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t30, !dbg !434
  %t27 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t26, !dbg !434
  br label %b4, !dbg !434

b4:                                               ; preds = %b4.preheader, %b4
  %t5947 = phi i32 [ %t93, %b4 ], [ %t15, %b4.preheader ]
  %t5846 = phi i64 [ %t94, %b4 ], [ %t17, %b4.preheader ]
  %t5745 = phi ptr addrspace(1) [ %t95, %b4 ], [ %t27, %b4.preheader ]
  %t5644 = phi ptr addrspace(1) [ %t96, %b4 ], [ %t31, %b4.preheader ]
  %t5543 = phi ptr addrspace(1) [ %t97, %b4 ], [ %t34, %b4.preheader ]
  %t5442 = phi ptr addrspace(1) [ %t98, %b4 ], [ %t37, %b4.preheader ]
  %t5341 = phi ptr addrspace(1) [ %t99, %b4 ], [ %t40, %b4.preheader ]
  %t5240 = phi ptr addrspace(1) [ %t100, %b4 ], [ %t43, %b4.preheader ]
  %t5139 = phi ptr addrspace(1) [ %t101, %b4 ], [ %t46, %b4.preheader ]
  %t5038 = phi ptr addrspace(1) [ %t102, %b4 ], [ %t49, %b4.preheader ]
  %.14 = load i32, ptr addrspace(1) %t5745, align 4, !dbg !434
  %.15 = load i32, ptr addrspace(1) %t5644, align 4, !dbg !434
  %.16 = load i32, ptr addrspace(1) %t5543, align 4, !dbg !434
  %.17 = load i32, ptr addrspace(1) %t5442, align 4, !dbg !434
  %.18 = load i32, ptr addrspace(1) %t5341, align 4, !dbg !434
  %.19 = load i32, ptr addrspace(1) %t5240, align 4, !dbg !434
  %.20 = load i32, ptr addrspace(1) %t5139, align 4, !dbg !434
  %.21 = load i32, ptr addrspace(1) %t5038, align 4, !dbg !434
  %t7120 = add i32 %.14, 7, !dbg !435
  %t72 = mul i32 %t7120, %t5947, !dbg !435
  %t7421 = add i32 %.15, 7, !dbg !435
  %t75 = mul i32 %t72, %t7421, !dbg !435
  %t7722 = add i32 %.16, 7, !dbg !435
  %t78 = mul i32 %t75, %t7722, !dbg !435
  %t8023 = add i32 %.17, 7, !dbg !435
  %t81 = mul i32 %t78, %t8023, !dbg !435
  %t8324 = add i32 %.18, 7, !dbg !435
  %t84 = mul i32 %t81, %t8324, !dbg !435
  %t8625 = add i32 %.19, 7, !dbg !435
  %t87 = mul i32 %t84, %t8625, !dbg !435
  %t8926 = add i32 %.20, 7, !dbg !435
  %t90 = mul i32 %t87, %t8926, !dbg !435
  %t9227 = add i32 %.21, 7, !dbg !435
  %t93 = mul i32 %t90, %t9227, !dbg !435
  %t94 = add i64 %t5846, %t18, !dbg !434
  %t95 = getelementptr inbounds i32, ptr addrspace(1) %t5745, i64 %t28, !dbg !434
  %t96 = getelementptr inbounds i32, ptr addrspace(1) %t5644, i64 %t28, !dbg !434
  %t97 = getelementptr inbounds i32, ptr addrspace(1) %t5543, i64 %t28, !dbg !434
  %t98 = getelementptr inbounds i32, ptr addrspace(1) %t5442, i64 %t28, !dbg !434
  %t99 = getelementptr inbounds i32, ptr addrspace(1) %t5341, i64 %t28, !dbg !434
  %t100 = getelementptr inbounds i32, ptr addrspace(1) %t5240, i64 %t28, !dbg !434
  %t101 = getelementptr inbounds i32, ptr addrspace(1) %t5139, i64 %t28, !dbg !434
  %t102 = getelementptr inbounds i32, ptr addrspace(1) %t5038, i64 %t28, !dbg !434
  %t61 = icmp slt i64 %t94, %t20, !dbg !434
  br i1 %t61, label %b4, label %b5.loopexit, !dbg !434

b5.loopexit:                                      ; preds = %b4
  %.pre = mul i64 %t94, %a2, !dbg !434
  br label %b5, !dbg !434

b5:                                               ; preds = %b5.loopexit, %b2
  %t103.pre-phi = phi i64 [ %.pre, %b5.loopexit ], [ %t26, %b2 ], !dbg !434
  %t58.lcssa = phi i64 [ %t94, %b5.loopexit ], [ %t17, %b2 ]
  %t59.lcssa = phi i32 [ %t93, %b5.loopexit ], [ %t15, %b2 ]
  %t10849 = icmp slt i64 %t58.lcssa, %a0, !dbg !434
  br i1 %t10849, label %b7.preheader, label %b8, !dbg !434

b7.preheader:                                     ; preds = %b5
  %t104 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t103.pre-phi, !dbg !434
  br label %b7, !dbg !434

b7:                                               ; preds = %b7.preheader, %b7
  %t10752 = phi i32 [ %t112, %b7 ], [ %t59.lcssa, %b7.preheader ]
  %t10651 = phi i64 [ %t113, %b7 ], [ %t58.lcssa, %b7.preheader ]
  %t10550 = phi ptr addrspace(1) [ %t114, %b7 ], [ %t104, %b7.preheader ]
  %.22 = load i32, ptr addrspace(1) %t10550, align 4, !dbg !434
  %t11119 = add i32 %.22, 7, !dbg !435
  %t112 = mul i32 %t11119, %t10752, !dbg !435
  %t113 = add i64 %t10651, %t10, !dbg !434
  %t114 = getelementptr inbounds i32, ptr addrspace(1) %t10550, i64 %t29, !dbg !434
  %t108 = icmp slt i64 %t113, %a0, !dbg !434
  br i1 %t108, label %b7, label %b8, !dbg !434

b8:                                               ; preds = %b7, %b5
  %t107.lcssa = phi i32 [ %t59.lcssa, %b5 ], [ %t112, %b7 ]
  %t115 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !434
  store i32 %t107.lcssa, ptr addrspace(3) %t115, align 4, !dbg !434
  %t116 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !434
  %.23 = zext i1 %t11 to i8, !dbg !434
  store i8 %.23, ptr addrspace(3) %t116, align 1, !dbg !434
  fence syncscope("workgroup") release, !dbg !434
  tail call void @llvm.amdgcn.s.barrier(), !dbg !434
  fence syncscope("workgroup") acquire, !dbg !434
  %t117 = icmp slt i32 %.1, 128, !dbg !434
  br i1 %t117, label %b9, label %b14, !dbg !434

b9:                                               ; preds = %b8
  %t118 = add nsw i32 %.1, 128, !dbg !434
  %t119 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage1.shared.0, i32 %t118, !dbg !434
  %.24 = load i32, ptr addrspace(3) %t119, align 4, !dbg !434
  %t121 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage1.shared.1, i32 %t118, !dbg !434
  %.25 = load i8, ptr addrspace(3) %t121, align 1, !dbg !434
  %.26.not17 = icmp eq i8 %.25, 0, !dbg !434
  %t16.not = xor i1 %t11, true, !dbg !434
  %brmerge = or i1 %.26.not17, %t16.not, !dbg !434
  %t107.mux = select i1 %.26.not17, i32 %t107.lcssa, i32 %.24, !dbg !434
  %t12418 = add i32 %.24, 7, !dbg !435
  %t125 = mul i32 %t12418, %t107.lcssa, !dbg !435
  %spec.select = select i1 %brmerge, i32 %t107.mux, i32 %t125, !dbg !434
  %0 = xor i1 %.26.not17, true, !dbg !434
  %spec.select28 = select i1 %0, i1 true, i1 %t11, !dbg !434
  store i32 %spec.select, ptr addrspace(3) %t115, align 4, !dbg !434
  %.27 = zext i1 %spec.select28 to i8, !dbg !434
  store i8 %.27, ptr addrspace(3) %t116, align 1, !dbg !434
  br label %b14, !dbg !434

b14:                                              ; preds = %b9, %b8
  %t129 = phi i32 [ %spec.select, %b9 ], [ %t107.lcssa, %b8 ]
  %t130 = phi i1 [ %spec.select28, %b9 ], [ %t11, %b8 ]
  fence syncscope("workgroup") release, !dbg !434
  tail call void @llvm.amdgcn.s.barrier(), !dbg !434
  fence syncscope("workgroup") acquire, !dbg !434
  %t131 = icmp slt i32 %.1, 64, !dbg !434
  br i1 %t131, label %b15, label %b20, !dbg !434

b15:                                              ; preds = %b14
  %t132 = add nsw i32 %.1, 64, !dbg !434
  %t133 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage1.shared.0, i32 %t132, !dbg !434
  %.28 = load i32, ptr addrspace(3) %t133, align 4, !dbg !434
  %t135 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage1.shared.1, i32 %t132, !dbg !434
  %.29 = load i8, ptr addrspace(3) %t135, align 1, !dbg !434
  %.30.not15 = icmp eq i8 %.29, 0, !dbg !434
  %t130.not = xor i1 %t130, true, !dbg !434
  %brmerge1 = select i1 %.30.not15, i1 true, i1 %t130.not, !dbg !434
  %t129.mux = select i1 %.30.not15, i32 %t129, i32 %.28, !dbg !434
  %t13816 = add i32 %.28, 7, !dbg !435
  %t139 = mul i32 %t13816, %t129, !dbg !435
  %spec.select29 = select i1 %brmerge1, i32 %t129.mux, i32 %t139, !dbg !434
  %1 = xor i1 %.30.not15, true, !dbg !434
  %spec.select30 = select i1 %1, i1 true, i1 %t130, !dbg !434
  store i32 %spec.select29, ptr addrspace(3) %t115, align 4, !dbg !434
  %.31 = zext i1 %spec.select30 to i8, !dbg !434
  store i8 %.31, ptr addrspace(3) %t116, align 1, !dbg !434
  br label %b20, !dbg !434

b20:                                              ; preds = %b15, %b14
  %t143 = phi i32 [ %spec.select29, %b15 ], [ %t129, %b14 ]
  %t144 = phi i1 [ %spec.select30, %b15 ], [ %t130, %b14 ]
  fence syncscope("workgroup") release, !dbg !434
  tail call void @llvm.amdgcn.s.barrier(), !dbg !434
  fence syncscope("workgroup") acquire, !dbg !434
  %t145 = icmp slt i32 %.1, 32, !dbg !434
  br i1 %t145, label %b21, label %b26, !dbg !434

b21:                                              ; preds = %b20
  %t146 = add nsw i32 %.1, 32, !dbg !434
  %t147 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage1.shared.0, i32 %t146, !dbg !434
  %.32 = load i32, ptr addrspace(3) %t147, align 4, !dbg !434
  %t149 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage1.shared.1, i32 %t146, !dbg !434
  %.33 = load i8, ptr addrspace(3) %t149, align 1, !dbg !434
  %.34.not13 = icmp eq i8 %.33, 0, !dbg !434
  %t144.not = xor i1 %t144, true, !dbg !434
  %brmerge2 = select i1 %.34.not13, i1 true, i1 %t144.not, !dbg !434
  %t143.mux = select i1 %.34.not13, i32 %t143, i32 %.32, !dbg !434
  %t15214 = add i32 %.32, 7, !dbg !435
  %t153 = mul i32 %t15214, %t143, !dbg !435
  %spec.select31 = select i1 %brmerge2, i32 %t143.mux, i32 %t153, !dbg !434
  %2 = xor i1 %.34.not13, true, !dbg !434
  %spec.select32 = select i1 %2, i1 true, i1 %t144, !dbg !434
  br label %b26, !dbg !434

b26:                                              ; preds = %b21, %b20
  %t157 = phi i32 [ %t143, %b20 ], [ %spec.select31, %b21 ]
  %t158 = phi i1 [ %t144, %b20 ], [ %spec.select32, %b21 ]
  br i1 %t145, label %b27, label %b48, !dbg !434

b27:                                              ; preds = %b26
  %.36 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !434
  %.37 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.36), !dbg !434
  %.38 = zext i32 %.37 to i64, !dbg !434
  %.39 = add nuw nsw i64 %.38, 16, !dbg !434
  %.40 = icmp ult i32 %.37, 48, !dbg !434
  %.41 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !434
  %.42 = and i64 %.39, 63, !dbg !434
  %3 = shl nuw i64 1, %.42, !dbg !434
  %4 = and i64 %3, %.41, !dbg !434
  %.44 = icmp ne i64 %4, 0, !dbg !434
  %.45 = and i1 %.40, %.44, !dbg !434
  %.46 = trunc i64 %.39 to i32, !dbg !434
  %.47 = shl i32 %.46, 2, !dbg !434
  %.48 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %t157), !dbg !434
  %t159 = select i1 %.45, i32 %.48, i32 %t157, !dbg !434
  %.62 = zext i1 %t158 to i32, !dbg !434
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.62), !dbg !434
  %5 = and i32 %.63, 1, !dbg !434
  %.64 = icmp ne i32 %5, 0, !dbg !434
  %t160 = select i1 %.45, i1 %.64, i1 %t158, !dbg !434
  %t161 = icmp slt i32 %.1, 16, !dbg !434
  %t162 = and i1 %t161, %t160, !dbg !434
  %6 = select i1 %t162, i1 %t158, i1 false, !dbg !434
  %t157.mux = select i1 %t162, i32 %t159, i32 %t157, !dbg !434
  %t1648 = add i32 %t159, 7, !dbg !435
  %t165 = mul i32 %t1648, %t157, !dbg !435
  %spec.select33 = select i1 %6, i32 %t165, i32 %t157.mux, !dbg !434
  %spec.select34 = select i1 %t162, i1 true, i1 %t158, !dbg !434
  %.69 = add nuw nsw i64 %.38, 8, !dbg !434
  %.70 = icmp ult i32 %.37, 56, !dbg !434
  %.72 = and i64 %.69, 63, !dbg !434
  %7 = shl nuw i64 1, %.72, !dbg !434
  %8 = and i64 %7, %.41, !dbg !434
  %.74 = icmp ne i64 %8, 0, !dbg !434
  %.75 = and i1 %.70, %.74, !dbg !434
  %.76 = trunc i64 %.69 to i32, !dbg !434
  %.77 = shl i32 %.76, 2, !dbg !434
  %.78 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %spec.select33), !dbg !434
  %t169 = select i1 %.75, i32 %.78, i32 %spec.select33, !dbg !434
  %.92 = zext i1 %spec.select34 to i32, !dbg !434
  %.93 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.92), !dbg !434
  %9 = and i32 %.93, 1, !dbg !434
  %.94 = icmp ne i32 %9, 0, !dbg !434
  %t170 = select i1 %.75, i1 %.94, i1 %spec.select34, !dbg !434
  %t171 = icmp slt i32 %.1, 24, !dbg !434
  %t172 = and i1 %t171, %t170, !dbg !434
  %10 = select i1 %t172, i1 %spec.select34, i1 false, !dbg !434
  %t167.mux = select i1 %t172, i32 %t169, i32 %spec.select33, !dbg !434
  %t1749 = add i32 %t169, 7, !dbg !435
  %t175 = mul i32 %t1749, %spec.select33, !dbg !435
  %t177 = select i1 %10, i32 %t175, i32 %t167.mux, !dbg !434
  %t178 = select i1 %t172, i1 true, i1 %spec.select34, !dbg !434
  %.99 = add nuw nsw i64 %.38, 4, !dbg !434
  %.100 = icmp ult i32 %.37, 60, !dbg !434
  %.102 = and i64 %.99, 63, !dbg !434
  %11 = shl nuw i64 1, %.102, !dbg !434
  %12 = and i64 %11, %.41, !dbg !434
  %.104 = icmp ne i64 %12, 0, !dbg !434
  %.105 = and i1 %.100, %.104, !dbg !434
  %.106 = trunc i64 %.99 to i32, !dbg !434
  %.107 = shl i32 %.106, 2, !dbg !434
  %.108 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.107, i32 %t177), !dbg !434
  %t179 = select i1 %.105, i32 %.108, i32 %t177, !dbg !434
  %.122 = zext i1 %t178 to i32, !dbg !434
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.107, i32 %.122), !dbg !434
  %13 = and i32 %.123, 1, !dbg !434
  %.124 = icmp ne i32 %13, 0, !dbg !434
  %t180 = select i1 %.105, i1 %.124, i1 %t178, !dbg !434
  %t181 = icmp slt i32 %.1, 28, !dbg !434
  %t182 = and i1 %t181, %t180, !dbg !434
  %14 = select i1 %t182, i1 %t178, i1 false, !dbg !434
  %t177.mux = select i1 %t182, i32 %t179, i32 %t177, !dbg !434
  %t18410 = add i32 %t179, 7, !dbg !435
  %t185 = mul i32 %t18410, %t177, !dbg !435
  %t187 = select i1 %14, i32 %t185, i32 %t177.mux, !dbg !434
  %t188 = select i1 %t182, i1 true, i1 %t178, !dbg !434
  %.129 = add nuw nsw i64 %.38, 2, !dbg !434
  %.130 = icmp ult i32 %.37, 62, !dbg !434
  %.132 = and i64 %.129, 63, !dbg !434
  %15 = shl nuw i64 1, %.132, !dbg !434
  %16 = and i64 %15, %.41, !dbg !434
  %.134 = icmp ne i64 %16, 0, !dbg !434
  %.135 = and i1 %.130, %.134, !dbg !434
  %.136 = trunc i64 %.129 to i32, !dbg !434
  %.137 = shl i32 %.136, 2, !dbg !434
  %.138 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.137, i32 %t187), !dbg !434
  %t189 = select i1 %.135, i32 %.138, i32 %t187, !dbg !434
  %.152 = zext i1 %t188 to i32, !dbg !434
  %.153 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.137, i32 %.152), !dbg !434
  %17 = and i32 %.153, 1, !dbg !434
  %.154 = icmp ne i32 %17, 0, !dbg !434
  %t190 = select i1 %.135, i1 %.154, i1 %t188, !dbg !434
  %t191 = icmp slt i32 %.1, 30, !dbg !434
  %t192 = and i1 %t191, %t190, !dbg !434
  %18 = select i1 %t192, i1 %t188, i1 false, !dbg !434
  %t187.mux = select i1 %t192, i32 %t189, i32 %t187, !dbg !434
  %t19411 = add i32 %t189, 7, !dbg !435
  %t195 = mul i32 %t19411, %t187, !dbg !435
  %t197 = select i1 %18, i32 %t195, i32 %t187.mux, !dbg !434
  %t198 = select i1 %t192, i1 true, i1 %t188, !dbg !434
  %.159 = add nuw nsw i64 %.38, 1, !dbg !434
  %.160 = icmp ult i32 %.37, 63, !dbg !434
  %.162 = and i64 %.159, 63, !dbg !434
  %19 = shl nuw i64 1, %.162, !dbg !434
  %20 = and i64 %19, %.41, !dbg !434
  %.164 = icmp ne i64 %20, 0, !dbg !434
  %.165 = and i1 %.160, %.164, !dbg !434
  %.166 = trunc i64 %.159 to i32, !dbg !434
  %.167 = shl i32 %.166, 2, !dbg !434
  %.168 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %t197), !dbg !434
  %t199 = select i1 %.165, i32 %.168, i32 %t197, !dbg !434
  %.182 = zext i1 %t198 to i32, !dbg !434
  %.183 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %.182), !dbg !434
  %21 = and i32 %.183, 1, !dbg !434
  %.184 = icmp ne i32 %21, 0, !dbg !434
  %t200 = select i1 %.165, i1 %.184, i1 %t198, !dbg !434
  %t201 = icmp ne i32 %.1, 31, !dbg !434
  %t202 = and i1 %t201, %t200, !dbg !434
  %22 = select i1 %t202, i1 %t198, i1 false, !dbg !434
  %t197.mux = select i1 %t202, i32 %t199, i32 %t197, !dbg !434
  %t20412 = add i32 %t199, 7, !dbg !435
  %t205 = mul i32 %t20412, %t197, !dbg !435
  %spec.select35 = select i1 %22, i32 %t205, i32 %t197.mux, !dbg !434
  %spec.select36 = select i1 %t202, i1 true, i1 %t198, !dbg !434
  br label %b48, !dbg !434

b48:                                              ; preds = %b27, %b26
  %t209 = phi i32 [ %t157, %b26 ], [ %spec.select35, %b27 ]
  %t210 = phi i1 [ %t158, %b26 ], [ %spec.select36, %b27 ]
  %t211 = icmp eq i32 %.1, 0, !dbg !434
  %t212 = and i1 %t211, %t210, !dbg !434
  br i1 %t212, label %b49, label %b50, !dbg !434

b49:                                              ; preds = %b48
  %t213 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t5, !dbg !434
  store i32 %t209, ptr addrspace(1) %t213, align 4, !dbg !434
  br label %b50, !dbg !434

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !434
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i32 %a3, i8 %a4) local_unnamed_addr #1 !dbg !436 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !437
  %t3 = sext i32 %.2 to i64, !dbg !437
  %t4 = icmp slt i64 %t3, %a0, !dbg !437
  br i1 %t4, label %b1, label %b2, !dbg !437

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t3, !dbg !437
  %.3 = load i32, ptr addrspace(1) %t5, align 4, !dbg !437, !amdgpu.noclobber !6
  br label %b2, !dbg !437

b2:                                               ; preds = %b1, %entry
  %t7 = phi i32 [ %.3, %b1 ], [ 0, %entry ]
  %t1033 = add nsw i64 %t3, 256, !dbg !437
  %t1234 = icmp slt i64 %t1033, %a0, !dbg !437
  br i1 %t1234, label %b4, label %b5, !dbg !437

b4:                                               ; preds = %b2, %b4
  %t1036 = phi i64 [ %t10, %b4 ], [ %t1033, %b2 ]
  %t1135 = phi i32 [ %t17, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t1036, !dbg !437
  %.4 = load i32, ptr addrspace(1) %t13, align 4, !dbg !437, !amdgpu.noclobber !6
  %t1621 = add i32 %.4, 7, !dbg !438
  %t17 = mul i32 %t1621, %t1135, !dbg !438
  %t10 = add i64 %t1036, 256, !dbg !437
  %t12 = icmp slt i64 %t10, %a0, !dbg !437
  br i1 %t12, label %b4, label %b5, !dbg !437

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi i32 [ %t7, %b2 ], [ %t17, %b4 ]
  %t19 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !437
  store i32 %t11.lcssa, ptr addrspace(3) %t19, align 4, !dbg !437
  %t20 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !437
  %.5 = zext i1 %t4 to i8, !dbg !437
  store i8 %.5, ptr addrspace(3) %t20, align 1, !dbg !437
  fence syncscope("workgroup") release, !dbg !437
  tail call void @llvm.amdgcn.s.barrier(), !dbg !437
  fence syncscope("workgroup") acquire, !dbg !437
  %t21 = icmp slt i32 %.2, 128, !dbg !437
  br i1 %t21, label %b6, label %b11, !dbg !437

b6:                                               ; preds = %b5
  %t22 = add nsw i32 %.2, 128, !dbg !437
  %t23 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage2.shared.0, i32 %t22, !dbg !437
  %.6 = load i32, ptr addrspace(3) %t23, align 4, !dbg !437
  %t25 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage2.shared.1, i32 %t22, !dbg !437
  %.7 = load i8, ptr addrspace(3) %t25, align 1, !dbg !437
  %.8.not19 = icmp eq i8 %.7, 0, !dbg !437
  %t8.not = xor i1 %t4, true, !dbg !437
  %brmerge = or i1 %.8.not19, %t8.not, !dbg !437
  %t11.mux = select i1 %.8.not19, i32 %t11.lcssa, i32 %.6, !dbg !437
  %t2820 = add i32 %.6, 7, !dbg !438
  %t29 = mul i32 %t2820, %t11.lcssa, !dbg !438
  %spec.select = select i1 %brmerge, i32 %t11.mux, i32 %t29, !dbg !437
  %0 = xor i1 %.8.not19, true, !dbg !437
  %spec.select22 = select i1 %0, i1 true, i1 %t4, !dbg !437
  store i32 %spec.select, ptr addrspace(3) %t19, align 4, !dbg !437
  %.9 = zext i1 %spec.select22 to i8, !dbg !437
  store i8 %.9, ptr addrspace(3) %t20, align 1, !dbg !437
  br label %b11, !dbg !437

b11:                                              ; preds = %b6, %b5
  %t33 = phi i32 [ %spec.select, %b6 ], [ %t11.lcssa, %b5 ]
  %t34 = phi i1 [ %spec.select22, %b6 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !437
  tail call void @llvm.amdgcn.s.barrier(), !dbg !437
  fence syncscope("workgroup") acquire, !dbg !437
  %t35 = icmp slt i32 %.2, 64, !dbg !437
  br i1 %t35, label %b12, label %b17, !dbg !437

b12:                                              ; preds = %b11
  %t36 = add nsw i32 %.2, 64, !dbg !437
  %t37 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage2.shared.0, i32 %t36, !dbg !437
  %.10 = load i32, ptr addrspace(3) %t37, align 4, !dbg !437
  %t39 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage2.shared.1, i32 %t36, !dbg !437
  %.11 = load i8, ptr addrspace(3) %t39, align 1, !dbg !437
  %.12.not17 = icmp eq i8 %.11, 0, !dbg !437
  %t34.not = xor i1 %t34, true, !dbg !437
  %brmerge1 = select i1 %.12.not17, i1 true, i1 %t34.not, !dbg !437
  %t33.mux = select i1 %.12.not17, i32 %t33, i32 %.10, !dbg !437
  %t4218 = add i32 %.10, 7, !dbg !438
  %t43 = mul i32 %t4218, %t33, !dbg !438
  %spec.select23 = select i1 %brmerge1, i32 %t33.mux, i32 %t43, !dbg !437
  %1 = xor i1 %.12.not17, true, !dbg !437
  %spec.select24 = select i1 %1, i1 true, i1 %t34, !dbg !437
  store i32 %spec.select23, ptr addrspace(3) %t19, align 4, !dbg !437
  %.13 = zext i1 %spec.select24 to i8, !dbg !437
  store i8 %.13, ptr addrspace(3) %t20, align 1, !dbg !437
  br label %b17, !dbg !437

b17:                                              ; preds = %b12, %b11
  %t47 = phi i32 [ %spec.select23, %b12 ], [ %t33, %b11 ]
  %t48 = phi i1 [ %spec.select24, %b12 ], [ %t34, %b11 ]
  fence syncscope("workgroup") release, !dbg !437
  tail call void @llvm.amdgcn.s.barrier(), !dbg !437
  fence syncscope("workgroup") acquire, !dbg !437
  %t49 = icmp slt i32 %.2, 32, !dbg !437
  br i1 %t49, label %b18, label %b23, !dbg !437

b18:                                              ; preds = %b17
  %t50 = add nsw i32 %.2, 32, !dbg !437
  %t51 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage2.shared.0, i32 %t50, !dbg !437
  %.14 = load i32, ptr addrspace(3) %t51, align 4, !dbg !437
  %t53 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage2.shared.1, i32 %t50, !dbg !437
  %.15 = load i8, ptr addrspace(3) %t53, align 1, !dbg !437
  %.16.not15 = icmp eq i8 %.15, 0, !dbg !437
  %t48.not = xor i1 %t48, true, !dbg !437
  %brmerge2 = select i1 %.16.not15, i1 true, i1 %t48.not, !dbg !437
  %t47.mux = select i1 %.16.not15, i32 %t47, i32 %.14, !dbg !437
  %t5616 = add i32 %.14, 7, !dbg !438
  %t57 = mul i32 %t5616, %t47, !dbg !438
  %spec.select25 = select i1 %brmerge2, i32 %t47.mux, i32 %t57, !dbg !437
  %2 = xor i1 %.16.not15, true, !dbg !437
  %spec.select26 = select i1 %2, i1 true, i1 %t48, !dbg !437
  br label %b23, !dbg !437

b23:                                              ; preds = %b18, %b17
  %t61 = phi i32 [ %t47, %b17 ], [ %spec.select25, %b18 ]
  %t62 = phi i1 [ %t48, %b17 ], [ %spec.select26, %b18 ]
  br i1 %t49, label %b24, label %b45, !dbg !437

b24:                                              ; preds = %b23
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !437
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !437
  %.20 = zext i32 %.19 to i64, !dbg !437
  %.21 = add nuw nsw i64 %.20, 16, !dbg !437
  %.22 = icmp ult i32 %.19, 48, !dbg !437
  %.23 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !437
  %.24 = and i64 %.21, 63, !dbg !437
  %3 = shl nuw i64 1, %.24, !dbg !437
  %4 = and i64 %3, %.23, !dbg !437
  %.26 = icmp ne i64 %4, 0, !dbg !437
  %.27 = and i1 %.22, %.26, !dbg !437
  %.28 = trunc i64 %.21 to i32, !dbg !437
  %.29 = shl i32 %.28, 2, !dbg !437
  %.30 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %t61), !dbg !437
  %t63 = select i1 %.27, i32 %.30, i32 %t61, !dbg !437
  %.44 = zext i1 %t62 to i32, !dbg !437
  %.45 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.44), !dbg !437
  %5 = and i32 %.45, 1, !dbg !437
  %.46 = icmp ne i32 %5, 0, !dbg !437
  %t64 = select i1 %.27, i1 %.46, i1 %t62, !dbg !437
  %t65 = icmp slt i32 %.2, 16, !dbg !437
  %t66 = and i1 %t65, %t64, !dbg !437
  %6 = select i1 %t66, i1 %t62, i1 false, !dbg !437
  %t61.mux = select i1 %t66, i32 %t63, i32 %t61, !dbg !437
  %t6810 = add i32 %t63, 7, !dbg !438
  %t69 = mul i32 %t6810, %t61, !dbg !438
  %spec.select27 = select i1 %6, i32 %t69, i32 %t61.mux, !dbg !437
  %spec.select28 = select i1 %t66, i1 true, i1 %t62, !dbg !437
  %.51 = add nuw nsw i64 %.20, 8, !dbg !437
  %.52 = icmp ult i32 %.19, 56, !dbg !437
  %.54 = and i64 %.51, 63, !dbg !437
  %7 = shl nuw i64 1, %.54, !dbg !437
  %8 = and i64 %7, %.23, !dbg !437
  %.56 = icmp ne i64 %8, 0, !dbg !437
  %.57 = and i1 %.52, %.56, !dbg !437
  %.58 = trunc i64 %.51 to i32, !dbg !437
  %.59 = shl i32 %.58, 2, !dbg !437
  %.60 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.59, i32 %spec.select27), !dbg !437
  %t73 = select i1 %.57, i32 %.60, i32 %spec.select27, !dbg !437
  %.74 = zext i1 %spec.select28 to i32, !dbg !437
  %.75 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.59, i32 %.74), !dbg !437
  %9 = and i32 %.75, 1, !dbg !437
  %.76 = icmp ne i32 %9, 0, !dbg !437
  %t74 = select i1 %.57, i1 %.76, i1 %spec.select28, !dbg !437
  %t75 = icmp slt i32 %.2, 24, !dbg !437
  %t76 = and i1 %t75, %t74, !dbg !437
  %10 = select i1 %t76, i1 %spec.select28, i1 false, !dbg !437
  %t71.mux = select i1 %t76, i32 %t73, i32 %spec.select27, !dbg !437
  %t7811 = add i32 %t73, 7, !dbg !438
  %t79 = mul i32 %t7811, %spec.select27, !dbg !438
  %t81 = select i1 %10, i32 %t79, i32 %t71.mux, !dbg !437
  %t82 = select i1 %t76, i1 true, i1 %spec.select28, !dbg !437
  %.81 = add nuw nsw i64 %.20, 4, !dbg !437
  %.82 = icmp ult i32 %.19, 60, !dbg !437
  %.84 = and i64 %.81, 63, !dbg !437
  %11 = shl nuw i64 1, %.84, !dbg !437
  %12 = and i64 %11, %.23, !dbg !437
  %.86 = icmp ne i64 %12, 0, !dbg !437
  %.87 = and i1 %.82, %.86, !dbg !437
  %.88 = trunc i64 %.81 to i32, !dbg !437
  %.89 = shl i32 %.88, 2, !dbg !437
  %.90 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.89, i32 %t81), !dbg !437
  %t83 = select i1 %.87, i32 %.90, i32 %t81, !dbg !437
  %.104 = zext i1 %t82 to i32, !dbg !437
  %.105 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.89, i32 %.104), !dbg !437
  %13 = and i32 %.105, 1, !dbg !437
  %.106 = icmp ne i32 %13, 0, !dbg !437
  %t84 = select i1 %.87, i1 %.106, i1 %t82, !dbg !437
  %t85 = icmp slt i32 %.2, 28, !dbg !437
  %t86 = and i1 %t85, %t84, !dbg !437
  %14 = select i1 %t86, i1 %t82, i1 false, !dbg !437
  %t81.mux = select i1 %t86, i32 %t83, i32 %t81, !dbg !437
  %t8812 = add i32 %t83, 7, !dbg !438
  %t89 = mul i32 %t8812, %t81, !dbg !438
  %t91 = select i1 %14, i32 %t89, i32 %t81.mux, !dbg !437
  %t92 = select i1 %t86, i1 true, i1 %t82, !dbg !437
  %.111 = add nuw nsw i64 %.20, 2, !dbg !437
  %.112 = icmp ult i32 %.19, 62, !dbg !437
  %.114 = and i64 %.111, 63, !dbg !437
  %15 = shl nuw i64 1, %.114, !dbg !437
  %16 = and i64 %15, %.23, !dbg !437
  %.116 = icmp ne i64 %16, 0, !dbg !437
  %.117 = and i1 %.112, %.116, !dbg !437
  %.118 = trunc i64 %.111 to i32, !dbg !437
  %.119 = shl i32 %.118, 2, !dbg !437
  %.120 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.119, i32 %t91), !dbg !437
  %t93 = select i1 %.117, i32 %.120, i32 %t91, !dbg !437
  %.134 = zext i1 %t92 to i32, !dbg !437
  %.135 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.119, i32 %.134), !dbg !437
  %17 = and i32 %.135, 1, !dbg !437
  %.136 = icmp ne i32 %17, 0, !dbg !437
  %t94 = select i1 %.117, i1 %.136, i1 %t92, !dbg !437
  %t95 = icmp slt i32 %.2, 30, !dbg !437
  %t96 = and i1 %t95, %t94, !dbg !437
  %18 = select i1 %t96, i1 %t92, i1 false, !dbg !437
  %t91.mux = select i1 %t96, i32 %t93, i32 %t91, !dbg !437
  %t9813 = add i32 %t93, 7, !dbg !438
  %t99 = mul i32 %t9813, %t91, !dbg !438
  %t101 = select i1 %18, i32 %t99, i32 %t91.mux, !dbg !437
  %t102 = select i1 %t96, i1 true, i1 %t92, !dbg !437
  %.141 = add nuw nsw i64 %.20, 1, !dbg !437
  %.142 = icmp ult i32 %.19, 63, !dbg !437
  %.144 = and i64 %.141, 63, !dbg !437
  %19 = shl nuw i64 1, %.144, !dbg !437
  %20 = and i64 %19, %.23, !dbg !437
  %.146 = icmp ne i64 %20, 0, !dbg !437
  %.147 = and i1 %.142, %.146, !dbg !437
  %.148 = trunc i64 %.141 to i32, !dbg !437
  %.149 = shl i32 %.148, 2, !dbg !437
  %.150 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.149, i32 %t101), !dbg !437
  %t103 = select i1 %.147, i32 %.150, i32 %t101, !dbg !437
  %.164 = zext i1 %t102 to i32, !dbg !437
  %.165 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.149, i32 %.164), !dbg !437
  %21 = and i32 %.165, 1, !dbg !437
  %.166 = icmp ne i32 %21, 0, !dbg !437
  %t104 = select i1 %.147, i1 %.166, i1 %t102, !dbg !437
  %t105 = icmp ne i32 %.2, 31, !dbg !437
  %t106 = and i1 %t105, %t104, !dbg !437
  %22 = select i1 %t106, i1 %t102, i1 false, !dbg !437
  %t101.mux = select i1 %t106, i32 %t103, i32 %t101, !dbg !437
  %t10814 = add i32 %t103, 7, !dbg !438
  %t109 = mul i32 %t10814, %t101, !dbg !438
  %spec.select31 = select i1 %22, i32 %t109, i32 %t101.mux, !dbg !437
  %spec.select32 = select i1 %t106, i1 true, i1 %t102, !dbg !437
  br label %b45, !dbg !437

b45:                                              ; preds = %b24, %b23
  %t113 = phi i32 [ %t61, %b23 ], [ %spec.select31, %b24 ]
  %t114 = phi i1 [ %t62, %b23 ], [ %spec.select32, %b24 ]
  %t115 = icmp eq i32 %.2, 0, !dbg !437
  %spec.select30 = select i1 %t114, i1 true, i1 %.1, !dbg !437
  %or.cond = select i1 %t115, i1 %spec.select30, i1 false, !dbg !437
  br i1 %or.cond, label %b51, label %b52, !dbg !437

b51:                                              ; preds = %b45
  %23 = select i1 %t114, i1 %.1, i1 false, !dbg !437
  %t1169 = add i32 %t113, 7, !dbg !438
  %t118 = mul i32 %t1169, %a3, !dbg !438
  %a3.mux = select i1 %t114, i32 %t113, i32 %a3, !dbg !437
  %spec.select29 = select i1 %23, i32 %t118, i32 %a3.mux, !dbg !437
  store i32 %spec.select29, ptr addrspace(1) %a2, align 4, !dbg !437
  br label %b52, !dbg !437

b52:                                              ; preds = %b51, %b45
  ret void, !dbg !437
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i32 %a2, ptr addrspace(1) readonly %a3, i32 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !439 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !440
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !440
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !440
  %t3 = sext i32 %.1 to i64, !dbg !440
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !440
  %t5 = sext i32 %.2 to i64, !dbg !440
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !440
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !440
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !440, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !440
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !440
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !440, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !440
  %.15 = add i32 %.14, %.9, !dbg !440
  %.16 = udiv i32 %.15, %.6, !dbg !440
  %t9 = sext i32 %.16 to i64, !dbg !440
  %t10 = mul nsw i64 %t7, %t5, !dbg !440
  %t11 = add nsw i64 %t10, %t3, !dbg !440
  %t12 = mul nsw i64 %t9, %t7, !dbg !440
  %t142 = icmp slt i64 %t11, %a0, !dbg !440
  br i1 %t142, label %b2, label %b7, !dbg !440

b2:                                               ; preds = %entry, %b6
  %t133 = phi i64 [ %t25, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !440

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t133, !dbg !440
  %.17 = load i32, ptr addrspace(1) %t15, align 4, !dbg !440
  br label %b4, !dbg !440

b4:                                               ; preds = %b3, %b2
  %t17 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !440

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t133, !dbg !440
  %.18 = load i32, ptr addrspace(1) %t18, align 4, !dbg !440
  br label %b6, !dbg !440

b6:                                               ; preds = %b5, %b4
  %t20 = phi i32 [ %.18, %b5 ], [ %a4, %b4 ]
  %t221 = add i32 %t20, 7, !dbg !441
  %t23 = mul i32 %t221, %t17, !dbg !441
  %t24 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t133, !dbg !440
  store i32 %t23, ptr addrspace(1) %t24, align 4, !dbg !440
  %t25 = add i64 %t133, %t12, !dbg !440
  %t14 = icmp slt i64 %t25, %a0, !dbg !440
  br i1 %t14, label %b2, label %b7, !dbg !440

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !440
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i32 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !442 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !443
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !443
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !443
  %t3 = sext i32 %.1 to i64, !dbg !443
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !443
  %t5 = sext i32 %.2 to i64, !dbg !443
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !443
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !443
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !443, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !443
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !443
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !443, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !443
  %.15 = add i32 %.14, %.9, !dbg !443
  %.16 = udiv i32 %.15, %.6, !dbg !443
  %t9 = sext i32 %.16 to i64, !dbg !443
  %t10 = mul nsw i64 %t7, %t5, !dbg !443
  %t11 = add nsw i64 %t10, %t3, !dbg !443
  %t12 = mul nsw i64 %t9, %t7, !dbg !443
  %t13 = icmp sgt i64 %a1, 7, !dbg !443
  %t14 = icmp sgt i64 %a1, 6, !dbg !443
  %t15 = icmp sgt i64 %a1, 5, !dbg !443
  %t16 = icmp sgt i64 %a1, 4, !dbg !443
  %t17 = icmp sgt i64 %a1, 3, !dbg !443
  %t18 = icmp sgt i64 %a1, 2, !dbg !443
  %t19 = icmp sgt i64 %a1, 1, !dbg !443
  %t20 = icmp sgt i64 %a1, 0, !dbg !443
  %t222 = icmp slt i64 %t11, %a0, !dbg !443
  br i1 %t222, label %b2.lr.ph, label %b23, !dbg !443

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
  br label %b2, !dbg !443

b2:                                               ; preds = %b2.lr.ph, %b22
  %t213 = phi i64 [ %t11, %b2.lr.ph ], [ %t123, %b22 ]
  br i1 %t13, label %b3, label %b4, !dbg !443

b3:                                               ; preds = %b2
  %t213.frozen = freeze i64 %t213
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t213.frozen, %.20.frozen, !dbg !443
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t213.frozen, %14
  %.22 = select i1 %.17, i64 %t213, i64 %.21.decomposed, !dbg !443
  %.28 = sub i64 0, %t213, !dbg !443
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !443
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !443
  %t25 = mul i64 %.22, %a19, !dbg !443
  %t26 = mul i64 %.22, %a29, !dbg !443
  %t27 = mul i64 %.22, %a38, !dbg !443
  br label %b4, !dbg !443

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t213, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !443

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen, !dbg !443
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed, !dbg !443
  %.42 = sub i64 0, %t28, !dbg !443
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !443
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !443
  %t34 = mul i64 %.36, %a18, !dbg !443
  %t35 = add i64 %t34, %t29, !dbg !443
  %t36 = mul i64 %.36, %a28, !dbg !443
  %t37 = add i64 %t36, %t30, !dbg !443
  %t38 = mul i64 %.36, %a37, !dbg !443
  %t39 = add i64 %t38, %t31, !dbg !443
  br label %b6, !dbg !443

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !443

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen, !dbg !443
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed, !dbg !443
  %.56 = sub i64 0, %t40, !dbg !443
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !443
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !443
  %t46 = mul i64 %.50, %a17, !dbg !443
  %t47 = add i64 %t46, %t41, !dbg !443
  %t48 = mul i64 %.50, %a27, !dbg !443
  %t49 = add i64 %t48, %t42, !dbg !443
  %t50 = mul i64 %.50, %a36, !dbg !443
  %t51 = add i64 %t50, %t43, !dbg !443
  br label %b8, !dbg !443

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !443

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen, !dbg !443
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed, !dbg !443
  %.70 = sub i64 0, %t52, !dbg !443
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !443
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !443
  %t58 = mul i64 %.64, %a16, !dbg !443
  %t59 = add i64 %t58, %t53, !dbg !443
  %t60 = mul i64 %.64, %a26, !dbg !443
  %t61 = add i64 %t60, %t54, !dbg !443
  %t62 = mul i64 %.64, %a35, !dbg !443
  %t63 = add i64 %t62, %t55, !dbg !443
  br label %b10, !dbg !443

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !443

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen, !dbg !443
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed, !dbg !443
  %.84 = sub i64 0, %t64, !dbg !443
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !443
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !443
  %t70 = mul i64 %.78, %a15, !dbg !443
  %t71 = add i64 %t70, %t65, !dbg !443
  %t72 = mul i64 %.78, %a25, !dbg !443
  %t73 = add i64 %t72, %t66, !dbg !443
  %t74 = mul i64 %.78, %a34, !dbg !443
  %t75 = add i64 %t74, %t67, !dbg !443
  br label %b12, !dbg !443

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !443

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen, !dbg !443
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed, !dbg !443
  %.98 = sub i64 0, %t76, !dbg !443
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !443
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !443
  %t82 = mul i64 %.92, %a14, !dbg !443
  %t83 = add i64 %t82, %t77, !dbg !443
  %t84 = mul i64 %.92, %a24, !dbg !443
  %t85 = add i64 %t84, %t78, !dbg !443
  %t86 = mul i64 %.92, %a33, !dbg !443
  %t87 = add i64 %t86, %t79, !dbg !443
  br label %b14, !dbg !443

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !443

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen, !dbg !443
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed, !dbg !443
  %.112 = sub i64 0, %t88, !dbg !443
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !443
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !443
  %t94 = mul i64 %.106, %a13, !dbg !443
  %t95 = add i64 %t94, %t89, !dbg !443
  %t96 = mul i64 %.106, %a23, !dbg !443
  %t97 = add i64 %t96, %t90, !dbg !443
  %t98 = mul i64 %.106, %a32, !dbg !443
  %t99 = add i64 %t98, %t91, !dbg !443
  br label %b16, !dbg !443

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !443

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !443
  %t105 = add i64 %t101, %t104, !dbg !443
  %t106 = mul i64 %t100, %a22, !dbg !443
  %t107 = add i64 %t102, %t106, !dbg !443
  %t108 = mul i64 %t100, %a31, !dbg !443
  %t109 = add i64 %t103, %t108, !dbg !443
  br label %b18, !dbg !443

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !443

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t110, !dbg !443
  %.115 = load i32, ptr addrspace(1) %t113, align 4, !dbg !443
  br label %b20, !dbg !443

b20:                                              ; preds = %b19, %b18
  %t115 = phi i32 [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !443

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t111, !dbg !443
  %.116 = load i32, ptr addrspace(1) %t116, align 4, !dbg !443
  br label %b22, !dbg !443

b22:                                              ; preds = %b21, %b20
  %t118 = phi i32 [ %.116, %b21 ], [ %a21, %b20 ]
  %t1201 = add i32 %t118, 7, !dbg !444
  %t121 = mul i32 %t1201, %t115, !dbg !444
  %t122 = getelementptr inbounds i32, ptr addrspace(1) %a30, i64 %t112, !dbg !443
  store i32 %t121, ptr addrspace(1) %t122, align 4, !dbg !443
  %t123 = add i64 %t213, %t12, !dbg !443
  %t22 = icmp slt i64 %t123, %a0, !dbg !443
  br i1 %t22, label %b2, label %b23, !dbg !443

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !443
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #1 !dbg !445 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !446
  %t3 = sext i32 %.1 to i64, !dbg !446
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !446
  %t5 = sext i32 %.2 to i64, !dbg !446
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !446
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !446
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !446, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !446
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !446, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !446
  %.10 = add i32 %.5, -1, !dbg !446
  %.11 = add i32 %.10, %.9, !dbg !446
  %.12 = udiv i32 %.11, %.9, !dbg !446
  %t7 = sext i32 %.12 to i64, !dbg !446
  %t8 = shl nsw i64 %t5, 8, !dbg !446
  %t9 = add nsw i64 %t8, %t3, !dbg !446
  %t10 = shl nsw i64 %t7, 8, !dbg !446
  %t11 = icmp slt i64 %t9, %a0, !dbg !446
  br i1 %t11, label %b1, label %b2, !dbg !446

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !446
  %t13 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t12, !dbg !446
  %.13 = load i32, ptr addrspace(1) %t13, align 4, !dbg !446, !amdgpu.noclobber !6
  br label %b2, !dbg !446

b2:                                               ; preds = %b1, %entry
  %t15 = phi i32 [ %.13, %b1 ], [ 0, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !446
  %t18 = shl nsw i64 %t7, 11, !dbg !446
  %t19 = mul nsw i64 %t7, 1792, !dbg !446
  %t20 = sub i64 %a0, %t19, !dbg !446
  %t26 = mul i64 %t17, %a2, !dbg !446
  %t28 = mul i64 %t18, %a2, !dbg !446
  %t29 = mul i64 %t10, %a2, !dbg !446
  %t6137 = icmp slt i64 %t17, %t20, !dbg !446
  br i1 %t6137, label %b4.preheader, label %b5, !dbg !446

b4.preheader:                                     ; preds = %b2
  %t47 = mul i64 %t19, %a2, !dbg !446
  %t48 = add i64 %t26, %t47, !dbg !446
  %t49 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t48, !dbg !446
  %t21 = mul i64 %t7, %a2, !dbg !446
  %t44 = mul i64 %t21, 1536, !dbg !446
  %t45 = add i64 %t26, %t44, !dbg !446
  %t46 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t45, !dbg !446
  %t41 = mul i64 %t21, 1280, !dbg !446
  %t42 = add i64 %t26, %t41, !dbg !446
  %t43 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t42, !dbg !446
  %t38 = shl i64 %t21, 10, !dbg !446
  %t39 = add i64 %t26, %t38, !dbg !446
  %t40 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t39, !dbg !446
  %t35 = mul i64 %t21, 768, !dbg !446
  %t36 = add i64 %t26, %t35, !dbg !446
  %t37 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t36, !dbg !446
  %t32 = shl i64 %t21, 9, !dbg !446
  %t33 = add i64 %t26, %t32, !dbg !446
  %t34 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t33, !dbg !446
  %t30 = add i64 %t26, %t29, !dbg !446
  %t31 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t30, !dbg !446
  %t27 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t26, !dbg !446
  br label %b4, !dbg !446

b4:                                               ; preds = %b4.preheader, %b4
  %t5947 = phi i32 [ %t93, %b4 ], [ %t15, %b4.preheader ]
  %t5846 = phi i64 [ %t94, %b4 ], [ %t17, %b4.preheader ]
  %t5745 = phi ptr addrspace(1) [ %t95, %b4 ], [ %t27, %b4.preheader ]
  %t5644 = phi ptr addrspace(1) [ %t96, %b4 ], [ %t31, %b4.preheader ]
  %t5543 = phi ptr addrspace(1) [ %t97, %b4 ], [ %t34, %b4.preheader ]
  %t5442 = phi ptr addrspace(1) [ %t98, %b4 ], [ %t37, %b4.preheader ]
  %t5341 = phi ptr addrspace(1) [ %t99, %b4 ], [ %t40, %b4.preheader ]
  %t5240 = phi ptr addrspace(1) [ %t100, %b4 ], [ %t43, %b4.preheader ]
  %t5139 = phi ptr addrspace(1) [ %t101, %b4 ], [ %t46, %b4.preheader ]
  %t5038 = phi ptr addrspace(1) [ %t102, %b4 ], [ %t49, %b4.preheader ]
  %.14 = load i32, ptr addrspace(1) %t5745, align 4, !dbg !446
  %.15 = load i32, ptr addrspace(1) %t5644, align 4, !dbg !446
  %.16 = load i32, ptr addrspace(1) %t5543, align 4, !dbg !446
  %.17 = load i32, ptr addrspace(1) %t5442, align 4, !dbg !446
  %.18 = load i32, ptr addrspace(1) %t5341, align 4, !dbg !446
  %.19 = load i32, ptr addrspace(1) %t5240, align 4, !dbg !446
  %.20 = load i32, ptr addrspace(1) %t5139, align 4, !dbg !446
  %.21 = load i32, ptr addrspace(1) %t5038, align 4, !dbg !446
  %t7120 = add i32 %.14, 7, !dbg !447
  %t72 = mul i32 %t7120, %t5947, !dbg !447
  %t7421 = add i32 %.15, 7, !dbg !447
  %t75 = mul i32 %t72, %t7421, !dbg !447
  %t7722 = add i32 %.16, 7, !dbg !447
  %t78 = mul i32 %t75, %t7722, !dbg !447
  %t8023 = add i32 %.17, 7, !dbg !447
  %t81 = mul i32 %t78, %t8023, !dbg !447
  %t8324 = add i32 %.18, 7, !dbg !447
  %t84 = mul i32 %t81, %t8324, !dbg !447
  %t8625 = add i32 %.19, 7, !dbg !447
  %t87 = mul i32 %t84, %t8625, !dbg !447
  %t8926 = add i32 %.20, 7, !dbg !447
  %t90 = mul i32 %t87, %t8926, !dbg !447
  %t9227 = add i32 %.21, 7, !dbg !447
  %t93 = mul i32 %t90, %t9227, !dbg !447
  %t94 = add i64 %t5846, %t18, !dbg !446
  %t95 = getelementptr inbounds i32, ptr addrspace(1) %t5745, i64 %t28, !dbg !446
  %t96 = getelementptr inbounds i32, ptr addrspace(1) %t5644, i64 %t28, !dbg !446
  %t97 = getelementptr inbounds i32, ptr addrspace(1) %t5543, i64 %t28, !dbg !446
  %t98 = getelementptr inbounds i32, ptr addrspace(1) %t5442, i64 %t28, !dbg !446
  %t99 = getelementptr inbounds i32, ptr addrspace(1) %t5341, i64 %t28, !dbg !446
  %t100 = getelementptr inbounds i32, ptr addrspace(1) %t5240, i64 %t28, !dbg !446
  %t101 = getelementptr inbounds i32, ptr addrspace(1) %t5139, i64 %t28, !dbg !446
  %t102 = getelementptr inbounds i32, ptr addrspace(1) %t5038, i64 %t28, !dbg !446
  %t61 = icmp slt i64 %t94, %t20, !dbg !446
  br i1 %t61, label %b4, label %b5.loopexit, !dbg !446

b5.loopexit:                                      ; preds = %b4
  %.pre = mul i64 %t94, %a2, !dbg !446
  br label %b5, !dbg !446

b5:                                               ; preds = %b5.loopexit, %b2
  %t103.pre-phi = phi i64 [ %.pre, %b5.loopexit ], [ %t26, %b2 ], !dbg !446
  %t58.lcssa = phi i64 [ %t94, %b5.loopexit ], [ %t17, %b2 ]
  %t59.lcssa = phi i32 [ %t93, %b5.loopexit ], [ %t15, %b2 ]
  %t10849 = icmp slt i64 %t58.lcssa, %a0, !dbg !446
  br i1 %t10849, label %b7.preheader, label %b8, !dbg !446

b7.preheader:                                     ; preds = %b5
  %t104 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t103.pre-phi, !dbg !446
  br label %b7, !dbg !446

b7:                                               ; preds = %b7.preheader, %b7
  %t10752 = phi i32 [ %t112, %b7 ], [ %t59.lcssa, %b7.preheader ]
  %t10651 = phi i64 [ %t113, %b7 ], [ %t58.lcssa, %b7.preheader ]
  %t10550 = phi ptr addrspace(1) [ %t114, %b7 ], [ %t104, %b7.preheader ]
  %.22 = load i32, ptr addrspace(1) %t10550, align 4, !dbg !446
  %t11119 = add i32 %.22, 7, !dbg !447
  %t112 = mul i32 %t11119, %t10752, !dbg !447
  %t113 = add i64 %t10651, %t10, !dbg !446
  %t114 = getelementptr inbounds i32, ptr addrspace(1) %t10550, i64 %t29, !dbg !446
  %t108 = icmp slt i64 %t113, %a0, !dbg !446
  br i1 %t108, label %b7, label %b8, !dbg !446

b8:                                               ; preds = %b7, %b5
  %t107.lcssa = phi i32 [ %t59.lcssa, %b5 ], [ %t112, %b7 ]
  %t115 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !446
  store i32 %t107.lcssa, ptr addrspace(3) %t115, align 4, !dbg !446
  %t116 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !446
  %.23 = zext i1 %t11 to i8, !dbg !446
  store i8 %.23, ptr addrspace(3) %t116, align 1, !dbg !446
  fence syncscope("workgroup") release, !dbg !446
  tail call void @llvm.amdgcn.s.barrier(), !dbg !446
  fence syncscope("workgroup") acquire, !dbg !446
  %t117 = icmp slt i32 %.1, 128, !dbg !446
  br i1 %t117, label %b9, label %b14, !dbg !446

b9:                                               ; preds = %b8
  %t118 = add nsw i32 %.1, 128, !dbg !446
  %t119 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage1.shared.0, i32 %t118, !dbg !446
  %.24 = load i32, ptr addrspace(3) %t119, align 4, !dbg !446
  %t121 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage1.shared.1, i32 %t118, !dbg !446
  %.25 = load i8, ptr addrspace(3) %t121, align 1, !dbg !446
  %.26.not17 = icmp eq i8 %.25, 0, !dbg !446
  %t16.not = xor i1 %t11, true, !dbg !446
  %brmerge = or i1 %.26.not17, %t16.not, !dbg !446
  %t107.mux = select i1 %.26.not17, i32 %t107.lcssa, i32 %.24, !dbg !446
  %t12418 = add i32 %.24, 7, !dbg !447
  %t125 = mul i32 %t12418, %t107.lcssa, !dbg !447
  %spec.select = select i1 %brmerge, i32 %t107.mux, i32 %t125, !dbg !446
  %0 = xor i1 %.26.not17, true, !dbg !446
  %spec.select28 = select i1 %0, i1 true, i1 %t11, !dbg !446
  store i32 %spec.select, ptr addrspace(3) %t115, align 4, !dbg !446
  %.27 = zext i1 %spec.select28 to i8, !dbg !446
  store i8 %.27, ptr addrspace(3) %t116, align 1, !dbg !446
  br label %b14, !dbg !446

b14:                                              ; preds = %b9, %b8
  %t129 = phi i32 [ %spec.select, %b9 ], [ %t107.lcssa, %b8 ]
  %t130 = phi i1 [ %spec.select28, %b9 ], [ %t11, %b8 ]
  fence syncscope("workgroup") release, !dbg !446
  tail call void @llvm.amdgcn.s.barrier(), !dbg !446
  fence syncscope("workgroup") acquire, !dbg !446
  %t131 = icmp slt i32 %.1, 64, !dbg !446
  br i1 %t131, label %b15, label %b20, !dbg !446

b15:                                              ; preds = %b14
  %t132 = add nsw i32 %.1, 64, !dbg !446
  %t133 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage1.shared.0, i32 %t132, !dbg !446
  %.28 = load i32, ptr addrspace(3) %t133, align 4, !dbg !446
  %t135 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage1.shared.1, i32 %t132, !dbg !446
  %.29 = load i8, ptr addrspace(3) %t135, align 1, !dbg !446
  %.30.not15 = icmp eq i8 %.29, 0, !dbg !446
  %t130.not = xor i1 %t130, true, !dbg !446
  %brmerge1 = select i1 %.30.not15, i1 true, i1 %t130.not, !dbg !446
  %t129.mux = select i1 %.30.not15, i32 %t129, i32 %.28, !dbg !446
  %t13816 = add i32 %.28, 7, !dbg !447
  %t139 = mul i32 %t13816, %t129, !dbg !447
  %spec.select29 = select i1 %brmerge1, i32 %t129.mux, i32 %t139, !dbg !446
  %1 = xor i1 %.30.not15, true, !dbg !446
  %spec.select30 = select i1 %1, i1 true, i1 %t130, !dbg !446
  store i32 %spec.select29, ptr addrspace(3) %t115, align 4, !dbg !446
  %.31 = zext i1 %spec.select30 to i8, !dbg !446
  store i8 %.31, ptr addrspace(3) %t116, align 1, !dbg !446
  br label %b20, !dbg !446

b20:                                              ; preds = %b15, %b14
  %t143 = phi i32 [ %spec.select29, %b15 ], [ %t129, %b14 ]
  %t144 = phi i1 [ %spec.select30, %b15 ], [ %t130, %b14 ]
  fence syncscope("workgroup") release, !dbg !446
  tail call void @llvm.amdgcn.s.barrier(), !dbg !446
  fence syncscope("workgroup") acquire, !dbg !446
  %t145 = icmp slt i32 %.1, 32, !dbg !446
  br i1 %t145, label %b21, label %b26, !dbg !446

b21:                                              ; preds = %b20
  %t146 = add nsw i32 %.1, 32, !dbg !446
  %t147 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage1.shared.0, i32 %t146, !dbg !446
  %.32 = load i32, ptr addrspace(3) %t147, align 4, !dbg !446
  %t149 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage1.shared.1, i32 %t146, !dbg !446
  %.33 = load i8, ptr addrspace(3) %t149, align 1, !dbg !446
  %.34.not13 = icmp eq i8 %.33, 0, !dbg !446
  %t144.not = xor i1 %t144, true, !dbg !446
  %brmerge2 = select i1 %.34.not13, i1 true, i1 %t144.not, !dbg !446
  %t143.mux = select i1 %.34.not13, i32 %t143, i32 %.32, !dbg !446
  %t15214 = add i32 %.32, 7, !dbg !447
  %t153 = mul i32 %t15214, %t143, !dbg !447
  %spec.select31 = select i1 %brmerge2, i32 %t143.mux, i32 %t153, !dbg !446
  %2 = xor i1 %.34.not13, true, !dbg !446
  %spec.select32 = select i1 %2, i1 true, i1 %t144, !dbg !446
  br label %b26, !dbg !446

b26:                                              ; preds = %b21, %b20
  %t157 = phi i32 [ %t143, %b20 ], [ %spec.select31, %b21 ]
  %t158 = phi i1 [ %t144, %b20 ], [ %spec.select32, %b21 ]
  br i1 %t145, label %b27, label %b48, !dbg !446

b27:                                              ; preds = %b26
  %.36 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !446
  %.37 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.36), !dbg !446
  %.38 = zext i32 %.37 to i64, !dbg !446
  %.39 = add nuw nsw i64 %.38, 16, !dbg !446
  %.40 = icmp ult i32 %.37, 48, !dbg !446
  %.41 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !446
  %.42 = and i64 %.39, 63, !dbg !446
  %3 = shl nuw i64 1, %.42, !dbg !446
  %4 = and i64 %3, %.41, !dbg !446
  %.44 = icmp ne i64 %4, 0, !dbg !446
  %.45 = and i1 %.40, %.44, !dbg !446
  %.46 = trunc i64 %.39 to i32, !dbg !446
  %.47 = shl i32 %.46, 2, !dbg !446
  %.48 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %t157), !dbg !446
  %t159 = select i1 %.45, i32 %.48, i32 %t157, !dbg !446
  %.62 = zext i1 %t158 to i32, !dbg !446
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.62), !dbg !446
  %5 = and i32 %.63, 1, !dbg !446
  %.64 = icmp ne i32 %5, 0, !dbg !446
  %t160 = select i1 %.45, i1 %.64, i1 %t158, !dbg !446
  %t161 = icmp slt i32 %.1, 16, !dbg !446
  %t162 = and i1 %t161, %t160, !dbg !446
  %6 = select i1 %t162, i1 %t158, i1 false, !dbg !446
  %t157.mux = select i1 %t162, i32 %t159, i32 %t157, !dbg !446
  %t1648 = add i32 %t159, 7, !dbg !447
  %t165 = mul i32 %t1648, %t157, !dbg !447
  %spec.select33 = select i1 %6, i32 %t165, i32 %t157.mux, !dbg !446
  %spec.select34 = select i1 %t162, i1 true, i1 %t158, !dbg !446
  %.69 = add nuw nsw i64 %.38, 8, !dbg !446
  %.70 = icmp ult i32 %.37, 56, !dbg !446
  %.72 = and i64 %.69, 63, !dbg !446
  %7 = shl nuw i64 1, %.72, !dbg !446
  %8 = and i64 %7, %.41, !dbg !446
  %.74 = icmp ne i64 %8, 0, !dbg !446
  %.75 = and i1 %.70, %.74, !dbg !446
  %.76 = trunc i64 %.69 to i32, !dbg !446
  %.77 = shl i32 %.76, 2, !dbg !446
  %.78 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %spec.select33), !dbg !446
  %t169 = select i1 %.75, i32 %.78, i32 %spec.select33, !dbg !446
  %.92 = zext i1 %spec.select34 to i32, !dbg !446
  %.93 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.92), !dbg !446
  %9 = and i32 %.93, 1, !dbg !446
  %.94 = icmp ne i32 %9, 0, !dbg !446
  %t170 = select i1 %.75, i1 %.94, i1 %spec.select34, !dbg !446
  %t171 = icmp slt i32 %.1, 24, !dbg !446
  %t172 = and i1 %t171, %t170, !dbg !446
  %10 = select i1 %t172, i1 %spec.select34, i1 false, !dbg !446
  %t167.mux = select i1 %t172, i32 %t169, i32 %spec.select33, !dbg !446
  %t1749 = add i32 %t169, 7, !dbg !447
  %t175 = mul i32 %t1749, %spec.select33, !dbg !447
  %t177 = select i1 %10, i32 %t175, i32 %t167.mux, !dbg !446
  %t178 = select i1 %t172, i1 true, i1 %spec.select34, !dbg !446
  %.99 = add nuw nsw i64 %.38, 4, !dbg !446
  %.100 = icmp ult i32 %.37, 60, !dbg !446
  %.102 = and i64 %.99, 63, !dbg !446
  %11 = shl nuw i64 1, %.102, !dbg !446
  %12 = and i64 %11, %.41, !dbg !446
  %.104 = icmp ne i64 %12, 0, !dbg !446
  %.105 = and i1 %.100, %.104, !dbg !446
  %.106 = trunc i64 %.99 to i32, !dbg !446
  %.107 = shl i32 %.106, 2, !dbg !446
  %.108 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.107, i32 %t177), !dbg !446
  %t179 = select i1 %.105, i32 %.108, i32 %t177, !dbg !446
  %.122 = zext i1 %t178 to i32, !dbg !446
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.107, i32 %.122), !dbg !446
  %13 = and i32 %.123, 1, !dbg !446
  %.124 = icmp ne i32 %13, 0, !dbg !446
  %t180 = select i1 %.105, i1 %.124, i1 %t178, !dbg !446
  %t181 = icmp slt i32 %.1, 28, !dbg !446
  %t182 = and i1 %t181, %t180, !dbg !446
  %14 = select i1 %t182, i1 %t178, i1 false, !dbg !446
  %t177.mux = select i1 %t182, i32 %t179, i32 %t177, !dbg !446
  %t18410 = add i32 %t179, 7, !dbg !447
  %t185 = mul i32 %t18410, %t177, !dbg !447
  %t187 = select i1 %14, i32 %t185, i32 %t177.mux, !dbg !446
  %t188 = select i1 %t182, i1 true, i1 %t178, !dbg !446
  %.129 = add nuw nsw i64 %.38, 2, !dbg !446
  %.130 = icmp ult i32 %.37, 62, !dbg !446
  %.132 = and i64 %.129, 63, !dbg !446
  %15 = shl nuw i64 1, %.132, !dbg !446
  %16 = and i64 %15, %.41, !dbg !446
  %.134 = icmp ne i64 %16, 0, !dbg !446
  %.135 = and i1 %.130, %.134, !dbg !446
  %.136 = trunc i64 %.129 to i32, !dbg !446
  %.137 = shl i32 %.136, 2, !dbg !446
  %.138 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.137, i32 %t187), !dbg !446
  %t189 = select i1 %.135, i32 %.138, i32 %t187, !dbg !446
  %.152 = zext i1 %t188 to i32, !dbg !446
  %.153 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.137, i32 %.152), !dbg !446
  %17 = and i32 %.153, 1, !dbg !446
  %.154 = icmp ne i32 %17, 0, !dbg !446
  %t190 = select i1 %.135, i1 %.154, i1 %t188, !dbg !446
  %t191 = icmp slt i32 %.1, 30, !dbg !446
  %t192 = and i1 %t191, %t190, !dbg !446
  %18 = select i1 %t192, i1 %t188, i1 false, !dbg !446
  %t187.mux = select i1 %t192, i32 %t189, i32 %t187, !dbg !446
  %t19411 = add i32 %t189, 7, !dbg !447
  %t195 = mul i32 %t19411, %t187, !dbg !447
  %t197 = select i1 %18, i32 %t195, i32 %t187.mux, !dbg !446
  %t198 = select i1 %t192, i1 true, i1 %t188, !dbg !446
  %.159 = add nuw nsw i64 %.38, 1, !dbg !446
  %.160 = icmp ult i32 %.37, 63, !dbg !446
  %.162 = and i64 %.159, 63, !dbg !446
  %19 = shl nuw i64 1, %.162, !dbg !446
  %20 = and i64 %19, %.41, !dbg !446
  %.164 = icmp ne i64 %20, 0, !dbg !446
  %.165 = and i1 %.160, %.164, !dbg !446
  %.166 = trunc i64 %.159 to i32, !dbg !446
  %.167 = shl i32 %.166, 2, !dbg !446
  %.168 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %t197), !dbg !446
  %t199 = select i1 %.165, i32 %.168, i32 %t197, !dbg !446
  %.182 = zext i1 %t198 to i32, !dbg !446
  %.183 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %.182), !dbg !446
  %21 = and i32 %.183, 1, !dbg !446
  %.184 = icmp ne i32 %21, 0, !dbg !446
  %t200 = select i1 %.165, i1 %.184, i1 %t198, !dbg !446
  %t201 = icmp ne i32 %.1, 31, !dbg !446
  %t202 = and i1 %t201, %t200, !dbg !446
  %22 = select i1 %t202, i1 %t198, i1 false, !dbg !446
  %t197.mux = select i1 %t202, i32 %t199, i32 %t197, !dbg !446
  %t20412 = add i32 %t199, 7, !dbg !447
  %t205 = mul i32 %t20412, %t197, !dbg !447
  %spec.select35 = select i1 %22, i32 %t205, i32 %t197.mux, !dbg !446
  %spec.select36 = select i1 %t202, i1 true, i1 %t198, !dbg !446
  br label %b48, !dbg !446

b48:                                              ; preds = %b27, %b26
  %t209 = phi i32 [ %t157, %b26 ], [ %spec.select35, %b27 ]
  %t210 = phi i1 [ %t158, %b26 ], [ %spec.select36, %b27 ]
  %t211 = icmp eq i32 %.1, 0, !dbg !446
  %t212 = and i1 %t211, %t210, !dbg !446
  br i1 %t212, label %b49, label %b50, !dbg !446

b49:                                              ; preds = %b48
  %t213 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t5, !dbg !446
  store i32 %t209, ptr addrspace(1) %t213, align 4, !dbg !446
  br label %b50, !dbg !446

b50:                                              ; preds = %b49, %b48
  ret void, !dbg !446
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i32 %a3, i8 %a4) local_unnamed_addr #1 !dbg !448 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !449
  %t3 = sext i32 %.2 to i64, !dbg !449
  %t4 = icmp slt i64 %t3, %a0, !dbg !449
  br i1 %t4, label %b1, label %b2, !dbg !449

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t3, !dbg !449
  %.3 = load i32, ptr addrspace(1) %t5, align 4, !dbg !449, !amdgpu.noclobber !6
  br label %b2, !dbg !449

b2:                                               ; preds = %b1, %entry
  %t7 = phi i32 [ %.3, %b1 ], [ 0, %entry ]
  %t1033 = add nsw i64 %t3, 256, !dbg !449
  %t1234 = icmp slt i64 %t1033, %a0, !dbg !449
  br i1 %t1234, label %b4, label %b5, !dbg !449

b4:                                               ; preds = %b2, %b4
  %t1036 = phi i64 [ %t10, %b4 ], [ %t1033, %b2 ]
  %t1135 = phi i32 [ %t17, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t1036, !dbg !449
  %.4 = load i32, ptr addrspace(1) %t13, align 4, !dbg !449, !amdgpu.noclobber !6
  %t1621 = add i32 %.4, 7, !dbg !450
  %t17 = mul i32 %t1621, %t1135, !dbg !450
  %t10 = add i64 %t1036, 256, !dbg !449
  %t12 = icmp slt i64 %t10, %a0, !dbg !449
  br i1 %t12, label %b4, label %b5, !dbg !449

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi i32 [ %t7, %b2 ], [ %t17, %b4 ]
  %t19 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !449
  store i32 %t11.lcssa, ptr addrspace(3) %t19, align 4, !dbg !449
  %t20 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !449
  %.5 = zext i1 %t4 to i8, !dbg !449
  store i8 %.5, ptr addrspace(3) %t20, align 1, !dbg !449
  fence syncscope("workgroup") release, !dbg !449
  tail call void @llvm.amdgcn.s.barrier(), !dbg !449
  fence syncscope("workgroup") acquire, !dbg !449
  %t21 = icmp slt i32 %.2, 128, !dbg !449
  br i1 %t21, label %b6, label %b11, !dbg !449

b6:                                               ; preds = %b5
  %t22 = add nsw i32 %.2, 128, !dbg !449
  %t23 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage2.shared.0, i32 %t22, !dbg !449
  %.6 = load i32, ptr addrspace(3) %t23, align 4, !dbg !449
  %t25 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage2.shared.1, i32 %t22, !dbg !449
  %.7 = load i8, ptr addrspace(3) %t25, align 1, !dbg !449
  %.8.not19 = icmp eq i8 %.7, 0, !dbg !449
  %t8.not = xor i1 %t4, true, !dbg !449
  %brmerge = or i1 %.8.not19, %t8.not, !dbg !449
  %t11.mux = select i1 %.8.not19, i32 %t11.lcssa, i32 %.6, !dbg !449
  %t2820 = add i32 %.6, 7, !dbg !450
  %t29 = mul i32 %t2820, %t11.lcssa, !dbg !450
  %spec.select = select i1 %brmerge, i32 %t11.mux, i32 %t29, !dbg !449
  %0 = xor i1 %.8.not19, true, !dbg !449
  %spec.select22 = select i1 %0, i1 true, i1 %t4, !dbg !449
  store i32 %spec.select, ptr addrspace(3) %t19, align 4, !dbg !449
  %.9 = zext i1 %spec.select22 to i8, !dbg !449
  store i8 %.9, ptr addrspace(3) %t20, align 1, !dbg !449
  br label %b11, !dbg !449

b11:                                              ; preds = %b6, %b5
  %t33 = phi i32 [ %spec.select, %b6 ], [ %t11.lcssa, %b5 ]
  %t34 = phi i1 [ %spec.select22, %b6 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !449
  tail call void @llvm.amdgcn.s.barrier(), !dbg !449
  fence syncscope("workgroup") acquire, !dbg !449
  %t35 = icmp slt i32 %.2, 64, !dbg !449
  br i1 %t35, label %b12, label %b17, !dbg !449

b12:                                              ; preds = %b11
  %t36 = add nsw i32 %.2, 64, !dbg !449
  %t37 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage2.shared.0, i32 %t36, !dbg !449
  %.10 = load i32, ptr addrspace(3) %t37, align 4, !dbg !449
  %t39 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage2.shared.1, i32 %t36, !dbg !449
  %.11 = load i8, ptr addrspace(3) %t39, align 1, !dbg !449
  %.12.not17 = icmp eq i8 %.11, 0, !dbg !449
  %t34.not = xor i1 %t34, true, !dbg !449
  %brmerge1 = select i1 %.12.not17, i1 true, i1 %t34.not, !dbg !449
  %t33.mux = select i1 %.12.not17, i32 %t33, i32 %.10, !dbg !449
  %t4218 = add i32 %.10, 7, !dbg !450
  %t43 = mul i32 %t4218, %t33, !dbg !450
  %spec.select23 = select i1 %brmerge1, i32 %t33.mux, i32 %t43, !dbg !449
  %1 = xor i1 %.12.not17, true, !dbg !449
  %spec.select24 = select i1 %1, i1 true, i1 %t34, !dbg !449
  store i32 %spec.select23, ptr addrspace(3) %t19, align 4, !dbg !449
  %.13 = zext i1 %spec.select24 to i8, !dbg !449
  store i8 %.13, ptr addrspace(3) %t20, align 1, !dbg !449
  br label %b17, !dbg !449

b17:                                              ; preds = %b12, %b11
  %t47 = phi i32 [ %spec.select23, %b12 ], [ %t33, %b11 ]
  %t48 = phi i1 [ %spec.select24, %b12 ], [ %t34, %b11 ]
  fence syncscope("workgroup") release, !dbg !449
  tail call void @llvm.amdgcn.s.barrier(), !dbg !449
  fence syncscope("workgroup") acquire, !dbg !449
  %t49 = icmp slt i32 %.2, 32, !dbg !449
  br i1 %t49, label %b18, label %b23, !dbg !449

b18:                                              ; preds = %b17
  %t50 = add nsw i32 %.2, 32, !dbg !449
  %t51 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage2.shared.0, i32 %t50, !dbg !449
  %.14 = load i32, ptr addrspace(3) %t51, align 4, !dbg !449
  %t53 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage2.shared.1, i32 %t50, !dbg !449
  %.15 = load i8, ptr addrspace(3) %t53, align 1, !dbg !449
  %.16.not15 = icmp eq i8 %.15, 0, !dbg !449
  %t48.not = xor i1 %t48, true, !dbg !449
  %brmerge2 = select i1 %.16.not15, i1 true, i1 %t48.not, !dbg !449
  %t47.mux = select i1 %.16.not15, i32 %t47, i32 %.14, !dbg !449
  %t5616 = add i32 %.14, 7, !dbg !450
  %t57 = mul i32 %t5616, %t47, !dbg !450
  %spec.select25 = select i1 %brmerge2, i32 %t47.mux, i32 %t57, !dbg !449
  %2 = xor i1 %.16.not15, true, !dbg !449
  %spec.select26 = select i1 %2, i1 true, i1 %t48, !dbg !449
  br label %b23, !dbg !449

b23:                                              ; preds = %b18, %b17
  %t61 = phi i32 [ %t47, %b17 ], [ %spec.select25, %b18 ]
  %t62 = phi i1 [ %t48, %b17 ], [ %spec.select26, %b18 ]
  br i1 %t49, label %b24, label %b45, !dbg !449

b24:                                              ; preds = %b23
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !449
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !449
  %.20 = zext i32 %.19 to i64, !dbg !449
  %.21 = add nuw nsw i64 %.20, 16, !dbg !449
  %.22 = icmp ult i32 %.19, 48, !dbg !449
  %.23 = tail call i64 @llvm.read_register.i64(metadata !137) #8, !dbg !449
  %.24 = and i64 %.21, 63, !dbg !449
  %3 = shl nuw i64 1, %.24, !dbg !449
  %4 = and i64 %3, %.23, !dbg !449
  %.26 = icmp ne i64 %4, 0, !dbg !449
  %.27 = and i1 %.22, %.26, !dbg !449
  %.28 = trunc i64 %.21 to i32, !dbg !449
  %.29 = shl i32 %.28, 2, !dbg !449
  %.30 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %t61), !dbg !449
  %t63 = select i1 %.27, i32 %.30, i32 %t61, !dbg !449
  %.44 = zext i1 %t62 to i32, !dbg !449
  %.45 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.44), !dbg !449
  %5 = and i32 %.45, 1, !dbg !449
  %.46 = icmp ne i32 %5, 0, !dbg !449
  %t64 = select i1 %.27, i1 %.46, i1 %t62, !dbg !449
  %t65 = icmp slt i32 %.2, 16, !dbg !449
  %t66 = and i1 %t65, %t64, !dbg !449
  %6 = select i1 %t66, i1 %t62, i1 false, !dbg !449
  %t61.mux = select i1 %t66, i32 %t63, i32 %t61, !dbg !449
  %t6810 = add i32 %t63, 7, !dbg !450
  %t69 = mul i32 %t6810, %t61, !dbg !450
  %spec.select27 = select i1 %6, i32 %t69, i32 %t61.mux, !dbg !449
  %spec.select28 = select i1 %t66, i1 true, i1 %t62, !dbg !449
  %.51 = add nuw nsw i64 %.20, 8, !dbg !449
  %.52 = icmp ult i32 %.19, 56, !dbg !449
  %.54 = and i64 %.51, 63, !dbg !449
  %7 = shl nuw i64 1, %.54, !dbg !449
  %8 = and i64 %7, %.23, !dbg !449
  %.56 = icmp ne i64 %8, 0, !dbg !449
  %.57 = and i1 %.52, %.56, !dbg !449
  %.58 = trunc i64 %.51 to i32, !dbg !449
  %.59 = shl i32 %.58, 2, !dbg !449
  %.60 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.59, i32 %spec.select27), !dbg !449
  %t73 = select i1 %.57, i32 %.60, i32 %spec.select27, !dbg !449
  %.74 = zext i1 %spec.select28 to i32, !dbg !449
  %.75 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.59, i32 %.74), !dbg !449
  %9 = and i32 %.75, 1, !dbg !449
  %.76 = icmp ne i32 %9, 0, !dbg !449
  %t74 = select i1 %.57, i1 %.76, i1 %spec.select28, !dbg !449
  %t75 = icmp slt i32 %.2, 24, !dbg !449
  %t76 = and i1 %t75, %t74, !dbg !449
  %10 = select i1 %t76, i1 %spec.select28, i1 false, !dbg !449
  %t71.mux = select i1 %t76, i32 %t73, i32 %spec.select27, !dbg !449
  %t7811 = add i32 %t73, 7, !dbg !450
  %t79 = mul i32 %t7811, %spec.select27, !dbg !450
  %t81 = select i1 %10, i32 %t79, i32 %t71.mux, !dbg !449
  %t82 = select i1 %t76, i1 true, i1 %spec.select28, !dbg !449
  %.81 = add nuw nsw i64 %.20, 4, !dbg !449
  %.82 = icmp ult i32 %.19, 60, !dbg !449
  %.84 = and i64 %.81, 63, !dbg !449
  %11 = shl nuw i64 1, %.84, !dbg !449
  %12 = and i64 %11, %.23, !dbg !449
  %.86 = icmp ne i64 %12, 0, !dbg !449
  %.87 = and i1 %.82, %.86, !dbg !449
  %.88 = trunc i64 %.81 to i32, !dbg !449
  %.89 = shl i32 %.88, 2, !dbg !449
  %.90 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.89, i32 %t81), !dbg !449
  %t83 = select i1 %.87, i32 %.90, i32 %t81, !dbg !449
  %.104 = zext i1 %t82 to i32, !dbg !449
  %.105 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.89, i32 %.104), !dbg !449
  %13 = and i32 %.105, 1, !dbg !449
  %.106 = icmp ne i32 %13, 0, !dbg !449
  %t84 = select i1 %.87, i1 %.106, i1 %t82, !dbg !449
  %t85 = icmp slt i32 %.2, 28, !dbg !449
  %t86 = and i1 %t85, %t84, !dbg !449
  %14 = select i1 %t86, i1 %t82, i1 false, !dbg !449
  %t81.mux = select i1 %t86, i32 %t83, i32 %t81, !dbg !449
  %t8812 = add i32 %t83, 7, !dbg !450
  %t89 = mul i32 %t8812, %t81, !dbg !450
  %t91 = select i1 %14, i32 %t89, i32 %t81.mux, !dbg !449
  %t92 = select i1 %t86, i1 true, i1 %t82, !dbg !449
  %.111 = add nuw nsw i64 %.20, 2, !dbg !449
  %.112 = icmp ult i32 %.19, 62, !dbg !449
  %.114 = and i64 %.111, 63, !dbg !449
  %15 = shl nuw i64 1, %.114, !dbg !449
  %16 = and i64 %15, %.23, !dbg !449
  %.116 = icmp ne i64 %16, 0, !dbg !449
  %.117 = and i1 %.112, %.116, !dbg !449
  %.118 = trunc i64 %.111 to i32, !dbg !449
  %.119 = shl i32 %.118, 2, !dbg !449
  %.120 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.119, i32 %t91), !dbg !449
  %t93 = select i1 %.117, i32 %.120, i32 %t91, !dbg !449
  %.134 = zext i1 %t92 to i32, !dbg !449
  %.135 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.119, i32 %.134), !dbg !449
  %17 = and i32 %.135, 1, !dbg !449
  %.136 = icmp ne i32 %17, 0, !dbg !449
  %t94 = select i1 %.117, i1 %.136, i1 %t92, !dbg !449
  %t95 = icmp slt i32 %.2, 30, !dbg !449
  %t96 = and i1 %t95, %t94, !dbg !449
  %18 = select i1 %t96, i1 %t92, i1 false, !dbg !449
  %t91.mux = select i1 %t96, i32 %t93, i32 %t91, !dbg !449
  %t9813 = add i32 %t93, 7, !dbg !450
  %t99 = mul i32 %t9813, %t91, !dbg !450
  %t101 = select i1 %18, i32 %t99, i32 %t91.mux, !dbg !449
  %t102 = select i1 %t96, i1 true, i1 %t92, !dbg !449
  %.141 = add nuw nsw i64 %.20, 1, !dbg !449
  %.142 = icmp ult i32 %.19, 63, !dbg !449
  %.144 = and i64 %.141, 63, !dbg !449
  %19 = shl nuw i64 1, %.144, !dbg !449
  %20 = and i64 %19, %.23, !dbg !449
  %.146 = icmp ne i64 %20, 0, !dbg !449
  %.147 = and i1 %.142, %.146, !dbg !449
  %.148 = trunc i64 %.141 to i32, !dbg !449
  %.149 = shl i32 %.148, 2, !dbg !449
  %.150 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.149, i32 %t101), !dbg !449
  %t103 = select i1 %.147, i32 %.150, i32 %t101, !dbg !449
  %.164 = zext i1 %t102 to i32, !dbg !449
  %.165 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.149, i32 %.164), !dbg !449
  %21 = and i32 %.165, 1, !dbg !449
  %.166 = icmp ne i32 %21, 0, !dbg !449
  %t104 = select i1 %.147, i1 %.166, i1 %t102, !dbg !449
  %t105 = icmp ne i32 %.2, 31, !dbg !449
  %t106 = and i1 %t105, %t104, !dbg !449
  %22 = select i1 %t106, i1 %t102, i1 false, !dbg !449
  %t101.mux = select i1 %t106, i32 %t103, i32 %t101, !dbg !449
  %t10814 = add i32 %t103, 7, !dbg !450
  %t109 = mul i32 %t10814, %t101, !dbg !450
  %spec.select31 = select i1 %22, i32 %t109, i32 %t101.mux, !dbg !449
  %spec.select32 = select i1 %t106, i1 true, i1 %t102, !dbg !449
  br label %b45, !dbg !449

b45:                                              ; preds = %b24, %b23
  %t113 = phi i32 [ %t61, %b23 ], [ %spec.select31, %b24 ]
  %t114 = phi i1 [ %t62, %b23 ], [ %spec.select32, %b24 ]
  %t115 = icmp eq i32 %.2, 0, !dbg !449
  %spec.select30 = select i1 %t114, i1 true, i1 %.1, !dbg !449
  %or.cond = select i1 %t115, i1 %spec.select30, i1 false, !dbg !449
  br i1 %or.cond, label %b51, label %b52, !dbg !449

b51:                                              ; preds = %b45
  %23 = select i1 %t114, i1 %.1, i1 false, !dbg !449
  %t1169 = add i32 %t113, 7, !dbg !450
  %t118 = mul i32 %t1169, %a3, !dbg !450
  %a3.mux = select i1 %t114, i32 %t113, i32 %a3, !dbg !449
  %spec.select29 = select i1 %23, i32 %t118, i32 %a3.mux, !dbg !449
  store i32 %spec.select29, ptr addrspace(1) %a2, align 4, !dbg !449
  br label %b52, !dbg !449

b52:                                              ; preds = %b51, %b45
  ret void, !dbg !449
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eF2I64_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !451 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !452
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !452
  %t2 = sext i32 %.1 to i64, !dbg !452
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !452
  %t4 = sext i32 %.2 to i64, !dbg !452
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !452
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !452
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !452, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !452
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !452
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !452, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !452
  %.15 = add i32 %.14, %.9, !dbg !452
  %.16 = udiv i32 %.15, %.6, !dbg !452
  %t8 = sext i32 %.16 to i64, !dbg !452
  %t9 = mul nsw i64 %t6, %t4, !dbg !452
  %t10 = add nsw i64 %t9, %t2, !dbg !452
  %t11 = mul nsw i64 %t8, %t6, !dbg !452
  %t131 = icmp slt i64 %t10, %a0, !dbg !452
  br i1 %t131, label %b2, label %b5, !dbg !452

b2:                                               ; preds = %entry, %b4
  %t122 = phi i64 [ %t19, %b4 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !452

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t122, !dbg !452
  %.17 = load double, ptr addrspace(1) %t14, align 8, !dbg !452
  br label %b4, !dbg !452

b4:                                               ; preds = %b3, %b2
  %t16 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  %.18 = fcmp oge double %t16, 0xC3E0000000000000, !dbg !453
  %.19 = fcmp olt double %t16, 0x43E0000000000000, !dbg !453
  %.20 = and i1 %.18, %.19, !dbg !453
  %0 = fptosi double %t16 to i64, !dbg !453
  %.23 = select i1 %.20, i64 %0, i64 -9223372036854775808, !dbg !453
  %t18 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t122, !dbg !452
  store i64 %.23, ptr addrspace(1) %t18, align 8, !dbg !452
  %t19 = add i64 %t122, %t11, !dbg !452
  %t13 = icmp slt i64 %t19, %a0, !dbg !452
  br i1 %t13, label %b2, label %b5, !dbg !452

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !452
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eF2I64_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #0 !dbg !454 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !455
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !455
  %t2 = sext i32 %.1 to i64, !dbg !455
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !455
  %t4 = sext i32 %.2 to i64, !dbg !455
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !455
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !455
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !455, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !455
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !455
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !455, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !455
  %.15 = add i32 %.14, %.9, !dbg !455
  %.16 = udiv i32 %.15, %.6, !dbg !455
  %t8 = sext i32 %.16 to i64, !dbg !455
  %t9 = mul nsw i64 %t6, %t4, !dbg !455
  %t10 = add nsw i64 %t9, %t2, !dbg !455
  %t11 = mul nsw i64 %t8, %t6, !dbg !455
  %t12 = icmp sgt i64 %a1, 7, !dbg !455
  %t13 = icmp sgt i64 %a1, 6, !dbg !455
  %t14 = icmp sgt i64 %a1, 5, !dbg !455
  %t15 = icmp sgt i64 %a1, 4, !dbg !455
  %t16 = icmp sgt i64 %a1, 3, !dbg !455
  %t17 = icmp sgt i64 %a1, 2, !dbg !455
  %t18 = icmp sgt i64 %a1, 1, !dbg !455
  %t19 = icmp sgt i64 %a1, 0, !dbg !455
  %t211 = icmp slt i64 %t10, %a0, !dbg !455
  br i1 %t211, label %b2.lr.ph, label %b21, !dbg !455

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
  br label %b2, !dbg !455

b2:                                               ; preds = %b2.lr.ph, %b20
  %t202 = phi i64 [ %t10, %b2.lr.ph ], [ %t94, %b20 ]
  br i1 %t12, label %b3, label %b4, !dbg !455

b3:                                               ; preds = %b2
  %t202.frozen = freeze i64 %t202
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t202.frozen, %.20.frozen, !dbg !455
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t202.frozen, %14
  %.22 = select i1 %.17, i64 %t202, i64 %.21.decomposed, !dbg !455
  %.28 = sub i64 0, %t202, !dbg !455
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !455
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !455
  %t24 = mul i64 %.22, %a19, !dbg !455
  %t25 = mul i64 %.22, %a28, !dbg !455
  br label %b4, !dbg !455

b4:                                               ; preds = %b3, %b2
  %t26 = phi i64 [ %.30, %b3 ], [ %t202, %b2 ]
  %t27 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6, !dbg !455

b5:                                               ; preds = %b4
  %t26.frozen = freeze i64 %t26
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t26.frozen, %.34.frozen, !dbg !455
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t26.frozen, %15
  %.36 = select i1 %.31, i64 %t26, i64 %.35.decomposed, !dbg !455
  %.42 = sub i64 0, %t26, !dbg !455
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !455
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !455
  %t31 = mul i64 %.36, %a18, !dbg !455
  %t32 = add i64 %t31, %t27, !dbg !455
  %t33 = mul i64 %.36, %a27, !dbg !455
  %t34 = add i64 %t33, %t28, !dbg !455
  br label %b6, !dbg !455

b6:                                               ; preds = %b5, %b4
  %t35 = phi i64 [ %.44, %b5 ], [ %t26, %b4 ]
  %t36 = phi i64 [ %t32, %b5 ], [ %t27, %b4 ]
  %t37 = phi i64 [ %t34, %b5 ], [ %t28, %b4 ]
  br i1 %t14, label %b7, label %b8, !dbg !455

b7:                                               ; preds = %b6
  %t35.frozen = freeze i64 %t35
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t35.frozen, %.48.frozen, !dbg !455
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t35.frozen, %16
  %.50 = select i1 %.45, i64 %t35, i64 %.49.decomposed, !dbg !455
  %.56 = sub i64 0, %t35, !dbg !455
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !455
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !455
  %t40 = mul i64 %.50, %a17, !dbg !455
  %t41 = add i64 %t40, %t36, !dbg !455
  %t42 = mul i64 %.50, %a26, !dbg !455
  %t43 = add i64 %t42, %t37, !dbg !455
  br label %b8, !dbg !455

b8:                                               ; preds = %b7, %b6
  %t44 = phi i64 [ %.58, %b7 ], [ %t35, %b6 ]
  %t45 = phi i64 [ %t41, %b7 ], [ %t36, %b6 ]
  %t46 = phi i64 [ %t43, %b7 ], [ %t37, %b6 ]
  br i1 %t15, label %b9, label %b10, !dbg !455

b9:                                               ; preds = %b8
  %t44.frozen = freeze i64 %t44
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t44.frozen, %.62.frozen, !dbg !455
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t44.frozen, %17
  %.64 = select i1 %.59, i64 %t44, i64 %.63.decomposed, !dbg !455
  %.70 = sub i64 0, %t44, !dbg !455
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !455
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !455
  %t49 = mul i64 %.64, %a16, !dbg !455
  %t50 = add i64 %t49, %t45, !dbg !455
  %t51 = mul i64 %.64, %a25, !dbg !455
  %t52 = add i64 %t51, %t46, !dbg !455
  br label %b10, !dbg !455

b10:                                              ; preds = %b9, %b8
  %t53 = phi i64 [ %.72, %b9 ], [ %t44, %b8 ]
  %t54 = phi i64 [ %t50, %b9 ], [ %t45, %b8 ]
  %t55 = phi i64 [ %t52, %b9 ], [ %t46, %b8 ]
  br i1 %t16, label %b11, label %b12, !dbg !455

b11:                                              ; preds = %b10
  %t53.frozen = freeze i64 %t53
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t53.frozen, %.76.frozen, !dbg !455
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t53.frozen, %18
  %.78 = select i1 %.73, i64 %t53, i64 %.77.decomposed, !dbg !455
  %.84 = sub i64 0, %t53, !dbg !455
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !455
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !455
  %t58 = mul i64 %.78, %a15, !dbg !455
  %t59 = add i64 %t58, %t54, !dbg !455
  %t60 = mul i64 %.78, %a24, !dbg !455
  %t61 = add i64 %t60, %t55, !dbg !455
  br label %b12, !dbg !455

b12:                                              ; preds = %b11, %b10
  %t62 = phi i64 [ %.86, %b11 ], [ %t53, %b10 ]
  %t63 = phi i64 [ %t59, %b11 ], [ %t54, %b10 ]
  %t64 = phi i64 [ %t61, %b11 ], [ %t55, %b10 ]
  br i1 %t17, label %b13, label %b14, !dbg !455

b13:                                              ; preds = %b12
  %t62.frozen = freeze i64 %t62
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t62.frozen, %.90.frozen, !dbg !455
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t62.frozen, %19
  %.92 = select i1 %.87, i64 %t62, i64 %.91.decomposed, !dbg !455
  %.98 = sub i64 0, %t62, !dbg !455
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !455
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !455
  %t67 = mul i64 %.92, %a14, !dbg !455
  %t68 = add i64 %t67, %t63, !dbg !455
  %t69 = mul i64 %.92, %a23, !dbg !455
  %t70 = add i64 %t69, %t64, !dbg !455
  br label %b14, !dbg !455

b14:                                              ; preds = %b13, %b12
  %t71 = phi i64 [ %.100, %b13 ], [ %t62, %b12 ]
  %t72 = phi i64 [ %t68, %b13 ], [ %t63, %b12 ]
  %t73 = phi i64 [ %t70, %b13 ], [ %t64, %b12 ]
  br i1 %t18, label %b15, label %b16, !dbg !455

b15:                                              ; preds = %b14
  %t71.frozen = freeze i64 %t71
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t71.frozen, %.104.frozen, !dbg !455
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t71.frozen, %20
  %.106 = select i1 %.101, i64 %t71, i64 %.105.decomposed, !dbg !455
  %.112 = sub i64 0, %t71, !dbg !455
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !455
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !455
  %t76 = mul i64 %.106, %a13, !dbg !455
  %t77 = add i64 %t76, %t72, !dbg !455
  %t78 = mul i64 %.106, %a22, !dbg !455
  %t79 = add i64 %t78, %t73, !dbg !455
  br label %b16, !dbg !455

b16:                                              ; preds = %b15, %b14
  %t80 = phi i64 [ %.114, %b15 ], [ %t71, %b14 ]
  %t81 = phi i64 [ %t77, %b15 ], [ %t72, %b14 ]
  %t82 = phi i64 [ %t79, %b15 ], [ %t73, %b14 ]
  br i1 %t19, label %b17, label %b18, !dbg !455

b17:                                              ; preds = %b16
  %t83 = mul i64 %t80, %a12, !dbg !455
  %t84 = add i64 %t81, %t83, !dbg !455
  %t85 = mul i64 %t80, %a21, !dbg !455
  %t86 = add i64 %t82, %t85, !dbg !455
  br label %b18, !dbg !455

b18:                                              ; preds = %b17, %b16
  %t87 = phi i64 [ %t84, %b17 ], [ %t81, %b16 ]
  %t88 = phi i64 [ %t86, %b17 ], [ %t82, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !455

b19:                                              ; preds = %b18
  %t89 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t87, !dbg !455
  %.115 = load double, ptr addrspace(1) %t89, align 8, !dbg !455
  br label %b20, !dbg !455

b20:                                              ; preds = %b19, %b18
  %t91 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  %.116 = fcmp oge double %t91, 0xC3E0000000000000, !dbg !456
  %.117 = fcmp olt double %t91, 0x43E0000000000000, !dbg !456
  %.118 = and i1 %.116, %.117, !dbg !456
  %21 = fptosi double %t91 to i64, !dbg !456
  %.121 = select i1 %.118, i64 %21, i64 -9223372036854775808, !dbg !456
  %t93 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t88, !dbg !455
  store i64 %.121, ptr addrspace(1) %t93, align 8, !dbg !455
  %t94 = add i64 %t202, %t11, !dbg !455
  %t21 = icmp slt i64 %t94, %a0, !dbg !455
  br i1 %t21, label %b2, label %b21, !dbg !455

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !455
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eI2F64_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !457 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !458
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !458
  %t2 = sext i32 %.1 to i64, !dbg !458
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !458
  %t4 = sext i32 %.2 to i64, !dbg !458
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !458
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !458
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !458, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !458
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !458
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !458, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !458
  %.15 = add i32 %.14, %.9, !dbg !458
  %.16 = udiv i32 %.15, %.6, !dbg !458
  %t8 = sext i32 %.16 to i64, !dbg !458
  %t9 = mul nsw i64 %t6, %t4, !dbg !458
  %t10 = add nsw i64 %t9, %t2, !dbg !458
  %t11 = mul nsw i64 %t8, %t6, !dbg !458
  %t131 = icmp slt i64 %t10, %a0, !dbg !458
  br i1 %t131, label %b2, label %b5, !dbg !458

b2:                                               ; preds = %entry, %b4
  %t122 = phi i64 [ %t19, %b4 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !458

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t122, !dbg !458
  %.17 = load i64, ptr addrspace(1) %t14, align 8, !dbg !458
  br label %b4, !dbg !458

b4:                                               ; preds = %b3, %b2
  %t16 = phi i64 [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = sitofp i64 %t16 to double, !dbg !459
  %t18 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t122, !dbg !458
  store double %t17, ptr addrspace(1) %t18, align 8, !dbg !458
  %t19 = add i64 %t122, %t11, !dbg !458
  %t13 = icmp slt i64 %t19, %a0, !dbg !458
  br i1 %t13, label %b2, label %b5, !dbg !458

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !458
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eI2F64_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #0 !dbg !460 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !461
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !461
  %t2 = sext i32 %.1 to i64, !dbg !461
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !461
  %t4 = sext i32 %.2 to i64, !dbg !461
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !461
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !461
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !461, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !461
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !461
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !461, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !461
  %.15 = add i32 %.14, %.9, !dbg !461
  %.16 = udiv i32 %.15, %.6, !dbg !461
  %t8 = sext i32 %.16 to i64, !dbg !461
  %t9 = mul nsw i64 %t6, %t4, !dbg !461
  %t10 = add nsw i64 %t9, %t2, !dbg !461
  %t11 = mul nsw i64 %t8, %t6, !dbg !461
  %t12 = icmp sgt i64 %a1, 7, !dbg !461
  %t13 = icmp sgt i64 %a1, 6, !dbg !461
  %t14 = icmp sgt i64 %a1, 5, !dbg !461
  %t15 = icmp sgt i64 %a1, 4, !dbg !461
  %t16 = icmp sgt i64 %a1, 3, !dbg !461
  %t17 = icmp sgt i64 %a1, 2, !dbg !461
  %t18 = icmp sgt i64 %a1, 1, !dbg !461
  %t19 = icmp sgt i64 %a1, 0, !dbg !461
  %t211 = icmp slt i64 %t10, %a0, !dbg !461
  br i1 %t211, label %b2.lr.ph, label %b21, !dbg !461

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
  br label %b2, !dbg !461

b2:                                               ; preds = %b2.lr.ph, %b20
  %t202 = phi i64 [ %t10, %b2.lr.ph ], [ %t94, %b20 ]
  br i1 %t12, label %b3, label %b4, !dbg !461

b3:                                               ; preds = %b2
  %t202.frozen = freeze i64 %t202
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t202.frozen, %.20.frozen, !dbg !461
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t202.frozen, %14
  %.22 = select i1 %.17, i64 %t202, i64 %.21.decomposed, !dbg !461
  %.28 = sub i64 0, %t202, !dbg !461
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !461
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !461
  %t24 = mul i64 %.22, %a19, !dbg !461
  %t25 = mul i64 %.22, %a28, !dbg !461
  br label %b4, !dbg !461

b4:                                               ; preds = %b3, %b2
  %t26 = phi i64 [ %.30, %b3 ], [ %t202, %b2 ]
  %t27 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6, !dbg !461

b5:                                               ; preds = %b4
  %t26.frozen = freeze i64 %t26
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t26.frozen, %.34.frozen, !dbg !461
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t26.frozen, %15
  %.36 = select i1 %.31, i64 %t26, i64 %.35.decomposed, !dbg !461
  %.42 = sub i64 0, %t26, !dbg !461
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !461
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !461
  %t31 = mul i64 %.36, %a18, !dbg !461
  %t32 = add i64 %t31, %t27, !dbg !461
  %t33 = mul i64 %.36, %a27, !dbg !461
  %t34 = add i64 %t33, %t28, !dbg !461
  br label %b6, !dbg !461

b6:                                               ; preds = %b5, %b4
  %t35 = phi i64 [ %.44, %b5 ], [ %t26, %b4 ]
  %t36 = phi i64 [ %t32, %b5 ], [ %t27, %b4 ]
  %t37 = phi i64 [ %t34, %b5 ], [ %t28, %b4 ]
  br i1 %t14, label %b7, label %b8, !dbg !461

b7:                                               ; preds = %b6
  %t35.frozen = freeze i64 %t35
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t35.frozen, %.48.frozen, !dbg !461
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t35.frozen, %16
  %.50 = select i1 %.45, i64 %t35, i64 %.49.decomposed, !dbg !461
  %.56 = sub i64 0, %t35, !dbg !461
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !461
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !461
  %t40 = mul i64 %.50, %a17, !dbg !461
  %t41 = add i64 %t40, %t36, !dbg !461
  %t42 = mul i64 %.50, %a26, !dbg !461
  %t43 = add i64 %t42, %t37, !dbg !461
  br label %b8, !dbg !461

b8:                                               ; preds = %b7, %b6
  %t44 = phi i64 [ %.58, %b7 ], [ %t35, %b6 ]
  %t45 = phi i64 [ %t41, %b7 ], [ %t36, %b6 ]
  %t46 = phi i64 [ %t43, %b7 ], [ %t37, %b6 ]
  br i1 %t15, label %b9, label %b10, !dbg !461

b9:                                               ; preds = %b8
  %t44.frozen = freeze i64 %t44
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t44.frozen, %.62.frozen, !dbg !461
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t44.frozen, %17
  %.64 = select i1 %.59, i64 %t44, i64 %.63.decomposed, !dbg !461
  %.70 = sub i64 0, %t44, !dbg !461
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !461
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !461
  %t49 = mul i64 %.64, %a16, !dbg !461
  %t50 = add i64 %t49, %t45, !dbg !461
  %t51 = mul i64 %.64, %a25, !dbg !461
  %t52 = add i64 %t51, %t46, !dbg !461
  br label %b10, !dbg !461

b10:                                              ; preds = %b9, %b8
  %t53 = phi i64 [ %.72, %b9 ], [ %t44, %b8 ]
  %t54 = phi i64 [ %t50, %b9 ], [ %t45, %b8 ]
  %t55 = phi i64 [ %t52, %b9 ], [ %t46, %b8 ]
  br i1 %t16, label %b11, label %b12, !dbg !461

b11:                                              ; preds = %b10
  %t53.frozen = freeze i64 %t53
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t53.frozen, %.76.frozen, !dbg !461
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t53.frozen, %18
  %.78 = select i1 %.73, i64 %t53, i64 %.77.decomposed, !dbg !461
  %.84 = sub i64 0, %t53, !dbg !461
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !461
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !461
  %t58 = mul i64 %.78, %a15, !dbg !461
  %t59 = add i64 %t58, %t54, !dbg !461
  %t60 = mul i64 %.78, %a24, !dbg !461
  %t61 = add i64 %t60, %t55, !dbg !461
  br label %b12, !dbg !461

b12:                                              ; preds = %b11, %b10
  %t62 = phi i64 [ %.86, %b11 ], [ %t53, %b10 ]
  %t63 = phi i64 [ %t59, %b11 ], [ %t54, %b10 ]
  %t64 = phi i64 [ %t61, %b11 ], [ %t55, %b10 ]
  br i1 %t17, label %b13, label %b14, !dbg !461

b13:                                              ; preds = %b12
  %t62.frozen = freeze i64 %t62
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t62.frozen, %.90.frozen, !dbg !461
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t62.frozen, %19
  %.92 = select i1 %.87, i64 %t62, i64 %.91.decomposed, !dbg !461
  %.98 = sub i64 0, %t62, !dbg !461
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !461
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !461
  %t67 = mul i64 %.92, %a14, !dbg !461
  %t68 = add i64 %t67, %t63, !dbg !461
  %t69 = mul i64 %.92, %a23, !dbg !461
  %t70 = add i64 %t69, %t64, !dbg !461
  br label %b14, !dbg !461

b14:                                              ; preds = %b13, %b12
  %t71 = phi i64 [ %.100, %b13 ], [ %t62, %b12 ]
  %t72 = phi i64 [ %t68, %b13 ], [ %t63, %b12 ]
  %t73 = phi i64 [ %t70, %b13 ], [ %t64, %b12 ]
  br i1 %t18, label %b15, label %b16, !dbg !461

b15:                                              ; preds = %b14
  %t71.frozen = freeze i64 %t71
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t71.frozen, %.104.frozen, !dbg !461
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t71.frozen, %20
  %.106 = select i1 %.101, i64 %t71, i64 %.105.decomposed, !dbg !461
  %.112 = sub i64 0, %t71, !dbg !461
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !461
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !461
  %t76 = mul i64 %.106, %a13, !dbg !461
  %t77 = add i64 %t76, %t72, !dbg !461
  %t78 = mul i64 %.106, %a22, !dbg !461
  %t79 = add i64 %t78, %t73, !dbg !461
  br label %b16, !dbg !461

b16:                                              ; preds = %b15, %b14
  %t80 = phi i64 [ %.114, %b15 ], [ %t71, %b14 ]
  %t81 = phi i64 [ %t77, %b15 ], [ %t72, %b14 ]
  %t82 = phi i64 [ %t79, %b15 ], [ %t73, %b14 ]
  br i1 %t19, label %b17, label %b18, !dbg !461

b17:                                              ; preds = %b16
  %t83 = mul i64 %t80, %a12, !dbg !461
  %t84 = add i64 %t81, %t83, !dbg !461
  %t85 = mul i64 %t80, %a21, !dbg !461
  %t86 = add i64 %t82, %t85, !dbg !461
  br label %b18, !dbg !461

b18:                                              ; preds = %b17, %b16
  %t87 = phi i64 [ %t84, %b17 ], [ %t81, %b16 ]
  %t88 = phi i64 [ %t86, %b17 ], [ %t82, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !461

b19:                                              ; preds = %b18
  %t89 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t87, !dbg !461
  %.115 = load i64, ptr addrspace(1) %t89, align 8, !dbg !461
  br label %b20, !dbg !461

b20:                                              ; preds = %b19, %b18
  %t91 = phi i64 [ %.115, %b19 ], [ %a11, %b18 ]
  %t92 = sitofp i64 %t91 to double, !dbg !462
  %t93 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t88, !dbg !461
  store double %t92, ptr addrspace(1) %t93, align 8, !dbg !461
  %t94 = add i64 %t202, %t11, !dbg !461
  %t21 = icmp slt i64 %t94, %a0, !dbg !461
  br i1 %t21, label %b2, label %b21, !dbg !461

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !461
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eF2U64_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !463 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !464
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !464
  %t2 = sext i32 %.1 to i64, !dbg !464
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !464
  %t4 = sext i32 %.2 to i64, !dbg !464
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !464
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !464
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !464, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !464
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !464
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !464, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !464
  %.15 = add i32 %.14, %.9, !dbg !464
  %.16 = udiv i32 %.15, %.6, !dbg !464
  %t8 = sext i32 %.16 to i64, !dbg !464
  %t9 = mul nsw i64 %t6, %t4, !dbg !464
  %t10 = add nsw i64 %t9, %t2, !dbg !464
  %t11 = mul nsw i64 %t8, %t6, !dbg !464
  %t131 = icmp slt i64 %t10, %a0, !dbg !464
  br i1 %t131, label %b2, label %b5, !dbg !464

b2:                                               ; preds = %entry, %b4
  %t122 = phi i64 [ %t19, %b4 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !464

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t122, !dbg !464
  %.17 = load double, ptr addrspace(1) %t14, align 8, !dbg !464
  br label %b4, !dbg !464

b4:                                               ; preds = %b3, %b2
  %t16 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  %.18 = fcmp olt double %t16, 0x43E0000000000000, !dbg !465
  %.19 = fcmp oge double %t16, 0xC3E0000000000000, !dbg !465
  %.21 = and i1 %.19, %.18, !dbg !465
  %0 = fptosi double %t16 to i64, !dbg !465
  %.24 = select i1 %.21, i64 %0, i64 -9223372036854775808, !dbg !465
  %.25 = fadd double %t16, 0xC3E0000000000000, !dbg !465
  %.26 = fcmp oge double %.25, 0xC3E0000000000000, !dbg !465
  %.27 = fcmp olt double %.25, 0x43E0000000000000, !dbg !465
  %.28 = and i1 %.26, %.27, !dbg !465
  %1 = fptosi double %.25 to i64, !dbg !465
  %.op = or i64 %1, -9223372036854775808, !dbg !465
  %.32 = select i1 %.28, i64 %.op, i64 -9223372036854775808, !dbg !465
  %.33 = select i1 %.18, i64 %.24, i64 %.32, !dbg !465
  %t18 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t122, !dbg !464
  store i64 %.33, ptr addrspace(1) %t18, align 8, !dbg !464
  %t19 = add i64 %t122, %t11, !dbg !464
  %t13 = icmp slt i64 %t19, %a0, !dbg !464
  br i1 %t13, label %b2, label %b5, !dbg !464

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !464
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eF2U64_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #0 !dbg !466 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !467
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !467
  %t2 = sext i32 %.1 to i64, !dbg !467
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !467
  %t4 = sext i32 %.2 to i64, !dbg !467
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !467
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !467
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !467, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !467
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !467
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !467, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !467
  %.15 = add i32 %.14, %.9, !dbg !467
  %.16 = udiv i32 %.15, %.6, !dbg !467
  %t8 = sext i32 %.16 to i64, !dbg !467
  %t9 = mul nsw i64 %t6, %t4, !dbg !467
  %t10 = add nsw i64 %t9, %t2, !dbg !467
  %t11 = mul nsw i64 %t8, %t6, !dbg !467
  %t12 = icmp sgt i64 %a1, 7, !dbg !467
  %t13 = icmp sgt i64 %a1, 6, !dbg !467
  %t14 = icmp sgt i64 %a1, 5, !dbg !467
  %t15 = icmp sgt i64 %a1, 4, !dbg !467
  %t16 = icmp sgt i64 %a1, 3, !dbg !467
  %t17 = icmp sgt i64 %a1, 2, !dbg !467
  %t18 = icmp sgt i64 %a1, 1, !dbg !467
  %t19 = icmp sgt i64 %a1, 0, !dbg !467
  %t211 = icmp slt i64 %t10, %a0, !dbg !467
  br i1 %t211, label %b2.lr.ph, label %b21, !dbg !467

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
  br label %b2, !dbg !467

b2:                                               ; preds = %b2.lr.ph, %b20
  %t202 = phi i64 [ %t10, %b2.lr.ph ], [ %t94, %b20 ]
  br i1 %t12, label %b3, label %b4, !dbg !467

b3:                                               ; preds = %b2
  %t202.frozen = freeze i64 %t202
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t202.frozen, %.20.frozen, !dbg !467
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t202.frozen, %14
  %.22 = select i1 %.17, i64 %t202, i64 %.21.decomposed, !dbg !467
  %.28 = sub i64 0, %t202, !dbg !467
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !467
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !467
  %t24 = mul i64 %.22, %a19, !dbg !467
  %t25 = mul i64 %.22, %a28, !dbg !467
  br label %b4, !dbg !467

b4:                                               ; preds = %b3, %b2
  %t26 = phi i64 [ %.30, %b3 ], [ %t202, %b2 ]
  %t27 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6, !dbg !467

b5:                                               ; preds = %b4
  %t26.frozen = freeze i64 %t26
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t26.frozen, %.34.frozen, !dbg !467
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t26.frozen, %15
  %.36 = select i1 %.31, i64 %t26, i64 %.35.decomposed, !dbg !467
  %.42 = sub i64 0, %t26, !dbg !467
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !467
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !467
  %t31 = mul i64 %.36, %a18, !dbg !467
  %t32 = add i64 %t31, %t27, !dbg !467
  %t33 = mul i64 %.36, %a27, !dbg !467
  %t34 = add i64 %t33, %t28, !dbg !467
  br label %b6, !dbg !467

b6:                                               ; preds = %b5, %b4
  %t35 = phi i64 [ %.44, %b5 ], [ %t26, %b4 ]
  %t36 = phi i64 [ %t32, %b5 ], [ %t27, %b4 ]
  %t37 = phi i64 [ %t34, %b5 ], [ %t28, %b4 ]
  br i1 %t14, label %b7, label %b8, !dbg !467

b7:                                               ; preds = %b6
  %t35.frozen = freeze i64 %t35
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t35.frozen, %.48.frozen, !dbg !467
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t35.frozen, %16
  %.50 = select i1 %.45, i64 %t35, i64 %.49.decomposed, !dbg !467
  %.56 = sub i64 0, %t35, !dbg !467
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !467
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !467
  %t40 = mul i64 %.50, %a17, !dbg !467
  %t41 = add i64 %t40, %t36, !dbg !467
  %t42 = mul i64 %.50, %a26, !dbg !467
  %t43 = add i64 %t42, %t37, !dbg !467
  br label %b8, !dbg !467

b8:                                               ; preds = %b7, %b6
  %t44 = phi i64 [ %.58, %b7 ], [ %t35, %b6 ]
  %t45 = phi i64 [ %t41, %b7 ], [ %t36, %b6 ]
  %t46 = phi i64 [ %t43, %b7 ], [ %t37, %b6 ]
  br i1 %t15, label %b9, label %b10, !dbg !467

b9:                                               ; preds = %b8
  %t44.frozen = freeze i64 %t44
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t44.frozen, %.62.frozen, !dbg !467
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t44.frozen, %17
  %.64 = select i1 %.59, i64 %t44, i64 %.63.decomposed, !dbg !467
  %.70 = sub i64 0, %t44, !dbg !467
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !467
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !467
  %t49 = mul i64 %.64, %a16, !dbg !467
  %t50 = add i64 %t49, %t45, !dbg !467
  %t51 = mul i64 %.64, %a25, !dbg !467
  %t52 = add i64 %t51, %t46, !dbg !467
  br label %b10, !dbg !467

b10:                                              ; preds = %b9, %b8
  %t53 = phi i64 [ %.72, %b9 ], [ %t44, %b8 ]
  %t54 = phi i64 [ %t50, %b9 ], [ %t45, %b8 ]
  %t55 = phi i64 [ %t52, %b9 ], [ %t46, %b8 ]
  br i1 %t16, label %b11, label %b12, !dbg !467

b11:                                              ; preds = %b10
  %t53.frozen = freeze i64 %t53
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t53.frozen, %.76.frozen, !dbg !467
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t53.frozen, %18
  %.78 = select i1 %.73, i64 %t53, i64 %.77.decomposed, !dbg !467
  %.84 = sub i64 0, %t53, !dbg !467
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !467
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !467
  %t58 = mul i64 %.78, %a15, !dbg !467
  %t59 = add i64 %t58, %t54, !dbg !467
  %t60 = mul i64 %.78, %a24, !dbg !467
  %t61 = add i64 %t60, %t55, !dbg !467
  br label %b12, !dbg !467

b12:                                              ; preds = %b11, %b10
  %t62 = phi i64 [ %.86, %b11 ], [ %t53, %b10 ]
  %t63 = phi i64 [ %t59, %b11 ], [ %t54, %b10 ]
  %t64 = phi i64 [ %t61, %b11 ], [ %t55, %b10 ]
  br i1 %t17, label %b13, label %b14, !dbg !467

b13:                                              ; preds = %b12
  %t62.frozen = freeze i64 %t62
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t62.frozen, %.90.frozen, !dbg !467
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t62.frozen, %19
  %.92 = select i1 %.87, i64 %t62, i64 %.91.decomposed, !dbg !467
  %.98 = sub i64 0, %t62, !dbg !467
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !467
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !467
  %t67 = mul i64 %.92, %a14, !dbg !467
  %t68 = add i64 %t67, %t63, !dbg !467
  %t69 = mul i64 %.92, %a23, !dbg !467
  %t70 = add i64 %t69, %t64, !dbg !467
  br label %b14, !dbg !467

b14:                                              ; preds = %b13, %b12
  %t71 = phi i64 [ %.100, %b13 ], [ %t62, %b12 ]
  %t72 = phi i64 [ %t68, %b13 ], [ %t63, %b12 ]
  %t73 = phi i64 [ %t70, %b13 ], [ %t64, %b12 ]
  br i1 %t18, label %b15, label %b16, !dbg !467

b15:                                              ; preds = %b14
  %t71.frozen = freeze i64 %t71
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t71.frozen, %.104.frozen, !dbg !467
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t71.frozen, %20
  %.106 = select i1 %.101, i64 %t71, i64 %.105.decomposed, !dbg !467
  %.112 = sub i64 0, %t71, !dbg !467
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !467
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !467
  %t76 = mul i64 %.106, %a13, !dbg !467
  %t77 = add i64 %t76, %t72, !dbg !467
  %t78 = mul i64 %.106, %a22, !dbg !467
  %t79 = add i64 %t78, %t73, !dbg !467
  br label %b16, !dbg !467

b16:                                              ; preds = %b15, %b14
  %t80 = phi i64 [ %.114, %b15 ], [ %t71, %b14 ]
  %t81 = phi i64 [ %t77, %b15 ], [ %t72, %b14 ]
  %t82 = phi i64 [ %t79, %b15 ], [ %t73, %b14 ]
  br i1 %t19, label %b17, label %b18, !dbg !467

b17:                                              ; preds = %b16
  %t83 = mul i64 %t80, %a12, !dbg !467
  %t84 = add i64 %t81, %t83, !dbg !467
  %t85 = mul i64 %t80, %a21, !dbg !467
  %t86 = add i64 %t82, %t85, !dbg !467
  br label %b18, !dbg !467

b18:                                              ; preds = %b17, %b16
  %t87 = phi i64 [ %t84, %b17 ], [ %t81, %b16 ]
  %t88 = phi i64 [ %t86, %b17 ], [ %t82, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !467

b19:                                              ; preds = %b18
  %t89 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t87, !dbg !467
  %.115 = load double, ptr addrspace(1) %t89, align 8, !dbg !467
  br label %b20, !dbg !467

b20:                                              ; preds = %b19, %b18
  %t91 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  %.116 = fcmp olt double %t91, 0x43E0000000000000, !dbg !468
  %.117 = fcmp oge double %t91, 0xC3E0000000000000, !dbg !468
  %.119 = and i1 %.117, %.116, !dbg !468
  %21 = fptosi double %t91 to i64, !dbg !468
  %.122 = select i1 %.119, i64 %21, i64 -9223372036854775808, !dbg !468
  %.123 = fadd double %t91, 0xC3E0000000000000, !dbg !468
  %.124 = fcmp oge double %.123, 0xC3E0000000000000, !dbg !468
  %.125 = fcmp olt double %.123, 0x43E0000000000000, !dbg !468
  %.126 = and i1 %.124, %.125, !dbg !468
  %22 = fptosi double %.123 to i64, !dbg !468
  %.op = or i64 %22, -9223372036854775808, !dbg !468
  %.130 = select i1 %.126, i64 %.op, i64 -9223372036854775808, !dbg !468
  %.131 = select i1 %.116, i64 %.122, i64 %.130, !dbg !468
  %t93 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t88, !dbg !467
  store i64 %.131, ptr addrspace(1) %t93, align 8, !dbg !467
  %t94 = add i64 %t202, %t11, !dbg !467
  %t21 = icmp slt i64 %t94, %a0, !dbg !467
  br i1 %t21, label %b2, label %b21, !dbg !467

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !467
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eU2F64_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !469 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !470
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !470
  %t2 = sext i32 %.1 to i64, !dbg !470
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !470
  %t4 = sext i32 %.2 to i64, !dbg !470
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !470
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !470
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !470, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !470
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !470
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !470, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !470
  %.15 = add i32 %.14, %.9, !dbg !470
  %.16 = udiv i32 %.15, %.6, !dbg !470
  %t8 = sext i32 %.16 to i64, !dbg !470
  %t9 = mul nsw i64 %t6, %t4, !dbg !470
  %t10 = add nsw i64 %t9, %t2, !dbg !470
  %t11 = mul nsw i64 %t8, %t6, !dbg !470
  %t131 = icmp slt i64 %t10, %a0, !dbg !470
  br i1 %t131, label %b2, label %b5, !dbg !470

b2:                                               ; preds = %entry, %b4
  %t122 = phi i64 [ %t19, %b4 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !470

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t122, !dbg !470
  %.17 = load i64, ptr addrspace(1) %t14, align 8, !dbg !470
  br label %b4, !dbg !470

b4:                                               ; preds = %b3, %b2
  %t16 = phi i64 [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = uitofp i64 %t16 to double, !dbg !471
  %t18 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t122, !dbg !470
  store double %t17, ptr addrspace(1) %t18, align 8, !dbg !470
  %t19 = add i64 %t122, %t11, !dbg !470
  %t13 = icmp slt i64 %t19, %a0, !dbg !470
  br i1 %t13, label %b2, label %b5, !dbg !470

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !470
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eU2F64_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #0 !dbg !472 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !473
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !473
  %t2 = sext i32 %.1 to i64, !dbg !473
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !473
  %t4 = sext i32 %.2 to i64, !dbg !473
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !473
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !473
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !473, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !473
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !473
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !473, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !473
  %.15 = add i32 %.14, %.9, !dbg !473
  %.16 = udiv i32 %.15, %.6, !dbg !473
  %t8 = sext i32 %.16 to i64, !dbg !473
  %t9 = mul nsw i64 %t6, %t4, !dbg !473
  %t10 = add nsw i64 %t9, %t2, !dbg !473
  %t11 = mul nsw i64 %t8, %t6, !dbg !473
  %t12 = icmp sgt i64 %a1, 7, !dbg !473
  %t13 = icmp sgt i64 %a1, 6, !dbg !473
  %t14 = icmp sgt i64 %a1, 5, !dbg !473
  %t15 = icmp sgt i64 %a1, 4, !dbg !473
  %t16 = icmp sgt i64 %a1, 3, !dbg !473
  %t17 = icmp sgt i64 %a1, 2, !dbg !473
  %t18 = icmp sgt i64 %a1, 1, !dbg !473
  %t19 = icmp sgt i64 %a1, 0, !dbg !473
  %t211 = icmp slt i64 %t10, %a0, !dbg !473
  br i1 %t211, label %b2.lr.ph, label %b21, !dbg !473

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
  br label %b2, !dbg !473

b2:                                               ; preds = %b2.lr.ph, %b20
  %t202 = phi i64 [ %t10, %b2.lr.ph ], [ %t94, %b20 ]
  br i1 %t12, label %b3, label %b4, !dbg !473

b3:                                               ; preds = %b2
  %t202.frozen = freeze i64 %t202
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t202.frozen, %.20.frozen, !dbg !473
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t202.frozen, %14
  %.22 = select i1 %.17, i64 %t202, i64 %.21.decomposed, !dbg !473
  %.28 = sub i64 0, %t202, !dbg !473
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !473
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !473
  %t24 = mul i64 %.22, %a19, !dbg !473
  %t25 = mul i64 %.22, %a28, !dbg !473
  br label %b4, !dbg !473

b4:                                               ; preds = %b3, %b2
  %t26 = phi i64 [ %.30, %b3 ], [ %t202, %b2 ]
  %t27 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6, !dbg !473

b5:                                               ; preds = %b4
  %t26.frozen = freeze i64 %t26
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t26.frozen, %.34.frozen, !dbg !473
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t26.frozen, %15
  %.36 = select i1 %.31, i64 %t26, i64 %.35.decomposed, !dbg !473
  %.42 = sub i64 0, %t26, !dbg !473
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !473
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !473
  %t31 = mul i64 %.36, %a18, !dbg !473
  %t32 = add i64 %t31, %t27, !dbg !473
  %t33 = mul i64 %.36, %a27, !dbg !473
  %t34 = add i64 %t33, %t28, !dbg !473
  br label %b6, !dbg !473

b6:                                               ; preds = %b5, %b4
  %t35 = phi i64 [ %.44, %b5 ], [ %t26, %b4 ]
  %t36 = phi i64 [ %t32, %b5 ], [ %t27, %b4 ]
  %t37 = phi i64 [ %t34, %b5 ], [ %t28, %b4 ]
  br i1 %t14, label %b7, label %b8, !dbg !473

b7:                                               ; preds = %b6
  %t35.frozen = freeze i64 %t35
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t35.frozen, %.48.frozen, !dbg !473
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t35.frozen, %16
  %.50 = select i1 %.45, i64 %t35, i64 %.49.decomposed, !dbg !473
  %.56 = sub i64 0, %t35, !dbg !473
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !473
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !473
  %t40 = mul i64 %.50, %a17, !dbg !473
  %t41 = add i64 %t40, %t36, !dbg !473
  %t42 = mul i64 %.50, %a26, !dbg !473
  %t43 = add i64 %t42, %t37, !dbg !473
  br label %b8, !dbg !473

b8:                                               ; preds = %b7, %b6
  %t44 = phi i64 [ %.58, %b7 ], [ %t35, %b6 ]
  %t45 = phi i64 [ %t41, %b7 ], [ %t36, %b6 ]
  %t46 = phi i64 [ %t43, %b7 ], [ %t37, %b6 ]
  br i1 %t15, label %b9, label %b10, !dbg !473

b9:                                               ; preds = %b8
  %t44.frozen = freeze i64 %t44
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t44.frozen, %.62.frozen, !dbg !473
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t44.frozen, %17
  %.64 = select i1 %.59, i64 %t44, i64 %.63.decomposed, !dbg !473
  %.70 = sub i64 0, %t44, !dbg !473
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !473
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !473
  %t49 = mul i64 %.64, %a16, !dbg !473
  %t50 = add i64 %t49, %t45, !dbg !473
  %t51 = mul i64 %.64, %a25, !dbg !473
  %t52 = add i64 %t51, %t46, !dbg !473
  br label %b10, !dbg !473

b10:                                              ; preds = %b9, %b8
  %t53 = phi i64 [ %.72, %b9 ], [ %t44, %b8 ]
  %t54 = phi i64 [ %t50, %b9 ], [ %t45, %b8 ]
  %t55 = phi i64 [ %t52, %b9 ], [ %t46, %b8 ]
  br i1 %t16, label %b11, label %b12, !dbg !473

b11:                                              ; preds = %b10
  %t53.frozen = freeze i64 %t53
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t53.frozen, %.76.frozen, !dbg !473
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t53.frozen, %18
  %.78 = select i1 %.73, i64 %t53, i64 %.77.decomposed, !dbg !473
  %.84 = sub i64 0, %t53, !dbg !473
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !473
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !473
  %t58 = mul i64 %.78, %a15, !dbg !473
  %t59 = add i64 %t58, %t54, !dbg !473
  %t60 = mul i64 %.78, %a24, !dbg !473
  %t61 = add i64 %t60, %t55, !dbg !473
  br label %b12, !dbg !473

b12:                                              ; preds = %b11, %b10
  %t62 = phi i64 [ %.86, %b11 ], [ %t53, %b10 ]
  %t63 = phi i64 [ %t59, %b11 ], [ %t54, %b10 ]
  %t64 = phi i64 [ %t61, %b11 ], [ %t55, %b10 ]
  br i1 %t17, label %b13, label %b14, !dbg !473

b13:                                              ; preds = %b12
  %t62.frozen = freeze i64 %t62
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t62.frozen, %.90.frozen, !dbg !473
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t62.frozen, %19
  %.92 = select i1 %.87, i64 %t62, i64 %.91.decomposed, !dbg !473
  %.98 = sub i64 0, %t62, !dbg !473
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !473
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !473
  %t67 = mul i64 %.92, %a14, !dbg !473
  %t68 = add i64 %t67, %t63, !dbg !473
  %t69 = mul i64 %.92, %a23, !dbg !473
  %t70 = add i64 %t69, %t64, !dbg !473
  br label %b14, !dbg !473

b14:                                              ; preds = %b13, %b12
  %t71 = phi i64 [ %.100, %b13 ], [ %t62, %b12 ]
  %t72 = phi i64 [ %t68, %b13 ], [ %t63, %b12 ]
  %t73 = phi i64 [ %t70, %b13 ], [ %t64, %b12 ]
  br i1 %t18, label %b15, label %b16, !dbg !473

b15:                                              ; preds = %b14
  %t71.frozen = freeze i64 %t71
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t71.frozen, %.104.frozen, !dbg !473
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t71.frozen, %20
  %.106 = select i1 %.101, i64 %t71, i64 %.105.decomposed, !dbg !473
  %.112 = sub i64 0, %t71, !dbg !473
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !473
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !473
  %t76 = mul i64 %.106, %a13, !dbg !473
  %t77 = add i64 %t76, %t72, !dbg !473
  %t78 = mul i64 %.106, %a22, !dbg !473
  %t79 = add i64 %t78, %t73, !dbg !473
  br label %b16, !dbg !473

b16:                                              ; preds = %b15, %b14
  %t80 = phi i64 [ %.114, %b15 ], [ %t71, %b14 ]
  %t81 = phi i64 [ %t77, %b15 ], [ %t72, %b14 ]
  %t82 = phi i64 [ %t79, %b15 ], [ %t73, %b14 ]
  br i1 %t19, label %b17, label %b18, !dbg !473

b17:                                              ; preds = %b16
  %t83 = mul i64 %t80, %a12, !dbg !473
  %t84 = add i64 %t81, %t83, !dbg !473
  %t85 = mul i64 %t80, %a21, !dbg !473
  %t86 = add i64 %t82, %t85, !dbg !473
  br label %b18, !dbg !473

b18:                                              ; preds = %b17, %b16
  %t87 = phi i64 [ %t84, %b17 ], [ %t81, %b16 ]
  %t88 = phi i64 [ %t86, %b17 ], [ %t82, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !473

b19:                                              ; preds = %b18
  %t89 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t87, !dbg !473
  %.115 = load i64, ptr addrspace(1) %t89, align 8, !dbg !473
  br label %b20, !dbg !473

b20:                                              ; preds = %b19, %b18
  %t91 = phi i64 [ %.115, %b19 ], [ %a11, %b18 ]
  %t92 = uitofp i64 %t91 to double, !dbg !474
  %t93 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t88, !dbg !473
  store double %t92, ptr addrspace(1) %t93, align 8, !dbg !473
  %t94 = add i64 %t202, %t11, !dbg !473
  %t21 = icmp slt i64 %t94, %a0, !dbg !473
  br i1 %t21, label %b2, label %b21, !dbg !473

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !473
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eF2I32_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !475 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !476
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !476
  %t2 = sext i32 %.1 to i64, !dbg !476
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !476
  %t4 = sext i32 %.2 to i64, !dbg !476
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !476
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !476
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !476, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !476
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !476
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !476, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !476
  %.15 = add i32 %.14, %.9, !dbg !476
  %.16 = udiv i32 %.15, %.6, !dbg !476
  %t8 = sext i32 %.16 to i64, !dbg !476
  %t9 = mul nsw i64 %t6, %t4, !dbg !476
  %t10 = add nsw i64 %t9, %t2, !dbg !476
  %t11 = mul nsw i64 %t8, %t6, !dbg !476
  %t131 = icmp slt i64 %t10, %a0, !dbg !476
  br i1 %t131, label %b2, label %b5, !dbg !476

b2:                                               ; preds = %entry, %b4
  %t122 = phi i64 [ %t19, %b4 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !476

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t122, !dbg !476
  %.17 = load float, ptr addrspace(1) %t14, align 4, !dbg !476
  br label %b4, !dbg !476

b4:                                               ; preds = %b3, %b2
  %t16 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  %.18 = fcmp oge float %t16, 0xC1E0000000000000, !dbg !477
  %.19 = fcmp olt float %t16, 0x41E0000000000000, !dbg !477
  %.20 = and i1 %.18, %.19, !dbg !477
  %0 = fptosi float %t16 to i32, !dbg !477
  %.23 = select i1 %.20, i32 %0, i32 -2147483648, !dbg !477
  %t18 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t122, !dbg !476
  store i32 %.23, ptr addrspace(1) %t18, align 4, !dbg !476
  %t19 = add i64 %t122, %t11, !dbg !476
  %t13 = icmp slt i64 %t19, %a0, !dbg !476
  br i1 %t13, label %b2, label %b5, !dbg !476

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !476
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eF2I32_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #0 !dbg !478 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !479
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !479
  %t2 = sext i32 %.1 to i64, !dbg !479
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !479
  %t4 = sext i32 %.2 to i64, !dbg !479
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !479
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !479
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !479, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !479
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !479
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !479, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !479
  %.15 = add i32 %.14, %.9, !dbg !479
  %.16 = udiv i32 %.15, %.6, !dbg !479
  %t8 = sext i32 %.16 to i64, !dbg !479
  %t9 = mul nsw i64 %t6, %t4, !dbg !479
  %t10 = add nsw i64 %t9, %t2, !dbg !479
  %t11 = mul nsw i64 %t8, %t6, !dbg !479
  %t12 = icmp sgt i64 %a1, 7, !dbg !479
  %t13 = icmp sgt i64 %a1, 6, !dbg !479
  %t14 = icmp sgt i64 %a1, 5, !dbg !479
  %t15 = icmp sgt i64 %a1, 4, !dbg !479
  %t16 = icmp sgt i64 %a1, 3, !dbg !479
  %t17 = icmp sgt i64 %a1, 2, !dbg !479
  %t18 = icmp sgt i64 %a1, 1, !dbg !479
  %t19 = icmp sgt i64 %a1, 0, !dbg !479
  %t211 = icmp slt i64 %t10, %a0, !dbg !479
  br i1 %t211, label %b2.lr.ph, label %b21, !dbg !479

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
  br label %b2, !dbg !479

b2:                                               ; preds = %b2.lr.ph, %b20
  %t202 = phi i64 [ %t10, %b2.lr.ph ], [ %t94, %b20 ]
  br i1 %t12, label %b3, label %b4, !dbg !479

b3:                                               ; preds = %b2
  %t202.frozen = freeze i64 %t202
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t202.frozen, %.20.frozen, !dbg !479
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t202.frozen, %14
  %.22 = select i1 %.17, i64 %t202, i64 %.21.decomposed, !dbg !479
  %.28 = sub i64 0, %t202, !dbg !479
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !479
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !479
  %t24 = mul i64 %.22, %a19, !dbg !479
  %t25 = mul i64 %.22, %a28, !dbg !479
  br label %b4, !dbg !479

b4:                                               ; preds = %b3, %b2
  %t26 = phi i64 [ %.30, %b3 ], [ %t202, %b2 ]
  %t27 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6, !dbg !479

b5:                                               ; preds = %b4
  %t26.frozen = freeze i64 %t26
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t26.frozen, %.34.frozen, !dbg !479
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t26.frozen, %15
  %.36 = select i1 %.31, i64 %t26, i64 %.35.decomposed, !dbg !479
  %.42 = sub i64 0, %t26, !dbg !479
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !479
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !479
  %t31 = mul i64 %.36, %a18, !dbg !479
  %t32 = add i64 %t31, %t27, !dbg !479
  %t33 = mul i64 %.36, %a27, !dbg !479
  %t34 = add i64 %t33, %t28, !dbg !479
  br label %b6, !dbg !479

b6:                                               ; preds = %b5, %b4
  %t35 = phi i64 [ %.44, %b5 ], [ %t26, %b4 ]
  %t36 = phi i64 [ %t32, %b5 ], [ %t27, %b4 ]
  %t37 = phi i64 [ %t34, %b5 ], [ %t28, %b4 ]
  br i1 %t14, label %b7, label %b8, !dbg !479

b7:                                               ; preds = %b6
  %t35.frozen = freeze i64 %t35
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t35.frozen, %.48.frozen, !dbg !479
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t35.frozen, %16
  %.50 = select i1 %.45, i64 %t35, i64 %.49.decomposed, !dbg !479
  %.56 = sub i64 0, %t35, !dbg !479
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !479
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !479
  %t40 = mul i64 %.50, %a17, !dbg !479
  %t41 = add i64 %t40, %t36, !dbg !479
  %t42 = mul i64 %.50, %a26, !dbg !479
  %t43 = add i64 %t42, %t37, !dbg !479
  br label %b8, !dbg !479

b8:                                               ; preds = %b7, %b6
  %t44 = phi i64 [ %.58, %b7 ], [ %t35, %b6 ]
  %t45 = phi i64 [ %t41, %b7 ], [ %t36, %b6 ]
  %t46 = phi i64 [ %t43, %b7 ], [ %t37, %b6 ]
  br i1 %t15, label %b9, label %b10, !dbg !479

b9:                                               ; preds = %b8
  %t44.frozen = freeze i64 %t44
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t44.frozen, %.62.frozen, !dbg !479
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t44.frozen, %17
  %.64 = select i1 %.59, i64 %t44, i64 %.63.decomposed, !dbg !479
  %.70 = sub i64 0, %t44, !dbg !479
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !479
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !479
  %t49 = mul i64 %.64, %a16, !dbg !479
  %t50 = add i64 %t49, %t45, !dbg !479
  %t51 = mul i64 %.64, %a25, !dbg !479
  %t52 = add i64 %t51, %t46, !dbg !479
  br label %b10, !dbg !479

b10:                                              ; preds = %b9, %b8
  %t53 = phi i64 [ %.72, %b9 ], [ %t44, %b8 ]
  %t54 = phi i64 [ %t50, %b9 ], [ %t45, %b8 ]
  %t55 = phi i64 [ %t52, %b9 ], [ %t46, %b8 ]
  br i1 %t16, label %b11, label %b12, !dbg !479

b11:                                              ; preds = %b10
  %t53.frozen = freeze i64 %t53
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t53.frozen, %.76.frozen, !dbg !479
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t53.frozen, %18
  %.78 = select i1 %.73, i64 %t53, i64 %.77.decomposed, !dbg !479
  %.84 = sub i64 0, %t53, !dbg !479
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !479
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !479
  %t58 = mul i64 %.78, %a15, !dbg !479
  %t59 = add i64 %t58, %t54, !dbg !479
  %t60 = mul i64 %.78, %a24, !dbg !479
  %t61 = add i64 %t60, %t55, !dbg !479
  br label %b12, !dbg !479

b12:                                              ; preds = %b11, %b10
  %t62 = phi i64 [ %.86, %b11 ], [ %t53, %b10 ]
  %t63 = phi i64 [ %t59, %b11 ], [ %t54, %b10 ]
  %t64 = phi i64 [ %t61, %b11 ], [ %t55, %b10 ]
  br i1 %t17, label %b13, label %b14, !dbg !479

b13:                                              ; preds = %b12
  %t62.frozen = freeze i64 %t62
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t62.frozen, %.90.frozen, !dbg !479
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t62.frozen, %19
  %.92 = select i1 %.87, i64 %t62, i64 %.91.decomposed, !dbg !479
  %.98 = sub i64 0, %t62, !dbg !479
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !479
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !479
  %t67 = mul i64 %.92, %a14, !dbg !479
  %t68 = add i64 %t67, %t63, !dbg !479
  %t69 = mul i64 %.92, %a23, !dbg !479
  %t70 = add i64 %t69, %t64, !dbg !479
  br label %b14, !dbg !479

b14:                                              ; preds = %b13, %b12
  %t71 = phi i64 [ %.100, %b13 ], [ %t62, %b12 ]
  %t72 = phi i64 [ %t68, %b13 ], [ %t63, %b12 ]
  %t73 = phi i64 [ %t70, %b13 ], [ %t64, %b12 ]
  br i1 %t18, label %b15, label %b16, !dbg !479

b15:                                              ; preds = %b14
  %t71.frozen = freeze i64 %t71
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t71.frozen, %.104.frozen, !dbg !479
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t71.frozen, %20
  %.106 = select i1 %.101, i64 %t71, i64 %.105.decomposed, !dbg !479
  %.112 = sub i64 0, %t71, !dbg !479
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !479
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !479
  %t76 = mul i64 %.106, %a13, !dbg !479
  %t77 = add i64 %t76, %t72, !dbg !479
  %t78 = mul i64 %.106, %a22, !dbg !479
  %t79 = add i64 %t78, %t73, !dbg !479
  br label %b16, !dbg !479

b16:                                              ; preds = %b15, %b14
  %t80 = phi i64 [ %.114, %b15 ], [ %t71, %b14 ]
  %t81 = phi i64 [ %t77, %b15 ], [ %t72, %b14 ]
  %t82 = phi i64 [ %t79, %b15 ], [ %t73, %b14 ]
  br i1 %t19, label %b17, label %b18, !dbg !479

b17:                                              ; preds = %b16
  %t83 = mul i64 %t80, %a12, !dbg !479
  %t84 = add i64 %t81, %t83, !dbg !479
  %t85 = mul i64 %t80, %a21, !dbg !479
  %t86 = add i64 %t82, %t85, !dbg !479
  br label %b18, !dbg !479

b18:                                              ; preds = %b17, %b16
  %t87 = phi i64 [ %t84, %b17 ], [ %t81, %b16 ]
  %t88 = phi i64 [ %t86, %b17 ], [ %t82, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !479

b19:                                              ; preds = %b18
  %t89 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t87, !dbg !479
  %.115 = load float, ptr addrspace(1) %t89, align 4, !dbg !479
  br label %b20, !dbg !479

b20:                                              ; preds = %b19, %b18
  %t91 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  %.116 = fcmp oge float %t91, 0xC1E0000000000000, !dbg !480
  %.117 = fcmp olt float %t91, 0x41E0000000000000, !dbg !480
  %.118 = and i1 %.116, %.117, !dbg !480
  %21 = fptosi float %t91 to i32, !dbg !480
  %.121 = select i1 %.118, i32 %21, i32 -2147483648, !dbg !480
  %t93 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t88, !dbg !479
  store i32 %.121, ptr addrspace(1) %t93, align 4, !dbg !479
  %t94 = add i64 %t202, %t11, !dbg !479
  %t21 = icmp slt i64 %t94, %a0, !dbg !479
  br i1 %t21, label %b2, label %b21, !dbg !479

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !479
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eI2F32_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i32 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !481 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !482
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !482
  %t2 = sext i32 %.1 to i64, !dbg !482
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !482
  %t4 = sext i32 %.2 to i64, !dbg !482
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !482
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !482
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !482, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !482
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !482
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !482, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !482
  %.15 = add i32 %.14, %.9, !dbg !482
  %.16 = udiv i32 %.15, %.6, !dbg !482
  %t8 = sext i32 %.16 to i64, !dbg !482
  %t9 = mul nsw i64 %t6, %t4, !dbg !482
  %t10 = add nsw i64 %t9, %t2, !dbg !482
  %t11 = mul nsw i64 %t8, %t6, !dbg !482
  %t131 = icmp slt i64 %t10, %a0, !dbg !482
  br i1 %t131, label %b2, label %b5, !dbg !482

b2:                                               ; preds = %entry, %b4
  %t122 = phi i64 [ %t19, %b4 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !482

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t122, !dbg !482
  %.17 = load i32, ptr addrspace(1) %t14, align 4, !dbg !482
  br label %b4, !dbg !482

b4:                                               ; preds = %b3, %b2
  %t16 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = sitofp i32 %t16 to float, !dbg !483
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t122, !dbg !482
  store float %t17, ptr addrspace(1) %t18, align 4, !dbg !482
  %t19 = add i64 %t122, %t11, !dbg !482
  %t13 = icmp slt i64 %t19, %a0, !dbg !482
  br i1 %t13, label %b2, label %b5, !dbg !482

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !482
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eI2F32_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #0 !dbg !484 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !485
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !485
  %t2 = sext i32 %.1 to i64, !dbg !485
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !485
  %t4 = sext i32 %.2 to i64, !dbg !485
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !485
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !485
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !485, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !485
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !485
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !485, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !485
  %.15 = add i32 %.14, %.9, !dbg !485
  %.16 = udiv i32 %.15, %.6, !dbg !485
  %t8 = sext i32 %.16 to i64, !dbg !485
  %t9 = mul nsw i64 %t6, %t4, !dbg !485
  %t10 = add nsw i64 %t9, %t2, !dbg !485
  %t11 = mul nsw i64 %t8, %t6, !dbg !485
  %t12 = icmp sgt i64 %a1, 7, !dbg !485
  %t13 = icmp sgt i64 %a1, 6, !dbg !485
  %t14 = icmp sgt i64 %a1, 5, !dbg !485
  %t15 = icmp sgt i64 %a1, 4, !dbg !485
  %t16 = icmp sgt i64 %a1, 3, !dbg !485
  %t17 = icmp sgt i64 %a1, 2, !dbg !485
  %t18 = icmp sgt i64 %a1, 1, !dbg !485
  %t19 = icmp sgt i64 %a1, 0, !dbg !485
  %t211 = icmp slt i64 %t10, %a0, !dbg !485
  br i1 %t211, label %b2.lr.ph, label %b21, !dbg !485

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
  br label %b2, !dbg !485

b2:                                               ; preds = %b2.lr.ph, %b20
  %t202 = phi i64 [ %t10, %b2.lr.ph ], [ %t94, %b20 ]
  br i1 %t12, label %b3, label %b4, !dbg !485

b3:                                               ; preds = %b2
  %t202.frozen = freeze i64 %t202
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t202.frozen, %.20.frozen, !dbg !485
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t202.frozen, %14
  %.22 = select i1 %.17, i64 %t202, i64 %.21.decomposed, !dbg !485
  %.28 = sub i64 0, %t202, !dbg !485
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !485
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !485
  %t24 = mul i64 %.22, %a19, !dbg !485
  %t25 = mul i64 %.22, %a28, !dbg !485
  br label %b4, !dbg !485

b4:                                               ; preds = %b3, %b2
  %t26 = phi i64 [ %.30, %b3 ], [ %t202, %b2 ]
  %t27 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6, !dbg !485

b5:                                               ; preds = %b4
  %t26.frozen = freeze i64 %t26
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t26.frozen, %.34.frozen, !dbg !485
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t26.frozen, %15
  %.36 = select i1 %.31, i64 %t26, i64 %.35.decomposed, !dbg !485
  %.42 = sub i64 0, %t26, !dbg !485
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !485
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !485
  %t31 = mul i64 %.36, %a18, !dbg !485
  %t32 = add i64 %t31, %t27, !dbg !485
  %t33 = mul i64 %.36, %a27, !dbg !485
  %t34 = add i64 %t33, %t28, !dbg !485
  br label %b6, !dbg !485

b6:                                               ; preds = %b5, %b4
  %t35 = phi i64 [ %.44, %b5 ], [ %t26, %b4 ]
  %t36 = phi i64 [ %t32, %b5 ], [ %t27, %b4 ]
  %t37 = phi i64 [ %t34, %b5 ], [ %t28, %b4 ]
  br i1 %t14, label %b7, label %b8, !dbg !485

b7:                                               ; preds = %b6
  %t35.frozen = freeze i64 %t35
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t35.frozen, %.48.frozen, !dbg !485
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t35.frozen, %16
  %.50 = select i1 %.45, i64 %t35, i64 %.49.decomposed, !dbg !485
  %.56 = sub i64 0, %t35, !dbg !485
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !485
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !485
  %t40 = mul i64 %.50, %a17, !dbg !485
  %t41 = add i64 %t40, %t36, !dbg !485
  %t42 = mul i64 %.50, %a26, !dbg !485
  %t43 = add i64 %t42, %t37, !dbg !485
  br label %b8, !dbg !485

b8:                                               ; preds = %b7, %b6
  %t44 = phi i64 [ %.58, %b7 ], [ %t35, %b6 ]
  %t45 = phi i64 [ %t41, %b7 ], [ %t36, %b6 ]
  %t46 = phi i64 [ %t43, %b7 ], [ %t37, %b6 ]
  br i1 %t15, label %b9, label %b10, !dbg !485

b9:                                               ; preds = %b8
  %t44.frozen = freeze i64 %t44
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t44.frozen, %.62.frozen, !dbg !485
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t44.frozen, %17
  %.64 = select i1 %.59, i64 %t44, i64 %.63.decomposed, !dbg !485
  %.70 = sub i64 0, %t44, !dbg !485
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !485
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !485
  %t49 = mul i64 %.64, %a16, !dbg !485
  %t50 = add i64 %t49, %t45, !dbg !485
  %t51 = mul i64 %.64, %a25, !dbg !485
  %t52 = add i64 %t51, %t46, !dbg !485
  br label %b10, !dbg !485

b10:                                              ; preds = %b9, %b8
  %t53 = phi i64 [ %.72, %b9 ], [ %t44, %b8 ]
  %t54 = phi i64 [ %t50, %b9 ], [ %t45, %b8 ]
  %t55 = phi i64 [ %t52, %b9 ], [ %t46, %b8 ]
  br i1 %t16, label %b11, label %b12, !dbg !485

b11:                                              ; preds = %b10
  %t53.frozen = freeze i64 %t53
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t53.frozen, %.76.frozen, !dbg !485
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t53.frozen, %18
  %.78 = select i1 %.73, i64 %t53, i64 %.77.decomposed, !dbg !485
  %.84 = sub i64 0, %t53, !dbg !485
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !485
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !485
  %t58 = mul i64 %.78, %a15, !dbg !485
  %t59 = add i64 %t58, %t54, !dbg !485
  %t60 = mul i64 %.78, %a24, !dbg !485
  %t61 = add i64 %t60, %t55, !dbg !485
  br label %b12, !dbg !485

b12:                                              ; preds = %b11, %b10
  %t62 = phi i64 [ %.86, %b11 ], [ %t53, %b10 ]
  %t63 = phi i64 [ %t59, %b11 ], [ %t54, %b10 ]
  %t64 = phi i64 [ %t61, %b11 ], [ %t55, %b10 ]
  br i1 %t17, label %b13, label %b14, !dbg !485

b13:                                              ; preds = %b12
  %t62.frozen = freeze i64 %t62
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t62.frozen, %.90.frozen, !dbg !485
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t62.frozen, %19
  %.92 = select i1 %.87, i64 %t62, i64 %.91.decomposed, !dbg !485
  %.98 = sub i64 0, %t62, !dbg !485
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !485
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !485
  %t67 = mul i64 %.92, %a14, !dbg !485
  %t68 = add i64 %t67, %t63, !dbg !485
  %t69 = mul i64 %.92, %a23, !dbg !485
  %t70 = add i64 %t69, %t64, !dbg !485
  br label %b14, !dbg !485

b14:                                              ; preds = %b13, %b12
  %t71 = phi i64 [ %.100, %b13 ], [ %t62, %b12 ]
  %t72 = phi i64 [ %t68, %b13 ], [ %t63, %b12 ]
  %t73 = phi i64 [ %t70, %b13 ], [ %t64, %b12 ]
  br i1 %t18, label %b15, label %b16, !dbg !485

b15:                                              ; preds = %b14
  %t71.frozen = freeze i64 %t71
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t71.frozen, %.104.frozen, !dbg !485
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t71.frozen, %20
  %.106 = select i1 %.101, i64 %t71, i64 %.105.decomposed, !dbg !485
  %.112 = sub i64 0, %t71, !dbg !485
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !485
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !485
  %t76 = mul i64 %.106, %a13, !dbg !485
  %t77 = add i64 %t76, %t72, !dbg !485
  %t78 = mul i64 %.106, %a22, !dbg !485
  %t79 = add i64 %t78, %t73, !dbg !485
  br label %b16, !dbg !485

b16:                                              ; preds = %b15, %b14
  %t80 = phi i64 [ %.114, %b15 ], [ %t71, %b14 ]
  %t81 = phi i64 [ %t77, %b15 ], [ %t72, %b14 ]
  %t82 = phi i64 [ %t79, %b15 ], [ %t73, %b14 ]
  br i1 %t19, label %b17, label %b18, !dbg !485

b17:                                              ; preds = %b16
  %t83 = mul i64 %t80, %a12, !dbg !485
  %t84 = add i64 %t81, %t83, !dbg !485
  %t85 = mul i64 %t80, %a21, !dbg !485
  %t86 = add i64 %t82, %t85, !dbg !485
  br label %b18, !dbg !485

b18:                                              ; preds = %b17, %b16
  %t87 = phi i64 [ %t84, %b17 ], [ %t81, %b16 ]
  %t88 = phi i64 [ %t86, %b17 ], [ %t82, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !485

b19:                                              ; preds = %b18
  %t89 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t87, !dbg !485
  %.115 = load i32, ptr addrspace(1) %t89, align 4, !dbg !485
  br label %b20, !dbg !485

b20:                                              ; preds = %b19, %b18
  %t91 = phi i32 [ %.115, %b19 ], [ %a11, %b18 ]
  %t92 = sitofp i32 %t91 to float, !dbg !486
  %t93 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t88, !dbg !485
  store float %t92, ptr addrspace(1) %t93, align 4, !dbg !485
  %t94 = add i64 %t202, %t11, !dbg !485
  %t21 = icmp slt i64 %t94, %a0, !dbg !485
  br i1 %t21, label %b2, label %b21, !dbg !485

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !485
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul64_5bint64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !487 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !488
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !488
  %t2 = sext i32 %.1 to i64, !dbg !488
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !488
  %t4 = sext i32 %.2 to i64, !dbg !488
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !488
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !488
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !488, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !488
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !488
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !488, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !488
  %.15 = add i32 %.14, %.9, !dbg !488
  %.16 = udiv i32 %.15, %.6, !dbg !488
  %t8 = sext i32 %.16 to i64, !dbg !488
  %t9 = mul nsw i64 %t6, %t4, !dbg !488
  %t10 = add nsw i64 %t9, %t2, !dbg !488
  %t11 = mul nsw i64 %t8, %t6, !dbg !488
  %t131 = icmp slt i64 %t10, %a0, !dbg !488
  br i1 %t131, label %b2, label %b5, !dbg !488

b2:                                               ; preds = %entry, %b4
  %t122 = phi i64 [ %t25, %b4 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !488

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t122, !dbg !488
  %.17 = load i64, ptr addrspace(1) %t14, align 8, !dbg !488
  br label %b4, !dbg !488

b4:                                               ; preds = %b3, %b2
  %t16 = phi i64 [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = mul i64 %t16, 3, !dbg !489
  %t18 = mul i64 %t16, -8, !dbg !490
  %t19 = xor i64 %t17, %t18, !dbg !491
  %t20 = mul i64 %t16, 17, !dbg !492
  %t21 = xor i64 %t19, %t20, !dbg !493
  %t22 = mul i64 %t16, -9, !dbg !494
  %t23 = xor i64 %t21, %t22, !dbg !495
  %t24 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t122, !dbg !488
  store i64 %t23, ptr addrspace(1) %t24, align 8, !dbg !488
  %t25 = add i64 %t122, %t11, !dbg !488
  %t13 = icmp slt i64 %t25, %a0, !dbg !488
  br i1 %t13, label %b2, label %b5, !dbg !488

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !488
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul64_5bint64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #0 !dbg !496 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !497
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !497
  %t2 = sext i32 %.1 to i64, !dbg !497
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !497
  %t4 = sext i32 %.2 to i64, !dbg !497
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !497
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !497
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !497, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !497
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !497
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !497, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !497
  %.15 = add i32 %.14, %.9, !dbg !497
  %.16 = udiv i32 %.15, %.6, !dbg !497
  %t8 = sext i32 %.16 to i64, !dbg !497
  %t9 = mul nsw i64 %t6, %t4, !dbg !497
  %t10 = add nsw i64 %t9, %t2, !dbg !497
  %t11 = mul nsw i64 %t8, %t6, !dbg !497
  %t12 = icmp sgt i64 %a1, 7, !dbg !497
  %t13 = icmp sgt i64 %a1, 6, !dbg !497
  %t14 = icmp sgt i64 %a1, 5, !dbg !497
  %t15 = icmp sgt i64 %a1, 4, !dbg !497
  %t16 = icmp sgt i64 %a1, 3, !dbg !497
  %t17 = icmp sgt i64 %a1, 2, !dbg !497
  %t18 = icmp sgt i64 %a1, 1, !dbg !497
  %t19 = icmp sgt i64 %a1, 0, !dbg !497
  %t211 = icmp slt i64 %t10, %a0, !dbg !497
  br i1 %t211, label %b2.lr.ph, label %b21, !dbg !497

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
  br label %b2, !dbg !497

b2:                                               ; preds = %b2.lr.ph, %b20
  %t202 = phi i64 [ %t10, %b2.lr.ph ], [ %t100, %b20 ]
  br i1 %t12, label %b3, label %b4, !dbg !497

b3:                                               ; preds = %b2
  %t202.frozen = freeze i64 %t202
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t202.frozen, %.20.frozen, !dbg !497
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t202.frozen, %14
  %.22 = select i1 %.17, i64 %t202, i64 %.21.decomposed, !dbg !497
  %.28 = sub i64 0, %t202, !dbg !497
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !497
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !497
  %t24 = mul i64 %.22, %a19, !dbg !497
  %t25 = mul i64 %.22, %a28, !dbg !497
  br label %b4, !dbg !497

b4:                                               ; preds = %b3, %b2
  %t26 = phi i64 [ %.30, %b3 ], [ %t202, %b2 ]
  %t27 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6, !dbg !497

b5:                                               ; preds = %b4
  %t26.frozen = freeze i64 %t26
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t26.frozen, %.34.frozen, !dbg !497
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t26.frozen, %15
  %.36 = select i1 %.31, i64 %t26, i64 %.35.decomposed, !dbg !497
  %.42 = sub i64 0, %t26, !dbg !497
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !497
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !497
  %t31 = mul i64 %.36, %a18, !dbg !497
  %t32 = add i64 %t31, %t27, !dbg !497
  %t33 = mul i64 %.36, %a27, !dbg !497
  %t34 = add i64 %t33, %t28, !dbg !497
  br label %b6, !dbg !497

b6:                                               ; preds = %b5, %b4
  %t35 = phi i64 [ %.44, %b5 ], [ %t26, %b4 ]
  %t36 = phi i64 [ %t32, %b5 ], [ %t27, %b4 ]
  %t37 = phi i64 [ %t34, %b5 ], [ %t28, %b4 ]
  br i1 %t14, label %b7, label %b8, !dbg !497

b7:                                               ; preds = %b6
  %t35.frozen = freeze i64 %t35
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t35.frozen, %.48.frozen, !dbg !497
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t35.frozen, %16
  %.50 = select i1 %.45, i64 %t35, i64 %.49.decomposed, !dbg !497
  %.56 = sub i64 0, %t35, !dbg !497
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !497
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !497
  %t40 = mul i64 %.50, %a17, !dbg !497
  %t41 = add i64 %t40, %t36, !dbg !497
  %t42 = mul i64 %.50, %a26, !dbg !497
  %t43 = add i64 %t42, %t37, !dbg !497
  br label %b8, !dbg !497

b8:                                               ; preds = %b7, %b6
  %t44 = phi i64 [ %.58, %b7 ], [ %t35, %b6 ]
  %t45 = phi i64 [ %t41, %b7 ], [ %t36, %b6 ]
  %t46 = phi i64 [ %t43, %b7 ], [ %t37, %b6 ]
  br i1 %t15, label %b9, label %b10, !dbg !497

b9:                                               ; preds = %b8
  %t44.frozen = freeze i64 %t44
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t44.frozen, %.62.frozen, !dbg !497
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t44.frozen, %17
  %.64 = select i1 %.59, i64 %t44, i64 %.63.decomposed, !dbg !497
  %.70 = sub i64 0, %t44, !dbg !497
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !497
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !497
  %t49 = mul i64 %.64, %a16, !dbg !497
  %t50 = add i64 %t49, %t45, !dbg !497
  %t51 = mul i64 %.64, %a25, !dbg !497
  %t52 = add i64 %t51, %t46, !dbg !497
  br label %b10, !dbg !497

b10:                                              ; preds = %b9, %b8
  %t53 = phi i64 [ %.72, %b9 ], [ %t44, %b8 ]
  %t54 = phi i64 [ %t50, %b9 ], [ %t45, %b8 ]
  %t55 = phi i64 [ %t52, %b9 ], [ %t46, %b8 ]
  br i1 %t16, label %b11, label %b12, !dbg !497

b11:                                              ; preds = %b10
  %t53.frozen = freeze i64 %t53
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t53.frozen, %.76.frozen, !dbg !497
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t53.frozen, %18
  %.78 = select i1 %.73, i64 %t53, i64 %.77.decomposed, !dbg !497
  %.84 = sub i64 0, %t53, !dbg !497
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !497
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !497
  %t58 = mul i64 %.78, %a15, !dbg !497
  %t59 = add i64 %t58, %t54, !dbg !497
  %t60 = mul i64 %.78, %a24, !dbg !497
  %t61 = add i64 %t60, %t55, !dbg !497
  br label %b12, !dbg !497

b12:                                              ; preds = %b11, %b10
  %t62 = phi i64 [ %.86, %b11 ], [ %t53, %b10 ]
  %t63 = phi i64 [ %t59, %b11 ], [ %t54, %b10 ]
  %t64 = phi i64 [ %t61, %b11 ], [ %t55, %b10 ]
  br i1 %t17, label %b13, label %b14, !dbg !497

b13:                                              ; preds = %b12
  %t62.frozen = freeze i64 %t62
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t62.frozen, %.90.frozen, !dbg !497
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t62.frozen, %19
  %.92 = select i1 %.87, i64 %t62, i64 %.91.decomposed, !dbg !497
  %.98 = sub i64 0, %t62, !dbg !497
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !497
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !497
  %t67 = mul i64 %.92, %a14, !dbg !497
  %t68 = add i64 %t67, %t63, !dbg !497
  %t69 = mul i64 %.92, %a23, !dbg !497
  %t70 = add i64 %t69, %t64, !dbg !497
  br label %b14, !dbg !497

b14:                                              ; preds = %b13, %b12
  %t71 = phi i64 [ %.100, %b13 ], [ %t62, %b12 ]
  %t72 = phi i64 [ %t68, %b13 ], [ %t63, %b12 ]
  %t73 = phi i64 [ %t70, %b13 ], [ %t64, %b12 ]
  br i1 %t18, label %b15, label %b16, !dbg !497

b15:                                              ; preds = %b14
  %t71.frozen = freeze i64 %t71
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t71.frozen, %.104.frozen, !dbg !497
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t71.frozen, %20
  %.106 = select i1 %.101, i64 %t71, i64 %.105.decomposed, !dbg !497
  %.112 = sub i64 0, %t71, !dbg !497
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !497
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !497
  %t76 = mul i64 %.106, %a13, !dbg !497
  %t77 = add i64 %t76, %t72, !dbg !497
  %t78 = mul i64 %.106, %a22, !dbg !497
  %t79 = add i64 %t78, %t73, !dbg !497
  br label %b16, !dbg !497

b16:                                              ; preds = %b15, %b14
  %t80 = phi i64 [ %.114, %b15 ], [ %t71, %b14 ]
  %t81 = phi i64 [ %t77, %b15 ], [ %t72, %b14 ]
  %t82 = phi i64 [ %t79, %b15 ], [ %t73, %b14 ]
  br i1 %t19, label %b17, label %b18, !dbg !497

b17:                                              ; preds = %b16
  %t83 = mul i64 %t80, %a12, !dbg !497
  %t84 = add i64 %t81, %t83, !dbg !497
  %t85 = mul i64 %t80, %a21, !dbg !497
  %t86 = add i64 %t82, %t85, !dbg !497
  br label %b18, !dbg !497

b18:                                              ; preds = %b17, %b16
  %t87 = phi i64 [ %t84, %b17 ], [ %t81, %b16 ]
  %t88 = phi i64 [ %t86, %b17 ], [ %t82, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !497

b19:                                              ; preds = %b18
  %t89 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t87, !dbg !497
  %.115 = load i64, ptr addrspace(1) %t89, align 8, !dbg !497
  br label %b20, !dbg !497

b20:                                              ; preds = %b19, %b18
  %t91 = phi i64 [ %.115, %b19 ], [ %a11, %b18 ]
  %t92 = mul i64 %t91, 3, !dbg !498
  %t93 = mul i64 %t91, -8, !dbg !499
  %t94 = xor i64 %t92, %t93, !dbg !500
  %t95 = mul i64 %t91, 17, !dbg !501
  %t96 = xor i64 %t94, %t95, !dbg !502
  %t97 = mul i64 %t91, -9, !dbg !503
  %t98 = xor i64 %t96, %t97, !dbg !504
  %t99 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t88, !dbg !497
  store i64 %t98, ptr addrspace(1) %t99, align 8, !dbg !497
  %t100 = add i64 %t202, %t11, !dbg !497
  %t21 = icmp slt i64 %t100, %a0, !dbg !497
  br i1 %t21, label %b2, label %b21, !dbg !497

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !497
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul64_5buint64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !505 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !506
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !506
  %t2 = sext i32 %.1 to i64, !dbg !506
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !506
  %t4 = sext i32 %.2 to i64, !dbg !506
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !506
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !506
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !506, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !506
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !506
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !506, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !506
  %.15 = add i32 %.14, %.9, !dbg !506
  %.16 = udiv i32 %.15, %.6, !dbg !506
  %t8 = sext i32 %.16 to i64, !dbg !506
  %t9 = mul nsw i64 %t6, %t4, !dbg !506
  %t10 = add nsw i64 %t9, %t2, !dbg !506
  %t11 = mul nsw i64 %t8, %t6, !dbg !506
  %t131 = icmp slt i64 %t10, %a0, !dbg !506
  br i1 %t131, label %b2, label %b5, !dbg !506

b2:                                               ; preds = %entry, %b4
  %t122 = phi i64 [ %t25, %b4 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !506

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t122, !dbg !506
  %.17 = load i64, ptr addrspace(1) %t14, align 8, !dbg !506
  br label %b4, !dbg !506

b4:                                               ; preds = %b3, %b2
  %t16 = phi i64 [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = mul i64 %t16, 3, !dbg !507
  %t18 = mul i64 %t16, -8, !dbg !508
  %t19 = xor i64 %t17, %t18, !dbg !509
  %t20 = mul i64 %t16, 17, !dbg !510
  %t21 = xor i64 %t19, %t20, !dbg !511
  %t22 = mul i64 %t16, -9, !dbg !512
  %t23 = xor i64 %t21, %t22, !dbg !513
  %t24 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t122, !dbg !506
  store i64 %t23, ptr addrspace(1) %t24, align 8, !dbg !506
  %t25 = add i64 %t122, %t11, !dbg !506
  %t13 = icmp slt i64 %t25, %a0, !dbg !506
  br i1 %t13, label %b2, label %b5, !dbg !506

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !506
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul64_5buint64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #0 !dbg !514 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !515
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !515
  %t2 = sext i32 %.1 to i64, !dbg !515
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !515
  %t4 = sext i32 %.2 to i64, !dbg !515
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !515
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !515
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !515, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !515
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !515
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !515, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !515
  %.15 = add i32 %.14, %.9, !dbg !515
  %.16 = udiv i32 %.15, %.6, !dbg !515
  %t8 = sext i32 %.16 to i64, !dbg !515
  %t9 = mul nsw i64 %t6, %t4, !dbg !515
  %t10 = add nsw i64 %t9, %t2, !dbg !515
  %t11 = mul nsw i64 %t8, %t6, !dbg !515
  %t12 = icmp sgt i64 %a1, 7, !dbg !515
  %t13 = icmp sgt i64 %a1, 6, !dbg !515
  %t14 = icmp sgt i64 %a1, 5, !dbg !515
  %t15 = icmp sgt i64 %a1, 4, !dbg !515
  %t16 = icmp sgt i64 %a1, 3, !dbg !515
  %t17 = icmp sgt i64 %a1, 2, !dbg !515
  %t18 = icmp sgt i64 %a1, 1, !dbg !515
  %t19 = icmp sgt i64 %a1, 0, !dbg !515
  %t211 = icmp slt i64 %t10, %a0, !dbg !515
  br i1 %t211, label %b2.lr.ph, label %b21, !dbg !515

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
  br label %b2, !dbg !515

b2:                                               ; preds = %b2.lr.ph, %b20
  %t202 = phi i64 [ %t10, %b2.lr.ph ], [ %t100, %b20 ]
  br i1 %t12, label %b3, label %b4, !dbg !515

b3:                                               ; preds = %b2
  %t202.frozen = freeze i64 %t202
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t202.frozen, %.20.frozen, !dbg !515
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t202.frozen, %14
  %.22 = select i1 %.17, i64 %t202, i64 %.21.decomposed, !dbg !515
  %.28 = sub i64 0, %t202, !dbg !515
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !515
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !515
  %t24 = mul i64 %.22, %a19, !dbg !515
  %t25 = mul i64 %.22, %a28, !dbg !515
  br label %b4, !dbg !515

b4:                                               ; preds = %b3, %b2
  %t26 = phi i64 [ %.30, %b3 ], [ %t202, %b2 ]
  %t27 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6, !dbg !515

b5:                                               ; preds = %b4
  %t26.frozen = freeze i64 %t26
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t26.frozen, %.34.frozen, !dbg !515
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t26.frozen, %15
  %.36 = select i1 %.31, i64 %t26, i64 %.35.decomposed, !dbg !515
  %.42 = sub i64 0, %t26, !dbg !515
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !515
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !515
  %t31 = mul i64 %.36, %a18, !dbg !515
  %t32 = add i64 %t31, %t27, !dbg !515
  %t33 = mul i64 %.36, %a27, !dbg !515
  %t34 = add i64 %t33, %t28, !dbg !515
  br label %b6, !dbg !515

b6:                                               ; preds = %b5, %b4
  %t35 = phi i64 [ %.44, %b5 ], [ %t26, %b4 ]
  %t36 = phi i64 [ %t32, %b5 ], [ %t27, %b4 ]
  %t37 = phi i64 [ %t34, %b5 ], [ %t28, %b4 ]
  br i1 %t14, label %b7, label %b8, !dbg !515

b7:                                               ; preds = %b6
  %t35.frozen = freeze i64 %t35
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t35.frozen, %.48.frozen, !dbg !515
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t35.frozen, %16
  %.50 = select i1 %.45, i64 %t35, i64 %.49.decomposed, !dbg !515
  %.56 = sub i64 0, %t35, !dbg !515
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !515
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !515
  %t40 = mul i64 %.50, %a17, !dbg !515
  %t41 = add i64 %t40, %t36, !dbg !515
  %t42 = mul i64 %.50, %a26, !dbg !515
  %t43 = add i64 %t42, %t37, !dbg !515
  br label %b8, !dbg !515

b8:                                               ; preds = %b7, %b6
  %t44 = phi i64 [ %.58, %b7 ], [ %t35, %b6 ]
  %t45 = phi i64 [ %t41, %b7 ], [ %t36, %b6 ]
  %t46 = phi i64 [ %t43, %b7 ], [ %t37, %b6 ]
  br i1 %t15, label %b9, label %b10, !dbg !515

b9:                                               ; preds = %b8
  %t44.frozen = freeze i64 %t44
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t44.frozen, %.62.frozen, !dbg !515
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t44.frozen, %17
  %.64 = select i1 %.59, i64 %t44, i64 %.63.decomposed, !dbg !515
  %.70 = sub i64 0, %t44, !dbg !515
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !515
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !515
  %t49 = mul i64 %.64, %a16, !dbg !515
  %t50 = add i64 %t49, %t45, !dbg !515
  %t51 = mul i64 %.64, %a25, !dbg !515
  %t52 = add i64 %t51, %t46, !dbg !515
  br label %b10, !dbg !515

b10:                                              ; preds = %b9, %b8
  %t53 = phi i64 [ %.72, %b9 ], [ %t44, %b8 ]
  %t54 = phi i64 [ %t50, %b9 ], [ %t45, %b8 ]
  %t55 = phi i64 [ %t52, %b9 ], [ %t46, %b8 ]
  br i1 %t16, label %b11, label %b12, !dbg !515

b11:                                              ; preds = %b10
  %t53.frozen = freeze i64 %t53
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t53.frozen, %.76.frozen, !dbg !515
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t53.frozen, %18
  %.78 = select i1 %.73, i64 %t53, i64 %.77.decomposed, !dbg !515
  %.84 = sub i64 0, %t53, !dbg !515
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !515
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !515
  %t58 = mul i64 %.78, %a15, !dbg !515
  %t59 = add i64 %t58, %t54, !dbg !515
  %t60 = mul i64 %.78, %a24, !dbg !515
  %t61 = add i64 %t60, %t55, !dbg !515
  br label %b12, !dbg !515

b12:                                              ; preds = %b11, %b10
  %t62 = phi i64 [ %.86, %b11 ], [ %t53, %b10 ]
  %t63 = phi i64 [ %t59, %b11 ], [ %t54, %b10 ]
  %t64 = phi i64 [ %t61, %b11 ], [ %t55, %b10 ]
  br i1 %t17, label %b13, label %b14, !dbg !515

b13:                                              ; preds = %b12
  %t62.frozen = freeze i64 %t62
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t62.frozen, %.90.frozen, !dbg !515
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t62.frozen, %19
  %.92 = select i1 %.87, i64 %t62, i64 %.91.decomposed, !dbg !515
  %.98 = sub i64 0, %t62, !dbg !515
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !515
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !515
  %t67 = mul i64 %.92, %a14, !dbg !515
  %t68 = add i64 %t67, %t63, !dbg !515
  %t69 = mul i64 %.92, %a23, !dbg !515
  %t70 = add i64 %t69, %t64, !dbg !515
  br label %b14, !dbg !515

b14:                                              ; preds = %b13, %b12
  %t71 = phi i64 [ %.100, %b13 ], [ %t62, %b12 ]
  %t72 = phi i64 [ %t68, %b13 ], [ %t63, %b12 ]
  %t73 = phi i64 [ %t70, %b13 ], [ %t64, %b12 ]
  br i1 %t18, label %b15, label %b16, !dbg !515

b15:                                              ; preds = %b14
  %t71.frozen = freeze i64 %t71
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t71.frozen, %.104.frozen, !dbg !515
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t71.frozen, %20
  %.106 = select i1 %.101, i64 %t71, i64 %.105.decomposed, !dbg !515
  %.112 = sub i64 0, %t71, !dbg !515
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !515
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !515
  %t76 = mul i64 %.106, %a13, !dbg !515
  %t77 = add i64 %t76, %t72, !dbg !515
  %t78 = mul i64 %.106, %a22, !dbg !515
  %t79 = add i64 %t78, %t73, !dbg !515
  br label %b16, !dbg !515

b16:                                              ; preds = %b15, %b14
  %t80 = phi i64 [ %.114, %b15 ], [ %t71, %b14 ]
  %t81 = phi i64 [ %t77, %b15 ], [ %t72, %b14 ]
  %t82 = phi i64 [ %t79, %b15 ], [ %t73, %b14 ]
  br i1 %t19, label %b17, label %b18, !dbg !515

b17:                                              ; preds = %b16
  %t83 = mul i64 %t80, %a12, !dbg !515
  %t84 = add i64 %t81, %t83, !dbg !515
  %t85 = mul i64 %t80, %a21, !dbg !515
  %t86 = add i64 %t82, %t85, !dbg !515
  br label %b18, !dbg !515

b18:                                              ; preds = %b17, %b16
  %t87 = phi i64 [ %t84, %b17 ], [ %t81, %b16 ]
  %t88 = phi i64 [ %t86, %b17 ], [ %t82, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !515

b19:                                              ; preds = %b18
  %t89 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t87, !dbg !515
  %.115 = load i64, ptr addrspace(1) %t89, align 8, !dbg !515
  br label %b20, !dbg !515

b20:                                              ; preds = %b19, %b18
  %t91 = phi i64 [ %.115, %b19 ], [ %a11, %b18 ]
  %t92 = mul i64 %t91, 3, !dbg !516
  %t93 = mul i64 %t91, -8, !dbg !517
  %t94 = xor i64 %t92, %t93, !dbg !518
  %t95 = mul i64 %t91, 17, !dbg !519
  %t96 = xor i64 %t94, %t95, !dbg !520
  %t97 = mul i64 %t91, -9, !dbg !521
  %t98 = xor i64 %t96, %t97, !dbg !522
  %t99 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t88, !dbg !515
  store i64 %t98, ptr addrspace(1) %t99, align 8, !dbg !515
  %t100 = add i64 %t202, %t11, !dbg !515
  %t21 = icmp slt i64 %t100, %a0, !dbg !515
  br i1 %t21, label %b2, label %b21, !dbg !515

b21:                                              ; preds = %b20, %entry
  ret void, !dbg !515
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eExp_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !523 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !524
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !524
  %t2 = sext i32 %.1 to i64, !dbg !524
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !524
  %t4 = sext i32 %.2 to i64, !dbg !524
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !524
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !524
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !524, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !524
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !524
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !524, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !524
  %.15 = add i32 %.14, %.9, !dbg !524
  %.16 = udiv i32 %.15, %.6, !dbg !524
  %t8 = sext i32 %.16 to i64, !dbg !524
  %t9 = mul nsw i64 %t6, %t4, !dbg !524
  %t10 = add nsw i64 %t9, %t2, !dbg !524
  %t11 = mul nsw i64 %t8, %t6, !dbg !524
  %t132 = icmp slt i64 %t10, %a0, !dbg !524
  br i1 %t132, label %b2, label %b34, !dbg !524

b2:                                               ; preds = %entry, %b33
  %t123 = phi i64 [ %t83, %b33 ], [ %t10, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !524

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t123, !dbg !524
  %.17 = load double, ptr addrspace(1) %t14, align 8, !dbg !524
  br label %b4, !dbg !524

b4:                                               ; preds = %b3, %b2
  %t16 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  %t17 = fcmp uno double %t16, 0.000000e+00, !dbg !525
  br i1 %t17, label %b33, label %b6, !dbg !528

b6:                                               ; preds = %b4
  %t18 = fcmp ogt double %t16, 0x40862E42FEFA39EF, !dbg !531
  br i1 %t18, label %b33, label %b8, !dbg !531

b8:                                               ; preds = %b6
  %t19 = fcmp olt double %t16, 0xC0874910D52D3051, !dbg !532
  br i1 %t19, label %b33, label %b10, !dbg !532

b10:                                              ; preds = %b8
  %t20 = fcmp ogt double %t16, 0xBE30000000000000, !dbg !533
  %t21 = fcmp olt double %t16, 0x3E30000000000000, !dbg !534
  %t22 = and i1 %t20, %t21, !dbg !534
  br i1 %t22, label %b11, label %b12, !dbg !533

b11:                                              ; preds = %b10
  %t23 = fadd double %t16, 1.000000e+00, !dbg !535
  br label %b33, !dbg !536

b12:                                              ; preds = %b10
  %t24 = fcmp olt double %t16, 0.000000e+00, !dbg !537
  br i1 %t24, label %b13, label %b31, !dbg !537

b13:                                              ; preds = %b12
  %t25 = tail call double @llvm.fma.f64(double %t16, double 0x3FF71547652B82FE, double -5.000000e-01), !dbg !538
  %.18 = fptosi double %t25 to i64, !dbg !539
  br label %b14, !dbg !539

b14:                                              ; preds = %b32, %b31, %b13
  %t27 = phi i64 [ %.18, %b13 ], [ 0, %b31 ], [ %.20, %b32 ]
  %t28 = sitofp i64 %t27 to double, !dbg !540
  %t29 = fneg double %t28, !dbg !541
  %t30 = tail call double @llvm.fma.f64(double %t29, double 0x3FE62E42FEE00000, double %t16), !dbg !541
  %t31 = fmul double %t28, 0x3DEA39EF35793C76, !dbg !542
  %t32 = fsub double %t30, %t31, !dbg !543
  %t33 = fmul double %t32, %t32, !dbg !544
  %t34 = tail call double @llvm.fma.f64(double %t33, double 0x3E66376972BEA4D0, double 0xBEBBBD41C5D26BF1), !dbg !545
  %t35 = tail call double @llvm.fma.f64(double %t33, double %t34, double 0x3F11566AAF25DE2C), !dbg !546
  %t36 = tail call double @llvm.fma.f64(double %t33, double %t35, double 0xBF66C16C16BEBD93), !dbg !547
  %t37 = tail call double @llvm.fma.f64(double %t33, double %t36, double 0x3FC5555555555555), !dbg !548
  %t38 = fneg double %t33, !dbg !549
  %t39 = tail call double @llvm.fma.f64(double %t38, double %t37, double %t32), !dbg !549
  %t40 = fmul double %t32, %t39, !dbg !550
  %t41 = fsub double 2.000000e+00, %t39, !dbg !551
  %t42 = fdiv double %t40, %t41, !dbg !552
  %t43 = fsub double %t31, %t42, !dbg !553
  %0 = fsub double %t30, %t43, !dbg !554
  %t45 = fadd double %0, 1.000000e+00, !dbg !554
  %t46 = fcmp oeq double %t45, 0.000000e+00, !dbg !555
  br i1 %t46, label %b33, label %b16, !dbg !555

b16:                                              ; preds = %b14
  %t47 = tail call double @llvm.fabs.f64(double %t45), !dbg !558
  %t48 = fcmp ogt double %t47, 0x7FEFFFFFFFFFFFFF, !dbg !559
  %t49 = fcmp uno double %t45, 0.000000e+00, !dbg !525
  %t50 = or i1 %t49, %t48, !dbg !560
  br i1 %t50, label %b33, label %b18, !dbg !561

b18:                                              ; preds = %b16
  %t51 = fcmp olt double %t47, 0x10000000000000, !dbg !562
  %t52 = fmul double %t45, 0x4330000000000000, !dbg !562
  %t53 = select i1 %t51, double %t52, double %t45, !dbg !562
  %t54 = select i1 %t51, i64 -52, i64 0, !dbg !562
  %t56 = bitcast double %t53 to i64, !dbg !563
  %t57 = lshr i64 %t56, 52, !dbg !564
  %t59 = and i64 %t57, 2047, !dbg !565
  %t60 = add i64 %t27, -1023, !dbg !566
  %t55 = add i64 %t60, %t54, !dbg !567
  %t61 = add i64 %t55, %t59, !dbg !568
  %t62 = icmp slt i64 %t61, -1075, !dbg !569
  br i1 %t62, label %b22, label %b23, !dbg !569

b22:                                              ; preds = %b18
  %t63 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t53), !dbg !570
  br label %b33, !dbg !571

b23:                                              ; preds = %b18
  %t64 = icmp sgt i64 %t61, 1023, !dbg !572
  br i1 %t64, label %b24, label %b27, !dbg !572

b24:                                              ; preds = %b23
  %t65 = fcmp olt double %t53, 0.000000e+00, !dbg !573
  %. = select i1 %t65, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !574
  br label %b33, !dbg !574

b27:                                              ; preds = %b23
  %t66 = icmp slt i64 %t61, -1022, !dbg !575
  %spec.select1 = select i1 %t66, double 0x3CA0000000000000, double 1.000000e+00, !dbg !575
  %t70 = and i64 %t56, -9218868437227405313, !dbg !576
  %1 = shl nsw i64 %t61, 52, !dbg !577
  %2 = add i64 %1, 238690780250636288, !dbg !577
  %t71 = select i1 %t66, i64 %2, i64 %1, !dbg !577
  %t73 = add i64 %t71, 4607182418800017408, !dbg !577
  %t74 = or i64 %t73, %t70, !dbg !578
  %t75 = bitcast i64 %t74 to double, !dbg !579
  %t76 = fmul double %spec.select1, %t75, !dbg !580
  br label %b33, !dbg !581

b31:                                              ; preds = %b12
  %t78 = fcmp ogt double %t16, 0.000000e+00, !dbg !582
  br i1 %t78, label %b32, label %b14, !dbg !582

b32:                                              ; preds = %b31
  %t79 = tail call double @llvm.fma.f64(double %t16, double 0x3FF71547652B82FE, double 5.000000e-01), !dbg !583
  %.20 = fptosi double %t79 to i64, !dbg !584
  br label %b14, !dbg !584

b33:                                              ; preds = %b22, %b27, %b14, %b16, %b24, %b8, %b6, %b4, %b11
  %t81 = phi double [ %t23, %b11 ], [ %t16, %b4 ], [ 0x7FF0000000000000, %b6 ], [ 0.000000e+00, %b8 ], [ %t63, %b22 ], [ %t76, %b27 ], [ %t45, %b14 ], [ %t45, %b16 ], [ %., %b24 ]
  %t82 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t123, !dbg !524
  store double %t81, ptr addrspace(1) %t82, align 8, !dbg !524
  %t83 = add i64 %t123, %t11, !dbg !524
  %t13 = icmp slt i64 %t83, %a0, !dbg !524
  br i1 %t13, label %b2, label %b34, !dbg !524

b34:                                              ; preds = %b33, %entry
  ret void, !dbg !524
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eExp_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #0 !dbg !585 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !586
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !586
  %t2 = sext i32 %.1 to i64, !dbg !586
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !586
  %t4 = sext i32 %.2 to i64, !dbg !586
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !586
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !586
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !586, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !586
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !586
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !586, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !586
  %.15 = add i32 %.14, %.9, !dbg !586
  %.16 = udiv i32 %.15, %.6, !dbg !586
  %t8 = sext i32 %.16 to i64, !dbg !586
  %t9 = mul nsw i64 %t6, %t4, !dbg !586
  %t10 = add nsw i64 %t9, %t2, !dbg !586
  %t11 = mul nsw i64 %t8, %t6, !dbg !586
  %t12 = icmp sgt i64 %a1, 7, !dbg !586
  %t13 = icmp sgt i64 %a1, 6, !dbg !586
  %t14 = icmp sgt i64 %a1, 5, !dbg !586
  %t15 = icmp sgt i64 %a1, 4, !dbg !586
  %t16 = icmp sgt i64 %a1, 3, !dbg !586
  %t17 = icmp sgt i64 %a1, 2, !dbg !586
  %t18 = icmp sgt i64 %a1, 1, !dbg !586
  %t19 = icmp sgt i64 %a1, 0, !dbg !586
  %t212 = icmp slt i64 %t10, %a0, !dbg !586
  br i1 %t212, label %b2.lr.ph, label %b50, !dbg !586

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
  br label %b2, !dbg !586

b2:                                               ; preds = %b2.lr.ph, %b49
  %t203 = phi i64 [ %t10, %b2.lr.ph ], [ %t158, %b49 ]
  br i1 %t12, label %b3, label %b4, !dbg !586

b3:                                               ; preds = %b2
  %t203.frozen = freeze i64 %t203
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t203.frozen, %.20.frozen, !dbg !586
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t203.frozen, %14
  %.22 = select i1 %.17, i64 %t203, i64 %.21.decomposed, !dbg !586
  %.28 = sub i64 0, %t203, !dbg !586
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !586
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !586
  %t24 = mul i64 %.22, %a19, !dbg !586
  %t25 = mul i64 %.22, %a28, !dbg !586
  br label %b4, !dbg !586

b4:                                               ; preds = %b3, %b2
  %t26 = phi i64 [ %.30, %b3 ], [ %t203, %b2 ]
  %t27 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6, !dbg !586

b5:                                               ; preds = %b4
  %t26.frozen = freeze i64 %t26
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t26.frozen, %.34.frozen, !dbg !586
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t26.frozen, %15
  %.36 = select i1 %.31, i64 %t26, i64 %.35.decomposed, !dbg !586
  %.42 = sub i64 0, %t26, !dbg !586
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !586
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !586
  %t31 = mul i64 %.36, %a18, !dbg !586
  %t32 = add i64 %t31, %t27, !dbg !586
  %t33 = mul i64 %.36, %a27, !dbg !586
  %t34 = add i64 %t33, %t28, !dbg !586
  br label %b6, !dbg !586

b6:                                               ; preds = %b5, %b4
  %t35 = phi i64 [ %.44, %b5 ], [ %t26, %b4 ]
  %t36 = phi i64 [ %t32, %b5 ], [ %t27, %b4 ]
  %t37 = phi i64 [ %t34, %b5 ], [ %t28, %b4 ]
  br i1 %t14, label %b7, label %b8, !dbg !586

b7:                                               ; preds = %b6
  %t35.frozen = freeze i64 %t35
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t35.frozen, %.48.frozen, !dbg !586
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t35.frozen, %16
  %.50 = select i1 %.45, i64 %t35, i64 %.49.decomposed, !dbg !586
  %.56 = sub i64 0, %t35, !dbg !586
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !586
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !586
  %t40 = mul i64 %.50, %a17, !dbg !586
  %t41 = add i64 %t40, %t36, !dbg !586
  %t42 = mul i64 %.50, %a26, !dbg !586
  %t43 = add i64 %t42, %t37, !dbg !586
  br label %b8, !dbg !586

b8:                                               ; preds = %b7, %b6
  %t44 = phi i64 [ %.58, %b7 ], [ %t35, %b6 ]
  %t45 = phi i64 [ %t41, %b7 ], [ %t36, %b6 ]
  %t46 = phi i64 [ %t43, %b7 ], [ %t37, %b6 ]
  br i1 %t15, label %b9, label %b10, !dbg !586

b9:                                               ; preds = %b8
  %t44.frozen = freeze i64 %t44
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t44.frozen, %.62.frozen, !dbg !586
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t44.frozen, %17
  %.64 = select i1 %.59, i64 %t44, i64 %.63.decomposed, !dbg !586
  %.70 = sub i64 0, %t44, !dbg !586
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !586
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !586
  %t49 = mul i64 %.64, %a16, !dbg !586
  %t50 = add i64 %t49, %t45, !dbg !586
  %t51 = mul i64 %.64, %a25, !dbg !586
  %t52 = add i64 %t51, %t46, !dbg !586
  br label %b10, !dbg !586

b10:                                              ; preds = %b9, %b8
  %t53 = phi i64 [ %.72, %b9 ], [ %t44, %b8 ]
  %t54 = phi i64 [ %t50, %b9 ], [ %t45, %b8 ]
  %t55 = phi i64 [ %t52, %b9 ], [ %t46, %b8 ]
  br i1 %t16, label %b11, label %b12, !dbg !586

b11:                                              ; preds = %b10
  %t53.frozen = freeze i64 %t53
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t53.frozen, %.76.frozen, !dbg !586
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t53.frozen, %18
  %.78 = select i1 %.73, i64 %t53, i64 %.77.decomposed, !dbg !586
  %.84 = sub i64 0, %t53, !dbg !586
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !586
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !586
  %t58 = mul i64 %.78, %a15, !dbg !586
  %t59 = add i64 %t58, %t54, !dbg !586
  %t60 = mul i64 %.78, %a24, !dbg !586
  %t61 = add i64 %t60, %t55, !dbg !586
  br label %b12, !dbg !586

b12:                                              ; preds = %b11, %b10
  %t62 = phi i64 [ %.86, %b11 ], [ %t53, %b10 ]
  %t63 = phi i64 [ %t59, %b11 ], [ %t54, %b10 ]
  %t64 = phi i64 [ %t61, %b11 ], [ %t55, %b10 ]
  br i1 %t17, label %b13, label %b14, !dbg !586

b13:                                              ; preds = %b12
  %t62.frozen = freeze i64 %t62
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t62.frozen, %.90.frozen, !dbg !586
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t62.frozen, %19
  %.92 = select i1 %.87, i64 %t62, i64 %.91.decomposed, !dbg !586
  %.98 = sub i64 0, %t62, !dbg !586
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !586
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !586
  %t67 = mul i64 %.92, %a14, !dbg !586
  %t68 = add i64 %t67, %t63, !dbg !586
  %t69 = mul i64 %.92, %a23, !dbg !586
  %t70 = add i64 %t69, %t64, !dbg !586
  br label %b14, !dbg !586

b14:                                              ; preds = %b13, %b12
  %t71 = phi i64 [ %.100, %b13 ], [ %t62, %b12 ]
  %t72 = phi i64 [ %t68, %b13 ], [ %t63, %b12 ]
  %t73 = phi i64 [ %t70, %b13 ], [ %t64, %b12 ]
  br i1 %t18, label %b15, label %b16, !dbg !586

b15:                                              ; preds = %b14
  %t71.frozen = freeze i64 %t71
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t71.frozen, %.104.frozen, !dbg !586
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t71.frozen, %20
  %.106 = select i1 %.101, i64 %t71, i64 %.105.decomposed, !dbg !586
  %.112 = sub i64 0, %t71, !dbg !586
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !586
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !586
  %t76 = mul i64 %.106, %a13, !dbg !586
  %t77 = add i64 %t76, %t72, !dbg !586
  %t78 = mul i64 %.106, %a22, !dbg !586
  %t79 = add i64 %t78, %t73, !dbg !586
  br label %b16, !dbg !586

b16:                                              ; preds = %b15, %b14
  %t80 = phi i64 [ %.114, %b15 ], [ %t71, %b14 ]
  %t81 = phi i64 [ %t77, %b15 ], [ %t72, %b14 ]
  %t82 = phi i64 [ %t79, %b15 ], [ %t73, %b14 ]
  br i1 %t19, label %b17, label %b18, !dbg !586

b17:                                              ; preds = %b16
  %t83 = mul i64 %t80, %a12, !dbg !586
  %t84 = add i64 %t81, %t83, !dbg !586
  %t85 = mul i64 %t80, %a21, !dbg !586
  %t86 = add i64 %t82, %t85, !dbg !586
  br label %b18, !dbg !586

b18:                                              ; preds = %b17, %b16
  %t87 = phi i64 [ %t84, %b17 ], [ %t81, %b16 ]
  %t88 = phi i64 [ %t86, %b17 ], [ %t82, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !586

b19:                                              ; preds = %b18
  %t89 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t87, !dbg !586
  %.115 = load double, ptr addrspace(1) %t89, align 8, !dbg !586
  br label %b20, !dbg !586

b20:                                              ; preds = %b19, %b18
  %t91 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  %t92 = fcmp uno double %t91, 0.000000e+00, !dbg !587
  br i1 %t92, label %b49, label %b22, !dbg !589

b22:                                              ; preds = %b20
  %t93 = fcmp ogt double %t91, 0x40862E42FEFA39EF, !dbg !591
  br i1 %t93, label %b49, label %b24, !dbg !591

b24:                                              ; preds = %b22
  %t94 = fcmp olt double %t91, 0xC0874910D52D3051, !dbg !592
  br i1 %t94, label %b49, label %b26, !dbg !592

b26:                                              ; preds = %b24
  %t95 = fcmp ogt double %t91, 0xBE30000000000000, !dbg !593
  %t96 = fcmp olt double %t91, 0x3E30000000000000, !dbg !594
  %t97 = and i1 %t95, %t96, !dbg !594
  br i1 %t97, label %b27, label %b28, !dbg !593

b27:                                              ; preds = %b26
  %t98 = fadd double %t91, 1.000000e+00, !dbg !595
  br label %b49, !dbg !596

b28:                                              ; preds = %b26
  %t99 = fcmp olt double %t91, 0.000000e+00, !dbg !597
  br i1 %t99, label %b29, label %b47, !dbg !597

b29:                                              ; preds = %b28
  %t100 = tail call double @llvm.fma.f64(double %t91, double 0x3FF71547652B82FE, double -5.000000e-01), !dbg !598
  %.116 = fptosi double %t100 to i64, !dbg !599
  br label %b30, !dbg !599

b30:                                              ; preds = %b48, %b47, %b29
  %t102 = phi i64 [ %.116, %b29 ], [ 0, %b47 ], [ %.118, %b48 ]
  %t103 = sitofp i64 %t102 to double, !dbg !600
  %t104 = fneg double %t103, !dbg !601
  %t105 = tail call double @llvm.fma.f64(double %t104, double 0x3FE62E42FEE00000, double %t91), !dbg !601
  %t106 = fmul double %t103, 0x3DEA39EF35793C76, !dbg !602
  %t107 = fsub double %t105, %t106, !dbg !603
  %t108 = fmul double %t107, %t107, !dbg !604
  %t109 = tail call double @llvm.fma.f64(double %t108, double 0x3E66376972BEA4D0, double 0xBEBBBD41C5D26BF1), !dbg !605
  %t110 = tail call double @llvm.fma.f64(double %t108, double %t109, double 0x3F11566AAF25DE2C), !dbg !606
  %t111 = tail call double @llvm.fma.f64(double %t108, double %t110, double 0xBF66C16C16BEBD93), !dbg !607
  %t112 = tail call double @llvm.fma.f64(double %t108, double %t111, double 0x3FC5555555555555), !dbg !608
  %t113 = fneg double %t108, !dbg !609
  %t114 = tail call double @llvm.fma.f64(double %t113, double %t112, double %t107), !dbg !609
  %t115 = fmul double %t107, %t114, !dbg !610
  %t116 = fsub double 2.000000e+00, %t114, !dbg !611
  %t117 = fdiv double %t115, %t116, !dbg !612
  %t118 = fsub double %t106, %t117, !dbg !613
  %21 = fsub double %t105, %t118, !dbg !614
  %t120 = fadd double %21, 1.000000e+00, !dbg !614
  %t121 = fcmp oeq double %t120, 0.000000e+00, !dbg !615
  br i1 %t121, label %b49, label %b32, !dbg !615

b32:                                              ; preds = %b30
  %t122 = tail call double @llvm.fabs.f64(double %t120), !dbg !617
  %t123 = fcmp ogt double %t122, 0x7FEFFFFFFFFFFFFF, !dbg !618
  %t124 = fcmp uno double %t120, 0.000000e+00, !dbg !587
  %t125 = or i1 %t124, %t123, !dbg !619
  br i1 %t125, label %b49, label %b34, !dbg !620

b34:                                              ; preds = %b32
  %t126 = fcmp olt double %t122, 0x10000000000000, !dbg !621
  %t127 = fmul double %t120, 0x4330000000000000, !dbg !621
  %t128 = select i1 %t126, double %t127, double %t120, !dbg !621
  %t129 = select i1 %t126, i64 -52, i64 0, !dbg !621
  %t131 = bitcast double %t128 to i64, !dbg !622
  %t132 = lshr i64 %t131, 52, !dbg !623
  %t134 = and i64 %t132, 2047, !dbg !624
  %t135 = add i64 %t102, -1023, !dbg !625
  %t130 = add i64 %t135, %t129, !dbg !626
  %t136 = add i64 %t130, %t134, !dbg !627
  %t137 = icmp slt i64 %t136, -1075, !dbg !628
  br i1 %t137, label %b38, label %b39, !dbg !628

b38:                                              ; preds = %b34
  %t138 = tail call double @llvm.copysign.f64(double 0.000000e+00, double %t128), !dbg !629
  br label %b49, !dbg !630

b39:                                              ; preds = %b34
  %t139 = icmp sgt i64 %t136, 1023, !dbg !631
  br i1 %t139, label %b40, label %b43, !dbg !631

b40:                                              ; preds = %b39
  %t140 = fcmp olt double %t128, 0.000000e+00, !dbg !632
  %. = select i1 %t140, double 0xFFF0000000000000, double 0x7FF0000000000000, !dbg !633
  br label %b49, !dbg !633

b43:                                              ; preds = %b39
  %t141 = icmp slt i64 %t136, -1022, !dbg !634
  %spec.select1 = select i1 %t141, double 0x3CA0000000000000, double 1.000000e+00, !dbg !634
  %t145 = and i64 %t131, -9218868437227405313, !dbg !635
  %22 = shl nsw i64 %t136, 52, !dbg !636
  %23 = add i64 %22, 238690780250636288, !dbg !636
  %t146 = select i1 %t141, i64 %23, i64 %22, !dbg !636
  %t148 = add i64 %t146, 4607182418800017408, !dbg !636
  %t149 = or i64 %t148, %t145, !dbg !637
  %t150 = bitcast i64 %t149 to double, !dbg !638
  %t151 = fmul double %spec.select1, %t150, !dbg !639
  br label %b49, !dbg !640

b47:                                              ; preds = %b28
  %t153 = fcmp ogt double %t91, 0.000000e+00, !dbg !641
  br i1 %t153, label %b48, label %b30, !dbg !641

b48:                                              ; preds = %b47
  %t154 = tail call double @llvm.fma.f64(double %t91, double 0x3FF71547652B82FE, double 5.000000e-01), !dbg !642
  %.118 = fptosi double %t154 to i64, !dbg !643
  br label %b30, !dbg !643

b49:                                              ; preds = %b38, %b43, %b30, %b32, %b40, %b24, %b22, %b20, %b27
  %t156 = phi double [ %t98, %b27 ], [ %t91, %b20 ], [ 0x7FF0000000000000, %b22 ], [ 0.000000e+00, %b24 ], [ %t138, %b38 ], [ %t151, %b43 ], [ %t120, %b30 ], [ %t120, %b32 ], [ %., %b40 ]
  %t157 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t88, !dbg !586
  store double %t156, ptr addrspace(1) %t157, align 8, !dbg !586
  %t158 = add i64 %t203, %t11, !dbg !586
  %t21 = icmp slt i64 %t158, %a0, !dbg !586
  br i1 %t21, label %b2, label %b50, !dbg !586

b50:                                              ; preds = %b49, %entry
  ret void, !dbg !586
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
declare i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.ceil.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.copysign.f64(double, double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.rint.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smin.i64(i64, i64) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.trunc.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umax.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umax.i64(i64, i64) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umin.i64(i64, i64) #6

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
!1 = !DIFile(filename: "simdcores.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eFused_5bfloat32_5d_5f_5fcontig", scope: !1, file: !1, line: 18, type: !5, scopeLine: 18, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 18, column: 6, scope: !4)
!8 = !DILocation(line: 19, column: 8, scope: !4)
!9 = !DILocation(line: 19, column: 11, scope: !4)
!10 = !DILocation(line: 20, column: 9, scope: !4)
!11 = !DILocation(line: 21, column: 11, scope: !4)
!12 = !DILocation(line: 24, column: 8, scope: !4)
!13 = !DILocation(line: 24, column: 11, scope: !4)
!14 = !DILocation(line: 25, column: 11, scope: !4)
!15 = !DILocation(line: 26, column: 8, scope: !4)
!16 = !DILocation(line: 26, column: 11, scope: !4)
!17 = !DILocation(line: 27, column: 14, scope: !4)
!18 = !DILocation(line: 27, column: 11, scope: !4)
!19 = !DILocation(line: 27, column: 17, scope: !4)
!20 = !DILocation(line: 27, column: 21, scope: !4)
!21 = !DILocation(line: 27, column: 28, scope: !4)
!22 = !DILocation(line: 27, column: 25, scope: !4)
!23 = !DILocation(line: 27, column: 31, scope: !4)
!24 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eFused_5bfloat32_5d_5f_5fstrided", scope: !1, file: !1, line: 18, type: !5, scopeLine: 18, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = !DILocation(line: 18, column: 6, scope: !24)
!26 = !DILocation(line: 19, column: 8, scope: !24)
!27 = !DILocation(line: 19, column: 11, scope: !24)
!28 = !DILocation(line: 20, column: 9, scope: !24)
!29 = !DILocation(line: 21, column: 11, scope: !24)
!30 = !DILocation(line: 24, column: 8, scope: !24)
!31 = !DILocation(line: 24, column: 11, scope: !24)
!32 = !DILocation(line: 25, column: 11, scope: !24)
!33 = !DILocation(line: 26, column: 8, scope: !24)
!34 = !DILocation(line: 26, column: 11, scope: !24)
!35 = !DILocation(line: 27, column: 14, scope: !24)
!36 = !DILocation(line: 27, column: 11, scope: !24)
!37 = !DILocation(line: 27, column: 17, scope: !24)
!38 = !DILocation(line: 27, column: 21, scope: !24)
!39 = !DILocation(line: 27, column: 28, scope: !24)
!40 = !DILocation(line: 27, column: 25, scope: !24)
!41 = !DILocation(line: 27, column: 31, scope: !24)
!42 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eFused_5bfloat64_5d_5f_5fcontig", scope: !1, file: !1, line: 18, type: !5, scopeLine: 18, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!43 = !DILocation(line: 18, column: 6, scope: !42)
!44 = !DILocation(line: 19, column: 8, scope: !42)
!45 = !DILocation(line: 19, column: 11, scope: !42)
!46 = !DILocation(line: 20, column: 9, scope: !42)
!47 = !DILocation(line: 21, column: 11, scope: !42)
!48 = !DILocation(line: 24, column: 8, scope: !42)
!49 = !DILocation(line: 24, column: 11, scope: !42)
!50 = !DILocation(line: 25, column: 11, scope: !42)
!51 = !DILocation(line: 26, column: 8, scope: !42)
!52 = !DILocation(line: 26, column: 11, scope: !42)
!53 = !DILocation(line: 27, column: 14, scope: !42)
!54 = !DILocation(line: 27, column: 11, scope: !42)
!55 = !DILocation(line: 27, column: 17, scope: !42)
!56 = !DILocation(line: 27, column: 21, scope: !42)
!57 = !DILocation(line: 27, column: 28, scope: !42)
!58 = !DILocation(line: 27, column: 25, scope: !42)
!59 = !DILocation(line: 27, column: 31, scope: !42)
!60 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eFused_5bfloat64_5d_5f_5fstrided", scope: !1, file: !1, line: 18, type: !5, scopeLine: 18, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!61 = !DILocation(line: 18, column: 6, scope: !60)
!62 = !DILocation(line: 19, column: 8, scope: !60)
!63 = !DILocation(line: 19, column: 11, scope: !60)
!64 = !DILocation(line: 20, column: 9, scope: !60)
!65 = !DILocation(line: 21, column: 11, scope: !60)
!66 = !DILocation(line: 24, column: 8, scope: !60)
!67 = !DILocation(line: 24, column: 11, scope: !60)
!68 = !DILocation(line: 25, column: 11, scope: !60)
!69 = !DILocation(line: 26, column: 8, scope: !60)
!70 = !DILocation(line: 26, column: 11, scope: !60)
!71 = !DILocation(line: 27, column: 14, scope: !60)
!72 = !DILocation(line: 27, column: 11, scope: !60)
!73 = !DILocation(line: 27, column: 17, scope: !60)
!74 = !DILocation(line: 27, column: 21, scope: !60)
!75 = !DILocation(line: 27, column: 28, scope: !60)
!76 = !DILocation(line: 27, column: 25, scope: !60)
!77 = !DILocation(line: 27, column: 31, scope: !60)
!78 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eTwoProducts_5bfloat32_5d_5f_5fcontig", scope: !1, file: !1, line: 33, type: !5, scopeLine: 33, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!79 = !DILocation(line: 33, column: 6, scope: !78)
!80 = !DILocation(line: 34, column: 13, scope: !78)
!81 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eTwoProducts_5bfloat32_5d_5f_5fstrided", scope: !1, file: !1, line: 33, type: !5, scopeLine: 33, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!82 = !DILocation(line: 33, column: 6, scope: !81)
!83 = !DILocation(line: 34, column: 13, scope: !81)
!84 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eTwoProducts_5bfloat64_5d_5f_5fcontig", scope: !1, file: !1, line: 33, type: !5, scopeLine: 33, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!85 = !DILocation(line: 33, column: 6, scope: !84)
!86 = !DILocation(line: 34, column: 13, scope: !84)
!87 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eTwoProducts_5bfloat64_5d_5f_5fstrided", scope: !1, file: !1, line: 33, type: !5, scopeLine: 33, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!88 = !DILocation(line: 33, column: 6, scope: !87)
!89 = !DILocation(line: 34, column: 13, scope: !87)
!90 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntrinsics_5f_5fcontig", scope: !1, file: !1, line: 40, type: !5, scopeLine: 40, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!91 = !DILocation(line: 40, column: 6, scope: !90)
!92 = !DILocation(line: 41, column: 17, scope: !90)
!93 = !DILocation(line: 41, column: 47, scope: !90)
!94 = !DILocation(line: 41, column: 38, scope: !90)
!95 = !DILocation(line: 41, column: 27, scope: !90)
!96 = !DILocation(line: 41, column: 64, scope: !90)
!97 = !DILocation(line: 41, column: 52, scope: !90)
!98 = !DILocation(line: 41, column: 79, scope: !90)
!99 = !DILocation(line: 41, column: 68, scope: !90)
!100 = !DILocation(line: 42, column: 13, scope: !90)
!101 = !DILocation(line: 41, column: 83, scope: !90)
!102 = !DILocation(line: 42, column: 32, scope: !90)
!103 = !DILocation(line: 42, column: 17, scope: !90)
!104 = !DILocation(line: 42, column: 57, scope: !90)
!105 = !DILocation(line: 42, column: 39, scope: !90)
!106 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntrinsics_5f_5fstrided", scope: !1, file: !1, line: 40, type: !5, scopeLine: 40, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!107 = !DILocation(line: 40, column: 6, scope: !106)
!108 = !DILocation(line: 41, column: 17, scope: !106)
!109 = !DILocation(line: 41, column: 47, scope: !106)
!110 = !DILocation(line: 41, column: 38, scope: !106)
!111 = !DILocation(line: 41, column: 27, scope: !106)
!112 = !DILocation(line: 41, column: 64, scope: !106)
!113 = !DILocation(line: 41, column: 52, scope: !106)
!114 = !DILocation(line: 41, column: 79, scope: !106)
!115 = !DILocation(line: 41, column: 68, scope: !106)
!116 = !DILocation(line: 42, column: 13, scope: !106)
!117 = !DILocation(line: 41, column: 83, scope: !106)
!118 = !DILocation(line: 42, column: 32, scope: !106)
!119 = !DILocation(line: 42, column: 17, scope: !106)
!120 = !DILocation(line: 42, column: 57, scope: !106)
!121 = !DILocation(line: 42, column: 39, scope: !106)
!122 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fcontig", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!123 = !DILocation(line: 48, column: 6, scope: !122)
!124 = !DILocation(line: 49, column: 12, scope: !122)
!125 = !DILocation(line: 49, column: 24, scope: !122)
!126 = !DILocation(line: 49, column: 19, scope: !122)
!127 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstrided", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!128 = !DILocation(line: 48, column: 6, scope: !127)
!129 = !DILocation(line: 49, column: 12, scope: !127)
!130 = !DILocation(line: 49, column: 24, scope: !127)
!131 = !DILocation(line: 49, column: 19, scope: !127)
!132 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage1", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!133 = !DILocation(line: 48, column: 6, scope: !132)
!134 = !DILocation(line: 49, column: 12, scope: !132)
!135 = !DILocation(line: 49, column: 24, scope: !132)
!136 = !DILocation(line: 49, column: 19, scope: !132)
!137 = !{!"exec"}
!138 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat32_5d_5f_5fstage2", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!139 = !DILocation(line: 48, column: 6, scope: !138)
!140 = !DILocation(line: 49, column: 12, scope: !138)
!141 = !DILocation(line: 49, column: 24, scope: !138)
!142 = !DILocation(line: 49, column: 19, scope: !138)
!143 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fcontig", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!144 = !DILocation(line: 48, column: 6, scope: !143)
!145 = !DILocation(line: 49, column: 12, scope: !143)
!146 = !DILocation(line: 49, column: 24, scope: !143)
!147 = !DILocation(line: 49, column: 19, scope: !143)
!148 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstrided", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!149 = !DILocation(line: 48, column: 6, scope: !148)
!150 = !DILocation(line: 49, column: 12, scope: !148)
!151 = !DILocation(line: 49, column: 24, scope: !148)
!152 = !DILocation(line: 49, column: 19, scope: !148)
!153 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage1", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!154 = !DILocation(line: 48, column: 6, scope: !153)
!155 = !DILocation(line: 49, column: 12, scope: !153)
!156 = !DILocation(line: 49, column: 24, scope: !153)
!157 = !DILocation(line: 49, column: 19, scope: !153)
!158 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMinMax_5bfloat64_5d_5f_5fstage2", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!159 = !DILocation(line: 48, column: 6, scope: !158)
!160 = !DILocation(line: 49, column: 12, scope: !158)
!161 = !DILocation(line: 49, column: 24, scope: !158)
!162 = !DILocation(line: 49, column: 19, scope: !158)
!163 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fcontig", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!164 = !DILocation(line: 56, column: 6, scope: !163)
!165 = !DILocation(line: 58, column: 11, scope: !163)
!166 = !DILocation(line: 58, column: 14, scope: !163)
!167 = !DILocation(line: 58, column: 22, scope: !163)
!168 = !DILocation(line: 58, column: 25, scope: !163)
!169 = !DILocation(line: 58, column: 34, scope: !163)
!170 = !DILocation(line: 58, column: 46, scope: !163)
!171 = !DILocation(line: 58, column: 52, scope: !163)
!172 = !DILocation(line: 58, column: 18, scope: !163)
!173 = !DILocation(line: 58, column: 29, scope: !163)
!174 = !DILocation(line: 58, column: 41, scope: !163)
!175 = !DILocation(line: 58, column: 58, scope: !163)
!176 = !DILocation(line: 58, column: 56, scope: !163)
!177 = !DILocation(line: 58, column: 69, scope: !163)
!178 = !DILocation(line: 58, column: 61, scope: !163)
!179 = !DILocation(line: 58, column: 66, scope: !163)
!180 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstrided", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!181 = !DILocation(line: 56, column: 6, scope: !180)
!182 = !DILocation(line: 58, column: 11, scope: !180)
!183 = !DILocation(line: 58, column: 14, scope: !180)
!184 = !DILocation(line: 58, column: 22, scope: !180)
!185 = !DILocation(line: 58, column: 25, scope: !180)
!186 = !DILocation(line: 58, column: 34, scope: !180)
!187 = !DILocation(line: 58, column: 46, scope: !180)
!188 = !DILocation(line: 58, column: 52, scope: !180)
!189 = !DILocation(line: 58, column: 18, scope: !180)
!190 = !DILocation(line: 58, column: 29, scope: !180)
!191 = !DILocation(line: 58, column: 41, scope: !180)
!192 = !DILocation(line: 58, column: 58, scope: !180)
!193 = !DILocation(line: 58, column: 56, scope: !180)
!194 = !DILocation(line: 58, column: 69, scope: !180)
!195 = !DILocation(line: 58, column: 61, scope: !180)
!196 = !DILocation(line: 58, column: 66, scope: !180)
!197 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage1", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!198 = !DILocation(line: 56, column: 6, scope: !197)
!199 = !DILocation(line: 58, column: 11, scope: !197)
!200 = !DILocation(line: 58, column: 14, scope: !197)
!201 = !DILocation(line: 58, column: 22, scope: !197)
!202 = !DILocation(line: 58, column: 25, scope: !197)
!203 = !DILocation(line: 58, column: 34, scope: !197)
!204 = !DILocation(line: 58, column: 46, scope: !197)
!205 = !DILocation(line: 58, column: 52, scope: !197)
!206 = !DILocation(line: 58, column: 18, scope: !197)
!207 = !DILocation(line: 58, column: 29, scope: !197)
!208 = !DILocation(line: 58, column: 41, scope: !197)
!209 = !DILocation(line: 58, column: 58, scope: !197)
!210 = !DILocation(line: 58, column: 56, scope: !197)
!211 = !DILocation(line: 58, column: 69, scope: !197)
!212 = !DILocation(line: 58, column: 61, scope: !197)
!213 = !DILocation(line: 58, column: 66, scope: !197)
!214 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint32_5d_5f_5fstage2", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!215 = !DILocation(line: 56, column: 6, scope: !214)
!216 = !DILocation(line: 58, column: 11, scope: !214)
!217 = !DILocation(line: 58, column: 14, scope: !214)
!218 = !DILocation(line: 58, column: 22, scope: !214)
!219 = !DILocation(line: 58, column: 25, scope: !214)
!220 = !DILocation(line: 58, column: 34, scope: !214)
!221 = !DILocation(line: 58, column: 46, scope: !214)
!222 = !DILocation(line: 58, column: 52, scope: !214)
!223 = !DILocation(line: 58, column: 18, scope: !214)
!224 = !DILocation(line: 58, column: 29, scope: !214)
!225 = !DILocation(line: 58, column: 41, scope: !214)
!226 = !DILocation(line: 58, column: 58, scope: !214)
!227 = !DILocation(line: 58, column: 56, scope: !214)
!228 = !DILocation(line: 58, column: 69, scope: !214)
!229 = !DILocation(line: 58, column: 61, scope: !214)
!230 = !DILocation(line: 58, column: 66, scope: !214)
!231 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fcontig", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!232 = !DILocation(line: 56, column: 6, scope: !231)
!233 = !DILocation(line: 58, column: 11, scope: !231)
!234 = !DILocation(line: 58, column: 14, scope: !231)
!235 = !DILocation(line: 58, column: 22, scope: !231)
!236 = !DILocation(line: 58, column: 25, scope: !231)
!237 = !DILocation(line: 58, column: 34, scope: !231)
!238 = !DILocation(line: 58, column: 46, scope: !231)
!239 = !DILocation(line: 58, column: 52, scope: !231)
!240 = !DILocation(line: 58, column: 18, scope: !231)
!241 = !DILocation(line: 58, column: 29, scope: !231)
!242 = !DILocation(line: 58, column: 41, scope: !231)
!243 = !DILocation(line: 58, column: 58, scope: !231)
!244 = !DILocation(line: 58, column: 56, scope: !231)
!245 = !DILocation(line: 58, column: 61, scope: !231)
!246 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstrided", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!247 = !DILocation(line: 56, column: 6, scope: !246)
!248 = !DILocation(line: 58, column: 11, scope: !246)
!249 = !DILocation(line: 58, column: 14, scope: !246)
!250 = !DILocation(line: 58, column: 22, scope: !246)
!251 = !DILocation(line: 58, column: 25, scope: !246)
!252 = !DILocation(line: 58, column: 34, scope: !246)
!253 = !DILocation(line: 58, column: 46, scope: !246)
!254 = !DILocation(line: 58, column: 52, scope: !246)
!255 = !DILocation(line: 58, column: 18, scope: !246)
!256 = !DILocation(line: 58, column: 29, scope: !246)
!257 = !DILocation(line: 58, column: 41, scope: !246)
!258 = !DILocation(line: 58, column: 58, scope: !246)
!259 = !DILocation(line: 58, column: 56, scope: !246)
!260 = !DILocation(line: 58, column: 61, scope: !246)
!261 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage1", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!262 = !DILocation(line: 56, column: 6, scope: !261)
!263 = !DILocation(line: 58, column: 11, scope: !261)
!264 = !DILocation(line: 58, column: 14, scope: !261)
!265 = !DILocation(line: 58, column: 22, scope: !261)
!266 = !DILocation(line: 58, column: 25, scope: !261)
!267 = !DILocation(line: 58, column: 34, scope: !261)
!268 = !DILocation(line: 58, column: 46, scope: !261)
!269 = !DILocation(line: 58, column: 52, scope: !261)
!270 = !DILocation(line: 58, column: 18, scope: !261)
!271 = !DILocation(line: 58, column: 29, scope: !261)
!272 = !DILocation(line: 58, column: 41, scope: !261)
!273 = !DILocation(line: 58, column: 58, scope: !261)
!274 = !DILocation(line: 58, column: 56, scope: !261)
!275 = !DILocation(line: 58, column: 61, scope: !261)
!276 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint32_5d_5f_5fstage2", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!277 = !DILocation(line: 56, column: 6, scope: !276)
!278 = !DILocation(line: 58, column: 11, scope: !276)
!279 = !DILocation(line: 58, column: 14, scope: !276)
!280 = !DILocation(line: 58, column: 22, scope: !276)
!281 = !DILocation(line: 58, column: 25, scope: !276)
!282 = !DILocation(line: 58, column: 34, scope: !276)
!283 = !DILocation(line: 58, column: 46, scope: !276)
!284 = !DILocation(line: 58, column: 52, scope: !276)
!285 = !DILocation(line: 58, column: 18, scope: !276)
!286 = !DILocation(line: 58, column: 29, scope: !276)
!287 = !DILocation(line: 58, column: 41, scope: !276)
!288 = !DILocation(line: 58, column: 58, scope: !276)
!289 = !DILocation(line: 58, column: 56, scope: !276)
!290 = !DILocation(line: 58, column: 61, scope: !276)
!291 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fcontig", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!292 = !DILocation(line: 56, column: 6, scope: !291)
!293 = !DILocation(line: 58, column: 11, scope: !291)
!294 = !DILocation(line: 58, column: 14, scope: !291)
!295 = !DILocation(line: 58, column: 22, scope: !291)
!296 = !DILocation(line: 58, column: 25, scope: !291)
!297 = !DILocation(line: 58, column: 34, scope: !291)
!298 = !DILocation(line: 58, column: 46, scope: !291)
!299 = !DILocation(line: 58, column: 52, scope: !291)
!300 = !DILocation(line: 58, column: 18, scope: !291)
!301 = !DILocation(line: 58, column: 29, scope: !291)
!302 = !DILocation(line: 58, column: 41, scope: !291)
!303 = !DILocation(line: 58, column: 58, scope: !291)
!304 = !DILocation(line: 58, column: 56, scope: !291)
!305 = !DILocation(line: 58, column: 69, scope: !291)
!306 = !DILocation(line: 58, column: 61, scope: !291)
!307 = !DILocation(line: 58, column: 66, scope: !291)
!308 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstrided", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!309 = !DILocation(line: 56, column: 6, scope: !308)
!310 = !DILocation(line: 58, column: 11, scope: !308)
!311 = !DILocation(line: 58, column: 14, scope: !308)
!312 = !DILocation(line: 58, column: 22, scope: !308)
!313 = !DILocation(line: 58, column: 25, scope: !308)
!314 = !DILocation(line: 58, column: 34, scope: !308)
!315 = !DILocation(line: 58, column: 46, scope: !308)
!316 = !DILocation(line: 58, column: 52, scope: !308)
!317 = !DILocation(line: 58, column: 18, scope: !308)
!318 = !DILocation(line: 58, column: 29, scope: !308)
!319 = !DILocation(line: 58, column: 41, scope: !308)
!320 = !DILocation(line: 58, column: 58, scope: !308)
!321 = !DILocation(line: 58, column: 56, scope: !308)
!322 = !DILocation(line: 58, column: 69, scope: !308)
!323 = !DILocation(line: 58, column: 61, scope: !308)
!324 = !DILocation(line: 58, column: 66, scope: !308)
!325 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage1", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!326 = !DILocation(line: 56, column: 6, scope: !325)
!327 = !DILocation(line: 58, column: 11, scope: !325)
!328 = !DILocation(line: 58, column: 14, scope: !325)
!329 = !DILocation(line: 58, column: 22, scope: !325)
!330 = !DILocation(line: 58, column: 25, scope: !325)
!331 = !DILocation(line: 58, column: 34, scope: !325)
!332 = !DILocation(line: 58, column: 46, scope: !325)
!333 = !DILocation(line: 58, column: 52, scope: !325)
!334 = !DILocation(line: 58, column: 18, scope: !325)
!335 = !DILocation(line: 58, column: 29, scope: !325)
!336 = !DILocation(line: 58, column: 41, scope: !325)
!337 = !DILocation(line: 58, column: 58, scope: !325)
!338 = !DILocation(line: 58, column: 56, scope: !325)
!339 = !DILocation(line: 58, column: 69, scope: !325)
!340 = !DILocation(line: 58, column: 61, scope: !325)
!341 = !DILocation(line: 58, column: 66, scope: !325)
!342 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5bint64_5d_5f_5fstage2", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!343 = !DILocation(line: 56, column: 6, scope: !342)
!344 = !DILocation(line: 58, column: 11, scope: !342)
!345 = !DILocation(line: 58, column: 14, scope: !342)
!346 = !DILocation(line: 58, column: 22, scope: !342)
!347 = !DILocation(line: 58, column: 25, scope: !342)
!348 = !DILocation(line: 58, column: 34, scope: !342)
!349 = !DILocation(line: 58, column: 46, scope: !342)
!350 = !DILocation(line: 58, column: 52, scope: !342)
!351 = !DILocation(line: 58, column: 18, scope: !342)
!352 = !DILocation(line: 58, column: 29, scope: !342)
!353 = !DILocation(line: 58, column: 41, scope: !342)
!354 = !DILocation(line: 58, column: 58, scope: !342)
!355 = !DILocation(line: 58, column: 56, scope: !342)
!356 = !DILocation(line: 58, column: 69, scope: !342)
!357 = !DILocation(line: 58, column: 61, scope: !342)
!358 = !DILocation(line: 58, column: 66, scope: !342)
!359 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fcontig", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!360 = !DILocation(line: 56, column: 6, scope: !359)
!361 = !DILocation(line: 58, column: 11, scope: !359)
!362 = !DILocation(line: 58, column: 14, scope: !359)
!363 = !DILocation(line: 58, column: 22, scope: !359)
!364 = !DILocation(line: 58, column: 25, scope: !359)
!365 = !DILocation(line: 58, column: 34, scope: !359)
!366 = !DILocation(line: 58, column: 46, scope: !359)
!367 = !DILocation(line: 58, column: 52, scope: !359)
!368 = !DILocation(line: 58, column: 18, scope: !359)
!369 = !DILocation(line: 58, column: 29, scope: !359)
!370 = !DILocation(line: 58, column: 41, scope: !359)
!371 = !DILocation(line: 58, column: 58, scope: !359)
!372 = !DILocation(line: 58, column: 56, scope: !359)
!373 = !DILocation(line: 58, column: 69, scope: !359)
!374 = !DILocation(line: 58, column: 61, scope: !359)
!375 = !DILocation(line: 58, column: 66, scope: !359)
!376 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstrided", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!377 = !DILocation(line: 56, column: 6, scope: !376)
!378 = !DILocation(line: 58, column: 11, scope: !376)
!379 = !DILocation(line: 58, column: 14, scope: !376)
!380 = !DILocation(line: 58, column: 22, scope: !376)
!381 = !DILocation(line: 58, column: 25, scope: !376)
!382 = !DILocation(line: 58, column: 34, scope: !376)
!383 = !DILocation(line: 58, column: 46, scope: !376)
!384 = !DILocation(line: 58, column: 52, scope: !376)
!385 = !DILocation(line: 58, column: 18, scope: !376)
!386 = !DILocation(line: 58, column: 29, scope: !376)
!387 = !DILocation(line: 58, column: 41, scope: !376)
!388 = !DILocation(line: 58, column: 58, scope: !376)
!389 = !DILocation(line: 58, column: 56, scope: !376)
!390 = !DILocation(line: 58, column: 69, scope: !376)
!391 = !DILocation(line: 58, column: 61, scope: !376)
!392 = !DILocation(line: 58, column: 66, scope: !376)
!393 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage1", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!394 = !DILocation(line: 56, column: 6, scope: !393)
!395 = !DILocation(line: 58, column: 11, scope: !393)
!396 = !DILocation(line: 58, column: 14, scope: !393)
!397 = !DILocation(line: 58, column: 22, scope: !393)
!398 = !DILocation(line: 58, column: 25, scope: !393)
!399 = !DILocation(line: 58, column: 34, scope: !393)
!400 = !DILocation(line: 58, column: 46, scope: !393)
!401 = !DILocation(line: 58, column: 52, scope: !393)
!402 = !DILocation(line: 58, column: 18, scope: !393)
!403 = !DILocation(line: 58, column: 29, scope: !393)
!404 = !DILocation(line: 58, column: 41, scope: !393)
!405 = !DILocation(line: 58, column: 58, scope: !393)
!406 = !DILocation(line: 58, column: 56, scope: !393)
!407 = !DILocation(line: 58, column: 61, scope: !393)
!408 = !DILocation(line: 58, column: 69, scope: !393)
!409 = !DILocation(line: 58, column: 66, scope: !393)
!410 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eIntLanes_5buint64_5d_5f_5fstage2", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!411 = !DILocation(line: 56, column: 6, scope: !410)
!412 = !DILocation(line: 58, column: 11, scope: !410)
!413 = !DILocation(line: 58, column: 14, scope: !410)
!414 = !DILocation(line: 58, column: 22, scope: !410)
!415 = !DILocation(line: 58, column: 25, scope: !410)
!416 = !DILocation(line: 58, column: 34, scope: !410)
!417 = !DILocation(line: 58, column: 46, scope: !410)
!418 = !DILocation(line: 58, column: 52, scope: !410)
!419 = !DILocation(line: 58, column: 18, scope: !410)
!420 = !DILocation(line: 58, column: 29, scope: !410)
!421 = !DILocation(line: 58, column: 41, scope: !410)
!422 = !DILocation(line: 58, column: 58, scope: !410)
!423 = !DILocation(line: 58, column: 56, scope: !410)
!424 = !DILocation(line: 58, column: 69, scope: !410)
!425 = !DILocation(line: 58, column: 61, scope: !410)
!426 = !DILocation(line: 58, column: 66, scope: !410)
!427 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fcontig", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!428 = !DILocation(line: 64, column: 6, scope: !427)
!429 = !DILocation(line: 64, column: 53, scope: !427)
!430 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstrided", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!431 = !DILocation(line: 64, column: 6, scope: !430)
!432 = !DILocation(line: 64, column: 53, scope: !430)
!433 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage1", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!434 = !DILocation(line: 64, column: 6, scope: !433)
!435 = !DILocation(line: 64, column: 53, scope: !433)
!436 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5bint32_5d_5f_5fstage2", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!437 = !DILocation(line: 64, column: 6, scope: !436)
!438 = !DILocation(line: 64, column: 53, scope: !436)
!439 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fcontig", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!440 = !DILocation(line: 64, column: 6, scope: !439)
!441 = !DILocation(line: 64, column: 53, scope: !439)
!442 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstrided", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!443 = !DILocation(line: 64, column: 6, scope: !442)
!444 = !DILocation(line: 64, column: 53, scope: !442)
!445 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage1", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!446 = !DILocation(line: 64, column: 6, scope: !445)
!447 = !DILocation(line: 64, column: 53, scope: !445)
!448 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul32_5buint32_5d_5f_5fstage2", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!449 = !DILocation(line: 64, column: 6, scope: !448)
!450 = !DILocation(line: 64, column: 53, scope: !448)
!451 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eF2I64_5f_5fcontig", scope: !1, file: !1, line: 70, type: !5, scopeLine: 70, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!452 = !DILocation(line: 70, column: 6, scope: !451)
!453 = !DILocation(line: 70, column: 43, scope: !451)
!454 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eF2I64_5f_5fstrided", scope: !1, file: !1, line: 70, type: !5, scopeLine: 70, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!455 = !DILocation(line: 70, column: 6, scope: !454)
!456 = !DILocation(line: 70, column: 43, scope: !454)
!457 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eI2F64_5f_5fcontig", scope: !1, file: !1, line: 73, type: !5, scopeLine: 73, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!458 = !DILocation(line: 73, column: 6, scope: !457)
!459 = !DILocation(line: 73, column: 45, scope: !457)
!460 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eI2F64_5f_5fstrided", scope: !1, file: !1, line: 73, type: !5, scopeLine: 73, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!461 = !DILocation(line: 73, column: 6, scope: !460)
!462 = !DILocation(line: 73, column: 45, scope: !460)
!463 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eF2U64_5f_5fcontig", scope: !1, file: !1, line: 76, type: !5, scopeLine: 76, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!464 = !DILocation(line: 76, column: 6, scope: !463)
!465 = !DILocation(line: 76, column: 45, scope: !463)
!466 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eF2U64_5f_5fstrided", scope: !1, file: !1, line: 76, type: !5, scopeLine: 76, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!467 = !DILocation(line: 76, column: 6, scope: !466)
!468 = !DILocation(line: 76, column: 45, scope: !466)
!469 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eU2F64_5f_5fcontig", scope: !1, file: !1, line: 79, type: !5, scopeLine: 79, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!470 = !DILocation(line: 79, column: 6, scope: !469)
!471 = !DILocation(line: 79, column: 46, scope: !469)
!472 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eU2F64_5f_5fstrided", scope: !1, file: !1, line: 79, type: !5, scopeLine: 79, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!473 = !DILocation(line: 79, column: 6, scope: !472)
!474 = !DILocation(line: 79, column: 46, scope: !472)
!475 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eF2I32_5f_5fcontig", scope: !1, file: !1, line: 82, type: !5, scopeLine: 82, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!476 = !DILocation(line: 82, column: 6, scope: !475)
!477 = !DILocation(line: 82, column: 43, scope: !475)
!478 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eF2I32_5f_5fstrided", scope: !1, file: !1, line: 82, type: !5, scopeLine: 82, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!479 = !DILocation(line: 82, column: 6, scope: !478)
!480 = !DILocation(line: 82, column: 43, scope: !478)
!481 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eI2F32_5f_5fcontig", scope: !1, file: !1, line: 85, type: !5, scopeLine: 85, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!482 = !DILocation(line: 85, column: 6, scope: !481)
!483 = !DILocation(line: 85, column: 45, scope: !481)
!484 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eI2F32_5f_5fstrided", scope: !1, file: !1, line: 85, type: !5, scopeLine: 85, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!485 = !DILocation(line: 85, column: 6, scope: !484)
!486 = !DILocation(line: 85, column: 45, scope: !484)
!487 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul64_5bint64_5d_5f_5fcontig", scope: !1, file: !1, line: 91, type: !5, scopeLine: 91, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!488 = !DILocation(line: 91, column: 6, scope: !487)
!489 = !DILocation(line: 93, column: 10, scope: !487)
!490 = !DILocation(line: 93, column: 16, scope: !487)
!491 = !DILocation(line: 93, column: 13, scope: !487)
!492 = !DILocation(line: 93, column: 23, scope: !487)
!493 = !DILocation(line: 93, column: 20, scope: !487)
!494 = !DILocation(line: 93, column: 30, scope: !487)
!495 = !DILocation(line: 93, column: 27, scope: !487)
!496 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul64_5bint64_5d_5f_5fstrided", scope: !1, file: !1, line: 91, type: !5, scopeLine: 91, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!497 = !DILocation(line: 91, column: 6, scope: !496)
!498 = !DILocation(line: 93, column: 10, scope: !496)
!499 = !DILocation(line: 93, column: 16, scope: !496)
!500 = !DILocation(line: 93, column: 13, scope: !496)
!501 = !DILocation(line: 93, column: 23, scope: !496)
!502 = !DILocation(line: 93, column: 20, scope: !496)
!503 = !DILocation(line: 93, column: 30, scope: !496)
!504 = !DILocation(line: 93, column: 27, scope: !496)
!505 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul64_5buint64_5d_5f_5fcontig", scope: !1, file: !1, line: 91, type: !5, scopeLine: 91, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!506 = !DILocation(line: 91, column: 6, scope: !505)
!507 = !DILocation(line: 93, column: 10, scope: !505)
!508 = !DILocation(line: 93, column: 16, scope: !505)
!509 = !DILocation(line: 93, column: 13, scope: !505)
!510 = !DILocation(line: 93, column: 23, scope: !505)
!511 = !DILocation(line: 93, column: 20, scope: !505)
!512 = !DILocation(line: 93, column: 30, scope: !505)
!513 = !DILocation(line: 93, column: 27, scope: !505)
!514 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eMul64_5buint64_5d_5f_5fstrided", scope: !1, file: !1, line: 91, type: !5, scopeLine: 91, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!515 = !DILocation(line: 91, column: 6, scope: !514)
!516 = !DILocation(line: 93, column: 10, scope: !514)
!517 = !DILocation(line: 93, column: 16, scope: !514)
!518 = !DILocation(line: 93, column: 13, scope: !514)
!519 = !DILocation(line: 93, column: 23, scope: !514)
!520 = !DILocation(line: 93, column: 20, scope: !514)
!521 = !DILocation(line: 93, column: 30, scope: !514)
!522 = !DILocation(line: 93, column: 27, scope: !514)
!523 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eExp_5f_5fcontig", scope: !1, file: !1, line: 101, type: !5, scopeLine: 101, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!524 = !DILocation(line: 101, column: 6, scope: !523)
!525 = !DILocation(line: 39, column: 11, scope: !526)
!526 = !DILexicalBlockFile(scope: !523, file: !527, discriminator: 0)
!527 = !DIFile(filename: "math/bits.go", directory: "")
!528 = !DILocation(line: 112, column: 12, scope: !529)
!529 = !DILexicalBlockFile(scope: !523, file: !530, discriminator: 0)
!530 = !DIFile(filename: "math/exp.go", directory: "")
!531 = !DILocation(line: 114, column: 9, scope: !529)
!532 = !DILocation(line: 116, column: 9, scope: !529)
!533 = !DILocation(line: 118, column: 17, scope: !529)
!534 = !DILocation(line: 118, column: 26, scope: !529)
!535 = !DILocation(line: 119, column: 12, scope: !529)
!536 = !DILocation(line: 119, column: 3, scope: !529)
!537 = !DILocation(line: 125, column: 9, scope: !529)
!538 = !DILocation(line: 126, column: 19, scope: !529)
!539 = !DILocation(line: 126, column: 10, scope: !529)
!540 = !DILocation(line: 130, column: 19, scope: !529)
!541 = !DILocation(line: 130, column: 10, scope: !529)
!542 = !DILocation(line: 131, column: 19, scope: !529)
!543 = !DILocation(line: 193, column: 10, scope: !529)
!544 = !DILocation(line: 194, column: 9, scope: !529)
!545 = !DILocation(line: 195, column: 34, scope: !529)
!546 = !DILocation(line: 195, column: 28, scope: !529)
!547 = !DILocation(line: 195, column: 22, scope: !529)
!548 = !DILocation(line: 195, column: 16, scope: !529)
!549 = !DILocation(line: 195, column: 9, scope: !529)
!550 = !DILocation(line: 196, column: 20, scope: !529)
!551 = !DILocation(line: 196, column: 26, scope: !529)
!552 = !DILocation(line: 196, column: 23, scope: !529)
!553 = !DILocation(line: 196, column: 16, scope: !529)
!554 = !DILocation(line: 196, column: 9, scope: !529)
!555 = !DILocation(line: 25, column: 12, scope: !556)
!556 = !DILexicalBlockFile(scope: !523, file: !557, discriminator: 0)
!557 = !DIFile(filename: "math/ldexp.go", directory: "")
!558 = !DILocation(line: 52, column: 10, scope: !526)
!559 = !DILocation(line: 56, column: 11, scope: !526)
!560 = !DILocation(line: 27, column: 30, scope: !556)
!561 = !DILocation(line: 27, column: 12, scope: !556)
!562 = !DILocation(line: 63, column: 12, scope: !526)
!563 = !DILocation(line: 32, column: 18, scope: !556)
!564 = !DILocation(line: 33, column: 14, scope: !556)
!565 = !DILocation(line: 33, column: 22, scope: !556)
!566 = !DILocation(line: 33, column: 28, scope: !556)
!567 = !DILocation(line: 31, column: 2, scope: !556)
!568 = !DILocation(line: 33, column: 2, scope: !556)
!569 = !DILocation(line: 34, column: 9, scope: !556)
!570 = !DILocation(line: 35, column: 18, scope: !556)
!571 = !DILocation(line: 35, column: 3, scope: !556)
!572 = !DILocation(line: 37, column: 9, scope: !556)
!573 = !DILocation(line: 38, column: 11, scope: !556)
!574 = !DILocation(line: 0, scope: !556)
!575 = !DILocation(line: 44, column: 9, scope: !556)
!576 = !DILocation(line: 48, column: 2, scope: !556)
!577 = !DILocation(line: 49, column: 24, scope: !556)
!578 = !DILocation(line: 49, column: 2, scope: !556)
!579 = !DILocation(line: 50, column: 28, scope: !556)
!580 = !DILocation(line: 50, column: 11, scope: !556)
!581 = !DILocation(line: 50, column: 2, scope: !556)
!582 = !DILocation(line: 127, column: 9, scope: !529)
!583 = !DILocation(line: 128, column: 19, scope: !529)
!584 = !DILocation(line: 128, column: 10, scope: !529)
!585 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fsimdcores_2eExp_5f_5fstrided", scope: !1, file: !1, line: 101, type: !5, scopeLine: 101, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!586 = !DILocation(line: 101, column: 6, scope: !585)
!587 = !DILocation(line: 39, column: 11, scope: !588)
!588 = !DILexicalBlockFile(scope: !585, file: !527, discriminator: 0)
!589 = !DILocation(line: 112, column: 12, scope: !590)
!590 = !DILexicalBlockFile(scope: !585, file: !530, discriminator: 0)
!591 = !DILocation(line: 114, column: 9, scope: !590)
!592 = !DILocation(line: 116, column: 9, scope: !590)
!593 = !DILocation(line: 118, column: 17, scope: !590)
!594 = !DILocation(line: 118, column: 26, scope: !590)
!595 = !DILocation(line: 119, column: 12, scope: !590)
!596 = !DILocation(line: 119, column: 3, scope: !590)
!597 = !DILocation(line: 125, column: 9, scope: !590)
!598 = !DILocation(line: 126, column: 19, scope: !590)
!599 = !DILocation(line: 126, column: 10, scope: !590)
!600 = !DILocation(line: 130, column: 19, scope: !590)
!601 = !DILocation(line: 130, column: 10, scope: !590)
!602 = !DILocation(line: 131, column: 19, scope: !590)
!603 = !DILocation(line: 193, column: 10, scope: !590)
!604 = !DILocation(line: 194, column: 9, scope: !590)
!605 = !DILocation(line: 195, column: 34, scope: !590)
!606 = !DILocation(line: 195, column: 28, scope: !590)
!607 = !DILocation(line: 195, column: 22, scope: !590)
!608 = !DILocation(line: 195, column: 16, scope: !590)
!609 = !DILocation(line: 195, column: 9, scope: !590)
!610 = !DILocation(line: 196, column: 20, scope: !590)
!611 = !DILocation(line: 196, column: 26, scope: !590)
!612 = !DILocation(line: 196, column: 23, scope: !590)
!613 = !DILocation(line: 196, column: 16, scope: !590)
!614 = !DILocation(line: 196, column: 9, scope: !590)
!615 = !DILocation(line: 25, column: 12, scope: !616)
!616 = !DILexicalBlockFile(scope: !585, file: !557, discriminator: 0)
!617 = !DILocation(line: 52, column: 10, scope: !588)
!618 = !DILocation(line: 56, column: 11, scope: !588)
!619 = !DILocation(line: 27, column: 30, scope: !616)
!620 = !DILocation(line: 27, column: 12, scope: !616)
!621 = !DILocation(line: 63, column: 12, scope: !588)
!622 = !DILocation(line: 32, column: 18, scope: !616)
!623 = !DILocation(line: 33, column: 14, scope: !616)
!624 = !DILocation(line: 33, column: 22, scope: !616)
!625 = !DILocation(line: 33, column: 28, scope: !616)
!626 = !DILocation(line: 31, column: 2, scope: !616)
!627 = !DILocation(line: 33, column: 2, scope: !616)
!628 = !DILocation(line: 34, column: 9, scope: !616)
!629 = !DILocation(line: 35, column: 18, scope: !616)
!630 = !DILocation(line: 35, column: 3, scope: !616)
!631 = !DILocation(line: 37, column: 9, scope: !616)
!632 = !DILocation(line: 38, column: 11, scope: !616)
!633 = !DILocation(line: 0, scope: !616)
!634 = !DILocation(line: 44, column: 9, scope: !616)
!635 = !DILocation(line: 48, column: 2, scope: !616)
!636 = !DILocation(line: 49, column: 24, scope: !616)
!637 = !DILocation(line: 49, column: 2, scope: !616)
!638 = !DILocation(line: 50, column: 28, scope: !616)
!639 = !DILocation(line: 50, column: 11, scope: !616)
!640 = !DILocation(line: 50, column: 2, scope: !616)
!641 = !DILocation(line: 127, column: 9, scope: !590)
!642 = !DILocation(line: 128, column: 19, scope: !590)
!643 = !DILocation(line: 128, column: 10, scope: !590)
