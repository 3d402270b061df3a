; kern module github.com/kernlab/kern/bench/kernels/tensorcore (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 4
@github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 4

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #0 !dbg !4 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  %t3 = sext i32 %.10 to i64, !dbg !7
  %.1514 = sdiv i32 %.10, 64, !dbg !8
  %.15.sext = sext i32 %.1514 to i64, !dbg !8
  %t710 = lshr i64 %.15.sext, 63, !dbg !9
  %t9 = add nsw i64 %t710, %.15.sext, !dbg !9
  %0 = shl nsw i64 %t9, 4, !dbg !10
  %t11 = and i64 %0, -32, !dbg !10
  %t12 = and i64 %t9, 576460752303423486, !dbg !11
  %t13 = sub nsw i64 %.15.sext, %t12, !dbg !11
  %t14 = shl i64 %t13, 5, !dbg !12
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !13
  %t16 = sext i32 %.20 to i64, !dbg !13
  %t17 = shl nsw i64 %t16, 6, !dbg !14
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !15
  %t19 = sext i32 %.21 to i64, !dbg !15
  %t20 = shl nsw i64 %t19, 6, !dbg !16
  %.38 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !17
  %.39 = getelementptr inbounds i8, ptr addrspace(4) %.38, i64 4, !dbg !17
  %.40 = load i16, ptr addrspace(4) %.39, align 4, !dbg !17, !invariant.load !6
  %t26 = zext i16 %.40 to i64
  %t33 = shl nsw i64 %t3, 1, !dbg !18
  %t34 = shl nuw nsw i64 %t26, 1, !dbg !19
  %t3615 = icmp slt i32 %.10, 512, !dbg !20
  br i1 %t3615, label %b2, label %b3, !dbg !20

b2:                                               ; preds = %entry, %b2
  %t3516 = phi i64 [ %t68, %b2 ], [ %t33, %entry ]
  %t37 = ashr i64 %t3516, 63, !dbg !21
  %t38 = and i64 %t37, 15, !dbg !21
  %t39 = add nsw i64 %t38, %t3516, !dbg !21
  %t40 = ashr i64 %t39, 4, !dbg !21
  %t41 = add nsw i64 %t40, %t17, !dbg !22
  %t42 = mul i64 %t41, %a11, !dbg !23
  %t43 = and i64 %t39, -16, !dbg !24
  %t44 = sub i64 %t3516, %t43, !dbg !24
  %t45 = add i64 %t44, %t42, !dbg !25
  %t46 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t45, !dbg !26
  %.43 = load i32, ptr addrspace(1) %t46, align 4, !dbg !26, !amdgpu.noclobber !6
  %1 = trunc i64 %t3516 to i32, !dbg !27
  %t50 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %1, !dbg !27
  store i32 %.43, ptr addrspace(3) %t50, align 4, !dbg !27
  %t53 = and i64 %t37, 63, !dbg !28
  %t54 = add nsw i64 %t53, %t3516, !dbg !28
  %t55 = ashr i64 %t54, 6, !dbg !28
  %t56 = mul i64 %t55, %a10, !dbg !29
  %t58 = and i64 %t54, -64, !dbg !30
  %t57 = add i64 %t3516, %t20, !dbg !31
  %t59 = sub i64 %t57, %t58, !dbg !30
  %t60 = add i64 %t59, %t56, !dbg !32
  %t61 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t60, !dbg !33
  %.45 = load i32, ptr addrspace(1) %t61, align 4, !dbg !33, !amdgpu.noclobber !6
  %t65 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %1, !dbg !34
  store i32 %.45, ptr addrspace(3) %t65, align 4, !dbg !34
  %t68 = add i64 %t3516, %t34, !dbg !35
  %t36 = icmp slt i64 %t68, 1024, !dbg !20
  br i1 %t36, label %b2, label %b3, !dbg !20

b3:                                               ; preds = %b2, %entry
  fence syncscope("workgroup") release, !dbg !36
  tail call void @llvm.amdgcn.s.barrier(), !dbg !36
  fence syncscope("workgroup") acquire, !dbg !36
  %isneg = icmp slt i64 %a11, 0, !dbg !37
  %t70 = select i1 %isneg, i64 15, i64 0, !dbg !37
  %t71 = add i64 %t70, %a11, !dbg !37
  %t72 = ashr i64 %t71, 4, !dbg !37
  %t73 = icmp sgt i64 %t71, 15, !dbg !37
  br i1 %t73, label %b4.preheader, label %b9, !dbg !37

b4.preheader:                                     ; preds = %b3
  %.51 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !38
  %.52 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.51), !dbg !38
  %.55 = and i32 %.52, 15
  %2 = lshr i32 %.52, 2
  %3 = and i32 %2, 1073741820
  %.58 = shl nuw nsw i32 %.55, 4
  %.59 = add nuw nsw i32 %.58, %3
  %t11.tr = trunc i64 %t11 to i32
  %4 = shl i32 %t11.tr, 4
  %t9.tr = trunc i64 %t9 to i32
  %5 = shl i32 %t9.tr, 8
  %6 = or i32 %5, 256
  %7 = trunc i64 %t14 to i32
  %.142 = shl i32 %3, 6
  %.143 = or i32 %.142, %.55
  %8 = or i32 %.143, 64
  %9 = or i32 %.143, 128
  %10 = or i32 %.143, 192
  %11 = or i32 %7, 16
  %smax = tail call i64 @llvm.smax.i64(i64 %t72, i64 1), !dbg !39
  br label %b4, !dbg !39

b4:                                               ; preds = %b4.preheader, %b8
  %t78 = phi { [8 x float] } [ %.227, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t79 = phi { [8 x float] } [ %.254, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t80 = phi { [8 x float] } [ %.281, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t81 = phi { [8 x float] } [ %.308, %b8 ], [ zeroinitializer, %b4.preheader ]
  %t82 = phi i64 [ %t88, %b8 ], [ 0, %b4.preheader ]
  %t87 = and i64 %t82, 1, !dbg !40
  %t88 = add nuw nsw i64 %t82, 1, !dbg !41
  %t89 = icmp slt i64 %t88, %t72, !dbg !39
  br i1 %t89, label %b5, label %b8, !dbg !39

b5:                                               ; preds = %b4
  %t90 = shl i64 %t88, 4, !dbg !42
  %12 = trunc i64 %t87 to i32, !dbg !43
  %t91.tr = shl nuw nsw i32 %12, 10, !dbg !43
  %13 = xor i32 %t91.tr, 1024, !dbg !43
  %t94 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %13, !dbg !43
  %t97 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %13, !dbg !44
  br i1 %t3615, label %b7, label %b8, !dbg !20

b7:                                               ; preds = %b5, %b7
  %t9818 = phi i64 [ %t133, %b7 ], [ %t33, %b5 ]
  %t100 = ashr i64 %t9818, 63, !dbg !21
  %t101 = and i64 %t100, 15, !dbg !21
  %t102 = add nsw i64 %t101, %t9818, !dbg !21
  %t103 = ashr i64 %t102, 4, !dbg !21
  %t104 = add nsw i64 %t103, %t17, !dbg !22
  %t105 = mul i64 %t104, %a11, !dbg !23
  %t107 = and i64 %t102, -16, !dbg !24
  %t106 = add i64 %t9818, %t90, !dbg !45
  %t108 = sub i64 %t106, %t107, !dbg !24
  %t109 = add i64 %t108, %t105, !dbg !25
  %t110 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t109, !dbg !26
  %.48 = load i32, ptr addrspace(1) %t110, align 4, !dbg !26, !amdgpu.noclobber !6
  %14 = trunc i64 %t9818 to i32, !dbg !27
  %t114 = getelementptr inbounds i16, ptr addrspace(3) %t94, i32 %14, !dbg !27
  store i32 %.48, ptr addrspace(3) %t114, align 4, !dbg !27
  %t117 = and i64 %t100, 63, !dbg !28
  %t118 = add nsw i64 %t117, %t9818, !dbg !28
  %t119 = ashr i64 %t118, 6, !dbg !28
  %t120 = add i64 %t119, %t90, !dbg !46
  %t121 = mul i64 %t120, %a10, !dbg !29
  %t123 = and i64 %t118, -64, !dbg !30
  %t122 = add i64 %t9818, %t20, !dbg !31
  %t124 = sub i64 %t122, %t123, !dbg !30
  %t125 = add i64 %t124, %t121, !dbg !32
  %t126 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t125, !dbg !33
  %.50 = load i32, ptr addrspace(1) %t126, align 4, !dbg !33, !amdgpu.noclobber !6
  %t130 = getelementptr inbounds i16, ptr addrspace(3) %t97, i32 %14, !dbg !34
  store i32 %.50, ptr addrspace(3) %t130, align 4, !dbg !34
  %t133 = add i64 %t9818, %t34, !dbg !35
  %t99 = icmp slt i64 %t133, 1024, !dbg !20
  br i1 %t99, label %b7, label %b8, !dbg !20

b8:                                               ; preds = %b7, %b5, %b4
  %t87.tr = trunc i64 %t87 to i32, !dbg !47
  %15 = shl nuw nsw i32 %t87.tr, 10, !dbg !47
  %t136 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.0, i32 %15, !dbg !47
  %t139 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16.shared.1, i32 %15, !dbg !48
  %t140 = getelementptr inbounds i16, ptr addrspace(3) %t136, i32 %4, !dbg !49
  %.60 = getelementptr inbounds i16, ptr addrspace(3) %t140, i32 %.59, !dbg !49
  %.6719 = load <4 x half>, ptr addrspace(3) %.60, align 4, !dbg !49
  %t142 = getelementptr inbounds i16, ptr addrspace(3) %t136, i32 %6, !dbg !50
  %.102 = getelementptr inbounds i16, ptr addrspace(3) %t142, i32 %.59, !dbg !50
  %.10920 = load <4 x half>, ptr addrspace(3) %.102, align 4, !dbg !50
  %t144 = getelementptr inbounds i16, ptr addrspace(3) %t139, i32 %7, !dbg !51
  %.144 = getelementptr inbounds i16, ptr addrspace(3) %t144, i32 %.143, !dbg !51
  %.145 = load i16, ptr addrspace(3) %.144, align 2, !dbg !51
  %.146 = zext i16 %.145 to i32, !dbg !51
  %.149 = getelementptr inbounds i16, ptr addrspace(3) %t144, i32 %8, !dbg !51
  %.150 = load i16, ptr addrspace(3) %.149, align 2, !dbg !51
  %.151 = zext i16 %.150 to i32, !dbg !51
  %.152 = shl nuw i32 %.151, 16, !dbg !51
  %.153 = or i32 %.152, %.146, !dbg !51
  %.156 = getelementptr inbounds i16, ptr addrspace(3) %t144, i32 %9, !dbg !51
  %.157 = load i16, ptr addrspace(3) %.156, align 2, !dbg !51
  %.158 = zext i16 %.157 to i32, !dbg !51
  %.161 = getelementptr inbounds i16, ptr addrspace(3) %t144, i32 %10, !dbg !51
  %.162 = load i16, ptr addrspace(3) %.161, align 2, !dbg !51
  %.163 = zext i16 %.162 to i32, !dbg !51
  %.164 = shl nuw i32 %.163, 16, !dbg !51
  %.165 = or i32 %.164, %.158, !dbg !51
  %t146 = getelementptr inbounds i16, ptr addrspace(3) %t139, i32 %11, !dbg !52
  %.177 = getelementptr inbounds i16, ptr addrspace(3) %t146, i32 %.143, !dbg !52
  %.178 = load i16, ptr addrspace(3) %.177, align 2, !dbg !52
  %.179 = zext i16 %.178 to i32, !dbg !52
  %.182 = getelementptr inbounds i16, ptr addrspace(3) %t146, i32 %8, !dbg !52
  %.183 = load i16, ptr addrspace(3) %.182, align 2, !dbg !52
  %.184 = zext i16 %.183 to i32, !dbg !52
  %.185 = shl nuw i32 %.184, 16, !dbg !52
  %.186 = or i32 %.185, %.179, !dbg !52
  %.189 = getelementptr inbounds i16, ptr addrspace(3) %t146, i32 %9, !dbg !52
  %.190 = load i16, ptr addrspace(3) %.189, align 2, !dbg !52
  %.191 = zext i16 %.190 to i32, !dbg !52
  %.194 = getelementptr inbounds i16, ptr addrspace(3) %t146, i32 %10, !dbg !52
  %.195 = load i16, ptr addrspace(3) %.194, align 2, !dbg !52
  %.196 = zext i16 %.195 to i32, !dbg !52
  %.197 = shl nuw i32 %.196, 16, !dbg !52
  %.198 = or i32 %.197, %.191, !dbg !52
  %.201 = extractvalue { [8 x float] } %t78, 0, 0, !dbg !53
  %.202 = insertelement <4 x float> poison, float %.201, i64 0, !dbg !53
  %.203 = extractvalue { [8 x float] } %t78, 0, 1, !dbg !53
  %.204 = insertelement <4 x float> %.202, float %.203, i64 1, !dbg !53
  %.205 = extractvalue { [8 x float] } %t78, 0, 2, !dbg !53
  %.206 = insertelement <4 x float> %.204, float %.205, i64 2, !dbg !53
  %.207 = extractvalue { [8 x float] } %t78, 0, 3, !dbg !53
  %.208 = insertelement <4 x float> %.206, float %.207, i64 3, !dbg !53
  %.215 = insertelement <2 x i32> poison, i32 %.153, i64 0, !dbg !53
  %.217 = insertelement <2 x i32> %.215, i32 %.165, i64 1, !dbg !53
  %.218 = bitcast <2 x i32> %.217 to <4 x half>, !dbg !53
  %.219 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.6719, <4 x half> %.218, <4 x float> %.208, i32 0, i32 0, i32 0), !dbg !53
  %.220 = extractelement <4 x float> %.219, i64 0, !dbg !53
  %.221 = extractelement <4 x float> %.219, i64 1, !dbg !53
  %.222 = extractelement <4 x float> %.219, i64 2, !dbg !53
  %.223 = extractelement <4 x float> %.219, i64 3, !dbg !53
  %.224 = insertvalue { [8 x float] } zeroinitializer, float %.220, 0, 0, !dbg !53
  %.225 = insertvalue { [8 x float] } %.224, float %.221, 0, 1, !dbg !53
  %.226 = insertvalue { [8 x float] } %.225, float %.222, 0, 2, !dbg !53
  %.227 = insertvalue { [8 x float] } %.226, float %.223, 0, 3, !dbg !53
  %.228 = extractvalue { [8 x float] } %t79, 0, 0, !dbg !54
  %.229 = insertelement <4 x float> poison, float %.228, i64 0, !dbg !54
  %.230 = extractvalue { [8 x float] } %t79, 0, 1, !dbg !54
  %.231 = insertelement <4 x float> %.229, float %.230, i64 1, !dbg !54
  %.232 = extractvalue { [8 x float] } %t79, 0, 2, !dbg !54
  %.233 = insertelement <4 x float> %.231, float %.232, i64 2, !dbg !54
  %.234 = extractvalue { [8 x float] } %t79, 0, 3, !dbg !54
  %.235 = insertelement <4 x float> %.233, float %.234, i64 3, !dbg !54
  %.242 = insertelement <2 x i32> poison, i32 %.186, i64 0, !dbg !54
  %.244 = insertelement <2 x i32> %.242, i32 %.198, i64 1, !dbg !54
  %.245 = bitcast <2 x i32> %.244 to <4 x half>, !dbg !54
  %.246 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.6719, <4 x half> %.245, <4 x float> %.235, i32 0, i32 0, i32 0), !dbg !54
  %.247 = extractelement <4 x float> %.246, i64 0, !dbg !54
  %.248 = extractelement <4 x float> %.246, i64 1, !dbg !54
  %.249 = extractelement <4 x float> %.246, i64 2, !dbg !54
  %.250 = extractelement <4 x float> %.246, i64 3, !dbg !54
  %.251 = insertvalue { [8 x float] } zeroinitializer, float %.247, 0, 0, !dbg !54
  %.252 = insertvalue { [8 x float] } %.251, float %.248, 0, 1, !dbg !54
  %.253 = insertvalue { [8 x float] } %.252, float %.249, 0, 2, !dbg !54
  %.254 = insertvalue { [8 x float] } %.253, float %.250, 0, 3, !dbg !54
  %.255 = extractvalue { [8 x float] } %t80, 0, 0, !dbg !55
  %.256 = insertelement <4 x float> poison, float %.255, i64 0, !dbg !55
  %.257 = extractvalue { [8 x float] } %t80, 0, 1, !dbg !55
  %.258 = insertelement <4 x float> %.256, float %.257, i64 1, !dbg !55
  %.259 = extractvalue { [8 x float] } %t80, 0, 2, !dbg !55
  %.260 = insertelement <4 x float> %.258, float %.259, i64 2, !dbg !55
  %.261 = extractvalue { [8 x float] } %t80, 0, 3, !dbg !55
  %.262 = insertelement <4 x float> %.260, float %.261, i64 3, !dbg !55
  %.273 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.10920, <4 x half> %.218, <4 x float> %.262, i32 0, i32 0, i32 0), !dbg !55
  %.274 = extractelement <4 x float> %.273, i64 0, !dbg !55
  %.275 = extractelement <4 x float> %.273, i64 1, !dbg !55
  %.276 = extractelement <4 x float> %.273, i64 2, !dbg !55
  %.277 = extractelement <4 x float> %.273, i64 3, !dbg !55
  %.278 = insertvalue { [8 x float] } zeroinitializer, float %.274, 0, 0, !dbg !55
  %.279 = insertvalue { [8 x float] } %.278, float %.275, 0, 1, !dbg !55
  %.280 = insertvalue { [8 x float] } %.279, float %.276, 0, 2, !dbg !55
  %.281 = insertvalue { [8 x float] } %.280, float %.277, 0, 3, !dbg !55
  %.282 = extractvalue { [8 x float] } %t81, 0, 0, !dbg !56
  %.283 = insertelement <4 x float> poison, float %.282, i64 0, !dbg !56
  %.284 = extractvalue { [8 x float] } %t81, 0, 1, !dbg !56
  %.285 = insertelement <4 x float> %.283, float %.284, i64 1, !dbg !56
  %.286 = extractvalue { [8 x float] } %t81, 0, 2, !dbg !56
  %.287 = insertelement <4 x float> %.285, float %.286, i64 2, !dbg !56
  %.288 = extractvalue { [8 x float] } %t81, 0, 3, !dbg !56
  %.289 = insertelement <4 x float> %.287, float %.288, i64 3, !dbg !56
  %.300 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.10920, <4 x half> %.245, <4 x float> %.289, i32 0, i32 0, i32 0), !dbg !56
  %.301 = extractelement <4 x float> %.300, i64 0, !dbg !56
  %.302 = extractelement <4 x float> %.300, i64 1, !dbg !56
  %.303 = extractelement <4 x float> %.300, i64 2, !dbg !56
  %.304 = extractelement <4 x float> %.300, i64 3, !dbg !56
  %.305 = insertvalue { [8 x float] } zeroinitializer, float %.301, 0, 0, !dbg !56
  %.306 = insertvalue { [8 x float] } %.305, float %.302, 0, 1, !dbg !56
  %.307 = insertvalue { [8 x float] } %.306, float %.303, 0, 2, !dbg !56
  %.308 = insertvalue { [8 x float] } %.307, float %.304, 0, 3, !dbg !56
  fence syncscope("workgroup") release, !dbg !57
  tail call void @llvm.amdgcn.s.barrier(), !dbg !57
  fence syncscope("workgroup") acquire, !dbg !57
  %exitcond.not = icmp eq i64 %t88, %smax, !dbg !39
  br i1 %exitcond.not, label %b9, label %b4, !dbg !57

b9:                                               ; preds = %b8, %b3
  %t152 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.227, %b8 ]
  %t153 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.254, %b8 ]
  %t154 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.281, %b8 ]
  %t155 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.308, %b8 ]
  %t156 = add nsw i64 %t11, %t17, !dbg !58
  %t157 = mul i64 %t156, %a10, !dbg !59
  %t158 = add i64 %t14, %t20, !dbg !60
  %t159 = add i64 %t158, %t157, !dbg !61
  %t161 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t159, !dbg !62
  %.309 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !62
  %.310 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.309), !dbg !62
  %.313 = and i32 %.310, 15, !dbg !62
  %.314 = zext i32 %.313 to i64, !dbg !62
  %16 = lshr i32 %.310, 2, !dbg !62
  %17 = and i32 %16, 1073741820, !dbg !62
  %.315 = zext i32 %17 to i64, !dbg !62
  %.316 = mul i64 %.315, %a10, !dbg !62
  %.317 = add i64 %.316, %.314, !dbg !62
  %.318 = extractvalue { [8 x float] } %t152, 0, 0, !dbg !62
  %.319 = getelementptr inbounds float, ptr addrspace(1) %t161, i64 %.317, !dbg !62
  store float %.318, ptr addrspace(1) %.319, align 4, !dbg !62
  %.320 = extractvalue { [8 x float] } %t152, 0, 1, !dbg !62
  %.322 = add i64 %.317, %a10, !dbg !62
  %.323 = getelementptr inbounds float, ptr addrspace(1) %t161, i64 %.322, !dbg !62
  store float %.320, ptr addrspace(1) %.323, align 4, !dbg !62
  %.324 = extractvalue { [8 x float] } %t152, 0, 2, !dbg !62
  %.325 = shl i64 %a10, 1, !dbg !62
  %.326 = add i64 %.317, %.325, !dbg !62
  %.327 = getelementptr inbounds float, ptr addrspace(1) %t161, i64 %.326, !dbg !62
  store float %.324, ptr addrspace(1) %.327, align 4, !dbg !62
  %.328 = extractvalue { [8 x float] } %t152, 0, 3, !dbg !62
  %.329 = mul i64 %a10, 3, !dbg !62
  %.330 = add i64 %.317, %.329, !dbg !62
  %.331 = getelementptr inbounds float, ptr addrspace(1) %t161, i64 %.330, !dbg !62
  store float %.328, ptr addrspace(1) %.331, align 4, !dbg !62
  %t162 = or i64 %t159, 16, !dbg !63
  %t163 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t162, !dbg !64
  %.341 = extractvalue { [8 x float] } %t153, 0, 0, !dbg !64
  %.342 = getelementptr inbounds float, ptr addrspace(1) %t163, i64 %.317, !dbg !64
  store float %.341, ptr addrspace(1) %.342, align 4, !dbg !64
  %.343 = extractvalue { [8 x float] } %t153, 0, 1, !dbg !64
  %.346 = getelementptr inbounds float, ptr addrspace(1) %t163, i64 %.322, !dbg !64
  store float %.343, ptr addrspace(1) %.346, align 4, !dbg !64
  %.347 = extractvalue { [8 x float] } %t153, 0, 2, !dbg !64
  %.350 = getelementptr inbounds float, ptr addrspace(1) %t163, i64 %.326, !dbg !64
  store float %.347, ptr addrspace(1) %.350, align 4, !dbg !64
  %.351 = extractvalue { [8 x float] } %t153, 0, 3, !dbg !64
  %.354 = getelementptr inbounds float, ptr addrspace(1) %t163, i64 %.330, !dbg !64
  store float %.351, ptr addrspace(1) %.354, align 4, !dbg !64
  %t164 = shl i64 %a10, 4, !dbg !65
  %t165 = add i64 %t159, %t164, !dbg !66
  %t166 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t165, !dbg !67
  %.364 = extractvalue { [8 x float] } %t154, 0, 0, !dbg !67
  %.365 = getelementptr inbounds float, ptr addrspace(1) %t166, i64 %.317, !dbg !67
  store float %.364, ptr addrspace(1) %.365, align 4, !dbg !67
  %.366 = extractvalue { [8 x float] } %t154, 0, 1, !dbg !67
  %.369 = getelementptr inbounds float, ptr addrspace(1) %t166, i64 %.322, !dbg !67
  store float %.366, ptr addrspace(1) %.369, align 4, !dbg !67
  %.370 = extractvalue { [8 x float] } %t154, 0, 2, !dbg !67
  %.373 = getelementptr inbounds float, ptr addrspace(1) %t166, i64 %.326, !dbg !67
  store float %.370, ptr addrspace(1) %.373, align 4, !dbg !67
  %.374 = extractvalue { [8 x float] } %t154, 0, 3, !dbg !67
  %.377 = getelementptr inbounds float, ptr addrspace(1) %t166, i64 %.330, !dbg !67
  store float %.374, ptr addrspace(1) %.377, align 4, !dbg !67
  %t167 = add i64 %t165, 16, !dbg !68
  %t168 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t167, !dbg !69
  %.387 = extractvalue { [8 x float] } %t155, 0, 0, !dbg !69
  %.388 = getelementptr inbounds float, ptr addrspace(1) %t168, i64 %.317, !dbg !69
  store float %.387, ptr addrspace(1) %.388, align 4, !dbg !69
  %.389 = extractvalue { [8 x float] } %t155, 0, 1, !dbg !69
  %.392 = getelementptr inbounds float, ptr addrspace(1) %t168, i64 %.322, !dbg !69
  store float %.389, ptr addrspace(1) %.392, align 4, !dbg !69
  %.393 = extractvalue { [8 x float] } %t155, 0, 2, !dbg !69
  %.396 = getelementptr inbounds float, ptr addrspace(1) %t168, i64 %.326, !dbg !69
  store float %.393, ptr addrspace(1) %.396, align 4, !dbg !69
  %.397 = extractvalue { [8 x float] } %t155, 0, 3, !dbg !69
  %.400 = getelementptr inbounds float, ptr addrspace(1) %t168, i64 %.330, !dbg !69
  store float %.397, ptr addrspace(1) %.400, align 4, !dbg !69
  ret void, !dbg !69
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #3

; Function Attrs: convergent mustprogress nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #5

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #3 = { convergent mustprogress nofree nounwind readnone willreturn }
attributes #4 = { convergent mustprogress nounwind willreturn }
attributes #5 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Go, file: !1, producer: "kern", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "tensorcore.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fbench_2fkernels_2ftensorcore_2eMatmulF16", scope: !1, file: !1, line: 29, type: !5, scopeLine: 29, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 32, column: 20, scope: !4)
!8 = !DILocation(line: 33, column: 14, scope: !4)
!9 = !DILocation(line: 34, column: 16, scope: !4)
!10 = !DILocation(line: 34, column: 18, scope: !4)
!11 = !DILocation(line: 34, column: 29, scope: !4)
!12 = !DILocation(line: 34, column: 31, scope: !4)
!13 = !DILocation(line: 35, column: 22, scope: !4)
!14 = !DILocation(line: 35, column: 26, scope: !4)
!15 = !DILocation(line: 35, column: 43, scope: !4)
!16 = !DILocation(line: 35, column: 47, scope: !4)
!17 = !DILocation(line: 38, column: 23, scope: !4)
!18 = !DILocation(line: 68, column: 13, scope: !4)
!19 = !DILocation(line: 68, column: 42, scope: !4)
!20 = !DILocation(line: 68, column: 22, scope: !4)
!21 = !DILocation(line: 69, column: 41, scope: !4)
!22 = !DILocation(line: 69, column: 39, scope: !4)
!23 = !DILocation(line: 69, column: 47, scope: !4)
!24 = !DILocation(line: 69, column: 54, scope: !4)
!25 = !DILocation(line: 69, column: 52, scope: !4)
!26 = !DILocation(line: 69, column: 32, scope: !4)
!27 = !DILocation(line: 69, column: 14, scope: !4)
!28 = !DILocation(line: 70, column: 41, scope: !4)
!29 = !DILocation(line: 70, column: 47, scope: !4)
!30 = !DILocation(line: 70, column: 54, scope: !4)
!31 = !DILocation(line: 70, column: 49, scope: !4)
!32 = !DILocation(line: 70, column: 52, scope: !4)
!33 = !DILocation(line: 70, column: 32, scope: !4)
!34 = !DILocation(line: 70, column: 14, scope: !4)
!35 = !DILocation(line: 68, column: 35, scope: !4)
!36 = !DILocation(line: 39, column: 15, scope: !4)
!37 = !DILocation(line: 40, column: 13, scope: !4)
!38 = !DILocation(line: 0, scope: !4)
!39 = !DILocation(line: 43, column: 10, scope: !4)
!40 = !DILocation(line: 42, column: 12, scope: !4)
!41 = !DILocation(line: 43, column: 7, scope: !4)
!42 = !DILocation(line: 44, column: 48, scope: !4)
!43 = !DILocation(line: 44, column: 65, scope: !4)
!44 = !DILocation(line: 44, column: 89, scope: !4)
!45 = !DILocation(line: 69, column: 49, scope: !4)
!46 = !DILocation(line: 70, column: 39, scope: !4)
!47 = !DILocation(line: 46, column: 15, scope: !4)
!48 = !DILocation(line: 46, column: 35, scope: !4)
!49 = !DILocation(line: 47, column: 19, scope: !4)
!50 = !DILocation(line: 48, column: 19, scope: !4)
!51 = !DILocation(line: 49, column: 19, scope: !4)
!52 = !DILocation(line: 50, column: 19, scope: !4)
!53 = !DILocation(line: 51, column: 19, scope: !4)
!54 = !DILocation(line: 52, column: 19, scope: !4)
!55 = !DILocation(line: 53, column: 19, scope: !4)
!56 = !DILocation(line: 54, column: 19, scope: !4)
!57 = !DILocation(line: 55, column: 16, scope: !4)
!58 = !DILocation(line: 57, column: 11, scope: !4)
!59 = !DILocation(line: 57, column: 15, scope: !4)
!60 = !DILocation(line: 57, column: 18, scope: !4)
!61 = !DILocation(line: 57, column: 23, scope: !4)
!62 = !DILocation(line: 58, column: 13, scope: !4)
!63 = !DILocation(line: 59, column: 22, scope: !4)
!64 = !DILocation(line: 59, column: 13, scope: !4)
!65 = !DILocation(line: 60, column: 25, scope: !4)
!66 = !DILocation(line: 60, column: 22, scope: !4)
!67 = !DILocation(line: 60, column: 13, scope: !4)
!68 = !DILocation(line: 61, column: 27, scope: !4)
!69 = !DILocation(line: 61, column: 13, scope: !4)
