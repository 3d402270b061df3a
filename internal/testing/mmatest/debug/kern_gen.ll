; kern module github.com/kernlab/kern/internal/testing/mmatest/debug (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__kern_trap = protected addrspace(1) externally_initialized global [8 x i32] zeroinitializer, align 4

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fdebug_2eTile(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9) local_unnamed_addr #0 !dbg !4 {
entry:
  %t1 = add i64 %a9, 256, !dbg !7
  %t2 = icmp sgt i64 %a9, -1, !dbg !7
  %t3 = icmp sle i64 %t1, %a1, !dbg !7
  %t4 = and i1 %t2, %t3, !dbg !7
  br i1 %t4, label %b1, label %b2, !dbg !7

b1:                                               ; preds = %entry
  %t9 = icmp sgt i64 %a4, 255, !dbg !8
  br i1 %t9, label %b3, label %b4, !dbg !8

b2:                                               ; preds = %entry
  %.41 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !7
  %.42 = extractvalue { i32, i1 } %.41, 1, !dbg !7
  br i1 %.42, label %trap.record.43, label %trap.end.44, !dbg !7

trap.record.43:                                   ; preds = %b2
  store i32 0, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !7
  %.46 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  store i32 %.46, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !7
  %.48 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !7
  store i32 %.48, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !7
  %.50 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !7
  store i32 %.50, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !7
  %.52 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  store i32 %.52, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !7
  %.54 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !7
  store i32 %.54, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !7
  %.56 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !7
  store i32 %.56, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !7
  br label %trap.end.44, !dbg !7

trap.end.44:                                      ; preds = %trap.record.43, %b2
  fence syncscope("agent") release, !dbg !7
  tail call void @llvm.amdgcn.endpgm(), !dbg !7
  unreachable, !dbg !7

b3:                                               ; preds = %b1
  %t6 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %a9, !dbg !7
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !7
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10), !dbg !7
  %.14 = and i32 %.11, 15, !dbg !7
  %.15 = zext i32 %.14 to i64, !dbg !7
  %.17 = shl nuw nsw i64 %.15, 4, !dbg !7
  %0 = lshr i32 %.11, 2, !dbg !7
  %1 = and i32 %0, 1073741820, !dbg !7
  %.16 = zext i32 %1 to i64, !dbg !7
  %.18 = add nuw nsw i64 %.17, %.16, !dbg !7
  %.28 = or i64 %.18, 2, !dbg !7
  %.29 = getelementptr inbounds i16, ptr addrspace(1) %t6, i64 %.28, !dbg !7
  %.30 = load i16, ptr addrspace(1) %.29, align 2, !dbg !7, !amdgpu.noclobber !6
  %.31 = zext i16 %.30 to i32, !dbg !7
  %.32 = or i64 %.18, 3, !dbg !7
  %.33 = getelementptr inbounds i16, ptr addrspace(1) %t6, i64 %.32, !dbg !7
  %.34 = load i16, ptr addrspace(1) %.33, align 2, !dbg !7, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !7
  %.36 = shl nuw i32 %.35, 16, !dbg !7
  %.37 = or i32 %.36, %.31, !dbg !7
  %.19 = getelementptr inbounds i16, ptr addrspace(1) %t6, i64 %.18, !dbg !7
  %.20 = load i16, ptr addrspace(1) %.19, align 2, !dbg !7, !amdgpu.noclobber !6
  %.21 = zext i16 %.20 to i32, !dbg !7
  %.22 = or i64 %.18, 1, !dbg !7
  %.23 = getelementptr inbounds i16, ptr addrspace(1) %t6, i64 %.22, !dbg !7
  %.24 = load i16, ptr addrspace(1) %.23, align 2, !dbg !7, !amdgpu.noclobber !6
  %.25 = zext i16 %.24 to i32, !dbg !7
  %.26 = shl nuw i32 %.25, 16, !dbg !7
  %.27 = or i32 %.26, %.21, !dbg !7
  %.65 = shl nuw nsw i64 %.16, 4, !dbg !8
  %.66 = or i64 %.65, %.15, !dbg !8
  %.67 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.66, !dbg !8
  %.68 = load i16, ptr addrspace(1) %.67, align 2, !dbg !8, !amdgpu.noclobber !6
  %.69 = zext i16 %.68 to i32, !dbg !8
  %.71 = or i64 %.66, 16, !dbg !8
  %.72 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.71, !dbg !8
  %.73 = load i16, ptr addrspace(1) %.72, align 2, !dbg !8, !amdgpu.noclobber !6
  %.74 = zext i16 %.73 to i32, !dbg !8
  %.75 = shl nuw i32 %.74, 16, !dbg !8
  %.76 = or i32 %.75, %.69, !dbg !8
  %.78 = or i64 %.66, 32, !dbg !8
  %.79 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.78, !dbg !8
  %.80 = load i16, ptr addrspace(1) %.79, align 2, !dbg !8, !amdgpu.noclobber !6
  %.81 = zext i16 %.80 to i32, !dbg !8
  %.83 = or i64 %.66, 48, !dbg !8
  %.84 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.83, !dbg !8
  %.85 = load i16, ptr addrspace(1) %.84, align 2, !dbg !8, !amdgpu.noclobber !6
  %.86 = zext i16 %.85 to i32, !dbg !8
  %.87 = shl nuw i32 %.86, 16, !dbg !8
  %.88 = or i32 %.87, %.81, !dbg !8
  %.104 = insertelement <2 x i32> poison, i32 %.27, i64 0, !dbg !9
  %.106 = insertelement <2 x i32> %.104, i32 %.37, i64 1, !dbg !9
  %.107 = bitcast <2 x i32> %.106 to <4 x half>, !dbg !9
  %.109 = insertelement <2 x i32> poison, i32 %.76, i64 0, !dbg !9
  %.111 = insertelement <2 x i32> %.109, i32 %.88, i64 1, !dbg !9
  %.112 = bitcast <2 x i32> %.111 to <4 x half>, !dbg !9
  %.113 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.107, <4 x half> %.112, <4 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !9
  %t16 = icmp sgt i64 %a7, 255, !dbg !10
  br i1 %t16, label %b5, label %b6, !dbg !10

b4:                                               ; preds = %b1
  %.123 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !8
  %.124 = extractvalue { i32, i1 } %.123, 1, !dbg !8
  br i1 %.124, label %trap.record.125, label %trap.end.126, !dbg !8

trap.record.125:                                  ; preds = %b4
  store i32 1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !8
  %.128 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !8
  store i32 %.128, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !8
  %.130 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !8
  store i32 %.130, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !8
  %.132 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !8
  store i32 %.132, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !8
  %.134 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !8
  store i32 %.134, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !8
  %.136 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !8
  store i32 %.136, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !8
  %.138 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !8
  store i32 %.138, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !8
  br label %trap.end.126, !dbg !8

trap.end.126:                                     ; preds = %trap.record.125, %b4
  fence syncscope("agent") release, !dbg !8
  tail call void @llvm.amdgcn.endpgm(), !dbg !8
  unreachable, !dbg !8

b5:                                               ; preds = %b3
  %.117 = extractelement <4 x float> %.113, i64 3, !dbg !9
  %.116 = extractelement <4 x float> %.113, i64 2, !dbg !9
  %.115 = extractelement <4 x float> %.113, i64 1, !dbg !9
  %.114 = extractelement <4 x float> %.113, i64 0, !dbg !9
  %.150 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.66, !dbg !10
  store float %.114, ptr addrspace(1) %.150, align 4, !dbg !10
  %.154 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.71, !dbg !10
  store float %.115, ptr addrspace(1) %.154, align 4, !dbg !10
  %.158 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.78, !dbg !10
  store float %.116, ptr addrspace(1) %.158, align 4, !dbg !10
  %.162 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.83, !dbg !10
  store float %.117, ptr addrspace(1) %.162, align 4, !dbg !10
  ret void, !dbg !10

b6:                                               ; preds = %b3
  %.164 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !10
  %.165 = extractvalue { i32, i1 } %.164, 1, !dbg !10
  br i1 %.165, label %trap.record.166, label %trap.end.167, !dbg !10

trap.record.166:                                  ; preds = %b6
  store i32 2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !10
  %.169 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !10
  store i32 %.169, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !10
  %.171 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !10
  store i32 %.171, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !10
  %.173 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !10
  store i32 %.173, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !10
  %.175 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !10
  store i32 %.175, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !10
  %.177 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !10
  store i32 %.177, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !10
  %.179 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !10
  store i32 %.179, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !10
  br label %trap.end.167, !dbg !10

trap.end.167:                                     ; preds = %trap.record.166, %b6
  fence syncscope("agent") release, !dbg !10
  tail call void @llvm.amdgcn.endpgm(), !dbg !10
  unreachable, !dbg !10
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.amdgcn.endpgm() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.y() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.z() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.y() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.z() #4

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { cold noreturn nounwind }
attributes #2 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #3 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "debug.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fdebug_2eTile", scope: !1, file: !1, line: 15, type: !5, scopeLine: 15, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 16, column: 18, scope: !4)
!8 = !DILocation(line: 17, column: 18, scope: !4)
!9 = !DILocation(line: 18, column: 35, scope: !4)
!10 = !DILocation(line: 18, column: 13, scope: !4)
