; kern module github.com/kernlab/kern/internal/gputest (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eTranspose.shared.0 = internal unnamed_addr addrspace(3) global [1088 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eEarlyReturn.shared.0 = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSharedRace.shared.0.0 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@__kern_dynshared = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 !dbg !4 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  %t2 = sext i32 %.7 to i64, !dbg !7
  %.8 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !8
  %t4 = sext i32 %.8 to i64, !dbg !8
  %.9 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !8
  %.10 = getelementptr inbounds i8, ptr addrspace(4) %.9, i64 4, !dbg !8
  %.11 = load i16, ptr addrspace(4) %.10, align 4, !dbg !8, !invariant.load !6
  %t6 = zext i16 %.11 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !8
  %t8 = add nsw i64 %t7, %t2, !dbg !8
  %t9 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %.7, !dbg !9
  store i64 0, ptr addrspace(3) %t9, align 8, !dbg !9
  %t11 = icmp slt i64 %t8, %a1, !dbg !10
  br i1 %t11, label %b1, label %b2, !dbg !10

b1:                                               ; preds = %entry
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t8, !dbg !11
  %.13 = load i64, ptr addrspace(1) %t13, align 8, !dbg !11, !amdgpu.noclobber !6
  store i64 %.13, ptr addrspace(3) %t9, align 8, !dbg !12
  br label %b2, !dbg !12

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release, !dbg !13
  tail call void @llvm.amdgcn.s.barrier(), !dbg !13
  fence syncscope("workgroup") acquire, !dbg !13
  %t17 = icmp slt i32 %.7, 64, !dbg !14
  br i1 %t17, label %b5, label %b6, !dbg !14

b5:                                               ; preds = %b2
  %0 = add nsw i32 %.7, 64, !dbg !15
  %t19 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %0, !dbg !15
  %.14 = load i64, ptr addrspace(3) %t19, align 8, !dbg !15
  %.15 = load i64, ptr addrspace(3) %t9, align 8, !dbg !16
  %t22 = add i64 %.15, %.14, !dbg !17
  store i64 %t22, ptr addrspace(3) %t9, align 8, !dbg !16
  br label %b6, !dbg !16

b6:                                               ; preds = %b5, %b2
  fence syncscope("workgroup") release, !dbg !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18
  %t17.1 = icmp slt i32 %.7, 32, !dbg !14
  br i1 %t17.1, label %b5.1, label %b6.1, !dbg !14

b5.1:                                             ; preds = %b6
  %1 = add nsw i32 %.7, 32, !dbg !15
  %t19.1 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %1, !dbg !15
  %.14.1 = load i64, ptr addrspace(3) %t19.1, align 8, !dbg !15
  %.15.1 = load i64, ptr addrspace(3) %t9, align 8, !dbg !16
  %t22.1 = add i64 %.15.1, %.14.1, !dbg !17
  store i64 %t22.1, ptr addrspace(3) %t9, align 8, !dbg !16
  br label %b6.1, !dbg !16

b6.1:                                             ; preds = %b5.1, %b6
  fence syncscope("workgroup") release, !dbg !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18
  %t17.2 = icmp slt i32 %.7, 16, !dbg !14
  br i1 %t17.2, label %b5.2, label %b6.2, !dbg !14

b5.2:                                             ; preds = %b6.1
  %2 = add nsw i32 %.7, 16, !dbg !15
  %t19.2 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %2, !dbg !15
  %.14.2 = load i64, ptr addrspace(3) %t19.2, align 8, !dbg !15
  %.15.2 = load i64, ptr addrspace(3) %t9, align 8, !dbg !16
  %t22.2 = add i64 %.15.2, %.14.2, !dbg !17
  store i64 %t22.2, ptr addrspace(3) %t9, align 8, !dbg !16
  br label %b6.2, !dbg !16

b6.2:                                             ; preds = %b5.2, %b6.1
  fence syncscope("workgroup") release, !dbg !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18
  %t17.3 = icmp slt i32 %.7, 8, !dbg !14
  br i1 %t17.3, label %b5.3, label %b6.3, !dbg !14

b5.3:                                             ; preds = %b6.2
  %3 = add nsw i32 %.7, 8, !dbg !15
  %t19.3 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %3, !dbg !15
  %.14.3 = load i64, ptr addrspace(3) %t19.3, align 8, !dbg !15
  %.15.3 = load i64, ptr addrspace(3) %t9, align 8, !dbg !16
  %t22.3 = add i64 %.15.3, %.14.3, !dbg !17
  store i64 %t22.3, ptr addrspace(3) %t9, align 8, !dbg !16
  br label %b6.3, !dbg !16

b6.3:                                             ; preds = %b5.3, %b6.2
  fence syncscope("workgroup") release, !dbg !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18
  %t17.4 = icmp slt i32 %.7, 4, !dbg !14
  br i1 %t17.4, label %b5.4, label %b6.4, !dbg !14

b5.4:                                             ; preds = %b6.3
  %4 = add nsw i32 %.7, 4, !dbg !15
  %t19.4 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %4, !dbg !15
  %.14.4 = load i64, ptr addrspace(3) %t19.4, align 8, !dbg !15
  %.15.4 = load i64, ptr addrspace(3) %t9, align 8, !dbg !16
  %t22.4 = add i64 %.15.4, %.14.4, !dbg !17
  store i64 %t22.4, ptr addrspace(3) %t9, align 8, !dbg !16
  br label %b6.4, !dbg !16

b6.4:                                             ; preds = %b5.4, %b6.3
  fence syncscope("workgroup") release, !dbg !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18
  %t17.5 = icmp slt i32 %.7, 2, !dbg !14
  br i1 %t17.5, label %b5.5, label %b6.5, !dbg !14

b5.5:                                             ; preds = %b6.4
  %5 = add nsw i32 %.7, 2, !dbg !15
  %t19.5 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %5, !dbg !15
  %.14.5 = load i64, ptr addrspace(3) %t19.5, align 8, !dbg !15
  %.15.5 = load i64, ptr addrspace(3) %t9, align 8, !dbg !16
  %t22.5 = add i64 %.15.5, %.14.5, !dbg !17
  store i64 %t22.5, ptr addrspace(3) %t9, align 8, !dbg !16
  br label %b6.5, !dbg !16

b6.5:                                             ; preds = %b5.5, %b6.4
  fence syncscope("workgroup") release, !dbg !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18
  %t17.6 = icmp slt i32 %.7, 1, !dbg !14
  br i1 %t17.6, label %b5.6, label %b6.6, !dbg !14

b5.6:                                             ; preds = %b6.5
  %6 = add nsw i32 %.7, 1, !dbg !15
  %t19.6 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %6, !dbg !15
  %.14.6 = load i64, ptr addrspace(3) %t19.6, align 8, !dbg !15
  %.15.6 = load i64, ptr addrspace(3) %t9, align 8, !dbg !16
  %t22.6 = add i64 %.15.6, %.14.6, !dbg !17
  store i64 %t22.6, ptr addrspace(3) %t9, align 8, !dbg !16
  br label %b6.6, !dbg !16

b6.6:                                             ; preds = %b5.6, %b6.5
  fence syncscope("workgroup") release, !dbg !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18
  %t24 = icmp eq i32 %.7, 0, !dbg !19
  br i1 %t24, label %b8, label %b9, !dbg !19

b8:                                               ; preds = %b6.6
  %t28 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t4, !dbg !20
  %.16 = load i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, align 8, !dbg !21
  store i64 %.16, ptr addrspace(1) %t28, align 8, !dbg !20
  br label %b9, !dbg !20

b9:                                               ; preds = %b8, %b6.6
  ret void, !dbg !20
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eWarpOps(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture writeonly %a12, i64 %a13, i64 %a14) local_unnamed_addr #0 !dbg !22 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !23
  %t1 = sext i32 %.16 to i64, !dbg !23
  %.17 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !23
  %.18 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 4, !dbg !23
  %.19 = load i16, ptr addrspace(4) %.18, align 4, !dbg !23, !invariant.load !6
  %t3 = zext i16 %.19 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !23
  %.21 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !23
  %t6 = sext i32 %.21 to i64, !dbg !23
  %t7 = add nsw i64 %t4, %t6, !dbg !23
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7, !dbg !24
  %.22 = load i32, ptr addrspace(1) %t9, align 4, !dbg !24, !amdgpu.noclobber !6
  %.24 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !25
  %.25 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.24), !dbg !25
  %.26 = zext i32 %.25 to i64
  %.27 = add nuw nsw i64 %.26, 16, !dbg !26
  %.28 = icmp ult i32 %.25, 48, !dbg !26
  %.29 = tail call i64 @llvm.read_register.i64(metadata !27) #13, !dbg !26
  %.30 = and i64 %.27, 63, !dbg !26
  %0 = shl nuw i64 1, %.30, !dbg !26
  %1 = and i64 %0, %.29, !dbg !26
  %.32 = icmp ne i64 %1, 0, !dbg !26
  %.33 = and i1 %.28, %.32, !dbg !26
  %.34 = trunc i64 %.27 to i32, !dbg !26
  %.35 = shl i32 %.34, 2, !dbg !26
  %.36 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.35, i32 %.22), !dbg !26
  %t15 = select i1 %.33, i32 %.36, i32 %.22, !dbg !26
  %t16 = add i32 %t15, %.22, !dbg !28
  %.27.1 = add nuw nsw i64 %.26, 8, !dbg !26
  %.28.1 = icmp ult i32 %.25, 56, !dbg !26
  %.30.1 = and i64 %.27.1, 63, !dbg !26
  %2 = shl nuw i64 1, %.30.1, !dbg !26
  %3 = and i64 %2, %.29, !dbg !26
  %.32.1 = icmp ne i64 %3, 0, !dbg !26
  %.33.1 = and i1 %.28.1, %.32.1, !dbg !26
  %.34.1 = trunc i64 %.27.1 to i32, !dbg !26
  %.35.1 = shl i32 %.34.1, 2, !dbg !26
  %.36.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.35.1, i32 %t16), !dbg !26
  %t15.1 = select i1 %.33.1, i32 %.36.1, i32 %t16, !dbg !26
  %t16.1 = add i32 %t15.1, %t16, !dbg !28
  %.27.2 = add nuw nsw i64 %.26, 4, !dbg !26
  %.28.2 = icmp ult i32 %.25, 60, !dbg !26
  %.30.2 = and i64 %.27.2, 63, !dbg !26
  %4 = shl nuw i64 1, %.30.2, !dbg !26
  %5 = and i64 %4, %.29, !dbg !26
  %.32.2 = icmp ne i64 %5, 0, !dbg !26
  %.33.2 = and i1 %.28.2, %.32.2, !dbg !26
  %.34.2 = trunc i64 %.27.2 to i32, !dbg !26
  %.35.2 = shl i32 %.34.2, 2, !dbg !26
  %.36.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.35.2, i32 %t16.1), !dbg !26
  %t15.2 = select i1 %.33.2, i32 %.36.2, i32 %t16.1, !dbg !26
  %t16.2 = add i32 %t15.2, %t16.1, !dbg !28
  %.27.3 = add nuw nsw i64 %.26, 2, !dbg !26
  %.28.3 = icmp ult i32 %.25, 62, !dbg !26
  %.30.3 = and i64 %.27.3, 63, !dbg !26
  %6 = shl nuw i64 1, %.30.3, !dbg !26
  %7 = and i64 %6, %.29, !dbg !26
  %.32.3 = icmp ne i64 %7, 0, !dbg !26
  %.33.3 = and i1 %.28.3, %.32.3, !dbg !26
  %.34.3 = trunc i64 %.27.3 to i32, !dbg !26
  %.35.3 = shl i32 %.34.3, 2, !dbg !26
  %.36.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.35.3, i32 %t16.2), !dbg !26
  %t15.3 = select i1 %.33.3, i32 %.36.3, i32 %t16.2, !dbg !26
  %t16.3 = add i32 %t15.3, %t16.2, !dbg !28
  %.27.4 = add nuw nsw i64 %.26, 1, !dbg !26
  %.34.4 = trunc i64 %.27.4 to i32, !dbg !26
  %.35.4 = shl i32 %.34.4, 2, !dbg !26
  %.36.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.35.4, i32 %t16.3), !dbg !26
  %t20 = icmp eq i32 %.25, 0, !dbg !29
  br i1 %t20, label %b4, label %b5, !dbg !29

b4:                                               ; preds = %entry
  %.30.4 = and i64 %.27.4, 63, !dbg !26
  %8 = shl nuw i64 1, %.30.4, !dbg !26
  %9 = and i64 %8, %.29, !dbg !26
  %.32.4.not = icmp eq i64 %9, 0, !dbg !26
  %t15.4 = select i1 %.32.4.not, i32 %t16.3, i32 %.36.4, !dbg !26
  %t16.4 = add i32 %t15.4, %t16.3, !dbg !28
  %t21 = sdiv i64 %t7, 32, !dbg !30
  %t23 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t21, !dbg !31
  store i32 %t16.4, ptr addrspace(1) %t23, align 4, !dbg !31
  br label %b5, !dbg !31

b5:                                               ; preds = %b4, %entry
  %.43 = xor i64 %.26, 1, !dbg !32
  %.44 = icmp ult i64 %.43, 64, !dbg !32
  %.45 = tail call i64 @llvm.read_register.i64(metadata !27) #13, !dbg !32
  %.46 = and i64 %.43, 63, !dbg !32
  %10 = shl nuw i64 1, %.46, !dbg !32
  %11 = and i64 %.45, %10, !dbg !32
  %.48 = icmp ne i64 %11, 0, !dbg !32
  %.49 = and i1 %.44, %.48, !dbg !32
  %.50 = trunc i64 %.43 to i32, !dbg !32
  %.51 = shl i32 %.50, 2, !dbg !32
  %.52 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.51, i32 %.22), !dbg !32
  %t28 = select i1 %.49, i32 %.52, i32 %.22, !dbg !32
  %t29 = add i32 %t28, %.22, !dbg !33
  %.43.1 = xor i64 %.26, 2, !dbg !32
  %.44.1 = icmp ult i64 %.43.1, 64, !dbg !32
  %.46.1 = and i64 %.43.1, 63, !dbg !32
  %12 = shl nuw i64 1, %.46.1, !dbg !32
  %13 = and i64 %.45, %12, !dbg !32
  %.48.1 = icmp ne i64 %13, 0, !dbg !32
  %.49.1 = and i1 %.44.1, %.48.1, !dbg !32
  %.50.1 = trunc i64 %.43.1 to i32, !dbg !32
  %.51.1 = shl i32 %.50.1, 2, !dbg !32
  %.52.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.51.1, i32 %t29), !dbg !32
  %t28.1 = select i1 %.49.1, i32 %.52.1, i32 %t29, !dbg !32
  %t29.1 = add i32 %t28.1, %t29, !dbg !33
  %.43.2 = xor i64 %.26, 4, !dbg !32
  %.44.2 = icmp ult i64 %.43.2, 64, !dbg !32
  %.46.2 = and i64 %.43.2, 63, !dbg !32
  %14 = shl nuw i64 1, %.46.2, !dbg !32
  %15 = and i64 %.45, %14, !dbg !32
  %.48.2 = icmp ne i64 %15, 0, !dbg !32
  %.49.2 = and i1 %.44.2, %.48.2, !dbg !32
  %.50.2 = trunc i64 %.43.2 to i32, !dbg !32
  %.51.2 = shl i32 %.50.2, 2, !dbg !32
  %.52.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.51.2, i32 %t29.1), !dbg !32
  %t28.2 = select i1 %.49.2, i32 %.52.2, i32 %t29.1, !dbg !32
  %t29.2 = add i32 %t28.2, %t29.1, !dbg !33
  %.43.3 = xor i64 %.26, 8, !dbg !32
  %.44.3 = icmp ult i64 %.43.3, 64, !dbg !32
  %.46.3 = and i64 %.43.3, 63, !dbg !32
  %16 = shl nuw i64 1, %.46.3, !dbg !32
  %17 = and i64 %.45, %16, !dbg !32
  %.48.3 = icmp ne i64 %17, 0, !dbg !32
  %.49.3 = and i1 %.44.3, %.48.3, !dbg !32
  %.50.3 = trunc i64 %.43.3 to i32, !dbg !32
  %.51.3 = shl i32 %.50.3, 2, !dbg !32
  %.52.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.51.3, i32 %t29.2), !dbg !32
  %t28.3 = select i1 %.49.3, i32 %.52.3, i32 %t29.2, !dbg !32
  %t29.3 = add i32 %t28.3, %t29.2, !dbg !33
  %.43.4 = xor i64 %.26, 16, !dbg !32
  %.44.4 = icmp ult i64 %.43.4, 64, !dbg !32
  %.46.4 = and i64 %.43.4, 63, !dbg !32
  %18 = shl nuw i64 1, %.46.4, !dbg !32
  %19 = and i64 %.45, %18, !dbg !32
  %.48.4 = icmp ne i64 %19, 0, !dbg !32
  %.49.4 = and i1 %.44.4, %.48.4, !dbg !32
  %.50.4 = trunc i64 %.43.4 to i32, !dbg !32
  %.51.4 = shl i32 %.50.4, 2, !dbg !32
  %.52.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.51.4, i32 %t29.3), !dbg !32
  %t28.4 = select i1 %.49.4, i32 %.52.4, i32 %t29.3, !dbg !32
  %t29.4 = add i32 %t28.4, %t29.3, !dbg !33
  %t32 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t7, !dbg !34
  store i32 %t29.4, ptr addrspace(1) %t32, align 4, !dbg !34
  %.59 = tail call i64 @llvm.read_register.i64(metadata !27) #13, !dbg !35
  %20 = and i64 %.59, 32, !dbg !35
  %.62.not = icmp eq i64 %20, 0, !dbg !35
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 20, i32 %.22), !dbg !35
  %t33 = select i1 %.62.not, i32 %.22, i32 %.66, !dbg !35
  %t35 = getelementptr inbounds i32, ptr addrspace(1) %a9, i64 %t7, !dbg !36
  store i32 %t33, ptr addrspace(1) %t35, align 4, !dbg !36
  %.71 = add nsw i64 %.26, -1, !dbg !37
  %.72 = icmp ult i64 %.71, 64, !dbg !37
  %.74 = and i64 %.71, 63, !dbg !37
  %21 = shl nuw i64 1, %.74, !dbg !37
  %22 = and i64 %21, %.59, !dbg !37
  %.76 = icmp ne i64 %22, 0, !dbg !37
  %.77 = and i1 %.72, %.76, !dbg !37
  %.78 = trunc i64 %.71 to i32, !dbg !37
  %.79 = shl i32 %.78, 2, !dbg !37
  %.80 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.22), !dbg !37
  %t40 = select i1 %.77, i32 %.80, i32 %.22, !dbg !37
  %t41.not.inv = icmp sgt i32 %.25, 0, !dbg !38
  %t42 = select i1 %t41.not.inv, i32 %t40, i32 0, !dbg !38
  %t43 = add i32 %t42, %.22, !dbg !38
  %.71.1 = add nsw i64 %.26, -2, !dbg !37
  %.72.1 = icmp ult i64 %.71.1, 64, !dbg !37
  %.74.1 = and i64 %.71.1, 63, !dbg !37
  %23 = shl nuw i64 1, %.74.1, !dbg !37
  %24 = and i64 %23, %.59, !dbg !37
  %.76.1 = icmp ne i64 %24, 0, !dbg !37
  %.77.1 = and i1 %.72.1, %.76.1, !dbg !37
  %.78.1 = trunc i64 %.71.1 to i32, !dbg !37
  %.79.1 = shl i32 %.78.1, 2, !dbg !37
  %.80.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79.1, i32 %t43), !dbg !37
  %t40.1 = select i1 %.77.1, i32 %.80.1, i32 %t43, !dbg !37
  %t41.not.1 = icmp slt i32 %.25, 2, !dbg !38
  %t42.1 = select i1 %t41.not.1, i32 0, i32 %t40.1, !dbg !38
  %t43.1 = add i32 %t42.1, %t43, !dbg !38
  %.71.2 = add nsw i64 %.26, -4, !dbg !37
  %.72.2 = icmp ult i64 %.71.2, 64, !dbg !37
  %.74.2 = and i64 %.71.2, 63, !dbg !37
  %25 = shl nuw i64 1, %.74.2, !dbg !37
  %26 = and i64 %25, %.59, !dbg !37
  %.76.2 = icmp ne i64 %26, 0, !dbg !37
  %.77.2 = and i1 %.72.2, %.76.2, !dbg !37
  %.78.2 = trunc i64 %.71.2 to i32, !dbg !37
  %.79.2 = shl i32 %.78.2, 2, !dbg !37
  %.80.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79.2, i32 %t43.1), !dbg !37
  %t40.2 = select i1 %.77.2, i32 %.80.2, i32 %t43.1, !dbg !37
  %t41.not.2 = icmp slt i32 %.25, 4, !dbg !38
  %t42.2 = select i1 %t41.not.2, i32 0, i32 %t40.2, !dbg !38
  %t43.2 = add i32 %t42.2, %t43.1, !dbg !38
  %.71.3 = add nsw i64 %.26, -8, !dbg !37
  %.72.3 = icmp ult i64 %.71.3, 64, !dbg !37
  %.74.3 = and i64 %.71.3, 63, !dbg !37
  %27 = shl nuw i64 1, %.74.3, !dbg !37
  %28 = and i64 %27, %.59, !dbg !37
  %.76.3 = icmp ne i64 %28, 0, !dbg !37
  %.77.3 = and i1 %.72.3, %.76.3, !dbg !37
  %.78.3 = trunc i64 %.71.3 to i32, !dbg !37
  %.79.3 = shl i32 %.78.3, 2, !dbg !37
  %.80.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79.3, i32 %t43.2), !dbg !37
  %t40.3 = select i1 %.77.3, i32 %.80.3, i32 %t43.2, !dbg !37
  %t41.not.3 = icmp slt i32 %.25, 8, !dbg !38
  %t42.3 = select i1 %t41.not.3, i32 0, i32 %t40.3, !dbg !38
  %t43.3 = add i32 %t42.3, %t43.2, !dbg !38
  %.71.4 = add nsw i64 %.26, -16, !dbg !37
  %.72.4 = icmp ult i64 %.71.4, 64, !dbg !37
  %.74.4 = and i64 %.71.4, 63, !dbg !37
  %29 = shl nuw i64 1, %.74.4, !dbg !37
  %30 = and i64 %29, %.59, !dbg !37
  %.76.4 = icmp ne i64 %30, 0, !dbg !37
  %.77.4 = and i1 %.72.4, %.76.4, !dbg !37
  %.78.4 = trunc i64 %.71.4 to i32, !dbg !37
  %.79.4 = shl i32 %.78.4, 2, !dbg !37
  %.80.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79.4, i32 %t43.3), !dbg !37
  %t40.4 = select i1 %.77.4, i32 %.80.4, i32 %t43.3, !dbg !37
  %t41.not.4 = icmp slt i32 %.25, 16, !dbg !38
  %t42.4 = select i1 %t41.not.4, i32 0, i32 %t40.4, !dbg !38
  %t43.4 = add i32 %t42.4, %t43.3, !dbg !38
  %t46 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t7, !dbg !39
  store i32 %t43.4, ptr addrspace(1) %t46, align 4, !dbg !39
  ret void, !dbg !39
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eShflSum(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2) local_unnamed_addr #0 !dbg !40 {
entry:
  %.5 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !41
  %.6 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.5), !dbg !41
  %.7 = zext i32 %.6 to i64
  %.8 = add nuw nsw i64 %.7, 16, !dbg !42
  %.9 = icmp ult i32 %.6, 48, !dbg !42
  %.10 = tail call i64 @llvm.read_register.i64(metadata !27) #13, !dbg !42
  %.11 = and i64 %.8, 63, !dbg !42
  %0 = shl nuw i64 1, %.11, !dbg !42
  %1 = and i64 %0, %.10, !dbg !42
  %.13 = icmp ne i64 %1, 0, !dbg !42
  %.14 = and i1 %.9, %.13, !dbg !42
  %.15 = trunc i64 %.8 to i32, !dbg !42
  %.16 = shl i32 %.15, 2, !dbg !42
  %.17 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.16, i32 1), !dbg !42
  %.17.op = add i32 %.17, 1, !dbg !43
  %t5 = select i1 %.14, i32 %.17.op, i32 2, !dbg !43
  %.8.1 = add nuw nsw i64 %.7, 8, !dbg !42
  %.9.1 = icmp ult i32 %.6, 56, !dbg !42
  %.11.1 = and i64 %.8.1, 63, !dbg !42
  %2 = shl nuw i64 1, %.11.1, !dbg !42
  %3 = and i64 %2, %.10, !dbg !42
  %.13.1 = icmp ne i64 %3, 0, !dbg !42
  %.14.1 = and i1 %.9.1, %.13.1, !dbg !42
  %.15.1 = trunc i64 %.8.1 to i32, !dbg !42
  %.16.1 = shl i32 %.15.1, 2, !dbg !42
  %.17.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.16.1, i32 %t5), !dbg !42
  %t4.1 = select i1 %.14.1, i32 %.17.1, i32 %t5, !dbg !42
  %t5.1 = add i32 %t4.1, %t5, !dbg !43
  %.8.2 = add nuw nsw i64 %.7, 4, !dbg !42
  %.9.2 = icmp ult i32 %.6, 60, !dbg !42
  %.11.2 = and i64 %.8.2, 63, !dbg !42
  %4 = shl nuw i64 1, %.11.2, !dbg !42
  %5 = and i64 %4, %.10, !dbg !42
  %.13.2 = icmp ne i64 %5, 0, !dbg !42
  %.14.2 = and i1 %.9.2, %.13.2, !dbg !42
  %.15.2 = trunc i64 %.8.2 to i32, !dbg !42
  %.16.2 = shl i32 %.15.2, 2, !dbg !42
  %.17.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.16.2, i32 %t5.1), !dbg !42
  %t4.2 = select i1 %.14.2, i32 %.17.2, i32 %t5.1, !dbg !42
  %t5.2 = add i32 %t4.2, %t5.1, !dbg !43
  %.8.3 = add nuw nsw i64 %.7, 2, !dbg !42
  %.9.3 = icmp ult i32 %.6, 62, !dbg !42
  %.11.3 = and i64 %.8.3, 63, !dbg !42
  %6 = shl nuw i64 1, %.11.3, !dbg !42
  %7 = and i64 %6, %.10, !dbg !42
  %.13.3 = icmp ne i64 %7, 0, !dbg !42
  %.14.3 = and i1 %.9.3, %.13.3, !dbg !42
  %.15.3 = trunc i64 %.8.3 to i32, !dbg !42
  %.16.3 = shl i32 %.15.3, 2, !dbg !42
  %.17.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.16.3, i32 %t5.2), !dbg !42
  %t4.3 = select i1 %.14.3, i32 %.17.3, i32 %t5.2, !dbg !42
  %t5.3 = add i32 %t4.3, %t5.2, !dbg !43
  %.8.4 = add nuw nsw i64 %.7, 1, !dbg !42
  %.15.4 = trunc i64 %.8.4 to i32, !dbg !42
  %.16.4 = shl i32 %.15.4, 2, !dbg !42
  %.17.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.16.4, i32 %t5.3), !dbg !42
  %t9 = icmp eq i32 %.6, 0, !dbg !44
  br i1 %t9, label %b4, label %b5, !dbg !44

b4:                                               ; preds = %entry
  %.11.4 = and i64 %.8.4, 63, !dbg !42
  %8 = shl nuw i64 1, %.11.4, !dbg !42
  %9 = and i64 %8, %.10, !dbg !42
  %.13.4.not = icmp eq i64 %9, 0, !dbg !42
  %t4.4 = select i1 %.13.4.not, i32 %t5.3, i32 %.17.4, !dbg !42
  %t5.4 = add i32 %t4.4, %t5.3, !dbg !43
  %t12 = atomicrmw add ptr addrspace(1) %a0, i32 %t5.4 syncscope("agent") monotonic, align 4, !dbg !45
  br label %b5, !dbg !45

b5:                                               ; preds = %b4, %entry
  ret void, !dbg !45
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eXorClamp(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 !dbg !46 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !47
  %t1 = sext i32 %.7 to i64, !dbg !47
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !47
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !47
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !47, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !47
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !47
  %t6 = sext i32 %.12 to i64, !dbg !47
  %t7 = add nsw i64 %t4, %t6, !dbg !47
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7, !dbg !48
  %.13 = load i32, ptr addrspace(1) %t9, align 4, !dbg !48, !amdgpu.noclobber !6
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !49
  %.16 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.15), !dbg !49
  %.17 = zext i32 %.16 to i64
  %.18 = xor i64 %.17, 16, !dbg !50
  %.19 = icmp ult i64 %.18, 64, !dbg !50
  %.20 = tail call i64 @llvm.read_register.i64(metadata !27) #13, !dbg !50
  %.21 = and i64 %.18, 63, !dbg !50
  %0 = shl nuw i64 1, %.21, !dbg !50
  %1 = and i64 %0, %.20, !dbg !50
  %.23 = icmp ne i64 %1, 0, !dbg !50
  %.24 = and i1 %.19, %.23, !dbg !50
  %.25 = trunc i64 %.18 to i32, !dbg !50
  %.26 = shl i32 %.25, 2, !dbg !50
  %.27 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26, i32 %.13), !dbg !50
  %t15 = select i1 %.24, i32 %.27, i32 %.13, !dbg !50
  %t16 = add i32 %t15, %.13, !dbg !51
  %2 = icmp ult i32 %t16, 41, !dbg !52
  %t21 = ashr i32 %t16, 2, !dbg !52
  %t19 = select i1 %2, i32 %t16, i32 %t21, !dbg !52
  %.18.1 = xor i64 %.17, 8, !dbg !50
  %.19.1 = icmp ult i64 %.18.1, 64, !dbg !50
  %.21.1 = and i64 %.18.1, 63, !dbg !50
  %3 = shl nuw i64 1, %.21.1, !dbg !50
  %4 = and i64 %3, %.20, !dbg !50
  %.23.1 = icmp ne i64 %4, 0, !dbg !50
  %.24.1 = and i1 %.19.1, %.23.1, !dbg !50
  %.25.1 = trunc i64 %.18.1 to i32, !dbg !50
  %.26.1 = shl i32 %.25.1, 2, !dbg !50
  %.27.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26.1, i32 %t19), !dbg !50
  %t15.1 = select i1 %.24.1, i32 %.27.1, i32 %t19, !dbg !50
  %t16.1 = add i32 %t15.1, %t19, !dbg !51
  %5 = icmp ult i32 %t16.1, 41, !dbg !52
  %t21.1 = ashr i32 %t16.1, 2, !dbg !52
  %t19.1 = select i1 %5, i32 %t16.1, i32 %t21.1, !dbg !52
  %.18.2 = xor i64 %.17, 4, !dbg !50
  %.19.2 = icmp ult i64 %.18.2, 64, !dbg !50
  %.21.2 = and i64 %.18.2, 63, !dbg !50
  %6 = shl nuw i64 1, %.21.2, !dbg !50
  %7 = and i64 %6, %.20, !dbg !50
  %.23.2 = icmp ne i64 %7, 0, !dbg !50
  %.24.2 = and i1 %.19.2, %.23.2, !dbg !50
  %.25.2 = trunc i64 %.18.2 to i32, !dbg !50
  %.26.2 = shl i32 %.25.2, 2, !dbg !50
  %.27.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26.2, i32 %t19.1), !dbg !50
  %t15.2 = select i1 %.24.2, i32 %.27.2, i32 %t19.1, !dbg !50
  %t16.2 = add i32 %t15.2, %t19.1, !dbg !51
  %8 = icmp ult i32 %t16.2, 41, !dbg !52
  %t21.2 = ashr i32 %t16.2, 2, !dbg !52
  %t19.2 = select i1 %8, i32 %t16.2, i32 %t21.2, !dbg !52
  %.18.3 = xor i64 %.17, 2, !dbg !50
  %.19.3 = icmp ult i64 %.18.3, 64, !dbg !50
  %.21.3 = and i64 %.18.3, 63, !dbg !50
  %9 = shl nuw i64 1, %.21.3, !dbg !50
  %10 = and i64 %9, %.20, !dbg !50
  %.23.3 = icmp ne i64 %10, 0, !dbg !50
  %.24.3 = and i1 %.19.3, %.23.3, !dbg !50
  %.25.3 = trunc i64 %.18.3 to i32, !dbg !50
  %.26.3 = shl i32 %.25.3, 2, !dbg !50
  %.27.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26.3, i32 %t19.2), !dbg !50
  %t15.3 = select i1 %.24.3, i32 %.27.3, i32 %t19.2, !dbg !50
  %t16.3 = add i32 %t15.3, %t19.2, !dbg !51
  %11 = icmp ult i32 %t16.3, 41, !dbg !52
  %t21.3 = ashr i32 %t16.3, 2, !dbg !52
  %t19.3 = select i1 %11, i32 %t16.3, i32 %t21.3, !dbg !52
  %.18.4 = xor i64 %.17, 1, !dbg !50
  %.19.4 = icmp ult i64 %.18.4, 64, !dbg !50
  %.21.4 = and i64 %.18.4, 63, !dbg !50
  %12 = shl nuw i64 1, %.21.4, !dbg !50
  %13 = and i64 %12, %.20, !dbg !50
  %.23.4 = icmp ne i64 %13, 0, !dbg !50
  %.24.4 = and i1 %.19.4, %.23.4, !dbg !50
  %.25.4 = trunc i64 %.18.4 to i32, !dbg !50
  %.26.4 = shl i32 %.25.4, 2, !dbg !50
  %.27.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26.4, i32 %t19.3), !dbg !50
  %t15.4 = select i1 %.24.4, i32 %.27.4, i32 %t19.3, !dbg !50
  %t16.4 = add i32 %t15.4, %t19.3, !dbg !51
  %14 = icmp ult i32 %t16.4, 41, !dbg !52
  %t21.4 = ashr i32 %t16.4, 2, !dbg !52
  %t19.4 = select i1 %14, i32 %t16.4, i32 %t21.4, !dbg !52
  %t23 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !53
  store i32 %t19.4, ptr addrspace(1) %t23, align 4, !dbg !53
  ret void, !dbg !53
}

; Function Attrs: nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eHistogram(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture %a12, i64 %a13, i64 %a14) local_unnamed_addr #1 !dbg !54 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !55
  %t1 = sext i32 %.16 to i64, !dbg !55
  %.17 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !55
  %.18 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 4, !dbg !55
  %.19 = load i16, ptr addrspace(4) %.18, align 4, !dbg !55, !invariant.load !6
  %.20 = zext i16 %.19 to i32, !dbg !55
  %t3 = zext i16 %.19 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !55
  %.21 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !55
  %t6 = sext i32 %.21 to i64, !dbg !55
  %t7 = add nsw i64 %t4, %t6, !dbg !55
  %.23 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 12, !dbg !56
  %.24 = load i32, ptr addrspace(4) %.23, align 4, !dbg !56, !invariant.load !6
  %.29 = add nsw i32 %.20, -1, !dbg !56
  %.30 = add i32 %.29, %.24, !dbg !56
  %.31 = udiv i32 %.30, %.20, !dbg !56
  %t15 = sext i32 %.31 to i64, !dbg !56
  %t16 = mul nsw i64 %t15, %t3, !dbg !56
  %t181 = icmp slt i64 %t7, %a1, !dbg !57
  br i1 %t181, label %b2, label %b3, !dbg !57

b2:                                               ; preds = %entry, %cas.done.36
  %t172 = phi i64 [ %t30, %cas.done.36 ], [ %t7, %entry ]
  %t19 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t172, !dbg !58
  %.32 = load i32, ptr addrspace(1) %t19, align 4, !dbg !58
  %t21 = sext i32 %.32 to i64, !dbg !59
  %t22 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t21, !dbg !59
  %t23 = atomicrmw add ptr addrspace(1) %t22, i32 1 syncscope("agent") monotonic, align 4, !dbg !60
  %t24 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t21, !dbg !61
  %t25 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t172, !dbg !62
  %.33 = load float, ptr addrspace(1) %t25, align 4, !dbg !62
  %t27 = atomicrmw fadd ptr addrspace(1) %t24, float %.33 syncscope("agent") monotonic, align 4, !dbg !63
  %t28 = getelementptr inbounds i8, ptr addrspace(1) %a12, i64 %t21, !dbg !64
  %.34 = load atomic i8, ptr addrspace(1) %t28 monotonic, align 1, !dbg !65
  br label %cas.35, !dbg !65

cas.35:                                           ; preds = %cas.35, %b2
  %.37 = phi i8 [ %.34, %b2 ], [ %.38, %cas.35 ], !dbg !65
  %.39 = add i8 %.37, 1, !dbg !65
  %.40 = cmpxchg ptr addrspace(1) %t28, i8 %.37, i8 %.39 syncscope("agent") monotonic monotonic, align 1, !dbg !65
  %.38 = extractvalue { i8, i1 } %.40, 0, !dbg !65
  %.41 = extractvalue { i8, i1 } %.40, 1, !dbg !65
  br i1 %.41, label %cas.done.36, label %cas.35, !dbg !65

cas.done.36:                                      ; preds = %cas.35
  %t30 = add i64 %t172, %t16, !dbg !66
  %t18 = icmp slt i64 %t30, %a1, !dbg !57
  br i1 %t18, label %b2, label %b3, !dbg !57

b3:                                               ; preds = %cas.done.36, %entry
  ret void, !dbg !66
}

; Function Attrs: nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicOps(i64 %a0, ptr addrspace(1) nocapture %a1, i64 %a2, i64 %a3, ptr addrspace(1) nocapture %a4, i64 %a5, i64 %a6, ptr addrspace(1) nocapture %a7, i64 %a8, i64 %a9, ptr addrspace(1) nocapture %a10, i64 %a11, i64 %a12, ptr addrspace(1) nocapture %a13, i64 %a14, i64 %a15) local_unnamed_addr #1 !dbg !67 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !68
  %t1 = sext i32 %.16 to i64, !dbg !68
  %.17 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !68
  %.18 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 4, !dbg !68
  %.19 = load i16, ptr addrspace(4) %.18, align 4, !dbg !68, !invariant.load !6
  %t3 = zext i16 %.19 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !68
  %.21 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !68
  %t6 = sext i32 %.21 to i64, !dbg !68
  %t7 = add nsw i64 %t4, %t6, !dbg !68
  %t8 = mul nsw i64 %t7, 7919, !dbg !69
  %.22 = icmp eq i64 %a0, 0, !dbg !70
  %0 = add i64 %a0, 1, !dbg !70
  %1 = icmp ult i64 %0, 2, !dbg !70
  %.25 = select i1 %1, i64 1, i64 %a0, !dbg !70
  %.26 = srem i64 %t8, %.25, !dbg !70
  %.27 = select i1 %.22, i64 %t8, i64 %.26, !dbg !70
  %t12 = atomicrmw max ptr addrspace(1) %a1, i64 %.27 syncscope("agent") monotonic, align 8, !dbg !71
  %t15 = add nsw i64 %.27, -100, !dbg !72
  %t16 = atomicrmw min ptr addrspace(1) %a4, i64 %t15 syncscope("agent") monotonic, align 8, !dbg !73
  %t19 = sitofp i64 %.27 to double, !dbg !74
  %t20 = fmul double %t19, 5.000000e-01, !dbg !75
  %.28 = load atomic i64, ptr addrspace(1) %a7 monotonic, align 8, !dbg !76
  %.38 = bitcast double %t20 to i64
  br label %cas.29, !dbg !76

cas.29:                                           ; preds = %cas.29, %entry
  %.31 = phi i64 [ %.28, %entry ], [ %.32, %cas.29 ], !dbg !76
  %.33 = bitcast i64 %.31 to double, !dbg !76
  %.34 = fcmp olt double %t20, %.33, !dbg !76
  %.35 = select i1 %.34, double %.33, double %t20, !dbg !76
  %.36 = fcmp oeq double %t20, %.33, !dbg !76
  %.39 = and i64 %.31, %.38, !dbg !76
  %.40 = bitcast i64 %.39 to double, !dbg !76
  %.41 = select i1 %.36, double %.40, double %.35, !dbg !76
  %.42 = fcmp uno double %.33, 0.000000e+00, !dbg !76
  %.43 = select i1 %.42, double %.33, double %.41, !dbg !76
  %.46 = bitcast double %.43 to i64, !dbg !76
  %.47 = cmpxchg ptr addrspace(1) %a7, i64 %.31, i64 %.46 syncscope("agent") monotonic monotonic, align 8, !dbg !76
  %.32 = extractvalue { i64, i1 } %.47, 0, !dbg !76
  %.48 = extractvalue { i64, i1 } %.47, 1, !dbg !76
  br i1 %.48, label %cas.done.30, label %cas.29, !dbg !76

cas.done.30:                                      ; preds = %cas.29
  %.49 = load atomic i16, ptr addrspace(1) %a13 monotonic, align 2, !dbg !77
  br label %cas.50, !dbg !77

cas.50:                                           ; preds = %cas.50, %cas.done.30
  %.52 = phi i16 [ %.49, %cas.done.30 ], [ %.53, %cas.50 ], !dbg !77
  %.54 = cmpxchg ptr addrspace(1) %a13, i16 %.52, i16 1 syncscope("agent") monotonic monotonic, align 2, !dbg !77
  %.53 = extractvalue { i16, i1 } %.54, 0, !dbg !77
  %.55 = extractvalue { i16, i1 } %.54, 1, !dbg !77
  br i1 %.55, label %b1, label %cas.50, !dbg !77

b1:                                               ; preds = %cas.50, %cas.done.58
  %.56 = load atomic i16, ptr addrspace(1) %a10 monotonic, align 2, !dbg !78
  br label %cas.57, !dbg !78

cas.57:                                           ; preds = %cas.57, %b1
  %.59 = phi i16 [ %.56, %b1 ], [ %.60, %cas.57 ], !dbg !78
  %.62 = cmpxchg ptr addrspace(1) %a10, i16 %.59, i16 %.59 syncscope("agent") monotonic monotonic, align 2, !dbg !78
  %.60 = extractvalue { i16, i1 } %.62, 0, !dbg !78
  %.63 = extractvalue { i16, i1 } %.62, 1, !dbg !78
  br i1 %.63, label %cas.done.58, label %cas.57, !dbg !78

cas.done.58:                                      ; preds = %cas.57
  %t28 = add i16 %.59, 1, !dbg !79
  %.64 = cmpxchg ptr addrspace(1) %a10, i16 %.59, i16 %t28 syncscope("agent") monotonic monotonic, align 2, !dbg !80
  %t30 = extractvalue { i16, i1 } %.64, 1, !dbg !81
  br i1 %t30, label %b2, label %b1, !dbg !81

b2:                                               ; preds = %cas.done.58
  ret void, !dbg !81
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eTranspose(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9) local_unnamed_addr #2 !dbg !82 {
entry:
  %.11 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !83
  %t2 = sext i32 %.11 to i64, !dbg !83
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !84
  %t4 = sext i32 %.12 to i64, !dbg !84
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !85
  %t6 = sext i32 %.13 to i64, !dbg !85
  %t7 = shl nsw i64 %t6, 4, !dbg !86
  %.14 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !87
  %t9 = sext i32 %.14 to i64, !dbg !87
  %t10 = shl nsw i64 %t9, 4, !dbg !88
  %t11 = add nsw i64 %t10, %t4, !dbg !89
  %t12 = add nsw i64 %t7, %t2, !dbg !90
  %t14 = icmp slt i64 %t11, %a1, !dbg !91
  %t16 = icmp slt i64 %t12, %a2
  %or.cond = select i1 %t14, i1 %t16, i1 false, !dbg !91
  br i1 %or.cond, label %b2, label %b3, !dbg !91

b2:                                               ; preds = %entry
  %t17 = getelementptr inbounds [68 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eTranspose.shared.0, i32 %.12, !dbg !92
  %t19 = mul i64 %t11, %a3, !dbg !93
  %t21 = mul i64 %t12, %a4, !dbg !93
  %t22 = add i64 %t21, %t19, !dbg !93
  %t24 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t22, !dbg !93
  %.15 = load float, ptr addrspace(1) %t24, align 4, !dbg !93, !amdgpu.noclobber !6
  %t26 = getelementptr inbounds float, ptr addrspace(3) %t17, i32 %.11, !dbg !94
  store float %.15, ptr addrspace(3) %t26, align 4, !dbg !94
  br label %b3, !dbg !94

b3:                                               ; preds = %b2, %entry
  fence syncscope("workgroup") release, !dbg !95
  tail call void @llvm.amdgcn.s.barrier(), !dbg !95
  fence syncscope("workgroup") acquire, !dbg !95
  %t27 = add nsw i64 %t7, %t4, !dbg !96
  %t28 = add nsw i64 %t10, %t2, !dbg !97
  %t30 = icmp slt i64 %t27, %a6, !dbg !98
  %t32 = icmp slt i64 %t28, %a7
  %or.cond1 = select i1 %t30, i1 %t32, i1 false, !dbg !98
  br i1 %or.cond1, label %b5, label %b6, !dbg !98

b5:                                               ; preds = %b3
  %t33 = getelementptr inbounds [68 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eTranspose.shared.0, i32 %.11, !dbg !99
  %t34 = getelementptr inbounds float, ptr addrspace(3) %t33, i32 %.12, !dbg !100
  %.16 = load float, ptr addrspace(3) %t34, align 4, !dbg !100
  %t37 = mul i64 %t27, %a8, !dbg !101
  %t39 = mul i64 %t28, %a9, !dbg !101
  %t40 = add i64 %t39, %t37, !dbg !101
  %t42 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t40, !dbg !101
  store float %.16, ptr addrspace(1) %t42, align 4, !dbg !101
  br label %b6, !dbg !101

b6:                                               ; preds = %b5, %b3
  ret void, !dbg !101
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eEarlyReturn(i64 %a0, ptr addrspace(1) nocapture writeonly %a1, i64 %a2, i64 %a3) local_unnamed_addr #2 !dbg !102 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !103
  %t2 = sext i32 %.4 to i64, !dbg !103
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !103
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !103
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !103, !invariant.load !6
  %t4 = zext i16 %.7 to i64
  %t5 = mul nsw i64 %t4, %t2, !dbg !103
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !103
  %t7 = sext i32 %.9 to i64, !dbg !103
  %t8 = add nsw i64 %t5, %t7, !dbg !103
  %t9.not = icmp slt i64 %t8, %a0, !dbg !104
  br i1 %t9.not, label %b2, label %common.ret, !dbg !104

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !105

b2:                                               ; preds = %entry
  %t10 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eEarlyReturn.shared.0, i32 %.9, !dbg !106
  store i64 %t8, ptr addrspace(3) %t10, align 8, !dbg !106
  fence syncscope("workgroup") release, !dbg !107
  tail call void @llvm.amdgcn.s.barrier(), !dbg !107
  fence syncscope("workgroup") acquire, !dbg !107
  fence syncscope("workgroup") release, !dbg !108
  tail call void @llvm.amdgcn.s.barrier(), !dbg !108
  fence syncscope("workgroup") acquire, !dbg !108
  %.10 = load i64, ptr addrspace(3) %t10, align 8, !dbg !109
  %t12 = shl i64 %.10, 1, !dbg !110
  %t14 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t8, !dbg !111
  store i64 %t12, ptr addrspace(1) %t14, align 8, !dbg !111
  br label %common.ret
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDynReverse(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #2 !dbg !112 {
entry:
  %.4 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !113
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !114
  %t5 = sext i32 %.9 to i64, !dbg !114
  %.11 = getelementptr inbounds i8, ptr addrspace(4) %.4, i64 4, !dbg !115
  %.12 = load i16, ptr addrspace(4) %.11, align 4, !dbg !115, !invariant.load !6
  %t7 = zext i16 %.12 to i64
  %t8 = sitofp i32 %.9 to double, !dbg !116
  %t9 = fmul double %t8, 1.500000e+00, !dbg !117
  %t10 = getelementptr inbounds double, ptr addrspace(3) @__kern_dynshared, i32 %.9, !dbg !118
  store double %t9, ptr addrspace(3) %t10, align 8, !dbg !118
  fence syncscope("workgroup") release, !dbg !119
  tail call void @llvm.amdgcn.s.barrier(), !dbg !119
  fence syncscope("workgroup") acquire, !dbg !119
  %.14 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !120
  %t12 = sext i32 %.14 to i64, !dbg !120
  %t13 = mul nsw i64 %t7, %t12, !dbg !121
  %t14 = add nsw i64 %t13, %t5, !dbg !122
  %0 = xor i64 %t5, -1, !dbg !123
  %t16 = add nsw i64 %t7, %0, !dbg !123
  %1 = trunc i64 %t16 to i32, !dbg !124
  %t17 = getelementptr inbounds double, ptr addrspace(3) @__kern_dynshared, i32 %1, !dbg !124
  %.15 = load double, ptr addrspace(3) %t17, align 8, !dbg !124
  %t20 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t14, !dbg !125
  store double %.15, ptr addrspace(1) %t20, align 8, !dbg !125
  ret void, !dbg !125
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eScatter(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #3 !dbg !126 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !127
  %t1 = sext i32 %.7 to i64, !dbg !127
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !127
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !127
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !127, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !127
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !127
  %t6 = sext i32 %.12 to i64, !dbg !127
  %t7 = add nsw i64 %t4, %t6, !dbg !127
  %t9 = icmp slt i64 %t7, %a1, !dbg !128
  br i1 %t9, label %b1, label %b2, !dbg !128

b1:                                               ; preds = %entry
  %t13 = sitofp i64 %t7 to float, !dbg !129
  %t11 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7, !dbg !130
  %.13 = load i32, ptr addrspace(1) %t11, align 4, !dbg !130, !amdgpu.noclobber !6
  %t14 = sext i32 %.13 to i64, !dbg !131
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t14, !dbg !131
  store float %t13, ptr addrspace(1) %t16, align 4, !dbg !131
  br label %b2, !dbg !131

b2:                                               ; preds = %b1, %entry
  ret void, !dbg !131
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSharedRace(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #2 !dbg !132 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !133
  store i32 %.4, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSharedRace.shared.0.0, align 4, !dbg !134
  fence syncscope("workgroup") release, !dbg !135
  tail call void @llvm.amdgcn.s.barrier(), !dbg !135
  fence syncscope("workgroup") acquire, !dbg !135
  %t5 = icmp eq i32 %.4, 0, !dbg !136
  br i1 %t5, label %b1, label %b2, !dbg !136

b1:                                               ; preds = %entry
  %.5 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSharedRace.shared.0.0, align 4, !dbg !137
  store i32 %.5, ptr addrspace(1) %a0, align 4, !dbg !138
  br label %b2, !dbg !138

b2:                                               ; preds = %b1, %entry
  ret void, !dbg !138
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eParams7(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, i64 %a3, i32 %a4, i16 %a5, double %a6, i8 %a7, ptr addrspace(1) nocapture writeonly %a8, i64 %a9, i64 %a10) local_unnamed_addr #3 !dbg !139 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !141
  %t1 = sext i32 %.7 to i64, !dbg !141
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !141
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !141
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !141, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !141
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !141
  %t6 = sext i32 %.12 to i64, !dbg !141
  %t7 = add nsw i64 %t4, %t6, !dbg !141
  %t9 = icmp slt i64 %t7, %a9, !dbg !142
  br i1 %t9, label %b1, label %b2, !dbg !142

b1:                                               ; preds = %entry
  %t11 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t7, !dbg !143
  %.13 = load i64, ptr addrspace(1) %t11, align 8, !dbg !143, !amdgpu.noclobber !6
  %t13 = mul i64 %.13, %a3, !dbg !144
  %t14 = sext i32 %a4 to i64, !dbg !145
  %t16 = zext i16 %a5 to i64, !dbg !146
  %.14 = fcmp oge double %a6, 0xC3E0000000000000, !dbg !147
  %.15 = fcmp olt double %a6, 0x43E0000000000000, !dbg !147
  %.16 = and i1 %.14, %.15, !dbg !147
  %0 = fptosi double %a6 to i64, !dbg !147
  %.19 = select i1 %.16, i64 %0, i64 -9223372036854775808, !dbg !147
  %t20 = sext i8 %a7 to i64, !dbg !148
  %t15 = add nsw i64 %t16, %t14, !dbg !149
  %t17 = add nsw i64 %t15, %t20, !dbg !150
  %t19 = add i64 %t17, %.19, !dbg !151
  %t21 = add i64 %t19, %t13, !dbg !152
  %t23 = getelementptr inbounds i64, ptr addrspace(1) %a8, i64 %t7, !dbg !153
  store i64 %t21, ptr addrspace(1) %t23, align 8, !dbg !153
  br label %b2, !dbg !153

b2:                                               ; preds = %b1, %entry
  ret void, !dbg !153
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eParams8(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, float %a6, i32 %a7, i8 %a8, i64 %a9, i8 %a10, ptr addrspace(1) nocapture writeonly %a11, i64 %a12, i64 %a13) local_unnamed_addr #3 !dbg !154 {
entry:
  %.11 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !155
  %t1 = sext i32 %.11 to i64, !dbg !155
  %.12 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !155
  %.13 = getelementptr inbounds i8, ptr addrspace(4) %.12, i64 4, !dbg !155
  %.14 = load i16, ptr addrspace(4) %.13, align 4, !dbg !155, !invariant.load !6
  %t3 = zext i16 %.14 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !155
  %.16 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !155
  %t6 = sext i32 %.16 to i64, !dbg !155
  %t7 = add nsw i64 %t4, %t6, !dbg !155
  %t9 = icmp slt i64 %t7, %a12, !dbg !156
  br i1 %t9, label %b1, label %b4, !dbg !156

b1:                                               ; preds = %entry
  %.7.not = icmp eq i8 %a10, 0
  %t11 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t7, !dbg !157
  %.17 = load float, ptr addrspace(1) %t11, align 4, !dbg !157, !amdgpu.noclobber !6
  %t13 = fmul float %.17, %a6, !dbg !158
  %t15 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t7, !dbg !159
  %.18 = load float, ptr addrspace(1) %t15, align 4, !dbg !159, !amdgpu.noclobber !6
  %t17 = fsub float %t13, %.18, !dbg !160
  %t18 = sitofp i32 %a7 to float, !dbg !161
  %t19 = fadd float %t17, %t18, !dbg !162
  %t20 = uitofp i8 %a8 to float, !dbg !163
  %t21 = fadd float %t19, %t20, !dbg !164
  %t22 = sitofp i64 %a9 to float, !dbg !165
  %t23 = fadd float %t21, %t22, !dbg !166
  %t24 = fneg float %t23
  %spec.select = select i1 %.7.not, float %t23, float %t24, !dbg !166
  %t27 = getelementptr inbounds float, ptr addrspace(1) %a11, i64 %t7, !dbg !167
  store float %spec.select, ptr addrspace(1) %t27, align 4, !dbg !167
  br label %b4, !dbg !167

b4:                                               ; preds = %b1, %entry
  ret void, !dbg !167
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, float %a4, ptr addrspace(1) readonly %a5, float %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #4 !dbg !168 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !169
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !169
  %t2.not = icmp eq ptr addrspace(1) %a5, null, !dbg !169
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !169
  %t4 = sext i32 %.1 to i64, !dbg !169
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !169
  %t6 = sext i32 %.2 to i64, !dbg !169
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !169
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !169
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !169, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !169
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !169
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !169, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !169
  %.15 = add i32 %.14, %.9, !dbg !169
  %.16 = udiv i32 %.15, %.6, !dbg !169
  %t10 = sext i32 %.16 to i64, !dbg !169
  %t11 = mul nsw i64 %t8, %t6, !dbg !169
  %t12 = add nsw i64 %t11, %t4, !dbg !169
  %t13 = mul nsw i64 %t10, %t8, !dbg !169
  %t151 = icmp slt i64 %t12, %a0, !dbg !169
  br i1 %t151, label %b2, label %b9, !dbg !169

b2:                                               ; preds = %entry, %b8
  %t142 = phi i64 [ %t31, %b8 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !169

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t142, !dbg !169
  %.17 = load float, ptr addrspace(1) %t16, align 4, !dbg !169
  br label %b4, !dbg !169

b4:                                               ; preds = %b3, %b2
  %t18 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !169

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t142, !dbg !169
  %.18 = load float, ptr addrspace(1) %t19, align 4, !dbg !169
  br label %b6, !dbg !169

b6:                                               ; preds = %b5, %b4
  %t21 = phi float [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7, !dbg !169

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t142, !dbg !169
  %.19 = load float, ptr addrspace(1) %t22, align 4, !dbg !169
  br label %b8, !dbg !169

b8:                                               ; preds = %b7, %b6
  %t24 = phi float [ %.19, %b7 ], [ %a6, %b6 ]
  %t26 = fmul float %t18, 4.000000e+00, !dbg !170
  %0 = insertelement <2 x float> poison, float %t21, i64 0, !dbg !171
  %1 = insertelement <2 x float> %0, float %t26, i64 1, !dbg !171
  %2 = insertelement <2 x float> %0, float %t24, i64 1, !dbg !171
  %3 = fmul <2 x float> %1, %2, !dbg !171
  %shift = shufflevector <2 x float> %3, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !172
  %4 = fsub <2 x float> %3, %shift, !dbg !172
  %t28 = extractelement <2 x float> %4, i64 0, !dbg !172
  %.20 = fcmp olt float %t28, 0x39F0000000000000, !dbg !173
  %.21 = fmul float %t28, 0x41F0000000000000, !dbg !173
  %.22 = select i1 %.20, float %.21, float %t28, !dbg !173
  %.23 = tail call float @llvm.amdgcn.sqrt.f32(float %.22), !dbg !173
  %.24 = bitcast float %.23 to i32, !dbg !173
  %.25 = add i32 %.24, -1, !dbg !173
  %.26 = bitcast i32 %.25 to float, !dbg !173
  %.27 = fneg float %.26, !dbg !173
  %.28 = tail call float @llvm.fma.f32(float %.27, float %.23, float %.22), !dbg !173
  %.29 = add i32 %.24, 1, !dbg !173
  %.30 = bitcast i32 %.29 to float, !dbg !173
  %.31 = fneg float %.30, !dbg !173
  %.32 = tail call float @llvm.fma.f32(float %.31, float %.23, float %.22), !dbg !173
  %.33 = fcmp ole float %.28, 0.000000e+00, !dbg !173
  %.34 = select i1 %.33, float %.26, float %.23, !dbg !173
  %.35 = fcmp ogt float %.32, 0.000000e+00, !dbg !173
  %.36 = select i1 %.35, float %.30, float %.34, !dbg !173
  %.37 = fmul float %.36, 0x3EF0000000000000, !dbg !173
  %.38 = select i1 %.20, float %.37, float %.36, !dbg !173
  %.39 = fcmp oeq float %.22, 0.000000e+00, !dbg !173
  %.40 = fcmp oeq float %.22, 0x7FF0000000000000, !dbg !173
  %.41 = or i1 %.39, %.40, !dbg !173
  %.42 = select i1 %.41, float %.22, float %.38, !dbg !173
  %t30 = getelementptr inbounds float, ptr addrspace(1) %a7, i64 %t142, !dbg !169
  store float %.42, ptr addrspace(1) %t30, align 4, !dbg !169
  %t31 = add i64 %t142, %t13, !dbg !169
  %t15 = icmp slt i64 %t31, %a0, !dbg !169
  br i1 %t15, label %b2, label %b9, !dbg !169

b9:                                               ; preds = %b8, %entry
  ret void, !dbg !169
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, float %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #4 !dbg !174 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !175
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !175
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !175
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !175
  %t4 = sext i32 %.1 to i64, !dbg !175
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !175
  %t6 = sext i32 %.2 to i64, !dbg !175
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !175
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !175
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !175, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !175
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !175
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !175, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !175
  %.15 = add i32 %.14, %.9, !dbg !175
  %.16 = udiv i32 %.15, %.6, !dbg !175
  %t10 = sext i32 %.16 to i64, !dbg !175
  %t11 = mul nsw i64 %t8, %t6, !dbg !175
  %t12 = add nsw i64 %t11, %t4, !dbg !175
  %t13 = mul nsw i64 %t10, %t8, !dbg !175
  %t14 = icmp sgt i64 %a1, 7, !dbg !175
  %t15 = icmp sgt i64 %a1, 6, !dbg !175
  %t16 = icmp sgt i64 %a1, 5, !dbg !175
  %t17 = icmp sgt i64 %a1, 4, !dbg !175
  %t18 = icmp sgt i64 %a1, 3, !dbg !175
  %t19 = icmp sgt i64 %a1, 2, !dbg !175
  %t20 = icmp sgt i64 %a1, 1, !dbg !175
  %t21 = icmp sgt i64 %a1, 0, !dbg !175
  %t231 = icmp slt i64 %t12, %a0, !dbg !175
  br i1 %t231, label %b2.lr.ph, label %b25, !dbg !175

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
  br label %b2, !dbg !175

b2:                                               ; preds = %b2.lr.ph, %b24
  %t222 = phi i64 [ %t12, %b2.lr.ph ], [ %t152, %b24 ]
  br i1 %t14, label %b3, label %b4, !dbg !175

b3:                                               ; preds = %b2
  %t222.frozen = freeze i64 %t222
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t222.frozen, %.20.frozen, !dbg !175
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t222.frozen, %14
  %.22 = select i1 %.17, i64 %t222, i64 %.21.decomposed, !dbg !175
  %.28 = sub i64 0, %t222, !dbg !175
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !175
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !175
  %t26 = mul i64 %.22, %a19, !dbg !175
  %t27 = mul i64 %.22, %a29, !dbg !175
  %t28 = mul i64 %.22, %a39, !dbg !175
  %t29 = mul i64 %.22, %a48, !dbg !175
  br label %b4, !dbg !175

b4:                                               ; preds = %b3, %b2
  %t30 = phi i64 [ %.30, %b3 ], [ %t222, %b2 ]
  %t31 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !175

b5:                                               ; preds = %b4
  %t30.frozen = freeze i64 %t30
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t30.frozen, %.34.frozen, !dbg !175
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t30.frozen, %15
  %.36 = select i1 %.31, i64 %t30, i64 %.35.decomposed, !dbg !175
  %.42 = sub i64 0, %t30, !dbg !175
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !175
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !175
  %t37 = mul i64 %.36, %a18, !dbg !175
  %t38 = add i64 %t37, %t31, !dbg !175
  %t39 = mul i64 %.36, %a28, !dbg !175
  %t40 = add i64 %t39, %t32, !dbg !175
  %t41 = mul i64 %.36, %a38, !dbg !175
  %t42 = add i64 %t41, %t33, !dbg !175
  %t43 = mul i64 %.36, %a47, !dbg !175
  %t44 = add i64 %t43, %t34, !dbg !175
  br label %b6, !dbg !175

b6:                                               ; preds = %b5, %b4
  %t45 = phi i64 [ %.44, %b5 ], [ %t30, %b4 ]
  %t46 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t42, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t44, %b5 ], [ %t34, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !175

b7:                                               ; preds = %b6
  %t45.frozen = freeze i64 %t45
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t45.frozen, %.48.frozen, !dbg !175
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t45.frozen, %16
  %.50 = select i1 %.45, i64 %t45, i64 %.49.decomposed, !dbg !175
  %.56 = sub i64 0, %t45, !dbg !175
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !175
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !175
  %t52 = mul i64 %.50, %a17, !dbg !175
  %t53 = add i64 %t52, %t46, !dbg !175
  %t54 = mul i64 %.50, %a27, !dbg !175
  %t55 = add i64 %t54, %t47, !dbg !175
  %t56 = mul i64 %.50, %a37, !dbg !175
  %t57 = add i64 %t56, %t48, !dbg !175
  %t58 = mul i64 %.50, %a46, !dbg !175
  %t59 = add i64 %t58, %t49, !dbg !175
  br label %b8, !dbg !175

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %.58, %b7 ], [ %t45, %b6 ]
  %t61 = phi i64 [ %t53, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t55, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t57, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t59, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10, !dbg !175

b9:                                               ; preds = %b8
  %t60.frozen = freeze i64 %t60
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t60.frozen, %.62.frozen, !dbg !175
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t60.frozen, %17
  %.64 = select i1 %.59, i64 %t60, i64 %.63.decomposed, !dbg !175
  %.70 = sub i64 0, %t60, !dbg !175
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !175
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !175
  %t67 = mul i64 %.64, %a16, !dbg !175
  %t68 = add i64 %t67, %t61, !dbg !175
  %t69 = mul i64 %.64, %a26, !dbg !175
  %t70 = add i64 %t69, %t62, !dbg !175
  %t71 = mul i64 %.64, %a36, !dbg !175
  %t72 = add i64 %t71, %t63, !dbg !175
  %t73 = mul i64 %.64, %a45, !dbg !175
  %t74 = add i64 %t73, %t64, !dbg !175
  br label %b10, !dbg !175

b10:                                              ; preds = %b9, %b8
  %t75 = phi i64 [ %.72, %b9 ], [ %t60, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t61, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t62, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t63, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t64, %b8 ]
  br i1 %t18, label %b11, label %b12, !dbg !175

b11:                                              ; preds = %b10
  %t75.frozen = freeze i64 %t75
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t75.frozen, %.76.frozen, !dbg !175
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t75.frozen, %18
  %.78 = select i1 %.73, i64 %t75, i64 %.77.decomposed, !dbg !175
  %.84 = sub i64 0, %t75, !dbg !175
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !175
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !175
  %t82 = mul i64 %.78, %a15, !dbg !175
  %t83 = add i64 %t82, %t76, !dbg !175
  %t84 = mul i64 %.78, %a25, !dbg !175
  %t85 = add i64 %t84, %t77, !dbg !175
  %t86 = mul i64 %.78, %a35, !dbg !175
  %t87 = add i64 %t86, %t78, !dbg !175
  %t88 = mul i64 %.78, %a44, !dbg !175
  %t89 = add i64 %t88, %t79, !dbg !175
  br label %b12, !dbg !175

b12:                                              ; preds = %b11, %b10
  %t90 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t91 = phi i64 [ %t83, %b11 ], [ %t76, %b10 ]
  %t92 = phi i64 [ %t85, %b11 ], [ %t77, %b10 ]
  %t93 = phi i64 [ %t87, %b11 ], [ %t78, %b10 ]
  %t94 = phi i64 [ %t89, %b11 ], [ %t79, %b10 ]
  br i1 %t19, label %b13, label %b14, !dbg !175

b13:                                              ; preds = %b12
  %t90.frozen = freeze i64 %t90
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t90.frozen, %.90.frozen, !dbg !175
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t90.frozen, %19
  %.92 = select i1 %.87, i64 %t90, i64 %.91.decomposed, !dbg !175
  %.98 = sub i64 0, %t90, !dbg !175
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !175
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !175
  %t97 = mul i64 %.92, %a14, !dbg !175
  %t98 = add i64 %t97, %t91, !dbg !175
  %t99 = mul i64 %.92, %a24, !dbg !175
  %t100 = add i64 %t99, %t92, !dbg !175
  %t101 = mul i64 %.92, %a34, !dbg !175
  %t102 = add i64 %t101, %t93, !dbg !175
  %t103 = mul i64 %.92, %a43, !dbg !175
  %t104 = add i64 %t103, %t94, !dbg !175
  br label %b14, !dbg !175

b14:                                              ; preds = %b13, %b12
  %t105 = phi i64 [ %.100, %b13 ], [ %t90, %b12 ]
  %t106 = phi i64 [ %t98, %b13 ], [ %t91, %b12 ]
  %t107 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t108 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t109 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  br i1 %t20, label %b15, label %b16, !dbg !175

b15:                                              ; preds = %b14
  %t105.frozen = freeze i64 %t105
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t105.frozen, %.104.frozen, !dbg !175
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t105.frozen, %20
  %.106 = select i1 %.101, i64 %t105, i64 %.105.decomposed, !dbg !175
  %.112 = sub i64 0, %t105, !dbg !175
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !175
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !175
  %t112 = mul i64 %.106, %a13, !dbg !175
  %t113 = add i64 %t112, %t106, !dbg !175
  %t114 = mul i64 %.106, %a23, !dbg !175
  %t115 = add i64 %t114, %t107, !dbg !175
  %t116 = mul i64 %.106, %a33, !dbg !175
  %t117 = add i64 %t116, %t108, !dbg !175
  %t118 = mul i64 %.106, %a42, !dbg !175
  %t119 = add i64 %t118, %t109, !dbg !175
  br label %b16, !dbg !175

b16:                                              ; preds = %b15, %b14
  %t120 = phi i64 [ %.114, %b15 ], [ %t105, %b14 ]
  %t121 = phi i64 [ %t113, %b15 ], [ %t106, %b14 ]
  %t122 = phi i64 [ %t115, %b15 ], [ %t107, %b14 ]
  %t123 = phi i64 [ %t117, %b15 ], [ %t108, %b14 ]
  %t124 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  br i1 %t21, label %b17, label %b18, !dbg !175

b17:                                              ; preds = %b16
  %t125 = mul i64 %t120, %a12, !dbg !175
  %t126 = add i64 %t121, %t125, !dbg !175
  %t127 = mul i64 %t120, %a22, !dbg !175
  %t128 = add i64 %t122, %t127, !dbg !175
  %t129 = mul i64 %t120, %a32, !dbg !175
  %t130 = add i64 %t123, %t129, !dbg !175
  %t131 = mul i64 %t120, %a41, !dbg !175
  %t132 = add i64 %t124, %t131, !dbg !175
  br label %b18, !dbg !175

b18:                                              ; preds = %b17, %b16
  %t133 = phi i64 [ %t126, %b17 ], [ %t121, %b16 ]
  %t134 = phi i64 [ %t128, %b17 ], [ %t122, %b16 ]
  %t135 = phi i64 [ %t130, %b17 ], [ %t123, %b16 ]
  %t136 = phi i64 [ %t132, %b17 ], [ %t124, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !175

b19:                                              ; preds = %b18
  %t137 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t133, !dbg !175
  %.115 = load float, ptr addrspace(1) %t137, align 4, !dbg !175
  br label %b20, !dbg !175

b20:                                              ; preds = %b19, %b18
  %t139 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !175

b21:                                              ; preds = %b20
  %t140 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t134, !dbg !175
  %.116 = load float, ptr addrspace(1) %t140, align 4, !dbg !175
  br label %b22, !dbg !175

b22:                                              ; preds = %b21, %b20
  %t142 = phi float [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !175

b23:                                              ; preds = %b22
  %t143 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t135, !dbg !175
  %.117 = load float, ptr addrspace(1) %t143, align 4, !dbg !175
  br label %b24, !dbg !175

b24:                                              ; preds = %b23, %b22
  %t145 = phi float [ %.117, %b23 ], [ %a31, %b22 ]
  %t147 = fmul float %t139, 4.000000e+00, !dbg !176
  %21 = insertelement <2 x float> poison, float %t142, i64 0, !dbg !177
  %22 = insertelement <2 x float> %21, float %t147, i64 1, !dbg !177
  %23 = insertelement <2 x float> %21, float %t145, i64 1, !dbg !177
  %24 = fmul <2 x float> %22, %23, !dbg !177
  %shift = shufflevector <2 x float> %24, <2 x float> poison, <2 x i32> <i32 1, i32 undef>, !dbg !178
  %25 = fsub <2 x float> %24, %shift, !dbg !178
  %t149 = extractelement <2 x float> %25, i64 0, !dbg !178
  %.118 = fcmp olt float %t149, 0x39F0000000000000, !dbg !179
  %.119 = fmul float %t149, 0x41F0000000000000, !dbg !179
  %.120 = select i1 %.118, float %.119, float %t149, !dbg !179
  %.121 = tail call float @llvm.amdgcn.sqrt.f32(float %.120), !dbg !179
  %.122 = bitcast float %.121 to i32, !dbg !179
  %.123 = add i32 %.122, -1, !dbg !179
  %.124 = bitcast i32 %.123 to float, !dbg !179
  %.125 = fneg float %.124, !dbg !179
  %.126 = tail call float @llvm.fma.f32(float %.125, float %.121, float %.120), !dbg !179
  %.127 = add i32 %.122, 1, !dbg !179
  %.128 = bitcast i32 %.127 to float, !dbg !179
  %.129 = fneg float %.128, !dbg !179
  %.130 = tail call float @llvm.fma.f32(float %.129, float %.121, float %.120), !dbg !179
  %.131 = fcmp ole float %.126, 0.000000e+00, !dbg !179
  %.132 = select i1 %.131, float %.124, float %.121, !dbg !179
  %.133 = fcmp ogt float %.130, 0.000000e+00, !dbg !179
  %.134 = select i1 %.133, float %.128, float %.132, !dbg !179
  %.135 = fmul float %.134, 0x3EF0000000000000, !dbg !179
  %.136 = select i1 %.118, float %.135, float %.134, !dbg !179
  %.137 = fcmp oeq float %.120, 0.000000e+00, !dbg !179
  %.138 = fcmp oeq float %.120, 0x7FF0000000000000, !dbg !179
  %.139 = or i1 %.137, %.138, !dbg !179
  %.140 = select i1 %.139, float %.120, float %.136, !dbg !179
  %t151 = getelementptr inbounds float, ptr addrspace(1) %a40, i64 %t136, !dbg !175
  store float %.140, ptr addrspace(1) %t151, align 4, !dbg !175
  %t152 = add i64 %t222, %t13, !dbg !175
  %t23 = icmp slt i64 %t152, %a0, !dbg !175
  br i1 %t23, label %b2, label %b25, !dbg !175

b25:                                              ; preds = %b24, %entry
  ret void, !dbg !175
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) readonly %a5, double %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #4 !dbg !180 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !181
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !181
  %t2.not = icmp eq ptr addrspace(1) %a5, null, !dbg !181
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !181
  %t4 = sext i32 %.1 to i64, !dbg !181
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !181
  %t6 = sext i32 %.2 to i64, !dbg !181
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !181
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !181
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !181, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !181
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !181
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !181, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !181
  %.15 = add i32 %.14, %.9, !dbg !181
  %.16 = udiv i32 %.15, %.6, !dbg !181
  %t10 = sext i32 %.16 to i64, !dbg !181
  %t11 = mul nsw i64 %t8, %t6, !dbg !181
  %t12 = add nsw i64 %t11, %t4, !dbg !181
  %t13 = mul nsw i64 %t10, %t8, !dbg !181
  %t151 = icmp slt i64 %t12, %a0, !dbg !181
  br i1 %t151, label %b2, label %b9, !dbg !181

b2:                                               ; preds = %entry, %b8
  %t142 = phi i64 [ %t31, %b8 ], [ %t12, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !181

b3:                                               ; preds = %b2
  %t16 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t142, !dbg !181
  %.17 = load double, ptr addrspace(1) %t16, align 8, !dbg !181
  br label %b4, !dbg !181

b4:                                               ; preds = %b3, %b2
  %t18 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !181

b5:                                               ; preds = %b4
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t142, !dbg !181
  %.18 = load double, ptr addrspace(1) %t19, align 8, !dbg !181
  br label %b6, !dbg !181

b6:                                               ; preds = %b5, %b4
  %t21 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7, !dbg !181

b7:                                               ; preds = %b6
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t142, !dbg !181
  %.19 = load double, ptr addrspace(1) %t22, align 8, !dbg !181
  br label %b8, !dbg !181

b8:                                               ; preds = %b7, %b6
  %t24 = phi double [ %.19, %b7 ], [ %a6, %b6 ]
  %t25 = fmul double %t21, %t21, !dbg !182
  %t26 = fmul double %t18, 4.000000e+00, !dbg !183
  %t27 = fmul double %t26, %t24, !dbg !184
  %t28 = fsub double %t25, %t27, !dbg !185
  %.20 = fcmp olt double %t28, 0x1000000000000000, !dbg !186
  %.21 = fmul double %t28, 0x4FF0000000000000, !dbg !186
  %.22 = select i1 %.20, double %.21, double %t28, !dbg !186
  %.23 = tail call double @llvm.amdgcn.rsq.f64(double %.22), !dbg !186
  %.24 = fmul double %.22, %.23, !dbg !186
  %.25 = fmul double %.23, 5.000000e-01, !dbg !186
  %.26 = fneg double %.25, !dbg !186
  %.27 = tail call double @llvm.fma.f64(double %.26, double %.24, double 5.000000e-01), !dbg !186
  %.28 = tail call double @llvm.fma.f64(double %.25, double %.27, double %.25), !dbg !186
  %.29 = tail call double @llvm.fma.f64(double %.24, double %.27, double %.24), !dbg !186
  %.30 = fneg double %.29, !dbg !186
  %.31 = tail call double @llvm.fma.f64(double %.30, double %.29, double %.22), !dbg !186
  %.32 = tail call double @llvm.fma.f64(double %.31, double %.28, double %.29), !dbg !186
  %.33 = fneg double %.32, !dbg !186
  %.34 = tail call double @llvm.fma.f64(double %.33, double %.32, double %.22), !dbg !186
  %.35 = tail call double @llvm.fma.f64(double %.34, double %.28, double %.32), !dbg !186
  %.36 = fmul double %.35, 0x37F0000000000000, !dbg !186
  %.37 = select i1 %.20, double %.36, double %.35, !dbg !186
  %.38 = fcmp oeq double %.22, 0.000000e+00, !dbg !186
  %.39 = fcmp oeq double %.22, 0x7FF0000000000000, !dbg !186
  %.40 = or i1 %.38, %.39, !dbg !186
  %.41 = select i1 %.40, double %.22, double %.37, !dbg !186
  %t30 = getelementptr inbounds double, ptr addrspace(1) %a7, i64 %t142, !dbg !181
  store double %.41, ptr addrspace(1) %t30, align 8, !dbg !181
  %t31 = add i64 %t142, %t13, !dbg !181
  %t15 = icmp slt i64 %t31, %a0, !dbg !181
  br i1 %t15, label %b2, label %b9, !dbg !181

b9:                                               ; preds = %b8, %entry
  ret void, !dbg !181
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, double %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #4 !dbg !187 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !188
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !188
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !188
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !188
  %t4 = sext i32 %.1 to i64, !dbg !188
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !188
  %t6 = sext i32 %.2 to i64, !dbg !188
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !188
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !188
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !188, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !188
  %t8 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !188
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !188, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !188
  %.15 = add i32 %.14, %.9, !dbg !188
  %.16 = udiv i32 %.15, %.6, !dbg !188
  %t10 = sext i32 %.16 to i64, !dbg !188
  %t11 = mul nsw i64 %t8, %t6, !dbg !188
  %t12 = add nsw i64 %t11, %t4, !dbg !188
  %t13 = mul nsw i64 %t10, %t8, !dbg !188
  %t14 = icmp sgt i64 %a1, 7, !dbg !188
  %t15 = icmp sgt i64 %a1, 6, !dbg !188
  %t16 = icmp sgt i64 %a1, 5, !dbg !188
  %t17 = icmp sgt i64 %a1, 4, !dbg !188
  %t18 = icmp sgt i64 %a1, 3, !dbg !188
  %t19 = icmp sgt i64 %a1, 2, !dbg !188
  %t20 = icmp sgt i64 %a1, 1, !dbg !188
  %t21 = icmp sgt i64 %a1, 0, !dbg !188
  %t231 = icmp slt i64 %t12, %a0, !dbg !188
  br i1 %t231, label %b2.lr.ph, label %b25, !dbg !188

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
  br label %b2, !dbg !188

b2:                                               ; preds = %b2.lr.ph, %b24
  %t222 = phi i64 [ %t12, %b2.lr.ph ], [ %t152, %b24 ]
  br i1 %t14, label %b3, label %b4, !dbg !188

b3:                                               ; preds = %b2
  %t222.frozen = freeze i64 %t222
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t222.frozen, %.20.frozen, !dbg !188
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t222.frozen, %14
  %.22 = select i1 %.17, i64 %t222, i64 %.21.decomposed, !dbg !188
  %.28 = sub i64 0, %t222, !dbg !188
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !188
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !188
  %t26 = mul i64 %.22, %a19, !dbg !188
  %t27 = mul i64 %.22, %a29, !dbg !188
  %t28 = mul i64 %.22, %a39, !dbg !188
  %t29 = mul i64 %.22, %a48, !dbg !188
  br label %b4, !dbg !188

b4:                                               ; preds = %b3, %b2
  %t30 = phi i64 [ %.30, %b3 ], [ %t222, %b2 ]
  %t31 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t32 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t33 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !188

b5:                                               ; preds = %b4
  %t30.frozen = freeze i64 %t30
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t30.frozen, %.34.frozen, !dbg !188
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t30.frozen, %15
  %.36 = select i1 %.31, i64 %t30, i64 %.35.decomposed, !dbg !188
  %.42 = sub i64 0, %t30, !dbg !188
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !188
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !188
  %t37 = mul i64 %.36, %a18, !dbg !188
  %t38 = add i64 %t37, %t31, !dbg !188
  %t39 = mul i64 %.36, %a28, !dbg !188
  %t40 = add i64 %t39, %t32, !dbg !188
  %t41 = mul i64 %.36, %a38, !dbg !188
  %t42 = add i64 %t41, %t33, !dbg !188
  %t43 = mul i64 %.36, %a47, !dbg !188
  %t44 = add i64 %t43, %t34, !dbg !188
  br label %b6, !dbg !188

b6:                                               ; preds = %b5, %b4
  %t45 = phi i64 [ %.44, %b5 ], [ %t30, %b4 ]
  %t46 = phi i64 [ %t38, %b5 ], [ %t31, %b4 ]
  %t47 = phi i64 [ %t40, %b5 ], [ %t32, %b4 ]
  %t48 = phi i64 [ %t42, %b5 ], [ %t33, %b4 ]
  %t49 = phi i64 [ %t44, %b5 ], [ %t34, %b4 ]
  br i1 %t16, label %b7, label %b8, !dbg !188

b7:                                               ; preds = %b6
  %t45.frozen = freeze i64 %t45
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t45.frozen, %.48.frozen, !dbg !188
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t45.frozen, %16
  %.50 = select i1 %.45, i64 %t45, i64 %.49.decomposed, !dbg !188
  %.56 = sub i64 0, %t45, !dbg !188
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !188
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !188
  %t52 = mul i64 %.50, %a17, !dbg !188
  %t53 = add i64 %t52, %t46, !dbg !188
  %t54 = mul i64 %.50, %a27, !dbg !188
  %t55 = add i64 %t54, %t47, !dbg !188
  %t56 = mul i64 %.50, %a37, !dbg !188
  %t57 = add i64 %t56, %t48, !dbg !188
  %t58 = mul i64 %.50, %a46, !dbg !188
  %t59 = add i64 %t58, %t49, !dbg !188
  br label %b8, !dbg !188

b8:                                               ; preds = %b7, %b6
  %t60 = phi i64 [ %.58, %b7 ], [ %t45, %b6 ]
  %t61 = phi i64 [ %t53, %b7 ], [ %t46, %b6 ]
  %t62 = phi i64 [ %t55, %b7 ], [ %t47, %b6 ]
  %t63 = phi i64 [ %t57, %b7 ], [ %t48, %b6 ]
  %t64 = phi i64 [ %t59, %b7 ], [ %t49, %b6 ]
  br i1 %t17, label %b9, label %b10, !dbg !188

b9:                                               ; preds = %b8
  %t60.frozen = freeze i64 %t60
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t60.frozen, %.62.frozen, !dbg !188
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t60.frozen, %17
  %.64 = select i1 %.59, i64 %t60, i64 %.63.decomposed, !dbg !188
  %.70 = sub i64 0, %t60, !dbg !188
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !188
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !188
  %t67 = mul i64 %.64, %a16, !dbg !188
  %t68 = add i64 %t67, %t61, !dbg !188
  %t69 = mul i64 %.64, %a26, !dbg !188
  %t70 = add i64 %t69, %t62, !dbg !188
  %t71 = mul i64 %.64, %a36, !dbg !188
  %t72 = add i64 %t71, %t63, !dbg !188
  %t73 = mul i64 %.64, %a45, !dbg !188
  %t74 = add i64 %t73, %t64, !dbg !188
  br label %b10, !dbg !188

b10:                                              ; preds = %b9, %b8
  %t75 = phi i64 [ %.72, %b9 ], [ %t60, %b8 ]
  %t76 = phi i64 [ %t68, %b9 ], [ %t61, %b8 ]
  %t77 = phi i64 [ %t70, %b9 ], [ %t62, %b8 ]
  %t78 = phi i64 [ %t72, %b9 ], [ %t63, %b8 ]
  %t79 = phi i64 [ %t74, %b9 ], [ %t64, %b8 ]
  br i1 %t18, label %b11, label %b12, !dbg !188

b11:                                              ; preds = %b10
  %t75.frozen = freeze i64 %t75
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t75.frozen, %.76.frozen, !dbg !188
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t75.frozen, %18
  %.78 = select i1 %.73, i64 %t75, i64 %.77.decomposed, !dbg !188
  %.84 = sub i64 0, %t75, !dbg !188
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !188
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !188
  %t82 = mul i64 %.78, %a15, !dbg !188
  %t83 = add i64 %t82, %t76, !dbg !188
  %t84 = mul i64 %.78, %a25, !dbg !188
  %t85 = add i64 %t84, %t77, !dbg !188
  %t86 = mul i64 %.78, %a35, !dbg !188
  %t87 = add i64 %t86, %t78, !dbg !188
  %t88 = mul i64 %.78, %a44, !dbg !188
  %t89 = add i64 %t88, %t79, !dbg !188
  br label %b12, !dbg !188

b12:                                              ; preds = %b11, %b10
  %t90 = phi i64 [ %.86, %b11 ], [ %t75, %b10 ]
  %t91 = phi i64 [ %t83, %b11 ], [ %t76, %b10 ]
  %t92 = phi i64 [ %t85, %b11 ], [ %t77, %b10 ]
  %t93 = phi i64 [ %t87, %b11 ], [ %t78, %b10 ]
  %t94 = phi i64 [ %t89, %b11 ], [ %t79, %b10 ]
  br i1 %t19, label %b13, label %b14, !dbg !188

b13:                                              ; preds = %b12
  %t90.frozen = freeze i64 %t90
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t90.frozen, %.90.frozen, !dbg !188
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t90.frozen, %19
  %.92 = select i1 %.87, i64 %t90, i64 %.91.decomposed, !dbg !188
  %.98 = sub i64 0, %t90, !dbg !188
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !188
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !188
  %t97 = mul i64 %.92, %a14, !dbg !188
  %t98 = add i64 %t97, %t91, !dbg !188
  %t99 = mul i64 %.92, %a24, !dbg !188
  %t100 = add i64 %t99, %t92, !dbg !188
  %t101 = mul i64 %.92, %a34, !dbg !188
  %t102 = add i64 %t101, %t93, !dbg !188
  %t103 = mul i64 %.92, %a43, !dbg !188
  %t104 = add i64 %t103, %t94, !dbg !188
  br label %b14, !dbg !188

b14:                                              ; preds = %b13, %b12
  %t105 = phi i64 [ %.100, %b13 ], [ %t90, %b12 ]
  %t106 = phi i64 [ %t98, %b13 ], [ %t91, %b12 ]
  %t107 = phi i64 [ %t100, %b13 ], [ %t92, %b12 ]
  %t108 = phi i64 [ %t102, %b13 ], [ %t93, %b12 ]
  %t109 = phi i64 [ %t104, %b13 ], [ %t94, %b12 ]
  br i1 %t20, label %b15, label %b16, !dbg !188

b15:                                              ; preds = %b14
  %t105.frozen = freeze i64 %t105
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t105.frozen, %.104.frozen, !dbg !188
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t105.frozen, %20
  %.106 = select i1 %.101, i64 %t105, i64 %.105.decomposed, !dbg !188
  %.112 = sub i64 0, %t105, !dbg !188
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !188
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !188
  %t112 = mul i64 %.106, %a13, !dbg !188
  %t113 = add i64 %t112, %t106, !dbg !188
  %t114 = mul i64 %.106, %a23, !dbg !188
  %t115 = add i64 %t114, %t107, !dbg !188
  %t116 = mul i64 %.106, %a33, !dbg !188
  %t117 = add i64 %t116, %t108, !dbg !188
  %t118 = mul i64 %.106, %a42, !dbg !188
  %t119 = add i64 %t118, %t109, !dbg !188
  br label %b16, !dbg !188

b16:                                              ; preds = %b15, %b14
  %t120 = phi i64 [ %.114, %b15 ], [ %t105, %b14 ]
  %t121 = phi i64 [ %t113, %b15 ], [ %t106, %b14 ]
  %t122 = phi i64 [ %t115, %b15 ], [ %t107, %b14 ]
  %t123 = phi i64 [ %t117, %b15 ], [ %t108, %b14 ]
  %t124 = phi i64 [ %t119, %b15 ], [ %t109, %b14 ]
  br i1 %t21, label %b17, label %b18, !dbg !188

b17:                                              ; preds = %b16
  %t125 = mul i64 %t120, %a12, !dbg !188
  %t126 = add i64 %t121, %t125, !dbg !188
  %t127 = mul i64 %t120, %a22, !dbg !188
  %t128 = add i64 %t122, %t127, !dbg !188
  %t129 = mul i64 %t120, %a32, !dbg !188
  %t130 = add i64 %t123, %t129, !dbg !188
  %t131 = mul i64 %t120, %a41, !dbg !188
  %t132 = add i64 %t124, %t131, !dbg !188
  br label %b18, !dbg !188

b18:                                              ; preds = %b17, %b16
  %t133 = phi i64 [ %t126, %b17 ], [ %t121, %b16 ]
  %t134 = phi i64 [ %t128, %b17 ], [ %t122, %b16 ]
  %t135 = phi i64 [ %t130, %b17 ], [ %t123, %b16 ]
  %t136 = phi i64 [ %t132, %b17 ], [ %t124, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !188

b19:                                              ; preds = %b18
  %t137 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t133, !dbg !188
  %.115 = load double, ptr addrspace(1) %t137, align 8, !dbg !188
  br label %b20, !dbg !188

b20:                                              ; preds = %b19, %b18
  %t139 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !188

b21:                                              ; preds = %b20
  %t140 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t134, !dbg !188
  %.116 = load double, ptr addrspace(1) %t140, align 8, !dbg !188
  br label %b22, !dbg !188

b22:                                              ; preds = %b21, %b20
  %t142 = phi double [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !188

b23:                                              ; preds = %b22
  %t143 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t135, !dbg !188
  %.117 = load double, ptr addrspace(1) %t143, align 8, !dbg !188
  br label %b24, !dbg !188

b24:                                              ; preds = %b23, %b22
  %t145 = phi double [ %.117, %b23 ], [ %a31, %b22 ]
  %t146 = fmul double %t142, %t142, !dbg !189
  %t147 = fmul double %t139, 4.000000e+00, !dbg !190
  %t148 = fmul double %t147, %t145, !dbg !191
  %t149 = fsub double %t146, %t148, !dbg !192
  %.118 = fcmp olt double %t149, 0x1000000000000000, !dbg !193
  %.119 = fmul double %t149, 0x4FF0000000000000, !dbg !193
  %.120 = select i1 %.118, double %.119, double %t149, !dbg !193
  %.121 = tail call double @llvm.amdgcn.rsq.f64(double %.120), !dbg !193
  %.122 = fmul double %.120, %.121, !dbg !193
  %.123 = fmul double %.121, 5.000000e-01, !dbg !193
  %.124 = fneg double %.123, !dbg !193
  %.125 = tail call double @llvm.fma.f64(double %.124, double %.122, double 5.000000e-01), !dbg !193
  %.126 = tail call double @llvm.fma.f64(double %.123, double %.125, double %.123), !dbg !193
  %.127 = tail call double @llvm.fma.f64(double %.122, double %.125, double %.122), !dbg !193
  %.128 = fneg double %.127, !dbg !193
  %.129 = tail call double @llvm.fma.f64(double %.128, double %.127, double %.120), !dbg !193
  %.130 = tail call double @llvm.fma.f64(double %.129, double %.126, double %.127), !dbg !193
  %.131 = fneg double %.130, !dbg !193
  %.132 = tail call double @llvm.fma.f64(double %.131, double %.130, double %.120), !dbg !193
  %.133 = tail call double @llvm.fma.f64(double %.132, double %.126, double %.130), !dbg !193
  %.134 = fmul double %.133, 0x37F0000000000000, !dbg !193
  %.135 = select i1 %.118, double %.134, double %.133, !dbg !193
  %.136 = fcmp oeq double %.120, 0.000000e+00, !dbg !193
  %.137 = fcmp oeq double %.120, 0x7FF0000000000000, !dbg !193
  %.138 = or i1 %.136, %.137, !dbg !193
  %.139 = select i1 %.138, double %.120, double %.135, !dbg !193
  %t151 = getelementptr inbounds double, ptr addrspace(1) %a40, i64 %t136, !dbg !188
  store double %.139, ptr addrspace(1) %t151, align 8, !dbg !188
  %t152 = add i64 %t222, %t13, !dbg !188
  %t23 = icmp slt i64 %t152, %a0, !dbg !188
  br i1 %t23, label %b2, label %b25, !dbg !188

b25:                                              ; preds = %b24, %entry
  ret void, !dbg !188
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i32 %a2, ptr addrspace(1) readonly %a3, i32 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !194 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !195
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !195
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !195
  %t3 = sext i32 %.1 to i64, !dbg !195
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !195
  %t5 = sext i32 %.2 to i64, !dbg !195
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !195
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !195
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !195, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !195
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !195
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !195, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !195
  %.15 = add i32 %.14, %.9, !dbg !195
  %.16 = udiv i32 %.15, %.6, !dbg !195
  %t9 = sext i32 %.16 to i64, !dbg !195
  %t10 = mul nsw i64 %t7, %t5, !dbg !195
  %t11 = add nsw i64 %t10, %t3, !dbg !195
  %t12 = mul nsw i64 %t9, %t7, !dbg !195
  %t141 = icmp slt i64 %t11, %a0, !dbg !195
  br i1 %t141, label %b2, label %b7, !dbg !195

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !195

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a1, i64 %t132, !dbg !195
  %.17 = load i32, ptr addrspace(1) %t15, align 4, !dbg !195
  br label %b4, !dbg !195

b4:                                               ; preds = %b3, %b2
  %t17 = phi i32 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !195

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t132, !dbg !195
  %.18 = load i32, ptr addrspace(1) %t18, align 4, !dbg !195
  br label %b6, !dbg !195

b6:                                               ; preds = %b5, %b4
  %t20 = phi i32 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = add i32 %t20, %t17, !dbg !196
  %t22 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t132, !dbg !195
  store i32 %t21, ptr addrspace(1) %t22, align 4, !dbg !195
  %t23 = add i64 %t132, %t12, !dbg !195
  %t14 = icmp slt i64 %t23, %a0, !dbg !195
  br i1 %t14, label %b2, label %b7, !dbg !195

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !195
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i32 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !197 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !198
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !198
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !198
  %t3 = sext i32 %.1 to i64, !dbg !198
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !198
  %t5 = sext i32 %.2 to i64, !dbg !198
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !198
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !198
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !198, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !198
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !198
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !198, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !198
  %.15 = add i32 %.14, %.9, !dbg !198
  %.16 = udiv i32 %.15, %.6, !dbg !198
  %t9 = sext i32 %.16 to i64, !dbg !198
  %t10 = mul nsw i64 %t7, %t5, !dbg !198
  %t11 = add nsw i64 %t10, %t3, !dbg !198
  %t12 = mul nsw i64 %t9, %t7, !dbg !198
  %t13 = icmp sgt i64 %a1, 7, !dbg !198
  %t14 = icmp sgt i64 %a1, 6, !dbg !198
  %t15 = icmp sgt i64 %a1, 5, !dbg !198
  %t16 = icmp sgt i64 %a1, 4, !dbg !198
  %t17 = icmp sgt i64 %a1, 3, !dbg !198
  %t18 = icmp sgt i64 %a1, 2, !dbg !198
  %t19 = icmp sgt i64 %a1, 1, !dbg !198
  %t20 = icmp sgt i64 %a1, 0, !dbg !198
  %t221 = icmp slt i64 %t11, %a0, !dbg !198
  br i1 %t221, label %b2.lr.ph, label %b23, !dbg !198

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
  br label %b2, !dbg !198

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t121, %b22 ]
  br i1 %t13, label %b3, label %b4, !dbg !198

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen, !dbg !198
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed, !dbg !198
  %.28 = sub i64 0, %t212, !dbg !198
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !198
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !198
  %t25 = mul i64 %.22, %a19, !dbg !198
  %t26 = mul i64 %.22, %a29, !dbg !198
  %t27 = mul i64 %.22, %a38, !dbg !198
  br label %b4, !dbg !198

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !198

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen, !dbg !198
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed, !dbg !198
  %.42 = sub i64 0, %t28, !dbg !198
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !198
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !198
  %t34 = mul i64 %.36, %a18, !dbg !198
  %t35 = add i64 %t34, %t29, !dbg !198
  %t36 = mul i64 %.36, %a28, !dbg !198
  %t37 = add i64 %t36, %t30, !dbg !198
  %t38 = mul i64 %.36, %a37, !dbg !198
  %t39 = add i64 %t38, %t31, !dbg !198
  br label %b6, !dbg !198

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !198

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen, !dbg !198
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed, !dbg !198
  %.56 = sub i64 0, %t40, !dbg !198
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !198
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !198
  %t46 = mul i64 %.50, %a17, !dbg !198
  %t47 = add i64 %t46, %t41, !dbg !198
  %t48 = mul i64 %.50, %a27, !dbg !198
  %t49 = add i64 %t48, %t42, !dbg !198
  %t50 = mul i64 %.50, %a36, !dbg !198
  %t51 = add i64 %t50, %t43, !dbg !198
  br label %b8, !dbg !198

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !198

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen, !dbg !198
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed, !dbg !198
  %.70 = sub i64 0, %t52, !dbg !198
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !198
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !198
  %t58 = mul i64 %.64, %a16, !dbg !198
  %t59 = add i64 %t58, %t53, !dbg !198
  %t60 = mul i64 %.64, %a26, !dbg !198
  %t61 = add i64 %t60, %t54, !dbg !198
  %t62 = mul i64 %.64, %a35, !dbg !198
  %t63 = add i64 %t62, %t55, !dbg !198
  br label %b10, !dbg !198

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !198

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen, !dbg !198
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed, !dbg !198
  %.84 = sub i64 0, %t64, !dbg !198
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !198
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !198
  %t70 = mul i64 %.78, %a15, !dbg !198
  %t71 = add i64 %t70, %t65, !dbg !198
  %t72 = mul i64 %.78, %a25, !dbg !198
  %t73 = add i64 %t72, %t66, !dbg !198
  %t74 = mul i64 %.78, %a34, !dbg !198
  %t75 = add i64 %t74, %t67, !dbg !198
  br label %b12, !dbg !198

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !198

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen, !dbg !198
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed, !dbg !198
  %.98 = sub i64 0, %t76, !dbg !198
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !198
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !198
  %t82 = mul i64 %.92, %a14, !dbg !198
  %t83 = add i64 %t82, %t77, !dbg !198
  %t84 = mul i64 %.92, %a24, !dbg !198
  %t85 = add i64 %t84, %t78, !dbg !198
  %t86 = mul i64 %.92, %a33, !dbg !198
  %t87 = add i64 %t86, %t79, !dbg !198
  br label %b14, !dbg !198

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !198

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen, !dbg !198
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed, !dbg !198
  %.112 = sub i64 0, %t88, !dbg !198
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !198
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !198
  %t94 = mul i64 %.106, %a13, !dbg !198
  %t95 = add i64 %t94, %t89, !dbg !198
  %t96 = mul i64 %.106, %a23, !dbg !198
  %t97 = add i64 %t96, %t90, !dbg !198
  %t98 = mul i64 %.106, %a32, !dbg !198
  %t99 = add i64 %t98, %t91, !dbg !198
  br label %b16, !dbg !198

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !198

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !198
  %t105 = add i64 %t101, %t104, !dbg !198
  %t106 = mul i64 %t100, %a22, !dbg !198
  %t107 = add i64 %t102, %t106, !dbg !198
  %t108 = mul i64 %t100, %a31, !dbg !198
  %t109 = add i64 %t103, %t108, !dbg !198
  br label %b18, !dbg !198

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !198

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t110, !dbg !198
  %.115 = load i32, ptr addrspace(1) %t113, align 4, !dbg !198
  br label %b20, !dbg !198

b20:                                              ; preds = %b19, %b18
  %t115 = phi i32 [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !198

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t111, !dbg !198
  %.116 = load i32, ptr addrspace(1) %t116, align 4, !dbg !198
  br label %b22, !dbg !198

b22:                                              ; preds = %b21, %b20
  %t118 = phi i32 [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = add i32 %t118, %t115, !dbg !199
  %t120 = getelementptr inbounds i32, ptr addrspace(1) %a30, i64 %t112, !dbg !198
  store i32 %t119, ptr addrspace(1) %t120, align 4, !dbg !198
  %t121 = add i64 %t212, %t12, !dbg !198
  %t22 = icmp slt i64 %t121, %a0, !dbg !198
  br i1 %t22, label %b2, label %b23, !dbg !198

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !198
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) readonly %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !200 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !201
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !201
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !201
  %t3 = sext i32 %.1 to i64, !dbg !201
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !201
  %t5 = sext i32 %.2 to i64, !dbg !201
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !201
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !201
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !201, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !201
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !201
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !201, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !201
  %.15 = add i32 %.14, %.9, !dbg !201
  %.16 = udiv i32 %.15, %.6, !dbg !201
  %t9 = sext i32 %.16 to i64, !dbg !201
  %t10 = mul nsw i64 %t7, %t5, !dbg !201
  %t11 = add nsw i64 %t10, %t3, !dbg !201
  %t12 = mul nsw i64 %t9, %t7, !dbg !201
  %t141 = icmp slt i64 %t11, %a0, !dbg !201
  br i1 %t141, label %b2, label %b7, !dbg !201

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !201

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t132, !dbg !201
  %.17 = load i64, ptr addrspace(1) %t15, align 8, !dbg !201
  br label %b4, !dbg !201

b4:                                               ; preds = %b3, %b2
  %t17 = phi i64 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !201

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t132, !dbg !201
  %.18 = load i64, ptr addrspace(1) %t18, align 8, !dbg !201
  br label %b6, !dbg !201

b6:                                               ; preds = %b5, %b4
  %t20 = phi i64 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = add i64 %t20, %t17, !dbg !202
  %t22 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t132, !dbg !201
  store i64 %t21, ptr addrspace(1) %t22, align 8, !dbg !201
  %t23 = add i64 %t132, %t12, !dbg !201
  %t14 = icmp slt i64 %t23, %a0, !dbg !201
  br i1 %t14, label %b2, label %b7, !dbg !201

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !201
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !203 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !204
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !204
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !204
  %t3 = sext i32 %.1 to i64, !dbg !204
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !204
  %t5 = sext i32 %.2 to i64, !dbg !204
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !204
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !204
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !204, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !204
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !204
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !204, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !204
  %.15 = add i32 %.14, %.9, !dbg !204
  %.16 = udiv i32 %.15, %.6, !dbg !204
  %t9 = sext i32 %.16 to i64, !dbg !204
  %t10 = mul nsw i64 %t7, %t5, !dbg !204
  %t11 = add nsw i64 %t10, %t3, !dbg !204
  %t12 = mul nsw i64 %t9, %t7, !dbg !204
  %t13 = icmp sgt i64 %a1, 7, !dbg !204
  %t14 = icmp sgt i64 %a1, 6, !dbg !204
  %t15 = icmp sgt i64 %a1, 5, !dbg !204
  %t16 = icmp sgt i64 %a1, 4, !dbg !204
  %t17 = icmp sgt i64 %a1, 3, !dbg !204
  %t18 = icmp sgt i64 %a1, 2, !dbg !204
  %t19 = icmp sgt i64 %a1, 1, !dbg !204
  %t20 = icmp sgt i64 %a1, 0, !dbg !204
  %t221 = icmp slt i64 %t11, %a0, !dbg !204
  br i1 %t221, label %b2.lr.ph, label %b23, !dbg !204

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
  br label %b2, !dbg !204

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t121, %b22 ]
  br i1 %t13, label %b3, label %b4, !dbg !204

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen, !dbg !204
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed, !dbg !204
  %.28 = sub i64 0, %t212, !dbg !204
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !204
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !204
  %t25 = mul i64 %.22, %a19, !dbg !204
  %t26 = mul i64 %.22, %a29, !dbg !204
  %t27 = mul i64 %.22, %a38, !dbg !204
  br label %b4, !dbg !204

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !204

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen, !dbg !204
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed, !dbg !204
  %.42 = sub i64 0, %t28, !dbg !204
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !204
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !204
  %t34 = mul i64 %.36, %a18, !dbg !204
  %t35 = add i64 %t34, %t29, !dbg !204
  %t36 = mul i64 %.36, %a28, !dbg !204
  %t37 = add i64 %t36, %t30, !dbg !204
  %t38 = mul i64 %.36, %a37, !dbg !204
  %t39 = add i64 %t38, %t31, !dbg !204
  br label %b6, !dbg !204

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !204

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen, !dbg !204
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed, !dbg !204
  %.56 = sub i64 0, %t40, !dbg !204
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !204
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !204
  %t46 = mul i64 %.50, %a17, !dbg !204
  %t47 = add i64 %t46, %t41, !dbg !204
  %t48 = mul i64 %.50, %a27, !dbg !204
  %t49 = add i64 %t48, %t42, !dbg !204
  %t50 = mul i64 %.50, %a36, !dbg !204
  %t51 = add i64 %t50, %t43, !dbg !204
  br label %b8, !dbg !204

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !204

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen, !dbg !204
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed, !dbg !204
  %.70 = sub i64 0, %t52, !dbg !204
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !204
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !204
  %t58 = mul i64 %.64, %a16, !dbg !204
  %t59 = add i64 %t58, %t53, !dbg !204
  %t60 = mul i64 %.64, %a26, !dbg !204
  %t61 = add i64 %t60, %t54, !dbg !204
  %t62 = mul i64 %.64, %a35, !dbg !204
  %t63 = add i64 %t62, %t55, !dbg !204
  br label %b10, !dbg !204

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !204

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen, !dbg !204
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed, !dbg !204
  %.84 = sub i64 0, %t64, !dbg !204
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !204
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !204
  %t70 = mul i64 %.78, %a15, !dbg !204
  %t71 = add i64 %t70, %t65, !dbg !204
  %t72 = mul i64 %.78, %a25, !dbg !204
  %t73 = add i64 %t72, %t66, !dbg !204
  %t74 = mul i64 %.78, %a34, !dbg !204
  %t75 = add i64 %t74, %t67, !dbg !204
  br label %b12, !dbg !204

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !204

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen, !dbg !204
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed, !dbg !204
  %.98 = sub i64 0, %t76, !dbg !204
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !204
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !204
  %t82 = mul i64 %.92, %a14, !dbg !204
  %t83 = add i64 %t82, %t77, !dbg !204
  %t84 = mul i64 %.92, %a24, !dbg !204
  %t85 = add i64 %t84, %t78, !dbg !204
  %t86 = mul i64 %.92, %a33, !dbg !204
  %t87 = add i64 %t86, %t79, !dbg !204
  br label %b14, !dbg !204

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !204

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen, !dbg !204
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed, !dbg !204
  %.112 = sub i64 0, %t88, !dbg !204
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !204
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !204
  %t94 = mul i64 %.106, %a13, !dbg !204
  %t95 = add i64 %t94, %t89, !dbg !204
  %t96 = mul i64 %.106, %a23, !dbg !204
  %t97 = add i64 %t96, %t90, !dbg !204
  %t98 = mul i64 %.106, %a32, !dbg !204
  %t99 = add i64 %t98, %t91, !dbg !204
  br label %b16, !dbg !204

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !204

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !204
  %t105 = add i64 %t101, %t104, !dbg !204
  %t106 = mul i64 %t100, %a22, !dbg !204
  %t107 = add i64 %t102, %t106, !dbg !204
  %t108 = mul i64 %t100, %a31, !dbg !204
  %t109 = add i64 %t103, %t108, !dbg !204
  br label %b18, !dbg !204

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !204

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t110, !dbg !204
  %.115 = load i64, ptr addrspace(1) %t113, align 8, !dbg !204
  br label %b20, !dbg !204

b20:                                              ; preds = %b19, %b18
  %t115 = phi i64 [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !204

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t111, !dbg !204
  %.116 = load i64, ptr addrspace(1) %t116, align 8, !dbg !204
  br label %b22, !dbg !204

b22:                                              ; preds = %b21, %b20
  %t118 = phi i64 [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = add i64 %t118, %t115, !dbg !205
  %t120 = getelementptr inbounds i64, ptr addrspace(1) %a30, i64 %t112, !dbg !204
  store i64 %t119, ptr addrspace(1) %t120, align 8, !dbg !204
  %t121 = add i64 %t212, %t12, !dbg !204
  %t22 = icmp slt i64 %t121, %a0, !dbg !204
  br i1 %t22, label %b2, label %b23, !dbg !204

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !204
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, float %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !206 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !207
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !207
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !207
  %t3 = sext i32 %.1 to i64, !dbg !207
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !207
  %t5 = sext i32 %.2 to i64, !dbg !207
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !207
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !207
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !207, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !207
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !207
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !207, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !207
  %.15 = add i32 %.14, %.9, !dbg !207
  %.16 = udiv i32 %.15, %.6, !dbg !207
  %t9 = sext i32 %.16 to i64, !dbg !207
  %t10 = mul nsw i64 %t7, %t5, !dbg !207
  %t11 = add nsw i64 %t10, %t3, !dbg !207
  %t12 = mul nsw i64 %t9, %t7, !dbg !207
  %t141 = icmp slt i64 %t11, %a0, !dbg !207
  br i1 %t141, label %b2, label %b7, !dbg !207

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !207

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t132, !dbg !207
  %.17 = load float, ptr addrspace(1) %t15, align 4, !dbg !207
  br label %b4, !dbg !207

b4:                                               ; preds = %b3, %b2
  %t17 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !207

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t132, !dbg !207
  %.18 = load float, ptr addrspace(1) %t18, align 4, !dbg !207
  br label %b6, !dbg !207

b6:                                               ; preds = %b5, %b4
  %t20 = phi float [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = fadd float %t17, %t20, !dbg !208
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t132, !dbg !207
  store float %t21, ptr addrspace(1) %t22, align 4, !dbg !207
  %t23 = add i64 %t132, %t12, !dbg !207
  %t14 = icmp slt i64 %t23, %a0, !dbg !207
  br i1 %t14, label %b2, label %b7, !dbg !207

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !207
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !209 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !210
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !210
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !210
  %t3 = sext i32 %.1 to i64, !dbg !210
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !210
  %t5 = sext i32 %.2 to i64, !dbg !210
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !210
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !210
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !210, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !210
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !210
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !210, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !210
  %.15 = add i32 %.14, %.9, !dbg !210
  %.16 = udiv i32 %.15, %.6, !dbg !210
  %t9 = sext i32 %.16 to i64, !dbg !210
  %t10 = mul nsw i64 %t7, %t5, !dbg !210
  %t11 = add nsw i64 %t10, %t3, !dbg !210
  %t12 = mul nsw i64 %t9, %t7, !dbg !210
  %t13 = icmp sgt i64 %a1, 7, !dbg !210
  %t14 = icmp sgt i64 %a1, 6, !dbg !210
  %t15 = icmp sgt i64 %a1, 5, !dbg !210
  %t16 = icmp sgt i64 %a1, 4, !dbg !210
  %t17 = icmp sgt i64 %a1, 3, !dbg !210
  %t18 = icmp sgt i64 %a1, 2, !dbg !210
  %t19 = icmp sgt i64 %a1, 1, !dbg !210
  %t20 = icmp sgt i64 %a1, 0, !dbg !210
  %t221 = icmp slt i64 %t11, %a0, !dbg !210
  br i1 %t221, label %b2.lr.ph, label %b23, !dbg !210

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
  br label %b2, !dbg !210

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t121, %b22 ]
  br i1 %t13, label %b3, label %b4, !dbg !210

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen, !dbg !210
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed, !dbg !210
  %.28 = sub i64 0, %t212, !dbg !210
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !210
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !210
  %t25 = mul i64 %.22, %a19, !dbg !210
  %t26 = mul i64 %.22, %a29, !dbg !210
  %t27 = mul i64 %.22, %a38, !dbg !210
  br label %b4, !dbg !210

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !210

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen, !dbg !210
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed, !dbg !210
  %.42 = sub i64 0, %t28, !dbg !210
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !210
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !210
  %t34 = mul i64 %.36, %a18, !dbg !210
  %t35 = add i64 %t34, %t29, !dbg !210
  %t36 = mul i64 %.36, %a28, !dbg !210
  %t37 = add i64 %t36, %t30, !dbg !210
  %t38 = mul i64 %.36, %a37, !dbg !210
  %t39 = add i64 %t38, %t31, !dbg !210
  br label %b6, !dbg !210

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !210

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen, !dbg !210
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed, !dbg !210
  %.56 = sub i64 0, %t40, !dbg !210
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !210
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !210
  %t46 = mul i64 %.50, %a17, !dbg !210
  %t47 = add i64 %t46, %t41, !dbg !210
  %t48 = mul i64 %.50, %a27, !dbg !210
  %t49 = add i64 %t48, %t42, !dbg !210
  %t50 = mul i64 %.50, %a36, !dbg !210
  %t51 = add i64 %t50, %t43, !dbg !210
  br label %b8, !dbg !210

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !210

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen, !dbg !210
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed, !dbg !210
  %.70 = sub i64 0, %t52, !dbg !210
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !210
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !210
  %t58 = mul i64 %.64, %a16, !dbg !210
  %t59 = add i64 %t58, %t53, !dbg !210
  %t60 = mul i64 %.64, %a26, !dbg !210
  %t61 = add i64 %t60, %t54, !dbg !210
  %t62 = mul i64 %.64, %a35, !dbg !210
  %t63 = add i64 %t62, %t55, !dbg !210
  br label %b10, !dbg !210

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !210

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen, !dbg !210
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed, !dbg !210
  %.84 = sub i64 0, %t64, !dbg !210
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !210
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !210
  %t70 = mul i64 %.78, %a15, !dbg !210
  %t71 = add i64 %t70, %t65, !dbg !210
  %t72 = mul i64 %.78, %a25, !dbg !210
  %t73 = add i64 %t72, %t66, !dbg !210
  %t74 = mul i64 %.78, %a34, !dbg !210
  %t75 = add i64 %t74, %t67, !dbg !210
  br label %b12, !dbg !210

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !210

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen, !dbg !210
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed, !dbg !210
  %.98 = sub i64 0, %t76, !dbg !210
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !210
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !210
  %t82 = mul i64 %.92, %a14, !dbg !210
  %t83 = add i64 %t82, %t77, !dbg !210
  %t84 = mul i64 %.92, %a24, !dbg !210
  %t85 = add i64 %t84, %t78, !dbg !210
  %t86 = mul i64 %.92, %a33, !dbg !210
  %t87 = add i64 %t86, %t79, !dbg !210
  br label %b14, !dbg !210

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !210

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen, !dbg !210
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed, !dbg !210
  %.112 = sub i64 0, %t88, !dbg !210
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !210
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !210
  %t94 = mul i64 %.106, %a13, !dbg !210
  %t95 = add i64 %t94, %t89, !dbg !210
  %t96 = mul i64 %.106, %a23, !dbg !210
  %t97 = add i64 %t96, %t90, !dbg !210
  %t98 = mul i64 %.106, %a32, !dbg !210
  %t99 = add i64 %t98, %t91, !dbg !210
  br label %b16, !dbg !210

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !210

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !210
  %t105 = add i64 %t101, %t104, !dbg !210
  %t106 = mul i64 %t100, %a22, !dbg !210
  %t107 = add i64 %t102, %t106, !dbg !210
  %t108 = mul i64 %t100, %a31, !dbg !210
  %t109 = add i64 %t103, %t108, !dbg !210
  br label %b18, !dbg !210

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !210

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t110, !dbg !210
  %.115 = load float, ptr addrspace(1) %t113, align 4, !dbg !210
  br label %b20, !dbg !210

b20:                                              ; preds = %b19, %b18
  %t115 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !210

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t111, !dbg !210
  %.116 = load float, ptr addrspace(1) %t116, align 4, !dbg !210
  br label %b22, !dbg !210

b22:                                              ; preds = %b21, %b20
  %t118 = phi float [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = fadd float %t115, %t118, !dbg !211
  %t120 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t112, !dbg !210
  store float %t119, ptr addrspace(1) %t120, align 4, !dbg !210
  %t121 = add i64 %t212, %t12, !dbg !210
  %t22 = icmp slt i64 %t121, %a0, !dbg !210
  br i1 %t22, label %b2, label %b23, !dbg !210

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !210
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !212 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !213
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !213
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !213
  %t3 = sext i32 %.1 to i64, !dbg !213
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !213
  %t5 = sext i32 %.2 to i64, !dbg !213
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !213
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !213
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !213, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !213
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !213
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !213, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !213
  %.15 = add i32 %.14, %.9, !dbg !213
  %.16 = udiv i32 %.15, %.6, !dbg !213
  %t9 = sext i32 %.16 to i64, !dbg !213
  %t10 = mul nsw i64 %t7, %t5, !dbg !213
  %t11 = add nsw i64 %t10, %t3, !dbg !213
  %t12 = mul nsw i64 %t9, %t7, !dbg !213
  %t141 = icmp slt i64 %t11, %a0, !dbg !213
  br i1 %t141, label %b2, label %b7, !dbg !213

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !213

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t132, !dbg !213
  %.17 = load double, ptr addrspace(1) %t15, align 8, !dbg !213
  br label %b4, !dbg !213

b4:                                               ; preds = %b3, %b2
  %t17 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !213

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t132, !dbg !213
  %.18 = load double, ptr addrspace(1) %t18, align 8, !dbg !213
  br label %b6, !dbg !213

b6:                                               ; preds = %b5, %b4
  %t20 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = fadd double %t17, %t20, !dbg !214
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t132, !dbg !213
  store double %t21, ptr addrspace(1) %t22, align 8, !dbg !213
  %t23 = add i64 %t132, %t12, !dbg !213
  %t14 = icmp slt i64 %t23, %a0, !dbg !213
  br i1 %t14, label %b2, label %b7, !dbg !213

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !213
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !215 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !216
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !216
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !216
  %t3 = sext i32 %.1 to i64, !dbg !216
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !216
  %t5 = sext i32 %.2 to i64, !dbg !216
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !216
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !216
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !216, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !216
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !216
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !216, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !216
  %.15 = add i32 %.14, %.9, !dbg !216
  %.16 = udiv i32 %.15, %.6, !dbg !216
  %t9 = sext i32 %.16 to i64, !dbg !216
  %t10 = mul nsw i64 %t7, %t5, !dbg !216
  %t11 = add nsw i64 %t10, %t3, !dbg !216
  %t12 = mul nsw i64 %t9, %t7, !dbg !216
  %t13 = icmp sgt i64 %a1, 7, !dbg !216
  %t14 = icmp sgt i64 %a1, 6, !dbg !216
  %t15 = icmp sgt i64 %a1, 5, !dbg !216
  %t16 = icmp sgt i64 %a1, 4, !dbg !216
  %t17 = icmp sgt i64 %a1, 3, !dbg !216
  %t18 = icmp sgt i64 %a1, 2, !dbg !216
  %t19 = icmp sgt i64 %a1, 1, !dbg !216
  %t20 = icmp sgt i64 %a1, 0, !dbg !216
  %t221 = icmp slt i64 %t11, %a0, !dbg !216
  br i1 %t221, label %b2.lr.ph, label %b23, !dbg !216

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
  br label %b2, !dbg !216

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t121, %b22 ]
  br i1 %t13, label %b3, label %b4, !dbg !216

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen, !dbg !216
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed, !dbg !216
  %.28 = sub i64 0, %t212, !dbg !216
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !216
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !216
  %t25 = mul i64 %.22, %a19, !dbg !216
  %t26 = mul i64 %.22, %a29, !dbg !216
  %t27 = mul i64 %.22, %a38, !dbg !216
  br label %b4, !dbg !216

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !216

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen, !dbg !216
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed, !dbg !216
  %.42 = sub i64 0, %t28, !dbg !216
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !216
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !216
  %t34 = mul i64 %.36, %a18, !dbg !216
  %t35 = add i64 %t34, %t29, !dbg !216
  %t36 = mul i64 %.36, %a28, !dbg !216
  %t37 = add i64 %t36, %t30, !dbg !216
  %t38 = mul i64 %.36, %a37, !dbg !216
  %t39 = add i64 %t38, %t31, !dbg !216
  br label %b6, !dbg !216

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !216

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen, !dbg !216
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed, !dbg !216
  %.56 = sub i64 0, %t40, !dbg !216
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !216
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !216
  %t46 = mul i64 %.50, %a17, !dbg !216
  %t47 = add i64 %t46, %t41, !dbg !216
  %t48 = mul i64 %.50, %a27, !dbg !216
  %t49 = add i64 %t48, %t42, !dbg !216
  %t50 = mul i64 %.50, %a36, !dbg !216
  %t51 = add i64 %t50, %t43, !dbg !216
  br label %b8, !dbg !216

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !216

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen, !dbg !216
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed, !dbg !216
  %.70 = sub i64 0, %t52, !dbg !216
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !216
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !216
  %t58 = mul i64 %.64, %a16, !dbg !216
  %t59 = add i64 %t58, %t53, !dbg !216
  %t60 = mul i64 %.64, %a26, !dbg !216
  %t61 = add i64 %t60, %t54, !dbg !216
  %t62 = mul i64 %.64, %a35, !dbg !216
  %t63 = add i64 %t62, %t55, !dbg !216
  br label %b10, !dbg !216

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !216

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen, !dbg !216
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed, !dbg !216
  %.84 = sub i64 0, %t64, !dbg !216
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !216
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !216
  %t70 = mul i64 %.78, %a15, !dbg !216
  %t71 = add i64 %t70, %t65, !dbg !216
  %t72 = mul i64 %.78, %a25, !dbg !216
  %t73 = add i64 %t72, %t66, !dbg !216
  %t74 = mul i64 %.78, %a34, !dbg !216
  %t75 = add i64 %t74, %t67, !dbg !216
  br label %b12, !dbg !216

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !216

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen, !dbg !216
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed, !dbg !216
  %.98 = sub i64 0, %t76, !dbg !216
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !216
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !216
  %t82 = mul i64 %.92, %a14, !dbg !216
  %t83 = add i64 %t82, %t77, !dbg !216
  %t84 = mul i64 %.92, %a24, !dbg !216
  %t85 = add i64 %t84, %t78, !dbg !216
  %t86 = mul i64 %.92, %a33, !dbg !216
  %t87 = add i64 %t86, %t79, !dbg !216
  br label %b14, !dbg !216

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !216

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen, !dbg !216
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed, !dbg !216
  %.112 = sub i64 0, %t88, !dbg !216
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !216
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !216
  %t94 = mul i64 %.106, %a13, !dbg !216
  %t95 = add i64 %t94, %t89, !dbg !216
  %t96 = mul i64 %.106, %a23, !dbg !216
  %t97 = add i64 %t96, %t90, !dbg !216
  %t98 = mul i64 %.106, %a32, !dbg !216
  %t99 = add i64 %t98, %t91, !dbg !216
  br label %b16, !dbg !216

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !216

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !216
  %t105 = add i64 %t101, %t104, !dbg !216
  %t106 = mul i64 %t100, %a22, !dbg !216
  %t107 = add i64 %t102, %t106, !dbg !216
  %t108 = mul i64 %t100, %a31, !dbg !216
  %t109 = add i64 %t103, %t108, !dbg !216
  br label %b18, !dbg !216

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !216

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t110, !dbg !216
  %.115 = load double, ptr addrspace(1) %t113, align 8, !dbg !216
  br label %b20, !dbg !216

b20:                                              ; preds = %b19, %b18
  %t115 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !216

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t111, !dbg !216
  %.116 = load double, ptr addrspace(1) %t116, align 8, !dbg !216
  br label %b22, !dbg !216

b22:                                              ; preds = %b21, %b20
  %t118 = phi double [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = fadd double %t115, %t118, !dbg !217
  %t120 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t112, !dbg !216
  store double %t119, ptr addrspace(1) %t120, align 8, !dbg !216
  %t121 = add i64 %t212, %t12, !dbg !216
  %t22 = icmp slt i64 %t121, %a0, !dbg !216
  br i1 %t22, label %b2, label %b23, !dbg !216

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !216
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eQuo_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) readonly %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !218 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !219
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !219
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !219
  %t3 = sext i32 %.1 to i64, !dbg !219
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !219
  %t5 = sext i32 %.2 to i64, !dbg !219
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !219
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !219
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !219, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !219
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !219
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !219, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !219
  %.15 = add i32 %.14, %.9, !dbg !219
  %.16 = udiv i32 %.15, %.6, !dbg !219
  %t9 = sext i32 %.16 to i64, !dbg !219
  %t10 = mul nsw i64 %t7, %t5, !dbg !219
  %t11 = add nsw i64 %t10, %t3, !dbg !219
  %t12 = mul nsw i64 %t9, %t7, !dbg !219
  %t141 = icmp slt i64 %t11, %a0, !dbg !219
  br i1 %t141, label %b2, label %b7, !dbg !219

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t23, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !219

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t132, !dbg !219
  %.17 = load i64, ptr addrspace(1) %t15, align 8, !dbg !219
  br label %b4, !dbg !219

b4:                                               ; preds = %b3, %b2
  %t17 = phi i64 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !219

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t132, !dbg !219
  %.18 = load i64, ptr addrspace(1) %t18, align 8, !dbg !219
  br label %b6, !dbg !219

b6:                                               ; preds = %b5, %b4
  %t20 = phi i64 [ %.18, %b5 ], [ %a4, %b4 ]
  %.19 = icmp eq i64 %t20, 0, !dbg !220
  %.20 = icmp eq i64 %t20, -1, !dbg !220
  %0 = add i64 %t20, 1, !dbg !220
  %1 = icmp ult i64 %0, 2, !dbg !220
  %.22 = select i1 %1, i64 1, i64 %t20, !dbg !220
  %.23 = sdiv i64 %t17, %.22, !dbg !220
  %.24 = sub i64 0, %t17, !dbg !220
  %.25 = select i1 %.20, i64 %.24, i64 %.23, !dbg !220
  %.26 = select i1 %.19, i64 -1, i64 %.25, !dbg !220
  %t22 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t132, !dbg !219
  store i64 %.26, ptr addrspace(1) %t22, align 8, !dbg !219
  %t23 = add i64 %t132, %t12, !dbg !219
  %t14 = icmp slt i64 %t23, %a0, !dbg !219
  br i1 %t14, label %b2, label %b7, !dbg !219

b7:                                               ; preds = %b6, %entry
  ret void, !dbg !219
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eQuo_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !221 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !222
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !222
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !222
  %t3 = sext i32 %.1 to i64, !dbg !222
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !222
  %t5 = sext i32 %.2 to i64, !dbg !222
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !222
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !222
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !222, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !222
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !222
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !222, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !222
  %.15 = add i32 %.14, %.9, !dbg !222
  %.16 = udiv i32 %.15, %.6, !dbg !222
  %t9 = sext i32 %.16 to i64, !dbg !222
  %t10 = mul nsw i64 %t7, %t5, !dbg !222
  %t11 = add nsw i64 %t10, %t3, !dbg !222
  %t12 = mul nsw i64 %t9, %t7, !dbg !222
  %t13 = icmp sgt i64 %a1, 7, !dbg !222
  %t14 = icmp sgt i64 %a1, 6, !dbg !222
  %t15 = icmp sgt i64 %a1, 5, !dbg !222
  %t16 = icmp sgt i64 %a1, 4, !dbg !222
  %t17 = icmp sgt i64 %a1, 3, !dbg !222
  %t18 = icmp sgt i64 %a1, 2, !dbg !222
  %t19 = icmp sgt i64 %a1, 1, !dbg !222
  %t20 = icmp sgt i64 %a1, 0, !dbg !222
  %t221 = icmp slt i64 %t11, %a0, !dbg !222
  br i1 %t221, label %b2.lr.ph, label %b23, !dbg !222

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
  br label %b2, !dbg !222

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t121, %b22 ]
  br i1 %t13, label %b3, label %b4, !dbg !222

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen, !dbg !222
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed, !dbg !222
  %.28 = sub i64 0, %t212, !dbg !222
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !222
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !222
  %t25 = mul i64 %.22, %a19, !dbg !222
  %t26 = mul i64 %.22, %a29, !dbg !222
  %t27 = mul i64 %.22, %a38, !dbg !222
  br label %b4, !dbg !222

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !222

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen, !dbg !222
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed, !dbg !222
  %.42 = sub i64 0, %t28, !dbg !222
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !222
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !222
  %t34 = mul i64 %.36, %a18, !dbg !222
  %t35 = add i64 %t34, %t29, !dbg !222
  %t36 = mul i64 %.36, %a28, !dbg !222
  %t37 = add i64 %t36, %t30, !dbg !222
  %t38 = mul i64 %.36, %a37, !dbg !222
  %t39 = add i64 %t38, %t31, !dbg !222
  br label %b6, !dbg !222

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !222

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen, !dbg !222
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed, !dbg !222
  %.56 = sub i64 0, %t40, !dbg !222
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !222
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !222
  %t46 = mul i64 %.50, %a17, !dbg !222
  %t47 = add i64 %t46, %t41, !dbg !222
  %t48 = mul i64 %.50, %a27, !dbg !222
  %t49 = add i64 %t48, %t42, !dbg !222
  %t50 = mul i64 %.50, %a36, !dbg !222
  %t51 = add i64 %t50, %t43, !dbg !222
  br label %b8, !dbg !222

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !222

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen, !dbg !222
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed, !dbg !222
  %.70 = sub i64 0, %t52, !dbg !222
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !222
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !222
  %t58 = mul i64 %.64, %a16, !dbg !222
  %t59 = add i64 %t58, %t53, !dbg !222
  %t60 = mul i64 %.64, %a26, !dbg !222
  %t61 = add i64 %t60, %t54, !dbg !222
  %t62 = mul i64 %.64, %a35, !dbg !222
  %t63 = add i64 %t62, %t55, !dbg !222
  br label %b10, !dbg !222

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !222

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen, !dbg !222
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed, !dbg !222
  %.84 = sub i64 0, %t64, !dbg !222
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !222
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !222
  %t70 = mul i64 %.78, %a15, !dbg !222
  %t71 = add i64 %t70, %t65, !dbg !222
  %t72 = mul i64 %.78, %a25, !dbg !222
  %t73 = add i64 %t72, %t66, !dbg !222
  %t74 = mul i64 %.78, %a34, !dbg !222
  %t75 = add i64 %t74, %t67, !dbg !222
  br label %b12, !dbg !222

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !222

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen, !dbg !222
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed, !dbg !222
  %.98 = sub i64 0, %t76, !dbg !222
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !222
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !222
  %t82 = mul i64 %.92, %a14, !dbg !222
  %t83 = add i64 %t82, %t77, !dbg !222
  %t84 = mul i64 %.92, %a24, !dbg !222
  %t85 = add i64 %t84, %t78, !dbg !222
  %t86 = mul i64 %.92, %a33, !dbg !222
  %t87 = add i64 %t86, %t79, !dbg !222
  br label %b14, !dbg !222

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !222

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen, !dbg !222
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed, !dbg !222
  %.112 = sub i64 0, %t88, !dbg !222
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !222
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !222
  %t94 = mul i64 %.106, %a13, !dbg !222
  %t95 = add i64 %t94, %t89, !dbg !222
  %t96 = mul i64 %.106, %a23, !dbg !222
  %t97 = add i64 %t96, %t90, !dbg !222
  %t98 = mul i64 %.106, %a32, !dbg !222
  %t99 = add i64 %t98, %t91, !dbg !222
  br label %b16, !dbg !222

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !222

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !222
  %t105 = add i64 %t101, %t104, !dbg !222
  %t106 = mul i64 %t100, %a22, !dbg !222
  %t107 = add i64 %t102, %t106, !dbg !222
  %t108 = mul i64 %t100, %a31, !dbg !222
  %t109 = add i64 %t103, %t108, !dbg !222
  br label %b18, !dbg !222

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !222

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t110, !dbg !222
  %.115 = load i64, ptr addrspace(1) %t113, align 8, !dbg !222
  br label %b20, !dbg !222

b20:                                              ; preds = %b19, %b18
  %t115 = phi i64 [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !222

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t111, !dbg !222
  %.116 = load i64, ptr addrspace(1) %t116, align 8, !dbg !222
  br label %b22, !dbg !222

b22:                                              ; preds = %b21, %b20
  %t118 = phi i64 [ %.116, %b21 ], [ %a21, %b20 ]
  %.117 = icmp eq i64 %t118, 0, !dbg !223
  %.118 = icmp eq i64 %t118, -1, !dbg !223
  %21 = add i64 %t118, 1, !dbg !223
  %22 = icmp ult i64 %21, 2, !dbg !223
  %.120 = select i1 %22, i64 1, i64 %t118, !dbg !223
  %.121 = sdiv i64 %t115, %.120, !dbg !223
  %.122 = sub i64 0, %t115, !dbg !223
  %.123 = select i1 %.118, i64 %.122, i64 %.121, !dbg !223
  %.124 = select i1 %.117, i64 -1, i64 %.123, !dbg !223
  %t120 = getelementptr inbounds i64, ptr addrspace(1) %a30, i64 %t112, !dbg !222
  store i64 %.124, ptr addrspace(1) %t120, align 8, !dbg !222
  %t121 = add i64 %t212, %t12, !dbg !222
  %t22 = icmp slt i64 %t121, %a0, !dbg !222
  br i1 %t22, label %b2, label %b23, !dbg !222

b23:                                              ; preds = %b22, %entry
  ret void, !dbg !222
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eFMA_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) readonly %a5, double %a6, ptr addrspace(1) readonly %a7, double %a8, ptr addrspace(1) nocapture writeonly %a9) local_unnamed_addr #4 !dbg !224 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !225
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !225
  %t2.not = icmp eq ptr addrspace(1) %a5, null, !dbg !225
  %t3.not = icmp eq ptr addrspace(1) %a7, null, !dbg !225
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !225
  %t5 = sext i32 %.1 to i64, !dbg !225
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !225
  %t7 = sext i32 %.2 to i64, !dbg !225
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !225
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !225
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !225, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !225
  %t9 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !225
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !225, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !225
  %.15 = add i32 %.14, %.9, !dbg !225
  %.16 = udiv i32 %.15, %.6, !dbg !225
  %t11 = sext i32 %.16 to i64, !dbg !225
  %t12 = mul nsw i64 %t9, %t7, !dbg !225
  %t13 = add nsw i64 %t12, %t5, !dbg !225
  %t14 = mul nsw i64 %t11, %t9, !dbg !225
  %t161 = icmp slt i64 %t13, %a0, !dbg !225
  br i1 %t161, label %b2, label %b11, !dbg !225

b2:                                               ; preds = %entry, %b10
  %t152 = phi i64 [ %t33, %b10 ], [ %t13, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !225

b3:                                               ; preds = %b2
  %t17 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t152, !dbg !225
  %.17 = load double, ptr addrspace(1) %t17, align 8, !dbg !225
  br label %b4, !dbg !225

b4:                                               ; preds = %b3, %b2
  %t19 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !225

b5:                                               ; preds = %b4
  %t20 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t152, !dbg !225
  %.18 = load double, ptr addrspace(1) %t20, align 8, !dbg !225
  br label %b6, !dbg !225

b6:                                               ; preds = %b5, %b4
  %t22 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7, !dbg !225

b7:                                               ; preds = %b6
  %t23 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t152, !dbg !225
  %.19 = load double, ptr addrspace(1) %t23, align 8, !dbg !225
  br label %b8, !dbg !225

b8:                                               ; preds = %b7, %b6
  %t25 = phi double [ %.19, %b7 ], [ %a6, %b6 ]
  br i1 %t3.not, label %b10, label %b9, !dbg !225

b9:                                               ; preds = %b8
  %t26 = getelementptr inbounds double, ptr addrspace(1) %a7, i64 %t152, !dbg !225
  %.20 = load double, ptr addrspace(1) %t26, align 8, !dbg !225
  br label %b10, !dbg !225

b10:                                              ; preds = %b9, %b8
  %t28 = phi double [ %.20, %b9 ], [ %a8, %b8 ]
  %t29 = fmul double %t19, %t22, !dbg !226
  %t30 = fmul double %t25, %t28, !dbg !227
  %t31 = fadd double %t29, %t30, !dbg !228
  %t32 = getelementptr inbounds double, ptr addrspace(1) %a9, i64 %t152, !dbg !225
  store double %t31, ptr addrspace(1) %t32, align 8, !dbg !225
  %t33 = add i64 %t152, %t14, !dbg !225
  %t16 = icmp slt i64 %t33, %a0, !dbg !225
  br i1 %t16, label %b2, label %b11, !dbg !225

b11:                                              ; preds = %b10, %entry
  ret void, !dbg !225
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eFMA_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, double %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) readonly %a40, double %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48, i64 %a49, ptr addrspace(1) nocapture writeonly %a50, i64 %a51, i64 %a52, i64 %a53, i64 %a54, i64 %a55, i64 %a56, i64 %a57, i64 %a58) local_unnamed_addr #4 !dbg !229 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !230
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !230
  %t2.not = icmp eq ptr addrspace(1) %a30, null, !dbg !230
  %t3.not = icmp eq ptr addrspace(1) %a40, null, !dbg !230
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !230
  %t5 = sext i32 %.1 to i64, !dbg !230
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !230
  %t7 = sext i32 %.2 to i64, !dbg !230
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !230
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !230
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !230, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !230
  %t9 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !230
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !230, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !230
  %.15 = add i32 %.14, %.9, !dbg !230
  %.16 = udiv i32 %.15, %.6, !dbg !230
  %t11 = sext i32 %.16 to i64, !dbg !230
  %t12 = mul nsw i64 %t9, %t7, !dbg !230
  %t13 = add nsw i64 %t12, %t5, !dbg !230
  %t14 = mul nsw i64 %t11, %t9, !dbg !230
  %t15 = icmp sgt i64 %a1, 7, !dbg !230
  %t16 = icmp sgt i64 %a1, 6, !dbg !230
  %t17 = icmp sgt i64 %a1, 5, !dbg !230
  %t18 = icmp sgt i64 %a1, 4, !dbg !230
  %t19 = icmp sgt i64 %a1, 3, !dbg !230
  %t20 = icmp sgt i64 %a1, 2, !dbg !230
  %t21 = icmp sgt i64 %a1, 1, !dbg !230
  %t22 = icmp sgt i64 %a1, 0, !dbg !230
  %t241 = icmp slt i64 %t13, %a0, !dbg !230
  br i1 %t241, label %b2.lr.ph, label %b27, !dbg !230

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
  br label %b2, !dbg !230

b2:                                               ; preds = %b2.lr.ph, %b26
  %t232 = phi i64 [ %t13, %b2.lr.ph ], [ %t177, %b26 ]
  br i1 %t15, label %b3, label %b4, !dbg !230

b3:                                               ; preds = %b2
  %t232.frozen = freeze i64 %t232
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t232.frozen, %.20.frozen, !dbg !230
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t232.frozen, %14
  %.22 = select i1 %.17, i64 %t232, i64 %.21.decomposed, !dbg !230
  %.28 = sub i64 0, %t232, !dbg !230
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !230
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !230
  %t27 = mul i64 %.22, %a19, !dbg !230
  %t28 = mul i64 %.22, %a29, !dbg !230
  %t29 = mul i64 %.22, %a39, !dbg !230
  %t30 = mul i64 %.22, %a49, !dbg !230
  %t31 = mul i64 %.22, %a58, !dbg !230
  br label %b4, !dbg !230

b4:                                               ; preds = %b3, %b2
  %t32 = phi i64 [ %.30, %b3 ], [ %t232, %b2 ]
  %t33 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t35 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  %t36 = phi i64 [ %t30, %b3 ], [ 0, %b2 ]
  %t37 = phi i64 [ %t31, %b3 ], [ 0, %b2 ]
  br i1 %t16, label %b5, label %b6, !dbg !230

b5:                                               ; preds = %b4
  %t32.frozen = freeze i64 %t32
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t32.frozen, %.34.frozen, !dbg !230
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t32.frozen, %15
  %.36 = select i1 %.31, i64 %t32, i64 %.35.decomposed, !dbg !230
  %.42 = sub i64 0, %t32, !dbg !230
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !230
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !230
  %t40 = mul i64 %.36, %a18, !dbg !230
  %t41 = add i64 %t40, %t33, !dbg !230
  %t42 = mul i64 %.36, %a28, !dbg !230
  %t43 = add i64 %t42, %t34, !dbg !230
  %t44 = mul i64 %.36, %a38, !dbg !230
  %t45 = add i64 %t44, %t35, !dbg !230
  %t46 = mul i64 %.36, %a48, !dbg !230
  %t47 = add i64 %t46, %t36, !dbg !230
  %t48 = mul i64 %.36, %a57, !dbg !230
  %t49 = add i64 %t48, %t37, !dbg !230
  br label %b6, !dbg !230

b6:                                               ; preds = %b5, %b4
  %t50 = phi i64 [ %.44, %b5 ], [ %t32, %b4 ]
  %t51 = phi i64 [ %t41, %b5 ], [ %t33, %b4 ]
  %t52 = phi i64 [ %t43, %b5 ], [ %t34, %b4 ]
  %t53 = phi i64 [ %t45, %b5 ], [ %t35, %b4 ]
  %t54 = phi i64 [ %t47, %b5 ], [ %t36, %b4 ]
  %t55 = phi i64 [ %t49, %b5 ], [ %t37, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !230

b7:                                               ; preds = %b6
  %t50.frozen = freeze i64 %t50
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t50.frozen, %.48.frozen, !dbg !230
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t50.frozen, %16
  %.50 = select i1 %.45, i64 %t50, i64 %.49.decomposed, !dbg !230
  %.56 = sub i64 0, %t50, !dbg !230
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !230
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !230
  %t58 = mul i64 %.50, %a17, !dbg !230
  %t59 = add i64 %t58, %t51, !dbg !230
  %t60 = mul i64 %.50, %a27, !dbg !230
  %t61 = add i64 %t60, %t52, !dbg !230
  %t62 = mul i64 %.50, %a37, !dbg !230
  %t63 = add i64 %t62, %t53, !dbg !230
  %t64 = mul i64 %.50, %a47, !dbg !230
  %t65 = add i64 %t64, %t54, !dbg !230
  %t66 = mul i64 %.50, %a56, !dbg !230
  %t67 = add i64 %t66, %t55, !dbg !230
  br label %b8, !dbg !230

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %.58, %b7 ], [ %t50, %b6 ]
  %t69 = phi i64 [ %t59, %b7 ], [ %t51, %b6 ]
  %t70 = phi i64 [ %t61, %b7 ], [ %t52, %b6 ]
  %t71 = phi i64 [ %t63, %b7 ], [ %t53, %b6 ]
  %t72 = phi i64 [ %t65, %b7 ], [ %t54, %b6 ]
  %t73 = phi i64 [ %t67, %b7 ], [ %t55, %b6 ]
  br i1 %t18, label %b9, label %b10, !dbg !230

b9:                                               ; preds = %b8
  %t68.frozen = freeze i64 %t68
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t68.frozen, %.62.frozen, !dbg !230
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t68.frozen, %17
  %.64 = select i1 %.59, i64 %t68, i64 %.63.decomposed, !dbg !230
  %.70 = sub i64 0, %t68, !dbg !230
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !230
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !230
  %t76 = mul i64 %.64, %a16, !dbg !230
  %t77 = add i64 %t76, %t69, !dbg !230
  %t78 = mul i64 %.64, %a26, !dbg !230
  %t79 = add i64 %t78, %t70, !dbg !230
  %t80 = mul i64 %.64, %a36, !dbg !230
  %t81 = add i64 %t80, %t71, !dbg !230
  %t82 = mul i64 %.64, %a46, !dbg !230
  %t83 = add i64 %t82, %t72, !dbg !230
  %t84 = mul i64 %.64, %a55, !dbg !230
  %t85 = add i64 %t84, %t73, !dbg !230
  br label %b10, !dbg !230

b10:                                              ; preds = %b9, %b8
  %t86 = phi i64 [ %.72, %b9 ], [ %t68, %b8 ]
  %t87 = phi i64 [ %t77, %b9 ], [ %t69, %b8 ]
  %t88 = phi i64 [ %t79, %b9 ], [ %t70, %b8 ]
  %t89 = phi i64 [ %t81, %b9 ], [ %t71, %b8 ]
  %t90 = phi i64 [ %t83, %b9 ], [ %t72, %b8 ]
  %t91 = phi i64 [ %t85, %b9 ], [ %t73, %b8 ]
  br i1 %t19, label %b11, label %b12, !dbg !230

b11:                                              ; preds = %b10
  %t86.frozen = freeze i64 %t86
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t86.frozen, %.76.frozen, !dbg !230
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t86.frozen, %18
  %.78 = select i1 %.73, i64 %t86, i64 %.77.decomposed, !dbg !230
  %.84 = sub i64 0, %t86, !dbg !230
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !230
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !230
  %t94 = mul i64 %.78, %a15, !dbg !230
  %t95 = add i64 %t94, %t87, !dbg !230
  %t96 = mul i64 %.78, %a25, !dbg !230
  %t97 = add i64 %t96, %t88, !dbg !230
  %t98 = mul i64 %.78, %a35, !dbg !230
  %t99 = add i64 %t98, %t89, !dbg !230
  %t100 = mul i64 %.78, %a45, !dbg !230
  %t101 = add i64 %t100, %t90, !dbg !230
  %t102 = mul i64 %.78, %a54, !dbg !230
  %t103 = add i64 %t102, %t91, !dbg !230
  br label %b12, !dbg !230

b12:                                              ; preds = %b11, %b10
  %t104 = phi i64 [ %.86, %b11 ], [ %t86, %b10 ]
  %t105 = phi i64 [ %t95, %b11 ], [ %t87, %b10 ]
  %t106 = phi i64 [ %t97, %b11 ], [ %t88, %b10 ]
  %t107 = phi i64 [ %t99, %b11 ], [ %t89, %b10 ]
  %t108 = phi i64 [ %t101, %b11 ], [ %t90, %b10 ]
  %t109 = phi i64 [ %t103, %b11 ], [ %t91, %b10 ]
  br i1 %t20, label %b13, label %b14, !dbg !230

b13:                                              ; preds = %b12
  %t104.frozen = freeze i64 %t104
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t104.frozen, %.90.frozen, !dbg !230
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t104.frozen, %19
  %.92 = select i1 %.87, i64 %t104, i64 %.91.decomposed, !dbg !230
  %.98 = sub i64 0, %t104, !dbg !230
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !230
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !230
  %t112 = mul i64 %.92, %a14, !dbg !230
  %t113 = add i64 %t112, %t105, !dbg !230
  %t114 = mul i64 %.92, %a24, !dbg !230
  %t115 = add i64 %t114, %t106, !dbg !230
  %t116 = mul i64 %.92, %a34, !dbg !230
  %t117 = add i64 %t116, %t107, !dbg !230
  %t118 = mul i64 %.92, %a44, !dbg !230
  %t119 = add i64 %t118, %t108, !dbg !230
  %t120 = mul i64 %.92, %a53, !dbg !230
  %t121 = add i64 %t120, %t109, !dbg !230
  br label %b14, !dbg !230

b14:                                              ; preds = %b13, %b12
  %t122 = phi i64 [ %.100, %b13 ], [ %t104, %b12 ]
  %t123 = phi i64 [ %t113, %b13 ], [ %t105, %b12 ]
  %t124 = phi i64 [ %t115, %b13 ], [ %t106, %b12 ]
  %t125 = phi i64 [ %t117, %b13 ], [ %t107, %b12 ]
  %t126 = phi i64 [ %t119, %b13 ], [ %t108, %b12 ]
  %t127 = phi i64 [ %t121, %b13 ], [ %t109, %b12 ]
  br i1 %t21, label %b15, label %b16, !dbg !230

b15:                                              ; preds = %b14
  %t122.frozen = freeze i64 %t122
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t122.frozen, %.104.frozen, !dbg !230
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t122.frozen, %20
  %.106 = select i1 %.101, i64 %t122, i64 %.105.decomposed, !dbg !230
  %.112 = sub i64 0, %t122, !dbg !230
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !230
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !230
  %t130 = mul i64 %.106, %a13, !dbg !230
  %t131 = add i64 %t130, %t123, !dbg !230
  %t132 = mul i64 %.106, %a23, !dbg !230
  %t133 = add i64 %t132, %t124, !dbg !230
  %t134 = mul i64 %.106, %a33, !dbg !230
  %t135 = add i64 %t134, %t125, !dbg !230
  %t136 = mul i64 %.106, %a43, !dbg !230
  %t137 = add i64 %t136, %t126, !dbg !230
  %t138 = mul i64 %.106, %a52, !dbg !230
  %t139 = add i64 %t138, %t127, !dbg !230
  br label %b16, !dbg !230

b16:                                              ; preds = %b15, %b14
  %t140 = phi i64 [ %.114, %b15 ], [ %t122, %b14 ]
  %t141 = phi i64 [ %t131, %b15 ], [ %t123, %b14 ]
  %t142 = phi i64 [ %t133, %b15 ], [ %t124, %b14 ]
  %t143 = phi i64 [ %t135, %b15 ], [ %t125, %b14 ]
  %t144 = phi i64 [ %t137, %b15 ], [ %t126, %b14 ]
  %t145 = phi i64 [ %t139, %b15 ], [ %t127, %b14 ]
  br i1 %t22, label %b17, label %b18, !dbg !230

b17:                                              ; preds = %b16
  %t146 = mul i64 %t140, %a12, !dbg !230
  %t147 = add i64 %t141, %t146, !dbg !230
  %t148 = mul i64 %t140, %a22, !dbg !230
  %t149 = add i64 %t142, %t148, !dbg !230
  %t150 = mul i64 %t140, %a32, !dbg !230
  %t151 = add i64 %t143, %t150, !dbg !230
  %t152 = mul i64 %t140, %a42, !dbg !230
  %t153 = add i64 %t144, %t152, !dbg !230
  %t154 = mul i64 %t140, %a51, !dbg !230
  %t155 = add i64 %t145, %t154, !dbg !230
  br label %b18, !dbg !230

b18:                                              ; preds = %b17, %b16
  %t156 = phi i64 [ %t147, %b17 ], [ %t141, %b16 ]
  %t157 = phi i64 [ %t149, %b17 ], [ %t142, %b16 ]
  %t158 = phi i64 [ %t151, %b17 ], [ %t143, %b16 ]
  %t159 = phi i64 [ %t153, %b17 ], [ %t144, %b16 ]
  %t160 = phi i64 [ %t155, %b17 ], [ %t145, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !230

b19:                                              ; preds = %b18
  %t161 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t156, !dbg !230
  %.115 = load double, ptr addrspace(1) %t161, align 8, !dbg !230
  br label %b20, !dbg !230

b20:                                              ; preds = %b19, %b18
  %t163 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !230

b21:                                              ; preds = %b20
  %t164 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t157, !dbg !230
  %.116 = load double, ptr addrspace(1) %t164, align 8, !dbg !230
  br label %b22, !dbg !230

b22:                                              ; preds = %b21, %b20
  %t166 = phi double [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23, !dbg !230

b23:                                              ; preds = %b22
  %t167 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t158, !dbg !230
  %.117 = load double, ptr addrspace(1) %t167, align 8, !dbg !230
  br label %b24, !dbg !230

b24:                                              ; preds = %b23, %b22
  %t169 = phi double [ %.117, %b23 ], [ %a31, %b22 ]
  br i1 %t3.not, label %b26, label %b25, !dbg !230

b25:                                              ; preds = %b24
  %t170 = getelementptr inbounds double, ptr addrspace(1) %a40, i64 %t159, !dbg !230
  %.118 = load double, ptr addrspace(1) %t170, align 8, !dbg !230
  br label %b26, !dbg !230

b26:                                              ; preds = %b25, %b24
  %t172 = phi double [ %.118, %b25 ], [ %a41, %b24 ]
  %t173 = fmul double %t163, %t166, !dbg !231
  %t174 = fmul double %t169, %t172, !dbg !232
  %t175 = fadd double %t173, %t174, !dbg !233
  %t176 = getelementptr inbounds double, ptr addrspace(1) %a50, i64 %t160, !dbg !230
  store double %t175, ptr addrspace(1) %t176, align 8, !dbg !230
  %t177 = add i64 %t232, %t14, !dbg !230
  %t24 = icmp slt i64 %t177, %a0, !dbg !230
  br i1 %t24, label %b2, label %b27, !dbg !230

b27:                                              ; preds = %b26, %entry
  ret void, !dbg !230
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eClamp_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, i8 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 !dbg !234 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !235
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !235
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !235
  %t3 = sext i32 %.1 to i64, !dbg !235
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !235
  %t5 = sext i32 %.2 to i64, !dbg !235
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !235
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !235
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !235, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !235
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !235
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !235, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !235
  %.15 = add i32 %.14, %.9, !dbg !235
  %.16 = udiv i32 %.15, %.6, !dbg !235
  %t9 = sext i32 %.16 to i64, !dbg !235
  %t10 = mul nsw i64 %t7, %t5, !dbg !235
  %t11 = add nsw i64 %t10, %t3, !dbg !235
  %t12 = mul nsw i64 %t9, %t7, !dbg !235
  %t141 = icmp slt i64 %t11, %a0, !dbg !235
  br i1 %t141, label %b2, label %b12, !dbg !235

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t26, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !235

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t132, !dbg !235
  %.17 = load float, ptr addrspace(1) %t15, align 4, !dbg !235
  br label %b4, !dbg !235

b4:                                               ; preds = %b3, %b2
  %t17 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !235

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t132, !dbg !235
  %.18 = load i8, ptr addrspace(1) %t18, align 1, !dbg !235
  br label %b6, !dbg !235

b6:                                               ; preds = %b5, %b4
  %t20 = phi i8 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = uitofp i8 %t20 to float, !dbg !236
  %t22 = fcmp olt float %t17, %t21, !dbg !237
  %t23 = fcmp ogt float %t17, 2.000000e+02, !dbg !237
  %.t17 = select i1 %t23, float 2.000000e+02, float %t17, !dbg !237
  %t24 = select i1 %t22, float %t21, float %.t17, !dbg !237
  %t25 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t132, !dbg !235
  store float %t24, ptr addrspace(1) %t25, align 4, !dbg !235
  %t26 = add i64 %t132, %t12, !dbg !235
  %t14 = icmp slt i64 %t26, %a0, !dbg !235
  br i1 %t14, label %b2, label %b12, !dbg !235

b12:                                              ; preds = %b6, %entry
  ret void, !dbg !235
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eClamp_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i8 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 !dbg !238 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !239
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !239
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !239
  %t3 = sext i32 %.1 to i64, !dbg !239
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !239
  %t5 = sext i32 %.2 to i64, !dbg !239
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !239
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !239
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !239, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !239
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !239
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !239, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !239
  %.15 = add i32 %.14, %.9, !dbg !239
  %.16 = udiv i32 %.15, %.6, !dbg !239
  %t9 = sext i32 %.16 to i64, !dbg !239
  %t10 = mul nsw i64 %t7, %t5, !dbg !239
  %t11 = add nsw i64 %t10, %t3, !dbg !239
  %t12 = mul nsw i64 %t9, %t7, !dbg !239
  %t13 = icmp sgt i64 %a1, 7, !dbg !239
  %t14 = icmp sgt i64 %a1, 6, !dbg !239
  %t15 = icmp sgt i64 %a1, 5, !dbg !239
  %t16 = icmp sgt i64 %a1, 4, !dbg !239
  %t17 = icmp sgt i64 %a1, 3, !dbg !239
  %t18 = icmp sgt i64 %a1, 2, !dbg !239
  %t19 = icmp sgt i64 %a1, 1, !dbg !239
  %t20 = icmp sgt i64 %a1, 0, !dbg !239
  %t221 = icmp slt i64 %t11, %a0, !dbg !239
  br i1 %t221, label %b2.lr.ph, label %b28, !dbg !239

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
  br label %b2, !dbg !239

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t124, %b22 ]
  br i1 %t13, label %b3, label %b4, !dbg !239

b3:                                               ; preds = %b2
  %t212.frozen = freeze i64 %t212
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t212.frozen, %.20.frozen, !dbg !239
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t212.frozen, %14
  %.22 = select i1 %.17, i64 %t212, i64 %.21.decomposed, !dbg !239
  %.28 = sub i64 0, %t212, !dbg !239
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !239
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !239
  %t25 = mul i64 %.22, %a19, !dbg !239
  %t26 = mul i64 %.22, %a29, !dbg !239
  %t27 = mul i64 %.22, %a38, !dbg !239
  br label %b4, !dbg !239

b4:                                               ; preds = %b3, %b2
  %t28 = phi i64 [ %.30, %b3 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %b3 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !239

b5:                                               ; preds = %b4
  %t28.frozen = freeze i64 %t28
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t28.frozen, %.34.frozen, !dbg !239
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t28.frozen, %15
  %.36 = select i1 %.31, i64 %t28, i64 %.35.decomposed, !dbg !239
  %.42 = sub i64 0, %t28, !dbg !239
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !239
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !239
  %t34 = mul i64 %.36, %a18, !dbg !239
  %t35 = add i64 %t34, %t29, !dbg !239
  %t36 = mul i64 %.36, %a28, !dbg !239
  %t37 = add i64 %t36, %t30, !dbg !239
  %t38 = mul i64 %.36, %a37, !dbg !239
  %t39 = add i64 %t38, %t31, !dbg !239
  br label %b6, !dbg !239

b6:                                               ; preds = %b5, %b4
  %t40 = phi i64 [ %.44, %b5 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %b5 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %b5 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %b5 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !239

b7:                                               ; preds = %b6
  %t40.frozen = freeze i64 %t40
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t40.frozen, %.48.frozen, !dbg !239
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t40.frozen, %16
  %.50 = select i1 %.45, i64 %t40, i64 %.49.decomposed, !dbg !239
  %.56 = sub i64 0, %t40, !dbg !239
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !239
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !239
  %t46 = mul i64 %.50, %a17, !dbg !239
  %t47 = add i64 %t46, %t41, !dbg !239
  %t48 = mul i64 %.50, %a27, !dbg !239
  %t49 = add i64 %t48, %t42, !dbg !239
  %t50 = mul i64 %.50, %a36, !dbg !239
  %t51 = add i64 %t50, %t43, !dbg !239
  br label %b8, !dbg !239

b8:                                               ; preds = %b7, %b6
  %t52 = phi i64 [ %.58, %b7 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %b7 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %b7 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %b7 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !239

b9:                                               ; preds = %b8
  %t52.frozen = freeze i64 %t52
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t52.frozen, %.62.frozen, !dbg !239
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t52.frozen, %17
  %.64 = select i1 %.59, i64 %t52, i64 %.63.decomposed, !dbg !239
  %.70 = sub i64 0, %t52, !dbg !239
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !239
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !239
  %t58 = mul i64 %.64, %a16, !dbg !239
  %t59 = add i64 %t58, %t53, !dbg !239
  %t60 = mul i64 %.64, %a26, !dbg !239
  %t61 = add i64 %t60, %t54, !dbg !239
  %t62 = mul i64 %.64, %a35, !dbg !239
  %t63 = add i64 %t62, %t55, !dbg !239
  br label %b10, !dbg !239

b10:                                              ; preds = %b9, %b8
  %t64 = phi i64 [ %.72, %b9 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %b9 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %b9 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %b9 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !239

b11:                                              ; preds = %b10
  %t64.frozen = freeze i64 %t64
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t64.frozen, %.76.frozen, !dbg !239
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t64.frozen, %18
  %.78 = select i1 %.73, i64 %t64, i64 %.77.decomposed, !dbg !239
  %.84 = sub i64 0, %t64, !dbg !239
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !239
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !239
  %t70 = mul i64 %.78, %a15, !dbg !239
  %t71 = add i64 %t70, %t65, !dbg !239
  %t72 = mul i64 %.78, %a25, !dbg !239
  %t73 = add i64 %t72, %t66, !dbg !239
  %t74 = mul i64 %.78, %a34, !dbg !239
  %t75 = add i64 %t74, %t67, !dbg !239
  br label %b12, !dbg !239

b12:                                              ; preds = %b11, %b10
  %t76 = phi i64 [ %.86, %b11 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %b11 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %b11 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %b11 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !239

b13:                                              ; preds = %b12
  %t76.frozen = freeze i64 %t76
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t76.frozen, %.90.frozen, !dbg !239
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t76.frozen, %19
  %.92 = select i1 %.87, i64 %t76, i64 %.91.decomposed, !dbg !239
  %.98 = sub i64 0, %t76, !dbg !239
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !239
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !239
  %t82 = mul i64 %.92, %a14, !dbg !239
  %t83 = add i64 %t82, %t77, !dbg !239
  %t84 = mul i64 %.92, %a24, !dbg !239
  %t85 = add i64 %t84, %t78, !dbg !239
  %t86 = mul i64 %.92, %a33, !dbg !239
  %t87 = add i64 %t86, %t79, !dbg !239
  br label %b14, !dbg !239

b14:                                              ; preds = %b13, %b12
  %t88 = phi i64 [ %.100, %b13 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %b13 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %b13 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %b13 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !239

b15:                                              ; preds = %b14
  %t88.frozen = freeze i64 %t88
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t88.frozen, %.104.frozen, !dbg !239
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t88.frozen, %20
  %.106 = select i1 %.101, i64 %t88, i64 %.105.decomposed, !dbg !239
  %.112 = sub i64 0, %t88, !dbg !239
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !239
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !239
  %t94 = mul i64 %.106, %a13, !dbg !239
  %t95 = add i64 %t94, %t89, !dbg !239
  %t96 = mul i64 %.106, %a23, !dbg !239
  %t97 = add i64 %t96, %t90, !dbg !239
  %t98 = mul i64 %.106, %a32, !dbg !239
  %t99 = add i64 %t98, %t91, !dbg !239
  br label %b16, !dbg !239

b16:                                              ; preds = %b15, %b14
  %t100 = phi i64 [ %.114, %b15 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %b15 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %b15 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %b15 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !239

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !239
  %t105 = add i64 %t101, %t104, !dbg !239
  %t106 = mul i64 %t100, %a22, !dbg !239
  %t107 = add i64 %t102, %t106, !dbg !239
  %t108 = mul i64 %t100, %a31, !dbg !239
  %t109 = add i64 %t103, %t108, !dbg !239
  br label %b18, !dbg !239

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !239

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t110, !dbg !239
  %.115 = load float, ptr addrspace(1) %t113, align 4, !dbg !239
  br label %b20, !dbg !239

b20:                                              ; preds = %b19, %b18
  %t115 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !239

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds i8, ptr addrspace(1) %a20, i64 %t111, !dbg !239
  %.116 = load i8, ptr addrspace(1) %t116, align 1, !dbg !239
  br label %b22, !dbg !239

b22:                                              ; preds = %b21, %b20
  %t118 = phi i8 [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = uitofp i8 %t118 to float, !dbg !240
  %t120 = fcmp olt float %t115, %t119, !dbg !241
  %t121 = fcmp ogt float %t115, 2.000000e+02, !dbg !241
  %.t115 = select i1 %t121, float 2.000000e+02, float %t115, !dbg !241
  %t122 = select i1 %t120, float %t119, float %.t115, !dbg !241
  %t123 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t112, !dbg !239
  store float %t122, ptr addrspace(1) %t123, align 4, !dbg !239
  %t124 = add i64 %t212, %t12, !dbg !239
  %t22 = icmp slt i64 %t124, %a0, !dbg !239
  br i1 %t22, label %b2, label %b28, !dbg !239

b28:                                              ; preds = %b22, %entry
  ret void, !dbg !239
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !242 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !243
  %t3 = sext i32 %.1 to i64, !dbg !243
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !243
  %t5 = sext i32 %.2 to i64, !dbg !243
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !243
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !243
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !243, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !243
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !243, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !243
  %.10 = add i32 %.5, -1, !dbg !243
  %.11 = add i32 %.10, %.9, !dbg !243
  %.12 = udiv i32 %.11, %.9, !dbg !243
  %t7 = sext i32 %.12 to i64, !dbg !243
  %t8 = shl nsw i64 %t5, 8, !dbg !243
  %t9 = add nsw i64 %t8, %t3, !dbg !243
  %t10 = shl nsw i64 %t7, 8, !dbg !243
  %t11 = icmp slt i64 %t9, %a0, !dbg !243
  br i1 %t11, label %b1, label %b2, !dbg !243

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !243
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t12, !dbg !243
  %.13 = load i64, ptr addrspace(1) %t13, align 8, !dbg !243, !amdgpu.noclobber !6
  br label %b2, !dbg !243

b2:                                               ; preds = %b1, %entry
  %t15 = phi i64 [ %.13, %b1 ], [ 0, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !243
  %t20 = mul i64 %t10, %a2, !dbg !243
  %t248 = icmp slt i64 %t17, %a0, !dbg !243
  br i1 %t248, label %b4.preheader, label %b5, !dbg !243

b4.preheader:                                     ; preds = %b2
  %t18 = mul i64 %t17, %a2, !dbg !243
  %t19 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t18, !dbg !243
  br label %b4, !dbg !243

b4:                                               ; preds = %b4.preheader, %b4
  %t2311 = phi i64 [ %t26, %b4 ], [ %t15, %b4.preheader ]
  %t2210 = phi i64 [ %t27, %b4 ], [ %t17, %b4.preheader ]
  %t219 = phi ptr addrspace(1) [ %t28, %b4 ], [ %t19, %b4.preheader ]
  %.14 = load i64, ptr addrspace(1) %t219, align 8, !dbg !243
  %t26 = add i64 %.14, %t2311, !dbg !244
  %t27 = add i64 %t2210, %t10, !dbg !243
  %t28 = getelementptr inbounds i64, ptr addrspace(1) %t219, i64 %t20, !dbg !243
  %t24 = icmp slt i64 %t27, %a0, !dbg !243
  br i1 %t24, label %b4, label %b5, !dbg !243

b5:                                               ; preds = %b4, %b2
  %t23.lcssa = phi i64 [ %t15, %b2 ], [ %t26, %b4 ]
  %t29 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !243
  store i64 %t23.lcssa, ptr addrspace(3) %t29, align 8, !dbg !243
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !243
  %.15 = zext i1 %t11 to i8, !dbg !243
  store i8 %.15, ptr addrspace(3) %t30, align 1, !dbg !243
  fence syncscope("workgroup") release, !dbg !243
  tail call void @llvm.amdgcn.s.barrier(), !dbg !243
  fence syncscope("workgroup") acquire, !dbg !243
  %t31 = icmp slt i32 %.1, 128, !dbg !243
  br i1 %t31, label %b6, label %b11, !dbg !243

b6:                                               ; preds = %b5
  %t32 = add nsw i32 %.1, 128, !dbg !243
  %t33 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.0, i32 %t32, !dbg !243
  %.16 = load i64, ptr addrspace(3) %t33, align 8, !dbg !243
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.1, i32 %t32, !dbg !243
  %.17 = load i8, ptr addrspace(3) %t35, align 1, !dbg !243
  %.18 = icmp ne i8 %.17, 0, !dbg !243
  %t37 = select i1 %t11, i64 %t23.lcssa, i64 0, !dbg !243
  %spec.select = add i64 %.16, %t37, !dbg !243
  %t39 = select i1 %.18, i64 %spec.select, i64 %t23.lcssa, !dbg !243
  %t40 = select i1 %.18, i1 true, i1 %t11, !dbg !243
  store i64 %t39, ptr addrspace(3) %t29, align 8, !dbg !243
  %.19 = zext i1 %t40 to i8, !dbg !243
  store i8 %.19, ptr addrspace(3) %t30, align 1, !dbg !243
  br label %b11, !dbg !243

b11:                                              ; preds = %b6, %b5
  %t41 = phi i64 [ %t39, %b6 ], [ %t23.lcssa, %b5 ]
  %t42 = phi i1 [ %t40, %b6 ], [ %t11, %b5 ]
  fence syncscope("workgroup") release, !dbg !243
  tail call void @llvm.amdgcn.s.barrier(), !dbg !243
  fence syncscope("workgroup") acquire, !dbg !243
  %t43 = icmp slt i32 %.1, 64, !dbg !243
  br i1 %t43, label %b12, label %b17, !dbg !243

b12:                                              ; preds = %b11
  %t44 = add nsw i32 %.1, 64, !dbg !243
  %t45 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.0, i32 %t44, !dbg !243
  %.20 = load i64, ptr addrspace(3) %t45, align 8, !dbg !243
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.1, i32 %t44, !dbg !243
  %.21 = load i8, ptr addrspace(3) %t47, align 1, !dbg !243
  %.22 = icmp ne i8 %.21, 0, !dbg !243
  %t49 = select i1 %t42, i64 %t41, i64 0, !dbg !243
  %spec.select1 = add i64 %.20, %t49, !dbg !243
  %t51 = select i1 %.22, i64 %spec.select1, i64 %t41, !dbg !243
  %t52 = select i1 %.22, i1 true, i1 %t42, !dbg !243
  store i64 %t51, ptr addrspace(3) %t29, align 8, !dbg !243
  %.23 = zext i1 %t52 to i8, !dbg !243
  store i8 %.23, ptr addrspace(3) %t30, align 1, !dbg !243
  br label %b17, !dbg !243

b17:                                              ; preds = %b12, %b11
  %t53 = phi i64 [ %t51, %b12 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b12 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release, !dbg !243
  tail call void @llvm.amdgcn.s.barrier(), !dbg !243
  fence syncscope("workgroup") acquire, !dbg !243
  %t55 = icmp slt i32 %.1, 32, !dbg !243
  br i1 %t55, label %b18, label %b23, !dbg !243

b18:                                              ; preds = %b17
  %t56 = add nsw i32 %.1, 32, !dbg !243
  %t57 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.0, i32 %t56, !dbg !243
  %.24 = load i64, ptr addrspace(3) %t57, align 8, !dbg !243
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.1, i32 %t56, !dbg !243
  %.25 = load i8, ptr addrspace(3) %t59, align 1, !dbg !243
  %.26 = icmp ne i8 %.25, 0, !dbg !243
  %t61 = select i1 %t54, i64 %t53, i64 0, !dbg !243
  %spec.select2 = add i64 %.24, %t61, !dbg !243
  %t63 = select i1 %.26, i64 %spec.select2, i64 %t53, !dbg !243
  %t64 = select i1 %.26, i1 true, i1 %t54, !dbg !243
  br label %b23, !dbg !243

b23:                                              ; preds = %b18, %b17
  %t65 = phi i64 [ %t63, %b18 ], [ %t53, %b17 ]
  %t66 = phi i1 [ %t64, %b18 ], [ %t54, %b17 ]
  br i1 %t55, label %b24, label %b45, !dbg !243

b24:                                              ; preds = %b23
  %.28 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !243
  %.29 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.28), !dbg !243
  %.30 = zext i32 %.29 to i64, !dbg !243
  %.31 = add nuw nsw i64 %.30, 16, !dbg !243
  %.32 = icmp ult i32 %.29, 48, !dbg !243
  %.33 = tail call i64 @llvm.read_register.i64(metadata !27) #13, !dbg !243
  %.34 = and i64 %.31, 63, !dbg !243
  %0 = shl nuw i64 1, %.34, !dbg !243
  %1 = and i64 %0, %.33, !dbg !243
  %.36 = icmp ne i64 %1, 0, !dbg !243
  %.37 = and i1 %.32, %.36, !dbg !243
  %.38 = trunc i64 %.31 to i32, !dbg !243
  %.39 = shl i32 %.38, 2, !dbg !243
  %.40 = trunc i64 %t65 to i32, !dbg !243
  %.41 = lshr i64 %t65, 32, !dbg !243
  %.42 = trunc i64 %.41 to i32, !dbg !243
  %.43 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.40), !dbg !243
  %.44 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.42), !dbg !243
  %.45 = zext i32 %.43 to i64, !dbg !243
  %.46 = zext i32 %.44 to i64, !dbg !243
  %.47 = shl nuw i64 %.46, 32, !dbg !243
  %.48 = or i64 %.47, %.45, !dbg !243
  %t67 = select i1 %.37, i64 %.48, i64 %t65, !dbg !243
  %.62 = zext i1 %t66 to i32, !dbg !243
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.62), !dbg !243
  %2 = and i32 %.63, 1, !dbg !243
  %.64 = icmp ne i32 %2, 0, !dbg !243
  %t68 = select i1 %.37, i1 %.64, i1 %t66, !dbg !243
  %t69 = icmp slt i32 %.1, 16, !dbg !243
  %t70 = and i1 %t69, %t68, !dbg !243
  %t71 = select i1 %t66, i64 %t65, i64 0, !dbg !243
  %spec.select3 = add i64 %t67, %t71, !dbg !243
  %t73 = select i1 %t70, i64 %spec.select3, i64 %t65, !dbg !243
  %t74 = select i1 %t70, i1 true, i1 %t66, !dbg !243
  %.69 = add nuw nsw i64 %.30, 8, !dbg !243
  %.70 = icmp ult i32 %.29, 56, !dbg !243
  %.72 = and i64 %.69, 63, !dbg !243
  %3 = shl nuw i64 1, %.72, !dbg !243
  %4 = and i64 %3, %.33, !dbg !243
  %.74 = icmp ne i64 %4, 0, !dbg !243
  %.75 = and i1 %.70, %.74, !dbg !243
  %.76 = trunc i64 %.69 to i32, !dbg !243
  %.77 = shl i32 %.76, 2, !dbg !243
  %.78 = trunc i64 %t73 to i32, !dbg !243
  %.79 = lshr i64 %t73, 32, !dbg !243
  %.80 = trunc i64 %.79 to i32, !dbg !243
  %.81 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.78), !dbg !243
  %.82 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.80), !dbg !243
  %.83 = zext i32 %.81 to i64, !dbg !243
  %.84 = zext i32 %.82 to i64, !dbg !243
  %.85 = shl nuw i64 %.84, 32, !dbg !243
  %.86 = or i64 %.85, %.83, !dbg !243
  %t75 = select i1 %.75, i64 %.86, i64 %t73, !dbg !243
  %.100 = zext i1 %t74 to i32, !dbg !243
  %.101 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.100), !dbg !243
  %5 = and i32 %.101, 1, !dbg !243
  %.102 = icmp ne i32 %5, 0, !dbg !243
  %t76 = select i1 %.75, i1 %.102, i1 %t74, !dbg !243
  %t77 = icmp slt i32 %.1, 24, !dbg !243
  %t78 = and i1 %t77, %t76, !dbg !243
  %t79 = select i1 %t74, i64 %t73, i64 0, !dbg !243
  %spec.select4 = add i64 %t75, %t79, !dbg !243
  %t81 = select i1 %t78, i64 %spec.select4, i64 %t73, !dbg !243
  %t82 = select i1 %t78, i1 true, i1 %t74, !dbg !243
  %.107 = add nuw nsw i64 %.30, 4, !dbg !243
  %.108 = icmp ult i32 %.29, 60, !dbg !243
  %.110 = and i64 %.107, 63, !dbg !243
  %6 = shl nuw i64 1, %.110, !dbg !243
  %7 = and i64 %6, %.33, !dbg !243
  %.112 = icmp ne i64 %7, 0, !dbg !243
  %.113 = and i1 %.108, %.112, !dbg !243
  %.114 = trunc i64 %.107 to i32, !dbg !243
  %.115 = shl i32 %.114, 2, !dbg !243
  %.116 = trunc i64 %t81 to i32, !dbg !243
  %.117 = lshr i64 %t81, 32, !dbg !243
  %.118 = trunc i64 %.117 to i32, !dbg !243
  %.119 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.116), !dbg !243
  %.120 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.118), !dbg !243
  %.121 = zext i32 %.119 to i64, !dbg !243
  %.122 = zext i32 %.120 to i64, !dbg !243
  %.123 = shl nuw i64 %.122, 32, !dbg !243
  %.124 = or i64 %.123, %.121, !dbg !243
  %t83 = select i1 %.113, i64 %.124, i64 %t81, !dbg !243
  %.138 = zext i1 %t82 to i32, !dbg !243
  %.139 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.138), !dbg !243
  %8 = and i32 %.139, 1, !dbg !243
  %.140 = icmp ne i32 %8, 0, !dbg !243
  %t84 = select i1 %.113, i1 %.140, i1 %t82, !dbg !243
  %t85 = icmp slt i32 %.1, 28, !dbg !243
  %t86 = and i1 %t85, %t84, !dbg !243
  %t87 = select i1 %t82, i64 %t81, i64 0, !dbg !243
  %spec.select5 = add i64 %t83, %t87, !dbg !243
  %t89 = select i1 %t86, i64 %spec.select5, i64 %t81, !dbg !243
  %t90 = select i1 %t86, i1 true, i1 %t82, !dbg !243
  %.145 = add nuw nsw i64 %.30, 2, !dbg !243
  %.146 = icmp ult i32 %.29, 62, !dbg !243
  %.148 = and i64 %.145, 63, !dbg !243
  %9 = shl nuw i64 1, %.148, !dbg !243
  %10 = and i64 %9, %.33, !dbg !243
  %.150 = icmp ne i64 %10, 0, !dbg !243
  %.151 = and i1 %.146, %.150, !dbg !243
  %.152 = trunc i64 %.145 to i32, !dbg !243
  %.153 = shl i32 %.152, 2, !dbg !243
  %.154 = trunc i64 %t89 to i32, !dbg !243
  %.155 = lshr i64 %t89, 32, !dbg !243
  %.156 = trunc i64 %.155 to i32, !dbg !243
  %.157 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.154), !dbg !243
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.156), !dbg !243
  %.159 = zext i32 %.157 to i64, !dbg !243
  %.160 = zext i32 %.158 to i64, !dbg !243
  %.161 = shl nuw i64 %.160, 32, !dbg !243
  %.162 = or i64 %.161, %.159, !dbg !243
  %t91 = select i1 %.151, i64 %.162, i64 %t89, !dbg !243
  %.176 = zext i1 %t90 to i32, !dbg !243
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.176), !dbg !243
  %11 = and i32 %.177, 1, !dbg !243
  %.178 = icmp ne i32 %11, 0, !dbg !243
  %t92 = select i1 %.151, i1 %.178, i1 %t90, !dbg !243
  %t93 = icmp slt i32 %.1, 30, !dbg !243
  %t94 = and i1 %t93, %t92, !dbg !243
  %t95 = select i1 %t90, i64 %t89, i64 0, !dbg !243
  %spec.select6 = add i64 %t91, %t95, !dbg !243
  %t97 = select i1 %t94, i64 %spec.select6, i64 %t89, !dbg !243
  %t98 = select i1 %t94, i1 true, i1 %t90, !dbg !243
  %.183 = add nuw nsw i64 %.30, 1, !dbg !243
  %.184 = icmp ult i32 %.29, 63, !dbg !243
  %.186 = and i64 %.183, 63, !dbg !243
  %12 = shl nuw i64 1, %.186, !dbg !243
  %13 = and i64 %12, %.33, !dbg !243
  %.188 = icmp ne i64 %13, 0, !dbg !243
  %.189 = and i1 %.184, %.188, !dbg !243
  %.190 = trunc i64 %.183 to i32, !dbg !243
  %.191 = shl i32 %.190, 2, !dbg !243
  %.192 = trunc i64 %t97 to i32, !dbg !243
  %.193 = lshr i64 %t97, 32, !dbg !243
  %.194 = trunc i64 %.193 to i32, !dbg !243
  %.195 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.192), !dbg !243
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.194), !dbg !243
  %.197 = zext i32 %.195 to i64, !dbg !243
  %.198 = zext i32 %.196 to i64, !dbg !243
  %.199 = shl nuw i64 %.198, 32, !dbg !243
  %.200 = or i64 %.199, %.197, !dbg !243
  %t99 = select i1 %.189, i64 %.200, i64 %t97, !dbg !243
  %.214 = zext i1 %t98 to i32, !dbg !243
  %.215 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.214), !dbg !243
  %14 = and i32 %.215, 1, !dbg !243
  %.216 = icmp ne i32 %14, 0, !dbg !243
  %t100 = select i1 %.189, i1 %.216, i1 %t98, !dbg !243
  %t101 = icmp ne i32 %.1, 31, !dbg !243
  %t102 = and i1 %t101, %t100, !dbg !243
  %t103 = select i1 %t98, i64 %t97, i64 0, !dbg !243
  %spec.select7 = add i64 %t99, %t103, !dbg !243
  %t105 = select i1 %t102, i64 %spec.select7, i64 %t97, !dbg !243
  %t106 = select i1 %t102, i1 true, i1 %t98, !dbg !243
  br label %b45, !dbg !243

b45:                                              ; preds = %b24, %b23
  %t107 = phi i64 [ %t105, %b24 ], [ %t65, %b23 ]
  %t108 = phi i1 [ %t106, %b24 ], [ %t66, %b23 ]
  %t109 = icmp eq i32 %.1, 0, !dbg !243
  %t110 = and i1 %t109, %t108, !dbg !243
  br i1 %t110, label %b46, label %b47, !dbg !243

b46:                                              ; preds = %b45
  %t111 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t5, !dbg !243
  store i64 %t107, ptr addrspace(1) %t111, align 8, !dbg !243
  br label %b47, !dbg !243

b47:                                              ; preds = %b46, %b45
  ret void, !dbg !243
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i64 %a3, i8 %a4) local_unnamed_addr #0 !dbg !245 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !246
  %t3 = sext i32 %.2 to i64, !dbg !246
  %t4 = icmp slt i64 %t3, %a0, !dbg !246
  br i1 %t4, label %b1, label %b2, !dbg !246

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t3, !dbg !246
  %.3 = load i64, ptr addrspace(1) %t5, align 8, !dbg !246, !amdgpu.noclobber !6
  br label %b2, !dbg !246

b2:                                               ; preds = %b1, %entry
  %t7 = phi i64 [ %.3, %b1 ], [ 0, %entry ]
  %t109 = add nsw i64 %t3, 256, !dbg !246
  %t1210 = icmp slt i64 %t109, %a0, !dbg !246
  br i1 %t1210, label %b4, label %b5, !dbg !246

b4:                                               ; preds = %b2, %b4
  %t1012 = phi i64 [ %t10, %b4 ], [ %t109, %b2 ]
  %t1111 = phi i64 [ %t15, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t1012, !dbg !246
  %.4 = load i64, ptr addrspace(1) %t13, align 8, !dbg !246, !amdgpu.noclobber !6
  %t15 = add i64 %.4, %t1111, !dbg !247
  %t10 = add i64 %t1012, 256, !dbg !246
  %t12 = icmp slt i64 %t10, %a0, !dbg !246
  br i1 %t12, label %b4, label %b5, !dbg !246

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi i64 [ %t7, %b2 ], [ %t15, %b4 ]
  %t17 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !246
  store i64 %t11.lcssa, ptr addrspace(3) %t17, align 8, !dbg !246
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !246
  %.5 = zext i1 %t4 to i8, !dbg !246
  store i8 %.5, ptr addrspace(3) %t18, align 1, !dbg !246
  fence syncscope("workgroup") release, !dbg !246
  tail call void @llvm.amdgcn.s.barrier(), !dbg !246
  fence syncscope("workgroup") acquire, !dbg !246
  %t19 = icmp slt i32 %.2, 128, !dbg !246
  br i1 %t19, label %b6, label %b11, !dbg !246

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128, !dbg !246
  %t21 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.0, i32 %t20, !dbg !246
  %.6 = load i64, ptr addrspace(3) %t21, align 8, !dbg !246
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.1, i32 %t20, !dbg !246
  %.7 = load i8, ptr addrspace(3) %t23, align 1, !dbg !246
  %.8 = icmp ne i8 %.7, 0, !dbg !246
  %t25 = select i1 %t4, i64 %t11.lcssa, i64 0, !dbg !246
  %spec.select = add i64 %.6, %t25, !dbg !246
  %t27 = select i1 %.8, i64 %spec.select, i64 %t11.lcssa, !dbg !246
  %t28 = select i1 %.8, i1 true, i1 %t4, !dbg !246
  store i64 %t27, ptr addrspace(3) %t17, align 8, !dbg !246
  %.9 = zext i1 %t28 to i8, !dbg !246
  store i8 %.9, ptr addrspace(3) %t18, align 1, !dbg !246
  br label %b11, !dbg !246

b11:                                              ; preds = %b6, %b5
  %t29 = phi i64 [ %t27, %b6 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b6 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !246
  tail call void @llvm.amdgcn.s.barrier(), !dbg !246
  fence syncscope("workgroup") acquire, !dbg !246
  %t31 = icmp slt i32 %.2, 64, !dbg !246
  br i1 %t31, label %b12, label %b17, !dbg !246

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64, !dbg !246
  %t33 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.0, i32 %t32, !dbg !246
  %.10 = load i64, ptr addrspace(3) %t33, align 8, !dbg !246
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.1, i32 %t32, !dbg !246
  %.11 = load i8, ptr addrspace(3) %t35, align 1, !dbg !246
  %.12 = icmp ne i8 %.11, 0, !dbg !246
  %t37 = select i1 %t30, i64 %t29, i64 0, !dbg !246
  %spec.select1 = add i64 %.10, %t37, !dbg !246
  %t39 = select i1 %.12, i64 %spec.select1, i64 %t29, !dbg !246
  %t40 = select i1 %.12, i1 true, i1 %t30, !dbg !246
  store i64 %t39, ptr addrspace(3) %t17, align 8, !dbg !246
  %.13 = zext i1 %t40 to i8, !dbg !246
  store i8 %.13, ptr addrspace(3) %t18, align 1, !dbg !246
  br label %b17, !dbg !246

b17:                                              ; preds = %b12, %b11
  %t41 = phi i64 [ %t39, %b12 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b12 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release, !dbg !246
  tail call void @llvm.amdgcn.s.barrier(), !dbg !246
  fence syncscope("workgroup") acquire, !dbg !246
  %t43 = icmp slt i32 %.2, 32, !dbg !246
  br i1 %t43, label %b18, label %b23, !dbg !246

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32, !dbg !246
  %t45 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.0, i32 %t44, !dbg !246
  %.14 = load i64, ptr addrspace(3) %t45, align 8, !dbg !246
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.1, i32 %t44, !dbg !246
  %.15 = load i8, ptr addrspace(3) %t47, align 1, !dbg !246
  %.16 = icmp ne i8 %.15, 0, !dbg !246
  %t49 = select i1 %t42, i64 %t41, i64 0, !dbg !246
  %spec.select2 = add i64 %.14, %t49, !dbg !246
  %t51 = select i1 %.16, i64 %spec.select2, i64 %t41, !dbg !246
  %t52 = select i1 %.16, i1 true, i1 %t42, !dbg !246
  br label %b23, !dbg !246

b23:                                              ; preds = %b18, %b17
  %t53 = phi i64 [ %t51, %b18 ], [ %t41, %b17 ]
  %t54 = phi i1 [ %t52, %b18 ], [ %t42, %b17 ]
  br i1 %t43, label %b24, label %b45, !dbg !246

b24:                                              ; preds = %b23
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !246
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !246
  %.20 = zext i32 %.19 to i64, !dbg !246
  %.21 = add nuw nsw i64 %.20, 16, !dbg !246
  %.22 = icmp ult i32 %.19, 48, !dbg !246
  %.23 = tail call i64 @llvm.read_register.i64(metadata !27) #13, !dbg !246
  %.24 = and i64 %.21, 63, !dbg !246
  %0 = shl nuw i64 1, %.24, !dbg !246
  %1 = and i64 %0, %.23, !dbg !246
  %.26 = icmp ne i64 %1, 0, !dbg !246
  %.27 = and i1 %.22, %.26, !dbg !246
  %.28 = trunc i64 %.21 to i32, !dbg !246
  %.29 = shl i32 %.28, 2, !dbg !246
  %.30 = trunc i64 %t53 to i32, !dbg !246
  %.31 = lshr i64 %t53, 32, !dbg !246
  %.32 = trunc i64 %.31 to i32, !dbg !246
  %.33 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30), !dbg !246
  %.34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.32), !dbg !246
  %.35 = zext i32 %.33 to i64, !dbg !246
  %.36 = zext i32 %.34 to i64, !dbg !246
  %.37 = shl nuw i64 %.36, 32, !dbg !246
  %.38 = or i64 %.37, %.35, !dbg !246
  %t55 = select i1 %.27, i64 %.38, i64 %t53, !dbg !246
  %.52 = zext i1 %t54 to i32, !dbg !246
  %.53 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.52), !dbg !246
  %2 = and i32 %.53, 1, !dbg !246
  %.54 = icmp ne i32 %2, 0, !dbg !246
  %t56 = select i1 %.27, i1 %.54, i1 %t54, !dbg !246
  %t57 = icmp slt i32 %.2, 16, !dbg !246
  %t58 = and i1 %t57, %t56, !dbg !246
  %t59 = select i1 %t54, i64 %t53, i64 0, !dbg !246
  %spec.select3 = add i64 %t55, %t59, !dbg !246
  %t61 = select i1 %t58, i64 %spec.select3, i64 %t53, !dbg !246
  %t62 = select i1 %t58, i1 true, i1 %t54, !dbg !246
  %.59 = add nuw nsw i64 %.20, 8, !dbg !246
  %.60 = icmp ult i32 %.19, 56, !dbg !246
  %.62 = and i64 %.59, 63, !dbg !246
  %3 = shl nuw i64 1, %.62, !dbg !246
  %4 = and i64 %3, %.23, !dbg !246
  %.64 = icmp ne i64 %4, 0, !dbg !246
  %.65 = and i1 %.60, %.64, !dbg !246
  %.66 = trunc i64 %.59 to i32, !dbg !246
  %.67 = shl i32 %.66, 2, !dbg !246
  %.68 = trunc i64 %t61 to i32, !dbg !246
  %.69 = lshr i64 %t61, 32, !dbg !246
  %.70 = trunc i64 %.69 to i32, !dbg !246
  %.71 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.68), !dbg !246
  %.72 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.70), !dbg !246
  %.73 = zext i32 %.71 to i64, !dbg !246
  %.74 = zext i32 %.72 to i64, !dbg !246
  %.75 = shl nuw i64 %.74, 32, !dbg !246
  %.76 = or i64 %.75, %.73, !dbg !246
  %t63 = select i1 %.65, i64 %.76, i64 %t61, !dbg !246
  %.90 = zext i1 %t62 to i32, !dbg !246
  %.91 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.90), !dbg !246
  %5 = and i32 %.91, 1, !dbg !246
  %.92 = icmp ne i32 %5, 0, !dbg !246
  %t64 = select i1 %.65, i1 %.92, i1 %t62, !dbg !246
  %t65 = icmp slt i32 %.2, 24, !dbg !246
  %t66 = and i1 %t65, %t64, !dbg !246
  %t67 = select i1 %t62, i64 %t61, i64 0, !dbg !246
  %spec.select4 = add i64 %t63, %t67, !dbg !246
  %t69 = select i1 %t66, i64 %spec.select4, i64 %t61, !dbg !246
  %t70 = select i1 %t66, i1 true, i1 %t62, !dbg !246
  %.97 = add nuw nsw i64 %.20, 4, !dbg !246
  %.98 = icmp ult i32 %.19, 60, !dbg !246
  %.100 = and i64 %.97, 63, !dbg !246
  %6 = shl nuw i64 1, %.100, !dbg !246
  %7 = and i64 %6, %.23, !dbg !246
  %.102 = icmp ne i64 %7, 0, !dbg !246
  %.103 = and i1 %.98, %.102, !dbg !246
  %.104 = trunc i64 %.97 to i32, !dbg !246
  %.105 = shl i32 %.104, 2, !dbg !246
  %.106 = trunc i64 %t69 to i32, !dbg !246
  %.107 = lshr i64 %t69, 32, !dbg !246
  %.108 = trunc i64 %.107 to i32, !dbg !246
  %.109 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !246
  %.110 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.108), !dbg !246
  %.111 = zext i32 %.109 to i64, !dbg !246
  %.112 = zext i32 %.110 to i64, !dbg !246
  %.113 = shl nuw i64 %.112, 32, !dbg !246
  %.114 = or i64 %.113, %.111, !dbg !246
  %t71 = select i1 %.103, i64 %.114, i64 %t69, !dbg !246
  %.128 = zext i1 %t70 to i32, !dbg !246
  %.129 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.128), !dbg !246
  %8 = and i32 %.129, 1, !dbg !246
  %.130 = icmp ne i32 %8, 0, !dbg !246
  %t72 = select i1 %.103, i1 %.130, i1 %t70, !dbg !246
  %t73 = icmp slt i32 %.2, 28, !dbg !246
  %t74 = and i1 %t73, %t72, !dbg !246
  %t75 = select i1 %t70, i64 %t69, i64 0, !dbg !246
  %spec.select5 = add i64 %t71, %t75, !dbg !246
  %t77 = select i1 %t74, i64 %spec.select5, i64 %t69, !dbg !246
  %t78 = select i1 %t74, i1 true, i1 %t70, !dbg !246
  %.135 = add nuw nsw i64 %.20, 2, !dbg !246
  %.136 = icmp ult i32 %.19, 62, !dbg !246
  %.138 = and i64 %.135, 63, !dbg !246
  %9 = shl nuw i64 1, %.138, !dbg !246
  %10 = and i64 %9, %.23, !dbg !246
  %.140 = icmp ne i64 %10, 0, !dbg !246
  %.141 = and i1 %.136, %.140, !dbg !246
  %.142 = trunc i64 %.135 to i32, !dbg !246
  %.143 = shl i32 %.142, 2, !dbg !246
  %.144 = trunc i64 %t77 to i32, !dbg !246
  %.145 = lshr i64 %t77, 32, !dbg !246
  %.146 = trunc i64 %.145 to i32, !dbg !246
  %.147 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.144), !dbg !246
  %.148 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.146), !dbg !246
  %.149 = zext i32 %.147 to i64, !dbg !246
  %.150 = zext i32 %.148 to i64, !dbg !246
  %.151 = shl nuw i64 %.150, 32, !dbg !246
  %.152 = or i64 %.151, %.149, !dbg !246
  %t79 = select i1 %.141, i64 %.152, i64 %t77, !dbg !246
  %.166 = zext i1 %t78 to i32, !dbg !246
  %.167 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.166), !dbg !246
  %11 = and i32 %.167, 1, !dbg !246
  %.168 = icmp ne i32 %11, 0, !dbg !246
  %t80 = select i1 %.141, i1 %.168, i1 %t78, !dbg !246
  %t81 = icmp slt i32 %.2, 30, !dbg !246
  %t82 = and i1 %t81, %t80, !dbg !246
  %t83 = select i1 %t78, i64 %t77, i64 0, !dbg !246
  %spec.select6 = add i64 %t79, %t83, !dbg !246
  %t85 = select i1 %t82, i64 %spec.select6, i64 %t77, !dbg !246
  %t86 = select i1 %t82, i1 true, i1 %t78, !dbg !246
  %.173 = add nuw nsw i64 %.20, 1, !dbg !246
  %.174 = icmp ult i32 %.19, 63, !dbg !246
  %.176 = and i64 %.173, 63, !dbg !246
  %12 = shl nuw i64 1, %.176, !dbg !246
  %13 = and i64 %12, %.23, !dbg !246
  %.178 = icmp ne i64 %13, 0, !dbg !246
  %.179 = and i1 %.174, %.178, !dbg !246
  %.180 = trunc i64 %.173 to i32, !dbg !246
  %.181 = shl i32 %.180, 2, !dbg !246
  %.182 = trunc i64 %t85 to i32, !dbg !246
  %.183 = lshr i64 %t85, 32, !dbg !246
  %.184 = trunc i64 %.183 to i32, !dbg !246
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.182), !dbg !246
  %.186 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.184), !dbg !246
  %.187 = zext i32 %.185 to i64, !dbg !246
  %.188 = zext i32 %.186 to i64, !dbg !246
  %.189 = shl nuw i64 %.188, 32, !dbg !246
  %.190 = or i64 %.189, %.187, !dbg !246
  %t87 = select i1 %.179, i64 %.190, i64 %t85, !dbg !246
  %.204 = zext i1 %t86 to i32, !dbg !246
  %.205 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.204), !dbg !246
  %14 = and i32 %.205, 1, !dbg !246
  %.206 = icmp ne i32 %14, 0, !dbg !246
  %t88 = select i1 %.179, i1 %.206, i1 %t86, !dbg !246
  %t89 = icmp ne i32 %.2, 31, !dbg !246
  %t90 = and i1 %t89, %t88, !dbg !246
  %t91 = select i1 %t86, i64 %t85, i64 0, !dbg !246
  %spec.select7 = add i64 %t87, %t91, !dbg !246
  %t93 = select i1 %t90, i64 %spec.select7, i64 %t85, !dbg !246
  %t94 = select i1 %t90, i1 true, i1 %t86, !dbg !246
  br label %b45, !dbg !246

b45:                                              ; preds = %b24, %b23
  %t95 = phi i64 [ %t93, %b24 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b24 ], [ %t54, %b23 ]
  %t97 = icmp eq i32 %.2, 0, !dbg !246
  %t101 = select i1 %t96, i1 true, i1 %.1, !dbg !246
  %or.cond = select i1 %t97, i1 %t101, i1 false, !dbg !246
  br i1 %or.cond, label %b51, label %b52, !dbg !246

b51:                                              ; preds = %b45
  %t98 = select i1 %.1, i64 %a3, i64 0, !dbg !246
  %spec.select8 = add i64 %t95, %t98, !dbg !246
  %t100 = select i1 %t96, i64 %spec.select8, i64 %a3, !dbg !246
  store i64 %t100, ptr addrspace(1) %a2, align 8, !dbg !246
  br label %b52, !dbg !246

b52:                                              ; preds = %b51, %b45
  ret void, !dbg !246
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !248 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !249
  %t3 = sext i32 %.1 to i64, !dbg !249
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !249
  %t5 = sext i32 %.2 to i64, !dbg !249
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !249
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !249
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !249, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !249
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !249, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !249
  %.10 = add i32 %.5, -1, !dbg !249
  %.11 = add i32 %.10, %.9, !dbg !249
  %.12 = udiv i32 %.11, %.9, !dbg !249
  %t7 = sext i32 %.12 to i64, !dbg !249
  %t8 = shl nsw i64 %t5, 8, !dbg !249
  %t9 = add nsw i64 %t8, %t3, !dbg !249
  %t10 = shl nsw i64 %t7, 8, !dbg !249
  %t11 = icmp slt i64 %t9, %a0, !dbg !249
  br i1 %t11, label %b1, label %b2, !dbg !249

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !249
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t12, !dbg !249
  %.13 = load float, ptr addrspace(1) %t13, align 4, !dbg !249, !amdgpu.noclobber !6
  br label %b2, !dbg !249

b2:                                               ; preds = %b1, %entry
  %t15 = phi float [ %.13, %b1 ], [ 0.000000e+00, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !249
  %t20 = mul i64 %t10, %a2, !dbg !249
  %t248 = icmp slt i64 %t17, %a0, !dbg !249
  br i1 %t248, label %b4.preheader, label %b5, !dbg !249

b4.preheader:                                     ; preds = %b2
  %t18 = mul i64 %t17, %a2, !dbg !249
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t18, !dbg !249
  br label %b4, !dbg !249

b4:                                               ; preds = %b4.preheader, %b4
  %t2311 = phi float [ %t26, %b4 ], [ %t15, %b4.preheader ]
  %t2210 = phi i64 [ %t27, %b4 ], [ %t17, %b4.preheader ]
  %t219 = phi ptr addrspace(1) [ %t28, %b4 ], [ %t19, %b4.preheader ]
  %.14 = load float, ptr addrspace(1) %t219, align 4, !dbg !249
  %t26 = fadd float %t2311, %.14, !dbg !250
  %t27 = add i64 %t2210, %t10, !dbg !249
  %t28 = getelementptr inbounds float, ptr addrspace(1) %t219, i64 %t20, !dbg !249
  %t24 = icmp slt i64 %t27, %a0, !dbg !249
  br i1 %t24, label %b4, label %b5, !dbg !249

b5:                                               ; preds = %b4, %b2
  %t23.lcssa = phi float [ %t15, %b2 ], [ %t26, %b4 ]
  %t29 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !249
  store float %t23.lcssa, ptr addrspace(3) %t29, align 4, !dbg !249
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !249
  %.15 = zext i1 %t11 to i8, !dbg !249
  store i8 %.15, ptr addrspace(3) %t30, align 1, !dbg !249
  fence syncscope("workgroup") release, !dbg !249
  tail call void @llvm.amdgcn.s.barrier(), !dbg !249
  fence syncscope("workgroup") acquire, !dbg !249
  %t31 = icmp slt i32 %.1, 128, !dbg !249
  br i1 %t31, label %b6, label %b11, !dbg !249

b6:                                               ; preds = %b5
  %t32 = add nsw i32 %.1, 128, !dbg !249
  %t33 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t32, !dbg !249
  %.16 = load float, ptr addrspace(3) %t33, align 4, !dbg !249
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t32, !dbg !249
  %.17 = load i8, ptr addrspace(3) %t35, align 1, !dbg !249
  %.18 = icmp ne i8 %.17, 0, !dbg !249
  %t37 = select i1 %t11, float %t23.lcssa, float -0.000000e+00, !dbg !249
  %spec.select = fadd float %t37, %.16, !dbg !249
  %t39 = select i1 %.18, float %spec.select, float %t23.lcssa, !dbg !249
  %t40 = select i1 %.18, i1 true, i1 %t11, !dbg !249
  store float %t39, ptr addrspace(3) %t29, align 4, !dbg !249
  %.19 = zext i1 %t40 to i8, !dbg !249
  store i8 %.19, ptr addrspace(3) %t30, align 1, !dbg !249
  br label %b11, !dbg !249

b11:                                              ; preds = %b6, %b5
  %t41 = phi float [ %t39, %b6 ], [ %t23.lcssa, %b5 ]
  %t42 = phi i1 [ %t40, %b6 ], [ %t11, %b5 ]
  fence syncscope("workgroup") release, !dbg !249
  tail call void @llvm.amdgcn.s.barrier(), !dbg !249
  fence syncscope("workgroup") acquire, !dbg !249
  %t43 = icmp slt i32 %.1, 64, !dbg !249
  br i1 %t43, label %b12, label %b17, !dbg !249

b12:                                              ; preds = %b11
  %t44 = add nsw i32 %.1, 64, !dbg !249
  %t45 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t44, !dbg !249
  %.20 = load float, ptr addrspace(3) %t45, align 4, !dbg !249
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t44, !dbg !249
  %.21 = load i8, ptr addrspace(3) %t47, align 1, !dbg !249
  %.22 = icmp ne i8 %.21, 0, !dbg !249
  %t49 = select i1 %t42, float %t41, float -0.000000e+00, !dbg !249
  %spec.select1 = fadd float %t49, %.20, !dbg !249
  %t51 = select i1 %.22, float %spec.select1, float %t41, !dbg !249
  %t52 = select i1 %.22, i1 true, i1 %t42, !dbg !249
  store float %t51, ptr addrspace(3) %t29, align 4, !dbg !249
  %.23 = zext i1 %t52 to i8, !dbg !249
  store i8 %.23, ptr addrspace(3) %t30, align 1, !dbg !249
  br label %b17, !dbg !249

b17:                                              ; preds = %b12, %b11
  %t53 = phi float [ %t51, %b12 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b12 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release, !dbg !249
  tail call void @llvm.amdgcn.s.barrier(), !dbg !249
  fence syncscope("workgroup") acquire, !dbg !249
  %t55 = icmp slt i32 %.1, 32, !dbg !249
  br i1 %t55, label %b18, label %b23, !dbg !249

b18:                                              ; preds = %b17
  %t56 = add nsw i32 %.1, 32, !dbg !249
  %t57 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t56, !dbg !249
  %.24 = load float, ptr addrspace(3) %t57, align 4, !dbg !249
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t56, !dbg !249
  %.25 = load i8, ptr addrspace(3) %t59, align 1, !dbg !249
  %.26 = icmp ne i8 %.25, 0, !dbg !249
  %t61 = select i1 %t54, float %t53, float -0.000000e+00, !dbg !249
  %spec.select2 = fadd float %t61, %.24, !dbg !249
  %t63 = select i1 %.26, float %spec.select2, float %t53, !dbg !249
  %t64 = select i1 %.26, i1 true, i1 %t54, !dbg !249
  br label %b23, !dbg !249

b23:                                              ; preds = %b18, %b17
  %t65 = phi float [ %t63, %b18 ], [ %t53, %b17 ]
  %t66 = phi i1 [ %t64, %b18 ], [ %t54, %b17 ]
  br i1 %t55, label %b24, label %b45, !dbg !249

b24:                                              ; preds = %b23
  %.28 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !249
  %.29 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.28), !dbg !249
  %.30 = zext i32 %.29 to i64, !dbg !249
  %.31 = add nuw nsw i64 %.30, 16, !dbg !249
  %.32 = icmp ult i32 %.29, 48, !dbg !249
  %.33 = tail call i64 @llvm.read_register.i64(metadata !27) #13, !dbg !249
  %.34 = and i64 %.31, 63, !dbg !249
  %0 = shl nuw i64 1, %.34, !dbg !249
  %1 = and i64 %0, %.33, !dbg !249
  %.36 = icmp ne i64 %1, 0, !dbg !249
  %.37 = and i1 %.32, %.36, !dbg !249
  %.38 = trunc i64 %.31 to i32, !dbg !249
  %.39 = shl i32 %.38, 2, !dbg !249
  %.40 = bitcast float %t65 to i32, !dbg !249
  %.41 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.40), !dbg !249
  %.42 = bitcast i32 %.41 to float, !dbg !249
  %t67 = select i1 %.37, float %.42, float %t65, !dbg !249
  %.56 = zext i1 %t66 to i32, !dbg !249
  %.57 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.56), !dbg !249
  %2 = and i32 %.57, 1, !dbg !249
  %.58 = icmp ne i32 %2, 0, !dbg !249
  %t68 = select i1 %.37, i1 %.58, i1 %t66, !dbg !249
  %t69 = icmp slt i32 %.1, 16, !dbg !249
  %t70 = and i1 %t69, %t68, !dbg !249
  %t71 = select i1 %t66, float %t65, float -0.000000e+00, !dbg !249
  %spec.select3 = fadd float %t71, %t67, !dbg !249
  %t73 = select i1 %t70, float %spec.select3, float %t65, !dbg !249
  %t74 = select i1 %t70, i1 true, i1 %t66, !dbg !249
  %.63 = add nuw nsw i64 %.30, 8, !dbg !249
  %.64 = icmp ult i32 %.29, 56, !dbg !249
  %.66 = and i64 %.63, 63, !dbg !249
  %3 = shl nuw i64 1, %.66, !dbg !249
  %4 = and i64 %3, %.33, !dbg !249
  %.68 = icmp ne i64 %4, 0, !dbg !249
  %.69 = and i1 %.64, %.68, !dbg !249
  %.70 = trunc i64 %.63 to i32, !dbg !249
  %.71 = shl i32 %.70, 2, !dbg !249
  %.72 = bitcast float %t73 to i32, !dbg !249
  %.73 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.72), !dbg !249
  %.74 = bitcast i32 %.73 to float, !dbg !249
  %t75 = select i1 %.69, float %.74, float %t73, !dbg !249
  %.88 = zext i1 %t74 to i32, !dbg !249
  %.89 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.88), !dbg !249
  %5 = and i32 %.89, 1, !dbg !249
  %.90 = icmp ne i32 %5, 0, !dbg !249
  %t76 = select i1 %.69, i1 %.90, i1 %t74, !dbg !249
  %t77 = icmp slt i32 %.1, 24, !dbg !249
  %t78 = and i1 %t77, %t76, !dbg !249
  %t79 = select i1 %t74, float %t73, float -0.000000e+00, !dbg !249
  %spec.select4 = fadd float %t75, %t79, !dbg !249
  %t81 = select i1 %t78, float %spec.select4, float %t73, !dbg !249
  %t82 = select i1 %t78, i1 true, i1 %t74, !dbg !249
  %.95 = add nuw nsw i64 %.30, 4, !dbg !249
  %.96 = icmp ult i32 %.29, 60, !dbg !249
  %.98 = and i64 %.95, 63, !dbg !249
  %6 = shl nuw i64 1, %.98, !dbg !249
  %7 = and i64 %6, %.33, !dbg !249
  %.100 = icmp ne i64 %7, 0, !dbg !249
  %.101 = and i1 %.96, %.100, !dbg !249
  %.102 = trunc i64 %.95 to i32, !dbg !249
  %.103 = shl i32 %.102, 2, !dbg !249
  %.104 = bitcast float %t81 to i32, !dbg !249
  %.105 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.103, i32 %.104), !dbg !249
  %.106 = bitcast i32 %.105 to float, !dbg !249
  %t83 = select i1 %.101, float %.106, float %t81, !dbg !249
  %.120 = zext i1 %t82 to i32, !dbg !249
  %.121 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.103, i32 %.120), !dbg !249
  %8 = and i32 %.121, 1, !dbg !249
  %.122 = icmp ne i32 %8, 0, !dbg !249
  %t84 = select i1 %.101, i1 %.122, i1 %t82, !dbg !249
  %t85 = icmp slt i32 %.1, 28, !dbg !249
  %t86 = and i1 %t85, %t84, !dbg !249
  %t87 = select i1 %t82, float %t81, float -0.000000e+00, !dbg !249
  %spec.select5 = fadd float %t83, %t87, !dbg !249
  %t89 = select i1 %t86, float %spec.select5, float %t81, !dbg !249
  %t90 = select i1 %t86, i1 true, i1 %t82, !dbg !249
  %.127 = add nuw nsw i64 %.30, 2, !dbg !249
  %.128 = icmp ult i32 %.29, 62, !dbg !249
  %.130 = and i64 %.127, 63, !dbg !249
  %9 = shl nuw i64 1, %.130, !dbg !249
  %10 = and i64 %9, %.33, !dbg !249
  %.132 = icmp ne i64 %10, 0, !dbg !249
  %.133 = and i1 %.128, %.132, !dbg !249
  %.134 = trunc i64 %.127 to i32, !dbg !249
  %.135 = shl i32 %.134, 2, !dbg !249
  %.136 = bitcast float %t89 to i32, !dbg !249
  %.137 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.135, i32 %.136), !dbg !249
  %.138 = bitcast i32 %.137 to float, !dbg !249
  %t91 = select i1 %.133, float %.138, float %t89, !dbg !249
  %.152 = zext i1 %t90 to i32, !dbg !249
  %.153 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.135, i32 %.152), !dbg !249
  %11 = and i32 %.153, 1, !dbg !249
  %.154 = icmp ne i32 %11, 0, !dbg !249
  %t92 = select i1 %.133, i1 %.154, i1 %t90, !dbg !249
  %t93 = icmp slt i32 %.1, 30, !dbg !249
  %t94 = and i1 %t93, %t92, !dbg !249
  %t95 = select i1 %t90, float %t89, float -0.000000e+00, !dbg !249
  %spec.select6 = fadd float %t91, %t95, !dbg !249
  %t97 = select i1 %t94, float %spec.select6, float %t89, !dbg !249
  %t98 = select i1 %t94, i1 true, i1 %t90, !dbg !249
  %.159 = add nuw nsw i64 %.30, 1, !dbg !249
  %.160 = icmp ult i32 %.29, 63, !dbg !249
  %.162 = and i64 %.159, 63, !dbg !249
  %12 = shl nuw i64 1, %.162, !dbg !249
  %13 = and i64 %12, %.33, !dbg !249
  %.164 = icmp ne i64 %13, 0, !dbg !249
  %.165 = and i1 %.160, %.164, !dbg !249
  %.166 = trunc i64 %.159 to i32, !dbg !249
  %.167 = shl i32 %.166, 2, !dbg !249
  %.168 = bitcast float %t97 to i32, !dbg !249
  %.169 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %.168), !dbg !249
  %.170 = bitcast i32 %.169 to float, !dbg !249
  %t99 = select i1 %.165, float %.170, float %t97, !dbg !249
  %.184 = zext i1 %t98 to i32, !dbg !249
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %.184), !dbg !249
  %14 = and i32 %.185, 1, !dbg !249
  %.186 = icmp ne i32 %14, 0, !dbg !249
  %t100 = select i1 %.165, i1 %.186, i1 %t98, !dbg !249
  %t101 = icmp ne i32 %.1, 31, !dbg !249
  %t102 = and i1 %t101, %t100, !dbg !249
  %t103 = select i1 %t98, float %t97, float -0.000000e+00, !dbg !249
  %spec.select7 = fadd float %t99, %t103, !dbg !249
  %t105 = select i1 %t102, float %spec.select7, float %t97, !dbg !249
  %t106 = select i1 %t102, i1 true, i1 %t98, !dbg !249
  br label %b45, !dbg !249

b45:                                              ; preds = %b24, %b23
  %t107 = phi float [ %t105, %b24 ], [ %t65, %b23 ]
  %t108 = phi i1 [ %t106, %b24 ], [ %t66, %b23 ]
  %t109 = icmp eq i32 %.1, 0, !dbg !249
  %t110 = and i1 %t109, %t108, !dbg !249
  br i1 %t110, label %b46, label %b47, !dbg !249

b46:                                              ; preds = %b45
  %t111 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t5, !dbg !249
  store float %t107, ptr addrspace(1) %t111, align 4, !dbg !249
  br label %b47, !dbg !249

b47:                                              ; preds = %b46, %b45
  ret void, !dbg !249
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, float %a3, i8 %a4) local_unnamed_addr #0 !dbg !251 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !252
  %t3 = sext i32 %.2 to i64, !dbg !252
  %t4 = icmp slt i64 %t3, %a0, !dbg !252
  br i1 %t4, label %b1, label %b2, !dbg !252

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t3, !dbg !252
  %.3 = load float, ptr addrspace(1) %t5, align 4, !dbg !252, !amdgpu.noclobber !6
  br label %b2, !dbg !252

b2:                                               ; preds = %b1, %entry
  %t7 = phi float [ %.3, %b1 ], [ 0.000000e+00, %entry ]
  %t109 = add nsw i64 %t3, 256, !dbg !252
  %t1210 = icmp slt i64 %t109, %a0, !dbg !252
  br i1 %t1210, label %b4, label %b5, !dbg !252

b4:                                               ; preds = %b2, %b4
  %t1012 = phi i64 [ %t10, %b4 ], [ %t109, %b2 ]
  %t1111 = phi float [ %t15, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t1012, !dbg !252
  %.4 = load float, ptr addrspace(1) %t13, align 4, !dbg !252, !amdgpu.noclobber !6
  %t15 = fadd float %t1111, %.4, !dbg !253
  %t10 = add i64 %t1012, 256, !dbg !252
  %t12 = icmp slt i64 %t10, %a0, !dbg !252
  br i1 %t12, label %b4, label %b5, !dbg !252

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi float [ %t7, %b2 ], [ %t15, %b4 ]
  %t17 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !252
  store float %t11.lcssa, ptr addrspace(3) %t17, align 4, !dbg !252
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !252
  %.5 = zext i1 %t4 to i8, !dbg !252
  store i8 %.5, ptr addrspace(3) %t18, align 1, !dbg !252
  fence syncscope("workgroup") release, !dbg !252
  tail call void @llvm.amdgcn.s.barrier(), !dbg !252
  fence syncscope("workgroup") acquire, !dbg !252
  %t19 = icmp slt i32 %.2, 128, !dbg !252
  br i1 %t19, label %b6, label %b11, !dbg !252

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128, !dbg !252
  %t21 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t20, !dbg !252
  %.6 = load float, ptr addrspace(3) %t21, align 4, !dbg !252
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t20, !dbg !252
  %.7 = load i8, ptr addrspace(3) %t23, align 1, !dbg !252
  %.8 = icmp ne i8 %.7, 0, !dbg !252
  %t25 = select i1 %t4, float %t11.lcssa, float -0.000000e+00, !dbg !252
  %spec.select = fadd float %t25, %.6, !dbg !252
  %t27 = select i1 %.8, float %spec.select, float %t11.lcssa, !dbg !252
  %t28 = select i1 %.8, i1 true, i1 %t4, !dbg !252
  store float %t27, ptr addrspace(3) %t17, align 4, !dbg !252
  %.9 = zext i1 %t28 to i8, !dbg !252
  store i8 %.9, ptr addrspace(3) %t18, align 1, !dbg !252
  br label %b11, !dbg !252

b11:                                              ; preds = %b6, %b5
  %t29 = phi float [ %t27, %b6 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b6 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !252
  tail call void @llvm.amdgcn.s.barrier(), !dbg !252
  fence syncscope("workgroup") acquire, !dbg !252
  %t31 = icmp slt i32 %.2, 64, !dbg !252
  br i1 %t31, label %b12, label %b17, !dbg !252

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64, !dbg !252
  %t33 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t32, !dbg !252
  %.10 = load float, ptr addrspace(3) %t33, align 4, !dbg !252
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t32, !dbg !252
  %.11 = load i8, ptr addrspace(3) %t35, align 1, !dbg !252
  %.12 = icmp ne i8 %.11, 0, !dbg !252
  %t37 = select i1 %t30, float %t29, float -0.000000e+00, !dbg !252
  %spec.select1 = fadd float %t37, %.10, !dbg !252
  %t39 = select i1 %.12, float %spec.select1, float %t29, !dbg !252
  %t40 = select i1 %.12, i1 true, i1 %t30, !dbg !252
  store float %t39, ptr addrspace(3) %t17, align 4, !dbg !252
  %.13 = zext i1 %t40 to i8, !dbg !252
  store i8 %.13, ptr addrspace(3) %t18, align 1, !dbg !252
  br label %b17, !dbg !252

b17:                                              ; preds = %b12, %b11
  %t41 = phi float [ %t39, %b12 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b12 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release, !dbg !252
  tail call void @llvm.amdgcn.s.barrier(), !dbg !252
  fence syncscope("workgroup") acquire, !dbg !252
  %t43 = icmp slt i32 %.2, 32, !dbg !252
  br i1 %t43, label %b18, label %b23, !dbg !252

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32, !dbg !252
  %t45 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t44, !dbg !252
  %.14 = load float, ptr addrspace(3) %t45, align 4, !dbg !252
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t44, !dbg !252
  %.15 = load i8, ptr addrspace(3) %t47, align 1, !dbg !252
  %.16 = icmp ne i8 %.15, 0, !dbg !252
  %t49 = select i1 %t42, float %t41, float -0.000000e+00, !dbg !252
  %spec.select2 = fadd float %t49, %.14, !dbg !252
  %t51 = select i1 %.16, float %spec.select2, float %t41, !dbg !252
  %t52 = select i1 %.16, i1 true, i1 %t42, !dbg !252
  br label %b23, !dbg !252

b23:                                              ; preds = %b18, %b17
  %t53 = phi float [ %t51, %b18 ], [ %t41, %b17 ]
  %t54 = phi i1 [ %t52, %b18 ], [ %t42, %b17 ]
  br i1 %t43, label %b24, label %b45, !dbg !252

b24:                                              ; preds = %b23
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !252
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !252
  %.20 = zext i32 %.19 to i64, !dbg !252
  %.21 = add nuw nsw i64 %.20, 16, !dbg !252
  %.22 = icmp ult i32 %.19, 48, !dbg !252
  %.23 = tail call i64 @llvm.read_register.i64(metadata !27) #13, !dbg !252
  %.24 = and i64 %.21, 63, !dbg !252
  %0 = shl nuw i64 1, %.24, !dbg !252
  %1 = and i64 %0, %.23, !dbg !252
  %.26 = icmp ne i64 %1, 0, !dbg !252
  %.27 = and i1 %.22, %.26, !dbg !252
  %.28 = trunc i64 %.21 to i32, !dbg !252
  %.29 = shl i32 %.28, 2, !dbg !252
  %.30 = bitcast float %t53 to i32, !dbg !252
  %.31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30), !dbg !252
  %.32 = bitcast i32 %.31 to float, !dbg !252
  %t55 = select i1 %.27, float %.32, float %t53, !dbg !252
  %.46 = zext i1 %t54 to i32, !dbg !252
  %.47 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.46), !dbg !252
  %2 = and i32 %.47, 1, !dbg !252
  %.48 = icmp ne i32 %2, 0, !dbg !252
  %t56 = select i1 %.27, i1 %.48, i1 %t54, !dbg !252
  %t57 = icmp slt i32 %.2, 16, !dbg !252
  %t58 = and i1 %t57, %t56, !dbg !252
  %t59 = select i1 %t54, float %t53, float -0.000000e+00, !dbg !252
  %spec.select3 = fadd float %t59, %t55, !dbg !252
  %t61 = select i1 %t58, float %spec.select3, float %t53, !dbg !252
  %t62 = select i1 %t58, i1 true, i1 %t54, !dbg !252
  %.53 = add nuw nsw i64 %.20, 8, !dbg !252
  %.54 = icmp ult i32 %.19, 56, !dbg !252
  %.56 = and i64 %.53, 63, !dbg !252
  %3 = shl nuw i64 1, %.56, !dbg !252
  %4 = and i64 %3, %.23, !dbg !252
  %.58 = icmp ne i64 %4, 0, !dbg !252
  %.59 = and i1 %.54, %.58, !dbg !252
  %.60 = trunc i64 %.53 to i32, !dbg !252
  %.61 = shl i32 %.60, 2, !dbg !252
  %.62 = bitcast float %t61 to i32, !dbg !252
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.62), !dbg !252
  %.64 = bitcast i32 %.63 to float, !dbg !252
  %t63 = select i1 %.59, float %.64, float %t61, !dbg !252
  %.78 = zext i1 %t62 to i32, !dbg !252
  %.79 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.78), !dbg !252
  %5 = and i32 %.79, 1, !dbg !252
  %.80 = icmp ne i32 %5, 0, !dbg !252
  %t64 = select i1 %.59, i1 %.80, i1 %t62, !dbg !252
  %t65 = icmp slt i32 %.2, 24, !dbg !252
  %t66 = and i1 %t65, %t64, !dbg !252
  %t67 = select i1 %t62, float %t61, float -0.000000e+00, !dbg !252
  %spec.select4 = fadd float %t63, %t67, !dbg !252
  %t69 = select i1 %t66, float %spec.select4, float %t61, !dbg !252
  %t70 = select i1 %t66, i1 true, i1 %t62, !dbg !252
  %.85 = add nuw nsw i64 %.20, 4, !dbg !252
  %.86 = icmp ult i32 %.19, 60, !dbg !252
  %.88 = and i64 %.85, 63, !dbg !252
  %6 = shl nuw i64 1, %.88, !dbg !252
  %7 = and i64 %6, %.23, !dbg !252
  %.90 = icmp ne i64 %7, 0, !dbg !252
  %.91 = and i1 %.86, %.90, !dbg !252
  %.92 = trunc i64 %.85 to i32, !dbg !252
  %.93 = shl i32 %.92, 2, !dbg !252
  %.94 = bitcast float %t69 to i32, !dbg !252
  %.95 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.94), !dbg !252
  %.96 = bitcast i32 %.95 to float, !dbg !252
  %t71 = select i1 %.91, float %.96, float %t69, !dbg !252
  %.110 = zext i1 %t70 to i32, !dbg !252
  %.111 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.110), !dbg !252
  %8 = and i32 %.111, 1, !dbg !252
  %.112 = icmp ne i32 %8, 0, !dbg !252
  %t72 = select i1 %.91, i1 %.112, i1 %t70, !dbg !252
  %t73 = icmp slt i32 %.2, 28, !dbg !252
  %t74 = and i1 %t73, %t72, !dbg !252
  %t75 = select i1 %t70, float %t69, float -0.000000e+00, !dbg !252
  %spec.select5 = fadd float %t71, %t75, !dbg !252
  %t77 = select i1 %t74, float %spec.select5, float %t69, !dbg !252
  %t78 = select i1 %t74, i1 true, i1 %t70, !dbg !252
  %.117 = add nuw nsw i64 %.20, 2, !dbg !252
  %.118 = icmp ult i32 %.19, 62, !dbg !252
  %.120 = and i64 %.117, 63, !dbg !252
  %9 = shl nuw i64 1, %.120, !dbg !252
  %10 = and i64 %9, %.23, !dbg !252
  %.122 = icmp ne i64 %10, 0, !dbg !252
  %.123 = and i1 %.118, %.122, !dbg !252
  %.124 = trunc i64 %.117 to i32, !dbg !252
  %.125 = shl i32 %.124, 2, !dbg !252
  %.126 = bitcast float %t77 to i32, !dbg !252
  %.127 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %.126), !dbg !252
  %.128 = bitcast i32 %.127 to float, !dbg !252
  %t79 = select i1 %.123, float %.128, float %t77, !dbg !252
  %.142 = zext i1 %t78 to i32, !dbg !252
  %.143 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %.142), !dbg !252
  %11 = and i32 %.143, 1, !dbg !252
  %.144 = icmp ne i32 %11, 0, !dbg !252
  %t80 = select i1 %.123, i1 %.144, i1 %t78, !dbg !252
  %t81 = icmp slt i32 %.2, 30, !dbg !252
  %t82 = and i1 %t81, %t80, !dbg !252
  %t83 = select i1 %t78, float %t77, float -0.000000e+00, !dbg !252
  %spec.select6 = fadd float %t79, %t83, !dbg !252
  %t85 = select i1 %t82, float %spec.select6, float %t77, !dbg !252
  %t86 = select i1 %t82, i1 true, i1 %t78, !dbg !252
  %.149 = add nuw nsw i64 %.20, 1, !dbg !252
  %.150 = icmp ult i32 %.19, 63, !dbg !252
  %.152 = and i64 %.149, 63, !dbg !252
  %12 = shl nuw i64 1, %.152, !dbg !252
  %13 = and i64 %12, %.23, !dbg !252
  %.154 = icmp ne i64 %13, 0, !dbg !252
  %.155 = and i1 %.150, %.154, !dbg !252
  %.156 = trunc i64 %.149 to i32, !dbg !252
  %.157 = shl i32 %.156, 2, !dbg !252
  %.158 = bitcast float %t85 to i32, !dbg !252
  %.159 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.158), !dbg !252
  %.160 = bitcast i32 %.159 to float, !dbg !252
  %t87 = select i1 %.155, float %.160, float %t85, !dbg !252
  %.174 = zext i1 %t86 to i32, !dbg !252
  %.175 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.174), !dbg !252
  %14 = and i32 %.175, 1, !dbg !252
  %.176 = icmp ne i32 %14, 0, !dbg !252
  %t88 = select i1 %.155, i1 %.176, i1 %t86, !dbg !252
  %t89 = icmp ne i32 %.2, 31, !dbg !252
  %t90 = and i1 %t89, %t88, !dbg !252
  %t91 = select i1 %t86, float %t85, float -0.000000e+00, !dbg !252
  %spec.select7 = fadd float %t87, %t91, !dbg !252
  %t93 = select i1 %t90, float %spec.select7, float %t85, !dbg !252
  %t94 = select i1 %t90, i1 true, i1 %t86, !dbg !252
  br label %b45, !dbg !252

b45:                                              ; preds = %b24, %b23
  %t95 = phi float [ %t93, %b24 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b24 ], [ %t54, %b23 ]
  %t97 = icmp eq i32 %.2, 0, !dbg !252
  %t101 = select i1 %t96, i1 true, i1 %.1, !dbg !252
  %or.cond = select i1 %t97, i1 %t101, i1 false, !dbg !252
  br i1 %or.cond, label %b51, label %b52, !dbg !252

b51:                                              ; preds = %b45
  %t98 = select i1 %.1, float %a3, float -0.000000e+00, !dbg !252
  %spec.select8 = fadd float %t98, %t95, !dbg !252
  %t100 = select i1 %t96, float %spec.select8, float %a3, !dbg !252
  store float %t100, ptr addrspace(1) %a2, align 4, !dbg !252
  br label %b52, !dbg !252

b52:                                              ; preds = %b51, %b45
  ret void, !dbg !252
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !254 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !255
  %t3 = sext i32 %.1 to i64, !dbg !255
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !255
  %t5 = sext i32 %.2 to i64, !dbg !255
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !255
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !255
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !255, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !255
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !255, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !255
  %.10 = add i32 %.5, -1, !dbg !255
  %.11 = add i32 %.10, %.9, !dbg !255
  %.12 = udiv i32 %.11, %.9, !dbg !255
  %t7 = sext i32 %.12 to i64, !dbg !255
  %t8 = shl nsw i64 %t5, 8, !dbg !255
  %t9 = add nsw i64 %t8, %t3, !dbg !255
  %t10 = shl nsw i64 %t7, 8, !dbg !255
  %t11 = icmp slt i64 %t9, %a0, !dbg !255
  br i1 %t11, label %b1, label %b2, !dbg !255

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !255
  %t13 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t12, !dbg !255
  %.13 = load double, ptr addrspace(1) %t13, align 8, !dbg !255, !amdgpu.noclobber !6
  br label %b2, !dbg !255

b2:                                               ; preds = %b1, %entry
  %t15 = phi double [ %.13, %b1 ], [ 0.000000e+00, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !255
  %t20 = mul i64 %t10, %a2, !dbg !255
  %t248 = icmp slt i64 %t17, %a0, !dbg !255
  br i1 %t248, label %b4.preheader, label %b5, !dbg !255

b4.preheader:                                     ; preds = %b2
  %t18 = mul i64 %t17, %a2, !dbg !255
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t18, !dbg !255
  br label %b4, !dbg !255

b4:                                               ; preds = %b4.preheader, %b4
  %t2311 = phi double [ %t26, %b4 ], [ %t15, %b4.preheader ]
  %t2210 = phi i64 [ %t27, %b4 ], [ %t17, %b4.preheader ]
  %t219 = phi ptr addrspace(1) [ %t28, %b4 ], [ %t19, %b4.preheader ]
  %.14 = load double, ptr addrspace(1) %t219, align 8, !dbg !255
  %t26 = fadd double %t2311, %.14, !dbg !256
  %t27 = add i64 %t2210, %t10, !dbg !255
  %t28 = getelementptr inbounds double, ptr addrspace(1) %t219, i64 %t20, !dbg !255
  %t24 = icmp slt i64 %t27, %a0, !dbg !255
  br i1 %t24, label %b4, label %b5, !dbg !255

b5:                                               ; preds = %b4, %b2
  %t23.lcssa = phi double [ %t15, %b2 ], [ %t26, %b4 ]
  %t29 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !255
  store double %t23.lcssa, ptr addrspace(3) %t29, align 8, !dbg !255
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !255
  %.15 = zext i1 %t11 to i8, !dbg !255
  store i8 %.15, ptr addrspace(3) %t30, align 1, !dbg !255
  fence syncscope("workgroup") release, !dbg !255
  tail call void @llvm.amdgcn.s.barrier(), !dbg !255
  fence syncscope("workgroup") acquire, !dbg !255
  %t31 = icmp slt i32 %.1, 128, !dbg !255
  br i1 %t31, label %b6, label %b11, !dbg !255

b6:                                               ; preds = %b5
  %t32 = add nsw i32 %.1, 128, !dbg !255
  %t33 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t32, !dbg !255
  %.16 = load double, ptr addrspace(3) %t33, align 8, !dbg !255
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t32, !dbg !255
  %.17 = load i8, ptr addrspace(3) %t35, align 1, !dbg !255
  %.18 = icmp ne i8 %.17, 0, !dbg !255
  %t37 = select i1 %t11, double %t23.lcssa, double -0.000000e+00, !dbg !255
  %spec.select = fadd double %t37, %.16, !dbg !255
  %t39 = select i1 %.18, double %spec.select, double %t23.lcssa, !dbg !255
  %t40 = select i1 %.18, i1 true, i1 %t11, !dbg !255
  store double %t39, ptr addrspace(3) %t29, align 8, !dbg !255
  %.19 = zext i1 %t40 to i8, !dbg !255
  store i8 %.19, ptr addrspace(3) %t30, align 1, !dbg !255
  br label %b11, !dbg !255

b11:                                              ; preds = %b6, %b5
  %t41 = phi double [ %t39, %b6 ], [ %t23.lcssa, %b5 ]
  %t42 = phi i1 [ %t40, %b6 ], [ %t11, %b5 ]
  fence syncscope("workgroup") release, !dbg !255
  tail call void @llvm.amdgcn.s.barrier(), !dbg !255
  fence syncscope("workgroup") acquire, !dbg !255
  %t43 = icmp slt i32 %.1, 64, !dbg !255
  br i1 %t43, label %b12, label %b17, !dbg !255

b12:                                              ; preds = %b11
  %t44 = add nsw i32 %.1, 64, !dbg !255
  %t45 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t44, !dbg !255
  %.20 = load double, ptr addrspace(3) %t45, align 8, !dbg !255
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t44, !dbg !255
  %.21 = load i8, ptr addrspace(3) %t47, align 1, !dbg !255
  %.22 = icmp ne i8 %.21, 0, !dbg !255
  %t49 = select i1 %t42, double %t41, double -0.000000e+00, !dbg !255
  %spec.select1 = fadd double %t49, %.20, !dbg !255
  %t51 = select i1 %.22, double %spec.select1, double %t41, !dbg !255
  %t52 = select i1 %.22, i1 true, i1 %t42, !dbg !255
  store double %t51, ptr addrspace(3) %t29, align 8, !dbg !255
  %.23 = zext i1 %t52 to i8, !dbg !255
  store i8 %.23, ptr addrspace(3) %t30, align 1, !dbg !255
  br label %b17, !dbg !255

b17:                                              ; preds = %b12, %b11
  %t53 = phi double [ %t51, %b12 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b12 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release, !dbg !255
  tail call void @llvm.amdgcn.s.barrier(), !dbg !255
  fence syncscope("workgroup") acquire, !dbg !255
  %t55 = icmp slt i32 %.1, 32, !dbg !255
  br i1 %t55, label %b18, label %b23, !dbg !255

b18:                                              ; preds = %b17
  %t56 = add nsw i32 %.1, 32, !dbg !255
  %t57 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t56, !dbg !255
  %.24 = load double, ptr addrspace(3) %t57, align 8, !dbg !255
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t56, !dbg !255
  %.25 = load i8, ptr addrspace(3) %t59, align 1, !dbg !255
  %.26 = icmp ne i8 %.25, 0, !dbg !255
  %t61 = select i1 %t54, double %t53, double -0.000000e+00, !dbg !255
  %spec.select2 = fadd double %t61, %.24, !dbg !255
  %t63 = select i1 %.26, double %spec.select2, double %t53, !dbg !255
  %t64 = select i1 %.26, i1 true, i1 %t54, !dbg !255
  br label %b23, !dbg !255

b23:                                              ; preds = %b18, %b17
  %t65 = phi double [ %t63, %b18 ], [ %t53, %b17 ]
  %t66 = phi i1 [ %t64, %b18 ], [ %t54, %b17 ]
  br i1 %t55, label %b24, label %b45, !dbg !255

b24:                                              ; preds = %b23
  %.28 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !255
  %.29 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.28), !dbg !255
  %.30 = zext i32 %.29 to i64, !dbg !255
  %.31 = add nuw nsw i64 %.30, 16, !dbg !255
  %.32 = icmp ult i32 %.29, 48, !dbg !255
  %.33 = tail call i64 @llvm.read_register.i64(metadata !27) #13, !dbg !255
  %.34 = and i64 %.31, 63, !dbg !255
  %0 = shl nuw i64 1, %.34, !dbg !255
  %1 = and i64 %0, %.33, !dbg !255
  %.36 = icmp ne i64 %1, 0, !dbg !255
  %.37 = and i1 %.32, %.36, !dbg !255
  %.38 = trunc i64 %.31 to i32, !dbg !255
  %.39 = shl i32 %.38, 2, !dbg !255
  %.40 = bitcast double %t65 to i64, !dbg !255
  %.41 = trunc i64 %.40 to i32, !dbg !255
  %.42 = lshr i64 %.40, 32, !dbg !255
  %.43 = trunc i64 %.42 to i32, !dbg !255
  %.44 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.41), !dbg !255
  %.45 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.43), !dbg !255
  %.46 = zext i32 %.44 to i64, !dbg !255
  %.47 = zext i32 %.45 to i64, !dbg !255
  %.48 = shl nuw i64 %.47, 32, !dbg !255
  %.49 = or i64 %.48, %.46, !dbg !255
  %.50 = bitcast i64 %.49 to double, !dbg !255
  %t67 = select i1 %.37, double %.50, double %t65, !dbg !255
  %.64 = zext i1 %t66 to i32, !dbg !255
  %.65 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.64), !dbg !255
  %2 = and i32 %.65, 1, !dbg !255
  %.66 = icmp ne i32 %2, 0, !dbg !255
  %t68 = select i1 %.37, i1 %.66, i1 %t66, !dbg !255
  %t69 = icmp slt i32 %.1, 16, !dbg !255
  %t70 = and i1 %t69, %t68, !dbg !255
  %t71 = select i1 %t66, double %t65, double -0.000000e+00, !dbg !255
  %spec.select3 = fadd double %t71, %t67, !dbg !255
  %t73 = select i1 %t70, double %spec.select3, double %t65, !dbg !255
  %t74 = select i1 %t70, i1 true, i1 %t66, !dbg !255
  %.71 = add nuw nsw i64 %.30, 8, !dbg !255
  %.72 = icmp ult i32 %.29, 56, !dbg !255
  %.74 = and i64 %.71, 63, !dbg !255
  %3 = shl nuw i64 1, %.74, !dbg !255
  %4 = and i64 %3, %.33, !dbg !255
  %.76 = icmp ne i64 %4, 0, !dbg !255
  %.77 = and i1 %.72, %.76, !dbg !255
  %.78 = trunc i64 %.71 to i32, !dbg !255
  %.79 = shl i32 %.78, 2, !dbg !255
  %.80 = bitcast double %t73 to i64, !dbg !255
  %.81 = trunc i64 %.80 to i32, !dbg !255
  %.82 = lshr i64 %.80, 32, !dbg !255
  %.83 = trunc i64 %.82 to i32, !dbg !255
  %.84 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.81), !dbg !255
  %.85 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.83), !dbg !255
  %.86 = zext i32 %.84 to i64, !dbg !255
  %.87 = zext i32 %.85 to i64, !dbg !255
  %.88 = shl nuw i64 %.87, 32, !dbg !255
  %.89 = or i64 %.88, %.86, !dbg !255
  %.90 = bitcast i64 %.89 to double, !dbg !255
  %t75 = select i1 %.77, double %.90, double %t73, !dbg !255
  %.104 = zext i1 %t74 to i32, !dbg !255
  %.105 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.104), !dbg !255
  %5 = and i32 %.105, 1, !dbg !255
  %.106 = icmp ne i32 %5, 0, !dbg !255
  %t76 = select i1 %.77, i1 %.106, i1 %t74, !dbg !255
  %t77 = icmp slt i32 %.1, 24, !dbg !255
  %t78 = and i1 %t77, %t76, !dbg !255
  %t79 = select i1 %t74, double %t73, double -0.000000e+00, !dbg !255
  %spec.select4 = fadd double %t75, %t79, !dbg !255
  %t81 = select i1 %t78, double %spec.select4, double %t73, !dbg !255
  %t82 = select i1 %t78, i1 true, i1 %t74, !dbg !255
  %.111 = add nuw nsw i64 %.30, 4, !dbg !255
  %.112 = icmp ult i32 %.29, 60, !dbg !255
  %.114 = and i64 %.111, 63, !dbg !255
  %6 = shl nuw i64 1, %.114, !dbg !255
  %7 = and i64 %6, %.33, !dbg !255
  %.116 = icmp ne i64 %7, 0, !dbg !255
  %.117 = and i1 %.112, %.116, !dbg !255
  %.118 = trunc i64 %.111 to i32, !dbg !255
  %.119 = shl i32 %.118, 2, !dbg !255
  %.120 = bitcast double %t81 to i64, !dbg !255
  %.121 = trunc i64 %.120 to i32, !dbg !255
  %.122 = lshr i64 %.120, 32, !dbg !255
  %.123 = trunc i64 %.122 to i32, !dbg !255
  %.124 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.119, i32 %.121), !dbg !255
  %.125 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.119, i32 %.123), !dbg !255
  %.126 = zext i32 %.124 to i64, !dbg !255
  %.127 = zext i32 %.125 to i64, !dbg !255
  %.128 = shl nuw i64 %.127, 32, !dbg !255
  %.129 = or i64 %.128, %.126, !dbg !255
  %.130 = bitcast i64 %.129 to double, !dbg !255
  %t83 = select i1 %.117, double %.130, double %t81, !dbg !255
  %.144 = zext i1 %t82 to i32, !dbg !255
  %.145 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.119, i32 %.144), !dbg !255
  %8 = and i32 %.145, 1, !dbg !255
  %.146 = icmp ne i32 %8, 0, !dbg !255
  %t84 = select i1 %.117, i1 %.146, i1 %t82, !dbg !255
  %t85 = icmp slt i32 %.1, 28, !dbg !255
  %t86 = and i1 %t85, %t84, !dbg !255
  %t87 = select i1 %t82, double %t81, double -0.000000e+00, !dbg !255
  %spec.select5 = fadd double %t83, %t87, !dbg !255
  %t89 = select i1 %t86, double %spec.select5, double %t81, !dbg !255
  %t90 = select i1 %t86, i1 true, i1 %t82, !dbg !255
  %.151 = add nuw nsw i64 %.30, 2, !dbg !255
  %.152 = icmp ult i32 %.29, 62, !dbg !255
  %.154 = and i64 %.151, 63, !dbg !255
  %9 = shl nuw i64 1, %.154, !dbg !255
  %10 = and i64 %9, %.33, !dbg !255
  %.156 = icmp ne i64 %10, 0, !dbg !255
  %.157 = and i1 %.152, %.156, !dbg !255
  %.158 = trunc i64 %.151 to i32, !dbg !255
  %.159 = shl i32 %.158, 2, !dbg !255
  %.160 = bitcast double %t89 to i64, !dbg !255
  %.161 = trunc i64 %.160 to i32, !dbg !255
  %.162 = lshr i64 %.160, 32, !dbg !255
  %.163 = trunc i64 %.162 to i32, !dbg !255
  %.164 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.161), !dbg !255
  %.165 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.163), !dbg !255
  %.166 = zext i32 %.164 to i64, !dbg !255
  %.167 = zext i32 %.165 to i64, !dbg !255
  %.168 = shl nuw i64 %.167, 32, !dbg !255
  %.169 = or i64 %.168, %.166, !dbg !255
  %.170 = bitcast i64 %.169 to double, !dbg !255
  %t91 = select i1 %.157, double %.170, double %t89, !dbg !255
  %.184 = zext i1 %t90 to i32, !dbg !255
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.184), !dbg !255
  %11 = and i32 %.185, 1, !dbg !255
  %.186 = icmp ne i32 %11, 0, !dbg !255
  %t92 = select i1 %.157, i1 %.186, i1 %t90, !dbg !255
  %t93 = icmp slt i32 %.1, 30, !dbg !255
  %t94 = and i1 %t93, %t92, !dbg !255
  %t95 = select i1 %t90, double %t89, double -0.000000e+00, !dbg !255
  %spec.select6 = fadd double %t91, %t95, !dbg !255
  %t97 = select i1 %t94, double %spec.select6, double %t89, !dbg !255
  %t98 = select i1 %t94, i1 true, i1 %t90, !dbg !255
  %.191 = add nuw nsw i64 %.30, 1, !dbg !255
  %.192 = icmp ult i32 %.29, 63, !dbg !255
  %.194 = and i64 %.191, 63, !dbg !255
  %12 = shl nuw i64 1, %.194, !dbg !255
  %13 = and i64 %12, %.33, !dbg !255
  %.196 = icmp ne i64 %13, 0, !dbg !255
  %.197 = and i1 %.192, %.196, !dbg !255
  %.198 = trunc i64 %.191 to i32, !dbg !255
  %.199 = shl i32 %.198, 2, !dbg !255
  %.200 = bitcast double %t97 to i64, !dbg !255
  %.201 = trunc i64 %.200 to i32, !dbg !255
  %.202 = lshr i64 %.200, 32, !dbg !255
  %.203 = trunc i64 %.202 to i32, !dbg !255
  %.204 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %.201), !dbg !255
  %.205 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %.203), !dbg !255
  %.206 = zext i32 %.204 to i64, !dbg !255
  %.207 = zext i32 %.205 to i64, !dbg !255
  %.208 = shl nuw i64 %.207, 32, !dbg !255
  %.209 = or i64 %.208, %.206, !dbg !255
  %.210 = bitcast i64 %.209 to double, !dbg !255
  %t99 = select i1 %.197, double %.210, double %t97, !dbg !255
  %.224 = zext i1 %t98 to i32, !dbg !255
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %.224), !dbg !255
  %14 = and i32 %.225, 1, !dbg !255
  %.226 = icmp ne i32 %14, 0, !dbg !255
  %t100 = select i1 %.197, i1 %.226, i1 %t98, !dbg !255
  %t101 = icmp ne i32 %.1, 31, !dbg !255
  %t102 = and i1 %t101, %t100, !dbg !255
  %t103 = select i1 %t98, double %t97, double -0.000000e+00, !dbg !255
  %spec.select7 = fadd double %t99, %t103, !dbg !255
  %t105 = select i1 %t102, double %spec.select7, double %t97, !dbg !255
  %t106 = select i1 %t102, i1 true, i1 %t98, !dbg !255
  br label %b45, !dbg !255

b45:                                              ; preds = %b24, %b23
  %t107 = phi double [ %t105, %b24 ], [ %t65, %b23 ]
  %t108 = phi i1 [ %t106, %b24 ], [ %t66, %b23 ]
  %t109 = icmp eq i32 %.1, 0, !dbg !255
  %t110 = and i1 %t109, %t108, !dbg !255
  br i1 %t110, label %b46, label %b47, !dbg !255

b46:                                              ; preds = %b45
  %t111 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t5, !dbg !255
  store double %t107, ptr addrspace(1) %t111, align 8, !dbg !255
  br label %b47, !dbg !255

b47:                                              ; preds = %b46, %b45
  ret void, !dbg !255
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, double %a3, i8 %a4) local_unnamed_addr #0 !dbg !257 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !258
  %t3 = sext i32 %.2 to i64, !dbg !258
  %t4 = icmp slt i64 %t3, %a0, !dbg !258
  br i1 %t4, label %b1, label %b2, !dbg !258

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t3, !dbg !258
  %.3 = load double, ptr addrspace(1) %t5, align 8, !dbg !258, !amdgpu.noclobber !6
  br label %b2, !dbg !258

b2:                                               ; preds = %b1, %entry
  %t7 = phi double [ %.3, %b1 ], [ 0.000000e+00, %entry ]
  %t109 = add nsw i64 %t3, 256, !dbg !258
  %t1210 = icmp slt i64 %t109, %a0, !dbg !258
  br i1 %t1210, label %b4, label %b5, !dbg !258

b4:                                               ; preds = %b2, %b4
  %t1012 = phi i64 [ %t10, %b4 ], [ %t109, %b2 ]
  %t1111 = phi double [ %t15, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t1012, !dbg !258
  %.4 = load double, ptr addrspace(1) %t13, align 8, !dbg !258, !amdgpu.noclobber !6
  %t15 = fadd double %t1111, %.4, !dbg !259
  %t10 = add i64 %t1012, 256, !dbg !258
  %t12 = icmp slt i64 %t10, %a0, !dbg !258
  br i1 %t12, label %b4, label %b5, !dbg !258

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi double [ %t7, %b2 ], [ %t15, %b4 ]
  %t17 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !258
  store double %t11.lcssa, ptr addrspace(3) %t17, align 8, !dbg !258
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !258
  %.5 = zext i1 %t4 to i8, !dbg !258
  store i8 %.5, ptr addrspace(3) %t18, align 1, !dbg !258
  fence syncscope("workgroup") release, !dbg !258
  tail call void @llvm.amdgcn.s.barrier(), !dbg !258
  fence syncscope("workgroup") acquire, !dbg !258
  %t19 = icmp slt i32 %.2, 128, !dbg !258
  br i1 %t19, label %b6, label %b11, !dbg !258

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128, !dbg !258
  %t21 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t20, !dbg !258
  %.6 = load double, ptr addrspace(3) %t21, align 8, !dbg !258
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t20, !dbg !258
  %.7 = load i8, ptr addrspace(3) %t23, align 1, !dbg !258
  %.8 = icmp ne i8 %.7, 0, !dbg !258
  %t25 = select i1 %t4, double %t11.lcssa, double -0.000000e+00, !dbg !258
  %spec.select = fadd double %t25, %.6, !dbg !258
  %t27 = select i1 %.8, double %spec.select, double %t11.lcssa, !dbg !258
  %t28 = select i1 %.8, i1 true, i1 %t4, !dbg !258
  store double %t27, ptr addrspace(3) %t17, align 8, !dbg !258
  %.9 = zext i1 %t28 to i8, !dbg !258
  store i8 %.9, ptr addrspace(3) %t18, align 1, !dbg !258
  br label %b11, !dbg !258

b11:                                              ; preds = %b6, %b5
  %t29 = phi double [ %t27, %b6 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b6 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !258
  tail call void @llvm.amdgcn.s.barrier(), !dbg !258
  fence syncscope("workgroup") acquire, !dbg !258
  %t31 = icmp slt i32 %.2, 64, !dbg !258
  br i1 %t31, label %b12, label %b17, !dbg !258

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64, !dbg !258
  %t33 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t32, !dbg !258
  %.10 = load double, ptr addrspace(3) %t33, align 8, !dbg !258
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t32, !dbg !258
  %.11 = load i8, ptr addrspace(3) %t35, align 1, !dbg !258
  %.12 = icmp ne i8 %.11, 0, !dbg !258
  %t37 = select i1 %t30, double %t29, double -0.000000e+00, !dbg !258
  %spec.select1 = fadd double %t37, %.10, !dbg !258
  %t39 = select i1 %.12, double %spec.select1, double %t29, !dbg !258
  %t40 = select i1 %.12, i1 true, i1 %t30, !dbg !258
  store double %t39, ptr addrspace(3) %t17, align 8, !dbg !258
  %.13 = zext i1 %t40 to i8, !dbg !258
  store i8 %.13, ptr addrspace(3) %t18, align 1, !dbg !258
  br label %b17, !dbg !258

b17:                                              ; preds = %b12, %b11
  %t41 = phi double [ %t39, %b12 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b12 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release, !dbg !258
  tail call void @llvm.amdgcn.s.barrier(), !dbg !258
  fence syncscope("workgroup") acquire, !dbg !258
  %t43 = icmp slt i32 %.2, 32, !dbg !258
  br i1 %t43, label %b18, label %b23, !dbg !258

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32, !dbg !258
  %t45 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t44, !dbg !258
  %.14 = load double, ptr addrspace(3) %t45, align 8, !dbg !258
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t44, !dbg !258
  %.15 = load i8, ptr addrspace(3) %t47, align 1, !dbg !258
  %.16 = icmp ne i8 %.15, 0, !dbg !258
  %t49 = select i1 %t42, double %t41, double -0.000000e+00, !dbg !258
  %spec.select2 = fadd double %t49, %.14, !dbg !258
  %t51 = select i1 %.16, double %spec.select2, double %t41, !dbg !258
  %t52 = select i1 %.16, i1 true, i1 %t42, !dbg !258
  br label %b23, !dbg !258

b23:                                              ; preds = %b18, %b17
  %t53 = phi double [ %t51, %b18 ], [ %t41, %b17 ]
  %t54 = phi i1 [ %t52, %b18 ], [ %t42, %b17 ]
  br i1 %t43, label %b24, label %b45, !dbg !258

b24:                                              ; preds = %b23
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !258
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !258
  %.20 = zext i32 %.19 to i64, !dbg !258
  %.21 = add nuw nsw i64 %.20, 16, !dbg !258
  %.22 = icmp ult i32 %.19, 48, !dbg !258
  %.23 = tail call i64 @llvm.read_register.i64(metadata !27) #13, !dbg !258
  %.24 = and i64 %.21, 63, !dbg !258
  %0 = shl nuw i64 1, %.24, !dbg !258
  %1 = and i64 %0, %.23, !dbg !258
  %.26 = icmp ne i64 %1, 0, !dbg !258
  %.27 = and i1 %.22, %.26, !dbg !258
  %.28 = trunc i64 %.21 to i32, !dbg !258
  %.29 = shl i32 %.28, 2, !dbg !258
  %.30 = bitcast double %t53 to i64, !dbg !258
  %.31 = trunc i64 %.30 to i32, !dbg !258
  %.32 = lshr i64 %.30, 32, !dbg !258
  %.33 = trunc i64 %.32 to i32, !dbg !258
  %.34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.31), !dbg !258
  %.35 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.33), !dbg !258
  %.36 = zext i32 %.34 to i64, !dbg !258
  %.37 = zext i32 %.35 to i64, !dbg !258
  %.38 = shl nuw i64 %.37, 32, !dbg !258
  %.39 = or i64 %.38, %.36, !dbg !258
  %.40 = bitcast i64 %.39 to double, !dbg !258
  %t55 = select i1 %.27, double %.40, double %t53, !dbg !258
  %.54 = zext i1 %t54 to i32, !dbg !258
  %.55 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.54), !dbg !258
  %2 = and i32 %.55, 1, !dbg !258
  %.56 = icmp ne i32 %2, 0, !dbg !258
  %t56 = select i1 %.27, i1 %.56, i1 %t54, !dbg !258
  %t57 = icmp slt i32 %.2, 16, !dbg !258
  %t58 = and i1 %t57, %t56, !dbg !258
  %t59 = select i1 %t54, double %t53, double -0.000000e+00, !dbg !258
  %spec.select3 = fadd double %t59, %t55, !dbg !258
  %t61 = select i1 %t58, double %spec.select3, double %t53, !dbg !258
  %t62 = select i1 %t58, i1 true, i1 %t54, !dbg !258
  %.61 = add nuw nsw i64 %.20, 8, !dbg !258
  %.62 = icmp ult i32 %.19, 56, !dbg !258
  %.64 = and i64 %.61, 63, !dbg !258
  %3 = shl nuw i64 1, %.64, !dbg !258
  %4 = and i64 %3, %.23, !dbg !258
  %.66 = icmp ne i64 %4, 0, !dbg !258
  %.67 = and i1 %.62, %.66, !dbg !258
  %.68 = trunc i64 %.61 to i32, !dbg !258
  %.69 = shl i32 %.68, 2, !dbg !258
  %.70 = bitcast double %t61 to i64, !dbg !258
  %.71 = trunc i64 %.70 to i32, !dbg !258
  %.72 = lshr i64 %.70, 32, !dbg !258
  %.73 = trunc i64 %.72 to i32, !dbg !258
  %.74 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.71), !dbg !258
  %.75 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.73), !dbg !258
  %.76 = zext i32 %.74 to i64, !dbg !258
  %.77 = zext i32 %.75 to i64, !dbg !258
  %.78 = shl nuw i64 %.77, 32, !dbg !258
  %.79 = or i64 %.78, %.76, !dbg !258
  %.80 = bitcast i64 %.79 to double, !dbg !258
  %t63 = select i1 %.67, double %.80, double %t61, !dbg !258
  %.94 = zext i1 %t62 to i32, !dbg !258
  %.95 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.94), !dbg !258
  %5 = and i32 %.95, 1, !dbg !258
  %.96 = icmp ne i32 %5, 0, !dbg !258
  %t64 = select i1 %.67, i1 %.96, i1 %t62, !dbg !258
  %t65 = icmp slt i32 %.2, 24, !dbg !258
  %t66 = and i1 %t65, %t64, !dbg !258
  %t67 = select i1 %t62, double %t61, double -0.000000e+00, !dbg !258
  %spec.select4 = fadd double %t63, %t67, !dbg !258
  %t69 = select i1 %t66, double %spec.select4, double %t61, !dbg !258
  %t70 = select i1 %t66, i1 true, i1 %t62, !dbg !258
  %.101 = add nuw nsw i64 %.20, 4, !dbg !258
  %.102 = icmp ult i32 %.19, 60, !dbg !258
  %.104 = and i64 %.101, 63, !dbg !258
  %6 = shl nuw i64 1, %.104, !dbg !258
  %7 = and i64 %6, %.23, !dbg !258
  %.106 = icmp ne i64 %7, 0, !dbg !258
  %.107 = and i1 %.102, %.106, !dbg !258
  %.108 = trunc i64 %.101 to i32, !dbg !258
  %.109 = shl i32 %.108, 2, !dbg !258
  %.110 = bitcast double %t69 to i64, !dbg !258
  %.111 = trunc i64 %.110 to i32, !dbg !258
  %.112 = lshr i64 %.110, 32, !dbg !258
  %.113 = trunc i64 %.112 to i32, !dbg !258
  %.114 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.111), !dbg !258
  %.115 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.113), !dbg !258
  %.116 = zext i32 %.114 to i64, !dbg !258
  %.117 = zext i32 %.115 to i64, !dbg !258
  %.118 = shl nuw i64 %.117, 32, !dbg !258
  %.119 = or i64 %.118, %.116, !dbg !258
  %.120 = bitcast i64 %.119 to double, !dbg !258
  %t71 = select i1 %.107, double %.120, double %t69, !dbg !258
  %.134 = zext i1 %t70 to i32, !dbg !258
  %.135 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.134), !dbg !258
  %8 = and i32 %.135, 1, !dbg !258
  %.136 = icmp ne i32 %8, 0, !dbg !258
  %t72 = select i1 %.107, i1 %.136, i1 %t70, !dbg !258
  %t73 = icmp slt i32 %.2, 28, !dbg !258
  %t74 = and i1 %t73, %t72, !dbg !258
  %t75 = select i1 %t70, double %t69, double -0.000000e+00, !dbg !258
  %spec.select5 = fadd double %t71, %t75, !dbg !258
  %t77 = select i1 %t74, double %spec.select5, double %t69, !dbg !258
  %t78 = select i1 %t74, i1 true, i1 %t70, !dbg !258
  %.141 = add nuw nsw i64 %.20, 2, !dbg !258
  %.142 = icmp ult i32 %.19, 62, !dbg !258
  %.144 = and i64 %.141, 63, !dbg !258
  %9 = shl nuw i64 1, %.144, !dbg !258
  %10 = and i64 %9, %.23, !dbg !258
  %.146 = icmp ne i64 %10, 0, !dbg !258
  %.147 = and i1 %.142, %.146, !dbg !258
  %.148 = trunc i64 %.141 to i32, !dbg !258
  %.149 = shl i32 %.148, 2, !dbg !258
  %.150 = bitcast double %t77 to i64, !dbg !258
  %.151 = trunc i64 %.150 to i32, !dbg !258
  %.152 = lshr i64 %.150, 32, !dbg !258
  %.153 = trunc i64 %.152 to i32, !dbg !258
  %.154 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.149, i32 %.151), !dbg !258
  %.155 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.149, i32 %.153), !dbg !258
  %.156 = zext i32 %.154 to i64, !dbg !258
  %.157 = zext i32 %.155 to i64, !dbg !258
  %.158 = shl nuw i64 %.157, 32, !dbg !258
  %.159 = or i64 %.158, %.156, !dbg !258
  %.160 = bitcast i64 %.159 to double, !dbg !258
  %t79 = select i1 %.147, double %.160, double %t77, !dbg !258
  %.174 = zext i1 %t78 to i32, !dbg !258
  %.175 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.149, i32 %.174), !dbg !258
  %11 = and i32 %.175, 1, !dbg !258
  %.176 = icmp ne i32 %11, 0, !dbg !258
  %t80 = select i1 %.147, i1 %.176, i1 %t78, !dbg !258
  %t81 = icmp slt i32 %.2, 30, !dbg !258
  %t82 = and i1 %t81, %t80, !dbg !258
  %t83 = select i1 %t78, double %t77, double -0.000000e+00, !dbg !258
  %spec.select6 = fadd double %t79, %t83, !dbg !258
  %t85 = select i1 %t82, double %spec.select6, double %t77, !dbg !258
  %t86 = select i1 %t82, i1 true, i1 %t78, !dbg !258
  %.181 = add nuw nsw i64 %.20, 1, !dbg !258
  %.182 = icmp ult i32 %.19, 63, !dbg !258
  %.184 = and i64 %.181, 63, !dbg !258
  %12 = shl nuw i64 1, %.184, !dbg !258
  %13 = and i64 %12, %.23, !dbg !258
  %.186 = icmp ne i64 %13, 0, !dbg !258
  %.187 = and i1 %.182, %.186, !dbg !258
  %.188 = trunc i64 %.181 to i32, !dbg !258
  %.189 = shl i32 %.188, 2, !dbg !258
  %.190 = bitcast double %t85 to i64, !dbg !258
  %.191 = trunc i64 %.190 to i32, !dbg !258
  %.192 = lshr i64 %.190, 32, !dbg !258
  %.193 = trunc i64 %.192 to i32, !dbg !258
  %.194 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.191), !dbg !258
  %.195 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.193), !dbg !258
  %.196 = zext i32 %.194 to i64, !dbg !258
  %.197 = zext i32 %.195 to i64, !dbg !258
  %.198 = shl nuw i64 %.197, 32, !dbg !258
  %.199 = or i64 %.198, %.196, !dbg !258
  %.200 = bitcast i64 %.199 to double, !dbg !258
  %t87 = select i1 %.187, double %.200, double %t85, !dbg !258
  %.214 = zext i1 %t86 to i32, !dbg !258
  %.215 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.214), !dbg !258
  %14 = and i32 %.215, 1, !dbg !258
  %.216 = icmp ne i32 %14, 0, !dbg !258
  %t88 = select i1 %.187, i1 %.216, i1 %t86, !dbg !258
  %t89 = icmp ne i32 %.2, 31, !dbg !258
  %t90 = and i1 %t89, %t88, !dbg !258
  %t91 = select i1 %t86, double %t85, double -0.000000e+00, !dbg !258
  %spec.select7 = fadd double %t87, %t91, !dbg !258
  %t93 = select i1 %t90, double %spec.select7, double %t85, !dbg !258
  %t94 = select i1 %t90, i1 true, i1 %t86, !dbg !258
  br label %b45, !dbg !258

b45:                                              ; preds = %b24, %b23
  %t95 = phi double [ %t93, %b24 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b24 ], [ %t54, %b23 ]
  %t97 = icmp eq i32 %.2, 0, !dbg !258
  %t101 = select i1 %t96, i1 true, i1 %.1, !dbg !258
  %or.cond = select i1 %t97, i1 %t101, i1 false, !dbg !258
  br i1 %or.cond, label %b51, label %b52, !dbg !258

b51:                                              ; preds = %b45
  %t98 = select i1 %.1, double %a3, double -0.000000e+00, !dbg !258
  %spec.select8 = fadd double %t98, %t95, !dbg !258
  %t100 = select i1 %t96, double %spec.select8, double %a3, !dbg !258
  store double %t100, ptr addrspace(1) %a2, align 8, !dbg !258
  br label %b52, !dbg !258

b52:                                              ; preds = %b51, %b45
  ret void, !dbg !258
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !260 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !261
  %t3 = sext i32 %.1 to i64, !dbg !261
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !261
  %t5 = sext i32 %.2 to i64, !dbg !261
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !261
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !261
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !261, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !261
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !261, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !261
  %.10 = add i32 %.5, -1, !dbg !261
  %.11 = add i32 %.10, %.9, !dbg !261
  %.12 = udiv i32 %.11, %.9, !dbg !261
  %t7 = sext i32 %.12 to i64, !dbg !261
  %t8 = shl nsw i64 %t5, 8, !dbg !261
  %t9 = add nsw i64 %t8, %t3, !dbg !261
  %t10 = shl nsw i64 %t7, 8, !dbg !261
  %t11 = icmp slt i64 %t9, %a0, !dbg !261
  br i1 %t11, label %b1, label %b2, !dbg !261

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !261
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t12, !dbg !261
  %.13 = load i64, ptr addrspace(1) %t13, align 8, !dbg !261, !amdgpu.noclobber !6
  br label %b2, !dbg !261

b2:                                               ; preds = %b1, %entry
  %t15 = phi i64 [ %.13, %b1 ], [ 0, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !261
  %t20 = mul i64 %t10, %a2, !dbg !261
  %t248 = icmp slt i64 %t17, %a0, !dbg !261
  br i1 %t248, label %b4.preheader, label %b5, !dbg !261

b4.preheader:                                     ; preds = %b2
  %t18 = mul i64 %t17, %a2, !dbg !261
  %t19 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t18, !dbg !261
  br label %b4, !dbg !261

b4:                                               ; preds = %b4.preheader, %b4
  %t2311 = phi i64 [ %t26, %b4 ], [ %t15, %b4.preheader ]
  %t2210 = phi i64 [ %t27, %b4 ], [ %t17, %b4.preheader ]
  %t219 = phi ptr addrspace(1) [ %t28, %b4 ], [ %t19, %b4.preheader ]
  %.14 = load i64, ptr addrspace(1) %t219, align 8, !dbg !261
  %t26 = tail call i64 @llvm.smax.i64(i64 %t2311, i64 %.14), !dbg !262
  %t27 = add i64 %t2210, %t10, !dbg !261
  %t28 = getelementptr inbounds i64, ptr addrspace(1) %t219, i64 %t20, !dbg !261
  %t24 = icmp slt i64 %t27, %a0, !dbg !261
  br i1 %t24, label %b4, label %b5, !dbg !261

b5:                                               ; preds = %b4, %b2
  %t23.lcssa = phi i64 [ %t15, %b2 ], [ %t26, %b4 ]
  %t29 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !261
  store i64 %t23.lcssa, ptr addrspace(3) %t29, align 8, !dbg !261
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !261
  %.15 = zext i1 %t11 to i8, !dbg !261
  store i8 %.15, ptr addrspace(3) %t30, align 1, !dbg !261
  fence syncscope("workgroup") release, !dbg !261
  tail call void @llvm.amdgcn.s.barrier(), !dbg !261
  fence syncscope("workgroup") acquire, !dbg !261
  %t31 = icmp slt i32 %.1, 128, !dbg !261
  br i1 %t31, label %b6, label %b11, !dbg !261

b6:                                               ; preds = %b5
  %t32 = add nsw i32 %.1, 128, !dbg !261
  %t33 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.0, i32 %t32, !dbg !261
  %.16 = load i64, ptr addrspace(3) %t33, align 8, !dbg !261
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.1, i32 %t32, !dbg !261
  %.17 = load i8, ptr addrspace(3) %t35, align 1, !dbg !261
  %.18 = icmp ne i8 %.17, 0, !dbg !261
  %t37 = tail call i64 @llvm.smax.i64(i64 %t23.lcssa, i64 %.16), !dbg !261
  %spec.select = select i1 %t11, i64 %t37, i64 %.16, !dbg !261
  %t39 = select i1 %.18, i64 %spec.select, i64 %t23.lcssa, !dbg !261
  %t40 = select i1 %.18, i1 true, i1 %t11, !dbg !261
  store i64 %t39, ptr addrspace(3) %t29, align 8, !dbg !261
  %.19 = zext i1 %t40 to i8, !dbg !261
  store i8 %.19, ptr addrspace(3) %t30, align 1, !dbg !261
  br label %b11, !dbg !261

b11:                                              ; preds = %b6, %b5
  %t41 = phi i64 [ %t39, %b6 ], [ %t23.lcssa, %b5 ]
  %t42 = phi i1 [ %t40, %b6 ], [ %t11, %b5 ]
  fence syncscope("workgroup") release, !dbg !261
  tail call void @llvm.amdgcn.s.barrier(), !dbg !261
  fence syncscope("workgroup") acquire, !dbg !261
  %t43 = icmp slt i32 %.1, 64, !dbg !261
  br i1 %t43, label %b12, label %b17, !dbg !261

b12:                                              ; preds = %b11
  %t44 = add nsw i32 %.1, 64, !dbg !261
  %t45 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.0, i32 %t44, !dbg !261
  %.20 = load i64, ptr addrspace(3) %t45, align 8, !dbg !261
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.1, i32 %t44, !dbg !261
  %.21 = load i8, ptr addrspace(3) %t47, align 1, !dbg !261
  %.22 = icmp ne i8 %.21, 0, !dbg !261
  %t49 = tail call i64 @llvm.smax.i64(i64 %t41, i64 %.20), !dbg !261
  %spec.select1 = select i1 %t42, i64 %t49, i64 %.20, !dbg !261
  %t51 = select i1 %.22, i64 %spec.select1, i64 %t41, !dbg !261
  %t52 = select i1 %.22, i1 true, i1 %t42, !dbg !261
  store i64 %t51, ptr addrspace(3) %t29, align 8, !dbg !261
  %.23 = zext i1 %t52 to i8, !dbg !261
  store i8 %.23, ptr addrspace(3) %t30, align 1, !dbg !261
  br label %b17, !dbg !261

b17:                                              ; preds = %b12, %b11
  %t53 = phi i64 [ %t51, %b12 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b12 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release, !dbg !261
  tail call void @llvm.amdgcn.s.barrier(), !dbg !261
  fence syncscope("workgroup") acquire, !dbg !261
  %t55 = icmp slt i32 %.1, 32, !dbg !261
  br i1 %t55, label %b18, label %b23, !dbg !261

b18:                                              ; preds = %b17
  %t56 = add nsw i32 %.1, 32, !dbg !261
  %t57 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.0, i32 %t56, !dbg !261
  %.24 = load i64, ptr addrspace(3) %t57, align 8, !dbg !261
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.1, i32 %t56, !dbg !261
  %.25 = load i8, ptr addrspace(3) %t59, align 1, !dbg !261
  %.26 = icmp ne i8 %.25, 0, !dbg !261
  %t61 = tail call i64 @llvm.smax.i64(i64 %t53, i64 %.24), !dbg !261
  %spec.select2 = select i1 %t54, i64 %t61, i64 %.24, !dbg !261
  %t63 = select i1 %.26, i64 %spec.select2, i64 %t53, !dbg !261
  %t64 = select i1 %.26, i1 true, i1 %t54, !dbg !261
  br label %b23, !dbg !261

b23:                                              ; preds = %b18, %b17
  %t65 = phi i64 [ %t63, %b18 ], [ %t53, %b17 ]
  %t66 = phi i1 [ %t64, %b18 ], [ %t54, %b17 ]
  br i1 %t55, label %b24, label %b45, !dbg !261

b24:                                              ; preds = %b23
  %.28 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !261
  %.29 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.28), !dbg !261
  %.30 = zext i32 %.29 to i64, !dbg !261
  %.31 = add nuw nsw i64 %.30, 16, !dbg !261
  %.32 = icmp ult i32 %.29, 48, !dbg !261
  %.33 = tail call i64 @llvm.read_register.i64(metadata !27) #13, !dbg !261
  %.34 = and i64 %.31, 63, !dbg !261
  %0 = shl nuw i64 1, %.34, !dbg !261
  %1 = and i64 %0, %.33, !dbg !261
  %.36 = icmp ne i64 %1, 0, !dbg !261
  %.37 = and i1 %.32, %.36, !dbg !261
  %.38 = trunc i64 %.31 to i32, !dbg !261
  %.39 = shl i32 %.38, 2, !dbg !261
  %.40 = trunc i64 %t65 to i32, !dbg !261
  %.41 = lshr i64 %t65, 32, !dbg !261
  %.42 = trunc i64 %.41 to i32, !dbg !261
  %.43 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.40), !dbg !261
  %.44 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.42), !dbg !261
  %.45 = zext i32 %.43 to i64, !dbg !261
  %.46 = zext i32 %.44 to i64, !dbg !261
  %.47 = shl nuw i64 %.46, 32, !dbg !261
  %.48 = or i64 %.47, %.45, !dbg !261
  %t67 = select i1 %.37, i64 %.48, i64 %t65, !dbg !261
  %.62 = zext i1 %t66 to i32, !dbg !261
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.62), !dbg !261
  %2 = and i32 %.63, 1, !dbg !261
  %.64 = icmp ne i32 %2, 0, !dbg !261
  %t68 = select i1 %.37, i1 %.64, i1 %t66, !dbg !261
  %t69 = icmp slt i32 %.1, 16, !dbg !261
  %t70 = and i1 %t69, %t68, !dbg !261
  %t71 = tail call i64 @llvm.smax.i64(i64 %t65, i64 %t67), !dbg !261
  %spec.select3 = select i1 %t66, i64 %t71, i64 %t67, !dbg !261
  %t73 = select i1 %t70, i64 %spec.select3, i64 %t65, !dbg !261
  %t74 = select i1 %t70, i1 true, i1 %t66, !dbg !261
  %.69 = add nuw nsw i64 %.30, 8, !dbg !261
  %.70 = icmp ult i32 %.29, 56, !dbg !261
  %.72 = and i64 %.69, 63, !dbg !261
  %3 = shl nuw i64 1, %.72, !dbg !261
  %4 = and i64 %3, %.33, !dbg !261
  %.74 = icmp ne i64 %4, 0, !dbg !261
  %.75 = and i1 %.70, %.74, !dbg !261
  %.76 = trunc i64 %.69 to i32, !dbg !261
  %.77 = shl i32 %.76, 2, !dbg !261
  %.78 = trunc i64 %t73 to i32, !dbg !261
  %.79 = lshr i64 %t73, 32, !dbg !261
  %.80 = trunc i64 %.79 to i32, !dbg !261
  %.81 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.78), !dbg !261
  %.82 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.80), !dbg !261
  %.83 = zext i32 %.81 to i64, !dbg !261
  %.84 = zext i32 %.82 to i64, !dbg !261
  %.85 = shl nuw i64 %.84, 32, !dbg !261
  %.86 = or i64 %.85, %.83, !dbg !261
  %t75 = select i1 %.75, i64 %.86, i64 %t73, !dbg !261
  %.100 = zext i1 %t74 to i32, !dbg !261
  %.101 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.100), !dbg !261
  %5 = and i32 %.101, 1, !dbg !261
  %.102 = icmp ne i32 %5, 0, !dbg !261
  %t76 = select i1 %.75, i1 %.102, i1 %t74, !dbg !261
  %t77 = icmp slt i32 %.1, 24, !dbg !261
  %t78 = and i1 %t77, %t76, !dbg !261
  %t79 = tail call i64 @llvm.smax.i64(i64 %t73, i64 %t75), !dbg !261
  %spec.select4 = select i1 %t74, i64 %t79, i64 %t75, !dbg !261
  %t81 = select i1 %t78, i64 %spec.select4, i64 %t73, !dbg !261
  %t82 = select i1 %t78, i1 true, i1 %t74, !dbg !261
  %.107 = add nuw nsw i64 %.30, 4, !dbg !261
  %.108 = icmp ult i32 %.29, 60, !dbg !261
  %.110 = and i64 %.107, 63, !dbg !261
  %6 = shl nuw i64 1, %.110, !dbg !261
  %7 = and i64 %6, %.33, !dbg !261
  %.112 = icmp ne i64 %7, 0, !dbg !261
  %.113 = and i1 %.108, %.112, !dbg !261
  %.114 = trunc i64 %.107 to i32, !dbg !261
  %.115 = shl i32 %.114, 2, !dbg !261
  %.116 = trunc i64 %t81 to i32, !dbg !261
  %.117 = lshr i64 %t81, 32, !dbg !261
  %.118 = trunc i64 %.117 to i32, !dbg !261
  %.119 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.116), !dbg !261
  %.120 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.118), !dbg !261
  %.121 = zext i32 %.119 to i64, !dbg !261
  %.122 = zext i32 %.120 to i64, !dbg !261
  %.123 = shl nuw i64 %.122, 32, !dbg !261
  %.124 = or i64 %.123, %.121, !dbg !261
  %t83 = select i1 %.113, i64 %.124, i64 %t81, !dbg !261
  %.138 = zext i1 %t82 to i32, !dbg !261
  %.139 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.138), !dbg !261
  %8 = and i32 %.139, 1, !dbg !261
  %.140 = icmp ne i32 %8, 0, !dbg !261
  %t84 = select i1 %.113, i1 %.140, i1 %t82, !dbg !261
  %t85 = icmp slt i32 %.1, 28, !dbg !261
  %t86 = and i1 %t85, %t84, !dbg !261
  %t87 = tail call i64 @llvm.smax.i64(i64 %t81, i64 %t83), !dbg !261
  %spec.select5 = select i1 %t82, i64 %t87, i64 %t83, !dbg !261
  %t89 = select i1 %t86, i64 %spec.select5, i64 %t81, !dbg !261
  %t90 = select i1 %t86, i1 true, i1 %t82, !dbg !261
  %.145 = add nuw nsw i64 %.30, 2, !dbg !261
  %.146 = icmp ult i32 %.29, 62, !dbg !261
  %.148 = and i64 %.145, 63, !dbg !261
  %9 = shl nuw i64 1, %.148, !dbg !261
  %10 = and i64 %9, %.33, !dbg !261
  %.150 = icmp ne i64 %10, 0, !dbg !261
  %.151 = and i1 %.146, %.150, !dbg !261
  %.152 = trunc i64 %.145 to i32, !dbg !261
  %.153 = shl i32 %.152, 2, !dbg !261
  %.154 = trunc i64 %t89 to i32, !dbg !261
  %.155 = lshr i64 %t89, 32, !dbg !261
  %.156 = trunc i64 %.155 to i32, !dbg !261
  %.157 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.154), !dbg !261
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.156), !dbg !261
  %.159 = zext i32 %.157 to i64, !dbg !261
  %.160 = zext i32 %.158 to i64, !dbg !261
  %.161 = shl nuw i64 %.160, 32, !dbg !261
  %.162 = or i64 %.161, %.159, !dbg !261
  %t91 = select i1 %.151, i64 %.162, i64 %t89, !dbg !261
  %.176 = zext i1 %t90 to i32, !dbg !261
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.176), !dbg !261
  %11 = and i32 %.177, 1, !dbg !261
  %.178 = icmp ne i32 %11, 0, !dbg !261
  %t92 = select i1 %.151, i1 %.178, i1 %t90, !dbg !261
  %t93 = icmp slt i32 %.1, 30, !dbg !261
  %t94 = and i1 %t93, %t92, !dbg !261
  %t95 = tail call i64 @llvm.smax.i64(i64 %t89, i64 %t91), !dbg !261
  %spec.select6 = select i1 %t90, i64 %t95, i64 %t91, !dbg !261
  %t97 = select i1 %t94, i64 %spec.select6, i64 %t89, !dbg !261
  %t98 = select i1 %t94, i1 true, i1 %t90, !dbg !261
  %.183 = add nuw nsw i64 %.30, 1, !dbg !261
  %.184 = icmp ult i32 %.29, 63, !dbg !261
  %.186 = and i64 %.183, 63, !dbg !261
  %12 = shl nuw i64 1, %.186, !dbg !261
  %13 = and i64 %12, %.33, !dbg !261
  %.188 = icmp ne i64 %13, 0, !dbg !261
  %.189 = and i1 %.184, %.188, !dbg !261
  %.190 = trunc i64 %.183 to i32, !dbg !261
  %.191 = shl i32 %.190, 2, !dbg !261
  %.192 = trunc i64 %t97 to i32, !dbg !261
  %.193 = lshr i64 %t97, 32, !dbg !261
  %.194 = trunc i64 %.193 to i32, !dbg !261
  %.195 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.192), !dbg !261
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.194), !dbg !261
  %.197 = zext i32 %.195 to i64, !dbg !261
  %.198 = zext i32 %.196 to i64, !dbg !261
  %.199 = shl nuw i64 %.198, 32, !dbg !261
  %.200 = or i64 %.199, %.197, !dbg !261
  %t99 = select i1 %.189, i64 %.200, i64 %t97, !dbg !261
  %.214 = zext i1 %t98 to i32, !dbg !261
  %.215 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.214), !dbg !261
  %14 = and i32 %.215, 1, !dbg !261
  %.216 = icmp ne i32 %14, 0, !dbg !261
  %t100 = select i1 %.189, i1 %.216, i1 %t98, !dbg !261
  %t101 = icmp ne i32 %.1, 31, !dbg !261
  %t102 = and i1 %t101, %t100, !dbg !261
  %t103 = tail call i64 @llvm.smax.i64(i64 %t97, i64 %t99), !dbg !261
  %spec.select7 = select i1 %t98, i64 %t103, i64 %t99, !dbg !261
  %t105 = select i1 %t102, i64 %spec.select7, i64 %t97, !dbg !261
  %t106 = select i1 %t102, i1 true, i1 %t98, !dbg !261
  br label %b45, !dbg !261

b45:                                              ; preds = %b24, %b23
  %t107 = phi i64 [ %t105, %b24 ], [ %t65, %b23 ]
  %t108 = phi i1 [ %t106, %b24 ], [ %t66, %b23 ]
  %t109 = icmp eq i32 %.1, 0, !dbg !261
  %t110 = and i1 %t109, %t108, !dbg !261
  br i1 %t110, label %b46, label %b47, !dbg !261

b46:                                              ; preds = %b45
  %t111 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t5, !dbg !261
  store i64 %t107, ptr addrspace(1) %t111, align 8, !dbg !261
  br label %b47, !dbg !261

b47:                                              ; preds = %b46, %b45
  ret void, !dbg !261
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i64 %a3, i8 %a4) local_unnamed_addr #0 !dbg !263 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !264
  %t3 = sext i32 %.2 to i64, !dbg !264
  %t4 = icmp slt i64 %t3, %a0, !dbg !264
  br i1 %t4, label %b1, label %b2, !dbg !264

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t3, !dbg !264
  %.3 = load i64, ptr addrspace(1) %t5, align 8, !dbg !264, !amdgpu.noclobber !6
  br label %b2, !dbg !264

b2:                                               ; preds = %b1, %entry
  %t7 = phi i64 [ %.3, %b1 ], [ 0, %entry ]
  %t109 = add nsw i64 %t3, 256, !dbg !264
  %t1210 = icmp slt i64 %t109, %a0, !dbg !264
  br i1 %t1210, label %b4, label %b5, !dbg !264

b4:                                               ; preds = %b2, %b4
  %t1012 = phi i64 [ %t10, %b4 ], [ %t109, %b2 ]
  %t1111 = phi i64 [ %t15, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t1012, !dbg !264
  %.4 = load i64, ptr addrspace(1) %t13, align 8, !dbg !264, !amdgpu.noclobber !6
  %t15 = tail call i64 @llvm.smax.i64(i64 %t1111, i64 %.4), !dbg !265
  %t10 = add i64 %t1012, 256, !dbg !264
  %t12 = icmp slt i64 %t10, %a0, !dbg !264
  br i1 %t12, label %b4, label %b5, !dbg !264

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi i64 [ %t7, %b2 ], [ %t15, %b4 ]
  %t17 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !264
  store i64 %t11.lcssa, ptr addrspace(3) %t17, align 8, !dbg !264
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !264
  %.5 = zext i1 %t4 to i8, !dbg !264
  store i8 %.5, ptr addrspace(3) %t18, align 1, !dbg !264
  fence syncscope("workgroup") release, !dbg !264
  tail call void @llvm.amdgcn.s.barrier(), !dbg !264
  fence syncscope("workgroup") acquire, !dbg !264
  %t19 = icmp slt i32 %.2, 128, !dbg !264
  br i1 %t19, label %b6, label %b11, !dbg !264

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128, !dbg !264
  %t21 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.0, i32 %t20, !dbg !264
  %.6 = load i64, ptr addrspace(3) %t21, align 8, !dbg !264
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.1, i32 %t20, !dbg !264
  %.7 = load i8, ptr addrspace(3) %t23, align 1, !dbg !264
  %.8 = icmp ne i8 %.7, 0, !dbg !264
  %t25 = tail call i64 @llvm.smax.i64(i64 %t11.lcssa, i64 %.6), !dbg !264
  %spec.select = select i1 %t4, i64 %t25, i64 %.6, !dbg !264
  %t27 = select i1 %.8, i64 %spec.select, i64 %t11.lcssa, !dbg !264
  %t28 = select i1 %.8, i1 true, i1 %t4, !dbg !264
  store i64 %t27, ptr addrspace(3) %t17, align 8, !dbg !264
  %.9 = zext i1 %t28 to i8, !dbg !264
  store i8 %.9, ptr addrspace(3) %t18, align 1, !dbg !264
  br label %b11, !dbg !264

b11:                                              ; preds = %b6, %b5
  %t29 = phi i64 [ %t27, %b6 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b6 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !264
  tail call void @llvm.amdgcn.s.barrier(), !dbg !264
  fence syncscope("workgroup") acquire, !dbg !264
  %t31 = icmp slt i32 %.2, 64, !dbg !264
  br i1 %t31, label %b12, label %b17, !dbg !264

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64, !dbg !264
  %t33 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.0, i32 %t32, !dbg !264
  %.10 = load i64, ptr addrspace(3) %t33, align 8, !dbg !264
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.1, i32 %t32, !dbg !264
  %.11 = load i8, ptr addrspace(3) %t35, align 1, !dbg !264
  %.12 = icmp ne i8 %.11, 0, !dbg !264
  %t37 = tail call i64 @llvm.smax.i64(i64 %t29, i64 %.10), !dbg !264
  %spec.select1 = select i1 %t30, i64 %t37, i64 %.10, !dbg !264
  %t39 = select i1 %.12, i64 %spec.select1, i64 %t29, !dbg !264
  %t40 = select i1 %.12, i1 true, i1 %t30, !dbg !264
  store i64 %t39, ptr addrspace(3) %t17, align 8, !dbg !264
  %.13 = zext i1 %t40 to i8, !dbg !264
  store i8 %.13, ptr addrspace(3) %t18, align 1, !dbg !264
  br label %b17, !dbg !264

b17:                                              ; preds = %b12, %b11
  %t41 = phi i64 [ %t39, %b12 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b12 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release, !dbg !264
  tail call void @llvm.amdgcn.s.barrier(), !dbg !264
  fence syncscope("workgroup") acquire, !dbg !264
  %t43 = icmp slt i32 %.2, 32, !dbg !264
  br i1 %t43, label %b18, label %b23, !dbg !264

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32, !dbg !264
  %t45 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.0, i32 %t44, !dbg !264
  %.14 = load i64, ptr addrspace(3) %t45, align 8, !dbg !264
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.1, i32 %t44, !dbg !264
  %.15 = load i8, ptr addrspace(3) %t47, align 1, !dbg !264
  %.16 = icmp ne i8 %.15, 0, !dbg !264
  %t49 = tail call i64 @llvm.smax.i64(i64 %t41, i64 %.14), !dbg !264
  %spec.select2 = select i1 %t42, i64 %t49, i64 %.14, !dbg !264
  %t51 = select i1 %.16, i64 %spec.select2, i64 %t41, !dbg !264
  %t52 = select i1 %.16, i1 true, i1 %t42, !dbg !264
  br label %b23, !dbg !264

b23:                                              ; preds = %b18, %b17
  %t53 = phi i64 [ %t51, %b18 ], [ %t41, %b17 ]
  %t54 = phi i1 [ %t52, %b18 ], [ %t42, %b17 ]
  br i1 %t43, label %b24, label %b45, !dbg !264

b24:                                              ; preds = %b23
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !264
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !264
  %.20 = zext i32 %.19 to i64, !dbg !264
  %.21 = add nuw nsw i64 %.20, 16, !dbg !264
  %.22 = icmp ult i32 %.19, 48, !dbg !264
  %.23 = tail call i64 @llvm.read_register.i64(metadata !27) #13, !dbg !264
  %.24 = and i64 %.21, 63, !dbg !264
  %0 = shl nuw i64 1, %.24, !dbg !264
  %1 = and i64 %0, %.23, !dbg !264
  %.26 = icmp ne i64 %1, 0, !dbg !264
  %.27 = and i1 %.22, %.26, !dbg !264
  %.28 = trunc i64 %.21 to i32, !dbg !264
  %.29 = shl i32 %.28, 2, !dbg !264
  %.30 = trunc i64 %t53 to i32, !dbg !264
  %.31 = lshr i64 %t53, 32, !dbg !264
  %.32 = trunc i64 %.31 to i32, !dbg !264
  %.33 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30), !dbg !264
  %.34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.32), !dbg !264
  %.35 = zext i32 %.33 to i64, !dbg !264
  %.36 = zext i32 %.34 to i64, !dbg !264
  %.37 = shl nuw i64 %.36, 32, !dbg !264
  %.38 = or i64 %.37, %.35, !dbg !264
  %t55 = select i1 %.27, i64 %.38, i64 %t53, !dbg !264
  %.52 = zext i1 %t54 to i32, !dbg !264
  %.53 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.52), !dbg !264
  %2 = and i32 %.53, 1, !dbg !264
  %.54 = icmp ne i32 %2, 0, !dbg !264
  %t56 = select i1 %.27, i1 %.54, i1 %t54, !dbg !264
  %t57 = icmp slt i32 %.2, 16, !dbg !264
  %t58 = and i1 %t57, %t56, !dbg !264
  %t59 = tail call i64 @llvm.smax.i64(i64 %t53, i64 %t55), !dbg !264
  %spec.select3 = select i1 %t54, i64 %t59, i64 %t55, !dbg !264
  %t61 = select i1 %t58, i64 %spec.select3, i64 %t53, !dbg !264
  %t62 = select i1 %t58, i1 true, i1 %t54, !dbg !264
  %.59 = add nuw nsw i64 %.20, 8, !dbg !264
  %.60 = icmp ult i32 %.19, 56, !dbg !264
  %.62 = and i64 %.59, 63, !dbg !264
  %3 = shl nuw i64 1, %.62, !dbg !264
  %4 = and i64 %3, %.23, !dbg !264
  %.64 = icmp ne i64 %4, 0, !dbg !264
  %.65 = and i1 %.60, %.64, !dbg !264
  %.66 = trunc i64 %.59 to i32, !dbg !264
  %.67 = shl i32 %.66, 2, !dbg !264
  %.68 = trunc i64 %t61 to i32, !dbg !264
  %.69 = lshr i64 %t61, 32, !dbg !264
  %.70 = trunc i64 %.69 to i32, !dbg !264
  %.71 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.68), !dbg !264
  %.72 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.70), !dbg !264
  %.73 = zext i32 %.71 to i64, !dbg !264
  %.74 = zext i32 %.72 to i64, !dbg !264
  %.75 = shl nuw i64 %.74, 32, !dbg !264
  %.76 = or i64 %.75, %.73, !dbg !264
  %t63 = select i1 %.65, i64 %.76, i64 %t61, !dbg !264
  %.90 = zext i1 %t62 to i32, !dbg !264
  %.91 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.90), !dbg !264
  %5 = and i32 %.91, 1, !dbg !264
  %.92 = icmp ne i32 %5, 0, !dbg !264
  %t64 = select i1 %.65, i1 %.92, i1 %t62, !dbg !264
  %t65 = icmp slt i32 %.2, 24, !dbg !264
  %t66 = and i1 %t65, %t64, !dbg !264
  %t67 = tail call i64 @llvm.smax.i64(i64 %t61, i64 %t63), !dbg !264
  %spec.select4 = select i1 %t62, i64 %t67, i64 %t63, !dbg !264
  %t69 = select i1 %t66, i64 %spec.select4, i64 %t61, !dbg !264
  %t70 = select i1 %t66, i1 true, i1 %t62, !dbg !264
  %.97 = add nuw nsw i64 %.20, 4, !dbg !264
  %.98 = icmp ult i32 %.19, 60, !dbg !264
  %.100 = and i64 %.97, 63, !dbg !264
  %6 = shl nuw i64 1, %.100, !dbg !264
  %7 = and i64 %6, %.23, !dbg !264
  %.102 = icmp ne i64 %7, 0, !dbg !264
  %.103 = and i1 %.98, %.102, !dbg !264
  %.104 = trunc i64 %.97 to i32, !dbg !264
  %.105 = shl i32 %.104, 2, !dbg !264
  %.106 = trunc i64 %t69 to i32, !dbg !264
  %.107 = lshr i64 %t69, 32, !dbg !264
  %.108 = trunc i64 %.107 to i32, !dbg !264
  %.109 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106), !dbg !264
  %.110 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.108), !dbg !264
  %.111 = zext i32 %.109 to i64, !dbg !264
  %.112 = zext i32 %.110 to i64, !dbg !264
  %.113 = shl nuw i64 %.112, 32, !dbg !264
  %.114 = or i64 %.113, %.111, !dbg !264
  %t71 = select i1 %.103, i64 %.114, i64 %t69, !dbg !264
  %.128 = zext i1 %t70 to i32, !dbg !264
  %.129 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.128), !dbg !264
  %8 = and i32 %.129, 1, !dbg !264
  %.130 = icmp ne i32 %8, 0, !dbg !264
  %t72 = select i1 %.103, i1 %.130, i1 %t70, !dbg !264
  %t73 = icmp slt i32 %.2, 28, !dbg !264
  %t74 = and i1 %t73, %t72, !dbg !264
  %t75 = tail call i64 @llvm.smax.i64(i64 %t69, i64 %t71), !dbg !264
  %spec.select5 = select i1 %t70, i64 %t75, i64 %t71, !dbg !264
  %t77 = select i1 %t74, i64 %spec.select5, i64 %t69, !dbg !264
  %t78 = select i1 %t74, i1 true, i1 %t70, !dbg !264
  %.135 = add nuw nsw i64 %.20, 2, !dbg !264
  %.136 = icmp ult i32 %.19, 62, !dbg !264
  %.138 = and i64 %.135, 63, !dbg !264
  %9 = shl nuw i64 1, %.138, !dbg !264
  %10 = and i64 %9, %.23, !dbg !264
  %.140 = icmp ne i64 %10, 0, !dbg !264
  %.141 = and i1 %.136, %.140, !dbg !264
  %.142 = trunc i64 %.135 to i32, !dbg !264
  %.143 = shl i32 %.142, 2, !dbg !264
  %.144 = trunc i64 %t77 to i32, !dbg !264
  %.145 = lshr i64 %t77, 32, !dbg !264
  %.146 = trunc i64 %.145 to i32, !dbg !264
  %.147 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.144), !dbg !264
  %.148 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.146), !dbg !264
  %.149 = zext i32 %.147 to i64, !dbg !264
  %.150 = zext i32 %.148 to i64, !dbg !264
  %.151 = shl nuw i64 %.150, 32, !dbg !264
  %.152 = or i64 %.151, %.149, !dbg !264
  %t79 = select i1 %.141, i64 %.152, i64 %t77, !dbg !264
  %.166 = zext i1 %t78 to i32, !dbg !264
  %.167 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.166), !dbg !264
  %11 = and i32 %.167, 1, !dbg !264
  %.168 = icmp ne i32 %11, 0, !dbg !264
  %t80 = select i1 %.141, i1 %.168, i1 %t78, !dbg !264
  %t81 = icmp slt i32 %.2, 30, !dbg !264
  %t82 = and i1 %t81, %t80, !dbg !264
  %t83 = tail call i64 @llvm.smax.i64(i64 %t77, i64 %t79), !dbg !264
  %spec.select6 = select i1 %t78, i64 %t83, i64 %t79, !dbg !264
  %t85 = select i1 %t82, i64 %spec.select6, i64 %t77, !dbg !264
  %t86 = select i1 %t82, i1 true, i1 %t78, !dbg !264
  %.173 = add nuw nsw i64 %.20, 1, !dbg !264
  %.174 = icmp ult i32 %.19, 63, !dbg !264
  %.176 = and i64 %.173, 63, !dbg !264
  %12 = shl nuw i64 1, %.176, !dbg !264
  %13 = and i64 %12, %.23, !dbg !264
  %.178 = icmp ne i64 %13, 0, !dbg !264
  %.179 = and i1 %.174, %.178, !dbg !264
  %.180 = trunc i64 %.173 to i32, !dbg !264
  %.181 = shl i32 %.180, 2, !dbg !264
  %.182 = trunc i64 %t85 to i32, !dbg !264
  %.183 = lshr i64 %t85, 32, !dbg !264
  %.184 = trunc i64 %.183 to i32, !dbg !264
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.182), !dbg !264
  %.186 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.184), !dbg !264
  %.187 = zext i32 %.185 to i64, !dbg !264
  %.188 = zext i32 %.186 to i64, !dbg !264
  %.189 = shl nuw i64 %.188, 32, !dbg !264
  %.190 = or i64 %.189, %.187, !dbg !264
  %t87 = select i1 %.179, i64 %.190, i64 %t85, !dbg !264
  %.204 = zext i1 %t86 to i32, !dbg !264
  %.205 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.204), !dbg !264
  %14 = and i32 %.205, 1, !dbg !264
  %.206 = icmp ne i32 %14, 0, !dbg !264
  %t88 = select i1 %.179, i1 %.206, i1 %t86, !dbg !264
  %t89 = icmp ne i32 %.2, 31, !dbg !264
  %t90 = and i1 %t89, %t88, !dbg !264
  %t91 = tail call i64 @llvm.smax.i64(i64 %t85, i64 %t87), !dbg !264
  %spec.select7 = select i1 %t86, i64 %t91, i64 %t87, !dbg !264
  %t93 = select i1 %t90, i64 %spec.select7, i64 %t85, !dbg !264
  %t94 = select i1 %t90, i1 true, i1 %t86, !dbg !264
  br label %b45, !dbg !264

b45:                                              ; preds = %b24, %b23
  %t95 = phi i64 [ %t93, %b24 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b24 ], [ %t54, %b23 ]
  %t97 = icmp eq i32 %.2, 0, !dbg !264
  %t101 = select i1 %t96, i1 true, i1 %.1, !dbg !264
  %or.cond = select i1 %t97, i1 %t101, i1 false, !dbg !264
  br i1 %or.cond, label %b51, label %b52, !dbg !264

b51:                                              ; preds = %b45
  %t98 = tail call i64 @llvm.smax.i64(i64 %a3, i64 %t95), !dbg !264
  %spec.select8 = select i1 %.1, i64 %t98, i64 %t95, !dbg !264
  %t100 = select i1 %t96, i64 %spec.select8, i64 %a3, !dbg !264
  store i64 %t100, ptr addrspace(1) %a2, align 8, !dbg !264
  br label %b52, !dbg !264

b52:                                              ; preds = %b51, %b45
  ret void, !dbg !264
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !266 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !267
  %t3 = sext i32 %.1 to i64, !dbg !267
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !267
  %t5 = sext i32 %.2 to i64, !dbg !267
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !267
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !267
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !267, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !267
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !267, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !267
  %.10 = add i32 %.5, -1, !dbg !267
  %.11 = add i32 %.10, %.9, !dbg !267
  %.12 = udiv i32 %.11, %.9, !dbg !267
  %t7 = sext i32 %.12 to i64, !dbg !267
  %t8 = shl nsw i64 %t5, 8, !dbg !267
  %t9 = add nsw i64 %t8, %t3, !dbg !267
  %t10 = shl nsw i64 %t7, 8, !dbg !267
  %t11 = icmp slt i64 %t9, %a0, !dbg !267
  br i1 %t11, label %b1, label %b2, !dbg !267

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !267
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t12, !dbg !267
  %.13 = load float, ptr addrspace(1) %t13, align 4, !dbg !267, !amdgpu.noclobber !6
  br label %b2, !dbg !267

b2:                                               ; preds = %b1, %entry
  %t15 = phi float [ %.13, %b1 ], [ 0.000000e+00, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !267
  %t20 = mul i64 %t10, %a2, !dbg !267
  %t2411 = icmp slt i64 %t17, %a0, !dbg !267
  br i1 %t2411, label %b4.preheader, label %b5, !dbg !267

b4.preheader:                                     ; preds = %b2
  %t18 = mul i64 %t17, %a2, !dbg !267
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t18, !dbg !267
  br label %b4, !dbg !267

b4:                                               ; preds = %b4.preheader, %b4
  %t2314 = phi float [ %.26, %b4 ], [ %t15, %b4.preheader ]
  %t2213 = phi i64 [ %t27, %b4 ], [ %t17, %b4.preheader ]
  %t2112 = phi ptr addrspace(1) [ %t28, %b4 ], [ %t19, %b4.preheader ]
  %.14 = load float, ptr addrspace(1) %t2112, align 4, !dbg !267
  %.15 = fcmp ogt float %t2314, %.14, !dbg !268
  %.16 = select i1 %.15, float %t2314, float %.14, !dbg !268
  %.17 = fcmp oeq float %t2314, %.14, !dbg !268
  %.18 = bitcast float %t2314 to i32, !dbg !268
  %.19 = bitcast float %.14 to i32, !dbg !268
  %.20 = and i32 %.19, %.18, !dbg !268
  %.21 = bitcast i32 %.20 to float, !dbg !268
  %.22 = select i1 %.17, float %.21, float %.16, !dbg !268
  %.23 = fcmp uno float %t2314, 0.000000e+00, !dbg !268
  %.24 = select i1 %.23, float %t2314, float %.22, !dbg !268
  %.25 = fcmp uno float %.14, 0.000000e+00, !dbg !268
  %.26 = select i1 %.25, float %.14, float %.24, !dbg !268
  %t27 = add i64 %t2213, %t10, !dbg !267
  %t28 = getelementptr inbounds float, ptr addrspace(1) %t2112, i64 %t20, !dbg !267
  %t24 = icmp slt i64 %t27, %a0, !dbg !267
  br i1 %t24, label %b4, label %b5, !dbg !267

b5:                                               ; preds = %b4, %b2
  %t23.lcssa = phi float [ %t15, %b2 ], [ %.26, %b4 ]
  %t29 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !267
  store float %t23.lcssa, ptr addrspace(3) %t29, align 4, !dbg !267
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !267
  %.27 = zext i1 %t11 to i8, !dbg !267
  store i8 %.27, ptr addrspace(3) %t30, align 1, !dbg !267
  fence syncscope("workgroup") release, !dbg !267
  tail call void @llvm.amdgcn.s.barrier(), !dbg !267
  fence syncscope("workgroup") acquire, !dbg !267
  %t31 = icmp slt i32 %.1, 128, !dbg !267
  br i1 %t31, label %b6, label %b11, !dbg !267

b6:                                               ; preds = %b5
  %t32 = add nsw i32 %.1, 128, !dbg !267
  %t33 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t32, !dbg !267
  %.28 = load float, ptr addrspace(3) %t33, align 4, !dbg !267
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t32, !dbg !267
  %.29 = load i8, ptr addrspace(3) %t35, align 1, !dbg !267
  %.30.not10 = icmp eq i8 %.29, 0, !dbg !267
  %t16.not = xor i1 %t11, true, !dbg !267
  %brmerge = or i1 %.30.not10, %t16.not, !dbg !267
  %t23.mux = select i1 %.30.not10, float %t23.lcssa, float %.28, !dbg !267
  %not..30.not10 = xor i1 %.30.not10, true, !dbg !267
  %t16.mux = select i1 %not..30.not10, i1 true, i1 %t11, !dbg !267
  br i1 %brmerge, label %b10, label %b8, !dbg !267

b8:                                               ; preds = %b6
  %.31 = fcmp ogt float %t23.lcssa, %.28, !dbg !268
  %.32 = select i1 %.31, float %t23.lcssa, float %.28, !dbg !268
  %.33 = fcmp oeq float %t23.lcssa, %.28, !dbg !268
  %.34 = bitcast float %t23.lcssa to i32, !dbg !268
  %.35 = bitcast float %.28 to i32, !dbg !268
  %.36 = and i32 %.35, %.34, !dbg !268
  %.37 = bitcast i32 %.36 to float, !dbg !268
  %.38 = select i1 %.33, float %.37, float %.32, !dbg !268
  %.39 = fcmp uno float %t23.lcssa, 0.000000e+00, !dbg !268
  %.40 = select i1 %.39, float %t23.lcssa, float %.38, !dbg !268
  %.41 = fcmp uno float %.28, 0.000000e+00, !dbg !268
  %.42 = select i1 %.41, float %.28, float %.40, !dbg !268
  br label %b10, !dbg !267

b10:                                              ; preds = %b6, %b8
  %t39 = phi float [ %t23.mux, %b6 ], [ %.42, %b8 ]
  %t40 = phi i1 [ %t16.mux, %b6 ], [ true, %b8 ]
  store float %t39, ptr addrspace(3) %t29, align 4, !dbg !267
  %.43 = zext i1 %t40 to i8, !dbg !267
  store i8 %.43, ptr addrspace(3) %t30, align 1, !dbg !267
  br label %b11, !dbg !267

b11:                                              ; preds = %b10, %b5
  %t41 = phi float [ %t39, %b10 ], [ %t23.lcssa, %b5 ]
  %t42 = phi i1 [ %t40, %b10 ], [ %t11, %b5 ]
  fence syncscope("workgroup") release, !dbg !267
  tail call void @llvm.amdgcn.s.barrier(), !dbg !267
  fence syncscope("workgroup") acquire, !dbg !267
  %t43 = icmp slt i32 %.1, 64, !dbg !267
  br i1 %t43, label %b12, label %b17, !dbg !267

b12:                                              ; preds = %b11
  %t44 = add nsw i32 %.1, 64, !dbg !267
  %t45 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t44, !dbg !267
  %.44 = load float, ptr addrspace(3) %t45, align 4, !dbg !267
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t44, !dbg !267
  %.45 = load i8, ptr addrspace(3) %t47, align 1, !dbg !267
  %.46.not9 = icmp eq i8 %.45, 0, !dbg !267
  %t42.not = xor i1 %t42, true, !dbg !267
  %brmerge1 = select i1 %.46.not9, i1 true, i1 %t42.not, !dbg !267
  %t41.mux = select i1 %.46.not9, float %t41, float %.44, !dbg !267
  %not..46.not9 = xor i1 %.46.not9, true, !dbg !267
  %t42.mux = select i1 %not..46.not9, i1 true, i1 %t42, !dbg !267
  br i1 %brmerge1, label %b16, label %b14, !dbg !267

b14:                                              ; preds = %b12
  %.47 = fcmp ogt float %t41, %.44, !dbg !268
  %.48 = select i1 %.47, float %t41, float %.44, !dbg !268
  %.49 = fcmp oeq float %t41, %.44, !dbg !268
  %.50 = bitcast float %t41 to i32, !dbg !268
  %.51 = bitcast float %.44 to i32, !dbg !268
  %.52 = and i32 %.51, %.50, !dbg !268
  %.53 = bitcast i32 %.52 to float, !dbg !268
  %.54 = select i1 %.49, float %.53, float %.48, !dbg !268
  %.55 = fcmp uno float %t41, 0.000000e+00, !dbg !268
  %.56 = select i1 %.55, float %t41, float %.54, !dbg !268
  %.57 = fcmp uno float %.44, 0.000000e+00, !dbg !268
  %.58 = select i1 %.57, float %.44, float %.56, !dbg !268
  br label %b16, !dbg !267

b16:                                              ; preds = %b12, %b14
  %t51 = phi float [ %t41.mux, %b12 ], [ %.58, %b14 ]
  %t52 = phi i1 [ %t42.mux, %b12 ], [ true, %b14 ]
  store float %t51, ptr addrspace(3) %t29, align 4, !dbg !267
  %.59 = zext i1 %t52 to i8, !dbg !267
  store i8 %.59, ptr addrspace(3) %t30, align 1, !dbg !267
  br label %b17, !dbg !267

b17:                                              ; preds = %b16, %b11
  %t53 = phi float [ %t51, %b16 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b16 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release, !dbg !267
  tail call void @llvm.amdgcn.s.barrier(), !dbg !267
  fence syncscope("workgroup") acquire, !dbg !267
  %t55 = icmp slt i32 %.1, 32, !dbg !267
  br i1 %t55, label %b18, label %b23, !dbg !267

b18:                                              ; preds = %b17
  %t56 = add nsw i32 %.1, 32, !dbg !267
  %t57 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t56, !dbg !267
  %.60 = load float, ptr addrspace(3) %t57, align 4, !dbg !267
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t56, !dbg !267
  %.61 = load i8, ptr addrspace(3) %t59, align 1, !dbg !267
  %.62.not8 = icmp eq i8 %.61, 0, !dbg !267
  %t54.not = xor i1 %t54, true, !dbg !267
  %brmerge2 = select i1 %.62.not8, i1 true, i1 %t54.not, !dbg !267
  %t53.mux = select i1 %.62.not8, float %t53, float %.60, !dbg !267
  %not..62.not8 = xor i1 %.62.not8, true, !dbg !267
  %t54.mux = select i1 %not..62.not8, i1 true, i1 %t54, !dbg !267
  br i1 %brmerge2, label %b23, label %b20, !dbg !267

b20:                                              ; preds = %b18
  %.63 = fcmp ogt float %t53, %.60, !dbg !268
  %.64 = select i1 %.63, float %t53, float %.60, !dbg !268
  %.65 = fcmp oeq float %t53, %.60, !dbg !268
  %.66 = bitcast float %t53 to i32, !dbg !268
  %.67 = bitcast float %.60 to i32, !dbg !268
  %.68 = and i32 %.67, %.66, !dbg !268
  %.69 = bitcast i32 %.68 to float, !dbg !268
  %.70 = select i1 %.65, float %.69, float %.64, !dbg !268
  %.71 = fcmp uno float %t53, 0.000000e+00, !dbg !268
  %.72 = select i1 %.71, float %t53, float %.70, !dbg !268
  %.73 = fcmp uno float %.60, 0.000000e+00, !dbg !268
  %.74 = select i1 %.73, float %.60, float %.72, !dbg !268
  br label %b23, !dbg !267

b23:                                              ; preds = %b18, %b20, %b17
  %t65 = phi float [ %t53, %b17 ], [ %t53.mux, %b18 ], [ %.74, %b20 ]
  %t66 = phi i1 [ %t54, %b17 ], [ %t54.mux, %b18 ], [ true, %b20 ]
  br i1 %t55, label %b24, label %b45, !dbg !267

b24:                                              ; preds = %b23
  %.76 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !267
  %.77 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.76), !dbg !267
  %.78 = zext i32 %.77 to i64, !dbg !267
  %.79 = add nuw nsw i64 %.78, 16, !dbg !267
  %.80 = icmp ult i32 %.77, 48, !dbg !267
  %.81 = tail call i64 @llvm.read_register.i64(metadata !27) #13, !dbg !267
  %.82 = and i64 %.79, 63, !dbg !267
  %0 = shl nuw i64 1, %.82, !dbg !267
  %1 = and i64 %0, %.81, !dbg !267
  %.84 = icmp ne i64 %1, 0, !dbg !267
  %.85 = and i1 %.80, %.84, !dbg !267
  %.86 = trunc i64 %.79 to i32, !dbg !267
  %.87 = shl i32 %.86, 2, !dbg !267
  %.88 = bitcast float %t65 to i32, !dbg !267
  %.89 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.87, i32 %.88), !dbg !267
  %.90 = bitcast i32 %.89 to float, !dbg !267
  %t67 = select i1 %.85, float %.90, float %t65, !dbg !267
  %.104 = zext i1 %t66 to i32, !dbg !267
  %.105 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.87, i32 %.104), !dbg !267
  %2 = and i32 %.105, 1, !dbg !267
  %.106 = icmp ne i32 %2, 0, !dbg !267
  %t68 = select i1 %.85, i1 %.106, i1 %t66, !dbg !267
  %t69 = icmp slt i32 %.1, 16, !dbg !267
  %t70 = and i1 %t69, %t68, !dbg !267
  %3 = select i1 %t70, i1 %t66, i1 false, !dbg !267
  %t65.mux = select i1 %t70, float %t67, float %t65, !dbg !267
  %t66.mux = select i1 %t70, i1 true, i1 %t66, !dbg !267
  br i1 %3, label %b26, label %b28, !dbg !267

b26:                                              ; preds = %b24
  %.107 = fcmp ogt float %t65, %t67, !dbg !268
  %.108 = select i1 %.107, float %t65, float %t67, !dbg !268
  %.109 = fcmp oeq float %t65, %t67, !dbg !268
  %.111 = bitcast float %t67 to i32, !dbg !268
  %.112 = and i32 %.111, %.88, !dbg !268
  %.113 = bitcast i32 %.112 to float, !dbg !268
  %.114 = select i1 %.109, float %.113, float %.108, !dbg !268
  %.115 = fcmp uno float %t65, 0.000000e+00, !dbg !268
  %.116 = select i1 %.115, float %t65, float %.114, !dbg !268
  %.117 = fcmp uno float %t67, 0.000000e+00, !dbg !268
  %.118 = select i1 %.117, float %t67, float %.116, !dbg !268
  br label %b28, !dbg !267

b28:                                              ; preds = %b24, %b26
  %t73 = phi float [ %t65.mux, %b24 ], [ %.118, %b26 ]
  %t74 = phi i1 [ %t66.mux, %b24 ], [ true, %b26 ]
  %.123 = add nuw nsw i64 %.78, 8, !dbg !267
  %.124 = icmp ult i32 %.77, 56, !dbg !267
  %.126 = and i64 %.123, 63, !dbg !267
  %4 = shl nuw i64 1, %.126, !dbg !267
  %5 = and i64 %4, %.81, !dbg !267
  %.128 = icmp ne i64 %5, 0, !dbg !267
  %.129 = and i1 %.124, %.128, !dbg !267
  %.130 = trunc i64 %.123 to i32, !dbg !267
  %.131 = shl i32 %.130, 2, !dbg !267
  %.132 = bitcast float %t73 to i32, !dbg !267
  %.133 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.131, i32 %.132), !dbg !267
  %.134 = bitcast i32 %.133 to float, !dbg !267
  %t75 = select i1 %.129, float %.134, float %t73, !dbg !267
  %.148 = zext i1 %t74 to i32, !dbg !267
  %.149 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.131, i32 %.148), !dbg !267
  %6 = and i32 %.149, 1, !dbg !267
  %.150 = icmp ne i32 %6, 0, !dbg !267
  %t76 = select i1 %.129, i1 %.150, i1 %t74, !dbg !267
  %t77 = icmp slt i32 %.1, 24, !dbg !267
  %t78 = and i1 %t77, %t76, !dbg !267
  %7 = select i1 %t78, i1 %t74, i1 false, !dbg !267
  %t73.mux = select i1 %t78, float %t75, float %t73, !dbg !267
  %t74.mux = select i1 %t78, i1 true, i1 %t74, !dbg !267
  br i1 %7, label %b30, label %b32, !dbg !267

b30:                                              ; preds = %b28
  %.151 = fcmp ogt float %t73, %t75, !dbg !268
  %.152 = select i1 %.151, float %t73, float %t75, !dbg !268
  %.153 = fcmp oeq float %t73, %t75, !dbg !268
  %.155 = bitcast float %t75 to i32, !dbg !268
  %.156 = and i32 %.155, %.132, !dbg !268
  %.157 = bitcast i32 %.156 to float, !dbg !268
  %.158 = select i1 %.153, float %.157, float %.152, !dbg !268
  %.159 = fcmp uno float %t73, 0.000000e+00, !dbg !268
  %.160 = select i1 %.159, float %t73, float %.158, !dbg !268
  %.161 = fcmp uno float %t75, 0.000000e+00, !dbg !268
  %.162 = select i1 %.161, float %t75, float %.160, !dbg !268
  br label %b32, !dbg !267

b32:                                              ; preds = %b28, %b30
  %t81 = phi float [ %t73.mux, %b28 ], [ %.162, %b30 ]
  %t82 = phi i1 [ %t74.mux, %b28 ], [ true, %b30 ]
  %.167 = add nuw nsw i64 %.78, 4, !dbg !267
  %.168 = icmp ult i32 %.77, 60, !dbg !267
  %.170 = and i64 %.167, 63, !dbg !267
  %8 = shl nuw i64 1, %.170, !dbg !267
  %9 = and i64 %8, %.81, !dbg !267
  %.172 = icmp ne i64 %9, 0, !dbg !267
  %.173 = and i1 %.168, %.172, !dbg !267
  %.174 = trunc i64 %.167 to i32, !dbg !267
  %.175 = shl i32 %.174, 2, !dbg !267
  %.176 = bitcast float %t81 to i32, !dbg !267
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.176), !dbg !267
  %.178 = bitcast i32 %.177 to float, !dbg !267
  %t83 = select i1 %.173, float %.178, float %t81, !dbg !267
  %.192 = zext i1 %t82 to i32, !dbg !267
  %.193 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.192), !dbg !267
  %10 = and i32 %.193, 1, !dbg !267
  %.194 = icmp ne i32 %10, 0, !dbg !267
  %t84 = select i1 %.173, i1 %.194, i1 %t82, !dbg !267
  %t85 = icmp slt i32 %.1, 28, !dbg !267
  %t86 = and i1 %t85, %t84, !dbg !267
  %11 = select i1 %t86, i1 %t82, i1 false, !dbg !267
  %t81.mux = select i1 %t86, float %t83, float %t81, !dbg !267
  %t82.mux = select i1 %t86, i1 true, i1 %t82, !dbg !267
  br i1 %11, label %b34, label %b36, !dbg !267

b34:                                              ; preds = %b32
  %.195 = fcmp ogt float %t81, %t83, !dbg !268
  %.196 = select i1 %.195, float %t81, float %t83, !dbg !268
  %.197 = fcmp oeq float %t81, %t83, !dbg !268
  %.199 = bitcast float %t83 to i32, !dbg !268
  %.200 = and i32 %.199, %.176, !dbg !268
  %.201 = bitcast i32 %.200 to float, !dbg !268
  %.202 = select i1 %.197, float %.201, float %.196, !dbg !268
  %.203 = fcmp uno float %t81, 0.000000e+00, !dbg !268
  %.204 = select i1 %.203, float %t81, float %.202, !dbg !268
  %.205 = fcmp uno float %t83, 0.000000e+00, !dbg !268
  %.206 = select i1 %.205, float %t83, float %.204, !dbg !268
  br label %b36, !dbg !267

b36:                                              ; preds = %b32, %b34
  %t89 = phi float [ %t81.mux, %b32 ], [ %.206, %b34 ]
  %t90 = phi i1 [ %t82.mux, %b32 ], [ true, %b34 ]
  %.211 = add nuw nsw i64 %.78, 2, !dbg !267
  %.212 = icmp ult i32 %.77, 62, !dbg !267
  %.214 = and i64 %.211, 63, !dbg !267
  %12 = shl nuw i64 1, %.214, !dbg !267
  %13 = and i64 %12, %.81, !dbg !267
  %.216 = icmp ne i64 %13, 0, !dbg !267
  %.217 = and i1 %.212, %.216, !dbg !267
  %.218 = trunc i64 %.211 to i32, !dbg !267
  %.219 = shl i32 %.218, 2, !dbg !267
  %.220 = bitcast float %t89 to i32, !dbg !267
  %.221 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.219, i32 %.220), !dbg !267
  %.222 = bitcast i32 %.221 to float, !dbg !267
  %t91 = select i1 %.217, float %.222, float %t89, !dbg !267
  %.236 = zext i1 %t90 to i32, !dbg !267
  %.237 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.219, i32 %.236), !dbg !267
  %14 = and i32 %.237, 1, !dbg !267
  %.238 = icmp ne i32 %14, 0, !dbg !267
  %t92 = select i1 %.217, i1 %.238, i1 %t90, !dbg !267
  %t93 = icmp slt i32 %.1, 30, !dbg !267
  %t94 = and i1 %t93, %t92, !dbg !267
  %15 = select i1 %t94, i1 %t90, i1 false, !dbg !267
  %t89.mux = select i1 %t94, float %t91, float %t89, !dbg !267
  %t90.mux = select i1 %t94, i1 true, i1 %t90, !dbg !267
  br i1 %15, label %b38, label %b40, !dbg !267

b38:                                              ; preds = %b36
  %.239 = fcmp ogt float %t89, %t91, !dbg !268
  %.240 = select i1 %.239, float %t89, float %t91, !dbg !268
  %.241 = fcmp oeq float %t89, %t91, !dbg !268
  %.243 = bitcast float %t91 to i32, !dbg !268
  %.244 = and i32 %.243, %.220, !dbg !268
  %.245 = bitcast i32 %.244 to float, !dbg !268
  %.246 = select i1 %.241, float %.245, float %.240, !dbg !268
  %.247 = fcmp uno float %t89, 0.000000e+00, !dbg !268
  %.248 = select i1 %.247, float %t89, float %.246, !dbg !268
  %.249 = fcmp uno float %t91, 0.000000e+00, !dbg !268
  %.250 = select i1 %.249, float %t91, float %.248, !dbg !268
  br label %b40, !dbg !267

b40:                                              ; preds = %b36, %b38
  %t97 = phi float [ %t89.mux, %b36 ], [ %.250, %b38 ]
  %t98 = phi i1 [ %t90.mux, %b36 ], [ true, %b38 ]
  %.255 = add nuw nsw i64 %.78, 1, !dbg !267
  %.256 = icmp ult i32 %.77, 63, !dbg !267
  %.258 = and i64 %.255, 63, !dbg !267
  %16 = shl nuw i64 1, %.258, !dbg !267
  %17 = and i64 %16, %.81, !dbg !267
  %.260 = icmp ne i64 %17, 0, !dbg !267
  %.261 = and i1 %.256, %.260, !dbg !267
  %.262 = trunc i64 %.255 to i32, !dbg !267
  %.263 = shl i32 %.262, 2, !dbg !267
  %.264 = bitcast float %t97 to i32, !dbg !267
  %.265 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.263, i32 %.264), !dbg !267
  %.266 = bitcast i32 %.265 to float, !dbg !267
  %t99 = select i1 %.261, float %.266, float %t97, !dbg !267
  %.280 = zext i1 %t98 to i32, !dbg !267
  %.281 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.263, i32 %.280), !dbg !267
  %18 = and i32 %.281, 1, !dbg !267
  %.282 = icmp ne i32 %18, 0, !dbg !267
  %t100 = select i1 %.261, i1 %.282, i1 %t98, !dbg !267
  %t101 = icmp slt i32 %.1, 31, !dbg !267
  %t102 = and i1 %t101, %t100, !dbg !267
  %19 = select i1 %t102, i1 %t98, i1 false, !dbg !267
  %t97.mux = select i1 %t102, float %t99, float %t97, !dbg !267
  %t98.mux = select i1 %t102, i1 true, i1 %t98, !dbg !267
  br i1 %19, label %b42, label %b45, !dbg !267

b42:                                              ; preds = %b40
  %.283 = fcmp ogt float %t97, %t99, !dbg !268
  %.284 = select i1 %.283, float %t97, float %t99, !dbg !268
  %.285 = fcmp oeq float %t97, %t99, !dbg !268
  %.287 = bitcast float %t99 to i32, !dbg !268
  %.288 = and i32 %.287, %.264, !dbg !268
  %.289 = bitcast i32 %.288 to float, !dbg !268
  %.290 = select i1 %.285, float %.289, float %.284, !dbg !268
  %.291 = fcmp uno float %t97, 0.000000e+00, !dbg !268
  %.292 = select i1 %.291, float %t97, float %.290, !dbg !268
  %.293 = fcmp uno float %t99, 0.000000e+00, !dbg !268
  %.294 = select i1 %.293, float %t99, float %.292, !dbg !268
  br label %b45, !dbg !267

b45:                                              ; preds = %b40, %b42, %b23
  %t107 = phi float [ %t65, %b23 ], [ %t97.mux, %b40 ], [ %.294, %b42 ]
  %t108 = phi i1 [ %t66, %b23 ], [ %t98.mux, %b40 ], [ true, %b42 ]
  %t109 = icmp eq i32 %.1, 0, !dbg !267
  %t110 = and i1 %t109, %t108, !dbg !267
  br i1 %t110, label %b46, label %b47, !dbg !267

b46:                                              ; preds = %b45
  %t111 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t5, !dbg !267
  store float %t107, ptr addrspace(1) %t111, align 4, !dbg !267
  br label %b47, !dbg !267

b47:                                              ; preds = %b46, %b45
  ret void, !dbg !267
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, float %a3, i8 %a4) local_unnamed_addr #0 !dbg !269 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !270
  %t3 = sext i32 %.2 to i64, !dbg !270
  %t4 = icmp slt i64 %t3, %a0, !dbg !270
  br i1 %t4, label %b1, label %b2, !dbg !270

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t3, !dbg !270
  %.3 = load float, ptr addrspace(1) %t5, align 4, !dbg !270, !amdgpu.noclobber !6
  br label %b2, !dbg !270

b2:                                               ; preds = %b1, %entry
  %t7 = phi float [ %.3, %b1 ], [ 0.000000e+00, %entry ]
  %t1012 = add nsw i64 %t3, 256, !dbg !270
  %t1213 = icmp slt i64 %t1012, %a0, !dbg !270
  br i1 %t1213, label %b4, label %b5, !dbg !270

b4:                                               ; preds = %b2, %b4
  %t1015 = phi i64 [ %t10, %b4 ], [ %t1012, %b2 ]
  %t1114 = phi float [ %.16, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t1015, !dbg !270
  %.4 = load float, ptr addrspace(1) %t13, align 4, !dbg !270, !amdgpu.noclobber !6
  %.5 = fcmp ogt float %t1114, %.4, !dbg !271
  %.6 = select i1 %.5, float %t1114, float %.4, !dbg !271
  %.7 = fcmp oeq float %t1114, %.4, !dbg !271
  %.8 = bitcast float %t1114 to i32, !dbg !271
  %.9 = bitcast float %.4 to i32, !dbg !271
  %.10 = and i32 %.9, %.8, !dbg !271
  %.11 = bitcast i32 %.10 to float, !dbg !271
  %.12 = select i1 %.7, float %.11, float %.6, !dbg !271
  %.13 = fcmp uno float %t1114, 0.000000e+00, !dbg !271
  %.14 = select i1 %.13, float %t1114, float %.12, !dbg !271
  %.15 = fcmp uno float %.4, 0.000000e+00, !dbg !271
  %.16 = select i1 %.15, float %.4, float %.14, !dbg !271
  %t10 = add i64 %t1015, 256, !dbg !270
  %t12 = icmp slt i64 %t10, %a0, !dbg !270
  br i1 %t12, label %b4, label %b5, !dbg !270

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi float [ %t7, %b2 ], [ %.16, %b4 ]
  %t17 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !270
  store float %t11.lcssa, ptr addrspace(3) %t17, align 4, !dbg !270
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !270
  %.17 = zext i1 %t4 to i8, !dbg !270
  store i8 %.17, ptr addrspace(3) %t18, align 1, !dbg !270
  fence syncscope("workgroup") release, !dbg !270
  tail call void @llvm.amdgcn.s.barrier(), !dbg !270
  fence syncscope("workgroup") acquire, !dbg !270
  %t19 = icmp slt i32 %.2, 128, !dbg !270
  br i1 %t19, label %b6, label %b11, !dbg !270

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128, !dbg !270
  %t21 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t20, !dbg !270
  %.18 = load float, ptr addrspace(3) %t21, align 4, !dbg !270
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t20, !dbg !270
  %.19 = load i8, ptr addrspace(3) %t23, align 1, !dbg !270
  %.20.not11 = icmp eq i8 %.19, 0, !dbg !270
  %t8.not = xor i1 %t4, true, !dbg !270
  %brmerge = or i1 %.20.not11, %t8.not, !dbg !270
  %t11.mux = select i1 %.20.not11, float %t11.lcssa, float %.18, !dbg !270
  %not..20.not11 = xor i1 %.20.not11, true, !dbg !270
  %t8.mux = select i1 %not..20.not11, i1 true, i1 %t4, !dbg !270
  br i1 %brmerge, label %b10, label %b8, !dbg !270

b8:                                               ; preds = %b6
  %.21 = fcmp ogt float %t11.lcssa, %.18, !dbg !271
  %.22 = select i1 %.21, float %t11.lcssa, float %.18, !dbg !271
  %.23 = fcmp oeq float %t11.lcssa, %.18, !dbg !271
  %.24 = bitcast float %t11.lcssa to i32, !dbg !271
  %.25 = bitcast float %.18 to i32, !dbg !271
  %.26 = and i32 %.25, %.24, !dbg !271
  %.27 = bitcast i32 %.26 to float, !dbg !271
  %.28 = select i1 %.23, float %.27, float %.22, !dbg !271
  %.29 = fcmp uno float %t11.lcssa, 0.000000e+00, !dbg !271
  %.30 = select i1 %.29, float %t11.lcssa, float %.28, !dbg !271
  %.31 = fcmp uno float %.18, 0.000000e+00, !dbg !271
  %.32 = select i1 %.31, float %.18, float %.30, !dbg !271
  br label %b10, !dbg !270

b10:                                              ; preds = %b6, %b8
  %t27 = phi float [ %t11.mux, %b6 ], [ %.32, %b8 ]
  %t28 = phi i1 [ %t8.mux, %b6 ], [ true, %b8 ]
  store float %t27, ptr addrspace(3) %t17, align 4, !dbg !270
  %.33 = zext i1 %t28 to i8, !dbg !270
  store i8 %.33, ptr addrspace(3) %t18, align 1, !dbg !270
  br label %b11, !dbg !270

b11:                                              ; preds = %b10, %b5
  %t29 = phi float [ %t27, %b10 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !270
  tail call void @llvm.amdgcn.s.barrier(), !dbg !270
  fence syncscope("workgroup") acquire, !dbg !270
  %t31 = icmp slt i32 %.2, 64, !dbg !270
  br i1 %t31, label %b12, label %b17, !dbg !270

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64, !dbg !270
  %t33 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t32, !dbg !270
  %.34 = load float, ptr addrspace(3) %t33, align 4, !dbg !270
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t32, !dbg !270
  %.35 = load i8, ptr addrspace(3) %t35, align 1, !dbg !270
  %.36.not10 = icmp eq i8 %.35, 0, !dbg !270
  %t30.not = xor i1 %t30, true, !dbg !270
  %brmerge1 = select i1 %.36.not10, i1 true, i1 %t30.not, !dbg !270
  %t29.mux = select i1 %.36.not10, float %t29, float %.34, !dbg !270
  %not..36.not10 = xor i1 %.36.not10, true, !dbg !270
  %t30.mux = select i1 %not..36.not10, i1 true, i1 %t30, !dbg !270
  br i1 %brmerge1, label %b16, label %b14, !dbg !270

b14:                                              ; preds = %b12
  %.37 = fcmp ogt float %t29, %.34, !dbg !271
  %.38 = select i1 %.37, float %t29, float %.34, !dbg !271
  %.39 = fcmp oeq float %t29, %.34, !dbg !271
  %.40 = bitcast float %t29 to i32, !dbg !271
  %.41 = bitcast float %.34 to i32, !dbg !271
  %.42 = and i32 %.41, %.40, !dbg !271
  %.43 = bitcast i32 %.42 to float, !dbg !271
  %.44 = select i1 %.39, float %.43, float %.38, !dbg !271
  %.45 = fcmp uno float %t29, 0.000000e+00, !dbg !271
  %.46 = select i1 %.45, float %t29, float %.44, !dbg !271
  %.47 = fcmp uno float %.34, 0.000000e+00, !dbg !271
  %.48 = select i1 %.47, float %.34, float %.46, !dbg !271
  br label %b16, !dbg !270

b16:                                              ; preds = %b12, %b14
  %t39 = phi float [ %t29.mux, %b12 ], [ %.48, %b14 ]
  %t40 = phi i1 [ %t30.mux, %b12 ], [ true, %b14 ]
  store float %t39, ptr addrspace(3) %t17, align 4, !dbg !270
  %.49 = zext i1 %t40 to i8, !dbg !270
  store i8 %.49, ptr addrspace(3) %t18, align 1, !dbg !270
  br label %b17, !dbg !270

b17:                                              ; preds = %b16, %b11
  %t41 = phi float [ %t39, %b16 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b16 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release, !dbg !270
  tail call void @llvm.amdgcn.s.barrier(), !dbg !270
  fence syncscope("workgroup") acquire, !dbg !270
  %t43 = icmp slt i32 %.2, 32, !dbg !270
  br i1 %t43, label %b18, label %b23, !dbg !270

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32, !dbg !270
  %t45 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t44, !dbg !270
  %.50 = load float, ptr addrspace(3) %t45, align 4, !dbg !270
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t44, !dbg !270
  %.51 = load i8, ptr addrspace(3) %t47, align 1, !dbg !270
  %.52.not9 = icmp eq i8 %.51, 0, !dbg !270
  %t42.not = xor i1 %t42, true, !dbg !270
  %brmerge2 = select i1 %.52.not9, i1 true, i1 %t42.not, !dbg !270
  %t41.mux = select i1 %.52.not9, float %t41, float %.50, !dbg !270
  %not..52.not9 = xor i1 %.52.not9, true, !dbg !270
  %t42.mux = select i1 %not..52.not9, i1 true, i1 %t42, !dbg !270
  br i1 %brmerge2, label %b23, label %b20, !dbg !270

b20:                                              ; preds = %b18
  %.53 = fcmp ogt float %t41, %.50, !dbg !271
  %.54 = select i1 %.53, float %t41, float %.50, !dbg !271
  %.55 = fcmp oeq float %t41, %.50, !dbg !271
  %.56 = bitcast float %t41 to i32, !dbg !271
  %.57 = bitcast float %.50 to i32, !dbg !271
  %.58 = and i32 %.57, %.56, !dbg !271
  %.59 = bitcast i32 %.58 to float, !dbg !271
  %.60 = select i1 %.55, float %.59, float %.54, !dbg !271
  %.61 = fcmp uno float %t41, 0.000000e+00, !dbg !271
  %.62 = select i1 %.61, float %t41, float %.60, !dbg !271
  %.63 = fcmp uno float %.50, 0.000000e+00, !dbg !271
  %.64 = select i1 %.63, float %.50, float %.62, !dbg !271
  br label %b23, !dbg !270

b23:                                              ; preds = %b18, %b20, %b17
  %t53 = phi float [ %t41, %b17 ], [ %t41.mux, %b18 ], [ %.64, %b20 ]
  %t54 = phi i1 [ %t42, %b17 ], [ %t42.mux, %b18 ], [ true, %b20 ]
  br i1 %t43, label %b24, label %b45, !dbg !270

b24:                                              ; preds = %b23
  %.66 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !270
  %.67 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.66), !dbg !270
  %.68 = zext i32 %.67 to i64, !dbg !270
  %.69 = add nuw nsw i64 %.68, 16, !dbg !270
  %.70 = icmp ult i32 %.67, 48, !dbg !270
  %.71 = tail call i64 @llvm.read_register.i64(metadata !27) #13, !dbg !270
  %.72 = and i64 %.69, 63, !dbg !270
  %0 = shl nuw i64 1, %.72, !dbg !270
  %1 = and i64 %0, %.71, !dbg !270
  %.74 = icmp ne i64 %1, 0, !dbg !270
  %.75 = and i1 %.70, %.74, !dbg !270
  %.76 = trunc i64 %.69 to i32, !dbg !270
  %.77 = shl i32 %.76, 2, !dbg !270
  %.78 = bitcast float %t53 to i32, !dbg !270
  %.79 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.78), !dbg !270
  %.80 = bitcast i32 %.79 to float, !dbg !270
  %t55 = select i1 %.75, float %.80, float %t53, !dbg !270
  %.94 = zext i1 %t54 to i32, !dbg !270
  %.95 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.94), !dbg !270
  %2 = and i32 %.95, 1, !dbg !270
  %.96 = icmp ne i32 %2, 0, !dbg !270
  %t56 = select i1 %.75, i1 %.96, i1 %t54, !dbg !270
  %t57 = icmp slt i32 %.2, 16, !dbg !270
  %t58 = and i1 %t57, %t56, !dbg !270
  %3 = select i1 %t58, i1 %t54, i1 false, !dbg !270
  %t53.mux = select i1 %t58, float %t55, float %t53, !dbg !270
  %t54.mux = select i1 %t58, i1 true, i1 %t54, !dbg !270
  br i1 %3, label %b26, label %b28, !dbg !270

b26:                                              ; preds = %b24
  %.97 = fcmp ogt float %t53, %t55, !dbg !271
  %.98 = select i1 %.97, float %t53, float %t55, !dbg !271
  %.99 = fcmp oeq float %t53, %t55, !dbg !271
  %.101 = bitcast float %t55 to i32, !dbg !271
  %.102 = and i32 %.101, %.78, !dbg !271
  %.103 = bitcast i32 %.102 to float, !dbg !271
  %.104 = select i1 %.99, float %.103, float %.98, !dbg !271
  %.105 = fcmp uno float %t53, 0.000000e+00, !dbg !271
  %.106 = select i1 %.105, float %t53, float %.104, !dbg !271
  %.107 = fcmp uno float %t55, 0.000000e+00, !dbg !271
  %.108 = select i1 %.107, float %t55, float %.106, !dbg !271
  br label %b28, !dbg !270

b28:                                              ; preds = %b24, %b26
  %t61 = phi float [ %t53.mux, %b24 ], [ %.108, %b26 ]
  %t62 = phi i1 [ %t54.mux, %b24 ], [ true, %b26 ]
  %.113 = add nuw nsw i64 %.68, 8, !dbg !270
  %.114 = icmp ult i32 %.67, 56, !dbg !270
  %.116 = and i64 %.113, 63, !dbg !270
  %4 = shl nuw i64 1, %.116, !dbg !270
  %5 = and i64 %4, %.71, !dbg !270
  %.118 = icmp ne i64 %5, 0, !dbg !270
  %.119 = and i1 %.114, %.118, !dbg !270
  %.120 = trunc i64 %.113 to i32, !dbg !270
  %.121 = shl i32 %.120, 2, !dbg !270
  %.122 = bitcast float %t61 to i32, !dbg !270
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.121, i32 %.122), !dbg !270
  %.124 = bitcast i32 %.123 to float, !dbg !270
  %t63 = select i1 %.119, float %.124, float %t61, !dbg !270
  %.138 = zext i1 %t62 to i32, !dbg !270
  %.139 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.121, i32 %.138), !dbg !270
  %6 = and i32 %.139, 1, !dbg !270
  %.140 = icmp ne i32 %6, 0, !dbg !270
  %t64 = select i1 %.119, i1 %.140, i1 %t62, !dbg !270
  %t65 = icmp slt i32 %.2, 24, !dbg !270
  %t66 = and i1 %t65, %t64, !dbg !270
  %7 = select i1 %t66, i1 %t62, i1 false, !dbg !270
  %t61.mux = select i1 %t66, float %t63, float %t61, !dbg !270
  %t62.mux = select i1 %t66, i1 true, i1 %t62, !dbg !270
  br i1 %7, label %b30, label %b32, !dbg !270

b30:                                              ; preds = %b28
  %.141 = fcmp ogt float %t61, %t63, !dbg !271
  %.142 = select i1 %.141, float %t61, float %t63, !dbg !271
  %.143 = fcmp oeq float %t61, %t63, !dbg !271
  %.145 = bitcast float %t63 to i32, !dbg !271
  %.146 = and i32 %.145, %.122, !dbg !271
  %.147 = bitcast i32 %.146 to float, !dbg !271
  %.148 = select i1 %.143, float %.147, float %.142, !dbg !271
  %.149 = fcmp uno float %t61, 0.000000e+00, !dbg !271
  %.150 = select i1 %.149, float %t61, float %.148, !dbg !271
  %.151 = fcmp uno float %t63, 0.000000e+00, !dbg !271
  %.152 = select i1 %.151, float %t63, float %.150, !dbg !271
  br label %b32, !dbg !270

b32:                                              ; preds = %b28, %b30
  %t69 = phi float [ %t61.mux, %b28 ], [ %.152, %b30 ]
  %t70 = phi i1 [ %t62.mux, %b28 ], [ true, %b30 ]
  %.157 = add nuw nsw i64 %.68, 4, !dbg !270
  %.158 = icmp ult i32 %.67, 60, !dbg !270
  %.160 = and i64 %.157, 63, !dbg !270
  %8 = shl nuw i64 1, %.160, !dbg !270
  %9 = and i64 %8, %.71, !dbg !270
  %.162 = icmp ne i64 %9, 0, !dbg !270
  %.163 = and i1 %.158, %.162, !dbg !270
  %.164 = trunc i64 %.157 to i32, !dbg !270
  %.165 = shl i32 %.164, 2, !dbg !270
  %.166 = bitcast float %t69 to i32, !dbg !270
  %.167 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.165, i32 %.166), !dbg !270
  %.168 = bitcast i32 %.167 to float, !dbg !270
  %t71 = select i1 %.163, float %.168, float %t69, !dbg !270
  %.182 = zext i1 %t70 to i32, !dbg !270
  %.183 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.165, i32 %.182), !dbg !270
  %10 = and i32 %.183, 1, !dbg !270
  %.184 = icmp ne i32 %10, 0, !dbg !270
  %t72 = select i1 %.163, i1 %.184, i1 %t70, !dbg !270
  %t73 = icmp slt i32 %.2, 28, !dbg !270
  %t74 = and i1 %t73, %t72, !dbg !270
  %11 = select i1 %t74, i1 %t70, i1 false, !dbg !270
  %t69.mux = select i1 %t74, float %t71, float %t69, !dbg !270
  %t70.mux = select i1 %t74, i1 true, i1 %t70, !dbg !270
  br i1 %11, label %b34, label %b36, !dbg !270

b34:                                              ; preds = %b32
  %.185 = fcmp ogt float %t69, %t71, !dbg !271
  %.186 = select i1 %.185, float %t69, float %t71, !dbg !271
  %.187 = fcmp oeq float %t69, %t71, !dbg !271
  %.189 = bitcast float %t71 to i32, !dbg !271
  %.190 = and i32 %.189, %.166, !dbg !271
  %.191 = bitcast i32 %.190 to float, !dbg !271
  %.192 = select i1 %.187, float %.191, float %.186, !dbg !271
  %.193 = fcmp uno float %t69, 0.000000e+00, !dbg !271
  %.194 = select i1 %.193, float %t69, float %.192, !dbg !271
  %.195 = fcmp uno float %t71, 0.000000e+00, !dbg !271
  %.196 = select i1 %.195, float %t71, float %.194, !dbg !271
  br label %b36, !dbg !270

b36:                                              ; preds = %b32, %b34
  %t77 = phi float [ %t69.mux, %b32 ], [ %.196, %b34 ]
  %t78 = phi i1 [ %t70.mux, %b32 ], [ true, %b34 ]
  %.201 = add nuw nsw i64 %.68, 2, !dbg !270
  %.202 = icmp ult i32 %.67, 62, !dbg !270
  %.204 = and i64 %.201, 63, !dbg !270
  %12 = shl nuw i64 1, %.204, !dbg !270
  %13 = and i64 %12, %.71, !dbg !270
  %.206 = icmp ne i64 %13, 0, !dbg !270
  %.207 = and i1 %.202, %.206, !dbg !270
  %.208 = trunc i64 %.201 to i32, !dbg !270
  %.209 = shl i32 %.208, 2, !dbg !270
  %.210 = bitcast float %t77 to i32, !dbg !270
  %.211 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.209, i32 %.210), !dbg !270
  %.212 = bitcast i32 %.211 to float, !dbg !270
  %t79 = select i1 %.207, float %.212, float %t77, !dbg !270
  %.226 = zext i1 %t78 to i32, !dbg !270
  %.227 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.209, i32 %.226), !dbg !270
  %14 = and i32 %.227, 1, !dbg !270
  %.228 = icmp ne i32 %14, 0, !dbg !270
  %t80 = select i1 %.207, i1 %.228, i1 %t78, !dbg !270
  %t81 = icmp slt i32 %.2, 30, !dbg !270
  %t82 = and i1 %t81, %t80, !dbg !270
  %15 = select i1 %t82, i1 %t78, i1 false, !dbg !270
  %t77.mux = select i1 %t82, float %t79, float %t77, !dbg !270
  %t78.mux = select i1 %t82, i1 true, i1 %t78, !dbg !270
  br i1 %15, label %b38, label %b40, !dbg !270

b38:                                              ; preds = %b36
  %.229 = fcmp ogt float %t77, %t79, !dbg !271
  %.230 = select i1 %.229, float %t77, float %t79, !dbg !271
  %.231 = fcmp oeq float %t77, %t79, !dbg !271
  %.233 = bitcast float %t79 to i32, !dbg !271
  %.234 = and i32 %.233, %.210, !dbg !271
  %.235 = bitcast i32 %.234 to float, !dbg !271
  %.236 = select i1 %.231, float %.235, float %.230, !dbg !271
  %.237 = fcmp uno float %t77, 0.000000e+00, !dbg !271
  %.238 = select i1 %.237, float %t77, float %.236, !dbg !271
  %.239 = fcmp uno float %t79, 0.000000e+00, !dbg !271
  %.240 = select i1 %.239, float %t79, float %.238, !dbg !271
  br label %b40, !dbg !270

b40:                                              ; preds = %b36, %b38
  %t85 = phi float [ %t77.mux, %b36 ], [ %.240, %b38 ]
  %t86 = phi i1 [ %t78.mux, %b36 ], [ true, %b38 ]
  %.245 = add nuw nsw i64 %.68, 1, !dbg !270
  %.246 = icmp ult i32 %.67, 63, !dbg !270
  %.248 = and i64 %.245, 63, !dbg !270
  %16 = shl nuw i64 1, %.248, !dbg !270
  %17 = and i64 %16, %.71, !dbg !270
  %.250 = icmp ne i64 %17, 0, !dbg !270
  %.251 = and i1 %.246, %.250, !dbg !270
  %.252 = trunc i64 %.245 to i32, !dbg !270
  %.253 = shl i32 %.252, 2, !dbg !270
  %.254 = bitcast float %t85 to i32, !dbg !270
  %.255 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.253, i32 %.254), !dbg !270
  %.256 = bitcast i32 %.255 to float, !dbg !270
  %t87 = select i1 %.251, float %.256, float %t85, !dbg !270
  %.270 = zext i1 %t86 to i32, !dbg !270
  %.271 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.253, i32 %.270), !dbg !270
  %18 = and i32 %.271, 1, !dbg !270
  %.272 = icmp ne i32 %18, 0, !dbg !270
  %t88 = select i1 %.251, i1 %.272, i1 %t86, !dbg !270
  %t89 = icmp slt i32 %.2, 31, !dbg !270
  %t90 = and i1 %t89, %t88, !dbg !270
  %19 = select i1 %t90, i1 %t86, i1 false, !dbg !270
  %t85.mux = select i1 %t90, float %t87, float %t85, !dbg !270
  %t86.mux = select i1 %t90, i1 true, i1 %t86, !dbg !270
  br i1 %19, label %b42, label %b45, !dbg !270

b42:                                              ; preds = %b40
  %.273 = fcmp ogt float %t85, %t87, !dbg !271
  %.274 = select i1 %.273, float %t85, float %t87, !dbg !271
  %.275 = fcmp oeq float %t85, %t87, !dbg !271
  %.277 = bitcast float %t87 to i32, !dbg !271
  %.278 = and i32 %.277, %.254, !dbg !271
  %.279 = bitcast i32 %.278 to float, !dbg !271
  %.280 = select i1 %.275, float %.279, float %.274, !dbg !271
  %.281 = fcmp uno float %t85, 0.000000e+00, !dbg !271
  %.282 = select i1 %.281, float %t85, float %.280, !dbg !271
  %.283 = fcmp uno float %t87, 0.000000e+00, !dbg !271
  %.284 = select i1 %.283, float %t87, float %.282, !dbg !271
  br label %b45, !dbg !270

b45:                                              ; preds = %b40, %b42, %b23
  %t95 = phi float [ %t53, %b23 ], [ %t85.mux, %b40 ], [ %.284, %b42 ]
  %t96 = phi i1 [ %t54, %b23 ], [ %t86.mux, %b40 ], [ true, %b42 ]
  %t97 = icmp eq i32 %.2, 0, !dbg !270
  br i1 %t97, label %b46, label %b52, !dbg !270

b46:                                              ; preds = %b45
  %20 = select i1 %t96, i1 %.1, i1 false, !dbg !270
  %a3.mux = select i1 %t96, float %t95, float %a3, !dbg !270
  %.1.mux = select i1 %t96, i1 true, i1 %.1, !dbg !270
  br i1 %20, label %b48, label %b50, !dbg !270

b48:                                              ; preds = %b46
  %.285 = fcmp olt float %t95, %a3, !dbg !271
  %.286 = select i1 %.285, float %a3, float %t95, !dbg !271
  %.287 = fcmp oeq float %t95, %a3, !dbg !271
  %.288 = bitcast float %a3 to i32, !dbg !271
  %.289 = bitcast float %t95 to i32, !dbg !271
  %.290 = and i32 %.289, %.288, !dbg !271
  %.291 = bitcast i32 %.290 to float, !dbg !271
  %.292 = select i1 %.287, float %.291, float %.286, !dbg !271
  %.293 = fcmp uno float %a3, 0.000000e+00, !dbg !271
  %.294 = select i1 %.293, float %a3, float %.292, !dbg !271
  %.295 = fcmp uno float %t95, 0.000000e+00, !dbg !271
  %.296 = select i1 %.295, float %t95, float %.294, !dbg !271
  br label %b50, !dbg !270

b50:                                              ; preds = %b46, %b48
  %t100 = phi float [ %a3.mux, %b46 ], [ %.296, %b48 ]
  %t101 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t101, label %b51, label %b52, !dbg !270

b51:                                              ; preds = %b50
  store float %t100, ptr addrspace(1) %a2, align 4, !dbg !270
  br label %b52, !dbg !270

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !270
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !272 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !273
  %t3 = sext i32 %.1 to i64, !dbg !273
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !273
  %t5 = sext i32 %.2 to i64, !dbg !273
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !273
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !273
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !273, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !273
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !273, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !273
  %.10 = add i32 %.5, -1, !dbg !273
  %.11 = add i32 %.10, %.9, !dbg !273
  %.12 = udiv i32 %.11, %.9, !dbg !273
  %t7 = sext i32 %.12 to i64, !dbg !273
  %t8 = shl nsw i64 %t5, 8, !dbg !273
  %t9 = add nsw i64 %t8, %t3, !dbg !273
  %t10 = shl nsw i64 %t7, 8, !dbg !273
  %t11 = icmp slt i64 %t9, %a0, !dbg !273
  br i1 %t11, label %b1, label %b2, !dbg !273

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !273
  %t13 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t12, !dbg !273
  %.13 = load double, ptr addrspace(1) %t13, align 8, !dbg !273, !amdgpu.noclobber !6
  br label %b2, !dbg !273

b2:                                               ; preds = %b1, %entry
  %t15 = phi double [ %.13, %b1 ], [ 0.000000e+00, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !273
  %t20 = mul i64 %t10, %a2, !dbg !273
  %t2411 = icmp slt i64 %t17, %a0, !dbg !273
  br i1 %t2411, label %b4.preheader, label %b5, !dbg !273

b4.preheader:                                     ; preds = %b2
  %t18 = mul i64 %t17, %a2, !dbg !273
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t18, !dbg !273
  br label %b4, !dbg !273

b4:                                               ; preds = %b4.preheader, %b4
  %t2314 = phi double [ %.26, %b4 ], [ %t15, %b4.preheader ]
  %t2213 = phi i64 [ %t27, %b4 ], [ %t17, %b4.preheader ]
  %t2112 = phi ptr addrspace(1) [ %t28, %b4 ], [ %t19, %b4.preheader ]
  %.14 = load double, ptr addrspace(1) %t2112, align 8, !dbg !273
  %.15 = fcmp ogt double %t2314, %.14, !dbg !274
  %.16 = select i1 %.15, double %t2314, double %.14, !dbg !274
  %.17 = fcmp oeq double %t2314, %.14, !dbg !274
  %.18 = bitcast double %t2314 to i64, !dbg !274
  %.19 = bitcast double %.14 to i64, !dbg !274
  %.20 = and i64 %.19, %.18, !dbg !274
  %.21 = bitcast i64 %.20 to double, !dbg !274
  %.22 = select i1 %.17, double %.21, double %.16, !dbg !274
  %.23 = fcmp uno double %t2314, 0.000000e+00, !dbg !274
  %.24 = select i1 %.23, double %t2314, double %.22, !dbg !274
  %.25 = fcmp uno double %.14, 0.000000e+00, !dbg !274
  %.26 = select i1 %.25, double %.14, double %.24, !dbg !274
  %t27 = add i64 %t2213, %t10, !dbg !273
  %t28 = getelementptr inbounds double, ptr addrspace(1) %t2112, i64 %t20, !dbg !273
  %t24 = icmp slt i64 %t27, %a0, !dbg !273
  br i1 %t24, label %b4, label %b5, !dbg !273

b5:                                               ; preds = %b4, %b2
  %t23.lcssa = phi double [ %t15, %b2 ], [ %.26, %b4 ]
  %t29 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.0, i32 %.1, !dbg !273
  store double %t23.lcssa, ptr addrspace(3) %t29, align 8, !dbg !273
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.1, i32 %.1, !dbg !273
  %.27 = zext i1 %t11 to i8, !dbg !273
  store i8 %.27, ptr addrspace(3) %t30, align 1, !dbg !273
  fence syncscope("workgroup") release, !dbg !273
  tail call void @llvm.amdgcn.s.barrier(), !dbg !273
  fence syncscope("workgroup") acquire, !dbg !273
  %t31 = icmp slt i32 %.1, 128, !dbg !273
  br i1 %t31, label %b6, label %b11, !dbg !273

b6:                                               ; preds = %b5
  %t32 = add nsw i32 %.1, 128, !dbg !273
  %t33 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t32, !dbg !273
  %.28 = load double, ptr addrspace(3) %t33, align 8, !dbg !273
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t32, !dbg !273
  %.29 = load i8, ptr addrspace(3) %t35, align 1, !dbg !273
  %.30.not10 = icmp eq i8 %.29, 0, !dbg !273
  %t16.not = xor i1 %t11, true, !dbg !273
  %brmerge = or i1 %.30.not10, %t16.not, !dbg !273
  %t23.mux = select i1 %.30.not10, double %t23.lcssa, double %.28, !dbg !273
  %not..30.not10 = xor i1 %.30.not10, true, !dbg !273
  %t16.mux = select i1 %not..30.not10, i1 true, i1 %t11, !dbg !273
  br i1 %brmerge, label %b10, label %b8, !dbg !273

b8:                                               ; preds = %b6
  %.31 = fcmp ogt double %t23.lcssa, %.28, !dbg !274
  %.32 = select i1 %.31, double %t23.lcssa, double %.28, !dbg !274
  %.33 = fcmp oeq double %t23.lcssa, %.28, !dbg !274
  %.34 = bitcast double %t23.lcssa to i64, !dbg !274
  %.35 = bitcast double %.28 to i64, !dbg !274
  %.36 = and i64 %.35, %.34, !dbg !274
  %.37 = bitcast i64 %.36 to double, !dbg !274
  %.38 = select i1 %.33, double %.37, double %.32, !dbg !274
  %.39 = fcmp uno double %t23.lcssa, 0.000000e+00, !dbg !274
  %.40 = select i1 %.39, double %t23.lcssa, double %.38, !dbg !274
  %.41 = fcmp uno double %.28, 0.000000e+00, !dbg !274
  %.42 = select i1 %.41, double %.28, double %.40, !dbg !274
  br label %b10, !dbg !273

b10:                                              ; preds = %b6, %b8
  %t39 = phi double [ %t23.mux, %b6 ], [ %.42, %b8 ]
  %t40 = phi i1 [ %t16.mux, %b6 ], [ true, %b8 ]
  store double %t39, ptr addrspace(3) %t29, align 8, !dbg !273
  %.43 = zext i1 %t40 to i8, !dbg !273
  store i8 %.43, ptr addrspace(3) %t30, align 1, !dbg !273
  br label %b11, !dbg !273

b11:                                              ; preds = %b10, %b5
  %t41 = phi double [ %t39, %b10 ], [ %t23.lcssa, %b5 ]
  %t42 = phi i1 [ %t40, %b10 ], [ %t11, %b5 ]
  fence syncscope("workgroup") release, !dbg !273
  tail call void @llvm.amdgcn.s.barrier(), !dbg !273
  fence syncscope("workgroup") acquire, !dbg !273
  %t43 = icmp slt i32 %.1, 64, !dbg !273
  br i1 %t43, label %b12, label %b17, !dbg !273

b12:                                              ; preds = %b11
  %t44 = add nsw i32 %.1, 64, !dbg !273
  %t45 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t44, !dbg !273
  %.44 = load double, ptr addrspace(3) %t45, align 8, !dbg !273
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t44, !dbg !273
  %.45 = load i8, ptr addrspace(3) %t47, align 1, !dbg !273
  %.46.not9 = icmp eq i8 %.45, 0, !dbg !273
  %t42.not = xor i1 %t42, true, !dbg !273
  %brmerge1 = select i1 %.46.not9, i1 true, i1 %t42.not, !dbg !273
  %t41.mux = select i1 %.46.not9, double %t41, double %.44, !dbg !273
  %not..46.not9 = xor i1 %.46.not9, true, !dbg !273
  %t42.mux = select i1 %not..46.not9, i1 true, i1 %t42, !dbg !273
  br i1 %brmerge1, label %b16, label %b14, !dbg !273

b14:                                              ; preds = %b12
  %.47 = fcmp ogt double %t41, %.44, !dbg !274
  %.48 = select i1 %.47, double %t41, double %.44, !dbg !274
  %.49 = fcmp oeq double %t41, %.44, !dbg !274
  %.50 = bitcast double %t41 to i64, !dbg !274
  %.51 = bitcast double %.44 to i64, !dbg !274
  %.52 = and i64 %.51, %.50, !dbg !274
  %.53 = bitcast i64 %.52 to double, !dbg !274
  %.54 = select i1 %.49, double %.53, double %.48, !dbg !274
  %.55 = fcmp uno double %t41, 0.000000e+00, !dbg !274
  %.56 = select i1 %.55, double %t41, double %.54, !dbg !274
  %.57 = fcmp uno double %.44, 0.000000e+00, !dbg !274
  %.58 = select i1 %.57, double %.44, double %.56, !dbg !274
  br label %b16, !dbg !273

b16:                                              ; preds = %b12, %b14
  %t51 = phi double [ %t41.mux, %b12 ], [ %.58, %b14 ]
  %t52 = phi i1 [ %t42.mux, %b12 ], [ true, %b14 ]
  store double %t51, ptr addrspace(3) %t29, align 8, !dbg !273
  %.59 = zext i1 %t52 to i8, !dbg !273
  store i8 %.59, ptr addrspace(3) %t30, align 1, !dbg !273
  br label %b17, !dbg !273

b17:                                              ; preds = %b16, %b11
  %t53 = phi double [ %t51, %b16 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b16 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release, !dbg !273
  tail call void @llvm.amdgcn.s.barrier(), !dbg !273
  fence syncscope("workgroup") acquire, !dbg !273
  %t55 = icmp slt i32 %.1, 32, !dbg !273
  br i1 %t55, label %b18, label %b23, !dbg !273

b18:                                              ; preds = %b17
  %t56 = add nsw i32 %.1, 32, !dbg !273
  %t57 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t56, !dbg !273
  %.60 = load double, ptr addrspace(3) %t57, align 8, !dbg !273
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t56, !dbg !273
  %.61 = load i8, ptr addrspace(3) %t59, align 1, !dbg !273
  %.62.not8 = icmp eq i8 %.61, 0, !dbg !273
  %t54.not = xor i1 %t54, true, !dbg !273
  %brmerge2 = select i1 %.62.not8, i1 true, i1 %t54.not, !dbg !273
  %t53.mux = select i1 %.62.not8, double %t53, double %.60, !dbg !273
  %not..62.not8 = xor i1 %.62.not8, true, !dbg !273
  %t54.mux = select i1 %not..62.not8, i1 true, i1 %t54, !dbg !273
  br i1 %brmerge2, label %b23, label %b20, !dbg !273

b20:                                              ; preds = %b18
  %.63 = fcmp ogt double %t53, %.60, !dbg !274
  %.64 = select i1 %.63, double %t53, double %.60, !dbg !274
  %.65 = fcmp oeq double %t53, %.60, !dbg !274
  %.66 = bitcast double %t53 to i64, !dbg !274
  %.67 = bitcast double %.60 to i64, !dbg !274
  %.68 = and i64 %.67, %.66, !dbg !274
  %.69 = bitcast i64 %.68 to double, !dbg !274
  %.70 = select i1 %.65, double %.69, double %.64, !dbg !274
  %.71 = fcmp uno double %t53, 0.000000e+00, !dbg !274
  %.72 = select i1 %.71, double %t53, double %.70, !dbg !274
  %.73 = fcmp uno double %.60, 0.000000e+00, !dbg !274
  %.74 = select i1 %.73, double %.60, double %.72, !dbg !274
  br label %b23, !dbg !273

b23:                                              ; preds = %b18, %b20, %b17
  %t65 = phi double [ %t53, %b17 ], [ %t53.mux, %b18 ], [ %.74, %b20 ]
  %t66 = phi i1 [ %t54, %b17 ], [ %t54.mux, %b18 ], [ true, %b20 ]
  br i1 %t55, label %b24, label %b45, !dbg !273

b24:                                              ; preds = %b23
  %.76 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !273
  %.77 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.76), !dbg !273
  %.78 = zext i32 %.77 to i64, !dbg !273
  %.79 = add nuw nsw i64 %.78, 16, !dbg !273
  %.80 = icmp ult i32 %.77, 48, !dbg !273
  %.81 = tail call i64 @llvm.read_register.i64(metadata !27) #13, !dbg !273
  %.82 = and i64 %.79, 63, !dbg !273
  %0 = shl nuw i64 1, %.82, !dbg !273
  %1 = and i64 %0, %.81, !dbg !273
  %.84 = icmp ne i64 %1, 0, !dbg !273
  %.85 = and i1 %.80, %.84, !dbg !273
  %.86 = trunc i64 %.79 to i32, !dbg !273
  %.87 = shl i32 %.86, 2, !dbg !273
  %.88 = bitcast double %t65 to i64, !dbg !273
  %.89 = trunc i64 %.88 to i32, !dbg !273
  %.90 = lshr i64 %.88, 32, !dbg !273
  %.91 = trunc i64 %.90 to i32, !dbg !273
  %.92 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.87, i32 %.89), !dbg !273
  %.93 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.87, i32 %.91), !dbg !273
  %.94 = zext i32 %.92 to i64, !dbg !273
  %.95 = zext i32 %.93 to i64, !dbg !273
  %.96 = shl nuw i64 %.95, 32, !dbg !273
  %.97 = or i64 %.96, %.94, !dbg !273
  %.98 = bitcast i64 %.97 to double, !dbg !273
  %t67 = select i1 %.85, double %.98, double %t65, !dbg !273
  %.112 = zext i1 %t66 to i32, !dbg !273
  %.113 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.87, i32 %.112), !dbg !273
  %2 = and i32 %.113, 1, !dbg !273
  %.114 = icmp ne i32 %2, 0, !dbg !273
  %t68 = select i1 %.85, i1 %.114, i1 %t66, !dbg !273
  %t69 = icmp slt i32 %.1, 16, !dbg !273
  %t70 = and i1 %t69, %t68, !dbg !273
  %3 = select i1 %t70, i1 %t66, i1 false, !dbg !273
  %t65.mux = select i1 %t70, double %t67, double %t65, !dbg !273
  %t66.mux = select i1 %t70, i1 true, i1 %t66, !dbg !273
  br i1 %3, label %b26, label %b28, !dbg !273

b26:                                              ; preds = %b24
  %.115 = fcmp ogt double %t65, %t67, !dbg !274
  %.116 = select i1 %.115, double %t65, double %t67, !dbg !274
  %.117 = fcmp oeq double %t65, %t67, !dbg !274
  %.119 = bitcast double %t67 to i64, !dbg !274
  %.120 = and i64 %.119, %.88, !dbg !274
  %.121 = bitcast i64 %.120 to double, !dbg !274
  %.122 = select i1 %.117, double %.121, double %.116, !dbg !274
  %.123 = fcmp uno double %t65, 0.000000e+00, !dbg !274
  %.124 = select i1 %.123, double %t65, double %.122, !dbg !274
  %.125 = fcmp uno double %t67, 0.000000e+00, !dbg !274
  %.126 = select i1 %.125, double %t67, double %.124, !dbg !274
  br label %b28, !dbg !273

b28:                                              ; preds = %b24, %b26
  %t73 = phi double [ %t65.mux, %b24 ], [ %.126, %b26 ]
  %t74 = phi i1 [ %t66.mux, %b24 ], [ true, %b26 ]
  %.131 = add nuw nsw i64 %.78, 8, !dbg !273
  %.132 = icmp ult i32 %.77, 56, !dbg !273
  %.134 = and i64 %.131, 63, !dbg !273
  %4 = shl nuw i64 1, %.134, !dbg !273
  %5 = and i64 %4, %.81, !dbg !273
  %.136 = icmp ne i64 %5, 0, !dbg !273
  %.137 = and i1 %.132, %.136, !dbg !273
  %.138 = trunc i64 %.131 to i32, !dbg !273
  %.139 = shl i32 %.138, 2, !dbg !273
  %.140 = bitcast double %t73 to i64, !dbg !273
  %.141 = trunc i64 %.140 to i32, !dbg !273
  %.142 = lshr i64 %.140, 32, !dbg !273
  %.143 = trunc i64 %.142 to i32, !dbg !273
  %.144 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.139, i32 %.141), !dbg !273
  %.145 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.139, i32 %.143), !dbg !273
  %.146 = zext i32 %.144 to i64, !dbg !273
  %.147 = zext i32 %.145 to i64, !dbg !273
  %.148 = shl nuw i64 %.147, 32, !dbg !273
  %.149 = or i64 %.148, %.146, !dbg !273
  %.150 = bitcast i64 %.149 to double, !dbg !273
  %t75 = select i1 %.137, double %.150, double %t73, !dbg !273
  %.164 = zext i1 %t74 to i32, !dbg !273
  %.165 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.139, i32 %.164), !dbg !273
  %6 = and i32 %.165, 1, !dbg !273
  %.166 = icmp ne i32 %6, 0, !dbg !273
  %t76 = select i1 %.137, i1 %.166, i1 %t74, !dbg !273
  %t77 = icmp slt i32 %.1, 24, !dbg !273
  %t78 = and i1 %t77, %t76, !dbg !273
  %7 = select i1 %t78, i1 %t74, i1 false, !dbg !273
  %t73.mux = select i1 %t78, double %t75, double %t73, !dbg !273
  %t74.mux = select i1 %t78, i1 true, i1 %t74, !dbg !273
  br i1 %7, label %b30, label %b32, !dbg !273

b30:                                              ; preds = %b28
  %.167 = fcmp ogt double %t73, %t75, !dbg !274
  %.168 = select i1 %.167, double %t73, double %t75, !dbg !274
  %.169 = fcmp oeq double %t73, %t75, !dbg !274
  %.171 = bitcast double %t75 to i64, !dbg !274
  %.172 = and i64 %.171, %.140, !dbg !274
  %.173 = bitcast i64 %.172 to double, !dbg !274
  %.174 = select i1 %.169, double %.173, double %.168, !dbg !274
  %.175 = fcmp uno double %t73, 0.000000e+00, !dbg !274
  %.176 = select i1 %.175, double %t73, double %.174, !dbg !274
  %.177 = fcmp uno double %t75, 0.000000e+00, !dbg !274
  %.178 = select i1 %.177, double %t75, double %.176, !dbg !274
  br label %b32, !dbg !273

b32:                                              ; preds = %b28, %b30
  %t81 = phi double [ %t73.mux, %b28 ], [ %.178, %b30 ]
  %t82 = phi i1 [ %t74.mux, %b28 ], [ true, %b30 ]
  %.183 = add nuw nsw i64 %.78, 4, !dbg !273
  %.184 = icmp ult i32 %.77, 60, !dbg !273
  %.186 = and i64 %.183, 63, !dbg !273
  %8 = shl nuw i64 1, %.186, !dbg !273
  %9 = and i64 %8, %.81, !dbg !273
  %.188 = icmp ne i64 %9, 0, !dbg !273
  %.189 = and i1 %.184, %.188, !dbg !273
  %.190 = trunc i64 %.183 to i32, !dbg !273
  %.191 = shl i32 %.190, 2, !dbg !273
  %.192 = bitcast double %t81 to i64, !dbg !273
  %.193 = trunc i64 %.192 to i32, !dbg !273
  %.194 = lshr i64 %.192, 32, !dbg !273
  %.195 = trunc i64 %.194 to i32, !dbg !273
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.193), !dbg !273
  %.197 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.195), !dbg !273
  %.198 = zext i32 %.196 to i64, !dbg !273
  %.199 = zext i32 %.197 to i64, !dbg !273
  %.200 = shl nuw i64 %.199, 32, !dbg !273
  %.201 = or i64 %.200, %.198, !dbg !273
  %.202 = bitcast i64 %.201 to double, !dbg !273
  %t83 = select i1 %.189, double %.202, double %t81, !dbg !273
  %.216 = zext i1 %t82 to i32, !dbg !273
  %.217 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.216), !dbg !273
  %10 = and i32 %.217, 1, !dbg !273
  %.218 = icmp ne i32 %10, 0, !dbg !273
  %t84 = select i1 %.189, i1 %.218, i1 %t82, !dbg !273
  %t85 = icmp slt i32 %.1, 28, !dbg !273
  %t86 = and i1 %t85, %t84, !dbg !273
  %11 = select i1 %t86, i1 %t82, i1 false, !dbg !273
  %t81.mux = select i1 %t86, double %t83, double %t81, !dbg !273
  %t82.mux = select i1 %t86, i1 true, i1 %t82, !dbg !273
  br i1 %11, label %b34, label %b36, !dbg !273

b34:                                              ; preds = %b32
  %.219 = fcmp ogt double %t81, %t83, !dbg !274
  %.220 = select i1 %.219, double %t81, double %t83, !dbg !274
  %.221 = fcmp oeq double %t81, %t83, !dbg !274
  %.223 = bitcast double %t83 to i64, !dbg !274
  %.224 = and i64 %.223, %.192, !dbg !274
  %.225 = bitcast i64 %.224 to double, !dbg !274
  %.226 = select i1 %.221, double %.225, double %.220, !dbg !274
  %.227 = fcmp uno double %t81, 0.000000e+00, !dbg !274
  %.228 = select i1 %.227, double %t81, double %.226, !dbg !274
  %.229 = fcmp uno double %t83, 0.000000e+00, !dbg !274
  %.230 = select i1 %.229, double %t83, double %.228, !dbg !274
  br label %b36, !dbg !273

b36:                                              ; preds = %b32, %b34
  %t89 = phi double [ %t81.mux, %b32 ], [ %.230, %b34 ]
  %t90 = phi i1 [ %t82.mux, %b32 ], [ true, %b34 ]
  %.235 = add nuw nsw i64 %.78, 2, !dbg !273
  %.236 = icmp ult i32 %.77, 62, !dbg !273
  %.238 = and i64 %.235, 63, !dbg !273
  %12 = shl nuw i64 1, %.238, !dbg !273
  %13 = and i64 %12, %.81, !dbg !273
  %.240 = icmp ne i64 %13, 0, !dbg !273
  %.241 = and i1 %.236, %.240, !dbg !273
  %.242 = trunc i64 %.235 to i32, !dbg !273
  %.243 = shl i32 %.242, 2, !dbg !273
  %.244 = bitcast double %t89 to i64, !dbg !273
  %.245 = trunc i64 %.244 to i32, !dbg !273
  %.246 = lshr i64 %.244, 32, !dbg !273
  %.247 = trunc i64 %.246 to i32, !dbg !273
  %.248 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.243, i32 %.245), !dbg !273
  %.249 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.243, i32 %.247), !dbg !273
  %.250 = zext i32 %.248 to i64, !dbg !273
  %.251 = zext i32 %.249 to i64, !dbg !273
  %.252 = shl nuw i64 %.251, 32, !dbg !273
  %.253 = or i64 %.252, %.250, !dbg !273
  %.254 = bitcast i64 %.253 to double, !dbg !273
  %t91 = select i1 %.241, double %.254, double %t89, !dbg !273
  %.268 = zext i1 %t90 to i32, !dbg !273
  %.269 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.243, i32 %.268), !dbg !273
  %14 = and i32 %.269, 1, !dbg !273
  %.270 = icmp ne i32 %14, 0, !dbg !273
  %t92 = select i1 %.241, i1 %.270, i1 %t90, !dbg !273
  %t93 = icmp slt i32 %.1, 30, !dbg !273
  %t94 = and i1 %t93, %t92, !dbg !273
  %15 = select i1 %t94, i1 %t90, i1 false, !dbg !273
  %t89.mux = select i1 %t94, double %t91, double %t89, !dbg !273
  %t90.mux = select i1 %t94, i1 true, i1 %t90, !dbg !273
  br i1 %15, label %b38, label %b40, !dbg !273

b38:                                              ; preds = %b36
  %.271 = fcmp ogt double %t89, %t91, !dbg !274
  %.272 = select i1 %.271, double %t89, double %t91, !dbg !274
  %.273 = fcmp oeq double %t89, %t91, !dbg !274
  %.275 = bitcast double %t91 to i64, !dbg !274
  %.276 = and i64 %.275, %.244, !dbg !274
  %.277 = bitcast i64 %.276 to double, !dbg !274
  %.278 = select i1 %.273, double %.277, double %.272, !dbg !274
  %.279 = fcmp uno double %t89, 0.000000e+00, !dbg !274
  %.280 = select i1 %.279, double %t89, double %.278, !dbg !274
  %.281 = fcmp uno double %t91, 0.000000e+00, !dbg !274
  %.282 = select i1 %.281, double %t91, double %.280, !dbg !274
  br label %b40, !dbg !273

b40:                                              ; preds = %b36, %b38
  %t97 = phi double [ %t89.mux, %b36 ], [ %.282, %b38 ]
  %t98 = phi i1 [ %t90.mux, %b36 ], [ true, %b38 ]
  %.287 = add nuw nsw i64 %.78, 1, !dbg !273
  %.288 = icmp ult i32 %.77, 63, !dbg !273
  %.290 = and i64 %.287, 63, !dbg !273
  %16 = shl nuw i64 1, %.290, !dbg !273
  %17 = and i64 %16, %.81, !dbg !273
  %.292 = icmp ne i64 %17, 0, !dbg !273
  %.293 = and i1 %.288, %.292, !dbg !273
  %.294 = trunc i64 %.287 to i32, !dbg !273
  %.295 = shl i32 %.294, 2, !dbg !273
  %.296 = bitcast double %t97 to i64, !dbg !273
  %.297 = trunc i64 %.296 to i32, !dbg !273
  %.298 = lshr i64 %.296, 32, !dbg !273
  %.299 = trunc i64 %.298 to i32, !dbg !273
  %.300 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.295, i32 %.297), !dbg !273
  %.301 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.295, i32 %.299), !dbg !273
  %.302 = zext i32 %.300 to i64, !dbg !273
  %.303 = zext i32 %.301 to i64, !dbg !273
  %.304 = shl nuw i64 %.303, 32, !dbg !273
  %.305 = or i64 %.304, %.302, !dbg !273
  %.306 = bitcast i64 %.305 to double, !dbg !273
  %t99 = select i1 %.293, double %.306, double %t97, !dbg !273
  %.320 = zext i1 %t98 to i32, !dbg !273
  %.321 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.295, i32 %.320), !dbg !273
  %18 = and i32 %.321, 1, !dbg !273
  %.322 = icmp ne i32 %18, 0, !dbg !273
  %t100 = select i1 %.293, i1 %.322, i1 %t98, !dbg !273
  %t101 = icmp slt i32 %.1, 31, !dbg !273
  %t102 = and i1 %t101, %t100, !dbg !273
  %19 = select i1 %t102, i1 %t98, i1 false, !dbg !273
  %t97.mux = select i1 %t102, double %t99, double %t97, !dbg !273
  %t98.mux = select i1 %t102, i1 true, i1 %t98, !dbg !273
  br i1 %19, label %b42, label %b45, !dbg !273

b42:                                              ; preds = %b40
  %.323 = fcmp ogt double %t97, %t99, !dbg !274
  %.324 = select i1 %.323, double %t97, double %t99, !dbg !274
  %.325 = fcmp oeq double %t97, %t99, !dbg !274
  %.327 = bitcast double %t99 to i64, !dbg !274
  %.328 = and i64 %.327, %.296, !dbg !274
  %.329 = bitcast i64 %.328 to double, !dbg !274
  %.330 = select i1 %.325, double %.329, double %.324, !dbg !274
  %.331 = fcmp uno double %t97, 0.000000e+00, !dbg !274
  %.332 = select i1 %.331, double %t97, double %.330, !dbg !274
  %.333 = fcmp uno double %t99, 0.000000e+00, !dbg !274
  %.334 = select i1 %.333, double %t99, double %.332, !dbg !274
  br label %b45, !dbg !273

b45:                                              ; preds = %b40, %b42, %b23
  %t107 = phi double [ %t65, %b23 ], [ %t97.mux, %b40 ], [ %.334, %b42 ]
  %t108 = phi i1 [ %t66, %b23 ], [ %t98.mux, %b40 ], [ true, %b42 ]
  %t109 = icmp eq i32 %.1, 0, !dbg !273
  %t110 = and i1 %t109, %t108, !dbg !273
  br i1 %t110, label %b46, label %b47, !dbg !273

b46:                                              ; preds = %b45
  %t111 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t5, !dbg !273
  store double %t107, ptr addrspace(1) %t111, align 8, !dbg !273
  br label %b47, !dbg !273

b47:                                              ; preds = %b46, %b45
  ret void, !dbg !273
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, double %a3, i8 %a4) local_unnamed_addr #0 !dbg !275 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !276
  %t3 = sext i32 %.2 to i64, !dbg !276
  %t4 = icmp slt i64 %t3, %a0, !dbg !276
  br i1 %t4, label %b1, label %b2, !dbg !276

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t3, !dbg !276
  %.3 = load double, ptr addrspace(1) %t5, align 8, !dbg !276, !amdgpu.noclobber !6
  br label %b2, !dbg !276

b2:                                               ; preds = %b1, %entry
  %t7 = phi double [ %.3, %b1 ], [ 0.000000e+00, %entry ]
  %t1012 = add nsw i64 %t3, 256, !dbg !276
  %t1213 = icmp slt i64 %t1012, %a0, !dbg !276
  br i1 %t1213, label %b4, label %b5, !dbg !276

b4:                                               ; preds = %b2, %b4
  %t1015 = phi i64 [ %t10, %b4 ], [ %t1012, %b2 ]
  %t1114 = phi double [ %.16, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t1015, !dbg !276
  %.4 = load double, ptr addrspace(1) %t13, align 8, !dbg !276, !amdgpu.noclobber !6
  %.5 = fcmp ogt double %t1114, %.4, !dbg !277
  %.6 = select i1 %.5, double %t1114, double %.4, !dbg !277
  %.7 = fcmp oeq double %t1114, %.4, !dbg !277
  %.8 = bitcast double %t1114 to i64, !dbg !277
  %.9 = bitcast double %.4 to i64, !dbg !277
  %.10 = and i64 %.9, %.8, !dbg !277
  %.11 = bitcast i64 %.10 to double, !dbg !277
  %.12 = select i1 %.7, double %.11, double %.6, !dbg !277
  %.13 = fcmp uno double %t1114, 0.000000e+00, !dbg !277
  %.14 = select i1 %.13, double %t1114, double %.12, !dbg !277
  %.15 = fcmp uno double %.4, 0.000000e+00, !dbg !277
  %.16 = select i1 %.15, double %.4, double %.14, !dbg !277
  %t10 = add i64 %t1015, 256, !dbg !276
  %t12 = icmp slt i64 %t10, %a0, !dbg !276
  br i1 %t12, label %b4, label %b5, !dbg !276

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi double [ %t7, %b2 ], [ %.16, %b4 ]
  %t17 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.0, i32 %.2, !dbg !276
  store double %t11.lcssa, ptr addrspace(3) %t17, align 8, !dbg !276
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.1, i32 %.2, !dbg !276
  %.17 = zext i1 %t4 to i8, !dbg !276
  store i8 %.17, ptr addrspace(3) %t18, align 1, !dbg !276
  fence syncscope("workgroup") release, !dbg !276
  tail call void @llvm.amdgcn.s.barrier(), !dbg !276
  fence syncscope("workgroup") acquire, !dbg !276
  %t19 = icmp slt i32 %.2, 128, !dbg !276
  br i1 %t19, label %b6, label %b11, !dbg !276

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128, !dbg !276
  %t21 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t20, !dbg !276
  %.18 = load double, ptr addrspace(3) %t21, align 8, !dbg !276
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t20, !dbg !276
  %.19 = load i8, ptr addrspace(3) %t23, align 1, !dbg !276
  %.20.not11 = icmp eq i8 %.19, 0, !dbg !276
  %t8.not = xor i1 %t4, true, !dbg !276
  %brmerge = or i1 %.20.not11, %t8.not, !dbg !276
  %t11.mux = select i1 %.20.not11, double %t11.lcssa, double %.18, !dbg !276
  %not..20.not11 = xor i1 %.20.not11, true, !dbg !276
  %t8.mux = select i1 %not..20.not11, i1 true, i1 %t4, !dbg !276
  br i1 %brmerge, label %b10, label %b8, !dbg !276

b8:                                               ; preds = %b6
  %.21 = fcmp ogt double %t11.lcssa, %.18, !dbg !277
  %.22 = select i1 %.21, double %t11.lcssa, double %.18, !dbg !277
  %.23 = fcmp oeq double %t11.lcssa, %.18, !dbg !277
  %.24 = bitcast double %t11.lcssa to i64, !dbg !277
  %.25 = bitcast double %.18 to i64, !dbg !277
  %.26 = and i64 %.25, %.24, !dbg !277
  %.27 = bitcast i64 %.26 to double, !dbg !277
  %.28 = select i1 %.23, double %.27, double %.22, !dbg !277
  %.29 = fcmp uno double %t11.lcssa, 0.000000e+00, !dbg !277
  %.30 = select i1 %.29, double %t11.lcssa, double %.28, !dbg !277
  %.31 = fcmp uno double %.18, 0.000000e+00, !dbg !277
  %.32 = select i1 %.31, double %.18, double %.30, !dbg !277
  br label %b10, !dbg !276

b10:                                              ; preds = %b6, %b8
  %t27 = phi double [ %t11.mux, %b6 ], [ %.32, %b8 ]
  %t28 = phi i1 [ %t8.mux, %b6 ], [ true, %b8 ]
  store double %t27, ptr addrspace(3) %t17, align 8, !dbg !276
  %.33 = zext i1 %t28 to i8, !dbg !276
  store i8 %.33, ptr addrspace(3) %t18, align 1, !dbg !276
  br label %b11, !dbg !276

b11:                                              ; preds = %b10, %b5
  %t29 = phi double [ %t27, %b10 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release, !dbg !276
  tail call void @llvm.amdgcn.s.barrier(), !dbg !276
  fence syncscope("workgroup") acquire, !dbg !276
  %t31 = icmp slt i32 %.2, 64, !dbg !276
  br i1 %t31, label %b12, label %b17, !dbg !276

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64, !dbg !276
  %t33 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t32, !dbg !276
  %.34 = load double, ptr addrspace(3) %t33, align 8, !dbg !276
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t32, !dbg !276
  %.35 = load i8, ptr addrspace(3) %t35, align 1, !dbg !276
  %.36.not10 = icmp eq i8 %.35, 0, !dbg !276
  %t30.not = xor i1 %t30, true, !dbg !276
  %brmerge1 = select i1 %.36.not10, i1 true, i1 %t30.not, !dbg !276
  %t29.mux = select i1 %.36.not10, double %t29, double %.34, !dbg !276
  %not..36.not10 = xor i1 %.36.not10, true, !dbg !276
  %t30.mux = select i1 %not..36.not10, i1 true, i1 %t30, !dbg !276
  br i1 %brmerge1, label %b16, label %b14, !dbg !276

b14:                                              ; preds = %b12
  %.37 = fcmp ogt double %t29, %.34, !dbg !277
  %.38 = select i1 %.37, double %t29, double %.34, !dbg !277
  %.39 = fcmp oeq double %t29, %.34, !dbg !277
  %.40 = bitcast double %t29 to i64, !dbg !277
  %.41 = bitcast double %.34 to i64, !dbg !277
  %.42 = and i64 %.41, %.40, !dbg !277
  %.43 = bitcast i64 %.42 to double, !dbg !277
  %.44 = select i1 %.39, double %.43, double %.38, !dbg !277
  %.45 = fcmp uno double %t29, 0.000000e+00, !dbg !277
  %.46 = select i1 %.45, double %t29, double %.44, !dbg !277
  %.47 = fcmp uno double %.34, 0.000000e+00, !dbg !277
  %.48 = select i1 %.47, double %.34, double %.46, !dbg !277
  br label %b16, !dbg !276

b16:                                              ; preds = %b12, %b14
  %t39 = phi double [ %t29.mux, %b12 ], [ %.48, %b14 ]
  %t40 = phi i1 [ %t30.mux, %b12 ], [ true, %b14 ]
  store double %t39, ptr addrspace(3) %t17, align 8, !dbg !276
  %.49 = zext i1 %t40 to i8, !dbg !276
  store i8 %.49, ptr addrspace(3) %t18, align 1, !dbg !276
  br label %b17, !dbg !276

b17:                                              ; preds = %b16, %b11
  %t41 = phi double [ %t39, %b16 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b16 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release, !dbg !276
  tail call void @llvm.amdgcn.s.barrier(), !dbg !276
  fence syncscope("workgroup") acquire, !dbg !276
  %t43 = icmp slt i32 %.2, 32, !dbg !276
  br i1 %t43, label %b18, label %b23, !dbg !276

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32, !dbg !276
  %t45 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t44, !dbg !276
  %.50 = load double, ptr addrspace(3) %t45, align 8, !dbg !276
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t44, !dbg !276
  %.51 = load i8, ptr addrspace(3) %t47, align 1, !dbg !276
  %.52.not9 = icmp eq i8 %.51, 0, !dbg !276
  %t42.not = xor i1 %t42, true, !dbg !276
  %brmerge2 = select i1 %.52.not9, i1 true, i1 %t42.not, !dbg !276
  %t41.mux = select i1 %.52.not9, double %t41, double %.50, !dbg !276
  %not..52.not9 = xor i1 %.52.not9, true, !dbg !276
  %t42.mux = select i1 %not..52.not9, i1 true, i1 %t42, !dbg !276
  br i1 %brmerge2, label %b23, label %b20, !dbg !276

b20:                                              ; preds = %b18
  %.53 = fcmp ogt double %t41, %.50, !dbg !277
  %.54 = select i1 %.53, double %t41, double %.50, !dbg !277
  %.55 = fcmp oeq double %t41, %.50, !dbg !277
  %.56 = bitcast double %t41 to i64, !dbg !277
  %.57 = bitcast double %.50 to i64, !dbg !277
  %.58 = and i64 %.57, %.56, !dbg !277
  %.59 = bitcast i64 %.58 to double, !dbg !277
  %.60 = select i1 %.55, double %.59, double %.54, !dbg !277
  %.61 = fcmp uno double %t41, 0.000000e+00, !dbg !277
  %.62 = select i1 %.61, double %t41, double %.60, !dbg !277
  %.63 = fcmp uno double %.50, 0.000000e+00, !dbg !277
  %.64 = select i1 %.63, double %.50, double %.62, !dbg !277
  br label %b23, !dbg !276

b23:                                              ; preds = %b18, %b20, %b17
  %t53 = phi double [ %t41, %b17 ], [ %t41.mux, %b18 ], [ %.64, %b20 ]
  %t54 = phi i1 [ %t42, %b17 ], [ %t42.mux, %b18 ], [ true, %b20 ]
  br i1 %t43, label %b24, label %b45, !dbg !276

b24:                                              ; preds = %b23
  %.66 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !276
  %.67 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.66), !dbg !276
  %.68 = zext i32 %.67 to i64, !dbg !276
  %.69 = add nuw nsw i64 %.68, 16, !dbg !276
  %.70 = icmp ult i32 %.67, 48, !dbg !276
  %.71 = tail call i64 @llvm.read_register.i64(metadata !27) #13, !dbg !276
  %.72 = and i64 %.69, 63, !dbg !276
  %0 = shl nuw i64 1, %.72, !dbg !276
  %1 = and i64 %0, %.71, !dbg !276
  %.74 = icmp ne i64 %1, 0, !dbg !276
  %.75 = and i1 %.70, %.74, !dbg !276
  %.76 = trunc i64 %.69 to i32, !dbg !276
  %.77 = shl i32 %.76, 2, !dbg !276
  %.78 = bitcast double %t53 to i64, !dbg !276
  %.79 = trunc i64 %.78 to i32, !dbg !276
  %.80 = lshr i64 %.78, 32, !dbg !276
  %.81 = trunc i64 %.80 to i32, !dbg !276
  %.82 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.79), !dbg !276
  %.83 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.81), !dbg !276
  %.84 = zext i32 %.82 to i64, !dbg !276
  %.85 = zext i32 %.83 to i64, !dbg !276
  %.86 = shl nuw i64 %.85, 32, !dbg !276
  %.87 = or i64 %.86, %.84, !dbg !276
  %.88 = bitcast i64 %.87 to double, !dbg !276
  %t55 = select i1 %.75, double %.88, double %t53, !dbg !276
  %.102 = zext i1 %t54 to i32, !dbg !276
  %.103 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.102), !dbg !276
  %2 = and i32 %.103, 1, !dbg !276
  %.104 = icmp ne i32 %2, 0, !dbg !276
  %t56 = select i1 %.75, i1 %.104, i1 %t54, !dbg !276
  %t57 = icmp slt i32 %.2, 16, !dbg !276
  %t58 = and i1 %t57, %t56, !dbg !276
  %3 = select i1 %t58, i1 %t54, i1 false, !dbg !276
  %t53.mux = select i1 %t58, double %t55, double %t53, !dbg !276
  %t54.mux = select i1 %t58, i1 true, i1 %t54, !dbg !276
  br i1 %3, label %b26, label %b28, !dbg !276

b26:                                              ; preds = %b24
  %.105 = fcmp ogt double %t53, %t55, !dbg !277
  %.106 = select i1 %.105, double %t53, double %t55, !dbg !277
  %.107 = fcmp oeq double %t53, %t55, !dbg !277
  %.109 = bitcast double %t55 to i64, !dbg !277
  %.110 = and i64 %.109, %.78, !dbg !277
  %.111 = bitcast i64 %.110 to double, !dbg !277
  %.112 = select i1 %.107, double %.111, double %.106, !dbg !277
  %.113 = fcmp uno double %t53, 0.000000e+00, !dbg !277
  %.114 = select i1 %.113, double %t53, double %.112, !dbg !277
  %.115 = fcmp uno double %t55, 0.000000e+00, !dbg !277
  %.116 = select i1 %.115, double %t55, double %.114, !dbg !277
  br label %b28, !dbg !276

b28:                                              ; preds = %b24, %b26
  %t61 = phi double [ %t53.mux, %b24 ], [ %.116, %b26 ]
  %t62 = phi i1 [ %t54.mux, %b24 ], [ true, %b26 ]
  %.121 = add nuw nsw i64 %.68, 8, !dbg !276
  %.122 = icmp ult i32 %.67, 56, !dbg !276
  %.124 = and i64 %.121, 63, !dbg !276
  %4 = shl nuw i64 1, %.124, !dbg !276
  %5 = and i64 %4, %.71, !dbg !276
  %.126 = icmp ne i64 %5, 0, !dbg !276
  %.127 = and i1 %.122, %.126, !dbg !276
  %.128 = trunc i64 %.121 to i32, !dbg !276
  %.129 = shl i32 %.128, 2, !dbg !276
  %.130 = bitcast double %t61 to i64, !dbg !276
  %.131 = trunc i64 %.130 to i32, !dbg !276
  %.132 = lshr i64 %.130, 32, !dbg !276
  %.133 = trunc i64 %.132 to i32, !dbg !276
  %.134 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.129, i32 %.131), !dbg !276
  %.135 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.129, i32 %.133), !dbg !276
  %.136 = zext i32 %.134 to i64, !dbg !276
  %.137 = zext i32 %.135 to i64, !dbg !276
  %.138 = shl nuw i64 %.137, 32, !dbg !276
  %.139 = or i64 %.138, %.136, !dbg !276
  %.140 = bitcast i64 %.139 to double, !dbg !276
  %t63 = select i1 %.127, double %.140, double %t61, !dbg !276
  %.154 = zext i1 %t62 to i32, !dbg !276
  %.155 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.129, i32 %.154), !dbg !276
  %6 = and i32 %.155, 1, !dbg !276
  %.156 = icmp ne i32 %6, 0, !dbg !276
  %t64 = select i1 %.127, i1 %.156, i1 %t62, !dbg !276
  %t65 = icmp slt i32 %.2, 24, !dbg !276
  %t66 = and i1 %t65, %t64, !dbg !276
  %7 = select i1 %t66, i1 %t62, i1 false, !dbg !276
  %t61.mux = select i1 %t66, double %t63, double %t61, !dbg !276
  %t62.mux = select i1 %t66, i1 true, i1 %t62, !dbg !276
  br i1 %7, label %b30, label %b32, !dbg !276

b30:                                              ; preds = %b28
  %.157 = fcmp ogt double %t61, %t63, !dbg !277
  %.158 = select i1 %.157, double %t61, double %t63, !dbg !277
  %.159 = fcmp oeq double %t61, %t63, !dbg !277
  %.161 = bitcast double %t63 to i64, !dbg !277
  %.162 = and i64 %.161, %.130, !dbg !277
  %.163 = bitcast i64 %.162 to double, !dbg !277
  %.164 = select i1 %.159, double %.163, double %.158, !dbg !277
  %.165 = fcmp uno double %t61, 0.000000e+00, !dbg !277
  %.166 = select i1 %.165, double %t61, double %.164, !dbg !277
  %.167 = fcmp uno double %t63, 0.000000e+00, !dbg !277
  %.168 = select i1 %.167, double %t63, double %.166, !dbg !277
  br label %b32, !dbg !276

b32:                                              ; preds = %b28, %b30
  %t69 = phi double [ %t61.mux, %b28 ], [ %.168, %b30 ]
  %t70 = phi i1 [ %t62.mux, %b28 ], [ true, %b30 ]
  %.173 = add nuw nsw i64 %.68, 4, !dbg !276
  %.174 = icmp ult i32 %.67, 60, !dbg !276
  %.176 = and i64 %.173, 63, !dbg !276
  %8 = shl nuw i64 1, %.176, !dbg !276
  %9 = and i64 %8, %.71, !dbg !276
  %.178 = icmp ne i64 %9, 0, !dbg !276
  %.179 = and i1 %.174, %.178, !dbg !276
  %.180 = trunc i64 %.173 to i32, !dbg !276
  %.181 = shl i32 %.180, 2, !dbg !276
  %.182 = bitcast double %t69 to i64, !dbg !276
  %.183 = trunc i64 %.182 to i32, !dbg !276
  %.184 = lshr i64 %.182, 32, !dbg !276
  %.185 = trunc i64 %.184 to i32, !dbg !276
  %.186 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.183), !dbg !276
  %.187 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.185), !dbg !276
  %.188 = zext i32 %.186 to i64, !dbg !276
  %.189 = zext i32 %.187 to i64, !dbg !276
  %.190 = shl nuw i64 %.189, 32, !dbg !276
  %.191 = or i64 %.190, %.188, !dbg !276
  %.192 = bitcast i64 %.191 to double, !dbg !276
  %t71 = select i1 %.179, double %.192, double %t69, !dbg !276
  %.206 = zext i1 %t70 to i32, !dbg !276
  %.207 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.206), !dbg !276
  %10 = and i32 %.207, 1, !dbg !276
  %.208 = icmp ne i32 %10, 0, !dbg !276
  %t72 = select i1 %.179, i1 %.208, i1 %t70, !dbg !276
  %t73 = icmp slt i32 %.2, 28, !dbg !276
  %t74 = and i1 %t73, %t72, !dbg !276
  %11 = select i1 %t74, i1 %t70, i1 false, !dbg !276
  %t69.mux = select i1 %t74, double %t71, double %t69, !dbg !276
  %t70.mux = select i1 %t74, i1 true, i1 %t70, !dbg !276
  br i1 %11, label %b34, label %b36, !dbg !276

b34:                                              ; preds = %b32
  %.209 = fcmp ogt double %t69, %t71, !dbg !277
  %.210 = select i1 %.209, double %t69, double %t71, !dbg !277
  %.211 = fcmp oeq double %t69, %t71, !dbg !277
  %.213 = bitcast double %t71 to i64, !dbg !277
  %.214 = and i64 %.213, %.182, !dbg !277
  %.215 = bitcast i64 %.214 to double, !dbg !277
  %.216 = select i1 %.211, double %.215, double %.210, !dbg !277
  %.217 = fcmp uno double %t69, 0.000000e+00, !dbg !277
  %.218 = select i1 %.217, double %t69, double %.216, !dbg !277
  %.219 = fcmp uno double %t71, 0.000000e+00, !dbg !277
  %.220 = select i1 %.219, double %t71, double %.218, !dbg !277
  br label %b36, !dbg !276

b36:                                              ; preds = %b32, %b34
  %t77 = phi double [ %t69.mux, %b32 ], [ %.220, %b34 ]
  %t78 = phi i1 [ %t70.mux, %b32 ], [ true, %b34 ]
  %.225 = add nuw nsw i64 %.68, 2, !dbg !276
  %.226 = icmp ult i32 %.67, 62, !dbg !276
  %.228 = and i64 %.225, 63, !dbg !276
  %12 = shl nuw i64 1, %.228, !dbg !276
  %13 = and i64 %12, %.71, !dbg !276
  %.230 = icmp ne i64 %13, 0, !dbg !276
  %.231 = and i1 %.226, %.230, !dbg !276
  %.232 = trunc i64 %.225 to i32, !dbg !276
  %.233 = shl i32 %.232, 2, !dbg !276
  %.234 = bitcast double %t77 to i64, !dbg !276
  %.235 = trunc i64 %.234 to i32, !dbg !276
  %.236 = lshr i64 %.234, 32, !dbg !276
  %.237 = trunc i64 %.236 to i32, !dbg !276
  %.238 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.233, i32 %.235), !dbg !276
  %.239 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.233, i32 %.237), !dbg !276
  %.240 = zext i32 %.238 to i64, !dbg !276
  %.241 = zext i32 %.239 to i64, !dbg !276
  %.242 = shl nuw i64 %.241, 32, !dbg !276
  %.243 = or i64 %.242, %.240, !dbg !276
  %.244 = bitcast i64 %.243 to double, !dbg !276
  %t79 = select i1 %.231, double %.244, double %t77, !dbg !276
  %.258 = zext i1 %t78 to i32, !dbg !276
  %.259 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.233, i32 %.258), !dbg !276
  %14 = and i32 %.259, 1, !dbg !276
  %.260 = icmp ne i32 %14, 0, !dbg !276
  %t80 = select i1 %.231, i1 %.260, i1 %t78, !dbg !276
  %t81 = icmp slt i32 %.2, 30, !dbg !276
  %t82 = and i1 %t81, %t80, !dbg !276
  %15 = select i1 %t82, i1 %t78, i1 false, !dbg !276
  %t77.mux = select i1 %t82, double %t79, double %t77, !dbg !276
  %t78.mux = select i1 %t82, i1 true, i1 %t78, !dbg !276
  br i1 %15, label %b38, label %b40, !dbg !276

b38:                                              ; preds = %b36
  %.261 = fcmp ogt double %t77, %t79, !dbg !277
  %.262 = select i1 %.261, double %t77, double %t79, !dbg !277
  %.263 = fcmp oeq double %t77, %t79, !dbg !277
  %.265 = bitcast double %t79 to i64, !dbg !277
  %.266 = and i64 %.265, %.234, !dbg !277
  %.267 = bitcast i64 %.266 to double, !dbg !277
  %.268 = select i1 %.263, double %.267, double %.262, !dbg !277
  %.269 = fcmp uno double %t77, 0.000000e+00, !dbg !277
  %.270 = select i1 %.269, double %t77, double %.268, !dbg !277
  %.271 = fcmp uno double %t79, 0.000000e+00, !dbg !277
  %.272 = select i1 %.271, double %t79, double %.270, !dbg !277
  br label %b40, !dbg !276

b40:                                              ; preds = %b36, %b38
  %t85 = phi double [ %t77.mux, %b36 ], [ %.272, %b38 ]
  %t86 = phi i1 [ %t78.mux, %b36 ], [ true, %b38 ]
  %.277 = add nuw nsw i64 %.68, 1, !dbg !276
  %.278 = icmp ult i32 %.67, 63, !dbg !276
  %.280 = and i64 %.277, 63, !dbg !276
  %16 = shl nuw i64 1, %.280, !dbg !276
  %17 = and i64 %16, %.71, !dbg !276
  %.282 = icmp ne i64 %17, 0, !dbg !276
  %.283 = and i1 %.278, %.282, !dbg !276
  %.284 = trunc i64 %.277 to i32, !dbg !276
  %.285 = shl i32 %.284, 2, !dbg !276
  %.286 = bitcast double %t85 to i64, !dbg !276
  %.287 = trunc i64 %.286 to i32, !dbg !276
  %.288 = lshr i64 %.286, 32, !dbg !276
  %.289 = trunc i64 %.288 to i32, !dbg !276
  %.290 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.285, i32 %.287), !dbg !276
  %.291 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.285, i32 %.289), !dbg !276
  %.292 = zext i32 %.290 to i64, !dbg !276
  %.293 = zext i32 %.291 to i64, !dbg !276
  %.294 = shl nuw i64 %.293, 32, !dbg !276
  %.295 = or i64 %.294, %.292, !dbg !276
  %.296 = bitcast i64 %.295 to double, !dbg !276
  %t87 = select i1 %.283, double %.296, double %t85, !dbg !276
  %.310 = zext i1 %t86 to i32, !dbg !276
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.285, i32 %.310), !dbg !276
  %18 = and i32 %.311, 1, !dbg !276
  %.312 = icmp ne i32 %18, 0, !dbg !276
  %t88 = select i1 %.283, i1 %.312, i1 %t86, !dbg !276
  %t89 = icmp slt i32 %.2, 31, !dbg !276
  %t90 = and i1 %t89, %t88, !dbg !276
  %19 = select i1 %t90, i1 %t86, i1 false, !dbg !276
  %t85.mux = select i1 %t90, double %t87, double %t85, !dbg !276
  %t86.mux = select i1 %t90, i1 true, i1 %t86, !dbg !276
  br i1 %19, label %b42, label %b45, !dbg !276

b42:                                              ; preds = %b40
  %.313 = fcmp ogt double %t85, %t87, !dbg !277
  %.314 = select i1 %.313, double %t85, double %t87, !dbg !277
  %.315 = fcmp oeq double %t85, %t87, !dbg !277
  %.317 = bitcast double %t87 to i64, !dbg !277
  %.318 = and i64 %.317, %.286, !dbg !277
  %.319 = bitcast i64 %.318 to double, !dbg !277
  %.320 = select i1 %.315, double %.319, double %.314, !dbg !277
  %.321 = fcmp uno double %t85, 0.000000e+00, !dbg !277
  %.322 = select i1 %.321, double %t85, double %.320, !dbg !277
  %.323 = fcmp uno double %t87, 0.000000e+00, !dbg !277
  %.324 = select i1 %.323, double %t87, double %.322, !dbg !277
  br label %b45, !dbg !276

b45:                                              ; preds = %b40, %b42, %b23
  %t95 = phi double [ %t53, %b23 ], [ %t85.mux, %b40 ], [ %.324, %b42 ]
  %t96 = phi i1 [ %t54, %b23 ], [ %t86.mux, %b40 ], [ true, %b42 ]
  %t97 = icmp eq i32 %.2, 0, !dbg !276
  br i1 %t97, label %b46, label %b52, !dbg !276

b46:                                              ; preds = %b45
  %20 = select i1 %t96, i1 %.1, i1 false, !dbg !276
  %a3.mux = select i1 %t96, double %t95, double %a3, !dbg !276
  %.1.mux = select i1 %t96, i1 true, i1 %.1, !dbg !276
  br i1 %20, label %b48, label %b50, !dbg !276

b48:                                              ; preds = %b46
  %.325 = fcmp olt double %t95, %a3, !dbg !277
  %.326 = select i1 %.325, double %a3, double %t95, !dbg !277
  %.327 = fcmp oeq double %t95, %a3, !dbg !277
  %.328 = bitcast double %a3 to i64, !dbg !277
  %.329 = bitcast double %t95 to i64, !dbg !277
  %.330 = and i64 %.329, %.328, !dbg !277
  %.331 = bitcast i64 %.330 to double, !dbg !277
  %.332 = select i1 %.327, double %.331, double %.326, !dbg !277
  %.333 = fcmp uno double %a3, 0.000000e+00, !dbg !277
  %.334 = select i1 %.333, double %a3, double %.332, !dbg !277
  %.335 = fcmp uno double %t95, 0.000000e+00, !dbg !277
  %.336 = select i1 %.335, double %t95, double %.334, !dbg !277
  br label %b50, !dbg !276

b50:                                              ; preds = %b46, %b48
  %t100 = phi double [ %a3.mux, %b46 ], [ %.336, %b48 ]
  %t101 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t101, label %b51, label %b52, !dbg !276

b51:                                              ; preds = %b50
  store double %t100, ptr addrspace(1) %a2, align 8, !dbg !276
  br label %b52, !dbg !276

b52:                                              ; preds = %b51, %b50, %b45
  ret void, !dbg !276
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMatMul_5bfloat32_5d_5f_5fgu(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, ptr addrspace(1) nocapture readonly %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, ptr addrspace(1) nocapture writeonly %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, i64 %a30, i64 %a31, i64 %a32) local_unnamed_addr #5 !dbg !278 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !279
  %t1 = sext i32 %.1 to i64, !dbg !279
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !279
  %t3 = sext i32 %.2 to i64, !dbg !279
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !279
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !279
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !279, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !279
  %t5 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !279
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !279, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !279
  %.15 = add i32 %.14, %.9, !dbg !279
  %.16 = udiv i32 %.15, %.6, !dbg !279
  %t7 = sext i32 %.16 to i64, !dbg !279
  %t8 = mul nsw i64 %t5, %t3, !dbg !279
  %t9 = add nsw i64 %t8, %t1, !dbg !279
  %t10 = mul nsw i64 %t7, %t5, !dbg !279
  %t11 = icmp sgt i64 %a1, 3, !dbg !279
  %t12 = icmp sgt i64 %a1, 2, !dbg !279
  %t13 = icmp sgt i64 %a1, 1, !dbg !279
  %t14 = icmp sgt i64 %a1, 0, !dbg !279
  %t15 = icmp sgt i64 %a7, 0, !dbg !280
  %t16 = icmp sgt i64 %a17, 0, !dbg !281
  %t17 = icmp sgt i64 %a8, 0, !dbg !282
  %t191 = icmp slt i64 %t9, %a0, !dbg !279
  br i1 %t191, label %b2.lr.ph, label %b17, !dbg !279

b2.lr.ph:                                         ; preds = %entry
  %.17 = icmp eq i64 %a5, 0
  %.18 = icmp eq i64 %a5, -1
  %0 = add i64 %a5, 1
  %1 = icmp ult i64 %0, 2
  %.20 = select i1 %1, i64 1, i64 %a5
  %.31 = icmp eq i64 %a4, 0
  %.32 = icmp eq i64 %a4, -1
  %2 = add i64 %a4, 1
  %3 = icmp ult i64 %2, 2
  %.34 = select i1 %3, i64 1, i64 %a4
  %.45 = icmp eq i64 %a3, 0
  %.46 = icmp eq i64 %a3, -1
  %4 = add i64 %a3, 1
  %5 = icmp ult i64 %4, 2
  %.48 = select i1 %5, i64 1, i64 %a3
  br label %b2, !dbg !279

b2:                                               ; preds = %b2.lr.ph, %b16
  %t182 = phi i64 [ %t9, %b2.lr.ph ], [ %t92, %b16 ]
  br i1 %t11, label %b3, label %b4, !dbg !279

b3:                                               ; preds = %b2
  %t182.frozen = freeze i64 %t182
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t182.frozen, %.20.frozen, !dbg !279
  %6 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t182.frozen, %6
  %.22 = select i1 %.17, i64 %t182, i64 %.21.decomposed, !dbg !279
  %.28 = sub i64 0, %t182, !dbg !279
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !279
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !279
  %t22 = mul i64 %.22, %a14, !dbg !279
  %t23 = mul i64 %.22, %a23, !dbg !279
  %t24 = mul i64 %.22, %a32, !dbg !279
  br label %b4, !dbg !279

b4:                                               ; preds = %b3, %b2
  %t25 = phi i64 [ %.30, %b3 ], [ %t182, %b2 ]
  %t26 = phi i64 [ %t22, %b3 ], [ 0, %b2 ]
  %t27 = phi i64 [ %t23, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6, !dbg !279

b5:                                               ; preds = %b4
  %t25.frozen = freeze i64 %t25
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t25.frozen, %.34.frozen, !dbg !279
  %7 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t25.frozen, %7
  %.36 = select i1 %.31, i64 %t25, i64 %.35.decomposed, !dbg !279
  %.42 = sub i64 0, %t25, !dbg !279
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !279
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !279
  %t31 = mul i64 %.36, %a13, !dbg !279
  %t32 = add i64 %t31, %t26, !dbg !279
  %t33 = mul i64 %.36, %a22, !dbg !279
  %t34 = add i64 %t33, %t27, !dbg !279
  %t35 = mul i64 %.36, %a31, !dbg !279
  %t36 = add i64 %t35, %t28, !dbg !279
  br label %b6, !dbg !279

b6:                                               ; preds = %b5, %b4
  %t37 = phi i64 [ %.44, %b5 ], [ %t25, %b4 ]
  %t38 = phi i64 [ %t32, %b5 ], [ %t26, %b4 ]
  %t39 = phi i64 [ %t34, %b5 ], [ %t27, %b4 ]
  %t40 = phi i64 [ %t36, %b5 ], [ %t28, %b4 ]
  br i1 %t13, label %b7, label %b8, !dbg !279

b7:                                               ; preds = %b6
  %t37.frozen = freeze i64 %t37
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t37.frozen, %.48.frozen, !dbg !279
  %8 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t37.frozen, %8
  %.50 = select i1 %.45, i64 %t37, i64 %.49.decomposed, !dbg !279
  %.56 = sub i64 0, %t37, !dbg !279
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !279
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !279
  %t43 = mul i64 %.50, %a12, !dbg !279
  %t44 = add i64 %t43, %t38, !dbg !279
  %t45 = mul i64 %.50, %a21, !dbg !279
  %t46 = add i64 %t45, %t39, !dbg !279
  %t47 = mul i64 %.50, %a30, !dbg !279
  %t48 = add i64 %t47, %t40, !dbg !279
  br label %b8, !dbg !279

b8:                                               ; preds = %b7, %b6
  %t49 = phi i64 [ %.58, %b7 ], [ %t37, %b6 ]
  %t50 = phi i64 [ %t44, %b7 ], [ %t38, %b6 ]
  %t51 = phi i64 [ %t46, %b7 ], [ %t39, %b6 ]
  %t52 = phi i64 [ %t48, %b7 ], [ %t40, %b6 ]
  br i1 %t14, label %b9, label %b10, !dbg !279

b9:                                               ; preds = %b8
  %t53 = mul i64 %t49, %a11, !dbg !279
  %t54 = add i64 %t50, %t53, !dbg !279
  %t55 = mul i64 %t49, %a20, !dbg !279
  %t56 = add i64 %t51, %t55, !dbg !279
  %t57 = mul i64 %t49, %a29, !dbg !279
  %t58 = add i64 %t52, %t57, !dbg !279
  br label %b10, !dbg !279

b10:                                              ; preds = %b9, %b8
  %t59 = phi i64 [ %t54, %b9 ], [ %t50, %b8 ]
  %t60 = phi i64 [ %t56, %b9 ], [ %t51, %b8 ]
  %t61 = phi i64 [ %t58, %b9 ], [ %t52, %b8 ]
  %t63 = getelementptr inbounds float, ptr addrspace(1) %a15, i64 %t60, !dbg !279
  br i1 %t15, label %b11.preheader, label %b16, !dbg !280

b11.preheader:                                    ; preds = %b10
  %t64 = getelementptr inbounds float, ptr addrspace(1) %a24, i64 %t61, !dbg !279
  %t62 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t59, !dbg !279
  br label %b11, !dbg !281

b11:                                              ; preds = %b11.preheader, %b15
  %t65 = phi ptr addrspace(1) [ %t91, %b15 ], [ %t62, %b11.preheader ]
  %t66 = phi ptr addrspace(1) [ %t90, %b15 ], [ %t64, %b11.preheader ]
  %t67 = phi i64 [ %t88, %b15 ], [ 0, %b11.preheader ]
  br i1 %t16, label %b12, label %b15, !dbg !281

b12:                                              ; preds = %b11, %b14
  %t68 = phi ptr addrspace(1) [ %t87, %b14 ], [ %t66, %b11 ]
  %t69 = phi ptr addrspace(1) [ %t86, %b14 ], [ %t63, %b11 ]
  %t70 = phi i64 [ %t84, %b14 ], [ 0, %b11 ]
  br i1 %t17, label %b13, label %b14, !dbg !282

b13:                                              ; preds = %b12, %b13
  %t71 = phi ptr addrspace(1) [ %t82, %b13 ], [ %t69, %b12 ]
  %t72 = phi ptr addrspace(1) [ %t81, %b13 ], [ %t65, %b12 ]
  %t73 = phi float [ %t78, %b13 ], [ 0.000000e+00, %b12 ]
  %t74 = phi i64 [ %t79, %b13 ], [ 0, %b12 ]
  %.59 = load float, ptr addrspace(1) %t72, align 4, !dbg !283
  %.60 = load float, ptr addrspace(1) %t71, align 4, !dbg !284
  %t77 = fmul float %.59, %.60, !dbg !285
  %t78 = fadd float %t73, %t77, !dbg !286
  %t79 = add nuw nsw i64 %t74, 1, !dbg !286
  %t81 = getelementptr inbounds float, ptr addrspace(1) %t72, i64 %a10, !dbg !283
  %t82 = getelementptr inbounds float, ptr addrspace(1) %t71, i64 %a18, !dbg !284
  %exitcond.not = icmp eq i64 %t79, %a8, !dbg !286
  br i1 %exitcond.not, label %b14, label %b13, !dbg !286

b14:                                              ; preds = %b13, %b12
  %t83 = phi float [ 0.000000e+00, %b12 ], [ %t78, %b13 ]
  store float %t83, ptr addrspace(1) %t68, align 4, !dbg !287
  %t84 = add nuw nsw i64 %t70, 1, !dbg !287
  %t86 = getelementptr inbounds float, ptr addrspace(1) %t69, i64 %a19, !dbg !284
  %t87 = getelementptr inbounds float, ptr addrspace(1) %t68, i64 %a28, !dbg !287
  %exitcond3.not = icmp eq i64 %t84, %a17, !dbg !287
  br i1 %exitcond3.not, label %b15, label %b12, !dbg !287

b15:                                              ; preds = %b14, %b11
  %t88 = add nuw nsw i64 %t67, 1, !dbg !287
  %t90 = getelementptr inbounds float, ptr addrspace(1) %t66, i64 %a27, !dbg !287
  %t91 = getelementptr inbounds float, ptr addrspace(1) %t65, i64 %a9, !dbg !283
  %exitcond4.not = icmp eq i64 %t88, %a7, !dbg !287
  br i1 %exitcond4.not, label %b16, label %b11, !dbg !287

b16:                                              ; preds = %b15, %b10
  %t92 = add i64 %t182, %t10, !dbg !279
  %t19 = icmp slt i64 %t92, %a0, !dbg !279
  br i1 %t19, label %b2, label %b17, !dbg !279

b17:                                              ; preds = %b16, %entry
  ret void, !dbg !279
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMatMul_5bfloat64_5d_5f_5fgu(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, ptr addrspace(1) nocapture readonly %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, ptr addrspace(1) nocapture writeonly %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, i64 %a30, i64 %a31, i64 %a32) local_unnamed_addr #5 !dbg !288 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !289
  %t1 = sext i32 %.1 to i64, !dbg !289
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !289
  %t3 = sext i32 %.2 to i64, !dbg !289
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !289
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !289
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !289, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !289
  %t5 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !289
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !289, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !289
  %.15 = add i32 %.14, %.9, !dbg !289
  %.16 = udiv i32 %.15, %.6, !dbg !289
  %t7 = sext i32 %.16 to i64, !dbg !289
  %t8 = mul nsw i64 %t5, %t3, !dbg !289
  %t9 = add nsw i64 %t8, %t1, !dbg !289
  %t10 = mul nsw i64 %t7, %t5, !dbg !289
  %t11 = icmp sgt i64 %a1, 3, !dbg !289
  %t12 = icmp sgt i64 %a1, 2, !dbg !289
  %t13 = icmp sgt i64 %a1, 1, !dbg !289
  %t14 = icmp sgt i64 %a1, 0, !dbg !289
  %t15 = icmp sgt i64 %a7, 0, !dbg !290
  %t16 = icmp sgt i64 %a17, 0, !dbg !291
  %t17 = icmp sgt i64 %a8, 0, !dbg !292
  %t191 = icmp slt i64 %t9, %a0, !dbg !289
  br i1 %t191, label %b2.lr.ph, label %b17, !dbg !289

b2.lr.ph:                                         ; preds = %entry
  %.17 = icmp eq i64 %a5, 0
  %.18 = icmp eq i64 %a5, -1
  %0 = add i64 %a5, 1
  %1 = icmp ult i64 %0, 2
  %.20 = select i1 %1, i64 1, i64 %a5
  %.31 = icmp eq i64 %a4, 0
  %.32 = icmp eq i64 %a4, -1
  %2 = add i64 %a4, 1
  %3 = icmp ult i64 %2, 2
  %.34 = select i1 %3, i64 1, i64 %a4
  %.45 = icmp eq i64 %a3, 0
  %.46 = icmp eq i64 %a3, -1
  %4 = add i64 %a3, 1
  %5 = icmp ult i64 %4, 2
  %.48 = select i1 %5, i64 1, i64 %a3
  br label %b2, !dbg !289

b2:                                               ; preds = %b2.lr.ph, %b16
  %t182 = phi i64 [ %t9, %b2.lr.ph ], [ %t92, %b16 ]
  br i1 %t11, label %b3, label %b4, !dbg !289

b3:                                               ; preds = %b2
  %t182.frozen = freeze i64 %t182
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t182.frozen, %.20.frozen, !dbg !289
  %6 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t182.frozen, %6
  %.22 = select i1 %.17, i64 %t182, i64 %.21.decomposed, !dbg !289
  %.28 = sub i64 0, %t182, !dbg !289
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !289
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !289
  %t22 = mul i64 %.22, %a14, !dbg !289
  %t23 = mul i64 %.22, %a23, !dbg !289
  %t24 = mul i64 %.22, %a32, !dbg !289
  br label %b4, !dbg !289

b4:                                               ; preds = %b3, %b2
  %t25 = phi i64 [ %.30, %b3 ], [ %t182, %b2 ]
  %t26 = phi i64 [ %t22, %b3 ], [ 0, %b2 ]
  %t27 = phi i64 [ %t23, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6, !dbg !289

b5:                                               ; preds = %b4
  %t25.frozen = freeze i64 %t25
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t25.frozen, %.34.frozen, !dbg !289
  %7 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t25.frozen, %7
  %.36 = select i1 %.31, i64 %t25, i64 %.35.decomposed, !dbg !289
  %.42 = sub i64 0, %t25, !dbg !289
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !289
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !289
  %t31 = mul i64 %.36, %a13, !dbg !289
  %t32 = add i64 %t31, %t26, !dbg !289
  %t33 = mul i64 %.36, %a22, !dbg !289
  %t34 = add i64 %t33, %t27, !dbg !289
  %t35 = mul i64 %.36, %a31, !dbg !289
  %t36 = add i64 %t35, %t28, !dbg !289
  br label %b6, !dbg !289

b6:                                               ; preds = %b5, %b4
  %t37 = phi i64 [ %.44, %b5 ], [ %t25, %b4 ]
  %t38 = phi i64 [ %t32, %b5 ], [ %t26, %b4 ]
  %t39 = phi i64 [ %t34, %b5 ], [ %t27, %b4 ]
  %t40 = phi i64 [ %t36, %b5 ], [ %t28, %b4 ]
  br i1 %t13, label %b7, label %b8, !dbg !289

b7:                                               ; preds = %b6
  %t37.frozen = freeze i64 %t37
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t37.frozen, %.48.frozen, !dbg !289
  %8 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t37.frozen, %8
  %.50 = select i1 %.45, i64 %t37, i64 %.49.decomposed, !dbg !289
  %.56 = sub i64 0, %t37, !dbg !289
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !289
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !289
  %t43 = mul i64 %.50, %a12, !dbg !289
  %t44 = add i64 %t43, %t38, !dbg !289
  %t45 = mul i64 %.50, %a21, !dbg !289
  %t46 = add i64 %t45, %t39, !dbg !289
  %t47 = mul i64 %.50, %a30, !dbg !289
  %t48 = add i64 %t47, %t40, !dbg !289
  br label %b8, !dbg !289

b8:                                               ; preds = %b7, %b6
  %t49 = phi i64 [ %.58, %b7 ], [ %t37, %b6 ]
  %t50 = phi i64 [ %t44, %b7 ], [ %t38, %b6 ]
  %t51 = phi i64 [ %t46, %b7 ], [ %t39, %b6 ]
  %t52 = phi i64 [ %t48, %b7 ], [ %t40, %b6 ]
  br i1 %t14, label %b9, label %b10, !dbg !289

b9:                                               ; preds = %b8
  %t53 = mul i64 %t49, %a11, !dbg !289
  %t54 = add i64 %t50, %t53, !dbg !289
  %t55 = mul i64 %t49, %a20, !dbg !289
  %t56 = add i64 %t51, %t55, !dbg !289
  %t57 = mul i64 %t49, %a29, !dbg !289
  %t58 = add i64 %t52, %t57, !dbg !289
  br label %b10, !dbg !289

b10:                                              ; preds = %b9, %b8
  %t59 = phi i64 [ %t54, %b9 ], [ %t50, %b8 ]
  %t60 = phi i64 [ %t56, %b9 ], [ %t51, %b8 ]
  %t61 = phi i64 [ %t58, %b9 ], [ %t52, %b8 ]
  %t63 = getelementptr inbounds double, ptr addrspace(1) %a15, i64 %t60, !dbg !289
  br i1 %t15, label %b11.preheader, label %b16, !dbg !290

b11.preheader:                                    ; preds = %b10
  %t64 = getelementptr inbounds double, ptr addrspace(1) %a24, i64 %t61, !dbg !289
  %t62 = getelementptr inbounds double, ptr addrspace(1) %a6, i64 %t59, !dbg !289
  br label %b11, !dbg !291

b11:                                              ; preds = %b11.preheader, %b15
  %t65 = phi ptr addrspace(1) [ %t91, %b15 ], [ %t62, %b11.preheader ]
  %t66 = phi ptr addrspace(1) [ %t90, %b15 ], [ %t64, %b11.preheader ]
  %t67 = phi i64 [ %t88, %b15 ], [ 0, %b11.preheader ]
  br i1 %t16, label %b12, label %b15, !dbg !291

b12:                                              ; preds = %b11, %b14
  %t68 = phi ptr addrspace(1) [ %t87, %b14 ], [ %t66, %b11 ]
  %t69 = phi ptr addrspace(1) [ %t86, %b14 ], [ %t63, %b11 ]
  %t70 = phi i64 [ %t84, %b14 ], [ 0, %b11 ]
  br i1 %t17, label %b13, label %b14, !dbg !292

b13:                                              ; preds = %b12, %b13
  %t71 = phi ptr addrspace(1) [ %t82, %b13 ], [ %t69, %b12 ]
  %t72 = phi ptr addrspace(1) [ %t81, %b13 ], [ %t65, %b12 ]
  %t73 = phi double [ %t78, %b13 ], [ 0.000000e+00, %b12 ]
  %t74 = phi i64 [ %t79, %b13 ], [ 0, %b12 ]
  %.59 = load double, ptr addrspace(1) %t72, align 8, !dbg !293
  %.60 = load double, ptr addrspace(1) %t71, align 8, !dbg !294
  %t77 = fmul double %.59, %.60, !dbg !295
  %t78 = fadd double %t73, %t77, !dbg !296
  %t79 = add nuw nsw i64 %t74, 1, !dbg !296
  %t81 = getelementptr inbounds double, ptr addrspace(1) %t72, i64 %a10, !dbg !293
  %t82 = getelementptr inbounds double, ptr addrspace(1) %t71, i64 %a18, !dbg !294
  %exitcond.not = icmp eq i64 %t79, %a8, !dbg !296
  br i1 %exitcond.not, label %b14, label %b13, !dbg !296

b14:                                              ; preds = %b13, %b12
  %t83 = phi double [ 0.000000e+00, %b12 ], [ %t78, %b13 ]
  store double %t83, ptr addrspace(1) %t68, align 8, !dbg !297
  %t84 = add nuw nsw i64 %t70, 1, !dbg !297
  %t86 = getelementptr inbounds double, ptr addrspace(1) %t69, i64 %a19, !dbg !294
  %t87 = getelementptr inbounds double, ptr addrspace(1) %t68, i64 %a28, !dbg !297
  %exitcond3.not = icmp eq i64 %t84, %a17, !dbg !297
  br i1 %exitcond3.not, label %b15, label %b12, !dbg !297

b15:                                              ; preds = %b14, %b11
  %t88 = add nuw nsw i64 %t67, 1, !dbg !297
  %t90 = getelementptr inbounds double, ptr addrspace(1) %t66, i64 %a27, !dbg !297
  %t91 = getelementptr inbounds double, ptr addrspace(1) %t65, i64 %a9, !dbg !293
  %exitcond4.not = icmp eq i64 %t88, %a7, !dbg !297
  br i1 %exitcond4.not, label %b16, label %b11, !dbg !297

b16:                                              ; preds = %b15, %b10
  %t92 = add i64 %t182, %t10, !dbg !289
  %t19 = icmp slt i64 %t92, %a0, !dbg !289
  br i1 %t19, label %b2, label %b17, !dbg !289

b17:                                              ; preds = %b16, %entry
  ret void, !dbg !289
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAxpy_5f_5fgu(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, ptr addrspace(1) nocapture readonly %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, ptr addrspace(1) nocapture readonly %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, ptr addrspace(1) nocapture writeonly %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, i64 %a30, i64 %a31) local_unnamed_addr #5 !dbg !298 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !299
  %t1 = sext i32 %.1 to i64, !dbg !299
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !299
  %t3 = sext i32 %.2 to i64, !dbg !299
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !299
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !299
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !299, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !299
  %t5 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !299
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !299, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !299
  %.15 = add i32 %.14, %.9, !dbg !299
  %.16 = udiv i32 %.15, %.6, !dbg !299
  %t7 = sext i32 %.16 to i64, !dbg !299
  %t8 = mul nsw i64 %t5, %t3, !dbg !299
  %t9 = add nsw i64 %t8, %t1, !dbg !299
  %t10 = mul nsw i64 %t7, %t5, !dbg !299
  %t11 = icmp sgt i64 %a1, 3, !dbg !299
  %t12 = icmp sgt i64 %a1, 2, !dbg !299
  %t13 = icmp sgt i64 %a1, 1, !dbg !299
  %t14 = icmp sgt i64 %a1, 0, !dbg !299
  %t15 = icmp sgt i64 %a12, 0, !dbg !300
  %t171 = icmp slt i64 %t9, %a0, !dbg !299
  br i1 %t171, label %b2.lr.ph, label %b13, !dbg !299

b2.lr.ph:                                         ; preds = %entry
  %.17 = icmp eq i64 %a5, 0
  %.18 = icmp eq i64 %a5, -1
  %0 = add i64 %a5, 1
  %1 = icmp ult i64 %0, 2
  %.20 = select i1 %1, i64 1, i64 %a5
  %.31 = icmp eq i64 %a4, 0
  %.32 = icmp eq i64 %a4, -1
  %2 = add i64 %a4, 1
  %3 = icmp ult i64 %2, 2
  %.34 = select i1 %3, i64 1, i64 %a4
  %.45 = icmp eq i64 %a3, 0
  %.46 = icmp eq i64 %a3, -1
  %4 = add i64 %a3, 1
  %5 = icmp ult i64 %4, 2
  %.48 = select i1 %5, i64 1, i64 %a3
  br label %b2, !dbg !299

b2:                                               ; preds = %b2.lr.ph, %b12
  %t162 = phi i64 [ %t9, %b2.lr.ph ], [ %t89, %b12 ]
  br i1 %t11, label %b3, label %b4, !dbg !299

b3:                                               ; preds = %b2
  %t162.frozen = freeze i64 %t162
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t162.frozen, %.20.frozen, !dbg !299
  %6 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t162.frozen, %6
  %.22 = select i1 %.17, i64 %t162, i64 %.21.decomposed, !dbg !299
  %.28 = sub i64 0, %t162, !dbg !299
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !299
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !299
  %t20 = mul i64 %.22, %a10, !dbg !299
  %t21 = mul i64 %.22, %a17, !dbg !299
  %t22 = mul i64 %.22, %a24, !dbg !299
  %t23 = mul i64 %.22, %a31, !dbg !299
  br label %b4, !dbg !299

b4:                                               ; preds = %b3, %b2
  %t24 = phi i64 [ %.30, %b3 ], [ %t162, %b2 ]
  %t25 = phi i64 [ %t20, %b3 ], [ 0, %b2 ]
  %t26 = phi i64 [ %t21, %b3 ], [ 0, %b2 ]
  %t27 = phi i64 [ %t22, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t23, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6, !dbg !299

b5:                                               ; preds = %b4
  %t24.frozen = freeze i64 %t24
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t24.frozen, %.34.frozen, !dbg !299
  %7 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t24.frozen, %7
  %.36 = select i1 %.31, i64 %t24, i64 %.35.decomposed, !dbg !299
  %.42 = sub i64 0, %t24, !dbg !299
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !299
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !299
  %t31 = mul i64 %.36, %a9, !dbg !299
  %t32 = add i64 %t31, %t25, !dbg !299
  %t33 = mul i64 %.36, %a16, !dbg !299
  %t34 = add i64 %t33, %t26, !dbg !299
  %t35 = mul i64 %.36, %a23, !dbg !299
  %t36 = add i64 %t35, %t27, !dbg !299
  %t37 = mul i64 %.36, %a30, !dbg !299
  %t38 = add i64 %t37, %t28, !dbg !299
  br label %b6, !dbg !299

b6:                                               ; preds = %b5, %b4
  %t39 = phi i64 [ %.44, %b5 ], [ %t24, %b4 ]
  %t40 = phi i64 [ %t32, %b5 ], [ %t25, %b4 ]
  %t41 = phi i64 [ %t34, %b5 ], [ %t26, %b4 ]
  %t42 = phi i64 [ %t36, %b5 ], [ %t27, %b4 ]
  %t43 = phi i64 [ %t38, %b5 ], [ %t28, %b4 ]
  br i1 %t13, label %b7, label %b8, !dbg !299

b7:                                               ; preds = %b6
  %t39.frozen = freeze i64 %t39
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t39.frozen, %.48.frozen, !dbg !299
  %8 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t39.frozen, %8
  %.50 = select i1 %.45, i64 %t39, i64 %.49.decomposed, !dbg !299
  %.56 = sub i64 0, %t39, !dbg !299
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !299
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !299
  %t46 = mul i64 %.50, %a8, !dbg !299
  %t47 = add i64 %t46, %t40, !dbg !299
  %t48 = mul i64 %.50, %a15, !dbg !299
  %t49 = add i64 %t48, %t41, !dbg !299
  %t50 = mul i64 %.50, %a22, !dbg !299
  %t51 = add i64 %t50, %t42, !dbg !299
  %t52 = mul i64 %.50, %a29, !dbg !299
  %t53 = add i64 %t52, %t43, !dbg !299
  br label %b8, !dbg !299

b8:                                               ; preds = %b7, %b6
  %t54 = phi i64 [ %.58, %b7 ], [ %t39, %b6 ]
  %t55 = phi i64 [ %t47, %b7 ], [ %t40, %b6 ]
  %t56 = phi i64 [ %t49, %b7 ], [ %t41, %b6 ]
  %t57 = phi i64 [ %t51, %b7 ], [ %t42, %b6 ]
  %t58 = phi i64 [ %t53, %b7 ], [ %t43, %b6 ]
  br i1 %t14, label %b9, label %b10, !dbg !299

b9:                                               ; preds = %b8
  %t59 = mul i64 %t54, %a7, !dbg !299
  %t60 = add i64 %t55, %t59, !dbg !299
  %t61 = mul i64 %t54, %a14, !dbg !299
  %t62 = add i64 %t56, %t61, !dbg !299
  %t63 = mul i64 %t54, %a21, !dbg !299
  %t64 = add i64 %t57, %t63, !dbg !299
  %t65 = mul i64 %t54, %a28, !dbg !299
  %t66 = add i64 %t58, %t65, !dbg !299
  br label %b10, !dbg !299

b10:                                              ; preds = %b9, %b8
  %t67 = phi i64 [ %t60, %b9 ], [ %t55, %b8 ]
  %t68 = phi i64 [ %t62, %b9 ], [ %t56, %b8 ]
  %t69 = phi i64 [ %t64, %b9 ], [ %t57, %b8 ]
  %t70 = phi i64 [ %t66, %b9 ], [ %t58, %b8 ]
  %t71 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t67, !dbg !299
  %.59 = load float, ptr addrspace(1) %t71, align 4, !dbg !299
  br i1 %t15, label %b11.preheader, label %b12, !dbg !300

b11.preheader:                                    ; preds = %b10
  %t75 = getelementptr inbounds float, ptr addrspace(1) %a25, i64 %t70, !dbg !299
  %t74 = getelementptr inbounds float, ptr addrspace(1) %a18, i64 %t69, !dbg !299
  %t73 = getelementptr inbounds float, ptr addrspace(1) %a11, i64 %t68, !dbg !299
  br label %b11, !dbg !301

b11:                                              ; preds = %b11.preheader, %b11
  %t76 = phi ptr addrspace(1) [ %t88, %b11 ], [ %t75, %b11.preheader ]
  %t77 = phi ptr addrspace(1) [ %t87, %b11 ], [ %t74, %b11.preheader ]
  %t78 = phi ptr addrspace(1) [ %t86, %b11 ], [ %t73, %b11.preheader ]
  %t79 = phi i64 [ %t84, %b11 ], [ 0, %b11.preheader ]
  %.60 = load float, ptr addrspace(1) %t78, align 4, !dbg !302
  %t81 = fmul float %.59, %.60, !dbg !303
  %.61 = load float, ptr addrspace(1) %t77, align 4, !dbg !304
  %t83 = fadd float %t81, %.61, !dbg !305
  store float %t83, ptr addrspace(1) %t76, align 4, !dbg !301
  %t84 = add nuw nsw i64 %t79, 1, !dbg !301
  %t86 = getelementptr inbounds float, ptr addrspace(1) %t78, i64 %a13, !dbg !302
  %t87 = getelementptr inbounds float, ptr addrspace(1) %t77, i64 %a20, !dbg !304
  %t88 = getelementptr inbounds float, ptr addrspace(1) %t76, i64 %a27, !dbg !301
  %exitcond.not = icmp eq i64 %t84, %a12, !dbg !301
  br i1 %exitcond.not, label %b12, label %b11, !dbg !301

b12:                                              ; preds = %b11, %b10
  %t89 = add i64 %t162, %t10, !dbg !299
  %t17 = icmp slt i64 %t89, %a0, !dbg !299
  br i1 %t17, label %b2, label %b13, !dbg !299

b13:                                              ; preds = %b12, %entry
  ret void, !dbg !299
}

; Function Attrs: argmemonly nofree nosync nounwind writeonly
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDivNaN_5f_5fcontig(i64 %a0, ptr addrspace(1) readnone %a1, float %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #6 !dbg !306 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !307
  %t2 = sext i32 %.1 to i64, !dbg !307
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !307
  %t4 = sext i32 %.2 to i64, !dbg !307
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !307
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !307
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !307, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !307
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !307
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !307, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !307
  %.15 = add i32 %.14, %.9, !dbg !307
  %.16 = udiv i32 %.15, %.6, !dbg !307
  %t8 = sext i32 %.16 to i64, !dbg !307
  %t9 = mul nsw i64 %t6, %t4, !dbg !307
  %t10 = add nsw i64 %t9, %t2, !dbg !307
  %t11 = mul nsw i64 %t8, %t6, !dbg !307
  %t131 = icmp slt i64 %t10, %a0, !dbg !307
  br i1 %t131, label %b2, label %b5, !dbg !307

b2:                                               ; preds = %entry, %b2
  %t122 = phi i64 [ %t19, %b2 ], [ %t10, %entry ]
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t122, !dbg !307
  store float 0x7FF8000000000000, ptr addrspace(1) %t18, align 4, !dbg !307
  %t19 = add i64 %t122, %t11, !dbg !307
  %t13 = icmp slt i64 %t19, %a0, !dbg !307
  br i1 %t13, label %b2, label %b5, !dbg !307

b5:                                               ; preds = %b2, %entry
  ret void, !dbg !307
}

; Function Attrs: argmemonly nofree nosync nounwind writeonly
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDivNaN_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readnone %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #6 !dbg !308 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !309
  %t2 = sext i32 %.1 to i64, !dbg !309
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !309
  %t4 = sext i32 %.2 to i64, !dbg !309
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !309
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !309
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !309, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !309
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !309
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !309, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !309
  %.15 = add i32 %.14, %.9, !dbg !309
  %.16 = udiv i32 %.15, %.6, !dbg !309
  %t8 = sext i32 %.16 to i64, !dbg !309
  %t9 = mul nsw i64 %t6, %t4, !dbg !309
  %t10 = add nsw i64 %t9, %t2, !dbg !309
  %t11 = mul nsw i64 %t8, %t6, !dbg !309
  %t12 = icmp sgt i64 %a1, 7, !dbg !309
  %t13 = icmp sgt i64 %a1, 6, !dbg !309
  %t14 = icmp sgt i64 %a1, 5, !dbg !309
  %t15 = icmp sgt i64 %a1, 4, !dbg !309
  %t16 = icmp sgt i64 %a1, 3, !dbg !309
  %t17 = icmp sgt i64 %a1, 2, !dbg !309
  %t18 = icmp sgt i64 %a1, 1, !dbg !309
  %t19 = icmp sgt i64 %a1, 0, !dbg !309
  %t211 = icmp slt i64 %t10, %a0, !dbg !309
  br i1 %t211, label %b2.lr.ph, label %b21, !dbg !309

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

b2:                                               ; preds = %b2.lr.ph, %b18
  %t202 = phi i64 [ %t10, %b2.lr.ph ], [ %t94, %b18 ]
  br i1 %t12, label %b3, label %b4, !dbg !309

b3:                                               ; preds = %b2
  %t202.frozen = freeze i64 %t202
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t202.frozen, %.20.frozen, !dbg !309
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t202.frozen, %14
  %.22 = select i1 %.17, i64 %t202, i64 %.21.decomposed, !dbg !309
  %.28 = sub i64 0, %t202, !dbg !309
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !309
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !309
  %t25 = mul i64 %.22, %a28, !dbg !309
  br label %b4, !dbg !309

b4:                                               ; preds = %b3, %b2
  %t26 = phi i64 [ %.30, %b3 ], [ %t202, %b2 ]
  %t28 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6, !dbg !309

b5:                                               ; preds = %b4
  %t26.frozen = freeze i64 %t26
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t26.frozen, %.34.frozen, !dbg !309
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t26.frozen, %15
  %.36 = select i1 %.31, i64 %t26, i64 %.35.decomposed, !dbg !309
  %.42 = sub i64 0, %t26, !dbg !309
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !309
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !309
  %t33 = mul i64 %.36, %a27, !dbg !309
  %t34 = add i64 %t33, %t28, !dbg !309
  br label %b6, !dbg !309

b6:                                               ; preds = %b5, %b4
  %t35 = phi i64 [ %.44, %b5 ], [ %t26, %b4 ]
  %t37 = phi i64 [ %t34, %b5 ], [ %t28, %b4 ]
  br i1 %t14, label %b7, label %b8, !dbg !309

b7:                                               ; preds = %b6
  %t35.frozen = freeze i64 %t35
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t35.frozen, %.48.frozen, !dbg !309
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t35.frozen, %16
  %.50 = select i1 %.45, i64 %t35, i64 %.49.decomposed, !dbg !309
  %.56 = sub i64 0, %t35, !dbg !309
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !309
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !309
  %t42 = mul i64 %.50, %a26, !dbg !309
  %t43 = add i64 %t42, %t37, !dbg !309
  br label %b8, !dbg !309

b8:                                               ; preds = %b7, %b6
  %t44 = phi i64 [ %.58, %b7 ], [ %t35, %b6 ]
  %t46 = phi i64 [ %t43, %b7 ], [ %t37, %b6 ]
  br i1 %t15, label %b9, label %b10, !dbg !309

b9:                                               ; preds = %b8
  %t44.frozen = freeze i64 %t44
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t44.frozen, %.62.frozen, !dbg !309
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t44.frozen, %17
  %.64 = select i1 %.59, i64 %t44, i64 %.63.decomposed, !dbg !309
  %.70 = sub i64 0, %t44, !dbg !309
  %.71 = select i1 %.60, i64 %.70, i64 %.69, !dbg !309
  %.72 = select i1 %.59, i64 -1, i64 %.71, !dbg !309
  %t51 = mul i64 %.64, %a25, !dbg !309
  %t52 = add i64 %t51, %t46, !dbg !309
  br label %b10, !dbg !309

b10:                                              ; preds = %b9, %b8
  %t53 = phi i64 [ %.72, %b9 ], [ %t44, %b8 ]
  %t55 = phi i64 [ %t52, %b9 ], [ %t46, %b8 ]
  br i1 %t16, label %b11, label %b12, !dbg !309

b11:                                              ; preds = %b10
  %t53.frozen = freeze i64 %t53
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t53.frozen, %.76.frozen, !dbg !309
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t53.frozen, %18
  %.78 = select i1 %.73, i64 %t53, i64 %.77.decomposed, !dbg !309
  %.84 = sub i64 0, %t53, !dbg !309
  %.85 = select i1 %.74, i64 %.84, i64 %.83, !dbg !309
  %.86 = select i1 %.73, i64 -1, i64 %.85, !dbg !309
  %t60 = mul i64 %.78, %a24, !dbg !309
  %t61 = add i64 %t60, %t55, !dbg !309
  br label %b12, !dbg !309

b12:                                              ; preds = %b11, %b10
  %t62 = phi i64 [ %.86, %b11 ], [ %t53, %b10 ]
  %t64 = phi i64 [ %t61, %b11 ], [ %t55, %b10 ]
  br i1 %t17, label %b13, label %b14, !dbg !309

b13:                                              ; preds = %b12
  %t62.frozen = freeze i64 %t62
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t62.frozen, %.90.frozen, !dbg !309
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t62.frozen, %19
  %.92 = select i1 %.87, i64 %t62, i64 %.91.decomposed, !dbg !309
  %.98 = sub i64 0, %t62, !dbg !309
  %.99 = select i1 %.88, i64 %.98, i64 %.97, !dbg !309
  %.100 = select i1 %.87, i64 -1, i64 %.99, !dbg !309
  %t69 = mul i64 %.92, %a23, !dbg !309
  %t70 = add i64 %t69, %t64, !dbg !309
  br label %b14, !dbg !309

b14:                                              ; preds = %b13, %b12
  %t71 = phi i64 [ %.100, %b13 ], [ %t62, %b12 ]
  %t73 = phi i64 [ %t70, %b13 ], [ %t64, %b12 ]
  br i1 %t18, label %b15, label %b16, !dbg !309

b15:                                              ; preds = %b14
  %t71.frozen = freeze i64 %t71
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t71.frozen, %.104.frozen, !dbg !309
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t71.frozen, %20
  %.106 = select i1 %.101, i64 %t71, i64 %.105.decomposed, !dbg !309
  %.112 = sub i64 0, %t71, !dbg !309
  %.113 = select i1 %.102, i64 %.112, i64 %.111, !dbg !309
  %.114 = select i1 %.101, i64 -1, i64 %.113, !dbg !309
  %t78 = mul i64 %.106, %a22, !dbg !309
  %t79 = add i64 %t78, %t73, !dbg !309
  br label %b16, !dbg !309

b16:                                              ; preds = %b15, %b14
  %t80 = phi i64 [ %.114, %b15 ], [ %t71, %b14 ]
  %t82 = phi i64 [ %t79, %b15 ], [ %t73, %b14 ]
  br i1 %t19, label %b17, label %b18, !dbg !309

b17:                                              ; preds = %b16
  %t85 = mul i64 %t80, %a21, !dbg !309
  %t86 = add i64 %t82, %t85, !dbg !309
  br label %b18, !dbg !309

b18:                                              ; preds = %b17, %b16
  %t88 = phi i64 [ %t86, %b17 ], [ %t82, %b16 ]
  %t93 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t88, !dbg !309
  store float 0x7FF8000000000000, ptr addrspace(1) %t93, align 4, !dbg !309
  %t94 = add i64 %t202, %t11, !dbg !309
  %t21 = icmp slt i64 %t94, %a0, !dbg !309
  br i1 %t21, label %b2, label %b21, !dbg !309

b21:                                              ; preds = %b18, %entry
  ret void, !dbg !309
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eRowSum_5f_5fgu(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, ptr addrspace(1) nocapture writeonly %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17) local_unnamed_addr #5 !dbg !310 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !311
  %t1 = sext i32 %.1 to i64, !dbg !311
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !311
  %t3 = sext i32 %.2 to i64, !dbg !311
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !311
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !311
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !311, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !311
  %t5 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !311
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !311, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !311
  %.15 = add i32 %.14, %.9, !dbg !311
  %.16 = udiv i32 %.15, %.6, !dbg !311
  %t7 = sext i32 %.16 to i64, !dbg !311
  %t8 = mul nsw i64 %t5, %t3, !dbg !311
  %t9 = add nsw i64 %t8, %t1, !dbg !311
  %t10 = mul nsw i64 %t7, %t5, !dbg !311
  %t11 = icmp sgt i64 %a1, 3, !dbg !311
  %t12 = icmp sgt i64 %a1, 2, !dbg !311
  %t13 = icmp sgt i64 %a1, 1, !dbg !311
  %t14 = icmp sgt i64 %a1, 0, !dbg !311
  %t15 = icmp sgt i64 %a7, 0, !dbg !312
  %t171 = icmp slt i64 %t9, %a0, !dbg !311
  br i1 %t171, label %b2.lr.ph, label %b13, !dbg !311

b2.lr.ph:                                         ; preds = %entry
  %.17 = icmp eq i64 %a5, 0
  %.18 = icmp eq i64 %a5, -1
  %0 = add i64 %a5, 1
  %1 = icmp ult i64 %0, 2
  %.20 = select i1 %1, i64 1, i64 %a5
  %.31 = icmp eq i64 %a4, 0
  %.32 = icmp eq i64 %a4, -1
  %2 = add i64 %a4, 1
  %3 = icmp ult i64 %2, 2
  %.34 = select i1 %3, i64 1, i64 %a4
  %.45 = icmp eq i64 %a3, 0
  %.46 = icmp eq i64 %a3, -1
  %4 = add i64 %a3, 1
  %5 = icmp ult i64 %4, 2
  %.48 = select i1 %5, i64 1, i64 %a3
  br label %b2, !dbg !311

b2:                                               ; preds = %b2.lr.ph, %b12
  %t162 = phi i64 [ %t9, %b2.lr.ph ], [ %t61, %b12 ]
  br i1 %t11, label %b3, label %b4, !dbg !311

b3:                                               ; preds = %b2
  %t162.frozen = freeze i64 %t162
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t162.frozen, %.20.frozen, !dbg !311
  %6 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t162.frozen, %6
  %.22 = select i1 %.17, i64 %t162, i64 %.21.decomposed, !dbg !311
  %.28 = sub i64 0, %t162, !dbg !311
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !311
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !311
  %t20 = mul i64 %.22, %a12, !dbg !311
  %t21 = mul i64 %.22, %a17, !dbg !311
  br label %b4, !dbg !311

b4:                                               ; preds = %b3, %b2
  %t22 = phi i64 [ %.30, %b3 ], [ %t162, %b2 ]
  %t23 = phi i64 [ %t20, %b3 ], [ 0, %b2 ]
  %t24 = phi i64 [ %t21, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6, !dbg !311

b5:                                               ; preds = %b4
  %t22.frozen = freeze i64 %t22
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t22.frozen, %.34.frozen, !dbg !311
  %7 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t22.frozen, %7
  %.36 = select i1 %.31, i64 %t22, i64 %.35.decomposed, !dbg !311
  %.42 = sub i64 0, %t22, !dbg !311
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !311
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !311
  %t27 = mul i64 %.36, %a11, !dbg !311
  %t28 = add i64 %t27, %t23, !dbg !311
  %t29 = mul i64 %.36, %a16, !dbg !311
  %t30 = add i64 %t29, %t24, !dbg !311
  br label %b6, !dbg !311

b6:                                               ; preds = %b5, %b4
  %t31 = phi i64 [ %.44, %b5 ], [ %t22, %b4 ]
  %t32 = phi i64 [ %t28, %b5 ], [ %t23, %b4 ]
  %t33 = phi i64 [ %t30, %b5 ], [ %t24, %b4 ]
  br i1 %t13, label %b7, label %b8, !dbg !311

b7:                                               ; preds = %b6
  %t31.frozen = freeze i64 %t31
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t31.frozen, %.48.frozen, !dbg !311
  %8 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t31.frozen, %8
  %.50 = select i1 %.45, i64 %t31, i64 %.49.decomposed, !dbg !311
  %.56 = sub i64 0, %t31, !dbg !311
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !311
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !311
  %t36 = mul i64 %.50, %a10, !dbg !311
  %t37 = add i64 %t36, %t32, !dbg !311
  %t38 = mul i64 %.50, %a15, !dbg !311
  %t39 = add i64 %t38, %t33, !dbg !311
  br label %b8, !dbg !311

b8:                                               ; preds = %b7, %b6
  %t40 = phi i64 [ %.58, %b7 ], [ %t31, %b6 ]
  %t41 = phi i64 [ %t37, %b7 ], [ %t32, %b6 ]
  %t42 = phi i64 [ %t39, %b7 ], [ %t33, %b6 ]
  br i1 %t14, label %b9, label %b10, !dbg !311

b9:                                               ; preds = %b8
  %t43 = mul i64 %t40, %a9, !dbg !311
  %t44 = add i64 %t41, %t43, !dbg !311
  %t45 = mul i64 %t40, %a14, !dbg !311
  %t46 = add i64 %t42, %t45, !dbg !311
  br label %b10, !dbg !311

b10:                                              ; preds = %b9, %b8
  %t47 = phi i64 [ %t44, %b9 ], [ %t41, %b8 ]
  %t48 = phi i64 [ %t46, %b9 ], [ %t42, %b8 ]
  %t50 = getelementptr inbounds double, ptr addrspace(1) %a13, i64 %t48, !dbg !311
  br i1 %t15, label %b11.preheader, label %b12, !dbg !312

b11.preheader:                                    ; preds = %b10
  %t49 = getelementptr inbounds double, ptr addrspace(1) %a6, i64 %t47, !dbg !311
  br label %b11, !dbg !313

b11:                                              ; preds = %b11.preheader, %b11
  %t51 = phi ptr addrspace(1) [ %t58, %b11 ], [ %t49, %b11.preheader ]
  %t52 = phi double [ %t55, %b11 ], [ 0.000000e+00, %b11.preheader ]
  %t53 = phi i64 [ %t56, %b11 ], [ 0, %b11.preheader ]
  %.59 = load double, ptr addrspace(1) %t51, align 8, !dbg !314
  %t55 = fadd double %t52, %.59, !dbg !313
  %t56 = add nuw nsw i64 %t53, 1, !dbg !313
  %t58 = getelementptr inbounds double, ptr addrspace(1) %t51, i64 %a8, !dbg !314
  %exitcond.not = icmp eq i64 %t56, %a7, !dbg !313
  br i1 %exitcond.not, label %b12, label %b11, !dbg !313

b12:                                              ; preds = %b11, %b10
  %t59 = phi double [ 0.000000e+00, %b10 ], [ %t55, %b11 ]
  store double %t59, ptr addrspace(1) %t50, align 8, !dbg !315
  %t61 = add i64 %t162, %t10, !dbg !311
  %t17 = icmp slt i64 %t61, %a0, !dbg !311
  br i1 %t17, label %b2, label %b13, !dbg !311

b13:                                              ; preds = %b12, %entry
  ret void, !dbg !311
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eScale_5f_5fgu(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, ptr addrspace(1) nocapture readonly %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, ptr addrspace(1) nocapture writeonly %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24) local_unnamed_addr #4 !dbg !316 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !317
  %t1 = sext i32 %.1 to i64, !dbg !317
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !317
  %t3 = sext i32 %.2 to i64, !dbg !317
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !317
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !317
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !317, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !317
  %t5 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !317
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !317, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !317
  %.15 = add i32 %.14, %.9, !dbg !317
  %.16 = udiv i32 %.15, %.6, !dbg !317
  %t7 = sext i32 %.16 to i64, !dbg !317
  %t8 = mul nsw i64 %t5, %t3, !dbg !317
  %t9 = add nsw i64 %t8, %t1, !dbg !317
  %t10 = mul nsw i64 %t7, %t5, !dbg !317
  %t11 = icmp sgt i64 %a1, 3, !dbg !317
  %t12 = icmp sgt i64 %a1, 2, !dbg !317
  %t13 = icmp sgt i64 %a1, 1, !dbg !317
  %t14 = icmp sgt i64 %a1, 0, !dbg !317
  %t163 = icmp slt i64 %t9, %a0, !dbg !317
  br i1 %t163, label %b2.lr.ph, label %b14, !dbg !317

b2.lr.ph:                                         ; preds = %entry
  %.17 = icmp eq i64 %a5, 0
  %.18 = icmp eq i64 %a5, -1
  %0 = add i64 %a5, 1
  %1 = icmp ult i64 %0, 2
  %.20 = select i1 %1, i64 1, i64 %a5
  %.31 = icmp eq i64 %a4, 0
  %.32 = icmp eq i64 %a4, -1
  %2 = add i64 %a4, 1
  %3 = icmp ult i64 %2, 2
  %.34 = select i1 %3, i64 1, i64 %a4
  %.45 = icmp eq i64 %a3, 0
  %.46 = icmp eq i64 %a3, -1
  %4 = add i64 %a3, 1
  %5 = icmp ult i64 %4, 2
  %.48 = select i1 %5, i64 1, i64 %a3
  %t651 = icmp sgt i64 %a7, 0
  br label %b2, !dbg !317

b2:                                               ; preds = %b2.lr.ph, %b13
  %t154 = phi i64 [ %t9, %b2.lr.ph ], [ %t70, %b13 ]
  br i1 %t11, label %b3, label %b4, !dbg !317

b3:                                               ; preds = %b2
  %t154.frozen = freeze i64 %t154
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t154.frozen, %.20.frozen, !dbg !317
  %6 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t154.frozen, %6
  %.22 = select i1 %.17, i64 %t154, i64 %.21.decomposed, !dbg !317
  %.28 = sub i64 0, %t154, !dbg !317
  %.29 = select i1 %.18, i64 %.28, i64 %.27, !dbg !317
  %.30 = select i1 %.17, i64 -1, i64 %.29, !dbg !317
  %t19 = mul i64 %.22, %a12, !dbg !317
  %t20 = mul i64 %.22, %a17, !dbg !317
  %t21 = mul i64 %.22, %a24, !dbg !317
  br label %b4, !dbg !317

b4:                                               ; preds = %b3, %b2
  %t22 = phi i64 [ %.30, %b3 ], [ %t154, %b2 ]
  %t23 = phi i64 [ %t19, %b3 ], [ 0, %b2 ]
  %t24 = phi i64 [ %t20, %b3 ], [ 0, %b2 ]
  %t25 = phi i64 [ %t21, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6, !dbg !317

b5:                                               ; preds = %b4
  %t22.frozen = freeze i64 %t22
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t22.frozen, %.34.frozen, !dbg !317
  %7 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t22.frozen, %7
  %.36 = select i1 %.31, i64 %t22, i64 %.35.decomposed, !dbg !317
  %.42 = sub i64 0, %t22, !dbg !317
  %.43 = select i1 %.32, i64 %.42, i64 %.41, !dbg !317
  %.44 = select i1 %.31, i64 -1, i64 %.43, !dbg !317
  %t28 = mul i64 %.36, %a11, !dbg !317
  %t29 = add i64 %t28, %t23, !dbg !317
  %t30 = mul i64 %.36, %a16, !dbg !317
  %t31 = add i64 %t30, %t24, !dbg !317
  %t32 = mul i64 %.36, %a23, !dbg !317
  %t33 = add i64 %t32, %t25, !dbg !317
  br label %b6, !dbg !317

b6:                                               ; preds = %b5, %b4
  %t34 = phi i64 [ %.44, %b5 ], [ %t22, %b4 ]
  %t35 = phi i64 [ %t29, %b5 ], [ %t23, %b4 ]
  %t36 = phi i64 [ %t31, %b5 ], [ %t24, %b4 ]
  %t37 = phi i64 [ %t33, %b5 ], [ %t25, %b4 ]
  br i1 %t13, label %b7, label %b8, !dbg !317

b7:                                               ; preds = %b6
  %t34.frozen = freeze i64 %t34
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t34.frozen, %.48.frozen, !dbg !317
  %8 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t34.frozen, %8
  %.50 = select i1 %.45, i64 %t34, i64 %.49.decomposed, !dbg !317
  %.56 = sub i64 0, %t34, !dbg !317
  %.57 = select i1 %.46, i64 %.56, i64 %.55, !dbg !317
  %.58 = select i1 %.45, i64 -1, i64 %.57, !dbg !317
  %t40 = mul i64 %.50, %a10, !dbg !317
  %t41 = add i64 %t40, %t35, !dbg !317
  %t42 = mul i64 %.50, %a15, !dbg !317
  %t43 = add i64 %t42, %t36, !dbg !317
  %t44 = mul i64 %.50, %a22, !dbg !317
  %t45 = add i64 %t44, %t37, !dbg !317
  br label %b8, !dbg !317

b8:                                               ; preds = %b7, %b6
  %t46 = phi i64 [ %.58, %b7 ], [ %t34, %b6 ]
  %t47 = phi i64 [ %t41, %b7 ], [ %t35, %b6 ]
  %t48 = phi i64 [ %t43, %b7 ], [ %t36, %b6 ]
  %t49 = phi i64 [ %t45, %b7 ], [ %t37, %b6 ]
  br i1 %t14, label %b9, label %b10, !dbg !317

b9:                                               ; preds = %b8
  %t50 = mul i64 %t46, %a9, !dbg !317
  %t51 = add i64 %t47, %t50, !dbg !317
  %t52 = mul i64 %t46, %a14, !dbg !317
  %t53 = add i64 %t48, %t52, !dbg !317
  %t54 = mul i64 %t46, %a21, !dbg !317
  %t55 = add i64 %t49, %t54, !dbg !317
  br label %b10, !dbg !317

b10:                                              ; preds = %b9, %b8
  %t56 = phi i64 [ %t51, %b9 ], [ %t47, %b8 ]
  %t57 = phi i64 [ %t53, %b9 ], [ %t48, %b8 ]
  %t58 = phi i64 [ %t55, %b9 ], [ %t49, %b8 ]
  %t59 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t56, !dbg !317
  %t60 = getelementptr inbounds float, ptr addrspace(1) %a13, i64 %t57, !dbg !317
  %.59 = load float, ptr addrspace(1) %t60, align 4, !dbg !317
  %t62 = getelementptr inbounds float, ptr addrspace(1) %a18, i64 %t58, !dbg !317
  br i1 %t651, label %b12, label %b13, !dbg !317

b12:                                              ; preds = %b10, %b12
  %t642 = phi i64 [ %t64, %b12 ], [ 0, %b10 ]
  %t66 = getelementptr inbounds float, ptr addrspace(1) %t59, i64 %t642, !dbg !318
  %.60 = load float, ptr addrspace(1) %t66, align 4, !dbg !318
  %t68 = fmul float %.59, %.60, !dbg !319
  %t69 = getelementptr inbounds float, ptr addrspace(1) %t62, i64 %t642, !dbg !320
  store float %t68, ptr addrspace(1) %t69, align 4, !dbg !320
  %t64 = add nuw nsw i64 %t642, 1, !dbg !317
  %exitcond.not = icmp eq i64 %t64, %a7, !dbg !317
  br i1 %exitcond.not, label %b13, label %b12, !dbg !317

b13:                                              ; preds = %b12, %b10
  %t70 = add i64 %t154, %t10, !dbg !317
  %t16 = icmp slt i64 %t70, %a0, !dbg !317
  br i1 %t16, label %b2, label %b14, !dbg !317

b14:                                              ; preds = %b13, %entry
  ret void, !dbg !317
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #7

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #9

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #9

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.amdgcn.rsq.f64(double) #7

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #10

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.amdgcn.sqrt.f32(float) #7

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #7

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.y() #7

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #7

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.y() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #11

; Function Attrs: nounwind readonly
declare i64 @llvm.read_register.i64(metadata) #12

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { nofree nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { mustprogress nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #4 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #5 = { nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #6 = { argmemonly nofree nosync nounwind writeonly "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #7 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #9 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #10 = { convergent mustprogress nounwind willreturn }
attributes #11 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #12 = { nounwind readonly }
attributes #13 = { convergent }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "gputest.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum", scope: !1, file: !1, line: 86, type: !5, scopeLine: 86, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 88, column: 20, scope: !4)
!8 = !DILocation(line: 89, column: 14, scope: !4)
!9 = !DILocation(line: 90, column: 4, scope: !4)
!10 = !DILocation(line: 91, column: 7, scope: !4)
!11 = !DILocation(line: 92, column: 15, scope: !4)
!12 = !DILocation(line: 92, column: 5, scope: !4)
!13 = !DILocation(line: 94, column: 15, scope: !4)
!14 = !DILocation(line: 96, column: 10, scope: !4)
!15 = !DILocation(line: 97, column: 17, scope: !4)
!16 = !DILocation(line: 97, column: 6, scope: !4)
!17 = !DILocation(line: 97, column: 4, scope: !4)
!18 = !DILocation(line: 99, column: 16, scope: !4)
!19 = !DILocation(line: 101, column: 9, scope: !4)
!20 = !DILocation(line: 102, column: 6, scope: !4)
!21 = !DILocation(line: 102, column: 27, scope: !4)
!22 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eWarpOps", scope: !1, file: !1, line: 110, type: !5, scopeLine: 110, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = !DILocation(line: 111, column: 14, scope: !22)
!24 = !DILocation(line: 112, column: 9, scope: !22)
!25 = !DILocation(line: 0, scope: !22)
!26 = !DILocation(line: 115, column: 21, scope: !22)
!27 = !{!"exec"}
!28 = !DILocation(line: 115, column: 3, scope: !22)
!29 = !DILocation(line: 117, column: 16, scope: !22)
!30 = !DILocation(line: 118, column: 8, scope: !22)
!31 = !DILocation(line: 118, column: 6, scope: !22)
!32 = !DILocation(line: 122, column: 20, scope: !22)
!33 = !DILocation(line: 122, column: 3, scope: !22)
!34 = !DILocation(line: 124, column: 6, scope: !22)
!35 = !DILocation(line: 125, column: 22, scope: !22)
!36 = !DILocation(line: 125, column: 7, scope: !22)
!37 = !DILocation(line: 128, column: 19, scope: !22)
!38 = !DILocation(line: 129, column: 17, scope: !22)
!39 = !DILocation(line: 133, column: 6, scope: !22)
!40 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eShflSum", scope: !1, file: !1, line: 141, type: !5, scopeLine: 141, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!41 = !DILocation(line: 0, scope: !40)
!42 = !DILocation(line: 144, column: 21, scope: !40)
!43 = !DILocation(line: 144, column: 3, scope: !40)
!44 = !DILocation(line: 146, column: 16, scope: !40)
!45 = !DILocation(line: 147, column: 17, scope: !40)
!46 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eXorClamp", scope: !1, file: !1, line: 163, type: !5, scopeLine: 163, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = !DILocation(line: 164, column: 14, scope: !46)
!48 = !DILocation(line: 165, column: 9, scope: !46)
!49 = !DILocation(line: 0, scope: !46)
!50 = !DILocation(line: 167, column: 20, scope: !46)
!51 = !DILocation(line: 167, column: 3, scope: !46)
!52 = !DILocation(line: 168, column: 10, scope: !46)
!53 = !DILocation(line: 172, column: 5, scope: !46)
!54 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eHistogram", scope: !1, file: !1, line: 178, type: !5, scopeLine: 178, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!55 = !DILocation(line: 179, column: 18, scope: !54)
!56 = !DILocation(line: 179, column: 53, scope: !54)
!57 = !DILocation(line: 179, column: 24, scope: !54)
!58 = !DILocation(line: 180, column: 12, scope: !54)
!59 = !DILocation(line: 181, column: 25, scope: !54)
!60 = !DILocation(line: 181, column: 17, scope: !54)
!61 = !DILocation(line: 182, column: 23, scope: !54)
!62 = !DILocation(line: 182, column: 35, scope: !54)
!63 = !DILocation(line: 182, column: 17, scope: !54)
!64 = !DILocation(line: 183, column: 24, scope: !54)
!65 = !DILocation(line: 183, column: 17, scope: !54)
!66 = !DILocation(line: 179, column: 37, scope: !54)
!67 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicOps", scope: !1, file: !1, line: 190, type: !5, scopeLine: 190, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!68 = !DILocation(line: 191, column: 20, scope: !67)
!69 = !DILocation(line: 192, column: 10, scope: !67)
!70 = !DILocation(line: 192, column: 18, scope: !67)
!71 = !DILocation(line: 193, column: 16, scope: !67)
!72 = !DILocation(line: 194, column: 26, scope: !67)
!73 = !DILocation(line: 194, column: 16, scope: !67)
!74 = !DILocation(line: 195, column: 33, scope: !67)
!75 = !DILocation(line: 195, column: 36, scope: !67)
!76 = !DILocation(line: 195, column: 16, scope: !67)
!77 = !DILocation(line: 196, column: 17, scope: !67)
!78 = !DILocation(line: 198, column: 22, scope: !67)
!79 = !DILocation(line: 199, column: 34, scope: !67)
!80 = !DILocation(line: 199, column: 20, scope: !67)
!81 = !DILocation(line: 199, column: 38, scope: !67)
!82 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eTranspose", scope: !1, file: !1, line: 212, type: !5, scopeLine: 212, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!83 = !DILocation(line: 214, column: 23, scope: !82)
!84 = !DILocation(line: 214, column: 40, scope: !82)
!85 = !DILocation(line: 215, column: 22, scope: !82)
!86 = !DILocation(line: 215, column: 26, scope: !82)
!87 = !DILocation(line: 215, column: 43, scope: !82)
!88 = !DILocation(line: 215, column: 47, scope: !82)
!89 = !DILocation(line: 216, column: 15, scope: !82)
!90 = !DILocation(line: 216, column: 22, scope: !82)
!91 = !DILocation(line: 216, column: 29, scope: !82)
!92 = !DILocation(line: 217, column: 5, scope: !82)
!93 = !DILocation(line: 217, column: 21, scope: !82)
!94 = !DILocation(line: 217, column: 9, scope: !82)
!95 = !DILocation(line: 219, column: 15, scope: !82)
!96 = !DILocation(line: 220, column: 15, scope: !82)
!97 = !DILocation(line: 220, column: 22, scope: !82)
!98 = !DILocation(line: 220, column: 29, scope: !82)
!99 = !DILocation(line: 221, column: 19, scope: !82)
!100 = !DILocation(line: 221, column: 23, scope: !82)
!101 = !DILocation(line: 221, column: 10, scope: !82)
!102 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eEarlyReturn", scope: !1, file: !1, line: 228, type: !5, scopeLine: 228, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!103 = !DILocation(line: 230, column: 14, scope: !102)
!104 = !DILocation(line: 231, column: 7, scope: !102)
!105 = !DILocation(line: 0, scope: !102)
!106 = !DILocation(line: 234, column: 4, scope: !102)
!107 = !DILocation(line: 235, column: 15, scope: !102)
!108 = !DILocation(line: 236, column: 15, scope: !102)
!109 = !DILocation(line: 237, column: 13, scope: !102)
!110 = !DILocation(line: 237, column: 31, scope: !102)
!111 = !DILocation(line: 237, column: 5, scope: !102)
!112 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDynReverse", scope: !1, file: !1, line: 243, type: !5, scopeLine: 243, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!113 = !DILocation(line: 244, column: 31, scope: !112)
!114 = !DILocation(line: 245, column: 18, scope: !112)
!115 = !DILocation(line: 246, column: 17, scope: !112)
!116 = !DILocation(line: 247, column: 17, scope: !112)
!117 = !DILocation(line: 247, column: 21, scope: !112)
!118 = !DILocation(line: 247, column: 4, scope: !112)
!119 = !DILocation(line: 248, column: 15, scope: !112)
!120 = !DILocation(line: 249, column: 16, scope: !112)
!121 = !DILocation(line: 249, column: 20, scope: !112)
!122 = !DILocation(line: 249, column: 22, scope: !112)
!123 = !DILocation(line: 249, column: 34, scope: !112)
!124 = !DILocation(line: 249, column: 30, scope: !112)
!125 = !DILocation(line: 249, column: 5, scope: !112)
!126 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eScatter", scope: !1, file: !1, line: 255, type: !5, scopeLine: 255, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!127 = !DILocation(line: 256, column: 14, scope: !126)
!128 = !DILocation(line: 257, column: 7, scope: !126)
!129 = !DILocation(line: 258, column: 24, scope: !126)
!130 = !DILocation(line: 258, column: 10, scope: !126)
!131 = !DILocation(line: 258, column: 6, scope: !126)
!132 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSharedRace", scope: !1, file: !1, line: 266, type: !5, scopeLine: 266, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!133 = !DILocation(line: 268, column: 27, scope: !132)
!134 = !DILocation(line: 268, column: 4, scope: !132)
!135 = !DILocation(line: 269, column: 15, scope: !132)
!136 = !DILocation(line: 270, column: 21, scope: !132)
!137 = !DILocation(line: 271, column: 14, scope: !132)
!138 = !DILocation(line: 271, column: 6, scope: !132)
!139 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eParams7", scope: !140, file: !140, line: 10, type: !5, scopeLine: 10, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!140 = !DIFile(filename: "params.go", directory: "")
!141 = !DILocation(line: 11, column: 17, scope: !139)
!142 = !DILocation(line: 11, column: 23, scope: !139)
!143 = !DILocation(line: 12, column: 13, scope: !139)
!144 = !DILocation(line: 12, column: 16, scope: !139)
!145 = !DILocation(line: 12, column: 26, scope: !139)
!146 = !DILocation(line: 12, column: 37, scope: !139)
!147 = !DILocation(line: 12, column: 48, scope: !139)
!148 = !DILocation(line: 12, column: 59, scope: !139)
!149 = !DILocation(line: 12, column: 19, scope: !139)
!150 = !DILocation(line: 12, column: 30, scope: !139)
!151 = !DILocation(line: 12, column: 41, scope: !139)
!152 = !DILocation(line: 12, column: 52, scope: !139)
!153 = !DILocation(line: 12, column: 6, scope: !139)
!154 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eParams8", scope: !140, file: !140, line: 19, type: !5, scopeLine: 19, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!155 = !DILocation(line: 20, column: 17, scope: !154)
!156 = !DILocation(line: 20, column: 23, scope: !154)
!157 = !DILocation(line: 21, column: 9, scope: !154)
!158 = !DILocation(line: 21, column: 12, scope: !154)
!159 = !DILocation(line: 21, column: 18, scope: !154)
!160 = !DILocation(line: 21, column: 15, scope: !154)
!161 = !DILocation(line: 21, column: 31, scope: !154)
!162 = !DILocation(line: 21, column: 22, scope: !154)
!163 = !DILocation(line: 21, column: 44, scope: !154)
!164 = !DILocation(line: 21, column: 35, scope: !154)
!165 = !DILocation(line: 21, column: 57, scope: !154)
!166 = !DILocation(line: 21, column: 48, scope: !154)
!167 = !DILocation(line: 25, column: 6, scope: !154)
!168 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat32_5d_5f_5fcontig", scope: !1, file: !1, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!169 = !DILocation(line: 23, column: 6, scope: !168)
!170 = !DILocation(line: 23, column: 81, scope: !168)
!171 = !DILocation(line: 23, column: 75, scope: !168)
!172 = !DILocation(line: 23, column: 78, scope: !168)
!173 = !DILocation(line: 23, column: 55, scope: !168)
!174 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat32_5d_5f_5fstrided", scope: !1, file: !1, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!175 = !DILocation(line: 23, column: 6, scope: !174)
!176 = !DILocation(line: 23, column: 81, scope: !174)
!177 = !DILocation(line: 23, column: 75, scope: !174)
!178 = !DILocation(line: 23, column: 78, scope: !174)
!179 = !DILocation(line: 23, column: 55, scope: !174)
!180 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat64_5d_5f_5fcontig", scope: !1, file: !1, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!181 = !DILocation(line: 23, column: 6, scope: !180)
!182 = !DILocation(line: 23, column: 75, scope: !180)
!183 = !DILocation(line: 23, column: 81, scope: !180)
!184 = !DILocation(line: 23, column: 83, scope: !180)
!185 = !DILocation(line: 23, column: 78, scope: !180)
!186 = !DILocation(line: 23, column: 65, scope: !180)
!187 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat64_5d_5f_5fstrided", scope: !1, file: !1, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!188 = !DILocation(line: 23, column: 6, scope: !187)
!189 = !DILocation(line: 23, column: 75, scope: !187)
!190 = !DILocation(line: 23, column: 81, scope: !187)
!191 = !DILocation(line: 23, column: 83, scope: !187)
!192 = !DILocation(line: 23, column: 78, scope: !187)
!193 = !DILocation(line: 23, column: 65, scope: !187)
!194 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint32_5d_5f_5fcontig", scope: !1, file: !1, line: 26, type: !5, scopeLine: 26, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!195 = !DILocation(line: 26, column: 6, scope: !194)
!196 = !DILocation(line: 26, column: 68, scope: !194)
!197 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint32_5d_5f_5fstrided", scope: !1, file: !1, line: 26, type: !5, scopeLine: 26, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!198 = !DILocation(line: 26, column: 6, scope: !197)
!199 = !DILocation(line: 26, column: 68, scope: !197)
!200 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint64_5d_5f_5fcontig", scope: !1, file: !1, line: 26, type: !5, scopeLine: 26, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!201 = !DILocation(line: 26, column: 6, scope: !200)
!202 = !DILocation(line: 26, column: 68, scope: !200)
!203 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint64_5d_5f_5fstrided", scope: !1, file: !1, line: 26, type: !5, scopeLine: 26, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!204 = !DILocation(line: 26, column: 6, scope: !203)
!205 = !DILocation(line: 26, column: 68, scope: !203)
!206 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat32_5d_5f_5fcontig", scope: !1, file: !1, line: 26, type: !5, scopeLine: 26, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!207 = !DILocation(line: 26, column: 6, scope: !206)
!208 = !DILocation(line: 26, column: 68, scope: !206)
!209 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat32_5d_5f_5fstrided", scope: !1, file: !1, line: 26, type: !5, scopeLine: 26, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!210 = !DILocation(line: 26, column: 6, scope: !209)
!211 = !DILocation(line: 26, column: 68, scope: !209)
!212 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat64_5d_5f_5fcontig", scope: !1, file: !1, line: 26, type: !5, scopeLine: 26, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!213 = !DILocation(line: 26, column: 6, scope: !212)
!214 = !DILocation(line: 26, column: 68, scope: !212)
!215 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat64_5d_5f_5fstrided", scope: !1, file: !1, line: 26, type: !5, scopeLine: 26, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!216 = !DILocation(line: 26, column: 6, scope: !215)
!217 = !DILocation(line: 26, column: 68, scope: !215)
!218 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eQuo_5f_5fcontig", scope: !1, file: !1, line: 31, type: !5, scopeLine: 31, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!219 = !DILocation(line: 31, column: 6, scope: !218)
!220 = !DILocation(line: 31, column: 39, scope: !218)
!221 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eQuo_5f_5fstrided", scope: !1, file: !1, line: 31, type: !5, scopeLine: 31, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!222 = !DILocation(line: 31, column: 6, scope: !221)
!223 = !DILocation(line: 31, column: 39, scope: !221)
!224 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eFMA_5f_5fcontig", scope: !1, file: !1, line: 34, type: !5, scopeLine: 34, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!225 = !DILocation(line: 34, column: 6, scope: !224)
!226 = !DILocation(line: 34, column: 48, scope: !224)
!227 = !DILocation(line: 34, column: 54, scope: !224)
!228 = !DILocation(line: 34, column: 51, scope: !224)
!229 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eFMA_5f_5fstrided", scope: !1, file: !1, line: 34, type: !5, scopeLine: 34, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!230 = !DILocation(line: 34, column: 6, scope: !229)
!231 = !DILocation(line: 34, column: 48, scope: !229)
!232 = !DILocation(line: 34, column: 54, scope: !229)
!233 = !DILocation(line: 34, column: 51, scope: !229)
!234 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eClamp_5f_5fcontig", scope: !1, file: !1, line: 39, type: !5, scopeLine: 39, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!235 = !DILocation(line: 39, column: 6, scope: !234)
!236 = !DILocation(line: 40, column: 16, scope: !234)
!237 = !DILocation(line: 40, column: 7, scope: !234)
!238 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eClamp_5f_5fstrided", scope: !1, file: !1, line: 39, type: !5, scopeLine: 39, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!239 = !DILocation(line: 39, column: 6, scope: !238)
!240 = !DILocation(line: 40, column: 16, scope: !238)
!241 = !DILocation(line: 40, column: 7, scope: !238)
!242 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1", scope: !1, file: !1, line: 50, type: !5, scopeLine: 50, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!243 = !DILocation(line: 50, column: 6, scope: !242)
!244 = !DILocation(line: 50, column: 60, scope: !242)
!245 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2", scope: !1, file: !1, line: 50, type: !5, scopeLine: 50, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!246 = !DILocation(line: 50, column: 6, scope: !245)
!247 = !DILocation(line: 50, column: 60, scope: !245)
!248 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1", scope: !1, file: !1, line: 50, type: !5, scopeLine: 50, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!249 = !DILocation(line: 50, column: 6, scope: !248)
!250 = !DILocation(line: 50, column: 60, scope: !248)
!251 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2", scope: !1, file: !1, line: 50, type: !5, scopeLine: 50, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!252 = !DILocation(line: 50, column: 6, scope: !251)
!253 = !DILocation(line: 50, column: 60, scope: !251)
!254 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1", scope: !1, file: !1, line: 50, type: !5, scopeLine: 50, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!255 = !DILocation(line: 50, column: 6, scope: !254)
!256 = !DILocation(line: 50, column: 60, scope: !254)
!257 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2", scope: !1, file: !1, line: 50, type: !5, scopeLine: 50, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!258 = !DILocation(line: 50, column: 6, scope: !257)
!259 = !DILocation(line: 50, column: 60, scope: !257)
!260 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1", scope: !1, file: !1, line: 53, type: !5, scopeLine: 53, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!261 = !DILocation(line: 53, column: 6, scope: !260)
!262 = !DILocation(line: 53, column: 61, scope: !260)
!263 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2", scope: !1, file: !1, line: 53, type: !5, scopeLine: 53, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!264 = !DILocation(line: 53, column: 6, scope: !263)
!265 = !DILocation(line: 53, column: 61, scope: !263)
!266 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1", scope: !1, file: !1, line: 53, type: !5, scopeLine: 53, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!267 = !DILocation(line: 53, column: 6, scope: !266)
!268 = !DILocation(line: 53, column: 61, scope: !266)
!269 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2", scope: !1, file: !1, line: 53, type: !5, scopeLine: 53, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!270 = !DILocation(line: 53, column: 6, scope: !269)
!271 = !DILocation(line: 53, column: 61, scope: !269)
!272 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1", scope: !1, file: !1, line: 53, type: !5, scopeLine: 53, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!273 = !DILocation(line: 53, column: 6, scope: !272)
!274 = !DILocation(line: 53, column: 61, scope: !272)
!275 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2", scope: !1, file: !1, line: 53, type: !5, scopeLine: 53, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!276 = !DILocation(line: 53, column: 6, scope: !275)
!277 = !DILocation(line: 53, column: 61, scope: !275)
!278 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMatMul_5bfloat32_5d_5f_5fgu", scope: !1, file: !1, line: 58, type: !5, scopeLine: 58, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!279 = !DILocation(line: 58, column: 6, scope: !278)
!280 = !DILocation(line: 59, column: 22, scope: !278)
!281 = !DILocation(line: 60, column: 23, scope: !278)
!282 = !DILocation(line: 62, column: 24, scope: !278)
!283 = !DILocation(line: 63, column: 16, scope: !278)
!284 = !DILocation(line: 63, column: 29, scope: !278)
!285 = !DILocation(line: 63, column: 23, scope: !278)
!286 = !DILocation(line: 63, column: 5, scope: !278)
!287 = !DILocation(line: 65, column: 9, scope: !278)
!288 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMatMul_5bfloat64_5d_5f_5fgu", scope: !1, file: !1, line: 58, type: !5, scopeLine: 58, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!289 = !DILocation(line: 58, column: 6, scope: !288)
!290 = !DILocation(line: 59, column: 22, scope: !288)
!291 = !DILocation(line: 60, column: 23, scope: !288)
!292 = !DILocation(line: 62, column: 24, scope: !288)
!293 = !DILocation(line: 63, column: 16, scope: !288)
!294 = !DILocation(line: 63, column: 29, scope: !288)
!295 = !DILocation(line: 63, column: 23, scope: !288)
!296 = !DILocation(line: 63, column: 5, scope: !288)
!297 = !DILocation(line: 65, column: 9, scope: !288)
!298 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAxpy_5f_5fgu", scope: !1, file: !1, line: 73, type: !5, scopeLine: 73, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!299 = !DILocation(line: 73, column: 6, scope: !298)
!300 = !DILocation(line: 74, column: 22, scope: !298)
!301 = !DILocation(line: 75, column: 10, scope: !298)
!302 = !DILocation(line: 75, column: 20, scope: !298)
!303 = !DILocation(line: 75, column: 15, scope: !298)
!304 = !DILocation(line: 75, column: 28, scope: !298)
!305 = !DILocation(line: 75, column: 23, scope: !298)
!306 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDivNaN_5f_5fcontig", scope: !1, file: !1, line: 155, type: !5, scopeLine: 155, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!307 = !DILocation(line: 155, column: 6, scope: !306)
!308 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDivNaN_5f_5fstrided", scope: !1, file: !1, line: 155, type: !5, scopeLine: 155, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!309 = !DILocation(line: 155, column: 6, scope: !308)
!310 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eRowSum_5f_5fgu", scope: !1, file: !1, line: 279, type: !5, scopeLine: 279, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!311 = !DILocation(line: 279, column: 6, scope: !310)
!312 = !DILocation(line: 281, column: 22, scope: !310)
!313 = !DILocation(line: 282, column: 3, scope: !310)
!314 = !DILocation(line: 282, column: 12, scope: !310)
!315 = !DILocation(line: 284, column: 9, scope: !310)
!316 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eScale_5f_5fgu", scope: !1, file: !1, line: 290, type: !5, scopeLine: 290, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!317 = !DILocation(line: 290, column: 6, scope: !316)
!318 = !DILocation(line: 292, column: 13, scope: !316)
!319 = !DILocation(line: 292, column: 17, scope: !316)
!320 = !DILocation(line: 292, column: 6, scope: !316)
