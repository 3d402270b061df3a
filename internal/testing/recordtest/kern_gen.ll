; kern module github.com/kernlab/kern/internal/testing/recordtest (wave64, gfx90a)
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
  %0 = load <2 x float>, ptr addrspace(1) %t14, align 4, !dbg !12
  %1 = insertelement <2 x float> poison, float %a3, i64 0, !dbg !13
  %2 = shufflevector <2 x float> %1, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !13
  %3 = fmul <2 x float> %0, %2, !dbg !13
  %4 = load <2 x float>, ptr addrspace(1) %t11, align 4, !dbg !14
  %5 = fadd <2 x float> %4, %3, !dbg !15
  store <2 x float> %5, ptr addrspace(1) %t11, align 4, !dbg !14
  %6 = extractelement <2 x float> %5, i64 0, !dbg !16
  %t27 = fcmp ogt float %6, 1.000000e+02, !dbg !16
  br i1 %t27, label %b4, label %common.ret, !dbg !16

b4:                                               ; preds = %b3
  store i8 0, ptr addrspace(1) %t12, align 1, !dbg !17
  br label %common.ret, !dbg !17
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eEnergy(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 !dbg !18 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !19
  %t1 = sext i32 %.7 to i64, !dbg !19
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !19
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !19
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !19, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !19
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !19
  %t6 = sext i32 %.12 to i64, !dbg !19
  %t7 = add nsw i64 %t4, %t6, !dbg !19
  %t9.not = icmp slt i64 %t7, %a4, !dbg !20
  br i1 %t9.not, label %b2, label %common.ret, !dbg !20

common.ret.sink.split:                            ; preds = %b5, %b3
  %t25.sink = phi double [ %t25, %b3 ], [ %t27, %b5 ]
  store double %t25.sink, ptr addrspace(1) %t23, align 8, !dbg !21
  br label %common.ret, !dbg !21

common.ret:                                       ; preds = %common.ret.sink.split, %entry
  ret void, !dbg !21

b2:                                               ; preds = %entry
  %t11 = getelementptr inbounds [32 x i8], ptr addrspace(1) %a3, i64 %t7, !dbg !22
  %.27 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 24, !dbg !22
  %.28 = load i8, ptr addrspace(1) %.27, align 1, !dbg !22, !amdgpu.noclobber !6
  %.29.not = icmp eq i8 %.28, 0, !dbg !22
  %t23 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t7, !dbg !23
  br i1 %.29.not, label %b5, label %b3, !dbg !24

b3:                                               ; preds = %b2
  %.18 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 8, !dbg !22
  %.19 = load float, ptr addrspace(1) %.18, align 4, !dbg !22, !amdgpu.noclobber !6
  %t18 = fmul float %.19, %.19, !dbg !25
  %.21 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 12, !dbg !22
  %.22 = load float, ptr addrspace(1) %.21, align 4, !dbg !22, !amdgpu.noclobber !6
  %t19 = fmul float %.22, %.22, !dbg !26
  %t20 = fadd float %t18, %t19, !dbg !27
  %t21 = fpext float %t20 to double, !dbg !28
  %.24 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 16, !dbg !22
  %.25 = load double, ptr addrspace(1) %.24, align 8, !dbg !22, !amdgpu.noclobber !6
  %t24 = fmul double %.25, 5.000000e-01, !dbg !29
  %t25 = fmul double %t24, %t21, !dbg !30
  br label %common.ret.sink.split, !dbg !23

b5:                                               ; preds = %b2
  %.31 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 28, !dbg !22
  %.32 = load i32, ptr addrspace(1) %.31, align 4, !dbg !22, !amdgpu.noclobber !6
  %t26 = sitofp i32 %.32 to double, !dbg !31
  %t27 = fneg double %t26, !dbg !32
  br label %common.ret.sink.split, !dbg !33
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eSwap(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2) local_unnamed_addr #0 !dbg !34 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !35
  %t1 = sext i32 %.4 to i64, !dbg !35
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !35
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !35
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !35, !invariant.load !6
  %t3 = zext i16 %.7 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !35
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !35
  %t6 = sext i32 %.9 to i64, !dbg !35
  %t7 = add nsw i64 %t4, %t6, !dbg !35
  %t8 = shl nsw i64 %t7, 1, !dbg !36
  %t9 = or i64 %t8, 1, !dbg !37
  %t11.not = icmp slt i64 %t9, %a1, !dbg !38
  br i1 %t11.not, label %b2, label %common.ret, !dbg !38

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !39

b2:                                               ; preds = %entry
  %t13 = getelementptr inbounds [32 x i8], ptr addrspace(1) %a0, i64 %t9, !dbg !40
  %.15 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 8, !dbg !40
  %.21 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 16, !dbg !40
  %.22 = load double, ptr addrspace(1) %.21, align 8, !dbg !40, !amdgpu.noclobber !6
  %.24 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 24, !dbg !40
  %.25 = load i8, ptr addrspace(1) %.24, align 1, !dbg !40, !amdgpu.noclobber !6
  %.26 = icmp ne i8 %.25, 0, !dbg !40
  %.28 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 28, !dbg !40
  %.29 = load i32, ptr addrspace(1) %.28, align 4, !dbg !40, !amdgpu.noclobber !6
  %t15 = getelementptr inbounds [32 x i8], ptr addrspace(1) %a0, i64 %t8, !dbg !41
  %.36 = getelementptr inbounds i8, ptr addrspace(1) %t15, i64 8, !dbg !41
  %.42 = getelementptr inbounds i8, ptr addrspace(1) %t15, i64 16, !dbg !41
  %.43 = load double, ptr addrspace(1) %.42, align 8, !dbg !41, !amdgpu.noclobber !6
  %.45 = getelementptr inbounds i8, ptr addrspace(1) %t15, i64 24, !dbg !41
  %.46 = load i8, ptr addrspace(1) %.45, align 1, !dbg !41, !amdgpu.noclobber !6
  %.47 = icmp ne i8 %.46, 0, !dbg !41
  %.49 = getelementptr inbounds i8, ptr addrspace(1) %t15, i64 28, !dbg !41
  %.50 = load i32, ptr addrspace(1) %.49, align 4, !dbg !41, !amdgpu.noclobber !6
  %0 = load <2 x float>, ptr addrspace(1) %t13, align 4, !dbg !40
  %1 = load <2 x float>, ptr addrspace(1) %.15, align 4, !dbg !40
  store double %.22, ptr addrspace(1) %.42, align 8, !dbg !42
  %.63 = zext i1 %.26 to i8, !dbg !42
  store i8 %.63, ptr addrspace(1) %.45, align 1, !dbg !42
  store i32 %.29, ptr addrspace(1) %.49, align 4, !dbg !42
  %2 = load <2 x float>, ptr addrspace(1) %t15, align 4, !dbg !41
  store <2 x float> %0, ptr addrspace(1) %t15, align 4, !dbg !42
  store <2 x float> %2, ptr addrspace(1) %t13, align 4, !dbg !43
  %3 = load <2 x float>, ptr addrspace(1) %.36, align 4, !dbg !41
  store <2 x float> %1, ptr addrspace(1) %.36, align 4, !dbg !42
  store <2 x float> %3, ptr addrspace(1) %.15, align 4, !dbg !43
  store double %.43, ptr addrspace(1) %.21, align 8, !dbg !43
  %.77 = zext i1 %.47 to i8, !dbg !43
  store i8 %.77, ptr addrspace(1) %.24, align 1, !dbg !43
  store i32 %.50, ptr addrspace(1) %.28, align 4, !dbg !43
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eMask(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 !dbg !44 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !45
  %t1 = sext i32 %.7 to i64, !dbg !45
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !45
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !45
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !45, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !45
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !45
  %t6 = sext i32 %.12 to i64, !dbg !45
  %t7 = add nsw i64 %t4, %t6, !dbg !45
  %t9.not = icmp slt i64 %t7, %a4, !dbg !46
  br i1 %t9.not, label %b2, label %common.ret, !dbg !46

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !47

b2:                                               ; preds = %entry
  %t15 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %t7, !dbg !48
  %t11 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t7, !dbg !49
  %.13 = load float, ptr addrspace(1) %t11, align 4, !dbg !49, !amdgpu.noclobber !6
  %t13 = fcmp ogt float %.13, 0.000000e+00, !dbg !50
  %.14 = zext i1 %t13 to i8, !dbg !48
  store i8 %.14, ptr addrspace(1) %t15, align 1, !dbg !48
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eRows(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 !dbg !51 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !52
  %t1 = sext i32 %.7 to i64, !dbg !52
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !52
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !52
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !52, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !52
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !52
  %t6 = sext i32 %.12 to i64, !dbg !52
  %t7 = add nsw i64 %t4, %t6, !dbg !52
  %t9.not = icmp slt i64 %t7, %a4, !dbg !53
  br i1 %t9.not, label %b2, label %common.ret, !dbg !53

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !54

b2:                                               ; preds = %entry
  %t11 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t7, !dbg !55
  %.13 = load float, ptr addrspace(1) %t11, align 4, !dbg !56, !amdgpu.noclobber !6
  %t14 = getelementptr inbounds float, ptr addrspace(1) %t11, i64 1, !dbg !57
  %.14 = load float, ptr addrspace(1) %t14, align 4, !dbg !57, !amdgpu.noclobber !6
  %t16 = fadd float %.13, %.14, !dbg !58
  %t17 = getelementptr inbounds float, ptr addrspace(1) %t11, i64 2, !dbg !59
  %.15 = load float, ptr addrspace(1) %t17, align 4, !dbg !59, !amdgpu.noclobber !6
  %t19 = fadd float %t16, %.15, !dbg !60
  %t20 = getelementptr inbounds float, ptr addrspace(1) %t11, i64 3, !dbg !61
  %.16 = load float, ptr addrspace(1) %t20, align 4, !dbg !61, !amdgpu.noclobber !6
  %t22 = fadd float %t19, %.16, !dbg !62
  %t24 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t7, !dbg !63
  store float %t22, ptr addrspace(1) %t24, align 4, !dbg !63
  store float %t22, ptr addrspace(1) %t20, align 4, !dbg !64
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eAccumulate(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 !dbg !65 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !66
  %t1 = sext i32 %.7 to i64, !dbg !66
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !66
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !66
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !66, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !66
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !66
  %t6 = sext i32 %.12 to i64, !dbg !66
  %t7 = add nsw i64 %t4, %t6, !dbg !66
  %t9.not = icmp slt i64 %t7, %a1, !dbg !67
  br i1 %t9.not, label %b2, label %common.ret, !dbg !67

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !68

b2:                                               ; preds = %entry
  %t11 = getelementptr inbounds [80 x i8], ptr addrspace(1) %a0, i64 %t7, !dbg !69
  %.13 = load i8, ptr addrspace(1) %t11, align 1, !dbg !69, !amdgpu.noclobber !6
  %.15 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 8, !dbg !69
  %.16 = load double, ptr addrspace(1) %.15, align 8, !dbg !69, !amdgpu.noclobber !6
  %.18 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 16, !dbg !69
  %.19 = load double, ptr addrspace(1) %.18, align 8, !dbg !69, !amdgpu.noclobber !6
  %.21 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 24, !dbg !69
  %.22 = load double, ptr addrspace(1) %.21, align 8, !dbg !69, !amdgpu.noclobber !6
  %.25 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 32, !dbg !69
  %.26 = load float, ptr addrspace(1) %.25, align 4, !dbg !69, !amdgpu.noclobber !6
  %.28 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 36, !dbg !69
  %.29 = load float, ptr addrspace(1) %.28, align 4, !dbg !69, !amdgpu.noclobber !6
  %.32 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 40, !dbg !69
  %.331 = load half, ptr addrspace(1) %.32, align 2, !dbg !69, !amdgpu.noclobber !6
  %.35 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 48, !dbg !69
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !69, !amdgpu.noclobber !6
  %.38 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 56, !dbg !69
  %.39 = load i64, ptr addrspace(1) %.38, align 8, !dbg !69, !amdgpu.noclobber !6
  %.41 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 64, !dbg !69
  %.42 = load i8, ptr addrspace(1) %.41, align 1, !dbg !69, !amdgpu.noclobber !6
  %.43.not = icmp eq i8 %.42, 0, !dbg !69
  %.46 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 72, !dbg !69
  %t26 = zext i8 %.13 to i64, !dbg !70
  %t27 = add i16 %.36, 1, !dbg !71
  %t28 = add i64 %.39, %t26, !dbg !72
  %t31 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t7, !dbg !73
  %.49 = load float, ptr addrspace(1) %t31, align 4, !dbg !73, !amdgpu.noclobber !6
  %t33 = fpext float %.49 to double, !dbg !74
  %t34 = fadd double %.19, %t33, !dbg !75
  %t36 = fpext float %.26 to double, !dbg !76
  %t37 = fpext float %.29 to double, !dbg !76
  %t39 = fmul double %t36, %t33, !dbg !76
  %t41 = fsub double %t39, %t37, !dbg !76
  %t43 = fmul double %t37, %t33, !dbg !76
  %t44 = fadd double %t43, %t36, !dbg !76
  %t45 = fptrunc double %t41 to float, !dbg !76
  %t46 = fptrunc double %t44 to float, !dbg !76
  %.52 = fptrunc float %.49 to half, !dbg !77
  %.56 = fadd half %.331, %.52, !dbg !78
  %t50 = fadd double %.16, %t34, !dbg !79
  %t51 = fadd double %.22, %t50, !dbg !80
  %t52 = fptrunc double %t51 to float, !dbg !81
  %t53 = fadd float %t45, %t52, !dbg !82
  store double %t34, ptr addrspace(1) %.18, align 8, !dbg !83
  store float %t45, ptr addrspace(1) %.25, align 4, !dbg !83
  store float %t46, ptr addrspace(1) %.28, align 4, !dbg !83
  store half %.56, ptr addrspace(1) %.32, align 2, !dbg !83
  store i16 %t27, ptr addrspace(1) %.35, align 2, !dbg !83
  store i64 %t28, ptr addrspace(1) %.38, align 8, !dbg !83
  %.80 = zext i1 %.43.not to i8, !dbg !83
  store i8 %.80, ptr addrspace(1) %.41, align 1, !dbg !83
  store float %t53, ptr addrspace(1) %.46, align 4, !dbg !83
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eScale_5bfloat32_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture %a3, i64 %a4, i64 %a5, float %a6) local_unnamed_addr #0 !dbg !84 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !85
  %t1 = sext i32 %.7 to i64, !dbg !85
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !85
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !85
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !85, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !85
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !85
  %t6 = sext i32 %.12 to i64, !dbg !85
  %t7 = add nsw i64 %t4, %t6, !dbg !85
  %t9.not = icmp slt i64 %t7, %a4, !dbg !86
  br i1 %t9.not, label %b2, label %common.ret, !dbg !86

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !87

b2:                                               ; preds = %entry
  %t11 = getelementptr inbounds [8 x i8], ptr addrspace(1) %a3, i64 %t7, !dbg !88
  %.13 = load float, ptr addrspace(1) %t11, align 4, !dbg !89, !amdgpu.noclobber !6
  %t14 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 4, !dbg !90
  %.14 = load float, ptr addrspace(1) %t14, align 4, !dbg !90, !amdgpu.noclobber !6
  %t16 = fsub float %.13, %.14, !dbg !91
  %t17 = fmul float %t16, %a6, !dbg !92
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t7, !dbg !93
  store float %t17, ptr addrspace(1) %t19, align 4, !dbg !93
  %0 = load <2 x float>, ptr addrspace(1) %t11, align 4, !dbg !94
  %shuffle = shufflevector <2 x float> %0, <2 x float> poison, <2 x i32> <i32 1, i32 0>, !dbg !95
  store <2 x float> %shuffle, ptr addrspace(1) %t11, align 4, !dbg !95
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eScale_5bfloat64_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture %a3, i64 %a4, i64 %a5, double %a6) local_unnamed_addr #0 !dbg !96 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !97
  %t1 = sext i32 %.7 to i64, !dbg !97
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !97
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !97
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !97, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !97
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !97
  %t6 = sext i32 %.12 to i64, !dbg !97
  %t7 = add nsw i64 %t4, %t6, !dbg !97
  %t9.not = icmp slt i64 %t7, %a4, !dbg !98
  br i1 %t9.not, label %b2, label %common.ret, !dbg !98

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !99

b2:                                               ; preds = %entry
  %t11 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t7, !dbg !100
  %.13 = load double, ptr addrspace(1) %t11, align 8, !dbg !101, !amdgpu.noclobber !6
  %t14 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 8, !dbg !102
  %.14 = load double, ptr addrspace(1) %t14, align 8, !dbg !102, !amdgpu.noclobber !6
  %t16 = fsub double %.13, %.14, !dbg !103
  %t17 = fmul double %t16, %a6, !dbg !104
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t7, !dbg !105
  store double %t17, ptr addrspace(1) %t19, align 8, !dbg !105
  %.15 = load double, ptr addrspace(1) %t14, align 8, !dbg !106
  %.16 = load double, ptr addrspace(1) %t11, align 8, !dbg !107
  store double %.15, ptr addrspace(1) %t11, align 8, !dbg !108
  store double %.16, ptr addrspace(1) %t14, align 8, !dbg !109
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eAnon(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2) local_unnamed_addr #0 !dbg !110 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !111
  %t1 = sext i32 %.4 to i64, !dbg !111
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !111
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !111
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !111, !invariant.load !6
  %t3 = zext i16 %.7 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !111
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !111
  %t6 = sext i32 %.9 to i64, !dbg !111
  %t7 = add nsw i64 %t4, %t6, !dbg !111
  %t9.not = icmp slt i64 %t7, %a1, !dbg !112
  br i1 %t9.not, label %b2, label %common.ret, !dbg !112

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !113

b2:                                               ; preds = %entry
  %t11 = getelementptr inbounds [8 x i8], ptr addrspace(1) %a0, i64 %t7, !dbg !114
  %t12 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 4, !dbg !115
  %.10 = load i32, ptr addrspace(1) %t12, align 4, !dbg !115, !amdgpu.noclobber !6
  %.11 = load i32, ptr addrspace(1) %t11, align 4, !dbg !116, !amdgpu.noclobber !6
  %t17 = add i32 %.11, %.10, !dbg !117
  store i32 %.10, ptr addrspace(1) %t11, align 4, !dbg !118
  store i32 %t17, ptr addrspace(1) %t12, align 4, !dbg !119
  br label %common.ret
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eReverse(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2) local_unnamed_addr #1 !dbg !120 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !121
  %t2 = sext i32 %.4 to i64, !dbg !121
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !121
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !121
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !121, !invariant.load !6
  %t4 = zext i16 %.7 to i64
  %t5 = mul nsw i64 %t4, %t2, !dbg !121
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !121
  %t7 = sext i32 %.9 to i64, !dbg !121
  %t8 = add nsw i64 %t5, %t7, !dbg !121
  %t10 = icmp slt i64 %t8, %a1, !dbg !122
  %t12 = getelementptr inbounds [32 x i8], ptr addrspace(1) %a0, i64 %t8, !dbg !123
  br i1 %t10, label %b1, label %b2, !dbg !122

b1:                                               ; preds = %entry
  %.15 = getelementptr inbounds i8, ptr addrspace(1) %t12, i64 8, !dbg !123
  %.21 = getelementptr inbounds i8, ptr addrspace(1) %t12, i64 16, !dbg !123
  %.22 = load double, ptr addrspace(1) %.21, align 8, !dbg !123, !amdgpu.noclobber !6
  %.24 = getelementptr inbounds i8, ptr addrspace(1) %t12, i64 24, !dbg !123
  %.25 = load i8, ptr addrspace(1) %.24, align 1, !dbg !123, !amdgpu.noclobber !6
  %.26 = icmp ne i8 %.25, 0, !dbg !123
  %.28 = getelementptr inbounds i8, ptr addrspace(1) %t12, i64 28, !dbg !123
  %.29 = load i32, ptr addrspace(1) %.28, align 4, !dbg !123, !amdgpu.noclobber !6
  %t14 = getelementptr inbounds [32 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eReverse.shared.0, i32 %.9, !dbg !124
  %0 = load <2 x float>, ptr addrspace(1) %t12, align 4, !dbg !123
  store <2 x float> %0, ptr addrspace(3) %t14, align 16, !dbg !124
  %.35 = getelementptr inbounds i8, ptr addrspace(3) %t14, i32 8, !dbg !124
  %1 = load <2 x float>, ptr addrspace(1) %.15, align 4, !dbg !123
  store <2 x float> %1, ptr addrspace(3) %.35, align 8, !dbg !124
  %.39 = getelementptr inbounds i8, ptr addrspace(3) %t14, i32 16, !dbg !124
  store double %.22, ptr addrspace(3) %.39, align 16, !dbg !124
  %.41 = getelementptr inbounds i8, ptr addrspace(3) %t14, i32 24, !dbg !124
  %.42 = zext i1 %.26 to i8, !dbg !124
  store i8 %.42, ptr addrspace(3) %.41, align 8, !dbg !124
  %.44 = getelementptr inbounds i8, ptr addrspace(3) %t14, i32 28, !dbg !124
  store i32 %.29, ptr addrspace(3) %.44, align 4, !dbg !124
  br label %b2, !dbg !124

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release, !dbg !125
  tail call void @llvm.amdgcn.s.barrier(), !dbg !125
  fence syncscope("workgroup") acquire, !dbg !125
  %t16 = sub nsw i64 63, %t7, !dbg !126
  %t17 = add nsw i64 %t16, %t5, !dbg !127
  %t18 = icmp slt i64 %t17, %a1, !dbg !128
  %t19 = and i1 %t18, %t10, !dbg !129
  br i1 %t19, label %b3, label %b4, !dbg !128

b3:                                               ; preds = %b2
  %t20 = sub i32 63, %.9, !dbg !130
  %t21 = getelementptr inbounds [32 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eReverse.shared.0, i32 %t20, !dbg !131
  %.50 = getelementptr inbounds i8, ptr addrspace(3) %t21, i32 8, !dbg !131
  %.56 = getelementptr inbounds i8, ptr addrspace(3) %t21, i32 16, !dbg !131
  %.57 = load double, ptr addrspace(3) %.56, align 16, !dbg !131
  %.59 = getelementptr inbounds i8, ptr addrspace(3) %t21, i32 24, !dbg !131
  %.60 = load i8, ptr addrspace(3) %.59, align 8, !dbg !131
  %.61 = icmp ne i8 %.60, 0, !dbg !131
  %.63 = getelementptr inbounds i8, ptr addrspace(3) %t21, i32 28, !dbg !131
  %.64 = load i32, ptr addrspace(3) %.63, align 4, !dbg !131
  %2 = load <2 x float>, ptr addrspace(3) %t21, align 16, !dbg !131
  store <2 x float> %2, ptr addrspace(1) %t12, align 4, !dbg !132
  %.70 = getelementptr inbounds i8, ptr addrspace(1) %t12, i64 8, !dbg !132
  %3 = load <2 x float>, ptr addrspace(3) %.50, align 8, !dbg !131
  store <2 x float> %3, ptr addrspace(1) %.70, align 4, !dbg !132
  %.74 = getelementptr inbounds i8, ptr addrspace(1) %t12, i64 16, !dbg !132
  store double %.57, ptr addrspace(1) %.74, align 8, !dbg !132
  %.76 = getelementptr inbounds i8, ptr addrspace(1) %t12, i64 24, !dbg !132
  %.77 = zext i1 %.61 to i8, !dbg !132
  store i8 %.77, ptr addrspace(1) %.76, align 1, !dbg !132
  %.79 = getelementptr inbounds i8, ptr addrspace(1) %t12, i64 28, !dbg !132
  %t26 = add i32 %.64, %.9, !dbg !133
  store i32 %t26, ptr addrspace(1) %.79, align 4, !dbg !134
  br label %b4, !dbg !134

b4:                                               ; preds = %b3, %b2
  ret void, !dbg !134
}

; Function Attrs: mustprogress nofree nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eTally(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #2 !dbg !135 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !136
  %t1 = sext i32 %.7 to i64, !dbg !136
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !136
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !136
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !136, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !136
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !136
  %t6 = sext i32 %.12 to i64, !dbg !136
  %t7 = add nsw i64 %t4, %t6, !dbg !136
  %t9.not = icmp slt i64 %t7, %a4, !dbg !137
  br i1 %t9.not, label %b2, label %common.ret, !dbg !137

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !138

b2:                                               ; preds = %entry
  %t11 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !139
  %.13 = load i32, ptr addrspace(1) %t11, align 4, !dbg !139, !amdgpu.noclobber !6
  %t13 = zext i32 %.13 to i64, !dbg !140
  %.14 = icmp eq i64 %a1, 0, !dbg !141
  %0 = add i64 %a1, 1, !dbg !141
  %1 = icmp ult i64 %0, 2, !dbg !141
  %.17 = select i1 %1, i64 1, i64 %a1, !dbg !141
  %.18 = srem i64 %t13, %.17, !dbg !141
  %.19 = select i1 %.14, i64 %t13, i64 %.18, !dbg !141
  %t17 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a0, i64 %.19, !dbg !142
  %t19 = atomicrmw add ptr addrspace(1) %t17, i32 1 syncscope("agent") monotonic, align 4, !dbg !143
  %t20 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 4, !dbg !144
  %.20 = load i32, ptr addrspace(1) %t11, align 4, !dbg !145
  %t22 = atomicrmw umax ptr addrspace(1) %t20, i32 %.20 syncscope("agent") monotonic, align 4, !dbg !146
  %t23 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 8, !dbg !147
  %.21 = load i32, ptr addrspace(1) %t11, align 4, !dbg !148
  %t25 = zext i32 %.21 to i64, !dbg !149
  %t26 = atomicrmw add ptr addrspace(1) %t23, i64 %t25 syncscope("agent") monotonic, align 8, !dbg !150
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eSame(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !151 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !152
  %t1 = sext i32 %.10 to i64, !dbg !152
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !152
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !152
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !152, !invariant.load !6
  %t3 = zext i16 %.13 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !152
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !152
  %t6 = sext i32 %.15 to i64, !dbg !152
  %t7 = add nsw i64 %t4, %t6, !dbg !152
  %t9.not = icmp slt i64 %t7, %a7, !dbg !153
  br i1 %t9.not, label %b2, label %common.ret, !dbg !153

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !154

b2:                                               ; preds = %entry
  %t11 = getelementptr inbounds [80 x i8], ptr addrspace(1) %a0, i64 %t7, !dbg !155
  %.16 = load i8, ptr addrspace(1) %t11, align 1, !dbg !155, !amdgpu.noclobber !6
  %.18 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 8, !dbg !155
  %.19 = load double, ptr addrspace(1) %.18, align 8, !dbg !155, !amdgpu.noclobber !6
  %.21 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 16, !dbg !155
  %.22 = load double, ptr addrspace(1) %.21, align 8, !dbg !155
  %.24 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 24, !dbg !155
  %.25 = load double, ptr addrspace(1) %.24, align 8, !dbg !155
  %.28 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 32, !dbg !155
  %.29 = load float, ptr addrspace(1) %.28, align 4, !dbg !155, !amdgpu.noclobber !6
  %.31 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 36, !dbg !155
  %.32 = load float, ptr addrspace(1) %.31, align 4, !dbg !155
  %.35 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 40, !dbg !155
  %.36 = load i16, ptr addrspace(1) %.35, align 2, !dbg !155, !amdgpu.noclobber !6
  %.38 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 48, !dbg !155
  %.39 = load i16, ptr addrspace(1) %.38, align 2, !dbg !155, !amdgpu.noclobber !6
  %.41 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 56, !dbg !155
  %.42 = load i64, ptr addrspace(1) %.41, align 8, !dbg !155
  %.44 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 64, !dbg !155
  %.45 = load i8, ptr addrspace(1) %.44, align 1, !dbg !155
  %.46 = icmp eq i8 %.45, 0, !dbg !155
  %.49 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 72, !dbg !155
  %.50 = load float, ptr addrspace(1) %.49, align 4, !dbg !155, !amdgpu.noclobber !6
  %t14 = getelementptr inbounds [80 x i8], ptr addrspace(1) %a3, i64 %t7, !dbg !156
  %.52 = load i8, ptr addrspace(1) %t14, align 1, !dbg !156, !amdgpu.noclobber !6
  %.54 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 8, !dbg !156
  %.55 = load double, ptr addrspace(1) %.54, align 8, !dbg !156, !amdgpu.noclobber !6
  %.57 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 16, !dbg !156
  %.58 = load double, ptr addrspace(1) %.57, align 8, !dbg !156
  %.60 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 24, !dbg !156
  %.61 = load double, ptr addrspace(1) %.60, align 8, !dbg !156
  %.64 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 32, !dbg !156
  %.65 = load float, ptr addrspace(1) %.64, align 4, !dbg !156, !amdgpu.noclobber !6
  %.67 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 36, !dbg !156
  %.68 = load float, ptr addrspace(1) %.67, align 4, !dbg !156
  %.71 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 40, !dbg !156
  %.72 = load i16, ptr addrspace(1) %.71, align 2, !dbg !156, !amdgpu.noclobber !6
  %.74 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 48, !dbg !156
  %.75 = load i16, ptr addrspace(1) %.74, align 2, !dbg !156, !amdgpu.noclobber !6
  %.77 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 56, !dbg !156
  %.78 = load i64, ptr addrspace(1) %.77, align 8, !dbg !156
  %.80 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 64, !dbg !156
  %.81 = load i8, ptr addrspace(1) %.80, align 1, !dbg !156
  %.82 = icmp ne i8 %.81, 0, !dbg !156
  %.85 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 72, !dbg !156
  %.86 = load float, ptr addrspace(1) %.85, align 4, !dbg !156, !amdgpu.noclobber !6
  %t18 = icmp eq i8 %.16, %.52, !dbg !157
  %t23 = fcmp oeq double %.19, %.55, !dbg !157
  %t26 = fcmp oeq double %.22, %.58, !dbg !157
  %t27 = and i1 %t23, %t26, !dbg !157
  %t30 = fcmp oeq double %.25, %.61, !dbg !157
  %t31 = and i1 %t27, %t30, !dbg !157
  %t32 = and i1 %t18, %t31, !dbg !157
  %t37 = fcmp oeq float %.29, %.65, !dbg !157
  %t40 = fcmp oeq float %.32, %.68, !dbg !157
  %t41 = and i1 %t37, %t40, !dbg !157
  %t42 = and i1 %t32, %t41, !dbg !157
  %t45 = icmp eq i16 %.36, %.72, !dbg !157
  %t46 = and i1 %t45, %t42, !dbg !157
  %t51 = icmp eq i16 %.39, %.75, !dbg !157
  %t54 = icmp eq i64 %.42, %.78, !dbg !157
  %t55 = and i1 %t51, %t54, !dbg !157
  %t59 = xor i1 %.46, %.82, !dbg !157
  %t60 = and i1 %t55, %t59, !dbg !157
  %t61 = and i1 %t46, %t60, !dbg !157
  %t64 = fcmp oeq float %.50, %.86, !dbg !157
  %t65 = and i1 %t64, %t61, !dbg !157
  %spec.select = zext i1 %t65 to i8, !dbg !157
  %t84 = or i8 %spec.select, 2, !dbg !158
  %t85 = select i1 %t60, i8 %spec.select, i8 %t84, !dbg !158
  %t101 = or i8 %t85, 4, !dbg !159
  %t102 = select i1 %t31, i8 %t101, i8 %t85, !dbg !159
  %t114 = or i8 %t102, 8, !dbg !160
  %t115 = select i1 %t41, i8 %t114, i8 %t102, !dbg !160
  %t117 = getelementptr inbounds i8, ptr addrspace(1) %a6, i64 %t7, !dbg !161
  store i8 %t115, ptr addrspace(1) %t117, align 1, !dbg !161
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

attributes #0 = { argmemonly mustprogress nofree nosync nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { mustprogress nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { mustprogress nofree nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
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
!16 = !DILocation(line: 34, column: 9, scope: !4)
!17 = !DILocation(line: 35, column: 5, scope: !4)
!18 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eEnergy", scope: !1, file: !1, line: 42, type: !5, scopeLine: 42, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = !DILocation(line: 43, column: 14, scope: !18)
!20 = !DILocation(line: 44, column: 7, scope: !18)
!21 = !DILocation(line: 0, scope: !18)
!22 = !DILocation(line: 47, column: 9, scope: !18)
!23 = !DILocation(line: 50, column: 4, scope: !18)
!24 = !DILocation(line: 49, column: 7, scope: !18)
!25 = !DILocation(line: 48, column: 20, scope: !18)
!26 = !DILocation(line: 48, column: 32, scope: !18)
!27 = !DILocation(line: 48, column: 26, scope: !18)
!28 = !DILocation(line: 48, column: 15, scope: !18)
!29 = !DILocation(line: 50, column: 14, scope: !18)
!30 = !DILocation(line: 50, column: 23, scope: !18)
!31 = !DILocation(line: 52, column: 18, scope: !18)
!32 = !DILocation(line: 52, column: 10, scope: !18)
!33 = !DILocation(line: 52, column: 4, scope: !18)
!34 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eSwap", scope: !1, file: !1, line: 59, type: !5, scopeLine: 59, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = !DILocation(line: 60, column: 14, scope: !34)
!36 = !DILocation(line: 61, column: 6, scope: !34)
!37 = !DILocation(line: 61, column: 8, scope: !34)
!38 = !DILocation(line: 61, column: 11, scope: !34)
!39 = !DILocation(line: 0, scope: !34)
!40 = !DILocation(line: 64, column: 25, scope: !34)
!41 = !DILocation(line: 64, column: 36, scope: !34)
!42 = !DILocation(line: 64, column: 4, scope: !34)
!43 = !DILocation(line: 64, column: 13, scope: !34)
!44 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eMask", scope: !1, file: !1, line: 70, type: !5, scopeLine: 70, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = !DILocation(line: 71, column: 14, scope: !44)
!46 = !DILocation(line: 72, column: 7, scope: !44)
!47 = !DILocation(line: 0, scope: !44)
!48 = !DILocation(line: 75, column: 3, scope: !44)
!49 = !DILocation(line: 75, column: 10, scope: !44)
!50 = !DILocation(line: 75, column: 14, scope: !44)
!51 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eRows", scope: !1, file: !1, line: 81, type: !5, scopeLine: 81, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!52 = !DILocation(line: 82, column: 14, scope: !51)
!53 = !DILocation(line: 83, column: 7, scope: !51)
!54 = !DILocation(line: 0, scope: !51)
!55 = !DILocation(line: 86, column: 10, scope: !51)
!56 = !DILocation(line: 86, column: 13, scope: !51)
!57 = !DILocation(line: 86, column: 23, scope: !51)
!58 = !DILocation(line: 86, column: 17, scope: !51)
!59 = !DILocation(line: 86, column: 33, scope: !51)
!60 = !DILocation(line: 86, column: 27, scope: !51)
!61 = !DILocation(line: 86, column: 43, scope: !51)
!62 = !DILocation(line: 86, column: 37, scope: !51)
!63 = !DILocation(line: 86, column: 3, scope: !51)
!64 = !DILocation(line: 87, column: 6, scope: !51)
!65 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eAccumulate", scope: !1, file: !1, line: 112, type: !5, scopeLine: 112, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!66 = !DILocation(line: 113, column: 14, scope: !65)
!67 = !DILocation(line: 114, column: 7, scope: !65)
!68 = !DILocation(line: 0, scope: !65)
!69 = !DILocation(line: 117, column: 9, scope: !65)
!70 = !DILocation(line: 118, column: 31, scope: !65)
!71 = !DILocation(line: 127, column: 2, scope: !65)
!72 = !DILocation(line: 128, column: 2, scope: !65)
!73 = !DILocation(line: 119, column: 23, scope: !65)
!74 = !DILocation(line: 119, column: 21, scope: !65)
!75 = !DILocation(line: 119, column: 2, scope: !65)
!76 = !DILocation(line: 120, column: 2, scope: !65)
!77 = !DILocation(line: 121, column: 37, scope: !65)
!78 = !DILocation(line: 121, column: 17, scope: !65)
!79 = !DILocation(line: 122, column: 29, scope: !65)
!80 = !DILocation(line: 122, column: 38, scope: !65)
!81 = !DILocation(line: 122, column: 20, scope: !65)
!82 = !DILocation(line: 122, column: 49, scope: !65)
!83 = !DILocation(line: 123, column: 4, scope: !65)
!84 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eScale_5bfloat32_5d", scope: !1, file: !1, line: 137, type: !5, scopeLine: 137, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!85 = !DILocation(line: 138, column: 14, scope: !84)
!86 = !DILocation(line: 139, column: 7, scope: !84)
!87 = !DILocation(line: 0, scope: !84)
!88 = !DILocation(line: 142, column: 18, scope: !84)
!89 = !DILocation(line: 142, column: 22, scope: !84)
!90 = !DILocation(line: 142, column: 32, scope: !84)
!91 = !DILocation(line: 142, column: 24, scope: !84)
!92 = !DILocation(line: 142, column: 13, scope: !84)
!93 = !DILocation(line: 142, column: 5, scope: !84)
!94 = !DILocation(line: 143, column: 36, scope: !84)
!95 = !DILocation(line: 143, column: 8, scope: !84)
!96 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eScale_5bfloat64_5d", scope: !1, file: !1, line: 137, type: !5, scopeLine: 137, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!97 = !DILocation(line: 138, column: 14, scope: !96)
!98 = !DILocation(line: 139, column: 7, scope: !96)
!99 = !DILocation(line: 0, scope: !96)
!100 = !DILocation(line: 142, column: 18, scope: !96)
!101 = !DILocation(line: 142, column: 22, scope: !96)
!102 = !DILocation(line: 142, column: 32, scope: !96)
!103 = !DILocation(line: 142, column: 24, scope: !96)
!104 = !DILocation(line: 142, column: 13, scope: !96)
!105 = !DILocation(line: 142, column: 5, scope: !96)
!106 = !DILocation(line: 143, column: 27, scope: !96)
!107 = !DILocation(line: 143, column: 36, scope: !96)
!108 = !DILocation(line: 143, column: 8, scope: !96)
!109 = !DILocation(line: 143, column: 17, scope: !96)
!110 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eAnon", scope: !1, file: !1, line: 152, type: !5, scopeLine: 152, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!111 = !DILocation(line: 153, column: 14, scope: !110)
!112 = !DILocation(line: 154, column: 7, scope: !110)
!113 = !DILocation(line: 0, scope: !110)
!114 = !DILocation(line: 157, column: 3, scope: !110)
!115 = !DILocation(line: 157, column: 26, scope: !110)
!116 = !DILocation(line: 157, column: 35, scope: !110)
!117 = !DILocation(line: 157, column: 37, scope: !110)
!118 = !DILocation(line: 157, column: 7, scope: !110)
!119 = !DILocation(line: 157, column: 16, scope: !110)
!120 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eReverse", scope: !1, file: !1, line: 164, type: !5, scopeLine: 164, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!121 = !DILocation(line: 166, column: 17, scope: !120)
!122 = !DILocation(line: 167, column: 7, scope: !120)
!123 = !DILocation(line: 168, column: 15, scope: !120)
!124 = !DILocation(line: 168, column: 7, scope: !120)
!125 = !DILocation(line: 170, column: 15, scope: !120)
!126 = !DILocation(line: 172, column: 12, scope: !120)
!127 = !DILocation(line: 172, column: 17, scope: !120)
!128 = !DILocation(line: 173, column: 7, scope: !120)
!129 = !DILocation(line: 173, column: 22, scope: !120)
!130 = !DILocation(line: 174, column: 18, scope: !120)
!131 = !DILocation(line: 174, column: 15, scope: !120)
!132 = !DILocation(line: 174, column: 5, scope: !120)
!133 = !DILocation(line: 175, column: 28, scope: !120)
!134 = !DILocation(line: 175, column: 9, scope: !120)
!135 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eTally", scope: !1, file: !1, line: 189, type: !5, scopeLine: 189, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!136 = !DILocation(line: 190, column: 14, scope: !135)
!137 = !DILocation(line: 191, column: 7, scope: !135)
!138 = !DILocation(line: 0, scope: !135)
!139 = !DILocation(line: 194, column: 18, scope: !135)
!140 = !DILocation(line: 194, column: 16, scope: !135)
!141 = !DILocation(line: 194, column: 22, scope: !135)
!142 = !DILocation(line: 194, column: 12, scope: !135)
!143 = !DILocation(line: 195, column: 16, scope: !135)
!144 = !DILocation(line: 196, column: 20, scope: !135)
!145 = !DILocation(line: 196, column: 26, scope: !135)
!146 = !DILocation(line: 196, column: 16, scope: !135)
!147 = !DILocation(line: 197, column: 20, scope: !135)
!148 = !DILocation(line: 197, column: 34, scope: !135)
!149 = !DILocation(line: 197, column: 32, scope: !135)
!150 = !DILocation(line: 197, column: 16, scope: !135)
!151 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eSame", scope: !1, file: !1, line: 204, type: !5, scopeLine: 204, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!152 = !DILocation(line: 205, column: 14, scope: !151)
!153 = !DILocation(line: 206, column: 7, scope: !151)
!154 = !DILocation(line: 0, scope: !151)
!155 = !DILocation(line: 210, column: 6, scope: !151)
!156 = !DILocation(line: 210, column: 14, scope: !151)
!157 = !DILocation(line: 210, column: 10, scope: !151)
!158 = !DILocation(line: 213, column: 16, scope: !151)
!159 = !DILocation(line: 216, column: 14, scope: !151)
!160 = !DILocation(line: 219, column: 12, scope: !151)
!161 = !DILocation(line: 222, column: 5, scope: !151)
