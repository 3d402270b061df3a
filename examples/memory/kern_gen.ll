; kern module github.com/kernlab/kern/examples/memory (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2fexamples_2fmemory_2eReverseGroups.shared.0 = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fmemory_2eReverseGroups(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2) local_unnamed_addr #0 !dbg !4 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  %t2 = sext i32 %.4 to i64, !dbg !7
  %.5 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !8
  %t4 = sext i32 %.5 to i64, !dbg !8
  %.6 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !8
  %.7 = getelementptr inbounds i8, ptr addrspace(4) %.6, i64 4, !dbg !8
  %.8 = load i16, ptr addrspace(4) %.7, align 4, !dbg !8, !invariant.load !6
  %t6 = zext i16 %.8 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !8
  %t8 = add nsw i64 %t7, %t2, !dbg !8
  %t10 = icmp slt i64 %t8, %a1, !dbg !9
  %t12 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t8, !dbg !10
  br i1 %t10, label %b1, label %b2, !dbg !9

b1:                                               ; preds = %entry
  %t14 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fmemory_2eReverseGroups.shared.0, i32 %.4, !dbg !11
  %.10 = load float, ptr addrspace(1) %t12, align 4, !dbg !10, !amdgpu.noclobber !6
  store float %.10, ptr addrspace(3) %t14, align 4, !dbg !11
  br label %b2, !dbg !11

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release, !dbg !12
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  fence syncscope("workgroup") acquire, !dbg !12
  %t15.neg = mul nsw i64 %t4, -64, !dbg !13
  %t16 = add i64 %t15.neg, %a1, !dbg !14
  %t17 = tail call i64 @llvm.smin.i64(i64 %t16, i64 64), !dbg !15
  %t18 = icmp sgt i64 %t17, %t2, !dbg !16
  br i1 %t18, label %b3, label %b4, !dbg !16

b3:                                               ; preds = %b2
  %0 = xor i64 %t2, -1, !dbg !17
  %t20 = add i64 %t17, %0, !dbg !17
  %1 = trunc i64 %t20 to i32, !dbg !18
  %t21 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2fmemory_2eReverseGroups.shared.0, i32 %1, !dbg !18
  %.11 = load float, ptr addrspace(3) %t21, align 4, !dbg !18
  store float %.11, ptr addrspace(1) %t12, align 4, !dbg !19
  br label %b4, !dbg !19

b4:                                               ; preds = %b3, %b2
  ret void, !dbg !19
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2fmemory_2eScale(ptr addrspace(1) nocapture %a0, i64 %a1, i64 %a2, float %a3) local_unnamed_addr #1 !dbg !20 {
entry:
  %.4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !21
  %t1 = sext i32 %.4 to i64, !dbg !21
  %.5 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !21
  %.6 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 4, !dbg !21
  %.7 = load i16, ptr addrspace(4) %.6, align 4, !dbg !21, !invariant.load !6
  %.8 = zext i16 %.7 to i32, !dbg !21
  %t3 = zext i16 %.7 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !21
  %.9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !21
  %t6 = sext i32 %.9 to i64, !dbg !21
  %t7 = add nsw i64 %t4, %t6, !dbg !21
  %.11 = getelementptr inbounds i8, ptr addrspace(4) %.5, i64 12, !dbg !22
  %.12 = load i32, ptr addrspace(4) %.11, align 4, !dbg !22, !invariant.load !6
  %.17 = add nsw i32 %.8, -1, !dbg !22
  %.18 = add i32 %.17, %.12, !dbg !22
  %.19 = udiv i32 %.18, %.8, !dbg !22
  %t11 = sext i32 %.19 to i64, !dbg !22
  %t12 = mul nsw i64 %t11, %t3, !dbg !22
  %t141 = icmp slt i64 %t7, %a1, !dbg !23
  br i1 %t141, label %b2, label %b3, !dbg !23

b2:                                               ; preds = %entry, %b2
  %t132 = phi i64 [ %t18, %b2 ], [ %t7, %entry ]
  %t15 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t132, !dbg !24
  %.20 = load float, ptr addrspace(1) %t15, align 4, !dbg !24
  %t17 = fmul float %.20, %a3, !dbg !25
  store float %t17, ptr addrspace(1) %t15, align 4, !dbg !24
  %t18 = add i64 %t132, %t12, !dbg !26
  %t14 = icmp slt i64 %t18, %a1, !dbg !23
  br i1 %t14, label %b2, label %b3, !dbg !23

b3:                                               ; preds = %b2, %entry
  ret void, !dbg !26
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #2

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smin.i64(i64, i64) #4

attributes #0 = { mustprogress nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent mustprogress nounwind willreturn }
attributes #4 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "memory.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fmemory_2eReverseGroups", scope: !1, file: !1, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 25, column: 20, scope: !4)
!8 = !DILocation(line: 26, column: 14, scope: !4)
!9 = !DILocation(line: 27, column: 7, scope: !4)
!10 = !DILocation(line: 28, column: 13, scope: !4)
!11 = !DILocation(line: 28, column: 4, scope: !4)
!12 = !DILocation(line: 30, column: 11, scope: !4)
!13 = !DILocation(line: 31, column: 25, scope: !4)
!14 = !DILocation(line: 33, column: 28, scope: !4)
!15 = !DILocation(line: 33, column: 10, scope: !4)
!16 = !DILocation(line: 34, column: 9, scope: !4)
!17 = !DILocation(line: 35, column: 15, scope: !4)
!18 = !DILocation(line: 35, column: 11, scope: !4)
!19 = !DILocation(line: 35, column: 4, scope: !4)
!20 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2fmemory_2eScale", scope: !1, file: !1, line: 42, type: !5, scopeLine: 42, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = !DILocation(line: 43, column: 18, scope: !20)
!22 = !DILocation(line: 43, column: 50, scope: !20)
!23 = !DILocation(line: 43, column: 24, scope: !20)
!24 = !DILocation(line: 44, column: 4, scope: !20)
!25 = !DILocation(line: 44, column: 3, scope: !20)
!26 = !DILocation(line: 43, column: 34, scope: !20)
