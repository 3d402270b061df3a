; kern module github.com/kernlab/kern/internal/testing/gputest/debug (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__kern_trap = protected addrspace(1) externally_initialized global [8 x i32] zeroinitializer, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eSharedRace.shared.0.0 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eTreeSum.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage1.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage1.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage2.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 8
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage2.shared.1 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 4

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
  store i32 %.4, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eSharedRace.shared.0.0, align 4, !dbg !14
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
  %.5 = load i32, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eSharedRace.shared.0.0, align 4, !dbg !18
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
  %.13 = load float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eTreeSum.shared.0, align 4, !dbg !35
  %t45 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t4, !dbg !30
  store float %.13, ptr addrspace(1) %t45, align 4, !dbg !30
  br label %b7, !dbg !30

b15:                                              ; preds = %b6
  %.72 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !30
  %.73 = extractvalue { i32, i1 } %.72, 1, !dbg !30
  br i1 %.73, label %trap.record.74, label %trap.end.75, !dbg !30

trap.record.74:                                   ; preds = %b15
  store <2 x i32> <i32 6, i32 0>, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !30
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fcontig(i64 %a0, ptr addrspace(1) readonly %a1, i64 %a2, ptr addrspace(1) readonly %a3, i64 %a4, ptr addrspace(1) nocapture writeonly %a5) local_unnamed_addr #0 !dbg !36 {
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
  store i32 8, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !38
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
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstrided(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6, i64 %a7, i64 %a8, i64 %a9, ptr addrspace(1) readonly %a10, i64 %a11, i64 %a12, i64 %a13, i64 %a14, i64 %a15, i64 %a16, i64 %a17, i64 %a18, i64 %a19, ptr addrspace(1) readonly %a20, i64 %a21, i64 %a22, i64 %a23, i64 %a24, i64 %a25, i64 %a26, i64 %a27, i64 %a28, i64 %a29, ptr addrspace(1) nocapture writeonly %a30, i64 %a31, i64 %a32, i64 %a33, i64 %a34, i64 %a35, i64 %a36, i64 %a37, i64 %a38) local_unnamed_addr #0 !dbg !39 {
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
  store i32 9, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !40
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
  store i32 11, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !40
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
  store i32 13, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !40
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
  store i32 15, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !40
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
  store i32 17, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !40
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
  store i32 19, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !40
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
  store i32 21, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !40
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
  store i32 24, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !41
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

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage1(i64 %a0, ptr addrspace(1) nocapture readonly %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3) local_unnamed_addr #0 !dbg !42 {
entry:
  %.1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !43
  %t3 = sext i32 %.1 to i64, !dbg !43
  %.2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !43
  %t5 = sext i32 %.2 to i64, !dbg !43
  %.3 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !43
  %.4 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 12, !dbg !43
  %.5 = load i32, ptr addrspace(4) %.4, align 4, !dbg !43, !invariant.load !6
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.3, i64 4, !dbg !43
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !43, !invariant.load !6
  %.9 = zext i16 %.8 to i32, !dbg !43
  %.10 = add i32 %.5, -1, !dbg !43
  %.11 = add i32 %.10, %.9, !dbg !43
  %.12 = udiv i32 %.11, %.9, !dbg !43
  %t7 = sext i32 %.12 to i64, !dbg !43
  %t8 = shl nsw i64 %t5, 8, !dbg !43
  %t9 = add nsw i64 %t8, %t3, !dbg !43
  %t10 = shl nsw i64 %t7, 8, !dbg !43
  %t11 = icmp slt i64 %t9, %a0, !dbg !43
  br i1 %t11, label %b1, label %b2, !dbg !43

b1:                                               ; preds = %entry
  %t12 = mul i64 %t9, %a2, !dbg !43
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t12, !dbg !43
  %.13 = load i64, ptr addrspace(1) %t13, align 8, !dbg !43, !amdgpu.noclobber !6
  br label %b2, !dbg !43

b2:                                               ; preds = %b1, %entry
  %t15 = phi i64 [ %.13, %b1 ], [ 0, %entry ]
  %t17 = add nsw i64 %t10, %t9, !dbg !43
  %t18 = shl nsw i64 %t7, 11, !dbg !43
  %t19 = mul nsw i64 %t7, 1792, !dbg !43
  %t20 = sub i64 %a0, %t19, !dbg !43
  %t26 = mul i64 %t17, %a2, !dbg !43
  %t28 = mul i64 %t18, %a2, !dbg !43
  %t29 = mul i64 %t10, %a2, !dbg !43
  %t6128 = icmp slt i64 %t17, %t20, !dbg !43
  br i1 %t6128, label %b4.preheader, label %b21, !dbg !43

b4.preheader:                                     ; preds = %b2
  %t47 = mul i64 %t19, %a2, !dbg !43
  %t48 = add i64 %t26, %t47, !dbg !43
  %t49 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t48, !dbg !43
  %t21 = mul i64 %t7, %a2, !dbg !43
  %t44 = mul i64 %t21, 1536, !dbg !43
  %t45 = add i64 %t26, %t44, !dbg !43
  %t46 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t45, !dbg !43
  %t41 = mul i64 %t21, 1280, !dbg !43
  %t42 = add i64 %t26, %t41, !dbg !43
  %t43 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t42, !dbg !43
  %t38 = shl i64 %t21, 10, !dbg !43
  %t39 = add i64 %t26, %t38, !dbg !43
  %t40 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t39, !dbg !43
  %t35 = mul i64 %t21, 768, !dbg !43
  %t36 = add i64 %t26, %t35, !dbg !43
  %t37 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t36, !dbg !43
  %t32 = shl i64 %t21, 9, !dbg !43
  %t33 = add i64 %t26, %t32, !dbg !43
  %t34 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t33, !dbg !43
  %t30 = add i64 %t26, %t29, !dbg !43
  %t31 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t30, !dbg !43
  %t27 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t26, !dbg !43
  br label %b4, !dbg !44

b4:                                               ; preds = %b4.preheader, %ok.353
  %t5938 = phi i64 [ %.378, %ok.353 ], [ %t15, %b4.preheader ]
  %t5837 = phi i64 [ %t86, %ok.353 ], [ %t17, %b4.preheader ]
  %t5736 = phi ptr addrspace(1) [ %t87, %ok.353 ], [ %t27, %b4.preheader ]
  %t5635 = phi ptr addrspace(1) [ %t88, %ok.353 ], [ %t31, %b4.preheader ]
  %t5534 = phi ptr addrspace(1) [ %t89, %ok.353 ], [ %t34, %b4.preheader ]
  %t5433 = phi ptr addrspace(1) [ %t90, %ok.353 ], [ %t37, %b4.preheader ]
  %t5332 = phi ptr addrspace(1) [ %t91, %ok.353 ], [ %t40, %b4.preheader ]
  %t5231 = phi ptr addrspace(1) [ %t92, %ok.353 ], [ %t43, %b4.preheader ]
  %t5130 = phi ptr addrspace(1) [ %t93, %ok.353 ], [ %t46, %b4.preheader ]
  %t5029 = phi ptr addrspace(1) [ %t94, %ok.353 ], [ %t49, %b4.preheader ]
  %.14 = load i64, ptr addrspace(1) %t5736, align 8, !dbg !43
  %.15 = load i64, ptr addrspace(1) %t5635, align 8, !dbg !43
  %.16 = load i64, ptr addrspace(1) %t5534, align 8, !dbg !43
  %.17 = load i64, ptr addrspace(1) %t5433, align 8, !dbg !43
  %.18 = load i64, ptr addrspace(1) %t5332, align 8, !dbg !43
  %.19 = load i64, ptr addrspace(1) %t5231, align 8, !dbg !43
  %.20 = load i64, ptr addrspace(1) %t5130, align 8, !dbg !43
  %.21 = load i64, ptr addrspace(1) %t5029, align 8, !dbg !43
  %t70.not = icmp eq i64 %.14, 0, !dbg !44
  br i1 %t70.not, label %b6, label %ok.24, !dbg !44

ok.24:                                            ; preds = %b4
  %t72.not = icmp eq i64 %.15, 0, !dbg !44
  br i1 %t72.not, label %b8, label %ok.71, !dbg !44

b6:                                               ; preds = %b4
  %.52 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !44
  %.53 = extractvalue { i32, i1 } %.52, 1, !dbg !44
  br i1 %.53, label %trap.record.54, label %trap.end.55, !dbg !44

trap.record.54:                                   ; preds = %b6
  store i32 26, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !44
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !44
  %.59 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !44
  store i32 %.59, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !44
  %.61 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !44
  store i32 %.61, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !44
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !44
  %.65 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !44
  store i32 %.65, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !44
  %.67 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !44
  store i32 %.67, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !44
  br label %trap.end.55, !dbg !44

trap.end.55:                                      ; preds = %trap.record.54, %b6
  fence syncscope("agent") release, !dbg !44
  tail call void @llvm.amdgcn.endpgm(), !dbg !44
  unreachable, !dbg !44

ok.71:                                            ; preds = %ok.24
  %t74.not = icmp eq i64 %.16, 0, !dbg !44
  br i1 %t74.not, label %b10, label %ok.118, !dbg !44

b8:                                               ; preds = %ok.24
  %.99 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !44
  %.100 = extractvalue { i32, i1 } %.99, 1, !dbg !44
  br i1 %.100, label %trap.record.101, label %trap.end.102, !dbg !44

trap.record.101:                                  ; preds = %b8
  store i32 28, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !44
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !44
  %.106 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !44
  store i32 %.106, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !44
  %.108 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !44
  store i32 %.108, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !44
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !44
  %.112 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !44
  store i32 %.112, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !44
  %.114 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !44
  store i32 %.114, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !44
  br label %trap.end.102, !dbg !44

trap.end.102:                                     ; preds = %trap.record.101, %b8
  fence syncscope("agent") release, !dbg !44
  tail call void @llvm.amdgcn.endpgm(), !dbg !44
  unreachable, !dbg !44

ok.118:                                           ; preds = %ok.71
  %t76.not = icmp eq i64 %.17, 0, !dbg !44
  br i1 %t76.not, label %b12, label %ok.165, !dbg !44

b10:                                              ; preds = %ok.71
  %.146 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !44
  %.147 = extractvalue { i32, i1 } %.146, 1, !dbg !44
  br i1 %.147, label %trap.record.148, label %trap.end.149, !dbg !44

trap.record.148:                                  ; preds = %b10
  store i32 30, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !44
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !44
  %.153 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !44
  store i32 %.153, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !44
  %.155 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !44
  store i32 %.155, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !44
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !44
  %.159 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !44
  store i32 %.159, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !44
  %.161 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !44
  store i32 %.161, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !44
  br label %trap.end.149, !dbg !44

trap.end.149:                                     ; preds = %trap.record.148, %b10
  fence syncscope("agent") release, !dbg !44
  tail call void @llvm.amdgcn.endpgm(), !dbg !44
  unreachable, !dbg !44

ok.165:                                           ; preds = %ok.118
  %t78.not = icmp eq i64 %.18, 0, !dbg !44
  br i1 %t78.not, label %b14, label %ok.212, !dbg !44

b12:                                              ; preds = %ok.118
  %.193 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !44
  %.194 = extractvalue { i32, i1 } %.193, 1, !dbg !44
  br i1 %.194, label %trap.record.195, label %trap.end.196, !dbg !44

trap.record.195:                                  ; preds = %b12
  store i32 32, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !44
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !44
  %.200 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !44
  store i32 %.200, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !44
  %.202 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !44
  store i32 %.202, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !44
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !44
  %.206 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !44
  store i32 %.206, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !44
  %.208 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !44
  store i32 %.208, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !44
  br label %trap.end.196, !dbg !44

trap.end.196:                                     ; preds = %trap.record.195, %b12
  fence syncscope("agent") release, !dbg !44
  tail call void @llvm.amdgcn.endpgm(), !dbg !44
  unreachable, !dbg !44

ok.212:                                           ; preds = %ok.165
  %t80.not = icmp eq i64 %.19, 0, !dbg !44
  br i1 %t80.not, label %b16, label %ok.259, !dbg !44

b14:                                              ; preds = %ok.165
  %.240 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !44
  %.241 = extractvalue { i32, i1 } %.240, 1, !dbg !44
  br i1 %.241, label %trap.record.242, label %trap.end.243, !dbg !44

trap.record.242:                                  ; preds = %b14
  store i32 34, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !44
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !44
  %.247 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !44
  store i32 %.247, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !44
  %.249 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !44
  store i32 %.249, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !44
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !44
  %.253 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !44
  store i32 %.253, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !44
  %.255 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !44
  store i32 %.255, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !44
  br label %trap.end.243, !dbg !44

trap.end.243:                                     ; preds = %trap.record.242, %b14
  fence syncscope("agent") release, !dbg !44
  tail call void @llvm.amdgcn.endpgm(), !dbg !44
  unreachable, !dbg !44

ok.259:                                           ; preds = %ok.212
  %t82.not = icmp eq i64 %.20, 0, !dbg !44
  br i1 %t82.not, label %b18, label %ok.306, !dbg !44

b16:                                              ; preds = %ok.212
  %.287 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !44
  %.288 = extractvalue { i32, i1 } %.287, 1, !dbg !44
  br i1 %.288, label %trap.record.289, label %trap.end.290, !dbg !44

trap.record.289:                                  ; preds = %b16
  store i32 36, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !44
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !44
  %.294 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !44
  store i32 %.294, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !44
  %.296 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !44
  store i32 %.296, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !44
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !44
  %.300 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !44
  store i32 %.300, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !44
  %.302 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !44
  store i32 %.302, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !44
  br label %trap.end.290, !dbg !44

trap.end.290:                                     ; preds = %trap.record.289, %b16
  fence syncscope("agent") release, !dbg !44
  tail call void @llvm.amdgcn.endpgm(), !dbg !44
  unreachable, !dbg !44

ok.306:                                           ; preds = %ok.259
  %t84.not = icmp eq i64 %.21, 0, !dbg !44
  br i1 %t84.not, label %b20, label %ok.353, !dbg !44

b18:                                              ; preds = %ok.259
  %.334 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !44
  %.335 = extractvalue { i32, i1 } %.334, 1, !dbg !44
  br i1 %.335, label %trap.record.336, label %trap.end.337, !dbg !44

trap.record.336:                                  ; preds = %b18
  store i32 38, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !44
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !44
  %.341 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !44
  store i32 %.341, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !44
  %.343 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !44
  store i32 %.343, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !44
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !44
  %.347 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !44
  store i32 %.347, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !44
  %.349 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !44
  store i32 %.349, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !44
  br label %trap.end.337, !dbg !44

trap.end.337:                                     ; preds = %trap.record.336, %b18
  fence syncscope("agent") release, !dbg !44
  tail call void @llvm.amdgcn.endpgm(), !dbg !44
  unreachable, !dbg !44

ok.353:                                           ; preds = %ok.306
  %.326 = icmp eq i64 %.20, -1, !dbg !44
  %.279 = icmp eq i64 %.19, -1, !dbg !44
  %.232 = icmp eq i64 %.18, -1, !dbg !44
  %.185 = icmp eq i64 %.17, -1, !dbg !44
  %.138 = icmp eq i64 %.16, -1, !dbg !44
  %.91 = icmp eq i64 %.15, -1, !dbg !44
  %.44 = icmp eq i64 %.14, -1, !dbg !44
  %.48 = sub i64 0, %t5938, !dbg !44
  %.46 = select i1 %.44, i64 1, i64 %.14, !dbg !44
  %.47 = sdiv i64 %t5938, %.46, !dbg !44
  %.49 = select i1 %.44, i64 %.48, i64 %.47, !dbg !44
  %.95 = sub i64 0, %.49, !dbg !44
  %.93 = select i1 %.91, i64 1, i64 %.15, !dbg !44
  %.94 = sdiv i64 %.49, %.93, !dbg !44
  %.96 = select i1 %.91, i64 %.95, i64 %.94, !dbg !44
  %.142 = sub i64 0, %.96, !dbg !44
  %.140 = select i1 %.138, i64 1, i64 %.16, !dbg !44
  %.141 = sdiv i64 %.96, %.140, !dbg !44
  %.143 = select i1 %.138, i64 %.142, i64 %.141, !dbg !44
  %.189 = sub i64 0, %.143, !dbg !44
  %.187 = select i1 %.185, i64 1, i64 %.17, !dbg !44
  %.188 = sdiv i64 %.143, %.187, !dbg !44
  %.190 = select i1 %.185, i64 %.189, i64 %.188, !dbg !44
  %.236 = sub i64 0, %.190, !dbg !44
  %.234 = select i1 %.232, i64 1, i64 %.18, !dbg !44
  %.235 = sdiv i64 %.190, %.234, !dbg !44
  %.237 = select i1 %.232, i64 %.236, i64 %.235, !dbg !44
  %.283 = sub i64 0, %.237, !dbg !44
  %.281 = select i1 %.279, i64 1, i64 %.19, !dbg !44
  %.282 = sdiv i64 %.237, %.281, !dbg !44
  %.284 = select i1 %.279, i64 %.283, i64 %.282, !dbg !44
  %.330 = sub i64 0, %.284, !dbg !44
  %.328 = select i1 %.326, i64 1, i64 %.20, !dbg !44
  %.329 = sdiv i64 %.284, %.328, !dbg !44
  %.331 = select i1 %.326, i64 %.330, i64 %.329, !dbg !44
  %.373 = icmp eq i64 %.21, -1, !dbg !44
  %.375 = select i1 %.373, i64 1, i64 %.21, !dbg !44
  %.376 = sdiv i64 %.331, %.375, !dbg !44
  %.377 = sub i64 0, %.331, !dbg !44
  %.378 = select i1 %.373, i64 %.377, i64 %.376, !dbg !44
  %t86 = add i64 %t5837, %t18, !dbg !43
  %t87 = getelementptr inbounds i64, ptr addrspace(1) %t5736, i64 %t28, !dbg !43
  %t88 = getelementptr inbounds i64, ptr addrspace(1) %t5635, i64 %t28, !dbg !43
  %t89 = getelementptr inbounds i64, ptr addrspace(1) %t5534, i64 %t28, !dbg !43
  %t90 = getelementptr inbounds i64, ptr addrspace(1) %t5433, i64 %t28, !dbg !43
  %t91 = getelementptr inbounds i64, ptr addrspace(1) %t5332, i64 %t28, !dbg !43
  %t92 = getelementptr inbounds i64, ptr addrspace(1) %t5231, i64 %t28, !dbg !43
  %t93 = getelementptr inbounds i64, ptr addrspace(1) %t5130, i64 %t28, !dbg !43
  %t94 = getelementptr inbounds i64, ptr addrspace(1) %t5029, i64 %t28, !dbg !43
  %t61 = icmp slt i64 %t86, %t20, !dbg !43
  br i1 %t61, label %b4, label %b21.loopexit, !dbg !43

b20:                                              ; preds = %ok.306
  %.381 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !44
  %.382 = extractvalue { i32, i1 } %.381, 1, !dbg !44
  br i1 %.382, label %trap.record.383, label %trap.end.384, !dbg !44

trap.record.383:                                  ; preds = %b20
  store i32 40, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !44
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !44
  %.388 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !44
  store i32 %.388, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !44
  %.390 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !44
  store i32 %.390, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !44
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !44
  %.394 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !44
  store i32 %.394, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !44
  %.396 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !44
  store i32 %.396, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !44
  br label %trap.end.384, !dbg !44

trap.end.384:                                     ; preds = %trap.record.383, %b20
  fence syncscope("agent") release, !dbg !44
  tail call void @llvm.amdgcn.endpgm(), !dbg !44
  unreachable, !dbg !44

b21.loopexit:                                     ; preds = %ok.353
  %.pre = mul i64 %t86, %a2, !dbg !43
  br label %b21, !dbg !43

b21:                                              ; preds = %b21.loopexit, %b2
  %t95.pre-phi = phi i64 [ %.pre, %b21.loopexit ], [ %t26, %b2 ], !dbg !43
  %t58.lcssa = phi i64 [ %t86, %b21.loopexit ], [ %t17, %b2 ]
  %t59.lcssa = phi i64 [ %.378, %b21.loopexit ], [ %t15, %b2 ]
  %t10040 = icmp slt i64 %t58.lcssa, %a0, !dbg !43
  br i1 %t10040, label %b23.preheader, label %b26, !dbg !43

b23.preheader:                                    ; preds = %b21
  %t96 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t95.pre-phi, !dbg !43
  br label %b23, !dbg !44

b23:                                              ; preds = %b23.preheader, %ok.401
  %t9943 = phi i64 [ %.426, %ok.401 ], [ %t59.lcssa, %b23.preheader ]
  %t9842 = phi i64 [ %t104, %ok.401 ], [ %t58.lcssa, %b23.preheader ]
  %t9741 = phi ptr addrspace(1) [ %t105, %ok.401 ], [ %t96, %b23.preheader ]
  %.398 = load i64, ptr addrspace(1) %t9741, align 8, !dbg !43
  %t102.not = icmp eq i64 %.398, 0, !dbg !44
  br i1 %t102.not, label %b25, label %ok.401, !dbg !44

ok.401:                                           ; preds = %b23
  %.421 = icmp eq i64 %.398, -1, !dbg !44
  %.423 = select i1 %.421, i64 1, i64 %.398, !dbg !44
  %.424 = sdiv i64 %t9943, %.423, !dbg !44
  %.425 = sub i64 0, %t9943, !dbg !44
  %.426 = select i1 %.421, i64 %.425, i64 %.424, !dbg !44
  %t104 = add i64 %t9842, %t10, !dbg !43
  %t105 = getelementptr inbounds i64, ptr addrspace(1) %t9741, i64 %t29, !dbg !43
  %t100 = icmp slt i64 %t104, %a0, !dbg !43
  br i1 %t100, label %b23, label %b26, !dbg !43

b25:                                              ; preds = %b23
  %.429 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !44
  %.430 = extractvalue { i32, i1 } %.429, 1, !dbg !44
  br i1 %.430, label %trap.record.431, label %trap.end.432, !dbg !44

trap.record.431:                                  ; preds = %b25
  store i32 42, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !44
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !44
  %.436 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !44
  store i32 %.436, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !44
  %.438 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !44
  store i32 %.438, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !44
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !44
  %.442 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !44
  store i32 %.442, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !44
  %.444 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !44
  store i32 %.444, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !44
  br label %trap.end.432, !dbg !44

trap.end.432:                                     ; preds = %trap.record.431, %b25
  fence syncscope("agent") release, !dbg !44
  tail call void @llvm.amdgcn.endpgm(), !dbg !44
  unreachable, !dbg !44

b26:                                              ; preds = %ok.401, %b21
  %t99.lcssa = phi i64 [ %t59.lcssa, %b21 ], [ %.426, %ok.401 ]
  %t106 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage1.shared.0, i32 %.1, !dbg !43
  store i64 %t99.lcssa, ptr addrspace(3) %t106, align 8, !dbg !43
  %t107 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage1.shared.1, i32 %.1, !dbg !43
  %.446 = zext i1 %t11 to i8, !dbg !43
  store i8 %.446, ptr addrspace(3) %t107, align 1, !dbg !43
  fence syncscope("workgroup") release, !dbg !43
  tail call void @llvm.amdgcn.s.barrier(), !dbg !43
  fence syncscope("workgroup") acquire, !dbg !43
  %t108 = icmp slt i32 %.1, 128, !dbg !43
  br i1 %t108, label %b27, label %b34, !dbg !43

b27:                                              ; preds = %b26
  %t109 = add nsw i32 %.1, 128, !dbg !43
  %t110 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage1.shared.0, i32 %t109, !dbg !43
  %.447 = load i64, ptr addrspace(3) %t110, align 8, !dbg !43
  %t112 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage1.shared.1, i32 %t109, !dbg !43
  %.448 = load i8, ptr addrspace(3) %t112, align 1, !dbg !43
  %.449.not10 = icmp eq i8 %.448, 0, !dbg !43
  %t16.not = xor i1 %t11, true, !dbg !43
  %brmerge = or i1 %.449.not10, %t16.not, !dbg !43
  %t99.mux = select i1 %.449.not10, i64 %t99.lcssa, i64 %.447, !dbg !43
  %not..449.not10 = xor i1 %.449.not10, true, !dbg !43
  %t16.mux = select i1 %not..449.not10, i1 true, i1 %t11, !dbg !43
  br i1 %brmerge, label %b33, label %b29, !dbg !43

b29:                                              ; preds = %b27
  %t114.not = icmp eq i64 %.447, 0, !dbg !44
  br i1 %t114.not, label %b31, label %ok.452, !dbg !44

ok.452:                                           ; preds = %b29
  %.472 = icmp eq i64 %.447, -1, !dbg !44
  %.474 = select i1 %.472, i64 1, i64 %.447, !dbg !44
  %.475 = sdiv i64 %t99.lcssa, %.474, !dbg !44
  %.476 = sub i64 0, %t99.lcssa, !dbg !44
  %.477 = select i1 %.472, i64 %.476, i64 %.475, !dbg !44
  br label %b33, !dbg !43

b31:                                              ; preds = %b29
  %.480 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !44
  %.481 = extractvalue { i32, i1 } %.480, 1, !dbg !44
  br i1 %.481, label %trap.record.482, label %trap.end.483, !dbg !44

trap.record.482:                                  ; preds = %b31
  store i32 44, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !44
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !44
  %.487 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !44
  store i32 %.487, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !44
  %.489 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !44
  store i32 %.489, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !44
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !44
  %.493 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !44
  store i32 %.493, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !44
  %.495 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !44
  store i32 %.495, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !44
  br label %trap.end.483, !dbg !44

trap.end.483:                                     ; preds = %trap.record.482, %b31
  fence syncscope("agent") release, !dbg !44
  tail call void @llvm.amdgcn.endpgm(), !dbg !44
  unreachable, !dbg !44

b33:                                              ; preds = %b27, %ok.452
  %t117 = phi i64 [ %t99.mux, %b27 ], [ %.477, %ok.452 ]
  %t118 = phi i1 [ %t16.mux, %b27 ], [ true, %ok.452 ]
  store i64 %t117, ptr addrspace(3) %t106, align 8, !dbg !43
  %.497 = zext i1 %t118 to i8, !dbg !43
  store i8 %.497, ptr addrspace(3) %t107, align 1, !dbg !43
  br label %b34, !dbg !43

b34:                                              ; preds = %b33, %b26
  %t119 = phi i64 [ %t117, %b33 ], [ %t99.lcssa, %b26 ]
  %t120 = phi i1 [ %t118, %b33 ], [ %t11, %b26 ]
  fence syncscope("workgroup") release, !dbg !43
  tail call void @llvm.amdgcn.s.barrier(), !dbg !43
  fence syncscope("workgroup") acquire, !dbg !43
  %t121 = icmp slt i32 %.1, 64, !dbg !43
  br i1 %t121, label %b35, label %b42, !dbg !43

b35:                                              ; preds = %b34
  %t122 = add nsw i32 %.1, 64, !dbg !43
  %t123 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage1.shared.0, i32 %t122, !dbg !43
  %.498 = load i64, ptr addrspace(3) %t123, align 8, !dbg !43
  %t125 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage1.shared.1, i32 %t122, !dbg !43
  %.499 = load i8, ptr addrspace(3) %t125, align 1, !dbg !43
  %.500.not9 = icmp eq i8 %.499, 0, !dbg !43
  %t120.not = xor i1 %t120, true, !dbg !43
  %brmerge1 = select i1 %.500.not9, i1 true, i1 %t120.not, !dbg !43
  %t119.mux = select i1 %.500.not9, i64 %t119, i64 %.498, !dbg !43
  %not..500.not9 = xor i1 %.500.not9, true, !dbg !43
  %t120.mux = select i1 %not..500.not9, i1 true, i1 %t120, !dbg !43
  br i1 %brmerge1, label %b41, label %b37, !dbg !43

b37:                                              ; preds = %b35
  %t127.not = icmp eq i64 %.498, 0, !dbg !44
  br i1 %t127.not, label %b39, label %ok.503, !dbg !44

ok.503:                                           ; preds = %b37
  %.523 = icmp eq i64 %.498, -1, !dbg !44
  %.525 = select i1 %.523, i64 1, i64 %.498, !dbg !44
  %.526 = sdiv i64 %t119, %.525, !dbg !44
  %.527 = sub i64 0, %t119, !dbg !44
  %.528 = select i1 %.523, i64 %.527, i64 %.526, !dbg !44
  br label %b41, !dbg !43

b39:                                              ; preds = %b37
  %.531 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !44
  %.532 = extractvalue { i32, i1 } %.531, 1, !dbg !44
  br i1 %.532, label %trap.record.533, label %trap.end.534, !dbg !44

trap.record.533:                                  ; preds = %b39
  store i32 46, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !44
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !44
  %.538 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !44
  store i32 %.538, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !44
  %.540 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !44
  store i32 %.540, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !44
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !44
  %.544 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !44
  store i32 %.544, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !44
  %.546 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !44
  store i32 %.546, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !44
  br label %trap.end.534, !dbg !44

trap.end.534:                                     ; preds = %trap.record.533, %b39
  fence syncscope("agent") release, !dbg !44
  tail call void @llvm.amdgcn.endpgm(), !dbg !44
  unreachable, !dbg !44

b41:                                              ; preds = %b35, %ok.503
  %t130 = phi i64 [ %t119.mux, %b35 ], [ %.528, %ok.503 ]
  %t131 = phi i1 [ %t120.mux, %b35 ], [ true, %ok.503 ]
  store i64 %t130, ptr addrspace(3) %t106, align 8, !dbg !43
  %.548 = zext i1 %t131 to i8, !dbg !43
  store i8 %.548, ptr addrspace(3) %t107, align 1, !dbg !43
  br label %b42, !dbg !43

b42:                                              ; preds = %b41, %b34
  %t132 = phi i64 [ %t130, %b41 ], [ %t119, %b34 ]
  %t133 = phi i1 [ %t131, %b41 ], [ %t120, %b34 ]
  fence syncscope("workgroup") release, !dbg !43
  tail call void @llvm.amdgcn.s.barrier(), !dbg !43
  fence syncscope("workgroup") acquire, !dbg !43
  %t134 = icmp slt i32 %.1, 32, !dbg !43
  br i1 %t134, label %b43, label %b50, !dbg !43

b43:                                              ; preds = %b42
  %t135 = add nsw i32 %.1, 32, !dbg !43
  %t136 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage1.shared.0, i32 %t135, !dbg !43
  %.549 = load i64, ptr addrspace(3) %t136, align 8, !dbg !43
  %t138 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage1.shared.1, i32 %t135, !dbg !43
  %.550 = load i8, ptr addrspace(3) %t138, align 1, !dbg !43
  %.551.not8 = icmp eq i8 %.550, 0, !dbg !43
  %t133.not = xor i1 %t133, true, !dbg !43
  %brmerge2 = select i1 %.551.not8, i1 true, i1 %t133.not, !dbg !43
  %t132.mux = select i1 %.551.not8, i64 %t132, i64 %.549, !dbg !43
  %not..551.not8 = xor i1 %.551.not8, true, !dbg !43
  %t133.mux = select i1 %not..551.not8, i1 true, i1 %t133, !dbg !43
  br i1 %brmerge2, label %b50, label %b45, !dbg !43

b45:                                              ; preds = %b43
  %t140.not = icmp eq i64 %.549, 0, !dbg !44
  br i1 %t140.not, label %b47, label %ok.554, !dbg !44

ok.554:                                           ; preds = %b45
  %.574 = icmp eq i64 %.549, -1, !dbg !44
  %.576 = select i1 %.574, i64 1, i64 %.549, !dbg !44
  %.577 = sdiv i64 %t132, %.576, !dbg !44
  %.578 = sub i64 0, %t132, !dbg !44
  %.579 = select i1 %.574, i64 %.578, i64 %.577, !dbg !44
  br label %b50, !dbg !43

b47:                                              ; preds = %b45
  %.582 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !44
  %.583 = extractvalue { i32, i1 } %.582, 1, !dbg !44
  br i1 %.583, label %trap.record.584, label %trap.end.585, !dbg !44

trap.record.584:                                  ; preds = %b47
  store i32 48, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !44
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !44
  %.589 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !44
  store i32 %.589, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !44
  %.591 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !44
  store i32 %.591, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !44
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !44
  %.595 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !44
  store i32 %.595, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !44
  %.597 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !44
  store i32 %.597, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !44
  br label %trap.end.585, !dbg !44

trap.end.585:                                     ; preds = %trap.record.584, %b47
  fence syncscope("agent") release, !dbg !44
  tail call void @llvm.amdgcn.endpgm(), !dbg !44
  unreachable, !dbg !44

b50:                                              ; preds = %b43, %ok.554, %b42
  %t145 = phi i64 [ %t132, %b42 ], [ %t132.mux, %b43 ], [ %.579, %ok.554 ]
  %t146 = phi i1 [ %t133, %b42 ], [ %t133.mux, %b43 ], [ true, %ok.554 ]
  br i1 %t134, label %b51, label %b82, !dbg !43

b51:                                              ; preds = %b50
  %.600 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !43
  %.601 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.600), !dbg !43
  %.602 = zext i32 %.601 to i64, !dbg !43
  %.603 = add nuw nsw i64 %.602, 16, !dbg !43
  %.604 = icmp ult i32 %.601, 48, !dbg !43
  %.605 = tail call i64 @llvm.read_register.i64(metadata !45) #7, !dbg !43
  %.606 = and i64 %.603, 63, !dbg !43
  %0 = shl nuw i64 1, %.606, !dbg !43
  %1 = and i64 %0, %.605, !dbg !43
  %.608 = icmp ne i64 %1, 0, !dbg !43
  %.609 = and i1 %.604, %.608, !dbg !43
  %.610 = trunc i64 %.603 to i32, !dbg !43
  %.611 = shl i32 %.610, 2, !dbg !43
  %.612 = trunc i64 %t145 to i32, !dbg !43
  %.613 = lshr i64 %t145, 32, !dbg !43
  %.614 = trunc i64 %.613 to i32, !dbg !43
  %.615 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.611, i32 %.612), !dbg !43
  %.616 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.611, i32 %.614), !dbg !43
  %.617 = zext i32 %.615 to i64, !dbg !43
  %.618 = zext i32 %.616 to i64, !dbg !43
  %.619 = shl nuw i64 %.618, 32, !dbg !43
  %.620 = or i64 %.619, %.617, !dbg !43
  %t147 = select i1 %.609, i64 %.620, i64 %t145, !dbg !43
  %.634 = zext i1 %t146 to i32, !dbg !43
  %.635 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.611, i32 %.634), !dbg !43
  %2 = and i32 %.635, 1, !dbg !43
  %.636 = icmp ne i32 %2, 0, !dbg !43
  %t148 = select i1 %.609, i1 %.636, i1 %t146, !dbg !43
  %t149 = icmp slt i32 %.1, 16, !dbg !43
  %t150 = and i1 %t149, %t148, !dbg !43
  %3 = select i1 %t150, i1 %t146, i1 false, !dbg !43
  %t145.mux = select i1 %t150, i64 %t147, i64 %t145, !dbg !43
  %t146.mux = select i1 %t150, i1 true, i1 %t146, !dbg !43
  br i1 %3, label %b53, label %b57, !dbg !43

b53:                                              ; preds = %b51
  %t151.not = icmp eq i64 %t147, 0, !dbg !44
  br i1 %t151.not, label %b55, label %ok.639, !dbg !44

ok.639:                                           ; preds = %b53
  %.659 = icmp eq i64 %t147, -1, !dbg !44
  %.661 = select i1 %.659, i64 1, i64 %t147, !dbg !44
  %.662 = sdiv i64 %t145, %.661, !dbg !44
  %.663 = sub i64 0, %t145, !dbg !44
  %.664 = select i1 %.659, i64 %.663, i64 %.662, !dbg !44
  br label %b57, !dbg !43

b55:                                              ; preds = %b53
  %.667 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !44
  %.668 = extractvalue { i32, i1 } %.667, 1, !dbg !44
  br i1 %.668, label %trap.record.669, label %trap.end.670, !dbg !44

trap.record.669:                                  ; preds = %b55
  store i32 50, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !44
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !44
  %.674 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !44
  store i32 %.674, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !44
  %.676 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !44
  store i32 %.676, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !44
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !44
  %.680 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !44
  store i32 %.680, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !44
  %.682 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !44
  store i32 %.682, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !44
  br label %trap.end.670, !dbg !44

trap.end.670:                                     ; preds = %trap.record.669, %b55
  fence syncscope("agent") release, !dbg !44
  tail call void @llvm.amdgcn.endpgm(), !dbg !44
  unreachable, !dbg !44

b57:                                              ; preds = %b51, %ok.639
  %t154 = phi i64 [ %t145.mux, %b51 ], [ %.664, %ok.639 ]
  %t155 = phi i1 [ %t146.mux, %b51 ], [ true, %ok.639 ]
  %.688 = add nuw nsw i64 %.602, 8, !dbg !43
  %.689 = icmp ult i32 %.601, 56, !dbg !43
  %.691 = and i64 %.688, 63, !dbg !43
  %4 = shl nuw i64 1, %.691, !dbg !43
  %5 = and i64 %4, %.605, !dbg !43
  %.693 = icmp ne i64 %5, 0, !dbg !43
  %.694 = and i1 %.689, %.693, !dbg !43
  %.695 = trunc i64 %.688 to i32, !dbg !43
  %.696 = shl i32 %.695, 2, !dbg !43
  %.697 = trunc i64 %t154 to i32, !dbg !43
  %.698 = lshr i64 %t154, 32, !dbg !43
  %.699 = trunc i64 %.698 to i32, !dbg !43
  %.700 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.696, i32 %.697), !dbg !43
  %.701 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.696, i32 %.699), !dbg !43
  %.702 = zext i32 %.700 to i64, !dbg !43
  %.703 = zext i32 %.701 to i64, !dbg !43
  %.704 = shl nuw i64 %.703, 32, !dbg !43
  %.705 = or i64 %.704, %.702, !dbg !43
  %t156 = select i1 %.694, i64 %.705, i64 %t154, !dbg !43
  %.719 = zext i1 %t155 to i32, !dbg !43
  %.720 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.696, i32 %.719), !dbg !43
  %6 = and i32 %.720, 1, !dbg !43
  %.721 = icmp ne i32 %6, 0, !dbg !43
  %t157 = select i1 %.694, i1 %.721, i1 %t155, !dbg !43
  %t158 = icmp slt i32 %.1, 24, !dbg !43
  %t159 = and i1 %t158, %t157, !dbg !43
  %7 = select i1 %t159, i1 %t155, i1 false, !dbg !43
  %t154.mux = select i1 %t159, i64 %t156, i64 %t154, !dbg !43
  %t155.mux = select i1 %t159, i1 true, i1 %t155, !dbg !43
  br i1 %7, label %b59, label %b63, !dbg !43

b59:                                              ; preds = %b57
  %t160.not = icmp eq i64 %t156, 0, !dbg !44
  br i1 %t160.not, label %b61, label %ok.724, !dbg !44

ok.724:                                           ; preds = %b59
  %.744 = icmp eq i64 %t156, -1, !dbg !44
  %.746 = select i1 %.744, i64 1, i64 %t156, !dbg !44
  %.747 = sdiv i64 %t154, %.746, !dbg !44
  %.748 = sub i64 0, %t154, !dbg !44
  %.749 = select i1 %.744, i64 %.748, i64 %.747, !dbg !44
  br label %b63, !dbg !43

b61:                                              ; preds = %b59
  %.752 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !44
  %.753 = extractvalue { i32, i1 } %.752, 1, !dbg !44
  br i1 %.753, label %trap.record.754, label %trap.end.755, !dbg !44

trap.record.754:                                  ; preds = %b61
  store i32 52, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !44
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !44
  %.759 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !44
  store i32 %.759, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !44
  %.761 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !44
  store i32 %.761, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !44
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !44
  %.765 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !44
  store i32 %.765, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !44
  %.767 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !44
  store i32 %.767, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !44
  br label %trap.end.755, !dbg !44

trap.end.755:                                     ; preds = %trap.record.754, %b61
  fence syncscope("agent") release, !dbg !44
  tail call void @llvm.amdgcn.endpgm(), !dbg !44
  unreachable, !dbg !44

b63:                                              ; preds = %b57, %ok.724
  %t163 = phi i64 [ %t154.mux, %b57 ], [ %.749, %ok.724 ]
  %t164 = phi i1 [ %t155.mux, %b57 ], [ true, %ok.724 ]
  %.773 = add nuw nsw i64 %.602, 4, !dbg !43
  %.774 = icmp ult i32 %.601, 60, !dbg !43
  %.776 = and i64 %.773, 63, !dbg !43
  %8 = shl nuw i64 1, %.776, !dbg !43
  %9 = and i64 %8, %.605, !dbg !43
  %.778 = icmp ne i64 %9, 0, !dbg !43
  %.779 = and i1 %.774, %.778, !dbg !43
  %.780 = trunc i64 %.773 to i32, !dbg !43
  %.781 = shl i32 %.780, 2, !dbg !43
  %.782 = trunc i64 %t163 to i32, !dbg !43
  %.783 = lshr i64 %t163, 32, !dbg !43
  %.784 = trunc i64 %.783 to i32, !dbg !43
  %.785 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.781, i32 %.782), !dbg !43
  %.786 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.781, i32 %.784), !dbg !43
  %.787 = zext i32 %.785 to i64, !dbg !43
  %.788 = zext i32 %.786 to i64, !dbg !43
  %.789 = shl nuw i64 %.788, 32, !dbg !43
  %.790 = or i64 %.789, %.787, !dbg !43
  %t165 = select i1 %.779, i64 %.790, i64 %t163, !dbg !43
  %.804 = zext i1 %t164 to i32, !dbg !43
  %.805 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.781, i32 %.804), !dbg !43
  %10 = and i32 %.805, 1, !dbg !43
  %.806 = icmp ne i32 %10, 0, !dbg !43
  %t166 = select i1 %.779, i1 %.806, i1 %t164, !dbg !43
  %t167 = icmp slt i32 %.1, 28, !dbg !43
  %t168 = and i1 %t167, %t166, !dbg !43
  %11 = select i1 %t168, i1 %t164, i1 false, !dbg !43
  %t163.mux = select i1 %t168, i64 %t165, i64 %t163, !dbg !43
  %t164.mux = select i1 %t168, i1 true, i1 %t164, !dbg !43
  br i1 %11, label %b65, label %b69, !dbg !43

b65:                                              ; preds = %b63
  %t169.not = icmp eq i64 %t165, 0, !dbg !44
  br i1 %t169.not, label %b67, label %ok.809, !dbg !44

ok.809:                                           ; preds = %b65
  %.829 = icmp eq i64 %t165, -1, !dbg !44
  %.831 = select i1 %.829, i64 1, i64 %t165, !dbg !44
  %.832 = sdiv i64 %t163, %.831, !dbg !44
  %.833 = sub i64 0, %t163, !dbg !44
  %.834 = select i1 %.829, i64 %.833, i64 %.832, !dbg !44
  br label %b69, !dbg !43

b67:                                              ; preds = %b65
  %.837 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !44
  %.838 = extractvalue { i32, i1 } %.837, 1, !dbg !44
  br i1 %.838, label %trap.record.839, label %trap.end.840, !dbg !44

trap.record.839:                                  ; preds = %b67
  store i32 54, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !44
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !44
  %.844 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !44
  store i32 %.844, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !44
  %.846 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !44
  store i32 %.846, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !44
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !44
  %.850 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !44
  store i32 %.850, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !44
  %.852 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !44
  store i32 %.852, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !44
  br label %trap.end.840, !dbg !44

trap.end.840:                                     ; preds = %trap.record.839, %b67
  fence syncscope("agent") release, !dbg !44
  tail call void @llvm.amdgcn.endpgm(), !dbg !44
  unreachable, !dbg !44

b69:                                              ; preds = %b63, %ok.809
  %t172 = phi i64 [ %t163.mux, %b63 ], [ %.834, %ok.809 ]
  %t173 = phi i1 [ %t164.mux, %b63 ], [ true, %ok.809 ]
  %.858 = add nuw nsw i64 %.602, 2, !dbg !43
  %.859 = icmp ult i32 %.601, 62, !dbg !43
  %.861 = and i64 %.858, 63, !dbg !43
  %12 = shl nuw i64 1, %.861, !dbg !43
  %13 = and i64 %12, %.605, !dbg !43
  %.863 = icmp ne i64 %13, 0, !dbg !43
  %.864 = and i1 %.859, %.863, !dbg !43
  %.865 = trunc i64 %.858 to i32, !dbg !43
  %.866 = shl i32 %.865, 2, !dbg !43
  %.867 = trunc i64 %t172 to i32, !dbg !43
  %.868 = lshr i64 %t172, 32, !dbg !43
  %.869 = trunc i64 %.868 to i32, !dbg !43
  %.870 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.866, i32 %.867), !dbg !43
  %.871 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.866, i32 %.869), !dbg !43
  %.872 = zext i32 %.870 to i64, !dbg !43
  %.873 = zext i32 %.871 to i64, !dbg !43
  %.874 = shl nuw i64 %.873, 32, !dbg !43
  %.875 = or i64 %.874, %.872, !dbg !43
  %t174 = select i1 %.864, i64 %.875, i64 %t172, !dbg !43
  %.889 = zext i1 %t173 to i32, !dbg !43
  %.890 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.866, i32 %.889), !dbg !43
  %14 = and i32 %.890, 1, !dbg !43
  %.891 = icmp ne i32 %14, 0, !dbg !43
  %t175 = select i1 %.864, i1 %.891, i1 %t173, !dbg !43
  %t176 = icmp slt i32 %.1, 30, !dbg !43
  %t177 = and i1 %t176, %t175, !dbg !43
  %15 = select i1 %t177, i1 %t173, i1 false, !dbg !43
  %t172.mux = select i1 %t177, i64 %t174, i64 %t172, !dbg !43
  %t173.mux = select i1 %t177, i1 true, i1 %t173, !dbg !43
  br i1 %15, label %b71, label %b75, !dbg !43

b71:                                              ; preds = %b69
  %t178.not = icmp eq i64 %t174, 0, !dbg !44
  br i1 %t178.not, label %b73, label %ok.894, !dbg !44

ok.894:                                           ; preds = %b71
  %.914 = icmp eq i64 %t174, -1, !dbg !44
  %.916 = select i1 %.914, i64 1, i64 %t174, !dbg !44
  %.917 = sdiv i64 %t172, %.916, !dbg !44
  %.918 = sub i64 0, %t172, !dbg !44
  %.919 = select i1 %.914, i64 %.918, i64 %.917, !dbg !44
  br label %b75, !dbg !43

b73:                                              ; preds = %b71
  %.922 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !44
  %.923 = extractvalue { i32, i1 } %.922, 1, !dbg !44
  br i1 %.923, label %trap.record.924, label %trap.end.925, !dbg !44

trap.record.924:                                  ; preds = %b73
  store i32 56, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !44
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !44
  %.929 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !44
  store i32 %.929, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !44
  %.931 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !44
  store i32 %.931, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !44
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !44
  %.935 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !44
  store i32 %.935, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !44
  %.937 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !44
  store i32 %.937, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !44
  br label %trap.end.925, !dbg !44

trap.end.925:                                     ; preds = %trap.record.924, %b73
  fence syncscope("agent") release, !dbg !44
  tail call void @llvm.amdgcn.endpgm(), !dbg !44
  unreachable, !dbg !44

b75:                                              ; preds = %b69, %ok.894
  %t181 = phi i64 [ %t172.mux, %b69 ], [ %.919, %ok.894 ]
  %t182 = phi i1 [ %t173.mux, %b69 ], [ true, %ok.894 ]
  %.943 = add nuw nsw i64 %.602, 1, !dbg !43
  %.944 = icmp ult i32 %.601, 63, !dbg !43
  %.946 = and i64 %.943, 63, !dbg !43
  %16 = shl nuw i64 1, %.946, !dbg !43
  %17 = and i64 %16, %.605, !dbg !43
  %.948 = icmp ne i64 %17, 0, !dbg !43
  %.949 = and i1 %.944, %.948, !dbg !43
  %.950 = trunc i64 %.943 to i32, !dbg !43
  %.951 = shl i32 %.950, 2, !dbg !43
  %.952 = trunc i64 %t181 to i32, !dbg !43
  %.953 = lshr i64 %t181, 32, !dbg !43
  %.954 = trunc i64 %.953 to i32, !dbg !43
  %.955 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.951, i32 %.952), !dbg !43
  %.956 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.951, i32 %.954), !dbg !43
  %.957 = zext i32 %.955 to i64, !dbg !43
  %.958 = zext i32 %.956 to i64, !dbg !43
  %.959 = shl nuw i64 %.958, 32, !dbg !43
  %.960 = or i64 %.959, %.957, !dbg !43
  %t183 = select i1 %.949, i64 %.960, i64 %t181, !dbg !43
  %.974 = zext i1 %t182 to i32, !dbg !43
  %.975 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.951, i32 %.974), !dbg !43
  %18 = and i32 %.975, 1, !dbg !43
  %.976 = icmp ne i32 %18, 0, !dbg !43
  %t184 = select i1 %.949, i1 %.976, i1 %t182, !dbg !43
  %t185 = icmp slt i32 %.1, 31, !dbg !43
  %t186 = and i1 %t185, %t184, !dbg !43
  %19 = select i1 %t186, i1 %t182, i1 false, !dbg !43
  %t181.mux = select i1 %t186, i64 %t183, i64 %t181, !dbg !43
  %t182.mux = select i1 %t186, i1 true, i1 %t182, !dbg !43
  br i1 %19, label %b77, label %b82, !dbg !43

b77:                                              ; preds = %b75
  %t187.not = icmp eq i64 %t183, 0, !dbg !44
  br i1 %t187.not, label %b79, label %ok.979, !dbg !44

ok.979:                                           ; preds = %b77
  %.999 = icmp eq i64 %t183, -1, !dbg !44
  %.1001 = select i1 %.999, i64 1, i64 %t183, !dbg !44
  %.1002 = sdiv i64 %t181, %.1001, !dbg !44
  %.1003 = sub i64 0, %t181, !dbg !44
  %.1004 = select i1 %.999, i64 %.1003, i64 %.1002, !dbg !44
  br label %b82, !dbg !43

b79:                                              ; preds = %b77
  %.1007 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !44
  %.1008 = extractvalue { i32, i1 } %.1007, 1, !dbg !44
  br i1 %.1008, label %trap.record.1009, label %trap.end.1010, !dbg !44

trap.record.1009:                                 ; preds = %b79
  store i32 58, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !44
  store i32 %.1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !44
  %.1014 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !44
  store i32 %.1014, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !44
  %.1016 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !44
  store i32 %.1016, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !44
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !44
  %.1020 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !44
  store i32 %.1020, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !44
  %.1022 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !44
  store i32 %.1022, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !44
  br label %trap.end.1010, !dbg !44

trap.end.1010:                                    ; preds = %trap.record.1009, %b79
  fence syncscope("agent") release, !dbg !44
  tail call void @llvm.amdgcn.endpgm(), !dbg !44
  unreachable, !dbg !44

b82:                                              ; preds = %b75, %ok.979, %b50
  %t192 = phi i64 [ %t145, %b50 ], [ %t181.mux, %b75 ], [ %.1004, %ok.979 ]
  %t193 = phi i1 [ %t146, %b50 ], [ %t182.mux, %b75 ], [ true, %ok.979 ]
  %t194 = icmp eq i32 %.1, 0, !dbg !43
  %t195 = and i1 %t194, %t193, !dbg !43
  br i1 %t195, label %b83, label %b84, !dbg !43

b83:                                              ; preds = %b82
  %t196 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t5, !dbg !43
  store i64 %t192, ptr addrspace(1) %t196, align 8, !dbg !43
  br label %b84, !dbg !43

b84:                                              ; preds = %b83, %b82
  ret void, !dbg !43
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage2(i64 %a0, ptr addrspace(1) nocapture readonly %a1, ptr addrspace(1) nocapture writeonly %a2, i64 %a3, i8 %a4) local_unnamed_addr #0 !dbg !46 {
entry:
  %.1 = icmp ne i8 %a4, 0
  %.2 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !47
  %t3 = sext i32 %.2 to i64, !dbg !47
  %t4 = icmp slt i64 %t3, %a0, !dbg !47
  br i1 %t4, label %b1, label %b2, !dbg !47

b1:                                               ; preds = %entry
  %t5 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t3, !dbg !47
  %.3 = load i64, ptr addrspace(1) %t5, align 8, !dbg !47, !amdgpu.noclobber !6
  br label %b2, !dbg !47

b2:                                               ; preds = %b1, %entry
  %t7 = phi i64 [ %.3, %b1 ], [ 0, %entry ]
  %t1013 = add nsw i64 %t3, 256, !dbg !47
  %t1214 = icmp slt i64 %t1013, %a0, !dbg !47
  br i1 %t1214, label %b4, label %b7, !dbg !47

b4:                                               ; preds = %b2, %ok.7
  %t1016 = phi i64 [ %t10, %ok.7 ], [ %t1013, %b2 ]
  %t1115 = phi i64 [ %.32, %ok.7 ], [ %t7, %b2 ]
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a1, i64 %t1016, !dbg !47
  %.4 = load i64, ptr addrspace(1) %t13, align 8, !dbg !47, !amdgpu.noclobber !6
  %t15.not = icmp eq i64 %.4, 0, !dbg !48
  br i1 %t15.not, label %b6, label %ok.7, !dbg !48

ok.7:                                             ; preds = %b4
  %.27 = icmp eq i64 %.4, -1, !dbg !48
  %.29 = select i1 %.27, i64 1, i64 %.4, !dbg !48
  %.30 = sdiv i64 %t1115, %.29, !dbg !48
  %.31 = sub i64 0, %t1115, !dbg !48
  %.32 = select i1 %.27, i64 %.31, i64 %.30, !dbg !48
  %t10 = add i64 %t1016, 256, !dbg !47
  %t12 = icmp slt i64 %t10, %a0, !dbg !47
  br i1 %t12, label %b4, label %b7, !dbg !47

b6:                                               ; preds = %b4
  %.35 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !48
  %.36 = extractvalue { i32, i1 } %.35, 1, !dbg !48
  br i1 %.36, label %trap.record.37, label %trap.end.38, !dbg !48

trap.record.37:                                   ; preds = %b6
  store i32 60, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !48
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !48
  %.42 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !48
  store i32 %.42, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !48
  %.44 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !48
  store i32 %.44, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !48
  %.46 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !48
  store i32 %.46, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !48
  %.48 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !48
  store i32 %.48, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !48
  %.50 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !48
  store i32 %.50, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !48
  br label %trap.end.38, !dbg !48

trap.end.38:                                      ; preds = %trap.record.37, %b6
  fence syncscope("agent") release, !dbg !48
  tail call void @llvm.amdgcn.endpgm(), !dbg !48
  unreachable, !dbg !48

b7:                                               ; preds = %ok.7, %b2
  %t11.lcssa = phi i64 [ %t7, %b2 ], [ %.32, %ok.7 ]
  %t18 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage2.shared.0, i32 %.2, !dbg !47
  store i64 %t11.lcssa, ptr addrspace(3) %t18, align 8, !dbg !47
  %t19 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage2.shared.1, i32 %.2, !dbg !47
  %.52 = zext i1 %t4 to i8, !dbg !47
  store i8 %.52, ptr addrspace(3) %t19, align 1, !dbg !47
  fence syncscope("workgroup") release, !dbg !47
  tail call void @llvm.amdgcn.s.barrier(), !dbg !47
  fence syncscope("workgroup") acquire, !dbg !47
  %t20 = icmp slt i32 %.2, 128, !dbg !47
  br i1 %t20, label %b8, label %b15, !dbg !47

b8:                                               ; preds = %b7
  %t21 = add nsw i32 %.2, 128, !dbg !47
  %t22 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage2.shared.0, i32 %t21, !dbg !47
  %.53 = load i64, ptr addrspace(3) %t22, align 8, !dbg !47
  %t24 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage2.shared.1, i32 %t21, !dbg !47
  %.54 = load i8, ptr addrspace(3) %t24, align 1, !dbg !47
  %.55.not11 = icmp eq i8 %.54, 0, !dbg !47
  %t8.not = xor i1 %t4, true, !dbg !47
  %brmerge = or i1 %.55.not11, %t8.not, !dbg !47
  %t11.mux = select i1 %.55.not11, i64 %t11.lcssa, i64 %.53, !dbg !47
  %not..55.not11 = xor i1 %.55.not11, true, !dbg !47
  %t8.mux = select i1 %not..55.not11, i1 true, i1 %t4, !dbg !47
  br i1 %brmerge, label %b14, label %b10, !dbg !47

b10:                                              ; preds = %b8
  %t26.not = icmp eq i64 %.53, 0, !dbg !48
  br i1 %t26.not, label %b12, label %ok.58, !dbg !48

ok.58:                                            ; preds = %b10
  %.78 = icmp eq i64 %.53, -1, !dbg !48
  %.80 = select i1 %.78, i64 1, i64 %.53, !dbg !48
  %.81 = sdiv i64 %t11.lcssa, %.80, !dbg !48
  %.82 = sub i64 0, %t11.lcssa, !dbg !48
  %.83 = select i1 %.78, i64 %.82, i64 %.81, !dbg !48
  br label %b14, !dbg !47

b12:                                              ; preds = %b10
  %.86 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !48
  %.87 = extractvalue { i32, i1 } %.86, 1, !dbg !48
  br i1 %.87, label %trap.record.88, label %trap.end.89, !dbg !48

trap.record.88:                                   ; preds = %b12
  store i32 62, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !48
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !48
  %.93 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !48
  store i32 %.93, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !48
  %.95 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !48
  store i32 %.95, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !48
  %.97 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !48
  store i32 %.97, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !48
  %.99 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !48
  store i32 %.99, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !48
  %.101 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !48
  store i32 %.101, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !48
  br label %trap.end.89, !dbg !48

trap.end.89:                                      ; preds = %trap.record.88, %b12
  fence syncscope("agent") release, !dbg !48
  tail call void @llvm.amdgcn.endpgm(), !dbg !48
  unreachable, !dbg !48

b14:                                              ; preds = %b8, %ok.58
  %t29 = phi i64 [ %t11.mux, %b8 ], [ %.83, %ok.58 ]
  %t30 = phi i1 [ %t8.mux, %b8 ], [ true, %ok.58 ]
  store i64 %t29, ptr addrspace(3) %t18, align 8, !dbg !47
  %.103 = zext i1 %t30 to i8, !dbg !47
  store i8 %.103, ptr addrspace(3) %t19, align 1, !dbg !47
  br label %b15, !dbg !47

b15:                                              ; preds = %b14, %b7
  %t31 = phi i64 [ %t29, %b14 ], [ %t11.lcssa, %b7 ]
  %t32 = phi i1 [ %t30, %b14 ], [ %t4, %b7 ]
  fence syncscope("workgroup") release, !dbg !47
  tail call void @llvm.amdgcn.s.barrier(), !dbg !47
  fence syncscope("workgroup") acquire, !dbg !47
  %t33 = icmp slt i32 %.2, 64, !dbg !47
  br i1 %t33, label %b16, label %b23, !dbg !47

b16:                                              ; preds = %b15
  %t34 = add nsw i32 %.2, 64, !dbg !47
  %t35 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage2.shared.0, i32 %t34, !dbg !47
  %.104 = load i64, ptr addrspace(3) %t35, align 8, !dbg !47
  %t37 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage2.shared.1, i32 %t34, !dbg !47
  %.105 = load i8, ptr addrspace(3) %t37, align 1, !dbg !47
  %.106.not10 = icmp eq i8 %.105, 0, !dbg !47
  %t32.not = xor i1 %t32, true, !dbg !47
  %brmerge1 = select i1 %.106.not10, i1 true, i1 %t32.not, !dbg !47
  %t31.mux = select i1 %.106.not10, i64 %t31, i64 %.104, !dbg !47
  %not..106.not10 = xor i1 %.106.not10, true, !dbg !47
  %t32.mux = select i1 %not..106.not10, i1 true, i1 %t32, !dbg !47
  br i1 %brmerge1, label %b22, label %b18, !dbg !47

b18:                                              ; preds = %b16
  %t39.not = icmp eq i64 %.104, 0, !dbg !48
  br i1 %t39.not, label %b20, label %ok.109, !dbg !48

ok.109:                                           ; preds = %b18
  %.129 = icmp eq i64 %.104, -1, !dbg !48
  %.131 = select i1 %.129, i64 1, i64 %.104, !dbg !48
  %.132 = sdiv i64 %t31, %.131, !dbg !48
  %.133 = sub i64 0, %t31, !dbg !48
  %.134 = select i1 %.129, i64 %.133, i64 %.132, !dbg !48
  br label %b22, !dbg !47

b20:                                              ; preds = %b18
  %.137 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !48
  %.138 = extractvalue { i32, i1 } %.137, 1, !dbg !48
  br i1 %.138, label %trap.record.139, label %trap.end.140, !dbg !48

trap.record.139:                                  ; preds = %b20
  store i32 64, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !48
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !48
  %.144 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !48
  store i32 %.144, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !48
  %.146 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !48
  store i32 %.146, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !48
  %.148 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !48
  store i32 %.148, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !48
  %.150 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !48
  store i32 %.150, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !48
  %.152 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !48
  store i32 %.152, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !48
  br label %trap.end.140, !dbg !48

trap.end.140:                                     ; preds = %trap.record.139, %b20
  fence syncscope("agent") release, !dbg !48
  tail call void @llvm.amdgcn.endpgm(), !dbg !48
  unreachable, !dbg !48

b22:                                              ; preds = %b16, %ok.109
  %t42 = phi i64 [ %t31.mux, %b16 ], [ %.134, %ok.109 ]
  %t43 = phi i1 [ %t32.mux, %b16 ], [ true, %ok.109 ]
  store i64 %t42, ptr addrspace(3) %t18, align 8, !dbg !47
  %.154 = zext i1 %t43 to i8, !dbg !47
  store i8 %.154, ptr addrspace(3) %t19, align 1, !dbg !47
  br label %b23, !dbg !47

b23:                                              ; preds = %b22, %b15
  %t44 = phi i64 [ %t42, %b22 ], [ %t31, %b15 ]
  %t45 = phi i1 [ %t43, %b22 ], [ %t32, %b15 ]
  fence syncscope("workgroup") release, !dbg !47
  tail call void @llvm.amdgcn.s.barrier(), !dbg !47
  fence syncscope("workgroup") acquire, !dbg !47
  %t46 = icmp slt i32 %.2, 32, !dbg !47
  br i1 %t46, label %b24, label %b31, !dbg !47

b24:                                              ; preds = %b23
  %t47 = add nsw i32 %.2, 32, !dbg !47
  %t48 = getelementptr inbounds i64, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage2.shared.0, i32 %t47, !dbg !47
  %.155 = load i64, ptr addrspace(3) %t48, align 8, !dbg !47
  %t50 = getelementptr inbounds i8, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage2.shared.1, i32 %t47, !dbg !47
  %.156 = load i8, ptr addrspace(3) %t50, align 1, !dbg !47
  %.157.not9 = icmp eq i8 %.156, 0, !dbg !47
  %t45.not = xor i1 %t45, true, !dbg !47
  %brmerge2 = select i1 %.157.not9, i1 true, i1 %t45.not, !dbg !47
  %t44.mux = select i1 %.157.not9, i64 %t44, i64 %.155, !dbg !47
  %not..157.not9 = xor i1 %.157.not9, true, !dbg !47
  %t45.mux = select i1 %not..157.not9, i1 true, i1 %t45, !dbg !47
  br i1 %brmerge2, label %b31, label %b26, !dbg !47

b26:                                              ; preds = %b24
  %t52.not = icmp eq i64 %.155, 0, !dbg !48
  br i1 %t52.not, label %b28, label %ok.160, !dbg !48

ok.160:                                           ; preds = %b26
  %.180 = icmp eq i64 %.155, -1, !dbg !48
  %.182 = select i1 %.180, i64 1, i64 %.155, !dbg !48
  %.183 = sdiv i64 %t44, %.182, !dbg !48
  %.184 = sub i64 0, %t44, !dbg !48
  %.185 = select i1 %.180, i64 %.184, i64 %.183, !dbg !48
  br label %b31, !dbg !47

b28:                                              ; preds = %b26
  %.188 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !48
  %.189 = extractvalue { i32, i1 } %.188, 1, !dbg !48
  br i1 %.189, label %trap.record.190, label %trap.end.191, !dbg !48

trap.record.190:                                  ; preds = %b28
  store i32 66, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !48
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !48
  %.195 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !48
  store i32 %.195, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !48
  %.197 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !48
  store i32 %.197, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !48
  %.199 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !48
  store i32 %.199, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !48
  %.201 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !48
  store i32 %.201, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !48
  %.203 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !48
  store i32 %.203, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !48
  br label %trap.end.191, !dbg !48

trap.end.191:                                     ; preds = %trap.record.190, %b28
  fence syncscope("agent") release, !dbg !48
  tail call void @llvm.amdgcn.endpgm(), !dbg !48
  unreachable, !dbg !48

b31:                                              ; preds = %b24, %ok.160, %b23
  %t57 = phi i64 [ %t44, %b23 ], [ %t44.mux, %b24 ], [ %.185, %ok.160 ]
  %t58 = phi i1 [ %t45, %b23 ], [ %t45.mux, %b24 ], [ true, %ok.160 ]
  br i1 %t46, label %b32, label %b63, !dbg !47

b32:                                              ; preds = %b31
  %.206 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !47
  %.207 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.206), !dbg !47
  %.208 = zext i32 %.207 to i64, !dbg !47
  %.209 = add nuw nsw i64 %.208, 16, !dbg !47
  %.210 = icmp ult i32 %.207, 48, !dbg !47
  %.211 = tail call i64 @llvm.read_register.i64(metadata !45) #7, !dbg !47
  %.212 = and i64 %.209, 63, !dbg !47
  %0 = shl nuw i64 1, %.212, !dbg !47
  %1 = and i64 %0, %.211, !dbg !47
  %.214 = icmp ne i64 %1, 0, !dbg !47
  %.215 = and i1 %.210, %.214, !dbg !47
  %.216 = trunc i64 %.209 to i32, !dbg !47
  %.217 = shl i32 %.216, 2, !dbg !47
  %.218 = trunc i64 %t57 to i32, !dbg !47
  %.219 = lshr i64 %t57, 32, !dbg !47
  %.220 = trunc i64 %.219 to i32, !dbg !47
  %.221 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.217, i32 %.218), !dbg !47
  %.222 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.217, i32 %.220), !dbg !47
  %.223 = zext i32 %.221 to i64, !dbg !47
  %.224 = zext i32 %.222 to i64, !dbg !47
  %.225 = shl nuw i64 %.224, 32, !dbg !47
  %.226 = or i64 %.225, %.223, !dbg !47
  %t59 = select i1 %.215, i64 %.226, i64 %t57, !dbg !47
  %.240 = zext i1 %t58 to i32, !dbg !47
  %.241 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.217, i32 %.240), !dbg !47
  %2 = and i32 %.241, 1, !dbg !47
  %.242 = icmp ne i32 %2, 0, !dbg !47
  %t60 = select i1 %.215, i1 %.242, i1 %t58, !dbg !47
  %t61 = icmp slt i32 %.2, 16, !dbg !47
  %t62 = and i1 %t61, %t60, !dbg !47
  %3 = select i1 %t62, i1 %t58, i1 false, !dbg !47
  %t57.mux = select i1 %t62, i64 %t59, i64 %t57, !dbg !47
  %t58.mux = select i1 %t62, i1 true, i1 %t58, !dbg !47
  br i1 %3, label %b34, label %b38, !dbg !47

b34:                                              ; preds = %b32
  %t63.not = icmp eq i64 %t59, 0, !dbg !48
  br i1 %t63.not, label %b36, label %ok.245, !dbg !48

ok.245:                                           ; preds = %b34
  %.265 = icmp eq i64 %t59, -1, !dbg !48
  %.267 = select i1 %.265, i64 1, i64 %t59, !dbg !48
  %.268 = sdiv i64 %t57, %.267, !dbg !48
  %.269 = sub i64 0, %t57, !dbg !48
  %.270 = select i1 %.265, i64 %.269, i64 %.268, !dbg !48
  br label %b38, !dbg !47

b36:                                              ; preds = %b34
  %.273 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !48
  %.274 = extractvalue { i32, i1 } %.273, 1, !dbg !48
  br i1 %.274, label %trap.record.275, label %trap.end.276, !dbg !48

trap.record.275:                                  ; preds = %b36
  store i32 68, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !48
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !48
  %.280 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !48
  store i32 %.280, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !48
  %.282 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !48
  store i32 %.282, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !48
  %.284 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !48
  store i32 %.284, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !48
  %.286 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !48
  store i32 %.286, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !48
  %.288 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !48
  store i32 %.288, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !48
  br label %trap.end.276, !dbg !48

trap.end.276:                                     ; preds = %trap.record.275, %b36
  fence syncscope("agent") release, !dbg !48
  tail call void @llvm.amdgcn.endpgm(), !dbg !48
  unreachable, !dbg !48

b38:                                              ; preds = %b32, %ok.245
  %t66 = phi i64 [ %t57.mux, %b32 ], [ %.270, %ok.245 ]
  %t67 = phi i1 [ %t58.mux, %b32 ], [ true, %ok.245 ]
  %.294 = add nuw nsw i64 %.208, 8, !dbg !47
  %.295 = icmp ult i32 %.207, 56, !dbg !47
  %.297 = and i64 %.294, 63, !dbg !47
  %4 = shl nuw i64 1, %.297, !dbg !47
  %5 = and i64 %4, %.211, !dbg !47
  %.299 = icmp ne i64 %5, 0, !dbg !47
  %.300 = and i1 %.295, %.299, !dbg !47
  %.301 = trunc i64 %.294 to i32, !dbg !47
  %.302 = shl i32 %.301, 2, !dbg !47
  %.303 = trunc i64 %t66 to i32, !dbg !47
  %.304 = lshr i64 %t66, 32, !dbg !47
  %.305 = trunc i64 %.304 to i32, !dbg !47
  %.306 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.302, i32 %.303), !dbg !47
  %.307 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.302, i32 %.305), !dbg !47
  %.308 = zext i32 %.306 to i64, !dbg !47
  %.309 = zext i32 %.307 to i64, !dbg !47
  %.310 = shl nuw i64 %.309, 32, !dbg !47
  %.311 = or i64 %.310, %.308, !dbg !47
  %t68 = select i1 %.300, i64 %.311, i64 %t66, !dbg !47
  %.325 = zext i1 %t67 to i32, !dbg !47
  %.326 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.302, i32 %.325), !dbg !47
  %6 = and i32 %.326, 1, !dbg !47
  %.327 = icmp ne i32 %6, 0, !dbg !47
  %t69 = select i1 %.300, i1 %.327, i1 %t67, !dbg !47
  %t70 = icmp slt i32 %.2, 24, !dbg !47
  %t71 = and i1 %t70, %t69, !dbg !47
  %7 = select i1 %t71, i1 %t67, i1 false, !dbg !47
  %t66.mux = select i1 %t71, i64 %t68, i64 %t66, !dbg !47
  %t67.mux = select i1 %t71, i1 true, i1 %t67, !dbg !47
  br i1 %7, label %b40, label %b44, !dbg !47

b40:                                              ; preds = %b38
  %t72.not = icmp eq i64 %t68, 0, !dbg !48
  br i1 %t72.not, label %b42, label %ok.330, !dbg !48

ok.330:                                           ; preds = %b40
  %.350 = icmp eq i64 %t68, -1, !dbg !48
  %.352 = select i1 %.350, i64 1, i64 %t68, !dbg !48
  %.353 = sdiv i64 %t66, %.352, !dbg !48
  %.354 = sub i64 0, %t66, !dbg !48
  %.355 = select i1 %.350, i64 %.354, i64 %.353, !dbg !48
  br label %b44, !dbg !47

b42:                                              ; preds = %b40
  %.358 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !48
  %.359 = extractvalue { i32, i1 } %.358, 1, !dbg !48
  br i1 %.359, label %trap.record.360, label %trap.end.361, !dbg !48

trap.record.360:                                  ; preds = %b42
  store i32 70, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !48
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !48
  %.365 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !48
  store i32 %.365, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !48
  %.367 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !48
  store i32 %.367, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !48
  %.369 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !48
  store i32 %.369, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !48
  %.371 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !48
  store i32 %.371, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !48
  %.373 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !48
  store i32 %.373, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !48
  br label %trap.end.361, !dbg !48

trap.end.361:                                     ; preds = %trap.record.360, %b42
  fence syncscope("agent") release, !dbg !48
  tail call void @llvm.amdgcn.endpgm(), !dbg !48
  unreachable, !dbg !48

b44:                                              ; preds = %b38, %ok.330
  %t75 = phi i64 [ %t66.mux, %b38 ], [ %.355, %ok.330 ]
  %t76 = phi i1 [ %t67.mux, %b38 ], [ true, %ok.330 ]
  %.379 = add nuw nsw i64 %.208, 4, !dbg !47
  %.380 = icmp ult i32 %.207, 60, !dbg !47
  %.382 = and i64 %.379, 63, !dbg !47
  %8 = shl nuw i64 1, %.382, !dbg !47
  %9 = and i64 %8, %.211, !dbg !47
  %.384 = icmp ne i64 %9, 0, !dbg !47
  %.385 = and i1 %.380, %.384, !dbg !47
  %.386 = trunc i64 %.379 to i32, !dbg !47
  %.387 = shl i32 %.386, 2, !dbg !47
  %.388 = trunc i64 %t75 to i32, !dbg !47
  %.389 = lshr i64 %t75, 32, !dbg !47
  %.390 = trunc i64 %.389 to i32, !dbg !47
  %.391 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.387, i32 %.388), !dbg !47
  %.392 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.387, i32 %.390), !dbg !47
  %.393 = zext i32 %.391 to i64, !dbg !47
  %.394 = zext i32 %.392 to i64, !dbg !47
  %.395 = shl nuw i64 %.394, 32, !dbg !47
  %.396 = or i64 %.395, %.393, !dbg !47
  %t77 = select i1 %.385, i64 %.396, i64 %t75, !dbg !47
  %.410 = zext i1 %t76 to i32, !dbg !47
  %.411 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.387, i32 %.410), !dbg !47
  %10 = and i32 %.411, 1, !dbg !47
  %.412 = icmp ne i32 %10, 0, !dbg !47
  %t78 = select i1 %.385, i1 %.412, i1 %t76, !dbg !47
  %t79 = icmp slt i32 %.2, 28, !dbg !47
  %t80 = and i1 %t79, %t78, !dbg !47
  %11 = select i1 %t80, i1 %t76, i1 false, !dbg !47
  %t75.mux = select i1 %t80, i64 %t77, i64 %t75, !dbg !47
  %t76.mux = select i1 %t80, i1 true, i1 %t76, !dbg !47
  br i1 %11, label %b46, label %b50, !dbg !47

b46:                                              ; preds = %b44
  %t81.not = icmp eq i64 %t77, 0, !dbg !48
  br i1 %t81.not, label %b48, label %ok.415, !dbg !48

ok.415:                                           ; preds = %b46
  %.435 = icmp eq i64 %t77, -1, !dbg !48
  %.437 = select i1 %.435, i64 1, i64 %t77, !dbg !48
  %.438 = sdiv i64 %t75, %.437, !dbg !48
  %.439 = sub i64 0, %t75, !dbg !48
  %.440 = select i1 %.435, i64 %.439, i64 %.438, !dbg !48
  br label %b50, !dbg !47

b48:                                              ; preds = %b46
  %.443 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !48
  %.444 = extractvalue { i32, i1 } %.443, 1, !dbg !48
  br i1 %.444, label %trap.record.445, label %trap.end.446, !dbg !48

trap.record.445:                                  ; preds = %b48
  store i32 72, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !48
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !48
  %.450 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !48
  store i32 %.450, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !48
  %.452 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !48
  store i32 %.452, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !48
  %.454 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !48
  store i32 %.454, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !48
  %.456 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !48
  store i32 %.456, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !48
  %.458 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !48
  store i32 %.458, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !48
  br label %trap.end.446, !dbg !48

trap.end.446:                                     ; preds = %trap.record.445, %b48
  fence syncscope("agent") release, !dbg !48
  tail call void @llvm.amdgcn.endpgm(), !dbg !48
  unreachable, !dbg !48

b50:                                              ; preds = %b44, %ok.415
  %t84 = phi i64 [ %t75.mux, %b44 ], [ %.440, %ok.415 ]
  %t85 = phi i1 [ %t76.mux, %b44 ], [ true, %ok.415 ]
  %.464 = add nuw nsw i64 %.208, 2, !dbg !47
  %.465 = icmp ult i32 %.207, 62, !dbg !47
  %.467 = and i64 %.464, 63, !dbg !47
  %12 = shl nuw i64 1, %.467, !dbg !47
  %13 = and i64 %12, %.211, !dbg !47
  %.469 = icmp ne i64 %13, 0, !dbg !47
  %.470 = and i1 %.465, %.469, !dbg !47
  %.471 = trunc i64 %.464 to i32, !dbg !47
  %.472 = shl i32 %.471, 2, !dbg !47
  %.473 = trunc i64 %t84 to i32, !dbg !47
  %.474 = lshr i64 %t84, 32, !dbg !47
  %.475 = trunc i64 %.474 to i32, !dbg !47
  %.476 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.472, i32 %.473), !dbg !47
  %.477 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.472, i32 %.475), !dbg !47
  %.478 = zext i32 %.476 to i64, !dbg !47
  %.479 = zext i32 %.477 to i64, !dbg !47
  %.480 = shl nuw i64 %.479, 32, !dbg !47
  %.481 = or i64 %.480, %.478, !dbg !47
  %t86 = select i1 %.470, i64 %.481, i64 %t84, !dbg !47
  %.495 = zext i1 %t85 to i32, !dbg !47
  %.496 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.472, i32 %.495), !dbg !47
  %14 = and i32 %.496, 1, !dbg !47
  %.497 = icmp ne i32 %14, 0, !dbg !47
  %t87 = select i1 %.470, i1 %.497, i1 %t85, !dbg !47
  %t88 = icmp slt i32 %.2, 30, !dbg !47
  %t89 = and i1 %t88, %t87, !dbg !47
  %15 = select i1 %t89, i1 %t85, i1 false, !dbg !47
  %t84.mux = select i1 %t89, i64 %t86, i64 %t84, !dbg !47
  %t85.mux = select i1 %t89, i1 true, i1 %t85, !dbg !47
  br i1 %15, label %b52, label %b56, !dbg !47

b52:                                              ; preds = %b50
  %t90.not = icmp eq i64 %t86, 0, !dbg !48
  br i1 %t90.not, label %b54, label %ok.500, !dbg !48

ok.500:                                           ; preds = %b52
  %.520 = icmp eq i64 %t86, -1, !dbg !48
  %.522 = select i1 %.520, i64 1, i64 %t86, !dbg !48
  %.523 = sdiv i64 %t84, %.522, !dbg !48
  %.524 = sub i64 0, %t84, !dbg !48
  %.525 = select i1 %.520, i64 %.524, i64 %.523, !dbg !48
  br label %b56, !dbg !47

b54:                                              ; preds = %b52
  %.528 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !48
  %.529 = extractvalue { i32, i1 } %.528, 1, !dbg !48
  br i1 %.529, label %trap.record.530, label %trap.end.531, !dbg !48

trap.record.530:                                  ; preds = %b54
  store i32 74, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !48
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !48
  %.535 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !48
  store i32 %.535, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !48
  %.537 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !48
  store i32 %.537, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !48
  %.539 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !48
  store i32 %.539, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !48
  %.541 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !48
  store i32 %.541, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !48
  %.543 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !48
  store i32 %.543, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !48
  br label %trap.end.531, !dbg !48

trap.end.531:                                     ; preds = %trap.record.530, %b54
  fence syncscope("agent") release, !dbg !48
  tail call void @llvm.amdgcn.endpgm(), !dbg !48
  unreachable, !dbg !48

b56:                                              ; preds = %b50, %ok.500
  %t93 = phi i64 [ %t84.mux, %b50 ], [ %.525, %ok.500 ]
  %t94 = phi i1 [ %t85.mux, %b50 ], [ true, %ok.500 ]
  %.549 = add nuw nsw i64 %.208, 1, !dbg !47
  %.550 = icmp ult i32 %.207, 63, !dbg !47
  %.552 = and i64 %.549, 63, !dbg !47
  %16 = shl nuw i64 1, %.552, !dbg !47
  %17 = and i64 %16, %.211, !dbg !47
  %.554 = icmp ne i64 %17, 0, !dbg !47
  %.555 = and i1 %.550, %.554, !dbg !47
  %.556 = trunc i64 %.549 to i32, !dbg !47
  %.557 = shl i32 %.556, 2, !dbg !47
  %.558 = trunc i64 %t93 to i32, !dbg !47
  %.559 = lshr i64 %t93, 32, !dbg !47
  %.560 = trunc i64 %.559 to i32, !dbg !47
  %.561 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.557, i32 %.558), !dbg !47
  %.562 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.557, i32 %.560), !dbg !47
  %.563 = zext i32 %.561 to i64, !dbg !47
  %.564 = zext i32 %.562 to i64, !dbg !47
  %.565 = shl nuw i64 %.564, 32, !dbg !47
  %.566 = or i64 %.565, %.563, !dbg !47
  %t95 = select i1 %.555, i64 %.566, i64 %t93, !dbg !47
  %.580 = zext i1 %t94 to i32, !dbg !47
  %.581 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.557, i32 %.580), !dbg !47
  %18 = and i32 %.581, 1, !dbg !47
  %.582 = icmp ne i32 %18, 0, !dbg !47
  %t96 = select i1 %.555, i1 %.582, i1 %t94, !dbg !47
  %t97 = icmp slt i32 %.2, 31, !dbg !47
  %t98 = and i1 %t97, %t96, !dbg !47
  %19 = select i1 %t98, i1 %t94, i1 false, !dbg !47
  %t93.mux = select i1 %t98, i64 %t95, i64 %t93, !dbg !47
  %t94.mux = select i1 %t98, i1 true, i1 %t94, !dbg !47
  br i1 %19, label %b58, label %b63, !dbg !47

b58:                                              ; preds = %b56
  %t99.not = icmp eq i64 %t95, 0, !dbg !48
  br i1 %t99.not, label %b60, label %ok.585, !dbg !48

ok.585:                                           ; preds = %b58
  %.605 = icmp eq i64 %t95, -1, !dbg !48
  %.607 = select i1 %.605, i64 1, i64 %t95, !dbg !48
  %.608 = sdiv i64 %t93, %.607, !dbg !48
  %.609 = sub i64 0, %t93, !dbg !48
  %.610 = select i1 %.605, i64 %.609, i64 %.608, !dbg !48
  br label %b63, !dbg !47

b60:                                              ; preds = %b58
  %.613 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !48
  %.614 = extractvalue { i32, i1 } %.613, 1, !dbg !48
  br i1 %.614, label %trap.record.615, label %trap.end.616, !dbg !48

trap.record.615:                                  ; preds = %b60
  store i32 76, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !48
  store i32 %.2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !48
  %.620 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !48
  store i32 %.620, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !48
  %.622 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !48
  store i32 %.622, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !48
  %.624 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !48
  store i32 %.624, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !48
  %.626 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !48
  store i32 %.626, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !48
  %.628 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !48
  store i32 %.628, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !48
  br label %trap.end.616, !dbg !48

trap.end.616:                                     ; preds = %trap.record.615, %b60
  fence syncscope("agent") release, !dbg !48
  tail call void @llvm.amdgcn.endpgm(), !dbg !48
  unreachable, !dbg !48

b63:                                              ; preds = %b56, %ok.585, %b31
  %t104 = phi i64 [ %t57, %b31 ], [ %t93.mux, %b56 ], [ %.610, %ok.585 ]
  %t105 = phi i1 [ %t58, %b31 ], [ %t94.mux, %b56 ], [ true, %ok.585 ]
  %t106 = icmp eq i32 %.2, 0, !dbg !47
  br i1 %t106, label %b64, label %b72, !dbg !47

b64:                                              ; preds = %b63
  %20 = select i1 %t105, i1 %.1, i1 false, !dbg !47
  %a3.mux = select i1 %t105, i64 %t104, i64 %a3, !dbg !47
  %.1.mux = select i1 %t105, i1 true, i1 %.1, !dbg !47
  br i1 %20, label %b66, label %b70, !dbg !47

b66:                                              ; preds = %b64
  %t107.not = icmp eq i64 %t104, 0, !dbg !48
  br i1 %t107.not, label %b68, label %ok.632, !dbg !48

ok.632:                                           ; preds = %b66
  %.652 = icmp eq i64 %t104, -1, !dbg !48
  %.654 = select i1 %.652, i64 1, i64 %t104, !dbg !48
  %.655 = sdiv i64 %a3, %.654, !dbg !48
  %.656 = sub i64 0, %a3, !dbg !48
  %.657 = select i1 %.652, i64 %.656, i64 %.655, !dbg !48
  br label %b70, !dbg !47

b68:                                              ; preds = %b66
  %.660 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !48
  %.661 = extractvalue { i32, i1 } %.660, 1, !dbg !48
  br i1 %.661, label %trap.record.662, label %trap.end.663, !dbg !48

trap.record.662:                                  ; preds = %b68
  store <2 x i32> <i32 78, i32 0>, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !48
  %.667 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !48
  store i32 %.667, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !48
  %.669 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !48
  store i32 %.669, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !48
  %.671 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !48
  store i32 %.671, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !48
  %.673 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !48
  store i32 %.673, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !48
  %.675 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !48
  store i32 %.675, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !48
  br label %trap.end.663, !dbg !48

trap.end.663:                                     ; preds = %trap.record.662, %b68
  fence syncscope("agent") release, !dbg !48
  tail call void @llvm.amdgcn.endpgm(), !dbg !48
  unreachable, !dbg !48

b70:                                              ; preds = %b64, %ok.632
  %t110 = phi i64 [ %a3.mux, %b64 ], [ %.657, %ok.632 ]
  %t111 = phi i1 [ %.1.mux, %b64 ], [ true, %ok.632 ]
  br i1 %t111, label %b71, label %b72, !dbg !47

b71:                                              ; preds = %b70
  store i64 %t110, ptr addrspace(1) %a2, align 8, !dbg !47
  br label %b72, !dbg !47

b72:                                              ; preds = %b71, %b70, %b63
  ret void, !dbg !47
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: cold noreturn nounwind
declare void @llvm.amdgcn.endpgm() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #4

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
declare i64 @llvm.read_register.i64(metadata) #6

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
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
!36 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fcontig", scope: !1, file: !1, line: 24, type: !5, scopeLine: 24, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = !DILocation(line: 24, column: 6, scope: !36)
!38 = !DILocation(line: 24, column: 39, scope: !36)
!39 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstrided", scope: !1, file: !1, line: 24, type: !5, scopeLine: 24, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = !DILocation(line: 24, column: 6, scope: !39)
!41 = !DILocation(line: 24, column: 39, scope: !39)
!42 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage1", scope: !1, file: !1, line: 24, type: !5, scopeLine: 24, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!43 = !DILocation(line: 24, column: 6, scope: !42)
!44 = !DILocation(line: 24, column: 39, scope: !42)
!45 = !{!"exec"}
!46 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fdebug_2eQuo_5f_5fstage2", scope: !1, file: !1, line: 24, type: !5, scopeLine: 24, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = !DILocation(line: 24, column: 6, scope: !46)
!48 = !DILocation(line: 24, column: 39, scope: !46)
