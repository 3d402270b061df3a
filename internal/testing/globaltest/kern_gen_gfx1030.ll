; kern module github.com/kernlab/kern/internal/testing/globaltest (wave32, gfx1030)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@"github.com/kernlab/kern/internal/testing/globaltest.Prices" = internal unnamed_addr addrspace(4) constant [40 x i8] c"\00\00\00\00\00\00$@\00\00\00\00\00\009@\00\00\00\00\00\00\14@\00\00\00\00\00\00.@\00\00\00\00\00\00>@", align 8

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fglobaltest_2eComputeTotals(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 !dbg !4 {
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
  %t9 = icmp slt i64 %t7, %a4, !dbg !8
  br i1 %t9, label %b1, label %b2, !dbg !8

b1:                                               ; preds = %entry
  %t11 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t7, !dbg !9
  %.13 = load double, ptr addrspace(1) %t11, align 8, !dbg !9, !amdgpu.noclobber !6
  %t13 = getelementptr inbounds double, ptr addrspace(4) @"github.com/kernlab/kern/internal/testing/globaltest.Prices", i64 %t7, !dbg !10
  %.14 = load double, ptr addrspace(4) %t13, align 8, !dbg !10
  %t15 = fmul double %.13, %.14, !dbg !11
  %t16 = fmul double %t15, 1.080000e+00, !dbg !12
  %t18 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t7, !dbg !13
  store double %t16, ptr addrspace(1) %t18, align 8, !dbg !13
  br label %b2, !dbg !13

b2:                                               ; preds = %b1, %entry
  ret void, !dbg !13
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #1

attributes #0 = { argmemonly mustprogress nofree nosync nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "globaltest.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fglobaltest_2eComputeTotals", scope: !1, file: !1, line: 21, type: !5, scopeLine: 21, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 22, column: 17, scope: !4)
!8 = !DILocation(line: 22, column: 23, scope: !4)
!9 = !DILocation(line: 23, column: 25, scope: !4)
!10 = !DILocation(line: 23, column: 37, scope: !4)
!11 = !DILocation(line: 23, column: 29, scope: !4)
!12 = !DILocation(line: 23, column: 41, scope: !4)
!13 = !DILocation(line: 23, column: 9, scope: !4)
