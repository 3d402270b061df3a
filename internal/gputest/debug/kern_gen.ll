; kern module github.com/kernlab/kern/internal/gputest/debug (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__kern_trap = protected addrspace(1) externally_initialized global [8 x i32] zeroinitializer, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eSharedRace.shared.0.0 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eTreeSum.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eScatter(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 !dbg !4 {
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eSharedRace(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2) local_unnamed_addr #0 !dbg !12 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !13
  store i32 %.4, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eSharedRace.shared.0.0, align 4, !dbg !14
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
  %.5 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eSharedRace.shared.0.0, align 4, !dbg !18
  store i32 %.5, ptr addrspace(1) %a0, align 4, !dbg !17
  br label %b2, !dbg !17

b4:                                               ; preds = %b1
  %.7 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !17
  %.8 = extractvalue { i32, i1 } %.7, 1, !dbg !17
  br i1 %.8, label %trap.record.9, label %trap.end.10, !dbg !17

trap.record.9:                                    ; preds = %b4
  store <2 x i32> <i32 2, i32 0>, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !17
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eTreeSum(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 !dbg !19 {
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
  %t146.in = phi i64 [ %t146, %b4 ], [ %t6, %b10 ]
  %t146 = lshr i64 %t146.in, 1, !dbg !23
  %t16 = icmp sgt i64 %t146, %t2, !dbg !24
  br i1 %t16, label %b3, label %b4, !dbg !24

b3:                                               ; preds = %b2
  %t17 = add nsw i64 %t146, %t2, !dbg !25
  %t19 = icmp ult i64 %t17, 256, !dbg !26
  br i1 %t19, label %b14, label %b13, !dbg !26

b4:                                               ; preds = %b14, %b2
  fence syncscope("workgroup") release, !dbg !27
  tail call void @llvm.amdgcn.s.barrier(), !dbg !27
  fence syncscope("workgroup") acquire, !dbg !27
  %t15.not = icmp ult i64 %t146.in, 4, !dbg !28
  br i1 %t15.not, label %b5, label %b2, !dbg !28

b5:                                               ; preds = %b4, %b10
  %t21 = icmp eq i32 %.7, 0, !dbg !29
  br i1 %t21, label %b6, label %b7, !dbg !29

b6:                                               ; preds = %b5
  %t28 = icmp ult i64 %t4, %a4, !dbg !30
  br i1 %t28, label %b18, label %b19, !dbg !30

b7:                                               ; preds = %b18, %b5
  ret void, !dbg !30

b8:                                               ; preds = %entry
  %t32 = icmp ult i32 %.7, 256, !dbg !31
  br i1 %t32, label %b10, label %b11, !dbg !31

b9:                                               ; preds = %entry
  %.37 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !22
  %.38 = extractvalue { i32, i1 } %.37, 1, !dbg !22
  br i1 %.38, label %trap.record.39, label %trap.end.40, !dbg !22

trap.record.39:                                   ; preds = %b9
  store i32 4, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !22
  store i32 %.7, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !22
  %.44 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !22
  store i32 %.44, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !22
  %.46 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !22
  store i32 %.46, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !22
  store i32 %.8, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !22
  %.50 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !22
  store i32 %.50, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !22
  %.52 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !22
  store i32 %.52, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !22
  br label %trap.end.40, !dbg !22

trap.end.40:                                      ; preds = %trap.record.39, %b9
  fence syncscope("agent") release, !dbg !22
  tail call void @llvm.amdgcn.endpgm(), !dbg !22
  unreachable, !dbg !22

b10:                                              ; preds = %b8
  %t29 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t8, !dbg !22
  %.35 = load float, ptr addrspace(1) %t29, align 4, !dbg !22, !amdgpu.noclobber !6
  %t33 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eTreeSum.shared.0, i32 %.7, !dbg !31
  store float %.35, ptr addrspace(3) %t33, align 4, !dbg !31
  fence syncscope("workgroup") release, !dbg !32
  tail call void @llvm.amdgcn.s.barrier(), !dbg !32
  fence syncscope("workgroup") acquire, !dbg !32
  %t15.not5 = icmp ult i16 %.11, 2, !dbg !28
  br i1 %t15.not5, label %b5, label %b2, !dbg !28

b11:                                              ; preds = %b8
  %.76 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !31
  %.77 = extractvalue { i32, i1 } %.76, 1, !dbg !31
  br i1 %.77, label %trap.record.78, label %trap.end.79, !dbg !31

trap.record.78:                                   ; preds = %b11
  store i32 6, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !31
  store i32 %.7, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !31
  %.83 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !31
  store i32 %.83, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !31
  %.85 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !31
  store i32 %.85, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !31
  store i32 %.8, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !31
  %.89 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !31
  store i32 %.89, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !31
  %.91 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !31
  store i32 %.91, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !31
  br label %trap.end.79, !dbg !31

trap.end.79:                                      ; preds = %trap.record.78, %b11
  fence syncscope("agent") release, !dbg !31
  tail call void @llvm.amdgcn.endpgm(), !dbg !31
  unreachable, !dbg !31

b13:                                              ; preds = %b3
  %.95 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !26
  %.96 = extractvalue { i32, i1 } %.95, 1, !dbg !26
  br i1 %.96, label %trap.record.97, label %trap.end.98, !dbg !26

trap.record.97:                                   ; preds = %b13
  store i32 7, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !26
  store i32 %.7, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !26
  %.102 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !26
  store i32 %.102, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !26
  %.104 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !26
  store i32 %.104, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !26
  store i32 %.8, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !26
  %.108 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !26
  store i32 %.108, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !26
  %.110 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !26
  store i32 %.110, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !26
  br label %trap.end.98, !dbg !26

trap.end.98:                                      ; preds = %trap.record.97, %b13
  fence syncscope("agent") release, !dbg !26
  tail call void @llvm.amdgcn.endpgm(), !dbg !26
  unreachable, !dbg !26

b14:                                              ; preds = %b3
  %0 = trunc i64 %t17 to i32, !dbg !26
  %t35 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eTreeSum.shared.0, i32 %0, !dbg !26
  %.93 = load float, ptr addrspace(3) %t35, align 4, !dbg !26
  %.112 = load float, ptr addrspace(3) %t33, align 4, !dbg !33
  %t38 = fadd float %.93, %.112, !dbg !34
  store float %t38, ptr addrspace(3) %t33, align 4, !dbg !33
  br label %b4, !dbg !33

b18:                                              ; preds = %b6
  %.34 = load float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eTreeSum.shared.0, align 4, !dbg !35
  %t39 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t4, !dbg !30
  store float %.34, ptr addrspace(1) %t39, align 4, !dbg !30
  br label %b7, !dbg !30

b19:                                              ; preds = %b6
  %.150 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !30
  %.151 = extractvalue { i32, i1 } %.150, 1, !dbg !30
  br i1 %.151, label %trap.record.152, label %trap.end.153, !dbg !30

trap.record.152:                                  ; preds = %b19
  store <2 x i32> <i32 10, i32 0>, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !30
  %.157 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !30
  store i32 %.157, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !30
  %.159 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !30
  store i32 %.159, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !30
  store i32 %.8, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !30
  %.163 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !30
  store i32 %.163, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !30
  %.165 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !30
  store i32 %.165, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !30
  br label %trap.end.153, !dbg !30

trap.end.153:                                     ; preds = %trap.record.152, %b19
  fence syncscope("agent") release, !dbg !30
  tail call void @llvm.amdgcn.endpgm(), !dbg !30
  unreachable, !dbg !30
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eQuo_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) readonly %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !36 {
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
  br i1 %t141, label %b2, label %b9, !dbg !37

b2:                                               ; preds = %entry, %ok.21
  %t132 = phi i64 [ %t24, %ok.21 ], [ %t11, %entry ]
  br i1 %t0.not, label %b4, label %b3, !dbg !37

b3:                                               ; preds = %b2
  %t15 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t132, !dbg !37
  %.17 = load i64, ptr addrspace(1) %t15, align 8, !dbg !37
  br label %b4, !dbg !37

b4:                                               ; preds = %b3, %b2
  %t17 = phi i64 [ %.17, %b3 ], [ %a2, %b2 ]
  br i1 %t1.not, label %b6, label %b5, !dbg !37

b5:                                               ; preds = %b4
  %t18 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t132, !dbg !37
  %.18 = load i64, ptr addrspace(1) %t18, align 8, !dbg !37
  br label %b6, !dbg !37

b6:                                               ; preds = %b5, %b4
  %t20 = phi i64 [ %.18, %b5 ], [ %a4, %b4 ]
  %t21.not = icmp eq i64 %t20, 0, !dbg !38
  br i1 %t21.not, label %b8, label %ok.21, !dbg !38

ok.21:                                            ; preds = %b6
  %.41 = icmp eq i64 %t20, -1, !dbg !38
  %.43 = select i1 %.41, i64 1, i64 %t20, !dbg !38
  %.44 = sdiv i64 %t17, %.43, !dbg !38
  %.45 = sub i64 0, %t17, !dbg !38
  %.46 = select i1 %.41, i64 %.45, i64 %.44, !dbg !38
  %t23 = getelementptr inbounds i64, ptr addrspace(1) %a5, i64 %t132, !dbg !37
  store i64 %.46, ptr addrspace(1) %t23, align 8, !dbg !37
  %t24 = add i64 %t132, %t12, !dbg !37
  %t14 = icmp slt i64 %t24, %a0, !dbg !37
  br i1 %t14, label %b2, label %b9, !dbg !37

b8:                                               ; preds = %b6
  %.49 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !38
  %.50 = extractvalue { i32, i1 } %.49, 1, !dbg !38
  br i1 %.50, label %trap.record.51, label %trap.end.52, !dbg !38

trap.record.51:                                   ; preds = %b8
  store i32 12, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !38
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !38
  %.56 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !38
  store i32 %.56, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !38
  %.58 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !38
  store i32 %.58, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !38
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !38
  %.62 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !38
  store i32 %.62, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !38
  %.64 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !38
  store i32 %.64, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !38
  br label %trap.end.52, !dbg !38

trap.end.52:                                      ; preds = %trap.record.51, %b8
  fence syncscope("agent") release, !dbg !38
  tail call void @llvm.amdgcn.endpgm(), !dbg !38
  unreachable, !dbg !38

b9:                                               ; preds = %ok.21, %entry
  ret void, !dbg !37
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eQuo_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !39 {
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
  %t14 = icmp sgt i64 %a1, 6, !dbg !40
  %t15 = icmp sgt i64 %a1, 5, !dbg !40
  %t16 = icmp sgt i64 %a1, 4, !dbg !40
  %t17 = icmp sgt i64 %a1, 3, !dbg !40
  %t18 = icmp sgt i64 %a1, 2, !dbg !40
  %t19 = icmp sgt i64 %a1, 1, !dbg !40
  %t20 = icmp sgt i64 %a1, 0, !dbg !40
  %t221 = icmp slt i64 %t11, %a0, !dbg !40
  br i1 %t221, label %b2.lr.ph, label %b25, !dbg !40

b2.lr.ph:                                         ; preds = %entry
  %.17 = icmp eq i64 %a9, 0
  %.39 = icmp eq i64 %a9, -1
  %.41 = select i1 %.39, i64 1, i64 %a9
  %.73 = icmp eq i64 %a8, 0
  %.95 = icmp eq i64 %a8, -1
  %.97 = select i1 %.95, i64 1, i64 %a8
  %.129 = icmp eq i64 %a7, 0
  %.151 = icmp eq i64 %a7, -1
  %.153 = select i1 %.151, i64 1, i64 %a7
  %.185 = icmp eq i64 %a6, 0
  %.207 = icmp eq i64 %a6, -1
  %.209 = select i1 %.207, i64 1, i64 %a6
  %.241 = icmp eq i64 %a5, 0
  %.263 = icmp eq i64 %a5, -1
  %.265 = select i1 %.263, i64 1, i64 %a5
  %.297 = icmp eq i64 %a4, 0
  %.319 = icmp eq i64 %a4, -1
  %.321 = select i1 %.319, i64 1, i64 %a4
  %.353 = icmp eq i64 %a3, 0
  %.375 = icmp eq i64 %a3, -1
  %.377 = select i1 %.375, i64 1, i64 %a3
  br label %b2, !dbg !40

b2:                                               ; preds = %b2.lr.ph, %ok.413
  %t212 = phi i64 [ %t11, %b2.lr.ph ], [ %t122, %ok.413 ]
  br i1 %t13, label %b3, label %b4, !dbg !40

b3:                                               ; preds = %b2
  br i1 %.17, label %trap.18, label %ok.19, !dbg !40

trap.18:                                          ; preds = %b3
  %.21 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !40
  %.22 = extractvalue { i32, i1 } %.21, 1, !dbg !40
  br i1 %.22, label %trap.record.23, label %trap.end.24, !dbg !40

trap.record.23:                                   ; preds = %trap.18
  store i32 13, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !40
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !40
  %.28 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !40
  store i32 %.28, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !40
  %.30 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !40
  store i32 %.30, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !40
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !40
  %.34 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !40
  store i32 %.34, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !40
  %.36 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !40
  store i32 %.36, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !40
  br label %trap.end.24, !dbg !40

trap.end.24:                                      ; preds = %trap.record.23, %trap.18
  fence syncscope("agent") release, !dbg !40
  tail call void @llvm.amdgcn.endpgm(), !dbg !40
  unreachable, !dbg !40

ok.19:                                            ; preds = %b3
  %t212.frozen = freeze i64 %t212
  %.41.frozen = freeze i64 %.41
  %.69 = sdiv i64 %t212.frozen, %.41.frozen, !dbg !40
  %0 = mul i64 %.69, %.41.frozen
  %.42.decomposed = sub i64 %t212.frozen, %0
  %.70 = sub i64 0, %t212, !dbg !40
  %.71 = select i1 %.39, i64 %.70, i64 %.69, !dbg !40
  %t25 = mul i64 %.42.decomposed, %a19, !dbg !40
  %t26 = mul i64 %.42.decomposed, %a29, !dbg !40
  %t27 = mul i64 %.42.decomposed, %a38, !dbg !40
  br label %b4, !dbg !40

b4:                                               ; preds = %ok.19, %b2
  %t28 = phi i64 [ %.71, %ok.19 ], [ %t212, %b2 ]
  %t29 = phi i64 [ %t25, %ok.19 ], [ 0, %b2 ]
  %t30 = phi i64 [ %t26, %ok.19 ], [ 0, %b2 ]
  %t31 = phi i64 [ %t27, %ok.19 ], [ 0, %b2 ]
  br i1 %t14, label %b5, label %b6, !dbg !40

b5:                                               ; preds = %b4
  br i1 %.73, label %trap.74, label %ok.75, !dbg !40

trap.74:                                          ; preds = %b5
  %.77 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !40
  %.78 = extractvalue { i32, i1 } %.77, 1, !dbg !40
  br i1 %.78, label %trap.record.79, label %trap.end.80, !dbg !40

trap.record.79:                                   ; preds = %trap.74
  store i32 15, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !40
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !40
  %.84 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !40
  store i32 %.84, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !40
  %.86 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !40
  store i32 %.86, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !40
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !40
  %.90 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !40
  store i32 %.90, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !40
  %.92 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !40
  store i32 %.92, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !40
  br label %trap.end.80, !dbg !40

trap.end.80:                                      ; preds = %trap.record.79, %trap.74
  fence syncscope("agent") release, !dbg !40
  tail call void @llvm.amdgcn.endpgm(), !dbg !40
  unreachable, !dbg !40

ok.75:                                            ; preds = %b5
  %t28.frozen = freeze i64 %t28
  %.97.frozen = freeze i64 %.97
  %.125 = sdiv i64 %t28.frozen, %.97.frozen, !dbg !40
  %1 = mul i64 %.125, %.97.frozen
  %.98.decomposed = sub i64 %t28.frozen, %1
  %.126 = sub i64 0, %t28, !dbg !40
  %.127 = select i1 %.95, i64 %.126, i64 %.125, !dbg !40
  %t34 = mul i64 %.98.decomposed, %a18, !dbg !40
  %t35 = add i64 %t34, %t29, !dbg !40
  %t36 = mul i64 %.98.decomposed, %a28, !dbg !40
  %t37 = add i64 %t36, %t30, !dbg !40
  %t38 = mul i64 %.98.decomposed, %a37, !dbg !40
  %t39 = add i64 %t38, %t31, !dbg !40
  br label %b6, !dbg !40

b6:                                               ; preds = %ok.75, %b4
  %t40 = phi i64 [ %.127, %ok.75 ], [ %t28, %b4 ]
  %t41 = phi i64 [ %t35, %ok.75 ], [ %t29, %b4 ]
  %t42 = phi i64 [ %t37, %ok.75 ], [ %t30, %b4 ]
  %t43 = phi i64 [ %t39, %ok.75 ], [ %t31, %b4 ]
  br i1 %t15, label %b7, label %b8, !dbg !40

b7:                                               ; preds = %b6
  br i1 %.129, label %trap.130, label %ok.131, !dbg !40

trap.130:                                         ; preds = %b7
  %.133 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !40
  %.134 = extractvalue { i32, i1 } %.133, 1, !dbg !40
  br i1 %.134, label %trap.record.135, label %trap.end.136, !dbg !40

trap.record.135:                                  ; preds = %trap.130
  store i32 17, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !40
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !40
  %.140 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !40
  store i32 %.140, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !40
  %.142 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !40
  store i32 %.142, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !40
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !40
  %.146 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !40
  store i32 %.146, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !40
  %.148 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !40
  store i32 %.148, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !40
  br label %trap.end.136, !dbg !40

trap.end.136:                                     ; preds = %trap.record.135, %trap.130
  fence syncscope("agent") release, !dbg !40
  tail call void @llvm.amdgcn.endpgm(), !dbg !40
  unreachable, !dbg !40

ok.131:                                           ; preds = %b7
  %t40.frozen = freeze i64 %t40
  %.153.frozen = freeze i64 %.153
  %.181 = sdiv i64 %t40.frozen, %.153.frozen, !dbg !40
  %2 = mul i64 %.181, %.153.frozen
  %.154.decomposed = sub i64 %t40.frozen, %2
  %.182 = sub i64 0, %t40, !dbg !40
  %.183 = select i1 %.151, i64 %.182, i64 %.181, !dbg !40
  %t46 = mul i64 %.154.decomposed, %a17, !dbg !40
  %t47 = add i64 %t46, %t41, !dbg !40
  %t48 = mul i64 %.154.decomposed, %a27, !dbg !40
  %t49 = add i64 %t48, %t42, !dbg !40
  %t50 = mul i64 %.154.decomposed, %a36, !dbg !40
  %t51 = add i64 %t50, %t43, !dbg !40
  br label %b8, !dbg !40

b8:                                               ; preds = %ok.131, %b6
  %t52 = phi i64 [ %.183, %ok.131 ], [ %t40, %b6 ]
  %t53 = phi i64 [ %t47, %ok.131 ], [ %t41, %b6 ]
  %t54 = phi i64 [ %t49, %ok.131 ], [ %t42, %b6 ]
  %t55 = phi i64 [ %t51, %ok.131 ], [ %t43, %b6 ]
  br i1 %t16, label %b9, label %b10, !dbg !40

b9:                                               ; preds = %b8
  br i1 %.185, label %trap.186, label %ok.187, !dbg !40

trap.186:                                         ; preds = %b9
  %.189 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !40
  %.190 = extractvalue { i32, i1 } %.189, 1, !dbg !40
  br i1 %.190, label %trap.record.191, label %trap.end.192, !dbg !40

trap.record.191:                                  ; preds = %trap.186
  store i32 19, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !40
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !40
  %.196 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !40
  store i32 %.196, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !40
  %.198 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !40
  store i32 %.198, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !40
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !40
  %.202 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !40
  store i32 %.202, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !40
  %.204 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !40
  store i32 %.204, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !40
  br label %trap.end.192, !dbg !40

trap.end.192:                                     ; preds = %trap.record.191, %trap.186
  fence syncscope("agent") release, !dbg !40
  tail call void @llvm.amdgcn.endpgm(), !dbg !40
  unreachable, !dbg !40

ok.187:                                           ; preds = %b9
  %t52.frozen = freeze i64 %t52
  %.209.frozen = freeze i64 %.209
  %.237 = sdiv i64 %t52.frozen, %.209.frozen, !dbg !40
  %3 = mul i64 %.237, %.209.frozen
  %.210.decomposed = sub i64 %t52.frozen, %3
  %.238 = sub i64 0, %t52, !dbg !40
  %.239 = select i1 %.207, i64 %.238, i64 %.237, !dbg !40
  %t58 = mul i64 %.210.decomposed, %a16, !dbg !40
  %t59 = add i64 %t58, %t53, !dbg !40
  %t60 = mul i64 %.210.decomposed, %a26, !dbg !40
  %t61 = add i64 %t60, %t54, !dbg !40
  %t62 = mul i64 %.210.decomposed, %a35, !dbg !40
  %t63 = add i64 %t62, %t55, !dbg !40
  br label %b10, !dbg !40

b10:                                              ; preds = %ok.187, %b8
  %t64 = phi i64 [ %.239, %ok.187 ], [ %t52, %b8 ]
  %t65 = phi i64 [ %t59, %ok.187 ], [ %t53, %b8 ]
  %t66 = phi i64 [ %t61, %ok.187 ], [ %t54, %b8 ]
  %t67 = phi i64 [ %t63, %ok.187 ], [ %t55, %b8 ]
  br i1 %t17, label %b11, label %b12, !dbg !40

b11:                                              ; preds = %b10
  br i1 %.241, label %trap.242, label %ok.243, !dbg !40

trap.242:                                         ; preds = %b11
  %.245 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !40
  %.246 = extractvalue { i32, i1 } %.245, 1, !dbg !40
  br i1 %.246, label %trap.record.247, label %trap.end.248, !dbg !40

trap.record.247:                                  ; preds = %trap.242
  store i32 21, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !40
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !40
  %.252 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !40
  store i32 %.252, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !40
  %.254 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !40
  store i32 %.254, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !40
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !40
  %.258 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !40
  store i32 %.258, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !40
  %.260 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !40
  store i32 %.260, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !40
  br label %trap.end.248, !dbg !40

trap.end.248:                                     ; preds = %trap.record.247, %trap.242
  fence syncscope("agent") release, !dbg !40
  tail call void @llvm.amdgcn.endpgm(), !dbg !40
  unreachable, !dbg !40

ok.243:                                           ; preds = %b11
  %t64.frozen = freeze i64 %t64
  %.265.frozen = freeze i64 %.265
  %.293 = sdiv i64 %t64.frozen, %.265.frozen, !dbg !40
  %4 = mul i64 %.293, %.265.frozen
  %.266.decomposed = sub i64 %t64.frozen, %4
  %.294 = sub i64 0, %t64, !dbg !40
  %.295 = select i1 %.263, i64 %.294, i64 %.293, !dbg !40
  %t70 = mul i64 %.266.decomposed, %a15, !dbg !40
  %t71 = add i64 %t70, %t65, !dbg !40
  %t72 = mul i64 %.266.decomposed, %a25, !dbg !40
  %t73 = add i64 %t72, %t66, !dbg !40
  %t74 = mul i64 %.266.decomposed, %a34, !dbg !40
  %t75 = add i64 %t74, %t67, !dbg !40
  br label %b12, !dbg !40

b12:                                              ; preds = %ok.243, %b10
  %t76 = phi i64 [ %.295, %ok.243 ], [ %t64, %b10 ]
  %t77 = phi i64 [ %t71, %ok.243 ], [ %t65, %b10 ]
  %t78 = phi i64 [ %t73, %ok.243 ], [ %t66, %b10 ]
  %t79 = phi i64 [ %t75, %ok.243 ], [ %t67, %b10 ]
  br i1 %t18, label %b13, label %b14, !dbg !40

b13:                                              ; preds = %b12
  br i1 %.297, label %trap.298, label %ok.299, !dbg !40

trap.298:                                         ; preds = %b13
  %.301 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !40
  %.302 = extractvalue { i32, i1 } %.301, 1, !dbg !40
  br i1 %.302, label %trap.record.303, label %trap.end.304, !dbg !40

trap.record.303:                                  ; preds = %trap.298
  store i32 23, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !40
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !40
  %.308 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !40
  store i32 %.308, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !40
  %.310 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !40
  store i32 %.310, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !40
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !40
  %.314 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !40
  store i32 %.314, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !40
  %.316 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !40
  store i32 %.316, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !40
  br label %trap.end.304, !dbg !40

trap.end.304:                                     ; preds = %trap.record.303, %trap.298
  fence syncscope("agent") release, !dbg !40
  tail call void @llvm.amdgcn.endpgm(), !dbg !40
  unreachable, !dbg !40

ok.299:                                           ; preds = %b13
  %t76.frozen = freeze i64 %t76
  %.321.frozen = freeze i64 %.321
  %.349 = sdiv i64 %t76.frozen, %.321.frozen, !dbg !40
  %5 = mul i64 %.349, %.321.frozen
  %.322.decomposed = sub i64 %t76.frozen, %5
  %.350 = sub i64 0, %t76, !dbg !40
  %.351 = select i1 %.319, i64 %.350, i64 %.349, !dbg !40
  %t82 = mul i64 %.322.decomposed, %a14, !dbg !40
  %t83 = add i64 %t82, %t77, !dbg !40
  %t84 = mul i64 %.322.decomposed, %a24, !dbg !40
  %t85 = add i64 %t84, %t78, !dbg !40
  %t86 = mul i64 %.322.decomposed, %a33, !dbg !40
  %t87 = add i64 %t86, %t79, !dbg !40
  br label %b14, !dbg !40

b14:                                              ; preds = %ok.299, %b12
  %t88 = phi i64 [ %.351, %ok.299 ], [ %t76, %b12 ]
  %t89 = phi i64 [ %t83, %ok.299 ], [ %t77, %b12 ]
  %t90 = phi i64 [ %t85, %ok.299 ], [ %t78, %b12 ]
  %t91 = phi i64 [ %t87, %ok.299 ], [ %t79, %b12 ]
  br i1 %t19, label %b15, label %b16, !dbg !40

b15:                                              ; preds = %b14
  br i1 %.353, label %trap.354, label %ok.355, !dbg !40

trap.354:                                         ; preds = %b15
  %.357 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !40
  %.358 = extractvalue { i32, i1 } %.357, 1, !dbg !40
  br i1 %.358, label %trap.record.359, label %trap.end.360, !dbg !40

trap.record.359:                                  ; preds = %trap.354
  store i32 25, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !40
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !40
  %.364 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !40
  store i32 %.364, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !40
  %.366 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !40
  store i32 %.366, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !40
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !40
  %.370 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !40
  store i32 %.370, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !40
  %.372 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !40
  store i32 %.372, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !40
  br label %trap.end.360, !dbg !40

trap.end.360:                                     ; preds = %trap.record.359, %trap.354
  fence syncscope("agent") release, !dbg !40
  tail call void @llvm.amdgcn.endpgm(), !dbg !40
  unreachable, !dbg !40

ok.355:                                           ; preds = %b15
  %t88.frozen = freeze i64 %t88
  %.377.frozen = freeze i64 %.377
  %.405 = sdiv i64 %t88.frozen, %.377.frozen, !dbg !40
  %6 = mul i64 %.405, %.377.frozen
  %.378.decomposed = sub i64 %t88.frozen, %6
  %.406 = sub i64 0, %t88, !dbg !40
  %.407 = select i1 %.375, i64 %.406, i64 %.405, !dbg !40
  %t94 = mul i64 %.378.decomposed, %a13, !dbg !40
  %t95 = add i64 %t94, %t89, !dbg !40
  %t96 = mul i64 %.378.decomposed, %a23, !dbg !40
  %t97 = add i64 %t96, %t90, !dbg !40
  %t98 = mul i64 %.378.decomposed, %a32, !dbg !40
  %t99 = add i64 %t98, %t91, !dbg !40
  br label %b16, !dbg !40

b16:                                              ; preds = %ok.355, %b14
  %t100 = phi i64 [ %.407, %ok.355 ], [ %t88, %b14 ]
  %t101 = phi i64 [ %t95, %ok.355 ], [ %t89, %b14 ]
  %t102 = phi i64 [ %t97, %ok.355 ], [ %t90, %b14 ]
  %t103 = phi i64 [ %t99, %ok.355 ], [ %t91, %b14 ]
  br i1 %t20, label %b17, label %b18, !dbg !40

b17:                                              ; preds = %b16
  %t104 = mul i64 %t100, %a12, !dbg !40
  %t105 = add i64 %t101, %t104, !dbg !40
  %t106 = mul i64 %t100, %a22, !dbg !40
  %t107 = add i64 %t102, %t106, !dbg !40
  %t108 = mul i64 %t100, %a31, !dbg !40
  %t109 = add i64 %t103, %t108, !dbg !40
  br label %b18, !dbg !40

b18:                                              ; preds = %b17, %b16
  %t110 = phi i64 [ %t105, %b17 ], [ %t101, %b16 ]
  %t111 = phi i64 [ %t107, %b17 ], [ %t102, %b16 ]
  %t112 = phi i64 [ %t109, %b17 ], [ %t103, %b16 ]
  br i1 %t0.not, label %b20, label %b19, !dbg !40

b19:                                              ; preds = %b18
  %t113 = getelementptr inbounds i64, ptr addrspace(1) %a10, i64 %t110, !dbg !40
  %.409 = load i64, ptr addrspace(1) %t113, align 8, !dbg !40
  br label %b20, !dbg !40

b20:                                              ; preds = %b19, %b18
  %t115 = phi i64 [ %.409, %b19 ], [ %a11, %b18 ]
  br i1 %t1.not, label %b22, label %b21, !dbg !40

b21:                                              ; preds = %b20
  %t116 = getelementptr inbounds i64, ptr addrspace(1) %a20, i64 %t111, !dbg !40
  %.410 = load i64, ptr addrspace(1) %t116, align 8, !dbg !40
  br label %b22, !dbg !40

b22:                                              ; preds = %b21, %b20
  %t118 = phi i64 [ %.410, %b21 ], [ %a21, %b20 ]
  %t119.not = icmp eq i64 %t118, 0, !dbg !41
  br i1 %t119.not, label %b24, label %ok.413, !dbg !41

ok.413:                                           ; preds = %b22
  %.433 = icmp eq i64 %t118, -1, !dbg !41
  %.435 = select i1 %.433, i64 1, i64 %t118, !dbg !41
  %.436 = sdiv i64 %t115, %.435, !dbg !41
  %.437 = sub i64 0, %t115, !dbg !41
  %.438 = select i1 %.433, i64 %.437, i64 %.436, !dbg !41
  %t121 = getelementptr inbounds i64, ptr addrspace(1) %a30, i64 %t112, !dbg !40
  store i64 %.438, ptr addrspace(1) %t121, align 8, !dbg !40
  %t122 = add i64 %t212, %t12, !dbg !40
  %t22 = icmp slt i64 %t122, %a0, !dbg !40
  br i1 %t22, label %b2, label %b25, !dbg !40

b24:                                              ; preds = %b22
  %.441 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !41
  %.442 = extractvalue { i32, i1 } %.441, 1, !dbg !41
  br i1 %.442, label %trap.record.443, label %trap.end.444, !dbg !41

trap.record.443:                                  ; preds = %b24
  store i32 28, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !41
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !41
  %.448 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !41
  store i32 %.448, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !41
  %.450 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !41
  store i32 %.450, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !41
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !41
  %.454 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !41
  store i32 %.454, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !41
  %.456 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !41
  store i32 %.456, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !41
  br label %trap.end.444, !dbg !41

trap.end.444:                                     ; preds = %trap.record.443, %b24
  fence syncscope("agent") release, !dbg !41
  tail call void @llvm.amdgcn.endpgm(), !dbg !41
  unreachable, !dbg !41

b25:                                              ; preds = %ok.413, %entry
  ret void, !dbg !40
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: cold noreturn nounwind
declare void @llvm.amdgcn.endpgm() #2

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

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

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { cold noreturn nounwind }
attributes #3 = { convergent mustprogress nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "debug.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eScatter", scope: !1, file: !1, line: 14, type: !5, scopeLine: 14, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 15, column: 14, scope: !4)
!8 = !DILocation(line: 16, column: 7, scope: !4)
!9 = !DILocation(line: 17, column: 10, scope: !4)
!10 = !DILocation(line: 17, column: 6, scope: !4)
!11 = !DILocation(line: 17, column: 24, scope: !4)
!12 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eSharedRace", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DILocation(line: 32, column: 27, scope: !12)
!14 = !DILocation(line: 32, column: 4, scope: !12)
!15 = !DILocation(line: 33, column: 15, scope: !12)
!16 = !DILocation(line: 34, column: 21, scope: !12)
!17 = !DILocation(line: 35, column: 6, scope: !12)
!18 = !DILocation(line: 35, column: 14, scope: !12)
!19 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eTreeSum", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!36 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eQuo_5f_5fcontig", scope: !1, file: !1, line: 24, type: !5, scopeLine: 24, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = !DILocation(line: 24, column: 6, scope: !36)
!38 = !DILocation(line: 24, column: 39, scope: !36)
!39 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2fgputest_2fdebug_2eQuo_5f_5fstrided", scope: !1, file: !1, line: 24, type: !5, scopeLine: 24, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = !DILocation(line: 24, column: 6, scope: !39)
!41 = !DILocation(line: 24, column: 39, scope: !39)
