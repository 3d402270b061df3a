; kern module github.com/kernlab/kern/internal/testing/mmatest/debug (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__kern_trap = protected addrspace(1) externally_initialized global [8 x i32] zeroinitializer, align 4

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fdebug_2eTile(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9) local_unnamed_addr #0 !dbg !4 {
entry:
  %t2 = icmp sgt i64 %a9, -1, !dbg !7
  br i1 %t2, label %b1, label %b2, !dbg !7

b1:                                               ; preds = %entry
  %t1 = add nuw i64 %a9, 256, !dbg !7
  %t3.not = icmp sgt i64 %t1, %a1, !dbg !7
  br i1 %t3.not, label %b4, label %b3, !dbg !7

b2:                                               ; preds = %entry
  %.11 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !7
  %.12 = extractvalue { i32, i1 } %.11, 1, !dbg !7
  br i1 %.12, label %trap.record.13, label %trap.end.14, !dbg !7

trap.record.13:                                   ; preds = %b2
  store i32 0, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !7
  %.16 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  store i32 %.16, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !7
  %.18 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !7
  store i32 %.18, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !7
  %.20 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !7
  store i32 %.20, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !7
  %.22 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  store i32 %.22, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !7
  %.24 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !7
  store i32 %.24, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !7
  %.26 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !7
  store i32 %.26, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !7
  br label %trap.end.14, !dbg !7

trap.end.14:                                      ; preds = %trap.record.13, %b2
  fence syncscope("agent") release, !dbg !7
  tail call void @llvm.amdgcn.endpgm(), !dbg !7
  unreachable, !dbg !7

b3:                                               ; preds = %b1
  %t8 = icmp sgt i64 %a4, 255, !dbg !8
  br i1 %t8, label %b5, label %b6, !dbg !8

b4:                                               ; preds = %b1
  %.59 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !7
  %.60 = extractvalue { i32, i1 } %.59, 1, !dbg !7
  br i1 %.60, label %trap.record.61, label %trap.end.62, !dbg !7

trap.record.61:                                   ; preds = %b4
  store i32 1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !7
  %.64 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  store i32 %.64, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !7
  %.66 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !7
  store i32 %.66, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !7
  %.68 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !7
  store i32 %.68, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !7
  %.70 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  store i32 %.70, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !7
  %.72 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !7
  store i32 %.72, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !7
  %.74 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !7
  store i32 %.74, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !7
  br label %trap.end.62, !dbg !7

trap.end.62:                                      ; preds = %trap.record.61, %b4
  fence syncscope("agent") release, !dbg !7
  tail call void @llvm.amdgcn.endpgm(), !dbg !7
  unreachable, !dbg !7

b5:                                               ; preds = %b3
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %a9, !dbg !7
  %.28 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !7
  %.29 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.28), !dbg !7
  %.32 = and i32 %.29, 15, !dbg !7
  %.33 = zext i32 %.32 to i64, !dbg !7
  %.35 = shl nuw nsw i64 %.33, 4, !dbg !7
  %0 = lshr i32 %.29, 2, !dbg !7
  %1 = and i32 %0, 1073741820, !dbg !7
  %.34 = zext i32 %1 to i64, !dbg !7
  %.36 = add nuw nsw i64 %.35, %.34, !dbg !7
  %.46 = or i64 %.36, 2, !dbg !7
  %.47 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.46, !dbg !7
  %.48 = load i16, ptr addrspace(1) %.47, align 2, !dbg !7, !amdgpu.noclobber !6
  %.49 = zext i16 %.48 to i32, !dbg !7
  %.50 = or i64 %.36, 3, !dbg !7
  %.51 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.50, !dbg !7
  %.52 = load i16, ptr addrspace(1) %.51, align 2, !dbg !7, !amdgpu.noclobber !6
  %.53 = zext i16 %.52 to i32, !dbg !7
  %.54 = shl nuw i32 %.53, 16, !dbg !7
  %.55 = or i32 %.54, %.49, !dbg !7
  %.37 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.36, !dbg !7
  %.38 = load i16, ptr addrspace(1) %.37, align 2, !dbg !7, !amdgpu.noclobber !6
  %.39 = zext i16 %.38 to i32, !dbg !7
  %.40 = or i64 %.36, 1, !dbg !7
  %.41 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.40, !dbg !7
  %.42 = load i16, ptr addrspace(1) %.41, align 2, !dbg !7, !amdgpu.noclobber !6
  %.43 = zext i16 %.42 to i32, !dbg !7
  %.44 = shl nuw i32 %.43, 16, !dbg !7
  %.45 = or i32 %.44, %.39, !dbg !7
  %.83 = shl nuw nsw i64 %.34, 4, !dbg !8
  %.84 = or i64 %.83, %.33, !dbg !8
  %.85 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.84, !dbg !8
  %.86 = load i16, ptr addrspace(1) %.85, align 2, !dbg !8, !amdgpu.noclobber !6
  %.87 = zext i16 %.86 to i32, !dbg !8
  %.89 = or i64 %.84, 16, !dbg !8
  %.90 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.89, !dbg !8
  %.91 = load i16, ptr addrspace(1) %.90, align 2, !dbg !8, !amdgpu.noclobber !6
  %.92 = zext i16 %.91 to i32, !dbg !8
  %.93 = shl nuw i32 %.92, 16, !dbg !8
  %.94 = or i32 %.93, %.87, !dbg !8
  %.96 = or i64 %.84, 32, !dbg !8
  %.97 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.96, !dbg !8
  %.98 = load i16, ptr addrspace(1) %.97, align 2, !dbg !8, !amdgpu.noclobber !6
  %.99 = zext i16 %.98 to i32, !dbg !8
  %.101 = or i64 %.84, 48, !dbg !8
  %.102 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.101, !dbg !8
  %.103 = load i16, ptr addrspace(1) %.102, align 2, !dbg !8, !amdgpu.noclobber !6
  %.104 = zext i16 %.103 to i32, !dbg !8
  %.105 = shl nuw i32 %.104, 16, !dbg !8
  %.106 = or i32 %.105, %.99, !dbg !8
  %.122 = insertelement <2 x i32> poison, i32 %.45, i64 0, !dbg !9
  %.124 = insertelement <2 x i32> %.122, i32 %.55, i64 1, !dbg !9
  %.125 = bitcast <2 x i32> %.124 to <4 x half>, !dbg !9
  %.127 = insertelement <2 x i32> poison, i32 %.94, i64 0, !dbg !9
  %.129 = insertelement <2 x i32> %.127, i32 %.106, i64 1, !dbg !9
  %.130 = bitcast <2 x i32> %.129 to <4 x half>, !dbg !9
  %.131 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.125, <4 x half> %.130, <4 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !9
  %t15 = icmp sgt i64 %a7, 255, !dbg !10
  br i1 %t15, label %b7, label %b8, !dbg !10

b6:                                               ; preds = %b3
  %.141 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !8
  %.142 = extractvalue { i32, i1 } %.141, 1, !dbg !8
  br i1 %.142, label %trap.record.143, label %trap.end.144, !dbg !8

trap.record.143:                                  ; preds = %b6
  store i32 2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !8
  %.146 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !8
  store i32 %.146, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !8
  %.148 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !8
  store i32 %.148, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !8
  %.150 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !8
  store i32 %.150, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !8
  %.152 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !8
  store i32 %.152, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !8
  %.154 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !8
  store i32 %.154, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !8
  %.156 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !8
  store i32 %.156, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !8
  br label %trap.end.144, !dbg !8

trap.end.144:                                     ; preds = %trap.record.143, %b6
  fence syncscope("agent") release, !dbg !8
  tail call void @llvm.amdgcn.endpgm(), !dbg !8
  unreachable, !dbg !8

b7:                                               ; preds = %b5
  %.135 = extractelement <4 x float> %.131, i64 3, !dbg !9
  %.134 = extractelement <4 x float> %.131, i64 2, !dbg !9
  %.133 = extractelement <4 x float> %.131, i64 1, !dbg !9
  %.132 = extractelement <4 x float> %.131, i64 0, !dbg !9
  %.168 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.84, !dbg !10
  store float %.132, ptr addrspace(1) %.168, align 4, !dbg !10
  %.172 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.89, !dbg !10
  store float %.133, ptr addrspace(1) %.172, align 4, !dbg !10
  %.176 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.96, !dbg !10
  store float %.134, ptr addrspace(1) %.176, align 4, !dbg !10
  %.180 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.101, !dbg !10
  store float %.135, ptr addrspace(1) %.180, align 4, !dbg !10
  ret void, !dbg !10

b8:                                               ; preds = %b5
  %.182 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !10
  %.183 = extractvalue { i32, i1 } %.182, 1, !dbg !10
  br i1 %.183, label %trap.record.184, label %trap.end.185, !dbg !10

trap.record.184:                                  ; preds = %b8
  store i32 3, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !10
  %.187 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !10
  store i32 %.187, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !10
  %.189 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !10
  store i32 %.189, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !10
  %.191 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !10
  store i32 %.191, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !10
  %.193 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !10
  store i32 %.193, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !10
  %.195 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !10
  store i32 %.195, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !10
  %.197 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !10
  store i32 %.197, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !10
  br label %trap.end.185, !dbg !10

trap.end.185:                                     ; preds = %trap.record.184, %b8
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
