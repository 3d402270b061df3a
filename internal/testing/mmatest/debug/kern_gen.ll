; kern module github.com/kernlab/kern/internal/testing/mmatest/debug (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__kern_trap = protected addrspace(1) externally_initialized global [8 x i32] zeroinitializer, align 4

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fdebug_2eTile(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9) local_unnamed_addr #0 !dbg !4 {
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
  %t5 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %a9, !dbg !7
  %.28 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !7
  %.29 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.28), !dbg !7
  %.32 = and i32 %.29, 15, !dbg !7
  %.33 = zext i32 %.32 to i64, !dbg !7
  %0 = lshr i32 %.29, 2, !dbg !7
  %1 = and i32 %0, 1073741820, !dbg !7
  %.34 = zext i32 %1 to i64, !dbg !7
  %.35 = shl nuw nsw i64 %.33, 4, !dbg !7
  %.36 = add nuw nsw i64 %.35, %.34, !dbg !7
  %.37 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.36, !dbg !7
  %.38 = ptrtoint ptr addrspace(1) %.37 to i64, !dbg !7
  %.39 = and i64 %.38, 3, !dbg !7
  %.40 = icmp eq i64 %.39, 0, !dbg !7
  br i1 %.40, label %frag.wide.41, label %frag.narrow.42, !dbg !7

frag.wide.41:                                     ; preds = %b3
  %.44 = load <2 x i32>, ptr addrspace(1) %.37, align 4, !dbg !7, !amdgpu.noclobber !6
  %.45 = extractelement <2 x i32> %.44, i64 0, !dbg !7
  %.46 = extractelement <2 x i32> %.44, i64 1, !dbg !7
  br label %frag.join.43, !dbg !7

frag.narrow.42:                                   ; preds = %b3
  %.48 = load i16, ptr addrspace(1) %.37, align 2, !dbg !7, !amdgpu.noclobber !6
  %.49 = zext i16 %.48 to i32, !dbg !7
  %.50 = or i64 %.36, 1, !dbg !7
  %.51 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.50, !dbg !7
  %.52 = load i16, ptr addrspace(1) %.51, align 2, !dbg !7, !amdgpu.noclobber !6
  %.53 = zext i16 %.52 to i32, !dbg !7
  %.54 = shl nuw i32 %.53, 16, !dbg !7
  %.55 = or i32 %.54, %.49, !dbg !7
  %.56 = or i64 %.36, 2, !dbg !7
  %.57 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.56, !dbg !7
  %.58 = load i16, ptr addrspace(1) %.57, align 2, !dbg !7, !amdgpu.noclobber !6
  %.59 = zext i16 %.58 to i32, !dbg !7
  %.60 = or i64 %.36, 3, !dbg !7
  %.61 = getelementptr inbounds i16, ptr addrspace(1) %t5, i64 %.60, !dbg !7
  %.62 = load i16, ptr addrspace(1) %.61, align 2, !dbg !7, !amdgpu.noclobber !6
  %.63 = zext i16 %.62 to i32, !dbg !7
  %.64 = shl nuw i32 %.63, 16, !dbg !7
  %.65 = or i32 %.64, %.59, !dbg !7
  br label %frag.join.43, !dbg !7

frag.join.43:                                     ; preds = %frag.narrow.42, %frag.wide.41
  %.66 = phi i32 [ %.45, %frag.wide.41 ], [ %.55, %frag.narrow.42 ], !dbg !7
  %.67 = phi i32 [ %.46, %frag.wide.41 ], [ %.65, %frag.narrow.42 ], !dbg !7
  %t8 = icmp sgt i64 %a4, 255, !dbg !8
  br i1 %t8, label %b5, label %b6, !dbg !8

b4:                                               ; preds = %b1
  %.71 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !7
  %.72 = extractvalue { i32, i1 } %.71, 1, !dbg !7
  br i1 %.72, label %trap.record.73, label %trap.end.74, !dbg !7

trap.record.73:                                   ; preds = %b4
  store i32 1, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !7
  %.76 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  store i32 %.76, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !7
  %.78 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !7
  store i32 %.78, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !7
  %.80 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !7
  store i32 %.80, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !7
  %.82 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  store i32 %.82, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !7
  %.84 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !7
  store i32 %.84, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !7
  %.86 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !7
  store i32 %.86, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !7
  br label %trap.end.74, !dbg !7

trap.end.74:                                      ; preds = %trap.record.73, %b4
  fence syncscope("agent") release, !dbg !7
  tail call void @llvm.amdgcn.endpgm(), !dbg !7
  unreachable, !dbg !7

b5:                                               ; preds = %frag.join.43
  %.95 = shl nuw nsw i64 %.34, 4, !dbg !8
  %.96 = or i64 %.95, %.33, !dbg !8
  %.97 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.96, !dbg !8
  %.98 = load i16, ptr addrspace(1) %.97, align 2, !dbg !8, !amdgpu.noclobber !6
  %.99 = zext i16 %.98 to i32, !dbg !8
  %.101 = or i64 %.96, 16, !dbg !8
  %.102 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.101, !dbg !8
  %.103 = load i16, ptr addrspace(1) %.102, align 2, !dbg !8, !amdgpu.noclobber !6
  %.104 = zext i16 %.103 to i32, !dbg !8
  %.105 = shl nuw i32 %.104, 16, !dbg !8
  %.106 = or i32 %.105, %.99, !dbg !8
  %.108 = or i64 %.96, 32, !dbg !8
  %.109 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.108, !dbg !8
  %.110 = load i16, ptr addrspace(1) %.109, align 2, !dbg !8, !amdgpu.noclobber !6
  %.111 = zext i16 %.110 to i32, !dbg !8
  %.113 = or i64 %.96, 48, !dbg !8
  %.114 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.113, !dbg !8
  %.115 = load i16, ptr addrspace(1) %.114, align 2, !dbg !8, !amdgpu.noclobber !6
  %.116 = zext i16 %.115 to i32, !dbg !8
  %.117 = shl nuw i32 %.116, 16, !dbg !8
  %.118 = or i32 %.117, %.111, !dbg !8
  %.134 = insertelement <2 x i32> poison, i32 %.66, i64 0, !dbg !9
  %.136 = insertelement <2 x i32> %.134, i32 %.67, i64 1, !dbg !9
  %.137 = bitcast <2 x i32> %.136 to <4 x half>, !dbg !9
  %.139 = insertelement <2 x i32> poison, i32 %.106, i64 0, !dbg !9
  %.141 = insertelement <2 x i32> %.139, i32 %.118, i64 1, !dbg !9
  %.142 = bitcast <2 x i32> %.141 to <4 x half>, !dbg !9
  %.143 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.137, <4 x half> %.142, <4 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !9
  %t15 = icmp sgt i64 %a7, 255, !dbg !10
  br i1 %t15, label %b7, label %b8, !dbg !10

b6:                                               ; preds = %frag.join.43
  %.153 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !8
  %.154 = extractvalue { i32, i1 } %.153, 1, !dbg !8
  br i1 %.154, label %trap.record.155, label %trap.end.156, !dbg !8

trap.record.155:                                  ; preds = %b6
  store i32 2, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !8
  %.158 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !8
  store i32 %.158, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !8
  %.160 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !8
  store i32 %.160, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !8
  %.162 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !8
  store i32 %.162, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !8
  %.164 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !8
  store i32 %.164, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !8
  %.166 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !8
  store i32 %.166, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !8
  %.168 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !8
  store i32 %.168, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !8
  br label %trap.end.156, !dbg !8

trap.end.156:                                     ; preds = %trap.record.155, %b6
  fence syncscope("agent") release, !dbg !8
  tail call void @llvm.amdgcn.endpgm(), !dbg !8
  unreachable, !dbg !8

b7:                                               ; preds = %b5
  %.147 = extractelement <4 x float> %.143, i64 3, !dbg !9
  %.146 = extractelement <4 x float> %.143, i64 2, !dbg !9
  %.145 = extractelement <4 x float> %.143, i64 1, !dbg !9
  %.144 = extractelement <4 x float> %.143, i64 0, !dbg !9
  %.180 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.96, !dbg !10
  store float %.144, ptr addrspace(1) %.180, align 4, !dbg !10
  %.184 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.101, !dbg !10
  store float %.145, ptr addrspace(1) %.184, align 4, !dbg !10
  %.188 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.108, !dbg !10
  store float %.146, ptr addrspace(1) %.188, align 4, !dbg !10
  %.192 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.113, !dbg !10
  store float %.147, ptr addrspace(1) %.192, align 4, !dbg !10
  ret void, !dbg !10

b8:                                               ; preds = %b5
  %.194 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !10
  %.195 = extractvalue { i32, i1 } %.194, 1, !dbg !10
  br i1 %.195, label %trap.record.196, label %trap.end.197, !dbg !10

trap.record.196:                                  ; preds = %b8
  store i32 3, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !10
  %.199 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !10
  store i32 %.199, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !10
  %.201 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !10
  store i32 %.201, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !10
  %.203 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !10
  store i32 %.203, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !10
  %.205 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !10
  store i32 %.205, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !10
  %.207 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !10
  store i32 %.207, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !10
  %.209 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !10
  store i32 %.209, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !10
  br label %trap.end.197, !dbg !10

trap.end.197:                                     ; preds = %trap.record.196, %b8
  fence syncscope("agent") release, !dbg !10
  tail call void @llvm.amdgcn.endpgm(), !dbg !10
  unreachable, !dbg !10
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fdebug_2eElem(ptr addrspace(1) %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9) local_unnamed_addr #0 !dbg !11 {
entry:
  %t1 = icmp sgt i64 %a1, 255, !dbg !12
  br i1 %t1, label %b1, label %b2, !dbg !12

b1:                                               ; preds = %entry
  %.10 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !12
  %.11 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.10), !dbg !12
  %.14 = and i32 %.11, 15, !dbg !12
  %.15 = zext i32 %.14 to i64, !dbg !12
  %0 = lshr i32 %.11, 2, !dbg !12
  %1 = and i32 %0, 1073741820, !dbg !12
  %.16 = zext i32 %1 to i64, !dbg !12
  %.17 = shl nuw nsw i64 %.15, 4, !dbg !12
  %.18 = add nuw nsw i64 %.17, %.16, !dbg !12
  %.19 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.18, !dbg !12
  %.20 = ptrtoint ptr addrspace(1) %.19 to i64, !dbg !12
  %.21 = and i64 %.20, 3, !dbg !12
  %.22 = icmp eq i64 %.21, 0, !dbg !12
  br i1 %.22, label %frag.wide.23, label %frag.narrow.24, !dbg !12

frag.wide.23:                                     ; preds = %b1
  %.26 = load <2 x i32>, ptr addrspace(1) %.19, align 4, !dbg !12, !amdgpu.noclobber !6
  %.27 = extractelement <2 x i32> %.26, i64 0, !dbg !12
  %.28 = extractelement <2 x i32> %.26, i64 1, !dbg !12
  br label %frag.join.25, !dbg !12

frag.narrow.24:                                   ; preds = %b1
  %.30 = load i16, ptr addrspace(1) %.19, align 2, !dbg !12, !amdgpu.noclobber !6
  %.31 = zext i16 %.30 to i32, !dbg !12
  %.32 = or i64 %.18, 1, !dbg !12
  %.33 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.32, !dbg !12
  %.34 = load i16, ptr addrspace(1) %.33, align 2, !dbg !12, !amdgpu.noclobber !6
  %.35 = zext i16 %.34 to i32, !dbg !12
  %.36 = shl nuw i32 %.35, 16, !dbg !12
  %.37 = or i32 %.36, %.31, !dbg !12
  %.38 = or i64 %.18, 2, !dbg !12
  %.39 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.38, !dbg !12
  %.40 = load i16, ptr addrspace(1) %.39, align 2, !dbg !12, !amdgpu.noclobber !6
  %.41 = zext i16 %.40 to i32, !dbg !12
  %.42 = or i64 %.18, 3, !dbg !12
  %.43 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %.42, !dbg !12
  %.44 = load i16, ptr addrspace(1) %.43, align 2, !dbg !12, !amdgpu.noclobber !6
  %.45 = zext i16 %.44 to i32, !dbg !12
  %.46 = shl nuw i32 %.45, 16, !dbg !12
  %.47 = or i32 %.46, %.41, !dbg !12
  br label %frag.join.25, !dbg !12

frag.join.25:                                     ; preds = %frag.narrow.24, %frag.wide.23
  %.48 = phi i32 [ %.27, %frag.wide.23 ], [ %.37, %frag.narrow.24 ], !dbg !12
  %.49 = phi i32 [ %.28, %frag.wide.23 ], [ %.47, %frag.narrow.24 ], !dbg !12
  %t6 = icmp sgt i64 %a4, 255, !dbg !13
  br i1 %t6, label %b3, label %b4, !dbg !13

b2:                                               ; preds = %entry
  %.53 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !12
  %.54 = extractvalue { i32, i1 } %.53, 1, !dbg !12
  br i1 %.54, label %trap.record.55, label %trap.end.56, !dbg !12

trap.record.55:                                   ; preds = %b2
  store i32 4, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !12
  %.58 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !12
  store i32 %.58, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !12
  %.60 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !12
  store i32 %.60, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !12
  %.62 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !12
  store i32 %.62, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !12
  %.64 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !12
  store i32 %.64, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !12
  %.66 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !12
  store i32 %.66, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !12
  %.68 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !12
  store i32 %.68, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !12
  br label %trap.end.56, !dbg !12

trap.end.56:                                      ; preds = %trap.record.55, %b2
  fence syncscope("agent") release, !dbg !12
  tail call void @llvm.amdgcn.endpgm(), !dbg !12
  unreachable, !dbg !12

b3:                                               ; preds = %frag.join.25
  %.77 = shl nuw nsw i64 %.16, 4, !dbg !13
  %.78 = or i64 %.77, %.15, !dbg !13
  %.79 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.78, !dbg !13
  %.80 = load i16, ptr addrspace(1) %.79, align 2, !dbg !13, !amdgpu.noclobber !6
  %.81 = zext i16 %.80 to i32, !dbg !13
  %.83 = or i64 %.78, 16, !dbg !13
  %.84 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.83, !dbg !13
  %.85 = load i16, ptr addrspace(1) %.84, align 2, !dbg !13, !amdgpu.noclobber !6
  %.86 = zext i16 %.85 to i32, !dbg !13
  %.87 = shl nuw i32 %.86, 16, !dbg !13
  %.88 = or i32 %.87, %.81, !dbg !13
  %.90 = or i64 %.78, 32, !dbg !13
  %.91 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.90, !dbg !13
  %.92 = load i16, ptr addrspace(1) %.91, align 2, !dbg !13, !amdgpu.noclobber !6
  %.93 = zext i16 %.92 to i32, !dbg !13
  %.95 = or i64 %.78, 48, !dbg !13
  %.96 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %.95, !dbg !13
  %.97 = load i16, ptr addrspace(1) %.96, align 2, !dbg !13, !amdgpu.noclobber !6
  %.98 = zext i16 %.97 to i32, !dbg !13
  %.99 = shl nuw i32 %.98, 16, !dbg !13
  %.100 = or i32 %.99, %.93, !dbg !13
  %.116 = insertelement <2 x i32> poison, i32 %.48, i64 0, !dbg !14
  %.118 = insertelement <2 x i32> %.116, i32 %.49, i64 1, !dbg !14
  %.119 = bitcast <2 x i32> %.118 to <4 x half>, !dbg !14
  %.121 = insertelement <2 x i32> poison, i32 %.88, i64 0, !dbg !14
  %.123 = insertelement <2 x i32> %.121, i32 %.100, i64 1, !dbg !14
  %.124 = bitcast <2 x i32> %.123 to <4 x half>, !dbg !14
  %.125 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.119, <4 x half> %.124, <4 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !14
  %t17 = icmp ult i64 %a9, 4, !dbg !15
  br i1 %t17, label %b7, label %b6, !dbg !15

b4:                                               ; preds = %frag.join.25
  %.156 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !13
  %.157 = extractvalue { i32, i1 } %.156, 1, !dbg !13
  br i1 %.157, label %trap.record.158, label %trap.end.159, !dbg !13

trap.record.158:                                  ; preds = %b4
  store i32 6, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !13
  %.161 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !13
  store i32 %.161, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !13
  %.163 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !13
  store i32 %.163, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !13
  %.165 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !13
  store i32 %.165, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !13
  %.167 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  store i32 %.167, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !13
  %.169 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !13
  store i32 %.169, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !13
  %.171 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !13
  store i32 %.171, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !13
  br label %trap.end.159, !dbg !13

trap.end.159:                                     ; preds = %trap.record.158, %b4
  fence syncscope("agent") release, !dbg !13
  tail call void @llvm.amdgcn.endpgm(), !dbg !13
  unreachable, !dbg !13

b6:                                               ; preds = %b3
  %.195 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !15
  %.196 = extractvalue { i32, i1 } %.195, 1, !dbg !15
  br i1 %.196, label %trap.record.197, label %trap.end.198, !dbg !15

trap.record.197:                                  ; preds = %b6
  store i32 8, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !15
  %.200 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !15
  store i32 %.200, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !15
  %.202 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !15
  store i32 %.202, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !15
  %.204 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !15
  store i32 %.204, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !15
  %.206 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !15
  store i32 %.206, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !15
  %.208 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !15
  store i32 %.208, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !15
  %.210 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !15
  store i32 %.210, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !15
  br label %trap.end.198, !dbg !15

trap.end.198:                                     ; preds = %trap.record.197, %b6
  fence syncscope("agent") release, !dbg !15
  tail call void @llvm.amdgcn.endpgm(), !dbg !15
  unreachable, !dbg !15

b7:                                               ; preds = %b3
  %t64 = icmp sgt i64 %a7, 255, !dbg !16
  br i1 %t64, label %b9, label %b10, !dbg !16

b9:                                               ; preds = %b7
  %.126 = extractelement <4 x float> %.125, i64 0, !dbg !14
  %.127 = extractelement <4 x float> %.125, i64 1, !dbg !14
  %.128 = extractelement <4 x float> %.125, i64 2, !dbg !14
  %.129 = extractelement <4 x float> %.125, i64 3, !dbg !14
  %t38 = icmp eq i64 %a9, 0, !dbg !15
  %t35 = icmp eq i64 %a9, 1, !dbg !15
  %t32 = icmp eq i64 %a9, 2, !dbg !15
  %t29 = icmp eq i64 %a9, 3, !dbg !15
  %t31 = select i1 %t29, float %.129, float 0.000000e+00, !dbg !15
  %t34 = select i1 %t32, float %.128, float %t31, !dbg !15
  %t37 = select i1 %t35, float %.127, float %t34, !dbg !15
  %t40 = select i1 %t38, float %.126, float %t37, !dbg !15
  %t41 = fmul float %t40, 2.000000e+00, !dbg !17
  %t45 = select i1 %t38, float %t41, float %.126, !dbg !18
  %t47 = select i1 %t35, float %t41, float %.127, !dbg !18
  %t49 = select i1 %t32, float %t41, float %.128, !dbg !18
  %t51 = select i1 %t29, float %t41, float %.129, !dbg !18
  %.240 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.78, !dbg !16
  store float %t45, ptr addrspace(1) %.240, align 4, !dbg !16
  %.244 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.83, !dbg !16
  store float %t47, ptr addrspace(1) %.244, align 4, !dbg !16
  %.248 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.90, !dbg !16
  store float %t49, ptr addrspace(1) %.248, align 4, !dbg !16
  %.252 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %.95, !dbg !16
  store float %t51, ptr addrspace(1) %.252, align 4, !dbg !16
  ret void, !dbg !16

b10:                                              ; preds = %b7
  %.254 = cmpxchg ptr addrspace(1) @__kern_trap, i32 0, i32 1 syncscope("agent") monotonic monotonic, align 4, !dbg !16
  %.255 = extractvalue { i32, i1 } %.254, 1, !dbg !16
  br i1 %.255, label %trap.record.256, label %trap.end.257, !dbg !16

trap.record.256:                                  ; preds = %b10
  store i32 10, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 1), align 4, !dbg !16
  %.259 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !16
  store i32 %.259, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 2), align 4, !dbg !16
  %.261 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !16
  store i32 %.261, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 3), align 4, !dbg !16
  %.263 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !16
  store i32 %.263, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 4), align 4, !dbg !16
  %.265 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !16
  store i32 %.265, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 5), align 4, !dbg !16
  %.267 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !16
  store i32 %.267, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 6), align 4, !dbg !16
  %.269 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !16
  store i32 %.269, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @__kern_trap, i64 0, i64 7), align 4, !dbg !16
  br label %trap.end.257, !dbg !16

trap.end.257:                                     ; preds = %trap.record.256, %b10
  fence syncscope("agent") release, !dbg !16
  tail call void @llvm.amdgcn.endpgm(), !dbg !16
  unreachable, !dbg !16
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
!11 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fmmatest_2fdebug_2eElem", scope: !1, file: !1, line: 25, type: !5, scopeLine: 25, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DILocation(line: 26, column: 18, scope: !11)
!13 = !DILocation(line: 27, column: 18, scope: !11)
!14 = !DILocation(line: 28, column: 17, scope: !11)
!15 = !DILocation(line: 29, column: 28, scope: !11)
!16 = !DILocation(line: 30, column: 13, scope: !11)
!17 = !DILocation(line: 29, column: 21, scope: !11)
!18 = !DILocation(line: 29, column: 16, scope: !11)
