; kern module github.com/kernlab/kern/internal/testing/recordtest (wave32, gfx1030)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eReverse.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 16

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eStep(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, float %a3) local_unnamed_addr #0 !dbg !4 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %t1 = sext i32 %.4 to i64, !dbg !7
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !7
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !7
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !7, !invariant.load !6
  %t3 = zext i16 %.7 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !7
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  %t6 = sext i32 %.9 to i64, !dbg !7
  %t7 = add nsw i64 %t4, %t6, !dbg !7
  %t9.not = icmp slt i64 %t7, %a1, !dbg !8
  br i1 %t9.not, label %b2, label %common.ret, !dbg !8

common.ret:                                       ; preds = %b2, %b3, %b4, %entry
  ret void, !dbg !9

b2:                                               ; preds = %entry
  %t11 = getelementptr inbounds [32 x i8], ptr addrspace(1) %a0, i64 %t7, !dbg !10
  %t12 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 24, !dbg !11
  %.10 = load i8, ptr addrspace(1) %t12, align 1, !dbg !11, !amdgpu.noclobber !6
  %.11.not = icmp eq i8 %.10, 0, !dbg !11
  br i1 %.11.not, label %common.ret, label %b3, !dbg !11

b3:                                               ; preds = %b2
  %t14 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 8, !dbg !12
  %.12 = load float, ptr addrspace(1) %t14, align 4, !dbg !12, !amdgpu.noclobber !6
  %t16 = fmul float %.12, %a3, !dbg !13
  %.13 = load float, ptr addrspace(1) %t11, align 4, !dbg !14, !amdgpu.noclobber !6
  %t19 = fadd float %.13, %t16, !dbg !15
  store float %t19, ptr addrspace(1) %t11, align 4, !dbg !14
  %t20 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 12, !dbg !16
  %.14 = load float, ptr addrspace(1) %t20, align 4, !dbg !16, !amdgpu.noclobber !6
  %t22 = fmul float %.14, %a3, !dbg !17
  %t23 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 4, !dbg !18
  %.15 = load float, ptr addrspace(1) %t23, align 4, !dbg !18, !amdgpu.noclobber !6
  %t25 = fadd float %.15, %t22, !dbg !19
  store float %t25, ptr addrspace(1) %t23, align 4, !dbg !18
  %t27 = fcmp ogt float %t19, 1.000000e+02, !dbg !20
  br i1 %t27, label %b4, label %common.ret, !dbg !20

b4:                                               ; preds = %b3
  store i8 0, ptr addrspace(1) %t12, align 1, !dbg !21
  br label %common.ret, !dbg !21
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eEnergy(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 !dbg !22 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !23
  %t1 = sext i32 %.7 to i64, !dbg !23
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !23
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !23
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !23, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !23
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !23
  %t6 = sext i32 %.12 to i64, !dbg !23
  %t7 = add nsw i64 %t4, %t6, !dbg !23
  %t9.not = icmp slt i64 %t7, %a4, !dbg !24
  br i1 %t9.not, label %b2, label %common.ret, !dbg !24

common.ret.sink.split:                            ; preds = %b5, %b3
  %t25.sink = phi double [ %t25, %b3 ], [ %t27, %b5 ]
  store double %t25.sink, ptr addrspace(1) %t23, align 8, !dbg !25
  br label %common.ret, !dbg !25

common.ret:                                       ; preds = %common.ret.sink.split, %entry
  ret void, !dbg !25

b2:                                               ; preds = %entry
  %t11 = getelementptr inbounds [32 x i8], ptr addrspace(1) %a3, i64 %t7, !dbg !26
  %.27 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 24, !dbg !26
  %.28 = load i8, ptr addrspace(1) %.27, align 1, !dbg !26, !amdgpu.noclobber !6
  %.29.not = icmp eq i8 %.28, 0, !dbg !26
  %t23 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t7, !dbg !27
  br i1 %.29.not, label %b5, label %b3, !dbg !28

b3:                                               ; preds = %b2
  %.18 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 8, !dbg !26
  %.19 = load float, ptr addrspace(1) %.18, align 4, !dbg !26, !amdgpu.noclobber !6
  %t18 = fmul float %.19, %.19, !dbg !29
  %.21 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 12, !dbg !26
  %.22 = load float, ptr addrspace(1) %.21, align 4, !dbg !26, !amdgpu.noclobber !6
  %t19 = fmul float %.22, %.22, !dbg !30
  %t20 = fadd float %t18, %t19, !dbg !31
  %t21 = fpext float %t20 to double, !dbg !32
  %.24 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 16, !dbg !26
  %.25 = load double, ptr addrspace(1) %.24, align 8, !dbg !26, !amdgpu.noclobber !6
  %t24 = fmul double %.25, 5.000000e-01, !dbg !33
  %t25 = fmul double %t24, %t21, !dbg !34
  br label %common.ret.sink.split, !dbg !27

b5:                                               ; preds = %b2
  %.31 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 28, !dbg !26
  %.32 = load i32, ptr addrspace(1) %.31, align 4, !dbg !26, !amdgpu.noclobber !6
  %t26 = sitofp i32 %.32 to double, !dbg !35
  %t27 = fneg double %t26, !dbg !36
  br label %common.ret.sink.split, !dbg !37
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eSwap(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2) local_unnamed_addr #0 !dbg !38 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !39
  %t1 = sext i32 %.4 to i64, !dbg !39
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !39
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !39
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !39, !invariant.load !6
  %t3 = zext i16 %.7 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !39
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !39
  %t6 = sext i32 %.9 to i64, !dbg !39
  %t7 = add nsw i64 %t4, %t6, !dbg !39
  %t8 = shl nsw i64 %t7, 1, !dbg !40
  %t9 = or i64 %t8, 1, !dbg !41
  %t11.not = icmp slt i64 %t9, %a1, !dbg !42
  br i1 %t11.not, label %b2, label %common.ret, !dbg !42

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !43

b2:                                               ; preds = %entry
  %t13 = getelementptr inbounds [32 x i8], ptr addrspace(1) %a0, i64 %t9, !dbg !44
  %.10 = load float, ptr addrspace(1) %t13, align 4, !dbg !44, !amdgpu.noclobber !6
  %.12 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 4, !dbg !44
  %.13 = load float, ptr addrspace(1) %.12, align 4, !dbg !44, !amdgpu.noclobber !6
  %.15 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 8, !dbg !44
  %.16 = load float, ptr addrspace(1) %.15, align 4, !dbg !44, !amdgpu.noclobber !6
  %.18 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 12, !dbg !44
  %.19 = load float, ptr addrspace(1) %.18, align 4, !dbg !44, !amdgpu.noclobber !6
  %.21 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 16, !dbg !44
  %.22 = load double, ptr addrspace(1) %.21, align 8, !dbg !44, !amdgpu.noclobber !6
  %.24 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 24, !dbg !44
  %.25 = load i8, ptr addrspace(1) %.24, align 1, !dbg !44, !amdgpu.noclobber !6
  %.26 = icmp ne i8 %.25, 0, !dbg !44
  %.28 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 28, !dbg !44
  %.29 = load i32, ptr addrspace(1) %.28, align 4, !dbg !44, !amdgpu.noclobber !6
  %t15 = getelementptr inbounds [32 x i8], ptr addrspace(1) %a0, i64 %t8, !dbg !45
  %.31 = load float, ptr addrspace(1) %t15, align 4, !dbg !45, !amdgpu.noclobber !6
  %.33 = getelementptr inbounds i8, ptr addrspace(1) %t15, i64 4, !dbg !45
  %.34 = load float, ptr addrspace(1) %.33, align 4, !dbg !45, !amdgpu.noclobber !6
  %.36 = getelementptr inbounds i8, ptr addrspace(1) %t15, i64 8, !dbg !45
  %.37 = load float, ptr addrspace(1) %.36, align 4, !dbg !45, !amdgpu.noclobber !6
  %.39 = getelementptr inbounds i8, ptr addrspace(1) %t15, i64 12, !dbg !45
  %.40 = load float, ptr addrspace(1) %.39, align 4, !dbg !45, !amdgpu.noclobber !6
  %.42 = getelementptr inbounds i8, ptr addrspace(1) %t15, i64 16, !dbg !45
  %.43 = load double, ptr addrspace(1) %.42, align 8, !dbg !45, !amdgpu.noclobber !6
  %.45 = getelementptr inbounds i8, ptr addrspace(1) %t15, i64 24, !dbg !45
  %.46 = load i8, ptr addrspace(1) %.45, align 1, !dbg !45, !amdgpu.noclobber !6
  %.47 = icmp ne i8 %.46, 0, !dbg !45
  %.49 = getelementptr inbounds i8, ptr addrspace(1) %t15, i64 28, !dbg !45
  %.50 = load i32, ptr addrspace(1) %.49, align 4, !dbg !45, !amdgpu.noclobber !6
  store float %.10, ptr addrspace(1) %t15, align 4, !dbg !46
  store float %.13, ptr addrspace(1) %.33, align 4, !dbg !46
  store float %.16, ptr addrspace(1) %.36, align 4, !dbg !46
  store float %.19, ptr addrspace(1) %.39, align 4, !dbg !46
  store double %.22, ptr addrspace(1) %.42, align 8, !dbg !46
  %.63 = zext i1 %.26 to i8, !dbg !46
  store i8 %.63, ptr addrspace(1) %.45, align 1, !dbg !46
  store i32 %.29, ptr addrspace(1) %.49, align 4, !dbg !46
  store float %.31, ptr addrspace(1) %t13, align 4, !dbg !47
  store float %.34, ptr addrspace(1) %.12, align 4, !dbg !47
  store float %.37, ptr addrspace(1) %.15, align 4, !dbg !47
  store float %.40, ptr addrspace(1) %.18, align 4, !dbg !47
  store double %.43, ptr addrspace(1) %.21, align 8, !dbg !47
  %.77 = zext i1 %.47 to i8, !dbg !47
  store i8 %.77, ptr addrspace(1) %.24, align 1, !dbg !47
  store i32 %.50, ptr addrspace(1) %.28, align 4, !dbg !47
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eMask(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 !dbg !48 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !49
  %t1 = sext i32 %.7 to i64, !dbg !49
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !49
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !49
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !49, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !49
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !49
  %t6 = sext i32 %.12 to i64, !dbg !49
  %t7 = add nsw i64 %t4, %t6, !dbg !49
  %t9.not = icmp slt i64 %t7, %a4, !dbg !50
  br i1 %t9.not, label %b2, label %common.ret, !dbg !50

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !51

b2:                                               ; preds = %entry
  %t15 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %t7, !dbg !52
  %t11 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t7, !dbg !53
  %.13 = load float, ptr addrspace(1) %t11, align 4, !dbg !53, !amdgpu.noclobber !6
  %t13 = fcmp ogt float %.13, 0.000000e+00, !dbg !54
  %.14 = zext i1 %t13 to i8, !dbg !52
  store i8 %.14, ptr addrspace(1) %t15, align 1, !dbg !52
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eRows(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 !dbg !55 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !56
  %t1 = sext i32 %.7 to i64, !dbg !56
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !56
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !56
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !56, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !56
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !56
  %t6 = sext i32 %.12 to i64, !dbg !56
  %t7 = add nsw i64 %t4, %t6, !dbg !56
  %t9.not = icmp slt i64 %t7, %a4, !dbg !57
  br i1 %t9.not, label %b2, label %common.ret, !dbg !57

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !58

b2:                                               ; preds = %entry
  %t11 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t7, !dbg !59
  %.13 = load float, ptr addrspace(1) %t11, align 4, !dbg !60, !amdgpu.noclobber !6
  %t14 = getelementptr inbounds float, ptr addrspace(1) %t11, i64 1, !dbg !61
  %.14 = load float, ptr addrspace(1) %t14, align 4, !dbg !61, !amdgpu.noclobber !6
  %t16 = fadd float %.13, %.14, !dbg !62
  %t17 = getelementptr inbounds float, ptr addrspace(1) %t11, i64 2, !dbg !63
  %.15 = load float, ptr addrspace(1) %t17, align 4, !dbg !63, !amdgpu.noclobber !6
  %t19 = fadd float %t16, %.15, !dbg !64
  %t20 = getelementptr inbounds float, ptr addrspace(1) %t11, i64 3, !dbg !65
  %.16 = load float, ptr addrspace(1) %t20, align 4, !dbg !65, !amdgpu.noclobber !6
  %t22 = fadd float %t19, %.16, !dbg !66
  %t24 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t7, !dbg !67
  store float %t22, ptr addrspace(1) %t24, align 4, !dbg !67
  store float %t22, ptr addrspace(1) %t20, align 4, !dbg !68
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eAccumulate(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 !dbg !69 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !70
  %t1 = sext i32 %.7 to i64, !dbg !70
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !70
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !70
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !70, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !70
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !70
  %t6 = sext i32 %.12 to i64, !dbg !70
  %t7 = add nsw i64 %t4, %t6, !dbg !70
  %t9.not = icmp slt i64 %t7, %a1, !dbg !71
  br i1 %t9.not, label %b2, label %common.ret, !dbg !71

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !72

b2:                                               ; preds = %entry
  %t11 = getelementptr inbounds [80 x i8], ptr addrspace(1) %a0, i64 %t7, !dbg !73
  %.13 = load i8, ptr addrspace(1) %t11, align 1, !dbg !73, !amdgpu.noclobber !6
  %.15 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 8, !dbg !73
  %.16 = load double, ptr addrspace(1) %.15, align 8, !dbg !73, !amdgpu.noclobber !6
  %.18 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 16, !dbg !73
  %.19 = load double, ptr addrspace(1) %.18, align 8, !dbg !73, !amdgpu.noclobber !6
  %.21 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 24, !dbg !73
  %.22 = load double, ptr addrspace(1) %.21, align 8, !dbg !73, !amdgpu.noclobber !6
  %.25 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 32, !dbg !73
  %.26 = load float, ptr addrspace(1) %.25, align 4, !dbg !73, !amdgpu.noclobber !6
  %.28 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 36, !dbg !73
  %.29 = load float, ptr addrspace(1) %.28, align 4, !dbg !73, !amdgpu.noclobber !6
  %.32 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 40, !dbg !73
  %.331 = load half, ptr addrspace(1) %.32, align 2, !dbg !73, !amdgpu.noclobber !6
  %.35 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 48, !dbg !73
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !73, !amdgpu.noclobber !6
  %.38 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 56, !dbg !73
  %.39 = load i64, ptr addrspace(1) %.38, align 8, !dbg !73, !amdgpu.noclobber !6
  %.41 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 64, !dbg !73
  %.42 = load i8, ptr addrspace(1) %.41, align 1, !dbg !73, !amdgpu.noclobber !6
  %.43.not = icmp eq i8 %.42, 0, !dbg !73
  %.46 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 72, !dbg !73
  %t26 = zext i8 %.13 to i64, !dbg !74
  %t27 = add i16 %.36, 1, !dbg !75
  %t28 = add i64 %.39, %t26, !dbg !76
  %t31 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t7, !dbg !77
  %.49 = load float, ptr addrspace(1) %t31, align 4, !dbg !77, !amdgpu.noclobber !6
  %t33 = fpext float %.49 to double, !dbg !78
  %t34 = fadd double %.19, %t33, !dbg !79
  %t36 = fpext float %.26 to double, !dbg !80
  %t37 = fpext float %.29 to double, !dbg !80
  %t39 = fmul double %t36, %t33, !dbg !80
  %t41 = fsub double %t39, %t37, !dbg !80
  %t43 = fmul double %t37, %t33, !dbg !80
  %t44 = fadd double %t43, %t36, !dbg !80
  %t45 = fptrunc double %t41 to float, !dbg !80
  %t46 = fptrunc double %t44 to float, !dbg !80
  %.52 = fptrunc float %.49 to half, !dbg !81
  %.56 = fadd half %.331, %.52, !dbg !82
  %t50 = fadd double %.16, %t34, !dbg !83
  %t51 = fadd double %.22, %t50, !dbg !84
  %t52 = fptrunc double %t51 to float, !dbg !85
  %t53 = fadd float %t45, %t52, !dbg !86
  store double %t34, ptr addrspace(1) %.18, align 8, !dbg !87
  store float %t45, ptr addrspace(1) %.25, align 4, !dbg !87
  store float %t46, ptr addrspace(1) %.28, align 4, !dbg !87
  store half %.56, ptr addrspace(1) %.32, align 2, !dbg !87
  store i16 %t27, ptr addrspace(1) %.35, align 2, !dbg !87
  store i64 %t28, ptr addrspace(1) %.38, align 8, !dbg !87
  %.80 = zext i1 %.43.not to i8, !dbg !87
  store i8 %.80, ptr addrspace(1) %.41, align 1, !dbg !87
  store float %t53, ptr addrspace(1) %.46, align 4, !dbg !87
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eScale_5bfloat32_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture %a3, i64 %a4, i64 %a5, float %a6) local_unnamed_addr #0 !dbg !88 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !89
  %t1 = sext i32 %.7 to i64, !dbg !89
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !89
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !89
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !89, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !89
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !89
  %t6 = sext i32 %.12 to i64, !dbg !89
  %t7 = add nsw i64 %t4, %t6, !dbg !89
  %t9.not = icmp slt i64 %t7, %a4, !dbg !90
  br i1 %t9.not, label %b2, label %common.ret, !dbg !90

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !91

b2:                                               ; preds = %entry
  %t11 = getelementptr inbounds [8 x i8], ptr addrspace(1) %a3, i64 %t7, !dbg !92
  %.13 = load float, ptr addrspace(1) %t11, align 4, !dbg !93, !amdgpu.noclobber !6
  %t14 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 4, !dbg !94
  %.14 = load float, ptr addrspace(1) %t14, align 4, !dbg !94, !amdgpu.noclobber !6
  %t16 = fsub float %.13, %.14, !dbg !95
  %t17 = fmul float %t16, %a6, !dbg !96
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t7, !dbg !97
  store float %t17, ptr addrspace(1) %t19, align 4, !dbg !97
  %.15 = load float, ptr addrspace(1) %t14, align 4, !dbg !98
  %.16 = load float, ptr addrspace(1) %t11, align 4, !dbg !99
  store float %.15, ptr addrspace(1) %t11, align 4, !dbg !100
  store float %.16, ptr addrspace(1) %t14, align 4, !dbg !101
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eScale_5bfloat64_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture %a3, i64 %a4, i64 %a5, double %a6) local_unnamed_addr #0 !dbg !102 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !103
  %t1 = sext i32 %.7 to i64, !dbg !103
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !103
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !103
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !103, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !103
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !103
  %t6 = sext i32 %.12 to i64, !dbg !103
  %t7 = add nsw i64 %t4, %t6, !dbg !103
  %t9.not = icmp slt i64 %t7, %a4, !dbg !104
  br i1 %t9.not, label %b2, label %common.ret, !dbg !104

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !105

b2:                                               ; preds = %entry
  %t11 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t7, !dbg !106
  %.13 = load double, ptr addrspace(1) %t11, align 8, !dbg !107, !amdgpu.noclobber !6
  %t14 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 8, !dbg !108
  %.14 = load double, ptr addrspace(1) %t14, align 8, !dbg !108, !amdgpu.noclobber !6
  %t16 = fsub double %.13, %.14, !dbg !109
  %t17 = fmul double %t16, %a6, !dbg !110
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t7, !dbg !111
  store double %t17, ptr addrspace(1) %t19, align 8, !dbg !111
  %.15 = load double, ptr addrspace(1) %t14, align 8, !dbg !112
  %.16 = load double, ptr addrspace(1) %t11, align 8, !dbg !113
  store double %.15, ptr addrspace(1) %t11, align 8, !dbg !114
  store double %.16, ptr addrspace(1) %t14, align 8, !dbg !115
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eAnon(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2) local_unnamed_addr #0 !dbg !116 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !117
  %t1 = sext i32 %.4 to i64, !dbg !117
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !117
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !117
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !117, !invariant.load !6
  %t3 = zext i16 %.7 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !117
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !117
  %t6 = sext i32 %.9 to i64, !dbg !117
  %t7 = add nsw i64 %t4, %t6, !dbg !117
  %t9.not = icmp slt i64 %t7, %a1, !dbg !118
  br i1 %t9.not, label %b2, label %common.ret, !dbg !118

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !119

b2:                                               ; preds = %entry
  %t11 = getelementptr inbounds [8 x i8], ptr addrspace(1) %a0, i64 %t7, !dbg !120
  %t12 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 4, !dbg !121
  %.10 = load i32, ptr addrspace(1) %t12, align 4, !dbg !121, !amdgpu.noclobber !6
  %.11 = load i32, ptr addrspace(1) %t11, align 4, !dbg !122, !amdgpu.noclobber !6
  %t17 = add i32 %.11, %.10, !dbg !123
  store i32 %.10, ptr addrspace(1) %t11, align 4, !dbg !124
  store i32 %t17, ptr addrspace(1) %t12, align 4, !dbg !125
  br label %common.ret
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eReverse(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2) local_unnamed_addr #1 !dbg !126 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !127
  %t2 = sext i32 %.4 to i64, !dbg !127
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !127
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !127
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !127, !invariant.load !6
  %t4 = zext i16 %.7 to i64
  %t5 = mul nsw i64 %t4, %t2, !dbg !127
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !127
  %t7 = sext i32 %.9 to i64, !dbg !127
  %t8 = add nsw i64 %t5, %t7, !dbg !127
  %t10 = icmp slt i64 %t8, %a1, !dbg !128
  %t12 = getelementptr inbounds [32 x i8], ptr addrspace(1) %a0, i64 %t8, !dbg !129
  br i1 %t10, label %b1, label %b2, !dbg !128

b1:                                               ; preds = %entry
  %.10 = load float, ptr addrspace(1) %t12, align 4, !dbg !129, !amdgpu.noclobber !6
  %.12 = getelementptr inbounds i8, ptr addrspace(1) %t12, i64 4, !dbg !129
  %.13 = load float, ptr addrspace(1) %.12, align 4, !dbg !129, !amdgpu.noclobber !6
  %.15 = getelementptr inbounds i8, ptr addrspace(1) %t12, i64 8, !dbg !129
  %.16 = load float, ptr addrspace(1) %.15, align 4, !dbg !129, !amdgpu.noclobber !6
  %.18 = getelementptr inbounds i8, ptr addrspace(1) %t12, i64 12, !dbg !129
  %.19 = load float, ptr addrspace(1) %.18, align 4, !dbg !129, !amdgpu.noclobber !6
  %.21 = getelementptr inbounds i8, ptr addrspace(1) %t12, i64 16, !dbg !129
  %.22 = load double, ptr addrspace(1) %.21, align 8, !dbg !129, !amdgpu.noclobber !6
  %.24 = getelementptr inbounds i8, ptr addrspace(1) %t12, i64 24, !dbg !129
  %.25 = load i8, ptr addrspace(1) %.24, align 1, !dbg !129, !amdgpu.noclobber !6
  %.26 = icmp ne i8 %.25, 0, !dbg !129
  %.28 = getelementptr inbounds i8, ptr addrspace(1) %t12, i64 28, !dbg !129
  %.29 = load i32, ptr addrspace(1) %.28, align 4, !dbg !129, !amdgpu.noclobber !6
  %t14 = getelementptr inbounds [32 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eReverse.shared.0, i32 %.9, !dbg !130
  store float %.10, ptr addrspace(3) %t14, align 16, !dbg !130
  %.33 = getelementptr inbounds i8, ptr addrspace(3) %t14, i32 4, !dbg !130
  store float %.13, ptr addrspace(3) %.33, align 4, !dbg !130
  %.35 = getelementptr inbounds i8, ptr addrspace(3) %t14, i32 8, !dbg !130
  store float %.16, ptr addrspace(3) %.35, align 8, !dbg !130
  %.37 = getelementptr inbounds i8, ptr addrspace(3) %t14, i32 12, !dbg !130
  store float %.19, ptr addrspace(3) %.37, align 4, !dbg !130
  %.39 = getelementptr inbounds i8, ptr addrspace(3) %t14, i32 16, !dbg !130
  store double %.22, ptr addrspace(3) %.39, align 16, !dbg !130
  %.41 = getelementptr inbounds i8, ptr addrspace(3) %t14, i32 24, !dbg !130
  %.42 = zext i1 %.26 to i8, !dbg !130
  store i8 %.42, ptr addrspace(3) %.41, align 8, !dbg !130
  %.44 = getelementptr inbounds i8, ptr addrspace(3) %t14, i32 28, !dbg !130
  store i32 %.29, ptr addrspace(3) %.44, align 4, !dbg !130
  br label %b2, !dbg !130

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release, !dbg !131
  tail call void @llvm.amdgcn.s.barrier(), !dbg !131
  fence syncscope("workgroup") acquire, !dbg !131
  %t16 = sub nsw i64 63, %t7, !dbg !132
  %t17 = add nsw i64 %t16, %t5, !dbg !133
  %t18 = icmp slt i64 %t17, %a1, !dbg !134
  %t19 = and i1 %t18, %t10, !dbg !135
  br i1 %t19, label %b3, label %b4, !dbg !134

b3:                                               ; preds = %b2
  %t20 = sub i32 63, %.9, !dbg !136
  %t21 = getelementptr inbounds [32 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eReverse.shared.0, i32 %t20, !dbg !137
  %.45 = load float, ptr addrspace(3) %t21, align 16, !dbg !137
  %.47 = getelementptr inbounds i8, ptr addrspace(3) %t21, i32 4, !dbg !137
  %.48 = load float, ptr addrspace(3) %.47, align 4, !dbg !137
  %.50 = getelementptr inbounds i8, ptr addrspace(3) %t21, i32 8, !dbg !137
  %.51 = load float, ptr addrspace(3) %.50, align 8, !dbg !137
  %.53 = getelementptr inbounds i8, ptr addrspace(3) %t21, i32 12, !dbg !137
  %.54 = load float, ptr addrspace(3) %.53, align 4, !dbg !137
  %.56 = getelementptr inbounds i8, ptr addrspace(3) %t21, i32 16, !dbg !137
  %.57 = load double, ptr addrspace(3) %.56, align 16, !dbg !137
  %.59 = getelementptr inbounds i8, ptr addrspace(3) %t21, i32 24, !dbg !137
  %.60 = load i8, ptr addrspace(3) %.59, align 8, !dbg !137
  %.61 = icmp ne i8 %.60, 0, !dbg !137
  %.63 = getelementptr inbounds i8, ptr addrspace(3) %t21, i32 28, !dbg !137
  %.64 = load i32, ptr addrspace(3) %.63, align 4, !dbg !137
  store float %.45, ptr addrspace(1) %t12, align 4, !dbg !138
  %.68 = getelementptr inbounds i8, ptr addrspace(1) %t12, i64 4, !dbg !138
  store float %.48, ptr addrspace(1) %.68, align 4, !dbg !138
  %.70 = getelementptr inbounds i8, ptr addrspace(1) %t12, i64 8, !dbg !138
  store float %.51, ptr addrspace(1) %.70, align 4, !dbg !138
  %.72 = getelementptr inbounds i8, ptr addrspace(1) %t12, i64 12, !dbg !138
  store float %.54, ptr addrspace(1) %.72, align 4, !dbg !138
  %.74 = getelementptr inbounds i8, ptr addrspace(1) %t12, i64 16, !dbg !138
  store double %.57, ptr addrspace(1) %.74, align 8, !dbg !138
  %.76 = getelementptr inbounds i8, ptr addrspace(1) %t12, i64 24, !dbg !138
  %.77 = zext i1 %.61 to i8, !dbg !138
  store i8 %.77, ptr addrspace(1) %.76, align 1, !dbg !138
  %.79 = getelementptr inbounds i8, ptr addrspace(1) %t12, i64 28, !dbg !138
  %t26 = add i32 %.64, %.9, !dbg !139
  store i32 %t26, ptr addrspace(1) %.79, align 4, !dbg !140
  br label %b4, !dbg !140

b4:                                               ; preds = %b3, %b2
  ret void, !dbg !140
}

; Function Attrs: mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eTally(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #2 !dbg !141 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !142
  %t1 = sext i32 %.7 to i64, !dbg !142
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !142
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !142
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !142, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !142
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !142
  %t6 = sext i32 %.12 to i64, !dbg !142
  %t7 = add nsw i64 %t4, %t6, !dbg !142
  %t9.not = icmp slt i64 %t7, %a4, !dbg !143
  br i1 %t9.not, label %b2, label %common.ret, !dbg !143

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !144

b2:                                               ; preds = %entry
  %t11 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !145
  %.13 = load i32, ptr addrspace(1) %t11, align 4, !dbg !145, !amdgpu.noclobber !6
  %t13 = zext i32 %.13 to i64, !dbg !146
  %.14 = icmp eq i64 %a1, 0, !dbg !147
  %0 = add i64 %a1, 1, !dbg !147
  %1 = icmp ult i64 %0, 2, !dbg !147
  %.17 = select i1 %1, i64 1, i64 %a1, !dbg !147
  %.18 = srem i64 %t13, %.17, !dbg !147
  %.19 = select i1 %.14, i64 %t13, i64 %.18, !dbg !147
  %t17 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a0, i64 %.19, !dbg !148
  %t19 = atomicrmw add ptr addrspace(1) %t17, i32 1 syncscope("agent") monotonic, align 4, !dbg !149
  %t20 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 4, !dbg !150
  %.20 = load i32, ptr addrspace(1) %t11, align 4, !dbg !151
  %t22 = atomicrmw umax ptr addrspace(1) %t20, i32 %.20 syncscope("agent") monotonic, align 4, !dbg !152
  %t23 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 8, !dbg !153
  %.21 = load i32, ptr addrspace(1) %t11, align 4, !dbg !154
  %t25 = zext i32 %.21 to i64, !dbg !155
  %t26 = atomicrmw add ptr addrspace(1) %t23, i64 %t25 syncscope("agent") monotonic, align 8, !dbg !156
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eSame(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !157 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !158
  %t1 = sext i32 %.10 to i64, !dbg !158
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !158
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !158
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !158, !invariant.load !6
  %t3 = zext i16 %.13 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !158
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !158
  %t6 = sext i32 %.15 to i64, !dbg !158
  %t7 = add nsw i64 %t4, %t6, !dbg !158
  %t9.not = icmp slt i64 %t7, %a7, !dbg !159
  br i1 %t9.not, label %b2, label %common.ret, !dbg !159

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !160

b2:                                               ; preds = %entry
  %t11 = getelementptr inbounds [80 x i8], ptr addrspace(1) %a0, i64 %t7, !dbg !161
  %.16 = load i8, ptr addrspace(1) %t11, align 1, !dbg !161, !amdgpu.noclobber !6
  %.18 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 8, !dbg !161
  %.19 = load double, ptr addrspace(1) %.18, align 8, !dbg !161, !amdgpu.noclobber !6
  %.21 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 16, !dbg !161
  %.22 = load double, ptr addrspace(1) %.21, align 8, !dbg !161
  %.24 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 24, !dbg !161
  %.25 = load double, ptr addrspace(1) %.24, align 8, !dbg !161
  %.28 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 32, !dbg !161
  %.29 = load float, ptr addrspace(1) %.28, align 4, !dbg !161, !amdgpu.noclobber !6
  %.31 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 36, !dbg !161
  %.32 = load float, ptr addrspace(1) %.31, align 4, !dbg !161
  %.35 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 40, !dbg !161
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !161, !amdgpu.noclobber !6
  %.38 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 48, !dbg !161
  %.39 = load i16, ptr addrspace(1) %.38, align 2, !dbg !161, !amdgpu.noclobber !6
  %.41 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 56, !dbg !161
  %.42 = load i64, ptr addrspace(1) %.41, align 8, !dbg !161
  %.44 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 64, !dbg !161
  %.45 = load i8, ptr addrspace(1) %.44, align 1, !dbg !161
  %.46 = icmp eq i8 %.45, 0, !dbg !161
  %.49 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 72, !dbg !161
  %.50 = load float, ptr addrspace(1) %.49, align 4, !dbg !161, !amdgpu.noclobber !6
  %t14 = getelementptr inbounds [80 x i8], ptr addrspace(1) %a3, i64 %t7, !dbg !162
  %.52 = load i8, ptr addrspace(1) %t14, align 1, !dbg !162, !amdgpu.noclobber !6
  %.54 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 8, !dbg !162
  %.55 = load double, ptr addrspace(1) %.54, align 8, !dbg !162, !amdgpu.noclobber !6
  %.57 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 16, !dbg !162
  %.58 = load double, ptr addrspace(1) %.57, align 8, !dbg !162
  %.60 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 24, !dbg !162
  %.61 = load double, ptr addrspace(1) %.60, align 8, !dbg !162
  %.64 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 32, !dbg !162
  %.65 = load float, ptr addrspace(1) %.64, align 4, !dbg !162, !amdgpu.noclobber !6
  %.67 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 36, !dbg !162
  %.68 = load float, ptr addrspace(1) %.67, align 4, !dbg !162
  %.71 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 40, !dbg !162
  %.72 = load i16, ptr addrspace(1) %.71, align 2, !dbg !162, !amdgpu.noclobber !6
  %.74 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 48, !dbg !162
  %.75 = load i16, ptr addrspace(1) %.74, align 2, !dbg !162, !amdgpu.noclobber !6
  %.77 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 56, !dbg !162
  %.78 = load i64, ptr addrspace(1) %.77, align 8, !dbg !162
  %.80 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 64, !dbg !162
  %.81 = load i8, ptr addrspace(1) %.80, align 1, !dbg !162
  %.82 = icmp ne i8 %.81, 0, !dbg !162
  %.85 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 72, !dbg !162
  %.86 = load float, ptr addrspace(1) %.85, align 4, !dbg !162, !amdgpu.noclobber !6
  %t18 = icmp eq i8 %.16, %.52, !dbg !163
  %t23 = fcmp oeq double %.19, %.55, !dbg !163
  %t26 = fcmp oeq double %.22, %.58, !dbg !163
  %t27 = and i1 %t23, %t26, !dbg !163
  %t30 = fcmp oeq double %.25, %.61, !dbg !163
  %t31 = and i1 %t27, %t30, !dbg !163
  %t32 = and i1 %t18, %t31, !dbg !163
  %t37 = fcmp oeq float %.29, %.65, !dbg !163
  %t40 = fcmp oeq float %.32, %.68, !dbg !163
  %t41 = and i1 %t37, %t40, !dbg !163
  %t42 = and i1 %t32, %t41, !dbg !163
  %t45 = icmp eq i16 %.36, %.72, !dbg !163
  %t46 = and i1 %t45, %t42, !dbg !163
  %t51 = icmp eq i16 %.39, %.75, !dbg !163
  %t54 = icmp eq i64 %.42, %.78, !dbg !163
  %t55 = and i1 %t51, %t54, !dbg !163
  %t59 = xor i1 %.46, %.82, !dbg !163
  %t60 = and i1 %t55, %t59, !dbg !163
  %t61 = and i1 %t46, %t60, !dbg !163
  %t64 = fcmp oeq float %.50, %.86, !dbg !163
  %t65 = and i1 %t64, %t61, !dbg !163
  %spec.select = zext i1 %t65 to i8, !dbg !163
  %t84 = or i8 %spec.select, 2, !dbg !164
  %t85 = select i1 %t60, i8 %spec.select, i8 %t84, !dbg !164
  %t101 = or i8 %t85, 4, !dbg !165
  %t102 = select i1 %t31, i8 %t101, i8 %t85, !dbg !165
  %t114 = or i8 %t102, 8, !dbg !166
  %t115 = select i1 %t41, i8 %t114, i8 %t102, !dbg !166
  %t117 = getelementptr inbounds i8, ptr addrspace(1) %a6, i64 %t7, !dbg !167
  store i8 %t115, ptr addrspace(1) %t117, align 1, !dbg !167
  br label %common.ret
}

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eTallies(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #3 !dbg !168 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !169
  %t3 = sext i32 %.7 to i64, !dbg !169
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !169
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !169
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !169, !invariant.load !6
  %t5 = zext i16 %.10 to i64
  %t6 = mul nsw i64 %t5, %t3, !dbg !169
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !169
  %t8 = sext i32 %.12 to i64, !dbg !169
  %t9 = add nsw i64 %t6, %t8, !dbg !169
  %t11.not = icmp slt i64 %t9, %a1, !dbg !170
  br i1 %t11.not, label %b2, label %common.ret, !dbg !170

common.ret:                                       ; preds = %entry, %"github.com/kernlab/kern/internal/testing/recordtest.recordtest.Stats.Spread.exit419"
  ret void, !dbg !171

b2:                                               ; preds = %entry
  %t13 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a0, i64 %t9, !dbg !172
  %.18 = load double, ptr addrspace(1) %t13, align 8, !dbg !172
  %.20 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 8, !dbg !172
  %.21 = load i32, ptr addrspace(1) %.20, align 4, !dbg !172, !amdgpu.noclobber !6
  %.23 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 12, !dbg !172
  %.24 = load float, ptr addrspace(1) %.23, align 4, !dbg !172
  %.31 = icmp eq i64 %a4, 0
  %0 = add i64 %a4, 1
  %1 = icmp ult i64 %0, 2
  %.34 = select i1 %1, i64 1, i64 %a4
  br label %b3, !dbg !173

b3:                                               ; preds = %"github.com/kernlab/kern/internal/testing/recordtest.recordtest.Stats.Spread.exit", %b2
  %.55 = phi float [ %.24, %b2 ], [ %.67, %"github.com/kernlab/kern/internal/testing/recordtest.recordtest.Stats.Spread.exit" ], !dbg !174
  %.54 = phi i32 [ %.21, %b2 ], [ %t40, %"github.com/kernlab/kern/internal/testing/recordtest.recordtest.Stats.Spread.exit" ], !dbg !175
  %.53 = phi double [ %.18, %b2 ], [ %t37, %"github.com/kernlab/kern/internal/testing/recordtest.recordtest.Stats.Spread.exit" ], !dbg !176
  %.2.i423 = phi float [ %.24, %b2 ], [ %.14.i, %"github.com/kernlab/kern/internal/testing/recordtest.recordtest.Stats.Spread.exit" ]
  %.1.i421 = phi double [ %.18, %b2 ], [ %t387.i, %"github.com/kernlab/kern/internal/testing/recordtest.recordtest.Stats.Spread.exit" ]
  %t0.sroa.0.0 = phi double [ 0.000000e+00, %b2 ], [ %t28, %"github.com/kernlab/kern/internal/testing/recordtest.recordtest.Stats.Spread.exit" ], !dbg !171
  %t0.sroa.11.0 = phi float [ 0.000000e+00, %b2 ], [ %.52, %"github.com/kernlab/kern/internal/testing/recordtest.recordtest.Stats.Spread.exit" ], !dbg !171
  %t20 = phi i64 [ 0, %b2 ], [ %t44, %"github.com/kernlab/kern/internal/testing/recordtest.recordtest.Stats.Spread.exit" ]
  %t21 = add nsw i64 %t20, %t9, !dbg !177
  %.35 = srem i64 %t21, %.34, !dbg !178
  %.36 = select i1 %.31, i64 %t21, i64 %.35, !dbg !178
  %t23 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.36, !dbg !179
  %.37 = load float, ptr addrspace(1) %t23, align 4, !dbg !179
  %t25 = fpext float %.37 to double, !dbg !180
  %t28 = fadd double %t0.sroa.0.0, %t25, !dbg !181
  %t44 = add nuw nsw i64 %t20, 1, !dbg !182
  %.41 = fcmp ogt float %t0.sroa.11.0, %.37, !dbg !183
  %.42 = select i1 %.41, float %t0.sroa.11.0, float %.37, !dbg !183
  %.43 = fcmp oeq float %t0.sroa.11.0, %.37, !dbg !183
  %.44 = bitcast float %t0.sroa.11.0 to i32, !dbg !183
  %.45 = bitcast float %.37 to i32, !dbg !183
  %.46 = and i32 %.45, %.44, !dbg !183
  %.47 = bitcast i32 %.46 to float, !dbg !183
  %.48 = select i1 %.43, float %.47, float %.42, !dbg !183
  %.49 = fcmp uno float %t0.sroa.11.0, 0.000000e+00, !dbg !183
  %.50 = select i1 %.49, float %t0.sroa.11.0, float %.48, !dbg !183
  %.51 = fcmp uno float %.37, 0.000000e+00, !dbg !183
  %.52 = select i1 %.51, float %.37, float %.50, !dbg !183
  %t37 = fadd double %.53, %t25, !dbg !181
  store double %t37, ptr addrspace(1) %t13, align 8, !dbg !176
  %t40 = add i32 %.54, 1, !dbg !184
  store i32 %t40, ptr addrspace(1) %.20, align 4, !dbg !175
  %.56 = fcmp ogt float %.55, %.37, !dbg !183
  %.57 = select i1 %.56, float %.55, float %.37, !dbg !183
  %.58 = fcmp oeq float %.55, %.37, !dbg !183
  %.59 = bitcast float %.55 to i32, !dbg !183
  %.61 = and i32 %.59, %.45, !dbg !183
  %.62 = bitcast i32 %.61 to float, !dbg !183
  %.63 = select i1 %.58, float %.62, float %.57, !dbg !183
  %.64 = fcmp uno float %.55, 0.000000e+00, !dbg !183
  %.65 = select i1 %.64, float %.55, float %.63, !dbg !183
  %.67 = select i1 %.51, float %.37, float %.65, !dbg !183
  store float %.67, ptr addrspace(1) %.23, align 4, !dbg !185
  %t1.i = fcmp ogt float %.37, 0.000000e+00, !dbg !186
  br i1 %t1.i, label %b1.i, label %b2.i, !dbg !186

b1.i:                                             ; preds = %b3
  %t2.i = fmul double %t25, 2.500000e-01, !dbg !189
  %t3.i = fadd double %t2.i, 0.000000e+00, !dbg !190
  br label %b3.i, !dbg !191

b2.i:                                             ; preds = %b3
  %t4.i = fmul double %t25, %t25, !dbg !192
  br label %b3.i, !dbg !193

b3.i:                                             ; preds = %b2.i, %b1.i
  %t6.i = phi double [ %t3.i, %b1.i ], [ %t4.i, %b2.i ]
  %t7.i = fcmp ogt double %t6.i, 1.000000e+00, !dbg !186
  %.t6.i = select i1 %t7.i, double 5.000000e-01, double %t6.i, !dbg !194
  %..i = select i1 %t7.i, double 1.000000e+00, double -1.000000e+00, !dbg !194
  %t10.i = fmul double %t6.i, %.t6.i, !dbg !194
  %t11.i = fadd double %..i, %t10.i, !dbg !194
  %t13.i = fcmp ogt double %t11.i, 2.000000e+00, !dbg !186
  %t11.sink.i = select i1 %t13.i, double 7.500000e-01, double %t11.i, !dbg !186
  %.sink1.i = select i1 %t13.i, double 2.000000e+00, double -2.000000e+00, !dbg !186
  %t16.i = fmul double %t11.i, %t11.sink.i, !dbg !194
  %t17.i = fadd double %.sink1.i, %t16.i, !dbg !194
  %t19.i = fcmp ogt double %t17.i, 3.000000e+00, !dbg !186
  br i1 %t19.i, label %b10.i, label %b11.i, !dbg !186

b10.i:                                            ; preds = %b3.i
  %t21.i = fadd double %t17.i, 3.000000e+00, !dbg !190
  br label %b12.i, !dbg !191

b11.i:                                            ; preds = %b3.i
  %t22.i = fmul double %t17.i, %t17.i, !dbg !192
  br label %b12.i, !dbg !193

b12.i:                                            ; preds = %b11.i, %b10.i
  %t24.i = phi double [ %t21.i, %b10.i ], [ %t22.i, %b11.i ]
  %t25.i = fcmp ogt double %t24.i, 4.000000e+00, !dbg !186
  %.t24.i = select i1 %t25.i, double 1.250000e+00, double %t24.i, !dbg !194
  %.36.i = select i1 %t25.i, double 4.000000e+00, double -1.000000e+00, !dbg !194
  %t28.i = fmul double %t24.i, %.t24.i, !dbg !194
  %t29.i = fadd double %.36.i, %t28.i, !dbg !194
  %t31.i = fcmp ogt double %t29.i, 0.000000e+00, !dbg !186
  %t29.sink.i = select i1 %t31.i, double 1.500000e+00, double %t29.i, !dbg !186
  %.sink3.i = select i1 %t31.i, double 5.000000e+00, double -2.000000e+00, !dbg !186
  %t34.i = fmul double %t29.i, %t29.sink.i, !dbg !194
  %t35.i = fadd double %.sink3.i, %t34.i, !dbg !194
  %t37.i = fcmp ogt double %t35.i, 1.000000e+00, !dbg !186
  br i1 %t37.i, label %b19.i, label %b20.i, !dbg !186

b19.i:                                            ; preds = %b12.i
  %t38.i = fmul double %t35.i, 1.750000e+00, !dbg !189
  %t39.i = fadd double %t38.i, 6.000000e+00, !dbg !190
  br label %b21.i, !dbg !191

b20.i:                                            ; preds = %b12.i
  %t40.i = fmul double %t35.i, %t35.i, !dbg !192
  br label %b21.i, !dbg !193

b21.i:                                            ; preds = %b20.i, %b19.i
  %t42.i = phi double [ %t39.i, %b19.i ], [ %t40.i, %b20.i ]
  %t43.i = fcmp ogt double %t42.i, 2.000000e+00, !dbg !186
  %.t42.i = select i1 %t43.i, double 2.500000e-01, double %t42.i, !dbg !194
  %.37.i = select i1 %t43.i, double 7.000000e+00, double -1.000000e+00, !dbg !194
  %t46.i = fmul double %t42.i, %.t42.i, !dbg !194
  %t47.i = fadd double %.37.i, %t46.i, !dbg !194
  %t49.i = fcmp ogt double %t47.i, 3.000000e+00, !dbg !186
  %t47.sink.i = select i1 %t49.i, double 5.000000e-01, double %t47.i, !dbg !186
  %.sink5.i = select i1 %t49.i, double 8.000000e+00, double -2.000000e+00, !dbg !186
  %t52.i = fmul double %t47.i, %t47.sink.i, !dbg !194
  %t53.i = fadd double %.sink5.i, %t52.i, !dbg !194
  %t55.i = fcmp ogt double %t53.i, 4.000000e+00, !dbg !186
  br i1 %t55.i, label %b28.i, label %b29.i, !dbg !186

b28.i:                                            ; preds = %b21.i
  %t56.i = fmul double %t53.i, 7.500000e-01, !dbg !189
  %t57.i = fadd double %t56.i, 9.000000e+00, !dbg !190
  br label %b30.i, !dbg !191

b29.i:                                            ; preds = %b21.i
  %t58.i = fmul double %t53.i, %t53.i, !dbg !192
  br label %b30.i, !dbg !193

b30.i:                                            ; preds = %b29.i, %b28.i
  %t60.i = phi double [ %t57.i, %b28.i ], [ %t58.i, %b29.i ]
  %t61.i = fcmp ogt double %t60.i, 0.000000e+00, !dbg !186
  br i1 %t61.i, label %b31.i, label %b32.i, !dbg !186

b31.i:                                            ; preds = %b30.i
  %t63.i = fadd double %t60.i, 1.000000e+01, !dbg !190
  br label %b33.i, !dbg !191

b32.i:                                            ; preds = %b30.i
  %t64.i = fmul double %t60.i, %t60.i, !dbg !192
  %t65.i = fadd double %t64.i, -1.000000e+00, !dbg !195
  br label %b33.i, !dbg !193

b33.i:                                            ; preds = %b32.i, %b31.i
  %t66.i = phi double [ %t63.i, %b31.i ], [ %t65.i, %b32.i ]
  %t67.i = fcmp ogt double %t66.i, 1.000000e+00, !dbg !186
  %.t66.i = select i1 %t67.i, double 1.250000e+00, double %t66.i, !dbg !194
  %.38.i = select i1 %t67.i, double 1.100000e+01, double -2.000000e+00, !dbg !194
  %t70.i = fmul double %t66.i, %.t66.i, !dbg !194
  %t71.i = fadd double %.38.i, %t70.i, !dbg !194
  %t73.i = fcmp ogt double %t71.i, 2.000000e+00, !dbg !186
  br i1 %t73.i, label %b37.i, label %b38.i, !dbg !186

b37.i:                                            ; preds = %b33.i
  %t74.i = fmul double %t71.i, 1.500000e+00, !dbg !189
  %t75.i = fadd double %t74.i, 1.200000e+01, !dbg !190
  br label %b39.i, !dbg !191

b38.i:                                            ; preds = %b33.i
  %t76.i = fmul double %t71.i, %t71.i, !dbg !192
  br label %b39.i, !dbg !193

b39.i:                                            ; preds = %b38.i, %b37.i
  %t78.i = phi double [ %t75.i, %b37.i ], [ %t76.i, %b38.i ]
  %t79.i = fcmp ogt double %t78.i, 3.000000e+00, !dbg !186
  %.t78.i = select i1 %t79.i, double 1.750000e+00, double %t78.i, !dbg !194
  %.39.i = select i1 %t79.i, double 1.300000e+01, double -1.000000e+00, !dbg !194
  %t82.i = fmul double %t78.i, %.t78.i, !dbg !194
  %t83.i = fadd double %.39.i, %t82.i, !dbg !194
  %t85.i = fcmp ogt double %t83.i, 4.000000e+00, !dbg !186
  %t83.sink.i = select i1 %t85.i, double 2.500000e-01, double %t83.i, !dbg !186
  %.sink8.i = select i1 %t85.i, double 1.400000e+01, double -2.000000e+00, !dbg !186
  %t88.i = fmul double %t83.i, %t83.sink.i, !dbg !194
  %t89.i = fadd double %.sink8.i, %t88.i, !dbg !194
  %t91.i = fcmp ogt double %t89.i, 0.000000e+00, !dbg !186
  br i1 %t91.i, label %b46.i, label %b47.i, !dbg !186

b46.i:                                            ; preds = %b39.i
  %t92.i = fmul double %t89.i, 5.000000e-01, !dbg !189
  %t93.i = fadd double %t92.i, 1.500000e+01, !dbg !190
  br label %b48.i, !dbg !191

b47.i:                                            ; preds = %b39.i
  %t94.i = fmul double %t89.i, %t89.i, !dbg !192
  br label %b48.i, !dbg !193

b48.i:                                            ; preds = %b47.i, %b46.i
  %t96.i = phi double [ %t93.i, %b46.i ], [ %t94.i, %b47.i ]
  %t97.i = fcmp ogt double %t96.i, 1.000000e+00, !dbg !186
  %.t96.i = select i1 %t97.i, double 7.500000e-01, double %t96.i, !dbg !194
  %.40.i = select i1 %t97.i, double 1.600000e+01, double -1.000000e+00, !dbg !194
  %t100.i = fmul double %t96.i, %.t96.i, !dbg !194
  %t101.i = fadd double %.40.i, %t100.i, !dbg !194
  %t103.i = fcmp ogt double %t101.i, 2.000000e+00, !dbg !186
  br i1 %t103.i, label %b52.i, label %b53.i, !dbg !186

b52.i:                                            ; preds = %b48.i
  %t105.i = fadd double %t101.i, 1.700000e+01, !dbg !190
  br label %b54.i, !dbg !191

b53.i:                                            ; preds = %b48.i
  %t106.i = fmul double %t101.i, %t101.i, !dbg !192
  %t107.i = fadd double %t106.i, -2.000000e+00, !dbg !195
  br label %b54.i, !dbg !193

b54.i:                                            ; preds = %b53.i, %b52.i
  %t108.i = phi double [ %t105.i, %b52.i ], [ %t107.i, %b53.i ]
  %t109.i = fcmp ogt double %t108.i, 3.000000e+00, !dbg !186
  br i1 %t109.i, label %b55.i, label %b56.i, !dbg !186

b55.i:                                            ; preds = %b54.i
  %t110.i = fmul double %t108.i, 1.250000e+00, !dbg !189
  %t111.i = fadd double %t110.i, 1.800000e+01, !dbg !190
  br label %b57.i, !dbg !191

b56.i:                                            ; preds = %b54.i
  %t112.i = fmul double %t108.i, %t108.i, !dbg !192
  br label %b57.i, !dbg !193

b57.i:                                            ; preds = %b56.i, %b55.i
  %t114.i = phi double [ %t111.i, %b55.i ], [ %t112.i, %b56.i ]
  %t115.i = fcmp ogt double %t114.i, 4.000000e+00, !dbg !186
  %.t114.i = select i1 %t115.i, double 1.500000e+00, double %t114.i, !dbg !194
  %.41.i = select i1 %t115.i, double 1.900000e+01, double -1.000000e+00, !dbg !194
  %t118.i = fmul double %t114.i, %.t114.i, !dbg !194
  %t119.i = fadd double %.41.i, %t118.i, !dbg !194
  %t121.i = fcmp ogt double %t119.i, 0.000000e+00, !dbg !186
  %t119.sink.i = select i1 %t121.i, double 1.750000e+00, double %t119.i, !dbg !186
  %.sink11.i = select i1 %t121.i, double 2.000000e+01, double -2.000000e+00, !dbg !186
  %t124.i = fmul double %t119.i, %t119.sink.i, !dbg !194
  %t125.i = fadd double %.sink11.i, %t124.i, !dbg !194
  %t127.i = fcmp ogt double %t125.i, 1.000000e+00, !dbg !186
  br i1 %t127.i, label %b64.i, label %b65.i, !dbg !186

b64.i:                                            ; preds = %b57.i
  %t128.i = fmul double %t125.i, 2.500000e-01, !dbg !189
  %t129.i = fadd double %t128.i, 2.100000e+01, !dbg !190
  br label %b66.i, !dbg !191

b65.i:                                            ; preds = %b57.i
  %t130.i = fmul double %t125.i, %t125.i, !dbg !192
  br label %b66.i, !dbg !193

b66.i:                                            ; preds = %b65.i, %b64.i
  %t132.i = phi double [ %t129.i, %b64.i ], [ %t130.i, %b65.i ]
  %t133.i = fcmp ogt double %t132.i, 2.000000e+00, !dbg !186
  %.t132.i = select i1 %t133.i, double 5.000000e-01, double %t132.i, !dbg !194
  %.42.i = select i1 %t133.i, double 2.200000e+01, double -1.000000e+00, !dbg !194
  %t136.i = fmul double %t132.i, %.t132.i, !dbg !194
  %t137.i = fadd double %.42.i, %t136.i, !dbg !194
  %t139.i = fcmp ogt double %t137.i, 3.000000e+00, !dbg !186
  %t137.sink.i = select i1 %t139.i, double 7.500000e-01, double %t137.i, !dbg !186
  %.sink13.i = select i1 %t139.i, double 2.300000e+01, double -2.000000e+00, !dbg !186
  %t142.i = fmul double %t137.i, %t137.sink.i, !dbg !194
  %t143.i = fadd double %.sink13.i, %t142.i, !dbg !194
  %t145.i = fcmp ogt double %t143.i, 4.000000e+00, !dbg !186
  br i1 %t145.i, label %b73.i, label %b74.i, !dbg !186

b73.i:                                            ; preds = %b66.i
  %t147.i = fadd double %t143.i, 2.400000e+01, !dbg !190
  br label %b75.i, !dbg !191

b74.i:                                            ; preds = %b66.i
  %t148.i = fmul double %t143.i, %t143.i, !dbg !192
  br label %b75.i, !dbg !193

b75.i:                                            ; preds = %b74.i, %b73.i
  %t150.i = phi double [ %t147.i, %b73.i ], [ %t148.i, %b74.i ]
  %t151.i = fcmp ogt double %t150.i, 0.000000e+00, !dbg !186
  %.t150.i = select i1 %t151.i, double 1.250000e+00, double %t150.i, !dbg !194
  %.43.i = select i1 %t151.i, double 2.500000e+01, double -1.000000e+00, !dbg !194
  %t154.i = fmul double %t150.i, %.t150.i, !dbg !194
  %t155.i = fadd double %.43.i, %t154.i, !dbg !194
  %t157.i = fcmp ogt double %t155.i, 1.000000e+00, !dbg !186
  %t155.sink.i = select i1 %t157.i, double 1.500000e+00, double %t155.i, !dbg !186
  %.sink15.i = select i1 %t157.i, double 2.600000e+01, double -2.000000e+00, !dbg !186
  %t160.i = fmul double %t155.i, %t155.sink.i, !dbg !194
  %t161.i = fadd double %.sink15.i, %t160.i, !dbg !194
  %t163.i = fcmp ogt double %t161.i, 2.000000e+00, !dbg !186
  br i1 %t163.i, label %b82.i, label %b83.i, !dbg !186

b82.i:                                            ; preds = %b75.i
  %t164.i = fmul double %t161.i, 1.750000e+00, !dbg !189
  %t165.i = fadd double %t164.i, 2.700000e+01, !dbg !190
  br label %b84.i, !dbg !191

b83.i:                                            ; preds = %b75.i
  %t166.i = fmul double %t161.i, %t161.i, !dbg !192
  br label %b84.i, !dbg !193

b84.i:                                            ; preds = %b83.i, %b82.i
  %t168.i = phi double [ %t165.i, %b82.i ], [ %t166.i, %b83.i ]
  %t169.i = fcmp ogt double %t168.i, 3.000000e+00, !dbg !186
  %.t168.i = select i1 %t169.i, double 2.500000e-01, double %t168.i, !dbg !194
  %.44.i = select i1 %t169.i, double 2.800000e+01, double -1.000000e+00, !dbg !194
  %t172.i = fmul double %t168.i, %.t168.i, !dbg !194
  %t173.i = fadd double %.44.i, %t172.i, !dbg !194
  %t175.i = fcmp ogt double %t173.i, 4.000000e+00, !dbg !186
  %t173.sink.i = select i1 %t175.i, double 5.000000e-01, double %t173.i, !dbg !186
  %.sink17.i = select i1 %t175.i, double 2.900000e+01, double -2.000000e+00, !dbg !186
  %t178.i = fmul double %t173.i, %t173.sink.i, !dbg !194
  %t179.i = fadd double %.sink17.i, %t178.i, !dbg !194
  %t181.i = fcmp ogt double %t179.i, 0.000000e+00, !dbg !186
  br i1 %t181.i, label %b91.i, label %b92.i, !dbg !186

b91.i:                                            ; preds = %b84.i
  %t182.i = fmul double %t179.i, 7.500000e-01, !dbg !189
  %t183.i = fadd double %t182.i, 3.000000e+01, !dbg !190
  br label %b93.i, !dbg !191

b92.i:                                            ; preds = %b84.i
  %t184.i = fmul double %t179.i, %t179.i, !dbg !192
  br label %b93.i, !dbg !193

b93.i:                                            ; preds = %b92.i, %b91.i
  %t186.i = phi double [ %t183.i, %b91.i ], [ %t184.i, %b92.i ]
  %t187.i = fcmp ogt double %t186.i, 1.000000e+00, !dbg !186
  br i1 %t187.i, label %b94.i, label %b95.i, !dbg !186

b94.i:                                            ; preds = %b93.i
  %t189.i = fadd double %t186.i, 3.100000e+01, !dbg !190
  br label %b96.i, !dbg !191

b95.i:                                            ; preds = %b93.i
  %t190.i = fmul double %t186.i, %t186.i, !dbg !192
  %t191.i = fadd double %t190.i, -1.000000e+00, !dbg !195
  br label %b96.i, !dbg !193

b96.i:                                            ; preds = %b95.i, %b94.i
  %t192.i = phi double [ %t189.i, %b94.i ], [ %t191.i, %b95.i ]
  %t193.i = fcmp ogt double %t192.i, 2.000000e+00, !dbg !186
  %.t192.i = select i1 %t193.i, double 1.250000e+00, double %t192.i, !dbg !194
  %.45.i = select i1 %t193.i, double 3.200000e+01, double -2.000000e+00, !dbg !194
  %t196.i = fmul double %t192.i, %.t192.i, !dbg !194
  %t197.i = fadd double %.45.i, %t196.i, !dbg !194
  %t199.i = fcmp ogt double %t197.i, 3.000000e+00, !dbg !186
  br i1 %t199.i, label %b100.i, label %b101.i, !dbg !186

b100.i:                                           ; preds = %b96.i
  %t200.i = fmul double %t197.i, 1.500000e+00, !dbg !189
  %t201.i = fadd double %t200.i, 3.300000e+01, !dbg !190
  br label %b102.i, !dbg !191

b101.i:                                           ; preds = %b96.i
  %t202.i = fmul double %t197.i, %t197.i, !dbg !192
  br label %b102.i, !dbg !193

b102.i:                                           ; preds = %b101.i, %b100.i
  %t204.i = phi double [ %t201.i, %b100.i ], [ %t202.i, %b101.i ]
  %t205.i = fcmp ogt double %t204.i, 4.000000e+00, !dbg !186
  %.t204.i = select i1 %t205.i, double 1.750000e+00, double %t204.i, !dbg !194
  %.46.i = select i1 %t205.i, double 3.400000e+01, double -1.000000e+00, !dbg !194
  %t208.i = fmul double %t204.i, %.t204.i, !dbg !194
  %t209.i = fadd double %.46.i, %t208.i, !dbg !194
  %t211.i = fcmp ogt double %t209.i, 0.000000e+00, !dbg !186
  %t209.sink.i = select i1 %t211.i, double 2.500000e-01, double %t209.i, !dbg !186
  %.sink20.i = select i1 %t211.i, double 3.500000e+01, double -2.000000e+00, !dbg !186
  %t214.i = fmul double %t209.i, %t209.sink.i, !dbg !194
  %t215.i = fadd double %.sink20.i, %t214.i, !dbg !194
  %t217.i = fcmp ogt double %t215.i, 1.000000e+00, !dbg !186
  br i1 %t217.i, label %b109.i, label %b110.i, !dbg !186

b109.i:                                           ; preds = %b102.i
  %t218.i = fmul double %t215.i, 5.000000e-01, !dbg !189
  %t219.i = fadd double %t218.i, 3.600000e+01, !dbg !190
  br label %b111.i, !dbg !191

b110.i:                                           ; preds = %b102.i
  %t220.i = fmul double %t215.i, %t215.i, !dbg !192
  br label %b111.i, !dbg !193

b111.i:                                           ; preds = %b110.i, %b109.i
  %t222.i = phi double [ %t219.i, %b109.i ], [ %t220.i, %b110.i ]
  %t223.i = fcmp ogt double %t222.i, 2.000000e+00, !dbg !186
  %.t222.i = select i1 %t223.i, double 7.500000e-01, double %t222.i, !dbg !194
  %.47.i = select i1 %t223.i, double 3.700000e+01, double -1.000000e+00, !dbg !194
  %t226.i = fmul double %t222.i, %.t222.i, !dbg !194
  %t227.i = fadd double %.47.i, %t226.i, !dbg !194
  %t229.i = fcmp ogt double %t227.i, 3.000000e+00, !dbg !186
  br i1 %t229.i, label %b115.i, label %b116.i, !dbg !186

b115.i:                                           ; preds = %b111.i
  %t231.i = fadd double %t227.i, 3.800000e+01, !dbg !190
  br label %b117.i, !dbg !191

b116.i:                                           ; preds = %b111.i
  %t232.i = fmul double %t227.i, %t227.i, !dbg !192
  %t233.i = fadd double %t232.i, -2.000000e+00, !dbg !195
  br label %b117.i, !dbg !193

b117.i:                                           ; preds = %b116.i, %b115.i
  %t234.i = phi double [ %t231.i, %b115.i ], [ %t233.i, %b116.i ]
  %t235.i = fcmp ogt double %t234.i, 4.000000e+00, !dbg !186
  br i1 %t235.i, label %b118.i, label %b119.i, !dbg !186

b118.i:                                           ; preds = %b117.i
  %t236.i = fmul double %t234.i, 1.250000e+00, !dbg !189
  %t237.i = fadd double %t236.i, 3.900000e+01, !dbg !190
  br label %b120.i, !dbg !191

b119.i:                                           ; preds = %b117.i
  %t238.i = fmul double %t234.i, %t234.i, !dbg !192
  br label %b120.i, !dbg !193

b120.i:                                           ; preds = %b119.i, %b118.i
  %t240.i = phi double [ %t237.i, %b118.i ], [ %t238.i, %b119.i ]
  %t241.i = fcmp ogt double %t240.i, 0.000000e+00, !dbg !186
  %.t240.i = select i1 %t241.i, double 1.500000e+00, double %t240.i, !dbg !194
  %.48.i = select i1 %t241.i, double 4.000000e+01, double -1.000000e+00, !dbg !194
  %t244.i = fmul double %t240.i, %.t240.i, !dbg !194
  %t245.i = fadd double %.48.i, %t244.i, !dbg !194
  %t247.i = fcmp ogt double %t245.i, 1.000000e+00, !dbg !186
  %t245.sink.i = select i1 %t247.i, double 1.750000e+00, double %t245.i, !dbg !186
  %.sink23.i = select i1 %t247.i, double 4.100000e+01, double -2.000000e+00, !dbg !186
  %t250.i = fmul double %t245.i, %t245.sink.i, !dbg !194
  %t251.i = fadd double %.sink23.i, %t250.i, !dbg !194
  %t253.i = fcmp ogt double %t251.i, 2.000000e+00, !dbg !186
  br i1 %t253.i, label %b127.i, label %b128.i, !dbg !186

b127.i:                                           ; preds = %b120.i
  %t254.i = fmul double %t251.i, 2.500000e-01, !dbg !189
  %t255.i = fadd double %t254.i, 4.200000e+01, !dbg !190
  br label %b129.i, !dbg !191

b128.i:                                           ; preds = %b120.i
  %t256.i = fmul double %t251.i, %t251.i, !dbg !192
  br label %b129.i, !dbg !193

b129.i:                                           ; preds = %b128.i, %b127.i
  %t258.i = phi double [ %t255.i, %b127.i ], [ %t256.i, %b128.i ]
  %t259.i = fcmp ogt double %t258.i, 3.000000e+00, !dbg !186
  %.t258.i = select i1 %t259.i, double 5.000000e-01, double %t258.i, !dbg !194
  %.49.i = select i1 %t259.i, double 4.300000e+01, double -1.000000e+00, !dbg !194
  %t262.i = fmul double %t258.i, %.t258.i, !dbg !194
  %t263.i = fadd double %.49.i, %t262.i, !dbg !194
  %t265.i = fcmp ogt double %t263.i, 4.000000e+00, !dbg !186
  %t263.sink.i = select i1 %t265.i, double 7.500000e-01, double %t263.i, !dbg !186
  %.sink25.i = select i1 %t265.i, double 4.400000e+01, double -2.000000e+00, !dbg !186
  %t268.i = fmul double %t263.i, %t263.sink.i, !dbg !194
  %t269.i = fadd double %.sink25.i, %t268.i, !dbg !194
  %t271.i = fcmp ogt double %t269.i, 0.000000e+00, !dbg !186
  br i1 %t271.i, label %b136.i, label %b137.i, !dbg !186

b136.i:                                           ; preds = %b129.i
  %t273.i = fadd double %t269.i, 4.500000e+01, !dbg !190
  br label %b138.i, !dbg !191

b137.i:                                           ; preds = %b129.i
  %t274.i = fmul double %t269.i, %t269.i, !dbg !192
  br label %b138.i, !dbg !193

b138.i:                                           ; preds = %b137.i, %b136.i
  %t276.i = phi double [ %t273.i, %b136.i ], [ %t274.i, %b137.i ]
  %t277.i = fcmp ogt double %t276.i, 1.000000e+00, !dbg !186
  %.t276.i = select i1 %t277.i, double 1.250000e+00, double %t276.i, !dbg !194
  %.50.i = select i1 %t277.i, double 4.600000e+01, double -1.000000e+00, !dbg !194
  %t280.i = fmul double %t276.i, %.t276.i, !dbg !194
  %t281.i = fadd double %.50.i, %t280.i, !dbg !194
  %t283.i = fcmp ogt double %t281.i, 2.000000e+00, !dbg !186
  %t281.sink.i = select i1 %t283.i, double 1.500000e+00, double %t281.i, !dbg !186
  %.sink27.i = select i1 %t283.i, double 4.700000e+01, double -2.000000e+00, !dbg !186
  %t286.i = fmul double %t281.i, %t281.sink.i, !dbg !194
  %t287.i = fadd double %.sink27.i, %t286.i, !dbg !194
  %t289.i = fcmp ogt double %t287.i, 3.000000e+00, !dbg !186
  br i1 %t289.i, label %b145.i, label %b146.i, !dbg !186

b145.i:                                           ; preds = %b138.i
  %t290.i = fmul double %t287.i, 1.750000e+00, !dbg !189
  %t291.i = fadd double %t290.i, 4.800000e+01, !dbg !190
  br label %b147.i, !dbg !191

b146.i:                                           ; preds = %b138.i
  %t292.i = fmul double %t287.i, %t287.i, !dbg !192
  br label %b147.i, !dbg !193

b147.i:                                           ; preds = %b146.i, %b145.i
  %t294.i = phi double [ %t291.i, %b145.i ], [ %t292.i, %b146.i ]
  %t295.i = fcmp ogt double %t294.i, 4.000000e+00, !dbg !186
  %.t294.i = select i1 %t295.i, double 2.500000e-01, double %t294.i, !dbg !194
  %.51.i = select i1 %t295.i, double 4.900000e+01, double -1.000000e+00, !dbg !194
  %t298.i = fmul double %t294.i, %.t294.i, !dbg !194
  %t299.i = fadd double %.51.i, %t298.i, !dbg !194
  %t301.i = fcmp ogt double %t299.i, 0.000000e+00, !dbg !186
  %t299.sink.i = select i1 %t301.i, double 5.000000e-01, double %t299.i, !dbg !186
  %.sink29.i = select i1 %t301.i, double 5.000000e+01, double -2.000000e+00, !dbg !186
  %t304.i = fmul double %t299.i, %t299.sink.i, !dbg !194
  %t305.i = fadd double %.sink29.i, %t304.i, !dbg !194
  %t307.i = fcmp ogt double %t305.i, 1.000000e+00, !dbg !186
  br i1 %t307.i, label %b154.i, label %b155.i, !dbg !186

b154.i:                                           ; preds = %b147.i
  %t308.i = fmul double %t305.i, 7.500000e-01, !dbg !189
  %t309.i = fadd double %t308.i, 5.100000e+01, !dbg !190
  br label %b156.i, !dbg !191

b155.i:                                           ; preds = %b147.i
  %t310.i = fmul double %t305.i, %t305.i, !dbg !192
  br label %b156.i, !dbg !193

b156.i:                                           ; preds = %b155.i, %b154.i
  %t312.i = phi double [ %t309.i, %b154.i ], [ %t310.i, %b155.i ]
  %t313.i = fcmp ogt double %t312.i, 2.000000e+00, !dbg !186
  br i1 %t313.i, label %b157.i, label %b158.i, !dbg !186

b157.i:                                           ; preds = %b156.i
  %t315.i = fadd double %t312.i, 5.200000e+01, !dbg !190
  br label %b159.i, !dbg !191

b158.i:                                           ; preds = %b156.i
  %t316.i = fmul double %t312.i, %t312.i, !dbg !192
  %t317.i = fadd double %t316.i, -1.000000e+00, !dbg !195
  br label %b159.i, !dbg !193

b159.i:                                           ; preds = %b158.i, %b157.i
  %t318.i = phi double [ %t315.i, %b157.i ], [ %t317.i, %b158.i ]
  %t319.i = fcmp ogt double %t318.i, 3.000000e+00, !dbg !186
  %.t318.i = select i1 %t319.i, double 1.250000e+00, double %t318.i, !dbg !194
  %.52.i = select i1 %t319.i, double 5.300000e+01, double -2.000000e+00, !dbg !194
  %t322.i = fmul double %t318.i, %.t318.i, !dbg !194
  %t323.i = fadd double %.52.i, %t322.i, !dbg !194
  %t325.i = fcmp ogt double %t323.i, 4.000000e+00, !dbg !186
  br i1 %t325.i, label %b163.i, label %b164.i, !dbg !186

b163.i:                                           ; preds = %b159.i
  %t326.i = fmul double %t323.i, 1.500000e+00, !dbg !189
  %t327.i = fadd double %t326.i, 5.400000e+01, !dbg !190
  br label %b165.i, !dbg !191

b164.i:                                           ; preds = %b159.i
  %t328.i = fmul double %t323.i, %t323.i, !dbg !192
  br label %b165.i, !dbg !193

b165.i:                                           ; preds = %b164.i, %b163.i
  %t330.i = phi double [ %t327.i, %b163.i ], [ %t328.i, %b164.i ]
  %t331.i = fcmp ogt double %t330.i, 0.000000e+00, !dbg !186
  %.t330.i = select i1 %t331.i, double 1.750000e+00, double %t330.i, !dbg !194
  %.53.i = select i1 %t331.i, double 5.500000e+01, double -1.000000e+00, !dbg !194
  %t334.i = fmul double %t330.i, %.t330.i, !dbg !194
  %t335.i = fadd double %.53.i, %t334.i, !dbg !194
  %t337.i = fcmp ogt double %t335.i, 1.000000e+00, !dbg !186
  %t335.sink.i = select i1 %t337.i, double 2.500000e-01, double %t335.i, !dbg !186
  %.sink32.i = select i1 %t337.i, double 5.600000e+01, double -2.000000e+00, !dbg !186
  %t340.i = fmul double %t335.i, %t335.sink.i, !dbg !194
  %t341.i = fadd double %.sink32.i, %t340.i, !dbg !194
  %t343.i = fcmp ogt double %t341.i, 2.000000e+00, !dbg !186
  br i1 %t343.i, label %b172.i, label %b173.i, !dbg !186

b172.i:                                           ; preds = %b165.i
  %t344.i = fmul double %t341.i, 5.000000e-01, !dbg !189
  %t345.i = fadd double %t344.i, 5.700000e+01, !dbg !190
  br label %b174.i, !dbg !191

b173.i:                                           ; preds = %b165.i
  %t346.i = fmul double %t341.i, %t341.i, !dbg !192
  br label %b174.i, !dbg !193

b174.i:                                           ; preds = %b173.i, %b172.i
  %t348.i = phi double [ %t345.i, %b172.i ], [ %t346.i, %b173.i ]
  %t349.i = fcmp ogt double %t348.i, 3.000000e+00, !dbg !186
  %.t348.i = select i1 %t349.i, double 7.500000e-01, double %t348.i, !dbg !194
  %.54.i = select i1 %t349.i, double 5.800000e+01, double -1.000000e+00, !dbg !194
  %t352.i = fmul double %t348.i, %.t348.i, !dbg !194
  %t353.i = fadd double %.54.i, %t352.i, !dbg !194
  %t355.i = fcmp ogt double %t353.i, 4.000000e+00, !dbg !186
  br i1 %t355.i, label %b178.i, label %b179.i, !dbg !186

b178.i:                                           ; preds = %b174.i
  %t357.i = fadd double %t353.i, 5.900000e+01, !dbg !190
  br label %b180.i, !dbg !191

b179.i:                                           ; preds = %b174.i
  %t358.i = fmul double %t353.i, %t353.i, !dbg !192
  %t359.i = fadd double %t358.i, -2.000000e+00, !dbg !195
  br label %b180.i, !dbg !193

b180.i:                                           ; preds = %b179.i, %b178.i
  %t360.i = phi double [ %t357.i, %b178.i ], [ %t359.i, %b179.i ]
  %t361.i = fcmp ogt double %t360.i, 0.000000e+00, !dbg !186
  br i1 %t361.i, label %b181.i, label %b182.i, !dbg !186

b181.i:                                           ; preds = %b180.i
  %t362.i = fmul double %t360.i, 1.250000e+00, !dbg !189
  %t363.i = fadd double %t362.i, 6.000000e+01, !dbg !190
  br label %b183.i, !dbg !191

b182.i:                                           ; preds = %b180.i
  %t364.i = fmul double %t360.i, %t360.i, !dbg !192
  br label %b183.i, !dbg !193

b183.i:                                           ; preds = %b182.i, %b181.i
  %t366.i = phi double [ %t363.i, %b181.i ], [ %t364.i, %b182.i ]
  %t367.i = fcmp ogt double %t366.i, 1.000000e+00, !dbg !186
  %.t366.i = select i1 %t367.i, double 1.500000e+00, double %t366.i, !dbg !194
  %.55.i = select i1 %t367.i, double 6.100000e+01, double -1.000000e+00, !dbg !194
  %t370.i = fmul double %t366.i, %.t366.i, !dbg !194
  %t371.i = fadd double %.55.i, %t370.i, !dbg !194
  %t373.i = fcmp ogt double %t371.i, 2.000000e+00, !dbg !186
  %t371.sink.i = select i1 %t373.i, double 1.750000e+00, double %t371.i, !dbg !186
  %.sink35.i = select i1 %t373.i, double 6.200000e+01, double -2.000000e+00, !dbg !186
  %t376.i = fmul double %t371.i, %t371.sink.i, !dbg !194
  %t377.i = fadd double %.sink35.i, %t376.i, !dbg !194
  %t379.i = fcmp ogt double %t377.i, 3.000000e+00, !dbg !186
  br i1 %t379.i, label %b190.i, label %b191.i, !dbg !186

b190.i:                                           ; preds = %b183.i
  %t380.i = fmul double %t377.i, 2.500000e-01, !dbg !189
  %t381.i = fadd double %t380.i, 6.300000e+01, !dbg !190
  br label %"github.com/kernlab/kern/internal/testing/recordtest.recordtest.Stats.Spread.exit", !dbg !191

b191.i:                                           ; preds = %b183.i
  %t382.i = fmul double %t377.i, %t377.i, !dbg !192
  br label %"github.com/kernlab/kern/internal/testing/recordtest.recordtest.Stats.Spread.exit", !dbg !193

"github.com/kernlab/kern/internal/testing/recordtest.recordtest.Stats.Spread.exit": ; preds = %b190.i, %b191.i
  %t384.i = phi double [ %t381.i, %b190.i ], [ %t382.i, %b191.i ]
  %t387.i = fadd double %t384.i, %.1.i421, !dbg !196
  %t390.i = fptrunc double %t384.i to float, !dbg !197
  %.3.i = fcmp ogt float %.2.i423, %t390.i, !dbg !198
  %.4.i = select i1 %.3.i, float %.2.i423, float %t390.i, !dbg !198
  %.5.i = fcmp oeq float %.2.i423, %t390.i, !dbg !198
  %.6.i = bitcast float %.2.i423 to i32, !dbg !198
  %.7.i = bitcast float %t390.i to i32, !dbg !198
  %.8.i = and i32 %.6.i, %.7.i, !dbg !198
  %.9.i = bitcast i32 %.8.i to float, !dbg !198
  %.10.i = select i1 %.5.i, float %.9.i, float %.4.i, !dbg !198
  %.11.i = fcmp uno float %.2.i423, 0.000000e+00, !dbg !198
  %.12.i = select i1 %.11.i, float %.2.i423, float %.10.i, !dbg !198
  %.13.i = fcmp uno float %t390.i, 0.000000e+00, !dbg !198
  %.14.i = select i1 %.13.i, float %t390.i, float %.12.i, !dbg !198
  %exitcond.not = icmp eq i64 %t44, 4, !dbg !182
  br i1 %exitcond.not, label %b4, label %b3, !dbg !182

b4:                                               ; preds = %"github.com/kernlab/kern/internal/testing/recordtest.recordtest.Stats.Spread.exit"
  %t46 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t9, !dbg !199
  %.68 = load float, ptr addrspace(1) %t46, align 4, !dbg !199
  %t0.i1 = fpext float %.68 to double, !dbg !200
  %t1.i2 = fcmp ogt float %.68, 0.000000e+00, !dbg !202
  br i1 %t1.i2, label %b1.i5, label %b2.i7, !dbg !202

b1.i5:                                            ; preds = %b4
  %t2.i3 = fmul double %t0.i1, 2.500000e-01, !dbg !203
  %t3.i4 = fadd double %t2.i3, 0.000000e+00, !dbg !204
  br label %b3.i20, !dbg !205

b2.i7:                                            ; preds = %b4
  %t4.i6 = fmul double %t0.i1, %t0.i1, !dbg !206
  br label %b3.i20, !dbg !207

b3.i20:                                           ; preds = %b2.i7, %b1.i5
  %t6.i8 = phi double [ %t3.i4, %b1.i5 ], [ %t4.i6, %b2.i7 ]
  %t7.i9 = fcmp ogt double %t6.i8, 1.000000e+00, !dbg !202
  %.t6.i10 = select i1 %t7.i9, double 5.000000e-01, double %t6.i8, !dbg !208
  %..i11 = select i1 %t7.i9, double 1.000000e+00, double -1.000000e+00, !dbg !208
  %t10.i12 = fmul double %t6.i8, %.t6.i10, !dbg !208
  %t11.i13 = fadd double %..i11, %t10.i12, !dbg !208
  %t13.i14 = fcmp ogt double %t11.i13, 2.000000e+00, !dbg !202
  %t11.sink.i15 = select i1 %t13.i14, double 7.500000e-01, double %t11.i13, !dbg !202
  %.sink1.i16 = select i1 %t13.i14, double 2.000000e+00, double -2.000000e+00, !dbg !202
  %t16.i17 = fmul double %t11.i13, %t11.sink.i15, !dbg !208
  %t17.i18 = fadd double %.sink1.i16, %t16.i17, !dbg !208
  %t19.i19 = fcmp ogt double %t17.i18, 3.000000e+00, !dbg !202
  br i1 %t19.i19, label %b10.i22, label %b11.i24, !dbg !202

b10.i22:                                          ; preds = %b3.i20
  %t21.i21 = fadd double %t17.i18, 3.000000e+00, !dbg !204
  br label %b12.i37, !dbg !205

b11.i24:                                          ; preds = %b3.i20
  %t22.i23 = fmul double %t17.i18, %t17.i18, !dbg !206
  br label %b12.i37, !dbg !207

b12.i37:                                          ; preds = %b11.i24, %b10.i22
  %t24.i25 = phi double [ %t21.i21, %b10.i22 ], [ %t22.i23, %b11.i24 ]
  %t25.i26 = fcmp ogt double %t24.i25, 4.000000e+00, !dbg !202
  %.t24.i27 = select i1 %t25.i26, double 1.250000e+00, double %t24.i25, !dbg !208
  %.36.i28 = select i1 %t25.i26, double 4.000000e+00, double -1.000000e+00, !dbg !208
  %t28.i29 = fmul double %t24.i25, %.t24.i27, !dbg !208
  %t29.i30 = fadd double %.36.i28, %t28.i29, !dbg !208
  %t31.i31 = fcmp ogt double %t29.i30, 0.000000e+00, !dbg !202
  %t29.sink.i32 = select i1 %t31.i31, double 1.500000e+00, double %t29.i30, !dbg !202
  %.sink3.i33 = select i1 %t31.i31, double 5.000000e+00, double -2.000000e+00, !dbg !202
  %t34.i34 = fmul double %t29.i30, %t29.sink.i32, !dbg !208
  %t35.i35 = fadd double %.sink3.i33, %t34.i34, !dbg !208
  %t37.i36 = fcmp ogt double %t35.i35, 1.000000e+00, !dbg !202
  br i1 %t37.i36, label %b19.i40, label %b20.i42, !dbg !202

b19.i40:                                          ; preds = %b12.i37
  %t38.i38 = fmul double %t35.i35, 1.750000e+00, !dbg !203
  %t39.i39 = fadd double %t38.i38, 6.000000e+00, !dbg !204
  br label %b21.i55, !dbg !205

b20.i42:                                          ; preds = %b12.i37
  %t40.i41 = fmul double %t35.i35, %t35.i35, !dbg !206
  br label %b21.i55, !dbg !207

b21.i55:                                          ; preds = %b20.i42, %b19.i40
  %t42.i43 = phi double [ %t39.i39, %b19.i40 ], [ %t40.i41, %b20.i42 ]
  %t43.i44 = fcmp ogt double %t42.i43, 2.000000e+00, !dbg !202
  %.t42.i45 = select i1 %t43.i44, double 2.500000e-01, double %t42.i43, !dbg !208
  %.37.i46 = select i1 %t43.i44, double 7.000000e+00, double -1.000000e+00, !dbg !208
  %t46.i47 = fmul double %t42.i43, %.t42.i45, !dbg !208
  %t47.i48 = fadd double %.37.i46, %t46.i47, !dbg !208
  %t49.i49 = fcmp ogt double %t47.i48, 3.000000e+00, !dbg !202
  %t47.sink.i50 = select i1 %t49.i49, double 5.000000e-01, double %t47.i48, !dbg !202
  %.sink5.i51 = select i1 %t49.i49, double 8.000000e+00, double -2.000000e+00, !dbg !202
  %t52.i52 = fmul double %t47.i48, %t47.sink.i50, !dbg !208
  %t53.i53 = fadd double %.sink5.i51, %t52.i52, !dbg !208
  %t55.i54 = fcmp ogt double %t53.i53, 4.000000e+00, !dbg !202
  br i1 %t55.i54, label %b28.i58, label %b29.i60, !dbg !202

b28.i58:                                          ; preds = %b21.i55
  %t56.i56 = fmul double %t53.i53, 7.500000e-01, !dbg !203
  %t57.i57 = fadd double %t56.i56, 9.000000e+00, !dbg !204
  br label %b30.i63, !dbg !205

b29.i60:                                          ; preds = %b21.i55
  %t58.i59 = fmul double %t53.i53, %t53.i53, !dbg !206
  br label %b30.i63, !dbg !207

b30.i63:                                          ; preds = %b29.i60, %b28.i58
  %t60.i61 = phi double [ %t57.i57, %b28.i58 ], [ %t58.i59, %b29.i60 ]
  %t61.i62 = fcmp ogt double %t60.i61, 0.000000e+00, !dbg !202
  br i1 %t61.i62, label %b31.i65, label %b32.i68, !dbg !202

b31.i65:                                          ; preds = %b30.i63
  %t63.i64 = fadd double %t60.i61, 1.000000e+01, !dbg !204
  br label %b33.i76, !dbg !205

b32.i68:                                          ; preds = %b30.i63
  %t64.i66 = fmul double %t60.i61, %t60.i61, !dbg !206
  %t65.i67 = fadd double %t64.i66, -1.000000e+00, !dbg !209
  br label %b33.i76, !dbg !207

b33.i76:                                          ; preds = %b32.i68, %b31.i65
  %t66.i69 = phi double [ %t63.i64, %b31.i65 ], [ %t65.i67, %b32.i68 ]
  %t67.i70 = fcmp ogt double %t66.i69, 1.000000e+00, !dbg !202
  %.t66.i71 = select i1 %t67.i70, double 1.250000e+00, double %t66.i69, !dbg !208
  %.38.i72 = select i1 %t67.i70, double 1.100000e+01, double -2.000000e+00, !dbg !208
  %t70.i73 = fmul double %t66.i69, %.t66.i71, !dbg !208
  %t71.i74 = fadd double %.38.i72, %t70.i73, !dbg !208
  %t73.i75 = fcmp ogt double %t71.i74, 2.000000e+00, !dbg !202
  br i1 %t73.i75, label %b37.i79, label %b38.i81, !dbg !202

b37.i79:                                          ; preds = %b33.i76
  %t74.i77 = fmul double %t71.i74, 1.500000e+00, !dbg !203
  %t75.i78 = fadd double %t74.i77, 1.200000e+01, !dbg !204
  br label %b39.i94, !dbg !205

b38.i81:                                          ; preds = %b33.i76
  %t76.i80 = fmul double %t71.i74, %t71.i74, !dbg !206
  br label %b39.i94, !dbg !207

b39.i94:                                          ; preds = %b38.i81, %b37.i79
  %t78.i82 = phi double [ %t75.i78, %b37.i79 ], [ %t76.i80, %b38.i81 ]
  %t79.i83 = fcmp ogt double %t78.i82, 3.000000e+00, !dbg !202
  %.t78.i84 = select i1 %t79.i83, double 1.750000e+00, double %t78.i82, !dbg !208
  %.39.i85 = select i1 %t79.i83, double 1.300000e+01, double -1.000000e+00, !dbg !208
  %t82.i86 = fmul double %t78.i82, %.t78.i84, !dbg !208
  %t83.i87 = fadd double %.39.i85, %t82.i86, !dbg !208
  %t85.i88 = fcmp ogt double %t83.i87, 4.000000e+00, !dbg !202
  %t83.sink.i89 = select i1 %t85.i88, double 2.500000e-01, double %t83.i87, !dbg !202
  %.sink8.i90 = select i1 %t85.i88, double 1.400000e+01, double -2.000000e+00, !dbg !202
  %t88.i91 = fmul double %t83.i87, %t83.sink.i89, !dbg !208
  %t89.i92 = fadd double %.sink8.i90, %t88.i91, !dbg !208
  %t91.i93 = fcmp ogt double %t89.i92, 0.000000e+00, !dbg !202
  br i1 %t91.i93, label %b46.i97, label %b47.i99, !dbg !202

b46.i97:                                          ; preds = %b39.i94
  %t92.i95 = fmul double %t89.i92, 5.000000e-01, !dbg !203
  %t93.i96 = fadd double %t92.i95, 1.500000e+01, !dbg !204
  br label %b48.i107, !dbg !205

b47.i99:                                          ; preds = %b39.i94
  %t94.i98 = fmul double %t89.i92, %t89.i92, !dbg !206
  br label %b48.i107, !dbg !207

b48.i107:                                         ; preds = %b47.i99, %b46.i97
  %t96.i100 = phi double [ %t93.i96, %b46.i97 ], [ %t94.i98, %b47.i99 ]
  %t97.i101 = fcmp ogt double %t96.i100, 1.000000e+00, !dbg !202
  %.t96.i102 = select i1 %t97.i101, double 7.500000e-01, double %t96.i100, !dbg !208
  %.40.i103 = select i1 %t97.i101, double 1.600000e+01, double -1.000000e+00, !dbg !208
  %t100.i104 = fmul double %t96.i100, %.t96.i102, !dbg !208
  %t101.i105 = fadd double %.40.i103, %t100.i104, !dbg !208
  %t103.i106 = fcmp ogt double %t101.i105, 2.000000e+00, !dbg !202
  br i1 %t103.i106, label %b52.i109, label %b53.i112, !dbg !202

b52.i109:                                         ; preds = %b48.i107
  %t105.i108 = fadd double %t101.i105, 1.700000e+01, !dbg !204
  br label %b54.i115, !dbg !205

b53.i112:                                         ; preds = %b48.i107
  %t106.i110 = fmul double %t101.i105, %t101.i105, !dbg !206
  %t107.i111 = fadd double %t106.i110, -2.000000e+00, !dbg !209
  br label %b54.i115, !dbg !207

b54.i115:                                         ; preds = %b53.i112, %b52.i109
  %t108.i113 = phi double [ %t105.i108, %b52.i109 ], [ %t107.i111, %b53.i112 ]
  %t109.i114 = fcmp ogt double %t108.i113, 3.000000e+00, !dbg !202
  br i1 %t109.i114, label %b55.i118, label %b56.i120, !dbg !202

b55.i118:                                         ; preds = %b54.i115
  %t110.i116 = fmul double %t108.i113, 1.250000e+00, !dbg !203
  %t111.i117 = fadd double %t110.i116, 1.800000e+01, !dbg !204
  br label %b57.i133, !dbg !205

b56.i120:                                         ; preds = %b54.i115
  %t112.i119 = fmul double %t108.i113, %t108.i113, !dbg !206
  br label %b57.i133, !dbg !207

b57.i133:                                         ; preds = %b56.i120, %b55.i118
  %t114.i121 = phi double [ %t111.i117, %b55.i118 ], [ %t112.i119, %b56.i120 ]
  %t115.i122 = fcmp ogt double %t114.i121, 4.000000e+00, !dbg !202
  %.t114.i123 = select i1 %t115.i122, double 1.500000e+00, double %t114.i121, !dbg !208
  %.41.i124 = select i1 %t115.i122, double 1.900000e+01, double -1.000000e+00, !dbg !208
  %t118.i125 = fmul double %t114.i121, %.t114.i123, !dbg !208
  %t119.i126 = fadd double %.41.i124, %t118.i125, !dbg !208
  %t121.i127 = fcmp ogt double %t119.i126, 0.000000e+00, !dbg !202
  %t119.sink.i128 = select i1 %t121.i127, double 1.750000e+00, double %t119.i126, !dbg !202
  %.sink11.i129 = select i1 %t121.i127, double 2.000000e+01, double -2.000000e+00, !dbg !202
  %t124.i130 = fmul double %t119.i126, %t119.sink.i128, !dbg !208
  %t125.i131 = fadd double %.sink11.i129, %t124.i130, !dbg !208
  %t127.i132 = fcmp ogt double %t125.i131, 1.000000e+00, !dbg !202
  br i1 %t127.i132, label %b64.i136, label %b65.i138, !dbg !202

b64.i136:                                         ; preds = %b57.i133
  %t128.i134 = fmul double %t125.i131, 2.500000e-01, !dbg !203
  %t129.i135 = fadd double %t128.i134, 2.100000e+01, !dbg !204
  br label %b66.i151, !dbg !205

b65.i138:                                         ; preds = %b57.i133
  %t130.i137 = fmul double %t125.i131, %t125.i131, !dbg !206
  br label %b66.i151, !dbg !207

b66.i151:                                         ; preds = %b65.i138, %b64.i136
  %t132.i139 = phi double [ %t129.i135, %b64.i136 ], [ %t130.i137, %b65.i138 ]
  %t133.i140 = fcmp ogt double %t132.i139, 2.000000e+00, !dbg !202
  %.t132.i141 = select i1 %t133.i140, double 5.000000e-01, double %t132.i139, !dbg !208
  %.42.i142 = select i1 %t133.i140, double 2.200000e+01, double -1.000000e+00, !dbg !208
  %t136.i143 = fmul double %t132.i139, %.t132.i141, !dbg !208
  %t137.i144 = fadd double %.42.i142, %t136.i143, !dbg !208
  %t139.i145 = fcmp ogt double %t137.i144, 3.000000e+00, !dbg !202
  %t137.sink.i146 = select i1 %t139.i145, double 7.500000e-01, double %t137.i144, !dbg !202
  %.sink13.i147 = select i1 %t139.i145, double 2.300000e+01, double -2.000000e+00, !dbg !202
  %t142.i148 = fmul double %t137.i144, %t137.sink.i146, !dbg !208
  %t143.i149 = fadd double %.sink13.i147, %t142.i148, !dbg !208
  %t145.i150 = fcmp ogt double %t143.i149, 4.000000e+00, !dbg !202
  br i1 %t145.i150, label %b73.i153, label %b74.i155, !dbg !202

b73.i153:                                         ; preds = %b66.i151
  %t147.i152 = fadd double %t143.i149, 2.400000e+01, !dbg !204
  br label %b75.i168, !dbg !205

b74.i155:                                         ; preds = %b66.i151
  %t148.i154 = fmul double %t143.i149, %t143.i149, !dbg !206
  br label %b75.i168, !dbg !207

b75.i168:                                         ; preds = %b74.i155, %b73.i153
  %t150.i156 = phi double [ %t147.i152, %b73.i153 ], [ %t148.i154, %b74.i155 ]
  %t151.i157 = fcmp ogt double %t150.i156, 0.000000e+00, !dbg !202
  %.t150.i158 = select i1 %t151.i157, double 1.250000e+00, double %t150.i156, !dbg !208
  %.43.i159 = select i1 %t151.i157, double 2.500000e+01, double -1.000000e+00, !dbg !208
  %t154.i160 = fmul double %t150.i156, %.t150.i158, !dbg !208
  %t155.i161 = fadd double %.43.i159, %t154.i160, !dbg !208
  %t157.i162 = fcmp ogt double %t155.i161, 1.000000e+00, !dbg !202
  %t155.sink.i163 = select i1 %t157.i162, double 1.500000e+00, double %t155.i161, !dbg !202
  %.sink15.i164 = select i1 %t157.i162, double 2.600000e+01, double -2.000000e+00, !dbg !202
  %t160.i165 = fmul double %t155.i161, %t155.sink.i163, !dbg !208
  %t161.i166 = fadd double %.sink15.i164, %t160.i165, !dbg !208
  %t163.i167 = fcmp ogt double %t161.i166, 2.000000e+00, !dbg !202
  br i1 %t163.i167, label %b82.i171, label %b83.i173, !dbg !202

b82.i171:                                         ; preds = %b75.i168
  %t164.i169 = fmul double %t161.i166, 1.750000e+00, !dbg !203
  %t165.i170 = fadd double %t164.i169, 2.700000e+01, !dbg !204
  br label %b84.i186, !dbg !205

b83.i173:                                         ; preds = %b75.i168
  %t166.i172 = fmul double %t161.i166, %t161.i166, !dbg !206
  br label %b84.i186, !dbg !207

b84.i186:                                         ; preds = %b83.i173, %b82.i171
  %t168.i174 = phi double [ %t165.i170, %b82.i171 ], [ %t166.i172, %b83.i173 ]
  %t169.i175 = fcmp ogt double %t168.i174, 3.000000e+00, !dbg !202
  %.t168.i176 = select i1 %t169.i175, double 2.500000e-01, double %t168.i174, !dbg !208
  %.44.i177 = select i1 %t169.i175, double 2.800000e+01, double -1.000000e+00, !dbg !208
  %t172.i178 = fmul double %t168.i174, %.t168.i176, !dbg !208
  %t173.i179 = fadd double %.44.i177, %t172.i178, !dbg !208
  %t175.i180 = fcmp ogt double %t173.i179, 4.000000e+00, !dbg !202
  %t173.sink.i181 = select i1 %t175.i180, double 5.000000e-01, double %t173.i179, !dbg !202
  %.sink17.i182 = select i1 %t175.i180, double 2.900000e+01, double -2.000000e+00, !dbg !202
  %t178.i183 = fmul double %t173.i179, %t173.sink.i181, !dbg !208
  %t179.i184 = fadd double %.sink17.i182, %t178.i183, !dbg !208
  %t181.i185 = fcmp ogt double %t179.i184, 0.000000e+00, !dbg !202
  br i1 %t181.i185, label %b91.i189, label %b92.i191, !dbg !202

b91.i189:                                         ; preds = %b84.i186
  %t182.i187 = fmul double %t179.i184, 7.500000e-01, !dbg !203
  %t183.i188 = fadd double %t182.i187, 3.000000e+01, !dbg !204
  br label %b93.i194, !dbg !205

b92.i191:                                         ; preds = %b84.i186
  %t184.i190 = fmul double %t179.i184, %t179.i184, !dbg !206
  br label %b93.i194, !dbg !207

b93.i194:                                         ; preds = %b92.i191, %b91.i189
  %t186.i192 = phi double [ %t183.i188, %b91.i189 ], [ %t184.i190, %b92.i191 ]
  %t187.i193 = fcmp ogt double %t186.i192, 1.000000e+00, !dbg !202
  br i1 %t187.i193, label %b94.i196, label %b95.i199, !dbg !202

b94.i196:                                         ; preds = %b93.i194
  %t189.i195 = fadd double %t186.i192, 3.100000e+01, !dbg !204
  br label %b96.i207, !dbg !205

b95.i199:                                         ; preds = %b93.i194
  %t190.i197 = fmul double %t186.i192, %t186.i192, !dbg !206
  %t191.i198 = fadd double %t190.i197, -1.000000e+00, !dbg !209
  br label %b96.i207, !dbg !207

b96.i207:                                         ; preds = %b95.i199, %b94.i196
  %t192.i200 = phi double [ %t189.i195, %b94.i196 ], [ %t191.i198, %b95.i199 ]
  %t193.i201 = fcmp ogt double %t192.i200, 2.000000e+00, !dbg !202
  %.t192.i202 = select i1 %t193.i201, double 1.250000e+00, double %t192.i200, !dbg !208
  %.45.i203 = select i1 %t193.i201, double 3.200000e+01, double -2.000000e+00, !dbg !208
  %t196.i204 = fmul double %t192.i200, %.t192.i202, !dbg !208
  %t197.i205 = fadd double %.45.i203, %t196.i204, !dbg !208
  %t199.i206 = fcmp ogt double %t197.i205, 3.000000e+00, !dbg !202
  br i1 %t199.i206, label %b100.i210, label %b101.i212, !dbg !202

b100.i210:                                        ; preds = %b96.i207
  %t200.i208 = fmul double %t197.i205, 1.500000e+00, !dbg !203
  %t201.i209 = fadd double %t200.i208, 3.300000e+01, !dbg !204
  br label %b102.i225, !dbg !205

b101.i212:                                        ; preds = %b96.i207
  %t202.i211 = fmul double %t197.i205, %t197.i205, !dbg !206
  br label %b102.i225, !dbg !207

b102.i225:                                        ; preds = %b101.i212, %b100.i210
  %t204.i213 = phi double [ %t201.i209, %b100.i210 ], [ %t202.i211, %b101.i212 ]
  %t205.i214 = fcmp ogt double %t204.i213, 4.000000e+00, !dbg !202
  %.t204.i215 = select i1 %t205.i214, double 1.750000e+00, double %t204.i213, !dbg !208
  %.46.i216 = select i1 %t205.i214, double 3.400000e+01, double -1.000000e+00, !dbg !208
  %t208.i217 = fmul double %t204.i213, %.t204.i215, !dbg !208
  %t209.i218 = fadd double %.46.i216, %t208.i217, !dbg !208
  %t211.i219 = fcmp ogt double %t209.i218, 0.000000e+00, !dbg !202
  %t209.sink.i220 = select i1 %t211.i219, double 2.500000e-01, double %t209.i218, !dbg !202
  %.sink20.i221 = select i1 %t211.i219, double 3.500000e+01, double -2.000000e+00, !dbg !202
  %t214.i222 = fmul double %t209.i218, %t209.sink.i220, !dbg !208
  %t215.i223 = fadd double %.sink20.i221, %t214.i222, !dbg !208
  %t217.i224 = fcmp ogt double %t215.i223, 1.000000e+00, !dbg !202
  br i1 %t217.i224, label %b109.i228, label %b110.i230, !dbg !202

b109.i228:                                        ; preds = %b102.i225
  %t218.i226 = fmul double %t215.i223, 5.000000e-01, !dbg !203
  %t219.i227 = fadd double %t218.i226, 3.600000e+01, !dbg !204
  br label %b111.i238, !dbg !205

b110.i230:                                        ; preds = %b102.i225
  %t220.i229 = fmul double %t215.i223, %t215.i223, !dbg !206
  br label %b111.i238, !dbg !207

b111.i238:                                        ; preds = %b110.i230, %b109.i228
  %t222.i231 = phi double [ %t219.i227, %b109.i228 ], [ %t220.i229, %b110.i230 ]
  %t223.i232 = fcmp ogt double %t222.i231, 2.000000e+00, !dbg !202
  %.t222.i233 = select i1 %t223.i232, double 7.500000e-01, double %t222.i231, !dbg !208
  %.47.i234 = select i1 %t223.i232, double 3.700000e+01, double -1.000000e+00, !dbg !208
  %t226.i235 = fmul double %t222.i231, %.t222.i233, !dbg !208
  %t227.i236 = fadd double %.47.i234, %t226.i235, !dbg !208
  %t229.i237 = fcmp ogt double %t227.i236, 3.000000e+00, !dbg !202
  br i1 %t229.i237, label %b115.i240, label %b116.i243, !dbg !202

b115.i240:                                        ; preds = %b111.i238
  %t231.i239 = fadd double %t227.i236, 3.800000e+01, !dbg !204
  br label %b117.i246, !dbg !205

b116.i243:                                        ; preds = %b111.i238
  %t232.i241 = fmul double %t227.i236, %t227.i236, !dbg !206
  %t233.i242 = fadd double %t232.i241, -2.000000e+00, !dbg !209
  br label %b117.i246, !dbg !207

b117.i246:                                        ; preds = %b116.i243, %b115.i240
  %t234.i244 = phi double [ %t231.i239, %b115.i240 ], [ %t233.i242, %b116.i243 ]
  %t235.i245 = fcmp ogt double %t234.i244, 4.000000e+00, !dbg !202
  br i1 %t235.i245, label %b118.i249, label %b119.i251, !dbg !202

b118.i249:                                        ; preds = %b117.i246
  %t236.i247 = fmul double %t234.i244, 1.250000e+00, !dbg !203
  %t237.i248 = fadd double %t236.i247, 3.900000e+01, !dbg !204
  br label %b120.i264, !dbg !205

b119.i251:                                        ; preds = %b117.i246
  %t238.i250 = fmul double %t234.i244, %t234.i244, !dbg !206
  br label %b120.i264, !dbg !207

b120.i264:                                        ; preds = %b119.i251, %b118.i249
  %t240.i252 = phi double [ %t237.i248, %b118.i249 ], [ %t238.i250, %b119.i251 ]
  %t241.i253 = fcmp ogt double %t240.i252, 0.000000e+00, !dbg !202
  %.t240.i254 = select i1 %t241.i253, double 1.500000e+00, double %t240.i252, !dbg !208
  %.48.i255 = select i1 %t241.i253, double 4.000000e+01, double -1.000000e+00, !dbg !208
  %t244.i256 = fmul double %t240.i252, %.t240.i254, !dbg !208
  %t245.i257 = fadd double %.48.i255, %t244.i256, !dbg !208
  %t247.i258 = fcmp ogt double %t245.i257, 1.000000e+00, !dbg !202
  %t245.sink.i259 = select i1 %t247.i258, double 1.750000e+00, double %t245.i257, !dbg !202
  %.sink23.i260 = select i1 %t247.i258, double 4.100000e+01, double -2.000000e+00, !dbg !202
  %t250.i261 = fmul double %t245.i257, %t245.sink.i259, !dbg !208
  %t251.i262 = fadd double %.sink23.i260, %t250.i261, !dbg !208
  %t253.i263 = fcmp ogt double %t251.i262, 2.000000e+00, !dbg !202
  br i1 %t253.i263, label %b127.i267, label %b128.i269, !dbg !202

b127.i267:                                        ; preds = %b120.i264
  %t254.i265 = fmul double %t251.i262, 2.500000e-01, !dbg !203
  %t255.i266 = fadd double %t254.i265, 4.200000e+01, !dbg !204
  br label %b129.i282, !dbg !205

b128.i269:                                        ; preds = %b120.i264
  %t256.i268 = fmul double %t251.i262, %t251.i262, !dbg !206
  br label %b129.i282, !dbg !207

b129.i282:                                        ; preds = %b128.i269, %b127.i267
  %t258.i270 = phi double [ %t255.i266, %b127.i267 ], [ %t256.i268, %b128.i269 ]
  %t259.i271 = fcmp ogt double %t258.i270, 3.000000e+00, !dbg !202
  %.t258.i272 = select i1 %t259.i271, double 5.000000e-01, double %t258.i270, !dbg !208
  %.49.i273 = select i1 %t259.i271, double 4.300000e+01, double -1.000000e+00, !dbg !208
  %t262.i274 = fmul double %t258.i270, %.t258.i272, !dbg !208
  %t263.i275 = fadd double %.49.i273, %t262.i274, !dbg !208
  %t265.i276 = fcmp ogt double %t263.i275, 4.000000e+00, !dbg !202
  %t263.sink.i277 = select i1 %t265.i276, double 7.500000e-01, double %t263.i275, !dbg !202
  %.sink25.i278 = select i1 %t265.i276, double 4.400000e+01, double -2.000000e+00, !dbg !202
  %t268.i279 = fmul double %t263.i275, %t263.sink.i277, !dbg !208
  %t269.i280 = fadd double %.sink25.i278, %t268.i279, !dbg !208
  %t271.i281 = fcmp ogt double %t269.i280, 0.000000e+00, !dbg !202
  br i1 %t271.i281, label %b136.i284, label %b137.i286, !dbg !202

b136.i284:                                        ; preds = %b129.i282
  %t273.i283 = fadd double %t269.i280, 4.500000e+01, !dbg !204
  br label %b138.i299, !dbg !205

b137.i286:                                        ; preds = %b129.i282
  %t274.i285 = fmul double %t269.i280, %t269.i280, !dbg !206
  br label %b138.i299, !dbg !207

b138.i299:                                        ; preds = %b137.i286, %b136.i284
  %t276.i287 = phi double [ %t273.i283, %b136.i284 ], [ %t274.i285, %b137.i286 ]
  %t277.i288 = fcmp ogt double %t276.i287, 1.000000e+00, !dbg !202
  %.t276.i289 = select i1 %t277.i288, double 1.250000e+00, double %t276.i287, !dbg !208
  %.50.i290 = select i1 %t277.i288, double 4.600000e+01, double -1.000000e+00, !dbg !208
  %t280.i291 = fmul double %t276.i287, %.t276.i289, !dbg !208
  %t281.i292 = fadd double %.50.i290, %t280.i291, !dbg !208
  %t283.i293 = fcmp ogt double %t281.i292, 2.000000e+00, !dbg !202
  %t281.sink.i294 = select i1 %t283.i293, double 1.500000e+00, double %t281.i292, !dbg !202
  %.sink27.i295 = select i1 %t283.i293, double 4.700000e+01, double -2.000000e+00, !dbg !202
  %t286.i296 = fmul double %t281.i292, %t281.sink.i294, !dbg !208
  %t287.i297 = fadd double %.sink27.i295, %t286.i296, !dbg !208
  %t289.i298 = fcmp ogt double %t287.i297, 3.000000e+00, !dbg !202
  br i1 %t289.i298, label %b145.i302, label %b146.i304, !dbg !202

b145.i302:                                        ; preds = %b138.i299
  %t290.i300 = fmul double %t287.i297, 1.750000e+00, !dbg !203
  %t291.i301 = fadd double %t290.i300, 4.800000e+01, !dbg !204
  br label %b147.i317, !dbg !205

b146.i304:                                        ; preds = %b138.i299
  %t292.i303 = fmul double %t287.i297, %t287.i297, !dbg !206
  br label %b147.i317, !dbg !207

b147.i317:                                        ; preds = %b146.i304, %b145.i302
  %t294.i305 = phi double [ %t291.i301, %b145.i302 ], [ %t292.i303, %b146.i304 ]
  %t295.i306 = fcmp ogt double %t294.i305, 4.000000e+00, !dbg !202
  %.t294.i307 = select i1 %t295.i306, double 2.500000e-01, double %t294.i305, !dbg !208
  %.51.i308 = select i1 %t295.i306, double 4.900000e+01, double -1.000000e+00, !dbg !208
  %t298.i309 = fmul double %t294.i305, %.t294.i307, !dbg !208
  %t299.i310 = fadd double %.51.i308, %t298.i309, !dbg !208
  %t301.i311 = fcmp ogt double %t299.i310, 0.000000e+00, !dbg !202
  %t299.sink.i312 = select i1 %t301.i311, double 5.000000e-01, double %t299.i310, !dbg !202
  %.sink29.i313 = select i1 %t301.i311, double 5.000000e+01, double -2.000000e+00, !dbg !202
  %t304.i314 = fmul double %t299.i310, %t299.sink.i312, !dbg !208
  %t305.i315 = fadd double %.sink29.i313, %t304.i314, !dbg !208
  %t307.i316 = fcmp ogt double %t305.i315, 1.000000e+00, !dbg !202
  br i1 %t307.i316, label %b154.i320, label %b155.i322, !dbg !202

b154.i320:                                        ; preds = %b147.i317
  %t308.i318 = fmul double %t305.i315, 7.500000e-01, !dbg !203
  %t309.i319 = fadd double %t308.i318, 5.100000e+01, !dbg !204
  br label %b156.i325, !dbg !205

b155.i322:                                        ; preds = %b147.i317
  %t310.i321 = fmul double %t305.i315, %t305.i315, !dbg !206
  br label %b156.i325, !dbg !207

b156.i325:                                        ; preds = %b155.i322, %b154.i320
  %t312.i323 = phi double [ %t309.i319, %b154.i320 ], [ %t310.i321, %b155.i322 ]
  %t313.i324 = fcmp ogt double %t312.i323, 2.000000e+00, !dbg !202
  br i1 %t313.i324, label %b157.i327, label %b158.i330, !dbg !202

b157.i327:                                        ; preds = %b156.i325
  %t315.i326 = fadd double %t312.i323, 5.200000e+01, !dbg !204
  br label %b159.i338, !dbg !205

b158.i330:                                        ; preds = %b156.i325
  %t316.i328 = fmul double %t312.i323, %t312.i323, !dbg !206
  %t317.i329 = fadd double %t316.i328, -1.000000e+00, !dbg !209
  br label %b159.i338, !dbg !207

b159.i338:                                        ; preds = %b158.i330, %b157.i327
  %t318.i331 = phi double [ %t315.i326, %b157.i327 ], [ %t317.i329, %b158.i330 ]
  %t319.i332 = fcmp ogt double %t318.i331, 3.000000e+00, !dbg !202
  %.t318.i333 = select i1 %t319.i332, double 1.250000e+00, double %t318.i331, !dbg !208
  %.52.i334 = select i1 %t319.i332, double 5.300000e+01, double -2.000000e+00, !dbg !208
  %t322.i335 = fmul double %t318.i331, %.t318.i333, !dbg !208
  %t323.i336 = fadd double %.52.i334, %t322.i335, !dbg !208
  %t325.i337 = fcmp ogt double %t323.i336, 4.000000e+00, !dbg !202
  br i1 %t325.i337, label %b163.i341, label %b164.i343, !dbg !202

b163.i341:                                        ; preds = %b159.i338
  %t326.i339 = fmul double %t323.i336, 1.500000e+00, !dbg !203
  %t327.i340 = fadd double %t326.i339, 5.400000e+01, !dbg !204
  br label %b165.i356, !dbg !205

b164.i343:                                        ; preds = %b159.i338
  %t328.i342 = fmul double %t323.i336, %t323.i336, !dbg !206
  br label %b165.i356, !dbg !207

b165.i356:                                        ; preds = %b164.i343, %b163.i341
  %t330.i344 = phi double [ %t327.i340, %b163.i341 ], [ %t328.i342, %b164.i343 ]
  %t331.i345 = fcmp ogt double %t330.i344, 0.000000e+00, !dbg !202
  %.t330.i346 = select i1 %t331.i345, double 1.750000e+00, double %t330.i344, !dbg !208
  %.53.i347 = select i1 %t331.i345, double 5.500000e+01, double -1.000000e+00, !dbg !208
  %t334.i348 = fmul double %t330.i344, %.t330.i346, !dbg !208
  %t335.i349 = fadd double %.53.i347, %t334.i348, !dbg !208
  %t337.i350 = fcmp ogt double %t335.i349, 1.000000e+00, !dbg !202
  %t335.sink.i351 = select i1 %t337.i350, double 2.500000e-01, double %t335.i349, !dbg !202
  %.sink32.i352 = select i1 %t337.i350, double 5.600000e+01, double -2.000000e+00, !dbg !202
  %t340.i353 = fmul double %t335.i349, %t335.sink.i351, !dbg !208
  %t341.i354 = fadd double %.sink32.i352, %t340.i353, !dbg !208
  %t343.i355 = fcmp ogt double %t341.i354, 2.000000e+00, !dbg !202
  br i1 %t343.i355, label %b172.i359, label %b173.i361, !dbg !202

b172.i359:                                        ; preds = %b165.i356
  %t344.i357 = fmul double %t341.i354, 5.000000e-01, !dbg !203
  %t345.i358 = fadd double %t344.i357, 5.700000e+01, !dbg !204
  br label %b174.i369, !dbg !205

b173.i361:                                        ; preds = %b165.i356
  %t346.i360 = fmul double %t341.i354, %t341.i354, !dbg !206
  br label %b174.i369, !dbg !207

b174.i369:                                        ; preds = %b173.i361, %b172.i359
  %t348.i362 = phi double [ %t345.i358, %b172.i359 ], [ %t346.i360, %b173.i361 ]
  %t349.i363 = fcmp ogt double %t348.i362, 3.000000e+00, !dbg !202
  %.t348.i364 = select i1 %t349.i363, double 7.500000e-01, double %t348.i362, !dbg !208
  %.54.i365 = select i1 %t349.i363, double 5.800000e+01, double -1.000000e+00, !dbg !208
  %t352.i366 = fmul double %t348.i362, %.t348.i364, !dbg !208
  %t353.i367 = fadd double %.54.i365, %t352.i366, !dbg !208
  %t355.i368 = fcmp ogt double %t353.i367, 4.000000e+00, !dbg !202
  br i1 %t355.i368, label %b178.i371, label %b179.i374, !dbg !202

b178.i371:                                        ; preds = %b174.i369
  %t357.i370 = fadd double %t353.i367, 5.900000e+01, !dbg !204
  br label %b180.i377, !dbg !205

b179.i374:                                        ; preds = %b174.i369
  %t358.i372 = fmul double %t353.i367, %t353.i367, !dbg !206
  %t359.i373 = fadd double %t358.i372, -2.000000e+00, !dbg !209
  br label %b180.i377, !dbg !207

b180.i377:                                        ; preds = %b179.i374, %b178.i371
  %t360.i375 = phi double [ %t357.i370, %b178.i371 ], [ %t359.i373, %b179.i374 ]
  %t361.i376 = fcmp ogt double %t360.i375, 0.000000e+00, !dbg !202
  br i1 %t361.i376, label %b181.i380, label %b182.i382, !dbg !202

b181.i380:                                        ; preds = %b180.i377
  %t362.i378 = fmul double %t360.i375, 1.250000e+00, !dbg !203
  %t363.i379 = fadd double %t362.i378, 6.000000e+01, !dbg !204
  br label %b183.i395, !dbg !205

b182.i382:                                        ; preds = %b180.i377
  %t364.i381 = fmul double %t360.i375, %t360.i375, !dbg !206
  br label %b183.i395, !dbg !207

b183.i395:                                        ; preds = %b182.i382, %b181.i380
  %t366.i383 = phi double [ %t363.i379, %b181.i380 ], [ %t364.i381, %b182.i382 ]
  %t367.i384 = fcmp ogt double %t366.i383, 1.000000e+00, !dbg !202
  %.t366.i385 = select i1 %t367.i384, double 1.500000e+00, double %t366.i383, !dbg !208
  %.55.i386 = select i1 %t367.i384, double 6.100000e+01, double -1.000000e+00, !dbg !208
  %t370.i387 = fmul double %t366.i383, %.t366.i385, !dbg !208
  %t371.i388 = fadd double %.55.i386, %t370.i387, !dbg !208
  %t373.i389 = fcmp ogt double %t371.i388, 2.000000e+00, !dbg !202
  %t371.sink.i390 = select i1 %t373.i389, double 1.750000e+00, double %t371.i388, !dbg !202
  %.sink35.i391 = select i1 %t373.i389, double 6.200000e+01, double -2.000000e+00, !dbg !202
  %t376.i392 = fmul double %t371.i388, %t371.sink.i390, !dbg !208
  %t377.i393 = fadd double %.sink35.i391, %t376.i392, !dbg !208
  %t379.i394 = fcmp ogt double %t377.i393, 3.000000e+00, !dbg !202
  br i1 %t379.i394, label %b190.i398, label %b191.i400, !dbg !202

b190.i398:                                        ; preds = %b183.i395
  %t380.i396 = fmul double %t377.i393, 2.500000e-01, !dbg !203
  %t381.i397 = fadd double %t380.i396, 6.300000e+01, !dbg !204
  br label %"github.com/kernlab/kern/internal/testing/recordtest.recordtest.Stats.Spread.exit419", !dbg !205

b191.i400:                                        ; preds = %b183.i395
  %t382.i399 = fmul double %t377.i393, %t377.i393, !dbg !206
  br label %"github.com/kernlab/kern/internal/testing/recordtest.recordtest.Stats.Spread.exit419", !dbg !207

"github.com/kernlab/kern/internal/testing/recordtest.recordtest.Stats.Spread.exit419": ; preds = %b190.i398, %b191.i400
  %t384.i401 = phi double [ %t381.i397, %b190.i398 ], [ %t382.i399, %b191.i400 ]
  %t387.i403 = fadd double %t28, %t384.i401, !dbg !210
  %t390.i406 = fptrunc double %t384.i401 to float, !dbg !211
  %.3.i407 = fcmp ogt float %.52, %t390.i406, !dbg !212
  %.4.i408 = select i1 %.3.i407, float %.52, float %t390.i406, !dbg !212
  %.5.i409 = fcmp oeq float %.52, %t390.i406, !dbg !212
  %.6.i410 = bitcast float %.52 to i32, !dbg !212
  %.7.i411 = bitcast float %t390.i406 to i32, !dbg !212
  %.8.i412 = and i32 %.7.i411, %.6.i410, !dbg !212
  %.9.i413 = bitcast i32 %.8.i412 to float, !dbg !212
  %.10.i414 = select i1 %.5.i409, float %.9.i413, float %.4.i408, !dbg !212
  %.11.i415 = fcmp uno float %.52, 0.000000e+00, !dbg !212
  %.12.i416 = select i1 %.11.i415, float %.52, float %.10.i414, !dbg !212
  %.13.i417 = fcmp uno float %t390.i406, 0.000000e+00, !dbg !212
  %.14.i418 = select i1 %.13.i417, float %t390.i406, float %.12.i416, !dbg !212
  %t51 = fadd double %t387.i, %t387.i403, !dbg !213
  %t53 = fadd double %t37, %t51, !dbg !214
  store double %t53, ptr addrspace(1) %t13, align 8, !dbg !215
  %.75 = fcmp ogt float %.67, %.14.i418, !dbg !216
  %.76 = select i1 %.75, float %.67, float %.14.i418, !dbg !216
  %.77 = fcmp oeq float %.67, %.14.i418, !dbg !216
  %.78 = bitcast float %.67 to i32, !dbg !216
  %.79 = bitcast float %.14.i418 to i32, !dbg !216
  %.80 = and i32 %.79, %.78, !dbg !216
  %.81 = bitcast i32 %.80 to float, !dbg !216
  %.82 = select i1 %.77, float %.81, float %.76, !dbg !216
  %.83 = fcmp uno float %.67, 0.000000e+00, !dbg !216
  %.84 = select i1 %.83, float %.67, float %.82, !dbg !216
  %.85 = fcmp uno float %.14.i418, 0.000000e+00, !dbg !216
  %.86 = select i1 %.85, float %.14.i418, float %.84, !dbg !216
  %.87 = fcmp ogt float %.86, %.14.i, !dbg !216
  %.88 = select i1 %.87, float %.86, float %.14.i, !dbg !216
  %.89 = fcmp oeq float %.86, %.14.i, !dbg !216
  %.90 = bitcast float %.86 to i32, !dbg !216
  %.91 = bitcast float %.14.i to i32, !dbg !216
  %.92 = and i32 %.90, %.91, !dbg !216
  %.93 = bitcast i32 %.92 to float, !dbg !216
  %.94 = select i1 %.89, float %.93, float %.88, !dbg !216
  %.95 = fcmp uno float %.86, 0.000000e+00, !dbg !216
  %.96 = select i1 %.95, float %.86, float %.94, !dbg !216
  %.97 = fcmp uno float %.14.i, 0.000000e+00, !dbg !216
  %.98 = select i1 %.97, float %.14.i, float %.96, !dbg !216
  store float %.98, ptr addrspace(1) %.23, align 4, !dbg !217
  %t62 = add i32 %.54, 5, !dbg !218
  store i32 %t62, ptr addrspace(1) %.20, align 4, !dbg !219
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #4

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #4

attributes #0 = { argmemonly mustprogress nofree nosync nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #1 = { mustprogress nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #2 = { mustprogress nofree nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #3 = { nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { convergent mustprogress nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "recordtest.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eStep", scope: !1, file: !1, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 24, column: 14, scope: !4)
!8 = !DILocation(line: 25, column: 7, scope: !4)
!9 = !DILocation(line: 0, scope: !4)
!10 = !DILocation(line: 28, column: 10, scope: !4)
!11 = !DILocation(line: 29, column: 8, scope: !4)
!12 = !DILocation(line: 32, column: 11, scope: !4)
!13 = !DILocation(line: 32, column: 14, scope: !4)
!14 = !DILocation(line: 32, column: 4, scope: !4)
!15 = !DILocation(line: 32, column: 2, scope: !4)
!16 = !DILocation(line: 33, column: 11, scope: !4)
!17 = !DILocation(line: 33, column: 14, scope: !4)
!18 = !DILocation(line: 33, column: 4, scope: !4)
!19 = !DILocation(line: 33, column: 2, scope: !4)
!20 = !DILocation(line: 34, column: 9, scope: !4)
!21 = !DILocation(line: 35, column: 5, scope: !4)
!22 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eEnergy", scope: !1, file: !1, line: 42, type: !5, scopeLine: 42, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = !DILocation(line: 43, column: 14, scope: !22)
!24 = !DILocation(line: 44, column: 7, scope: !22)
!25 = !DILocation(line: 0, scope: !22)
!26 = !DILocation(line: 47, column: 9, scope: !22)
!27 = !DILocation(line: 50, column: 4, scope: !22)
!28 = !DILocation(line: 49, column: 7, scope: !22)
!29 = !DILocation(line: 48, column: 20, scope: !22)
!30 = !DILocation(line: 48, column: 32, scope: !22)
!31 = !DILocation(line: 48, column: 26, scope: !22)
!32 = !DILocation(line: 48, column: 15, scope: !22)
!33 = !DILocation(line: 50, column: 14, scope: !22)
!34 = !DILocation(line: 50, column: 23, scope: !22)
!35 = !DILocation(line: 52, column: 18, scope: !22)
!36 = !DILocation(line: 52, column: 10, scope: !22)
!37 = !DILocation(line: 52, column: 4, scope: !22)
!38 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eSwap", scope: !1, file: !1, line: 59, type: !5, scopeLine: 59, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = !DILocation(line: 60, column: 14, scope: !38)
!40 = !DILocation(line: 61, column: 6, scope: !38)
!41 = !DILocation(line: 61, column: 8, scope: !38)
!42 = !DILocation(line: 61, column: 11, scope: !38)
!43 = !DILocation(line: 0, scope: !38)
!44 = !DILocation(line: 64, column: 25, scope: !38)
!45 = !DILocation(line: 64, column: 36, scope: !38)
!46 = !DILocation(line: 64, column: 4, scope: !38)
!47 = !DILocation(line: 64, column: 13, scope: !38)
!48 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eMask", scope: !1, file: !1, line: 70, type: !5, scopeLine: 70, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = !DILocation(line: 71, column: 14, scope: !48)
!50 = !DILocation(line: 72, column: 7, scope: !48)
!51 = !DILocation(line: 0, scope: !48)
!52 = !DILocation(line: 75, column: 3, scope: !48)
!53 = !DILocation(line: 75, column: 10, scope: !48)
!54 = !DILocation(line: 75, column: 14, scope: !48)
!55 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eRows", scope: !1, file: !1, line: 81, type: !5, scopeLine: 81, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!56 = !DILocation(line: 82, column: 14, scope: !55)
!57 = !DILocation(line: 83, column: 7, scope: !55)
!58 = !DILocation(line: 0, scope: !55)
!59 = !DILocation(line: 86, column: 10, scope: !55)
!60 = !DILocation(line: 86, column: 13, scope: !55)
!61 = !DILocation(line: 86, column: 23, scope: !55)
!62 = !DILocation(line: 86, column: 17, scope: !55)
!63 = !DILocation(line: 86, column: 33, scope: !55)
!64 = !DILocation(line: 86, column: 27, scope: !55)
!65 = !DILocation(line: 86, column: 43, scope: !55)
!66 = !DILocation(line: 86, column: 37, scope: !55)
!67 = !DILocation(line: 86, column: 3, scope: !55)
!68 = !DILocation(line: 87, column: 6, scope: !55)
!69 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eAccumulate", scope: !1, file: !1, line: 112, type: !5, scopeLine: 112, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!70 = !DILocation(line: 113, column: 14, scope: !69)
!71 = !DILocation(line: 114, column: 7, scope: !69)
!72 = !DILocation(line: 0, scope: !69)
!73 = !DILocation(line: 117, column: 9, scope: !69)
!74 = !DILocation(line: 118, column: 31, scope: !69)
!75 = !DILocation(line: 127, column: 2, scope: !69)
!76 = !DILocation(line: 128, column: 2, scope: !69)
!77 = !DILocation(line: 119, column: 23, scope: !69)
!78 = !DILocation(line: 119, column: 21, scope: !69)
!79 = !DILocation(line: 119, column: 2, scope: !69)
!80 = !DILocation(line: 120, column: 2, scope: !69)
!81 = !DILocation(line: 121, column: 37, scope: !69)
!82 = !DILocation(line: 121, column: 17, scope: !69)
!83 = !DILocation(line: 122, column: 29, scope: !69)
!84 = !DILocation(line: 122, column: 38, scope: !69)
!85 = !DILocation(line: 122, column: 20, scope: !69)
!86 = !DILocation(line: 122, column: 49, scope: !69)
!87 = !DILocation(line: 123, column: 4, scope: !69)
!88 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eScale_5bfloat32_5d", scope: !1, file: !1, line: 137, type: !5, scopeLine: 137, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!89 = !DILocation(line: 138, column: 14, scope: !88)
!90 = !DILocation(line: 139, column: 7, scope: !88)
!91 = !DILocation(line: 0, scope: !88)
!92 = !DILocation(line: 142, column: 18, scope: !88)
!93 = !DILocation(line: 142, column: 22, scope: !88)
!94 = !DILocation(line: 142, column: 32, scope: !88)
!95 = !DILocation(line: 142, column: 24, scope: !88)
!96 = !DILocation(line: 142, column: 13, scope: !88)
!97 = !DILocation(line: 142, column: 5, scope: !88)
!98 = !DILocation(line: 143, column: 27, scope: !88)
!99 = !DILocation(line: 143, column: 36, scope: !88)
!100 = !DILocation(line: 143, column: 8, scope: !88)
!101 = !DILocation(line: 143, column: 17, scope: !88)
!102 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eScale_5bfloat64_5d", scope: !1, file: !1, line: 137, type: !5, scopeLine: 137, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!103 = !DILocation(line: 138, column: 14, scope: !102)
!104 = !DILocation(line: 139, column: 7, scope: !102)
!105 = !DILocation(line: 0, scope: !102)
!106 = !DILocation(line: 142, column: 18, scope: !102)
!107 = !DILocation(line: 142, column: 22, scope: !102)
!108 = !DILocation(line: 142, column: 32, scope: !102)
!109 = !DILocation(line: 142, column: 24, scope: !102)
!110 = !DILocation(line: 142, column: 13, scope: !102)
!111 = !DILocation(line: 142, column: 5, scope: !102)
!112 = !DILocation(line: 143, column: 27, scope: !102)
!113 = !DILocation(line: 143, column: 36, scope: !102)
!114 = !DILocation(line: 143, column: 8, scope: !102)
!115 = !DILocation(line: 143, column: 17, scope: !102)
!116 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eAnon", scope: !1, file: !1, line: 152, type: !5, scopeLine: 152, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!117 = !DILocation(line: 153, column: 14, scope: !116)
!118 = !DILocation(line: 154, column: 7, scope: !116)
!119 = !DILocation(line: 0, scope: !116)
!120 = !DILocation(line: 157, column: 3, scope: !116)
!121 = !DILocation(line: 157, column: 26, scope: !116)
!122 = !DILocation(line: 157, column: 35, scope: !116)
!123 = !DILocation(line: 157, column: 37, scope: !116)
!124 = !DILocation(line: 157, column: 7, scope: !116)
!125 = !DILocation(line: 157, column: 16, scope: !116)
!126 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eReverse", scope: !1, file: !1, line: 164, type: !5, scopeLine: 164, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!127 = !DILocation(line: 166, column: 17, scope: !126)
!128 = !DILocation(line: 167, column: 7, scope: !126)
!129 = !DILocation(line: 168, column: 15, scope: !126)
!130 = !DILocation(line: 168, column: 7, scope: !126)
!131 = !DILocation(line: 170, column: 15, scope: !126)
!132 = !DILocation(line: 172, column: 12, scope: !126)
!133 = !DILocation(line: 172, column: 17, scope: !126)
!134 = !DILocation(line: 173, column: 7, scope: !126)
!135 = !DILocation(line: 173, column: 22, scope: !126)
!136 = !DILocation(line: 174, column: 18, scope: !126)
!137 = !DILocation(line: 174, column: 15, scope: !126)
!138 = !DILocation(line: 174, column: 5, scope: !126)
!139 = !DILocation(line: 175, column: 28, scope: !126)
!140 = !DILocation(line: 175, column: 9, scope: !126)
!141 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eTally", scope: !1, file: !1, line: 189, type: !5, scopeLine: 189, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!142 = !DILocation(line: 190, column: 14, scope: !141)
!143 = !DILocation(line: 191, column: 7, scope: !141)
!144 = !DILocation(line: 0, scope: !141)
!145 = !DILocation(line: 194, column: 18, scope: !141)
!146 = !DILocation(line: 194, column: 16, scope: !141)
!147 = !DILocation(line: 194, column: 22, scope: !141)
!148 = !DILocation(line: 194, column: 12, scope: !141)
!149 = !DILocation(line: 195, column: 16, scope: !141)
!150 = !DILocation(line: 196, column: 20, scope: !141)
!151 = !DILocation(line: 196, column: 26, scope: !141)
!152 = !DILocation(line: 196, column: 16, scope: !141)
!153 = !DILocation(line: 197, column: 20, scope: !141)
!154 = !DILocation(line: 197, column: 34, scope: !141)
!155 = !DILocation(line: 197, column: 32, scope: !141)
!156 = !DILocation(line: 197, column: 16, scope: !141)
!157 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eSame", scope: !1, file: !1, line: 204, type: !5, scopeLine: 204, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!158 = !DILocation(line: 205, column: 14, scope: !157)
!159 = !DILocation(line: 206, column: 7, scope: !157)
!160 = !DILocation(line: 0, scope: !157)
!161 = !DILocation(line: 210, column: 6, scope: !157)
!162 = !DILocation(line: 210, column: 14, scope: !157)
!163 = !DILocation(line: 210, column: 10, scope: !157)
!164 = !DILocation(line: 213, column: 16, scope: !157)
!165 = !DILocation(line: 216, column: 14, scope: !157)
!166 = !DILocation(line: 219, column: 12, scope: !157)
!167 = !DILocation(line: 222, column: 5, scope: !157)
!168 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eTallies", scope: !1, file: !1, line: 322, type: !5, scopeLine: 322, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!169 = !DILocation(line: 324, column: 14, scope: !168)
!170 = !DILocation(line: 326, column: 7, scope: !168)
!171 = !DILocation(line: 0, scope: !168)
!172 = !DILocation(line: 330, column: 17, scope: !168)
!173 = !DILocation(line: 330, column: 4, scope: !168)
!174 = !DILocation(line: 236, column: 16, scope: !168)
!175 = !DILocation(line: 235, column: 4, scope: !168)
!176 = !DILocation(line: 234, column: 4, scope: !168)
!177 = !DILocation(line: 332, column: 12, scope: !168)
!178 = !DILocation(line: 332, column: 15, scope: !168)
!179 = !DILocation(line: 332, column: 9, scope: !168)
!180 = !DILocation(line: 234, column: 18, scope: !168)
!181 = !DILocation(line: 234, column: 2, scope: !168)
!182 = !DILocation(line: 335, column: 17, scope: !168)
!183 = !DILocation(line: 236, column: 13, scope: !168)
!184 = !DILocation(line: 235, column: 2, scope: !168)
!185 = !DILocation(line: 236, column: 4, scope: !168)
!186 = !DILocation(line: 312, column: 7, scope: !187, inlinedAt: !188)
!187 = distinct !DISubprogram(name: "github.com/kernlab/kern/internal/testing/recordtest.recordtest.Stats.Spread", scope: !1, file: !1, line: 241, type: !5, scopeLine: 241, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!188 = distinct !DILocation(line: 335, column: 17, scope: !168)
!189 = !DILocation(line: 313, column: 19, scope: !187, inlinedAt: !188)
!190 = !DILocation(line: 313, column: 23, scope: !187, inlinedAt: !188)
!191 = !DILocation(line: 313, column: 3, scope: !187, inlinedAt: !188)
!192 = !DILocation(line: 315, column: 18, scope: !187, inlinedAt: !188)
!193 = !DILocation(line: 315, column: 2, scope: !187, inlinedAt: !188)
!194 = !DILocation(line: 0, scope: !187, inlinedAt: !188)
!195 = !DILocation(line: 315, column: 22, scope: !187, inlinedAt: !188)
!196 = !DILocation(line: 307, column: 2, scope: !187, inlinedAt: !188)
!197 = !DILocation(line: 308, column: 28, scope: !187, inlinedAt: !188)
!198 = !DILocation(line: 308, column: 13, scope: !187, inlinedAt: !188)
!199 = !DILocation(line: 337, column: 16, scope: !168)
!200 = !DILocation(line: 242, column: 14, scope: !187, inlinedAt: !201)
!201 = distinct !DILocation(line: 337, column: 14, scope: !168)
!202 = !DILocation(line: 312, column: 7, scope: !187, inlinedAt: !201)
!203 = !DILocation(line: 313, column: 19, scope: !187, inlinedAt: !201)
!204 = !DILocation(line: 313, column: 23, scope: !187, inlinedAt: !201)
!205 = !DILocation(line: 313, column: 3, scope: !187, inlinedAt: !201)
!206 = !DILocation(line: 315, column: 18, scope: !187, inlinedAt: !201)
!207 = !DILocation(line: 315, column: 2, scope: !187, inlinedAt: !201)
!208 = !DILocation(line: 0, scope: !187, inlinedAt: !201)
!209 = !DILocation(line: 315, column: 22, scope: !187, inlinedAt: !201)
!210 = !DILocation(line: 307, column: 2, scope: !187, inlinedAt: !201)
!211 = !DILocation(line: 308, column: 28, scope: !187, inlinedAt: !201)
!212 = !DILocation(line: 308, column: 13, scope: !187, inlinedAt: !201)
!213 = !DILocation(line: 339, column: 21, scope: !168)
!214 = !DILocation(line: 339, column: 2, scope: !168)
!215 = !DILocation(line: 339, column: 4, scope: !168)
!216 = !DILocation(line: 340, column: 13, scope: !168)
!217 = !DILocation(line: 340, column: 4, scope: !168)
!218 = !DILocation(line: 341, column: 2, scope: !168)
!219 = !DILocation(line: 341, column: 4, scope: !168)
