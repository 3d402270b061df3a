; kern module github.com/kernlab/kern/internal/testing/devshared (wave64, gfx90a)
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
  %.25 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.24), !dbg !10
  %t17 = sext i32 %.25 to i64, !dbg !10
  %.36 = zext i32 %.25 to i64
  %.37 = add nuw nsw i64 %.36, 32, !dbg !11
  %0 = icmp ult i32 %.25, 32, !dbg !11
  %.41 = tail call i64 @llvm.read_register.i64(metadata !12) #8, !dbg !11
  %.42 = and i64 %.37, 63, !dbg !11
  %1 = shl nuw i64 1, %.42, !dbg !11
  %2 = and i64 %.41, %1, !dbg !11
  %.44 = icmp ne i64 %2, 0, !dbg !11
  %.45 = and i1 %0, %.44, !dbg !11
  %.46 = trunc i64 %.37 to i32, !dbg !11
  %.47 = shl i32 %.46, 2, !dbg !11
  %.48 = bitcast float %.23 to i32, !dbg !11
  %.49 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.48), !dbg !11
  %.50 = bitcast i32 %.49 to float, !dbg !11
  %t26 = select i1 %.45, float %.50, float %.23, !dbg !11
  %t27 = fadd float %.23, %t26, !dbg !13
  %.37.1 = add nuw nsw i64 %.36, 16, !dbg !11
  %3 = icmp ult i32 %.25, 48, !dbg !11
  %.42.1 = and i64 %.37.1, 63, !dbg !11
  %4 = shl nuw i64 1, %.42.1, !dbg !11
  %5 = and i64 %.41, %4, !dbg !11
  %.44.1 = icmp ne i64 %5, 0, !dbg !11
  %.45.1 = and i1 %3, %.44.1, !dbg !11
  %.46.1 = trunc i64 %.37.1 to i32, !dbg !11
  %.47.1 = shl i32 %.46.1, 2, !dbg !11
  %.48.1 = bitcast float %t27 to i32, !dbg !11
  %.49.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.1, i32 %.48.1), !dbg !11
  %.50.1 = bitcast i32 %.49.1 to float, !dbg !11
  %t26.1 = select i1 %.45.1, float %.50.1, float %t27, !dbg !11
  %t27.1 = fadd float %t27, %t26.1, !dbg !13
  %.37.2 = add nuw nsw i64 %.36, 8, !dbg !11
  %6 = icmp ult i32 %.25, 56, !dbg !11
  %.42.2 = and i64 %.37.2, 63, !dbg !11
  %7 = shl nuw i64 1, %.42.2, !dbg !11
  %8 = and i64 %.41, %7, !dbg !11
  %.44.2 = icmp ne i64 %8, 0, !dbg !11
  %.45.2 = and i1 %6, %.44.2, !dbg !11
  %.46.2 = trunc i64 %.37.2 to i32, !dbg !11
  %.47.2 = shl i32 %.46.2, 2, !dbg !11
  %.48.2 = bitcast float %t27.1 to i32, !dbg !11
  %.49.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.2, i32 %.48.2), !dbg !11
  %.50.2 = bitcast i32 %.49.2 to float, !dbg !11
  %t26.2 = select i1 %.45.2, float %.50.2, float %t27.1, !dbg !11
  %t27.2 = fadd float %t27.1, %t26.2, !dbg !13
  %.37.3 = add nuw nsw i64 %.36, 4, !dbg !11
  %9 = icmp ult i32 %.25, 60, !dbg !11
  %.42.3 = and i64 %.37.3, 63, !dbg !11
  %10 = shl nuw i64 1, %.42.3, !dbg !11
  %11 = and i64 %.41, %10, !dbg !11
  %.44.3 = icmp ne i64 %11, 0, !dbg !11
  %.45.3 = and i1 %9, %.44.3, !dbg !11
  %.46.3 = trunc i64 %.37.3 to i32, !dbg !11
  %.47.3 = shl i32 %.46.3, 2, !dbg !11
  %.48.3 = bitcast float %t27.2 to i32, !dbg !11
  %.49.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.3, i32 %.48.3), !dbg !11
  %.50.3 = bitcast i32 %.49.3 to float, !dbg !11
  %t26.3 = select i1 %.45.3, float %.50.3, float %t27.2, !dbg !11
  %t27.3 = fadd float %t27.2, %t26.3, !dbg !13
  %.37.4 = add nuw nsw i64 %.36, 2, !dbg !11
  %12 = icmp ult i32 %.25, 62, !dbg !11
  %.42.4 = and i64 %.37.4, 63, !dbg !11
  %13 = shl nuw i64 1, %.42.4, !dbg !11
  %14 = and i64 %.41, %13, !dbg !11
  %.44.4 = icmp ne i64 %14, 0, !dbg !11
  %.45.4 = and i1 %12, %.44.4, !dbg !11
  %.46.4 = trunc i64 %.37.4 to i32, !dbg !11
  %.47.4 = shl i32 %.46.4, 2, !dbg !11
  %.48.4 = bitcast float %t27.3 to i32, !dbg !11
  %.49.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.4, i32 %.48.4), !dbg !11
  %.50.4 = bitcast i32 %.49.4 to float, !dbg !11
  %t26.4 = select i1 %.45.4, float %.50.4, float %t27.3, !dbg !11
  %t27.4 = fadd float %t27.3, %t26.4, !dbg !13
  %.37.5 = add nuw nsw i64 %.36, 1, !dbg !11
  %15 = icmp ult i32 %.25, 63, !dbg !11
  %.42.5 = and i64 %.37.5, 63, !dbg !11
  %16 = shl nuw i64 1, %.42.5, !dbg !11
  %.46.5 = trunc i64 %.37.5 to i32, !dbg !11
  %.47.5 = shl i32 %.46.5, 2, !dbg !11
  %.48.5 = bitcast float %t27.4 to i32, !dbg !11
  %.49.5 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.5, i32 %.48.5), !dbg !11
  %t10 = sext i32 %.22 to i64, !dbg !8
  %.304 = sdiv i32 %.12, 64, !dbg !14
  %t32 = icmp eq i32 %.25, 0, !dbg !15
  br i1 %t32, label %b4, label %b5, !dbg !15

b4:                                               ; preds = %entry
  %17 = and i64 %.41, %16, !dbg !11
  %.44.5 = icmp ne i64 %17, 0, !dbg !11
  %.45.5 = and i1 %15, %.44.5, !dbg !11
  %.50.5 = bitcast i32 %.49.5 to float, !dbg !11
  %t26.5 = select i1 %.45.5, float %.50.5, float %t27.4, !dbg !11
  %t27.5 = fadd float %t27.4, %t26.5, !dbg !13
  %t33 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eBlockSums.shared.0, i32 %.304, !dbg !16
  store float %t27.5, ptr addrspace(3) %t33, align 4, !dbg !16
  br label %b5, !dbg !16

b5:                                               ; preds = %b4, %entry
  fence syncscope("workgroup") release, !dbg !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17
  %t7.off = add nsw i64 %t7, 63, !dbg !18
  %18 = icmp ult i64 %t7.off, 127, !dbg !18
  %t35 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eBlockSums.shared.0, i32 %.25, !dbg !19
  br i1 %18, label %b6, label %b13, !dbg !18

b6:                                               ; preds = %b5
  %.553 = lshr i64 %t4, 6, !dbg !20
  %t37 = icmp sgt i64 %.553, %t17, !dbg !21
  br i1 %t37, label %b7, label %b8, !dbg !21

b7:                                               ; preds = %b6
  %.59 = load float, ptr addrspace(3) %t35, align 4, !dbg !19
  br label %b8, !dbg !19

b8:                                               ; preds = %b7, %b6
  %t39 = phi float [ 0.000000e+00, %b6 ], [ %.59, %b7 ]
  %.67 = tail call i64 @llvm.read_register.i64(metadata !12) #8, !dbg !11
  %19 = and i64 %.67, %1, !dbg !11
  %.70 = icmp ne i64 %19, 0, !dbg !11
  %.71 = and i1 %0, %.70, !dbg !11
  %.74 = bitcast float %t39 to i32, !dbg !11
  %.75 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.74), !dbg !11
  %.76 = bitcast i32 %.75 to float, !dbg !11
  %t43 = select i1 %.71, float %.76, float %t39, !dbg !11
  %t44 = fadd float %t39, %t43, !dbg !13
  %20 = and i64 %.67, %4, !dbg !11
  %.70.1 = icmp ne i64 %20, 0, !dbg !11
  %.71.1 = and i1 %3, %.70.1, !dbg !11
  %.74.1 = bitcast float %t44 to i32, !dbg !11
  %.75.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.1, i32 %.74.1), !dbg !11
  %.76.1 = bitcast i32 %.75.1 to float, !dbg !11
  %t43.1 = select i1 %.71.1, float %.76.1, float %t44, !dbg !11
  %t44.1 = fadd float %t44, %t43.1, !dbg !13
  %21 = and i64 %.67, %7, !dbg !11
  %.70.2 = icmp ne i64 %21, 0, !dbg !11
  %.71.2 = and i1 %6, %.70.2, !dbg !11
  %.74.2 = bitcast float %t44.1 to i32, !dbg !11
  %.75.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.2, i32 %.74.2), !dbg !11
  %.76.2 = bitcast i32 %.75.2 to float, !dbg !11
  %t43.2 = select i1 %.71.2, float %.76.2, float %t44.1, !dbg !11
  %t44.2 = fadd float %t44.1, %t43.2, !dbg !13
  %22 = and i64 %.67, %10, !dbg !11
  %.70.3 = icmp ne i64 %22, 0, !dbg !11
  %.71.3 = and i1 %9, %.70.3, !dbg !11
  %.74.3 = bitcast float %t44.2 to i32, !dbg !11
  %.75.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.3, i32 %.74.3), !dbg !11
  %.76.3 = bitcast i32 %.75.3 to float, !dbg !11
  %t43.3 = select i1 %.71.3, float %.76.3, float %t44.2, !dbg !11
  %t44.3 = fadd float %t44.2, %t43.3, !dbg !13
  %23 = and i64 %.67, %13, !dbg !11
  %.70.4 = icmp ne i64 %23, 0, !dbg !11
  %.71.4 = and i1 %12, %.70.4, !dbg !11
  %.74.4 = bitcast float %t44.3 to i32, !dbg !11
  %.75.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.4, i32 %.74.4), !dbg !11
  %.76.4 = bitcast i32 %.75.4 to float, !dbg !11
  %t43.4 = select i1 %.71.4, float %.76.4, float %t44.3, !dbg !11
  %t44.4 = fadd float %t44.3, %t43.4, !dbg !13
  %.74.5 = bitcast float %t44.4 to i32, !dbg !11
  %.75.5 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.5, i32 %.74.5), !dbg !11
  br i1 %t32, label %b12, label %b13, !dbg !22

b12:                                              ; preds = %b8
  %24 = and i64 %.67, %16, !dbg !11
  %.70.5 = icmp ne i64 %24, 0, !dbg !11
  %.71.5 = and i1 %15, %.70.5, !dbg !11
  %.76.5 = bitcast i32 %.75.5 to float, !dbg !11
  %t43.5 = select i1 %.71.5, float %.76.5, float %t44.4, !dbg !11
  %t44.5 = fadd float %t44.4, %t43.5, !dbg !13
  store float %t44.5, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eBlockSums.shared.0, align 16, !dbg !23
  br label %b13, !dbg !23

b13:                                              ; preds = %b12, %b8, %b5
  fence syncscope("workgroup") release, !dbg !24
  tail call void @llvm.amdgcn.s.barrier(), !dbg !24
  fence syncscope("workgroup") acquire, !dbg !24
  %25 = load <1 x float>, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eBlockSums.shared.0, align 16, !dbg !25
  %26 = shufflevector <1 x float> %25, <1 x float> poison, <2 x i32> <i32 0, i32 undef>, !dbg !25
  fence syncscope("workgroup") release, !dbg !26
  tail call void @llvm.amdgcn.s.barrier(), !dbg !26
  fence syncscope("workgroup") acquire, !dbg !26
  %.78 = load float, ptr addrspace(1) %t12, align 4, !dbg !27, !amdgpu.noclobber !6
  %t53 = fmul float %.78, 2.000000e+00, !dbg !28
  %.94 = tail call i64 @llvm.read_register.i64(metadata !12) #8, !dbg !11
  %27 = and i64 %.94, %1, !dbg !11
  %.97 = icmp ne i64 %27, 0, !dbg !11
  %.98 = and i1 %0, %.97, !dbg !11
  %.101 = bitcast float %t53 to i32, !dbg !11
  %.102 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.101), !dbg !11
  %.103 = bitcast i32 %.102 to float, !dbg !11
  %t58 = select i1 %.98, float %.103, float %t53, !dbg !11
  %t59 = fadd float %t53, %t58, !dbg !13
  %28 = and i64 %.94, %4, !dbg !11
  %.97.1 = icmp ne i64 %28, 0, !dbg !11
  %.98.1 = and i1 %3, %.97.1, !dbg !11
  %.101.1 = bitcast float %t59 to i32, !dbg !11
  %.102.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.1, i32 %.101.1), !dbg !11
  %.103.1 = bitcast i32 %.102.1 to float, !dbg !11
  %t58.1 = select i1 %.98.1, float %.103.1, float %t59, !dbg !11
  %t59.1 = fadd float %t59, %t58.1, !dbg !13
  %29 = and i64 %.94, %7, !dbg !11
  %.97.2 = icmp ne i64 %29, 0, !dbg !11
  %.98.2 = and i1 %6, %.97.2, !dbg !11
  %.101.2 = bitcast float %t59.1 to i32, !dbg !11
  %.102.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.2, i32 %.101.2), !dbg !11
  %.103.2 = bitcast i32 %.102.2 to float, !dbg !11
  %t58.2 = select i1 %.98.2, float %.103.2, float %t59.1, !dbg !11
  %t59.2 = fadd float %t59.1, %t58.2, !dbg !13
  %30 = and i64 %.94, %10, !dbg !11
  %.97.3 = icmp ne i64 %30, 0, !dbg !11
  %.98.3 = and i1 %9, %.97.3, !dbg !11
  %.101.3 = bitcast float %t59.2 to i32, !dbg !11
  %.102.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.3, i32 %.101.3), !dbg !11
  %.103.3 = bitcast i32 %.102.3 to float, !dbg !11
  %t58.3 = select i1 %.98.3, float %.103.3, float %t59.2, !dbg !11
  %t59.3 = fadd float %t59.2, %t58.3, !dbg !13
  %31 = and i64 %.94, %13, !dbg !11
  %.97.4 = icmp ne i64 %31, 0, !dbg !11
  %.98.4 = and i1 %12, %.97.4, !dbg !11
  %.101.4 = bitcast float %t59.3 to i32, !dbg !11
  %.102.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.4, i32 %.101.4), !dbg !11
  %.103.4 = bitcast i32 %.102.4 to float, !dbg !11
  %t58.4 = select i1 %.98.4, float %.103.4, float %t59.3, !dbg !11
  %t59.4 = fadd float %t59.3, %t58.4, !dbg !13
  %.101.5 = bitcast float %t59.4 to i32, !dbg !11
  %.102.5 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.5, i32 %.101.5), !dbg !11
  br i1 %t32, label %b17, label %b18, !dbg !15

b17:                                              ; preds = %b13
  %32 = and i64 %.94, %16, !dbg !11
  %.97.5 = icmp ne i64 %32, 0, !dbg !11
  %.98.5 = and i1 %15, %.97.5, !dbg !11
  %.103.5 = bitcast i32 %.102.5 to float, !dbg !11
  %t58.5 = select i1 %.98.5, float %.103.5, float %t59.4, !dbg !11
  %t59.5 = fadd float %t59.4, %t58.5, !dbg !13
  %t64 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eBlockSums.shared.0, i32 %.304, !dbg !16
  store float %t59.5, ptr addrspace(3) %t64, align 4, !dbg !16
  br label %b18, !dbg !16

b18:                                              ; preds = %b17, %b13
  fence syncscope("workgroup") release, !dbg !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17
  br i1 %18, label %b19, label %b26, !dbg !18

b19:                                              ; preds = %b18
  %.1082 = lshr i64 %t4, 6, !dbg !20
  %t67 = icmp sgt i64 %.1082, %t17, !dbg !21
  br i1 %t67, label %b20, label %b21, !dbg !21

b20:                                              ; preds = %b19
  %.112 = load float, ptr addrspace(3) %t35, align 4, !dbg !19
  br label %b21, !dbg !19

b21:                                              ; preds = %b20, %b19
  %t69 = phi float [ 0.000000e+00, %b19 ], [ %.112, %b20 ]
  %.120 = tail call i64 @llvm.read_register.i64(metadata !12) #8, !dbg !11
  %33 = and i64 %.120, %1, !dbg !11
  %.123 = icmp ne i64 %33, 0, !dbg !11
  %.124 = and i1 %0, %.123, !dbg !11
  %.127 = bitcast float %t69 to i32, !dbg !11
  %.128 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.127), !dbg !11
  %.129 = bitcast i32 %.128 to float, !dbg !11
  %t73 = select i1 %.124, float %.129, float %t69, !dbg !11
  %t74 = fadd float %t69, %t73, !dbg !13
  %34 = and i64 %.120, %4, !dbg !11
  %.123.1 = icmp ne i64 %34, 0, !dbg !11
  %.124.1 = and i1 %3, %.123.1, !dbg !11
  %.127.1 = bitcast float %t74 to i32, !dbg !11
  %.128.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.1, i32 %.127.1), !dbg !11
  %.129.1 = bitcast i32 %.128.1 to float, !dbg !11
  %t73.1 = select i1 %.124.1, float %.129.1, float %t74, !dbg !11
  %t74.1 = fadd float %t74, %t73.1, !dbg !13
  %35 = and i64 %.120, %7, !dbg !11
  %.123.2 = icmp ne i64 %35, 0, !dbg !11
  %.124.2 = and i1 %6, %.123.2, !dbg !11
  %.127.2 = bitcast float %t74.1 to i32, !dbg !11
  %.128.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.2, i32 %.127.2), !dbg !11
  %.129.2 = bitcast i32 %.128.2 to float, !dbg !11
  %t73.2 = select i1 %.124.2, float %.129.2, float %t74.1, !dbg !11
  %t74.2 = fadd float %t74.1, %t73.2, !dbg !13
  %36 = and i64 %.120, %10, !dbg !11
  %.123.3 = icmp ne i64 %36, 0, !dbg !11
  %.124.3 = and i1 %9, %.123.3, !dbg !11
  %.127.3 = bitcast float %t74.2 to i32, !dbg !11
  %.128.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.3, i32 %.127.3), !dbg !11
  %.129.3 = bitcast i32 %.128.3 to float, !dbg !11
  %t73.3 = select i1 %.124.3, float %.129.3, float %t74.2, !dbg !11
  %t74.3 = fadd float %t74.2, %t73.3, !dbg !13
  %37 = and i64 %.120, %13, !dbg !11
  %.123.4 = icmp ne i64 %37, 0, !dbg !11
  %.124.4 = and i1 %12, %.123.4, !dbg !11
  %.127.4 = bitcast float %t74.3 to i32, !dbg !11
  %.128.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.4, i32 %.127.4), !dbg !11
  %.129.4 = bitcast i32 %.128.4 to float, !dbg !11
  %t73.4 = select i1 %.124.4, float %.129.4, float %t74.3, !dbg !11
  %t74.4 = fadd float %t74.3, %t73.4, !dbg !13
  %.127.5 = bitcast float %t74.4 to i32, !dbg !11
  %.128.5 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.5, i32 %.127.5), !dbg !11
  br i1 %t32, label %b25, label %b26, !dbg !22

b25:                                              ; preds = %b21
  %38 = and i64 %.120, %16, !dbg !11
  %.123.5 = icmp ne i64 %38, 0, !dbg !11
  %.124.5 = and i1 %15, %.123.5, !dbg !11
  %.129.5 = bitcast i32 %.128.5 to float, !dbg !11
  %t73.5 = select i1 %.124.5, float %.129.5, float %t74.4, !dbg !11
  %t74.5 = fadd float %t74.4, %t73.5, !dbg !13
  store float %t74.5, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eBlockSums.shared.0, align 16, !dbg !23
  br label %b26, !dbg !23

b26:                                              ; preds = %b25, %b21, %b18
  fence syncscope("workgroup") release, !dbg !24
  tail call void @llvm.amdgcn.s.barrier(), !dbg !24
  fence syncscope("workgroup") acquire, !dbg !24
  %.130 = load float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eBlockSums.shared.0, align 16, !dbg !25
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
  %t100 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eBlockSums.shared.0, i32 %.304
  %.1611 = lshr i64 %t4, 6
  %t103 = icmp sgt i64 %.1611, %t17
  br label %b27, !dbg !34

b27:                                              ; preds = %b27.preheader, %b42
  %t86 = phi i64 [ %t118, %b42 ], [ 0, %b27.preheader ]
  %.131 = load float, ptr addrspace(1) %t12, align 4, !dbg !35
  %t88 = sitofp i64 %t86 to float, !dbg !36
  %t89 = fadd float %.131, %t88, !dbg !37
  %.147 = tail call i64 @llvm.read_register.i64(metadata !12) #8, !dbg !11
  %39 = and i64 %.147, %1, !dbg !11
  %.150 = icmp ne i64 %39, 0, !dbg !11
  %.151 = and i1 %0, %.150, !dbg !11
  %.154 = bitcast float %t89 to i32, !dbg !11
  %.155 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.154), !dbg !11
  %.156 = bitcast i32 %.155 to float, !dbg !11
  %t94 = select i1 %.151, float %.156, float %t89, !dbg !11
  %t95 = fadd float %t89, %t94, !dbg !13
  %40 = and i64 %.147, %4, !dbg !11
  %.150.1 = icmp ne i64 %40, 0, !dbg !11
  %.151.1 = and i1 %3, %.150.1, !dbg !11
  %.154.1 = bitcast float %t95 to i32, !dbg !11
  %.155.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.1, i32 %.154.1), !dbg !11
  %.156.1 = bitcast i32 %.155.1 to float, !dbg !11
  %t94.1 = select i1 %.151.1, float %.156.1, float %t95, !dbg !11
  %t95.1 = fadd float %t95, %t94.1, !dbg !13
  %41 = and i64 %.147, %7, !dbg !11
  %.150.2 = icmp ne i64 %41, 0, !dbg !11
  %.151.2 = and i1 %6, %.150.2, !dbg !11
  %.154.2 = bitcast float %t95.1 to i32, !dbg !11
  %.155.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.2, i32 %.154.2), !dbg !11
  %.156.2 = bitcast i32 %.155.2 to float, !dbg !11
  %t94.2 = select i1 %.151.2, float %.156.2, float %t95.1, !dbg !11
  %t95.2 = fadd float %t95.1, %t94.2, !dbg !13
  %42 = and i64 %.147, %10, !dbg !11
  %.150.3 = icmp ne i64 %42, 0, !dbg !11
  %.151.3 = and i1 %9, %.150.3, !dbg !11
  %.154.3 = bitcast float %t95.2 to i32, !dbg !11
  %.155.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.3, i32 %.154.3), !dbg !11
  %.156.3 = bitcast i32 %.155.3 to float, !dbg !11
  %t94.3 = select i1 %.151.3, float %.156.3, float %t95.2, !dbg !11
  %t95.3 = fadd float %t95.2, %t94.3, !dbg !13
  %43 = and i64 %.147, %13, !dbg !11
  %.150.4 = icmp ne i64 %43, 0, !dbg !11
  %.151.4 = and i1 %12, %.150.4, !dbg !11
  %.154.4 = bitcast float %t95.3 to i32, !dbg !11
  %.155.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.4, i32 %.154.4), !dbg !11
  %.156.4 = bitcast i32 %.155.4 to float, !dbg !11
  %t94.4 = select i1 %.151.4, float %.156.4, float %t95.3, !dbg !11
  %t95.4 = fadd float %t95.3, %t94.4, !dbg !13
  %.154.5 = bitcast float %t95.4 to i32, !dbg !11
  %.155.5 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.5, i32 %.154.5), !dbg !11
  br i1 %t32, label %b31, label %b32, !dbg !15

b31:                                              ; preds = %b27
  %44 = and i64 %.147, %16, !dbg !11
  %.150.5 = icmp ne i64 %44, 0, !dbg !11
  %.151.5 = and i1 %15, %.150.5, !dbg !11
  %.156.5 = bitcast i32 %.155.5 to float, !dbg !11
  %t94.5 = select i1 %.151.5, float %.156.5, float %t95.4, !dbg !11
  %t95.5 = fadd float %t95.4, %t94.5, !dbg !13
  store float %t95.5, ptr addrspace(3) %t100, align 4, !dbg !16
  br label %b32, !dbg !16

b32:                                              ; preds = %b31, %b27
  fence syncscope("workgroup") release, !dbg !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17
  br i1 %18, label %b33, label %b40, !dbg !18

b33:                                              ; preds = %b32
  br i1 %t103, label %b34, label %b35, !dbg !21

b34:                                              ; preds = %b33
  %.165 = load float, ptr addrspace(3) %t35, align 4, !dbg !19
  br label %b35, !dbg !19

b35:                                              ; preds = %b34, %b33
  %t105 = phi float [ 0.000000e+00, %b33 ], [ %.165, %b34 ]
  %.173 = tail call i64 @llvm.read_register.i64(metadata !12) #8, !dbg !11
  %45 = and i64 %.173, %1, !dbg !11
  %.176 = icmp ne i64 %45, 0, !dbg !11
  %.177 = and i1 %0, %.176, !dbg !11
  %.180 = bitcast float %t105 to i32, !dbg !11
  %.181 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.180), !dbg !11
  %.182 = bitcast i32 %.181 to float, !dbg !11
  %t109 = select i1 %.177, float %.182, float %t105, !dbg !11
  %t110 = fadd float %t105, %t109, !dbg !13
  %46 = and i64 %.173, %4, !dbg !11
  %.176.1 = icmp ne i64 %46, 0, !dbg !11
  %.177.1 = and i1 %3, %.176.1, !dbg !11
  %.180.1 = bitcast float %t110 to i32, !dbg !11
  %.181.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.1, i32 %.180.1), !dbg !11
  %.182.1 = bitcast i32 %.181.1 to float, !dbg !11
  %t109.1 = select i1 %.177.1, float %.182.1, float %t110, !dbg !11
  %t110.1 = fadd float %t110, %t109.1, !dbg !13
  %47 = and i64 %.173, %7, !dbg !11
  %.176.2 = icmp ne i64 %47, 0, !dbg !11
  %.177.2 = and i1 %6, %.176.2, !dbg !11
  %.180.2 = bitcast float %t110.1 to i32, !dbg !11
  %.181.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.2, i32 %.180.2), !dbg !11
  %.182.2 = bitcast i32 %.181.2 to float, !dbg !11
  %t109.2 = select i1 %.177.2, float %.182.2, float %t110.1, !dbg !11
  %t110.2 = fadd float %t110.1, %t109.2, !dbg !13
  %48 = and i64 %.173, %10, !dbg !11
  %.176.3 = icmp ne i64 %48, 0, !dbg !11
  %.177.3 = and i1 %9, %.176.3, !dbg !11
  %.180.3 = bitcast float %t110.2 to i32, !dbg !11
  %.181.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.3, i32 %.180.3), !dbg !11
  %.182.3 = bitcast i32 %.181.3 to float, !dbg !11
  %t109.3 = select i1 %.177.3, float %.182.3, float %t110.2, !dbg !11
  %t110.3 = fadd float %t110.2, %t109.3, !dbg !13
  %49 = and i64 %.173, %13, !dbg !11
  %.176.4 = icmp ne i64 %49, 0, !dbg !11
  %.177.4 = and i1 %12, %.176.4, !dbg !11
  %.180.4 = bitcast float %t110.3 to i32, !dbg !11
  %.181.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.4, i32 %.180.4), !dbg !11
  %.182.4 = bitcast i32 %.181.4 to float, !dbg !11
  %t109.4 = select i1 %.177.4, float %.182.4, float %t110.3, !dbg !11
  %t110.4 = fadd float %t110.3, %t109.4, !dbg !13
  %.180.5 = bitcast float %t110.4 to i32, !dbg !11
  %.181.5 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47.5, i32 %.180.5), !dbg !11
  br i1 %t32, label %b39, label %b40, !dbg !22

b39:                                              ; preds = %b35
  %50 = and i64 %.173, %16, !dbg !11
  %.176.5 = icmp ne i64 %50, 0, !dbg !11
  %.177.5 = and i1 %15, %.176.5, !dbg !11
  %.182.5 = bitcast i32 %.181.5 to float, !dbg !11
  %t109.5 = select i1 %.177.5, float %.182.5, float %t110.4, !dbg !11
  %t110.5 = fadd float %t110.4, %t109.5, !dbg !13
  store float %t110.5, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eBlockSums.shared.0, align 16, !dbg !23
  br label %b40, !dbg !23

b40:                                              ; preds = %b39, %b35, %b32
  fence syncscope("workgroup") release, !dbg !24
  tail call void @llvm.amdgcn.s.barrier(), !dbg !24
  fence syncscope("workgroup") acquire, !dbg !24
  %.183 = load float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eBlockSums.shared.0, align 16, !dbg !25
  fence syncscope("workgroup") release, !dbg !26
  tail call void @llvm.amdgcn.s.barrier(), !dbg !26
  fence syncscope("workgroup") acquire, !dbg !26
  br i1 %t81, label %b41, label %b42, !dbg !30

b41:                                              ; preds = %b40
  %t116 = add i64 %t84, %t86, !dbg !38
  %t117 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t116, !dbg !39
  store float %.183, ptr addrspace(1) %t117, align 4, !dbg !39
  br label %b42, !dbg !39

b42:                                              ; preds = %b41, %b40
  %t118 = add nuw nsw i64 %t86, 1, !dbg !39
  %exitcond.not = icmp eq i64 %t118, %a6, !dbg !39
  br i1 %exitcond.not, label %b43, label %b27, !dbg !39

b43:                                              ; preds = %b42, %b26
  br i1 %t81, label %b44, label %b45, !dbg !40

b44:                                              ; preds = %b43
  %t120 = shl nsw i64 %t2, 1, !dbg !41
  %t122 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t120, !dbg !42
  %51 = insertelement <2 x float> %26, float %.130, i64 1, !dbg !42
  store <2 x float> %51, ptr addrspace(1) %t122, align 4, !dbg !42
  br label %b45, !dbg !43

b45:                                              ; preds = %b44, %b43
  ret void, !dbg !43
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, i64 %a3, i32 %a4) local_unnamed_addr #0 !dbg !44 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !45
  %t4 = sext i32 %.4 to i64, !dbg !45
  %.5 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !46
  %t7 = icmp eq i32 %.5, 0, !dbg !47
  br i1 %t7, label %b1, label %b2, !dbg !47

b1:                                               ; preds = %entry
  store i32 0, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.0.0, align 16, !dbg !48
  br label %b2, !dbg !48

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release, !dbg !49
  tail call void @llvm.amdgcn.s.barrier(), !dbg !49
  fence syncscope("workgroup") acquire, !dbg !49
  fence syncscope("workgroup") release, !dbg !50
  tail call void @llvm.amdgcn.s.barrier(), !dbg !50
  fence syncscope("workgroup") acquire, !dbg !50
  %t12.not1 = icmp slt i64 %a3, 1, !dbg !51
  br i1 %t12.not1, label %b7, label %b4, !dbg !51

b4:                                               ; preds = %b2, %b6
  %t112 = phi i64 [ %t17, %b6 ], [ 1, %b2 ]
  br i1 %t7, label %b5, label %b6, !dbg !47

b5:                                               ; preds = %b4
  %t13 = trunc i64 %t112 to i32, !dbg !52
  %.7 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.0.0, align 16, !dbg !53
  %t15 = add i32 %.7, %t13, !dbg !54
  store i32 %t15, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.0.0, align 16, !dbg !53
  br label %b6, !dbg !53

b6:                                               ; preds = %b5, %b4
  fence syncscope("workgroup") release, !dbg !49
  tail call void @llvm.amdgcn.s.barrier(), !dbg !49
  fence syncscope("workgroup") acquire, !dbg !49
  fence syncscope("workgroup") release, !dbg !50
  tail call void @llvm.amdgcn.s.barrier(), !dbg !50
  fence syncscope("workgroup") acquire, !dbg !50
  %t17 = add i64 %t112, 1, !dbg !55
  %t12.not = icmp sgt i64 %t17, %a3, !dbg !51
  br i1 %t12.not, label %b7, label %b4, !dbg !51

b7:                                               ; preds = %b6, %b2
  br i1 %t7, label %b8, label %b9, !dbg !56

b8:                                               ; preds = %b7
  store i32 %a4, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.2.0, align 16, !dbg !57
  store i32 1, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.2.1, align 16, !dbg !58
  br label %b9, !dbg !58

b9:                                               ; preds = %b8, %b7
  fence syncscope("workgroup") release, !dbg !59
  tail call void @llvm.amdgcn.s.barrier(), !dbg !59
  fence syncscope("workgroup") acquire, !dbg !59
  br i1 %t7, label %b10, label %b11, !dbg !47

b10:                                              ; preds = %b9
  %.9 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.2.0, align 16, !dbg !60
  %.10 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.0.0, align 16, !dbg !53
  %t23 = add i32 %.10, %.9, !dbg !54
  store i32 %t23, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.0.0, align 16, !dbg !53
  br label %b11, !dbg !53

b11:                                              ; preds = %b10, %b9
  fence syncscope("workgroup") release, !dbg !49
  tail call void @llvm.amdgcn.s.barrier(), !dbg !49
  fence syncscope("workgroup") acquire, !dbg !49
  fence syncscope("workgroup") release, !dbg !50
  tail call void @llvm.amdgcn.s.barrier(), !dbg !50
  fence syncscope("workgroup") acquire, !dbg !50
  br i1 %t7, label %b12, label %b13, !dbg !47

b12:                                              ; preds = %b11
  %.12 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.2.1, align 16, !dbg !61
  %.13 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.0.0, align 16, !dbg !53
  %t28 = add i32 %.13, %.12, !dbg !54
  store i32 %t28, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.0.0, align 16, !dbg !53
  br label %b13, !dbg !53

b13:                                              ; preds = %b12, %b11
  fence syncscope("workgroup") release, !dbg !49
  tail call void @llvm.amdgcn.s.barrier(), !dbg !49
  fence syncscope("workgroup") acquire, !dbg !49
  fence syncscope("workgroup") release, !dbg !50
  tail call void @llvm.amdgcn.s.barrier(), !dbg !50
  fence syncscope("workgroup") acquire, !dbg !50
  br i1 %t7, label %b14, label %b15, !dbg !47

b14:                                              ; preds = %b13
  %.15 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.0.0, align 16, !dbg !53
  %t31 = add i32 %.15, %a4, !dbg !54
  store i32 %t31, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.0.0, align 16, !dbg !53
  br label %b15, !dbg !53

b15:                                              ; preds = %b14, %b13
  fence syncscope("workgroup") release, !dbg !49
  tail call void @llvm.amdgcn.s.barrier(), !dbg !49
  fence syncscope("workgroup") acquire, !dbg !49
  fence syncscope("workgroup") release, !dbg !50
  tail call void @llvm.amdgcn.s.barrier(), !dbg !50
  fence syncscope("workgroup") acquire, !dbg !50
  br i1 %t7, label %b16, label %b17, !dbg !62

b16:                                              ; preds = %b15
  store i32 %.4, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.1.0, align 16, !dbg !63
  br label %b17, !dbg !63

b17:                                              ; preds = %b16, %b15
  fence syncscope("workgroup") release, !dbg !64
  tail call void @llvm.amdgcn.s.barrier(), !dbg !64
  fence syncscope("workgroup") acquire, !dbg !64
  %.17 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.1.0, align 16, !dbg !65
  fence syncscope("workgroup") release, !dbg !66
  tail call void @llvm.amdgcn.s.barrier(), !dbg !66
  fence syncscope("workgroup") acquire, !dbg !66
  fence syncscope("workgroup") release, !dbg !49
  tail call void @llvm.amdgcn.s.barrier(), !dbg !49
  fence syncscope("workgroup") acquire, !dbg !49
  %0 = load <1 x i32>, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally.shared.0.0, align 16, !dbg !67
  fence syncscope("workgroup") release, !dbg !50
  tail call void @llvm.amdgcn.s.barrier(), !dbg !50
  fence syncscope("workgroup") acquire, !dbg !50
  br i1 %t7, label %b20, label %b21, !dbg !68

b20:                                              ; preds = %b17
  %1 = shufflevector <1 x i32> %0, <1 x i32> poison, <2 x i32> <i32 0, i32 undef>, !dbg !67
  %t39 = shl nsw i64 %t4, 1, !dbg !69
  %t42 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t39, !dbg !70
  %2 = insertelement <2 x i32> %1, i32 %.17, i64 1, !dbg !70
  store <2 x i32> %2, ptr addrspace(1) %t42, align 4, !dbg !70
  br label %b21, !dbg !71

b21:                                              ; preds = %b20, %b17
  ret void, !dbg !71
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 !dbg !72 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !73
  %t2 = sext i32 %.7 to i64, !dbg !73
  %.8 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !74
  %t5 = icmp eq i32 %.8, 0, !dbg !75
  br i1 %t5, label %b1, label %b2, !dbg !75

b1:                                               ; preds = %entry
  store i32 0, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain.shared.0.0, align 16, !dbg !76
  br label %b2, !dbg !76

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release, !dbg !77
  tail call void @llvm.amdgcn.s.barrier(), !dbg !77
  fence syncscope("workgroup") acquire, !dbg !77
  fence syncscope("workgroup") release, !dbg !78
  tail call void @llvm.amdgcn.s.barrier(), !dbg !78
  fence syncscope("workgroup") acquire, !dbg !78
  %.10 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !79
  %.11 = getelementptr inbounds i8, ptr addrspace(4) %.10, i64 4, !dbg !79
  %.12 = load i16, ptr addrspace(4) %.11, align 4, !dbg !79, !invariant.load !6
  %t10 = zext i16 %.12 to i64
  %t11.not = icmp eq i16 %.12, 0, !dbg !80
  %t12 = mul nsw i64 %t10, %t2, !dbg !81
  br i1 %t11.not, label %b6, label %b9, !dbg !80

b3:                                               ; preds = %b3.preheader, %b5
  %t14 = phi i64 [ %t21, %b5 ], [ %t14.ph, %b3.preheader ]
  br i1 %t5, label %b4, label %b5, !dbg !75

b4:                                               ; preds = %b3
  %t15 = add i64 %t14, %t12, !dbg !82
  %t16 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t15, !dbg !83
  %.14 = load i32, ptr addrspace(1) %t16, align 4, !dbg !83, !amdgpu.noclobber !6
  %.15 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain.shared.0.0, align 16, !dbg !84
  %t19 = add i32 %.15, %.14, !dbg !85
  store i32 %t19, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain.shared.0.0, align 16, !dbg !84
  br label %b5, !dbg !84

b5:                                               ; preds = %b4, %b3
  fence syncscope("workgroup") release, !dbg !77
  tail call void @llvm.amdgcn.s.barrier(), !dbg !77
  fence syncscope("workgroup") acquire, !dbg !77
  %.16 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain.shared.0.0, align 16, !dbg !86
  fence syncscope("workgroup") release, !dbg !78
  tail call void @llvm.amdgcn.s.barrier(), !dbg !78
  fence syncscope("workgroup") acquire, !dbg !78
  %t21 = add nuw nsw i64 %t14, 1, !dbg !87
  %t22 = icmp ult i64 %t21, %t10, !dbg !87
  br i1 %t22, label %b3, label %b6, !dbg !87

b6:                                               ; preds = %b5, %b2
  %t23 = phi i32 [ 0, %b2 ], [ %.16, %b5 ]
  br i1 %t5, label %b7, label %b8, !dbg !88

b7:                                               ; preds = %b6
  %t25 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t2, !dbg !89
  store i32 %t23, ptr addrspace(1) %t25, align 4, !dbg !89
  br label %b8, !dbg !89

b8:                                               ; preds = %b7, %b6
  ret void, !dbg !89

b9:                                               ; preds = %b2
  %t26 = icmp ugt i16 %.12, 4, !dbg !75
  br i1 %t26, label %b10, label %b3.preheader, !dbg !75

b3.preheader:                                     ; preds = %b20, %b9
  %t14.ph = phi i64 [ 0, %b9 ], [ %t29, %b20 ]
  br label %b3, !dbg !75

b10:                                              ; preds = %b9
  %t28 = add nsw i64 %t10, -1, !dbg !75
  %t29 = and i64 %t28, -4, !dbg !75
  %t38 = add nsw i64 %t12, 1
  %t45 = add nsw i64 %t12, 2
  %t52 = add nsw i64 %t12, 3
  br label %b11, !dbg !75

b11:                                              ; preds = %b20, %b10
  %t30 = phi i64 [ 0, %b10 ], [ %t59, %b20 ]
  br i1 %t5, label %b13, label %b14, !dbg !75

b13:                                              ; preds = %b11
  %t31 = add nsw i64 %t30, %t12, !dbg !82
  %t32 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t31, !dbg !83
  %.18 = load i32, ptr addrspace(1) %t32, align 4, !dbg !83, !amdgpu.noclobber !6
  %.19 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain.shared.0.0, align 16, !dbg !84
  %t36 = add i32 %.19, %.18, !dbg !85
  store i32 %t36, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain.shared.0.0, align 16, !dbg !84
  br label %b14, !dbg !84

b14:                                              ; preds = %b13, %b11
  fence syncscope("workgroup") release, !dbg !77
  tail call void @llvm.amdgcn.s.barrier(), !dbg !77
  fence syncscope("workgroup") acquire, !dbg !77
  fence syncscope("workgroup") release, !dbg !78
  tail call void @llvm.amdgcn.s.barrier(), !dbg !78
  fence syncscope("workgroup") acquire, !dbg !78
  br i1 %t5, label %b15, label %b16, !dbg !75

b15:                                              ; preds = %b14
  %t39 = add nsw i64 %t38, %t30, !dbg !82
  %t40 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t39, !dbg !83
  %.21 = load i32, ptr addrspace(1) %t40, align 4, !dbg !83, !amdgpu.noclobber !6
  %.22 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain.shared.0.0, align 16, !dbg !84
  %t43 = add i32 %.22, %.21, !dbg !85
  store i32 %t43, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain.shared.0.0, align 16, !dbg !84
  br label %b16, !dbg !84

b16:                                              ; preds = %b15, %b14
  fence syncscope("workgroup") release, !dbg !77
  tail call void @llvm.amdgcn.s.barrier(), !dbg !77
  fence syncscope("workgroup") acquire, !dbg !77
  fence syncscope("workgroup") release, !dbg !78
  tail call void @llvm.amdgcn.s.barrier(), !dbg !78
  fence syncscope("workgroup") acquire, !dbg !78
  br i1 %t5, label %b17, label %b18, !dbg !75

b17:                                              ; preds = %b16
  %t46 = add nsw i64 %t45, %t30, !dbg !82
  %t47 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t46, !dbg !83
  %.24 = load i32, ptr addrspace(1) %t47, align 4, !dbg !83, !amdgpu.noclobber !6
  %.25 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain.shared.0.0, align 16, !dbg !84
  %t50 = add i32 %.25, %.24, !dbg !85
  store i32 %t50, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain.shared.0.0, align 16, !dbg !84
  br label %b18, !dbg !84

b18:                                              ; preds = %b17, %b16
  fence syncscope("workgroup") release, !dbg !77
  tail call void @llvm.amdgcn.s.barrier(), !dbg !77
  fence syncscope("workgroup") acquire, !dbg !77
  fence syncscope("workgroup") release, !dbg !78
  tail call void @llvm.amdgcn.s.barrier(), !dbg !78
  fence syncscope("workgroup") acquire, !dbg !78
  br i1 %t5, label %b19, label %b20, !dbg !75

b19:                                              ; preds = %b18
  %t53 = add nsw i64 %t52, %t30, !dbg !82
  %t54 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t53, !dbg !83
  %.27 = load i32, ptr addrspace(1) %t54, align 4, !dbg !83, !amdgpu.noclobber !6
  %.28 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain.shared.0.0, align 16, !dbg !84
  %t57 = add i32 %.28, %.27, !dbg !85
  store i32 %t57, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain.shared.0.0, align 16, !dbg !84
  br label %b20, !dbg !84

b20:                                              ; preds = %b19, %b18
  fence syncscope("workgroup") release, !dbg !77
  tail call void @llvm.amdgcn.s.barrier(), !dbg !77
  fence syncscope("workgroup") acquire, !dbg !77
  fence syncscope("workgroup") release, !dbg !78
  tail call void @llvm.amdgcn.s.barrier(), !dbg !78
  fence syncscope("workgroup") acquire, !dbg !78
  %t59 = add nuw nsw i64 %t30, 4, !dbg !87
  %t60.not = icmp eq i64 %t59, %t29, !dbg !75
  br i1 %t60.not, label %b3.preheader, label %b11, !dbg !75
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eMixTwice(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #1 !dbg !90 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !91
  %t2 = sext i32 %.7 to i64, !dbg !91
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !91
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !91
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !91, !invariant.load !6
  %t4 = zext i16 %.10 to i64
  %t5 = mul nsw i64 %t4, %t2, !dbg !91
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !91
  %t7 = sext i32 %.12 to i64, !dbg !91
  %t8 = add nsw i64 %t5, %t7, !dbg !91
  %t10 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t8, !dbg !92
  %.13 = load i32, ptr addrspace(1) %t10, align 4, !dbg !92, !amdgpu.noclobber !6
  %t12 = ashr i32 %.13, 3, !dbg !93
  %t13 = xor i32 %t12, %.13, !dbg !94
  %t14 = mul i32 %t13, 625341585, !dbg !95
  %t15 = add i32 %t14, 1, !dbg !96
  %t16 = ashr i32 %t15, 4, !dbg !97
  %t17 = xor i32 %t16, %t15, !dbg !98
  %t18 = mul i32 %t17, 506960040, !dbg !99
  %t19 = or i32 %t18, 2, !dbg !100
  %t20 = ashr i32 %t18, 5, !dbg !101
  %t21 = xor i32 %t19, %t20, !dbg !102
  %t22 = mul i32 %t21, 99354697, !dbg !103
  %t23 = add i32 %t22, 3, !dbg !104
  %t24 = ashr i32 %t23, 6, !dbg !105
  %t25 = xor i32 %t24, %t23, !dbg !106
  %t26 = mul i32 %t25, 1119030018, !dbg !107
  %t27 = add i32 %t26, 4, !dbg !108
  %t28 = ashr i32 %t27, 7, !dbg !109
  %t29 = xor i32 %t28, %t27, !dbg !110
  %t30 = mul i32 %t29, 668296939, !dbg !111
  %t31 = add i32 %t30, 5, !dbg !112
  %t32 = ashr i32 %t31, 8, !dbg !113
  %t33 = xor i32 %t32, %t31, !dbg !114
  %t34 = mul i32 %t33, 374800988, !dbg !115
  %t35 = add i32 %t34, 6, !dbg !116
  %t36 = ashr i32 %t35, 9, !dbg !117
  %t37 = xor i32 %t36, %t35, !dbg !118
  %t38 = mul i32 %t37, 625389099, !dbg !119
  %t39 = add i32 %t38, 7, !dbg !120
  %t40 = ashr i32 %t39, 10, !dbg !121
  %t41 = xor i32 %t40, %t39, !dbg !122
  %t42 = mul i32 %t41, 507007554, !dbg !123
  %t43 = add i32 %t42, 8, !dbg !124
  %t44 = ashr i32 %t43, 11, !dbg !125
  %t45 = xor i32 %t44, %t43, !dbg !126
  %t46 = mul i32 %t45, 99402211, !dbg !127
  %t47 = add i32 %t46, 9, !dbg !128
  %t48 = ashr i32 %t47, 12, !dbg !129
  %t49 = xor i32 %t48, %t47, !dbg !130
  %t50 = mul i32 %t49, 1119077532, !dbg !131
  %t51 = add i32 %t50, 10, !dbg !132
  %t52 = ashr i32 %t51, 13, !dbg !133
  %t53 = xor i32 %t52, %t51, !dbg !134
  %t54 = mul i32 %t53, 668344453, !dbg !135
  %t55 = add i32 %t54, 11, !dbg !136
  %t56 = ashr i32 %t55, 3, !dbg !137
  %t57 = xor i32 %t56, %t55, !dbg !138
  %t58 = mul i32 %t57, 374848502, !dbg !139
  %t59 = add i32 %t58, 12, !dbg !140
  %t60 = ashr i32 %t59, 4, !dbg !141
  %t61 = xor i32 %t60, %t59, !dbg !142
  %t62 = mul i32 %t61, 625436613, !dbg !143
  %t63 = add i32 %t62, 13, !dbg !144
  %t64 = ashr i32 %t63, 5, !dbg !145
  %t65 = xor i32 %t64, %t63, !dbg !146
  %t66 = mul i32 %t65, 507055068, !dbg !147
  %t67 = add i32 %t66, 14, !dbg !148
  %t68 = ashr i32 %t67, 6, !dbg !149
  %t69 = xor i32 %t68, %t67, !dbg !150
  %t70 = mul i32 %t69, 99449725, !dbg !151
  %t71 = add i32 %t70, 15, !dbg !152
  %t72 = ashr i32 %t71, 7, !dbg !153
  %t73 = xor i32 %t72, %t71, !dbg !154
  %t74 = mul i32 %t73, 1119125046, !dbg !155
  %t75 = add i32 %t74, 16, !dbg !156
  %t76 = ashr i32 %t75, 8, !dbg !157
  %t77 = xor i32 %t76, %t75, !dbg !158
  %t78 = mul i32 %t77, 668391967, !dbg !159
  %t79 = add i32 %t78, 17, !dbg !160
  %t80 = ashr i32 %t79, 9, !dbg !161
  %t81 = xor i32 %t80, %t79, !dbg !162
  %t82 = mul i32 %t81, 374896016, !dbg !163
  %t83 = add i32 %t82, 18, !dbg !164
  %t84 = ashr i32 %t83, 10, !dbg !165
  %t85 = xor i32 %t84, %t83, !dbg !166
  %t86 = mul i32 %t85, 625484127, !dbg !167
  %t87 = add i32 %t86, 19, !dbg !168
  %t88 = ashr i32 %t87, 11, !dbg !169
  %t89 = xor i32 %t88, %t87, !dbg !170
  %t90 = mul i32 %t89, 507102582, !dbg !171
  %t91 = add i32 %t90, 20, !dbg !172
  %t92 = ashr i32 %t91, 12, !dbg !173
  %t93 = xor i32 %t92, %t91, !dbg !174
  %t94 = mul i32 %t93, 99497239, !dbg !175
  %t95 = add i32 %t94, 21, !dbg !176
  %t96 = ashr i32 %t95, 13, !dbg !177
  %t97 = xor i32 %t96, %t95, !dbg !178
  %t98 = mul i32 %t97, 1119172560, !dbg !179
  %t99 = add i32 %t98, 22, !dbg !180
  %t100 = ashr i32 %t99, 3, !dbg !181
  %t101 = xor i32 %t100, %t99, !dbg !182
  %t102 = mul i32 %t101, 668439481, !dbg !183
  %t103 = add i32 %t102, 23, !dbg !184
  %t104 = ashr i32 %t103, 4, !dbg !185
  %t105 = xor i32 %t104, %t103, !dbg !186
  %t106 = mul i32 %t105, 374943530, !dbg !187
  %t107 = add i32 %t106, 24, !dbg !188
  %t108 = ashr i32 %t107, 5, !dbg !189
  %t109 = xor i32 %t108, %t107, !dbg !190
  %t110 = mul i32 %t109, 625531641, !dbg !191
  %t111 = add i32 %t110, 25, !dbg !192
  %t112 = ashr i32 %t111, 6, !dbg !193
  %t113 = xor i32 %t112, %t111, !dbg !194
  %t114 = mul i32 %t113, 507150096, !dbg !195
  %t115 = add i32 %t114, 26, !dbg !196
  %t116 = ashr i32 %t115, 7, !dbg !197
  %t117 = xor i32 %t116, %t115, !dbg !198
  %t118 = mul i32 %t117, 99544753, !dbg !199
  %t119 = add i32 %t118, 27, !dbg !200
  %t120 = ashr i32 %t119, 8, !dbg !201
  %t121 = xor i32 %t120, %t119, !dbg !202
  %t122 = mul i32 %t121, 1119220074, !dbg !203
  %t123 = add i32 %t122, 28, !dbg !204
  %t124 = ashr i32 %t123, 9, !dbg !205
  %t125 = xor i32 %t124, %t123, !dbg !206
  %t126 = mul i32 %t125, 668486995, !dbg !207
  %t127 = add i32 %t126, 29, !dbg !208
  %t128 = ashr i32 %t127, 10, !dbg !209
  %t129 = xor i32 %t128, %t127, !dbg !210
  %t130 = mul i32 %t129, 374991044, !dbg !211
  %t131 = add i32 %t130, 30, !dbg !212
  %t132 = ashr i32 %t131, 11, !dbg !213
  %t133 = xor i32 %t132, %t131, !dbg !214
  %t134 = mul i32 %t133, 625579155, !dbg !215
  %t135 = add i32 %t134, 31, !dbg !216
  %t136 = ashr i32 %t135, 12, !dbg !217
  %t137 = xor i32 %t136, %t135, !dbg !218
  %t138 = mul i32 %t137, 507197610, !dbg !219
  %t139 = add i32 %t138, 32, !dbg !220
  %t140 = ashr i32 %t139, 13, !dbg !221
  %t141 = xor i32 %t140, %t139, !dbg !222
  %t142 = mul i32 %t141, 99592267, !dbg !223
  %t143 = add i32 %t142, 33, !dbg !224
  %t144 = ashr i32 %t143, 3, !dbg !225
  %t145 = xor i32 %t144, %t143, !dbg !226
  %t146 = mul i32 %t145, 1119267588, !dbg !227
  %t147 = add i32 %t146, 34, !dbg !228
  %t148 = ashr i32 %t147, 4, !dbg !229
  %t149 = xor i32 %t148, %t147, !dbg !230
  %t150 = mul i32 %t149, 668534509, !dbg !231
  %t151 = add i32 %t150, 35, !dbg !232
  %t152 = ashr i32 %t151, 5, !dbg !233
  %t153 = xor i32 %t152, %t151, !dbg !234
  %t154 = mul i32 %t153, 375038558, !dbg !235
  %t155 = add i32 %t154, 36, !dbg !236
  %t156 = ashr i32 %t155, 6, !dbg !237
  %t157 = xor i32 %t156, %t155, !dbg !238
  %t158 = mul i32 %t157, 625626669, !dbg !239
  %t159 = add i32 %t158, 37, !dbg !240
  %t160 = ashr i32 %t159, 7, !dbg !241
  %t161 = xor i32 %t160, %t159, !dbg !242
  %t162 = mul i32 %t161, 507245124, !dbg !243
  %t163 = add i32 %t162, 38, !dbg !244
  %t164 = ashr i32 %t163, 8, !dbg !245
  %t165 = xor i32 %t164, %t163, !dbg !246
  %t166 = mul i32 %t165, 99639781, !dbg !247
  %t167 = add i32 %t166, 39, !dbg !248
  %t168 = ashr i32 %t167, 9, !dbg !249
  %t169 = xor i32 %t168, %t167, !dbg !250
  %t170 = mul i32 %t169, 1119315102, !dbg !251
  %t171 = add i32 %t170, 40, !dbg !252
  %t172 = ashr i32 %t171, 10, !dbg !253
  %t173 = xor i32 %t172, %t171, !dbg !254
  %t174 = mul i32 %t173, 668582023, !dbg !255
  %t175 = add i32 %t174, 41, !dbg !256
  %t176 = ashr i32 %t175, 11, !dbg !257
  %t177 = xor i32 %t176, %t175, !dbg !258
  %t178 = mul i32 %t177, 375086072, !dbg !259
  %t179 = add i32 %t178, 42, !dbg !260
  %t180 = ashr i32 %t179, 12, !dbg !261
  %t181 = xor i32 %t180, %t179, !dbg !262
  %t182 = mul i32 %t181, 625674183, !dbg !263
  %t183 = add i32 %t182, 43, !dbg !264
  %t184 = ashr i32 %t183, 13, !dbg !265
  %t185 = xor i32 %t184, %t183, !dbg !266
  %t186 = mul i32 %t185, 507292638, !dbg !267
  %t187 = add i32 %t186, 44, !dbg !268
  %t188 = ashr i32 %t187, 3, !dbg !269
  %t189 = xor i32 %t188, %t187, !dbg !270
  %t190 = mul i32 %t189, 99687295, !dbg !271
  %t191 = add i32 %t190, 45, !dbg !272
  %t192 = ashr i32 %t191, 4, !dbg !273
  %t193 = xor i32 %t192, %t191, !dbg !274
  %t194 = mul i32 %t193, 1119362616, !dbg !275
  %t195 = add i32 %t194, 46, !dbg !276
  %t196 = ashr i32 %t195, 5, !dbg !277
  %t197 = xor i32 %t196, %t195, !dbg !278
  %t198 = mul i32 %t197, 668629537, !dbg !279
  %t199 = add i32 %t198, 47, !dbg !280
  %t200 = ashr i32 %t199, 6, !dbg !281
  %t201 = xor i32 %t200, %t199, !dbg !282
  %t202 = mul i32 %t201, 375133586, !dbg !283
  %t203 = add i32 %t202, 48, !dbg !284
  %t204 = ashr i32 %t203, 7, !dbg !285
  %t205 = xor i32 %t204, %t203, !dbg !286
  %t206 = mul i32 %t205, 625721697, !dbg !287
  %t207 = add i32 %t206, 49, !dbg !288
  %t208 = ashr i32 %t207, 8, !dbg !289
  %t209 = xor i32 %t208, %t207, !dbg !290
  %t210 = mul i32 %t209, 507340152, !dbg !291
  %t211 = add i32 %t210, 50, !dbg !292
  %t212 = ashr i32 %t211, 9, !dbg !293
  %t213 = xor i32 %t212, %t211, !dbg !294
  %t214 = mul i32 %t213, 99734809, !dbg !295
  %t215 = add i32 %t214, 51, !dbg !296
  %t216 = ashr i32 %t215, 10, !dbg !297
  %t217 = xor i32 %t216, %t215, !dbg !298
  %t218 = mul i32 %t217, 1119410130, !dbg !299
  %t219 = add i32 %t218, 52, !dbg !300
  %t220 = ashr i32 %t219, 11, !dbg !301
  %t221 = xor i32 %t220, %t219, !dbg !302
  %t222 = mul i32 %t221, 668677051, !dbg !303
  %t223 = add i32 %t222, 53, !dbg !304
  %t224 = ashr i32 %t223, 12, !dbg !305
  %t225 = xor i32 %t224, %t223, !dbg !306
  %t226 = mul i32 %t225, 375181100, !dbg !307
  %t227 = add i32 %t226, 54, !dbg !308
  %t228 = ashr i32 %t227, 13, !dbg !309
  %t229 = xor i32 %t228, %t227, !dbg !310
  %t230 = mul i32 %t229, 625769211, !dbg !311
  %t231 = add i32 %t230, 55, !dbg !312
  %t232 = ashr i32 %t231, 3, !dbg !313
  %t233 = xor i32 %t232, %t231, !dbg !314
  %t234 = mul i32 %t233, 507387666, !dbg !315
  %t235 = add i32 %t234, 56, !dbg !316
  %t236 = ashr i32 %t235, 4, !dbg !317
  %t237 = xor i32 %t236, %t235, !dbg !318
  %t238 = mul i32 %t237, 99782323, !dbg !319
  %t239 = add i32 %t238, 57, !dbg !320
  %t240 = ashr i32 %t239, 5, !dbg !321
  %t241 = xor i32 %t240, %t239, !dbg !322
  %t242 = mul i32 %t241, 1119457644, !dbg !323
  %t243 = add i32 %t242, 58, !dbg !324
  %t244 = ashr i32 %t243, 6, !dbg !325
  %t245 = xor i32 %t244, %t243, !dbg !326
  %t246 = mul i32 %t245, 668724565, !dbg !327
  %t247 = add i32 %t246, 59, !dbg !328
  %t248 = ashr i32 %t247, 7, !dbg !329
  %t249 = xor i32 %t248, %t247, !dbg !330
  %t250 = mul i32 %t249, 375228614, !dbg !331
  %t251 = add i32 %t250, 60, !dbg !332
  %t252 = ashr i32 %t251, 8, !dbg !333
  %t253 = xor i32 %t252, %t251, !dbg !334
  %t254 = mul i32 %t253, 625816725, !dbg !335
  %t255 = add i32 %t254, 61, !dbg !336
  %t256 = ashr i32 %t255, 9, !dbg !337
  %t257 = xor i32 %t256, %t255, !dbg !338
  %t258 = mul i32 %t257, 507435180, !dbg !339
  %t259 = add i32 %t258, 62, !dbg !340
  %t260 = ashr i32 %t259, 10, !dbg !341
  %t261 = xor i32 %t260, %t259, !dbg !342
  %t262 = mul i32 %t261, 99829837, !dbg !343
  %t263 = add i32 %t262, 63, !dbg !344
  %t264 = ashr i32 %t263, 11, !dbg !345
  %t265 = xor i32 %t264, %t263, !dbg !346
  %t266 = mul i32 %t265, 1119505158, !dbg !347
  %t267 = add i32 %t266, 64, !dbg !348
  %t268 = ashr i32 %t267, 12, !dbg !349
  %t269 = xor i32 %t268, %t267, !dbg !350
  %t270 = mul i32 %t269, 668772079, !dbg !351
  %t271 = add i32 %t270, 65, !dbg !352
  %t272 = ashr i32 %t271, 13, !dbg !353
  %t273 = xor i32 %t272, %t271, !dbg !354
  %t274 = mul i32 %t273, 375276128, !dbg !355
  %t275 = add i32 %t274, 66, !dbg !356
  %t276 = ashr i32 %t275, 3, !dbg !357
  %t277 = xor i32 %t276, %t275, !dbg !358
  %t278 = mul i32 %t277, 625864239, !dbg !359
  %t279 = add i32 %t278, 67, !dbg !360
  %t280 = ashr i32 %t279, 4, !dbg !361
  %t281 = xor i32 %t280, %t279, !dbg !362
  %t282 = mul i32 %t281, 507482694, !dbg !363
  %t283 = add i32 %t282, 68, !dbg !364
  %t284 = ashr i32 %t283, 5, !dbg !365
  %t285 = xor i32 %t284, %t283, !dbg !366
  %t286 = mul i32 %t285, 99877351, !dbg !367
  %t287 = add i32 %t286, 69, !dbg !368
  %t288 = ashr i32 %t287, 6, !dbg !369
  %t289 = xor i32 %t288, %t287, !dbg !370
  %t290 = mul i32 %t289, 1119552672, !dbg !371
  %t291 = add i32 %t290, 70, !dbg !372
  %t292 = ashr i32 %t291, 7, !dbg !373
  %t293 = xor i32 %t292, %t291, !dbg !374
  %t294 = mul i32 %t293, 668819593, !dbg !375
  %t295 = add i32 %t294, 71, !dbg !376
  %t296 = ashr i32 %t295, 8, !dbg !377
  %t297 = xor i32 %t296, %t295, !dbg !378
  %t298 = mul i32 %t297, 375323642, !dbg !379
  %t299 = add i32 %t298, 72, !dbg !380
  %t300 = ashr i32 %t299, 9, !dbg !381
  %t301 = xor i32 %t300, %t299, !dbg !382
  %t302 = mul i32 %t301, 625911753, !dbg !383
  %t303 = add i32 %t302, 73, !dbg !384
  %t304 = ashr i32 %t303, 10, !dbg !385
  %t305 = xor i32 %t304, %t303, !dbg !386
  %t306 = mul i32 %t305, 507530208, !dbg !387
  %t307 = add i32 %t306, 74, !dbg !388
  %t308 = ashr i32 %t307, 11, !dbg !389
  %t309 = xor i32 %t308, %t307, !dbg !390
  %t310 = mul i32 %t309, 99924865, !dbg !391
  %t311 = add i32 %t310, 75, !dbg !392
  %t312 = ashr i32 %t311, 12, !dbg !393
  %t313 = xor i32 %t312, %t311, !dbg !394
  %t314 = mul i32 %t313, 1119600186, !dbg !395
  %t315 = add i32 %t314, 76, !dbg !396
  %t316 = ashr i32 %t315, 13, !dbg !397
  %t317 = xor i32 %t316, %t315, !dbg !398
  %t318 = mul i32 %t317, 668867107, !dbg !399
  %t319 = add i32 %t318, 77, !dbg !400
  %t320 = ashr i32 %t319, 3, !dbg !401
  %t321 = xor i32 %t320, %t319, !dbg !402
  %t322 = mul i32 %t321, 375371156, !dbg !403
  %t323 = add i32 %t322, 78, !dbg !404
  %t324 = ashr i32 %t323, 4, !dbg !405
  %t325 = xor i32 %t324, %t323, !dbg !406
  %t326 = mul i32 %t325, 625959267, !dbg !407
  %t327 = add i32 %t326, 79, !dbg !408
  %t328 = ashr i32 %t327, 5, !dbg !409
  %t329 = xor i32 %t328, %t327, !dbg !410
  %t330 = mul i32 %t329, 507577722, !dbg !411
  %t331 = add i32 %t330, 80, !dbg !412
  %t332 = ashr i32 %t331, 6, !dbg !413
  %t333 = xor i32 %t332, %t331, !dbg !414
  %t334 = mul i32 %t333, 99972379, !dbg !415
  %t335 = add i32 %t334, 81, !dbg !416
  %t336 = ashr i32 %t335, 7, !dbg !417
  %t337 = xor i32 %t336, %t335, !dbg !418
  %t338 = mul i32 %t337, 1119647700, !dbg !419
  %t339 = add i32 %t338, 82, !dbg !420
  %t340 = ashr i32 %t339, 8, !dbg !421
  %t341 = xor i32 %t340, %t339, !dbg !422
  %t342 = mul i32 %t341, 668914621, !dbg !423
  %t343 = add i32 %t342, 83, !dbg !424
  %t344 = ashr i32 %t343, 9, !dbg !425
  %t345 = xor i32 %t344, %t343, !dbg !426
  %t346 = mul i32 %t345, 375418670, !dbg !427
  %t347 = add i32 %t346, 84, !dbg !428
  %t348 = ashr i32 %t347, 10, !dbg !429
  %t349 = xor i32 %t348, %t347, !dbg !430
  %t350 = mul i32 %t349, 626006781, !dbg !431
  %t351 = add i32 %t350, 85, !dbg !432
  %t352 = ashr i32 %t351, 11, !dbg !433
  %t353 = xor i32 %t352, %t351, !dbg !434
  %t354 = mul i32 %t353, 507625236, !dbg !435
  %t355 = add i32 %t354, 86, !dbg !436
  %t356 = ashr i32 %t355, 12, !dbg !437
  %t357 = xor i32 %t356, %t355, !dbg !438
  %t358 = mul i32 %t357, 100019893, !dbg !439
  %t359 = add i32 %t358, 87, !dbg !440
  %t360 = ashr i32 %t359, 13, !dbg !441
  %t361 = xor i32 %t360, %t359, !dbg !442
  %t362 = mul i32 %t361, 1119695214, !dbg !443
  %t363 = add i32 %t362, 88, !dbg !444
  %t364 = ashr i32 %t363, 3, !dbg !445
  %t365 = xor i32 %t364, %t363, !dbg !446
  %t366 = mul i32 %t365, 668962135, !dbg !447
  %t367 = add i32 %t366, 89, !dbg !448
  %t368 = ashr i32 %t367, 4, !dbg !449
  %t369 = xor i32 %t368, %t367, !dbg !450
  %t370 = mul i32 %t369, 375466184, !dbg !451
  %t371 = add i32 %t370, 90, !dbg !452
  %t372 = ashr i32 %t371, 5, !dbg !453
  %t373 = xor i32 %t372, %t371, !dbg !454
  %t374 = mul i32 %t373, 626054295, !dbg !455
  %t375 = add i32 %t374, 91, !dbg !456
  %t376 = ashr i32 %t375, 6, !dbg !457
  %t377 = xor i32 %t376, %t375, !dbg !458
  %t378 = mul i32 %t377, 507672750, !dbg !459
  %t379 = add i32 %t378, 92, !dbg !460
  %t380 = ashr i32 %t379, 7, !dbg !461
  %t381 = xor i32 %t380, %t379, !dbg !462
  %t382 = mul i32 %t381, 100067407, !dbg !463
  %t383 = add i32 %t382, 93, !dbg !464
  %t384 = ashr i32 %t383, 8, !dbg !465
  %t385 = xor i32 %t384, %t383, !dbg !466
  %t386 = mul i32 %t385, 1119742728, !dbg !467
  %t387 = add i32 %t386, 94, !dbg !468
  %t388 = ashr i32 %t387, 9, !dbg !469
  %t389 = xor i32 %t388, %t387, !dbg !470
  %t390 = mul i32 %t389, 669009649, !dbg !471
  %t391 = add i32 %t390, 95, !dbg !472
  %t392 = ashr i32 %t391, 10, !dbg !473
  %t393 = xor i32 %t392, %t391, !dbg !474
  %t394 = mul i32 %t393, 375513698, !dbg !475
  %t395 = add i32 %t394, 96, !dbg !476
  %t396 = ashr i32 %t395, 11, !dbg !477
  %t397 = xor i32 %t396, %t395, !dbg !478
  %t398 = mul i32 %t397, 626101809, !dbg !479
  %t399 = add i32 %t398, 97, !dbg !480
  %t400 = ashr i32 %t399, 12, !dbg !481
  %t401 = xor i32 %t400, %t399, !dbg !482
  %t402 = mul i32 %t401, 507720264, !dbg !483
  %t403 = add i32 %t402, 98, !dbg !484
  %t404 = ashr i32 %t403, 13, !dbg !485
  %t405 = xor i32 %t404, %t403, !dbg !486
  %t406 = mul i32 %t405, 100114921, !dbg !487
  %t407 = add i32 %t406, 99, !dbg !488
  %t408 = ashr i32 %t407, 3, !dbg !489
  %t409 = xor i32 %t408, %t407, !dbg !490
  %t410 = mul i32 %t409, 1119790242, !dbg !491
  %t411 = add i32 %t410, 100, !dbg !492
  %t412 = ashr i32 %t411, 4, !dbg !493
  %t413 = xor i32 %t412, %t411, !dbg !494
  %t414 = mul i32 %t413, 669057163, !dbg !495
  %t415 = add i32 %t414, 101, !dbg !496
  %t416 = ashr i32 %t415, 5, !dbg !497
  %t417 = xor i32 %t416, %t415, !dbg !498
  %t418 = mul i32 %t417, 375561212, !dbg !499
  %t419 = add i32 %t418, 102, !dbg !500
  %t420 = ashr i32 %t419, 6, !dbg !501
  %t421 = xor i32 %t420, %t419, !dbg !502
  %t422 = mul i32 %t421, 626149323, !dbg !503
  %t423 = add i32 %t422, 103, !dbg !504
  %t424 = ashr i32 %t423, 7, !dbg !505
  %t425 = xor i32 %t424, %t423, !dbg !506
  %t426 = mul i32 %t425, 507767778, !dbg !507
  %t427 = add i32 %t426, 104, !dbg !508
  %t428 = ashr i32 %t427, 8, !dbg !509
  %t429 = xor i32 %t428, %t427, !dbg !510
  %t430 = mul i32 %t429, 100162435, !dbg !511
  %t431 = add i32 %t430, 105, !dbg !512
  %t432 = ashr i32 %t431, 9, !dbg !513
  %t433 = xor i32 %t432, %t431, !dbg !514
  %t434 = mul i32 %t433, 1119837756, !dbg !515
  %t435 = add i32 %t434, 106, !dbg !516
  %t436 = ashr i32 %t435, 10, !dbg !517
  %t437 = xor i32 %t436, %t435, !dbg !518
  %t438 = mul i32 %t437, 669104677, !dbg !519
  %t439 = add i32 %t438, 107, !dbg !520
  %t440 = ashr i32 %t439, 11, !dbg !521
  %t441 = xor i32 %t440, %t439, !dbg !522
  %t442 = mul i32 %t441, 375608726, !dbg !523
  %t443 = add i32 %t442, 108, !dbg !524
  %t444 = ashr i32 %t443, 12, !dbg !525
  %t445 = xor i32 %t444, %t443, !dbg !526
  %t446 = mul i32 %t445, 626196837, !dbg !527
  %t447 = add i32 %t446, 109, !dbg !528
  %t448 = ashr i32 %t447, 13, !dbg !529
  %t449 = xor i32 %t448, %t447, !dbg !530
  %t450 = mul i32 %t449, 507815292, !dbg !531
  %t451 = add i32 %t450, 110, !dbg !532
  %t452 = ashr i32 %t451, 3, !dbg !533
  %t453 = xor i32 %t452, %t451, !dbg !534
  %t454 = mul i32 %t453, 100209949, !dbg !535
  %t455 = add i32 %t454, 111, !dbg !536
  %t456 = ashr i32 %t455, 4, !dbg !537
  %t457 = xor i32 %t456, %t455, !dbg !538
  %t458 = mul i32 %t457, 1119885270, !dbg !539
  %t459 = add i32 %t458, 112, !dbg !540
  %t460 = ashr i32 %t459, 5, !dbg !541
  %t461 = xor i32 %t460, %t459, !dbg !542
  %t462 = mul i32 %t461, 669152191, !dbg !543
  %t463 = add i32 %t462, 113, !dbg !544
  %t464 = ashr i32 %t463, 6, !dbg !545
  %t465 = xor i32 %t464, %t463, !dbg !546
  %t466 = mul i32 %t465, 375656240, !dbg !547
  %t467 = add i32 %t466, 114, !dbg !548
  %t468 = ashr i32 %t467, 7, !dbg !549
  %t469 = xor i32 %t468, %t467, !dbg !550
  %t470 = mul i32 %t469, 626244351, !dbg !551
  %t471 = add i32 %t470, 115, !dbg !552
  %t472 = ashr i32 %t471, 8, !dbg !553
  %t473 = xor i32 %t472, %t471, !dbg !554
  %t474 = mul i32 %t473, 507862806, !dbg !555
  %t475 = add i32 %t474, 116, !dbg !556
  %t476 = ashr i32 %t475, 9, !dbg !557
  %t477 = xor i32 %t476, %t475, !dbg !558
  %t478 = mul i32 %t477, 100257463, !dbg !559
  %t479 = add i32 %t478, 117, !dbg !560
  %t480 = ashr i32 %t479, 10, !dbg !561
  %t481 = xor i32 %t480, %t479, !dbg !562
  %t482 = mul i32 %t481, 1119932784, !dbg !563
  %t483 = add i32 %t482, 118, !dbg !564
  %t484 = ashr i32 %t483, 11, !dbg !565
  %t485 = xor i32 %t484, %t483, !dbg !566
  %t486 = mul i32 %t485, 669199705, !dbg !567
  %t487 = add i32 %t486, 119, !dbg !568
  %t488 = ashr i32 %t487, 12, !dbg !569
  %t489 = xor i32 %t488, %t487, !dbg !570
  %t490 = mul i32 %t489, 375703754, !dbg !571
  %t491 = add i32 %t490, 120, !dbg !572
  %t492 = ashr i32 %t491, 13, !dbg !573
  %t493 = xor i32 %t492, %t491, !dbg !574
  %t494 = mul i32 %t493, 626291865, !dbg !575
  %t495 = add i32 %t494, 121, !dbg !576
  %t496 = ashr i32 %t495, 3, !dbg !577
  %t497 = xor i32 %t496, %t495, !dbg !578
  %t498 = mul i32 %t497, 507910320, !dbg !579
  %t499 = add i32 %t498, 122, !dbg !580
  %t500 = ashr i32 %t499, 4, !dbg !581
  %t501 = xor i32 %t500, %t499, !dbg !582
  %t502 = mul i32 %t501, 100304977, !dbg !583
  %t503 = add i32 %t502, 123, !dbg !584
  %t504 = ashr i32 %t503, 5, !dbg !585
  %t505 = xor i32 %t504, %t503, !dbg !586
  %t506 = mul i32 %t505, 1119980298, !dbg !587
  %t507 = add i32 %t506, 124, !dbg !588
  %t508 = ashr i32 %t507, 6, !dbg !589
  %t509 = xor i32 %t508, %t507, !dbg !590
  %t510 = mul i32 %t509, 669247219, !dbg !591
  %t511 = add i32 %t510, 125, !dbg !592
  %t512 = ashr i32 %t511, 7, !dbg !593
  %t513 = xor i32 %t512, %t511, !dbg !594
  %t514 = mul i32 %t513, 375751268, !dbg !595
  %t515 = add i32 %t514, 126, !dbg !596
  %t516 = ashr i32 %t515, 8, !dbg !597
  %t517 = xor i32 %t516, %t515, !dbg !598
  %t518 = mul i32 %t517, 626339379, !dbg !599
  %t519 = add i32 %t518, 127, !dbg !600
  %t520 = ashr i32 %t519, 9, !dbg !601
  %t521 = xor i32 %t520, %t519, !dbg !602
  %t522 = mul i32 %t521, 507957834, !dbg !603
  %t523 = add i32 %t522, 128, !dbg !604
  %t524 = ashr i32 %t523, 10, !dbg !605
  %t525 = xor i32 %t524, %t523, !dbg !606
  %t526 = mul i32 %t525, 100352491, !dbg !607
  %t527 = add i32 %t526, 129, !dbg !608
  %t528 = ashr i32 %t527, 11, !dbg !609
  %t529 = xor i32 %t528, %t527, !dbg !610
  %t530 = mul i32 %t529, 1120027812, !dbg !611
  %t531 = add i32 %t530, 130, !dbg !612
  %t532 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eMixTwice.shared.0, i32 %.12, !dbg !613
  store i32 %t531, ptr addrspace(3) %t532, align 4, !dbg !613
  fence syncscope("workgroup") release, !dbg !614
  tail call void @llvm.amdgcn.s.barrier(), !dbg !614
  fence syncscope("workgroup") acquire, !dbg !614
  %t533 = add nsw i64 %t7, 1, !dbg !615
  %.14 = icmp eq i16 %.10, 0, !dbg !616
  %.17 = select i1 %.14, i64 1, i64 %t4, !dbg !616
  %.18 = srem i64 %t533, %.17, !dbg !616
  %.19 = select i1 %.14, i64 %t533, i64 %.18, !dbg !616
  %0 = trunc i64 %.19 to i32, !dbg !617
  %t535 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eMixTwice.shared.0, i32 %0, !dbg !617
  %.20 = load i32, ptr addrspace(3) %t535, align 4, !dbg !617
  fence syncscope("workgroup") release, !dbg !618
  tail call void @llvm.amdgcn.s.barrier(), !dbg !618
  fence syncscope("workgroup") acquire, !dbg !618
  %.21 = load i32, ptr addrspace(1) %t10, align 4, !dbg !619, !amdgpu.noclobber !6
  %t538 = add i32 %.21, 1, !dbg !620
  %t539 = ashr i32 %t538, 3, !dbg !93
  %t540 = xor i32 %t539, %t538, !dbg !94
  %t541 = mul i32 %t540, 625341585, !dbg !95
  %t542 = add i32 %t541, 1, !dbg !96
  %t543 = ashr i32 %t542, 4, !dbg !97
  %t544 = xor i32 %t543, %t542, !dbg !98
  %t545 = mul i32 %t544, 506960040, !dbg !99
  %t546 = or i32 %t545, 2, !dbg !100
  %t547 = ashr i32 %t545, 5, !dbg !101
  %t548 = xor i32 %t546, %t547, !dbg !102
  %t549 = mul i32 %t548, 99354697, !dbg !103
  %t550 = add i32 %t549, 3, !dbg !104
  %t551 = ashr i32 %t550, 6, !dbg !105
  %t552 = xor i32 %t551, %t550, !dbg !106
  %t553 = mul i32 %t552, 1119030018, !dbg !107
  %t554 = add i32 %t553, 4, !dbg !108
  %t555 = ashr i32 %t554, 7, !dbg !109
  %t556 = xor i32 %t555, %t554, !dbg !110
  %t557 = mul i32 %t556, 668296939, !dbg !111
  %t558 = add i32 %t557, 5, !dbg !112
  %t559 = ashr i32 %t558, 8, !dbg !113
  %t560 = xor i32 %t559, %t558, !dbg !114
  %t561 = mul i32 %t560, 374800988, !dbg !115
  %t562 = add i32 %t561, 6, !dbg !116
  %t563 = ashr i32 %t562, 9, !dbg !117
  %t564 = xor i32 %t563, %t562, !dbg !118
  %t565 = mul i32 %t564, 625389099, !dbg !119
  %t566 = add i32 %t565, 7, !dbg !120
  %t567 = ashr i32 %t566, 10, !dbg !121
  %t568 = xor i32 %t567, %t566, !dbg !122
  %t569 = mul i32 %t568, 507007554, !dbg !123
  %t570 = add i32 %t569, 8, !dbg !124
  %t571 = ashr i32 %t570, 11, !dbg !125
  %t572 = xor i32 %t571, %t570, !dbg !126
  %t573 = mul i32 %t572, 99402211, !dbg !127
  %t574 = add i32 %t573, 9, !dbg !128
  %t575 = ashr i32 %t574, 12, !dbg !129
  %t576 = xor i32 %t575, %t574, !dbg !130
  %t577 = mul i32 %t576, 1119077532, !dbg !131
  %t578 = add i32 %t577, 10, !dbg !132
  %t579 = ashr i32 %t578, 13, !dbg !133
  %t580 = xor i32 %t579, %t578, !dbg !134
  %t581 = mul i32 %t580, 668344453, !dbg !135
  %t582 = add i32 %t581, 11, !dbg !136
  %t583 = ashr i32 %t582, 3, !dbg !137
  %t584 = xor i32 %t583, %t582, !dbg !138
  %t585 = mul i32 %t584, 374848502, !dbg !139
  %t586 = add i32 %t585, 12, !dbg !140
  %t587 = ashr i32 %t586, 4, !dbg !141
  %t588 = xor i32 %t587, %t586, !dbg !142
  %t589 = mul i32 %t588, 625436613, !dbg !143
  %t590 = add i32 %t589, 13, !dbg !144
  %t591 = ashr i32 %t590, 5, !dbg !145
  %t592 = xor i32 %t591, %t590, !dbg !146
  %t593 = mul i32 %t592, 507055068, !dbg !147
  %t594 = add i32 %t593, 14, !dbg !148
  %t595 = ashr i32 %t594, 6, !dbg !149
  %t596 = xor i32 %t595, %t594, !dbg !150
  %t597 = mul i32 %t596, 99449725, !dbg !151
  %t598 = add i32 %t597, 15, !dbg !152
  %t599 = ashr i32 %t598, 7, !dbg !153
  %t600 = xor i32 %t599, %t598, !dbg !154
  %t601 = mul i32 %t600, 1119125046, !dbg !155
  %t602 = add i32 %t601, 16, !dbg !156
  %t603 = ashr i32 %t602, 8, !dbg !157
  %t604 = xor i32 %t603, %t602, !dbg !158
  %t605 = mul i32 %t604, 668391967, !dbg !159
  %t606 = add i32 %t605, 17, !dbg !160
  %t607 = ashr i32 %t606, 9, !dbg !161
  %t608 = xor i32 %t607, %t606, !dbg !162
  %t609 = mul i32 %t608, 374896016, !dbg !163
  %t610 = add i32 %t609, 18, !dbg !164
  %t611 = ashr i32 %t610, 10, !dbg !165
  %t612 = xor i32 %t611, %t610, !dbg !166
  %t613 = mul i32 %t612, 625484127, !dbg !167
  %t614 = add i32 %t613, 19, !dbg !168
  %t615 = ashr i32 %t614, 11, !dbg !169
  %t616 = xor i32 %t615, %t614, !dbg !170
  %t617 = mul i32 %t616, 507102582, !dbg !171
  %t618 = add i32 %t617, 20, !dbg !172
  %t619 = ashr i32 %t618, 12, !dbg !173
  %t620 = xor i32 %t619, %t618, !dbg !174
  %t621 = mul i32 %t620, 99497239, !dbg !175
  %t622 = add i32 %t621, 21, !dbg !176
  %t623 = ashr i32 %t622, 13, !dbg !177
  %t624 = xor i32 %t623, %t622, !dbg !178
  %t625 = mul i32 %t624, 1119172560, !dbg !179
  %t626 = add i32 %t625, 22, !dbg !180
  %t627 = ashr i32 %t626, 3, !dbg !181
  %t628 = xor i32 %t627, %t626, !dbg !182
  %t629 = mul i32 %t628, 668439481, !dbg !183
  %t630 = add i32 %t629, 23, !dbg !184
  %t631 = ashr i32 %t630, 4, !dbg !185
  %t632 = xor i32 %t631, %t630, !dbg !186
  %t633 = mul i32 %t632, 374943530, !dbg !187
  %t634 = add i32 %t633, 24, !dbg !188
  %t635 = ashr i32 %t634, 5, !dbg !189
  %t636 = xor i32 %t635, %t634, !dbg !190
  %t637 = mul i32 %t636, 625531641, !dbg !191
  %t638 = add i32 %t637, 25, !dbg !192
  %t639 = ashr i32 %t638, 6, !dbg !193
  %t640 = xor i32 %t639, %t638, !dbg !194
  %t641 = mul i32 %t640, 507150096, !dbg !195
  %t642 = add i32 %t641, 26, !dbg !196
  %t643 = ashr i32 %t642, 7, !dbg !197
  %t644 = xor i32 %t643, %t642, !dbg !198
  %t645 = mul i32 %t644, 99544753, !dbg !199
  %t646 = add i32 %t645, 27, !dbg !200
  %t647 = ashr i32 %t646, 8, !dbg !201
  %t648 = xor i32 %t647, %t646, !dbg !202
  %t649 = mul i32 %t648, 1119220074, !dbg !203
  %t650 = add i32 %t649, 28, !dbg !204
  %t651 = ashr i32 %t650, 9, !dbg !205
  %t652 = xor i32 %t651, %t650, !dbg !206
  %t653 = mul i32 %t652, 668486995, !dbg !207
  %t654 = add i32 %t653, 29, !dbg !208
  %t655 = ashr i32 %t654, 10, !dbg !209
  %t656 = xor i32 %t655, %t654, !dbg !210
  %t657 = mul i32 %t656, 374991044, !dbg !211
  %t658 = add i32 %t657, 30, !dbg !212
  %t659 = ashr i32 %t658, 11, !dbg !213
  %t660 = xor i32 %t659, %t658, !dbg !214
  %t661 = mul i32 %t660, 625579155, !dbg !215
  %t662 = add i32 %t661, 31, !dbg !216
  %t663 = ashr i32 %t662, 12, !dbg !217
  %t664 = xor i32 %t663, %t662, !dbg !218
  %t665 = mul i32 %t664, 507197610, !dbg !219
  %t666 = add i32 %t665, 32, !dbg !220
  %t667 = ashr i32 %t666, 13, !dbg !221
  %t668 = xor i32 %t667, %t666, !dbg !222
  %t669 = mul i32 %t668, 99592267, !dbg !223
  %t670 = add i32 %t669, 33, !dbg !224
  %t671 = ashr i32 %t670, 3, !dbg !225
  %t672 = xor i32 %t671, %t670, !dbg !226
  %t673 = mul i32 %t672, 1119267588, !dbg !227
  %t674 = add i32 %t673, 34, !dbg !228
  %t675 = ashr i32 %t674, 4, !dbg !229
  %t676 = xor i32 %t675, %t674, !dbg !230
  %t677 = mul i32 %t676, 668534509, !dbg !231
  %t678 = add i32 %t677, 35, !dbg !232
  %t679 = ashr i32 %t678, 5, !dbg !233
  %t680 = xor i32 %t679, %t678, !dbg !234
  %t681 = mul i32 %t680, 375038558, !dbg !235
  %t682 = add i32 %t681, 36, !dbg !236
  %t683 = ashr i32 %t682, 6, !dbg !237
  %t684 = xor i32 %t683, %t682, !dbg !238
  %t685 = mul i32 %t684, 625626669, !dbg !239
  %t686 = add i32 %t685, 37, !dbg !240
  %t687 = ashr i32 %t686, 7, !dbg !241
  %t688 = xor i32 %t687, %t686, !dbg !242
  %t689 = mul i32 %t688, 507245124, !dbg !243
  %t690 = add i32 %t689, 38, !dbg !244
  %t691 = ashr i32 %t690, 8, !dbg !245
  %t692 = xor i32 %t691, %t690, !dbg !246
  %t693 = mul i32 %t692, 99639781, !dbg !247
  %t694 = add i32 %t693, 39, !dbg !248
  %t695 = ashr i32 %t694, 9, !dbg !249
  %t696 = xor i32 %t695, %t694, !dbg !250
  %t697 = mul i32 %t696, 1119315102, !dbg !251
  %t698 = add i32 %t697, 40, !dbg !252
  %t699 = ashr i32 %t698, 10, !dbg !253
  %t700 = xor i32 %t699, %t698, !dbg !254
  %t701 = mul i32 %t700, 668582023, !dbg !255
  %t702 = add i32 %t701, 41, !dbg !256
  %t703 = ashr i32 %t702, 11, !dbg !257
  %t704 = xor i32 %t703, %t702, !dbg !258
  %t705 = mul i32 %t704, 375086072, !dbg !259
  %t706 = add i32 %t705, 42, !dbg !260
  %t707 = ashr i32 %t706, 12, !dbg !261
  %t708 = xor i32 %t707, %t706, !dbg !262
  %t709 = mul i32 %t708, 625674183, !dbg !263
  %t710 = add i32 %t709, 43, !dbg !264
  %t711 = ashr i32 %t710, 13, !dbg !265
  %t712 = xor i32 %t711, %t710, !dbg !266
  %t713 = mul i32 %t712, 507292638, !dbg !267
  %t714 = add i32 %t713, 44, !dbg !268
  %t715 = ashr i32 %t714, 3, !dbg !269
  %t716 = xor i32 %t715, %t714, !dbg !270
  %t717 = mul i32 %t716, 99687295, !dbg !271
  %t718 = add i32 %t717, 45, !dbg !272
  %t719 = ashr i32 %t718, 4, !dbg !273
  %t720 = xor i32 %t719, %t718, !dbg !274
  %t721 = mul i32 %t720, 1119362616, !dbg !275
  %t722 = add i32 %t721, 46, !dbg !276
  %t723 = ashr i32 %t722, 5, !dbg !277
  %t724 = xor i32 %t723, %t722, !dbg !278
  %t725 = mul i32 %t724, 668629537, !dbg !279
  %t726 = add i32 %t725, 47, !dbg !280
  %t727 = ashr i32 %t726, 6, !dbg !281
  %t728 = xor i32 %t727, %t726, !dbg !282
  %t729 = mul i32 %t728, 375133586, !dbg !283
  %t730 = add i32 %t729, 48, !dbg !284
  %t731 = ashr i32 %t730, 7, !dbg !285
  %t732 = xor i32 %t731, %t730, !dbg !286
  %t733 = mul i32 %t732, 625721697, !dbg !287
  %t734 = add i32 %t733, 49, !dbg !288
  %t735 = ashr i32 %t734, 8, !dbg !289
  %t736 = xor i32 %t735, %t734, !dbg !290
  %t737 = mul i32 %t736, 507340152, !dbg !291
  %t738 = add i32 %t737, 50, !dbg !292
  %t739 = ashr i32 %t738, 9, !dbg !293
  %t740 = xor i32 %t739, %t738, !dbg !294
  %t741 = mul i32 %t740, 99734809, !dbg !295
  %t742 = add i32 %t741, 51, !dbg !296
  %t743 = ashr i32 %t742, 10, !dbg !297
  %t744 = xor i32 %t743, %t742, !dbg !298
  %t745 = mul i32 %t744, 1119410130, !dbg !299
  %t746 = add i32 %t745, 52, !dbg !300
  %t747 = ashr i32 %t746, 11, !dbg !301
  %t748 = xor i32 %t747, %t746, !dbg !302
  %t749 = mul i32 %t748, 668677051, !dbg !303
  %t750 = add i32 %t749, 53, !dbg !304
  %t751 = ashr i32 %t750, 12, !dbg !305
  %t752 = xor i32 %t751, %t750, !dbg !306
  %t753 = mul i32 %t752, 375181100, !dbg !307
  %t754 = add i32 %t753, 54, !dbg !308
  %t755 = ashr i32 %t754, 13, !dbg !309
  %t756 = xor i32 %t755, %t754, !dbg !310
  %t757 = mul i32 %t756, 625769211, !dbg !311
  %t758 = add i32 %t757, 55, !dbg !312
  %t759 = ashr i32 %t758, 3, !dbg !313
  %t760 = xor i32 %t759, %t758, !dbg !314
  %t761 = mul i32 %t760, 507387666, !dbg !315
  %t762 = add i32 %t761, 56, !dbg !316
  %t763 = ashr i32 %t762, 4, !dbg !317
  %t764 = xor i32 %t763, %t762, !dbg !318
  %t765 = mul i32 %t764, 99782323, !dbg !319
  %t766 = add i32 %t765, 57, !dbg !320
  %t767 = ashr i32 %t766, 5, !dbg !321
  %t768 = xor i32 %t767, %t766, !dbg !322
  %t769 = mul i32 %t768, 1119457644, !dbg !323
  %t770 = add i32 %t769, 58, !dbg !324
  %t771 = ashr i32 %t770, 6, !dbg !325
  %t772 = xor i32 %t771, %t770, !dbg !326
  %t773 = mul i32 %t772, 668724565, !dbg !327
  %t774 = add i32 %t773, 59, !dbg !328
  %t775 = ashr i32 %t774, 7, !dbg !329
  %t776 = xor i32 %t775, %t774, !dbg !330
  %t777 = mul i32 %t776, 375228614, !dbg !331
  %t778 = add i32 %t777, 60, !dbg !332
  %t779 = ashr i32 %t778, 8, !dbg !333
  %t780 = xor i32 %t779, %t778, !dbg !334
  %t781 = mul i32 %t780, 625816725, !dbg !335
  %t782 = add i32 %t781, 61, !dbg !336
  %t783 = ashr i32 %t782, 9, !dbg !337
  %t784 = xor i32 %t783, %t782, !dbg !338
  %t785 = mul i32 %t784, 507435180, !dbg !339
  %t786 = add i32 %t785, 62, !dbg !340
  %t787 = ashr i32 %t786, 10, !dbg !341
  %t788 = xor i32 %t787, %t786, !dbg !342
  %t789 = mul i32 %t788, 99829837, !dbg !343
  %t790 = add i32 %t789, 63, !dbg !344
  %t791 = ashr i32 %t790, 11, !dbg !345
  %t792 = xor i32 %t791, %t790, !dbg !346
  %t793 = mul i32 %t792, 1119505158, !dbg !347
  %t794 = add i32 %t793, 64, !dbg !348
  %t795 = ashr i32 %t794, 12, !dbg !349
  %t796 = xor i32 %t795, %t794, !dbg !350
  %t797 = mul i32 %t796, 668772079, !dbg !351
  %t798 = add i32 %t797, 65, !dbg !352
  %t799 = ashr i32 %t798, 13, !dbg !353
  %t800 = xor i32 %t799, %t798, !dbg !354
  %t801 = mul i32 %t800, 375276128, !dbg !355
  %t802 = add i32 %t801, 66, !dbg !356
  %t803 = ashr i32 %t802, 3, !dbg !357
  %t804 = xor i32 %t803, %t802, !dbg !358
  %t805 = mul i32 %t804, 625864239, !dbg !359
  %t806 = add i32 %t805, 67, !dbg !360
  %t807 = ashr i32 %t806, 4, !dbg !361
  %t808 = xor i32 %t807, %t806, !dbg !362
  %t809 = mul i32 %t808, 507482694, !dbg !363
  %t810 = add i32 %t809, 68, !dbg !364
  %t811 = ashr i32 %t810, 5, !dbg !365
  %t812 = xor i32 %t811, %t810, !dbg !366
  %t813 = mul i32 %t812, 99877351, !dbg !367
  %t814 = add i32 %t813, 69, !dbg !368
  %t815 = ashr i32 %t814, 6, !dbg !369
  %t816 = xor i32 %t815, %t814, !dbg !370
  %t817 = mul i32 %t816, 1119552672, !dbg !371
  %t818 = add i32 %t817, 70, !dbg !372
  %t819 = ashr i32 %t818, 7, !dbg !373
  %t820 = xor i32 %t819, %t818, !dbg !374
  %t821 = mul i32 %t820, 668819593, !dbg !375
  %t822 = add i32 %t821, 71, !dbg !376
  %t823 = ashr i32 %t822, 8, !dbg !377
  %t824 = xor i32 %t823, %t822, !dbg !378
  %t825 = mul i32 %t824, 375323642, !dbg !379
  %t826 = add i32 %t825, 72, !dbg !380
  %t827 = ashr i32 %t826, 9, !dbg !381
  %t828 = xor i32 %t827, %t826, !dbg !382
  %t829 = mul i32 %t828, 625911753, !dbg !383
  %t830 = add i32 %t829, 73, !dbg !384
  %t831 = ashr i32 %t830, 10, !dbg !385
  %t832 = xor i32 %t831, %t830, !dbg !386
  %t833 = mul i32 %t832, 507530208, !dbg !387
  %t834 = add i32 %t833, 74, !dbg !388
  %t835 = ashr i32 %t834, 11, !dbg !389
  %t836 = xor i32 %t835, %t834, !dbg !390
  %t837 = mul i32 %t836, 99924865, !dbg !391
  %t838 = add i32 %t837, 75, !dbg !392
  %t839 = ashr i32 %t838, 12, !dbg !393
  %t840 = xor i32 %t839, %t838, !dbg !394
  %t841 = mul i32 %t840, 1119600186, !dbg !395
  %t842 = add i32 %t841, 76, !dbg !396
  %t843 = ashr i32 %t842, 13, !dbg !397
  %t844 = xor i32 %t843, %t842, !dbg !398
  %t845 = mul i32 %t844, 668867107, !dbg !399
  %t846 = add i32 %t845, 77, !dbg !400
  %t847 = ashr i32 %t846, 3, !dbg !401
  %t848 = xor i32 %t847, %t846, !dbg !402
  %t849 = mul i32 %t848, 375371156, !dbg !403
  %t850 = add i32 %t849, 78, !dbg !404
  %t851 = ashr i32 %t850, 4, !dbg !405
  %t852 = xor i32 %t851, %t850, !dbg !406
  %t853 = mul i32 %t852, 625959267, !dbg !407
  %t854 = add i32 %t853, 79, !dbg !408
  %t855 = ashr i32 %t854, 5, !dbg !409
  %t856 = xor i32 %t855, %t854, !dbg !410
  %t857 = mul i32 %t856, 507577722, !dbg !411
  %t858 = add i32 %t857, 80, !dbg !412
  %t859 = ashr i32 %t858, 6, !dbg !413
  %t860 = xor i32 %t859, %t858, !dbg !414
  %t861 = mul i32 %t860, 99972379, !dbg !415
  %t862 = add i32 %t861, 81, !dbg !416
  %t863 = ashr i32 %t862, 7, !dbg !417
  %t864 = xor i32 %t863, %t862, !dbg !418
  %t865 = mul i32 %t864, 1119647700, !dbg !419
  %t866 = add i32 %t865, 82, !dbg !420
  %t867 = ashr i32 %t866, 8, !dbg !421
  %t868 = xor i32 %t867, %t866, !dbg !422
  %t869 = mul i32 %t868, 668914621, !dbg !423
  %t870 = add i32 %t869, 83, !dbg !424
  %t871 = ashr i32 %t870, 9, !dbg !425
  %t872 = xor i32 %t871, %t870, !dbg !426
  %t873 = mul i32 %t872, 375418670, !dbg !427
  %t874 = add i32 %t873, 84, !dbg !428
  %t875 = ashr i32 %t874, 10, !dbg !429
  %t876 = xor i32 %t875, %t874, !dbg !430
  %t877 = mul i32 %t876, 626006781, !dbg !431
  %t878 = add i32 %t877, 85, !dbg !432
  %t879 = ashr i32 %t878, 11, !dbg !433
  %t880 = xor i32 %t879, %t878, !dbg !434
  %t881 = mul i32 %t880, 507625236, !dbg !435
  %t882 = add i32 %t881, 86, !dbg !436
  %t883 = ashr i32 %t882, 12, !dbg !437
  %t884 = xor i32 %t883, %t882, !dbg !438
  %t885 = mul i32 %t884, 100019893, !dbg !439
  %t886 = add i32 %t885, 87, !dbg !440
  %t887 = ashr i32 %t886, 13, !dbg !441
  %t888 = xor i32 %t887, %t886, !dbg !442
  %t889 = mul i32 %t888, 1119695214, !dbg !443
  %t890 = add i32 %t889, 88, !dbg !444
  %t891 = ashr i32 %t890, 3, !dbg !445
  %t892 = xor i32 %t891, %t890, !dbg !446
  %t893 = mul i32 %t892, 668962135, !dbg !447
  %t894 = add i32 %t893, 89, !dbg !448
  %t895 = ashr i32 %t894, 4, !dbg !449
  %t896 = xor i32 %t895, %t894, !dbg !450
  %t897 = mul i32 %t896, 375466184, !dbg !451
  %t898 = add i32 %t897, 90, !dbg !452
  %t899 = ashr i32 %t898, 5, !dbg !453
  %t900 = xor i32 %t899, %t898, !dbg !454
  %t901 = mul i32 %t900, 626054295, !dbg !455
  %t902 = add i32 %t901, 91, !dbg !456
  %t903 = ashr i32 %t902, 6, !dbg !457
  %t904 = xor i32 %t903, %t902, !dbg !458
  %t905 = mul i32 %t904, 507672750, !dbg !459
  %t906 = add i32 %t905, 92, !dbg !460
  %t907 = ashr i32 %t906, 7, !dbg !461
  %t908 = xor i32 %t907, %t906, !dbg !462
  %t909 = mul i32 %t908, 100067407, !dbg !463
  %t910 = add i32 %t909, 93, !dbg !464
  %t911 = ashr i32 %t910, 8, !dbg !465
  %t912 = xor i32 %t911, %t910, !dbg !466
  %t913 = mul i32 %t912, 1119742728, !dbg !467
  %t914 = add i32 %t913, 94, !dbg !468
  %t915 = ashr i32 %t914, 9, !dbg !469
  %t916 = xor i32 %t915, %t914, !dbg !470
  %t917 = mul i32 %t916, 669009649, !dbg !471
  %t918 = add i32 %t917, 95, !dbg !472
  %t919 = ashr i32 %t918, 10, !dbg !473
  %t920 = xor i32 %t919, %t918, !dbg !474
  %t921 = mul i32 %t920, 375513698, !dbg !475
  %t922 = add i32 %t921, 96, !dbg !476
  %t923 = ashr i32 %t922, 11, !dbg !477
  %t924 = xor i32 %t923, %t922, !dbg !478
  %t925 = mul i32 %t924, 626101809, !dbg !479
  %t926 = add i32 %t925, 97, !dbg !480
  %t927 = ashr i32 %t926, 12, !dbg !481
  %t928 = xor i32 %t927, %t926, !dbg !482
  %t929 = mul i32 %t928, 507720264, !dbg !483
  %t930 = add i32 %t929, 98, !dbg !484
  %t931 = ashr i32 %t930, 13, !dbg !485
  %t932 = xor i32 %t931, %t930, !dbg !486
  %t933 = mul i32 %t932, 100114921, !dbg !487
  %t934 = add i32 %t933, 99, !dbg !488
  %t935 = ashr i32 %t934, 3, !dbg !489
  %t936 = xor i32 %t935, %t934, !dbg !490
  %t937 = mul i32 %t936, 1119790242, !dbg !491
  %t938 = add i32 %t937, 100, !dbg !492
  %t939 = ashr i32 %t938, 4, !dbg !493
  %t940 = xor i32 %t939, %t938, !dbg !494
  %t941 = mul i32 %t940, 669057163, !dbg !495
  %t942 = add i32 %t941, 101, !dbg !496
  %t943 = ashr i32 %t942, 5, !dbg !497
  %t944 = xor i32 %t943, %t942, !dbg !498
  %t945 = mul i32 %t944, 375561212, !dbg !499
  %t946 = add i32 %t945, 102, !dbg !500
  %t947 = ashr i32 %t946, 6, !dbg !501
  %t948 = xor i32 %t947, %t946, !dbg !502
  %t949 = mul i32 %t948, 626149323, !dbg !503
  %t950 = add i32 %t949, 103, !dbg !504
  %t951 = ashr i32 %t950, 7, !dbg !505
  %t952 = xor i32 %t951, %t950, !dbg !506
  %t953 = mul i32 %t952, 507767778, !dbg !507
  %t954 = add i32 %t953, 104, !dbg !508
  %t955 = ashr i32 %t954, 8, !dbg !509
  %t956 = xor i32 %t955, %t954, !dbg !510
  %t957 = mul i32 %t956, 100162435, !dbg !511
  %t958 = add i32 %t957, 105, !dbg !512
  %t959 = ashr i32 %t958, 9, !dbg !513
  %t960 = xor i32 %t959, %t958, !dbg !514
  %t961 = mul i32 %t960, 1119837756, !dbg !515
  %t962 = add i32 %t961, 106, !dbg !516
  %t963 = ashr i32 %t962, 10, !dbg !517
  %t964 = xor i32 %t963, %t962, !dbg !518
  %t965 = mul i32 %t964, 669104677, !dbg !519
  %t966 = add i32 %t965, 107, !dbg !520
  %t967 = ashr i32 %t966, 11, !dbg !521
  %t968 = xor i32 %t967, %t966, !dbg !522
  %t969 = mul i32 %t968, 375608726, !dbg !523
  %t970 = add i32 %t969, 108, !dbg !524
  %t971 = ashr i32 %t970, 12, !dbg !525
  %t972 = xor i32 %t971, %t970, !dbg !526
  %t973 = mul i32 %t972, 626196837, !dbg !527
  %t974 = add i32 %t973, 109, !dbg !528
  %t975 = ashr i32 %t974, 13, !dbg !529
  %t976 = xor i32 %t975, %t974, !dbg !530
  %t977 = mul i32 %t976, 507815292, !dbg !531
  %t978 = add i32 %t977, 110, !dbg !532
  %t979 = ashr i32 %t978, 3, !dbg !533
  %t980 = xor i32 %t979, %t978, !dbg !534
  %t981 = mul i32 %t980, 100209949, !dbg !535
  %t982 = add i32 %t981, 111, !dbg !536
  %t983 = ashr i32 %t982, 4, !dbg !537
  %t984 = xor i32 %t983, %t982, !dbg !538
  %t985 = mul i32 %t984, 1119885270, !dbg !539
  %t986 = add i32 %t985, 112, !dbg !540
  %t987 = ashr i32 %t986, 5, !dbg !541
  %t988 = xor i32 %t987, %t986, !dbg !542
  %t989 = mul i32 %t988, 669152191, !dbg !543
  %t990 = add i32 %t989, 113, !dbg !544
  %t991 = ashr i32 %t990, 6, !dbg !545
  %t992 = xor i32 %t991, %t990, !dbg !546
  %t993 = mul i32 %t992, 375656240, !dbg !547
  %t994 = add i32 %t993, 114, !dbg !548
  %t995 = ashr i32 %t994, 7, !dbg !549
  %t996 = xor i32 %t995, %t994, !dbg !550
  %t997 = mul i32 %t996, 626244351, !dbg !551
  %t998 = add i32 %t997, 115, !dbg !552
  %t999 = ashr i32 %t998, 8, !dbg !553
  %t1000 = xor i32 %t999, %t998, !dbg !554
  %t1001 = mul i32 %t1000, 507862806, !dbg !555
  %t1002 = add i32 %t1001, 116, !dbg !556
  %t1003 = ashr i32 %t1002, 9, !dbg !557
  %t1004 = xor i32 %t1003, %t1002, !dbg !558
  %t1005 = mul i32 %t1004, 100257463, !dbg !559
  %t1006 = add i32 %t1005, 117, !dbg !560
  %t1007 = ashr i32 %t1006, 10, !dbg !561
  %t1008 = xor i32 %t1007, %t1006, !dbg !562
  %t1009 = mul i32 %t1008, 1119932784, !dbg !563
  %t1010 = add i32 %t1009, 118, !dbg !564
  %t1011 = ashr i32 %t1010, 11, !dbg !565
  %t1012 = xor i32 %t1011, %t1010, !dbg !566
  %t1013 = mul i32 %t1012, 669199705, !dbg !567
  %t1014 = add i32 %t1013, 119, !dbg !568
  %t1015 = ashr i32 %t1014, 12, !dbg !569
  %t1016 = xor i32 %t1015, %t1014, !dbg !570
  %t1017 = mul i32 %t1016, 375703754, !dbg !571
  %t1018 = add i32 %t1017, 120, !dbg !572
  %t1019 = ashr i32 %t1018, 13, !dbg !573
  %t1020 = xor i32 %t1019, %t1018, !dbg !574
  %t1021 = mul i32 %t1020, 626291865, !dbg !575
  %t1022 = add i32 %t1021, 121, !dbg !576
  %t1023 = ashr i32 %t1022, 3, !dbg !577
  %t1024 = xor i32 %t1023, %t1022, !dbg !578
  %t1025 = mul i32 %t1024, 507910320, !dbg !579
  %t1026 = add i32 %t1025, 122, !dbg !580
  %t1027 = ashr i32 %t1026, 4, !dbg !581
  %t1028 = xor i32 %t1027, %t1026, !dbg !582
  %t1029 = mul i32 %t1028, 100304977, !dbg !583
  %t1030 = add i32 %t1029, 123, !dbg !584
  %t1031 = ashr i32 %t1030, 5, !dbg !585
  %t1032 = xor i32 %t1031, %t1030, !dbg !586
  %t1033 = mul i32 %t1032, 1119980298, !dbg !587
  %t1034 = add i32 %t1033, 124, !dbg !588
  %t1035 = ashr i32 %t1034, 6, !dbg !589
  %t1036 = xor i32 %t1035, %t1034, !dbg !590
  %t1037 = mul i32 %t1036, 669247219, !dbg !591
  %t1038 = add i32 %t1037, 125, !dbg !592
  %t1039 = ashr i32 %t1038, 7, !dbg !593
  %t1040 = xor i32 %t1039, %t1038, !dbg !594
  %t1041 = mul i32 %t1040, 375751268, !dbg !595
  %t1042 = add i32 %t1041, 126, !dbg !596
  %t1043 = ashr i32 %t1042, 8, !dbg !597
  %t1044 = xor i32 %t1043, %t1042, !dbg !598
  %t1045 = mul i32 %t1044, 626339379, !dbg !599
  %t1046 = add i32 %t1045, 127, !dbg !600
  %t1047 = ashr i32 %t1046, 9, !dbg !601
  %t1048 = xor i32 %t1047, %t1046, !dbg !602
  %t1049 = mul i32 %t1048, 507957834, !dbg !603
  %t1050 = add i32 %t1049, 128, !dbg !604
  %t1051 = ashr i32 %t1050, 10, !dbg !605
  %t1052 = xor i32 %t1051, %t1050, !dbg !606
  %t1053 = mul i32 %t1052, 100352491, !dbg !607
  %t1054 = add i32 %t1053, 129, !dbg !608
  %t1055 = ashr i32 %t1054, 11, !dbg !609
  %t1056 = xor i32 %t1055, %t1054, !dbg !610
  %t1057 = mul i32 %t1056, 1120027812, !dbg !611
  %t1058 = add i32 %t1057, 130, !dbg !612
  store i32 %t1058, ptr addrspace(3) %t532, align 4, !dbg !613
  fence syncscope("workgroup") release, !dbg !614
  tail call void @llvm.amdgcn.s.barrier(), !dbg !614
  fence syncscope("workgroup") acquire, !dbg !614
  %.28 = load i32, ptr addrspace(3) %t535, align 4, !dbg !617
  fence syncscope("workgroup") release, !dbg !618
  tail call void @llvm.amdgcn.s.barrier(), !dbg !618
  fence syncscope("workgroup") acquire, !dbg !618
  %t1062 = add i32 %.28, %.20, !dbg !621
  %t1064 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t8, !dbg !622
  store i32 %t1062, ptr addrspace(1) %t1064, align 4, !dbg !622
  ret void, !dbg !622
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eNearLimit(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #1 !dbg !623 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !624
  %t3 = sext i32 %.7 to i64, !dbg !624
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !624
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !624
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !624, !invariant.load !6
  %t5 = zext i16 %.10 to i64
  %t6 = mul nsw i64 %t5, %t3, !dbg !624
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !624
  %t8 = sext i32 %.12 to i64, !dbg !624
  %t9 = add nsw i64 %t6, %t8, !dbg !624
  %t11 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t9, !dbg !625
  %.13 = load float, ptr addrspace(1) %t11, align 4, !dbg !625, !amdgpu.noclobber !6
  %t13 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eNearLimit.shared.1, i32 %.12, !dbg !626
  store float %.13, ptr addrspace(3) %t13, align 4, !dbg !626
  fence syncscope("workgroup") release, !dbg !627
  tail call void @llvm.amdgcn.s.barrier(), !dbg !627
  fence syncscope("workgroup") acquire, !dbg !627
  %t14 = add nsw i64 %t8, 1, !dbg !628
  %.14 = icmp eq i16 %.10, 0, !dbg !629
  %.17 = select i1 %.14, i64 1, i64 %t5, !dbg !629
  %.18 = srem i64 %t14, %.17, !dbg !629
  %.19 = select i1 %.14, i64 %t14, i64 %.18, !dbg !629
  %0 = trunc i64 %.19 to i32, !dbg !630
  %t16 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eNearLimit.shared.1, i32 %0, !dbg !630
  %.20 = load float, ptr addrspace(3) %t16, align 4, !dbg !630
  %.21 = load float, ptr addrspace(1) %t11, align 4, !dbg !631, !amdgpu.noclobber !6
  %t19 = fmul float %.21, 2.000000e+00, !dbg !632
  %t20 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eNearLimit.shared.0, i32 %.12, !dbg !633
  store float %t19, ptr addrspace(3) %t20, align 4, !dbg !633
  fence syncscope("workgroup") release, !dbg !634
  tail call void @llvm.amdgcn.s.barrier(), !dbg !634
  fence syncscope("workgroup") acquire, !dbg !634
  %t22 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eNearLimit.shared.0, i32 %0, !dbg !635
  %.28 = load float, ptr addrspace(3) %t22, align 4, !dbg !635
  fence syncscope("workgroup") release, !dbg !636
  tail call void @llvm.amdgcn.s.barrier(), !dbg !636
  fence syncscope("workgroup") acquire, !dbg !636
  %t24 = fadd float %.20, %.28, !dbg !637
  %.29 = load float, ptr addrspace(1) %t11, align 4, !dbg !638, !amdgpu.noclobber !6
  %t26 = fmul float %.29, 3.000000e+00, !dbg !639
  store float %t26, ptr addrspace(3) %t20, align 4, !dbg !633
  fence syncscope("workgroup") release, !dbg !634
  tail call void @llvm.amdgcn.s.barrier(), !dbg !634
  fence syncscope("workgroup") acquire, !dbg !634
  %.36 = load float, ptr addrspace(3) %t22, align 4, !dbg !635
  fence syncscope("workgroup") release, !dbg !636
  tail call void @llvm.amdgcn.s.barrier(), !dbg !636
  fence syncscope("workgroup") acquire, !dbg !636
  %t30 = fadd float %t24, %.36, !dbg !640
  %t32 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t9, !dbg !641
  store float %t30, ptr addrspace(1) %t32, align 4, !dbg !641
  ret void, !dbg !641
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eRotate(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #1 !dbg !642 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !643
  %t2 = sext i32 %.7 to i64, !dbg !643
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !643
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !643
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !643, !invariant.load !6
  %t4 = zext i16 %.10 to i64
  %t5 = mul nsw i64 %t4, %t2, !dbg !643
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !643
  %t7 = sext i32 %.12 to i64, !dbg !643
  %t8 = add nsw i64 %t5, %t7, !dbg !643
  %t10 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t8, !dbg !644
  %.13 = load float, ptr addrspace(1) %t10, align 4, !dbg !644, !amdgpu.noclobber !6
  %t12 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eRotate.shared.0, i32 %.12, !dbg !645
  store float %.13, ptr addrspace(3) %t12, align 4, !dbg !645
  fence syncscope("workgroup") release, !dbg !646
  tail call void @llvm.amdgcn.s.barrier(), !dbg !646
  fence syncscope("workgroup") acquire, !dbg !646
  %t14 = add nsw i64 %t7, 1, !dbg !647
  %.15 = icmp eq i16 %.10, 0, !dbg !648
  %.18 = select i1 %.15, i64 1, i64 %t4, !dbg !648
  %.19 = srem i64 %t14, %.18, !dbg !648
  %.20 = select i1 %.15, i64 %t14, i64 %.19, !dbg !648
  %0 = trunc i64 %.20 to i32, !dbg !649
  %t16 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eRotate.shared.0, i32 %0, !dbg !649
  %.21 = load float, ptr addrspace(3) %t16, align 4, !dbg !649
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t8, !dbg !650
  store float %.21, ptr addrspace(1) %t19, align 4, !dbg !650
  ret void, !dbg !650
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eLayouts(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #1 !dbg !651 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !652
  %t4 = icmp eq i32 %.4, 0, !dbg !653
  br i1 %t4, label %b1, label %b2, !dbg !653

b1:                                               ; preds = %entry
  store float 1.000000e+00, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eLayouts.shared.0.0, align 16, !dbg !654
  br label %b2, !dbg !654

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release, !dbg !655
  tail call void @llvm.amdgcn.s.barrier(), !dbg !655
  fence syncscope("workgroup") acquire, !dbg !655
  fence syncscope("workgroup") release, !dbg !656
  tail call void @llvm.amdgcn.s.barrier(), !dbg !656
  fence syncscope("workgroup") acquire, !dbg !656
  br i1 %t4, label %b3, label %b4, !dbg !653

b3:                                               ; preds = %b2
  store float 2.000000e+00, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eLayouts.shared.0.0, align 16, !dbg !654
  br label %b4, !dbg !654

b4:                                               ; preds = %b3, %b2
  fence syncscope("workgroup") release, !dbg !655
  tail call void @llvm.amdgcn.s.barrier(), !dbg !655
  fence syncscope("workgroup") acquire, !dbg !655
  fence syncscope("workgroup") release, !dbg !656
  tail call void @llvm.amdgcn.s.barrier(), !dbg !656
  fence syncscope("workgroup") acquire, !dbg !656
  br i1 %t4, label %b5, label %b6, !dbg !653

b5:                                               ; preds = %b4
  store i64 3, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eLayouts.shared.1.0, align 16, !dbg !654
  br label %b6, !dbg !654

b6:                                               ; preds = %b5, %b4
  fence syncscope("workgroup") release, !dbg !655
  tail call void @llvm.amdgcn.s.barrier(), !dbg !655
  fence syncscope("workgroup") acquire, !dbg !655
  fence syncscope("workgroup") release, !dbg !656
  tail call void @llvm.amdgcn.s.barrier(), !dbg !656
  fence syncscope("workgroup") acquire, !dbg !656
  br i1 %t4, label %b7, label %b8, !dbg !653

b7:                                               ; preds = %b6
  store i64 4, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eLayouts.shared.1.0, align 16, !dbg !654
  br label %b8, !dbg !654

b8:                                               ; preds = %b7, %b6
  %t3 = sext i32 %.4 to i64, !dbg !652
  fence syncscope("workgroup") release, !dbg !655
  tail call void @llvm.amdgcn.s.barrier(), !dbg !655
  fence syncscope("workgroup") acquire, !dbg !655
  fence syncscope("workgroup") release, !dbg !656
  tail call void @llvm.amdgcn.s.barrier(), !dbg !656
  fence syncscope("workgroup") acquire, !dbg !656
  %.9 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !657
  %t14 = sext i32 %.9 to i64, !dbg !657
  %.10 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !657
  %.11 = getelementptr inbounds i8, ptr addrspace(4) %.10, i64 4, !dbg !657
  %.12 = load i16, ptr addrspace(4) %.11, align 4, !dbg !657, !invariant.load !6
  %t16 = zext i16 %.12 to i64
  %t17 = mul nsw i64 %t16, %t14, !dbg !657
  %t18 = add nsw i64 %t17, %t3, !dbg !657
  %t19 = shl nsw i64 %t18, 2, !dbg !658
  fence syncscope("workgroup") release, !dbg !655
  tail call void @llvm.amdgcn.s.barrier(), !dbg !655
  fence syncscope("workgroup") acquire, !dbg !655
  %.14 = load float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eLayouts.shared.0.0, align 16, !dbg !659
  fence syncscope("workgroup") release, !dbg !656
  tail call void @llvm.amdgcn.s.barrier(), !dbg !656
  fence syncscope("workgroup") acquire, !dbg !656
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t19, !dbg !660
  store float %.14, ptr addrspace(1) %t22, align 4, !dbg !660
  %t23 = or i64 %t19, 1, !dbg !661
  fence syncscope("workgroup") release, !dbg !655
  tail call void @llvm.amdgcn.s.barrier(), !dbg !655
  fence syncscope("workgroup") acquire, !dbg !655
  %.15 = load float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eLayouts.shared.0.0, align 16, !dbg !659
  fence syncscope("workgroup") release, !dbg !656
  tail call void @llvm.amdgcn.s.barrier(), !dbg !656
  fence syncscope("workgroup") acquire, !dbg !656
  %t25 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t23, !dbg !662
  store float %.15, ptr addrspace(1) %t25, align 4, !dbg !662
  %t26 = or i64 %t19, 2, !dbg !663
  fence syncscope("workgroup") release, !dbg !655
  tail call void @llvm.amdgcn.s.barrier(), !dbg !655
  fence syncscope("workgroup") acquire, !dbg !655
  %.16 = load i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eLayouts.shared.1.0, align 16, !dbg !659
  fence syncscope("workgroup") release, !dbg !656
  tail call void @llvm.amdgcn.s.barrier(), !dbg !656
  fence syncscope("workgroup") acquire, !dbg !656
  %t28 = sitofp i64 %.16 to float, !dbg !664
  %t29 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t26, !dbg !665
  store float %t28, ptr addrspace(1) %t29, align 4, !dbg !665
  %t30 = or i64 %t19, 3, !dbg !666
  fence syncscope("workgroup") release, !dbg !655
  tail call void @llvm.amdgcn.s.barrier(), !dbg !655
  fence syncscope("workgroup") acquire, !dbg !655
  %.17 = load i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eLayouts.shared.1.0, align 16, !dbg !659
  fence syncscope("workgroup") release, !dbg !656
  tail call void @llvm.amdgcn.s.barrier(), !dbg !656
  fence syncscope("workgroup") acquire, !dbg !656
  %t32 = sitofp i64 %.17 to float, !dbg !667
  %t33 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t30, !dbg !668
  store float %t32, ptr addrspace(1) %t33, align 4, !dbg !668
  ret void, !dbg !668
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn writeonly
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eDynLen(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #2 !dbg !669 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !670
  %t1 = sext i32 %.4 to i64, !dbg !670
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !670
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !670
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !670, !invariant.load !6
  %t3 = zext i16 %.7 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !670
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !670
  %t6 = sext i32 %.9 to i64, !dbg !670
  %t7 = sub nsw i64 0, %t6, !dbg !671
  %t8 = icmp eq i64 %t4, %t7, !dbg !671
  br i1 %t8, label %b1, label %b2, !dbg !671

b1:                                               ; preds = %entry
  %.11 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 28, !dbg !672
  %.12 = load i32, ptr addrspace(4) %.11, align 4, !dbg !672, !invariant.load !6
  %.13 = tail call i32 @llvm.amdgcn.groupstaticsize(), !dbg !672
  %.14 = sub i32 %.12, %.13, !dbg !672
  %t10 = sext i32 %.14 to i64, !dbg !672
  %t11 = ashr i64 %t10, 63, !dbg !672
  %t12 = and i64 %t11, 3, !dbg !672
  %t13 = add nsw i64 %t12, %t10, !dbg !672
  %t14 = ashr i64 %t13, 2, !dbg !672
  store i64 %t14, ptr addrspace(1) %a0, align 8, !dbg !673
  %t17 = and i64 %t11, 7, !dbg !674
  %t18 = add nsw i64 %t17, %t10, !dbg !674
  %t19 = ashr i64 %t18, 3, !dbg !674
  %t20 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 1, !dbg !675
  store i64 %t19, ptr addrspace(1) %t20, align 8, !dbg !675
  br label %b2, !dbg !675

b2:                                               ; preds = %b1, %entry
  ret void, !dbg !675
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.groupstaticsize() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: nounwind readonly
declare i64 @llvm.read_register.i64(metadata) #7

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { mustprogress nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn writeonly "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
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
!12 = !{!"exec"}
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
!42 = !DILocation(line: 65, column: 6, scope: !4)
!43 = !DILocation(line: 65, column: 16, scope: !4)
!44 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTally", scope: !1, file: !1, line: 127, type: !5, scopeLine: 127, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = !DILocation(line: 128, column: 17, scope: !44)
!46 = !DILocation(line: 81, column: 16, scope: !44)
!47 = !DILocation(line: 81, column: 21, scope: !44)
!48 = !DILocation(line: 83, column: 5, scope: !44)
!49 = !DILocation(line: 88, column: 15, scope: !44)
!50 = !DILocation(line: 90, column: 15, scope: !44)
!51 = !DILocation(line: 130, column: 16, scope: !44)
!52 = !DILocation(line: 131, column: 24, scope: !44)
!53 = !DILocation(line: 85, column: 5, scope: !44)
!54 = !DILocation(line: 85, column: 4, scope: !44)
!55 = !DILocation(line: 130, column: 22, scope: !44)
!56 = !DILocation(line: 112, column: 21, scope: !44)
!57 = !DILocation(line: 113, column: 4, scope: !44)
!58 = !DILocation(line: 113, column: 10, scope: !44)
!59 = !DILocation(line: 115, column: 15, scope: !44)
!60 = !DILocation(line: 116, column: 19, scope: !44)
!61 = !DILocation(line: 117, column: 19, scope: !44)
!62 = !DILocation(line: 98, column: 21, scope: !44)
!63 = !DILocation(line: 99, column: 4, scope: !44)
!64 = !DILocation(line: 101, column: 15, scope: !44)
!65 = !DILocation(line: 102, column: 8, scope: !44)
!66 = !DILocation(line: 103, column: 15, scope: !44)
!67 = !DILocation(line: 89, column: 8, scope: !44)
!68 = !DILocation(line: 136, column: 21, scope: !44)
!69 = !DILocation(line: 137, column: 8, scope: !44)
!70 = !DILocation(line: 137, column: 6, scope: !44)
!71 = !DILocation(line: 137, column: 16, scope: !44)
!72 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eTallyAgain", scope: !1, file: !1, line: 146, type: !5, scopeLine: 146, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!73 = !DILocation(line: 147, column: 17, scope: !72)
!74 = !DILocation(line: 81, column: 16, scope: !72)
!75 = !DILocation(line: 81, column: 21, scope: !72)
!76 = !DILocation(line: 83, column: 5, scope: !72)
!77 = !DILocation(line: 88, column: 15, scope: !72)
!78 = !DILocation(line: 90, column: 15, scope: !72)
!79 = !DILocation(line: 150, column: 27, scope: !72)
!80 = !DILocation(line: 150, column: 30, scope: !72)
!81 = !DILocation(line: 151, column: 30, scope: !72)
!82 = !DILocation(line: 151, column: 45, scope: !72)
!83 = !DILocation(line: 151, column: 28, scope: !72)
!84 = !DILocation(line: 85, column: 5, scope: !72)
!85 = !DILocation(line: 85, column: 4, scope: !72)
!86 = !DILocation(line: 89, column: 8, scope: !72)
!87 = !DILocation(line: 151, column: 18, scope: !72)
!88 = !DILocation(line: 153, column: 21, scope: !72)
!89 = !DILocation(line: 154, column: 6, scope: !72)
!90 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eMixTwice", scope: !1, file: !1, line: 442, type: !5, scopeLine: 442, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!91 = !DILocation(line: 443, column: 14, scope: !90)
!92 = !DILocation(line: 444, column: 25, scope: !90)
!93 = !DILocation(line: 300, column: 10, scope: !90)
!94 = !DILocation(line: 300, column: 8, scope: !90)
!95 = !DILocation(line: 300, column: 14, scope: !90)
!96 = !DILocation(line: 300, column: 25, scope: !90)
!97 = !DILocation(line: 301, column: 10, scope: !90)
!98 = !DILocation(line: 301, column: 8, scope: !90)
!99 = !DILocation(line: 301, column: 14, scope: !90)
!100 = !DILocation(line: 301, column: 25, scope: !90)
!101 = !DILocation(line: 302, column: 10, scope: !90)
!102 = !DILocation(line: 302, column: 8, scope: !90)
!103 = !DILocation(line: 302, column: 14, scope: !90)
!104 = !DILocation(line: 302, column: 24, scope: !90)
!105 = !DILocation(line: 303, column: 10, scope: !90)
!106 = !DILocation(line: 303, column: 8, scope: !90)
!107 = !DILocation(line: 303, column: 14, scope: !90)
!108 = !DILocation(line: 303, column: 26, scope: !90)
!109 = !DILocation(line: 304, column: 10, scope: !90)
!110 = !DILocation(line: 304, column: 8, scope: !90)
!111 = !DILocation(line: 304, column: 14, scope: !90)
!112 = !DILocation(line: 304, column: 25, scope: !90)
!113 = !DILocation(line: 305, column: 10, scope: !90)
!114 = !DILocation(line: 305, column: 8, scope: !90)
!115 = !DILocation(line: 305, column: 14, scope: !90)
!116 = !DILocation(line: 305, column: 25, scope: !90)
!117 = !DILocation(line: 306, column: 10, scope: !90)
!118 = !DILocation(line: 306, column: 8, scope: !90)
!119 = !DILocation(line: 306, column: 14, scope: !90)
!120 = !DILocation(line: 306, column: 25, scope: !90)
!121 = !DILocation(line: 307, column: 10, scope: !90)
!122 = !DILocation(line: 307, column: 8, scope: !90)
!123 = !DILocation(line: 307, column: 15, scope: !90)
!124 = !DILocation(line: 307, column: 26, scope: !90)
!125 = !DILocation(line: 308, column: 10, scope: !90)
!126 = !DILocation(line: 308, column: 8, scope: !90)
!127 = !DILocation(line: 308, column: 15, scope: !90)
!128 = !DILocation(line: 308, column: 25, scope: !90)
!129 = !DILocation(line: 309, column: 10, scope: !90)
!130 = !DILocation(line: 309, column: 8, scope: !90)
!131 = !DILocation(line: 309, column: 15, scope: !90)
!132 = !DILocation(line: 309, column: 27, scope: !90)
!133 = !DILocation(line: 310, column: 10, scope: !90)
!134 = !DILocation(line: 310, column: 8, scope: !90)
!135 = !DILocation(line: 310, column: 15, scope: !90)
!136 = !DILocation(line: 310, column: 26, scope: !90)
!137 = !DILocation(line: 311, column: 10, scope: !90)
!138 = !DILocation(line: 311, column: 8, scope: !90)
!139 = !DILocation(line: 311, column: 14, scope: !90)
!140 = !DILocation(line: 311, column: 25, scope: !90)
!141 = !DILocation(line: 312, column: 10, scope: !90)
!142 = !DILocation(line: 312, column: 8, scope: !90)
!143 = !DILocation(line: 312, column: 14, scope: !90)
!144 = !DILocation(line: 312, column: 25, scope: !90)
!145 = !DILocation(line: 313, column: 10, scope: !90)
!146 = !DILocation(line: 313, column: 8, scope: !90)
!147 = !DILocation(line: 313, column: 14, scope: !90)
!148 = !DILocation(line: 313, column: 25, scope: !90)
!149 = !DILocation(line: 314, column: 10, scope: !90)
!150 = !DILocation(line: 314, column: 8, scope: !90)
!151 = !DILocation(line: 314, column: 14, scope: !90)
!152 = !DILocation(line: 314, column: 24, scope: !90)
!153 = !DILocation(line: 315, column: 10, scope: !90)
!154 = !DILocation(line: 315, column: 8, scope: !90)
!155 = !DILocation(line: 315, column: 14, scope: !90)
!156 = !DILocation(line: 315, column: 26, scope: !90)
!157 = !DILocation(line: 316, column: 10, scope: !90)
!158 = !DILocation(line: 316, column: 8, scope: !90)
!159 = !DILocation(line: 316, column: 14, scope: !90)
!160 = !DILocation(line: 316, column: 25, scope: !90)
!161 = !DILocation(line: 317, column: 10, scope: !90)
!162 = !DILocation(line: 317, column: 8, scope: !90)
!163 = !DILocation(line: 317, column: 14, scope: !90)
!164 = !DILocation(line: 317, column: 25, scope: !90)
!165 = !DILocation(line: 318, column: 10, scope: !90)
!166 = !DILocation(line: 318, column: 8, scope: !90)
!167 = !DILocation(line: 318, column: 15, scope: !90)
!168 = !DILocation(line: 318, column: 26, scope: !90)
!169 = !DILocation(line: 319, column: 10, scope: !90)
!170 = !DILocation(line: 319, column: 8, scope: !90)
!171 = !DILocation(line: 319, column: 15, scope: !90)
!172 = !DILocation(line: 319, column: 26, scope: !90)
!173 = !DILocation(line: 320, column: 10, scope: !90)
!174 = !DILocation(line: 320, column: 8, scope: !90)
!175 = !DILocation(line: 320, column: 15, scope: !90)
!176 = !DILocation(line: 320, column: 25, scope: !90)
!177 = !DILocation(line: 321, column: 10, scope: !90)
!178 = !DILocation(line: 321, column: 8, scope: !90)
!179 = !DILocation(line: 321, column: 15, scope: !90)
!180 = !DILocation(line: 321, column: 27, scope: !90)
!181 = !DILocation(line: 322, column: 10, scope: !90)
!182 = !DILocation(line: 322, column: 8, scope: !90)
!183 = !DILocation(line: 322, column: 14, scope: !90)
!184 = !DILocation(line: 322, column: 25, scope: !90)
!185 = !DILocation(line: 323, column: 10, scope: !90)
!186 = !DILocation(line: 323, column: 8, scope: !90)
!187 = !DILocation(line: 323, column: 14, scope: !90)
!188 = !DILocation(line: 323, column: 25, scope: !90)
!189 = !DILocation(line: 324, column: 10, scope: !90)
!190 = !DILocation(line: 324, column: 8, scope: !90)
!191 = !DILocation(line: 324, column: 14, scope: !90)
!192 = !DILocation(line: 324, column: 25, scope: !90)
!193 = !DILocation(line: 325, column: 10, scope: !90)
!194 = !DILocation(line: 325, column: 8, scope: !90)
!195 = !DILocation(line: 325, column: 14, scope: !90)
!196 = !DILocation(line: 325, column: 25, scope: !90)
!197 = !DILocation(line: 326, column: 10, scope: !90)
!198 = !DILocation(line: 326, column: 8, scope: !90)
!199 = !DILocation(line: 326, column: 14, scope: !90)
!200 = !DILocation(line: 326, column: 24, scope: !90)
!201 = !DILocation(line: 327, column: 10, scope: !90)
!202 = !DILocation(line: 327, column: 8, scope: !90)
!203 = !DILocation(line: 327, column: 14, scope: !90)
!204 = !DILocation(line: 327, column: 26, scope: !90)
!205 = !DILocation(line: 328, column: 10, scope: !90)
!206 = !DILocation(line: 328, column: 8, scope: !90)
!207 = !DILocation(line: 328, column: 14, scope: !90)
!208 = !DILocation(line: 328, column: 25, scope: !90)
!209 = !DILocation(line: 329, column: 10, scope: !90)
!210 = !DILocation(line: 329, column: 8, scope: !90)
!211 = !DILocation(line: 329, column: 15, scope: !90)
!212 = !DILocation(line: 329, column: 26, scope: !90)
!213 = !DILocation(line: 330, column: 10, scope: !90)
!214 = !DILocation(line: 330, column: 8, scope: !90)
!215 = !DILocation(line: 330, column: 15, scope: !90)
!216 = !DILocation(line: 330, column: 26, scope: !90)
!217 = !DILocation(line: 331, column: 10, scope: !90)
!218 = !DILocation(line: 331, column: 8, scope: !90)
!219 = !DILocation(line: 331, column: 15, scope: !90)
!220 = !DILocation(line: 331, column: 26, scope: !90)
!221 = !DILocation(line: 332, column: 10, scope: !90)
!222 = !DILocation(line: 332, column: 8, scope: !90)
!223 = !DILocation(line: 332, column: 15, scope: !90)
!224 = !DILocation(line: 332, column: 25, scope: !90)
!225 = !DILocation(line: 333, column: 10, scope: !90)
!226 = !DILocation(line: 333, column: 8, scope: !90)
!227 = !DILocation(line: 333, column: 14, scope: !90)
!228 = !DILocation(line: 333, column: 26, scope: !90)
!229 = !DILocation(line: 334, column: 10, scope: !90)
!230 = !DILocation(line: 334, column: 8, scope: !90)
!231 = !DILocation(line: 334, column: 14, scope: !90)
!232 = !DILocation(line: 334, column: 25, scope: !90)
!233 = !DILocation(line: 335, column: 10, scope: !90)
!234 = !DILocation(line: 335, column: 8, scope: !90)
!235 = !DILocation(line: 335, column: 14, scope: !90)
!236 = !DILocation(line: 335, column: 25, scope: !90)
!237 = !DILocation(line: 336, column: 10, scope: !90)
!238 = !DILocation(line: 336, column: 8, scope: !90)
!239 = !DILocation(line: 336, column: 14, scope: !90)
!240 = !DILocation(line: 336, column: 25, scope: !90)
!241 = !DILocation(line: 337, column: 10, scope: !90)
!242 = !DILocation(line: 337, column: 8, scope: !90)
!243 = !DILocation(line: 337, column: 14, scope: !90)
!244 = !DILocation(line: 337, column: 25, scope: !90)
!245 = !DILocation(line: 338, column: 10, scope: !90)
!246 = !DILocation(line: 338, column: 8, scope: !90)
!247 = !DILocation(line: 338, column: 14, scope: !90)
!248 = !DILocation(line: 338, column: 24, scope: !90)
!249 = !DILocation(line: 339, column: 10, scope: !90)
!250 = !DILocation(line: 339, column: 8, scope: !90)
!251 = !DILocation(line: 339, column: 14, scope: !90)
!252 = !DILocation(line: 339, column: 26, scope: !90)
!253 = !DILocation(line: 340, column: 10, scope: !90)
!254 = !DILocation(line: 340, column: 8, scope: !90)
!255 = !DILocation(line: 340, column: 15, scope: !90)
!256 = !DILocation(line: 340, column: 26, scope: !90)
!257 = !DILocation(line: 341, column: 10, scope: !90)
!258 = !DILocation(line: 341, column: 8, scope: !90)
!259 = !DILocation(line: 341, column: 15, scope: !90)
!260 = !DILocation(line: 341, column: 26, scope: !90)
!261 = !DILocation(line: 342, column: 10, scope: !90)
!262 = !DILocation(line: 342, column: 8, scope: !90)
!263 = !DILocation(line: 342, column: 15, scope: !90)
!264 = !DILocation(line: 342, column: 26, scope: !90)
!265 = !DILocation(line: 343, column: 10, scope: !90)
!266 = !DILocation(line: 343, column: 8, scope: !90)
!267 = !DILocation(line: 343, column: 15, scope: !90)
!268 = !DILocation(line: 343, column: 26, scope: !90)
!269 = !DILocation(line: 344, column: 10, scope: !90)
!270 = !DILocation(line: 344, column: 8, scope: !90)
!271 = !DILocation(line: 344, column: 14, scope: !90)
!272 = !DILocation(line: 344, column: 24, scope: !90)
!273 = !DILocation(line: 345, column: 10, scope: !90)
!274 = !DILocation(line: 345, column: 8, scope: !90)
!275 = !DILocation(line: 345, column: 14, scope: !90)
!276 = !DILocation(line: 345, column: 26, scope: !90)
!277 = !DILocation(line: 346, column: 10, scope: !90)
!278 = !DILocation(line: 346, column: 8, scope: !90)
!279 = !DILocation(line: 346, column: 14, scope: !90)
!280 = !DILocation(line: 346, column: 25, scope: !90)
!281 = !DILocation(line: 347, column: 10, scope: !90)
!282 = !DILocation(line: 347, column: 8, scope: !90)
!283 = !DILocation(line: 347, column: 14, scope: !90)
!284 = !DILocation(line: 347, column: 25, scope: !90)
!285 = !DILocation(line: 348, column: 10, scope: !90)
!286 = !DILocation(line: 348, column: 8, scope: !90)
!287 = !DILocation(line: 348, column: 14, scope: !90)
!288 = !DILocation(line: 348, column: 25, scope: !90)
!289 = !DILocation(line: 349, column: 10, scope: !90)
!290 = !DILocation(line: 349, column: 8, scope: !90)
!291 = !DILocation(line: 349, column: 14, scope: !90)
!292 = !DILocation(line: 349, column: 25, scope: !90)
!293 = !DILocation(line: 350, column: 10, scope: !90)
!294 = !DILocation(line: 350, column: 8, scope: !90)
!295 = !DILocation(line: 350, column: 14, scope: !90)
!296 = !DILocation(line: 350, column: 24, scope: !90)
!297 = !DILocation(line: 351, column: 10, scope: !90)
!298 = !DILocation(line: 351, column: 8, scope: !90)
!299 = !DILocation(line: 351, column: 15, scope: !90)
!300 = !DILocation(line: 351, column: 27, scope: !90)
!301 = !DILocation(line: 352, column: 10, scope: !90)
!302 = !DILocation(line: 352, column: 8, scope: !90)
!303 = !DILocation(line: 352, column: 15, scope: !90)
!304 = !DILocation(line: 352, column: 26, scope: !90)
!305 = !DILocation(line: 353, column: 10, scope: !90)
!306 = !DILocation(line: 353, column: 8, scope: !90)
!307 = !DILocation(line: 353, column: 15, scope: !90)
!308 = !DILocation(line: 353, column: 26, scope: !90)
!309 = !DILocation(line: 354, column: 10, scope: !90)
!310 = !DILocation(line: 354, column: 8, scope: !90)
!311 = !DILocation(line: 354, column: 15, scope: !90)
!312 = !DILocation(line: 354, column: 26, scope: !90)
!313 = !DILocation(line: 355, column: 10, scope: !90)
!314 = !DILocation(line: 355, column: 8, scope: !90)
!315 = !DILocation(line: 355, column: 14, scope: !90)
!316 = !DILocation(line: 355, column: 25, scope: !90)
!317 = !DILocation(line: 356, column: 10, scope: !90)
!318 = !DILocation(line: 356, column: 8, scope: !90)
!319 = !DILocation(line: 356, column: 14, scope: !90)
!320 = !DILocation(line: 356, column: 24, scope: !90)
!321 = !DILocation(line: 357, column: 10, scope: !90)
!322 = !DILocation(line: 357, column: 8, scope: !90)
!323 = !DILocation(line: 357, column: 14, scope: !90)
!324 = !DILocation(line: 357, column: 26, scope: !90)
!325 = !DILocation(line: 358, column: 10, scope: !90)
!326 = !DILocation(line: 358, column: 8, scope: !90)
!327 = !DILocation(line: 358, column: 14, scope: !90)
!328 = !DILocation(line: 358, column: 25, scope: !90)
!329 = !DILocation(line: 359, column: 10, scope: !90)
!330 = !DILocation(line: 359, column: 8, scope: !90)
!331 = !DILocation(line: 359, column: 14, scope: !90)
!332 = !DILocation(line: 359, column: 25, scope: !90)
!333 = !DILocation(line: 360, column: 10, scope: !90)
!334 = !DILocation(line: 360, column: 8, scope: !90)
!335 = !DILocation(line: 360, column: 14, scope: !90)
!336 = !DILocation(line: 360, column: 25, scope: !90)
!337 = !DILocation(line: 361, column: 10, scope: !90)
!338 = !DILocation(line: 361, column: 8, scope: !90)
!339 = !DILocation(line: 361, column: 14, scope: !90)
!340 = !DILocation(line: 361, column: 25, scope: !90)
!341 = !DILocation(line: 362, column: 10, scope: !90)
!342 = !DILocation(line: 362, column: 8, scope: !90)
!343 = !DILocation(line: 362, column: 15, scope: !90)
!344 = !DILocation(line: 362, column: 25, scope: !90)
!345 = !DILocation(line: 363, column: 10, scope: !90)
!346 = !DILocation(line: 363, column: 8, scope: !90)
!347 = !DILocation(line: 363, column: 15, scope: !90)
!348 = !DILocation(line: 363, column: 27, scope: !90)
!349 = !DILocation(line: 364, column: 10, scope: !90)
!350 = !DILocation(line: 364, column: 8, scope: !90)
!351 = !DILocation(line: 364, column: 15, scope: !90)
!352 = !DILocation(line: 364, column: 26, scope: !90)
!353 = !DILocation(line: 365, column: 10, scope: !90)
!354 = !DILocation(line: 365, column: 8, scope: !90)
!355 = !DILocation(line: 365, column: 15, scope: !90)
!356 = !DILocation(line: 365, column: 26, scope: !90)
!357 = !DILocation(line: 366, column: 10, scope: !90)
!358 = !DILocation(line: 366, column: 8, scope: !90)
!359 = !DILocation(line: 366, column: 14, scope: !90)
!360 = !DILocation(line: 366, column: 25, scope: !90)
!361 = !DILocation(line: 367, column: 10, scope: !90)
!362 = !DILocation(line: 367, column: 8, scope: !90)
!363 = !DILocation(line: 367, column: 14, scope: !90)
!364 = !DILocation(line: 367, column: 25, scope: !90)
!365 = !DILocation(line: 368, column: 10, scope: !90)
!366 = !DILocation(line: 368, column: 8, scope: !90)
!367 = !DILocation(line: 368, column: 14, scope: !90)
!368 = !DILocation(line: 368, column: 24, scope: !90)
!369 = !DILocation(line: 369, column: 10, scope: !90)
!370 = !DILocation(line: 369, column: 8, scope: !90)
!371 = !DILocation(line: 369, column: 14, scope: !90)
!372 = !DILocation(line: 369, column: 26, scope: !90)
!373 = !DILocation(line: 370, column: 10, scope: !90)
!374 = !DILocation(line: 370, column: 8, scope: !90)
!375 = !DILocation(line: 370, column: 14, scope: !90)
!376 = !DILocation(line: 370, column: 25, scope: !90)
!377 = !DILocation(line: 371, column: 10, scope: !90)
!378 = !DILocation(line: 371, column: 8, scope: !90)
!379 = !DILocation(line: 371, column: 14, scope: !90)
!380 = !DILocation(line: 371, column: 25, scope: !90)
!381 = !DILocation(line: 372, column: 10, scope: !90)
!382 = !DILocation(line: 372, column: 8, scope: !90)
!383 = !DILocation(line: 372, column: 14, scope: !90)
!384 = !DILocation(line: 372, column: 25, scope: !90)
!385 = !DILocation(line: 373, column: 10, scope: !90)
!386 = !DILocation(line: 373, column: 8, scope: !90)
!387 = !DILocation(line: 373, column: 15, scope: !90)
!388 = !DILocation(line: 373, column: 26, scope: !90)
!389 = !DILocation(line: 374, column: 10, scope: !90)
!390 = !DILocation(line: 374, column: 8, scope: !90)
!391 = !DILocation(line: 374, column: 15, scope: !90)
!392 = !DILocation(line: 374, column: 25, scope: !90)
!393 = !DILocation(line: 375, column: 10, scope: !90)
!394 = !DILocation(line: 375, column: 8, scope: !90)
!395 = !DILocation(line: 375, column: 15, scope: !90)
!396 = !DILocation(line: 375, column: 27, scope: !90)
!397 = !DILocation(line: 376, column: 10, scope: !90)
!398 = !DILocation(line: 376, column: 8, scope: !90)
!399 = !DILocation(line: 376, column: 15, scope: !90)
!400 = !DILocation(line: 376, column: 26, scope: !90)
!401 = !DILocation(line: 377, column: 10, scope: !90)
!402 = !DILocation(line: 377, column: 8, scope: !90)
!403 = !DILocation(line: 377, column: 14, scope: !90)
!404 = !DILocation(line: 377, column: 25, scope: !90)
!405 = !DILocation(line: 378, column: 10, scope: !90)
!406 = !DILocation(line: 378, column: 8, scope: !90)
!407 = !DILocation(line: 378, column: 14, scope: !90)
!408 = !DILocation(line: 378, column: 25, scope: !90)
!409 = !DILocation(line: 379, column: 10, scope: !90)
!410 = !DILocation(line: 379, column: 8, scope: !90)
!411 = !DILocation(line: 379, column: 14, scope: !90)
!412 = !DILocation(line: 379, column: 25, scope: !90)
!413 = !DILocation(line: 380, column: 10, scope: !90)
!414 = !DILocation(line: 380, column: 8, scope: !90)
!415 = !DILocation(line: 380, column: 14, scope: !90)
!416 = !DILocation(line: 380, column: 24, scope: !90)
!417 = !DILocation(line: 381, column: 10, scope: !90)
!418 = !DILocation(line: 381, column: 8, scope: !90)
!419 = !DILocation(line: 381, column: 14, scope: !90)
!420 = !DILocation(line: 381, column: 26, scope: !90)
!421 = !DILocation(line: 382, column: 10, scope: !90)
!422 = !DILocation(line: 382, column: 8, scope: !90)
!423 = !DILocation(line: 382, column: 14, scope: !90)
!424 = !DILocation(line: 382, column: 25, scope: !90)
!425 = !DILocation(line: 383, column: 10, scope: !90)
!426 = !DILocation(line: 383, column: 8, scope: !90)
!427 = !DILocation(line: 383, column: 14, scope: !90)
!428 = !DILocation(line: 383, column: 25, scope: !90)
!429 = !DILocation(line: 384, column: 10, scope: !90)
!430 = !DILocation(line: 384, column: 8, scope: !90)
!431 = !DILocation(line: 384, column: 15, scope: !90)
!432 = !DILocation(line: 384, column: 26, scope: !90)
!433 = !DILocation(line: 385, column: 10, scope: !90)
!434 = !DILocation(line: 385, column: 8, scope: !90)
!435 = !DILocation(line: 385, column: 15, scope: !90)
!436 = !DILocation(line: 385, column: 26, scope: !90)
!437 = !DILocation(line: 386, column: 10, scope: !90)
!438 = !DILocation(line: 386, column: 8, scope: !90)
!439 = !DILocation(line: 386, column: 15, scope: !90)
!440 = !DILocation(line: 386, column: 26, scope: !90)
!441 = !DILocation(line: 387, column: 10, scope: !90)
!442 = !DILocation(line: 387, column: 8, scope: !90)
!443 = !DILocation(line: 387, column: 15, scope: !90)
!444 = !DILocation(line: 387, column: 27, scope: !90)
!445 = !DILocation(line: 388, column: 10, scope: !90)
!446 = !DILocation(line: 388, column: 8, scope: !90)
!447 = !DILocation(line: 388, column: 14, scope: !90)
!448 = !DILocation(line: 388, column: 25, scope: !90)
!449 = !DILocation(line: 389, column: 10, scope: !90)
!450 = !DILocation(line: 389, column: 8, scope: !90)
!451 = !DILocation(line: 389, column: 14, scope: !90)
!452 = !DILocation(line: 389, column: 25, scope: !90)
!453 = !DILocation(line: 390, column: 10, scope: !90)
!454 = !DILocation(line: 390, column: 8, scope: !90)
!455 = !DILocation(line: 390, column: 14, scope: !90)
!456 = !DILocation(line: 390, column: 25, scope: !90)
!457 = !DILocation(line: 391, column: 10, scope: !90)
!458 = !DILocation(line: 391, column: 8, scope: !90)
!459 = !DILocation(line: 391, column: 14, scope: !90)
!460 = !DILocation(line: 391, column: 25, scope: !90)
!461 = !DILocation(line: 392, column: 10, scope: !90)
!462 = !DILocation(line: 392, column: 8, scope: !90)
!463 = !DILocation(line: 392, column: 14, scope: !90)
!464 = !DILocation(line: 392, column: 25, scope: !90)
!465 = !DILocation(line: 393, column: 10, scope: !90)
!466 = !DILocation(line: 393, column: 8, scope: !90)
!467 = !DILocation(line: 393, column: 14, scope: !90)
!468 = !DILocation(line: 393, column: 26, scope: !90)
!469 = !DILocation(line: 394, column: 10, scope: !90)
!470 = !DILocation(line: 394, column: 8, scope: !90)
!471 = !DILocation(line: 394, column: 14, scope: !90)
!472 = !DILocation(line: 394, column: 25, scope: !90)
!473 = !DILocation(line: 395, column: 10, scope: !90)
!474 = !DILocation(line: 395, column: 8, scope: !90)
!475 = !DILocation(line: 395, column: 15, scope: !90)
!476 = !DILocation(line: 395, column: 26, scope: !90)
!477 = !DILocation(line: 396, column: 10, scope: !90)
!478 = !DILocation(line: 396, column: 8, scope: !90)
!479 = !DILocation(line: 396, column: 15, scope: !90)
!480 = !DILocation(line: 396, column: 26, scope: !90)
!481 = !DILocation(line: 397, column: 10, scope: !90)
!482 = !DILocation(line: 397, column: 8, scope: !90)
!483 = !DILocation(line: 397, column: 15, scope: !90)
!484 = !DILocation(line: 397, column: 26, scope: !90)
!485 = !DILocation(line: 398, column: 10, scope: !90)
!486 = !DILocation(line: 398, column: 8, scope: !90)
!487 = !DILocation(line: 398, column: 15, scope: !90)
!488 = !DILocation(line: 398, column: 26, scope: !90)
!489 = !DILocation(line: 399, column: 10, scope: !90)
!490 = !DILocation(line: 399, column: 8, scope: !90)
!491 = !DILocation(line: 399, column: 14, scope: !90)
!492 = !DILocation(line: 399, column: 26, scope: !90)
!493 = !DILocation(line: 400, column: 10, scope: !90)
!494 = !DILocation(line: 400, column: 8, scope: !90)
!495 = !DILocation(line: 400, column: 14, scope: !90)
!496 = !DILocation(line: 400, column: 25, scope: !90)
!497 = !DILocation(line: 401, column: 10, scope: !90)
!498 = !DILocation(line: 401, column: 8, scope: !90)
!499 = !DILocation(line: 401, column: 14, scope: !90)
!500 = !DILocation(line: 401, column: 25, scope: !90)
!501 = !DILocation(line: 402, column: 10, scope: !90)
!502 = !DILocation(line: 402, column: 8, scope: !90)
!503 = !DILocation(line: 402, column: 14, scope: !90)
!504 = !DILocation(line: 402, column: 25, scope: !90)
!505 = !DILocation(line: 403, column: 10, scope: !90)
!506 = !DILocation(line: 403, column: 8, scope: !90)
!507 = !DILocation(line: 403, column: 14, scope: !90)
!508 = !DILocation(line: 403, column: 25, scope: !90)
!509 = !DILocation(line: 404, column: 10, scope: !90)
!510 = !DILocation(line: 404, column: 8, scope: !90)
!511 = !DILocation(line: 404, column: 14, scope: !90)
!512 = !DILocation(line: 404, column: 25, scope: !90)
!513 = !DILocation(line: 405, column: 10, scope: !90)
!514 = !DILocation(line: 405, column: 8, scope: !90)
!515 = !DILocation(line: 405, column: 14, scope: !90)
!516 = !DILocation(line: 405, column: 26, scope: !90)
!517 = !DILocation(line: 406, column: 10, scope: !90)
!518 = !DILocation(line: 406, column: 8, scope: !90)
!519 = !DILocation(line: 406, column: 15, scope: !90)
!520 = !DILocation(line: 406, column: 26, scope: !90)
!521 = !DILocation(line: 407, column: 10, scope: !90)
!522 = !DILocation(line: 407, column: 8, scope: !90)
!523 = !DILocation(line: 407, column: 15, scope: !90)
!524 = !DILocation(line: 407, column: 26, scope: !90)
!525 = !DILocation(line: 408, column: 10, scope: !90)
!526 = !DILocation(line: 408, column: 8, scope: !90)
!527 = !DILocation(line: 408, column: 15, scope: !90)
!528 = !DILocation(line: 408, column: 26, scope: !90)
!529 = !DILocation(line: 409, column: 10, scope: !90)
!530 = !DILocation(line: 409, column: 8, scope: !90)
!531 = !DILocation(line: 409, column: 15, scope: !90)
!532 = !DILocation(line: 409, column: 26, scope: !90)
!533 = !DILocation(line: 410, column: 10, scope: !90)
!534 = !DILocation(line: 410, column: 8, scope: !90)
!535 = !DILocation(line: 410, column: 14, scope: !90)
!536 = !DILocation(line: 410, column: 25, scope: !90)
!537 = !DILocation(line: 411, column: 10, scope: !90)
!538 = !DILocation(line: 411, column: 8, scope: !90)
!539 = !DILocation(line: 411, column: 14, scope: !90)
!540 = !DILocation(line: 411, column: 26, scope: !90)
!541 = !DILocation(line: 412, column: 10, scope: !90)
!542 = !DILocation(line: 412, column: 8, scope: !90)
!543 = !DILocation(line: 412, column: 14, scope: !90)
!544 = !DILocation(line: 412, column: 25, scope: !90)
!545 = !DILocation(line: 413, column: 10, scope: !90)
!546 = !DILocation(line: 413, column: 8, scope: !90)
!547 = !DILocation(line: 413, column: 14, scope: !90)
!548 = !DILocation(line: 413, column: 25, scope: !90)
!549 = !DILocation(line: 414, column: 10, scope: !90)
!550 = !DILocation(line: 414, column: 8, scope: !90)
!551 = !DILocation(line: 414, column: 14, scope: !90)
!552 = !DILocation(line: 414, column: 25, scope: !90)
!553 = !DILocation(line: 415, column: 10, scope: !90)
!554 = !DILocation(line: 415, column: 8, scope: !90)
!555 = !DILocation(line: 415, column: 14, scope: !90)
!556 = !DILocation(line: 415, column: 25, scope: !90)
!557 = !DILocation(line: 416, column: 10, scope: !90)
!558 = !DILocation(line: 416, column: 8, scope: !90)
!559 = !DILocation(line: 416, column: 14, scope: !90)
!560 = !DILocation(line: 416, column: 25, scope: !90)
!561 = !DILocation(line: 417, column: 10, scope: !90)
!562 = !DILocation(line: 417, column: 8, scope: !90)
!563 = !DILocation(line: 417, column: 15, scope: !90)
!564 = !DILocation(line: 417, column: 27, scope: !90)
!565 = !DILocation(line: 418, column: 10, scope: !90)
!566 = !DILocation(line: 418, column: 8, scope: !90)
!567 = !DILocation(line: 418, column: 15, scope: !90)
!568 = !DILocation(line: 418, column: 26, scope: !90)
!569 = !DILocation(line: 419, column: 10, scope: !90)
!570 = !DILocation(line: 419, column: 8, scope: !90)
!571 = !DILocation(line: 419, column: 15, scope: !90)
!572 = !DILocation(line: 419, column: 26, scope: !90)
!573 = !DILocation(line: 420, column: 10, scope: !90)
!574 = !DILocation(line: 420, column: 8, scope: !90)
!575 = !DILocation(line: 420, column: 15, scope: !90)
!576 = !DILocation(line: 420, column: 26, scope: !90)
!577 = !DILocation(line: 421, column: 10, scope: !90)
!578 = !DILocation(line: 421, column: 8, scope: !90)
!579 = !DILocation(line: 421, column: 14, scope: !90)
!580 = !DILocation(line: 421, column: 25, scope: !90)
!581 = !DILocation(line: 422, column: 10, scope: !90)
!582 = !DILocation(line: 422, column: 8, scope: !90)
!583 = !DILocation(line: 422, column: 14, scope: !90)
!584 = !DILocation(line: 422, column: 25, scope: !90)
!585 = !DILocation(line: 423, column: 10, scope: !90)
!586 = !DILocation(line: 423, column: 8, scope: !90)
!587 = !DILocation(line: 423, column: 14, scope: !90)
!588 = !DILocation(line: 423, column: 26, scope: !90)
!589 = !DILocation(line: 424, column: 10, scope: !90)
!590 = !DILocation(line: 424, column: 8, scope: !90)
!591 = !DILocation(line: 424, column: 14, scope: !90)
!592 = !DILocation(line: 424, column: 25, scope: !90)
!593 = !DILocation(line: 425, column: 10, scope: !90)
!594 = !DILocation(line: 425, column: 8, scope: !90)
!595 = !DILocation(line: 425, column: 14, scope: !90)
!596 = !DILocation(line: 425, column: 25, scope: !90)
!597 = !DILocation(line: 426, column: 10, scope: !90)
!598 = !DILocation(line: 426, column: 8, scope: !90)
!599 = !DILocation(line: 426, column: 14, scope: !90)
!600 = !DILocation(line: 426, column: 25, scope: !90)
!601 = !DILocation(line: 427, column: 10, scope: !90)
!602 = !DILocation(line: 427, column: 8, scope: !90)
!603 = !DILocation(line: 427, column: 14, scope: !90)
!604 = !DILocation(line: 427, column: 25, scope: !90)
!605 = !DILocation(line: 428, column: 10, scope: !90)
!606 = !DILocation(line: 428, column: 8, scope: !90)
!607 = !DILocation(line: 428, column: 15, scope: !90)
!608 = !DILocation(line: 428, column: 26, scope: !90)
!609 = !DILocation(line: 429, column: 10, scope: !90)
!610 = !DILocation(line: 429, column: 8, scope: !90)
!611 = !DILocation(line: 429, column: 15, scope: !90)
!612 = !DILocation(line: 429, column: 27, scope: !90)
!613 = !DILocation(line: 431, column: 3, scope: !90)
!614 = !DILocation(line: 432, column: 15, scope: !90)
!615 = !DILocation(line: 433, column: 13, scope: !90)
!616 = !DILocation(line: 433, column: 16, scope: !90)
!617 = !DILocation(line: 433, column: 8, scope: !90)
!618 = !DILocation(line: 434, column: 15, scope: !90)
!619 = !DILocation(line: 444, column: 46, scope: !90)
!620 = !DILocation(line: 444, column: 49, scope: !90)
!621 = !DILocation(line: 444, column: 30, scope: !90)
!622 = !DILocation(line: 444, column: 5, scope: !90)
!623 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eNearLimit", scope: !1, file: !1, line: 463, type: !5, scopeLine: 463, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!624 = !DILocation(line: 465, column: 19, scope: !623)
!625 = !DILocation(line: 466, column: 14, scope: !623)
!626 = !DILocation(line: 466, column: 5, scope: !623)
!627 = !DILocation(line: 467, column: 15, scope: !623)
!628 = !DILocation(line: 468, column: 19, scope: !623)
!629 = !DILocation(line: 468, column: 22, scope: !623)
!630 = !DILocation(line: 468, column: 14, scope: !623)
!631 = !DILocation(line: 468, column: 56, scope: !623)
!632 = !DILocation(line: 468, column: 54, scope: !623)
!633 = !DILocation(line: 450, column: 3, scope: !623)
!634 = !DILocation(line: 451, column: 15, scope: !623)
!635 = !DILocation(line: 452, column: 8, scope: !623)
!636 = !DILocation(line: 453, column: 15, scope: !623)
!637 = !DILocation(line: 468, column: 39, scope: !623)
!638 = !DILocation(line: 468, column: 78, scope: !623)
!639 = !DILocation(line: 468, column: 76, scope: !623)
!640 = !DILocation(line: 468, column: 61, scope: !623)
!641 = !DILocation(line: 468, column: 5, scope: !623)
!642 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eRotate", scope: !1, file: !1, line: 488, type: !5, scopeLine: 488, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!643 = !DILocation(line: 489, column: 19, scope: !642)
!644 = !DILocation(line: 490, column: 22, scope: !642)
!645 = !DILocation(line: 478, column: 4, scope: !642)
!646 = !DILocation(line: 491, column: 15, scope: !642)
!647 = !DILocation(line: 492, column: 30, scope: !642)
!648 = !DILocation(line: 492, column: 33, scope: !642)
!649 = !DILocation(line: 480, column: 10, scope: !642)
!650 = !DILocation(line: 492, column: 5, scope: !642)
!651 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eLayouts", scope: !1, file: !1, line: 519, type: !5, scopeLine: 519, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!652 = !DILocation(line: 503, column: 23, scope: !651)
!653 = !DILocation(line: 503, column: 28, scope: !651)
!654 = !DILocation(line: 504, column: 4, scope: !651)
!655 = !DILocation(line: 506, column: 15, scope: !651)
!656 = !DILocation(line: 508, column: 15, scope: !651)
!657 = !DILocation(line: 524, column: 18, scope: !651)
!658 = !DILocation(line: 524, column: 9, scope: !651)
!659 = !DILocation(line: 507, column: 8, scope: !651)
!660 = !DILocation(line: 525, column: 5, scope: !651)
!661 = !DILocation(line: 526, column: 7, scope: !651)
!662 = !DILocation(line: 526, column: 5, scope: !651)
!663 = !DILocation(line: 527, column: 7, scope: !651)
!664 = !DILocation(line: 527, column: 20, scope: !651)
!665 = !DILocation(line: 527, column: 5, scope: !651)
!666 = !DILocation(line: 528, column: 7, scope: !651)
!667 = !DILocation(line: 528, column: 20, scope: !651)
!668 = !DILocation(line: 528, column: 5, scope: !651)
!669 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fdevshared_2eDynLen", scope: !1, file: !1, line: 536, type: !5, scopeLine: 536, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!670 = !DILocation(line: 537, column: 12, scope: !669)
!671 = !DILocation(line: 537, column: 15, scope: !669)
!672 = !DILocation(line: 538, column: 43, scope: !669)
!673 = !DILocation(line: 538, column: 6, scope: !669)
!674 = !DILocation(line: 539, column: 43, scope: !669)
!675 = !DILocation(line: 539, column: 6, scope: !669)
