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
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !13
  %.19 = zext i32 %.18 to i64, !dbg !13
  %.24 = tail call i32 @llvm.read_register.i32(metadata !14) #7, !dbg !13
  %.25 = zext i32 %.24 to i64, !dbg !13
  %.26 = and i64 %.19, 31, !dbg !13
  %0 = shl nuw nsw i64 1, %.26, !dbg !13
  %1 = and i64 %0, %.25, !dbg !13
  %.28.not = icmp eq i64 %1, 0, !dbg !13
  %.31 = shl i32 %.18, 2, !dbg !13
  %.32 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.31, i32 %.16), !dbg !13
  %t18 = select i1 %.28.not, i32 %.16, i32 %.32, !dbg !13
  %.36 = sub nsw i64 %.19, %t14, !dbg !15
  %.37 = icmp eq i32 %.17, 0, !dbg !15
  %.40 = and i64 %.36, 31, !dbg !15
  %2 = shl nuw nsw i64 1, %.40, !dbg !15
  %3 = and i64 %2, %.25, !dbg !15
  %.42 = icmp ne i64 %3, 0, !dbg !15
  %.43 = and i1 %.37, %.42, !dbg !15
  %.44 = trunc i64 %.36 to i32, !dbg !15
  %.45 = shl i32 %.44, 2, !dbg !15
  %.46 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.45, i32 %.16), !dbg !15
  %t19 = select i1 %.43, i32 %.46, i32 %.16, !dbg !15
  %.51 = add nsw i64 %.19, %t14, !dbg !16
  %.55 = and i64 %.51, 31, !dbg !16
  %4 = shl nuw nsw i64 1, %.55, !dbg !16
  %5 = and i64 %4, %.25, !dbg !16
  %.57 = icmp ne i64 %5, 0, !dbg !16
  %.58 = and i1 %.37, %.57, !dbg !16
  %.59 = trunc i64 %.51 to i32, !dbg !16
  %.60 = shl i32 %.59, 2, !dbg !16
  %.61 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.60, i32 %.16), !dbg !16
  %t20 = select i1 %.58, i32 %.61, i32 %.16, !dbg !16
  %.65 = xor i64 %.19, %t14, !dbg !17
  %.66 = icmp ult i32 %.17, 32, !dbg !17
  %.69 = icmp ule i64 %.65, %.19, !dbg !17
  %.70 = and i1 %.66, %.69, !dbg !17
  %.73 = and i64 %.65, 31, !dbg !17
  %6 = shl nuw nsw i64 1, %.73, !dbg !17
  %7 = and i64 %6, %.25, !dbg !17
  %.75 = icmp ne i64 %7, 0, !dbg !17
  %.76 = and i1 %.70, %.75, !dbg !17
  %.77 = trunc i64 %.65 to i32, !dbg !17
  %.78 = shl i32 %.77, 2, !dbg !17
  %.79 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.78, i32 %.16), !dbg !17
  %t21 = select i1 %.76, i32 %.79, i32 %.16, !dbg !17
  store i32 %t18, ptr addrspace(1) %t17, align 4, !dbg !18
  %t23 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 1, !dbg !19
  store i32 %t19, ptr addrspace(1) %t23, align 4, !dbg !19
  %t24 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 2, !dbg !20
  store i32 %t20, ptr addrspace(1) %t24, align 4, !dbg !20
  %t25 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 3, !dbg !21
  store i32 %t21, ptr addrspace(1) %t25, align 4, !dbg !21
  %.83 = and i64 %.19, 4294967294, !dbg !22
  %.84 = and i64 %t14, 1, !dbg !22
  %.85 = or i64 %.83, %.84, !dbg !22
  %.88 = and i64 %.85, 31, !dbg !22
  %8 = shl nuw nsw i64 1, %.88, !dbg !22
  %9 = and i64 %8, %.25, !dbg !22
  %.90.not = icmp eq i64 %9, 0, !dbg !22
  %.92 = trunc i64 %.85 to i32, !dbg !22
  %.93 = shl i32 %.92, 2, !dbg !22
  %.94 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.16), !dbg !22
  %t26 = select i1 %.90.not, i32 %.16, i32 %.94, !dbg !22
  %.97 = and i64 %.19, 1, !dbg !23
  %.99 = icmp uge i64 %.97, %t14, !dbg !23
  %.105 = and i1 %.99, %.42, !dbg !23
  %t27 = select i1 %.105, i32 %.46, i32 %.16, !dbg !23
  %.112 = xor i64 %.97, 1, !dbg !24
  %.114 = icmp uge i64 %.112, %t14, !dbg !24
  %.120 = and i1 %.114, %.57, !dbg !24
  %t28 = select i1 %.120, i32 %.61, i32 %.16, !dbg !24
  %.130 = add nuw nsw i64 %.83, 2, !dbg !25
  %.131 = icmp ult i64 %.65, %.130, !dbg !25
  %.132 = and i1 %.66, %.131, !dbg !25
  %.138 = and i1 %.132, %.75, !dbg !25
  %t29 = select i1 %.138, i32 %.79, i32 %.16, !dbg !25
  %t30 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 4, !dbg !26
  store i32 %t26, ptr addrspace(1) %t30, align 4, !dbg !26
  %t31 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 5, !dbg !27
  store i32 %t27, ptr addrspace(1) %t31, align 4, !dbg !27
  %t32 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 6, !dbg !28
  store i32 %t28, ptr addrspace(1) %t32, align 4, !dbg !28
  %t33 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 7, !dbg !29
  store i32 %t29, ptr addrspace(1) %t33, align 4, !dbg !29
  %.145 = and i64 %.19, 4294967292, !dbg !30
  %.146 = and i64 %t14, 3, !dbg !30
  %.147 = or i64 %.145, %.146, !dbg !30
  %.150 = and i64 %.147, 31, !dbg !30
  %10 = shl nuw nsw i64 1, %.150, !dbg !30
  %11 = and i64 %10, %.25, !dbg !30
  %.152.not = icmp eq i64 %11, 0, !dbg !30
  %.154 = trunc i64 %.147 to i32, !dbg !30
  %.155 = shl i32 %.154, 2, !dbg !30
  %.156 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.155, i32 %.16), !dbg !30
  %t34 = select i1 %.152.not, i32 %.16, i32 %.156, !dbg !30
  %.159 = and i64 %.19, 3, !dbg !31
  %.161 = icmp uge i64 %.159, %t14, !dbg !31
  %.167 = and i1 %.161, %.42, !dbg !31
  %t35 = select i1 %.167, i32 %.46, i32 %.16, !dbg !31
  %.174 = xor i64 %.159, 3, !dbg !32
  %.176 = icmp uge i64 %.174, %t14, !dbg !32
  %.182 = and i1 %.176, %.57, !dbg !32
  %t36 = select i1 %.182, i32 %.61, i32 %.16, !dbg !32
  %.192 = add nuw nsw i64 %.145, 4, !dbg !33
  %.193 = icmp ult i64 %.65, %.192, !dbg !33
  %.194 = and i1 %.66, %.193, !dbg !33
  %.200 = and i1 %.194, %.75, !dbg !33
  %t37 = select i1 %.200, i32 %.79, i32 %.16, !dbg !33
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 8, !dbg !34
  store i32 %t34, ptr addrspace(1) %t38, align 4, !dbg !34
  %t39 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 9, !dbg !35
  store i32 %t35, ptr addrspace(1) %t39, align 4, !dbg !35
  %t40 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 10, !dbg !36
  store i32 %t36, ptr addrspace(1) %t40, align 4, !dbg !36
  %t41 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 11, !dbg !37
  store i32 %t37, ptr addrspace(1) %t41, align 4, !dbg !37
  %.207 = and i64 %.19, 4294967288, !dbg !38
  %.208 = and i64 %t14, 7, !dbg !38
  %.209 = or i64 %.207, %.208, !dbg !38
  %.212 = and i64 %.209, 31, !dbg !38
  %12 = shl nuw nsw i64 1, %.212, !dbg !38
  %13 = and i64 %12, %.25, !dbg !38
  %.214.not = icmp eq i64 %13, 0, !dbg !38
  %.216 = trunc i64 %.209 to i32, !dbg !38
  %.217 = shl i32 %.216, 2, !dbg !38
  %.218 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.217, i32 %.16), !dbg !38
  %t42 = select i1 %.214.not, i32 %.16, i32 %.218, !dbg !38
  %.221 = and i64 %.19, 7, !dbg !39
  %.223 = icmp uge i64 %.221, %t14, !dbg !39
  %.229 = and i1 %.223, %.42, !dbg !39
  %t43 = select i1 %.229, i32 %.46, i32 %.16, !dbg !39
  %.236 = xor i64 %.221, 7, !dbg !40
  %.238 = icmp uge i64 %.236, %t14, !dbg !40
  %.244 = and i1 %.238, %.57, !dbg !40
  %t44 = select i1 %.244, i32 %.61, i32 %.16, !dbg !40
  %.254 = add nuw nsw i64 %.207, 8, !dbg !41
  %.255 = icmp ult i64 %.65, %.254, !dbg !41
  %.256 = and i1 %.66, %.255, !dbg !41
  %.262 = and i1 %.256, %.75, !dbg !41
  %t45 = select i1 %.262, i32 %.79, i32 %.16, !dbg !41
  %t46 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 12, !dbg !42
  store i32 %t42, ptr addrspace(1) %t46, align 4, !dbg !42
  %t47 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 13, !dbg !43
  store i32 %t43, ptr addrspace(1) %t47, align 4, !dbg !43
  %t48 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 14, !dbg !44
  store i32 %t44, ptr addrspace(1) %t48, align 4, !dbg !44
  %t49 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 15, !dbg !45
  store i32 %t45, ptr addrspace(1) %t49, align 4, !dbg !45
  %.269 = and i64 %.19, 4294967280, !dbg !46
  %.270 = and i64 %t14, 15, !dbg !46
  %.271 = or i64 %.269, %.270, !dbg !46
  %.274 = and i64 %.271, 31, !dbg !46
  %14 = shl nuw nsw i64 1, %.274, !dbg !46
  %15 = and i64 %14, %.25, !dbg !46
  %.276.not = icmp eq i64 %15, 0, !dbg !46
  %.278 = trunc i64 %.271 to i32, !dbg !46
  %.279 = shl i32 %.278, 2, !dbg !46
  %.280 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.279, i32 %.16), !dbg !46
  %t50 = select i1 %.276.not, i32 %.16, i32 %.280, !dbg !46
  %.283 = and i64 %.19, 15, !dbg !47
  %.285 = icmp uge i64 %.283, %t14, !dbg !47
  %.291 = and i1 %.285, %.42, !dbg !47
  %t51 = select i1 %.291, i32 %.46, i32 %.16, !dbg !47
  %.298 = xor i64 %.283, 15, !dbg !48
  %.300 = icmp uge i64 %.298, %t14, !dbg !48
  %.306 = and i1 %.300, %.57, !dbg !48
  %t52 = select i1 %.306, i32 %.61, i32 %.16, !dbg !48
  %.316 = add nuw nsw i64 %.269, 16, !dbg !49
  %.317 = icmp ult i64 %.65, %.316, !dbg !49
  %.318 = and i1 %.66, %.317, !dbg !49
  %.324 = and i1 %.318, %.75, !dbg !49
  %t53 = select i1 %.324, i32 %.79, i32 %.16, !dbg !49
  %t54 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 16, !dbg !50
  store i32 %t50, ptr addrspace(1) %t54, align 4, !dbg !50
  %t55 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 17, !dbg !51
  store i32 %t51, ptr addrspace(1) %t55, align 4, !dbg !51
  %t56 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 18, !dbg !52
  store i32 %t52, ptr addrspace(1) %t56, align 4, !dbg !52
  %t57 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 19, !dbg !53
  store i32 %t53, ptr addrspace(1) %t57, align 4, !dbg !53
  %.331 = and i64 %.19, 1073741792, !dbg !54
  %.332 = and i64 %t14, 31, !dbg !54
  %.333 = or i64 %.331, %.332, !dbg !54
  %16 = shl nuw nsw i64 1, %.332, !dbg !54
  %17 = and i64 %16, %.25, !dbg !54
  %.338.not = icmp eq i64 %17, 0, !dbg !54
  %.340 = trunc i64 %.333 to i32, !dbg !54
  %.341 = shl nuw i32 %.340, 2, !dbg !54
  %.342 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.341, i32 %.16), !dbg !54
  %t58 = select i1 %.338.not, i32 %.16, i32 %.342, !dbg !54
  %.347 = icmp uge i64 %.26, %t14, !dbg !55
  %.353 = and i1 %.347, %.42, !dbg !55
  %t59 = select i1 %.353, i32 %.46, i32 %.16, !dbg !55
  %.360 = xor i64 %.26, 31, !dbg !56
  %.362 = icmp uge i64 %.360, %t14, !dbg !56
  %.368 = and i1 %.362, %.57, !dbg !56
  %t60 = select i1 %.368, i32 %.61, i32 %.16, !dbg !56
  %.377 = and i64 %.19, 4294967264, !dbg !57
  %.378 = add nuw nsw i64 %.377, 32, !dbg !57
  %.379 = icmp ult i64 %.65, %.378, !dbg !57
  %.380 = and i1 %.66, %.379, !dbg !57
  %.386 = and i1 %.380, %.75, !dbg !57
  %t61 = select i1 %.386, i32 %.79, i32 %.16, !dbg !57
  %t62 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 20, !dbg !58
  store i32 %t58, ptr addrspace(1) %t62, align 4, !dbg !58
  %t63 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 21, !dbg !59
  store i32 %t59, ptr addrspace(1) %t63, align 4, !dbg !59
  %t64 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 22, !dbg !60
  store i32 %t60, ptr addrspace(1) %t64, align 4, !dbg !60
  %t65 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 23, !dbg !61
  store i32 %t61, ptr addrspace(1) %t65, align 4, !dbg !61
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
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !69
  %.19 = zext i32 %.18 to i64, !dbg !69
  %.24 = tail call i32 @llvm.read_register.i32(metadata !14) #7, !dbg !69
  %.25 = zext i32 %.24 to i64, !dbg !69
  %.26 = and i64 %.19, 31, !dbg !69
  %0 = shl nuw nsw i64 1, %.26, !dbg !69
  %1 = and i64 %0, %.25, !dbg !69
  %.28.not = icmp eq i64 %1, 0, !dbg !69
  %.31 = shl i32 %.18, 2, !dbg !69
  %.32 = zext i8 %.16 to i32, !dbg !69
  %.33 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.31, i32 %.32), !dbg !69
  %.34 = trunc i32 %.33 to i8, !dbg !69
  %t18 = select i1 %.28.not, i8 %.16, i8 %.34, !dbg !69
  %.38 = sub nsw i64 %.19, %t14, !dbg !70
  %.39 = icmp eq i32 %.17, 0, !dbg !70
  %.42 = and i64 %.38, 31, !dbg !70
  %2 = shl nuw nsw i64 1, %.42, !dbg !70
  %3 = and i64 %2, %.25, !dbg !70
  %.44 = icmp ne i64 %3, 0, !dbg !70
  %.45 = and i1 %.39, %.44, !dbg !70
  %.46 = trunc i64 %.38 to i32, !dbg !70
  %.47 = shl i32 %.46, 2, !dbg !70
  %.49 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.32), !dbg !70
  %.50 = trunc i32 %.49 to i8, !dbg !70
  %t19 = select i1 %.45, i8 %.50, i8 %.16, !dbg !70
  %.55 = add nsw i64 %.19, %t14, !dbg !71
  %.59 = and i64 %.55, 31, !dbg !71
  %4 = shl nuw nsw i64 1, %.59, !dbg !71
  %5 = and i64 %4, %.25, !dbg !71
  %.61 = icmp ne i64 %5, 0, !dbg !71
  %.62 = and i1 %.39, %.61, !dbg !71
  %.63 = trunc i64 %.55 to i32, !dbg !71
  %.64 = shl i32 %.63, 2, !dbg !71
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.64, i32 %.32), !dbg !71
  %.67 = trunc i32 %.66 to i8, !dbg !71
  %t20 = select i1 %.62, i8 %.67, i8 %.16, !dbg !71
  %.71 = xor i64 %.19, %t14, !dbg !72
  %.72 = icmp ult i32 %.17, 32, !dbg !72
  %.75 = icmp ule i64 %.71, %.19, !dbg !72
  %.76 = and i1 %.72, %.75, !dbg !72
  %.79 = and i64 %.71, 31, !dbg !72
  %6 = shl nuw nsw i64 1, %.79, !dbg !72
  %7 = and i64 %6, %.25, !dbg !72
  %.81 = icmp ne i64 %7, 0, !dbg !72
  %.82 = and i1 %.76, %.81, !dbg !72
  %.83 = trunc i64 %.71 to i32, !dbg !72
  %.84 = shl i32 %.83, 2, !dbg !72
  %.86 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.84, i32 %.32), !dbg !72
  %.87 = trunc i32 %.86 to i8, !dbg !72
  %t21 = select i1 %.82, i8 %.87, i8 %.16, !dbg !72
  store i8 %t18, ptr addrspace(1) %t17, align 1, !dbg !73
  %t23 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 1, !dbg !74
  store i8 %t19, ptr addrspace(1) %t23, align 1, !dbg !74
  %t24 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 2, !dbg !75
  store i8 %t20, ptr addrspace(1) %t24, align 1, !dbg !75
  %t25 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 3, !dbg !76
  store i8 %t21, ptr addrspace(1) %t25, align 1, !dbg !76
  %.91 = and i64 %.19, 4294967294, !dbg !77
  %.92 = and i64 %t14, 1, !dbg !77
  %.93 = or i64 %.91, %.92, !dbg !77
  %.96 = and i64 %.93, 31, !dbg !77
  %8 = shl nuw nsw i64 1, %.96, !dbg !77
  %9 = and i64 %8, %.25, !dbg !77
  %.98.not = icmp eq i64 %9, 0, !dbg !77
  %.100 = trunc i64 %.93 to i32, !dbg !77
  %.101 = shl i32 %.100, 2, !dbg !77
  %.103 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.32), !dbg !77
  %.104 = trunc i32 %.103 to i8, !dbg !77
  %t26 = select i1 %.98.not, i8 %.16, i8 %.104, !dbg !77
  %.107 = and i64 %.19, 1, !dbg !78
  %.109 = icmp uge i64 %.107, %t14, !dbg !78
  %.115 = and i1 %.109, %.44, !dbg !78
  %t27 = select i1 %.115, i8 %.50, i8 %.16, !dbg !78
  %.124 = xor i64 %.107, 1, !dbg !79
  %.126 = icmp uge i64 %.124, %t14, !dbg !79
  %.132 = and i1 %.126, %.61, !dbg !79
  %t28 = select i1 %.132, i8 %.67, i8 %.16, !dbg !79
  %.144 = add nuw nsw i64 %.91, 2, !dbg !80
  %.145 = icmp ult i64 %.71, %.144, !dbg !80
  %.146 = and i1 %.72, %.145, !dbg !80
  %.152 = and i1 %.146, %.81, !dbg !80
  %t29 = select i1 %.152, i8 %.87, i8 %.16, !dbg !80
  %t30 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 4, !dbg !81
  store i8 %t26, ptr addrspace(1) %t30, align 1, !dbg !81
  %t31 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 5, !dbg !82
  store i8 %t27, ptr addrspace(1) %t31, align 1, !dbg !82
  %t32 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 6, !dbg !83
  store i8 %t28, ptr addrspace(1) %t32, align 1, !dbg !83
  %t33 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 7, !dbg !84
  store i8 %t29, ptr addrspace(1) %t33, align 1, !dbg !84
  %.161 = and i64 %.19, 4294967292, !dbg !85
  %.162 = and i64 %t14, 3, !dbg !85
  %.163 = or i64 %.161, %.162, !dbg !85
  %.166 = and i64 %.163, 31, !dbg !85
  %10 = shl nuw nsw i64 1, %.166, !dbg !85
  %11 = and i64 %10, %.25, !dbg !85
  %.168.not = icmp eq i64 %11, 0, !dbg !85
  %.170 = trunc i64 %.163 to i32, !dbg !85
  %.171 = shl i32 %.170, 2, !dbg !85
  %.173 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.171, i32 %.32), !dbg !85
  %.174 = trunc i32 %.173 to i8, !dbg !85
  %t34 = select i1 %.168.not, i8 %.16, i8 %.174, !dbg !85
  %.177 = and i64 %.19, 3, !dbg !86
  %.179 = icmp uge i64 %.177, %t14, !dbg !86
  %.185 = and i1 %.179, %.44, !dbg !86
  %t35 = select i1 %.185, i8 %.50, i8 %.16, !dbg !86
  %.194 = xor i64 %.177, 3, !dbg !87
  %.196 = icmp uge i64 %.194, %t14, !dbg !87
  %.202 = and i1 %.196, %.61, !dbg !87
  %t36 = select i1 %.202, i8 %.67, i8 %.16, !dbg !87
  %.214 = add nuw nsw i64 %.161, 4, !dbg !88
  %.215 = icmp ult i64 %.71, %.214, !dbg !88
  %.216 = and i1 %.72, %.215, !dbg !88
  %.222 = and i1 %.216, %.81, !dbg !88
  %t37 = select i1 %.222, i8 %.87, i8 %.16, !dbg !88
  %t38 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 8, !dbg !89
  store i8 %t34, ptr addrspace(1) %t38, align 1, !dbg !89
  %t39 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 9, !dbg !90
  store i8 %t35, ptr addrspace(1) %t39, align 1, !dbg !90
  %t40 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 10, !dbg !91
  store i8 %t36, ptr addrspace(1) %t40, align 1, !dbg !91
  %t41 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 11, !dbg !92
  store i8 %t37, ptr addrspace(1) %t41, align 1, !dbg !92
  %.231 = and i64 %.19, 4294967288, !dbg !93
  %.232 = and i64 %t14, 7, !dbg !93
  %.233 = or i64 %.231, %.232, !dbg !93
  %.236 = and i64 %.233, 31, !dbg !93
  %12 = shl nuw nsw i64 1, %.236, !dbg !93
  %13 = and i64 %12, %.25, !dbg !93
  %.238.not = icmp eq i64 %13, 0, !dbg !93
  %.240 = trunc i64 %.233 to i32, !dbg !93
  %.241 = shl i32 %.240, 2, !dbg !93
  %.243 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.241, i32 %.32), !dbg !93
  %.244 = trunc i32 %.243 to i8, !dbg !93
  %t42 = select i1 %.238.not, i8 %.16, i8 %.244, !dbg !93
  %.247 = and i64 %.19, 7, !dbg !94
  %.249 = icmp uge i64 %.247, %t14, !dbg !94
  %.255 = and i1 %.249, %.44, !dbg !94
  %t43 = select i1 %.255, i8 %.50, i8 %.16, !dbg !94
  %.264 = xor i64 %.247, 7, !dbg !95
  %.266 = icmp uge i64 %.264, %t14, !dbg !95
  %.272 = and i1 %.266, %.61, !dbg !95
  %t44 = select i1 %.272, i8 %.67, i8 %.16, !dbg !95
  %.284 = add nuw nsw i64 %.231, 8, !dbg !96
  %.285 = icmp ult i64 %.71, %.284, !dbg !96
  %.286 = and i1 %.72, %.285, !dbg !96
  %.292 = and i1 %.286, %.81, !dbg !96
  %t45 = select i1 %.292, i8 %.87, i8 %.16, !dbg !96
  %t46 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 12, !dbg !97
  store i8 %t42, ptr addrspace(1) %t46, align 1, !dbg !97
  %t47 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 13, !dbg !98
  store i8 %t43, ptr addrspace(1) %t47, align 1, !dbg !98
  %t48 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 14, !dbg !99
  store i8 %t44, ptr addrspace(1) %t48, align 1, !dbg !99
  %t49 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 15, !dbg !100
  store i8 %t45, ptr addrspace(1) %t49, align 1, !dbg !100
  %.301 = and i64 %.19, 4294967280, !dbg !101
  %.302 = and i64 %t14, 15, !dbg !101
  %.303 = or i64 %.301, %.302, !dbg !101
  %.306 = and i64 %.303, 31, !dbg !101
  %14 = shl nuw nsw i64 1, %.306, !dbg !101
  %15 = and i64 %14, %.25, !dbg !101
  %.308.not = icmp eq i64 %15, 0, !dbg !101
  %.310 = trunc i64 %.303 to i32, !dbg !101
  %.311 = shl i32 %.310, 2, !dbg !101
  %.313 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.311, i32 %.32), !dbg !101
  %.314 = trunc i32 %.313 to i8, !dbg !101
  %t50 = select i1 %.308.not, i8 %.16, i8 %.314, !dbg !101
  %.317 = and i64 %.19, 15, !dbg !102
  %.319 = icmp uge i64 %.317, %t14, !dbg !102
  %.325 = and i1 %.319, %.44, !dbg !102
  %t51 = select i1 %.325, i8 %.50, i8 %.16, !dbg !102
  %.334 = xor i64 %.317, 15, !dbg !103
  %.336 = icmp uge i64 %.334, %t14, !dbg !103
  %.342 = and i1 %.336, %.61, !dbg !103
  %t52 = select i1 %.342, i8 %.67, i8 %.16, !dbg !103
  %.354 = add nuw nsw i64 %.301, 16, !dbg !104
  %.355 = icmp ult i64 %.71, %.354, !dbg !104
  %.356 = and i1 %.72, %.355, !dbg !104
  %.362 = and i1 %.356, %.81, !dbg !104
  %t53 = select i1 %.362, i8 %.87, i8 %.16, !dbg !104
  %t54 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 16, !dbg !105
  store i8 %t50, ptr addrspace(1) %t54, align 1, !dbg !105
  %t55 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 17, !dbg !106
  store i8 %t51, ptr addrspace(1) %t55, align 1, !dbg !106
  %t56 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 18, !dbg !107
  store i8 %t52, ptr addrspace(1) %t56, align 1, !dbg !107
  %t57 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 19, !dbg !108
  store i8 %t53, ptr addrspace(1) %t57, align 1, !dbg !108
  %.371 = and i64 %.19, 1073741792, !dbg !109
  %.372 = and i64 %t14, 31, !dbg !109
  %.373 = or i64 %.371, %.372, !dbg !109
  %16 = shl nuw nsw i64 1, %.372, !dbg !109
  %17 = and i64 %16, %.25, !dbg !109
  %.378.not = icmp eq i64 %17, 0, !dbg !109
  %.380 = trunc i64 %.373 to i32, !dbg !109
  %.381 = shl nuw i32 %.380, 2, !dbg !109
  %.383 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.381, i32 %.32), !dbg !109
  %.384 = trunc i32 %.383 to i8, !dbg !109
  %t58 = select i1 %.378.not, i8 %.16, i8 %.384, !dbg !109
  %.389 = icmp uge i64 %.26, %t14, !dbg !110
  %.395 = and i1 %.389, %.44, !dbg !110
  %t59 = select i1 %.395, i8 %.50, i8 %.16, !dbg !110
  %.404 = xor i64 %.26, 31, !dbg !111
  %.406 = icmp uge i64 %.404, %t14, !dbg !111
  %.412 = and i1 %.406, %.61, !dbg !111
  %t60 = select i1 %.412, i8 %.67, i8 %.16, !dbg !111
  %.423 = and i64 %.19, 4294967264, !dbg !112
  %.424 = add nuw nsw i64 %.423, 32, !dbg !112
  %.425 = icmp ult i64 %.71, %.424, !dbg !112
  %.426 = and i1 %.72, %.425, !dbg !112
  %.432 = and i1 %.426, %.81, !dbg !112
  %t61 = select i1 %.432, i8 %.87, i8 %.16, !dbg !112
  %t62 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 20, !dbg !113
  store i8 %t58, ptr addrspace(1) %t62, align 1, !dbg !113
  %t63 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 21, !dbg !114
  store i8 %t59, ptr addrspace(1) %t63, align 1, !dbg !114
  %t64 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 22, !dbg !115
  store i8 %t60, ptr addrspace(1) %t64, align 1, !dbg !115
  %t65 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 23, !dbg !116
  store i8 %t61, ptr addrspace(1) %t65, align 1, !dbg !116
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
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !124
  %.19 = zext i32 %.18 to i64, !dbg !124
  %.24 = tail call i32 @llvm.read_register.i32(metadata !14) #7, !dbg !124
  %.25 = zext i32 %.24 to i64, !dbg !124
  %.26 = and i64 %.19, 31, !dbg !124
  %0 = shl nuw nsw i64 1, %.26, !dbg !124
  %1 = and i64 %0, %.25, !dbg !124
  %.28.not = icmp eq i64 %1, 0, !dbg !124
  %.31 = shl i32 %.18, 2, !dbg !124
  %.32 = bitcast double %.16 to i64, !dbg !124
  %.33 = trunc i64 %.32 to i32, !dbg !124
  %.34 = lshr i64 %.32, 32, !dbg !124
  %.35 = trunc i64 %.34 to i32, !dbg !124
  %.36 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.31, i32 %.33), !dbg !124
  %.37 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.31, i32 %.35), !dbg !124
  %.38 = zext i32 %.36 to i64, !dbg !124
  %.39 = zext i32 %.37 to i64, !dbg !124
  %.40 = shl nuw i64 %.39, 32, !dbg !124
  %.41 = or i64 %.40, %.38, !dbg !124
  %.42 = bitcast i64 %.41 to double, !dbg !124
  %t18 = select i1 %.28.not, double %.16, double %.42, !dbg !124
  %.46 = sub nsw i64 %.19, %t14, !dbg !125
  %.47 = icmp eq i32 %.17, 0, !dbg !125
  %.50 = and i64 %.46, 31, !dbg !125
  %2 = shl nuw nsw i64 1, %.50, !dbg !125
  %3 = and i64 %2, %.25, !dbg !125
  %.52 = icmp ne i64 %3, 0, !dbg !125
  %.53 = and i1 %.47, %.52, !dbg !125
  %.54 = trunc i64 %.46 to i32, !dbg !125
  %.55 = shl i32 %.54, 2, !dbg !125
  %.60 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.55, i32 %.33), !dbg !125
  %.61 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.55, i32 %.35), !dbg !125
  %.62 = zext i32 %.60 to i64, !dbg !125
  %.63 = zext i32 %.61 to i64, !dbg !125
  %.64 = shl nuw i64 %.63, 32, !dbg !125
  %.65 = or i64 %.64, %.62, !dbg !125
  %.66 = bitcast i64 %.65 to double, !dbg !125
  %t19 = select i1 %.53, double %.66, double %.16, !dbg !125
  %.71 = add nsw i64 %.19, %t14, !dbg !126
  %.75 = and i64 %.71, 31, !dbg !126
  %4 = shl nuw nsw i64 1, %.75, !dbg !126
  %5 = and i64 %4, %.25, !dbg !126
  %.77 = icmp ne i64 %5, 0, !dbg !126
  %.78 = and i1 %.47, %.77, !dbg !126
  %.79 = trunc i64 %.71 to i32, !dbg !126
  %.80 = shl i32 %.79, 2, !dbg !126
  %.85 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.80, i32 %.33), !dbg !126
  %.86 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.80, i32 %.35), !dbg !126
  %.87 = zext i32 %.85 to i64, !dbg !126
  %.88 = zext i32 %.86 to i64, !dbg !126
  %.89 = shl nuw i64 %.88, 32, !dbg !126
  %.90 = or i64 %.89, %.87, !dbg !126
  %.91 = bitcast i64 %.90 to double, !dbg !126
  %t20 = select i1 %.78, double %.91, double %.16, !dbg !126
  %.95 = xor i64 %.19, %t14, !dbg !127
  %.96 = icmp ult i32 %.17, 32, !dbg !127
  %.99 = icmp ule i64 %.95, %.19, !dbg !127
  %.100 = and i1 %.96, %.99, !dbg !127
  %.103 = and i64 %.95, 31, !dbg !127
  %6 = shl nuw nsw i64 1, %.103, !dbg !127
  %7 = and i64 %6, %.25, !dbg !127
  %.105 = icmp ne i64 %7, 0, !dbg !127
  %.106 = and i1 %.100, %.105, !dbg !127
  %.107 = trunc i64 %.95 to i32, !dbg !127
  %.108 = shl i32 %.107, 2, !dbg !127
  %.113 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.108, i32 %.33), !dbg !127
  %.114 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.108, i32 %.35), !dbg !127
  %.115 = zext i32 %.113 to i64, !dbg !127
  %.116 = zext i32 %.114 to i64, !dbg !127
  %.117 = shl nuw i64 %.116, 32, !dbg !127
  %.118 = or i64 %.117, %.115, !dbg !127
  %.119 = bitcast i64 %.118 to double, !dbg !127
  %t21 = select i1 %.106, double %.119, double %.16, !dbg !127
  store double %t18, ptr addrspace(1) %t17, align 8, !dbg !128
  %t23 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 1, !dbg !129
  store double %t19, ptr addrspace(1) %t23, align 8, !dbg !129
  %t24 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 2, !dbg !130
  store double %t20, ptr addrspace(1) %t24, align 8, !dbg !130
  %t25 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 3, !dbg !131
  store double %t21, ptr addrspace(1) %t25, align 8, !dbg !131
  %.123 = and i64 %.19, 4294967294, !dbg !132
  %.124 = and i64 %t14, 1, !dbg !132
  %.125 = or i64 %.123, %.124, !dbg !132
  %.128 = and i64 %.125, 31, !dbg !132
  %8 = shl nuw nsw i64 1, %.128, !dbg !132
  %9 = and i64 %8, %.25, !dbg !132
  %.130.not = icmp eq i64 %9, 0, !dbg !132
  %.132 = trunc i64 %.125 to i32, !dbg !132
  %.133 = shl i32 %.132, 2, !dbg !132
  %.138 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.133, i32 %.33), !dbg !132
  %.139 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.133, i32 %.35), !dbg !132
  %.140 = zext i32 %.138 to i64, !dbg !132
  %.141 = zext i32 %.139 to i64, !dbg !132
  %.142 = shl nuw i64 %.141, 32, !dbg !132
  %.143 = or i64 %.142, %.140, !dbg !132
  %.144 = bitcast i64 %.143 to double, !dbg !132
  %t26 = select i1 %.130.not, double %.16, double %.144, !dbg !132
  %.147 = and i64 %.19, 1, !dbg !133
  %.149 = icmp uge i64 %.147, %t14, !dbg !133
  %.155 = and i1 %.149, %.52, !dbg !133
  %t27 = select i1 %.155, double %.66, double %.16, !dbg !133
  %.172 = xor i64 %.147, 1, !dbg !134
  %.174 = icmp uge i64 %.172, %t14, !dbg !134
  %.180 = and i1 %.174, %.77, !dbg !134
  %t28 = select i1 %.180, double %.91, double %.16, !dbg !134
  %.200 = add nuw nsw i64 %.123, 2, !dbg !135
  %.201 = icmp ult i64 %.95, %.200, !dbg !135
  %.202 = and i1 %.96, %.201, !dbg !135
  %.208 = and i1 %.202, %.105, !dbg !135
  %t29 = select i1 %.208, double %.119, double %.16, !dbg !135
  %t30 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 4, !dbg !136
  store double %t26, ptr addrspace(1) %t30, align 8, !dbg !136
  %t31 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 5, !dbg !137
  store double %t27, ptr addrspace(1) %t31, align 8, !dbg !137
  %t32 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 6, !dbg !138
  store double %t28, ptr addrspace(1) %t32, align 8, !dbg !138
  %t33 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 7, !dbg !139
  store double %t29, ptr addrspace(1) %t33, align 8, !dbg !139
  %.225 = and i64 %.19, 4294967292, !dbg !140
  %.226 = and i64 %t14, 3, !dbg !140
  %.227 = or i64 %.225, %.226, !dbg !140
  %.230 = and i64 %.227, 31, !dbg !140
  %10 = shl nuw nsw i64 1, %.230, !dbg !140
  %11 = and i64 %10, %.25, !dbg !140
  %.232.not = icmp eq i64 %11, 0, !dbg !140
  %.234 = trunc i64 %.227 to i32, !dbg !140
  %.235 = shl i32 %.234, 2, !dbg !140
  %.240 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.235, i32 %.33), !dbg !140
  %.241 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.235, i32 %.35), !dbg !140
  %.242 = zext i32 %.240 to i64, !dbg !140
  %.243 = zext i32 %.241 to i64, !dbg !140
  %.244 = shl nuw i64 %.243, 32, !dbg !140
  %.245 = or i64 %.244, %.242, !dbg !140
  %.246 = bitcast i64 %.245 to double, !dbg !140
  %t34 = select i1 %.232.not, double %.16, double %.246, !dbg !140
  %.249 = and i64 %.19, 3, !dbg !141
  %.251 = icmp uge i64 %.249, %t14, !dbg !141
  %.257 = and i1 %.251, %.52, !dbg !141
  %t35 = select i1 %.257, double %.66, double %.16, !dbg !141
  %.274 = xor i64 %.249, 3, !dbg !142
  %.276 = icmp uge i64 %.274, %t14, !dbg !142
  %.282 = and i1 %.276, %.77, !dbg !142
  %t36 = select i1 %.282, double %.91, double %.16, !dbg !142
  %.302 = add nuw nsw i64 %.225, 4, !dbg !143
  %.303 = icmp ult i64 %.95, %.302, !dbg !143
  %.304 = and i1 %.96, %.303, !dbg !143
  %.310 = and i1 %.304, %.105, !dbg !143
  %t37 = select i1 %.310, double %.119, double %.16, !dbg !143
  %t38 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 8, !dbg !144
  store double %t34, ptr addrspace(1) %t38, align 8, !dbg !144
  %t39 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 9, !dbg !145
  store double %t35, ptr addrspace(1) %t39, align 8, !dbg !145
  %t40 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 10, !dbg !146
  store double %t36, ptr addrspace(1) %t40, align 8, !dbg !146
  %t41 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 11, !dbg !147
  store double %t37, ptr addrspace(1) %t41, align 8, !dbg !147
  %.327 = and i64 %.19, 4294967288, !dbg !148
  %.328 = and i64 %t14, 7, !dbg !148
  %.329 = or i64 %.327, %.328, !dbg !148
  %.332 = and i64 %.329, 31, !dbg !148
  %12 = shl nuw nsw i64 1, %.332, !dbg !148
  %13 = and i64 %12, %.25, !dbg !148
  %.334.not = icmp eq i64 %13, 0, !dbg !148
  %.336 = trunc i64 %.329 to i32, !dbg !148
  %.337 = shl i32 %.336, 2, !dbg !148
  %.342 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.337, i32 %.33), !dbg !148
  %.343 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.337, i32 %.35), !dbg !148
  %.344 = zext i32 %.342 to i64, !dbg !148
  %.345 = zext i32 %.343 to i64, !dbg !148
  %.346 = shl nuw i64 %.345, 32, !dbg !148
  %.347 = or i64 %.346, %.344, !dbg !148
  %.348 = bitcast i64 %.347 to double, !dbg !148
  %t42 = select i1 %.334.not, double %.16, double %.348, !dbg !148
  %.351 = and i64 %.19, 7, !dbg !149
  %.353 = icmp uge i64 %.351, %t14, !dbg !149
  %.359 = and i1 %.353, %.52, !dbg !149
  %t43 = select i1 %.359, double %.66, double %.16, !dbg !149
  %.376 = xor i64 %.351, 7, !dbg !150
  %.378 = icmp uge i64 %.376, %t14, !dbg !150
  %.384 = and i1 %.378, %.77, !dbg !150
  %t44 = select i1 %.384, double %.91, double %.16, !dbg !150
  %.404 = add nuw nsw i64 %.327, 8, !dbg !151
  %.405 = icmp ult i64 %.95, %.404, !dbg !151
  %.406 = and i1 %.96, %.405, !dbg !151
  %.412 = and i1 %.406, %.105, !dbg !151
  %t45 = select i1 %.412, double %.119, double %.16, !dbg !151
  %t46 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 12, !dbg !152
  store double %t42, ptr addrspace(1) %t46, align 8, !dbg !152
  %t47 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 13, !dbg !153
  store double %t43, ptr addrspace(1) %t47, align 8, !dbg !153
  %t48 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 14, !dbg !154
  store double %t44, ptr addrspace(1) %t48, align 8, !dbg !154
  %t49 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 15, !dbg !155
  store double %t45, ptr addrspace(1) %t49, align 8, !dbg !155
  %.429 = and i64 %.19, 4294967280, !dbg !156
  %.430 = and i64 %t14, 15, !dbg !156
  %.431 = or i64 %.429, %.430, !dbg !156
  %.434 = and i64 %.431, 31, !dbg !156
  %14 = shl nuw nsw i64 1, %.434, !dbg !156
  %15 = and i64 %14, %.25, !dbg !156
  %.436.not = icmp eq i64 %15, 0, !dbg !156
  %.438 = trunc i64 %.431 to i32, !dbg !156
  %.439 = shl i32 %.438, 2, !dbg !156
  %.444 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.439, i32 %.33), !dbg !156
  %.445 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.439, i32 %.35), !dbg !156
  %.446 = zext i32 %.444 to i64, !dbg !156
  %.447 = zext i32 %.445 to i64, !dbg !156
  %.448 = shl nuw i64 %.447, 32, !dbg !156
  %.449 = or i64 %.448, %.446, !dbg !156
  %.450 = bitcast i64 %.449 to double, !dbg !156
  %t50 = select i1 %.436.not, double %.16, double %.450, !dbg !156
  %.453 = and i64 %.19, 15, !dbg !157
  %.455 = icmp uge i64 %.453, %t14, !dbg !157
  %.461 = and i1 %.455, %.52, !dbg !157
  %t51 = select i1 %.461, double %.66, double %.16, !dbg !157
  %.478 = xor i64 %.453, 15, !dbg !158
  %.480 = icmp uge i64 %.478, %t14, !dbg !158
  %.486 = and i1 %.480, %.77, !dbg !158
  %t52 = select i1 %.486, double %.91, double %.16, !dbg !158
  %.506 = add nuw nsw i64 %.429, 16, !dbg !159
  %.507 = icmp ult i64 %.95, %.506, !dbg !159
  %.508 = and i1 %.96, %.507, !dbg !159
  %.514 = and i1 %.508, %.105, !dbg !159
  %t53 = select i1 %.514, double %.119, double %.16, !dbg !159
  %t54 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 16, !dbg !160
  store double %t50, ptr addrspace(1) %t54, align 8, !dbg !160
  %t55 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 17, !dbg !161
  store double %t51, ptr addrspace(1) %t55, align 8, !dbg !161
  %t56 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 18, !dbg !162
  store double %t52, ptr addrspace(1) %t56, align 8, !dbg !162
  %t57 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 19, !dbg !163
  store double %t53, ptr addrspace(1) %t57, align 8, !dbg !163
  %.531 = and i64 %.19, 1073741792, !dbg !164
  %.532 = and i64 %t14, 31, !dbg !164
  %.533 = or i64 %.531, %.532, !dbg !164
  %16 = shl nuw nsw i64 1, %.532, !dbg !164
  %17 = and i64 %16, %.25, !dbg !164
  %.538.not = icmp eq i64 %17, 0, !dbg !164
  %.540 = trunc i64 %.533 to i32, !dbg !164
  %.541 = shl nuw i32 %.540, 2, !dbg !164
  %.546 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.541, i32 %.33), !dbg !164
  %.547 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.541, i32 %.35), !dbg !164
  %.548 = zext i32 %.546 to i64, !dbg !164
  %.549 = zext i32 %.547 to i64, !dbg !164
  %.550 = shl nuw i64 %.549, 32, !dbg !164
  %.551 = or i64 %.550, %.548, !dbg !164
  %.552 = bitcast i64 %.551 to double, !dbg !164
  %t58 = select i1 %.538.not, double %.16, double %.552, !dbg !164
  %.557 = icmp uge i64 %.26, %t14, !dbg !165
  %.563 = and i1 %.557, %.52, !dbg !165
  %t59 = select i1 %.563, double %.66, double %.16, !dbg !165
  %.580 = xor i64 %.26, 31, !dbg !166
  %.582 = icmp uge i64 %.580, %t14, !dbg !166
  %.588 = and i1 %.582, %.77, !dbg !166
  %t60 = select i1 %.588, double %.91, double %.16, !dbg !166
  %.607 = and i64 %.19, 4294967264, !dbg !167
  %.608 = add nuw nsw i64 %.607, 32, !dbg !167
  %.609 = icmp ult i64 %.95, %.608, !dbg !167
  %.610 = and i1 %.96, %.609, !dbg !167
  %.616 = and i1 %.610, %.105, !dbg !167
  %t61 = select i1 %.616, double %.119, double %.16, !dbg !167
  %t62 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 20, !dbg !168
  store double %t58, ptr addrspace(1) %t62, align 8, !dbg !168
  %t63 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 21, !dbg !169
  store double %t59, ptr addrspace(1) %t63, align 8, !dbg !169
  %t64 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 22, !dbg !170
  store double %t60, ptr addrspace(1) %t64, align 8, !dbg !170
  %t65 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 23, !dbg !171
  store double %t61, ptr addrspace(1) %t65, align 8, !dbg !171
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
  %.20 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !175
  %.21 = zext i32 %.20 to i64
  %.25 = and i64 %.21, 4294967288
  %.26 = add nuw nsw i64 %.25, 8
  %.23 = xor i64 %.21, 4, !dbg !176
  %.27 = icmp ult i64 %.23, %.26, !dbg !176
  %.29 = tail call i32 @llvm.read_register.i32(metadata !14) #7, !dbg !176
  %.30 = zext i32 %.29 to i64, !dbg !176
  %.31 = and i64 %.23, 31, !dbg !176
  %0 = shl nuw nsw i64 1, %.31, !dbg !176
  %1 = and i64 %0, %.30, !dbg !176
  %.33 = icmp ne i64 %1, 0, !dbg !176
  %.34 = and i1 %.27, %.33, !dbg !176
  %.35 = trunc i64 %.23 to i32, !dbg !176
  %.36 = shl i32 %.35, 2, !dbg !176
  %.37 = bitcast float %.19 to i32, !dbg !176
  %.38 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.36, i32 %.37), !dbg !176
  %.39 = bitcast i32 %.38 to float, !dbg !176
  %t14 = select i1 %.34, float %.39, float %.19, !dbg !176
  %t15 = fadd float %.19, %t14, !dbg !177
  %.23.1 = xor i64 %.21, 2, !dbg !176
  %.27.1 = icmp ult i64 %.23.1, %.26, !dbg !176
  %.31.1 = and i64 %.23.1, 31, !dbg !176
  %2 = shl nuw nsw i64 1, %.31.1, !dbg !176
  %3 = and i64 %2, %.30, !dbg !176
  %.33.1 = icmp ne i64 %3, 0, !dbg !176
  %.34.1 = and i1 %.27.1, %.33.1, !dbg !176
  %.35.1 = trunc i64 %.23.1 to i32, !dbg !176
  %.36.1 = shl i32 %.35.1, 2, !dbg !176
  %.37.1 = bitcast float %t15 to i32, !dbg !176
  %.38.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.36.1, i32 %.37.1), !dbg !176
  %.39.1 = bitcast i32 %.38.1 to float, !dbg !176
  %t14.1 = select i1 %.34.1, float %.39.1, float %t15, !dbg !176
  %t15.1 = fadd float %t15, %t14.1, !dbg !177
  %.23.2 = xor i64 %.21, 1, !dbg !176
  %.27.2 = icmp ult i64 %.23.2, %.26, !dbg !176
  %.31.2 = and i64 %.23.2, 31, !dbg !176
  %4 = shl nuw nsw i64 1, %.31.2, !dbg !176
  %5 = and i64 %4, %.30, !dbg !176
  %.33.2 = icmp ne i64 %5, 0, !dbg !176
  %.34.2 = and i1 %.27.2, %.33.2, !dbg !176
  %.35.2 = trunc i64 %.23.2 to i32, !dbg !176
  %.36.2 = shl i32 %.35.2, 2, !dbg !176
  %.37.2 = bitcast float %t15.1 to i32, !dbg !176
  %.38.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.36.2, i32 %.37.2), !dbg !176
  %.39.2 = bitcast i32 %.38.2 to float, !dbg !176
  %t14.2 = select i1 %.34.2, float %.39.2, float %t15.1, !dbg !176
  %t15.2 = fadd float %t15.1, %t14.2, !dbg !177
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t7, !dbg !178
  store float %t15.2, ptr addrspace(1) %t18, align 4, !dbg !178
  %6 = and i32 %.20, 15, !dbg !179
  %.43 = and i64 %.21, 15
  %.44 = add nsw i64 %.21, -1, !dbg !180
  %.45 = icmp ne i64 %.43, 0, !dbg !180
  %.46 = tail call i32 @llvm.read_register.i32(metadata !14) #7, !dbg !180
  %.47 = zext i32 %.46 to i64, !dbg !180
  %.48 = and i64 %.44, 31, !dbg !180
  %7 = shl nuw nsw i64 1, %.48, !dbg !180
  %8 = and i64 %7, %.47, !dbg !180
  %.50 = icmp ne i64 %8, 0, !dbg !180
  %.51 = and i1 %.45, %.50, !dbg !180
  %.52 = trunc i64 %.44 to i32, !dbg !180
  %.53 = shl i32 %.52, 2, !dbg !180
  %.55 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.53, i32 %.37), !dbg !180
  %.56 = bitcast i32 %.55 to float, !dbg !180
  %t25 = select i1 %.51, float %.56, float %.19, !dbg !180
  %t26.not = icmp eq i32 %6, 0, !dbg !181
  %t27 = select i1 %t26.not, float -0.000000e+00, float %t25, !dbg !181
  %t28 = fadd float %.19, %t27, !dbg !181
  %.44.1 = add nsw i64 %.21, -2, !dbg !180
  %.45.1 = icmp ugt i64 %.43, 1, !dbg !180
  %.48.1 = and i64 %.44.1, 31, !dbg !180
  %9 = shl nuw nsw i64 1, %.48.1, !dbg !180
  %10 = and i64 %9, %.47, !dbg !180
  %.50.1 = icmp ne i64 %10, 0, !dbg !180
  %.51.1 = and i1 %.45.1, %.50.1, !dbg !180
  %.52.1 = trunc i64 %.44.1 to i32, !dbg !180
  %.53.1 = shl i32 %.52.1, 2, !dbg !180
  %.54.1 = bitcast float %t28 to i32, !dbg !180
  %.55.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.53.1, i32 %.54.1), !dbg !180
  %.56.1 = bitcast i32 %.55.1 to float, !dbg !180
  %t25.1 = select i1 %.51.1, float %.56.1, float %t28, !dbg !180
  %t26.not.1 = icmp ult i32 %6, 2, !dbg !181
  %t27.1 = select i1 %t26.not.1, float -0.000000e+00, float %t25.1, !dbg !181
  %t28.1 = fadd float %t28, %t27.1, !dbg !181
  %.44.2 = add nsw i64 %.21, -4, !dbg !180
  %.45.2 = icmp ugt i64 %.43, 3, !dbg !180
  %.48.2 = and i64 %.44.2, 31, !dbg !180
  %11 = shl nuw nsw i64 1, %.48.2, !dbg !180
  %12 = and i64 %11, %.47, !dbg !180
  %.50.2 = icmp ne i64 %12, 0, !dbg !180
  %.51.2 = and i1 %.45.2, %.50.2, !dbg !180
  %.52.2 = trunc i64 %.44.2 to i32, !dbg !180
  %.53.2 = shl i32 %.52.2, 2, !dbg !180
  %.54.2 = bitcast float %t28.1 to i32, !dbg !180
  %.55.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.53.2, i32 %.54.2), !dbg !180
  %.56.2 = bitcast i32 %.55.2 to float, !dbg !180
  %t25.2 = select i1 %.51.2, float %.56.2, float %t28.1, !dbg !180
  %t26.not.2 = icmp ult i32 %6, 4, !dbg !181
  %t27.2 = select i1 %t26.not.2, float -0.000000e+00, float %t25.2, !dbg !181
  %t28.2 = fadd float %t28.1, %t27.2, !dbg !181
  %.44.3 = add nsw i64 %.21, -8, !dbg !180
  %.45.3 = icmp ugt i64 %.43, 7, !dbg !180
  %.48.3 = and i64 %.44.3, 31, !dbg !180
  %13 = shl nuw nsw i64 1, %.48.3, !dbg !180
  %14 = and i64 %13, %.47, !dbg !180
  %.50.3 = icmp ne i64 %14, 0, !dbg !180
  %.51.3 = and i1 %.45.3, %.50.3, !dbg !180
  %.52.3 = trunc i64 %.44.3 to i32, !dbg !180
  %.53.3 = shl i32 %.52.3, 2, !dbg !180
  %.54.3 = bitcast float %t28.2 to i32, !dbg !180
  %.55.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.53.3, i32 %.54.3), !dbg !180
  %.56.3 = bitcast i32 %.55.3 to float, !dbg !180
  %t25.3 = select i1 %.51.3, float %.56.3, float %t28.2, !dbg !180
  %t26.not.3 = icmp ult i32 %6, 8, !dbg !181
  %t27.3 = select i1 %t26.not.3, float -0.000000e+00, float %t25.3, !dbg !181
  %t28.3 = fadd float %t28.2, %t27.3, !dbg !181
  %t31 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t7, !dbg !182
  store float %t28.3, ptr addrspace(1) %t31, align 4, !dbg !182
  %.63 = tail call i32 @llvm.read_register.i32(metadata !14) #7, !dbg !183
  %.64 = zext i32 %.63 to i64, !dbg !183
  %15 = and i32 %.20, 28, !dbg !183
  %.65 = zext i32 %15 to i64, !dbg !183
  %16 = shl nuw nsw i64 1, %.65, !dbg !183
  %17 = and i64 %16, %.64, !dbg !183
  %.67.not = icmp eq i64 %17, 0, !dbg !183
  %18 = shl i32 %.20, 2, !dbg !183
  %.70 = and i32 %18, -16, !dbg !183
  %.72 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.70, i32 %.37), !dbg !183
  %.73 = bitcast i32 %.72 to float, !dbg !183
  %t32 = select i1 %.67.not, float %.19, float %.73, !dbg !183
  %t34 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t7, !dbg !184
  store float %t32, ptr addrspace(1) %t34, align 4, !dbg !184
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
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !192
  %.20 = and i64 %t14, 31, !dbg !192
  %.22 = tail call i32 @llvm.read_register.i32(metadata !14) #7, !dbg !192
  %.23 = zext i32 %.22 to i64, !dbg !192
  %0 = shl nuw nsw i64 1, %.20, !dbg !192
  %1 = and i64 %0, %.23, !dbg !192
  %.26.not = icmp eq i64 %1, 0, !dbg !192
  %.28 = trunc i64 %.20 to i32, !dbg !192
  %.29 = shl nuw nsw i32 %.28, 2, !dbg !192
  %.30 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.16), !dbg !192
  %t17 = select i1 %.26.not, i32 %.16, i32 %.30, !dbg !192
  %.32 = zext i32 %.18 to i64, !dbg !193
  %.33 = sub nsw i64 %.32, %t14, !dbg !193
  %.34 = icmp ult i64 %.33, 32, !dbg !193
  %.35 = icmp ult i32 %.17, 32, !dbg !193
  %.36 = and i1 %.35, %.34, !dbg !193
  %.39 = and i64 %.33, 31, !dbg !193
  %2 = shl nuw nsw i64 1, %.39, !dbg !193
  %3 = and i64 %2, %.23, !dbg !193
  %.41 = icmp ne i64 %3, 0, !dbg !193
  %.42 = and i1 %.36, %.41, !dbg !193
  %.43 = trunc i64 %.33 to i32, !dbg !193
  %.44 = shl i32 %.43, 2, !dbg !193
  %.45 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.44, i32 %.16), !dbg !193
  %t18 = select i1 %.42, i32 %.45, i32 %.16, !dbg !193
  %t20 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t15, !dbg !194
  store i32 %t17, ptr addrspace(1) %t20, align 4, !dbg !194
  %t21 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t16, !dbg !195
  store i32 %t18, ptr addrspace(1) %t21, align 4, !dbg !195
  %t22 = or i64 %t15, 2, !dbg !196
  %t23 = or i64 %t15, 3, !dbg !197
  %.48 = add nsw i64 %.32, %t14, !dbg !198
  %.49 = icmp ult i64 %.48, 32, !dbg !198
  %.51 = and i1 %.35, %.49, !dbg !198
  %.54 = and i64 %.48, 31, !dbg !198
  %4 = shl nuw nsw i64 1, %.54, !dbg !198
  %5 = and i64 %4, %.23, !dbg !198
  %.56 = icmp ne i64 %5, 0, !dbg !198
  %.57 = and i1 %.51, %.56, !dbg !198
  %.58 = trunc i64 %.48 to i32, !dbg !198
  %.59 = shl i32 %.58, 2, !dbg !198
  %.60 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.59, i32 %.16), !dbg !198
  %t24 = select i1 %.57, i32 %.60, i32 %.16, !dbg !198
  %.63 = xor i64 %.32, %t14, !dbg !199
  %.64 = icmp ult i64 %.63, 32, !dbg !199
  %.67 = and i64 %.63, 31, !dbg !199
  %6 = shl nuw nsw i64 1, %.67, !dbg !199
  %7 = and i64 %6, %.23, !dbg !199
  %.69 = icmp ne i64 %7, 0, !dbg !199
  %.70 = and i1 %.64, %.69, !dbg !199
  %.71 = trunc i64 %.63 to i32, !dbg !199
  %.72 = shl i32 %.71, 2, !dbg !199
  %.73 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.72, i32 %.16), !dbg !199
  %t25 = select i1 %.70, i32 %.73, i32 %.16, !dbg !199
  %t26 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t22, !dbg !200
  store i32 %t24, ptr addrspace(1) %t26, align 4, !dbg !200
  %t27 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t23, !dbg !201
  store i32 %t25, ptr addrspace(1) %t27, align 4, !dbg !201
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
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !230
  %0 = and i32 %.21, 31, !dbg !230
  %.24 = zext i32 %0 to i64, !dbg !230
  %.26 = tail call i32 @llvm.read_register.i32(metadata !14) #7, !dbg !230
  %.27 = zext i32 %.26 to i64, !dbg !230
  %1 = shl nuw nsw i64 1, %.24, !dbg !230
  %2 = and i64 %1, %.27, !dbg !230
  %.30.not = icmp eq i64 %2, 0, !dbg !230
  %.33 = shl nuw nsw i32 %0, 2, !dbg !230
  %.34 = bitcast float %.16 to i32, !dbg !230
  %.35 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.34), !dbg !230
  %.36 = bitcast i32 %.35 to float, !dbg !230
  %t20 = select i1 %.30.not, float %.16, float %.36, !dbg !230
  %.49 = bitcast float %.19 to i32, !dbg !230
  %.50 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.49), !dbg !230
  %.51 = bitcast i32 %.50 to float, !dbg !230
  %t21 = select i1 %.30.not, float %.19, float %.51, !dbg !230
  store float %t20, ptr addrspace(1) %t14, align 4, !dbg !231
  %.54 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 4, !dbg !231
  store float %t21, ptr addrspace(1) %.54, align 4, !dbg !231
  %.56 = zext i32 %.22 to i64, !dbg !232
  %.57 = add nuw nsw i64 %.56, 1, !dbg !232
  %.58 = icmp ult i32 %.22, 31, !dbg !232
  %.61 = and i64 %.57, 31, !dbg !232
  %3 = shl nuw nsw i64 1, %.61, !dbg !232
  %4 = and i64 %3, %.27, !dbg !232
  %.63 = icmp ne i64 %4, 0, !dbg !232
  %.64 = and i1 %.58, %.63, !dbg !232
  %.65 = trunc i64 %.57 to i32, !dbg !232
  %.66 = shl i32 %.65, 2, !dbg !232
  %.68 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.66, i32 %.34), !dbg !232
  %.69 = bitcast i32 %.68 to float, !dbg !232
  %t25 = select i1 %.64, float %.69, float %.16, !dbg !232
  %.83 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.66, i32 %.49), !dbg !232
  %.84 = bitcast i32 %.83 to float, !dbg !232
  %t26 = select i1 %.64, float %.84, float %.19, !dbg !232
  %t29 = getelementptr inbounds [8 x i8], ptr addrspace(1) %t14, i64 1, !dbg !233
  store float %t25, ptr addrspace(1) %t29, align 4, !dbg !233
  %.87 = getelementptr inbounds i8, ptr addrspace(1) %t29, i64 4, !dbg !233
  store float %t26, ptr addrspace(1) %.87, align 4, !dbg !233
  %.91 = xor i64 %.56, 2, !dbg !234
  %.93 = and i64 %.56, 4294967292, !dbg !234
  %.94 = add nuw nsw i64 %.93, 4, !dbg !234
  %.95 = icmp ult i64 %.91, %.94, !dbg !234
  %.99 = and i64 %.91, 31, !dbg !234
  %5 = shl nuw nsw i64 1, %.99, !dbg !234
  %6 = and i64 %5, %.27, !dbg !234
  %.101 = icmp ne i64 %6, 0, !dbg !234
  %.102 = and i1 %.95, %.101, !dbg !234
  %.103 = trunc i64 %.91 to i32, !dbg !234
  %.104 = shl i32 %.103, 2, !dbg !234
  %.106 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.104, i32 %.34), !dbg !234
  %.107 = bitcast i32 %.106 to float, !dbg !234
  %t30 = select i1 %.102, float %.107, float %.16, !dbg !234
  %.126 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.104, i32 %.49), !dbg !234
  %.127 = bitcast i32 %.126 to float, !dbg !234
  %t31 = select i1 %.102, float %.127, float %.19, !dbg !234
  %t34 = getelementptr inbounds [8 x i8], ptr addrspace(1) %t14, i64 2, !dbg !235
  store float %t30, ptr addrspace(1) %t34, align 4, !dbg !235
  %.130 = getelementptr inbounds i8, ptr addrspace(1) %t34, i64 4, !dbg !235
  store float %t31, ptr addrspace(1) %.130, align 4, !dbg !235
  %.133 = and i64 %.56, 7, !dbg !236
  %.134 = add nsw i64 %.56, -1, !dbg !236
  %.135 = icmp ne i64 %.133, 0, !dbg !236
  %.138 = and i64 %.134, 31, !dbg !236
  %7 = shl nuw nsw i64 1, %.138, !dbg !236
  %8 = and i64 %7, %.27, !dbg !236
  %.140 = icmp ne i64 %8, 0, !dbg !236
  %.141 = and i1 %.135, %.140, !dbg !236
  %.142 = trunc i64 %.134 to i32, !dbg !236
  %.143 = shl i32 %.142, 2, !dbg !236
  %.145 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.34), !dbg !236
  %.146 = bitcast i32 %.145 to float, !dbg !236
  %t35 = select i1 %.141, float %.146, float %.16, !dbg !236
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.49), !dbg !236
  %.162 = bitcast i32 %.161 to float, !dbg !236
  %t36 = select i1 %.141, float %.162, float %.19, !dbg !236
  %t39 = getelementptr inbounds [8 x i8], ptr addrspace(1) %t14, i64 3, !dbg !237
  store float %t35, ptr addrspace(1) %t39, align 4, !dbg !237
  %.165 = getelementptr inbounds i8, ptr addrspace(1) %t39, i64 4, !dbg !237
  store float %t36, ptr addrspace(1) %.165, align 4, !dbg !237
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
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !245
  %0 = and i32 %.21, 31, !dbg !245
  %.24 = zext i32 %0 to i64, !dbg !245
  %.26 = tail call i32 @llvm.read_register.i32(metadata !14) #7, !dbg !245
  %.27 = zext i32 %.26 to i64, !dbg !245
  %1 = shl nuw nsw i64 1, %.24, !dbg !245
  %2 = and i64 %1, %.27, !dbg !245
  %.30.not = icmp eq i64 %2, 0, !dbg !245
  %.33 = shl nuw nsw i32 %0, 2, !dbg !245
  %.34 = bitcast double %.16 to i64, !dbg !245
  %.35 = trunc i64 %.34 to i32, !dbg !245
  %.36 = lshr i64 %.34, 32, !dbg !245
  %.37 = trunc i64 %.36 to i32, !dbg !245
  %.38 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.35), !dbg !245
  %.39 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.37), !dbg !245
  %.40 = zext i32 %.38 to i64, !dbg !245
  %.41 = zext i32 %.39 to i64, !dbg !245
  %.42 = shl nuw i64 %.41, 32, !dbg !245
  %.43 = or i64 %.42, %.40, !dbg !245
  %.44 = bitcast i64 %.43 to double, !dbg !245
  %t20 = select i1 %.30.not, double %.16, double %.44, !dbg !245
  %.57 = bitcast double %.19 to i64, !dbg !245
  %.58 = trunc i64 %.57 to i32, !dbg !245
  %.59 = lshr i64 %.57, 32, !dbg !245
  %.60 = trunc i64 %.59 to i32, !dbg !245
  %.61 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.58), !dbg !245
  %.62 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.60), !dbg !245
  %.63 = zext i32 %.61 to i64, !dbg !245
  %.64 = zext i32 %.62 to i64, !dbg !245
  %.65 = shl nuw i64 %.64, 32, !dbg !245
  %.66 = or i64 %.65, %.63, !dbg !245
  %.67 = bitcast i64 %.66 to double, !dbg !245
  %t21 = select i1 %.30.not, double %.19, double %.67, !dbg !245
  store double %t20, ptr addrspace(1) %t14, align 8, !dbg !246
  %.70 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 8, !dbg !246
  store double %t21, ptr addrspace(1) %.70, align 8, !dbg !246
  %.72 = zext i32 %.22 to i64, !dbg !247
  %.73 = add nuw nsw i64 %.72, 1, !dbg !247
  %.74 = icmp ult i32 %.22, 31, !dbg !247
  %.77 = and i64 %.73, 31, !dbg !247
  %3 = shl nuw nsw i64 1, %.77, !dbg !247
  %4 = and i64 %3, %.27, !dbg !247
  %.79 = icmp ne i64 %4, 0, !dbg !247
  %.80 = and i1 %.74, %.79, !dbg !247
  %.81 = trunc i64 %.73 to i32, !dbg !247
  %.82 = shl i32 %.81, 2, !dbg !247
  %.87 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.82, i32 %.35), !dbg !247
  %.88 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.82, i32 %.37), !dbg !247
  %.89 = zext i32 %.87 to i64, !dbg !247
  %.90 = zext i32 %.88 to i64, !dbg !247
  %.91 = shl nuw i64 %.90, 32, !dbg !247
  %.92 = or i64 %.91, %.89, !dbg !247
  %.93 = bitcast i64 %.92 to double, !dbg !247
  %t25 = select i1 %.80, double %.93, double %.16, !dbg !247
  %.110 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.82, i32 %.58), !dbg !247
  %.111 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.82, i32 %.60), !dbg !247
  %.112 = zext i32 %.110 to i64, !dbg !247
  %.113 = zext i32 %.111 to i64, !dbg !247
  %.114 = shl nuw i64 %.113, 32, !dbg !247
  %.115 = or i64 %.114, %.112, !dbg !247
  %.116 = bitcast i64 %.115 to double, !dbg !247
  %t26 = select i1 %.80, double %.116, double %.19, !dbg !247
  %t29 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t14, i64 1, !dbg !248
  store double %t25, ptr addrspace(1) %t29, align 8, !dbg !248
  %.119 = getelementptr inbounds i8, ptr addrspace(1) %t29, i64 8, !dbg !248
  store double %t26, ptr addrspace(1) %.119, align 8, !dbg !248
  %.123 = xor i64 %.72, 2, !dbg !249
  %.125 = and i64 %.72, 4294967292, !dbg !249
  %.126 = add nuw nsw i64 %.125, 4, !dbg !249
  %.127 = icmp ult i64 %.123, %.126, !dbg !249
  %.131 = and i64 %.123, 31, !dbg !249
  %5 = shl nuw nsw i64 1, %.131, !dbg !249
  %6 = and i64 %5, %.27, !dbg !249
  %.133 = icmp ne i64 %6, 0, !dbg !249
  %.134 = and i1 %.127, %.133, !dbg !249
  %.135 = trunc i64 %.123 to i32, !dbg !249
  %.136 = shl i32 %.135, 2, !dbg !249
  %.141 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %.35), !dbg !249
  %.142 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %.37), !dbg !249
  %.143 = zext i32 %.141 to i64, !dbg !249
  %.144 = zext i32 %.142 to i64, !dbg !249
  %.145 = shl nuw i64 %.144, 32, !dbg !249
  %.146 = or i64 %.145, %.143, !dbg !249
  %.147 = bitcast i64 %.146 to double, !dbg !249
  %t30 = select i1 %.134, double %.147, double %.16, !dbg !249
  %.169 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %.58), !dbg !249
  %.170 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %.60), !dbg !249
  %.171 = zext i32 %.169 to i64, !dbg !249
  %.172 = zext i32 %.170 to i64, !dbg !249
  %.173 = shl nuw i64 %.172, 32, !dbg !249
  %.174 = or i64 %.173, %.171, !dbg !249
  %.175 = bitcast i64 %.174 to double, !dbg !249
  %t31 = select i1 %.134, double %.175, double %.19, !dbg !249
  %t34 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t14, i64 2, !dbg !250
  store double %t30, ptr addrspace(1) %t34, align 8, !dbg !250
  %.178 = getelementptr inbounds i8, ptr addrspace(1) %t34, i64 8, !dbg !250
  store double %t31, ptr addrspace(1) %.178, align 8, !dbg !250
  %.181 = and i64 %.72, 7, !dbg !251
  %.182 = add nsw i64 %.72, -1, !dbg !251
  %.183 = icmp ne i64 %.181, 0, !dbg !251
  %.186 = and i64 %.182, 31, !dbg !251
  %7 = shl nuw nsw i64 1, %.186, !dbg !251
  %8 = and i64 %7, %.27, !dbg !251
  %.188 = icmp ne i64 %8, 0, !dbg !251
  %.189 = and i1 %.183, %.188, !dbg !251
  %.190 = trunc i64 %.182 to i32, !dbg !251
  %.191 = shl i32 %.190, 2, !dbg !251
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.35), !dbg !251
  %.197 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.37), !dbg !251
  %.198 = zext i32 %.196 to i64, !dbg !251
  %.199 = zext i32 %.197 to i64, !dbg !251
  %.200 = shl nuw i64 %.199, 32, !dbg !251
  %.201 = or i64 %.200, %.198, !dbg !251
  %.202 = bitcast i64 %.201 to double, !dbg !251
  %t35 = select i1 %.189, double %.202, double %.16, !dbg !251
  %.220 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.58), !dbg !251
  %.221 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.60), !dbg !251
  %.222 = zext i32 %.220 to i64, !dbg !251
  %.223 = zext i32 %.221 to i64, !dbg !251
  %.224 = shl nuw i64 %.223, 32, !dbg !251
  %.225 = or i64 %.224, %.222, !dbg !251
  %.226 = bitcast i64 %.225 to double, !dbg !251
  %t36 = select i1 %.189, double %.226, double %.19, !dbg !251
  %t39 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t14, i64 3, !dbg !252
  store double %t35, ptr addrspace(1) %t39, align 8, !dbg !252
  %.229 = getelementptr inbounds i8, ptr addrspace(1) %t39, i64 8, !dbg !252
  store double %t36, ptr addrspace(1) %.229, align 8, !dbg !252
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
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !260
  %0 = and i32 %.17, 31, !dbg !260
  %.20 = zext i32 %0 to i64, !dbg !260
  %.22 = tail call i32 @llvm.read_register.i32(metadata !14) #7, !dbg !260
  %.23 = zext i32 %.22 to i64, !dbg !260
  %1 = shl nuw nsw i64 1, %.20, !dbg !260
  %2 = and i64 %1, %.23, !dbg !260
  %.26.not = icmp eq i64 %2, 0, !dbg !260
  %.29 = shl nuw nsw i32 %0, 2, !dbg !260
  %.30 = zext i16 %.16 to i32, !dbg !260
  %.31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30), !dbg !260
  %.32 = trunc i32 %.31 to i16, !dbg !260
  %t18 = select i1 %.26.not, i16 %.16, i16 %.32, !dbg !260
  store i16 %t18, ptr addrspace(1) %t14, align 2, !dbg !261
  %.34 = zext i32 %.18 to i64, !dbg !262
  %.35 = add nuw nsw i64 %.34, 1, !dbg !262
  %.36 = icmp ult i32 %.18, 31, !dbg !262
  %.39 = and i64 %.35, 31, !dbg !262
  %3 = shl nuw nsw i64 1, %.39, !dbg !262
  %4 = and i64 %3, %.23, !dbg !262
  %.41 = icmp ne i64 %4, 0, !dbg !262
  %.42 = and i1 %.36, %.41, !dbg !262
  %.43 = trunc i64 %.35 to i32, !dbg !262
  %.44 = shl i32 %.43, 2, !dbg !262
  %.46 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.44, i32 %.30), !dbg !262
  %.47 = trunc i32 %.46 to i16, !dbg !262
  %t20 = select i1 %.42, i16 %.47, i16 %.16, !dbg !262
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 1, !dbg !263
  store i16 %t20, ptr addrspace(1) %t21, align 2, !dbg !263
  %.51 = xor i64 %.34, 2, !dbg !264
  %.53 = and i64 %.34, 4294967292, !dbg !264
  %.54 = add nuw nsw i64 %.53, 4, !dbg !264
  %.55 = icmp ult i64 %.51, %.54, !dbg !264
  %.59 = and i64 %.51, 31, !dbg !264
  %5 = shl nuw nsw i64 1, %.59, !dbg !264
  %6 = and i64 %5, %.23, !dbg !264
  %.61 = icmp ne i64 %6, 0, !dbg !264
  %.62 = and i1 %.55, %.61, !dbg !264
  %.63 = trunc i64 %.51 to i32, !dbg !264
  %.64 = shl i32 %.63, 2, !dbg !264
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.64, i32 %.30), !dbg !264
  %.67 = trunc i32 %.66 to i16, !dbg !264
  %t22 = select i1 %.62, i16 %.67, i16 %.16, !dbg !264
  %t23 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 2, !dbg !265
  store i16 %t22, ptr addrspace(1) %t23, align 2, !dbg !265
  %.70 = and i64 %.34, 7, !dbg !266
  %.71 = add nsw i64 %.34, -1, !dbg !266
  %.72 = icmp ne i64 %.70, 0, !dbg !266
  %.75 = and i64 %.71, 31, !dbg !266
  %7 = shl nuw nsw i64 1, %.75, !dbg !266
  %8 = and i64 %7, %.23, !dbg !266
  %.77 = icmp ne i64 %8, 0, !dbg !266
  %.78 = and i1 %.72, %.77, !dbg !266
  %.79 = trunc i64 %.71 to i32, !dbg !266
  %.80 = shl i32 %.79, 2, !dbg !266
  %.82 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.80, i32 %.30), !dbg !266
  %.83 = trunc i32 %.82 to i16, !dbg !266
  %t24 = select i1 %.78, i16 %.83, i16 %.16, !dbg !266
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 3, !dbg !267
  store i16 %t24, ptr addrspace(1) %t25, align 2, !dbg !267
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
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !275
  %0 = and i32 %.17, 31, !dbg !275
  %.20 = zext i32 %0 to i64, !dbg !275
  %.22 = tail call i32 @llvm.read_register.i32(metadata !14) #7, !dbg !275
  %.23 = zext i32 %.22 to i64, !dbg !275
  %1 = shl nuw nsw i64 1, %.20, !dbg !275
  %2 = and i64 %1, %.23, !dbg !275
  %.26.not = icmp eq i64 %2, 0, !dbg !275
  %.29 = shl nuw nsw i32 %0, 2, !dbg !275
  %.30 = zext i16 %.16 to i32, !dbg !275
  %.31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30), !dbg !275
  %.32 = trunc i32 %.31 to i16, !dbg !275
  %t18 = select i1 %.26.not, i16 %.16, i16 %.32, !dbg !275
  store i16 %t18, ptr addrspace(1) %t14, align 2, !dbg !276
  %.34 = zext i32 %.18 to i64, !dbg !277
  %.35 = add nuw nsw i64 %.34, 1, !dbg !277
  %.36 = icmp ult i32 %.18, 31, !dbg !277
  %.39 = and i64 %.35, 31, !dbg !277
  %3 = shl nuw nsw i64 1, %.39, !dbg !277
  %4 = and i64 %3, %.23, !dbg !277
  %.41 = icmp ne i64 %4, 0, !dbg !277
  %.42 = and i1 %.36, %.41, !dbg !277
  %.43 = trunc i64 %.35 to i32, !dbg !277
  %.44 = shl i32 %.43, 2, !dbg !277
  %.46 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.44, i32 %.30), !dbg !277
  %.47 = trunc i32 %.46 to i16, !dbg !277
  %t20 = select i1 %.42, i16 %.47, i16 %.16, !dbg !277
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 1, !dbg !278
  store i16 %t20, ptr addrspace(1) %t21, align 2, !dbg !278
  %.51 = xor i64 %.34, 2, !dbg !279
  %.53 = and i64 %.34, 4294967292, !dbg !279
  %.54 = add nuw nsw i64 %.53, 4, !dbg !279
  %.55 = icmp ult i64 %.51, %.54, !dbg !279
  %.59 = and i64 %.51, 31, !dbg !279
  %5 = shl nuw nsw i64 1, %.59, !dbg !279
  %6 = and i64 %5, %.23, !dbg !279
  %.61 = icmp ne i64 %6, 0, !dbg !279
  %.62 = and i1 %.55, %.61, !dbg !279
  %.63 = trunc i64 %.51 to i32, !dbg !279
  %.64 = shl i32 %.63, 2, !dbg !279
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.64, i32 %.30), !dbg !279
  %.67 = trunc i32 %.66 to i16, !dbg !279
  %t22 = select i1 %.62, i16 %.67, i16 %.16, !dbg !279
  %t23 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 2, !dbg !280
  store i16 %t22, ptr addrspace(1) %t23, align 2, !dbg !280
  %.70 = and i64 %.34, 7, !dbg !281
  %.71 = add nsw i64 %.34, -1, !dbg !281
  %.72 = icmp ne i64 %.70, 0, !dbg !281
  %.75 = and i64 %.71, 31, !dbg !281
  %7 = shl nuw nsw i64 1, %.75, !dbg !281
  %8 = and i64 %7, %.23, !dbg !281
  %.77 = icmp ne i64 %8, 0, !dbg !281
  %.78 = and i1 %.72, %.77, !dbg !281
  %.79 = trunc i64 %.71 to i32, !dbg !281
  %.80 = shl i32 %.79, 2, !dbg !281
  %.82 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.80, i32 %.30), !dbg !281
  %.83 = trunc i32 %.82 to i16, !dbg !281
  %t24 = select i1 %.78, i16 %.83, i16 %.16, !dbg !281
  %t25 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 3, !dbg !282
  store i16 %t24, ptr addrspace(1) %t25, align 2, !dbg !282
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
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !290
  %0 = and i32 %.17, 31, !dbg !290
  %.20 = zext i32 %0 to i64, !dbg !290
  %.22 = tail call i32 @llvm.read_register.i32(metadata !14) #7, !dbg !290
  %.23 = zext i32 %.22 to i64, !dbg !290
  %1 = shl nuw nsw i64 1, %.20, !dbg !290
  %2 = and i64 %1, %.23, !dbg !290
  %.26.not = icmp eq i64 %2, 0, !dbg !290
  %.29 = shl nuw nsw i32 %0, 2, !dbg !290
  %.30 = zext i8 %.16 to i32, !dbg !290
  %.31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30), !dbg !290
  %.32 = trunc i32 %.31 to i8, !dbg !290
  %t18 = select i1 %.26.not, i8 %.16, i8 %.32, !dbg !290
  store i8 %t18, ptr addrspace(1) %t14, align 1, !dbg !291
  %.34 = zext i32 %.18 to i64, !dbg !292
  %.35 = add nuw nsw i64 %.34, 1, !dbg !292
  %.36 = icmp ult i32 %.18, 31, !dbg !292
  %.39 = and i64 %.35, 31, !dbg !292
  %3 = shl nuw nsw i64 1, %.39, !dbg !292
  %4 = and i64 %3, %.23, !dbg !292
  %.41 = icmp ne i64 %4, 0, !dbg !292
  %.42 = and i1 %.36, %.41, !dbg !292
  %.43 = trunc i64 %.35 to i32, !dbg !292
  %.44 = shl i32 %.43, 2, !dbg !292
  %.46 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.44, i32 %.30), !dbg !292
  %.47 = trunc i32 %.46 to i8, !dbg !292
  %t20 = select i1 %.42, i8 %.47, i8 %.16, !dbg !292
  %t21 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 1, !dbg !293
  store i8 %t20, ptr addrspace(1) %t21, align 1, !dbg !293
  %.51 = xor i64 %.34, 2, !dbg !294
  %.53 = and i64 %.34, 4294967292, !dbg !294
  %.54 = add nuw nsw i64 %.53, 4, !dbg !294
  %.55 = icmp ult i64 %.51, %.54, !dbg !294
  %.59 = and i64 %.51, 31, !dbg !294
  %5 = shl nuw nsw i64 1, %.59, !dbg !294
  %6 = and i64 %5, %.23, !dbg !294
  %.61 = icmp ne i64 %6, 0, !dbg !294
  %.62 = and i1 %.55, %.61, !dbg !294
  %.63 = trunc i64 %.51 to i32, !dbg !294
  %.64 = shl i32 %.63, 2, !dbg !294
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.64, i32 %.30), !dbg !294
  %.67 = trunc i32 %.66 to i8, !dbg !294
  %t22 = select i1 %.62, i8 %.67, i8 %.16, !dbg !294
  %t23 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 2, !dbg !295
  store i8 %t22, ptr addrspace(1) %t23, align 1, !dbg !295
  %.70 = and i64 %.34, 7, !dbg !296
  %.71 = add nsw i64 %.34, -1, !dbg !296
  %.72 = icmp ne i64 %.70, 0, !dbg !296
  %.75 = and i64 %.71, 31, !dbg !296
  %7 = shl nuw nsw i64 1, %.75, !dbg !296
  %8 = and i64 %7, %.23, !dbg !296
  %.77 = icmp ne i64 %8, 0, !dbg !296
  %.78 = and i1 %.72, %.77, !dbg !296
  %.79 = trunc i64 %.71 to i32, !dbg !296
  %.80 = shl i32 %.79, 2, !dbg !296
  %.82 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.80, i32 %.30), !dbg !296
  %.83 = trunc i32 %.82 to i8, !dbg !296
  %t24 = select i1 %.78, i8 %.83, i8 %.16, !dbg !296
  %t25 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 3, !dbg !297
  store i8 %t24, ptr addrspace(1) %t25, align 1, !dbg !297
  ret void, !dbg !298
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eWideArg(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6) local_unnamed_addr #0 !dbg !299 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !300
  %t1 = sext i32 %.7 to i64, !dbg !300
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !300
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !300
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !300, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !300
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !300
  %t6 = sext i32 %.12 to i64, !dbg !300
  %t7 = add nsw i64 %t4, %t6, !dbg !300
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !301
  %.13 = load i32, ptr addrspace(1) %t9, align 4, !dbg !301, !amdgpu.noclobber !6
  %t11 = shl nsw i64 %t7, 3, !dbg !302
  %t13 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t11, !dbg !303
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !304
  %.16 = and i64 %a6, 31, !dbg !304
  %.18 = tail call i32 @llvm.read_register.i32(metadata !14) #7, !dbg !304
  %.19 = zext i32 %.18 to i64, !dbg !304
  %0 = shl nuw nsw i64 1, %.16, !dbg !304
  %1 = and i64 %0, %.19, !dbg !304
  %.22.not = icmp eq i64 %1, 0, !dbg !304
  %.24 = trunc i64 %.16 to i32, !dbg !304
  %.25 = shl nuw nsw i32 %.24, 2, !dbg !304
  %.26 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.25, i32 %.13), !dbg !304
  %t14 = select i1 %.22.not, i32 %.13, i32 %.26, !dbg !304
  %.28 = zext i32 %.14 to i64, !dbg !305
  %.29 = sub i64 %.28, %a6, !dbg !305
  %.31 = icmp ult i64 %a6, 32, !dbg !305
  %2 = or i64 %.29, %a6, !dbg !305
  %3 = icmp ult i64 %2, 32, !dbg !305
  %.35 = and i64 %.29, 31, !dbg !305
  %4 = shl nuw nsw i64 1, %.35, !dbg !305
  %5 = and i64 %4, %.19, !dbg !305
  %.37 = icmp ne i64 %5, 0, !dbg !305
  %.38 = and i1 %3, %.37, !dbg !305
  %.39 = trunc i64 %.29 to i32, !dbg !305
  %.40 = shl i32 %.39, 2, !dbg !305
  %.41 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.40, i32 %.13), !dbg !305
  %t15 = select i1 %.38, i32 %.41, i32 %.13, !dbg !305
  %.44 = add i64 %.28, %a6, !dbg !306
  %6 = or i64 %.44, %a6, !dbg !306
  %7 = icmp ult i64 %6, 32, !dbg !306
  %.50 = and i64 %.44, 31, !dbg !306
  %8 = shl nuw nsw i64 1, %.50, !dbg !306
  %9 = and i64 %8, %.19, !dbg !306
  %.52 = icmp ne i64 %9, 0, !dbg !306
  %.53 = and i1 %7, %.52, !dbg !306
  %.54 = trunc i64 %.44 to i32, !dbg !306
  %.55 = shl i32 %.54, 2, !dbg !306
  %.56 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.55, i32 %.13), !dbg !306
  %t16 = select i1 %.53, i32 %.56, i32 %.13, !dbg !306
  %.59 = xor i64 %.28, %a6, !dbg !307
  %.60 = icmp ult i64 %.59, 32, !dbg !307
  %.63 = and i64 %.59, 31, !dbg !307
  %10 = shl nuw nsw i64 1, %.63, !dbg !307
  %11 = and i64 %10, %.19, !dbg !307
  %.65 = icmp ne i64 %11, 0, !dbg !307
  %.66 = and i1 %.60, %.65, !dbg !307
  %.67 = trunc i64 %.59 to i32, !dbg !307
  %.68 = shl i32 %.67, 2, !dbg !307
  %.69 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.68, i32 %.13), !dbg !307
  %t17 = select i1 %.66, i32 %.69, i32 %.13, !dbg !307
  store i32 %t14, ptr addrspace(1) %t13, align 4, !dbg !308
  %t19 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 1, !dbg !309
  store i32 %t15, ptr addrspace(1) %t19, align 4, !dbg !309
  %t20 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 2, !dbg !310
  store i32 %t16, ptr addrspace(1) %t20, align 4, !dbg !310
  %t21 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 3, !dbg !311
  store i32 %t17, ptr addrspace(1) %t21, align 4, !dbg !311
  %.73 = and i64 %.28, 4294967288, !dbg !312
  %.74 = and i64 %a6, 7, !dbg !312
  %.75 = or i64 %.73, %.74, !dbg !312
  %.78 = and i64 %.75, 31, !dbg !312
  %12 = shl nuw nsw i64 1, %.78, !dbg !312
  %13 = and i64 %12, %.19, !dbg !312
  %.80.not = icmp eq i64 %13, 0, !dbg !312
  %.82 = trunc i64 %.75 to i32, !dbg !312
  %.83 = shl i32 %.82, 2, !dbg !312
  %.84 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.83, i32 %.13), !dbg !312
  %t22 = select i1 %.80.not, i32 %.13, i32 %.84, !dbg !312
  %.87 = and i64 %.28, 7, !dbg !313
  %.89 = icmp uge i64 %.87, %a6, !dbg !313
  %.95 = and i1 %.89, %.37, !dbg !313
  %t23 = select i1 %.95, i32 %.41, i32 %.13, !dbg !313
  %.102 = xor i64 %.87, 7, !dbg !314
  %.104 = icmp uge i64 %.102, %a6, !dbg !314
  %.110 = and i1 %.104, %.52, !dbg !314
  %t24 = select i1 %.110, i32 %.56, i32 %.13, !dbg !314
  %.120 = add nuw nsw i64 %.73, 8, !dbg !315
  %.121 = icmp ult i64 %.59, %.120, !dbg !315
  %.122 = and i1 %.31, %.121, !dbg !315
  %.128 = and i1 %.122, %.65, !dbg !315
  %t25 = select i1 %.128, i32 %.69, i32 %.13, !dbg !315
  %t26 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 4, !dbg !316
  store i32 %t22, ptr addrspace(1) %t26, align 4, !dbg !316
  %t27 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 5, !dbg !317
  store i32 %t23, ptr addrspace(1) %t27, align 4, !dbg !317
  %t28 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 6, !dbg !318
  store i32 %t24, ptr addrspace(1) %t28, align 4, !dbg !318
  %t29 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 7, !dbg !319
  store i32 %t25, ptr addrspace(1) %t29, align 4, !dbg !319
  ret void, !dbg !319
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
!299 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eWideArg", scope: !1, file: !1, line: 126, type: !5, scopeLine: 126, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!300 = !DILocation(line: 127, column: 14, scope: !299)
!301 = !DILocation(line: 128, column: 8, scope: !299)
!302 = !DILocation(line: 129, column: 12, scope: !299)
!303 = !DILocation(line: 129, column: 10, scope: !299)
!304 = !DILocation(line: 130, column: 36, scope: !299)
!305 = !DILocation(line: 130, column: 58, scope: !299)
!306 = !DILocation(line: 130, column: 82, scope: !299)
!307 = !DILocation(line: 130, column: 105, scope: !299)
!308 = !DILocation(line: 130, column: 3, scope: !299)
!309 = !DILocation(line: 130, column: 9, scope: !299)
!310 = !DILocation(line: 130, column: 15, scope: !299)
!311 = !DILocation(line: 130, column: 21, scope: !299)
!312 = !DILocation(line: 131, column: 41, scope: !299)
!313 = !DILocation(line: 131, column: 71, scope: !299)
!314 = !DILocation(line: 131, column: 103, scope: !299)
!315 = !DILocation(line: 131, column: 134, scope: !299)
!316 = !DILocation(line: 131, column: 3, scope: !299)
!317 = !DILocation(line: 131, column: 9, scope: !299)
!318 = !DILocation(line: 131, column: 15, scope: !299)
!319 = !DILocation(line: 131, column: 21, scope: !299)
