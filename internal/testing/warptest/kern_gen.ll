; kern module github.com/kernlab/kern/internal/testing/warptest (wave64, gfx90a)
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
  %.20 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.19), !dbg !13
  %.21 = zext i32 %.20 to i64, !dbg !13
  %.26 = tail call i64 @llvm.read_register.i64(metadata !14) #7, !dbg !13
  %.27 = and i64 %.21, 63, !dbg !13
  %0 = shl nuw i64 1, %.27, !dbg !13
  %1 = and i64 %0, %.26, !dbg !13
  %.29.not = icmp eq i64 %1, 0, !dbg !13
  %.32 = shl i32 %.20, 2, !dbg !13
  %.33 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.32, i32 %.16), !dbg !13
  %t19 = select i1 %.29.not, i32 %.16, i32 %.33, !dbg !13
  %.39 = sub nsw i64 %.21, %t14, !dbg !15
  %.40 = icmp eq i32 %.17, 0, !dbg !15
  %.42 = and i64 %.39, 63, !dbg !15
  %2 = shl nuw i64 1, %.42, !dbg !15
  %3 = and i64 %2, %.26, !dbg !15
  %.44 = icmp ne i64 %3, 0, !dbg !15
  %.45 = and i1 %.40, %.44, !dbg !15
  %.46 = trunc i64 %.39 to i32, !dbg !15
  %.47 = shl i32 %.46, 2, !dbg !15
  %.48 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.16), !dbg !15
  %t20 = select i1 %.45, i32 %.48, i32 %.16, !dbg !15
  %.55 = add nsw i64 %.21, %t14, !dbg !16
  %.58 = and i64 %.55, 63, !dbg !16
  %4 = shl nuw i64 1, %.58, !dbg !16
  %5 = and i64 %4, %.26, !dbg !16
  %.60 = icmp ne i64 %5, 0, !dbg !16
  %.61 = and i1 %.40, %.60, !dbg !16
  %.62 = trunc i64 %.55 to i32, !dbg !16
  %.63 = shl i32 %.62, 2, !dbg !16
  %.64 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.63, i32 %.16), !dbg !16
  %t21 = select i1 %.61, i32 %.64, i32 %.16, !dbg !16
  %.70 = xor i64 %.21, %t14, !dbg !17
  %.71 = icmp ult i32 %.17, 32, !dbg !17
  %.74 = icmp ule i64 %.70, %.21, !dbg !17
  %.75 = and i1 %.71, %.74, !dbg !17
  %.77 = and i64 %.70, 63, !dbg !17
  %6 = shl nuw i64 1, %.77, !dbg !17
  %7 = and i64 %6, %.26, !dbg !17
  %.79 = icmp ne i64 %7, 0, !dbg !17
  %.80 = and i1 %.75, %.79, !dbg !17
  %.81 = trunc i64 %.70 to i32, !dbg !17
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
  %.89 = and i64 %.21, 4294967294, !dbg !22
  %.90 = and i64 %t14, 1, !dbg !22
  %.91 = or i64 %.89, %.90, !dbg !22
  %.93 = and i64 %.91, 63, !dbg !22
  %8 = shl nuw i64 1, %.93, !dbg !22
  %9 = and i64 %8, %.26, !dbg !22
  %.95.not = icmp eq i64 %9, 0, !dbg !22
  %.97 = trunc i64 %.91 to i32, !dbg !22
  %.98 = shl i32 %.97, 2, !dbg !22
  %.99 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.98, i32 %.16), !dbg !22
  %t27 = select i1 %.95.not, i32 %.16, i32 %.99, !dbg !22
  %.104 = and i64 %.21, 1, !dbg !23
  %.106 = icmp uge i64 %.104, %t14, !dbg !23
  %.111 = and i1 %.106, %.44, !dbg !23
  %t28 = select i1 %.111, i32 %.48, i32 %.16, !dbg !23
  %.120 = xor i64 %.104, 1, !dbg !24
  %.122 = icmp uge i64 %.120, %t14, !dbg !24
  %.127 = and i1 %.122, %.60, !dbg !24
  %t29 = select i1 %.127, i32 %.64, i32 %.16, !dbg !24
  %.139 = add nuw nsw i64 %.89, 2, !dbg !25
  %.140 = icmp ult i64 %.70, %.139, !dbg !25
  %.141 = and i1 %.71, %.140, !dbg !25
  %.146 = and i1 %.141, %.79, !dbg !25
  %t30 = select i1 %.146, i32 %.83, i32 %.16, !dbg !25
  %t31 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 4, !dbg !26
  store i32 %t27, ptr addrspace(1) %t31, align 4, !dbg !26
  %t32 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 5, !dbg !27
  store i32 %t28, ptr addrspace(1) %t32, align 4, !dbg !27
  %t33 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 6, !dbg !28
  store i32 %t29, ptr addrspace(1) %t33, align 4, !dbg !28
  %t34 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 7, !dbg !29
  store i32 %t30, ptr addrspace(1) %t34, align 4, !dbg !29
  %.155 = and i64 %.21, 4294967292, !dbg !30
  %.156 = and i64 %t14, 3, !dbg !30
  %.157 = or i64 %.155, %.156, !dbg !30
  %.159 = and i64 %.157, 63, !dbg !30
  %10 = shl nuw i64 1, %.159, !dbg !30
  %11 = and i64 %10, %.26, !dbg !30
  %.161.not = icmp eq i64 %11, 0, !dbg !30
  %.163 = trunc i64 %.157 to i32, !dbg !30
  %.164 = shl i32 %.163, 2, !dbg !30
  %.165 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.164, i32 %.16), !dbg !30
  %t35 = select i1 %.161.not, i32 %.16, i32 %.165, !dbg !30
  %.170 = and i64 %.21, 3, !dbg !31
  %.172 = icmp uge i64 %.170, %t14, !dbg !31
  %.177 = and i1 %.172, %.44, !dbg !31
  %t36 = select i1 %.177, i32 %.48, i32 %.16, !dbg !31
  %.186 = xor i64 %.170, 3, !dbg !32
  %.188 = icmp uge i64 %.186, %t14, !dbg !32
  %.193 = and i1 %.188, %.60, !dbg !32
  %t37 = select i1 %.193, i32 %.64, i32 %.16, !dbg !32
  %.205 = add nuw nsw i64 %.155, 4, !dbg !33
  %.206 = icmp ult i64 %.70, %.205, !dbg !33
  %.207 = and i1 %.71, %.206, !dbg !33
  %.212 = and i1 %.207, %.79, !dbg !33
  %t38 = select i1 %.212, i32 %.83, i32 %.16, !dbg !33
  %t39 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 8, !dbg !34
  store i32 %t35, ptr addrspace(1) %t39, align 4, !dbg !34
  %t40 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 9, !dbg !35
  store i32 %t36, ptr addrspace(1) %t40, align 4, !dbg !35
  %t41 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 10, !dbg !36
  store i32 %t37, ptr addrspace(1) %t41, align 4, !dbg !36
  %t42 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 11, !dbg !37
  store i32 %t38, ptr addrspace(1) %t42, align 4, !dbg !37
  %.221 = and i64 %.21, 4294967288, !dbg !38
  %.222 = and i64 %t14, 7, !dbg !38
  %.223 = or i64 %.221, %.222, !dbg !38
  %.225 = and i64 %.223, 63, !dbg !38
  %12 = shl nuw i64 1, %.225, !dbg !38
  %13 = and i64 %12, %.26, !dbg !38
  %.227.not = icmp eq i64 %13, 0, !dbg !38
  %.229 = trunc i64 %.223 to i32, !dbg !38
  %.230 = shl i32 %.229, 2, !dbg !38
  %.231 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.230, i32 %.16), !dbg !38
  %t43 = select i1 %.227.not, i32 %.16, i32 %.231, !dbg !38
  %.236 = and i64 %.21, 7, !dbg !39
  %.238 = icmp uge i64 %.236, %t14, !dbg !39
  %.243 = and i1 %.238, %.44, !dbg !39
  %t44 = select i1 %.243, i32 %.48, i32 %.16, !dbg !39
  %.252 = xor i64 %.236, 7, !dbg !40
  %.254 = icmp uge i64 %.252, %t14, !dbg !40
  %.259 = and i1 %.254, %.60, !dbg !40
  %t45 = select i1 %.259, i32 %.64, i32 %.16, !dbg !40
  %.271 = add nuw nsw i64 %.221, 8, !dbg !41
  %.272 = icmp ult i64 %.70, %.271, !dbg !41
  %.273 = and i1 %.71, %.272, !dbg !41
  %.278 = and i1 %.273, %.79, !dbg !41
  %t46 = select i1 %.278, i32 %.83, i32 %.16, !dbg !41
  %t47 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 12, !dbg !42
  store i32 %t43, ptr addrspace(1) %t47, align 4, !dbg !42
  %t48 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 13, !dbg !43
  store i32 %t44, ptr addrspace(1) %t48, align 4, !dbg !43
  %t49 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 14, !dbg !44
  store i32 %t45, ptr addrspace(1) %t49, align 4, !dbg !44
  %t50 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 15, !dbg !45
  store i32 %t46, ptr addrspace(1) %t50, align 4, !dbg !45
  %.287 = and i64 %.21, 4294967280, !dbg !46
  %.288 = and i64 %t14, 15, !dbg !46
  %.289 = or i64 %.287, %.288, !dbg !46
  %.291 = and i64 %.289, 63, !dbg !46
  %14 = shl nuw i64 1, %.291, !dbg !46
  %15 = and i64 %14, %.26, !dbg !46
  %.293.not = icmp eq i64 %15, 0, !dbg !46
  %.295 = trunc i64 %.289 to i32, !dbg !46
  %.296 = shl i32 %.295, 2, !dbg !46
  %.297 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.296, i32 %.16), !dbg !46
  %t51 = select i1 %.293.not, i32 %.16, i32 %.297, !dbg !46
  %.302 = and i64 %.21, 15, !dbg !47
  %.304 = icmp uge i64 %.302, %t14, !dbg !47
  %.309 = and i1 %.304, %.44, !dbg !47
  %t52 = select i1 %.309, i32 %.48, i32 %.16, !dbg !47
  %.318 = xor i64 %.302, 15, !dbg !48
  %.320 = icmp uge i64 %.318, %t14, !dbg !48
  %.325 = and i1 %.320, %.60, !dbg !48
  %t53 = select i1 %.325, i32 %.64, i32 %.16, !dbg !48
  %.337 = add nuw nsw i64 %.287, 16, !dbg !49
  %.338 = icmp ult i64 %.70, %.337, !dbg !49
  %.339 = and i1 %.71, %.338, !dbg !49
  %.344 = and i1 %.339, %.79, !dbg !49
  %t54 = select i1 %.344, i32 %.83, i32 %.16, !dbg !49
  %t55 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 16, !dbg !50
  store i32 %t51, ptr addrspace(1) %t55, align 4, !dbg !50
  %t56 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 17, !dbg !51
  store i32 %t52, ptr addrspace(1) %t56, align 4, !dbg !51
  %t57 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 18, !dbg !52
  store i32 %t53, ptr addrspace(1) %t57, align 4, !dbg !52
  %t58 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 19, !dbg !53
  store i32 %t54, ptr addrspace(1) %t58, align 4, !dbg !53
  %.353 = and i64 %.21, 4294967264, !dbg !54
  %.354 = and i64 %t14, 31, !dbg !54
  %.355 = or i64 %.353, %.354, !dbg !54
  %.357 = and i64 %.355, 63, !dbg !54
  %16 = shl nuw i64 1, %.357, !dbg !54
  %17 = and i64 %16, %.26, !dbg !54
  %.359.not = icmp eq i64 %17, 0, !dbg !54
  %.361 = trunc i64 %.355 to i32, !dbg !54
  %.362 = shl i32 %.361, 2, !dbg !54
  %.363 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.362, i32 %.16), !dbg !54
  %t59 = select i1 %.359.not, i32 %.16, i32 %.363, !dbg !54
  %.368 = and i64 %.21, 31, !dbg !55
  %.370 = icmp uge i64 %.368, %t14, !dbg !55
  %.375 = and i1 %.370, %.44, !dbg !55
  %t60 = select i1 %.375, i32 %.48, i32 %.16, !dbg !55
  %.384 = xor i64 %.368, 31, !dbg !56
  %.386 = icmp uge i64 %.384, %t14, !dbg !56
  %.391 = and i1 %.386, %.60, !dbg !56
  %t61 = select i1 %.391, i32 %.64, i32 %.16, !dbg !56
  %.403 = add nuw nsw i64 %.353, 32, !dbg !57
  %.404 = icmp ult i64 %.70, %.403, !dbg !57
  %.405 = and i1 %.71, %.404, !dbg !57
  %.410 = and i1 %.405, %.79, !dbg !57
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
  %.20 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.19), !dbg !69
  %.21 = zext i32 %.20 to i64, !dbg !69
  %.26 = tail call i64 @llvm.read_register.i64(metadata !14) #7, !dbg !69
  %.27 = and i64 %.21, 63, !dbg !69
  %0 = shl nuw i64 1, %.27, !dbg !69
  %1 = and i64 %0, %.26, !dbg !69
  %.29.not = icmp eq i64 %1, 0, !dbg !69
  %.32 = shl i32 %.20, 2, !dbg !69
  %.33 = zext i8 %.16 to i32, !dbg !69
  %.34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.32, i32 %.33), !dbg !69
  %.35 = trunc i32 %.34 to i8, !dbg !69
  %t19 = select i1 %.29.not, i8 %.16, i8 %.35, !dbg !69
  %.41 = sub nsw i64 %.21, %t14, !dbg !70
  %.42 = icmp eq i32 %.17, 0, !dbg !70
  %.44 = and i64 %.41, 63, !dbg !70
  %2 = shl nuw i64 1, %.44, !dbg !70
  %3 = and i64 %2, %.26, !dbg !70
  %.46 = icmp ne i64 %3, 0, !dbg !70
  %.47 = and i1 %.42, %.46, !dbg !70
  %.48 = trunc i64 %.41 to i32, !dbg !70
  %.49 = shl i32 %.48, 2, !dbg !70
  %.51 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.49, i32 %.33), !dbg !70
  %.52 = trunc i32 %.51 to i8, !dbg !70
  %t20 = select i1 %.47, i8 %.52, i8 %.16, !dbg !70
  %.59 = add nsw i64 %.21, %t14, !dbg !71
  %.62 = and i64 %.59, 63, !dbg !71
  %4 = shl nuw i64 1, %.62, !dbg !71
  %5 = and i64 %4, %.26, !dbg !71
  %.64 = icmp ne i64 %5, 0, !dbg !71
  %.65 = and i1 %.42, %.64, !dbg !71
  %.66 = trunc i64 %.59 to i32, !dbg !71
  %.67 = shl i32 %.66, 2, !dbg !71
  %.69 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.33), !dbg !71
  %.70 = trunc i32 %.69 to i8, !dbg !71
  %t21 = select i1 %.65, i8 %.70, i8 %.16, !dbg !71
  %.76 = xor i64 %.21, %t14, !dbg !72
  %.77 = icmp ult i32 %.17, 32, !dbg !72
  %.80 = icmp ule i64 %.76, %.21, !dbg !72
  %.81 = and i1 %.77, %.80, !dbg !72
  %.83 = and i64 %.76, 63, !dbg !72
  %6 = shl nuw i64 1, %.83, !dbg !72
  %7 = and i64 %6, %.26, !dbg !72
  %.85 = icmp ne i64 %7, 0, !dbg !72
  %.86 = and i1 %.81, %.85, !dbg !72
  %.87 = trunc i64 %.76 to i32, !dbg !72
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
  %.97 = and i64 %.21, 4294967294, !dbg !77
  %.98 = and i64 %t14, 1, !dbg !77
  %.99 = or i64 %.97, %.98, !dbg !77
  %.101 = and i64 %.99, 63, !dbg !77
  %8 = shl nuw i64 1, %.101, !dbg !77
  %9 = and i64 %8, %.26, !dbg !77
  %.103.not = icmp eq i64 %9, 0, !dbg !77
  %.105 = trunc i64 %.99 to i32, !dbg !77
  %.106 = shl i32 %.105, 2, !dbg !77
  %.108 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.106, i32 %.33), !dbg !77
  %.109 = trunc i32 %.108 to i8, !dbg !77
  %t27 = select i1 %.103.not, i8 %.16, i8 %.109, !dbg !77
  %.114 = and i64 %.21, 1, !dbg !78
  %.116 = icmp uge i64 %.114, %t14, !dbg !78
  %.121 = and i1 %.116, %.46, !dbg !78
  %t28 = select i1 %.121, i8 %.52, i8 %.16, !dbg !78
  %.132 = xor i64 %.114, 1, !dbg !79
  %.134 = icmp uge i64 %.132, %t14, !dbg !79
  %.139 = and i1 %.134, %.64, !dbg !79
  %t29 = select i1 %.139, i8 %.70, i8 %.16, !dbg !79
  %.153 = add nuw nsw i64 %.97, 2, !dbg !80
  %.154 = icmp ult i64 %.76, %.153, !dbg !80
  %.155 = and i1 %.77, %.154, !dbg !80
  %.160 = and i1 %.155, %.85, !dbg !80
  %t30 = select i1 %.160, i8 %.91, i8 %.16, !dbg !80
  %t31 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 4, !dbg !81
  store i8 %t27, ptr addrspace(1) %t31, align 1, !dbg !81
  %t32 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 5, !dbg !82
  store i8 %t28, ptr addrspace(1) %t32, align 1, !dbg !82
  %t33 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 6, !dbg !83
  store i8 %t29, ptr addrspace(1) %t33, align 1, !dbg !83
  %t34 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 7, !dbg !84
  store i8 %t30, ptr addrspace(1) %t34, align 1, !dbg !84
  %.171 = and i64 %.21, 4294967292, !dbg !85
  %.172 = and i64 %t14, 3, !dbg !85
  %.173 = or i64 %.171, %.172, !dbg !85
  %.175 = and i64 %.173, 63, !dbg !85
  %10 = shl nuw i64 1, %.175, !dbg !85
  %11 = and i64 %10, %.26, !dbg !85
  %.177.not = icmp eq i64 %11, 0, !dbg !85
  %.179 = trunc i64 %.173 to i32, !dbg !85
  %.180 = shl i32 %.179, 2, !dbg !85
  %.182 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.180, i32 %.33), !dbg !85
  %.183 = trunc i32 %.182 to i8, !dbg !85
  %t35 = select i1 %.177.not, i8 %.16, i8 %.183, !dbg !85
  %.188 = and i64 %.21, 3, !dbg !86
  %.190 = icmp uge i64 %.188, %t14, !dbg !86
  %.195 = and i1 %.190, %.46, !dbg !86
  %t36 = select i1 %.195, i8 %.52, i8 %.16, !dbg !86
  %.206 = xor i64 %.188, 3, !dbg !87
  %.208 = icmp uge i64 %.206, %t14, !dbg !87
  %.213 = and i1 %.208, %.64, !dbg !87
  %t37 = select i1 %.213, i8 %.70, i8 %.16, !dbg !87
  %.227 = add nuw nsw i64 %.171, 4, !dbg !88
  %.228 = icmp ult i64 %.76, %.227, !dbg !88
  %.229 = and i1 %.77, %.228, !dbg !88
  %.234 = and i1 %.229, %.85, !dbg !88
  %t38 = select i1 %.234, i8 %.91, i8 %.16, !dbg !88
  %t39 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 8, !dbg !89
  store i8 %t35, ptr addrspace(1) %t39, align 1, !dbg !89
  %t40 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 9, !dbg !90
  store i8 %t36, ptr addrspace(1) %t40, align 1, !dbg !90
  %t41 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 10, !dbg !91
  store i8 %t37, ptr addrspace(1) %t41, align 1, !dbg !91
  %t42 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 11, !dbg !92
  store i8 %t38, ptr addrspace(1) %t42, align 1, !dbg !92
  %.245 = and i64 %.21, 4294967288, !dbg !93
  %.246 = and i64 %t14, 7, !dbg !93
  %.247 = or i64 %.245, %.246, !dbg !93
  %.249 = and i64 %.247, 63, !dbg !93
  %12 = shl nuw i64 1, %.249, !dbg !93
  %13 = and i64 %12, %.26, !dbg !93
  %.251.not = icmp eq i64 %13, 0, !dbg !93
  %.253 = trunc i64 %.247 to i32, !dbg !93
  %.254 = shl i32 %.253, 2, !dbg !93
  %.256 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.254, i32 %.33), !dbg !93
  %.257 = trunc i32 %.256 to i8, !dbg !93
  %t43 = select i1 %.251.not, i8 %.16, i8 %.257, !dbg !93
  %.262 = and i64 %.21, 7, !dbg !94
  %.264 = icmp uge i64 %.262, %t14, !dbg !94
  %.269 = and i1 %.264, %.46, !dbg !94
  %t44 = select i1 %.269, i8 %.52, i8 %.16, !dbg !94
  %.280 = xor i64 %.262, 7, !dbg !95
  %.282 = icmp uge i64 %.280, %t14, !dbg !95
  %.287 = and i1 %.282, %.64, !dbg !95
  %t45 = select i1 %.287, i8 %.70, i8 %.16, !dbg !95
  %.301 = add nuw nsw i64 %.245, 8, !dbg !96
  %.302 = icmp ult i64 %.76, %.301, !dbg !96
  %.303 = and i1 %.77, %.302, !dbg !96
  %.308 = and i1 %.303, %.85, !dbg !96
  %t46 = select i1 %.308, i8 %.91, i8 %.16, !dbg !96
  %t47 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 12, !dbg !97
  store i8 %t43, ptr addrspace(1) %t47, align 1, !dbg !97
  %t48 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 13, !dbg !98
  store i8 %t44, ptr addrspace(1) %t48, align 1, !dbg !98
  %t49 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 14, !dbg !99
  store i8 %t45, ptr addrspace(1) %t49, align 1, !dbg !99
  %t50 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 15, !dbg !100
  store i8 %t46, ptr addrspace(1) %t50, align 1, !dbg !100
  %.319 = and i64 %.21, 4294967280, !dbg !101
  %.320 = and i64 %t14, 15, !dbg !101
  %.321 = or i64 %.319, %.320, !dbg !101
  %.323 = and i64 %.321, 63, !dbg !101
  %14 = shl nuw i64 1, %.323, !dbg !101
  %15 = and i64 %14, %.26, !dbg !101
  %.325.not = icmp eq i64 %15, 0, !dbg !101
  %.327 = trunc i64 %.321 to i32, !dbg !101
  %.328 = shl i32 %.327, 2, !dbg !101
  %.330 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.328, i32 %.33), !dbg !101
  %.331 = trunc i32 %.330 to i8, !dbg !101
  %t51 = select i1 %.325.not, i8 %.16, i8 %.331, !dbg !101
  %.336 = and i64 %.21, 15, !dbg !102
  %.338 = icmp uge i64 %.336, %t14, !dbg !102
  %.343 = and i1 %.338, %.46, !dbg !102
  %t52 = select i1 %.343, i8 %.52, i8 %.16, !dbg !102
  %.354 = xor i64 %.336, 15, !dbg !103
  %.356 = icmp uge i64 %.354, %t14, !dbg !103
  %.361 = and i1 %.356, %.64, !dbg !103
  %t53 = select i1 %.361, i8 %.70, i8 %.16, !dbg !103
  %.375 = add nuw nsw i64 %.319, 16, !dbg !104
  %.376 = icmp ult i64 %.76, %.375, !dbg !104
  %.377 = and i1 %.77, %.376, !dbg !104
  %.382 = and i1 %.377, %.85, !dbg !104
  %t54 = select i1 %.382, i8 %.91, i8 %.16, !dbg !104
  %t55 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 16, !dbg !105
  store i8 %t51, ptr addrspace(1) %t55, align 1, !dbg !105
  %t56 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 17, !dbg !106
  store i8 %t52, ptr addrspace(1) %t56, align 1, !dbg !106
  %t57 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 18, !dbg !107
  store i8 %t53, ptr addrspace(1) %t57, align 1, !dbg !107
  %t58 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 19, !dbg !108
  store i8 %t54, ptr addrspace(1) %t58, align 1, !dbg !108
  %.393 = and i64 %.21, 4294967264, !dbg !109
  %.394 = and i64 %t14, 31, !dbg !109
  %.395 = or i64 %.393, %.394, !dbg !109
  %.397 = and i64 %.395, 63, !dbg !109
  %16 = shl nuw i64 1, %.397, !dbg !109
  %17 = and i64 %16, %.26, !dbg !109
  %.399.not = icmp eq i64 %17, 0, !dbg !109
  %.401 = trunc i64 %.395 to i32, !dbg !109
  %.402 = shl i32 %.401, 2, !dbg !109
  %.404 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.402, i32 %.33), !dbg !109
  %.405 = trunc i32 %.404 to i8, !dbg !109
  %t59 = select i1 %.399.not, i8 %.16, i8 %.405, !dbg !109
  %.410 = and i64 %.21, 31, !dbg !110
  %.412 = icmp uge i64 %.410, %t14, !dbg !110
  %.417 = and i1 %.412, %.46, !dbg !110
  %t60 = select i1 %.417, i8 %.52, i8 %.16, !dbg !110
  %.428 = xor i64 %.410, 31, !dbg !111
  %.430 = icmp uge i64 %.428, %t14, !dbg !111
  %.435 = and i1 %.430, %.64, !dbg !111
  %t61 = select i1 %.435, i8 %.70, i8 %.16, !dbg !111
  %.449 = add nuw nsw i64 %.393, 32, !dbg !112
  %.450 = icmp ult i64 %.76, %.449, !dbg !112
  %.451 = and i1 %.77, %.450, !dbg !112
  %.456 = and i1 %.451, %.85, !dbg !112
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
  %.20 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.19), !dbg !124
  %.21 = zext i32 %.20 to i64, !dbg !124
  %.26 = tail call i64 @llvm.read_register.i64(metadata !14) #7, !dbg !124
  %.27 = and i64 %.21, 63, !dbg !124
  %0 = shl nuw i64 1, %.27, !dbg !124
  %1 = and i64 %0, %.26, !dbg !124
  %.29.not = icmp eq i64 %1, 0, !dbg !124
  %.32 = shl i32 %.20, 2, !dbg !124
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
  %.49 = sub nsw i64 %.21, %t14, !dbg !125
  %.50 = icmp eq i32 %.17, 0, !dbg !125
  %.52 = and i64 %.49, 63, !dbg !125
  %2 = shl nuw i64 1, %.52, !dbg !125
  %3 = and i64 %2, %.26, !dbg !125
  %.54 = icmp ne i64 %3, 0, !dbg !125
  %.55 = and i1 %.50, %.54, !dbg !125
  %.56 = trunc i64 %.49 to i32, !dbg !125
  %.57 = shl i32 %.56, 2, !dbg !125
  %.62 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.57, i32 %.34), !dbg !125
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.57, i32 %.36), !dbg !125
  %.64 = zext i32 %.62 to i64, !dbg !125
  %.65 = zext i32 %.63 to i64, !dbg !125
  %.66 = shl nuw i64 %.65, 32, !dbg !125
  %.67 = or i64 %.66, %.64, !dbg !125
  %.68 = bitcast i64 %.67 to double, !dbg !125
  %t20 = select i1 %.55, double %.68, double %.16, !dbg !125
  %.75 = add nsw i64 %.21, %t14, !dbg !126
  %.78 = and i64 %.75, 63, !dbg !126
  %4 = shl nuw i64 1, %.78, !dbg !126
  %5 = and i64 %4, %.26, !dbg !126
  %.80 = icmp ne i64 %5, 0, !dbg !126
  %.81 = and i1 %.50, %.80, !dbg !126
  %.82 = trunc i64 %.75 to i32, !dbg !126
  %.83 = shl i32 %.82, 2, !dbg !126
  %.88 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.83, i32 %.34), !dbg !126
  %.89 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.83, i32 %.36), !dbg !126
  %.90 = zext i32 %.88 to i64, !dbg !126
  %.91 = zext i32 %.89 to i64, !dbg !126
  %.92 = shl nuw i64 %.91, 32, !dbg !126
  %.93 = or i64 %.92, %.90, !dbg !126
  %.94 = bitcast i64 %.93 to double, !dbg !126
  %t21 = select i1 %.81, double %.94, double %.16, !dbg !126
  %.100 = xor i64 %.21, %t14, !dbg !127
  %.101 = icmp ult i32 %.17, 32, !dbg !127
  %.104 = icmp ule i64 %.100, %.21, !dbg !127
  %.105 = and i1 %.101, %.104, !dbg !127
  %.107 = and i64 %.100, 63, !dbg !127
  %6 = shl nuw i64 1, %.107, !dbg !127
  %7 = and i64 %6, %.26, !dbg !127
  %.109 = icmp ne i64 %7, 0, !dbg !127
  %.110 = and i1 %.105, %.109, !dbg !127
  %.111 = trunc i64 %.100 to i32, !dbg !127
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
  %.129 = and i64 %.21, 4294967294, !dbg !132
  %.130 = and i64 %t14, 1, !dbg !132
  %.131 = or i64 %.129, %.130, !dbg !132
  %.133 = and i64 %.131, 63, !dbg !132
  %8 = shl nuw i64 1, %.133, !dbg !132
  %9 = and i64 %8, %.26, !dbg !132
  %.135.not = icmp eq i64 %9, 0, !dbg !132
  %.137 = trunc i64 %.131 to i32, !dbg !132
  %.138 = shl i32 %.137, 2, !dbg !132
  %.143 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.138, i32 %.34), !dbg !132
  %.144 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.138, i32 %.36), !dbg !132
  %.145 = zext i32 %.143 to i64, !dbg !132
  %.146 = zext i32 %.144 to i64, !dbg !132
  %.147 = shl nuw i64 %.146, 32, !dbg !132
  %.148 = or i64 %.147, %.145, !dbg !132
  %.149 = bitcast i64 %.148 to double, !dbg !132
  %t27 = select i1 %.135.not, double %.16, double %.149, !dbg !132
  %.154 = and i64 %.21, 1, !dbg !133
  %.156 = icmp uge i64 %.154, %t14, !dbg !133
  %.161 = and i1 %.156, %.54, !dbg !133
  %t28 = select i1 %.161, double %.68, double %.16, !dbg !133
  %.180 = xor i64 %.154, 1, !dbg !134
  %.182 = icmp uge i64 %.180, %t14, !dbg !134
  %.187 = and i1 %.182, %.80, !dbg !134
  %t29 = select i1 %.187, double %.94, double %.16, !dbg !134
  %.209 = add nuw nsw i64 %.129, 2, !dbg !135
  %.210 = icmp ult i64 %.100, %.209, !dbg !135
  %.211 = and i1 %.101, %.210, !dbg !135
  %.216 = and i1 %.211, %.109, !dbg !135
  %t30 = select i1 %.216, double %.123, double %.16, !dbg !135
  %t31 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 4, !dbg !136
  store double %t27, ptr addrspace(1) %t31, align 8, !dbg !136
  %t32 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 5, !dbg !137
  store double %t28, ptr addrspace(1) %t32, align 8, !dbg !137
  %t33 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 6, !dbg !138
  store double %t29, ptr addrspace(1) %t33, align 8, !dbg !138
  %t34 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 7, !dbg !139
  store double %t30, ptr addrspace(1) %t34, align 8, !dbg !139
  %.235 = and i64 %.21, 4294967292, !dbg !140
  %.236 = and i64 %t14, 3, !dbg !140
  %.237 = or i64 %.235, %.236, !dbg !140
  %.239 = and i64 %.237, 63, !dbg !140
  %10 = shl nuw i64 1, %.239, !dbg !140
  %11 = and i64 %10, %.26, !dbg !140
  %.241.not = icmp eq i64 %11, 0, !dbg !140
  %.243 = trunc i64 %.237 to i32, !dbg !140
  %.244 = shl i32 %.243, 2, !dbg !140
  %.249 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.244, i32 %.34), !dbg !140
  %.250 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.244, i32 %.36), !dbg !140
  %.251 = zext i32 %.249 to i64, !dbg !140
  %.252 = zext i32 %.250 to i64, !dbg !140
  %.253 = shl nuw i64 %.252, 32, !dbg !140
  %.254 = or i64 %.253, %.251, !dbg !140
  %.255 = bitcast i64 %.254 to double, !dbg !140
  %t35 = select i1 %.241.not, double %.16, double %.255, !dbg !140
  %.260 = and i64 %.21, 3, !dbg !141
  %.262 = icmp uge i64 %.260, %t14, !dbg !141
  %.267 = and i1 %.262, %.54, !dbg !141
  %t36 = select i1 %.267, double %.68, double %.16, !dbg !141
  %.286 = xor i64 %.260, 3, !dbg !142
  %.288 = icmp uge i64 %.286, %t14, !dbg !142
  %.293 = and i1 %.288, %.80, !dbg !142
  %t37 = select i1 %.293, double %.94, double %.16, !dbg !142
  %.315 = add nuw nsw i64 %.235, 4, !dbg !143
  %.316 = icmp ult i64 %.100, %.315, !dbg !143
  %.317 = and i1 %.101, %.316, !dbg !143
  %.322 = and i1 %.317, %.109, !dbg !143
  %t38 = select i1 %.322, double %.123, double %.16, !dbg !143
  %t39 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 8, !dbg !144
  store double %t35, ptr addrspace(1) %t39, align 8, !dbg !144
  %t40 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 9, !dbg !145
  store double %t36, ptr addrspace(1) %t40, align 8, !dbg !145
  %t41 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 10, !dbg !146
  store double %t37, ptr addrspace(1) %t41, align 8, !dbg !146
  %t42 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 11, !dbg !147
  store double %t38, ptr addrspace(1) %t42, align 8, !dbg !147
  %.341 = and i64 %.21, 4294967288, !dbg !148
  %.342 = and i64 %t14, 7, !dbg !148
  %.343 = or i64 %.341, %.342, !dbg !148
  %.345 = and i64 %.343, 63, !dbg !148
  %12 = shl nuw i64 1, %.345, !dbg !148
  %13 = and i64 %12, %.26, !dbg !148
  %.347.not = icmp eq i64 %13, 0, !dbg !148
  %.349 = trunc i64 %.343 to i32, !dbg !148
  %.350 = shl i32 %.349, 2, !dbg !148
  %.355 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.350, i32 %.34), !dbg !148
  %.356 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.350, i32 %.36), !dbg !148
  %.357 = zext i32 %.355 to i64, !dbg !148
  %.358 = zext i32 %.356 to i64, !dbg !148
  %.359 = shl nuw i64 %.358, 32, !dbg !148
  %.360 = or i64 %.359, %.357, !dbg !148
  %.361 = bitcast i64 %.360 to double, !dbg !148
  %t43 = select i1 %.347.not, double %.16, double %.361, !dbg !148
  %.366 = and i64 %.21, 7, !dbg !149
  %.368 = icmp uge i64 %.366, %t14, !dbg !149
  %.373 = and i1 %.368, %.54, !dbg !149
  %t44 = select i1 %.373, double %.68, double %.16, !dbg !149
  %.392 = xor i64 %.366, 7, !dbg !150
  %.394 = icmp uge i64 %.392, %t14, !dbg !150
  %.399 = and i1 %.394, %.80, !dbg !150
  %t45 = select i1 %.399, double %.94, double %.16, !dbg !150
  %.421 = add nuw nsw i64 %.341, 8, !dbg !151
  %.422 = icmp ult i64 %.100, %.421, !dbg !151
  %.423 = and i1 %.101, %.422, !dbg !151
  %.428 = and i1 %.423, %.109, !dbg !151
  %t46 = select i1 %.428, double %.123, double %.16, !dbg !151
  %t47 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 12, !dbg !152
  store double %t43, ptr addrspace(1) %t47, align 8, !dbg !152
  %t48 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 13, !dbg !153
  store double %t44, ptr addrspace(1) %t48, align 8, !dbg !153
  %t49 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 14, !dbg !154
  store double %t45, ptr addrspace(1) %t49, align 8, !dbg !154
  %t50 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 15, !dbg !155
  store double %t46, ptr addrspace(1) %t50, align 8, !dbg !155
  %.447 = and i64 %.21, 4294967280, !dbg !156
  %.448 = and i64 %t14, 15, !dbg !156
  %.449 = or i64 %.447, %.448, !dbg !156
  %.451 = and i64 %.449, 63, !dbg !156
  %14 = shl nuw i64 1, %.451, !dbg !156
  %15 = and i64 %14, %.26, !dbg !156
  %.453.not = icmp eq i64 %15, 0, !dbg !156
  %.455 = trunc i64 %.449 to i32, !dbg !156
  %.456 = shl i32 %.455, 2, !dbg !156
  %.461 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.456, i32 %.34), !dbg !156
  %.462 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.456, i32 %.36), !dbg !156
  %.463 = zext i32 %.461 to i64, !dbg !156
  %.464 = zext i32 %.462 to i64, !dbg !156
  %.465 = shl nuw i64 %.464, 32, !dbg !156
  %.466 = or i64 %.465, %.463, !dbg !156
  %.467 = bitcast i64 %.466 to double, !dbg !156
  %t51 = select i1 %.453.not, double %.16, double %.467, !dbg !156
  %.472 = and i64 %.21, 15, !dbg !157
  %.474 = icmp uge i64 %.472, %t14, !dbg !157
  %.479 = and i1 %.474, %.54, !dbg !157
  %t52 = select i1 %.479, double %.68, double %.16, !dbg !157
  %.498 = xor i64 %.472, 15, !dbg !158
  %.500 = icmp uge i64 %.498, %t14, !dbg !158
  %.505 = and i1 %.500, %.80, !dbg !158
  %t53 = select i1 %.505, double %.94, double %.16, !dbg !158
  %.527 = add nuw nsw i64 %.447, 16, !dbg !159
  %.528 = icmp ult i64 %.100, %.527, !dbg !159
  %.529 = and i1 %.101, %.528, !dbg !159
  %.534 = and i1 %.529, %.109, !dbg !159
  %t54 = select i1 %.534, double %.123, double %.16, !dbg !159
  %t55 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 16, !dbg !160
  store double %t51, ptr addrspace(1) %t55, align 8, !dbg !160
  %t56 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 17, !dbg !161
  store double %t52, ptr addrspace(1) %t56, align 8, !dbg !161
  %t57 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 18, !dbg !162
  store double %t53, ptr addrspace(1) %t57, align 8, !dbg !162
  %t58 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 19, !dbg !163
  store double %t54, ptr addrspace(1) %t58, align 8, !dbg !163
  %.553 = and i64 %.21, 4294967264, !dbg !164
  %.554 = and i64 %t14, 31, !dbg !164
  %.555 = or i64 %.553, %.554, !dbg !164
  %.557 = and i64 %.555, 63, !dbg !164
  %16 = shl nuw i64 1, %.557, !dbg !164
  %17 = and i64 %16, %.26, !dbg !164
  %.559.not = icmp eq i64 %17, 0, !dbg !164
  %.561 = trunc i64 %.555 to i32, !dbg !164
  %.562 = shl i32 %.561, 2, !dbg !164
  %.567 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.562, i32 %.34), !dbg !164
  %.568 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.562, i32 %.36), !dbg !164
  %.569 = zext i32 %.567 to i64, !dbg !164
  %.570 = zext i32 %.568 to i64, !dbg !164
  %.571 = shl nuw i64 %.570, 32, !dbg !164
  %.572 = or i64 %.571, %.569, !dbg !164
  %.573 = bitcast i64 %.572 to double, !dbg !164
  %t59 = select i1 %.559.not, double %.16, double %.573, !dbg !164
  %.578 = and i64 %.21, 31, !dbg !165
  %.580 = icmp uge i64 %.578, %t14, !dbg !165
  %.585 = and i1 %.580, %.54, !dbg !165
  %t60 = select i1 %.585, double %.68, double %.16, !dbg !165
  %.604 = xor i64 %.578, 31, !dbg !166
  %.606 = icmp uge i64 %.604, %t14, !dbg !166
  %.611 = and i1 %.606, %.80, !dbg !166
  %t61 = select i1 %.611, double %.94, double %.16, !dbg !166
  %.633 = add nuw nsw i64 %.553, 32, !dbg !167
  %.634 = icmp ult i64 %.100, %.633, !dbg !167
  %.635 = and i1 %.101, %.634, !dbg !167
  %.640 = and i1 %.635, %.109, !dbg !167
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
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.21), !dbg !175
  %.23 = zext i32 %.22 to i64
  %.27 = and i64 %.23, 4294967288
  %.28 = add nuw nsw i64 %.27, 8
  %.25 = xor i64 %.23, 4, !dbg !176
  %.29 = icmp ult i64 %.25, %.28, !dbg !176
  %.31 = tail call i64 @llvm.read_register.i64(metadata !14) #7, !dbg !176
  %.32 = and i64 %.25, 63, !dbg !176
  %0 = shl nuw i64 1, %.32, !dbg !176
  %1 = and i64 %0, %.31, !dbg !176
  %.34 = icmp ne i64 %1, 0, !dbg !176
  %.35 = and i1 %.29, %.34, !dbg !176
  %.36 = trunc i64 %.25 to i32, !dbg !176
  %.37 = shl i32 %.36, 2, !dbg !176
  %.38 = bitcast float %.19 to i32, !dbg !176
  %.39 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.37, i32 %.38), !dbg !176
  %.40 = bitcast i32 %.39 to float, !dbg !176
  %t15 = select i1 %.35, float %.40, float %.19, !dbg !176
  %t16 = fadd float %.19, %t15, !dbg !177
  %.25.1 = xor i64 %.23, 2, !dbg !176
  %.29.1 = icmp ult i64 %.25.1, %.28, !dbg !176
  %.32.1 = and i64 %.25.1, 63, !dbg !176
  %2 = shl nuw i64 1, %.32.1, !dbg !176
  %3 = and i64 %2, %.31, !dbg !176
  %.34.1 = icmp ne i64 %3, 0, !dbg !176
  %.35.1 = and i1 %.29.1, %.34.1, !dbg !176
  %.36.1 = trunc i64 %.25.1 to i32, !dbg !176
  %.37.1 = shl i32 %.36.1, 2, !dbg !176
  %.38.1 = bitcast float %t16 to i32, !dbg !176
  %.39.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.37.1, i32 %.38.1), !dbg !176
  %.40.1 = bitcast i32 %.39.1 to float, !dbg !176
  %t15.1 = select i1 %.35.1, float %.40.1, float %t16, !dbg !176
  %t16.1 = fadd float %t16, %t15.1, !dbg !177
  %.25.2 = xor i64 %.23, 1, !dbg !176
  %.29.2 = icmp ult i64 %.25.2, %.28, !dbg !176
  %.32.2 = and i64 %.25.2, 63, !dbg !176
  %4 = shl nuw i64 1, %.32.2, !dbg !176
  %5 = and i64 %4, %.31, !dbg !176
  %.34.2 = icmp ne i64 %5, 0, !dbg !176
  %.35.2 = and i1 %.29.2, %.34.2, !dbg !176
  %.36.2 = trunc i64 %.25.2 to i32, !dbg !176
  %.37.2 = shl i32 %.36.2, 2, !dbg !176
  %.38.2 = bitcast float %t16.1 to i32, !dbg !176
  %.39.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.37.2, i32 %.38.2), !dbg !176
  %.40.2 = bitcast i32 %.39.2 to float, !dbg !176
  %t15.2 = select i1 %.35.2, float %.40.2, float %t16.1, !dbg !176
  %t16.2 = fadd float %t16.1, %t15.2, !dbg !177
  %t19 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t7, !dbg !178
  store float %t16.2, ptr addrspace(1) %t19, align 4, !dbg !178
  %6 = and i32 %.22, 15, !dbg !179
  %.47 = and i64 %.23, 15
  %.48 = add nsw i64 %.23, -1, !dbg !180
  %.49 = icmp ne i64 %.47, 0, !dbg !180
  %.50 = tail call i64 @llvm.read_register.i64(metadata !14) #7, !dbg !180
  %.51 = and i64 %.48, 63, !dbg !180
  %7 = shl nuw i64 1, %.51, !dbg !180
  %8 = and i64 %.50, %7, !dbg !180
  %.53 = icmp ne i64 %8, 0, !dbg !180
  %.54 = and i1 %.49, %.53, !dbg !180
  %.55 = trunc i64 %.48 to i32, !dbg !180
  %.56 = shl i32 %.55, 2, !dbg !180
  %.58 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.56, i32 %.38), !dbg !180
  %.59 = bitcast i32 %.58 to float, !dbg !180
  %t27 = select i1 %.54, float %.59, float %.19, !dbg !180
  %t28.not = icmp eq i32 %6, 0, !dbg !181
  %t29 = select i1 %t28.not, float -0.000000e+00, float %t27, !dbg !181
  %t30 = fadd float %.19, %t29, !dbg !181
  %.48.1 = add nsw i64 %.23, -2, !dbg !180
  %.49.1 = icmp ugt i64 %.47, 1, !dbg !180
  %.51.1 = and i64 %.48.1, 63, !dbg !180
  %9 = shl nuw i64 1, %.51.1, !dbg !180
  %10 = and i64 %.50, %9, !dbg !180
  %.53.1 = icmp ne i64 %10, 0, !dbg !180
  %.54.1 = and i1 %.49.1, %.53.1, !dbg !180
  %.55.1 = trunc i64 %.48.1 to i32, !dbg !180
  %.56.1 = shl i32 %.55.1, 2, !dbg !180
  %.57.1 = bitcast float %t30 to i32, !dbg !180
  %.58.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.56.1, i32 %.57.1), !dbg !180
  %.59.1 = bitcast i32 %.58.1 to float, !dbg !180
  %t27.1 = select i1 %.54.1, float %.59.1, float %t30, !dbg !180
  %t28.not.1 = icmp ult i32 %6, 2, !dbg !181
  %t29.1 = select i1 %t28.not.1, float -0.000000e+00, float %t27.1, !dbg !181
  %t30.1 = fadd float %t30, %t29.1, !dbg !181
  %.48.2 = add nsw i64 %.23, -4, !dbg !180
  %.49.2 = icmp ugt i64 %.47, 3, !dbg !180
  %.51.2 = and i64 %.48.2, 63, !dbg !180
  %11 = shl nuw i64 1, %.51.2, !dbg !180
  %12 = and i64 %.50, %11, !dbg !180
  %.53.2 = icmp ne i64 %12, 0, !dbg !180
  %.54.2 = and i1 %.49.2, %.53.2, !dbg !180
  %.55.2 = trunc i64 %.48.2 to i32, !dbg !180
  %.56.2 = shl i32 %.55.2, 2, !dbg !180
  %.57.2 = bitcast float %t30.1 to i32, !dbg !180
  %.58.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.56.2, i32 %.57.2), !dbg !180
  %.59.2 = bitcast i32 %.58.2 to float, !dbg !180
  %t27.2 = select i1 %.54.2, float %.59.2, float %t30.1, !dbg !180
  %t28.not.2 = icmp ult i32 %6, 4, !dbg !181
  %t29.2 = select i1 %t28.not.2, float -0.000000e+00, float %t27.2, !dbg !181
  %t30.2 = fadd float %t30.1, %t29.2, !dbg !181
  %.48.3 = add nsw i64 %.23, -8, !dbg !180
  %.49.3 = icmp ugt i64 %.47, 7, !dbg !180
  %.51.3 = and i64 %.48.3, 63, !dbg !180
  %13 = shl nuw i64 1, %.51.3, !dbg !180
  %14 = and i64 %.50, %13, !dbg !180
  %.53.3 = icmp ne i64 %14, 0, !dbg !180
  %.54.3 = and i1 %.49.3, %.53.3, !dbg !180
  %.55.3 = trunc i64 %.48.3 to i32, !dbg !180
  %.56.3 = shl i32 %.55.3, 2, !dbg !180
  %.57.3 = bitcast float %t30.2 to i32, !dbg !180
  %.58.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.56.3, i32 %.57.3), !dbg !180
  %.59.3 = bitcast i32 %.58.3 to float, !dbg !180
  %t27.3 = select i1 %.54.3, float %.59.3, float %t30.2, !dbg !180
  %t28.not.3 = icmp ult i32 %6, 8, !dbg !181
  %t29.3 = select i1 %t28.not.3, float -0.000000e+00, float %t27.3, !dbg !181
  %t30.3 = fadd float %t30.2, %t29.3, !dbg !181
  %t33 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t7, !dbg !182
  store float %t30.3, ptr addrspace(1) %t33, align 4, !dbg !182
  %.68 = tail call i64 @llvm.read_register.i64(metadata !14) #7, !dbg !183
  %15 = and i32 %.22, 60, !dbg !183
  %.69 = zext i32 %15 to i64, !dbg !183
  %16 = shl nuw nsw i64 1, %.69, !dbg !183
  %17 = and i64 %.68, %16, !dbg !183
  %.71.not = icmp eq i64 %17, 0, !dbg !183
  %18 = shl i32 %.22, 2, !dbg !183
  %.74 = and i32 %18, -16, !dbg !183
  %.76 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.74, i32 %.38), !dbg !183
  %.77 = bitcast i32 %.76 to float, !dbg !183
  %t34 = select i1 %.71.not, float %.19, float %.77, !dbg !183
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
  %.20 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.19), !dbg !192
  %.22 = and i64 %t14, 63, !dbg !192
  %.24 = tail call i64 @llvm.read_register.i64(metadata !14) #7, !dbg !192
  %0 = shl nuw i64 1, %.22, !dbg !192
  %1 = and i64 %.24, %0, !dbg !192
  %.27.not = icmp eq i64 %1, 0, !dbg !192
  %.29 = trunc i64 %.22 to i32, !dbg !192
  %.30 = shl nuw nsw i32 %.29, 2, !dbg !192
  %.31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.30, i32 %.16), !dbg !192
  %t18 = select i1 %.27.not, i32 %.16, i32 %.31, !dbg !192
  %.35 = zext i32 %.20 to i64, !dbg !193
  %.36 = sub nsw i64 %.35, %t14, !dbg !193
  %.38 = icmp ult i32 %.17, 64, !dbg !193
  %.45 = trunc i64 %.36 to i32, !dbg !193
  %.46 = shl i32 %.45, 2, !dbg !193
  %t21 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t15, !dbg !194
  store i32 %t18, ptr addrspace(1) %t21, align 4, !dbg !194
  %t22 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t16, !dbg !195
  %t24 = or i64 %t15, 3, !dbg !196
  %.52 = add nsw i64 %.35, %t14, !dbg !197
  %.61 = trunc i64 %.52 to i32, !dbg !197
  %.62 = shl i32 %.61, 2, !dbg !197
  %.68 = xor i64 %.35, %t14, !dbg !198
  %.69 = icmp ult i64 %.68, 64, !dbg !198
  %.71 = and i64 %.68, 63, !dbg !198
  %2 = shl nuw i64 1, %.71, !dbg !198
  %3 = and i64 %2, %.24, !dbg !198
  %.73 = icmp ne i64 %3, 0, !dbg !198
  %.74 = and i1 %.69, %.73, !dbg !198
  %.75 = trunc i64 %.68 to i32, !dbg !198
  %.76 = shl i32 %.75, 2, !dbg !198
  %.77 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.76, i32 %.16), !dbg !198
  %t26 = select i1 %.74, i32 %.77, i32 %.16, !dbg !198
  %.47 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46, i32 %.16), !dbg !193
  %4 = insertelement <2 x i64> poison, i64 %.36, i64 0, !dbg !193
  %5 = insertelement <2 x i64> %4, i64 %.52, i64 1, !dbg !193
  %6 = icmp ult <2 x i64> %5, <i64 64, i64 64>, !dbg !193
  %7 = insertelement <2 x i1> poison, i1 %.38, i64 0, !dbg !193
  %8 = shufflevector <2 x i1> %7, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !193
  %9 = and <2 x i1> %8, %6, !dbg !193
  %10 = and <2 x i64> %5, <i64 63, i64 63>, !dbg !193
  %11 = shl nuw <2 x i64> <i64 1, i64 1>, %10, !dbg !193
  %12 = insertelement <2 x i64> poison, i64 %.24, i64 0, !dbg !193
  %13 = shufflevector <2 x i64> %12, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !193
  %14 = and <2 x i64> %11, %13, !dbg !193
  %15 = icmp ne <2 x i64> %14, zeroinitializer, !dbg !193
  %16 = and <2 x i1> %9, %15, !dbg !193
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.62, i32 %.16), !dbg !197
  %17 = insertelement <2 x i32> poison, i32 %.47, i64 0, !dbg !193
  %18 = insertelement <2 x i32> %17, i32 %.63, i64 1, !dbg !193
  %19 = insertelement <2 x i32> poison, i32 %.16, i64 0, !dbg !193
  %20 = shufflevector <2 x i32> %19, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !193
  %21 = select <2 x i1> %16, <2 x i32> %18, <2 x i32> %20, !dbg !193
  store <2 x i32> %21, ptr addrspace(1) %t22, align 4, !dbg !195
  %t28 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t24, !dbg !199
  store i32 %t26, ptr addrspace(1) %t28, align 4, !dbg !199
  ret void, !dbg !199
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eUniform(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #1 !dbg !200 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !201
  %t1 = sext i32 %.7 to i64, !dbg !201
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !201
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !201
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !201, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !201
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !201
  %t6 = sext i32 %.12 to i64, !dbg !201
  %t7 = add nsw i64 %t4, %t6, !dbg !201
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t7, !dbg !202
  %.13 = load i32, ptr addrspace(1) %t9, align 4, !dbg !202, !amdgpu.noclobber !6
  %t11 = mul nsw i64 %t7, 6, !dbg !203
  %t13 = getelementptr inbounds i64, ptr addrspace(1) %a3, i64 %t11, !dbg !204
  %t14 = icmp ne i32 %.13, 0, !dbg !205
  %.14 = xor i1 %t14, true, !dbg !206
  %.15 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %.14), !dbg !206
  %t15 = icmp eq i64 %.15, 0, !dbg !206
  %.17 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %t14), !dbg !206
  %t16.not = icmp eq i64 %.17, 0, !dbg !206
  %t18 = select i1 %t15, i1 true, i1 %t16.not, !dbg !206
  %t19 = zext i1 %t18 to i64, !dbg !207
  store i64 %t19, ptr addrspace(1) %t13, align 8, !dbg !208
  %.19 = tail call i64 @llvm.read_register.i64(metadata !14) #7, !dbg !209
  %.2823 = icmp eq i64 %.19, 0, !dbg !209
  br i1 %.2823, label %match.done.23, label %match.body.22, !dbg !209

match.body.22:                                    ; preds = %entry, %match.body.22
  %.2525 = phi i64 [ %.27, %match.body.22 ], [ 0, %entry ]
  %.2424 = phi i64 [ %.26, %match.body.22 ], [ %.19, %entry ]
  %.29 = tail call i64 @llvm.cttz.i64(i64 %.2424, i1 true), !dbg !209, !range !210
  %.30 = trunc i64 %.29 to i32, !dbg !209
  %.31 = shl nuw nsw i32 %.30, 2, !dbg !209
  %.32 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.31, i32 %.13), !dbg !209
  %.33 = icmp eq i32 %.32, %.13, !dbg !209
  %.34 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %.33), !dbg !209
  %.35 = and i64 %.34, %.19, !dbg !209
  %.27 = select i1 %.33, i64 %.35, i64 %.2525, !dbg !209
  %.36 = xor i64 %.35, -1, !dbg !209
  %.26 = and i64 %.2424, %.36, !dbg !209
  %.28 = icmp eq i64 %.26, 0, !dbg !209
  br i1 %.28, label %match.done.23, label %match.body.22, !dbg !209

match.done.23:                                    ; preds = %match.body.22, %entry
  %.25.lcssa = phi i64 [ 0, %entry ], [ %.27, %match.body.22 ], !dbg !209
  %t23 = icmp eq i64 %.25.lcssa, %.19, !dbg !209
  %t24 = select i1 %t23, i64 %.19, i64 0, !dbg !209
  %. = zext i1 %t23 to i64, !dbg !211
  %t26 = getelementptr inbounds i64, ptr addrspace(1) %t13, i64 1, !dbg !212
  store i64 %t24, ptr addrspace(1) %t26, align 8, !dbg !212
  %t27 = getelementptr inbounds i64, ptr addrspace(1) %t13, i64 2, !dbg !213
  store i64 %., ptr addrspace(1) %t27, align 8, !dbg !213
  %.38 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !214
  %.39 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.38), !dbg !214
  %.41 = icmp ugt i32 %.39, 63, !dbg !215
  %0 = and i32 %.39, 48, !dbg !215
  %.42 = zext i32 %0 to i64, !dbg !215
  %.43 = shl nuw i64 65535, %.42, !dbg !215
  %t31 = select i1 %.41, i64 0, i64 %.43, !dbg !215
  %t32 = icmp sgt i32 %.13, 2, !dbg !216
  %.44 = xor i1 %t32, true, !dbg !217
  %.45 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %.44), !dbg !217
  %.46 = and i64 %t31, %.45, !dbg !217
  %t33 = icmp eq i64 %.46, 0, !dbg !217
  %.47 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %t32), !dbg !217
  %.48 = and i64 %t31, %.47, !dbg !217
  %t34.not = icmp eq i64 %.48, 0, !dbg !217
  %t36 = select i1 %t33, i1 true, i1 %t34.not, !dbg !217
  %t37 = zext i1 %t36 to i64, !dbg !207
  %t38 = getelementptr inbounds i64, ptr addrspace(1) %t13, i64 3, !dbg !218
  store i64 %t37, ptr addrspace(1) %t38, align 8, !dbg !218
  %.50 = and i64 %t31, %.19, !dbg !219
  %.5826 = icmp eq i64 %.50, 0, !dbg !219
  br i1 %.5826, label %match.done.53, label %match.body.52, !dbg !219

match.body.52:                                    ; preds = %match.done.23, %match.body.52
  %.5528 = phi i64 [ %.57, %match.body.52 ], [ 0, %match.done.23 ]
  %.5427 = phi i64 [ %.56, %match.body.52 ], [ %.50, %match.done.23 ]
  %.59 = tail call i64 @llvm.cttz.i64(i64 %.5427, i1 true), !dbg !219, !range !210
  %.60 = trunc i64 %.59 to i32, !dbg !219
  %.61 = shl nuw nsw i32 %.60, 2, !dbg !219
  %.62 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.61, i32 %.13), !dbg !219
  %.63 = icmp eq i32 %.62, %.13, !dbg !219
  %.64 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %.63), !dbg !219
  %.65 = and i64 %.64, %.50, !dbg !219
  %.57 = select i1 %.63, i64 %.65, i64 %.5528, !dbg !219
  %.66 = xor i64 %.65, -1, !dbg !219
  %.56 = and i64 %.5427, %.66, !dbg !219
  %.58 = icmp eq i64 %.56, 0, !dbg !219
  br i1 %.58, label %match.done.53, label %match.body.52, !dbg !219

match.done.53:                                    ; preds = %match.body.52, %match.done.23
  %.55.lcssa = phi i64 [ 0, %match.done.23 ], [ %.57, %match.body.52 ], !dbg !219
  %t41 = icmp eq i64 %.55.lcssa, %.50, !dbg !219
  %t42 = select i1 %t41, i64 %.50, i64 0, !dbg !219
  %.21 = zext i1 %t41 to i64, !dbg !211
  %t44 = getelementptr inbounds i64, ptr addrspace(1) %t13, i64 4, !dbg !220
  store i64 %t42, ptr addrspace(1) %t44, align 8, !dbg !220
  %t45 = getelementptr inbounds i64, ptr addrspace(1) %t13, i64 5, !dbg !221
  store i64 %.21, ptr addrspace(1) %t45, align 8, !dbg !221
  ret void, !dbg !221
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bcomplex64_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !222 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !223
  %t4 = sext i32 %.10 to i64, !dbg !223
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !223
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !223
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !223, !invariant.load !6
  %t6 = zext i16 %.13 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !223
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !223
  %t9 = sext i32 %.15 to i64, !dbg !223
  %t10 = add nsw i64 %t7, %t9, !dbg !223
  %t11 = getelementptr inbounds [8 x i8], ptr addrspace(1) %a3, i64 %t10, !dbg !224
  %t13 = shl nsw i64 %t10, 2, !dbg !225
  %t14 = getelementptr inbounds [8 x i8], ptr addrspace(1) %a0, i64 %t13, !dbg !226
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t10, !dbg !227
  %.21 = load i32, ptr addrspace(1) %t15, align 4, !dbg !227, !amdgpu.noclobber !6
  %.23 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !228
  %.24 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.23), !dbg !228
  %0 = and i32 %.21, 63, !dbg !228
  %.26 = zext i32 %0 to i64, !dbg !228
  %.28 = tail call i64 @llvm.read_register.i64(metadata !14) #7, !dbg !228
  %1 = shl nuw i64 1, %.26, !dbg !228
  %2 = and i64 %.28, %1, !dbg !228
  %.31.not = icmp eq i64 %2, 0, !dbg !228
  %.34 = shl nuw nsw i32 %0, 2, !dbg !228
  %3 = load <2 x float>, ptr addrspace(1) %t11, align 4, !dbg !224
  %4 = extractelement <2 x float> %3, i64 0, !dbg !228
  %.35 = bitcast float %4 to i32, !dbg !228
  %.36 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.34, i32 %.35), !dbg !228
  %5 = extractelement <2 x float> %3, i64 1, !dbg !228
  %.51 = bitcast float %5 to i32, !dbg !228
  %.52 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.34, i32 %.51), !dbg !228
  %6 = insertelement <2 x i32> poison, i32 %.36, i64 0, !dbg !228
  %7 = insertelement <2 x i32> %6, i32 %.52, i64 1, !dbg !228
  %8 = bitcast <2 x i32> %7 to <2 x float>, !dbg !228
  %9 = insertelement <2 x i1> poison, i1 %.31.not, i64 0, !dbg !228
  %10 = shufflevector <2 x i1> %9, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !228
  %11 = select <2 x i1> %10, <2 x float> %3, <2 x float> %8, !dbg !228
  store <2 x float> %11, ptr addrspace(1) %t14, align 4, !dbg !229
  %.60 = zext i32 %.24 to i64, !dbg !230
  %.61 = add nuw nsw i64 %.60, 1, !dbg !230
  %.62 = icmp ult i32 %.24, 63, !dbg !230
  %.64 = and i64 %.61, 63, !dbg !230
  %12 = shl nuw i64 1, %.64, !dbg !230
  %13 = and i64 %12, %.28, !dbg !230
  %.66 = icmp ne i64 %13, 0, !dbg !230
  %.67 = and i1 %.62, %.66, !dbg !230
  %.68 = trunc i64 %.61 to i32, !dbg !230
  %.69 = shl i32 %.68, 2, !dbg !230
  %.71 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.35), !dbg !230
  %.72 = bitcast i32 %.71 to float, !dbg !230
  %t26 = select i1 %.67, float %.72, float %4, !dbg !230
  %.87 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.69, i32 %.51), !dbg !230
  %.88 = bitcast i32 %.87 to float, !dbg !230
  %t27 = select i1 %.67, float %.88, float %5, !dbg !230
  %t30 = getelementptr inbounds [8 x i8], ptr addrspace(1) %t14, i64 1, !dbg !231
  store float %t26, ptr addrspace(1) %t30, align 4, !dbg !231
  %.91 = getelementptr inbounds i8, ptr addrspace(1) %t30, i64 4, !dbg !231
  store float %t27, ptr addrspace(1) %.91, align 4, !dbg !231
  %.97 = xor i64 %.60, 2, !dbg !232
  %.99 = and i64 %.60, 4294967292, !dbg !232
  %.100 = add nuw nsw i64 %.99, 4, !dbg !232
  %.104 = and i64 %.97, 63, !dbg !232
  %14 = shl nuw i64 1, %.104, !dbg !232
  %.108 = trunc i64 %.97 to i32, !dbg !232
  %.109 = shl i32 %.108, 2, !dbg !232
  %.111 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.35), !dbg !232
  %.112 = bitcast i32 %.111 to float, !dbg !232
  %t35 = getelementptr inbounds [8 x i8], ptr addrspace(1) %t14, i64 2, !dbg !233
  %.136 = getelementptr inbounds i8, ptr addrspace(1) %t35, i64 4, !dbg !233
  %.142 = add nsw i64 %.60, -1, !dbg !234
  %.145 = and i64 %.142, 63, !dbg !234
  %15 = shl nuw i64 1, %.145, !dbg !234
  %16 = and i64 %15, %.28, !dbg !234
  %.149 = trunc i64 %.142 to i32, !dbg !234
  %.150 = shl i32 %.149, 2, !dbg !234
  %shuffle = shufflevector <2 x float> %3, <2 x float> poison, <2 x i32> <i32 1, i32 0>, !dbg !234
  %.169 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.150, i32 %.51), !dbg !234
  %.170 = bitcast i32 %.169 to float, !dbg !234
  %t40 = getelementptr inbounds [8 x i8], ptr addrspace(1) %t14, i64 3, !dbg !235
  %17 = insertelement <2 x i64> poison, i64 %14, i64 0, !dbg !232
  %18 = insertelement <2 x i64> %17, i64 %.60, i64 1, !dbg !232
  %19 = insertelement <2 x i64> <i64 poison, i64 7>, i64 %.28, i64 0, !dbg !232
  %20 = and <2 x i64> %18, %19, !dbg !232
  %21 = icmp ne <2 x i64> %20, zeroinitializer, !dbg !232
  %22 = insertelement <2 x i64> poison, i64 %.97, i64 0, !dbg !232
  %23 = insertelement <2 x i64> %22, i64 %16, i64 1, !dbg !232
  %24 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %.100, i64 0, !dbg !232
  %25 = icmp ult <2 x i64> %23, %24, !dbg !232
  %26 = icmp ne <2 x i64> %23, %24, !dbg !232
  %27 = shufflevector <2 x i1> %25, <2 x i1> %26, <2 x i32> <i32 0, i32 3>, !dbg !232
  %28 = and <2 x i1> %21, %27, !dbg !232
  %29 = extractelement <2 x i1> %28, i64 0, !dbg !232
  %t31 = select i1 %29, float %.112, float %4, !dbg !232
  %.132 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.109, i32 %.51), !dbg !232
  store float %t31, ptr addrspace(1) %t35, align 4, !dbg !233
  %.152 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.150, i32 %.35), !dbg !234
  %30 = insertelement <2 x i32> poison, i32 %.132, i64 0, !dbg !232
  %31 = insertelement <2 x i32> %30, i32 %.152, i64 1, !dbg !232
  %32 = bitcast <2 x i32> %31 to <2 x float>, !dbg !232
  %33 = select <2 x i1> %28, <2 x float> %32, <2 x float> %shuffle, !dbg !232
  %34 = extractelement <2 x i1> %28, i64 1, !dbg !234
  %t37 = select i1 %34, float %.170, float %5, !dbg !234
  store <2 x float> %33, ptr addrspace(1) %.136, align 4, !dbg !233
  %.173 = getelementptr inbounds i8, ptr addrspace(1) %t40, i64 4, !dbg !235
  store float %t37, ptr addrspace(1) %.173, align 4, !dbg !235
  ret void, !dbg !236
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bcomplex128_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !237 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !238
  %t4 = sext i32 %.10 to i64, !dbg !238
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !238
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !238
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !238, !invariant.load !6
  %t6 = zext i16 %.13 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !238
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !238
  %t9 = sext i32 %.15 to i64, !dbg !238
  %t10 = add nsw i64 %t7, %t9, !dbg !238
  %t11 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a3, i64 %t10, !dbg !239
  %.16 = load double, ptr addrspace(1) %t11, align 8, !dbg !239, !amdgpu.noclobber !6
  %.18 = getelementptr inbounds i8, ptr addrspace(1) %t11, i64 8, !dbg !239
  %.19 = load double, ptr addrspace(1) %.18, align 8, !dbg !239, !amdgpu.noclobber !6
  %t13 = shl nsw i64 %t10, 2, !dbg !240
  %t14 = getelementptr inbounds [16 x i8], ptr addrspace(1) %a0, i64 %t13, !dbg !241
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t10, !dbg !242
  %.21 = load i32, ptr addrspace(1) %t15, align 4, !dbg !242, !amdgpu.noclobber !6
  %.23 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !243
  %.24 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.23), !dbg !243
  %0 = and i32 %.21, 63, !dbg !243
  %.26 = zext i32 %0 to i64, !dbg !243
  %.28 = tail call i64 @llvm.read_register.i64(metadata !14) #7, !dbg !243
  %1 = shl nuw i64 1, %.26, !dbg !243
  %2 = and i64 %.28, %1, !dbg !243
  %.31.not = icmp eq i64 %2, 0, !dbg !243
  %.34 = shl nuw nsw i32 %0, 2, !dbg !243
  %.35 = bitcast double %.16 to i64, !dbg !243
  %.36 = trunc i64 %.35 to i32, !dbg !243
  %.37 = lshr i64 %.35, 32, !dbg !243
  %.38 = trunc i64 %.37 to i32, !dbg !243
  %.39 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.34, i32 %.36), !dbg !243
  %.40 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.34, i32 %.38), !dbg !243
  %.41 = zext i32 %.39 to i64, !dbg !243
  %.42 = zext i32 %.40 to i64, !dbg !243
  %.43 = shl nuw i64 %.42, 32, !dbg !243
  %.44 = or i64 %.43, %.41, !dbg !243
  %.45 = bitcast i64 %.44 to double, !dbg !243
  %t21 = select i1 %.31.not, double %.16, double %.45, !dbg !243
  %.59 = bitcast double %.19 to i64, !dbg !243
  %.60 = trunc i64 %.59 to i32, !dbg !243
  %.61 = lshr i64 %.59, 32, !dbg !243
  %.62 = trunc i64 %.61 to i32, !dbg !243
  %.63 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.34, i32 %.60), !dbg !243
  %.64 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.34, i32 %.62), !dbg !243
  %.65 = zext i32 %.63 to i64, !dbg !243
  %.66 = zext i32 %.64 to i64, !dbg !243
  %.67 = shl nuw i64 %.66, 32, !dbg !243
  %.68 = or i64 %.67, %.65, !dbg !243
  %.69 = bitcast i64 %.68 to double, !dbg !243
  %t22 = select i1 %.31.not, double %.19, double %.69, !dbg !243
  store double %t21, ptr addrspace(1) %t14, align 8, !dbg !244
  %.72 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 8, !dbg !244
  store double %t22, ptr addrspace(1) %.72, align 8, !dbg !244
  %.76 = zext i32 %.24 to i64, !dbg !245
  %.77 = add nuw nsw i64 %.76, 1, !dbg !245
  %.78 = icmp ult i32 %.24, 63, !dbg !245
  %.80 = and i64 %.77, 63, !dbg !245
  %3 = shl nuw i64 1, %.80, !dbg !245
  %4 = and i64 %3, %.28, !dbg !245
  %.82 = icmp ne i64 %4, 0, !dbg !245
  %.83 = and i1 %.78, %.82, !dbg !245
  %.84 = trunc i64 %.77 to i32, !dbg !245
  %.85 = shl i32 %.84, 2, !dbg !245
  %.90 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.85, i32 %.36), !dbg !245
  %.91 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.85, i32 %.38), !dbg !245
  %.92 = zext i32 %.90 to i64, !dbg !245
  %.93 = zext i32 %.91 to i64, !dbg !245
  %.94 = shl nuw i64 %.93, 32, !dbg !245
  %.95 = or i64 %.94, %.92, !dbg !245
  %.96 = bitcast i64 %.95 to double, !dbg !245
  %t26 = select i1 %.83, double %.96, double %.16, !dbg !245
  %.114 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.85, i32 %.60), !dbg !245
  %.115 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.85, i32 %.62), !dbg !245
  %.116 = zext i32 %.114 to i64, !dbg !245
  %.117 = zext i32 %.115 to i64, !dbg !245
  %.118 = shl nuw i64 %.117, 32, !dbg !245
  %.119 = or i64 %.118, %.116, !dbg !245
  %.120 = bitcast i64 %.119 to double, !dbg !245
  %t27 = select i1 %.83, double %.120, double %.19, !dbg !245
  %t30 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t14, i64 1, !dbg !246
  store double %t26, ptr addrspace(1) %t30, align 8, !dbg !246
  %.123 = getelementptr inbounds i8, ptr addrspace(1) %t30, i64 8, !dbg !246
  store double %t27, ptr addrspace(1) %.123, align 8, !dbg !246
  %.129 = xor i64 %.76, 2, !dbg !247
  %.131 = and i64 %.76, 4294967292, !dbg !247
  %.132 = add nuw nsw i64 %.131, 4, !dbg !247
  %.133 = icmp ult i64 %.129, %.132, !dbg !247
  %.136 = and i64 %.129, 63, !dbg !247
  %5 = shl nuw i64 1, %.136, !dbg !247
  %6 = and i64 %5, %.28, !dbg !247
  %.138 = icmp ne i64 %6, 0, !dbg !247
  %.139 = and i1 %.133, %.138, !dbg !247
  %.140 = trunc i64 %.129 to i32, !dbg !247
  %.141 = shl i32 %.140, 2, !dbg !247
  %.146 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.141, i32 %.36), !dbg !247
  %.147 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.141, i32 %.38), !dbg !247
  %.148 = zext i32 %.146 to i64, !dbg !247
  %.149 = zext i32 %.147 to i64, !dbg !247
  %.150 = shl nuw i64 %.149, 32, !dbg !247
  %.151 = or i64 %.150, %.148, !dbg !247
  %.152 = bitcast i64 %.151 to double, !dbg !247
  %t31 = select i1 %.139, double %.152, double %.16, !dbg !247
  %.175 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.141, i32 %.60), !dbg !247
  %.176 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.141, i32 %.62), !dbg !247
  %.177 = zext i32 %.175 to i64, !dbg !247
  %.178 = zext i32 %.176 to i64, !dbg !247
  %.179 = shl nuw i64 %.178, 32, !dbg !247
  %.180 = or i64 %.179, %.177, !dbg !247
  %.181 = bitcast i64 %.180 to double, !dbg !247
  %t32 = select i1 %.139, double %.181, double %.19, !dbg !247
  %t35 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t14, i64 2, !dbg !248
  store double %t31, ptr addrspace(1) %t35, align 8, !dbg !248
  %.184 = getelementptr inbounds i8, ptr addrspace(1) %t35, i64 8, !dbg !248
  store double %t32, ptr addrspace(1) %.184, align 8, !dbg !248
  %.189 = and i64 %.76, 7, !dbg !249
  %.190 = add nsw i64 %.76, -1, !dbg !249
  %.191 = icmp ne i64 %.189, 0, !dbg !249
  %.193 = and i64 %.190, 63, !dbg !249
  %7 = shl nuw i64 1, %.193, !dbg !249
  %8 = and i64 %7, %.28, !dbg !249
  %.195 = icmp ne i64 %8, 0, !dbg !249
  %.196 = and i1 %.191, %.195, !dbg !249
  %.197 = trunc i64 %.190 to i32, !dbg !249
  %.198 = shl i32 %.197, 2, !dbg !249
  %.203 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.198, i32 %.36), !dbg !249
  %.204 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.198, i32 %.38), !dbg !249
  %.205 = zext i32 %.203 to i64, !dbg !249
  %.206 = zext i32 %.204 to i64, !dbg !249
  %.207 = shl nuw i64 %.206, 32, !dbg !249
  %.208 = or i64 %.207, %.205, !dbg !249
  %.209 = bitcast i64 %.208 to double, !dbg !249
  %t36 = select i1 %.196, double %.209, double %.16, !dbg !249
  %.228 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.198, i32 %.60), !dbg !249
  %.229 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.198, i32 %.62), !dbg !249
  %.230 = zext i32 %.228 to i64, !dbg !249
  %.231 = zext i32 %.229 to i64, !dbg !249
  %.232 = shl nuw i64 %.231, 32, !dbg !249
  %.233 = or i64 %.232, %.230, !dbg !249
  %.234 = bitcast i64 %.233 to double, !dbg !249
  %t37 = select i1 %.196, double %.234, double %.19, !dbg !249
  %t40 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t14, i64 3, !dbg !250
  store double %t36, ptr addrspace(1) %t40, align 8, !dbg !250
  %.237 = getelementptr inbounds i8, ptr addrspace(1) %t40, i64 8, !dbg !250
  store double %t37, ptr addrspace(1) %.237, align 8, !dbg !250
  ret void, !dbg !251
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !252 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !253
  %t4 = sext i32 %.10 to i64, !dbg !253
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !253
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !253
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !253, !invariant.load !6
  %t6 = zext i16 %.13 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !253
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !253
  %t9 = sext i32 %.15 to i64, !dbg !253
  %t10 = add nsw i64 %t7, %t9, !dbg !253
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t10, !dbg !254
  %.16 = load i16, ptr addrspace(1) %t11, align 2, !dbg !254, !amdgpu.noclobber !6
  %t13 = shl nsw i64 %t10, 2, !dbg !255
  %t14 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t13, !dbg !256
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t10, !dbg !257
  %.17 = load i32, ptr addrspace(1) %t15, align 4, !dbg !257, !amdgpu.noclobber !6
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !258
  %.20 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.19), !dbg !258
  %0 = and i32 %.17, 63, !dbg !258
  %.22 = zext i32 %0 to i64, !dbg !258
  %.24 = tail call i64 @llvm.read_register.i64(metadata !14) #7, !dbg !258
  %1 = shl nuw i64 1, %.22, !dbg !258
  %2 = and i64 %.24, %1, !dbg !258
  %.27.not = icmp eq i64 %2, 0, !dbg !258
  %.30 = shl nuw nsw i32 %0, 2, !dbg !258
  %.31 = zext i16 %.16 to i32, !dbg !258
  %.32 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.30, i32 %.31), !dbg !258
  %.33 = trunc i32 %.32 to i16, !dbg !258
  %t19 = select i1 %.27.not, i16 %.16, i16 %.33, !dbg !258
  store i16 %t19, ptr addrspace(1) %t14, align 2, !dbg !259
  %.37 = zext i32 %.20 to i64, !dbg !260
  %.38 = add nuw nsw i64 %.37, 1, !dbg !260
  %.39 = icmp ult i32 %.20, 63, !dbg !260
  %.41 = and i64 %.38, 63, !dbg !260
  %3 = shl nuw i64 1, %.41, !dbg !260
  %4 = and i64 %3, %.24, !dbg !260
  %.43 = icmp ne i64 %4, 0, !dbg !260
  %.44 = and i1 %.39, %.43, !dbg !260
  %.45 = trunc i64 %.38 to i32, !dbg !260
  %.46 = shl i32 %.45, 2, !dbg !260
  %.48 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46, i32 %.31), !dbg !260
  %.49 = trunc i32 %.48 to i16, !dbg !260
  %t21 = select i1 %.44, i16 %.49, i16 %.16, !dbg !260
  %t22 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 1, !dbg !261
  store i16 %t21, ptr addrspace(1) %t22, align 2, !dbg !261
  %.55 = xor i64 %.37, 2, !dbg !262
  %.57 = and i64 %.37, 4294967292, !dbg !262
  %.58 = add nuw nsw i64 %.57, 4, !dbg !262
  %.62 = and i64 %.55, 63, !dbg !262
  %5 = shl nuw i64 1, %.62, !dbg !262
  %.66 = trunc i64 %.55 to i32, !dbg !262
  %.67 = shl i32 %.66, 2, !dbg !262
  %t24 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 2, !dbg !263
  %.76 = add nsw i64 %.37, -1, !dbg !264
  %.79 = and i64 %.76, 63, !dbg !264
  %6 = shl nuw i64 1, %.79, !dbg !264
  %7 = and i64 %6, %.24, !dbg !264
  %.83 = trunc i64 %.76 to i32, !dbg !264
  %.84 = shl i32 %.83, 2, !dbg !264
  %.69 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.31), !dbg !262
  %8 = insertelement <2 x i64> poison, i64 %5, i64 0, !dbg !262
  %9 = insertelement <2 x i64> %8, i64 %.37, i64 1, !dbg !262
  %10 = insertelement <2 x i64> <i64 poison, i64 7>, i64 %.24, i64 0, !dbg !262
  %11 = and <2 x i64> %9, %10, !dbg !262
  %12 = icmp ne <2 x i64> %11, zeroinitializer, !dbg !262
  %13 = insertelement <2 x i64> poison, i64 %.55, i64 0, !dbg !262
  %14 = insertelement <2 x i64> %13, i64 %7, i64 1, !dbg !262
  %15 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %.58, i64 0, !dbg !262
  %16 = icmp ult <2 x i64> %14, %15, !dbg !262
  %17 = icmp ne <2 x i64> %14, %15, !dbg !262
  %18 = shufflevector <2 x i1> %16, <2 x i1> %17, <2 x i32> <i32 0, i32 3>, !dbg !262
  %19 = and <2 x i1> %12, %18, !dbg !262
  %.86 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.84, i32 %.31), !dbg !264
  %20 = insertelement <2 x i32> poison, i32 %.69, i64 0, !dbg !262
  %21 = insertelement <2 x i32> %20, i32 %.86, i64 1, !dbg !262
  %22 = trunc <2 x i32> %21 to <2 x i16>, !dbg !262
  %23 = insertelement <2 x i16> poison, i16 %.16, i64 0, !dbg !262
  %24 = shufflevector <2 x i16> %23, <2 x i16> poison, <2 x i32> zeroinitializer, !dbg !262
  %25 = select <2 x i1> %19, <2 x i16> %22, <2 x i16> %24, !dbg !262
  store <2 x i16> %25, ptr addrspace(1) %t24, align 2, !dbg !263
  ret void, !dbg !265
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !266 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !267
  %t4 = sext i32 %.10 to i64, !dbg !267
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !267
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !267
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !267, !invariant.load !6
  %t6 = zext i16 %.13 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !267
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !267
  %t9 = sext i32 %.15 to i64, !dbg !267
  %t10 = add nsw i64 %t7, %t9, !dbg !267
  %t11 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t10, !dbg !268
  %.16 = load i16, ptr addrspace(1) %t11, align 2, !dbg !268, !amdgpu.noclobber !6
  %t13 = shl nsw i64 %t10, 2, !dbg !269
  %t14 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t13, !dbg !270
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t10, !dbg !271
  %.17 = load i32, ptr addrspace(1) %t15, align 4, !dbg !271, !amdgpu.noclobber !6
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !272
  %.20 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.19), !dbg !272
  %0 = and i32 %.17, 63, !dbg !272
  %.22 = zext i32 %0 to i64, !dbg !272
  %.24 = tail call i64 @llvm.read_register.i64(metadata !14) #7, !dbg !272
  %1 = shl nuw i64 1, %.22, !dbg !272
  %2 = and i64 %.24, %1, !dbg !272
  %.27.not = icmp eq i64 %2, 0, !dbg !272
  %.30 = shl nuw nsw i32 %0, 2, !dbg !272
  %.31 = zext i16 %.16 to i32, !dbg !272
  %.32 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.30, i32 %.31), !dbg !272
  %.33 = trunc i32 %.32 to i16, !dbg !272
  %t19 = select i1 %.27.not, i16 %.16, i16 %.33, !dbg !272
  store i16 %t19, ptr addrspace(1) %t14, align 2, !dbg !273
  %.37 = zext i32 %.20 to i64, !dbg !274
  %.38 = add nuw nsw i64 %.37, 1, !dbg !274
  %.39 = icmp ult i32 %.20, 63, !dbg !274
  %.41 = and i64 %.38, 63, !dbg !274
  %3 = shl nuw i64 1, %.41, !dbg !274
  %4 = and i64 %3, %.24, !dbg !274
  %.43 = icmp ne i64 %4, 0, !dbg !274
  %.44 = and i1 %.39, %.43, !dbg !274
  %.45 = trunc i64 %.38 to i32, !dbg !274
  %.46 = shl i32 %.45, 2, !dbg !274
  %.48 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46, i32 %.31), !dbg !274
  %.49 = trunc i32 %.48 to i16, !dbg !274
  %t21 = select i1 %.44, i16 %.49, i16 %.16, !dbg !274
  %t22 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 1, !dbg !275
  store i16 %t21, ptr addrspace(1) %t22, align 2, !dbg !275
  %.55 = xor i64 %.37, 2, !dbg !276
  %.57 = and i64 %.37, 4294967292, !dbg !276
  %.58 = add nuw nsw i64 %.57, 4, !dbg !276
  %.62 = and i64 %.55, 63, !dbg !276
  %5 = shl nuw i64 1, %.62, !dbg !276
  %.66 = trunc i64 %.55 to i32, !dbg !276
  %.67 = shl i32 %.66, 2, !dbg !276
  %t24 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 2, !dbg !277
  %.76 = add nsw i64 %.37, -1, !dbg !278
  %.79 = and i64 %.76, 63, !dbg !278
  %6 = shl nuw i64 1, %.79, !dbg !278
  %7 = and i64 %6, %.24, !dbg !278
  %.83 = trunc i64 %.76 to i32, !dbg !278
  %.84 = shl i32 %.83, 2, !dbg !278
  %.69 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.31), !dbg !276
  %8 = insertelement <2 x i64> poison, i64 %5, i64 0, !dbg !276
  %9 = insertelement <2 x i64> %8, i64 %.37, i64 1, !dbg !276
  %10 = insertelement <2 x i64> <i64 poison, i64 7>, i64 %.24, i64 0, !dbg !276
  %11 = and <2 x i64> %9, %10, !dbg !276
  %12 = icmp ne <2 x i64> %11, zeroinitializer, !dbg !276
  %13 = insertelement <2 x i64> poison, i64 %.55, i64 0, !dbg !276
  %14 = insertelement <2 x i64> %13, i64 %7, i64 1, !dbg !276
  %15 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %.58, i64 0, !dbg !276
  %16 = icmp ult <2 x i64> %14, %15, !dbg !276
  %17 = icmp ne <2 x i64> %14, %15, !dbg !276
  %18 = shufflevector <2 x i1> %16, <2 x i1> %17, <2 x i32> <i32 0, i32 3>, !dbg !276
  %19 = and <2 x i1> %12, %18, !dbg !276
  %.86 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.84, i32 %.31), !dbg !278
  %20 = insertelement <2 x i32> poison, i32 %.69, i64 0, !dbg !276
  %21 = insertelement <2 x i32> %20, i32 %.86, i64 1, !dbg !276
  %22 = trunc <2 x i32> %21 to <2 x i16>, !dbg !276
  %23 = insertelement <2 x i16> poison, i16 %.16, i64 0, !dbg !276
  %24 = shufflevector <2 x i16> %23, <2 x i16> poison, <2 x i32> zeroinitializer, !dbg !276
  %25 = select <2 x i1> %19, <2 x i16> %22, <2 x i16> %24, !dbg !276
  store <2 x i16> %25, ptr addrspace(1) %t24, align 2, !dbg !277
  ret void, !dbg !279
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExoticFP8(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8) local_unnamed_addr #0 !dbg !280 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !281
  %t4 = sext i32 %.10 to i64, !dbg !281
  %.11 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !281
  %.12 = getelementptr inbounds i8, ptr addrspace(4) %.11, i64 4, !dbg !281
  %.13 = load i16, ptr addrspace(4) %.12, align 4, !dbg !281, !invariant.load !6
  %t6 = zext i16 %.13 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !281
  %.15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !281
  %t9 = sext i32 %.15 to i64, !dbg !281
  %t10 = add nsw i64 %t7, %t9, !dbg !281
  %t11 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t10, !dbg !282
  %.16 = load i8, ptr addrspace(1) %t11, align 1, !dbg !282, !amdgpu.noclobber !6
  %t13 = shl nsw i64 %t10, 2, !dbg !283
  %t14 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %t13, !dbg !284
  %t15 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t10, !dbg !285
  %.17 = load i32, ptr addrspace(1) %t15, align 4, !dbg !285, !amdgpu.noclobber !6
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !286
  %.20 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.19), !dbg !286
  %0 = and i32 %.17, 63, !dbg !286
  %.22 = zext i32 %0 to i64, !dbg !286
  %.24 = tail call i64 @llvm.read_register.i64(metadata !14) #7, !dbg !286
  %1 = shl nuw i64 1, %.22, !dbg !286
  %2 = and i64 %.24, %1, !dbg !286
  %.27.not = icmp eq i64 %2, 0, !dbg !286
  %.30 = shl nuw nsw i32 %0, 2, !dbg !286
  %.31 = zext i8 %.16 to i32, !dbg !286
  %.32 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.30, i32 %.31), !dbg !286
  %.33 = trunc i32 %.32 to i8, !dbg !286
  %t19 = select i1 %.27.not, i8 %.16, i8 %.33, !dbg !286
  store i8 %t19, ptr addrspace(1) %t14, align 1, !dbg !287
  %.37 = zext i32 %.20 to i64, !dbg !288
  %.38 = add nuw nsw i64 %.37, 1, !dbg !288
  %.39 = icmp ult i32 %.20, 63, !dbg !288
  %.41 = and i64 %.38, 63, !dbg !288
  %3 = shl nuw i64 1, %.41, !dbg !288
  %4 = and i64 %3, %.24, !dbg !288
  %.43 = icmp ne i64 %4, 0, !dbg !288
  %.44 = and i1 %.39, %.43, !dbg !288
  %.45 = trunc i64 %.38 to i32, !dbg !288
  %.46 = shl i32 %.45, 2, !dbg !288
  %.48 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.46, i32 %.31), !dbg !288
  %.49 = trunc i32 %.48 to i8, !dbg !288
  %t21 = select i1 %.44, i8 %.49, i8 %.16, !dbg !288
  %t22 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 1, !dbg !289
  store i8 %t21, ptr addrspace(1) %t22, align 1, !dbg !289
  %.55 = xor i64 %.37, 2, !dbg !290
  %.57 = and i64 %.37, 4294967292, !dbg !290
  %.58 = add nuw nsw i64 %.57, 4, !dbg !290
  %.59 = icmp ult i64 %.55, %.58, !dbg !290
  %.62 = and i64 %.55, 63, !dbg !290
  %5 = shl nuw i64 1, %.62, !dbg !290
  %6 = and i64 %5, %.24, !dbg !290
  %.64 = icmp ne i64 %6, 0, !dbg !290
  %.65 = and i1 %.59, %.64, !dbg !290
  %.66 = trunc i64 %.55 to i32, !dbg !290
  %.67 = shl i32 %.66, 2, !dbg !290
  %.69 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.67, i32 %.31), !dbg !290
  %.70 = trunc i32 %.69 to i8, !dbg !290
  %t23 = select i1 %.65, i8 %.70, i8 %.16, !dbg !290
  %t24 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 2, !dbg !291
  store i8 %t23, ptr addrspace(1) %t24, align 1, !dbg !291
  %.75 = and i64 %.37, 7, !dbg !292
  %.76 = add nsw i64 %.37, -1, !dbg !292
  %.77 = icmp ne i64 %.75, 0, !dbg !292
  %.79 = and i64 %.76, 63, !dbg !292
  %7 = shl nuw i64 1, %.79, !dbg !292
  %8 = and i64 %7, %.24, !dbg !292
  %.81 = icmp ne i64 %8, 0, !dbg !292
  %.82 = and i1 %.77, %.81, !dbg !292
  %.83 = trunc i64 %.76 to i32, !dbg !292
  %.84 = shl i32 %.83, 2, !dbg !292
  %.86 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.84, i32 %.31), !dbg !292
  %.87 = trunc i32 %.86 to i8, !dbg !292
  %t25 = select i1 %.82, i8 %.87, i8 %.16, !dbg !292
  %t26 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 3, !dbg !293
  store i8 %t25, ptr addrspace(1) %t26, align 1, !dbg !293
  ret void, !dbg !294
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i64 @llvm.amdgcn.ballot.i64(i1) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #5

; Function Attrs: nounwind readonly
declare i64 @llvm.read_register.i64(metadata) #6

attributes #0 = { mustprogress nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
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
!14 = !{!"exec"}
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
!196 = !DILocation(line: 64, column: 21, scope: !185)
!197 = !DILocation(line: 64, column: 40, scope: !185)
!198 = !DILocation(line: 64, column: 63, scope: !185)
!199 = !DILocation(line: 64, column: 17, scope: !185)
!200 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eUniform", scope: !1, file: !1, line: 73, type: !5, scopeLine: 73, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!201 = !DILocation(line: 74, column: 14, scope: !200)
!202 = !DILocation(line: 75, column: 9, scope: !200)
!203 = !DILocation(line: 76, column: 12, scope: !200)
!204 = !DILocation(line: 76, column: 10, scope: !200)
!205 = !DILocation(line: 77, column: 42, scope: !200)
!206 = !DILocation(line: 77, column: 24, scope: !200)
!207 = !DILocation(line: 86, column: 6, scope: !200)
!208 = !DILocation(line: 77, column: 3, scope: !200)
!209 = !DILocation(line: 78, column: 29, scope: !200)
!210 = !{i64 0, i64 65}
!211 = !DILocation(line: 0, scope: !200)
!212 = !DILocation(line: 79, column: 3, scope: !200)
!213 = !DILocation(line: 79, column: 9, scope: !200)
!214 = !DILocation(line: 80, column: 37, scope: !200)
!215 = !DILocation(line: 80, column: 25, scope: !200)
!216 = !DILocation(line: 81, column: 36, scope: !200)
!217 = !DILocation(line: 81, column: 24, scope: !200)
!218 = !DILocation(line: 81, column: 3, scope: !200)
!219 = !DILocation(line: 82, column: 28, scope: !200)
!220 = !DILocation(line: 83, column: 3, scope: !200)
!221 = !DILocation(line: 83, column: 9, scope: !200)
!222 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bcomplex64_5d", scope: !1, file: !1, line: 100, type: !5, scopeLine: 100, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!223 = !DILocation(line: 112, column: 14, scope: !222)
!224 = !DILocation(line: 113, column: 9, scope: !222)
!225 = !DILocation(line: 114, column: 12, scope: !222)
!226 = !DILocation(line: 114, column: 10, scope: !222)
!227 = !DILocation(line: 115, column: 32, scope: !222)
!228 = !DILocation(line: 115, column: 18, scope: !222)
!229 = !DILocation(line: 115, column: 3, scope: !222)
!230 = !DILocation(line: 116, column: 22, scope: !222)
!231 = !DILocation(line: 116, column: 3, scope: !222)
!232 = !DILocation(line: 117, column: 26, scope: !222)
!233 = !DILocation(line: 117, column: 3, scope: !222)
!234 = !DILocation(line: 118, column: 25, scope: !222)
!235 = !DILocation(line: 118, column: 3, scope: !222)
!236 = !DILocation(line: 101, column: 8, scope: !222)
!237 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bcomplex128_5d", scope: !1, file: !1, line: 100, type: !5, scopeLine: 100, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!238 = !DILocation(line: 112, column: 14, scope: !237)
!239 = !DILocation(line: 113, column: 9, scope: !237)
!240 = !DILocation(line: 114, column: 12, scope: !237)
!241 = !DILocation(line: 114, column: 10, scope: !237)
!242 = !DILocation(line: 115, column: 32, scope: !237)
!243 = !DILocation(line: 115, column: 18, scope: !237)
!244 = !DILocation(line: 115, column: 3, scope: !237)
!245 = !DILocation(line: 116, column: 22, scope: !237)
!246 = !DILocation(line: 116, column: 3, scope: !237)
!247 = !DILocation(line: 117, column: 26, scope: !237)
!248 = !DILocation(line: 117, column: 3, scope: !237)
!249 = !DILocation(line: 118, column: 25, scope: !237)
!250 = !DILocation(line: 118, column: 3, scope: !237)
!251 = !DILocation(line: 101, column: 8, scope: !237)
!252 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bkern_2eFloat16_5d", scope: !1, file: !1, line: 100, type: !5, scopeLine: 100, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!253 = !DILocation(line: 112, column: 14, scope: !252)
!254 = !DILocation(line: 113, column: 9, scope: !252)
!255 = !DILocation(line: 114, column: 12, scope: !252)
!256 = !DILocation(line: 114, column: 10, scope: !252)
!257 = !DILocation(line: 115, column: 32, scope: !252)
!258 = !DILocation(line: 115, column: 18, scope: !252)
!259 = !DILocation(line: 115, column: 3, scope: !252)
!260 = !DILocation(line: 116, column: 22, scope: !252)
!261 = !DILocation(line: 116, column: 3, scope: !252)
!262 = !DILocation(line: 117, column: 26, scope: !252)
!263 = !DILocation(line: 117, column: 3, scope: !252)
!264 = !DILocation(line: 118, column: 25, scope: !252)
!265 = !DILocation(line: 101, column: 8, scope: !252)
!266 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExotic_5bkern_2eBFloat16_5d", scope: !1, file: !1, line: 100, type: !5, scopeLine: 100, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!267 = !DILocation(line: 112, column: 14, scope: !266)
!268 = !DILocation(line: 113, column: 9, scope: !266)
!269 = !DILocation(line: 114, column: 12, scope: !266)
!270 = !DILocation(line: 114, column: 10, scope: !266)
!271 = !DILocation(line: 115, column: 32, scope: !266)
!272 = !DILocation(line: 115, column: 18, scope: !266)
!273 = !DILocation(line: 115, column: 3, scope: !266)
!274 = !DILocation(line: 116, column: 22, scope: !266)
!275 = !DILocation(line: 116, column: 3, scope: !266)
!276 = !DILocation(line: 117, column: 26, scope: !266)
!277 = !DILocation(line: 117, column: 3, scope: !266)
!278 = !DILocation(line: 118, column: 25, scope: !266)
!279 = !DILocation(line: 101, column: 8, scope: !266)
!280 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eExoticFP8", scope: !1, file: !1, line: 107, type: !5, scopeLine: 107, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!281 = !DILocation(line: 112, column: 14, scope: !280)
!282 = !DILocation(line: 113, column: 9, scope: !280)
!283 = !DILocation(line: 114, column: 12, scope: !280)
!284 = !DILocation(line: 114, column: 10, scope: !280)
!285 = !DILocation(line: 115, column: 32, scope: !280)
!286 = !DILocation(line: 115, column: 18, scope: !280)
!287 = !DILocation(line: 115, column: 3, scope: !280)
!288 = !DILocation(line: 116, column: 22, scope: !280)
!289 = !DILocation(line: 116, column: 3, scope: !280)
!290 = !DILocation(line: 117, column: 26, scope: !280)
!291 = !DILocation(line: 117, column: 3, scope: !280)
!292 = !DILocation(line: 118, column: 25, scope: !280)
!293 = !DILocation(line: 118, column: 3, scope: !280)
!294 = !DILocation(line: 108, column: 8, scope: !280)
