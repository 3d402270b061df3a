; kern module github.com/kernlab/kern/internal/testing/gputest/debug (wave32, gfx1030)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__kern_trap = protected addrspace(1) externally_initialized global [8 x i32] zeroinitializer, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eSharedRace.shared.0.0 = internal unnamed_addr addrspace(3) global i32 undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eTreeSum.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eReverse.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eScatter(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 !dbg !4 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %t1 = sext i32 %.7 to i64, !dbg !7
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !7
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !7
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !7, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !7
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  %t6 = sext i32 %.12 to i64, !dbg !7
  %t7 = add nsw i64 %t4, %t6, !dbg !7
  %t9 = icmp slt i64 %t7, %a1, !dbg !8
  br i1 %t9, label %b1, label %b2, !dbg !8

b1:                                               ; preds = %entry
  %t13 = icmp ult i64 %t7, %a1, !dbg !9
  br i1 %t13, label %b3, label %b4, !dbg !9

b2:                                               ; preds = %b5, %entry
  ret void, !dbg !10

b3:                                               ; preds = %b1
  %t14 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7, !dbg !9
  %.13 = load i32, ptr addrspace(1) %t14, align 4, !dbg !9, !amdgpu.noclobber !6
  %t17 = sext i32 %.13 to i64, !dbg !10
  %t22 = icmp ult i64 %t17, %a4, !dbg !10
  br i1 %t22, label %b5, label %b6, !dbg !10

b4:                                               ; preds = %b1
  %.15 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !9
  %.16 = extractvalue { i32, i1 } %.15, 1, !dbg !9
  br i1 %.16, label %trap.record.17, label %trap.end.18, !dbg !9

trap.record.17:                                   ; preds = %b4
  store i32 0, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !9
  store i32 %.12, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !9
  %.22 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !9
  store i32 %.22, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !9
  %.24 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !9
  store i32 %.24, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !9
  store i32 %.7, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !9
  %.28 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !9
  store i32 %.28, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !9
  %.30 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !9
  store i32 %.30, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !9
  br label %trap.end.18, !dbg !9

trap.end.18:                                      ; preds = %trap.record.17, %b4
  fence syncscope("agent") release, !dbg !9
  tail call void @llvm.amdgcn.endpgm(), !dbg !9
  unreachable, !dbg !9

b5:                                               ; preds = %b3
  %t16 = sitofp i64 %t7 to float, !dbg !11
  %t23 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t17, !dbg !10
  store float %t16, ptr addrspace(1) %t23, align 4, !dbg !10
  br label %b2, !dbg !10

b6:                                               ; preds = %b3
  %.33 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !10
  %.34 = extractvalue { i32, i1 } %.33, 1, !dbg !10
  br i1 %.34, label %trap.record.35, label %trap.end.36, !dbg !10

trap.record.35:                                   ; preds = %b6
  store i32 1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !10
  store i32 %.12, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !10
  %.40 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !10
  store i32 %.40, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !10
  %.42 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !10
  store i32 %.42, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !10
  store i32 %.7, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !10
  %.46 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !10
  store i32 %.46, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !10
  %.48 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !10
  store i32 %.48, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !10
  br label %trap.end.36, !dbg !10

trap.end.36:                                      ; preds = %trap.record.35, %b6
  fence syncscope("agent") release, !dbg !10
  tail call void @llvm.amdgcn.endpgm(), !dbg !10
  unreachable, !dbg !10
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eSharedRace(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #0 !dbg !12 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !13
  store i32 %.4, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eSharedRace.shared.0.0, align 16, !dbg !14
  fence syncscope("workgroup") release, !dbg !15
  tail call void @llvm.amdgcn.s.barrier(), !dbg !15
  fence syncscope("workgroup") acquire, !dbg !15
  %t5 = icmp eq i32 %.4, 0, !dbg !16
  br i1 %t5, label %b1, label %b2, !dbg !16

b1:                                               ; preds = %entry
  %t10.not = icmp eq i64 %a1, 0, !dbg !17
  br i1 %t10.not, label %b4, label %b3, !dbg !17

b2:                                               ; preds = %b3, %entry
  ret void, !dbg !17

b3:                                               ; preds = %b1
  %.5 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eSharedRace.shared.0.0, align 16, !dbg !18
  store i32 %.5, ptr addrspace(1) %a0, align 4, !dbg !17
  br label %b2, !dbg !17

b4:                                               ; preds = %b1
  %.7 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !17
  %.8 = extractvalue { i32, i1 } %.7, 1, !dbg !17
  br i1 %.8, label %trap.record.9, label %trap.end.10, !dbg !17

trap.record.9:                                    ; preds = %b4
  store i32 2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !17
  store i32 0, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !17
  %.14 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !17
  store i32 %.14, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !17
  %.16 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !17
  store i32 %.16, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !17
  %.18 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !17
  store i32 %.18, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !17
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !17
  store i32 %.20, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !17
  %.22 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !17
  store i32 %.22, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !17
  br label %trap.end.10, !dbg !17

trap.end.10:                                      ; preds = %trap.record.9, %b4
  fence syncscope("agent") release, !dbg !17
  tail call void @llvm.amdgcn.endpgm(), !dbg !17
  unreachable, !dbg !17
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eTreeSum(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 !dbg !19 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !20
  %t2 = sext i32 %.7 to i64, !dbg !20
  %.8 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !21
  %t4 = sext i32 %.8 to i64, !dbg !21
  %.9 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !21
  %.10 = getelementptr inbounds i8, ptr addrspace(4) %.9, i64 4, !dbg !21
  %.11 = load i16, ptr addrspace(4) %.10, align 4, !dbg !21, !invariant.load !6
  %t6 = zext i16 %.11 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !21
  %t8 = add nsw i64 %t7, %t2, !dbg !21
  %t13 = icmp ult i64 %t8, %a1, !dbg !22
  br i1 %t13, label %b8, label %b9, !dbg !22

b2:                                               ; preds = %b10, %b4
  %t143.in = phi i64 [ %t143, %b4 ], [ %t6, %b10 ]
  %t143 = lshr i64 %t143.in, 1, !dbg !23
  %t16 = icmp sgt i64 %t143, %t2, !dbg !24
  br i1 %t16, label %b3, label %b4, !dbg !24

b3:                                               ; preds = %b2
  %t17 = add nsw i64 %t143, %t2, !dbg !25
  %t19 = icmp ult i64 %t17, 256, !dbg !26
  br i1 %t19, label %b12, label %b13, !dbg !26

b4:                                               ; preds = %b12, %b2
  fence syncscope("workgroup") release, !dbg !27
  tail call void @llvm.amdgcn.s.barrier(), !dbg !27
  fence syncscope("workgroup") acquire, !dbg !27
  %t15.not = icmp ult i64 %t143.in, 4, !dbg !28
  br i1 %t15.not, label %b5, label %b2, !dbg !28

b5:                                               ; preds = %b4, %b10
  %t24 = icmp eq i32 %.7, 0, !dbg !29
  br i1 %t24, label %b6, label %b7, !dbg !29

b6:                                               ; preds = %b5
  %t31 = icmp ult i64 %t4, %a4, !dbg !30
  br i1 %t31, label %b14, label %b15, !dbg !30

b7:                                               ; preds = %b14, %b5
  ret void, !dbg !30

b8:                                               ; preds = %entry
  %t35 = icmp ult i32 %.7, 256, !dbg !31
  br i1 %t35, label %b10, label %b11, !dbg !31

b9:                                               ; preds = %entry
  %.16 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !22
  %.17 = extractvalue { i32, i1 } %.16, 1, !dbg !22
  br i1 %.17, label %trap.record.18, label %trap.end.19, !dbg !22

trap.record.18:                                   ; preds = %b9
  store i32 3, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !22
  store i32 %.7, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !22
  %.23 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !22
  store i32 %.23, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !22
  %.25 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !22
  store i32 %.25, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !22
  store i32 %.8, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !22
  %.29 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !22
  store i32 %.29, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !22
  %.31 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !22
  store i32 %.31, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !22
  br label %trap.end.19, !dbg !22

trap.end.19:                                      ; preds = %trap.record.18, %b9
  fence syncscope("agent") release, !dbg !22
  tail call void @llvm.amdgcn.endpgm(), !dbg !22
  unreachable, !dbg !22

b10:                                              ; preds = %b8
  %t32 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t8, !dbg !22
  %.14 = load float, ptr addrspace(1) %t32, align 4, !dbg !22, !amdgpu.noclobber !6
  %t36 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eTreeSum.shared.0, i32 %.7, !dbg !31
  store float %.14, ptr addrspace(3) %t36, align 4, !dbg !31
  fence syncscope("workgroup") release, !dbg !32
  tail call void @llvm.amdgcn.s.barrier(), !dbg !32
  fence syncscope("workgroup") acquire, !dbg !32
  %t15.not2 = icmp ult i16 %.11, 2, !dbg !28
  br i1 %t15.not2, label %b5, label %b2, !dbg !28

b11:                                              ; preds = %b8
  %.34 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !31
  %.35 = extractvalue { i32, i1 } %.34, 1, !dbg !31
  br i1 %.35, label %trap.record.36, label %trap.end.37, !dbg !31

trap.record.36:                                   ; preds = %b11
  store i32 4, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !31
  store i32 %.7, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !31
  %.41 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !31
  store i32 %.41, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !31
  %.43 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !31
  store i32 %.43, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !31
  store i32 %.8, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !31
  %.47 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !31
  store i32 %.47, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !31
  %.49 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !31
  store i32 %.49, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !31
  br label %trap.end.37, !dbg !31

trap.end.37:                                      ; preds = %trap.record.36, %b11
  fence syncscope("agent") release, !dbg !31
  tail call void @llvm.amdgcn.endpgm(), !dbg !31
  unreachable, !dbg !31

b12:                                              ; preds = %b3
  %0 = trunc i64 %t17 to i32, !dbg !26
  %t41 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eTreeSum.shared.0, i32 %0, !dbg !26
  %.51 = load float, ptr addrspace(3) %t41, align 4, !dbg !26
  %.52 = load float, ptr addrspace(3) %t36, align 4, !dbg !33
  %t44 = fadd float %.51, %.52, !dbg !34
  store float %t44, ptr addrspace(3) %t36, align 4, !dbg !33
  br label %b4, !dbg !33

b13:                                              ; preds = %b3
  %.54 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !26
  %.55 = extractvalue { i32, i1 } %.54, 1, !dbg !26
  br i1 %.55, label %trap.record.56, label %trap.end.57, !dbg !26

trap.record.56:                                   ; preds = %b13
  store i32 5, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !26
  store i32 %.7, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !26
  %.61 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !26
  store i32 %.61, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !26
  %.63 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !26
  store i32 %.63, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !26
  store i32 %.8, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !26
  %.67 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !26
  store i32 %.67, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !26
  %.69 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !26
  store i32 %.69, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !26
  br label %trap.end.57, !dbg !26

trap.end.57:                                      ; preds = %trap.record.56, %b13
  fence syncscope("agent") release, !dbg !26
  tail call void @llvm.amdgcn.endpgm(), !dbg !26
  unreachable, !dbg !26

b14:                                              ; preds = %b6
  %.13 = load float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eTreeSum.shared.0, align 16, !dbg !35
  %t45 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t4, !dbg !30
  store float %.13, ptr addrspace(1) %t45, align 4, !dbg !30
  br label %b7, !dbg !30

b15:                                              ; preds = %b6
  %.72 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !30
  %.73 = extractvalue { i32, i1 } %.72, 1, !dbg !30
  br i1 %.73, label %trap.record.74, label %trap.end.75, !dbg !30

trap.record.74:                                   ; preds = %b15
  store i32 6, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !30
  store i32 0, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !30
  %.79 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !30
  store i32 %.79, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !30
  %.81 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !30
  store i32 %.81, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !30
  store i32 %.8, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !30
  %.85 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !30
  store i32 %.85, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !30
  %.87 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !30
  store i32 %.87, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !30
  br label %trap.end.75, !dbg !30

trap.end.75:                                      ; preds = %trap.record.74, %b15
  fence syncscope("agent") release, !dbg !30
  tail call void @llvm.amdgcn.endpgm(), !dbg !30
  unreachable, !dbg !30
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2ePairAt(ptr addrspace(1) %a0, i64 %a1, i64 %a2, i64 %a3, ptr addrspace(1) %a4, i64 %a5, i64 %a6) local_unnamed_addr #0 !dbg !36 {
entry:
  %t1 = add i64 %a3, 1, !dbg !37
  %t5 = icmp ult i64 %t1, %a1, !dbg !37
  br i1 %t5, label %b1, label %b2, !dbg !37

b1:                                               ; preds = %entry
  %t7 = icmp ult i64 %a3, %a1, !dbg !37
  br i1 %t7, label %b3, label %b4, !dbg !37

b2:                                               ; preds = %entry
  %.8 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !37
  %.9 = extractvalue { i32, i1 } %.8, 1, !dbg !37
  br i1 %.9, label %trap.record.10, label %trap.end.11, !dbg !37

trap.record.10:                                   ; preds = %b2
  store i32 7, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !37
  %.13 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !37
  store i32 %.13, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !37
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !37
  store i32 %.15, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !37
  %.17 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !37
  store i32 %.17, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !37
  %.19 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !37
  store i32 %.19, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !37
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !37
  store i32 %.21, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !37
  %.23 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !37
  store i32 %.23, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !37
  br label %trap.end.11, !dbg !37

trap.end.11:                                      ; preds = %trap.record.10, %b2
  fence syncscope("agent") release, !dbg !37
  tail call void @llvm.amdgcn.endpgm(), !dbg !37
  unreachable, !dbg !37

b3:                                               ; preds = %b1
  %t8 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %a3, !dbg !37
  %t9 = ptrtoint ptr addrspace(1) %t8 to i64, !dbg !37
  %t10 = and i64 %t9, 3, !dbg !37
  %t11 = icmp eq i64 %t10, 0, !dbg !37
  br i1 %t11, label %b5, label %b6, !dbg !37

b4:                                               ; preds = %b1
  %.26 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !37
  %.27 = extractvalue { i32, i1 } %.26, 1, !dbg !37
  br i1 %.27, label %trap.record.28, label %trap.end.29, !dbg !37

trap.record.28:                                   ; preds = %b4
  store i32 8, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !37
  %.31 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !37
  store i32 %.31, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !37
  %.33 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !37
  store i32 %.33, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !37
  %.35 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !37
  store i32 %.35, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !37
  %.37 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !37
  store i32 %.37, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !37
  %.39 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !37
  store i32 %.39, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !37
  %.41 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !37
  store i32 %.41, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !37
  br label %trap.end.29, !dbg !37

trap.end.29:                                      ; preds = %trap.record.28, %b4
  fence syncscope("agent") release, !dbg !37
  tail call void @llvm.amdgcn.endpgm(), !dbg !37
  unreachable, !dbg !37

b5:                                               ; preds = %b3
  %.43 = load i32, ptr addrspace(1) %t8, align 4, !dbg !37, !amdgpu.noclobber !6
  %t17 = icmp ugt i64 %a5, 1, !dbg !38
  br i1 %t17, label %b9, label %b8, !dbg !38

b6:                                               ; preds = %b3
  %.45 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !37
  %.46 = extractvalue { i32, i1 } %.45, 1, !dbg !37
  br i1 %.46, label %trap.record.47, label %trap.end.48, !dbg !37

trap.record.47:                                   ; preds = %b6
  store i32 9, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !37
  %.50 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !37
  store i32 %.50, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !37
  %.52 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !37
  store i32 %.52, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !37
  %.54 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !37
  store i32 %.54, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !37
  %.56 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !37
  store i32 %.56, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !37
  %.58 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !37
  store i32 %.58, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !37
  %.60 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !37
  store i32 %.60, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !37
  br label %trap.end.48, !dbg !37

trap.end.48:                                      ; preds = %trap.record.47, %b6
  fence syncscope("agent") release, !dbg !37
  tail call void @llvm.amdgcn.endpgm(), !dbg !37
  unreachable, !dbg !37

b8:                                               ; preds = %b5
  %.63 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !38
  %.64 = extractvalue { i32, i1 } %.63, 1, !dbg !38
  br i1 %.64, label %trap.record.65, label %trap.end.66, !dbg !38

trap.record.65:                                   ; preds = %b8
  store i32 10, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !38
  %.68 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !38
  store i32 %.68, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !38
  %.70 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !38
  store i32 %.70, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !38
  %.72 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !38
  store i32 %.72, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !38
  %.74 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !38
  store i32 %.74, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !38
  %.76 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !38
  store i32 %.76, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !38
  %.78 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !38
  store i32 %.78, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !38
  br label %trap.end.66, !dbg !38

trap.end.66:                                      ; preds = %trap.record.65, %b8
  fence syncscope("agent") release, !dbg !38
  tail call void @llvm.amdgcn.endpgm(), !dbg !38
  unreachable, !dbg !38

b9:                                               ; preds = %b5
  %t20 = ptrtoint ptr addrspace(1) %a4 to i64, !dbg !38
  %t21 = and i64 %t20, 3, !dbg !38
  %t22 = icmp eq i64 %t21, 0, !dbg !38
  br i1 %t22, label %b11, label %b12, !dbg !38

b11:                                              ; preds = %b9
  store i32 %.43, ptr addrspace(1) %a4, align 4, !dbg !38
  ret void, !dbg !38

b12:                                              ; preds = %b9
  %.99 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !38
  %.100 = extractvalue { i32, i1 } %.99, 1, !dbg !38
  br i1 %.100, label %trap.record.101, label %trap.end.102, !dbg !38

trap.record.101:                                  ; preds = %b12
  store i32 12, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !38
  %.104 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !38
  store i32 %.104, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !38
  %.106 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !38
  store i32 %.106, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !38
  %.108 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !38
  store i32 %.108, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !38
  %.110 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !38
  store i32 %.110, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !38
  %.112 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !38
  store i32 %.112, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !38
  %.114 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !38
  store i32 %.114, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !38
  br label %trap.end.102, !dbg !38

trap.end.102:                                     ; preds = %trap.record.101, %b12
  fence syncscope("agent") release, !dbg !38
  tail call void @llvm.amdgcn.endpgm(), !dbg !38
  unreachable, !dbg !38
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eReverse(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 !dbg !39 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !40
  %t1 = sext i32 %.7 to i64, !dbg !40
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !40
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !40
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !40, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !40
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !40
  %t6 = sext i32 %.12 to i64, !dbg !40
  %t7 = add nsw i64 %t4, %t6, !dbg !40
  %t12 = icmp ult i64 %t7, %a1, !dbg !41
  br i1 %t12, label %b1, label %b2, !dbg !41

b1:                                               ; preds = %entry
  %t17 = icmp ult i32 %.12, 256, !dbg !42
  br i1 %t17, label %b3, label %b4, !dbg !42

b2:                                               ; preds = %entry
  %.15 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !41
  %.16 = extractvalue { i32, i1 } %.15, 1, !dbg !41
  br i1 %.16, label %trap.record.17, label %trap.end.18, !dbg !41

trap.record.17:                                   ; preds = %b2
  store i32 13, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !41
  store i32 %.12, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !41
  %.22 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !41
  store i32 %.22, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !41
  %.24 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !41
  store i32 %.24, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !41
  store i32 %.7, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !41
  %.28 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !41
  store i32 %.28, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !41
  %.30 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !41
  store i32 %.30, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !41
  br label %trap.end.18, !dbg !41

trap.end.18:                                      ; preds = %trap.record.17, %b2
  fence syncscope("agent") release, !dbg !41
  tail call void @llvm.amdgcn.endpgm(), !dbg !41
  unreachable, !dbg !41

b3:                                               ; preds = %b1
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t7, !dbg !41
  %.13 = load float, ptr addrspace(1) %t14, align 4, !dbg !41, !amdgpu.noclobber !6
  %t18 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eReverse.shared.0, i32 %.12, !dbg !42
  store float %.13, ptr addrspace(3) %t18, align 4, !dbg !42
  fence syncscope("workgroup") release, !dbg !43
  tail call void @llvm.amdgcn.s.barrier(), !dbg !43
  fence syncscope("workgroup") acquire, !dbg !43
  %0 = xor i64 %t6, -1, !dbg !44
  %t20 = add nsw i64 %t3, %0, !dbg !44
  %t22 = icmp ult i64 %t20, 256, !dbg !45
  br i1 %t22, label %b5, label %b6, !dbg !45

b4:                                               ; preds = %b1
  %.33 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !42
  %.34 = extractvalue { i32, i1 } %.33, 1, !dbg !42
  br i1 %.34, label %trap.record.35, label %trap.end.36, !dbg !42

trap.record.35:                                   ; preds = %b4
  store i32 14, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !42
  store i32 %.12, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !42
  %.40 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !42
  store i32 %.40, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !42
  %.42 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !42
  store i32 %.42, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !42
  store i32 %.7, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !42
  %.46 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !42
  store i32 %.46, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !42
  %.48 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !42
  store i32 %.48, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !42
  br label %trap.end.36, !dbg !42

trap.end.36:                                      ; preds = %trap.record.35, %b4
  fence syncscope("agent") release, !dbg !42
  tail call void @llvm.amdgcn.endpgm(), !dbg !42
  unreachable, !dbg !42

b5:                                               ; preds = %b3
  %t28 = icmp ult i64 %t7, %a4, !dbg !46
  br i1 %t28, label %b7, label %b8, !dbg !46

b6:                                               ; preds = %b3
  %.52 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !45
  %.53 = extractvalue { i32, i1 } %.52, 1, !dbg !45
  br i1 %.53, label %trap.record.54, label %trap.end.55, !dbg !45

trap.record.54:                                   ; preds = %b6
  store i32 15, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !45
  store i32 %.12, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !45
  %.59 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !45
  store i32 %.59, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !45
  %.61 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !45
  store i32 %.61, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !45
  store i32 %.7, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !45
  %.65 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !45
  store i32 %.65, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !45
  %.67 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !45
  store i32 %.67, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !45
  br label %trap.end.55, !dbg !45

trap.end.55:                                      ; preds = %trap.record.54, %b6
  fence syncscope("agent") release, !dbg !45
  tail call void @llvm.amdgcn.endpgm(), !dbg !45
  unreachable, !dbg !45

b7:                                               ; preds = %b5
  %1 = trunc i64 %t20 to i32, !dbg !45
  %t23 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eReverse.shared.0, i32 %1, !dbg !45
  %.50 = load float, ptr addrspace(3) %t23, align 4, !dbg !45
  %t29 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t7, !dbg !46
  store float %.50, ptr addrspace(1) %t29, align 4, !dbg !46
  ret void, !dbg !46

b8:                                               ; preds = %b5
  %.70 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !46
  %.71 = extractvalue { i32, i1 } %.70, 1, !dbg !46
  br i1 %.71, label %trap.record.72, label %trap.end.73, !dbg !46

trap.record.72:                                   ; preds = %b8
  store i32 16, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !46
  store i32 %.12, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !46
  %.77 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !46
  store i32 %.77, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !46
  %.79 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !46
  store i32 %.79, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !46
  store i32 %.7, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !46
  %.83 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !46
  store i32 %.83, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !46
  %.85 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !46
  store i32 %.85, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !46
  br label %trap.end.73, !dbg !46

trap.end.73:                                      ; preds = %trap.record.72, %b8
  fence syncscope("agent") release, !dbg !46
  tail call void @llvm.amdgcn.endpgm(), !dbg !46
  unreachable, !dbg !46
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eVecAt(ptr addrspace(1) %a0, i64 %a1, i64 %a2, i64 %a3, ptr addrspace(1) %a4, i64 %a5, i64 %a6) local_unnamed_addr #0 !dbg !47 {
entry:
  %t1 = add i64 %a3, 3, !dbg !48
  %t5 = icmp ult i64 %t1, %a1, !dbg !48
  br i1 %t5, label %b1, label %b2, !dbg !48

b1:                                               ; preds = %entry
  %t7 = icmp ult i64 %a3, %a1, !dbg !48
  br i1 %t7, label %b3, label %b4, !dbg !48

b2:                                               ; preds = %entry
  %.8 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !48
  %.9 = extractvalue { i32, i1 } %.8, 1, !dbg !48
  br i1 %.9, label %trap.record.10, label %trap.end.11, !dbg !48

trap.record.10:                                   ; preds = %b2
  store i32 17, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !48
  %.13 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !48
  store i32 %.13, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !48
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !48
  store i32 %.15, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !48
  %.17 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !48
  store i32 %.17, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !48
  %.19 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !48
  store i32 %.19, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !48
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !48
  store i32 %.21, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !48
  %.23 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !48
  store i32 %.23, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !48
  br label %trap.end.11, !dbg !48

trap.end.11:                                      ; preds = %trap.record.10, %b2
  fence syncscope("agent") release, !dbg !48
  tail call void @llvm.amdgcn.endpgm(), !dbg !48
  unreachable, !dbg !48

b3:                                               ; preds = %b1
  %t8 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %a3, !dbg !48
  %t9 = ptrtoint ptr addrspace(1) %t8 to i64, !dbg !48
  %t10 = and i64 %t9, 15, !dbg !48
  %t11 = icmp eq i64 %t10, 0, !dbg !48
  br i1 %t11, label %b5, label %b6, !dbg !48

b4:                                               ; preds = %b1
  %.26 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !48
  %.27 = extractvalue { i32, i1 } %.26, 1, !dbg !48
  br i1 %.27, label %trap.record.28, label %trap.end.29, !dbg !48

trap.record.28:                                   ; preds = %b4
  store i32 18, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !48
  %.31 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !48
  store i32 %.31, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !48
  %.33 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !48
  store i32 %.33, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !48
  %.35 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !48
  store i32 %.35, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !48
  %.37 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !48
  store i32 %.37, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !48
  %.39 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !48
  store i32 %.39, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !48
  %.41 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !48
  store i32 %.41, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !48
  br label %trap.end.29, !dbg !48

trap.end.29:                                      ; preds = %trap.record.28, %b4
  fence syncscope("agent") release, !dbg !48
  tail call void @llvm.amdgcn.endpgm(), !dbg !48
  unreachable, !dbg !48

b5:                                               ; preds = %b3
  %.43 = load <4 x float>, ptr addrspace(1) %t8, align 16, !dbg !48, !amdgpu.noclobber !6
  %t17 = icmp ugt i64 %a5, 3, !dbg !49
  br i1 %t17, label %b9, label %b8, !dbg !49

b6:                                               ; preds = %b3
  %.53 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !48
  %.54 = extractvalue { i32, i1 } %.53, 1, !dbg !48
  br i1 %.54, label %trap.record.55, label %trap.end.56, !dbg !48

trap.record.55:                                   ; preds = %b6
  store i32 19, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !48
  %.58 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !48
  store i32 %.58, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !48
  %.60 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !48
  store i32 %.60, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !48
  %.62 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !48
  store i32 %.62, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !48
  %.64 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !48
  store i32 %.64, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !48
  %.66 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !48
  store i32 %.66, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !48
  %.68 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !48
  store i32 %.68, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !48
  br label %trap.end.56, !dbg !48

trap.end.56:                                      ; preds = %trap.record.55, %b6
  fence syncscope("agent") release, !dbg !48
  tail call void @llvm.amdgcn.endpgm(), !dbg !48
  unreachable, !dbg !48

b8:                                               ; preds = %b5
  %.71 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !49
  %.72 = extractvalue { i32, i1 } %.71, 1, !dbg !49
  br i1 %.72, label %trap.record.73, label %trap.end.74, !dbg !49

trap.record.73:                                   ; preds = %b8
  store i32 20, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !49
  %.76 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !49
  store i32 %.76, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !49
  %.78 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !49
  store i32 %.78, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !49
  %.80 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !49
  store i32 %.80, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !49
  %.82 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !49
  store i32 %.82, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !49
  %.84 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !49
  store i32 %.84, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !49
  %.86 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !49
  store i32 %.86, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !49
  br label %trap.end.74, !dbg !49

trap.end.74:                                      ; preds = %trap.record.73, %b8
  fence syncscope("agent") release, !dbg !49
  tail call void @llvm.amdgcn.endpgm(), !dbg !49
  unreachable, !dbg !49

b9:                                               ; preds = %b5
  %t20 = ptrtoint ptr addrspace(1) %a4 to i64, !dbg !49
  %t21 = and i64 %t20, 15, !dbg !49
  %t22 = icmp eq i64 %t21, 0, !dbg !49
  br i1 %t22, label %b11, label %b12, !dbg !49

b11:                                              ; preds = %b9
  store <4 x float> %.43, ptr addrspace(1) %a4, align 16, !dbg !49
  ret void, !dbg !49

b12:                                              ; preds = %b9
  %.115 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !49
  %.116 = extractvalue { i32, i1 } %.115, 1, !dbg !49
  br i1 %.116, label %trap.record.117, label %trap.end.118, !dbg !49

trap.record.117:                                  ; preds = %b12
  store i32 22, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !49
  %.120 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !49
  store i32 %.120, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !49
  %.122 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !49
  store i32 %.122, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !49
  %.124 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !49
  store i32 %.124, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !49
  %.126 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !49
  store i32 %.126, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !49
  %.128 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !49
  store i32 %.128, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !49
  %.130 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !49
  store i32 %.130, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !49
  br label %trap.end.118, !dbg !49

trap.end.118:                                     ; preds = %trap.record.117, %b12
  fence syncscope("agent") release, !dbg !49
  tail call void @llvm.amdgcn.endpgm(), !dbg !49
  unreachable, !dbg !49
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eCopyAt(ptr addrspace(1) %a0, i64 %a1, i64 %a2, i64 %a3, ptr addrspace(1) nocapture writeonly %a4, i64 %a5, i64 %a6) local_unnamed_addr #0 !dbg !50 {
entry:
  %t12 = add i64 %a3, 3, !dbg !51
  %t16 = icmp ult i64 %t12, %a1, !dbg !51
  br i1 %t16, label %b5, label %b6, !dbg !51

b5:                                               ; preds = %entry
  %t18 = icmp ult i64 %a3, %a1, !dbg !51
  br i1 %t18, label %b7, label %b8, !dbg !51

b6:                                               ; preds = %entry
  %.26 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !51
  %.27 = extractvalue { i32, i1 } %.26, 1, !dbg !51
  br i1 %.27, label %trap.record.28, label %trap.end.29, !dbg !51

trap.record.28:                                   ; preds = %b6
  store i32 24, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !51
  %.31 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !51
  store i32 %.31, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !51
  %.33 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !51
  store i32 %.33, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !51
  %.35 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !51
  store i32 %.35, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !51
  %.37 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !51
  store i32 %.37, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !51
  %.39 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !51
  store i32 %.39, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !51
  %.41 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !51
  store i32 %.41, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !51
  br label %trap.end.29, !dbg !51

trap.end.29:                                      ; preds = %trap.record.28, %b6
  fence syncscope("agent") release, !dbg !51
  tail call void @llvm.amdgcn.endpgm(), !dbg !51
  unreachable, !dbg !51

b7:                                               ; preds = %b5
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %a3, !dbg !51
  %t20 = ptrtoint ptr addrspace(1) %t19 to i64, !dbg !51
  %t21 = and i64 %t20, 15, !dbg !51
  %t22 = icmp eq i64 %t21, 0, !dbg !51
  br i1 %t22, label %b9, label %b10, !dbg !51

b8:                                               ; preds = %b5
  %.44 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !51
  %.45 = extractvalue { i32, i1 } %.44, 1, !dbg !51
  br i1 %.45, label %trap.record.46, label %trap.end.47, !dbg !51

trap.record.46:                                   ; preds = %b8
  store i32 25, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !51
  %.49 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !51
  store i32 %.49, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !51
  %.51 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !51
  store i32 %.51, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !51
  %.53 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !51
  store i32 %.53, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !51
  %.55 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !51
  store i32 %.55, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !51
  %.57 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !51
  store i32 %.57, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !51
  %.59 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !51
  store i32 %.59, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !51
  br label %trap.end.47, !dbg !51

trap.end.47:                                      ; preds = %trap.record.46, %b8
  fence syncscope("agent") release, !dbg !51
  tail call void @llvm.amdgcn.endpgm(), !dbg !51
  unreachable, !dbg !51

b9:                                               ; preds = %b7
  %.61 = load <4 x i32>, ptr addrspace(1) %t19, align 16, !dbg !51, !amdgpu.noclobber !6
  %exitcond.not = icmp eq i64 %a5, 0, !dbg !52
  %bc = bitcast <4 x i32> %.61 to <4 x float>, !dbg !52
  %0 = extractelement <4 x float> %bc, i64 1, !dbg !52
  %bc2 = bitcast <4 x i32> %.61 to <4 x float>, !dbg !52
  %1 = extractelement <4 x float> %bc2, i64 2, !dbg !52
  br i1 %exitcond.not, label %b14, label %b13, !dbg !52

b10:                                              ; preds = %b7
  %.63 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !51
  %.64 = extractvalue { i32, i1 } %.63, 1, !dbg !51
  br i1 %.64, label %trap.record.65, label %trap.end.66, !dbg !51

trap.record.65:                                   ; preds = %b10
  store i32 26, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !51
  %.68 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !51
  store i32 %.68, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !51
  %.70 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !51
  store i32 %.70, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !51
  %.72 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !51
  store i32 %.72, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !51
  %.74 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !51
  store i32 %.74, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !51
  %.76 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !51
  store i32 %.76, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !51
  %.78 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !51
  store i32 %.78, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !51
  br label %trap.end.66, !dbg !51

trap.end.66:                                      ; preds = %trap.record.65, %b10
  fence syncscope("agent") release, !dbg !51
  tail call void @llvm.amdgcn.endpgm(), !dbg !51
  unreachable, !dbg !51

b13:                                              ; preds = %b9
  %2 = extractelement <4 x i32> %.61, i64 0, !dbg !52
  store i32 %2, ptr addrspace(1) %a4, align 4, !dbg !52
  %exitcond.1.not = icmp eq i64 %a5, 1, !dbg !52
  br i1 %exitcond.1.not, label %b14, label %b13.1, !dbg !52

b13.1:                                            ; preds = %b13
  %t30.1 = getelementptr inbounds float, ptr addrspace(1) %a4, i64 1, !dbg !52
  store float %0, ptr addrspace(1) %t30.1, align 4, !dbg !52
  %exitcond.2.not = icmp eq i64 %a5, 2, !dbg !52
  br i1 %exitcond.2.not, label %b14, label %b13.2, !dbg !52

b13.2:                                            ; preds = %b13.1
  %t30.2 = getelementptr inbounds float, ptr addrspace(1) %a4, i64 2, !dbg !52
  store float %1, ptr addrspace(1) %t30.2, align 4, !dbg !52
  %exitcond.3.not = icmp eq i64 %a5, 3, !dbg !52
  br i1 %exitcond.3.not, label %b14, label %b13.3, !dbg !52

b13.3:                                            ; preds = %b13.2
  %bc3 = bitcast <4 x i32> %.61 to <4 x float>, !dbg !52
  %3 = extractelement <4 x float> %bc3, i64 3, !dbg !52
  %t30.3 = getelementptr inbounds float, ptr addrspace(1) %a4, i64 3, !dbg !52
  store float %3, ptr addrspace(1) %t30.3, align 4, !dbg !52
  ret void, !dbg !52

b14:                                              ; preds = %b13.2, %b13.1, %b13, %b9
  %.100 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !52
  %.101 = extractvalue { i32, i1 } %.100, 1, !dbg !52
  br i1 %.101, label %trap.record.102, label %trap.end.103, !dbg !52

trap.record.102:                                  ; preds = %b14
  store i32 28, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !52
  %.105 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !52
  store i32 %.105, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !52
  %.107 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !52
  store i32 %.107, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !52
  %.109 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !52
  store i32 %.109, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !52
  %.111 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !52
  store i32 %.111, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !52
  %.113 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !52
  store i32 %.113, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !52
  %.115 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !52
  store i32 %.115, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !52
  br label %trap.end.103, !dbg !52

trap.end.103:                                     ; preds = %trap.record.102, %b14
  fence syncscope("agent") release, !dbg !52
  tail call void @llvm.amdgcn.endpgm(), !dbg !52
  unreachable, !dbg !52
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) readonly %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !53 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a1, null, !dbg !54
  %t1.not = icmp eq ptr addrspace(1) %a3, null, !dbg !54
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !54
  %t3 = sext i32 %.1 to i64, !dbg !54
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !54
  %t5 = sext i32 %.2 to i64, !dbg !54
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !54
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !54
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !54, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !54
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !54
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !54, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !54
  %.15 = add i32 %.14, %.9, !dbg !54
  %.16 = udiv i32 %.15, %.6, !dbg !54
  %t9 = sext i32 %.16 to i64, !dbg !54
  %t10 = mul nsw i64 %t7, %t5, !dbg !54
  %t11 = add nsw i64 %t10, %t3, !dbg !54
  %t12 = mul nsw i64 %t9, %t7, !dbg !54
  %t141 = icmp slt i64 %t11, %a0, !dbg !54
  br i1 %t141, label %b2, label %b9, !dbg !54

b2:                                               ; preds = %entry, %ok.21
  %t132 = phi i64 [ %t24, %ok.21 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !54

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t132, !dbg !54
  %.17 = load i64, ptr addrspace(1) %t15, align 8, !dbg !54
  br label %b4, !dbg !54

b4:                                               ; preds = %b3, %b2
  %t17 = phi i64 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !54

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t132, !dbg !54
  %.18 = load i64, ptr addrspace(1) %t18, align 8, !dbg !54
  br label %b6, !dbg !54

b6:                                               ; preds = %b5, %b4
  %t20 = phi i64 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21.not = icmp eq i64 %t20, 0, !dbg !55
  br i1 %t21.not, label %b8, label %ok.21, !dbg !55

ok.21:                                            ; preds = %b6
  %.41 = icmp eq i64 %t20, -1, !dbg !55
  %.43 = select i1 %.41, i64 1, i64 %t20, !dbg !55
  %.44 = sdiv i64 %t17, %.43, !dbg !55
  %.45 = sub i64 0, %t17, !dbg !55
  %.46 = select i1 %.41, i64 %.45, i64 %.44, !dbg !55
  %t23 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t132, !dbg !54
  store i64 %.46, ptr addrspace(1) %t23, align 8, !dbg !54
  %t24 = add i64 %t132, %t12, !dbg !54
  %t14 = icmp slt i64 %t24, %a0, !dbg !54
  br i1 %t14, label %b2, label %b9, !dbg !54

b8:                                               ; preds = %b6
  %.49 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !55
  %.50 = extractvalue { i32, i1 } %.49, 1, !dbg !55
  br i1 %.50, label %trap.record.51, label %trap.end.52, !dbg !55

trap.record.51:                                   ; preds = %b8
  store i32 30, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !55
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !55
  %.56 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !55
  store i32 %.56, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !55
  %.58 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !55
  store i32 %.58, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !55
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !55
  %.62 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !55
  store i32 %.62, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !55
  %.64 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !55
  store i32 %.64, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !55
  br label %trap.end.52, !dbg !55

trap.end.52:                                      ; preds = %trap.record.51, %b8
  fence syncscope("agent") release, !dbg !55
  tail call void @llvm.amdgcn.endpgm(), !dbg !55
  unreachable, !dbg !55

b9:                                               ; preds = %ok.21, %entry
  ret void, !dbg !54
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !56 {
entry:
  %t0.not = icmp eq ptr addrspace(1) %a10, null, !dbg !57
  %t1.not = icmp eq ptr addrspace(1) %a20, null, !dbg !57
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !57
  %t3 = sext i32 %.1 to i64, !dbg !57
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !57
  %t5 = sext i32 %.2 to i64, !dbg !57
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !57
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !57
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !57, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !57
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !57
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !57, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !57
  %.15 = add i32 %.14, %.9, !dbg !57
  %.16 = udiv i32 %.15, %.6, !dbg !57
  %t9 = sext i32 %.16 to i64, !dbg !57
  %t10 = mul nsw i64 %t7, %t5, !dbg !57
  %t11 = add nsw i64 %t10, %t3, !dbg !57
  %t12 = mul nsw i64 %t9, %t7, !dbg !57
  %t13 = icmp sgt i64 %a1, 7, !dbg !57
  %t15 = icmp sgt i64 %a1, 6, !dbg !57
  %t17 = icmp sgt i64 %a1, 5, !dbg !57
  %t19 = icmp sgt i64 %a1, 4, !dbg !57
  %t21 = icmp sgt i64 %a1, 3, !dbg !57
  %t23 = icmp sgt i64 %a1, 2, !dbg !57
  %t25 = icmp sgt i64 %a1, 1, !dbg !57
  %t27 = icmp sgt i64 %a1, 0, !dbg !57
  %t291 = icmp slt i64 %t11, %a0, !dbg !57
  br i1 %t291, label %b2.lr.ph, label %b25, !dbg !57

b2.lr.ph:                                         ; preds = %entry
  %.17 = icmp eq i64 %a9, 0
  %.38 = icmp eq i64 %a8, 0
  %.59 = icmp eq i64 %a7, 0
  %.80 = icmp eq i64 %a6, 0
  %.101 = icmp eq i64 %a5, 0
  %.122 = icmp eq i64 %a4, 0
  %.143 = icmp eq i64 %a3, 0
  br label %b2, !dbg !57

b2:                                               ; preds = %b2.lr.ph, %ok.168
  %t282 = phi i64 [ %t11, %b2.lr.ph ], [ %t150, %ok.168 ]
  br i1 %t13, label %b3, label %b4, !dbg !57

b3:                                               ; preds = %b2
  br i1 %.17, label %trap.18, label %ok.19, !dbg !57

trap.18:                                          ; preds = %b3
  %.21 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !57
  %.22 = extractvalue { i32, i1 } %.21, 1, !dbg !57
  br i1 %.22, label %trap.record.23, label %trap.end.24, !dbg !57

trap.record.23:                                   ; preds = %trap.18
  store i32 31, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !57
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !57
  %.28 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !57
  store i32 %.28, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !57
  %.30 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !57
  store i32 %.30, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !57
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !57
  %.34 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !57
  store i32 %.34, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !57
  %.36 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !57
  store i32 %.36, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !57
  br label %trap.end.24, !dbg !57

trap.end.24:                                      ; preds = %trap.record.23, %trap.18
  fence syncscope("agent") release, !dbg !57
  tail call void @llvm.amdgcn.endpgm(), !dbg !57
  unreachable, !dbg !57

ok.19:                                            ; preds = %b3
  %t31 = udiv i64 %t282, %a9, !dbg !57
  %t33 = mul i64 %t31, %a9, !dbg !57
  %t34 = sub nuw i64 %t282, %t33, !dbg !57
  %t35 = mul i64 %t34, %a19, !dbg !57
  %t36 = mul i64 %t34, %a29, !dbg !57
  %t37 = mul i64 %t34, %a38, !dbg !57
  br label %b4, !dbg !57

b4:                                               ; preds = %ok.19, %b2
  %t38 = phi i64 [ %t31, %ok.19 ], [ %t282, %b2 ]
  %t39 = phi i64 [ %t35, %ok.19 ], [ 0, %b2 ]
  %t40 = phi i64 [ %t36, %ok.19 ], [ 0, %b2 ]
  %t41 = phi i64 [ %t37, %ok.19 ], [ 0, %b2 ]
  br i1 %t15, label %b5, label %b6, !dbg !57

b5:                                               ; preds = %b4
  br i1 %.38, label %trap.39, label %ok.40, !dbg !57

trap.39:                                          ; preds = %b5
  %.42 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !57
  %.43 = extractvalue { i32, i1 } %.42, 1, !dbg !57
  br i1 %.43, label %trap.record.44, label %trap.end.45, !dbg !57

trap.record.44:                                   ; preds = %trap.39
  store i32 32, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !57
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !57
  %.49 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !57
  store i32 %.49, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !57
  %.51 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !57
  store i32 %.51, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !57
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !57
  %.55 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !57
  store i32 %.55, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !57
  %.57 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !57
  store i32 %.57, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !57
  br label %trap.end.45, !dbg !57

trap.end.45:                                      ; preds = %trap.record.44, %trap.39
  fence syncscope("agent") release, !dbg !57
  tail call void @llvm.amdgcn.endpgm(), !dbg !57
  unreachable, !dbg !57

ok.40:                                            ; preds = %b5
  %t43 = udiv i64 %t38, %a8, !dbg !57
  %t45 = mul i64 %t43, %a8, !dbg !57
  %t46 = sub i64 %t38, %t45, !dbg !57
  %t47 = mul i64 %t46, %a18, !dbg !57
  %t48 = add i64 %t47, %t39, !dbg !57
  %t49 = mul i64 %t46, %a28, !dbg !57
  %t50 = add i64 %t49, %t40, !dbg !57
  %t51 = mul i64 %t46, %a37, !dbg !57
  %t52 = add i64 %t51, %t41, !dbg !57
  br label %b6, !dbg !57

b6:                                               ; preds = %ok.40, %b4
  %t53 = phi i64 [ %t43, %ok.40 ], [ %t38, %b4 ]
  %t54 = phi i64 [ %t48, %ok.40 ], [ %t39, %b4 ]
  %t55 = phi i64 [ %t50, %ok.40 ], [ %t40, %b4 ]
  %t56 = phi i64 [ %t52, %ok.40 ], [ %t41, %b4 ]
  br i1 %t17, label %b7, label %b8, !dbg !57

b7:                                               ; preds = %b6
  br i1 %.59, label %trap.60, label %ok.61, !dbg !57

trap.60:                                          ; preds = %b7
  %.63 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !57
  %.64 = extractvalue { i32, i1 } %.63, 1, !dbg !57
  br i1 %.64, label %trap.record.65, label %trap.end.66, !dbg !57

trap.record.65:                                   ; preds = %trap.60
  store i32 33, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !57
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !57
  %.70 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !57
  store i32 %.70, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !57
  %.72 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !57
  store i32 %.72, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !57
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !57
  %.76 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !57
  store i32 %.76, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !57
  %.78 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !57
  store i32 %.78, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !57
  br label %trap.end.66, !dbg !57

trap.end.66:                                      ; preds = %trap.record.65, %trap.60
  fence syncscope("agent") release, !dbg !57
  tail call void @llvm.amdgcn.endpgm(), !dbg !57
  unreachable, !dbg !57

ok.61:                                            ; preds = %b7
  %t58 = udiv i64 %t53, %a7, !dbg !57
  %t60 = mul i64 %t58, %a7, !dbg !57
  %t61 = sub i64 %t53, %t60, !dbg !57
  %t62 = mul i64 %t61, %a17, !dbg !57
  %t63 = add i64 %t62, %t54, !dbg !57
  %t64 = mul i64 %t61, %a27, !dbg !57
  %t65 = add i64 %t64, %t55, !dbg !57
  %t66 = mul i64 %t61, %a36, !dbg !57
  %t67 = add i64 %t66, %t56, !dbg !57
  br label %b8, !dbg !57

b8:                                               ; preds = %ok.61, %b6
  %t68 = phi i64 [ %t58, %ok.61 ], [ %t53, %b6 ]
  %t69 = phi i64 [ %t63, %ok.61 ], [ %t54, %b6 ]
  %t70 = phi i64 [ %t65, %ok.61 ], [ %t55, %b6 ]
  %t71 = phi i64 [ %t67, %ok.61 ], [ %t56, %b6 ]
  br i1 %t19, label %b9, label %b10, !dbg !57

b9:                                               ; preds = %b8
  br i1 %.80, label %trap.81, label %ok.82, !dbg !57

trap.81:                                          ; preds = %b9
  %.84 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !57
  %.85 = extractvalue { i32, i1 } %.84, 1, !dbg !57
  br i1 %.85, label %trap.record.86, label %trap.end.87, !dbg !57

trap.record.86:                                   ; preds = %trap.81
  store i32 34, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !57
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !57
  %.91 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !57
  store i32 %.91, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !57
  %.93 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !57
  store i32 %.93, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !57
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !57
  %.97 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !57
  store i32 %.97, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !57
  %.99 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !57
  store i32 %.99, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !57
  br label %trap.end.87, !dbg !57

trap.end.87:                                      ; preds = %trap.record.86, %trap.81
  fence syncscope("agent") release, !dbg !57
  tail call void @llvm.amdgcn.endpgm(), !dbg !57
  unreachable, !dbg !57

ok.82:                                            ; preds = %b9
  %t73 = udiv i64 %t68, %a6, !dbg !57
  %t75 = mul i64 %t73, %a6, !dbg !57
  %t76 = sub i64 %t68, %t75, !dbg !57
  %t77 = mul i64 %t76, %a16, !dbg !57
  %t78 = add i64 %t77, %t69, !dbg !57
  %t79 = mul i64 %t76, %a26, !dbg !57
  %t80 = add i64 %t79, %t70, !dbg !57
  %t81 = mul i64 %t76, %a35, !dbg !57
  %t82 = add i64 %t81, %t71, !dbg !57
  br label %b10, !dbg !57

b10:                                              ; preds = %ok.82, %b8
  %t83 = phi i64 [ %t73, %ok.82 ], [ %t68, %b8 ]
  %t84 = phi i64 [ %t78, %ok.82 ], [ %t69, %b8 ]
  %t85 = phi i64 [ %t80, %ok.82 ], [ %t70, %b8 ]
  %t86 = phi i64 [ %t82, %ok.82 ], [ %t71, %b8 ]
  br i1 %t21, label %b11, label %b12, !dbg !57

b11:                                              ; preds = %b10
  br i1 %.101, label %trap.102, label %ok.103, !dbg !57

trap.102:                                         ; preds = %b11
  %.105 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !57
  %.106 = extractvalue { i32, i1 } %.105, 1, !dbg !57
  br i1 %.106, label %trap.record.107, label %trap.end.108, !dbg !57

trap.record.107:                                  ; preds = %trap.102
  store i32 35, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !57
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !57
  %.112 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !57
  store i32 %.112, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !57
  %.114 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !57
  store i32 %.114, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !57
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !57
  %.118 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !57
  store i32 %.118, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !57
  %.120 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !57
  store i32 %.120, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !57
  br label %trap.end.108, !dbg !57

trap.end.108:                                     ; preds = %trap.record.107, %trap.102
  fence syncscope("agent") release, !dbg !57
  tail call void @llvm.amdgcn.endpgm(), !dbg !57
  unreachable, !dbg !57

ok.103:                                           ; preds = %b11
  %t88 = udiv i64 %t83, %a5, !dbg !57
  %t90 = mul i64 %t88, %a5, !dbg !57
  %t91 = sub i64 %t83, %t90, !dbg !57
  %t92 = mul i64 %t91, %a15, !dbg !57
  %t93 = add i64 %t92, %t84, !dbg !57
  %t94 = mul i64 %t91, %a25, !dbg !57
  %t95 = add i64 %t94, %t85, !dbg !57
  %t96 = mul i64 %t91, %a34, !dbg !57
  %t97 = add i64 %t96, %t86, !dbg !57
  br label %b12, !dbg !57

b12:                                              ; preds = %ok.103, %b10
  %t98 = phi i64 [ %t88, %ok.103 ], [ %t83, %b10 ]
  %t99 = phi i64 [ %t93, %ok.103 ], [ %t84, %b10 ]
  %t100 = phi i64 [ %t95, %ok.103 ], [ %t85, %b10 ]
  %t101 = phi i64 [ %t97, %ok.103 ], [ %t86, %b10 ]
  br i1 %t23, label %b13, label %b14, !dbg !57

b13:                                              ; preds = %b12
  br i1 %.122, label %trap.123, label %ok.124, !dbg !57

trap.123:                                         ; preds = %b13
  %.126 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !57
  %.127 = extractvalue { i32, i1 } %.126, 1, !dbg !57
  br i1 %.127, label %trap.record.128, label %trap.end.129, !dbg !57

trap.record.128:                                  ; preds = %trap.123
  store i32 36, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !57
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !57
  %.133 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !57
  store i32 %.133, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !57
  %.135 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !57
  store i32 %.135, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !57
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !57
  %.139 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !57
  store i32 %.139, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !57
  %.141 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !57
  store i32 %.141, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !57
  br label %trap.end.129, !dbg !57

trap.end.129:                                     ; preds = %trap.record.128, %trap.123
  fence syncscope("agent") release, !dbg !57
  tail call void @llvm.amdgcn.endpgm(), !dbg !57
  unreachable, !dbg !57

ok.124:                                           ; preds = %b13
  %t103 = udiv i64 %t98, %a4, !dbg !57
  %t105 = mul i64 %t103, %a4, !dbg !57
  %t106 = sub i64 %t98, %t105, !dbg !57
  %t107 = mul i64 %t106, %a14, !dbg !57
  %t108 = add i64 %t107, %t99, !dbg !57
  %t109 = mul i64 %t106, %a24, !dbg !57
  %t110 = add i64 %t109, %t100, !dbg !57
  %t111 = mul i64 %t106, %a33, !dbg !57
  %t112 = add i64 %t111, %t101, !dbg !57
  br label %b14, !dbg !57

b14:                                              ; preds = %ok.124, %b12
  %t113 = phi i64 [ %t103, %ok.124 ], [ %t98, %b12 ]
  %t114 = phi i64 [ %t108, %ok.124 ], [ %t99, %b12 ]
  %t115 = phi i64 [ %t110, %ok.124 ], [ %t100, %b12 ]
  %t116 = phi i64 [ %t112, %ok.124 ], [ %t101, %b12 ]
  br i1 %t25, label %b15, label %b16, !dbg !57

b15:                                              ; preds = %b14
  br i1 %.143, label %trap.144, label %ok.145, !dbg !57

trap.144:                                         ; preds = %b15
  %.147 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !57
  %.148 = extractvalue { i32, i1 } %.147, 1, !dbg !57
  br i1 %.148, label %trap.record.149, label %trap.end.150, !dbg !57

trap.record.149:                                  ; preds = %trap.144
  store i32 37, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !57
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !57
  %.154 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !57
  store i32 %.154, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !57
  %.156 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !57
  store i32 %.156, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !57
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !57
  %.160 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !57
  store i32 %.160, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !57
  %.162 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !57
  store i32 %.162, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !57
  br label %trap.end.150, !dbg !57

trap.end.150:                                     ; preds = %trap.record.149, %trap.144
  fence syncscope("agent") release, !dbg !57
  tail call void @llvm.amdgcn.endpgm(), !dbg !57
  unreachable, !dbg !57

ok.145:                                           ; preds = %b15
  %t118 = udiv i64 %t113, %a3, !dbg !57
  %t120 = mul i64 %t118, %a3, !dbg !57
  %t121 = sub i64 %t113, %t120, !dbg !57
  %t122 = mul i64 %t121, %a13, !dbg !57
  %t123 = add i64 %t122, %t114, !dbg !57
  %t124 = mul i64 %t121, %a23, !dbg !57
  %t125 = add i64 %t124, %t115, !dbg !57
  %t126 = mul i64 %t121, %a32, !dbg !57
  %t127 = add i64 %t126, %t116, !dbg !57
  br label %b16, !dbg !57

b16:                                              ; preds = %ok.145, %b14
  %t128 = phi i64 [ %t118, %ok.145 ], [ %t113, %b14 ]
  %t129 = phi i64 [ %t123, %ok.145 ], [ %t114, %b14 ]
  %t130 = phi i64 [ %t125, %ok.145 ], [ %t115, %b14 ]
  %t131 = phi i64 [ %t127, %ok.145 ], [ %t116, %b14 ]
  br i1 %t27, label %b17, label %b18, !dbg !57

b17:                                              ; preds = %b16
  %t132 = mul i64 %t128, %a12, !dbg !57
  %t133 = add i64 %t129, %t132, !dbg !57
  %t134 = mul i64 %t128, %a22, !dbg !57
  %t135 = add i64 %t130, %t134, !dbg !57
  %t136 = mul i64 %t128, %a31, !dbg !57
  %t137 = add i64 %t131, %t136, !dbg !57
  br label %b18, !dbg !57

b18:                                              ; preds = %b17, %b16
  %t138 = phi i64 [ %t133, %b17 ], [ %t129, %b16 ]
  %t139 = phi i64 [ %t135, %b17 ], [ %t130, %b16 ]
  %t140 = phi i64 [ %t137, %b17 ], [ %t131, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !57

b19:                                              ; preds = %b18
  %t141 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t138, !dbg !57
  %.164 = load i64, ptr addrspace(1) %t141, align 8, !dbg !57
  br label %b20, !dbg !57

b20:                                              ; preds = %b19, %b18
  %t143 = phi i64 [ %.164, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !57

b21:                                              ; preds = %b20
  %t144 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t139, !dbg !57
  %.165 = load i64, ptr addrspace(1) %t144, align 8, !dbg !57
  br label %b22, !dbg !57

b22:                                              ; preds = %b21, %b20
  %t146 = phi i64 [ %.165, %b21 ], [ %a21, %b20 ]
  %t147.not = icmp eq i64 %t146, 0, !dbg !58
  br i1 %t147.not, label %b24, label %ok.168, !dbg !58

ok.168:                                           ; preds = %b22
  %.188 = icmp eq i64 %t146, -1, !dbg !58
  %.190 = select i1 %.188, i64 1, i64 %t146, !dbg !58
  %.191 = sdiv i64 %t143, %.190, !dbg !58
  %.192 = sub i64 0, %t143, !dbg !58
  %.193 = select i1 %.188, i64 %.192, i64 %.191, !dbg !58
  %t149 = getelementptr inbounds i64, ptr addrspace(1) %a30, i64 %t140, !dbg !57
  store i64 %.193, ptr addrspace(1) %t149, align 8, !dbg !57
  %t150 = add i64 %t282, %t12, !dbg !57
  %t29 = icmp slt i64 %t150, %a0, !dbg !57
  br i1 %t29, label %b2, label %b25, !dbg !57

b24:                                              ; preds = %b22
  %.196 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !58
  %.197 = extractvalue { i32, i1 } %.196, 1, !dbg !58
  br i1 %.197, label %trap.record.198, label %trap.end.199, !dbg !58

trap.record.198:                                  ; preds = %b24
  store i32 39, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !58
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !58
  %.203 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !58
  store i32 %.203, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !58
  %.205 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !58
  store i32 %.205, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !58
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !58
  %.209 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !58
  store i32 %.209, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !58
  %.211 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !58
  store i32 %.211, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !58
  br label %trap.end.199, !dbg !58

trap.end.199:                                     ; preds = %trap.record.198, %b24
  fence syncscope("agent") release, !dbg !58
  tail call void @llvm.amdgcn.endpgm(), !dbg !58
  unreachable, !dbg !58

b25:                                              ; preds = %ok.168, %entry
  ret void, !dbg !57
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage1(i64 %a0, ptr addrspace(1) %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !59 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !60
  %t3 = sext i32 %.1 to i64, !dbg !60
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !60
  %t5 = sext i32 %.2 to i64, !dbg !60
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !60
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !60
  %.5 = load i16, ptr addrspace(4) %.4, align 4, !dbg !60, !invariant.load !6
  %.6 = zext i16 %.5 to i32, !dbg !60
  %t7 = zext i16 %.5 to i64
  %.8 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !60
  %.9 = load i32, ptr addrspace(4) %.8, align 4, !dbg !60, !invariant.load !6
  %.14 = add nsw i32 %.6, -1, !dbg !60
  %.15 = add i32 %.14, %.9, !dbg !60
  %.16 = udiv i32 %.15, %.6, !dbg !60
  %t9 = sext i32 %.16 to i64, !dbg !60
  %t10 = mul nsw i64 %t7, %t5, !dbg !60
  %t11 = add nsw i64 %t10, %t3, !dbg !60
  %t12 = mul nsw i64 %t9, %t7, !dbg !60
  %t13 = shl nsw i64 %t12, 1, !dbg !60
  %t14 = ptrtoint ptr addrspace(1) %a1 to i64, !dbg !60
  %t16 = icmp eq i64 %a2, 1, !dbg !60
  %t17 = and i64 %t14, 15, !dbg !60
  %t18 = icmp eq i64 %t17, 0, !dbg !60
  %t19 = and i1 %t16, %t18, !dbg !60
  %t20 = ashr i64 %a0, 1, !dbg !60
  %t21 = add i64 %a0, 1, !dbg !60
  %t22 = ashr i64 %t21, 1, !dbg !60
  %t23 = icmp slt i64 %t11, %t22, !dbg !60
  br i1 %t23, label %b1, label %b35, !dbg !60

b1:                                               ; preds = %entry
  %t24 = shl nsw i64 %t11, 1, !dbg !60
  %t25 = mul i64 %t24, %a2, !dbg !60
  %t26 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t25, !dbg !60
  %.17 = load i64, ptr addrspace(1) %t26, align 8, !dbg !60, !amdgpu.noclobber !6
  %0 = xor i64 %t24, -1, !dbg !60
  %t29 = add i64 %0, %a0, !dbg !60
  %t31 = icmp sgt i64 %t29, 0, !dbg !60
  br i1 %t31, label %b2, label %b5, !dbg !60

b2:                                               ; preds = %b1
  %t30 = getelementptr inbounds i64, ptr addrspace(1) %t26, i64 %a2, !dbg !60
  %.18 = load i64, ptr addrspace(1) %t30, align 8, !dbg !60, !amdgpu.noclobber !6
  %t33.not = icmp eq i64 %.18, 0, !dbg !61
  br i1 %t33.not, label %b4, label %ok.21, !dbg !61

ok.21:                                            ; preds = %b2
  %.41 = icmp eq i64 %.18, -1, !dbg !61
  %.43 = select i1 %.41, i64 1, i64 %.18, !dbg !61
  %.44 = sdiv i64 %.17, %.43, !dbg !61
  %.45 = sub i64 0, %.17, !dbg !61
  %.46 = select i1 %.41, i64 %.45, i64 %.44, !dbg !61
  br label %b5, !dbg !60

b4:                                               ; preds = %b2
  %.49 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !61
  %.50 = extractvalue { i32, i1 } %.49, 1, !dbg !61
  br i1 %.50, label %trap.record.51, label %trap.end.52, !dbg !61

trap.record.51:                                   ; preds = %b4
  store i32 41, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !61
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !61
  %.56 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !61
  store i32 %.56, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !61
  %.58 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !61
  store i32 %.58, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !61
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !61
  %.62 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !61
  store i32 %.62, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !61
  %.64 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !61
  store i32 %.64, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !61
  br label %trap.end.52, !dbg !61

trap.end.52:                                      ; preds = %trap.record.51, %b4
  fence syncscope("agent") release, !dbg !61
  tail call void @llvm.amdgcn.endpgm(), !dbg !61
  unreachable, !dbg !61

b5:                                               ; preds = %ok.21, %b1
  %t35 = phi i64 [ %.46, %ok.21 ], [ %.17, %b1 ]
  %t36 = add nsw i64 %t12, %t11, !dbg !60
  br i1 %t19, label %b6, label %b25, !dbg !60

b6:                                               ; preds = %b5
  %t37 = sub nsw i64 %t20, %t12, !dbg !60
  %t4125 = icmp slt i64 %t36, %t37, !dbg !60
  br i1 %t4125, label %b8, label %b18.preheader, !dbg !60

b18.preheader:                                    ; preds = %ok.219, %b6
  %t38.lcssa = phi i64 [ %t36, %b6 ], [ %t58, %ok.219 ]
  %t39.lcssa = phi i64 [ %t35, %b6 ], [ %.244, %ok.219 ]
  %t6229 = icmp slt i64 %t38.lcssa, %t20, !dbg !60
  br i1 %t6229, label %b19, label %b25, !dbg !60

b8:                                               ; preds = %b6, %ok.219
  %t3927 = phi i64 [ %.244, %ok.219 ], [ %t35, %b6 ]
  %t3826 = phi i64 [ %t58, %ok.219 ], [ %t36, %b6 ]
  %t42 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t3826, !dbg !60
  %.66 = load <2 x i64>, ptr addrspace(1) %t42, align 16, !dbg !60, !amdgpu.noclobber !6
  %.67 = extractelement <2 x i64> %.66, i64 0, !dbg !60
  %.69 = extractelement <2 x i64> %.66, i64 1, !dbg !60
  %t44 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t42, i64 %t12, !dbg !60
  %.71 = load <2 x i64>, ptr addrspace(1) %t44, align 16, !dbg !60, !amdgpu.noclobber !6
  %.72 = extractelement <2 x i64> %.71, i64 0, !dbg !60
  %.74 = extractelement <2 x i64> %.71, i64 1, !dbg !60
  %t47.not = icmp eq i64 %.67, 0, !dbg !61
  br i1 %t47.not, label %b10, label %ok.78, !dbg !61

ok.78:                                            ; preds = %b8
  %t50.not = icmp eq i64 %.69, 0, !dbg !61
  br i1 %t50.not, label %b12, label %ok.125, !dbg !61

b10:                                              ; preds = %b8
  %.106 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !61
  %.107 = extractvalue { i32, i1 } %.106, 1, !dbg !61
  br i1 %.107, label %trap.record.108, label %trap.end.109, !dbg !61

trap.record.108:                                  ; preds = %b10
  store i32 43, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !61
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !61
  %.113 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !61
  store i32 %.113, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !61
  %.115 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !61
  store i32 %.115, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !61
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !61
  %.119 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !61
  store i32 %.119, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !61
  %.121 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !61
  store i32 %.121, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !61
  br label %trap.end.109, !dbg !61

trap.end.109:                                     ; preds = %trap.record.108, %b10
  fence syncscope("agent") release, !dbg !61
  tail call void @llvm.amdgcn.endpgm(), !dbg !61
  unreachable, !dbg !61

ok.125:                                           ; preds = %ok.78
  %t53.not = icmp eq i64 %.72, 0, !dbg !61
  br i1 %t53.not, label %b14, label %ok.172, !dbg !61

b12:                                              ; preds = %ok.78
  %.153 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !61
  %.154 = extractvalue { i32, i1 } %.153, 1, !dbg !61
  br i1 %.154, label %trap.record.155, label %trap.end.156, !dbg !61

trap.record.155:                                  ; preds = %b12
  store i32 45, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !61
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !61
  %.160 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !61
  store i32 %.160, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !61
  %.162 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !61
  store i32 %.162, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !61
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !61
  %.166 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !61
  store i32 %.166, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !61
  %.168 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !61
  store i32 %.168, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !61
  br label %trap.end.156, !dbg !61

trap.end.156:                                     ; preds = %trap.record.155, %b12
  fence syncscope("agent") release, !dbg !61
  tail call void @llvm.amdgcn.endpgm(), !dbg !61
  unreachable, !dbg !61

ok.172:                                           ; preds = %ok.125
  %t56.not = icmp eq i64 %.74, 0, !dbg !61
  br i1 %t56.not, label %b16, label %ok.219, !dbg !61

b14:                                              ; preds = %ok.125
  %.200 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !61
  %.201 = extractvalue { i32, i1 } %.200, 1, !dbg !61
  br i1 %.201, label %trap.record.202, label %trap.end.203, !dbg !61

trap.record.202:                                  ; preds = %b14
  store i32 47, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !61
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !61
  %.207 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !61
  store i32 %.207, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !61
  %.209 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !61
  store i32 %.209, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !61
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !61
  %.213 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !61
  store i32 %.213, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !61
  %.215 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !61
  store i32 %.215, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !61
  br label %trap.end.203, !dbg !61

trap.end.203:                                     ; preds = %trap.record.202, %b14
  fence syncscope("agent") release, !dbg !61
  tail call void @llvm.amdgcn.endpgm(), !dbg !61
  unreachable, !dbg !61

ok.219:                                           ; preds = %ok.172
  %.192 = icmp eq i64 %.72, -1, !dbg !61
  %.145 = icmp eq i64 %.69, -1, !dbg !61
  %.98 = icmp eq i64 %.67, -1, !dbg !61
  %.102 = sub i64 0, %t3927, !dbg !61
  %.100 = select i1 %.98, i64 1, i64 %.67, !dbg !61
  %.101 = sdiv i64 %t3927, %.100, !dbg !61
  %.103 = select i1 %.98, i64 %.102, i64 %.101, !dbg !61
  %.149 = sub i64 0, %.103, !dbg !61
  %.147 = select i1 %.145, i64 1, i64 %.69, !dbg !61
  %.148 = sdiv i64 %.103, %.147, !dbg !61
  %.150 = select i1 %.145, i64 %.149, i64 %.148, !dbg !61
  %.196 = sub i64 0, %.150, !dbg !61
  %.194 = select i1 %.192, i64 1, i64 %.72, !dbg !61
  %.195 = sdiv i64 %.150, %.194, !dbg !61
  %.197 = select i1 %.192, i64 %.196, i64 %.195, !dbg !61
  %.239 = icmp eq i64 %.74, -1, !dbg !61
  %.241 = select i1 %.239, i64 1, i64 %.74, !dbg !61
  %.242 = sdiv i64 %.197, %.241, !dbg !61
  %.243 = sub i64 0, %.197, !dbg !61
  %.244 = select i1 %.239, i64 %.243, i64 %.242, !dbg !61
  %t58 = add i64 %t3826, %t13, !dbg !60
  %t41 = icmp slt i64 %t58, %t37, !dbg !60
  br i1 %t41, label %b8, label %b18.preheader, !dbg !60

b16:                                              ; preds = %ok.172
  %.247 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !61
  %.248 = extractvalue { i32, i1 } %.247, 1, !dbg !61
  br i1 %.248, label %trap.record.249, label %trap.end.250, !dbg !61

trap.record.249:                                  ; preds = %b16
  store i32 49, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !61
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !61
  %.254 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !61
  store i32 %.254, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !61
  %.256 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !61
  store i32 %.256, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !61
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !61
  %.260 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !61
  store i32 %.260, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !61
  %.262 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !61
  store i32 %.262, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !61
  br label %trap.end.250, !dbg !61

trap.end.250:                                     ; preds = %trap.record.249, %b16
  fence syncscope("agent") release, !dbg !61
  tail call void @llvm.amdgcn.endpgm(), !dbg !61
  unreachable, !dbg !61

b19:                                              ; preds = %b18.preheader, %ok.318
  %t6031 = phi i64 [ %.343, %ok.318 ], [ %t39.lcssa, %b18.preheader ]
  %t5930 = phi i64 [ %t71, %ok.318 ], [ %t38.lcssa, %b18.preheader ]
  %t63 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a1, i64 %t5930, !dbg !60
  %.264 = load <2 x i64>, ptr addrspace(1) %t63, align 16, !dbg !60, !amdgpu.noclobber !6
  %.265 = extractelement <2 x i64> %.264, i64 0, !dbg !60
  %.267 = extractelement <2 x i64> %.264, i64 1, !dbg !60
  %t66.not = icmp eq i64 %.265, 0, !dbg !61
  br i1 %t66.not, label %b21, label %ok.271, !dbg !61

ok.271:                                           ; preds = %b19
  %t69.not = icmp eq i64 %.267, 0, !dbg !61
  br i1 %t69.not, label %b23, label %ok.318, !dbg !61

b21:                                              ; preds = %b19
  %.299 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !61
  %.300 = extractvalue { i32, i1 } %.299, 1, !dbg !61
  br i1 %.300, label %trap.record.301, label %trap.end.302, !dbg !61

trap.record.301:                                  ; preds = %b21
  store i32 51, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !61
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !61
  %.306 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !61
  store i32 %.306, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !61
  %.308 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !61
  store i32 %.308, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !61
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !61
  %.312 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !61
  store i32 %.312, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !61
  %.314 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !61
  store i32 %.314, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !61
  br label %trap.end.302, !dbg !61

trap.end.302:                                     ; preds = %trap.record.301, %b21
  fence syncscope("agent") release, !dbg !61
  tail call void @llvm.amdgcn.endpgm(), !dbg !61
  unreachable, !dbg !61

ok.318:                                           ; preds = %ok.271
  %.291 = icmp eq i64 %.265, -1, !dbg !61
  %.295 = sub i64 0, %t6031, !dbg !61
  %.293 = select i1 %.291, i64 1, i64 %.265, !dbg !61
  %.294 = sdiv i64 %t6031, %.293, !dbg !61
  %.296 = select i1 %.291, i64 %.295, i64 %.294, !dbg !61
  %.338 = icmp eq i64 %.267, -1, !dbg !61
  %.340 = select i1 %.338, i64 1, i64 %.267, !dbg !61
  %.341 = sdiv i64 %.296, %.340, !dbg !61
  %.342 = sub i64 0, %.296, !dbg !61
  %.343 = select i1 %.338, i64 %.342, i64 %.341, !dbg !61
  %t71 = add i64 %t5930, %t12, !dbg !60
  %t62 = icmp slt i64 %t71, %t20, !dbg !60
  br i1 %t62, label %b19, label %b25, !dbg !60

b23:                                              ; preds = %ok.271
  %.346 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !61
  %.347 = extractvalue { i32, i1 } %.346, 1, !dbg !61
  br i1 %.347, label %trap.record.348, label %trap.end.349, !dbg !61

trap.record.348:                                  ; preds = %b23
  store i32 53, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !61
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !61
  %.353 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !61
  store i32 %.353, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !61
  %.355 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !61
  store i32 %.355, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !61
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !61
  %.359 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !61
  store i32 %.359, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !61
  %.361 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !61
  store i32 %.361, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !61
  br label %trap.end.349, !dbg !61

trap.end.349:                                     ; preds = %trap.record.348, %b23
  fence syncscope("agent") release, !dbg !61
  tail call void @llvm.amdgcn.endpgm(), !dbg !61
  unreachable, !dbg !61

b25:                                              ; preds = %ok.318, %b18.preheader, %b5
  %t72 = phi i64 [ %t35, %b5 ], [ %t39.lcssa, %b18.preheader ], [ %.343, %ok.318 ]
  %t73 = phi i64 [ %t36, %b5 ], [ %t38.lcssa, %b18.preheader ], [ %t71, %ok.318 ]
  %t74 = shl i64 %a2, 1, !dbg !60
  %t77 = mul i64 %t12, %t74, !dbg !60
  %t8134 = icmp slt i64 %t73, %t22, !dbg !60
  br i1 %t8134, label %b27.lr.ph, label %b35, !dbg !60

b27.lr.ph:                                        ; preds = %b25
  %t75 = mul i64 %t73, %t74, !dbg !60
  %t76 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t75, !dbg !60
  %t83 = add i64 %a0, -1
  %.393 = shl nsw i64 %a2, 3
  br label %b27, !dbg !60

b27:                                              ; preds = %b27.lr.ph, %b33
  %t8037 = phi i64 [ %t72, %b27.lr.ph ], [ %t93, %b33 ]
  %t7936 = phi i64 [ %t73, %b27.lr.ph ], [ %t94, %b33 ]
  %t7835 = phi ptr addrspace(1) [ %t76, %b27.lr.ph ], [ %t95, %b33 ]
  %.363 = load i64, ptr addrspace(1) %t7835, align 8, !dbg !60
  %t86.not = icmp eq i64 %.363, 0, !dbg !61
  br i1 %t86.not, label %b29, label %ok.366, !dbg !61

ok.366:                                           ; preds = %b27
  %t82.neg = mul i64 %t7936, -2, !dbg !60
  %t84 = add i64 %t83, %t82.neg, !dbg !60
  %.386 = icmp eq i64 %.363, -1, !dbg !61
  %.388 = select i1 %.386, i64 1, i64 %.363, !dbg !61
  %.389 = sdiv i64 %t8037, %.388, !dbg !61
  %.390 = sub i64 0, %t8037, !dbg !61
  %.391 = select i1 %.386, i64 %.390, i64 %.389, !dbg !61
  %t89 = icmp sgt i64 %t84, 0, !dbg !60
  br i1 %t89, label %b30, label %b33, !dbg !60

b29:                                              ; preds = %b27
  %.395 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !61
  %.396 = extractvalue { i32, i1 } %.395, 1, !dbg !61
  br i1 %.396, label %trap.record.397, label %trap.end.398, !dbg !61

trap.record.397:                                  ; preds = %b29
  store i32 55, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !61
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !61
  %.402 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !61
  store i32 %.402, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !61
  %.404 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !61
  store i32 %.404, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !61
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !61
  %.408 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !61
  store i32 %.408, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !61
  %.410 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !61
  store i32 %.410, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !61
  br label %trap.end.398, !dbg !61

trap.end.398:                                     ; preds = %trap.record.397, %b29
  fence syncscope("agent") release, !dbg !61
  tail call void @llvm.amdgcn.endpgm(), !dbg !61
  unreachable, !dbg !61

b30:                                              ; preds = %ok.366
  %t88 = getelementptr inbounds i8, ptr addrspace(1) %t7835, i64 %.393, !dbg !60
  %.412 = load i64, ptr addrspace(1) %t88, align 8, !dbg !60
  %t91.not = icmp eq i64 %.412, 0, !dbg !61
  br i1 %t91.not, label %b32, label %ok.415, !dbg !61

ok.415:                                           ; preds = %b30
  %.435 = icmp eq i64 %.412, -1, !dbg !61
  %.437 = select i1 %.435, i64 1, i64 %.412, !dbg !61
  %.438 = sdiv i64 %.391, %.437, !dbg !61
  %.439 = sub i64 0, %.391, !dbg !61
  %.440 = select i1 %.435, i64 %.439, i64 %.438, !dbg !61
  br label %b33, !dbg !60

b32:                                              ; preds = %b30
  %.443 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !61
  %.444 = extractvalue { i32, i1 } %.443, 1, !dbg !61
  br i1 %.444, label %trap.record.445, label %trap.end.446, !dbg !61

trap.record.445:                                  ; preds = %b32
  store i32 57, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !61
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !61
  %.450 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !61
  store i32 %.450, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !61
  %.452 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !61
  store i32 %.452, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !61
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !61
  %.456 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !61
  store i32 %.456, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !61
  %.458 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !61
  store i32 %.458, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !61
  br label %trap.end.446, !dbg !61

trap.end.446:                                     ; preds = %trap.record.445, %b32
  fence syncscope("agent") release, !dbg !61
  tail call void @llvm.amdgcn.endpgm(), !dbg !61
  unreachable, !dbg !61

b33:                                              ; preds = %ok.415, %ok.366
  %t93 = phi i64 [ %.440, %ok.415 ], [ %.391, %ok.366 ]
  %t94 = add i64 %t7936, %t12, !dbg !60
  %t95 = getelementptr inbounds i64, ptr addrspace(1) %t7835, i64 %t77, !dbg !60
  %t81 = icmp slt i64 %t94, %t22, !dbg !60
  br i1 %t81, label %b27, label %b35, !dbg !60

b35:                                              ; preds = %b33, %b25, %entry
  %t96 = phi i64 [ 0, %entry ], [ %t72, %b25 ], [ %t93, %b33 ]
  %t97 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage1.shared.0, i32 %.1, !dbg !60
  store i64 %t96, ptr addrspace(3) %t97, align 8, !dbg !60
  %t98 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage1.shared.1, i32 %.1, !dbg !60
  %.460 = zext i1 %t23 to i8, !dbg !60
  store i8 %.460, ptr addrspace(3) %t98, align 1, !dbg !60
  fence syncscope("workgroup") release, !dbg !60
  tail call void @llvm.amdgcn.s.barrier(), !dbg !60
  fence syncscope("workgroup") acquire, !dbg !60
  %t99 = icmp slt i32 %.1, 128, !dbg !60
  br i1 %t99, label %b36, label %b43, !dbg !60

b36:                                              ; preds = %b35
  %t100 = add nsw i32 %.1, 128, !dbg !60
  %t101 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage1.shared.0, i32 %t100, !dbg !60
  %.461 = load i64, ptr addrspace(3) %t101, align 8, !dbg !60
  %t103 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage1.shared.1, i32 %t100, !dbg !60
  %.462 = load i8, ptr addrspace(3) %t103, align 1, !dbg !60
  %.463.not10 = icmp eq i8 %.462, 0, !dbg !60
  %t23.not = xor i1 %t23, true, !dbg !60
  %brmerge = select i1 %.463.not10, i1 true, i1 %t23.not, !dbg !60
  %t96.mux = select i1 %.463.not10, i64 %t96, i64 %.461, !dbg !60
  %not..463.not10 = xor i1 %.463.not10, true, !dbg !60
  %t23.mux = select i1 %not..463.not10, i1 true, i1 %t23, !dbg !60
  br i1 %brmerge, label %b42, label %b38, !dbg !60

b38:                                              ; preds = %b36
  %t105.not = icmp eq i64 %.461, 0, !dbg !61
  br i1 %t105.not, label %b40, label %ok.466, !dbg !61

ok.466:                                           ; preds = %b38
  %.486 = icmp eq i64 %.461, -1, !dbg !61
  %.488 = select i1 %.486, i64 1, i64 %.461, !dbg !61
  %.489 = sdiv i64 %t96, %.488, !dbg !61
  %.490 = sub i64 0, %t96, !dbg !61
  %.491 = select i1 %.486, i64 %.490, i64 %.489, !dbg !61
  br label %b42, !dbg !60

b40:                                              ; preds = %b38
  %.494 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !61
  %.495 = extractvalue { i32, i1 } %.494, 1, !dbg !61
  br i1 %.495, label %trap.record.496, label %trap.end.497, !dbg !61

trap.record.496:                                  ; preds = %b40
  store i32 59, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !61
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !61
  %.501 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !61
  store i32 %.501, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !61
  %.503 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !61
  store i32 %.503, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !61
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !61
  %.507 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !61
  store i32 %.507, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !61
  %.509 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !61
  store i32 %.509, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !61
  br label %trap.end.497, !dbg !61

trap.end.497:                                     ; preds = %trap.record.496, %b40
  fence syncscope("agent") release, !dbg !61
  tail call void @llvm.amdgcn.endpgm(), !dbg !61
  unreachable, !dbg !61

b42:                                              ; preds = %b36, %ok.466
  %t108 = phi i64 [ %t96.mux, %b36 ], [ %.491, %ok.466 ]
  %t109 = phi i1 [ %t23.mux, %b36 ], [ true, %ok.466 ]
  store i64 %t108, ptr addrspace(3) %t97, align 8, !dbg !60
  %.511 = zext i1 %t109 to i8, !dbg !60
  store i8 %.511, ptr addrspace(3) %t98, align 1, !dbg !60
  br label %b43, !dbg !60

b43:                                              ; preds = %b42, %b35
  %t110 = phi i64 [ %t108, %b42 ], [ %t96, %b35 ]
  %t111 = phi i1 [ %t109, %b42 ], [ %t23, %b35 ]
  fence syncscope("workgroup") release, !dbg !60
  tail call void @llvm.amdgcn.s.barrier(), !dbg !60
  fence syncscope("workgroup") acquire, !dbg !60
  %t112 = icmp slt i32 %.1, 64, !dbg !60
  br i1 %t112, label %b44, label %b51, !dbg !60

b44:                                              ; preds = %b43
  %t113 = add nsw i32 %.1, 64, !dbg !60
  %t114 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage1.shared.0, i32 %t113, !dbg !60
  %.512 = load i64, ptr addrspace(3) %t114, align 8, !dbg !60
  %t116 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage1.shared.1, i32 %t113, !dbg !60
  %.513 = load i8, ptr addrspace(3) %t116, align 1, !dbg !60
  %.514.not9 = icmp eq i8 %.513, 0, !dbg !60
  %t111.not = xor i1 %t111, true, !dbg !60
  %brmerge1 = select i1 %.514.not9, i1 true, i1 %t111.not, !dbg !60
  %t110.mux = select i1 %.514.not9, i64 %t110, i64 %.512, !dbg !60
  %not..514.not9 = xor i1 %.514.not9, true, !dbg !60
  %t111.mux = select i1 %not..514.not9, i1 true, i1 %t111, !dbg !60
  br i1 %brmerge1, label %b50, label %b46, !dbg !60

b46:                                              ; preds = %b44
  %t118.not = icmp eq i64 %.512, 0, !dbg !61
  br i1 %t118.not, label %b48, label %ok.517, !dbg !61

ok.517:                                           ; preds = %b46
  %.537 = icmp eq i64 %.512, -1, !dbg !61
  %.539 = select i1 %.537, i64 1, i64 %.512, !dbg !61
  %.540 = sdiv i64 %t110, %.539, !dbg !61
  %.541 = sub i64 0, %t110, !dbg !61
  %.542 = select i1 %.537, i64 %.541, i64 %.540, !dbg !61
  br label %b50, !dbg !60

b48:                                              ; preds = %b46
  %.545 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !61
  %.546 = extractvalue { i32, i1 } %.545, 1, !dbg !61
  br i1 %.546, label %trap.record.547, label %trap.end.548, !dbg !61

trap.record.547:                                  ; preds = %b48
  store i32 61, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !61
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !61
  %.552 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !61
  store i32 %.552, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !61
  %.554 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !61
  store i32 %.554, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !61
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !61
  %.558 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !61
  store i32 %.558, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !61
  %.560 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !61
  store i32 %.560, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !61
  br label %trap.end.548, !dbg !61

trap.end.548:                                     ; preds = %trap.record.547, %b48
  fence syncscope("agent") release, !dbg !61
  tail call void @llvm.amdgcn.endpgm(), !dbg !61
  unreachable, !dbg !61

b50:                                              ; preds = %b44, %ok.517
  %t121 = phi i64 [ %t110.mux, %b44 ], [ %.542, %ok.517 ]
  %t122 = phi i1 [ %t111.mux, %b44 ], [ true, %ok.517 ]
  store i64 %t121, ptr addrspace(3) %t97, align 8, !dbg !60
  %.562 = zext i1 %t122 to i8, !dbg !60
  store i8 %.562, ptr addrspace(3) %t98, align 1, !dbg !60
  br label %b51, !dbg !60

b51:                                              ; preds = %b50, %b43
  %t123 = phi i64 [ %t121, %b50 ], [ %t110, %b43 ]
  %t124 = phi i1 [ %t122, %b50 ], [ %t111, %b43 ]
  fence syncscope("workgroup") release, !dbg !60
  tail call void @llvm.amdgcn.s.barrier(), !dbg !60
  fence syncscope("workgroup") acquire, !dbg !60
  %t125 = icmp slt i32 %.1, 32, !dbg !60
  br i1 %t125, label %b52, label %b59, !dbg !60

b52:                                              ; preds = %b51
  %t126 = add nsw i32 %.1, 32, !dbg !60
  %t127 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage1.shared.0, i32 %t126, !dbg !60
  %.563 = load i64, ptr addrspace(3) %t127, align 8, !dbg !60
  %t129 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage1.shared.1, i32 %t126, !dbg !60
  %.564 = load i8, ptr addrspace(3) %t129, align 1, !dbg !60
  %.565.not8 = icmp eq i8 %.564, 0, !dbg !60
  %t124.not = xor i1 %t124, true, !dbg !60
  %brmerge2 = select i1 %.565.not8, i1 true, i1 %t124.not, !dbg !60
  %t123.mux = select i1 %.565.not8, i64 %t123, i64 %.563, !dbg !60
  %not..565.not8 = xor i1 %.565.not8, true, !dbg !60
  %t124.mux = select i1 %not..565.not8, i1 true, i1 %t124, !dbg !60
  br i1 %brmerge2, label %b59, label %b54, !dbg !60

b54:                                              ; preds = %b52
  %t131.not = icmp eq i64 %.563, 0, !dbg !61
  br i1 %t131.not, label %b56, label %ok.568, !dbg !61

ok.568:                                           ; preds = %b54
  %.588 = icmp eq i64 %.563, -1, !dbg !61
  %.590 = select i1 %.588, i64 1, i64 %.563, !dbg !61
  %.591 = sdiv i64 %t123, %.590, !dbg !61
  %.592 = sub i64 0, %t123, !dbg !61
  %.593 = select i1 %.588, i64 %.592, i64 %.591, !dbg !61
  br label %b59, !dbg !60

b56:                                              ; preds = %b54
  %.596 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !61
  %.597 = extractvalue { i32, i1 } %.596, 1, !dbg !61
  br i1 %.597, label %trap.record.598, label %trap.end.599, !dbg !61

trap.record.598:                                  ; preds = %b56
  store i32 63, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !61
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !61
  %.603 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !61
  store i32 %.603, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !61
  %.605 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !61
  store i32 %.605, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !61
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !61
  %.609 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !61
  store i32 %.609, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !61
  %.611 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !61
  store i32 %.611, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !61
  br label %trap.end.599, !dbg !61

trap.end.599:                                     ; preds = %trap.record.598, %b56
  fence syncscope("agent") release, !dbg !61
  tail call void @llvm.amdgcn.endpgm(), !dbg !61
  unreachable, !dbg !61

b59:                                              ; preds = %b52, %ok.568, %b51
  %t136 = phi i64 [ %t123, %b51 ], [ %t123.mux, %b52 ], [ %.593, %ok.568 ]
  %t137 = phi i1 [ %t124, %b51 ], [ %t124.mux, %b52 ], [ true, %ok.568 ]
  br i1 %t125, label %b60, label %b91, !dbg !60

b60:                                              ; preds = %b59
  %.614 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !60
  %.615 = zext i32 %.614 to i64, !dbg !60
  %.616 = add nuw nsw i64 %.615, 16, !dbg !60
  %.617 = icmp ult i32 %.614, 16, !dbg !60
  %.618 = tail call i32 @llvm.read_register.i32(metadata !62) #7, !dbg !60
  %.619 = zext i32 %.618 to i64, !dbg !60
  %.620 = and i64 %.616, 31, !dbg !60
  %1 = shl nuw nsw i64 1, %.620, !dbg !60
  %2 = and i64 %1, %.619, !dbg !60
  %.622 = icmp ne i64 %2, 0, !dbg !60
  %.623 = and i1 %.617, %.622, !dbg !60
  %.624 = trunc i64 %.616 to i32, !dbg !60
  %.625 = shl i32 %.624, 2, !dbg !60
  %.626 = trunc i64 %t136 to i32, !dbg !60
  %.627 = lshr i64 %t136, 32, !dbg !60
  %.628 = trunc i64 %.627 to i32, !dbg !60
  %.629 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.625, i32 %.626), !dbg !60
  %.630 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.625, i32 %.628), !dbg !60
  %.631 = zext i32 %.629 to i64, !dbg !60
  %.632 = zext i32 %.630 to i64, !dbg !60
  %.633 = shl nuw i64 %.632, 32, !dbg !60
  %.634 = or i64 %.633, %.631, !dbg !60
  %t138 = select i1 %.623, i64 %.634, i64 %t136, !dbg !60
  %.648 = zext i1 %t137 to i32, !dbg !60
  %.649 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.625, i32 %.648), !dbg !60
  %3 = and i32 %.649, 1, !dbg !60
  %.650 = icmp ne i32 %3, 0, !dbg !60
  %t139 = select i1 %.623, i1 %.650, i1 %t137, !dbg !60
  %t140 = icmp slt i32 %.1, 16, !dbg !60
  %t141 = and i1 %t140, %t139, !dbg !60
  %4 = select i1 %t141, i1 %t137, i1 false, !dbg !60
  %t136.mux = select i1 %t141, i64 %t138, i64 %t136, !dbg !60
  %t137.mux = select i1 %t141, i1 true, i1 %t137, !dbg !60
  br i1 %4, label %b62, label %b66, !dbg !60

b62:                                              ; preds = %b60
  %t142.not = icmp eq i64 %t138, 0, !dbg !61
  br i1 %t142.not, label %b64, label %ok.653, !dbg !61

ok.653:                                           ; preds = %b62
  %.673 = icmp eq i64 %t138, -1, !dbg !61
  %.675 = select i1 %.673, i64 1, i64 %t138, !dbg !61
  %.676 = sdiv i64 %t136, %.675, !dbg !61
  %.677 = sub i64 0, %t136, !dbg !61
  %.678 = select i1 %.673, i64 %.677, i64 %.676, !dbg !61
  br label %b66, !dbg !60

b64:                                              ; preds = %b62
  %.681 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !61
  %.682 = extractvalue { i32, i1 } %.681, 1, !dbg !61
  br i1 %.682, label %trap.record.683, label %trap.end.684, !dbg !61

trap.record.683:                                  ; preds = %b64
  store i32 65, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !61
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !61
  %.688 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !61
  store i32 %.688, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !61
  %.690 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !61
  store i32 %.690, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !61
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !61
  %.694 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !61
  store i32 %.694, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !61
  %.696 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !61
  store i32 %.696, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !61
  br label %trap.end.684, !dbg !61

trap.end.684:                                     ; preds = %trap.record.683, %b64
  fence syncscope("agent") release, !dbg !61
  tail call void @llvm.amdgcn.endpgm(), !dbg !61
  unreachable, !dbg !61

b66:                                              ; preds = %b60, %ok.653
  %t145 = phi i64 [ %t136.mux, %b60 ], [ %.678, %ok.653 ]
  %t146 = phi i1 [ %t137.mux, %b60 ], [ true, %ok.653 ]
  %.701 = add nuw nsw i64 %.615, 8, !dbg !60
  %.702 = icmp ult i32 %.614, 24, !dbg !60
  %.705 = and i64 %.701, 31, !dbg !60
  %5 = shl nuw nsw i64 1, %.705, !dbg !60
  %6 = and i64 %5, %.619, !dbg !60
  %.707 = icmp ne i64 %6, 0, !dbg !60
  %.708 = and i1 %.702, %.707, !dbg !60
  %.709 = trunc i64 %.701 to i32, !dbg !60
  %.710 = shl i32 %.709, 2, !dbg !60
  %.711 = trunc i64 %t145 to i32, !dbg !60
  %.712 = lshr i64 %t145, 32, !dbg !60
  %.713 = trunc i64 %.712 to i32, !dbg !60
  %.714 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.710, i32 %.711), !dbg !60
  %.715 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.710, i32 %.713), !dbg !60
  %.716 = zext i32 %.714 to i64, !dbg !60
  %.717 = zext i32 %.715 to i64, !dbg !60
  %.718 = shl nuw i64 %.717, 32, !dbg !60
  %.719 = or i64 %.718, %.716, !dbg !60
  %t147 = select i1 %.708, i64 %.719, i64 %t145, !dbg !60
  %.733 = zext i1 %t146 to i32, !dbg !60
  %.734 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.710, i32 %.733), !dbg !60
  %7 = and i32 %.734, 1, !dbg !60
  %.735 = icmp ne i32 %7, 0, !dbg !60
  %t148 = select i1 %.708, i1 %.735, i1 %t146, !dbg !60
  %t149 = icmp slt i32 %.1, 24, !dbg !60
  %t150 = and i1 %t149, %t148, !dbg !60
  %8 = select i1 %t150, i1 %t146, i1 false, !dbg !60
  %t145.mux = select i1 %t150, i64 %t147, i64 %t145, !dbg !60
  %t146.mux = select i1 %t150, i1 true, i1 %t146, !dbg !60
  br i1 %8, label %b68, label %b72, !dbg !60

b68:                                              ; preds = %b66
  %t151.not = icmp eq i64 %t147, 0, !dbg !61
  br i1 %t151.not, label %b70, label %ok.738, !dbg !61

ok.738:                                           ; preds = %b68
  %.758 = icmp eq i64 %t147, -1, !dbg !61
  %.760 = select i1 %.758, i64 1, i64 %t147, !dbg !61
  %.761 = sdiv i64 %t145, %.760, !dbg !61
  %.762 = sub i64 0, %t145, !dbg !61
  %.763 = select i1 %.758, i64 %.762, i64 %.761, !dbg !61
  br label %b72, !dbg !60

b70:                                              ; preds = %b68
  %.766 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !61
  %.767 = extractvalue { i32, i1 } %.766, 1, !dbg !61
  br i1 %.767, label %trap.record.768, label %trap.end.769, !dbg !61

trap.record.768:                                  ; preds = %b70
  store i32 67, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !61
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !61
  %.773 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !61
  store i32 %.773, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !61
  %.775 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !61
  store i32 %.775, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !61
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !61
  %.779 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !61
  store i32 %.779, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !61
  %.781 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !61
  store i32 %.781, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !61
  br label %trap.end.769, !dbg !61

trap.end.769:                                     ; preds = %trap.record.768, %b70
  fence syncscope("agent") release, !dbg !61
  tail call void @llvm.amdgcn.endpgm(), !dbg !61
  unreachable, !dbg !61

b72:                                              ; preds = %b66, %ok.738
  %t154 = phi i64 [ %t145.mux, %b66 ], [ %.763, %ok.738 ]
  %t155 = phi i1 [ %t146.mux, %b66 ], [ true, %ok.738 ]
  %.786 = add nuw nsw i64 %.615, 4, !dbg !60
  %.787 = icmp ult i32 %.614, 28, !dbg !60
  %.790 = and i64 %.786, 31, !dbg !60
  %9 = shl nuw nsw i64 1, %.790, !dbg !60
  %10 = and i64 %9, %.619, !dbg !60
  %.792 = icmp ne i64 %10, 0, !dbg !60
  %.793 = and i1 %.787, %.792, !dbg !60
  %.794 = trunc i64 %.786 to i32, !dbg !60
  %.795 = shl i32 %.794, 2, !dbg !60
  %.796 = trunc i64 %t154 to i32, !dbg !60
  %.797 = lshr i64 %t154, 32, !dbg !60
  %.798 = trunc i64 %.797 to i32, !dbg !60
  %.799 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.795, i32 %.796), !dbg !60
  %.800 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.795, i32 %.798), !dbg !60
  %.801 = zext i32 %.799 to i64, !dbg !60
  %.802 = zext i32 %.800 to i64, !dbg !60
  %.803 = shl nuw i64 %.802, 32, !dbg !60
  %.804 = or i64 %.803, %.801, !dbg !60
  %t156 = select i1 %.793, i64 %.804, i64 %t154, !dbg !60
  %.818 = zext i1 %t155 to i32, !dbg !60
  %.819 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.795, i32 %.818), !dbg !60
  %11 = and i32 %.819, 1, !dbg !60
  %.820 = icmp ne i32 %11, 0, !dbg !60
  %t157 = select i1 %.793, i1 %.820, i1 %t155, !dbg !60
  %t158 = icmp slt i32 %.1, 28, !dbg !60
  %t159 = and i1 %t158, %t157, !dbg !60
  %12 = select i1 %t159, i1 %t155, i1 false, !dbg !60
  %t154.mux = select i1 %t159, i64 %t156, i64 %t154, !dbg !60
  %t155.mux = select i1 %t159, i1 true, i1 %t155, !dbg !60
  br i1 %12, label %b74, label %b78, !dbg !60

b74:                                              ; preds = %b72
  %t160.not = icmp eq i64 %t156, 0, !dbg !61
  br i1 %t160.not, label %b76, label %ok.823, !dbg !61

ok.823:                                           ; preds = %b74
  %.843 = icmp eq i64 %t156, -1, !dbg !61
  %.845 = select i1 %.843, i64 1, i64 %t156, !dbg !61
  %.846 = sdiv i64 %t154, %.845, !dbg !61
  %.847 = sub i64 0, %t154, !dbg !61
  %.848 = select i1 %.843, i64 %.847, i64 %.846, !dbg !61
  br label %b78, !dbg !60

b76:                                              ; preds = %b74
  %.851 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !61
  %.852 = extractvalue { i32, i1 } %.851, 1, !dbg !61
  br i1 %.852, label %trap.record.853, label %trap.end.854, !dbg !61

trap.record.853:                                  ; preds = %b76
  store i32 69, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !61
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !61
  %.858 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !61
  store i32 %.858, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !61
  %.860 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !61
  store i32 %.860, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !61
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !61
  %.864 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !61
  store i32 %.864, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !61
  %.866 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !61
  store i32 %.866, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !61
  br label %trap.end.854, !dbg !61

trap.end.854:                                     ; preds = %trap.record.853, %b76
  fence syncscope("agent") release, !dbg !61
  tail call void @llvm.amdgcn.endpgm(), !dbg !61
  unreachable, !dbg !61

b78:                                              ; preds = %b72, %ok.823
  %t163 = phi i64 [ %t154.mux, %b72 ], [ %.848, %ok.823 ]
  %t164 = phi i1 [ %t155.mux, %b72 ], [ true, %ok.823 ]
  %.871 = add nuw nsw i64 %.615, 2, !dbg !60
  %.872 = icmp ult i32 %.614, 30, !dbg !60
  %.875 = and i64 %.871, 31, !dbg !60
  %13 = shl nuw nsw i64 1, %.875, !dbg !60
  %14 = and i64 %13, %.619, !dbg !60
  %.877 = icmp ne i64 %14, 0, !dbg !60
  %.878 = and i1 %.872, %.877, !dbg !60
  %.879 = trunc i64 %.871 to i32, !dbg !60
  %.880 = shl i32 %.879, 2, !dbg !60
  %.881 = trunc i64 %t163 to i32, !dbg !60
  %.882 = lshr i64 %t163, 32, !dbg !60
  %.883 = trunc i64 %.882 to i32, !dbg !60
  %.884 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.880, i32 %.881), !dbg !60
  %.885 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.880, i32 %.883), !dbg !60
  %.886 = zext i32 %.884 to i64, !dbg !60
  %.887 = zext i32 %.885 to i64, !dbg !60
  %.888 = shl nuw i64 %.887, 32, !dbg !60
  %.889 = or i64 %.888, %.886, !dbg !60
  %t165 = select i1 %.878, i64 %.889, i64 %t163, !dbg !60
  %.903 = zext i1 %t164 to i32, !dbg !60
  %.904 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.880, i32 %.903), !dbg !60
  %15 = and i32 %.904, 1, !dbg !60
  %.905 = icmp ne i32 %15, 0, !dbg !60
  %t166 = select i1 %.878, i1 %.905, i1 %t164, !dbg !60
  %t167 = icmp slt i32 %.1, 30, !dbg !60
  %t168 = and i1 %t167, %t166, !dbg !60
  %16 = select i1 %t168, i1 %t164, i1 false, !dbg !60
  %t163.mux = select i1 %t168, i64 %t165, i64 %t163, !dbg !60
  %t164.mux = select i1 %t168, i1 true, i1 %t164, !dbg !60
  br i1 %16, label %b80, label %b84, !dbg !60

b80:                                              ; preds = %b78
  %t169.not = icmp eq i64 %t165, 0, !dbg !61
  br i1 %t169.not, label %b82, label %ok.908, !dbg !61

ok.908:                                           ; preds = %b80
  %.928 = icmp eq i64 %t165, -1, !dbg !61
  %.930 = select i1 %.928, i64 1, i64 %t165, !dbg !61
  %.931 = sdiv i64 %t163, %.930, !dbg !61
  %.932 = sub i64 0, %t163, !dbg !61
  %.933 = select i1 %.928, i64 %.932, i64 %.931, !dbg !61
  br label %b84, !dbg !60

b82:                                              ; preds = %b80
  %.936 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !61
  %.937 = extractvalue { i32, i1 } %.936, 1, !dbg !61
  br i1 %.937, label %trap.record.938, label %trap.end.939, !dbg !61

trap.record.938:                                  ; preds = %b82
  store i32 71, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !61
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !61
  %.943 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !61
  store i32 %.943, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !61
  %.945 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !61
  store i32 %.945, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !61
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !61
  %.949 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !61
  store i32 %.949, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !61
  %.951 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !61
  store i32 %.951, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !61
  br label %trap.end.939, !dbg !61

trap.end.939:                                     ; preds = %trap.record.938, %b82
  fence syncscope("agent") release, !dbg !61
  tail call void @llvm.amdgcn.endpgm(), !dbg !61
  unreachable, !dbg !61

b84:                                              ; preds = %b78, %ok.908
  %t172 = phi i64 [ %t163.mux, %b78 ], [ %.933, %ok.908 ]
  %t173 = phi i1 [ %t164.mux, %b78 ], [ true, %ok.908 ]
  %.956 = add nuw nsw i64 %.615, 1, !dbg !60
  %.957 = icmp ult i32 %.614, 31, !dbg !60
  %.960 = and i64 %.956, 31, !dbg !60
  %17 = shl nuw nsw i64 1, %.960, !dbg !60
  %18 = and i64 %17, %.619, !dbg !60
  %.962 = icmp ne i64 %18, 0, !dbg !60
  %.963 = and i1 %.957, %.962, !dbg !60
  %.964 = trunc i64 %.956 to i32, !dbg !60
  %.965 = shl i32 %.964, 2, !dbg !60
  %.966 = trunc i64 %t172 to i32, !dbg !60
  %.967 = lshr i64 %t172, 32, !dbg !60
  %.968 = trunc i64 %.967 to i32, !dbg !60
  %.969 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.965, i32 %.966), !dbg !60
  %.970 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.965, i32 %.968), !dbg !60
  %.971 = zext i32 %.969 to i64, !dbg !60
  %.972 = zext i32 %.970 to i64, !dbg !60
  %.973 = shl nuw i64 %.972, 32, !dbg !60
  %.974 = or i64 %.973, %.971, !dbg !60
  %t174 = select i1 %.963, i64 %.974, i64 %t172, !dbg !60
  %.988 = zext i1 %t173 to i32, !dbg !60
  %.989 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.965, i32 %.988), !dbg !60
  %19 = and i32 %.989, 1, !dbg !60
  %.990 = icmp ne i32 %19, 0, !dbg !60
  %t175 = select i1 %.963, i1 %.990, i1 %t173, !dbg !60
  %t176 = icmp slt i32 %.1, 31, !dbg !60
  %t177 = and i1 %t176, %t175, !dbg !60
  %20 = select i1 %t177, i1 %t173, i1 false, !dbg !60
  %t172.mux = select i1 %t177, i64 %t174, i64 %t172, !dbg !60
  %t173.mux = select i1 %t177, i1 true, i1 %t173, !dbg !60
  br i1 %20, label %b86, label %b91, !dbg !60

b86:                                              ; preds = %b84
  %t178.not = icmp eq i64 %t174, 0, !dbg !61
  br i1 %t178.not, label %b88, label %ok.993, !dbg !61

ok.993:                                           ; preds = %b86
  %.1013 = icmp eq i64 %t174, -1, !dbg !61
  %.1015 = select i1 %.1013, i64 1, i64 %t174, !dbg !61
  %.1016 = sdiv i64 %t172, %.1015, !dbg !61
  %.1017 = sub i64 0, %t172, !dbg !61
  %.1018 = select i1 %.1013, i64 %.1017, i64 %.1016, !dbg !61
  br label %b91, !dbg !60

b88:                                              ; preds = %b86
  %.1021 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !61
  %.1022 = extractvalue { i32, i1 } %.1021, 1, !dbg !61
  br i1 %.1022, label %trap.record.1023, label %trap.end.1024, !dbg !61

trap.record.1023:                                 ; preds = %b88
  store i32 73, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !61
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !61
  %.1028 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !61
  store i32 %.1028, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !61
  %.1030 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !61
  store i32 %.1030, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !61
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !61
  %.1034 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !61
  store i32 %.1034, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !61
  %.1036 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !61
  store i32 %.1036, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !61
  br label %trap.end.1024, !dbg !61

trap.end.1024:                                    ; preds = %trap.record.1023, %b88
  fence syncscope("agent") release, !dbg !61
  tail call void @llvm.amdgcn.endpgm(), !dbg !61
  unreachable, !dbg !61

b91:                                              ; preds = %b84, %ok.993, %b59
  %t183 = phi i64 [ %t136, %b59 ], [ %t172.mux, %b84 ], [ %.1018, %ok.993 ]
  %t184 = phi i1 [ %t137, %b59 ], [ %t173.mux, %b84 ], [ true, %ok.993 ]
  %t185 = icmp eq i32 %.1, 0, !dbg !60
  %t186 = and i1 %t185, %t184, !dbg !60
  br i1 %t186, label %b92, label %b93, !dbg !60

b92:                                              ; preds = %b91
  %t187 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t5, !dbg !60
  store i64 %t183, ptr addrspace(1) %t187, align 8, !dbg !60
  br label %b93, !dbg !60

b93:                                              ; preds = %b92, %b91
  ret void, !dbg !60
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i64 %a3, i8 %a4) local_unnamed_addr #0 !dbg !63 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !64
  %t3 = sext i32 %.2 to i64, !dbg !64
  %t4 = add i64 %a0, 1, !dbg !64
  %t5 = ashr i64 %t4, 1, !dbg !64
  %t6 = ashr i64 %a0, 1, !dbg !64
  %t7 = icmp sgt i64 %t5, %t3, !dbg !64
  br i1 %t7, label %b1, label %b21, !dbg !64

b1:                                               ; preds = %entry
  %t8 = shl nsw i64 %t3, 1, !dbg !64
  %t9 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t8, !dbg !64
  %.3 = load i64, ptr addrspace(1) %t9, align 8, !dbg !64, !amdgpu.noclobber !6
  %0 = xor i64 %t8, -1, !dbg !64
  %t12 = add i64 %0, %a0, !dbg !64
  %t14 = icmp sgt i64 %t12, 0, !dbg !64
  br i1 %t14, label %b2, label %b5, !dbg !64

b2:                                               ; preds = %b1
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %t9, i64 1, !dbg !64
  %.4 = load i64, ptr addrspace(1) %t13, align 8, !dbg !64, !amdgpu.noclobber !6
  %t16.not = icmp eq i64 %.4, 0, !dbg !65
  br i1 %t16.not, label %b4, label %ok.7, !dbg !65

ok.7:                                             ; preds = %b2
  %.27 = icmp eq i64 %.4, -1, !dbg !65
  %.29 = select i1 %.27, i64 1, i64 %.4, !dbg !65
  %.30 = sdiv i64 %.3, %.29, !dbg !65
  %.31 = sub i64 0, %.3, !dbg !65
  %.32 = select i1 %.27, i64 %.31, i64 %.30, !dbg !65
  br label %b5, !dbg !64

b4:                                               ; preds = %b2
  %.35 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !65
  %.36 = extractvalue { i32, i1 } %.35, 1, !dbg !65
  br i1 %.36, label %trap.record.37, label %trap.end.38, !dbg !65

trap.record.37:                                   ; preds = %b4
  store i32 75, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !65
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !65
  %.42 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !65
  store i32 %.42, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !65
  %.44 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !65
  store i32 %.44, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !65
  %.46 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !65
  store i32 %.46, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !65
  %.48 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !65
  store i32 %.48, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !65
  %.50 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !65
  store i32 %.50, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !65
  br label %trap.end.38, !dbg !65

trap.end.38:                                      ; preds = %trap.record.37, %b4
  fence syncscope("agent") release, !dbg !65
  tail call void @llvm.amdgcn.endpgm(), !dbg !65
  unreachable, !dbg !65

b5:                                               ; preds = %ok.7, %b1
  %t18 = phi i64 [ %.32, %ok.7 ], [ %.3, %b1 ]
  %t19 = add nsw i64 %t3, 256, !dbg !64
  %t2616 = icmp slt i64 %t19, %t6, !dbg !64
  br i1 %t2616, label %b7.preheader, label %b12, !dbg !64

b7.preheader:                                     ; preds = %b5
  %t20 = shl nsw i64 %t19, 1, !dbg !64
  %t21 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t20, !dbg !64
  br label %b7, !dbg !65

b7:                                               ; preds = %b7.preheader, %ok.103
  %t2419 = phi i64 [ %.128, %ok.103 ], [ %t18, %b7.preheader ]
  %t2318 = phi i64 [ %t34, %ok.103 ], [ %t19, %b7.preheader ]
  %t2217 = phi ptr addrspace(1) [ %t35, %ok.103 ], [ %t21, %b7.preheader ]
  %.52 = load i64, ptr addrspace(1) %t2217, align 8, !dbg !64
  %t28.not = icmp eq i64 %.52, 0, !dbg !65
  br i1 %t28.not, label %b9, label %ok.55, !dbg !65

ok.55:                                            ; preds = %b7
  %t30 = getelementptr inbounds i64, ptr addrspace(1) %t2217, i64 1, !dbg !64
  %.82 = load i64, ptr addrspace(1) %t30, align 8, !dbg !64
  %t32.not = icmp eq i64 %.82, 0, !dbg !65
  br i1 %t32.not, label %b11, label %ok.103, !dbg !65

b9:                                               ; preds = %b7
  %.84 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !65
  %.85 = extractvalue { i32, i1 } %.84, 1, !dbg !65
  br i1 %.85, label %trap.record.86, label %trap.end.87, !dbg !65

trap.record.86:                                   ; preds = %b9
  store i32 77, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !65
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !65
  %.91 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !65
  store i32 %.91, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !65
  %.93 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !65
  store i32 %.93, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !65
  %.95 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !65
  store i32 %.95, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !65
  %.97 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !65
  store i32 %.97, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !65
  %.99 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !65
  store i32 %.99, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !65
  br label %trap.end.87, !dbg !65

trap.end.87:                                      ; preds = %trap.record.86, %b9
  fence syncscope("agent") release, !dbg !65
  tail call void @llvm.amdgcn.endpgm(), !dbg !65
  unreachable, !dbg !65

ok.103:                                           ; preds = %ok.55
  %.75 = icmp eq i64 %.52, -1, !dbg !65
  %.79 = sub i64 0, %t2419, !dbg !65
  %.77 = select i1 %.75, i64 1, i64 %.52, !dbg !65
  %.78 = sdiv i64 %t2419, %.77, !dbg !65
  %.80 = select i1 %.75, i64 %.79, i64 %.78, !dbg !65
  %.123 = icmp eq i64 %.82, -1, !dbg !65
  %.125 = select i1 %.123, i64 1, i64 %.82, !dbg !65
  %.126 = sdiv i64 %.80, %.125, !dbg !65
  %.127 = sub i64 0, %.80, !dbg !65
  %.128 = select i1 %.123, i64 %.127, i64 %.126, !dbg !65
  %t34 = add nsw i64 %t2318, 256, !dbg !64
  %t35 = getelementptr inbounds i64, ptr addrspace(1) %t2217, i64 512, !dbg !64
  %t26 = icmp slt i64 %t34, %t6, !dbg !64
  br i1 %t26, label %b7, label %b12, !dbg !64, !llvm.loop !66

b11:                                              ; preds = %ok.55
  %.131 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !65
  %.132 = extractvalue { i32, i1 } %.131, 1, !dbg !65
  br i1 %.132, label %trap.record.133, label %trap.end.134, !dbg !65

trap.record.133:                                  ; preds = %b11
  store i32 79, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !65
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !65
  %.138 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !65
  store i32 %.138, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !65
  %.140 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !65
  store i32 %.140, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !65
  %.142 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !65
  store i32 %.142, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !65
  %.144 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !65
  store i32 %.144, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !65
  %.146 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !65
  store i32 %.146, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !65
  br label %trap.end.134, !dbg !65

trap.end.134:                                     ; preds = %trap.record.133, %b11
  fence syncscope("agent") release, !dbg !65
  tail call void @llvm.amdgcn.endpgm(), !dbg !65
  unreachable, !dbg !65

b12:                                              ; preds = %ok.103, %b5
  %t23.lcssa = phi i64 [ %t19, %b5 ], [ %t34, %ok.103 ]
  %t24.lcssa = phi i64 [ %t18, %b5 ], [ %.128, %ok.103 ]
  %t36 = icmp slt i64 %t23.lcssa, %t5, !dbg !64
  br i1 %t36, label %b13, label %b21, !dbg !64

b13:                                              ; preds = %b12
  %t37 = shl i64 %t23.lcssa, 1, !dbg !64
  %t38 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t37, !dbg !64
  %.148 = load i64, ptr addrspace(1) %t38, align 8, !dbg !64, !amdgpu.noclobber !6
  %t42.not = icmp eq i64 %.148, 0, !dbg !65
  br i1 %t42.not, label %b15, label %ok.151, !dbg !65

ok.151:                                           ; preds = %b13
  %1 = xor i64 %t37, -1, !dbg !64
  %t40 = add i64 %1, %a0, !dbg !64
  %.171 = icmp eq i64 %.148, -1, !dbg !65
  %.173 = select i1 %.171, i64 1, i64 %.148, !dbg !65
  %.174 = sdiv i64 %t24.lcssa, %.173, !dbg !65
  %.175 = sub i64 0, %t24.lcssa, !dbg !65
  %.176 = select i1 %.171, i64 %.175, i64 %.174, !dbg !65
  %t45 = icmp sgt i64 %t40, 0, !dbg !64
  br i1 %t45, label %b16, label %b21, !dbg !64

b15:                                              ; preds = %b13
  %.179 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !65
  %.180 = extractvalue { i32, i1 } %.179, 1, !dbg !65
  br i1 %.180, label %trap.record.181, label %trap.end.182, !dbg !65

trap.record.181:                                  ; preds = %b15
  store i32 81, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !65
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !65
  %.186 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !65
  store i32 %.186, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !65
  %.188 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !65
  store i32 %.188, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !65
  %.190 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !65
  store i32 %.190, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !65
  %.192 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !65
  store i32 %.192, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !65
  %.194 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !65
  store i32 %.194, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !65
  br label %trap.end.182, !dbg !65

trap.end.182:                                     ; preds = %trap.record.181, %b15
  fence syncscope("agent") release, !dbg !65
  tail call void @llvm.amdgcn.endpgm(), !dbg !65
  unreachable, !dbg !65

b16:                                              ; preds = %ok.151
  %t44 = getelementptr inbounds i64, ptr addrspace(1) %t38, i64 1, !dbg !64
  %.196 = load i64, ptr addrspace(1) %t44, align 8, !dbg !64, !amdgpu.noclobber !6
  %t47.not = icmp eq i64 %.196, 0, !dbg !65
  br i1 %t47.not, label %b18, label %ok.199, !dbg !65

ok.199:                                           ; preds = %b16
  %.219 = icmp eq i64 %.196, -1, !dbg !65
  %.221 = select i1 %.219, i64 1, i64 %.196, !dbg !65
  %.222 = sdiv i64 %.176, %.221, !dbg !65
  %.223 = sub i64 0, %.176, !dbg !65
  %.224 = select i1 %.219, i64 %.223, i64 %.222, !dbg !65
  br label %b21, !dbg !64

b18:                                              ; preds = %b16
  %.227 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !65
  %.228 = extractvalue { i32, i1 } %.227, 1, !dbg !65
  br i1 %.228, label %trap.record.229, label %trap.end.230, !dbg !65

trap.record.229:                                  ; preds = %b18
  store i32 83, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !65
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !65
  %.234 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !65
  store i32 %.234, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !65
  %.236 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !65
  store i32 %.236, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !65
  %.238 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !65
  store i32 %.238, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !65
  %.240 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !65
  store i32 %.240, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !65
  %.242 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !65
  store i32 %.242, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !65
  br label %trap.end.230, !dbg !65

trap.end.230:                                     ; preds = %trap.record.229, %b18
  fence syncscope("agent") release, !dbg !65
  tail call void @llvm.amdgcn.endpgm(), !dbg !65
  unreachable, !dbg !65

b21:                                              ; preds = %b12, %ok.199, %ok.151, %entry
  %t51 = phi i64 [ 0, %entry ], [ %t24.lcssa, %b12 ], [ %.224, %ok.199 ], [ %.176, %ok.151 ]
  %t52 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage2.shared.0, i32 %.2, !dbg !64
  store i64 %t51, ptr addrspace(3) %t52, align 8, !dbg !64
  %t53 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage2.shared.1, i32 %.2, !dbg !64
  %.244 = zext i1 %t7 to i8, !dbg !64
  store i8 %.244, ptr addrspace(3) %t53, align 1, !dbg !64
  fence syncscope("workgroup") release, !dbg !64
  tail call void @llvm.amdgcn.s.barrier(), !dbg !64
  fence syncscope("workgroup") acquire, !dbg !64
  %t54 = icmp slt i32 %.2, 128, !dbg !64
  br i1 %t54, label %b22, label %b29, !dbg !64

b22:                                              ; preds = %b21
  %t55 = add nsw i32 %.2, 128, !dbg !64
  %t56 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage2.shared.0, i32 %t55, !dbg !64
  %.245 = load i64, ptr addrspace(3) %t56, align 8, !dbg !64
  %t58 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage2.shared.1, i32 %t55, !dbg !64
  %.246 = load i8, ptr addrspace(3) %t58, align 1, !dbg !64
  %.247.not11 = icmp eq i8 %.246, 0, !dbg !64
  %t7.not = xor i1 %t7, true, !dbg !64
  %brmerge = select i1 %.247.not11, i1 true, i1 %t7.not, !dbg !64
  %t51.mux = select i1 %.247.not11, i64 %t51, i64 %.245, !dbg !64
  %not..247.not11 = xor i1 %.247.not11, true, !dbg !64
  %t7.mux = select i1 %not..247.not11, i1 true, i1 %t7, !dbg !64
  br i1 %brmerge, label %b28, label %b24, !dbg !64

b24:                                              ; preds = %b22
  %t60.not = icmp eq i64 %.245, 0, !dbg !65
  br i1 %t60.not, label %b26, label %ok.250, !dbg !65

ok.250:                                           ; preds = %b24
  %.270 = icmp eq i64 %.245, -1, !dbg !65
  %.272 = select i1 %.270, i64 1, i64 %.245, !dbg !65
  %.273 = sdiv i64 %t51, %.272, !dbg !65
  %.274 = sub i64 0, %t51, !dbg !65
  %.275 = select i1 %.270, i64 %.274, i64 %.273, !dbg !65
  br label %b28, !dbg !64

b26:                                              ; preds = %b24
  %.278 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !65
  %.279 = extractvalue { i32, i1 } %.278, 1, !dbg !65
  br i1 %.279, label %trap.record.280, label %trap.end.281, !dbg !65

trap.record.280:                                  ; preds = %b26
  store i32 85, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !65
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !65
  %.285 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !65
  store i32 %.285, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !65
  %.287 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !65
  store i32 %.287, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !65
  %.289 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !65
  store i32 %.289, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !65
  %.291 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !65
  store i32 %.291, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !65
  %.293 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !65
  store i32 %.293, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !65
  br label %trap.end.281, !dbg !65

trap.end.281:                                     ; preds = %trap.record.280, %b26
  fence syncscope("agent") release, !dbg !65
  tail call void @llvm.amdgcn.endpgm(), !dbg !65
  unreachable, !dbg !65

b28:                                              ; preds = %b22, %ok.250
  %t63 = phi i64 [ %t51.mux, %b22 ], [ %.275, %ok.250 ]
  %t64 = phi i1 [ %t7.mux, %b22 ], [ true, %ok.250 ]
  store i64 %t63, ptr addrspace(3) %t52, align 8, !dbg !64
  %.295 = zext i1 %t64 to i8, !dbg !64
  store i8 %.295, ptr addrspace(3) %t53, align 1, !dbg !64
  br label %b29, !dbg !64

b29:                                              ; preds = %b28, %b21
  %t65 = phi i64 [ %t63, %b28 ], [ %t51, %b21 ]
  %t66 = phi i1 [ %t64, %b28 ], [ %t7, %b21 ]
  fence syncscope("workgroup") release, !dbg !64
  tail call void @llvm.amdgcn.s.barrier(), !dbg !64
  fence syncscope("workgroup") acquire, !dbg !64
  %t67 = icmp slt i32 %.2, 64, !dbg !64
  br i1 %t67, label %b30, label %b37, !dbg !64

b30:                                              ; preds = %b29
  %t68 = add nsw i32 %.2, 64, !dbg !64
  %t69 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage2.shared.0, i32 %t68, !dbg !64
  %.296 = load i64, ptr addrspace(3) %t69, align 8, !dbg !64
  %t71 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage2.shared.1, i32 %t68, !dbg !64
  %.297 = load i8, ptr addrspace(3) %t71, align 1, !dbg !64
  %.298.not10 = icmp eq i8 %.297, 0, !dbg !64
  %t66.not = xor i1 %t66, true, !dbg !64
  %brmerge1 = select i1 %.298.not10, i1 true, i1 %t66.not, !dbg !64
  %t65.mux = select i1 %.298.not10, i64 %t65, i64 %.296, !dbg !64
  %not..298.not10 = xor i1 %.298.not10, true, !dbg !64
  %t66.mux = select i1 %not..298.not10, i1 true, i1 %t66, !dbg !64
  br i1 %brmerge1, label %b36, label %b32, !dbg !64

b32:                                              ; preds = %b30
  %t73.not = icmp eq i64 %.296, 0, !dbg !65
  br i1 %t73.not, label %b34, label %ok.301, !dbg !65

ok.301:                                           ; preds = %b32
  %.321 = icmp eq i64 %.296, -1, !dbg !65
  %.323 = select i1 %.321, i64 1, i64 %.296, !dbg !65
  %.324 = sdiv i64 %t65, %.323, !dbg !65
  %.325 = sub i64 0, %t65, !dbg !65
  %.326 = select i1 %.321, i64 %.325, i64 %.324, !dbg !65
  br label %b36, !dbg !64

b34:                                              ; preds = %b32
  %.329 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !65
  %.330 = extractvalue { i32, i1 } %.329, 1, !dbg !65
  br i1 %.330, label %trap.record.331, label %trap.end.332, !dbg !65

trap.record.331:                                  ; preds = %b34
  store i32 87, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !65
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !65
  %.336 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !65
  store i32 %.336, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !65
  %.338 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !65
  store i32 %.338, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !65
  %.340 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !65
  store i32 %.340, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !65
  %.342 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !65
  store i32 %.342, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !65
  %.344 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !65
  store i32 %.344, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !65
  br label %trap.end.332, !dbg !65

trap.end.332:                                     ; preds = %trap.record.331, %b34
  fence syncscope("agent") release, !dbg !65
  tail call void @llvm.amdgcn.endpgm(), !dbg !65
  unreachable, !dbg !65

b36:                                              ; preds = %b30, %ok.301
  %t76 = phi i64 [ %t65.mux, %b30 ], [ %.326, %ok.301 ]
  %t77 = phi i1 [ %t66.mux, %b30 ], [ true, %ok.301 ]
  store i64 %t76, ptr addrspace(3) %t52, align 8, !dbg !64
  %.346 = zext i1 %t77 to i8, !dbg !64
  store i8 %.346, ptr addrspace(3) %t53, align 1, !dbg !64
  br label %b37, !dbg !64

b37:                                              ; preds = %b36, %b29
  %t78 = phi i64 [ %t76, %b36 ], [ %t65, %b29 ]
  %t79 = phi i1 [ %t77, %b36 ], [ %t66, %b29 ]
  fence syncscope("workgroup") release, !dbg !64
  tail call void @llvm.amdgcn.s.barrier(), !dbg !64
  fence syncscope("workgroup") acquire, !dbg !64
  %t80 = icmp slt i32 %.2, 32, !dbg !64
  br i1 %t80, label %b38, label %b45, !dbg !64

b38:                                              ; preds = %b37
  %t81 = add nsw i32 %.2, 32, !dbg !64
  %t82 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage2.shared.0, i32 %t81, !dbg !64
  %.347 = load i64, ptr addrspace(3) %t82, align 8, !dbg !64
  %t84 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage2.shared.1, i32 %t81, !dbg !64
  %.348 = load i8, ptr addrspace(3) %t84, align 1, !dbg !64
  %.349.not9 = icmp eq i8 %.348, 0, !dbg !64
  %t79.not = xor i1 %t79, true, !dbg !64
  %brmerge2 = select i1 %.349.not9, i1 true, i1 %t79.not, !dbg !64
  %t78.mux = select i1 %.349.not9, i64 %t78, i64 %.347, !dbg !64
  %not..349.not9 = xor i1 %.349.not9, true, !dbg !64
  %t79.mux = select i1 %not..349.not9, i1 true, i1 %t79, !dbg !64
  br i1 %brmerge2, label %b45, label %b40, !dbg !64

b40:                                              ; preds = %b38
  %t86.not = icmp eq i64 %.347, 0, !dbg !65
  br i1 %t86.not, label %b42, label %ok.352, !dbg !65

ok.352:                                           ; preds = %b40
  %.372 = icmp eq i64 %.347, -1, !dbg !65
  %.374 = select i1 %.372, i64 1, i64 %.347, !dbg !65
  %.375 = sdiv i64 %t78, %.374, !dbg !65
  %.376 = sub i64 0, %t78, !dbg !65
  %.377 = select i1 %.372, i64 %.376, i64 %.375, !dbg !65
  br label %b45, !dbg !64

b42:                                              ; preds = %b40
  %.380 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !65
  %.381 = extractvalue { i32, i1 } %.380, 1, !dbg !65
  br i1 %.381, label %trap.record.382, label %trap.end.383, !dbg !65

trap.record.382:                                  ; preds = %b42
  store i32 89, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !65
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !65
  %.387 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !65
  store i32 %.387, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !65
  %.389 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !65
  store i32 %.389, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !65
  %.391 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !65
  store i32 %.391, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !65
  %.393 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !65
  store i32 %.393, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !65
  %.395 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !65
  store i32 %.395, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !65
  br label %trap.end.383, !dbg !65

trap.end.383:                                     ; preds = %trap.record.382, %b42
  fence syncscope("agent") release, !dbg !65
  tail call void @llvm.amdgcn.endpgm(), !dbg !65
  unreachable, !dbg !65

b45:                                              ; preds = %b38, %ok.352, %b37
  %t91 = phi i64 [ %t78, %b37 ], [ %t78.mux, %b38 ], [ %.377, %ok.352 ]
  %t92 = phi i1 [ %t79, %b37 ], [ %t79.mux, %b38 ], [ true, %ok.352 ]
  br i1 %t80, label %b46, label %b77, !dbg !64

b46:                                              ; preds = %b45
  %.398 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !64
  %.399 = zext i32 %.398 to i64, !dbg !64
  %.400 = add nuw nsw i64 %.399, 16, !dbg !64
  %.401 = icmp ult i32 %.398, 16, !dbg !64
  %.402 = tail call i32 @llvm.read_register.i32(metadata !62) #7, !dbg !64
  %.403 = zext i32 %.402 to i64, !dbg !64
  %.404 = and i64 %.400, 31, !dbg !64
  %2 = shl nuw nsw i64 1, %.404, !dbg !64
  %3 = and i64 %2, %.403, !dbg !64
  %.406 = icmp ne i64 %3, 0, !dbg !64
  %.407 = and i1 %.401, %.406, !dbg !64
  %.408 = trunc i64 %.400 to i32, !dbg !64
  %.409 = shl i32 %.408, 2, !dbg !64
  %.410 = trunc i64 %t91 to i32, !dbg !64
  %.411 = lshr i64 %t91, 32, !dbg !64
  %.412 = trunc i64 %.411 to i32, !dbg !64
  %.413 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.409, i32 %.410), !dbg !64
  %.414 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.409, i32 %.412), !dbg !64
  %.415 = zext i32 %.413 to i64, !dbg !64
  %.416 = zext i32 %.414 to i64, !dbg !64
  %.417 = shl nuw i64 %.416, 32, !dbg !64
  %.418 = or i64 %.417, %.415, !dbg !64
  %t93 = select i1 %.407, i64 %.418, i64 %t91, !dbg !64
  %.432 = zext i1 %t92 to i32, !dbg !64
  %.433 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.409, i32 %.432), !dbg !64
  %4 = and i32 %.433, 1, !dbg !64
  %.434 = icmp ne i32 %4, 0, !dbg !64
  %t94 = select i1 %.407, i1 %.434, i1 %t92, !dbg !64
  %t95 = icmp slt i32 %.2, 16, !dbg !64
  %t96 = and i1 %t95, %t94, !dbg !64
  %5 = select i1 %t96, i1 %t92, i1 false, !dbg !64
  %t91.mux = select i1 %t96, i64 %t93, i64 %t91, !dbg !64
  %t92.mux = select i1 %t96, i1 true, i1 %t92, !dbg !64
  br i1 %5, label %b48, label %b52, !dbg !64

b48:                                              ; preds = %b46
  %t97.not = icmp eq i64 %t93, 0, !dbg !65
  br i1 %t97.not, label %b50, label %ok.437, !dbg !65

ok.437:                                           ; preds = %b48
  %.457 = icmp eq i64 %t93, -1, !dbg !65
  %.459 = select i1 %.457, i64 1, i64 %t93, !dbg !65
  %.460 = sdiv i64 %t91, %.459, !dbg !65
  %.461 = sub i64 0, %t91, !dbg !65
  %.462 = select i1 %.457, i64 %.461, i64 %.460, !dbg !65
  br label %b52, !dbg !64

b50:                                              ; preds = %b48
  %.465 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !65
  %.466 = extractvalue { i32, i1 } %.465, 1, !dbg !65
  br i1 %.466, label %trap.record.467, label %trap.end.468, !dbg !65

trap.record.467:                                  ; preds = %b50
  store i32 91, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !65
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !65
  %.472 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !65
  store i32 %.472, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !65
  %.474 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !65
  store i32 %.474, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !65
  %.476 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !65
  store i32 %.476, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !65
  %.478 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !65
  store i32 %.478, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !65
  %.480 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !65
  store i32 %.480, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !65
  br label %trap.end.468, !dbg !65

trap.end.468:                                     ; preds = %trap.record.467, %b50
  fence syncscope("agent") release, !dbg !65
  tail call void @llvm.amdgcn.endpgm(), !dbg !65
  unreachable, !dbg !65

b52:                                              ; preds = %b46, %ok.437
  %t100 = phi i64 [ %t91.mux, %b46 ], [ %.462, %ok.437 ]
  %t101 = phi i1 [ %t92.mux, %b46 ], [ true, %ok.437 ]
  %.485 = add nuw nsw i64 %.399, 8, !dbg !64
  %.486 = icmp ult i32 %.398, 24, !dbg !64
  %.489 = and i64 %.485, 31, !dbg !64
  %6 = shl nuw nsw i64 1, %.489, !dbg !64
  %7 = and i64 %6, %.403, !dbg !64
  %.491 = icmp ne i64 %7, 0, !dbg !64
  %.492 = and i1 %.486, %.491, !dbg !64
  %.493 = trunc i64 %.485 to i32, !dbg !64
  %.494 = shl i32 %.493, 2, !dbg !64
  %.495 = trunc i64 %t100 to i32, !dbg !64
  %.496 = lshr i64 %t100, 32, !dbg !64
  %.497 = trunc i64 %.496 to i32, !dbg !64
  %.498 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.494, i32 %.495), !dbg !64
  %.499 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.494, i32 %.497), !dbg !64
  %.500 = zext i32 %.498 to i64, !dbg !64
  %.501 = zext i32 %.499 to i64, !dbg !64
  %.502 = shl nuw i64 %.501, 32, !dbg !64
  %.503 = or i64 %.502, %.500, !dbg !64
  %t102 = select i1 %.492, i64 %.503, i64 %t100, !dbg !64
  %.517 = zext i1 %t101 to i32, !dbg !64
  %.518 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.494, i32 %.517), !dbg !64
  %8 = and i32 %.518, 1, !dbg !64
  %.519 = icmp ne i32 %8, 0, !dbg !64
  %t103 = select i1 %.492, i1 %.519, i1 %t101, !dbg !64
  %t104 = icmp slt i32 %.2, 24, !dbg !64
  %t105 = and i1 %t104, %t103, !dbg !64
  %9 = select i1 %t105, i1 %t101, i1 false, !dbg !64
  %t100.mux = select i1 %t105, i64 %t102, i64 %t100, !dbg !64
  %t101.mux = select i1 %t105, i1 true, i1 %t101, !dbg !64
  br i1 %9, label %b54, label %b58, !dbg !64

b54:                                              ; preds = %b52
  %t106.not = icmp eq i64 %t102, 0, !dbg !65
  br i1 %t106.not, label %b56, label %ok.522, !dbg !65

ok.522:                                           ; preds = %b54
  %.542 = icmp eq i64 %t102, -1, !dbg !65
  %.544 = select i1 %.542, i64 1, i64 %t102, !dbg !65
  %.545 = sdiv i64 %t100, %.544, !dbg !65
  %.546 = sub i64 0, %t100, !dbg !65
  %.547 = select i1 %.542, i64 %.546, i64 %.545, !dbg !65
  br label %b58, !dbg !64

b56:                                              ; preds = %b54
  %.550 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !65
  %.551 = extractvalue { i32, i1 } %.550, 1, !dbg !65
  br i1 %.551, label %trap.record.552, label %trap.end.553, !dbg !65

trap.record.552:                                  ; preds = %b56
  store i32 93, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !65
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !65
  %.557 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !65
  store i32 %.557, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !65
  %.559 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !65
  store i32 %.559, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !65
  %.561 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !65
  store i32 %.561, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !65
  %.563 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !65
  store i32 %.563, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !65
  %.565 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !65
  store i32 %.565, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !65
  br label %trap.end.553, !dbg !65

trap.end.553:                                     ; preds = %trap.record.552, %b56
  fence syncscope("agent") release, !dbg !65
  tail call void @llvm.amdgcn.endpgm(), !dbg !65
  unreachable, !dbg !65

b58:                                              ; preds = %b52, %ok.522
  %t109 = phi i64 [ %t100.mux, %b52 ], [ %.547, %ok.522 ]
  %t110 = phi i1 [ %t101.mux, %b52 ], [ true, %ok.522 ]
  %.570 = add nuw nsw i64 %.399, 4, !dbg !64
  %.571 = icmp ult i32 %.398, 28, !dbg !64
  %.574 = and i64 %.570, 31, !dbg !64
  %10 = shl nuw nsw i64 1, %.574, !dbg !64
  %11 = and i64 %10, %.403, !dbg !64
  %.576 = icmp ne i64 %11, 0, !dbg !64
  %.577 = and i1 %.571, %.576, !dbg !64
  %.578 = trunc i64 %.570 to i32, !dbg !64
  %.579 = shl i32 %.578, 2, !dbg !64
  %.580 = trunc i64 %t109 to i32, !dbg !64
  %.581 = lshr i64 %t109, 32, !dbg !64
  %.582 = trunc i64 %.581 to i32, !dbg !64
  %.583 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.579, i32 %.580), !dbg !64
  %.584 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.579, i32 %.582), !dbg !64
  %.585 = zext i32 %.583 to i64, !dbg !64
  %.586 = zext i32 %.584 to i64, !dbg !64
  %.587 = shl nuw i64 %.586, 32, !dbg !64
  %.588 = or i64 %.587, %.585, !dbg !64
  %t111 = select i1 %.577, i64 %.588, i64 %t109, !dbg !64
  %.602 = zext i1 %t110 to i32, !dbg !64
  %.603 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.579, i32 %.602), !dbg !64
  %12 = and i32 %.603, 1, !dbg !64
  %.604 = icmp ne i32 %12, 0, !dbg !64
  %t112 = select i1 %.577, i1 %.604, i1 %t110, !dbg !64
  %t113 = icmp slt i32 %.2, 28, !dbg !64
  %t114 = and i1 %t113, %t112, !dbg !64
  %13 = select i1 %t114, i1 %t110, i1 false, !dbg !64
  %t109.mux = select i1 %t114, i64 %t111, i64 %t109, !dbg !64
  %t110.mux = select i1 %t114, i1 true, i1 %t110, !dbg !64
  br i1 %13, label %b60, label %b64, !dbg !64

b60:                                              ; preds = %b58
  %t115.not = icmp eq i64 %t111, 0, !dbg !65
  br i1 %t115.not, label %b62, label %ok.607, !dbg !65

ok.607:                                           ; preds = %b60
  %.627 = icmp eq i64 %t111, -1, !dbg !65
  %.629 = select i1 %.627, i64 1, i64 %t111, !dbg !65
  %.630 = sdiv i64 %t109, %.629, !dbg !65
  %.631 = sub i64 0, %t109, !dbg !65
  %.632 = select i1 %.627, i64 %.631, i64 %.630, !dbg !65
  br label %b64, !dbg !64

b62:                                              ; preds = %b60
  %.635 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !65
  %.636 = extractvalue { i32, i1 } %.635, 1, !dbg !65
  br i1 %.636, label %trap.record.637, label %trap.end.638, !dbg !65

trap.record.637:                                  ; preds = %b62
  store i32 95, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !65
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !65
  %.642 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !65
  store i32 %.642, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !65
  %.644 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !65
  store i32 %.644, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !65
  %.646 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !65
  store i32 %.646, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !65
  %.648 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !65
  store i32 %.648, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !65
  %.650 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !65
  store i32 %.650, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !65
  br label %trap.end.638, !dbg !65

trap.end.638:                                     ; preds = %trap.record.637, %b62
  fence syncscope("agent") release, !dbg !65
  tail call void @llvm.amdgcn.endpgm(), !dbg !65
  unreachable, !dbg !65

b64:                                              ; preds = %b58, %ok.607
  %t118 = phi i64 [ %t109.mux, %b58 ], [ %.632, %ok.607 ]
  %t119 = phi i1 [ %t110.mux, %b58 ], [ true, %ok.607 ]
  %.655 = add nuw nsw i64 %.399, 2, !dbg !64
  %.656 = icmp ult i32 %.398, 30, !dbg !64
  %.659 = and i64 %.655, 31, !dbg !64
  %14 = shl nuw nsw i64 1, %.659, !dbg !64
  %15 = and i64 %14, %.403, !dbg !64
  %.661 = icmp ne i64 %15, 0, !dbg !64
  %.662 = and i1 %.656, %.661, !dbg !64
  %.663 = trunc i64 %.655 to i32, !dbg !64
  %.664 = shl i32 %.663, 2, !dbg !64
  %.665 = trunc i64 %t118 to i32, !dbg !64
  %.666 = lshr i64 %t118, 32, !dbg !64
  %.667 = trunc i64 %.666 to i32, !dbg !64
  %.668 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.664, i32 %.665), !dbg !64
  %.669 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.664, i32 %.667), !dbg !64
  %.670 = zext i32 %.668 to i64, !dbg !64
  %.671 = zext i32 %.669 to i64, !dbg !64
  %.672 = shl nuw i64 %.671, 32, !dbg !64
  %.673 = or i64 %.672, %.670, !dbg !64
  %t120 = select i1 %.662, i64 %.673, i64 %t118, !dbg !64
  %.687 = zext i1 %t119 to i32, !dbg !64
  %.688 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.664, i32 %.687), !dbg !64
  %16 = and i32 %.688, 1, !dbg !64
  %.689 = icmp ne i32 %16, 0, !dbg !64
  %t121 = select i1 %.662, i1 %.689, i1 %t119, !dbg !64
  %t122 = icmp slt i32 %.2, 30, !dbg !64
  %t123 = and i1 %t122, %t121, !dbg !64
  %17 = select i1 %t123, i1 %t119, i1 false, !dbg !64
  %t118.mux = select i1 %t123, i64 %t120, i64 %t118, !dbg !64
  %t119.mux = select i1 %t123, i1 true, i1 %t119, !dbg !64
  br i1 %17, label %b66, label %b70, !dbg !64

b66:                                              ; preds = %b64
  %t124.not = icmp eq i64 %t120, 0, !dbg !65
  br i1 %t124.not, label %b68, label %ok.692, !dbg !65

ok.692:                                           ; preds = %b66
  %.712 = icmp eq i64 %t120, -1, !dbg !65
  %.714 = select i1 %.712, i64 1, i64 %t120, !dbg !65
  %.715 = sdiv i64 %t118, %.714, !dbg !65
  %.716 = sub i64 0, %t118, !dbg !65
  %.717 = select i1 %.712, i64 %.716, i64 %.715, !dbg !65
  br label %b70, !dbg !64

b68:                                              ; preds = %b66
  %.720 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !65
  %.721 = extractvalue { i32, i1 } %.720, 1, !dbg !65
  br i1 %.721, label %trap.record.722, label %trap.end.723, !dbg !65

trap.record.722:                                  ; preds = %b68
  store i32 97, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !65
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !65
  %.727 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !65
  store i32 %.727, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !65
  %.729 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !65
  store i32 %.729, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !65
  %.731 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !65
  store i32 %.731, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !65
  %.733 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !65
  store i32 %.733, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !65
  %.735 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !65
  store i32 %.735, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !65
  br label %trap.end.723, !dbg !65

trap.end.723:                                     ; preds = %trap.record.722, %b68
  fence syncscope("agent") release, !dbg !65
  tail call void @llvm.amdgcn.endpgm(), !dbg !65
  unreachable, !dbg !65

b70:                                              ; preds = %b64, %ok.692
  %t127 = phi i64 [ %t118.mux, %b64 ], [ %.717, %ok.692 ]
  %t128 = phi i1 [ %t119.mux, %b64 ], [ true, %ok.692 ]
  %.740 = add nuw nsw i64 %.399, 1, !dbg !64
  %.741 = icmp ult i32 %.398, 31, !dbg !64
  %.744 = and i64 %.740, 31, !dbg !64
  %18 = shl nuw nsw i64 1, %.744, !dbg !64
  %19 = and i64 %18, %.403, !dbg !64
  %.746 = icmp ne i64 %19, 0, !dbg !64
  %.747 = and i1 %.741, %.746, !dbg !64
  %.748 = trunc i64 %.740 to i32, !dbg !64
  %.749 = shl i32 %.748, 2, !dbg !64
  %.750 = trunc i64 %t127 to i32, !dbg !64
  %.751 = lshr i64 %t127, 32, !dbg !64
  %.752 = trunc i64 %.751 to i32, !dbg !64
  %.753 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.749, i32 %.750), !dbg !64
  %.754 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.749, i32 %.752), !dbg !64
  %.755 = zext i32 %.753 to i64, !dbg !64
  %.756 = zext i32 %.754 to i64, !dbg !64
  %.757 = shl nuw i64 %.756, 32, !dbg !64
  %.758 = or i64 %.757, %.755, !dbg !64
  %t129 = select i1 %.747, i64 %.758, i64 %t127, !dbg !64
  %.772 = zext i1 %t128 to i32, !dbg !64
  %.773 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.749, i32 %.772), !dbg !64
  %20 = and i32 %.773, 1, !dbg !64
  %.774 = icmp ne i32 %20, 0, !dbg !64
  %t130 = select i1 %.747, i1 %.774, i1 %t128, !dbg !64
  %t131 = icmp slt i32 %.2, 31, !dbg !64
  %t132 = and i1 %t131, %t130, !dbg !64
  %21 = select i1 %t132, i1 %t128, i1 false, !dbg !64
  %t127.mux = select i1 %t132, i64 %t129, i64 %t127, !dbg !64
  %t128.mux = select i1 %t132, i1 true, i1 %t128, !dbg !64
  br i1 %21, label %b72, label %b77, !dbg !64

b72:                                              ; preds = %b70
  %t133.not = icmp eq i64 %t129, 0, !dbg !65
  br i1 %t133.not, label %b74, label %ok.777, !dbg !65

ok.777:                                           ; preds = %b72
  %.797 = icmp eq i64 %t129, -1, !dbg !65
  %.799 = select i1 %.797, i64 1, i64 %t129, !dbg !65
  %.800 = sdiv i64 %t127, %.799, !dbg !65
  %.801 = sub i64 0, %t127, !dbg !65
  %.802 = select i1 %.797, i64 %.801, i64 %.800, !dbg !65
  br label %b77, !dbg !64

b74:                                              ; preds = %b72
  %.805 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !65
  %.806 = extractvalue { i32, i1 } %.805, 1, !dbg !65
  br i1 %.806, label %trap.record.807, label %trap.end.808, !dbg !65

trap.record.807:                                  ; preds = %b74
  store i32 99, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !65
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !65
  %.812 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !65
  store i32 %.812, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !65
  %.814 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !65
  store i32 %.814, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !65
  %.816 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !65
  store i32 %.816, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !65
  %.818 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !65
  store i32 %.818, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !65
  %.820 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !65
  store i32 %.820, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !65
  br label %trap.end.808, !dbg !65

trap.end.808:                                     ; preds = %trap.record.807, %b74
  fence syncscope("agent") release, !dbg !65
  tail call void @llvm.amdgcn.endpgm(), !dbg !65
  unreachable, !dbg !65

b77:                                              ; preds = %b70, %ok.777, %b45
  %t138 = phi i64 [ %t91, %b45 ], [ %t127.mux, %b70 ], [ %.802, %ok.777 ]
  %t139 = phi i1 [ %t92, %b45 ], [ %t128.mux, %b70 ], [ true, %ok.777 ]
  %t140 = icmp eq i32 %.2, 0, !dbg !64
  br i1 %t140, label %b78, label %b86, !dbg !64

b78:                                              ; preds = %b77
  %22 = select i1 %t139, i1 %.1, i1 false, !dbg !64
  %a3.mux = select i1 %t139, i64 %t138, i64 %a3, !dbg !64
  %.1.mux = select i1 %t139, i1 true, i1 %.1, !dbg !64
  br i1 %22, label %b80, label %b84, !dbg !64

b80:                                              ; preds = %b78
  %t141.not = icmp eq i64 %t138, 0, !dbg !65
  br i1 %t141.not, label %b82, label %ok.824, !dbg !65

ok.824:                                           ; preds = %b80
  %.844 = icmp eq i64 %t138, -1, !dbg !65
  %.846 = select i1 %.844, i64 1, i64 %t138, !dbg !65
  %.847 = sdiv i64 %a3, %.846, !dbg !65
  %.848 = sub i64 0, %a3, !dbg !65
  %.849 = select i1 %.844, i64 %.848, i64 %.847, !dbg !65
  br label %b84, !dbg !64

b82:                                              ; preds = %b80
  %.852 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !65
  %.853 = extractvalue { i32, i1 } %.852, 1, !dbg !65
  br i1 %.853, label %trap.record.854, label %trap.end.855, !dbg !65

trap.record.854:                                  ; preds = %b82
  store i32 101, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !65
  store i32 0, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !65
  %.859 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !65
  store i32 %.859, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !65
  %.861 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !65
  store i32 %.861, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !65
  %.863 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !65
  store i32 %.863, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !65
  %.865 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !65
  store i32 %.865, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !65
  %.867 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !65
  store i32 %.867, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !65
  br label %trap.end.855, !dbg !65

trap.end.855:                                     ; preds = %trap.record.854, %b82
  fence syncscope("agent") release, !dbg !65
  tail call void @llvm.amdgcn.endpgm(), !dbg !65
  unreachable, !dbg !65

b84:                                              ; preds = %b78, %ok.824
  %t144 = phi i64 [ %a3.mux, %b78 ], [ %.849, %ok.824 ]
  %t145 = phi i1 [ %.1.mux, %b78 ], [ true, %ok.824 ]
  br i1 %t145, label %b85, label %b86, !dbg !64

b85:                                              ; preds = %b84
  store i64 %t144, ptr addrspace(1) %a2, align 8, !dbg !64
  br label %b86, !dbg !64

b86:                                              ; preds = %b85, %b84, %b77
  ret void, !dbg !64
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: cold noreturn nounwind
declare void @llvm.amdgcn.endpgm() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.z() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.z() #1

; Function Attrs: nounwind readonly
declare i32 @llvm.read_register.i32(metadata) #6

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #3 = { cold noreturn nounwind }
attributes #4 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #5 = { convergent mustprogress nounwind willreturn }
attributes #6 = { nounwind readonly }
attributes #7 = { convergent }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "debug.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eScatter", scope: !1, file: !1, line: 14, type: !5, scopeLine: 14, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 15, column: 14, scope: !4)
!8 = !DILocation(line: 16, column: 7, scope: !4)
!9 = !DILocation(line: 17, column: 10, scope: !4)
!10 = !DILocation(line: 17, column: 6, scope: !4)
!11 = !DILocation(line: 17, column: 24, scope: !4)
!12 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eSharedRace", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DILocation(line: 32, column: 27, scope: !12)
!14 = !DILocation(line: 32, column: 4, scope: !12)
!15 = !DILocation(line: 33, column: 15, scope: !12)
!16 = !DILocation(line: 34, column: 21, scope: !12)
!17 = !DILocation(line: 35, column: 6, scope: !12)
!18 = !DILocation(line: 35, column: 14, scope: !12)
!19 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eTreeSum", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = !DILocation(line: 47, column: 20, scope: !19)
!21 = !DILocation(line: 48, column: 22, scope: !19)
!22 = !DILocation(line: 48, column: 14, scope: !19)
!23 = !DILocation(line: 0, scope: !19)
!24 = !DILocation(line: 51, column: 10, scope: !19)
!25 = !DILocation(line: 52, column: 21, scope: !19)
!26 = !DILocation(line: 52, column: 17, scope: !19)
!27 = !DILocation(line: 54, column: 16, scope: !19)
!28 = !DILocation(line: 50, column: 33, scope: !19)
!29 = !DILocation(line: 56, column: 9, scope: !19)
!30 = !DILocation(line: 57, column: 6, scope: !19)
!31 = !DILocation(line: 48, column: 4, scope: !19)
!32 = !DILocation(line: 49, column: 15, scope: !19)
!33 = !DILocation(line: 52, column: 6, scope: !19)
!34 = !DILocation(line: 52, column: 4, scope: !19)
!35 = !DILocation(line: 57, column: 27, scope: !19)
!36 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2ePairAt", scope: !1, file: !1, line: 65, type: !5, scopeLine: 65, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = !DILocation(line: 66, column: 32, scope: !36)
!38 = !DILocation(line: 66, column: 13, scope: !36)
!39 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eReverse", scope: !1, file: !1, line: 75, type: !5, scopeLine: 75, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = !DILocation(line: 76, column: 17, scope: !39)
!41 = !DILocation(line: 76, column: 9, scope: !39)
!42 = !DILocation(line: 79, column: 4, scope: !39)
!43 = !DILocation(line: 80, column: 15, scope: !39)
!44 = !DILocation(line: 81, column: 38, scope: !39)
!45 = !DILocation(line: 81, column: 21, scope: !39)
!46 = !DILocation(line: 81, column: 5, scope: !39)
!47 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eVecAt", scope: !1, file: !1, line: 89, type: !5, scopeLine: 89, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = !DILocation(line: 90, column: 48, scope: !47)
!49 = !DILocation(line: 90, column: 15, scope: !47)
!50 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eCopyAt", scope: !1, file: !1, line: 98, type: !5, scopeLine: 98, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = !DILocation(line: 100, column: 16, scope: !50)
!52 = !DILocation(line: 104, column: 6, scope: !50)
!53 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fcontig", scope: !1, file: !1, line: 24, type: !5, scopeLine: 24, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = !DILocation(line: 24, column: 6, scope: !53)
!55 = !DILocation(line: 24, column: 39, scope: !53)
!56 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstrided", scope: !1, file: !1, line: 24, type: !5, scopeLine: 24, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!57 = !DILocation(line: 24, column: 6, scope: !56)
!58 = !DILocation(line: 24, column: 39, scope: !56)
!59 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage1", scope: !1, file: !1, line: 24, type: !5, scopeLine: 24, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!60 = !DILocation(line: 24, column: 6, scope: !59)
!61 = !DILocation(line: 24, column: 39, scope: !59)
!62 = !{!"exec_lo"}
!63 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage2", scope: !1, file: !1, line: 24, type: !5, scopeLine: 24, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!64 = !DILocation(line: 24, column: 6, scope: !63)
!65 = !DILocation(line: 24, column: 39, scope: !63)
!66 = distinct !{!66, !67, !68, !69}
!67 = !{!"llvm.loop.unroll.disable"}
!68 = !{!"llvm.loop.vectorize.width", i32 1}
!69 = !{!"llvm.loop.interleave.count", i32 1}
