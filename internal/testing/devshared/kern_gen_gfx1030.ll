; kern module github.com/kernlab/kern/internal/testing/devshared (wave32, gfx1030)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eBlockSums.shared.0 = internal unnamed_addr addrspace(3) global [128 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.0.0 = internal unnamed_addr addrspace(3) global i32 undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.1.0 = internal unnamed_addr addrspace(3) global i32 undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.2.0 = internal unnamed_addr addrspace(3) global i32 undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.2.1 = internal unnamed_addr addrspace(3) global i32 undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain.shared.0.0 = internal unnamed_addr addrspace(3) global i32 undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eMixTwice.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eNearLimit.shared.0 = internal unnamed_addr addrspace(3) global [16384 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eNearLimit.shared.1 = internal unnamed_addr addrspace(3) global [32768 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eRotate.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eLayouts.shared.0.0 = internal unnamed_addr addrspace(3) global float undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eLayouts.shared.1.0 = internal unnamed_addr addrspace(3) global i64 undef, align 16

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eBlockSums(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, i64 %a6) local_unnamed_addr #0 !dbg !4 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %t2 = sext i32 %.7 to i64, !dbg !7
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !7
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !7
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !7, !invariant.load !6
  %.11 = zext i16 %.10 to i32, !dbg !7
  %t4 = zext i16 %.10 to i64
  %t5 = mul nsw i64 %t4, %t2, !dbg !7
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  %t7 = sext i32 %.12 to i64, !dbg !7
  %t8 = add nsw i64 %t5, %t7, !dbg !7
  %.14 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 12, !dbg !8
  %.15 = load i32, ptr addrspace(4) %.14, align 4, !dbg !8, !invariant.load !6
  %.20 = add nsw i32 %.11, -1, !dbg !8
  %.21 = add i32 %.20, %.15, !dbg !8
  %.22 = udiv i32 %.21, %.11, !dbg !8
  %t12 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t8, !dbg !9
  %.23 = load float, ptr addrspace(1) %t12, align 4, !dbg !9, !amdgpu.noclobber !6
  %.24 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !10
  %t17 = sext i32 %.24 to i64, !dbg !10
  %.34 = zext i32 %.24 to i64
  %.35 = add nuw nsw i64 %.34, 16, !dbg !11
  %0 = icmp ult i32 %.24, 16, !dbg !11
  %.39 = tail call i32 @llvm.read_register.i32(metadata !12) #8, !dbg !11
  %.40 = zext i32 %.39 to i64, !dbg !11
  %.41 = and i64 %.35, 31, !dbg !11
  %1 = shl nuw nsw i64 1, %.41, !dbg !11
  %2 = and i64 %1, %.40, !dbg !11
  %.43 = icmp ne i64 %2, 0, !dbg !11
  %.44 = and i1 %0, %.43, !dbg !11
  %.45 = trunc i64 %.35 to i32, !dbg !11
  %.46 = shl i32 %.45, 2, !dbg !11
  %.47 = bitcast float %.23 to i32, !dbg !11
  %.48 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46, i32 %.47), !dbg !11
  %.49 = bitcast i32 %.48 to float, !dbg !11
  %t26 = select i1 %.44, float %.49, float %.23, !dbg !11
  %t27 = fadd float %.23, %t26, !dbg !13
  %.35.1 = add nuw nsw i64 %.34, 8, !dbg !11
  %3 = icmp ult i32 %.24, 24, !dbg !11
  %.41.1 = and i64 %.35.1, 31, !dbg !11
  %4 = shl nuw nsw i64 1, %.41.1, !dbg !11
  %5 = and i64 %4, %.40, !dbg !11
  %.43.1 = icmp ne i64 %5, 0, !dbg !11
  %.44.1 = and i1 %3, %.43.1, !dbg !11
  %.45.1 = trunc i64 %.35.1 to i32, !dbg !11
  %.46.1 = shl i32 %.45.1, 2, !dbg !11
  %.47.1 = bitcast float %t27 to i32, !dbg !11
  %.48.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46.1, i32 %.47.1), !dbg !11
  %.49.1 = bitcast i32 %.48.1 to float, !dbg !11
  %t26.1 = select i1 %.44.1, float %.49.1, float %t27, !dbg !11
  %t27.1 = fadd float %t27, %t26.1, !dbg !13
  %.35.2 = add nuw nsw i64 %.34, 4, !dbg !11
  %6 = icmp ult i32 %.24, 28, !dbg !11
  %.41.2 = and i64 %.35.2, 31, !dbg !11
  %7 = shl nuw nsw i64 1, %.41.2, !dbg !11
  %8 = and i64 %7, %.40, !dbg !11
  %.43.2 = icmp ne i64 %8, 0, !dbg !11
  %.44.2 = and i1 %6, %.43.2, !dbg !11
  %.45.2 = trunc i64 %.35.2 to i32, !dbg !11
  %.46.2 = shl i32 %.45.2, 2, !dbg !11
  %.47.2 = bitcast float %t27.1 to i32, !dbg !11
  %.48.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46.2, i32 %.47.2), !dbg !11
  %.49.2 = bitcast i32 %.48.2 to float, !dbg !11
  %t26.2 = select i1 %.44.2, float %.49.2, float %t27.1, !dbg !11
  %t27.2 = fadd float %t27.1, %t26.2, !dbg !13
  %.35.3 = add nuw nsw i64 %.34, 2, !dbg !11
  %9 = icmp ult i32 %.24, 30, !dbg !11
  %.41.3 = and i64 %.35.3, 31, !dbg !11
  %10 = shl nuw nsw i64 1, %.41.3, !dbg !11
  %11 = and i64 %10, %.40, !dbg !11
  %.43.3 = icmp ne i64 %11, 0, !dbg !11
  %.44.3 = and i1 %9, %.43.3, !dbg !11
  %.45.3 = trunc i64 %.35.3 to i32, !dbg !11
  %.46.3 = shl i32 %.45.3, 2, !dbg !11
  %.47.3 = bitcast float %t27.2 to i32, !dbg !11
  %.48.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46.3, i32 %.47.3), !dbg !11
  %.49.3 = bitcast i32 %.48.3 to float, !dbg !11
  %t26.3 = select i1 %.44.3, float %.49.3, float %t27.2, !dbg !11
  %t27.3 = fadd float %t27.2, %t26.3, !dbg !13
  %.35.4 = add nuw nsw i64 %.34, 1, !dbg !11
  %12 = icmp ult i32 %.24, 31, !dbg !11
  %.41.4 = and i64 %.35.4, 31, !dbg !11
  %13 = shl nuw nsw i64 1, %.41.4, !dbg !11
  %.45.4 = trunc i64 %.35.4 to i32, !dbg !11
  %.46.4 = shl i32 %.45.4, 2, !dbg !11
  %.47.4 = bitcast float %t27.3 to i32, !dbg !11
  %.48.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46.4, i32 %.47.4), !dbg !11
  %t10 = sext i32 %.22 to i64, !dbg !8
  %.294 = sdiv i32 %.12, 32, !dbg !14
  %t32 = icmp eq i32 %.24, 0, !dbg !15
  br i1 %t32, label %b4, label %b5, !dbg !15

b4:                                               ; preds = %entry
  %14 = and i64 %13, %.40, !dbg !11
  %.43.4 = icmp ne i64 %14, 0, !dbg !11
  %.44.4 = and i1 %12, %.43.4, !dbg !11
  %.49.4 = bitcast i32 %.48.4 to float, !dbg !11
  %t26.4 = select i1 %.44.4, float %.49.4, float %t27.3, !dbg !11
  %t27.4 = fadd float %t27.3, %t26.4, !dbg !13
  %t33 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eBlockSums.shared.0, i32 %.294, !dbg !16
  store float %t27.4, ptr addrspace(3) %t33, align 4, !dbg !16
  br label %b5, !dbg !16

b5:                                               ; preds = %b4, %entry
  fence syncscope("workgroup") release, !dbg !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17
  %t7.off = add nsw i64 %t7, 31, !dbg !18
  %15 = icmp ult i64 %t7.off, 63, !dbg !18
  %t35 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eBlockSums.shared.0, i32 %.24, !dbg !19
  br i1 %15, label %b6, label %b13, !dbg !18

b6:                                               ; preds = %b5
  %.543 = lshr i64 %t4, 5, !dbg !20
  %t37 = icmp sgt i64 %.543, %t17, !dbg !21
  br i1 %t37, label %b7, label %b8, !dbg !21

b7:                                               ; preds = %b6
  %.58 = load float, ptr addrspace(3) %t35, align 4, !dbg !19
  br label %b8, !dbg !19

b8:                                               ; preds = %b7, %b6
  %t39 = phi float [ 0.000000e+00, %b6 ], [ %.58, %b7 ]
  %.65 = tail call i32 @llvm.read_register.i32(metadata !12) #8, !dbg !11
  %.66 = zext i32 %.65 to i64, !dbg !11
  %16 = and i64 %1, %.66, !dbg !11
  %.69 = icmp ne i64 %16, 0, !dbg !11
  %.70 = and i1 %0, %.69, !dbg !11
  %.73 = bitcast float %t39 to i32, !dbg !11
  %.74 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46, i32 %.73), !dbg !11
  %.75 = bitcast i32 %.74 to float, !dbg !11
  %t43 = select i1 %.70, float %.75, float %t39, !dbg !11
  %t44 = fadd float %t39, %t43, !dbg !13
  %17 = and i64 %4, %.66, !dbg !11
  %.69.1 = icmp ne i64 %17, 0, !dbg !11
  %.70.1 = and i1 %3, %.69.1, !dbg !11
  %.73.1 = bitcast float %t44 to i32, !dbg !11
  %.74.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46.1, i32 %.73.1), !dbg !11
  %.75.1 = bitcast i32 %.74.1 to float, !dbg !11
  %t43.1 = select i1 %.70.1, float %.75.1, float %t44, !dbg !11
  %t44.1 = fadd float %t44, %t43.1, !dbg !13
  %18 = and i64 %7, %.66, !dbg !11
  %.69.2 = icmp ne i64 %18, 0, !dbg !11
  %.70.2 = and i1 %6, %.69.2, !dbg !11
  %.73.2 = bitcast float %t44.1 to i32, !dbg !11
  %.74.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46.2, i32 %.73.2), !dbg !11
  %.75.2 = bitcast i32 %.74.2 to float, !dbg !11
  %t43.2 = select i1 %.70.2, float %.75.2, float %t44.1, !dbg !11
  %t44.2 = fadd float %t44.1, %t43.2, !dbg !13
  %19 = and i64 %10, %.66, !dbg !11
  %.69.3 = icmp ne i64 %19, 0, !dbg !11
  %.70.3 = and i1 %9, %.69.3, !dbg !11
  %.73.3 = bitcast float %t44.2 to i32, !dbg !11
  %.74.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46.3, i32 %.73.3), !dbg !11
  %.75.3 = bitcast i32 %.74.3 to float, !dbg !11
  %t43.3 = select i1 %.70.3, float %.75.3, float %t44.2, !dbg !11
  %t44.3 = fadd float %t44.2, %t43.3, !dbg !13
  %.73.4 = bitcast float %t44.3 to i32, !dbg !11
  %.74.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46.4, i32 %.73.4), !dbg !11
  br i1 %t32, label %b12, label %b13, !dbg !22

b12:                                              ; preds = %b8
  %20 = and i64 %13, %.66, !dbg !11
  %.69.4 = icmp ne i64 %20, 0, !dbg !11
  %.70.4 = and i1 %12, %.69.4, !dbg !11
  %.75.4 = bitcast i32 %.74.4 to float, !dbg !11
  %t43.4 = select i1 %.70.4, float %.75.4, float %t44.3, !dbg !11
  %t44.4 = fadd float %t44.3, %t43.4, !dbg !13
  store float %t44.4, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eBlockSums.shared.0, align 16, !dbg !23
  br label %b13, !dbg !23

b13:                                              ; preds = %b12, %b8, %b5
  fence syncscope("workgroup") release, !dbg !24
  tail call void @llvm.amdgcn.s.barrier(), !dbg !24
  fence syncscope("workgroup") acquire, !dbg !24
  %.76 = load float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eBlockSums.shared.0, align 16, !dbg !25
  fence syncscope("workgroup") release, !dbg !26
  tail call void @llvm.amdgcn.s.barrier(), !dbg !26
  fence syncscope("workgroup") acquire, !dbg !26
  %.77 = load float, ptr addrspace(1) %t12, align 4, !dbg !27, !amdgpu.noclobber !6
  %t53 = fmul float %.77, 2.000000e+00, !dbg !28
  %.92 = tail call i32 @llvm.read_register.i32(metadata !12) #8, !dbg !11
  %.93 = zext i32 %.92 to i64, !dbg !11
  %21 = and i64 %1, %.93, !dbg !11
  %.96 = icmp ne i64 %21, 0, !dbg !11
  %.97 = and i1 %0, %.96, !dbg !11
  %.100 = bitcast float %t53 to i32, !dbg !11
  %.101 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46, i32 %.100), !dbg !11
  %.102 = bitcast i32 %.101 to float, !dbg !11
  %t58 = select i1 %.97, float %.102, float %t53, !dbg !11
  %t59 = fadd float %t53, %t58, !dbg !13
  %22 = and i64 %4, %.93, !dbg !11
  %.96.1 = icmp ne i64 %22, 0, !dbg !11
  %.97.1 = and i1 %3, %.96.1, !dbg !11
  %.100.1 = bitcast float %t59 to i32, !dbg !11
  %.101.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46.1, i32 %.100.1), !dbg !11
  %.102.1 = bitcast i32 %.101.1 to float, !dbg !11
  %t58.1 = select i1 %.97.1, float %.102.1, float %t59, !dbg !11
  %t59.1 = fadd float %t59, %t58.1, !dbg !13
  %23 = and i64 %7, %.93, !dbg !11
  %.96.2 = icmp ne i64 %23, 0, !dbg !11
  %.97.2 = and i1 %6, %.96.2, !dbg !11
  %.100.2 = bitcast float %t59.1 to i32, !dbg !11
  %.101.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46.2, i32 %.100.2), !dbg !11
  %.102.2 = bitcast i32 %.101.2 to float, !dbg !11
  %t58.2 = select i1 %.97.2, float %.102.2, float %t59.1, !dbg !11
  %t59.2 = fadd float %t59.1, %t58.2, !dbg !13
  %24 = and i64 %10, %.93, !dbg !11
  %.96.3 = icmp ne i64 %24, 0, !dbg !11
  %.97.3 = and i1 %9, %.96.3, !dbg !11
  %.100.3 = bitcast float %t59.2 to i32, !dbg !11
  %.101.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46.3, i32 %.100.3), !dbg !11
  %.102.3 = bitcast i32 %.101.3 to float, !dbg !11
  %t58.3 = select i1 %.97.3, float %.102.3, float %t59.2, !dbg !11
  %t59.3 = fadd float %t59.2, %t58.3, !dbg !13
  %.100.4 = bitcast float %t59.3 to i32, !dbg !11
  %.101.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46.4, i32 %.100.4), !dbg !11
  br i1 %t32, label %b17, label %b18, !dbg !15

b17:                                              ; preds = %b13
  %25 = and i64 %13, %.93, !dbg !11
  %.96.4 = icmp ne i64 %25, 0, !dbg !11
  %.97.4 = and i1 %12, %.96.4, !dbg !11
  %.102.4 = bitcast i32 %.101.4 to float, !dbg !11
  %t58.4 = select i1 %.97.4, float %.102.4, float %t59.3, !dbg !11
  %t59.4 = fadd float %t59.3, %t58.4, !dbg !13
  %t64 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eBlockSums.shared.0, i32 %.294, !dbg !16
  store float %t59.4, ptr addrspace(3) %t64, align 4, !dbg !16
  br label %b18, !dbg !16

b18:                                              ; preds = %b17, %b13
  fence syncscope("workgroup") release, !dbg !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17
  br i1 %15, label %b19, label %b26, !dbg !18

b19:                                              ; preds = %b18
  %.1072 = lshr i64 %t4, 5, !dbg !20
  %t67 = icmp sgt i64 %.1072, %t17, !dbg !21
  br i1 %t67, label %b20, label %b21, !dbg !21

b20:                                              ; preds = %b19
  %.111 = load float, ptr addrspace(3) %t35, align 4, !dbg !19
  br label %b21, !dbg !19

b21:                                              ; preds = %b20, %b19
  %t69 = phi float [ 0.000000e+00, %b19 ], [ %.111, %b20 ]
  %.118 = tail call i32 @llvm.read_register.i32(metadata !12) #8, !dbg !11
  %.119 = zext i32 %.118 to i64, !dbg !11
  %26 = and i64 %1, %.119, !dbg !11
  %.122 = icmp ne i64 %26, 0, !dbg !11
  %.123 = and i1 %0, %.122, !dbg !11
  %.126 = bitcast float %t69 to i32, !dbg !11
  %.127 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46, i32 %.126), !dbg !11
  %.128 = bitcast i32 %.127 to float, !dbg !11
  %t73 = select i1 %.123, float %.128, float %t69, !dbg !11
  %t74 = fadd float %t69, %t73, !dbg !13
  %27 = and i64 %4, %.119, !dbg !11
  %.122.1 = icmp ne i64 %27, 0, !dbg !11
  %.123.1 = and i1 %3, %.122.1, !dbg !11
  %.126.1 = bitcast float %t74 to i32, !dbg !11
  %.127.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46.1, i32 %.126.1), !dbg !11
  %.128.1 = bitcast i32 %.127.1 to float, !dbg !11
  %t73.1 = select i1 %.123.1, float %.128.1, float %t74, !dbg !11
  %t74.1 = fadd float %t74, %t73.1, !dbg !13
  %28 = and i64 %7, %.119, !dbg !11
  %.122.2 = icmp ne i64 %28, 0, !dbg !11
  %.123.2 = and i1 %6, %.122.2, !dbg !11
  %.126.2 = bitcast float %t74.1 to i32, !dbg !11
  %.127.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46.2, i32 %.126.2), !dbg !11
  %.128.2 = bitcast i32 %.127.2 to float, !dbg !11
  %t73.2 = select i1 %.123.2, float %.128.2, float %t74.1, !dbg !11
  %t74.2 = fadd float %t74.1, %t73.2, !dbg !13
  %29 = and i64 %10, %.119, !dbg !11
  %.122.3 = icmp ne i64 %29, 0, !dbg !11
  %.123.3 = and i1 %9, %.122.3, !dbg !11
  %.126.3 = bitcast float %t74.2 to i32, !dbg !11
  %.127.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46.3, i32 %.126.3), !dbg !11
  %.128.3 = bitcast i32 %.127.3 to float, !dbg !11
  %t73.3 = select i1 %.123.3, float %.128.3, float %t74.2, !dbg !11
  %t74.3 = fadd float %t74.2, %t73.3, !dbg !13
  %.126.4 = bitcast float %t74.3 to i32, !dbg !11
  %.127.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46.4, i32 %.126.4), !dbg !11
  br i1 %t32, label %b25, label %b26, !dbg !22

b25:                                              ; preds = %b21
  %30 = and i64 %13, %.119, !dbg !11
  %.122.4 = icmp ne i64 %30, 0, !dbg !11
  %.123.4 = and i1 %12, %.122.4, !dbg !11
  %.128.4 = bitcast i32 %.127.4 to float, !dbg !11
  %t73.4 = select i1 %.123.4, float %.128.4, float %t74.3, !dbg !11
  %t74.4 = fadd float %t74.3, %t73.4, !dbg !13
  store float %t74.4, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eBlockSums.shared.0, align 16, !dbg !23
  br label %b26, !dbg !23

b26:                                              ; preds = %b25, %b21, %b18
  fence syncscope("workgroup") release, !dbg !24
  tail call void @llvm.amdgcn.s.barrier(), !dbg !24
  fence syncscope("workgroup") acquire, !dbg !24
  %.129 = load float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eBlockSums.shared.0, align 16, !dbg !25
  fence syncscope("workgroup") release, !dbg !26
  tail call void @llvm.amdgcn.s.barrier(), !dbg !26
  fence syncscope("workgroup") acquire, !dbg !26
  %t80 = icmp sgt i64 %a6, 0, !dbg !29
  %t81 = icmp eq i32 %.12, 0, !dbg !30
  %t82 = shl nsw i64 %t10, 1, !dbg !31
  %t83 = mul i64 %t2, %a6, !dbg !32
  %t84 = add i64 %t82, %t83, !dbg !33
  br i1 %t80, label %b27.preheader, label %b43, !dbg !29

b27.preheader:                                    ; preds = %b26
  %t100 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eBlockSums.shared.0, i32 %.294
  %.1601 = lshr i64 %t4, 5
  %t103 = icmp sgt i64 %.1601, %t17
  br label %b27, !dbg !34

b27:                                              ; preds = %b27.preheader, %b42
  %t86 = phi i64 [ %t118, %b42 ], [ 0, %b27.preheader ]
  %.130 = load float, ptr addrspace(1) %t12, align 4, !dbg !35
  %t88 = sitofp i64 %t86 to float, !dbg !36
  %t89 = fadd float %.130, %t88, !dbg !37
  %.145 = tail call i32 @llvm.read_register.i32(metadata !12) #8, !dbg !11
  %.146 = zext i32 %.145 to i64, !dbg !11
  %31 = and i64 %1, %.146, !dbg !11
  %.149 = icmp ne i64 %31, 0, !dbg !11
  %.150 = and i1 %0, %.149, !dbg !11
  %.153 = bitcast float %t89 to i32, !dbg !11
  %.154 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46, i32 %.153), !dbg !11
  %.155 = bitcast i32 %.154 to float, !dbg !11
  %t94 = select i1 %.150, float %.155, float %t89, !dbg !11
  %t95 = fadd float %t89, %t94, !dbg !13
  %32 = and i64 %4, %.146, !dbg !11
  %.149.1 = icmp ne i64 %32, 0, !dbg !11
  %.150.1 = and i1 %3, %.149.1, !dbg !11
  %.153.1 = bitcast float %t95 to i32, !dbg !11
  %.154.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46.1, i32 %.153.1), !dbg !11
  %.155.1 = bitcast i32 %.154.1 to float, !dbg !11
  %t94.1 = select i1 %.150.1, float %.155.1, float %t95, !dbg !11
  %t95.1 = fadd float %t95, %t94.1, !dbg !13
  %33 = and i64 %7, %.146, !dbg !11
  %.149.2 = icmp ne i64 %33, 0, !dbg !11
  %.150.2 = and i1 %6, %.149.2, !dbg !11
  %.153.2 = bitcast float %t95.1 to i32, !dbg !11
  %.154.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46.2, i32 %.153.2), !dbg !11
  %.155.2 = bitcast i32 %.154.2 to float, !dbg !11
  %t94.2 = select i1 %.150.2, float %.155.2, float %t95.1, !dbg !11
  %t95.2 = fadd float %t95.1, %t94.2, !dbg !13
  %34 = and i64 %10, %.146, !dbg !11
  %.149.3 = icmp ne i64 %34, 0, !dbg !11
  %.150.3 = and i1 %9, %.149.3, !dbg !11
  %.153.3 = bitcast float %t95.2 to i32, !dbg !11
  %.154.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46.3, i32 %.153.3), !dbg !11
  %.155.3 = bitcast i32 %.154.3 to float, !dbg !11
  %t94.3 = select i1 %.150.3, float %.155.3, float %t95.2, !dbg !11
  %t95.3 = fadd float %t95.2, %t94.3, !dbg !13
  %.153.4 = bitcast float %t95.3 to i32, !dbg !11
  %.154.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46.4, i32 %.153.4), !dbg !11
  br i1 %t32, label %b31, label %b32, !dbg !15

b31:                                              ; preds = %b27
  %35 = and i64 %13, %.146, !dbg !11
  %.149.4 = icmp ne i64 %35, 0, !dbg !11
  %.150.4 = and i1 %12, %.149.4, !dbg !11
  %.155.4 = bitcast i32 %.154.4 to float, !dbg !11
  %t94.4 = select i1 %.150.4, float %.155.4, float %t95.3, !dbg !11
  %t95.4 = fadd float %t95.3, %t94.4, !dbg !13
  store float %t95.4, ptr addrspace(3) %t100, align 4, !dbg !16
  br label %b32, !dbg !16

b32:                                              ; preds = %b31, %b27
  fence syncscope("workgroup") release, !dbg !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17
  br i1 %15, label %b33, label %b40, !dbg !18

b33:                                              ; preds = %b32
  br i1 %t103, label %b34, label %b35, !dbg !21

b34:                                              ; preds = %b33
  %.164 = load float, ptr addrspace(3) %t35, align 4, !dbg !19
  br label %b35, !dbg !19

b35:                                              ; preds = %b34, %b33
  %t105 = phi float [ 0.000000e+00, %b33 ], [ %.164, %b34 ]
  %.171 = tail call i32 @llvm.read_register.i32(metadata !12) #8, !dbg !11
  %.172 = zext i32 %.171 to i64, !dbg !11
  %36 = and i64 %1, %.172, !dbg !11
  %.175 = icmp ne i64 %36, 0, !dbg !11
  %.176 = and i1 %0, %.175, !dbg !11
  %.179 = bitcast float %t105 to i32, !dbg !11
  %.180 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46, i32 %.179), !dbg !11
  %.181 = bitcast i32 %.180 to float, !dbg !11
  %t109 = select i1 %.176, float %.181, float %t105, !dbg !11
  %t110 = fadd float %t105, %t109, !dbg !13
  %37 = and i64 %4, %.172, !dbg !11
  %.175.1 = icmp ne i64 %37, 0, !dbg !11
  %.176.1 = and i1 %3, %.175.1, !dbg !11
  %.179.1 = bitcast float %t110 to i32, !dbg !11
  %.180.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46.1, i32 %.179.1), !dbg !11
  %.181.1 = bitcast i32 %.180.1 to float, !dbg !11
  %t109.1 = select i1 %.176.1, float %.181.1, float %t110, !dbg !11
  %t110.1 = fadd float %t110, %t109.1, !dbg !13
  %38 = and i64 %7, %.172, !dbg !11
  %.175.2 = icmp ne i64 %38, 0, !dbg !11
  %.176.2 = and i1 %6, %.175.2, !dbg !11
  %.179.2 = bitcast float %t110.1 to i32, !dbg !11
  %.180.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46.2, i32 %.179.2), !dbg !11
  %.181.2 = bitcast i32 %.180.2 to float, !dbg !11
  %t109.2 = select i1 %.176.2, float %.181.2, float %t110.1, !dbg !11
  %t110.2 = fadd float %t110.1, %t109.2, !dbg !13
  %39 = and i64 %10, %.172, !dbg !11
  %.175.3 = icmp ne i64 %39, 0, !dbg !11
  %.176.3 = and i1 %9, %.175.3, !dbg !11
  %.179.3 = bitcast float %t110.2 to i32, !dbg !11
  %.180.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46.3, i32 %.179.3), !dbg !11
  %.181.3 = bitcast i32 %.180.3 to float, !dbg !11
  %t109.3 = select i1 %.176.3, float %.181.3, float %t110.2, !dbg !11
  %t110.3 = fadd float %t110.2, %t109.3, !dbg !13
  %.179.4 = bitcast float %t110.3 to i32, !dbg !11
  %.180.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46.4, i32 %.179.4), !dbg !11
  br i1 %t32, label %b39, label %b40, !dbg !22

b39:                                              ; preds = %b35
  %40 = and i64 %13, %.172, !dbg !11
  %.175.4 = icmp ne i64 %40, 0, !dbg !11
  %.176.4 = and i1 %12, %.175.4, !dbg !11
  %.181.4 = bitcast i32 %.180.4 to float, !dbg !11
  %t109.4 = select i1 %.176.4, float %.181.4, float %t110.3, !dbg !11
  %t110.4 = fadd float %t110.3, %t109.4, !dbg !13
  store float %t110.4, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eBlockSums.shared.0, align 16, !dbg !23
  br label %b40, !dbg !23

b40:                                              ; preds = %b39, %b35, %b32
  fence syncscope("workgroup") release, !dbg !24
  tail call void @llvm.amdgcn.s.barrier(), !dbg !24
  fence syncscope("workgroup") acquire, !dbg !24
  %.182 = load float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eBlockSums.shared.0, align 16, !dbg !25
  fence syncscope("workgroup") release, !dbg !26
  tail call void @llvm.amdgcn.s.barrier(), !dbg !26
  fence syncscope("workgroup") acquire, !dbg !26
  br i1 %t81, label %b41, label %b42, !dbg !30

b41:                                              ; preds = %b40
  %t116 = add i64 %t84, %t86, !dbg !38
  %t117 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t116, !dbg !39
  store float %.182, ptr addrspace(1) %t117, align 4, !dbg !39
  br label %b42, !dbg !39

b42:                                              ; preds = %b41, %b40
  %t118 = add nuw nsw i64 %t86, 1, !dbg !39
  %exitcond.not = icmp eq i64 %t118, %a6, !dbg !39
  br i1 %exitcond.not, label %b43, label %b27, !dbg !39

b43:                                              ; preds = %b42, %b26
  br i1 %t81, label %b44, label %b45, !dbg !40

b44:                                              ; preds = %b43
  %t120 = shl nsw i64 %t2, 1, !dbg !41
  %t121 = or i64 %t120, 1, !dbg !42
  %t122 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t120, !dbg !43
  store float %.76, ptr addrspace(1) %t122, align 4, !dbg !43
  %t123 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t121, !dbg !44
  store float %.129, ptr addrspace(1) %t123, align 4, !dbg !44
  br label %b45, !dbg !44

b45:                                              ; preds = %b44, %b43
  ret void, !dbg !44
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, i64 %a3, i32 %a4) local_unnamed_addr #0 !dbg !45 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !46
  %t4 = sext i32 %.4 to i64, !dbg !46
  %.5 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !47
  %t7 = icmp eq i32 %.5, 0, !dbg !48
  br i1 %t7, label %b1, label %b2, !dbg !48

b1:                                               ; preds = %entry
  store i32 0, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.0.0, align 16, !dbg !49
  br label %b2, !dbg !49

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release, !dbg !50
  tail call void @llvm.amdgcn.s.barrier(), !dbg !50
  fence syncscope("workgroup") acquire, !dbg !50
  fence syncscope("workgroup") release, !dbg !51
  tail call void @llvm.amdgcn.s.barrier(), !dbg !51
  fence syncscope("workgroup") acquire, !dbg !51
  %t12.not1 = icmp slt i64 %a3, 1, !dbg !52
  br i1 %t12.not1, label %b7, label %b4, !dbg !52

b4:                                               ; preds = %b2, %b6
  %t112 = phi i64 [ %t17, %b6 ], [ 1, %b2 ]
  br i1 %t7, label %b5, label %b6, !dbg !48

b5:                                               ; preds = %b4
  %t13 = trunc i64 %t112 to i32, !dbg !53
  %.7 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.0.0, align 16, !dbg !54
  %t15 = add i32 %.7, %t13, !dbg !55
  store i32 %t15, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.0.0, align 16, !dbg !54
  br label %b6, !dbg !54

b6:                                               ; preds = %b5, %b4
  fence syncscope("workgroup") release, !dbg !50
  tail call void @llvm.amdgcn.s.barrier(), !dbg !50
  fence syncscope("workgroup") acquire, !dbg !50
  fence syncscope("workgroup") release, !dbg !51
  tail call void @llvm.amdgcn.s.barrier(), !dbg !51
  fence syncscope("workgroup") acquire, !dbg !51
  %t17 = add i64 %t112, 1, !dbg !56
  %t12.not = icmp sgt i64 %t17, %a3, !dbg !52
  br i1 %t12.not, label %b7, label %b4, !dbg !52

b7:                                               ; preds = %b6, %b2
  br i1 %t7, label %b8, label %b9, !dbg !57

b8:                                               ; preds = %b7
  store i32 %a4, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.2.0, align 16, !dbg !58
  store i32 1, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.2.1, align 16, !dbg !59
  br label %b9, !dbg !59

b9:                                               ; preds = %b8, %b7
  fence syncscope("workgroup") release, !dbg !60
  tail call void @llvm.amdgcn.s.barrier(), !dbg !60
  fence syncscope("workgroup") acquire, !dbg !60
  br i1 %t7, label %b10, label %b11, !dbg !48

b10:                                              ; preds = %b9
  %.9 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.2.0, align 16, !dbg !61
  %.10 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.0.0, align 16, !dbg !54
  %t23 = add i32 %.10, %.9, !dbg !55
  store i32 %t23, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.0.0, align 16, !dbg !54
  br label %b11, !dbg !54

b11:                                              ; preds = %b10, %b9
  fence syncscope("workgroup") release, !dbg !50
  tail call void @llvm.amdgcn.s.barrier(), !dbg !50
  fence syncscope("workgroup") acquire, !dbg !50
  fence syncscope("workgroup") release, !dbg !51
  tail call void @llvm.amdgcn.s.barrier(), !dbg !51
  fence syncscope("workgroup") acquire, !dbg !51
  br i1 %t7, label %b12, label %b13, !dbg !48

b12:                                              ; preds = %b11
  %.12 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.2.1, align 16, !dbg !62
  %.13 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.0.0, align 16, !dbg !54
  %t28 = add i32 %.13, %.12, !dbg !55
  store i32 %t28, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.0.0, align 16, !dbg !54
  br label %b13, !dbg !54

b13:                                              ; preds = %b12, %b11
  fence syncscope("workgroup") release, !dbg !50
  tail call void @llvm.amdgcn.s.barrier(), !dbg !50
  fence syncscope("workgroup") acquire, !dbg !50
  fence syncscope("workgroup") release, !dbg !51
  tail call void @llvm.amdgcn.s.barrier(), !dbg !51
  fence syncscope("workgroup") acquire, !dbg !51
  br i1 %t7, label %b14, label %b15, !dbg !48

b14:                                              ; preds = %b13
  %.15 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.0.0, align 16, !dbg !54
  %t31 = add i32 %.15, %a4, !dbg !55
  store i32 %t31, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.0.0, align 16, !dbg !54
  br label %b15, !dbg !54

b15:                                              ; preds = %b14, %b13
  fence syncscope("workgroup") release, !dbg !50
  tail call void @llvm.amdgcn.s.barrier(), !dbg !50
  fence syncscope("workgroup") acquire, !dbg !50
  fence syncscope("workgroup") release, !dbg !51
  tail call void @llvm.amdgcn.s.barrier(), !dbg !51
  fence syncscope("workgroup") acquire, !dbg !51
  br i1 %t7, label %b16, label %b17, !dbg !63

b16:                                              ; preds = %b15
  store i32 %.4, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.1.0, align 16, !dbg !64
  br label %b17, !dbg !64

b17:                                              ; preds = %b16, %b15
  fence syncscope("workgroup") release, !dbg !65
  tail call void @llvm.amdgcn.s.barrier(), !dbg !65
  fence syncscope("workgroup") acquire, !dbg !65
  %.17 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.1.0, align 16, !dbg !66
  fence syncscope("workgroup") release, !dbg !67
  tail call void @llvm.amdgcn.s.barrier(), !dbg !67
  fence syncscope("workgroup") acquire, !dbg !67
  fence syncscope("workgroup") release, !dbg !50
  tail call void @llvm.amdgcn.s.barrier(), !dbg !50
  fence syncscope("workgroup") acquire, !dbg !50
  %.19 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.0.0, align 16, !dbg !68
  fence syncscope("workgroup") release, !dbg !51
  tail call void @llvm.amdgcn.s.barrier(), !dbg !51
  fence syncscope("workgroup") acquire, !dbg !51
  br i1 %t7, label %b20, label %b21, !dbg !69

b20:                                              ; preds = %b17
  %t39 = shl nsw i64 %t4, 1, !dbg !70
  %t40 = or i64 %t39, 1, !dbg !71
  %t42 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t39, !dbg !72
  store i32 %.19, ptr addrspace(1) %t42, align 4, !dbg !72
  %t43 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t40, !dbg !73
  store i32 %.17, ptr addrspace(1) %t43, align 4, !dbg !73
  br label %b21, !dbg !73

b21:                                              ; preds = %b20, %b17
  ret void, !dbg !73
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 !dbg !74 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !75
  %t2 = sext i32 %.7 to i64, !dbg !75
  %.8 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !76
  %t5 = icmp eq i32 %.8, 0, !dbg !77
  br i1 %t5, label %b1, label %b2, !dbg !77

b1:                                               ; preds = %entry
  store i32 0, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain.shared.0.0, align 16, !dbg !78
  br label %b2, !dbg !78

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release, !dbg !79
  tail call void @llvm.amdgcn.s.barrier(), !dbg !79
  fence syncscope("workgroup") acquire, !dbg !79
  fence syncscope("workgroup") release, !dbg !80
  tail call void @llvm.amdgcn.s.barrier(), !dbg !80
  fence syncscope("workgroup") acquire, !dbg !80
  %.10 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !81
  %.11 = getelementptr inbounds i8, ptr addrspace(4) %.10, i64 4, !dbg !81
  %.12 = load i16, ptr addrspace(4) %.11, align 4, !dbg !81, !invariant.load !6
  %t10 = zext i16 %.12 to i64
  %t11.not = icmp eq i16 %.12, 0, !dbg !82
  %t12 = mul nsw i64 %t10, %t2, !dbg !83
  br i1 %t11.not, label %b6, label %b9, !dbg !82

b3:                                               ; preds = %b3.preheader, %b5
  %t14 = phi i64 [ %t21, %b5 ], [ %t14.ph, %b3.preheader ]
  br i1 %t5, label %b4, label %b5, !dbg !77

b4:                                               ; preds = %b3
  %t15 = add i64 %t14, %t12, !dbg !84
  %t16 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t15, !dbg !85
  %.14 = load i32, ptr addrspace(1) %t16, align 4, !dbg !85, !amdgpu.noclobber !6
  %.15 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain.shared.0.0, align 16, !dbg !86
  %t19 = add i32 %.15, %.14, !dbg !87
  store i32 %t19, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain.shared.0.0, align 16, !dbg !86
  br label %b5, !dbg !86

b5:                                               ; preds = %b4, %b3
  fence syncscope("workgroup") release, !dbg !79
  tail call void @llvm.amdgcn.s.barrier(), !dbg !79
  fence syncscope("workgroup") acquire, !dbg !79
  %.16 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain.shared.0.0, align 16, !dbg !88
  fence syncscope("workgroup") release, !dbg !80
  tail call void @llvm.amdgcn.s.barrier(), !dbg !80
  fence syncscope("workgroup") acquire, !dbg !80
  %t21 = add nuw nsw i64 %t14, 1, !dbg !89
  %t22 = icmp ult i64 %t21, %t10, !dbg !89
  br i1 %t22, label %b3, label %b6, !dbg !89

b6:                                               ; preds = %b5, %b2
  %t23 = phi i32 [ 0, %b2 ], [ %.16, %b5 ]
  br i1 %t5, label %b7, label %b8, !dbg !90

b7:                                               ; preds = %b6
  %t25 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t2, !dbg !91
  store i32 %t23, ptr addrspace(1) %t25, align 4, !dbg !91
  br label %b8, !dbg !91

b8:                                               ; preds = %b7, %b6
  ret void, !dbg !91

b9:                                               ; preds = %b2
  %t26 = icmp ugt i16 %.12, 4, !dbg !77
  br i1 %t26, label %b10, label %b3.preheader, !dbg !77

b3.preheader:                                     ; preds = %b20, %b9
  %t14.ph = phi i64 [ 0, %b9 ], [ %t29, %b20 ]
  br label %b3, !dbg !77

b10:                                              ; preds = %b9
  %t28 = add nsw i64 %t10, -1, !dbg !77
  %t29 = and i64 %t28, -4, !dbg !77
  %t38 = add nsw i64 %t12, 1
  %t45 = add nsw i64 %t12, 2
  %t52 = add nsw i64 %t12, 3
  br label %b11, !dbg !77

b11:                                              ; preds = %b20, %b10
  %t30 = phi i64 [ 0, %b10 ], [ %t59, %b20 ]
  br i1 %t5, label %b13, label %b14, !dbg !77

b13:                                              ; preds = %b11
  %t31 = add nsw i64 %t30, %t12, !dbg !84
  %t32 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t31, !dbg !85
  %.18 = load i32, ptr addrspace(1) %t32, align 4, !dbg !85, !amdgpu.noclobber !6
  %.19 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain.shared.0.0, align 16, !dbg !86
  %t36 = add i32 %.19, %.18, !dbg !87
  store i32 %t36, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain.shared.0.0, align 16, !dbg !86
  br label %b14, !dbg !86

b14:                                              ; preds = %b13, %b11
  fence syncscope("workgroup") release, !dbg !79
  tail call void @llvm.amdgcn.s.barrier(), !dbg !79
  fence syncscope("workgroup") acquire, !dbg !79
  fence syncscope("workgroup") release, !dbg !80
  tail call void @llvm.amdgcn.s.barrier(), !dbg !80
  fence syncscope("workgroup") acquire, !dbg !80
  br i1 %t5, label %b15, label %b16, !dbg !77

b15:                                              ; preds = %b14
  %t39 = add nsw i64 %t38, %t30, !dbg !84
  %t40 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t39, !dbg !85
  %.21 = load i32, ptr addrspace(1) %t40, align 4, !dbg !85, !amdgpu.noclobber !6
  %.22 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain.shared.0.0, align 16, !dbg !86
  %t43 = add i32 %.22, %.21, !dbg !87
  store i32 %t43, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain.shared.0.0, align 16, !dbg !86
  br label %b16, !dbg !86

b16:                                              ; preds = %b15, %b14
  fence syncscope("workgroup") release, !dbg !79
  tail call void @llvm.amdgcn.s.barrier(), !dbg !79
  fence syncscope("workgroup") acquire, !dbg !79
  fence syncscope("workgroup") release, !dbg !80
  tail call void @llvm.amdgcn.s.barrier(), !dbg !80
  fence syncscope("workgroup") acquire, !dbg !80
  br i1 %t5, label %b17, label %b18, !dbg !77

b17:                                              ; preds = %b16
  %t46 = add nsw i64 %t45, %t30, !dbg !84
  %t47 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t46, !dbg !85
  %.24 = load i32, ptr addrspace(1) %t47, align 4, !dbg !85, !amdgpu.noclobber !6
  %.25 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain.shared.0.0, align 16, !dbg !86
  %t50 = add i32 %.25, %.24, !dbg !87
  store i32 %t50, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain.shared.0.0, align 16, !dbg !86
  br label %b18, !dbg !86

b18:                                              ; preds = %b17, %b16
  fence syncscope("workgroup") release, !dbg !79
  tail call void @llvm.amdgcn.s.barrier(), !dbg !79
  fence syncscope("workgroup") acquire, !dbg !79
  fence syncscope("workgroup") release, !dbg !80
  tail call void @llvm.amdgcn.s.barrier(), !dbg !80
  fence syncscope("workgroup") acquire, !dbg !80
  br i1 %t5, label %b19, label %b20, !dbg !77

b19:                                              ; preds = %b18
  %t53 = add nsw i64 %t52, %t30, !dbg !84
  %t54 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t53, !dbg !85
  %.27 = load i32, ptr addrspace(1) %t54, align 4, !dbg !85, !amdgpu.noclobber !6
  %.28 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain.shared.0.0, align 16, !dbg !86
  %t57 = add i32 %.28, %.27, !dbg !87
  store i32 %t57, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain.shared.0.0, align 16, !dbg !86
  br label %b20, !dbg !86

b20:                                              ; preds = %b19, %b18
  fence syncscope("workgroup") release, !dbg !79
  tail call void @llvm.amdgcn.s.barrier(), !dbg !79
  fence syncscope("workgroup") acquire, !dbg !79
  fence syncscope("workgroup") release, !dbg !80
  tail call void @llvm.amdgcn.s.barrier(), !dbg !80
  fence syncscope("workgroup") acquire, !dbg !80
  %t59 = add nuw nsw i64 %t30, 4, !dbg !89
  %t60.not = icmp eq i64 %t59, %t29, !dbg !77
  br i1 %t60.not, label %b3.preheader, label %b11, !dbg !77
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eMixTwice(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #1 !dbg !92 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !93
  %t2 = sext i32 %.7 to i64, !dbg !93
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !93
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !93
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !93, !invariant.load !6
  %t4 = zext i16 %.10 to i64
  %t5 = mul nsw i64 %t4, %t2, !dbg !93
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !93
  %t7 = sext i32 %.12 to i64, !dbg !93
  %t8 = add nsw i64 %t5, %t7, !dbg !93
  %t10 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t8, !dbg !94
  %.13 = load i32, ptr addrspace(1) %t10, align 4, !dbg !94, !amdgpu.noclobber !6
  %t12 = ashr i32 %.13, 3, !dbg !95
  %t13 = xor i32 %t12, %.13, !dbg !96
  %t14 = mul i32 %t13, 625341585, !dbg !97
  %t15 = add i32 %t14, 1, !dbg !98
  %t16 = ashr i32 %t15, 4, !dbg !99
  %t17 = xor i32 %t16, %t15, !dbg !100
  %t18 = mul i32 %t17, 506960040, !dbg !101
  %t19 = or i32 %t18, 2, !dbg !102
  %t20 = ashr i32 %t18, 5, !dbg !103
  %t21 = xor i32 %t19, %t20, !dbg !104
  %t22 = mul i32 %t21, 99354697, !dbg !105
  %t23 = add i32 %t22, 3, !dbg !106
  %t24 = ashr i32 %t23, 6, !dbg !107
  %t25 = xor i32 %t24, %t23, !dbg !108
  %t26 = mul i32 %t25, 1119030018, !dbg !109
  %t27 = add i32 %t26, 4, !dbg !110
  %t28 = ashr i32 %t27, 7, !dbg !111
  %t29 = xor i32 %t28, %t27, !dbg !112
  %t30 = mul i32 %t29, 668296939, !dbg !113
  %t31 = add i32 %t30, 5, !dbg !114
  %t32 = ashr i32 %t31, 8, !dbg !115
  %t33 = xor i32 %t32, %t31, !dbg !116
  %t34 = mul i32 %t33, 374800988, !dbg !117
  %t35 = add i32 %t34, 6, !dbg !118
  %t36 = ashr i32 %t35, 9, !dbg !119
  %t37 = xor i32 %t36, %t35, !dbg !120
  %t38 = mul i32 %t37, 625389099, !dbg !121
  %t39 = add i32 %t38, 7, !dbg !122
  %t40 = ashr i32 %t39, 10, !dbg !123
  %t41 = xor i32 %t40, %t39, !dbg !124
  %t42 = mul i32 %t41, 507007554, !dbg !125
  %t43 = add i32 %t42, 8, !dbg !126
  %t44 = ashr i32 %t43, 11, !dbg !127
  %t45 = xor i32 %t44, %t43, !dbg !128
  %t46 = mul i32 %t45, 99402211, !dbg !129
  %t47 = add i32 %t46, 9, !dbg !130
  %t48 = ashr i32 %t47, 12, !dbg !131
  %t49 = xor i32 %t48, %t47, !dbg !132
  %t50 = mul i32 %t49, 1119077532, !dbg !133
  %t51 = add i32 %t50, 10, !dbg !134
  %t52 = ashr i32 %t51, 13, !dbg !135
  %t53 = xor i32 %t52, %t51, !dbg !136
  %t54 = mul i32 %t53, 668344453, !dbg !137
  %t55 = add i32 %t54, 11, !dbg !138
  %t56 = ashr i32 %t55, 3, !dbg !139
  %t57 = xor i32 %t56, %t55, !dbg !140
  %t58 = mul i32 %t57, 374848502, !dbg !141
  %t59 = add i32 %t58, 12, !dbg !142
  %t60 = ashr i32 %t59, 4, !dbg !143
  %t61 = xor i32 %t60, %t59, !dbg !144
  %t62 = mul i32 %t61, 625436613, !dbg !145
  %t63 = add i32 %t62, 13, !dbg !146
  %t64 = ashr i32 %t63, 5, !dbg !147
  %t65 = xor i32 %t64, %t63, !dbg !148
  %t66 = mul i32 %t65, 507055068, !dbg !149
  %t67 = add i32 %t66, 14, !dbg !150
  %t68 = ashr i32 %t67, 6, !dbg !151
  %t69 = xor i32 %t68, %t67, !dbg !152
  %t70 = mul i32 %t69, 99449725, !dbg !153
  %t71 = add i32 %t70, 15, !dbg !154
  %t72 = ashr i32 %t71, 7, !dbg !155
  %t73 = xor i32 %t72, %t71, !dbg !156
  %t74 = mul i32 %t73, 1119125046, !dbg !157
  %t75 = add i32 %t74, 16, !dbg !158
  %t76 = ashr i32 %t75, 8, !dbg !159
  %t77 = xor i32 %t76, %t75, !dbg !160
  %t78 = mul i32 %t77, 668391967, !dbg !161
  %t79 = add i32 %t78, 17, !dbg !162
  %t80 = ashr i32 %t79, 9, !dbg !163
  %t81 = xor i32 %t80, %t79, !dbg !164
  %t82 = mul i32 %t81, 374896016, !dbg !165
  %t83 = add i32 %t82, 18, !dbg !166
  %t84 = ashr i32 %t83, 10, !dbg !167
  %t85 = xor i32 %t84, %t83, !dbg !168
  %t86 = mul i32 %t85, 625484127, !dbg !169
  %t87 = add i32 %t86, 19, !dbg !170
  %t88 = ashr i32 %t87, 11, !dbg !171
  %t89 = xor i32 %t88, %t87, !dbg !172
  %t90 = mul i32 %t89, 507102582, !dbg !173
  %t91 = add i32 %t90, 20, !dbg !174
  %t92 = ashr i32 %t91, 12, !dbg !175
  %t93 = xor i32 %t92, %t91, !dbg !176
  %t94 = mul i32 %t93, 99497239, !dbg !177
  %t95 = add i32 %t94, 21, !dbg !178
  %t96 = ashr i32 %t95, 13, !dbg !179
  %t97 = xor i32 %t96, %t95, !dbg !180
  %t98 = mul i32 %t97, 1119172560, !dbg !181
  %t99 = add i32 %t98, 22, !dbg !182
  %t100 = ashr i32 %t99, 3, !dbg !183
  %t101 = xor i32 %t100, %t99, !dbg !184
  %t102 = mul i32 %t101, 668439481, !dbg !185
  %t103 = add i32 %t102, 23, !dbg !186
  %t104 = ashr i32 %t103, 4, !dbg !187
  %t105 = xor i32 %t104, %t103, !dbg !188
  %t106 = mul i32 %t105, 374943530, !dbg !189
  %t107 = add i32 %t106, 24, !dbg !190
  %t108 = ashr i32 %t107, 5, !dbg !191
  %t109 = xor i32 %t108, %t107, !dbg !192
  %t110 = mul i32 %t109, 625531641, !dbg !193
  %t111 = add i32 %t110, 25, !dbg !194
  %t112 = ashr i32 %t111, 6, !dbg !195
  %t113 = xor i32 %t112, %t111, !dbg !196
  %t114 = mul i32 %t113, 507150096, !dbg !197
  %t115 = add i32 %t114, 26, !dbg !198
  %t116 = ashr i32 %t115, 7, !dbg !199
  %t117 = xor i32 %t116, %t115, !dbg !200
  %t118 = mul i32 %t117, 99544753, !dbg !201
  %t119 = add i32 %t118, 27, !dbg !202
  %t120 = ashr i32 %t119, 8, !dbg !203
  %t121 = xor i32 %t120, %t119, !dbg !204
  %t122 = mul i32 %t121, 1119220074, !dbg !205
  %t123 = add i32 %t122, 28, !dbg !206
  %t124 = ashr i32 %t123, 9, !dbg !207
  %t125 = xor i32 %t124, %t123, !dbg !208
  %t126 = mul i32 %t125, 668486995, !dbg !209
  %t127 = add i32 %t126, 29, !dbg !210
  %t128 = ashr i32 %t127, 10, !dbg !211
  %t129 = xor i32 %t128, %t127, !dbg !212
  %t130 = mul i32 %t129, 374991044, !dbg !213
  %t131 = add i32 %t130, 30, !dbg !214
  %t132 = ashr i32 %t131, 11, !dbg !215
  %t133 = xor i32 %t132, %t131, !dbg !216
  %t134 = mul i32 %t133, 625579155, !dbg !217
  %t135 = add i32 %t134, 31, !dbg !218
  %t136 = ashr i32 %t135, 12, !dbg !219
  %t137 = xor i32 %t136, %t135, !dbg !220
  %t138 = mul i32 %t137, 507197610, !dbg !221
  %t139 = add i32 %t138, 32, !dbg !222
  %t140 = ashr i32 %t139, 13, !dbg !223
  %t141 = xor i32 %t140, %t139, !dbg !224
  %t142 = mul i32 %t141, 99592267, !dbg !225
  %t143 = add i32 %t142, 33, !dbg !226
  %t144 = ashr i32 %t143, 3, !dbg !227
  %t145 = xor i32 %t144, %t143, !dbg !228
  %t146 = mul i32 %t145, 1119267588, !dbg !229
  %t147 = add i32 %t146, 34, !dbg !230
  %t148 = ashr i32 %t147, 4, !dbg !231
  %t149 = xor i32 %t148, %t147, !dbg !232
  %t150 = mul i32 %t149, 668534509, !dbg !233
  %t151 = add i32 %t150, 35, !dbg !234
  %t152 = ashr i32 %t151, 5, !dbg !235
  %t153 = xor i32 %t152, %t151, !dbg !236
  %t154 = mul i32 %t153, 375038558, !dbg !237
  %t155 = add i32 %t154, 36, !dbg !238
  %t156 = ashr i32 %t155, 6, !dbg !239
  %t157 = xor i32 %t156, %t155, !dbg !240
  %t158 = mul i32 %t157, 625626669, !dbg !241
  %t159 = add i32 %t158, 37, !dbg !242
  %t160 = ashr i32 %t159, 7, !dbg !243
  %t161 = xor i32 %t160, %t159, !dbg !244
  %t162 = mul i32 %t161, 507245124, !dbg !245
  %t163 = add i32 %t162, 38, !dbg !246
  %t164 = ashr i32 %t163, 8, !dbg !247
  %t165 = xor i32 %t164, %t163, !dbg !248
  %t166 = mul i32 %t165, 99639781, !dbg !249
  %t167 = add i32 %t166, 39, !dbg !250
  %t168 = ashr i32 %t167, 9, !dbg !251
  %t169 = xor i32 %t168, %t167, !dbg !252
  %t170 = mul i32 %t169, 1119315102, !dbg !253
  %t171 = add i32 %t170, 40, !dbg !254
  %t172 = ashr i32 %t171, 10, !dbg !255
  %t173 = xor i32 %t172, %t171, !dbg !256
  %t174 = mul i32 %t173, 668582023, !dbg !257
  %t175 = add i32 %t174, 41, !dbg !258
  %t176 = ashr i32 %t175, 11, !dbg !259
  %t177 = xor i32 %t176, %t175, !dbg !260
  %t178 = mul i32 %t177, 375086072, !dbg !261
  %t179 = add i32 %t178, 42, !dbg !262
  %t180 = ashr i32 %t179, 12, !dbg !263
  %t181 = xor i32 %t180, %t179, !dbg !264
  %t182 = mul i32 %t181, 625674183, !dbg !265
  %t183 = add i32 %t182, 43, !dbg !266
  %t184 = ashr i32 %t183, 13, !dbg !267
  %t185 = xor i32 %t184, %t183, !dbg !268
  %t186 = mul i32 %t185, 507292638, !dbg !269
  %t187 = add i32 %t186, 44, !dbg !270
  %t188 = ashr i32 %t187, 3, !dbg !271
  %t189 = xor i32 %t188, %t187, !dbg !272
  %t190 = mul i32 %t189, 99687295, !dbg !273
  %t191 = add i32 %t190, 45, !dbg !274
  %t192 = ashr i32 %t191, 4, !dbg !275
  %t193 = xor i32 %t192, %t191, !dbg !276
  %t194 = mul i32 %t193, 1119362616, !dbg !277
  %t195 = add i32 %t194, 46, !dbg !278
  %t196 = ashr i32 %t195, 5, !dbg !279
  %t197 = xor i32 %t196, %t195, !dbg !280
  %t198 = mul i32 %t197, 668629537, !dbg !281
  %t199 = add i32 %t198, 47, !dbg !282
  %t200 = ashr i32 %t199, 6, !dbg !283
  %t201 = xor i32 %t200, %t199, !dbg !284
  %t202 = mul i32 %t201, 375133586, !dbg !285
  %t203 = add i32 %t202, 48, !dbg !286
  %t204 = ashr i32 %t203, 7, !dbg !287
  %t205 = xor i32 %t204, %t203, !dbg !288
  %t206 = mul i32 %t205, 625721697, !dbg !289
  %t207 = add i32 %t206, 49, !dbg !290
  %t208 = ashr i32 %t207, 8, !dbg !291
  %t209 = xor i32 %t208, %t207, !dbg !292
  %t210 = mul i32 %t209, 507340152, !dbg !293
  %t211 = add i32 %t210, 50, !dbg !294
  %t212 = ashr i32 %t211, 9, !dbg !295
  %t213 = xor i32 %t212, %t211, !dbg !296
  %t214 = mul i32 %t213, 99734809, !dbg !297
  %t215 = add i32 %t214, 51, !dbg !298
  %t216 = ashr i32 %t215, 10, !dbg !299
  %t217 = xor i32 %t216, %t215, !dbg !300
  %t218 = mul i32 %t217, 1119410130, !dbg !301
  %t219 = add i32 %t218, 52, !dbg !302
  %t220 = ashr i32 %t219, 11, !dbg !303
  %t221 = xor i32 %t220, %t219, !dbg !304
  %t222 = mul i32 %t221, 668677051, !dbg !305
  %t223 = add i32 %t222, 53, !dbg !306
  %t224 = ashr i32 %t223, 12, !dbg !307
  %t225 = xor i32 %t224, %t223, !dbg !308
  %t226 = mul i32 %t225, 375181100, !dbg !309
  %t227 = add i32 %t226, 54, !dbg !310
  %t228 = ashr i32 %t227, 13, !dbg !311
  %t229 = xor i32 %t228, %t227, !dbg !312
  %t230 = mul i32 %t229, 625769211, !dbg !313
  %t231 = add i32 %t230, 55, !dbg !314
  %t232 = ashr i32 %t231, 3, !dbg !315
  %t233 = xor i32 %t232, %t231, !dbg !316
  %t234 = mul i32 %t233, 507387666, !dbg !317
  %t235 = add i32 %t234, 56, !dbg !318
  %t236 = ashr i32 %t235, 4, !dbg !319
  %t237 = xor i32 %t236, %t235, !dbg !320
  %t238 = mul i32 %t237, 99782323, !dbg !321
  %t239 = add i32 %t238, 57, !dbg !322
  %t240 = ashr i32 %t239, 5, !dbg !323
  %t241 = xor i32 %t240, %t239, !dbg !324
  %t242 = mul i32 %t241, 1119457644, !dbg !325
  %t243 = add i32 %t242, 58, !dbg !326
  %t244 = ashr i32 %t243, 6, !dbg !327
  %t245 = xor i32 %t244, %t243, !dbg !328
  %t246 = mul i32 %t245, 668724565, !dbg !329
  %t247 = add i32 %t246, 59, !dbg !330
  %t248 = ashr i32 %t247, 7, !dbg !331
  %t249 = xor i32 %t248, %t247, !dbg !332
  %t250 = mul i32 %t249, 375228614, !dbg !333
  %t251 = add i32 %t250, 60, !dbg !334
  %t252 = ashr i32 %t251, 8, !dbg !335
  %t253 = xor i32 %t252, %t251, !dbg !336
  %t254 = mul i32 %t253, 625816725, !dbg !337
  %t255 = add i32 %t254, 61, !dbg !338
  %t256 = ashr i32 %t255, 9, !dbg !339
  %t257 = xor i32 %t256, %t255, !dbg !340
  %t258 = mul i32 %t257, 507435180, !dbg !341
  %t259 = add i32 %t258, 62, !dbg !342
  %t260 = ashr i32 %t259, 10, !dbg !343
  %t261 = xor i32 %t260, %t259, !dbg !344
  %t262 = mul i32 %t261, 99829837, !dbg !345
  %t263 = add i32 %t262, 63, !dbg !346
  %t264 = ashr i32 %t263, 11, !dbg !347
  %t265 = xor i32 %t264, %t263, !dbg !348
  %t266 = mul i32 %t265, 1119505158, !dbg !349
  %t267 = add i32 %t266, 64, !dbg !350
  %t268 = ashr i32 %t267, 12, !dbg !351
  %t269 = xor i32 %t268, %t267, !dbg !352
  %t270 = mul i32 %t269, 668772079, !dbg !353
  %t271 = add i32 %t270, 65, !dbg !354
  %t272 = ashr i32 %t271, 13, !dbg !355
  %t273 = xor i32 %t272, %t271, !dbg !356
  %t274 = mul i32 %t273, 375276128, !dbg !357
  %t275 = add i32 %t274, 66, !dbg !358
  %t276 = ashr i32 %t275, 3, !dbg !359
  %t277 = xor i32 %t276, %t275, !dbg !360
  %t278 = mul i32 %t277, 625864239, !dbg !361
  %t279 = add i32 %t278, 67, !dbg !362
  %t280 = ashr i32 %t279, 4, !dbg !363
  %t281 = xor i32 %t280, %t279, !dbg !364
  %t282 = mul i32 %t281, 507482694, !dbg !365
  %t283 = add i32 %t282, 68, !dbg !366
  %t284 = ashr i32 %t283, 5, !dbg !367
  %t285 = xor i32 %t284, %t283, !dbg !368
  %t286 = mul i32 %t285, 99877351, !dbg !369
  %t287 = add i32 %t286, 69, !dbg !370
  %t288 = ashr i32 %t287, 6, !dbg !371
  %t289 = xor i32 %t288, %t287, !dbg !372
  %t290 = mul i32 %t289, 1119552672, !dbg !373
  %t291 = add i32 %t290, 70, !dbg !374
  %t292 = ashr i32 %t291, 7, !dbg !375
  %t293 = xor i32 %t292, %t291, !dbg !376
  %t294 = mul i32 %t293, 668819593, !dbg !377
  %t295 = add i32 %t294, 71, !dbg !378
  %t296 = ashr i32 %t295, 8, !dbg !379
  %t297 = xor i32 %t296, %t295, !dbg !380
  %t298 = mul i32 %t297, 375323642, !dbg !381
  %t299 = add i32 %t298, 72, !dbg !382
  %t300 = ashr i32 %t299, 9, !dbg !383
  %t301 = xor i32 %t300, %t299, !dbg !384
  %t302 = mul i32 %t301, 625911753, !dbg !385
  %t303 = add i32 %t302, 73, !dbg !386
  %t304 = ashr i32 %t303, 10, !dbg !387
  %t305 = xor i32 %t304, %t303, !dbg !388
  %t306 = mul i32 %t305, 507530208, !dbg !389
  %t307 = add i32 %t306, 74, !dbg !390
  %t308 = ashr i32 %t307, 11, !dbg !391
  %t309 = xor i32 %t308, %t307, !dbg !392
  %t310 = mul i32 %t309, 99924865, !dbg !393
  %t311 = add i32 %t310, 75, !dbg !394
  %t312 = ashr i32 %t311, 12, !dbg !395
  %t313 = xor i32 %t312, %t311, !dbg !396
  %t314 = mul i32 %t313, 1119600186, !dbg !397
  %t315 = add i32 %t314, 76, !dbg !398
  %t316 = ashr i32 %t315, 13, !dbg !399
  %t317 = xor i32 %t316, %t315, !dbg !400
  %t318 = mul i32 %t317, 668867107, !dbg !401
  %t319 = add i32 %t318, 77, !dbg !402
  %t320 = ashr i32 %t319, 3, !dbg !403
  %t321 = xor i32 %t320, %t319, !dbg !404
  %t322 = mul i32 %t321, 375371156, !dbg !405
  %t323 = add i32 %t322, 78, !dbg !406
  %t324 = ashr i32 %t323, 4, !dbg !407
  %t325 = xor i32 %t324, %t323, !dbg !408
  %t326 = mul i32 %t325, 625959267, !dbg !409
  %t327 = add i32 %t326, 79, !dbg !410
  %t328 = ashr i32 %t327, 5, !dbg !411
  %t329 = xor i32 %t328, %t327, !dbg !412
  %t330 = mul i32 %t329, 507577722, !dbg !413
  %t331 = add i32 %t330, 80, !dbg !414
  %t332 = ashr i32 %t331, 6, !dbg !415
  %t333 = xor i32 %t332, %t331, !dbg !416
  %t334 = mul i32 %t333, 99972379, !dbg !417
  %t335 = add i32 %t334, 81, !dbg !418
  %t336 = ashr i32 %t335, 7, !dbg !419
  %t337 = xor i32 %t336, %t335, !dbg !420
  %t338 = mul i32 %t337, 1119647700, !dbg !421
  %t339 = add i32 %t338, 82, !dbg !422
  %t340 = ashr i32 %t339, 8, !dbg !423
  %t341 = xor i32 %t340, %t339, !dbg !424
  %t342 = mul i32 %t341, 668914621, !dbg !425
  %t343 = add i32 %t342, 83, !dbg !426
  %t344 = ashr i32 %t343, 9, !dbg !427
  %t345 = xor i32 %t344, %t343, !dbg !428
  %t346 = mul i32 %t345, 375418670, !dbg !429
  %t347 = add i32 %t346, 84, !dbg !430
  %t348 = ashr i32 %t347, 10, !dbg !431
  %t349 = xor i32 %t348, %t347, !dbg !432
  %t350 = mul i32 %t349, 626006781, !dbg !433
  %t351 = add i32 %t350, 85, !dbg !434
  %t352 = ashr i32 %t351, 11, !dbg !435
  %t353 = xor i32 %t352, %t351, !dbg !436
  %t354 = mul i32 %t353, 507625236, !dbg !437
  %t355 = add i32 %t354, 86, !dbg !438
  %t356 = ashr i32 %t355, 12, !dbg !439
  %t357 = xor i32 %t356, %t355, !dbg !440
  %t358 = mul i32 %t357, 100019893, !dbg !441
  %t359 = add i32 %t358, 87, !dbg !442
  %t360 = ashr i32 %t359, 13, !dbg !443
  %t361 = xor i32 %t360, %t359, !dbg !444
  %t362 = mul i32 %t361, 1119695214, !dbg !445
  %t363 = add i32 %t362, 88, !dbg !446
  %t364 = ashr i32 %t363, 3, !dbg !447
  %t365 = xor i32 %t364, %t363, !dbg !448
  %t366 = mul i32 %t365, 668962135, !dbg !449
  %t367 = add i32 %t366, 89, !dbg !450
  %t368 = ashr i32 %t367, 4, !dbg !451
  %t369 = xor i32 %t368, %t367, !dbg !452
  %t370 = mul i32 %t369, 375466184, !dbg !453
  %t371 = add i32 %t370, 90, !dbg !454
  %t372 = ashr i32 %t371, 5, !dbg !455
  %t373 = xor i32 %t372, %t371, !dbg !456
  %t374 = mul i32 %t373, 626054295, !dbg !457
  %t375 = add i32 %t374, 91, !dbg !458
  %t376 = ashr i32 %t375, 6, !dbg !459
  %t377 = xor i32 %t376, %t375, !dbg !460
  %t378 = mul i32 %t377, 507672750, !dbg !461
  %t379 = add i32 %t378, 92, !dbg !462
  %t380 = ashr i32 %t379, 7, !dbg !463
  %t381 = xor i32 %t380, %t379, !dbg !464
  %t382 = mul i32 %t381, 100067407, !dbg !465
  %t383 = add i32 %t382, 93, !dbg !466
  %t384 = ashr i32 %t383, 8, !dbg !467
  %t385 = xor i32 %t384, %t383, !dbg !468
  %t386 = mul i32 %t385, 1119742728, !dbg !469
  %t387 = add i32 %t386, 94, !dbg !470
  %t388 = ashr i32 %t387, 9, !dbg !471
  %t389 = xor i32 %t388, %t387, !dbg !472
  %t390 = mul i32 %t389, 669009649, !dbg !473
  %t391 = add i32 %t390, 95, !dbg !474
  %t392 = ashr i32 %t391, 10, !dbg !475
  %t393 = xor i32 %t392, %t391, !dbg !476
  %t394 = mul i32 %t393, 375513698, !dbg !477
  %t395 = add i32 %t394, 96, !dbg !478
  %t396 = ashr i32 %t395, 11, !dbg !479
  %t397 = xor i32 %t396, %t395, !dbg !480
  %t398 = mul i32 %t397, 626101809, !dbg !481
  %t399 = add i32 %t398, 97, !dbg !482
  %t400 = ashr i32 %t399, 12, !dbg !483
  %t401 = xor i32 %t400, %t399, !dbg !484
  %t402 = mul i32 %t401, 507720264, !dbg !485
  %t403 = add i32 %t402, 98, !dbg !486
  %t404 = ashr i32 %t403, 13, !dbg !487
  %t405 = xor i32 %t404, %t403, !dbg !488
  %t406 = mul i32 %t405, 100114921, !dbg !489
  %t407 = add i32 %t406, 99, !dbg !490
  %t408 = ashr i32 %t407, 3, !dbg !491
  %t409 = xor i32 %t408, %t407, !dbg !492
  %t410 = mul i32 %t409, 1119790242, !dbg !493
  %t411 = add i32 %t410, 100, !dbg !494
  %t412 = ashr i32 %t411, 4, !dbg !495
  %t413 = xor i32 %t412, %t411, !dbg !496
  %t414 = mul i32 %t413, 669057163, !dbg !497
  %t415 = add i32 %t414, 101, !dbg !498
  %t416 = ashr i32 %t415, 5, !dbg !499
  %t417 = xor i32 %t416, %t415, !dbg !500
  %t418 = mul i32 %t417, 375561212, !dbg !501
  %t419 = add i32 %t418, 102, !dbg !502
  %t420 = ashr i32 %t419, 6, !dbg !503
  %t421 = xor i32 %t420, %t419, !dbg !504
  %t422 = mul i32 %t421, 626149323, !dbg !505
  %t423 = add i32 %t422, 103, !dbg !506
  %t424 = ashr i32 %t423, 7, !dbg !507
  %t425 = xor i32 %t424, %t423, !dbg !508
  %t426 = mul i32 %t425, 507767778, !dbg !509
  %t427 = add i32 %t426, 104, !dbg !510
  %t428 = ashr i32 %t427, 8, !dbg !511
  %t429 = xor i32 %t428, %t427, !dbg !512
  %t430 = mul i32 %t429, 100162435, !dbg !513
  %t431 = add i32 %t430, 105, !dbg !514
  %t432 = ashr i32 %t431, 9, !dbg !515
  %t433 = xor i32 %t432, %t431, !dbg !516
  %t434 = mul i32 %t433, 1119837756, !dbg !517
  %t435 = add i32 %t434, 106, !dbg !518
  %t436 = ashr i32 %t435, 10, !dbg !519
  %t437 = xor i32 %t436, %t435, !dbg !520
  %t438 = mul i32 %t437, 669104677, !dbg !521
  %t439 = add i32 %t438, 107, !dbg !522
  %t440 = ashr i32 %t439, 11, !dbg !523
  %t441 = xor i32 %t440, %t439, !dbg !524
  %t442 = mul i32 %t441, 375608726, !dbg !525
  %t443 = add i32 %t442, 108, !dbg !526
  %t444 = ashr i32 %t443, 12, !dbg !527
  %t445 = xor i32 %t444, %t443, !dbg !528
  %t446 = mul i32 %t445, 626196837, !dbg !529
  %t447 = add i32 %t446, 109, !dbg !530
  %t448 = ashr i32 %t447, 13, !dbg !531
  %t449 = xor i32 %t448, %t447, !dbg !532
  %t450 = mul i32 %t449, 507815292, !dbg !533
  %t451 = add i32 %t450, 110, !dbg !534
  %t452 = ashr i32 %t451, 3, !dbg !535
  %t453 = xor i32 %t452, %t451, !dbg !536
  %t454 = mul i32 %t453, 100209949, !dbg !537
  %t455 = add i32 %t454, 111, !dbg !538
  %t456 = ashr i32 %t455, 4, !dbg !539
  %t457 = xor i32 %t456, %t455, !dbg !540
  %t458 = mul i32 %t457, 1119885270, !dbg !541
  %t459 = add i32 %t458, 112, !dbg !542
  %t460 = ashr i32 %t459, 5, !dbg !543
  %t461 = xor i32 %t460, %t459, !dbg !544
  %t462 = mul i32 %t461, 669152191, !dbg !545
  %t463 = add i32 %t462, 113, !dbg !546
  %t464 = ashr i32 %t463, 6, !dbg !547
  %t465 = xor i32 %t464, %t463, !dbg !548
  %t466 = mul i32 %t465, 375656240, !dbg !549
  %t467 = add i32 %t466, 114, !dbg !550
  %t468 = ashr i32 %t467, 7, !dbg !551
  %t469 = xor i32 %t468, %t467, !dbg !552
  %t470 = mul i32 %t469, 626244351, !dbg !553
  %t471 = add i32 %t470, 115, !dbg !554
  %t472 = ashr i32 %t471, 8, !dbg !555
  %t473 = xor i32 %t472, %t471, !dbg !556
  %t474 = mul i32 %t473, 507862806, !dbg !557
  %t475 = add i32 %t474, 116, !dbg !558
  %t476 = ashr i32 %t475, 9, !dbg !559
  %t477 = xor i32 %t476, %t475, !dbg !560
  %t478 = mul i32 %t477, 100257463, !dbg !561
  %t479 = add i32 %t478, 117, !dbg !562
  %t480 = ashr i32 %t479, 10, !dbg !563
  %t481 = xor i32 %t480, %t479, !dbg !564
  %t482 = mul i32 %t481, 1119932784, !dbg !565
  %t483 = add i32 %t482, 118, !dbg !566
  %t484 = ashr i32 %t483, 11, !dbg !567
  %t485 = xor i32 %t484, %t483, !dbg !568
  %t486 = mul i32 %t485, 669199705, !dbg !569
  %t487 = add i32 %t486, 119, !dbg !570
  %t488 = ashr i32 %t487, 12, !dbg !571
  %t489 = xor i32 %t488, %t487, !dbg !572
  %t490 = mul i32 %t489, 375703754, !dbg !573
  %t491 = add i32 %t490, 120, !dbg !574
  %t492 = ashr i32 %t491, 13, !dbg !575
  %t493 = xor i32 %t492, %t491, !dbg !576
  %t494 = mul i32 %t493, 626291865, !dbg !577
  %t495 = add i32 %t494, 121, !dbg !578
  %t496 = ashr i32 %t495, 3, !dbg !579
  %t497 = xor i32 %t496, %t495, !dbg !580
  %t498 = mul i32 %t497, 507910320, !dbg !581
  %t499 = add i32 %t498, 122, !dbg !582
  %t500 = ashr i32 %t499, 4, !dbg !583
  %t501 = xor i32 %t500, %t499, !dbg !584
  %t502 = mul i32 %t501, 100304977, !dbg !585
  %t503 = add i32 %t502, 123, !dbg !586
  %t504 = ashr i32 %t503, 5, !dbg !587
  %t505 = xor i32 %t504, %t503, !dbg !588
  %t506 = mul i32 %t505, 1119980298, !dbg !589
  %t507 = add i32 %t506, 124, !dbg !590
  %t508 = ashr i32 %t507, 6, !dbg !591
  %t509 = xor i32 %t508, %t507, !dbg !592
  %t510 = mul i32 %t509, 669247219, !dbg !593
  %t511 = add i32 %t510, 125, !dbg !594
  %t512 = ashr i32 %t511, 7, !dbg !595
  %t513 = xor i32 %t512, %t511, !dbg !596
  %t514 = mul i32 %t513, 375751268, !dbg !597
  %t515 = add i32 %t514, 126, !dbg !598
  %t516 = ashr i32 %t515, 8, !dbg !599
  %t517 = xor i32 %t516, %t515, !dbg !600
  %t518 = mul i32 %t517, 626339379, !dbg !601
  %t519 = add i32 %t518, 127, !dbg !602
  %t520 = ashr i32 %t519, 9, !dbg !603
  %t521 = xor i32 %t520, %t519, !dbg !604
  %t522 = mul i32 %t521, 507957834, !dbg !605
  %t523 = add i32 %t522, 128, !dbg !606
  %t524 = ashr i32 %t523, 10, !dbg !607
  %t525 = xor i32 %t524, %t523, !dbg !608
  %t526 = mul i32 %t525, 100352491, !dbg !609
  %t527 = add i32 %t526, 129, !dbg !610
  %t528 = ashr i32 %t527, 11, !dbg !611
  %t529 = xor i32 %t528, %t527, !dbg !612
  %t530 = mul i32 %t529, 1120027812, !dbg !613
  %t531 = add i32 %t530, 130, !dbg !614
  %t532 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eMixTwice.shared.0, i32 %.12, !dbg !615
  store i32 %t531, ptr addrspace(3) %t532, align 4, !dbg !615
  fence syncscope("workgroup") release, !dbg !616
  tail call void @llvm.amdgcn.s.barrier(), !dbg !616
  fence syncscope("workgroup") acquire, !dbg !616
  %t533 = add nsw i64 %t7, 1, !dbg !617
  %.14 = icmp eq i16 %.10, 0, !dbg !618
  %.17 = select i1 %.14, i64 1, i64 %t4, !dbg !618
  %.18 = srem i64 %t533, %.17, !dbg !618
  %.19 = select i1 %.14, i64 %t533, i64 %.18, !dbg !618
  %0 = trunc i64 %.19 to i32, !dbg !619
  %t535 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eMixTwice.shared.0, i32 %0, !dbg !619
  %.20 = load i32, ptr addrspace(3) %t535, align 4, !dbg !619
  fence syncscope("workgroup") release, !dbg !620
  tail call void @llvm.amdgcn.s.barrier(), !dbg !620
  fence syncscope("workgroup") acquire, !dbg !620
  %.21 = load i32, ptr addrspace(1) %t10, align 4, !dbg !621, !amdgpu.noclobber !6
  %t538 = add i32 %.21, 1, !dbg !622
  %t539 = ashr i32 %t538, 3, !dbg !95
  %t540 = xor i32 %t539, %t538, !dbg !96
  %t541 = mul i32 %t540, 625341585, !dbg !97
  %t542 = add i32 %t541, 1, !dbg !98
  %t543 = ashr i32 %t542, 4, !dbg !99
  %t544 = xor i32 %t543, %t542, !dbg !100
  %t545 = mul i32 %t544, 506960040, !dbg !101
  %t546 = or i32 %t545, 2, !dbg !102
  %t547 = ashr i32 %t545, 5, !dbg !103
  %t548 = xor i32 %t546, %t547, !dbg !104
  %t549 = mul i32 %t548, 99354697, !dbg !105
  %t550 = add i32 %t549, 3, !dbg !106
  %t551 = ashr i32 %t550, 6, !dbg !107
  %t552 = xor i32 %t551, %t550, !dbg !108
  %t553 = mul i32 %t552, 1119030018, !dbg !109
  %t554 = add i32 %t553, 4, !dbg !110
  %t555 = ashr i32 %t554, 7, !dbg !111
  %t556 = xor i32 %t555, %t554, !dbg !112
  %t557 = mul i32 %t556, 668296939, !dbg !113
  %t558 = add i32 %t557, 5, !dbg !114
  %t559 = ashr i32 %t558, 8, !dbg !115
  %t560 = xor i32 %t559, %t558, !dbg !116
  %t561 = mul i32 %t560, 374800988, !dbg !117
  %t562 = add i32 %t561, 6, !dbg !118
  %t563 = ashr i32 %t562, 9, !dbg !119
  %t564 = xor i32 %t563, %t562, !dbg !120
  %t565 = mul i32 %t564, 625389099, !dbg !121
  %t566 = add i32 %t565, 7, !dbg !122
  %t567 = ashr i32 %t566, 10, !dbg !123
  %t568 = xor i32 %t567, %t566, !dbg !124
  %t569 = mul i32 %t568, 507007554, !dbg !125
  %t570 = add i32 %t569, 8, !dbg !126
  %t571 = ashr i32 %t570, 11, !dbg !127
  %t572 = xor i32 %t571, %t570, !dbg !128
  %t573 = mul i32 %t572, 99402211, !dbg !129
  %t574 = add i32 %t573, 9, !dbg !130
  %t575 = ashr i32 %t574, 12, !dbg !131
  %t576 = xor i32 %t575, %t574, !dbg !132
  %t577 = mul i32 %t576, 1119077532, !dbg !133
  %t578 = add i32 %t577, 10, !dbg !134
  %t579 = ashr i32 %t578, 13, !dbg !135
  %t580 = xor i32 %t579, %t578, !dbg !136
  %t581 = mul i32 %t580, 668344453, !dbg !137
  %t582 = add i32 %t581, 11, !dbg !138
  %t583 = ashr i32 %t582, 3, !dbg !139
  %t584 = xor i32 %t583, %t582, !dbg !140
  %t585 = mul i32 %t584, 374848502, !dbg !141
  %t586 = add i32 %t585, 12, !dbg !142
  %t587 = ashr i32 %t586, 4, !dbg !143
  %t588 = xor i32 %t587, %t586, !dbg !144
  %t589 = mul i32 %t588, 625436613, !dbg !145
  %t590 = add i32 %t589, 13, !dbg !146
  %t591 = ashr i32 %t590, 5, !dbg !147
  %t592 = xor i32 %t591, %t590, !dbg !148
  %t593 = mul i32 %t592, 507055068, !dbg !149
  %t594 = add i32 %t593, 14, !dbg !150
  %t595 = ashr i32 %t594, 6, !dbg !151
  %t596 = xor i32 %t595, %t594, !dbg !152
  %t597 = mul i32 %t596, 99449725, !dbg !153
  %t598 = add i32 %t597, 15, !dbg !154
  %t599 = ashr i32 %t598, 7, !dbg !155
  %t600 = xor i32 %t599, %t598, !dbg !156
  %t601 = mul i32 %t600, 1119125046, !dbg !157
  %t602 = add i32 %t601, 16, !dbg !158
  %t603 = ashr i32 %t602, 8, !dbg !159
  %t604 = xor i32 %t603, %t602, !dbg !160
  %t605 = mul i32 %t604, 668391967, !dbg !161
  %t606 = add i32 %t605, 17, !dbg !162
  %t607 = ashr i32 %t606, 9, !dbg !163
  %t608 = xor i32 %t607, %t606, !dbg !164
  %t609 = mul i32 %t608, 374896016, !dbg !165
  %t610 = add i32 %t609, 18, !dbg !166
  %t611 = ashr i32 %t610, 10, !dbg !167
  %t612 = xor i32 %t611, %t610, !dbg !168
  %t613 = mul i32 %t612, 625484127, !dbg !169
  %t614 = add i32 %t613, 19, !dbg !170
  %t615 = ashr i32 %t614, 11, !dbg !171
  %t616 = xor i32 %t615, %t614, !dbg !172
  %t617 = mul i32 %t616, 507102582, !dbg !173
  %t618 = add i32 %t617, 20, !dbg !174
  %t619 = ashr i32 %t618, 12, !dbg !175
  %t620 = xor i32 %t619, %t618, !dbg !176
  %t621 = mul i32 %t620, 99497239, !dbg !177
  %t622 = add i32 %t621, 21, !dbg !178
  %t623 = ashr i32 %t622, 13, !dbg !179
  %t624 = xor i32 %t623, %t622, !dbg !180
  %t625 = mul i32 %t624, 1119172560, !dbg !181
  %t626 = add i32 %t625, 22, !dbg !182
  %t627 = ashr i32 %t626, 3, !dbg !183
  %t628 = xor i32 %t627, %t626, !dbg !184
  %t629 = mul i32 %t628, 668439481, !dbg !185
  %t630 = add i32 %t629, 23, !dbg !186
  %t631 = ashr i32 %t630, 4, !dbg !187
  %t632 = xor i32 %t631, %t630, !dbg !188
  %t633 = mul i32 %t632, 374943530, !dbg !189
  %t634 = add i32 %t633, 24, !dbg !190
  %t635 = ashr i32 %t634, 5, !dbg !191
  %t636 = xor i32 %t635, %t634, !dbg !192
  %t637 = mul i32 %t636, 625531641, !dbg !193
  %t638 = add i32 %t637, 25, !dbg !194
  %t639 = ashr i32 %t638, 6, !dbg !195
  %t640 = xor i32 %t639, %t638, !dbg !196
  %t641 = mul i32 %t640, 507150096, !dbg !197
  %t642 = add i32 %t641, 26, !dbg !198
  %t643 = ashr i32 %t642, 7, !dbg !199
  %t644 = xor i32 %t643, %t642, !dbg !200
  %t645 = mul i32 %t644, 99544753, !dbg !201
  %t646 = add i32 %t645, 27, !dbg !202
  %t647 = ashr i32 %t646, 8, !dbg !203
  %t648 = xor i32 %t647, %t646, !dbg !204
  %t649 = mul i32 %t648, 1119220074, !dbg !205
  %t650 = add i32 %t649, 28, !dbg !206
  %t651 = ashr i32 %t650, 9, !dbg !207
  %t652 = xor i32 %t651, %t650, !dbg !208
  %t653 = mul i32 %t652, 668486995, !dbg !209
  %t654 = add i32 %t653, 29, !dbg !210
  %t655 = ashr i32 %t654, 10, !dbg !211
  %t656 = xor i32 %t655, %t654, !dbg !212
  %t657 = mul i32 %t656, 374991044, !dbg !213
  %t658 = add i32 %t657, 30, !dbg !214
  %t659 = ashr i32 %t658, 11, !dbg !215
  %t660 = xor i32 %t659, %t658, !dbg !216
  %t661 = mul i32 %t660, 625579155, !dbg !217
  %t662 = add i32 %t661, 31, !dbg !218
  %t663 = ashr i32 %t662, 12, !dbg !219
  %t664 = xor i32 %t663, %t662, !dbg !220
  %t665 = mul i32 %t664, 507197610, !dbg !221
  %t666 = add i32 %t665, 32, !dbg !222
  %t667 = ashr i32 %t666, 13, !dbg !223
  %t668 = xor i32 %t667, %t666, !dbg !224
  %t669 = mul i32 %t668, 99592267, !dbg !225
  %t670 = add i32 %t669, 33, !dbg !226
  %t671 = ashr i32 %t670, 3, !dbg !227
  %t672 = xor i32 %t671, %t670, !dbg !228
  %t673 = mul i32 %t672, 1119267588, !dbg !229
  %t674 = add i32 %t673, 34, !dbg !230
  %t675 = ashr i32 %t674, 4, !dbg !231
  %t676 = xor i32 %t675, %t674, !dbg !232
  %t677 = mul i32 %t676, 668534509, !dbg !233
  %t678 = add i32 %t677, 35, !dbg !234
  %t679 = ashr i32 %t678, 5, !dbg !235
  %t680 = xor i32 %t679, %t678, !dbg !236
  %t681 = mul i32 %t680, 375038558, !dbg !237
  %t682 = add i32 %t681, 36, !dbg !238
  %t683 = ashr i32 %t682, 6, !dbg !239
  %t684 = xor i32 %t683, %t682, !dbg !240
  %t685 = mul i32 %t684, 625626669, !dbg !241
  %t686 = add i32 %t685, 37, !dbg !242
  %t687 = ashr i32 %t686, 7, !dbg !243
  %t688 = xor i32 %t687, %t686, !dbg !244
  %t689 = mul i32 %t688, 507245124, !dbg !245
  %t690 = add i32 %t689, 38, !dbg !246
  %t691 = ashr i32 %t690, 8, !dbg !247
  %t692 = xor i32 %t691, %t690, !dbg !248
  %t693 = mul i32 %t692, 99639781, !dbg !249
  %t694 = add i32 %t693, 39, !dbg !250
  %t695 = ashr i32 %t694, 9, !dbg !251
  %t696 = xor i32 %t695, %t694, !dbg !252
  %t697 = mul i32 %t696, 1119315102, !dbg !253
  %t698 = add i32 %t697, 40, !dbg !254
  %t699 = ashr i32 %t698, 10, !dbg !255
  %t700 = xor i32 %t699, %t698, !dbg !256
  %t701 = mul i32 %t700, 668582023, !dbg !257
  %t702 = add i32 %t701, 41, !dbg !258
  %t703 = ashr i32 %t702, 11, !dbg !259
  %t704 = xor i32 %t703, %t702, !dbg !260
  %t705 = mul i32 %t704, 375086072, !dbg !261
  %t706 = add i32 %t705, 42, !dbg !262
  %t707 = ashr i32 %t706, 12, !dbg !263
  %t708 = xor i32 %t707, %t706, !dbg !264
  %t709 = mul i32 %t708, 625674183, !dbg !265
  %t710 = add i32 %t709, 43, !dbg !266
  %t711 = ashr i32 %t710, 13, !dbg !267
  %t712 = xor i32 %t711, %t710, !dbg !268
  %t713 = mul i32 %t712, 507292638, !dbg !269
  %t714 = add i32 %t713, 44, !dbg !270
  %t715 = ashr i32 %t714, 3, !dbg !271
  %t716 = xor i32 %t715, %t714, !dbg !272
  %t717 = mul i32 %t716, 99687295, !dbg !273
  %t718 = add i32 %t717, 45, !dbg !274
  %t719 = ashr i32 %t718, 4, !dbg !275
  %t720 = xor i32 %t719, %t718, !dbg !276
  %t721 = mul i32 %t720, 1119362616, !dbg !277
  %t722 = add i32 %t721, 46, !dbg !278
  %t723 = ashr i32 %t722, 5, !dbg !279
  %t724 = xor i32 %t723, %t722, !dbg !280
  %t725 = mul i32 %t724, 668629537, !dbg !281
  %t726 = add i32 %t725, 47, !dbg !282
  %t727 = ashr i32 %t726, 6, !dbg !283
  %t728 = xor i32 %t727, %t726, !dbg !284
  %t729 = mul i32 %t728, 375133586, !dbg !285
  %t730 = add i32 %t729, 48, !dbg !286
  %t731 = ashr i32 %t730, 7, !dbg !287
  %t732 = xor i32 %t731, %t730, !dbg !288
  %t733 = mul i32 %t732, 625721697, !dbg !289
  %t734 = add i32 %t733, 49, !dbg !290
  %t735 = ashr i32 %t734, 8, !dbg !291
  %t736 = xor i32 %t735, %t734, !dbg !292
  %t737 = mul i32 %t736, 507340152, !dbg !293
  %t738 = add i32 %t737, 50, !dbg !294
  %t739 = ashr i32 %t738, 9, !dbg !295
  %t740 = xor i32 %t739, %t738, !dbg !296
  %t741 = mul i32 %t740, 99734809, !dbg !297
  %t742 = add i32 %t741, 51, !dbg !298
  %t743 = ashr i32 %t742, 10, !dbg !299
  %t744 = xor i32 %t743, %t742, !dbg !300
  %t745 = mul i32 %t744, 1119410130, !dbg !301
  %t746 = add i32 %t745, 52, !dbg !302
  %t747 = ashr i32 %t746, 11, !dbg !303
  %t748 = xor i32 %t747, %t746, !dbg !304
  %t749 = mul i32 %t748, 668677051, !dbg !305
  %t750 = add i32 %t749, 53, !dbg !306
  %t751 = ashr i32 %t750, 12, !dbg !307
  %t752 = xor i32 %t751, %t750, !dbg !308
  %t753 = mul i32 %t752, 375181100, !dbg !309
  %t754 = add i32 %t753, 54, !dbg !310
  %t755 = ashr i32 %t754, 13, !dbg !311
  %t756 = xor i32 %t755, %t754, !dbg !312
  %t757 = mul i32 %t756, 625769211, !dbg !313
  %t758 = add i32 %t757, 55, !dbg !314
  %t759 = ashr i32 %t758, 3, !dbg !315
  %t760 = xor i32 %t759, %t758, !dbg !316
  %t761 = mul i32 %t760, 507387666, !dbg !317
  %t762 = add i32 %t761, 56, !dbg !318
  %t763 = ashr i32 %t762, 4, !dbg !319
  %t764 = xor i32 %t763, %t762, !dbg !320
  %t765 = mul i32 %t764, 99782323, !dbg !321
  %t766 = add i32 %t765, 57, !dbg !322
  %t767 = ashr i32 %t766, 5, !dbg !323
  %t768 = xor i32 %t767, %t766, !dbg !324
  %t769 = mul i32 %t768, 1119457644, !dbg !325
  %t770 = add i32 %t769, 58, !dbg !326
  %t771 = ashr i32 %t770, 6, !dbg !327
  %t772 = xor i32 %t771, %t770, !dbg !328
  %t773 = mul i32 %t772, 668724565, !dbg !329
  %t774 = add i32 %t773, 59, !dbg !330
  %t775 = ashr i32 %t774, 7, !dbg !331
  %t776 = xor i32 %t775, %t774, !dbg !332
  %t777 = mul i32 %t776, 375228614, !dbg !333
  %t778 = add i32 %t777, 60, !dbg !334
  %t779 = ashr i32 %t778, 8, !dbg !335
  %t780 = xor i32 %t779, %t778, !dbg !336
  %t781 = mul i32 %t780, 625816725, !dbg !337
  %t782 = add i32 %t781, 61, !dbg !338
  %t783 = ashr i32 %t782, 9, !dbg !339
  %t784 = xor i32 %t783, %t782, !dbg !340
  %t785 = mul i32 %t784, 507435180, !dbg !341
  %t786 = add i32 %t785, 62, !dbg !342
  %t787 = ashr i32 %t786, 10, !dbg !343
  %t788 = xor i32 %t787, %t786, !dbg !344
  %t789 = mul i32 %t788, 99829837, !dbg !345
  %t790 = add i32 %t789, 63, !dbg !346
  %t791 = ashr i32 %t790, 11, !dbg !347
  %t792 = xor i32 %t791, %t790, !dbg !348
  %t793 = mul i32 %t792, 1119505158, !dbg !349
  %t794 = add i32 %t793, 64, !dbg !350
  %t795 = ashr i32 %t794, 12, !dbg !351
  %t796 = xor i32 %t795, %t794, !dbg !352
  %t797 = mul i32 %t796, 668772079, !dbg !353
  %t798 = add i32 %t797, 65, !dbg !354
  %t799 = ashr i32 %t798, 13, !dbg !355
  %t800 = xor i32 %t799, %t798, !dbg !356
  %t801 = mul i32 %t800, 375276128, !dbg !357
  %t802 = add i32 %t801, 66, !dbg !358
  %t803 = ashr i32 %t802, 3, !dbg !359
  %t804 = xor i32 %t803, %t802, !dbg !360
  %t805 = mul i32 %t804, 625864239, !dbg !361
  %t806 = add i32 %t805, 67, !dbg !362
  %t807 = ashr i32 %t806, 4, !dbg !363
  %t808 = xor i32 %t807, %t806, !dbg !364
  %t809 = mul i32 %t808, 507482694, !dbg !365
  %t810 = add i32 %t809, 68, !dbg !366
  %t811 = ashr i32 %t810, 5, !dbg !367
  %t812 = xor i32 %t811, %t810, !dbg !368
  %t813 = mul i32 %t812, 99877351, !dbg !369
  %t814 = add i32 %t813, 69, !dbg !370
  %t815 = ashr i32 %t814, 6, !dbg !371
  %t816 = xor i32 %t815, %t814, !dbg !372
  %t817 = mul i32 %t816, 1119552672, !dbg !373
  %t818 = add i32 %t817, 70, !dbg !374
  %t819 = ashr i32 %t818, 7, !dbg !375
  %t820 = xor i32 %t819, %t818, !dbg !376
  %t821 = mul i32 %t820, 668819593, !dbg !377
  %t822 = add i32 %t821, 71, !dbg !378
  %t823 = ashr i32 %t822, 8, !dbg !379
  %t824 = xor i32 %t823, %t822, !dbg !380
  %t825 = mul i32 %t824, 375323642, !dbg !381
  %t826 = add i32 %t825, 72, !dbg !382
  %t827 = ashr i32 %t826, 9, !dbg !383
  %t828 = xor i32 %t827, %t826, !dbg !384
  %t829 = mul i32 %t828, 625911753, !dbg !385
  %t830 = add i32 %t829, 73, !dbg !386
  %t831 = ashr i32 %t830, 10, !dbg !387
  %t832 = xor i32 %t831, %t830, !dbg !388
  %t833 = mul i32 %t832, 507530208, !dbg !389
  %t834 = add i32 %t833, 74, !dbg !390
  %t835 = ashr i32 %t834, 11, !dbg !391
  %t836 = xor i32 %t835, %t834, !dbg !392
  %t837 = mul i32 %t836, 99924865, !dbg !393
  %t838 = add i32 %t837, 75, !dbg !394
  %t839 = ashr i32 %t838, 12, !dbg !395
  %t840 = xor i32 %t839, %t838, !dbg !396
  %t841 = mul i32 %t840, 1119600186, !dbg !397
  %t842 = add i32 %t841, 76, !dbg !398
  %t843 = ashr i32 %t842, 13, !dbg !399
  %t844 = xor i32 %t843, %t842, !dbg !400
  %t845 = mul i32 %t844, 668867107, !dbg !401
  %t846 = add i32 %t845, 77, !dbg !402
  %t847 = ashr i32 %t846, 3, !dbg !403
  %t848 = xor i32 %t847, %t846, !dbg !404
  %t849 = mul i32 %t848, 375371156, !dbg !405
  %t850 = add i32 %t849, 78, !dbg !406
  %t851 = ashr i32 %t850, 4, !dbg !407
  %t852 = xor i32 %t851, %t850, !dbg !408
  %t853 = mul i32 %t852, 625959267, !dbg !409
  %t854 = add i32 %t853, 79, !dbg !410
  %t855 = ashr i32 %t854, 5, !dbg !411
  %t856 = xor i32 %t855, %t854, !dbg !412
  %t857 = mul i32 %t856, 507577722, !dbg !413
  %t858 = add i32 %t857, 80, !dbg !414
  %t859 = ashr i32 %t858, 6, !dbg !415
  %t860 = xor i32 %t859, %t858, !dbg !416
  %t861 = mul i32 %t860, 99972379, !dbg !417
  %t862 = add i32 %t861, 81, !dbg !418
  %t863 = ashr i32 %t862, 7, !dbg !419
  %t864 = xor i32 %t863, %t862, !dbg !420
  %t865 = mul i32 %t864, 1119647700, !dbg !421
  %t866 = add i32 %t865, 82, !dbg !422
  %t867 = ashr i32 %t866, 8, !dbg !423
  %t868 = xor i32 %t867, %t866, !dbg !424
  %t869 = mul i32 %t868, 668914621, !dbg !425
  %t870 = add i32 %t869, 83, !dbg !426
  %t871 = ashr i32 %t870, 9, !dbg !427
  %t872 = xor i32 %t871, %t870, !dbg !428
  %t873 = mul i32 %t872, 375418670, !dbg !429
  %t874 = add i32 %t873, 84, !dbg !430
  %t875 = ashr i32 %t874, 10, !dbg !431
  %t876 = xor i32 %t875, %t874, !dbg !432
  %t877 = mul i32 %t876, 626006781, !dbg !433
  %t878 = add i32 %t877, 85, !dbg !434
  %t879 = ashr i32 %t878, 11, !dbg !435
  %t880 = xor i32 %t879, %t878, !dbg !436
  %t881 = mul i32 %t880, 507625236, !dbg !437
  %t882 = add i32 %t881, 86, !dbg !438
  %t883 = ashr i32 %t882, 12, !dbg !439
  %t884 = xor i32 %t883, %t882, !dbg !440
  %t885 = mul i32 %t884, 100019893, !dbg !441
  %t886 = add i32 %t885, 87, !dbg !442
  %t887 = ashr i32 %t886, 13, !dbg !443
  %t888 = xor i32 %t887, %t886, !dbg !444
  %t889 = mul i32 %t888, 1119695214, !dbg !445
  %t890 = add i32 %t889, 88, !dbg !446
  %t891 = ashr i32 %t890, 3, !dbg !447
  %t892 = xor i32 %t891, %t890, !dbg !448
  %t893 = mul i32 %t892, 668962135, !dbg !449
  %t894 = add i32 %t893, 89, !dbg !450
  %t895 = ashr i32 %t894, 4, !dbg !451
  %t896 = xor i32 %t895, %t894, !dbg !452
  %t897 = mul i32 %t896, 375466184, !dbg !453
  %t898 = add i32 %t897, 90, !dbg !454
  %t899 = ashr i32 %t898, 5, !dbg !455
  %t900 = xor i32 %t899, %t898, !dbg !456
  %t901 = mul i32 %t900, 626054295, !dbg !457
  %t902 = add i32 %t901, 91, !dbg !458
  %t903 = ashr i32 %t902, 6, !dbg !459
  %t904 = xor i32 %t903, %t902, !dbg !460
  %t905 = mul i32 %t904, 507672750, !dbg !461
  %t906 = add i32 %t905, 92, !dbg !462
  %t907 = ashr i32 %t906, 7, !dbg !463
  %t908 = xor i32 %t907, %t906, !dbg !464
  %t909 = mul i32 %t908, 100067407, !dbg !465
  %t910 = add i32 %t909, 93, !dbg !466
  %t911 = ashr i32 %t910, 8, !dbg !467
  %t912 = xor i32 %t911, %t910, !dbg !468
  %t913 = mul i32 %t912, 1119742728, !dbg !469
  %t914 = add i32 %t913, 94, !dbg !470
  %t915 = ashr i32 %t914, 9, !dbg !471
  %t916 = xor i32 %t915, %t914, !dbg !472
  %t917 = mul i32 %t916, 669009649, !dbg !473
  %t918 = add i32 %t917, 95, !dbg !474
  %t919 = ashr i32 %t918, 10, !dbg !475
  %t920 = xor i32 %t919, %t918, !dbg !476
  %t921 = mul i32 %t920, 375513698, !dbg !477
  %t922 = add i32 %t921, 96, !dbg !478
  %t923 = ashr i32 %t922, 11, !dbg !479
  %t924 = xor i32 %t923, %t922, !dbg !480
  %t925 = mul i32 %t924, 626101809, !dbg !481
  %t926 = add i32 %t925, 97, !dbg !482
  %t927 = ashr i32 %t926, 12, !dbg !483
  %t928 = xor i32 %t927, %t926, !dbg !484
  %t929 = mul i32 %t928, 507720264, !dbg !485
  %t930 = add i32 %t929, 98, !dbg !486
  %t931 = ashr i32 %t930, 13, !dbg !487
  %t932 = xor i32 %t931, %t930, !dbg !488
  %t933 = mul i32 %t932, 100114921, !dbg !489
  %t934 = add i32 %t933, 99, !dbg !490
  %t935 = ashr i32 %t934, 3, !dbg !491
  %t936 = xor i32 %t935, %t934, !dbg !492
  %t937 = mul i32 %t936, 1119790242, !dbg !493
  %t938 = add i32 %t937, 100, !dbg !494
  %t939 = ashr i32 %t938, 4, !dbg !495
  %t940 = xor i32 %t939, %t938, !dbg !496
  %t941 = mul i32 %t940, 669057163, !dbg !497
  %t942 = add i32 %t941, 101, !dbg !498
  %t943 = ashr i32 %t942, 5, !dbg !499
  %t944 = xor i32 %t943, %t942, !dbg !500
  %t945 = mul i32 %t944, 375561212, !dbg !501
  %t946 = add i32 %t945, 102, !dbg !502
  %t947 = ashr i32 %t946, 6, !dbg !503
  %t948 = xor i32 %t947, %t946, !dbg !504
  %t949 = mul i32 %t948, 626149323, !dbg !505
  %t950 = add i32 %t949, 103, !dbg !506
  %t951 = ashr i32 %t950, 7, !dbg !507
  %t952 = xor i32 %t951, %t950, !dbg !508
  %t953 = mul i32 %t952, 507767778, !dbg !509
  %t954 = add i32 %t953, 104, !dbg !510
  %t955 = ashr i32 %t954, 8, !dbg !511
  %t956 = xor i32 %t955, %t954, !dbg !512
  %t957 = mul i32 %t956, 100162435, !dbg !513
  %t958 = add i32 %t957, 105, !dbg !514
  %t959 = ashr i32 %t958, 9, !dbg !515
  %t960 = xor i32 %t959, %t958, !dbg !516
  %t961 = mul i32 %t960, 1119837756, !dbg !517
  %t962 = add i32 %t961, 106, !dbg !518
  %t963 = ashr i32 %t962, 10, !dbg !519
  %t964 = xor i32 %t963, %t962, !dbg !520
  %t965 = mul i32 %t964, 669104677, !dbg !521
  %t966 = add i32 %t965, 107, !dbg !522
  %t967 = ashr i32 %t966, 11, !dbg !523
  %t968 = xor i32 %t967, %t966, !dbg !524
  %t969 = mul i32 %t968, 375608726, !dbg !525
  %t970 = add i32 %t969, 108, !dbg !526
  %t971 = ashr i32 %t970, 12, !dbg !527
  %t972 = xor i32 %t971, %t970, !dbg !528
  %t973 = mul i32 %t972, 626196837, !dbg !529
  %t974 = add i32 %t973, 109, !dbg !530
  %t975 = ashr i32 %t974, 13, !dbg !531
  %t976 = xor i32 %t975, %t974, !dbg !532
  %t977 = mul i32 %t976, 507815292, !dbg !533
  %t978 = add i32 %t977, 110, !dbg !534
  %t979 = ashr i32 %t978, 3, !dbg !535
  %t980 = xor i32 %t979, %t978, !dbg !536
  %t981 = mul i32 %t980, 100209949, !dbg !537
  %t982 = add i32 %t981, 111, !dbg !538
  %t983 = ashr i32 %t982, 4, !dbg !539
  %t984 = xor i32 %t983, %t982, !dbg !540
  %t985 = mul i32 %t984, 1119885270, !dbg !541
  %t986 = add i32 %t985, 112, !dbg !542
  %t987 = ashr i32 %t986, 5, !dbg !543
  %t988 = xor i32 %t987, %t986, !dbg !544
  %t989 = mul i32 %t988, 669152191, !dbg !545
  %t990 = add i32 %t989, 113, !dbg !546
  %t991 = ashr i32 %t990, 6, !dbg !547
  %t992 = xor i32 %t991, %t990, !dbg !548
  %t993 = mul i32 %t992, 375656240, !dbg !549
  %t994 = add i32 %t993, 114, !dbg !550
  %t995 = ashr i32 %t994, 7, !dbg !551
  %t996 = xor i32 %t995, %t994, !dbg !552
  %t997 = mul i32 %t996, 626244351, !dbg !553
  %t998 = add i32 %t997, 115, !dbg !554
  %t999 = ashr i32 %t998, 8, !dbg !555
  %t1000 = xor i32 %t999, %t998, !dbg !556
  %t1001 = mul i32 %t1000, 507862806, !dbg !557
  %t1002 = add i32 %t1001, 116, !dbg !558
  %t1003 = ashr i32 %t1002, 9, !dbg !559
  %t1004 = xor i32 %t1003, %t1002, !dbg !560
  %t1005 = mul i32 %t1004, 100257463, !dbg !561
  %t1006 = add i32 %t1005, 117, !dbg !562
  %t1007 = ashr i32 %t1006, 10, !dbg !563
  %t1008 = xor i32 %t1007, %t1006, !dbg !564
  %t1009 = mul i32 %t1008, 1119932784, !dbg !565
  %t1010 = add i32 %t1009, 118, !dbg !566
  %t1011 = ashr i32 %t1010, 11, !dbg !567
  %t1012 = xor i32 %t1011, %t1010, !dbg !568
  %t1013 = mul i32 %t1012, 669199705, !dbg !569
  %t1014 = add i32 %t1013, 119, !dbg !570
  %t1015 = ashr i32 %t1014, 12, !dbg !571
  %t1016 = xor i32 %t1015, %t1014, !dbg !572
  %t1017 = mul i32 %t1016, 375703754, !dbg !573
  %t1018 = add i32 %t1017, 120, !dbg !574
  %t1019 = ashr i32 %t1018, 13, !dbg !575
  %t1020 = xor i32 %t1019, %t1018, !dbg !576
  %t1021 = mul i32 %t1020, 626291865, !dbg !577
  %t1022 = add i32 %t1021, 121, !dbg !578
  %t1023 = ashr i32 %t1022, 3, !dbg !579
  %t1024 = xor i32 %t1023, %t1022, !dbg !580
  %t1025 = mul i32 %t1024, 507910320, !dbg !581
  %t1026 = add i32 %t1025, 122, !dbg !582
  %t1027 = ashr i32 %t1026, 4, !dbg !583
  %t1028 = xor i32 %t1027, %t1026, !dbg !584
  %t1029 = mul i32 %t1028, 100304977, !dbg !585
  %t1030 = add i32 %t1029, 123, !dbg !586
  %t1031 = ashr i32 %t1030, 5, !dbg !587
  %t1032 = xor i32 %t1031, %t1030, !dbg !588
  %t1033 = mul i32 %t1032, 1119980298, !dbg !589
  %t1034 = add i32 %t1033, 124, !dbg !590
  %t1035 = ashr i32 %t1034, 6, !dbg !591
  %t1036 = xor i32 %t1035, %t1034, !dbg !592
  %t1037 = mul i32 %t1036, 669247219, !dbg !593
  %t1038 = add i32 %t1037, 125, !dbg !594
  %t1039 = ashr i32 %t1038, 7, !dbg !595
  %t1040 = xor i32 %t1039, %t1038, !dbg !596
  %t1041 = mul i32 %t1040, 375751268, !dbg !597
  %t1042 = add i32 %t1041, 126, !dbg !598
  %t1043 = ashr i32 %t1042, 8, !dbg !599
  %t1044 = xor i32 %t1043, %t1042, !dbg !600
  %t1045 = mul i32 %t1044, 626339379, !dbg !601
  %t1046 = add i32 %t1045, 127, !dbg !602
  %t1047 = ashr i32 %t1046, 9, !dbg !603
  %t1048 = xor i32 %t1047, %t1046, !dbg !604
  %t1049 = mul i32 %t1048, 507957834, !dbg !605
  %t1050 = add i32 %t1049, 128, !dbg !606
  %t1051 = ashr i32 %t1050, 10, !dbg !607
  %t1052 = xor i32 %t1051, %t1050, !dbg !608
  %t1053 = mul i32 %t1052, 100352491, !dbg !609
  %t1054 = add i32 %t1053, 129, !dbg !610
  %t1055 = ashr i32 %t1054, 11, !dbg !611
  %t1056 = xor i32 %t1055, %t1054, !dbg !612
  %t1057 = mul i32 %t1056, 1120027812, !dbg !613
  %t1058 = add i32 %t1057, 130, !dbg !614
  store i32 %t1058, ptr addrspace(3) %t532, align 4, !dbg !615
  fence syncscope("workgroup") release, !dbg !616
  tail call void @llvm.amdgcn.s.barrier(), !dbg !616
  fence syncscope("workgroup") acquire, !dbg !616
  %.28 = load i32, ptr addrspace(3) %t535, align 4, !dbg !619
  fence syncscope("workgroup") release, !dbg !620
  tail call void @llvm.amdgcn.s.barrier(), !dbg !620
  fence syncscope("workgroup") acquire, !dbg !620
  %t1062 = add i32 %.28, %.20, !dbg !623
  %t1064 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t8, !dbg !624
  store i32 %t1062, ptr addrspace(1) %t1064, align 4, !dbg !624
  ret void, !dbg !624
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eNearLimit(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #1 !dbg !625 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !626
  %t3 = sext i32 %.7 to i64, !dbg !626
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !626
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !626
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !626, !invariant.load !6
  %t5 = zext i16 %.10 to i64
  %t6 = mul nsw i64 %t5, %t3, !dbg !626
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !626
  %t8 = sext i32 %.12 to i64, !dbg !626
  %t9 = add nsw i64 %t6, %t8, !dbg !626
  %t11 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t9, !dbg !627
  %.13 = load float, ptr addrspace(1) %t11, align 4, !dbg !627, !amdgpu.noclobber !6
  %t13 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eNearLimit.shared.1, i32 %.12, !dbg !628
  store float %.13, ptr addrspace(3) %t13, align 4, !dbg !628
  fence syncscope("workgroup") release, !dbg !629
  tail call void @llvm.amdgcn.s.barrier(), !dbg !629
  fence syncscope("workgroup") acquire, !dbg !629
  %t14 = add nsw i64 %t8, 1, !dbg !630
  %.14 = icmp eq i16 %.10, 0, !dbg !631
  %.17 = select i1 %.14, i64 1, i64 %t5, !dbg !631
  %.18 = srem i64 %t14, %.17, !dbg !631
  %.19 = select i1 %.14, i64 %t14, i64 %.18, !dbg !631
  %0 = trunc i64 %.19 to i32, !dbg !632
  %t16 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eNearLimit.shared.1, i32 %0, !dbg !632
  %.20 = load float, ptr addrspace(3) %t16, align 4, !dbg !632
  %.21 = load float, ptr addrspace(1) %t11, align 4, !dbg !633, !amdgpu.noclobber !6
  %t19 = fmul float %.21, 2.000000e+00, !dbg !634
  %t20 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eNearLimit.shared.0, i32 %.12, !dbg !635
  store float %t19, ptr addrspace(3) %t20, align 4, !dbg !635
  fence syncscope("workgroup") release, !dbg !636
  tail call void @llvm.amdgcn.s.barrier(), !dbg !636
  fence syncscope("workgroup") acquire, !dbg !636
  %t22 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eNearLimit.shared.0, i32 %0, !dbg !637
  %.28 = load float, ptr addrspace(3) %t22, align 4, !dbg !637
  fence syncscope("workgroup") release, !dbg !638
  tail call void @llvm.amdgcn.s.barrier(), !dbg !638
  fence syncscope("workgroup") acquire, !dbg !638
  %t24 = fadd float %.20, %.28, !dbg !639
  %.29 = load float, ptr addrspace(1) %t11, align 4, !dbg !640, !amdgpu.noclobber !6
  %t26 = fmul float %.29, 3.000000e+00, !dbg !641
  store float %t26, ptr addrspace(3) %t20, align 4, !dbg !635
  fence syncscope("workgroup") release, !dbg !636
  tail call void @llvm.amdgcn.s.barrier(), !dbg !636
  fence syncscope("workgroup") acquire, !dbg !636
  %.36 = load float, ptr addrspace(3) %t22, align 4, !dbg !637
  fence syncscope("workgroup") release, !dbg !638
  tail call void @llvm.amdgcn.s.barrier(), !dbg !638
  fence syncscope("workgroup") acquire, !dbg !638
  %t30 = fadd float %t24, %.36, !dbg !642
  %t32 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t9, !dbg !643
  store float %t30, ptr addrspace(1) %t32, align 4, !dbg !643
  ret void, !dbg !643
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eRotate(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #1 !dbg !644 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !645
  %t2 = sext i32 %.7 to i64, !dbg !645
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !645
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !645
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !645, !invariant.load !6
  %t4 = zext i16 %.10 to i64
  %t5 = mul nsw i64 %t4, %t2, !dbg !645
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !645
  %t7 = sext i32 %.12 to i64, !dbg !645
  %t8 = add nsw i64 %t5, %t7, !dbg !645
  %t10 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t8, !dbg !646
  %.13 = load float, ptr addrspace(1) %t10, align 4, !dbg !646, !amdgpu.noclobber !6
  %t12 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eRotate.shared.0, i32 %.12, !dbg !647
  store float %.13, ptr addrspace(3) %t12, align 4, !dbg !647
  fence syncscope("workgroup") release, !dbg !648
  tail call void @llvm.amdgcn.s.barrier(), !dbg !648
  fence syncscope("workgroup") acquire, !dbg !648
  %t14 = add nsw i64 %t7, 1, !dbg !649
  %.15 = icmp eq i16 %.10, 0, !dbg !650
  %.18 = select i1 %.15, i64 1, i64 %t4, !dbg !650
  %.19 = srem i64 %t14, %.18, !dbg !650
  %.20 = select i1 %.15, i64 %t14, i64 %.19, !dbg !650
  %0 = trunc i64 %.20 to i32, !dbg !651
  %t16 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eRotate.shared.0, i32 %0, !dbg !651
  %.21 = load float, ptr addrspace(3) %t16, align 4, !dbg !651
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t8, !dbg !652
  store float %.21, ptr addrspace(1) %t19, align 4, !dbg !652
  ret void, !dbg !652
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eLayouts(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #1 !dbg !653 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !654
  %t4 = icmp eq i32 %.4, 0, !dbg !655
  br i1 %t4, label %b1, label %b2, !dbg !655

b1:                                               ; preds = %entry
  store float 1.000000e+00, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eLayouts.shared.0.0, align 16, !dbg !656
  br label %b2, !dbg !656

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release, !dbg !657
  tail call void @llvm.amdgcn.s.barrier(), !dbg !657
  fence syncscope("workgroup") acquire, !dbg !657
  fence syncscope("workgroup") release, !dbg !658
  tail call void @llvm.amdgcn.s.barrier(), !dbg !658
  fence syncscope("workgroup") acquire, !dbg !658
  br i1 %t4, label %b3, label %b4, !dbg !655

b3:                                               ; preds = %b2
  store float 2.000000e+00, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eLayouts.shared.0.0, align 16, !dbg !656
  br label %b4, !dbg !656

b4:                                               ; preds = %b3, %b2
  fence syncscope("workgroup") release, !dbg !657
  tail call void @llvm.amdgcn.s.barrier(), !dbg !657
  fence syncscope("workgroup") acquire, !dbg !657
  fence syncscope("workgroup") release, !dbg !658
  tail call void @llvm.amdgcn.s.barrier(), !dbg !658
  fence syncscope("workgroup") acquire, !dbg !658
  br i1 %t4, label %b5, label %b6, !dbg !655

b5:                                               ; preds = %b4
  store i64 3, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eLayouts.shared.1.0, align 16, !dbg !656
  br label %b6, !dbg !656

b6:                                               ; preds = %b5, %b4
  fence syncscope("workgroup") release, !dbg !657
  tail call void @llvm.amdgcn.s.barrier(), !dbg !657
  fence syncscope("workgroup") acquire, !dbg !657
  fence syncscope("workgroup") release, !dbg !658
  tail call void @llvm.amdgcn.s.barrier(), !dbg !658
  fence syncscope("workgroup") acquire, !dbg !658
  br i1 %t4, label %b7, label %b8, !dbg !655

b7:                                               ; preds = %b6
  store i64 4, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eLayouts.shared.1.0, align 16, !dbg !656
  br label %b8, !dbg !656

b8:                                               ; preds = %b7, %b6
  %t3 = sext i32 %.4 to i64, !dbg !654
  fence syncscope("workgroup") release, !dbg !657
  tail call void @llvm.amdgcn.s.barrier(), !dbg !657
  fence syncscope("workgroup") acquire, !dbg !657
  fence syncscope("workgroup") release, !dbg !658
  tail call void @llvm.amdgcn.s.barrier(), !dbg !658
  fence syncscope("workgroup") acquire, !dbg !658
  %.9 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !659
  %t14 = sext i32 %.9 to i64, !dbg !659
  %.10 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !659
  %.11 = getelementptr inbounds i8, ptr addrspace(4) %.10, i64 4, !dbg !659
  %.12 = load i16, ptr addrspace(4) %.11, align 4, !dbg !659, !invariant.load !6
  %t16 = zext i16 %.12 to i64
  %t17 = mul nsw i64 %t16, %t14, !dbg !659
  %t18 = add nsw i64 %t17, %t3, !dbg !659
  %t19 = shl nsw i64 %t18, 2, !dbg !660
  fence syncscope("workgroup") release, !dbg !657
  tail call void @llvm.amdgcn.s.barrier(), !dbg !657
  fence syncscope("workgroup") acquire, !dbg !657
  %.14 = load float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eLayouts.shared.0.0, align 16, !dbg !661
  fence syncscope("workgroup") release, !dbg !658
  tail call void @llvm.amdgcn.s.barrier(), !dbg !658
  fence syncscope("workgroup") acquire, !dbg !658
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t19, !dbg !662
  store float %.14, ptr addrspace(1) %t22, align 4, !dbg !662
  %t23 = or i64 %t19, 1, !dbg !663
  fence syncscope("workgroup") release, !dbg !657
  tail call void @llvm.amdgcn.s.barrier(), !dbg !657
  fence syncscope("workgroup") acquire, !dbg !657
  %.15 = load float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eLayouts.shared.0.0, align 16, !dbg !661
  fence syncscope("workgroup") release, !dbg !658
  tail call void @llvm.amdgcn.s.barrier(), !dbg !658
  fence syncscope("workgroup") acquire, !dbg !658
  %t25 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t23, !dbg !664
  store float %.15, ptr addrspace(1) %t25, align 4, !dbg !664
  %t26 = or i64 %t19, 2, !dbg !665
  fence syncscope("workgroup") release, !dbg !657
  tail call void @llvm.amdgcn.s.barrier(), !dbg !657
  fence syncscope("workgroup") acquire, !dbg !657
  %.16 = load i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eLayouts.shared.1.0, align 16, !dbg !661
  fence syncscope("workgroup") release, !dbg !658
  tail call void @llvm.amdgcn.s.barrier(), !dbg !658
  fence syncscope("workgroup") acquire, !dbg !658
  %t28 = sitofp i64 %.16 to float, !dbg !666
  %t29 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t26, !dbg !667
  store float %t28, ptr addrspace(1) %t29, align 4, !dbg !667
  %t30 = or i64 %t19, 3, !dbg !668
  fence syncscope("workgroup") release, !dbg !657
  tail call void @llvm.amdgcn.s.barrier(), !dbg !657
  fence syncscope("workgroup") acquire, !dbg !657
  %.17 = load i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eLayouts.shared.1.0, align 16, !dbg !661
  fence syncscope("workgroup") release, !dbg !658
  tail call void @llvm.amdgcn.s.barrier(), !dbg !658
  fence syncscope("workgroup") acquire, !dbg !658
  %t32 = sitofp i64 %.17 to float, !dbg !669
  %t33 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t30, !dbg !670
  store float %t32, ptr addrspace(1) %t33, align 4, !dbg !670
  ret void, !dbg !670
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn writeonly
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eDynLen(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #2 !dbg !671 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !672
  %t1 = sext i32 %.4 to i64, !dbg !672
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !672
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !672
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !672, !invariant.load !6
  %t3 = zext i16 %.7 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !672
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !672
  %t6 = sext i32 %.9 to i64, !dbg !672
  %t7 = sub nsw i64 0, %t6, !dbg !673
  %t8 = icmp eq i64 %t4, %t7, !dbg !673
  br i1 %t8, label %b1, label %b2, !dbg !673

b1:                                               ; preds = %entry
  %.11 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 28, !dbg !674
  %.12 = load i32, ptr addrspace(4) %.11, align 4, !dbg !674, !invariant.load !6
  %.13 = tail call i32 @llvm.amdgcn.groupstaticsize(), !dbg !674
  %.14 = sub i32 %.12, %.13, !dbg !674
  %t10 = sext i32 %.14 to i64, !dbg !674
  %t11 = ashr i64 %t10, 63, !dbg !674
  %t12 = and i64 %t11, 3, !dbg !674
  %t13 = add nsw i64 %t12, %t10, !dbg !674
  %t14 = ashr i64 %t13, 2, !dbg !674
  store i64 %t14, ptr addrspace(1) %a0, align 8, !dbg !675
  %t17 = and i64 %t11, 7, !dbg !676
  %t18 = add nsw i64 %t17, %t10, !dbg !676
  %t19 = ashr i64 %t18, 3, !dbg !676
  %t20 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 1, !dbg !677
  store i64 %t19, ptr addrspace(1) %t20, align 8, !dbg !677
  br label %b2, !dbg !677

b2:                                               ; preds = %b1, %entry
  ret void, !dbg !677
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.groupstaticsize() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: nounwind readonly
declare i32 @llvm.read_register.i32(metadata) #7

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #1 = { mustprogress nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn writeonly "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #5 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #6 = { convergent mustprogress nounwind willreturn }
attributes #7 = { nounwind readonly }
attributes #8 = { convergent }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "devshared.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eBlockSums", scope: !1, file: !1, line: 54, type: !5, scopeLine: 54, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 55, column: 21, scope: !4)
!8 = !DILocation(line: 55, column: 50, scope: !4)
!9 = !DILocation(line: 56, column: 23, scope: !4)
!10 = !DILocation(line: 26, column: 24, scope: !4)
!11 = !DILocation(line: 15, column: 21, scope: !4)
!12 = !{!"exec_lo"}
!13 = !DILocation(line: 15, column: 3, scope: !4)
!14 = !DILocation(line: 26, column: 43, scope: !4)
!15 = !DILocation(line: 28, column: 10, scope: !4)
!16 = !DILocation(line: 29, column: 4, scope: !4)
!17 = !DILocation(line: 31, column: 15, scope: !4)
!18 = !DILocation(line: 32, column: 10, scope: !4)
!19 = !DILocation(line: 35, column: 9, scope: !4)
!20 = !DILocation(line: 34, column: 27, scope: !4)
!21 = !DILocation(line: 34, column: 11, scope: !4)
!22 = !DILocation(line: 38, column: 11, scope: !4)
!23 = !DILocation(line: 39, column: 5, scope: !4)
!24 = !DILocation(line: 42, column: 15, scope: !4)
!25 = !DILocation(line: 43, column: 8, scope: !4)
!26 = !DILocation(line: 44, column: 15, scope: !4)
!27 = !DILocation(line: 57, column: 25, scope: !4)
!28 = !DILocation(line: 57, column: 23, scope: !4)
!29 = !DILocation(line: 57, column: 18, scope: !4)
!30 = !DILocation(line: 60, column: 22, scope: !4)
!31 = !DILocation(line: 61, column: 9, scope: !4)
!32 = !DILocation(line: 61, column: 19, scope: !4)
!33 = !DILocation(line: 61, column: 12, scope: !4)
!34 = !DILocation(line: 14, column: 24, scope: !4)
!35 = !DILocation(line: 59, column: 21, scope: !4)
!36 = !DILocation(line: 59, column: 32, scope: !4)
!37 = !DILocation(line: 59, column: 24, scope: !4)
!38 = !DILocation(line: 61, column: 21, scope: !4)
!39 = !DILocation(line: 61, column: 7, scope: !4)
!40 = !DILocation(line: 64, column: 21, scope: !4)
!41 = !DILocation(line: 65, column: 8, scope: !4)
!42 = !DILocation(line: 65, column: 20, scope: !4)
!43 = !DILocation(line: 65, column: 6, scope: !4)
!44 = !DILocation(line: 65, column: 16, scope: !4)
!45 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally", scope: !1, file: !1, line: 127, type: !5, scopeLine: 127, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = !DILocation(line: 128, column: 17, scope: !45)
!47 = !DILocation(line: 81, column: 16, scope: !45)
!48 = !DILocation(line: 81, column: 21, scope: !45)
!49 = !DILocation(line: 83, column: 5, scope: !45)
!50 = !DILocation(line: 88, column: 15, scope: !45)
!51 = !DILocation(line: 90, column: 15, scope: !45)
!52 = !DILocation(line: 130, column: 16, scope: !45)
!53 = !DILocation(line: 131, column: 24, scope: !45)
!54 = !DILocation(line: 85, column: 5, scope: !45)
!55 = !DILocation(line: 85, column: 4, scope: !45)
!56 = !DILocation(line: 130, column: 22, scope: !45)
!57 = !DILocation(line: 112, column: 21, scope: !45)
!58 = !DILocation(line: 113, column: 4, scope: !45)
!59 = !DILocation(line: 113, column: 10, scope: !45)
!60 = !DILocation(line: 115, column: 15, scope: !45)
!61 = !DILocation(line: 116, column: 19, scope: !45)
!62 = !DILocation(line: 117, column: 19, scope: !45)
!63 = !DILocation(line: 98, column: 21, scope: !45)
!64 = !DILocation(line: 99, column: 4, scope: !45)
!65 = !DILocation(line: 101, column: 15, scope: !45)
!66 = !DILocation(line: 102, column: 8, scope: !45)
!67 = !DILocation(line: 103, column: 15, scope: !45)
!68 = !DILocation(line: 89, column: 8, scope: !45)
!69 = !DILocation(line: 136, column: 21, scope: !45)
!70 = !DILocation(line: 137, column: 8, scope: !45)
!71 = !DILocation(line: 137, column: 20, scope: !45)
!72 = !DILocation(line: 137, column: 6, scope: !45)
!73 = !DILocation(line: 137, column: 16, scope: !45)
!74 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain", scope: !1, file: !1, line: 146, type: !5, scopeLine: 146, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!75 = !DILocation(line: 147, column: 17, scope: !74)
!76 = !DILocation(line: 81, column: 16, scope: !74)
!77 = !DILocation(line: 81, column: 21, scope: !74)
!78 = !DILocation(line: 83, column: 5, scope: !74)
!79 = !DILocation(line: 88, column: 15, scope: !74)
!80 = !DILocation(line: 90, column: 15, scope: !74)
!81 = !DILocation(line: 150, column: 27, scope: !74)
!82 = !DILocation(line: 150, column: 30, scope: !74)
!83 = !DILocation(line: 151, column: 30, scope: !74)
!84 = !DILocation(line: 151, column: 45, scope: !74)
!85 = !DILocation(line: 151, column: 28, scope: !74)
!86 = !DILocation(line: 85, column: 5, scope: !74)
!87 = !DILocation(line: 85, column: 4, scope: !74)
!88 = !DILocation(line: 89, column: 8, scope: !74)
!89 = !DILocation(line: 151, column: 18, scope: !74)
!90 = !DILocation(line: 153, column: 21, scope: !74)
!91 = !DILocation(line: 154, column: 6, scope: !74)
!92 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eMixTwice", scope: !1, file: !1, line: 442, type: !5, scopeLine: 442, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!93 = !DILocation(line: 443, column: 14, scope: !92)
!94 = !DILocation(line: 444, column: 25, scope: !92)
!95 = !DILocation(line: 300, column: 10, scope: !92)
!96 = !DILocation(line: 300, column: 8, scope: !92)
!97 = !DILocation(line: 300, column: 14, scope: !92)
!98 = !DILocation(line: 300, column: 25, scope: !92)
!99 = !DILocation(line: 301, column: 10, scope: !92)
!100 = !DILocation(line: 301, column: 8, scope: !92)
!101 = !DILocation(line: 301, column: 14, scope: !92)
!102 = !DILocation(line: 301, column: 25, scope: !92)
!103 = !DILocation(line: 302, column: 10, scope: !92)
!104 = !DILocation(line: 302, column: 8, scope: !92)
!105 = !DILocation(line: 302, column: 14, scope: !92)
!106 = !DILocation(line: 302, column: 24, scope: !92)
!107 = !DILocation(line: 303, column: 10, scope: !92)
!108 = !DILocation(line: 303, column: 8, scope: !92)
!109 = !DILocation(line: 303, column: 14, scope: !92)
!110 = !DILocation(line: 303, column: 26, scope: !92)
!111 = !DILocation(line: 304, column: 10, scope: !92)
!112 = !DILocation(line: 304, column: 8, scope: !92)
!113 = !DILocation(line: 304, column: 14, scope: !92)
!114 = !DILocation(line: 304, column: 25, scope: !92)
!115 = !DILocation(line: 305, column: 10, scope: !92)
!116 = !DILocation(line: 305, column: 8, scope: !92)
!117 = !DILocation(line: 305, column: 14, scope: !92)
!118 = !DILocation(line: 305, column: 25, scope: !92)
!119 = !DILocation(line: 306, column: 10, scope: !92)
!120 = !DILocation(line: 306, column: 8, scope: !92)
!121 = !DILocation(line: 306, column: 14, scope: !92)
!122 = !DILocation(line: 306, column: 25, scope: !92)
!123 = !DILocation(line: 307, column: 10, scope: !92)
!124 = !DILocation(line: 307, column: 8, scope: !92)
!125 = !DILocation(line: 307, column: 15, scope: !92)
!126 = !DILocation(line: 307, column: 26, scope: !92)
!127 = !DILocation(line: 308, column: 10, scope: !92)
!128 = !DILocation(line: 308, column: 8, scope: !92)
!129 = !DILocation(line: 308, column: 15, scope: !92)
!130 = !DILocation(line: 308, column: 25, scope: !92)
!131 = !DILocation(line: 309, column: 10, scope: !92)
!132 = !DILocation(line: 309, column: 8, scope: !92)
!133 = !DILocation(line: 309, column: 15, scope: !92)
!134 = !DILocation(line: 309, column: 27, scope: !92)
!135 = !DILocation(line: 310, column: 10, scope: !92)
!136 = !DILocation(line: 310, column: 8, scope: !92)
!137 = !DILocation(line: 310, column: 15, scope: !92)
!138 = !DILocation(line: 310, column: 26, scope: !92)
!139 = !DILocation(line: 311, column: 10, scope: !92)
!140 = !DILocation(line: 311, column: 8, scope: !92)
!141 = !DILocation(line: 311, column: 14, scope: !92)
!142 = !DILocation(line: 311, column: 25, scope: !92)
!143 = !DILocation(line: 312, column: 10, scope: !92)
!144 = !DILocation(line: 312, column: 8, scope: !92)
!145 = !DILocation(line: 312, column: 14, scope: !92)
!146 = !DILocation(line: 312, column: 25, scope: !92)
!147 = !DILocation(line: 313, column: 10, scope: !92)
!148 = !DILocation(line: 313, column: 8, scope: !92)
!149 = !DILocation(line: 313, column: 14, scope: !92)
!150 = !DILocation(line: 313, column: 25, scope: !92)
!151 = !DILocation(line: 314, column: 10, scope: !92)
!152 = !DILocation(line: 314, column: 8, scope: !92)
!153 = !DILocation(line: 314, column: 14, scope: !92)
!154 = !DILocation(line: 314, column: 24, scope: !92)
!155 = !DILocation(line: 315, column: 10, scope: !92)
!156 = !DILocation(line: 315, column: 8, scope: !92)
!157 = !DILocation(line: 315, column: 14, scope: !92)
!158 = !DILocation(line: 315, column: 26, scope: !92)
!159 = !DILocation(line: 316, column: 10, scope: !92)
!160 = !DILocation(line: 316, column: 8, scope: !92)
!161 = !DILocation(line: 316, column: 14, scope: !92)
!162 = !DILocation(line: 316, column: 25, scope: !92)
!163 = !DILocation(line: 317, column: 10, scope: !92)
!164 = !DILocation(line: 317, column: 8, scope: !92)
!165 = !DILocation(line: 317, column: 14, scope: !92)
!166 = !DILocation(line: 317, column: 25, scope: !92)
!167 = !DILocation(line: 318, column: 10, scope: !92)
!168 = !DILocation(line: 318, column: 8, scope: !92)
!169 = !DILocation(line: 318, column: 15, scope: !92)
!170 = !DILocation(line: 318, column: 26, scope: !92)
!171 = !DILocation(line: 319, column: 10, scope: !92)
!172 = !DILocation(line: 319, column: 8, scope: !92)
!173 = !DILocation(line: 319, column: 15, scope: !92)
!174 = !DILocation(line: 319, column: 26, scope: !92)
!175 = !DILocation(line: 320, column: 10, scope: !92)
!176 = !DILocation(line: 320, column: 8, scope: !92)
!177 = !DILocation(line: 320, column: 15, scope: !92)
!178 = !DILocation(line: 320, column: 25, scope: !92)
!179 = !DILocation(line: 321, column: 10, scope: !92)
!180 = !DILocation(line: 321, column: 8, scope: !92)
!181 = !DILocation(line: 321, column: 15, scope: !92)
!182 = !DILocation(line: 321, column: 27, scope: !92)
!183 = !DILocation(line: 322, column: 10, scope: !92)
!184 = !DILocation(line: 322, column: 8, scope: !92)
!185 = !DILocation(line: 322, column: 14, scope: !92)
!186 = !DILocation(line: 322, column: 25, scope: !92)
!187 = !DILocation(line: 323, column: 10, scope: !92)
!188 = !DILocation(line: 323, column: 8, scope: !92)
!189 = !DILocation(line: 323, column: 14, scope: !92)
!190 = !DILocation(line: 323, column: 25, scope: !92)
!191 = !DILocation(line: 324, column: 10, scope: !92)
!192 = !DILocation(line: 324, column: 8, scope: !92)
!193 = !DILocation(line: 324, column: 14, scope: !92)
!194 = !DILocation(line: 324, column: 25, scope: !92)
!195 = !DILocation(line: 325, column: 10, scope: !92)
!196 = !DILocation(line: 325, column: 8, scope: !92)
!197 = !DILocation(line: 325, column: 14, scope: !92)
!198 = !DILocation(line: 325, column: 25, scope: !92)
!199 = !DILocation(line: 326, column: 10, scope: !92)
!200 = !DILocation(line: 326, column: 8, scope: !92)
!201 = !DILocation(line: 326, column: 14, scope: !92)
!202 = !DILocation(line: 326, column: 24, scope: !92)
!203 = !DILocation(line: 327, column: 10, scope: !92)
!204 = !DILocation(line: 327, column: 8, scope: !92)
!205 = !DILocation(line: 327, column: 14, scope: !92)
!206 = !DILocation(line: 327, column: 26, scope: !92)
!207 = !DILocation(line: 328, column: 10, scope: !92)
!208 = !DILocation(line: 328, column: 8, scope: !92)
!209 = !DILocation(line: 328, column: 14, scope: !92)
!210 = !DILocation(line: 328, column: 25, scope: !92)
!211 = !DILocation(line: 329, column: 10, scope: !92)
!212 = !DILocation(line: 329, column: 8, scope: !92)
!213 = !DILocation(line: 329, column: 15, scope: !92)
!214 = !DILocation(line: 329, column: 26, scope: !92)
!215 = !DILocation(line: 330, column: 10, scope: !92)
!216 = !DILocation(line: 330, column: 8, scope: !92)
!217 = !DILocation(line: 330, column: 15, scope: !92)
!218 = !DILocation(line: 330, column: 26, scope: !92)
!219 = !DILocation(line: 331, column: 10, scope: !92)
!220 = !DILocation(line: 331, column: 8, scope: !92)
!221 = !DILocation(line: 331, column: 15, scope: !92)
!222 = !DILocation(line: 331, column: 26, scope: !92)
!223 = !DILocation(line: 332, column: 10, scope: !92)
!224 = !DILocation(line: 332, column: 8, scope: !92)
!225 = !DILocation(line: 332, column: 15, scope: !92)
!226 = !DILocation(line: 332, column: 25, scope: !92)
!227 = !DILocation(line: 333, column: 10, scope: !92)
!228 = !DILocation(line: 333, column: 8, scope: !92)
!229 = !DILocation(line: 333, column: 14, scope: !92)
!230 = !DILocation(line: 333, column: 26, scope: !92)
!231 = !DILocation(line: 334, column: 10, scope: !92)
!232 = !DILocation(line: 334, column: 8, scope: !92)
!233 = !DILocation(line: 334, column: 14, scope: !92)
!234 = !DILocation(line: 334, column: 25, scope: !92)
!235 = !DILocation(line: 335, column: 10, scope: !92)
!236 = !DILocation(line: 335, column: 8, scope: !92)
!237 = !DILocation(line: 335, column: 14, scope: !92)
!238 = !DILocation(line: 335, column: 25, scope: !92)
!239 = !DILocation(line: 336, column: 10, scope: !92)
!240 = !DILocation(line: 336, column: 8, scope: !92)
!241 = !DILocation(line: 336, column: 14, scope: !92)
!242 = !DILocation(line: 336, column: 25, scope: !92)
!243 = !DILocation(line: 337, column: 10, scope: !92)
!244 = !DILocation(line: 337, column: 8, scope: !92)
!245 = !DILocation(line: 337, column: 14, scope: !92)
!246 = !DILocation(line: 337, column: 25, scope: !92)
!247 = !DILocation(line: 338, column: 10, scope: !92)
!248 = !DILocation(line: 338, column: 8, scope: !92)
!249 = !DILocation(line: 338, column: 14, scope: !92)
!250 = !DILocation(line: 338, column: 24, scope: !92)
!251 = !DILocation(line: 339, column: 10, scope: !92)
!252 = !DILocation(line: 339, column: 8, scope: !92)
!253 = !DILocation(line: 339, column: 14, scope: !92)
!254 = !DILocation(line: 339, column: 26, scope: !92)
!255 = !DILocation(line: 340, column: 10, scope: !92)
!256 = !DILocation(line: 340, column: 8, scope: !92)
!257 = !DILocation(line: 340, column: 15, scope: !92)
!258 = !DILocation(line: 340, column: 26, scope: !92)
!259 = !DILocation(line: 341, column: 10, scope: !92)
!260 = !DILocation(line: 341, column: 8, scope: !92)
!261 = !DILocation(line: 341, column: 15, scope: !92)
!262 = !DILocation(line: 341, column: 26, scope: !92)
!263 = !DILocation(line: 342, column: 10, scope: !92)
!264 = !DILocation(line: 342, column: 8, scope: !92)
!265 = !DILocation(line: 342, column: 15, scope: !92)
!266 = !DILocation(line: 342, column: 26, scope: !92)
!267 = !DILocation(line: 343, column: 10, scope: !92)
!268 = !DILocation(line: 343, column: 8, scope: !92)
!269 = !DILocation(line: 343, column: 15, scope: !92)
!270 = !DILocation(line: 343, column: 26, scope: !92)
!271 = !DILocation(line: 344, column: 10, scope: !92)
!272 = !DILocation(line: 344, column: 8, scope: !92)
!273 = !DILocation(line: 344, column: 14, scope: !92)
!274 = !DILocation(line: 344, column: 24, scope: !92)
!275 = !DILocation(line: 345, column: 10, scope: !92)
!276 = !DILocation(line: 345, column: 8, scope: !92)
!277 = !DILocation(line: 345, column: 14, scope: !92)
!278 = !DILocation(line: 345, column: 26, scope: !92)
!279 = !DILocation(line: 346, column: 10, scope: !92)
!280 = !DILocation(line: 346, column: 8, scope: !92)
!281 = !DILocation(line: 346, column: 14, scope: !92)
!282 = !DILocation(line: 346, column: 25, scope: !92)
!283 = !DILocation(line: 347, column: 10, scope: !92)
!284 = !DILocation(line: 347, column: 8, scope: !92)
!285 = !DILocation(line: 347, column: 14, scope: !92)
!286 = !DILocation(line: 347, column: 25, scope: !92)
!287 = !DILocation(line: 348, column: 10, scope: !92)
!288 = !DILocation(line: 348, column: 8, scope: !92)
!289 = !DILocation(line: 348, column: 14, scope: !92)
!290 = !DILocation(line: 348, column: 25, scope: !92)
!291 = !DILocation(line: 349, column: 10, scope: !92)
!292 = !DILocation(line: 349, column: 8, scope: !92)
!293 = !DILocation(line: 349, column: 14, scope: !92)
!294 = !DILocation(line: 349, column: 25, scope: !92)
!295 = !DILocation(line: 350, column: 10, scope: !92)
!296 = !DILocation(line: 350, column: 8, scope: !92)
!297 = !DILocation(line: 350, column: 14, scope: !92)
!298 = !DILocation(line: 350, column: 24, scope: !92)
!299 = !DILocation(line: 351, column: 10, scope: !92)
!300 = !DILocation(line: 351, column: 8, scope: !92)
!301 = !DILocation(line: 351, column: 15, scope: !92)
!302 = !DILocation(line: 351, column: 27, scope: !92)
!303 = !DILocation(line: 352, column: 10, scope: !92)
!304 = !DILocation(line: 352, column: 8, scope: !92)
!305 = !DILocation(line: 352, column: 15, scope: !92)
!306 = !DILocation(line: 352, column: 26, scope: !92)
!307 = !DILocation(line: 353, column: 10, scope: !92)
!308 = !DILocation(line: 353, column: 8, scope: !92)
!309 = !DILocation(line: 353, column: 15, scope: !92)
!310 = !DILocation(line: 353, column: 26, scope: !92)
!311 = !DILocation(line: 354, column: 10, scope: !92)
!312 = !DILocation(line: 354, column: 8, scope: !92)
!313 = !DILocation(line: 354, column: 15, scope: !92)
!314 = !DILocation(line: 354, column: 26, scope: !92)
!315 = !DILocation(line: 355, column: 10, scope: !92)
!316 = !DILocation(line: 355, column: 8, scope: !92)
!317 = !DILocation(line: 355, column: 14, scope: !92)
!318 = !DILocation(line: 355, column: 25, scope: !92)
!319 = !DILocation(line: 356, column: 10, scope: !92)
!320 = !DILocation(line: 356, column: 8, scope: !92)
!321 = !DILocation(line: 356, column: 14, scope: !92)
!322 = !DILocation(line: 356, column: 24, scope: !92)
!323 = !DILocation(line: 357, column: 10, scope: !92)
!324 = !DILocation(line: 357, column: 8, scope: !92)
!325 = !DILocation(line: 357, column: 14, scope: !92)
!326 = !DILocation(line: 357, column: 26, scope: !92)
!327 = !DILocation(line: 358, column: 10, scope: !92)
!328 = !DILocation(line: 358, column: 8, scope: !92)
!329 = !DILocation(line: 358, column: 14, scope: !92)
!330 = !DILocation(line: 358, column: 25, scope: !92)
!331 = !DILocation(line: 359, column: 10, scope: !92)
!332 = !DILocation(line: 359, column: 8, scope: !92)
!333 = !DILocation(line: 359, column: 14, scope: !92)
!334 = !DILocation(line: 359, column: 25, scope: !92)
!335 = !DILocation(line: 360, column: 10, scope: !92)
!336 = !DILocation(line: 360, column: 8, scope: !92)
!337 = !DILocation(line: 360, column: 14, scope: !92)
!338 = !DILocation(line: 360, column: 25, scope: !92)
!339 = !DILocation(line: 361, column: 10, scope: !92)
!340 = !DILocation(line: 361, column: 8, scope: !92)
!341 = !DILocation(line: 361, column: 14, scope: !92)
!342 = !DILocation(line: 361, column: 25, scope: !92)
!343 = !DILocation(line: 362, column: 10, scope: !92)
!344 = !DILocation(line: 362, column: 8, scope: !92)
!345 = !DILocation(line: 362, column: 15, scope: !92)
!346 = !DILocation(line: 362, column: 25, scope: !92)
!347 = !DILocation(line: 363, column: 10, scope: !92)
!348 = !DILocation(line: 363, column: 8, scope: !92)
!349 = !DILocation(line: 363, column: 15, scope: !92)
!350 = !DILocation(line: 363, column: 27, scope: !92)
!351 = !DILocation(line: 364, column: 10, scope: !92)
!352 = !DILocation(line: 364, column: 8, scope: !92)
!353 = !DILocation(line: 364, column: 15, scope: !92)
!354 = !DILocation(line: 364, column: 26, scope: !92)
!355 = !DILocation(line: 365, column: 10, scope: !92)
!356 = !DILocation(line: 365, column: 8, scope: !92)
!357 = !DILocation(line: 365, column: 15, scope: !92)
!358 = !DILocation(line: 365, column: 26, scope: !92)
!359 = !DILocation(line: 366, column: 10, scope: !92)
!360 = !DILocation(line: 366, column: 8, scope: !92)
!361 = !DILocation(line: 366, column: 14, scope: !92)
!362 = !DILocation(line: 366, column: 25, scope: !92)
!363 = !DILocation(line: 367, column: 10, scope: !92)
!364 = !DILocation(line: 367, column: 8, scope: !92)
!365 = !DILocation(line: 367, column: 14, scope: !92)
!366 = !DILocation(line: 367, column: 25, scope: !92)
!367 = !DILocation(line: 368, column: 10, scope: !92)
!368 = !DILocation(line: 368, column: 8, scope: !92)
!369 = !DILocation(line: 368, column: 14, scope: !92)
!370 = !DILocation(line: 368, column: 24, scope: !92)
!371 = !DILocation(line: 369, column: 10, scope: !92)
!372 = !DILocation(line: 369, column: 8, scope: !92)
!373 = !DILocation(line: 369, column: 14, scope: !92)
!374 = !DILocation(line: 369, column: 26, scope: !92)
!375 = !DILocation(line: 370, column: 10, scope: !92)
!376 = !DILocation(line: 370, column: 8, scope: !92)
!377 = !DILocation(line: 370, column: 14, scope: !92)
!378 = !DILocation(line: 370, column: 25, scope: !92)
!379 = !DILocation(line: 371, column: 10, scope: !92)
!380 = !DILocation(line: 371, column: 8, scope: !92)
!381 = !DILocation(line: 371, column: 14, scope: !92)
!382 = !DILocation(line: 371, column: 25, scope: !92)
!383 = !DILocation(line: 372, column: 10, scope: !92)
!384 = !DILocation(line: 372, column: 8, scope: !92)
!385 = !DILocation(line: 372, column: 14, scope: !92)
!386 = !DILocation(line: 372, column: 25, scope: !92)
!387 = !DILocation(line: 373, column: 10, scope: !92)
!388 = !DILocation(line: 373, column: 8, scope: !92)
!389 = !DILocation(line: 373, column: 15, scope: !92)
!390 = !DILocation(line: 373, column: 26, scope: !92)
!391 = !DILocation(line: 374, column: 10, scope: !92)
!392 = !DILocation(line: 374, column: 8, scope: !92)
!393 = !DILocation(line: 374, column: 15, scope: !92)
!394 = !DILocation(line: 374, column: 25, scope: !92)
!395 = !DILocation(line: 375, column: 10, scope: !92)
!396 = !DILocation(line: 375, column: 8, scope: !92)
!397 = !DILocation(line: 375, column: 15, scope: !92)
!398 = !DILocation(line: 375, column: 27, scope: !92)
!399 = !DILocation(line: 376, column: 10, scope: !92)
!400 = !DILocation(line: 376, column: 8, scope: !92)
!401 = !DILocation(line: 376, column: 15, scope: !92)
!402 = !DILocation(line: 376, column: 26, scope: !92)
!403 = !DILocation(line: 377, column: 10, scope: !92)
!404 = !DILocation(line: 377, column: 8, scope: !92)
!405 = !DILocation(line: 377, column: 14, scope: !92)
!406 = !DILocation(line: 377, column: 25, scope: !92)
!407 = !DILocation(line: 378, column: 10, scope: !92)
!408 = !DILocation(line: 378, column: 8, scope: !92)
!409 = !DILocation(line: 378, column: 14, scope: !92)
!410 = !DILocation(line: 378, column: 25, scope: !92)
!411 = !DILocation(line: 379, column: 10, scope: !92)
!412 = !DILocation(line: 379, column: 8, scope: !92)
!413 = !DILocation(line: 379, column: 14, scope: !92)
!414 = !DILocation(line: 379, column: 25, scope: !92)
!415 = !DILocation(line: 380, column: 10, scope: !92)
!416 = !DILocation(line: 380, column: 8, scope: !92)
!417 = !DILocation(line: 380, column: 14, scope: !92)
!418 = !DILocation(line: 380, column: 24, scope: !92)
!419 = !DILocation(line: 381, column: 10, scope: !92)
!420 = !DILocation(line: 381, column: 8, scope: !92)
!421 = !DILocation(line: 381, column: 14, scope: !92)
!422 = !DILocation(line: 381, column: 26, scope: !92)
!423 = !DILocation(line: 382, column: 10, scope: !92)
!424 = !DILocation(line: 382, column: 8, scope: !92)
!425 = !DILocation(line: 382, column: 14, scope: !92)
!426 = !DILocation(line: 382, column: 25, scope: !92)
!427 = !DILocation(line: 383, column: 10, scope: !92)
!428 = !DILocation(line: 383, column: 8, scope: !92)
!429 = !DILocation(line: 383, column: 14, scope: !92)
!430 = !DILocation(line: 383, column: 25, scope: !92)
!431 = !DILocation(line: 384, column: 10, scope: !92)
!432 = !DILocation(line: 384, column: 8, scope: !92)
!433 = !DILocation(line: 384, column: 15, scope: !92)
!434 = !DILocation(line: 384, column: 26, scope: !92)
!435 = !DILocation(line: 385, column: 10, scope: !92)
!436 = !DILocation(line: 385, column: 8, scope: !92)
!437 = !DILocation(line: 385, column: 15, scope: !92)
!438 = !DILocation(line: 385, column: 26, scope: !92)
!439 = !DILocation(line: 386, column: 10, scope: !92)
!440 = !DILocation(line: 386, column: 8, scope: !92)
!441 = !DILocation(line: 386, column: 15, scope: !92)
!442 = !DILocation(line: 386, column: 26, scope: !92)
!443 = !DILocation(line: 387, column: 10, scope: !92)
!444 = !DILocation(line: 387, column: 8, scope: !92)
!445 = !DILocation(line: 387, column: 15, scope: !92)
!446 = !DILocation(line: 387, column: 27, scope: !92)
!447 = !DILocation(line: 388, column: 10, scope: !92)
!448 = !DILocation(line: 388, column: 8, scope: !92)
!449 = !DILocation(line: 388, column: 14, scope: !92)
!450 = !DILocation(line: 388, column: 25, scope: !92)
!451 = !DILocation(line: 389, column: 10, scope: !92)
!452 = !DILocation(line: 389, column: 8, scope: !92)
!453 = !DILocation(line: 389, column: 14, scope: !92)
!454 = !DILocation(line: 389, column: 25, scope: !92)
!455 = !DILocation(line: 390, column: 10, scope: !92)
!456 = !DILocation(line: 390, column: 8, scope: !92)
!457 = !DILocation(line: 390, column: 14, scope: !92)
!458 = !DILocation(line: 390, column: 25, scope: !92)
!459 = !DILocation(line: 391, column: 10, scope: !92)
!460 = !DILocation(line: 391, column: 8, scope: !92)
!461 = !DILocation(line: 391, column: 14, scope: !92)
!462 = !DILocation(line: 391, column: 25, scope: !92)
!463 = !DILocation(line: 392, column: 10, scope: !92)
!464 = !DILocation(line: 392, column: 8, scope: !92)
!465 = !DILocation(line: 392, column: 14, scope: !92)
!466 = !DILocation(line: 392, column: 25, scope: !92)
!467 = !DILocation(line: 393, column: 10, scope: !92)
!468 = !DILocation(line: 393, column: 8, scope: !92)
!469 = !DILocation(line: 393, column: 14, scope: !92)
!470 = !DILocation(line: 393, column: 26, scope: !92)
!471 = !DILocation(line: 394, column: 10, scope: !92)
!472 = !DILocation(line: 394, column: 8, scope: !92)
!473 = !DILocation(line: 394, column: 14, scope: !92)
!474 = !DILocation(line: 394, column: 25, scope: !92)
!475 = !DILocation(line: 395, column: 10, scope: !92)
!476 = !DILocation(line: 395, column: 8, scope: !92)
!477 = !DILocation(line: 395, column: 15, scope: !92)
!478 = !DILocation(line: 395, column: 26, scope: !92)
!479 = !DILocation(line: 396, column: 10, scope: !92)
!480 = !DILocation(line: 396, column: 8, scope: !92)
!481 = !DILocation(line: 396, column: 15, scope: !92)
!482 = !DILocation(line: 396, column: 26, scope: !92)
!483 = !DILocation(line: 397, column: 10, scope: !92)
!484 = !DILocation(line: 397, column: 8, scope: !92)
!485 = !DILocation(line: 397, column: 15, scope: !92)
!486 = !DILocation(line: 397, column: 26, scope: !92)
!487 = !DILocation(line: 398, column: 10, scope: !92)
!488 = !DILocation(line: 398, column: 8, scope: !92)
!489 = !DILocation(line: 398, column: 15, scope: !92)
!490 = !DILocation(line: 398, column: 26, scope: !92)
!491 = !DILocation(line: 399, column: 10, scope: !92)
!492 = !DILocation(line: 399, column: 8, scope: !92)
!493 = !DILocation(line: 399, column: 14, scope: !92)
!494 = !DILocation(line: 399, column: 26, scope: !92)
!495 = !DILocation(line: 400, column: 10, scope: !92)
!496 = !DILocation(line: 400, column: 8, scope: !92)
!497 = !DILocation(line: 400, column: 14, scope: !92)
!498 = !DILocation(line: 400, column: 25, scope: !92)
!499 = !DILocation(line: 401, column: 10, scope: !92)
!500 = !DILocation(line: 401, column: 8, scope: !92)
!501 = !DILocation(line: 401, column: 14, scope: !92)
!502 = !DILocation(line: 401, column: 25, scope: !92)
!503 = !DILocation(line: 402, column: 10, scope: !92)
!504 = !DILocation(line: 402, column: 8, scope: !92)
!505 = !DILocation(line: 402, column: 14, scope: !92)
!506 = !DILocation(line: 402, column: 25, scope: !92)
!507 = !DILocation(line: 403, column: 10, scope: !92)
!508 = !DILocation(line: 403, column: 8, scope: !92)
!509 = !DILocation(line: 403, column: 14, scope: !92)
!510 = !DILocation(line: 403, column: 25, scope: !92)
!511 = !DILocation(line: 404, column: 10, scope: !92)
!512 = !DILocation(line: 404, column: 8, scope: !92)
!513 = !DILocation(line: 404, column: 14, scope: !92)
!514 = !DILocation(line: 404, column: 25, scope: !92)
!515 = !DILocation(line: 405, column: 10, scope: !92)
!516 = !DILocation(line: 405, column: 8, scope: !92)
!517 = !DILocation(line: 405, column: 14, scope: !92)
!518 = !DILocation(line: 405, column: 26, scope: !92)
!519 = !DILocation(line: 406, column: 10, scope: !92)
!520 = !DILocation(line: 406, column: 8, scope: !92)
!521 = !DILocation(line: 406, column: 15, scope: !92)
!522 = !DILocation(line: 406, column: 26, scope: !92)
!523 = !DILocation(line: 407, column: 10, scope: !92)
!524 = !DILocation(line: 407, column: 8, scope: !92)
!525 = !DILocation(line: 407, column: 15, scope: !92)
!526 = !DILocation(line: 407, column: 26, scope: !92)
!527 = !DILocation(line: 408, column: 10, scope: !92)
!528 = !DILocation(line: 408, column: 8, scope: !92)
!529 = !DILocation(line: 408, column: 15, scope: !92)
!530 = !DILocation(line: 408, column: 26, scope: !92)
!531 = !DILocation(line: 409, column: 10, scope: !92)
!532 = !DILocation(line: 409, column: 8, scope: !92)
!533 = !DILocation(line: 409, column: 15, scope: !92)
!534 = !DILocation(line: 409, column: 26, scope: !92)
!535 = !DILocation(line: 410, column: 10, scope: !92)
!536 = !DILocation(line: 410, column: 8, scope: !92)
!537 = !DILocation(line: 410, column: 14, scope: !92)
!538 = !DILocation(line: 410, column: 25, scope: !92)
!539 = !DILocation(line: 411, column: 10, scope: !92)
!540 = !DILocation(line: 411, column: 8, scope: !92)
!541 = !DILocation(line: 411, column: 14, scope: !92)
!542 = !DILocation(line: 411, column: 26, scope: !92)
!543 = !DILocation(line: 412, column: 10, scope: !92)
!544 = !DILocation(line: 412, column: 8, scope: !92)
!545 = !DILocation(line: 412, column: 14, scope: !92)
!546 = !DILocation(line: 412, column: 25, scope: !92)
!547 = !DILocation(line: 413, column: 10, scope: !92)
!548 = !DILocation(line: 413, column: 8, scope: !92)
!549 = !DILocation(line: 413, column: 14, scope: !92)
!550 = !DILocation(line: 413, column: 25, scope: !92)
!551 = !DILocation(line: 414, column: 10, scope: !92)
!552 = !DILocation(line: 414, column: 8, scope: !92)
!553 = !DILocation(line: 414, column: 14, scope: !92)
!554 = !DILocation(line: 414, column: 25, scope: !92)
!555 = !DILocation(line: 415, column: 10, scope: !92)
!556 = !DILocation(line: 415, column: 8, scope: !92)
!557 = !DILocation(line: 415, column: 14, scope: !92)
!558 = !DILocation(line: 415, column: 25, scope: !92)
!559 = !DILocation(line: 416, column: 10, scope: !92)
!560 = !DILocation(line: 416, column: 8, scope: !92)
!561 = !DILocation(line: 416, column: 14, scope: !92)
!562 = !DILocation(line: 416, column: 25, scope: !92)
!563 = !DILocation(line: 417, column: 10, scope: !92)
!564 = !DILocation(line: 417, column: 8, scope: !92)
!565 = !DILocation(line: 417, column: 15, scope: !92)
!566 = !DILocation(line: 417, column: 27, scope: !92)
!567 = !DILocation(line: 418, column: 10, scope: !92)
!568 = !DILocation(line: 418, column: 8, scope: !92)
!569 = !DILocation(line: 418, column: 15, scope: !92)
!570 = !DILocation(line: 418, column: 26, scope: !92)
!571 = !DILocation(line: 419, column: 10, scope: !92)
!572 = !DILocation(line: 419, column: 8, scope: !92)
!573 = !DILocation(line: 419, column: 15, scope: !92)
!574 = !DILocation(line: 419, column: 26, scope: !92)
!575 = !DILocation(line: 420, column: 10, scope: !92)
!576 = !DILocation(line: 420, column: 8, scope: !92)
!577 = !DILocation(line: 420, column: 15, scope: !92)
!578 = !DILocation(line: 420, column: 26, scope: !92)
!579 = !DILocation(line: 421, column: 10, scope: !92)
!580 = !DILocation(line: 421, column: 8, scope: !92)
!581 = !DILocation(line: 421, column: 14, scope: !92)
!582 = !DILocation(line: 421, column: 25, scope: !92)
!583 = !DILocation(line: 422, column: 10, scope: !92)
!584 = !DILocation(line: 422, column: 8, scope: !92)
!585 = !DILocation(line: 422, column: 14, scope: !92)
!586 = !DILocation(line: 422, column: 25, scope: !92)
!587 = !DILocation(line: 423, column: 10, scope: !92)
!588 = !DILocation(line: 423, column: 8, scope: !92)
!589 = !DILocation(line: 423, column: 14, scope: !92)
!590 = !DILocation(line: 423, column: 26, scope: !92)
!591 = !DILocation(line: 424, column: 10, scope: !92)
!592 = !DILocation(line: 424, column: 8, scope: !92)
!593 = !DILocation(line: 424, column: 14, scope: !92)
!594 = !DILocation(line: 424, column: 25, scope: !92)
!595 = !DILocation(line: 425, column: 10, scope: !92)
!596 = !DILocation(line: 425, column: 8, scope: !92)
!597 = !DILocation(line: 425, column: 14, scope: !92)
!598 = !DILocation(line: 425, column: 25, scope: !92)
!599 = !DILocation(line: 426, column: 10, scope: !92)
!600 = !DILocation(line: 426, column: 8, scope: !92)
!601 = !DILocation(line: 426, column: 14, scope: !92)
!602 = !DILocation(line: 426, column: 25, scope: !92)
!603 = !DILocation(line: 427, column: 10, scope: !92)
!604 = !DILocation(line: 427, column: 8, scope: !92)
!605 = !DILocation(line: 427, column: 14, scope: !92)
!606 = !DILocation(line: 427, column: 25, scope: !92)
!607 = !DILocation(line: 428, column: 10, scope: !92)
!608 = !DILocation(line: 428, column: 8, scope: !92)
!609 = !DILocation(line: 428, column: 15, scope: !92)
!610 = !DILocation(line: 428, column: 26, scope: !92)
!611 = !DILocation(line: 429, column: 10, scope: !92)
!612 = !DILocation(line: 429, column: 8, scope: !92)
!613 = !DILocation(line: 429, column: 15, scope: !92)
!614 = !DILocation(line: 429, column: 27, scope: !92)
!615 = !DILocation(line: 431, column: 3, scope: !92)
!616 = !DILocation(line: 432, column: 15, scope: !92)
!617 = !DILocation(line: 433, column: 13, scope: !92)
!618 = !DILocation(line: 433, column: 16, scope: !92)
!619 = !DILocation(line: 433, column: 8, scope: !92)
!620 = !DILocation(line: 434, column: 15, scope: !92)
!621 = !DILocation(line: 444, column: 46, scope: !92)
!622 = !DILocation(line: 444, column: 49, scope: !92)
!623 = !DILocation(line: 444, column: 30, scope: !92)
!624 = !DILocation(line: 444, column: 5, scope: !92)
!625 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eNearLimit", scope: !1, file: !1, line: 463, type: !5, scopeLine: 463, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!626 = !DILocation(line: 465, column: 19, scope: !625)
!627 = !DILocation(line: 466, column: 14, scope: !625)
!628 = !DILocation(line: 466, column: 5, scope: !625)
!629 = !DILocation(line: 467, column: 15, scope: !625)
!630 = !DILocation(line: 468, column: 19, scope: !625)
!631 = !DILocation(line: 468, column: 22, scope: !625)
!632 = !DILocation(line: 468, column: 14, scope: !625)
!633 = !DILocation(line: 468, column: 56, scope: !625)
!634 = !DILocation(line: 468, column: 54, scope: !625)
!635 = !DILocation(line: 450, column: 3, scope: !625)
!636 = !DILocation(line: 451, column: 15, scope: !625)
!637 = !DILocation(line: 452, column: 8, scope: !625)
!638 = !DILocation(line: 453, column: 15, scope: !625)
!639 = !DILocation(line: 468, column: 39, scope: !625)
!640 = !DILocation(line: 468, column: 78, scope: !625)
!641 = !DILocation(line: 468, column: 76, scope: !625)
!642 = !DILocation(line: 468, column: 61, scope: !625)
!643 = !DILocation(line: 468, column: 5, scope: !625)
!644 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eRotate", scope: !1, file: !1, line: 488, type: !5, scopeLine: 488, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!645 = !DILocation(line: 489, column: 19, scope: !644)
!646 = !DILocation(line: 490, column: 22, scope: !644)
!647 = !DILocation(line: 478, column: 4, scope: !644)
!648 = !DILocation(line: 491, column: 15, scope: !644)
!649 = !DILocation(line: 492, column: 30, scope: !644)
!650 = !DILocation(line: 492, column: 33, scope: !644)
!651 = !DILocation(line: 480, column: 10, scope: !644)
!652 = !DILocation(line: 492, column: 5, scope: !644)
!653 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eLayouts", scope: !1, file: !1, line: 519, type: !5, scopeLine: 519, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!654 = !DILocation(line: 503, column: 23, scope: !653)
!655 = !DILocation(line: 503, column: 28, scope: !653)
!656 = !DILocation(line: 504, column: 4, scope: !653)
!657 = !DILocation(line: 506, column: 15, scope: !653)
!658 = !DILocation(line: 508, column: 15, scope: !653)
!659 = !DILocation(line: 524, column: 18, scope: !653)
!660 = !DILocation(line: 524, column: 9, scope: !653)
!661 = !DILocation(line: 507, column: 8, scope: !653)
!662 = !DILocation(line: 525, column: 5, scope: !653)
!663 = !DILocation(line: 526, column: 7, scope: !653)
!664 = !DILocation(line: 526, column: 5, scope: !653)
!665 = !DILocation(line: 527, column: 7, scope: !653)
!666 = !DILocation(line: 527, column: 20, scope: !653)
!667 = !DILocation(line: 527, column: 5, scope: !653)
!668 = !DILocation(line: 528, column: 7, scope: !653)
!669 = !DILocation(line: 528, column: 20, scope: !653)
!670 = !DILocation(line: 528, column: 5, scope: !653)
!671 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eDynLen", scope: !1, file: !1, line: 536, type: !5, scopeLine: 536, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!672 = !DILocation(line: 537, column: 12, scope: !671)
!673 = !DILocation(line: 537, column: 15, scope: !671)
!674 = !DILocation(line: 538, column: 43, scope: !671)
!675 = !DILocation(line: 538, column: 6, scope: !671)
!676 = !DILocation(line: 539, column: 43, scope: !671)
!677 = !DILocation(line: 539, column: 6, scope: !671)
