; kern module github.com/kernlab/kern/internal/testing/vectest (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eStaged.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eSharedAfter.shared.0 = internal unnamed_addr addrspace(3) global [260 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eSharedAfter.shared.1 = internal unnamed_addr addrspace(3) global [32 x i8] undef, align 16

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eAddMul4(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11) local_unnamed_addr #0 !dbg !4 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %t1 = sext i32 %.13 to i64, !dbg !7
  %.14 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !7
  %.15 = getelementptr inbounds i8, ptr addrspace(4) %.14, i64 4, !dbg !7
  %.16 = load i16, ptr addrspace(4) %.15, align 4, !dbg !7, !invariant.load !6
  %t3 = zext i16 %.16 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !7
  %.18 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  %t6 = sext i32 %.18 to i64, !dbg !7
  %t7 = add nsw i64 %t4, %t6, !dbg !7
  %t8 = shl nsw i64 %t7, 2, !dbg !8
  %t9 = add nsw i64 %t8, 4, !dbg !9
  %t11 = icmp sgt i64 %t9, %a1, !dbg !10
  br i1 %t11, label %common.ret, label %b2, !dbg !10

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !11

b2:                                               ; preds = %entry
  %t13 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t8, !dbg !12
  %.19 = load <4 x float>, ptr addrspace(1) %t13, align 16, !dbg !12, !amdgpu.noclobber !6
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t8, !dbg !13
  %.28 = load <4 x float>, ptr addrspace(1) %t17, align 16, !dbg !13, !amdgpu.noclobber !6
  %0 = shufflevector <4 x float> %.19, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !14
  %1 = shufflevector <4 x float> %.28, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !14
  %2 = fadd <2 x float> %0, %1, !dbg !14
  %3 = shufflevector <4 x float> %.19, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !15
  %4 = shufflevector <4 x float> %.28, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !15
  %5 = fadd <2 x float> %3, %4, !dbg !15
  %t37 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t8, !dbg !16
  %.441 = shufflevector <2 x float> %2, <2 x float> %5, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !16
  store <4 x float> %.441, ptr addrspace(1) %t37, align 16, !dbg !16
  %6 = fmul <2 x float> %0, %1, !dbg !17
  %7 = fmul <2 x float> %3, %4, !dbg !18
  %t48 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t8, !dbg !19
  %.522 = shufflevector <2 x float> %6, <2 x float> %7, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !19
  store <4 x float> %.522, ptr addrspace(1) %t48, align 16, !dbg !19
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eSwap2(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, ptr addrspace(1) nocapture writeonly %a15, i64 %a16, i64 %a17) local_unnamed_addr #0 !dbg !20 {
entry:
  %.19 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !21
  %t1 = sext i32 %.19 to i64, !dbg !21
  %.20 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !21
  %.21 = getelementptr inbounds i8, ptr addrspace(4) %.20, i64 4, !dbg !21
  %.22 = load i16, ptr addrspace(4) %.21, align 4, !dbg !21, !invariant.load !6
  %t3 = zext i16 %.22 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !21
  %.24 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !21
  %t6 = sext i32 %.24 to i64, !dbg !21
  %t7 = add nsw i64 %t4, %t6, !dbg !21
  %t8 = shl nsw i64 %t7, 1, !dbg !22
  %t9 = add nsw i64 %t8, 2, !dbg !23
  %t11 = icmp sgt i64 %t9, %a1, !dbg !24
  br i1 %t11, label %common.ret, label %b2, !dbg !24

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !25

b2:                                               ; preds = %entry
  %t13 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t8, !dbg !26
  %.25 = load <2 x double>, ptr addrspace(1) %t13, align 16, !dbg !26, !amdgpu.noclobber !6
  %.26 = extractelement <2 x double> %.25, i64 0, !dbg !26
  %.28 = extractelement <2 x double> %.25, i64 1, !dbg !26
  %t18 = fneg double %.26, !dbg !27
  %t22 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t8, !dbg !28
  %.31 = insertelement <2 x double> poison, double %.28, i64 0, !dbg !28
  %.33 = insertelement <2 x double> %.31, double %t18, i64 1, !dbg !28
  store <2 x double> %.33, ptr addrspace(1) %t22, align 16, !dbg !28
  %t25 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t8, !dbg !29
  %.34 = load <2 x i32>, ptr addrspace(1) %t25, align 8, !dbg !29
  %.35 = extractelement <2 x i32> %.34, i64 0, !dbg !29
  %.37 = extractelement <2 x i32> %.34, i64 1, !dbg !29
  %t30 = xor i32 %.37, 85, !dbg !30
  %t31 = add i32 %.35, -7, !dbg !31
  %t35 = getelementptr inbounds i32, ptr addrspace(1) %a9, i64 %t8, !dbg !32
  %.40 = insertelement <2 x i32> poison, i32 %t30, i64 0, !dbg !32
  %.42 = insertelement <2 x i32> %.40, i32 %t31, i64 1, !dbg !32
  store <2 x i32> %.42, ptr addrspace(1) %t35, align 8, !dbg !32
  %t38 = getelementptr inbounds i64, ptr addrspace(1) %a12, i64 %t8, !dbg !33
  %.43 = load <2 x i64>, ptr addrspace(1) %t38, align 16, !dbg !33
  %.44 = extractelement <2 x i64> %.43, i64 0, !dbg !33
  %.46 = extractelement <2 x i64> %.43, i64 1, !dbg !33
  %t43 = ashr i64 %.46, 3, !dbg !34
  %t44 = add i64 %.44, %.46, !dbg !35
  %t48 = getelementptr inbounds i64, ptr addrspace(1) %a15, i64 %t8, !dbg !36
  %.49 = insertelement <2 x i64> poison, i64 %t43, i64 0, !dbg !36
  %.51 = insertelement <2 x i64> %.49, i64 %t44, i64 1, !dbg !36
  store <2 x i64> %.51, ptr addrspace(1) %t48, align 16, !dbg !36
  br label %common.ret
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eNarrowHalf(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11) local_unnamed_addr #1 !dbg !37 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !38
  %t3 = sext i32 %.13 to i64, !dbg !38
  %.14 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !38
  %.15 = getelementptr inbounds i8, ptr addrspace(4) %.14, i64 4, !dbg !38
  %.16 = load i16, ptr addrspace(4) %.15, align 4, !dbg !38, !invariant.load !6
  %t5 = zext i16 %.16 to i64
  %t6 = mul nsw i64 %t5, %t3, !dbg !38
  %.18 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !38
  %t8 = sext i32 %.18 to i64, !dbg !38
  %t9 = add nsw i64 %t6, %t8, !dbg !38
  %t10 = shl nsw i64 %t9, 3, !dbg !39
  %t11 = add nsw i64 %t10, 8, !dbg !40
  %t13 = icmp sgt i64 %t11, %a1, !dbg !41
  br i1 %t13, label %common.ret, label %b2, !dbg !41

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !42

b2:                                               ; preds = %entry
  %t15 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t10, !dbg !43
  %.34 = load <4 x i32>, ptr addrspace(1) %t15, align 16, !dbg !43, !amdgpu.noclobber !6
  %.35 = extractelement <4 x i32> %.34, i64 0, !dbg !43
  %.37 = extractelement <4 x i32> %.34, i64 1, !dbg !43
  %.39 = extractelement <4 x i32> %.34, i64 2, !dbg !43
  %.41 = extractelement <4 x i32> %.34, i64 3, !dbg !43
  %t52 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t10, !dbg !44
  %0 = tail call i32 @llvm.fshl.i32(i32 %.41, i32 %.41, i32 16), !dbg !44
  %t59 = xor i32 %0, -2147450880, !dbg !44
  %1 = tail call i32 @llvm.fshl.i32(i32 %.39, i32 %.39, i32 16), !dbg !44
  %t66 = xor i32 %1, -2147450880, !dbg !44
  %2 = tail call i32 @llvm.fshl.i32(i32 %.37, i32 %.37, i32 16), !dbg !44
  %t73 = xor i32 %2, -2147450880, !dbg !44
  %3 = tail call i32 @llvm.fshl.i32(i32 %.35, i32 %.35, i32 16), !dbg !44
  %t80 = xor i32 %3, -2147450880, !dbg !44
  %.98 = insertelement <4 x i32> poison, i32 %t59, i64 0, !dbg !44
  %.100 = insertelement <4 x i32> %.98, i32 %t66, i64 1, !dbg !44
  %.102 = insertelement <4 x i32> %.100, i32 %t73, i64 2, !dbg !44
  %.104 = insertelement <4 x i32> %.102, i32 %t80, i64 3, !dbg !44
  store <4 x i32> %.104, ptr addrspace(1) %t52, align 16, !dbg !44
  %t82 = shl nsw i64 %t9, 2, !dbg !45
  %t84 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t82, !dbg !46
  %.105 = load <2 x i32>, ptr addrspace(1) %t84, align 8, !dbg !46
  %.106 = extractelement <2 x i32> %.105, i64 0, !dbg !46
  %.108 = extractelement <2 x i32> %.105, i64 1, !dbg !46
  %t89 = lshr i32 %.106, 16, !dbg !46
  %t95 = and i32 %t89, 32767, !dbg !47
  %t97 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t82, !dbg !48
  %t102 = tail call i32 @llvm.fshl.i32(i32 %.108, i32 %.108, i32 16), !dbg !48
  %t106 = shl i32 %.106, 16, !dbg !48
  %t107 = or i32 %t95, %t106, !dbg !48
  %.111 = insertelement <2 x i32> poison, i32 %t102, i64 0, !dbg !48
  %.113 = insertelement <2 x i32> %.111, i32 %t107, i64 1, !dbg !48
  store <2 x i32> %.113, ptr addrspace(1) %t97, align 8, !dbg !48
  br label %common.ret
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eNarrowInt(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, ptr addrspace(1) nocapture writeonly %a15, i64 %a16, i64 %a17) local_unnamed_addr #1 !dbg !49 {
entry:
  %.19 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !50
  %t5 = sext i32 %.19 to i64, !dbg !50
  %.20 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !50
  %.21 = getelementptr inbounds i8, ptr addrspace(4) %.20, i64 4, !dbg !50
  %.22 = load i16, ptr addrspace(4) %.21, align 4, !dbg !50, !invariant.load !6
  %t7 = zext i16 %.22 to i64
  %t8 = mul nsw i64 %t7, %t5, !dbg !50
  %.24 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !50
  %t10 = sext i32 %.24 to i64, !dbg !50
  %t11 = add nsw i64 %t8, %t10, !dbg !50
  %t12 = shl nsw i64 %t11, 4, !dbg !51
  %t13 = add nsw i64 %t12, 16, !dbg !52
  %t15 = icmp sgt i64 %t13, %a7, !dbg !53
  br i1 %t15, label %common.ret, label %b2, !dbg !53

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !54

b2:                                               ; preds = %entry
  %t16 = shl nsw i64 %t11, 3, !dbg !55
  %t18 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %t16, !dbg !56
  %.40 = load <2 x i32>, ptr addrspace(1) %t18, align 8, !dbg !56, !amdgpu.noclobber !6
  %.41 = extractelement <2 x i32> %.40, i64 0, !dbg !56
  %.43 = extractelement <2 x i32> %.40, i64 1, !dbg !56
  %t25 = lshr i32 %.41, 8, !dbg !56
  %t26 = trunc i32 %t25 to i8, !dbg !56
  %t29 = lshr i32 %.41, 16, !dbg !56
  %t30 = trunc i32 %t29 to i8, !dbg !56
  %t33 = and i32 %.41, -16777216, !dbg !57
  %t38 = trunc i32 %.43 to i8, !dbg !56
  %t41 = lshr i32 %.43, 8, !dbg !56
  %t42 = trunc i32 %t41 to i8, !dbg !56
  %t45 = and i32 %.43, 16711680, !dbg !57
  %t49 = lshr i32 %.43, 24, !dbg !56
  %t50 = trunc i32 %t49 to i8, !dbg !56
  %t56 = sub i32 0, %.41, !dbg !58
  %t56.1 = sub i8 0, %t26, !dbg !58
  %t58.1 = ashr i8 %t56.1, 1, !dbg !59
  %t56.2 = sub i8 0, %t30, !dbg !58
  %t58.2 = ashr i8 %t56.2, 2, !dbg !59
  %t56.4 = sub i8 0, %t38, !dbg !58
  %t58.4 = ashr i8 %t56.4, 1, !dbg !59
  %t56.5 = sub i8 0, %t42, !dbg !58
  %t58.5 = ashr i8 %t56.5, 2, !dbg !59
  %t56.7 = sub i8 0, %t50, !dbg !58
  %t58.7 = ashr i8 %t56.7, 1, !dbg !59
  %t64 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t16, !dbg !57
  %t68 = and i32 %t56, 255, !dbg !57
  %t71 = zext i8 %t58.1 to i32, !dbg !57
  %t72 = shl nuw nsw i32 %t71, 8, !dbg !57
  %t73 = or i32 %t72, %t68, !dbg !57
  %t76 = zext i8 %t58.2 to i32, !dbg !57
  %t77 = shl nuw nsw i32 %t76, 16, !dbg !57
  %t78 = or i32 %t73, %t77, !dbg !57
  %t81 = sub i32 0, %t33, !dbg !57
  %t83 = or i32 %t78, %t81, !dbg !57
  %t87 = zext i8 %t58.4 to i32, !dbg !57
  %t90 = zext i8 %t58.5 to i32, !dbg !57
  %t91 = shl nuw nsw i32 %t90, 8, !dbg !57
  %t92 = or i32 %t91, %t87, !dbg !57
  %t95 = sub nsw i32 0, %t45, !dbg !57
  %t96 = and i32 %t95, 16711680, !dbg !57
  %t97 = or i32 %t92, %t96, !dbg !57
  %t100 = zext i8 %t58.7 to i32, !dbg !57
  %t101 = shl nuw i32 %t100, 24, !dbg !57
  %t102 = or i32 %t97, %t101, !dbg !57
  %.103 = insertelement <2 x i32> poison, i32 %t83, i64 0, !dbg !57
  %.105 = insertelement <2 x i32> %.103, i32 %t102, i64 1, !dbg !57
  store <2 x i32> %.105, ptr addrspace(1) %t64, align 8, !dbg !57
  %t105 = getelementptr inbounds i8, ptr addrspace(1) %a6, i64 %t12, !dbg !60
  %.137 = load <4 x i32>, ptr addrspace(1) %t105, align 16, !dbg !60
  %.138 = extractelement <4 x i32> %.137, i64 0, !dbg !60
  %.140 = extractelement <4 x i32> %.137, i64 1, !dbg !60
  %.142 = extractelement <4 x i32> %.137, i64 2, !dbg !60
  %.144 = extractelement <4 x i32> %.137, i64 3, !dbg !60
  %t117 = lshr i32 %.138, 24, !dbg !60
  %t129 = lshr i32 %.140, 24, !dbg !60
  %t141 = lshr i32 %.142, 24, !dbg !60
  %t153 = lshr i32 %.144, 24, !dbg !60
  %t161.4 = add nuw nsw i32 %t141, 4, !dbg !61
  %t161.8 = add nuw nsw i32 %t129, 8, !dbg !61
  %t161.12 = add nuw nsw i32 %t117, 12, !dbg !61
  %t167 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t12, !dbg !62
  %0 = lshr i32 %.144, 8, !dbg !62
  %t161.1 = and i32 %0, 65280, !dbg !62
  %t172 = add nuw nsw i32 %t161.1, 256, !dbg !62
  %t173 = and i32 %t172, 65280, !dbg !62
  %t174 = or i32 %t173, %t153, !dbg !62
  %1 = shl i32 %.144, 8, !dbg !62
  %2 = add i32 %1, 131072, !dbg !62
  %t177 = and i32 %2, 16711680, !dbg !62
  %t178 = or i32 %t174, %t177, !dbg !62
  %t161.3 = shl i32 %.144, 24, !dbg !62
  %t180 = add i32 %t161.3, 50331648, !dbg !62
  %t182 = or i32 %t178, %t180, !dbg !62
  %t185 = and i32 %t161.4, 255, !dbg !62
  %3 = lshr i32 %.142, 8, !dbg !62
  %t161.5 = and i32 %3, 65280, !dbg !62
  %t187 = add nuw nsw i32 %t161.5, 1280, !dbg !62
  %t188 = and i32 %t187, 65280, !dbg !62
  %t189 = or i32 %t188, %t185, !dbg !62
  %4 = shl i32 %.142, 8, !dbg !62
  %5 = add i32 %4, 393216, !dbg !62
  %t192 = and i32 %5, 16711680, !dbg !62
  %t193 = or i32 %t189, %t192, !dbg !62
  %t161.7 = shl i32 %.142, 24, !dbg !62
  %t195 = add i32 %t161.7, 117440512, !dbg !62
  %t197 = or i32 %t193, %t195, !dbg !62
  %t200 = and i32 %t161.8, 255, !dbg !62
  %6 = lshr i32 %.140, 8, !dbg !62
  %t161.9 = and i32 %6, 65280, !dbg !62
  %t202 = add nuw nsw i32 %t161.9, 2304, !dbg !62
  %t203 = and i32 %t202, 65280, !dbg !62
  %t204 = or i32 %t203, %t200, !dbg !62
  %7 = shl i32 %.140, 8, !dbg !62
  %8 = add i32 %7, 655360, !dbg !62
  %t207 = and i32 %8, 16711680, !dbg !62
  %t208 = or i32 %t204, %t207, !dbg !62
  %t161.11 = shl i32 %.140, 24, !dbg !62
  %t210 = add i32 %t161.11, 184549376, !dbg !62
  %t212 = or i32 %t208, %t210, !dbg !62
  %t215 = and i32 %t161.12, 255, !dbg !62
  %9 = lshr i32 %.138, 8, !dbg !62
  %t161.13 = and i32 %9, 65280, !dbg !62
  %t217 = add nuw nsw i32 %t161.13, 3328, !dbg !62
  %t218 = and i32 %t217, 65280, !dbg !62
  %t219 = or i32 %t218, %t215, !dbg !62
  %10 = shl i32 %.138, 8, !dbg !62
  %11 = add i32 %10, 917504, !dbg !62
  %t222 = and i32 %11, 16711680, !dbg !62
  %t223 = or i32 %t219, %t222, !dbg !62
  %t161.15 = shl i32 %.138, 24, !dbg !62
  %t225 = add i32 %t161.15, 251658240, !dbg !62
  %t227 = or i32 %t223, %t225, !dbg !62
  %.257 = insertelement <4 x i32> poison, i32 %t182, i64 0, !dbg !62
  %.259 = insertelement <4 x i32> %.257, i32 %t197, i64 1, !dbg !62
  %.261 = insertelement <4 x i32> %.259, i32 %t212, i64 2, !dbg !62
  %.263 = insertelement <4 x i32> %.261, i32 %t227, i64 3, !dbg !62
  store <4 x i32> %.263, ptr addrspace(1) %t167, align 16, !dbg !62
  %t229 = shl nsw i64 %t11, 2, !dbg !63
  %t231 = getelementptr inbounds i16, ptr addrspace(1) %a12, i64 %t229, !dbg !64
  %.264 = load <2 x i32>, ptr addrspace(1) %t231, align 8, !dbg !64
  %.265 = extractelement <2 x i32> %.264, i64 0, !dbg !64
  %.267 = extractelement <2 x i32> %.264, i64 1, !dbg !64
  %t237 = lshr i32 %.265, 16, !dbg !64
  %t238 = trunc i32 %t237 to i16, !dbg !64
  %t246 = sub i32 0, %.265, !dbg !65
  %t247 = ashr i16 %t238, 1, !dbg !66
  %t250 = getelementptr inbounds i16, ptr addrspace(1) %a15, i64 %t229, !dbg !67
  %t253 = and i32 %t246, 65535, !dbg !67
  %t255 = zext i16 %t247 to i32, !dbg !67
  %t256 = shl nuw i32 %t255, 16, !dbg !67
  %t257 = or i32 %t256, %t253, !dbg !67
  %t264 = xor i32 %.267, 65535, !dbg !67
  %.270 = insertelement <2 x i32> poison, i32 %t257, i64 0, !dbg !67
  %.272 = insertelement <2 x i32> %.270, i32 %t264, i64 1, !dbg !67
  store <2 x i32> %.272, ptr addrspace(1) %t250, align 8, !dbg !67
  br label %common.ret
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eStaged(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #2 !dbg !68 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !69
  %t2 = sext i32 %.7 to i64, !dbg !69
  %.8 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !70
  %t4 = sext i32 %.8 to i64, !dbg !70
  %.9 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !70
  %.10 = getelementptr inbounds i8, ptr addrspace(4) %.9, i64 4, !dbg !70
  %.11 = load i16, ptr addrspace(4) %.10, align 4, !dbg !70, !invariant.load !6
  %t6 = zext i16 %.11 to i64
  %t7 = mul nsw i64 %t6, %t4, !dbg !70
  %t8 = add nsw i64 %t7, %t2, !dbg !70
  %t9 = shl nsw i64 %t8, 2, !dbg !71
  %t12 = shl i32 %.7, 2, !dbg !72
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t9, !dbg !73
  %.13 = load <4 x float>, ptr addrspace(1) %t14, align 16, !dbg !73, !amdgpu.noclobber !6
  %t17 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eStaged.shared.0, i32 %t12, !dbg !74
  store <4 x float> %.13, ptr addrspace(3) %t17, align 16, !dbg !74
  fence syncscope("workgroup") release, !dbg !75
  tail call void @llvm.amdgcn.s.barrier(), !dbg !75
  fence syncscope("workgroup") acquire, !dbg !75
  %t19 = add nsw i64 %t2, 1, !dbg !76
  %t20 = icmp eq i64 %t19, %t6, !dbg !77
  %t21 = select i1 %t20, i64 %t2, i64 %t19, !dbg !77
  %t21.tr = trunc i64 %t21 to i32, !dbg !78
  %0 = shl i32 %t21.tr, 2, !dbg !78
  %t23 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eStaged.shared.0, i32 %0, !dbg !78
  %.30 = load <4 x float>, ptr addrspace(3) %t23, align 16, !dbg !78
  %t27 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t9, !dbg !79
  store <4 x float> %.30, ptr addrspace(1) %t27, align 16, !dbg !79
  ret void, !dbg !79
}

; Function Attrs: argmemonly mustprogress nofree norecurse nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eAt(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, i64 %a6) local_unnamed_addr #3 !dbg !80 {
entry:
  %t1 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %a6, !dbg !81
  %.7 = load <4 x float>, ptr addrspace(1) %t1, align 16, !dbg !81, !amdgpu.noclobber !6
  store <4 x float> %.7, ptr addrspace(1) %a3, align 16, !dbg !82
  ret void, !dbg !82
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eCopy8(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #0 !dbg !83 {
entry:
  %.7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !84
  %t1 = sext i32 %.7 to i64, !dbg !84
  %.8 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !84
  %.9 = getelementptr inbounds i8, ptr addrspace(4) %.8, i64 4, !dbg !84
  %.10 = load i16, ptr addrspace(4) %.9, align 4, !dbg !84, !invariant.load !6
  %t3 = zext i16 %.10 to i64
  %t4 = mul nsw i64 %t3, %t1, !dbg !84
  %.12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !84
  %t6 = sext i32 %.12 to i64, !dbg !84
  %t7 = add nsw i64 %t4, %t6, !dbg !84
  %t8 = shl nsw i64 %t7, 3, !dbg !85
  %t9 = add nsw i64 %t8, 8, !dbg !86
  %t11.not = icmp sgt i64 %t9, %a1, !dbg !87
  br i1 %t11.not, label %b2, label %b1, !dbg !87

b1:                                               ; preds = %entry
  %t21 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t8, !dbg !88
  %t13 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t8, !dbg !89
  %.13 = load <4 x i32>, ptr addrspace(1) %t13, align 16, !dbg !89, !amdgpu.noclobber !6
  store <4 x i32> %.13, ptr addrspace(1) %t21, align 16, !dbg !88
  br label %b2, !dbg !88

b2:                                               ; preds = %b1, %entry
  ret void, !dbg !88
}

; Function Attrs: mustprogress nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eSharedAfter(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5) local_unnamed_addr #2 !dbg !90 {
entry:
  %t0 = alloca [16 x i8], align 16, addrspace(5)
  call void @llvm.memset.p5.i64(ptr addrspace(5) noundef align 16 dereferenceable(16) %t0, i8 0, i64 16, i1 false), !dbg !91
  %.7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !92
  %t4 = sext i32 %.7 to i64, !dbg !92
  %.8 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !93
  %t6 = sext i32 %.8 to i64, !dbg !93
  %.9 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !93
  %.10 = getelementptr inbounds i8, ptr addrspace(4) %.9, i64 4, !dbg !93
  %.11 = load i16, ptr addrspace(4) %.10, align 4, !dbg !93, !invariant.load !6
  %t8 = zext i16 %.11 to i64
  %t9 = mul nsw i64 %t8, %t6, !dbg !93
  %t10 = add nsw i64 %t9, %t4, !dbg !93
  %t11 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eSharedAfter.shared.0, i32 %.7, !dbg !94
  store float 1.000000e+00, ptr addrspace(3) %t11, align 4, !dbg !94
  %t12 = icmp slt i32 %.7, 8, !dbg !95
  br i1 %t12, label %b1, label %b2, !dbg !95

b1:                                               ; preds = %entry
  %t16 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eSharedAfter.shared.1, i32 %.7, !dbg !96
  %t14 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t10, !dbg !97
  %.13 = load float, ptr addrspace(1) %t14, align 4, !dbg !97, !amdgpu.noclobber !6
  store float %.13, ptr addrspace(3) %t16, align 4, !dbg !96
  br label %b2, !dbg !96

b2:                                               ; preds = %b1, %entry
  fence syncscope("workgroup") release, !dbg !98
  tail call void @llvm.amdgcn.s.barrier(), !dbg !98
  fence syncscope("workgroup") acquire, !dbg !98
  %.18 = getelementptr inbounds i8, ptr addrspace(5) %t0, i32 8, !dbg !91
  %t19 = shl i32 %.7, 2, !dbg !99
  %t20 = and i32 %t19, 4, !dbg !99
  %t21 = getelementptr inbounds float, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eSharedAfter.shared.1, i32 %t20, !dbg !100
  %.21 = load <4 x float>, ptr addrspace(3) %t21, align 16, !dbg !100
  %0 = shufflevector <4 x float> %.21, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !91
  store <2 x float> %0, ptr addrspace(5) %t0, align 16, !dbg !91
  %1 = shufflevector <4 x float> %.21, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !91
  store <2 x float> %1, ptr addrspace(5) %.18, align 8, !dbg !91
  %t24 = and i32 %.7, 3, !dbg !101
  %t25 = getelementptr inbounds float, ptr addrspace(5) %t0, i32 %t24, !dbg !102
  %.37 = load float, ptr addrspace(5) %t25, align 4, !dbg !102
  %.38 = load float, ptr addrspace(3) %t11, align 4, !dbg !103
  %t28 = fadd float %.37, %.38, !dbg !104
  %t30 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t10, !dbg !105
  store float %t28, ptr addrspace(1) %t30, align 4, !dbg !105
  ret void, !dbg !105
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #4

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p5.i64(ptr addrspace(5) nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #7

attributes #0 = { argmemonly mustprogress nofree nosync nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { mustprogress nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #3 = { argmemonly mustprogress nofree norecurse nosync nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { convergent mustprogress nounwind willreturn }
attributes #6 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #7 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "vectest.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eAddMul4", scope: !1, file: !1, line: 15, type: !5, scopeLine: 15, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 16, column: 18, scope: !4)
!8 = !DILocation(line: 16, column: 9, scope: !4)
!9 = !DILocation(line: 17, column: 6, scope: !4)
!10 = !DILocation(line: 17, column: 9, scope: !4)
!11 = !DILocation(line: 0, scope: !4)
!12 = !DILocation(line: 20, column: 34, scope: !4)
!13 = !DILocation(line: 20, column: 66, scope: !4)
!14 = !DILocation(line: 21, column: 38, scope: !4)
!15 = !DILocation(line: 21, column: 64, scope: !4)
!16 = !DILocation(line: 21, column: 15, scope: !4)
!17 = !DILocation(line: 22, column: 38, scope: !4)
!18 = !DILocation(line: 22, column: 64, scope: !4)
!19 = !DILocation(line: 22, column: 15, scope: !4)
!20 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eSwap2", scope: !1, file: !1, line: 29, type: !5, scopeLine: 29, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = !DILocation(line: 30, column: 18, scope: !20)
!22 = !DILocation(line: 30, column: 9, scope: !20)
!23 = !DILocation(line: 31, column: 6, scope: !20)
!24 = !DILocation(line: 31, column: 9, scope: !20)
!25 = !DILocation(line: 0, scope: !20)
!26 = !DILocation(line: 34, column: 31, scope: !20)
!27 = !DILocation(line: 35, column: 39, scope: !20)
!28 = !DILocation(line: 35, column: 15, scope: !20)
!29 = !DILocation(line: 36, column: 29, scope: !20)
!30 = !DILocation(line: 37, column: 36, scope: !20)
!31 = !DILocation(line: 37, column: 49, scope: !20)
!32 = !DILocation(line: 37, column: 15, scope: !20)
!33 = !DILocation(line: 38, column: 29, scope: !20)
!34 = !DILocation(line: 39, column: 36, scope: !20)
!35 = !DILocation(line: 39, column: 47, scope: !20)
!36 = !DILocation(line: 39, column: 15, scope: !20)
!37 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eNarrowHalf", scope: !1, file: !1, line: 47, type: !5, scopeLine: 47, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = !DILocation(line: 48, column: 14, scope: !37)
!39 = !DILocation(line: 49, column: 6, scope: !37)
!40 = !DILocation(line: 49, column: 8, scope: !37)
!41 = !DILocation(line: 49, column: 11, scope: !37)
!42 = !DILocation(line: 0, scope: !37)
!43 = !DILocation(line: 52, column: 36, scope: !37)
!44 = !DILocation(line: 57, column: 15, scope: !37)
!45 = !DILocation(line: 58, column: 43, scope: !37)
!46 = !DILocation(line: 58, column: 38, scope: !37)
!47 = !DILocation(line: 59, column: 67, scope: !37)
!48 = !DILocation(line: 59, column: 15, scope: !37)
!49 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eNarrowInt", scope: !1, file: !1, line: 67, type: !5, scopeLine: 67, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!50 = !DILocation(line: 68, column: 14, scope: !49)
!51 = !DILocation(line: 69, column: 7, scope: !49)
!52 = !DILocation(line: 69, column: 9, scope: !49)
!53 = !DILocation(line: 69, column: 13, scope: !49)
!54 = !DILocation(line: 0, scope: !49)
!55 = !DILocation(line: 72, column: 34, scope: !49)
!56 = !DILocation(line: 72, column: 29, scope: !49)
!57 = !DILocation(line: 77, column: 15, scope: !49)
!58 = !DILocation(line: 75, column: 11, scope: !49)
!59 = !DILocation(line: 75, column: 18, scope: !49)
!60 = !DILocation(line: 78, column: 31, scope: !49)
!61 = !DILocation(line: 81, column: 20, scope: !49)
!62 = !DILocation(line: 83, column: 15, scope: !49)
!63 = !DILocation(line: 84, column: 35, scope: !49)
!64 = !DILocation(line: 84, column: 30, scope: !49)
!65 = !DILocation(line: 85, column: 34, scope: !49)
!66 = !DILocation(line: 85, column: 48, scope: !49)
!67 = !DILocation(line: 85, column: 15, scope: !49)
!68 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eStaged", scope: !1, file: !1, line: 94, type: !5, scopeLine: 94, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!69 = !DILocation(line: 96, column: 20, scope: !68)
!70 = !DILocation(line: 97, column: 18, scope: !68)
!71 = !DILocation(line: 97, column: 9, scope: !68)
!72 = !DILocation(line: 98, column: 26, scope: !68)
!73 = !DILocation(line: 98, column: 56, scope: !68)
!74 = !DILocation(line: 98, column: 15, scope: !68)
!75 = !DILocation(line: 99, column: 15, scope: !68)
!76 = !DILocation(line: 100, column: 11, scope: !68)
!77 = !DILocation(line: 101, column: 7, scope: !68)
!78 = !DILocation(line: 104, column: 46, scope: !68)
!79 = !DILocation(line: 104, column: 15, scope: !68)
!80 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eAt", scope: !1, file: !1, line: 111, type: !5, scopeLine: 111, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!81 = !DILocation(line: 112, column: 46, scope: !80)
!82 = !DILocation(line: 112, column: 15, scope: !80)
!83 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eCopy8", scope: !1, file: !1, line: 120, type: !5, scopeLine: 120, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!84 = !DILocation(line: 121, column: 21, scope: !83)
!85 = !DILocation(line: 121, column: 12, scope: !83)
!86 = !DILocation(line: 121, column: 26, scope: !83)
!87 = !DILocation(line: 121, column: 29, scope: !83)
!88 = !DILocation(line: 122, column: 16, scope: !83)
!89 = !DILocation(line: 122, column: 52, scope: !83)
!90 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eSharedAfter", scope: !1, file: !1, line: 131, type: !5, scopeLine: 131, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!91 = !DILocation(line: 141, column: 2, scope: !90)
!92 = !DILocation(line: 134, column: 19, scope: !90)
!93 = !DILocation(line: 135, column: 14, scope: !90)
!94 = !DILocation(line: 136, column: 3, scope: !90)
!95 = !DILocation(line: 137, column: 8, scope: !90)
!96 = !DILocation(line: 138, column: 4, scope: !90)
!97 = !DILocation(line: 138, column: 13, scope: !90)
!98 = !DILocation(line: 140, column: 15, scope: !90)
!99 = !DILocation(line: 141, column: 39, scope: !90)
!100 = !DILocation(line: 141, column: 31, scope: !90)
!101 = !DILocation(line: 142, column: 15, scope: !90)
!102 = !DILocation(line: 142, column: 12, scope: !90)
!103 = !DILocation(line: 142, column: 22, scope: !90)
!104 = !DILocation(line: 142, column: 19, scope: !90)
!105 = !DILocation(line: 142, column: 5, scope: !90)
