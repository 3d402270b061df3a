; kern module github.com/kernlab/kern/internal/testing/mmatest/debug (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__kern_trap = protected addrspace(1) externally_initialized global [8 x i32] zeroinitializer, align 4

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fdebug_2eTile(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9) local_unnamed_addr #0 !dbg !4 {
entry:
  %t1 = add i64 %a9, 256, !dbg !7
  %t2 = icmp sgt i64 %a9, -1, !dbg !7
  %t3 = icmp sle i64 %t1, %a1, !dbg !7
  %t4 = and i1 %t2, %t3, !dbg !7
  br i1 %t4, label %b1, label %b2, !dbg !7

b1:                                               ; preds = %entry
  %t6 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %a9, !dbg !7
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !7
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10), !dbg !7
  %.14 = and i32 %.11, 15, !dbg !7
  %.15 = zext i32 %.14 to i64, !dbg !7
  %0 = lshr i32 %.11, 2, !dbg !7
  %1 = and i32 %0, 1073741820, !dbg !7
  %.16 = zext i32 %1 to i64, !dbg !7
  %.17 = shl nuw nsw i64 %.15, 4, !dbg !7
  %.18 = add nuw nsw i64 %.17, %.16, !dbg !7
  %.19 = getelementptr inbounds i16, ptr addrspace(1) %t6, i64 %.18, !dbg !7
  %.20 = ptrtoint ptr addrspace(1) %.19 to i64, !dbg !7
  %.21 = and i64 %.20, 3, !dbg !7
  %.22 = icmp eq i64 %.21, 0, !dbg !7
  br i1 %.22, label %frag.wide.23, label %frag.narrow.24, !dbg !7

frag.wide.23:                                     ; preds = %b1
  %.26 = load <2 x i32>, ptr addrspace(1) %.19, align 4, !dbg !7, !amdgpu.noclobber !6
  %.27 = extractelement <2 x i32> %.26, i64 0, !dbg !7
  %.28 = extractelement <2 x i32> %.26, i64 1, !dbg !7
  br label %frag.join.25, !dbg !7

frag.narrow.24:                                   ; preds = %b1
  %.30 = load i16, ptr addrspace(1) %.19, align 2, !dbg !7, !amdgpu.noclobber !6
  %.31 = zext i16 %.30 to i32, !dbg !7
  %.32 = or i64 %.18, 1, !dbg !7
  %.33 = getelementptr inbounds i16, ptr addrspace(1) %t6, i64 %.32, !dbg !7
  %.34 = load i16, ptr addrspace(1) %.33, align 2, !dbg !7, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !7
  %.36 = shl nuw i32 %.35, 16, !dbg !7
  %.37 = or i32 %.36, %.31, !dbg !7
  %.38 = or i64 %.18, 2, !dbg !7
  %.39 = getelementptr inbounds i16, ptr addrspace(1) %t6, i64 %.38, !dbg !7
  %.40 = load i16, ptr addrspace(1) %.39, align 2, !dbg !7, !amdgpu.noclobber !6
  %.41 = zext i16 %.40 to i32, !dbg !7
  %.42 = or i64 %.18, 3, !dbg !7
  %.43 = getelementptr inbounds i16, ptr addrspace(1) %t6, i64 %.42, !dbg !7
  %.44 = load i16, ptr addrspace(1) %.43, align 2, !dbg !7, !amdgpu.noclobber !6
  %.45 = zext i16 %.44 to i32, !dbg !7
  %.46 = shl nuw i32 %.45, 16, !dbg !7
  %.47 = or i32 %.46, %.41, !dbg !7
  br label %frag.join.25, !dbg !7

frag.join.25:                                     ; preds = %frag.narrow.24, %frag.wide.23
  %.48 = phi i32 [ %.27, %frag.wide.23 ], [ %.37, %frag.narrow.24 ], !dbg !7
  %.49 = phi i32 [ %.28, %frag.wide.23 ], [ %.47, %frag.narrow.24 ], !dbg !7
  %t9 = icmp sgt i64 %a4, 255, !dbg !8
  br i1 %t9, label %b3, label %b4, !dbg !8

b2:                                               ; preds = %entry
  %.53 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !7
  %.54 = extractvalue { i32, i1 } %.53, 1, !dbg !7
  br i1 %.54, label %trap.record.55, label %trap.end.56, !dbg !7

trap.record.55:                                   ; preds = %b2
  store i32 0, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !7
  %.58 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  store i32 %.58, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !7
  %.60 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !7
  store i32 %.60, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !7
  %.62 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !7
  store i32 %.62, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !7
  %.64 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  store i32 %.64, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !7
  %.66 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !7
  store i32 %.66, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !7
  %.68 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !7
  store i32 %.68, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !7
  br label %trap.end.56, !dbg !7

trap.end.56:                                      ; preds = %trap.record.55, %b2
  fence syncscope("agent") release, !dbg !7
  tail call void @llvm.amdgcn.endpgm(), !dbg !7
  unreachable, !dbg !7

b3:                                               ; preds = %frag.join.25
  %.77 = shl nuw nsw i64 %.16, 4, !dbg !8
  %.78 = or i64 %.77, %.15, !dbg !8
  %.79 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.78, !dbg !8
  %.80 = load i16, ptr addrspace(1) %.79, align 2, !dbg !8, !amdgpu.noclobber !6
  %.81 = zext i16 %.80 to i32, !dbg !8
  %.83 = or i64 %.78, 16, !dbg !8
  %.84 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.83, !dbg !8
  %.85 = load i16, ptr addrspace(1) %.84, align 2, !dbg !8, !amdgpu.noclobber !6
  %.86 = zext i16 %.85 to i32, !dbg !8
  %.87 = shl nuw i32 %.86, 16, !dbg !8
  %.88 = or i32 %.87, %.81, !dbg !8
  %.90 = or i64 %.78, 32, !dbg !8
  %.91 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.90, !dbg !8
  %.92 = load i16, ptr addrspace(1) %.91, align 2, !dbg !8, !amdgpu.noclobber !6
  %.93 = zext i16 %.92 to i32, !dbg !8
  %.95 = or i64 %.78, 48, !dbg !8
  %.96 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.95, !dbg !8
  %.97 = load i16, ptr addrspace(1) %.96, align 2, !dbg !8, !amdgpu.noclobber !6
  %.98 = zext i16 %.97 to i32, !dbg !8
  %.99 = shl nuw i32 %.98, 16, !dbg !8
  %.100 = or i32 %.99, %.93, !dbg !8
  %.116 = insertelement <2 x i32> poison, i32 %.48, i64 0, !dbg !9
  %.118 = insertelement <2 x i32> %.116, i32 %.49, i64 1, !dbg !9
  %.119 = bitcast <2 x i32> %.118 to <4 x half>, !dbg !9
  %.121 = insertelement <2 x i32> poison, i32 %.88, i64 0, !dbg !9
  %.123 = insertelement <2 x i32> %.121, i32 %.100, i64 1, !dbg !9
  %.124 = bitcast <2 x i32> %.123 to <4 x half>, !dbg !9
  %.125 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.119, <4 x half> %.124, <4 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !9
  %t16 = icmp sgt i64 %a7, 255, !dbg !10
  br i1 %t16, label %b5, label %b6, !dbg !10

b4:                                               ; preds = %frag.join.25
  %.135 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !8
  %.136 = extractvalue { i32, i1 } %.135, 1, !dbg !8
  br i1 %.136, label %trap.record.137, label %trap.end.138, !dbg !8

trap.record.137:                                  ; preds = %b4
  store i32 1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !8
  %.140 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !8
  store i32 %.140, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !8
  %.142 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !8
  store i32 %.142, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !8
  %.144 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !8
  store i32 %.144, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !8
  %.146 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !8
  store i32 %.146, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !8
  %.148 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !8
  store i32 %.148, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !8
  %.150 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !8
  store i32 %.150, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !8
  br label %trap.end.138, !dbg !8

trap.end.138:                                     ; preds = %trap.record.137, %b4
  fence syncscope("agent") release, !dbg !8
  tail call void @llvm.amdgcn.endpgm(), !dbg !8
  unreachable, !dbg !8

b5:                                               ; preds = %b3
  %.129 = extractelement <4 x float> %.125, i64 3, !dbg !9
  %.128 = extractelement <4 x float> %.125, i64 2, !dbg !9
  %.127 = extractelement <4 x float> %.125, i64 1, !dbg !9
  %.126 = extractelement <4 x float> %.125, i64 0, !dbg !9
  %.162 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.78, !dbg !10
  store float %.126, ptr addrspace(1) %.162, align 4, !dbg !10
  %.166 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.83, !dbg !10
  store float %.127, ptr addrspace(1) %.166, align 4, !dbg !10
  %.170 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.90, !dbg !10
  store float %.128, ptr addrspace(1) %.170, align 4, !dbg !10
  %.174 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.95, !dbg !10
  store float %.129, ptr addrspace(1) %.174, align 4, !dbg !10
  ret void, !dbg !10

b6:                                               ; preds = %b3
  %.176 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !10
  %.177 = extractvalue { i32, i1 } %.176, 1, !dbg !10
  br i1 %.177, label %trap.record.178, label %trap.end.179, !dbg !10

trap.record.178:                                  ; preds = %b6
  store i32 2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !10
  %.181 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !10
  store i32 %.181, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !10
  %.183 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !10
  store i32 %.183, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !10
  %.185 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !10
  store i32 %.185, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !10
  %.187 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !10
  store i32 %.187, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !10
  %.189 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !10
  store i32 %.189, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !10
  %.191 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !10
  store i32 %.191, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !10
  br label %trap.end.179, !dbg !10

trap.end.179:                                     ; preds = %trap.record.178, %b6
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
