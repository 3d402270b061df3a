; kern module github.com/kernlab/kern/internal/testing/vectest (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eStaged.shared.0 = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eAddMul4(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11) local_unnamed_addr #0 !dbg !4 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %t5 = sext i32 %.13 to i64, !dbg !7
  %.14 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !7
  %.15 = getelementptr inbounds i8, ptr addrspace(4) %.14, i64 4, !dbg !7
  %.16 = load i16, ptr addrspace(4) %.15, align 4, !dbg !7, !invariant.load !6
  %t7 = zext i16 %.16 to i64
  %t8 = mul nsw i64 %t7, %t5, !dbg !7
  %.18 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  %t10 = sext i32 %.18 to i64, !dbg !7
  %t11 = add nsw i64 %t8, %t10, !dbg !7
  %t12 = shl nsw i64 %t11, 2, !dbg !8
  %t13 = add nsw i64 %t12, 4, !dbg !9
  %t15 = icmp sgt i64 %t13, %a1, !dbg !10
  br i1 %t15, label %common.ret, label %b2, !dbg !10

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !11

b2:                                               ; preds = %entry
  %t17 = getelementptr inbounds float, ptr addrspace(1) %a0, i64 %t12, !dbg !12
  %.33 = load <4 x float>, ptr addrspace(1) %t17, align 16, !dbg !12, !amdgpu.noclobber !6
  %t21 = getelementptr inbounds float, ptr addrspace(1) %a3, i64 %t12, !dbg !13
  %.42 = load <4 x float>, ptr addrspace(1) %t21, align 16, !dbg !13, !amdgpu.noclobber !6
  %0 = shufflevector <4 x float> %.33, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !14
  %1 = shufflevector <4 x float> %.42, <4 x float> undef, <2 x i32> <i32 0, i32 1>, !dbg !14
  %2 = fadd <2 x float> %0, %1, !dbg !14
  %3 = shufflevector <4 x float> %.33, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !15
  %4 = shufflevector <4 x float> %.42, <4 x float> undef, <2 x i32> <i32 2, i32 3>, !dbg !15
  %5 = fadd <2 x float> %3, %4, !dbg !15
  %t50 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t12, !dbg !16
  %.981 = shufflevector <2 x float> %2, <2 x float> %5, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !16
  store <4 x float> %.981, ptr addrspace(1) %t50, align 16, !dbg !16
  %6 = fmul <2 x float> %0, %1, !dbg !17
  %7 = fmul <2 x float> %3, %4, !dbg !18
  %t70 = getelementptr inbounds float, ptr addrspace(1) %a9, i64 %t12, !dbg !19
  %.1322 = shufflevector <2 x float> %6, <2 x float> %7, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !19
  store <4 x float> %.1322, ptr addrspace(1) %t70, align 16, !dbg !19
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eSwap2(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, ptr addrspace(1) nocapture writeonly %a15, i64 %a16, i64 %a17) local_unnamed_addr #0 !dbg !20 {
entry:
  %.19 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !21
  %t7 = sext i32 %.19 to i64, !dbg !21
  %.20 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !21
  %.21 = getelementptr inbounds i8, ptr addrspace(4) %.20, i64 4, !dbg !21
  %.22 = load i16, ptr addrspace(4) %.21, align 4, !dbg !21, !invariant.load !6
  %t9 = zext i16 %.22 to i64
  %t10 = mul nsw i64 %t9, %t7, !dbg !21
  %.24 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !21
  %t12 = sext i32 %.24 to i64, !dbg !21
  %t13 = add nsw i64 %t10, %t12, !dbg !21
  %t14 = shl nsw i64 %t13, 1, !dbg !22
  %t15 = add nsw i64 %t14, 2, !dbg !23
  %t17 = icmp sgt i64 %t15, %a1, !dbg !24
  br i1 %t17, label %common.ret, label %b2, !dbg !24

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !25

b2:                                               ; preds = %entry
  %t19 = getelementptr inbounds double, ptr addrspace(1) %a0, i64 %t14, !dbg !26
  %.28 = load <2 x double>, ptr addrspace(1) %t19, align 16, !dbg !26, !amdgpu.noclobber !6
  %.29 = extractelement <2 x double> %.28, i64 0, !dbg !26
  %.31 = extractelement <2 x double> %.28, i64 1, !dbg !26
  %t28 = fneg double %.29, !dbg !27
  %t31 = getelementptr inbounds double, ptr addrspace(1) %a3, i64 %t14, !dbg !28
  %.47 = insertelement <2 x double> poison, double %.31, i64 0, !dbg !28
  %.49 = insertelement <2 x double> %.47, double %t28, i64 1, !dbg !28
  store <2 x double> %.49, ptr addrspace(1) %t31, align 16, !dbg !28
  %t34 = getelementptr inbounds i32, ptr addrspace(1) %a6, i64 %t14, !dbg !29
  %.53 = load <2 x i32>, ptr addrspace(1) %t34, align 8, !dbg !29
  %.54 = extractelement <2 x i32> %.53, i64 0, !dbg !29
  %.56 = extractelement <2 x i32> %.53, i64 1, !dbg !29
  %t40 = xor i32 %.56, 85, !dbg !30
  %t44 = add i32 %.54, -7, !dbg !31
  %t47 = getelementptr inbounds i32, ptr addrspace(1) %a9, i64 %t14, !dbg !32
  %.72 = insertelement <2 x i32> poison, i32 %t40, i64 0, !dbg !32
  %.74 = insertelement <2 x i32> %.72, i32 %t44, i64 1, !dbg !32
  store <2 x i32> %.74, ptr addrspace(1) %t47, align 8, !dbg !32
  %t50 = getelementptr inbounds i64, ptr addrspace(1) %a12, i64 %t14, !dbg !33
  %.78 = load <2 x i64>, ptr addrspace(1) %t50, align 16, !dbg !33
  %.79 = extractelement <2 x i64> %.78, i64 0, !dbg !33
  %.81 = extractelement <2 x i64> %.78, i64 1, !dbg !33
  %t56 = ashr i64 %.81, 3, !dbg !34
  %t61 = add i64 %.79, %.81, !dbg !35
  %t64 = getelementptr inbounds i64, ptr addrspace(1) %a15, i64 %t14, !dbg !36
  %.98 = insertelement <2 x i64> poison, i64 %t56, i64 0, !dbg !36
  %.100 = insertelement <2 x i64> %.98, i64 %t61, i64 1, !dbg !36
  store <2 x i64> %.100, ptr addrspace(1) %t64, align 16, !dbg !36
  br label %common.ret
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eNarrowHalf(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11) local_unnamed_addr #1 !dbg !37 {
entry:
  %.13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !38
  %t5 = sext i32 %.13 to i64, !dbg !38
  %.14 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !38
  %.15 = getelementptr inbounds i8, ptr addrspace(4) %.14, i64 4, !dbg !38
  %.16 = load i16, ptr addrspace(4) %.15, align 4, !dbg !38, !invariant.load !6
  %t7 = zext i16 %.16 to i64
  %t8 = mul nsw i64 %t7, %t5, !dbg !38
  %.18 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !38
  %t10 = sext i32 %.18 to i64, !dbg !38
  %t11 = add nsw i64 %t8, %t10, !dbg !38
  %t12 = shl nsw i64 %t11, 3, !dbg !39
  %t13 = add nsw i64 %t12, 8, !dbg !40
  %t15 = icmp sgt i64 %t13, %a1, !dbg !41
  br i1 %t15, label %common.ret, label %b2, !dbg !41

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !42

b2:                                               ; preds = %entry
  %t17 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t12, !dbg !43
  %.34 = load <4 x i32>, ptr addrspace(1) %t17, align 16, !dbg !43, !amdgpu.noclobber !6
  %.35 = extractelement <4 x i32> %.34, i64 0, !dbg !43
  %.37 = extractelement <4 x i32> %.34, i64 1, !dbg !43
  %.39 = extractelement <4 x i32> %.34, i64 2, !dbg !43
  %.41 = extractelement <4 x i32> %.34, i64 3, !dbg !43
  %t54 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t12, !dbg !44
  %0 = tail call i32 @llvm.fshl.i32(i32 %.41, i32 %.41, i32 16), !dbg !44
  %t61 = xor i32 %0, -2147450880, !dbg !44
  %1 = tail call i32 @llvm.fshl.i32(i32 %.39, i32 %.39, i32 16), !dbg !44
  %t68 = xor i32 %1, -2147450880, !dbg !44
  %2 = tail call i32 @llvm.fshl.i32(i32 %.37, i32 %.37, i32 16), !dbg !44
  %t75 = xor i32 %2, -2147450880, !dbg !44
  %3 = tail call i32 @llvm.fshl.i32(i32 %.35, i32 %.35, i32 16), !dbg !44
  %t82 = xor i32 %3, -2147450880, !dbg !44
  %.98 = insertelement <4 x i32> poison, i32 %t61, i64 0, !dbg !44
  %.100 = insertelement <4 x i32> %.98, i32 %t68, i64 1, !dbg !44
  %.102 = insertelement <4 x i32> %.100, i32 %t75, i64 2, !dbg !44
  %.104 = insertelement <4 x i32> %.102, i32 %t82, i64 3, !dbg !44
  store <4 x i32> %.104, ptr addrspace(1) %t54, align 16, !dbg !44
  %t84 = shl nsw i64 %t11, 2, !dbg !45
  %t86 = getelementptr inbounds i16, ptr addrspace(1) %a6, i64 %t84, !dbg !46
  %.112 = load <2 x i32>, ptr addrspace(1) %t86, align 8, !dbg !46
  %.113 = extractelement <2 x i32> %.112, i64 0, !dbg !46
  %.115 = extractelement <2 x i32> %.112, i64 1, !dbg !46
  %t92 = lshr i32 %.113, 16, !dbg !46
  %t110 = and i32 %t92, 32767, !dbg !47
  %t116 = getelementptr inbounds i16, ptr addrspace(1) %a9, i64 %t84, !dbg !48
  %t123 = tail call i32 @llvm.fshl.i32(i32 %.115, i32 %.115, i32 16), !dbg !48
  %t129 = shl i32 %.113, 16, !dbg !48
  %t130 = or i32 %t110, %t129, !dbg !48
  %.147 = insertelement <2 x i32> poison, i32 %t123, i64 0, !dbg !48
  %.149 = insertelement <2 x i32> %.147, i32 %t130, i64 1, !dbg !48
  store <2 x i32> %.149, ptr addrspace(1) %t116, align 8, !dbg !48
  br label %common.ret
}

; Function Attrs: argmemonly nofree nosync nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2finternal_2ftesting_2fvectest_2eNarrowInt(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture writeonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture readonly %a6, i64 %a7, i64 %a8, ptr addrspace(1) nocapture writeonly %a9, i64 %a10, i64 %a11, ptr addrspace(1) nocapture readonly %a12, i64 %a13, i64 %a14, ptr addrspace(1) nocapture writeonly %a15, i64 %a16, i64 %a17) local_unnamed_addr #1 !dbg !49 {
entry:
  %.19 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !50
  %t7 = sext i32 %.19 to i64, !dbg !50
  %.20 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !50
  %.21 = getelementptr inbounds i8, ptr addrspace(4) %.20, i64 4, !dbg !50
  %.22 = load i16, ptr addrspace(4) %.21, align 4, !dbg !50, !invariant.load !6
  %t9 = zext i16 %.22 to i64
  %t10 = mul nsw i64 %t9, %t7, !dbg !50
  %.24 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !50
  %t12 = sext i32 %.24 to i64, !dbg !50
  %t13 = add nsw i64 %t10, %t12, !dbg !50
  %t14 = shl nsw i64 %t13, 4, !dbg !51
  %t15 = add nsw i64 %t14, 16, !dbg !52
  %t17 = icmp sgt i64 %t15, %a7, !dbg !53
  br i1 %t17, label %common.ret, label %b2, !dbg !53

common.ret:                                       ; preds = %entry, %b2
  ret void, !dbg !54

b2:                                               ; preds = %entry
  %t18 = shl nsw i64 %t13, 3, !dbg !55
  %t20 = getelementptr inbounds i8, ptr addrspace(1) %a0, i64 %t18, !dbg !56
  %.40 = load <2 x i32>, ptr addrspace(1) %t20, align 8, !dbg !56, !amdgpu.noclobber !6
  %.41 = extractelement <2 x i32> %.40, i64 0, !dbg !56
  %.43 = extractelement <2 x i32> %.40, i64 1, !dbg !56
  %t27 = lshr i32 %.41, 8, !dbg !56
  %t28 = trunc i32 %t27 to i8, !dbg !56
  %t31 = lshr i32 %.41, 16, !dbg !56
  %t32 = trunc i32 %t31 to i8, !dbg !56
  %t35 = and i32 %.41, -16777216, !dbg !57
  %t40 = trunc i32 %.43 to i8, !dbg !56
  %t43 = lshr i32 %.43, 8, !dbg !56
  %t44 = trunc i32 %t43 to i8, !dbg !56
  %t47 = and i32 %.43, 16711680, !dbg !57
  %t51 = lshr i32 %.43, 24, !dbg !56
  %t52 = trunc i32 %t51 to i8, !dbg !56
  %t58 = sub i32 0, %.41, !dbg !58
  %t58.1 = sub i8 0, %t28, !dbg !58
  %t60.1 = ashr i8 %t58.1, 1, !dbg !59
  %t58.2 = sub i8 0, %t32, !dbg !58
  %t60.2 = ashr i8 %t58.2, 2, !dbg !59
  %t58.4 = sub i8 0, %t40, !dbg !58
  %t60.4 = ashr i8 %t58.4, 1, !dbg !59
  %t58.5 = sub i8 0, %t44, !dbg !58
  %t60.5 = ashr i8 %t58.5, 2, !dbg !59
  %t58.7 = sub i8 0, %t52, !dbg !58
  %t60.7 = ashr i8 %t58.7, 1, !dbg !59
  %t66 = getelementptr inbounds i8, ptr addrspace(1) %a3, i64 %t18, !dbg !57
  %t70 = and i32 %t58, 255, !dbg !57
  %t73 = zext i8 %t60.1 to i32, !dbg !57
  %t74 = shl nuw nsw i32 %t73, 8, !dbg !57
  %t75 = or i32 %t74, %t70, !dbg !57
  %t78 = zext i8 %t60.2 to i32, !dbg !57
  %t79 = shl nuw nsw i32 %t78, 16, !dbg !57
  %t80 = or i32 %t75, %t79, !dbg !57
  %t83 = sub i32 0, %t35, !dbg !57
  %t85 = or i32 %t80, %t83, !dbg !57
  %t89 = zext i8 %t60.4 to i32, !dbg !57
  %t92 = zext i8 %t60.5 to i32, !dbg !57
  %t93 = shl nuw nsw i32 %t92, 8, !dbg !57
  %t94 = or i32 %t93, %t89, !dbg !57
  %t97 = sub nsw i32 0, %t47, !dbg !57
  %t98 = and i32 %t97, 16711680, !dbg !57
  %t99 = or i32 %t94, %t98, !dbg !57
  %t102 = zext i8 %t60.7 to i32, !dbg !57
  %t103 = shl nuw i32 %t102, 24, !dbg !57
  %t104 = or i32 %t99, %t103, !dbg !57
  %.103 = insertelement <2 x i32> poison, i32 %t85, i64 0, !dbg !57
  %.105 = insertelement <2 x i32> %.103, i32 %t104, i64 1, !dbg !57
  store <2 x i32> %.105, ptr addrspace(1) %t66, align 8, !dbg !57
  %t107 = getelementptr inbounds i8, ptr addrspace(1) %a6, i64 %t14, !dbg !60
  %.137 = load <4 x i32>, ptr addrspace(1) %t107, align 16, !dbg !60
  %.138 = extractelement <4 x i32> %.137, i64 0, !dbg !60
  %.140 = extractelement <4 x i32> %.137, i64 1, !dbg !60
  %.142 = extractelement <4 x i32> %.137, i64 2, !dbg !60
  %.144 = extractelement <4 x i32> %.137, i64 3, !dbg !60
  %t119 = lshr i32 %.138, 24, !dbg !60
  %t131 = lshr i32 %.140, 24, !dbg !60
  %t143 = lshr i32 %.142, 24, !dbg !60
  %t155 = lshr i32 %.144, 24, !dbg !60
  %t163.4 = add nuw nsw i32 %t143, 4, !dbg !61
  %t163.8 = add nuw nsw i32 %t131, 8, !dbg !61
  %t163.12 = add nuw nsw i32 %t119, 12, !dbg !61
  %t169 = getelementptr inbounds i8, ptr addrspace(1) %a9, i64 %t14, !dbg !62
  %0 = lshr i32 %.144, 8, !dbg !62
  %t163.1 = and i32 %0, 65280, !dbg !62
  %t174 = add nuw nsw i32 %t163.1, 256, !dbg !62
  %t175 = and i32 %t174, 65280, !dbg !62
  %t176 = or i32 %t175, %t155, !dbg !62
  %1 = shl i32 %.144, 8, !dbg !62
  %2 = add i32 %1, 131072, !dbg !62
  %t179 = and i32 %2, 16711680, !dbg !62
  %t180 = or i32 %t176, %t179, !dbg !62
  %t163.3 = shl i32 %.144, 24, !dbg !62
  %t182 = add i32 %t163.3, 50331648, !dbg !62
  %t184 = or i32 %t180, %t182, !dbg !62
  %t187 = and i32 %t163.4, 255, !dbg !62
  %3 = lshr i32 %.142, 8, !dbg !62
  %t163.5 = and i32 %3, 65280, !dbg !62
  %t189 = add nuw nsw i32 %t163.5, 1280, !dbg !62
  %t190 = and i32 %t189, 65280, !dbg !62
  %t191 = or i32 %t190, %t187, !dbg !62
  %4 = shl i32 %.142, 8, !dbg !62
  %5 = add i32 %4, 393216, !dbg !62
  %t194 = and i32 %5, 16711680, !dbg !62
  %t195 = or i32 %t191, %t194, !dbg !62
  %t163.7 = shl i32 %.142, 24, !dbg !62
  %t197 = add i32 %t163.7, 117440512, !dbg !62
  %t199 = or i32 %t195, %t197, !dbg !62
  %t202 = and i32 %t163.8, 255, !dbg !62
  %6 = lshr i32 %.140, 8, !dbg !62
  %t163.9 = and i32 %6, 65280, !dbg !62
  %t204 = add nuw nsw i32 %t163.9, 2304, !dbg !62
  %t205 = and i32 %t204, 65280, !dbg !62
  %t206 = or i32 %t205, %t202, !dbg !62
  %7 = shl i32 %.140, 8, !dbg !62
  %8 = add i32 %7, 655360, !dbg !62
  %t209 = and i32 %8, 16711680, !dbg !62
  %t210 = or i32 %t206, %t209, !dbg !62
  %t163.11 = shl i32 %.140, 24, !dbg !62
  %t212 = add i32 %t163.11, 184549376, !dbg !62
  %t214 = or i32 %t210, %t212, !dbg !62
  %t217 = and i32 %t163.12, 255, !dbg !62
  %9 = lshr i32 %.138, 8, !dbg !62
  %t163.13 = and i32 %9, 65280, !dbg !62
  %t219 = add nuw nsw i32 %t163.13, 3328, !dbg !62
  %t220 = and i32 %t219, 65280, !dbg !62
  %t221 = or i32 %t220, %t217, !dbg !62
  %10 = shl i32 %.138, 8, !dbg !62
  %11 = add i32 %10, 917504, !dbg !62
  %t224 = and i32 %11, 16711680, !dbg !62
  %t225 = or i32 %t221, %t224, !dbg !62
  %t163.15 = shl i32 %.138, 24, !dbg !62
  %t227 = add i32 %t163.15, 251658240, !dbg !62
  %t229 = or i32 %t225, %t227, !dbg !62
  %.257 = insertelement <4 x i32> poison, i32 %t184, i64 0, !dbg !62
  %.259 = insertelement <4 x i32> %.257, i32 %t199, i64 1, !dbg !62
  %.261 = insertelement <4 x i32> %.259, i32 %t214, i64 2, !dbg !62
  %.263 = insertelement <4 x i32> %.261, i32 %t229, i64 3, !dbg !62
  store <4 x i32> %.263, ptr addrspace(1) %t169, align 16, !dbg !62
  %t231 = shl nsw i64 %t13, 2, !dbg !63
  %t233 = getelementptr inbounds i16, ptr addrspace(1) %a12, i64 %t231, !dbg !64
  %.271 = load <2 x i32>, ptr addrspace(1) %t233, align 8, !dbg !64
  %.272 = extractelement <2 x i32> %.271, i64 0, !dbg !64
  %.274 = extractelement <2 x i32> %.271, i64 1, !dbg !64
  %t240 = lshr i32 %.272, 16, !dbg !64
  %t241 = trunc i32 %t240 to i16, !dbg !64
  %t255 = sub i32 0, %.272, !dbg !65
  %t259 = ashr i16 %t241, 1, !dbg !66
  %t269 = getelementptr inbounds i16, ptr addrspace(1) %a15, i64 %t231, !dbg !67
  %t273 = and i32 %t255, 65535, !dbg !67
  %t276 = zext i16 %t259 to i32, !dbg !67
  %t277 = shl nuw i32 %t276, 16, !dbg !67
  %t278 = or i32 %t277, %t273, !dbg !67
  %t287 = xor i32 %.274, 65535, !dbg !67
  %.306 = insertelement <2 x i32> poison, i32 %t278, i64 0, !dbg !67
  %.308 = insertelement <2 x i32> %.306, i32 %t287, i64 1, !dbg !67
  store <2 x i32> %.308, ptr addrspace(1) %t269, align 8, !dbg !67
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

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #4

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #6

attributes #0 = { argmemonly mustprogress nofree nosync nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { argmemonly nofree nosync nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { mustprogress nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #3 = { argmemonly mustprogress nofree norecurse nosync nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { convergent mustprogress nounwind willreturn }
attributes #6 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

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
