; kern module github.com/kernlab/kern/internal/testing/warptest (wave32, gfx1030)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eSegments_5bint32_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !4 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %t1 = sext i32 %.10 to i64, !dbg !7
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !7
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !7
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !7, !invariant.load !6
  %t3 = zext i16 %.13 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !7
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  %t6 = sext i32 %.15 to i64, !dbg !7
  %t7 = add nsw i64 %t4, %t6, !dbg !7
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !8
  %.16 = load i32, ptr addrspace(1) %t9, align 4, !dbg !8, !amdgpu.noclobber !6
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t7, !dbg !9
  %.17 = load i32, ptr addrspace(1) %t12, align 4, !dbg !9, !amdgpu.noclobber !6
  %t14 = sext i32 %.17 to i64, !dbg !10
  %t15 = mul nsw i64 %t7, 24, !dbg !11
  %t17 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t15, !dbg !12
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !13
  %.20 = zext i32 %.19 to i64, !dbg !13
  %.25 = tail call i32 @llvm.read_register.i32(metadata !14) #7, !dbg !13
  %.26 = zext i32 %.25 to i64, !dbg !13
  %.27 = and i64 %.20, 31, !dbg !13
  %0 = shl nuw nsw i64 1, %.27, !dbg !13
  %1 = and i64 %0, %.26, !dbg !13
  %.29.not = icmp eq i64 %1, 0, !dbg !13
  %.32 = shl i32 %.19, 2, !dbg !13
  %.33 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.32, i32 %.16), !dbg !13
  %t19 = select i1 %.29.not, i32 %.16, i32 %.33, !dbg !13
  %.38 = sub nsw i64 %.20, %t14, !dbg !15
  %.39 = icmp eq i32 %.17, 0, !dbg !15
  %.42 = and i64 %.38, 31, !dbg !15
  %2 = shl nuw nsw i64 1, %.42, !dbg !15
  %3 = and i64 %2, %.26, !dbg !15
  %.44 = icmp ne i64 %3, 0, !dbg !15
  %.45 = and i1 %.39, %.44, !dbg !15
  %.46 = trunc i64 %.38 to i32, !dbg !15
  %.47 = shl i32 %.46, 2, !dbg !15
  %.48 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.16), !dbg !15
  %t20 = select i1 %.45, i32 %.48, i32 %.16, !dbg !15
  %.54 = add nsw i64 %.20, %t14, !dbg !16
  %.58 = and i64 %.54, 31, !dbg !16
  %4 = shl nuw nsw i64 1, %.58, !dbg !16
  %5 = and i64 %4, %.26, !dbg !16
  %.60 = icmp ne i64 %5, 0, !dbg !16
  %.61 = and i1 %.39, %.60, !dbg !16
  %.62 = trunc i64 %.54 to i32, !dbg !16
  %.63 = shl i32 %.62, 2, !dbg !16
  %.64 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.63, i32 %.16), !dbg !16
  %t21 = select i1 %.61, i32 %.64, i32 %.16, !dbg !16
  %.69 = xor i64 %.20, %t14, !dbg !17
  %.70 = icmp ult i32 %.17, 32, !dbg !17
  %.73 = icmp ule i64 %.69, %.20, !dbg !17
  %.74 = and i1 %.70, %.73, !dbg !17
  %.77 = and i64 %.69, 31, !dbg !17
  %6 = shl nuw nsw i64 1, %.77, !dbg !17
  %7 = and i64 %6, %.26, !dbg !17
  %.79 = icmp ne i64 %7, 0, !dbg !17
  %.80 = and i1 %.74, %.79, !dbg !17
  %.81 = trunc i64 %.69 to i32, !dbg !17
  %.82 = shl i32 %.81, 2, !dbg !17
  %.83 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.82, i32 %.16), !dbg !17
  %t22 = select i1 %.80, i32 %.83, i32 %.16, !dbg !17
  store i32 %t19, ptr addrspace(1) %t17, align 4, !dbg !18
  %t24 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 1, !dbg !19
  store i32 %t20, ptr addrspace(1) %t24, align 4, !dbg !19
  %t25 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 2, !dbg !20
  store i32 %t21, ptr addrspace(1) %t25, align 4, !dbg !20
  %t26 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 3, !dbg !21
  store i32 %t22, ptr addrspace(1) %t26, align 4, !dbg !21
  %.88 = and i64 %.20, 4294967294, !dbg !22
  %.89 = and i64 %t14, 1, !dbg !22
  %.90 = or i64 %.88, %.89, !dbg !22
  %.93 = and i64 %.90, 31, !dbg !22
  %8 = shl nuw nsw i64 1, %.93, !dbg !22
  %9 = and i64 %8, %.26, !dbg !22
  %.95.not = icmp eq i64 %9, 0, !dbg !22
  %.97 = trunc i64 %.90 to i32, !dbg !22
  %.98 = shl i32 %.97, 2, !dbg !22
  %.99 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.98, i32 %.16), !dbg !22
  %t27 = select i1 %.95.not, i32 %.16, i32 %.99, !dbg !22
  %.103 = and i64 %.20, 1, !dbg !23
  %.105 = icmp uge i64 %.103, %t14, !dbg !23
  %.111 = and i1 %.105, %.44, !dbg !23
  %t28 = select i1 %.111, i32 %.48, i32 %.16, !dbg !23
  %.119 = xor i64 %.103, 1, !dbg !24
  %.121 = icmp uge i64 %.119, %t14, !dbg !24
  %.127 = and i1 %.121, %.60, !dbg !24
  %t29 = select i1 %.127, i32 %.64, i32 %.16, !dbg !24
  %.138 = add nuw nsw i64 %.88, 2, !dbg !25
  %.139 = icmp ult i64 %.69, %.138, !dbg !25
  %.140 = and i1 %.70, %.139, !dbg !25
  %.146 = and i1 %.140, %.79, !dbg !25
  %t30 = select i1 %.146, i32 %.83, i32 %.16, !dbg !25
  %t31 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 4, !dbg !26
  store i32 %t27, ptr addrspace(1) %t31, align 4, !dbg !26
  %t32 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 5, !dbg !27
  store i32 %t28, ptr addrspace(1) %t32, align 4, !dbg !27
  %t33 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 6, !dbg !28
  store i32 %t29, ptr addrspace(1) %t33, align 4, !dbg !28
  %t34 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 7, !dbg !29
  store i32 %t30, ptr addrspace(1) %t34, align 4, !dbg !29
  %.154 = and i64 %.20, 4294967292, !dbg !30
  %.155 = and i64 %t14, 3, !dbg !30
  %.156 = or i64 %.154, %.155, !dbg !30
  %.159 = and i64 %.156, 31, !dbg !30
  %10 = shl nuw nsw i64 1, %.159, !dbg !30
  %11 = and i64 %10, %.26, !dbg !30
  %.161.not = icmp eq i64 %11, 0, !dbg !30
  %.163 = trunc i64 %.156 to i32, !dbg !30
  %.164 = shl i32 %.163, 2, !dbg !30
  %.165 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.164, i32 %.16), !dbg !30
  %t35 = select i1 %.161.not, i32 %.16, i32 %.165, !dbg !30
  %.169 = and i64 %.20, 3, !dbg !31
  %.171 = icmp uge i64 %.169, %t14, !dbg !31
  %.177 = and i1 %.171, %.44, !dbg !31
  %t36 = select i1 %.177, i32 %.48, i32 %.16, !dbg !31
  %.185 = xor i64 %.169, 3, !dbg !32
  %.187 = icmp uge i64 %.185, %t14, !dbg !32
  %.193 = and i1 %.187, %.60, !dbg !32
  %t37 = select i1 %.193, i32 %.64, i32 %.16, !dbg !32
  %.204 = add nuw nsw i64 %.154, 4, !dbg !33
  %.205 = icmp ult i64 %.69, %.204, !dbg !33
  %.206 = and i1 %.70, %.205, !dbg !33
  %.212 = and i1 %.206, %.79, !dbg !33
  %t38 = select i1 %.212, i32 %.83, i32 %.16, !dbg !33
  %t39 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 8, !dbg !34
  store i32 %t35, ptr addrspace(1) %t39, align 4, !dbg !34
  %t40 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 9, !dbg !35
  store i32 %t36, ptr addrspace(1) %t40, align 4, !dbg !35
  %t41 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 10, !dbg !36
  store i32 %t37, ptr addrspace(1) %t41, align 4, !dbg !36
  %t42 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 11, !dbg !37
  store i32 %t38, ptr addrspace(1) %t42, align 4, !dbg !37
  %.220 = and i64 %.20, 4294967288, !dbg !38
  %.221 = and i64 %t14, 7, !dbg !38
  %.222 = or i64 %.220, %.221, !dbg !38
  %.225 = and i64 %.222, 31, !dbg !38
  %12 = shl nuw nsw i64 1, %.225, !dbg !38
  %13 = and i64 %12, %.26, !dbg !38
  %.227.not = icmp eq i64 %13, 0, !dbg !38
  %.229 = trunc i64 %.222 to i32, !dbg !38
  %.230 = shl i32 %.229, 2, !dbg !38
  %.231 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.230, i32 %.16), !dbg !38
  %t43 = select i1 %.227.not, i32 %.16, i32 %.231, !dbg !38
  %.235 = and i64 %.20, 7, !dbg !39
  %.237 = icmp uge i64 %.235, %t14, !dbg !39
  %.243 = and i1 %.237, %.44, !dbg !39
  %t44 = select i1 %.243, i32 %.48, i32 %.16, !dbg !39
  %.251 = xor i64 %.235, 7, !dbg !40
  %.253 = icmp uge i64 %.251, %t14, !dbg !40
  %.259 = and i1 %.253, %.60, !dbg !40
  %t45 = select i1 %.259, i32 %.64, i32 %.16, !dbg !40
  %.270 = add nuw nsw i64 %.220, 8, !dbg !41
  %.271 = icmp ult i64 %.69, %.270, !dbg !41
  %.272 = and i1 %.70, %.271, !dbg !41
  %.278 = and i1 %.272, %.79, !dbg !41
  %t46 = select i1 %.278, i32 %.83, i32 %.16, !dbg !41
  %t47 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 12, !dbg !42
  store i32 %t43, ptr addrspace(1) %t47, align 4, !dbg !42
  %t48 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 13, !dbg !43
  store i32 %t44, ptr addrspace(1) %t48, align 4, !dbg !43
  %t49 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 14, !dbg !44
  store i32 %t45, ptr addrspace(1) %t49, align 4, !dbg !44
  %t50 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 15, !dbg !45
  store i32 %t46, ptr addrspace(1) %t50, align 4, !dbg !45
  %.286 = and i64 %.20, 4294967280, !dbg !46
  %.287 = and i64 %t14, 15, !dbg !46
  %.288 = or i64 %.286, %.287, !dbg !46
  %.291 = and i64 %.288, 31, !dbg !46
  %14 = shl nuw nsw i64 1, %.291, !dbg !46
  %15 = and i64 %14, %.26, !dbg !46
  %.293.not = icmp eq i64 %15, 0, !dbg !46
  %.295 = trunc i64 %.288 to i32, !dbg !46
  %.296 = shl i32 %.295, 2, !dbg !46
  %.297 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.296, i32 %.16), !dbg !46
  %t51 = select i1 %.293.not, i32 %.16, i32 %.297, !dbg !46
  %.301 = and i64 %.20, 15, !dbg !47
  %.303 = icmp uge i64 %.301, %t14, !dbg !47
  %.309 = and i1 %.303, %.44, !dbg !47
  %t52 = select i1 %.309, i32 %.48, i32 %.16, !dbg !47
  %.317 = xor i64 %.301, 15, !dbg !48
  %.319 = icmp uge i64 %.317, %t14, !dbg !48
  %.325 = and i1 %.319, %.60, !dbg !48
  %t53 = select i1 %.325, i32 %.64, i32 %.16, !dbg !48
  %.336 = add nuw nsw i64 %.286, 16, !dbg !49
  %.337 = icmp ult i64 %.69, %.336, !dbg !49
  %.338 = and i1 %.70, %.337, !dbg !49
  %.344 = and i1 %.338, %.79, !dbg !49
  %t54 = select i1 %.344, i32 %.83, i32 %.16, !dbg !49
  %t55 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 16, !dbg !50
  store i32 %t51, ptr addrspace(1) %t55, align 4, !dbg !50
  %t56 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 17, !dbg !51
  store i32 %t52, ptr addrspace(1) %t56, align 4, !dbg !51
  %t57 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 18, !dbg !52
  store i32 %t53, ptr addrspace(1) %t57, align 4, !dbg !52
  %t58 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 19, !dbg !53
  store i32 %t54, ptr addrspace(1) %t58, align 4, !dbg !53
  %.352 = and i64 %.20, 1073741792, !dbg !54
  %.353 = and i64 %t14, 31, !dbg !54
  %.354 = or i64 %.352, %.353, !dbg !54
  %16 = shl nuw nsw i64 1, %.353, !dbg !54
  %17 = and i64 %16, %.26, !dbg !54
  %.359.not = icmp eq i64 %17, 0, !dbg !54
  %.361 = trunc i64 %.354 to i32, !dbg !54
  %.362 = shl nuw i32 %.361, 2, !dbg !54
  %.363 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.362, i32 %.16), !dbg !54
  %t59 = select i1 %.359.not, i32 %.16, i32 %.363, !dbg !54
  %.369 = icmp uge i64 %.27, %t14, !dbg !55
  %.375 = and i1 %.369, %.44, !dbg !55
  %t60 = select i1 %.375, i32 %.48, i32 %.16, !dbg !55
  %.383 = xor i64 %.27, 31, !dbg !56
  %.385 = icmp uge i64 %.383, %t14, !dbg !56
  %.391 = and i1 %.385, %.60, !dbg !56
  %t61 = select i1 %.391, i32 %.64, i32 %.16, !dbg !56
  %.401 = and i64 %.20, 4294967264, !dbg !57
  %.402 = add nuw nsw i64 %.401, 32, !dbg !57
  %.403 = icmp ult i64 %.69, %.402, !dbg !57
  %.404 = and i1 %.70, %.403, !dbg !57
  %.410 = and i1 %.404, %.79, !dbg !57
  %t62 = select i1 %.410, i32 %.83, i32 %.16, !dbg !57
  %t63 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 20, !dbg !58
  store i32 %t59, ptr addrspace(1) %t63, align 4, !dbg !58
  %t64 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 21, !dbg !59
  store i32 %t60, ptr addrspace(1) %t64, align 4, !dbg !59
  %t65 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 22, !dbg !60
  store i32 %t61, ptr addrspace(1) %t65, align 4, !dbg !60
  %t66 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 23, !dbg !61
  store i32 %t62, ptr addrspace(1) %t66, align 4, !dbg !61
  ret void, !dbg !61
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eSegments_5buint8_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !62 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !63
  %t1 = sext i32 %.10 to i64, !dbg !63
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !63
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !63
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !63, !invariant.load !6
  %t3 = zext i16 %.13 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !63
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !63
  %t6 = sext i32 %.15 to i64, !dbg !63
  %t7 = add nsw i64 %t4, %t6, !dbg !63
  %t9 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t7, !dbg !64
  %.16 = load i8, ptr addrspace(1) %t9, align 1, !dbg !64, !amdgpu.noclobber !6
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t7, !dbg !65
  %.17 = load i32, ptr addrspace(1) %t12, align 4, !dbg !65, !amdgpu.noclobber !6
  %t14 = sext i32 %.17 to i64, !dbg !66
  %t15 = mul nsw i64 %t7, 24, !dbg !67
  %t17 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %t15, !dbg !68
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !69
  %.20 = zext i32 %.19 to i64, !dbg !69
  %.25 = tail call i32 @llvm.read_register.i32(metadata !14) #7, !dbg !69
  %.26 = zext i32 %.25 to i64, !dbg !69
  %.27 = and i64 %.20, 31, !dbg !69
  %0 = shl nuw nsw i64 1, %.27, !dbg !69
  %1 = and i64 %0, %.26, !dbg !69
  %.29.not = icmp eq i64 %1, 0, !dbg !69
  %.32 = shl i32 %.19, 2, !dbg !69
  %.33 = zext i8 %.16 to i32, !dbg !69
  %.34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.32, i32 %.33), !dbg !69
  %.35 = trunc i32 %.34 to i8, !dbg !69
  %t19 = select i1 %.29.not, i8 %.16, i8 %.35, !dbg !69
  %.40 = sub nsw i64 %.20, %t14, !dbg !70
  %.41 = icmp eq i32 %.17, 0, !dbg !70
  %.44 = and i64 %.40, 31, !dbg !70
  %2 = shl nuw nsw i64 1, %.44, !dbg !70
  %3 = and i64 %2, %.26, !dbg !70
  %.46 = icmp ne i64 %3, 0, !dbg !70
  %.47 = and i1 %.41, %.46, !dbg !70
  %.48 = trunc i64 %.40 to i32, !dbg !70
  %.49 = shl i32 %.48, 2, !dbg !70
  %.51 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.49, i32 %.33), !dbg !70
  %.52 = trunc i32 %.51 to i8, !dbg !70
  %t20 = select i1 %.47, i8 %.52, i8 %.16, !dbg !70
  %.58 = add nsw i64 %.20, %t14, !dbg !71
  %.62 = and i64 %.58, 31, !dbg !71
  %4 = shl nuw nsw i64 1, %.62, !dbg !71
  %5 = and i64 %4, %.26, !dbg !71
  %.64 = icmp ne i64 %5, 0, !dbg !71
  %.65 = and i1 %.41, %.64, !dbg !71
  %.66 = trunc i64 %.58 to i32, !dbg !71
  %.67 = shl i32 %.66, 2, !dbg !71
  %.69 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.33), !dbg !71
  %.70 = trunc i32 %.69 to i8, !dbg !71
  %t21 = select i1 %.65, i8 %.70, i8 %.16, !dbg !71
  %.75 = xor i64 %.20, %t14, !dbg !72
  %.76 = icmp ult i32 %.17, 32, !dbg !72
  %.79 = icmp ule i64 %.75, %.20, !dbg !72
  %.80 = and i1 %.76, %.79, !dbg !72
  %.83 = and i64 %.75, 31, !dbg !72
  %6 = shl nuw nsw i64 1, %.83, !dbg !72
  %7 = and i64 %6, %.26, !dbg !72
  %.85 = icmp ne i64 %7, 0, !dbg !72
  %.86 = and i1 %.80, %.85, !dbg !72
  %.87 = trunc i64 %.75 to i32, !dbg !72
  %.88 = shl i32 %.87, 2, !dbg !72
  %.90 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.88, i32 %.33), !dbg !72
  %.91 = trunc i32 %.90 to i8, !dbg !72
  %t22 = select i1 %.86, i8 %.91, i8 %.16, !dbg !72
  store i8 %t19, ptr addrspace(1) %t17, align 1, !dbg !73
  %t24 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 1, !dbg !74
  store i8 %t20, ptr addrspace(1) %t24, align 1, !dbg !74
  %t25 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 2, !dbg !75
  store i8 %t21, ptr addrspace(1) %t25, align 1, !dbg !75
  %t26 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 3, !dbg !76
  store i8 %t22, ptr addrspace(1) %t26, align 1, !dbg !76
  %.96 = and i64 %.20, 4294967294, !dbg !77
  %.97 = and i64 %t14, 1, !dbg !77
  %.98 = or i64 %.96, %.97, !dbg !77
  %.101 = and i64 %.98, 31, !dbg !77
  %8 = shl nuw nsw i64 1, %.101, !dbg !77
  %9 = and i64 %8, %.26, !dbg !77
  %.103.not = icmp eq i64 %9, 0, !dbg !77
  %.105 = trunc i64 %.98 to i32, !dbg !77
  %.106 = shl i32 %.105, 2, !dbg !77
  %.108 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.106, i32 %.33), !dbg !77
  %.109 = trunc i32 %.108 to i8, !dbg !77
  %t27 = select i1 %.103.not, i8 %.16, i8 %.109, !dbg !77
  %.113 = and i64 %.20, 1, !dbg !78
  %.115 = icmp uge i64 %.113, %t14, !dbg !78
  %.121 = and i1 %.115, %.46, !dbg !78
  %t28 = select i1 %.121, i8 %.52, i8 %.16, !dbg !78
  %.131 = xor i64 %.113, 1, !dbg !79
  %.133 = icmp uge i64 %.131, %t14, !dbg !79
  %.139 = and i1 %.133, %.64, !dbg !79
  %t29 = select i1 %.139, i8 %.70, i8 %.16, !dbg !79
  %.152 = add nuw nsw i64 %.96, 2, !dbg !80
  %.153 = icmp ult i64 %.75, %.152, !dbg !80
  %.154 = and i1 %.76, %.153, !dbg !80
  %.160 = and i1 %.154, %.85, !dbg !80
  %t30 = select i1 %.160, i8 %.91, i8 %.16, !dbg !80
  %t31 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 4, !dbg !81
  store i8 %t27, ptr addrspace(1) %t31, align 1, !dbg !81
  %t32 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 5, !dbg !82
  store i8 %t28, ptr addrspace(1) %t32, align 1, !dbg !82
  %t33 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 6, !dbg !83
  store i8 %t29, ptr addrspace(1) %t33, align 1, !dbg !83
  %t34 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 7, !dbg !84
  store i8 %t30, ptr addrspace(1) %t34, align 1, !dbg !84
  %.170 = and i64 %.20, 4294967292, !dbg !85
  %.171 = and i64 %t14, 3, !dbg !85
  %.172 = or i64 %.170, %.171, !dbg !85
  %.175 = and i64 %.172, 31, !dbg !85
  %10 = shl nuw nsw i64 1, %.175, !dbg !85
  %11 = and i64 %10, %.26, !dbg !85
  %.177.not = icmp eq i64 %11, 0, !dbg !85
  %.179 = trunc i64 %.172 to i32, !dbg !85
  %.180 = shl i32 %.179, 2, !dbg !85
  %.182 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.180, i32 %.33), !dbg !85
  %.183 = trunc i32 %.182 to i8, !dbg !85
  %t35 = select i1 %.177.not, i8 %.16, i8 %.183, !dbg !85
  %.187 = and i64 %.20, 3, !dbg !86
  %.189 = icmp uge i64 %.187, %t14, !dbg !86
  %.195 = and i1 %.189, %.46, !dbg !86
  %t36 = select i1 %.195, i8 %.52, i8 %.16, !dbg !86
  %.205 = xor i64 %.187, 3, !dbg !87
  %.207 = icmp uge i64 %.205, %t14, !dbg !87
  %.213 = and i1 %.207, %.64, !dbg !87
  %t37 = select i1 %.213, i8 %.70, i8 %.16, !dbg !87
  %.226 = add nuw nsw i64 %.170, 4, !dbg !88
  %.227 = icmp ult i64 %.75, %.226, !dbg !88
  %.228 = and i1 %.76, %.227, !dbg !88
  %.234 = and i1 %.228, %.85, !dbg !88
  %t38 = select i1 %.234, i8 %.91, i8 %.16, !dbg !88
  %t39 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 8, !dbg !89
  store i8 %t35, ptr addrspace(1) %t39, align 1, !dbg !89
  %t40 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 9, !dbg !90
  store i8 %t36, ptr addrspace(1) %t40, align 1, !dbg !90
  %t41 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 10, !dbg !91
  store i8 %t37, ptr addrspace(1) %t41, align 1, !dbg !91
  %t42 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 11, !dbg !92
  store i8 %t38, ptr addrspace(1) %t42, align 1, !dbg !92
  %.244 = and i64 %.20, 4294967288, !dbg !93
  %.245 = and i64 %t14, 7, !dbg !93
  %.246 = or i64 %.244, %.245, !dbg !93
  %.249 = and i64 %.246, 31, !dbg !93
  %12 = shl nuw nsw i64 1, %.249, !dbg !93
  %13 = and i64 %12, %.26, !dbg !93
  %.251.not = icmp eq i64 %13, 0, !dbg !93
  %.253 = trunc i64 %.246 to i32, !dbg !93
  %.254 = shl i32 %.253, 2, !dbg !93
  %.256 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.254, i32 %.33), !dbg !93
  %.257 = trunc i32 %.256 to i8, !dbg !93
  %t43 = select i1 %.251.not, i8 %.16, i8 %.257, !dbg !93
  %.261 = and i64 %.20, 7, !dbg !94
  %.263 = icmp uge i64 %.261, %t14, !dbg !94
  %.269 = and i1 %.263, %.46, !dbg !94
  %t44 = select i1 %.269, i8 %.52, i8 %.16, !dbg !94
  %.279 = xor i64 %.261, 7, !dbg !95
  %.281 = icmp uge i64 %.279, %t14, !dbg !95
  %.287 = and i1 %.281, %.64, !dbg !95
  %t45 = select i1 %.287, i8 %.70, i8 %.16, !dbg !95
  %.300 = add nuw nsw i64 %.244, 8, !dbg !96
  %.301 = icmp ult i64 %.75, %.300, !dbg !96
  %.302 = and i1 %.76, %.301, !dbg !96
  %.308 = and i1 %.302, %.85, !dbg !96
  %t46 = select i1 %.308, i8 %.91, i8 %.16, !dbg !96
  %t47 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 12, !dbg !97
  store i8 %t43, ptr addrspace(1) %t47, align 1, !dbg !97
  %t48 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 13, !dbg !98
  store i8 %t44, ptr addrspace(1) %t48, align 1, !dbg !98
  %t49 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 14, !dbg !99
  store i8 %t45, ptr addrspace(1) %t49, align 1, !dbg !99
  %t50 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 15, !dbg !100
  store i8 %t46, ptr addrspace(1) %t50, align 1, !dbg !100
  %.318 = and i64 %.20, 4294967280, !dbg !101
  %.319 = and i64 %t14, 15, !dbg !101
  %.320 = or i64 %.318, %.319, !dbg !101
  %.323 = and i64 %.320, 31, !dbg !101
  %14 = shl nuw nsw i64 1, %.323, !dbg !101
  %15 = and i64 %14, %.26, !dbg !101
  %.325.not = icmp eq i64 %15, 0, !dbg !101
  %.327 = trunc i64 %.320 to i32, !dbg !101
  %.328 = shl i32 %.327, 2, !dbg !101
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.328, i32 %.33), !dbg !101
  %.331 = trunc i32 %.330 to i8, !dbg !101
  %t51 = select i1 %.325.not, i8 %.16, i8 %.331, !dbg !101
  %.335 = and i64 %.20, 15, !dbg !102
  %.337 = icmp uge i64 %.335, %t14, !dbg !102
  %.343 = and i1 %.337, %.46, !dbg !102
  %t52 = select i1 %.343, i8 %.52, i8 %.16, !dbg !102
  %.353 = xor i64 %.335, 15, !dbg !103
  %.355 = icmp uge i64 %.353, %t14, !dbg !103
  %.361 = and i1 %.355, %.64, !dbg !103
  %t53 = select i1 %.361, i8 %.70, i8 %.16, !dbg !103
  %.374 = add nuw nsw i64 %.318, 16, !dbg !104
  %.375 = icmp ult i64 %.75, %.374, !dbg !104
  %.376 = and i1 %.76, %.375, !dbg !104
  %.382 = and i1 %.376, %.85, !dbg !104
  %t54 = select i1 %.382, i8 %.91, i8 %.16, !dbg !104
  %t55 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 16, !dbg !105
  store i8 %t51, ptr addrspace(1) %t55, align 1, !dbg !105
  %t56 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 17, !dbg !106
  store i8 %t52, ptr addrspace(1) %t56, align 1, !dbg !106
  %t57 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 18, !dbg !107
  store i8 %t53, ptr addrspace(1) %t57, align 1, !dbg !107
  %t58 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 19, !dbg !108
  store i8 %t54, ptr addrspace(1) %t58, align 1, !dbg !108
  %.392 = and i64 %.20, 1073741792, !dbg !109
  %.393 = and i64 %t14, 31, !dbg !109
  %.394 = or i64 %.392, %.393, !dbg !109
  %16 = shl nuw nsw i64 1, %.393, !dbg !109
  %17 = and i64 %16, %.26, !dbg !109
  %.399.not = icmp eq i64 %17, 0, !dbg !109
  %.401 = trunc i64 %.394 to i32, !dbg !109
  %.402 = shl nuw i32 %.401, 2, !dbg !109
  %.404 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.402, i32 %.33), !dbg !109
  %.405 = trunc i32 %.404 to i8, !dbg !109
  %t59 = select i1 %.399.not, i8 %.16, i8 %.405, !dbg !109
  %.411 = icmp uge i64 %.27, %t14, !dbg !110
  %.417 = and i1 %.411, %.46, !dbg !110
  %t60 = select i1 %.417, i8 %.52, i8 %.16, !dbg !110
  %.427 = xor i64 %.27, 31, !dbg !111
  %.429 = icmp uge i64 %.427, %t14, !dbg !111
  %.435 = and i1 %.429, %.64, !dbg !111
  %t61 = select i1 %.435, i8 %.70, i8 %.16, !dbg !111
  %.447 = and i64 %.20, 4294967264, !dbg !112
  %.448 = add nuw nsw i64 %.447, 32, !dbg !112
  %.449 = icmp ult i64 %.75, %.448, !dbg !112
  %.450 = and i1 %.76, %.449, !dbg !112
  %.456 = and i1 %.450, %.85, !dbg !112
  %t62 = select i1 %.456, i8 %.91, i8 %.16, !dbg !112
  %t63 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 20, !dbg !113
  store i8 %t59, ptr addrspace(1) %t63, align 1, !dbg !113
  %t64 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 21, !dbg !114
  store i8 %t60, ptr addrspace(1) %t64, align 1, !dbg !114
  %t65 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 22, !dbg !115
  store i8 %t61, ptr addrspace(1) %t65, align 1, !dbg !115
  %t66 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 23, !dbg !116
  store i8 %t62, ptr addrspace(1) %t66, align 1, !dbg !116
  ret void, !dbg !116
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eSegments_5bfloat64_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !117 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !118
  %t1 = sext i32 %.10 to i64, !dbg !118
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !118
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !118
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !118, !invariant.load !6
  %t3 = zext i16 %.13 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !118
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !118
  %t6 = sext i32 %.15 to i64, !dbg !118
  %t7 = add nsw i64 %t4, %t6, !dbg !118
  %t9 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t7, !dbg !119
  %.16 = load double, ptr addrspace(1) %t9, align 8, !dbg !119, !amdgpu.noclobber !6
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t7, !dbg !120
  %.17 = load i32, ptr addrspace(1) %t12, align 4, !dbg !120, !amdgpu.noclobber !6
  %t14 = sext i32 %.17 to i64, !dbg !121
  %t15 = mul nsw i64 %t7, 24, !dbg !122
  %t17 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t15, !dbg !123
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !124
  %.20 = zext i32 %.19 to i64, !dbg !124
  %.25 = tail call i32 @llvm.read_register.i32(metadata !14) #7, !dbg !124
  %.26 = zext i32 %.25 to i64, !dbg !124
  %.27 = and i64 %.20, 31, !dbg !124
  %0 = shl nuw nsw i64 1, %.27, !dbg !124
  %1 = and i64 %0, %.26, !dbg !124
  %.29.not = icmp eq i64 %1, 0, !dbg !124
  %.32 = shl i32 %.19, 2, !dbg !124
  %.33 = bitcast double %.16 to i64, !dbg !124
  %.34 = trunc i64 %.33 to i32, !dbg !124
  %.35 = lshr i64 %.33, 32, !dbg !124
  %.36 = trunc i64 %.35 to i32, !dbg !124
  %.37 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.32, i32 %.34), !dbg !124
  %.38 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.32, i32 %.36), !dbg !124
  %.39 = zext i32 %.37 to i64, !dbg !124
  %.40 = zext i32 %.38 to i64, !dbg !124
  %.41 = shl nuw i64 %.40, 32, !dbg !124
  %.42 = or i64 %.41, %.39, !dbg !124
  %.43 = bitcast i64 %.42 to double, !dbg !124
  %t19 = select i1 %.29.not, double %.16, double %.43, !dbg !124
  %.48 = sub nsw i64 %.20, %t14, !dbg !125
  %.49 = icmp eq i32 %.17, 0, !dbg !125
  %.52 = and i64 %.48, 31, !dbg !125
  %2 = shl nuw nsw i64 1, %.52, !dbg !125
  %3 = and i64 %2, %.26, !dbg !125
  %.54 = icmp ne i64 %3, 0, !dbg !125
  %.55 = and i1 %.49, %.54, !dbg !125
  %.56 = trunc i64 %.48 to i32, !dbg !125
  %.57 = shl i32 %.56, 2, !dbg !125
  %.62 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.57, i32 %.34), !dbg !125
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.57, i32 %.36), !dbg !125
  %.64 = zext i32 %.62 to i64, !dbg !125
  %.65 = zext i32 %.63 to i64, !dbg !125
  %.66 = shl nuw i64 %.65, 32, !dbg !125
  %.67 = or i64 %.66, %.64, !dbg !125
  %.68 = bitcast i64 %.67 to double, !dbg !125
  %t20 = select i1 %.55, double %.68, double %.16, !dbg !125
  %.74 = add nsw i64 %.20, %t14, !dbg !126
  %.78 = and i64 %.74, 31, !dbg !126
  %4 = shl nuw nsw i64 1, %.78, !dbg !126
  %5 = and i64 %4, %.26, !dbg !126
  %.80 = icmp ne i64 %5, 0, !dbg !126
  %.81 = and i1 %.49, %.80, !dbg !126
  %.82 = trunc i64 %.74 to i32, !dbg !126
  %.83 = shl i32 %.82, 2, !dbg !126
  %.88 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.83, i32 %.34), !dbg !126
  %.89 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.83, i32 %.36), !dbg !126
  %.90 = zext i32 %.88 to i64, !dbg !126
  %.91 = zext i32 %.89 to i64, !dbg !126
  %.92 = shl nuw i64 %.91, 32, !dbg !126
  %.93 = or i64 %.92, %.90, !dbg !126
  %.94 = bitcast i64 %.93 to double, !dbg !126
  %t21 = select i1 %.81, double %.94, double %.16, !dbg !126
  %.99 = xor i64 %.20, %t14, !dbg !127
  %.100 = icmp ult i32 %.17, 32, !dbg !127
  %.103 = icmp ule i64 %.99, %.20, !dbg !127
  %.104 = and i1 %.100, %.103, !dbg !127
  %.107 = and i64 %.99, 31, !dbg !127
  %6 = shl nuw nsw i64 1, %.107, !dbg !127
  %7 = and i64 %6, %.26, !dbg !127
  %.109 = icmp ne i64 %7, 0, !dbg !127
  %.110 = and i1 %.104, %.109, !dbg !127
  %.111 = trunc i64 %.99 to i32, !dbg !127
  %.112 = shl i32 %.111, 2, !dbg !127
  %.117 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.112, i32 %.34), !dbg !127
  %.118 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.112, i32 %.36), !dbg !127
  %.119 = zext i32 %.117 to i64, !dbg !127
  %.120 = zext i32 %.118 to i64, !dbg !127
  %.121 = shl nuw i64 %.120, 32, !dbg !127
  %.122 = or i64 %.121, %.119, !dbg !127
  %.123 = bitcast i64 %.122 to double, !dbg !127
  %t22 = select i1 %.110, double %.123, double %.16, !dbg !127
  store double %t19, ptr addrspace(1) %t17, align 8, !dbg !128
  %t24 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 1, !dbg !129
  store double %t20, ptr addrspace(1) %t24, align 8, !dbg !129
  %t25 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 2, !dbg !130
  store double %t21, ptr addrspace(1) %t25, align 8, !dbg !130
  %t26 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 3, !dbg !131
  store double %t22, ptr addrspace(1) %t26, align 8, !dbg !131
  %.128 = and i64 %.20, 4294967294, !dbg !132
  %.129 = and i64 %t14, 1, !dbg !132
  %.130 = or i64 %.128, %.129, !dbg !132
  %.133 = and i64 %.130, 31, !dbg !132
  %8 = shl nuw nsw i64 1, %.133, !dbg !132
  %9 = and i64 %8, %.26, !dbg !132
  %.135.not = icmp eq i64 %9, 0, !dbg !132
  %.137 = trunc i64 %.130 to i32, !dbg !132
  %.138 = shl i32 %.137, 2, !dbg !132
  %.143 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.138, i32 %.34), !dbg !132
  %.144 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.138, i32 %.36), !dbg !132
  %.145 = zext i32 %.143 to i64, !dbg !132
  %.146 = zext i32 %.144 to i64, !dbg !132
  %.147 = shl nuw i64 %.146, 32, !dbg !132
  %.148 = or i64 %.147, %.145, !dbg !132
  %.149 = bitcast i64 %.148 to double, !dbg !132
  %t27 = select i1 %.135.not, double %.16, double %.149, !dbg !132
  %.153 = and i64 %.20, 1, !dbg !133
  %.155 = icmp uge i64 %.153, %t14, !dbg !133
  %.161 = and i1 %.155, %.54, !dbg !133
  %t28 = select i1 %.161, double %.68, double %.16, !dbg !133
  %.179 = xor i64 %.153, 1, !dbg !134
  %.181 = icmp uge i64 %.179, %t14, !dbg !134
  %.187 = and i1 %.181, %.80, !dbg !134
  %t29 = select i1 %.187, double %.94, double %.16, !dbg !134
  %.208 = add nuw nsw i64 %.128, 2, !dbg !135
  %.209 = icmp ult i64 %.99, %.208, !dbg !135
  %.210 = and i1 %.100, %.209, !dbg !135
  %.216 = and i1 %.210, %.109, !dbg !135
  %t30 = select i1 %.216, double %.123, double %.16, !dbg !135
  %t31 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 4, !dbg !136
  store double %t27, ptr addrspace(1) %t31, align 8, !dbg !136
  %t32 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 5, !dbg !137
  store double %t28, ptr addrspace(1) %t32, align 8, !dbg !137
  %t33 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 6, !dbg !138
  store double %t29, ptr addrspace(1) %t33, align 8, !dbg !138
  %t34 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 7, !dbg !139
  store double %t30, ptr addrspace(1) %t34, align 8, !dbg !139
  %.234 = and i64 %.20, 4294967292, !dbg !140
  %.235 = and i64 %t14, 3, !dbg !140
  %.236 = or i64 %.234, %.235, !dbg !140
  %.239 = and i64 %.236, 31, !dbg !140
  %10 = shl nuw nsw i64 1, %.239, !dbg !140
  %11 = and i64 %10, %.26, !dbg !140
  %.241.not = icmp eq i64 %11, 0, !dbg !140
  %.243 = trunc i64 %.236 to i32, !dbg !140
  %.244 = shl i32 %.243, 2, !dbg !140
  %.249 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.244, i32 %.34), !dbg !140
  %.250 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.244, i32 %.36), !dbg !140
  %.251 = zext i32 %.249 to i64, !dbg !140
  %.252 = zext i32 %.250 to i64, !dbg !140
  %.253 = shl nuw i64 %.252, 32, !dbg !140
  %.254 = or i64 %.253, %.251, !dbg !140
  %.255 = bitcast i64 %.254 to double, !dbg !140
  %t35 = select i1 %.241.not, double %.16, double %.255, !dbg !140
  %.259 = and i64 %.20, 3, !dbg !141
  %.261 = icmp uge i64 %.259, %t14, !dbg !141
  %.267 = and i1 %.261, %.54, !dbg !141
  %t36 = select i1 %.267, double %.68, double %.16, !dbg !141
  %.285 = xor i64 %.259, 3, !dbg !142
  %.287 = icmp uge i64 %.285, %t14, !dbg !142
  %.293 = and i1 %.287, %.80, !dbg !142
  %t37 = select i1 %.293, double %.94, double %.16, !dbg !142
  %.314 = add nuw nsw i64 %.234, 4, !dbg !143
  %.315 = icmp ult i64 %.99, %.314, !dbg !143
  %.316 = and i1 %.100, %.315, !dbg !143
  %.322 = and i1 %.316, %.109, !dbg !143
  %t38 = select i1 %.322, double %.123, double %.16, !dbg !143
  %t39 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 8, !dbg !144
  store double %t35, ptr addrspace(1) %t39, align 8, !dbg !144
  %t40 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 9, !dbg !145
  store double %t36, ptr addrspace(1) %t40, align 8, !dbg !145
  %t41 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 10, !dbg !146
  store double %t37, ptr addrspace(1) %t41, align 8, !dbg !146
  %t42 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 11, !dbg !147
  store double %t38, ptr addrspace(1) %t42, align 8, !dbg !147
  %.340 = and i64 %.20, 4294967288, !dbg !148
  %.341 = and i64 %t14, 7, !dbg !148
  %.342 = or i64 %.340, %.341, !dbg !148
  %.345 = and i64 %.342, 31, !dbg !148
  %12 = shl nuw nsw i64 1, %.345, !dbg !148
  %13 = and i64 %12, %.26, !dbg !148
  %.347.not = icmp eq i64 %13, 0, !dbg !148
  %.349 = trunc i64 %.342 to i32, !dbg !148
  %.350 = shl i32 %.349, 2, !dbg !148
  %.355 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.350, i32 %.34), !dbg !148
  %.356 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.350, i32 %.36), !dbg !148
  %.357 = zext i32 %.355 to i64, !dbg !148
  %.358 = zext i32 %.356 to i64, !dbg !148
  %.359 = shl nuw i64 %.358, 32, !dbg !148
  %.360 = or i64 %.359, %.357, !dbg !148
  %.361 = bitcast i64 %.360 to double, !dbg !148
  %t43 = select i1 %.347.not, double %.16, double %.361, !dbg !148
  %.365 = and i64 %.20, 7, !dbg !149
  %.367 = icmp uge i64 %.365, %t14, !dbg !149
  %.373 = and i1 %.367, %.54, !dbg !149
  %t44 = select i1 %.373, double %.68, double %.16, !dbg !149
  %.391 = xor i64 %.365, 7, !dbg !150
  %.393 = icmp uge i64 %.391, %t14, !dbg !150
  %.399 = and i1 %.393, %.80, !dbg !150
  %t45 = select i1 %.399, double %.94, double %.16, !dbg !150
  %.420 = add nuw nsw i64 %.340, 8, !dbg !151
  %.421 = icmp ult i64 %.99, %.420, !dbg !151
  %.422 = and i1 %.100, %.421, !dbg !151
  %.428 = and i1 %.422, %.109, !dbg !151
  %t46 = select i1 %.428, double %.123, double %.16, !dbg !151
  %t47 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 12, !dbg !152
  store double %t43, ptr addrspace(1) %t47, align 8, !dbg !152
  %t48 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 13, !dbg !153
  store double %t44, ptr addrspace(1) %t48, align 8, !dbg !153
  %t49 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 14, !dbg !154
  store double %t45, ptr addrspace(1) %t49, align 8, !dbg !154
  %t50 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 15, !dbg !155
  store double %t46, ptr addrspace(1) %t50, align 8, !dbg !155
  %.446 = and i64 %.20, 4294967280, !dbg !156
  %.447 = and i64 %t14, 15, !dbg !156
  %.448 = or i64 %.446, %.447, !dbg !156
  %.451 = and i64 %.448, 31, !dbg !156
  %14 = shl nuw nsw i64 1, %.451, !dbg !156
  %15 = and i64 %14, %.26, !dbg !156
  %.453.not = icmp eq i64 %15, 0, !dbg !156
  %.455 = trunc i64 %.448 to i32, !dbg !156
  %.456 = shl i32 %.455, 2, !dbg !156
  %.461 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.456, i32 %.34), !dbg !156
  %.462 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.456, i32 %.36), !dbg !156
  %.463 = zext i32 %.461 to i64, !dbg !156
  %.464 = zext i32 %.462 to i64, !dbg !156
  %.465 = shl nuw i64 %.464, 32, !dbg !156
  %.466 = or i64 %.465, %.463, !dbg !156
  %.467 = bitcast i64 %.466 to double, !dbg !156
  %t51 = select i1 %.453.not, double %.16, double %.467, !dbg !156
  %.471 = and i64 %.20, 15, !dbg !157
  %.473 = icmp uge i64 %.471, %t14, !dbg !157
  %.479 = and i1 %.473, %.54, !dbg !157
  %t52 = select i1 %.479, double %.68, double %.16, !dbg !157
  %.497 = xor i64 %.471, 15, !dbg !158
  %.499 = icmp uge i64 %.497, %t14, !dbg !158
  %.505 = and i1 %.499, %.80, !dbg !158
  %t53 = select i1 %.505, double %.94, double %.16, !dbg !158
  %.526 = add nuw nsw i64 %.446, 16, !dbg !159
  %.527 = icmp ult i64 %.99, %.526, !dbg !159
  %.528 = and i1 %.100, %.527, !dbg !159
  %.534 = and i1 %.528, %.109, !dbg !159
  %t54 = select i1 %.534, double %.123, double %.16, !dbg !159
  %t55 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 16, !dbg !160
  store double %t51, ptr addrspace(1) %t55, align 8, !dbg !160
  %t56 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 17, !dbg !161
  store double %t52, ptr addrspace(1) %t56, align 8, !dbg !161
  %t57 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 18, !dbg !162
  store double %t53, ptr addrspace(1) %t57, align 8, !dbg !162
  %t58 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 19, !dbg !163
  store double %t54, ptr addrspace(1) %t58, align 8, !dbg !163
  %.552 = and i64 %.20, 1073741792, !dbg !164
  %.553 = and i64 %t14, 31, !dbg !164
  %.554 = or i64 %.552, %.553, !dbg !164
  %16 = shl nuw nsw i64 1, %.553, !dbg !164
  %17 = and i64 %16, %.26, !dbg !164
  %.559.not = icmp eq i64 %17, 0, !dbg !164
  %.561 = trunc i64 %.554 to i32, !dbg !164
  %.562 = shl nuw i32 %.561, 2, !dbg !164
  %.567 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.562, i32 %.34), !dbg !164
  %.568 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.562, i32 %.36), !dbg !164
  %.569 = zext i32 %.567 to i64, !dbg !164
  %.570 = zext i32 %.568 to i64, !dbg !164
  %.571 = shl nuw i64 %.570, 32, !dbg !164
  %.572 = or i64 %.571, %.569, !dbg !164
  %.573 = bitcast i64 %.572 to double, !dbg !164
  %t59 = select i1 %.559.not, double %.16, double %.573, !dbg !164
  %.579 = icmp uge i64 %.27, %t14, !dbg !165
  %.585 = and i1 %.579, %.54, !dbg !165
  %t60 = select i1 %.585, double %.68, double %.16, !dbg !165
  %.603 = xor i64 %.27, 31, !dbg !166
  %.605 = icmp uge i64 %.603, %t14, !dbg !166
  %.611 = and i1 %.605, %.80, !dbg !166
  %t61 = select i1 %.611, double %.94, double %.16, !dbg !166
  %.631 = and i64 %.20, 4294967264, !dbg !167
  %.632 = add nuw nsw i64 %.631, 32, !dbg !167
  %.633 = icmp ult i64 %.99, %.632, !dbg !167
  %.634 = and i1 %.100, %.633, !dbg !167
  %.640 = and i1 %.634, %.109, !dbg !167
  %t62 = select i1 %.640, double %.123, double %.16, !dbg !167
  %t63 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 20, !dbg !168
  store double %t59, ptr addrspace(1) %t63, align 8, !dbg !168
  %t64 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 21, !dbg !169
  store double %t60, ptr addrspace(1) %t64, align 8, !dbg !169
  %t65 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 22, !dbg !170
  store double %t61, ptr addrspace(1) %t65, align 8, !dbg !170
  %t66 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 23, !dbg !171
  store double %t62, ptr addrspace(1) %t66, align 8, !dbg !171
  ret void, !dbg !171
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eRowStats(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11) local_unnamed_addr #1 !dbg !172 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !173
  %t1 = sext i32 %.13 to i64, !dbg !173
  %.14 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !173
  %.15 = getelementptr inbounds i8, ptr addrspace(4) %.14, i64 4, !dbg !173
  %.16 = load i16, ptr addrspace(4) %.15, align 4, !dbg !173, !invariant.load !6
  %t3 = zext i16 %.16 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !173
  %.18 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !173
  %t6 = sext i32 %.18 to i64, !dbg !173
  %t7 = add nsw i64 %t4, %t6, !dbg !173
  %t9 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t7, !dbg !174
  %.19 = load float, ptr addrspace(1) %t9, align 4, !dbg !174, !amdgpu.noclobber !6
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !175
  %.22 = zext i32 %.21 to i64
  %.26 = and i64 %.22, 4294967288
  %.27 = add nuw nsw i64 %.26, 8
  %.24 = xor i64 %.22, 4, !dbg !176
  %.28 = icmp ult i64 %.24, %.27, !dbg !176
  %.30 = tail call i32 @llvm.read_register.i32(metadata !14) #7, !dbg !176
  %.31 = zext i32 %.30 to i64, !dbg !176
  %.32 = and i64 %.24, 31, !dbg !176
  %0 = shl nuw nsw i64 1, %.32, !dbg !176
  %1 = and i64 %0, %.31, !dbg !176
  %.34 = icmp ne i64 %1, 0, !dbg !176
  %.35 = and i1 %.28, %.34, !dbg !176
  %.36 = trunc i64 %.24 to i32, !dbg !176
  %.37 = shl i32 %.36, 2, !dbg !176
  %.38 = bitcast float %.19 to i32, !dbg !176
  %.39 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.37, i32 %.38), !dbg !176
  %.40 = bitcast i32 %.39 to float, !dbg !176
  %t15 = select i1 %.35, float %.40, float %.19, !dbg !176
  %t16 = fadd float %.19, %t15, !dbg !177
  %.24.1 = xor i64 %.22, 2, !dbg !176
  %.28.1 = icmp ult i64 %.24.1, %.27, !dbg !176
  %.32.1 = and i64 %.24.1, 31, !dbg !176
  %2 = shl nuw nsw i64 1, %.32.1, !dbg !176
  %3 = and i64 %2, %.31, !dbg !176
  %.34.1 = icmp ne i64 %3, 0, !dbg !176
  %.35.1 = and i1 %.28.1, %.34.1, !dbg !176
  %.36.1 = trunc i64 %.24.1 to i32, !dbg !176
  %.37.1 = shl i32 %.36.1, 2, !dbg !176
  %.38.1 = bitcast float %t16 to i32, !dbg !176
  %.39.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.37.1, i32 %.38.1), !dbg !176
  %.40.1 = bitcast i32 %.39.1 to float, !dbg !176
  %t15.1 = select i1 %.35.1, float %.40.1, float %t16, !dbg !176
  %t16.1 = fadd float %t16, %t15.1, !dbg !177
  %.24.2 = xor i64 %.22, 1, !dbg !176
  %.28.2 = icmp ult i64 %.24.2, %.27, !dbg !176
  %.32.2 = and i64 %.24.2, 31, !dbg !176
  %4 = shl nuw nsw i64 1, %.32.2, !dbg !176
  %5 = and i64 %4, %.31, !dbg !176
  %.34.2 = icmp ne i64 %5, 0, !dbg !176
  %.35.2 = and i1 %.28.2, %.34.2, !dbg !176
  %.36.2 = trunc i64 %.24.2 to i32, !dbg !176
  %.37.2 = shl i32 %.36.2, 2, !dbg !176
  %.38.2 = bitcast float %t16.1 to i32, !dbg !176
  %.39.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.37.2, i32 %.38.2), !dbg !176
  %.40.2 = bitcast i32 %.39.2 to float, !dbg !176
  %t15.2 = select i1 %.35.2, float %.40.2, float %t16.1, !dbg !176
  %t16.2 = fadd float %t16.1, %t15.2, !dbg !177
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t7, !dbg !178
  store float %t16.2, ptr addrspace(1) %t19, align 4, !dbg !178
  %6 = and i32 %.21, 15, !dbg !179
  %.45 = and i64 %.22, 15
  %.46 = add nsw i64 %.22, -1, !dbg !180
  %.47 = icmp ne i64 %.45, 0, !dbg !180
  %.48 = tail call i32 @llvm.read_register.i32(metadata !14) #7, !dbg !180
  %.49 = zext i32 %.48 to i64, !dbg !180
  %.50 = and i64 %.46, 31, !dbg !180
  %7 = shl nuw nsw i64 1, %.50, !dbg !180
  %8 = and i64 %7, %.49, !dbg !180
  %.52 = icmp ne i64 %8, 0, !dbg !180
  %.53 = and i1 %.47, %.52, !dbg !180
  %.54 = trunc i64 %.46 to i32, !dbg !180
  %.55 = shl i32 %.54, 2, !dbg !180
  %.57 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.55, i32 %.38), !dbg !180
  %.58 = bitcast i32 %.57 to float, !dbg !180
  %t27 = select i1 %.53, float %.58, float %.19, !dbg !180
  %t28.not = icmp eq i32 %6, 0, !dbg !181
  %t29 = select i1 %t28.not, float -0.000000e+00, float %t27, !dbg !181
  %t30 = fadd float %.19, %t29, !dbg !181
  %.46.1 = add nsw i64 %.22, -2, !dbg !180
  %.47.1 = icmp ugt i64 %.45, 1, !dbg !180
  %.50.1 = and i64 %.46.1, 31, !dbg !180
  %9 = shl nuw nsw i64 1, %.50.1, !dbg !180
  %10 = and i64 %9, %.49, !dbg !180
  %.52.1 = icmp ne i64 %10, 0, !dbg !180
  %.53.1 = and i1 %.47.1, %.52.1, !dbg !180
  %.54.1 = trunc i64 %.46.1 to i32, !dbg !180
  %.55.1 = shl i32 %.54.1, 2, !dbg !180
  %.56.1 = bitcast float %t30 to i32, !dbg !180
  %.57.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.55.1, i32 %.56.1), !dbg !180
  %.58.1 = bitcast i32 %.57.1 to float, !dbg !180
  %t27.1 = select i1 %.53.1, float %.58.1, float %t30, !dbg !180
  %t28.not.1 = icmp ult i32 %6, 2, !dbg !181
  %t29.1 = select i1 %t28.not.1, float -0.000000e+00, float %t27.1, !dbg !181
  %t30.1 = fadd float %t30, %t29.1, !dbg !181
  %.46.2 = add nsw i64 %.22, -4, !dbg !180
  %.47.2 = icmp ugt i64 %.45, 3, !dbg !180
  %.50.2 = and i64 %.46.2, 31, !dbg !180
  %11 = shl nuw nsw i64 1, %.50.2, !dbg !180
  %12 = and i64 %11, %.49, !dbg !180
  %.52.2 = icmp ne i64 %12, 0, !dbg !180
  %.53.2 = and i1 %.47.2, %.52.2, !dbg !180
  %.54.2 = trunc i64 %.46.2 to i32, !dbg !180
  %.55.2 = shl i32 %.54.2, 2, !dbg !180
  %.56.2 = bitcast float %t30.1 to i32, !dbg !180
  %.57.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.55.2, i32 %.56.2), !dbg !180
  %.58.2 = bitcast i32 %.57.2 to float, !dbg !180
  %t27.2 = select i1 %.53.2, float %.58.2, float %t30.1, !dbg !180
  %t28.not.2 = icmp ult i32 %6, 4, !dbg !181
  %t29.2 = select i1 %t28.not.2, float -0.000000e+00, float %t27.2, !dbg !181
  %t30.2 = fadd float %t30.1, %t29.2, !dbg !181
  %.46.3 = add nsw i64 %.22, -8, !dbg !180
  %.47.3 = icmp ugt i64 %.45, 7, !dbg !180
  %.50.3 = and i64 %.46.3, 31, !dbg !180
  %13 = shl nuw nsw i64 1, %.50.3, !dbg !180
  %14 = and i64 %13, %.49, !dbg !180
  %.52.3 = icmp ne i64 %14, 0, !dbg !180
  %.53.3 = and i1 %.47.3, %.52.3, !dbg !180
  %.54.3 = trunc i64 %.46.3 to i32, !dbg !180
  %.55.3 = shl i32 %.54.3, 2, !dbg !180
  %.56.3 = bitcast float %t30.2 to i32, !dbg !180
  %.57.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.55.3, i32 %.56.3), !dbg !180
  %.58.3 = bitcast i32 %.57.3 to float, !dbg !180
  %t27.3 = select i1 %.53.3, float %.58.3, float %t30.2, !dbg !180
  %t28.not.3 = icmp ult i32 %6, 8, !dbg !181
  %t29.3 = select i1 %t28.not.3, float -0.000000e+00, float %t27.3, !dbg !181
  %t30.3 = fadd float %t30.2, %t29.3, !dbg !181
  %t33 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t7, !dbg !182
  store float %t30.3, ptr addrspace(1) %t33, align 4, !dbg !182
  %.66 = tail call i32 @llvm.read_register.i32(metadata !14) #7, !dbg !183
  %.67 = zext i32 %.66 to i64, !dbg !183
  %15 = and i32 %.21, 28, !dbg !183
  %.68 = zext i32 %15 to i64, !dbg !183
  %16 = shl nuw nsw i64 1, %.68, !dbg !183
  %17 = and i64 %16, %.67, !dbg !183
  %.70.not = icmp eq i64 %17, 0, !dbg !183
  %18 = shl i32 %.21, 2, !dbg !183
  %.73 = and i32 %18, -16, !dbg !183
  %.75 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.73, i32 %.38), !dbg !183
  %.76 = bitcast i32 %.75 to float, !dbg !183
  %t34 = select i1 %.70.not, float %.19, float %.76, !dbg !183
  %t36 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t7, !dbg !184
  store float %t34, ptr addrspace(1) %t36, align 4, !dbg !184
  ret void, !dbg !184
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eWhole(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !185 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !186
  %t1 = sext i32 %.10 to i64, !dbg !186
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !186
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !186
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !186, !invariant.load !6
  %t3 = zext i16 %.13 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !186
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !186
  %t6 = sext i32 %.15 to i64, !dbg !186
  %t7 = add nsw i64 %t4, %t6, !dbg !186
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !187
  %.16 = load i32, ptr addrspace(1) %t9, align 4, !dbg !187, !amdgpu.noclobber !6
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t7, !dbg !188
  %.17 = load i32, ptr addrspace(1) %t12, align 4, !dbg !188, !amdgpu.noclobber !6
  %t14 = sext i32 %.17 to i64, !dbg !189
  %t15 = shl nsw i64 %t7, 2, !dbg !190
  %t16 = or i64 %t15, 1, !dbg !191
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !192
  %.21 = and i64 %t14, 31, !dbg !192
  %.23 = tail call i32 @llvm.read_register.i32(metadata !14) #7, !dbg !192
  %.24 = zext i32 %.23 to i64, !dbg !192
  %0 = shl nuw nsw i64 1, %.21, !dbg !192
  %1 = and i64 %0, %.24, !dbg !192
  %.27.not = icmp eq i64 %1, 0, !dbg !192
  %.29 = trunc i64 %.21 to i32, !dbg !192
  %.30 = shl nuw nsw i32 %.29, 2, !dbg !192
  %.31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.30, i32 %.16), !dbg !192
  %t18 = select i1 %.27.not, i32 %.16, i32 %.31, !dbg !192
  %.34 = zext i32 %.19 to i64, !dbg !193
  %.35 = sub nsw i64 %.34, %t14, !dbg !193
  %.36 = icmp ult i64 %.35, 32, !dbg !193
  %.37 = icmp ult i32 %.17, 32, !dbg !193
  %.38 = and i1 %.37, %.36, !dbg !193
  %.41 = and i64 %.35, 31, !dbg !193
  %2 = shl nuw nsw i64 1, %.41, !dbg !193
  %3 = and i64 %2, %.24, !dbg !193
  %.43 = icmp ne i64 %3, 0, !dbg !193
  %.44 = and i1 %.38, %.43, !dbg !193
  %.45 = trunc i64 %.35 to i32, !dbg !193
  %.46 = shl i32 %.45, 2, !dbg !193
  %.47 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46, i32 %.16), !dbg !193
  %t19 = select i1 %.44, i32 %.47, i32 %.16, !dbg !193
  %t21 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t15, !dbg !194
  store i32 %t18, ptr addrspace(1) %t21, align 4, !dbg !194
  %t22 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t16, !dbg !195
  store i32 %t19, ptr addrspace(1) %t22, align 4, !dbg !195
  %t23 = or i64 %t15, 2, !dbg !196
  %t24 = or i64 %t15, 3, !dbg !197
  %.51 = add nsw i64 %.34, %t14, !dbg !198
  %.52 = icmp ult i64 %.51, 32, !dbg !198
  %.54 = and i1 %.37, %.52, !dbg !198
  %.57 = and i64 %.51, 31, !dbg !198
  %4 = shl nuw nsw i64 1, %.57, !dbg !198
  %5 = and i64 %4, %.24, !dbg !198
  %.59 = icmp ne i64 %5, 0, !dbg !198
  %.60 = and i1 %.54, %.59, !dbg !198
  %.61 = trunc i64 %.51 to i32, !dbg !198
  %.62 = shl i32 %.61, 2, !dbg !198
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.62, i32 %.16), !dbg !198
  %t25 = select i1 %.60, i32 %.63, i32 %.16, !dbg !198
  %.67 = xor i64 %.34, %t14, !dbg !199
  %.68 = icmp ult i64 %.67, 32, !dbg !199
  %.71 = and i64 %.67, 31, !dbg !199
  %6 = shl nuw nsw i64 1, %.71, !dbg !199
  %7 = and i64 %6, %.24, !dbg !199
  %.73 = icmp ne i64 %7, 0, !dbg !199
  %.74 = and i1 %.68, %.73, !dbg !199
  %.75 = trunc i64 %.67 to i32, !dbg !199
  %.76 = shl i32 %.75, 2, !dbg !199
  %.77 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.76, i32 %.16), !dbg !199
  %t26 = select i1 %.74, i32 %.77, i32 %.16, !dbg !199
  %t27 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t23, !dbg !200
  store i32 %t25, ptr addrspace(1) %t27, align 4, !dbg !200
  %t28 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t24, !dbg !201
  store i32 %t26, ptr addrspace(1) %t28, align 4, !dbg !201
  ret void, !dbg !201
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eUniform(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #1 !dbg !202 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !203
  %t1 = sext i32 %.7 to i64, !dbg !203
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !203
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !203
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !203, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !203
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !203
  %t6 = sext i32 %.12 to i64, !dbg !203
  %t7 = add nsw i64 %t4, %t6, !dbg !203
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7, !dbg !204
  %.13 = load i32, ptr addrspace(1) %t9, align 4, !dbg !204, !amdgpu.noclobber !6
  %t11 = mul nsw i64 %t7, 6, !dbg !205
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t11, !dbg !206
  %t14 = icmp ne i32 %.13, 0, !dbg !207
  %.14 = xor i1 %t14, true, !dbg !208
  %.15 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %.14), !dbg !208
  %t15 = icmp eq i32 %.15, 0, !dbg !208
  %.18 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %t14), !dbg !208
  %t16.not = icmp eq i32 %.18, 0, !dbg !208
  %t18 = select i1 %t15, i1 true, i1 %t16.not, !dbg !208
  %t19 = zext i1 %t18 to i64, !dbg !209
  store i64 %t19, ptr addrspace(1) %t13, align 8, !dbg !210
  %.21 = tail call i32 @llvm.read_register.i32(metadata !14) #7, !dbg !211
  %.22 = zext i32 %.21 to i64, !dbg !211
  %.3127 = icmp eq i32 %.21, 0, !dbg !211
  br i1 %.3127, label %match.done.26, label %match.body.25, !dbg !211

match.body.25:                                    ; preds = %entry, %match.body.25
  %.2829 = phi i64 [ %.30, %match.body.25 ], [ 0, %entry ]
  %.2728 = phi i64 [ %.29, %match.body.25 ], [ %.22, %entry ]
  %.32 = tail call i64 @llvm.cttz.i64(i64 %.2728, i1 true), !dbg !211, !range !212
  %.33 = trunc i64 %.32 to i32, !dbg !211
  %.34 = shl nuw nsw i32 %.33, 2, !dbg !211
  %.35 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.34, i32 %.13), !dbg !211
  %.36 = icmp eq i32 %.35, %.13, !dbg !211
  %.37 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %.36), !dbg !211
  %.3925 = and i32 %.37, %.21, !dbg !211
  %.39 = zext i32 %.3925 to i64, !dbg !211
  %.30 = select i1 %.36, i64 %.39, i64 %.2829, !dbg !211
  %.40 = xor i64 %.39, -1, !dbg !211
  %.29 = and i64 %.2728, %.40, !dbg !211
  %.31 = icmp eq i64 %.29, 0, !dbg !211
  br i1 %.31, label %match.done.26, label %match.body.25, !dbg !211

match.done.26:                                    ; preds = %match.body.25, %entry
  %.28.lcssa = phi i64 [ 0, %entry ], [ %.30, %match.body.25 ], !dbg !211
  %t23 = icmp eq i64 %.28.lcssa, %.22, !dbg !211
  %t24 = select i1 %t23, i64 %.22, i64 0, !dbg !211
  %. = zext i1 %t23 to i64, !dbg !213
  %t26 = getelementptr inbounds i64, ptr addrspace(1) %t13, i64 1, !dbg !214
  store i64 %t24, ptr addrspace(1) %t26, align 8, !dbg !214
  %t27 = getelementptr inbounds i64, ptr addrspace(1) %t13, i64 2, !dbg !215
  store i64 %., ptr addrspace(1) %t27, align 8, !dbg !215
  %.43 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !216
  %.45 = icmp ugt i32 %.43, 63, !dbg !217
  %0 = and i32 %.43, 48, !dbg !217
  %.46 = zext i32 %0 to i64, !dbg !217
  %.47 = shl nuw i64 65535, %.46, !dbg !217
  %t31 = select i1 %.45, i64 0, i64 %.47, !dbg !217
  %t32 = icmp sgt i32 %.13, 2, !dbg !218
  %.48 = xor i1 %t32, true, !dbg !219
  %.49 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %.48), !dbg !219
  %.50 = zext i32 %.49 to i64, !dbg !219
  %.51 = and i64 %t31, %.50, !dbg !219
  %t33 = icmp eq i64 %.51, 0, !dbg !219
  %.52 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %t32), !dbg !219
  %.53 = zext i32 %.52 to i64, !dbg !219
  %.54 = and i64 %t31, %.53, !dbg !219
  %t34.not = icmp eq i64 %.54, 0, !dbg !219
  %t36 = select i1 %t33, i1 true, i1 %t34.not, !dbg !219
  %t37 = zext i1 %t36 to i64, !dbg !209
  %t38 = getelementptr inbounds i64, ptr addrspace(1) %t13, i64 3, !dbg !220
  store i64 %t37, ptr addrspace(1) %t38, align 8, !dbg !220
  %.57 = and i64 %t31, %.22, !dbg !221
  %.6530 = icmp eq i64 %.57, 0, !dbg !221
  br i1 %.6530, label %match.done.60, label %match.body.59, !dbg !221

match.body.59:                                    ; preds = %match.done.26, %match.body.59
  %.6232 = phi i64 [ %.64, %match.body.59 ], [ 0, %match.done.26 ]
  %.6131 = phi i64 [ %.63, %match.body.59 ], [ %.57, %match.done.26 ]
  %.66 = tail call i64 @llvm.cttz.i64(i64 %.6131, i1 true), !dbg !221, !range !212
  %.67 = trunc i64 %.66 to i32, !dbg !221
  %.68 = shl nuw nsw i32 %.67, 2, !dbg !221
  %.69 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.68, i32 %.13), !dbg !221
  %.70 = icmp eq i32 %.69, %.13, !dbg !221
  %.71 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %.70), !dbg !221
  %.72 = zext i32 %.71 to i64, !dbg !221
  %.73 = and i64 %.57, %.72, !dbg !221
  %.64 = select i1 %.70, i64 %.73, i64 %.6232, !dbg !221
  %.74 = xor i64 %.73, -1, !dbg !221
  %.63 = and i64 %.6131, %.74, !dbg !221
  %.65 = icmp eq i64 %.63, 0, !dbg !221
  br i1 %.65, label %match.done.60, label %match.body.59, !dbg !221

match.done.60:                                    ; preds = %match.body.59, %match.done.26
  %.62.lcssa = phi i64 [ 0, %match.done.26 ], [ %.64, %match.body.59 ], !dbg !221
  %t41 = icmp eq i64 %.62.lcssa, %.57, !dbg !221
  %t42 = select i1 %t41, i64 %.57, i64 0, !dbg !221
  %.24 = zext i1 %t41 to i64, !dbg !213
  %t44 = getelementptr inbounds i64, ptr addrspace(1) %t13, i64 4, !dbg !222
  store i64 %t42, ptr addrspace(1) %t44, align 8, !dbg !222
  %t45 = getelementptr inbounds i64, ptr addrspace(1) %t13, i64 5, !dbg !223
  store i64 %.24, ptr addrspace(1) %t45, align 8, !dbg !223
  ret void, !dbg !223
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bcomplex64_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !224 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !225
  %t4 = sext i32 %.10 to i64, !dbg !225
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !225
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !225
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !225, !invariant.load !6
  %t6 = zext i16 %.13 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !225
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !225
  %t9 = sext i32 %.15 to i64, !dbg !225
  %t10 = add nsw i64 %t7, %t9, !dbg !225
  %t11 = getelementptr inbounds [8 x i8], ptr addrspace(1) %a3, i64 %t10, !dbg !226
  %.16 = load float, ptr addrspace(1) %t11, align 4, !dbg !226, !amdgpu.noclobber !6
  %.18 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 4, !dbg !226
  %.19 = load float, ptr addrspace(1) %.18, align 4, !dbg !226, !amdgpu.noclobber !6
  %t13 = shl nsw i64 %t10, 2, !dbg !227
  %t14 = getelementptr inbounds [8 x i8], ptr addrspace(1) %a0, i64 %t13, !dbg !228
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t10, !dbg !229
  %.21 = load i32, ptr addrspace(1) %t15, align 4, !dbg !229, !amdgpu.noclobber !6
  %.23 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !230
  %0 = and i32 %.21, 31, !dbg !230
  %.25 = zext i32 %0 to i64, !dbg !230
  %.27 = tail call i32 @llvm.read_register.i32(metadata !14) #7, !dbg !230
  %.28 = zext i32 %.27 to i64, !dbg !230
  %1 = shl nuw nsw i64 1, %.25, !dbg !230
  %2 = and i64 %1, %.28, !dbg !230
  %.31.not = icmp eq i64 %2, 0, !dbg !230
  %.34 = shl nuw nsw i32 %0, 2, !dbg !230
  %.35 = bitcast float %.16 to i32, !dbg !230
  %.36 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.34, i32 %.35), !dbg !230
  %.37 = bitcast i32 %.36 to float, !dbg !230
  %t21 = select i1 %.31.not, float %.16, float %.37, !dbg !230
  %.51 = bitcast float %.19 to i32, !dbg !230
  %.52 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.34, i32 %.51), !dbg !230
  %.53 = bitcast i32 %.52 to float, !dbg !230
  %t22 = select i1 %.31.not, float %.19, float %.53, !dbg !230
  store float %t21, ptr addrspace(1) %t14, align 4, !dbg !231
  %.56 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 4, !dbg !231
  store float %t22, ptr addrspace(1) %.56, align 4, !dbg !231
  %.59 = zext i32 %.23 to i64, !dbg !232
  %.60 = add nuw nsw i64 %.59, 1, !dbg !232
  %.61 = icmp ult i32 %.23, 31, !dbg !232
  %.64 = and i64 %.60, 31, !dbg !232
  %3 = shl nuw nsw i64 1, %.64, !dbg !232
  %4 = and i64 %3, %.28, !dbg !232
  %.66 = icmp ne i64 %4, 0, !dbg !232
  %.67 = and i1 %.61, %.66, !dbg !232
  %.68 = trunc i64 %.60 to i32, !dbg !232
  %.69 = shl i32 %.68, 2, !dbg !232
  %.71 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.35), !dbg !232
  %.72 = bitcast i32 %.71 to float, !dbg !232
  %t26 = select i1 %.67, float %.72, float %.16, !dbg !232
  %.87 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.51), !dbg !232
  %.88 = bitcast i32 %.87 to float, !dbg !232
  %t27 = select i1 %.67, float %.88, float %.19, !dbg !232
  %t30 = getelementptr inbounds [8 x i8], ptr addrspace(1) %t14, i64 1, !dbg !233
  store float %t26, ptr addrspace(1) %t30, align 4, !dbg !233
  %.91 = getelementptr inbounds i8, ptr addrspace(1) %t30, i64 4, !dbg !233
  store float %t27, ptr addrspace(1) %.91, align 4, !dbg !233
  %.96 = xor i64 %.59, 2, !dbg !234
  %.98 = and i64 %.59, 4294967292, !dbg !234
  %.99 = add nuw nsw i64 %.98, 4, !dbg !234
  %.100 = icmp ult i64 %.96, %.99, !dbg !234
  %.104 = and i64 %.96, 31, !dbg !234
  %5 = shl nuw nsw i64 1, %.104, !dbg !234
  %6 = and i64 %5, %.28, !dbg !234
  %.106 = icmp ne i64 %6, 0, !dbg !234
  %.107 = and i1 %.100, %.106, !dbg !234
  %.108 = trunc i64 %.96 to i32, !dbg !234
  %.109 = shl i32 %.108, 2, !dbg !234
  %.111 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.35), !dbg !234
  %.112 = bitcast i32 %.111 to float, !dbg !234
  %t31 = select i1 %.107, float %.112, float %.16, !dbg !234
  %.132 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.51), !dbg !234
  %.133 = bitcast i32 %.132 to float, !dbg !234
  %t32 = select i1 %.107, float %.133, float %.19, !dbg !234
  %t35 = getelementptr inbounds [8 x i8], ptr addrspace(1) %t14, i64 2, !dbg !235
  store float %t31, ptr addrspace(1) %t35, align 4, !dbg !235
  %.136 = getelementptr inbounds i8, ptr addrspace(1) %t35, i64 4, !dbg !235
  store float %t32, ptr addrspace(1) %.136, align 4, !dbg !235
  %.140 = and i64 %.59, 7, !dbg !236
  %.141 = add nsw i64 %.59, -1, !dbg !236
  %.142 = icmp ne i64 %.140, 0, !dbg !236
  %.145 = and i64 %.141, 31, !dbg !236
  %7 = shl nuw nsw i64 1, %.145, !dbg !236
  %8 = and i64 %7, %.28, !dbg !236
  %.147 = icmp ne i64 %8, 0, !dbg !236
  %.148 = and i1 %.142, %.147, !dbg !236
  %.149 = trunc i64 %.141 to i32, !dbg !236
  %.150 = shl i32 %.149, 2, !dbg !236
  %.152 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.150, i32 %.35), !dbg !236
  %.153 = bitcast i32 %.152 to float, !dbg !236
  %t36 = select i1 %.148, float %.153, float %.16, !dbg !236
  %.169 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.150, i32 %.51), !dbg !236
  %.170 = bitcast i32 %.169 to float, !dbg !236
  %t37 = select i1 %.148, float %.170, float %.19, !dbg !236
  %t40 = getelementptr inbounds [8 x i8], ptr addrspace(1) %t14, i64 3, !dbg !237
  store float %t36, ptr addrspace(1) %t40, align 4, !dbg !237
  %.173 = getelementptr inbounds i8, ptr addrspace(1) %t40, i64 4, !dbg !237
  store float %t37, ptr addrspace(1) %.173, align 4, !dbg !237
  ret void, !dbg !238
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bcomplex128_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !239 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !240
  %t4 = sext i32 %.10 to i64, !dbg !240
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !240
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !240
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !240, !invariant.load !6
  %t6 = zext i16 %.13 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !240
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !240
  %t9 = sext i32 %.15 to i64, !dbg !240
  %t10 = add nsw i64 %t7, %t9, !dbg !240
  %t11 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t10, !dbg !241
  %.16 = load double, ptr addrspace(1) %t11, align 8, !dbg !241, !amdgpu.noclobber !6
  %.18 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 8, !dbg !241
  %.19 = load double, ptr addrspace(1) %.18, align 8, !dbg !241, !amdgpu.noclobber !6
  %t13 = shl nsw i64 %t10, 2, !dbg !242
  %t14 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a0, i64 %t13, !dbg !243
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t10, !dbg !244
  %.21 = load i32, ptr addrspace(1) %t15, align 4, !dbg !244, !amdgpu.noclobber !6
  %.23 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !245
  %0 = and i32 %.21, 31, !dbg !245
  %.25 = zext i32 %0 to i64, !dbg !245
  %.27 = tail call i32 @llvm.read_register.i32(metadata !14) #7, !dbg !245
  %.28 = zext i32 %.27 to i64, !dbg !245
  %1 = shl nuw nsw i64 1, %.25, !dbg !245
  %2 = and i64 %1, %.28, !dbg !245
  %.31.not = icmp eq i64 %2, 0, !dbg !245
  %.34 = shl nuw nsw i32 %0, 2, !dbg !245
  %.35 = bitcast double %.16 to i64, !dbg !245
  %.36 = trunc i64 %.35 to i32, !dbg !245
  %.37 = lshr i64 %.35, 32, !dbg !245
  %.38 = trunc i64 %.37 to i32, !dbg !245
  %.39 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.34, i32 %.36), !dbg !245
  %.40 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.34, i32 %.38), !dbg !245
  %.41 = zext i32 %.39 to i64, !dbg !245
  %.42 = zext i32 %.40 to i64, !dbg !245
  %.43 = shl nuw i64 %.42, 32, !dbg !245
  %.44 = or i64 %.43, %.41, !dbg !245
  %.45 = bitcast i64 %.44 to double, !dbg !245
  %t21 = select i1 %.31.not, double %.16, double %.45, !dbg !245
  %.59 = bitcast double %.19 to i64, !dbg !245
  %.60 = trunc i64 %.59 to i32, !dbg !245
  %.61 = lshr i64 %.59, 32, !dbg !245
  %.62 = trunc i64 %.61 to i32, !dbg !245
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.34, i32 %.60), !dbg !245
  %.64 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.34, i32 %.62), !dbg !245
  %.65 = zext i32 %.63 to i64, !dbg !245
  %.66 = zext i32 %.64 to i64, !dbg !245
  %.67 = shl nuw i64 %.66, 32, !dbg !245
  %.68 = or i64 %.67, %.65, !dbg !245
  %.69 = bitcast i64 %.68 to double, !dbg !245
  %t22 = select i1 %.31.not, double %.19, double %.69, !dbg !245
  store double %t21, ptr addrspace(1) %t14, align 8, !dbg !246
  %.72 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 8, !dbg !246
  store double %t22, ptr addrspace(1) %.72, align 8, !dbg !246
  %.75 = zext i32 %.23 to i64, !dbg !247
  %.76 = add nuw nsw i64 %.75, 1, !dbg !247
  %.77 = icmp ult i32 %.23, 31, !dbg !247
  %.80 = and i64 %.76, 31, !dbg !247
  %3 = shl nuw nsw i64 1, %.80, !dbg !247
  %4 = and i64 %3, %.28, !dbg !247
  %.82 = icmp ne i64 %4, 0, !dbg !247
  %.83 = and i1 %.77, %.82, !dbg !247
  %.84 = trunc i64 %.76 to i32, !dbg !247
  %.85 = shl i32 %.84, 2, !dbg !247
  %.90 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.85, i32 %.36), !dbg !247
  %.91 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.85, i32 %.38), !dbg !247
  %.92 = zext i32 %.90 to i64, !dbg !247
  %.93 = zext i32 %.91 to i64, !dbg !247
  %.94 = shl nuw i64 %.93, 32, !dbg !247
  %.95 = or i64 %.94, %.92, !dbg !247
  %.96 = bitcast i64 %.95 to double, !dbg !247
  %t26 = select i1 %.83, double %.96, double %.16, !dbg !247
  %.114 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.85, i32 %.60), !dbg !247
  %.115 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.85, i32 %.62), !dbg !247
  %.116 = zext i32 %.114 to i64, !dbg !247
  %.117 = zext i32 %.115 to i64, !dbg !247
  %.118 = shl nuw i64 %.117, 32, !dbg !247
  %.119 = or i64 %.118, %.116, !dbg !247
  %.120 = bitcast i64 %.119 to double, !dbg !247
  %t27 = select i1 %.83, double %.120, double %.19, !dbg !247
  %t30 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t14, i64 1, !dbg !248
  store double %t26, ptr addrspace(1) %t30, align 8, !dbg !248
  %.123 = getelementptr inbounds i8, ptr addrspace(1) %t30, i64 8, !dbg !248
  store double %t27, ptr addrspace(1) %.123, align 8, !dbg !248
  %.128 = xor i64 %.75, 2, !dbg !249
  %.130 = and i64 %.75, 4294967292, !dbg !249
  %.131 = add nuw nsw i64 %.130, 4, !dbg !249
  %.132 = icmp ult i64 %.128, %.131, !dbg !249
  %.136 = and i64 %.128, 31, !dbg !249
  %5 = shl nuw nsw i64 1, %.136, !dbg !249
  %6 = and i64 %5, %.28, !dbg !249
  %.138 = icmp ne i64 %6, 0, !dbg !249
  %.139 = and i1 %.132, %.138, !dbg !249
  %.140 = trunc i64 %.128 to i32, !dbg !249
  %.141 = shl i32 %.140, 2, !dbg !249
  %.146 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.141, i32 %.36), !dbg !249
  %.147 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.141, i32 %.38), !dbg !249
  %.148 = zext i32 %.146 to i64, !dbg !249
  %.149 = zext i32 %.147 to i64, !dbg !249
  %.150 = shl nuw i64 %.149, 32, !dbg !249
  %.151 = or i64 %.150, %.148, !dbg !249
  %.152 = bitcast i64 %.151 to double, !dbg !249
  %t31 = select i1 %.139, double %.152, double %.16, !dbg !249
  %.175 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.141, i32 %.60), !dbg !249
  %.176 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.141, i32 %.62), !dbg !249
  %.177 = zext i32 %.175 to i64, !dbg !249
  %.178 = zext i32 %.176 to i64, !dbg !249
  %.179 = shl nuw i64 %.178, 32, !dbg !249
  %.180 = or i64 %.179, %.177, !dbg !249
  %.181 = bitcast i64 %.180 to double, !dbg !249
  %t32 = select i1 %.139, double %.181, double %.19, !dbg !249
  %t35 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t14, i64 2, !dbg !250
  store double %t31, ptr addrspace(1) %t35, align 8, !dbg !250
  %.184 = getelementptr inbounds i8, ptr addrspace(1) %t35, i64 8, !dbg !250
  store double %t32, ptr addrspace(1) %.184, align 8, !dbg !250
  %.188 = and i64 %.75, 7, !dbg !251
  %.189 = add nsw i64 %.75, -1, !dbg !251
  %.190 = icmp ne i64 %.188, 0, !dbg !251
  %.193 = and i64 %.189, 31, !dbg !251
  %7 = shl nuw nsw i64 1, %.193, !dbg !251
  %8 = and i64 %7, %.28, !dbg !251
  %.195 = icmp ne i64 %8, 0, !dbg !251
  %.196 = and i1 %.190, %.195, !dbg !251
  %.197 = trunc i64 %.189 to i32, !dbg !251
  %.198 = shl i32 %.197, 2, !dbg !251
  %.203 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.198, i32 %.36), !dbg !251
  %.204 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.198, i32 %.38), !dbg !251
  %.205 = zext i32 %.203 to i64, !dbg !251
  %.206 = zext i32 %.204 to i64, !dbg !251
  %.207 = shl nuw i64 %.206, 32, !dbg !251
  %.208 = or i64 %.207, %.205, !dbg !251
  %.209 = bitcast i64 %.208 to double, !dbg !251
  %t36 = select i1 %.196, double %.209, double %.16, !dbg !251
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.198, i32 %.60), !dbg !251
  %.229 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.198, i32 %.62), !dbg !251
  %.230 = zext i32 %.228 to i64, !dbg !251
  %.231 = zext i32 %.229 to i64, !dbg !251
  %.232 = shl nuw i64 %.231, 32, !dbg !251
  %.233 = or i64 %.232, %.230, !dbg !251
  %.234 = bitcast i64 %.233 to double, !dbg !251
  %t37 = select i1 %.196, double %.234, double %.19, !dbg !251
  %t40 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t14, i64 3, !dbg !252
  store double %t36, ptr addrspace(1) %t40, align 8, !dbg !252
  %.237 = getelementptr inbounds i8, ptr addrspace(1) %t40, i64 8, !dbg !252
  store double %t37, ptr addrspace(1) %.237, align 8, !dbg !252
  ret void, !dbg !253
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !254 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !255
  %t4 = sext i32 %.10 to i64, !dbg !255
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !255
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !255
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !255, !invariant.load !6
  %t6 = zext i16 %.13 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !255
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !255
  %t9 = sext i32 %.15 to i64, !dbg !255
  %t10 = add nsw i64 %t7, %t9, !dbg !255
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t10, !dbg !256
  %.16 = load i16, ptr addrspace(1) %t11, align 2, !dbg !256, !amdgpu.noclobber !6
  %t13 = shl nsw i64 %t10, 2, !dbg !257
  %t14 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t13, !dbg !258
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t10, !dbg !259
  %.17 = load i32, ptr addrspace(1) %t15, align 4, !dbg !259, !amdgpu.noclobber !6
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !260
  %0 = and i32 %.17, 31, !dbg !260
  %.21 = zext i32 %0 to i64, !dbg !260
  %.23 = tail call i32 @llvm.read_register.i32(metadata !14) #7, !dbg !260
  %.24 = zext i32 %.23 to i64, !dbg !260
  %1 = shl nuw nsw i64 1, %.21, !dbg !260
  %2 = and i64 %1, %.24, !dbg !260
  %.27.not = icmp eq i64 %2, 0, !dbg !260
  %.30 = shl nuw nsw i32 %0, 2, !dbg !260
  %.31 = zext i16 %.16 to i32, !dbg !260
  %.32 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.30, i32 %.31), !dbg !260
  %.33 = trunc i32 %.32 to i16, !dbg !260
  %t19 = select i1 %.27.not, i16 %.16, i16 %.33, !dbg !260
  store i16 %t19, ptr addrspace(1) %t14, align 2, !dbg !261
  %.36 = zext i32 %.19 to i64, !dbg !262
  %.37 = add nuw nsw i64 %.36, 1, !dbg !262
  %.38 = icmp ult i32 %.19, 31, !dbg !262
  %.41 = and i64 %.37, 31, !dbg !262
  %3 = shl nuw nsw i64 1, %.41, !dbg !262
  %4 = and i64 %3, %.24, !dbg !262
  %.43 = icmp ne i64 %4, 0, !dbg !262
  %.44 = and i1 %.38, %.43, !dbg !262
  %.45 = trunc i64 %.37 to i32, !dbg !262
  %.46 = shl i32 %.45, 2, !dbg !262
  %.48 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46, i32 %.31), !dbg !262
  %.49 = trunc i32 %.48 to i16, !dbg !262
  %t21 = select i1 %.44, i16 %.49, i16 %.16, !dbg !262
  %t22 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 1, !dbg !263
  store i16 %t21, ptr addrspace(1) %t22, align 2, !dbg !263
  %.54 = xor i64 %.36, 2, !dbg !264
  %.56 = and i64 %.36, 4294967292, !dbg !264
  %.57 = add nuw nsw i64 %.56, 4, !dbg !264
  %.58 = icmp ult i64 %.54, %.57, !dbg !264
  %.62 = and i64 %.54, 31, !dbg !264
  %5 = shl nuw nsw i64 1, %.62, !dbg !264
  %6 = and i64 %5, %.24, !dbg !264
  %.64 = icmp ne i64 %6, 0, !dbg !264
  %.65 = and i1 %.58, %.64, !dbg !264
  %.66 = trunc i64 %.54 to i32, !dbg !264
  %.67 = shl i32 %.66, 2, !dbg !264
  %.69 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.31), !dbg !264
  %.70 = trunc i32 %.69 to i16, !dbg !264
  %t23 = select i1 %.65, i16 %.70, i16 %.16, !dbg !264
  %t24 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 2, !dbg !265
  store i16 %t23, ptr addrspace(1) %t24, align 2, !dbg !265
  %.74 = and i64 %.36, 7, !dbg !266
  %.75 = add nsw i64 %.36, -1, !dbg !266
  %.76 = icmp ne i64 %.74, 0, !dbg !266
  %.79 = and i64 %.75, 31, !dbg !266
  %7 = shl nuw nsw i64 1, %.79, !dbg !266
  %8 = and i64 %7, %.24, !dbg !266
  %.81 = icmp ne i64 %8, 0, !dbg !266
  %.82 = and i1 %.76, %.81, !dbg !266
  %.83 = trunc i64 %.75 to i32, !dbg !266
  %.84 = shl i32 %.83, 2, !dbg !266
  %.86 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.84, i32 %.31), !dbg !266
  %.87 = trunc i32 %.86 to i16, !dbg !266
  %t25 = select i1 %.82, i16 %.87, i16 %.16, !dbg !266
  %t26 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 3, !dbg !267
  store i16 %t25, ptr addrspace(1) %t26, align 2, !dbg !267
  ret void, !dbg !268
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !269 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !270
  %t4 = sext i32 %.10 to i64, !dbg !270
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !270
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !270
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !270, !invariant.load !6
  %t6 = zext i16 %.13 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !270
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !270
  %t9 = sext i32 %.15 to i64, !dbg !270
  %t10 = add nsw i64 %t7, %t9, !dbg !270
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t10, !dbg !271
  %.16 = load i16, ptr addrspace(1) %t11, align 2, !dbg !271, !amdgpu.noclobber !6
  %t13 = shl nsw i64 %t10, 2, !dbg !272
  %t14 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t13, !dbg !273
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t10, !dbg !274
  %.17 = load i32, ptr addrspace(1) %t15, align 4, !dbg !274, !amdgpu.noclobber !6
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !275
  %0 = and i32 %.17, 31, !dbg !275
  %.21 = zext i32 %0 to i64, !dbg !275
  %.23 = tail call i32 @llvm.read_register.i32(metadata !14) #7, !dbg !275
  %.24 = zext i32 %.23 to i64, !dbg !275
  %1 = shl nuw nsw i64 1, %.21, !dbg !275
  %2 = and i64 %1, %.24, !dbg !275
  %.27.not = icmp eq i64 %2, 0, !dbg !275
  %.30 = shl nuw nsw i32 %0, 2, !dbg !275
  %.31 = zext i16 %.16 to i32, !dbg !275
  %.32 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.30, i32 %.31), !dbg !275
  %.33 = trunc i32 %.32 to i16, !dbg !275
  %t19 = select i1 %.27.not, i16 %.16, i16 %.33, !dbg !275
  store i16 %t19, ptr addrspace(1) %t14, align 2, !dbg !276
  %.36 = zext i32 %.19 to i64, !dbg !277
  %.37 = add nuw nsw i64 %.36, 1, !dbg !277
  %.38 = icmp ult i32 %.19, 31, !dbg !277
  %.41 = and i64 %.37, 31, !dbg !277
  %3 = shl nuw nsw i64 1, %.41, !dbg !277
  %4 = and i64 %3, %.24, !dbg !277
  %.43 = icmp ne i64 %4, 0, !dbg !277
  %.44 = and i1 %.38, %.43, !dbg !277
  %.45 = trunc i64 %.37 to i32, !dbg !277
  %.46 = shl i32 %.45, 2, !dbg !277
  %.48 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46, i32 %.31), !dbg !277
  %.49 = trunc i32 %.48 to i16, !dbg !277
  %t21 = select i1 %.44, i16 %.49, i16 %.16, !dbg !277
  %t22 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 1, !dbg !278
  store i16 %t21, ptr addrspace(1) %t22, align 2, !dbg !278
  %.54 = xor i64 %.36, 2, !dbg !279
  %.56 = and i64 %.36, 4294967292, !dbg !279
  %.57 = add nuw nsw i64 %.56, 4, !dbg !279
  %.58 = icmp ult i64 %.54, %.57, !dbg !279
  %.62 = and i64 %.54, 31, !dbg !279
  %5 = shl nuw nsw i64 1, %.62, !dbg !279
  %6 = and i64 %5, %.24, !dbg !279
  %.64 = icmp ne i64 %6, 0, !dbg !279
  %.65 = and i1 %.58, %.64, !dbg !279
  %.66 = trunc i64 %.54 to i32, !dbg !279
  %.67 = shl i32 %.66, 2, !dbg !279
  %.69 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.31), !dbg !279
  %.70 = trunc i32 %.69 to i16, !dbg !279
  %t23 = select i1 %.65, i16 %.70, i16 %.16, !dbg !279
  %t24 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 2, !dbg !280
  store i16 %t23, ptr addrspace(1) %t24, align 2, !dbg !280
  %.74 = and i64 %.36, 7, !dbg !281
  %.75 = add nsw i64 %.36, -1, !dbg !281
  %.76 = icmp ne i64 %.74, 0, !dbg !281
  %.79 = and i64 %.75, 31, !dbg !281
  %7 = shl nuw nsw i64 1, %.79, !dbg !281
  %8 = and i64 %7, %.24, !dbg !281
  %.81 = icmp ne i64 %8, 0, !dbg !281
  %.82 = and i1 %.76, %.81, !dbg !281
  %.83 = trunc i64 %.75 to i32, !dbg !281
  %.84 = shl i32 %.83, 2, !dbg !281
  %.86 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.84, i32 %.31), !dbg !281
  %.87 = trunc i32 %.86 to i16, !dbg !281
  %t25 = select i1 %.82, i16 %.87, i16 %.16, !dbg !281
  %t26 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 3, !dbg !282
  store i16 %t25, ptr addrspace(1) %t26, align 2, !dbg !282
  ret void, !dbg !283
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExoticFP8(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !284 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !285
  %t4 = sext i32 %.10 to i64, !dbg !285
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !285
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !285
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !285, !invariant.load !6
  %t6 = zext i16 %.13 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !285
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !285
  %t9 = sext i32 %.15 to i64, !dbg !285
  %t10 = add nsw i64 %t7, %t9, !dbg !285
  %t11 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t10, !dbg !286
  %.16 = load i8, ptr addrspace(1) %t11, align 1, !dbg !286, !amdgpu.noclobber !6
  %t13 = shl nsw i64 %t10, 2, !dbg !287
  %t14 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %t13, !dbg !288
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t10, !dbg !289
  %.17 = load i32, ptr addrspace(1) %t15, align 4, !dbg !289, !amdgpu.noclobber !6
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !290
  %0 = and i32 %.17, 31, !dbg !290
  %.21 = zext i32 %0 to i64, !dbg !290
  %.23 = tail call i32 @llvm.read_register.i32(metadata !14) #7, !dbg !290
  %.24 = zext i32 %.23 to i64, !dbg !290
  %1 = shl nuw nsw i64 1, %.21, !dbg !290
  %2 = and i64 %1, %.24, !dbg !290
  %.27.not = icmp eq i64 %2, 0, !dbg !290
  %.30 = shl nuw nsw i32 %0, 2, !dbg !290
  %.31 = zext i8 %.16 to i32, !dbg !290
  %.32 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.30, i32 %.31), !dbg !290
  %.33 = trunc i32 %.32 to i8, !dbg !290
  %t19 = select i1 %.27.not, i8 %.16, i8 %.33, !dbg !290
  store i8 %t19, ptr addrspace(1) %t14, align 1, !dbg !291
  %.36 = zext i32 %.19 to i64, !dbg !292
  %.37 = add nuw nsw i64 %.36, 1, !dbg !292
  %.38 = icmp ult i32 %.19, 31, !dbg !292
  %.41 = and i64 %.37, 31, !dbg !292
  %3 = shl nuw nsw i64 1, %.41, !dbg !292
  %4 = and i64 %3, %.24, !dbg !292
  %.43 = icmp ne i64 %4, 0, !dbg !292
  %.44 = and i1 %.38, %.43, !dbg !292
  %.45 = trunc i64 %.37 to i32, !dbg !292
  %.46 = shl i32 %.45, 2, !dbg !292
  %.48 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46, i32 %.31), !dbg !292
  %.49 = trunc i32 %.48 to i8, !dbg !292
  %t21 = select i1 %.44, i8 %.49, i8 %.16, !dbg !292
  %t22 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 1, !dbg !293
  store i8 %t21, ptr addrspace(1) %t22, align 1, !dbg !293
  %.54 = xor i64 %.36, 2, !dbg !294
  %.56 = and i64 %.36, 4294967292, !dbg !294
  %.57 = add nuw nsw i64 %.56, 4, !dbg !294
  %.58 = icmp ult i64 %.54, %.57, !dbg !294
  %.62 = and i64 %.54, 31, !dbg !294
  %5 = shl nuw nsw i64 1, %.62, !dbg !294
  %6 = and i64 %5, %.24, !dbg !294
  %.64 = icmp ne i64 %6, 0, !dbg !294
  %.65 = and i1 %.58, %.64, !dbg !294
  %.66 = trunc i64 %.54 to i32, !dbg !294
  %.67 = shl i32 %.66, 2, !dbg !294
  %.69 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.31), !dbg !294
  %.70 = trunc i32 %.69 to i8, !dbg !294
  %t23 = select i1 %.65, i8 %.70, i8 %.16, !dbg !294
  %t24 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 2, !dbg !295
  store i8 %t23, ptr addrspace(1) %t24, align 1, !dbg !295
  %.74 = and i64 %.36, 7, !dbg !296
  %.75 = add nsw i64 %.36, -1, !dbg !296
  %.76 = icmp ne i64 %.74, 0, !dbg !296
  %.79 = and i64 %.75, 31, !dbg !296
  %7 = shl nuw nsw i64 1, %.79, !dbg !296
  %8 = and i64 %7, %.24, !dbg !296
  %.81 = icmp ne i64 %8, 0, !dbg !296
  %.82 = and i1 %.76, %.81, !dbg !296
  %.83 = trunc i64 %.75 to i32, !dbg !296
  %.84 = shl i32 %.83, 2, !dbg !296
  %.86 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.84, i32 %.31), !dbg !296
  %.87 = trunc i32 %.86 to i8, !dbg !296
  %t25 = select i1 %.82, i8 %.87, i8 %.16, !dbg !296
  %t26 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 3, !dbg !297
  store i8 %t25, ptr addrspace(1) %t26, align 1, !dbg !297
  ret void, !dbg !298
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i32 @llvm.amdgcn.ballot.i32(i1) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #5

; Function Attrs: nounwind readonly
declare i32 @llvm.read_register.i32(metadata) #6

attributes #0 = { mustprogress nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #1 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "target-features"="+wavefrontsize32" }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #5 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind readonly }
attributes #7 = { convergent }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "warptest.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eSegments_5bint32_5d", scope: !1, file: !1, line: 19, type: !5, scopeLine: 19, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 20, column: 14, scope: !4)
!8 = !DILocation(line: 21, column: 11, scope: !4)
!9 = !DILocation(line: 21, column: 23, scope: !4)
!10 = !DILocation(line: 21, column: 19, scope: !4)
!11 = !DILocation(line: 22, column: 13, scope: !4)
!12 = !DILocation(line: 22, column: 10, scope: !4)
!13 = !DILocation(line: 23, column: 41, scope: !4)
!14 = !{!"exec_lo"}
!15 = !DILocation(line: 23, column: 71, scope: !4)
!16 = !DILocation(line: 23, column: 103, scope: !4)
!17 = !DILocation(line: 23, column: 134, scope: !4)
!18 = !DILocation(line: 23, column: 3, scope: !4)
!19 = !DILocation(line: 23, column: 9, scope: !4)
!20 = !DILocation(line: 23, column: 15, scope: !4)
!21 = !DILocation(line: 23, column: 21, scope: !4)
!22 = !DILocation(line: 24, column: 41, scope: !4)
!23 = !DILocation(line: 24, column: 71, scope: !4)
!24 = !DILocation(line: 24, column: 103, scope: !4)
!25 = !DILocation(line: 24, column: 134, scope: !4)
!26 = !DILocation(line: 24, column: 3, scope: !4)
!27 = !DILocation(line: 24, column: 9, scope: !4)
!28 = !DILocation(line: 24, column: 15, scope: !4)
!29 = !DILocation(line: 24, column: 21, scope: !4)
!30 = !DILocation(line: 25, column: 43, scope: !4)
!31 = !DILocation(line: 25, column: 73, scope: !4)
!32 = !DILocation(line: 25, column: 105, scope: !4)
!33 = !DILocation(line: 25, column: 136, scope: !4)
!34 = !DILocation(line: 25, column: 3, scope: !4)
!35 = !DILocation(line: 25, column: 9, scope: !4)
!36 = !DILocation(line: 25, column: 15, scope: !4)
!37 = !DILocation(line: 25, column: 22, scope: !4)
!38 = !DILocation(line: 26, column: 45, scope: !4)
!39 = !DILocation(line: 26, column: 75, scope: !4)
!40 = !DILocation(line: 26, column: 107, scope: !4)
!41 = !DILocation(line: 26, column: 138, scope: !4)
!42 = !DILocation(line: 26, column: 3, scope: !4)
!43 = !DILocation(line: 26, column: 10, scope: !4)
!44 = !DILocation(line: 26, column: 17, scope: !4)
!45 = !DILocation(line: 26, column: 24, scope: !4)
!46 = !DILocation(line: 27, column: 45, scope: !4)
!47 = !DILocation(line: 27, column: 76, scope: !4)
!48 = !DILocation(line: 27, column: 109, scope: !4)
!49 = !DILocation(line: 27, column: 141, scope: !4)
!50 = !DILocation(line: 27, column: 3, scope: !4)
!51 = !DILocation(line: 27, column: 10, scope: !4)
!52 = !DILocation(line: 27, column: 17, scope: !4)
!53 = !DILocation(line: 27, column: 24, scope: !4)
!54 = !DILocation(line: 28, column: 45, scope: !4)
!55 = !DILocation(line: 28, column: 76, scope: !4)
!56 = !DILocation(line: 28, column: 109, scope: !4)
!57 = !DILocation(line: 28, column: 141, scope: !4)
!58 = !DILocation(line: 28, column: 3, scope: !4)
!59 = !DILocation(line: 28, column: 10, scope: !4)
!60 = !DILocation(line: 28, column: 17, scope: !4)
!61 = !DILocation(line: 28, column: 24, scope: !4)
!62 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eSegments_5buint8_5d", scope: !1, file: !1, line: 19, type: !5, scopeLine: 19, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!63 = !DILocation(line: 20, column: 14, scope: !62)
!64 = !DILocation(line: 21, column: 11, scope: !62)
!65 = !DILocation(line: 21, column: 23, scope: !62)
!66 = !DILocation(line: 21, column: 19, scope: !62)
!67 = !DILocation(line: 22, column: 13, scope: !62)
!68 = !DILocation(line: 22, column: 10, scope: !62)
!69 = !DILocation(line: 23, column: 41, scope: !62)
!70 = !DILocation(line: 23, column: 71, scope: !62)
!71 = !DILocation(line: 23, column: 103, scope: !62)
!72 = !DILocation(line: 23, column: 134, scope: !62)
!73 = !DILocation(line: 23, column: 3, scope: !62)
!74 = !DILocation(line: 23, column: 9, scope: !62)
!75 = !DILocation(line: 23, column: 15, scope: !62)
!76 = !DILocation(line: 23, column: 21, scope: !62)
!77 = !DILocation(line: 24, column: 41, scope: !62)
!78 = !DILocation(line: 24, column: 71, scope: !62)
!79 = !DILocation(line: 24, column: 103, scope: !62)
!80 = !DILocation(line: 24, column: 134, scope: !62)
!81 = !DILocation(line: 24, column: 3, scope: !62)
!82 = !DILocation(line: 24, column: 9, scope: !62)
!83 = !DILocation(line: 24, column: 15, scope: !62)
!84 = !DILocation(line: 24, column: 21, scope: !62)
!85 = !DILocation(line: 25, column: 43, scope: !62)
!86 = !DILocation(line: 25, column: 73, scope: !62)
!87 = !DILocation(line: 25, column: 105, scope: !62)
!88 = !DILocation(line: 25, column: 136, scope: !62)
!89 = !DILocation(line: 25, column: 3, scope: !62)
!90 = !DILocation(line: 25, column: 9, scope: !62)
!91 = !DILocation(line: 25, column: 15, scope: !62)
!92 = !DILocation(line: 25, column: 22, scope: !62)
!93 = !DILocation(line: 26, column: 45, scope: !62)
!94 = !DILocation(line: 26, column: 75, scope: !62)
!95 = !DILocation(line: 26, column: 107, scope: !62)
!96 = !DILocation(line: 26, column: 138, scope: !62)
!97 = !DILocation(line: 26, column: 3, scope: !62)
!98 = !DILocation(line: 26, column: 10, scope: !62)
!99 = !DILocation(line: 26, column: 17, scope: !62)
!100 = !DILocation(line: 26, column: 24, scope: !62)
!101 = !DILocation(line: 27, column: 45, scope: !62)
!102 = !DILocation(line: 27, column: 76, scope: !62)
!103 = !DILocation(line: 27, column: 109, scope: !62)
!104 = !DILocation(line: 27, column: 141, scope: !62)
!105 = !DILocation(line: 27, column: 3, scope: !62)
!106 = !DILocation(line: 27, column: 10, scope: !62)
!107 = !DILocation(line: 27, column: 17, scope: !62)
!108 = !DILocation(line: 27, column: 24, scope: !62)
!109 = !DILocation(line: 28, column: 45, scope: !62)
!110 = !DILocation(line: 28, column: 76, scope: !62)
!111 = !DILocation(line: 28, column: 109, scope: !62)
!112 = !DILocation(line: 28, column: 141, scope: !62)
!113 = !DILocation(line: 28, column: 3, scope: !62)
!114 = !DILocation(line: 28, column: 10, scope: !62)
!115 = !DILocation(line: 28, column: 17, scope: !62)
!116 = !DILocation(line: 28, column: 24, scope: !62)
!117 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eSegments_5bfloat64_5d", scope: !1, file: !1, line: 19, type: !5, scopeLine: 19, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!118 = !DILocation(line: 20, column: 14, scope: !117)
!119 = !DILocation(line: 21, column: 11, scope: !117)
!120 = !DILocation(line: 21, column: 23, scope: !117)
!121 = !DILocation(line: 21, column: 19, scope: !117)
!122 = !DILocation(line: 22, column: 13, scope: !117)
!123 = !DILocation(line: 22, column: 10, scope: !117)
!124 = !DILocation(line: 23, column: 41, scope: !117)
!125 = !DILocation(line: 23, column: 71, scope: !117)
!126 = !DILocation(line: 23, column: 103, scope: !117)
!127 = !DILocation(line: 23, column: 134, scope: !117)
!128 = !DILocation(line: 23, column: 3, scope: !117)
!129 = !DILocation(line: 23, column: 9, scope: !117)
!130 = !DILocation(line: 23, column: 15, scope: !117)
!131 = !DILocation(line: 23, column: 21, scope: !117)
!132 = !DILocation(line: 24, column: 41, scope: !117)
!133 = !DILocation(line: 24, column: 71, scope: !117)
!134 = !DILocation(line: 24, column: 103, scope: !117)
!135 = !DILocation(line: 24, column: 134, scope: !117)
!136 = !DILocation(line: 24, column: 3, scope: !117)
!137 = !DILocation(line: 24, column: 9, scope: !117)
!138 = !DILocation(line: 24, column: 15, scope: !117)
!139 = !DILocation(line: 24, column: 21, scope: !117)
!140 = !DILocation(line: 25, column: 43, scope: !117)
!141 = !DILocation(line: 25, column: 73, scope: !117)
!142 = !DILocation(line: 25, column: 105, scope: !117)
!143 = !DILocation(line: 25, column: 136, scope: !117)
!144 = !DILocation(line: 25, column: 3, scope: !117)
!145 = !DILocation(line: 25, column: 9, scope: !117)
!146 = !DILocation(line: 25, column: 15, scope: !117)
!147 = !DILocation(line: 25, column: 22, scope: !117)
!148 = !DILocation(line: 26, column: 45, scope: !117)
!149 = !DILocation(line: 26, column: 75, scope: !117)
!150 = !DILocation(line: 26, column: 107, scope: !117)
!151 = !DILocation(line: 26, column: 138, scope: !117)
!152 = !DILocation(line: 26, column: 3, scope: !117)
!153 = !DILocation(line: 26, column: 10, scope: !117)
!154 = !DILocation(line: 26, column: 17, scope: !117)
!155 = !DILocation(line: 26, column: 24, scope: !117)
!156 = !DILocation(line: 27, column: 45, scope: !117)
!157 = !DILocation(line: 27, column: 76, scope: !117)
!158 = !DILocation(line: 27, column: 109, scope: !117)
!159 = !DILocation(line: 27, column: 141, scope: !117)
!160 = !DILocation(line: 27, column: 3, scope: !117)
!161 = !DILocation(line: 27, column: 10, scope: !117)
!162 = !DILocation(line: 27, column: 17, scope: !117)
!163 = !DILocation(line: 27, column: 24, scope: !117)
!164 = !DILocation(line: 28, column: 45, scope: !117)
!165 = !DILocation(line: 28, column: 76, scope: !117)
!166 = !DILocation(line: 28, column: 109, scope: !117)
!167 = !DILocation(line: 28, column: 141, scope: !117)
!168 = !DILocation(line: 28, column: 3, scope: !117)
!169 = !DILocation(line: 28, column: 10, scope: !117)
!170 = !DILocation(line: 28, column: 17, scope: !117)
!171 = !DILocation(line: 28, column: 24, scope: !117)
!172 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eRowStats", scope: !1, file: !1, line: 37, type: !5, scopeLine: 37, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!173 = !DILocation(line: 38, column: 14, scope: !172)
!174 = !DILocation(line: 39, column: 8, scope: !172)
!175 = !DILocation(line: 0, scope: !172)
!176 = !DILocation(line: 42, column: 25, scope: !172)
!177 = !DILocation(line: 42, column: 3, scope: !172)
!178 = !DILocation(line: 44, column: 5, scope: !172)
!179 = !DILocation(line: 48, column: 16, scope: !172)
!180 = !DILocation(line: 47, column: 24, scope: !172)
!181 = !DILocation(line: 48, column: 20, scope: !172)
!182 = !DILocation(line: 52, column: 6, scope: !172)
!183 = !DILocation(line: 53, column: 27, scope: !172)
!184 = !DILocation(line: 53, column: 7, scope: !172)
!185 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eWhole", scope: !1, file: !1, line: 60, type: !5, scopeLine: 60, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!186 = !DILocation(line: 61, column: 14, scope: !185)
!187 = !DILocation(line: 62, column: 11, scope: !185)
!188 = !DILocation(line: 62, column: 23, scope: !185)
!189 = !DILocation(line: 62, column: 19, scope: !185)
!190 = !DILocation(line: 63, column: 7, scope: !185)
!191 = !DILocation(line: 63, column: 19, scope: !185)
!192 = !DILocation(line: 63, column: 34, scope: !185)
!193 = !DILocation(line: 63, column: 56, scope: !185)
!194 = !DILocation(line: 63, column: 5, scope: !185)
!195 = !DILocation(line: 63, column: 15, scope: !185)
!196 = !DILocation(line: 64, column: 9, scope: !185)
!197 = !DILocation(line: 64, column: 21, scope: !185)
!198 = !DILocation(line: 64, column: 40, scope: !185)
!199 = !DILocation(line: 64, column: 63, scope: !185)
!200 = !DILocation(line: 64, column: 5, scope: !185)
!201 = !DILocation(line: 64, column: 17, scope: !185)
!202 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eUniform", scope: !1, file: !1, line: 73, type: !5, scopeLine: 73, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!203 = !DILocation(line: 74, column: 14, scope: !202)
!204 = !DILocation(line: 75, column: 9, scope: !202)
!205 = !DILocation(line: 76, column: 12, scope: !202)
!206 = !DILocation(line: 76, column: 10, scope: !202)
!207 = !DILocation(line: 77, column: 42, scope: !202)
!208 = !DILocation(line: 77, column: 24, scope: !202)
!209 = !DILocation(line: 86, column: 6, scope: !202)
!210 = !DILocation(line: 77, column: 3, scope: !202)
!211 = !DILocation(line: 78, column: 29, scope: !202)
!212 = !{i64 0, i64 65}
!213 = !DILocation(line: 0, scope: !202)
!214 = !DILocation(line: 79, column: 3, scope: !202)
!215 = !DILocation(line: 79, column: 9, scope: !202)
!216 = !DILocation(line: 80, column: 37, scope: !202)
!217 = !DILocation(line: 80, column: 25, scope: !202)
!218 = !DILocation(line: 81, column: 36, scope: !202)
!219 = !DILocation(line: 81, column: 24, scope: !202)
!220 = !DILocation(line: 81, column: 3, scope: !202)
!221 = !DILocation(line: 82, column: 28, scope: !202)
!222 = !DILocation(line: 83, column: 3, scope: !202)
!223 = !DILocation(line: 83, column: 9, scope: !202)
!224 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bcomplex64_5d", scope: !1, file: !1, line: 100, type: !5, scopeLine: 100, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!225 = !DILocation(line: 112, column: 14, scope: !224)
!226 = !DILocation(line: 113, column: 9, scope: !224)
!227 = !DILocation(line: 114, column: 12, scope: !224)
!228 = !DILocation(line: 114, column: 10, scope: !224)
!229 = !DILocation(line: 115, column: 32, scope: !224)
!230 = !DILocation(line: 115, column: 18, scope: !224)
!231 = !DILocation(line: 115, column: 3, scope: !224)
!232 = !DILocation(line: 116, column: 22, scope: !224)
!233 = !DILocation(line: 116, column: 3, scope: !224)
!234 = !DILocation(line: 117, column: 26, scope: !224)
!235 = !DILocation(line: 117, column: 3, scope: !224)
!236 = !DILocation(line: 118, column: 25, scope: !224)
!237 = !DILocation(line: 118, column: 3, scope: !224)
!238 = !DILocation(line: 101, column: 8, scope: !224)
!239 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bcomplex128_5d", scope: !1, file: !1, line: 100, type: !5, scopeLine: 100, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!240 = !DILocation(line: 112, column: 14, scope: !239)
!241 = !DILocation(line: 113, column: 9, scope: !239)
!242 = !DILocation(line: 114, column: 12, scope: !239)
!243 = !DILocation(line: 114, column: 10, scope: !239)
!244 = !DILocation(line: 115, column: 32, scope: !239)
!245 = !DILocation(line: 115, column: 18, scope: !239)
!246 = !DILocation(line: 115, column: 3, scope: !239)
!247 = !DILocation(line: 116, column: 22, scope: !239)
!248 = !DILocation(line: 116, column: 3, scope: !239)
!249 = !DILocation(line: 117, column: 26, scope: !239)
!250 = !DILocation(line: 117, column: 3, scope: !239)
!251 = !DILocation(line: 118, column: 25, scope: !239)
!252 = !DILocation(line: 118, column: 3, scope: !239)
!253 = !DILocation(line: 101, column: 8, scope: !239)
!254 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bkern_2eFloat16_5d", scope: !1, file: !1, line: 100, type: !5, scopeLine: 100, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!255 = !DILocation(line: 112, column: 14, scope: !254)
!256 = !DILocation(line: 113, column: 9, scope: !254)
!257 = !DILocation(line: 114, column: 12, scope: !254)
!258 = !DILocation(line: 114, column: 10, scope: !254)
!259 = !DILocation(line: 115, column: 32, scope: !254)
!260 = !DILocation(line: 115, column: 18, scope: !254)
!261 = !DILocation(line: 115, column: 3, scope: !254)
!262 = !DILocation(line: 116, column: 22, scope: !254)
!263 = !DILocation(line: 116, column: 3, scope: !254)
!264 = !DILocation(line: 117, column: 26, scope: !254)
!265 = !DILocation(line: 117, column: 3, scope: !254)
!266 = !DILocation(line: 118, column: 25, scope: !254)
!267 = !DILocation(line: 118, column: 3, scope: !254)
!268 = !DILocation(line: 101, column: 8, scope: !254)
!269 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bkern_2eBFloat16_5d", scope: !1, file: !1, line: 100, type: !5, scopeLine: 100, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!270 = !DILocation(line: 112, column: 14, scope: !269)
!271 = !DILocation(line: 113, column: 9, scope: !269)
!272 = !DILocation(line: 114, column: 12, scope: !269)
!273 = !DILocation(line: 114, column: 10, scope: !269)
!274 = !DILocation(line: 115, column: 32, scope: !269)
!275 = !DILocation(line: 115, column: 18, scope: !269)
!276 = !DILocation(line: 115, column: 3, scope: !269)
!277 = !DILocation(line: 116, column: 22, scope: !269)
!278 = !DILocation(line: 116, column: 3, scope: !269)
!279 = !DILocation(line: 117, column: 26, scope: !269)
!280 = !DILocation(line: 117, column: 3, scope: !269)
!281 = !DILocation(line: 118, column: 25, scope: !269)
!282 = !DILocation(line: 118, column: 3, scope: !269)
!283 = !DILocation(line: 101, column: 8, scope: !269)
!284 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExoticFP8", scope: !1, file: !1, line: 107, type: !5, scopeLine: 107, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!285 = !DILocation(line: 112, column: 14, scope: !284)
!286 = !DILocation(line: 113, column: 9, scope: !284)
!287 = !DILocation(line: 114, column: 12, scope: !284)
!288 = !DILocation(line: 114, column: 10, scope: !284)
!289 = !DILocation(line: 115, column: 32, scope: !284)
!290 = !DILocation(line: 115, column: 18, scope: !284)
!291 = !DILocation(line: 115, column: 3, scope: !284)
!292 = !DILocation(line: 116, column: 22, scope: !284)
!293 = !DILocation(line: 116, column: 3, scope: !284)
!294 = !DILocation(line: 117, column: 26, scope: !284)
!295 = !DILocation(line: 117, column: 3, scope: !284)
!296 = !DILocation(line: 118, column: 25, scope: !284)
!297 = !DILocation(line: 118, column: 3, scope: !284)
!298 = !DILocation(line: 108, column: 8, scope: !284)
