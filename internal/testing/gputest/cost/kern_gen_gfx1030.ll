; kern module github.com/kernlab/kern/internal/testing/gputest/cost (wave32, gfx1030)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fcost_2eCostLow(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2) local_unnamed_addr #0 !dbg !4 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %t3 = sext i32 %.4 to i64, !dbg !7
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !7
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !7
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !7, !invariant.load !6
  %t5 = zext i16 %.7 to i64
  %t6 = mul nsw i64 %t5, %t3, !dbg !7
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  %t8 = sext i32 %.9 to i64, !dbg !7
  %t9 = add nsw i64 %t6, %t8, !dbg !7
  %t10.not = icmp slt i64 %t9, %a1, !dbg !8
  br i1 %t10.not, label %b1, label %b4, !dbg !8

b1:                                               ; preds = %entry
  %t11 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t9, !dbg !9
  %.10 = load float, ptr addrspace(1) %t11, align 4, !dbg !9, !amdgpu.noclobber !6
  %t15 = tail call float @llvm.fma.f32(float %.10, float 5.000000e-01, float 1.000000e+00), !dbg !10
  %t15.1 = tail call float @llvm.fma.f32(float %t15, float 5.000000e-01, float 1.000000e+00), !dbg !10
  %t15.2 = tail call float @llvm.fma.f32(float %t15.1, float 5.000000e-01, float 1.000000e+00), !dbg !10
  %t15.3 = tail call float @llvm.fma.f32(float %t15.2, float 5.000000e-01, float 1.000000e+00), !dbg !10
  %t15.4 = tail call float @llvm.fma.f32(float %t15.3, float 5.000000e-01, float 1.000000e+00), !dbg !10
  %t15.5 = tail call float @llvm.fma.f32(float %t15.4, float 5.000000e-01, float 1.000000e+00), !dbg !10
  %t15.6 = tail call float @llvm.fma.f32(float %t15.5, float 5.000000e-01, float 1.000000e+00), !dbg !10
  %t15.7 = tail call float @llvm.fma.f32(float %t15.6, float 5.000000e-01, float 1.000000e+00), !dbg !10
  store float %t15.7, ptr addrspace(1) %t11, align 4, !dbg !11
  br label %b4, !dbg !11

b4:                                               ; preds = %b1, %entry
  ret void, !dbg !12
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fcost_2eCostMid(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2) local_unnamed_addr #0 !dbg !13 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !14
  %t3 = sext i32 %.4 to i64, !dbg !14
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !14
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !14
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !14, !invariant.load !6
  %t5 = zext i16 %.7 to i64
  %t6 = mul nsw i64 %t5, %t3, !dbg !14
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !14
  %t8 = sext i32 %.9 to i64, !dbg !14
  %t9 = add nsw i64 %t6, %t8, !dbg !14
  %t10.not = icmp slt i64 %t9, %a1, !dbg !15
  br i1 %t10.not, label %b1, label %b4, !dbg !15

b1:                                               ; preds = %entry
  %t11 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t9, !dbg !16
  %.10 = load float, ptr addrspace(1) %t11, align 4, !dbg !16, !amdgpu.noclobber !6
  br label %b2, !dbg !16

b2:                                               ; preds = %b2, %b1
  %t13 = phi float [ %.10, %b1 ], [ %t15.15, %b2 ]
  %t14 = phi i64 [ 0, %b1 ], [ %t16.15, %b2 ]
  %t15 = tail call float @llvm.fma.f32(float %t13, float 5.000000e-01, float 1.000000e+00), !dbg !17
  %t15.1 = tail call float @llvm.fma.f32(float %t15, float 5.000000e-01, float 1.000000e+00), !dbg !17
  %t15.2 = tail call float @llvm.fma.f32(float %t15.1, float 5.000000e-01, float 1.000000e+00), !dbg !17
  %t15.3 = tail call float @llvm.fma.f32(float %t15.2, float 5.000000e-01, float 1.000000e+00), !dbg !17
  %t15.4 = tail call float @llvm.fma.f32(float %t15.3, float 5.000000e-01, float 1.000000e+00), !dbg !17
  %t15.5 = tail call float @llvm.fma.f32(float %t15.4, float 5.000000e-01, float 1.000000e+00), !dbg !17
  %t15.6 = tail call float @llvm.fma.f32(float %t15.5, float 5.000000e-01, float 1.000000e+00), !dbg !17
  %t15.7 = tail call float @llvm.fma.f32(float %t15.6, float 5.000000e-01, float 1.000000e+00), !dbg !17
  %t15.8 = tail call float @llvm.fma.f32(float %t15.7, float 5.000000e-01, float 1.000000e+00), !dbg !17
  %t15.9 = tail call float @llvm.fma.f32(float %t15.8, float 5.000000e-01, float 1.000000e+00), !dbg !17
  %t15.10 = tail call float @llvm.fma.f32(float %t15.9, float 5.000000e-01, float 1.000000e+00), !dbg !17
  %t15.11 = tail call float @llvm.fma.f32(float %t15.10, float 5.000000e-01, float 1.000000e+00), !dbg !17
  %t15.12 = tail call float @llvm.fma.f32(float %t15.11, float 5.000000e-01, float 1.000000e+00), !dbg !17
  %t15.13 = tail call float @llvm.fma.f32(float %t15.12, float 5.000000e-01, float 1.000000e+00), !dbg !17
  %t15.14 = tail call float @llvm.fma.f32(float %t15.13, float 5.000000e-01, float 1.000000e+00), !dbg !17
  %t15.15 = tail call float @llvm.fma.f32(float %t15.14, float 5.000000e-01, float 1.000000e+00), !dbg !17
  %t16.15 = add nuw nsw i64 %t14, 16, !dbg !17
  %exitcond.not.15 = icmp eq i64 %t16.15, 128, !dbg !17
  br i1 %exitcond.not.15, label %b3, label %b2, !dbg !17

b3:                                               ; preds = %b2
  store float %t15.15, ptr addrspace(1) %t11, align 4, !dbg !18
  br label %b4, !dbg !18

b4:                                               ; preds = %b3, %entry
  ret void, !dbg !19
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fcost_2eCostHigh(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2) local_unnamed_addr #0 !dbg !20 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !21
  %t3 = sext i32 %.4 to i64, !dbg !21
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !21
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !21
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !21, !invariant.load !6
  %t5 = zext i16 %.7 to i64
  %t6 = mul nsw i64 %t5, %t3, !dbg !21
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !21
  %t8 = sext i32 %.9 to i64, !dbg !21
  %t9 = add nsw i64 %t6, %t8, !dbg !21
  %t10.not = icmp slt i64 %t9, %a1, !dbg !22
  br i1 %t10.not, label %b1, label %b4, !dbg !22

b1:                                               ; preds = %entry
  %t11 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t9, !dbg !23
  %.10 = load float, ptr addrspace(1) %t11, align 4, !dbg !23, !amdgpu.noclobber !6
  br label %b2, !dbg !23

b2:                                               ; preds = %b2, %b1
  %t13 = phi float [ %.10, %b1 ], [ %t15.15, %b2 ]
  %t14 = phi i64 [ 0, %b1 ], [ %t16.15, %b2 ]
  %t15 = tail call float @llvm.fma.f32(float %t13, float 5.000000e-01, float 1.000000e+00), !dbg !24
  %t15.1 = tail call float @llvm.fma.f32(float %t15, float 5.000000e-01, float 1.000000e+00), !dbg !24
  %t15.2 = tail call float @llvm.fma.f32(float %t15.1, float 5.000000e-01, float 1.000000e+00), !dbg !24
  %t15.3 = tail call float @llvm.fma.f32(float %t15.2, float 5.000000e-01, float 1.000000e+00), !dbg !24
  %t15.4 = tail call float @llvm.fma.f32(float %t15.3, float 5.000000e-01, float 1.000000e+00), !dbg !24
  %t15.5 = tail call float @llvm.fma.f32(float %t15.4, float 5.000000e-01, float 1.000000e+00), !dbg !24
  %t15.6 = tail call float @llvm.fma.f32(float %t15.5, float 5.000000e-01, float 1.000000e+00), !dbg !24
  %t15.7 = tail call float @llvm.fma.f32(float %t15.6, float 5.000000e-01, float 1.000000e+00), !dbg !24
  %t15.8 = tail call float @llvm.fma.f32(float %t15.7, float 5.000000e-01, float 1.000000e+00), !dbg !24
  %t15.9 = tail call float @llvm.fma.f32(float %t15.8, float 5.000000e-01, float 1.000000e+00), !dbg !24
  %t15.10 = tail call float @llvm.fma.f32(float %t15.9, float 5.000000e-01, float 1.000000e+00), !dbg !24
  %t15.11 = tail call float @llvm.fma.f32(float %t15.10, float 5.000000e-01, float 1.000000e+00), !dbg !24
  %t15.12 = tail call float @llvm.fma.f32(float %t15.11, float 5.000000e-01, float 1.000000e+00), !dbg !24
  %t15.13 = tail call float @llvm.fma.f32(float %t15.12, float 5.000000e-01, float 1.000000e+00), !dbg !24
  %t15.14 = tail call float @llvm.fma.f32(float %t15.13, float 5.000000e-01, float 1.000000e+00), !dbg !24
  %t15.15 = tail call float @llvm.fma.f32(float %t15.14, float 5.000000e-01, float 1.000000e+00), !dbg !24
  %t16.15 = add nuw nsw i64 %t14, 16, !dbg !24
  %exitcond.not.15 = icmp eq i64 %t16.15, 2048, !dbg !24
  br i1 %exitcond.not.15, label %b3, label %b2, !dbg !24

b3:                                               ; preds = %b2
  store float %t15.15, ptr addrspace(1) %t11, align 4, !dbg !25
  br label %b4, !dbg !25

b4:                                               ; preds = %b3, %entry
  ret void, !dbg !26
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #2

attributes #0 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "cost.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fcost_2eCostLow", scope: !1, file: !1, line: 19, type: !5, scopeLine: 19, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 28, column: 14, scope: !4)
!8 = !DILocation(line: 29, column: 7, scope: !4)
!9 = !DILocation(line: 32, column: 10, scope: !4)
!10 = !DILocation(line: 34, column: 13, scope: !4)
!11 = !DILocation(line: 36, column: 5, scope: !4)
!12 = !DILocation(line: 19, column: 51, scope: !4)
!13 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fcost_2eCostMid", scope: !1, file: !1, line: 22, type: !5, scopeLine: 22, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DILocation(line: 28, column: 14, scope: !13)
!15 = !DILocation(line: 29, column: 7, scope: !13)
!16 = !DILocation(line: 32, column: 10, scope: !13)
!17 = !DILocation(line: 34, column: 13, scope: !13)
!18 = !DILocation(line: 36, column: 5, scope: !13)
!19 = !DILocation(line: 22, column: 51, scope: !13)
!20 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fgputest_2fcost_2eCostHigh", scope: !1, file: !1, line: 25, type: !5, scopeLine: 25, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = !DILocation(line: 28, column: 14, scope: !20)
!22 = !DILocation(line: 29, column: 7, scope: !20)
!23 = !DILocation(line: 32, column: 10, scope: !20)
!24 = !DILocation(line: 34, column: 13, scope: !20)
!25 = !DILocation(line: 36, column: 5, scope: !20)
!26 = !DILocation(line: 25, column: 52, scope: !20)
