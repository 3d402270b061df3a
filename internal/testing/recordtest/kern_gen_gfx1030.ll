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

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #3

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #3

attributes #0 = { argmemonly mustprogress nofree nosync nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #1 = { mustprogress nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #2 = { mustprogress nofree nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent mustprogress nounwind willreturn }

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
