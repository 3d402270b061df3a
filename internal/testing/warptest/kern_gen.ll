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
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !13
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !13
  %.20 = zext i32 %.19 to i64, !dbg !13
  %.25 = tail call i64 @llvm.read_register.i64(metadata !14) #7, !dbg !13
  %.26 = and i64 %.20, 63, !dbg !13
  %0 = shl nuw i64 1, %.26, !dbg !13
  %1 = and i64 %0, %.25, !dbg !13
  %.28.not = icmp eq i64 %1, 0, !dbg !13
  %.31 = shl i32 %.19, 2, !dbg !13
  %.32 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.31, i32 %.16), !dbg !13
  %t18 = select i1 %.28.not, i32 %.16, i32 %.32, !dbg !13
  %.37 = sub nsw i64 %.20, %t14, !dbg !15
  %.38 = icmp eq i32 %.17, 0, !dbg !15
  %.40 = and i64 %.37, 63, !dbg !15
  %2 = shl nuw i64 1, %.40, !dbg !15
  %3 = and i64 %2, %.25, !dbg !15
  %.42 = icmp ne i64 %3, 0, !dbg !15
  %.43 = and i1 %.38, %.42, !dbg !15
  %.44 = trunc i64 %.37 to i32, !dbg !15
  %.45 = shl i32 %.44, 2, !dbg !15
  %.46 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.45, i32 %.16), !dbg !15
  %t19 = select i1 %.43, i32 %.46, i32 %.16, !dbg !15
  %.52 = add nsw i64 %.20, %t14, !dbg !16
  %.55 = and i64 %.52, 63, !dbg !16
  %4 = shl nuw i64 1, %.55, !dbg !16
  %5 = and i64 %4, %.25, !dbg !16
  %.57 = icmp ne i64 %5, 0, !dbg !16
  %.58 = and i1 %.38, %.57, !dbg !16
  %.59 = trunc i64 %.52 to i32, !dbg !16
  %.60 = shl i32 %.59, 2, !dbg !16
  %.61 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.60, i32 %.16), !dbg !16
  %t20 = select i1 %.58, i32 %.61, i32 %.16, !dbg !16
  %.66 = xor i64 %.20, %t14, !dbg !17
  %.67 = icmp ult i32 %.17, 32, !dbg !17
  %.70 = icmp ule i64 %.66, %.20, !dbg !17
  %.71 = and i1 %.67, %.70, !dbg !17
  %.73 = and i64 %.66, 63, !dbg !17
  %6 = shl nuw i64 1, %.73, !dbg !17
  %7 = and i64 %6, %.25, !dbg !17
  %.75 = icmp ne i64 %7, 0, !dbg !17
  %.76 = and i1 %.71, %.75, !dbg !17
  %.77 = trunc i64 %.66 to i32, !dbg !17
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
  %.84 = and i64 %.20, 4294967294, !dbg !22
  %.85 = and i64 %t14, 1, !dbg !22
  %.86 = or i64 %.84, %.85, !dbg !22
  %.88 = and i64 %.86, 63, !dbg !22
  %8 = shl nuw i64 1, %.88, !dbg !22
  %9 = and i64 %8, %.25, !dbg !22
  %.90.not = icmp eq i64 %9, 0, !dbg !22
  %.92 = trunc i64 %.86 to i32, !dbg !22
  %.93 = shl i32 %.92, 2, !dbg !22
  %.94 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.93, i32 %.16), !dbg !22
  %t26 = select i1 %.90.not, i32 %.16, i32 %.94, !dbg !22
  %.98 = and i64 %.20, 1, !dbg !23
  %.100 = icmp uge i64 %.98, %t14, !dbg !23
  %.105 = and i1 %.100, %.42, !dbg !23
  %t27 = select i1 %.105, i32 %.46, i32 %.16, !dbg !23
  %.113 = xor i64 %.98, 1, !dbg !24
  %.115 = icmp uge i64 %.113, %t14, !dbg !24
  %.120 = and i1 %.115, %.57, !dbg !24
  %t28 = select i1 %.120, i32 %.61, i32 %.16, !dbg !24
  %.131 = add nuw nsw i64 %.84, 2, !dbg !25
  %.132 = icmp ult i64 %.66, %.131, !dbg !25
  %.133 = and i1 %.67, %.132, !dbg !25
  %.138 = and i1 %.133, %.75, !dbg !25
  %t29 = select i1 %.138, i32 %.79, i32 %.16, !dbg !25
  %t30 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 4, !dbg !26
  store i32 %t26, ptr addrspace(1) %t30, align 4, !dbg !26
  %t31 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 5, !dbg !27
  store i32 %t27, ptr addrspace(1) %t31, align 4, !dbg !27
  %t32 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 6, !dbg !28
  store i32 %t28, ptr addrspace(1) %t32, align 4, !dbg !28
  %t33 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 7, !dbg !29
  store i32 %t29, ptr addrspace(1) %t33, align 4, !dbg !29
  %.146 = and i64 %.20, 4294967292, !dbg !30
  %.147 = and i64 %t14, 3, !dbg !30
  %.148 = or i64 %.146, %.147, !dbg !30
  %.150 = and i64 %.148, 63, !dbg !30
  %10 = shl nuw i64 1, %.150, !dbg !30
  %11 = and i64 %10, %.25, !dbg !30
  %.152.not = icmp eq i64 %11, 0, !dbg !30
  %.154 = trunc i64 %.148 to i32, !dbg !30
  %.155 = shl i32 %.154, 2, !dbg !30
  %.156 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.155, i32 %.16), !dbg !30
  %t34 = select i1 %.152.not, i32 %.16, i32 %.156, !dbg !30
  %.160 = and i64 %.20, 3, !dbg !31
  %.162 = icmp uge i64 %.160, %t14, !dbg !31
  %.167 = and i1 %.162, %.42, !dbg !31
  %t35 = select i1 %.167, i32 %.46, i32 %.16, !dbg !31
  %.175 = xor i64 %.160, 3, !dbg !32
  %.177 = icmp uge i64 %.175, %t14, !dbg !32
  %.182 = and i1 %.177, %.57, !dbg !32
  %t36 = select i1 %.182, i32 %.61, i32 %.16, !dbg !32
  %.193 = add nuw nsw i64 %.146, 4, !dbg !33
  %.194 = icmp ult i64 %.66, %.193, !dbg !33
  %.195 = and i1 %.67, %.194, !dbg !33
  %.200 = and i1 %.195, %.75, !dbg !33
  %t37 = select i1 %.200, i32 %.79, i32 %.16, !dbg !33
  %t38 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 8, !dbg !34
  store i32 %t34, ptr addrspace(1) %t38, align 4, !dbg !34
  %t39 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 9, !dbg !35
  store i32 %t35, ptr addrspace(1) %t39, align 4, !dbg !35
  %t40 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 10, !dbg !36
  store i32 %t36, ptr addrspace(1) %t40, align 4, !dbg !36
  %t41 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 11, !dbg !37
  store i32 %t37, ptr addrspace(1) %t41, align 4, !dbg !37
  %.208 = and i64 %.20, 4294967288, !dbg !38
  %.209 = and i64 %t14, 7, !dbg !38
  %.210 = or i64 %.208, %.209, !dbg !38
  %.212 = and i64 %.210, 63, !dbg !38
  %12 = shl nuw i64 1, %.212, !dbg !38
  %13 = and i64 %12, %.25, !dbg !38
  %.214.not = icmp eq i64 %13, 0, !dbg !38
  %.216 = trunc i64 %.210 to i32, !dbg !38
  %.217 = shl i32 %.216, 2, !dbg !38
  %.218 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.217, i32 %.16), !dbg !38
  %t42 = select i1 %.214.not, i32 %.16, i32 %.218, !dbg !38
  %.222 = and i64 %.20, 7, !dbg !39
  %.224 = icmp uge i64 %.222, %t14, !dbg !39
  %.229 = and i1 %.224, %.42, !dbg !39
  %t43 = select i1 %.229, i32 %.46, i32 %.16, !dbg !39
  %.237 = xor i64 %.222, 7, !dbg !40
  %.239 = icmp uge i64 %.237, %t14, !dbg !40
  %.244 = and i1 %.239, %.57, !dbg !40
  %t44 = select i1 %.244, i32 %.61, i32 %.16, !dbg !40
  %.255 = add nuw nsw i64 %.208, 8, !dbg !41
  %.256 = icmp ult i64 %.66, %.255, !dbg !41
  %.257 = and i1 %.67, %.256, !dbg !41
  %.262 = and i1 %.257, %.75, !dbg !41
  %t45 = select i1 %.262, i32 %.79, i32 %.16, !dbg !41
  %t46 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 12, !dbg !42
  store i32 %t42, ptr addrspace(1) %t46, align 4, !dbg !42
  %t47 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 13, !dbg !43
  store i32 %t43, ptr addrspace(1) %t47, align 4, !dbg !43
  %t48 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 14, !dbg !44
  store i32 %t44, ptr addrspace(1) %t48, align 4, !dbg !44
  %t49 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 15, !dbg !45
  store i32 %t45, ptr addrspace(1) %t49, align 4, !dbg !45
  %.270 = and i64 %.20, 4294967280, !dbg !46
  %.271 = and i64 %t14, 15, !dbg !46
  %.272 = or i64 %.270, %.271, !dbg !46
  %.274 = and i64 %.272, 63, !dbg !46
  %14 = shl nuw i64 1, %.274, !dbg !46
  %15 = and i64 %14, %.25, !dbg !46
  %.276.not = icmp eq i64 %15, 0, !dbg !46
  %.278 = trunc i64 %.272 to i32, !dbg !46
  %.279 = shl i32 %.278, 2, !dbg !46
  %.280 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.279, i32 %.16), !dbg !46
  %t50 = select i1 %.276.not, i32 %.16, i32 %.280, !dbg !46
  %.284 = and i64 %.20, 15, !dbg !47
  %.286 = icmp uge i64 %.284, %t14, !dbg !47
  %.291 = and i1 %.286, %.42, !dbg !47
  %t51 = select i1 %.291, i32 %.46, i32 %.16, !dbg !47
  %.299 = xor i64 %.284, 15, !dbg !48
  %.301 = icmp uge i64 %.299, %t14, !dbg !48
  %.306 = and i1 %.301, %.57, !dbg !48
  %t52 = select i1 %.306, i32 %.61, i32 %.16, !dbg !48
  %.317 = add nuw nsw i64 %.270, 16, !dbg !49
  %.318 = icmp ult i64 %.66, %.317, !dbg !49
  %.319 = and i1 %.67, %.318, !dbg !49
  %.324 = and i1 %.319, %.75, !dbg !49
  %t53 = select i1 %.324, i32 %.79, i32 %.16, !dbg !49
  %t54 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 16, !dbg !50
  store i32 %t50, ptr addrspace(1) %t54, align 4, !dbg !50
  %t55 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 17, !dbg !51
  store i32 %t51, ptr addrspace(1) %t55, align 4, !dbg !51
  %t56 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 18, !dbg !52
  store i32 %t52, ptr addrspace(1) %t56, align 4, !dbg !52
  %t57 = getelementptr inbounds i32, ptr addrspace(1) %t17, i64 19, !dbg !53
  store i32 %t53, ptr addrspace(1) %t57, align 4, !dbg !53
  %.332 = and i64 %.20, 4294967264, !dbg !54
  %.333 = and i64 %t14, 31, !dbg !54
  %.334 = or i64 %.332, %.333, !dbg !54
  %.336 = and i64 %.334, 63, !dbg !54
  %16 = shl nuw i64 1, %.336, !dbg !54
  %17 = and i64 %16, %.25, !dbg !54
  %.338.not = icmp eq i64 %17, 0, !dbg !54
  %.340 = trunc i64 %.334 to i32, !dbg !54
  %.341 = shl i32 %.340, 2, !dbg !54
  %.342 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.341, i32 %.16), !dbg !54
  %t58 = select i1 %.338.not, i32 %.16, i32 %.342, !dbg !54
  %.346 = and i64 %.20, 31, !dbg !55
  %.348 = icmp uge i64 %.346, %t14, !dbg !55
  %.353 = and i1 %.348, %.42, !dbg !55
  %t59 = select i1 %.353, i32 %.46, i32 %.16, !dbg !55
  %.361 = xor i64 %.346, 31, !dbg !56
  %.363 = icmp uge i64 %.361, %t14, !dbg !56
  %.368 = and i1 %.363, %.57, !dbg !56
  %t60 = select i1 %.368, i32 %.61, i32 %.16, !dbg !56
  %.379 = add nuw nsw i64 %.332, 32, !dbg !57
  %.380 = icmp ult i64 %.66, %.379, !dbg !57
  %.381 = and i1 %.67, %.380, !dbg !57
  %.386 = and i1 %.381, %.75, !dbg !57
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
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !69
  %.20 = zext i32 %.19 to i64, !dbg !69
  %.25 = tail call i64 @llvm.read_register.i64(metadata !14) #7, !dbg !69
  %.26 = and i64 %.20, 63, !dbg !69
  %0 = shl nuw i64 1, %.26, !dbg !69
  %1 = and i64 %0, %.25, !dbg !69
  %.28.not = icmp eq i64 %1, 0, !dbg !69
  %.31 = shl i32 %.19, 2, !dbg !69
  %.32 = zext i8 %.16 to i32, !dbg !69
  %.33 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.31, i32 %.32), !dbg !69
  %.34 = trunc i32 %.33 to i8, !dbg !69
  %t18 = select i1 %.28.not, i8 %.16, i8 %.34, !dbg !69
  %.39 = sub nsw i64 %.20, %t14, !dbg !70
  %.40 = icmp eq i32 %.17, 0, !dbg !70
  %.42 = and i64 %.39, 63, !dbg !70
  %2 = shl nuw i64 1, %.42, !dbg !70
  %3 = and i64 %2, %.25, !dbg !70
  %.44 = icmp ne i64 %3, 0, !dbg !70
  %.45 = and i1 %.40, %.44, !dbg !70
  %.46 = trunc i64 %.39 to i32, !dbg !70
  %.47 = shl i32 %.46, 2, !dbg !70
  %.49 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.47, i32 %.32), !dbg !70
  %.50 = trunc i32 %.49 to i8, !dbg !70
  %t19 = select i1 %.45, i8 %.50, i8 %.16, !dbg !70
  %.56 = add nsw i64 %.20, %t14, !dbg !71
  %.59 = and i64 %.56, 63, !dbg !71
  %4 = shl nuw i64 1, %.59, !dbg !71
  %5 = and i64 %4, %.25, !dbg !71
  %.61 = icmp ne i64 %5, 0, !dbg !71
  %.62 = and i1 %.40, %.61, !dbg !71
  %.63 = trunc i64 %.56 to i32, !dbg !71
  %.64 = shl i32 %.63, 2, !dbg !71
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.64, i32 %.32), !dbg !71
  %.67 = trunc i32 %.66 to i8, !dbg !71
  %t20 = select i1 %.62, i8 %.67, i8 %.16, !dbg !71
  %.72 = xor i64 %.20, %t14, !dbg !72
  %.73 = icmp ult i32 %.17, 32, !dbg !72
  %.76 = icmp ule i64 %.72, %.20, !dbg !72
  %.77 = and i1 %.73, %.76, !dbg !72
  %.79 = and i64 %.72, 63, !dbg !72
  %6 = shl nuw i64 1, %.79, !dbg !72
  %7 = and i64 %6, %.25, !dbg !72
  %.81 = icmp ne i64 %7, 0, !dbg !72
  %.82 = and i1 %.77, %.81, !dbg !72
  %.83 = trunc i64 %.72 to i32, !dbg !72
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
  %.92 = and i64 %.20, 4294967294, !dbg !77
  %.93 = and i64 %t14, 1, !dbg !77
  %.94 = or i64 %.92, %.93, !dbg !77
  %.96 = and i64 %.94, 63, !dbg !77
  %8 = shl nuw i64 1, %.96, !dbg !77
  %9 = and i64 %8, %.25, !dbg !77
  %.98.not = icmp eq i64 %9, 0, !dbg !77
  %.100 = trunc i64 %.94 to i32, !dbg !77
  %.101 = shl i32 %.100, 2, !dbg !77
  %.103 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.101, i32 %.32), !dbg !77
  %.104 = trunc i32 %.103 to i8, !dbg !77
  %t26 = select i1 %.98.not, i8 %.16, i8 %.104, !dbg !77
  %.108 = and i64 %.20, 1, !dbg !78
  %.110 = icmp uge i64 %.108, %t14, !dbg !78
  %.115 = and i1 %.110, %.44, !dbg !78
  %t27 = select i1 %.115, i8 %.50, i8 %.16, !dbg !78
  %.125 = xor i64 %.108, 1, !dbg !79
  %.127 = icmp uge i64 %.125, %t14, !dbg !79
  %.132 = and i1 %.127, %.61, !dbg !79
  %t28 = select i1 %.132, i8 %.67, i8 %.16, !dbg !79
  %.145 = add nuw nsw i64 %.92, 2, !dbg !80
  %.146 = icmp ult i64 %.72, %.145, !dbg !80
  %.147 = and i1 %.73, %.146, !dbg !80
  %.152 = and i1 %.147, %.81, !dbg !80
  %t29 = select i1 %.152, i8 %.87, i8 %.16, !dbg !80
  %t30 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 4, !dbg !81
  store i8 %t26, ptr addrspace(1) %t30, align 1, !dbg !81
  %t31 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 5, !dbg !82
  store i8 %t27, ptr addrspace(1) %t31, align 1, !dbg !82
  %t32 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 6, !dbg !83
  store i8 %t28, ptr addrspace(1) %t32, align 1, !dbg !83
  %t33 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 7, !dbg !84
  store i8 %t29, ptr addrspace(1) %t33, align 1, !dbg !84
  %.162 = and i64 %.20, 4294967292, !dbg !85
  %.163 = and i64 %t14, 3, !dbg !85
  %.164 = or i64 %.162, %.163, !dbg !85
  %.166 = and i64 %.164, 63, !dbg !85
  %10 = shl nuw i64 1, %.166, !dbg !85
  %11 = and i64 %10, %.25, !dbg !85
  %.168.not = icmp eq i64 %11, 0, !dbg !85
  %.170 = trunc i64 %.164 to i32, !dbg !85
  %.171 = shl i32 %.170, 2, !dbg !85
  %.173 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.171, i32 %.32), !dbg !85
  %.174 = trunc i32 %.173 to i8, !dbg !85
  %t34 = select i1 %.168.not, i8 %.16, i8 %.174, !dbg !85
  %.178 = and i64 %.20, 3, !dbg !86
  %.180 = icmp uge i64 %.178, %t14, !dbg !86
  %.185 = and i1 %.180, %.44, !dbg !86
  %t35 = select i1 %.185, i8 %.50, i8 %.16, !dbg !86
  %.195 = xor i64 %.178, 3, !dbg !87
  %.197 = icmp uge i64 %.195, %t14, !dbg !87
  %.202 = and i1 %.197, %.61, !dbg !87
  %t36 = select i1 %.202, i8 %.67, i8 %.16, !dbg !87
  %.215 = add nuw nsw i64 %.162, 4, !dbg !88
  %.216 = icmp ult i64 %.72, %.215, !dbg !88
  %.217 = and i1 %.73, %.216, !dbg !88
  %.222 = and i1 %.217, %.81, !dbg !88
  %t37 = select i1 %.222, i8 %.87, i8 %.16, !dbg !88
  %t38 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 8, !dbg !89
  store i8 %t34, ptr addrspace(1) %t38, align 1, !dbg !89
  %t39 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 9, !dbg !90
  store i8 %t35, ptr addrspace(1) %t39, align 1, !dbg !90
  %t40 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 10, !dbg !91
  store i8 %t36, ptr addrspace(1) %t40, align 1, !dbg !91
  %t41 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 11, !dbg !92
  store i8 %t37, ptr addrspace(1) %t41, align 1, !dbg !92
  %.232 = and i64 %.20, 4294967288, !dbg !93
  %.233 = and i64 %t14, 7, !dbg !93
  %.234 = or i64 %.232, %.233, !dbg !93
  %.236 = and i64 %.234, 63, !dbg !93
  %12 = shl nuw i64 1, %.236, !dbg !93
  %13 = and i64 %12, %.25, !dbg !93
  %.238.not = icmp eq i64 %13, 0, !dbg !93
  %.240 = trunc i64 %.234 to i32, !dbg !93
  %.241 = shl i32 %.240, 2, !dbg !93
  %.243 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.241, i32 %.32), !dbg !93
  %.244 = trunc i32 %.243 to i8, !dbg !93
  %t42 = select i1 %.238.not, i8 %.16, i8 %.244, !dbg !93
  %.248 = and i64 %.20, 7, !dbg !94
  %.250 = icmp uge i64 %.248, %t14, !dbg !94
  %.255 = and i1 %.250, %.44, !dbg !94
  %t43 = select i1 %.255, i8 %.50, i8 %.16, !dbg !94
  %.265 = xor i64 %.248, 7, !dbg !95
  %.267 = icmp uge i64 %.265, %t14, !dbg !95
  %.272 = and i1 %.267, %.61, !dbg !95
  %t44 = select i1 %.272, i8 %.67, i8 %.16, !dbg !95
  %.285 = add nuw nsw i64 %.232, 8, !dbg !96
  %.286 = icmp ult i64 %.72, %.285, !dbg !96
  %.287 = and i1 %.73, %.286, !dbg !96
  %.292 = and i1 %.287, %.81, !dbg !96
  %t45 = select i1 %.292, i8 %.87, i8 %.16, !dbg !96
  %t46 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 12, !dbg !97
  store i8 %t42, ptr addrspace(1) %t46, align 1, !dbg !97
  %t47 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 13, !dbg !98
  store i8 %t43, ptr addrspace(1) %t47, align 1, !dbg !98
  %t48 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 14, !dbg !99
  store i8 %t44, ptr addrspace(1) %t48, align 1, !dbg !99
  %t49 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 15, !dbg !100
  store i8 %t45, ptr addrspace(1) %t49, align 1, !dbg !100
  %.302 = and i64 %.20, 4294967280, !dbg !101
  %.303 = and i64 %t14, 15, !dbg !101
  %.304 = or i64 %.302, %.303, !dbg !101
  %.306 = and i64 %.304, 63, !dbg !101
  %14 = shl nuw i64 1, %.306, !dbg !101
  %15 = and i64 %14, %.25, !dbg !101
  %.308.not = icmp eq i64 %15, 0, !dbg !101
  %.310 = trunc i64 %.304 to i32, !dbg !101
  %.311 = shl i32 %.310, 2, !dbg !101
  %.313 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.311, i32 %.32), !dbg !101
  %.314 = trunc i32 %.313 to i8, !dbg !101
  %t50 = select i1 %.308.not, i8 %.16, i8 %.314, !dbg !101
  %.318 = and i64 %.20, 15, !dbg !102
  %.320 = icmp uge i64 %.318, %t14, !dbg !102
  %.325 = and i1 %.320, %.44, !dbg !102
  %t51 = select i1 %.325, i8 %.50, i8 %.16, !dbg !102
  %.335 = xor i64 %.318, 15, !dbg !103
  %.337 = icmp uge i64 %.335, %t14, !dbg !103
  %.342 = and i1 %.337, %.61, !dbg !103
  %t52 = select i1 %.342, i8 %.67, i8 %.16, !dbg !103
  %.355 = add nuw nsw i64 %.302, 16, !dbg !104
  %.356 = icmp ult i64 %.72, %.355, !dbg !104
  %.357 = and i1 %.73, %.356, !dbg !104
  %.362 = and i1 %.357, %.81, !dbg !104
  %t53 = select i1 %.362, i8 %.87, i8 %.16, !dbg !104
  %t54 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 16, !dbg !105
  store i8 %t50, ptr addrspace(1) %t54, align 1, !dbg !105
  %t55 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 17, !dbg !106
  store i8 %t51, ptr addrspace(1) %t55, align 1, !dbg !106
  %t56 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 18, !dbg !107
  store i8 %t52, ptr addrspace(1) %t56, align 1, !dbg !107
  %t57 = getelementptr inbounds i8, ptr addrspace(1) %t17, i64 19, !dbg !108
  store i8 %t53, ptr addrspace(1) %t57, align 1, !dbg !108
  %.372 = and i64 %.20, 4294967264, !dbg !109
  %.373 = and i64 %t14, 31, !dbg !109
  %.374 = or i64 %.372, %.373, !dbg !109
  %.376 = and i64 %.374, 63, !dbg !109
  %16 = shl nuw i64 1, %.376, !dbg !109
  %17 = and i64 %16, %.25, !dbg !109
  %.378.not = icmp eq i64 %17, 0, !dbg !109
  %.380 = trunc i64 %.374 to i32, !dbg !109
  %.381 = shl i32 %.380, 2, !dbg !109
  %.383 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.381, i32 %.32), !dbg !109
  %.384 = trunc i32 %.383 to i8, !dbg !109
  %t58 = select i1 %.378.not, i8 %.16, i8 %.384, !dbg !109
  %.388 = and i64 %.20, 31, !dbg !110
  %.390 = icmp uge i64 %.388, %t14, !dbg !110
  %.395 = and i1 %.390, %.44, !dbg !110
  %t59 = select i1 %.395, i8 %.50, i8 %.16, !dbg !110
  %.405 = xor i64 %.388, 31, !dbg !111
  %.407 = icmp uge i64 %.405, %t14, !dbg !111
  %.412 = and i1 %.407, %.61, !dbg !111
  %t60 = select i1 %.412, i8 %.67, i8 %.16, !dbg !111
  %.425 = add nuw nsw i64 %.372, 32, !dbg !112
  %.426 = icmp ult i64 %.72, %.425, !dbg !112
  %.427 = and i1 %.73, %.426, !dbg !112
  %.432 = and i1 %.427, %.81, !dbg !112
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
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !124
  %.20 = zext i32 %.19 to i64, !dbg !124
  %.25 = tail call i64 @llvm.read_register.i64(metadata !14) #7, !dbg !124
  %.26 = and i64 %.20, 63, !dbg !124
  %0 = shl nuw i64 1, %.26, !dbg !124
  %1 = and i64 %0, %.25, !dbg !124
  %.28.not = icmp eq i64 %1, 0, !dbg !124
  %.31 = shl i32 %.19, 2, !dbg !124
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
  %.47 = sub nsw i64 %.20, %t14, !dbg !125
  %.48 = icmp eq i32 %.17, 0, !dbg !125
  %.50 = and i64 %.47, 63, !dbg !125
  %2 = shl nuw i64 1, %.50, !dbg !125
  %3 = and i64 %2, %.25, !dbg !125
  %.52 = icmp ne i64 %3, 0, !dbg !125
  %.53 = and i1 %.48, %.52, !dbg !125
  %.54 = trunc i64 %.47 to i32, !dbg !125
  %.55 = shl i32 %.54, 2, !dbg !125
  %.60 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.55, i32 %.33), !dbg !125
  %.61 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.55, i32 %.35), !dbg !125
  %.62 = zext i32 %.60 to i64, !dbg !125
  %.63 = zext i32 %.61 to i64, !dbg !125
  %.64 = shl nuw i64 %.63, 32, !dbg !125
  %.65 = or i64 %.64, %.62, !dbg !125
  %.66 = bitcast i64 %.65 to double, !dbg !125
  %t19 = select i1 %.53, double %.66, double %.16, !dbg !125
  %.72 = add nsw i64 %.20, %t14, !dbg !126
  %.75 = and i64 %.72, 63, !dbg !126
  %4 = shl nuw i64 1, %.75, !dbg !126
  %5 = and i64 %4, %.25, !dbg !126
  %.77 = icmp ne i64 %5, 0, !dbg !126
  %.78 = and i1 %.48, %.77, !dbg !126
  %.79 = trunc i64 %.72 to i32, !dbg !126
  %.80 = shl i32 %.79, 2, !dbg !126
  %.85 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.80, i32 %.33), !dbg !126
  %.86 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.80, i32 %.35), !dbg !126
  %.87 = zext i32 %.85 to i64, !dbg !126
  %.88 = zext i32 %.86 to i64, !dbg !126
  %.89 = shl nuw i64 %.88, 32, !dbg !126
  %.90 = or i64 %.89, %.87, !dbg !126
  %.91 = bitcast i64 %.90 to double, !dbg !126
  %t20 = select i1 %.78, double %.91, double %.16, !dbg !126
  %.96 = xor i64 %.20, %t14, !dbg !127
  %.97 = icmp ult i32 %.17, 32, !dbg !127
  %.100 = icmp ule i64 %.96, %.20, !dbg !127
  %.101 = and i1 %.97, %.100, !dbg !127
  %.103 = and i64 %.96, 63, !dbg !127
  %6 = shl nuw i64 1, %.103, !dbg !127
  %7 = and i64 %6, %.25, !dbg !127
  %.105 = icmp ne i64 %7, 0, !dbg !127
  %.106 = and i1 %.101, %.105, !dbg !127
  %.107 = trunc i64 %.96 to i32, !dbg !127
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
  %.124 = and i64 %.20, 4294967294, !dbg !132
  %.125 = and i64 %t14, 1, !dbg !132
  %.126 = or i64 %.124, %.125, !dbg !132
  %.128 = and i64 %.126, 63, !dbg !132
  %8 = shl nuw i64 1, %.128, !dbg !132
  %9 = and i64 %8, %.25, !dbg !132
  %.130.not = icmp eq i64 %9, 0, !dbg !132
  %.132 = trunc i64 %.126 to i32, !dbg !132
  %.133 = shl i32 %.132, 2, !dbg !132
  %.138 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.133, i32 %.33), !dbg !132
  %.139 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.133, i32 %.35), !dbg !132
  %.140 = zext i32 %.138 to i64, !dbg !132
  %.141 = zext i32 %.139 to i64, !dbg !132
  %.142 = shl nuw i64 %.141, 32, !dbg !132
  %.143 = or i64 %.142, %.140, !dbg !132
  %.144 = bitcast i64 %.143 to double, !dbg !132
  %t26 = select i1 %.130.not, double %.16, double %.144, !dbg !132
  %.148 = and i64 %.20, 1, !dbg !133
  %.150 = icmp uge i64 %.148, %t14, !dbg !133
  %.155 = and i1 %.150, %.52, !dbg !133
  %t27 = select i1 %.155, double %.66, double %.16, !dbg !133
  %.173 = xor i64 %.148, 1, !dbg !134
  %.175 = icmp uge i64 %.173, %t14, !dbg !134
  %.180 = and i1 %.175, %.77, !dbg !134
  %t28 = select i1 %.180, double %.91, double %.16, !dbg !134
  %.201 = add nuw nsw i64 %.124, 2, !dbg !135
  %.202 = icmp ult i64 %.96, %.201, !dbg !135
  %.203 = and i1 %.97, %.202, !dbg !135
  %.208 = and i1 %.203, %.105, !dbg !135
  %t29 = select i1 %.208, double %.119, double %.16, !dbg !135
  %t30 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 4, !dbg !136
  store double %t26, ptr addrspace(1) %t30, align 8, !dbg !136
  %t31 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 5, !dbg !137
  store double %t27, ptr addrspace(1) %t31, align 8, !dbg !137
  %t32 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 6, !dbg !138
  store double %t28, ptr addrspace(1) %t32, align 8, !dbg !138
  %t33 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 7, !dbg !139
  store double %t29, ptr addrspace(1) %t33, align 8, !dbg !139
  %.226 = and i64 %.20, 4294967292, !dbg !140
  %.227 = and i64 %t14, 3, !dbg !140
  %.228 = or i64 %.226, %.227, !dbg !140
  %.230 = and i64 %.228, 63, !dbg !140
  %10 = shl nuw i64 1, %.230, !dbg !140
  %11 = and i64 %10, %.25, !dbg !140
  %.232.not = icmp eq i64 %11, 0, !dbg !140
  %.234 = trunc i64 %.228 to i32, !dbg !140
  %.235 = shl i32 %.234, 2, !dbg !140
  %.240 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.235, i32 %.33), !dbg !140
  %.241 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.235, i32 %.35), !dbg !140
  %.242 = zext i32 %.240 to i64, !dbg !140
  %.243 = zext i32 %.241 to i64, !dbg !140
  %.244 = shl nuw i64 %.243, 32, !dbg !140
  %.245 = or i64 %.244, %.242, !dbg !140
  %.246 = bitcast i64 %.245 to double, !dbg !140
  %t34 = select i1 %.232.not, double %.16, double %.246, !dbg !140
  %.250 = and i64 %.20, 3, !dbg !141
  %.252 = icmp uge i64 %.250, %t14, !dbg !141
  %.257 = and i1 %.252, %.52, !dbg !141
  %t35 = select i1 %.257, double %.66, double %.16, !dbg !141
  %.275 = xor i64 %.250, 3, !dbg !142
  %.277 = icmp uge i64 %.275, %t14, !dbg !142
  %.282 = and i1 %.277, %.77, !dbg !142
  %t36 = select i1 %.282, double %.91, double %.16, !dbg !142
  %.303 = add nuw nsw i64 %.226, 4, !dbg !143
  %.304 = icmp ult i64 %.96, %.303, !dbg !143
  %.305 = and i1 %.97, %.304, !dbg !143
  %.310 = and i1 %.305, %.105, !dbg !143
  %t37 = select i1 %.310, double %.119, double %.16, !dbg !143
  %t38 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 8, !dbg !144
  store double %t34, ptr addrspace(1) %t38, align 8, !dbg !144
  %t39 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 9, !dbg !145
  store double %t35, ptr addrspace(1) %t39, align 8, !dbg !145
  %t40 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 10, !dbg !146
  store double %t36, ptr addrspace(1) %t40, align 8, !dbg !146
  %t41 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 11, !dbg !147
  store double %t37, ptr addrspace(1) %t41, align 8, !dbg !147
  %.328 = and i64 %.20, 4294967288, !dbg !148
  %.329 = and i64 %t14, 7, !dbg !148
  %.330 = or i64 %.328, %.329, !dbg !148
  %.332 = and i64 %.330, 63, !dbg !148
  %12 = shl nuw i64 1, %.332, !dbg !148
  %13 = and i64 %12, %.25, !dbg !148
  %.334.not = icmp eq i64 %13, 0, !dbg !148
  %.336 = trunc i64 %.330 to i32, !dbg !148
  %.337 = shl i32 %.336, 2, !dbg !148
  %.342 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.337, i32 %.33), !dbg !148
  %.343 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.337, i32 %.35), !dbg !148
  %.344 = zext i32 %.342 to i64, !dbg !148
  %.345 = zext i32 %.343 to i64, !dbg !148
  %.346 = shl nuw i64 %.345, 32, !dbg !148
  %.347 = or i64 %.346, %.344, !dbg !148
  %.348 = bitcast i64 %.347 to double, !dbg !148
  %t42 = select i1 %.334.not, double %.16, double %.348, !dbg !148
  %.352 = and i64 %.20, 7, !dbg !149
  %.354 = icmp uge i64 %.352, %t14, !dbg !149
  %.359 = and i1 %.354, %.52, !dbg !149
  %t43 = select i1 %.359, double %.66, double %.16, !dbg !149
  %.377 = xor i64 %.352, 7, !dbg !150
  %.379 = icmp uge i64 %.377, %t14, !dbg !150
  %.384 = and i1 %.379, %.77, !dbg !150
  %t44 = select i1 %.384, double %.91, double %.16, !dbg !150
  %.405 = add nuw nsw i64 %.328, 8, !dbg !151
  %.406 = icmp ult i64 %.96, %.405, !dbg !151
  %.407 = and i1 %.97, %.406, !dbg !151
  %.412 = and i1 %.407, %.105, !dbg !151
  %t45 = select i1 %.412, double %.119, double %.16, !dbg !151
  %t46 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 12, !dbg !152
  store double %t42, ptr addrspace(1) %t46, align 8, !dbg !152
  %t47 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 13, !dbg !153
  store double %t43, ptr addrspace(1) %t47, align 8, !dbg !153
  %t48 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 14, !dbg !154
  store double %t44, ptr addrspace(1) %t48, align 8, !dbg !154
  %t49 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 15, !dbg !155
  store double %t45, ptr addrspace(1) %t49, align 8, !dbg !155
  %.430 = and i64 %.20, 4294967280, !dbg !156
  %.431 = and i64 %t14, 15, !dbg !156
  %.432 = or i64 %.430, %.431, !dbg !156
  %.434 = and i64 %.432, 63, !dbg !156
  %14 = shl nuw i64 1, %.434, !dbg !156
  %15 = and i64 %14, %.25, !dbg !156
  %.436.not = icmp eq i64 %15, 0, !dbg !156
  %.438 = trunc i64 %.432 to i32, !dbg !156
  %.439 = shl i32 %.438, 2, !dbg !156
  %.444 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.439, i32 %.33), !dbg !156
  %.445 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.439, i32 %.35), !dbg !156
  %.446 = zext i32 %.444 to i64, !dbg !156
  %.447 = zext i32 %.445 to i64, !dbg !156
  %.448 = shl nuw i64 %.447, 32, !dbg !156
  %.449 = or i64 %.448, %.446, !dbg !156
  %.450 = bitcast i64 %.449 to double, !dbg !156
  %t50 = select i1 %.436.not, double %.16, double %.450, !dbg !156
  %.454 = and i64 %.20, 15, !dbg !157
  %.456 = icmp uge i64 %.454, %t14, !dbg !157
  %.461 = and i1 %.456, %.52, !dbg !157
  %t51 = select i1 %.461, double %.66, double %.16, !dbg !157
  %.479 = xor i64 %.454, 15, !dbg !158
  %.481 = icmp uge i64 %.479, %t14, !dbg !158
  %.486 = and i1 %.481, %.77, !dbg !158
  %t52 = select i1 %.486, double %.91, double %.16, !dbg !158
  %.507 = add nuw nsw i64 %.430, 16, !dbg !159
  %.508 = icmp ult i64 %.96, %.507, !dbg !159
  %.509 = and i1 %.97, %.508, !dbg !159
  %.514 = and i1 %.509, %.105, !dbg !159
  %t53 = select i1 %.514, double %.119, double %.16, !dbg !159
  %t54 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 16, !dbg !160
  store double %t50, ptr addrspace(1) %t54, align 8, !dbg !160
  %t55 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 17, !dbg !161
  store double %t51, ptr addrspace(1) %t55, align 8, !dbg !161
  %t56 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 18, !dbg !162
  store double %t52, ptr addrspace(1) %t56, align 8, !dbg !162
  %t57 = getelementptr inbounds double, ptr addrspace(1) %t17, i64 19, !dbg !163
  store double %t53, ptr addrspace(1) %t57, align 8, !dbg !163
  %.532 = and i64 %.20, 4294967264, !dbg !164
  %.533 = and i64 %t14, 31, !dbg !164
  %.534 = or i64 %.532, %.533, !dbg !164
  %.536 = and i64 %.534, 63, !dbg !164
  %16 = shl nuw i64 1, %.536, !dbg !164
  %17 = and i64 %16, %.25, !dbg !164
  %.538.not = icmp eq i64 %17, 0, !dbg !164
  %.540 = trunc i64 %.534 to i32, !dbg !164
  %.541 = shl i32 %.540, 2, !dbg !164
  %.546 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.541, i32 %.33), !dbg !164
  %.547 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.541, i32 %.35), !dbg !164
  %.548 = zext i32 %.546 to i64, !dbg !164
  %.549 = zext i32 %.547 to i64, !dbg !164
  %.550 = shl nuw i64 %.549, 32, !dbg !164
  %.551 = or i64 %.550, %.548, !dbg !164
  %.552 = bitcast i64 %.551 to double, !dbg !164
  %t58 = select i1 %.538.not, double %.16, double %.552, !dbg !164
  %.556 = and i64 %.20, 31, !dbg !165
  %.558 = icmp uge i64 %.556, %t14, !dbg !165
  %.563 = and i1 %.558, %.52, !dbg !165
  %t59 = select i1 %.563, double %.66, double %.16, !dbg !165
  %.581 = xor i64 %.556, 31, !dbg !166
  %.583 = icmp uge i64 %.581, %t14, !dbg !166
  %.588 = and i1 %.583, %.77, !dbg !166
  %t60 = select i1 %.588, double %.91, double %.16, !dbg !166
  %.609 = add nuw nsw i64 %.532, 32, !dbg !167
  %.610 = icmp ult i64 %.96, %.609, !dbg !167
  %.611 = and i1 %.97, %.610, !dbg !167
  %.616 = and i1 %.611, %.105, !dbg !167
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
  %.21 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.20), !dbg !175
  %.22 = zext i32 %.21 to i64
  %.26 = and i64 %.22, 4294967288
  %.27 = add nuw nsw i64 %.26, 8
  %.24 = xor i64 %.22, 4, !dbg !176
  %.28 = icmp ult i64 %.24, %.27, !dbg !176
  %.30 = tail call i64 @llvm.read_register.i64(metadata !14) #7, !dbg !176
  %.31 = and i64 %.24, 63, !dbg !176
  %0 = shl nuw i64 1, %.31, !dbg !176
  %1 = and i64 %0, %.30, !dbg !176
  %.33 = icmp ne i64 %1, 0, !dbg !176
  %.34 = and i1 %.28, %.33, !dbg !176
  %.35 = trunc i64 %.24 to i32, !dbg !176
  %.36 = shl i32 %.35, 2, !dbg !176
  %.37 = bitcast float %.19 to i32, !dbg !176
  %.38 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.36, i32 %.37), !dbg !176
  %.39 = bitcast i32 %.38 to float, !dbg !176
  %t14 = select i1 %.34, float %.39, float %.19, !dbg !176
  %t15 = fadd float %.19, %t14, !dbg !177
  %.24.1 = xor i64 %.22, 2, !dbg !176
  %.28.1 = icmp ult i64 %.24.1, %.27, !dbg !176
  %.31.1 = and i64 %.24.1, 63, !dbg !176
  %2 = shl nuw i64 1, %.31.1, !dbg !176
  %3 = and i64 %2, %.30, !dbg !176
  %.33.1 = icmp ne i64 %3, 0, !dbg !176
  %.34.1 = and i1 %.28.1, %.33.1, !dbg !176
  %.35.1 = trunc i64 %.24.1 to i32, !dbg !176
  %.36.1 = shl i32 %.35.1, 2, !dbg !176
  %.37.1 = bitcast float %t15 to i32, !dbg !176
  %.38.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.36.1, i32 %.37.1), !dbg !176
  %.39.1 = bitcast i32 %.38.1 to float, !dbg !176
  %t14.1 = select i1 %.34.1, float %.39.1, float %t15, !dbg !176
  %t15.1 = fadd float %t15, %t14.1, !dbg !177
  %.24.2 = xor i64 %.22, 1, !dbg !176
  %.28.2 = icmp ult i64 %.24.2, %.27, !dbg !176
  %.31.2 = and i64 %.24.2, 63, !dbg !176
  %4 = shl nuw i64 1, %.31.2, !dbg !176
  %5 = and i64 %4, %.30, !dbg !176
  %.33.2 = icmp ne i64 %5, 0, !dbg !176
  %.34.2 = and i1 %.28.2, %.33.2, !dbg !176
  %.35.2 = trunc i64 %.24.2 to i32, !dbg !176
  %.36.2 = shl i32 %.35.2, 2, !dbg !176
  %.37.2 = bitcast float %t15.1 to i32, !dbg !176
  %.38.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.36.2, i32 %.37.2), !dbg !176
  %.39.2 = bitcast i32 %.38.2 to float, !dbg !176
  %t14.2 = select i1 %.34.2, float %.39.2, float %t15.1, !dbg !176
  %t15.2 = fadd float %t15.1, %t14.2, !dbg !177
  %t18 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t7, !dbg !178
  store float %t15.2, ptr addrspace(1) %t18, align 4, !dbg !178
  %6 = and i32 %.21, 15, !dbg !179
  %.45 = and i64 %.22, 15
  %.46 = add nsw i64 %.22, -1, !dbg !180
  %.47 = icmp ne i64 %.45, 0, !dbg !180
  %.48 = tail call i64 @llvm.read_register.i64(metadata !14) #7, !dbg !180
  %.49 = and i64 %.46, 63, !dbg !180
  %7 = shl nuw i64 1, %.49, !dbg !180
  %8 = and i64 %.48, %7, !dbg !180
  %.51 = icmp ne i64 %8, 0, !dbg !180
  %.52 = and i1 %.47, %.51, !dbg !180
  %.53 = trunc i64 %.46 to i32, !dbg !180
  %.54 = shl i32 %.53, 2, !dbg !180
  %.56 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.54, i32 %.37), !dbg !180
  %.57 = bitcast i32 %.56 to float, !dbg !180
  %t25 = select i1 %.52, float %.57, float %.19, !dbg !180
  %t26.not = icmp eq i32 %6, 0, !dbg !181
  %t27 = select i1 %t26.not, float -0.000000e+00, float %t25, !dbg !181
  %t28 = fadd float %.19, %t27, !dbg !181
  %.46.1 = add nsw i64 %.22, -2, !dbg !180
  %.47.1 = icmp ugt i64 %.45, 1, !dbg !180
  %.49.1 = and i64 %.46.1, 63, !dbg !180
  %9 = shl nuw i64 1, %.49.1, !dbg !180
  %10 = and i64 %.48, %9, !dbg !180
  %.51.1 = icmp ne i64 %10, 0, !dbg !180
  %.52.1 = and i1 %.47.1, %.51.1, !dbg !180
  %.53.1 = trunc i64 %.46.1 to i32, !dbg !180
  %.54.1 = shl i32 %.53.1, 2, !dbg !180
  %.55.1 = bitcast float %t28 to i32, !dbg !180
  %.56.1 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.54.1, i32 %.55.1), !dbg !180
  %.57.1 = bitcast i32 %.56.1 to float, !dbg !180
  %t25.1 = select i1 %.52.1, float %.57.1, float %t28, !dbg !180
  %t26.not.1 = icmp ult i32 %6, 2, !dbg !181
  %t27.1 = select i1 %t26.not.1, float -0.000000e+00, float %t25.1, !dbg !181
  %t28.1 = fadd float %t28, %t27.1, !dbg !181
  %.46.2 = add nsw i64 %.22, -4, !dbg !180
  %.47.2 = icmp ugt i64 %.45, 3, !dbg !180
  %.49.2 = and i64 %.46.2, 63, !dbg !180
  %11 = shl nuw i64 1, %.49.2, !dbg !180
  %12 = and i64 %.48, %11, !dbg !180
  %.51.2 = icmp ne i64 %12, 0, !dbg !180
  %.52.2 = and i1 %.47.2, %.51.2, !dbg !180
  %.53.2 = trunc i64 %.46.2 to i32, !dbg !180
  %.54.2 = shl i32 %.53.2, 2, !dbg !180
  %.55.2 = bitcast float %t28.1 to i32, !dbg !180
  %.56.2 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.54.2, i32 %.55.2), !dbg !180
  %.57.2 = bitcast i32 %.56.2 to float, !dbg !180
  %t25.2 = select i1 %.52.2, float %.57.2, float %t28.1, !dbg !180
  %t26.not.2 = icmp ult i32 %6, 4, !dbg !181
  %t27.2 = select i1 %t26.not.2, float -0.000000e+00, float %t25.2, !dbg !181
  %t28.2 = fadd float %t28.1, %t27.2, !dbg !181
  %.46.3 = add nsw i64 %.22, -8, !dbg !180
  %.47.3 = icmp ugt i64 %.45, 7, !dbg !180
  %.49.3 = and i64 %.46.3, 63, !dbg !180
  %13 = shl nuw i64 1, %.49.3, !dbg !180
  %14 = and i64 %.48, %13, !dbg !180
  %.51.3 = icmp ne i64 %14, 0, !dbg !180
  %.52.3 = and i1 %.47.3, %.51.3, !dbg !180
  %.53.3 = trunc i64 %.46.3 to i32, !dbg !180
  %.54.3 = shl i32 %.53.3, 2, !dbg !180
  %.55.3 = bitcast float %t28.2 to i32, !dbg !180
  %.56.3 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.54.3, i32 %.55.3), !dbg !180
  %.57.3 = bitcast i32 %.56.3 to float, !dbg !180
  %t25.3 = select i1 %.52.3, float %.57.3, float %t28.2, !dbg !180
  %t26.not.3 = icmp ult i32 %6, 8, !dbg !181
  %t27.3 = select i1 %t26.not.3, float -0.000000e+00, float %t25.3, !dbg !181
  %t28.3 = fadd float %t28.2, %t27.3, !dbg !181
  %t31 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t7, !dbg !182
  store float %t28.3, ptr addrspace(1) %t31, align 4, !dbg !182
  %.65 = tail call i64 @llvm.read_register.i64(metadata !14) #7, !dbg !183
  %15 = and i32 %.21, 60, !dbg !183
  %.66 = zext i32 %15 to i64, !dbg !183
  %16 = shl nuw nsw i64 1, %.66, !dbg !183
  %17 = and i64 %.65, %16, !dbg !183
  %.68.not = icmp eq i64 %17, 0, !dbg !183
  %18 = shl i32 %.21, 2, !dbg !183
  %.71 = and i32 %18, -16, !dbg !183
  %.73 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.71, i32 %.37), !dbg !183
  %.74 = bitcast i32 %.73 to float, !dbg !183
  %t32 = select i1 %.68.not, float %.19, float %.74, !dbg !183
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
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !192
  %.21 = and i64 %t14, 63, !dbg !192
  %.23 = tail call i64 @llvm.read_register.i64(metadata !14) #7, !dbg !192
  %0 = shl nuw i64 1, %.21, !dbg !192
  %1 = and i64 %.23, %0, !dbg !192
  %.26.not = icmp eq i64 %1, 0, !dbg !192
  %.28 = trunc i64 %.21 to i32, !dbg !192
  %.29 = shl nuw nsw i32 %.28, 2, !dbg !192
  %.30 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.16), !dbg !192
  %t17 = select i1 %.26.not, i32 %.16, i32 %.30, !dbg !192
  %.33 = zext i32 %.19 to i64, !dbg !193
  %.34 = sub nsw i64 %.33, %t14, !dbg !193
  %.36 = icmp ult i32 %.17, 64, !dbg !193
  %.43 = trunc i64 %.34 to i32, !dbg !193
  %.44 = shl i32 %.43, 2, !dbg !193
  %t20 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t15, !dbg !194
  store i32 %t17, ptr addrspace(1) %t20, align 4, !dbg !194
  %t21 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t16, !dbg !195
  %t23 = or i64 %t15, 3, !dbg !196
  %.49 = add nsw i64 %.33, %t14, !dbg !197
  %.58 = trunc i64 %.49 to i32, !dbg !197
  %.59 = shl i32 %.58, 2, !dbg !197
  %.64 = xor i64 %.33, %t14, !dbg !198
  %.65 = icmp ult i64 %.64, 64, !dbg !198
  %.67 = and i64 %.64, 63, !dbg !198
  %2 = shl nuw i64 1, %.67, !dbg !198
  %3 = and i64 %2, %.23, !dbg !198
  %.69 = icmp ne i64 %3, 0, !dbg !198
  %.70 = and i1 %.65, %.69, !dbg !198
  %.71 = trunc i64 %.64 to i32, !dbg !198
  %.72 = shl i32 %.71, 2, !dbg !198
  %.73 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.72, i32 %.16), !dbg !198
  %t25 = select i1 %.70, i32 %.73, i32 %.16, !dbg !198
  %.45 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.44, i32 %.16), !dbg !193
  %4 = insertelement <2 x i64> poison, i64 %.34, i64 0, !dbg !193
  %5 = insertelement <2 x i64> %4, i64 %.49, i64 1, !dbg !193
  %6 = icmp ult <2 x i64> %5, <i64 64, i64 64>, !dbg !193
  %7 = insertelement <2 x i1> poison, i1 %.36, i64 0, !dbg !193
  %8 = shufflevector <2 x i1> %7, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !193
  %9 = and <2 x i1> %8, %6, !dbg !193
  %10 = and <2 x i64> %5, <i64 63, i64 63>, !dbg !193
  %11 = shl nuw <2 x i64> <i64 1, i64 1>, %10, !dbg !193
  %12 = insertelement <2 x i64> poison, i64 %.23, i64 0, !dbg !193
  %13 = shufflevector <2 x i64> %12, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !193
  %14 = and <2 x i64> %11, %13, !dbg !193
  %15 = icmp ne <2 x i64> %14, zeroinitializer, !dbg !193
  %16 = and <2 x i1> %9, %15, !dbg !193
  %.60 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.59, i32 %.16), !dbg !197
  %17 = insertelement <2 x i32> poison, i32 %.45, i64 0, !dbg !193
  %18 = insertelement <2 x i32> %17, i32 %.60, i64 1, !dbg !193
  %19 = insertelement <2 x i32> poison, i32 %.16, i64 0, !dbg !193
  %20 = shufflevector <2 x i32> %19, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !193
  %21 = select <2 x i1> %16, <2 x i32> %18, <2 x i32> %20, !dbg !193
  store <2 x i32> %21, ptr addrspace(1) %t21, align 4, !dbg !195
  %t27 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t23, !dbg !199
  store i32 %t25, ptr addrspace(1) %t27, align 4, !dbg !199
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
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !228
  %.23 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.22), !dbg !228
  %0 = and i32 %.21, 63, !dbg !228
  %.25 = zext i32 %0 to i64, !dbg !228
  %.27 = tail call i64 @llvm.read_register.i64(metadata !14) #7, !dbg !228
  %1 = shl nuw i64 1, %.25, !dbg !228
  %2 = and i64 %.27, %1, !dbg !228
  %.30.not = icmp eq i64 %2, 0, !dbg !228
  %.33 = shl nuw nsw i32 %0, 2, !dbg !228
  %3 = load <2 x float>, ptr addrspace(1) %t11, align 4, !dbg !224
  %4 = extractelement <2 x float> %3, i64 0, !dbg !228
  %.34 = bitcast float %4 to i32, !dbg !228
  %.35 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.34), !dbg !228
  %5 = extractelement <2 x float> %3, i64 1, !dbg !228
  %.49 = bitcast float %5 to i32, !dbg !228
  %.50 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.49), !dbg !228
  %6 = insertelement <2 x i32> poison, i32 %.35, i64 0, !dbg !228
  %7 = insertelement <2 x i32> %6, i32 %.50, i64 1, !dbg !228
  %8 = bitcast <2 x i32> %7 to <2 x float>, !dbg !228
  %9 = insertelement <2 x i1> poison, i1 %.30.not, i64 0, !dbg !228
  %10 = shufflevector <2 x i1> %9, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !228
  %11 = select <2 x i1> %10, <2 x float> %3, <2 x float> %8, !dbg !228
  store <2 x float> %11, ptr addrspace(1) %t14, align 4, !dbg !229
  %.57 = zext i32 %.23 to i64, !dbg !230
  %.58 = add nuw nsw i64 %.57, 1, !dbg !230
  %.59 = icmp ult i32 %.23, 63, !dbg !230
  %.61 = and i64 %.58, 63, !dbg !230
  %12 = shl nuw i64 1, %.61, !dbg !230
  %13 = and i64 %12, %.27, !dbg !230
  %.63 = icmp ne i64 %13, 0, !dbg !230
  %.64 = and i1 %.59, %.63, !dbg !230
  %.65 = trunc i64 %.58 to i32, !dbg !230
  %.66 = shl i32 %.65, 2, !dbg !230
  %.68 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.66, i32 %.34), !dbg !230
  %.69 = bitcast i32 %.68 to float, !dbg !230
  %t25 = select i1 %.64, float %.69, float %4, !dbg !230
  %.83 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.66, i32 %.49), !dbg !230
  %.84 = bitcast i32 %.83 to float, !dbg !230
  %t26 = select i1 %.64, float %.84, float %5, !dbg !230
  %t29 = getelementptr inbounds [8 x i8], ptr addrspace(1) %t14, i64 1, !dbg !231
  store float %t25, ptr addrspace(1) %t29, align 4, !dbg !231
  %.87 = getelementptr inbounds i8, ptr addrspace(1) %t29, i64 4, !dbg !231
  store float %t26, ptr addrspace(1) %.87, align 4, !dbg !231
  %.92 = xor i64 %.57, 2, !dbg !232
  %.94 = and i64 %.57, 4294967292, !dbg !232
  %.95 = add nuw nsw i64 %.94, 4, !dbg !232
  %.99 = and i64 %.92, 63, !dbg !232
  %14 = shl nuw i64 1, %.99, !dbg !232
  %.103 = trunc i64 %.92 to i32, !dbg !232
  %.104 = shl i32 %.103, 2, !dbg !232
  %.106 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.104, i32 %.34), !dbg !232
  %.107 = bitcast i32 %.106 to float, !dbg !232
  %t34 = getelementptr inbounds [8 x i8], ptr addrspace(1) %t14, i64 2, !dbg !233
  %.130 = getelementptr inbounds i8, ptr addrspace(1) %t34, i64 4, !dbg !233
  %.135 = add nsw i64 %.57, -1, !dbg !234
  %.138 = and i64 %.135, 63, !dbg !234
  %15 = shl nuw i64 1, %.138, !dbg !234
  %16 = and i64 %15, %.27, !dbg !234
  %.142 = trunc i64 %.135 to i32, !dbg !234
  %.143 = shl i32 %.142, 2, !dbg !234
  %shuffle = shufflevector <2 x float> %3, <2 x float> poison, <2 x i32> <i32 1, i32 0>, !dbg !234
  %.161 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.49), !dbg !234
  %.162 = bitcast i32 %.161 to float, !dbg !234
  %t39 = getelementptr inbounds [8 x i8], ptr addrspace(1) %t14, i64 3, !dbg !235
  %17 = insertelement <2 x i64> poison, i64 %14, i64 0, !dbg !232
  %18 = insertelement <2 x i64> %17, i64 %.57, i64 1, !dbg !232
  %19 = insertelement <2 x i64> <i64 poison, i64 7>, i64 %.27, i64 0, !dbg !232
  %20 = and <2 x i64> %18, %19, !dbg !232
  %21 = icmp ne <2 x i64> %20, zeroinitializer, !dbg !232
  %22 = insertelement <2 x i64> poison, i64 %.92, i64 0, !dbg !232
  %23 = insertelement <2 x i64> %22, i64 %16, i64 1, !dbg !232
  %24 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %.95, i64 0, !dbg !232
  %25 = icmp ult <2 x i64> %23, %24, !dbg !232
  %26 = icmp ne <2 x i64> %23, %24, !dbg !232
  %27 = shufflevector <2 x i1> %25, <2 x i1> %26, <2 x i32> <i32 0, i32 3>, !dbg !232
  %28 = and <2 x i1> %21, %27, !dbg !232
  %29 = extractelement <2 x i1> %28, i64 0, !dbg !232
  %t30 = select i1 %29, float %.107, float %4, !dbg !232
  %.126 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.104, i32 %.49), !dbg !232
  store float %t30, ptr addrspace(1) %t34, align 4, !dbg !233
  %.145 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.143, i32 %.34), !dbg !234
  %30 = insertelement <2 x i32> poison, i32 %.126, i64 0, !dbg !232
  %31 = insertelement <2 x i32> %30, i32 %.145, i64 1, !dbg !232
  %32 = bitcast <2 x i32> %31 to <2 x float>, !dbg !232
  %33 = select <2 x i1> %28, <2 x float> %32, <2 x float> %shuffle, !dbg !232
  %34 = extractelement <2 x i1> %28, i64 1, !dbg !234
  %t36 = select i1 %34, float %.162, float %5, !dbg !234
  store <2 x float> %33, ptr addrspace(1) %.130, align 4, !dbg !233
  %.165 = getelementptr inbounds i8, ptr addrspace(1) %t39, i64 4, !dbg !235
  store float %t36, ptr addrspace(1) %.165, align 4, !dbg !235
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
  %.22 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !243
  %.23 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.22), !dbg !243
  %0 = and i32 %.21, 63, !dbg !243
  %.25 = zext i32 %0 to i64, !dbg !243
  %.27 = tail call i64 @llvm.read_register.i64(metadata !14) #7, !dbg !243
  %1 = shl nuw i64 1, %.25, !dbg !243
  %2 = and i64 %.27, %1, !dbg !243
  %.30.not = icmp eq i64 %2, 0, !dbg !243
  %.33 = shl nuw nsw i32 %0, 2, !dbg !243
  %.34 = bitcast double %.16 to i64, !dbg !243
  %.35 = trunc i64 %.34 to i32, !dbg !243
  %.36 = lshr i64 %.34, 32, !dbg !243
  %.37 = trunc i64 %.36 to i32, !dbg !243
  %.38 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.35), !dbg !243
  %.39 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.37), !dbg !243
  %.40 = zext i32 %.38 to i64, !dbg !243
  %.41 = zext i32 %.39 to i64, !dbg !243
  %.42 = shl nuw i64 %.41, 32, !dbg !243
  %.43 = or i64 %.42, %.40, !dbg !243
  %.44 = bitcast i64 %.43 to double, !dbg !243
  %t20 = select i1 %.30.not, double %.16, double %.44, !dbg !243
  %.57 = bitcast double %.19 to i64, !dbg !243
  %.58 = trunc i64 %.57 to i32, !dbg !243
  %.59 = lshr i64 %.57, 32, !dbg !243
  %.60 = trunc i64 %.59 to i32, !dbg !243
  %.61 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.58), !dbg !243
  %.62 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.33, i32 %.60), !dbg !243
  %.63 = zext i32 %.61 to i64, !dbg !243
  %.64 = zext i32 %.62 to i64, !dbg !243
  %.65 = shl nuw i64 %.64, 32, !dbg !243
  %.66 = or i64 %.65, %.63, !dbg !243
  %.67 = bitcast i64 %.66 to double, !dbg !243
  %t21 = select i1 %.30.not, double %.19, double %.67, !dbg !243
  store double %t20, ptr addrspace(1) %t14, align 8, !dbg !244
  %.70 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 8, !dbg !244
  store double %t21, ptr addrspace(1) %.70, align 8, !dbg !244
  %.73 = zext i32 %.23 to i64, !dbg !245
  %.74 = add nuw nsw i64 %.73, 1, !dbg !245
  %.75 = icmp ult i32 %.23, 63, !dbg !245
  %.77 = and i64 %.74, 63, !dbg !245
  %3 = shl nuw i64 1, %.77, !dbg !245
  %4 = and i64 %3, %.27, !dbg !245
  %.79 = icmp ne i64 %4, 0, !dbg !245
  %.80 = and i1 %.75, %.79, !dbg !245
  %.81 = trunc i64 %.74 to i32, !dbg !245
  %.82 = shl i32 %.81, 2, !dbg !245
  %.87 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.82, i32 %.35), !dbg !245
  %.88 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.82, i32 %.37), !dbg !245
  %.89 = zext i32 %.87 to i64, !dbg !245
  %.90 = zext i32 %.88 to i64, !dbg !245
  %.91 = shl nuw i64 %.90, 32, !dbg !245
  %.92 = or i64 %.91, %.89, !dbg !245
  %.93 = bitcast i64 %.92 to double, !dbg !245
  %t25 = select i1 %.80, double %.93, double %.16, !dbg !245
  %.110 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.82, i32 %.58), !dbg !245
  %.111 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.82, i32 %.60), !dbg !245
  %.112 = zext i32 %.110 to i64, !dbg !245
  %.113 = zext i32 %.111 to i64, !dbg !245
  %.114 = shl nuw i64 %.113, 32, !dbg !245
  %.115 = or i64 %.114, %.112, !dbg !245
  %.116 = bitcast i64 %.115 to double, !dbg !245
  %t26 = select i1 %.80, double %.116, double %.19, !dbg !245
  %t29 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t14, i64 1, !dbg !246
  store double %t25, ptr addrspace(1) %t29, align 8, !dbg !246
  %.119 = getelementptr inbounds i8, ptr addrspace(1) %t29, i64 8, !dbg !246
  store double %t26, ptr addrspace(1) %.119, align 8, !dbg !246
  %.124 = xor i64 %.73, 2, !dbg !247
  %.126 = and i64 %.73, 4294967292, !dbg !247
  %.127 = add nuw nsw i64 %.126, 4, !dbg !247
  %.128 = icmp ult i64 %.124, %.127, !dbg !247
  %.131 = and i64 %.124, 63, !dbg !247
  %5 = shl nuw i64 1, %.131, !dbg !247
  %6 = and i64 %5, %.27, !dbg !247
  %.133 = icmp ne i64 %6, 0, !dbg !247
  %.134 = and i1 %.128, %.133, !dbg !247
  %.135 = trunc i64 %.124 to i32, !dbg !247
  %.136 = shl i32 %.135, 2, !dbg !247
  %.141 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %.35), !dbg !247
  %.142 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %.37), !dbg !247
  %.143 = zext i32 %.141 to i64, !dbg !247
  %.144 = zext i32 %.142 to i64, !dbg !247
  %.145 = shl nuw i64 %.144, 32, !dbg !247
  %.146 = or i64 %.145, %.143, !dbg !247
  %.147 = bitcast i64 %.146 to double, !dbg !247
  %t30 = select i1 %.134, double %.147, double %.16, !dbg !247
  %.169 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %.58), !dbg !247
  %.170 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.136, i32 %.60), !dbg !247
  %.171 = zext i32 %.169 to i64, !dbg !247
  %.172 = zext i32 %.170 to i64, !dbg !247
  %.173 = shl nuw i64 %.172, 32, !dbg !247
  %.174 = or i64 %.173, %.171, !dbg !247
  %.175 = bitcast i64 %.174 to double, !dbg !247
  %t31 = select i1 %.134, double %.175, double %.19, !dbg !247
  %t34 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t14, i64 2, !dbg !248
  store double %t30, ptr addrspace(1) %t34, align 8, !dbg !248
  %.178 = getelementptr inbounds i8, ptr addrspace(1) %t34, i64 8, !dbg !248
  store double %t31, ptr addrspace(1) %.178, align 8, !dbg !248
  %.182 = and i64 %.73, 7, !dbg !249
  %.183 = add nsw i64 %.73, -1, !dbg !249
  %.184 = icmp ne i64 %.182, 0, !dbg !249
  %.186 = and i64 %.183, 63, !dbg !249
  %7 = shl nuw i64 1, %.186, !dbg !249
  %8 = and i64 %7, %.27, !dbg !249
  %.188 = icmp ne i64 %8, 0, !dbg !249
  %.189 = and i1 %.184, %.188, !dbg !249
  %.190 = trunc i64 %.183 to i32, !dbg !249
  %.191 = shl i32 %.190, 2, !dbg !249
  %.196 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.35), !dbg !249
  %.197 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.37), !dbg !249
  %.198 = zext i32 %.196 to i64, !dbg !249
  %.199 = zext i32 %.197 to i64, !dbg !249
  %.200 = shl nuw i64 %.199, 32, !dbg !249
  %.201 = or i64 %.200, %.198, !dbg !249
  %.202 = bitcast i64 %.201 to double, !dbg !249
  %t35 = select i1 %.189, double %.202, double %.16, !dbg !249
  %.220 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.58), !dbg !249
  %.221 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.191, i32 %.60), !dbg !249
  %.222 = zext i32 %.220 to i64, !dbg !249
  %.223 = zext i32 %.221 to i64, !dbg !249
  %.224 = shl nuw i64 %.223, 32, !dbg !249
  %.225 = or i64 %.224, %.222, !dbg !249
  %.226 = bitcast i64 %.225 to double, !dbg !249
  %t36 = select i1 %.189, double %.226, double %.19, !dbg !249
  %t39 = getelementptr inbounds [16 x i8], ptr addrspace(1) %t14, i64 3, !dbg !250
  store double %t35, ptr addrspace(1) %t39, align 8, !dbg !250
  %.229 = getelementptr inbounds i8, ptr addrspace(1) %t39, i64 8, !dbg !250
  store double %t36, ptr addrspace(1) %.229, align 8, !dbg !250
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
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !258
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !258
  %0 = and i32 %.17, 63, !dbg !258
  %.21 = zext i32 %0 to i64, !dbg !258
  %.23 = tail call i64 @llvm.read_register.i64(metadata !14) #7, !dbg !258
  %1 = shl nuw i64 1, %.21, !dbg !258
  %2 = and i64 %.23, %1, !dbg !258
  %.26.not = icmp eq i64 %2, 0, !dbg !258
  %.29 = shl nuw nsw i32 %0, 2, !dbg !258
  %.30 = zext i16 %.16 to i32, !dbg !258
  %.31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30), !dbg !258
  %.32 = trunc i32 %.31 to i16, !dbg !258
  %t18 = select i1 %.26.not, i16 %.16, i16 %.32, !dbg !258
  store i16 %t18, ptr addrspace(1) %t14, align 2, !dbg !259
  %.35 = zext i32 %.19 to i64, !dbg !260
  %.36 = add nuw nsw i64 %.35, 1, !dbg !260
  %.37 = icmp ult i32 %.19, 63, !dbg !260
  %.39 = and i64 %.36, 63, !dbg !260
  %3 = shl nuw i64 1, %.39, !dbg !260
  %4 = and i64 %3, %.23, !dbg !260
  %.41 = icmp ne i64 %4, 0, !dbg !260
  %.42 = and i1 %.37, %.41, !dbg !260
  %.43 = trunc i64 %.36 to i32, !dbg !260
  %.44 = shl i32 %.43, 2, !dbg !260
  %.46 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.44, i32 %.30), !dbg !260
  %.47 = trunc i32 %.46 to i16, !dbg !260
  %t20 = select i1 %.42, i16 %.47, i16 %.16, !dbg !260
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 1, !dbg !261
  store i16 %t20, ptr addrspace(1) %t21, align 2, !dbg !261
  %.52 = xor i64 %.35, 2, !dbg !262
  %.54 = and i64 %.35, 4294967292, !dbg !262
  %.55 = add nuw nsw i64 %.54, 4, !dbg !262
  %.59 = and i64 %.52, 63, !dbg !262
  %5 = shl nuw i64 1, %.59, !dbg !262
  %.63 = trunc i64 %.52 to i32, !dbg !262
  %.64 = shl i32 %.63, 2, !dbg !262
  %t23 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 2, !dbg !263
  %.72 = add nsw i64 %.35, -1, !dbg !264
  %.75 = and i64 %.72, 63, !dbg !264
  %6 = shl nuw i64 1, %.75, !dbg !264
  %7 = and i64 %6, %.23, !dbg !264
  %.79 = trunc i64 %.72 to i32, !dbg !264
  %.80 = shl i32 %.79, 2, !dbg !264
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.64, i32 %.30), !dbg !262
  %8 = insertelement <2 x i64> poison, i64 %5, i64 0, !dbg !262
  %9 = insertelement <2 x i64> %8, i64 %.35, i64 1, !dbg !262
  %10 = insertelement <2 x i64> <i64 poison, i64 7>, i64 %.23, i64 0, !dbg !262
  %11 = and <2 x i64> %9, %10, !dbg !262
  %12 = icmp ne <2 x i64> %11, zeroinitializer, !dbg !262
  %13 = insertelement <2 x i64> poison, i64 %.52, i64 0, !dbg !262
  %14 = insertelement <2 x i64> %13, i64 %7, i64 1, !dbg !262
  %15 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %.55, i64 0, !dbg !262
  %16 = icmp ult <2 x i64> %14, %15, !dbg !262
  %17 = icmp ne <2 x i64> %14, %15, !dbg !262
  %18 = shufflevector <2 x i1> %16, <2 x i1> %17, <2 x i32> <i32 0, i32 3>, !dbg !262
  %19 = and <2 x i1> %12, %18, !dbg !262
  %.82 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.80, i32 %.30), !dbg !264
  %20 = insertelement <2 x i32> poison, i32 %.66, i64 0, !dbg !262
  %21 = insertelement <2 x i32> %20, i32 %.82, i64 1, !dbg !262
  %22 = trunc <2 x i32> %21 to <2 x i16>, !dbg !262
  %23 = insertelement <2 x i16> poison, i16 %.16, i64 0, !dbg !262
  %24 = shufflevector <2 x i16> %23, <2 x i16> poison, <2 x i32> zeroinitializer, !dbg !262
  %25 = select <2 x i1> %19, <2 x i16> %22, <2 x i16> %24, !dbg !262
  store <2 x i16> %25, ptr addrspace(1) %t23, align 2, !dbg !263
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
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !272
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !272
  %0 = and i32 %.17, 63, !dbg !272
  %.21 = zext i32 %0 to i64, !dbg !272
  %.23 = tail call i64 @llvm.read_register.i64(metadata !14) #7, !dbg !272
  %1 = shl nuw i64 1, %.21, !dbg !272
  %2 = and i64 %.23, %1, !dbg !272
  %.26.not = icmp eq i64 %2, 0, !dbg !272
  %.29 = shl nuw nsw i32 %0, 2, !dbg !272
  %.30 = zext i16 %.16 to i32, !dbg !272
  %.31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30), !dbg !272
  %.32 = trunc i32 %.31 to i16, !dbg !272
  %t18 = select i1 %.26.not, i16 %.16, i16 %.32, !dbg !272
  store i16 %t18, ptr addrspace(1) %t14, align 2, !dbg !273
  %.35 = zext i32 %.19 to i64, !dbg !274
  %.36 = add nuw nsw i64 %.35, 1, !dbg !274
  %.37 = icmp ult i32 %.19, 63, !dbg !274
  %.39 = and i64 %.36, 63, !dbg !274
  %3 = shl nuw i64 1, %.39, !dbg !274
  %4 = and i64 %3, %.23, !dbg !274
  %.41 = icmp ne i64 %4, 0, !dbg !274
  %.42 = and i1 %.37, %.41, !dbg !274
  %.43 = trunc i64 %.36 to i32, !dbg !274
  %.44 = shl i32 %.43, 2, !dbg !274
  %.46 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.44, i32 %.30), !dbg !274
  %.47 = trunc i32 %.46 to i16, !dbg !274
  %t20 = select i1 %.42, i16 %.47, i16 %.16, !dbg !274
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 1, !dbg !275
  store i16 %t20, ptr addrspace(1) %t21, align 2, !dbg !275
  %.52 = xor i64 %.35, 2, !dbg !276
  %.54 = and i64 %.35, 4294967292, !dbg !276
  %.55 = add nuw nsw i64 %.54, 4, !dbg !276
  %.59 = and i64 %.52, 63, !dbg !276
  %5 = shl nuw i64 1, %.59, !dbg !276
  %.63 = trunc i64 %.52 to i32, !dbg !276
  %.64 = shl i32 %.63, 2, !dbg !276
  %t23 = getelementptr inbounds i16, ptr addrspace(1) %t14, i64 2, !dbg !277
  %.72 = add nsw i64 %.35, -1, !dbg !278
  %.75 = and i64 %.72, 63, !dbg !278
  %6 = shl nuw i64 1, %.75, !dbg !278
  %7 = and i64 %6, %.23, !dbg !278
  %.79 = trunc i64 %.72 to i32, !dbg !278
  %.80 = shl i32 %.79, 2, !dbg !278
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.64, i32 %.30), !dbg !276
  %8 = insertelement <2 x i64> poison, i64 %5, i64 0, !dbg !276
  %9 = insertelement <2 x i64> %8, i64 %.35, i64 1, !dbg !276
  %10 = insertelement <2 x i64> <i64 poison, i64 7>, i64 %.23, i64 0, !dbg !276
  %11 = and <2 x i64> %9, %10, !dbg !276
  %12 = icmp ne <2 x i64> %11, zeroinitializer, !dbg !276
  %13 = insertelement <2 x i64> poison, i64 %.52, i64 0, !dbg !276
  %14 = insertelement <2 x i64> %13, i64 %7, i64 1, !dbg !276
  %15 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %.55, i64 0, !dbg !276
  %16 = icmp ult <2 x i64> %14, %15, !dbg !276
  %17 = icmp ne <2 x i64> %14, %15, !dbg !276
  %18 = shufflevector <2 x i1> %16, <2 x i1> %17, <2 x i32> <i32 0, i32 3>, !dbg !276
  %19 = and <2 x i1> %12, %18, !dbg !276
  %.82 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.80, i32 %.30), !dbg !278
  %20 = insertelement <2 x i32> poison, i32 %.66, i64 0, !dbg !276
  %21 = insertelement <2 x i32> %20, i32 %.82, i64 1, !dbg !276
  %22 = trunc <2 x i32> %21 to <2 x i16>, !dbg !276
  %23 = insertelement <2 x i16> poison, i16 %.16, i64 0, !dbg !276
  %24 = shufflevector <2 x i16> %23, <2 x i16> poison, <2 x i32> zeroinitializer, !dbg !276
  %25 = select <2 x i1> %19, <2 x i16> %22, <2 x i16> %24, !dbg !276
  store <2 x i16> %25, ptr addrspace(1) %t23, align 2, !dbg !277
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
  %.18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !286
  %.19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.18), !dbg !286
  %0 = and i32 %.17, 63, !dbg !286
  %.21 = zext i32 %0 to i64, !dbg !286
  %.23 = tail call i64 @llvm.read_register.i64(metadata !14) #7, !dbg !286
  %1 = shl nuw i64 1, %.21, !dbg !286
  %2 = and i64 %.23, %1, !dbg !286
  %.26.not = icmp eq i64 %2, 0, !dbg !286
  %.29 = shl nuw nsw i32 %0, 2, !dbg !286
  %.30 = zext i8 %.16 to i32, !dbg !286
  %.31 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.29, i32 %.30), !dbg !286
  %.32 = trunc i32 %.31 to i8, !dbg !286
  %t18 = select i1 %.26.not, i8 %.16, i8 %.32, !dbg !286
  store i8 %t18, ptr addrspace(1) %t14, align 1, !dbg !287
  %.35 = zext i32 %.19 to i64, !dbg !288
  %.36 = add nuw nsw i64 %.35, 1, !dbg !288
  %.37 = icmp ult i32 %.19, 63, !dbg !288
  %.39 = and i64 %.36, 63, !dbg !288
  %3 = shl nuw i64 1, %.39, !dbg !288
  %4 = and i64 %3, %.23, !dbg !288
  %.41 = icmp ne i64 %4, 0, !dbg !288
  %.42 = and i1 %.37, %.41, !dbg !288
  %.43 = trunc i64 %.36 to i32, !dbg !288
  %.44 = shl i32 %.43, 2, !dbg !288
  %.46 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.44, i32 %.30), !dbg !288
  %.47 = trunc i32 %.46 to i8, !dbg !288
  %t20 = select i1 %.42, i8 %.47, i8 %.16, !dbg !288
  %t21 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 1, !dbg !289
  store i8 %t20, ptr addrspace(1) %t21, align 1, !dbg !289
  %.52 = xor i64 %.35, 2, !dbg !290
  %.54 = and i64 %.35, 4294967292, !dbg !290
  %.55 = add nuw nsw i64 %.54, 4, !dbg !290
  %.56 = icmp ult i64 %.52, %.55, !dbg !290
  %.59 = and i64 %.52, 63, !dbg !290
  %5 = shl nuw i64 1, %.59, !dbg !290
  %6 = and i64 %5, %.23, !dbg !290
  %.61 = icmp ne i64 %6, 0, !dbg !290
  %.62 = and i1 %.56, %.61, !dbg !290
  %.63 = trunc i64 %.52 to i32, !dbg !290
  %.64 = shl i32 %.63, 2, !dbg !290
  %.66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.64, i32 %.30), !dbg !290
  %.67 = trunc i32 %.66 to i8, !dbg !290
  %t22 = select i1 %.62, i8 %.67, i8 %.16, !dbg !290
  %t23 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 2, !dbg !291
  store i8 %t22, ptr addrspace(1) %t23, align 1, !dbg !291
  %.71 = and i64 %.35, 7, !dbg !292
  %.72 = add nsw i64 %.35, -1, !dbg !292
  %.73 = icmp ne i64 %.71, 0, !dbg !292
  %.75 = and i64 %.72, 63, !dbg !292
  %7 = shl nuw i64 1, %.75, !dbg !292
  %8 = and i64 %7, %.23, !dbg !292
  %.77 = icmp ne i64 %8, 0, !dbg !292
  %.78 = and i1 %.73, %.77, !dbg !292
  %.79 = trunc i64 %.72 to i32, !dbg !292
  %.80 = shl i32 %.79, 2, !dbg !292
  %.82 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.80, i32 %.30), !dbg !292
  %.83 = trunc i32 %.82 to i8, !dbg !292
  %t24 = select i1 %.78, i8 %.83, i8 %.16, !dbg !292
  %t25 = getelementptr inbounds i8, ptr addrspace(1) %t14, i64 3, !dbg !293
  store i8 %t24, ptr addrspace(1) %t25, align 1, !dbg !293
  ret void, !dbg !294
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eWideArg(ptr addrspace(1) nocapture writeonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, i64 %a6) local_unnamed_addr #0 !dbg !295 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !296
  %t1 = sext i32 %.7 to i64, !dbg !296
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !296
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !296
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !296, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !296
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !296
  %t6 = sext i32 %.12 to i64, !dbg !296
  %t7 = add nsw i64 %t4, %t6, !dbg !296
  %t9 = getelementptr inbounds i32, ptr addrspace(1) %a3, i64 %t7, !dbg !297
  %.13 = load i32, ptr addrspace(1) %t9, align 4, !dbg !297, !amdgpu.noclobber !6
  %t11 = shl nsw i64 %t7, 3, !dbg !298
  %t13 = getelementptr inbounds i32, ptr addrspace(1) %a0, i64 %t11, !dbg !299
  %.14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !300
  %.15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.14), !dbg !300
  %.17 = and i64 %a6, 63, !dbg !300
  %.19 = tail call i64 @llvm.read_register.i64(metadata !14) #7, !dbg !300
  %0 = shl nuw i64 1, %.17, !dbg !300
  %1 = and i64 %.19, %0, !dbg !300
  %.22.not = icmp eq i64 %1, 0, !dbg !300
  %.24 = trunc i64 %.17 to i32, !dbg !300
  %.25 = shl nuw nsw i32 %.24, 2, !dbg !300
  %.26 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.25, i32 %.13), !dbg !300
  %t14 = select i1 %.22.not, i32 %.13, i32 %.26, !dbg !300
  %.29 = zext i32 %.15 to i64, !dbg !301
  %.30 = sub i64 %.29, %a6, !dbg !301
  %2 = or i64 %.30, %a6, !dbg !301
  %3 = icmp ult i64 %2, 64, !dbg !301
  %.35 = and i64 %.30, 63, !dbg !301
  %4 = shl nuw i64 1, %.35, !dbg !301
  %5 = and i64 %4, %.19, !dbg !301
  %.37 = icmp ne i64 %5, 0, !dbg !301
  %.38 = and i1 %3, %.37, !dbg !301
  %.39 = trunc i64 %.30 to i32, !dbg !301
  %.40 = shl i32 %.39, 2, !dbg !301
  %.41 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.40, i32 %.13), !dbg !301
  %t15 = select i1 %.38, i32 %.41, i32 %.13, !dbg !301
  %.45 = add i64 %.29, %a6, !dbg !302
  %6 = or i64 %.45, %a6, !dbg !302
  %7 = icmp ult i64 %6, 64, !dbg !302
  %.50 = and i64 %.45, 63, !dbg !302
  %8 = shl nuw i64 1, %.50, !dbg !302
  %9 = and i64 %8, %.19, !dbg !302
  %.52 = icmp ne i64 %9, 0, !dbg !302
  %.53 = and i1 %7, %.52, !dbg !302
  %.54 = trunc i64 %.45 to i32, !dbg !302
  %.55 = shl i32 %.54, 2, !dbg !302
  %.56 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.55, i32 %.13), !dbg !302
  %t16 = select i1 %.53, i32 %.56, i32 %.13, !dbg !302
  %.60 = xor i64 %.29, %a6, !dbg !303
  %.61 = icmp ult i64 %.60, 64, !dbg !303
  %.63 = and i64 %.60, 63, !dbg !303
  %10 = shl nuw i64 1, %.63, !dbg !303
  %11 = and i64 %10, %.19, !dbg !303
  %.65 = icmp ne i64 %11, 0, !dbg !303
  %.66 = and i1 %.61, %.65, !dbg !303
  %.67 = trunc i64 %.60 to i32, !dbg !303
  %.68 = shl i32 %.67, 2, !dbg !303
  %.69 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.68, i32 %.13), !dbg !303
  %t17 = select i1 %.66, i32 %.69, i32 %.13, !dbg !303
  store i32 %t14, ptr addrspace(1) %t13, align 4, !dbg !304
  %t19 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 1, !dbg !305
  store i32 %t15, ptr addrspace(1) %t19, align 4, !dbg !305
  %t20 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 2, !dbg !306
  store i32 %t16, ptr addrspace(1) %t20, align 4, !dbg !306
  %t21 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 3, !dbg !307
  store i32 %t17, ptr addrspace(1) %t21, align 4, !dbg !307
  %.74 = and i64 %.29, 4294967288, !dbg !308
  %.75 = and i64 %a6, 7, !dbg !308
  %.76 = or i64 %.74, %.75, !dbg !308
  %.78 = and i64 %.76, 63, !dbg !308
  %12 = shl nuw i64 1, %.78, !dbg !308
  %13 = and i64 %12, %.19, !dbg !308
  %.80.not = icmp eq i64 %13, 0, !dbg !308
  %.82 = trunc i64 %.76 to i32, !dbg !308
  %.83 = shl i32 %.82, 2, !dbg !308
  %.84 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %.83, i32 %.13), !dbg !308
  %t22 = select i1 %.80.not, i32 %.13, i32 %.84, !dbg !308
  %.88 = and i64 %.29, 7, !dbg !309
  %.90 = icmp uge i64 %.88, %a6, !dbg !309
  %.95 = and i1 %.90, %.37, !dbg !309
  %t23 = select i1 %.95, i32 %.41, i32 %.13, !dbg !309
  %.103 = xor i64 %.88, 7, !dbg !310
  %.105 = icmp uge i64 %.103, %a6, !dbg !310
  %.110 = and i1 %.105, %.52, !dbg !310
  %t24 = select i1 %.110, i32 %.56, i32 %.13, !dbg !310
  %.119 = icmp ult i64 %a6, 32, !dbg !311
  %.121 = add nuw nsw i64 %.74, 8, !dbg !311
  %.122 = icmp ult i64 %.60, %.121, !dbg !311
  %.123 = and i1 %.119, %.122, !dbg !311
  %.128 = and i1 %.123, %.65, !dbg !311
  %t25 = select i1 %.128, i32 %.69, i32 %.13, !dbg !311
  %t26 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 4, !dbg !312
  store i32 %t22, ptr addrspace(1) %t26, align 4, !dbg !312
  %t27 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 5, !dbg !313
  store i32 %t23, ptr addrspace(1) %t27, align 4, !dbg !313
  %t28 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 6, !dbg !314
  store i32 %t24, ptr addrspace(1) %t28, align 4, !dbg !314
  %t29 = getelementptr inbounds i32, ptr addrspace(1) %t13, i64 7, !dbg !315
  store i32 %t25, ptr addrspace(1) %t29, align 4, !dbg !315
  ret void, !dbg !315
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
!295 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fwarptest_2eWideArg", scope: !1, file: !1, line: 126, type: !5, scopeLine: 126, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!296 = !DILocation(line: 127, column: 14, scope: !295)
!297 = !DILocation(line: 128, column: 8, scope: !295)
!298 = !DILocation(line: 129, column: 12, scope: !295)
!299 = !DILocation(line: 129, column: 10, scope: !295)
!300 = !DILocation(line: 130, column: 36, scope: !295)
!301 = !DILocation(line: 130, column: 58, scope: !295)
!302 = !DILocation(line: 130, column: 82, scope: !295)
!303 = !DILocation(line: 130, column: 105, scope: !295)
!304 = !DILocation(line: 130, column: 3, scope: !295)
!305 = !DILocation(line: 130, column: 9, scope: !295)
!306 = !DILocation(line: 130, column: 15, scope: !295)
!307 = !DILocation(line: 130, column: 21, scope: !295)
!308 = !DILocation(line: 131, column: 41, scope: !295)
!309 = !DILocation(line: 131, column: 71, scope: !295)
!310 = !DILocation(line: 131, column: 103, scope: !295)
!311 = !DILocation(line: 131, column: 134, scope: !295)
!312 = !DILocation(line: 131, column: 3, scope: !295)
!313 = !DILocation(line: 131, column: 9, scope: !295)
!314 = !DILocation(line: 131, column: 15, scope: !295)
!315 = !DILocation(line: 131, column: 21, scope: !295)
