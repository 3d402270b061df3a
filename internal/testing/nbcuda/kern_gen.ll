; kern module github.com/kernlab/kern/internal/testing/nbcuda (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedS_5bint32_5d.shared.0 = internal addrspace(3) global [128 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedS_5bint64_5d.shared.0 = internal addrspace(3) global [256 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedS_5bfloat32_5d.shared.0 = internal addrspace(3) global [128 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedS_5bfloat64_5d.shared.0 = internal addrspace(3) global [256 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedU_5buint32_5d.shared.0 = internal addrspace(3) global [128 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedU_5buint64_5d.shared.0 = internal addrspace(3) global [256 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2SharedS_5bint32_5d.shared.0 = internal addrspace(3) global [128 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2SharedS_5bint64_5d.shared.0 = internal addrspace(3) global [256 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2SharedS_5bfloat32_5d.shared.0 = internal addrspace(3) global [128 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2SharedS_5bfloat64_5d.shared.0 = internal addrspace(3) global [256 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2SharedU_5buint32_5d.shared.0 = internal addrspace(3) global [128 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2SharedU_5buint64_5d.shared.0 = internal addrspace(3) global [256 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic3Global_5bint32_5d.shared.0 = internal addrspace(3) global [96 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic3Global_5bint64_5d.shared.0 = internal addrspace(3) global [192 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic3Global_5bfloat32_5d.shared.0 = internal addrspace(3) global [96 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic3Global_5bfloat64_5d.shared.0 = internal addrspace(3) global [192 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint32_5d.shared.0 = internal unnamed_addr addrspace(3) global [128 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint32_5d.shared.1 = internal addrspace(3) global [4 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint64_5d.shared.0 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint64_5d.shared.1 = internal addrspace(3) global [8 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat32_5d.shared.0 = internal unnamed_addr addrspace(3) global [128 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat32_5d.shared.1 = internal addrspace(3) global [4 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat64_5d.shared.0 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat64_5d.shared.1 = internal addrspace(3) global [8 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eCoopSyncWarp.shared.0 = internal unnamed_addr addrspace(3) global [128 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0 = internal unnamed_addr addrspace(3) global [400 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eCoopSmem2D.shared.0 = internal unnamed_addr addrspace(3) global [800 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint8_5d.shared.0 = internal unnamed_addr addrspace(3) global [16 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5buint16_5d.shared.0 = internal unnamed_addr addrspace(3) global [32 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint64_5d.shared.0 = internal unnamed_addr addrspace(3) global [128 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bfloat64_5d.shared.0 = internal unnamed_addr addrspace(3) global [128 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bkern_2eFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [32 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0 = internal unnamed_addr addrspace(3) global [448 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyBool.shared.0 = internal unnamed_addr addrspace(3) global [16 x i8] undef, align 4
@__kern_dynshared = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedS_5bint32_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i32 %a10, i32 %a11, i8 %a12) local_unnamed_addr #0 !dbg !4 {
entry:
  %.10.not = icmp eq i8 %a12, 0
  %.11 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  %t2 = sext i32 %.11 to i64, !dbg !7
  %t3 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedS_5bint32_5d.shared.0, i32 %.11, !dbg !8
  %t5 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t2, !dbg !9
  br i1 %.10.not, label %b2, label %b1, !dbg !10

b1:                                               ; preds = %entry
  %.12 = load i32, ptr addrspace(1) %t5, align 4, !dbg !9, !amdgpu.noclobber !6
  br label %b2, !dbg !8

b2:                                               ; preds = %entry, %b1
  %storemerge = phi i32 [ %.12, %b1 ], [ %a11, %entry ], !dbg !11
  store i32 %storemerge, ptr addrspace(3) %t3, align 4, !dbg !11
  fence syncscope("workgroup") release, !dbg !12
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  fence syncscope("workgroup") acquire, !dbg !12
  %t8 = getelementptr inbounds i64, ptr addrspace(1) %a6, i64 %t2, !dbg !13
  %.13 = load i64, ptr addrspace(1) %t8, align 8, !dbg !13, !amdgpu.noclobber !6
  %isneg = icmp slt i64 %.13, 0, !dbg !14
  %t11 = select i1 %isneg, i64 31, i64 0, !dbg !14
  %t12 = add i64 %t11, %.13, !dbg !14
  %t13 = and i64 %t12, -32, !dbg !14
  %t14 = sub i64 %.13, %t13, !dbg !14
  %t15 = icmp slt i64 %t14, 0, !dbg !15
  %t16 = add i64 %t14, 32
  %spec.select = select i1 %t15, i64 %t16, i64 %t14, !dbg !15
  %0 = trunc i64 %spec.select to i32, !dbg !16
  %t21 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedS_5bint32_5d.shared.0, i32 %0, !dbg !16
  switch i64 %a9, label %b16 [
    i64 0, label %b5
    i64 1, label %b7
    i64 2, label %b9
    i64 3, label %b11
    i64 4, label %b13
    i64 5, label %b15
  ], !dbg !17

b5:                                               ; preds = %b2
  %t22 = atomicrmw add ptr addrspace(3) %t21, i32 %a10 syncscope("workgroup") monotonic, align 4, !dbg !18
  br label %b17, !dbg !19

b7:                                               ; preds = %b2
  %t24 = atomicrmw sub ptr addrspace(3) %t21, i32 %a10 syncscope("workgroup") monotonic, align 4, !dbg !20
  br label %b17, !dbg !21

b9:                                               ; preds = %b2
  %t26 = atomicrmw max ptr addrspace(3) %t21, i32 %a10 syncscope("workgroup") monotonic, align 4, !dbg !22
  br label %b17, !dbg !23

b11:                                              ; preds = %b2
  %t28 = atomicrmw min ptr addrspace(3) %t21, i32 %a10 syncscope("workgroup") monotonic, align 4, !dbg !24
  br label %b17, !dbg !25

b13:                                              ; preds = %b2
  %t30 = atomicrmw max ptr addrspace(3) %t21, i32 %a10 syncscope("workgroup") monotonic, align 4, !dbg !26
  br label %b17, !dbg !27

b15:                                              ; preds = %b2
  %t32 = atomicrmw min ptr addrspace(3) %t21, i32 %a10 syncscope("workgroup") monotonic, align 4, !dbg !28
  br label %b17, !dbg !29

b16:                                              ; preds = %b2
  %t33 = atomicrmw xchg ptr addrspace(3) %t21, i32 %a10 syncscope("workgroup") monotonic, align 4, !dbg !30
  br label %b17, !dbg !31

b17:                                              ; preds = %b16, %b15, %b13, %b11, %b9, %b7, %b5
  %t34 = phi i32 [ %t22, %b5 ], [ %t24, %b7 ], [ %t26, %b9 ], [ %t28, %b11 ], [ %t30, %b13 ], [ %t32, %b15 ], [ %t33, %b16 ]
  %t36 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t2, !dbg !32
  store i32 %t34, ptr addrspace(1) %t36, align 4, !dbg !32
  fence syncscope("workgroup") release, !dbg !33
  tail call void @llvm.amdgcn.s.barrier(), !dbg !33
  fence syncscope("workgroup") acquire, !dbg !33
  %.15 = load i32, ptr addrspace(3) %t3, align 4, !dbg !34
  store i32 %.15, ptr addrspace(1) %t5, align 4, !dbg !35
  ret void, !dbg !35
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedS_5bint64_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i8 %a12) local_unnamed_addr #0 !dbg !36 {
entry:
  %.10.not = icmp eq i8 %a12, 0
  %.11 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !37
  %t2 = sext i32 %.11 to i64, !dbg !37
  %t3 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedS_5bint64_5d.shared.0, i32 %.11, !dbg !38
  %t5 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t2, !dbg !39
  br i1 %.10.not, label %b2, label %b1, !dbg !40

b1:                                               ; preds = %entry
  %.12 = load i64, ptr addrspace(1) %t5, align 8, !dbg !39, !amdgpu.noclobber !6
  br label %b2, !dbg !38

b2:                                               ; preds = %entry, %b1
  %storemerge = phi i64 [ %.12, %b1 ], [ %a11, %entry ], !dbg !41
  store i64 %storemerge, ptr addrspace(3) %t3, align 8, !dbg !41
  fence syncscope("workgroup") release, !dbg !42
  tail call void @llvm.amdgcn.s.barrier(), !dbg !42
  fence syncscope("workgroup") acquire, !dbg !42
  %t8 = getelementptr inbounds i64, ptr addrspace(1) %a6, i64 %t2, !dbg !43
  %.13 = load i64, ptr addrspace(1) %t8, align 8, !dbg !43, !amdgpu.noclobber !6
  %isneg = icmp slt i64 %.13, 0, !dbg !44
  %t11 = select i1 %isneg, i64 31, i64 0, !dbg !44
  %t12 = add i64 %t11, %.13, !dbg !44
  %t13 = and i64 %t12, -32, !dbg !44
  %t14 = sub i64 %.13, %t13, !dbg !44
  %t15 = icmp slt i64 %t14, 0, !dbg !45
  %t16 = add i64 %t14, 32
  %spec.select = select i1 %t15, i64 %t16, i64 %t14, !dbg !45
  %0 = trunc i64 %spec.select to i32, !dbg !46
  %t21 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedS_5bint64_5d.shared.0, i32 %0, !dbg !46
  switch i64 %a9, label %b16 [
    i64 0, label %b5
    i64 1, label %b7
    i64 2, label %b9
    i64 3, label %b11
    i64 4, label %b13
    i64 5, label %b15
  ], !dbg !47

b5:                                               ; preds = %b2
  %t22 = atomicrmw add ptr addrspace(3) %t21, i64 %a10 syncscope("workgroup") monotonic, align 8, !dbg !48
  br label %b17, !dbg !49

b7:                                               ; preds = %b2
  %t24 = atomicrmw sub ptr addrspace(3) %t21, i64 %a10 syncscope("workgroup") monotonic, align 8, !dbg !50
  br label %b17, !dbg !51

b9:                                               ; preds = %b2
  %t26 = atomicrmw max ptr addrspace(3) %t21, i64 %a10 syncscope("workgroup") monotonic, align 8, !dbg !52
  br label %b17, !dbg !53

b11:                                              ; preds = %b2
  %t28 = atomicrmw min ptr addrspace(3) %t21, i64 %a10 syncscope("workgroup") monotonic, align 8, !dbg !54
  br label %b17, !dbg !55

b13:                                              ; preds = %b2
  %t30 = atomicrmw max ptr addrspace(3) %t21, i64 %a10 syncscope("workgroup") monotonic, align 8, !dbg !56
  br label %b17, !dbg !57

b15:                                              ; preds = %b2
  %t32 = atomicrmw min ptr addrspace(3) %t21, i64 %a10 syncscope("workgroup") monotonic, align 8, !dbg !58
  br label %b17, !dbg !59

b16:                                              ; preds = %b2
  %t33 = atomicrmw xchg ptr addrspace(3) %t21, i64 %a10 syncscope("workgroup") monotonic, align 8, !dbg !60
  br label %b17, !dbg !61

b17:                                              ; preds = %b16, %b15, %b13, %b11, %b9, %b7, %b5
  %t34 = phi i64 [ %t22, %b5 ], [ %t24, %b7 ], [ %t26, %b9 ], [ %t28, %b11 ], [ %t30, %b13 ], [ %t32, %b15 ], [ %t33, %b16 ]
  %t36 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t2, !dbg !62
  store i64 %t34, ptr addrspace(1) %t36, align 8, !dbg !62
  fence syncscope("workgroup") release, !dbg !63
  tail call void @llvm.amdgcn.s.barrier(), !dbg !63
  fence syncscope("workgroup") acquire, !dbg !63
  %.15 = load i64, ptr addrspace(3) %t3, align 8, !dbg !64
  store i64 %.15, ptr addrspace(1) %t5, align 8, !dbg !65
  ret void, !dbg !65
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedS_5bfloat32_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, float %a10, float %a11, i8 %a12) local_unnamed_addr #1 !dbg !66 {
entry:
  %.10.not = icmp eq i8 %a12, 0
  %.11 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !67
  %t2 = sext i32 %.11 to i64, !dbg !67
  %t3 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedS_5bfloat32_5d.shared.0, i32 %.11, !dbg !68
  %t5 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t2, !dbg !69
  br i1 %.10.not, label %b2, label %b1, !dbg !70

b1:                                               ; preds = %entry
  %.12 = load float, ptr addrspace(1) %t5, align 4, !dbg !69, !amdgpu.noclobber !6
  br label %b2, !dbg !68

b2:                                               ; preds = %entry, %b1
  %storemerge = phi float [ %.12, %b1 ], [ %a11, %entry ], !dbg !71
  store float %storemerge, ptr addrspace(3) %t3, align 4, !dbg !71
  fence syncscope("workgroup") release, !dbg !72
  tail call void @llvm.amdgcn.s.barrier(), !dbg !72
  fence syncscope("workgroup") acquire, !dbg !72
  %t8 = getelementptr inbounds i64, ptr addrspace(1) %a6, i64 %t2, !dbg !73
  %.13 = load i64, ptr addrspace(1) %t8, align 8, !dbg !73, !amdgpu.noclobber !6
  %isneg = icmp slt i64 %.13, 0, !dbg !74
  %t11 = select i1 %isneg, i64 31, i64 0, !dbg !74
  %t12 = add i64 %t11, %.13, !dbg !74
  %t13 = and i64 %t12, -32, !dbg !74
  %t14 = sub i64 %.13, %t13, !dbg !74
  %t15 = icmp slt i64 %t14, 0, !dbg !75
  %t16 = add i64 %t14, 32
  %spec.select = select i1 %t15, i64 %t16, i64 %t14, !dbg !75
  %0 = trunc i64 %spec.select to i32, !dbg !76
  %t21 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedS_5bfloat32_5d.shared.0, i32 %0, !dbg !76
  switch i64 %a9, label %b16 [
    i64 0, label %b5
    i64 1, label %b7
    i64 2, label %b9
    i64 3, label %b11
    i64 4, label %b13
    i64 5, label %b15
  ], !dbg !77

b5:                                               ; preds = %b2
  %t22 = atomicrmw fadd ptr addrspace(3) %t21, float %a10 syncscope("workgroup") monotonic, align 4, !dbg !78
  br label %b17, !dbg !79

b7:                                               ; preds = %b2
  %t24 = atomicrmw fsub ptr addrspace(3) %t21, float %a10 syncscope("workgroup") monotonic, align 4, !dbg !80
  br label %b17, !dbg !81

b9:                                               ; preds = %b2
  %.15 = load atomic i32, ptr addrspace(3) %t21 monotonic, align 4, !dbg !82
  %.25 = bitcast float %a10 to i32
  %.31 = fcmp uno float %a10, 0.000000e+00
  br label %cas.16, !dbg !82

cas.16:                                           ; preds = %cas.16, %b9
  %.18 = phi i32 [ %.15, %b9 ], [ %.19, %cas.16 ], !dbg !82
  %.20 = bitcast i32 %.18 to float, !dbg !82
  %.21 = fcmp ogt float %.20, %a10, !dbg !82
  %.22 = select i1 %.21, float %.20, float %a10, !dbg !82
  %.23 = fcmp oeq float %.20, %a10, !dbg !82
  %.26 = and i32 %.18, %.25, !dbg !82
  %.27 = bitcast i32 %.26 to float, !dbg !82
  %.28 = select i1 %.23, float %.27, float %.22, !dbg !82
  %.29 = fcmp uno float %.20, 0.000000e+00, !dbg !82
  %.30 = select i1 %.29, float %.20, float %.28, !dbg !82
  %.32 = select i1 %.31, float %a10, float %.30, !dbg !82
  %.33 = bitcast float %.32 to i32, !dbg !82
  %.34 = cmpxchg ptr addrspace(3) %t21, i32 %.18, i32 %.33 syncscope("workgroup") monotonic monotonic, align 4, !dbg !82
  %.19 = extractvalue { i32, i1 } %.34, 0, !dbg !82
  %.35 = extractvalue { i32, i1 } %.34, 1, !dbg !82
  br i1 %.35, label %b17, label %cas.16, !dbg !82

b11:                                              ; preds = %b2
  %.36 = load atomic i32, ptr addrspace(3) %t21 monotonic, align 4, !dbg !83
  %.46 = bitcast float %a10 to i32
  %.52 = fcmp uno float %a10, 0.000000e+00
  br label %cas.37, !dbg !83

cas.37:                                           ; preds = %cas.37, %b11
  %.39 = phi i32 [ %.36, %b11 ], [ %.40, %cas.37 ], !dbg !83
  %.41 = bitcast i32 %.39 to float, !dbg !83
  %.42 = fcmp olt float %.41, %a10, !dbg !83
  %.43 = select i1 %.42, float %.41, float %a10, !dbg !83
  %.44 = fcmp oeq float %.41, %a10, !dbg !83
  %.47 = or i32 %.39, %.46, !dbg !83
  %.48 = bitcast i32 %.47 to float, !dbg !83
  %.49 = select i1 %.44, float %.48, float %.43, !dbg !83
  %.50 = fcmp uno float %.41, 0.000000e+00, !dbg !83
  %.51 = select i1 %.50, float %.41, float %.49, !dbg !83
  %.53 = select i1 %.52, float %a10, float %.51, !dbg !83
  %.54 = bitcast float %.53 to i32, !dbg !83
  %.55 = cmpxchg ptr addrspace(3) %t21, i32 %.39, i32 %.54 syncscope("workgroup") monotonic monotonic, align 4, !dbg !83
  %.40 = extractvalue { i32, i1 } %.55, 0, !dbg !83
  %.56 = extractvalue { i32, i1 } %.55, 1, !dbg !83
  br i1 %.56, label %b17, label %cas.37, !dbg !83

b13:                                              ; preds = %b2
  %.57 = load atomic i32, ptr addrspace(3) %t21 monotonic, align 4, !dbg !84
  %.67 = bitcast float %a10 to i32
  %.73 = fcmp uno float %a10, 0.000000e+00
  br label %cas.58, !dbg !84

cas.58:                                           ; preds = %cas.58, %b13
  %.60 = phi i32 [ %.57, %b13 ], [ %.61, %cas.58 ], !dbg !84
  %.62 = bitcast i32 %.60 to float, !dbg !84
  %.63 = fcmp ogt float %.62, %a10, !dbg !84
  %.64 = select i1 %.63, float %.62, float %a10, !dbg !84
  %.65 = fcmp oeq float %.62, %a10, !dbg !84
  %.68 = and i32 %.60, %.67, !dbg !84
  %.69 = bitcast i32 %.68 to float, !dbg !84
  %.70 = select i1 %.65, float %.69, float %.64, !dbg !84
  %.71 = fcmp uno float %.62, 0.000000e+00, !dbg !84
  %.72 = select i1 %.71, float %.62, float %.70, !dbg !84
  %1 = select i1 %.71, i1 true, i1 %.73, !dbg !84
  %.76 = select i1 %1, float %a10, float %.72, !dbg !84
  %.78 = select i1 %.73, float %.62, float %.76, !dbg !84
  %.79 = bitcast float %.78 to i32, !dbg !84
  %.80 = cmpxchg ptr addrspace(3) %t21, i32 %.60, i32 %.79 syncscope("workgroup") monotonic monotonic, align 4, !dbg !84
  %.61 = extractvalue { i32, i1 } %.80, 0, !dbg !84
  %.81 = extractvalue { i32, i1 } %.80, 1, !dbg !84
  br i1 %.81, label %b17, label %cas.58, !dbg !84

b15:                                              ; preds = %b2
  %.82 = load atomic i32, ptr addrspace(3) %t21 monotonic, align 4, !dbg !85
  %.92 = bitcast float %a10 to i32
  %.98 = fcmp uno float %a10, 0.000000e+00
  br label %cas.83, !dbg !85

cas.83:                                           ; preds = %cas.83, %b15
  %.85 = phi i32 [ %.82, %b15 ], [ %.86, %cas.83 ], !dbg !85
  %.87 = bitcast i32 %.85 to float, !dbg !85
  %.88 = fcmp olt float %.87, %a10, !dbg !85
  %.89 = select i1 %.88, float %.87, float %a10, !dbg !85
  %.90 = fcmp oeq float %.87, %a10, !dbg !85
  %.93 = or i32 %.85, %.92, !dbg !85
  %.94 = bitcast i32 %.93 to float, !dbg !85
  %.95 = select i1 %.90, float %.94, float %.89, !dbg !85
  %.96 = fcmp uno float %.87, 0.000000e+00, !dbg !85
  %.97 = select i1 %.96, float %.87, float %.95, !dbg !85
  %2 = select i1 %.96, i1 true, i1 %.98, !dbg !85
  %.101 = select i1 %2, float %a10, float %.97, !dbg !85
  %.103 = select i1 %.98, float %.87, float %.101, !dbg !85
  %.104 = bitcast float %.103 to i32, !dbg !85
  %.105 = cmpxchg ptr addrspace(3) %t21, i32 %.85, i32 %.104 syncscope("workgroup") monotonic monotonic, align 4, !dbg !85
  %.86 = extractvalue { i32, i1 } %.105, 0, !dbg !85
  %.106 = extractvalue { i32, i1 } %.105, 1, !dbg !85
  br i1 %.106, label %b17, label %cas.83, !dbg !85

b16:                                              ; preds = %b2
  %t33 = atomicrmw xchg ptr addrspace(3) %t21, float %a10 syncscope("workgroup") monotonic, align 4, !dbg !86
  br label %b17, !dbg !87

b17:                                              ; preds = %cas.83, %cas.58, %cas.37, %cas.16, %b16, %b7, %b5
  %t34 = phi float [ %t22, %b5 ], [ %t24, %b7 ], [ %t33, %b16 ], [ %.20, %cas.16 ], [ %.41, %cas.37 ], [ %.62, %cas.58 ], [ %.87, %cas.83 ]
  %t36 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t2, !dbg !88
  store float %t34, ptr addrspace(1) %t36, align 4, !dbg !88
  fence syncscope("workgroup") release, !dbg !89
  tail call void @llvm.amdgcn.s.barrier(), !dbg !89
  fence syncscope("workgroup") acquire, !dbg !89
  %.107 = load float, ptr addrspace(3) %t3, align 4, !dbg !90
  store float %.107, ptr addrspace(1) %t5, align 4, !dbg !91
  ret void, !dbg !91
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedS_5bfloat64_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, double %a10, double %a11, i8 %a12) local_unnamed_addr #1 !dbg !92 {
entry:
  %.10.not = icmp eq i8 %a12, 0
  %.11 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !93
  %t2 = sext i32 %.11 to i64, !dbg !93
  %t3 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedS_5bfloat64_5d.shared.0, i32 %.11, !dbg !94
  %t5 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t2, !dbg !95
  br i1 %.10.not, label %b2, label %b1, !dbg !96

b1:                                               ; preds = %entry
  %.12 = load double, ptr addrspace(1) %t5, align 8, !dbg !95, !amdgpu.noclobber !6
  br label %b2, !dbg !94

b2:                                               ; preds = %entry, %b1
  %storemerge = phi double [ %.12, %b1 ], [ %a11, %entry ], !dbg !97
  store double %storemerge, ptr addrspace(3) %t3, align 8, !dbg !97
  fence syncscope("workgroup") release, !dbg !98
  tail call void @llvm.amdgcn.s.barrier(), !dbg !98
  fence syncscope("workgroup") acquire, !dbg !98
  %t8 = getelementptr inbounds i64, ptr addrspace(1) %a6, i64 %t2, !dbg !99
  %.13 = load i64, ptr addrspace(1) %t8, align 8, !dbg !99, !amdgpu.noclobber !6
  %isneg = icmp slt i64 %.13, 0, !dbg !100
  %t11 = select i1 %isneg, i64 31, i64 0, !dbg !100
  %t12 = add i64 %t11, %.13, !dbg !100
  %t13 = and i64 %t12, -32, !dbg !100
  %t14 = sub i64 %.13, %t13, !dbg !100
  %t15 = icmp slt i64 %t14, 0, !dbg !101
  %t16 = add i64 %t14, 32
  %spec.select = select i1 %t15, i64 %t16, i64 %t14, !dbg !101
  %0 = trunc i64 %spec.select to i32, !dbg !102
  %t21 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedS_5bfloat64_5d.shared.0, i32 %0, !dbg !102
  switch i64 %a9, label %b16 [
    i64 0, label %b5
    i64 1, label %b7
    i64 2, label %b9
    i64 3, label %b11
    i64 4, label %b13
    i64 5, label %b15
  ], !dbg !103

b5:                                               ; preds = %b2
  %t22 = atomicrmw fadd ptr addrspace(3) %t21, double %a10 syncscope("workgroup") monotonic, align 8, !dbg !104
  br label %b17, !dbg !105

b7:                                               ; preds = %b2
  %t24 = atomicrmw fsub ptr addrspace(3) %t21, double %a10 syncscope("workgroup") monotonic, align 8, !dbg !106
  br label %b17, !dbg !107

b9:                                               ; preds = %b2
  %.15 = load atomic i64, ptr addrspace(3) %t21 monotonic, align 8, !dbg !108
  %.25 = bitcast double %a10 to i64
  %.31 = fcmp uno double %a10, 0.000000e+00
  br label %cas.16, !dbg !108

cas.16:                                           ; preds = %cas.16, %b9
  %.18 = phi i64 [ %.15, %b9 ], [ %.19, %cas.16 ], !dbg !108
  %.20 = bitcast i64 %.18 to double, !dbg !108
  %.21 = fcmp ogt double %.20, %a10, !dbg !108
  %.22 = select i1 %.21, double %.20, double %a10, !dbg !108
  %.23 = fcmp oeq double %.20, %a10, !dbg !108
  %.26 = and i64 %.18, %.25, !dbg !108
  %.27 = bitcast i64 %.26 to double, !dbg !108
  %.28 = select i1 %.23, double %.27, double %.22, !dbg !108
  %.29 = fcmp uno double %.20, 0.000000e+00, !dbg !108
  %.30 = select i1 %.29, double %.20, double %.28, !dbg !108
  %.32 = select i1 %.31, double %a10, double %.30, !dbg !108
  %.33 = bitcast double %.32 to i64, !dbg !108
  %.34 = cmpxchg ptr addrspace(3) %t21, i64 %.18, i64 %.33 syncscope("workgroup") monotonic monotonic, align 8, !dbg !108
  %.19 = extractvalue { i64, i1 } %.34, 0, !dbg !108
  %.35 = extractvalue { i64, i1 } %.34, 1, !dbg !108
  br i1 %.35, label %b17, label %cas.16, !dbg !108

b11:                                              ; preds = %b2
  %.36 = load atomic i64, ptr addrspace(3) %t21 monotonic, align 8, !dbg !109
  %.46 = bitcast double %a10 to i64
  %.52 = fcmp uno double %a10, 0.000000e+00
  br label %cas.37, !dbg !109

cas.37:                                           ; preds = %cas.37, %b11
  %.39 = phi i64 [ %.36, %b11 ], [ %.40, %cas.37 ], !dbg !109
  %.41 = bitcast i64 %.39 to double, !dbg !109
  %.42 = fcmp olt double %.41, %a10, !dbg !109
  %.43 = select i1 %.42, double %.41, double %a10, !dbg !109
  %.44 = fcmp oeq double %.41, %a10, !dbg !109
  %.47 = or i64 %.39, %.46, !dbg !109
  %.48 = bitcast i64 %.47 to double, !dbg !109
  %.49 = select i1 %.44, double %.48, double %.43, !dbg !109
  %.50 = fcmp uno double %.41, 0.000000e+00, !dbg !109
  %.51 = select i1 %.50, double %.41, double %.49, !dbg !109
  %.53 = select i1 %.52, double %a10, double %.51, !dbg !109
  %.54 = bitcast double %.53 to i64, !dbg !109
  %.55 = cmpxchg ptr addrspace(3) %t21, i64 %.39, i64 %.54 syncscope("workgroup") monotonic monotonic, align 8, !dbg !109
  %.40 = extractvalue { i64, i1 } %.55, 0, !dbg !109
  %.56 = extractvalue { i64, i1 } %.55, 1, !dbg !109
  br i1 %.56, label %b17, label %cas.37, !dbg !109

b13:                                              ; preds = %b2
  %.57 = load atomic i64, ptr addrspace(3) %t21 monotonic, align 8, !dbg !110
  %.67 = bitcast double %a10 to i64
  %.73 = fcmp uno double %a10, 0.000000e+00
  br label %cas.58, !dbg !110

cas.58:                                           ; preds = %cas.58, %b13
  %.60 = phi i64 [ %.57, %b13 ], [ %.61, %cas.58 ], !dbg !110
  %.62 = bitcast i64 %.60 to double, !dbg !110
  %.63 = fcmp ogt double %.62, %a10, !dbg !110
  %.64 = select i1 %.63, double %.62, double %a10, !dbg !110
  %.65 = fcmp oeq double %.62, %a10, !dbg !110
  %.68 = and i64 %.60, %.67, !dbg !110
  %.69 = bitcast i64 %.68 to double, !dbg !110
  %.70 = select i1 %.65, double %.69, double %.64, !dbg !110
  %.71 = fcmp uno double %.62, 0.000000e+00, !dbg !110
  %.72 = select i1 %.71, double %.62, double %.70, !dbg !110
  %1 = select i1 %.71, i1 true, i1 %.73, !dbg !110
  %.76 = select i1 %1, double %a10, double %.72, !dbg !110
  %.78 = select i1 %.73, double %.62, double %.76, !dbg !110
  %.79 = bitcast double %.78 to i64, !dbg !110
  %.80 = cmpxchg ptr addrspace(3) %t21, i64 %.60, i64 %.79 syncscope("workgroup") monotonic monotonic, align 8, !dbg !110
  %.61 = extractvalue { i64, i1 } %.80, 0, !dbg !110
  %.81 = extractvalue { i64, i1 } %.80, 1, !dbg !110
  br i1 %.81, label %b17, label %cas.58, !dbg !110

b15:                                              ; preds = %b2
  %.82 = load atomic i64, ptr addrspace(3) %t21 monotonic, align 8, !dbg !111
  %.92 = bitcast double %a10 to i64
  %.98 = fcmp uno double %a10, 0.000000e+00
  br label %cas.83, !dbg !111

cas.83:                                           ; preds = %cas.83, %b15
  %.85 = phi i64 [ %.82, %b15 ], [ %.86, %cas.83 ], !dbg !111
  %.87 = bitcast i64 %.85 to double, !dbg !111
  %.88 = fcmp olt double %.87, %a10, !dbg !111
  %.89 = select i1 %.88, double %.87, double %a10, !dbg !111
  %.90 = fcmp oeq double %.87, %a10, !dbg !111
  %.93 = or i64 %.85, %.92, !dbg !111
  %.94 = bitcast i64 %.93 to double, !dbg !111
  %.95 = select i1 %.90, double %.94, double %.89, !dbg !111
  %.96 = fcmp uno double %.87, 0.000000e+00, !dbg !111
  %.97 = select i1 %.96, double %.87, double %.95, !dbg !111
  %2 = select i1 %.96, i1 true, i1 %.98, !dbg !111
  %.101 = select i1 %2, double %a10, double %.97, !dbg !111
  %.103 = select i1 %.98, double %.87, double %.101, !dbg !111
  %.104 = bitcast double %.103 to i64, !dbg !111
  %.105 = cmpxchg ptr addrspace(3) %t21, i64 %.85, i64 %.104 syncscope("workgroup") monotonic monotonic, align 8, !dbg !111
  %.86 = extractvalue { i64, i1 } %.105, 0, !dbg !111
  %.106 = extractvalue { i64, i1 } %.105, 1, !dbg !111
  br i1 %.106, label %b17, label %cas.83, !dbg !111

b16:                                              ; preds = %b2
  %t33 = atomicrmw xchg ptr addrspace(3) %t21, double %a10 syncscope("workgroup") monotonic, align 8, !dbg !112
  br label %b17, !dbg !113

b17:                                              ; preds = %cas.83, %cas.58, %cas.37, %cas.16, %b16, %b7, %b5
  %t34 = phi double [ %t22, %b5 ], [ %t24, %b7 ], [ %t33, %b16 ], [ %.20, %cas.16 ], [ %.41, %cas.37 ], [ %.62, %cas.58 ], [ %.87, %cas.83 ]
  %t36 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t2, !dbg !114
  store double %t34, ptr addrspace(1) %t36, align 8, !dbg !114
  fence syncscope("workgroup") release, !dbg !115
  tail call void @llvm.amdgcn.s.barrier(), !dbg !115
  fence syncscope("workgroup") acquire, !dbg !115
  %.107 = load double, ptr addrspace(3) %t3, align 8, !dbg !116
  store double %.107, ptr addrspace(1) %t5, align 8, !dbg !117
  ret void, !dbg !117
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedU_5buint32_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i32 %a10, i32 %a11, i8 %a12) local_unnamed_addr #1 !dbg !118 {
entry:
  %.10.not = icmp eq i8 %a12, 0
  %.11 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !119
  %t2 = sext i32 %.11 to i64, !dbg !119
  %t3 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedU_5buint32_5d.shared.0, i32 %.11, !dbg !120
  %t5 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t2, !dbg !121
  br i1 %.10.not, label %b2, label %b1, !dbg !122

b1:                                               ; preds = %entry
  %.12 = load i32, ptr addrspace(1) %t5, align 4, !dbg !121, !amdgpu.noclobber !6
  br label %b2, !dbg !120

b2:                                               ; preds = %entry, %b1
  %storemerge = phi i32 [ %.12, %b1 ], [ %a11, %entry ], !dbg !123
  store i32 %storemerge, ptr addrspace(3) %t3, align 4, !dbg !123
  fence syncscope("workgroup") release, !dbg !124
  tail call void @llvm.amdgcn.s.barrier(), !dbg !124
  fence syncscope("workgroup") acquire, !dbg !124
  %t8 = getelementptr inbounds i64, ptr addrspace(1) %a6, i64 %t2, !dbg !125
  %.13 = load i64, ptr addrspace(1) %t8, align 8, !dbg !125, !amdgpu.noclobber !6
  %isneg = icmp slt i64 %.13, 0, !dbg !126
  %t11 = select i1 %isneg, i64 31, i64 0, !dbg !126
  %t12 = add i64 %t11, %.13, !dbg !126
  %t13 = and i64 %t12, -32, !dbg !126
  %t14 = sub i64 %.13, %t13, !dbg !126
  %t15 = icmp slt i64 %t14, 0, !dbg !127
  %t16 = add i64 %t14, 32
  %spec.select = select i1 %t15, i64 %t16, i64 %t14, !dbg !127
  %0 = trunc i64 %spec.select to i32, !dbg !128
  %t21 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedU_5buint32_5d.shared.0, i32 %0, !dbg !128
  switch i64 %a9, label %b26 [
    i64 0, label %b5
    i64 1, label %b7
    i64 2, label %b9
    i64 3, label %b11
    i64 4, label %b13
    i64 5, label %b15
    i64 7, label %b17
    i64 8, label %b19
    i64 9, label %b21
    i64 10, label %b23
    i64 11, label %b25
  ], !dbg !129

b5:                                               ; preds = %b2
  %t22 = atomicrmw add ptr addrspace(3) %t21, i32 %a10 syncscope("workgroup") monotonic, align 4, !dbg !130
  br label %b27, !dbg !131

b7:                                               ; preds = %b2
  %t24 = atomicrmw sub ptr addrspace(3) %t21, i32 %a10 syncscope("workgroup") monotonic, align 4, !dbg !132
  br label %b27, !dbg !133

b9:                                               ; preds = %b2
  %t26 = atomicrmw umax ptr addrspace(3) %t21, i32 %a10 syncscope("workgroup") monotonic, align 4, !dbg !134
  br label %b27, !dbg !135

b11:                                              ; preds = %b2
  %t28 = atomicrmw umin ptr addrspace(3) %t21, i32 %a10 syncscope("workgroup") monotonic, align 4, !dbg !136
  br label %b27, !dbg !137

b13:                                              ; preds = %b2
  %t30 = atomicrmw umax ptr addrspace(3) %t21, i32 %a10 syncscope("workgroup") monotonic, align 4, !dbg !138
  br label %b27, !dbg !139

b15:                                              ; preds = %b2
  %t32 = atomicrmw umin ptr addrspace(3) %t21, i32 %a10 syncscope("workgroup") monotonic, align 4, !dbg !140
  br label %b27, !dbg !141

b17:                                              ; preds = %b2
  %t34 = atomicrmw and ptr addrspace(3) %t21, i32 %a10 syncscope("workgroup") monotonic, align 4, !dbg !142
  br label %b27, !dbg !143

b19:                                              ; preds = %b2
  %t36 = atomicrmw or ptr addrspace(3) %t21, i32 %a10 syncscope("workgroup") monotonic, align 4, !dbg !144
  br label %b27, !dbg !145

b21:                                              ; preds = %b2
  %t38 = atomicrmw xor ptr addrspace(3) %t21, i32 %a10 syncscope("workgroup") monotonic, align 4, !dbg !146
  br label %b27, !dbg !147

b23:                                              ; preds = %b2
  %.15 = load atomic i32, ptr addrspace(3) %t21 monotonic, align 4, !dbg !148
  br label %cas.16, !dbg !148

cas.16:                                           ; preds = %cas.16, %b23
  %.18 = phi i32 [ %.15, %b23 ], [ %.19, %cas.16 ], !dbg !148
  %.20.not = icmp ult i32 %.18, %a10, !dbg !148
  %.21 = add i32 %.18, 1, !dbg !148
  %.22 = select i1 %.20.not, i32 %.21, i32 0, !dbg !148
  %.23 = cmpxchg ptr addrspace(3) %t21, i32 %.18, i32 %.22 syncscope("workgroup") monotonic monotonic, align 4, !dbg !148
  %.19 = extractvalue { i32, i1 } %.23, 0, !dbg !148
  %.24 = extractvalue { i32, i1 } %.23, 1, !dbg !148
  br i1 %.24, label %b27, label %cas.16, !dbg !148

b25:                                              ; preds = %b2
  %.25 = load atomic i32, ptr addrspace(3) %t21 monotonic, align 4, !dbg !149
  br label %cas.26, !dbg !149

cas.26:                                           ; preds = %cas.26, %b25
  %.28 = phi i32 [ %.25, %b25 ], [ %.29, %cas.26 ], !dbg !149
  %.30 = add i32 %.28, -1, !dbg !149
  %1 = tail call i32 @llvm.umin.i32(i32 %.30, i32 %a10), !dbg !149
  %.33 = cmpxchg ptr addrspace(3) %t21, i32 %.28, i32 %1 syncscope("workgroup") monotonic monotonic, align 4, !dbg !149
  %.29 = extractvalue { i32, i1 } %.33, 0, !dbg !149
  %.34 = extractvalue { i32, i1 } %.33, 1, !dbg !149
  br i1 %.34, label %b27, label %cas.26, !dbg !149

b26:                                              ; preds = %b2
  %t43 = atomicrmw xchg ptr addrspace(3) %t21, i32 %a10 syncscope("workgroup") monotonic, align 4, !dbg !150
  br label %b27, !dbg !151

b27:                                              ; preds = %cas.26, %cas.16, %b26, %b21, %b19, %b17, %b15, %b13, %b11, %b9, %b7, %b5
  %t44 = phi i32 [ %t22, %b5 ], [ %t24, %b7 ], [ %t26, %b9 ], [ %t28, %b11 ], [ %t30, %b13 ], [ %t32, %b15 ], [ %t34, %b17 ], [ %t36, %b19 ], [ %t38, %b21 ], [ %t43, %b26 ], [ %.18, %cas.16 ], [ %.28, %cas.26 ]
  %t46 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t2, !dbg !152
  store i32 %t44, ptr addrspace(1) %t46, align 4, !dbg !152
  fence syncscope("workgroup") release, !dbg !153
  tail call void @llvm.amdgcn.s.barrier(), !dbg !153
  fence syncscope("workgroup") acquire, !dbg !153
  %.35 = load i32, ptr addrspace(3) %t3, align 4, !dbg !154
  store i32 %.35, ptr addrspace(1) %t5, align 4, !dbg !155
  ret void, !dbg !155
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedU_5buint64_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i8 %a12) local_unnamed_addr #1 !dbg !156 {
entry:
  %.10.not = icmp eq i8 %a12, 0
  %.11 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !157
  %t2 = sext i32 %.11 to i64, !dbg !157
  %t3 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedU_5buint64_5d.shared.0, i32 %.11, !dbg !158
  %t5 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t2, !dbg !159
  br i1 %.10.not, label %b2, label %b1, !dbg !160

b1:                                               ; preds = %entry
  %.12 = load i64, ptr addrspace(1) %t5, align 8, !dbg !159, !amdgpu.noclobber !6
  br label %b2, !dbg !158

b2:                                               ; preds = %entry, %b1
  %storemerge = phi i64 [ %.12, %b1 ], [ %a11, %entry ], !dbg !161
  store i64 %storemerge, ptr addrspace(3) %t3, align 8, !dbg !161
  fence syncscope("workgroup") release, !dbg !162
  tail call void @llvm.amdgcn.s.barrier(), !dbg !162
  fence syncscope("workgroup") acquire, !dbg !162
  %t8 = getelementptr inbounds i64, ptr addrspace(1) %a6, i64 %t2, !dbg !163
  %.13 = load i64, ptr addrspace(1) %t8, align 8, !dbg !163, !amdgpu.noclobber !6
  %isneg = icmp slt i64 %.13, 0, !dbg !164
  %t11 = select i1 %isneg, i64 31, i64 0, !dbg !164
  %t12 = add i64 %t11, %.13, !dbg !164
  %t13 = and i64 %t12, -32, !dbg !164
  %t14 = sub i64 %.13, %t13, !dbg !164
  %t15 = icmp slt i64 %t14, 0, !dbg !165
  %t16 = add i64 %t14, 32
  %spec.select = select i1 %t15, i64 %t16, i64 %t14, !dbg !165
  %0 = trunc i64 %spec.select to i32, !dbg !166
  %t21 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedU_5buint64_5d.shared.0, i32 %0, !dbg !166
  switch i64 %a9, label %b26 [
    i64 0, label %b5
    i64 1, label %b7
    i64 2, label %b9
    i64 3, label %b11
    i64 4, label %b13
    i64 5, label %b15
    i64 7, label %b17
    i64 8, label %b19
    i64 9, label %b21
    i64 10, label %b23
    i64 11, label %b25
  ], !dbg !167

b5:                                               ; preds = %b2
  %t22 = atomicrmw add ptr addrspace(3) %t21, i64 %a10 syncscope("workgroup") monotonic, align 8, !dbg !168
  br label %b27, !dbg !169

b7:                                               ; preds = %b2
  %t24 = atomicrmw sub ptr addrspace(3) %t21, i64 %a10 syncscope("workgroup") monotonic, align 8, !dbg !170
  br label %b27, !dbg !171

b9:                                               ; preds = %b2
  %t26 = atomicrmw umax ptr addrspace(3) %t21, i64 %a10 syncscope("workgroup") monotonic, align 8, !dbg !172
  br label %b27, !dbg !173

b11:                                              ; preds = %b2
  %t28 = atomicrmw umin ptr addrspace(3) %t21, i64 %a10 syncscope("workgroup") monotonic, align 8, !dbg !174
  br label %b27, !dbg !175

b13:                                              ; preds = %b2
  %t30 = atomicrmw umax ptr addrspace(3) %t21, i64 %a10 syncscope("workgroup") monotonic, align 8, !dbg !176
  br label %b27, !dbg !177

b15:                                              ; preds = %b2
  %t32 = atomicrmw umin ptr addrspace(3) %t21, i64 %a10 syncscope("workgroup") monotonic, align 8, !dbg !178
  br label %b27, !dbg !179

b17:                                              ; preds = %b2
  %t34 = atomicrmw and ptr addrspace(3) %t21, i64 %a10 syncscope("workgroup") monotonic, align 8, !dbg !180
  br label %b27, !dbg !181

b19:                                              ; preds = %b2
  %t36 = atomicrmw or ptr addrspace(3) %t21, i64 %a10 syncscope("workgroup") monotonic, align 8, !dbg !182
  br label %b27, !dbg !183

b21:                                              ; preds = %b2
  %t38 = atomicrmw xor ptr addrspace(3) %t21, i64 %a10 syncscope("workgroup") monotonic, align 8, !dbg !184
  br label %b27, !dbg !185

b23:                                              ; preds = %b2
  %.15 = load atomic i64, ptr addrspace(3) %t21 monotonic, align 8, !dbg !186
  br label %cas.16, !dbg !186

cas.16:                                           ; preds = %cas.16, %b23
  %.18 = phi i64 [ %.15, %b23 ], [ %.19, %cas.16 ], !dbg !186
  %.20.not = icmp ult i64 %.18, %a10, !dbg !186
  %.21 = add i64 %.18, 1, !dbg !186
  %.22 = select i1 %.20.not, i64 %.21, i64 0, !dbg !186
  %.23 = cmpxchg ptr addrspace(3) %t21, i64 %.18, i64 %.22 syncscope("workgroup") monotonic monotonic, align 8, !dbg !186
  %.19 = extractvalue { i64, i1 } %.23, 0, !dbg !186
  %.24 = extractvalue { i64, i1 } %.23, 1, !dbg !186
  br i1 %.24, label %b27, label %cas.16, !dbg !186

b25:                                              ; preds = %b2
  %.25 = load atomic i64, ptr addrspace(3) %t21 monotonic, align 8, !dbg !187
  br label %cas.26, !dbg !187

cas.26:                                           ; preds = %cas.26, %b25
  %.28 = phi i64 [ %.25, %b25 ], [ %.29, %cas.26 ], !dbg !187
  %.30 = add i64 %.28, -1, !dbg !187
  %1 = tail call i64 @llvm.umin.i64(i64 %.30, i64 %a10), !dbg !187
  %.33 = cmpxchg ptr addrspace(3) %t21, i64 %.28, i64 %1 syncscope("workgroup") monotonic monotonic, align 8, !dbg !187
  %.29 = extractvalue { i64, i1 } %.33, 0, !dbg !187
  %.34 = extractvalue { i64, i1 } %.33, 1, !dbg !187
  br i1 %.34, label %b27, label %cas.26, !dbg !187

b26:                                              ; preds = %b2
  %t43 = atomicrmw xchg ptr addrspace(3) %t21, i64 %a10 syncscope("workgroup") monotonic, align 8, !dbg !188
  br label %b27, !dbg !189

b27:                                              ; preds = %cas.26, %cas.16, %b26, %b21, %b19, %b17, %b15, %b13, %b11, %b9, %b7, %b5
  %t44 = phi i64 [ %t22, %b5 ], [ %t24, %b7 ], [ %t26, %b9 ], [ %t28, %b11 ], [ %t30, %b13 ], [ %t32, %b15 ], [ %t34, %b17 ], [ %t36, %b19 ], [ %t38, %b21 ], [ %t43, %b26 ], [ %.18, %cas.16 ], [ %.28, %cas.26 ]
  %t46 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t2, !dbg !190
  store i64 %t44, ptr addrspace(1) %t46, align 8, !dbg !190
  fence syncscope("workgroup") release, !dbg !191
  tail call void @llvm.amdgcn.s.barrier(), !dbg !191
  fence syncscope("workgroup") acquire, !dbg !191
  %.35 = load i64, ptr addrspace(3) %t3, align 8, !dbg !192
  store i64 %.35, ptr addrspace(1) %t5, align 8, !dbg !193
  ret void, !dbg !193
}

; Function Attrs: mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1GlobalS_5bint32_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i32 %a10) local_unnamed_addr #2 !dbg !194 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !195
  %t1 = sext i32 %.10 to i64, !dbg !195
  %t3 = getelementptr inbounds i64, ptr addrspace(1) %a6, i64 %t1, !dbg !196
  %.11 = load i64, ptr addrspace(1) %t3, align 8, !dbg !196, !amdgpu.noclobber !6
  %.12 = icmp eq i64 %a1, 0, !dbg !197
  %0 = add i64 %a1, 1, !dbg !197
  %1 = icmp ult i64 %0, 2, !dbg !197
  %.15 = select i1 %1, i64 1, i64 %a1, !dbg !197
  %.16 = srem i64 %.11, %.15, !dbg !197
  %.17 = select i1 %.12, i64 %.11, i64 %.16, !dbg !197
  %t7 = icmp slt i64 %.17, 0, !dbg !198
  %t8 = select i1 %t7, i64 %a1, i64 0, !dbg !198
  %t9 = add i64 %t8, %.17, !dbg !198
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t9, !dbg !199
  switch i64 %a9, label %b14 [
    i64 0, label %b3
    i64 1, label %b5
    i64 2, label %b7
    i64 3, label %b9
    i64 4, label %b11
    i64 5, label %b13
  ], !dbg !200

b3:                                               ; preds = %entry
  %t13 = atomicrmw add ptr addrspace(1) %t12, i32 %a10 syncscope("agent") monotonic, align 4, !dbg !201
  br label %b15, !dbg !202

b5:                                               ; preds = %entry
  %t15 = atomicrmw sub ptr addrspace(1) %t12, i32 %a10 syncscope("agent") monotonic, align 4, !dbg !203
  br label %b15, !dbg !204

b7:                                               ; preds = %entry
  %t17 = atomicrmw max ptr addrspace(1) %t12, i32 %a10 syncscope("agent") monotonic, align 4, !dbg !205
  br label %b15, !dbg !206

b9:                                               ; preds = %entry
  %t19 = atomicrmw min ptr addrspace(1) %t12, i32 %a10 syncscope("agent") monotonic, align 4, !dbg !207
  br label %b15, !dbg !208

b11:                                              ; preds = %entry
  %t21 = atomicrmw max ptr addrspace(1) %t12, i32 %a10 syncscope("agent") monotonic, align 4, !dbg !209
  br label %b15, !dbg !210

b13:                                              ; preds = %entry
  %t23 = atomicrmw min ptr addrspace(1) %t12, i32 %a10 syncscope("agent") monotonic, align 4, !dbg !211
  br label %b15, !dbg !212

b14:                                              ; preds = %entry
  %t24 = atomicrmw xchg ptr addrspace(1) %t12, i32 %a10 syncscope("agent") monotonic, align 4, !dbg !213
  br label %b15, !dbg !214

b15:                                              ; preds = %b14, %b13, %b11, %b9, %b7, %b5, %b3
  %t25 = phi i32 [ %t13, %b3 ], [ %t15, %b5 ], [ %t17, %b7 ], [ %t19, %b9 ], [ %t21, %b11 ], [ %t23, %b13 ], [ %t24, %b14 ]
  %t27 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t1, !dbg !215
  store i32 %t25, ptr addrspace(1) %t27, align 4, !dbg !215
  ret void, !dbg !215
}

; Function Attrs: mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1GlobalS_5bint64_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10) local_unnamed_addr #2 !dbg !216 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !217
  %t1 = sext i32 %.10 to i64, !dbg !217
  %t3 = getelementptr inbounds i64, ptr addrspace(1) %a6, i64 %t1, !dbg !218
  %.11 = load i64, ptr addrspace(1) %t3, align 8, !dbg !218, !amdgpu.noclobber !6
  %.12 = icmp eq i64 %a1, 0, !dbg !219
  %0 = add i64 %a1, 1, !dbg !219
  %1 = icmp ult i64 %0, 2, !dbg !219
  %.15 = select i1 %1, i64 1, i64 %a1, !dbg !219
  %.16 = srem i64 %.11, %.15, !dbg !219
  %.17 = select i1 %.12, i64 %.11, i64 %.16, !dbg !219
  %t7 = icmp slt i64 %.17, 0, !dbg !220
  %t8 = select i1 %t7, i64 %a1, i64 0, !dbg !220
  %t9 = add i64 %t8, %.17, !dbg !220
  %t12 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t9, !dbg !221
  switch i64 %a9, label %b14 [
    i64 0, label %b3
    i64 1, label %b5
    i64 2, label %b7
    i64 3, label %b9
    i64 4, label %b11
    i64 5, label %b13
  ], !dbg !222

b3:                                               ; preds = %entry
  %t13 = atomicrmw add ptr addrspace(1) %t12, i64 %a10 syncscope("agent") monotonic, align 8, !dbg !223
  br label %b15, !dbg !224

b5:                                               ; preds = %entry
  %t15 = atomicrmw sub ptr addrspace(1) %t12, i64 %a10 syncscope("agent") monotonic, align 8, !dbg !225
  br label %b15, !dbg !226

b7:                                               ; preds = %entry
  %t17 = atomicrmw max ptr addrspace(1) %t12, i64 %a10 syncscope("agent") monotonic, align 8, !dbg !227
  br label %b15, !dbg !228

b9:                                               ; preds = %entry
  %t19 = atomicrmw min ptr addrspace(1) %t12, i64 %a10 syncscope("agent") monotonic, align 8, !dbg !229
  br label %b15, !dbg !230

b11:                                              ; preds = %entry
  %t21 = atomicrmw max ptr addrspace(1) %t12, i64 %a10 syncscope("agent") monotonic, align 8, !dbg !231
  br label %b15, !dbg !232

b13:                                              ; preds = %entry
  %t23 = atomicrmw min ptr addrspace(1) %t12, i64 %a10 syncscope("agent") monotonic, align 8, !dbg !233
  br label %b15, !dbg !234

b14:                                              ; preds = %entry
  %t24 = atomicrmw xchg ptr addrspace(1) %t12, i64 %a10 syncscope("agent") monotonic, align 8, !dbg !235
  br label %b15, !dbg !236

b15:                                              ; preds = %b14, %b13, %b11, %b9, %b7, %b5, %b3
  %t25 = phi i64 [ %t13, %b3 ], [ %t15, %b5 ], [ %t17, %b7 ], [ %t19, %b9 ], [ %t21, %b11 ], [ %t23, %b13 ], [ %t24, %b14 ]
  %t27 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t1, !dbg !237
  store i64 %t25, ptr addrspace(1) %t27, align 8, !dbg !237
  ret void, !dbg !237
}

; Function Attrs: nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1GlobalS_5bfloat32_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, float %a10) local_unnamed_addr #3 !dbg !238 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !239
  %t1 = sext i32 %.10 to i64, !dbg !239
  %t3 = getelementptr inbounds i64, ptr addrspace(1) %a6, i64 %t1, !dbg !240
  %.11 = load i64, ptr addrspace(1) %t3, align 8, !dbg !240, !amdgpu.noclobber !6
  %.12 = icmp eq i64 %a1, 0, !dbg !241
  %0 = add i64 %a1, 1, !dbg !241
  %1 = icmp ult i64 %0, 2, !dbg !241
  %.15 = select i1 %1, i64 1, i64 %a1, !dbg !241
  %.16 = srem i64 %.11, %.15, !dbg !241
  %.17 = select i1 %.12, i64 %.11, i64 %.16, !dbg !241
  %t7 = icmp slt i64 %.17, 0, !dbg !242
  %t8 = select i1 %t7, i64 %a1, i64 0, !dbg !242
  %t9 = add i64 %t8, %.17, !dbg !242
  %t12 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t9, !dbg !243
  switch i64 %a9, label %b14 [
    i64 0, label %b3
    i64 1, label %b5
    i64 2, label %b7
    i64 3, label %b9
    i64 4, label %b11
    i64 5, label %b13
  ], !dbg !244

b3:                                               ; preds = %entry
  %t13 = atomicrmw fadd ptr addrspace(1) %t12, float %a10 syncscope("agent") monotonic, align 4, !dbg !245
  br label %b15, !dbg !246

b5:                                               ; preds = %entry
  %t15 = atomicrmw fsub ptr addrspace(1) %t12, float %a10 syncscope("agent") monotonic, align 4, !dbg !247
  br label %b15, !dbg !248

b7:                                               ; preds = %entry
  %.18 = load atomic i32, ptr addrspace(1) %t12 monotonic, align 4, !dbg !249
  %.28 = bitcast float %a10 to i32
  %.34 = fcmp uno float %a10, 0.000000e+00
  br label %cas.19, !dbg !249

cas.19:                                           ; preds = %cas.19, %b7
  %.21 = phi i32 [ %.18, %b7 ], [ %.22, %cas.19 ], !dbg !249
  %.23 = bitcast i32 %.21 to float, !dbg !249
  %.24 = fcmp ogt float %.23, %a10, !dbg !249
  %.25 = select i1 %.24, float %.23, float %a10, !dbg !249
  %.26 = fcmp oeq float %.23, %a10, !dbg !249
  %.29 = and i32 %.21, %.28, !dbg !249
  %.30 = bitcast i32 %.29 to float, !dbg !249
  %.31 = select i1 %.26, float %.30, float %.25, !dbg !249
  %.32 = fcmp uno float %.23, 0.000000e+00, !dbg !249
  %.33 = select i1 %.32, float %.23, float %.31, !dbg !249
  %.35 = select i1 %.34, float %a10, float %.33, !dbg !249
  %.36 = bitcast float %.35 to i32, !dbg !249
  %.37 = cmpxchg ptr addrspace(1) %t12, i32 %.21, i32 %.36 syncscope("agent") monotonic monotonic, align 4, !dbg !249
  %.22 = extractvalue { i32, i1 } %.37, 0, !dbg !249
  %.38 = extractvalue { i32, i1 } %.37, 1, !dbg !249
  br i1 %.38, label %b15, label %cas.19, !dbg !249

b9:                                               ; preds = %entry
  %.39 = load atomic i32, ptr addrspace(1) %t12 monotonic, align 4, !dbg !250
  %.49 = bitcast float %a10 to i32
  %.55 = fcmp uno float %a10, 0.000000e+00
  br label %cas.40, !dbg !250

cas.40:                                           ; preds = %cas.40, %b9
  %.42 = phi i32 [ %.39, %b9 ], [ %.43, %cas.40 ], !dbg !250
  %.44 = bitcast i32 %.42 to float, !dbg !250
  %.45 = fcmp olt float %.44, %a10, !dbg !250
  %.46 = select i1 %.45, float %.44, float %a10, !dbg !250
  %.47 = fcmp oeq float %.44, %a10, !dbg !250
  %.50 = or i32 %.42, %.49, !dbg !250
  %.51 = bitcast i32 %.50 to float, !dbg !250
  %.52 = select i1 %.47, float %.51, float %.46, !dbg !250
  %.53 = fcmp uno float %.44, 0.000000e+00, !dbg !250
  %.54 = select i1 %.53, float %.44, float %.52, !dbg !250
  %.56 = select i1 %.55, float %a10, float %.54, !dbg !250
  %.57 = bitcast float %.56 to i32, !dbg !250
  %.58 = cmpxchg ptr addrspace(1) %t12, i32 %.42, i32 %.57 syncscope("agent") monotonic monotonic, align 4, !dbg !250
  %.43 = extractvalue { i32, i1 } %.58, 0, !dbg !250
  %.59 = extractvalue { i32, i1 } %.58, 1, !dbg !250
  br i1 %.59, label %b15, label %cas.40, !dbg !250

b11:                                              ; preds = %entry
  %.60 = load atomic i32, ptr addrspace(1) %t12 monotonic, align 4, !dbg !251
  %.70 = bitcast float %a10 to i32
  %.76 = fcmp uno float %a10, 0.000000e+00
  br label %cas.61, !dbg !251

cas.61:                                           ; preds = %cas.61, %b11
  %.63 = phi i32 [ %.60, %b11 ], [ %.64, %cas.61 ], !dbg !251
  %.65 = bitcast i32 %.63 to float, !dbg !251
  %.66 = fcmp ogt float %.65, %a10, !dbg !251
  %.67 = select i1 %.66, float %.65, float %a10, !dbg !251
  %.68 = fcmp oeq float %.65, %a10, !dbg !251
  %.71 = and i32 %.63, %.70, !dbg !251
  %.72 = bitcast i32 %.71 to float, !dbg !251
  %.73 = select i1 %.68, float %.72, float %.67, !dbg !251
  %.74 = fcmp uno float %.65, 0.000000e+00, !dbg !251
  %.75 = select i1 %.74, float %.65, float %.73, !dbg !251
  %2 = select i1 %.74, i1 true, i1 %.76, !dbg !251
  %.79 = select i1 %2, float %a10, float %.75, !dbg !251
  %.81 = select i1 %.76, float %.65, float %.79, !dbg !251
  %.82 = bitcast float %.81 to i32, !dbg !251
  %.83 = cmpxchg ptr addrspace(1) %t12, i32 %.63, i32 %.82 syncscope("agent") monotonic monotonic, align 4, !dbg !251
  %.64 = extractvalue { i32, i1 } %.83, 0, !dbg !251
  %.84 = extractvalue { i32, i1 } %.83, 1, !dbg !251
  br i1 %.84, label %b15, label %cas.61, !dbg !251

b13:                                              ; preds = %entry
  %.85 = load atomic i32, ptr addrspace(1) %t12 monotonic, align 4, !dbg !252
  %.95 = bitcast float %a10 to i32
  %.101 = fcmp uno float %a10, 0.000000e+00
  br label %cas.86, !dbg !252

cas.86:                                           ; preds = %cas.86, %b13
  %.88 = phi i32 [ %.85, %b13 ], [ %.89, %cas.86 ], !dbg !252
  %.90 = bitcast i32 %.88 to float, !dbg !252
  %.91 = fcmp olt float %.90, %a10, !dbg !252
  %.92 = select i1 %.91, float %.90, float %a10, !dbg !252
  %.93 = fcmp oeq float %.90, %a10, !dbg !252
  %.96 = or i32 %.88, %.95, !dbg !252
  %.97 = bitcast i32 %.96 to float, !dbg !252
  %.98 = select i1 %.93, float %.97, float %.92, !dbg !252
  %.99 = fcmp uno float %.90, 0.000000e+00, !dbg !252
  %.100 = select i1 %.99, float %.90, float %.98, !dbg !252
  %3 = select i1 %.99, i1 true, i1 %.101, !dbg !252
  %.104 = select i1 %3, float %a10, float %.100, !dbg !252
  %.106 = select i1 %.101, float %.90, float %.104, !dbg !252
  %.107 = bitcast float %.106 to i32, !dbg !252
  %.108 = cmpxchg ptr addrspace(1) %t12, i32 %.88, i32 %.107 syncscope("agent") monotonic monotonic, align 4, !dbg !252
  %.89 = extractvalue { i32, i1 } %.108, 0, !dbg !252
  %.109 = extractvalue { i32, i1 } %.108, 1, !dbg !252
  br i1 %.109, label %b15, label %cas.86, !dbg !252

b14:                                              ; preds = %entry
  %t24 = atomicrmw xchg ptr addrspace(1) %t12, float %a10 syncscope("agent") monotonic, align 4, !dbg !253
  br label %b15, !dbg !254

b15:                                              ; preds = %cas.86, %cas.61, %cas.40, %cas.19, %b14, %b5, %b3
  %t25 = phi float [ %t13, %b3 ], [ %t15, %b5 ], [ %t24, %b14 ], [ %.23, %cas.19 ], [ %.44, %cas.40 ], [ %.65, %cas.61 ], [ %.90, %cas.86 ]
  %t27 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t1, !dbg !255
  store float %t25, ptr addrspace(1) %t27, align 4, !dbg !255
  ret void, !dbg !255
}

; Function Attrs: nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1GlobalS_5bfloat64_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, double %a10) local_unnamed_addr #3 !dbg !256 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !257
  %t1 = sext i32 %.10 to i64, !dbg !257
  %t3 = getelementptr inbounds i64, ptr addrspace(1) %a6, i64 %t1, !dbg !258
  %.11 = load i64, ptr addrspace(1) %t3, align 8, !dbg !258, !amdgpu.noclobber !6
  %.12 = icmp eq i64 %a1, 0, !dbg !259
  %0 = add i64 %a1, 1, !dbg !259
  %1 = icmp ult i64 %0, 2, !dbg !259
  %.15 = select i1 %1, i64 1, i64 %a1, !dbg !259
  %.16 = srem i64 %.11, %.15, !dbg !259
  %.17 = select i1 %.12, i64 %.11, i64 %.16, !dbg !259
  %t7 = icmp slt i64 %.17, 0, !dbg !260
  %t8 = select i1 %t7, i64 %a1, i64 0, !dbg !260
  %t9 = add i64 %t8, %.17, !dbg !260
  %t12 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t9, !dbg !261
  switch i64 %a9, label %b14 [
    i64 0, label %b3
    i64 1, label %b5
    i64 2, label %b7
    i64 3, label %b9
    i64 4, label %b11
    i64 5, label %b13
  ], !dbg !262

b3:                                               ; preds = %entry
  %t13 = atomicrmw fadd ptr addrspace(1) %t12, double %a10 syncscope("agent") monotonic, align 8, !dbg !263
  br label %b15, !dbg !264

b5:                                               ; preds = %entry
  %t15 = atomicrmw fsub ptr addrspace(1) %t12, double %a10 syncscope("agent") monotonic, align 8, !dbg !265
  br label %b15, !dbg !266

b7:                                               ; preds = %entry
  %.18 = load atomic i64, ptr addrspace(1) %t12 monotonic, align 8, !dbg !267
  %.28 = bitcast double %a10 to i64
  %.34 = fcmp uno double %a10, 0.000000e+00
  br label %cas.19, !dbg !267

cas.19:                                           ; preds = %cas.19, %b7
  %.21 = phi i64 [ %.18, %b7 ], [ %.22, %cas.19 ], !dbg !267
  %.23 = bitcast i64 %.21 to double, !dbg !267
  %.24 = fcmp ogt double %.23, %a10, !dbg !267
  %.25 = select i1 %.24, double %.23, double %a10, !dbg !267
  %.26 = fcmp oeq double %.23, %a10, !dbg !267
  %.29 = and i64 %.21, %.28, !dbg !267
  %.30 = bitcast i64 %.29 to double, !dbg !267
  %.31 = select i1 %.26, double %.30, double %.25, !dbg !267
  %.32 = fcmp uno double %.23, 0.000000e+00, !dbg !267
  %.33 = select i1 %.32, double %.23, double %.31, !dbg !267
  %.35 = select i1 %.34, double %a10, double %.33, !dbg !267
  %.36 = bitcast double %.35 to i64, !dbg !267
  %.37 = cmpxchg ptr addrspace(1) %t12, i64 %.21, i64 %.36 syncscope("agent") monotonic monotonic, align 8, !dbg !267
  %.22 = extractvalue { i64, i1 } %.37, 0, !dbg !267
  %.38 = extractvalue { i64, i1 } %.37, 1, !dbg !267
  br i1 %.38, label %b15, label %cas.19, !dbg !267

b9:                                               ; preds = %entry
  %.39 = load atomic i64, ptr addrspace(1) %t12 monotonic, align 8, !dbg !268
  %.49 = bitcast double %a10 to i64
  %.55 = fcmp uno double %a10, 0.000000e+00
  br label %cas.40, !dbg !268

cas.40:                                           ; preds = %cas.40, %b9
  %.42 = phi i64 [ %.39, %b9 ], [ %.43, %cas.40 ], !dbg !268
  %.44 = bitcast i64 %.42 to double, !dbg !268
  %.45 = fcmp olt double %.44, %a10, !dbg !268
  %.46 = select i1 %.45, double %.44, double %a10, !dbg !268
  %.47 = fcmp oeq double %.44, %a10, !dbg !268
  %.50 = or i64 %.42, %.49, !dbg !268
  %.51 = bitcast i64 %.50 to double, !dbg !268
  %.52 = select i1 %.47, double %.51, double %.46, !dbg !268
  %.53 = fcmp uno double %.44, 0.000000e+00, !dbg !268
  %.54 = select i1 %.53, double %.44, double %.52, !dbg !268
  %.56 = select i1 %.55, double %a10, double %.54, !dbg !268
  %.57 = bitcast double %.56 to i64, !dbg !268
  %.58 = cmpxchg ptr addrspace(1) %t12, i64 %.42, i64 %.57 syncscope("agent") monotonic monotonic, align 8, !dbg !268
  %.43 = extractvalue { i64, i1 } %.58, 0, !dbg !268
  %.59 = extractvalue { i64, i1 } %.58, 1, !dbg !268
  br i1 %.59, label %b15, label %cas.40, !dbg !268

b11:                                              ; preds = %entry
  %.60 = load atomic i64, ptr addrspace(1) %t12 monotonic, align 8, !dbg !269
  %.70 = bitcast double %a10 to i64
  %.76 = fcmp uno double %a10, 0.000000e+00
  br label %cas.61, !dbg !269

cas.61:                                           ; preds = %cas.61, %b11
  %.63 = phi i64 [ %.60, %b11 ], [ %.64, %cas.61 ], !dbg !269
  %.65 = bitcast i64 %.63 to double, !dbg !269
  %.66 = fcmp ogt double %.65, %a10, !dbg !269
  %.67 = select i1 %.66, double %.65, double %a10, !dbg !269
  %.68 = fcmp oeq double %.65, %a10, !dbg !269
  %.71 = and i64 %.63, %.70, !dbg !269
  %.72 = bitcast i64 %.71 to double, !dbg !269
  %.73 = select i1 %.68, double %.72, double %.67, !dbg !269
  %.74 = fcmp uno double %.65, 0.000000e+00, !dbg !269
  %.75 = select i1 %.74, double %.65, double %.73, !dbg !269
  %2 = select i1 %.74, i1 true, i1 %.76, !dbg !269
  %.79 = select i1 %2, double %a10, double %.75, !dbg !269
  %.81 = select i1 %.76, double %.65, double %.79, !dbg !269
  %.82 = bitcast double %.81 to i64, !dbg !269
  %.83 = cmpxchg ptr addrspace(1) %t12, i64 %.63, i64 %.82 syncscope("agent") monotonic monotonic, align 8, !dbg !269
  %.64 = extractvalue { i64, i1 } %.83, 0, !dbg !269
  %.84 = extractvalue { i64, i1 } %.83, 1, !dbg !269
  br i1 %.84, label %b15, label %cas.61, !dbg !269

b13:                                              ; preds = %entry
  %.85 = load atomic i64, ptr addrspace(1) %t12 monotonic, align 8, !dbg !270
  %.95 = bitcast double %a10 to i64
  %.101 = fcmp uno double %a10, 0.000000e+00
  br label %cas.86, !dbg !270

cas.86:                                           ; preds = %cas.86, %b13
  %.88 = phi i64 [ %.85, %b13 ], [ %.89, %cas.86 ], !dbg !270
  %.90 = bitcast i64 %.88 to double, !dbg !270
  %.91 = fcmp olt double %.90, %a10, !dbg !270
  %.92 = select i1 %.91, double %.90, double %a10, !dbg !270
  %.93 = fcmp oeq double %.90, %a10, !dbg !270
  %.96 = or i64 %.88, %.95, !dbg !270
  %.97 = bitcast i64 %.96 to double, !dbg !270
  %.98 = select i1 %.93, double %.97, double %.92, !dbg !270
  %.99 = fcmp uno double %.90, 0.000000e+00, !dbg !270
  %.100 = select i1 %.99, double %.90, double %.98, !dbg !270
  %3 = select i1 %.99, i1 true, i1 %.101, !dbg !270
  %.104 = select i1 %3, double %a10, double %.100, !dbg !270
  %.106 = select i1 %.101, double %.90, double %.104, !dbg !270
  %.107 = bitcast double %.106 to i64, !dbg !270
  %.108 = cmpxchg ptr addrspace(1) %t12, i64 %.88, i64 %.107 syncscope("agent") monotonic monotonic, align 8, !dbg !270
  %.89 = extractvalue { i64, i1 } %.108, 0, !dbg !270
  %.109 = extractvalue { i64, i1 } %.108, 1, !dbg !270
  br i1 %.109, label %b15, label %cas.86, !dbg !270

b14:                                              ; preds = %entry
  %t24 = atomicrmw xchg ptr addrspace(1) %t12, double %a10 syncscope("agent") monotonic, align 8, !dbg !271
  br label %b15, !dbg !272

b15:                                              ; preds = %cas.86, %cas.61, %cas.40, %cas.19, %b14, %b5, %b3
  %t25 = phi double [ %t13, %b3 ], [ %t15, %b5 ], [ %t24, %b14 ], [ %.23, %cas.19 ], [ %.44, %cas.40 ], [ %.65, %cas.61 ], [ %.90, %cas.86 ]
  %t27 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t1, !dbg !273
  store double %t25, ptr addrspace(1) %t27, align 8, !dbg !273
  ret void, !dbg !273
}

; Function Attrs: nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1GlobalU_5buint32_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i32 %a10) local_unnamed_addr #3 !dbg !274 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !275
  %t1 = sext i32 %.10 to i64, !dbg !275
  %t3 = getelementptr inbounds i64, ptr addrspace(1) %a6, i64 %t1, !dbg !276
  %.11 = load i64, ptr addrspace(1) %t3, align 8, !dbg !276, !amdgpu.noclobber !6
  %.12 = icmp eq i64 %a1, 0, !dbg !277
  %0 = add i64 %a1, 1, !dbg !277
  %1 = icmp ult i64 %0, 2, !dbg !277
  %.15 = select i1 %1, i64 1, i64 %a1, !dbg !277
  %.16 = srem i64 %.11, %.15, !dbg !277
  %.17 = select i1 %.12, i64 %.11, i64 %.16, !dbg !277
  %t7 = icmp slt i64 %.17, 0, !dbg !278
  %t8 = select i1 %t7, i64 %a1, i64 0, !dbg !278
  %t9 = add i64 %t8, %.17, !dbg !278
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t9, !dbg !279
  switch i64 %a9, label %b24 [
    i64 0, label %b3
    i64 1, label %b5
    i64 2, label %b7
    i64 3, label %b9
    i64 4, label %b11
    i64 5, label %b13
    i64 7, label %b15
    i64 8, label %b17
    i64 9, label %b19
    i64 10, label %b21
    i64 11, label %b23
  ], !dbg !280

b3:                                               ; preds = %entry
  %t13 = atomicrmw add ptr addrspace(1) %t12, i32 %a10 syncscope("agent") monotonic, align 4, !dbg !281
  br label %b25, !dbg !282

b5:                                               ; preds = %entry
  %t15 = atomicrmw sub ptr addrspace(1) %t12, i32 %a10 syncscope("agent") monotonic, align 4, !dbg !283
  br label %b25, !dbg !284

b7:                                               ; preds = %entry
  %t17 = atomicrmw umax ptr addrspace(1) %t12, i32 %a10 syncscope("agent") monotonic, align 4, !dbg !285
  br label %b25, !dbg !286

b9:                                               ; preds = %entry
  %t19 = atomicrmw umin ptr addrspace(1) %t12, i32 %a10 syncscope("agent") monotonic, align 4, !dbg !287
  br label %b25, !dbg !288

b11:                                              ; preds = %entry
  %t21 = atomicrmw umax ptr addrspace(1) %t12, i32 %a10 syncscope("agent") monotonic, align 4, !dbg !289
  br label %b25, !dbg !290

b13:                                              ; preds = %entry
  %t23 = atomicrmw umin ptr addrspace(1) %t12, i32 %a10 syncscope("agent") monotonic, align 4, !dbg !291
  br label %b25, !dbg !292

b15:                                              ; preds = %entry
  %t25 = atomicrmw and ptr addrspace(1) %t12, i32 %a10 syncscope("agent") monotonic, align 4, !dbg !293
  br label %b25, !dbg !294

b17:                                              ; preds = %entry
  %t27 = atomicrmw or ptr addrspace(1) %t12, i32 %a10 syncscope("agent") monotonic, align 4, !dbg !295
  br label %b25, !dbg !296

b19:                                              ; preds = %entry
  %t29 = atomicrmw xor ptr addrspace(1) %t12, i32 %a10 syncscope("agent") monotonic, align 4, !dbg !297
  br label %b25, !dbg !298

b21:                                              ; preds = %entry
  %.18 = load atomic i32, ptr addrspace(1) %t12 monotonic, align 4, !dbg !299
  br label %cas.19, !dbg !299

cas.19:                                           ; preds = %cas.19, %b21
  %.21 = phi i32 [ %.18, %b21 ], [ %.22, %cas.19 ], !dbg !299
  %.23.not = icmp ult i32 %.21, %a10, !dbg !299
  %.24 = add i32 %.21, 1, !dbg !299
  %.25 = select i1 %.23.not, i32 %.24, i32 0, !dbg !299
  %.26 = cmpxchg ptr addrspace(1) %t12, i32 %.21, i32 %.25 syncscope("agent") monotonic monotonic, align 4, !dbg !299
  %.22 = extractvalue { i32, i1 } %.26, 0, !dbg !299
  %.27 = extractvalue { i32, i1 } %.26, 1, !dbg !299
  br i1 %.27, label %b25, label %cas.19, !dbg !299

b23:                                              ; preds = %entry
  %.28 = load atomic i32, ptr addrspace(1) %t12 monotonic, align 4, !dbg !300
  br label %cas.29, !dbg !300

cas.29:                                           ; preds = %cas.29, %b23
  %.31 = phi i32 [ %.28, %b23 ], [ %.32, %cas.29 ], !dbg !300
  %.33 = add i32 %.31, -1, !dbg !300
  %2 = tail call i32 @llvm.umin.i32(i32 %.33, i32 %a10), !dbg !300
  %.36 = cmpxchg ptr addrspace(1) %t12, i32 %.31, i32 %2 syncscope("agent") monotonic monotonic, align 4, !dbg !300
  %.32 = extractvalue { i32, i1 } %.36, 0, !dbg !300
  %.37 = extractvalue { i32, i1 } %.36, 1, !dbg !300
  br i1 %.37, label %b25, label %cas.29, !dbg !300

b24:                                              ; preds = %entry
  %t34 = atomicrmw xchg ptr addrspace(1) %t12, i32 %a10 syncscope("agent") monotonic, align 4, !dbg !301
  br label %b25, !dbg !302

b25:                                              ; preds = %cas.29, %cas.19, %b24, %b19, %b17, %b15, %b13, %b11, %b9, %b7, %b5, %b3
  %t35 = phi i32 [ %t13, %b3 ], [ %t15, %b5 ], [ %t17, %b7 ], [ %t19, %b9 ], [ %t21, %b11 ], [ %t23, %b13 ], [ %t25, %b15 ], [ %t27, %b17 ], [ %t29, %b19 ], [ %t34, %b24 ], [ %.21, %cas.19 ], [ %.31, %cas.29 ]
  %t37 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t1, !dbg !303
  store i32 %t35, ptr addrspace(1) %t37, align 4, !dbg !303
  ret void, !dbg !303
}

; Function Attrs: nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1GlobalU_5buint64_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10) local_unnamed_addr #3 !dbg !304 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !305
  %t1 = sext i32 %.10 to i64, !dbg !305
  %t3 = getelementptr inbounds i64, ptr addrspace(1) %a6, i64 %t1, !dbg !306
  %.11 = load i64, ptr addrspace(1) %t3, align 8, !dbg !306, !amdgpu.noclobber !6
  %.12 = icmp eq i64 %a1, 0, !dbg !307
  %0 = add i64 %a1, 1, !dbg !307
  %1 = icmp ult i64 %0, 2, !dbg !307
  %.15 = select i1 %1, i64 1, i64 %a1, !dbg !307
  %.16 = srem i64 %.11, %.15, !dbg !307
  %.17 = select i1 %.12, i64 %.11, i64 %.16, !dbg !307
  %t7 = icmp slt i64 %.17, 0, !dbg !308
  %t8 = select i1 %t7, i64 %a1, i64 0, !dbg !308
  %t9 = add i64 %t8, %.17, !dbg !308
  %t12 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t9, !dbg !309
  switch i64 %a9, label %b24 [
    i64 0, label %b3
    i64 1, label %b5
    i64 2, label %b7
    i64 3, label %b9
    i64 4, label %b11
    i64 5, label %b13
    i64 7, label %b15
    i64 8, label %b17
    i64 9, label %b19
    i64 10, label %b21
    i64 11, label %b23
  ], !dbg !310

b3:                                               ; preds = %entry
  %t13 = atomicrmw add ptr addrspace(1) %t12, i64 %a10 syncscope("agent") monotonic, align 8, !dbg !311
  br label %b25, !dbg !312

b5:                                               ; preds = %entry
  %t15 = atomicrmw sub ptr addrspace(1) %t12, i64 %a10 syncscope("agent") monotonic, align 8, !dbg !313
  br label %b25, !dbg !314

b7:                                               ; preds = %entry
  %t17 = atomicrmw umax ptr addrspace(1) %t12, i64 %a10 syncscope("agent") monotonic, align 8, !dbg !315
  br label %b25, !dbg !316

b9:                                               ; preds = %entry
  %t19 = atomicrmw umin ptr addrspace(1) %t12, i64 %a10 syncscope("agent") monotonic, align 8, !dbg !317
  br label %b25, !dbg !318

b11:                                              ; preds = %entry
  %t21 = atomicrmw umax ptr addrspace(1) %t12, i64 %a10 syncscope("agent") monotonic, align 8, !dbg !319
  br label %b25, !dbg !320

b13:                                              ; preds = %entry
  %t23 = atomicrmw umin ptr addrspace(1) %t12, i64 %a10 syncscope("agent") monotonic, align 8, !dbg !321
  br label %b25, !dbg !322

b15:                                              ; preds = %entry
  %t25 = atomicrmw and ptr addrspace(1) %t12, i64 %a10 syncscope("agent") monotonic, align 8, !dbg !323
  br label %b25, !dbg !324

b17:                                              ; preds = %entry
  %t27 = atomicrmw or ptr addrspace(1) %t12, i64 %a10 syncscope("agent") monotonic, align 8, !dbg !325
  br label %b25, !dbg !326

b19:                                              ; preds = %entry
  %t29 = atomicrmw xor ptr addrspace(1) %t12, i64 %a10 syncscope("agent") monotonic, align 8, !dbg !327
  br label %b25, !dbg !328

b21:                                              ; preds = %entry
  %.18 = load atomic i64, ptr addrspace(1) %t12 monotonic, align 8, !dbg !329
  br label %cas.19, !dbg !329

cas.19:                                           ; preds = %cas.19, %b21
  %.21 = phi i64 [ %.18, %b21 ], [ %.22, %cas.19 ], !dbg !329
  %.23.not = icmp ult i64 %.21, %a10, !dbg !329
  %.24 = add i64 %.21, 1, !dbg !329
  %.25 = select i1 %.23.not, i64 %.24, i64 0, !dbg !329
  %.26 = cmpxchg ptr addrspace(1) %t12, i64 %.21, i64 %.25 syncscope("agent") monotonic monotonic, align 8, !dbg !329
  %.22 = extractvalue { i64, i1 } %.26, 0, !dbg !329
  %.27 = extractvalue { i64, i1 } %.26, 1, !dbg !329
  br i1 %.27, label %b25, label %cas.19, !dbg !329

b23:                                              ; preds = %entry
  %.28 = load atomic i64, ptr addrspace(1) %t12 monotonic, align 8, !dbg !330
  br label %cas.29, !dbg !330

cas.29:                                           ; preds = %cas.29, %b23
  %.31 = phi i64 [ %.28, %b23 ], [ %.32, %cas.29 ], !dbg !330
  %.33 = add i64 %.31, -1, !dbg !330
  %2 = tail call i64 @llvm.umin.i64(i64 %.33, i64 %a10), !dbg !330
  %.36 = cmpxchg ptr addrspace(1) %t12, i64 %.31, i64 %2 syncscope("agent") monotonic monotonic, align 8, !dbg !330
  %.32 = extractvalue { i64, i1 } %.36, 0, !dbg !330
  %.37 = extractvalue { i64, i1 } %.36, 1, !dbg !330
  br i1 %.37, label %b25, label %cas.29, !dbg !330

b24:                                              ; preds = %entry
  %t34 = atomicrmw xchg ptr addrspace(1) %t12, i64 %a10 syncscope("agent") monotonic, align 8, !dbg !331
  br label %b25, !dbg !332

b25:                                              ; preds = %cas.29, %cas.19, %b24, %b19, %b17, %b15, %b13, %b11, %b9, %b7, %b5, %b3
  %t35 = phi i64 [ %t13, %b3 ], [ %t15, %b5 ], [ %t17, %b7 ], [ %t19, %b9 ], [ %t21, %b11 ], [ %t23, %b13 ], [ %t25, %b15 ], [ %t27, %b17 ], [ %t29, %b19 ], [ %t34, %b24 ], [ %.21, %cas.19 ], [ %.31, %cas.29 ]
  %t37 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t1, !dbg !333
  store i64 %t35, ptr addrspace(1) %t37, align 8, !dbg !333
  ret void, !dbg !333
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2SharedS_5bint32_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i32 %a11) local_unnamed_addr #0 !dbg !334 {
entry:
  %.11 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !335
  %t2 = sext i32 %.11 to i64, !dbg !335
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !336
  %t4 = sext i32 %.12 to i64, !dbg !336
  %t5 = getelementptr inbounds [32 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2SharedS_5bint32_5d.shared.0, i32 %.11, !dbg !337
  %t7 = mul i64 %t2, %a3, !dbg !338
  %t9 = mul i64 %t4, %a4, !dbg !338
  %t10 = add i64 %t9, %t7, !dbg !338
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t10, !dbg !338
  %.13 = load i32, ptr addrspace(1) %t12, align 4, !dbg !338, !amdgpu.noclobber !6
  %t14 = getelementptr inbounds i32, ptr addrspace(3) %t5, i32 %.12, !dbg !339
  store i32 %.13, ptr addrspace(3) %t14, align 4, !dbg !339
  fence syncscope("workgroup") release, !dbg !340
  tail call void @llvm.amdgcn.s.barrier(), !dbg !340
  fence syncscope("workgroup") acquire, !dbg !340
  switch i64 %a10, label %b12 [
    i64 0, label %b1
    i64 1, label %b3
    i64 2, label %b5
    i64 3, label %b7
    i64 4, label %b9
    i64 5, label %b11
  ], !dbg !341

b1:                                               ; preds = %entry
  %t21 = atomicrmw add ptr addrspace(3) %t14, i32 %a11 syncscope("workgroup") monotonic, align 4, !dbg !342
  br label %b13, !dbg !343

b3:                                               ; preds = %entry
  %t23 = atomicrmw sub ptr addrspace(3) %t14, i32 %a11 syncscope("workgroup") monotonic, align 4, !dbg !344
  br label %b13, !dbg !345

b5:                                               ; preds = %entry
  %t25 = atomicrmw max ptr addrspace(3) %t14, i32 %a11 syncscope("workgroup") monotonic, align 4, !dbg !346
  br label %b13, !dbg !347

b7:                                               ; preds = %entry
  %t27 = atomicrmw min ptr addrspace(3) %t14, i32 %a11 syncscope("workgroup") monotonic, align 4, !dbg !348
  br label %b13, !dbg !349

b9:                                               ; preds = %entry
  %t29 = atomicrmw max ptr addrspace(3) %t14, i32 %a11 syncscope("workgroup") monotonic, align 4, !dbg !350
  br label %b13, !dbg !351

b11:                                              ; preds = %entry
  %t31 = atomicrmw min ptr addrspace(3) %t14, i32 %a11 syncscope("workgroup") monotonic, align 4, !dbg !352
  br label %b13, !dbg !353

b12:                                              ; preds = %entry
  %t32 = atomicrmw xchg ptr addrspace(3) %t14, i32 %a11 syncscope("workgroup") monotonic, align 4, !dbg !354
  br label %b13, !dbg !355

b13:                                              ; preds = %b12, %b11, %b9, %b7, %b5, %b3, %b1
  %t33 = phi i32 [ %t21, %b1 ], [ %t23, %b3 ], [ %t25, %b5 ], [ %t27, %b7 ], [ %t29, %b9 ], [ %t31, %b11 ], [ %t32, %b12 ]
  %t35 = mul i64 %t2, %a8, !dbg !356
  %t37 = mul i64 %t4, %a9, !dbg !356
  %t38 = add i64 %t37, %t35, !dbg !356
  %t40 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t38, !dbg !356
  store i32 %t33, ptr addrspace(1) %t40, align 4, !dbg !356
  fence syncscope("workgroup") release, !dbg !357
  tail call void @llvm.amdgcn.s.barrier(), !dbg !357
  fence syncscope("workgroup") acquire, !dbg !357
  %.14 = load i32, ptr addrspace(3) %t14, align 4, !dbg !358
  store i32 %.14, ptr addrspace(1) %t12, align 4, !dbg !359
  ret void, !dbg !359
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2SharedS_5bint64_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #0 !dbg !360 {
entry:
  %.11 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !361
  %t2 = sext i32 %.11 to i64, !dbg !361
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !362
  %t4 = sext i32 %.12 to i64, !dbg !362
  %t5 = getelementptr inbounds [64 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2SharedS_5bint64_5d.shared.0, i32 %.11, !dbg !363
  %t7 = mul i64 %t2, %a3, !dbg !364
  %t9 = mul i64 %t4, %a4, !dbg !364
  %t10 = add i64 %t9, %t7, !dbg !364
  %t12 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t10, !dbg !364
  %.13 = load i64, ptr addrspace(1) %t12, align 8, !dbg !364, !amdgpu.noclobber !6
  %t14 = getelementptr inbounds i64, ptr addrspace(3) %t5, i32 %.12, !dbg !365
  store i64 %.13, ptr addrspace(3) %t14, align 8, !dbg !365
  fence syncscope("workgroup") release, !dbg !366
  tail call void @llvm.amdgcn.s.barrier(), !dbg !366
  fence syncscope("workgroup") acquire, !dbg !366
  switch i64 %a10, label %b12 [
    i64 0, label %b1
    i64 1, label %b3
    i64 2, label %b5
    i64 3, label %b7
    i64 4, label %b9
    i64 5, label %b11
  ], !dbg !367

b1:                                               ; preds = %entry
  %t21 = atomicrmw add ptr addrspace(3) %t14, i64 %a11 syncscope("workgroup") monotonic, align 8, !dbg !368
  br label %b13, !dbg !369

b3:                                               ; preds = %entry
  %t23 = atomicrmw sub ptr addrspace(3) %t14, i64 %a11 syncscope("workgroup") monotonic, align 8, !dbg !370
  br label %b13, !dbg !371

b5:                                               ; preds = %entry
  %t25 = atomicrmw max ptr addrspace(3) %t14, i64 %a11 syncscope("workgroup") monotonic, align 8, !dbg !372
  br label %b13, !dbg !373

b7:                                               ; preds = %entry
  %t27 = atomicrmw min ptr addrspace(3) %t14, i64 %a11 syncscope("workgroup") monotonic, align 8, !dbg !374
  br label %b13, !dbg !375

b9:                                               ; preds = %entry
  %t29 = atomicrmw max ptr addrspace(3) %t14, i64 %a11 syncscope("workgroup") monotonic, align 8, !dbg !376
  br label %b13, !dbg !377

b11:                                              ; preds = %entry
  %t31 = atomicrmw min ptr addrspace(3) %t14, i64 %a11 syncscope("workgroup") monotonic, align 8, !dbg !378
  br label %b13, !dbg !379

b12:                                              ; preds = %entry
  %t32 = atomicrmw xchg ptr addrspace(3) %t14, i64 %a11 syncscope("workgroup") monotonic, align 8, !dbg !380
  br label %b13, !dbg !381

b13:                                              ; preds = %b12, %b11, %b9, %b7, %b5, %b3, %b1
  %t33 = phi i64 [ %t21, %b1 ], [ %t23, %b3 ], [ %t25, %b5 ], [ %t27, %b7 ], [ %t29, %b9 ], [ %t31, %b11 ], [ %t32, %b12 ]
  %t35 = mul i64 %t2, %a8, !dbg !382
  %t37 = mul i64 %t4, %a9, !dbg !382
  %t38 = add i64 %t37, %t35, !dbg !382
  %t40 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t38, !dbg !382
  store i64 %t33, ptr addrspace(1) %t40, align 8, !dbg !382
  fence syncscope("workgroup") release, !dbg !383
  tail call void @llvm.amdgcn.s.barrier(), !dbg !383
  fence syncscope("workgroup") acquire, !dbg !383
  %.14 = load i64, ptr addrspace(3) %t14, align 8, !dbg !384
  store i64 %.14, ptr addrspace(1) %t12, align 8, !dbg !385
  ret void, !dbg !385
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2SharedS_5bfloat32_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, float %a11) local_unnamed_addr #1 !dbg !386 {
entry:
  %.11 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !387
  %t2 = sext i32 %.11 to i64, !dbg !387
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !388
  %t4 = sext i32 %.12 to i64, !dbg !388
  %t5 = getelementptr inbounds [32 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2SharedS_5bfloat32_5d.shared.0, i32 %.11, !dbg !389
  %t7 = mul i64 %t2, %a3, !dbg !390
  %t9 = mul i64 %t4, %a4, !dbg !390
  %t10 = add i64 %t9, %t7, !dbg !390
  %t12 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t10, !dbg !390
  %.13 = load float, ptr addrspace(1) %t12, align 4, !dbg !390, !amdgpu.noclobber !6
  %t14 = getelementptr inbounds float, ptr addrspace(3) %t5, i32 %.12, !dbg !391
  store float %.13, ptr addrspace(3) %t14, align 4, !dbg !391
  fence syncscope("workgroup") release, !dbg !392
  tail call void @llvm.amdgcn.s.barrier(), !dbg !392
  fence syncscope("workgroup") acquire, !dbg !392
  switch i64 %a10, label %b12 [
    i64 0, label %b1
    i64 1, label %b3
    i64 2, label %b5
    i64 3, label %b7
    i64 4, label %b9
    i64 5, label %b11
  ], !dbg !393

b1:                                               ; preds = %entry
  %t21 = atomicrmw fadd ptr addrspace(3) %t14, float %a11 syncscope("workgroup") monotonic, align 4, !dbg !394
  br label %b13, !dbg !395

b3:                                               ; preds = %entry
  %t23 = atomicrmw fsub ptr addrspace(3) %t14, float %a11 syncscope("workgroup") monotonic, align 4, !dbg !396
  br label %b13, !dbg !397

b5:                                               ; preds = %entry
  %.14 = load atomic i32, ptr addrspace(3) %t14 monotonic, align 4, !dbg !398
  %.24 = bitcast float %a11 to i32
  %.30 = fcmp uno float %a11, 0.000000e+00
  br label %cas.15, !dbg !398

cas.15:                                           ; preds = %cas.15, %b5
  %.17 = phi i32 [ %.14, %b5 ], [ %.18, %cas.15 ], !dbg !398
  %.19 = bitcast i32 %.17 to float, !dbg !398
  %.20 = fcmp ogt float %.19, %a11, !dbg !398
  %.21 = select i1 %.20, float %.19, float %a11, !dbg !398
  %.22 = fcmp oeq float %.19, %a11, !dbg !398
  %.25 = and i32 %.17, %.24, !dbg !398
  %.26 = bitcast i32 %.25 to float, !dbg !398
  %.27 = select i1 %.22, float %.26, float %.21, !dbg !398
  %.28 = fcmp uno float %.19, 0.000000e+00, !dbg !398
  %.29 = select i1 %.28, float %.19, float %.27, !dbg !398
  %.31 = select i1 %.30, float %a11, float %.29, !dbg !398
  %.32 = bitcast float %.31 to i32, !dbg !398
  %.33 = cmpxchg ptr addrspace(3) %t14, i32 %.17, i32 %.32 syncscope("workgroup") monotonic monotonic, align 4, !dbg !398
  %.18 = extractvalue { i32, i1 } %.33, 0, !dbg !398
  %.34 = extractvalue { i32, i1 } %.33, 1, !dbg !398
  br i1 %.34, label %b13, label %cas.15, !dbg !398

b7:                                               ; preds = %entry
  %.35 = load atomic i32, ptr addrspace(3) %t14 monotonic, align 4, !dbg !399
  %.45 = bitcast float %a11 to i32
  %.51 = fcmp uno float %a11, 0.000000e+00
  br label %cas.36, !dbg !399

cas.36:                                           ; preds = %cas.36, %b7
  %.38 = phi i32 [ %.35, %b7 ], [ %.39, %cas.36 ], !dbg !399
  %.40 = bitcast i32 %.38 to float, !dbg !399
  %.41 = fcmp olt float %.40, %a11, !dbg !399
  %.42 = select i1 %.41, float %.40, float %a11, !dbg !399
  %.43 = fcmp oeq float %.40, %a11, !dbg !399
  %.46 = or i32 %.38, %.45, !dbg !399
  %.47 = bitcast i32 %.46 to float, !dbg !399
  %.48 = select i1 %.43, float %.47, float %.42, !dbg !399
  %.49 = fcmp uno float %.40, 0.000000e+00, !dbg !399
  %.50 = select i1 %.49, float %.40, float %.48, !dbg !399
  %.52 = select i1 %.51, float %a11, float %.50, !dbg !399
  %.53 = bitcast float %.52 to i32, !dbg !399
  %.54 = cmpxchg ptr addrspace(3) %t14, i32 %.38, i32 %.53 syncscope("workgroup") monotonic monotonic, align 4, !dbg !399
  %.39 = extractvalue { i32, i1 } %.54, 0, !dbg !399
  %.55 = extractvalue { i32, i1 } %.54, 1, !dbg !399
  br i1 %.55, label %b13, label %cas.36, !dbg !399

b9:                                               ; preds = %entry
  %.56 = load atomic i32, ptr addrspace(3) %t14 monotonic, align 4, !dbg !400
  %.66 = bitcast float %a11 to i32
  %.72 = fcmp uno float %a11, 0.000000e+00
  br label %cas.57, !dbg !400

cas.57:                                           ; preds = %cas.57, %b9
  %.59 = phi i32 [ %.56, %b9 ], [ %.60, %cas.57 ], !dbg !400
  %.61 = bitcast i32 %.59 to float, !dbg !400
  %.62 = fcmp ogt float %.61, %a11, !dbg !400
  %.63 = select i1 %.62, float %.61, float %a11, !dbg !400
  %.64 = fcmp oeq float %.61, %a11, !dbg !400
  %.67 = and i32 %.59, %.66, !dbg !400
  %.68 = bitcast i32 %.67 to float, !dbg !400
  %.69 = select i1 %.64, float %.68, float %.63, !dbg !400
  %.70 = fcmp uno float %.61, 0.000000e+00, !dbg !400
  %.71 = select i1 %.70, float %.61, float %.69, !dbg !400
  %0 = select i1 %.70, i1 true, i1 %.72, !dbg !400
  %.75 = select i1 %0, float %a11, float %.71, !dbg !400
  %.77 = select i1 %.72, float %.61, float %.75, !dbg !400
  %.78 = bitcast float %.77 to i32, !dbg !400
  %.79 = cmpxchg ptr addrspace(3) %t14, i32 %.59, i32 %.78 syncscope("workgroup") monotonic monotonic, align 4, !dbg !400
  %.60 = extractvalue { i32, i1 } %.79, 0, !dbg !400
  %.80 = extractvalue { i32, i1 } %.79, 1, !dbg !400
  br i1 %.80, label %b13, label %cas.57, !dbg !400

b11:                                              ; preds = %entry
  %.81 = load atomic i32, ptr addrspace(3) %t14 monotonic, align 4, !dbg !401
  %.91 = bitcast float %a11 to i32
  %.97 = fcmp uno float %a11, 0.000000e+00
  br label %cas.82, !dbg !401

cas.82:                                           ; preds = %cas.82, %b11
  %.84 = phi i32 [ %.81, %b11 ], [ %.85, %cas.82 ], !dbg !401
  %.86 = bitcast i32 %.84 to float, !dbg !401
  %.87 = fcmp olt float %.86, %a11, !dbg !401
  %.88 = select i1 %.87, float %.86, float %a11, !dbg !401
  %.89 = fcmp oeq float %.86, %a11, !dbg !401
  %.92 = or i32 %.84, %.91, !dbg !401
  %.93 = bitcast i32 %.92 to float, !dbg !401
  %.94 = select i1 %.89, float %.93, float %.88, !dbg !401
  %.95 = fcmp uno float %.86, 0.000000e+00, !dbg !401
  %.96 = select i1 %.95, float %.86, float %.94, !dbg !401
  %1 = select i1 %.95, i1 true, i1 %.97, !dbg !401
  %.100 = select i1 %1, float %a11, float %.96, !dbg !401
  %.102 = select i1 %.97, float %.86, float %.100, !dbg !401
  %.103 = bitcast float %.102 to i32, !dbg !401
  %.104 = cmpxchg ptr addrspace(3) %t14, i32 %.84, i32 %.103 syncscope("workgroup") monotonic monotonic, align 4, !dbg !401
  %.85 = extractvalue { i32, i1 } %.104, 0, !dbg !401
  %.105 = extractvalue { i32, i1 } %.104, 1, !dbg !401
  br i1 %.105, label %b13, label %cas.82, !dbg !401

b12:                                              ; preds = %entry
  %t32 = atomicrmw xchg ptr addrspace(3) %t14, float %a11 syncscope("workgroup") monotonic, align 4, !dbg !402
  br label %b13, !dbg !403

b13:                                              ; preds = %cas.82, %cas.57, %cas.36, %cas.15, %b12, %b3, %b1
  %t33 = phi float [ %t21, %b1 ], [ %t23, %b3 ], [ %t32, %b12 ], [ %.19, %cas.15 ], [ %.40, %cas.36 ], [ %.61, %cas.57 ], [ %.86, %cas.82 ]
  %t35 = mul i64 %t2, %a8, !dbg !404
  %t37 = mul i64 %t4, %a9, !dbg !404
  %t38 = add i64 %t37, %t35, !dbg !404
  %t40 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t38, !dbg !404
  store float %t33, ptr addrspace(1) %t40, align 4, !dbg !404
  fence syncscope("workgroup") release, !dbg !405
  tail call void @llvm.amdgcn.s.barrier(), !dbg !405
  fence syncscope("workgroup") acquire, !dbg !405
  %.106 = load float, ptr addrspace(3) %t14, align 4, !dbg !406
  store float %.106, ptr addrspace(1) %t12, align 4, !dbg !407
  ret void, !dbg !407
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2SharedS_5bfloat64_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, double %a11) local_unnamed_addr #1 !dbg !408 {
entry:
  %.11 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !409
  %t2 = sext i32 %.11 to i64, !dbg !409
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !410
  %t4 = sext i32 %.12 to i64, !dbg !410
  %t5 = getelementptr inbounds [64 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2SharedS_5bfloat64_5d.shared.0, i32 %.11, !dbg !411
  %t7 = mul i64 %t2, %a3, !dbg !412
  %t9 = mul i64 %t4, %a4, !dbg !412
  %t10 = add i64 %t9, %t7, !dbg !412
  %t12 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t10, !dbg !412
  %.13 = load double, ptr addrspace(1) %t12, align 8, !dbg !412, !amdgpu.noclobber !6
  %t14 = getelementptr inbounds double, ptr addrspace(3) %t5, i32 %.12, !dbg !413
  store double %.13, ptr addrspace(3) %t14, align 8, !dbg !413
  fence syncscope("workgroup") release, !dbg !414
  tail call void @llvm.amdgcn.s.barrier(), !dbg !414
  fence syncscope("workgroup") acquire, !dbg !414
  switch i64 %a10, label %b12 [
    i64 0, label %b1
    i64 1, label %b3
    i64 2, label %b5
    i64 3, label %b7
    i64 4, label %b9
    i64 5, label %b11
  ], !dbg !415

b1:                                               ; preds = %entry
  %t21 = atomicrmw fadd ptr addrspace(3) %t14, double %a11 syncscope("workgroup") monotonic, align 8, !dbg !416
  br label %b13, !dbg !417

b3:                                               ; preds = %entry
  %t23 = atomicrmw fsub ptr addrspace(3) %t14, double %a11 syncscope("workgroup") monotonic, align 8, !dbg !418
  br label %b13, !dbg !419

b5:                                               ; preds = %entry
  %.14 = load atomic i64, ptr addrspace(3) %t14 monotonic, align 8, !dbg !420
  %.24 = bitcast double %a11 to i64
  %.30 = fcmp uno double %a11, 0.000000e+00
  br label %cas.15, !dbg !420

cas.15:                                           ; preds = %cas.15, %b5
  %.17 = phi i64 [ %.14, %b5 ], [ %.18, %cas.15 ], !dbg !420
  %.19 = bitcast i64 %.17 to double, !dbg !420
  %.20 = fcmp ogt double %.19, %a11, !dbg !420
  %.21 = select i1 %.20, double %.19, double %a11, !dbg !420
  %.22 = fcmp oeq double %.19, %a11, !dbg !420
  %.25 = and i64 %.17, %.24, !dbg !420
  %.26 = bitcast i64 %.25 to double, !dbg !420
  %.27 = select i1 %.22, double %.26, double %.21, !dbg !420
  %.28 = fcmp uno double %.19, 0.000000e+00, !dbg !420
  %.29 = select i1 %.28, double %.19, double %.27, !dbg !420
  %.31 = select i1 %.30, double %a11, double %.29, !dbg !420
  %.32 = bitcast double %.31 to i64, !dbg !420
  %.33 = cmpxchg ptr addrspace(3) %t14, i64 %.17, i64 %.32 syncscope("workgroup") monotonic monotonic, align 8, !dbg !420
  %.18 = extractvalue { i64, i1 } %.33, 0, !dbg !420
  %.34 = extractvalue { i64, i1 } %.33, 1, !dbg !420
  br i1 %.34, label %b13, label %cas.15, !dbg !420

b7:                                               ; preds = %entry
  %.35 = load atomic i64, ptr addrspace(3) %t14 monotonic, align 8, !dbg !421
  %.45 = bitcast double %a11 to i64
  %.51 = fcmp uno double %a11, 0.000000e+00
  br label %cas.36, !dbg !421

cas.36:                                           ; preds = %cas.36, %b7
  %.38 = phi i64 [ %.35, %b7 ], [ %.39, %cas.36 ], !dbg !421
  %.40 = bitcast i64 %.38 to double, !dbg !421
  %.41 = fcmp olt double %.40, %a11, !dbg !421
  %.42 = select i1 %.41, double %.40, double %a11, !dbg !421
  %.43 = fcmp oeq double %.40, %a11, !dbg !421
  %.46 = or i64 %.38, %.45, !dbg !421
  %.47 = bitcast i64 %.46 to double, !dbg !421
  %.48 = select i1 %.43, double %.47, double %.42, !dbg !421
  %.49 = fcmp uno double %.40, 0.000000e+00, !dbg !421
  %.50 = select i1 %.49, double %.40, double %.48, !dbg !421
  %.52 = select i1 %.51, double %a11, double %.50, !dbg !421
  %.53 = bitcast double %.52 to i64, !dbg !421
  %.54 = cmpxchg ptr addrspace(3) %t14, i64 %.38, i64 %.53 syncscope("workgroup") monotonic monotonic, align 8, !dbg !421
  %.39 = extractvalue { i64, i1 } %.54, 0, !dbg !421
  %.55 = extractvalue { i64, i1 } %.54, 1, !dbg !421
  br i1 %.55, label %b13, label %cas.36, !dbg !421

b9:                                               ; preds = %entry
  %.56 = load atomic i64, ptr addrspace(3) %t14 monotonic, align 8, !dbg !422
  %.66 = bitcast double %a11 to i64
  %.72 = fcmp uno double %a11, 0.000000e+00
  br label %cas.57, !dbg !422

cas.57:                                           ; preds = %cas.57, %b9
  %.59 = phi i64 [ %.56, %b9 ], [ %.60, %cas.57 ], !dbg !422
  %.61 = bitcast i64 %.59 to double, !dbg !422
  %.62 = fcmp ogt double %.61, %a11, !dbg !422
  %.63 = select i1 %.62, double %.61, double %a11, !dbg !422
  %.64 = fcmp oeq double %.61, %a11, !dbg !422
  %.67 = and i64 %.59, %.66, !dbg !422
  %.68 = bitcast i64 %.67 to double, !dbg !422
  %.69 = select i1 %.64, double %.68, double %.63, !dbg !422
  %.70 = fcmp uno double %.61, 0.000000e+00, !dbg !422
  %.71 = select i1 %.70, double %.61, double %.69, !dbg !422
  %0 = select i1 %.70, i1 true, i1 %.72, !dbg !422
  %.75 = select i1 %0, double %a11, double %.71, !dbg !422
  %.77 = select i1 %.72, double %.61, double %.75, !dbg !422
  %.78 = bitcast double %.77 to i64, !dbg !422
  %.79 = cmpxchg ptr addrspace(3) %t14, i64 %.59, i64 %.78 syncscope("workgroup") monotonic monotonic, align 8, !dbg !422
  %.60 = extractvalue { i64, i1 } %.79, 0, !dbg !422
  %.80 = extractvalue { i64, i1 } %.79, 1, !dbg !422
  br i1 %.80, label %b13, label %cas.57, !dbg !422

b11:                                              ; preds = %entry
  %.81 = load atomic i64, ptr addrspace(3) %t14 monotonic, align 8, !dbg !423
  %.91 = bitcast double %a11 to i64
  %.97 = fcmp uno double %a11, 0.000000e+00
  br label %cas.82, !dbg !423

cas.82:                                           ; preds = %cas.82, %b11
  %.84 = phi i64 [ %.81, %b11 ], [ %.85, %cas.82 ], !dbg !423
  %.86 = bitcast i64 %.84 to double, !dbg !423
  %.87 = fcmp olt double %.86, %a11, !dbg !423
  %.88 = select i1 %.87, double %.86, double %a11, !dbg !423
  %.89 = fcmp oeq double %.86, %a11, !dbg !423
  %.92 = or i64 %.84, %.91, !dbg !423
  %.93 = bitcast i64 %.92 to double, !dbg !423
  %.94 = select i1 %.89, double %.93, double %.88, !dbg !423
  %.95 = fcmp uno double %.86, 0.000000e+00, !dbg !423
  %.96 = select i1 %.95, double %.86, double %.94, !dbg !423
  %1 = select i1 %.95, i1 true, i1 %.97, !dbg !423
  %.100 = select i1 %1, double %a11, double %.96, !dbg !423
  %.102 = select i1 %.97, double %.86, double %.100, !dbg !423
  %.103 = bitcast double %.102 to i64, !dbg !423
  %.104 = cmpxchg ptr addrspace(3) %t14, i64 %.84, i64 %.103 syncscope("workgroup") monotonic monotonic, align 8, !dbg !423
  %.85 = extractvalue { i64, i1 } %.104, 0, !dbg !423
  %.105 = extractvalue { i64, i1 } %.104, 1, !dbg !423
  br i1 %.105, label %b13, label %cas.82, !dbg !423

b12:                                              ; preds = %entry
  %t32 = atomicrmw xchg ptr addrspace(3) %t14, double %a11 syncscope("workgroup") monotonic, align 8, !dbg !424
  br label %b13, !dbg !425

b13:                                              ; preds = %cas.82, %cas.57, %cas.36, %cas.15, %b12, %b3, %b1
  %t33 = phi double [ %t21, %b1 ], [ %t23, %b3 ], [ %t32, %b12 ], [ %.19, %cas.15 ], [ %.40, %cas.36 ], [ %.61, %cas.57 ], [ %.86, %cas.82 ]
  %t35 = mul i64 %t2, %a8, !dbg !426
  %t37 = mul i64 %t4, %a9, !dbg !426
  %t38 = add i64 %t37, %t35, !dbg !426
  %t40 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t38, !dbg !426
  store double %t33, ptr addrspace(1) %t40, align 8, !dbg !426
  fence syncscope("workgroup") release, !dbg !427
  tail call void @llvm.amdgcn.s.barrier(), !dbg !427
  fence syncscope("workgroup") acquire, !dbg !427
  %.106 = load double, ptr addrspace(3) %t14, align 8, !dbg !428
  store double %.106, ptr addrspace(1) %t12, align 8, !dbg !429
  ret void, !dbg !429
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2SharedU_5buint32_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i32 %a11) local_unnamed_addr #1 !dbg !430 {
entry:
  %.11 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !431
  %t2 = sext i32 %.11 to i64, !dbg !431
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !432
  %t4 = sext i32 %.12 to i64, !dbg !432
  %t5 = getelementptr inbounds [32 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2SharedU_5buint32_5d.shared.0, i32 %.11, !dbg !433
  %t7 = mul i64 %t2, %a3, !dbg !434
  %t9 = mul i64 %t4, %a4, !dbg !434
  %t10 = add i64 %t9, %t7, !dbg !434
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t10, !dbg !434
  %.13 = load i32, ptr addrspace(1) %t12, align 4, !dbg !434, !amdgpu.noclobber !6
  %t14 = getelementptr inbounds i32, ptr addrspace(3) %t5, i32 %.12, !dbg !435
  store i32 %.13, ptr addrspace(3) %t14, align 4, !dbg !435
  fence syncscope("workgroup") release, !dbg !436
  tail call void @llvm.amdgcn.s.barrier(), !dbg !436
  fence syncscope("workgroup") acquire, !dbg !436
  switch i64 %a10, label %b22 [
    i64 0, label %b1
    i64 1, label %b3
    i64 2, label %b5
    i64 3, label %b7
    i64 4, label %b9
    i64 5, label %b11
    i64 7, label %b13
    i64 8, label %b15
    i64 9, label %b17
    i64 10, label %b19
    i64 11, label %b21
  ], !dbg !437

b1:                                               ; preds = %entry
  %t21 = atomicrmw add ptr addrspace(3) %t14, i32 %a11 syncscope("workgroup") monotonic, align 4, !dbg !438
  br label %b23, !dbg !439

b3:                                               ; preds = %entry
  %t23 = atomicrmw sub ptr addrspace(3) %t14, i32 %a11 syncscope("workgroup") monotonic, align 4, !dbg !440
  br label %b23, !dbg !441

b5:                                               ; preds = %entry
  %t25 = atomicrmw umax ptr addrspace(3) %t14, i32 %a11 syncscope("workgroup") monotonic, align 4, !dbg !442
  br label %b23, !dbg !443

b7:                                               ; preds = %entry
  %t27 = atomicrmw umin ptr addrspace(3) %t14, i32 %a11 syncscope("workgroup") monotonic, align 4, !dbg !444
  br label %b23, !dbg !445

b9:                                               ; preds = %entry
  %t29 = atomicrmw umax ptr addrspace(3) %t14, i32 %a11 syncscope("workgroup") monotonic, align 4, !dbg !446
  br label %b23, !dbg !447

b11:                                              ; preds = %entry
  %t31 = atomicrmw umin ptr addrspace(3) %t14, i32 %a11 syncscope("workgroup") monotonic, align 4, !dbg !448
  br label %b23, !dbg !449

b13:                                              ; preds = %entry
  %t33 = atomicrmw and ptr addrspace(3) %t14, i32 %a11 syncscope("workgroup") monotonic, align 4, !dbg !450
  br label %b23, !dbg !451

b15:                                              ; preds = %entry
  %t35 = atomicrmw or ptr addrspace(3) %t14, i32 %a11 syncscope("workgroup") monotonic, align 4, !dbg !452
  br label %b23, !dbg !453

b17:                                              ; preds = %entry
  %t37 = atomicrmw xor ptr addrspace(3) %t14, i32 %a11 syncscope("workgroup") monotonic, align 4, !dbg !454
  br label %b23, !dbg !455

b19:                                              ; preds = %entry
  %.14 = load atomic i32, ptr addrspace(3) %t14 monotonic, align 4, !dbg !456
  br label %cas.15, !dbg !456

cas.15:                                           ; preds = %cas.15, %b19
  %.17 = phi i32 [ %.14, %b19 ], [ %.18, %cas.15 ], !dbg !456
  %.19.not = icmp ult i32 %.17, %a11, !dbg !456
  %.20 = add i32 %.17, 1, !dbg !456
  %.21 = select i1 %.19.not, i32 %.20, i32 0, !dbg !456
  %.22 = cmpxchg ptr addrspace(3) %t14, i32 %.17, i32 %.21 syncscope("workgroup") monotonic monotonic, align 4, !dbg !456
  %.18 = extractvalue { i32, i1 } %.22, 0, !dbg !456
  %.23 = extractvalue { i32, i1 } %.22, 1, !dbg !456
  br i1 %.23, label %b23, label %cas.15, !dbg !456

b21:                                              ; preds = %entry
  %.24 = load atomic i32, ptr addrspace(3) %t14 monotonic, align 4, !dbg !457
  br label %cas.25, !dbg !457

cas.25:                                           ; preds = %cas.25, %b21
  %.27 = phi i32 [ %.24, %b21 ], [ %.28, %cas.25 ], !dbg !457
  %.29 = add i32 %.27, -1, !dbg !457
  %0 = tail call i32 @llvm.umin.i32(i32 %.29, i32 %a11), !dbg !457
  %.32 = cmpxchg ptr addrspace(3) %t14, i32 %.27, i32 %0 syncscope("workgroup") monotonic monotonic, align 4, !dbg !457
  %.28 = extractvalue { i32, i1 } %.32, 0, !dbg !457
  %.33 = extractvalue { i32, i1 } %.32, 1, !dbg !457
  br i1 %.33, label %b23, label %cas.25, !dbg !457

b22:                                              ; preds = %entry
  %t42 = atomicrmw xchg ptr addrspace(3) %t14, i32 %a11 syncscope("workgroup") monotonic, align 4, !dbg !458
  br label %b23, !dbg !459

b23:                                              ; preds = %cas.25, %cas.15, %b22, %b17, %b15, %b13, %b11, %b9, %b7, %b5, %b3, %b1
  %t43 = phi i32 [ %t21, %b1 ], [ %t23, %b3 ], [ %t25, %b5 ], [ %t27, %b7 ], [ %t29, %b9 ], [ %t31, %b11 ], [ %t33, %b13 ], [ %t35, %b15 ], [ %t37, %b17 ], [ %t42, %b22 ], [ %.17, %cas.15 ], [ %.27, %cas.25 ]
  %t45 = mul i64 %t2, %a8, !dbg !460
  %t47 = mul i64 %t4, %a9, !dbg !460
  %t48 = add i64 %t47, %t45, !dbg !460
  %t50 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t48, !dbg !460
  store i32 %t43, ptr addrspace(1) %t50, align 4, !dbg !460
  fence syncscope("workgroup") release, !dbg !461
  tail call void @llvm.amdgcn.s.barrier(), !dbg !461
  fence syncscope("workgroup") acquire, !dbg !461
  %.34 = load i32, ptr addrspace(3) %t14, align 4, !dbg !462
  store i32 %.34, ptr addrspace(1) %t12, align 4, !dbg !463
  ret void, !dbg !463
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2SharedU_5buint64_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #1 !dbg !464 {
entry:
  %.11 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !465
  %t2 = sext i32 %.11 to i64, !dbg !465
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !466
  %t4 = sext i32 %.12 to i64, !dbg !466
  %t5 = getelementptr inbounds [64 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2SharedU_5buint64_5d.shared.0, i32 %.11, !dbg !467
  %t7 = mul i64 %t2, %a3, !dbg !468
  %t9 = mul i64 %t4, %a4, !dbg !468
  %t10 = add i64 %t9, %t7, !dbg !468
  %t12 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t10, !dbg !468
  %.13 = load i64, ptr addrspace(1) %t12, align 8, !dbg !468, !amdgpu.noclobber !6
  %t14 = getelementptr inbounds i64, ptr addrspace(3) %t5, i32 %.12, !dbg !469
  store i64 %.13, ptr addrspace(3) %t14, align 8, !dbg !469
  fence syncscope("workgroup") release, !dbg !470
  tail call void @llvm.amdgcn.s.barrier(), !dbg !470
  fence syncscope("workgroup") acquire, !dbg !470
  switch i64 %a10, label %b22 [
    i64 0, label %b1
    i64 1, label %b3
    i64 2, label %b5
    i64 3, label %b7
    i64 4, label %b9
    i64 5, label %b11
    i64 7, label %b13
    i64 8, label %b15
    i64 9, label %b17
    i64 10, label %b19
    i64 11, label %b21
  ], !dbg !471

b1:                                               ; preds = %entry
  %t21 = atomicrmw add ptr addrspace(3) %t14, i64 %a11 syncscope("workgroup") monotonic, align 8, !dbg !472
  br label %b23, !dbg !473

b3:                                               ; preds = %entry
  %t23 = atomicrmw sub ptr addrspace(3) %t14, i64 %a11 syncscope("workgroup") monotonic, align 8, !dbg !474
  br label %b23, !dbg !475

b5:                                               ; preds = %entry
  %t25 = atomicrmw umax ptr addrspace(3) %t14, i64 %a11 syncscope("workgroup") monotonic, align 8, !dbg !476
  br label %b23, !dbg !477

b7:                                               ; preds = %entry
  %t27 = atomicrmw umin ptr addrspace(3) %t14, i64 %a11 syncscope("workgroup") monotonic, align 8, !dbg !478
  br label %b23, !dbg !479

b9:                                               ; preds = %entry
  %t29 = atomicrmw umax ptr addrspace(3) %t14, i64 %a11 syncscope("workgroup") monotonic, align 8, !dbg !480
  br label %b23, !dbg !481

b11:                                              ; preds = %entry
  %t31 = atomicrmw umin ptr addrspace(3) %t14, i64 %a11 syncscope("workgroup") monotonic, align 8, !dbg !482
  br label %b23, !dbg !483

b13:                                              ; preds = %entry
  %t33 = atomicrmw and ptr addrspace(3) %t14, i64 %a11 syncscope("workgroup") monotonic, align 8, !dbg !484
  br label %b23, !dbg !485

b15:                                              ; preds = %entry
  %t35 = atomicrmw or ptr addrspace(3) %t14, i64 %a11 syncscope("workgroup") monotonic, align 8, !dbg !486
  br label %b23, !dbg !487

b17:                                              ; preds = %entry
  %t37 = atomicrmw xor ptr addrspace(3) %t14, i64 %a11 syncscope("workgroup") monotonic, align 8, !dbg !488
  br label %b23, !dbg !489

b19:                                              ; preds = %entry
  %.14 = load atomic i64, ptr addrspace(3) %t14 monotonic, align 8, !dbg !490
  br label %cas.15, !dbg !490

cas.15:                                           ; preds = %cas.15, %b19
  %.17 = phi i64 [ %.14, %b19 ], [ %.18, %cas.15 ], !dbg !490
  %.19.not = icmp ult i64 %.17, %a11, !dbg !490
  %.20 = add i64 %.17, 1, !dbg !490
  %.21 = select i1 %.19.not, i64 %.20, i64 0, !dbg !490
  %.22 = cmpxchg ptr addrspace(3) %t14, i64 %.17, i64 %.21 syncscope("workgroup") monotonic monotonic, align 8, !dbg !490
  %.18 = extractvalue { i64, i1 } %.22, 0, !dbg !490
  %.23 = extractvalue { i64, i1 } %.22, 1, !dbg !490
  br i1 %.23, label %b23, label %cas.15, !dbg !490

b21:                                              ; preds = %entry
  %.24 = load atomic i64, ptr addrspace(3) %t14 monotonic, align 8, !dbg !491
  br label %cas.25, !dbg !491

cas.25:                                           ; preds = %cas.25, %b21
  %.27 = phi i64 [ %.24, %b21 ], [ %.28, %cas.25 ], !dbg !491
  %.29 = add i64 %.27, -1, !dbg !491
  %0 = tail call i64 @llvm.umin.i64(i64 %.29, i64 %a11), !dbg !491
  %.32 = cmpxchg ptr addrspace(3) %t14, i64 %.27, i64 %0 syncscope("workgroup") monotonic monotonic, align 8, !dbg !491
  %.28 = extractvalue { i64, i1 } %.32, 0, !dbg !491
  %.33 = extractvalue { i64, i1 } %.32, 1, !dbg !491
  br i1 %.33, label %b23, label %cas.25, !dbg !491

b22:                                              ; preds = %entry
  %t42 = atomicrmw xchg ptr addrspace(3) %t14, i64 %a11 syncscope("workgroup") monotonic, align 8, !dbg !492
  br label %b23, !dbg !493

b23:                                              ; preds = %cas.25, %cas.15, %b22, %b17, %b15, %b13, %b11, %b9, %b7, %b5, %b3, %b1
  %t43 = phi i64 [ %t21, %b1 ], [ %t23, %b3 ], [ %t25, %b5 ], [ %t27, %b7 ], [ %t29, %b9 ], [ %t31, %b11 ], [ %t33, %b13 ], [ %t35, %b15 ], [ %t37, %b17 ], [ %t42, %b22 ], [ %.17, %cas.15 ], [ %.27, %cas.25 ]
  %t45 = mul i64 %t2, %a8, !dbg !494
  %t47 = mul i64 %t4, %a9, !dbg !494
  %t48 = add i64 %t47, %t45, !dbg !494
  %t50 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t48, !dbg !494
  store i64 %t43, ptr addrspace(1) %t50, align 8, !dbg !494
  fence syncscope("workgroup") release, !dbg !495
  tail call void @llvm.amdgcn.s.barrier(), !dbg !495
  fence syncscope("workgroup") acquire, !dbg !495
  %.34 = load i64, ptr addrspace(3) %t14, align 8, !dbg !496
  store i64 %.34, ptr addrspace(1) %t12, align 8, !dbg !497
  ret void, !dbg !497
}

; Function Attrs: mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2GlobalS_5bint32_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i32 %a11) local_unnamed_addr #2 !dbg !498 {
entry:
  %.11 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !499
  %t1 = sext i32 %.11 to i64, !dbg !499
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !500
  %t3 = sext i32 %.12 to i64, !dbg !500
  %t5 = mul i64 %t1, %a3, !dbg !501
  %t7 = mul i64 %t3, %a4, !dbg !501
  %t8 = add i64 %t7, %t5, !dbg !501
  %t10 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t8, !dbg !501
  switch i64 %a10, label %b9 [
    i64 0, label %b1
    i64 1, label %b4
    i64 2, label %b6
    i64 3, label %b8
  ], !dbg !502

b1:                                               ; preds = %entry
  %t12 = atomicrmw add ptr addrspace(1) %t10, i32 %a11 syncscope("agent") monotonic, align 4, !dbg !503
  br label %b2, !dbg !503

b2:                                               ; preds = %b9, %b8, %b6, %b4, %b1
  %t13 = phi i32 [ %t12, %b1 ], [ %t22, %b4 ], [ %t24, %b6 ], [ %t26, %b8 ], [ %t27, %b9 ]
  %t15 = mul i64 %t1, %a8, !dbg !504
  %t17 = mul i64 %t3, %a9, !dbg !504
  %t18 = add i64 %t17, %t15, !dbg !504
  %t20 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t18, !dbg !504
  store i32 %t13, ptr addrspace(1) %t20, align 4, !dbg !504
  ret void, !dbg !504

b4:                                               ; preds = %entry
  %t22 = atomicrmw sub ptr addrspace(1) %t10, i32 %a11 syncscope("agent") monotonic, align 4, !dbg !505
  br label %b2, !dbg !505

b6:                                               ; preds = %entry
  %t24 = atomicrmw max ptr addrspace(1) %t10, i32 %a11 syncscope("agent") monotonic, align 4, !dbg !506
  br label %b2, !dbg !506

b8:                                               ; preds = %entry
  %t26 = atomicrmw min ptr addrspace(1) %t10, i32 %a11 syncscope("agent") monotonic, align 4, !dbg !507
  br label %b2, !dbg !507

b9:                                               ; preds = %entry
  %t27 = atomicrmw xchg ptr addrspace(1) %t10, i32 %a11 syncscope("agent") monotonic, align 4, !dbg !508
  br label %b2, !dbg !508
}

; Function Attrs: mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2GlobalS_5bint64_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #2 !dbg !509 {
entry:
  %.11 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !510
  %t1 = sext i32 %.11 to i64, !dbg !510
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !511
  %t3 = sext i32 %.12 to i64, !dbg !511
  %t5 = mul i64 %t1, %a3, !dbg !512
  %t7 = mul i64 %t3, %a4, !dbg !512
  %t8 = add i64 %t7, %t5, !dbg !512
  %t10 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t8, !dbg !512
  switch i64 %a10, label %b9 [
    i64 0, label %b1
    i64 1, label %b4
    i64 2, label %b6
    i64 3, label %b8
  ], !dbg !513

b1:                                               ; preds = %entry
  %t12 = atomicrmw add ptr addrspace(1) %t10, i64 %a11 syncscope("agent") monotonic, align 8, !dbg !514
  br label %b2, !dbg !514

b2:                                               ; preds = %b9, %b8, %b6, %b4, %b1
  %t13 = phi i64 [ %t12, %b1 ], [ %t22, %b4 ], [ %t24, %b6 ], [ %t26, %b8 ], [ %t27, %b9 ]
  %t15 = mul i64 %t1, %a8, !dbg !515
  %t17 = mul i64 %t3, %a9, !dbg !515
  %t18 = add i64 %t17, %t15, !dbg !515
  %t20 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t18, !dbg !515
  store i64 %t13, ptr addrspace(1) %t20, align 8, !dbg !515
  ret void, !dbg !515

b4:                                               ; preds = %entry
  %t22 = atomicrmw sub ptr addrspace(1) %t10, i64 %a11 syncscope("agent") monotonic, align 8, !dbg !516
  br label %b2, !dbg !516

b6:                                               ; preds = %entry
  %t24 = atomicrmw max ptr addrspace(1) %t10, i64 %a11 syncscope("agent") monotonic, align 8, !dbg !517
  br label %b2, !dbg !517

b8:                                               ; preds = %entry
  %t26 = atomicrmw min ptr addrspace(1) %t10, i64 %a11 syncscope("agent") monotonic, align 8, !dbg !518
  br label %b2, !dbg !518

b9:                                               ; preds = %entry
  %t27 = atomicrmw xchg ptr addrspace(1) %t10, i64 %a11 syncscope("agent") monotonic, align 8, !dbg !519
  br label %b2, !dbg !519
}

; Function Attrs: nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2GlobalS_5bfloat32_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, float %a11) local_unnamed_addr #3 !dbg !520 {
entry:
  %.11 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !521
  %t1 = sext i32 %.11 to i64, !dbg !521
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !522
  %t3 = sext i32 %.12 to i64, !dbg !522
  %t5 = mul i64 %t1, %a3, !dbg !523
  %t7 = mul i64 %t3, %a4, !dbg !523
  %t8 = add i64 %t7, %t5, !dbg !523
  %t10 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t8, !dbg !523
  switch i64 %a10, label %b9 [
    i64 0, label %b1
    i64 1, label %b4
    i64 2, label %b6
    i64 3, label %b8
  ], !dbg !524

b1:                                               ; preds = %entry
  %t12 = atomicrmw fadd ptr addrspace(1) %t10, float %a11 syncscope("agent") monotonic, align 4, !dbg !525
  br label %b2, !dbg !525

b2:                                               ; preds = %cas.35, %cas.14, %b9, %b4, %b1
  %t13 = phi float [ %t12, %b1 ], [ %t22, %b4 ], [ %t27, %b9 ], [ %.18, %cas.14 ], [ %.39, %cas.35 ]
  %t15 = mul i64 %t1, %a8, !dbg !526
  %t17 = mul i64 %t3, %a9, !dbg !526
  %t18 = add i64 %t17, %t15, !dbg !526
  %t20 = getelementptr inbounds float, ptr addrspace(1) %a5, i64 %t18, !dbg !526
  store float %t13, ptr addrspace(1) %t20, align 4, !dbg !526
  ret void, !dbg !526

b4:                                               ; preds = %entry
  %t22 = atomicrmw fsub ptr addrspace(1) %t10, float %a11 syncscope("agent") monotonic, align 4, !dbg !527
  br label %b2, !dbg !527

b6:                                               ; preds = %entry
  %.13 = load atomic i32, ptr addrspace(1) %t10 monotonic, align 4, !dbg !528
  %.23 = bitcast float %a11 to i32
  %.29 = fcmp uno float %a11, 0.000000e+00
  br label %cas.14, !dbg !528

cas.14:                                           ; preds = %cas.14, %b6
  %.16 = phi i32 [ %.13, %b6 ], [ %.17, %cas.14 ], !dbg !528
  %.18 = bitcast i32 %.16 to float, !dbg !528
  %.19 = fcmp ogt float %.18, %a11, !dbg !528
  %.20 = select i1 %.19, float %.18, float %a11, !dbg !528
  %.21 = fcmp oeq float %.18, %a11, !dbg !528
  %.24 = and i32 %.16, %.23, !dbg !528
  %.25 = bitcast i32 %.24 to float, !dbg !528
  %.26 = select i1 %.21, float %.25, float %.20, !dbg !528
  %.27 = fcmp uno float %.18, 0.000000e+00, !dbg !528
  %.28 = select i1 %.27, float %.18, float %.26, !dbg !528
  %.30 = select i1 %.29, float %a11, float %.28, !dbg !528
  %.31 = bitcast float %.30 to i32, !dbg !528
  %.32 = cmpxchg ptr addrspace(1) %t10, i32 %.16, i32 %.31 syncscope("agent") monotonic monotonic, align 4, !dbg !528
  %.17 = extractvalue { i32, i1 } %.32, 0, !dbg !528
  %.33 = extractvalue { i32, i1 } %.32, 1, !dbg !528
  br i1 %.33, label %b2, label %cas.14, !dbg !528

b8:                                               ; preds = %entry
  %.34 = load atomic i32, ptr addrspace(1) %t10 monotonic, align 4, !dbg !529
  %.44 = bitcast float %a11 to i32
  %.50 = fcmp uno float %a11, 0.000000e+00
  br label %cas.35, !dbg !529

cas.35:                                           ; preds = %cas.35, %b8
  %.37 = phi i32 [ %.34, %b8 ], [ %.38, %cas.35 ], !dbg !529
  %.39 = bitcast i32 %.37 to float, !dbg !529
  %.40 = fcmp olt float %.39, %a11, !dbg !529
  %.41 = select i1 %.40, float %.39, float %a11, !dbg !529
  %.42 = fcmp oeq float %.39, %a11, !dbg !529
  %.45 = or i32 %.37, %.44, !dbg !529
  %.46 = bitcast i32 %.45 to float, !dbg !529
  %.47 = select i1 %.42, float %.46, float %.41, !dbg !529
  %.48 = fcmp uno float %.39, 0.000000e+00, !dbg !529
  %.49 = select i1 %.48, float %.39, float %.47, !dbg !529
  %.51 = select i1 %.50, float %a11, float %.49, !dbg !529
  %.52 = bitcast float %.51 to i32, !dbg !529
  %.53 = cmpxchg ptr addrspace(1) %t10, i32 %.37, i32 %.52 syncscope("agent") monotonic monotonic, align 4, !dbg !529
  %.38 = extractvalue { i32, i1 } %.53, 0, !dbg !529
  %.54 = extractvalue { i32, i1 } %.53, 1, !dbg !529
  br i1 %.54, label %b2, label %cas.35, !dbg !529

b9:                                               ; preds = %entry
  %t27 = atomicrmw xchg ptr addrspace(1) %t10, float %a11 syncscope("agent") monotonic, align 4, !dbg !530
  br label %b2, !dbg !530
}

; Function Attrs: nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2GlobalS_5bfloat64_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, double %a11) local_unnamed_addr #3 !dbg !531 {
entry:
  %.11 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !532
  %t1 = sext i32 %.11 to i64, !dbg !532
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !533
  %t3 = sext i32 %.12 to i64, !dbg !533
  %t5 = mul i64 %t1, %a3, !dbg !534
  %t7 = mul i64 %t3, %a4, !dbg !534
  %t8 = add i64 %t7, %t5, !dbg !534
  %t10 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t8, !dbg !534
  switch i64 %a10, label %b9 [
    i64 0, label %b1
    i64 1, label %b4
    i64 2, label %b6
    i64 3, label %b8
  ], !dbg !535

b1:                                               ; preds = %entry
  %t12 = atomicrmw fadd ptr addrspace(1) %t10, double %a11 syncscope("agent") monotonic, align 8, !dbg !536
  br label %b2, !dbg !536

b2:                                               ; preds = %cas.35, %cas.14, %b9, %b4, %b1
  %t13 = phi double [ %t12, %b1 ], [ %t22, %b4 ], [ %t27, %b9 ], [ %.18, %cas.14 ], [ %.39, %cas.35 ]
  %t15 = mul i64 %t1, %a8, !dbg !537
  %t17 = mul i64 %t3, %a9, !dbg !537
  %t18 = add i64 %t17, %t15, !dbg !537
  %t20 = getelementptr inbounds double, ptr addrspace(1) %a5, i64 %t18, !dbg !537
  store double %t13, ptr addrspace(1) %t20, align 8, !dbg !537
  ret void, !dbg !537

b4:                                               ; preds = %entry
  %t22 = atomicrmw fsub ptr addrspace(1) %t10, double %a11 syncscope("agent") monotonic, align 8, !dbg !538
  br label %b2, !dbg !538

b6:                                               ; preds = %entry
  %.13 = load atomic i64, ptr addrspace(1) %t10 monotonic, align 8, !dbg !539
  %.23 = bitcast double %a11 to i64
  %.29 = fcmp uno double %a11, 0.000000e+00
  br label %cas.14, !dbg !539

cas.14:                                           ; preds = %cas.14, %b6
  %.16 = phi i64 [ %.13, %b6 ], [ %.17, %cas.14 ], !dbg !539
  %.18 = bitcast i64 %.16 to double, !dbg !539
  %.19 = fcmp ogt double %.18, %a11, !dbg !539
  %.20 = select i1 %.19, double %.18, double %a11, !dbg !539
  %.21 = fcmp oeq double %.18, %a11, !dbg !539
  %.24 = and i64 %.16, %.23, !dbg !539
  %.25 = bitcast i64 %.24 to double, !dbg !539
  %.26 = select i1 %.21, double %.25, double %.20, !dbg !539
  %.27 = fcmp uno double %.18, 0.000000e+00, !dbg !539
  %.28 = select i1 %.27, double %.18, double %.26, !dbg !539
  %.30 = select i1 %.29, double %a11, double %.28, !dbg !539
  %.31 = bitcast double %.30 to i64, !dbg !539
  %.32 = cmpxchg ptr addrspace(1) %t10, i64 %.16, i64 %.31 syncscope("agent") monotonic monotonic, align 8, !dbg !539
  %.17 = extractvalue { i64, i1 } %.32, 0, !dbg !539
  %.33 = extractvalue { i64, i1 } %.32, 1, !dbg !539
  br i1 %.33, label %b2, label %cas.14, !dbg !539

b8:                                               ; preds = %entry
  %.34 = load atomic i64, ptr addrspace(1) %t10 monotonic, align 8, !dbg !540
  %.44 = bitcast double %a11 to i64
  %.50 = fcmp uno double %a11, 0.000000e+00
  br label %cas.35, !dbg !540

cas.35:                                           ; preds = %cas.35, %b8
  %.37 = phi i64 [ %.34, %b8 ], [ %.38, %cas.35 ], !dbg !540
  %.39 = bitcast i64 %.37 to double, !dbg !540
  %.40 = fcmp olt double %.39, %a11, !dbg !540
  %.41 = select i1 %.40, double %.39, double %a11, !dbg !540
  %.42 = fcmp oeq double %.39, %a11, !dbg !540
  %.45 = or i64 %.37, %.44, !dbg !540
  %.46 = bitcast i64 %.45 to double, !dbg !540
  %.47 = select i1 %.42, double %.46, double %.41, !dbg !540
  %.48 = fcmp uno double %.39, 0.000000e+00, !dbg !540
  %.49 = select i1 %.48, double %.39, double %.47, !dbg !540
  %.51 = select i1 %.50, double %a11, double %.49, !dbg !540
  %.52 = bitcast double %.51 to i64, !dbg !540
  %.53 = cmpxchg ptr addrspace(1) %t10, i64 %.37, i64 %.52 syncscope("agent") monotonic monotonic, align 8, !dbg !540
  %.38 = extractvalue { i64, i1 } %.53, 0, !dbg !540
  %.54 = extractvalue { i64, i1 } %.53, 1, !dbg !540
  br i1 %.54, label %b2, label %cas.35, !dbg !540

b9:                                               ; preds = %entry
  %t27 = atomicrmw xchg ptr addrspace(1) %t10, double %a11 syncscope("agent") monotonic, align 8, !dbg !541
  br label %b2, !dbg !541
}

; Function Attrs: nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2GlobalU_5buint32_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i32 %a11) local_unnamed_addr #3 !dbg !542 {
entry:
  %.11 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !543
  %t1 = sext i32 %.11 to i64, !dbg !543
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !544
  %t3 = sext i32 %.12 to i64, !dbg !544
  %t5 = mul i64 %t1, %a3, !dbg !545
  %t7 = mul i64 %t3, %a4, !dbg !545
  %t8 = add i64 %t7, %t5, !dbg !545
  %t10 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t8, !dbg !545
  switch i64 %a10, label %b13 [
    i64 0, label %b1
    i64 7, label %b4
    i64 8, label %b6
    i64 9, label %b8
    i64 10, label %b10
    i64 11, label %b12
  ], !dbg !546

b1:                                               ; preds = %entry
  %t12 = atomicrmw add ptr addrspace(1) %t10, i32 %a11 syncscope("agent") monotonic, align 4, !dbg !547
  br label %b2, !dbg !547

b2:                                               ; preds = %cas.24, %cas.14, %b13, %b8, %b6, %b4, %b1
  %t13 = phi i32 [ %t12, %b1 ], [ %t22, %b4 ], [ %t24, %b6 ], [ %t26, %b8 ], [ %t31, %b13 ], [ %.16, %cas.14 ], [ %.26, %cas.24 ]
  %t15 = mul i64 %t1, %a8, !dbg !548
  %t17 = mul i64 %t3, %a9, !dbg !548
  %t18 = add i64 %t17, %t15, !dbg !548
  %t20 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t18, !dbg !548
  store i32 %t13, ptr addrspace(1) %t20, align 4, !dbg !548
  ret void, !dbg !548

b4:                                               ; preds = %entry
  %t22 = atomicrmw and ptr addrspace(1) %t10, i32 %a11 syncscope("agent") monotonic, align 4, !dbg !549
  br label %b2, !dbg !549

b6:                                               ; preds = %entry
  %t24 = atomicrmw or ptr addrspace(1) %t10, i32 %a11 syncscope("agent") monotonic, align 4, !dbg !550
  br label %b2, !dbg !550

b8:                                               ; preds = %entry
  %t26 = atomicrmw xor ptr addrspace(1) %t10, i32 %a11 syncscope("agent") monotonic, align 4, !dbg !551
  br label %b2, !dbg !551

b10:                                              ; preds = %entry
  %.13 = load atomic i32, ptr addrspace(1) %t10 monotonic, align 4, !dbg !552
  br label %cas.14, !dbg !552

cas.14:                                           ; preds = %cas.14, %b10
  %.16 = phi i32 [ %.13, %b10 ], [ %.17, %cas.14 ], !dbg !552
  %.18.not = icmp ult i32 %.16, %a11, !dbg !552
  %.19 = add i32 %.16, 1, !dbg !552
  %.20 = select i1 %.18.not, i32 %.19, i32 0, !dbg !552
  %.21 = cmpxchg ptr addrspace(1) %t10, i32 %.16, i32 %.20 syncscope("agent") monotonic monotonic, align 4, !dbg !552
  %.17 = extractvalue { i32, i1 } %.21, 0, !dbg !552
  %.22 = extractvalue { i32, i1 } %.21, 1, !dbg !552
  br i1 %.22, label %b2, label %cas.14, !dbg !552

b12:                                              ; preds = %entry
  %.23 = load atomic i32, ptr addrspace(1) %t10 monotonic, align 4, !dbg !553
  br label %cas.24, !dbg !553

cas.24:                                           ; preds = %cas.24, %b12
  %.26 = phi i32 [ %.23, %b12 ], [ %.27, %cas.24 ], !dbg !553
  %.28 = add i32 %.26, -1, !dbg !553
  %0 = tail call i32 @llvm.umin.i32(i32 %.28, i32 %a11), !dbg !553
  %.31 = cmpxchg ptr addrspace(1) %t10, i32 %.26, i32 %0 syncscope("agent") monotonic monotonic, align 4, !dbg !553
  %.27 = extractvalue { i32, i1 } %.31, 0, !dbg !553
  %.32 = extractvalue { i32, i1 } %.31, 1, !dbg !553
  br i1 %.32, label %b2, label %cas.24, !dbg !553

b13:                                              ; preds = %entry
  %t31 = atomicrmw xchg ptr addrspace(1) %t10, i32 %a11 syncscope("agent") monotonic, align 4, !dbg !554
  br label %b2, !dbg !554
}

; Function Attrs: nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2GlobalU_5buint64_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #3 !dbg !555 {
entry:
  %.11 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !556
  %t1 = sext i32 %.11 to i64, !dbg !556
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !557
  %t3 = sext i32 %.12 to i64, !dbg !557
  %t5 = mul i64 %t1, %a3, !dbg !558
  %t7 = mul i64 %t3, %a4, !dbg !558
  %t8 = add i64 %t7, %t5, !dbg !558
  %t10 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t8, !dbg !558
  switch i64 %a10, label %b13 [
    i64 0, label %b1
    i64 7, label %b4
    i64 8, label %b6
    i64 9, label %b8
    i64 10, label %b10
    i64 11, label %b12
  ], !dbg !559

b1:                                               ; preds = %entry
  %t12 = atomicrmw add ptr addrspace(1) %t10, i64 %a11 syncscope("agent") monotonic, align 8, !dbg !560
  br label %b2, !dbg !560

b2:                                               ; preds = %cas.24, %cas.14, %b13, %b8, %b6, %b4, %b1
  %t13 = phi i64 [ %t12, %b1 ], [ %t22, %b4 ], [ %t24, %b6 ], [ %t26, %b8 ], [ %t31, %b13 ], [ %.16, %cas.14 ], [ %.26, %cas.24 ]
  %t15 = mul i64 %t1, %a8, !dbg !561
  %t17 = mul i64 %t3, %a9, !dbg !561
  %t18 = add i64 %t17, %t15, !dbg !561
  %t20 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t18, !dbg !561
  store i64 %t13, ptr addrspace(1) %t20, align 8, !dbg !561
  ret void, !dbg !561

b4:                                               ; preds = %entry
  %t22 = atomicrmw and ptr addrspace(1) %t10, i64 %a11 syncscope("agent") monotonic, align 8, !dbg !562
  br label %b2, !dbg !562

b6:                                               ; preds = %entry
  %t24 = atomicrmw or ptr addrspace(1) %t10, i64 %a11 syncscope("agent") monotonic, align 8, !dbg !563
  br label %b2, !dbg !563

b8:                                               ; preds = %entry
  %t26 = atomicrmw xor ptr addrspace(1) %t10, i64 %a11 syncscope("agent") monotonic, align 8, !dbg !564
  br label %b2, !dbg !564

b10:                                              ; preds = %entry
  %.13 = load atomic i64, ptr addrspace(1) %t10 monotonic, align 8, !dbg !565
  br label %cas.14, !dbg !565

cas.14:                                           ; preds = %cas.14, %b10
  %.16 = phi i64 [ %.13, %b10 ], [ %.17, %cas.14 ], !dbg !565
  %.18.not = icmp ult i64 %.16, %a11, !dbg !565
  %.19 = add i64 %.16, 1, !dbg !565
  %.20 = select i1 %.18.not, i64 %.19, i64 0, !dbg !565
  %.21 = cmpxchg ptr addrspace(1) %t10, i64 %.16, i64 %.20 syncscope("agent") monotonic monotonic, align 8, !dbg !565
  %.17 = extractvalue { i64, i1 } %.21, 0, !dbg !565
  %.22 = extractvalue { i64, i1 } %.21, 1, !dbg !565
  br i1 %.22, label %b2, label %cas.14, !dbg !565

b12:                                              ; preds = %entry
  %.23 = load atomic i64, ptr addrspace(1) %t10 monotonic, align 8, !dbg !566
  br label %cas.24, !dbg !566

cas.24:                                           ; preds = %cas.24, %b12
  %.26 = phi i64 [ %.23, %b12 ], [ %.27, %cas.24 ], !dbg !566
  %.28 = add i64 %.26, -1, !dbg !566
  %0 = tail call i64 @llvm.umin.i64(i64 %.28, i64 %a11), !dbg !566
  %.31 = cmpxchg ptr addrspace(1) %t10, i64 %.26, i64 %0 syncscope("agent") monotonic monotonic, align 8, !dbg !566
  %.27 = extractvalue { i64, i1 } %.31, 0, !dbg !566
  %.32 = extractvalue { i64, i1 } %.31, 1, !dbg !566
  br i1 %.32, label %b2, label %cas.24, !dbg !566

b13:                                              ; preds = %entry
  %t31 = atomicrmw xchg ptr addrspace(1) %t10, i64 %a11 syncscope("agent") monotonic, align 8, !dbg !567
  br label %b2, !dbg !567
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic3Global_5bint32_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, ptr addrspace(1) nocapture writeonly %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i32 %a14) local_unnamed_addr #0 !dbg !568 {
entry:
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !569
  %t2 = sext i32 %.15 to i64, !dbg !569
  %.16 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !570
  %t4 = sext i32 %.16 to i64, !dbg !570
  %.17 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !571
  %t6 = sext i32 %.17 to i64, !dbg !571
  %t7 = getelementptr inbounds [48 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic3Global_5bint32_5d.shared.0, i32 %.17, !dbg !572
  %t8 = getelementptr inbounds [16 x i8], ptr addrspace(3) %t7, i32 %.16, !dbg !573
  %t10 = mul i64 %t6, %a4, !dbg !574
  %t12 = mul i64 %t4, %a5, !dbg !574
  %t13 = add i64 %t12, %t10, !dbg !574
  %t15 = mul i64 %t2, %a6, !dbg !574
  %t16 = add i64 %t13, %t15, !dbg !574
  %t18 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t16, !dbg !574
  %.18 = load i32, ptr addrspace(1) %t18, align 4, !dbg !574, !amdgpu.noclobber !6
  %t20 = getelementptr inbounds i32, ptr addrspace(3) %t8, i32 %.15, !dbg !575
  store i32 %.18, ptr addrspace(3) %t20, align 4, !dbg !575
  fence syncscope("workgroup") release, !dbg !576
  tail call void @llvm.amdgcn.s.barrier(), !dbg !576
  fence syncscope("workgroup") acquire, !dbg !576
  %t21 = atomicrmw add ptr addrspace(1) %t18, i32 %a14 syncscope("agent") monotonic, align 4, !dbg !577
  %t22 = atomicrmw add ptr addrspace(3) %t20, i32 %a14 syncscope("workgroup") monotonic, align 4, !dbg !578
  %t23 = sub i32 1, %.17, !dbg !579
  %t24 = getelementptr inbounds [48 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic3Global_5bint32_5d.shared.0, i32 %t23, !dbg !580
  %t25 = sub i32 2, %.16, !dbg !581
  %t26 = getelementptr inbounds [16 x i8], ptr addrspace(3) %t24, i32 %t25, !dbg !582
  %t27 = sub i32 3, %.15, !dbg !583
  %t28 = getelementptr inbounds i32, ptr addrspace(3) %t26, i32 %t27, !dbg !584
  %t29 = atomicrmw add ptr addrspace(3) %t28, i32 %a14 syncscope("workgroup") monotonic, align 4, !dbg !585
  fence syncscope("workgroup") release, !dbg !586
  tail call void @llvm.amdgcn.s.barrier(), !dbg !586
  fence syncscope("workgroup") acquire, !dbg !586
  %.19 = load i32, ptr addrspace(3) %t20, align 4, !dbg !587
  %t32 = mul i64 %t6, %a11, !dbg !588
  %t34 = mul i64 %t4, %a12, !dbg !588
  %t35 = add i64 %t34, %t32, !dbg !588
  %t37 = mul i64 %t2, %a13, !dbg !588
  %t38 = add i64 %t35, %t37, !dbg !588
  %t40 = getelementptr inbounds i32, ptr addrspace(1) %a7, i64 %t38, !dbg !588
  store i32 %.19, ptr addrspace(1) %t40, align 4, !dbg !588
  ret void, !dbg !588
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic3Global_5bint64_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, ptr addrspace(1) nocapture writeonly %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14) local_unnamed_addr #0 !dbg !589 {
entry:
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !590
  %t2 = sext i32 %.15 to i64, !dbg !590
  %.16 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !591
  %t4 = sext i32 %.16 to i64, !dbg !591
  %.17 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !592
  %t6 = sext i32 %.17 to i64, !dbg !592
  %t7 = getelementptr inbounds [96 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic3Global_5bint64_5d.shared.0, i32 %.17, !dbg !593
  %t8 = getelementptr inbounds [32 x i8], ptr addrspace(3) %t7, i32 %.16, !dbg !594
  %t10 = mul i64 %t6, %a4, !dbg !595
  %t12 = mul i64 %t4, %a5, !dbg !595
  %t13 = add i64 %t12, %t10, !dbg !595
  %t15 = mul i64 %t2, %a6, !dbg !595
  %t16 = add i64 %t13, %t15, !dbg !595
  %t18 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t16, !dbg !595
  %.18 = load i64, ptr addrspace(1) %t18, align 8, !dbg !595, !amdgpu.noclobber !6
  %t20 = getelementptr inbounds i64, ptr addrspace(3) %t8, i32 %.15, !dbg !596
  store i64 %.18, ptr addrspace(3) %t20, align 8, !dbg !596
  fence syncscope("workgroup") release, !dbg !597
  tail call void @llvm.amdgcn.s.barrier(), !dbg !597
  fence syncscope("workgroup") acquire, !dbg !597
  %t21 = atomicrmw add ptr addrspace(1) %t18, i64 %a14 syncscope("agent") monotonic, align 8, !dbg !598
  %t22 = atomicrmw add ptr addrspace(3) %t20, i64 %a14 syncscope("workgroup") monotonic, align 8, !dbg !599
  %t23 = sub i32 1, %.17, !dbg !600
  %t24 = getelementptr inbounds [96 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic3Global_5bint64_5d.shared.0, i32 %t23, !dbg !601
  %t25 = sub i32 2, %.16, !dbg !602
  %t26 = getelementptr inbounds [32 x i8], ptr addrspace(3) %t24, i32 %t25, !dbg !603
  %t27 = sub i32 3, %.15, !dbg !604
  %t28 = getelementptr inbounds i64, ptr addrspace(3) %t26, i32 %t27, !dbg !605
  %t29 = atomicrmw add ptr addrspace(3) %t28, i64 %a14 syncscope("workgroup") monotonic, align 8, !dbg !606
  fence syncscope("workgroup") release, !dbg !607
  tail call void @llvm.amdgcn.s.barrier(), !dbg !607
  fence syncscope("workgroup") acquire, !dbg !607
  %.19 = load i64, ptr addrspace(3) %t20, align 8, !dbg !608
  %t32 = mul i64 %t6, %a11, !dbg !609
  %t34 = mul i64 %t4, %a12, !dbg !609
  %t35 = add i64 %t34, %t32, !dbg !609
  %t37 = mul i64 %t2, %a13, !dbg !609
  %t38 = add i64 %t35, %t37, !dbg !609
  %t40 = getelementptr inbounds i64, ptr addrspace(1) %a7, i64 %t38, !dbg !609
  store i64 %.19, ptr addrspace(1) %t40, align 8, !dbg !609
  ret void, !dbg !609
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic3Global_5bfloat32_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, ptr addrspace(1) nocapture writeonly %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, float %a14) local_unnamed_addr #0 !dbg !610 {
entry:
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !611
  %t2 = sext i32 %.15 to i64, !dbg !611
  %.16 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !612
  %t4 = sext i32 %.16 to i64, !dbg !612
  %.17 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !613
  %t6 = sext i32 %.17 to i64, !dbg !613
  %t7 = getelementptr inbounds [48 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic3Global_5bfloat32_5d.shared.0, i32 %.17, !dbg !614
  %t8 = getelementptr inbounds [16 x i8], ptr addrspace(3) %t7, i32 %.16, !dbg !615
  %t10 = mul i64 %t6, %a4, !dbg !616
  %t12 = mul i64 %t4, %a5, !dbg !616
  %t13 = add i64 %t12, %t10, !dbg !616
  %t15 = mul i64 %t2, %a6, !dbg !616
  %t16 = add i64 %t13, %t15, !dbg !616
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t16, !dbg !616
  %.18 = load float, ptr addrspace(1) %t18, align 4, !dbg !616, !amdgpu.noclobber !6
  %t20 = getelementptr inbounds float, ptr addrspace(3) %t8, i32 %.15, !dbg !617
  store float %.18, ptr addrspace(3) %t20, align 4, !dbg !617
  fence syncscope("workgroup") release, !dbg !618
  tail call void @llvm.amdgcn.s.barrier(), !dbg !618
  fence syncscope("workgroup") acquire, !dbg !618
  %t21 = atomicrmw fadd ptr addrspace(1) %t18, float %a14 syncscope("agent") monotonic, align 4, !dbg !619
  %t22 = atomicrmw fadd ptr addrspace(3) %t20, float %a14 syncscope("workgroup") monotonic, align 4, !dbg !620
  %t23 = sub i32 1, %.17, !dbg !621
  %t24 = getelementptr inbounds [48 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic3Global_5bfloat32_5d.shared.0, i32 %t23, !dbg !622
  %t25 = sub i32 2, %.16, !dbg !623
  %t26 = getelementptr inbounds [16 x i8], ptr addrspace(3) %t24, i32 %t25, !dbg !624
  %t27 = sub i32 3, %.15, !dbg !625
  %t28 = getelementptr inbounds float, ptr addrspace(3) %t26, i32 %t27, !dbg !626
  %t29 = atomicrmw fadd ptr addrspace(3) %t28, float %a14 syncscope("workgroup") monotonic, align 4, !dbg !627
  fence syncscope("workgroup") release, !dbg !628
  tail call void @llvm.amdgcn.s.barrier(), !dbg !628
  fence syncscope("workgroup") acquire, !dbg !628
  %.19 = load float, ptr addrspace(3) %t20, align 4, !dbg !629
  %t32 = mul i64 %t6, %a11, !dbg !630
  %t34 = mul i64 %t4, %a12, !dbg !630
  %t35 = add i64 %t34, %t32, !dbg !630
  %t37 = mul i64 %t2, %a13, !dbg !630
  %t38 = add i64 %t35, %t37, !dbg !630
  %t40 = getelementptr inbounds float, ptr addrspace(1) %a7, i64 %t38, !dbg !630
  store float %.19, ptr addrspace(1) %t40, align 4, !dbg !630
  ret void, !dbg !630
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic3Global_5bfloat64_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, ptr addrspace(1) nocapture writeonly %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13, double %a14) local_unnamed_addr #0 !dbg !631 {
entry:
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !632
  %t2 = sext i32 %.15 to i64, !dbg !632
  %.16 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !633
  %t4 = sext i32 %.16 to i64, !dbg !633
  %.17 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !634
  %t6 = sext i32 %.17 to i64, !dbg !634
  %t7 = getelementptr inbounds [96 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic3Global_5bfloat64_5d.shared.0, i32 %.17, !dbg !635
  %t8 = getelementptr inbounds [32 x i8], ptr addrspace(3) %t7, i32 %.16, !dbg !636
  %t10 = mul i64 %t6, %a4, !dbg !637
  %t12 = mul i64 %t4, %a5, !dbg !637
  %t13 = add i64 %t12, %t10, !dbg !637
  %t15 = mul i64 %t2, %a6, !dbg !637
  %t16 = add i64 %t13, %t15, !dbg !637
  %t18 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t16, !dbg !637
  %.18 = load double, ptr addrspace(1) %t18, align 8, !dbg !637, !amdgpu.noclobber !6
  %t20 = getelementptr inbounds double, ptr addrspace(3) %t8, i32 %.15, !dbg !638
  store double %.18, ptr addrspace(3) %t20, align 8, !dbg !638
  fence syncscope("workgroup") release, !dbg !639
  tail call void @llvm.amdgcn.s.barrier(), !dbg !639
  fence syncscope("workgroup") acquire, !dbg !639
  %t21 = atomicrmw fadd ptr addrspace(1) %t18, double %a14 syncscope("agent") monotonic, align 8, !dbg !640
  %t22 = atomicrmw fadd ptr addrspace(3) %t20, double %a14 syncscope("workgroup") monotonic, align 8, !dbg !641
  %t23 = sub i32 1, %.17, !dbg !642
  %t24 = getelementptr inbounds [96 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic3Global_5bfloat64_5d.shared.0, i32 %t23, !dbg !643
  %t25 = sub i32 2, %.16, !dbg !644
  %t26 = getelementptr inbounds [32 x i8], ptr addrspace(3) %t24, i32 %t25, !dbg !645
  %t27 = sub i32 3, %.15, !dbg !646
  %t28 = getelementptr inbounds double, ptr addrspace(3) %t26, i32 %t27, !dbg !647
  %t29 = atomicrmw fadd ptr addrspace(3) %t28, double %a14 syncscope("workgroup") monotonic, align 8, !dbg !648
  fence syncscope("workgroup") release, !dbg !649
  tail call void @llvm.amdgcn.s.barrier(), !dbg !649
  fence syncscope("workgroup") acquire, !dbg !649
  %.19 = load double, ptr addrspace(3) %t20, align 8, !dbg !650
  %t32 = mul i64 %t6, %a11, !dbg !651
  %t34 = mul i64 %t4, %a12, !dbg !651
  %t35 = add i64 %t34, %t32, !dbg !651
  %t37 = mul i64 %t2, %a13, !dbg !651
  %t38 = add i64 %t35, %t37, !dbg !651
  %t40 = getelementptr inbounds double, ptr addrspace(1) %a7, i64 %t38, !dbg !651
  store double %.19, ptr addrspace(1) %t40, align 8, !dbg !651
  ret void, !dbg !651
}

; Function Attrs: mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeS_5bint32_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8) local_unnamed_addr #2 !dbg !652 {
entry:
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !653
  %t1 = sext i32 %.9 to i64, !dbg !653
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !654
  %t3 = sext i32 %.10 to i64, !dbg !654
  %t7 = mul i64 %t1, %a6, !dbg !655
  %t9 = mul i64 %t3, %a7, !dbg !655
  %t10 = add i64 %t9, %t7, !dbg !655
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t10, !dbg !655
  %.11 = load i32, ptr addrspace(1) %t12, align 4, !dbg !655, !amdgpu.noclobber !6
  switch i64 %a8, label %b12 [
    i64 0, label %b1
    i64 1, label %b3
    i64 2, label %b5
    i64 3, label %b7
    i64 4, label %b9
    i64 5, label %b11
  ], !dbg !656

b1:                                               ; preds = %entry
  %t17 = atomicrmw add ptr addrspace(1) %a0, i32 %.11 syncscope("agent") monotonic, align 4, !dbg !657
  br label %b13, !dbg !658

b3:                                               ; preds = %entry
  %t20 = atomicrmw sub ptr addrspace(1) %a0, i32 %.11 syncscope("agent") monotonic, align 4, !dbg !659
  br label %b13, !dbg !660

b5:                                               ; preds = %entry
  %t23 = atomicrmw max ptr addrspace(1) %a0, i32 %.11 syncscope("agent") monotonic, align 4, !dbg !661
  br label %b13, !dbg !662

b7:                                               ; preds = %entry
  %t26 = atomicrmw min ptr addrspace(1) %a0, i32 %.11 syncscope("agent") monotonic, align 4, !dbg !663
  br label %b13, !dbg !664

b9:                                               ; preds = %entry
  %t29 = atomicrmw max ptr addrspace(1) %a0, i32 %.11 syncscope("agent") monotonic, align 4, !dbg !665
  br label %b13, !dbg !666

b11:                                              ; preds = %entry
  %t32 = atomicrmw min ptr addrspace(1) %a0, i32 %.11 syncscope("agent") monotonic, align 4, !dbg !667
  br label %b13, !dbg !668

b12:                                              ; preds = %entry
  store atomic i32 %.11, ptr addrspace(1) %a0 syncscope("agent") monotonic, align 4
  br label %b13, !dbg !669

b13:                                              ; preds = %b12, %b11, %b9, %b7, %b5, %b3, %b1
  ret void, !dbg !670
}

; Function Attrs: mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeS_5bint64_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8) local_unnamed_addr #2 !dbg !671 {
entry:
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !672
  %t1 = sext i32 %.9 to i64, !dbg !672
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !673
  %t3 = sext i32 %.10 to i64, !dbg !673
  %t7 = mul i64 %t1, %a6, !dbg !674
  %t9 = mul i64 %t3, %a7, !dbg !674
  %t10 = add i64 %t9, %t7, !dbg !674
  %t12 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t10, !dbg !674
  %.11 = load i64, ptr addrspace(1) %t12, align 8, !dbg !674, !amdgpu.noclobber !6
  switch i64 %a8, label %b12 [
    i64 0, label %b1
    i64 1, label %b3
    i64 2, label %b5
    i64 3, label %b7
    i64 4, label %b9
    i64 5, label %b11
  ], !dbg !675

b1:                                               ; preds = %entry
  %t17 = atomicrmw add ptr addrspace(1) %a0, i64 %.11 syncscope("agent") monotonic, align 8, !dbg !676
  br label %b13, !dbg !677

b3:                                               ; preds = %entry
  %t20 = atomicrmw sub ptr addrspace(1) %a0, i64 %.11 syncscope("agent") monotonic, align 8, !dbg !678
  br label %b13, !dbg !679

b5:                                               ; preds = %entry
  %t23 = atomicrmw max ptr addrspace(1) %a0, i64 %.11 syncscope("agent") monotonic, align 8, !dbg !680
  br label %b13, !dbg !681

b7:                                               ; preds = %entry
  %t26 = atomicrmw min ptr addrspace(1) %a0, i64 %.11 syncscope("agent") monotonic, align 8, !dbg !682
  br label %b13, !dbg !683

b9:                                               ; preds = %entry
  %t29 = atomicrmw max ptr addrspace(1) %a0, i64 %.11 syncscope("agent") monotonic, align 8, !dbg !684
  br label %b13, !dbg !685

b11:                                              ; preds = %entry
  %t32 = atomicrmw min ptr addrspace(1) %a0, i64 %.11 syncscope("agent") monotonic, align 8, !dbg !686
  br label %b13, !dbg !687

b12:                                              ; preds = %entry
  store atomic i64 %.11, ptr addrspace(1) %a0 syncscope("agent") monotonic, align 8
  br label %b13, !dbg !688

b13:                                              ; preds = %b12, %b11, %b9, %b7, %b5, %b3, %b1
  ret void, !dbg !689
}

; Function Attrs: nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeS_5bfloat32_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8) local_unnamed_addr #3 !dbg !690 {
entry:
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !691
  %t1 = sext i32 %.9 to i64, !dbg !691
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !692
  %t3 = sext i32 %.10 to i64, !dbg !692
  %t7 = mul i64 %t1, %a6, !dbg !693
  %t9 = mul i64 %t3, %a7, !dbg !693
  %t10 = add i64 %t9, %t7, !dbg !693
  %t12 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t10, !dbg !693
  %.11 = load float, ptr addrspace(1) %t12, align 4, !dbg !693, !amdgpu.noclobber !6
  switch i64 %a8, label %b12 [
    i64 0, label %b1
    i64 1, label %b3
    i64 2, label %b5
    i64 3, label %b7
    i64 4, label %b9
    i64 5, label %b11
  ], !dbg !694

b1:                                               ; preds = %entry
  %t17 = atomicrmw fadd ptr addrspace(1) %a0, float %.11 syncscope("agent") monotonic, align 4, !dbg !695
  br label %b13, !dbg !696

b3:                                               ; preds = %entry
  %t20 = atomicrmw fsub ptr addrspace(1) %a0, float %.11 syncscope("agent") monotonic, align 4, !dbg !697
  br label %b13, !dbg !698

b5:                                               ; preds = %entry
  %.12 = load atomic i32, ptr addrspace(1) %a0 monotonic, align 4, !dbg !699
  %.22 = bitcast float %.11 to i32
  %.28 = fcmp uno float %.11, 0.000000e+00
  br label %cas.13, !dbg !699

cas.13:                                           ; preds = %cas.13, %b5
  %.15 = phi i32 [ %.12, %b5 ], [ %.16, %cas.13 ], !dbg !699
  %.17 = bitcast i32 %.15 to float, !dbg !699
  %.18 = fcmp olt float %.11, %.17, !dbg !699
  %.19 = select i1 %.18, float %.17, float %.11, !dbg !699
  %.20 = fcmp oeq float %.11, %.17, !dbg !699
  %.23 = and i32 %.15, %.22, !dbg !699
  %.24 = bitcast i32 %.23 to float, !dbg !699
  %.25 = select i1 %.20, float %.24, float %.19, !dbg !699
  %.26 = fcmp uno float %.17, 0.000000e+00, !dbg !699
  %.27 = select i1 %.26, float %.17, float %.25, !dbg !699
  %.29 = select i1 %.28, float %.11, float %.27, !dbg !699
  %.30 = bitcast float %.29 to i32, !dbg !699
  %.31 = cmpxchg ptr addrspace(1) %a0, i32 %.15, i32 %.30 syncscope("agent") monotonic monotonic, align 4, !dbg !699
  %.16 = extractvalue { i32, i1 } %.31, 0, !dbg !699
  %.32 = extractvalue { i32, i1 } %.31, 1, !dbg !699
  br i1 %.32, label %b13, label %cas.13, !dbg !699

b7:                                               ; preds = %entry
  %.33 = load atomic i32, ptr addrspace(1) %a0 monotonic, align 4, !dbg !700
  %.43 = bitcast float %.11 to i32
  %.49 = fcmp uno float %.11, 0.000000e+00
  br label %cas.34, !dbg !700

cas.34:                                           ; preds = %cas.34, %b7
  %.36 = phi i32 [ %.33, %b7 ], [ %.37, %cas.34 ], !dbg !700
  %.38 = bitcast i32 %.36 to float, !dbg !700
  %.39 = fcmp ogt float %.11, %.38, !dbg !700
  %.40 = select i1 %.39, float %.38, float %.11, !dbg !700
  %.41 = fcmp oeq float %.11, %.38, !dbg !700
  %.44 = or i32 %.36, %.43, !dbg !700
  %.45 = bitcast i32 %.44 to float, !dbg !700
  %.46 = select i1 %.41, float %.45, float %.40, !dbg !700
  %.47 = fcmp uno float %.38, 0.000000e+00, !dbg !700
  %.48 = select i1 %.47, float %.38, float %.46, !dbg !700
  %.50 = select i1 %.49, float %.11, float %.48, !dbg !700
  %.51 = bitcast float %.50 to i32, !dbg !700
  %.52 = cmpxchg ptr addrspace(1) %a0, i32 %.36, i32 %.51 syncscope("agent") monotonic monotonic, align 4, !dbg !700
  %.37 = extractvalue { i32, i1 } %.52, 0, !dbg !700
  %.53 = extractvalue { i32, i1 } %.52, 1, !dbg !700
  br i1 %.53, label %b13, label %cas.34, !dbg !700

b9:                                               ; preds = %entry
  %.54 = load atomic i32, ptr addrspace(1) %a0 monotonic, align 4, !dbg !701
  %.64 = bitcast float %.11 to i32
  %.70 = fcmp uno float %.11, 0.000000e+00
  br label %cas.55, !dbg !701

cas.55:                                           ; preds = %cas.55, %b9
  %.57 = phi i32 [ %.54, %b9 ], [ %.58, %cas.55 ], !dbg !701
  %.59 = bitcast i32 %.57 to float, !dbg !701
  %.60 = fcmp olt float %.11, %.59, !dbg !701
  %.61 = select i1 %.60, float %.59, float %.11, !dbg !701
  %.62 = fcmp oeq float %.11, %.59, !dbg !701
  %.65 = and i32 %.57, %.64, !dbg !701
  %.66 = bitcast i32 %.65 to float, !dbg !701
  %.67 = select i1 %.62, float %.66, float %.61, !dbg !701
  %.68 = fcmp uno float %.59, 0.000000e+00, !dbg !701
  %.69 = select i1 %.68, float %.59, float %.67, !dbg !701
  %0 = select i1 %.68, i1 true, i1 %.70, !dbg !701
  %.73 = select i1 %0, float %.11, float %.69, !dbg !701
  %.75 = select i1 %.70, float %.59, float %.73, !dbg !701
  %.76 = bitcast float %.75 to i32, !dbg !701
  %.77 = cmpxchg ptr addrspace(1) %a0, i32 %.57, i32 %.76 syncscope("agent") monotonic monotonic, align 4, !dbg !701
  %.58 = extractvalue { i32, i1 } %.77, 0, !dbg !701
  %.78 = extractvalue { i32, i1 } %.77, 1, !dbg !701
  br i1 %.78, label %b13, label %cas.55, !dbg !701

b11:                                              ; preds = %entry
  %.79 = load atomic i32, ptr addrspace(1) %a0 monotonic, align 4, !dbg !702
  %.89 = bitcast float %.11 to i32
  %.95 = fcmp uno float %.11, 0.000000e+00
  br label %cas.80, !dbg !702

cas.80:                                           ; preds = %cas.80, %b11
  %.82 = phi i32 [ %.79, %b11 ], [ %.83, %cas.80 ], !dbg !702
  %.84 = bitcast i32 %.82 to float, !dbg !702
  %.85 = fcmp ogt float %.11, %.84, !dbg !702
  %.86 = select i1 %.85, float %.84, float %.11, !dbg !702
  %.87 = fcmp oeq float %.11, %.84, !dbg !702
  %.90 = or i32 %.82, %.89, !dbg !702
  %.91 = bitcast i32 %.90 to float, !dbg !702
  %.92 = select i1 %.87, float %.91, float %.86, !dbg !702
  %.93 = fcmp uno float %.84, 0.000000e+00, !dbg !702
  %.94 = select i1 %.93, float %.84, float %.92, !dbg !702
  %1 = select i1 %.93, i1 true, i1 %.95, !dbg !702
  %.98 = select i1 %1, float %.11, float %.94, !dbg !702
  %.100 = select i1 %.95, float %.84, float %.98, !dbg !702
  %.101 = bitcast float %.100 to i32, !dbg !702
  %.102 = cmpxchg ptr addrspace(1) %a0, i32 %.82, i32 %.101 syncscope("agent") monotonic monotonic, align 4, !dbg !702
  %.83 = extractvalue { i32, i1 } %.102, 0, !dbg !702
  %.103 = extractvalue { i32, i1 } %.102, 1, !dbg !702
  br i1 %.103, label %b13, label %cas.80, !dbg !702

b12:                                              ; preds = %entry
  store atomic float %.11, ptr addrspace(1) %a0 syncscope("agent") monotonic, align 4
  br label %b13, !dbg !703

b13:                                              ; preds = %cas.80, %cas.55, %cas.34, %cas.13, %b12, %b3, %b1
  ret void, !dbg !704
}

; Function Attrs: nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeS_5bfloat64_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8) local_unnamed_addr #3 !dbg !705 {
entry:
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !706
  %t1 = sext i32 %.9 to i64, !dbg !706
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !707
  %t3 = sext i32 %.10 to i64, !dbg !707
  %t7 = mul i64 %t1, %a6, !dbg !708
  %t9 = mul i64 %t3, %a7, !dbg !708
  %t10 = add i64 %t9, %t7, !dbg !708
  %t12 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t10, !dbg !708
  %.11 = load double, ptr addrspace(1) %t12, align 8, !dbg !708, !amdgpu.noclobber !6
  switch i64 %a8, label %b12 [
    i64 0, label %b1
    i64 1, label %b3
    i64 2, label %b5
    i64 3, label %b7
    i64 4, label %b9
    i64 5, label %b11
  ], !dbg !709

b1:                                               ; preds = %entry
  %t17 = atomicrmw fadd ptr addrspace(1) %a0, double %.11 syncscope("agent") monotonic, align 8, !dbg !710
  br label %b13, !dbg !711

b3:                                               ; preds = %entry
  %t20 = atomicrmw fsub ptr addrspace(1) %a0, double %.11 syncscope("agent") monotonic, align 8, !dbg !712
  br label %b13, !dbg !713

b5:                                               ; preds = %entry
  %.12 = load atomic i64, ptr addrspace(1) %a0 monotonic, align 8, !dbg !714
  %.22 = bitcast double %.11 to i64
  %.28 = fcmp uno double %.11, 0.000000e+00
  br label %cas.13, !dbg !714

cas.13:                                           ; preds = %cas.13, %b5
  %.15 = phi i64 [ %.12, %b5 ], [ %.16, %cas.13 ], !dbg !714
  %.17 = bitcast i64 %.15 to double, !dbg !714
  %.18 = fcmp olt double %.11, %.17, !dbg !714
  %.19 = select i1 %.18, double %.17, double %.11, !dbg !714
  %.20 = fcmp oeq double %.11, %.17, !dbg !714
  %.23 = and i64 %.15, %.22, !dbg !714
  %.24 = bitcast i64 %.23 to double, !dbg !714
  %.25 = select i1 %.20, double %.24, double %.19, !dbg !714
  %.26 = fcmp uno double %.17, 0.000000e+00, !dbg !714
  %.27 = select i1 %.26, double %.17, double %.25, !dbg !714
  %.29 = select i1 %.28, double %.11, double %.27, !dbg !714
  %.30 = bitcast double %.29 to i64, !dbg !714
  %.31 = cmpxchg ptr addrspace(1) %a0, i64 %.15, i64 %.30 syncscope("agent") monotonic monotonic, align 8, !dbg !714
  %.16 = extractvalue { i64, i1 } %.31, 0, !dbg !714
  %.32 = extractvalue { i64, i1 } %.31, 1, !dbg !714
  br i1 %.32, label %b13, label %cas.13, !dbg !714

b7:                                               ; preds = %entry
  %.33 = load atomic i64, ptr addrspace(1) %a0 monotonic, align 8, !dbg !715
  %.43 = bitcast double %.11 to i64
  %.49 = fcmp uno double %.11, 0.000000e+00
  br label %cas.34, !dbg !715

cas.34:                                           ; preds = %cas.34, %b7
  %.36 = phi i64 [ %.33, %b7 ], [ %.37, %cas.34 ], !dbg !715
  %.38 = bitcast i64 %.36 to double, !dbg !715
  %.39 = fcmp ogt double %.11, %.38, !dbg !715
  %.40 = select i1 %.39, double %.38, double %.11, !dbg !715
  %.41 = fcmp oeq double %.11, %.38, !dbg !715
  %.44 = or i64 %.36, %.43, !dbg !715
  %.45 = bitcast i64 %.44 to double, !dbg !715
  %.46 = select i1 %.41, double %.45, double %.40, !dbg !715
  %.47 = fcmp uno double %.38, 0.000000e+00, !dbg !715
  %.48 = select i1 %.47, double %.38, double %.46, !dbg !715
  %.50 = select i1 %.49, double %.11, double %.48, !dbg !715
  %.51 = bitcast double %.50 to i64, !dbg !715
  %.52 = cmpxchg ptr addrspace(1) %a0, i64 %.36, i64 %.51 syncscope("agent") monotonic monotonic, align 8, !dbg !715
  %.37 = extractvalue { i64, i1 } %.52, 0, !dbg !715
  %.53 = extractvalue { i64, i1 } %.52, 1, !dbg !715
  br i1 %.53, label %b13, label %cas.34, !dbg !715

b9:                                               ; preds = %entry
  %.54 = load atomic i64, ptr addrspace(1) %a0 monotonic, align 8, !dbg !716
  %.64 = bitcast double %.11 to i64
  %.70 = fcmp uno double %.11, 0.000000e+00
  br label %cas.55, !dbg !716

cas.55:                                           ; preds = %cas.55, %b9
  %.57 = phi i64 [ %.54, %b9 ], [ %.58, %cas.55 ], !dbg !716
  %.59 = bitcast i64 %.57 to double, !dbg !716
  %.60 = fcmp olt double %.11, %.59, !dbg !716
  %.61 = select i1 %.60, double %.59, double %.11, !dbg !716
  %.62 = fcmp oeq double %.11, %.59, !dbg !716
  %.65 = and i64 %.57, %.64, !dbg !716
  %.66 = bitcast i64 %.65 to double, !dbg !716
  %.67 = select i1 %.62, double %.66, double %.61, !dbg !716
  %.68 = fcmp uno double %.59, 0.000000e+00, !dbg !716
  %.69 = select i1 %.68, double %.59, double %.67, !dbg !716
  %0 = select i1 %.68, i1 true, i1 %.70, !dbg !716
  %.73 = select i1 %0, double %.11, double %.69, !dbg !716
  %.75 = select i1 %.70, double %.59, double %.73, !dbg !716
  %.76 = bitcast double %.75 to i64, !dbg !716
  %.77 = cmpxchg ptr addrspace(1) %a0, i64 %.57, i64 %.76 syncscope("agent") monotonic monotonic, align 8, !dbg !716
  %.58 = extractvalue { i64, i1 } %.77, 0, !dbg !716
  %.78 = extractvalue { i64, i1 } %.77, 1, !dbg !716
  br i1 %.78, label %b13, label %cas.55, !dbg !716

b11:                                              ; preds = %entry
  %.79 = load atomic i64, ptr addrspace(1) %a0 monotonic, align 8, !dbg !717
  %.89 = bitcast double %.11 to i64
  %.95 = fcmp uno double %.11, 0.000000e+00
  br label %cas.80, !dbg !717

cas.80:                                           ; preds = %cas.80, %b11
  %.82 = phi i64 [ %.79, %b11 ], [ %.83, %cas.80 ], !dbg !717
  %.84 = bitcast i64 %.82 to double, !dbg !717
  %.85 = fcmp ogt double %.11, %.84, !dbg !717
  %.86 = select i1 %.85, double %.84, double %.11, !dbg !717
  %.87 = fcmp oeq double %.11, %.84, !dbg !717
  %.90 = or i64 %.82, %.89, !dbg !717
  %.91 = bitcast i64 %.90 to double, !dbg !717
  %.92 = select i1 %.87, double %.91, double %.86, !dbg !717
  %.93 = fcmp uno double %.84, 0.000000e+00, !dbg !717
  %.94 = select i1 %.93, double %.84, double %.92, !dbg !717
  %1 = select i1 %.93, i1 true, i1 %.95, !dbg !717
  %.98 = select i1 %1, double %.11, double %.94, !dbg !717
  %.100 = select i1 %.95, double %.84, double %.98, !dbg !717
  %.101 = bitcast double %.100 to i64, !dbg !717
  %.102 = cmpxchg ptr addrspace(1) %a0, i64 %.82, i64 %.101 syncscope("agent") monotonic monotonic, align 8, !dbg !717
  %.83 = extractvalue { i64, i1 } %.102, 0, !dbg !717
  %.103 = extractvalue { i64, i1 } %.102, 1, !dbg !717
  br i1 %.103, label %b13, label %cas.80, !dbg !717

b12:                                              ; preds = %entry
  store atomic double %.11, ptr addrspace(1) %a0 syncscope("agent") monotonic, align 8
  br label %b13, !dbg !718

b13:                                              ; preds = %cas.80, %cas.55, %cas.34, %cas.13, %b12, %b3, %b1
  ret void, !dbg !719
}

; Function Attrs: nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeU_5buint32_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8) local_unnamed_addr #3 !dbg !720 {
entry:
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !721
  %t1 = sext i32 %.9 to i64, !dbg !721
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !722
  %t3 = sext i32 %.10 to i64, !dbg !722
  %t5 = mul i64 %t1, %a6, !dbg !723
  %t7 = mul i64 %t3, %a7, !dbg !723
  %t8 = add i64 %t7, %t5, !dbg !723
  %t10 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t8, !dbg !723
  %.11 = load i32, ptr addrspace(1) %t10, align 4, !dbg !723, !amdgpu.noclobber !6
  switch i64 %a8, label %b22 [
    i64 0, label %b1
    i64 1, label %b3
    i64 2, label %b5
    i64 3, label %b7
    i64 4, label %b9
    i64 5, label %b11
    i64 7, label %b13
    i64 8, label %b15
    i64 9, label %b17
    i64 10, label %b19
    i64 11, label %b21
  ], !dbg !724

b1:                                               ; preds = %entry
  %t15 = atomicrmw add ptr addrspace(1) %a0, i32 %.11 syncscope("agent") monotonic, align 4, !dbg !725
  br label %b23, !dbg !726

b3:                                               ; preds = %entry
  %t18 = atomicrmw sub ptr addrspace(1) %a0, i32 %.11 syncscope("agent") monotonic, align 4, !dbg !727
  br label %b23, !dbg !728

b5:                                               ; preds = %entry
  %t21 = atomicrmw umax ptr addrspace(1) %a0, i32 %.11 syncscope("agent") monotonic, align 4, !dbg !729
  br label %b23, !dbg !730

b7:                                               ; preds = %entry
  %t24 = atomicrmw umin ptr addrspace(1) %a0, i32 %.11 syncscope("agent") monotonic, align 4, !dbg !731
  br label %b23, !dbg !732

b9:                                               ; preds = %entry
  %t27 = atomicrmw umax ptr addrspace(1) %a0, i32 %.11 syncscope("agent") monotonic, align 4, !dbg !733
  br label %b23, !dbg !734

b11:                                              ; preds = %entry
  %t30 = atomicrmw umin ptr addrspace(1) %a0, i32 %.11 syncscope("agent") monotonic, align 4, !dbg !735
  br label %b23, !dbg !736

b13:                                              ; preds = %entry
  %t33 = atomicrmw and ptr addrspace(1) %a0, i32 %.11 syncscope("agent") monotonic, align 4, !dbg !737
  br label %b23, !dbg !738

b15:                                              ; preds = %entry
  %t36 = atomicrmw or ptr addrspace(1) %a0, i32 %.11 syncscope("agent") monotonic, align 4, !dbg !739
  br label %b23, !dbg !740

b17:                                              ; preds = %entry
  %t39 = atomicrmw xor ptr addrspace(1) %a0, i32 %.11 syncscope("agent") monotonic, align 4, !dbg !741
  br label %b23, !dbg !742

b19:                                              ; preds = %entry
  %.12 = load atomic i32, ptr addrspace(1) %a0 monotonic, align 4, !dbg !743
  br label %cas.13, !dbg !743

cas.13:                                           ; preds = %cas.13, %b19
  %.15 = phi i32 [ %.12, %b19 ], [ %.16, %cas.13 ], !dbg !743
  %.17.not = icmp ult i32 %.15, %.11, !dbg !743
  %.18 = add i32 %.15, 1, !dbg !743
  %.19 = select i1 %.17.not, i32 %.18, i32 0, !dbg !743
  %.20 = cmpxchg ptr addrspace(1) %a0, i32 %.15, i32 %.19 syncscope("agent") monotonic monotonic, align 4, !dbg !743
  %.16 = extractvalue { i32, i1 } %.20, 0, !dbg !743
  %.21 = extractvalue { i32, i1 } %.20, 1, !dbg !743
  br i1 %.21, label %b23, label %cas.13, !dbg !743

b21:                                              ; preds = %entry
  %.22 = load atomic i32, ptr addrspace(1) %a0 monotonic, align 4, !dbg !744
  br label %cas.23, !dbg !744

cas.23:                                           ; preds = %cas.23, %b21
  %.25 = phi i32 [ %.22, %b21 ], [ %.26, %cas.23 ], !dbg !744
  %.27 = add i32 %.25, -1, !dbg !744
  %0 = tail call i32 @llvm.umin.i32(i32 %.27, i32 %.11), !dbg !744
  %.30 = cmpxchg ptr addrspace(1) %a0, i32 %.25, i32 %0 syncscope("agent") monotonic monotonic, align 4, !dbg !744
  %.26 = extractvalue { i32, i1 } %.30, 0, !dbg !744
  %.31 = extractvalue { i32, i1 } %.30, 1, !dbg !744
  br i1 %.31, label %b23, label %cas.23, !dbg !744

b22:                                              ; preds = %entry
  store atomic i32 %.11, ptr addrspace(1) %a0 syncscope("agent") monotonic, align 4
  br label %b23, !dbg !745

b23:                                              ; preds = %cas.23, %cas.13, %b22, %b17, %b15, %b13, %b11, %b9, %b7, %b5, %b3, %b1
  ret void, !dbg !746
}

; Function Attrs: nofree nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeU_5buint64_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8) local_unnamed_addr #3 !dbg !747 {
entry:
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !748
  %t1 = sext i32 %.9 to i64, !dbg !748
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !749
  %t3 = sext i32 %.10 to i64, !dbg !749
  %t5 = mul i64 %t1, %a6, !dbg !750
  %t7 = mul i64 %t3, %a7, !dbg !750
  %t8 = add i64 %t7, %t5, !dbg !750
  %t10 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t8, !dbg !750
  %.11 = load i64, ptr addrspace(1) %t10, align 8, !dbg !750, !amdgpu.noclobber !6
  switch i64 %a8, label %b22 [
    i64 0, label %b1
    i64 1, label %b3
    i64 2, label %b5
    i64 3, label %b7
    i64 4, label %b9
    i64 5, label %b11
    i64 7, label %b13
    i64 8, label %b15
    i64 9, label %b17
    i64 10, label %b19
    i64 11, label %b21
  ], !dbg !751

b1:                                               ; preds = %entry
  %t15 = atomicrmw add ptr addrspace(1) %a0, i64 %.11 syncscope("agent") monotonic, align 8, !dbg !752
  br label %b23, !dbg !753

b3:                                               ; preds = %entry
  %t18 = atomicrmw sub ptr addrspace(1) %a0, i64 %.11 syncscope("agent") monotonic, align 8, !dbg !754
  br label %b23, !dbg !755

b5:                                               ; preds = %entry
  %t21 = atomicrmw umax ptr addrspace(1) %a0, i64 %.11 syncscope("agent") monotonic, align 8, !dbg !756
  br label %b23, !dbg !757

b7:                                               ; preds = %entry
  %t24 = atomicrmw umin ptr addrspace(1) %a0, i64 %.11 syncscope("agent") monotonic, align 8, !dbg !758
  br label %b23, !dbg !759

b9:                                               ; preds = %entry
  %t27 = atomicrmw umax ptr addrspace(1) %a0, i64 %.11 syncscope("agent") monotonic, align 8, !dbg !760
  br label %b23, !dbg !761

b11:                                              ; preds = %entry
  %t30 = atomicrmw umin ptr addrspace(1) %a0, i64 %.11 syncscope("agent") monotonic, align 8, !dbg !762
  br label %b23, !dbg !763

b13:                                              ; preds = %entry
  %t33 = atomicrmw and ptr addrspace(1) %a0, i64 %.11 syncscope("agent") monotonic, align 8, !dbg !764
  br label %b23, !dbg !765

b15:                                              ; preds = %entry
  %t36 = atomicrmw or ptr addrspace(1) %a0, i64 %.11 syncscope("agent") monotonic, align 8, !dbg !766
  br label %b23, !dbg !767

b17:                                              ; preds = %entry
  %t39 = atomicrmw xor ptr addrspace(1) %a0, i64 %.11 syncscope("agent") monotonic, align 8, !dbg !768
  br label %b23, !dbg !769

b19:                                              ; preds = %entry
  %.12 = load atomic i64, ptr addrspace(1) %a0 monotonic, align 8, !dbg !770
  br label %cas.13, !dbg !770

cas.13:                                           ; preds = %cas.13, %b19
  %.15 = phi i64 [ %.12, %b19 ], [ %.16, %cas.13 ], !dbg !770
  %.17.not = icmp ult i64 %.15, %.11, !dbg !770
  %.18 = add i64 %.15, 1, !dbg !770
  %.19 = select i1 %.17.not, i64 %.18, i64 0, !dbg !770
  %.20 = cmpxchg ptr addrspace(1) %a0, i64 %.15, i64 %.19 syncscope("agent") monotonic monotonic, align 8, !dbg !770
  %.16 = extractvalue { i64, i1 } %.20, 0, !dbg !770
  %.21 = extractvalue { i64, i1 } %.20, 1, !dbg !770
  br i1 %.21, label %b23, label %cas.13, !dbg !770

b21:                                              ; preds = %entry
  %.22 = load atomic i64, ptr addrspace(1) %a0 monotonic, align 8, !dbg !771
  br label %cas.23, !dbg !771

cas.23:                                           ; preds = %cas.23, %b21
  %.25 = phi i64 [ %.22, %b21 ], [ %.26, %cas.23 ], !dbg !771
  %.27 = add i64 %.25, -1, !dbg !771
  %0 = tail call i64 @llvm.umin.i64(i64 %.27, i64 %.11), !dbg !771
  %.30 = cmpxchg ptr addrspace(1) %a0, i64 %.25, i64 %0 syncscope("agent") monotonic monotonic, align 8, !dbg !771
  %.26 = extractvalue { i64, i1 } %.30, 0, !dbg !771
  %.31 = extractvalue { i64, i1 } %.30, 1, !dbg !771
  br i1 %.31, label %b23, label %cas.23, !dbg !771

b22:                                              ; preds = %entry
  store atomic i64 %.11, ptr addrspace(1) %a0 syncscope("agent") monotonic, align 8
  br label %b23, !dbg !772

b23:                                              ; preds = %cas.23, %cas.13, %b22, %b17, %b15, %b13, %b11, %b9, %b7, %b5, %b3, %b1
  ret void, !dbg !773
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint32_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6) local_unnamed_addr #0 !dbg !774 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !775
  %t3 = sext i32 %.7 to i64, !dbg !775
  %t5 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t3, !dbg !776
  %.8 = load i32, ptr addrspace(1) %t5, align 4, !dbg !776, !amdgpu.noclobber !6
  %t7 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint32_5d.shared.0, i32 %.7, !dbg !777
  store i32 %.8, ptr addrspace(3) %t7, align 4, !dbg !777
  %t8 = icmp eq i32 %.7, 0, !dbg !778
  br i1 %t8, label %b1, label %b2, !dbg !778

b1:                                               ; preds = %entry
  %.9 = load i32, ptr addrspace(1) %a0, align 4, !dbg !779, !amdgpu.noclobber !6
  store i32 %.9, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint32_5d.shared.1, align 4, !dbg !780
  br label %b2, !dbg !780

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release, !dbg !781
  tail call void @llvm.amdgcn.s.barrier(), !dbg !781
  fence syncscope("workgroup") acquire, !dbg !781
  %.10 = load i32, ptr addrspace(3) %t7, align 4, !dbg !782
  switch i64 %a6, label %b14 [
    i64 0, label %b3
    i64 1, label %b5
    i64 2, label %b7
    i64 3, label %b9
    i64 4, label %b11
    i64 5, label %b13
  ], !dbg !783

b3:                                               ; preds = %b2
  %t18 = atomicrmw add ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint32_5d.shared.1, i32 %.10 syncscope("workgroup") monotonic, align 4, !dbg !784
  br label %b15, !dbg !785

b5:                                               ; preds = %b2
  %t21 = atomicrmw sub ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint32_5d.shared.1, i32 %.10 syncscope("workgroup") monotonic, align 4, !dbg !786
  br label %b15, !dbg !787

b7:                                               ; preds = %b2
  %t24 = atomicrmw max ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint32_5d.shared.1, i32 %.10 syncscope("workgroup") monotonic, align 4, !dbg !788
  br label %b15, !dbg !789

b9:                                               ; preds = %b2
  %t27 = atomicrmw min ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint32_5d.shared.1, i32 %.10 syncscope("workgroup") monotonic, align 4, !dbg !790
  br label %b15, !dbg !791

b11:                                              ; preds = %b2
  %t30 = atomicrmw max ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint32_5d.shared.1, i32 %.10 syncscope("workgroup") monotonic, align 4, !dbg !792
  br label %b15, !dbg !793

b13:                                              ; preds = %b2
  %t33 = atomicrmw min ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint32_5d.shared.1, i32 %.10 syncscope("workgroup") monotonic, align 4, !dbg !794
  br label %b15, !dbg !795

b14:                                              ; preds = %b2
  store atomic i32 %.10, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint32_5d.shared.1 syncscope("workgroup") monotonic, align 4
  br label %b15, !dbg !796

b15:                                              ; preds = %b14, %b13, %b11, %b9, %b7, %b5, %b3
  fence syncscope("workgroup") release, !dbg !797
  tail call void @llvm.amdgcn.s.barrier(), !dbg !797
  fence syncscope("workgroup") acquire, !dbg !797
  br i1 %t8, label %b16, label %b17, !dbg !798

b16:                                              ; preds = %b15
  %.11 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint32_5d.shared.1, align 4, !dbg !799
  store i32 %.11, ptr addrspace(1) %a0, align 4, !dbg !800
  br label %b17, !dbg !800

b17:                                              ; preds = %b16, %b15
  ret void, !dbg !800
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint64_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6) local_unnamed_addr #0 !dbg !801 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !802
  %t3 = sext i32 %.7 to i64, !dbg !802
  %t5 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t3, !dbg !803
  %.8 = load i64, ptr addrspace(1) %t5, align 8, !dbg !803, !amdgpu.noclobber !6
  %t7 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint64_5d.shared.0, i32 %.7, !dbg !804
  store i64 %.8, ptr addrspace(3) %t7, align 8, !dbg !804
  %t8 = icmp eq i32 %.7, 0, !dbg !805
  br i1 %t8, label %b1, label %b2, !dbg !805

b1:                                               ; preds = %entry
  %.9 = load i64, ptr addrspace(1) %a0, align 8, !dbg !806, !amdgpu.noclobber !6
  store i64 %.9, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint64_5d.shared.1, align 8, !dbg !807
  br label %b2, !dbg !807

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release, !dbg !808
  tail call void @llvm.amdgcn.s.barrier(), !dbg !808
  fence syncscope("workgroup") acquire, !dbg !808
  %.10 = load i64, ptr addrspace(3) %t7, align 8, !dbg !809
  switch i64 %a6, label %b14 [
    i64 0, label %b3
    i64 1, label %b5
    i64 2, label %b7
    i64 3, label %b9
    i64 4, label %b11
    i64 5, label %b13
  ], !dbg !810

b3:                                               ; preds = %b2
  %t18 = atomicrmw add ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint64_5d.shared.1, i64 %.10 syncscope("workgroup") monotonic, align 8, !dbg !811
  br label %b15, !dbg !812

b5:                                               ; preds = %b2
  %t21 = atomicrmw sub ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint64_5d.shared.1, i64 %.10 syncscope("workgroup") monotonic, align 8, !dbg !813
  br label %b15, !dbg !814

b7:                                               ; preds = %b2
  %t24 = atomicrmw max ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint64_5d.shared.1, i64 %.10 syncscope("workgroup") monotonic, align 8, !dbg !815
  br label %b15, !dbg !816

b9:                                               ; preds = %b2
  %t27 = atomicrmw min ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint64_5d.shared.1, i64 %.10 syncscope("workgroup") monotonic, align 8, !dbg !817
  br label %b15, !dbg !818

b11:                                              ; preds = %b2
  %t30 = atomicrmw max ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint64_5d.shared.1, i64 %.10 syncscope("workgroup") monotonic, align 8, !dbg !819
  br label %b15, !dbg !820

b13:                                              ; preds = %b2
  %t33 = atomicrmw min ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint64_5d.shared.1, i64 %.10 syncscope("workgroup") monotonic, align 8, !dbg !821
  br label %b15, !dbg !822

b14:                                              ; preds = %b2
  store atomic i64 %.10, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint64_5d.shared.1 syncscope("workgroup") monotonic, align 8
  br label %b15, !dbg !823

b15:                                              ; preds = %b14, %b13, %b11, %b9, %b7, %b5, %b3
  fence syncscope("workgroup") release, !dbg !824
  tail call void @llvm.amdgcn.s.barrier(), !dbg !824
  fence syncscope("workgroup") acquire, !dbg !824
  br i1 %t8, label %b16, label %b17, !dbg !825

b16:                                              ; preds = %b15
  %.11 = load i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint64_5d.shared.1, align 8, !dbg !826
  store i64 %.11, ptr addrspace(1) %a0, align 8, !dbg !827
  br label %b17, !dbg !827

b17:                                              ; preds = %b16, %b15
  ret void, !dbg !827
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat32_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6) local_unnamed_addr #1 !dbg !828 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !829
  %t3 = sext i32 %.7 to i64, !dbg !829
  %t5 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t3, !dbg !830
  %.8 = load float, ptr addrspace(1) %t5, align 4, !dbg !830, !amdgpu.noclobber !6
  %t7 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat32_5d.shared.0, i32 %.7, !dbg !831
  store float %.8, ptr addrspace(3) %t7, align 4, !dbg !831
  %t8 = icmp eq i32 %.7, 0, !dbg !832
  br i1 %t8, label %b1, label %b2, !dbg !832

b1:                                               ; preds = %entry
  %.9 = load float, ptr addrspace(1) %a0, align 4, !dbg !833, !amdgpu.noclobber !6
  store float %.9, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat32_5d.shared.1, align 4, !dbg !834
  br label %b2, !dbg !834

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release, !dbg !835
  tail call void @llvm.amdgcn.s.barrier(), !dbg !835
  fence syncscope("workgroup") acquire, !dbg !835
  %.10 = load float, ptr addrspace(3) %t7, align 4, !dbg !836
  switch i64 %a6, label %b14 [
    i64 0, label %b3
    i64 1, label %b5
    i64 2, label %b7
    i64 3, label %b9
    i64 4, label %b11
    i64 5, label %b13
  ], !dbg !837

b3:                                               ; preds = %b2
  %t18 = atomicrmw fadd ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat32_5d.shared.1, float %.10 syncscope("workgroup") monotonic, align 4, !dbg !838
  br label %b15, !dbg !839

b5:                                               ; preds = %b2
  %t21 = atomicrmw fsub ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat32_5d.shared.1, float %.10 syncscope("workgroup") monotonic, align 4, !dbg !840
  br label %b15, !dbg !841

b7:                                               ; preds = %b2
  %.11 = load atomic i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat32_5d.shared.1 monotonic, align 4, !dbg !842
  %.21 = bitcast float %.10 to i32
  %.27 = fcmp uno float %.10, 0.000000e+00
  br label %cas.12, !dbg !842

cas.12:                                           ; preds = %cas.12, %b7
  %.14 = phi i32 [ %.11, %b7 ], [ %.15, %cas.12 ], !dbg !842
  %.16 = bitcast i32 %.14 to float, !dbg !842
  %.17 = fcmp olt float %.10, %.16, !dbg !842
  %.18 = select i1 %.17, float %.16, float %.10, !dbg !842
  %.19 = fcmp oeq float %.10, %.16, !dbg !842
  %.22 = and i32 %.14, %.21, !dbg !842
  %.23 = bitcast i32 %.22 to float, !dbg !842
  %.24 = select i1 %.19, float %.23, float %.18, !dbg !842
  %.25 = fcmp uno float %.16, 0.000000e+00, !dbg !842
  %.26 = select i1 %.25, float %.16, float %.24, !dbg !842
  %.28 = select i1 %.27, float %.10, float %.26, !dbg !842
  %.29 = bitcast float %.28 to i32, !dbg !842
  %.30 = cmpxchg ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat32_5d.shared.1, i32 %.14, i32 %.29 syncscope("workgroup") monotonic monotonic, align 4, !dbg !842
  %.15 = extractvalue { i32, i1 } %.30, 0, !dbg !842
  %.31 = extractvalue { i32, i1 } %.30, 1, !dbg !842
  br i1 %.31, label %b15, label %cas.12, !dbg !842

b9:                                               ; preds = %b2
  %.32 = load atomic i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat32_5d.shared.1 monotonic, align 4, !dbg !843
  %.42 = bitcast float %.10 to i32
  %.48 = fcmp uno float %.10, 0.000000e+00
  br label %cas.33, !dbg !843

cas.33:                                           ; preds = %cas.33, %b9
  %.35 = phi i32 [ %.32, %b9 ], [ %.36, %cas.33 ], !dbg !843
  %.37 = bitcast i32 %.35 to float, !dbg !843
  %.38 = fcmp ogt float %.10, %.37, !dbg !843
  %.39 = select i1 %.38, float %.37, float %.10, !dbg !843
  %.40 = fcmp oeq float %.10, %.37, !dbg !843
  %.43 = or i32 %.35, %.42, !dbg !843
  %.44 = bitcast i32 %.43 to float, !dbg !843
  %.45 = select i1 %.40, float %.44, float %.39, !dbg !843
  %.46 = fcmp uno float %.37, 0.000000e+00, !dbg !843
  %.47 = select i1 %.46, float %.37, float %.45, !dbg !843
  %.49 = select i1 %.48, float %.10, float %.47, !dbg !843
  %.50 = bitcast float %.49 to i32, !dbg !843
  %.51 = cmpxchg ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat32_5d.shared.1, i32 %.35, i32 %.50 syncscope("workgroup") monotonic monotonic, align 4, !dbg !843
  %.36 = extractvalue { i32, i1 } %.51, 0, !dbg !843
  %.52 = extractvalue { i32, i1 } %.51, 1, !dbg !843
  br i1 %.52, label %b15, label %cas.33, !dbg !843

b11:                                              ; preds = %b2
  %.53 = load atomic i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat32_5d.shared.1 monotonic, align 4, !dbg !844
  %.63 = bitcast float %.10 to i32
  %.69 = fcmp uno float %.10, 0.000000e+00
  br label %cas.54, !dbg !844

cas.54:                                           ; preds = %cas.54, %b11
  %.56 = phi i32 [ %.53, %b11 ], [ %.57, %cas.54 ], !dbg !844
  %.58 = bitcast i32 %.56 to float, !dbg !844
  %.59 = fcmp olt float %.10, %.58, !dbg !844
  %.60 = select i1 %.59, float %.58, float %.10, !dbg !844
  %.61 = fcmp oeq float %.10, %.58, !dbg !844
  %.64 = and i32 %.56, %.63, !dbg !844
  %.65 = bitcast i32 %.64 to float, !dbg !844
  %.66 = select i1 %.61, float %.65, float %.60, !dbg !844
  %.67 = fcmp uno float %.58, 0.000000e+00, !dbg !844
  %.68 = select i1 %.67, float %.58, float %.66, !dbg !844
  %0 = select i1 %.67, i1 true, i1 %.69, !dbg !844
  %.72 = select i1 %0, float %.10, float %.68, !dbg !844
  %.74 = select i1 %.69, float %.58, float %.72, !dbg !844
  %.75 = bitcast float %.74 to i32, !dbg !844
  %.76 = cmpxchg ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat32_5d.shared.1, i32 %.56, i32 %.75 syncscope("workgroup") monotonic monotonic, align 4, !dbg !844
  %.57 = extractvalue { i32, i1 } %.76, 0, !dbg !844
  %.77 = extractvalue { i32, i1 } %.76, 1, !dbg !844
  br i1 %.77, label %b15, label %cas.54, !dbg !844

b13:                                              ; preds = %b2
  %.78 = load atomic i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat32_5d.shared.1 monotonic, align 4, !dbg !845
  %.88 = bitcast float %.10 to i32
  %.94 = fcmp uno float %.10, 0.000000e+00
  br label %cas.79, !dbg !845

cas.79:                                           ; preds = %cas.79, %b13
  %.81 = phi i32 [ %.78, %b13 ], [ %.82, %cas.79 ], !dbg !845
  %.83 = bitcast i32 %.81 to float, !dbg !845
  %.84 = fcmp ogt float %.10, %.83, !dbg !845
  %.85 = select i1 %.84, float %.83, float %.10, !dbg !845
  %.86 = fcmp oeq float %.10, %.83, !dbg !845
  %.89 = or i32 %.81, %.88, !dbg !845
  %.90 = bitcast i32 %.89 to float, !dbg !845
  %.91 = select i1 %.86, float %.90, float %.85, !dbg !845
  %.92 = fcmp uno float %.83, 0.000000e+00, !dbg !845
  %.93 = select i1 %.92, float %.83, float %.91, !dbg !845
  %1 = select i1 %.92, i1 true, i1 %.94, !dbg !845
  %.97 = select i1 %1, float %.10, float %.93, !dbg !845
  %.99 = select i1 %.94, float %.83, float %.97, !dbg !845
  %.100 = bitcast float %.99 to i32, !dbg !845
  %.101 = cmpxchg ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat32_5d.shared.1, i32 %.81, i32 %.100 syncscope("workgroup") monotonic monotonic, align 4, !dbg !845
  %.82 = extractvalue { i32, i1 } %.101, 0, !dbg !845
  %.102 = extractvalue { i32, i1 } %.101, 1, !dbg !845
  br i1 %.102, label %b15, label %cas.79, !dbg !845

b14:                                              ; preds = %b2
  store atomic float %.10, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat32_5d.shared.1 syncscope("workgroup") monotonic, align 4
  br label %b15, !dbg !846

b15:                                              ; preds = %cas.79, %cas.54, %cas.33, %cas.12, %b14, %b5, %b3
  fence syncscope("workgroup") release, !dbg !847
  tail call void @llvm.amdgcn.s.barrier(), !dbg !847
  fence syncscope("workgroup") acquire, !dbg !847
  br i1 %t8, label %b16, label %b17, !dbg !848

b16:                                              ; preds = %b15
  %.103 = load float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat32_5d.shared.1, align 4, !dbg !849
  store float %.103, ptr addrspace(1) %a0, align 4, !dbg !850
  br label %b17, !dbg !850

b17:                                              ; preds = %b16, %b15
  ret void, !dbg !850
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat64_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6) local_unnamed_addr #1 !dbg !851 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !852
  %t3 = sext i32 %.7 to i64, !dbg !852
  %t5 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t3, !dbg !853
  %.8 = load double, ptr addrspace(1) %t5, align 8, !dbg !853, !amdgpu.noclobber !6
  %t7 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat64_5d.shared.0, i32 %.7, !dbg !854
  store double %.8, ptr addrspace(3) %t7, align 8, !dbg !854
  %t8 = icmp eq i32 %.7, 0, !dbg !855
  br i1 %t8, label %b1, label %b2, !dbg !855

b1:                                               ; preds = %entry
  %.9 = load double, ptr addrspace(1) %a0, align 8, !dbg !856, !amdgpu.noclobber !6
  store double %.9, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat64_5d.shared.1, align 8, !dbg !857
  br label %b2, !dbg !857

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release, !dbg !858
  tail call void @llvm.amdgcn.s.barrier(), !dbg !858
  fence syncscope("workgroup") acquire, !dbg !858
  %.10 = load double, ptr addrspace(3) %t7, align 8, !dbg !859
  switch i64 %a6, label %b14 [
    i64 0, label %b3
    i64 1, label %b5
    i64 2, label %b7
    i64 3, label %b9
    i64 4, label %b11
    i64 5, label %b13
  ], !dbg !860

b3:                                               ; preds = %b2
  %t18 = atomicrmw fadd ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat64_5d.shared.1, double %.10 syncscope("workgroup") monotonic, align 8, !dbg !861
  br label %b15, !dbg !862

b5:                                               ; preds = %b2
  %t21 = atomicrmw fsub ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat64_5d.shared.1, double %.10 syncscope("workgroup") monotonic, align 8, !dbg !863
  br label %b15, !dbg !864

b7:                                               ; preds = %b2
  %.11 = load atomic i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat64_5d.shared.1 monotonic, align 8, !dbg !865
  %.21 = bitcast double %.10 to i64
  %.27 = fcmp uno double %.10, 0.000000e+00
  br label %cas.12, !dbg !865

cas.12:                                           ; preds = %cas.12, %b7
  %.14 = phi i64 [ %.11, %b7 ], [ %.15, %cas.12 ], !dbg !865
  %.16 = bitcast i64 %.14 to double, !dbg !865
  %.17 = fcmp olt double %.10, %.16, !dbg !865
  %.18 = select i1 %.17, double %.16, double %.10, !dbg !865
  %.19 = fcmp oeq double %.10, %.16, !dbg !865
  %.22 = and i64 %.14, %.21, !dbg !865
  %.23 = bitcast i64 %.22 to double, !dbg !865
  %.24 = select i1 %.19, double %.23, double %.18, !dbg !865
  %.25 = fcmp uno double %.16, 0.000000e+00, !dbg !865
  %.26 = select i1 %.25, double %.16, double %.24, !dbg !865
  %.28 = select i1 %.27, double %.10, double %.26, !dbg !865
  %.29 = bitcast double %.28 to i64, !dbg !865
  %.30 = cmpxchg ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat64_5d.shared.1, i64 %.14, i64 %.29 syncscope("workgroup") monotonic monotonic, align 8, !dbg !865
  %.15 = extractvalue { i64, i1 } %.30, 0, !dbg !865
  %.31 = extractvalue { i64, i1 } %.30, 1, !dbg !865
  br i1 %.31, label %b15, label %cas.12, !dbg !865

b9:                                               ; preds = %b2
  %.32 = load atomic i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat64_5d.shared.1 monotonic, align 8, !dbg !866
  %.42 = bitcast double %.10 to i64
  %.48 = fcmp uno double %.10, 0.000000e+00
  br label %cas.33, !dbg !866

cas.33:                                           ; preds = %cas.33, %b9
  %.35 = phi i64 [ %.32, %b9 ], [ %.36, %cas.33 ], !dbg !866
  %.37 = bitcast i64 %.35 to double, !dbg !866
  %.38 = fcmp ogt double %.10, %.37, !dbg !866
  %.39 = select i1 %.38, double %.37, double %.10, !dbg !866
  %.40 = fcmp oeq double %.10, %.37, !dbg !866
  %.43 = or i64 %.35, %.42, !dbg !866
  %.44 = bitcast i64 %.43 to double, !dbg !866
  %.45 = select i1 %.40, double %.44, double %.39, !dbg !866
  %.46 = fcmp uno double %.37, 0.000000e+00, !dbg !866
  %.47 = select i1 %.46, double %.37, double %.45, !dbg !866
  %.49 = select i1 %.48, double %.10, double %.47, !dbg !866
  %.50 = bitcast double %.49 to i64, !dbg !866
  %.51 = cmpxchg ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat64_5d.shared.1, i64 %.35, i64 %.50 syncscope("workgroup") monotonic monotonic, align 8, !dbg !866
  %.36 = extractvalue { i64, i1 } %.51, 0, !dbg !866
  %.52 = extractvalue { i64, i1 } %.51, 1, !dbg !866
  br i1 %.52, label %b15, label %cas.33, !dbg !866

b11:                                              ; preds = %b2
  %.53 = load atomic i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat64_5d.shared.1 monotonic, align 8, !dbg !867
  %.63 = bitcast double %.10 to i64
  %.69 = fcmp uno double %.10, 0.000000e+00
  br label %cas.54, !dbg !867

cas.54:                                           ; preds = %cas.54, %b11
  %.56 = phi i64 [ %.53, %b11 ], [ %.57, %cas.54 ], !dbg !867
  %.58 = bitcast i64 %.56 to double, !dbg !867
  %.59 = fcmp olt double %.10, %.58, !dbg !867
  %.60 = select i1 %.59, double %.58, double %.10, !dbg !867
  %.61 = fcmp oeq double %.10, %.58, !dbg !867
  %.64 = and i64 %.56, %.63, !dbg !867
  %.65 = bitcast i64 %.64 to double, !dbg !867
  %.66 = select i1 %.61, double %.65, double %.60, !dbg !867
  %.67 = fcmp uno double %.58, 0.000000e+00, !dbg !867
  %.68 = select i1 %.67, double %.58, double %.66, !dbg !867
  %0 = select i1 %.67, i1 true, i1 %.69, !dbg !867
  %.72 = select i1 %0, double %.10, double %.68, !dbg !867
  %.74 = select i1 %.69, double %.58, double %.72, !dbg !867
  %.75 = bitcast double %.74 to i64, !dbg !867
  %.76 = cmpxchg ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat64_5d.shared.1, i64 %.56, i64 %.75 syncscope("workgroup") monotonic monotonic, align 8, !dbg !867
  %.57 = extractvalue { i64, i1 } %.76, 0, !dbg !867
  %.77 = extractvalue { i64, i1 } %.76, 1, !dbg !867
  br i1 %.77, label %b15, label %cas.54, !dbg !867

b13:                                              ; preds = %b2
  %.78 = load atomic i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat64_5d.shared.1 monotonic, align 8, !dbg !868
  %.88 = bitcast double %.10 to i64
  %.94 = fcmp uno double %.10, 0.000000e+00
  br label %cas.79, !dbg !868

cas.79:                                           ; preds = %cas.79, %b13
  %.81 = phi i64 [ %.78, %b13 ], [ %.82, %cas.79 ], !dbg !868
  %.83 = bitcast i64 %.81 to double, !dbg !868
  %.84 = fcmp ogt double %.10, %.83, !dbg !868
  %.85 = select i1 %.84, double %.83, double %.10, !dbg !868
  %.86 = fcmp oeq double %.10, %.83, !dbg !868
  %.89 = or i64 %.81, %.88, !dbg !868
  %.90 = bitcast i64 %.89 to double, !dbg !868
  %.91 = select i1 %.86, double %.90, double %.85, !dbg !868
  %.92 = fcmp uno double %.83, 0.000000e+00, !dbg !868
  %.93 = select i1 %.92, double %.83, double %.91, !dbg !868
  %1 = select i1 %.92, i1 true, i1 %.94, !dbg !868
  %.97 = select i1 %1, double %.10, double %.93, !dbg !868
  %.99 = select i1 %.94, double %.83, double %.97, !dbg !868
  %.100 = bitcast double %.99 to i64, !dbg !868
  %.101 = cmpxchg ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat64_5d.shared.1, i64 %.81, i64 %.100 syncscope("workgroup") monotonic monotonic, align 8, !dbg !868
  %.82 = extractvalue { i64, i1 } %.101, 0, !dbg !868
  %.102 = extractvalue { i64, i1 } %.101, 1, !dbg !868
  br i1 %.102, label %b15, label %cas.79, !dbg !868

b14:                                              ; preds = %b2
  store atomic double %.10, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat64_5d.shared.1 syncscope("workgroup") monotonic, align 8
  br label %b15, !dbg !869

b15:                                              ; preds = %cas.79, %cas.54, %cas.33, %cas.12, %b14, %b5, %b3
  fence syncscope("workgroup") release, !dbg !870
  tail call void @llvm.amdgcn.s.barrier(), !dbg !870
  fence syncscope("workgroup") acquire, !dbg !870
  br i1 %t8, label %b16, label %b17, !dbg !871

b16:                                              ; preds = %b15
  %.103 = load double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat64_5d.shared.1, align 8, !dbg !872
  store double %.103, ptr addrspace(1) %a0, align 8, !dbg !873
  br label %b17, !dbg !873

b17:                                              ; preds = %b16, %b15
  ret void, !dbg !873
}

; Function Attrs: nofree norecurse nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicReturnsOld(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, i64 %a3, float %a4) local_unnamed_addr #4 !dbg !874 {
entry:
  switch i64 %a3, label %b12 [
    i64 0, label %b1
    i64 1, label %b3
    i64 2, label %b5
    i64 3, label %b7
    i64 4, label %b9
    i64 5, label %b11
  ], !dbg !875

b1:                                               ; preds = %entry
  %t3 = atomicrmw fadd ptr addrspace(1) %a0, float %a4 syncscope("agent") monotonic, align 4, !dbg !876
  br label %b13, !dbg !877

b3:                                               ; preds = %entry
  %t6 = atomicrmw fsub ptr addrspace(1) %a0, float %a4 syncscope("agent") monotonic, align 4, !dbg !878
  br label %b13, !dbg !879

b5:                                               ; preds = %entry
  %.4 = load atomic i32, ptr addrspace(1) %a0 monotonic, align 4, !dbg !880
  %.14 = bitcast float %a4 to i32
  %.20 = fcmp uno float %a4, 0.000000e+00
  br label %cas.5, !dbg !880

cas.5:                                            ; preds = %cas.5, %b5
  %.7 = phi i32 [ %.4, %b5 ], [ %.8, %cas.5 ], !dbg !880
  %.9 = bitcast i32 %.7 to float, !dbg !880
  %.10 = fcmp ogt float %.9, %a4, !dbg !880
  %.11 = select i1 %.10, float %.9, float %a4, !dbg !880
  %.12 = fcmp oeq float %.9, %a4, !dbg !880
  %.15 = and i32 %.7, %.14, !dbg !880
  %.16 = bitcast i32 %.15 to float, !dbg !880
  %.17 = select i1 %.12, float %.16, float %.11, !dbg !880
  %.18 = fcmp uno float %.9, 0.000000e+00, !dbg !880
  %.19 = select i1 %.18, float %.9, float %.17, !dbg !880
  %.21 = select i1 %.20, float %a4, float %.19, !dbg !880
  %.22 = bitcast float %.21 to i32, !dbg !880
  %.23 = cmpxchg ptr addrspace(1) %a0, i32 %.7, i32 %.22 syncscope("agent") monotonic monotonic, align 4, !dbg !880
  %.8 = extractvalue { i32, i1 } %.23, 0, !dbg !880
  %.24 = extractvalue { i32, i1 } %.23, 1, !dbg !880
  br i1 %.24, label %b13, label %cas.5, !dbg !880

b7:                                               ; preds = %entry
  %.25 = load atomic i32, ptr addrspace(1) %a0 monotonic, align 4, !dbg !881
  %.35 = bitcast float %a4 to i32
  %.41 = fcmp uno float %a4, 0.000000e+00
  br label %cas.26, !dbg !881

cas.26:                                           ; preds = %cas.26, %b7
  %.28 = phi i32 [ %.25, %b7 ], [ %.29, %cas.26 ], !dbg !881
  %.30 = bitcast i32 %.28 to float, !dbg !881
  %.31 = fcmp olt float %.30, %a4, !dbg !881
  %.32 = select i1 %.31, float %.30, float %a4, !dbg !881
  %.33 = fcmp oeq float %.30, %a4, !dbg !881
  %.36 = or i32 %.28, %.35, !dbg !881
  %.37 = bitcast i32 %.36 to float, !dbg !881
  %.38 = select i1 %.33, float %.37, float %.32, !dbg !881
  %.39 = fcmp uno float %.30, 0.000000e+00, !dbg !881
  %.40 = select i1 %.39, float %.30, float %.38, !dbg !881
  %.42 = select i1 %.41, float %a4, float %.40, !dbg !881
  %.43 = bitcast float %.42 to i32, !dbg !881
  %.44 = cmpxchg ptr addrspace(1) %a0, i32 %.28, i32 %.43 syncscope("agent") monotonic monotonic, align 4, !dbg !881
  %.29 = extractvalue { i32, i1 } %.44, 0, !dbg !881
  %.45 = extractvalue { i32, i1 } %.44, 1, !dbg !881
  br i1 %.45, label %b13, label %cas.26, !dbg !881

b9:                                               ; preds = %entry
  %.46 = load atomic i32, ptr addrspace(1) %a0 monotonic, align 4, !dbg !882
  %.56 = bitcast float %a4 to i32
  %.62 = fcmp uno float %a4, 0.000000e+00
  br label %cas.47, !dbg !882

cas.47:                                           ; preds = %cas.47, %b9
  %.49 = phi i32 [ %.46, %b9 ], [ %.50, %cas.47 ], !dbg !882
  %.51 = bitcast i32 %.49 to float, !dbg !882
  %.52 = fcmp ogt float %.51, %a4, !dbg !882
  %.53 = select i1 %.52, float %.51, float %a4, !dbg !882
  %.54 = fcmp oeq float %.51, %a4, !dbg !882
  %.57 = and i32 %.49, %.56, !dbg !882
  %.58 = bitcast i32 %.57 to float, !dbg !882
  %.59 = select i1 %.54, float %.58, float %.53, !dbg !882
  %.60 = fcmp uno float %.51, 0.000000e+00, !dbg !882
  %.61 = select i1 %.60, float %.51, float %.59, !dbg !882
  %0 = select i1 %.60, i1 true, i1 %.62, !dbg !882
  %.65 = select i1 %0, float %a4, float %.61, !dbg !882
  %.67 = select i1 %.62, float %.51, float %.65, !dbg !882
  %.68 = bitcast float %.67 to i32, !dbg !882
  %.69 = cmpxchg ptr addrspace(1) %a0, i32 %.49, i32 %.68 syncscope("agent") monotonic monotonic, align 4, !dbg !882
  %.50 = extractvalue { i32, i1 } %.69, 0, !dbg !882
  %.70 = extractvalue { i32, i1 } %.69, 1, !dbg !882
  br i1 %.70, label %b13, label %cas.47, !dbg !882

b11:                                              ; preds = %entry
  %.71 = load atomic i32, ptr addrspace(1) %a0 monotonic, align 4, !dbg !883
  %.81 = bitcast float %a4 to i32
  %.87 = fcmp uno float %a4, 0.000000e+00
  br label %cas.72, !dbg !883

cas.72:                                           ; preds = %cas.72, %b11
  %.74 = phi i32 [ %.71, %b11 ], [ %.75, %cas.72 ], !dbg !883
  %.76 = bitcast i32 %.74 to float, !dbg !883
  %.77 = fcmp olt float %.76, %a4, !dbg !883
  %.78 = select i1 %.77, float %.76, float %a4, !dbg !883
  %.79 = fcmp oeq float %.76, %a4, !dbg !883
  %.82 = or i32 %.74, %.81, !dbg !883
  %.83 = bitcast i32 %.82 to float, !dbg !883
  %.84 = select i1 %.79, float %.83, float %.78, !dbg !883
  %.85 = fcmp uno float %.76, 0.000000e+00, !dbg !883
  %.86 = select i1 %.85, float %.76, float %.84, !dbg !883
  %1 = select i1 %.85, i1 true, i1 %.87, !dbg !883
  %.90 = select i1 %1, float %a4, float %.86, !dbg !883
  %.92 = select i1 %.87, float %.76, float %.90, !dbg !883
  %.93 = bitcast float %.92 to i32, !dbg !883
  %.94 = cmpxchg ptr addrspace(1) %a0, i32 %.74, i32 %.93 syncscope("agent") monotonic monotonic, align 4, !dbg !883
  %.75 = extractvalue { i32, i1 } %.94, 0, !dbg !883
  %.95 = extractvalue { i32, i1 } %.94, 1, !dbg !883
  br i1 %.95, label %b13, label %cas.72, !dbg !883

b12:                                              ; preds = %entry
  %t20 = atomicrmw xchg ptr addrspace(1) %a0, float %a4 syncscope("agent") monotonic, align 4, !dbg !884
  br label %b13, !dbg !885

b13:                                              ; preds = %cas.72, %cas.47, %cas.26, %cas.5, %b12, %b3, %b1
  %t21 = phi float [ %t3, %b1 ], [ %t6, %b3 ], [ %t20, %b12 ], [ %.9, %cas.5 ], [ %.30, %cas.26 ], [ %.51, %cas.47 ], [ %.76, %cas.72 ]
  %t22 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 1, !dbg !886
  store float %t21, ptr addrspace(1) %t22, align 4, !dbg !886
  ret void, !dbg !886
}

; Function Attrs: mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicCAS1_5bint32_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i32 %a9) local_unnamed_addr #2 !dbg !887 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !888
  %t1 = sext i32 %.10 to i64, !dbg !888
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !888
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !888
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !888, !invariant.load !6
  %t3 = zext i16 %.13 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !888
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !888
  %t6 = sext i32 %.15 to i64, !dbg !888
  %t7 = add nsw i64 %t4, %t6, !dbg !888
  %t9 = icmp slt i64 %t7, %a1, !dbg !889
  br i1 %t9, label %b1, label %b2, !dbg !889

b1:                                               ; preds = %entry
  %t17 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !890
  %t13 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t7, !dbg !891
  %t11 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7, !dbg !892
  %.16 = load i32, ptr addrspace(1) %t13, align 4, !dbg !891, !amdgpu.noclobber !6
  %.17 = cmpxchg ptr addrspace(1) %t11, i32 %a9, i32 %.16 syncscope("agent") monotonic monotonic, align 4, !dbg !893
  %.18 = extractvalue { i32, i1 } %.17, 0, !dbg !893
  store i32 %.18, ptr addrspace(1) %t17, align 4, !dbg !890
  br label %b2, !dbg !890

b2:                                               ; preds = %b1, %entry
  ret void, !dbg !890
}

; Function Attrs: mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicCAS1_5bint64_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9) local_unnamed_addr #2 !dbg !894 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !895
  %t1 = sext i32 %.10 to i64, !dbg !895
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !895
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !895
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !895, !invariant.load !6
  %t3 = zext i16 %.13 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !895
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !895
  %t6 = sext i32 %.15 to i64, !dbg !895
  %t7 = add nsw i64 %t4, %t6, !dbg !895
  %t9 = icmp slt i64 %t7, %a1, !dbg !896
  br i1 %t9, label %b1, label %b2, !dbg !896

b1:                                               ; preds = %entry
  %t17 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t7, !dbg !897
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a6, i64 %t7, !dbg !898
  %t11 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t7, !dbg !899
  %.16 = load i64, ptr addrspace(1) %t13, align 8, !dbg !898, !amdgpu.noclobber !6
  %.17 = cmpxchg ptr addrspace(1) %t11, i64 %a9, i64 %.16 syncscope("agent") monotonic monotonic, align 8, !dbg !900
  %.18 = extractvalue { i64, i1 } %.17, 0, !dbg !900
  store i64 %.18, ptr addrspace(1) %t17, align 8, !dbg !897
  br label %b2, !dbg !897

b2:                                               ; preds = %b1, %entry
  ret void, !dbg !897
}

; Function Attrs: mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicCAS1_5buint32_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i32 %a9) local_unnamed_addr #2 !dbg !901 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !902
  %t1 = sext i32 %.10 to i64, !dbg !902
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !902
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !902
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !902, !invariant.load !6
  %t3 = zext i16 %.13 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !902
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !902
  %t6 = sext i32 %.15 to i64, !dbg !902
  %t7 = add nsw i64 %t4, %t6, !dbg !902
  %t9 = icmp slt i64 %t7, %a1, !dbg !903
  br i1 %t9, label %b1, label %b2, !dbg !903

b1:                                               ; preds = %entry
  %t17 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !904
  %t13 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t7, !dbg !905
  %t11 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7, !dbg !906
  %.16 = load i32, ptr addrspace(1) %t13, align 4, !dbg !905, !amdgpu.noclobber !6
  %.17 = cmpxchg ptr addrspace(1) %t11, i32 %a9, i32 %.16 syncscope("agent") monotonic monotonic, align 4, !dbg !907
  %.18 = extractvalue { i32, i1 } %.17, 0, !dbg !907
  store i32 %.18, ptr addrspace(1) %t17, align 4, !dbg !904
  br label %b2, !dbg !904

b2:                                               ; preds = %b1, %entry
  ret void, !dbg !904
}

; Function Attrs: mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicCAS1_5buint64_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, i64 %a9) local_unnamed_addr #2 !dbg !908 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !909
  %t1 = sext i32 %.10 to i64, !dbg !909
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !909
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !909
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !909, !invariant.load !6
  %t3 = zext i16 %.13 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !909
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !909
  %t6 = sext i32 %.15 to i64, !dbg !909
  %t7 = add nsw i64 %t4, %t6, !dbg !909
  %t9 = icmp slt i64 %t7, %a1, !dbg !910
  br i1 %t9, label %b1, label %b2, !dbg !910

b1:                                               ; preds = %entry
  %t17 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t7, !dbg !911
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a6, i64 %t7, !dbg !912
  %t11 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t7, !dbg !913
  %.16 = load i64, ptr addrspace(1) %t13, align 8, !dbg !912, !amdgpu.noclobber !6
  %.17 = cmpxchg ptr addrspace(1) %t11, i64 %a9, i64 %.16 syncscope("agent") monotonic monotonic, align 8, !dbg !914
  %.18 = extractvalue { i64, i1 } %.17, 0, !dbg !914
  store i64 %.18, ptr addrspace(1) %t17, align 8, !dbg !911
  br label %b2, !dbg !911

b2:                                               ; preds = %b1, %entry
  ret void, !dbg !911
}

; Function Attrs: mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicCAS2_5bint32_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) nocapture readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i32 %a15) local_unnamed_addr #2 !dbg !915 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !916
  %t1 = sext i32 %.16 to i64, !dbg !916
  %.17 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !916
  %.18 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 4, !dbg !916
  %.19 = load i16, ptr addrspace(4) %.18, align 4, !dbg !916, !invariant.load !6
  %t3 = zext i16 %.19 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !916
  %.21 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !916
  %t6 = sext i32 %.21 to i64, !dbg !916
  %t7 = add nsw i64 %t4, %t6, !dbg !916
  %.22 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !916
  %t9 = sext i32 %.22 to i64, !dbg !916
  %.24 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 6, !dbg !916
  %.25 = load i16, ptr addrspace(4) %.24, align 2, !dbg !916, !invariant.load !6
  %t11 = zext i16 %.25 to i64
  %t12 = mul nsw i64 %t11, %t9, !dbg !916
  %.27 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !916
  %t14 = sext i32 %.27 to i64, !dbg !916
  %t15 = add nsw i64 %t12, %t14, !dbg !916
  %t17 = icmp slt i64 %t7, %a1, !dbg !917
  %t19 = icmp slt i64 %t15, %a2, !dbg !918
  %t20 = and i1 %t17, %t19, !dbg !918
  br i1 %t20, label %b1, label %b2, !dbg !917

b1:                                               ; preds = %entry
  %t22 = mul i64 %t7, %a3, !dbg !919
  %t24 = mul i64 %t15, %a4, !dbg !919
  %t25 = add i64 %t24, %t22, !dbg !919
  %t27 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t25, !dbg !919
  %t29 = mul i64 %t7, %a13, !dbg !920
  %t31 = mul i64 %t15, %a14, !dbg !920
  %t32 = add i64 %t31, %t29, !dbg !920
  %t34 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t32, !dbg !920
  %.28 = load i32, ptr addrspace(1) %t34, align 4, !dbg !920, !amdgpu.noclobber !6
  %.29 = cmpxchg ptr addrspace(1) %t27, i32 %a15, i32 %.28 syncscope("agent") monotonic monotonic, align 4, !dbg !921
  %.30 = extractvalue { i32, i1 } %.29, 0, !dbg !921
  %t38 = mul i64 %t7, %a8, !dbg !922
  %t40 = mul i64 %t15, %a9, !dbg !922
  %t41 = add i64 %t40, %t38, !dbg !922
  %t43 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t41, !dbg !922
  store i32 %.30, ptr addrspace(1) %t43, align 4, !dbg !922
  br label %b2, !dbg !922

b2:                                               ; preds = %b1, %entry
  ret void, !dbg !922
}

; Function Attrs: mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicCAS2_5bint64_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) nocapture readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15) local_unnamed_addr #2 !dbg !923 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !924
  %t1 = sext i32 %.16 to i64, !dbg !924
  %.17 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !924
  %.18 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 4, !dbg !924
  %.19 = load i16, ptr addrspace(4) %.18, align 4, !dbg !924, !invariant.load !6
  %t3 = zext i16 %.19 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !924
  %.21 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !924
  %t6 = sext i32 %.21 to i64, !dbg !924
  %t7 = add nsw i64 %t4, %t6, !dbg !924
  %.22 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !924
  %t9 = sext i32 %.22 to i64, !dbg !924
  %.24 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 6, !dbg !924
  %.25 = load i16, ptr addrspace(4) %.24, align 2, !dbg !924, !invariant.load !6
  %t11 = zext i16 %.25 to i64
  %t12 = mul nsw i64 %t11, %t9, !dbg !924
  %.27 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !924
  %t14 = sext i32 %.27 to i64, !dbg !924
  %t15 = add nsw i64 %t12, %t14, !dbg !924
  %t17 = icmp slt i64 %t7, %a1, !dbg !925
  %t19 = icmp slt i64 %t15, %a2, !dbg !926
  %t20 = and i1 %t17, %t19, !dbg !926
  br i1 %t20, label %b1, label %b2, !dbg !925

b1:                                               ; preds = %entry
  %t22 = mul i64 %t7, %a3, !dbg !927
  %t24 = mul i64 %t15, %a4, !dbg !927
  %t25 = add i64 %t24, %t22, !dbg !927
  %t27 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t25, !dbg !927
  %t29 = mul i64 %t7, %a13, !dbg !928
  %t31 = mul i64 %t15, %a14, !dbg !928
  %t32 = add i64 %t31, %t29, !dbg !928
  %t34 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t32, !dbg !928
  %.28 = load i64, ptr addrspace(1) %t34, align 8, !dbg !928, !amdgpu.noclobber !6
  %.29 = cmpxchg ptr addrspace(1) %t27, i64 %a15, i64 %.28 syncscope("agent") monotonic monotonic, align 8, !dbg !929
  %.30 = extractvalue { i64, i1 } %.29, 0, !dbg !929
  %t38 = mul i64 %t7, %a8, !dbg !930
  %t40 = mul i64 %t15, %a9, !dbg !930
  %t41 = add i64 %t40, %t38, !dbg !930
  %t43 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t41, !dbg !930
  store i64 %.30, ptr addrspace(1) %t43, align 8, !dbg !930
  br label %b2, !dbg !930

b2:                                               ; preds = %b1, %entry
  ret void, !dbg !930
}

; Function Attrs: mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicCAS2_5buint32_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) nocapture readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i32 %a15) local_unnamed_addr #2 !dbg !931 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !932
  %t1 = sext i32 %.16 to i64, !dbg !932
  %.17 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !932
  %.18 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 4, !dbg !932
  %.19 = load i16, ptr addrspace(4) %.18, align 4, !dbg !932, !invariant.load !6
  %t3 = zext i16 %.19 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !932
  %.21 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !932
  %t6 = sext i32 %.21 to i64, !dbg !932
  %t7 = add nsw i64 %t4, %t6, !dbg !932
  %.22 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !932
  %t9 = sext i32 %.22 to i64, !dbg !932
  %.24 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 6, !dbg !932
  %.25 = load i16, ptr addrspace(4) %.24, align 2, !dbg !932, !invariant.load !6
  %t11 = zext i16 %.25 to i64
  %t12 = mul nsw i64 %t11, %t9, !dbg !932
  %.27 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !932
  %t14 = sext i32 %.27 to i64, !dbg !932
  %t15 = add nsw i64 %t12, %t14, !dbg !932
  %t17 = icmp slt i64 %t7, %a1, !dbg !933
  %t19 = icmp slt i64 %t15, %a2, !dbg !934
  %t20 = and i1 %t17, %t19, !dbg !934
  br i1 %t20, label %b1, label %b2, !dbg !933

b1:                                               ; preds = %entry
  %t22 = mul i64 %t7, %a3, !dbg !935
  %t24 = mul i64 %t15, %a4, !dbg !935
  %t25 = add i64 %t24, %t22, !dbg !935
  %t27 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t25, !dbg !935
  %t29 = mul i64 %t7, %a13, !dbg !936
  %t31 = mul i64 %t15, %a14, !dbg !936
  %t32 = add i64 %t31, %t29, !dbg !936
  %t34 = getelementptr inbounds i32, ptr addrspace(1) %a10, i64 %t32, !dbg !936
  %.28 = load i32, ptr addrspace(1) %t34, align 4, !dbg !936, !amdgpu.noclobber !6
  %.29 = cmpxchg ptr addrspace(1) %t27, i32 %a15, i32 %.28 syncscope("agent") monotonic monotonic, align 4, !dbg !937
  %.30 = extractvalue { i32, i1 } %.29, 0, !dbg !937
  %t38 = mul i64 %t7, %a8, !dbg !938
  %t40 = mul i64 %t15, %a9, !dbg !938
  %t41 = add i64 %t40, %t38, !dbg !938
  %t43 = getelementptr inbounds i32, ptr addrspace(1) %a5, i64 %t41, !dbg !938
  store i32 %.30, ptr addrspace(1) %t43, align 4, !dbg !938
  br label %b2, !dbg !938

b2:                                               ; preds = %b1, %entry
  ret void, !dbg !938
}

; Function Attrs: mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicCAS2_5buint64_5d(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) nocapture readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15) local_unnamed_addr #2 !dbg !939 {
entry:
  %.16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !940
  %t1 = sext i32 %.16 to i64, !dbg !940
  %.17 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !940
  %.18 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 4, !dbg !940
  %.19 = load i16, ptr addrspace(4) %.18, align 4, !dbg !940, !invariant.load !6
  %t3 = zext i16 %.19 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !940
  %.21 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !940
  %t6 = sext i32 %.21 to i64, !dbg !940
  %t7 = add nsw i64 %t4, %t6, !dbg !940
  %.22 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !940
  %t9 = sext i32 %.22 to i64, !dbg !940
  %.24 = getelementptr inbounds i8, ptr addrspace(4) %.17, i64 6, !dbg !940
  %.25 = load i16, ptr addrspace(4) %.24, align 2, !dbg !940, !invariant.load !6
  %t11 = zext i16 %.25 to i64
  %t12 = mul nsw i64 %t11, %t9, !dbg !940
  %.27 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !940
  %t14 = sext i32 %.27 to i64, !dbg !940
  %t15 = add nsw i64 %t12, %t14, !dbg !940
  %t17 = icmp slt i64 %t7, %a1, !dbg !941
  %t19 = icmp slt i64 %t15, %a2, !dbg !942
  %t20 = and i1 %t17, %t19, !dbg !942
  br i1 %t20, label %b1, label %b2, !dbg !941

b1:                                               ; preds = %entry
  %t22 = mul i64 %t7, %a3, !dbg !943
  %t24 = mul i64 %t15, %a4, !dbg !943
  %t25 = add i64 %t24, %t22, !dbg !943
  %t27 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t25, !dbg !943
  %t29 = mul i64 %t7, %a13, !dbg !944
  %t31 = mul i64 %t15, %a14, !dbg !944
  %t32 = add i64 %t31, %t29, !dbg !944
  %t34 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t32, !dbg !944
  %.28 = load i64, ptr addrspace(1) %t34, align 8, !dbg !944, !amdgpu.noclobber !6
  %.29 = cmpxchg ptr addrspace(1) %t27, i64 %a15, i64 %.28 syncscope("agent") monotonic monotonic, align 8, !dbg !945
  %.30 = extractvalue { i64, i1 } %.29, 0, !dbg !945
  %t38 = mul i64 %t7, %a8, !dbg !946
  %t40 = mul i64 %t15, %a9, !dbg !946
  %t41 = add i64 %t40, %t38, !dbg !946
  %t43 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t41, !dbg !946
  store i64 %.30, ptr addrspace(1) %t43, align 8, !dbg !946
  br label %b2, !dbg !946

b2:                                               ; preds = %b1, %entry
  ret void, !dbg !946
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eBits32(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #5 !dbg !947 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !949
  %t1 = sext i32 %.10 to i64, !dbg !949
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !949
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !949
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !949, !invariant.load !6
  %t3 = zext i16 %.13 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !949
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !949
  %t6 = sext i32 %.15 to i64, !dbg !949
  %t7 = add nsw i64 %t4, %t6, !dbg !949
  %t9.not = icmp slt i64 %t7, %a1, !dbg !950
  br i1 %t9.not, label %b2, label %common.ret, !dbg !950

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !951

b2:                                               ; preds = %entry
  %t11 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7, !dbg !952
  %.16 = load i32, ptr addrspace(1) %t11, align 4, !dbg !952, !amdgpu.noclobber !6
  %t13 = shl nsw i64 %t7, 2, !dbg !953
  %.17 = tail call i32 @llvm.ctpop.i32(i32 %.16), !dbg !954, !range !955
  %t18 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t13, !dbg !956
  store i32 %.17, ptr addrspace(1) %t18, align 4, !dbg !956
  %t19 = or i64 %t13, 1, !dbg !957
  %.18 = tail call i32 @llvm.ctlz.i32(i32 %.16, i1 false), !dbg !958, !range !955
  %t23 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t19, !dbg !959
  store i32 %.18, ptr addrspace(1) %t23, align 4, !dbg !959
  %t24.not = icmp eq i32 %.16, 0, !dbg !960
  %.19 = tail call i32 @llvm.cttz.i32(i32 %.16, i1 false), !dbg !960, !range !955
  %narrow = add nuw nsw i32 %.19, 1, !dbg !960
  %narrow1 = select i1 %t24.not, i32 0, i32 %narrow, !dbg !960
  %t29 = or i64 %t13, 2, !dbg !961
  %t31 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t29, !dbg !962
  store i32 %narrow1, ptr addrspace(1) %t31, align 4, !dbg !962
  %t32 = or i64 %t13, 3, !dbg !963
  %narrow2 = sub nuw nsw i32 32, %.18, !dbg !964
  %t35 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t32, !dbg !965
  store i32 %narrow2, ptr addrspace(1) %t35, align 4, !dbg !965
  %t36 = mul nsw i64 %t7, 3, !dbg !966
  %.20 = tail call i32 @llvm.bitreverse.i32(i32 %.16), !dbg !967
  %t39 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t36, !dbg !968
  store i32 %.20, ptr addrspace(1) %t39, align 4, !dbg !968
  %t40 = add nsw i64 %t36, 1, !dbg !969
  %.21 = tail call i32 @llvm.bswap.i32(i32 %.16), !dbg !970
  %t42 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t40, !dbg !971
  store i32 %.21, ptr addrspace(1) %t42, align 4, !dbg !971
  %t43 = add nsw i64 %t36, 2, !dbg !972
  %t46 = tail call i32 @llvm.fshl.i32(i32 %.16, i32 %.16, i32 7), !dbg !973
  %t47 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t43, !dbg !976
  store i32 %t46, ptr addrspace(1) %t47, align 4, !dbg !976
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eBits64(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #5 !dbg !977 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !978
  %t1 = sext i32 %.10 to i64, !dbg !978
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !978
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !978
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !978, !invariant.load !6
  %t3 = zext i16 %.13 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !978
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !978
  %t6 = sext i32 %.15 to i64, !dbg !978
  %t7 = add nsw i64 %t4, %t6, !dbg !978
  %t9.not = icmp slt i64 %t7, %a1, !dbg !979
  br i1 %t9.not, label %b2, label %common.ret, !dbg !979

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !980

b2:                                               ; preds = %entry
  %t11 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t7, !dbg !981
  %.16 = load i64, ptr addrspace(1) %t11, align 8, !dbg !981, !amdgpu.noclobber !6
  %t13 = shl nsw i64 %t7, 2, !dbg !982
  %t18 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t13, !dbg !983
  %.17 = tail call i64 @llvm.ctpop.i64(i64 %.16), !dbg !984, !range !985
  %.18 = tail call i64 @llvm.ctlz.i64(i64 %.16, i1 false), !dbg !986, !range !985
  %0 = insertelement <2 x i64> poison, i64 %.17, i64 0, !dbg !987
  %1 = insertelement <2 x i64> %0, i64 %.18, i64 1, !dbg !987
  %2 = trunc <2 x i64> %1 to <2 x i32>, !dbg !987
  store <2 x i32> %2, ptr addrspace(1) %t18, align 4, !dbg !983
  %t24.not = icmp eq i64 %.16, 0, !dbg !988
  %.19 = tail call i64 @llvm.cttz.i64(i64 %.16, i1 false), !dbg !988, !range !985
  %t29 = or i64 %t13, 2, !dbg !989
  %3 = trunc i64 %.19 to i32, !dbg !990
  %4 = add nuw nsw i32 %3, 1, !dbg !990
  %t30 = select i1 %t24.not, i32 0, i32 %4, !dbg !990
  %t31 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t29, !dbg !991
  store i32 %t30, ptr addrspace(1) %t31, align 4, !dbg !991
  %t32 = or i64 %t13, 3, !dbg !992
  %5 = extractelement <2 x i32> %2, i64 1, !dbg !993
  %t34 = sub nuw nsw i32 64, %5, !dbg !993
  %t35 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t32, !dbg !994
  store i32 %t34, ptr addrspace(1) %t35, align 4, !dbg !994
  %t36 = mul nsw i64 %t7, 3, !dbg !995
  %.20 = tail call i64 @llvm.bitreverse.i64(i64 %.16), !dbg !996
  %t39 = getelementptr inbounds i64, ptr addrspace(1) %a6, i64 %t36, !dbg !997
  store i64 %.20, ptr addrspace(1) %t39, align 8, !dbg !997
  %t40 = add nsw i64 %t36, 1, !dbg !998
  %.21 = tail call i64 @llvm.bswap.i64(i64 %.16), !dbg !999
  %t42 = getelementptr inbounds i64, ptr addrspace(1) %a6, i64 %t40, !dbg !1000
  store i64 %.21, ptr addrspace(1) %t42, align 8, !dbg !1000
  %t43 = add nsw i64 %t36, 2, !dbg !1001
  %t46 = tail call i64 @llvm.fshl.i64(i64 %.16, i64 %.16, i64 55), !dbg !1002
  %t47 = getelementptr inbounds i64, ptr addrspace(1) %a6, i64 %t43, !dbg !1004
  store i64 %t46, ptr addrspace(1) %t47, align 8, !dbg !1004
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eBits16(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #5 !dbg !1005 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1006
  %t1 = sext i32 %.10 to i64, !dbg !1006
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1006
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !1006
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !1006, !invariant.load !6
  %t3 = zext i16 %.13 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1006
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1006
  %t6 = sext i32 %.15 to i64, !dbg !1006
  %t7 = add nsw i64 %t4, %t6, !dbg !1006
  %t9.not = icmp slt i64 %t7, %a1, !dbg !1007
  br i1 %t9.not, label %b2, label %common.ret, !dbg !1007

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !1008

b2:                                               ; preds = %entry
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t7, !dbg !1009
  %.16 = load i16, ptr addrspace(1) %t11, align 2, !dbg !1009, !amdgpu.noclobber !6
  %t13 = trunc i16 %.16 to i8, !dbg !1010
  %t14 = shl nsw i64 %t7, 3, !dbg !1011
  %.17 = tail call i16 @llvm.ctpop.i16(i16 %.16), !dbg !1012, !range !1013
  %t17 = zext i16 %.17 to i32, !dbg !1014
  %t19 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t14, !dbg !1015
  store i32 %t17, ptr addrspace(1) %t19, align 4, !dbg !1015
  %t20 = or i64 %t14, 1, !dbg !1016
  %.18 = tail call i16 @llvm.ctlz.i16(i16 %.16, i1 false), !dbg !1017, !range !1013
  %t23 = zext i16 %.18 to i32, !dbg !1018
  %t24 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t20, !dbg !1019
  store i32 %t23, ptr addrspace(1) %t24, align 4, !dbg !1019
  %t25 = or i64 %t14, 2, !dbg !1020
  %.19 = tail call i16 @llvm.cttz.i16(i16 %.16, i1 false), !dbg !1021, !range !1013
  %t28 = zext i16 %.19 to i32, !dbg !1022
  %t29 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t25, !dbg !1023
  store i32 %t28, ptr addrspace(1) %t29, align 4, !dbg !1023
  %t30 = or i64 %t14, 3, !dbg !1024
  %narrow = sub nuw nsw i16 16, %.18, !dbg !1025
  %t32 = zext i16 %narrow to i32, !dbg !1026
  %t33 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t30, !dbg !1027
  store i32 %t32, ptr addrspace(1) %t33, align 4, !dbg !1027
  %t34 = or i64 %t14, 4, !dbg !1028
  %.20 = tail call i8 @llvm.ctpop.i8(i8 %t13), !dbg !1029, !range !1030
  %t37 = zext i8 %.20 to i32, !dbg !1031
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t34, !dbg !1032
  store i32 %t37, ptr addrspace(1) %t38, align 4, !dbg !1032
  %t39 = or i64 %t14, 5, !dbg !1033
  %.21 = tail call i8 @llvm.ctlz.i8(i8 %t13, i1 false), !dbg !1034, !range !1030
  %t42 = zext i8 %.21 to i32, !dbg !1035
  %t43 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t39, !dbg !1036
  store i32 %t42, ptr addrspace(1) %t43, align 4, !dbg !1036
  %t44 = or i64 %t14, 6, !dbg !1037
  %.22 = tail call i8 @llvm.cttz.i8(i8 %t13, i1 false), !dbg !1038, !range !1030
  %t47 = zext i8 %.22 to i32, !dbg !1039
  %t48 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t44, !dbg !1040
  store i32 %t47, ptr addrspace(1) %t48, align 4, !dbg !1040
  %t49 = or i64 %t14, 7, !dbg !1041
  %narrow1 = sub nuw nsw i8 8, %.21, !dbg !1042
  %t51 = zext i8 %narrow1 to i32, !dbg !1043
  %t52 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t49, !dbg !1044
  store i32 %t51, ptr addrspace(1) %t52, align 4, !dbg !1044
  %t53 = shl nsw i64 %t7, 2, !dbg !1045
  %.23 = tail call i16 @llvm.bitreverse.i16(i16 %.16), !dbg !1046
  %t56 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t53, !dbg !1047
  store i16 %.23, ptr addrspace(1) %t56, align 2, !dbg !1047
  %t57 = or i64 %t53, 1, !dbg !1048
  %.24 = tail call i16 @llvm.bswap.i16(i16 %.16), !dbg !1049
  %t59 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t57, !dbg !1050
  store i16 %.24, ptr addrspace(1) %t59, align 2, !dbg !1050
  %t60 = or i64 %t53, 2, !dbg !1051
  %t63 = tail call i16 @llvm.fshl.i16(i16 %.16, i16 %.16, i16 3), !dbg !1052
  %t64 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t60, !dbg !1054
  store i16 %t63, ptr addrspace(1) %t64, align 2, !dbg !1054
  %t65 = or i64 %t53, 3, !dbg !1055
  %.25 = tail call i8 @llvm.bitreverse.i8(i8 %t13), !dbg !1056
  %t67 = zext i8 %.25 to i16, !dbg !1057
  %t68 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t65, !dbg !1058
  store i16 %t67, ptr addrspace(1) %t68, align 2, !dbg !1058
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eFloatIntrinsics_5bfloat32_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture readonly %a9, i64 %a10, i64 %a11) local_unnamed_addr #5 !dbg !1059 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1060
  %t1 = sext i32 %.13 to i64, !dbg !1060
  %.14 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1060
  %.15 = getelementptr inbounds i8, ptr addrspace(4) %.14, i64 4, !dbg !1060
  %.16 = load i16, ptr addrspace(4) %.15, align 4, !dbg !1060, !invariant.load !6
  %t3 = zext i16 %.16 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1060
  %.18 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1060
  %t6 = sext i32 %.18 to i64, !dbg !1060
  %t7 = add nsw i64 %t4, %t6, !dbg !1060
  %t9.not = icmp slt i64 %t7, %a4, !dbg !1061
  br i1 %t9.not, label %b2, label %common.ret, !dbg !1061

common.ret:                                       ; preds = %entry, %b11
  ret void, !dbg !1062

b2:                                               ; preds = %entry
  %t11 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t7, !dbg !1063
  %.19 = load float, ptr addrspace(1) %t11, align 4, !dbg !1063, !amdgpu.noclobber !6
  %t13 = fpext float %.19 to double, !dbg !1064
  %t15 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t7, !dbg !1065
  %.20 = load float, ptr addrspace(1) %t15, align 4, !dbg !1065, !amdgpu.noclobber !6
  %t17 = fpext float %.20 to double, !dbg !1066
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t7, !dbg !1067
  %.21 = load float, ptr addrspace(1) %t19, align 4, !dbg !1067, !amdgpu.noclobber !6
  %t21 = fpext float %.21 to double, !dbg !1068
  %t22 = shl nsw i64 %t7, 3, !dbg !1069
  %t23 = tail call double @llvm.fma.f64(double %t13, double %t17, double %t21), !dbg !1070
  %t24 = fptrunc double %t23 to float, !dbg !1071
  %t26 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t22, !dbg !1072
  store float %t24, ptr addrspace(1) %t26, align 4, !dbg !1072
  %t27 = or i64 %t22, 1, !dbg !1073
  %0 = fcmp ueq float %.19, 0.000000e+00, !dbg !1074
  %t32 = tail call i1 @llvm.amdgcn.class.f64(double %t13, i32 516), !dbg !1077
  %t33 = or i1 %0, %t32, !dbg !1080
  br i1 %t33, label %b11, label %b4, !dbg !1081

b4:                                               ; preds = %b2
  %t34 = fcmp olt float %.19, 0.000000e+00, !dbg !1082
  %t35 = fneg double %t13, !dbg !1082
  %t36 = select i1 %t34, double %t35, double %t13, !dbg !1082
  %t38 = bitcast double %t36 to i64, !dbg !1083
  %t39 = udiv i64 %t38, 3, !dbg !1084
  %t40 = add nuw nsw i64 %t39, 3071306043645493248, !dbg !1085
  %t42 = fcmp olt double %t36, 0x10000000000000, !dbg !1086
  br i1 %t42, label %b7, label %b8, !dbg !1086

b7:                                               ; preds = %b4
  %t43 = fmul double %t36, 0x4350000000000000, !dbg !1087
  %t44 = bitcast double %t43 to i64, !dbg !1088
  %t45 = udiv i64 %t44, 3, !dbg !1089
  %t46 = add nuw nsw i64 %t45, 2990241250352824320, !dbg !1090
  br label %b8, !dbg !1091

b8:                                               ; preds = %b7, %b4
  %t48.in = phi i64 [ %t40, %b4 ], [ %t46, %b7 ]
  %t48 = bitcast i64 %t48.in to double, !dbg !1092
  %t49 = fmul double %t48, %t48, !dbg !1093
  %t50 = fdiv double %t49, %t36, !dbg !1094
  %t51 = fmul double %t50, %t48, !dbg !1095
  %t52 = fadd double %t51, 0x3FE15F15F15F15F1, !dbg !1096
  %t53 = fadd double %t52, 0x3FF6A0EA0EA0EA0F, !dbg !1097
  %t54 = fdiv double 0x3FE691DE2532C834, %t52, !dbg !1098
  %1 = fsub double %t53, %t54, !dbg !1099
  %t56 = fdiv double 0x3FF9B6DB6DB6DB6E, %1, !dbg !1100
  %t57 = fadd double %t56, 0x3FD6DB6DB6DB6DB7, !dbg !1101
  %t58 = fmul double %t57, %t48, !dbg !1102
  %t59 = bitcast double %t58 to i64, !dbg !1103
  %2 = add i64 %t59, 1073741824, !dbg !1104
  %t61 = and i64 %2, -1073741824, !dbg !1104
  %t62 = bitcast i64 %t61 to double, !dbg !1105
  %t63 = fmul double %t62, %t62, !dbg !1106
  %t64 = fdiv double %t36, %t63, !dbg !1107
  %t65 = fadd double %t62, %t62, !dbg !1108
  %t66 = fsub double %t64, %t62, !dbg !1109
  %t67 = fadd double %t65, %t64, !dbg !1110
  %t68 = fdiv double %t66, %t67, !dbg !1111
  %t69 = fmul double %t68, %t62, !dbg !1112
  %t70 = fadd double %t69, %t62, !dbg !1113
  %t71 = fneg double %t70
  %spec.select = select i1 %t34, double %t71, double %t70, !dbg !1113
  br label %b11, !dbg !1114

b11:                                              ; preds = %b2, %b8
  %t73 = phi double [ %spec.select, %b8 ], [ %t13, %b2 ]
  %t75 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t27, !dbg !1115
  %t77 = tail call double @llvm.rint.f64(double %t13), !dbg !1116
  %3 = insertelement <2 x double> poison, double %t73, i64 0, !dbg !1117
  %4 = insertelement <2 x double> %3, double %t77, i64 1, !dbg !1117
  %5 = fptrunc <2 x double> %4 to <2 x float>, !dbg !1117
  store <2 x float> %5, ptr addrspace(1) %t75, align 4, !dbg !1115
  %t80 = or i64 %t22, 3, !dbg !1118
  %t81 = tail call double @llvm.round.f64(double %t13), !dbg !1119
  %t83 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t80, !dbg !1120
  %t85 = tail call double @llvm.trunc.f64(double %t13), !dbg !1121
  %6 = insertelement <2 x double> poison, double %t81, i64 0, !dbg !1122
  %7 = insertelement <2 x double> %6, double %t85, i64 1, !dbg !1122
  %8 = fptrunc <2 x double> %7 to <2 x float>, !dbg !1122
  store <2 x float> %8, ptr addrspace(1) %t83, align 4, !dbg !1120
  %t88 = or i64 %t22, 5, !dbg !1123
  %t89 = tail call double @llvm.floor.f64(double %t13), !dbg !1124
  %t91 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t88, !dbg !1125
  %t93 = tail call double @llvm.ceil.f64(double %t13), !dbg !1126
  %9 = insertelement <2 x double> poison, double %t89, i64 0, !dbg !1127
  %10 = insertelement <2 x double> %9, double %t93, i64 1, !dbg !1127
  %11 = fptrunc <2 x double> %10 to <2 x float>, !dbg !1127
  store <2 x float> %11, ptr addrspace(1) %t91, align 4, !dbg !1125
  %t96 = or i64 %t22, 7, !dbg !1128
  %t105 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t96, !dbg !1129
  store float %t24, ptr addrspace(1) %t105, align 4, !dbg !1129
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eFloatIntrinsics_5bfloat64_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture readonly %a9, i64 %a10, i64 %a11) local_unnamed_addr #5 !dbg !1130 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1131
  %t1 = sext i32 %.13 to i64, !dbg !1131
  %.14 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1131
  %.15 = getelementptr inbounds i8, ptr addrspace(4) %.14, i64 4, !dbg !1131
  %.16 = load i16, ptr addrspace(4) %.15, align 4, !dbg !1131, !invariant.load !6
  %t3 = zext i16 %.16 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1131
  %.18 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1131
  %t6 = sext i32 %.18 to i64, !dbg !1131
  %t7 = add nsw i64 %t4, %t6, !dbg !1131
  %t9.not = icmp slt i64 %t7, %a4, !dbg !1132
  br i1 %t9.not, label %b2, label %common.ret, !dbg !1132

common.ret:                                       ; preds = %entry, %b11
  ret void, !dbg !1133

b2:                                               ; preds = %entry
  %t11 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t7, !dbg !1134
  %.19 = load double, ptr addrspace(1) %t11, align 8, !dbg !1134, !amdgpu.noclobber !6
  %t14 = getelementptr inbounds double, ptr addrspace(1) %a6, i64 %t7, !dbg !1135
  %.20 = load double, ptr addrspace(1) %t14, align 8, !dbg !1135, !amdgpu.noclobber !6
  %t17 = getelementptr inbounds double, ptr addrspace(1) %a9, i64 %t7, !dbg !1136
  %.21 = load double, ptr addrspace(1) %t17, align 8, !dbg !1136, !amdgpu.noclobber !6
  %t19 = shl nsw i64 %t7, 3, !dbg !1137
  %t20 = tail call double @llvm.fma.f64(double %.19, double %.20, double %.21), !dbg !1138
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t19, !dbg !1139
  store double %t20, ptr addrspace(1) %t22, align 8, !dbg !1139
  %t23 = or i64 %t19, 1, !dbg !1140
  %0 = fcmp ueq double %.19, 0.000000e+00, !dbg !1141
  %t28 = tail call i1 @llvm.amdgcn.class.f64(double %.19, i32 516), !dbg !1143
  %t29 = or i1 %0, %t28, !dbg !1145
  br i1 %t29, label %b11, label %b4, !dbg !1146

b4:                                               ; preds = %b2
  %t30 = fcmp olt double %.19, 0.000000e+00, !dbg !1147
  %t31 = fneg double %.19, !dbg !1147
  %t32 = select i1 %t30, double %t31, double %.19, !dbg !1147
  %t34 = bitcast double %t32 to i64, !dbg !1148
  %t35 = udiv i64 %t34, 3, !dbg !1149
  %t36 = add nuw nsw i64 %t35, 3071306043645493248, !dbg !1150
  %t38 = fcmp olt double %t32, 0x10000000000000, !dbg !1151
  br i1 %t38, label %b7, label %b8, !dbg !1151

b7:                                               ; preds = %b4
  %t39 = fmul double %t32, 0x4350000000000000, !dbg !1152
  %t40 = bitcast double %t39 to i64, !dbg !1153
  %t41 = udiv i64 %t40, 3, !dbg !1154
  %t42 = add nuw nsw i64 %t41, 2990241250352824320, !dbg !1155
  br label %b8, !dbg !1156

b8:                                               ; preds = %b7, %b4
  %t44.in = phi i64 [ %t36, %b4 ], [ %t42, %b7 ]
  %t44 = bitcast i64 %t44.in to double, !dbg !1157
  %t45 = fmul double %t44, %t44, !dbg !1158
  %t46 = fdiv double %t45, %t32, !dbg !1159
  %t47 = fmul double %t46, %t44, !dbg !1160
  %t48 = fadd double %t47, 0x3FE15F15F15F15F1, !dbg !1161
  %t49 = fadd double %t48, 0x3FF6A0EA0EA0EA0F, !dbg !1162
  %t50 = fdiv double 0x3FE691DE2532C834, %t48, !dbg !1163
  %1 = fsub double %t49, %t50, !dbg !1164
  %t52 = fdiv double 0x3FF9B6DB6DB6DB6E, %1, !dbg !1165
  %t53 = fadd double %t52, 0x3FD6DB6DB6DB6DB7, !dbg !1166
  %t54 = fmul double %t53, %t44, !dbg !1167
  %t55 = bitcast double %t54 to i64, !dbg !1168
  %2 = add i64 %t55, 1073741824, !dbg !1169
  %t57 = and i64 %2, -1073741824, !dbg !1169
  %t58 = bitcast i64 %t57 to double, !dbg !1170
  %t59 = fmul double %t58, %t58, !dbg !1171
  %t60 = fdiv double %t32, %t59, !dbg !1172
  %t61 = fadd double %t58, %t58, !dbg !1173
  %t62 = fsub double %t60, %t58, !dbg !1174
  %t63 = fadd double %t61, %t60, !dbg !1175
  %t64 = fdiv double %t62, %t63, !dbg !1176
  %t65 = fmul double %t64, %t58, !dbg !1177
  %t66 = fadd double %t65, %t58, !dbg !1178
  %t67 = fneg double %t66
  %spec.select = select i1 %t30, double %t67, double %t66, !dbg !1178
  br label %b11, !dbg !1179

b11:                                              ; preds = %b2, %b8
  %t69 = phi double [ %spec.select, %b8 ], [ %.19, %b2 ]
  %t70 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t23, !dbg !1180
  store double %t69, ptr addrspace(1) %t70, align 8, !dbg !1180
  %t71 = or i64 %t19, 2, !dbg !1181
  %t72 = tail call double @llvm.rint.f64(double %.19), !dbg !1182
  %t73 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t71, !dbg !1183
  store double %t72, ptr addrspace(1) %t73, align 8, !dbg !1183
  %t74 = or i64 %t19, 3, !dbg !1184
  %t75 = tail call double @llvm.round.f64(double %.19), !dbg !1185
  %t76 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t74, !dbg !1186
  store double %t75, ptr addrspace(1) %t76, align 8, !dbg !1186
  %t77 = or i64 %t19, 4, !dbg !1187
  %t78 = tail call double @llvm.trunc.f64(double %.19), !dbg !1188
  %t79 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t77, !dbg !1189
  store double %t78, ptr addrspace(1) %t79, align 8, !dbg !1189
  %t80 = or i64 %t19, 5, !dbg !1190
  %t81 = tail call double @llvm.floor.f64(double %.19), !dbg !1191
  %t82 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t80, !dbg !1192
  store double %t81, ptr addrspace(1) %t82, align 8, !dbg !1192
  %t83 = or i64 %t19, 6, !dbg !1193
  %t84 = tail call double @llvm.ceil.f64(double %.19), !dbg !1194
  %t85 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t83, !dbg !1195
  store double %t84, ptr addrspace(1) %t85, align 8, !dbg !1195
  %t86 = or i64 %t19, 7, !dbg !1196
  %t87 = fptrunc double %.19 to float, !dbg !1197
  %t88 = fpext float %t87 to double, !dbg !1198
  %t89 = fptrunc double %.20 to float, !dbg !1199
  %t90 = fpext float %t89 to double, !dbg !1200
  %t91 = fptrunc double %.21 to float, !dbg !1201
  %t92 = fpext float %t91 to double, !dbg !1202
  %t93 = tail call double @llvm.fma.f64(double %t88, double %t90, double %t92), !dbg !1203
  %t94 = fptrunc double %t93 to float, !dbg !1204
  %t95 = fpext float %t94 to double, !dbg !1205
  %t96 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t86, !dbg !1206
  store double %t95, ptr addrspace(1) %t96, align 8, !dbg !1206
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eRoundToInt_5bfloat32_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #5 !dbg !1207 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1208
  %t1 = sext i32 %.7 to i64, !dbg !1208
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1208
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !1208
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !1208, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1208
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1208
  %t6 = sext i32 %.12 to i64, !dbg !1208
  %t7 = add nsw i64 %t4, %t6, !dbg !1208
  %t9 = icmp slt i64 %t7, %a4, !dbg !1209
  br i1 %t9, label %b1, label %b2, !dbg !1209

b1:                                               ; preds = %entry
  %t11 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t7, !dbg !1210
  %.13 = load float, ptr addrspace(1) %t11, align 4, !dbg !1210, !amdgpu.noclobber !6
  %0 = tail call float @llvm.rint.f32(float %.13), !dbg !1211
  %.14 = fcmp oge float %0, 0xC3E0000000000000, !dbg !1212
  %.15 = fcmp olt float %0, 0x43E0000000000000, !dbg !1212
  %.16 = and i1 %.14, %.15, !dbg !1212
  %1 = fptosi float %0 to i64, !dbg !1212
  %.19 = select i1 %.16, i64 %1, i64 -9223372036854775808, !dbg !1212
  %t17 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t7, !dbg !1213
  store i64 %.19, ptr addrspace(1) %t17, align 8, !dbg !1213
  br label %b2, !dbg !1213

b2:                                               ; preds = %b1, %entry
  ret void, !dbg !1213
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eRoundToInt_5bfloat64_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #5 !dbg !1214 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1215
  %t1 = sext i32 %.7 to i64, !dbg !1215
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1215
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !1215
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !1215, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1215
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1215
  %t6 = sext i32 %.12 to i64, !dbg !1215
  %t7 = add nsw i64 %t4, %t6, !dbg !1215
  %t9 = icmp slt i64 %t7, %a4, !dbg !1216
  br i1 %t9, label %b1, label %b2, !dbg !1216

b1:                                               ; preds = %entry
  %t11 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t7, !dbg !1217
  %.13 = load double, ptr addrspace(1) %t11, align 8, !dbg !1217, !amdgpu.noclobber !6
  %t13 = tail call double @llvm.rint.f64(double %.13), !dbg !1218
  %.14 = fcmp oge double %t13, 0xC3E0000000000000, !dbg !1219
  %.15 = fcmp olt double %t13, 0x43E0000000000000, !dbg !1219
  %.16 = and i1 %.14, %.15, !dbg !1219
  %0 = fptosi double %t13 to i64, !dbg !1219
  %.19 = select i1 %.16, i64 %0, i64 -9223372036854775808, !dbg !1219
  %t16 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t7, !dbg !1220
  store i64 %.19, ptr addrspace(1) %t16, align 8, !dbg !1220
  br label %b2, !dbg !1220

b2:                                               ; preds = %b1, %entry
  ret void, !dbg !1220
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSelp(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, i64 %a3, ptr addrspace(1) nocapture readonly %a4, i64 %a5, i64 %a6) local_unnamed_addr #5 !dbg !1221 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1222
  %t1 = sext i32 %.7 to i64, !dbg !1222
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1222
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !1222
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !1222, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1222
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1222
  %t6 = sext i32 %.12 to i64, !dbg !1222
  %t7 = add nsw i64 %t4, %t6, !dbg !1222
  %t9 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t7, !dbg !1223
  %.13 = load i64, ptr addrspace(1) %t9, align 8, !dbg !1223, !amdgpu.noclobber !6
  %t11 = icmp sgt i64 %.13, 4, !dbg !1224
  br i1 %t11, label %b1, label %b4, !dbg !1224

b1:                                               ; preds = %entry
  %t121 = lshr i64 %a3, 63, !dbg !1225
  %t14 = add i64 %t121, %a3, !dbg !1225
  %t15 = and i64 %t14, -2, !dbg !1225
  %t17 = icmp eq i64 %t15, %a3, !dbg !1226
  br i1 %t17, label %b2, label %b4, !dbg !1226

b2:                                               ; preds = %b1
  %t19 = getelementptr inbounds i64, ptr addrspace(1) %a4, i64 %t7, !dbg !1227
  %.15 = load i64, ptr addrspace(1) %t19, align 8, !dbg !1227, !amdgpu.noclobber !6
  br label %b4, !dbg !1228

b4:                                               ; preds = %b1, %entry, %b2
  %.sink = phi i64 [ %.15, %b2 ], [ 3, %entry ], [ 13, %b1 ]
  store i64 %.sink, ptr addrspace(1) %t9, align 8, !dbg !1229
  ret void, !dbg !1230
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn writeonly
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eLaneWarp(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #6 !dbg !1231 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1232
  %t1 = sext i32 %.7 to i64, !dbg !1232
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1232
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !1232
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !1232, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1232
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1232
  %t6 = sext i32 %.12 to i64, !dbg !1232
  %t7 = add nsw i64 %t4, %t6, !dbg !1232
  %.13 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1233
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.13), !dbg !1233
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7, !dbg !1234
  store i32 %.14, ptr addrspace(1) %t12, align 4, !dbg !1234
  %t13 = icmp eq i64 %t7, 0, !dbg !1235
  br i1 %t13, label %b1, label %b2, !dbg !1235

b1:                                               ; preds = %entry
  store i32 64, ptr addrspace(1) %a3, align 4, !dbg !1236
  br label %b2, !dbg !1236

b2:                                               ; preds = %b1, %entry
  ret void, !dbg !1236
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn writeonly
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eGrid3D(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, ptr addrspace(1) nocapture writeonly %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11, i64 %a12, i64 %a13) local_unnamed_addr #6 !dbg !1237 {
entry:
  %.15 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1238
  %t5 = sext i32 %.15 to i64, !dbg !1238
  %.16 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1238
  %.17 = getelementptr inbounds i8, ptr addrspace(4) %.16, i64 4, !dbg !1238
  %.18 = load i16, ptr addrspace(4) %.17, align 4, !dbg !1238, !invariant.load !6
  %.19 = zext i16 %.18 to i32, !dbg !1238
  %t7 = zext i16 %.18 to i64
  %t8 = mul nsw i64 %t7, %t5, !dbg !1238
  %.20 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1238
  %t10 = sext i32 %.20 to i64, !dbg !1238
  %t11 = add nsw i64 %t8, %t10, !dbg !1238
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !1238
  %t13 = sext i32 %.21 to i64, !dbg !1238
  %.23 = getelementptr inbounds i8, ptr addrspace(4) %.16, i64 6, !dbg !1238
  %.24 = load i16, ptr addrspace(4) %.23, align 2, !dbg !1238, !invariant.load !6
  %.25 = zext i16 %.24 to i32, !dbg !1238
  %t15 = zext i16 %.24 to i64
  %t16 = mul nsw i64 %t15, %t13, !dbg !1238
  %.26 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !1238
  %t18 = sext i32 %.26 to i64, !dbg !1238
  %t19 = add nsw i64 %t16, %t18, !dbg !1238
  %.27 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !1238
  %t21 = sext i32 %.27 to i64, !dbg !1238
  %.29 = getelementptr inbounds i8, ptr addrspace(4) %.16, i64 8, !dbg !1238
  %.30 = load i16, ptr addrspace(4) %.29, align 4, !dbg !1238, !invariant.load !6
  %.31 = zext i16 %.30 to i32, !dbg !1238
  %t23 = zext i16 %.30 to i64
  %t24 = mul nsw i64 %t23, %t21, !dbg !1238
  %.32 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !1238
  %t26 = sext i32 %.32 to i64, !dbg !1238
  %t27 = add nsw i64 %t24, %t26, !dbg !1238
  %.34 = getelementptr inbounds i8, ptr addrspace(4) %.16, i64 12, !dbg !1239
  %.35 = load i32, ptr addrspace(4) %.34, align 4, !dbg !1239, !invariant.load !6
  %.40 = add nsw i32 %.19, -1, !dbg !1239
  %.41 = add i32 %.40, %.35, !dbg !1239
  %.42 = udiv i32 %.41, %.19, !dbg !1239
  %.44 = getelementptr inbounds i8, ptr addrspace(4) %.16, i64 16, !dbg !1239
  %.45 = load i32, ptr addrspace(4) %.44, align 4, !dbg !1239, !invariant.load !6
  %.50 = add nsw i32 %.25, -1, !dbg !1239
  %.51 = add i32 %.50, %.45, !dbg !1239
  %.52 = udiv i32 %.51, %.25, !dbg !1239
  %.54 = getelementptr inbounds i8, ptr addrspace(4) %.16, i64 20, !dbg !1239
  %.55 = load i32, ptr addrspace(4) %.54, align 4, !dbg !1239, !invariant.load !6
  %.60 = add nsw i32 %.31, -1, !dbg !1239
  %.61 = add i32 %.60, %.55, !dbg !1239
  %.62 = udiv i32 %.61, %.31, !dbg !1239
  %t36 = mul nuw nsw i64 %t15, %t7, !dbg !1239
  %t33 = mul nuw nsw i64 %t36, %t23, !dbg !1239
  %0 = trunc i64 %t33 to i32, !dbg !1240
  %1 = mul i32 %.42, %0, !dbg !1240
  %2 = mul i32 %1, %.52, !dbg !1240
  %t39 = mul i32 %2, %.62, !dbg !1240
  %t41 = mul i64 %t11, %a4, !dbg !1241
  %t43 = mul i64 %t19, %a5, !dbg !1241
  %t44 = add i64 %t43, %t41, !dbg !1241
  %t46 = mul i64 %t27, %a6, !dbg !1241
  %t47 = add i64 %t44, %t46, !dbg !1241
  %t49 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t47, !dbg !1241
  store i32 %t39, ptr addrspace(1) %t49, align 4, !dbg !1241
  %t106 = mul i64 %t11, %a11, !dbg !1242
  %t108 = mul i64 %t19, %a12, !dbg !1242
  %t109 = add i64 %t108, %t106, !dbg !1242
  %t111 = mul i64 %t27, %a13, !dbg !1242
  %t112 = add i64 %t109, %t111, !dbg !1242
  %t114 = getelementptr inbounds i32, ptr addrspace(1) %a7, i64 %t112, !dbg !1242
  store i32 1, ptr addrspace(1) %t114, align 4, !dbg !1242
  ret void, !dbg !1242
}

; Function Attrs: nofree nosync nounwind writeonly
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eForloopStep(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4) local_unnamed_addr #7 !dbg !1243 {
entry:
  %.6 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1244
  %t1 = sext i32 %.6 to i64, !dbg !1244
  %.7 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1244
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.7, i64 4, !dbg !1244
  %.9 = load i16, ptr addrspace(4) %.8, align 4, !dbg !1244, !invariant.load !6
  %.10 = zext i16 %.9 to i32, !dbg !1244
  %t3 = zext i16 %.9 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1244
  %.11 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1244
  %t6 = sext i32 %.11 to i64, !dbg !1244
  %t7 = add nsw i64 %t4, %t6, !dbg !1244
  %.12 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !1244
  %t9 = sext i32 %.12 to i64, !dbg !1244
  %.14 = getelementptr inbounds i8, ptr addrspace(4) %.7, i64 6, !dbg !1244
  %.15 = load i16, ptr addrspace(4) %.14, align 2, !dbg !1244, !invariant.load !6
  %.16 = zext i16 %.15 to i32, !dbg !1244
  %t11 = zext i16 %.15 to i64
  %t12 = mul nsw i64 %t11, %t9, !dbg !1244
  %.17 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !1244
  %t14 = sext i32 %.17 to i64, !dbg !1244
  %t15 = add nsw i64 %t12, %t14, !dbg !1244
  %.19 = getelementptr inbounds i8, ptr addrspace(4) %.7, i64 12, !dbg !1245
  %.20 = load i32, ptr addrspace(4) %.19, align 4, !dbg !1245, !invariant.load !6
  %.25 = add nsw i32 %.10, -1, !dbg !1245
  %.26 = add i32 %.25, %.20, !dbg !1245
  %.27 = udiv i32 %.26, %.10, !dbg !1245
  %t17 = sext i32 %.27 to i64, !dbg !1245
  %t18 = mul nsw i64 %t17, %t3, !dbg !1245
  %.29 = getelementptr inbounds i8, ptr addrspace(4) %.7, i64 16, !dbg !1245
  %.30 = load i32, ptr addrspace(4) %.29, align 4, !dbg !1245, !invariant.load !6
  %.35 = add nsw i32 %.16, -1, !dbg !1245
  %.36 = add i32 %.35, %.30, !dbg !1245
  %.37 = udiv i32 %.36, %.16, !dbg !1245
  %t20 = sext i32 %.37 to i64, !dbg !1245
  %t21 = mul nsw i64 %t20, %t11, !dbg !1245
  %t28 = mul i64 %t21, %a3, !dbg !1246
  %t32 = mul i64 %t18, %a4, !dbg !1246
  %t354 = icmp slt i64 %t7, %a2, !dbg !1247
  br i1 %t354, label %b3.preheader.lr.ph, label %b6, !dbg !1247

b3.preheader.lr.ph:                               ; preds = %entry
  %t27 = mul i64 %t15, %a3, !dbg !1246
  %t29 = mul i64 %t7, %a4, !dbg !1246
  %t30 = add i64 %t27, %t29, !dbg !1246
  %t31 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t30, !dbg !1246
  %t381 = icmp slt i64 %t15, %a1
  br label %b3.preheader, !dbg !1247

b3.preheader:                                     ; preds = %b3.preheader.lr.ph, %b5
  %t346 = phi i64 [ %t7, %b3.preheader.lr.ph ], [ %t43, %b5 ]
  %t335 = phi ptr addrspace(1) [ %t31, %b3.preheader.lr.ph ], [ %t44, %b5 ]
  br i1 %t381, label %b4, label %b5, !dbg !1248

b4:                                               ; preds = %b3.preheader, %b4
  %t373 = phi i64 [ %t41, %b4 ], [ %t15, %b3.preheader ]
  %t362 = phi ptr addrspace(1) [ %t42, %b4 ], [ %t335, %b3.preheader ]
  %t39 = add i64 %t373, %t346, !dbg !1249
  %t40 = trunc i64 %t39 to i32, !dbg !1250
  store i32 %t40, ptr addrspace(1) %t362, align 4, !dbg !1246
  %t41 = add i64 %t373, %t21, !dbg !1251
  %t42 = getelementptr inbounds i32, ptr addrspace(1) %t362, i64 %t28, !dbg !1246
  %t38 = icmp slt i64 %t41, %a1, !dbg !1248
  br i1 %t38, label %b4, label %b5, !dbg !1248

b5:                                               ; preds = %b4, %b3.preheader
  %t43 = add i64 %t346, %t18, !dbg !1252
  %t44 = getelementptr inbounds i32, ptr addrspace(1) %t335, i64 %t32, !dbg !1246
  %t35 = icmp slt i64 %t43, %a2, !dbg !1247
  br i1 %t35, label %b3.preheader, label %b6, !dbg !1247

b6:                                               ; preds = %b5, %entry
  ret void, !dbg !1252
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eIntDiv(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11) local_unnamed_addr #5 !dbg !1253 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1254
  %t1 = sext i32 %.13 to i64, !dbg !1254
  %.14 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1254
  %.15 = getelementptr inbounds i8, ptr addrspace(4) %.14, i64 4, !dbg !1254
  %.16 = load i16, ptr addrspace(4) %.15, align 4, !dbg !1254, !invariant.load !6
  %t3 = zext i16 %.16 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1254
  %.18 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1254
  %t6 = sext i32 %.18 to i64, !dbg !1254
  %t7 = add nsw i64 %t4, %t6, !dbg !1254
  %t9.not = icmp slt i64 %t7, %a1, !dbg !1255
  br i1 %t9.not, label %b2, label %common.ret, !dbg !1255

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !1256

b2:                                               ; preds = %entry
  %t11 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t7, !dbg !1257
  %.19 = load i64, ptr addrspace(1) %t11, align 8, !dbg !1257, !amdgpu.noclobber !6
  %t14 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t7, !dbg !1258
  %.20 = load i64, ptr addrspace(1) %t14, align 8, !dbg !1258, !amdgpu.noclobber !6
  %t16 = shl nsw i64 %t7, 3, !dbg !1259
  %t17 = trunc i64 %.19 to i32, !dbg !1260
  %t18 = trunc i64 %.20 to i32, !dbg !1261
  %.21 = icmp eq i32 %t18, 0, !dbg !1262
  %.22 = icmp eq i32 %t18, -1, !dbg !1262
  %0 = add i32 %t18, 1, !dbg !1262
  %1 = icmp ult i32 %0, 2, !dbg !1262
  %.24 = select i1 %1, i32 1, i32 %t18, !dbg !1262
  %t17.frozen = freeze i32 %t17
  %.24.frozen = freeze i32 %.24
  %.25 = sdiv i32 %t17.frozen, %.24.frozen, !dbg !1262
  %.26 = sub i32 0, %t17, !dbg !1262
  %.27 = select i1 %.22, i32 %.26, i32 %.25, !dbg !1262
  %.28 = select i1 %.21, i32 -1, i32 %.27, !dbg !1262
  %t20 = sext i32 %.28 to i64, !dbg !1263
  %t22 = getelementptr inbounds i64, ptr addrspace(1) %a6, i64 %t16, !dbg !1264
  store i64 %t20, ptr addrspace(1) %t22, align 8, !dbg !1264
  %2 = mul i32 %.25, %.24.frozen
  %.33.decomposed = sub i32 %t17.frozen, %2
  %.34 = select i1 %.21, i32 %t17, i32 %.33.decomposed, !dbg !1265
  %t24 = sext i32 %.34 to i64, !dbg !1266
  %t26 = getelementptr inbounds i64, ptr addrspace(1) %a9, i64 %t16, !dbg !1267
  store i64 %t24, ptr addrspace(1) %t26, align 8, !dbg !1267
  %t27 = or i64 %t16, 1, !dbg !1268
  %.35 = icmp eq i64 %.20, 0, !dbg !1269
  %.36 = icmp eq i64 %.20, -1, !dbg !1269
  %3 = add i64 %.20, 1, !dbg !1269
  %4 = icmp ult i64 %3, 2, !dbg !1269
  %.38 = select i1 %4, i64 1, i64 %.20, !dbg !1269
  %.19.frozen = freeze i64 %.19
  %.38.frozen = freeze i64 %.38
  %.39 = sdiv i64 %.19.frozen, %.38.frozen, !dbg !1269
  %.40 = sub i64 0, %.19, !dbg !1269
  %.41 = select i1 %.36, i64 %.40, i64 %.39, !dbg !1269
  %.42 = select i1 %.35, i64 -1, i64 %.41, !dbg !1269
  %t29 = getelementptr inbounds i64, ptr addrspace(1) %a6, i64 %t27, !dbg !1270
  store i64 %.42, ptr addrspace(1) %t29, align 8, !dbg !1270
  %5 = mul i64 %.39, %.38.frozen
  %.47.decomposed = sub i64 %.19.frozen, %5
  %.48 = select i1 %.35, i64 %.19, i64 %.47.decomposed, !dbg !1271
  %t31 = getelementptr inbounds i64, ptr addrspace(1) %a9, i64 %t27, !dbg !1272
  store i64 %.48, ptr addrspace(1) %t31, align 8, !dbg !1272
  %t32 = or i64 %t16, 2, !dbg !1273
  %.50 = select i1 %.21, i32 1, i32 %t18, !dbg !1274
  %t17.frozen1 = freeze i32 %t17
  %.50.frozen = freeze i32 %.50
  %.51 = udiv i32 %t17.frozen1, %.50.frozen, !dbg !1274
  %.52 = select i1 %.21, i32 -1, i32 %.51, !dbg !1274
  %t36 = zext i32 %.52 to i64, !dbg !1275
  %t37 = getelementptr inbounds i64, ptr addrspace(1) %a6, i64 %t32, !dbg !1276
  store i64 %t36, ptr addrspace(1) %t37, align 8, !dbg !1276
  %6 = mul i32 %.51, %.50.frozen
  %.55.decomposed = sub i32 %t17.frozen1, %6
  %.56 = select i1 %.21, i32 %t17, i32 %.55.decomposed, !dbg !1277
  %t39 = zext i32 %.56 to i64, !dbg !1278
  %t40 = getelementptr inbounds i64, ptr addrspace(1) %a9, i64 %t32, !dbg !1279
  store i64 %t39, ptr addrspace(1) %t40, align 8, !dbg !1279
  %t41 = or i64 %t16, 3, !dbg !1280
  %t42 = trunc i64 %.19 to i8, !dbg !1281
  %t43 = trunc i64 %.20 to i8, !dbg !1282
  %.57 = icmp eq i8 %t43, 0, !dbg !1283
  %.58 = icmp eq i8 %t43, -1, !dbg !1283
  %7 = add i8 %t43, 1, !dbg !1283
  %8 = icmp ult i8 %7, 2, !dbg !1283
  %.60 = select i1 %8, i8 1, i8 %t43, !dbg !1283
  %t42.frozen = freeze i8 %t42
  %.60.frozen = freeze i8 %.60
  %.61 = sdiv i8 %t42.frozen, %.60.frozen, !dbg !1283
  %.62 = sub i8 0, %t42, !dbg !1283
  %.63 = select i1 %.58, i8 %.62, i8 %.61, !dbg !1283
  %.64 = select i1 %.57, i8 -1, i8 %.63, !dbg !1283
  %t45 = sext i8 %.64 to i64, !dbg !1284
  %t46 = getelementptr inbounds i64, ptr addrspace(1) %a6, i64 %t41, !dbg !1285
  store i64 %t45, ptr addrspace(1) %t46, align 8, !dbg !1285
  %9 = mul i8 %.61, %.60.frozen
  %.69.decomposed = sub i8 %t42.frozen, %9
  %.70 = select i1 %.57, i8 %t42, i8 %.69.decomposed, !dbg !1286
  %t48 = sext i8 %.70 to i64, !dbg !1287
  %t49 = getelementptr inbounds i64, ptr addrspace(1) %a9, i64 %t41, !dbg !1288
  store i64 %t48, ptr addrspace(1) %t49, align 8, !dbg !1288
  %t50 = or i64 %t16, 4, !dbg !1289
  %.72 = select i1 %.35, i64 1, i64 %.20, !dbg !1290
  %.19.frozen2 = freeze i64 %.19
  %.72.frozen = freeze i64 %.72
  %.73 = udiv i64 %.19.frozen2, %.72.frozen, !dbg !1290
  %.74 = select i1 %.35, i64 -1, i64 %.73, !dbg !1290
  %t55 = getelementptr inbounds i64, ptr addrspace(1) %a6, i64 %t50, !dbg !1291
  store i64 %.74, ptr addrspace(1) %t55, align 8, !dbg !1291
  %10 = mul i64 %.73, %.72.frozen
  %.77.decomposed = sub i64 %.19.frozen2, %10
  %.78 = select i1 %.35, i64 %.19, i64 %.77.decomposed, !dbg !1292
  %t58 = getelementptr inbounds i64, ptr addrspace(1) %a9, i64 %t50, !dbg !1293
  store i64 %.78, ptr addrspace(1) %t58, align 8, !dbg !1293
  %t59 = or i64 %t16, 5, !dbg !1294
  %t60 = trunc i64 %.19 to i16, !dbg !1295
  %t61 = trunc i64 %.20 to i16, !dbg !1296
  %.79 = icmp eq i16 %t61, 0, !dbg !1297
  %.80 = icmp eq i16 %t61, -1, !dbg !1297
  %11 = add i16 %t61, 1, !dbg !1297
  %12 = icmp ult i16 %11, 2, !dbg !1297
  %.82 = select i1 %12, i16 1, i16 %t61, !dbg !1297
  %t60.frozen = freeze i16 %t60
  %.82.frozen = freeze i16 %.82
  %.83 = sdiv i16 %t60.frozen, %.82.frozen, !dbg !1297
  %.84 = sub i16 0, %t60, !dbg !1297
  %.85 = select i1 %.80, i16 %.84, i16 %.83, !dbg !1297
  %.86 = select i1 %.79, i16 -1, i16 %.85, !dbg !1297
  %t63 = sext i16 %.86 to i64, !dbg !1298
  %t64 = getelementptr inbounds i64, ptr addrspace(1) %a6, i64 %t59, !dbg !1299
  store i64 %t63, ptr addrspace(1) %t64, align 8, !dbg !1299
  %13 = mul i16 %.83, %.82.frozen
  %.91.decomposed = sub i16 %t60.frozen, %13
  %.92 = select i1 %.79, i16 %t60, i16 %.91.decomposed, !dbg !1300
  %t66 = sext i16 %.92 to i64, !dbg !1301
  %t67 = getelementptr inbounds i64, ptr addrspace(1) %a9, i64 %t59, !dbg !1302
  store i64 %t66, ptr addrspace(1) %t67, align 8, !dbg !1302
  %t68 = or i64 %t16, 6, !dbg !1303
  %.94 = select i1 %.57, i8 1, i8 %t43, !dbg !1304
  %t42.frozen3 = freeze i8 %t42
  %.94.frozen = freeze i8 %.94
  %.95 = udiv i8 %t42.frozen3, %.94.frozen, !dbg !1304
  %.96 = select i1 %.57, i8 -1, i8 %.95, !dbg !1304
  %t72 = zext i8 %.96 to i64, !dbg !1305
  %t73 = getelementptr inbounds i64, ptr addrspace(1) %a6, i64 %t68, !dbg !1306
  store i64 %t72, ptr addrspace(1) %t73, align 8, !dbg !1306
  %14 = mul i8 %.95, %.94.frozen
  %.99.decomposed = sub i8 %t42.frozen3, %14
  %.100 = select i1 %.57, i8 %t42, i8 %.99.decomposed, !dbg !1307
  %t75 = zext i8 %.100 to i64, !dbg !1308
  %t76 = getelementptr inbounds i64, ptr addrspace(1) %a9, i64 %t68, !dbg !1309
  store i64 %t75, ptr addrspace(1) %t76, align 8, !dbg !1309
  %t77 = or i64 %t16, 7, !dbg !1310
  %.102 = select i1 %.79, i16 1, i16 %t61, !dbg !1311
  %t60.frozen4 = freeze i16 %t60
  %.102.frozen = freeze i16 %.102
  %.103 = udiv i16 %t60.frozen4, %.102.frozen, !dbg !1311
  %.104 = select i1 %.79, i16 -1, i16 %.103, !dbg !1311
  %t81 = zext i16 %.104 to i64, !dbg !1312
  %t82 = getelementptr inbounds i64, ptr addrspace(1) %a6, i64 %t77, !dbg !1313
  store i64 %t81, ptr addrspace(1) %t82, align 8, !dbg !1313
  %15 = mul i16 %.103, %.102.frozen
  %.107.decomposed = sub i16 %t60.frozen4, %15
  %.108 = select i1 %.79, i16 %t60, i16 %.107.decomposed, !dbg !1314
  %t84 = zext i16 %.108 to i64, !dbg !1315
  %t85 = getelementptr inbounds i64, ptr addrspace(1) %a9, i64 %t77, !dbg !1316
  store i64 %t84, ptr addrspace(1) %t85, align 8, !dbg !1316
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eFloatToInt(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #5 !dbg !1317 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1318
  %t1 = sext i32 %.7 to i64, !dbg !1318
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1318
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !1318
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !1318, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1318
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1318
  %t6 = sext i32 %.12 to i64, !dbg !1318
  %t7 = add nsw i64 %t4, %t6, !dbg !1318
  %t9.not = icmp slt i64 %t7, %a1, !dbg !1319
  br i1 %t9.not, label %b2, label %common.ret, !dbg !1319

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !1320

b2:                                               ; preds = %entry
  %t11 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t7, !dbg !1321
  %.13 = load double, ptr addrspace(1) %t11, align 8, !dbg !1321, !amdgpu.noclobber !6
  %t13 = fptrunc double %.13 to float, !dbg !1322
  %t14 = shl nsw i64 %t7, 4, !dbg !1323
  %t16 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t14, !dbg !1324
  %.14 = fcmp oge double %.13, 0xC1E0000000000000, !dbg !1325
  %.15 = fcmp olt double %.13, 0x41E0000000000000, !dbg !1325
  %.16 = and i1 %.14, %.15, !dbg !1325
  %0 = fptosi double %.13 to i32, !dbg !1325
  %.19 = select i1 %.16, i32 %0, i32 -2147483648, !dbg !1325
  %.20 = zext i32 %.19 to i64, !dbg !1325
  %sext = shl i64 %.20, 56, !dbg !1326
  %t18 = ashr exact i64 %sext, 56, !dbg !1326
  store i64 %t18, ptr addrspace(1) %t16, align 8, !dbg !1327
  %sext2 = shl i64 %.20, 48, !dbg !1328
  %t21 = ashr exact i64 %sext2, 48, !dbg !1328
  %t22 = getelementptr inbounds i64, ptr addrspace(1) %t16, i64 1, !dbg !1329
  store i64 %t21, ptr addrspace(1) %t22, align 8, !dbg !1329
  %t24 = sext i32 %.19 to i64, !dbg !1330
  %t25 = getelementptr inbounds i64, ptr addrspace(1) %t16, i64 2, !dbg !1331
  store i64 %t24, ptr addrspace(1) %t25, align 8, !dbg !1331
  %.34 = fcmp oge double %.13, 0xC3E0000000000000, !dbg !1332
  %.35 = fcmp olt double %.13, 0x43E0000000000000, !dbg !1332
  %.36 = and i1 %.34, %.35, !dbg !1332
  %1 = fptosi double %.13 to i64, !dbg !1332
  %.39 = select i1 %.36, i64 %1, i64 -9223372036854775808, !dbg !1332
  %t28 = getelementptr inbounds i64, ptr addrspace(1) %t16, i64 3, !dbg !1333
  store i64 %.39, ptr addrspace(1) %t28, align 8, !dbg !1333
  %.20.mask = and i32 %.19, 255, !dbg !1334
  %t30 = zext i32 %.20.mask to i64, !dbg !1334
  %t31 = getelementptr inbounds i64, ptr addrspace(1) %t16, i64 4, !dbg !1335
  store i64 %t30, ptr addrspace(1) %t31, align 8, !dbg !1335
  %.27.mask = and i32 %.19, 65535, !dbg !1336
  %t33 = zext i32 %.27.mask to i64, !dbg !1336
  %t34 = getelementptr inbounds i64, ptr addrspace(1) %t16, i64 5, !dbg !1337
  store i64 %t33, ptr addrspace(1) %t34, align 8, !dbg !1337
  %t36 = and i64 %.39, 4294967295, !dbg !1338
  %t37 = getelementptr inbounds i64, ptr addrspace(1) %t16, i64 6, !dbg !1339
  store i64 %t36, ptr addrspace(1) %t37, align 8, !dbg !1339
  %.68 = fadd double %.13, 0xC3E0000000000000, !dbg !1340
  %.69 = fcmp oge double %.68, 0xC3E0000000000000, !dbg !1340
  %.70 = fcmp olt double %.68, 0x43E0000000000000, !dbg !1340
  %.71 = and i1 %.69, %.70, !dbg !1340
  %2 = fptosi double %.68 to i64, !dbg !1340
  %.op = or i64 %2, -9223372036854775808, !dbg !1340
  %.75 = select i1 %.71, i64 %.op, i64 -9223372036854775808, !dbg !1340
  %.76 = select i1 %.35, i64 %.39, i64 %.75, !dbg !1340
  %t39 = getelementptr inbounds i64, ptr addrspace(1) %t16, i64 7, !dbg !1341
  store i64 %.76, ptr addrspace(1) %t39, align 8, !dbg !1341
  %.77 = fcmp oge float %t13, 0xC1E0000000000000, !dbg !1342
  %.78 = fcmp olt float %t13, 0x41E0000000000000, !dbg !1342
  %.79 = and i1 %.77, %.78, !dbg !1342
  %3 = fptosi float %t13 to i32, !dbg !1342
  %.82 = select i1 %.79, i32 %3, i32 -2147483648, !dbg !1342
  %.83 = zext i32 %.82 to i64, !dbg !1342
  %sext3 = shl i64 %.83, 56, !dbg !1343
  %t41 = ashr exact i64 %sext3, 56, !dbg !1343
  %t42 = getelementptr inbounds i64, ptr addrspace(1) %t16, i64 8, !dbg !1344
  store i64 %t41, ptr addrspace(1) %t42, align 8, !dbg !1344
  %sext4 = shl i64 %.83, 48, !dbg !1345
  %t44 = ashr exact i64 %sext4, 48, !dbg !1345
  %t45 = getelementptr inbounds i64, ptr addrspace(1) %t16, i64 9, !dbg !1346
  store i64 %t44, ptr addrspace(1) %t45, align 8, !dbg !1346
  %t47 = sext i32 %.82 to i64, !dbg !1347
  %t48 = getelementptr inbounds i64, ptr addrspace(1) %t16, i64 10, !dbg !1348
  store i64 %t47, ptr addrspace(1) %t48, align 8, !dbg !1348
  %.97 = fcmp oge float %t13, 0xC3E0000000000000, !dbg !1349
  %.98 = fcmp olt float %t13, 0x43E0000000000000, !dbg !1349
  %.99 = and i1 %.97, %.98, !dbg !1349
  %4 = fptosi float %t13 to i64, !dbg !1349
  %.102 = select i1 %.99, i64 %4, i64 -9223372036854775808, !dbg !1349
  %t51 = getelementptr inbounds i64, ptr addrspace(1) %t16, i64 11, !dbg !1350
  store i64 %.102, ptr addrspace(1) %t51, align 8, !dbg !1350
  %.83.mask = and i32 %.82, 255, !dbg !1351
  %t53 = zext i32 %.83.mask to i64, !dbg !1351
  %t54 = getelementptr inbounds i64, ptr addrspace(1) %t16, i64 12, !dbg !1352
  store i64 %t53, ptr addrspace(1) %t54, align 8, !dbg !1352
  %.90.mask = and i32 %.82, 65535, !dbg !1353
  %t56 = zext i32 %.90.mask to i64, !dbg !1353
  %t57 = getelementptr inbounds i64, ptr addrspace(1) %t16, i64 13, !dbg !1354
  store i64 %t56, ptr addrspace(1) %t57, align 8, !dbg !1354
  %t59 = and i64 %.102, 4294967295, !dbg !1355
  %t60 = getelementptr inbounds i64, ptr addrspace(1) %t16, i64 14, !dbg !1356
  store i64 %t59, ptr addrspace(1) %t60, align 8, !dbg !1356
  %.131 = fadd float %t13, 0xC3E0000000000000, !dbg !1357
  %.132 = fcmp oge float %.131, 0xC3E0000000000000, !dbg !1357
  %.133 = fcmp olt float %.131, 0x43E0000000000000, !dbg !1357
  %.134 = and i1 %.132, %.133, !dbg !1357
  %5 = fptosi float %.131 to i64, !dbg !1357
  %.op1 = or i64 %5, -9223372036854775808, !dbg !1357
  %.138 = select i1 %.134, i64 %.op1, i64 -9223372036854775808, !dbg !1357
  %.139 = select i1 %.98, i64 %.102, i64 %.138, !dbg !1357
  %t62 = getelementptr inbounds i64, ptr addrspace(1) %t16, i64 15, !dbg !1358
  store i64 %.139, ptr addrspace(1) %t62, align 8, !dbg !1358
  br label %common.ret
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eUselessSync(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, i64 %a3) local_unnamed_addr #0 !dbg !1359 {
entry:
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1361
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !1361
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !1361, !invariant.load !6
  switch i64 %a3, label %b5 [
    i64 0, label %b1
    i64 1, label %b4
  ], !dbg !1362

b1:                                               ; preds = %entry
  fence syncscope("workgroup") release, !dbg !1363
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1363
  fence syncscope("workgroup") acquire, !dbg !1363
  br label %b2, !dbg !1363

b2:                                               ; preds = %b5, %b4, %b1
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1361
  %t1 = sext i32 %.4 to i64, !dbg !1361
  %t3 = zext i16 %.7 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1361
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1361
  %t6 = sext i32 %.9 to i64, !dbg !1361
  %t7 = add nsw i64 %t4, %t6, !dbg !1361
  %t9 = trunc i64 %t7 to i32, !dbg !1364
  %t11 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7, !dbg !1365
  store i32 %t9, ptr addrspace(1) %t11, align 4, !dbg !1365
  ret void, !dbg !1365

b4:                                               ; preds = %entry
  fence syncscope("wavefront") release, !dbg !1366
  tail call void @llvm.amdgcn.wave.barrier(), !dbg !1366
  fence syncscope("wavefront") acquire, !dbg !1366
  br label %b2, !dbg !1366

b5:                                               ; preds = %entry
  fence syncscope("wavefront") release, !dbg !1367
  tail call void @llvm.amdgcn.wave.barrier(), !dbg !1367
  fence syncscope("wavefront") acquire, !dbg !1367
  br label %b2, !dbg !1367
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eCoopSyncWarp(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #0 !dbg !1368 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1369
  %t2 = sext i32 %.4 to i64, !dbg !1369
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1369
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !1369
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !1369, !invariant.load !6
  %t4 = zext i16 %.7 to i64
  %t5 = mul nsw i64 %t4, %t2, !dbg !1369
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1369
  %t7 = sext i32 %.9 to i64, !dbg !1369
  %t8 = add nsw i64 %t5, %t7, !dbg !1369
  %t9 = trunc i64 %t8 to i32, !dbg !1370
  %t10 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eCoopSyncWarp.shared.0, i32 %t9, !dbg !1371
  store i32 %t9, ptr addrspace(3) %t10, align 4, !dbg !1371
  fence syncscope("wavefront") release, !dbg !1372
  tail call void @llvm.amdgcn.wave.barrier(), !dbg !1372
  fence syncscope("wavefront") acquire, !dbg !1372
  %t11 = icmp slt i64 %t8, 16, !dbg !1373
  br i1 %t11, label %b1, label %b2, !dbg !1373

b1:                                               ; preds = %entry
  %.10 = load i32, ptr addrspace(3) %t10, align 4, !dbg !1374
  %0 = add i32 %t9, 16, !dbg !1375
  %t14 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eCoopSyncWarp.shared.0, i32 %0, !dbg !1375
  %.11 = load i32, ptr addrspace(3) %t14, align 4, !dbg !1375
  %t16 = add i32 %.11, %.10, !dbg !1376
  store i32 %t16, ptr addrspace(3) %t10, align 4, !dbg !1377
  fence syncscope("wavefront") release, !dbg !1378
  tail call void @llvm.amdgcn.wave.barrier(), !dbg !1378
  fence syncscope("wavefront") acquire, !dbg !1378
  br label %b2, !dbg !1378

b2:                                               ; preds = %b1, %entry
  %t17 = icmp slt i64 %t8, 8, !dbg !1379
  br i1 %t17, label %b3, label %b4, !dbg !1379

b3:                                               ; preds = %b2
  %.12 = load i32, ptr addrspace(3) %t10, align 4, !dbg !1380
  %1 = add i32 %t9, 8, !dbg !1381
  %t20 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eCoopSyncWarp.shared.0, i32 %1, !dbg !1381
  %.13 = load i32, ptr addrspace(3) %t20, align 4, !dbg !1381
  %t22 = add i32 %.13, %.12, !dbg !1382
  store i32 %t22, ptr addrspace(3) %t10, align 4, !dbg !1383
  fence syncscope("wavefront") release, !dbg !1384
  tail call void @llvm.amdgcn.wave.barrier(), !dbg !1384
  fence syncscope("wavefront") acquire, !dbg !1384
  br label %b4, !dbg !1384

b4:                                               ; preds = %b3, %b2
  %t23 = icmp slt i64 %t8, 4, !dbg !1385
  br i1 %t23, label %b5, label %b6, !dbg !1385

b5:                                               ; preds = %b4
  %.14 = load i32, ptr addrspace(3) %t10, align 4, !dbg !1386
  %2 = add i32 %t9, 4, !dbg !1387
  %t26 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eCoopSyncWarp.shared.0, i32 %2, !dbg !1387
  %.15 = load i32, ptr addrspace(3) %t26, align 4, !dbg !1387
  %t28 = add i32 %.15, %.14, !dbg !1388
  store i32 %t28, ptr addrspace(3) %t10, align 4, !dbg !1389
  fence syncscope("wavefront") release, !dbg !1390
  tail call void @llvm.amdgcn.wave.barrier(), !dbg !1390
  fence syncscope("wavefront") acquire, !dbg !1390
  br label %b6, !dbg !1390

b6:                                               ; preds = %b5, %b4
  %t29 = icmp slt i64 %t8, 2, !dbg !1391
  br i1 %t29, label %b7, label %b8, !dbg !1391

b7:                                               ; preds = %b6
  %.16 = load i32, ptr addrspace(3) %t10, align 4, !dbg !1392
  %3 = add i32 %t9, 2, !dbg !1393
  %t32 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eCoopSyncWarp.shared.0, i32 %3, !dbg !1393
  %.17 = load i32, ptr addrspace(3) %t32, align 4, !dbg !1393
  %t34 = add i32 %.17, %.16, !dbg !1394
  store i32 %t34, ptr addrspace(3) %t10, align 4, !dbg !1395
  fence syncscope("wavefront") release, !dbg !1396
  tail call void @llvm.amdgcn.wave.barrier(), !dbg !1396
  fence syncscope("wavefront") acquire, !dbg !1396
  br label %b8, !dbg !1396

b8:                                               ; preds = %b7, %b6
  %t35 = icmp eq i64 %t8, 0, !dbg !1397
  br i1 %t35, label %b9, label %b10, !dbg !1397

b9:                                               ; preds = %b8
  %.18 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eCoopSyncWarp.shared.0, align 4, !dbg !1398
  %.19 = load i32, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eCoopSyncWarp.shared.0, i32 0, i32 4), align 4, !dbg !1399
  %t40 = add i32 %.19, %.18, !dbg !1400
  store i32 %t40, ptr addrspace(1) %a0, align 4, !dbg !1401
  br label %b10, !dbg !1401

b10:                                              ; preds = %b9, %b8
  ret void, !dbg !1401
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #1 !dbg !1402 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1403
  %t2 = sext i32 %.4 to i64, !dbg !1403
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1403
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !1403
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !1403, !invariant.load !6
  %t4 = zext i16 %.7 to i64
  %t5 = mul nsw i64 %t4, %t2, !dbg !1403
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1403
  %t7 = sext i32 %.9 to i64, !dbg !1403
  %t8 = add nsw i64 %t5, %t7, !dbg !1403
  %t9 = icmp eq i64 %t8, 0, !dbg !1404
  br i1 %t9, label %b3.preheader, label %b4, !dbg !1404

b3.preheader:                                     ; preds = %entry
  store <2 x i32> <i32 0, i32 1>, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, align 8, !dbg !1405
  store <2 x i32> <i32 2, i32 3>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 8), align 8, !dbg !1405
  store <2 x i32> <i32 4, i32 5>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 16), align 8, !dbg !1405
  store <2 x i32> <i32 6, i32 7>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 24), align 8, !dbg !1405
  store <2 x i32> <i32 8, i32 9>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 32), align 8, !dbg !1405
  store <2 x i32> <i32 10, i32 11>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 40), align 8, !dbg !1405
  store <2 x i32> <i32 12, i32 13>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 48), align 8, !dbg !1405
  store <2 x i32> <i32 14, i32 15>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 56), align 8, !dbg !1405
  store <2 x i32> <i32 16, i32 17>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 64), align 8, !dbg !1405
  store <2 x i32> <i32 18, i32 19>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 72), align 8, !dbg !1405
  store <2 x i32> <i32 20, i32 21>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 80), align 8, !dbg !1405
  store <2 x i32> <i32 22, i32 23>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 88), align 8, !dbg !1405
  store <2 x i32> <i32 24, i32 25>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 96), align 8, !dbg !1405
  store <2 x i32> <i32 26, i32 27>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 104), align 8, !dbg !1405
  store <2 x i32> <i32 28, i32 29>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 112), align 8, !dbg !1405
  store <2 x i32> <i32 30, i32 31>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 120), align 8, !dbg !1405
  store <2 x i32> <i32 32, i32 33>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 128), align 8, !dbg !1405
  store <2 x i32> <i32 34, i32 35>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 136), align 8, !dbg !1405
  store <2 x i32> <i32 36, i32 37>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 144), align 8, !dbg !1405
  store <2 x i32> <i32 38, i32 39>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 152), align 8, !dbg !1405
  store <2 x i32> <i32 40, i32 41>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 160), align 8, !dbg !1405
  store <2 x i32> <i32 42, i32 43>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 168), align 8, !dbg !1405
  store <2 x i32> <i32 44, i32 45>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 176), align 8, !dbg !1405
  store <2 x i32> <i32 46, i32 47>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 184), align 8, !dbg !1405
  store <2 x i32> <i32 48, i32 49>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 192), align 8, !dbg !1405
  store <2 x i32> <i32 50, i32 51>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 200), align 8, !dbg !1405
  store <2 x i32> <i32 52, i32 53>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 208), align 8, !dbg !1405
  store <2 x i32> <i32 54, i32 55>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 216), align 8, !dbg !1405
  store <2 x i32> <i32 56, i32 57>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 224), align 8, !dbg !1405
  store <2 x i32> <i32 58, i32 59>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 232), align 8, !dbg !1405
  store <2 x i32> <i32 60, i32 61>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 240), align 8, !dbg !1405
  store <2 x i32> <i32 62, i32 63>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 248), align 8, !dbg !1405
  store <2 x i32> <i32 64, i32 65>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 256), align 8, !dbg !1405
  store <2 x i32> <i32 66, i32 67>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 264), align 8, !dbg !1405
  store <2 x i32> <i32 68, i32 69>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 272), align 8, !dbg !1405
  store <2 x i32> <i32 70, i32 71>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 280), align 8, !dbg !1405
  store <2 x i32> <i32 72, i32 73>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 288), align 8, !dbg !1405
  store <2 x i32> <i32 74, i32 75>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 296), align 8, !dbg !1405
  store <2 x i32> <i32 76, i32 77>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 304), align 8, !dbg !1405
  store <2 x i32> <i32 78, i32 79>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 312), align 8, !dbg !1405
  store <2 x i32> <i32 80, i32 81>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 320), align 8, !dbg !1405
  store <2 x i32> <i32 82, i32 83>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 328), align 8, !dbg !1405
  store <2 x i32> <i32 84, i32 85>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 336), align 8, !dbg !1405
  store <2 x i32> <i32 86, i32 87>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 344), align 8, !dbg !1405
  store <2 x i32> <i32 88, i32 89>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 352), align 8, !dbg !1405
  store <2 x i32> <i32 90, i32 91>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 360), align 8, !dbg !1405
  store <2 x i32> <i32 92, i32 93>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 368), align 8, !dbg !1405
  store <2 x i32> <i32 94, i32 95>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 376), align 8, !dbg !1405
  store <2 x i32> <i32 96, i32 97>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 384), align 8, !dbg !1405
  store <2 x i32> <i32 98, i32 99>, ptr addrspace(3) getelementptr inbounds ([400 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 0, i32 392), align 8, !dbg !1405
  br label %b4, !dbg !1406

b4:                                               ; preds = %b3.preheader, %entry
  fence syncscope("workgroup") release, !dbg !1406
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1406
  fence syncscope("workgroup") acquire, !dbg !1406
  %0 = trunc i64 %t8 to i32, !dbg !1407
  %t15 = getelementptr inbounds i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem.shared.0, i32 %0, !dbg !1407
  %.10 = load i32, ptr addrspace(3) %t15, align 4, !dbg !1407
  %t18 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t8, !dbg !1408
  store i32 %.10, ptr addrspace(1) %t18, align 4, !dbg !1408
  ret void, !dbg !1408
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eCoopSmem2D(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4) local_unnamed_addr #0 !dbg !1409 {
entry:
  %.6 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1410
  %t1 = sext i32 %.6 to i64, !dbg !1410
  %.7 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1410
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.7, i64 4, !dbg !1410
  %.9 = load i16, ptr addrspace(4) %.8, align 4, !dbg !1410, !invariant.load !6
  %t3 = zext i16 %.9 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1410
  %.11 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1410
  %t6 = sext i32 %.11 to i64, !dbg !1410
  %t7 = add nsw i64 %t4, %t6, !dbg !1410
  %.12 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !1410
  %t9 = sext i32 %.12 to i64, !dbg !1410
  %.14 = getelementptr inbounds i8, ptr addrspace(4) %.7, i64 6, !dbg !1410
  %.15 = load i16, ptr addrspace(4) %.14, align 2, !dbg !1410, !invariant.load !6
  %t11 = zext i16 %.15 to i64
  %t12 = mul nsw i64 %t11, %t9, !dbg !1410
  %.17 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !1410
  %t14 = sext i32 %.17 to i64, !dbg !1410
  %t15 = add nsw i64 %t12, %t14, !dbg !1410
  %0 = trunc i64 %t7 to i32, !dbg !1411
  %t17 = getelementptr inbounds [80 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eCoopSmem2D.shared.0, i32 %0, !dbg !1411
  %t18 = add nsw i64 %t7, 1, !dbg !1412
  %t19 = sitofp i64 %t18 to double, !dbg !1413
  %t20 = add nsw i64 %t15, 1, !dbg !1414
  %t21 = sitofp i64 %t20 to double, !dbg !1415
  %t22 = fdiv double %t19, %t21, !dbg !1416
  %t23 = fptrunc double %t22 to float, !dbg !1417
  %1 = trunc i64 %t15 to i32, !dbg !1418
  %t24 = getelementptr inbounds float, ptr addrspace(3) %t17, i32 %1, !dbg !1418
  store float %t23, ptr addrspace(3) %t24, align 4, !dbg !1418
  fence syncscope("workgroup") release, !dbg !1419
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1419
  fence syncscope("workgroup") acquire, !dbg !1419
  %.18 = load float, ptr addrspace(3) %t24, align 4, !dbg !1420
  %t27 = mul i64 %t7, %a3, !dbg !1421
  %t29 = mul i64 %t15, %a4, !dbg !1421
  %t30 = add i64 %t29, %t27, !dbg !1421
  %t32 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t30, !dbg !1421
  store float %.18, ptr addrspace(1) %t32, align 4, !dbg !1421
  ret void, !dbg !1421
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eDynSharedMemory(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #0 !dbg !1422 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1423
  %t1 = sext i32 %.4 to i64, !dbg !1423
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1423
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !1423
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !1423, !invariant.load !6
  %t3 = zext i16 %.7 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1423
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1423
  %t6 = sext i32 %.9 to i64, !dbg !1423
  %t7 = add nsw i64 %t4, %t6, !dbg !1423
  %t9 = shl nsw i64 %t7, 1, !dbg !1424
  %t10 = sitofp i64 %t9 to float, !dbg !1425
  %0 = trunc i64 %t7 to i32, !dbg !1426
  %t11 = getelementptr inbounds float, ptr addrspace(3) @__kern_dynshared, i32 %0, !dbg !1426
  store float %t10, ptr addrspace(3) %t11, align 4, !dbg !1426
  fence syncscope("workgroup") release, !dbg !1427
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1427
  fence syncscope("workgroup") acquire, !dbg !1427
  %.10 = load float, ptr addrspace(3) %t11, align 4, !dbg !1428
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t7, !dbg !1429
  store float %.10, ptr addrspace(1) %t14, align 4, !dbg !1429
  ret void, !dbg !1429
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eDynSharedSlices(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #8 !dbg !1430 {
entry:
  %.4 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1431
  %.5 = getelementptr inbounds i8, ptr addrspace(4) %.4, i64 28, !dbg !1431
  %.6 = load i32, ptr addrspace(4) %.5, align 4, !dbg !1431, !invariant.load !6
  store <2 x i32> <i32 1, i32 2>, ptr addrspace(1) %a0, align 4, !dbg !1432
  %t30 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 2, !dbg !1433
  store <2 x i32> <i32 1, i32 2>, ptr addrspace(1) %t30, align 4, !dbg !1433
  %t32 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 4, !dbg !1434
  store <2 x i32> <i32 2, i32 3>, ptr addrspace(1) %t32, align 4, !dbg !1434
  %t34 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 6, !dbg !1435
  store <2 x i32> zeroinitializer, ptr addrspace(3) getelementptr inbounds ([0 x i8], ptr addrspace(3) @__kern_dynshared, i32 0, i32 24), align 8, !dbg !1436
  %.7 = tail call i32 @llvm.amdgcn.groupstaticsize(), !dbg !1431
  %.8 = sub i32 %.6, %.7, !dbg !1431
  %isneg = icmp slt i32 %.8, 0, !dbg !1431
  %t4 = select i1 %isneg, i64 3, i64 0, !dbg !1431
  %t2 = sext i32 %.8 to i64, !dbg !1431
  %t5 = add nsw i64 %t4, %t2, !dbg !1431
  %t6 = ashr i64 %t5, 2, !dbg !1431
  store <2 x i32> <i32 0, i32 99>, ptr addrspace(3) @__kern_dynshared, align 16, !dbg !1436
  store <2 x i32> <i32 99, i32 0>, ptr addrspace(3) getelementptr inbounds ([0 x i8], ptr addrspace(3) @__kern_dynshared, i32 0, i32 8), align 8, !dbg !1437
  store <2 x i32> <i32 99, i32 99>, ptr addrspace(3) getelementptr inbounds ([0 x i8], ptr addrspace(3) @__kern_dynshared, i32 0, i32 16), align 16, !dbg !1438
  store <2 x i32> <i32 4, i32 0>, ptr addrspace(1) %t34, align 4, !dbg !1435
  %t50 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 8, !dbg !1439
  store <2 x i32> zeroinitializer, ptr addrspace(1) %t50, align 4, !dbg !1439
  %t52 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 10, !dbg !1440
  %0 = trunc i64 %t6 to i32, !dbg !1441
  %t53 = add nsw i32 %0, -4, !dbg !1441
  store <2 x i32> <i32 0, i32 2>, ptr addrspace(1) %t52, align 4, !dbg !1440
  %t55 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 12, !dbg !1442
  store i32 %t53, ptr addrspace(1) %t55, align 4, !dbg !1442
  ret void, !dbg !1442
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint8_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #1 !dbg !1443 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1444
  %t2 = sext i32 %.7 to i64, !dbg !1444
  %.8 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1445
  %t4 = sext i32 %.8 to i64, !dbg !1445
  %.9 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1446
  %.10 = getelementptr inbounds i8, ptr addrspace(4) %.9, i64 4, !dbg !1446
  %.11 = load i16, ptr addrspace(4) %.10, align 4, !dbg !1446, !invariant.load !6
  %t6 = zext i16 %.11 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !1447
  %t8 = add nsw i64 %t7, %t2, !dbg !1448
  %t10 = icmp slt i64 %t8, %a1, !dbg !1449
  br i1 %t10, label %b1, label %b2, !dbg !1449

b1:                                               ; preds = %entry
  %t14 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint8_5d.shared.0, i32 %.7, !dbg !1450
  %t12 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %t8, !dbg !1451
  %.13 = load i8, ptr addrspace(1) %t12, align 1, !dbg !1451, !amdgpu.noclobber !6
  store i8 %.13, ptr addrspace(3) %t14, align 1, !dbg !1450
  br label %b2, !dbg !1450

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release, !dbg !1452
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1452
  fence syncscope("workgroup") acquire, !dbg !1452
  %t15 = icmp eq i32 %.7, 0, !dbg !1453
  br i1 %t15, label %b4.preheader, label %b5, !dbg !1453

b4.preheader:                                     ; preds = %b2
  %.14 = load i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint8_5d.shared.0, align 4, !dbg !1454
  %t21 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t7, !dbg !1455
  store i8 %.14, ptr addrspace(1) %t21, align 1, !dbg !1455
  %t18.1 = add nsw i64 %t7, 1, !dbg !1456
  %.14.1 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint8_5d.shared.0, i32 0, i32 1), align 1, !dbg !1454
  %t21.1 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t18.1, !dbg !1455
  store i8 %.14.1, ptr addrspace(1) %t21.1, align 1, !dbg !1455
  %t18.2 = add nsw i64 %t7, 2, !dbg !1456
  %.14.2 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint8_5d.shared.0, i32 0, i32 2), align 2, !dbg !1454
  %t21.2 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t18.2, !dbg !1455
  store i8 %.14.2, ptr addrspace(1) %t21.2, align 1, !dbg !1455
  %t18.3 = add nsw i64 %t7, 3, !dbg !1456
  %.14.3 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint8_5d.shared.0, i32 0, i32 3), align 1, !dbg !1454
  %t21.3 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t18.3, !dbg !1455
  store i8 %.14.3, ptr addrspace(1) %t21.3, align 1, !dbg !1455
  %t18.4 = add nsw i64 %t7, 4, !dbg !1456
  %.14.4 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint8_5d.shared.0, i32 0, i32 4), align 4, !dbg !1454
  %t21.4 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t18.4, !dbg !1455
  store i8 %.14.4, ptr addrspace(1) %t21.4, align 1, !dbg !1455
  %t18.5 = add nsw i64 %t7, 5, !dbg !1456
  %.14.5 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint8_5d.shared.0, i32 0, i32 5), align 1, !dbg !1454
  %t21.5 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t18.5, !dbg !1455
  store i8 %.14.5, ptr addrspace(1) %t21.5, align 1, !dbg !1455
  %t18.6 = add nsw i64 %t7, 6, !dbg !1456
  %.14.6 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint8_5d.shared.0, i32 0, i32 6), align 2, !dbg !1454
  %t21.6 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t18.6, !dbg !1455
  store i8 %.14.6, ptr addrspace(1) %t21.6, align 1, !dbg !1455
  %t18.7 = add nsw i64 %t7, 7, !dbg !1456
  %.14.7 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint8_5d.shared.0, i32 0, i32 7), align 1, !dbg !1454
  %t21.7 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t18.7, !dbg !1455
  store i8 %.14.7, ptr addrspace(1) %t21.7, align 1, !dbg !1455
  %t18.8 = add nsw i64 %t7, 8, !dbg !1456
  %.14.8 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint8_5d.shared.0, i32 0, i32 8), align 4, !dbg !1454
  %t21.8 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t18.8, !dbg !1455
  store i8 %.14.8, ptr addrspace(1) %t21.8, align 1, !dbg !1455
  %t18.9 = add nsw i64 %t7, 9, !dbg !1456
  %.14.9 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint8_5d.shared.0, i32 0, i32 9), align 1, !dbg !1454
  %t21.9 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t18.9, !dbg !1455
  store i8 %.14.9, ptr addrspace(1) %t21.9, align 1, !dbg !1455
  %t18.10 = add nsw i64 %t7, 10, !dbg !1456
  %.14.10 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint8_5d.shared.0, i32 0, i32 10), align 2, !dbg !1454
  %t21.10 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t18.10, !dbg !1455
  store i8 %.14.10, ptr addrspace(1) %t21.10, align 1, !dbg !1455
  %t18.11 = add nsw i64 %t7, 11, !dbg !1456
  %.14.11 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint8_5d.shared.0, i32 0, i32 11), align 1, !dbg !1454
  %t21.11 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t18.11, !dbg !1455
  store i8 %.14.11, ptr addrspace(1) %t21.11, align 1, !dbg !1455
  %t18.12 = add nsw i64 %t7, 12, !dbg !1456
  %.14.12 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint8_5d.shared.0, i32 0, i32 12), align 4, !dbg !1454
  %t21.12 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t18.12, !dbg !1455
  store i8 %.14.12, ptr addrspace(1) %t21.12, align 1, !dbg !1455
  %t18.13 = add nsw i64 %t7, 13, !dbg !1456
  %.14.13 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint8_5d.shared.0, i32 0, i32 13), align 1, !dbg !1454
  %t21.13 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t18.13, !dbg !1455
  store i8 %.14.13, ptr addrspace(1) %t21.13, align 1, !dbg !1455
  %t18.14 = add nsw i64 %t7, 14, !dbg !1456
  %.14.14 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint8_5d.shared.0, i32 0, i32 14), align 2, !dbg !1454
  %t21.14 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t18.14, !dbg !1455
  store i8 %.14.14, ptr addrspace(1) %t21.14, align 1, !dbg !1455
  %t18.15 = add nsw i64 %t7, 15, !dbg !1456
  %.14.15 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint8_5d.shared.0, i32 0, i32 15), align 1, !dbg !1454
  %t21.15 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t18.15, !dbg !1455
  store i8 %.14.15, ptr addrspace(1) %t21.15, align 1, !dbg !1455
  br label %b5, !dbg !1455

b5:                                               ; preds = %b4.preheader, %b2
  ret void, !dbg !1455
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5buint16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #1 !dbg !1457 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1458
  %t2 = sext i32 %.7 to i64, !dbg !1458
  %.8 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1459
  %t4 = sext i32 %.8 to i64, !dbg !1459
  %.9 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1460
  %.10 = getelementptr inbounds i8, ptr addrspace(4) %.9, i64 4, !dbg !1460
  %.11 = load i16, ptr addrspace(4) %.10, align 4, !dbg !1460, !invariant.load !6
  %t6 = zext i16 %.11 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !1461
  %t8 = add nsw i64 %t7, %t2, !dbg !1462
  %t10 = icmp slt i64 %t8, %a1, !dbg !1463
  br i1 %t10, label %b1, label %b2, !dbg !1463

b1:                                               ; preds = %entry
  %t14 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5buint16_5d.shared.0, i32 %.7, !dbg !1464
  %t12 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t8, !dbg !1465
  %.13 = load i16, ptr addrspace(1) %t12, align 2, !dbg !1465, !amdgpu.noclobber !6
  store i16 %.13, ptr addrspace(3) %t14, align 2, !dbg !1464
  br label %b2, !dbg !1464

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release, !dbg !1466
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1466
  fence syncscope("workgroup") acquire, !dbg !1466
  %t15 = icmp eq i32 %.7, 0, !dbg !1467
  br i1 %t15, label %b4.preheader, label %b5, !dbg !1467

b4.preheader:                                     ; preds = %b2
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !1468
  %0 = load <4 x i16>, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5buint16_5d.shared.0, align 8, !dbg !1469
  store <4 x i16> %0, ptr addrspace(1) %t21, align 2, !dbg !1468
  %t18.4 = add nsw i64 %t7, 4, !dbg !1470
  %t21.4 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t18.4, !dbg !1468
  %1 = load <4 x i16>, ptr addrspace(3) getelementptr inbounds ([32 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5buint16_5d.shared.0, i32 0, i32 8), align 8, !dbg !1469
  store <4 x i16> %1, ptr addrspace(1) %t21.4, align 2, !dbg !1468
  %t18.8 = add nsw i64 %t7, 8, !dbg !1470
  %t21.8 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t18.8, !dbg !1468
  %2 = load <4 x i16>, ptr addrspace(3) getelementptr inbounds ([32 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5buint16_5d.shared.0, i32 0, i32 16), align 8, !dbg !1469
  store <4 x i16> %2, ptr addrspace(1) %t21.8, align 2, !dbg !1468
  %t18.12 = add nsw i64 %t7, 12, !dbg !1470
  %t21.12 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t18.12, !dbg !1468
  %3 = load <4 x i16>, ptr addrspace(3) getelementptr inbounds ([32 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5buint16_5d.shared.0, i32 0, i32 24), align 8, !dbg !1469
  store <4 x i16> %3, ptr addrspace(1) %t21.12, align 2, !dbg !1468
  br label %b5, !dbg !1468

b5:                                               ; preds = %b4.preheader, %b2
  ret void, !dbg !1468
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint64_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #1 !dbg !1471 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1472
  %t2 = sext i32 %.7 to i64, !dbg !1472
  %.8 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1473
  %t4 = sext i32 %.8 to i64, !dbg !1473
  %.9 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1474
  %.10 = getelementptr inbounds i8, ptr addrspace(4) %.9, i64 4, !dbg !1474
  %.11 = load i16, ptr addrspace(4) %.10, align 4, !dbg !1474, !invariant.load !6
  %t6 = zext i16 %.11 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !1475
  %t8 = add nsw i64 %t7, %t2, !dbg !1476
  %t10 = icmp slt i64 %t8, %a1, !dbg !1477
  br i1 %t10, label %b1, label %b2, !dbg !1477

b1:                                               ; preds = %entry
  %t14 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint64_5d.shared.0, i32 %.7, !dbg !1478
  %t12 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t8, !dbg !1479
  %.13 = load i64, ptr addrspace(1) %t12, align 8, !dbg !1479, !amdgpu.noclobber !6
  store i64 %.13, ptr addrspace(3) %t14, align 8, !dbg !1478
  br label %b2, !dbg !1478

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release, !dbg !1480
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1480
  fence syncscope("workgroup") acquire, !dbg !1480
  %t15 = icmp eq i32 %.7, 0, !dbg !1481
  br i1 %t15, label %b4.preheader, label %b5, !dbg !1481

b4.preheader:                                     ; preds = %b2
  %.14 = load i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint64_5d.shared.0, align 8, !dbg !1482
  %t21 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t7, !dbg !1483
  store i64 %.14, ptr addrspace(1) %t21, align 8, !dbg !1483
  %t18.1 = add nsw i64 %t7, 1, !dbg !1484
  %.14.1 = load i64, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint64_5d.shared.0, i32 0, i32 8), align 8, !dbg !1482
  %t21.1 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t18.1, !dbg !1483
  store i64 %.14.1, ptr addrspace(1) %t21.1, align 8, !dbg !1483
  %t18.2 = add nsw i64 %t7, 2, !dbg !1484
  %.14.2 = load i64, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint64_5d.shared.0, i32 0, i32 16), align 8, !dbg !1482
  %t21.2 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t18.2, !dbg !1483
  store i64 %.14.2, ptr addrspace(1) %t21.2, align 8, !dbg !1483
  %t18.3 = add nsw i64 %t7, 3, !dbg !1484
  %.14.3 = load i64, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint64_5d.shared.0, i32 0, i32 24), align 8, !dbg !1482
  %t21.3 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t18.3, !dbg !1483
  store i64 %.14.3, ptr addrspace(1) %t21.3, align 8, !dbg !1483
  %t18.4 = add nsw i64 %t7, 4, !dbg !1484
  %.14.4 = load i64, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint64_5d.shared.0, i32 0, i32 32), align 8, !dbg !1482
  %t21.4 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t18.4, !dbg !1483
  store i64 %.14.4, ptr addrspace(1) %t21.4, align 8, !dbg !1483
  %t18.5 = add nsw i64 %t7, 5, !dbg !1484
  %.14.5 = load i64, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint64_5d.shared.0, i32 0, i32 40), align 8, !dbg !1482
  %t21.5 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t18.5, !dbg !1483
  store i64 %.14.5, ptr addrspace(1) %t21.5, align 8, !dbg !1483
  %t18.6 = add nsw i64 %t7, 6, !dbg !1484
  %.14.6 = load i64, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint64_5d.shared.0, i32 0, i32 48), align 8, !dbg !1482
  %t21.6 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t18.6, !dbg !1483
  store i64 %.14.6, ptr addrspace(1) %t21.6, align 8, !dbg !1483
  %t18.7 = add nsw i64 %t7, 7, !dbg !1484
  %.14.7 = load i64, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint64_5d.shared.0, i32 0, i32 56), align 8, !dbg !1482
  %t21.7 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t18.7, !dbg !1483
  store i64 %.14.7, ptr addrspace(1) %t21.7, align 8, !dbg !1483
  %t18.8 = add nsw i64 %t7, 8, !dbg !1484
  %.14.8 = load i64, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint64_5d.shared.0, i32 0, i32 64), align 8, !dbg !1482
  %t21.8 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t18.8, !dbg !1483
  store i64 %.14.8, ptr addrspace(1) %t21.8, align 8, !dbg !1483
  %t18.9 = add nsw i64 %t7, 9, !dbg !1484
  %.14.9 = load i64, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint64_5d.shared.0, i32 0, i32 72), align 8, !dbg !1482
  %t21.9 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t18.9, !dbg !1483
  store i64 %.14.9, ptr addrspace(1) %t21.9, align 8, !dbg !1483
  %t18.10 = add nsw i64 %t7, 10, !dbg !1484
  %.14.10 = load i64, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint64_5d.shared.0, i32 0, i32 80), align 8, !dbg !1482
  %t21.10 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t18.10, !dbg !1483
  store i64 %.14.10, ptr addrspace(1) %t21.10, align 8, !dbg !1483
  %t18.11 = add nsw i64 %t7, 11, !dbg !1484
  %.14.11 = load i64, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint64_5d.shared.0, i32 0, i32 88), align 8, !dbg !1482
  %t21.11 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t18.11, !dbg !1483
  store i64 %.14.11, ptr addrspace(1) %t21.11, align 8, !dbg !1483
  %t18.12 = add nsw i64 %t7, 12, !dbg !1484
  %.14.12 = load i64, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint64_5d.shared.0, i32 0, i32 96), align 8, !dbg !1482
  %t21.12 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t18.12, !dbg !1483
  store i64 %.14.12, ptr addrspace(1) %t21.12, align 8, !dbg !1483
  %t18.13 = add nsw i64 %t7, 13, !dbg !1484
  %.14.13 = load i64, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint64_5d.shared.0, i32 0, i32 104), align 8, !dbg !1482
  %t21.13 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t18.13, !dbg !1483
  store i64 %.14.13, ptr addrspace(1) %t21.13, align 8, !dbg !1483
  %t18.14 = add nsw i64 %t7, 14, !dbg !1484
  %.14.14 = load i64, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint64_5d.shared.0, i32 0, i32 112), align 8, !dbg !1482
  %t21.14 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t18.14, !dbg !1483
  store i64 %.14.14, ptr addrspace(1) %t21.14, align 8, !dbg !1483
  %t18.15 = add nsw i64 %t7, 15, !dbg !1484
  %.14.15 = load i64, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint64_5d.shared.0, i32 0, i32 120), align 8, !dbg !1482
  %t21.15 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t18.15, !dbg !1483
  store i64 %.14.15, ptr addrspace(1) %t21.15, align 8, !dbg !1483
  br label %b5, !dbg !1483

b5:                                               ; preds = %b4.preheader, %b2
  ret void, !dbg !1483
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bfloat64_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #1 !dbg !1485 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1486
  %t2 = sext i32 %.7 to i64, !dbg !1486
  %.8 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1487
  %t4 = sext i32 %.8 to i64, !dbg !1487
  %.9 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1488
  %.10 = getelementptr inbounds i8, ptr addrspace(4) %.9, i64 4, !dbg !1488
  %.11 = load i16, ptr addrspace(4) %.10, align 4, !dbg !1488, !invariant.load !6
  %t6 = zext i16 %.11 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !1489
  %t8 = add nsw i64 %t7, %t2, !dbg !1490
  %t10 = icmp slt i64 %t8, %a1, !dbg !1491
  br i1 %t10, label %b1, label %b2, !dbg !1491

b1:                                               ; preds = %entry
  %t14 = getelementptr inbounds double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bfloat64_5d.shared.0, i32 %.7, !dbg !1492
  %t12 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t8, !dbg !1493
  %.13 = load double, ptr addrspace(1) %t12, align 8, !dbg !1493, !amdgpu.noclobber !6
  store double %.13, ptr addrspace(3) %t14, align 8, !dbg !1492
  br label %b2, !dbg !1492

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release, !dbg !1494
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1494
  fence syncscope("workgroup") acquire, !dbg !1494
  %t15 = icmp eq i32 %.7, 0, !dbg !1495
  br i1 %t15, label %b4.preheader, label %b5, !dbg !1495

b4.preheader:                                     ; preds = %b2
  %.14 = load double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bfloat64_5d.shared.0, align 8, !dbg !1496
  %t21 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t7, !dbg !1497
  store double %.14, ptr addrspace(1) %t21, align 8, !dbg !1497
  %t18.1 = add nsw i64 %t7, 1, !dbg !1498
  %.14.1 = load double, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bfloat64_5d.shared.0, i32 0, i32 8), align 8, !dbg !1496
  %t21.1 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t18.1, !dbg !1497
  store double %.14.1, ptr addrspace(1) %t21.1, align 8, !dbg !1497
  %t18.2 = add nsw i64 %t7, 2, !dbg !1498
  %.14.2 = load double, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bfloat64_5d.shared.0, i32 0, i32 16), align 8, !dbg !1496
  %t21.2 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t18.2, !dbg !1497
  store double %.14.2, ptr addrspace(1) %t21.2, align 8, !dbg !1497
  %t18.3 = add nsw i64 %t7, 3, !dbg !1498
  %.14.3 = load double, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bfloat64_5d.shared.0, i32 0, i32 24), align 8, !dbg !1496
  %t21.3 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t18.3, !dbg !1497
  store double %.14.3, ptr addrspace(1) %t21.3, align 8, !dbg !1497
  %t18.4 = add nsw i64 %t7, 4, !dbg !1498
  %.14.4 = load double, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bfloat64_5d.shared.0, i32 0, i32 32), align 8, !dbg !1496
  %t21.4 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t18.4, !dbg !1497
  store double %.14.4, ptr addrspace(1) %t21.4, align 8, !dbg !1497
  %t18.5 = add nsw i64 %t7, 5, !dbg !1498
  %.14.5 = load double, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bfloat64_5d.shared.0, i32 0, i32 40), align 8, !dbg !1496
  %t21.5 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t18.5, !dbg !1497
  store double %.14.5, ptr addrspace(1) %t21.5, align 8, !dbg !1497
  %t18.6 = add nsw i64 %t7, 6, !dbg !1498
  %.14.6 = load double, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bfloat64_5d.shared.0, i32 0, i32 48), align 8, !dbg !1496
  %t21.6 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t18.6, !dbg !1497
  store double %.14.6, ptr addrspace(1) %t21.6, align 8, !dbg !1497
  %t18.7 = add nsw i64 %t7, 7, !dbg !1498
  %.14.7 = load double, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bfloat64_5d.shared.0, i32 0, i32 56), align 8, !dbg !1496
  %t21.7 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t18.7, !dbg !1497
  store double %.14.7, ptr addrspace(1) %t21.7, align 8, !dbg !1497
  %t18.8 = add nsw i64 %t7, 8, !dbg !1498
  %.14.8 = load double, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bfloat64_5d.shared.0, i32 0, i32 64), align 8, !dbg !1496
  %t21.8 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t18.8, !dbg !1497
  store double %.14.8, ptr addrspace(1) %t21.8, align 8, !dbg !1497
  %t18.9 = add nsw i64 %t7, 9, !dbg !1498
  %.14.9 = load double, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bfloat64_5d.shared.0, i32 0, i32 72), align 8, !dbg !1496
  %t21.9 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t18.9, !dbg !1497
  store double %.14.9, ptr addrspace(1) %t21.9, align 8, !dbg !1497
  %t18.10 = add nsw i64 %t7, 10, !dbg !1498
  %.14.10 = load double, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bfloat64_5d.shared.0, i32 0, i32 80), align 8, !dbg !1496
  %t21.10 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t18.10, !dbg !1497
  store double %.14.10, ptr addrspace(1) %t21.10, align 8, !dbg !1497
  %t18.11 = add nsw i64 %t7, 11, !dbg !1498
  %.14.11 = load double, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bfloat64_5d.shared.0, i32 0, i32 88), align 8, !dbg !1496
  %t21.11 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t18.11, !dbg !1497
  store double %.14.11, ptr addrspace(1) %t21.11, align 8, !dbg !1497
  %t18.12 = add nsw i64 %t7, 12, !dbg !1498
  %.14.12 = load double, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bfloat64_5d.shared.0, i32 0, i32 96), align 8, !dbg !1496
  %t21.12 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t18.12, !dbg !1497
  store double %.14.12, ptr addrspace(1) %t21.12, align 8, !dbg !1497
  %t18.13 = add nsw i64 %t7, 13, !dbg !1498
  %.14.13 = load double, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bfloat64_5d.shared.0, i32 0, i32 104), align 8, !dbg !1496
  %t21.13 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t18.13, !dbg !1497
  store double %.14.13, ptr addrspace(1) %t21.13, align 8, !dbg !1497
  %t18.14 = add nsw i64 %t7, 14, !dbg !1498
  %.14.14 = load double, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bfloat64_5d.shared.0, i32 0, i32 112), align 8, !dbg !1496
  %t21.14 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t18.14, !dbg !1497
  store double %.14.14, ptr addrspace(1) %t21.14, align 8, !dbg !1497
  %t18.15 = add nsw i64 %t7, 15, !dbg !1498
  %.14.15 = load double, ptr addrspace(3) getelementptr inbounds ([128 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bfloat64_5d.shared.0, i32 0, i32 120), align 8, !dbg !1496
  %t21.15 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t18.15, !dbg !1497
  store double %.14.15, ptr addrspace(1) %t21.15, align 8, !dbg !1497
  br label %b5, !dbg !1497

b5:                                               ; preds = %b4.preheader, %b2
  ret void, !dbg !1497
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #1 !dbg !1499 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1500
  %t2 = sext i32 %.7 to i64, !dbg !1500
  %.8 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1501
  %t4 = sext i32 %.8 to i64, !dbg !1501
  %.9 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1502
  %.10 = getelementptr inbounds i8, ptr addrspace(4) %.9, i64 4, !dbg !1502
  %.11 = load i16, ptr addrspace(4) %.10, align 4, !dbg !1502, !invariant.load !6
  %t6 = zext i16 %.11 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !1503
  %t8 = add nsw i64 %t7, %t2, !dbg !1504
  %t10 = icmp slt i64 %t8, %a1, !dbg !1505
  br i1 %t10, label %b1, label %b2, !dbg !1505

b1:                                               ; preds = %entry
  %t14 = getelementptr inbounds [16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 %.7, !dbg !1506
  %.20 = getelementptr inbounds i8, ptr addrspace(3) %t14, i32 8, !dbg !1506
  %t12 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a0, i64 %t8, !dbg !1507
  %.15 = getelementptr inbounds i8, ptr addrspace(1) %t12, i64 8, !dbg !1507
  %.13 = load double, ptr addrspace(1) %t12, align 8, !dbg !1507, !amdgpu.noclobber !6
  %.16 = load double, ptr addrspace(1) %.15, align 8, !dbg !1507, !amdgpu.noclobber !6
  store double %.13, ptr addrspace(3) %t14, align 8, !dbg !1506
  store double %.16, ptr addrspace(3) %.20, align 8, !dbg !1506
  br label %b2, !dbg !1506

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release, !dbg !1508
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1508
  fence syncscope("workgroup") acquire, !dbg !1508
  %t15 = icmp eq i32 %.7, 0, !dbg !1509
  br i1 %t15, label %b4.preheader, label %b5, !dbg !1509

b4.preheader:                                     ; preds = %b2
  %.21 = load double, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, align 8, !dbg !1510
  %.24 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 8), align 8, !dbg !1510
  %t21 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t7, !dbg !1511
  store double %.21, ptr addrspace(1) %t21, align 8, !dbg !1511
  %.28 = getelementptr inbounds i8, ptr addrspace(1) %t21, i64 8, !dbg !1511
  store double %.24, ptr addrspace(1) %.28, align 8, !dbg !1511
  %t18.1 = add nsw i64 %t7, 1, !dbg !1512
  %.21.1 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 16), align 8, !dbg !1510
  %.24.1 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 24), align 8, !dbg !1510
  %t21.1 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t18.1, !dbg !1511
  store double %.21.1, ptr addrspace(1) %t21.1, align 8, !dbg !1511
  %.28.1 = getelementptr inbounds i8, ptr addrspace(1) %t21.1, i64 8, !dbg !1511
  store double %.24.1, ptr addrspace(1) %.28.1, align 8, !dbg !1511
  %t18.2 = add nsw i64 %t7, 2, !dbg !1512
  %.21.2 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 32), align 8, !dbg !1510
  %.24.2 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 40), align 8, !dbg !1510
  %t21.2 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t18.2, !dbg !1511
  store double %.21.2, ptr addrspace(1) %t21.2, align 8, !dbg !1511
  %.28.2 = getelementptr inbounds i8, ptr addrspace(1) %t21.2, i64 8, !dbg !1511
  store double %.24.2, ptr addrspace(1) %.28.2, align 8, !dbg !1511
  %t18.3 = add nsw i64 %t7, 3, !dbg !1512
  %.21.3 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 48), align 8, !dbg !1510
  %.24.3 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 56), align 8, !dbg !1510
  %t21.3 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t18.3, !dbg !1511
  store double %.21.3, ptr addrspace(1) %t21.3, align 8, !dbg !1511
  %.28.3 = getelementptr inbounds i8, ptr addrspace(1) %t21.3, i64 8, !dbg !1511
  store double %.24.3, ptr addrspace(1) %.28.3, align 8, !dbg !1511
  %t18.4 = add nsw i64 %t7, 4, !dbg !1512
  %.21.4 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 64), align 8, !dbg !1510
  %.24.4 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 72), align 8, !dbg !1510
  %t21.4 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t18.4, !dbg !1511
  store double %.21.4, ptr addrspace(1) %t21.4, align 8, !dbg !1511
  %.28.4 = getelementptr inbounds i8, ptr addrspace(1) %t21.4, i64 8, !dbg !1511
  store double %.24.4, ptr addrspace(1) %.28.4, align 8, !dbg !1511
  %t18.5 = add nsw i64 %t7, 5, !dbg !1512
  %.21.5 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 80), align 8, !dbg !1510
  %.24.5 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 88), align 8, !dbg !1510
  %t21.5 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t18.5, !dbg !1511
  store double %.21.5, ptr addrspace(1) %t21.5, align 8, !dbg !1511
  %.28.5 = getelementptr inbounds i8, ptr addrspace(1) %t21.5, i64 8, !dbg !1511
  store double %.24.5, ptr addrspace(1) %.28.5, align 8, !dbg !1511
  %t18.6 = add nsw i64 %t7, 6, !dbg !1512
  %.21.6 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 96), align 8, !dbg !1510
  %.24.6 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 104), align 8, !dbg !1510
  %t21.6 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t18.6, !dbg !1511
  store double %.21.6, ptr addrspace(1) %t21.6, align 8, !dbg !1511
  %.28.6 = getelementptr inbounds i8, ptr addrspace(1) %t21.6, i64 8, !dbg !1511
  store double %.24.6, ptr addrspace(1) %.28.6, align 8, !dbg !1511
  %t18.7 = add nsw i64 %t7, 7, !dbg !1512
  %.21.7 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 112), align 8, !dbg !1510
  %.24.7 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 120), align 8, !dbg !1510
  %t21.7 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t18.7, !dbg !1511
  store double %.21.7, ptr addrspace(1) %t21.7, align 8, !dbg !1511
  %.28.7 = getelementptr inbounds i8, ptr addrspace(1) %t21.7, i64 8, !dbg !1511
  store double %.24.7, ptr addrspace(1) %.28.7, align 8, !dbg !1511
  %t18.8 = add nsw i64 %t7, 8, !dbg !1512
  %.21.8 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 128), align 8, !dbg !1510
  %.24.8 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 136), align 8, !dbg !1510
  %t21.8 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t18.8, !dbg !1511
  store double %.21.8, ptr addrspace(1) %t21.8, align 8, !dbg !1511
  %.28.8 = getelementptr inbounds i8, ptr addrspace(1) %t21.8, i64 8, !dbg !1511
  store double %.24.8, ptr addrspace(1) %.28.8, align 8, !dbg !1511
  %t18.9 = add nsw i64 %t7, 9, !dbg !1512
  %.21.9 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 144), align 8, !dbg !1510
  %.24.9 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 152), align 8, !dbg !1510
  %t21.9 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t18.9, !dbg !1511
  store double %.21.9, ptr addrspace(1) %t21.9, align 8, !dbg !1511
  %.28.9 = getelementptr inbounds i8, ptr addrspace(1) %t21.9, i64 8, !dbg !1511
  store double %.24.9, ptr addrspace(1) %.28.9, align 8, !dbg !1511
  %t18.10 = add nsw i64 %t7, 10, !dbg !1512
  %.21.10 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 160), align 8, !dbg !1510
  %.24.10 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 168), align 8, !dbg !1510
  %t21.10 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t18.10, !dbg !1511
  store double %.21.10, ptr addrspace(1) %t21.10, align 8, !dbg !1511
  %.28.10 = getelementptr inbounds i8, ptr addrspace(1) %t21.10, i64 8, !dbg !1511
  store double %.24.10, ptr addrspace(1) %.28.10, align 8, !dbg !1511
  %t18.11 = add nsw i64 %t7, 11, !dbg !1512
  %.21.11 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 176), align 8, !dbg !1510
  %.24.11 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 184), align 8, !dbg !1510
  %t21.11 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t18.11, !dbg !1511
  store double %.21.11, ptr addrspace(1) %t21.11, align 8, !dbg !1511
  %.28.11 = getelementptr inbounds i8, ptr addrspace(1) %t21.11, i64 8, !dbg !1511
  store double %.24.11, ptr addrspace(1) %.28.11, align 8, !dbg !1511
  %t18.12 = add nsw i64 %t7, 12, !dbg !1512
  %.21.12 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 192), align 8, !dbg !1510
  %.24.12 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 200), align 8, !dbg !1510
  %t21.12 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t18.12, !dbg !1511
  store double %.21.12, ptr addrspace(1) %t21.12, align 8, !dbg !1511
  %.28.12 = getelementptr inbounds i8, ptr addrspace(1) %t21.12, i64 8, !dbg !1511
  store double %.24.12, ptr addrspace(1) %.28.12, align 8, !dbg !1511
  %t18.13 = add nsw i64 %t7, 13, !dbg !1512
  %.21.13 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 208), align 8, !dbg !1510
  %.24.13 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 216), align 8, !dbg !1510
  %t21.13 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t18.13, !dbg !1511
  store double %.21.13, ptr addrspace(1) %t21.13, align 8, !dbg !1511
  %.28.13 = getelementptr inbounds i8, ptr addrspace(1) %t21.13, i64 8, !dbg !1511
  store double %.24.13, ptr addrspace(1) %.28.13, align 8, !dbg !1511
  %t18.14 = add nsw i64 %t7, 14, !dbg !1512
  %.21.14 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 224), align 8, !dbg !1510
  %.24.14 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 232), align 8, !dbg !1510
  %t21.14 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t18.14, !dbg !1511
  store double %.21.14, ptr addrspace(1) %t21.14, align 8, !dbg !1511
  %.28.14 = getelementptr inbounds i8, ptr addrspace(1) %t21.14, i64 8, !dbg !1511
  store double %.24.14, ptr addrspace(1) %.28.14, align 8, !dbg !1511
  %t18.15 = add nsw i64 %t7, 15, !dbg !1512
  %.21.15 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 240), align 8, !dbg !1510
  %.24.15 = load double, ptr addrspace(3) getelementptr inbounds ([256 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d.shared.0, i32 0, i32 248), align 8, !dbg !1510
  %t21.15 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t18.15, !dbg !1511
  store double %.21.15, ptr addrspace(1) %t21.15, align 8, !dbg !1511
  %.28.15 = getelementptr inbounds i8, ptr addrspace(1) %t21.15, i64 8, !dbg !1511
  store double %.24.15, ptr addrspace(1) %.28.15, align 8, !dbg !1511
  br label %b5, !dbg !1511

b5:                                               ; preds = %b4.preheader, %b2
  ret void, !dbg !1511
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #1 !dbg !1513 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1514
  %t2 = sext i32 %.7 to i64, !dbg !1514
  %.8 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1515
  %t4 = sext i32 %.8 to i64, !dbg !1515
  %.9 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1516
  %.10 = getelementptr inbounds i8, ptr addrspace(4) %.9, i64 4, !dbg !1516
  %.11 = load i16, ptr addrspace(4) %.10, align 4, !dbg !1516, !invariant.load !6
  %t6 = zext i16 %.11 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !1517
  %t8 = add nsw i64 %t7, %t2, !dbg !1518
  %t10 = icmp slt i64 %t8, %a1, !dbg !1519
  br i1 %t10, label %b1, label %b2, !dbg !1519

b1:                                               ; preds = %entry
  %t14 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bkern_2eFloat16_5d.shared.0, i32 %.7, !dbg !1520
  %t12 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t8, !dbg !1521
  %.13 = load i16, ptr addrspace(1) %t12, align 2, !dbg !1521, !amdgpu.noclobber !6
  store i16 %.13, ptr addrspace(3) %t14, align 2, !dbg !1520
  br label %b2, !dbg !1520

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release, !dbg !1522
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1522
  fence syncscope("workgroup") acquire, !dbg !1522
  %t15 = icmp eq i32 %.7, 0, !dbg !1523
  br i1 %t15, label %b4.preheader, label %b5, !dbg !1523

b4.preheader:                                     ; preds = %b2
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !1524
  %0 = load <4 x i16>, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bkern_2eFloat16_5d.shared.0, align 8, !dbg !1525
  store <4 x i16> %0, ptr addrspace(1) %t21, align 2, !dbg !1524
  %t18.4 = add nsw i64 %t7, 4, !dbg !1526
  %t21.4 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t18.4, !dbg !1524
  %1 = load <4 x i16>, ptr addrspace(3) getelementptr inbounds ([32 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bkern_2eFloat16_5d.shared.0, i32 0, i32 8), align 8, !dbg !1525
  store <4 x i16> %1, ptr addrspace(1) %t21.4, align 2, !dbg !1524
  %t18.8 = add nsw i64 %t7, 8, !dbg !1526
  %t21.8 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t18.8, !dbg !1524
  %2 = load <4 x i16>, ptr addrspace(3) getelementptr inbounds ([32 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bkern_2eFloat16_5d.shared.0, i32 0, i32 16), align 8, !dbg !1525
  store <4 x i16> %2, ptr addrspace(1) %t21.8, align 2, !dbg !1524
  %t18.12 = add nsw i64 %t7, 12, !dbg !1526
  %t21.12 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t18.12, !dbg !1524
  %3 = load <4 x i16>, ptr addrspace(3) getelementptr inbounds ([32 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bkern_2eFloat16_5d.shared.0, i32 0, i32 24), align 8, !dbg !1525
  store <4 x i16> %3, ptr addrspace(1) %t21.12, align 2, !dbg !1524
  br label %b5, !dbg !1524

b5:                                               ; preds = %b4.preheader, %b2
  ret void, !dbg !1524
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSharedAlign(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #8 !dbg !1527 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1528
  %t4 = sext i32 %.4 to i64, !dbg !1528
  %t5 = trunc i32 %.4 to i8, !dbg !1529
  %t8.6 = add nsw i64 %t4, 6, !dbg !1530
  %t9.6 = sitofp i64 %t8.6 to double, !dbg !1531
  %t25 = fadd double %t9.6, 2.000000e+00, !dbg !1532
  %t27 = sitofp i8 %t5 to double, !dbg !1533
  %t28 = fadd double %t25, %t27, !dbg !1534
  %t30 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t4, !dbg !1535
  store double %t28, ptr addrspace(1) %t30, align 8, !dbg !1535
  ret void, !dbg !1535
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11) local_unnamed_addr #1 !dbg !1536 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1537
  %t3 = sext i32 %.13 to i64, !dbg !1537
  %.14 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1538
  %t5 = sext i32 %.14 to i64, !dbg !1538
  %.15 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1539
  %.16 = getelementptr inbounds i8, ptr addrspace(4) %.15, i64 4, !dbg !1539
  %.17 = load i16, ptr addrspace(4) %.16, align 4, !dbg !1539, !invariant.load !6
  %t7 = zext i16 %.17 to i64
  %t8 = mul nsw i64 %t7, %t5, !dbg !1540
  %t9 = add nsw i64 %t8, %t3, !dbg !1541
  %t11 = icmp slt i64 %t9, %a1, !dbg !1542
  br i1 %t11, label %b1, label %b3, !dbg !1542

b1:                                               ; preds = %entry
  %t12 = getelementptr inbounds [28 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 %.13, !dbg !1543
  %t14 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t9, !dbg !1544
  %.19 = load i32, ptr addrspace(1) %t14, align 4, !dbg !1544, !amdgpu.noclobber !6
  store i32 %.19, ptr addrspace(3) %t12, align 4, !dbg !1545
  %t17 = getelementptr inbounds i8, ptr addrspace(3) %t12, i32 4, !dbg !1546
  %t18 = mul nsw i64 %t9, 6, !dbg !1547
  %t29 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t18, !dbg !1548
  %0 = load <2 x float>, ptr addrspace(1) %t29, align 4, !dbg !1548
  store <2 x float> %0, ptr addrspace(3) %t17, align 4, !dbg !1549
  %t25.2 = getelementptr inbounds [8 x i8], ptr addrspace(3) %t17, i32 1, !dbg !1550
  %t28.2 = add nsw i64 %t18, 2, !dbg !1551
  %t29.2 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t28.2, !dbg !1548
  %1 = load <2 x float>, ptr addrspace(1) %t29.2, align 4, !dbg !1548
  store <2 x float> %1, ptr addrspace(3) %t25.2, align 4, !dbg !1549
  %t25.4 = getelementptr inbounds [8 x i8], ptr addrspace(3) %t17, i32 2, !dbg !1550
  %t28.4 = add nsw i64 %t18, 4, !dbg !1551
  %t29.4 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t28.4, !dbg !1548
  %2 = load <2 x float>, ptr addrspace(1) %t29.4, align 4, !dbg !1548
  store <2 x float> %2, ptr addrspace(3) %t25.4, align 4, !dbg !1549
  br label %b3, !dbg !1552

b3:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release, !dbg !1552
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1552
  fence syncscope("workgroup") acquire, !dbg !1552
  %t34 = icmp eq i32 %.13, 0, !dbg !1553
  br i1 %t34, label %b4, label %b8, !dbg !1553

b4:                                               ; preds = %b3
  %.39 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, align 4, !dbg !1554
  %t44 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t8, !dbg !1555
  store i32 %.39, ptr addrspace(1) %t44, align 4, !dbg !1555
  %t45 = mul nsw i64 %t8, 6, !dbg !1556
  %t57 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t45, !dbg !1557
  %3 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 4), align 4, !dbg !1554
  store <2 x float> %3, ptr addrspace(1) %t57, align 4, !dbg !1557
  %t47.2 = add nsw i64 %t45, 2, !dbg !1558
  %t57.2 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.2, !dbg !1557
  %4 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 12), align 4, !dbg !1554
  store <2 x float> %4, ptr addrspace(1) %t57.2, align 4, !dbg !1557
  %t47.4 = add nsw i64 %t45, 4, !dbg !1558
  %t57.4 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.4, !dbg !1557
  %5 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 20), align 4, !dbg !1554
  store <2 x float> %5, ptr addrspace(1) %t57.4, align 4, !dbg !1557
  %.39.1 = load i32, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 28), align 4, !dbg !1554
  %t41.1 = add nsw i64 %t8, 1, !dbg !1559
  %t44.1 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t41.1, !dbg !1555
  store i32 %.39.1, ptr addrspace(1) %t44.1, align 4, !dbg !1555
  %t45.1 = mul nsw i64 %t41.1, 6, !dbg !1556
  %t57.14 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t45.1, !dbg !1557
  %6 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 32), align 4, !dbg !1554
  store <2 x float> %6, ptr addrspace(1) %t57.14, align 4, !dbg !1557
  %t47.2.1 = add nsw i64 %t45.1, 2, !dbg !1558
  %t57.2.1 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.2.1, !dbg !1557
  %7 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 40), align 4, !dbg !1554
  store <2 x float> %7, ptr addrspace(1) %t57.2.1, align 4, !dbg !1557
  %t47.4.1 = add nsw i64 %t45.1, 4, !dbg !1558
  %t57.4.1 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.4.1, !dbg !1557
  %8 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 48), align 4, !dbg !1554
  store <2 x float> %8, ptr addrspace(1) %t57.4.1, align 4, !dbg !1557
  %.39.2 = load i32, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 56), align 4, !dbg !1554
  %t41.2 = add nsw i64 %t8, 2, !dbg !1559
  %t44.2 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t41.2, !dbg !1555
  store i32 %.39.2, ptr addrspace(1) %t44.2, align 4, !dbg !1555
  %t45.2 = mul nsw i64 %t41.2, 6, !dbg !1556
  %t57.26 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t45.2, !dbg !1557
  %9 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 60), align 4, !dbg !1554
  store <2 x float> %9, ptr addrspace(1) %t57.26, align 4, !dbg !1557
  %t47.2.2 = add nsw i64 %t45.2, 2, !dbg !1558
  %t57.2.2 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.2.2, !dbg !1557
  %10 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 68), align 4, !dbg !1554
  store <2 x float> %10, ptr addrspace(1) %t57.2.2, align 4, !dbg !1557
  %t47.4.2 = add nsw i64 %t45.2, 4, !dbg !1558
  %t57.4.2 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.4.2, !dbg !1557
  %11 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 76), align 4, !dbg !1554
  store <2 x float> %11, ptr addrspace(1) %t57.4.2, align 4, !dbg !1557
  %.39.3 = load i32, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 84), align 4, !dbg !1554
  %t41.3 = add nsw i64 %t8, 3, !dbg !1559
  %t44.3 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t41.3, !dbg !1555
  store i32 %.39.3, ptr addrspace(1) %t44.3, align 4, !dbg !1555
  %t45.3 = mul nsw i64 %t41.3, 6, !dbg !1556
  %t57.38 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t45.3, !dbg !1557
  %12 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 88), align 4, !dbg !1554
  store <2 x float> %12, ptr addrspace(1) %t57.38, align 4, !dbg !1557
  %t47.2.3 = add nsw i64 %t45.3, 2, !dbg !1558
  %t57.2.3 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.2.3, !dbg !1557
  %13 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 96), align 4, !dbg !1554
  store <2 x float> %13, ptr addrspace(1) %t57.2.3, align 4, !dbg !1557
  %t47.4.3 = add nsw i64 %t45.3, 4, !dbg !1558
  %t57.4.3 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.4.3, !dbg !1557
  %14 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 104), align 4, !dbg !1554
  store <2 x float> %14, ptr addrspace(1) %t57.4.3, align 4, !dbg !1557
  %.39.4 = load i32, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 112), align 4, !dbg !1554
  %t41.4 = add nsw i64 %t8, 4, !dbg !1559
  %t44.4 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t41.4, !dbg !1555
  store i32 %.39.4, ptr addrspace(1) %t44.4, align 4, !dbg !1555
  %t45.4 = mul nsw i64 %t41.4, 6, !dbg !1556
  %t57.410 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t45.4, !dbg !1557
  %15 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 116), align 4, !dbg !1554
  store <2 x float> %15, ptr addrspace(1) %t57.410, align 4, !dbg !1557
  %t47.2.4 = add nsw i64 %t45.4, 2, !dbg !1558
  %t57.2.4 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.2.4, !dbg !1557
  %16 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 124), align 4, !dbg !1554
  store <2 x float> %16, ptr addrspace(1) %t57.2.4, align 4, !dbg !1557
  %t47.4.4 = add nsw i64 %t45.4, 4, !dbg !1558
  %t57.4.4 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.4.4, !dbg !1557
  %17 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 132), align 4, !dbg !1554
  store <2 x float> %17, ptr addrspace(1) %t57.4.4, align 4, !dbg !1557
  %.39.5 = load i32, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 140), align 4, !dbg !1554
  %t41.5 = add nsw i64 %t8, 5, !dbg !1559
  %t44.5 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t41.5, !dbg !1555
  store i32 %.39.5, ptr addrspace(1) %t44.5, align 4, !dbg !1555
  %t45.5 = mul nsw i64 %t41.5, 6, !dbg !1556
  %t57.512 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t45.5, !dbg !1557
  %18 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 144), align 4, !dbg !1554
  store <2 x float> %18, ptr addrspace(1) %t57.512, align 4, !dbg !1557
  %t47.2.5 = add nsw i64 %t45.5, 2, !dbg !1558
  %t57.2.5 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.2.5, !dbg !1557
  %19 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 152), align 4, !dbg !1554
  store <2 x float> %19, ptr addrspace(1) %t57.2.5, align 4, !dbg !1557
  %t47.4.5 = add nsw i64 %t45.5, 4, !dbg !1558
  %t57.4.5 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.4.5, !dbg !1557
  %20 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 160), align 4, !dbg !1554
  store <2 x float> %20, ptr addrspace(1) %t57.4.5, align 4, !dbg !1557
  %.39.6 = load i32, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 168), align 4, !dbg !1554
  %t41.6 = add nsw i64 %t8, 6, !dbg !1559
  %t44.6 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t41.6, !dbg !1555
  store i32 %.39.6, ptr addrspace(1) %t44.6, align 4, !dbg !1555
  %t45.6 = mul nsw i64 %t41.6, 6, !dbg !1556
  %t57.6 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t45.6, !dbg !1557
  %21 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 172), align 4, !dbg !1554
  store <2 x float> %21, ptr addrspace(1) %t57.6, align 4, !dbg !1557
  %t47.2.6 = add nsw i64 %t45.6, 2, !dbg !1558
  %t57.2.6 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.2.6, !dbg !1557
  %22 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 180), align 4, !dbg !1554
  store <2 x float> %22, ptr addrspace(1) %t57.2.6, align 4, !dbg !1557
  %t47.4.6 = add nsw i64 %t45.6, 4, !dbg !1558
  %t57.4.6 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.4.6, !dbg !1557
  %23 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 188), align 4, !dbg !1554
  store <2 x float> %23, ptr addrspace(1) %t57.4.6, align 4, !dbg !1557
  %.39.7 = load i32, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 196), align 4, !dbg !1554
  %t41.7 = add nsw i64 %t8, 7, !dbg !1559
  %t44.7 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t41.7, !dbg !1555
  store i32 %.39.7, ptr addrspace(1) %t44.7, align 4, !dbg !1555
  %t45.7 = mul nsw i64 %t41.7, 6, !dbg !1556
  %t57.7 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t45.7, !dbg !1557
  %24 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 200), align 4, !dbg !1554
  store <2 x float> %24, ptr addrspace(1) %t57.7, align 4, !dbg !1557
  %t47.2.7 = add nsw i64 %t45.7, 2, !dbg !1558
  %t57.2.7 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.2.7, !dbg !1557
  %25 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 208), align 4, !dbg !1554
  store <2 x float> %25, ptr addrspace(1) %t57.2.7, align 4, !dbg !1557
  %t47.4.7 = add nsw i64 %t45.7, 4, !dbg !1558
  %t57.4.7 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.4.7, !dbg !1557
  %26 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 216), align 4, !dbg !1554
  store <2 x float> %26, ptr addrspace(1) %t57.4.7, align 4, !dbg !1557
  %.39.8 = load i32, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 224), align 4, !dbg !1554
  %t41.8 = add nsw i64 %t8, 8, !dbg !1559
  %t44.8 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t41.8, !dbg !1555
  store i32 %.39.8, ptr addrspace(1) %t44.8, align 4, !dbg !1555
  %t45.8 = mul nsw i64 %t41.8, 6, !dbg !1556
  %t57.8 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t45.8, !dbg !1557
  %27 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 228), align 4, !dbg !1554
  store <2 x float> %27, ptr addrspace(1) %t57.8, align 4, !dbg !1557
  %t47.2.8 = add nsw i64 %t45.8, 2, !dbg !1558
  %t57.2.8 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.2.8, !dbg !1557
  %28 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 236), align 4, !dbg !1554
  store <2 x float> %28, ptr addrspace(1) %t57.2.8, align 4, !dbg !1557
  %t47.4.8 = add nsw i64 %t45.8, 4, !dbg !1558
  %t57.4.8 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.4.8, !dbg !1557
  %29 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 244), align 4, !dbg !1554
  store <2 x float> %29, ptr addrspace(1) %t57.4.8, align 4, !dbg !1557
  %.39.9 = load i32, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 252), align 4, !dbg !1554
  %t41.9 = add nsw i64 %t8, 9, !dbg !1559
  %t44.9 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t41.9, !dbg !1555
  store i32 %.39.9, ptr addrspace(1) %t44.9, align 4, !dbg !1555
  %t45.9 = mul nsw i64 %t41.9, 6, !dbg !1556
  %t57.9 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t45.9, !dbg !1557
  %30 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 256), align 4, !dbg !1554
  store <2 x float> %30, ptr addrspace(1) %t57.9, align 4, !dbg !1557
  %t47.2.9 = add nsw i64 %t45.9, 2, !dbg !1558
  %t57.2.9 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.2.9, !dbg !1557
  %31 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 264), align 4, !dbg !1554
  store <2 x float> %31, ptr addrspace(1) %t57.2.9, align 4, !dbg !1557
  %t47.4.9 = add nsw i64 %t45.9, 4, !dbg !1558
  %t57.4.9 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.4.9, !dbg !1557
  %32 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 272), align 4, !dbg !1554
  store <2 x float> %32, ptr addrspace(1) %t57.4.9, align 4, !dbg !1557
  %.39.10 = load i32, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 280), align 4, !dbg !1554
  %t41.10 = add nsw i64 %t8, 10, !dbg !1559
  %t44.10 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t41.10, !dbg !1555
  store i32 %.39.10, ptr addrspace(1) %t44.10, align 4, !dbg !1555
  %t45.10 = mul nsw i64 %t41.10, 6, !dbg !1556
  %t57.10 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t45.10, !dbg !1557
  %33 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 284), align 4, !dbg !1554
  store <2 x float> %33, ptr addrspace(1) %t57.10, align 4, !dbg !1557
  %t47.2.10 = add nsw i64 %t45.10, 2, !dbg !1558
  %t57.2.10 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.2.10, !dbg !1557
  %34 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 292), align 4, !dbg !1554
  store <2 x float> %34, ptr addrspace(1) %t57.2.10, align 4, !dbg !1557
  %t47.4.10 = add nsw i64 %t45.10, 4, !dbg !1558
  %t57.4.10 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.4.10, !dbg !1557
  %35 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 300), align 4, !dbg !1554
  store <2 x float> %35, ptr addrspace(1) %t57.4.10, align 4, !dbg !1557
  %.39.11 = load i32, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 308), align 4, !dbg !1554
  %t41.11 = add nsw i64 %t8, 11, !dbg !1559
  %t44.11 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t41.11, !dbg !1555
  store i32 %.39.11, ptr addrspace(1) %t44.11, align 4, !dbg !1555
  %t45.11 = mul nsw i64 %t41.11, 6, !dbg !1556
  %t57.11 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t45.11, !dbg !1557
  %36 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 312), align 4, !dbg !1554
  store <2 x float> %36, ptr addrspace(1) %t57.11, align 4, !dbg !1557
  %t47.2.11 = add nsw i64 %t45.11, 2, !dbg !1558
  %t57.2.11 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.2.11, !dbg !1557
  %37 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 320), align 4, !dbg !1554
  store <2 x float> %37, ptr addrspace(1) %t57.2.11, align 4, !dbg !1557
  %t47.4.11 = add nsw i64 %t45.11, 4, !dbg !1558
  %t57.4.11 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.4.11, !dbg !1557
  %38 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 328), align 4, !dbg !1554
  store <2 x float> %38, ptr addrspace(1) %t57.4.11, align 4, !dbg !1557
  %.39.12 = load i32, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 336), align 4, !dbg !1554
  %t41.12 = add nsw i64 %t8, 12, !dbg !1559
  %t44.12 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t41.12, !dbg !1555
  store i32 %.39.12, ptr addrspace(1) %t44.12, align 4, !dbg !1555
  %t45.12 = mul nsw i64 %t41.12, 6, !dbg !1556
  %t57.12 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t45.12, !dbg !1557
  %39 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 340), align 4, !dbg !1554
  store <2 x float> %39, ptr addrspace(1) %t57.12, align 4, !dbg !1557
  %t47.2.12 = add nsw i64 %t45.12, 2, !dbg !1558
  %t57.2.12 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.2.12, !dbg !1557
  %40 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 348), align 4, !dbg !1554
  store <2 x float> %40, ptr addrspace(1) %t57.2.12, align 4, !dbg !1557
  %t47.4.12 = add nsw i64 %t45.12, 4, !dbg !1558
  %t57.4.12 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.4.12, !dbg !1557
  %41 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 356), align 4, !dbg !1554
  store <2 x float> %41, ptr addrspace(1) %t57.4.12, align 4, !dbg !1557
  %.39.13 = load i32, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 364), align 4, !dbg !1554
  %t41.13 = add nsw i64 %t8, 13, !dbg !1559
  %t44.13 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t41.13, !dbg !1555
  store i32 %.39.13, ptr addrspace(1) %t44.13, align 4, !dbg !1555
  %t45.13 = mul nsw i64 %t41.13, 6, !dbg !1556
  %t57.13 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t45.13, !dbg !1557
  %42 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 368), align 4, !dbg !1554
  store <2 x float> %42, ptr addrspace(1) %t57.13, align 4, !dbg !1557
  %t47.2.13 = add nsw i64 %t45.13, 2, !dbg !1558
  %t57.2.13 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.2.13, !dbg !1557
  %43 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 376), align 4, !dbg !1554
  store <2 x float> %43, ptr addrspace(1) %t57.2.13, align 4, !dbg !1557
  %t47.4.13 = add nsw i64 %t45.13, 4, !dbg !1558
  %t57.4.13 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.4.13, !dbg !1557
  %44 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 384), align 4, !dbg !1554
  store <2 x float> %44, ptr addrspace(1) %t57.4.13, align 4, !dbg !1557
  %.39.14 = load i32, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 392), align 4, !dbg !1554
  %t41.14 = add nsw i64 %t8, 14, !dbg !1559
  %t44.14 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t41.14, !dbg !1555
  store i32 %.39.14, ptr addrspace(1) %t44.14, align 4, !dbg !1555
  %t45.14 = mul nsw i64 %t41.14, 6, !dbg !1556
  %t57.1414 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t45.14, !dbg !1557
  %45 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 396), align 4, !dbg !1554
  store <2 x float> %45, ptr addrspace(1) %t57.1414, align 4, !dbg !1557
  %t47.2.14 = add nsw i64 %t45.14, 2, !dbg !1558
  %t57.2.14 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.2.14, !dbg !1557
  %46 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 404), align 4, !dbg !1554
  store <2 x float> %46, ptr addrspace(1) %t57.2.14, align 4, !dbg !1557
  %t47.4.14 = add nsw i64 %t45.14, 4, !dbg !1558
  %t57.4.14 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.4.14, !dbg !1557
  %47 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 412), align 4, !dbg !1554
  store <2 x float> %47, ptr addrspace(1) %t57.4.14, align 4, !dbg !1557
  %.39.15 = load i32, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 420), align 4, !dbg !1554
  %t41.15 = add nsw i64 %t8, 15, !dbg !1559
  %t44.15 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t41.15, !dbg !1555
  store i32 %.39.15, ptr addrspace(1) %t44.15, align 4, !dbg !1555
  %t45.15 = mul nsw i64 %t41.15, 6, !dbg !1556
  %t57.15 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t45.15, !dbg !1557
  %48 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 424), align 4, !dbg !1554
  store <2 x float> %48, ptr addrspace(1) %t57.15, align 4, !dbg !1557
  %t47.2.15 = add nsw i64 %t45.15, 2, !dbg !1558
  %t57.2.15 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.2.15, !dbg !1557
  %49 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 432), align 4, !dbg !1554
  store <2 x float> %49, ptr addrspace(1) %t57.2.15, align 4, !dbg !1557
  %t47.4.15 = add nsw i64 %t45.15, 4, !dbg !1558
  %t57.4.15 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t47.4.15, !dbg !1557
  %50 = load <2 x float>, ptr addrspace(3) getelementptr inbounds ([448 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec.shared.0, i32 0, i32 440), align 4, !dbg !1554
  store <2 x float> %50, ptr addrspace(1) %t57.4.15, align 4, !dbg !1557
  br label %b8, !dbg !1557

b8:                                               ; preds = %b4, %b3
  ret void, !dbg !1557
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyBool(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #1 !dbg !1560 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1561
  %t2 = sext i32 %.7 to i64, !dbg !1561
  %.8 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1562
  %t4 = sext i32 %.8 to i64, !dbg !1562
  %.9 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1563
  %.10 = getelementptr inbounds i8, ptr addrspace(4) %.9, i64 4, !dbg !1563
  %.11 = load i16, ptr addrspace(4) %.10, align 4, !dbg !1563, !invariant.load !6
  %t6 = zext i16 %.11 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !1564
  %t8 = add nsw i64 %t7, %t2, !dbg !1565
  %t10 = icmp slt i64 %t8, %a1, !dbg !1566
  br i1 %t10, label %b1, label %b2, !dbg !1566

b1:                                               ; preds = %entry
  %t15 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyBool.shared.0, i32 %.7, !dbg !1567
  %t12 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %t8, !dbg !1568
  %.13 = load i8, ptr addrspace(1) %t12, align 1, !dbg !1568, !amdgpu.noclobber !6
  %t14 = icmp ne i8 %.13, 0, !dbg !1569
  %.14 = zext i1 %t14 to i8, !dbg !1567
  store i8 %.14, ptr addrspace(3) %t15, align 1, !dbg !1567
  br label %b2, !dbg !1567

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release, !dbg !1570
  tail call void @llvm.amdgcn.s.barrier(), !dbg !1570
  fence syncscope("workgroup") acquire, !dbg !1570
  %t16 = icmp eq i32 %.7, 0, !dbg !1571
  br i1 %t16, label %b4.preheader, label %b7, !dbg !1571

b4.preheader:                                     ; preds = %b2
  %.15 = load i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyBool.shared.0, align 4, !dbg !1572
  %.16.not = icmp ne i8 %.15, 0, !dbg !1572
  %spec.select = zext i1 %.16.not to i8, !dbg !1572
  %t23 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t7, !dbg !1573
  store i8 %spec.select, ptr addrspace(1) %t23, align 1, !dbg !1573
  %.15.1 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyBool.shared.0, i32 0, i32 1), align 1, !dbg !1572
  %.16.not.1 = icmp ne i8 %.15.1, 0, !dbg !1572
  %spec.select.1 = zext i1 %.16.not.1 to i8, !dbg !1572
  %t22.1 = add nsw i64 %t7, 1, !dbg !1574
  %t23.1 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t22.1, !dbg !1573
  store i8 %spec.select.1, ptr addrspace(1) %t23.1, align 1, !dbg !1573
  %.15.2 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyBool.shared.0, i32 0, i32 2), align 2, !dbg !1572
  %.16.not.2 = icmp ne i8 %.15.2, 0, !dbg !1572
  %spec.select.2 = zext i1 %.16.not.2 to i8, !dbg !1572
  %t22.2 = add nsw i64 %t7, 2, !dbg !1574
  %t23.2 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t22.2, !dbg !1573
  store i8 %spec.select.2, ptr addrspace(1) %t23.2, align 1, !dbg !1573
  %.15.3 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyBool.shared.0, i32 0, i32 3), align 1, !dbg !1572
  %.16.not.3 = icmp ne i8 %.15.3, 0, !dbg !1572
  %spec.select.3 = zext i1 %.16.not.3 to i8, !dbg !1572
  %t22.3 = add nsw i64 %t7, 3, !dbg !1574
  %t23.3 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t22.3, !dbg !1573
  store i8 %spec.select.3, ptr addrspace(1) %t23.3, align 1, !dbg !1573
  %.15.4 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyBool.shared.0, i32 0, i32 4), align 4, !dbg !1572
  %.16.not.4 = icmp ne i8 %.15.4, 0, !dbg !1572
  %spec.select.4 = zext i1 %.16.not.4 to i8, !dbg !1572
  %t22.4 = add nsw i64 %t7, 4, !dbg !1574
  %t23.4 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t22.4, !dbg !1573
  store i8 %spec.select.4, ptr addrspace(1) %t23.4, align 1, !dbg !1573
  %.15.5 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyBool.shared.0, i32 0, i32 5), align 1, !dbg !1572
  %.16.not.5 = icmp ne i8 %.15.5, 0, !dbg !1572
  %spec.select.5 = zext i1 %.16.not.5 to i8, !dbg !1572
  %t22.5 = add nsw i64 %t7, 5, !dbg !1574
  %t23.5 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t22.5, !dbg !1573
  store i8 %spec.select.5, ptr addrspace(1) %t23.5, align 1, !dbg !1573
  %.15.6 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyBool.shared.0, i32 0, i32 6), align 2, !dbg !1572
  %.16.not.6 = icmp ne i8 %.15.6, 0, !dbg !1572
  %spec.select.6 = zext i1 %.16.not.6 to i8, !dbg !1572
  %t22.6 = add nsw i64 %t7, 6, !dbg !1574
  %t23.6 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t22.6, !dbg !1573
  store i8 %spec.select.6, ptr addrspace(1) %t23.6, align 1, !dbg !1573
  %.15.7 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyBool.shared.0, i32 0, i32 7), align 1, !dbg !1572
  %.16.not.7 = icmp ne i8 %.15.7, 0, !dbg !1572
  %spec.select.7 = zext i1 %.16.not.7 to i8, !dbg !1572
  %t22.7 = add nsw i64 %t7, 7, !dbg !1574
  %t23.7 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t22.7, !dbg !1573
  store i8 %spec.select.7, ptr addrspace(1) %t23.7, align 1, !dbg !1573
  %.15.8 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyBool.shared.0, i32 0, i32 8), align 4, !dbg !1572
  %.16.not.8 = icmp ne i8 %.15.8, 0, !dbg !1572
  %spec.select.8 = zext i1 %.16.not.8 to i8, !dbg !1572
  %t22.8 = add nsw i64 %t7, 8, !dbg !1574
  %t23.8 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t22.8, !dbg !1573
  store i8 %spec.select.8, ptr addrspace(1) %t23.8, align 1, !dbg !1573
  %.15.9 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyBool.shared.0, i32 0, i32 9), align 1, !dbg !1572
  %.16.not.9 = icmp ne i8 %.15.9, 0, !dbg !1572
  %spec.select.9 = zext i1 %.16.not.9 to i8, !dbg !1572
  %t22.9 = add nsw i64 %t7, 9, !dbg !1574
  %t23.9 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t22.9, !dbg !1573
  store i8 %spec.select.9, ptr addrspace(1) %t23.9, align 1, !dbg !1573
  %.15.10 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyBool.shared.0, i32 0, i32 10), align 2, !dbg !1572
  %.16.not.10 = icmp ne i8 %.15.10, 0, !dbg !1572
  %spec.select.10 = zext i1 %.16.not.10 to i8, !dbg !1572
  %t22.10 = add nsw i64 %t7, 10, !dbg !1574
  %t23.10 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t22.10, !dbg !1573
  store i8 %spec.select.10, ptr addrspace(1) %t23.10, align 1, !dbg !1573
  %.15.11 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyBool.shared.0, i32 0, i32 11), align 1, !dbg !1572
  %.16.not.11 = icmp ne i8 %.15.11, 0, !dbg !1572
  %spec.select.11 = zext i1 %.16.not.11 to i8, !dbg !1572
  %t22.11 = add nsw i64 %t7, 11, !dbg !1574
  %t23.11 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t22.11, !dbg !1573
  store i8 %spec.select.11, ptr addrspace(1) %t23.11, align 1, !dbg !1573
  %.15.12 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyBool.shared.0, i32 0, i32 12), align 4, !dbg !1572
  %.16.not.12 = icmp ne i8 %.15.12, 0, !dbg !1572
  %spec.select.12 = zext i1 %.16.not.12 to i8, !dbg !1572
  %t22.12 = add nsw i64 %t7, 12, !dbg !1574
  %t23.12 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t22.12, !dbg !1573
  store i8 %spec.select.12, ptr addrspace(1) %t23.12, align 1, !dbg !1573
  %.15.13 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyBool.shared.0, i32 0, i32 13), align 1, !dbg !1572
  %.16.not.13 = icmp ne i8 %.15.13, 0, !dbg !1572
  %spec.select.13 = zext i1 %.16.not.13 to i8, !dbg !1572
  %t22.13 = add nsw i64 %t7, 13, !dbg !1574
  %t23.13 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t22.13, !dbg !1573
  store i8 %spec.select.13, ptr addrspace(1) %t23.13, align 1, !dbg !1573
  %.15.14 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyBool.shared.0, i32 0, i32 14), align 2, !dbg !1572
  %.16.not.14 = icmp ne i8 %.15.14, 0, !dbg !1572
  %spec.select.14 = zext i1 %.16.not.14 to i8, !dbg !1572
  %t22.14 = add nsw i64 %t7, 14, !dbg !1574
  %t23.14 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t22.14, !dbg !1573
  store i8 %spec.select.14, ptr addrspace(1) %t23.14, align 1, !dbg !1573
  %.15.15 = load i8, ptr addrspace(3) getelementptr inbounds ([16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyBool.shared.0, i32 0, i32 15), align 1, !dbg !1572
  %.16.not.15 = icmp ne i8 %.15.15, 0, !dbg !1572
  %spec.select.15 = zext i1 %.16.not.15 to i8, !dbg !1572
  %t22.15 = add nsw i64 %t7, 15, !dbg !1574
  %t23.15 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t22.15, !dbg !1573
  store i8 %spec.select.15, ptr addrspace(1) %t23.15, align 1, !dbg !1573
  br label %b7, !dbg !1573

b7:                                               ; preds = %b4.preheader, %b2
  ret void, !dbg !1573
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eUsefulSyncWarp(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2) local_unnamed_addr #0 !dbg !1575 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1577
  %t1 = sext i32 %.4 to i64, !dbg !1577
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1577
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !1577
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !1577, !invariant.load !6
  %t3 = zext i16 %.7 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1577
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1577
  %t6 = sext i32 %.9 to i64, !dbg !1577
  %t7 = add nsw i64 %t4, %t6, !dbg !1577
  %t8 = icmp eq i64 %t7, 0, !dbg !1578
  br i1 %t8, label %b1, label %b2, !dbg !1578

b1:                                               ; preds = %entry
  store i32 42, ptr addrspace(1) %a0, align 4, !dbg !1579
  br label %b2, !dbg !1579

b2:                                               ; preds = %b1, %entry
  fence syncscope("wavefront") release, !dbg !1580
  tail call void @llvm.amdgcn.wave.barrier(), !dbg !1580
  fence syncscope("wavefront") acquire, !dbg !1580
  %.10 = load i32, ptr addrspace(1) %a0, align 4, !dbg !1581
  %t13 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7, !dbg !1582
  store i32 %.10, ptr addrspace(1) %t13, align 4, !dbg !1582
  ret void, !dbg !1582
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2ePartialSyncWarp(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 !dbg !1583 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1584
  %t1 = sext i32 %.7 to i64, !dbg !1584
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1584
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !1584
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !1584, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1584
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1584
  %t6 = sext i32 %.12 to i64, !dbg !1584
  %t7 = add nsw i64 %t4, %t6, !dbg !1584
  %t8 = icmp slt i64 %t7, 16, !dbg !1585
  br i1 %t8, label %b1, label %b2, !dbg !1585

b1:                                               ; preds = %entry
  %t11 = trunc i64 %t7 to i32, !dbg !1586
  %t12 = mul i32 %t11, 3, !dbg !1587
  %t14 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7, !dbg !1588
  store i32 %t12, ptr addrspace(1) %t14, align 4, !dbg !1588
  fence syncscope("wavefront") release, !dbg !1589
  tail call void @llvm.amdgcn.wave.barrier(), !dbg !1589
  fence syncscope("wavefront") acquire, !dbg !1589
  %t15 = sub nsw i64 15, %t7, !dbg !1590
  %t16 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t15, !dbg !1591
  %.13 = load i32, ptr addrspace(1) %t16, align 4, !dbg !1591
  br label %b2, !dbg !1592

b2:                                               ; preds = %entry, %b1
  %storemerge = phi i32 [ %.13, %b1 ], [ -1, %entry ], !dbg !1593
  %t10 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !1592
  store i32 %storemerge, ptr addrspace(1) %t10, align 4, !dbg !1593
  ret void, !dbg !1592
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eWarpShfl_5bint8_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !1594 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1595
  %t1 = sext i32 %.7 to i64, !dbg !1595
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1595
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !1595
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !1595, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1595
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1595
  %t6 = sext i32 %.12 to i64, !dbg !1595
  %t7 = add nsw i64 %t4, %t6, !dbg !1595
  %t9 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t7, !dbg !1596
  %.13 = load i8, ptr addrspace(1) %t9, align 1, !dbg !1596, !amdgpu.noclobber !6
  %t11 = shl nsw i64 %t7, 2, !dbg !1597
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1598
  %.16 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.15), !dbg !1598
  %.18 = and i64 %a6, 63, !dbg !1598
  %.20 = tail call i64 @llvm.read_register.i64(metadata !1599) #16, !dbg !1598
  %0 = shl nuw i64 1, %.18, !dbg !1598
  %1 = and i64 %.20, %0, !dbg !1598
  %.23.not = icmp eq i64 %1, 0, !dbg !1598
  %.25 = trunc i64 %.18 to i32, !dbg !1598
  %.26 = shl nuw nsw i32 %.25, 2, !dbg !1598
  %.27 = zext i8 %.13 to i32, !dbg !1598
  %.28 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26, i32 %.27), !dbg !1598
  %.29 = trunc i32 %.28 to i8, !dbg !1598
  %t13 = select i1 %.23.not, i8 %.13, i8 %.29, !dbg !1598
  %t15 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %t11, !dbg !1600
  store i8 %t13, ptr addrspace(1) %t15, align 1, !dbg !1600
  %t16 = or i64 %t11, 1, !dbg !1601
  %sext = shl i64 %a7, 32, !dbg !1602
  %.30 = ashr exact i64 %sext, 32, !dbg !1602
  %.33 = zext i32 %.16 to i64, !dbg !1602
  %.34 = sub nsw i64 %.33, %.30, !dbg !1602
  %.35 = icmp ult i64 %.34, 64, !dbg !1602
  %.37 = and i64 %.34, 63, !dbg !1602
  %2 = shl nuw i64 1, %.37, !dbg !1602
  %3 = and i64 %2, %.20, !dbg !1602
  %.39 = icmp ne i64 %3, 0, !dbg !1602
  %.40 = and i1 %.35, %.39, !dbg !1602
  %.41 = trunc i64 %.34 to i32, !dbg !1602
  %.42 = shl i32 %.41, 2, !dbg !1602
  %.44 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.42, i32 %.27), !dbg !1602
  %.45 = trunc i32 %.44 to i8, !dbg !1602
  %t18 = select i1 %.40, i8 %.45, i8 %.13, !dbg !1602
  %t19 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %t16, !dbg !1603
  store i8 %t18, ptr addrspace(1) %t19, align 1, !dbg !1603
  %t20 = or i64 %t11, 2, !dbg !1604
  %.50 = add nsw i64 %.30, %.33, !dbg !1605
  %.51 = icmp ult i64 %.50, 64, !dbg !1605
  %.53 = and i64 %.50, 63, !dbg !1605
  %4 = shl nuw i64 1, %.53, !dbg !1605
  %5 = and i64 %4, %.20, !dbg !1605
  %.55 = icmp ne i64 %5, 0, !dbg !1605
  %.56 = and i1 %.51, %.55, !dbg !1605
  %.57 = trunc i64 %.50 to i32, !dbg !1605
  %.58 = shl i32 %.57, 2, !dbg !1605
  %.60 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.58, i32 %.27), !dbg !1605
  %.61 = trunc i32 %.60 to i8, !dbg !1605
  %t21 = select i1 %.56, i8 %.61, i8 %.13, !dbg !1605
  %t22 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %t20, !dbg !1606
  store i8 %t21, ptr addrspace(1) %t22, align 1, !dbg !1606
  %t23 = or i64 %t11, 3, !dbg !1607
  %sext1 = shl i64 %a8, 32, !dbg !1608
  %.62 = ashr exact i64 %sext1, 32, !dbg !1608
  %.66 = xor i64 %.62, %.33, !dbg !1608
  %.67 = icmp ult i64 %.66, 64, !dbg !1608
  %.69 = and i64 %.66, 63, !dbg !1608
  %6 = shl nuw i64 1, %.69, !dbg !1608
  %7 = and i64 %6, %.20, !dbg !1608
  %.71 = icmp ne i64 %7, 0, !dbg !1608
  %.72 = and i1 %.67, %.71, !dbg !1608
  %.73 = trunc i64 %.66 to i32, !dbg !1608
  %.74 = shl i32 %.73, 2, !dbg !1608
  %.76 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.74, i32 %.27), !dbg !1608
  %.77 = trunc i32 %.76 to i8, !dbg !1608
  %t25 = select i1 %.72, i8 %.77, i8 %.13, !dbg !1608
  %t26 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %t23, !dbg !1609
  store i8 %t25, ptr addrspace(1) %t26, align 1, !dbg !1609
  ret void, !dbg !1609
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eWarpShfl_5buint8_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !1610 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1611
  %t1 = sext i32 %.7 to i64, !dbg !1611
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1611
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !1611
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !1611, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1611
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1611
  %t6 = sext i32 %.12 to i64, !dbg !1611
  %t7 = add nsw i64 %t4, %t6, !dbg !1611
  %t9 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t7, !dbg !1612
  %.13 = load i8, ptr addrspace(1) %t9, align 1, !dbg !1612, !amdgpu.noclobber !6
  %t11 = shl nsw i64 %t7, 2, !dbg !1613
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1614
  %.16 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.15), !dbg !1614
  %.18 = and i64 %a6, 63, !dbg !1614
  %.20 = tail call i64 @llvm.read_register.i64(metadata !1599) #16, !dbg !1614
  %0 = shl nuw i64 1, %.18, !dbg !1614
  %1 = and i64 %.20, %0, !dbg !1614
  %.23.not = icmp eq i64 %1, 0, !dbg !1614
  %.25 = trunc i64 %.18 to i32, !dbg !1614
  %.26 = shl nuw nsw i32 %.25, 2, !dbg !1614
  %.27 = zext i8 %.13 to i32, !dbg !1614
  %.28 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26, i32 %.27), !dbg !1614
  %.29 = trunc i32 %.28 to i8, !dbg !1614
  %t13 = select i1 %.23.not, i8 %.13, i8 %.29, !dbg !1614
  %t15 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %t11, !dbg !1615
  store i8 %t13, ptr addrspace(1) %t15, align 1, !dbg !1615
  %t16 = or i64 %t11, 1, !dbg !1616
  %sext = shl i64 %a7, 32, !dbg !1617
  %.30 = ashr exact i64 %sext, 32, !dbg !1617
  %.33 = zext i32 %.16 to i64, !dbg !1617
  %.34 = sub nsw i64 %.33, %.30, !dbg !1617
  %.35 = icmp ult i64 %.34, 64, !dbg !1617
  %.37 = and i64 %.34, 63, !dbg !1617
  %2 = shl nuw i64 1, %.37, !dbg !1617
  %3 = and i64 %2, %.20, !dbg !1617
  %.39 = icmp ne i64 %3, 0, !dbg !1617
  %.40 = and i1 %.35, %.39, !dbg !1617
  %.41 = trunc i64 %.34 to i32, !dbg !1617
  %.42 = shl i32 %.41, 2, !dbg !1617
  %.44 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.42, i32 %.27), !dbg !1617
  %.45 = trunc i32 %.44 to i8, !dbg !1617
  %t18 = select i1 %.40, i8 %.45, i8 %.13, !dbg !1617
  %t19 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %t16, !dbg !1618
  store i8 %t18, ptr addrspace(1) %t19, align 1, !dbg !1618
  %t20 = or i64 %t11, 2, !dbg !1619
  %.50 = add nsw i64 %.30, %.33, !dbg !1620
  %.51 = icmp ult i64 %.50, 64, !dbg !1620
  %.53 = and i64 %.50, 63, !dbg !1620
  %4 = shl nuw i64 1, %.53, !dbg !1620
  %5 = and i64 %4, %.20, !dbg !1620
  %.55 = icmp ne i64 %5, 0, !dbg !1620
  %.56 = and i1 %.51, %.55, !dbg !1620
  %.57 = trunc i64 %.50 to i32, !dbg !1620
  %.58 = shl i32 %.57, 2, !dbg !1620
  %.60 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.58, i32 %.27), !dbg !1620
  %.61 = trunc i32 %.60 to i8, !dbg !1620
  %t21 = select i1 %.56, i8 %.61, i8 %.13, !dbg !1620
  %t22 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %t20, !dbg !1621
  store i8 %t21, ptr addrspace(1) %t22, align 1, !dbg !1621
  %t23 = or i64 %t11, 3, !dbg !1622
  %sext1 = shl i64 %a8, 32, !dbg !1623
  %.62 = ashr exact i64 %sext1, 32, !dbg !1623
  %.66 = xor i64 %.62, %.33, !dbg !1623
  %.67 = icmp ult i64 %.66, 64, !dbg !1623
  %.69 = and i64 %.66, 63, !dbg !1623
  %6 = shl nuw i64 1, %.69, !dbg !1623
  %7 = and i64 %6, %.20, !dbg !1623
  %.71 = icmp ne i64 %7, 0, !dbg !1623
  %.72 = and i1 %.67, %.71, !dbg !1623
  %.73 = trunc i64 %.66 to i32, !dbg !1623
  %.74 = shl i32 %.73, 2, !dbg !1623
  %.76 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.74, i32 %.27), !dbg !1623
  %.77 = trunc i32 %.76 to i8, !dbg !1623
  %t25 = select i1 %.72, i8 %.77, i8 %.13, !dbg !1623
  %t26 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %t23, !dbg !1624
  store i8 %t25, ptr addrspace(1) %t26, align 1, !dbg !1624
  ret void, !dbg !1624
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eWarpShfl_5bint16_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !1625 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1626
  %t1 = sext i32 %.7 to i64, !dbg !1626
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1626
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !1626
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !1626, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1626
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1626
  %t6 = sext i32 %.12 to i64, !dbg !1626
  %t7 = add nsw i64 %t4, %t6, !dbg !1626
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !1627
  %.13 = load i16, ptr addrspace(1) %t9, align 2, !dbg !1627, !amdgpu.noclobber !6
  %t11 = shl nsw i64 %t7, 2, !dbg !1628
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1629
  %.16 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.15), !dbg !1629
  %.18 = and i64 %a6, 63, !dbg !1629
  %.20 = tail call i64 @llvm.read_register.i64(metadata !1599) #16, !dbg !1629
  %0 = shl nuw i64 1, %.18, !dbg !1629
  %1 = and i64 %.20, %0, !dbg !1629
  %.23.not = icmp eq i64 %1, 0, !dbg !1629
  %.25 = trunc i64 %.18 to i32, !dbg !1629
  %.26 = shl nuw nsw i32 %.25, 2, !dbg !1629
  %.27 = zext i16 %.13 to i32, !dbg !1629
  %.28 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26, i32 %.27), !dbg !1629
  %.29 = trunc i32 %.28 to i16, !dbg !1629
  %t13 = select i1 %.23.not, i16 %.13, i16 %.29, !dbg !1629
  %t15 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t11, !dbg !1630
  store i16 %t13, ptr addrspace(1) %t15, align 2, !dbg !1630
  %t16 = or i64 %t11, 1, !dbg !1631
  %sext = shl i64 %a7, 32, !dbg !1632
  %.30 = ashr exact i64 %sext, 32, !dbg !1632
  %.33 = zext i32 %.16 to i64, !dbg !1632
  %.34 = sub nsw i64 %.33, %.30, !dbg !1632
  %.41 = trunc i64 %.34 to i32, !dbg !1632
  %.42 = shl i32 %.41, 2, !dbg !1632
  %t19 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t16, !dbg !1633
  %.50 = add nsw i64 %.30, %.33, !dbg !1634
  %.57 = trunc i64 %.50 to i32, !dbg !1634
  %.58 = shl i32 %.57, 2, !dbg !1634
  %.44 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.42, i32 %.27), !dbg !1632
  %2 = insertelement <2 x i64> poison, i64 %.34, i64 0, !dbg !1632
  %3 = insertelement <2 x i64> %2, i64 %.50, i64 1, !dbg !1632
  %4 = icmp ult <2 x i64> %3, <i64 64, i64 64>, !dbg !1632
  %5 = and <2 x i64> %3, <i64 63, i64 63>, !dbg !1632
  %6 = shl nuw <2 x i64> <i64 1, i64 1>, %5, !dbg !1632
  %7 = insertelement <2 x i64> poison, i64 %.20, i64 0, !dbg !1632
  %8 = shufflevector <2 x i64> %7, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !1632
  %9 = and <2 x i64> %6, %8, !dbg !1632
  %10 = icmp ne <2 x i64> %9, zeroinitializer, !dbg !1632
  %11 = and <2 x i1> %4, %10, !dbg !1632
  %.60 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.58, i32 %.27), !dbg !1634
  %12 = insertelement <2 x i32> poison, i32 %.44, i64 0, !dbg !1632
  %13 = insertelement <2 x i32> %12, i32 %.60, i64 1, !dbg !1632
  %14 = trunc <2 x i32> %13 to <2 x i16>, !dbg !1632
  %15 = insertelement <2 x i16> poison, i16 %.13, i64 0, !dbg !1632
  %16 = shufflevector <2 x i16> %15, <2 x i16> poison, <2 x i32> zeroinitializer, !dbg !1632
  %17 = select <2 x i1> %11, <2 x i16> %14, <2 x i16> %16, !dbg !1632
  store <2 x i16> %17, ptr addrspace(1) %t19, align 2, !dbg !1633
  %t23 = or i64 %t11, 3, !dbg !1635
  %sext1 = shl i64 %a8, 32, !dbg !1636
  %.62 = ashr exact i64 %sext1, 32, !dbg !1636
  %.66 = xor i64 %.62, %.33, !dbg !1636
  %.67 = icmp ult i64 %.66, 64, !dbg !1636
  %.69 = and i64 %.66, 63, !dbg !1636
  %18 = shl nuw i64 1, %.69, !dbg !1636
  %19 = and i64 %18, %.20, !dbg !1636
  %.71 = icmp ne i64 %19, 0, !dbg !1636
  %.72 = and i1 %.67, %.71, !dbg !1636
  %.73 = trunc i64 %.66 to i32, !dbg !1636
  %.74 = shl i32 %.73, 2, !dbg !1636
  %.76 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.74, i32 %.27), !dbg !1636
  %.77 = trunc i32 %.76 to i16, !dbg !1636
  %t25 = select i1 %.72, i16 %.77, i16 %.13, !dbg !1636
  %t26 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t23, !dbg !1637
  store i16 %t25, ptr addrspace(1) %t26, align 2, !dbg !1637
  ret void, !dbg !1637
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eWarpShfl_5buint16_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !1638 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1639
  %t1 = sext i32 %.7 to i64, !dbg !1639
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1639
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !1639
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !1639, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1639
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1639
  %t6 = sext i32 %.12 to i64, !dbg !1639
  %t7 = add nsw i64 %t4, %t6, !dbg !1639
  %t9 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t7, !dbg !1640
  %.13 = load i16, ptr addrspace(1) %t9, align 2, !dbg !1640, !amdgpu.noclobber !6
  %t11 = shl nsw i64 %t7, 2, !dbg !1641
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1642
  %.16 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.15), !dbg !1642
  %.18 = and i64 %a6, 63, !dbg !1642
  %.20 = tail call i64 @llvm.read_register.i64(metadata !1599) #16, !dbg !1642
  %0 = shl nuw i64 1, %.18, !dbg !1642
  %1 = and i64 %.20, %0, !dbg !1642
  %.23.not = icmp eq i64 %1, 0, !dbg !1642
  %.25 = trunc i64 %.18 to i32, !dbg !1642
  %.26 = shl nuw nsw i32 %.25, 2, !dbg !1642
  %.27 = zext i16 %.13 to i32, !dbg !1642
  %.28 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26, i32 %.27), !dbg !1642
  %.29 = trunc i32 %.28 to i16, !dbg !1642
  %t13 = select i1 %.23.not, i16 %.13, i16 %.29, !dbg !1642
  %t15 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t11, !dbg !1643
  store i16 %t13, ptr addrspace(1) %t15, align 2, !dbg !1643
  %t16 = or i64 %t11, 1, !dbg !1644
  %sext = shl i64 %a7, 32, !dbg !1645
  %.30 = ashr exact i64 %sext, 32, !dbg !1645
  %.33 = zext i32 %.16 to i64, !dbg !1645
  %.34 = sub nsw i64 %.33, %.30, !dbg !1645
  %.41 = trunc i64 %.34 to i32, !dbg !1645
  %.42 = shl i32 %.41, 2, !dbg !1645
  %t19 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t16, !dbg !1646
  %.50 = add nsw i64 %.30, %.33, !dbg !1647
  %.57 = trunc i64 %.50 to i32, !dbg !1647
  %.58 = shl i32 %.57, 2, !dbg !1647
  %.44 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.42, i32 %.27), !dbg !1645
  %2 = insertelement <2 x i64> poison, i64 %.34, i64 0, !dbg !1645
  %3 = insertelement <2 x i64> %2, i64 %.50, i64 1, !dbg !1645
  %4 = icmp ult <2 x i64> %3, <i64 64, i64 64>, !dbg !1645
  %5 = and <2 x i64> %3, <i64 63, i64 63>, !dbg !1645
  %6 = shl nuw <2 x i64> <i64 1, i64 1>, %5, !dbg !1645
  %7 = insertelement <2 x i64> poison, i64 %.20, i64 0, !dbg !1645
  %8 = shufflevector <2 x i64> %7, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !1645
  %9 = and <2 x i64> %6, %8, !dbg !1645
  %10 = icmp ne <2 x i64> %9, zeroinitializer, !dbg !1645
  %11 = and <2 x i1> %4, %10, !dbg !1645
  %.60 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.58, i32 %.27), !dbg !1647
  %12 = insertelement <2 x i32> poison, i32 %.44, i64 0, !dbg !1645
  %13 = insertelement <2 x i32> %12, i32 %.60, i64 1, !dbg !1645
  %14 = trunc <2 x i32> %13 to <2 x i16>, !dbg !1645
  %15 = insertelement <2 x i16> poison, i16 %.13, i64 0, !dbg !1645
  %16 = shufflevector <2 x i16> %15, <2 x i16> poison, <2 x i32> zeroinitializer, !dbg !1645
  %17 = select <2 x i1> %11, <2 x i16> %14, <2 x i16> %16, !dbg !1645
  store <2 x i16> %17, ptr addrspace(1) %t19, align 2, !dbg !1646
  %t23 = or i64 %t11, 3, !dbg !1648
  %sext1 = shl i64 %a8, 32, !dbg !1649
  %.62 = ashr exact i64 %sext1, 32, !dbg !1649
  %.66 = xor i64 %.62, %.33, !dbg !1649
  %.67 = icmp ult i64 %.66, 64, !dbg !1649
  %.69 = and i64 %.66, 63, !dbg !1649
  %18 = shl nuw i64 1, %.69, !dbg !1649
  %19 = and i64 %18, %.20, !dbg !1649
  %.71 = icmp ne i64 %19, 0, !dbg !1649
  %.72 = and i1 %.67, %.71, !dbg !1649
  %.73 = trunc i64 %.66 to i32, !dbg !1649
  %.74 = shl i32 %.73, 2, !dbg !1649
  %.76 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.74, i32 %.27), !dbg !1649
  %.77 = trunc i32 %.76 to i16, !dbg !1649
  %t25 = select i1 %.72, i16 %.77, i16 %.13, !dbg !1649
  %t26 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t23, !dbg !1650
  store i16 %t25, ptr addrspace(1) %t26, align 2, !dbg !1650
  ret void, !dbg !1650
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eWarpShfl_5bint32_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !1651 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1652
  %t1 = sext i32 %.7 to i64, !dbg !1652
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1652
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !1652
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !1652, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1652
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1652
  %t6 = sext i32 %.12 to i64, !dbg !1652
  %t7 = add nsw i64 %t4, %t6, !dbg !1652
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !1653
  %.13 = load i32, ptr addrspace(1) %t9, align 4, !dbg !1653, !amdgpu.noclobber !6
  %t11 = shl nsw i64 %t7, 2, !dbg !1654
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1655
  %.16 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.15), !dbg !1655
  %.18 = and i64 %a6, 63, !dbg !1655
  %.20 = tail call i64 @llvm.read_register.i64(metadata !1599) #16, !dbg !1655
  %0 = shl nuw i64 1, %.18, !dbg !1655
  %1 = and i64 %.20, %0, !dbg !1655
  %.23.not = icmp eq i64 %1, 0, !dbg !1655
  %.25 = trunc i64 %.18 to i32, !dbg !1655
  %.26 = shl nuw nsw i32 %.25, 2, !dbg !1655
  %.27 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26, i32 %.13), !dbg !1655
  %t13 = select i1 %.23.not, i32 %.13, i32 %.27, !dbg !1655
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t11, !dbg !1656
  store i32 %t13, ptr addrspace(1) %t15, align 4, !dbg !1656
  %t16 = or i64 %t11, 1, !dbg !1657
  %sext = shl i64 %a7, 32, !dbg !1658
  %.28 = ashr exact i64 %sext, 32, !dbg !1658
  %.31 = zext i32 %.16 to i64, !dbg !1658
  %.32 = sub nsw i64 %.31, %.28, !dbg !1658
  %.39 = trunc i64 %.32 to i32, !dbg !1658
  %.40 = shl i32 %.39, 2, !dbg !1658
  %t19 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t16, !dbg !1659
  %.46 = add nsw i64 %.28, %.31, !dbg !1660
  %.53 = trunc i64 %.46 to i32, !dbg !1660
  %.54 = shl i32 %.53, 2, !dbg !1660
  %.41 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.40, i32 %.13), !dbg !1658
  %2 = insertelement <2 x i64> poison, i64 %.32, i64 0, !dbg !1658
  %3 = insertelement <2 x i64> %2, i64 %.46, i64 1, !dbg !1658
  %4 = icmp ult <2 x i64> %3, <i64 64, i64 64>, !dbg !1658
  %5 = and <2 x i64> %3, <i64 63, i64 63>, !dbg !1658
  %6 = shl nuw <2 x i64> <i64 1, i64 1>, %5, !dbg !1658
  %7 = insertelement <2 x i64> poison, i64 %.20, i64 0, !dbg !1658
  %8 = shufflevector <2 x i64> %7, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !1658
  %9 = and <2 x i64> %6, %8, !dbg !1658
  %10 = icmp ne <2 x i64> %9, zeroinitializer, !dbg !1658
  %11 = and <2 x i1> %4, %10, !dbg !1658
  %.55 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.54, i32 %.13), !dbg !1660
  %12 = insertelement <2 x i32> poison, i32 %.41, i64 0, !dbg !1658
  %13 = insertelement <2 x i32> %12, i32 %.55, i64 1, !dbg !1658
  %14 = insertelement <2 x i32> poison, i32 %.13, i64 0, !dbg !1658
  %15 = shufflevector <2 x i32> %14, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !1658
  %16 = select <2 x i1> %11, <2 x i32> %13, <2 x i32> %15, !dbg !1658
  store <2 x i32> %16, ptr addrspace(1) %t19, align 4, !dbg !1659
  %t23 = or i64 %t11, 3, !dbg !1661
  %sext1 = shl i64 %a8, 32, !dbg !1662
  %.56 = ashr exact i64 %sext1, 32, !dbg !1662
  %.60 = xor i64 %.56, %.31, !dbg !1662
  %.61 = icmp ult i64 %.60, 64, !dbg !1662
  %.63 = and i64 %.60, 63, !dbg !1662
  %17 = shl nuw i64 1, %.63, !dbg !1662
  %18 = and i64 %17, %.20, !dbg !1662
  %.65 = icmp ne i64 %18, 0, !dbg !1662
  %.66 = and i1 %.61, %.65, !dbg !1662
  %.67 = trunc i64 %.60 to i32, !dbg !1662
  %.68 = shl i32 %.67, 2, !dbg !1662
  %.69 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.68, i32 %.13), !dbg !1662
  %t25 = select i1 %.66, i32 %.69, i32 %.13, !dbg !1662
  %t26 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t23, !dbg !1663
  store i32 %t25, ptr addrspace(1) %t26, align 4, !dbg !1663
  ret void, !dbg !1663
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eWarpShfl_5buint32_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !1664 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1665
  %t1 = sext i32 %.7 to i64, !dbg !1665
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1665
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !1665
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !1665, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1665
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1665
  %t6 = sext i32 %.12 to i64, !dbg !1665
  %t7 = add nsw i64 %t4, %t6, !dbg !1665
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !1666
  %.13 = load i32, ptr addrspace(1) %t9, align 4, !dbg !1666, !amdgpu.noclobber !6
  %t11 = shl nsw i64 %t7, 2, !dbg !1667
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1668
  %.16 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.15), !dbg !1668
  %.18 = and i64 %a6, 63, !dbg !1668
  %.20 = tail call i64 @llvm.read_register.i64(metadata !1599) #16, !dbg !1668
  %0 = shl nuw i64 1, %.18, !dbg !1668
  %1 = and i64 %.20, %0, !dbg !1668
  %.23.not = icmp eq i64 %1, 0, !dbg !1668
  %.25 = trunc i64 %.18 to i32, !dbg !1668
  %.26 = shl nuw nsw i32 %.25, 2, !dbg !1668
  %.27 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26, i32 %.13), !dbg !1668
  %t13 = select i1 %.23.not, i32 %.13, i32 %.27, !dbg !1668
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t11, !dbg !1669
  store i32 %t13, ptr addrspace(1) %t15, align 4, !dbg !1669
  %t16 = or i64 %t11, 1, !dbg !1670
  %sext = shl i64 %a7, 32, !dbg !1671
  %.28 = ashr exact i64 %sext, 32, !dbg !1671
  %.31 = zext i32 %.16 to i64, !dbg !1671
  %.32 = sub nsw i64 %.31, %.28, !dbg !1671
  %.39 = trunc i64 %.32 to i32, !dbg !1671
  %.40 = shl i32 %.39, 2, !dbg !1671
  %t19 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t16, !dbg !1672
  %.46 = add nsw i64 %.28, %.31, !dbg !1673
  %.53 = trunc i64 %.46 to i32, !dbg !1673
  %.54 = shl i32 %.53, 2, !dbg !1673
  %.41 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.40, i32 %.13), !dbg !1671
  %2 = insertelement <2 x i64> poison, i64 %.32, i64 0, !dbg !1671
  %3 = insertelement <2 x i64> %2, i64 %.46, i64 1, !dbg !1671
  %4 = icmp ult <2 x i64> %3, <i64 64, i64 64>, !dbg !1671
  %5 = and <2 x i64> %3, <i64 63, i64 63>, !dbg !1671
  %6 = shl nuw <2 x i64> <i64 1, i64 1>, %5, !dbg !1671
  %7 = insertelement <2 x i64> poison, i64 %.20, i64 0, !dbg !1671
  %8 = shufflevector <2 x i64> %7, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !1671
  %9 = and <2 x i64> %6, %8, !dbg !1671
  %10 = icmp ne <2 x i64> %9, zeroinitializer, !dbg !1671
  %11 = and <2 x i1> %4, %10, !dbg !1671
  %.55 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.54, i32 %.13), !dbg !1673
  %12 = insertelement <2 x i32> poison, i32 %.41, i64 0, !dbg !1671
  %13 = insertelement <2 x i32> %12, i32 %.55, i64 1, !dbg !1671
  %14 = insertelement <2 x i32> poison, i32 %.13, i64 0, !dbg !1671
  %15 = shufflevector <2 x i32> %14, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !1671
  %16 = select <2 x i1> %11, <2 x i32> %13, <2 x i32> %15, !dbg !1671
  store <2 x i32> %16, ptr addrspace(1) %t19, align 4, !dbg !1672
  %t23 = or i64 %t11, 3, !dbg !1674
  %sext1 = shl i64 %a8, 32, !dbg !1675
  %.56 = ashr exact i64 %sext1, 32, !dbg !1675
  %.60 = xor i64 %.56, %.31, !dbg !1675
  %.61 = icmp ult i64 %.60, 64, !dbg !1675
  %.63 = and i64 %.60, 63, !dbg !1675
  %17 = shl nuw i64 1, %.63, !dbg !1675
  %18 = and i64 %17, %.20, !dbg !1675
  %.65 = icmp ne i64 %18, 0, !dbg !1675
  %.66 = and i1 %.61, %.65, !dbg !1675
  %.67 = trunc i64 %.60 to i32, !dbg !1675
  %.68 = shl i32 %.67, 2, !dbg !1675
  %.69 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.68, i32 %.13), !dbg !1675
  %t25 = select i1 %.66, i32 %.69, i32 %.13, !dbg !1675
  %t26 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t23, !dbg !1676
  store i32 %t25, ptr addrspace(1) %t26, align 4, !dbg !1676
  ret void, !dbg !1676
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eWarpShfl_5bint64_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !1677 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1678
  %t1 = sext i32 %.7 to i64, !dbg !1678
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1678
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !1678
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !1678, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1678
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1678
  %t6 = sext i32 %.12 to i64, !dbg !1678
  %t7 = add nsw i64 %t4, %t6, !dbg !1678
  %t9 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t7, !dbg !1679
  %.13 = load i64, ptr addrspace(1) %t9, align 8, !dbg !1679, !amdgpu.noclobber !6
  %t11 = shl nsw i64 %t7, 2, !dbg !1680
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1681
  %.16 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.15), !dbg !1681
  %.18 = and i64 %a6, 63, !dbg !1681
  %.20 = tail call i64 @llvm.read_register.i64(metadata !1599) #16, !dbg !1681
  %0 = shl nuw i64 1, %.18, !dbg !1681
  %1 = and i64 %.20, %0, !dbg !1681
  %.23.not = icmp eq i64 %1, 0, !dbg !1681
  %.25 = trunc i64 %.18 to i32, !dbg !1681
  %.26 = shl nuw nsw i32 %.25, 2, !dbg !1681
  %.27 = trunc i64 %.13 to i32, !dbg !1681
  %.28 = lshr i64 %.13, 32, !dbg !1681
  %.29 = trunc i64 %.28 to i32, !dbg !1681
  %.30 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26, i32 %.27), !dbg !1681
  %.31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26, i32 %.29), !dbg !1681
  %.32 = zext i32 %.30 to i64, !dbg !1681
  %.33 = zext i32 %.31 to i64, !dbg !1681
  %.34 = shl nuw i64 %.33, 32, !dbg !1681
  %.35 = or i64 %.34, %.32, !dbg !1681
  %t13 = select i1 %.23.not, i64 %.13, i64 %.35, !dbg !1681
  %t15 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t11, !dbg !1682
  store i64 %t13, ptr addrspace(1) %t15, align 8, !dbg !1682
  %t16 = or i64 %t11, 1, !dbg !1683
  %sext = shl i64 %a7, 32, !dbg !1684
  %.36 = ashr exact i64 %sext, 32, !dbg !1684
  %.39 = zext i32 %.16 to i64, !dbg !1684
  %.40 = sub nsw i64 %.39, %.36, !dbg !1684
  %.41 = icmp ult i64 %.40, 64, !dbg !1684
  %.43 = and i64 %.40, 63, !dbg !1684
  %2 = shl nuw i64 1, %.43, !dbg !1684
  %3 = and i64 %2, %.20, !dbg !1684
  %.45 = icmp ne i64 %3, 0, !dbg !1684
  %.46 = and i1 %.41, %.45, !dbg !1684
  %.47 = trunc i64 %.40 to i32, !dbg !1684
  %.48 = shl i32 %.47, 2, !dbg !1684
  %.52 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.48, i32 %.27), !dbg !1684
  %.53 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.48, i32 %.29), !dbg !1684
  %.54 = zext i32 %.52 to i64, !dbg !1684
  %.55 = zext i32 %.53 to i64, !dbg !1684
  %.56 = shl nuw i64 %.55, 32, !dbg !1684
  %.57 = or i64 %.56, %.54, !dbg !1684
  %t18 = select i1 %.46, i64 %.57, i64 %.13, !dbg !1684
  %t19 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t16, !dbg !1685
  store i64 %t18, ptr addrspace(1) %t19, align 8, !dbg !1685
  %t20 = or i64 %t11, 2, !dbg !1686
  %.62 = add nsw i64 %.36, %.39, !dbg !1687
  %.63 = icmp ult i64 %.62, 64, !dbg !1687
  %.65 = and i64 %.62, 63, !dbg !1687
  %4 = shl nuw i64 1, %.65, !dbg !1687
  %5 = and i64 %4, %.20, !dbg !1687
  %.67 = icmp ne i64 %5, 0, !dbg !1687
  %.68 = and i1 %.63, %.67, !dbg !1687
  %.69 = trunc i64 %.62 to i32, !dbg !1687
  %.70 = shl i32 %.69, 2, !dbg !1687
  %.74 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.70, i32 %.27), !dbg !1687
  %.75 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.70, i32 %.29), !dbg !1687
  %.76 = zext i32 %.74 to i64, !dbg !1687
  %.77 = zext i32 %.75 to i64, !dbg !1687
  %.78 = shl nuw i64 %.77, 32, !dbg !1687
  %.79 = or i64 %.78, %.76, !dbg !1687
  %t21 = select i1 %.68, i64 %.79, i64 %.13, !dbg !1687
  %t22 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t20, !dbg !1688
  store i64 %t21, ptr addrspace(1) %t22, align 8, !dbg !1688
  %t23 = or i64 %t11, 3, !dbg !1689
  %sext1 = shl i64 %a8, 32, !dbg !1690
  %.80 = ashr exact i64 %sext1, 32, !dbg !1690
  %.84 = xor i64 %.80, %.39, !dbg !1690
  %.85 = icmp ult i64 %.84, 64, !dbg !1690
  %.87 = and i64 %.84, 63, !dbg !1690
  %6 = shl nuw i64 1, %.87, !dbg !1690
  %7 = and i64 %6, %.20, !dbg !1690
  %.89 = icmp ne i64 %7, 0, !dbg !1690
  %.90 = and i1 %.85, %.89, !dbg !1690
  %.91 = trunc i64 %.84 to i32, !dbg !1690
  %.92 = shl i32 %.91, 2, !dbg !1690
  %.96 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.92, i32 %.27), !dbg !1690
  %.97 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.92, i32 %.29), !dbg !1690
  %.98 = zext i32 %.96 to i64, !dbg !1690
  %.99 = zext i32 %.97 to i64, !dbg !1690
  %.100 = shl nuw i64 %.99, 32, !dbg !1690
  %.101 = or i64 %.100, %.98, !dbg !1690
  %t25 = select i1 %.90, i64 %.101, i64 %.13, !dbg !1690
  %t26 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t23, !dbg !1691
  store i64 %t25, ptr addrspace(1) %t26, align 8, !dbg !1691
  ret void, !dbg !1691
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eWarpShfl_5buint64_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !1692 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1693
  %t1 = sext i32 %.7 to i64, !dbg !1693
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1693
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !1693
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !1693, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1693
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1693
  %t6 = sext i32 %.12 to i64, !dbg !1693
  %t7 = add nsw i64 %t4, %t6, !dbg !1693
  %t9 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t7, !dbg !1694
  %.13 = load i64, ptr addrspace(1) %t9, align 8, !dbg !1694, !amdgpu.noclobber !6
  %t11 = shl nsw i64 %t7, 2, !dbg !1695
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1696
  %.16 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.15), !dbg !1696
  %.18 = and i64 %a6, 63, !dbg !1696
  %.20 = tail call i64 @llvm.read_register.i64(metadata !1599) #16, !dbg !1696
  %0 = shl nuw i64 1, %.18, !dbg !1696
  %1 = and i64 %.20, %0, !dbg !1696
  %.23.not = icmp eq i64 %1, 0, !dbg !1696
  %.25 = trunc i64 %.18 to i32, !dbg !1696
  %.26 = shl nuw nsw i32 %.25, 2, !dbg !1696
  %.27 = trunc i64 %.13 to i32, !dbg !1696
  %.28 = lshr i64 %.13, 32, !dbg !1696
  %.29 = trunc i64 %.28 to i32, !dbg !1696
  %.30 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26, i32 %.27), !dbg !1696
  %.31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26, i32 %.29), !dbg !1696
  %.32 = zext i32 %.30 to i64, !dbg !1696
  %.33 = zext i32 %.31 to i64, !dbg !1696
  %.34 = shl nuw i64 %.33, 32, !dbg !1696
  %.35 = or i64 %.34, %.32, !dbg !1696
  %t13 = select i1 %.23.not, i64 %.13, i64 %.35, !dbg !1696
  %t15 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t11, !dbg !1697
  store i64 %t13, ptr addrspace(1) %t15, align 8, !dbg !1697
  %t16 = or i64 %t11, 1, !dbg !1698
  %sext = shl i64 %a7, 32, !dbg !1699
  %.36 = ashr exact i64 %sext, 32, !dbg !1699
  %.39 = zext i32 %.16 to i64, !dbg !1699
  %.40 = sub nsw i64 %.39, %.36, !dbg !1699
  %.41 = icmp ult i64 %.40, 64, !dbg !1699
  %.43 = and i64 %.40, 63, !dbg !1699
  %2 = shl nuw i64 1, %.43, !dbg !1699
  %3 = and i64 %2, %.20, !dbg !1699
  %.45 = icmp ne i64 %3, 0, !dbg !1699
  %.46 = and i1 %.41, %.45, !dbg !1699
  %.47 = trunc i64 %.40 to i32, !dbg !1699
  %.48 = shl i32 %.47, 2, !dbg !1699
  %.52 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.48, i32 %.27), !dbg !1699
  %.53 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.48, i32 %.29), !dbg !1699
  %.54 = zext i32 %.52 to i64, !dbg !1699
  %.55 = zext i32 %.53 to i64, !dbg !1699
  %.56 = shl nuw i64 %.55, 32, !dbg !1699
  %.57 = or i64 %.56, %.54, !dbg !1699
  %t18 = select i1 %.46, i64 %.57, i64 %.13, !dbg !1699
  %t19 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t16, !dbg !1700
  store i64 %t18, ptr addrspace(1) %t19, align 8, !dbg !1700
  %t20 = or i64 %t11, 2, !dbg !1701
  %.62 = add nsw i64 %.36, %.39, !dbg !1702
  %.63 = icmp ult i64 %.62, 64, !dbg !1702
  %.65 = and i64 %.62, 63, !dbg !1702
  %4 = shl nuw i64 1, %.65, !dbg !1702
  %5 = and i64 %4, %.20, !dbg !1702
  %.67 = icmp ne i64 %5, 0, !dbg !1702
  %.68 = and i1 %.63, %.67, !dbg !1702
  %.69 = trunc i64 %.62 to i32, !dbg !1702
  %.70 = shl i32 %.69, 2, !dbg !1702
  %.74 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.70, i32 %.27), !dbg !1702
  %.75 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.70, i32 %.29), !dbg !1702
  %.76 = zext i32 %.74 to i64, !dbg !1702
  %.77 = zext i32 %.75 to i64, !dbg !1702
  %.78 = shl nuw i64 %.77, 32, !dbg !1702
  %.79 = or i64 %.78, %.76, !dbg !1702
  %t21 = select i1 %.68, i64 %.79, i64 %.13, !dbg !1702
  %t22 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t20, !dbg !1703
  store i64 %t21, ptr addrspace(1) %t22, align 8, !dbg !1703
  %t23 = or i64 %t11, 3, !dbg !1704
  %sext1 = shl i64 %a8, 32, !dbg !1705
  %.80 = ashr exact i64 %sext1, 32, !dbg !1705
  %.84 = xor i64 %.80, %.39, !dbg !1705
  %.85 = icmp ult i64 %.84, 64, !dbg !1705
  %.87 = and i64 %.84, 63, !dbg !1705
  %6 = shl nuw i64 1, %.87, !dbg !1705
  %7 = and i64 %6, %.20, !dbg !1705
  %.89 = icmp ne i64 %7, 0, !dbg !1705
  %.90 = and i1 %.85, %.89, !dbg !1705
  %.91 = trunc i64 %.84 to i32, !dbg !1705
  %.92 = shl i32 %.91, 2, !dbg !1705
  %.96 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.92, i32 %.27), !dbg !1705
  %.97 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.92, i32 %.29), !dbg !1705
  %.98 = zext i32 %.96 to i64, !dbg !1705
  %.99 = zext i32 %.97 to i64, !dbg !1705
  %.100 = shl nuw i64 %.99, 32, !dbg !1705
  %.101 = or i64 %.100, %.98, !dbg !1705
  %t25 = select i1 %.90, i64 %.101, i64 %.13, !dbg !1705
  %t26 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t23, !dbg !1706
  store i64 %t25, ptr addrspace(1) %t26, align 8, !dbg !1706
  ret void, !dbg !1706
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eWarpShfl_5bfloat32_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !1707 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1708
  %t1 = sext i32 %.7 to i64, !dbg !1708
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1708
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !1708
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !1708, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1708
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1708
  %t6 = sext i32 %.12 to i64, !dbg !1708
  %t7 = add nsw i64 %t4, %t6, !dbg !1708
  %t9 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t7, !dbg !1709
  %.13 = load float, ptr addrspace(1) %t9, align 4, !dbg !1709, !amdgpu.noclobber !6
  %t11 = shl nsw i64 %t7, 2, !dbg !1710
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1711
  %.16 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.15), !dbg !1711
  %.18 = and i64 %a6, 63, !dbg !1711
  %.20 = tail call i64 @llvm.read_register.i64(metadata !1599) #16, !dbg !1711
  %0 = shl nuw i64 1, %.18, !dbg !1711
  %1 = and i64 %.20, %0, !dbg !1711
  %.23.not = icmp eq i64 %1, 0, !dbg !1711
  %.25 = trunc i64 %.18 to i32, !dbg !1711
  %.26 = shl nuw nsw i32 %.25, 2, !dbg !1711
  %.27 = bitcast float %.13 to i32, !dbg !1711
  %.28 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26, i32 %.27), !dbg !1711
  %.29 = bitcast i32 %.28 to float, !dbg !1711
  %t13 = select i1 %.23.not, float %.13, float %.29, !dbg !1711
  %t15 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t11, !dbg !1712
  store float %t13, ptr addrspace(1) %t15, align 4, !dbg !1712
  %t16 = or i64 %t11, 1, !dbg !1713
  %sext = shl i64 %a7, 32, !dbg !1714
  %.30 = ashr exact i64 %sext, 32, !dbg !1714
  %.33 = zext i32 %.16 to i64, !dbg !1714
  %.34 = sub nsw i64 %.33, %.30, !dbg !1714
  %.41 = trunc i64 %.34 to i32, !dbg !1714
  %.42 = shl i32 %.41, 2, !dbg !1714
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t16, !dbg !1715
  %.50 = add nsw i64 %.30, %.33, !dbg !1716
  %.57 = trunc i64 %.50 to i32, !dbg !1716
  %.58 = shl i32 %.57, 2, !dbg !1716
  %.44 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.42, i32 %.27), !dbg !1714
  %2 = insertelement <2 x i64> poison, i64 %.34, i64 0, !dbg !1714
  %3 = insertelement <2 x i64> %2, i64 %.50, i64 1, !dbg !1714
  %4 = icmp ult <2 x i64> %3, <i64 64, i64 64>, !dbg !1714
  %5 = and <2 x i64> %3, <i64 63, i64 63>, !dbg !1714
  %6 = shl nuw <2 x i64> <i64 1, i64 1>, %5, !dbg !1714
  %7 = insertelement <2 x i64> poison, i64 %.20, i64 0, !dbg !1714
  %8 = shufflevector <2 x i64> %7, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !1714
  %9 = and <2 x i64> %6, %8, !dbg !1714
  %10 = icmp ne <2 x i64> %9, zeroinitializer, !dbg !1714
  %11 = and <2 x i1> %4, %10, !dbg !1714
  %.60 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.58, i32 %.27), !dbg !1716
  %12 = insertelement <2 x i32> poison, i32 %.44, i64 0, !dbg !1714
  %13 = insertelement <2 x i32> %12, i32 %.60, i64 1, !dbg !1714
  %14 = bitcast <2 x i32> %13 to <2 x float>, !dbg !1714
  %15 = insertelement <2 x float> poison, float %.13, i64 0, !dbg !1714
  %16 = shufflevector <2 x float> %15, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !1714
  %17 = select <2 x i1> %11, <2 x float> %14, <2 x float> %16, !dbg !1714
  store <2 x float> %17, ptr addrspace(1) %t19, align 4, !dbg !1715
  %t23 = or i64 %t11, 3, !dbg !1717
  %sext1 = shl i64 %a8, 32, !dbg !1718
  %.62 = ashr exact i64 %sext1, 32, !dbg !1718
  %.66 = xor i64 %.62, %.33, !dbg !1718
  %.67 = icmp ult i64 %.66, 64, !dbg !1718
  %.69 = and i64 %.66, 63, !dbg !1718
  %18 = shl nuw i64 1, %.69, !dbg !1718
  %19 = and i64 %18, %.20, !dbg !1718
  %.71 = icmp ne i64 %19, 0, !dbg !1718
  %.72 = and i1 %.67, %.71, !dbg !1718
  %.73 = trunc i64 %.66 to i32, !dbg !1718
  %.74 = shl i32 %.73, 2, !dbg !1718
  %.76 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.74, i32 %.27), !dbg !1718
  %.77 = bitcast i32 %.76 to float, !dbg !1718
  %t25 = select i1 %.72, float %.77, float %.13, !dbg !1718
  %t26 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t23, !dbg !1719
  store float %t25, ptr addrspace(1) %t26, align 4, !dbg !1719
  ret void, !dbg !1719
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eWarpShfl_5bfloat64_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !1720 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1721
  %t1 = sext i32 %.7 to i64, !dbg !1721
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1721
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !1721
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !1721, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1721
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1721
  %t6 = sext i32 %.12 to i64, !dbg !1721
  %t7 = add nsw i64 %t4, %t6, !dbg !1721
  %t9 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t7, !dbg !1722
  %.13 = load double, ptr addrspace(1) %t9, align 8, !dbg !1722, !amdgpu.noclobber !6
  %t11 = shl nsw i64 %t7, 2, !dbg !1723
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1724
  %.16 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.15), !dbg !1724
  %.18 = and i64 %a6, 63, !dbg !1724
  %.20 = tail call i64 @llvm.read_register.i64(metadata !1599) #16, !dbg !1724
  %0 = shl nuw i64 1, %.18, !dbg !1724
  %1 = and i64 %.20, %0, !dbg !1724
  %.23.not = icmp eq i64 %1, 0, !dbg !1724
  %.25 = trunc i64 %.18 to i32, !dbg !1724
  %.26 = shl nuw nsw i32 %.25, 2, !dbg !1724
  %.27 = bitcast double %.13 to i64, !dbg !1724
  %.28 = trunc i64 %.27 to i32, !dbg !1724
  %.29 = lshr i64 %.27, 32, !dbg !1724
  %.30 = trunc i64 %.29 to i32, !dbg !1724
  %.31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26, i32 %.28), !dbg !1724
  %.32 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.26, i32 %.30), !dbg !1724
  %.33 = zext i32 %.31 to i64, !dbg !1724
  %.34 = zext i32 %.32 to i64, !dbg !1724
  %.35 = shl nuw i64 %.34, 32, !dbg !1724
  %.36 = or i64 %.35, %.33, !dbg !1724
  %.37 = bitcast i64 %.36 to double, !dbg !1724
  %t13 = select i1 %.23.not, double %.13, double %.37, !dbg !1724
  %t15 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t11, !dbg !1725
  store double %t13, ptr addrspace(1) %t15, align 8, !dbg !1725
  %t16 = or i64 %t11, 1, !dbg !1726
  %sext = shl i64 %a7, 32, !dbg !1727
  %.38 = ashr exact i64 %sext, 32, !dbg !1727
  %.41 = zext i32 %.16 to i64, !dbg !1727
  %.42 = sub nsw i64 %.41, %.38, !dbg !1727
  %.43 = icmp ult i64 %.42, 64, !dbg !1727
  %.45 = and i64 %.42, 63, !dbg !1727
  %2 = shl nuw i64 1, %.45, !dbg !1727
  %3 = and i64 %2, %.20, !dbg !1727
  %.47 = icmp ne i64 %3, 0, !dbg !1727
  %.48 = and i1 %.43, %.47, !dbg !1727
  %.49 = trunc i64 %.42 to i32, !dbg !1727
  %.50 = shl i32 %.49, 2, !dbg !1727
  %.55 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.50, i32 %.28), !dbg !1727
  %.56 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.50, i32 %.30), !dbg !1727
  %.57 = zext i32 %.55 to i64, !dbg !1727
  %.58 = zext i32 %.56 to i64, !dbg !1727
  %.59 = shl nuw i64 %.58, 32, !dbg !1727
  %.60 = or i64 %.59, %.57, !dbg !1727
  %.61 = bitcast i64 %.60 to double, !dbg !1727
  %t18 = select i1 %.48, double %.61, double %.13, !dbg !1727
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t16, !dbg !1728
  store double %t18, ptr addrspace(1) %t19, align 8, !dbg !1728
  %t20 = or i64 %t11, 2, !dbg !1729
  %.66 = add nsw i64 %.38, %.41, !dbg !1730
  %.67 = icmp ult i64 %.66, 64, !dbg !1730
  %.69 = and i64 %.66, 63, !dbg !1730
  %4 = shl nuw i64 1, %.69, !dbg !1730
  %5 = and i64 %4, %.20, !dbg !1730
  %.71 = icmp ne i64 %5, 0, !dbg !1730
  %.72 = and i1 %.67, %.71, !dbg !1730
  %.73 = trunc i64 %.66 to i32, !dbg !1730
  %.74 = shl i32 %.73, 2, !dbg !1730
  %.79 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.74, i32 %.28), !dbg !1730
  %.80 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.74, i32 %.30), !dbg !1730
  %.81 = zext i32 %.79 to i64, !dbg !1730
  %.82 = zext i32 %.80 to i64, !dbg !1730
  %.83 = shl nuw i64 %.82, 32, !dbg !1730
  %.84 = or i64 %.83, %.81, !dbg !1730
  %.85 = bitcast i64 %.84 to double, !dbg !1730
  %t21 = select i1 %.72, double %.85, double %.13, !dbg !1730
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t20, !dbg !1731
  store double %t21, ptr addrspace(1) %t22, align 8, !dbg !1731
  %t23 = or i64 %t11, 3, !dbg !1732
  %sext1 = shl i64 %a8, 32, !dbg !1733
  %.86 = ashr exact i64 %sext1, 32, !dbg !1733
  %.90 = xor i64 %.86, %.41, !dbg !1733
  %.91 = icmp ult i64 %.90, 64, !dbg !1733
  %.93 = and i64 %.90, 63, !dbg !1733
  %6 = shl nuw i64 1, %.93, !dbg !1733
  %7 = and i64 %6, %.20, !dbg !1733
  %.95 = icmp ne i64 %7, 0, !dbg !1733
  %.96 = and i1 %.91, %.95, !dbg !1733
  %.97 = trunc i64 %.90 to i32, !dbg !1733
  %.98 = shl i32 %.97, 2, !dbg !1733
  %.103 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.98, i32 %.28), !dbg !1733
  %.104 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.98, i32 %.30), !dbg !1733
  %.105 = zext i32 %.103 to i64, !dbg !1733
  %.106 = zext i32 %.104 to i64, !dbg !1733
  %.107 = shl nuw i64 %.106, 32, !dbg !1733
  %.108 = or i64 %.107, %.105, !dbg !1733
  %.109 = bitcast i64 %.108 to double, !dbg !1733
  %t25 = select i1 %.96, double %.109, double %.13, !dbg !1733
  %t26 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t23, !dbg !1734
  store double %t25, ptr addrspace(1) %t26, align 8, !dbg !1734
  ret void, !dbg !1734
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eWarpVotes(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #1 !dbg !1735 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1736
  %t1 = sext i32 %.7 to i64, !dbg !1736
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1736
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !1736
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !1736, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1736
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1736
  %t6 = sext i32 %.12 to i64, !dbg !1736
  %t7 = add nsw i64 %t4, %t6, !dbg !1736
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7, !dbg !1737
  %.13 = load i32, ptr addrspace(1) %t9, align 4, !dbg !1737, !amdgpu.noclobber !6
  %t11 = icmp ne i32 %.13, 0, !dbg !1738
  %.14 = xor i1 %t11, true, !dbg !1739
  %.15 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %.14), !dbg !1739
  %t12 = icmp eq i64 %.15, 0, !dbg !1739
  %.17 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %t11), !dbg !1740
  %t13.not = icmp eq i64 %.17, 0, !dbg !1740
  %t14 = shl nsw i64 %t7, 3, !dbg !1741
  %t15 = zext i1 %t12 to i64, !dbg !1742
  %t17 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t14, !dbg !1743
  store i64 %t15, ptr addrspace(1) %t17, align 8, !dbg !1743
  %t18 = or i64 %t14, 1, !dbg !1744
  %not.t13.not = xor i1 %t13.not, true, !dbg !1742
  %t19 = zext i1 %not.t13.not to i64, !dbg !1742
  %t20 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t18, !dbg !1745
  store i64 %t19, ptr addrspace(1) %t20, align 8, !dbg !1745
  %t21 = or i64 %t14, 2, !dbg !1746
  %t22 = select i1 %t12, i1 true, i1 %t13.not, !dbg !1746
  %t23 = zext i1 %t22 to i64, !dbg !1742
  %t24 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t21, !dbg !1747
  store i64 %t23, ptr addrspace(1) %t24, align 8, !dbg !1747
  %t25 = or i64 %t14, 3, !dbg !1748
  %t27 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t25, !dbg !1749
  store i64 %.17, ptr addrspace(1) %t27, align 8, !dbg !1749
  %.20 = load i32, ptr addrspace(1) %t9, align 4, !dbg !1750
  %.21 = tail call i64 @llvm.read_register.i64(metadata !1599) #16, !dbg !1751
  %.302 = icmp eq i64 %.21, 0, !dbg !1751
  br i1 %.302, label %match.done.25, label %match.body.24, !dbg !1751

match.body.24:                                    ; preds = %entry, %match.body.24
  %.274 = phi i64 [ %.29, %match.body.24 ], [ 0, %entry ]
  %.263 = phi i64 [ %.28, %match.body.24 ], [ %.21, %entry ]
  %.31 = tail call i64 @llvm.cttz.i64(i64 %.263, i1 true), !dbg !1751, !range !985
  %.32 = trunc i64 %.31 to i32, !dbg !1751
  %.33 = shl nuw nsw i32 %.32, 2, !dbg !1751
  %.34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.20), !dbg !1751
  %.35 = icmp eq i32 %.34, %.20, !dbg !1751
  %.36 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %.35), !dbg !1751
  %.37 = and i64 %.36, %.21, !dbg !1751
  %.29 = select i1 %.35, i64 %.37, i64 %.274, !dbg !1751
  %.38 = xor i64 %.37, -1, !dbg !1751
  %.28 = and i64 %.263, %.38, !dbg !1751
  %.30 = icmp eq i64 %.28, 0, !dbg !1751
  br i1 %.30, label %match.done.25, label %match.body.24, !dbg !1751

match.done.25:                                    ; preds = %match.body.24, %entry
  %.27.lcssa = phi i64 [ 0, %entry ], [ %.29, %match.body.24 ], !dbg !1751
  %t30 = or i64 %t14, 4, !dbg !1752
  %t31 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t30, !dbg !1753
  store i64 %.27.lcssa, ptr addrspace(1) %t31, align 8, !dbg !1753
  %t33 = icmp eq i64 %.27.lcssa, %.21, !dbg !1754
  %t34 = or i64 %t14, 5, !dbg !1755
  %t35 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t34, !dbg !1755
  %spec.select = select i1 %t33, i64 %.21, i64 0, !dbg !1754
  store i64 %spec.select, ptr addrspace(1) %t35, align 8, !dbg !1755
  %t36 = or i64 %t14, 6, !dbg !1756
  %.40 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !1757
  %.41 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.40), !dbg !1757
  %.42 = icmp ugt i32 %.41, 63, !dbg !1757
  %0 = and i32 %.41, 63, !dbg !1757
  %.43 = zext i32 %0 to i64, !dbg !1757
  %notmask = shl nsw i64 -1, %.43, !dbg !1757
  %.44.op = xor i64 %notmask, -1, !dbg !1757
  %t40 = select i1 %.42, i64 -1, i64 %.44.op, !dbg !1757
  %t41 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t36, !dbg !1758
  store i64 %t40, ptr addrspace(1) %t41, align 8, !dbg !1758
  %t42 = or i64 %t14, 7, !dbg !1759
  %t43 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t42, !dbg !1760
  store i64 %.21, ptr addrspace(1) %t43, align 8, !dbg !1760
  ret void, !dbg !1760
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eIndependentScheduling(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #0 !dbg !1761 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1762
  %t1 = sext i32 %.4 to i64, !dbg !1762
  %isneg = icmp slt i32 %.4, 0, !dbg !1763
  %t3 = select i1 %isneg, i64 3, i64 0, !dbg !1763
  %t4 = add nsw i64 %t3, %t1, !dbg !1763
  %t5 = and i64 %t4, -4, !dbg !1763
  %t6 = sub nsw i64 %t1, %t5, !dbg !1763
  switch i64 %t6, label %b2 [
    i64 0, label %b1
    i64 1, label %b2.sink.split
    i64 2, label %b6
    i64 3, label %b8
  ], !dbg !1764

b1:                                               ; preds = %entry
  br label %b2.sink.split, !dbg !1765

b2.sink.split:                                    ; preds = %entry, %b1, %b6, %b8
  %.sink = phi i64 [ -8608480567731124088, %b8 ], [ 4919131752989213764, %b6 ], [ 1229782938247303441, %b1 ], [ 2459565876494606882, %entry ]
  %.9 = tail call i64 @llvm.read_register.i64(metadata !1599) #16, !dbg !1766
  %t17 = and i64 %.9, %.sink, !dbg !1766
  br label %b2, !dbg !1767

b2:                                               ; preds = %b2.sink.split, %entry
  %t9 = phi i64 [ 0, %entry ], [ %t17, %b2.sink.split ]
  %t11 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t1, !dbg !1767
  store i64 %t9, ptr addrspace(1) %t11, align 8, !dbg !1767
  ret void, !dbg !1767

b6:                                               ; preds = %entry
  br label %b2.sink.split, !dbg !1768

b8:                                               ; preds = %entry
  br label %b2.sink.split, !dbg !1769
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eUseActiveMask(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #1 !dbg !1770 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1771
  %t1 = sext i32 %.4 to i64, !dbg !1771
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1771
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !1771
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !1771, !invariant.load !6
  %t3 = zext i16 %.7 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1771
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1771
  %t6 = sext i32 %.9 to i64, !dbg !1771
  %t7 = add nsw i64 %t4, %t6, !dbg !1771
  %t81 = lshr i64 %t7, 63, !dbg !1772
  %t10 = add nsw i64 %t81, %t7, !dbg !1772
  %t11 = and i64 %t10, -2, !dbg !1772
  %t13 = icmp eq i64 %t7, %t11, !dbg !1773
  br i1 %t13, label %b1, label %b3, !dbg !1773

b1:                                               ; preds = %entry
  %.11 = tail call i32 asm sideeffect "", "=s,0"(i32 1) #17, !dbg !1774
  %.12 = icmp ne i32 %.11, 0, !dbg !1774
  %.13 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %.12) #18, !dbg !1774
  br label %b2, !dbg !1775

b2:                                               ; preds = %b3, %b1
  %storemerge = phi i64 [ %.16, %b3 ], [ %.13, %b1 ], !dbg !1776
  %t15 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t7, !dbg !1775
  store i64 %storemerge, ptr addrspace(1) %t15, align 8, !dbg !1776
  ret void, !dbg !1775

b3:                                               ; preds = %entry
  %.14 = tail call i32 asm sideeffect "", "=s,0"(i32 1) #17, !dbg !1777
  %.15 = icmp ne i32 %.14, 0, !dbg !1777
  %.16 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %.15) #18, !dbg !1777
  br label %b2, !dbg !1778
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eUseActiveMaskHelper(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #1 !dbg !1779 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !1780
  %t1 = sext i32 %.4 to i64, !dbg !1780
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !1780
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !1780
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !1780, !invariant.load !6
  %t3 = zext i16 %.7 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !1780
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !1780
  %t6 = sext i32 %.9 to i64, !dbg !1780
  %t7 = add nsw i64 %t4, %t6, !dbg !1780
  %t81 = lshr i64 %t7, 63, !dbg !1781
  %t10 = add nsw i64 %t81, %t7, !dbg !1781
  %t11 = and i64 %t10, -2, !dbg !1781
  %t13 = icmp eq i64 %t7, %t11, !dbg !1782
  br i1 %t13, label %b1, label %b3, !dbg !1782

b1:                                               ; preds = %entry
  %.11 = tail call i32 asm sideeffect "", "=s,0"(i32 1) #17, !dbg !1783
  %.12 = icmp ne i32 %.11, 0, !dbg !1783
  %.13 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %.12) #18, !dbg !1783
  br label %b2, !dbg !1784

b2:                                               ; preds = %b3, %b1
  %storemerge = phi i64 [ %.16, %b3 ], [ %.13, %b1 ], !dbg !1785
  %t15 = getelementptr inbounds i64, ptr addrspace(1) %a0, i64 %t7, !dbg !1784
  store i64 %storemerge, ptr addrspace(1) %t15, align 8, !dbg !1785
  ret void, !dbg !1784

b3:                                               ; preds = %entry
  %.14 = tail call i32 asm sideeffect "", "=s,0"(i32 1) #17, !dbg !1783
  %.15 = icmp ne i32 %.14, 0, !dbg !1783
  %.16 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %.15) #18, !dbg !1783
  br label %b2, !dbg !1786
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i64 @llvm.amdgcn.ballot.i64(i1) #9

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i1 @llvm.amdgcn.class.f64(double, i32) #10

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #10

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #9

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.groupstaticsize() #10

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #11

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #11

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #12

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.wave.barrier() #12

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #10

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.y() #10

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.z() #10

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #10

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.y() #10

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.z() #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.bitreverse.i16(i16) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bitreverse.i32(i32) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bitreverse.i64(i64) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.bitreverse.i8(i8) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.bswap.i16(i16) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bswap.i64(i64) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.ceil.f64(double) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.ctlz.i16(i16, i1 immarg) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.ctlz.i8(i8, i1 immarg) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.ctpop.i16(i16) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctpop.i64(i64) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.ctpop.i8(i8) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.cttz.i16(i16, i1 immarg) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.cttz.i8(i8, i1 immarg) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.rint.f64(double) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.round.f64(double) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.trunc.f64(double) #13

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umin.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umin.i64(i64, i64) #14

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #14

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.fshl.i16(i16, i16, i16) #14

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.rint.f32(float) #14

; Function Attrs: nounwind readonly
declare i64 @llvm.read_register.i64(metadata) #15

attributes #0 = { mustprogress nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { mustprogress nofree nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #3 = { nofree nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #4 = { nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #5 = { argmemonly mustprogress nofree nosync nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #6 = { argmemonly mustprogress nofree nosync nounwind willreturn writeonly "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #7 = { nofree nosync nounwind writeonly "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #8 = { nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #9 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #10 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #11 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #12 = { convergent mustprogress nounwind willreturn }
attributes #13 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #14 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #15 = { nounwind readonly }
attributes #16 = { convergent }
attributes #17 = { nomerge nounwind }
attributes #18 = { nomerge }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "atomics.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedS_5bint32_5d", scope: !1, file: !1, line: 91, type: !5, scopeLine: 91, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 93, column: 20, scope: !4)
!8 = !DILocation(line: 95, column: 5, scope: !4)
!9 = !DILocation(line: 95, column: 16, scope: !4)
!10 = !DILocation(line: 93, column: 23, scope: !4)
!11 = !DILocation(line: 0, scope: !4)
!12 = !DILocation(line: 99, column: 15, scope: !4)
!13 = !DILocation(line: 100, column: 16, scope: !4)
!14 = !DILocation(line: 100, column: 22, scope: !4)
!15 = !DILocation(line: 101, column: 9, scope: !4)
!16 = !DILocation(line: 41, column: 27, scope: !4)
!17 = !DILocation(line: 40, column: 7, scope: !4)
!18 = !DILocation(line: 41, column: 24, scope: !4)
!19 = !DILocation(line: 41, column: 3, scope: !4)
!20 = !DILocation(line: 43, column: 24, scope: !4)
!21 = !DILocation(line: 43, column: 3, scope: !4)
!22 = !DILocation(line: 45, column: 24, scope: !4)
!23 = !DILocation(line: 45, column: 3, scope: !4)
!24 = !DILocation(line: 47, column: 24, scope: !4)
!25 = !DILocation(line: 47, column: 3, scope: !4)
!26 = !DILocation(line: 49, column: 27, scope: !4)
!27 = !DILocation(line: 49, column: 3, scope: !4)
!28 = !DILocation(line: 51, column: 27, scope: !4)
!29 = !DILocation(line: 51, column: 3, scope: !4)
!30 = !DILocation(line: 53, column: 24, scope: !4)
!31 = !DILocation(line: 53, column: 2, scope: !4)
!32 = !DILocation(line: 104, column: 6, scope: !4)
!33 = !DILocation(line: 105, column: 15, scope: !4)
!34 = !DILocation(line: 106, column: 15, scope: !4)
!35 = !DILocation(line: 106, column: 5, scope: !4)
!36 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedS_5bint64_5d", scope: !1, file: !1, line: 91, type: !5, scopeLine: 91, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = !DILocation(line: 93, column: 20, scope: !36)
!38 = !DILocation(line: 95, column: 5, scope: !36)
!39 = !DILocation(line: 95, column: 16, scope: !36)
!40 = !DILocation(line: 93, column: 23, scope: !36)
!41 = !DILocation(line: 0, scope: !36)
!42 = !DILocation(line: 99, column: 15, scope: !36)
!43 = !DILocation(line: 100, column: 16, scope: !36)
!44 = !DILocation(line: 100, column: 22, scope: !36)
!45 = !DILocation(line: 101, column: 9, scope: !36)
!46 = !DILocation(line: 41, column: 27, scope: !36)
!47 = !DILocation(line: 40, column: 7, scope: !36)
!48 = !DILocation(line: 41, column: 24, scope: !36)
!49 = !DILocation(line: 41, column: 3, scope: !36)
!50 = !DILocation(line: 43, column: 24, scope: !36)
!51 = !DILocation(line: 43, column: 3, scope: !36)
!52 = !DILocation(line: 45, column: 24, scope: !36)
!53 = !DILocation(line: 45, column: 3, scope: !36)
!54 = !DILocation(line: 47, column: 24, scope: !36)
!55 = !DILocation(line: 47, column: 3, scope: !36)
!56 = !DILocation(line: 49, column: 27, scope: !36)
!57 = !DILocation(line: 49, column: 3, scope: !36)
!58 = !DILocation(line: 51, column: 27, scope: !36)
!59 = !DILocation(line: 51, column: 3, scope: !36)
!60 = !DILocation(line: 53, column: 24, scope: !36)
!61 = !DILocation(line: 53, column: 2, scope: !36)
!62 = !DILocation(line: 104, column: 6, scope: !36)
!63 = !DILocation(line: 105, column: 15, scope: !36)
!64 = !DILocation(line: 106, column: 15, scope: !36)
!65 = !DILocation(line: 106, column: 5, scope: !36)
!66 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedS_5bfloat32_5d", scope: !1, file: !1, line: 91, type: !5, scopeLine: 91, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!67 = !DILocation(line: 93, column: 20, scope: !66)
!68 = !DILocation(line: 95, column: 5, scope: !66)
!69 = !DILocation(line: 95, column: 16, scope: !66)
!70 = !DILocation(line: 93, column: 23, scope: !66)
!71 = !DILocation(line: 0, scope: !66)
!72 = !DILocation(line: 99, column: 15, scope: !66)
!73 = !DILocation(line: 100, column: 16, scope: !66)
!74 = !DILocation(line: 100, column: 22, scope: !66)
!75 = !DILocation(line: 101, column: 9, scope: !66)
!76 = !DILocation(line: 41, column: 27, scope: !66)
!77 = !DILocation(line: 40, column: 7, scope: !66)
!78 = !DILocation(line: 41, column: 24, scope: !66)
!79 = !DILocation(line: 41, column: 3, scope: !66)
!80 = !DILocation(line: 43, column: 24, scope: !66)
!81 = !DILocation(line: 43, column: 3, scope: !66)
!82 = !DILocation(line: 45, column: 24, scope: !66)
!83 = !DILocation(line: 47, column: 24, scope: !66)
!84 = !DILocation(line: 49, column: 27, scope: !66)
!85 = !DILocation(line: 51, column: 27, scope: !66)
!86 = !DILocation(line: 53, column: 24, scope: !66)
!87 = !DILocation(line: 53, column: 2, scope: !66)
!88 = !DILocation(line: 104, column: 6, scope: !66)
!89 = !DILocation(line: 105, column: 15, scope: !66)
!90 = !DILocation(line: 106, column: 15, scope: !66)
!91 = !DILocation(line: 106, column: 5, scope: !66)
!92 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedS_5bfloat64_5d", scope: !1, file: !1, line: 91, type: !5, scopeLine: 91, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!93 = !DILocation(line: 93, column: 20, scope: !92)
!94 = !DILocation(line: 95, column: 5, scope: !92)
!95 = !DILocation(line: 95, column: 16, scope: !92)
!96 = !DILocation(line: 93, column: 23, scope: !92)
!97 = !DILocation(line: 0, scope: !92)
!98 = !DILocation(line: 99, column: 15, scope: !92)
!99 = !DILocation(line: 100, column: 16, scope: !92)
!100 = !DILocation(line: 100, column: 22, scope: !92)
!101 = !DILocation(line: 101, column: 9, scope: !92)
!102 = !DILocation(line: 41, column: 27, scope: !92)
!103 = !DILocation(line: 40, column: 7, scope: !92)
!104 = !DILocation(line: 41, column: 24, scope: !92)
!105 = !DILocation(line: 41, column: 3, scope: !92)
!106 = !DILocation(line: 43, column: 24, scope: !92)
!107 = !DILocation(line: 43, column: 3, scope: !92)
!108 = !DILocation(line: 45, column: 24, scope: !92)
!109 = !DILocation(line: 47, column: 24, scope: !92)
!110 = !DILocation(line: 49, column: 27, scope: !92)
!111 = !DILocation(line: 51, column: 27, scope: !92)
!112 = !DILocation(line: 53, column: 24, scope: !92)
!113 = !DILocation(line: 53, column: 2, scope: !92)
!114 = !DILocation(line: 104, column: 6, scope: !92)
!115 = !DILocation(line: 105, column: 15, scope: !92)
!116 = !DILocation(line: 106, column: 15, scope: !92)
!117 = !DILocation(line: 106, column: 5, scope: !92)
!118 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedU_5buint32_5d", scope: !1, file: !1, line: 112, type: !5, scopeLine: 112, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!119 = !DILocation(line: 114, column: 20, scope: !118)
!120 = !DILocation(line: 116, column: 5, scope: !118)
!121 = !DILocation(line: 116, column: 16, scope: !118)
!122 = !DILocation(line: 114, column: 23, scope: !118)
!123 = !DILocation(line: 0, scope: !118)
!124 = !DILocation(line: 120, column: 15, scope: !118)
!125 = !DILocation(line: 121, column: 16, scope: !118)
!126 = !DILocation(line: 121, column: 22, scope: !118)
!127 = !DILocation(line: 122, column: 9, scope: !118)
!128 = !DILocation(line: 59, column: 27, scope: !118)
!129 = !DILocation(line: 58, column: 7, scope: !118)
!130 = !DILocation(line: 59, column: 24, scope: !118)
!131 = !DILocation(line: 59, column: 3, scope: !118)
!132 = !DILocation(line: 61, column: 24, scope: !118)
!133 = !DILocation(line: 61, column: 3, scope: !118)
!134 = !DILocation(line: 63, column: 24, scope: !118)
!135 = !DILocation(line: 63, column: 3, scope: !118)
!136 = !DILocation(line: 65, column: 24, scope: !118)
!137 = !DILocation(line: 65, column: 3, scope: !118)
!138 = !DILocation(line: 67, column: 27, scope: !118)
!139 = !DILocation(line: 67, column: 3, scope: !118)
!140 = !DILocation(line: 69, column: 27, scope: !118)
!141 = !DILocation(line: 69, column: 3, scope: !118)
!142 = !DILocation(line: 71, column: 24, scope: !118)
!143 = !DILocation(line: 71, column: 3, scope: !118)
!144 = !DILocation(line: 73, column: 23, scope: !118)
!145 = !DILocation(line: 73, column: 3, scope: !118)
!146 = !DILocation(line: 75, column: 24, scope: !118)
!147 = !DILocation(line: 75, column: 3, scope: !118)
!148 = !DILocation(line: 77, column: 24, scope: !118)
!149 = !DILocation(line: 79, column: 24, scope: !118)
!150 = !DILocation(line: 81, column: 24, scope: !118)
!151 = !DILocation(line: 81, column: 2, scope: !118)
!152 = !DILocation(line: 125, column: 6, scope: !118)
!153 = !DILocation(line: 126, column: 15, scope: !118)
!154 = !DILocation(line: 127, column: 15, scope: !118)
!155 = !DILocation(line: 127, column: 5, scope: !118)
!156 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1SharedU_5buint64_5d", scope: !1, file: !1, line: 112, type: !5, scopeLine: 112, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!157 = !DILocation(line: 114, column: 20, scope: !156)
!158 = !DILocation(line: 116, column: 5, scope: !156)
!159 = !DILocation(line: 116, column: 16, scope: !156)
!160 = !DILocation(line: 114, column: 23, scope: !156)
!161 = !DILocation(line: 0, scope: !156)
!162 = !DILocation(line: 120, column: 15, scope: !156)
!163 = !DILocation(line: 121, column: 16, scope: !156)
!164 = !DILocation(line: 121, column: 22, scope: !156)
!165 = !DILocation(line: 122, column: 9, scope: !156)
!166 = !DILocation(line: 59, column: 27, scope: !156)
!167 = !DILocation(line: 58, column: 7, scope: !156)
!168 = !DILocation(line: 59, column: 24, scope: !156)
!169 = !DILocation(line: 59, column: 3, scope: !156)
!170 = !DILocation(line: 61, column: 24, scope: !156)
!171 = !DILocation(line: 61, column: 3, scope: !156)
!172 = !DILocation(line: 63, column: 24, scope: !156)
!173 = !DILocation(line: 63, column: 3, scope: !156)
!174 = !DILocation(line: 65, column: 24, scope: !156)
!175 = !DILocation(line: 65, column: 3, scope: !156)
!176 = !DILocation(line: 67, column: 27, scope: !156)
!177 = !DILocation(line: 67, column: 3, scope: !156)
!178 = !DILocation(line: 69, column: 27, scope: !156)
!179 = !DILocation(line: 69, column: 3, scope: !156)
!180 = !DILocation(line: 71, column: 24, scope: !156)
!181 = !DILocation(line: 71, column: 3, scope: !156)
!182 = !DILocation(line: 73, column: 23, scope: !156)
!183 = !DILocation(line: 73, column: 3, scope: !156)
!184 = !DILocation(line: 75, column: 24, scope: !156)
!185 = !DILocation(line: 75, column: 3, scope: !156)
!186 = !DILocation(line: 77, column: 24, scope: !156)
!187 = !DILocation(line: 79, column: 24, scope: !156)
!188 = !DILocation(line: 81, column: 24, scope: !156)
!189 = !DILocation(line: 81, column: 2, scope: !156)
!190 = !DILocation(line: 125, column: 6, scope: !156)
!191 = !DILocation(line: 126, column: 15, scope: !156)
!192 = !DILocation(line: 127, column: 15, scope: !156)
!193 = !DILocation(line: 127, column: 5, scope: !156)
!194 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1GlobalS_5bint32_5d", scope: !1, file: !1, line: 134, type: !5, scopeLine: 134, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!195 = !DILocation(line: 135, column: 20, scope: !194)
!196 = !DILocation(line: 136, column: 16, scope: !194)
!197 = !DILocation(line: 136, column: 22, scope: !194)
!198 = !DILocation(line: 137, column: 9, scope: !194)
!199 = !DILocation(line: 41, column: 27, scope: !194)
!200 = !DILocation(line: 40, column: 7, scope: !194)
!201 = !DILocation(line: 41, column: 24, scope: !194)
!202 = !DILocation(line: 41, column: 3, scope: !194)
!203 = !DILocation(line: 43, column: 24, scope: !194)
!204 = !DILocation(line: 43, column: 3, scope: !194)
!205 = !DILocation(line: 45, column: 24, scope: !194)
!206 = !DILocation(line: 45, column: 3, scope: !194)
!207 = !DILocation(line: 47, column: 24, scope: !194)
!208 = !DILocation(line: 47, column: 3, scope: !194)
!209 = !DILocation(line: 49, column: 27, scope: !194)
!210 = !DILocation(line: 49, column: 3, scope: !194)
!211 = !DILocation(line: 51, column: 27, scope: !194)
!212 = !DILocation(line: 51, column: 3, scope: !194)
!213 = !DILocation(line: 53, column: 24, scope: !194)
!214 = !DILocation(line: 53, column: 2, scope: !194)
!215 = !DILocation(line: 140, column: 6, scope: !194)
!216 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1GlobalS_5bint64_5d", scope: !1, file: !1, line: 134, type: !5, scopeLine: 134, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!217 = !DILocation(line: 135, column: 20, scope: !216)
!218 = !DILocation(line: 136, column: 16, scope: !216)
!219 = !DILocation(line: 136, column: 22, scope: !216)
!220 = !DILocation(line: 137, column: 9, scope: !216)
!221 = !DILocation(line: 41, column: 27, scope: !216)
!222 = !DILocation(line: 40, column: 7, scope: !216)
!223 = !DILocation(line: 41, column: 24, scope: !216)
!224 = !DILocation(line: 41, column: 3, scope: !216)
!225 = !DILocation(line: 43, column: 24, scope: !216)
!226 = !DILocation(line: 43, column: 3, scope: !216)
!227 = !DILocation(line: 45, column: 24, scope: !216)
!228 = !DILocation(line: 45, column: 3, scope: !216)
!229 = !DILocation(line: 47, column: 24, scope: !216)
!230 = !DILocation(line: 47, column: 3, scope: !216)
!231 = !DILocation(line: 49, column: 27, scope: !216)
!232 = !DILocation(line: 49, column: 3, scope: !216)
!233 = !DILocation(line: 51, column: 27, scope: !216)
!234 = !DILocation(line: 51, column: 3, scope: !216)
!235 = !DILocation(line: 53, column: 24, scope: !216)
!236 = !DILocation(line: 53, column: 2, scope: !216)
!237 = !DILocation(line: 140, column: 6, scope: !216)
!238 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1GlobalS_5bfloat32_5d", scope: !1, file: !1, line: 134, type: !5, scopeLine: 134, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!239 = !DILocation(line: 135, column: 20, scope: !238)
!240 = !DILocation(line: 136, column: 16, scope: !238)
!241 = !DILocation(line: 136, column: 22, scope: !238)
!242 = !DILocation(line: 137, column: 9, scope: !238)
!243 = !DILocation(line: 41, column: 27, scope: !238)
!244 = !DILocation(line: 40, column: 7, scope: !238)
!245 = !DILocation(line: 41, column: 24, scope: !238)
!246 = !DILocation(line: 41, column: 3, scope: !238)
!247 = !DILocation(line: 43, column: 24, scope: !238)
!248 = !DILocation(line: 43, column: 3, scope: !238)
!249 = !DILocation(line: 45, column: 24, scope: !238)
!250 = !DILocation(line: 47, column: 24, scope: !238)
!251 = !DILocation(line: 49, column: 27, scope: !238)
!252 = !DILocation(line: 51, column: 27, scope: !238)
!253 = !DILocation(line: 53, column: 24, scope: !238)
!254 = !DILocation(line: 53, column: 2, scope: !238)
!255 = !DILocation(line: 140, column: 6, scope: !238)
!256 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1GlobalS_5bfloat64_5d", scope: !1, file: !1, line: 134, type: !5, scopeLine: 134, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!257 = !DILocation(line: 135, column: 20, scope: !256)
!258 = !DILocation(line: 136, column: 16, scope: !256)
!259 = !DILocation(line: 136, column: 22, scope: !256)
!260 = !DILocation(line: 137, column: 9, scope: !256)
!261 = !DILocation(line: 41, column: 27, scope: !256)
!262 = !DILocation(line: 40, column: 7, scope: !256)
!263 = !DILocation(line: 41, column: 24, scope: !256)
!264 = !DILocation(line: 41, column: 3, scope: !256)
!265 = !DILocation(line: 43, column: 24, scope: !256)
!266 = !DILocation(line: 43, column: 3, scope: !256)
!267 = !DILocation(line: 45, column: 24, scope: !256)
!268 = !DILocation(line: 47, column: 24, scope: !256)
!269 = !DILocation(line: 49, column: 27, scope: !256)
!270 = !DILocation(line: 51, column: 27, scope: !256)
!271 = !DILocation(line: 53, column: 24, scope: !256)
!272 = !DILocation(line: 53, column: 2, scope: !256)
!273 = !DILocation(line: 140, column: 6, scope: !256)
!274 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1GlobalU_5buint32_5d", scope: !1, file: !1, line: 146, type: !5, scopeLine: 146, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!275 = !DILocation(line: 147, column: 20, scope: !274)
!276 = !DILocation(line: 148, column: 16, scope: !274)
!277 = !DILocation(line: 148, column: 22, scope: !274)
!278 = !DILocation(line: 149, column: 9, scope: !274)
!279 = !DILocation(line: 59, column: 27, scope: !274)
!280 = !DILocation(line: 58, column: 7, scope: !274)
!281 = !DILocation(line: 59, column: 24, scope: !274)
!282 = !DILocation(line: 59, column: 3, scope: !274)
!283 = !DILocation(line: 61, column: 24, scope: !274)
!284 = !DILocation(line: 61, column: 3, scope: !274)
!285 = !DILocation(line: 63, column: 24, scope: !274)
!286 = !DILocation(line: 63, column: 3, scope: !274)
!287 = !DILocation(line: 65, column: 24, scope: !274)
!288 = !DILocation(line: 65, column: 3, scope: !274)
!289 = !DILocation(line: 67, column: 27, scope: !274)
!290 = !DILocation(line: 67, column: 3, scope: !274)
!291 = !DILocation(line: 69, column: 27, scope: !274)
!292 = !DILocation(line: 69, column: 3, scope: !274)
!293 = !DILocation(line: 71, column: 24, scope: !274)
!294 = !DILocation(line: 71, column: 3, scope: !274)
!295 = !DILocation(line: 73, column: 23, scope: !274)
!296 = !DILocation(line: 73, column: 3, scope: !274)
!297 = !DILocation(line: 75, column: 24, scope: !274)
!298 = !DILocation(line: 75, column: 3, scope: !274)
!299 = !DILocation(line: 77, column: 24, scope: !274)
!300 = !DILocation(line: 79, column: 24, scope: !274)
!301 = !DILocation(line: 81, column: 24, scope: !274)
!302 = !DILocation(line: 81, column: 2, scope: !274)
!303 = !DILocation(line: 152, column: 6, scope: !274)
!304 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic1GlobalU_5buint64_5d", scope: !1, file: !1, line: 146, type: !5, scopeLine: 146, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!305 = !DILocation(line: 147, column: 20, scope: !304)
!306 = !DILocation(line: 148, column: 16, scope: !304)
!307 = !DILocation(line: 148, column: 22, scope: !304)
!308 = !DILocation(line: 149, column: 9, scope: !304)
!309 = !DILocation(line: 59, column: 27, scope: !304)
!310 = !DILocation(line: 58, column: 7, scope: !304)
!311 = !DILocation(line: 59, column: 24, scope: !304)
!312 = !DILocation(line: 59, column: 3, scope: !304)
!313 = !DILocation(line: 61, column: 24, scope: !304)
!314 = !DILocation(line: 61, column: 3, scope: !304)
!315 = !DILocation(line: 63, column: 24, scope: !304)
!316 = !DILocation(line: 63, column: 3, scope: !304)
!317 = !DILocation(line: 65, column: 24, scope: !304)
!318 = !DILocation(line: 65, column: 3, scope: !304)
!319 = !DILocation(line: 67, column: 27, scope: !304)
!320 = !DILocation(line: 67, column: 3, scope: !304)
!321 = !DILocation(line: 69, column: 27, scope: !304)
!322 = !DILocation(line: 69, column: 3, scope: !304)
!323 = !DILocation(line: 71, column: 24, scope: !304)
!324 = !DILocation(line: 71, column: 3, scope: !304)
!325 = !DILocation(line: 73, column: 23, scope: !304)
!326 = !DILocation(line: 73, column: 3, scope: !304)
!327 = !DILocation(line: 75, column: 24, scope: !304)
!328 = !DILocation(line: 75, column: 3, scope: !304)
!329 = !DILocation(line: 77, column: 24, scope: !304)
!330 = !DILocation(line: 79, column: 24, scope: !304)
!331 = !DILocation(line: 81, column: 24, scope: !304)
!332 = !DILocation(line: 81, column: 2, scope: !304)
!333 = !DILocation(line: 152, column: 6, scope: !304)
!334 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2SharedS_5bint32_5d", scope: !1, file: !1, line: 160, type: !5, scopeLine: 160, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!335 = !DILocation(line: 162, column: 23, scope: !334)
!336 = !DILocation(line: 162, column: 40, scope: !334)
!337 = !DILocation(line: 163, column: 4, scope: !334)
!338 = !DILocation(line: 163, column: 21, scope: !334)
!339 = !DILocation(line: 163, column: 8, scope: !334)
!340 = !DILocation(line: 164, column: 15, scope: !334)
!341 = !DILocation(line: 40, column: 7, scope: !334)
!342 = !DILocation(line: 41, column: 24, scope: !334)
!343 = !DILocation(line: 41, column: 3, scope: !334)
!344 = !DILocation(line: 43, column: 24, scope: !334)
!345 = !DILocation(line: 43, column: 3, scope: !334)
!346 = !DILocation(line: 45, column: 24, scope: !334)
!347 = !DILocation(line: 45, column: 3, scope: !334)
!348 = !DILocation(line: 47, column: 24, scope: !334)
!349 = !DILocation(line: 47, column: 3, scope: !334)
!350 = !DILocation(line: 49, column: 27, scope: !334)
!351 = !DILocation(line: 49, column: 3, scope: !334)
!352 = !DILocation(line: 51, column: 27, scope: !334)
!353 = !DILocation(line: 51, column: 3, scope: !334)
!354 = !DILocation(line: 53, column: 24, scope: !334)
!355 = !DILocation(line: 53, column: 2, scope: !334)
!356 = !DILocation(line: 165, column: 10, scope: !334)
!357 = !DILocation(line: 166, column: 15, scope: !334)
!358 = !DILocation(line: 167, column: 24, scope: !334)
!359 = !DILocation(line: 167, column: 9, scope: !334)
!360 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2SharedS_5bint64_5d", scope: !1, file: !1, line: 160, type: !5, scopeLine: 160, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!361 = !DILocation(line: 162, column: 23, scope: !360)
!362 = !DILocation(line: 162, column: 40, scope: !360)
!363 = !DILocation(line: 163, column: 4, scope: !360)
!364 = !DILocation(line: 163, column: 21, scope: !360)
!365 = !DILocation(line: 163, column: 8, scope: !360)
!366 = !DILocation(line: 164, column: 15, scope: !360)
!367 = !DILocation(line: 40, column: 7, scope: !360)
!368 = !DILocation(line: 41, column: 24, scope: !360)
!369 = !DILocation(line: 41, column: 3, scope: !360)
!370 = !DILocation(line: 43, column: 24, scope: !360)
!371 = !DILocation(line: 43, column: 3, scope: !360)
!372 = !DILocation(line: 45, column: 24, scope: !360)
!373 = !DILocation(line: 45, column: 3, scope: !360)
!374 = !DILocation(line: 47, column: 24, scope: !360)
!375 = !DILocation(line: 47, column: 3, scope: !360)
!376 = !DILocation(line: 49, column: 27, scope: !360)
!377 = !DILocation(line: 49, column: 3, scope: !360)
!378 = !DILocation(line: 51, column: 27, scope: !360)
!379 = !DILocation(line: 51, column: 3, scope: !360)
!380 = !DILocation(line: 53, column: 24, scope: !360)
!381 = !DILocation(line: 53, column: 2, scope: !360)
!382 = !DILocation(line: 165, column: 10, scope: !360)
!383 = !DILocation(line: 166, column: 15, scope: !360)
!384 = !DILocation(line: 167, column: 24, scope: !360)
!385 = !DILocation(line: 167, column: 9, scope: !360)
!386 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2SharedS_5bfloat32_5d", scope: !1, file: !1, line: 160, type: !5, scopeLine: 160, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!387 = !DILocation(line: 162, column: 23, scope: !386)
!388 = !DILocation(line: 162, column: 40, scope: !386)
!389 = !DILocation(line: 163, column: 4, scope: !386)
!390 = !DILocation(line: 163, column: 21, scope: !386)
!391 = !DILocation(line: 163, column: 8, scope: !386)
!392 = !DILocation(line: 164, column: 15, scope: !386)
!393 = !DILocation(line: 40, column: 7, scope: !386)
!394 = !DILocation(line: 41, column: 24, scope: !386)
!395 = !DILocation(line: 41, column: 3, scope: !386)
!396 = !DILocation(line: 43, column: 24, scope: !386)
!397 = !DILocation(line: 43, column: 3, scope: !386)
!398 = !DILocation(line: 45, column: 24, scope: !386)
!399 = !DILocation(line: 47, column: 24, scope: !386)
!400 = !DILocation(line: 49, column: 27, scope: !386)
!401 = !DILocation(line: 51, column: 27, scope: !386)
!402 = !DILocation(line: 53, column: 24, scope: !386)
!403 = !DILocation(line: 53, column: 2, scope: !386)
!404 = !DILocation(line: 165, column: 10, scope: !386)
!405 = !DILocation(line: 166, column: 15, scope: !386)
!406 = !DILocation(line: 167, column: 24, scope: !386)
!407 = !DILocation(line: 167, column: 9, scope: !386)
!408 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2SharedS_5bfloat64_5d", scope: !1, file: !1, line: 160, type: !5, scopeLine: 160, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!409 = !DILocation(line: 162, column: 23, scope: !408)
!410 = !DILocation(line: 162, column: 40, scope: !408)
!411 = !DILocation(line: 163, column: 4, scope: !408)
!412 = !DILocation(line: 163, column: 21, scope: !408)
!413 = !DILocation(line: 163, column: 8, scope: !408)
!414 = !DILocation(line: 164, column: 15, scope: !408)
!415 = !DILocation(line: 40, column: 7, scope: !408)
!416 = !DILocation(line: 41, column: 24, scope: !408)
!417 = !DILocation(line: 41, column: 3, scope: !408)
!418 = !DILocation(line: 43, column: 24, scope: !408)
!419 = !DILocation(line: 43, column: 3, scope: !408)
!420 = !DILocation(line: 45, column: 24, scope: !408)
!421 = !DILocation(line: 47, column: 24, scope: !408)
!422 = !DILocation(line: 49, column: 27, scope: !408)
!423 = !DILocation(line: 51, column: 27, scope: !408)
!424 = !DILocation(line: 53, column: 24, scope: !408)
!425 = !DILocation(line: 53, column: 2, scope: !408)
!426 = !DILocation(line: 165, column: 10, scope: !408)
!427 = !DILocation(line: 166, column: 15, scope: !408)
!428 = !DILocation(line: 167, column: 24, scope: !408)
!429 = !DILocation(line: 167, column: 9, scope: !408)
!430 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2SharedU_5buint32_5d", scope: !1, file: !1, line: 173, type: !5, scopeLine: 173, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!431 = !DILocation(line: 175, column: 23, scope: !430)
!432 = !DILocation(line: 175, column: 40, scope: !430)
!433 = !DILocation(line: 176, column: 4, scope: !430)
!434 = !DILocation(line: 176, column: 21, scope: !430)
!435 = !DILocation(line: 176, column: 8, scope: !430)
!436 = !DILocation(line: 177, column: 15, scope: !430)
!437 = !DILocation(line: 58, column: 7, scope: !430)
!438 = !DILocation(line: 59, column: 24, scope: !430)
!439 = !DILocation(line: 59, column: 3, scope: !430)
!440 = !DILocation(line: 61, column: 24, scope: !430)
!441 = !DILocation(line: 61, column: 3, scope: !430)
!442 = !DILocation(line: 63, column: 24, scope: !430)
!443 = !DILocation(line: 63, column: 3, scope: !430)
!444 = !DILocation(line: 65, column: 24, scope: !430)
!445 = !DILocation(line: 65, column: 3, scope: !430)
!446 = !DILocation(line: 67, column: 27, scope: !430)
!447 = !DILocation(line: 67, column: 3, scope: !430)
!448 = !DILocation(line: 69, column: 27, scope: !430)
!449 = !DILocation(line: 69, column: 3, scope: !430)
!450 = !DILocation(line: 71, column: 24, scope: !430)
!451 = !DILocation(line: 71, column: 3, scope: !430)
!452 = !DILocation(line: 73, column: 23, scope: !430)
!453 = !DILocation(line: 73, column: 3, scope: !430)
!454 = !DILocation(line: 75, column: 24, scope: !430)
!455 = !DILocation(line: 75, column: 3, scope: !430)
!456 = !DILocation(line: 77, column: 24, scope: !430)
!457 = !DILocation(line: 79, column: 24, scope: !430)
!458 = !DILocation(line: 81, column: 24, scope: !430)
!459 = !DILocation(line: 81, column: 2, scope: !430)
!460 = !DILocation(line: 178, column: 10, scope: !430)
!461 = !DILocation(line: 179, column: 15, scope: !430)
!462 = !DILocation(line: 180, column: 24, scope: !430)
!463 = !DILocation(line: 180, column: 9, scope: !430)
!464 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2SharedU_5buint64_5d", scope: !1, file: !1, line: 173, type: !5, scopeLine: 173, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!465 = !DILocation(line: 175, column: 23, scope: !464)
!466 = !DILocation(line: 175, column: 40, scope: !464)
!467 = !DILocation(line: 176, column: 4, scope: !464)
!468 = !DILocation(line: 176, column: 21, scope: !464)
!469 = !DILocation(line: 176, column: 8, scope: !464)
!470 = !DILocation(line: 177, column: 15, scope: !464)
!471 = !DILocation(line: 58, column: 7, scope: !464)
!472 = !DILocation(line: 59, column: 24, scope: !464)
!473 = !DILocation(line: 59, column: 3, scope: !464)
!474 = !DILocation(line: 61, column: 24, scope: !464)
!475 = !DILocation(line: 61, column: 3, scope: !464)
!476 = !DILocation(line: 63, column: 24, scope: !464)
!477 = !DILocation(line: 63, column: 3, scope: !464)
!478 = !DILocation(line: 65, column: 24, scope: !464)
!479 = !DILocation(line: 65, column: 3, scope: !464)
!480 = !DILocation(line: 67, column: 27, scope: !464)
!481 = !DILocation(line: 67, column: 3, scope: !464)
!482 = !DILocation(line: 69, column: 27, scope: !464)
!483 = !DILocation(line: 69, column: 3, scope: !464)
!484 = !DILocation(line: 71, column: 24, scope: !464)
!485 = !DILocation(line: 71, column: 3, scope: !464)
!486 = !DILocation(line: 73, column: 23, scope: !464)
!487 = !DILocation(line: 73, column: 3, scope: !464)
!488 = !DILocation(line: 75, column: 24, scope: !464)
!489 = !DILocation(line: 75, column: 3, scope: !464)
!490 = !DILocation(line: 77, column: 24, scope: !464)
!491 = !DILocation(line: 79, column: 24, scope: !464)
!492 = !DILocation(line: 81, column: 24, scope: !464)
!493 = !DILocation(line: 81, column: 2, scope: !464)
!494 = !DILocation(line: 178, column: 10, scope: !464)
!495 = !DILocation(line: 179, column: 15, scope: !464)
!496 = !DILocation(line: 180, column: 24, scope: !464)
!497 = !DILocation(line: 180, column: 9, scope: !464)
!498 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2GlobalS_5bint32_5d", scope: !1, file: !1, line: 187, type: !5, scopeLine: 187, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!499 = !DILocation(line: 188, column: 23, scope: !498)
!500 = !DILocation(line: 188, column: 40, scope: !498)
!501 = !DILocation(line: 189, column: 14, scope: !498)
!502 = !DILocation(line: 192, column: 7, scope: !498)
!503 = !DILocation(line: 193, column: 23, scope: !498)
!504 = !DILocation(line: 203, column: 10, scope: !498)
!505 = !DILocation(line: 195, column: 23, scope: !498)
!506 = !DILocation(line: 197, column: 23, scope: !498)
!507 = !DILocation(line: 199, column: 23, scope: !498)
!508 = !DILocation(line: 201, column: 24, scope: !498)
!509 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2GlobalS_5bint64_5d", scope: !1, file: !1, line: 187, type: !5, scopeLine: 187, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!510 = !DILocation(line: 188, column: 23, scope: !509)
!511 = !DILocation(line: 188, column: 40, scope: !509)
!512 = !DILocation(line: 189, column: 14, scope: !509)
!513 = !DILocation(line: 192, column: 7, scope: !509)
!514 = !DILocation(line: 193, column: 23, scope: !509)
!515 = !DILocation(line: 203, column: 10, scope: !509)
!516 = !DILocation(line: 195, column: 23, scope: !509)
!517 = !DILocation(line: 197, column: 23, scope: !509)
!518 = !DILocation(line: 199, column: 23, scope: !509)
!519 = !DILocation(line: 201, column: 24, scope: !509)
!520 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2GlobalS_5bfloat32_5d", scope: !1, file: !1, line: 187, type: !5, scopeLine: 187, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!521 = !DILocation(line: 188, column: 23, scope: !520)
!522 = !DILocation(line: 188, column: 40, scope: !520)
!523 = !DILocation(line: 189, column: 14, scope: !520)
!524 = !DILocation(line: 192, column: 7, scope: !520)
!525 = !DILocation(line: 193, column: 23, scope: !520)
!526 = !DILocation(line: 203, column: 10, scope: !520)
!527 = !DILocation(line: 195, column: 23, scope: !520)
!528 = !DILocation(line: 197, column: 23, scope: !520)
!529 = !DILocation(line: 199, column: 23, scope: !520)
!530 = !DILocation(line: 201, column: 24, scope: !520)
!531 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2GlobalS_5bfloat64_5d", scope: !1, file: !1, line: 187, type: !5, scopeLine: 187, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!532 = !DILocation(line: 188, column: 23, scope: !531)
!533 = !DILocation(line: 188, column: 40, scope: !531)
!534 = !DILocation(line: 189, column: 14, scope: !531)
!535 = !DILocation(line: 192, column: 7, scope: !531)
!536 = !DILocation(line: 193, column: 23, scope: !531)
!537 = !DILocation(line: 203, column: 10, scope: !531)
!538 = !DILocation(line: 195, column: 23, scope: !531)
!539 = !DILocation(line: 197, column: 23, scope: !531)
!540 = !DILocation(line: 199, column: 23, scope: !531)
!541 = !DILocation(line: 201, column: 24, scope: !531)
!542 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2GlobalU_5buint32_5d", scope: !1, file: !1, line: 210, type: !5, scopeLine: 210, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!543 = !DILocation(line: 211, column: 23, scope: !542)
!544 = !DILocation(line: 211, column: 40, scope: !542)
!545 = !DILocation(line: 212, column: 14, scope: !542)
!546 = !DILocation(line: 215, column: 7, scope: !542)
!547 = !DILocation(line: 216, column: 23, scope: !542)
!548 = !DILocation(line: 230, column: 10, scope: !542)
!549 = !DILocation(line: 218, column: 23, scope: !542)
!550 = !DILocation(line: 220, column: 22, scope: !542)
!551 = !DILocation(line: 222, column: 23, scope: !542)
!552 = !DILocation(line: 224, column: 23, scope: !542)
!553 = !DILocation(line: 226, column: 23, scope: !542)
!554 = !DILocation(line: 228, column: 24, scope: !542)
!555 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic2GlobalU_5buint64_5d", scope: !1, file: !1, line: 210, type: !5, scopeLine: 210, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!556 = !DILocation(line: 211, column: 23, scope: !555)
!557 = !DILocation(line: 211, column: 40, scope: !555)
!558 = !DILocation(line: 212, column: 14, scope: !555)
!559 = !DILocation(line: 215, column: 7, scope: !555)
!560 = !DILocation(line: 216, column: 23, scope: !555)
!561 = !DILocation(line: 230, column: 10, scope: !555)
!562 = !DILocation(line: 218, column: 23, scope: !555)
!563 = !DILocation(line: 220, column: 22, scope: !555)
!564 = !DILocation(line: 222, column: 23, scope: !555)
!565 = !DILocation(line: 224, column: 23, scope: !555)
!566 = !DILocation(line: 226, column: 23, scope: !555)
!567 = !DILocation(line: 228, column: 24, scope: !555)
!568 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic3Global_5bint32_5d", scope: !1, file: !1, line: 238, type: !5, scopeLine: 238, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!569 = !DILocation(line: 240, column: 24, scope: !568)
!570 = !DILocation(line: 240, column: 41, scope: !568)
!571 = !DILocation(line: 240, column: 58, scope: !568)
!572 = !DILocation(line: 241, column: 4, scope: !568)
!573 = !DILocation(line: 241, column: 7, scope: !568)
!574 = !DILocation(line: 241, column: 22, scope: !568)
!575 = !DILocation(line: 241, column: 10, scope: !568)
!576 = !DILocation(line: 242, column: 15, scope: !568)
!577 = !DILocation(line: 243, column: 16, scope: !568)
!578 = !DILocation(line: 244, column: 16, scope: !568)
!579 = !DILocation(line: 245, column: 22, scope: !568)
!580 = !DILocation(line: 245, column: 20, scope: !568)
!581 = !DILocation(line: 245, column: 27, scope: !568)
!582 = !DILocation(line: 245, column: 25, scope: !568)
!583 = !DILocation(line: 245, column: 32, scope: !568)
!584 = !DILocation(line: 245, column: 30, scope: !568)
!585 = !DILocation(line: 245, column: 16, scope: !568)
!586 = !DILocation(line: 246, column: 15, scope: !568)
!587 = !DILocation(line: 247, column: 27, scope: !568)
!588 = !DILocation(line: 247, column: 9, scope: !568)
!589 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic3Global_5bint64_5d", scope: !1, file: !1, line: 238, type: !5, scopeLine: 238, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!590 = !DILocation(line: 240, column: 24, scope: !589)
!591 = !DILocation(line: 240, column: 41, scope: !589)
!592 = !DILocation(line: 240, column: 58, scope: !589)
!593 = !DILocation(line: 241, column: 4, scope: !589)
!594 = !DILocation(line: 241, column: 7, scope: !589)
!595 = !DILocation(line: 241, column: 22, scope: !589)
!596 = !DILocation(line: 241, column: 10, scope: !589)
!597 = !DILocation(line: 242, column: 15, scope: !589)
!598 = !DILocation(line: 243, column: 16, scope: !589)
!599 = !DILocation(line: 244, column: 16, scope: !589)
!600 = !DILocation(line: 245, column: 22, scope: !589)
!601 = !DILocation(line: 245, column: 20, scope: !589)
!602 = !DILocation(line: 245, column: 27, scope: !589)
!603 = !DILocation(line: 245, column: 25, scope: !589)
!604 = !DILocation(line: 245, column: 32, scope: !589)
!605 = !DILocation(line: 245, column: 30, scope: !589)
!606 = !DILocation(line: 245, column: 16, scope: !589)
!607 = !DILocation(line: 246, column: 15, scope: !589)
!608 = !DILocation(line: 247, column: 27, scope: !589)
!609 = !DILocation(line: 247, column: 9, scope: !589)
!610 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic3Global_5bfloat32_5d", scope: !1, file: !1, line: 238, type: !5, scopeLine: 238, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!611 = !DILocation(line: 240, column: 24, scope: !610)
!612 = !DILocation(line: 240, column: 41, scope: !610)
!613 = !DILocation(line: 240, column: 58, scope: !610)
!614 = !DILocation(line: 241, column: 4, scope: !610)
!615 = !DILocation(line: 241, column: 7, scope: !610)
!616 = !DILocation(line: 241, column: 22, scope: !610)
!617 = !DILocation(line: 241, column: 10, scope: !610)
!618 = !DILocation(line: 242, column: 15, scope: !610)
!619 = !DILocation(line: 243, column: 16, scope: !610)
!620 = !DILocation(line: 244, column: 16, scope: !610)
!621 = !DILocation(line: 245, column: 22, scope: !610)
!622 = !DILocation(line: 245, column: 20, scope: !610)
!623 = !DILocation(line: 245, column: 27, scope: !610)
!624 = !DILocation(line: 245, column: 25, scope: !610)
!625 = !DILocation(line: 245, column: 32, scope: !610)
!626 = !DILocation(line: 245, column: 30, scope: !610)
!627 = !DILocation(line: 245, column: 16, scope: !610)
!628 = !DILocation(line: 246, column: 15, scope: !610)
!629 = !DILocation(line: 247, column: 27, scope: !610)
!630 = !DILocation(line: 247, column: 9, scope: !610)
!631 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomic3Global_5bfloat64_5d", scope: !1, file: !1, line: 238, type: !5, scopeLine: 238, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!632 = !DILocation(line: 240, column: 24, scope: !631)
!633 = !DILocation(line: 240, column: 41, scope: !631)
!634 = !DILocation(line: 240, column: 58, scope: !631)
!635 = !DILocation(line: 241, column: 4, scope: !631)
!636 = !DILocation(line: 241, column: 7, scope: !631)
!637 = !DILocation(line: 241, column: 22, scope: !631)
!638 = !DILocation(line: 241, column: 10, scope: !631)
!639 = !DILocation(line: 242, column: 15, scope: !631)
!640 = !DILocation(line: 243, column: 16, scope: !631)
!641 = !DILocation(line: 244, column: 16, scope: !631)
!642 = !DILocation(line: 245, column: 22, scope: !631)
!643 = !DILocation(line: 245, column: 20, scope: !631)
!644 = !DILocation(line: 245, column: 27, scope: !631)
!645 = !DILocation(line: 245, column: 25, scope: !631)
!646 = !DILocation(line: 245, column: 32, scope: !631)
!647 = !DILocation(line: 245, column: 30, scope: !631)
!648 = !DILocation(line: 245, column: 16, scope: !631)
!649 = !DILocation(line: 246, column: 15, scope: !631)
!650 = !DILocation(line: 247, column: 27, scope: !631)
!651 = !DILocation(line: 247, column: 9, scope: !631)
!652 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeS_5bint32_5d", scope: !1, file: !1, line: 256, type: !5, scopeLine: 256, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!653 = !DILocation(line: 257, column: 23, scope: !652)
!654 = !DILocation(line: 257, column: 39, scope: !652)
!655 = !DILocation(line: 258, column: 29, scope: !652)
!656 = !DILocation(line: 40, column: 7, scope: !652)
!657 = !DILocation(line: 41, column: 24, scope: !652)
!658 = !DILocation(line: 41, column: 3, scope: !652)
!659 = !DILocation(line: 43, column: 24, scope: !652)
!660 = !DILocation(line: 43, column: 3, scope: !652)
!661 = !DILocation(line: 45, column: 24, scope: !652)
!662 = !DILocation(line: 45, column: 3, scope: !652)
!663 = !DILocation(line: 47, column: 24, scope: !652)
!664 = !DILocation(line: 47, column: 3, scope: !652)
!665 = !DILocation(line: 49, column: 27, scope: !652)
!666 = !DILocation(line: 49, column: 3, scope: !652)
!667 = !DILocation(line: 51, column: 27, scope: !652)
!668 = !DILocation(line: 51, column: 3, scope: !652)
!669 = !DILocation(line: 53, column: 2, scope: !652)
!670 = !DILocation(line: 258, column: 9, scope: !652)
!671 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeS_5bint64_5d", scope: !1, file: !1, line: 256, type: !5, scopeLine: 256, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!672 = !DILocation(line: 257, column: 23, scope: !671)
!673 = !DILocation(line: 257, column: 39, scope: !671)
!674 = !DILocation(line: 258, column: 29, scope: !671)
!675 = !DILocation(line: 40, column: 7, scope: !671)
!676 = !DILocation(line: 41, column: 24, scope: !671)
!677 = !DILocation(line: 41, column: 3, scope: !671)
!678 = !DILocation(line: 43, column: 24, scope: !671)
!679 = !DILocation(line: 43, column: 3, scope: !671)
!680 = !DILocation(line: 45, column: 24, scope: !671)
!681 = !DILocation(line: 45, column: 3, scope: !671)
!682 = !DILocation(line: 47, column: 24, scope: !671)
!683 = !DILocation(line: 47, column: 3, scope: !671)
!684 = !DILocation(line: 49, column: 27, scope: !671)
!685 = !DILocation(line: 49, column: 3, scope: !671)
!686 = !DILocation(line: 51, column: 27, scope: !671)
!687 = !DILocation(line: 51, column: 3, scope: !671)
!688 = !DILocation(line: 53, column: 2, scope: !671)
!689 = !DILocation(line: 258, column: 9, scope: !671)
!690 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeS_5bfloat32_5d", scope: !1, file: !1, line: 256, type: !5, scopeLine: 256, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!691 = !DILocation(line: 257, column: 23, scope: !690)
!692 = !DILocation(line: 257, column: 39, scope: !690)
!693 = !DILocation(line: 258, column: 29, scope: !690)
!694 = !DILocation(line: 40, column: 7, scope: !690)
!695 = !DILocation(line: 41, column: 24, scope: !690)
!696 = !DILocation(line: 41, column: 3, scope: !690)
!697 = !DILocation(line: 43, column: 24, scope: !690)
!698 = !DILocation(line: 43, column: 3, scope: !690)
!699 = !DILocation(line: 45, column: 24, scope: !690)
!700 = !DILocation(line: 47, column: 24, scope: !690)
!701 = !DILocation(line: 49, column: 27, scope: !690)
!702 = !DILocation(line: 51, column: 27, scope: !690)
!703 = !DILocation(line: 53, column: 2, scope: !690)
!704 = !DILocation(line: 258, column: 9, scope: !690)
!705 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeS_5bfloat64_5d", scope: !1, file: !1, line: 256, type: !5, scopeLine: 256, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!706 = !DILocation(line: 257, column: 23, scope: !705)
!707 = !DILocation(line: 257, column: 39, scope: !705)
!708 = !DILocation(line: 258, column: 29, scope: !705)
!709 = !DILocation(line: 40, column: 7, scope: !705)
!710 = !DILocation(line: 41, column: 24, scope: !705)
!711 = !DILocation(line: 41, column: 3, scope: !705)
!712 = !DILocation(line: 43, column: 24, scope: !705)
!713 = !DILocation(line: 43, column: 3, scope: !705)
!714 = !DILocation(line: 45, column: 24, scope: !705)
!715 = !DILocation(line: 47, column: 24, scope: !705)
!716 = !DILocation(line: 49, column: 27, scope: !705)
!717 = !DILocation(line: 51, column: 27, scope: !705)
!718 = !DILocation(line: 53, column: 2, scope: !705)
!719 = !DILocation(line: 258, column: 9, scope: !705)
!720 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeU_5buint32_5d", scope: !1, file: !1, line: 262, type: !5, scopeLine: 262, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!721 = !DILocation(line: 263, column: 23, scope: !720)
!722 = !DILocation(line: 263, column: 39, scope: !720)
!723 = !DILocation(line: 264, column: 29, scope: !720)
!724 = !DILocation(line: 58, column: 7, scope: !720)
!725 = !DILocation(line: 59, column: 24, scope: !720)
!726 = !DILocation(line: 59, column: 3, scope: !720)
!727 = !DILocation(line: 61, column: 24, scope: !720)
!728 = !DILocation(line: 61, column: 3, scope: !720)
!729 = !DILocation(line: 63, column: 24, scope: !720)
!730 = !DILocation(line: 63, column: 3, scope: !720)
!731 = !DILocation(line: 65, column: 24, scope: !720)
!732 = !DILocation(line: 65, column: 3, scope: !720)
!733 = !DILocation(line: 67, column: 27, scope: !720)
!734 = !DILocation(line: 67, column: 3, scope: !720)
!735 = !DILocation(line: 69, column: 27, scope: !720)
!736 = !DILocation(line: 69, column: 3, scope: !720)
!737 = !DILocation(line: 71, column: 24, scope: !720)
!738 = !DILocation(line: 71, column: 3, scope: !720)
!739 = !DILocation(line: 73, column: 23, scope: !720)
!740 = !DILocation(line: 73, column: 3, scope: !720)
!741 = !DILocation(line: 75, column: 24, scope: !720)
!742 = !DILocation(line: 75, column: 3, scope: !720)
!743 = !DILocation(line: 77, column: 24, scope: !720)
!744 = !DILocation(line: 79, column: 24, scope: !720)
!745 = !DILocation(line: 81, column: 2, scope: !720)
!746 = !DILocation(line: 264, column: 9, scope: !720)
!747 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeU_5buint64_5d", scope: !1, file: !1, line: 262, type: !5, scopeLine: 262, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!748 = !DILocation(line: 263, column: 23, scope: !747)
!749 = !DILocation(line: 263, column: 39, scope: !747)
!750 = !DILocation(line: 264, column: 29, scope: !747)
!751 = !DILocation(line: 58, column: 7, scope: !747)
!752 = !DILocation(line: 59, column: 24, scope: !747)
!753 = !DILocation(line: 59, column: 3, scope: !747)
!754 = !DILocation(line: 61, column: 24, scope: !747)
!755 = !DILocation(line: 61, column: 3, scope: !747)
!756 = !DILocation(line: 63, column: 24, scope: !747)
!757 = !DILocation(line: 63, column: 3, scope: !747)
!758 = !DILocation(line: 65, column: 24, scope: !747)
!759 = !DILocation(line: 65, column: 3, scope: !747)
!760 = !DILocation(line: 67, column: 27, scope: !747)
!761 = !DILocation(line: 67, column: 3, scope: !747)
!762 = !DILocation(line: 69, column: 27, scope: !747)
!763 = !DILocation(line: 69, column: 3, scope: !747)
!764 = !DILocation(line: 71, column: 24, scope: !747)
!765 = !DILocation(line: 71, column: 3, scope: !747)
!766 = !DILocation(line: 73, column: 23, scope: !747)
!767 = !DILocation(line: 73, column: 3, scope: !747)
!768 = !DILocation(line: 75, column: 24, scope: !747)
!769 = !DILocation(line: 75, column: 3, scope: !747)
!770 = !DILocation(line: 77, column: 24, scope: !747)
!771 = !DILocation(line: 79, column: 24, scope: !747)
!772 = !DILocation(line: 81, column: 2, scope: !747)
!773 = !DILocation(line: 264, column: 9, scope: !747)
!774 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint32_5d", scope: !1, file: !1, line: 268, type: !5, scopeLine: 268, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!775 = !DILocation(line: 271, column: 20, scope: !774)
!776 = !DILocation(line: 272, column: 19, scope: !774)
!777 = !DILocation(line: 272, column: 7, scope: !774)
!778 = !DILocation(line: 273, column: 9, scope: !774)
!779 = !DILocation(line: 274, column: 17, scope: !774)
!780 = !DILocation(line: 274, column: 8, scope: !774)
!781 = !DILocation(line: 276, column: 15, scope: !774)
!782 = !DILocation(line: 277, column: 32, scope: !774)
!783 = !DILocation(line: 40, column: 7, scope: !774)
!784 = !DILocation(line: 41, column: 24, scope: !774)
!785 = !DILocation(line: 41, column: 3, scope: !774)
!786 = !DILocation(line: 43, column: 24, scope: !774)
!787 = !DILocation(line: 43, column: 3, scope: !774)
!788 = !DILocation(line: 45, column: 24, scope: !774)
!789 = !DILocation(line: 45, column: 3, scope: !774)
!790 = !DILocation(line: 47, column: 24, scope: !774)
!791 = !DILocation(line: 47, column: 3, scope: !774)
!792 = !DILocation(line: 49, column: 27, scope: !774)
!793 = !DILocation(line: 49, column: 3, scope: !774)
!794 = !DILocation(line: 51, column: 27, scope: !774)
!795 = !DILocation(line: 51, column: 3, scope: !774)
!796 = !DILocation(line: 53, column: 2, scope: !774)
!797 = !DILocation(line: 278, column: 15, scope: !774)
!798 = !DILocation(line: 279, column: 9, scope: !774)
!799 = !DILocation(line: 280, column: 17, scope: !774)
!800 = !DILocation(line: 280, column: 6, scope: !774)
!801 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bint64_5d", scope: !1, file: !1, line: 268, type: !5, scopeLine: 268, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!802 = !DILocation(line: 271, column: 20, scope: !801)
!803 = !DILocation(line: 272, column: 19, scope: !801)
!804 = !DILocation(line: 272, column: 7, scope: !801)
!805 = !DILocation(line: 273, column: 9, scope: !801)
!806 = !DILocation(line: 274, column: 17, scope: !801)
!807 = !DILocation(line: 274, column: 8, scope: !801)
!808 = !DILocation(line: 276, column: 15, scope: !801)
!809 = !DILocation(line: 277, column: 32, scope: !801)
!810 = !DILocation(line: 40, column: 7, scope: !801)
!811 = !DILocation(line: 41, column: 24, scope: !801)
!812 = !DILocation(line: 41, column: 3, scope: !801)
!813 = !DILocation(line: 43, column: 24, scope: !801)
!814 = !DILocation(line: 43, column: 3, scope: !801)
!815 = !DILocation(line: 45, column: 24, scope: !801)
!816 = !DILocation(line: 45, column: 3, scope: !801)
!817 = !DILocation(line: 47, column: 24, scope: !801)
!818 = !DILocation(line: 47, column: 3, scope: !801)
!819 = !DILocation(line: 49, column: 27, scope: !801)
!820 = !DILocation(line: 49, column: 3, scope: !801)
!821 = !DILocation(line: 51, column: 27, scope: !801)
!822 = !DILocation(line: 51, column: 3, scope: !801)
!823 = !DILocation(line: 53, column: 2, scope: !801)
!824 = !DILocation(line: 278, column: 15, scope: !801)
!825 = !DILocation(line: 279, column: 9, scope: !801)
!826 = !DILocation(line: 280, column: 17, scope: !801)
!827 = !DILocation(line: 280, column: 6, scope: !801)
!828 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat32_5d", scope: !1, file: !1, line: 268, type: !5, scopeLine: 268, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!829 = !DILocation(line: 271, column: 20, scope: !828)
!830 = !DILocation(line: 272, column: 19, scope: !828)
!831 = !DILocation(line: 272, column: 7, scope: !828)
!832 = !DILocation(line: 273, column: 9, scope: !828)
!833 = !DILocation(line: 274, column: 17, scope: !828)
!834 = !DILocation(line: 274, column: 8, scope: !828)
!835 = !DILocation(line: 276, column: 15, scope: !828)
!836 = !DILocation(line: 277, column: 32, scope: !828)
!837 = !DILocation(line: 40, column: 7, scope: !828)
!838 = !DILocation(line: 41, column: 24, scope: !828)
!839 = !DILocation(line: 41, column: 3, scope: !828)
!840 = !DILocation(line: 43, column: 24, scope: !828)
!841 = !DILocation(line: 43, column: 3, scope: !828)
!842 = !DILocation(line: 45, column: 24, scope: !828)
!843 = !DILocation(line: 47, column: 24, scope: !828)
!844 = !DILocation(line: 49, column: 27, scope: !828)
!845 = !DILocation(line: 51, column: 27, scope: !828)
!846 = !DILocation(line: 53, column: 2, scope: !828)
!847 = !DILocation(line: 278, column: 15, scope: !828)
!848 = !DILocation(line: 279, column: 9, scope: !828)
!849 = !DILocation(line: 280, column: 17, scope: !828)
!850 = !DILocation(line: 280, column: 6, scope: !828)
!851 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicExtremeSharedS_5bfloat64_5d", scope: !1, file: !1, line: 268, type: !5, scopeLine: 268, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!852 = !DILocation(line: 271, column: 20, scope: !851)
!853 = !DILocation(line: 272, column: 19, scope: !851)
!854 = !DILocation(line: 272, column: 7, scope: !851)
!855 = !DILocation(line: 273, column: 9, scope: !851)
!856 = !DILocation(line: 274, column: 17, scope: !851)
!857 = !DILocation(line: 274, column: 8, scope: !851)
!858 = !DILocation(line: 276, column: 15, scope: !851)
!859 = !DILocation(line: 277, column: 32, scope: !851)
!860 = !DILocation(line: 40, column: 7, scope: !851)
!861 = !DILocation(line: 41, column: 24, scope: !851)
!862 = !DILocation(line: 41, column: 3, scope: !851)
!863 = !DILocation(line: 43, column: 24, scope: !851)
!864 = !DILocation(line: 43, column: 3, scope: !851)
!865 = !DILocation(line: 45, column: 24, scope: !851)
!866 = !DILocation(line: 47, column: 24, scope: !851)
!867 = !DILocation(line: 49, column: 27, scope: !851)
!868 = !DILocation(line: 51, column: 27, scope: !851)
!869 = !DILocation(line: 53, column: 2, scope: !851)
!870 = !DILocation(line: 278, column: 15, scope: !851)
!871 = !DILocation(line: 279, column: 9, scope: !851)
!872 = !DILocation(line: 280, column: 17, scope: !851)
!873 = !DILocation(line: 280, column: 6, scope: !851)
!874 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicReturnsOld", scope: !1, file: !1, line: 287, type: !5, scopeLine: 287, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!875 = !DILocation(line: 40, column: 7, scope: !874)
!876 = !DILocation(line: 41, column: 24, scope: !874)
!877 = !DILocation(line: 41, column: 3, scope: !874)
!878 = !DILocation(line: 43, column: 24, scope: !874)
!879 = !DILocation(line: 43, column: 3, scope: !874)
!880 = !DILocation(line: 45, column: 24, scope: !874)
!881 = !DILocation(line: 47, column: 24, scope: !874)
!882 = !DILocation(line: 49, column: 27, scope: !874)
!883 = !DILocation(line: 51, column: 27, scope: !874)
!884 = !DILocation(line: 53, column: 24, scope: !874)
!885 = !DILocation(line: 53, column: 2, scope: !874)
!886 = !DILocation(line: 288, column: 3, scope: !874)
!887 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicCAS1_5bint32_5d", scope: !1, file: !1, line: 295, type: !5, scopeLine: 295, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!888 = !DILocation(line: 296, column: 16, scope: !887)
!889 = !DILocation(line: 297, column: 9, scope: !887)
!890 = !DILocation(line: 298, column: 6, scope: !887)
!891 = !DILocation(line: 298, column: 49, scope: !887)
!892 = !DILocation(line: 298, column: 33, scope: !887)
!893 = !DILocation(line: 298, column: 28, scope: !887)
!894 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicCAS1_5bint64_5d", scope: !1, file: !1, line: 295, type: !5, scopeLine: 295, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!895 = !DILocation(line: 296, column: 16, scope: !894)
!896 = !DILocation(line: 297, column: 9, scope: !894)
!897 = !DILocation(line: 298, column: 6, scope: !894)
!898 = !DILocation(line: 298, column: 49, scope: !894)
!899 = !DILocation(line: 298, column: 33, scope: !894)
!900 = !DILocation(line: 298, column: 28, scope: !894)
!901 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicCAS1_5buint32_5d", scope: !1, file: !1, line: 295, type: !5, scopeLine: 295, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!902 = !DILocation(line: 296, column: 16, scope: !901)
!903 = !DILocation(line: 297, column: 9, scope: !901)
!904 = !DILocation(line: 298, column: 6, scope: !901)
!905 = !DILocation(line: 298, column: 49, scope: !901)
!906 = !DILocation(line: 298, column: 33, scope: !901)
!907 = !DILocation(line: 298, column: 28, scope: !901)
!908 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicCAS1_5buint64_5d", scope: !1, file: !1, line: 295, type: !5, scopeLine: 295, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!909 = !DILocation(line: 296, column: 16, scope: !908)
!910 = !DILocation(line: 297, column: 9, scope: !908)
!911 = !DILocation(line: 298, column: 6, scope: !908)
!912 = !DILocation(line: 298, column: 49, scope: !908)
!913 = !DILocation(line: 298, column: 33, scope: !908)
!914 = !DILocation(line: 298, column: 28, scope: !908)
!915 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicCAS2_5bint32_5d", scope: !1, file: !1, line: 305, type: !5, scopeLine: 305, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!916 = !DILocation(line: 306, column: 17, scope: !915)
!917 = !DILocation(line: 307, column: 7, scope: !915)
!918 = !DILocation(line: 307, column: 25, scope: !915)
!919 = !DILocation(line: 308, column: 39, scope: !915)
!920 = !DILocation(line: 308, column: 59, scope: !915)
!921 = !DILocation(line: 308, column: 31, scope: !915)
!922 = !DILocation(line: 308, column: 10, scope: !915)
!923 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicCAS2_5bint64_5d", scope: !1, file: !1, line: 305, type: !5, scopeLine: 305, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!924 = !DILocation(line: 306, column: 17, scope: !923)
!925 = !DILocation(line: 307, column: 7, scope: !923)
!926 = !DILocation(line: 307, column: 25, scope: !923)
!927 = !DILocation(line: 308, column: 39, scope: !923)
!928 = !DILocation(line: 308, column: 59, scope: !923)
!929 = !DILocation(line: 308, column: 31, scope: !923)
!930 = !DILocation(line: 308, column: 10, scope: !923)
!931 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicCAS2_5buint32_5d", scope: !1, file: !1, line: 305, type: !5, scopeLine: 305, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!932 = !DILocation(line: 306, column: 17, scope: !931)
!933 = !DILocation(line: 307, column: 7, scope: !931)
!934 = !DILocation(line: 307, column: 25, scope: !931)
!935 = !DILocation(line: 308, column: 39, scope: !931)
!936 = !DILocation(line: 308, column: 59, scope: !931)
!937 = !DILocation(line: 308, column: 31, scope: !931)
!938 = !DILocation(line: 308, column: 10, scope: !931)
!939 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eAtomicCAS2_5buint64_5d", scope: !1, file: !1, line: 305, type: !5, scopeLine: 305, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!940 = !DILocation(line: 306, column: 17, scope: !939)
!941 = !DILocation(line: 307, column: 7, scope: !939)
!942 = !DILocation(line: 307, column: 25, scope: !939)
!943 = !DILocation(line: 308, column: 39, scope: !939)
!944 = !DILocation(line: 308, column: 59, scope: !939)
!945 = !DILocation(line: 308, column: 31, scope: !939)
!946 = !DILocation(line: 308, column: 10, scope: !939)
!947 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eBits32", scope: !948, file: !948, line: 19, type: !5, scopeLine: 19, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!948 = !DIFile(filename: "intrinsics.go", directory: "")
!949 = !DILocation(line: 20, column: 14, scope: !947)
!950 = !DILocation(line: 21, column: 7, scope: !947)
!951 = !DILocation(line: 0, scope: !947)
!952 = !DILocation(line: 24, column: 9, scope: !947)
!953 = !DILocation(line: 25, column: 7, scope: !947)
!954 = !DILocation(line: 25, column: 35, scope: !947)
!955 = !{i32 0, i32 33}
!956 = !DILocation(line: 25, column: 5, scope: !947)
!957 = !DILocation(line: 26, column: 9, scope: !947)
!958 = !DILocation(line: 26, column: 40, scope: !947)
!959 = !DILocation(line: 26, column: 5, scope: !947)
!960 = !DILocation(line: 28, column: 7, scope: !947)
!961 = !DILocation(line: 31, column: 9, scope: !947)
!962 = !DILocation(line: 31, column: 5, scope: !947)
!963 = !DILocation(line: 32, column: 9, scope: !947)
!964 = !DILocation(line: 32, column: 31, scope: !947)
!965 = !DILocation(line: 32, column: 5, scope: !947)
!966 = !DILocation(line: 33, column: 7, scope: !947)
!967 = !DILocation(line: 33, column: 27, scope: !947)
!968 = !DILocation(line: 33, column: 5, scope: !947)
!969 = !DILocation(line: 34, column: 9, scope: !947)
!970 = !DILocation(line: 34, column: 34, scope: !947)
!971 = !DILocation(line: 34, column: 5, scope: !947)
!972 = !DILocation(line: 35, column: 9, scope: !947)
!973 = !DILocation(line: 210, column: 14, scope: !974)
!974 = !DILexicalBlockFile(scope: !947, file: !975, discriminator: 0)
!975 = !DIFile(filename: "math/bits/bits.go", directory: "")
!976 = !DILocation(line: 35, column: 5, scope: !947)
!977 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eBits64", scope: !948, file: !948, line: 41, type: !5, scopeLine: 41, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!978 = !DILocation(line: 42, column: 14, scope: !977)
!979 = !DILocation(line: 43, column: 7, scope: !977)
!980 = !DILocation(line: 0, scope: !977)
!981 = !DILocation(line: 46, column: 9, scope: !977)
!982 = !DILocation(line: 47, column: 7, scope: !977)
!983 = !DILocation(line: 47, column: 5, scope: !977)
!984 = !DILocation(line: 47, column: 35, scope: !977)
!985 = !{i64 0, i64 65}
!986 = !DILocation(line: 48, column: 40, scope: !977)
!987 = !DILocation(line: 47, column: 18, scope: !977)
!988 = !DILocation(line: 50, column: 7, scope: !977)
!989 = !DILocation(line: 53, column: 9, scope: !977)
!990 = !DILocation(line: 53, column: 20, scope: !977)
!991 = !DILocation(line: 53, column: 5, scope: !977)
!992 = !DILocation(line: 54, column: 9, scope: !977)
!993 = !DILocation(line: 54, column: 20, scope: !977)
!994 = !DILocation(line: 54, column: 5, scope: !977)
!995 = !DILocation(line: 55, column: 7, scope: !977)
!996 = !DILocation(line: 55, column: 27, scope: !977)
!997 = !DILocation(line: 55, column: 5, scope: !977)
!998 = !DILocation(line: 56, column: 9, scope: !977)
!999 = !DILocation(line: 56, column: 34, scope: !977)
!1000 = !DILocation(line: 56, column: 5, scope: !977)
!1001 = !DILocation(line: 57, column: 9, scope: !977)
!1002 = !DILocation(line: 220, column: 14, scope: !1003)
!1003 = !DILexicalBlockFile(scope: !977, file: !975, discriminator: 0)
!1004 = !DILocation(line: 57, column: 5, scope: !977)
!1005 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eBits16", scope: !948, file: !948, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1006 = !DILocation(line: 65, column: 14, scope: !1005)
!1007 = !DILocation(line: 66, column: 7, scope: !1005)
!1008 = !DILocation(line: 0, scope: !1005)
!1009 = !DILocation(line: 69, column: 9, scope: !1005)
!1010 = !DILocation(line: 70, column: 12, scope: !1005)
!1011 = !DILocation(line: 71, column: 7, scope: !1005)
!1012 = !DILocation(line: 71, column: 35, scope: !1005)
!1013 = !{i16 0, i16 17}
!1014 = !DILocation(line: 71, column: 18, scope: !1005)
!1015 = !DILocation(line: 71, column: 5, scope: !1005)
!1016 = !DILocation(line: 72, column: 9, scope: !1005)
!1017 = !DILocation(line: 72, column: 40, scope: !1005)
!1018 = !DILocation(line: 72, column: 20, scope: !1005)
!1019 = !DILocation(line: 72, column: 5, scope: !1005)
!1020 = !DILocation(line: 73, column: 9, scope: !1005)
!1021 = !DILocation(line: 73, column: 41, scope: !1005)
!1022 = !DILocation(line: 73, column: 20, scope: !1005)
!1023 = !DILocation(line: 73, column: 5, scope: !1005)
!1024 = !DILocation(line: 74, column: 9, scope: !1005)
!1025 = !DILocation(line: 74, column: 31, scope: !1005)
!1026 = !DILocation(line: 74, column: 20, scope: !1005)
!1027 = !DILocation(line: 74, column: 5, scope: !1005)
!1028 = !DILocation(line: 75, column: 9, scope: !1005)
!1029 = !DILocation(line: 75, column: 36, scope: !1005)
!1030 = !{i8 0, i8 9}
!1031 = !DILocation(line: 75, column: 20, scope: !1005)
!1032 = !DILocation(line: 75, column: 5, scope: !1005)
!1033 = !DILocation(line: 76, column: 9, scope: !1005)
!1034 = !DILocation(line: 76, column: 39, scope: !1005)
!1035 = !DILocation(line: 76, column: 20, scope: !1005)
!1036 = !DILocation(line: 76, column: 5, scope: !1005)
!1037 = !DILocation(line: 77, column: 9, scope: !1005)
!1038 = !DILocation(line: 77, column: 40, scope: !1005)
!1039 = !DILocation(line: 77, column: 20, scope: !1005)
!1040 = !DILocation(line: 77, column: 5, scope: !1005)
!1041 = !DILocation(line: 78, column: 9, scope: !1005)
!1042 = !DILocation(line: 78, column: 30, scope: !1005)
!1043 = !DILocation(line: 78, column: 20, scope: !1005)
!1044 = !DILocation(line: 78, column: 5, scope: !1005)
!1045 = !DILocation(line: 79, column: 7, scope: !1005)
!1046 = !DILocation(line: 79, column: 27, scope: !1005)
!1047 = !DILocation(line: 79, column: 5, scope: !1005)
!1048 = !DILocation(line: 80, column: 9, scope: !1005)
!1049 = !DILocation(line: 80, column: 34, scope: !1005)
!1050 = !DILocation(line: 80, column: 5, scope: !1005)
!1051 = !DILocation(line: 81, column: 9, scope: !1005)
!1052 = !DILocation(line: 200, column: 14, scope: !1053)
!1053 = !DILexicalBlockFile(scope: !1005, file: !975, discriminator: 0)
!1054 = !DILocation(line: 81, column: 5, scope: !1005)
!1055 = !DILocation(line: 82, column: 9, scope: !1005)
!1056 = !DILocation(line: 82, column: 35, scope: !1005)
!1057 = !DILocation(line: 82, column: 21, scope: !1005)
!1058 = !DILocation(line: 82, column: 5, scope: !1005)
!1059 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eFloatIntrinsics_5bfloat32_5d", scope: !948, file: !948, line: 91, type: !5, scopeLine: 91, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1060 = !DILocation(line: 92, column: 14, scope: !1059)
!1061 = !DILocation(line: 93, column: 7, scope: !1059)
!1062 = !DILocation(line: 0, scope: !1059)
!1063 = !DILocation(line: 96, column: 22, scope: !1059)
!1064 = !DILocation(line: 96, column: 20, scope: !1059)
!1065 = !DILocation(line: 96, column: 37, scope: !1059)
!1066 = !DILocation(line: 96, column: 35, scope: !1059)
!1067 = !DILocation(line: 96, column: 52, scope: !1059)
!1068 = !DILocation(line: 96, column: 50, scope: !1059)
!1069 = !DILocation(line: 97, column: 7, scope: !1059)
!1070 = !DILocation(line: 97, column: 23, scope: !1059)
!1071 = !DILocation(line: 97, column: 14, scope: !1059)
!1072 = !DILocation(line: 97, column: 5, scope: !1059)
!1073 = !DILocation(line: 98, column: 9, scope: !1059)
!1074 = !DILocation(line: 46, column: 22, scope: !1075)
!1075 = !DILexicalBlockFile(scope: !1059, file: !1076, discriminator: 0)
!1076 = !DIFile(filename: "math/cbrt.go", directory: "")
!1077 = !DILocation(line: 56, column: 11, scope: !1078)
!1078 = !DILexicalBlockFile(scope: !1059, file: !1079, discriminator: 0)
!1079 = !DIFile(filename: "math/bits.go", directory: "")
!1080 = !DILocation(line: 46, column: 34, scope: !1075)
!1081 = !DILocation(line: 46, column: 9, scope: !1075)
!1082 = !DILocation(line: 51, column: 7, scope: !1075)
!1083 = !DILocation(line: 57, column: 34, scope: !1075)
!1084 = !DILocation(line: 57, column: 37, scope: !1075)
!1085 = !DILocation(line: 57, column: 40, scope: !1075)
!1086 = !DILocation(line: 58, column: 7, scope: !1075)
!1087 = !DILocation(line: 61, column: 3, scope: !1075)
!1088 = !DILocation(line: 62, column: 34, scope: !1075)
!1089 = !DILocation(line: 62, column: 37, scope: !1075)
!1090 = !DILocation(line: 62, column: 40, scope: !1075)
!1091 = !DILocation(line: 62, column: 22, scope: !1075)
!1092 = !DILocation(line: 0, scope: !1075)
!1093 = !DILocation(line: 66, column: 9, scope: !1075)
!1094 = !DILocation(line: 66, column: 13, scope: !1075)
!1095 = !DILocation(line: 67, column: 12, scope: !1075)
!1096 = !DILocation(line: 67, column: 9, scope: !1075)
!1097 = !DILocation(line: 68, column: 15, scope: !1075)
!1098 = !DILocation(line: 68, column: 19, scope: !1075)
!1099 = !DILocation(line: 68, column: 17, scope: !1075)
!1100 = !DILocation(line: 68, column: 12, scope: !1075)
!1101 = !DILocation(line: 68, column: 9, scope: !1075)
!1102 = !DILocation(line: 68, column: 2, scope: !1075)
!1103 = !DILocation(line: 71, column: 33, scope: !1075)
!1104 = !DILocation(line: 71, column: 55, scope: !1075)
!1105 = !DILocation(line: 71, column: 21, scope: !1075)
!1106 = !DILocation(line: 74, column: 8, scope: !1075)
!1107 = !DILocation(line: 75, column: 8, scope: !1075)
!1108 = !DILocation(line: 76, column: 9, scope: !1075)
!1109 = !DILocation(line: 77, column: 9, scope: !1075)
!1110 = !DILocation(line: 77, column: 19, scope: !1075)
!1111 = !DILocation(line: 77, column: 14, scope: !1075)
!1112 = !DILocation(line: 78, column: 11, scope: !1075)
!1113 = !DILocation(line: 78, column: 8, scope: !1075)
!1114 = !DILocation(line: 84, column: 2, scope: !1075)
!1115 = !DILocation(line: 98, column: 5, scope: !1059)
!1116 = !DILocation(line: 99, column: 33, scope: !1059)
!1117 = !DILocation(line: 98, column: 16, scope: !1059)
!1118 = !DILocation(line: 100, column: 9, scope: !1059)
!1119 = !DILocation(line: 100, column: 27, scope: !1059)
!1120 = !DILocation(line: 100, column: 5, scope: !1059)
!1121 = !DILocation(line: 101, column: 27, scope: !1059)
!1122 = !DILocation(line: 100, column: 16, scope: !1059)
!1123 = !DILocation(line: 102, column: 9, scope: !1059)
!1124 = !DILocation(line: 102, column: 27, scope: !1059)
!1125 = !DILocation(line: 102, column: 5, scope: !1059)
!1126 = !DILocation(line: 103, column: 26, scope: !1059)
!1127 = !DILocation(line: 102, column: 16, scope: !1059)
!1128 = !DILocation(line: 104, column: 9, scope: !1059)
!1129 = !DILocation(line: 104, column: 5, scope: !1059)
!1130 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eFloatIntrinsics_5bfloat64_5d", scope: !948, file: !948, line: 91, type: !5, scopeLine: 91, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1131 = !DILocation(line: 92, column: 14, scope: !1130)
!1132 = !DILocation(line: 93, column: 7, scope: !1130)
!1133 = !DILocation(line: 0, scope: !1130)
!1134 = !DILocation(line: 96, column: 22, scope: !1130)
!1135 = !DILocation(line: 96, column: 37, scope: !1130)
!1136 = !DILocation(line: 96, column: 52, scope: !1130)
!1137 = !DILocation(line: 97, column: 7, scope: !1130)
!1138 = !DILocation(line: 97, column: 23, scope: !1130)
!1139 = !DILocation(line: 97, column: 5, scope: !1130)
!1140 = !DILocation(line: 98, column: 9, scope: !1130)
!1141 = !DILocation(line: 46, column: 22, scope: !1142)
!1142 = !DILexicalBlockFile(scope: !1130, file: !1076, discriminator: 0)
!1143 = !DILocation(line: 56, column: 11, scope: !1144)
!1144 = !DILexicalBlockFile(scope: !1130, file: !1079, discriminator: 0)
!1145 = !DILocation(line: 46, column: 34, scope: !1142)
!1146 = !DILocation(line: 46, column: 9, scope: !1142)
!1147 = !DILocation(line: 51, column: 7, scope: !1142)
!1148 = !DILocation(line: 57, column: 34, scope: !1142)
!1149 = !DILocation(line: 57, column: 37, scope: !1142)
!1150 = !DILocation(line: 57, column: 40, scope: !1142)
!1151 = !DILocation(line: 58, column: 7, scope: !1142)
!1152 = !DILocation(line: 61, column: 3, scope: !1142)
!1153 = !DILocation(line: 62, column: 34, scope: !1142)
!1154 = !DILocation(line: 62, column: 37, scope: !1142)
!1155 = !DILocation(line: 62, column: 40, scope: !1142)
!1156 = !DILocation(line: 62, column: 22, scope: !1142)
!1157 = !DILocation(line: 0, scope: !1142)
!1158 = !DILocation(line: 66, column: 9, scope: !1142)
!1159 = !DILocation(line: 66, column: 13, scope: !1142)
!1160 = !DILocation(line: 67, column: 12, scope: !1142)
!1161 = !DILocation(line: 67, column: 9, scope: !1142)
!1162 = !DILocation(line: 68, column: 15, scope: !1142)
!1163 = !DILocation(line: 68, column: 19, scope: !1142)
!1164 = !DILocation(line: 68, column: 17, scope: !1142)
!1165 = !DILocation(line: 68, column: 12, scope: !1142)
!1166 = !DILocation(line: 68, column: 9, scope: !1142)
!1167 = !DILocation(line: 68, column: 2, scope: !1142)
!1168 = !DILocation(line: 71, column: 33, scope: !1142)
!1169 = !DILocation(line: 71, column: 55, scope: !1142)
!1170 = !DILocation(line: 71, column: 21, scope: !1142)
!1171 = !DILocation(line: 74, column: 8, scope: !1142)
!1172 = !DILocation(line: 75, column: 8, scope: !1142)
!1173 = !DILocation(line: 76, column: 9, scope: !1142)
!1174 = !DILocation(line: 77, column: 9, scope: !1142)
!1175 = !DILocation(line: 77, column: 19, scope: !1142)
!1176 = !DILocation(line: 77, column: 14, scope: !1142)
!1177 = !DILocation(line: 78, column: 11, scope: !1142)
!1178 = !DILocation(line: 78, column: 8, scope: !1142)
!1179 = !DILocation(line: 84, column: 2, scope: !1142)
!1180 = !DILocation(line: 98, column: 5, scope: !1130)
!1181 = !DILocation(line: 99, column: 9, scope: !1130)
!1182 = !DILocation(line: 99, column: 33, scope: !1130)
!1183 = !DILocation(line: 99, column: 5, scope: !1130)
!1184 = !DILocation(line: 100, column: 9, scope: !1130)
!1185 = !DILocation(line: 100, column: 27, scope: !1130)
!1186 = !DILocation(line: 100, column: 5, scope: !1130)
!1187 = !DILocation(line: 101, column: 9, scope: !1130)
!1188 = !DILocation(line: 101, column: 27, scope: !1130)
!1189 = !DILocation(line: 101, column: 5, scope: !1130)
!1190 = !DILocation(line: 102, column: 9, scope: !1130)
!1191 = !DILocation(line: 102, column: 27, scope: !1130)
!1192 = !DILocation(line: 102, column: 5, scope: !1130)
!1193 = !DILocation(line: 103, column: 9, scope: !1130)
!1194 = !DILocation(line: 103, column: 26, scope: !1130)
!1195 = !DILocation(line: 103, column: 5, scope: !1130)
!1196 = !DILocation(line: 104, column: 9, scope: !1130)
!1197 = !DILocation(line: 104, column: 49, scope: !1130)
!1198 = !DILocation(line: 104, column: 41, scope: !1130)
!1199 = !DILocation(line: 104, column: 70, scope: !1130)
!1200 = !DILocation(line: 104, column: 62, scope: !1130)
!1201 = !DILocation(line: 104, column: 91, scope: !1130)
!1202 = !DILocation(line: 104, column: 83, scope: !1130)
!1203 = !DILocation(line: 104, column: 33, scope: !1130)
!1204 = !DILocation(line: 104, column: 24, scope: !1130)
!1205 = !DILocation(line: 104, column: 16, scope: !1130)
!1206 = !DILocation(line: 104, column: 5, scope: !1130)
!1207 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eRoundToInt_5bfloat32_5d", scope: !948, file: !948, line: 111, type: !5, scopeLine: 111, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1208 = !DILocation(line: 112, column: 14, scope: !1207)
!1209 = !DILocation(line: 113, column: 7, scope: !1207)
!1210 = !DILocation(line: 114, column: 44, scope: !1207)
!1211 = !DILocation(line: 114, column: 34, scope: !1207)
!1212 = !DILocation(line: 114, column: 17, scope: !1207)
!1213 = !DILocation(line: 114, column: 6, scope: !1207)
!1214 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eRoundToInt_5bfloat64_5d", scope: !948, file: !948, line: 111, type: !5, scopeLine: 111, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1215 = !DILocation(line: 112, column: 14, scope: !1214)
!1216 = !DILocation(line: 113, column: 7, scope: !1214)
!1217 = !DILocation(line: 114, column: 44, scope: !1214)
!1218 = !DILocation(line: 114, column: 34, scope: !1214)
!1219 = !DILocation(line: 114, column: 17, scope: !1214)
!1220 = !DILocation(line: 114, column: 6, scope: !1214)
!1221 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSelp", scope: !948, file: !948, line: 122, type: !5, scopeLine: 122, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1222 = !DILocation(line: 123, column: 14, scope: !1221)
!1223 = !DILocation(line: 124, column: 6, scope: !1221)
!1224 = !DILocation(line: 124, column: 10, scope: !1221)
!1225 = !DILocation(line: 125, column: 7, scope: !1221)
!1226 = !DILocation(line: 125, column: 10, scope: !1221)
!1227 = !DILocation(line: 126, column: 12, scope: !1221)
!1228 = !DILocation(line: 126, column: 5, scope: !1221)
!1229 = !DILocation(line: 0, scope: !1221)
!1230 = !DILocation(line: 128, column: 5, scope: !1221)
!1231 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eLaneWarp", scope: !948, file: !948, line: 138, type: !5, scopeLine: 138, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1232 = !DILocation(line: 139, column: 14, scope: !1231)
!1233 = !DILocation(line: 140, column: 26, scope: !1231)
!1234 = !DILocation(line: 140, column: 6, scope: !1231)
!1235 = !DILocation(line: 141, column: 7, scope: !1231)
!1236 = !DILocation(line: 142, column: 5, scope: !1231)
!1237 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eGrid3D", scope: !948, file: !948, line: 151, type: !5, scopeLine: 151, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1238 = !DILocation(line: 152, column: 20, scope: !1237)
!1239 = !DILocation(line: 153, column: 24, scope: !1237)
!1240 = !DILocation(line: 154, column: 24, scope: !1237)
!1241 = !DILocation(line: 154, column: 9, scope: !1237)
!1242 = !DILocation(line: 161, column: 8, scope: !1237)
!1243 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eForloopStep", scope: !948, file: !948, line: 168, type: !5, scopeLine: 168, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1244 = !DILocation(line: 169, column: 27, scope: !1243)
!1245 = !DILocation(line: 170, column: 29, scope: !1243)
!1246 = !DILocation(line: 174, column: 9, scope: !1243)
!1247 = !DILocation(line: 172, column: 21, scope: !1243)
!1248 = !DILocation(line: 173, column: 22, scope: !1243)
!1249 = !DILocation(line: 174, column: 23, scope: !1243)
!1250 = !DILocation(line: 174, column: 21, scope: !1243)
!1251 = !DILocation(line: 173, column: 32, scope: !1243)
!1252 = !DILocation(line: 172, column: 30, scope: !1243)
!1253 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eIntDiv", scope: !948, file: !948, line: 184, type: !5, scopeLine: 184, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1254 = !DILocation(line: 185, column: 14, scope: !1253)
!1255 = !DILocation(line: 186, column: 7, scope: !1253)
!1256 = !DILocation(line: 0, scope: !1253)
!1257 = !DILocation(line: 189, column: 11, scope: !1253)
!1258 = !DILocation(line: 189, column: 17, scope: !1253)
!1259 = !DILocation(line: 190, column: 5, scope: !1253)
!1260 = !DILocation(line: 190, column: 22, scope: !1253)
!1261 = !DILocation(line: 190, column: 33, scope: !1253)
!1262 = !DILocation(line: 190, column: 26, scope: !1253)
!1263 = !DILocation(line: 190, column: 16, scope: !1253)
!1264 = !DILocation(line: 190, column: 3, scope: !1253)
!1265 = !DILocation(line: 191, column: 26, scope: !1253)
!1266 = !DILocation(line: 191, column: 16, scope: !1253)
!1267 = !DILocation(line: 191, column: 3, scope: !1253)
!1268 = !DILocation(line: 192, column: 7, scope: !1253)
!1269 = !DILocation(line: 192, column: 15, scope: !1253)
!1270 = !DILocation(line: 192, column: 3, scope: !1253)
!1271 = !DILocation(line: 193, column: 15, scope: !1253)
!1272 = !DILocation(line: 193, column: 3, scope: !1253)
!1273 = !DILocation(line: 194, column: 7, scope: !1253)
!1274 = !DILocation(line: 194, column: 29, scope: !1253)
!1275 = !DILocation(line: 194, column: 18, scope: !1253)
!1276 = !DILocation(line: 194, column: 3, scope: !1253)
!1277 = !DILocation(line: 195, column: 29, scope: !1253)
!1278 = !DILocation(line: 195, column: 18, scope: !1253)
!1279 = !DILocation(line: 195, column: 3, scope: !1253)
!1280 = !DILocation(line: 196, column: 7, scope: !1253)
!1281 = !DILocation(line: 196, column: 23, scope: !1253)
!1282 = !DILocation(line: 196, column: 33, scope: !1253)
!1283 = !DILocation(line: 196, column: 27, scope: !1253)
!1284 = !DILocation(line: 196, column: 18, scope: !1253)
!1285 = !DILocation(line: 196, column: 3, scope: !1253)
!1286 = !DILocation(line: 197, column: 27, scope: !1253)
!1287 = !DILocation(line: 197, column: 18, scope: !1253)
!1288 = !DILocation(line: 197, column: 3, scope: !1253)
!1289 = !DILocation(line: 198, column: 7, scope: !1253)
!1290 = !DILocation(line: 198, column: 29, scope: !1253)
!1291 = !DILocation(line: 198, column: 3, scope: !1253)
!1292 = !DILocation(line: 199, column: 29, scope: !1253)
!1293 = !DILocation(line: 199, column: 3, scope: !1253)
!1294 = !DILocation(line: 200, column: 7, scope: !1253)
!1295 = !DILocation(line: 200, column: 24, scope: !1253)
!1296 = !DILocation(line: 200, column: 35, scope: !1253)
!1297 = !DILocation(line: 200, column: 28, scope: !1253)
!1298 = !DILocation(line: 200, column: 18, scope: !1253)
!1299 = !DILocation(line: 200, column: 3, scope: !1253)
!1300 = !DILocation(line: 201, column: 28, scope: !1253)
!1301 = !DILocation(line: 201, column: 18, scope: !1253)
!1302 = !DILocation(line: 201, column: 3, scope: !1253)
!1303 = !DILocation(line: 202, column: 7, scope: !1253)
!1304 = !DILocation(line: 202, column: 28, scope: !1253)
!1305 = !DILocation(line: 202, column: 18, scope: !1253)
!1306 = !DILocation(line: 202, column: 3, scope: !1253)
!1307 = !DILocation(line: 203, column: 28, scope: !1253)
!1308 = !DILocation(line: 203, column: 18, scope: !1253)
!1309 = !DILocation(line: 203, column: 3, scope: !1253)
!1310 = !DILocation(line: 204, column: 7, scope: !1253)
!1311 = !DILocation(line: 204, column: 29, scope: !1253)
!1312 = !DILocation(line: 204, column: 18, scope: !1253)
!1313 = !DILocation(line: 204, column: 3, scope: !1253)
!1314 = !DILocation(line: 205, column: 29, scope: !1253)
!1315 = !DILocation(line: 205, column: 18, scope: !1253)
!1316 = !DILocation(line: 205, column: 3, scope: !1253)
!1317 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eFloatToInt", scope: !948, file: !948, line: 212, type: !5, scopeLine: 212, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1318 = !DILocation(line: 213, column: 14, scope: !1317)
!1319 = !DILocation(line: 214, column: 7, scope: !1317)
!1320 = !DILocation(line: 0, scope: !1317)
!1321 = !DILocation(line: 217, column: 8, scope: !1317)
!1322 = !DILocation(line: 218, column: 14, scope: !1317)
!1323 = !DILocation(line: 219, column: 13, scope: !1317)
!1324 = !DILocation(line: 219, column: 10, scope: !1317)
!1325 = !DILocation(line: 220, column: 20, scope: !1317)
!1326 = !DILocation(line: 220, column: 15, scope: !1317)
!1327 = !DILocation(line: 220, column: 3, scope: !1317)
!1328 = !DILocation(line: 221, column: 15, scope: !1317)
!1329 = !DILocation(line: 221, column: 3, scope: !1317)
!1330 = !DILocation(line: 222, column: 15, scope: !1317)
!1331 = !DILocation(line: 222, column: 3, scope: !1317)
!1332 = !DILocation(line: 223, column: 21, scope: !1317)
!1333 = !DILocation(line: 223, column: 3, scope: !1317)
!1334 = !DILocation(line: 224, column: 15, scope: !1317)
!1335 = !DILocation(line: 224, column: 3, scope: !1317)
!1336 = !DILocation(line: 225, column: 15, scope: !1317)
!1337 = !DILocation(line: 225, column: 3, scope: !1317)
!1338 = !DILocation(line: 226, column: 15, scope: !1317)
!1339 = !DILocation(line: 226, column: 3, scope: !1317)
!1340 = !DILocation(line: 227, column: 15, scope: !1317)
!1341 = !DILocation(line: 227, column: 3, scope: !1317)
!1342 = !DILocation(line: 228, column: 20, scope: !1317)
!1343 = !DILocation(line: 228, column: 15, scope: !1317)
!1344 = !DILocation(line: 228, column: 3, scope: !1317)
!1345 = !DILocation(line: 229, column: 15, scope: !1317)
!1346 = !DILocation(line: 229, column: 3, scope: !1317)
!1347 = !DILocation(line: 230, column: 16, scope: !1317)
!1348 = !DILocation(line: 230, column: 3, scope: !1317)
!1349 = !DILocation(line: 231, column: 22, scope: !1317)
!1350 = !DILocation(line: 231, column: 3, scope: !1317)
!1351 = !DILocation(line: 232, column: 16, scope: !1317)
!1352 = !DILocation(line: 232, column: 3, scope: !1317)
!1353 = !DILocation(line: 233, column: 16, scope: !1317)
!1354 = !DILocation(line: 233, column: 3, scope: !1317)
!1355 = !DILocation(line: 234, column: 16, scope: !1317)
!1356 = !DILocation(line: 234, column: 3, scope: !1317)
!1357 = !DILocation(line: 235, column: 16, scope: !1317)
!1358 = !DILocation(line: 235, column: 3, scope: !1317)
!1359 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eUselessSync", scope: !1360, file: !1360, line: 12, type: !5, scopeLine: 12, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1360 = !DIFile(filename: "sync.go", directory: "")
!1361 = !DILocation(line: 13, column: 14, scope: !1359)
!1362 = !DILocation(line: 15, column: 7, scope: !1359)
!1363 = !DILocation(line: 16, column: 16, scope: !1359)
!1364 = !DILocation(line: 22, column: 16, scope: !1359)
!1365 = !DILocation(line: 22, column: 5, scope: !1359)
!1366 = !DILocation(line: 18, column: 13, scope: !1359)
!1367 = !DILocation(line: 20, column: 13, scope: !1359)
!1368 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eCoopSyncWarp", scope: !1360, file: !1360, line: 29, type: !5, scopeLine: 29, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1369 = !DILocation(line: 31, column: 14, scope: !1368)
!1370 = !DILocation(line: 32, column: 15, scope: !1368)
!1371 = !DILocation(line: 32, column: 4, scope: !1368)
!1372 = !DILocation(line: 33, column: 12, scope: !1368)
!1373 = !DILocation(line: 34, column: 7, scope: !1368)
!1374 = !DILocation(line: 35, column: 13, scope: !1368)
!1375 = !DILocation(line: 35, column: 21, scope: !1368)
!1376 = !DILocation(line: 35, column: 17, scope: !1368)
!1377 = !DILocation(line: 35, column: 5, scope: !1368)
!1378 = !DILocation(line: 36, column: 13, scope: !1368)
!1379 = !DILocation(line: 38, column: 7, scope: !1368)
!1380 = !DILocation(line: 39, column: 13, scope: !1368)
!1381 = !DILocation(line: 39, column: 21, scope: !1368)
!1382 = !DILocation(line: 39, column: 17, scope: !1368)
!1383 = !DILocation(line: 39, column: 5, scope: !1368)
!1384 = !DILocation(line: 40, column: 13, scope: !1368)
!1385 = !DILocation(line: 42, column: 7, scope: !1368)
!1386 = !DILocation(line: 43, column: 13, scope: !1368)
!1387 = !DILocation(line: 43, column: 21, scope: !1368)
!1388 = !DILocation(line: 43, column: 17, scope: !1368)
!1389 = !DILocation(line: 43, column: 5, scope: !1368)
!1390 = !DILocation(line: 44, column: 13, scope: !1368)
!1391 = !DILocation(line: 46, column: 7, scope: !1368)
!1392 = !DILocation(line: 47, column: 13, scope: !1368)
!1393 = !DILocation(line: 47, column: 21, scope: !1368)
!1394 = !DILocation(line: 47, column: 17, scope: !1368)
!1395 = !DILocation(line: 47, column: 5, scope: !1368)
!1396 = !DILocation(line: 48, column: 13, scope: !1368)
!1397 = !DILocation(line: 50, column: 7, scope: !1368)
!1398 = !DILocation(line: 51, column: 14, scope: !1368)
!1399 = !DILocation(line: 51, column: 22, scope: !1368)
!1400 = !DILocation(line: 51, column: 18, scope: !1368)
!1401 = !DILocation(line: 51, column: 6, scope: !1368)
!1402 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSimpleSmem", scope: !1360, file: !1360, line: 59, type: !5, scopeLine: 59, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1403 = !DILocation(line: 61, column: 14, scope: !1402)
!1404 = !DILocation(line: 62, column: 7, scope: !1402)
!1405 = !DILocation(line: 64, column: 6, scope: !1402)
!1406 = !DILocation(line: 67, column: 15, scope: !1402)
!1407 = !DILocation(line: 68, column: 13, scope: !1402)
!1408 = !DILocation(line: 68, column: 5, scope: !1402)
!1409 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eCoopSmem2D", scope: !1360, file: !1360, line: 75, type: !5, scopeLine: 75, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1410 = !DILocation(line: 76, column: 17, scope: !1409)
!1411 = !DILocation(line: 78, column: 4, scope: !1409)
!1412 = !DILocation(line: 78, column: 30, scope: !1409)
!1413 = !DILocation(line: 78, column: 28, scope: !1409)
!1414 = !DILocation(line: 78, column: 45, scope: !1409)
!1415 = !DILocation(line: 78, column: 43, scope: !1409)
!1416 = !DILocation(line: 78, column: 34, scope: !1409)
!1417 = !DILocation(line: 78, column: 20, scope: !1409)
!1418 = !DILocation(line: 78, column: 7, scope: !1409)
!1419 = !DILocation(line: 79, column: 15, scope: !1409)
!1420 = !DILocation(line: 80, column: 21, scope: !1409)
!1421 = !DILocation(line: 80, column: 9, scope: !1409)
!1422 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eDynSharedMemory", scope: !1360, file: !1360, line: 86, type: !5, scopeLine: 86, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1423 = !DILocation(line: 87, column: 14, scope: !1422)
!1424 = !DILocation(line: 89, column: 20, scope: !1422)
!1425 = !DILocation(line: 89, column: 17, scope: !1422)
!1426 = !DILocation(line: 89, column: 4, scope: !1422)
!1427 = !DILocation(line: 90, column: 15, scope: !1422)
!1428 = !DILocation(line: 91, column: 13, scope: !1422)
!1429 = !DILocation(line: 91, column: 5, scope: !1422)
!1430 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eDynSharedSlices", scope: !1360, file: !1360, line: 100, type: !5, scopeLine: 100, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1431 = !DILocation(line: 101, column: 30, scope: !1430)
!1432 = !DILocation(line: 109, column: 3, scope: !1430)
!1433 = !DILocation(line: 113, column: 3, scope: !1430)
!1434 = !DILocation(line: 113, column: 15, scope: !1430)
!1435 = !DILocation(line: 113, column: 27, scope: !1430)
!1436 = !DILocation(line: 116, column: 6, scope: !1430)
!1437 = !DILocation(line: 119, column: 11, scope: !1430)
!1438 = !DILocation(line: 120, column: 4, scope: !1430)
!1439 = !DILocation(line: 121, column: 9, scope: !1430)
!1440 = !DILocation(line: 121, column: 21, scope: !1430)
!1441 = !DILocation(line: 122, column: 38, scope: !1430)
!1442 = !DILocation(line: 122, column: 10, scope: !1430)
!1443 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint8_5d", scope: !1360, file: !1360, line: 129, type: !5, scopeLine: 129, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1444 = !DILocation(line: 131, column: 27, scope: !1443)
!1445 = !DILocation(line: 131, column: 43, scope: !1443)
!1446 = !DILocation(line: 131, column: 59, scope: !1443)
!1447 = !DILocation(line: 132, column: 9, scope: !1443)
!1448 = !DILocation(line: 132, column: 13, scope: !1443)
!1449 = !DILocation(line: 133, column: 7, scope: !1443)
!1450 = !DILocation(line: 134, column: 5, scope: !1443)
!1451 = !DILocation(line: 134, column: 13, scope: !1443)
!1452 = !DILocation(line: 136, column: 15, scope: !1443)
!1453 = !DILocation(line: 137, column: 8, scope: !1443)
!1454 = !DILocation(line: 139, column: 19, scope: !1443)
!1455 = !DILocation(line: 139, column: 5, scope: !1443)
!1456 = !DILocation(line: 139, column: 11, scope: !1443)
!1457 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5buint16_5d", scope: !1360, file: !1360, line: 129, type: !5, scopeLine: 129, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1458 = !DILocation(line: 131, column: 27, scope: !1457)
!1459 = !DILocation(line: 131, column: 43, scope: !1457)
!1460 = !DILocation(line: 131, column: 59, scope: !1457)
!1461 = !DILocation(line: 132, column: 9, scope: !1457)
!1462 = !DILocation(line: 132, column: 13, scope: !1457)
!1463 = !DILocation(line: 133, column: 7, scope: !1457)
!1464 = !DILocation(line: 134, column: 5, scope: !1457)
!1465 = !DILocation(line: 134, column: 13, scope: !1457)
!1466 = !DILocation(line: 136, column: 15, scope: !1457)
!1467 = !DILocation(line: 137, column: 8, scope: !1457)
!1468 = !DILocation(line: 139, column: 5, scope: !1457)
!1469 = !DILocation(line: 139, column: 19, scope: !1457)
!1470 = !DILocation(line: 139, column: 11, scope: !1457)
!1471 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bint64_5d", scope: !1360, file: !1360, line: 129, type: !5, scopeLine: 129, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1472 = !DILocation(line: 131, column: 27, scope: !1471)
!1473 = !DILocation(line: 131, column: 43, scope: !1471)
!1474 = !DILocation(line: 131, column: 59, scope: !1471)
!1475 = !DILocation(line: 132, column: 9, scope: !1471)
!1476 = !DILocation(line: 132, column: 13, scope: !1471)
!1477 = !DILocation(line: 133, column: 7, scope: !1471)
!1478 = !DILocation(line: 134, column: 5, scope: !1471)
!1479 = !DILocation(line: 134, column: 13, scope: !1471)
!1480 = !DILocation(line: 136, column: 15, scope: !1471)
!1481 = !DILocation(line: 137, column: 8, scope: !1471)
!1482 = !DILocation(line: 139, column: 19, scope: !1471)
!1483 = !DILocation(line: 139, column: 5, scope: !1471)
!1484 = !DILocation(line: 139, column: 11, scope: !1471)
!1485 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bfloat64_5d", scope: !1360, file: !1360, line: 129, type: !5, scopeLine: 129, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1486 = !DILocation(line: 131, column: 27, scope: !1485)
!1487 = !DILocation(line: 131, column: 43, scope: !1485)
!1488 = !DILocation(line: 131, column: 59, scope: !1485)
!1489 = !DILocation(line: 132, column: 9, scope: !1485)
!1490 = !DILocation(line: 132, column: 13, scope: !1485)
!1491 = !DILocation(line: 133, column: 7, scope: !1485)
!1492 = !DILocation(line: 134, column: 5, scope: !1485)
!1493 = !DILocation(line: 134, column: 13, scope: !1485)
!1494 = !DILocation(line: 136, column: 15, scope: !1485)
!1495 = !DILocation(line: 137, column: 8, scope: !1485)
!1496 = !DILocation(line: 139, column: 19, scope: !1485)
!1497 = !DILocation(line: 139, column: 5, scope: !1485)
!1498 = !DILocation(line: 139, column: 11, scope: !1485)
!1499 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bcomplex128_5d", scope: !1360, file: !1360, line: 129, type: !5, scopeLine: 129, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1500 = !DILocation(line: 131, column: 27, scope: !1499)
!1501 = !DILocation(line: 131, column: 43, scope: !1499)
!1502 = !DILocation(line: 131, column: 59, scope: !1499)
!1503 = !DILocation(line: 132, column: 9, scope: !1499)
!1504 = !DILocation(line: 132, column: 13, scope: !1499)
!1505 = !DILocation(line: 133, column: 7, scope: !1499)
!1506 = !DILocation(line: 134, column: 5, scope: !1499)
!1507 = !DILocation(line: 134, column: 13, scope: !1499)
!1508 = !DILocation(line: 136, column: 15, scope: !1499)
!1509 = !DILocation(line: 137, column: 8, scope: !1499)
!1510 = !DILocation(line: 139, column: 19, scope: !1499)
!1511 = !DILocation(line: 139, column: 5, scope: !1499)
!1512 = !DILocation(line: 139, column: 11, scope: !1499)
!1513 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopy_5bkern_2eFloat16_5d", scope: !1360, file: !1360, line: 129, type: !5, scopeLine: 129, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1514 = !DILocation(line: 131, column: 27, scope: !1513)
!1515 = !DILocation(line: 131, column: 43, scope: !1513)
!1516 = !DILocation(line: 131, column: 59, scope: !1513)
!1517 = !DILocation(line: 132, column: 9, scope: !1513)
!1518 = !DILocation(line: 132, column: 13, scope: !1513)
!1519 = !DILocation(line: 133, column: 7, scope: !1513)
!1520 = !DILocation(line: 134, column: 5, scope: !1513)
!1521 = !DILocation(line: 134, column: 13, scope: !1513)
!1522 = !DILocation(line: 136, column: 15, scope: !1513)
!1523 = !DILocation(line: 137, column: 8, scope: !1513)
!1524 = !DILocation(line: 139, column: 5, scope: !1513)
!1525 = !DILocation(line: 139, column: 19, scope: !1513)
!1526 = !DILocation(line: 139, column: 11, scope: !1513)
!1527 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSharedAlign", scope: !1360, file: !1360, line: 149, type: !5, scopeLine: 149, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1528 = !DILocation(line: 153, column: 17, scope: !1527)
!1529 = !DILocation(line: 154, column: 17, scope: !1527)
!1530 = !DILocation(line: 156, column: 26, scope: !1527)
!1531 = !DILocation(line: 156, column: 23, scope: !1527)
!1532 = !DILocation(line: 163, column: 24, scope: !1527)
!1533 = !DILocation(line: 163, column: 40, scope: !1527)
!1534 = !DILocation(line: 163, column: 31, scope: !1527)
!1535 = !DILocation(line: 163, column: 7, scope: !1527)
!1536 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyRec", scope: !1360, file: !1360, line: 178, type: !5, scopeLine: 178, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1537 = !DILocation(line: 180, column: 27, scope: !1536)
!1538 = !DILocation(line: 180, column: 43, scope: !1536)
!1539 = !DILocation(line: 180, column: 59, scope: !1536)
!1540 = !DILocation(line: 181, column: 9, scope: !1536)
!1541 = !DILocation(line: 181, column: 13, scope: !1536)
!1542 = !DILocation(line: 182, column: 7, scope: !1536)
!1543 = !DILocation(line: 183, column: 5, scope: !1536)
!1544 = !DILocation(line: 183, column: 16, scope: !1536)
!1545 = !DILocation(line: 183, column: 10, scope: !1536)
!1546 = !DILocation(line: 185, column: 11, scope: !1536)
!1547 = !DILocation(line: 185, column: 29, scope: !1536)
!1548 = !DILocation(line: 185, column: 27, scope: !1536)
!1549 = !DILocation(line: 185, column: 17, scope: !1536)
!1550 = !DILocation(line: 185, column: 12, scope: !1536)
!1551 = !DILocation(line: 185, column: 31, scope: !1536)
!1552 = !DILocation(line: 188, column: 15, scope: !1536)
!1553 = !DILocation(line: 189, column: 8, scope: !1536)
!1554 = !DILocation(line: 191, column: 11, scope: !1536)
!1555 = !DILocation(line: 192, column: 6, scope: !1536)
!1556 = !DILocation(line: 194, column: 9, scope: !1536)
!1557 = !DILocation(line: 194, column: 7, scope: !1536)
!1558 = !DILocation(line: 194, column: 19, scope: !1536)
!1559 = !DILocation(line: 192, column: 12, scope: !1536)
!1560 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eSmChunkCopyBool", scope: !1360, file: !1360, line: 204, type: !5, scopeLine: 204, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1561 = !DILocation(line: 206, column: 27, scope: !1560)
!1562 = !DILocation(line: 206, column: 43, scope: !1560)
!1563 = !DILocation(line: 206, column: 59, scope: !1560)
!1564 = !DILocation(line: 207, column: 9, scope: !1560)
!1565 = !DILocation(line: 207, column: 13, scope: !1560)
!1566 = !DILocation(line: 208, column: 7, scope: !1560)
!1567 = !DILocation(line: 209, column: 5, scope: !1560)
!1568 = !DILocation(line: 209, column: 13, scope: !1560)
!1569 = !DILocation(line: 209, column: 17, scope: !1560)
!1570 = !DILocation(line: 211, column: 15, scope: !1560)
!1571 = !DILocation(line: 212, column: 8, scope: !1560)
!1572 = !DILocation(line: 215, column: 9, scope: !1560)
!1573 = !DILocation(line: 218, column: 5, scope: !1560)
!1574 = !DILocation(line: 218, column: 11, scope: !1560)
!1575 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eUsefulSyncWarp", scope: !1576, file: !1576, line: 20, type: !5, scopeLine: 20, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1576 = !DIFile(filename: "warp.go", directory: "")
!1577 = !DILocation(line: 21, column: 14, scope: !1575)
!1578 = !DILocation(line: 22, column: 7, scope: !1575)
!1579 = !DILocation(line: 23, column: 6, scope: !1575)
!1580 = !DILocation(line: 25, column: 12, scope: !1575)
!1581 = !DILocation(line: 26, column: 14, scope: !1575)
!1582 = !DILocation(line: 26, column: 5, scope: !1575)
!1583 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2ePartialSyncWarp", scope: !1576, file: !1576, line: 34, type: !5, scopeLine: 34, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1584 = !DILocation(line: 35, column: 14, scope: !1583)
!1585 = !DILocation(line: 36, column: 7, scope: !1583)
!1586 = !DILocation(line: 37, column: 17, scope: !1583)
!1587 = !DILocation(line: 37, column: 21, scope: !1583)
!1588 = !DILocation(line: 37, column: 6, scope: !1583)
!1589 = !DILocation(line: 38, column: 13, scope: !1583)
!1590 = !DILocation(line: 39, column: 18, scope: !1583)
!1591 = !DILocation(line: 39, column: 15, scope: !1583)
!1592 = !DILocation(line: 39, column: 6, scope: !1583)
!1593 = !DILocation(line: 0, scope: !1583)
!1594 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eWarpShfl_5bint8_5d", scope: !1576, file: !1576, line: 50, type: !5, scopeLine: 50, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1595 = !DILocation(line: 51, column: 14, scope: !1594)
!1596 = !DILocation(line: 52, column: 8, scope: !1594)
!1597 = !DILocation(line: 53, column: 7, scope: !1594)
!1598 = !DILocation(line: 53, column: 22, scope: !1594)
!1599 = !{!"exec"}
!1600 = !DILocation(line: 53, column: 5, scope: !1594)
!1601 = !DILocation(line: 54, column: 9, scope: !1594)
!1602 = !DILocation(line: 54, column: 26, scope: !1594)
!1603 = !DILocation(line: 54, column: 5, scope: !1594)
!1604 = !DILocation(line: 55, column: 9, scope: !1594)
!1605 = !DILocation(line: 55, column: 28, scope: !1594)
!1606 = !DILocation(line: 55, column: 5, scope: !1594)
!1607 = !DILocation(line: 56, column: 9, scope: !1594)
!1608 = !DILocation(line: 56, column: 27, scope: !1594)
!1609 = !DILocation(line: 56, column: 5, scope: !1594)
!1610 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eWarpShfl_5buint8_5d", scope: !1576, file: !1576, line: 50, type: !5, scopeLine: 50, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1611 = !DILocation(line: 51, column: 14, scope: !1610)
!1612 = !DILocation(line: 52, column: 8, scope: !1610)
!1613 = !DILocation(line: 53, column: 7, scope: !1610)
!1614 = !DILocation(line: 53, column: 22, scope: !1610)
!1615 = !DILocation(line: 53, column: 5, scope: !1610)
!1616 = !DILocation(line: 54, column: 9, scope: !1610)
!1617 = !DILocation(line: 54, column: 26, scope: !1610)
!1618 = !DILocation(line: 54, column: 5, scope: !1610)
!1619 = !DILocation(line: 55, column: 9, scope: !1610)
!1620 = !DILocation(line: 55, column: 28, scope: !1610)
!1621 = !DILocation(line: 55, column: 5, scope: !1610)
!1622 = !DILocation(line: 56, column: 9, scope: !1610)
!1623 = !DILocation(line: 56, column: 27, scope: !1610)
!1624 = !DILocation(line: 56, column: 5, scope: !1610)
!1625 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eWarpShfl_5bint16_5d", scope: !1576, file: !1576, line: 50, type: !5, scopeLine: 50, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1626 = !DILocation(line: 51, column: 14, scope: !1625)
!1627 = !DILocation(line: 52, column: 8, scope: !1625)
!1628 = !DILocation(line: 53, column: 7, scope: !1625)
!1629 = !DILocation(line: 53, column: 22, scope: !1625)
!1630 = !DILocation(line: 53, column: 5, scope: !1625)
!1631 = !DILocation(line: 54, column: 9, scope: !1625)
!1632 = !DILocation(line: 54, column: 26, scope: !1625)
!1633 = !DILocation(line: 54, column: 5, scope: !1625)
!1634 = !DILocation(line: 55, column: 28, scope: !1625)
!1635 = !DILocation(line: 56, column: 9, scope: !1625)
!1636 = !DILocation(line: 56, column: 27, scope: !1625)
!1637 = !DILocation(line: 56, column: 5, scope: !1625)
!1638 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eWarpShfl_5buint16_5d", scope: !1576, file: !1576, line: 50, type: !5, scopeLine: 50, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1639 = !DILocation(line: 51, column: 14, scope: !1638)
!1640 = !DILocation(line: 52, column: 8, scope: !1638)
!1641 = !DILocation(line: 53, column: 7, scope: !1638)
!1642 = !DILocation(line: 53, column: 22, scope: !1638)
!1643 = !DILocation(line: 53, column: 5, scope: !1638)
!1644 = !DILocation(line: 54, column: 9, scope: !1638)
!1645 = !DILocation(line: 54, column: 26, scope: !1638)
!1646 = !DILocation(line: 54, column: 5, scope: !1638)
!1647 = !DILocation(line: 55, column: 28, scope: !1638)
!1648 = !DILocation(line: 56, column: 9, scope: !1638)
!1649 = !DILocation(line: 56, column: 27, scope: !1638)
!1650 = !DILocation(line: 56, column: 5, scope: !1638)
!1651 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eWarpShfl_5bint32_5d", scope: !1576, file: !1576, line: 50, type: !5, scopeLine: 50, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1652 = !DILocation(line: 51, column: 14, scope: !1651)
!1653 = !DILocation(line: 52, column: 8, scope: !1651)
!1654 = !DILocation(line: 53, column: 7, scope: !1651)
!1655 = !DILocation(line: 53, column: 22, scope: !1651)
!1656 = !DILocation(line: 53, column: 5, scope: !1651)
!1657 = !DILocation(line: 54, column: 9, scope: !1651)
!1658 = !DILocation(line: 54, column: 26, scope: !1651)
!1659 = !DILocation(line: 54, column: 5, scope: !1651)
!1660 = !DILocation(line: 55, column: 28, scope: !1651)
!1661 = !DILocation(line: 56, column: 9, scope: !1651)
!1662 = !DILocation(line: 56, column: 27, scope: !1651)
!1663 = !DILocation(line: 56, column: 5, scope: !1651)
!1664 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eWarpShfl_5buint32_5d", scope: !1576, file: !1576, line: 50, type: !5, scopeLine: 50, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1665 = !DILocation(line: 51, column: 14, scope: !1664)
!1666 = !DILocation(line: 52, column: 8, scope: !1664)
!1667 = !DILocation(line: 53, column: 7, scope: !1664)
!1668 = !DILocation(line: 53, column: 22, scope: !1664)
!1669 = !DILocation(line: 53, column: 5, scope: !1664)
!1670 = !DILocation(line: 54, column: 9, scope: !1664)
!1671 = !DILocation(line: 54, column: 26, scope: !1664)
!1672 = !DILocation(line: 54, column: 5, scope: !1664)
!1673 = !DILocation(line: 55, column: 28, scope: !1664)
!1674 = !DILocation(line: 56, column: 9, scope: !1664)
!1675 = !DILocation(line: 56, column: 27, scope: !1664)
!1676 = !DILocation(line: 56, column: 5, scope: !1664)
!1677 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eWarpShfl_5bint64_5d", scope: !1576, file: !1576, line: 50, type: !5, scopeLine: 50, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1678 = !DILocation(line: 51, column: 14, scope: !1677)
!1679 = !DILocation(line: 52, column: 8, scope: !1677)
!1680 = !DILocation(line: 53, column: 7, scope: !1677)
!1681 = !DILocation(line: 53, column: 22, scope: !1677)
!1682 = !DILocation(line: 53, column: 5, scope: !1677)
!1683 = !DILocation(line: 54, column: 9, scope: !1677)
!1684 = !DILocation(line: 54, column: 26, scope: !1677)
!1685 = !DILocation(line: 54, column: 5, scope: !1677)
!1686 = !DILocation(line: 55, column: 9, scope: !1677)
!1687 = !DILocation(line: 55, column: 28, scope: !1677)
!1688 = !DILocation(line: 55, column: 5, scope: !1677)
!1689 = !DILocation(line: 56, column: 9, scope: !1677)
!1690 = !DILocation(line: 56, column: 27, scope: !1677)
!1691 = !DILocation(line: 56, column: 5, scope: !1677)
!1692 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eWarpShfl_5buint64_5d", scope: !1576, file: !1576, line: 50, type: !5, scopeLine: 50, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1693 = !DILocation(line: 51, column: 14, scope: !1692)
!1694 = !DILocation(line: 52, column: 8, scope: !1692)
!1695 = !DILocation(line: 53, column: 7, scope: !1692)
!1696 = !DILocation(line: 53, column: 22, scope: !1692)
!1697 = !DILocation(line: 53, column: 5, scope: !1692)
!1698 = !DILocation(line: 54, column: 9, scope: !1692)
!1699 = !DILocation(line: 54, column: 26, scope: !1692)
!1700 = !DILocation(line: 54, column: 5, scope: !1692)
!1701 = !DILocation(line: 55, column: 9, scope: !1692)
!1702 = !DILocation(line: 55, column: 28, scope: !1692)
!1703 = !DILocation(line: 55, column: 5, scope: !1692)
!1704 = !DILocation(line: 56, column: 9, scope: !1692)
!1705 = !DILocation(line: 56, column: 27, scope: !1692)
!1706 = !DILocation(line: 56, column: 5, scope: !1692)
!1707 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eWarpShfl_5bfloat32_5d", scope: !1576, file: !1576, line: 50, type: !5, scopeLine: 50, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1708 = !DILocation(line: 51, column: 14, scope: !1707)
!1709 = !DILocation(line: 52, column: 8, scope: !1707)
!1710 = !DILocation(line: 53, column: 7, scope: !1707)
!1711 = !DILocation(line: 53, column: 22, scope: !1707)
!1712 = !DILocation(line: 53, column: 5, scope: !1707)
!1713 = !DILocation(line: 54, column: 9, scope: !1707)
!1714 = !DILocation(line: 54, column: 26, scope: !1707)
!1715 = !DILocation(line: 54, column: 5, scope: !1707)
!1716 = !DILocation(line: 55, column: 28, scope: !1707)
!1717 = !DILocation(line: 56, column: 9, scope: !1707)
!1718 = !DILocation(line: 56, column: 27, scope: !1707)
!1719 = !DILocation(line: 56, column: 5, scope: !1707)
!1720 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eWarpShfl_5bfloat64_5d", scope: !1576, file: !1576, line: 50, type: !5, scopeLine: 50, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1721 = !DILocation(line: 51, column: 14, scope: !1720)
!1722 = !DILocation(line: 52, column: 8, scope: !1720)
!1723 = !DILocation(line: 53, column: 7, scope: !1720)
!1724 = !DILocation(line: 53, column: 22, scope: !1720)
!1725 = !DILocation(line: 53, column: 5, scope: !1720)
!1726 = !DILocation(line: 54, column: 9, scope: !1720)
!1727 = !DILocation(line: 54, column: 26, scope: !1720)
!1728 = !DILocation(line: 54, column: 5, scope: !1720)
!1729 = !DILocation(line: 55, column: 9, scope: !1720)
!1730 = !DILocation(line: 55, column: 28, scope: !1720)
!1731 = !DILocation(line: 55, column: 5, scope: !1720)
!1732 = !DILocation(line: 56, column: 9, scope: !1720)
!1733 = !DILocation(line: 56, column: 27, scope: !1720)
!1734 = !DILocation(line: 56, column: 5, scope: !1720)
!1735 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eWarpVotes", scope: !1576, file: !1576, line: 67, type: !5, scopeLine: 67, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1736 = !DILocation(line: 68, column: 14, scope: !1735)
!1737 = !DILocation(line: 69, column: 9, scope: !1735)
!1738 = !DILocation(line: 69, column: 13, scope: !1735)
!1739 = !DILocation(line: 70, column: 21, scope: !1735)
!1740 = !DILocation(line: 71, column: 21, scope: !1735)
!1741 = !DILocation(line: 72, column: 7, scope: !1735)
!1742 = !DILocation(line: 88, column: 6, scope: !1735)
!1743 = !DILocation(line: 72, column: 5, scope: !1735)
!1744 = !DILocation(line: 73, column: 9, scope: !1735)
!1745 = !DILocation(line: 73, column: 5, scope: !1735)
!1746 = !DILocation(line: 74, column: 9, scope: !1735)
!1747 = !DILocation(line: 74, column: 5, scope: !1735)
!1748 = !DILocation(line: 75, column: 9, scope: !1735)
!1749 = !DILocation(line: 75, column: 5, scope: !1735)
!1750 = !DILocation(line: 76, column: 42, scope: !1735)
!1751 = !DILocation(line: 76, column: 24, scope: !1735)
!1752 = !DILocation(line: 77, column: 9, scope: !1735)
!1753 = !DILocation(line: 77, column: 5, scope: !1735)
!1754 = !DILocation(line: 79, column: 7, scope: !1735)
!1755 = !DILocation(line: 0, scope: !1735)
!1756 = !DILocation(line: 84, column: 9, scope: !1735)
!1757 = !DILocation(line: 84, column: 30, scope: !1735)
!1758 = !DILocation(line: 84, column: 5, scope: !1735)
!1759 = !DILocation(line: 85, column: 9, scope: !1735)
!1760 = !DILocation(line: 85, column: 5, scope: !1735)
!1761 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eIndependentScheduling", scope: !1576, file: !1576, line: 99, type: !5, scopeLine: 99, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1762 = !DILocation(line: 100, column: 18, scope: !1761)
!1763 = !DILocation(line: 102, column: 11, scope: !1761)
!1764 = !DILocation(line: 103, column: 7, scope: !1761)
!1765 = !DILocation(line: 104, column: 23, scope: !1761)
!1766 = !DILocation(line: 0, scope: !1761)
!1767 = !DILocation(line: 112, column: 5, scope: !1761)
!1768 = !DILocation(line: 108, column: 23, scope: !1761)
!1769 = !DILocation(line: 110, column: 23, scope: !1761)
!1770 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eUseActiveMask", scope: !1576, file: !1576, line: 120, type: !5, scopeLine: 120, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1771 = !DILocation(line: 121, column: 14, scope: !1770)
!1772 = !DILocation(line: 122, column: 6, scope: !1770)
!1773 = !DILocation(line: 122, column: 9, scope: !1770)
!1774 = !DILocation(line: 123, column: 25, scope: !1770)
!1775 = !DILocation(line: 123, column: 4, scope: !1770)
!1776 = !DILocation(line: 0, scope: !1770)
!1777 = !DILocation(line: 125, column: 25, scope: !1770)
!1778 = !DILocation(line: 125, column: 4, scope: !1770)
!1779 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fnbcuda_2eUseActiveMaskHelper", scope: !1576, file: !1576, line: 133, type: !5, scopeLine: 133, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!1780 = !DILocation(line: 134, column: 14, scope: !1779)
!1781 = !DILocation(line: 135, column: 6, scope: !1779)
!1782 = !DILocation(line: 135, column: 9, scope: !1779)
!1783 = !DILocation(line: 142, column: 62, scope: !1779)
!1784 = !DILocation(line: 136, column: 4, scope: !1779)
!1785 = !DILocation(line: 0, scope: !1779)
!1786 = !DILocation(line: 138, column: 4, scope: !1779)
