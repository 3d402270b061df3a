; kern module github.com/kernlab/kern/examples/tensorcore (wave64, gfx90a)
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.1 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.0 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 16
@github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.1 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 16

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #0 !dbg !4 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  %t10 = sext i32 %.10 to i64, !dbg !7
  %.1514 = sdiv i32 %.10, 64, !dbg !8
  %.15.sext = sext i32 %.1514 to i64, !dbg !8
  %t1410 = lshr i64 %.15.sext, 63, !dbg !9
  %t16 = add nsw i64 %t1410, %.15.sext, !dbg !9
  %0 = shl nsw i64 %t16, 4, !dbg !10
  %t18 = and i64 %0, -32, !dbg !10
  %t19 = and i64 %t16, 576460752303423486, !dbg !11
  %t20 = sub nsw i64 %.15.sext, %t19, !dbg !11
  %t21 = shl i64 %t20, 5, !dbg !12
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !13
  %t23 = sext i32 %.20 to i64, !dbg !13
  %t24 = shl nsw i64 %t23, 6, !dbg !14
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !15
  %t26 = sext i32 %.21 to i64, !dbg !15
  %t27 = shl nsw i64 %t26, 6, !dbg !16
  %t32 = shl nsw i64 %t10, 3, !dbg !17
  %.38 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !18
  %.39 = getelementptr inbounds i8, ptr addrspace(4) %.38, i64 4, !dbg !18
  %.40 = load i16, ptr addrspace(4) %.39, align 4, !dbg !18, !invariant.load !6
  %t34 = zext i16 %.40 to i64
  %t35 = shl nuw nsw i64 %t34, 3, !dbg !19
  %t3715 = icmp slt i32 %.10, 128, !dbg !20
  br i1 %t3715, label %b2, label %b3, !dbg !20

b2:                                               ; preds = %entry, %b2
  %t3616 = phi i64 [ %t63, %b2 ], [ %t32, %entry ]
  %t38 = ashr i64 %t3616, 63, !dbg !21
  %t39 = and i64 %t38, 15, !dbg !21
  %t40 = add nsw i64 %t39, %t3616, !dbg !21
  %t41 = ashr i64 %t40, 4, !dbg !21
  %t42 = add nsw i64 %t41, %t24, !dbg !22
  %t43 = mul i64 %t42, %a11, !dbg !23
  %t44 = and i64 %t40, -16, !dbg !24
  %t45 = sub i64 %t3616, %t44, !dbg !24
  %t46 = add i64 %t45, %t43, !dbg !25
  %1 = trunc i64 %t3616 to i32, !dbg !26
  %t47 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.0, i32 %1, !dbg !26
  %t49 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t46, !dbg !26
  %.43 = load <4 x i32>, ptr addrspace(1) %t49, align 16, !dbg !26, !amdgpu.noclobber !6
  store <4 x i32> %.43, ptr addrspace(3) %t47, align 16, !dbg !26
  %t51 = and i64 %t38, 63, !dbg !27
  %t52 = add nsw i64 %t51, %t3616, !dbg !27
  %t53 = ashr i64 %t52, 6, !dbg !27
  %t54 = mul i64 %t53, %a10, !dbg !28
  %t56 = and i64 %t52, -64, !dbg !29
  %t55 = add i64 %t3616, %t27, !dbg !30
  %t57 = sub i64 %t55, %t56, !dbg !29
  %t58 = add i64 %t57, %t54, !dbg !31
  %t59 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.1, i32 %1, !dbg !32
  %t61 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t58, !dbg !32
  %.45 = load <4 x i32>, ptr addrspace(1) %t61, align 16, !dbg !32, !amdgpu.noclobber !6
  store <4 x i32> %.45, ptr addrspace(3) %t59, align 16, !dbg !32
  %t63 = add i64 %t3616, %t35, !dbg !33
  %t37 = icmp slt i64 %t63, 1024, !dbg !20
  br i1 %t37, label %b2, label %b3, !dbg !20

b3:                                               ; preds = %b2, %entry
  %isneg = icmp slt i64 %a11, 0, !dbg !34
  %t65 = select i1 %isneg, i64 15, i64 0, !dbg !34
  %t66 = add i64 %t65, %a11, !dbg !34
  %t67 = ashr i64 %t66, 4, !dbg !34
  %t68 = icmp sgt i64 %t66, 15, !dbg !34
  br i1 %t68, label %b4.preheader, label %b10, !dbg !34

b4.preheader:                                     ; preds = %b3
  %.51 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !35
  %.52 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.51), !dbg !35
  %.55 = and i32 %.52, 15
  %2 = lshr i32 %.52, 2
  %3 = and i32 %2, 1073741820
  %.58 = shl nuw nsw i32 %.55, 4
  %.59 = add nuw nsw i32 %.58, %3
  %t18.tr = trunc i64 %t18 to i32
  %4 = shl i32 %t18.tr, 4
  %t16.tr = trunc i64 %t16 to i32
  %5 = shl i32 %t16.tr, 8
  %6 = or i32 %5, 256
  %7 = trunc i64 %t21 to i32
  %.142 = shl i32 %3, 6
  %.143 = or i32 %.142, %.55
  %8 = or i32 %.143, 64
  %9 = or i32 %.143, 128
  %10 = or i32 %.143, 192
  %11 = or i32 %7, 16
  %smax = tail call i64 @llvm.smax.i64(i64 %t67, i64 1), !dbg !36
  br label %b4, !dbg !36

b4:                                               ; preds = %b4.preheader, %b9
  %t73 = phi { [8 x float] } [ %.227, %b9 ], [ zeroinitializer, %b4.preheader ]
  %t74 = phi { [8 x float] } [ %.254, %b9 ], [ zeroinitializer, %b4.preheader ]
  %t75 = phi { [8 x float] } [ %.281, %b9 ], [ zeroinitializer, %b4.preheader ]
  %t76 = phi { [8 x float] } [ %.308, %b9 ], [ zeroinitializer, %b4.preheader ]
  %t77 = phi i64 [ %t83, %b9 ], [ 0, %b4.preheader ]
  %t82 = and i64 %t77, 1, !dbg !37
  fence syncscope("workgroup") release, !dbg !38
  tail call void @llvm.amdgcn.s.barrier(), !dbg !38
  fence syncscope("workgroup") acquire, !dbg !38
  %t83 = add nuw nsw i64 %t77, 1, !dbg !39
  %t84 = icmp slt i64 %t83, %t67, !dbg !36
  br i1 %t84, label %b5, label %b9, !dbg !36

b5:                                               ; preds = %b4
  %t85 = shl i64 %t83, 4, !dbg !40
  %12 = trunc i64 %t82 to i32, !dbg !41
  %t86.tr = shl nuw nsw i32 %12, 10, !dbg !41
  %13 = xor i32 %t86.tr, 1024, !dbg !41
  %t89 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.0, i32 %13, !dbg !41
  %t92 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.1, i32 %13, !dbg !42
  br i1 %t3715, label %b7, label %b9, !dbg !20

b7:                                               ; preds = %b5, %b7
  %t9318 = phi i64 [ %t122, %b7 ], [ %t32, %b5 ]
  %t95 = ashr i64 %t9318, 63, !dbg !21
  %t96 = and i64 %t95, 15, !dbg !21
  %t97 = add nsw i64 %t96, %t9318, !dbg !21
  %t98 = ashr i64 %t97, 4, !dbg !21
  %t99 = add nsw i64 %t98, %t24, !dbg !22
  %t100 = mul i64 %t99, %a11, !dbg !23
  %t102 = and i64 %t97, -16, !dbg !24
  %t101 = add i64 %t9318, %t85, !dbg !43
  %t103 = sub i64 %t101, %t102, !dbg !24
  %t104 = add i64 %t103, %t100, !dbg !25
  %14 = trunc i64 %t9318 to i32, !dbg !26
  %t105 = getelementptr inbounds i16, ptr addrspace(3) %t89, i32 %14, !dbg !26
  %t107 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t104, !dbg !26
  %.48 = load <4 x i32>, ptr addrspace(1) %t107, align 16, !dbg !26
  store <4 x i32> %.48, ptr addrspace(3) %t105, align 16, !dbg !26
  %t109 = and i64 %t95, 63, !dbg !27
  %t110 = add nsw i64 %t109, %t9318, !dbg !27
  %t111 = ashr i64 %t110, 6, !dbg !27
  %t112 = add i64 %t111, %t85, !dbg !44
  %t113 = mul i64 %t112, %a10, !dbg !28
  %t115 = and i64 %t110, -64, !dbg !29
  %t114 = add i64 %t9318, %t27, !dbg !30
  %t116 = sub i64 %t114, %t115, !dbg !29
  %t117 = add i64 %t116, %t113, !dbg !31
  %t118 = getelementptr inbounds i16, ptr addrspace(3) %t92, i32 %14, !dbg !32
  %t120 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t117, !dbg !32
  %.50 = load <4 x i32>, ptr addrspace(1) %t120, align 16, !dbg !32
  store <4 x i32> %.50, ptr addrspace(3) %t118, align 16, !dbg !32
  %t122 = add i64 %t9318, %t35, !dbg !33
  %t94 = icmp slt i64 %t122, 1024, !dbg !20
  br i1 %t94, label %b7, label %b9, !dbg !20

b9:                                               ; preds = %b7, %b5, %b4
  %t82.tr = trunc i64 %t82 to i32, !dbg !45
  %15 = shl nuw nsw i32 %t82.tr, 10, !dbg !45
  %t125 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.0, i32 %15, !dbg !45
  %t128 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d.shared.1, i32 %15, !dbg !46
  %t129 = getelementptr inbounds i16, ptr addrspace(3) %t125, i32 %4, !dbg !47
  %.60 = getelementptr inbounds i16, ptr addrspace(3) %t129, i32 %.59, !dbg !47
  %.6719 = load <4 x half>, ptr addrspace(3) %.60, align 8, !dbg !47
  %t131 = getelementptr inbounds i16, ptr addrspace(3) %t125, i32 %6, !dbg !48
  %.102 = getelementptr inbounds i16, ptr addrspace(3) %t131, i32 %.59, !dbg !48
  %.10920 = load <4 x half>, ptr addrspace(3) %.102, align 8, !dbg !48
  %t133 = getelementptr inbounds i16, ptr addrspace(3) %t128, i32 %7, !dbg !49
  %.144 = getelementptr inbounds i16, ptr addrspace(3) %t133, i32 %.143, !dbg !49
  %.145 = load i16, ptr addrspace(3) %.144, align 2, !dbg !49
  %.146 = zext i16 %.145 to i32, !dbg !49
  %.149 = getelementptr inbounds i16, ptr addrspace(3) %t133, i32 %8, !dbg !49
  %.150 = load i16, ptr addrspace(3) %.149, align 2, !dbg !49
  %.151 = zext i16 %.150 to i32, !dbg !49
  %.152 = shl nuw i32 %.151, 16, !dbg !49
  %.153 = or i32 %.152, %.146, !dbg !49
  %.156 = getelementptr inbounds i16, ptr addrspace(3) %t133, i32 %9, !dbg !49
  %.157 = load i16, ptr addrspace(3) %.156, align 2, !dbg !49
  %.158 = zext i16 %.157 to i32, !dbg !49
  %.161 = getelementptr inbounds i16, ptr addrspace(3) %t133, i32 %10, !dbg !49
  %.162 = load i16, ptr addrspace(3) %.161, align 2, !dbg !49
  %.163 = zext i16 %.162 to i32, !dbg !49
  %.164 = shl nuw i32 %.163, 16, !dbg !49
  %.165 = or i32 %.164, %.158, !dbg !49
  %t135 = getelementptr inbounds i16, ptr addrspace(3) %t128, i32 %11, !dbg !50
  %.177 = getelementptr inbounds i16, ptr addrspace(3) %t135, i32 %.143, !dbg !50
  %.178 = load i16, ptr addrspace(3) %.177, align 2, !dbg !50
  %.179 = zext i16 %.178 to i32, !dbg !50
  %.182 = getelementptr inbounds i16, ptr addrspace(3) %t135, i32 %8, !dbg !50
  %.183 = load i16, ptr addrspace(3) %.182, align 2, !dbg !50
  %.184 = zext i16 %.183 to i32, !dbg !50
  %.185 = shl nuw i32 %.184, 16, !dbg !50
  %.186 = or i32 %.185, %.179, !dbg !50
  %.189 = getelementptr inbounds i16, ptr addrspace(3) %t135, i32 %9, !dbg !50
  %.190 = load i16, ptr addrspace(3) %.189, align 2, !dbg !50
  %.191 = zext i16 %.190 to i32, !dbg !50
  %.194 = getelementptr inbounds i16, ptr addrspace(3) %t135, i32 %10, !dbg !50
  %.195 = load i16, ptr addrspace(3) %.194, align 2, !dbg !50
  %.196 = zext i16 %.195 to i32, !dbg !50
  %.197 = shl nuw i32 %.196, 16, !dbg !50
  %.198 = or i32 %.197, %.191, !dbg !50
  %.201 = extractvalue { [8 x float] } %t73, 0, 0, !dbg !51
  %.202 = insertelement <4 x float> poison, float %.201, i64 0, !dbg !51
  %.203 = extractvalue { [8 x float] } %t73, 0, 1, !dbg !51
  %.204 = insertelement <4 x float> %.202, float %.203, i64 1, !dbg !51
  %.205 = extractvalue { [8 x float] } %t73, 0, 2, !dbg !51
  %.206 = insertelement <4 x float> %.204, float %.205, i64 2, !dbg !51
  %.207 = extractvalue { [8 x float] } %t73, 0, 3, !dbg !51
  %.208 = insertelement <4 x float> %.206, float %.207, i64 3, !dbg !51
  %.215 = insertelement <2 x i32> poison, i32 %.153, i64 0, !dbg !51
  %.217 = insertelement <2 x i32> %.215, i32 %.165, i64 1, !dbg !51
  %.218 = bitcast <2 x i32> %.217 to <4 x half>, !dbg !51
  %.219 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.6719, <4 x half> %.218, <4 x float> %.208, i32 0, i32 0, i32 0), !dbg !51
  %.220 = extractelement <4 x float> %.219, i64 0, !dbg !51
  %.221 = extractelement <4 x float> %.219, i64 1, !dbg !51
  %.222 = extractelement <4 x float> %.219, i64 2, !dbg !51
  %.223 = extractelement <4 x float> %.219, i64 3, !dbg !51
  %.224 = insertvalue { [8 x float] } zeroinitializer, float %.220, 0, 0, !dbg !51
  %.225 = insertvalue { [8 x float] } %.224, float %.221, 0, 1, !dbg !51
  %.226 = insertvalue { [8 x float] } %.225, float %.222, 0, 2, !dbg !51
  %.227 = insertvalue { [8 x float] } %.226, float %.223, 0, 3, !dbg !51
  %.228 = extractvalue { [8 x float] } %t74, 0, 0, !dbg !52
  %.229 = insertelement <4 x float> poison, float %.228, i64 0, !dbg !52
  %.230 = extractvalue { [8 x float] } %t74, 0, 1, !dbg !52
  %.231 = insertelement <4 x float> %.229, float %.230, i64 1, !dbg !52
  %.232 = extractvalue { [8 x float] } %t74, 0, 2, !dbg !52
  %.233 = insertelement <4 x float> %.231, float %.232, i64 2, !dbg !52
  %.234 = extractvalue { [8 x float] } %t74, 0, 3, !dbg !52
  %.235 = insertelement <4 x float> %.233, float %.234, i64 3, !dbg !52
  %.242 = insertelement <2 x i32> poison, i32 %.186, i64 0, !dbg !52
  %.244 = insertelement <2 x i32> %.242, i32 %.198, i64 1, !dbg !52
  %.245 = bitcast <2 x i32> %.244 to <4 x half>, !dbg !52
  %.246 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.6719, <4 x half> %.245, <4 x float> %.235, i32 0, i32 0, i32 0), !dbg !52
  %.247 = extractelement <4 x float> %.246, i64 0, !dbg !52
  %.248 = extractelement <4 x float> %.246, i64 1, !dbg !52
  %.249 = extractelement <4 x float> %.246, i64 2, !dbg !52
  %.250 = extractelement <4 x float> %.246, i64 3, !dbg !52
  %.251 = insertvalue { [8 x float] } zeroinitializer, float %.247, 0, 0, !dbg !52
  %.252 = insertvalue { [8 x float] } %.251, float %.248, 0, 1, !dbg !52
  %.253 = insertvalue { [8 x float] } %.252, float %.249, 0, 2, !dbg !52
  %.254 = insertvalue { [8 x float] } %.253, float %.250, 0, 3, !dbg !52
  %.255 = extractvalue { [8 x float] } %t75, 0, 0, !dbg !53
  %.256 = insertelement <4 x float> poison, float %.255, i64 0, !dbg !53
  %.257 = extractvalue { [8 x float] } %t75, 0, 1, !dbg !53
  %.258 = insertelement <4 x float> %.256, float %.257, i64 1, !dbg !53
  %.259 = extractvalue { [8 x float] } %t75, 0, 2, !dbg !53
  %.260 = insertelement <4 x float> %.258, float %.259, i64 2, !dbg !53
  %.261 = extractvalue { [8 x float] } %t75, 0, 3, !dbg !53
  %.262 = insertelement <4 x float> %.260, float %.261, i64 3, !dbg !53
  %.273 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.10920, <4 x half> %.218, <4 x float> %.262, i32 0, i32 0, i32 0), !dbg !53
  %.274 = extractelement <4 x float> %.273, i64 0, !dbg !53
  %.275 = extractelement <4 x float> %.273, i64 1, !dbg !53
  %.276 = extractelement <4 x float> %.273, i64 2, !dbg !53
  %.277 = extractelement <4 x float> %.273, i64 3, !dbg !53
  %.278 = insertvalue { [8 x float] } zeroinitializer, float %.274, 0, 0, !dbg !53
  %.279 = insertvalue { [8 x float] } %.278, float %.275, 0, 1, !dbg !53
  %.280 = insertvalue { [8 x float] } %.279, float %.276, 0, 2, !dbg !53
  %.281 = insertvalue { [8 x float] } %.280, float %.277, 0, 3, !dbg !53
  %.282 = extractvalue { [8 x float] } %t76, 0, 0, !dbg !54
  %.283 = insertelement <4 x float> poison, float %.282, i64 0, !dbg !54
  %.284 = extractvalue { [8 x float] } %t76, 0, 1, !dbg !54
  %.285 = insertelement <4 x float> %.283, float %.284, i64 1, !dbg !54
  %.286 = extractvalue { [8 x float] } %t76, 0, 2, !dbg !54
  %.287 = insertelement <4 x float> %.285, float %.286, i64 2, !dbg !54
  %.288 = extractvalue { [8 x float] } %t76, 0, 3, !dbg !54
  %.289 = insertelement <4 x float> %.287, float %.288, i64 3, !dbg !54
  %.300 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %.10920, <4 x half> %.245, <4 x float> %.289, i32 0, i32 0, i32 0), !dbg !54
  %.301 = extractelement <4 x float> %.300, i64 0, !dbg !54
  %.302 = extractelement <4 x float> %.300, i64 1, !dbg !54
  %.303 = extractelement <4 x float> %.300, i64 2, !dbg !54
  %.304 = extractelement <4 x float> %.300, i64 3, !dbg !54
  %.305 = insertvalue { [8 x float] } zeroinitializer, float %.301, 0, 0, !dbg !54
  %.306 = insertvalue { [8 x float] } %.305, float %.302, 0, 1, !dbg !54
  %.307 = insertvalue { [8 x float] } %.306, float %.303, 0, 2, !dbg !54
  %.308 = insertvalue { [8 x float] } %.307, float %.304, 0, 3, !dbg !54
  %exitcond.not = icmp eq i64 %t83, %smax, !dbg !36
  br i1 %exitcond.not, label %b10, label %b4, !dbg !54

b10:                                              ; preds = %b9, %b3
  %t141 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.227, %b9 ]
  %t142 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.254, %b9 ]
  %t143 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.281, %b9 ]
  %t144 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.308, %b9 ]
  %t145 = add nsw i64 %t18, %t24, !dbg !55
  %t146 = mul i64 %t145, %a10, !dbg !56
  %t147 = add i64 %t21, %t27, !dbg !57
  %t148 = add i64 %t147, %t146, !dbg !58
  %t149 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t148, !dbg !59
  %.309 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !59
  %.310 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.309), !dbg !59
  %.313 = and i32 %.310, 15, !dbg !59
  %.314 = zext i32 %.313 to i64, !dbg !59
  %16 = lshr i32 %.310, 2, !dbg !59
  %17 = and i32 %16, 1073741820, !dbg !59
  %.315 = zext i32 %17 to i64, !dbg !59
  %.316 = mul i64 %.315, %a10, !dbg !59
  %.317 = add i64 %.316, %.314, !dbg !59
  %.318 = extractvalue { [8 x float] } %t141, 0, 0, !dbg !59
  %.319 = getelementptr inbounds float, ptr addrspace(1) %t149, i64 %.317, !dbg !59
  store float %.318, ptr addrspace(1) %.319, align 4, !dbg !59
  %.320 = extractvalue { [8 x float] } %t141, 0, 1, !dbg !59
  %.322 = add i64 %.317, %a10, !dbg !59
  %.323 = getelementptr inbounds float, ptr addrspace(1) %t149, i64 %.322, !dbg !59
  store float %.320, ptr addrspace(1) %.323, align 4, !dbg !59
  %.324 = extractvalue { [8 x float] } %t141, 0, 2, !dbg !59
  %.325 = shl i64 %a10, 1, !dbg !59
  %.326 = add i64 %.317, %.325, !dbg !59
  %.327 = getelementptr inbounds float, ptr addrspace(1) %t149, i64 %.326, !dbg !59
  store float %.324, ptr addrspace(1) %.327, align 4, !dbg !59
  %.328 = extractvalue { [8 x float] } %t141, 0, 3, !dbg !59
  %.329 = mul i64 %a10, 3, !dbg !59
  %.330 = add i64 %.317, %.329, !dbg !59
  %.331 = getelementptr inbounds float, ptr addrspace(1) %t149, i64 %.330, !dbg !59
  store float %.328, ptr addrspace(1) %.331, align 4, !dbg !59
  %t150 = or i64 %t148, 16, !dbg !60
  %t151 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t150, !dbg !61
  %.341 = extractvalue { [8 x float] } %t142, 0, 0, !dbg !61
  %.342 = getelementptr inbounds float, ptr addrspace(1) %t151, i64 %.317, !dbg !61
  store float %.341, ptr addrspace(1) %.342, align 4, !dbg !61
  %.343 = extractvalue { [8 x float] } %t142, 0, 1, !dbg !61
  %.346 = getelementptr inbounds float, ptr addrspace(1) %t151, i64 %.322, !dbg !61
  store float %.343, ptr addrspace(1) %.346, align 4, !dbg !61
  %.347 = extractvalue { [8 x float] } %t142, 0, 2, !dbg !61
  %.350 = getelementptr inbounds float, ptr addrspace(1) %t151, i64 %.326, !dbg !61
  store float %.347, ptr addrspace(1) %.350, align 4, !dbg !61
  %.351 = extractvalue { [8 x float] } %t142, 0, 3, !dbg !61
  %.354 = getelementptr inbounds float, ptr addrspace(1) %t151, i64 %.330, !dbg !61
  store float %.351, ptr addrspace(1) %.354, align 4, !dbg !61
  %t152 = shl i64 %a10, 4, !dbg !62
  %t153 = add i64 %t148, %t152, !dbg !63
  %t154 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t153, !dbg !64
  %.364 = extractvalue { [8 x float] } %t143, 0, 0, !dbg !64
  %.365 = getelementptr inbounds float, ptr addrspace(1) %t154, i64 %.317, !dbg !64
  store float %.364, ptr addrspace(1) %.365, align 4, !dbg !64
  %.366 = extractvalue { [8 x float] } %t143, 0, 1, !dbg !64
  %.369 = getelementptr inbounds float, ptr addrspace(1) %t154, i64 %.322, !dbg !64
  store float %.366, ptr addrspace(1) %.369, align 4, !dbg !64
  %.370 = extractvalue { [8 x float] } %t143, 0, 2, !dbg !64
  %.373 = getelementptr inbounds float, ptr addrspace(1) %t154, i64 %.326, !dbg !64
  store float %.370, ptr addrspace(1) %.373, align 4, !dbg !64
  %.374 = extractvalue { [8 x float] } %t143, 0, 3, !dbg !64
  %.377 = getelementptr inbounds float, ptr addrspace(1) %t154, i64 %.330, !dbg !64
  store float %.374, ptr addrspace(1) %.377, align 4, !dbg !64
  %t155 = add i64 %t153, 16, !dbg !65
  %t156 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t155, !dbg !66
  %.387 = extractvalue { [8 x float] } %t144, 0, 0, !dbg !66
  %.388 = getelementptr inbounds float, ptr addrspace(1) %t156, i64 %.317, !dbg !66
  store float %.387, ptr addrspace(1) %.388, align 4, !dbg !66
  %.389 = extractvalue { [8 x float] } %t144, 0, 1, !dbg !66
  %.392 = getelementptr inbounds float, ptr addrspace(1) %t156, i64 %.322, !dbg !66
  store float %.389, ptr addrspace(1) %.392, align 4, !dbg !66
  %.393 = extractvalue { [8 x float] } %t144, 0, 2, !dbg !66
  %.396 = getelementptr inbounds float, ptr addrspace(1) %t156, i64 %.326, !dbg !66
  store float %.393, ptr addrspace(1) %.396, align 4, !dbg !66
  %.397 = extractvalue { [8 x float] } %t144, 0, 3, !dbg !66
  %.400 = getelementptr inbounds float, ptr addrspace(1) %t156, i64 %.330, !dbg !66
  store float %.397, ptr addrspace(1) %.400, align 4, !dbg !66
  ret void, !dbg !67
}

; Function Attrs: nounwind
define amdgpu_kernel void @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d(ptr addrspace(1) nocapture readonly %a0, i64 %a1, i64 %a2, ptr addrspace(1) nocapture readonly %a3, i64 %a4, i64 %a5, ptr addrspace(1) nocapture writeonly %a6, i64 %a7, i64 %a8, i64 %a9, i64 %a10, i64 %a11) local_unnamed_addr #0 !dbg !68 {
entry:
  %.10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !69
  %t10 = sext i32 %.10 to i64, !dbg !69
  %.1514 = sdiv i32 %.10, 64, !dbg !70
  %.15.sext = sext i32 %.1514 to i64, !dbg !70
  %t1410 = lshr i64 %.15.sext, 63, !dbg !71
  %t16 = add nsw i64 %t1410, %.15.sext, !dbg !71
  %0 = shl nsw i64 %t16, 4, !dbg !72
  %t18 = and i64 %0, -32, !dbg !72
  %t19 = and i64 %t16, 576460752303423486, !dbg !73
  %t20 = sub nsw i64 %.15.sext, %t19, !dbg !73
  %t21 = shl i64 %t20, 5, !dbg !74
  %.20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !75
  %t23 = sext i32 %.20 to i64, !dbg !75
  %t24 = shl nsw i64 %t23, 6, !dbg !76
  %.21 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !77
  %t26 = sext i32 %.21 to i64, !dbg !77
  %t27 = shl nsw i64 %t26, 6, !dbg !78
  %t32 = shl nsw i64 %t10, 3, !dbg !79
  %.38 = tail call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr(), !dbg !80
  %.39 = getelementptr inbounds i8, ptr addrspace(4) %.38, i64 4, !dbg !80
  %.40 = load i16, ptr addrspace(4) %.39, align 4, !dbg !80, !invariant.load !6
  %t34 = zext i16 %.40 to i64
  %t35 = shl nuw nsw i64 %t34, 3, !dbg !81
  %t3715 = icmp slt i32 %.10, 128, !dbg !82
  br i1 %t3715, label %b2, label %b3, !dbg !82

b2:                                               ; preds = %entry, %b2
  %t3616 = phi i64 [ %t63, %b2 ], [ %t32, %entry ]
  %t38 = ashr i64 %t3616, 63, !dbg !83
  %t39 = and i64 %t38, 15, !dbg !83
  %t40 = add nsw i64 %t39, %t3616, !dbg !83
  %t41 = ashr i64 %t40, 4, !dbg !83
  %t42 = add nsw i64 %t41, %t24, !dbg !84
  %t43 = mul i64 %t42, %a11, !dbg !85
  %t44 = and i64 %t40, -16, !dbg !86
  %t45 = sub i64 %t3616, %t44, !dbg !86
  %t46 = add i64 %t45, %t43, !dbg !87
  %1 = trunc i64 %t3616 to i32, !dbg !88
  %t47 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.0, i32 %1, !dbg !88
  %t49 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t46, !dbg !88
  %.43 = load <4 x i32>, ptr addrspace(1) %t49, align 16, !dbg !88, !amdgpu.noclobber !6
  store <4 x i32> %.43, ptr addrspace(3) %t47, align 16, !dbg !88
  %t51 = and i64 %t38, 63, !dbg !89
  %t52 = add nsw i64 %t51, %t3616, !dbg !89
  %t53 = ashr i64 %t52, 6, !dbg !89
  %t54 = mul i64 %t53, %a10, !dbg !90
  %t56 = and i64 %t52, -64, !dbg !91
  %t55 = add i64 %t3616, %t27, !dbg !92
  %t57 = sub i64 %t55, %t56, !dbg !91
  %t58 = add i64 %t57, %t54, !dbg !93
  %t59 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.1, i32 %1, !dbg !94
  %t61 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t58, !dbg !94
  %.45 = load <4 x i32>, ptr addrspace(1) %t61, align 16, !dbg !94, !amdgpu.noclobber !6
  store <4 x i32> %.45, ptr addrspace(3) %t59, align 16, !dbg !94
  %t63 = add i64 %t3616, %t35, !dbg !95
  %t37 = icmp slt i64 %t63, 1024, !dbg !82
  br i1 %t37, label %b2, label %b3, !dbg !82

b3:                                               ; preds = %b2, %entry
  %isneg = icmp slt i64 %a11, 0, !dbg !96
  %t65 = select i1 %isneg, i64 15, i64 0, !dbg !96
  %t66 = add i64 %t65, %a11, !dbg !96
  %t67 = ashr i64 %t66, 4, !dbg !96
  %t68 = icmp sgt i64 %t66, 15, !dbg !96
  br i1 %t68, label %b4.preheader, label %b10, !dbg !96

b4.preheader:                                     ; preds = %b3
  %.51 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !97
  %.52 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.51), !dbg !97
  %.55 = and i32 %.52, 15
  %2 = lshr i32 %.52, 2
  %3 = and i32 %2, 1073741820
  %.58 = shl nuw nsw i32 %.55, 4
  %.59 = add nuw nsw i32 %.58, %3
  %t18.tr = trunc i64 %t18 to i32
  %4 = shl i32 %t18.tr, 4
  %t16.tr = trunc i64 %t16 to i32
  %5 = shl i32 %t16.tr, 8
  %6 = or i32 %5, 256
  %7 = trunc i64 %t21 to i32
  %.142 = shl i32 %3, 6
  %.143 = or i32 %.142, %.55
  %8 = or i32 %.143, 64
  %9 = or i32 %.143, 128
  %10 = or i32 %.143, 192
  %11 = or i32 %7, 16
  %smax = tail call i64 @llvm.smax.i64(i64 %t67, i64 1), !dbg !98
  br label %b4, !dbg !98

b4:                                               ; preds = %b4.preheader, %b9
  %t73 = phi { [8 x float] } [ %.227, %b9 ], [ zeroinitializer, %b4.preheader ]
  %t74 = phi { [8 x float] } [ %.254, %b9 ], [ zeroinitializer, %b4.preheader ]
  %t75 = phi { [8 x float] } [ %.281, %b9 ], [ zeroinitializer, %b4.preheader ]
  %t76 = phi { [8 x float] } [ %.308, %b9 ], [ zeroinitializer, %b4.preheader ]
  %t77 = phi i64 [ %t83, %b9 ], [ 0, %b4.preheader ]
  %t82 = and i64 %t77, 1, !dbg !99
  fence syncscope("workgroup") release, !dbg !100
  tail call void @llvm.amdgcn.s.barrier(), !dbg !100
  fence syncscope("workgroup") acquire, !dbg !100
  %t83 = add nuw nsw i64 %t77, 1, !dbg !101
  %t84 = icmp slt i64 %t83, %t67, !dbg !98
  br i1 %t84, label %b5, label %b9, !dbg !98

b5:                                               ; preds = %b4
  %t85 = shl i64 %t83, 4, !dbg !102
  %12 = trunc i64 %t82 to i32, !dbg !103
  %t86.tr = shl nuw nsw i32 %12, 10, !dbg !103
  %13 = xor i32 %t86.tr, 1024, !dbg !103
  %t89 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.0, i32 %13, !dbg !103
  %t92 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.1, i32 %13, !dbg !104
  br i1 %t3715, label %b7, label %b9, !dbg !82

b7:                                               ; preds = %b5, %b7
  %t9318 = phi i64 [ %t122, %b7 ], [ %t32, %b5 ]
  %t95 = ashr i64 %t9318, 63, !dbg !83
  %t96 = and i64 %t95, 15, !dbg !83
  %t97 = add nsw i64 %t96, %t9318, !dbg !83
  %t98 = ashr i64 %t97, 4, !dbg !83
  %t99 = add nsw i64 %t98, %t24, !dbg !84
  %t100 = mul i64 %t99, %a11, !dbg !85
  %t102 = and i64 %t97, -16, !dbg !86
  %t101 = add i64 %t9318, %t85, !dbg !105
  %t103 = sub i64 %t101, %t102, !dbg !86
  %t104 = add i64 %t103, %t100, !dbg !87
  %14 = trunc i64 %t9318 to i32, !dbg !88
  %t105 = getelementptr inbounds i16, ptr addrspace(3) %t89, i32 %14, !dbg !88
  %t107 = getelementptr inbounds i16, ptr addrspace(1) %a0, i64 %t104, !dbg !88
  %.48 = load <4 x i32>, ptr addrspace(1) %t107, align 16, !dbg !88
  store <4 x i32> %.48, ptr addrspace(3) %t105, align 16, !dbg !88
  %t109 = and i64 %t95, 63, !dbg !89
  %t110 = add nsw i64 %t109, %t9318, !dbg !89
  %t111 = ashr i64 %t110, 6, !dbg !89
  %t112 = add i64 %t111, %t85, !dbg !106
  %t113 = mul i64 %t112, %a10, !dbg !90
  %t115 = and i64 %t110, -64, !dbg !91
  %t114 = add i64 %t9318, %t27, !dbg !92
  %t116 = sub i64 %t114, %t115, !dbg !91
  %t117 = add i64 %t116, %t113, !dbg !93
  %t118 = getelementptr inbounds i16, ptr addrspace(3) %t92, i32 %14, !dbg !94
  %t120 = getelementptr inbounds i16, ptr addrspace(1) %a3, i64 %t117, !dbg !94
  %.50 = load <4 x i32>, ptr addrspace(1) %t120, align 16, !dbg !94
  store <4 x i32> %.50, ptr addrspace(3) %t118, align 16, !dbg !94
  %t122 = add i64 %t9318, %t35, !dbg !95
  %t94 = icmp slt i64 %t122, 1024, !dbg !82
  br i1 %t94, label %b7, label %b9, !dbg !82

b9:                                               ; preds = %b7, %b5, %b4
  %t82.tr = trunc i64 %t82 to i32, !dbg !107
  %15 = shl nuw nsw i32 %t82.tr, 10, !dbg !107
  %t125 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.0, i32 %15, !dbg !107
  %t128 = getelementptr inbounds i16, ptr addrspace(3) @github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d.shared.1, i32 %15, !dbg !108
  %t129 = getelementptr inbounds i16, ptr addrspace(3) %t125, i32 %4, !dbg !109
  %.60 = getelementptr inbounds i16, ptr addrspace(3) %t129, i32 %.59, !dbg !109
  %.6719 = load <4 x i16>, ptr addrspace(3) %.60, align 8, !dbg !109
  %t131 = getelementptr inbounds i16, ptr addrspace(3) %t125, i32 %6, !dbg !110
  %.102 = getelementptr inbounds i16, ptr addrspace(3) %t131, i32 %.59, !dbg !110
  %.10920 = load <4 x i16>, ptr addrspace(3) %.102, align 8, !dbg !110
  %t133 = getelementptr inbounds i16, ptr addrspace(3) %t128, i32 %7, !dbg !111
  %.144 = getelementptr inbounds i16, ptr addrspace(3) %t133, i32 %.143, !dbg !111
  %.145 = load i16, ptr addrspace(3) %.144, align 2, !dbg !111
  %.146 = zext i16 %.145 to i32, !dbg !111
  %.149 = getelementptr inbounds i16, ptr addrspace(3) %t133, i32 %8, !dbg !111
  %.150 = load i16, ptr addrspace(3) %.149, align 2, !dbg !111
  %.151 = zext i16 %.150 to i32, !dbg !111
  %.152 = shl nuw i32 %.151, 16, !dbg !111
  %.153 = or i32 %.152, %.146, !dbg !111
  %.156 = getelementptr inbounds i16, ptr addrspace(3) %t133, i32 %9, !dbg !111
  %.157 = load i16, ptr addrspace(3) %.156, align 2, !dbg !111
  %.158 = zext i16 %.157 to i32, !dbg !111
  %.161 = getelementptr inbounds i16, ptr addrspace(3) %t133, i32 %10, !dbg !111
  %.162 = load i16, ptr addrspace(3) %.161, align 2, !dbg !111
  %.163 = zext i16 %.162 to i32, !dbg !111
  %.164 = shl nuw i32 %.163, 16, !dbg !111
  %.165 = or i32 %.164, %.158, !dbg !111
  %t135 = getelementptr inbounds i16, ptr addrspace(3) %t128, i32 %11, !dbg !112
  %.177 = getelementptr inbounds i16, ptr addrspace(3) %t135, i32 %.143, !dbg !112
  %.178 = load i16, ptr addrspace(3) %.177, align 2, !dbg !112
  %.179 = zext i16 %.178 to i32, !dbg !112
  %.182 = getelementptr inbounds i16, ptr addrspace(3) %t135, i32 %8, !dbg !112
  %.183 = load i16, ptr addrspace(3) %.182, align 2, !dbg !112
  %.184 = zext i16 %.183 to i32, !dbg !112
  %.185 = shl nuw i32 %.184, 16, !dbg !112
  %.186 = or i32 %.185, %.179, !dbg !112
  %.189 = getelementptr inbounds i16, ptr addrspace(3) %t135, i32 %9, !dbg !112
  %.190 = load i16, ptr addrspace(3) %.189, align 2, !dbg !112
  %.191 = zext i16 %.190 to i32, !dbg !112
  %.194 = getelementptr inbounds i16, ptr addrspace(3) %t135, i32 %10, !dbg !112
  %.195 = load i16, ptr addrspace(3) %.194, align 2, !dbg !112
  %.196 = zext i16 %.195 to i32, !dbg !112
  %.197 = shl nuw i32 %.196, 16, !dbg !112
  %.198 = or i32 %.197, %.191, !dbg !112
  %.201 = extractvalue { [8 x float] } %t73, 0, 0, !dbg !113
  %.202 = insertelement <4 x float> poison, float %.201, i64 0, !dbg !113
  %.203 = extractvalue { [8 x float] } %t73, 0, 1, !dbg !113
  %.204 = insertelement <4 x float> %.202, float %.203, i64 1, !dbg !113
  %.205 = extractvalue { [8 x float] } %t73, 0, 2, !dbg !113
  %.206 = insertelement <4 x float> %.204, float %.205, i64 2, !dbg !113
  %.207 = extractvalue { [8 x float] } %t73, 0, 3, !dbg !113
  %.208 = insertelement <4 x float> %.206, float %.207, i64 3, !dbg !113
  %.215 = insertelement <2 x i32> poison, i32 %.153, i64 0, !dbg !113
  %.217 = insertelement <2 x i32> %.215, i32 %.165, i64 1, !dbg !113
  %.218 = bitcast <2 x i32> %.217 to <4 x i16>, !dbg !113
  %.219 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.6719, <4 x i16> %.218, <4 x float> %.208, i32 0, i32 0, i32 0), !dbg !113
  %.220 = extractelement <4 x float> %.219, i64 0, !dbg !113
  %.221 = extractelement <4 x float> %.219, i64 1, !dbg !113
  %.222 = extractelement <4 x float> %.219, i64 2, !dbg !113
  %.223 = extractelement <4 x float> %.219, i64 3, !dbg !113
  %.224 = insertvalue { [8 x float] } zeroinitializer, float %.220, 0, 0, !dbg !113
  %.225 = insertvalue { [8 x float] } %.224, float %.221, 0, 1, !dbg !113
  %.226 = insertvalue { [8 x float] } %.225, float %.222, 0, 2, !dbg !113
  %.227 = insertvalue { [8 x float] } %.226, float %.223, 0, 3, !dbg !113
  %.228 = extractvalue { [8 x float] } %t74, 0, 0, !dbg !114
  %.229 = insertelement <4 x float> poison, float %.228, i64 0, !dbg !114
  %.230 = extractvalue { [8 x float] } %t74, 0, 1, !dbg !114
  %.231 = insertelement <4 x float> %.229, float %.230, i64 1, !dbg !114
  %.232 = extractvalue { [8 x float] } %t74, 0, 2, !dbg !114
  %.233 = insertelement <4 x float> %.231, float %.232, i64 2, !dbg !114
  %.234 = extractvalue { [8 x float] } %t74, 0, 3, !dbg !114
  %.235 = insertelement <4 x float> %.233, float %.234, i64 3, !dbg !114
  %.242 = insertelement <2 x i32> poison, i32 %.186, i64 0, !dbg !114
  %.244 = insertelement <2 x i32> %.242, i32 %.198, i64 1, !dbg !114
  %.245 = bitcast <2 x i32> %.244 to <4 x i16>, !dbg !114
  %.246 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.6719, <4 x i16> %.245, <4 x float> %.235, i32 0, i32 0, i32 0), !dbg !114
  %.247 = extractelement <4 x float> %.246, i64 0, !dbg !114
  %.248 = extractelement <4 x float> %.246, i64 1, !dbg !114
  %.249 = extractelement <4 x float> %.246, i64 2, !dbg !114
  %.250 = extractelement <4 x float> %.246, i64 3, !dbg !114
  %.251 = insertvalue { [8 x float] } zeroinitializer, float %.247, 0, 0, !dbg !114
  %.252 = insertvalue { [8 x float] } %.251, float %.248, 0, 1, !dbg !114
  %.253 = insertvalue { [8 x float] } %.252, float %.249, 0, 2, !dbg !114
  %.254 = insertvalue { [8 x float] } %.253, float %.250, 0, 3, !dbg !114
  %.255 = extractvalue { [8 x float] } %t75, 0, 0, !dbg !115
  %.256 = insertelement <4 x float> poison, float %.255, i64 0, !dbg !115
  %.257 = extractvalue { [8 x float] } %t75, 0, 1, !dbg !115
  %.258 = insertelement <4 x float> %.256, float %.257, i64 1, !dbg !115
  %.259 = extractvalue { [8 x float] } %t75, 0, 2, !dbg !115
  %.260 = insertelement <4 x float> %.258, float %.259, i64 2, !dbg !115
  %.261 = extractvalue { [8 x float] } %t75, 0, 3, !dbg !115
  %.262 = insertelement <4 x float> %.260, float %.261, i64 3, !dbg !115
  %.273 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.10920, <4 x i16> %.218, <4 x float> %.262, i32 0, i32 0, i32 0), !dbg !115
  %.274 = extractelement <4 x float> %.273, i64 0, !dbg !115
  %.275 = extractelement <4 x float> %.273, i64 1, !dbg !115
  %.276 = extractelement <4 x float> %.273, i64 2, !dbg !115
  %.277 = extractelement <4 x float> %.273, i64 3, !dbg !115
  %.278 = insertvalue { [8 x float] } zeroinitializer, float %.274, 0, 0, !dbg !115
  %.279 = insertvalue { [8 x float] } %.278, float %.275, 0, 1, !dbg !115
  %.280 = insertvalue { [8 x float] } %.279, float %.276, 0, 2, !dbg !115
  %.281 = insertvalue { [8 x float] } %.280, float %.277, 0, 3, !dbg !115
  %.282 = extractvalue { [8 x float] } %t76, 0, 0, !dbg !116
  %.283 = insertelement <4 x float> poison, float %.282, i64 0, !dbg !116
  %.284 = extractvalue { [8 x float] } %t76, 0, 1, !dbg !116
  %.285 = insertelement <4 x float> %.283, float %.284, i64 1, !dbg !116
  %.286 = extractvalue { [8 x float] } %t76, 0, 2, !dbg !116
  %.287 = insertelement <4 x float> %.285, float %.286, i64 2, !dbg !116
  %.288 = extractvalue { [8 x float] } %t76, 0, 3, !dbg !116
  %.289 = insertelement <4 x float> %.287, float %.288, i64 3, !dbg !116
  %.300 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %.10920, <4 x i16> %.245, <4 x float> %.289, i32 0, i32 0, i32 0), !dbg !116
  %.301 = extractelement <4 x float> %.300, i64 0, !dbg !116
  %.302 = extractelement <4 x float> %.300, i64 1, !dbg !116
  %.303 = extractelement <4 x float> %.300, i64 2, !dbg !116
  %.304 = extractelement <4 x float> %.300, i64 3, !dbg !116
  %.305 = insertvalue { [8 x float] } zeroinitializer, float %.301, 0, 0, !dbg !116
  %.306 = insertvalue { [8 x float] } %.305, float %.302, 0, 1, !dbg !116
  %.307 = insertvalue { [8 x float] } %.306, float %.303, 0, 2, !dbg !116
  %.308 = insertvalue { [8 x float] } %.307, float %.304, 0, 3, !dbg !116
  %exitcond.not = icmp eq i64 %t83, %smax, !dbg !98
  br i1 %exitcond.not, label %b10, label %b4, !dbg !116

b10:                                              ; preds = %b9, %b3
  %t141 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.227, %b9 ]
  %t142 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.254, %b9 ]
  %t143 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.281, %b9 ]
  %t144 = phi { [8 x float] } [ zeroinitializer, %b3 ], [ %.308, %b9 ]
  %t145 = add nsw i64 %t18, %t24, !dbg !117
  %t146 = mul i64 %t145, %a10, !dbg !118
  %t147 = add i64 %t21, %t27, !dbg !119
  %t148 = add i64 %t147, %t146, !dbg !120
  %t149 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t148, !dbg !121
  %.309 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !121
  %.310 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.309), !dbg !121
  %.313 = and i32 %.310, 15, !dbg !121
  %.314 = zext i32 %.313 to i64, !dbg !121
  %16 = lshr i32 %.310, 2, !dbg !121
  %17 = and i32 %16, 1073741820, !dbg !121
  %.315 = zext i32 %17 to i64, !dbg !121
  %.316 = mul i64 %.315, %a10, !dbg !121
  %.317 = add i64 %.316, %.314, !dbg !121
  %.318 = extractvalue { [8 x float] } %t141, 0, 0, !dbg !121
  %.319 = getelementptr inbounds float, ptr addrspace(1) %t149, i64 %.317, !dbg !121
  store float %.318, ptr addrspace(1) %.319, align 4, !dbg !121
  %.320 = extractvalue { [8 x float] } %t141, 0, 1, !dbg !121
  %.322 = add i64 %.317, %a10, !dbg !121
  %.323 = getelementptr inbounds float, ptr addrspace(1) %t149, i64 %.322, !dbg !121
  store float %.320, ptr addrspace(1) %.323, align 4, !dbg !121
  %.324 = extractvalue { [8 x float] } %t141, 0, 2, !dbg !121
  %.325 = shl i64 %a10, 1, !dbg !121
  %.326 = add i64 %.317, %.325, !dbg !121
  %.327 = getelementptr inbounds float, ptr addrspace(1) %t149, i64 %.326, !dbg !121
  store float %.324, ptr addrspace(1) %.327, align 4, !dbg !121
  %.328 = extractvalue { [8 x float] } %t141, 0, 3, !dbg !121
  %.329 = mul i64 %a10, 3, !dbg !121
  %.330 = add i64 %.317, %.329, !dbg !121
  %.331 = getelementptr inbounds float, ptr addrspace(1) %t149, i64 %.330, !dbg !121
  store float %.328, ptr addrspace(1) %.331, align 4, !dbg !121
  %t150 = or i64 %t148, 16, !dbg !122
  %t151 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t150, !dbg !123
  %.341 = extractvalue { [8 x float] } %t142, 0, 0, !dbg !123
  %.342 = getelementptr inbounds float, ptr addrspace(1) %t151, i64 %.317, !dbg !123
  store float %.341, ptr addrspace(1) %.342, align 4, !dbg !123
  %.343 = extractvalue { [8 x float] } %t142, 0, 1, !dbg !123
  %.346 = getelementptr inbounds float, ptr addrspace(1) %t151, i64 %.322, !dbg !123
  store float %.343, ptr addrspace(1) %.346, align 4, !dbg !123
  %.347 = extractvalue { [8 x float] } %t142, 0, 2, !dbg !123
  %.350 = getelementptr inbounds float, ptr addrspace(1) %t151, i64 %.326, !dbg !123
  store float %.347, ptr addrspace(1) %.350, align 4, !dbg !123
  %.351 = extractvalue { [8 x float] } %t142, 0, 3, !dbg !123
  %.354 = getelementptr inbounds float, ptr addrspace(1) %t151, i64 %.330, !dbg !123
  store float %.351, ptr addrspace(1) %.354, align 4, !dbg !123
  %t152 = shl i64 %a10, 4, !dbg !124
  %t153 = add i64 %t148, %t152, !dbg !125
  %t154 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t153, !dbg !126
  %.364 = extractvalue { [8 x float] } %t143, 0, 0, !dbg !126
  %.365 = getelementptr inbounds float, ptr addrspace(1) %t154, i64 %.317, !dbg !126
  store float %.364, ptr addrspace(1) %.365, align 4, !dbg !126
  %.366 = extractvalue { [8 x float] } %t143, 0, 1, !dbg !126
  %.369 = getelementptr inbounds float, ptr addrspace(1) %t154, i64 %.322, !dbg !126
  store float %.366, ptr addrspace(1) %.369, align 4, !dbg !126
  %.370 = extractvalue { [8 x float] } %t143, 0, 2, !dbg !126
  %.373 = getelementptr inbounds float, ptr addrspace(1) %t154, i64 %.326, !dbg !126
  store float %.370, ptr addrspace(1) %.373, align 4, !dbg !126
  %.374 = extractvalue { [8 x float] } %t143, 0, 3, !dbg !126
  %.377 = getelementptr inbounds float, ptr addrspace(1) %t154, i64 %.330, !dbg !126
  store float %.374, ptr addrspace(1) %.377, align 4, !dbg !126
  %t155 = add i64 %t153, 16, !dbg !127
  %t156 = getelementptr inbounds float, ptr addrspace(1) %a6, i64 %t155, !dbg !128
  %.387 = extractvalue { [8 x float] } %t144, 0, 0, !dbg !128
  %.388 = getelementptr inbounds float, ptr addrspace(1) %t156, i64 %.317, !dbg !128
  store float %.387, ptr addrspace(1) %.388, align 4, !dbg !128
  %.389 = extractvalue { [8 x float] } %t144, 0, 1, !dbg !128
  %.392 = getelementptr inbounds float, ptr addrspace(1) %t156, i64 %.322, !dbg !128
  store float %.389, ptr addrspace(1) %.392, align 4, !dbg !128
  %.393 = extractvalue { [8 x float] } %t144, 0, 2, !dbg !128
  %.396 = getelementptr inbounds float, ptr addrspace(1) %t156, i64 %.326, !dbg !128
  store float %.393, ptr addrspace(1) %.396, align 4, !dbg !128
  %.397 = extractvalue { [8 x float] } %t144, 0, 3, !dbg !128
  %.400 = getelementptr inbounds float, ptr addrspace(1) %t156, i64 %.330, !dbg !128
  store float %.397, ptr addrspace(1) %.400, align 4, !dbg !128
  ret void, !dbg !129
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16>, <4 x i16>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #3

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
!1 = !DIFile(filename: "main.go", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eFloat16_5d", scope: !1, file: !1, line: 109, type: !5, scopeLine: 109, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 54, column: 20, scope: !4)
!8 = !DILocation(line: 55, column: 14, scope: !4)
!9 = !DILocation(line: 56, column: 16, scope: !4)
!10 = !DILocation(line: 56, column: 18, scope: !4)
!11 = !DILocation(line: 56, column: 29, scope: !4)
!12 = !DILocation(line: 56, column: 31, scope: !4)
!13 = !DILocation(line: 57, column: 22, scope: !4)
!14 = !DILocation(line: 57, column: 26, scope: !4)
!15 = !DILocation(line: 57, column: 43, scope: !4)
!16 = !DILocation(line: 57, column: 47, scope: !4)
!17 = !DILocation(line: 98, column: 13, scope: !4)
!18 = !DILocation(line: 98, column: 54, scope: !4)
!19 = !DILocation(line: 98, column: 42, scope: !4)
!20 = !DILocation(line: 98, column: 22, scope: !4)
!21 = !DILocation(line: 99, column: 36, scope: !4)
!22 = !DILocation(line: 99, column: 34, scope: !4)
!23 = !DILocation(line: 99, column: 42, scope: !4)
!24 = !DILocation(line: 99, column: 49, scope: !4)
!25 = !DILocation(line: 99, column: 47, scope: !4)
!26 = !DILocation(line: 99, column: 17, scope: !4)
!27 = !DILocation(line: 100, column: 36, scope: !4)
!28 = !DILocation(line: 100, column: 42, scope: !4)
!29 = !DILocation(line: 100, column: 49, scope: !4)
!30 = !DILocation(line: 100, column: 44, scope: !4)
!31 = !DILocation(line: 100, column: 47, scope: !4)
!32 = !DILocation(line: 100, column: 17, scope: !4)
!33 = !DILocation(line: 98, column: 35, scope: !4)
!34 = !DILocation(line: 61, column: 13, scope: !4)
!35 = !DILocation(line: 0, scope: !4)
!36 = !DILocation(line: 69, column: 10, scope: !4)
!37 = !DILocation(line: 63, column: 12, scope: !4)
!38 = !DILocation(line: 68, column: 16, scope: !4)
!39 = !DILocation(line: 69, column: 7, scope: !4)
!40 = !DILocation(line: 71, column: 30, scope: !4)
!41 = !DILocation(line: 71, column: 47, scope: !4)
!42 = !DILocation(line: 71, column: 71, scope: !4)
!43 = !DILocation(line: 99, column: 44, scope: !4)
!44 = !DILocation(line: 100, column: 34, scope: !4)
!45 = !DILocation(line: 73, column: 15, scope: !4)
!46 = !DILocation(line: 73, column: 35, scope: !4)
!47 = !DILocation(line: 74, column: 19, scope: !4)
!48 = !DILocation(line: 75, column: 19, scope: !4)
!49 = !DILocation(line: 76, column: 19, scope: !4)
!50 = !DILocation(line: 77, column: 19, scope: !4)
!51 = !DILocation(line: 78, column: 19, scope: !4)
!52 = !DILocation(line: 79, column: 19, scope: !4)
!53 = !DILocation(line: 80, column: 19, scope: !4)
!54 = !DILocation(line: 81, column: 19, scope: !4)
!55 = !DILocation(line: 83, column: 11, scope: !4)
!56 = !DILocation(line: 83, column: 15, scope: !4)
!57 = !DILocation(line: 83, column: 18, scope: !4)
!58 = !DILocation(line: 83, column: 23, scope: !4)
!59 = !DILocation(line: 84, column: 13, scope: !4)
!60 = !DILocation(line: 85, column: 22, scope: !4)
!61 = !DILocation(line: 85, column: 13, scope: !4)
!62 = !DILocation(line: 86, column: 25, scope: !4)
!63 = !DILocation(line: 86, column: 22, scope: !4)
!64 = !DILocation(line: 86, column: 13, scope: !4)
!65 = !DILocation(line: 87, column: 27, scope: !4)
!66 = !DILocation(line: 87, column: 13, scope: !4)
!67 = !DILocation(line: 112, column: 8, scope: !4)
!68 = distinct !DISubprogram(name: "github_2ecom_2fkernlab_2fkern_2fexamples_2ftensorcore_2eMatmul_5bkern_2eBFloat16_5d", scope: !1, file: !1, line: 109, type: !5, scopeLine: 109, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!69 = !DILocation(line: 54, column: 20, scope: !68)
!70 = !DILocation(line: 55, column: 14, scope: !68)
!71 = !DILocation(line: 56, column: 16, scope: !68)
!72 = !DILocation(line: 56, column: 18, scope: !68)
!73 = !DILocation(line: 56, column: 29, scope: !68)
!74 = !DILocation(line: 56, column: 31, scope: !68)
!75 = !DILocation(line: 57, column: 22, scope: !68)
!76 = !DILocation(line: 57, column: 26, scope: !68)
!77 = !DILocation(line: 57, column: 43, scope: !68)
!78 = !DILocation(line: 57, column: 47, scope: !68)
!79 = !DILocation(line: 98, column: 13, scope: !68)
!80 = !DILocation(line: 98, column: 54, scope: !68)
!81 = !DILocation(line: 98, column: 42, scope: !68)
!82 = !DILocation(line: 98, column: 22, scope: !68)
!83 = !DILocation(line: 99, column: 36, scope: !68)
!84 = !DILocation(line: 99, column: 34, scope: !68)
!85 = !DILocation(line: 99, column: 42, scope: !68)
!86 = !DILocation(line: 99, column: 49, scope: !68)
!87 = !DILocation(line: 99, column: 47, scope: !68)
!88 = !DILocation(line: 99, column: 17, scope: !68)
!89 = !DILocation(line: 100, column: 36, scope: !68)
!90 = !DILocation(line: 100, column: 42, scope: !68)
!91 = !DILocation(line: 100, column: 49, scope: !68)
!92 = !DILocation(line: 100, column: 44, scope: !68)
!93 = !DILocation(line: 100, column: 47, scope: !68)
!94 = !DILocation(line: 100, column: 17, scope: !68)
!95 = !DILocation(line: 98, column: 35, scope: !68)
!96 = !DILocation(line: 61, column: 13, scope: !68)
!97 = !DILocation(line: 0, scope: !68)
!98 = !DILocation(line: 69, column: 10, scope: !68)
!99 = !DILocation(line: 63, column: 12, scope: !68)
!100 = !DILocation(line: 68, column: 16, scope: !68)
!101 = !DILocation(line: 69, column: 7, scope: !68)
!102 = !DILocation(line: 71, column: 30, scope: !68)
!103 = !DILocation(line: 71, column: 47, scope: !68)
!104 = !DILocation(line: 71, column: 71, scope: !68)
!105 = !DILocation(line: 99, column: 44, scope: !68)
!106 = !DILocation(line: 100, column: 34, scope: !68)
!107 = !DILocation(line: 73, column: 15, scope: !68)
!108 = !DILocation(line: 73, column: 35, scope: !68)
!109 = !DILocation(line: 74, column: 19, scope: !68)
!110 = !DILocation(line: 75, column: 19, scope: !68)
!111 = !DILocation(line: 76, column: 19, scope: !68)
!112 = !DILocation(line: 77, column: 19, scope: !68)
!113 = !DILocation(line: 78, column: 19, scope: !68)
!114 = !DILocation(line: 79, column: 19, scope: !68)
!115 = !DILocation(line: 80, column: 19, scope: !68)
!116 = !DILocation(line: 81, column: 19, scope: !68)
!117 = !DILocation(line: 83, column: 11, scope: !68)
!118 = !DILocation(line: 83, column: 15, scope: !68)
!119 = !DILocation(line: 83, column: 18, scope: !68)
!120 = !DILocation(line: 83, column: 23, scope: !68)
!121 = !DILocation(line: 84, column: 13, scope: !68)
!122 = !DILocation(line: 85, column: 22, scope: !68)
!123 = !DILocation(line: 85, column: 13, scope: !68)
!124 = !DILocation(line: 86, column: 25, scope: !68)
!125 = !DILocation(line: 86, column: 22, scope: !68)
!126 = !DILocation(line: 86, column: 13, scope: !68)
!127 = !DILocation(line: 87, column: 27, scope: !68)
!128 = !DILocation(line: 87, column: 13, scope: !68)
!129 = !DILocation(line: 112, column: 8, scope: !68)
