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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 {
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
  %t9 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %.7
  store i64 0, ptr addrspace(3) %t9, align 8
  %t11 = icmp slt i64 %t8, %a1
  br i1 %t11, label %b1, label %b2

b1:                                               ; preds = %entry
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t8
  %.13 = load i64, ptr addrspace(1) %t13, align 8, !amdgpu.noclobber !0
  store i64 %.13, ptr addrspace(3) %t9, align 8
  br label %b2

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t17 = icmp slt i32 %.7, 64
  br i1 %t17, label %b5, label %b6

b5:                                               ; preds = %b2
  %0 = add nsw i32 %.7, 64
  %t19 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %0
  %.14 = load i64, ptr addrspace(3) %t19, align 8
  %.15 = load i64, ptr addrspace(3) %t9, align 8
  %t22 = add i64 %.15, %.14
  store i64 %t22, ptr addrspace(3) %t9, align 8
  br label %b6

b6:                                               ; preds = %b5, %b2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t17.1 = icmp slt i32 %.7, 32
  br i1 %t17.1, label %b5.1, label %b6.1

b5.1:                                             ; preds = %b6
  %1 = add nsw i32 %.7, 32
  %t19.1 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %1
  %.14.1 = load i64, ptr addrspace(3) %t19.1, align 8
  %.15.1 = load i64, ptr addrspace(3) %t9, align 8
  %t22.1 = add i64 %.15.1, %.14.1
  store i64 %t22.1, ptr addrspace(3) %t9, align 8
  br label %b6.1

b6.1:                                             ; preds = %b5.1, %b6
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t17.2 = icmp slt i32 %.7, 16
  br i1 %t17.2, label %b5.2, label %b6.2

b5.2:                                             ; preds = %b6.1
  %2 = add nsw i32 %.7, 16
  %t19.2 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %2
  %.14.2 = load i64, ptr addrspace(3) %t19.2, align 8
  %.15.2 = load i64, ptr addrspace(3) %t9, align 8
  %t22.2 = add i64 %.15.2, %.14.2
  store i64 %t22.2, ptr addrspace(3) %t9, align 8
  br label %b6.2

b6.2:                                             ; preds = %b5.2, %b6.1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t17.3 = icmp slt i32 %.7, 8
  br i1 %t17.3, label %b5.3, label %b6.3

b5.3:                                             ; preds = %b6.2
  %3 = add nsw i32 %.7, 8
  %t19.3 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %3
  %.14.3 = load i64, ptr addrspace(3) %t19.3, align 8
  %.15.3 = load i64, ptr addrspace(3) %t9, align 8
  %t22.3 = add i64 %.15.3, %.14.3
  store i64 %t22.3, ptr addrspace(3) %t9, align 8
  br label %b6.3

b6.3:                                             ; preds = %b5.3, %b6.2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t17.4 = icmp slt i32 %.7, 4
  br i1 %t17.4, label %b5.4, label %b6.4

b5.4:                                             ; preds = %b6.3
  %4 = add nsw i32 %.7, 4
  %t19.4 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %4
  %.14.4 = load i64, ptr addrspace(3) %t19.4, align 8
  %.15.4 = load i64, ptr addrspace(3) %t9, align 8
  %t22.4 = add i64 %.15.4, %.14.4
  store i64 %t22.4, ptr addrspace(3) %t9, align 8
  br label %b6.4

b6.4:                                             ; preds = %b5.4, %b6.3
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t17.5 = icmp slt i32 %.7, 2
  br i1 %t17.5, label %b5.5, label %b6.5

b5.5:                                             ; preds = %b6.4
  %5 = add nsw i32 %.7, 2
  %t19.5 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %5
  %.14.5 = load i64, ptr addrspace(3) %t19.5, align 8
  %.15.5 = load i64, ptr addrspace(3) %t9, align 8
  %t22.5 = add i64 %.15.5, %.14.5
  store i64 %t22.5, ptr addrspace(3) %t9, align 8
  br label %b6.5

b6.5:                                             ; preds = %b5.5, %b6.4
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t17.6 = icmp slt i32 %.7, 1
  br i1 %t17.6, label %b5.6, label %b6.6

b5.6:                                             ; preds = %b6.5
  %6 = add nsw i32 %.7, 1
  %t19.6 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, i32 %6
  %.14.6 = load i64, ptr addrspace(3) %t19.6, align 8
  %.15.6 = load i64, ptr addrspace(3) %t9, align 8
  %t22.6 = add i64 %.15.6, %.14.6
  store i64 %t22.6, ptr addrspace(3) %t9, align 8
  br label %b6.6

b6.6:                                             ; preds = %b5.6, %b6.5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t24 = icmp eq i32 %.7, 0
  br i1 %t24, label %b8, label %b9

b8:                                               ; preds = %b6.6
  %t28 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t4
  %.16 = load i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eBlockSum.shared.0, align 8
  store i64 %.16, ptr addrspace(1) %t28, align 8
  br label %b9

b9:                                               ; preds = %b8, %b6.6
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eWarpOps(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture writeonly %a12, i64 %a13, i64 %a14) local_unnamed_addr #0 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.16 to i64
  %.17 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.18 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 4
  %.19 = load i16, ptr addrspace(4) %.18, align 4, !invariant.load !0
  %t3 = zext i16 %.19 to i64
  %t4 = mul nsw i64 %t3, %t1
  %.21 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.21 to i64
  %t7 = add nsw i64 %t4, %t6
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7
  %.22 = load i32, ptr addrspace(1) %t9, align 4, !amdgpu.noclobber !0
  %.24 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.25 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.24)
  %.26 = zext i32 %.25 to i64
  %.27 = add nuw nsw i64 %.26, 16
  %.28 = icmp ult i32 %.25, 48
  %.29 = tail call i64 @llvm.read_register.i64(metadata !1) #13
  %.30 = and i64 %.27, 63
  %0 = shl nuw i64 1, %.30
  %1 = and i64 %0, %.29
  %.32 = icmp ne i64 %1, 0
  %.33 = and i1 %.28, %.32
  %.34 = trunc i64 %.27 to i32
  %.35 = shl i32 %.34, 2
  %.36 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.35, i32 %.22)
  %t15 = select i1 %.33, i32 %.36, i32 %.22
  %t16 = add i32 %t15, %.22
  %.27.1 = add nuw nsw i64 %.26, 8
  %.28.1 = icmp ult i32 %.25, 56
  %.30.1 = and i64 %.27.1, 63
  %2 = shl nuw i64 1, %.30.1
  %3 = and i64 %2, %.29
  %.32.1 = icmp ne i64 %3, 0
  %.33.1 = and i1 %.28.1, %.32.1
  %.34.1 = trunc i64 %.27.1 to i32
  %.35.1 = shl i32 %.34.1, 2
  %.36.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.35.1, i32 %t16)
  %t15.1 = select i1 %.33.1, i32 %.36.1, i32 %t16
  %t16.1 = add i32 %t15.1, %t16
  %.27.2 = add nuw nsw i64 %.26, 4
  %.28.2 = icmp ult i32 %.25, 60
  %.30.2 = and i64 %.27.2, 63
  %4 = shl nuw i64 1, %.30.2
  %5 = and i64 %4, %.29
  %.32.2 = icmp ne i64 %5, 0
  %.33.2 = and i1 %.28.2, %.32.2
  %.34.2 = trunc i64 %.27.2 to i32
  %.35.2 = shl i32 %.34.2, 2
  %.36.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.35.2, i32 %t16.1)
  %t15.2 = select i1 %.33.2, i32 %.36.2, i32 %t16.1
  %t16.2 = add i32 %t15.2, %t16.1
  %.27.3 = add nuw nsw i64 %.26, 2
  %.28.3 = icmp ult i32 %.25, 62
  %.30.3 = and i64 %.27.3, 63
  %6 = shl nuw i64 1, %.30.3
  %7 = and i64 %6, %.29
  %.32.3 = icmp ne i64 %7, 0
  %.33.3 = and i1 %.28.3, %.32.3
  %.34.3 = trunc i64 %.27.3 to i32
  %.35.3 = shl i32 %.34.3, 2
  %.36.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.35.3, i32 %t16.2)
  %t15.3 = select i1 %.33.3, i32 %.36.3, i32 %t16.2
  %t16.3 = add i32 %t15.3, %t16.2
  %.27.4 = add nuw nsw i64 %.26, 1
  %.34.4 = trunc i64 %.27.4 to i32
  %.35.4 = shl i32 %.34.4, 2
  %.36.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.35.4, i32 %t16.3)
  %t20 = icmp eq i32 %.25, 0
  br i1 %t20, label %b4, label %b5

b4:                                               ; preds = %entry
  %.30.4 = and i64 %.27.4, 63
  %8 = shl nuw i64 1, %.30.4
  %9 = and i64 %8, %.29
  %.32.4.not = icmp eq i64 %9, 0
  %t15.4 = select i1 %.32.4.not, i32 %t16.3, i32 %.36.4
  %t16.4 = add i32 %t15.4, %t16.3
  %t21 = sdiv i64 %t7, 32
  %t23 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t21
  store i32 %t16.4, ptr addrspace(1) %t23, align 4
  br label %b5

b5:                                               ; preds = %b4, %entry
  %.43 = xor i64 %.26, 1
  %.44 = icmp ult i64 %.43, 64
  %.45 = tail call i64 @llvm.read_register.i64(metadata !1) #13
  %.46 = and i64 %.43, 63
  %10 = shl nuw i64 1, %.46
  %11 = and i64 %.45, %10
  %.48 = icmp ne i64 %11, 0
  %.49 = and i1 %.44, %.48
  %.50 = trunc i64 %.43 to i32
  %.51 = shl i32 %.50, 2
  %.52 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.51, i32 %.22)
  %t28 = select i1 %.49, i32 %.52, i32 %.22
  %t29 = add i32 %t28, %.22
  %.43.1 = xor i64 %.26, 2
  %.44.1 = icmp ult i64 %.43.1, 64
  %.46.1 = and i64 %.43.1, 63
  %12 = shl nuw i64 1, %.46.1
  %13 = and i64 %.45, %12
  %.48.1 = icmp ne i64 %13, 0
  %.49.1 = and i1 %.44.1, %.48.1
  %.50.1 = trunc i64 %.43.1 to i32
  %.51.1 = shl i32 %.50.1, 2
  %.52.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.51.1, i32 %t29)
  %t28.1 = select i1 %.49.1, i32 %.52.1, i32 %t29
  %t29.1 = add i32 %t28.1, %t29
  %.43.2 = xor i64 %.26, 4
  %.44.2 = icmp ult i64 %.43.2, 64
  %.46.2 = and i64 %.43.2, 63
  %14 = shl nuw i64 1, %.46.2
  %15 = and i64 %.45, %14
  %.48.2 = icmp ne i64 %15, 0
  %.49.2 = and i1 %.44.2, %.48.2
  %.50.2 = trunc i64 %.43.2 to i32
  %.51.2 = shl i32 %.50.2, 2
  %.52.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.51.2, i32 %t29.1)
  %t28.2 = select i1 %.49.2, i32 %.52.2, i32 %t29.1
  %t29.2 = add i32 %t28.2, %t29.1
  %.43.3 = xor i64 %.26, 8
  %.44.3 = icmp ult i64 %.43.3, 64
  %.46.3 = and i64 %.43.3, 63
  %16 = shl nuw i64 1, %.46.3
  %17 = and i64 %.45, %16
  %.48.3 = icmp ne i64 %17, 0
  %.49.3 = and i1 %.44.3, %.48.3
  %.50.3 = trunc i64 %.43.3 to i32
  %.51.3 = shl i32 %.50.3, 2
  %.52.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.51.3, i32 %t29.2)
  %t28.3 = select i1 %.49.3, i32 %.52.3, i32 %t29.2
  %t29.3 = add i32 %t28.3, %t29.2
  %.43.4 = xor i64 %.26, 16
  %.44.4 = icmp ult i64 %.43.4, 64
  %.46.4 = and i64 %.43.4, 63
  %18 = shl nuw i64 1, %.46.4
  %19 = and i64 %.45, %18
  %.48.4 = icmp ne i64 %19, 0
  %.49.4 = and i1 %.44.4, %.48.4
  %.50.4 = trunc i64 %.43.4 to i32
  %.51.4 = shl i32 %.50.4, 2
  %.52.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.51.4, i32 %t29.3)
  %t28.4 = select i1 %.49.4, i32 %.52.4, i32 %t29.3
  %t29.4 = add i32 %t28.4, %t29.3
  %t32 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t7
  store i32 %t29.4, ptr addrspace(1) %t32, align 4
  %.59 = tail call i64 @llvm.read_register.i64(metadata !1) #13
  %20 = and i64 %.59, 32
  %.62.not = icmp eq i64 %20, 0
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 20, i32 %.22)
  %t33 = select i1 %.62.not, i32 %.22, i32 %.66
  %t35 = getelementptr inbounds i32, ptr addrspace(1) %a9, i64 %t7
  store i32 %t33, ptr addrspace(1) %t35, align 4
  %.71 = add nsw i64 %.26, -1
  %.72 = icmp ult i64 %.71, 64
  %.74 = and i64 %.71, 63
  %21 = shl nuw i64 1, %.74
  %22 = and i64 %21, %.59
  %.76 = icmp ne i64 %22, 0
  %.77 = and i1 %.72, %.76
  %.78 = trunc i64 %.71 to i32
  %.79 = shl i32 %.78, 2
  %.80 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.22)
  %t40 = select i1 %.77, i32 %.80, i32 %.22
  %t41.not.inv = icmp sgt i32 %.25, 0
  %t42 = select i1 %t41.not.inv, i32 %t40, i32 0
  %t43 = add i32 %t42, %.22
  %.71.1 = add nsw i64 %.26, -2
  %.72.1 = icmp ult i64 %.71.1, 64
  %.74.1 = and i64 %.71.1, 63
  %23 = shl nuw i64 1, %.74.1
  %24 = and i64 %23, %.59
  %.76.1 = icmp ne i64 %24, 0
  %.77.1 = and i1 %.72.1, %.76.1
  %.78.1 = trunc i64 %.71.1 to i32
  %.79.1 = shl i32 %.78.1, 2
  %.80.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79.1, i32 %t43)
  %t40.1 = select i1 %.77.1, i32 %.80.1, i32 %t43
  %t41.not.1 = icmp slt i32 %.25, 2
  %t42.1 = select i1 %t41.not.1, i32 0, i32 %t40.1
  %t43.1 = add i32 %t42.1, %t43
  %.71.2 = add nsw i64 %.26, -4
  %.72.2 = icmp ult i64 %.71.2, 64
  %.74.2 = and i64 %.71.2, 63
  %25 = shl nuw i64 1, %.74.2
  %26 = and i64 %25, %.59
  %.76.2 = icmp ne i64 %26, 0
  %.77.2 = and i1 %.72.2, %.76.2
  %.78.2 = trunc i64 %.71.2 to i32
  %.79.2 = shl i32 %.78.2, 2
  %.80.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79.2, i32 %t43.1)
  %t40.2 = select i1 %.77.2, i32 %.80.2, i32 %t43.1
  %t41.not.2 = icmp slt i32 %.25, 4
  %t42.2 = select i1 %t41.not.2, i32 0, i32 %t40.2
  %t43.2 = add i32 %t42.2, %t43.1
  %.71.3 = add nsw i64 %.26, -8
  %.72.3 = icmp ult i64 %.71.3, 64
  %.74.3 = and i64 %.71.3, 63
  %27 = shl nuw i64 1, %.74.3
  %28 = and i64 %27, %.59
  %.76.3 = icmp ne i64 %28, 0
  %.77.3 = and i1 %.72.3, %.76.3
  %.78.3 = trunc i64 %.71.3 to i32
  %.79.3 = shl i32 %.78.3, 2
  %.80.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79.3, i32 %t43.2)
  %t40.3 = select i1 %.77.3, i32 %.80.3, i32 %t43.2
  %t41.not.3 = icmp slt i32 %.25, 8
  %t42.3 = select i1 %t41.not.3, i32 0, i32 %t40.3
  %t43.3 = add i32 %t42.3, %t43.2
  %.71.4 = add nsw i64 %.26, -16
  %.72.4 = icmp ult i64 %.71.4, 64
  %.74.4 = and i64 %.71.4, 63
  %29 = shl nuw i64 1, %.74.4
  %30 = and i64 %29, %.59
  %.76.4 = icmp ne i64 %30, 0
  %.77.4 = and i1 %.72.4, %.76.4
  %.78.4 = trunc i64 %.71.4 to i32
  %.79.4 = shl i32 %.78.4, 2
  %.80.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79.4, i32 %t43.3)
  %t40.4 = select i1 %.77.4, i32 %.80.4, i32 %t43.3
  %t41.not.4 = icmp slt i32 %.25, 16
  %t42.4 = select i1 %t41.not.4, i32 0, i32 %t40.4
  %t43.4 = add i32 %t42.4, %t43.3
  %t46 = getelementptr inbounds i32, ptr addrspace(1) %a12, i64 %t7
  store i32 %t43.4, ptr addrspace(1) %t46, align 4
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eShflSum(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2) local_unnamed_addr #0 {
entry:
  %.5 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.6 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.5)
  %.7 = zext i32 %.6 to i64
  %.8 = add nuw nsw i64 %.7, 16
  %.9 = icmp ult i32 %.6, 48
  %.10 = tail call i64 @llvm.read_register.i64(metadata !1) #13
  %.11 = and i64 %.8, 63
  %0 = shl nuw i64 1, %.11
  %1 = and i64 %0, %.10
  %.13 = icmp ne i64 %1, 0
  %.14 = and i1 %.9, %.13
  %.15 = trunc i64 %.8 to i32
  %.16 = shl i32 %.15, 2
  %.17 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.16, i32 1)
  %.17.op = add i32 %.17, 1
  %t5 = select i1 %.14, i32 %.17.op, i32 2
  %.8.1 = add nuw nsw i64 %.7, 8
  %.9.1 = icmp ult i32 %.6, 56
  %.11.1 = and i64 %.8.1, 63
  %2 = shl nuw i64 1, %.11.1
  %3 = and i64 %2, %.10
  %.13.1 = icmp ne i64 %3, 0
  %.14.1 = and i1 %.9.1, %.13.1
  %.15.1 = trunc i64 %.8.1 to i32
  %.16.1 = shl i32 %.15.1, 2
  %.17.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.16.1, i32 %t5)
  %t4.1 = select i1 %.14.1, i32 %.17.1, i32 %t5
  %t5.1 = add i32 %t4.1, %t5
  %.8.2 = add nuw nsw i64 %.7, 4
  %.9.2 = icmp ult i32 %.6, 60
  %.11.2 = and i64 %.8.2, 63
  %4 = shl nuw i64 1, %.11.2
  %5 = and i64 %4, %.10
  %.13.2 = icmp ne i64 %5, 0
  %.14.2 = and i1 %.9.2, %.13.2
  %.15.2 = trunc i64 %.8.2 to i32
  %.16.2 = shl i32 %.15.2, 2
  %.17.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.16.2, i32 %t5.1)
  %t4.2 = select i1 %.14.2, i32 %.17.2, i32 %t5.1
  %t5.2 = add i32 %t4.2, %t5.1
  %.8.3 = add nuw nsw i64 %.7, 2
  %.9.3 = icmp ult i32 %.6, 62
  %.11.3 = and i64 %.8.3, 63
  %6 = shl nuw i64 1, %.11.3
  %7 = and i64 %6, %.10
  %.13.3 = icmp ne i64 %7, 0
  %.14.3 = and i1 %.9.3, %.13.3
  %.15.3 = trunc i64 %.8.3 to i32
  %.16.3 = shl i32 %.15.3, 2
  %.17.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.16.3, i32 %t5.2)
  %t4.3 = select i1 %.14.3, i32 %.17.3, i32 %t5.2
  %t5.3 = add i32 %t4.3, %t5.2
  %.8.4 = add nuw nsw i64 %.7, 1
  %.15.4 = trunc i64 %.8.4 to i32
  %.16.4 = shl i32 %.15.4, 2
  %.17.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.16.4, i32 %t5.3)
  %t9 = icmp eq i32 %.6, 0
  br i1 %t9, label %b4, label %b5

b4:                                               ; preds = %entry
  %.11.4 = and i64 %.8.4, 63
  %8 = shl nuw i64 1, %.11.4
  %9 = and i64 %8, %.10
  %.13.4.not = icmp eq i64 %9, 0
  %t4.4 = select i1 %.13.4.not, i32 %t5.3, i32 %.17.4
  %t5.4 = add i32 %t4.4, %t5.3
  %t12 = atomicrmw add ptr addrspace(1) %a0, i32 %t5.4 syncscope("agent") monotonic, align 4
  br label %b5

b5:                                               ; preds = %b4, %entry
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eXorClamp(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 {
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
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7
  %.13 = load i32, ptr addrspace(1) %t9, align 4, !amdgpu.noclobber !0
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.16 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.15)
  %.17 = zext i32 %.16 to i64
  %.18 = xor i64 %.17, 16
  %.19 = icmp ult i64 %.18, 64
  %.20 = tail call i64 @llvm.read_register.i64(metadata !1) #13
  %.21 = and i64 %.18, 63
  %0 = shl nuw i64 1, %.21
  %1 = and i64 %0, %.20
  %.23 = icmp ne i64 %1, 0
  %.24 = and i1 %.19, %.23
  %.25 = trunc i64 %.18 to i32
  %.26 = shl i32 %.25, 2
  %.27 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26, i32 %.13)
  %t15 = select i1 %.24, i32 %.27, i32 %.13
  %t16 = add i32 %t15, %.13
  %2 = icmp ult i32 %t16, 41
  %t21 = ashr i32 %t16, 2
  %t19 = select i1 %2, i32 %t16, i32 %t21
  %.18.1 = xor i64 %.17, 8
  %.19.1 = icmp ult i64 %.18.1, 64
  %.21.1 = and i64 %.18.1, 63
  %3 = shl nuw i64 1, %.21.1
  %4 = and i64 %3, %.20
  %.23.1 = icmp ne i64 %4, 0
  %.24.1 = and i1 %.19.1, %.23.1
  %.25.1 = trunc i64 %.18.1 to i32
  %.26.1 = shl i32 %.25.1, 2
  %.27.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26.1, i32 %t19)
  %t15.1 = select i1 %.24.1, i32 %.27.1, i32 %t19
  %t16.1 = add i32 %t15.1, %t19
  %5 = icmp ult i32 %t16.1, 41
  %t21.1 = ashr i32 %t16.1, 2
  %t19.1 = select i1 %5, i32 %t16.1, i32 %t21.1
  %.18.2 = xor i64 %.17, 4
  %.19.2 = icmp ult i64 %.18.2, 64
  %.21.2 = and i64 %.18.2, 63
  %6 = shl nuw i64 1, %.21.2
  %7 = and i64 %6, %.20
  %.23.2 = icmp ne i64 %7, 0
  %.24.2 = and i1 %.19.2, %.23.2
  %.25.2 = trunc i64 %.18.2 to i32
  %.26.2 = shl i32 %.25.2, 2
  %.27.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26.2, i32 %t19.1)
  %t15.2 = select i1 %.24.2, i32 %.27.2, i32 %t19.1
  %t16.2 = add i32 %t15.2, %t19.1
  %8 = icmp ult i32 %t16.2, 41
  %t21.2 = ashr i32 %t16.2, 2
  %t19.2 = select i1 %8, i32 %t16.2, i32 %t21.2
  %.18.3 = xor i64 %.17, 2
  %.19.3 = icmp ult i64 %.18.3, 64
  %.21.3 = and i64 %.18.3, 63
  %9 = shl nuw i64 1, %.21.3
  %10 = and i64 %9, %.20
  %.23.3 = icmp ne i64 %10, 0
  %.24.3 = and i1 %.19.3, %.23.3
  %.25.3 = trunc i64 %.18.3 to i32
  %.26.3 = shl i32 %.25.3, 2
  %.27.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26.3, i32 %t19.2)
  %t15.3 = select i1 %.24.3, i32 %.27.3, i32 %t19.2
  %t16.3 = add i32 %t15.3, %t19.2
  %11 = icmp ult i32 %t16.3, 41
  %t21.3 = ashr i32 %t16.3, 2
  %t19.3 = select i1 %11, i32 %t16.3, i32 %t21.3
  %.18.4 = xor i64 %.17, 1
  %.19.4 = icmp ult i64 %.18.4, 64
  %.21.4 = and i64 %.18.4, 63
  %12 = shl nuw i64 1, %.21.4
  %13 = and i64 %12, %.20
  %.23.4 = icmp ne i64 %13, 0
  %.24.4 = and i1 %.19.4, %.23.4
  %.25.4 = trunc i64 %.18.4 to i32
  %.26.4 = shl i32 %.25.4, 2
  %.27.4 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26.4, i32 %t19.3)
  %t15.4 = select i1 %.24.4, i32 %.27.4, i32 %t19.3
  %t16.4 = add i32 %t15.4, %t19.3
  %14 = icmp ult i32 %t16.4, 41
  %t21.4 = ashr i32 %t16.4, 2
  %t19.4 = select i1 %14, i32 %t16.4, i32 %t21.4
  %t23 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7
  store i32 %t19.4, ptr addrspace(1) %t23, align 4
  ret void
}

; Function Attrs: nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eHistogram(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture %a12, i64 %a13, i64 %a14) local_unnamed_addr #1 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.16 to i64
  %.17 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.18 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 4
  %.19 = load i16, ptr addrspace(4) %.18, align 4, !invariant.load !0
  %.20 = zext i16 %.19 to i32
  %t3 = zext i16 %.19 to i64
  %t4 = mul nsw i64 %t3, %t1
  %.21 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.21 to i64
  %t7 = add nsw i64 %t4, %t6
  %.23 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 12
  %.24 = load i32, ptr addrspace(4) %.23, align 4, !invariant.load !0
  %.29 = add nsw i32 %.20, -1
  %.30 = add i32 %.29, %.24
  %.31 = udiv i32 %.30, %.20
  %t15 = sext i32 %.31 to i64
  %t16 = mul nsw i64 %t15, %t3
  %t181 = icmp slt i64 %t7, %a1
  br i1 %t181, label %b2, label %b3

b2:                                               ; preds = %entry, %cas.done.36
  %t172 = phi i64 [ %t30, %cas.done.36 ], [ %t7, %entry ]
  %t19 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t172
  %.32 = load i32, ptr addrspace(1) %t19, align 4
  %t21 = sext i32 %.32 to i64
  %t22 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t21
  %t23 = atomicrmw add ptr addrspace(1) %t22, i32 1 syncscope("agent") monotonic, align 4
  %t24 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t21
  %t25 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t172
  %.33 = load float, ptr addrspace(1) %t25, align 4
  %t27 = atomicrmw fadd ptr addrspace(1) %t24, float %.33 syncscope("agent") monotonic, align 4
  %t28 = getelementptr inbounds i8, ptr addrspace(1) %a12, i64 %t21
  %.34 = load atomic i8, ptr addrspace(1) %t28 monotonic, align 1
  br label %cas.35

cas.35:                                           ; preds = %cas.35, %b2
  %.37 = phi i8 [ %.34, %b2 ], [ %.38, %cas.35 ]
  %.39 = add i8 %.37, 1
  %.40 = cmpxchg ptr addrspace(1) %t28, i8 %.37, i8 %.39 syncscope("agent") monotonic monotonic, align 1
  %.38 = extractvalue { i8, i1 } %.40, 0
  %.41 = extractvalue { i8, i1 } %.40, 1
  br i1 %.41, label %cas.done.36, label %cas.35

cas.done.36:                                      ; preds = %cas.35
  %t30 = add i64 %t172, %t16
  %t18 = icmp slt i64 %t30, %a1
  br i1 %t18, label %b2, label %b3

b3:                                               ; preds = %cas.done.36, %entry
  ret void
}

; Function Attrs: nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAtomicOps(i64 %a0, ptr addrspace(1) nocapture %a1, i64 %a2, i64 %a3, ptr addrspace(1) nocapture %a4, i64 %a5, i64 %a6, ptr addrspace(1) nocapture %a7, i64 %a8, i64 %a9, ptr addrspace(1) nocapture %a10, i64 %a11, i64 %a12, ptr addrspace(1) nocapture %a13, i64 %a14, i64 %a15) local_unnamed_addr #1 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.16 to i64
  %.17 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.18 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 4
  %.19 = load i16, ptr addrspace(4) %.18, align 4, !invariant.load !0
  %t3 = zext i16 %.19 to i64
  %t4 = mul nsw i64 %t3, %t1
  %.21 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.21 to i64
  %t7 = add nsw i64 %t4, %t6
  %t8 = mul nsw i64 %t7, 7919
  %.22 = icmp eq i64 %a0, 0
  %0 = add i64 %a0, 1
  %1 = icmp ult i64 %0, 2
  %.25 = select i1 %1, i64 1, i64 %a0
  %.26 = srem i64 %t8, %.25
  %.27 = select i1 %.22, i64 %t8, i64 %.26
  %t12 = atomicrmw max ptr addrspace(1) %a1, i64 %.27 syncscope("agent") monotonic, align 8
  %t15 = add nsw i64 %.27, -100
  %t16 = atomicrmw min ptr addrspace(1) %a4, i64 %t15 syncscope("agent") monotonic, align 8
  %t19 = sitofp i64 %.27 to double
  %t20 = fmul double %t19, 5.000000e-01
  %.28 = load atomic i64, ptr addrspace(1) %a7 monotonic, align 8
  %.38 = bitcast double %t20 to i64
  br label %cas.29

cas.29:                                           ; preds = %cas.29, %entry
  %.31 = phi i64 [ %.28, %entry ], [ %.32, %cas.29 ]
  %.33 = bitcast i64 %.31 to double
  %.34 = fcmp olt double %t20, %.33
  %.35 = select i1 %.34, double %.33, double %t20
  %.36 = fcmp oeq double %t20, %.33
  %.39 = and i64 %.31, %.38
  %.40 = bitcast i64 %.39 to double
  %.41 = select i1 %.36, double %.40, double %.35
  %.42 = fcmp uno double %.33, 0.000000e+00
  %.43 = select i1 %.42, double %.33, double %.41
  %.46 = bitcast double %.43 to i64
  %.47 = cmpxchg ptr addrspace(1) %a7, i64 %.31, i64 %.46 syncscope("agent") monotonic monotonic, align 8
  %.32 = extractvalue { i64, i1 } %.47, 0
  %.48 = extractvalue { i64, i1 } %.47, 1
  br i1 %.48, label %cas.done.30, label %cas.29

cas.done.30:                                      ; preds = %cas.29
  %.49 = load atomic i16, ptr addrspace(1) %a13 monotonic, align 2
  br label %cas.50

cas.50:                                           ; preds = %cas.50, %cas.done.30
  %.52 = phi i16 [ %.49, %cas.done.30 ], [ %.53, %cas.50 ]
  %.54 = cmpxchg ptr addrspace(1) %a13, i16 %.52, i16 1 syncscope("agent") monotonic monotonic, align 2
  %.53 = extractvalue { i16, i1 } %.54, 0
  %.55 = extractvalue { i16, i1 } %.54, 1
  br i1 %.55, label %b1, label %cas.50

b1:                                               ; preds = %cas.50, %cas.done.58
  %.56 = load atomic i16, ptr addrspace(1) %a10 monotonic, align 2
  br label %cas.57

cas.57:                                           ; preds = %cas.57, %b1
  %.59 = phi i16 [ %.56, %b1 ], [ %.60, %cas.57 ]
  %.62 = cmpxchg ptr addrspace(1) %a10, i16 %.59, i16 %.59 syncscope("agent") monotonic monotonic, align 2
  %.60 = extractvalue { i16, i1 } %.62, 0
  %.63 = extractvalue { i16, i1 } %.62, 1
  br i1 %.63, label %cas.done.58, label %cas.57

cas.done.58:                                      ; preds = %cas.57
  %t28 = add i16 %.59, 1
  %.64 = cmpxchg ptr addrspace(1) %a10, i16 %.59, i16 %t28 syncscope("agent") monotonic monotonic, align 2
  %t30 = extractvalue { i16, i1 } %.64, 1
  br i1 %t30, label %b2, label %b1

b2:                                               ; preds = %cas.done.58
  ret void
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eTranspose(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9) local_unnamed_addr #2 {
entry:
  %.11 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t2 = sext i32 %.11 to i64
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %t4 = sext i32 %.12 to i64
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t6 = sext i32 %.13 to i64
  %t7 = shl nsw i64 %t6, 4
  %.14 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %t9 = sext i32 %.14 to i64
  %t10 = shl nsw i64 %t9, 4
  %t11 = add nsw i64 %t10, %t4
  %t12 = add nsw i64 %t7, %t2
  %t14 = icmp slt i64 %t11, %a1
  %t16 = icmp slt i64 %t12, %a2
  %or.cond = select i1 %t14, i1 %t16, i1 false
  br i1 %or.cond, label %b2, label %b3

b2:                                               ; preds = %entry
  %t17 = getelementptr inbounds [68 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eTranspose.shared.0, i32 %.12
  %t19 = mul i64 %t11, %a3
  %t21 = mul i64 %t12, %a4
  %t22 = add i64 %t21, %t19
  %t24 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t22
  %.15 = load float, ptr addrspace(1) %t24, align 4, !amdgpu.noclobber !0
  %t26 = getelementptr inbounds float, ptr addrspace(3) %t17, i32 %.11
  store float %.15, ptr addrspace(3) %t26, align 4
  br label %b3

b3:                                               ; preds = %b2, %entry
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t27 = add nsw i64 %t7, %t4
  %t28 = add nsw i64 %t10, %t2
  %t30 = icmp slt i64 %t27, %a6
  %t32 = icmp slt i64 %t28, %a7
  %or.cond1 = select i1 %t30, i1 %t32, i1 false
  br i1 %or.cond1, label %b5, label %b6

b5:                                               ; preds = %b3
  %t33 = getelementptr inbounds [68 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eTranspose.shared.0, i32 %.11
  %t34 = getelementptr inbounds float, ptr addrspace(3) %t33, i32 %.12
  %.16 = load float, ptr addrspace(3) %t34, align 4
  %t37 = mul i64 %t27, %a8
  %t39 = mul i64 %t28, %a9
  %t40 = add i64 %t39, %t37
  %t42 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t40
  store float %.16, ptr addrspace(1) %t42, align 4
  br label %b6

b6:                                               ; preds = %b5, %b3
  ret void
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eEarlyReturn(i64 %a0, ptr addrspace(1) nocapture writeonly %a1, i64 %a2, i64 %a3) local_unnamed_addr #2 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t2 = sext i32 %.4 to i64
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !invariant.load !0
  %t4 = zext i16 %.7 to i64
  %t5 = mul nsw i64 %t4, %t2
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t7 = sext i32 %.9 to i64
  %t8 = add nsw i64 %t5, %t7
  %t9.not = icmp slt i64 %t8, %a0
  br i1 %t9.not, label %b2, label %common.ret

common.ret:                                       ; preds = %entry, %b2
  ret void

b2:                                               ; preds = %entry
  %t10 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eEarlyReturn.shared.0, i32 %.9
  store i64 %t8, ptr addrspace(3) %t10, align 8
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %.10 = load i64, ptr addrspace(3) %t10, align 8
  %t12 = shl i64 %.10, 1
  %t14 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t8
  store i64 %t12, ptr addrspace(1) %t14, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDynReverse(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #2 {
entry:
  %.4 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t5 = sext i32 %.9 to i64
  %.11 = getelementptr inbounds i8, ptr addrspace(4) %.4, i64 4
  %.12 = load i16, ptr addrspace(4) %.11, align 4, !invariant.load !0
  %t7 = zext i16 %.12 to i64
  %t8 = sitofp i32 %.9 to double
  %t9 = fmul double %t8, 1.500000e+00
  %t10 = getelementptr inbounds double, ptr addrspace(3) @__kern_dynshared, i32 %.9
  store double %t9, ptr addrspace(3) %t10, align 8
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %.14 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t12 = sext i32 %.14 to i64
  %t13 = mul nsw i64 %t7, %t12
  %t14 = add nsw i64 %t13, %t5
  %0 = xor i64 %t5, -1
  %t16 = add nsw i64 %t7, %0
  %1 = trunc i64 %t16 to i32
  %t17 = getelementptr inbounds double, ptr addrspace(3) @__kern_dynshared, i32 %1
  %.15 = load double, ptr addrspace(3) %t17, align 8
  %t20 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t14
  store double %.15, ptr addrspace(1) %t20, align 8
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eScatter(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #3 {
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
  %t13 = sitofp i64 %t7 to float
  %t11 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7
  %.13 = load i32, ptr addrspace(1) %t11, align 4, !amdgpu.noclobber !0
  %t14 = sext i32 %.13 to i64
  %t16 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t14
  store float %t13, ptr addrspace(1) %t16, align 4
  br label %b2

b2:                                               ; preds = %b1, %entry
  ret void
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSharedRace(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #2 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workitem.id.x()
  store i32 %.4, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSharedRace.shared.0.0, align 4
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t5 = icmp eq i32 %.4, 0
  br i1 %t5, label %b1, label %b2

b1:                                               ; preds = %entry
  %.5 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSharedRace.shared.0.0, align 4
  store i32 %.5, ptr addrspace(1) %a0, align 4
  br label %b2

b2:                                               ; preds = %b1, %entry
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eParams7(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, i64 %a3, i32 %a4, i16 %a5, double %a6, i8 %a7, ptr addrspace(1) nocapture writeonly %a8, i64 %a9, i64 %a10) local_unnamed_addr #3 {
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
  %t9 = icmp slt i64 %t7, %a9
  br i1 %t9, label %b1, label %b2

b1:                                               ; preds = %entry
  %t11 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t7
  %.13 = load i64, ptr addrspace(1) %t11, align 8, !amdgpu.noclobber !0
  %t13 = mul i64 %.13, %a3
  %t14 = sext i32 %a4 to i64
  %t16 = zext i16 %a5 to i64
  %.14 = fcmp oge double %a6, 0xC3E0000000000000
  %.15 = fcmp olt double %a6, 0x43E0000000000000
  %.16 = and i1 %.14, %.15
  %0 = fptosi double %a6 to i64
  %.19 = select i1 %.16, i64 %0, i64 -9223372036854775808
  %t20 = sext i8 %a7 to i64
  %t15 = add nsw i64 %t16, %t14
  %t17 = add nsw i64 %t15, %t20
  %t19 = add i64 %t17, %.19
  %t21 = add i64 %t19, %t13
  %t23 = getelementptr inbounds i64, ptr addrspace(1) %a8, i64 %t7
  store i64 %t21, ptr addrspace(1) %t23, align 8
  br label %b2

b2:                                               ; preds = %b1, %entry
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eParams8(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, float %a6, i32 %a7, i8 %a8, i64 %a9, i8 %a10, ptr addrspace(1) nocapture writeonly %a11, i64 %a12, i64 %a13) local_unnamed_addr #3 {
entry:
  %.11 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = sext i32 %.11 to i64
  %.12 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.13 = getelementptr inbounds i8, ptr addrspace(4) %.12, i64 4
  %.14 = load i16, ptr addrspace(4) %.13, align 4, !invariant.load !0
  %t3 = zext i16 %.14 to i64
  %t4 = mul nsw i64 %t3, %t1
  %.16 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t6 = sext i32 %.16 to i64
  %t7 = add nsw i64 %t4, %t6
  %t9 = icmp slt i64 %t7, %a12
  br i1 %t9, label %b1, label %b4

b1:                                               ; preds = %entry
  %.7.not = icmp eq i8 %a10, 0
  %t11 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t7
  %.17 = load float, ptr addrspace(1) %t11, align 4, !amdgpu.noclobber !0
  %t13 = fmul float %.17, %a6
  %t15 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t7
  %.18 = load float, ptr addrspace(1) %t15, align 4, !amdgpu.noclobber !0
  %t17 = fsub float %t13, %.18
  %t18 = sitofp i32 %a7 to float
  %t19 = fadd float %t17, %t18
  %t20 = uitofp i8 %a8 to float
  %t21 = fadd float %t19, %t20
  %t22 = sitofp i64 %a9 to float
  %t23 = fadd float %t21, %t22
  %t24 = fneg float %t23
  %spec.select = select i1 %.7.not, float %t23, float %t24
  %t27 = getelementptr inbounds float, ptr addrspace(1) %a11, i64 %t7
  store float %spec.select, ptr addrspace(1) %t27, align 4
  br label %b4

b4:                                               ; preds = %b1, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, float %a4, ptr addrspace(1) readonly %a5, float %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #4 {
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, float %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #4 {
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
  %t147 = fmul float %t139, 4.000000e+00
  %21 = insertelement <2 x float> poison, float %t142, i64 0
  %22 = insertelement <2 x float> %21, float %t147, i64 1
  %23 = insertelement <2 x float> %21, float %t145, i64 1
  %24 = fmul <2 x float> %22, %23
  %shift = shufflevector <2 x float> %24, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %25 = fsub <2 x float> %24, %shift
  %t149 = extractelement <2 x float> %25, i64 0
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) readonly %a5, double %a6, ptr addrspace(1) nocapture writeonly %a7) local_unnamed_addr #4 {
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDisc_5bfloat64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, double %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) nocapture writeonly %a40, i64 %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48) local_unnamed_addr #4 {
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
  %t146 = fmul double %t142, %t142
  %t147 = fmul double %t139, 4.000000e+00
  %t148 = fmul double %t147, %t145
  %t149 = fsub double %t146, %t148
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

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i32 %a2, ptr addrspace(1) readonly %a3, i32 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 {
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i32 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i32 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 {
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
  br i1 %t221, label %b2.lr.ph, label %b23

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

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t121, %b22 ]
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
  %t113 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t110
  %.115 = load i32, ptr addrspace(1) %t113, align 4
  br label %b20

b20:                                              ; preds = %b19, %b18
  %t115 = phi i32 [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds i32, ptr addrspace(1) %a20, i64 %t111
  %.116 = load i32, ptr addrspace(1) %t116, align 4
  br label %b22

b22:                                              ; preds = %b21, %b20
  %t118 = phi i32 [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = add i32 %t118, %t115
  %t120 = getelementptr inbounds i32, ptr addrspace(1) %a30, i64 %t112
  store i32 %t119, ptr addrspace(1) %t120, align 4
  %t121 = add i64 %t212, %t12
  %t22 = icmp slt i64 %t121, %a0
  br i1 %t22, label %b2, label %b23

b23:                                              ; preds = %b22, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) readonly %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 {
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bint64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 {
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
  br i1 %t221, label %b2.lr.ph, label %b23

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

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t121, %b22 ]
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
  %t119 = add i64 %t118, %t115
  %t120 = getelementptr inbounds i64, ptr addrspace(1) %a30, i64 %t112
  store i64 %t119, ptr addrspace(1) %t120, align 8
  %t121 = add i64 %t212, %t12
  %t22 = icmp slt i64 %t121, %a0
  br i1 %t22, label %b2, label %b23

b23:                                              ; preds = %b22, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat32_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, float %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 {
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
  %t15 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t132
  %.17 = load float, ptr addrspace(1) %t15, align 4
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t17 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t132
  %.18 = load float, ptr addrspace(1) %t18, align 4
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t20 = phi float [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = fadd float %t17, %t20
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t132
  store float %t21, ptr addrspace(1) %t22, align 4
  %t23 = add i64 %t132, %t12
  %t14 = icmp slt i64 %t23, %a0
  br i1 %t14, label %b2, label %b7

b7:                                               ; preds = %b6, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat32_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, float %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 {
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
  br i1 %t221, label %b2.lr.ph, label %b23

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

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t121, %b22 ]
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
  %t113 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t110
  %.115 = load float, ptr addrspace(1) %t113, align 4
  br label %b20

b20:                                              ; preds = %b19, %b18
  %t115 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t111
  %.116 = load float, ptr addrspace(1) %t116, align 4
  br label %b22

b22:                                              ; preds = %b21, %b20
  %t118 = phi float [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = fadd float %t115, %t118
  %t120 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t112
  store float %t119, ptr addrspace(1) %t120, align 4
  %t121 = add i64 %t212, %t12
  %t22 = icmp slt i64 %t121, %a0
  br i1 %t22, label %b2, label %b23

b23:                                              ; preds = %b22, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat64_5d_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 {
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAdd_5bfloat64_5d_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 {
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
  br i1 %t221, label %b2.lr.ph, label %b23

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

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t121, %b22 ]
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
  %t113 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t110
  %.115 = load double, ptr addrspace(1) %t113, align 8
  br label %b20

b20:                                              ; preds = %b19, %b18
  %t115 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t111
  %.116 = load double, ptr addrspace(1) %t116, align 8
  br label %b22

b22:                                              ; preds = %b21, %b20
  %t118 = phi double [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = fadd double %t115, %t118
  %t120 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t112
  store double %t119, ptr addrspace(1) %t120, align 8
  %t121 = add i64 %t212, %t12
  %t22 = icmp slt i64 %t121, %a0
  br i1 %t22, label %b2, label %b23

b23:                                              ; preds = %b22, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eQuo_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) readonly %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 {
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
  %.19 = icmp eq i64 %t20, 0
  %.20 = icmp eq i64 %t20, -1
  %0 = add i64 %t20, 1
  %1 = icmp ult i64 %0, 2
  %.22 = select i1 %1, i64 1, i64 %t20
  %.23 = sdiv i64 %t17, %.22
  %.24 = sub i64 0, %t17
  %.25 = select i1 %.20, i64 %.24, i64 %.23
  %.26 = select i1 %.19, i64 -1, i64 %.25
  %t22 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t132
  store i64 %.26, ptr addrspace(1) %t22, align 8
  %t23 = add i64 %t132, %t12
  %t14 = icmp slt i64 %t23, %a0
  br i1 %t14, label %b2, label %b7

b7:                                               ; preds = %b6, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eQuo_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 {
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
  br i1 %t221, label %b2.lr.ph, label %b23

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

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t121, %b22 ]
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
  %.117 = icmp eq i64 %t118, 0
  %.118 = icmp eq i64 %t118, -1
  %21 = add i64 %t118, 1
  %22 = icmp ult i64 %21, 2
  %.120 = select i1 %22, i64 1, i64 %t118
  %.121 = sdiv i64 %t115, %.120
  %.122 = sub i64 0, %t115
  %.123 = select i1 %.118, i64 %.122, i64 %.121
  %.124 = select i1 %.117, i64 -1, i64 %.123
  %t120 = getelementptr inbounds i64, ptr addrspace(1) %a30, i64 %t112
  store i64 %.124, ptr addrspace(1) %t120, align 8
  %t121 = add i64 %t212, %t12
  %t22 = icmp slt i64 %t121, %a0
  br i1 %t22, label %b2, label %b23

b23:                                              ; preds = %b22, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eFMA_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, double %a2, ptr addrspace(1) readonly %a3, double %a4, ptr addrspace(1) readonly %a5, double %a6, ptr addrspace(1) readonly %a7, double %a8, ptr addrspace(1) nocapture writeonly %a9) local_unnamed_addr #4 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null
  %t1.not = icmp eq ptr addrspace(1) %a3, null
  %t2.not = icmp eq ptr addrspace(1) %a5, null
  %t3.not = icmp eq ptr addrspace(1) %a7, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t5 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t7 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t9 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t11 = sext i32 %.16 to i64
  %t12 = mul nsw i64 %t9, %t7
  %t13 = add nsw i64 %t12, %t5
  %t14 = mul nsw i64 %t11, %t9
  %t161 = icmp slt i64 %t13, %a0
  br i1 %t161, label %b2, label %b11

b2:                                               ; preds = %entry, %b10
  %t152 = phi i64 [ %t33, %b10 ], [ %t13, %entry ]
  br i1 %t0.not, label %b4, label %b3

b3:                                               ; preds = %b2
  %t17 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t152
  %.17 = load double, ptr addrspace(1) %t17, align 8
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t19 = phi double [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5

b5:                                               ; preds = %b4
  %t20 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t152
  %.18 = load double, ptr addrspace(1) %t20, align 8
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t22 = phi double [ %.18, %b5 ], [ %a4, %b4 ]
  br i1 %t2.not, label %b8, label %b7

b7:                                               ; preds = %b6
  %t23 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t152
  %.19 = load double, ptr addrspace(1) %t23, align 8
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t25 = phi double [ %.19, %b7 ], [ %a6, %b6 ]
  br i1 %t3.not, label %b10, label %b9

b9:                                               ; preds = %b8
  %t26 = getelementptr inbounds double, ptr addrspace(1) %a7, i64 %t152
  %.20 = load double, ptr addrspace(1) %t26, align 8
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t28 = phi double [ %.20, %b9 ], [ %a8, %b8 ]
  %t29 = fmul double %t19, %t22
  %t30 = fmul double %t25, %t28
  %t31 = fadd double %t29, %t30
  %t32 = getelementptr inbounds double, ptr addrspace(1) %a9, i64 %t152
  store double %t31, ptr addrspace(1) %t32, align 8
  %t33 = add i64 %t152, %t14
  %t16 = icmp slt i64 %t33, %a0
  br i1 %t16, label %b2, label %b11

b11:                                              ; preds = %b10, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eFMA_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, double %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, double %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) readonly %a30, double %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38, i64 %a39, ptr addrspace(1) readonly %a40, double %a41, i64 %a42, i64 %a43, i64 %a44, i64 %a45, i64 %a46, i64 %a47, i64 %a48, i64 %a49, ptr addrspace(1) nocapture writeonly %a50, i64 %a51, i64 %a52, i64 %a53, i64 %a54, i64 %a55, i64 %a56, i64 %a57, i64 %a58) local_unnamed_addr #4 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null
  %t1.not = icmp eq ptr addrspace(1) %a20, null
  %t2.not = icmp eq ptr addrspace(1) %a30, null
  %t3.not = icmp eq ptr addrspace(1) %a40, null
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t5 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t7 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t9 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t11 = sext i32 %.16 to i64
  %t12 = mul nsw i64 %t9, %t7
  %t13 = add nsw i64 %t12, %t5
  %t14 = mul nsw i64 %t11, %t9
  %t15 = icmp sgt i64 %a1, 7
  %t16 = icmp sgt i64 %a1, 6
  %t17 = icmp sgt i64 %a1, 5
  %t18 = icmp sgt i64 %a1, 4
  %t19 = icmp sgt i64 %a1, 3
  %t20 = icmp sgt i64 %a1, 2
  %t21 = icmp sgt i64 %a1, 1
  %t22 = icmp sgt i64 %a1, 0
  %t241 = icmp slt i64 %t13, %a0
  br i1 %t241, label %b2.lr.ph, label %b27

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

b2:                                               ; preds = %b2.lr.ph, %b26
  %t232 = phi i64 [ %t13, %b2.lr.ph ], [ %t177, %b26 ]
  br i1 %t15, label %b3, label %b4

b3:                                               ; preds = %b2
  %t232.frozen = freeze i64 %t232
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t232.frozen, %.20.frozen
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t232.frozen, %14
  %.22 = select i1 %.17, i64 %t232, i64 %.21.decomposed
  %.28 = sub i64 0, %t232
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t27 = mul i64 %.22, %a19
  %t28 = mul i64 %.22, %a29
  %t29 = mul i64 %.22, %a39
  %t30 = mul i64 %.22, %a49
  %t31 = mul i64 %.22, %a58
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t32 = phi i64 [ %.30, %b3 ], [ %t232, %b2 ]
  %t33 = phi i64 [ %t27, %b3 ], [ 0, %b2 ]
  %t34 = phi i64 [ %t28, %b3 ], [ 0, %b2 ]
  %t35 = phi i64 [ %t29, %b3 ], [ 0, %b2 ]
  %t36 = phi i64 [ %t30, %b3 ], [ 0, %b2 ]
  %t37 = phi i64 [ %t31, %b3 ], [ 0, %b2 ]
  br i1 %t16, label %b5, label %b6

b5:                                               ; preds = %b4
  %t32.frozen = freeze i64 %t32
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t32.frozen, %.34.frozen
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t32.frozen, %15
  %.36 = select i1 %.31, i64 %t32, i64 %.35.decomposed
  %.42 = sub i64 0, %t32
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t40 = mul i64 %.36, %a18
  %t41 = add i64 %t40, %t33
  %t42 = mul i64 %.36, %a28
  %t43 = add i64 %t42, %t34
  %t44 = mul i64 %.36, %a38
  %t45 = add i64 %t44, %t35
  %t46 = mul i64 %.36, %a48
  %t47 = add i64 %t46, %t36
  %t48 = mul i64 %.36, %a57
  %t49 = add i64 %t48, %t37
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t50 = phi i64 [ %.44, %b5 ], [ %t32, %b4 ]
  %t51 = phi i64 [ %t41, %b5 ], [ %t33, %b4 ]
  %t52 = phi i64 [ %t43, %b5 ], [ %t34, %b4 ]
  %t53 = phi i64 [ %t45, %b5 ], [ %t35, %b4 ]
  %t54 = phi i64 [ %t47, %b5 ], [ %t36, %b4 ]
  %t55 = phi i64 [ %t49, %b5 ], [ %t37, %b4 ]
  br i1 %t17, label %b7, label %b8

b7:                                               ; preds = %b6
  %t50.frozen = freeze i64 %t50
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t50.frozen, %.48.frozen
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t50.frozen, %16
  %.50 = select i1 %.45, i64 %t50, i64 %.49.decomposed
  %.56 = sub i64 0, %t50
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t58 = mul i64 %.50, %a17
  %t59 = add i64 %t58, %t51
  %t60 = mul i64 %.50, %a27
  %t61 = add i64 %t60, %t52
  %t62 = mul i64 %.50, %a37
  %t63 = add i64 %t62, %t53
  %t64 = mul i64 %.50, %a47
  %t65 = add i64 %t64, %t54
  %t66 = mul i64 %.50, %a56
  %t67 = add i64 %t66, %t55
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t68 = phi i64 [ %.58, %b7 ], [ %t50, %b6 ]
  %t69 = phi i64 [ %t59, %b7 ], [ %t51, %b6 ]
  %t70 = phi i64 [ %t61, %b7 ], [ %t52, %b6 ]
  %t71 = phi i64 [ %t63, %b7 ], [ %t53, %b6 ]
  %t72 = phi i64 [ %t65, %b7 ], [ %t54, %b6 ]
  %t73 = phi i64 [ %t67, %b7 ], [ %t55, %b6 ]
  br i1 %t18, label %b9, label %b10

b9:                                               ; preds = %b8
  %t68.frozen = freeze i64 %t68
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t68.frozen, %.62.frozen
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t68.frozen, %17
  %.64 = select i1 %.59, i64 %t68, i64 %.63.decomposed
  %.70 = sub i64 0, %t68
  %.71 = select i1 %.60, i64 %.70, i64 %.69
  %.72 = select i1 %.59, i64 -1, i64 %.71
  %t76 = mul i64 %.64, %a16
  %t77 = add i64 %t76, %t69
  %t78 = mul i64 %.64, %a26
  %t79 = add i64 %t78, %t70
  %t80 = mul i64 %.64, %a36
  %t81 = add i64 %t80, %t71
  %t82 = mul i64 %.64, %a46
  %t83 = add i64 %t82, %t72
  %t84 = mul i64 %.64, %a55
  %t85 = add i64 %t84, %t73
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t86 = phi i64 [ %.72, %b9 ], [ %t68, %b8 ]
  %t87 = phi i64 [ %t77, %b9 ], [ %t69, %b8 ]
  %t88 = phi i64 [ %t79, %b9 ], [ %t70, %b8 ]
  %t89 = phi i64 [ %t81, %b9 ], [ %t71, %b8 ]
  %t90 = phi i64 [ %t83, %b9 ], [ %t72, %b8 ]
  %t91 = phi i64 [ %t85, %b9 ], [ %t73, %b8 ]
  br i1 %t19, label %b11, label %b12

b11:                                              ; preds = %b10
  %t86.frozen = freeze i64 %t86
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t86.frozen, %.76.frozen
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t86.frozen, %18
  %.78 = select i1 %.73, i64 %t86, i64 %.77.decomposed
  %.84 = sub i64 0, %t86
  %.85 = select i1 %.74, i64 %.84, i64 %.83
  %.86 = select i1 %.73, i64 -1, i64 %.85
  %t94 = mul i64 %.78, %a15
  %t95 = add i64 %t94, %t87
  %t96 = mul i64 %.78, %a25
  %t97 = add i64 %t96, %t88
  %t98 = mul i64 %.78, %a35
  %t99 = add i64 %t98, %t89
  %t100 = mul i64 %.78, %a45
  %t101 = add i64 %t100, %t90
  %t102 = mul i64 %.78, %a54
  %t103 = add i64 %t102, %t91
  br label %b12

b12:                                              ; preds = %b11, %b10
  %t104 = phi i64 [ %.86, %b11 ], [ %t86, %b10 ]
  %t105 = phi i64 [ %t95, %b11 ], [ %t87, %b10 ]
  %t106 = phi i64 [ %t97, %b11 ], [ %t88, %b10 ]
  %t107 = phi i64 [ %t99, %b11 ], [ %t89, %b10 ]
  %t108 = phi i64 [ %t101, %b11 ], [ %t90, %b10 ]
  %t109 = phi i64 [ %t103, %b11 ], [ %t91, %b10 ]
  br i1 %t20, label %b13, label %b14

b13:                                              ; preds = %b12
  %t104.frozen = freeze i64 %t104
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t104.frozen, %.90.frozen
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t104.frozen, %19
  %.92 = select i1 %.87, i64 %t104, i64 %.91.decomposed
  %.98 = sub i64 0, %t104
  %.99 = select i1 %.88, i64 %.98, i64 %.97
  %.100 = select i1 %.87, i64 -1, i64 %.99
  %t112 = mul i64 %.92, %a14
  %t113 = add i64 %t112, %t105
  %t114 = mul i64 %.92, %a24
  %t115 = add i64 %t114, %t106
  %t116 = mul i64 %.92, %a34
  %t117 = add i64 %t116, %t107
  %t118 = mul i64 %.92, %a44
  %t119 = add i64 %t118, %t108
  %t120 = mul i64 %.92, %a53
  %t121 = add i64 %t120, %t109
  br label %b14

b14:                                              ; preds = %b13, %b12
  %t122 = phi i64 [ %.100, %b13 ], [ %t104, %b12 ]
  %t123 = phi i64 [ %t113, %b13 ], [ %t105, %b12 ]
  %t124 = phi i64 [ %t115, %b13 ], [ %t106, %b12 ]
  %t125 = phi i64 [ %t117, %b13 ], [ %t107, %b12 ]
  %t126 = phi i64 [ %t119, %b13 ], [ %t108, %b12 ]
  %t127 = phi i64 [ %t121, %b13 ], [ %t109, %b12 ]
  br i1 %t21, label %b15, label %b16

b15:                                              ; preds = %b14
  %t122.frozen = freeze i64 %t122
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t122.frozen, %.104.frozen
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t122.frozen, %20
  %.106 = select i1 %.101, i64 %t122, i64 %.105.decomposed
  %.112 = sub i64 0, %t122
  %.113 = select i1 %.102, i64 %.112, i64 %.111
  %.114 = select i1 %.101, i64 -1, i64 %.113
  %t130 = mul i64 %.106, %a13
  %t131 = add i64 %t130, %t123
  %t132 = mul i64 %.106, %a23
  %t133 = add i64 %t132, %t124
  %t134 = mul i64 %.106, %a33
  %t135 = add i64 %t134, %t125
  %t136 = mul i64 %.106, %a43
  %t137 = add i64 %t136, %t126
  %t138 = mul i64 %.106, %a52
  %t139 = add i64 %t138, %t127
  br label %b16

b16:                                              ; preds = %b15, %b14
  %t140 = phi i64 [ %.114, %b15 ], [ %t122, %b14 ]
  %t141 = phi i64 [ %t131, %b15 ], [ %t123, %b14 ]
  %t142 = phi i64 [ %t133, %b15 ], [ %t124, %b14 ]
  %t143 = phi i64 [ %t135, %b15 ], [ %t125, %b14 ]
  %t144 = phi i64 [ %t137, %b15 ], [ %t126, %b14 ]
  %t145 = phi i64 [ %t139, %b15 ], [ %t127, %b14 ]
  br i1 %t22, label %b17, label %b18

b17:                                              ; preds = %b16
  %t146 = mul i64 %t140, %a12
  %t147 = add i64 %t141, %t146
  %t148 = mul i64 %t140, %a22
  %t149 = add i64 %t142, %t148
  %t150 = mul i64 %t140, %a32
  %t151 = add i64 %t143, %t150
  %t152 = mul i64 %t140, %a42
  %t153 = add i64 %t144, %t152
  %t154 = mul i64 %t140, %a51
  %t155 = add i64 %t145, %t154
  br label %b18

b18:                                              ; preds = %b17, %b16
  %t156 = phi i64 [ %t147, %b17 ], [ %t141, %b16 ]
  %t157 = phi i64 [ %t149, %b17 ], [ %t142, %b16 ]
  %t158 = phi i64 [ %t151, %b17 ], [ %t143, %b16 ]
  %t159 = phi i64 [ %t153, %b17 ], [ %t144, %b16 ]
  %t160 = phi i64 [ %t155, %b17 ], [ %t145, %b16 ]
  br i1 %t0.not, label %b20, label %b19

b19:                                              ; preds = %b18
  %t161 = getelementptr inbounds double, ptr addrspace(1) %a10, i64 %t156
  %.115 = load double, ptr addrspace(1) %t161, align 8
  br label %b20

b20:                                              ; preds = %b19, %b18
  %t163 = phi double [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21

b21:                                              ; preds = %b20
  %t164 = getelementptr inbounds double, ptr addrspace(1) %a20, i64 %t157
  %.116 = load double, ptr addrspace(1) %t164, align 8
  br label %b22

b22:                                              ; preds = %b21, %b20
  %t166 = phi double [ %.116, %b21 ], [ %a21, %b20 ]
  br i1 %t2.not, label %b24, label %b23

b23:                                              ; preds = %b22
  %t167 = getelementptr inbounds double, ptr addrspace(1) %a30, i64 %t158
  %.117 = load double, ptr addrspace(1) %t167, align 8
  br label %b24

b24:                                              ; preds = %b23, %b22
  %t169 = phi double [ %.117, %b23 ], [ %a31, %b22 ]
  br i1 %t3.not, label %b26, label %b25

b25:                                              ; preds = %b24
  %t170 = getelementptr inbounds double, ptr addrspace(1) %a40, i64 %t159
  %.118 = load double, ptr addrspace(1) %t170, align 8
  br label %b26

b26:                                              ; preds = %b25, %b24
  %t172 = phi double [ %.118, %b25 ], [ %a41, %b24 ]
  %t173 = fmul double %t163, %t166
  %t174 = fmul double %t169, %t172
  %t175 = fadd double %t173, %t174
  %t176 = getelementptr inbounds double, ptr addrspace(1) %a50, i64 %t160
  store double %t175, ptr addrspace(1) %t176, align 8
  %t177 = add i64 %t232, %t14
  %t24 = icmp slt i64 %t177, %a0
  br i1 %t24, label %b2, label %b27

b27:                                              ; preds = %b26, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eClamp_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, float %a2, ptr addrspace(1) readonly %a3, i8 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #4 {
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
  br i1 %t141, label %b2, label %b12

b2:                                               ; preds = %entry, %b6
  %t132 = phi i64 [ %t26, %b6 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t132
  %.17 = load float, ptr addrspace(1) %t15, align 4
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t17 = phi float [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t132
  %.18 = load i8, ptr addrspace(1) %t18, align 1
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t20 = phi i8 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21 = uitofp i8 %t20 to float
  %t22 = fcmp olt float %t17, %t21
  %t23 = fcmp ogt float %t17, 2.000000e+02
  %.t17 = select i1 %t23, float 2.000000e+02, float %t17
  %t24 = select i1 %t22, float %t21, float %.t17
  %t25 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t132
  store float %t24, ptr addrspace(1) %t25, align 4
  %t26 = add i64 %t132, %t12
  %t14 = icmp slt i64 %t26, %a0
  br i1 %t14, label %b2, label %b12

b12:                                              ; preds = %b6, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eClamp_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i8 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #4 {
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
  br i1 %t221, label %b2.lr.ph, label %b28

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

b2:                                               ; preds = %b2.lr.ph, %b22
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t124, %b22 ]
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
  %t113 = getelementptr inbounds float, ptr addrspace(1) %a10, i64 %t110
  %.115 = load float, ptr addrspace(1) %t113, align 4
  br label %b20

b20:                                              ; preds = %b19, %b18
  %t115 = phi float [ %.115, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds i8, ptr addrspace(1) %a20, i64 %t111
  %.116 = load i8, ptr addrspace(1) %t116, align 1
  br label %b22

b22:                                              ; preds = %b21, %b20
  %t118 = phi i8 [ %.116, %b21 ], [ %a21, %b20 ]
  %t119 = uitofp i8 %t118 to float
  %t120 = fcmp olt float %t115, %t119
  %t121 = fcmp ogt float %t115, 2.000000e+02
  %.t115 = select i1 %t121, float 2.000000e+02, float %t115
  %t122 = select i1 %t120, float %t119, float %.t115
  %t123 = getelementptr inbounds float, ptr addrspace(1) %a30, i64 %t112
  store float %t122, ptr addrspace(1) %t123, align 4
  %t124 = add i64 %t212, %t12
  %t22 = icmp slt i64 %t124, %a0
  br i1 %t22, label %b2, label %b28

b28:                                              ; preds = %b22, %entry
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !invariant.load !0
  %.9 = zext i16 %.8 to i32
  %.10 = add i32 %.5, -1
  %.11 = add i32 %.10, %.9
  %.12 = udiv i32 %.11, %.9
  %t7 = sext i32 %.12 to i64
  %t8 = shl nsw i64 %t5, 8
  %t9 = add nsw i64 %t8, %t3
  %t10 = shl nsw i64 %t7, 8
  %t11 = icmp slt i64 %t9, %a0
  br i1 %t11, label %b1, label %b2

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t12
  %.13 = load i64, ptr addrspace(1) %t13, align 8, !amdgpu.noclobber !0
  br label %b2

b2:                                               ; preds = %b1, %entry
  %t15 = phi i64 [ %.13, %b1 ], [ 0, %entry ]
  %t17 = add nsw i64 %t10, %t9
  %t20 = mul i64 %t10, %a2
  %t248 = icmp slt i64 %t17, %a0
  br i1 %t248, label %b4.preheader, label %b5

b4.preheader:                                     ; preds = %b2
  %t18 = mul i64 %t17, %a2
  %t19 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t18
  br label %b4

b4:                                               ; preds = %b4.preheader, %b4
  %t2311 = phi i64 [ %t26, %b4 ], [ %t15, %b4.preheader ]
  %t2210 = phi i64 [ %t27, %b4 ], [ %t17, %b4.preheader ]
  %t219 = phi ptr addrspace(1) [ %t28, %b4 ], [ %t19, %b4.preheader ]
  %.14 = load i64, ptr addrspace(1) %t219, align 8
  %t26 = add i64 %.14, %t2311
  %t27 = add i64 %t2210, %t10
  %t28 = getelementptr inbounds i64, ptr addrspace(1) %t219, i64 %t20
  %t24 = icmp slt i64 %t27, %a0
  br i1 %t24, label %b4, label %b5

b5:                                               ; preds = %b4, %b2
  %t23.lcssa = phi i64 [ %t15, %b2 ], [ %t26, %b4 ]
  %t29 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.0, i32 %.1
  store i64 %t23.lcssa, ptr addrspace(3) %t29, align 8
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.1, i32 %.1
  %.15 = zext i1 %t11 to i8
  store i8 %.15, ptr addrspace(3) %t30, align 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i32 %.1, 128
  br i1 %t31, label %b6, label %b11

b6:                                               ; preds = %b5
  %t32 = add nsw i32 %.1, 128
  %t33 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.0, i32 %t32
  %.16 = load i64, ptr addrspace(3) %t33, align 8
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.1, i32 %t32
  %.17 = load i8, ptr addrspace(3) %t35, align 1
  %.18 = icmp ne i8 %.17, 0
  %t37 = select i1 %t11, i64 %t23.lcssa, i64 0
  %spec.select = add i64 %.16, %t37
  %t39 = select i1 %.18, i64 %spec.select, i64 %t23.lcssa
  %t40 = select i1 %.18, i1 true, i1 %t11
  store i64 %t39, ptr addrspace(3) %t29, align 8
  %.19 = zext i1 %t40 to i8
  store i8 %.19, ptr addrspace(3) %t30, align 1
  br label %b11

b11:                                              ; preds = %b6, %b5
  %t41 = phi i64 [ %t39, %b6 ], [ %t23.lcssa, %b5 ]
  %t42 = phi i1 [ %t40, %b6 ], [ %t11, %b5 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i32 %.1, 64
  br i1 %t43, label %b12, label %b17

b12:                                              ; preds = %b11
  %t44 = add nsw i32 %.1, 64
  %t45 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.0, i32 %t44
  %.20 = load i64, ptr addrspace(3) %t45, align 8
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.1, i32 %t44
  %.21 = load i8, ptr addrspace(3) %t47, align 1
  %.22 = icmp ne i8 %.21, 0
  %t49 = select i1 %t42, i64 %t41, i64 0
  %spec.select1 = add i64 %.20, %t49
  %t51 = select i1 %.22, i64 %spec.select1, i64 %t41
  %t52 = select i1 %.22, i1 true, i1 %t42
  store i64 %t51, ptr addrspace(3) %t29, align 8
  %.23 = zext i1 %t52 to i8
  store i8 %.23, ptr addrspace(3) %t30, align 1
  br label %b17

b17:                                              ; preds = %b12, %b11
  %t53 = phi i64 [ %t51, %b12 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b12 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t55 = icmp slt i32 %.1, 32
  br i1 %t55, label %b18, label %b23

b18:                                              ; preds = %b17
  %t56 = add nsw i32 %.1, 32
  %t57 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.0, i32 %t56
  %.24 = load i64, ptr addrspace(3) %t57, align 8
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage1.shared.1, i32 %t56
  %.25 = load i8, ptr addrspace(3) %t59, align 1
  %.26 = icmp ne i8 %.25, 0
  %t61 = select i1 %t54, i64 %t53, i64 0
  %spec.select2 = add i64 %.24, %t61
  %t63 = select i1 %.26, i64 %spec.select2, i64 %t53
  %t64 = select i1 %.26, i1 true, i1 %t54
  br label %b23

b23:                                              ; preds = %b18, %b17
  %t65 = phi i64 [ %t63, %b18 ], [ %t53, %b17 ]
  %t66 = phi i1 [ %t64, %b18 ], [ %t54, %b17 ]
  br i1 %t55, label %b24, label %b45

b24:                                              ; preds = %b23
  %.28 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.29 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.28)
  %.30 = zext i32 %.29 to i64
  %.31 = add nuw nsw i64 %.30, 16
  %.32 = icmp ult i32 %.29, 48
  %.33 = tail call i64 @llvm.read_register.i64(metadata !1) #13
  %.34 = and i64 %.31, 63
  %0 = shl nuw i64 1, %.34
  %1 = and i64 %0, %.33
  %.36 = icmp ne i64 %1, 0
  %.37 = and i1 %.32, %.36
  %.38 = trunc i64 %.31 to i32
  %.39 = shl i32 %.38, 2
  %.40 = trunc i64 %t65 to i32
  %.41 = lshr i64 %t65, 32
  %.42 = trunc i64 %.41 to i32
  %.43 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.40)
  %.44 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.42)
  %.45 = zext i32 %.43 to i64
  %.46 = zext i32 %.44 to i64
  %.47 = shl nuw i64 %.46, 32
  %.48 = or i64 %.47, %.45
  %t67 = select i1 %.37, i64 %.48, i64 %t65
  %.62 = zext i1 %t66 to i32
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.62)
  %2 = and i32 %.63, 1
  %.64 = icmp ne i32 %2, 0
  %t68 = select i1 %.37, i1 %.64, i1 %t66
  %t69 = icmp slt i32 %.1, 16
  %t70 = and i1 %t69, %t68
  %t71 = select i1 %t66, i64 %t65, i64 0
  %spec.select3 = add i64 %t67, %t71
  %t73 = select i1 %t70, i64 %spec.select3, i64 %t65
  %t74 = select i1 %t70, i1 true, i1 %t66
  %.69 = add nuw nsw i64 %.30, 8
  %.70 = icmp ult i32 %.29, 56
  %.72 = and i64 %.69, 63
  %3 = shl nuw i64 1, %.72
  %4 = and i64 %3, %.33
  %.74 = icmp ne i64 %4, 0
  %.75 = and i1 %.70, %.74
  %.76 = trunc i64 %.69 to i32
  %.77 = shl i32 %.76, 2
  %.78 = trunc i64 %t73 to i32
  %.79 = lshr i64 %t73, 32
  %.80 = trunc i64 %.79 to i32
  %.81 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.78)
  %.82 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.80)
  %.83 = zext i32 %.81 to i64
  %.84 = zext i32 %.82 to i64
  %.85 = shl nuw i64 %.84, 32
  %.86 = or i64 %.85, %.83
  %t75 = select i1 %.75, i64 %.86, i64 %t73
  %.100 = zext i1 %t74 to i32
  %.101 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.100)
  %5 = and i32 %.101, 1
  %.102 = icmp ne i32 %5, 0
  %t76 = select i1 %.75, i1 %.102, i1 %t74
  %t77 = icmp slt i32 %.1, 24
  %t78 = and i1 %t77, %t76
  %t79 = select i1 %t74, i64 %t73, i64 0
  %spec.select4 = add i64 %t75, %t79
  %t81 = select i1 %t78, i64 %spec.select4, i64 %t73
  %t82 = select i1 %t78, i1 true, i1 %t74
  %.107 = add nuw nsw i64 %.30, 4
  %.108 = icmp ult i32 %.29, 60
  %.110 = and i64 %.107, 63
  %6 = shl nuw i64 1, %.110
  %7 = and i64 %6, %.33
  %.112 = icmp ne i64 %7, 0
  %.113 = and i1 %.108, %.112
  %.114 = trunc i64 %.107 to i32
  %.115 = shl i32 %.114, 2
  %.116 = trunc i64 %t81 to i32
  %.117 = lshr i64 %t81, 32
  %.118 = trunc i64 %.117 to i32
  %.119 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.116)
  %.120 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.118)
  %.121 = zext i32 %.119 to i64
  %.122 = zext i32 %.120 to i64
  %.123 = shl nuw i64 %.122, 32
  %.124 = or i64 %.123, %.121
  %t83 = select i1 %.113, i64 %.124, i64 %t81
  %.138 = zext i1 %t82 to i32
  %.139 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.138)
  %8 = and i32 %.139, 1
  %.140 = icmp ne i32 %8, 0
  %t84 = select i1 %.113, i1 %.140, i1 %t82
  %t85 = icmp slt i32 %.1, 28
  %t86 = and i1 %t85, %t84
  %t87 = select i1 %t82, i64 %t81, i64 0
  %spec.select5 = add i64 %t83, %t87
  %t89 = select i1 %t86, i64 %spec.select5, i64 %t81
  %t90 = select i1 %t86, i1 true, i1 %t82
  %.145 = add nuw nsw i64 %.30, 2
  %.146 = icmp ult i32 %.29, 62
  %.148 = and i64 %.145, 63
  %9 = shl nuw i64 1, %.148
  %10 = and i64 %9, %.33
  %.150 = icmp ne i64 %10, 0
  %.151 = and i1 %.146, %.150
  %.152 = trunc i64 %.145 to i32
  %.153 = shl i32 %.152, 2
  %.154 = trunc i64 %t89 to i32
  %.155 = lshr i64 %t89, 32
  %.156 = trunc i64 %.155 to i32
  %.157 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.154)
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.156)
  %.159 = zext i32 %.157 to i64
  %.160 = zext i32 %.158 to i64
  %.161 = shl nuw i64 %.160, 32
  %.162 = or i64 %.161, %.159
  %t91 = select i1 %.151, i64 %.162, i64 %t89
  %.176 = zext i1 %t90 to i32
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.176)
  %11 = and i32 %.177, 1
  %.178 = icmp ne i32 %11, 0
  %t92 = select i1 %.151, i1 %.178, i1 %t90
  %t93 = icmp slt i32 %.1, 30
  %t94 = and i1 %t93, %t92
  %t95 = select i1 %t90, i64 %t89, i64 0
  %spec.select6 = add i64 %t91, %t95
  %t97 = select i1 %t94, i64 %spec.select6, i64 %t89
  %t98 = select i1 %t94, i1 true, i1 %t90
  %.183 = add nuw nsw i64 %.30, 1
  %.184 = icmp ult i32 %.29, 63
  %.186 = and i64 %.183, 63
  %12 = shl nuw i64 1, %.186
  %13 = and i64 %12, %.33
  %.188 = icmp ne i64 %13, 0
  %.189 = and i1 %.184, %.188
  %.190 = trunc i64 %.183 to i32
  %.191 = shl i32 %.190, 2
  %.192 = trunc i64 %t97 to i32
  %.193 = lshr i64 %t97, 32
  %.194 = trunc i64 %.193 to i32
  %.195 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.192)
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.194)
  %.197 = zext i32 %.195 to i64
  %.198 = zext i32 %.196 to i64
  %.199 = shl nuw i64 %.198, 32
  %.200 = or i64 %.199, %.197
  %t99 = select i1 %.189, i64 %.200, i64 %t97
  %.214 = zext i1 %t98 to i32
  %.215 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.214)
  %14 = and i32 %.215, 1
  %.216 = icmp ne i32 %14, 0
  %t100 = select i1 %.189, i1 %.216, i1 %t98
  %t101 = icmp ne i32 %.1, 31
  %t102 = and i1 %t101, %t100
  %t103 = select i1 %t98, i64 %t97, i64 0
  %spec.select7 = add i64 %t99, %t103
  %t105 = select i1 %t102, i64 %spec.select7, i64 %t97
  %t106 = select i1 %t102, i1 true, i1 %t98
  br label %b45

b45:                                              ; preds = %b24, %b23
  %t107 = phi i64 [ %t105, %b24 ], [ %t65, %b23 ]
  %t108 = phi i1 [ %t106, %b24 ], [ %t66, %b23 ]
  %t109 = icmp eq i32 %.1, 0
  %t110 = and i1 %t109, %t108
  br i1 %t110, label %b46, label %b47

b46:                                              ; preds = %b45
  %t111 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t5
  store i64 %t107, ptr addrspace(1) %t111, align 8
  br label %b47

b47:                                              ; preds = %b46, %b45
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i64 %a3, i8 %a4) local_unnamed_addr #0 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.2 to i64
  %t4 = icmp slt i64 %t3, %a0
  br i1 %t4, label %b1, label %b2

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t3
  %.3 = load i64, ptr addrspace(1) %t5, align 8, !amdgpu.noclobber !0
  br label %b2

b2:                                               ; preds = %b1, %entry
  %t7 = phi i64 [ %.3, %b1 ], [ 0, %entry ]
  %t109 = add nsw i64 %t3, 256
  %t1210 = icmp slt i64 %t109, %a0
  br i1 %t1210, label %b4, label %b5

b4:                                               ; preds = %b2, %b4
  %t1012 = phi i64 [ %t10, %b4 ], [ %t109, %b2 ]
  %t1111 = phi i64 [ %t15, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t1012
  %.4 = load i64, ptr addrspace(1) %t13, align 8, !amdgpu.noclobber !0
  %t15 = add i64 %.4, %t1111
  %t10 = add i64 %t1012, 256
  %t12 = icmp slt i64 %t10, %a0
  br i1 %t12, label %b4, label %b5

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi i64 [ %t7, %b2 ], [ %t15, %b4 ]
  %t17 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.0, i32 %.2
  store i64 %t11.lcssa, ptr addrspace(3) %t17, align 8
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.1, i32 %.2
  %.5 = zext i1 %t4 to i8
  store i8 %.5, ptr addrspace(3) %t18, align 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t19 = icmp slt i32 %.2, 128
  br i1 %t19, label %b6, label %b11

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128
  %t21 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.0, i32 %t20
  %.6 = load i64, ptr addrspace(3) %t21, align 8
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.1, i32 %t20
  %.7 = load i8, ptr addrspace(3) %t23, align 1
  %.8 = icmp ne i8 %.7, 0
  %t25 = select i1 %t4, i64 %t11.lcssa, i64 0
  %spec.select = add i64 %.6, %t25
  %t27 = select i1 %.8, i64 %spec.select, i64 %t11.lcssa
  %t28 = select i1 %.8, i1 true, i1 %t4
  store i64 %t27, ptr addrspace(3) %t17, align 8
  %.9 = zext i1 %t28 to i8
  store i8 %.9, ptr addrspace(3) %t18, align 1
  br label %b11

b11:                                              ; preds = %b6, %b5
  %t29 = phi i64 [ %t27, %b6 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b6 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i32 %.2, 64
  br i1 %t31, label %b12, label %b17

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64
  %t33 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.0, i32 %t32
  %.10 = load i64, ptr addrspace(3) %t33, align 8
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.1, i32 %t32
  %.11 = load i8, ptr addrspace(3) %t35, align 1
  %.12 = icmp ne i8 %.11, 0
  %t37 = select i1 %t30, i64 %t29, i64 0
  %spec.select1 = add i64 %.10, %t37
  %t39 = select i1 %.12, i64 %spec.select1, i64 %t29
  %t40 = select i1 %.12, i1 true, i1 %t30
  store i64 %t39, ptr addrspace(3) %t17, align 8
  %.13 = zext i1 %t40 to i8
  store i8 %.13, ptr addrspace(3) %t18, align 1
  br label %b17

b17:                                              ; preds = %b12, %b11
  %t41 = phi i64 [ %t39, %b12 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b12 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i32 %.2, 32
  br i1 %t43, label %b18, label %b23

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32
  %t45 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.0, i32 %t44
  %.14 = load i64, ptr addrspace(3) %t45, align 8
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bint64_5d_5f_5fstage2.shared.1, i32 %t44
  %.15 = load i8, ptr addrspace(3) %t47, align 1
  %.16 = icmp ne i8 %.15, 0
  %t49 = select i1 %t42, i64 %t41, i64 0
  %spec.select2 = add i64 %.14, %t49
  %t51 = select i1 %.16, i64 %spec.select2, i64 %t41
  %t52 = select i1 %.16, i1 true, i1 %t42
  br label %b23

b23:                                              ; preds = %b18, %b17
  %t53 = phi i64 [ %t51, %b18 ], [ %t41, %b17 ]
  %t54 = phi i1 [ %t52, %b18 ], [ %t42, %b17 ]
  br i1 %t43, label %b24, label %b45

b24:                                              ; preds = %b23
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18)
  %.20 = zext i32 %.19 to i64
  %.21 = add nuw nsw i64 %.20, 16
  %.22 = icmp ult i32 %.19, 48
  %.23 = tail call i64 @llvm.read_register.i64(metadata !1) #13
  %.24 = and i64 %.21, 63
  %0 = shl nuw i64 1, %.24
  %1 = and i64 %0, %.23
  %.26 = icmp ne i64 %1, 0
  %.27 = and i1 %.22, %.26
  %.28 = trunc i64 %.21 to i32
  %.29 = shl i32 %.28, 2
  %.30 = trunc i64 %t53 to i32
  %.31 = lshr i64 %t53, 32
  %.32 = trunc i64 %.31 to i32
  %.33 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30)
  %.34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.32)
  %.35 = zext i32 %.33 to i64
  %.36 = zext i32 %.34 to i64
  %.37 = shl nuw i64 %.36, 32
  %.38 = or i64 %.37, %.35
  %t55 = select i1 %.27, i64 %.38, i64 %t53
  %.52 = zext i1 %t54 to i32
  %.53 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.52)
  %2 = and i32 %.53, 1
  %.54 = icmp ne i32 %2, 0
  %t56 = select i1 %.27, i1 %.54, i1 %t54
  %t57 = icmp slt i32 %.2, 16
  %t58 = and i1 %t57, %t56
  %t59 = select i1 %t54, i64 %t53, i64 0
  %spec.select3 = add i64 %t55, %t59
  %t61 = select i1 %t58, i64 %spec.select3, i64 %t53
  %t62 = select i1 %t58, i1 true, i1 %t54
  %.59 = add nuw nsw i64 %.20, 8
  %.60 = icmp ult i32 %.19, 56
  %.62 = and i64 %.59, 63
  %3 = shl nuw i64 1, %.62
  %4 = and i64 %3, %.23
  %.64 = icmp ne i64 %4, 0
  %.65 = and i1 %.60, %.64
  %.66 = trunc i64 %.59 to i32
  %.67 = shl i32 %.66, 2
  %.68 = trunc i64 %t61 to i32
  %.69 = lshr i64 %t61, 32
  %.70 = trunc i64 %.69 to i32
  %.71 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.68)
  %.72 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.70)
  %.73 = zext i32 %.71 to i64
  %.74 = zext i32 %.72 to i64
  %.75 = shl nuw i64 %.74, 32
  %.76 = or i64 %.75, %.73
  %t63 = select i1 %.65, i64 %.76, i64 %t61
  %.90 = zext i1 %t62 to i32
  %.91 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.90)
  %5 = and i32 %.91, 1
  %.92 = icmp ne i32 %5, 0
  %t64 = select i1 %.65, i1 %.92, i1 %t62
  %t65 = icmp slt i32 %.2, 24
  %t66 = and i1 %t65, %t64
  %t67 = select i1 %t62, i64 %t61, i64 0
  %spec.select4 = add i64 %t63, %t67
  %t69 = select i1 %t66, i64 %spec.select4, i64 %t61
  %t70 = select i1 %t66, i1 true, i1 %t62
  %.97 = add nuw nsw i64 %.20, 4
  %.98 = icmp ult i32 %.19, 60
  %.100 = and i64 %.97, 63
  %6 = shl nuw i64 1, %.100
  %7 = and i64 %6, %.23
  %.102 = icmp ne i64 %7, 0
  %.103 = and i1 %.98, %.102
  %.104 = trunc i64 %.97 to i32
  %.105 = shl i32 %.104, 2
  %.106 = trunc i64 %t69 to i32
  %.107 = lshr i64 %t69, 32
  %.108 = trunc i64 %.107 to i32
  %.109 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106)
  %.110 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.108)
  %.111 = zext i32 %.109 to i64
  %.112 = zext i32 %.110 to i64
  %.113 = shl nuw i64 %.112, 32
  %.114 = or i64 %.113, %.111
  %t71 = select i1 %.103, i64 %.114, i64 %t69
  %.128 = zext i1 %t70 to i32
  %.129 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.128)
  %8 = and i32 %.129, 1
  %.130 = icmp ne i32 %8, 0
  %t72 = select i1 %.103, i1 %.130, i1 %t70
  %t73 = icmp slt i32 %.2, 28
  %t74 = and i1 %t73, %t72
  %t75 = select i1 %t70, i64 %t69, i64 0
  %spec.select5 = add i64 %t71, %t75
  %t77 = select i1 %t74, i64 %spec.select5, i64 %t69
  %t78 = select i1 %t74, i1 true, i1 %t70
  %.135 = add nuw nsw i64 %.20, 2
  %.136 = icmp ult i32 %.19, 62
  %.138 = and i64 %.135, 63
  %9 = shl nuw i64 1, %.138
  %10 = and i64 %9, %.23
  %.140 = icmp ne i64 %10, 0
  %.141 = and i1 %.136, %.140
  %.142 = trunc i64 %.135 to i32
  %.143 = shl i32 %.142, 2
  %.144 = trunc i64 %t77 to i32
  %.145 = lshr i64 %t77, 32
  %.146 = trunc i64 %.145 to i32
  %.147 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.144)
  %.148 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.146)
  %.149 = zext i32 %.147 to i64
  %.150 = zext i32 %.148 to i64
  %.151 = shl nuw i64 %.150, 32
  %.152 = or i64 %.151, %.149
  %t79 = select i1 %.141, i64 %.152, i64 %t77
  %.166 = zext i1 %t78 to i32
  %.167 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.166)
  %11 = and i32 %.167, 1
  %.168 = icmp ne i32 %11, 0
  %t80 = select i1 %.141, i1 %.168, i1 %t78
  %t81 = icmp slt i32 %.2, 30
  %t82 = and i1 %t81, %t80
  %t83 = select i1 %t78, i64 %t77, i64 0
  %spec.select6 = add i64 %t79, %t83
  %t85 = select i1 %t82, i64 %spec.select6, i64 %t77
  %t86 = select i1 %t82, i1 true, i1 %t78
  %.173 = add nuw nsw i64 %.20, 1
  %.174 = icmp ult i32 %.19, 63
  %.176 = and i64 %.173, 63
  %12 = shl nuw i64 1, %.176
  %13 = and i64 %12, %.23
  %.178 = icmp ne i64 %13, 0
  %.179 = and i1 %.174, %.178
  %.180 = trunc i64 %.173 to i32
  %.181 = shl i32 %.180, 2
  %.182 = trunc i64 %t85 to i32
  %.183 = lshr i64 %t85, 32
  %.184 = trunc i64 %.183 to i32
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.182)
  %.186 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.184)
  %.187 = zext i32 %.185 to i64
  %.188 = zext i32 %.186 to i64
  %.189 = shl nuw i64 %.188, 32
  %.190 = or i64 %.189, %.187
  %t87 = select i1 %.179, i64 %.190, i64 %t85
  %.204 = zext i1 %t86 to i32
  %.205 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.204)
  %14 = and i32 %.205, 1
  %.206 = icmp ne i32 %14, 0
  %t88 = select i1 %.179, i1 %.206, i1 %t86
  %t89 = icmp ne i32 %.2, 31
  %t90 = and i1 %t89, %t88
  %t91 = select i1 %t86, i64 %t85, i64 0
  %spec.select7 = add i64 %t87, %t91
  %t93 = select i1 %t90, i64 %spec.select7, i64 %t85
  %t94 = select i1 %t90, i1 true, i1 %t86
  br label %b45

b45:                                              ; preds = %b24, %b23
  %t95 = phi i64 [ %t93, %b24 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b24 ], [ %t54, %b23 ]
  %t97 = icmp eq i32 %.2, 0
  %t101 = select i1 %t96, i1 true, i1 %.1
  %or.cond = select i1 %t97, i1 %t101, i1 false
  br i1 %or.cond, label %b51, label %b52

b51:                                              ; preds = %b45
  %t98 = select i1 %.1, i64 %a3, i64 0
  %spec.select8 = add i64 %t95, %t98
  %t100 = select i1 %t96, i64 %spec.select8, i64 %a3
  store i64 %t100, ptr addrspace(1) %a2, align 8
  br label %b52

b52:                                              ; preds = %b51, %b45
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !invariant.load !0
  %.9 = zext i16 %.8 to i32
  %.10 = add i32 %.5, -1
  %.11 = add i32 %.10, %.9
  %.12 = udiv i32 %.11, %.9
  %t7 = sext i32 %.12 to i64
  %t8 = shl nsw i64 %t5, 8
  %t9 = add nsw i64 %t8, %t3
  %t10 = shl nsw i64 %t7, 8
  %t11 = icmp slt i64 %t9, %a0
  br i1 %t11, label %b1, label %b2

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t12
  %.13 = load float, ptr addrspace(1) %t13, align 4, !amdgpu.noclobber !0
  br label %b2

b2:                                               ; preds = %b1, %entry
  %t15 = phi float [ %.13, %b1 ], [ 0.000000e+00, %entry ]
  %t17 = add nsw i64 %t10, %t9
  %t20 = mul i64 %t10, %a2
  %t248 = icmp slt i64 %t17, %a0
  br i1 %t248, label %b4.preheader, label %b5

b4.preheader:                                     ; preds = %b2
  %t18 = mul i64 %t17, %a2
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t18
  br label %b4

b4:                                               ; preds = %b4.preheader, %b4
  %t2311 = phi float [ %t26, %b4 ], [ %t15, %b4.preheader ]
  %t2210 = phi i64 [ %t27, %b4 ], [ %t17, %b4.preheader ]
  %t219 = phi ptr addrspace(1) [ %t28, %b4 ], [ %t19, %b4.preheader ]
  %.14 = load float, ptr addrspace(1) %t219, align 4
  %t26 = fadd float %t2311, %.14
  %t27 = add i64 %t2210, %t10
  %t28 = getelementptr inbounds float, ptr addrspace(1) %t219, i64 %t20
  %t24 = icmp slt i64 %t27, %a0
  br i1 %t24, label %b4, label %b5

b5:                                               ; preds = %b4, %b2
  %t23.lcssa = phi float [ %t15, %b2 ], [ %t26, %b4 ]
  %t29 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.0, i32 %.1
  store float %t23.lcssa, ptr addrspace(3) %t29, align 4
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.1, i32 %.1
  %.15 = zext i1 %t11 to i8
  store i8 %.15, ptr addrspace(3) %t30, align 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i32 %.1, 128
  br i1 %t31, label %b6, label %b11

b6:                                               ; preds = %b5
  %t32 = add nsw i32 %.1, 128
  %t33 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t32
  %.16 = load float, ptr addrspace(3) %t33, align 4
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t32
  %.17 = load i8, ptr addrspace(3) %t35, align 1
  %.18 = icmp ne i8 %.17, 0
  %t37 = select i1 %t11, float %t23.lcssa, float -0.000000e+00
  %spec.select = fadd float %t37, %.16
  %t39 = select i1 %.18, float %spec.select, float %t23.lcssa
  %t40 = select i1 %.18, i1 true, i1 %t11
  store float %t39, ptr addrspace(3) %t29, align 4
  %.19 = zext i1 %t40 to i8
  store i8 %.19, ptr addrspace(3) %t30, align 1
  br label %b11

b11:                                              ; preds = %b6, %b5
  %t41 = phi float [ %t39, %b6 ], [ %t23.lcssa, %b5 ]
  %t42 = phi i1 [ %t40, %b6 ], [ %t11, %b5 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i32 %.1, 64
  br i1 %t43, label %b12, label %b17

b12:                                              ; preds = %b11
  %t44 = add nsw i32 %.1, 64
  %t45 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t44
  %.20 = load float, ptr addrspace(3) %t45, align 4
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t44
  %.21 = load i8, ptr addrspace(3) %t47, align 1
  %.22 = icmp ne i8 %.21, 0
  %t49 = select i1 %t42, float %t41, float -0.000000e+00
  %spec.select1 = fadd float %t49, %.20
  %t51 = select i1 %.22, float %spec.select1, float %t41
  %t52 = select i1 %.22, i1 true, i1 %t42
  store float %t51, ptr addrspace(3) %t29, align 4
  %.23 = zext i1 %t52 to i8
  store i8 %.23, ptr addrspace(3) %t30, align 1
  br label %b17

b17:                                              ; preds = %b12, %b11
  %t53 = phi float [ %t51, %b12 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b12 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t55 = icmp slt i32 %.1, 32
  br i1 %t55, label %b18, label %b23

b18:                                              ; preds = %b17
  %t56 = add nsw i32 %.1, 32
  %t57 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t56
  %.24 = load float, ptr addrspace(3) %t57, align 4
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t56
  %.25 = load i8, ptr addrspace(3) %t59, align 1
  %.26 = icmp ne i8 %.25, 0
  %t61 = select i1 %t54, float %t53, float -0.000000e+00
  %spec.select2 = fadd float %t61, %.24
  %t63 = select i1 %.26, float %spec.select2, float %t53
  %t64 = select i1 %.26, i1 true, i1 %t54
  br label %b23

b23:                                              ; preds = %b18, %b17
  %t65 = phi float [ %t63, %b18 ], [ %t53, %b17 ]
  %t66 = phi i1 [ %t64, %b18 ], [ %t54, %b17 ]
  br i1 %t55, label %b24, label %b45

b24:                                              ; preds = %b23
  %.28 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.29 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.28)
  %.30 = zext i32 %.29 to i64
  %.31 = add nuw nsw i64 %.30, 16
  %.32 = icmp ult i32 %.29, 48
  %.33 = tail call i64 @llvm.read_register.i64(metadata !1) #13
  %.34 = and i64 %.31, 63
  %0 = shl nuw i64 1, %.34
  %1 = and i64 %0, %.33
  %.36 = icmp ne i64 %1, 0
  %.37 = and i1 %.32, %.36
  %.38 = trunc i64 %.31 to i32
  %.39 = shl i32 %.38, 2
  %.40 = bitcast float %t65 to i32
  %.41 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.40)
  %.42 = bitcast i32 %.41 to float
  %t67 = select i1 %.37, float %.42, float %t65
  %.56 = zext i1 %t66 to i32
  %.57 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.56)
  %2 = and i32 %.57, 1
  %.58 = icmp ne i32 %2, 0
  %t68 = select i1 %.37, i1 %.58, i1 %t66
  %t69 = icmp slt i32 %.1, 16
  %t70 = and i1 %t69, %t68
  %t71 = select i1 %t66, float %t65, float -0.000000e+00
  %spec.select3 = fadd float %t71, %t67
  %t73 = select i1 %t70, float %spec.select3, float %t65
  %t74 = select i1 %t70, i1 true, i1 %t66
  %.63 = add nuw nsw i64 %.30, 8
  %.64 = icmp ult i32 %.29, 56
  %.66 = and i64 %.63, 63
  %3 = shl nuw i64 1, %.66
  %4 = and i64 %3, %.33
  %.68 = icmp ne i64 %4, 0
  %.69 = and i1 %.64, %.68
  %.70 = trunc i64 %.63 to i32
  %.71 = shl i32 %.70, 2
  %.72 = bitcast float %t73 to i32
  %.73 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.72)
  %.74 = bitcast i32 %.73 to float
  %t75 = select i1 %.69, float %.74, float %t73
  %.88 = zext i1 %t74 to i32
  %.89 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.88)
  %5 = and i32 %.89, 1
  %.90 = icmp ne i32 %5, 0
  %t76 = select i1 %.69, i1 %.90, i1 %t74
  %t77 = icmp slt i32 %.1, 24
  %t78 = and i1 %t77, %t76
  %t79 = select i1 %t74, float %t73, float -0.000000e+00
  %spec.select4 = fadd float %t75, %t79
  %t81 = select i1 %t78, float %spec.select4, float %t73
  %t82 = select i1 %t78, i1 true, i1 %t74
  %.95 = add nuw nsw i64 %.30, 4
  %.96 = icmp ult i32 %.29, 60
  %.98 = and i64 %.95, 63
  %6 = shl nuw i64 1, %.98
  %7 = and i64 %6, %.33
  %.100 = icmp ne i64 %7, 0
  %.101 = and i1 %.96, %.100
  %.102 = trunc i64 %.95 to i32
  %.103 = shl i32 %.102, 2
  %.104 = bitcast float %t81 to i32
  %.105 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.103, i32 %.104)
  %.106 = bitcast i32 %.105 to float
  %t83 = select i1 %.101, float %.106, float %t81
  %.120 = zext i1 %t82 to i32
  %.121 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.103, i32 %.120)
  %8 = and i32 %.121, 1
  %.122 = icmp ne i32 %8, 0
  %t84 = select i1 %.101, i1 %.122, i1 %t82
  %t85 = icmp slt i32 %.1, 28
  %t86 = and i1 %t85, %t84
  %t87 = select i1 %t82, float %t81, float -0.000000e+00
  %spec.select5 = fadd float %t83, %t87
  %t89 = select i1 %t86, float %spec.select5, float %t81
  %t90 = select i1 %t86, i1 true, i1 %t82
  %.127 = add nuw nsw i64 %.30, 2
  %.128 = icmp ult i32 %.29, 62
  %.130 = and i64 %.127, 63
  %9 = shl nuw i64 1, %.130
  %10 = and i64 %9, %.33
  %.132 = icmp ne i64 %10, 0
  %.133 = and i1 %.128, %.132
  %.134 = trunc i64 %.127 to i32
  %.135 = shl i32 %.134, 2
  %.136 = bitcast float %t89 to i32
  %.137 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.135, i32 %.136)
  %.138 = bitcast i32 %.137 to float
  %t91 = select i1 %.133, float %.138, float %t89
  %.152 = zext i1 %t90 to i32
  %.153 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.135, i32 %.152)
  %11 = and i32 %.153, 1
  %.154 = icmp ne i32 %11, 0
  %t92 = select i1 %.133, i1 %.154, i1 %t90
  %t93 = icmp slt i32 %.1, 30
  %t94 = and i1 %t93, %t92
  %t95 = select i1 %t90, float %t89, float -0.000000e+00
  %spec.select6 = fadd float %t91, %t95
  %t97 = select i1 %t94, float %spec.select6, float %t89
  %t98 = select i1 %t94, i1 true, i1 %t90
  %.159 = add nuw nsw i64 %.30, 1
  %.160 = icmp ult i32 %.29, 63
  %.162 = and i64 %.159, 63
  %12 = shl nuw i64 1, %.162
  %13 = and i64 %12, %.33
  %.164 = icmp ne i64 %13, 0
  %.165 = and i1 %.160, %.164
  %.166 = trunc i64 %.159 to i32
  %.167 = shl i32 %.166, 2
  %.168 = bitcast float %t97 to i32
  %.169 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %.168)
  %.170 = bitcast i32 %.169 to float
  %t99 = select i1 %.165, float %.170, float %t97
  %.184 = zext i1 %t98 to i32
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.167, i32 %.184)
  %14 = and i32 %.185, 1
  %.186 = icmp ne i32 %14, 0
  %t100 = select i1 %.165, i1 %.186, i1 %t98
  %t101 = icmp ne i32 %.1, 31
  %t102 = and i1 %t101, %t100
  %t103 = select i1 %t98, float %t97, float -0.000000e+00
  %spec.select7 = fadd float %t99, %t103
  %t105 = select i1 %t102, float %spec.select7, float %t97
  %t106 = select i1 %t102, i1 true, i1 %t98
  br label %b45

b45:                                              ; preds = %b24, %b23
  %t107 = phi float [ %t105, %b24 ], [ %t65, %b23 ]
  %t108 = phi i1 [ %t106, %b24 ], [ %t66, %b23 ]
  %t109 = icmp eq i32 %.1, 0
  %t110 = and i1 %t109, %t108
  br i1 %t110, label %b46, label %b47

b46:                                              ; preds = %b45
  %t111 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t5
  store float %t107, ptr addrspace(1) %t111, align 4
  br label %b47

b47:                                              ; preds = %b46, %b45
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, float %a3, i8 %a4) local_unnamed_addr #0 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.2 to i64
  %t4 = icmp slt i64 %t3, %a0
  br i1 %t4, label %b1, label %b2

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t3
  %.3 = load float, ptr addrspace(1) %t5, align 4, !amdgpu.noclobber !0
  br label %b2

b2:                                               ; preds = %b1, %entry
  %t7 = phi float [ %.3, %b1 ], [ 0.000000e+00, %entry ]
  %t109 = add nsw i64 %t3, 256
  %t1210 = icmp slt i64 %t109, %a0
  br i1 %t1210, label %b4, label %b5

b4:                                               ; preds = %b2, %b4
  %t1012 = phi i64 [ %t10, %b4 ], [ %t109, %b2 ]
  %t1111 = phi float [ %t15, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t1012
  %.4 = load float, ptr addrspace(1) %t13, align 4, !amdgpu.noclobber !0
  %t15 = fadd float %t1111, %.4
  %t10 = add i64 %t1012, 256
  %t12 = icmp slt i64 %t10, %a0
  br i1 %t12, label %b4, label %b5

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi float [ %t7, %b2 ], [ %t15, %b4 ]
  %t17 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.0, i32 %.2
  store float %t11.lcssa, ptr addrspace(3) %t17, align 4
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.1, i32 %.2
  %.5 = zext i1 %t4 to i8
  store i8 %.5, ptr addrspace(3) %t18, align 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t19 = icmp slt i32 %.2, 128
  br i1 %t19, label %b6, label %b11

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128
  %t21 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t20
  %.6 = load float, ptr addrspace(3) %t21, align 4
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t20
  %.7 = load i8, ptr addrspace(3) %t23, align 1
  %.8 = icmp ne i8 %.7, 0
  %t25 = select i1 %t4, float %t11.lcssa, float -0.000000e+00
  %spec.select = fadd float %t25, %.6
  %t27 = select i1 %.8, float %spec.select, float %t11.lcssa
  %t28 = select i1 %.8, i1 true, i1 %t4
  store float %t27, ptr addrspace(3) %t17, align 4
  %.9 = zext i1 %t28 to i8
  store i8 %.9, ptr addrspace(3) %t18, align 1
  br label %b11

b11:                                              ; preds = %b6, %b5
  %t29 = phi float [ %t27, %b6 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b6 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i32 %.2, 64
  br i1 %t31, label %b12, label %b17

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64
  %t33 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t32
  %.10 = load float, ptr addrspace(3) %t33, align 4
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t32
  %.11 = load i8, ptr addrspace(3) %t35, align 1
  %.12 = icmp ne i8 %.11, 0
  %t37 = select i1 %t30, float %t29, float -0.000000e+00
  %spec.select1 = fadd float %t37, %.10
  %t39 = select i1 %.12, float %spec.select1, float %t29
  %t40 = select i1 %.12, i1 true, i1 %t30
  store float %t39, ptr addrspace(3) %t17, align 4
  %.13 = zext i1 %t40 to i8
  store i8 %.13, ptr addrspace(3) %t18, align 1
  br label %b17

b17:                                              ; preds = %b12, %b11
  %t41 = phi float [ %t39, %b12 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b12 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i32 %.2, 32
  br i1 %t43, label %b18, label %b23

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32
  %t45 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t44
  %.14 = load float, ptr addrspace(3) %t45, align 4
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t44
  %.15 = load i8, ptr addrspace(3) %t47, align 1
  %.16 = icmp ne i8 %.15, 0
  %t49 = select i1 %t42, float %t41, float -0.000000e+00
  %spec.select2 = fadd float %t49, %.14
  %t51 = select i1 %.16, float %spec.select2, float %t41
  %t52 = select i1 %.16, i1 true, i1 %t42
  br label %b23

b23:                                              ; preds = %b18, %b17
  %t53 = phi float [ %t51, %b18 ], [ %t41, %b17 ]
  %t54 = phi i1 [ %t52, %b18 ], [ %t42, %b17 ]
  br i1 %t43, label %b24, label %b45

b24:                                              ; preds = %b23
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18)
  %.20 = zext i32 %.19 to i64
  %.21 = add nuw nsw i64 %.20, 16
  %.22 = icmp ult i32 %.19, 48
  %.23 = tail call i64 @llvm.read_register.i64(metadata !1) #13
  %.24 = and i64 %.21, 63
  %0 = shl nuw i64 1, %.24
  %1 = and i64 %0, %.23
  %.26 = icmp ne i64 %1, 0
  %.27 = and i1 %.22, %.26
  %.28 = trunc i64 %.21 to i32
  %.29 = shl i32 %.28, 2
  %.30 = bitcast float %t53 to i32
  %.31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30)
  %.32 = bitcast i32 %.31 to float
  %t55 = select i1 %.27, float %.32, float %t53
  %.46 = zext i1 %t54 to i32
  %.47 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.46)
  %2 = and i32 %.47, 1
  %.48 = icmp ne i32 %2, 0
  %t56 = select i1 %.27, i1 %.48, i1 %t54
  %t57 = icmp slt i32 %.2, 16
  %t58 = and i1 %t57, %t56
  %t59 = select i1 %t54, float %t53, float -0.000000e+00
  %spec.select3 = fadd float %t59, %t55
  %t61 = select i1 %t58, float %spec.select3, float %t53
  %t62 = select i1 %t58, i1 true, i1 %t54
  %.53 = add nuw nsw i64 %.20, 8
  %.54 = icmp ult i32 %.19, 56
  %.56 = and i64 %.53, 63
  %3 = shl nuw i64 1, %.56
  %4 = and i64 %3, %.23
  %.58 = icmp ne i64 %4, 0
  %.59 = and i1 %.54, %.58
  %.60 = trunc i64 %.53 to i32
  %.61 = shl i32 %.60, 2
  %.62 = bitcast float %t61 to i32
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.62)
  %.64 = bitcast i32 %.63 to float
  %t63 = select i1 %.59, float %.64, float %t61
  %.78 = zext i1 %t62 to i32
  %.79 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.78)
  %5 = and i32 %.79, 1
  %.80 = icmp ne i32 %5, 0
  %t64 = select i1 %.59, i1 %.80, i1 %t62
  %t65 = icmp slt i32 %.2, 24
  %t66 = and i1 %t65, %t64
  %t67 = select i1 %t62, float %t61, float -0.000000e+00
  %spec.select4 = fadd float %t63, %t67
  %t69 = select i1 %t66, float %spec.select4, float %t61
  %t70 = select i1 %t66, i1 true, i1 %t62
  %.85 = add nuw nsw i64 %.20, 4
  %.86 = icmp ult i32 %.19, 60
  %.88 = and i64 %.85, 63
  %6 = shl nuw i64 1, %.88
  %7 = and i64 %6, %.23
  %.90 = icmp ne i64 %7, 0
  %.91 = and i1 %.86, %.90
  %.92 = trunc i64 %.85 to i32
  %.93 = shl i32 %.92, 2
  %.94 = bitcast float %t69 to i32
  %.95 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.94)
  %.96 = bitcast i32 %.95 to float
  %t71 = select i1 %.91, float %.96, float %t69
  %.110 = zext i1 %t70 to i32
  %.111 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.110)
  %8 = and i32 %.111, 1
  %.112 = icmp ne i32 %8, 0
  %t72 = select i1 %.91, i1 %.112, i1 %t70
  %t73 = icmp slt i32 %.2, 28
  %t74 = and i1 %t73, %t72
  %t75 = select i1 %t70, float %t69, float -0.000000e+00
  %spec.select5 = fadd float %t71, %t75
  %t77 = select i1 %t74, float %spec.select5, float %t69
  %t78 = select i1 %t74, i1 true, i1 %t70
  %.117 = add nuw nsw i64 %.20, 2
  %.118 = icmp ult i32 %.19, 62
  %.120 = and i64 %.117, 63
  %9 = shl nuw i64 1, %.120
  %10 = and i64 %9, %.23
  %.122 = icmp ne i64 %10, 0
  %.123 = and i1 %.118, %.122
  %.124 = trunc i64 %.117 to i32
  %.125 = shl i32 %.124, 2
  %.126 = bitcast float %t77 to i32
  %.127 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %.126)
  %.128 = bitcast i32 %.127 to float
  %t79 = select i1 %.123, float %.128, float %t77
  %.142 = zext i1 %t78 to i32
  %.143 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.125, i32 %.142)
  %11 = and i32 %.143, 1
  %.144 = icmp ne i32 %11, 0
  %t80 = select i1 %.123, i1 %.144, i1 %t78
  %t81 = icmp slt i32 %.2, 30
  %t82 = and i1 %t81, %t80
  %t83 = select i1 %t78, float %t77, float -0.000000e+00
  %spec.select6 = fadd float %t79, %t83
  %t85 = select i1 %t82, float %spec.select6, float %t77
  %t86 = select i1 %t82, i1 true, i1 %t78
  %.149 = add nuw nsw i64 %.20, 1
  %.150 = icmp ult i32 %.19, 63
  %.152 = and i64 %.149, 63
  %12 = shl nuw i64 1, %.152
  %13 = and i64 %12, %.23
  %.154 = icmp ne i64 %13, 0
  %.155 = and i1 %.150, %.154
  %.156 = trunc i64 %.149 to i32
  %.157 = shl i32 %.156, 2
  %.158 = bitcast float %t85 to i32
  %.159 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.158)
  %.160 = bitcast i32 %.159 to float
  %t87 = select i1 %.155, float %.160, float %t85
  %.174 = zext i1 %t86 to i32
  %.175 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.157, i32 %.174)
  %14 = and i32 %.175, 1
  %.176 = icmp ne i32 %14, 0
  %t88 = select i1 %.155, i1 %.176, i1 %t86
  %t89 = icmp ne i32 %.2, 31
  %t90 = and i1 %t89, %t88
  %t91 = select i1 %t86, float %t85, float -0.000000e+00
  %spec.select7 = fadd float %t87, %t91
  %t93 = select i1 %t90, float %spec.select7, float %t85
  %t94 = select i1 %t90, i1 true, i1 %t86
  br label %b45

b45:                                              ; preds = %b24, %b23
  %t95 = phi float [ %t93, %b24 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b24 ], [ %t54, %b23 ]
  %t97 = icmp eq i32 %.2, 0
  %t101 = select i1 %t96, i1 true, i1 %.1
  %or.cond = select i1 %t97, i1 %t101, i1 false
  br i1 %or.cond, label %b51, label %b52

b51:                                              ; preds = %b45
  %t98 = select i1 %.1, float %a3, float -0.000000e+00
  %spec.select8 = fadd float %t98, %t95
  %t100 = select i1 %t96, float %spec.select8, float %a3
  store float %t100, ptr addrspace(1) %a2, align 4
  br label %b52

b52:                                              ; preds = %b51, %b45
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !invariant.load !0
  %.9 = zext i16 %.8 to i32
  %.10 = add i32 %.5, -1
  %.11 = add i32 %.10, %.9
  %.12 = udiv i32 %.11, %.9
  %t7 = sext i32 %.12 to i64
  %t8 = shl nsw i64 %t5, 8
  %t9 = add nsw i64 %t8, %t3
  %t10 = shl nsw i64 %t7, 8
  %t11 = icmp slt i64 %t9, %a0
  br i1 %t11, label %b1, label %b2

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2
  %t13 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t12
  %.13 = load double, ptr addrspace(1) %t13, align 8, !amdgpu.noclobber !0
  br label %b2

b2:                                               ; preds = %b1, %entry
  %t15 = phi double [ %.13, %b1 ], [ 0.000000e+00, %entry ]
  %t17 = add nsw i64 %t10, %t9
  %t20 = mul i64 %t10, %a2
  %t248 = icmp slt i64 %t17, %a0
  br i1 %t248, label %b4.preheader, label %b5

b4.preheader:                                     ; preds = %b2
  %t18 = mul i64 %t17, %a2
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t18
  br label %b4

b4:                                               ; preds = %b4.preheader, %b4
  %t2311 = phi double [ %t26, %b4 ], [ %t15, %b4.preheader ]
  %t2210 = phi i64 [ %t27, %b4 ], [ %t17, %b4.preheader ]
  %t219 = phi ptr addrspace(1) [ %t28, %b4 ], [ %t19, %b4.preheader ]
  %.14 = load double, ptr addrspace(1) %t219, align 8
  %t26 = fadd double %t2311, %.14
  %t27 = add i64 %t2210, %t10
  %t28 = getelementptr inbounds double, ptr addrspace(1) %t219, i64 %t20
  %t24 = icmp slt i64 %t27, %a0
  br i1 %t24, label %b4, label %b5

b5:                                               ; preds = %b4, %b2
  %t23.lcssa = phi double [ %t15, %b2 ], [ %t26, %b4 ]
  %t29 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.0, i32 %.1
  store double %t23.lcssa, ptr addrspace(3) %t29, align 8
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.1, i32 %.1
  %.15 = zext i1 %t11 to i8
  store i8 %.15, ptr addrspace(3) %t30, align 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i32 %.1, 128
  br i1 %t31, label %b6, label %b11

b6:                                               ; preds = %b5
  %t32 = add nsw i32 %.1, 128
  %t33 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t32
  %.16 = load double, ptr addrspace(3) %t33, align 8
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t32
  %.17 = load i8, ptr addrspace(3) %t35, align 1
  %.18 = icmp ne i8 %.17, 0
  %t37 = select i1 %t11, double %t23.lcssa, double -0.000000e+00
  %spec.select = fadd double %t37, %.16
  %t39 = select i1 %.18, double %spec.select, double %t23.lcssa
  %t40 = select i1 %.18, i1 true, i1 %t11
  store double %t39, ptr addrspace(3) %t29, align 8
  %.19 = zext i1 %t40 to i8
  store i8 %.19, ptr addrspace(3) %t30, align 1
  br label %b11

b11:                                              ; preds = %b6, %b5
  %t41 = phi double [ %t39, %b6 ], [ %t23.lcssa, %b5 ]
  %t42 = phi i1 [ %t40, %b6 ], [ %t11, %b5 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i32 %.1, 64
  br i1 %t43, label %b12, label %b17

b12:                                              ; preds = %b11
  %t44 = add nsw i32 %.1, 64
  %t45 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t44
  %.20 = load double, ptr addrspace(3) %t45, align 8
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t44
  %.21 = load i8, ptr addrspace(3) %t47, align 1
  %.22 = icmp ne i8 %.21, 0
  %t49 = select i1 %t42, double %t41, double -0.000000e+00
  %spec.select1 = fadd double %t49, %.20
  %t51 = select i1 %.22, double %spec.select1, double %t41
  %t52 = select i1 %.22, i1 true, i1 %t42
  store double %t51, ptr addrspace(3) %t29, align 8
  %.23 = zext i1 %t52 to i8
  store i8 %.23, ptr addrspace(3) %t30, align 1
  br label %b17

b17:                                              ; preds = %b12, %b11
  %t53 = phi double [ %t51, %b12 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b12 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t55 = icmp slt i32 %.1, 32
  br i1 %t55, label %b18, label %b23

b18:                                              ; preds = %b17
  %t56 = add nsw i32 %.1, 32
  %t57 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t56
  %.24 = load double, ptr addrspace(3) %t57, align 8
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t56
  %.25 = load i8, ptr addrspace(3) %t59, align 1
  %.26 = icmp ne i8 %.25, 0
  %t61 = select i1 %t54, double %t53, double -0.000000e+00
  %spec.select2 = fadd double %t61, %.24
  %t63 = select i1 %.26, double %spec.select2, double %t53
  %t64 = select i1 %.26, i1 true, i1 %t54
  br label %b23

b23:                                              ; preds = %b18, %b17
  %t65 = phi double [ %t63, %b18 ], [ %t53, %b17 ]
  %t66 = phi i1 [ %t64, %b18 ], [ %t54, %b17 ]
  br i1 %t55, label %b24, label %b45

b24:                                              ; preds = %b23
  %.28 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.29 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.28)
  %.30 = zext i32 %.29 to i64
  %.31 = add nuw nsw i64 %.30, 16
  %.32 = icmp ult i32 %.29, 48
  %.33 = tail call i64 @llvm.read_register.i64(metadata !1) #13
  %.34 = and i64 %.31, 63
  %0 = shl nuw i64 1, %.34
  %1 = and i64 %0, %.33
  %.36 = icmp ne i64 %1, 0
  %.37 = and i1 %.32, %.36
  %.38 = trunc i64 %.31 to i32
  %.39 = shl i32 %.38, 2
  %.40 = bitcast double %t65 to i64
  %.41 = trunc i64 %.40 to i32
  %.42 = lshr i64 %.40, 32
  %.43 = trunc i64 %.42 to i32
  %.44 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.41)
  %.45 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.43)
  %.46 = zext i32 %.44 to i64
  %.47 = zext i32 %.45 to i64
  %.48 = shl nuw i64 %.47, 32
  %.49 = or i64 %.48, %.46
  %.50 = bitcast i64 %.49 to double
  %t67 = select i1 %.37, double %.50, double %t65
  %.64 = zext i1 %t66 to i32
  %.65 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.64)
  %2 = and i32 %.65, 1
  %.66 = icmp ne i32 %2, 0
  %t68 = select i1 %.37, i1 %.66, i1 %t66
  %t69 = icmp slt i32 %.1, 16
  %t70 = and i1 %t69, %t68
  %t71 = select i1 %t66, double %t65, double -0.000000e+00
  %spec.select3 = fadd double %t71, %t67
  %t73 = select i1 %t70, double %spec.select3, double %t65
  %t74 = select i1 %t70, i1 true, i1 %t66
  %.71 = add nuw nsw i64 %.30, 8
  %.72 = icmp ult i32 %.29, 56
  %.74 = and i64 %.71, 63
  %3 = shl nuw i64 1, %.74
  %4 = and i64 %3, %.33
  %.76 = icmp ne i64 %4, 0
  %.77 = and i1 %.72, %.76
  %.78 = trunc i64 %.71 to i32
  %.79 = shl i32 %.78, 2
  %.80 = bitcast double %t73 to i64
  %.81 = trunc i64 %.80 to i32
  %.82 = lshr i64 %.80, 32
  %.83 = trunc i64 %.82 to i32
  %.84 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.81)
  %.85 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.83)
  %.86 = zext i32 %.84 to i64
  %.87 = zext i32 %.85 to i64
  %.88 = shl nuw i64 %.87, 32
  %.89 = or i64 %.88, %.86
  %.90 = bitcast i64 %.89 to double
  %t75 = select i1 %.77, double %.90, double %t73
  %.104 = zext i1 %t74 to i32
  %.105 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.79, i32 %.104)
  %5 = and i32 %.105, 1
  %.106 = icmp ne i32 %5, 0
  %t76 = select i1 %.77, i1 %.106, i1 %t74
  %t77 = icmp slt i32 %.1, 24
  %t78 = and i1 %t77, %t76
  %t79 = select i1 %t74, double %t73, double -0.000000e+00
  %spec.select4 = fadd double %t75, %t79
  %t81 = select i1 %t78, double %spec.select4, double %t73
  %t82 = select i1 %t78, i1 true, i1 %t74
  %.111 = add nuw nsw i64 %.30, 4
  %.112 = icmp ult i32 %.29, 60
  %.114 = and i64 %.111, 63
  %6 = shl nuw i64 1, %.114
  %7 = and i64 %6, %.33
  %.116 = icmp ne i64 %7, 0
  %.117 = and i1 %.112, %.116
  %.118 = trunc i64 %.111 to i32
  %.119 = shl i32 %.118, 2
  %.120 = bitcast double %t81 to i64
  %.121 = trunc i64 %.120 to i32
  %.122 = lshr i64 %.120, 32
  %.123 = trunc i64 %.122 to i32
  %.124 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.119, i32 %.121)
  %.125 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.119, i32 %.123)
  %.126 = zext i32 %.124 to i64
  %.127 = zext i32 %.125 to i64
  %.128 = shl nuw i64 %.127, 32
  %.129 = or i64 %.128, %.126
  %.130 = bitcast i64 %.129 to double
  %t83 = select i1 %.117, double %.130, double %t81
  %.144 = zext i1 %t82 to i32
  %.145 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.119, i32 %.144)
  %8 = and i32 %.145, 1
  %.146 = icmp ne i32 %8, 0
  %t84 = select i1 %.117, i1 %.146, i1 %t82
  %t85 = icmp slt i32 %.1, 28
  %t86 = and i1 %t85, %t84
  %t87 = select i1 %t82, double %t81, double -0.000000e+00
  %spec.select5 = fadd double %t83, %t87
  %t89 = select i1 %t86, double %spec.select5, double %t81
  %t90 = select i1 %t86, i1 true, i1 %t82
  %.151 = add nuw nsw i64 %.30, 2
  %.152 = icmp ult i32 %.29, 62
  %.154 = and i64 %.151, 63
  %9 = shl nuw i64 1, %.154
  %10 = and i64 %9, %.33
  %.156 = icmp ne i64 %10, 0
  %.157 = and i1 %.152, %.156
  %.158 = trunc i64 %.151 to i32
  %.159 = shl i32 %.158, 2
  %.160 = bitcast double %t89 to i64
  %.161 = trunc i64 %.160 to i32
  %.162 = lshr i64 %.160, 32
  %.163 = trunc i64 %.162 to i32
  %.164 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.161)
  %.165 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.163)
  %.166 = zext i32 %.164 to i64
  %.167 = zext i32 %.165 to i64
  %.168 = shl nuw i64 %.167, 32
  %.169 = or i64 %.168, %.166
  %.170 = bitcast i64 %.169 to double
  %t91 = select i1 %.157, double %.170, double %t89
  %.184 = zext i1 %t90 to i32
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.159, i32 %.184)
  %11 = and i32 %.185, 1
  %.186 = icmp ne i32 %11, 0
  %t92 = select i1 %.157, i1 %.186, i1 %t90
  %t93 = icmp slt i32 %.1, 30
  %t94 = and i1 %t93, %t92
  %t95 = select i1 %t90, double %t89, double -0.000000e+00
  %spec.select6 = fadd double %t91, %t95
  %t97 = select i1 %t94, double %spec.select6, double %t89
  %t98 = select i1 %t94, i1 true, i1 %t90
  %.191 = add nuw nsw i64 %.30, 1
  %.192 = icmp ult i32 %.29, 63
  %.194 = and i64 %.191, 63
  %12 = shl nuw i64 1, %.194
  %13 = and i64 %12, %.33
  %.196 = icmp ne i64 %13, 0
  %.197 = and i1 %.192, %.196
  %.198 = trunc i64 %.191 to i32
  %.199 = shl i32 %.198, 2
  %.200 = bitcast double %t97 to i64
  %.201 = trunc i64 %.200 to i32
  %.202 = lshr i64 %.200, 32
  %.203 = trunc i64 %.202 to i32
  %.204 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %.201)
  %.205 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %.203)
  %.206 = zext i32 %.204 to i64
  %.207 = zext i32 %.205 to i64
  %.208 = shl nuw i64 %.207, 32
  %.209 = or i64 %.208, %.206
  %.210 = bitcast i64 %.209 to double
  %t99 = select i1 %.197, double %.210, double %t97
  %.224 = zext i1 %t98 to i32
  %.225 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.199, i32 %.224)
  %14 = and i32 %.225, 1
  %.226 = icmp ne i32 %14, 0
  %t100 = select i1 %.197, i1 %.226, i1 %t98
  %t101 = icmp ne i32 %.1, 31
  %t102 = and i1 %t101, %t100
  %t103 = select i1 %t98, double %t97, double -0.000000e+00
  %spec.select7 = fadd double %t99, %t103
  %t105 = select i1 %t102, double %spec.select7, double %t97
  %t106 = select i1 %t102, i1 true, i1 %t98
  br label %b45

b45:                                              ; preds = %b24, %b23
  %t107 = phi double [ %t105, %b24 ], [ %t65, %b23 ]
  %t108 = phi i1 [ %t106, %b24 ], [ %t66, %b23 ]
  %t109 = icmp eq i32 %.1, 0
  %t110 = and i1 %t109, %t108
  br i1 %t110, label %b46, label %b47

b46:                                              ; preds = %b45
  %t111 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t5
  store double %t107, ptr addrspace(1) %t111, align 8
  br label %b47

b47:                                              ; preds = %b46, %b45
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, double %a3, i8 %a4) local_unnamed_addr #0 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.2 to i64
  %t4 = icmp slt i64 %t3, %a0
  br i1 %t4, label %b1, label %b2

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t3
  %.3 = load double, ptr addrspace(1) %t5, align 8, !amdgpu.noclobber !0
  br label %b2

b2:                                               ; preds = %b1, %entry
  %t7 = phi double [ %.3, %b1 ], [ 0.000000e+00, %entry ]
  %t109 = add nsw i64 %t3, 256
  %t1210 = icmp slt i64 %t109, %a0
  br i1 %t1210, label %b4, label %b5

b4:                                               ; preds = %b2, %b4
  %t1012 = phi i64 [ %t10, %b4 ], [ %t109, %b2 ]
  %t1111 = phi double [ %t15, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t1012
  %.4 = load double, ptr addrspace(1) %t13, align 8, !amdgpu.noclobber !0
  %t15 = fadd double %t1111, %.4
  %t10 = add i64 %t1012, 256
  %t12 = icmp slt i64 %t10, %a0
  br i1 %t12, label %b4, label %b5

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi double [ %t7, %b2 ], [ %t15, %b4 ]
  %t17 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.0, i32 %.2
  store double %t11.lcssa, ptr addrspace(3) %t17, align 8
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.1, i32 %.2
  %.5 = zext i1 %t4 to i8
  store i8 %.5, ptr addrspace(3) %t18, align 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t19 = icmp slt i32 %.2, 128
  br i1 %t19, label %b6, label %b11

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128
  %t21 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t20
  %.6 = load double, ptr addrspace(3) %t21, align 8
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t20
  %.7 = load i8, ptr addrspace(3) %t23, align 1
  %.8 = icmp ne i8 %.7, 0
  %t25 = select i1 %t4, double %t11.lcssa, double -0.000000e+00
  %spec.select = fadd double %t25, %.6
  %t27 = select i1 %.8, double %spec.select, double %t11.lcssa
  %t28 = select i1 %.8, i1 true, i1 %t4
  store double %t27, ptr addrspace(3) %t17, align 8
  %.9 = zext i1 %t28 to i8
  store i8 %.9, ptr addrspace(3) %t18, align 1
  br label %b11

b11:                                              ; preds = %b6, %b5
  %t29 = phi double [ %t27, %b6 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b6 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i32 %.2, 64
  br i1 %t31, label %b12, label %b17

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64
  %t33 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t32
  %.10 = load double, ptr addrspace(3) %t33, align 8
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t32
  %.11 = load i8, ptr addrspace(3) %t35, align 1
  %.12 = icmp ne i8 %.11, 0
  %t37 = select i1 %t30, double %t29, double -0.000000e+00
  %spec.select1 = fadd double %t37, %.10
  %t39 = select i1 %.12, double %spec.select1, double %t29
  %t40 = select i1 %.12, i1 true, i1 %t30
  store double %t39, ptr addrspace(3) %t17, align 8
  %.13 = zext i1 %t40 to i8
  store i8 %.13, ptr addrspace(3) %t18, align 1
  br label %b17

b17:                                              ; preds = %b12, %b11
  %t41 = phi double [ %t39, %b12 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b12 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i32 %.2, 32
  br i1 %t43, label %b18, label %b23

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32
  %t45 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t44
  %.14 = load double, ptr addrspace(3) %t45, align 8
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eSum_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t44
  %.15 = load i8, ptr addrspace(3) %t47, align 1
  %.16 = icmp ne i8 %.15, 0
  %t49 = select i1 %t42, double %t41, double -0.000000e+00
  %spec.select2 = fadd double %t49, %.14
  %t51 = select i1 %.16, double %spec.select2, double %t41
  %t52 = select i1 %.16, i1 true, i1 %t42
  br label %b23

b23:                                              ; preds = %b18, %b17
  %t53 = phi double [ %t51, %b18 ], [ %t41, %b17 ]
  %t54 = phi i1 [ %t52, %b18 ], [ %t42, %b17 ]
  br i1 %t43, label %b24, label %b45

b24:                                              ; preds = %b23
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18)
  %.20 = zext i32 %.19 to i64
  %.21 = add nuw nsw i64 %.20, 16
  %.22 = icmp ult i32 %.19, 48
  %.23 = tail call i64 @llvm.read_register.i64(metadata !1) #13
  %.24 = and i64 %.21, 63
  %0 = shl nuw i64 1, %.24
  %1 = and i64 %0, %.23
  %.26 = icmp ne i64 %1, 0
  %.27 = and i1 %.22, %.26
  %.28 = trunc i64 %.21 to i32
  %.29 = shl i32 %.28, 2
  %.30 = bitcast double %t53 to i64
  %.31 = trunc i64 %.30 to i32
  %.32 = lshr i64 %.30, 32
  %.33 = trunc i64 %.32 to i32
  %.34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.31)
  %.35 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.33)
  %.36 = zext i32 %.34 to i64
  %.37 = zext i32 %.35 to i64
  %.38 = shl nuw i64 %.37, 32
  %.39 = or i64 %.38, %.36
  %.40 = bitcast i64 %.39 to double
  %t55 = select i1 %.27, double %.40, double %t53
  %.54 = zext i1 %t54 to i32
  %.55 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.54)
  %2 = and i32 %.55, 1
  %.56 = icmp ne i32 %2, 0
  %t56 = select i1 %.27, i1 %.56, i1 %t54
  %t57 = icmp slt i32 %.2, 16
  %t58 = and i1 %t57, %t56
  %t59 = select i1 %t54, double %t53, double -0.000000e+00
  %spec.select3 = fadd double %t59, %t55
  %t61 = select i1 %t58, double %spec.select3, double %t53
  %t62 = select i1 %t58, i1 true, i1 %t54
  %.61 = add nuw nsw i64 %.20, 8
  %.62 = icmp ult i32 %.19, 56
  %.64 = and i64 %.61, 63
  %3 = shl nuw i64 1, %.64
  %4 = and i64 %3, %.23
  %.66 = icmp ne i64 %4, 0
  %.67 = and i1 %.62, %.66
  %.68 = trunc i64 %.61 to i32
  %.69 = shl i32 %.68, 2
  %.70 = bitcast double %t61 to i64
  %.71 = trunc i64 %.70 to i32
  %.72 = lshr i64 %.70, 32
  %.73 = trunc i64 %.72 to i32
  %.74 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.71)
  %.75 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.73)
  %.76 = zext i32 %.74 to i64
  %.77 = zext i32 %.75 to i64
  %.78 = shl nuw i64 %.77, 32
  %.79 = or i64 %.78, %.76
  %.80 = bitcast i64 %.79 to double
  %t63 = select i1 %.67, double %.80, double %t61
  %.94 = zext i1 %t62 to i32
  %.95 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.94)
  %5 = and i32 %.95, 1
  %.96 = icmp ne i32 %5, 0
  %t64 = select i1 %.67, i1 %.96, i1 %t62
  %t65 = icmp slt i32 %.2, 24
  %t66 = and i1 %t65, %t64
  %t67 = select i1 %t62, double %t61, double -0.000000e+00
  %spec.select4 = fadd double %t63, %t67
  %t69 = select i1 %t66, double %spec.select4, double %t61
  %t70 = select i1 %t66, i1 true, i1 %t62
  %.101 = add nuw nsw i64 %.20, 4
  %.102 = icmp ult i32 %.19, 60
  %.104 = and i64 %.101, 63
  %6 = shl nuw i64 1, %.104
  %7 = and i64 %6, %.23
  %.106 = icmp ne i64 %7, 0
  %.107 = and i1 %.102, %.106
  %.108 = trunc i64 %.101 to i32
  %.109 = shl i32 %.108, 2
  %.110 = bitcast double %t69 to i64
  %.111 = trunc i64 %.110 to i32
  %.112 = lshr i64 %.110, 32
  %.113 = trunc i64 %.112 to i32
  %.114 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.111)
  %.115 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.113)
  %.116 = zext i32 %.114 to i64
  %.117 = zext i32 %.115 to i64
  %.118 = shl nuw i64 %.117, 32
  %.119 = or i64 %.118, %.116
  %.120 = bitcast i64 %.119 to double
  %t71 = select i1 %.107, double %.120, double %t69
  %.134 = zext i1 %t70 to i32
  %.135 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.134)
  %8 = and i32 %.135, 1
  %.136 = icmp ne i32 %8, 0
  %t72 = select i1 %.107, i1 %.136, i1 %t70
  %t73 = icmp slt i32 %.2, 28
  %t74 = and i1 %t73, %t72
  %t75 = select i1 %t70, double %t69, double -0.000000e+00
  %spec.select5 = fadd double %t71, %t75
  %t77 = select i1 %t74, double %spec.select5, double %t69
  %t78 = select i1 %t74, i1 true, i1 %t70
  %.141 = add nuw nsw i64 %.20, 2
  %.142 = icmp ult i32 %.19, 62
  %.144 = and i64 %.141, 63
  %9 = shl nuw i64 1, %.144
  %10 = and i64 %9, %.23
  %.146 = icmp ne i64 %10, 0
  %.147 = and i1 %.142, %.146
  %.148 = trunc i64 %.141 to i32
  %.149 = shl i32 %.148, 2
  %.150 = bitcast double %t77 to i64
  %.151 = trunc i64 %.150 to i32
  %.152 = lshr i64 %.150, 32
  %.153 = trunc i64 %.152 to i32
  %.154 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.149, i32 %.151)
  %.155 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.149, i32 %.153)
  %.156 = zext i32 %.154 to i64
  %.157 = zext i32 %.155 to i64
  %.158 = shl nuw i64 %.157, 32
  %.159 = or i64 %.158, %.156
  %.160 = bitcast i64 %.159 to double
  %t79 = select i1 %.147, double %.160, double %t77
  %.174 = zext i1 %t78 to i32
  %.175 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.149, i32 %.174)
  %11 = and i32 %.175, 1
  %.176 = icmp ne i32 %11, 0
  %t80 = select i1 %.147, i1 %.176, i1 %t78
  %t81 = icmp slt i32 %.2, 30
  %t82 = and i1 %t81, %t80
  %t83 = select i1 %t78, double %t77, double -0.000000e+00
  %spec.select6 = fadd double %t79, %t83
  %t85 = select i1 %t82, double %spec.select6, double %t77
  %t86 = select i1 %t82, i1 true, i1 %t78
  %.181 = add nuw nsw i64 %.20, 1
  %.182 = icmp ult i32 %.19, 63
  %.184 = and i64 %.181, 63
  %12 = shl nuw i64 1, %.184
  %13 = and i64 %12, %.23
  %.186 = icmp ne i64 %13, 0
  %.187 = and i1 %.182, %.186
  %.188 = trunc i64 %.181 to i32
  %.189 = shl i32 %.188, 2
  %.190 = bitcast double %t85 to i64
  %.191 = trunc i64 %.190 to i32
  %.192 = lshr i64 %.190, 32
  %.193 = trunc i64 %.192 to i32
  %.194 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.191)
  %.195 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.193)
  %.196 = zext i32 %.194 to i64
  %.197 = zext i32 %.195 to i64
  %.198 = shl nuw i64 %.197, 32
  %.199 = or i64 %.198, %.196
  %.200 = bitcast i64 %.199 to double
  %t87 = select i1 %.187, double %.200, double %t85
  %.214 = zext i1 %t86 to i32
  %.215 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.189, i32 %.214)
  %14 = and i32 %.215, 1
  %.216 = icmp ne i32 %14, 0
  %t88 = select i1 %.187, i1 %.216, i1 %t86
  %t89 = icmp ne i32 %.2, 31
  %t90 = and i1 %t89, %t88
  %t91 = select i1 %t86, double %t85, double -0.000000e+00
  %spec.select7 = fadd double %t87, %t91
  %t93 = select i1 %t90, double %spec.select7, double %t85
  %t94 = select i1 %t90, i1 true, i1 %t86
  br label %b45

b45:                                              ; preds = %b24, %b23
  %t95 = phi double [ %t93, %b24 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b24 ], [ %t54, %b23 ]
  %t97 = icmp eq i32 %.2, 0
  %t101 = select i1 %t96, i1 true, i1 %.1
  %or.cond = select i1 %t97, i1 %t101, i1 false
  br i1 %or.cond, label %b51, label %b52

b51:                                              ; preds = %b45
  %t98 = select i1 %.1, double %a3, double -0.000000e+00
  %spec.select8 = fadd double %t98, %t95
  %t100 = select i1 %t96, double %spec.select8, double %a3
  store double %t100, ptr addrspace(1) %a2, align 8
  br label %b52

b52:                                              ; preds = %b51, %b45
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !invariant.load !0
  %.9 = zext i16 %.8 to i32
  %.10 = add i32 %.5, -1
  %.11 = add i32 %.10, %.9
  %.12 = udiv i32 %.11, %.9
  %t7 = sext i32 %.12 to i64
  %t8 = shl nsw i64 %t5, 8
  %t9 = add nsw i64 %t8, %t3
  %t10 = shl nsw i64 %t7, 8
  %t11 = icmp slt i64 %t9, %a0
  br i1 %t11, label %b1, label %b2

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t12
  %.13 = load i64, ptr addrspace(1) %t13, align 8, !amdgpu.noclobber !0
  br label %b2

b2:                                               ; preds = %b1, %entry
  %t15 = phi i64 [ %.13, %b1 ], [ 0, %entry ]
  %t17 = add nsw i64 %t10, %t9
  %t20 = mul i64 %t10, %a2
  %t248 = icmp slt i64 %t17, %a0
  br i1 %t248, label %b4.preheader, label %b5

b4.preheader:                                     ; preds = %b2
  %t18 = mul i64 %t17, %a2
  %t19 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t18
  br label %b4

b4:                                               ; preds = %b4.preheader, %b4
  %t2311 = phi i64 [ %t26, %b4 ], [ %t15, %b4.preheader ]
  %t2210 = phi i64 [ %t27, %b4 ], [ %t17, %b4.preheader ]
  %t219 = phi ptr addrspace(1) [ %t28, %b4 ], [ %t19, %b4.preheader ]
  %.14 = load i64, ptr addrspace(1) %t219, align 8
  %t26 = tail call i64 @llvm.smax.i64(i64 %t2311, i64 %.14)
  %t27 = add i64 %t2210, %t10
  %t28 = getelementptr inbounds i64, ptr addrspace(1) %t219, i64 %t20
  %t24 = icmp slt i64 %t27, %a0
  br i1 %t24, label %b4, label %b5

b5:                                               ; preds = %b4, %b2
  %t23.lcssa = phi i64 [ %t15, %b2 ], [ %t26, %b4 ]
  %t29 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.0, i32 %.1
  store i64 %t23.lcssa, ptr addrspace(3) %t29, align 8
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.1, i32 %.1
  %.15 = zext i1 %t11 to i8
  store i8 %.15, ptr addrspace(3) %t30, align 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i32 %.1, 128
  br i1 %t31, label %b6, label %b11

b6:                                               ; preds = %b5
  %t32 = add nsw i32 %.1, 128
  %t33 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.0, i32 %t32
  %.16 = load i64, ptr addrspace(3) %t33, align 8
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.1, i32 %t32
  %.17 = load i8, ptr addrspace(3) %t35, align 1
  %.18 = icmp ne i8 %.17, 0
  %t37 = tail call i64 @llvm.smax.i64(i64 %t23.lcssa, i64 %.16)
  %spec.select = select i1 %t11, i64 %t37, i64 %.16
  %t39 = select i1 %.18, i64 %spec.select, i64 %t23.lcssa
  %t40 = select i1 %.18, i1 true, i1 %t11
  store i64 %t39, ptr addrspace(3) %t29, align 8
  %.19 = zext i1 %t40 to i8
  store i8 %.19, ptr addrspace(3) %t30, align 1
  br label %b11

b11:                                              ; preds = %b6, %b5
  %t41 = phi i64 [ %t39, %b6 ], [ %t23.lcssa, %b5 ]
  %t42 = phi i1 [ %t40, %b6 ], [ %t11, %b5 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i32 %.1, 64
  br i1 %t43, label %b12, label %b17

b12:                                              ; preds = %b11
  %t44 = add nsw i32 %.1, 64
  %t45 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.0, i32 %t44
  %.20 = load i64, ptr addrspace(3) %t45, align 8
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.1, i32 %t44
  %.21 = load i8, ptr addrspace(3) %t47, align 1
  %.22 = icmp ne i8 %.21, 0
  %t49 = tail call i64 @llvm.smax.i64(i64 %t41, i64 %.20)
  %spec.select1 = select i1 %t42, i64 %t49, i64 %.20
  %t51 = select i1 %.22, i64 %spec.select1, i64 %t41
  %t52 = select i1 %.22, i1 true, i1 %t42
  store i64 %t51, ptr addrspace(3) %t29, align 8
  %.23 = zext i1 %t52 to i8
  store i8 %.23, ptr addrspace(3) %t30, align 1
  br label %b17

b17:                                              ; preds = %b12, %b11
  %t53 = phi i64 [ %t51, %b12 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b12 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t55 = icmp slt i32 %.1, 32
  br i1 %t55, label %b18, label %b23

b18:                                              ; preds = %b17
  %t56 = add nsw i32 %.1, 32
  %t57 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.0, i32 %t56
  %.24 = load i64, ptr addrspace(3) %t57, align 8
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage1.shared.1, i32 %t56
  %.25 = load i8, ptr addrspace(3) %t59, align 1
  %.26 = icmp ne i8 %.25, 0
  %t61 = tail call i64 @llvm.smax.i64(i64 %t53, i64 %.24)
  %spec.select2 = select i1 %t54, i64 %t61, i64 %.24
  %t63 = select i1 %.26, i64 %spec.select2, i64 %t53
  %t64 = select i1 %.26, i1 true, i1 %t54
  br label %b23

b23:                                              ; preds = %b18, %b17
  %t65 = phi i64 [ %t63, %b18 ], [ %t53, %b17 ]
  %t66 = phi i1 [ %t64, %b18 ], [ %t54, %b17 ]
  br i1 %t55, label %b24, label %b45

b24:                                              ; preds = %b23
  %.28 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.29 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.28)
  %.30 = zext i32 %.29 to i64
  %.31 = add nuw nsw i64 %.30, 16
  %.32 = icmp ult i32 %.29, 48
  %.33 = tail call i64 @llvm.read_register.i64(metadata !1) #13
  %.34 = and i64 %.31, 63
  %0 = shl nuw i64 1, %.34
  %1 = and i64 %0, %.33
  %.36 = icmp ne i64 %1, 0
  %.37 = and i1 %.32, %.36
  %.38 = trunc i64 %.31 to i32
  %.39 = shl i32 %.38, 2
  %.40 = trunc i64 %t65 to i32
  %.41 = lshr i64 %t65, 32
  %.42 = trunc i64 %.41 to i32
  %.43 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.40)
  %.44 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.42)
  %.45 = zext i32 %.43 to i64
  %.46 = zext i32 %.44 to i64
  %.47 = shl nuw i64 %.46, 32
  %.48 = or i64 %.47, %.45
  %t67 = select i1 %.37, i64 %.48, i64 %t65
  %.62 = zext i1 %t66 to i32
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.39, i32 %.62)
  %2 = and i32 %.63, 1
  %.64 = icmp ne i32 %2, 0
  %t68 = select i1 %.37, i1 %.64, i1 %t66
  %t69 = icmp slt i32 %.1, 16
  %t70 = and i1 %t69, %t68
  %t71 = tail call i64 @llvm.smax.i64(i64 %t65, i64 %t67)
  %spec.select3 = select i1 %t66, i64 %t71, i64 %t67
  %t73 = select i1 %t70, i64 %spec.select3, i64 %t65
  %t74 = select i1 %t70, i1 true, i1 %t66
  %.69 = add nuw nsw i64 %.30, 8
  %.70 = icmp ult i32 %.29, 56
  %.72 = and i64 %.69, 63
  %3 = shl nuw i64 1, %.72
  %4 = and i64 %3, %.33
  %.74 = icmp ne i64 %4, 0
  %.75 = and i1 %.70, %.74
  %.76 = trunc i64 %.69 to i32
  %.77 = shl i32 %.76, 2
  %.78 = trunc i64 %t73 to i32
  %.79 = lshr i64 %t73, 32
  %.80 = trunc i64 %.79 to i32
  %.81 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.78)
  %.82 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.80)
  %.83 = zext i32 %.81 to i64
  %.84 = zext i32 %.82 to i64
  %.85 = shl nuw i64 %.84, 32
  %.86 = or i64 %.85, %.83
  %t75 = select i1 %.75, i64 %.86, i64 %t73
  %.100 = zext i1 %t74 to i32
  %.101 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.100)
  %5 = and i32 %.101, 1
  %.102 = icmp ne i32 %5, 0
  %t76 = select i1 %.75, i1 %.102, i1 %t74
  %t77 = icmp slt i32 %.1, 24
  %t78 = and i1 %t77, %t76
  %t79 = tail call i64 @llvm.smax.i64(i64 %t73, i64 %t75)
  %spec.select4 = select i1 %t74, i64 %t79, i64 %t75
  %t81 = select i1 %t78, i64 %spec.select4, i64 %t73
  %t82 = select i1 %t78, i1 true, i1 %t74
  %.107 = add nuw nsw i64 %.30, 4
  %.108 = icmp ult i32 %.29, 60
  %.110 = and i64 %.107, 63
  %6 = shl nuw i64 1, %.110
  %7 = and i64 %6, %.33
  %.112 = icmp ne i64 %7, 0
  %.113 = and i1 %.108, %.112
  %.114 = trunc i64 %.107 to i32
  %.115 = shl i32 %.114, 2
  %.116 = trunc i64 %t81 to i32
  %.117 = lshr i64 %t81, 32
  %.118 = trunc i64 %.117 to i32
  %.119 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.116)
  %.120 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.118)
  %.121 = zext i32 %.119 to i64
  %.122 = zext i32 %.120 to i64
  %.123 = shl nuw i64 %.122, 32
  %.124 = or i64 %.123, %.121
  %t83 = select i1 %.113, i64 %.124, i64 %t81
  %.138 = zext i1 %t82 to i32
  %.139 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.115, i32 %.138)
  %8 = and i32 %.139, 1
  %.140 = icmp ne i32 %8, 0
  %t84 = select i1 %.113, i1 %.140, i1 %t82
  %t85 = icmp slt i32 %.1, 28
  %t86 = and i1 %t85, %t84
  %t87 = tail call i64 @llvm.smax.i64(i64 %t81, i64 %t83)
  %spec.select5 = select i1 %t82, i64 %t87, i64 %t83
  %t89 = select i1 %t86, i64 %spec.select5, i64 %t81
  %t90 = select i1 %t86, i1 true, i1 %t82
  %.145 = add nuw nsw i64 %.30, 2
  %.146 = icmp ult i32 %.29, 62
  %.148 = and i64 %.145, 63
  %9 = shl nuw i64 1, %.148
  %10 = and i64 %9, %.33
  %.150 = icmp ne i64 %10, 0
  %.151 = and i1 %.146, %.150
  %.152 = trunc i64 %.145 to i32
  %.153 = shl i32 %.152, 2
  %.154 = trunc i64 %t89 to i32
  %.155 = lshr i64 %t89, 32
  %.156 = trunc i64 %.155 to i32
  %.157 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.154)
  %.158 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.156)
  %.159 = zext i32 %.157 to i64
  %.160 = zext i32 %.158 to i64
  %.161 = shl nuw i64 %.160, 32
  %.162 = or i64 %.161, %.159
  %t91 = select i1 %.151, i64 %.162, i64 %t89
  %.176 = zext i1 %t90 to i32
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.153, i32 %.176)
  %11 = and i32 %.177, 1
  %.178 = icmp ne i32 %11, 0
  %t92 = select i1 %.151, i1 %.178, i1 %t90
  %t93 = icmp slt i32 %.1, 30
  %t94 = and i1 %t93, %t92
  %t95 = tail call i64 @llvm.smax.i64(i64 %t89, i64 %t91)
  %spec.select6 = select i1 %t90, i64 %t95, i64 %t91
  %t97 = select i1 %t94, i64 %spec.select6, i64 %t89
  %t98 = select i1 %t94, i1 true, i1 %t90
  %.183 = add nuw nsw i64 %.30, 1
  %.184 = icmp ult i32 %.29, 63
  %.186 = and i64 %.183, 63
  %12 = shl nuw i64 1, %.186
  %13 = and i64 %12, %.33
  %.188 = icmp ne i64 %13, 0
  %.189 = and i1 %.184, %.188
  %.190 = trunc i64 %.183 to i32
  %.191 = shl i32 %.190, 2
  %.192 = trunc i64 %t97 to i32
  %.193 = lshr i64 %t97, 32
  %.194 = trunc i64 %.193 to i32
  %.195 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.192)
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.194)
  %.197 = zext i32 %.195 to i64
  %.198 = zext i32 %.196 to i64
  %.199 = shl nuw i64 %.198, 32
  %.200 = or i64 %.199, %.197
  %t99 = select i1 %.189, i64 %.200, i64 %t97
  %.214 = zext i1 %t98 to i32
  %.215 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.214)
  %14 = and i32 %.215, 1
  %.216 = icmp ne i32 %14, 0
  %t100 = select i1 %.189, i1 %.216, i1 %t98
  %t101 = icmp ne i32 %.1, 31
  %t102 = and i1 %t101, %t100
  %t103 = tail call i64 @llvm.smax.i64(i64 %t97, i64 %t99)
  %spec.select7 = select i1 %t98, i64 %t103, i64 %t99
  %t105 = select i1 %t102, i64 %spec.select7, i64 %t97
  %t106 = select i1 %t102, i1 true, i1 %t98
  br label %b45

b45:                                              ; preds = %b24, %b23
  %t107 = phi i64 [ %t105, %b24 ], [ %t65, %b23 ]
  %t108 = phi i1 [ %t106, %b24 ], [ %t66, %b23 ]
  %t109 = icmp eq i32 %.1, 0
  %t110 = and i1 %t109, %t108
  br i1 %t110, label %b46, label %b47

b46:                                              ; preds = %b45
  %t111 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t5
  store i64 %t107, ptr addrspace(1) %t111, align 8
  br label %b47

b47:                                              ; preds = %b46, %b45
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i64 %a3, i8 %a4) local_unnamed_addr #0 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.2 to i64
  %t4 = icmp slt i64 %t3, %a0
  br i1 %t4, label %b1, label %b2

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t3
  %.3 = load i64, ptr addrspace(1) %t5, align 8, !amdgpu.noclobber !0
  br label %b2

b2:                                               ; preds = %b1, %entry
  %t7 = phi i64 [ %.3, %b1 ], [ 0, %entry ]
  %t109 = add nsw i64 %t3, 256
  %t1210 = icmp slt i64 %t109, %a0
  br i1 %t1210, label %b4, label %b5

b4:                                               ; preds = %b2, %b4
  %t1012 = phi i64 [ %t10, %b4 ], [ %t109, %b2 ]
  %t1111 = phi i64 [ %t15, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t1012
  %.4 = load i64, ptr addrspace(1) %t13, align 8, !amdgpu.noclobber !0
  %t15 = tail call i64 @llvm.smax.i64(i64 %t1111, i64 %.4)
  %t10 = add i64 %t1012, 256
  %t12 = icmp slt i64 %t10, %a0
  br i1 %t12, label %b4, label %b5

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi i64 [ %t7, %b2 ], [ %t15, %b4 ]
  %t17 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.0, i32 %.2
  store i64 %t11.lcssa, ptr addrspace(3) %t17, align 8
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.1, i32 %.2
  %.5 = zext i1 %t4 to i8
  store i8 %.5, ptr addrspace(3) %t18, align 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t19 = icmp slt i32 %.2, 128
  br i1 %t19, label %b6, label %b11

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128
  %t21 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.0, i32 %t20
  %.6 = load i64, ptr addrspace(3) %t21, align 8
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.1, i32 %t20
  %.7 = load i8, ptr addrspace(3) %t23, align 1
  %.8 = icmp ne i8 %.7, 0
  %t25 = tail call i64 @llvm.smax.i64(i64 %t11.lcssa, i64 %.6)
  %spec.select = select i1 %t4, i64 %t25, i64 %.6
  %t27 = select i1 %.8, i64 %spec.select, i64 %t11.lcssa
  %t28 = select i1 %.8, i1 true, i1 %t4
  store i64 %t27, ptr addrspace(3) %t17, align 8
  %.9 = zext i1 %t28 to i8
  store i8 %.9, ptr addrspace(3) %t18, align 1
  br label %b11

b11:                                              ; preds = %b6, %b5
  %t29 = phi i64 [ %t27, %b6 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b6 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i32 %.2, 64
  br i1 %t31, label %b12, label %b17

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64
  %t33 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.0, i32 %t32
  %.10 = load i64, ptr addrspace(3) %t33, align 8
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.1, i32 %t32
  %.11 = load i8, ptr addrspace(3) %t35, align 1
  %.12 = icmp ne i8 %.11, 0
  %t37 = tail call i64 @llvm.smax.i64(i64 %t29, i64 %.10)
  %spec.select1 = select i1 %t30, i64 %t37, i64 %.10
  %t39 = select i1 %.12, i64 %spec.select1, i64 %t29
  %t40 = select i1 %.12, i1 true, i1 %t30
  store i64 %t39, ptr addrspace(3) %t17, align 8
  %.13 = zext i1 %t40 to i8
  store i8 %.13, ptr addrspace(3) %t18, align 1
  br label %b17

b17:                                              ; preds = %b12, %b11
  %t41 = phi i64 [ %t39, %b12 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b12 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i32 %.2, 32
  br i1 %t43, label %b18, label %b23

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32
  %t45 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.0, i32 %t44
  %.14 = load i64, ptr addrspace(3) %t45, align 8
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bint64_5d_5f_5fstage2.shared.1, i32 %t44
  %.15 = load i8, ptr addrspace(3) %t47, align 1
  %.16 = icmp ne i8 %.15, 0
  %t49 = tail call i64 @llvm.smax.i64(i64 %t41, i64 %.14)
  %spec.select2 = select i1 %t42, i64 %t49, i64 %.14
  %t51 = select i1 %.16, i64 %spec.select2, i64 %t41
  %t52 = select i1 %.16, i1 true, i1 %t42
  br label %b23

b23:                                              ; preds = %b18, %b17
  %t53 = phi i64 [ %t51, %b18 ], [ %t41, %b17 ]
  %t54 = phi i1 [ %t52, %b18 ], [ %t42, %b17 ]
  br i1 %t43, label %b24, label %b45

b24:                                              ; preds = %b23
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18)
  %.20 = zext i32 %.19 to i64
  %.21 = add nuw nsw i64 %.20, 16
  %.22 = icmp ult i32 %.19, 48
  %.23 = tail call i64 @llvm.read_register.i64(metadata !1) #13
  %.24 = and i64 %.21, 63
  %0 = shl nuw i64 1, %.24
  %1 = and i64 %0, %.23
  %.26 = icmp ne i64 %1, 0
  %.27 = and i1 %.22, %.26
  %.28 = trunc i64 %.21 to i32
  %.29 = shl i32 %.28, 2
  %.30 = trunc i64 %t53 to i32
  %.31 = lshr i64 %t53, 32
  %.32 = trunc i64 %.31 to i32
  %.33 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30)
  %.34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.32)
  %.35 = zext i32 %.33 to i64
  %.36 = zext i32 %.34 to i64
  %.37 = shl nuw i64 %.36, 32
  %.38 = or i64 %.37, %.35
  %t55 = select i1 %.27, i64 %.38, i64 %t53
  %.52 = zext i1 %t54 to i32
  %.53 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.52)
  %2 = and i32 %.53, 1
  %.54 = icmp ne i32 %2, 0
  %t56 = select i1 %.27, i1 %.54, i1 %t54
  %t57 = icmp slt i32 %.2, 16
  %t58 = and i1 %t57, %t56
  %t59 = tail call i64 @llvm.smax.i64(i64 %t53, i64 %t55)
  %spec.select3 = select i1 %t54, i64 %t59, i64 %t55
  %t61 = select i1 %t58, i64 %spec.select3, i64 %t53
  %t62 = select i1 %t58, i1 true, i1 %t54
  %.59 = add nuw nsw i64 %.20, 8
  %.60 = icmp ult i32 %.19, 56
  %.62 = and i64 %.59, 63
  %3 = shl nuw i64 1, %.62
  %4 = and i64 %3, %.23
  %.64 = icmp ne i64 %4, 0
  %.65 = and i1 %.60, %.64
  %.66 = trunc i64 %.59 to i32
  %.67 = shl i32 %.66, 2
  %.68 = trunc i64 %t61 to i32
  %.69 = lshr i64 %t61, 32
  %.70 = trunc i64 %.69 to i32
  %.71 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.68)
  %.72 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.70)
  %.73 = zext i32 %.71 to i64
  %.74 = zext i32 %.72 to i64
  %.75 = shl nuw i64 %.74, 32
  %.76 = or i64 %.75, %.73
  %t63 = select i1 %.65, i64 %.76, i64 %t61
  %.90 = zext i1 %t62 to i32
  %.91 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.90)
  %5 = and i32 %.91, 1
  %.92 = icmp ne i32 %5, 0
  %t64 = select i1 %.65, i1 %.92, i1 %t62
  %t65 = icmp slt i32 %.2, 24
  %t66 = and i1 %t65, %t64
  %t67 = tail call i64 @llvm.smax.i64(i64 %t61, i64 %t63)
  %spec.select4 = select i1 %t62, i64 %t67, i64 %t63
  %t69 = select i1 %t66, i64 %spec.select4, i64 %t61
  %t70 = select i1 %t66, i1 true, i1 %t62
  %.97 = add nuw nsw i64 %.20, 4
  %.98 = icmp ult i32 %.19, 60
  %.100 = and i64 %.97, 63
  %6 = shl nuw i64 1, %.100
  %7 = and i64 %6, %.23
  %.102 = icmp ne i64 %7, 0
  %.103 = and i1 %.98, %.102
  %.104 = trunc i64 %.97 to i32
  %.105 = shl i32 %.104, 2
  %.106 = trunc i64 %t69 to i32
  %.107 = lshr i64 %t69, 32
  %.108 = trunc i64 %.107 to i32
  %.109 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.106)
  %.110 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.108)
  %.111 = zext i32 %.109 to i64
  %.112 = zext i32 %.110 to i64
  %.113 = shl nuw i64 %.112, 32
  %.114 = or i64 %.113, %.111
  %t71 = select i1 %.103, i64 %.114, i64 %t69
  %.128 = zext i1 %t70 to i32
  %.129 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.105, i32 %.128)
  %8 = and i32 %.129, 1
  %.130 = icmp ne i32 %8, 0
  %t72 = select i1 %.103, i1 %.130, i1 %t70
  %t73 = icmp slt i32 %.2, 28
  %t74 = and i1 %t73, %t72
  %t75 = tail call i64 @llvm.smax.i64(i64 %t69, i64 %t71)
  %spec.select5 = select i1 %t70, i64 %t75, i64 %t71
  %t77 = select i1 %t74, i64 %spec.select5, i64 %t69
  %t78 = select i1 %t74, i1 true, i1 %t70
  %.135 = add nuw nsw i64 %.20, 2
  %.136 = icmp ult i32 %.19, 62
  %.138 = and i64 %.135, 63
  %9 = shl nuw i64 1, %.138
  %10 = and i64 %9, %.23
  %.140 = icmp ne i64 %10, 0
  %.141 = and i1 %.136, %.140
  %.142 = trunc i64 %.135 to i32
  %.143 = shl i32 %.142, 2
  %.144 = trunc i64 %t77 to i32
  %.145 = lshr i64 %t77, 32
  %.146 = trunc i64 %.145 to i32
  %.147 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.144)
  %.148 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.146)
  %.149 = zext i32 %.147 to i64
  %.150 = zext i32 %.148 to i64
  %.151 = shl nuw i64 %.150, 32
  %.152 = or i64 %.151, %.149
  %t79 = select i1 %.141, i64 %.152, i64 %t77
  %.166 = zext i1 %t78 to i32
  %.167 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.166)
  %11 = and i32 %.167, 1
  %.168 = icmp ne i32 %11, 0
  %t80 = select i1 %.141, i1 %.168, i1 %t78
  %t81 = icmp slt i32 %.2, 30
  %t82 = and i1 %t81, %t80
  %t83 = tail call i64 @llvm.smax.i64(i64 %t77, i64 %t79)
  %spec.select6 = select i1 %t78, i64 %t83, i64 %t79
  %t85 = select i1 %t82, i64 %spec.select6, i64 %t77
  %t86 = select i1 %t82, i1 true, i1 %t78
  %.173 = add nuw nsw i64 %.20, 1
  %.174 = icmp ult i32 %.19, 63
  %.176 = and i64 %.173, 63
  %12 = shl nuw i64 1, %.176
  %13 = and i64 %12, %.23
  %.178 = icmp ne i64 %13, 0
  %.179 = and i1 %.174, %.178
  %.180 = trunc i64 %.173 to i32
  %.181 = shl i32 %.180, 2
  %.182 = trunc i64 %t85 to i32
  %.183 = lshr i64 %t85, 32
  %.184 = trunc i64 %.183 to i32
  %.185 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.182)
  %.186 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.184)
  %.187 = zext i32 %.185 to i64
  %.188 = zext i32 %.186 to i64
  %.189 = shl nuw i64 %.188, 32
  %.190 = or i64 %.189, %.187
  %t87 = select i1 %.179, i64 %.190, i64 %t85
  %.204 = zext i1 %t86 to i32
  %.205 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.204)
  %14 = and i32 %.205, 1
  %.206 = icmp ne i32 %14, 0
  %t88 = select i1 %.179, i1 %.206, i1 %t86
  %t89 = icmp ne i32 %.2, 31
  %t90 = and i1 %t89, %t88
  %t91 = tail call i64 @llvm.smax.i64(i64 %t85, i64 %t87)
  %spec.select7 = select i1 %t86, i64 %t91, i64 %t87
  %t93 = select i1 %t90, i64 %spec.select7, i64 %t85
  %t94 = select i1 %t90, i1 true, i1 %t86
  br label %b45

b45:                                              ; preds = %b24, %b23
  %t95 = phi i64 [ %t93, %b24 ], [ %t53, %b23 ]
  %t96 = phi i1 [ %t94, %b24 ], [ %t54, %b23 ]
  %t97 = icmp eq i32 %.2, 0
  %t101 = select i1 %t96, i1 true, i1 %.1
  %or.cond = select i1 %t97, i1 %t101, i1 false
  br i1 %or.cond, label %b51, label %b52

b51:                                              ; preds = %b45
  %t98 = tail call i64 @llvm.smax.i64(i64 %a3, i64 %t95)
  %spec.select8 = select i1 %.1, i64 %t98, i64 %t95
  %t100 = select i1 %t96, i64 %spec.select8, i64 %a3
  store i64 %t100, ptr addrspace(1) %a2, align 8
  br label %b52

b52:                                              ; preds = %b51, %b45
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !invariant.load !0
  %.9 = zext i16 %.8 to i32
  %.10 = add i32 %.5, -1
  %.11 = add i32 %.10, %.9
  %.12 = udiv i32 %.11, %.9
  %t7 = sext i32 %.12 to i64
  %t8 = shl nsw i64 %t5, 8
  %t9 = add nsw i64 %t8, %t3
  %t10 = shl nsw i64 %t7, 8
  %t11 = icmp slt i64 %t9, %a0
  br i1 %t11, label %b1, label %b2

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t12
  %.13 = load float, ptr addrspace(1) %t13, align 4, !amdgpu.noclobber !0
  br label %b2

b2:                                               ; preds = %b1, %entry
  %t15 = phi float [ %.13, %b1 ], [ 0.000000e+00, %entry ]
  %t17 = add nsw i64 %t10, %t9
  %t20 = mul i64 %t10, %a2
  %t2411 = icmp slt i64 %t17, %a0
  br i1 %t2411, label %b4.preheader, label %b5

b4.preheader:                                     ; preds = %b2
  %t18 = mul i64 %t17, %a2
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t18
  br label %b4

b4:                                               ; preds = %b4.preheader, %b4
  %t2314 = phi float [ %.26, %b4 ], [ %t15, %b4.preheader ]
  %t2213 = phi i64 [ %t27, %b4 ], [ %t17, %b4.preheader ]
  %t2112 = phi ptr addrspace(1) [ %t28, %b4 ], [ %t19, %b4.preheader ]
  %.14 = load float, ptr addrspace(1) %t2112, align 4
  %.15 = fcmp ogt float %t2314, %.14
  %.16 = select i1 %.15, float %t2314, float %.14
  %.17 = fcmp oeq float %t2314, %.14
  %.18 = bitcast float %t2314 to i32
  %.19 = bitcast float %.14 to i32
  %.20 = and i32 %.19, %.18
  %.21 = bitcast i32 %.20 to float
  %.22 = select i1 %.17, float %.21, float %.16
  %.23 = fcmp uno float %t2314, 0.000000e+00
  %.24 = select i1 %.23, float %t2314, float %.22
  %.25 = fcmp uno float %.14, 0.000000e+00
  %.26 = select i1 %.25, float %.14, float %.24
  %t27 = add i64 %t2213, %t10
  %t28 = getelementptr inbounds float, ptr addrspace(1) %t2112, i64 %t20
  %t24 = icmp slt i64 %t27, %a0
  br i1 %t24, label %b4, label %b5

b5:                                               ; preds = %b4, %b2
  %t23.lcssa = phi float [ %t15, %b2 ], [ %.26, %b4 ]
  %t29 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.0, i32 %.1
  store float %t23.lcssa, ptr addrspace(3) %t29, align 4
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.1, i32 %.1
  %.27 = zext i1 %t11 to i8
  store i8 %.27, ptr addrspace(3) %t30, align 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i32 %.1, 128
  br i1 %t31, label %b6, label %b11

b6:                                               ; preds = %b5
  %t32 = add nsw i32 %.1, 128
  %t33 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t32
  %.28 = load float, ptr addrspace(3) %t33, align 4
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t32
  %.29 = load i8, ptr addrspace(3) %t35, align 1
  %.30.not10 = icmp eq i8 %.29, 0
  %t16.not = xor i1 %t11, true
  %brmerge = or i1 %.30.not10, %t16.not
  %t23.mux = select i1 %.30.not10, float %t23.lcssa, float %.28
  %not..30.not10 = xor i1 %.30.not10, true
  %t16.mux = select i1 %not..30.not10, i1 true, i1 %t11
  br i1 %brmerge, label %b10, label %b8

b8:                                               ; preds = %b6
  %.31 = fcmp ogt float %t23.lcssa, %.28
  %.32 = select i1 %.31, float %t23.lcssa, float %.28
  %.33 = fcmp oeq float %t23.lcssa, %.28
  %.34 = bitcast float %t23.lcssa to i32
  %.35 = bitcast float %.28 to i32
  %.36 = and i32 %.35, %.34
  %.37 = bitcast i32 %.36 to float
  %.38 = select i1 %.33, float %.37, float %.32
  %.39 = fcmp uno float %t23.lcssa, 0.000000e+00
  %.40 = select i1 %.39, float %t23.lcssa, float %.38
  %.41 = fcmp uno float %.28, 0.000000e+00
  %.42 = select i1 %.41, float %.28, float %.40
  br label %b10

b10:                                              ; preds = %b6, %b8
  %t39 = phi float [ %t23.mux, %b6 ], [ %.42, %b8 ]
  %t40 = phi i1 [ %t16.mux, %b6 ], [ true, %b8 ]
  store float %t39, ptr addrspace(3) %t29, align 4
  %.43 = zext i1 %t40 to i8
  store i8 %.43, ptr addrspace(3) %t30, align 1
  br label %b11

b11:                                              ; preds = %b10, %b5
  %t41 = phi float [ %t39, %b10 ], [ %t23.lcssa, %b5 ]
  %t42 = phi i1 [ %t40, %b10 ], [ %t11, %b5 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i32 %.1, 64
  br i1 %t43, label %b12, label %b17

b12:                                              ; preds = %b11
  %t44 = add nsw i32 %.1, 64
  %t45 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t44
  %.44 = load float, ptr addrspace(3) %t45, align 4
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t44
  %.45 = load i8, ptr addrspace(3) %t47, align 1
  %.46.not9 = icmp eq i8 %.45, 0
  %t42.not = xor i1 %t42, true
  %brmerge1 = select i1 %.46.not9, i1 true, i1 %t42.not
  %t41.mux = select i1 %.46.not9, float %t41, float %.44
  %not..46.not9 = xor i1 %.46.not9, true
  %t42.mux = select i1 %not..46.not9, i1 true, i1 %t42
  br i1 %brmerge1, label %b16, label %b14

b14:                                              ; preds = %b12
  %.47 = fcmp ogt float %t41, %.44
  %.48 = select i1 %.47, float %t41, float %.44
  %.49 = fcmp oeq float %t41, %.44
  %.50 = bitcast float %t41 to i32
  %.51 = bitcast float %.44 to i32
  %.52 = and i32 %.51, %.50
  %.53 = bitcast i32 %.52 to float
  %.54 = select i1 %.49, float %.53, float %.48
  %.55 = fcmp uno float %t41, 0.000000e+00
  %.56 = select i1 %.55, float %t41, float %.54
  %.57 = fcmp uno float %.44, 0.000000e+00
  %.58 = select i1 %.57, float %.44, float %.56
  br label %b16

b16:                                              ; preds = %b12, %b14
  %t51 = phi float [ %t41.mux, %b12 ], [ %.58, %b14 ]
  %t52 = phi i1 [ %t42.mux, %b12 ], [ true, %b14 ]
  store float %t51, ptr addrspace(3) %t29, align 4
  %.59 = zext i1 %t52 to i8
  store i8 %.59, ptr addrspace(3) %t30, align 1
  br label %b17

b17:                                              ; preds = %b16, %b11
  %t53 = phi float [ %t51, %b16 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b16 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t55 = icmp slt i32 %.1, 32
  br i1 %t55, label %b18, label %b23

b18:                                              ; preds = %b17
  %t56 = add nsw i32 %.1, 32
  %t57 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.0, i32 %t56
  %.60 = load float, ptr addrspace(3) %t57, align 4
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage1.shared.1, i32 %t56
  %.61 = load i8, ptr addrspace(3) %t59, align 1
  %.62.not8 = icmp eq i8 %.61, 0
  %t54.not = xor i1 %t54, true
  %brmerge2 = select i1 %.62.not8, i1 true, i1 %t54.not
  %t53.mux = select i1 %.62.not8, float %t53, float %.60
  %not..62.not8 = xor i1 %.62.not8, true
  %t54.mux = select i1 %not..62.not8, i1 true, i1 %t54
  br i1 %brmerge2, label %b23, label %b20

b20:                                              ; preds = %b18
  %.63 = fcmp ogt float %t53, %.60
  %.64 = select i1 %.63, float %t53, float %.60
  %.65 = fcmp oeq float %t53, %.60
  %.66 = bitcast float %t53 to i32
  %.67 = bitcast float %.60 to i32
  %.68 = and i32 %.67, %.66
  %.69 = bitcast i32 %.68 to float
  %.70 = select i1 %.65, float %.69, float %.64
  %.71 = fcmp uno float %t53, 0.000000e+00
  %.72 = select i1 %.71, float %t53, float %.70
  %.73 = fcmp uno float %.60, 0.000000e+00
  %.74 = select i1 %.73, float %.60, float %.72
  br label %b23

b23:                                              ; preds = %b18, %b20, %b17
  %t65 = phi float [ %t53, %b17 ], [ %t53.mux, %b18 ], [ %.74, %b20 ]
  %t66 = phi i1 [ %t54, %b17 ], [ %t54.mux, %b18 ], [ true, %b20 ]
  br i1 %t55, label %b24, label %b45

b24:                                              ; preds = %b23
  %.76 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.77 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.76)
  %.78 = zext i32 %.77 to i64
  %.79 = add nuw nsw i64 %.78, 16
  %.80 = icmp ult i32 %.77, 48
  %.81 = tail call i64 @llvm.read_register.i64(metadata !1) #13
  %.82 = and i64 %.79, 63
  %0 = shl nuw i64 1, %.82
  %1 = and i64 %0, %.81
  %.84 = icmp ne i64 %1, 0
  %.85 = and i1 %.80, %.84
  %.86 = trunc i64 %.79 to i32
  %.87 = shl i32 %.86, 2
  %.88 = bitcast float %t65 to i32
  %.89 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.87, i32 %.88)
  %.90 = bitcast i32 %.89 to float
  %t67 = select i1 %.85, float %.90, float %t65
  %.104 = zext i1 %t66 to i32
  %.105 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.87, i32 %.104)
  %2 = and i32 %.105, 1
  %.106 = icmp ne i32 %2, 0
  %t68 = select i1 %.85, i1 %.106, i1 %t66
  %t69 = icmp slt i32 %.1, 16
  %t70 = and i1 %t69, %t68
  %3 = select i1 %t70, i1 %t66, i1 false
  %t65.mux = select i1 %t70, float %t67, float %t65
  %t66.mux = select i1 %t70, i1 true, i1 %t66
  br i1 %3, label %b26, label %b28

b26:                                              ; preds = %b24
  %.107 = fcmp ogt float %t65, %t67
  %.108 = select i1 %.107, float %t65, float %t67
  %.109 = fcmp oeq float %t65, %t67
  %.111 = bitcast float %t67 to i32
  %.112 = and i32 %.111, %.88
  %.113 = bitcast i32 %.112 to float
  %.114 = select i1 %.109, float %.113, float %.108
  %.115 = fcmp uno float %t65, 0.000000e+00
  %.116 = select i1 %.115, float %t65, float %.114
  %.117 = fcmp uno float %t67, 0.000000e+00
  %.118 = select i1 %.117, float %t67, float %.116
  br label %b28

b28:                                              ; preds = %b24, %b26
  %t73 = phi float [ %t65.mux, %b24 ], [ %.118, %b26 ]
  %t74 = phi i1 [ %t66.mux, %b24 ], [ true, %b26 ]
  %.123 = add nuw nsw i64 %.78, 8
  %.124 = icmp ult i32 %.77, 56
  %.126 = and i64 %.123, 63
  %4 = shl nuw i64 1, %.126
  %5 = and i64 %4, %.81
  %.128 = icmp ne i64 %5, 0
  %.129 = and i1 %.124, %.128
  %.130 = trunc i64 %.123 to i32
  %.131 = shl i32 %.130, 2
  %.132 = bitcast float %t73 to i32
  %.133 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.131, i32 %.132)
  %.134 = bitcast i32 %.133 to float
  %t75 = select i1 %.129, float %.134, float %t73
  %.148 = zext i1 %t74 to i32
  %.149 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.131, i32 %.148)
  %6 = and i32 %.149, 1
  %.150 = icmp ne i32 %6, 0
  %t76 = select i1 %.129, i1 %.150, i1 %t74
  %t77 = icmp slt i32 %.1, 24
  %t78 = and i1 %t77, %t76
  %7 = select i1 %t78, i1 %t74, i1 false
  %t73.mux = select i1 %t78, float %t75, float %t73
  %t74.mux = select i1 %t78, i1 true, i1 %t74
  br i1 %7, label %b30, label %b32

b30:                                              ; preds = %b28
  %.151 = fcmp ogt float %t73, %t75
  %.152 = select i1 %.151, float %t73, float %t75
  %.153 = fcmp oeq float %t73, %t75
  %.155 = bitcast float %t75 to i32
  %.156 = and i32 %.155, %.132
  %.157 = bitcast i32 %.156 to float
  %.158 = select i1 %.153, float %.157, float %.152
  %.159 = fcmp uno float %t73, 0.000000e+00
  %.160 = select i1 %.159, float %t73, float %.158
  %.161 = fcmp uno float %t75, 0.000000e+00
  %.162 = select i1 %.161, float %t75, float %.160
  br label %b32

b32:                                              ; preds = %b28, %b30
  %t81 = phi float [ %t73.mux, %b28 ], [ %.162, %b30 ]
  %t82 = phi i1 [ %t74.mux, %b28 ], [ true, %b30 ]
  %.167 = add nuw nsw i64 %.78, 4
  %.168 = icmp ult i32 %.77, 60
  %.170 = and i64 %.167, 63
  %8 = shl nuw i64 1, %.170
  %9 = and i64 %8, %.81
  %.172 = icmp ne i64 %9, 0
  %.173 = and i1 %.168, %.172
  %.174 = trunc i64 %.167 to i32
  %.175 = shl i32 %.174, 2
  %.176 = bitcast float %t81 to i32
  %.177 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.176)
  %.178 = bitcast i32 %.177 to float
  %t83 = select i1 %.173, float %.178, float %t81
  %.192 = zext i1 %t82 to i32
  %.193 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.175, i32 %.192)
  %10 = and i32 %.193, 1
  %.194 = icmp ne i32 %10, 0
  %t84 = select i1 %.173, i1 %.194, i1 %t82
  %t85 = icmp slt i32 %.1, 28
  %t86 = and i1 %t85, %t84
  %11 = select i1 %t86, i1 %t82, i1 false
  %t81.mux = select i1 %t86, float %t83, float %t81
  %t82.mux = select i1 %t86, i1 true, i1 %t82
  br i1 %11, label %b34, label %b36

b34:                                              ; preds = %b32
  %.195 = fcmp ogt float %t81, %t83
  %.196 = select i1 %.195, float %t81, float %t83
  %.197 = fcmp oeq float %t81, %t83
  %.199 = bitcast float %t83 to i32
  %.200 = and i32 %.199, %.176
  %.201 = bitcast i32 %.200 to float
  %.202 = select i1 %.197, float %.201, float %.196
  %.203 = fcmp uno float %t81, 0.000000e+00
  %.204 = select i1 %.203, float %t81, float %.202
  %.205 = fcmp uno float %t83, 0.000000e+00
  %.206 = select i1 %.205, float %t83, float %.204
  br label %b36

b36:                                              ; preds = %b32, %b34
  %t89 = phi float [ %t81.mux, %b32 ], [ %.206, %b34 ]
  %t90 = phi i1 [ %t82.mux, %b32 ], [ true, %b34 ]
  %.211 = add nuw nsw i64 %.78, 2
  %.212 = icmp ult i32 %.77, 62
  %.214 = and i64 %.211, 63
  %12 = shl nuw i64 1, %.214
  %13 = and i64 %12, %.81
  %.216 = icmp ne i64 %13, 0
  %.217 = and i1 %.212, %.216
  %.218 = trunc i64 %.211 to i32
  %.219 = shl i32 %.218, 2
  %.220 = bitcast float %t89 to i32
  %.221 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.219, i32 %.220)
  %.222 = bitcast i32 %.221 to float
  %t91 = select i1 %.217, float %.222, float %t89
  %.236 = zext i1 %t90 to i32
  %.237 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.219, i32 %.236)
  %14 = and i32 %.237, 1
  %.238 = icmp ne i32 %14, 0
  %t92 = select i1 %.217, i1 %.238, i1 %t90
  %t93 = icmp slt i32 %.1, 30
  %t94 = and i1 %t93, %t92
  %15 = select i1 %t94, i1 %t90, i1 false
  %t89.mux = select i1 %t94, float %t91, float %t89
  %t90.mux = select i1 %t94, i1 true, i1 %t90
  br i1 %15, label %b38, label %b40

b38:                                              ; preds = %b36
  %.239 = fcmp ogt float %t89, %t91
  %.240 = select i1 %.239, float %t89, float %t91
  %.241 = fcmp oeq float %t89, %t91
  %.243 = bitcast float %t91 to i32
  %.244 = and i32 %.243, %.220
  %.245 = bitcast i32 %.244 to float
  %.246 = select i1 %.241, float %.245, float %.240
  %.247 = fcmp uno float %t89, 0.000000e+00
  %.248 = select i1 %.247, float %t89, float %.246
  %.249 = fcmp uno float %t91, 0.000000e+00
  %.250 = select i1 %.249, float %t91, float %.248
  br label %b40

b40:                                              ; preds = %b36, %b38
  %t97 = phi float [ %t89.mux, %b36 ], [ %.250, %b38 ]
  %t98 = phi i1 [ %t90.mux, %b36 ], [ true, %b38 ]
  %.255 = add nuw nsw i64 %.78, 1
  %.256 = icmp ult i32 %.77, 63
  %.258 = and i64 %.255, 63
  %16 = shl nuw i64 1, %.258
  %17 = and i64 %16, %.81
  %.260 = icmp ne i64 %17, 0
  %.261 = and i1 %.256, %.260
  %.262 = trunc i64 %.255 to i32
  %.263 = shl i32 %.262, 2
  %.264 = bitcast float %t97 to i32
  %.265 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.263, i32 %.264)
  %.266 = bitcast i32 %.265 to float
  %t99 = select i1 %.261, float %.266, float %t97
  %.280 = zext i1 %t98 to i32
  %.281 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.263, i32 %.280)
  %18 = and i32 %.281, 1
  %.282 = icmp ne i32 %18, 0
  %t100 = select i1 %.261, i1 %.282, i1 %t98
  %t101 = icmp slt i32 %.1, 31
  %t102 = and i1 %t101, %t100
  %19 = select i1 %t102, i1 %t98, i1 false
  %t97.mux = select i1 %t102, float %t99, float %t97
  %t98.mux = select i1 %t102, i1 true, i1 %t98
  br i1 %19, label %b42, label %b45

b42:                                              ; preds = %b40
  %.283 = fcmp ogt float %t97, %t99
  %.284 = select i1 %.283, float %t97, float %t99
  %.285 = fcmp oeq float %t97, %t99
  %.287 = bitcast float %t99 to i32
  %.288 = and i32 %.287, %.264
  %.289 = bitcast i32 %.288 to float
  %.290 = select i1 %.285, float %.289, float %.284
  %.291 = fcmp uno float %t97, 0.000000e+00
  %.292 = select i1 %.291, float %t97, float %.290
  %.293 = fcmp uno float %t99, 0.000000e+00
  %.294 = select i1 %.293, float %t99, float %.292
  br label %b45

b45:                                              ; preds = %b40, %b42, %b23
  %t107 = phi float [ %t65, %b23 ], [ %t97.mux, %b40 ], [ %.294, %b42 ]
  %t108 = phi i1 [ %t66, %b23 ], [ %t98.mux, %b40 ], [ true, %b42 ]
  %t109 = icmp eq i32 %.1, 0
  %t110 = and i1 %t109, %t108
  br i1 %t110, label %b46, label %b47

b46:                                              ; preds = %b45
  %t111 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t5
  store float %t107, ptr addrspace(1) %t111, align 4
  br label %b47

b47:                                              ; preds = %b46, %b45
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, float %a3, i8 %a4) local_unnamed_addr #0 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.2 to i64
  %t4 = icmp slt i64 %t3, %a0
  br i1 %t4, label %b1, label %b2

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t3
  %.3 = load float, ptr addrspace(1) %t5, align 4, !amdgpu.noclobber !0
  br label %b2

b2:                                               ; preds = %b1, %entry
  %t7 = phi float [ %.3, %b1 ], [ 0.000000e+00, %entry ]
  %t1012 = add nsw i64 %t3, 256
  %t1213 = icmp slt i64 %t1012, %a0
  br i1 %t1213, label %b4, label %b5

b4:                                               ; preds = %b2, %b4
  %t1015 = phi i64 [ %t10, %b4 ], [ %t1012, %b2 ]
  %t1114 = phi float [ %.16, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a1, i64 %t1015
  %.4 = load float, ptr addrspace(1) %t13, align 4, !amdgpu.noclobber !0
  %.5 = fcmp ogt float %t1114, %.4
  %.6 = select i1 %.5, float %t1114, float %.4
  %.7 = fcmp oeq float %t1114, %.4
  %.8 = bitcast float %t1114 to i32
  %.9 = bitcast float %.4 to i32
  %.10 = and i32 %.9, %.8
  %.11 = bitcast i32 %.10 to float
  %.12 = select i1 %.7, float %.11, float %.6
  %.13 = fcmp uno float %t1114, 0.000000e+00
  %.14 = select i1 %.13, float %t1114, float %.12
  %.15 = fcmp uno float %.4, 0.000000e+00
  %.16 = select i1 %.15, float %.4, float %.14
  %t10 = add i64 %t1015, 256
  %t12 = icmp slt i64 %t10, %a0
  br i1 %t12, label %b4, label %b5

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi float [ %t7, %b2 ], [ %.16, %b4 ]
  %t17 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.0, i32 %.2
  store float %t11.lcssa, ptr addrspace(3) %t17, align 4
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.1, i32 %.2
  %.17 = zext i1 %t4 to i8
  store i8 %.17, ptr addrspace(3) %t18, align 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t19 = icmp slt i32 %.2, 128
  br i1 %t19, label %b6, label %b11

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128
  %t21 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t20
  %.18 = load float, ptr addrspace(3) %t21, align 4
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t20
  %.19 = load i8, ptr addrspace(3) %t23, align 1
  %.20.not11 = icmp eq i8 %.19, 0
  %t8.not = xor i1 %t4, true
  %brmerge = or i1 %.20.not11, %t8.not
  %t11.mux = select i1 %.20.not11, float %t11.lcssa, float %.18
  %not..20.not11 = xor i1 %.20.not11, true
  %t8.mux = select i1 %not..20.not11, i1 true, i1 %t4
  br i1 %brmerge, label %b10, label %b8

b8:                                               ; preds = %b6
  %.21 = fcmp ogt float %t11.lcssa, %.18
  %.22 = select i1 %.21, float %t11.lcssa, float %.18
  %.23 = fcmp oeq float %t11.lcssa, %.18
  %.24 = bitcast float %t11.lcssa to i32
  %.25 = bitcast float %.18 to i32
  %.26 = and i32 %.25, %.24
  %.27 = bitcast i32 %.26 to float
  %.28 = select i1 %.23, float %.27, float %.22
  %.29 = fcmp uno float %t11.lcssa, 0.000000e+00
  %.30 = select i1 %.29, float %t11.lcssa, float %.28
  %.31 = fcmp uno float %.18, 0.000000e+00
  %.32 = select i1 %.31, float %.18, float %.30
  br label %b10

b10:                                              ; preds = %b6, %b8
  %t27 = phi float [ %t11.mux, %b6 ], [ %.32, %b8 ]
  %t28 = phi i1 [ %t8.mux, %b6 ], [ true, %b8 ]
  store float %t27, ptr addrspace(3) %t17, align 4
  %.33 = zext i1 %t28 to i8
  store i8 %.33, ptr addrspace(3) %t18, align 1
  br label %b11

b11:                                              ; preds = %b10, %b5
  %t29 = phi float [ %t27, %b10 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i32 %.2, 64
  br i1 %t31, label %b12, label %b17

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64
  %t33 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t32
  %.34 = load float, ptr addrspace(3) %t33, align 4
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t32
  %.35 = load i8, ptr addrspace(3) %t35, align 1
  %.36.not10 = icmp eq i8 %.35, 0
  %t30.not = xor i1 %t30, true
  %brmerge1 = select i1 %.36.not10, i1 true, i1 %t30.not
  %t29.mux = select i1 %.36.not10, float %t29, float %.34
  %not..36.not10 = xor i1 %.36.not10, true
  %t30.mux = select i1 %not..36.not10, i1 true, i1 %t30
  br i1 %brmerge1, label %b16, label %b14

b14:                                              ; preds = %b12
  %.37 = fcmp ogt float %t29, %.34
  %.38 = select i1 %.37, float %t29, float %.34
  %.39 = fcmp oeq float %t29, %.34
  %.40 = bitcast float %t29 to i32
  %.41 = bitcast float %.34 to i32
  %.42 = and i32 %.41, %.40
  %.43 = bitcast i32 %.42 to float
  %.44 = select i1 %.39, float %.43, float %.38
  %.45 = fcmp uno float %t29, 0.000000e+00
  %.46 = select i1 %.45, float %t29, float %.44
  %.47 = fcmp uno float %.34, 0.000000e+00
  %.48 = select i1 %.47, float %.34, float %.46
  br label %b16

b16:                                              ; preds = %b12, %b14
  %t39 = phi float [ %t29.mux, %b12 ], [ %.48, %b14 ]
  %t40 = phi i1 [ %t30.mux, %b12 ], [ true, %b14 ]
  store float %t39, ptr addrspace(3) %t17, align 4
  %.49 = zext i1 %t40 to i8
  store i8 %.49, ptr addrspace(3) %t18, align 1
  br label %b17

b17:                                              ; preds = %b16, %b11
  %t41 = phi float [ %t39, %b16 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b16 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i32 %.2, 32
  br i1 %t43, label %b18, label %b23

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32
  %t45 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.0, i32 %t44
  %.50 = load float, ptr addrspace(3) %t45, align 4
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat32_5d_5f_5fstage2.shared.1, i32 %t44
  %.51 = load i8, ptr addrspace(3) %t47, align 1
  %.52.not9 = icmp eq i8 %.51, 0
  %t42.not = xor i1 %t42, true
  %brmerge2 = select i1 %.52.not9, i1 true, i1 %t42.not
  %t41.mux = select i1 %.52.not9, float %t41, float %.50
  %not..52.not9 = xor i1 %.52.not9, true
  %t42.mux = select i1 %not..52.not9, i1 true, i1 %t42
  br i1 %brmerge2, label %b23, label %b20

b20:                                              ; preds = %b18
  %.53 = fcmp ogt float %t41, %.50
  %.54 = select i1 %.53, float %t41, float %.50
  %.55 = fcmp oeq float %t41, %.50
  %.56 = bitcast float %t41 to i32
  %.57 = bitcast float %.50 to i32
  %.58 = and i32 %.57, %.56
  %.59 = bitcast i32 %.58 to float
  %.60 = select i1 %.55, float %.59, float %.54
  %.61 = fcmp uno float %t41, 0.000000e+00
  %.62 = select i1 %.61, float %t41, float %.60
  %.63 = fcmp uno float %.50, 0.000000e+00
  %.64 = select i1 %.63, float %.50, float %.62
  br label %b23

b23:                                              ; preds = %b18, %b20, %b17
  %t53 = phi float [ %t41, %b17 ], [ %t41.mux, %b18 ], [ %.64, %b20 ]
  %t54 = phi i1 [ %t42, %b17 ], [ %t42.mux, %b18 ], [ true, %b20 ]
  br i1 %t43, label %b24, label %b45

b24:                                              ; preds = %b23
  %.66 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.67 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.66)
  %.68 = zext i32 %.67 to i64
  %.69 = add nuw nsw i64 %.68, 16
  %.70 = icmp ult i32 %.67, 48
  %.71 = tail call i64 @llvm.read_register.i64(metadata !1) #13
  %.72 = and i64 %.69, 63
  %0 = shl nuw i64 1, %.72
  %1 = and i64 %0, %.71
  %.74 = icmp ne i64 %1, 0
  %.75 = and i1 %.70, %.74
  %.76 = trunc i64 %.69 to i32
  %.77 = shl i32 %.76, 2
  %.78 = bitcast float %t53 to i32
  %.79 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.78)
  %.80 = bitcast i32 %.79 to float
  %t55 = select i1 %.75, float %.80, float %t53
  %.94 = zext i1 %t54 to i32
  %.95 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.94)
  %2 = and i32 %.95, 1
  %.96 = icmp ne i32 %2, 0
  %t56 = select i1 %.75, i1 %.96, i1 %t54
  %t57 = icmp slt i32 %.2, 16
  %t58 = and i1 %t57, %t56
  %3 = select i1 %t58, i1 %t54, i1 false
  %t53.mux = select i1 %t58, float %t55, float %t53
  %t54.mux = select i1 %t58, i1 true, i1 %t54
  br i1 %3, label %b26, label %b28

b26:                                              ; preds = %b24
  %.97 = fcmp ogt float %t53, %t55
  %.98 = select i1 %.97, float %t53, float %t55
  %.99 = fcmp oeq float %t53, %t55
  %.101 = bitcast float %t55 to i32
  %.102 = and i32 %.101, %.78
  %.103 = bitcast i32 %.102 to float
  %.104 = select i1 %.99, float %.103, float %.98
  %.105 = fcmp uno float %t53, 0.000000e+00
  %.106 = select i1 %.105, float %t53, float %.104
  %.107 = fcmp uno float %t55, 0.000000e+00
  %.108 = select i1 %.107, float %t55, float %.106
  br label %b28

b28:                                              ; preds = %b24, %b26
  %t61 = phi float [ %t53.mux, %b24 ], [ %.108, %b26 ]
  %t62 = phi i1 [ %t54.mux, %b24 ], [ true, %b26 ]
  %.113 = add nuw nsw i64 %.68, 8
  %.114 = icmp ult i32 %.67, 56
  %.116 = and i64 %.113, 63
  %4 = shl nuw i64 1, %.116
  %5 = and i64 %4, %.71
  %.118 = icmp ne i64 %5, 0
  %.119 = and i1 %.114, %.118
  %.120 = trunc i64 %.113 to i32
  %.121 = shl i32 %.120, 2
  %.122 = bitcast float %t61 to i32
  %.123 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.121, i32 %.122)
  %.124 = bitcast i32 %.123 to float
  %t63 = select i1 %.119, float %.124, float %t61
  %.138 = zext i1 %t62 to i32
  %.139 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.121, i32 %.138)
  %6 = and i32 %.139, 1
  %.140 = icmp ne i32 %6, 0
  %t64 = select i1 %.119, i1 %.140, i1 %t62
  %t65 = icmp slt i32 %.2, 24
  %t66 = and i1 %t65, %t64
  %7 = select i1 %t66, i1 %t62, i1 false
  %t61.mux = select i1 %t66, float %t63, float %t61
  %t62.mux = select i1 %t66, i1 true, i1 %t62
  br i1 %7, label %b30, label %b32

b30:                                              ; preds = %b28
  %.141 = fcmp ogt float %t61, %t63
  %.142 = select i1 %.141, float %t61, float %t63
  %.143 = fcmp oeq float %t61, %t63
  %.145 = bitcast float %t63 to i32
  %.146 = and i32 %.145, %.122
  %.147 = bitcast i32 %.146 to float
  %.148 = select i1 %.143, float %.147, float %.142
  %.149 = fcmp uno float %t61, 0.000000e+00
  %.150 = select i1 %.149, float %t61, float %.148
  %.151 = fcmp uno float %t63, 0.000000e+00
  %.152 = select i1 %.151, float %t63, float %.150
  br label %b32

b32:                                              ; preds = %b28, %b30
  %t69 = phi float [ %t61.mux, %b28 ], [ %.152, %b30 ]
  %t70 = phi i1 [ %t62.mux, %b28 ], [ true, %b30 ]
  %.157 = add nuw nsw i64 %.68, 4
  %.158 = icmp ult i32 %.67, 60
  %.160 = and i64 %.157, 63
  %8 = shl nuw i64 1, %.160
  %9 = and i64 %8, %.71
  %.162 = icmp ne i64 %9, 0
  %.163 = and i1 %.158, %.162
  %.164 = trunc i64 %.157 to i32
  %.165 = shl i32 %.164, 2
  %.166 = bitcast float %t69 to i32
  %.167 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.165, i32 %.166)
  %.168 = bitcast i32 %.167 to float
  %t71 = select i1 %.163, float %.168, float %t69
  %.182 = zext i1 %t70 to i32
  %.183 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.165, i32 %.182)
  %10 = and i32 %.183, 1
  %.184 = icmp ne i32 %10, 0
  %t72 = select i1 %.163, i1 %.184, i1 %t70
  %t73 = icmp slt i32 %.2, 28
  %t74 = and i1 %t73, %t72
  %11 = select i1 %t74, i1 %t70, i1 false
  %t69.mux = select i1 %t74, float %t71, float %t69
  %t70.mux = select i1 %t74, i1 true, i1 %t70
  br i1 %11, label %b34, label %b36

b34:                                              ; preds = %b32
  %.185 = fcmp ogt float %t69, %t71
  %.186 = select i1 %.185, float %t69, float %t71
  %.187 = fcmp oeq float %t69, %t71
  %.189 = bitcast float %t71 to i32
  %.190 = and i32 %.189, %.166
  %.191 = bitcast i32 %.190 to float
  %.192 = select i1 %.187, float %.191, float %.186
  %.193 = fcmp uno float %t69, 0.000000e+00
  %.194 = select i1 %.193, float %t69, float %.192
  %.195 = fcmp uno float %t71, 0.000000e+00
  %.196 = select i1 %.195, float %t71, float %.194
  br label %b36

b36:                                              ; preds = %b32, %b34
  %t77 = phi float [ %t69.mux, %b32 ], [ %.196, %b34 ]
  %t78 = phi i1 [ %t70.mux, %b32 ], [ true, %b34 ]
  %.201 = add nuw nsw i64 %.68, 2
  %.202 = icmp ult i32 %.67, 62
  %.204 = and i64 %.201, 63
  %12 = shl nuw i64 1, %.204
  %13 = and i64 %12, %.71
  %.206 = icmp ne i64 %13, 0
  %.207 = and i1 %.202, %.206
  %.208 = trunc i64 %.201 to i32
  %.209 = shl i32 %.208, 2
  %.210 = bitcast float %t77 to i32
  %.211 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.209, i32 %.210)
  %.212 = bitcast i32 %.211 to float
  %t79 = select i1 %.207, float %.212, float %t77
  %.226 = zext i1 %t78 to i32
  %.227 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.209, i32 %.226)
  %14 = and i32 %.227, 1
  %.228 = icmp ne i32 %14, 0
  %t80 = select i1 %.207, i1 %.228, i1 %t78
  %t81 = icmp slt i32 %.2, 30
  %t82 = and i1 %t81, %t80
  %15 = select i1 %t82, i1 %t78, i1 false
  %t77.mux = select i1 %t82, float %t79, float %t77
  %t78.mux = select i1 %t82, i1 true, i1 %t78
  br i1 %15, label %b38, label %b40

b38:                                              ; preds = %b36
  %.229 = fcmp ogt float %t77, %t79
  %.230 = select i1 %.229, float %t77, float %t79
  %.231 = fcmp oeq float %t77, %t79
  %.233 = bitcast float %t79 to i32
  %.234 = and i32 %.233, %.210
  %.235 = bitcast i32 %.234 to float
  %.236 = select i1 %.231, float %.235, float %.230
  %.237 = fcmp uno float %t77, 0.000000e+00
  %.238 = select i1 %.237, float %t77, float %.236
  %.239 = fcmp uno float %t79, 0.000000e+00
  %.240 = select i1 %.239, float %t79, float %.238
  br label %b40

b40:                                              ; preds = %b36, %b38
  %t85 = phi float [ %t77.mux, %b36 ], [ %.240, %b38 ]
  %t86 = phi i1 [ %t78.mux, %b36 ], [ true, %b38 ]
  %.245 = add nuw nsw i64 %.68, 1
  %.246 = icmp ult i32 %.67, 63
  %.248 = and i64 %.245, 63
  %16 = shl nuw i64 1, %.248
  %17 = and i64 %16, %.71
  %.250 = icmp ne i64 %17, 0
  %.251 = and i1 %.246, %.250
  %.252 = trunc i64 %.245 to i32
  %.253 = shl i32 %.252, 2
  %.254 = bitcast float %t85 to i32
  %.255 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.253, i32 %.254)
  %.256 = bitcast i32 %.255 to float
  %t87 = select i1 %.251, float %.256, float %t85
  %.270 = zext i1 %t86 to i32
  %.271 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.253, i32 %.270)
  %18 = and i32 %.271, 1
  %.272 = icmp ne i32 %18, 0
  %t88 = select i1 %.251, i1 %.272, i1 %t86
  %t89 = icmp slt i32 %.2, 31
  %t90 = and i1 %t89, %t88
  %19 = select i1 %t90, i1 %t86, i1 false
  %t85.mux = select i1 %t90, float %t87, float %t85
  %t86.mux = select i1 %t90, i1 true, i1 %t86
  br i1 %19, label %b42, label %b45

b42:                                              ; preds = %b40
  %.273 = fcmp ogt float %t85, %t87
  %.274 = select i1 %.273, float %t85, float %t87
  %.275 = fcmp oeq float %t85, %t87
  %.277 = bitcast float %t87 to i32
  %.278 = and i32 %.277, %.254
  %.279 = bitcast i32 %.278 to float
  %.280 = select i1 %.275, float %.279, float %.274
  %.281 = fcmp uno float %t85, 0.000000e+00
  %.282 = select i1 %.281, float %t85, float %.280
  %.283 = fcmp uno float %t87, 0.000000e+00
  %.284 = select i1 %.283, float %t87, float %.282
  br label %b45

b45:                                              ; preds = %b40, %b42, %b23
  %t95 = phi float [ %t53, %b23 ], [ %t85.mux, %b40 ], [ %.284, %b42 ]
  %t96 = phi i1 [ %t54, %b23 ], [ %t86.mux, %b40 ], [ true, %b42 ]
  %t97 = icmp eq i32 %.2, 0
  br i1 %t97, label %b46, label %b52

b46:                                              ; preds = %b45
  %20 = select i1 %t96, i1 %.1, i1 false
  %a3.mux = select i1 %t96, float %t95, float %a3
  %.1.mux = select i1 %t96, i1 true, i1 %.1
  br i1 %20, label %b48, label %b50

b48:                                              ; preds = %b46
  %.285 = fcmp olt float %t95, %a3
  %.286 = select i1 %.285, float %a3, float %t95
  %.287 = fcmp oeq float %t95, %a3
  %.288 = bitcast float %a3 to i32
  %.289 = bitcast float %t95 to i32
  %.290 = and i32 %.289, %.288
  %.291 = bitcast i32 %.290 to float
  %.292 = select i1 %.287, float %.291, float %.286
  %.293 = fcmp uno float %a3, 0.000000e+00
  %.294 = select i1 %.293, float %a3, float %.292
  %.295 = fcmp uno float %t95, 0.000000e+00
  %.296 = select i1 %.295, float %t95, float %.294
  br label %b50

b50:                                              ; preds = %b46, %b48
  %t100 = phi float [ %a3.mux, %b46 ], [ %.296, %b48 ]
  %t101 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t101, label %b51, label %b52

b51:                                              ; preds = %b50
  store float %t100, ptr addrspace(1) %a2, align 4
  br label %b52

b52:                                              ; preds = %b51, %b50, %b45
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t5 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !invariant.load !0
  %.9 = zext i16 %.8 to i32
  %.10 = add i32 %.5, -1
  %.11 = add i32 %.10, %.9
  %.12 = udiv i32 %.11, %.9
  %t7 = sext i32 %.12 to i64
  %t8 = shl nsw i64 %t5, 8
  %t9 = add nsw i64 %t8, %t3
  %t10 = shl nsw i64 %t7, 8
  %t11 = icmp slt i64 %t9, %a0
  br i1 %t11, label %b1, label %b2

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2
  %t13 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t12
  %.13 = load double, ptr addrspace(1) %t13, align 8, !amdgpu.noclobber !0
  br label %b2

b2:                                               ; preds = %b1, %entry
  %t15 = phi double [ %.13, %b1 ], [ 0.000000e+00, %entry ]
  %t17 = add nsw i64 %t10, %t9
  %t20 = mul i64 %t10, %a2
  %t2411 = icmp slt i64 %t17, %a0
  br i1 %t2411, label %b4.preheader, label %b5

b4.preheader:                                     ; preds = %b2
  %t18 = mul i64 %t17, %a2
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t18
  br label %b4

b4:                                               ; preds = %b4.preheader, %b4
  %t2314 = phi double [ %.26, %b4 ], [ %t15, %b4.preheader ]
  %t2213 = phi i64 [ %t27, %b4 ], [ %t17, %b4.preheader ]
  %t2112 = phi ptr addrspace(1) [ %t28, %b4 ], [ %t19, %b4.preheader ]
  %.14 = load double, ptr addrspace(1) %t2112, align 8
  %.15 = fcmp ogt double %t2314, %.14
  %.16 = select i1 %.15, double %t2314, double %.14
  %.17 = fcmp oeq double %t2314, %.14
  %.18 = bitcast double %t2314 to i64
  %.19 = bitcast double %.14 to i64
  %.20 = and i64 %.19, %.18
  %.21 = bitcast i64 %.20 to double
  %.22 = select i1 %.17, double %.21, double %.16
  %.23 = fcmp uno double %t2314, 0.000000e+00
  %.24 = select i1 %.23, double %t2314, double %.22
  %.25 = fcmp uno double %.14, 0.000000e+00
  %.26 = select i1 %.25, double %.14, double %.24
  %t27 = add i64 %t2213, %t10
  %t28 = getelementptr inbounds double, ptr addrspace(1) %t2112, i64 %t20
  %t24 = icmp slt i64 %t27, %a0
  br i1 %t24, label %b4, label %b5

b5:                                               ; preds = %b4, %b2
  %t23.lcssa = phi double [ %t15, %b2 ], [ %.26, %b4 ]
  %t29 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.0, i32 %.1
  store double %t23.lcssa, ptr addrspace(3) %t29, align 8
  %t30 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.1, i32 %.1
  %.27 = zext i1 %t11 to i8
  store i8 %.27, ptr addrspace(3) %t30, align 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i32 %.1, 128
  br i1 %t31, label %b6, label %b11

b6:                                               ; preds = %b5
  %t32 = add nsw i32 %.1, 128
  %t33 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t32
  %.28 = load double, ptr addrspace(3) %t33, align 8
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t32
  %.29 = load i8, ptr addrspace(3) %t35, align 1
  %.30.not10 = icmp eq i8 %.29, 0
  %t16.not = xor i1 %t11, true
  %brmerge = or i1 %.30.not10, %t16.not
  %t23.mux = select i1 %.30.not10, double %t23.lcssa, double %.28
  %not..30.not10 = xor i1 %.30.not10, true
  %t16.mux = select i1 %not..30.not10, i1 true, i1 %t11
  br i1 %brmerge, label %b10, label %b8

b8:                                               ; preds = %b6
  %.31 = fcmp ogt double %t23.lcssa, %.28
  %.32 = select i1 %.31, double %t23.lcssa, double %.28
  %.33 = fcmp oeq double %t23.lcssa, %.28
  %.34 = bitcast double %t23.lcssa to i64
  %.35 = bitcast double %.28 to i64
  %.36 = and i64 %.35, %.34
  %.37 = bitcast i64 %.36 to double
  %.38 = select i1 %.33, double %.37, double %.32
  %.39 = fcmp uno double %t23.lcssa, 0.000000e+00
  %.40 = select i1 %.39, double %t23.lcssa, double %.38
  %.41 = fcmp uno double %.28, 0.000000e+00
  %.42 = select i1 %.41, double %.28, double %.40
  br label %b10

b10:                                              ; preds = %b6, %b8
  %t39 = phi double [ %t23.mux, %b6 ], [ %.42, %b8 ]
  %t40 = phi i1 [ %t16.mux, %b6 ], [ true, %b8 ]
  store double %t39, ptr addrspace(3) %t29, align 8
  %.43 = zext i1 %t40 to i8
  store i8 %.43, ptr addrspace(3) %t30, align 1
  br label %b11

b11:                                              ; preds = %b10, %b5
  %t41 = phi double [ %t39, %b10 ], [ %t23.lcssa, %b5 ]
  %t42 = phi i1 [ %t40, %b10 ], [ %t11, %b5 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i32 %.1, 64
  br i1 %t43, label %b12, label %b17

b12:                                              ; preds = %b11
  %t44 = add nsw i32 %.1, 64
  %t45 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t44
  %.44 = load double, ptr addrspace(3) %t45, align 8
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t44
  %.45 = load i8, ptr addrspace(3) %t47, align 1
  %.46.not9 = icmp eq i8 %.45, 0
  %t42.not = xor i1 %t42, true
  %brmerge1 = select i1 %.46.not9, i1 true, i1 %t42.not
  %t41.mux = select i1 %.46.not9, double %t41, double %.44
  %not..46.not9 = xor i1 %.46.not9, true
  %t42.mux = select i1 %not..46.not9, i1 true, i1 %t42
  br i1 %brmerge1, label %b16, label %b14

b14:                                              ; preds = %b12
  %.47 = fcmp ogt double %t41, %.44
  %.48 = select i1 %.47, double %t41, double %.44
  %.49 = fcmp oeq double %t41, %.44
  %.50 = bitcast double %t41 to i64
  %.51 = bitcast double %.44 to i64
  %.52 = and i64 %.51, %.50
  %.53 = bitcast i64 %.52 to double
  %.54 = select i1 %.49, double %.53, double %.48
  %.55 = fcmp uno double %t41, 0.000000e+00
  %.56 = select i1 %.55, double %t41, double %.54
  %.57 = fcmp uno double %.44, 0.000000e+00
  %.58 = select i1 %.57, double %.44, double %.56
  br label %b16

b16:                                              ; preds = %b12, %b14
  %t51 = phi double [ %t41.mux, %b12 ], [ %.58, %b14 ]
  %t52 = phi i1 [ %t42.mux, %b12 ], [ true, %b14 ]
  store double %t51, ptr addrspace(3) %t29, align 8
  %.59 = zext i1 %t52 to i8
  store i8 %.59, ptr addrspace(3) %t30, align 1
  br label %b17

b17:                                              ; preds = %b16, %b11
  %t53 = phi double [ %t51, %b16 ], [ %t41, %b11 ]
  %t54 = phi i1 [ %t52, %b16 ], [ %t42, %b11 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t55 = icmp slt i32 %.1, 32
  br i1 %t55, label %b18, label %b23

b18:                                              ; preds = %b17
  %t56 = add nsw i32 %.1, 32
  %t57 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.0, i32 %t56
  %.60 = load double, ptr addrspace(3) %t57, align 8
  %t59 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage1.shared.1, i32 %t56
  %.61 = load i8, ptr addrspace(3) %t59, align 1
  %.62.not8 = icmp eq i8 %.61, 0
  %t54.not = xor i1 %t54, true
  %brmerge2 = select i1 %.62.not8, i1 true, i1 %t54.not
  %t53.mux = select i1 %.62.not8, double %t53, double %.60
  %not..62.not8 = xor i1 %.62.not8, true
  %t54.mux = select i1 %not..62.not8, i1 true, i1 %t54
  br i1 %brmerge2, label %b23, label %b20

b20:                                              ; preds = %b18
  %.63 = fcmp ogt double %t53, %.60
  %.64 = select i1 %.63, double %t53, double %.60
  %.65 = fcmp oeq double %t53, %.60
  %.66 = bitcast double %t53 to i64
  %.67 = bitcast double %.60 to i64
  %.68 = and i64 %.67, %.66
  %.69 = bitcast i64 %.68 to double
  %.70 = select i1 %.65, double %.69, double %.64
  %.71 = fcmp uno double %t53, 0.000000e+00
  %.72 = select i1 %.71, double %t53, double %.70
  %.73 = fcmp uno double %.60, 0.000000e+00
  %.74 = select i1 %.73, double %.60, double %.72
  br label %b23

b23:                                              ; preds = %b18, %b20, %b17
  %t65 = phi double [ %t53, %b17 ], [ %t53.mux, %b18 ], [ %.74, %b20 ]
  %t66 = phi i1 [ %t54, %b17 ], [ %t54.mux, %b18 ], [ true, %b20 ]
  br i1 %t55, label %b24, label %b45

b24:                                              ; preds = %b23
  %.76 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.77 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.76)
  %.78 = zext i32 %.77 to i64
  %.79 = add nuw nsw i64 %.78, 16
  %.80 = icmp ult i32 %.77, 48
  %.81 = tail call i64 @llvm.read_register.i64(metadata !1) #13
  %.82 = and i64 %.79, 63
  %0 = shl nuw i64 1, %.82
  %1 = and i64 %0, %.81
  %.84 = icmp ne i64 %1, 0
  %.85 = and i1 %.80, %.84
  %.86 = trunc i64 %.79 to i32
  %.87 = shl i32 %.86, 2
  %.88 = bitcast double %t65 to i64
  %.89 = trunc i64 %.88 to i32
  %.90 = lshr i64 %.88, 32
  %.91 = trunc i64 %.90 to i32
  %.92 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.87, i32 %.89)
  %.93 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.87, i32 %.91)
  %.94 = zext i32 %.92 to i64
  %.95 = zext i32 %.93 to i64
  %.96 = shl nuw i64 %.95, 32
  %.97 = or i64 %.96, %.94
  %.98 = bitcast i64 %.97 to double
  %t67 = select i1 %.85, double %.98, double %t65
  %.112 = zext i1 %t66 to i32
  %.113 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.87, i32 %.112)
  %2 = and i32 %.113, 1
  %.114 = icmp ne i32 %2, 0
  %t68 = select i1 %.85, i1 %.114, i1 %t66
  %t69 = icmp slt i32 %.1, 16
  %t70 = and i1 %t69, %t68
  %3 = select i1 %t70, i1 %t66, i1 false
  %t65.mux = select i1 %t70, double %t67, double %t65
  %t66.mux = select i1 %t70, i1 true, i1 %t66
  br i1 %3, label %b26, label %b28

b26:                                              ; preds = %b24
  %.115 = fcmp ogt double %t65, %t67
  %.116 = select i1 %.115, double %t65, double %t67
  %.117 = fcmp oeq double %t65, %t67
  %.119 = bitcast double %t67 to i64
  %.120 = and i64 %.119, %.88
  %.121 = bitcast i64 %.120 to double
  %.122 = select i1 %.117, double %.121, double %.116
  %.123 = fcmp uno double %t65, 0.000000e+00
  %.124 = select i1 %.123, double %t65, double %.122
  %.125 = fcmp uno double %t67, 0.000000e+00
  %.126 = select i1 %.125, double %t67, double %.124
  br label %b28

b28:                                              ; preds = %b24, %b26
  %t73 = phi double [ %t65.mux, %b24 ], [ %.126, %b26 ]
  %t74 = phi i1 [ %t66.mux, %b24 ], [ true, %b26 ]
  %.131 = add nuw nsw i64 %.78, 8
  %.132 = icmp ult i32 %.77, 56
  %.134 = and i64 %.131, 63
  %4 = shl nuw i64 1, %.134
  %5 = and i64 %4, %.81
  %.136 = icmp ne i64 %5, 0
  %.137 = and i1 %.132, %.136
  %.138 = trunc i64 %.131 to i32
  %.139 = shl i32 %.138, 2
  %.140 = bitcast double %t73 to i64
  %.141 = trunc i64 %.140 to i32
  %.142 = lshr i64 %.140, 32
  %.143 = trunc i64 %.142 to i32
  %.144 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.139, i32 %.141)
  %.145 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.139, i32 %.143)
  %.146 = zext i32 %.144 to i64
  %.147 = zext i32 %.145 to i64
  %.148 = shl nuw i64 %.147, 32
  %.149 = or i64 %.148, %.146
  %.150 = bitcast i64 %.149 to double
  %t75 = select i1 %.137, double %.150, double %t73
  %.164 = zext i1 %t74 to i32
  %.165 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.139, i32 %.164)
  %6 = and i32 %.165, 1
  %.166 = icmp ne i32 %6, 0
  %t76 = select i1 %.137, i1 %.166, i1 %t74
  %t77 = icmp slt i32 %.1, 24
  %t78 = and i1 %t77, %t76
  %7 = select i1 %t78, i1 %t74, i1 false
  %t73.mux = select i1 %t78, double %t75, double %t73
  %t74.mux = select i1 %t78, i1 true, i1 %t74
  br i1 %7, label %b30, label %b32

b30:                                              ; preds = %b28
  %.167 = fcmp ogt double %t73, %t75
  %.168 = select i1 %.167, double %t73, double %t75
  %.169 = fcmp oeq double %t73, %t75
  %.171 = bitcast double %t75 to i64
  %.172 = and i64 %.171, %.140
  %.173 = bitcast i64 %.172 to double
  %.174 = select i1 %.169, double %.173, double %.168
  %.175 = fcmp uno double %t73, 0.000000e+00
  %.176 = select i1 %.175, double %t73, double %.174
  %.177 = fcmp uno double %t75, 0.000000e+00
  %.178 = select i1 %.177, double %t75, double %.176
  br label %b32

b32:                                              ; preds = %b28, %b30
  %t81 = phi double [ %t73.mux, %b28 ], [ %.178, %b30 ]
  %t82 = phi i1 [ %t74.mux, %b28 ], [ true, %b30 ]
  %.183 = add nuw nsw i64 %.78, 4
  %.184 = icmp ult i32 %.77, 60
  %.186 = and i64 %.183, 63
  %8 = shl nuw i64 1, %.186
  %9 = and i64 %8, %.81
  %.188 = icmp ne i64 %9, 0
  %.189 = and i1 %.184, %.188
  %.190 = trunc i64 %.183 to i32
  %.191 = shl i32 %.190, 2
  %.192 = bitcast double %t81 to i64
  %.193 = trunc i64 %.192 to i32
  %.194 = lshr i64 %.192, 32
  %.195 = trunc i64 %.194 to i32
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.193)
  %.197 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.195)
  %.198 = zext i32 %.196 to i64
  %.199 = zext i32 %.197 to i64
  %.200 = shl nuw i64 %.199, 32
  %.201 = or i64 %.200, %.198
  %.202 = bitcast i64 %.201 to double
  %t83 = select i1 %.189, double %.202, double %t81
  %.216 = zext i1 %t82 to i32
  %.217 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.216)
  %10 = and i32 %.217, 1
  %.218 = icmp ne i32 %10, 0
  %t84 = select i1 %.189, i1 %.218, i1 %t82
  %t85 = icmp slt i32 %.1, 28
  %t86 = and i1 %t85, %t84
  %11 = select i1 %t86, i1 %t82, i1 false
  %t81.mux = select i1 %t86, double %t83, double %t81
  %t82.mux = select i1 %t86, i1 true, i1 %t82
  br i1 %11, label %b34, label %b36

b34:                                              ; preds = %b32
  %.219 = fcmp ogt double %t81, %t83
  %.220 = select i1 %.219, double %t81, double %t83
  %.221 = fcmp oeq double %t81, %t83
  %.223 = bitcast double %t83 to i64
  %.224 = and i64 %.223, %.192
  %.225 = bitcast i64 %.224 to double
  %.226 = select i1 %.221, double %.225, double %.220
  %.227 = fcmp uno double %t81, 0.000000e+00
  %.228 = select i1 %.227, double %t81, double %.226
  %.229 = fcmp uno double %t83, 0.000000e+00
  %.230 = select i1 %.229, double %t83, double %.228
  br label %b36

b36:                                              ; preds = %b32, %b34
  %t89 = phi double [ %t81.mux, %b32 ], [ %.230, %b34 ]
  %t90 = phi i1 [ %t82.mux, %b32 ], [ true, %b34 ]
  %.235 = add nuw nsw i64 %.78, 2
  %.236 = icmp ult i32 %.77, 62
  %.238 = and i64 %.235, 63
  %12 = shl nuw i64 1, %.238
  %13 = and i64 %12, %.81
  %.240 = icmp ne i64 %13, 0
  %.241 = and i1 %.236, %.240
  %.242 = trunc i64 %.235 to i32
  %.243 = shl i32 %.242, 2
  %.244 = bitcast double %t89 to i64
  %.245 = trunc i64 %.244 to i32
  %.246 = lshr i64 %.244, 32
  %.247 = trunc i64 %.246 to i32
  %.248 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.243, i32 %.245)
  %.249 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.243, i32 %.247)
  %.250 = zext i32 %.248 to i64
  %.251 = zext i32 %.249 to i64
  %.252 = shl nuw i64 %.251, 32
  %.253 = or i64 %.252, %.250
  %.254 = bitcast i64 %.253 to double
  %t91 = select i1 %.241, double %.254, double %t89
  %.268 = zext i1 %t90 to i32
  %.269 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.243, i32 %.268)
  %14 = and i32 %.269, 1
  %.270 = icmp ne i32 %14, 0
  %t92 = select i1 %.241, i1 %.270, i1 %t90
  %t93 = icmp slt i32 %.1, 30
  %t94 = and i1 %t93, %t92
  %15 = select i1 %t94, i1 %t90, i1 false
  %t89.mux = select i1 %t94, double %t91, double %t89
  %t90.mux = select i1 %t94, i1 true, i1 %t90
  br i1 %15, label %b38, label %b40

b38:                                              ; preds = %b36
  %.271 = fcmp ogt double %t89, %t91
  %.272 = select i1 %.271, double %t89, double %t91
  %.273 = fcmp oeq double %t89, %t91
  %.275 = bitcast double %t91 to i64
  %.276 = and i64 %.275, %.244
  %.277 = bitcast i64 %.276 to double
  %.278 = select i1 %.273, double %.277, double %.272
  %.279 = fcmp uno double %t89, 0.000000e+00
  %.280 = select i1 %.279, double %t89, double %.278
  %.281 = fcmp uno double %t91, 0.000000e+00
  %.282 = select i1 %.281, double %t91, double %.280
  br label %b40

b40:                                              ; preds = %b36, %b38
  %t97 = phi double [ %t89.mux, %b36 ], [ %.282, %b38 ]
  %t98 = phi i1 [ %t90.mux, %b36 ], [ true, %b38 ]
  %.287 = add nuw nsw i64 %.78, 1
  %.288 = icmp ult i32 %.77, 63
  %.290 = and i64 %.287, 63
  %16 = shl nuw i64 1, %.290
  %17 = and i64 %16, %.81
  %.292 = icmp ne i64 %17, 0
  %.293 = and i1 %.288, %.292
  %.294 = trunc i64 %.287 to i32
  %.295 = shl i32 %.294, 2
  %.296 = bitcast double %t97 to i64
  %.297 = trunc i64 %.296 to i32
  %.298 = lshr i64 %.296, 32
  %.299 = trunc i64 %.298 to i32
  %.300 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.295, i32 %.297)
  %.301 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.295, i32 %.299)
  %.302 = zext i32 %.300 to i64
  %.303 = zext i32 %.301 to i64
  %.304 = shl nuw i64 %.303, 32
  %.305 = or i64 %.304, %.302
  %.306 = bitcast i64 %.305 to double
  %t99 = select i1 %.293, double %.306, double %t97
  %.320 = zext i1 %t98 to i32
  %.321 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.295, i32 %.320)
  %18 = and i32 %.321, 1
  %.322 = icmp ne i32 %18, 0
  %t100 = select i1 %.293, i1 %.322, i1 %t98
  %t101 = icmp slt i32 %.1, 31
  %t102 = and i1 %t101, %t100
  %19 = select i1 %t102, i1 %t98, i1 false
  %t97.mux = select i1 %t102, double %t99, double %t97
  %t98.mux = select i1 %t102, i1 true, i1 %t98
  br i1 %19, label %b42, label %b45

b42:                                              ; preds = %b40
  %.323 = fcmp ogt double %t97, %t99
  %.324 = select i1 %.323, double %t97, double %t99
  %.325 = fcmp oeq double %t97, %t99
  %.327 = bitcast double %t99 to i64
  %.328 = and i64 %.327, %.296
  %.329 = bitcast i64 %.328 to double
  %.330 = select i1 %.325, double %.329, double %.324
  %.331 = fcmp uno double %t97, 0.000000e+00
  %.332 = select i1 %.331, double %t97, double %.330
  %.333 = fcmp uno double %t99, 0.000000e+00
  %.334 = select i1 %.333, double %t99, double %.332
  br label %b45

b45:                                              ; preds = %b40, %b42, %b23
  %t107 = phi double [ %t65, %b23 ], [ %t97.mux, %b40 ], [ %.334, %b42 ]
  %t108 = phi i1 [ %t66, %b23 ], [ %t98.mux, %b40 ], [ true, %b42 ]
  %t109 = icmp eq i32 %.1, 0
  %t110 = and i1 %t109, %t108
  br i1 %t110, label %b46, label %b47

b46:                                              ; preds = %b45
  %t111 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t5
  store double %t107, ptr addrspace(1) %t111, align 8
  br label %b47

b47:                                              ; preds = %b46, %b45
  ret void
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, double %a3, i8 %a4) local_unnamed_addr #0 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t3 = sext i32 %.2 to i64
  %t4 = icmp slt i64 %t3, %a0
  br i1 %t4, label %b1, label %b2

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t3
  %.3 = load double, ptr addrspace(1) %t5, align 8, !amdgpu.noclobber !0
  br label %b2

b2:                                               ; preds = %b1, %entry
  %t7 = phi double [ %.3, %b1 ], [ 0.000000e+00, %entry ]
  %t1012 = add nsw i64 %t3, 256
  %t1213 = icmp slt i64 %t1012, %a0
  br i1 %t1213, label %b4, label %b5

b4:                                               ; preds = %b2, %b4
  %t1015 = phi i64 [ %t10, %b4 ], [ %t1012, %b2 ]
  %t1114 = phi double [ %.16, %b4 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds double, ptr addrspace(1) %a1, i64 %t1015
  %.4 = load double, ptr addrspace(1) %t13, align 8, !amdgpu.noclobber !0
  %.5 = fcmp ogt double %t1114, %.4
  %.6 = select i1 %.5, double %t1114, double %.4
  %.7 = fcmp oeq double %t1114, %.4
  %.8 = bitcast double %t1114 to i64
  %.9 = bitcast double %.4 to i64
  %.10 = and i64 %.9, %.8
  %.11 = bitcast i64 %.10 to double
  %.12 = select i1 %.7, double %.11, double %.6
  %.13 = fcmp uno double %t1114, 0.000000e+00
  %.14 = select i1 %.13, double %t1114, double %.12
  %.15 = fcmp uno double %.4, 0.000000e+00
  %.16 = select i1 %.15, double %.4, double %.14
  %t10 = add i64 %t1015, 256
  %t12 = icmp slt i64 %t10, %a0
  br i1 %t12, label %b4, label %b5

b5:                                               ; preds = %b4, %b2
  %t11.lcssa = phi double [ %t7, %b2 ], [ %.16, %b4 ]
  %t17 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.0, i32 %.2
  store double %t11.lcssa, ptr addrspace(3) %t17, align 8
  %t18 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.1, i32 %.2
  %.17 = zext i1 %t4 to i8
  store i8 %.17, ptr addrspace(3) %t18, align 1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t19 = icmp slt i32 %.2, 128
  br i1 %t19, label %b6, label %b11

b6:                                               ; preds = %b5
  %t20 = add nsw i32 %.2, 128
  %t21 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t20
  %.18 = load double, ptr addrspace(3) %t21, align 8
  %t23 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t20
  %.19 = load i8, ptr addrspace(3) %t23, align 1
  %.20.not11 = icmp eq i8 %.19, 0
  %t8.not = xor i1 %t4, true
  %brmerge = or i1 %.20.not11, %t8.not
  %t11.mux = select i1 %.20.not11, double %t11.lcssa, double %.18
  %not..20.not11 = xor i1 %.20.not11, true
  %t8.mux = select i1 %not..20.not11, i1 true, i1 %t4
  br i1 %brmerge, label %b10, label %b8

b8:                                               ; preds = %b6
  %.21 = fcmp ogt double %t11.lcssa, %.18
  %.22 = select i1 %.21, double %t11.lcssa, double %.18
  %.23 = fcmp oeq double %t11.lcssa, %.18
  %.24 = bitcast double %t11.lcssa to i64
  %.25 = bitcast double %.18 to i64
  %.26 = and i64 %.25, %.24
  %.27 = bitcast i64 %.26 to double
  %.28 = select i1 %.23, double %.27, double %.22
  %.29 = fcmp uno double %t11.lcssa, 0.000000e+00
  %.30 = select i1 %.29, double %t11.lcssa, double %.28
  %.31 = fcmp uno double %.18, 0.000000e+00
  %.32 = select i1 %.31, double %.18, double %.30
  br label %b10

b10:                                              ; preds = %b6, %b8
  %t27 = phi double [ %t11.mux, %b6 ], [ %.32, %b8 ]
  %t28 = phi i1 [ %t8.mux, %b6 ], [ true, %b8 ]
  store double %t27, ptr addrspace(3) %t17, align 8
  %.33 = zext i1 %t28 to i8
  store i8 %.33, ptr addrspace(3) %t18, align 1
  br label %b11

b11:                                              ; preds = %b10, %b5
  %t29 = phi double [ %t27, %b10 ], [ %t11.lcssa, %b5 ]
  %t30 = phi i1 [ %t28, %b10 ], [ %t4, %b5 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t31 = icmp slt i32 %.2, 64
  br i1 %t31, label %b12, label %b17

b12:                                              ; preds = %b11
  %t32 = add nsw i32 %.2, 64
  %t33 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t32
  %.34 = load double, ptr addrspace(3) %t33, align 8
  %t35 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t32
  %.35 = load i8, ptr addrspace(3) %t35, align 1
  %.36.not10 = icmp eq i8 %.35, 0
  %t30.not = xor i1 %t30, true
  %brmerge1 = select i1 %.36.not10, i1 true, i1 %t30.not
  %t29.mux = select i1 %.36.not10, double %t29, double %.34
  %not..36.not10 = xor i1 %.36.not10, true
  %t30.mux = select i1 %not..36.not10, i1 true, i1 %t30
  br i1 %brmerge1, label %b16, label %b14

b14:                                              ; preds = %b12
  %.37 = fcmp ogt double %t29, %.34
  %.38 = select i1 %.37, double %t29, double %.34
  %.39 = fcmp oeq double %t29, %.34
  %.40 = bitcast double %t29 to i64
  %.41 = bitcast double %.34 to i64
  %.42 = and i64 %.41, %.40
  %.43 = bitcast i64 %.42 to double
  %.44 = select i1 %.39, double %.43, double %.38
  %.45 = fcmp uno double %t29, 0.000000e+00
  %.46 = select i1 %.45, double %t29, double %.44
  %.47 = fcmp uno double %.34, 0.000000e+00
  %.48 = select i1 %.47, double %.34, double %.46
  br label %b16

b16:                                              ; preds = %b12, %b14
  %t39 = phi double [ %t29.mux, %b12 ], [ %.48, %b14 ]
  %t40 = phi i1 [ %t30.mux, %b12 ], [ true, %b14 ]
  store double %t39, ptr addrspace(3) %t17, align 8
  %.49 = zext i1 %t40 to i8
  store i8 %.49, ptr addrspace(3) %t18, align 1
  br label %b17

b17:                                              ; preds = %b16, %b11
  %t41 = phi double [ %t39, %b16 ], [ %t29, %b11 ]
  %t42 = phi i1 [ %t40, %b16 ], [ %t30, %b11 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t43 = icmp slt i32 %.2, 32
  br i1 %t43, label %b18, label %b23

b18:                                              ; preds = %b17
  %t44 = add nsw i32 %.2, 32
  %t45 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.0, i32 %t44
  %.50 = load double, ptr addrspace(3) %t45, align 8
  %t47 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMax_5bfloat64_5d_5f_5fstage2.shared.1, i32 %t44
  %.51 = load i8, ptr addrspace(3) %t47, align 1
  %.52.not9 = icmp eq i8 %.51, 0
  %t42.not = xor i1 %t42, true
  %brmerge2 = select i1 %.52.not9, i1 true, i1 %t42.not
  %t41.mux = select i1 %.52.not9, double %t41, double %.50
  %not..52.not9 = xor i1 %.52.not9, true
  %t42.mux = select i1 %not..52.not9, i1 true, i1 %t42
  br i1 %brmerge2, label %b23, label %b20

b20:                                              ; preds = %b18
  %.53 = fcmp ogt double %t41, %.50
  %.54 = select i1 %.53, double %t41, double %.50
  %.55 = fcmp oeq double %t41, %.50
  %.56 = bitcast double %t41 to i64
  %.57 = bitcast double %.50 to i64
  %.58 = and i64 %.57, %.56
  %.59 = bitcast i64 %.58 to double
  %.60 = select i1 %.55, double %.59, double %.54
  %.61 = fcmp uno double %t41, 0.000000e+00
  %.62 = select i1 %.61, double %t41, double %.60
  %.63 = fcmp uno double %.50, 0.000000e+00
  %.64 = select i1 %.63, double %.50, double %.62
  br label %b23

b23:                                              ; preds = %b18, %b20, %b17
  %t53 = phi double [ %t41, %b17 ], [ %t41.mux, %b18 ], [ %.64, %b20 ]
  %t54 = phi i1 [ %t42, %b17 ], [ %t42.mux, %b18 ], [ true, %b20 ]
  br i1 %t43, label %b24, label %b45

b24:                                              ; preds = %b23
  %.66 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.67 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.66)
  %.68 = zext i32 %.67 to i64
  %.69 = add nuw nsw i64 %.68, 16
  %.70 = icmp ult i32 %.67, 48
  %.71 = tail call i64 @llvm.read_register.i64(metadata !1) #13
  %.72 = and i64 %.69, 63
  %0 = shl nuw i64 1, %.72
  %1 = and i64 %0, %.71
  %.74 = icmp ne i64 %1, 0
  %.75 = and i1 %.70, %.74
  %.76 = trunc i64 %.69 to i32
  %.77 = shl i32 %.76, 2
  %.78 = bitcast double %t53 to i64
  %.79 = trunc i64 %.78 to i32
  %.80 = lshr i64 %.78, 32
  %.81 = trunc i64 %.80 to i32
  %.82 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.79)
  %.83 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.81)
  %.84 = zext i32 %.82 to i64
  %.85 = zext i32 %.83 to i64
  %.86 = shl nuw i64 %.85, 32
  %.87 = or i64 %.86, %.84
  %.88 = bitcast i64 %.87 to double
  %t55 = select i1 %.75, double %.88, double %t53
  %.102 = zext i1 %t54 to i32
  %.103 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.77, i32 %.102)
  %2 = and i32 %.103, 1
  %.104 = icmp ne i32 %2, 0
  %t56 = select i1 %.75, i1 %.104, i1 %t54
  %t57 = icmp slt i32 %.2, 16
  %t58 = and i1 %t57, %t56
  %3 = select i1 %t58, i1 %t54, i1 false
  %t53.mux = select i1 %t58, double %t55, double %t53
  %t54.mux = select i1 %t58, i1 true, i1 %t54
  br i1 %3, label %b26, label %b28

b26:                                              ; preds = %b24
  %.105 = fcmp ogt double %t53, %t55
  %.106 = select i1 %.105, double %t53, double %t55
  %.107 = fcmp oeq double %t53, %t55
  %.109 = bitcast double %t55 to i64
  %.110 = and i64 %.109, %.78
  %.111 = bitcast i64 %.110 to double
  %.112 = select i1 %.107, double %.111, double %.106
  %.113 = fcmp uno double %t53, 0.000000e+00
  %.114 = select i1 %.113, double %t53, double %.112
  %.115 = fcmp uno double %t55, 0.000000e+00
  %.116 = select i1 %.115, double %t55, double %.114
  br label %b28

b28:                                              ; preds = %b24, %b26
  %t61 = phi double [ %t53.mux, %b24 ], [ %.116, %b26 ]
  %t62 = phi i1 [ %t54.mux, %b24 ], [ true, %b26 ]
  %.121 = add nuw nsw i64 %.68, 8
  %.122 = icmp ult i32 %.67, 56
  %.124 = and i64 %.121, 63
  %4 = shl nuw i64 1, %.124
  %5 = and i64 %4, %.71
  %.126 = icmp ne i64 %5, 0
  %.127 = and i1 %.122, %.126
  %.128 = trunc i64 %.121 to i32
  %.129 = shl i32 %.128, 2
  %.130 = bitcast double %t61 to i64
  %.131 = trunc i64 %.130 to i32
  %.132 = lshr i64 %.130, 32
  %.133 = trunc i64 %.132 to i32
  %.134 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.129, i32 %.131)
  %.135 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.129, i32 %.133)
  %.136 = zext i32 %.134 to i64
  %.137 = zext i32 %.135 to i64
  %.138 = shl nuw i64 %.137, 32
  %.139 = or i64 %.138, %.136
  %.140 = bitcast i64 %.139 to double
  %t63 = select i1 %.127, double %.140, double %t61
  %.154 = zext i1 %t62 to i32
  %.155 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.129, i32 %.154)
  %6 = and i32 %.155, 1
  %.156 = icmp ne i32 %6, 0
  %t64 = select i1 %.127, i1 %.156, i1 %t62
  %t65 = icmp slt i32 %.2, 24
  %t66 = and i1 %t65, %t64
  %7 = select i1 %t66, i1 %t62, i1 false
  %t61.mux = select i1 %t66, double %t63, double %t61
  %t62.mux = select i1 %t66, i1 true, i1 %t62
  br i1 %7, label %b30, label %b32

b30:                                              ; preds = %b28
  %.157 = fcmp ogt double %t61, %t63
  %.158 = select i1 %.157, double %t61, double %t63
  %.159 = fcmp oeq double %t61, %t63
  %.161 = bitcast double %t63 to i64
  %.162 = and i64 %.161, %.130
  %.163 = bitcast i64 %.162 to double
  %.164 = select i1 %.159, double %.163, double %.158
  %.165 = fcmp uno double %t61, 0.000000e+00
  %.166 = select i1 %.165, double %t61, double %.164
  %.167 = fcmp uno double %t63, 0.000000e+00
  %.168 = select i1 %.167, double %t63, double %.166
  br label %b32

b32:                                              ; preds = %b28, %b30
  %t69 = phi double [ %t61.mux, %b28 ], [ %.168, %b30 ]
  %t70 = phi i1 [ %t62.mux, %b28 ], [ true, %b30 ]
  %.173 = add nuw nsw i64 %.68, 4
  %.174 = icmp ult i32 %.67, 60
  %.176 = and i64 %.173, 63
  %8 = shl nuw i64 1, %.176
  %9 = and i64 %8, %.71
  %.178 = icmp ne i64 %9, 0
  %.179 = and i1 %.174, %.178
  %.180 = trunc i64 %.173 to i32
  %.181 = shl i32 %.180, 2
  %.182 = bitcast double %t69 to i64
  %.183 = trunc i64 %.182 to i32
  %.184 = lshr i64 %.182, 32
  %.185 = trunc i64 %.184 to i32
  %.186 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.183)
  %.187 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.185)
  %.188 = zext i32 %.186 to i64
  %.189 = zext i32 %.187 to i64
  %.190 = shl nuw i64 %.189, 32
  %.191 = or i64 %.190, %.188
  %.192 = bitcast i64 %.191 to double
  %t71 = select i1 %.179, double %.192, double %t69
  %.206 = zext i1 %t70 to i32
  %.207 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.181, i32 %.206)
  %10 = and i32 %.207, 1
  %.208 = icmp ne i32 %10, 0
  %t72 = select i1 %.179, i1 %.208, i1 %t70
  %t73 = icmp slt i32 %.2, 28
  %t74 = and i1 %t73, %t72
  %11 = select i1 %t74, i1 %t70, i1 false
  %t69.mux = select i1 %t74, double %t71, double %t69
  %t70.mux = select i1 %t74, i1 true, i1 %t70
  br i1 %11, label %b34, label %b36

b34:                                              ; preds = %b32
  %.209 = fcmp ogt double %t69, %t71
  %.210 = select i1 %.209, double %t69, double %t71
  %.211 = fcmp oeq double %t69, %t71
  %.213 = bitcast double %t71 to i64
  %.214 = and i64 %.213, %.182
  %.215 = bitcast i64 %.214 to double
  %.216 = select i1 %.211, double %.215, double %.210
  %.217 = fcmp uno double %t69, 0.000000e+00
  %.218 = select i1 %.217, double %t69, double %.216
  %.219 = fcmp uno double %t71, 0.000000e+00
  %.220 = select i1 %.219, double %t71, double %.218
  br label %b36

b36:                                              ; preds = %b32, %b34
  %t77 = phi double [ %t69.mux, %b32 ], [ %.220, %b34 ]
  %t78 = phi i1 [ %t70.mux, %b32 ], [ true, %b34 ]
  %.225 = add nuw nsw i64 %.68, 2
  %.226 = icmp ult i32 %.67, 62
  %.228 = and i64 %.225, 63
  %12 = shl nuw i64 1, %.228
  %13 = and i64 %12, %.71
  %.230 = icmp ne i64 %13, 0
  %.231 = and i1 %.226, %.230
  %.232 = trunc i64 %.225 to i32
  %.233 = shl i32 %.232, 2
  %.234 = bitcast double %t77 to i64
  %.235 = trunc i64 %.234 to i32
  %.236 = lshr i64 %.234, 32
  %.237 = trunc i64 %.236 to i32
  %.238 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.233, i32 %.235)
  %.239 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.233, i32 %.237)
  %.240 = zext i32 %.238 to i64
  %.241 = zext i32 %.239 to i64
  %.242 = shl nuw i64 %.241, 32
  %.243 = or i64 %.242, %.240
  %.244 = bitcast i64 %.243 to double
  %t79 = select i1 %.231, double %.244, double %t77
  %.258 = zext i1 %t78 to i32
  %.259 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.233, i32 %.258)
  %14 = and i32 %.259, 1
  %.260 = icmp ne i32 %14, 0
  %t80 = select i1 %.231, i1 %.260, i1 %t78
  %t81 = icmp slt i32 %.2, 30
  %t82 = and i1 %t81, %t80
  %15 = select i1 %t82, i1 %t78, i1 false
  %t77.mux = select i1 %t82, double %t79, double %t77
  %t78.mux = select i1 %t82, i1 true, i1 %t78
  br i1 %15, label %b38, label %b40

b38:                                              ; preds = %b36
  %.261 = fcmp ogt double %t77, %t79
  %.262 = select i1 %.261, double %t77, double %t79
  %.263 = fcmp oeq double %t77, %t79
  %.265 = bitcast double %t79 to i64
  %.266 = and i64 %.265, %.234
  %.267 = bitcast i64 %.266 to double
  %.268 = select i1 %.263, double %.267, double %.262
  %.269 = fcmp uno double %t77, 0.000000e+00
  %.270 = select i1 %.269, double %t77, double %.268
  %.271 = fcmp uno double %t79, 0.000000e+00
  %.272 = select i1 %.271, double %t79, double %.270
  br label %b40

b40:                                              ; preds = %b36, %b38
  %t85 = phi double [ %t77.mux, %b36 ], [ %.272, %b38 ]
  %t86 = phi i1 [ %t78.mux, %b36 ], [ true, %b38 ]
  %.277 = add nuw nsw i64 %.68, 1
  %.278 = icmp ult i32 %.67, 63
  %.280 = and i64 %.277, 63
  %16 = shl nuw i64 1, %.280
  %17 = and i64 %16, %.71
  %.282 = icmp ne i64 %17, 0
  %.283 = and i1 %.278, %.282
  %.284 = trunc i64 %.277 to i32
  %.285 = shl i32 %.284, 2
  %.286 = bitcast double %t85 to i64
  %.287 = trunc i64 %.286 to i32
  %.288 = lshr i64 %.286, 32
  %.289 = trunc i64 %.288 to i32
  %.290 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.285, i32 %.287)
  %.291 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.285, i32 %.289)
  %.292 = zext i32 %.290 to i64
  %.293 = zext i32 %.291 to i64
  %.294 = shl nuw i64 %.293, 32
  %.295 = or i64 %.294, %.292
  %.296 = bitcast i64 %.295 to double
  %t87 = select i1 %.283, double %.296, double %t85
  %.310 = zext i1 %t86 to i32
  %.311 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.285, i32 %.310)
  %18 = and i32 %.311, 1
  %.312 = icmp ne i32 %18, 0
  %t88 = select i1 %.283, i1 %.312, i1 %t86
  %t89 = icmp slt i32 %.2, 31
  %t90 = and i1 %t89, %t88
  %19 = select i1 %t90, i1 %t86, i1 false
  %t85.mux = select i1 %t90, double %t87, double %t85
  %t86.mux = select i1 %t90, i1 true, i1 %t86
  br i1 %19, label %b42, label %b45

b42:                                              ; preds = %b40
  %.313 = fcmp ogt double %t85, %t87
  %.314 = select i1 %.313, double %t85, double %t87
  %.315 = fcmp oeq double %t85, %t87
  %.317 = bitcast double %t87 to i64
  %.318 = and i64 %.317, %.286
  %.319 = bitcast i64 %.318 to double
  %.320 = select i1 %.315, double %.319, double %.314
  %.321 = fcmp uno double %t85, 0.000000e+00
  %.322 = select i1 %.321, double %t85, double %.320
  %.323 = fcmp uno double %t87, 0.000000e+00
  %.324 = select i1 %.323, double %t87, double %.322
  br label %b45

b45:                                              ; preds = %b40, %b42, %b23
  %t95 = phi double [ %t53, %b23 ], [ %t85.mux, %b40 ], [ %.324, %b42 ]
  %t96 = phi i1 [ %t54, %b23 ], [ %t86.mux, %b40 ], [ true, %b42 ]
  %t97 = icmp eq i32 %.2, 0
  br i1 %t97, label %b46, label %b52

b46:                                              ; preds = %b45
  %20 = select i1 %t96, i1 %.1, i1 false
  %a3.mux = select i1 %t96, double %t95, double %a3
  %.1.mux = select i1 %t96, i1 true, i1 %.1
  br i1 %20, label %b48, label %b50

b48:                                              ; preds = %b46
  %.325 = fcmp olt double %t95, %a3
  %.326 = select i1 %.325, double %a3, double %t95
  %.327 = fcmp oeq double %t95, %a3
  %.328 = bitcast double %a3 to i64
  %.329 = bitcast double %t95 to i64
  %.330 = and i64 %.329, %.328
  %.331 = bitcast i64 %.330 to double
  %.332 = select i1 %.327, double %.331, double %.326
  %.333 = fcmp uno double %a3, 0.000000e+00
  %.334 = select i1 %.333, double %a3, double %.332
  %.335 = fcmp uno double %t95, 0.000000e+00
  %.336 = select i1 %.335, double %t95, double %.334
  br label %b50

b50:                                              ; preds = %b46, %b48
  %t100 = phi double [ %a3.mux, %b46 ], [ %.336, %b48 ]
  %t101 = phi i1 [ %.1.mux, %b46 ], [ true, %b48 ]
  br i1 %t101, label %b51, label %b52

b51:                                              ; preds = %b50
  store double %t100, ptr addrspace(1) %a2, align 8
  br label %b52

b52:                                              ; preds = %b51, %b50, %b45
  ret void
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMatMul_5bfloat32_5d_5f_5fgu(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, ptr addrspace(1) nocapture readonly %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, ptr addrspace(1) nocapture writeonly %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, i64 %a30, i64 %a31, i64 %a32) local_unnamed_addr #5 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t1 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t3 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t5 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t7 = sext i32 %.16 to i64
  %t8 = mul nsw i64 %t5, %t3
  %t9 = add nsw i64 %t8, %t1
  %t10 = mul nsw i64 %t7, %t5
  %t11 = icmp sgt i64 %a1, 3
  %t12 = icmp sgt i64 %a1, 2
  %t13 = icmp sgt i64 %a1, 1
  %t14 = icmp sgt i64 %a1, 0
  %t15 = icmp sgt i64 %a7, 0
  %t16 = icmp sgt i64 %a17, 0
  %t17 = icmp sgt i64 %a8, 0
  %t191 = icmp slt i64 %t9, %a0
  br i1 %t191, label %b2.lr.ph, label %b17

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
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %b16
  %t182 = phi i64 [ %t9, %b2.lr.ph ], [ %t92, %b16 ]
  br i1 %t11, label %b3, label %b4

b3:                                               ; preds = %b2
  %t182.frozen = freeze i64 %t182
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t182.frozen, %.20.frozen
  %6 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t182.frozen, %6
  %.22 = select i1 %.17, i64 %t182, i64 %.21.decomposed
  %.28 = sub i64 0, %t182
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t22 = mul i64 %.22, %a14
  %t23 = mul i64 %.22, %a23
  %t24 = mul i64 %.22, %a32
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t25 = phi i64 [ %.30, %b3 ], [ %t182, %b2 ]
  %t26 = phi i64 [ %t22, %b3 ], [ 0, %b2 ]
  %t27 = phi i64 [ %t23, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6

b5:                                               ; preds = %b4
  %t25.frozen = freeze i64 %t25
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t25.frozen, %.34.frozen
  %7 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t25.frozen, %7
  %.36 = select i1 %.31, i64 %t25, i64 %.35.decomposed
  %.42 = sub i64 0, %t25
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t31 = mul i64 %.36, %a13
  %t32 = add i64 %t31, %t26
  %t33 = mul i64 %.36, %a22
  %t34 = add i64 %t33, %t27
  %t35 = mul i64 %.36, %a31
  %t36 = add i64 %t35, %t28
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t37 = phi i64 [ %.44, %b5 ], [ %t25, %b4 ]
  %t38 = phi i64 [ %t32, %b5 ], [ %t26, %b4 ]
  %t39 = phi i64 [ %t34, %b5 ], [ %t27, %b4 ]
  %t40 = phi i64 [ %t36, %b5 ], [ %t28, %b4 ]
  br i1 %t13, label %b7, label %b8

b7:                                               ; preds = %b6
  %t37.frozen = freeze i64 %t37
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t37.frozen, %.48.frozen
  %8 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t37.frozen, %8
  %.50 = select i1 %.45, i64 %t37, i64 %.49.decomposed
  %.56 = sub i64 0, %t37
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t43 = mul i64 %.50, %a12
  %t44 = add i64 %t43, %t38
  %t45 = mul i64 %.50, %a21
  %t46 = add i64 %t45, %t39
  %t47 = mul i64 %.50, %a30
  %t48 = add i64 %t47, %t40
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t49 = phi i64 [ %.58, %b7 ], [ %t37, %b6 ]
  %t50 = phi i64 [ %t44, %b7 ], [ %t38, %b6 ]
  %t51 = phi i64 [ %t46, %b7 ], [ %t39, %b6 ]
  %t52 = phi i64 [ %t48, %b7 ], [ %t40, %b6 ]
  br i1 %t14, label %b9, label %b10

b9:                                               ; preds = %b8
  %t53 = mul i64 %t49, %a11
  %t54 = add i64 %t50, %t53
  %t55 = mul i64 %t49, %a20
  %t56 = add i64 %t51, %t55
  %t57 = mul i64 %t49, %a29
  %t58 = add i64 %t52, %t57
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t59 = phi i64 [ %t54, %b9 ], [ %t50, %b8 ]
  %t60 = phi i64 [ %t56, %b9 ], [ %t51, %b8 ]
  %t61 = phi i64 [ %t58, %b9 ], [ %t52, %b8 ]
  %t63 = getelementptr inbounds float, ptr addrspace(1) %a15, i64 %t60
  br i1 %t15, label %b11.preheader, label %b16

b11.preheader:                                    ; preds = %b10
  %t64 = getelementptr inbounds float, ptr addrspace(1) %a24, i64 %t61
  %t62 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t59
  br label %b11

b11:                                              ; preds = %b11.preheader, %b15
  %t65 = phi ptr addrspace(1) [ %t91, %b15 ], [ %t62, %b11.preheader ]
  %t66 = phi ptr addrspace(1) [ %t90, %b15 ], [ %t64, %b11.preheader ]
  %t67 = phi i64 [ %t88, %b15 ], [ 0, %b11.preheader ]
  br i1 %t16, label %b12, label %b15

b12:                                              ; preds = %b11, %b14
  %t68 = phi ptr addrspace(1) [ %t87, %b14 ], [ %t66, %b11 ]
  %t69 = phi ptr addrspace(1) [ %t86, %b14 ], [ %t63, %b11 ]
  %t70 = phi i64 [ %t84, %b14 ], [ 0, %b11 ]
  br i1 %t17, label %b13, label %b14

b13:                                              ; preds = %b12, %b13
  %t71 = phi ptr addrspace(1) [ %t82, %b13 ], [ %t69, %b12 ]
  %t72 = phi ptr addrspace(1) [ %t81, %b13 ], [ %t65, %b12 ]
  %t73 = phi float [ %t78, %b13 ], [ 0.000000e+00, %b12 ]
  %t74 = phi i64 [ %t79, %b13 ], [ 0, %b12 ]
  %.59 = load float, ptr addrspace(1) %t72, align 4
  %.60 = load float, ptr addrspace(1) %t71, align 4
  %t77 = fmul float %.59, %.60
  %t78 = fadd float %t73, %t77
  %t79 = add nuw nsw i64 %t74, 1
  %t81 = getelementptr inbounds float, ptr addrspace(1) %t72, i64 %a10
  %t82 = getelementptr inbounds float, ptr addrspace(1) %t71, i64 %a18
  %exitcond.not = icmp eq i64 %t79, %a8
  br i1 %exitcond.not, label %b14, label %b13

b14:                                              ; preds = %b13, %b12
  %t83 = phi float [ 0.000000e+00, %b12 ], [ %t78, %b13 ]
  store float %t83, ptr addrspace(1) %t68, align 4
  %t84 = add nuw nsw i64 %t70, 1
  %t86 = getelementptr inbounds float, ptr addrspace(1) %t69, i64 %a19
  %t87 = getelementptr inbounds float, ptr addrspace(1) %t68, i64 %a28
  %exitcond3.not = icmp eq i64 %t84, %a17
  br i1 %exitcond3.not, label %b15, label %b12

b15:                                              ; preds = %b14, %b11
  %t88 = add nuw nsw i64 %t67, 1
  %t90 = getelementptr inbounds float, ptr addrspace(1) %t66, i64 %a27
  %t91 = getelementptr inbounds float, ptr addrspace(1) %t65, i64 %a9
  %exitcond4.not = icmp eq i64 %t88, %a7
  br i1 %exitcond4.not, label %b16, label %b11

b16:                                              ; preds = %b15, %b10
  %t92 = add i64 %t182, %t10
  %t19 = icmp slt i64 %t92, %a0
  br i1 %t19, label %b2, label %b17

b17:                                              ; preds = %b16, %entry
  ret void
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eMatMul_5bfloat64_5d_5f_5fgu(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, ptr addrspace(1) nocapture readonly %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, ptr addrspace(1) nocapture writeonly %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, i64 %a30, i64 %a31, i64 %a32) local_unnamed_addr #5 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t1 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t3 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t5 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t7 = sext i32 %.16 to i64
  %t8 = mul nsw i64 %t5, %t3
  %t9 = add nsw i64 %t8, %t1
  %t10 = mul nsw i64 %t7, %t5
  %t11 = icmp sgt i64 %a1, 3
  %t12 = icmp sgt i64 %a1, 2
  %t13 = icmp sgt i64 %a1, 1
  %t14 = icmp sgt i64 %a1, 0
  %t15 = icmp sgt i64 %a7, 0
  %t16 = icmp sgt i64 %a17, 0
  %t17 = icmp sgt i64 %a8, 0
  %t191 = icmp slt i64 %t9, %a0
  br i1 %t191, label %b2.lr.ph, label %b17

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
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %b16
  %t182 = phi i64 [ %t9, %b2.lr.ph ], [ %t92, %b16 ]
  br i1 %t11, label %b3, label %b4

b3:                                               ; preds = %b2
  %t182.frozen = freeze i64 %t182
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t182.frozen, %.20.frozen
  %6 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t182.frozen, %6
  %.22 = select i1 %.17, i64 %t182, i64 %.21.decomposed
  %.28 = sub i64 0, %t182
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t22 = mul i64 %.22, %a14
  %t23 = mul i64 %.22, %a23
  %t24 = mul i64 %.22, %a32
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t25 = phi i64 [ %.30, %b3 ], [ %t182, %b2 ]
  %t26 = phi i64 [ %t22, %b3 ], [ 0, %b2 ]
  %t27 = phi i64 [ %t23, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t24, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6

b5:                                               ; preds = %b4
  %t25.frozen = freeze i64 %t25
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t25.frozen, %.34.frozen
  %7 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t25.frozen, %7
  %.36 = select i1 %.31, i64 %t25, i64 %.35.decomposed
  %.42 = sub i64 0, %t25
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t31 = mul i64 %.36, %a13
  %t32 = add i64 %t31, %t26
  %t33 = mul i64 %.36, %a22
  %t34 = add i64 %t33, %t27
  %t35 = mul i64 %.36, %a31
  %t36 = add i64 %t35, %t28
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t37 = phi i64 [ %.44, %b5 ], [ %t25, %b4 ]
  %t38 = phi i64 [ %t32, %b5 ], [ %t26, %b4 ]
  %t39 = phi i64 [ %t34, %b5 ], [ %t27, %b4 ]
  %t40 = phi i64 [ %t36, %b5 ], [ %t28, %b4 ]
  br i1 %t13, label %b7, label %b8

b7:                                               ; preds = %b6
  %t37.frozen = freeze i64 %t37
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t37.frozen, %.48.frozen
  %8 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t37.frozen, %8
  %.50 = select i1 %.45, i64 %t37, i64 %.49.decomposed
  %.56 = sub i64 0, %t37
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t43 = mul i64 %.50, %a12
  %t44 = add i64 %t43, %t38
  %t45 = mul i64 %.50, %a21
  %t46 = add i64 %t45, %t39
  %t47 = mul i64 %.50, %a30
  %t48 = add i64 %t47, %t40
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t49 = phi i64 [ %.58, %b7 ], [ %t37, %b6 ]
  %t50 = phi i64 [ %t44, %b7 ], [ %t38, %b6 ]
  %t51 = phi i64 [ %t46, %b7 ], [ %t39, %b6 ]
  %t52 = phi i64 [ %t48, %b7 ], [ %t40, %b6 ]
  br i1 %t14, label %b9, label %b10

b9:                                               ; preds = %b8
  %t53 = mul i64 %t49, %a11
  %t54 = add i64 %t50, %t53
  %t55 = mul i64 %t49, %a20
  %t56 = add i64 %t51, %t55
  %t57 = mul i64 %t49, %a29
  %t58 = add i64 %t52, %t57
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t59 = phi i64 [ %t54, %b9 ], [ %t50, %b8 ]
  %t60 = phi i64 [ %t56, %b9 ], [ %t51, %b8 ]
  %t61 = phi i64 [ %t58, %b9 ], [ %t52, %b8 ]
  %t63 = getelementptr inbounds double, ptr addrspace(1) %a15, i64 %t60
  br i1 %t15, label %b11.preheader, label %b16

b11.preheader:                                    ; preds = %b10
  %t64 = getelementptr inbounds double, ptr addrspace(1) %a24, i64 %t61
  %t62 = getelementptr inbounds double, ptr addrspace(1) %a6, i64 %t59
  br label %b11

b11:                                              ; preds = %b11.preheader, %b15
  %t65 = phi ptr addrspace(1) [ %t91, %b15 ], [ %t62, %b11.preheader ]
  %t66 = phi ptr addrspace(1) [ %t90, %b15 ], [ %t64, %b11.preheader ]
  %t67 = phi i64 [ %t88, %b15 ], [ 0, %b11.preheader ]
  br i1 %t16, label %b12, label %b15

b12:                                              ; preds = %b11, %b14
  %t68 = phi ptr addrspace(1) [ %t87, %b14 ], [ %t66, %b11 ]
  %t69 = phi ptr addrspace(1) [ %t86, %b14 ], [ %t63, %b11 ]
  %t70 = phi i64 [ %t84, %b14 ], [ 0, %b11 ]
  br i1 %t17, label %b13, label %b14

b13:                                              ; preds = %b12, %b13
  %t71 = phi ptr addrspace(1) [ %t82, %b13 ], [ %t69, %b12 ]
  %t72 = phi ptr addrspace(1) [ %t81, %b13 ], [ %t65, %b12 ]
  %t73 = phi double [ %t78, %b13 ], [ 0.000000e+00, %b12 ]
  %t74 = phi i64 [ %t79, %b13 ], [ 0, %b12 ]
  %.59 = load double, ptr addrspace(1) %t72, align 8
  %.60 = load double, ptr addrspace(1) %t71, align 8
  %t77 = fmul double %.59, %.60
  %t78 = fadd double %t73, %t77
  %t79 = add nuw nsw i64 %t74, 1
  %t81 = getelementptr inbounds double, ptr addrspace(1) %t72, i64 %a10
  %t82 = getelementptr inbounds double, ptr addrspace(1) %t71, i64 %a18
  %exitcond.not = icmp eq i64 %t79, %a8
  br i1 %exitcond.not, label %b14, label %b13

b14:                                              ; preds = %b13, %b12
  %t83 = phi double [ 0.000000e+00, %b12 ], [ %t78, %b13 ]
  store double %t83, ptr addrspace(1) %t68, align 8
  %t84 = add nuw nsw i64 %t70, 1
  %t86 = getelementptr inbounds double, ptr addrspace(1) %t69, i64 %a19
  %t87 = getelementptr inbounds double, ptr addrspace(1) %t68, i64 %a28
  %exitcond3.not = icmp eq i64 %t84, %a17
  br i1 %exitcond3.not, label %b15, label %b12

b15:                                              ; preds = %b14, %b11
  %t88 = add nuw nsw i64 %t67, 1
  %t90 = getelementptr inbounds double, ptr addrspace(1) %t66, i64 %a27
  %t91 = getelementptr inbounds double, ptr addrspace(1) %t65, i64 %a9
  %exitcond4.not = icmp eq i64 %t88, %a7
  br i1 %exitcond4.not, label %b16, label %b11

b16:                                              ; preds = %b15, %b10
  %t92 = add i64 %t182, %t10
  %t19 = icmp slt i64 %t92, %a0
  br i1 %t19, label %b2, label %b17

b17:                                              ; preds = %b16, %entry
  ret void
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eAxpy_5f_5fgu(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, ptr addrspace(1) nocapture readonly %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, ptr addrspace(1) nocapture readonly %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, ptr addrspace(1) nocapture writeonly %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, i64 %a30, i64 %a31) local_unnamed_addr #5 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t1 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t3 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t5 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t7 = sext i32 %.16 to i64
  %t8 = mul nsw i64 %t5, %t3
  %t9 = add nsw i64 %t8, %t1
  %t10 = mul nsw i64 %t7, %t5
  %t11 = icmp sgt i64 %a1, 3
  %t12 = icmp sgt i64 %a1, 2
  %t13 = icmp sgt i64 %a1, 1
  %t14 = icmp sgt i64 %a1, 0
  %t15 = icmp sgt i64 %a12, 0
  %t171 = icmp slt i64 %t9, %a0
  br i1 %t171, label %b2.lr.ph, label %b13

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
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %b12
  %t162 = phi i64 [ %t9, %b2.lr.ph ], [ %t89, %b12 ]
  br i1 %t11, label %b3, label %b4

b3:                                               ; preds = %b2
  %t162.frozen = freeze i64 %t162
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t162.frozen, %.20.frozen
  %6 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t162.frozen, %6
  %.22 = select i1 %.17, i64 %t162, i64 %.21.decomposed
  %.28 = sub i64 0, %t162
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t20 = mul i64 %.22, %a10
  %t21 = mul i64 %.22, %a17
  %t22 = mul i64 %.22, %a24
  %t23 = mul i64 %.22, %a31
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t24 = phi i64 [ %.30, %b3 ], [ %t162, %b2 ]
  %t25 = phi i64 [ %t20, %b3 ], [ 0, %b2 ]
  %t26 = phi i64 [ %t21, %b3 ], [ 0, %b2 ]
  %t27 = phi i64 [ %t22, %b3 ], [ 0, %b2 ]
  %t28 = phi i64 [ %t23, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6

b5:                                               ; preds = %b4
  %t24.frozen = freeze i64 %t24
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t24.frozen, %.34.frozen
  %7 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t24.frozen, %7
  %.36 = select i1 %.31, i64 %t24, i64 %.35.decomposed
  %.42 = sub i64 0, %t24
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t31 = mul i64 %.36, %a9
  %t32 = add i64 %t31, %t25
  %t33 = mul i64 %.36, %a16
  %t34 = add i64 %t33, %t26
  %t35 = mul i64 %.36, %a23
  %t36 = add i64 %t35, %t27
  %t37 = mul i64 %.36, %a30
  %t38 = add i64 %t37, %t28
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t39 = phi i64 [ %.44, %b5 ], [ %t24, %b4 ]
  %t40 = phi i64 [ %t32, %b5 ], [ %t25, %b4 ]
  %t41 = phi i64 [ %t34, %b5 ], [ %t26, %b4 ]
  %t42 = phi i64 [ %t36, %b5 ], [ %t27, %b4 ]
  %t43 = phi i64 [ %t38, %b5 ], [ %t28, %b4 ]
  br i1 %t13, label %b7, label %b8

b7:                                               ; preds = %b6
  %t39.frozen = freeze i64 %t39
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t39.frozen, %.48.frozen
  %8 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t39.frozen, %8
  %.50 = select i1 %.45, i64 %t39, i64 %.49.decomposed
  %.56 = sub i64 0, %t39
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t46 = mul i64 %.50, %a8
  %t47 = add i64 %t46, %t40
  %t48 = mul i64 %.50, %a15
  %t49 = add i64 %t48, %t41
  %t50 = mul i64 %.50, %a22
  %t51 = add i64 %t50, %t42
  %t52 = mul i64 %.50, %a29
  %t53 = add i64 %t52, %t43
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t54 = phi i64 [ %.58, %b7 ], [ %t39, %b6 ]
  %t55 = phi i64 [ %t47, %b7 ], [ %t40, %b6 ]
  %t56 = phi i64 [ %t49, %b7 ], [ %t41, %b6 ]
  %t57 = phi i64 [ %t51, %b7 ], [ %t42, %b6 ]
  %t58 = phi i64 [ %t53, %b7 ], [ %t43, %b6 ]
  br i1 %t14, label %b9, label %b10

b9:                                               ; preds = %b8
  %t59 = mul i64 %t54, %a7
  %t60 = add i64 %t55, %t59
  %t61 = mul i64 %t54, %a14
  %t62 = add i64 %t56, %t61
  %t63 = mul i64 %t54, %a21
  %t64 = add i64 %t57, %t63
  %t65 = mul i64 %t54, %a28
  %t66 = add i64 %t58, %t65
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t67 = phi i64 [ %t60, %b9 ], [ %t55, %b8 ]
  %t68 = phi i64 [ %t62, %b9 ], [ %t56, %b8 ]
  %t69 = phi i64 [ %t64, %b9 ], [ %t57, %b8 ]
  %t70 = phi i64 [ %t66, %b9 ], [ %t58, %b8 ]
  %t71 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t67
  %.59 = load float, ptr addrspace(1) %t71, align 4
  br i1 %t15, label %b11.preheader, label %b12

b11.preheader:                                    ; preds = %b10
  %t75 = getelementptr inbounds float, ptr addrspace(1) %a25, i64 %t70
  %t74 = getelementptr inbounds float, ptr addrspace(1) %a18, i64 %t69
  %t73 = getelementptr inbounds float, ptr addrspace(1) %a11, i64 %t68
  br label %b11

b11:                                              ; preds = %b11.preheader, %b11
  %t76 = phi ptr addrspace(1) [ %t88, %b11 ], [ %t75, %b11.preheader ]
  %t77 = phi ptr addrspace(1) [ %t87, %b11 ], [ %t74, %b11.preheader ]
  %t78 = phi ptr addrspace(1) [ %t86, %b11 ], [ %t73, %b11.preheader ]
  %t79 = phi i64 [ %t84, %b11 ], [ 0, %b11.preheader ]
  %.60 = load float, ptr addrspace(1) %t78, align 4
  %t81 = fmul float %.59, %.60
  %.61 = load float, ptr addrspace(1) %t77, align 4
  %t83 = fadd float %t81, %.61
  store float %t83, ptr addrspace(1) %t76, align 4
  %t84 = add nuw nsw i64 %t79, 1
  %t86 = getelementptr inbounds float, ptr addrspace(1) %t78, i64 %a13
  %t87 = getelementptr inbounds float, ptr addrspace(1) %t77, i64 %a20
  %t88 = getelementptr inbounds float, ptr addrspace(1) %t76, i64 %a27
  %exitcond.not = icmp eq i64 %t84, %a12
  br i1 %exitcond.not, label %b12, label %b11

b12:                                              ; preds = %b11, %b10
  %t89 = add i64 %t162, %t10
  %t17 = icmp slt i64 %t89, %a0
  br i1 %t17, label %b2, label %b13

b13:                                              ; preds = %b12, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind writeonly
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDivNaN_5f_5fcontig(i64 %a0, ptr addrspace(1) readnone %a1, float %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #6 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t2 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t4 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t8 = sext i32 %.16 to i64
  %t9 = mul nsw i64 %t6, %t4
  %t10 = add nsw i64 %t9, %t2
  %t11 = mul nsw i64 %t8, %t6
  %t131 = icmp slt i64 %t10, %a0
  br i1 %t131, label %b2, label %b5

b2:                                               ; preds = %entry, %b2
  %t122 = phi i64 [ %t19, %b2 ], [ %t10, %entry ]
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t122
  store float 0x7FF8000000000000, ptr addrspace(1) %t18, align 4
  %t19 = add i64 %t122, %t11
  %t13 = icmp slt i64 %t19, %a0
  br i1 %t13, label %b2, label %b5

b5:                                               ; preds = %b2, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind writeonly
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eDivNaN_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readnone %a10, float %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) nocapture writeonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28) local_unnamed_addr #6 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t2 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t4 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t6 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t8 = sext i32 %.16 to i64
  %t9 = mul nsw i64 %t6, %t4
  %t10 = add nsw i64 %t9, %t2
  %t11 = mul nsw i64 %t8, %t6
  %t12 = icmp sgt i64 %a1, 7
  %t13 = icmp sgt i64 %a1, 6
  %t14 = icmp sgt i64 %a1, 5
  %t15 = icmp sgt i64 %a1, 4
  %t16 = icmp sgt i64 %a1, 3
  %t17 = icmp sgt i64 %a1, 2
  %t18 = icmp sgt i64 %a1, 1
  %t19 = icmp sgt i64 %a1, 0
  %t211 = icmp slt i64 %t10, %a0
  br i1 %t211, label %b2.lr.ph, label %b21

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

b2:                                               ; preds = %b2.lr.ph, %b18
  %t202 = phi i64 [ %t10, %b2.lr.ph ], [ %t94, %b18 ]
  br i1 %t12, label %b3, label %b4

b3:                                               ; preds = %b2
  %t202.frozen = freeze i64 %t202
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t202.frozen, %.20.frozen
  %14 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t202.frozen, %14
  %.22 = select i1 %.17, i64 %t202, i64 %.21.decomposed
  %.28 = sub i64 0, %t202
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t25 = mul i64 %.22, %a28
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t26 = phi i64 [ %.30, %b3 ], [ %t202, %b2 ]
  %t28 = phi i64 [ %t25, %b3 ], [ 0, %b2 ]
  br i1 %t13, label %b5, label %b6

b5:                                               ; preds = %b4
  %t26.frozen = freeze i64 %t26
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t26.frozen, %.34.frozen
  %15 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t26.frozen, %15
  %.36 = select i1 %.31, i64 %t26, i64 %.35.decomposed
  %.42 = sub i64 0, %t26
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t33 = mul i64 %.36, %a27
  %t34 = add i64 %t33, %t28
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t35 = phi i64 [ %.44, %b5 ], [ %t26, %b4 ]
  %t37 = phi i64 [ %t34, %b5 ], [ %t28, %b4 ]
  br i1 %t14, label %b7, label %b8

b7:                                               ; preds = %b6
  %t35.frozen = freeze i64 %t35
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t35.frozen, %.48.frozen
  %16 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t35.frozen, %16
  %.50 = select i1 %.45, i64 %t35, i64 %.49.decomposed
  %.56 = sub i64 0, %t35
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t42 = mul i64 %.50, %a26
  %t43 = add i64 %t42, %t37
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t44 = phi i64 [ %.58, %b7 ], [ %t35, %b6 ]
  %t46 = phi i64 [ %t43, %b7 ], [ %t37, %b6 ]
  br i1 %t15, label %b9, label %b10

b9:                                               ; preds = %b8
  %t44.frozen = freeze i64 %t44
  %.62.frozen = freeze i64 %.62
  %.69 = sdiv i64 %t44.frozen, %.62.frozen
  %17 = mul i64 %.69, %.62.frozen
  %.63.decomposed = sub i64 %t44.frozen, %17
  %.64 = select i1 %.59, i64 %t44, i64 %.63.decomposed
  %.70 = sub i64 0, %t44
  %.71 = select i1 %.60, i64 %.70, i64 %.69
  %.72 = select i1 %.59, i64 -1, i64 %.71
  %t51 = mul i64 %.64, %a25
  %t52 = add i64 %t51, %t46
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t53 = phi i64 [ %.72, %b9 ], [ %t44, %b8 ]
  %t55 = phi i64 [ %t52, %b9 ], [ %t46, %b8 ]
  br i1 %t16, label %b11, label %b12

b11:                                              ; preds = %b10
  %t53.frozen = freeze i64 %t53
  %.76.frozen = freeze i64 %.76
  %.83 = sdiv i64 %t53.frozen, %.76.frozen
  %18 = mul i64 %.83, %.76.frozen
  %.77.decomposed = sub i64 %t53.frozen, %18
  %.78 = select i1 %.73, i64 %t53, i64 %.77.decomposed
  %.84 = sub i64 0, %t53
  %.85 = select i1 %.74, i64 %.84, i64 %.83
  %.86 = select i1 %.73, i64 -1, i64 %.85
  %t60 = mul i64 %.78, %a24
  %t61 = add i64 %t60, %t55
  br label %b12

b12:                                              ; preds = %b11, %b10
  %t62 = phi i64 [ %.86, %b11 ], [ %t53, %b10 ]
  %t64 = phi i64 [ %t61, %b11 ], [ %t55, %b10 ]
  br i1 %t17, label %b13, label %b14

b13:                                              ; preds = %b12
  %t62.frozen = freeze i64 %t62
  %.90.frozen = freeze i64 %.90
  %.97 = sdiv i64 %t62.frozen, %.90.frozen
  %19 = mul i64 %.97, %.90.frozen
  %.91.decomposed = sub i64 %t62.frozen, %19
  %.92 = select i1 %.87, i64 %t62, i64 %.91.decomposed
  %.98 = sub i64 0, %t62
  %.99 = select i1 %.88, i64 %.98, i64 %.97
  %.100 = select i1 %.87, i64 -1, i64 %.99
  %t69 = mul i64 %.92, %a23
  %t70 = add i64 %t69, %t64
  br label %b14

b14:                                              ; preds = %b13, %b12
  %t71 = phi i64 [ %.100, %b13 ], [ %t62, %b12 ]
  %t73 = phi i64 [ %t70, %b13 ], [ %t64, %b12 ]
  br i1 %t18, label %b15, label %b16

b15:                                              ; preds = %b14
  %t71.frozen = freeze i64 %t71
  %.104.frozen = freeze i64 %.104
  %.111 = sdiv i64 %t71.frozen, %.104.frozen
  %20 = mul i64 %.111, %.104.frozen
  %.105.decomposed = sub i64 %t71.frozen, %20
  %.106 = select i1 %.101, i64 %t71, i64 %.105.decomposed
  %.112 = sub i64 0, %t71
  %.113 = select i1 %.102, i64 %.112, i64 %.111
  %.114 = select i1 %.101, i64 -1, i64 %.113
  %t78 = mul i64 %.106, %a22
  %t79 = add i64 %t78, %t73
  br label %b16

b16:                                              ; preds = %b15, %b14
  %t80 = phi i64 [ %.114, %b15 ], [ %t71, %b14 ]
  %t82 = phi i64 [ %t79, %b15 ], [ %t73, %b14 ]
  br i1 %t19, label %b17, label %b18

b17:                                              ; preds = %b16
  %t85 = mul i64 %t80, %a21
  %t86 = add i64 %t82, %t85
  br label %b18

b18:                                              ; preds = %b17, %b16
  %t88 = phi i64 [ %t86, %b17 ], [ %t82, %b16 ]
  %t93 = getelementptr inbounds float, ptr addrspace(1) %a20, i64 %t88
  store float 0x7FF8000000000000, ptr addrspace(1) %t93, align 4
  %t94 = add i64 %t202, %t11
  %t21 = icmp slt i64 %t94, %a0
  br i1 %t21, label %b2, label %b21

b21:                                              ; preds = %b18, %entry
  ret void
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eRowSum_5f_5fgu(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, ptr addrspace(1) nocapture writeonly %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17) local_unnamed_addr #5 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t1 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t3 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t5 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t7 = sext i32 %.16 to i64
  %t8 = mul nsw i64 %t5, %t3
  %t9 = add nsw i64 %t8, %t1
  %t10 = mul nsw i64 %t7, %t5
  %t11 = icmp sgt i64 %a1, 3
  %t12 = icmp sgt i64 %a1, 2
  %t13 = icmp sgt i64 %a1, 1
  %t14 = icmp sgt i64 %a1, 0
  %t15 = icmp sgt i64 %a7, 0
  %t171 = icmp slt i64 %t9, %a0
  br i1 %t171, label %b2.lr.ph, label %b13

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
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %b12
  %t162 = phi i64 [ %t9, %b2.lr.ph ], [ %t61, %b12 ]
  br i1 %t11, label %b3, label %b4

b3:                                               ; preds = %b2
  %t162.frozen = freeze i64 %t162
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t162.frozen, %.20.frozen
  %6 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t162.frozen, %6
  %.22 = select i1 %.17, i64 %t162, i64 %.21.decomposed
  %.28 = sub i64 0, %t162
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t20 = mul i64 %.22, %a12
  %t21 = mul i64 %.22, %a17
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t22 = phi i64 [ %.30, %b3 ], [ %t162, %b2 ]
  %t23 = phi i64 [ %t20, %b3 ], [ 0, %b2 ]
  %t24 = phi i64 [ %t21, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6

b5:                                               ; preds = %b4
  %t22.frozen = freeze i64 %t22
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t22.frozen, %.34.frozen
  %7 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t22.frozen, %7
  %.36 = select i1 %.31, i64 %t22, i64 %.35.decomposed
  %.42 = sub i64 0, %t22
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t27 = mul i64 %.36, %a11
  %t28 = add i64 %t27, %t23
  %t29 = mul i64 %.36, %a16
  %t30 = add i64 %t29, %t24
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t31 = phi i64 [ %.44, %b5 ], [ %t22, %b4 ]
  %t32 = phi i64 [ %t28, %b5 ], [ %t23, %b4 ]
  %t33 = phi i64 [ %t30, %b5 ], [ %t24, %b4 ]
  br i1 %t13, label %b7, label %b8

b7:                                               ; preds = %b6
  %t31.frozen = freeze i64 %t31
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t31.frozen, %.48.frozen
  %8 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t31.frozen, %8
  %.50 = select i1 %.45, i64 %t31, i64 %.49.decomposed
  %.56 = sub i64 0, %t31
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t36 = mul i64 %.50, %a10
  %t37 = add i64 %t36, %t32
  %t38 = mul i64 %.50, %a15
  %t39 = add i64 %t38, %t33
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t40 = phi i64 [ %.58, %b7 ], [ %t31, %b6 ]
  %t41 = phi i64 [ %t37, %b7 ], [ %t32, %b6 ]
  %t42 = phi i64 [ %t39, %b7 ], [ %t33, %b6 ]
  br i1 %t14, label %b9, label %b10

b9:                                               ; preds = %b8
  %t43 = mul i64 %t40, %a9
  %t44 = add i64 %t41, %t43
  %t45 = mul i64 %t40, %a14
  %t46 = add i64 %t42, %t45
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t47 = phi i64 [ %t44, %b9 ], [ %t41, %b8 ]
  %t48 = phi i64 [ %t46, %b9 ], [ %t42, %b8 ]
  %t50 = getelementptr inbounds double, ptr addrspace(1) %a13, i64 %t48
  br i1 %t15, label %b11.preheader, label %b12

b11.preheader:                                    ; preds = %b10
  %t49 = getelementptr inbounds double, ptr addrspace(1) %a6, i64 %t47
  br label %b11

b11:                                              ; preds = %b11.preheader, %b11
  %t51 = phi ptr addrspace(1) [ %t58, %b11 ], [ %t49, %b11.preheader ]
  %t52 = phi double [ %t55, %b11 ], [ 0.000000e+00, %b11.preheader ]
  %t53 = phi i64 [ %t56, %b11 ], [ 0, %b11.preheader ]
  %.59 = load double, ptr addrspace(1) %t51, align 8
  %t55 = fadd double %t52, %.59
  %t56 = add nuw nsw i64 %t53, 1
  %t58 = getelementptr inbounds double, ptr addrspace(1) %t51, i64 %a8
  %exitcond.not = icmp eq i64 %t56, %a7
  br i1 %exitcond.not, label %b12, label %b11

b12:                                              ; preds = %b11, %b10
  %t59 = phi double [ 0.000000e+00, %b10 ], [ %t55, %b11 ]
  store double %t59, ptr addrspace(1) %t50, align 8
  %t61 = add i64 %t162, %t10
  %t17 = icmp slt i64 %t61, %a0
  br i1 %t17, label %b2, label %b13

b13:                                              ; preds = %b12, %entry
  ret void
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2eScale_5f_5fgu(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, ptr addrspace(1) nocapture readonly %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, ptr addrspace(1) nocapture writeonly %a18, i64 %a19, i64 %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24) local_unnamed_addr #4 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t1 = sext i32 %.1 to i64
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %t3 = sext i32 %.2 to i64
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !invariant.load !0
  %.6 = zext i16 %.5 to i32
  %t5 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !invariant.load !0
  %.14 = add nsw i32 %.6, -1
  %.15 = add i32 %.14, %.9
  %.16 = udiv i32 %.15, %.6
  %t7 = sext i32 %.16 to i64
  %t8 = mul nsw i64 %t5, %t3
  %t9 = add nsw i64 %t8, %t1
  %t10 = mul nsw i64 %t7, %t5
  %t11 = icmp sgt i64 %a1, 3
  %t12 = icmp sgt i64 %a1, 2
  %t13 = icmp sgt i64 %a1, 1
  %t14 = icmp sgt i64 %a1, 0
  %t163 = icmp slt i64 %t9, %a0
  br i1 %t163, label %b2.lr.ph, label %b14

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
  br label %b2

b2:                                               ; preds = %b2.lr.ph, %b13
  %t154 = phi i64 [ %t9, %b2.lr.ph ], [ %t70, %b13 ]
  br i1 %t11, label %b3, label %b4

b3:                                               ; preds = %b2
  %t154.frozen = freeze i64 %t154
  %.20.frozen = freeze i64 %.20
  %.27 = sdiv i64 %t154.frozen, %.20.frozen
  %6 = mul i64 %.27, %.20.frozen
  %.21.decomposed = sub i64 %t154.frozen, %6
  %.22 = select i1 %.17, i64 %t154, i64 %.21.decomposed
  %.28 = sub i64 0, %t154
  %.29 = select i1 %.18, i64 %.28, i64 %.27
  %.30 = select i1 %.17, i64 -1, i64 %.29
  %t19 = mul i64 %.22, %a12
  %t20 = mul i64 %.22, %a17
  %t21 = mul i64 %.22, %a24
  br label %b4

b4:                                               ; preds = %b3, %b2
  %t22 = phi i64 [ %.30, %b3 ], [ %t154, %b2 ]
  %t23 = phi i64 [ %t19, %b3 ], [ 0, %b2 ]
  %t24 = phi i64 [ %t20, %b3 ], [ 0, %b2 ]
  %t25 = phi i64 [ %t21, %b3 ], [ 0, %b2 ]
  br i1 %t12, label %b5, label %b6

b5:                                               ; preds = %b4
  %t22.frozen = freeze i64 %t22
  %.34.frozen = freeze i64 %.34
  %.41 = sdiv i64 %t22.frozen, %.34.frozen
  %7 = mul i64 %.41, %.34.frozen
  %.35.decomposed = sub i64 %t22.frozen, %7
  %.36 = select i1 %.31, i64 %t22, i64 %.35.decomposed
  %.42 = sub i64 0, %t22
  %.43 = select i1 %.32, i64 %.42, i64 %.41
  %.44 = select i1 %.31, i64 -1, i64 %.43
  %t28 = mul i64 %.36, %a11
  %t29 = add i64 %t28, %t23
  %t30 = mul i64 %.36, %a16
  %t31 = add i64 %t30, %t24
  %t32 = mul i64 %.36, %a23
  %t33 = add i64 %t32, %t25
  br label %b6

b6:                                               ; preds = %b5, %b4
  %t34 = phi i64 [ %.44, %b5 ], [ %t22, %b4 ]
  %t35 = phi i64 [ %t29, %b5 ], [ %t23, %b4 ]
  %t36 = phi i64 [ %t31, %b5 ], [ %t24, %b4 ]
  %t37 = phi i64 [ %t33, %b5 ], [ %t25, %b4 ]
  br i1 %t13, label %b7, label %b8

b7:                                               ; preds = %b6
  %t34.frozen = freeze i64 %t34
  %.48.frozen = freeze i64 %.48
  %.55 = sdiv i64 %t34.frozen, %.48.frozen
  %8 = mul i64 %.55, %.48.frozen
  %.49.decomposed = sub i64 %t34.frozen, %8
  %.50 = select i1 %.45, i64 %t34, i64 %.49.decomposed
  %.56 = sub i64 0, %t34
  %.57 = select i1 %.46, i64 %.56, i64 %.55
  %.58 = select i1 %.45, i64 -1, i64 %.57
  %t40 = mul i64 %.50, %a10
  %t41 = add i64 %t40, %t35
  %t42 = mul i64 %.50, %a15
  %t43 = add i64 %t42, %t36
  %t44 = mul i64 %.50, %a22
  %t45 = add i64 %t44, %t37
  br label %b8

b8:                                               ; preds = %b7, %b6
  %t46 = phi i64 [ %.58, %b7 ], [ %t34, %b6 ]
  %t47 = phi i64 [ %t41, %b7 ], [ %t35, %b6 ]
  %t48 = phi i64 [ %t43, %b7 ], [ %t36, %b6 ]
  %t49 = phi i64 [ %t45, %b7 ], [ %t37, %b6 ]
  br i1 %t14, label %b9, label %b10

b9:                                               ; preds = %b8
  %t50 = mul i64 %t46, %a9
  %t51 = add i64 %t47, %t50
  %t52 = mul i64 %t46, %a14
  %t53 = add i64 %t48, %t52
  %t54 = mul i64 %t46, %a21
  %t55 = add i64 %t49, %t54
  br label %b10

b10:                                              ; preds = %b9, %b8
  %t56 = phi i64 [ %t51, %b9 ], [ %t47, %b8 ]
  %t57 = phi i64 [ %t53, %b9 ], [ %t48, %b8 ]
  %t58 = phi i64 [ %t55, %b9 ], [ %t49, %b8 ]
  %t59 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t56
  %t60 = getelementptr inbounds float, ptr addrspace(1) %a13, i64 %t57
  %.59 = load float, ptr addrspace(1) %t60, align 4
  %t62 = getelementptr inbounds float, ptr addrspace(1) %a18, i64 %t58
  br i1 %t651, label %b12, label %b13

b12:                                              ; preds = %b10, %b12
  %t642 = phi i64 [ %t64, %b12 ], [ 0, %b10 ]
  %t66 = getelementptr inbounds float, ptr addrspace(1) %t59, i64 %t642
  %.60 = load float, ptr addrspace(1) %t66, align 4
  %t68 = fmul float %.59, %.60
  %t69 = getelementptr inbounds float, ptr addrspace(1) %t62, i64 %t642
  store float %t68, ptr addrspace(1) %t69, align 4
  %t64 = add nuw nsw i64 %t642, 1
  %exitcond.not = icmp eq i64 %t64, %a7
  br i1 %exitcond.not, label %b13, label %b12

b13:                                              ; preds = %b12, %b10
  %t70 = add i64 %t154, %t10
  %t16 = icmp slt i64 %t70, %a0
  br i1 %t16, label %b2, label %b14

b14:                                              ; preds = %b13, %entry
  ret void
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

!0 = !{}
!1 = !{!"exec"}
