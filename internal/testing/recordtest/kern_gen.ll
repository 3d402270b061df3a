; kern module github.com/kernlab/kern/internal/testing/recordtest (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eReverse.shared.0 = internal unnamed_addr addrspace(3) global [2048 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eTallies.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 16

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

; Function Attrs: nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eTallies(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #3 !dbg !162 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !163
  %t3 = sext i32 %.7 to i64, !dbg !163
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !163
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !163
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !163, !invariant.load !6
  %t5 = zext i16 %.10 to i64
  %t6 = mul nsw i64 %t5, %t3, !dbg !163
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !163
  %t8 = sext i32 %.12 to i64, !dbg !163
  %t9 = add nsw i64 %t6, %t8, !dbg !163
  %t11.not = icmp slt i64 %t9, %a1, !dbg !164
  br i1 %t11.not, label %b2, label %common.ret, !dbg !164

common.ret:                                       ; preds = %entry, %b4
  ret void, !dbg !165

b2:                                               ; preds = %entry
  %t13 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a0, i64 %t9, !dbg !166
  %.18 = load double, ptr addrspace(1) %t13, align 8, !dbg !166
  %.20 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 8, !dbg !166
  %.21 = load i32, ptr addrspace(1) %.20, align 4, !dbg !166, !amdgpu.noclobber !6
  %.23 = getelementptr inbounds i8, ptr addrspace(1) %t13, i64 12, !dbg !166
  %.24 = load float, ptr addrspace(1) %.23, align 4, !dbg !166
  %t15 = getelementptr inbounds [16 x i8], ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eTallies.shared.0, i32 %.12, !dbg !167
  store double %.18, ptr addrspace(3) %t15, align 16, !dbg !167
  %.28 = getelementptr inbounds i8, ptr addrspace(3) %t15, i32 8, !dbg !167
  store i32 %.21, ptr addrspace(3) %.28, align 8, !dbg !167
  %.30 = getelementptr inbounds i8, ptr addrspace(3) %t15, i32 12, !dbg !167
  store float %.24, ptr addrspace(3) %.30, align 4, !dbg !167
  %.31 = icmp eq i64 %a4, 0
  %0 = add i64 %a4, 1
  %1 = icmp ult i64 %0, 2
  %.34 = select i1 %1, i64 1, i64 %a4
  %2 = insertelement <2 x float> <float 0.000000e+00, float poison>, float %.24, i64 1, !dbg !165
  br label %b3, !dbg !167

b3:                                               ; preds = %b3, %b2
  %.1.i373 = phi double [ %.18, %b2 ], [ %t387.i, %b3 ], !dbg !168
  %t0.sroa.0.0 = phi double [ 0.000000e+00, %b2 ], [ %t28, %b3 ], !dbg !165
  %t20 = phi i64 [ 0, %b2 ], [ %t44, %b3 ]
  %3 = phi <2 x float> [ %2, %b2 ], [ %21, %b3 ], !dbg !165
  %t21 = add nsw i64 %t20, %t9, !dbg !168
  %.35 = srem i64 %t21, %.34, !dbg !169
  %.36 = select i1 %.31, i64 %t21, i64 %.35, !dbg !169
  %t23 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %.36, !dbg !170
  %.37 = load float, ptr addrspace(1) %t23, align 4, !dbg !170
  %t25 = fpext float %.37 to double, !dbg !171
  %t28 = fadd double %t0.sroa.0.0, %t25, !dbg !172
  %t44 = add nuw nsw i64 %t20, 1, !dbg !173
  %4 = fcmp uno <2 x float> %3, zeroinitializer, !dbg !174
  %.53 = load double, ptr addrspace(1) %t13, align 8, !dbg !175
  %t37 = fadd double %.53, %t25, !dbg !172
  store double %t37, ptr addrspace(1) %t13, align 8, !dbg !175
  %.54 = load i32, ptr addrspace(1) %.20, align 4, !dbg !176
  %t40 = add i32 %.54, 1, !dbg !177
  store i32 %t40, ptr addrspace(1) %.20, align 4, !dbg !176
  %.55 = load float, ptr addrspace(1) %.23, align 4, !dbg !178
  %.56 = fcmp ogt float %.55, %.37, !dbg !174
  %.57 = select i1 %.56, float %.55, float %.37, !dbg !174
  %.58 = fcmp oeq float %.55, %.37, !dbg !174
  %.59 = bitcast float %.55 to i32, !dbg !174
  %.64 = fcmp uno float %.55, 0.000000e+00, !dbg !174
  %t1.i = fcmp ogt float %.37, 0.000000e+00, !dbg !179
  %t2.i = fmul double %t25, 2.500000e-01, !dbg !179
  %t3.i = fadd double %t2.i, 0.000000e+00, !dbg !179
  %t4.i = fmul double %t25, %t25, !dbg !179
  %t6.i = select i1 %t1.i, double %t3.i, double %t4.i, !dbg !179
  %t7.i = fcmp ogt double %t6.i, 1.000000e+00, !dbg !179
  %t8.i = fmul double %t6.i, 5.000000e-01, !dbg !179
  %t9.i = fadd double %t8.i, 1.000000e+00, !dbg !179
  %t10.i = fmul double %t6.i, %t6.i, !dbg !179
  %t11.i = fadd double %t10.i, -1.000000e+00, !dbg !179
  %t12.i = select i1 %t7.i, double %t9.i, double %t11.i, !dbg !179
  %t13.i = fcmp ogt double %t12.i, 2.000000e+00, !dbg !179
  %t14.i = fmul double %t12.i, 7.500000e-01, !dbg !179
  %t15.i = fadd double %t14.i, 2.000000e+00, !dbg !179
  %t16.i = fmul double %t12.i, %t12.i, !dbg !179
  %t17.i = fadd double %t16.i, -2.000000e+00, !dbg !179
  %t18.i = select i1 %t13.i, double %t15.i, double %t17.i, !dbg !179
  %t19.i = fcmp ogt double %t18.i, 3.000000e+00, !dbg !179
  %t21.i = fadd double %t18.i, 3.000000e+00, !dbg !179
  %t22.i = fmul double %t18.i, %t18.i, !dbg !179
  %t24.i = select i1 %t19.i, double %t21.i, double %t22.i, !dbg !179
  %t25.i = fcmp ogt double %t24.i, 4.000000e+00, !dbg !179
  %t26.i = fmul double %t24.i, 1.250000e+00, !dbg !179
  %t27.i = fadd double %t26.i, 4.000000e+00, !dbg !179
  %t28.i = fmul double %t24.i, %t24.i, !dbg !179
  %t29.i = fadd double %t28.i, -1.000000e+00, !dbg !179
  %t30.i = select i1 %t25.i, double %t27.i, double %t29.i, !dbg !179
  %t31.i = fcmp ogt double %t30.i, 0.000000e+00, !dbg !179
  %t32.i = fmul double %t30.i, 1.500000e+00, !dbg !179
  %t33.i = fadd double %t32.i, 5.000000e+00, !dbg !179
  %t34.i = fmul double %t30.i, %t30.i, !dbg !179
  %t35.i = fadd double %t34.i, -2.000000e+00, !dbg !179
  %t36.i = select i1 %t31.i, double %t33.i, double %t35.i, !dbg !179
  %t37.i = fcmp ogt double %t36.i, 1.000000e+00, !dbg !179
  %t38.i = fmul double %t36.i, 1.750000e+00, !dbg !179
  %t39.i = fadd double %t38.i, 6.000000e+00, !dbg !179
  %t40.i = fmul double %t36.i, %t36.i, !dbg !179
  %t42.i = select i1 %t37.i, double %t39.i, double %t40.i, !dbg !179
  %t43.i = fcmp ogt double %t42.i, 2.000000e+00, !dbg !179
  %t44.i = fmul double %t42.i, 2.500000e-01, !dbg !179
  %t45.i = fadd double %t44.i, 7.000000e+00, !dbg !179
  %t46.i = fmul double %t42.i, %t42.i, !dbg !179
  %t47.i = fadd double %t46.i, -1.000000e+00, !dbg !179
  %t48.i = select i1 %t43.i, double %t45.i, double %t47.i, !dbg !179
  %t49.i = fcmp ogt double %t48.i, 3.000000e+00, !dbg !179
  %t50.i = fmul double %t48.i, 5.000000e-01, !dbg !179
  %t51.i = fadd double %t50.i, 8.000000e+00, !dbg !179
  %t52.i = fmul double %t48.i, %t48.i, !dbg !179
  %t53.i = fadd double %t52.i, -2.000000e+00, !dbg !179
  %t54.i = select i1 %t49.i, double %t51.i, double %t53.i, !dbg !179
  %t55.i = fcmp ogt double %t54.i, 4.000000e+00, !dbg !179
  %t56.i = fmul double %t54.i, 7.500000e-01, !dbg !179
  %t57.i = fadd double %t56.i, 9.000000e+00, !dbg !179
  %t58.i = fmul double %t54.i, %t54.i, !dbg !179
  %t60.i = select i1 %t55.i, double %t57.i, double %t58.i, !dbg !179
  %t61.i = fcmp ogt double %t60.i, 0.000000e+00, !dbg !179
  %t63.i = fadd double %t60.i, 1.000000e+01, !dbg !179
  %t64.i = fmul double %t60.i, %t60.i, !dbg !179
  %t65.i = fadd double %t64.i, -1.000000e+00, !dbg !179
  %t66.i = select i1 %t61.i, double %t63.i, double %t65.i, !dbg !179
  %t67.i = fcmp ogt double %t66.i, 1.000000e+00, !dbg !179
  %t68.i = fmul double %t66.i, 1.250000e+00, !dbg !179
  %t69.i = fadd double %t68.i, 1.100000e+01, !dbg !179
  %t70.i = fmul double %t66.i, %t66.i, !dbg !179
  %t71.i = fadd double %t70.i, -2.000000e+00, !dbg !179
  %t72.i = select i1 %t67.i, double %t69.i, double %t71.i, !dbg !179
  %t73.i = fcmp ogt double %t72.i, 2.000000e+00, !dbg !179
  %t74.i = fmul double %t72.i, 1.500000e+00, !dbg !179
  %t75.i = fadd double %t74.i, 1.200000e+01, !dbg !179
  %t76.i = fmul double %t72.i, %t72.i, !dbg !179
  %t78.i = select i1 %t73.i, double %t75.i, double %t76.i, !dbg !179
  %t79.i = fcmp ogt double %t78.i, 3.000000e+00, !dbg !179
  %t80.i = fmul double %t78.i, 1.750000e+00, !dbg !179
  %t81.i = fadd double %t80.i, 1.300000e+01, !dbg !179
  %t82.i = fmul double %t78.i, %t78.i, !dbg !179
  %t83.i = fadd double %t82.i, -1.000000e+00, !dbg !179
  %t84.i = select i1 %t79.i, double %t81.i, double %t83.i, !dbg !179
  %t85.i = fcmp ogt double %t84.i, 4.000000e+00, !dbg !179
  %t86.i = fmul double %t84.i, 2.500000e-01, !dbg !179
  %t87.i = fadd double %t86.i, 1.400000e+01, !dbg !179
  %t88.i = fmul double %t84.i, %t84.i, !dbg !179
  %t89.i = fadd double %t88.i, -2.000000e+00, !dbg !179
  %t90.i = select i1 %t85.i, double %t87.i, double %t89.i, !dbg !179
  %t91.i = fcmp ogt double %t90.i, 0.000000e+00, !dbg !179
  %t92.i = fmul double %t90.i, 5.000000e-01, !dbg !179
  %t93.i = fadd double %t92.i, 1.500000e+01, !dbg !179
  %t94.i = fmul double %t90.i, %t90.i, !dbg !179
  %t96.i = select i1 %t91.i, double %t93.i, double %t94.i, !dbg !179
  %t97.i = fcmp ogt double %t96.i, 1.000000e+00, !dbg !179
  %t98.i = fmul double %t96.i, 7.500000e-01, !dbg !179
  %t99.i = fadd double %t98.i, 1.600000e+01, !dbg !179
  %t100.i = fmul double %t96.i, %t96.i, !dbg !179
  %t101.i = fadd double %t100.i, -1.000000e+00, !dbg !179
  %t102.i = select i1 %t97.i, double %t99.i, double %t101.i, !dbg !179
  %t103.i = fcmp ogt double %t102.i, 2.000000e+00, !dbg !179
  %t105.i = fadd double %t102.i, 1.700000e+01, !dbg !179
  %t106.i = fmul double %t102.i, %t102.i, !dbg !179
  %t107.i = fadd double %t106.i, -2.000000e+00, !dbg !179
  %t108.i = select i1 %t103.i, double %t105.i, double %t107.i, !dbg !179
  %t109.i = fcmp ogt double %t108.i, 3.000000e+00, !dbg !179
  %t110.i = fmul double %t108.i, 1.250000e+00, !dbg !179
  %t111.i = fadd double %t110.i, 1.800000e+01, !dbg !179
  %t112.i = fmul double %t108.i, %t108.i, !dbg !179
  %t114.i = select i1 %t109.i, double %t111.i, double %t112.i, !dbg !179
  %t115.i = fcmp ogt double %t114.i, 4.000000e+00, !dbg !179
  %t116.i = fmul double %t114.i, 1.500000e+00, !dbg !179
  %t117.i = fadd double %t116.i, 1.900000e+01, !dbg !179
  %t118.i = fmul double %t114.i, %t114.i, !dbg !179
  %t119.i = fadd double %t118.i, -1.000000e+00, !dbg !179
  %t120.i = select i1 %t115.i, double %t117.i, double %t119.i, !dbg !179
  %t121.i = fcmp ogt double %t120.i, 0.000000e+00, !dbg !179
  %t122.i = fmul double %t120.i, 1.750000e+00, !dbg !179
  %t123.i = fadd double %t122.i, 2.000000e+01, !dbg !179
  %t124.i = fmul double %t120.i, %t120.i, !dbg !179
  %t125.i = fadd double %t124.i, -2.000000e+00, !dbg !179
  %t126.i = select i1 %t121.i, double %t123.i, double %t125.i, !dbg !179
  %t127.i = fcmp ogt double %t126.i, 1.000000e+00, !dbg !179
  %t128.i = fmul double %t126.i, 2.500000e-01, !dbg !179
  %t129.i = fadd double %t128.i, 2.100000e+01, !dbg !179
  %t130.i = fmul double %t126.i, %t126.i, !dbg !179
  %t132.i = select i1 %t127.i, double %t129.i, double %t130.i, !dbg !179
  %t133.i = fcmp ogt double %t132.i, 2.000000e+00, !dbg !179
  %t134.i = fmul double %t132.i, 5.000000e-01, !dbg !179
  %t135.i = fadd double %t134.i, 2.200000e+01, !dbg !179
  %t136.i = fmul double %t132.i, %t132.i, !dbg !179
  %t137.i = fadd double %t136.i, -1.000000e+00, !dbg !179
  %t138.i = select i1 %t133.i, double %t135.i, double %t137.i, !dbg !179
  %t139.i = fcmp ogt double %t138.i, 3.000000e+00, !dbg !179
  %t140.i = fmul double %t138.i, 7.500000e-01, !dbg !179
  %t141.i = fadd double %t140.i, 2.300000e+01, !dbg !179
  %t142.i = fmul double %t138.i, %t138.i, !dbg !179
  %t143.i = fadd double %t142.i, -2.000000e+00, !dbg !179
  %t144.i = select i1 %t139.i, double %t141.i, double %t143.i, !dbg !179
  %t145.i = fcmp ogt double %t144.i, 4.000000e+00, !dbg !179
  %t147.i = fadd double %t144.i, 2.400000e+01, !dbg !179
  %t148.i = fmul double %t144.i, %t144.i, !dbg !179
  %t150.i = select i1 %t145.i, double %t147.i, double %t148.i, !dbg !179
  %t151.i = fcmp ogt double %t150.i, 0.000000e+00, !dbg !179
  %t152.i = fmul double %t150.i, 1.250000e+00, !dbg !179
  %t153.i = fadd double %t152.i, 2.500000e+01, !dbg !179
  %t154.i = fmul double %t150.i, %t150.i, !dbg !179
  %t155.i = fadd double %t154.i, -1.000000e+00, !dbg !179
  %t156.i = select i1 %t151.i, double %t153.i, double %t155.i, !dbg !179
  %t157.i = fcmp ogt double %t156.i, 1.000000e+00, !dbg !179
  %t158.i = fmul double %t156.i, 1.500000e+00, !dbg !179
  %t159.i = fadd double %t158.i, 2.600000e+01, !dbg !179
  %t160.i = fmul double %t156.i, %t156.i, !dbg !179
  %t161.i = fadd double %t160.i, -2.000000e+00, !dbg !179
  %t162.i = select i1 %t157.i, double %t159.i, double %t161.i, !dbg !179
  %t163.i = fcmp ogt double %t162.i, 2.000000e+00, !dbg !179
  %t164.i = fmul double %t162.i, 1.750000e+00, !dbg !179
  %t165.i = fadd double %t164.i, 2.700000e+01, !dbg !179
  %t166.i = fmul double %t162.i, %t162.i, !dbg !179
  %t168.i = select i1 %t163.i, double %t165.i, double %t166.i, !dbg !179
  %t169.i = fcmp ogt double %t168.i, 3.000000e+00, !dbg !179
  %t170.i = fmul double %t168.i, 2.500000e-01, !dbg !179
  %t171.i = fadd double %t170.i, 2.800000e+01, !dbg !179
  %t172.i = fmul double %t168.i, %t168.i, !dbg !179
  %t173.i = fadd double %t172.i, -1.000000e+00, !dbg !179
  %t174.i = select i1 %t169.i, double %t171.i, double %t173.i, !dbg !179
  %t175.i = fcmp ogt double %t174.i, 4.000000e+00, !dbg !179
  %t176.i = fmul double %t174.i, 5.000000e-01, !dbg !179
  %t177.i = fadd double %t176.i, 2.900000e+01, !dbg !179
  %t178.i = fmul double %t174.i, %t174.i, !dbg !179
  %t179.i = fadd double %t178.i, -2.000000e+00, !dbg !179
  %t180.i = select i1 %t175.i, double %t177.i, double %t179.i, !dbg !179
  %t181.i = fcmp ogt double %t180.i, 0.000000e+00, !dbg !179
  %t182.i = fmul double %t180.i, 7.500000e-01, !dbg !179
  %t183.i = fadd double %t182.i, 3.000000e+01, !dbg !179
  %t184.i = fmul double %t180.i, %t180.i, !dbg !179
  %t186.i = select i1 %t181.i, double %t183.i, double %t184.i, !dbg !179
  %t187.i = fcmp ogt double %t186.i, 1.000000e+00, !dbg !179
  %t189.i = fadd double %t186.i, 3.100000e+01, !dbg !179
  %t190.i = fmul double %t186.i, %t186.i, !dbg !179
  %t191.i = fadd double %t190.i, -1.000000e+00, !dbg !179
  %t192.i = select i1 %t187.i, double %t189.i, double %t191.i, !dbg !179
  %t193.i = fcmp ogt double %t192.i, 2.000000e+00, !dbg !179
  %t194.i = fmul double %t192.i, 1.250000e+00, !dbg !179
  %t195.i = fadd double %t194.i, 3.200000e+01, !dbg !179
  %t196.i = fmul double %t192.i, %t192.i, !dbg !179
  %t197.i = fadd double %t196.i, -2.000000e+00, !dbg !179
  %t198.i = select i1 %t193.i, double %t195.i, double %t197.i, !dbg !179
  %t199.i = fcmp ogt double %t198.i, 3.000000e+00, !dbg !179
  %t200.i = fmul double %t198.i, 1.500000e+00, !dbg !179
  %t201.i = fadd double %t200.i, 3.300000e+01, !dbg !179
  %t202.i = fmul double %t198.i, %t198.i, !dbg !179
  %t204.i = select i1 %t199.i, double %t201.i, double %t202.i, !dbg !179
  %t205.i = fcmp ogt double %t204.i, 4.000000e+00, !dbg !179
  %t206.i = fmul double %t204.i, 1.750000e+00, !dbg !179
  %t207.i = fadd double %t206.i, 3.400000e+01, !dbg !179
  %t208.i = fmul double %t204.i, %t204.i, !dbg !179
  %t209.i = fadd double %t208.i, -1.000000e+00, !dbg !179
  %t210.i = select i1 %t205.i, double %t207.i, double %t209.i, !dbg !179
  %t211.i = fcmp ogt double %t210.i, 0.000000e+00, !dbg !179
  %t212.i = fmul double %t210.i, 2.500000e-01, !dbg !179
  %t213.i = fadd double %t212.i, 3.500000e+01, !dbg !179
  %t214.i = fmul double %t210.i, %t210.i, !dbg !179
  %t215.i = fadd double %t214.i, -2.000000e+00, !dbg !179
  %t216.i = select i1 %t211.i, double %t213.i, double %t215.i, !dbg !179
  %t217.i = fcmp ogt double %t216.i, 1.000000e+00, !dbg !179
  %t218.i = fmul double %t216.i, 5.000000e-01, !dbg !179
  %t219.i = fadd double %t218.i, 3.600000e+01, !dbg !179
  %t220.i = fmul double %t216.i, %t216.i, !dbg !179
  %t222.i = select i1 %t217.i, double %t219.i, double %t220.i, !dbg !179
  %t223.i = fcmp ogt double %t222.i, 2.000000e+00, !dbg !179
  %t224.i = fmul double %t222.i, 7.500000e-01, !dbg !179
  %t225.i = fadd double %t224.i, 3.700000e+01, !dbg !179
  %t226.i = fmul double %t222.i, %t222.i, !dbg !179
  %t227.i = fadd double %t226.i, -1.000000e+00, !dbg !179
  %t228.i = select i1 %t223.i, double %t225.i, double %t227.i, !dbg !179
  %t229.i = fcmp ogt double %t228.i, 3.000000e+00, !dbg !179
  %t231.i = fadd double %t228.i, 3.800000e+01, !dbg !179
  %t232.i = fmul double %t228.i, %t228.i, !dbg !179
  %t233.i = fadd double %t232.i, -2.000000e+00, !dbg !179
  %t234.i = select i1 %t229.i, double %t231.i, double %t233.i, !dbg !179
  %t235.i = fcmp ogt double %t234.i, 4.000000e+00, !dbg !179
  %t236.i = fmul double %t234.i, 1.250000e+00, !dbg !179
  %t237.i = fadd double %t236.i, 3.900000e+01, !dbg !179
  %t238.i = fmul double %t234.i, %t234.i, !dbg !179
  %t240.i = select i1 %t235.i, double %t237.i, double %t238.i, !dbg !179
  %t241.i = fcmp ogt double %t240.i, 0.000000e+00, !dbg !179
  %t242.i = fmul double %t240.i, 1.500000e+00, !dbg !179
  %t243.i = fadd double %t242.i, 4.000000e+01, !dbg !179
  %t244.i = fmul double %t240.i, %t240.i, !dbg !179
  %t245.i = fadd double %t244.i, -1.000000e+00, !dbg !179
  %t246.i = select i1 %t241.i, double %t243.i, double %t245.i, !dbg !179
  %t247.i = fcmp ogt double %t246.i, 1.000000e+00, !dbg !179
  %t248.i = fmul double %t246.i, 1.750000e+00, !dbg !179
  %t249.i = fadd double %t248.i, 4.100000e+01, !dbg !179
  %t250.i = fmul double %t246.i, %t246.i, !dbg !179
  %t251.i = fadd double %t250.i, -2.000000e+00, !dbg !179
  %t252.i = select i1 %t247.i, double %t249.i, double %t251.i, !dbg !179
  %t253.i = fcmp ogt double %t252.i, 2.000000e+00, !dbg !179
  %t254.i = fmul double %t252.i, 2.500000e-01, !dbg !179
  %t255.i = fadd double %t254.i, 4.200000e+01, !dbg !179
  %t256.i = fmul double %t252.i, %t252.i, !dbg !179
  %t258.i = select i1 %t253.i, double %t255.i, double %t256.i, !dbg !179
  %t259.i = fcmp ogt double %t258.i, 3.000000e+00, !dbg !179
  %t260.i = fmul double %t258.i, 5.000000e-01, !dbg !179
  %t261.i = fadd double %t260.i, 4.300000e+01, !dbg !179
  %t262.i = fmul double %t258.i, %t258.i, !dbg !179
  %t263.i = fadd double %t262.i, -1.000000e+00, !dbg !179
  %t264.i = select i1 %t259.i, double %t261.i, double %t263.i, !dbg !179
  %t265.i = fcmp ogt double %t264.i, 4.000000e+00, !dbg !179
  %t266.i = fmul double %t264.i, 7.500000e-01, !dbg !179
  %t267.i = fadd double %t266.i, 4.400000e+01, !dbg !179
  %t268.i = fmul double %t264.i, %t264.i, !dbg !179
  %t269.i = fadd double %t268.i, -2.000000e+00, !dbg !179
  %t270.i = select i1 %t265.i, double %t267.i, double %t269.i, !dbg !179
  %t271.i = fcmp ogt double %t270.i, 0.000000e+00, !dbg !179
  %t273.i = fadd double %t270.i, 4.500000e+01, !dbg !179
  %t274.i = fmul double %t270.i, %t270.i, !dbg !179
  %t276.i = select i1 %t271.i, double %t273.i, double %t274.i, !dbg !179
  %t277.i = fcmp ogt double %t276.i, 1.000000e+00, !dbg !179
  %t278.i = fmul double %t276.i, 1.250000e+00, !dbg !179
  %t279.i = fadd double %t278.i, 4.600000e+01, !dbg !179
  %t280.i = fmul double %t276.i, %t276.i, !dbg !179
  %t281.i = fadd double %t280.i, -1.000000e+00, !dbg !179
  %t282.i = select i1 %t277.i, double %t279.i, double %t281.i, !dbg !179
  %t283.i = fcmp ogt double %t282.i, 2.000000e+00, !dbg !179
  %t284.i = fmul double %t282.i, 1.500000e+00, !dbg !179
  %t285.i = fadd double %t284.i, 4.700000e+01, !dbg !179
  %t286.i = fmul double %t282.i, %t282.i, !dbg !179
  %t287.i = fadd double %t286.i, -2.000000e+00, !dbg !179
  %t288.i = select i1 %t283.i, double %t285.i, double %t287.i, !dbg !179
  %t289.i = fcmp ogt double %t288.i, 3.000000e+00, !dbg !179
  %t290.i = fmul double %t288.i, 1.750000e+00, !dbg !179
  %t291.i = fadd double %t290.i, 4.800000e+01, !dbg !179
  %t292.i = fmul double %t288.i, %t288.i, !dbg !179
  %t294.i = select i1 %t289.i, double %t291.i, double %t292.i, !dbg !179
  %t295.i = fcmp ogt double %t294.i, 4.000000e+00, !dbg !179
  %t296.i = fmul double %t294.i, 2.500000e-01, !dbg !179
  %t297.i = fadd double %t296.i, 4.900000e+01, !dbg !179
  %t298.i = fmul double %t294.i, %t294.i, !dbg !179
  %t299.i = fadd double %t298.i, -1.000000e+00, !dbg !179
  %t300.i = select i1 %t295.i, double %t297.i, double %t299.i, !dbg !179
  %t301.i = fcmp ogt double %t300.i, 0.000000e+00, !dbg !179
  %t302.i = fmul double %t300.i, 5.000000e-01, !dbg !179
  %t303.i = fadd double %t302.i, 5.000000e+01, !dbg !179
  %t304.i = fmul double %t300.i, %t300.i, !dbg !179
  %t305.i = fadd double %t304.i, -2.000000e+00, !dbg !179
  %t306.i = select i1 %t301.i, double %t303.i, double %t305.i, !dbg !179
  %t307.i = fcmp ogt double %t306.i, 1.000000e+00, !dbg !179
  %t308.i = fmul double %t306.i, 7.500000e-01, !dbg !179
  %t309.i = fadd double %t308.i, 5.100000e+01, !dbg !179
  %t310.i = fmul double %t306.i, %t306.i, !dbg !179
  %t312.i = select i1 %t307.i, double %t309.i, double %t310.i, !dbg !179
  %t313.i = fcmp ogt double %t312.i, 2.000000e+00, !dbg !179
  %t315.i = fadd double %t312.i, 5.200000e+01, !dbg !179
  %t316.i = fmul double %t312.i, %t312.i, !dbg !179
  %t317.i = fadd double %t316.i, -1.000000e+00, !dbg !179
  %t318.i = select i1 %t313.i, double %t315.i, double %t317.i, !dbg !179
  %t319.i = fcmp ogt double %t318.i, 3.000000e+00, !dbg !179
  %t320.i = fmul double %t318.i, 1.250000e+00, !dbg !179
  %t321.i = fadd double %t320.i, 5.300000e+01, !dbg !179
  %t322.i = fmul double %t318.i, %t318.i, !dbg !179
  %t323.i = fadd double %t322.i, -2.000000e+00, !dbg !179
  %t324.i = select i1 %t319.i, double %t321.i, double %t323.i, !dbg !179
  %t325.i = fcmp ogt double %t324.i, 4.000000e+00, !dbg !179
  %t326.i = fmul double %t324.i, 1.500000e+00, !dbg !179
  %t327.i = fadd double %t326.i, 5.400000e+01, !dbg !179
  %t328.i = fmul double %t324.i, %t324.i, !dbg !179
  %t330.i = select i1 %t325.i, double %t327.i, double %t328.i, !dbg !179
  %t331.i = fcmp ogt double %t330.i, 0.000000e+00, !dbg !179
  %t332.i = fmul double %t330.i, 1.750000e+00, !dbg !179
  %t333.i = fadd double %t332.i, 5.500000e+01, !dbg !179
  %t334.i = fmul double %t330.i, %t330.i, !dbg !179
  %t335.i = fadd double %t334.i, -1.000000e+00, !dbg !179
  %t336.i = select i1 %t331.i, double %t333.i, double %t335.i, !dbg !179
  %t337.i = fcmp ogt double %t336.i, 1.000000e+00, !dbg !179
  %t338.i = fmul double %t336.i, 2.500000e-01, !dbg !179
  %t339.i = fadd double %t338.i, 5.600000e+01, !dbg !179
  %t340.i = fmul double %t336.i, %t336.i, !dbg !179
  %t341.i = fadd double %t340.i, -2.000000e+00, !dbg !179
  %t342.i = select i1 %t337.i, double %t339.i, double %t341.i, !dbg !179
  %t343.i = fcmp ogt double %t342.i, 2.000000e+00, !dbg !179
  %t344.i = fmul double %t342.i, 5.000000e-01, !dbg !179
  %t345.i = fadd double %t344.i, 5.700000e+01, !dbg !179
  %t346.i = fmul double %t342.i, %t342.i, !dbg !179
  %t348.i = select i1 %t343.i, double %t345.i, double %t346.i, !dbg !179
  %t349.i = fcmp ogt double %t348.i, 3.000000e+00, !dbg !179
  %t350.i = fmul double %t348.i, 7.500000e-01, !dbg !179
  %t351.i = fadd double %t350.i, 5.800000e+01, !dbg !179
  %t352.i = fmul double %t348.i, %t348.i, !dbg !179
  %t353.i = fadd double %t352.i, -1.000000e+00, !dbg !179
  %t354.i = select i1 %t349.i, double %t351.i, double %t353.i, !dbg !179
  %t355.i = fcmp ogt double %t354.i, 4.000000e+00, !dbg !179
  %t357.i = fadd double %t354.i, 5.900000e+01, !dbg !179
  %t358.i = fmul double %t354.i, %t354.i, !dbg !179
  %t359.i = fadd double %t358.i, -2.000000e+00, !dbg !179
  %t360.i = select i1 %t355.i, double %t357.i, double %t359.i, !dbg !179
  %t361.i = fcmp ogt double %t360.i, 0.000000e+00, !dbg !179
  %t362.i = fmul double %t360.i, 1.250000e+00, !dbg !179
  %t363.i = fadd double %t362.i, 6.000000e+01, !dbg !179
  %t364.i = fmul double %t360.i, %t360.i, !dbg !179
  %t366.i = select i1 %t361.i, double %t363.i, double %t364.i, !dbg !179
  %t367.i = fcmp ogt double %t366.i, 1.000000e+00, !dbg !179
  %t368.i = fmul double %t366.i, 1.500000e+00, !dbg !179
  %t369.i = fadd double %t368.i, 6.100000e+01, !dbg !179
  %t370.i = fmul double %t366.i, %t366.i, !dbg !179
  %t371.i = fadd double %t370.i, -1.000000e+00, !dbg !179
  %t372.i = select i1 %t367.i, double %t369.i, double %t371.i, !dbg !179
  %t373.i = fcmp ogt double %t372.i, 2.000000e+00, !dbg !179
  %t374.i = fmul double %t372.i, 1.750000e+00, !dbg !179
  %t375.i = fadd double %t374.i, 6.200000e+01, !dbg !179
  %t376.i = fmul double %t372.i, %t372.i, !dbg !179
  %t377.i = fadd double %t376.i, -2.000000e+00, !dbg !179
  %t378.i = select i1 %t373.i, double %t375.i, double %t377.i, !dbg !179
  %t379.i = fcmp ogt double %t378.i, 3.000000e+00, !dbg !179
  %t380.i = fmul double %t378.i, 2.500000e-01, !dbg !179
  %t381.i = fadd double %t380.i, 6.300000e+01, !dbg !179
  %t382.i = fmul double %t378.i, %t378.i, !dbg !179
  %t384.i = select i1 %t379.i, double %t381.i, double %t382.i, !dbg !179
  %t387.i = fadd double %.1.i373, %t384.i, !dbg !182
  %t390.i = fptrunc double %t384.i to float, !dbg !183
  %5 = insertelement <2 x float> poison, float %.37, i64 0, !dbg !174
  %6 = insertelement <2 x float> %5, float %t390.i, i64 1, !dbg !174
  %7 = fcmp ogt <2 x float> %3, %6, !dbg !174
  %8 = select <2 x i1> %7, <2 x float> %3, <2 x float> %6, !dbg !174
  %9 = fcmp oeq <2 x float> %3, %6, !dbg !174
  %10 = insertelement <2 x float> %3, float %.37, i64 0, !dbg !174
  %11 = bitcast <2 x float> %10 to <2 x i32>, !dbg !174
  %12 = insertelement <2 x float> %3, float %t390.i, i64 1, !dbg !174
  %13 = bitcast <2 x float> %12 to <2 x i32>, !dbg !174
  %14 = and <2 x i32> %13, %11, !dbg !174
  %15 = bitcast <2 x i32> %14 to <2 x float>, !dbg !174
  %16 = select <2 x i1> %9, <2 x float> %15, <2 x float> %8, !dbg !174
  %17 = select <2 x i1> %4, <2 x float> %3, <2 x float> %16, !dbg !174
  %18 = fcmp uno <2 x float> %6, zeroinitializer, !dbg !174
  %19 = bitcast float %.37 to i32, !dbg !174
  %.61 = and i32 %.59, %19, !dbg !174
  %.62 = bitcast i32 %.61 to float, !dbg !174
  %.63 = select i1 %.58, float %.62, float %.57, !dbg !174
  %.65 = select i1 %.64, float %.55, float %.63, !dbg !174
  %20 = extractelement <2 x i1> %18, i64 0, !dbg !174
  %.67 = select i1 %20, float %.37, float %.65, !dbg !174
  store float %.67, ptr addrspace(1) %.23, align 4, !dbg !184
  %21 = select <2 x i1> %18, <2 x float> %6, <2 x float> %17, !dbg !174
  %exitcond.not = icmp eq i64 %t44, 4, !dbg !173
  br i1 %exitcond.not, label %b4, label %b3, !dbg !173

b4:                                               ; preds = %b3
  store double %t387.i, ptr addrspace(3) %t15, align 16, !dbg !185
  %22 = extractelement <2 x float> %21, i64 1, !dbg !186
  store float %22, ptr addrspace(3) %.30, align 4, !dbg !186
  %t46 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t9, !dbg !187
  %.68 = load float, ptr addrspace(1) %t46, align 4, !dbg !187
  %t0.i1 = fpext float %.68 to double, !dbg !188
  %t1.i2 = fcmp ogt float %.68, 0.000000e+00, !dbg !190
  %t2.i3 = fmul double %t0.i1, 2.500000e-01, !dbg !190
  %t3.i4 = fadd double %t2.i3, 0.000000e+00, !dbg !190
  %t4.i5 = fmul double %t0.i1, %t0.i1, !dbg !190
  %t6.i6 = select i1 %t1.i2, double %t3.i4, double %t4.i5, !dbg !190
  %t7.i7 = fcmp ogt double %t6.i6, 1.000000e+00, !dbg !190
  %t8.i8 = fmul double %t6.i6, 5.000000e-01, !dbg !190
  %t9.i9 = fadd double %t8.i8, 1.000000e+00, !dbg !190
  %t10.i10 = fmul double %t6.i6, %t6.i6, !dbg !190
  %t11.i11 = fadd double %t10.i10, -1.000000e+00, !dbg !190
  %t12.i12 = select i1 %t7.i7, double %t9.i9, double %t11.i11, !dbg !190
  %t13.i13 = fcmp ogt double %t12.i12, 2.000000e+00, !dbg !190
  %t14.i14 = fmul double %t12.i12, 7.500000e-01, !dbg !190
  %t15.i15 = fadd double %t14.i14, 2.000000e+00, !dbg !190
  %t16.i16 = fmul double %t12.i12, %t12.i12, !dbg !190
  %t17.i17 = fadd double %t16.i16, -2.000000e+00, !dbg !190
  %t18.i18 = select i1 %t13.i13, double %t15.i15, double %t17.i17, !dbg !190
  %t19.i19 = fcmp ogt double %t18.i18, 3.000000e+00, !dbg !190
  %t21.i20 = fadd double %t18.i18, 3.000000e+00, !dbg !190
  %t22.i21 = fmul double %t18.i18, %t18.i18, !dbg !190
  %t24.i22 = select i1 %t19.i19, double %t21.i20, double %t22.i21, !dbg !190
  %t25.i23 = fcmp ogt double %t24.i22, 4.000000e+00, !dbg !190
  %t26.i24 = fmul double %t24.i22, 1.250000e+00, !dbg !190
  %t27.i25 = fadd double %t26.i24, 4.000000e+00, !dbg !190
  %t28.i26 = fmul double %t24.i22, %t24.i22, !dbg !190
  %t29.i27 = fadd double %t28.i26, -1.000000e+00, !dbg !190
  %t30.i28 = select i1 %t25.i23, double %t27.i25, double %t29.i27, !dbg !190
  %t31.i29 = fcmp ogt double %t30.i28, 0.000000e+00, !dbg !190
  %t32.i30 = fmul double %t30.i28, 1.500000e+00, !dbg !190
  %t33.i31 = fadd double %t32.i30, 5.000000e+00, !dbg !190
  %t34.i32 = fmul double %t30.i28, %t30.i28, !dbg !190
  %t35.i33 = fadd double %t34.i32, -2.000000e+00, !dbg !190
  %t36.i34 = select i1 %t31.i29, double %t33.i31, double %t35.i33, !dbg !190
  %t37.i35 = fcmp ogt double %t36.i34, 1.000000e+00, !dbg !190
  %t38.i36 = fmul double %t36.i34, 1.750000e+00, !dbg !190
  %t39.i37 = fadd double %t38.i36, 6.000000e+00, !dbg !190
  %t40.i38 = fmul double %t36.i34, %t36.i34, !dbg !190
  %t42.i39 = select i1 %t37.i35, double %t39.i37, double %t40.i38, !dbg !190
  %t43.i40 = fcmp ogt double %t42.i39, 2.000000e+00, !dbg !190
  %t44.i41 = fmul double %t42.i39, 2.500000e-01, !dbg !190
  %t45.i42 = fadd double %t44.i41, 7.000000e+00, !dbg !190
  %t46.i43 = fmul double %t42.i39, %t42.i39, !dbg !190
  %t47.i44 = fadd double %t46.i43, -1.000000e+00, !dbg !190
  %t48.i45 = select i1 %t43.i40, double %t45.i42, double %t47.i44, !dbg !190
  %t49.i46 = fcmp ogt double %t48.i45, 3.000000e+00, !dbg !190
  %t50.i47 = fmul double %t48.i45, 5.000000e-01, !dbg !190
  %t51.i48 = fadd double %t50.i47, 8.000000e+00, !dbg !190
  %t52.i49 = fmul double %t48.i45, %t48.i45, !dbg !190
  %t53.i50 = fadd double %t52.i49, -2.000000e+00, !dbg !190
  %t54.i51 = select i1 %t49.i46, double %t51.i48, double %t53.i50, !dbg !190
  %t55.i52 = fcmp ogt double %t54.i51, 4.000000e+00, !dbg !190
  %t56.i53 = fmul double %t54.i51, 7.500000e-01, !dbg !190
  %t57.i54 = fadd double %t56.i53, 9.000000e+00, !dbg !190
  %t58.i55 = fmul double %t54.i51, %t54.i51, !dbg !190
  %t60.i56 = select i1 %t55.i52, double %t57.i54, double %t58.i55, !dbg !190
  %t61.i57 = fcmp ogt double %t60.i56, 0.000000e+00, !dbg !190
  %t63.i58 = fadd double %t60.i56, 1.000000e+01, !dbg !190
  %t64.i59 = fmul double %t60.i56, %t60.i56, !dbg !190
  %t65.i60 = fadd double %t64.i59, -1.000000e+00, !dbg !190
  %t66.i61 = select i1 %t61.i57, double %t63.i58, double %t65.i60, !dbg !190
  %t67.i62 = fcmp ogt double %t66.i61, 1.000000e+00, !dbg !190
  %t68.i63 = fmul double %t66.i61, 1.250000e+00, !dbg !190
  %t69.i64 = fadd double %t68.i63, 1.100000e+01, !dbg !190
  %t70.i65 = fmul double %t66.i61, %t66.i61, !dbg !190
  %t71.i66 = fadd double %t70.i65, -2.000000e+00, !dbg !190
  %t72.i67 = select i1 %t67.i62, double %t69.i64, double %t71.i66, !dbg !190
  %t73.i68 = fcmp ogt double %t72.i67, 2.000000e+00, !dbg !190
  %t74.i69 = fmul double %t72.i67, 1.500000e+00, !dbg !190
  %t75.i70 = fadd double %t74.i69, 1.200000e+01, !dbg !190
  %t76.i71 = fmul double %t72.i67, %t72.i67, !dbg !190
  %t78.i72 = select i1 %t73.i68, double %t75.i70, double %t76.i71, !dbg !190
  %t79.i73 = fcmp ogt double %t78.i72, 3.000000e+00, !dbg !190
  %t80.i74 = fmul double %t78.i72, 1.750000e+00, !dbg !190
  %t81.i75 = fadd double %t80.i74, 1.300000e+01, !dbg !190
  %t82.i76 = fmul double %t78.i72, %t78.i72, !dbg !190
  %t83.i77 = fadd double %t82.i76, -1.000000e+00, !dbg !190
  %t84.i78 = select i1 %t79.i73, double %t81.i75, double %t83.i77, !dbg !190
  %t85.i79 = fcmp ogt double %t84.i78, 4.000000e+00, !dbg !190
  %t86.i80 = fmul double %t84.i78, 2.500000e-01, !dbg !190
  %t87.i81 = fadd double %t86.i80, 1.400000e+01, !dbg !190
  %t88.i82 = fmul double %t84.i78, %t84.i78, !dbg !190
  %t89.i83 = fadd double %t88.i82, -2.000000e+00, !dbg !190
  %t90.i84 = select i1 %t85.i79, double %t87.i81, double %t89.i83, !dbg !190
  %t91.i85 = fcmp ogt double %t90.i84, 0.000000e+00, !dbg !190
  %t92.i86 = fmul double %t90.i84, 5.000000e-01, !dbg !190
  %t93.i87 = fadd double %t92.i86, 1.500000e+01, !dbg !190
  %t94.i88 = fmul double %t90.i84, %t90.i84, !dbg !190
  %t96.i89 = select i1 %t91.i85, double %t93.i87, double %t94.i88, !dbg !190
  %t97.i90 = fcmp ogt double %t96.i89, 1.000000e+00, !dbg !190
  %t98.i91 = fmul double %t96.i89, 7.500000e-01, !dbg !190
  %t99.i92 = fadd double %t98.i91, 1.600000e+01, !dbg !190
  %t100.i93 = fmul double %t96.i89, %t96.i89, !dbg !190
  %t101.i94 = fadd double %t100.i93, -1.000000e+00, !dbg !190
  %t102.i95 = select i1 %t97.i90, double %t99.i92, double %t101.i94, !dbg !190
  %t103.i96 = fcmp ogt double %t102.i95, 2.000000e+00, !dbg !190
  %t105.i97 = fadd double %t102.i95, 1.700000e+01, !dbg !190
  %t106.i98 = fmul double %t102.i95, %t102.i95, !dbg !190
  %t107.i99 = fadd double %t106.i98, -2.000000e+00, !dbg !190
  %t108.i100 = select i1 %t103.i96, double %t105.i97, double %t107.i99, !dbg !190
  %t109.i101 = fcmp ogt double %t108.i100, 3.000000e+00, !dbg !190
  %t110.i102 = fmul double %t108.i100, 1.250000e+00, !dbg !190
  %t111.i103 = fadd double %t110.i102, 1.800000e+01, !dbg !190
  %t112.i104 = fmul double %t108.i100, %t108.i100, !dbg !190
  %t114.i105 = select i1 %t109.i101, double %t111.i103, double %t112.i104, !dbg !190
  %t115.i106 = fcmp ogt double %t114.i105, 4.000000e+00, !dbg !190
  %t116.i107 = fmul double %t114.i105, 1.500000e+00, !dbg !190
  %t117.i108 = fadd double %t116.i107, 1.900000e+01, !dbg !190
  %t118.i109 = fmul double %t114.i105, %t114.i105, !dbg !190
  %t119.i110 = fadd double %t118.i109, -1.000000e+00, !dbg !190
  %t120.i111 = select i1 %t115.i106, double %t117.i108, double %t119.i110, !dbg !190
  %t121.i112 = fcmp ogt double %t120.i111, 0.000000e+00, !dbg !190
  %t122.i113 = fmul double %t120.i111, 1.750000e+00, !dbg !190
  %t123.i114 = fadd double %t122.i113, 2.000000e+01, !dbg !190
  %t124.i115 = fmul double %t120.i111, %t120.i111, !dbg !190
  %t125.i116 = fadd double %t124.i115, -2.000000e+00, !dbg !190
  %t126.i117 = select i1 %t121.i112, double %t123.i114, double %t125.i116, !dbg !190
  %t127.i118 = fcmp ogt double %t126.i117, 1.000000e+00, !dbg !190
  %t128.i119 = fmul double %t126.i117, 2.500000e-01, !dbg !190
  %t129.i120 = fadd double %t128.i119, 2.100000e+01, !dbg !190
  %t130.i121 = fmul double %t126.i117, %t126.i117, !dbg !190
  %t132.i122 = select i1 %t127.i118, double %t129.i120, double %t130.i121, !dbg !190
  %t133.i123 = fcmp ogt double %t132.i122, 2.000000e+00, !dbg !190
  %t134.i124 = fmul double %t132.i122, 5.000000e-01, !dbg !190
  %t135.i125 = fadd double %t134.i124, 2.200000e+01, !dbg !190
  %t136.i126 = fmul double %t132.i122, %t132.i122, !dbg !190
  %t137.i127 = fadd double %t136.i126, -1.000000e+00, !dbg !190
  %t138.i128 = select i1 %t133.i123, double %t135.i125, double %t137.i127, !dbg !190
  %t139.i129 = fcmp ogt double %t138.i128, 3.000000e+00, !dbg !190
  %t140.i130 = fmul double %t138.i128, 7.500000e-01, !dbg !190
  %t141.i131 = fadd double %t140.i130, 2.300000e+01, !dbg !190
  %t142.i132 = fmul double %t138.i128, %t138.i128, !dbg !190
  %t143.i133 = fadd double %t142.i132, -2.000000e+00, !dbg !190
  %t144.i134 = select i1 %t139.i129, double %t141.i131, double %t143.i133, !dbg !190
  %t145.i135 = fcmp ogt double %t144.i134, 4.000000e+00, !dbg !190
  %t147.i136 = fadd double %t144.i134, 2.400000e+01, !dbg !190
  %t148.i137 = fmul double %t144.i134, %t144.i134, !dbg !190
  %t150.i138 = select i1 %t145.i135, double %t147.i136, double %t148.i137, !dbg !190
  %t151.i139 = fcmp ogt double %t150.i138, 0.000000e+00, !dbg !190
  %t152.i140 = fmul double %t150.i138, 1.250000e+00, !dbg !190
  %t153.i141 = fadd double %t152.i140, 2.500000e+01, !dbg !190
  %t154.i142 = fmul double %t150.i138, %t150.i138, !dbg !190
  %t155.i143 = fadd double %t154.i142, -1.000000e+00, !dbg !190
  %t156.i144 = select i1 %t151.i139, double %t153.i141, double %t155.i143, !dbg !190
  %t157.i145 = fcmp ogt double %t156.i144, 1.000000e+00, !dbg !190
  %t158.i146 = fmul double %t156.i144, 1.500000e+00, !dbg !190
  %t159.i147 = fadd double %t158.i146, 2.600000e+01, !dbg !190
  %t160.i148 = fmul double %t156.i144, %t156.i144, !dbg !190
  %t161.i149 = fadd double %t160.i148, -2.000000e+00, !dbg !190
  %t162.i150 = select i1 %t157.i145, double %t159.i147, double %t161.i149, !dbg !190
  %t163.i151 = fcmp ogt double %t162.i150, 2.000000e+00, !dbg !190
  %t164.i152 = fmul double %t162.i150, 1.750000e+00, !dbg !190
  %t165.i153 = fadd double %t164.i152, 2.700000e+01, !dbg !190
  %t166.i154 = fmul double %t162.i150, %t162.i150, !dbg !190
  %t168.i155 = select i1 %t163.i151, double %t165.i153, double %t166.i154, !dbg !190
  %t169.i156 = fcmp ogt double %t168.i155, 3.000000e+00, !dbg !190
  %t170.i157 = fmul double %t168.i155, 2.500000e-01, !dbg !190
  %t171.i158 = fadd double %t170.i157, 2.800000e+01, !dbg !190
  %t172.i159 = fmul double %t168.i155, %t168.i155, !dbg !190
  %t173.i160 = fadd double %t172.i159, -1.000000e+00, !dbg !190
  %t174.i161 = select i1 %t169.i156, double %t171.i158, double %t173.i160, !dbg !190
  %t175.i162 = fcmp ogt double %t174.i161, 4.000000e+00, !dbg !190
  %t176.i163 = fmul double %t174.i161, 5.000000e-01, !dbg !190
  %t177.i164 = fadd double %t176.i163, 2.900000e+01, !dbg !190
  %t178.i165 = fmul double %t174.i161, %t174.i161, !dbg !190
  %t179.i166 = fadd double %t178.i165, -2.000000e+00, !dbg !190
  %t180.i167 = select i1 %t175.i162, double %t177.i164, double %t179.i166, !dbg !190
  %t181.i168 = fcmp ogt double %t180.i167, 0.000000e+00, !dbg !190
  %t182.i169 = fmul double %t180.i167, 7.500000e-01, !dbg !190
  %t183.i170 = fadd double %t182.i169, 3.000000e+01, !dbg !190
  %t184.i171 = fmul double %t180.i167, %t180.i167, !dbg !190
  %t186.i172 = select i1 %t181.i168, double %t183.i170, double %t184.i171, !dbg !190
  %t187.i173 = fcmp ogt double %t186.i172, 1.000000e+00, !dbg !190
  %t189.i174 = fadd double %t186.i172, 3.100000e+01, !dbg !190
  %t190.i175 = fmul double %t186.i172, %t186.i172, !dbg !190
  %t191.i176 = fadd double %t190.i175, -1.000000e+00, !dbg !190
  %t192.i177 = select i1 %t187.i173, double %t189.i174, double %t191.i176, !dbg !190
  %t193.i178 = fcmp ogt double %t192.i177, 2.000000e+00, !dbg !190
  %t194.i179 = fmul double %t192.i177, 1.250000e+00, !dbg !190
  %t195.i180 = fadd double %t194.i179, 3.200000e+01, !dbg !190
  %t196.i181 = fmul double %t192.i177, %t192.i177, !dbg !190
  %t197.i182 = fadd double %t196.i181, -2.000000e+00, !dbg !190
  %t198.i183 = select i1 %t193.i178, double %t195.i180, double %t197.i182, !dbg !190
  %t199.i184 = fcmp ogt double %t198.i183, 3.000000e+00, !dbg !190
  %t200.i185 = fmul double %t198.i183, 1.500000e+00, !dbg !190
  %t201.i186 = fadd double %t200.i185, 3.300000e+01, !dbg !190
  %t202.i187 = fmul double %t198.i183, %t198.i183, !dbg !190
  %t204.i188 = select i1 %t199.i184, double %t201.i186, double %t202.i187, !dbg !190
  %t205.i189 = fcmp ogt double %t204.i188, 4.000000e+00, !dbg !190
  %t206.i190 = fmul double %t204.i188, 1.750000e+00, !dbg !190
  %t207.i191 = fadd double %t206.i190, 3.400000e+01, !dbg !190
  %t208.i192 = fmul double %t204.i188, %t204.i188, !dbg !190
  %t209.i193 = fadd double %t208.i192, -1.000000e+00, !dbg !190
  %t210.i194 = select i1 %t205.i189, double %t207.i191, double %t209.i193, !dbg !190
  %t211.i195 = fcmp ogt double %t210.i194, 0.000000e+00, !dbg !190
  %t212.i196 = fmul double %t210.i194, 2.500000e-01, !dbg !190
  %t213.i197 = fadd double %t212.i196, 3.500000e+01, !dbg !190
  %t214.i198 = fmul double %t210.i194, %t210.i194, !dbg !190
  %t215.i199 = fadd double %t214.i198, -2.000000e+00, !dbg !190
  %t216.i200 = select i1 %t211.i195, double %t213.i197, double %t215.i199, !dbg !190
  %t217.i201 = fcmp ogt double %t216.i200, 1.000000e+00, !dbg !190
  %t218.i202 = fmul double %t216.i200, 5.000000e-01, !dbg !190
  %t219.i203 = fadd double %t218.i202, 3.600000e+01, !dbg !190
  %t220.i204 = fmul double %t216.i200, %t216.i200, !dbg !190
  %t222.i205 = select i1 %t217.i201, double %t219.i203, double %t220.i204, !dbg !190
  %t223.i206 = fcmp ogt double %t222.i205, 2.000000e+00, !dbg !190
  %t224.i207 = fmul double %t222.i205, 7.500000e-01, !dbg !190
  %t225.i208 = fadd double %t224.i207, 3.700000e+01, !dbg !190
  %t226.i209 = fmul double %t222.i205, %t222.i205, !dbg !190
  %t227.i210 = fadd double %t226.i209, -1.000000e+00, !dbg !190
  %t228.i211 = select i1 %t223.i206, double %t225.i208, double %t227.i210, !dbg !190
  %t229.i212 = fcmp ogt double %t228.i211, 3.000000e+00, !dbg !190
  %t231.i213 = fadd double %t228.i211, 3.800000e+01, !dbg !190
  %t232.i214 = fmul double %t228.i211, %t228.i211, !dbg !190
  %t233.i215 = fadd double %t232.i214, -2.000000e+00, !dbg !190
  %t234.i216 = select i1 %t229.i212, double %t231.i213, double %t233.i215, !dbg !190
  %t235.i217 = fcmp ogt double %t234.i216, 4.000000e+00, !dbg !190
  %t236.i218 = fmul double %t234.i216, 1.250000e+00, !dbg !190
  %t237.i219 = fadd double %t236.i218, 3.900000e+01, !dbg !190
  %t238.i220 = fmul double %t234.i216, %t234.i216, !dbg !190
  %t240.i221 = select i1 %t235.i217, double %t237.i219, double %t238.i220, !dbg !190
  %t241.i222 = fcmp ogt double %t240.i221, 0.000000e+00, !dbg !190
  %t242.i223 = fmul double %t240.i221, 1.500000e+00, !dbg !190
  %t243.i224 = fadd double %t242.i223, 4.000000e+01, !dbg !190
  %t244.i225 = fmul double %t240.i221, %t240.i221, !dbg !190
  %t245.i226 = fadd double %t244.i225, -1.000000e+00, !dbg !190
  %t246.i227 = select i1 %t241.i222, double %t243.i224, double %t245.i226, !dbg !190
  %t247.i228 = fcmp ogt double %t246.i227, 1.000000e+00, !dbg !190
  %t248.i229 = fmul double %t246.i227, 1.750000e+00, !dbg !190
  %t249.i230 = fadd double %t248.i229, 4.100000e+01, !dbg !190
  %t250.i231 = fmul double %t246.i227, %t246.i227, !dbg !190
  %t251.i232 = fadd double %t250.i231, -2.000000e+00, !dbg !190
  %t252.i233 = select i1 %t247.i228, double %t249.i230, double %t251.i232, !dbg !190
  %t253.i234 = fcmp ogt double %t252.i233, 2.000000e+00, !dbg !190
  %t254.i235 = fmul double %t252.i233, 2.500000e-01, !dbg !190
  %t255.i236 = fadd double %t254.i235, 4.200000e+01, !dbg !190
  %t256.i237 = fmul double %t252.i233, %t252.i233, !dbg !190
  %t258.i238 = select i1 %t253.i234, double %t255.i236, double %t256.i237, !dbg !190
  %t259.i239 = fcmp ogt double %t258.i238, 3.000000e+00, !dbg !190
  %t260.i240 = fmul double %t258.i238, 5.000000e-01, !dbg !190
  %t261.i241 = fadd double %t260.i240, 4.300000e+01, !dbg !190
  %t262.i242 = fmul double %t258.i238, %t258.i238, !dbg !190
  %t263.i243 = fadd double %t262.i242, -1.000000e+00, !dbg !190
  %t264.i244 = select i1 %t259.i239, double %t261.i241, double %t263.i243, !dbg !190
  %t265.i245 = fcmp ogt double %t264.i244, 4.000000e+00, !dbg !190
  %t266.i246 = fmul double %t264.i244, 7.500000e-01, !dbg !190
  %t267.i247 = fadd double %t266.i246, 4.400000e+01, !dbg !190
  %t268.i248 = fmul double %t264.i244, %t264.i244, !dbg !190
  %t269.i249 = fadd double %t268.i248, -2.000000e+00, !dbg !190
  %t270.i250 = select i1 %t265.i245, double %t267.i247, double %t269.i249, !dbg !190
  %t271.i251 = fcmp ogt double %t270.i250, 0.000000e+00, !dbg !190
  %t273.i252 = fadd double %t270.i250, 4.500000e+01, !dbg !190
  %t274.i253 = fmul double %t270.i250, %t270.i250, !dbg !190
  %t276.i254 = select i1 %t271.i251, double %t273.i252, double %t274.i253, !dbg !190
  %t277.i255 = fcmp ogt double %t276.i254, 1.000000e+00, !dbg !190
  %t278.i256 = fmul double %t276.i254, 1.250000e+00, !dbg !190
  %t279.i257 = fadd double %t278.i256, 4.600000e+01, !dbg !190
  %t280.i258 = fmul double %t276.i254, %t276.i254, !dbg !190
  %t281.i259 = fadd double %t280.i258, -1.000000e+00, !dbg !190
  %t282.i260 = select i1 %t277.i255, double %t279.i257, double %t281.i259, !dbg !190
  %t283.i261 = fcmp ogt double %t282.i260, 2.000000e+00, !dbg !190
  %t284.i262 = fmul double %t282.i260, 1.500000e+00, !dbg !190
  %t285.i263 = fadd double %t284.i262, 4.700000e+01, !dbg !190
  %t286.i264 = fmul double %t282.i260, %t282.i260, !dbg !190
  %t287.i265 = fadd double %t286.i264, -2.000000e+00, !dbg !190
  %t288.i266 = select i1 %t283.i261, double %t285.i263, double %t287.i265, !dbg !190
  %t289.i267 = fcmp ogt double %t288.i266, 3.000000e+00, !dbg !190
  %t290.i268 = fmul double %t288.i266, 1.750000e+00, !dbg !190
  %t291.i269 = fadd double %t290.i268, 4.800000e+01, !dbg !190
  %t292.i270 = fmul double %t288.i266, %t288.i266, !dbg !190
  %t294.i271 = select i1 %t289.i267, double %t291.i269, double %t292.i270, !dbg !190
  %t295.i272 = fcmp ogt double %t294.i271, 4.000000e+00, !dbg !190
  %t296.i273 = fmul double %t294.i271, 2.500000e-01, !dbg !190
  %t297.i274 = fadd double %t296.i273, 4.900000e+01, !dbg !190
  %t298.i275 = fmul double %t294.i271, %t294.i271, !dbg !190
  %t299.i276 = fadd double %t298.i275, -1.000000e+00, !dbg !190
  %t300.i277 = select i1 %t295.i272, double %t297.i274, double %t299.i276, !dbg !190
  %t301.i278 = fcmp ogt double %t300.i277, 0.000000e+00, !dbg !190
  %t302.i279 = fmul double %t300.i277, 5.000000e-01, !dbg !190
  %t303.i280 = fadd double %t302.i279, 5.000000e+01, !dbg !190
  %t304.i281 = fmul double %t300.i277, %t300.i277, !dbg !190
  %t305.i282 = fadd double %t304.i281, -2.000000e+00, !dbg !190
  %t306.i283 = select i1 %t301.i278, double %t303.i280, double %t305.i282, !dbg !190
  %t307.i284 = fcmp ogt double %t306.i283, 1.000000e+00, !dbg !190
  %t308.i285 = fmul double %t306.i283, 7.500000e-01, !dbg !190
  %t309.i286 = fadd double %t308.i285, 5.100000e+01, !dbg !190
  %t310.i287 = fmul double %t306.i283, %t306.i283, !dbg !190
  %t312.i288 = select i1 %t307.i284, double %t309.i286, double %t310.i287, !dbg !190
  %t313.i289 = fcmp ogt double %t312.i288, 2.000000e+00, !dbg !190
  %t315.i290 = fadd double %t312.i288, 5.200000e+01, !dbg !190
  %t316.i291 = fmul double %t312.i288, %t312.i288, !dbg !190
  %t317.i292 = fadd double %t316.i291, -1.000000e+00, !dbg !190
  %t318.i293 = select i1 %t313.i289, double %t315.i290, double %t317.i292, !dbg !190
  %t319.i294 = fcmp ogt double %t318.i293, 3.000000e+00, !dbg !190
  %t320.i295 = fmul double %t318.i293, 1.250000e+00, !dbg !190
  %t321.i296 = fadd double %t320.i295, 5.300000e+01, !dbg !190
  %t322.i297 = fmul double %t318.i293, %t318.i293, !dbg !190
  %t323.i298 = fadd double %t322.i297, -2.000000e+00, !dbg !190
  %t324.i299 = select i1 %t319.i294, double %t321.i296, double %t323.i298, !dbg !190
  %t325.i300 = fcmp ogt double %t324.i299, 4.000000e+00, !dbg !190
  %t326.i301 = fmul double %t324.i299, 1.500000e+00, !dbg !190
  %t327.i302 = fadd double %t326.i301, 5.400000e+01, !dbg !190
  %t328.i303 = fmul double %t324.i299, %t324.i299, !dbg !190
  %t330.i304 = select i1 %t325.i300, double %t327.i302, double %t328.i303, !dbg !190
  %t331.i305 = fcmp ogt double %t330.i304, 0.000000e+00, !dbg !190
  %t332.i306 = fmul double %t330.i304, 1.750000e+00, !dbg !190
  %t333.i307 = fadd double %t332.i306, 5.500000e+01, !dbg !190
  %t334.i308 = fmul double %t330.i304, %t330.i304, !dbg !190
  %t335.i309 = fadd double %t334.i308, -1.000000e+00, !dbg !190
  %t336.i310 = select i1 %t331.i305, double %t333.i307, double %t335.i309, !dbg !190
  %t337.i311 = fcmp ogt double %t336.i310, 1.000000e+00, !dbg !190
  %t338.i312 = fmul double %t336.i310, 2.500000e-01, !dbg !190
  %t339.i313 = fadd double %t338.i312, 5.600000e+01, !dbg !190
  %t340.i314 = fmul double %t336.i310, %t336.i310, !dbg !190
  %t341.i315 = fadd double %t340.i314, -2.000000e+00, !dbg !190
  %t342.i316 = select i1 %t337.i311, double %t339.i313, double %t341.i315, !dbg !190
  %t343.i317 = fcmp ogt double %t342.i316, 2.000000e+00, !dbg !190
  %t344.i318 = fmul double %t342.i316, 5.000000e-01, !dbg !190
  %t345.i319 = fadd double %t344.i318, 5.700000e+01, !dbg !190
  %t346.i320 = fmul double %t342.i316, %t342.i316, !dbg !190
  %t348.i321 = select i1 %t343.i317, double %t345.i319, double %t346.i320, !dbg !190
  %t349.i322 = fcmp ogt double %t348.i321, 3.000000e+00, !dbg !190
  %t350.i323 = fmul double %t348.i321, 7.500000e-01, !dbg !190
  %t351.i324 = fadd double %t350.i323, 5.800000e+01, !dbg !190
  %t352.i325 = fmul double %t348.i321, %t348.i321, !dbg !190
  %t353.i326 = fadd double %t352.i325, -1.000000e+00, !dbg !190
  %t354.i327 = select i1 %t349.i322, double %t351.i324, double %t353.i326, !dbg !190
  %t355.i328 = fcmp ogt double %t354.i327, 4.000000e+00, !dbg !190
  %t357.i329 = fadd double %t354.i327, 5.900000e+01, !dbg !190
  %t358.i330 = fmul double %t354.i327, %t354.i327, !dbg !190
  %t359.i331 = fadd double %t358.i330, -2.000000e+00, !dbg !190
  %t360.i332 = select i1 %t355.i328, double %t357.i329, double %t359.i331, !dbg !190
  %t361.i333 = fcmp ogt double %t360.i332, 0.000000e+00, !dbg !190
  %t362.i334 = fmul double %t360.i332, 1.250000e+00, !dbg !190
  %t363.i335 = fadd double %t362.i334, 6.000000e+01, !dbg !190
  %t364.i336 = fmul double %t360.i332, %t360.i332, !dbg !190
  %t366.i337 = select i1 %t361.i333, double %t363.i335, double %t364.i336, !dbg !190
  %t367.i338 = fcmp ogt double %t366.i337, 1.000000e+00, !dbg !190
  %t368.i339 = fmul double %t366.i337, 1.500000e+00, !dbg !190
  %t369.i340 = fadd double %t368.i339, 6.100000e+01, !dbg !190
  %t370.i341 = fmul double %t366.i337, %t366.i337, !dbg !190
  %t371.i342 = fadd double %t370.i341, -1.000000e+00, !dbg !190
  %t372.i343 = select i1 %t367.i338, double %t369.i340, double %t371.i342, !dbg !190
  %t373.i344 = fcmp ogt double %t372.i343, 2.000000e+00, !dbg !190
  %t374.i345 = fmul double %t372.i343, 1.750000e+00, !dbg !190
  %t375.i346 = fadd double %t374.i345, 6.200000e+01, !dbg !190
  %t376.i347 = fmul double %t372.i343, %t372.i343, !dbg !190
  %t377.i348 = fadd double %t376.i347, -2.000000e+00, !dbg !190
  %t378.i349 = select i1 %t373.i344, double %t375.i346, double %t377.i348, !dbg !190
  %t379.i350 = fcmp ogt double %t378.i349, 3.000000e+00, !dbg !190
  %t380.i351 = fmul double %t378.i349, 2.500000e-01, !dbg !190
  %t381.i352 = fadd double %t380.i351, 6.300000e+01, !dbg !190
  %t382.i353 = fmul double %t378.i349, %t378.i349, !dbg !190
  %t384.i354 = select i1 %t379.i350, double %t381.i352, double %t382.i353, !dbg !190
  %t387.i356 = fadd double %t28, %t384.i354, !dbg !191
  %t390.i359 = fptrunc double %t384.i354 to float, !dbg !192
  %23 = extractelement <2 x float> %21, i64 0, !dbg !193
  %.3.i360 = fcmp ogt float %23, %t390.i359, !dbg !193
  %.4.i361 = select i1 %.3.i360, float %23, float %t390.i359, !dbg !193
  %.5.i362 = fcmp oeq float %23, %t390.i359, !dbg !193
  %.6.i363 = bitcast float %23 to i32, !dbg !193
  %.7.i364 = bitcast float %t390.i359 to i32, !dbg !193
  %.8.i365 = and i32 %.7.i364, %.6.i363, !dbg !193
  %.9.i366 = bitcast i32 %.8.i365 to float, !dbg !193
  %.10.i367 = select i1 %.5.i362, float %.9.i366, float %.4.i361, !dbg !193
  %.11.i368 = fcmp uno float %23, 0.000000e+00, !dbg !193
  %.12.i369 = select i1 %.11.i368, float %23, float %.10.i367, !dbg !193
  %.13.i370 = fcmp uno float %t390.i359, 0.000000e+00, !dbg !193
  %.14.i371 = select i1 %.13.i370, float %t390.i359, float %.12.i369, !dbg !193
  %t51 = fadd double %t387.i, %t387.i356, !dbg !194
  %t53 = fadd double %t37, %t51, !dbg !195
  store double %t53, ptr addrspace(1) %t13, align 8, !dbg !196
  %.74 = load float, ptr addrspace(3) %.30, align 4, !dbg !197
  %.75 = fcmp ogt float %.67, %.14.i371, !dbg !198
  %.76 = select i1 %.75, float %.67, float %.14.i371, !dbg !198
  %.77 = fcmp oeq float %.67, %.14.i371, !dbg !198
  %.78 = bitcast float %.67 to i32, !dbg !198
  %.79 = bitcast float %.14.i371 to i32, !dbg !198
  %.80 = and i32 %.79, %.78, !dbg !198
  %.81 = bitcast i32 %.80 to float, !dbg !198
  %.82 = select i1 %.77, float %.81, float %.76, !dbg !198
  %.83 = fcmp uno float %.67, 0.000000e+00, !dbg !198
  %.84 = select i1 %.83, float %.67, float %.82, !dbg !198
  %.85 = fcmp uno float %.14.i371, 0.000000e+00, !dbg !198
  %.86 = select i1 %.85, float %.14.i371, float %.84, !dbg !198
  %.87 = fcmp ogt float %.86, %.74, !dbg !198
  %.88 = select i1 %.87, float %.86, float %.74, !dbg !198
  %.89 = fcmp oeq float %.86, %.74, !dbg !198
  %.90 = bitcast float %.86 to i32, !dbg !198
  %.91 = bitcast float %.74 to i32, !dbg !198
  %.92 = and i32 %.90, %.91, !dbg !198
  %.93 = bitcast i32 %.92 to float, !dbg !198
  %.94 = select i1 %.89, float %.93, float %.88, !dbg !198
  %.95 = fcmp uno float %.86, 0.000000e+00, !dbg !198
  %.96 = select i1 %.95, float %.86, float %.94, !dbg !198
  %.97 = fcmp uno float %.74, 0.000000e+00, !dbg !198
  %.98 = select i1 %.97, float %.74, float %.96, !dbg !198
  store float %.98, ptr addrspace(1) %.23, align 4, !dbg !199
  %t62 = add i32 %.54, 5, !dbg !200
  store i32 %t62, ptr addrspace(1) %.20, align 4, !dbg !201
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

attributes #0 = { argmemonly mustprogress nofree nosync nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { mustprogress nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { mustprogress nofree nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #3 = { nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
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
!162 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2frecordtest_2eTallies", scope: !1, file: !1, line: 322, type: !5, scopeLine: 322, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!163 = !DILocation(line: 324, column: 14, scope: !162)
!164 = !DILocation(line: 326, column: 7, scope: !162)
!165 = !DILocation(line: 0, scope: !162)
!166 = !DILocation(line: 330, column: 17, scope: !162)
!167 = !DILocation(line: 330, column: 4, scope: !162)
!168 = !DILocation(line: 332, column: 12, scope: !162)
!169 = !DILocation(line: 332, column: 15, scope: !162)
!170 = !DILocation(line: 332, column: 9, scope: !162)
!171 = !DILocation(line: 234, column: 18, scope: !162)
!172 = !DILocation(line: 234, column: 2, scope: !162)
!173 = !DILocation(line: 335, column: 17, scope: !162)
!174 = !DILocation(line: 236, column: 13, scope: !162)
!175 = !DILocation(line: 234, column: 4, scope: !162)
!176 = !DILocation(line: 235, column: 4, scope: !162)
!177 = !DILocation(line: 235, column: 2, scope: !162)
!178 = !DILocation(line: 236, column: 16, scope: !162)
!179 = !DILocation(line: 312, column: 7, scope: !180, inlinedAt: !181)
!180 = distinct !DISubprogram(name: "github.com/kernlab/kern/internal/testing/recordtest.recordtest.Stats.Spread", scope: !1, file: !1, line: 241, type: !5, scopeLine: 241, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!181 = distinct !DILocation(line: 335, column: 17, scope: !162)
!182 = !DILocation(line: 307, column: 2, scope: !180, inlinedAt: !181)
!183 = !DILocation(line: 308, column: 28, scope: !180, inlinedAt: !181)
!184 = !DILocation(line: 236, column: 4, scope: !162)
!185 = !DILocation(line: 307, column: 4, scope: !180, inlinedAt: !181)
!186 = !DILocation(line: 0, scope: !180, inlinedAt: !181)
!187 = !DILocation(line: 337, column: 16, scope: !162)
!188 = !DILocation(line: 242, column: 14, scope: !180, inlinedAt: !189)
!189 = distinct !DILocation(line: 337, column: 14, scope: !162)
!190 = !DILocation(line: 312, column: 7, scope: !180, inlinedAt: !189)
!191 = !DILocation(line: 307, column: 2, scope: !180, inlinedAt: !189)
!192 = !DILocation(line: 308, column: 28, scope: !180, inlinedAt: !189)
!193 = !DILocation(line: 308, column: 13, scope: !180, inlinedAt: !189)
!194 = !DILocation(line: 339, column: 21, scope: !162)
!195 = !DILocation(line: 339, column: 2, scope: !162)
!196 = !DILocation(line: 339, column: 4, scope: !162)
!197 = !DILocation(line: 340, column: 40, scope: !162)
!198 = !DILocation(line: 340, column: 13, scope: !162)
!199 = !DILocation(line: 340, column: 4, scope: !162)
!200 = !DILocation(line: 341, column: 2, scope: !162)
!201 = !DILocation(line: 341, column: 4, scope: !162)
